"""Rematerialisation: recompute a cheap tile chunk where it is used instead of reading its buffer.

A lane-wise group (lowering.py) stores every value used outside it into a stack buffer, which a
later group reads back. For values that are a few integer ops away from scalars (the column
indices `tl.arange`, a mask `cols < n`, a pointer tile `base + cols`) recomputing a chunk costs
one to three vector ops, while the buffer costs a store and a load per chunk, and for pointer
tiles 8 bytes per lane (a 1024-lane pointer tile is 8 KiB of stack traffic per use). A buffer no
group reads any more is deleted by LLVM, so nothing else changes. Loads are never recomputed
(memory may have changed in between), nor anything with a region.

A broadcast (lane-wise when a chunk stays within a row) is recomputed from its source's buffer,
which is numel/row times smaller: a 128x64 pointer tile `base + rows[:, None] + cols[None, :]` is
one add of two broadcasts of a 1 KiB column and a 256-byte row, instead of a 64 KiB buffer read
back in every K iteration. The source buffer is then read later than the broadcast ran, so it must
still hold the same value: a loop-carried buffer (a block argument's, or one sharing it) is
rewritten while the body runs (lowering's carried-cell groups), so it is not read this way.
expand_dims keeps the row-major order, so its chunk is its operand's chunk.
"""
from __future__ import annotations

# pure lane-wise ops whose chunk costs about one vector op
CHEAP = {"tt.make_range", "tt.splat", "arith.constant", "tt.addptr", "arith.addi", "arith.subi", "arith.muli",
         "arith.andi", "arith.ori", "arith.xori", "arith.cmpi", "arith.extsi", "arith.extui", "arith.trunci",
         "arith.select", "tt.multiple_of", "tt.max_contiguous", "tt.broadcast", "tt.expand_dims"}
BUDGET = 6  # ops recomputed for one value, at most


def cost(L, v, memo: dict) -> int | None:
    """Ops needed to recompute a chunk of tile value `v` from scalars, or None if it must be read."""
    if v in memo:
        return memo[v]
    memo[v] = None  # (cycles cannot happen in SSA, but be safe)
    o = v.owner
    name = getattr(o, "name", None)
    if name not in CHEAP or o.regions or len(o.results) != 1:
        return None
    if name == "tt.broadcast" and o.operands[0].type.shape != v.type.shape:  # a leaf: read its source
        memo[v] = 1 if L.is_lanewise(o) and _stable_buffer(L, o.operands[0]) else None
        return memo[v]
    if name == "tt.expand_dims" and not o.operands[0].type.is_tensor():
        return None  # (a scalar made into a one-element tile)
    total = 1
    for u in o.operands:
        if not u.type.is_tensor():
            continue
        if u.type.numel != v.type.numel:
            return None
        k = cost(L, u, memo)
        if k is None:
            return None
        total += k
    memo[v] = total if total <= BUDGET else None
    return memo[v]


def _stable_buffer(L, src) -> bool:
    """`src` lives in a buffer nothing rewrites while it is in scope (not a loop-carried one)."""
    from ...ir.core import Block
    from .lowering import Tile
    x = L.env.get(src)
    if not isinstance(x, Tile):
        return False
    return not any(isinstance(y, Tile) and y.buf == x.buf and isinstance(getattr(k, "owner", None), Block)
                   for k, y in L.env.items())


def recomputable(L, v) -> bool:
    if L.sanitize:  # debug launches keep the plain form (their accesses report in program order)
        return False
    return cost(L, v, L.remat_memo) is not None
