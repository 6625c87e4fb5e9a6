"""Rematerialisation: recompute a cheap tile chunk where it is used instead of reading its buffer.

A lane-wise group (lowering.py) stores every value used outside it into a stack buffer, which a
later group reads back. For values that are a few integer ops away from scalars (the column
indices `tl.arange`, a mask `cols < n`, a pointer tile `base + cols`) recomputing a chunk costs
one to three vector ops, while the buffer costs a store and a load per chunk, and for pointer
tiles 8 bytes per lane (a 1024-lane pointer tile is 8 KiB of stack traffic per use). A buffer no
group reads any more is deleted by LLVM, so nothing else changes. Loads are never recomputed
(memory may have changed in between), nor anything with a region.
"""
from __future__ import annotations

# pure lane-wise ops whose chunk costs about one vector op
CHEAP = {"tt.make_range", "tt.splat", "arith.constant", "tt.addptr", "arith.addi", "arith.subi", "arith.muli",
         "arith.andi", "arith.ori", "arith.xori", "arith.cmpi", "arith.extsi", "arith.extui", "arith.trunci",
         "arith.select", "tt.multiple_of", "tt.max_contiguous"}
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


def recomputable(L, v) -> bool:
    if L.sanitize:  # debug launches keep the plain form (their accesses report in program order)
        return False
    memo = L.__dict__.setdefault("_remat_memo", {})
    return cost(L, v, memo) is not None
