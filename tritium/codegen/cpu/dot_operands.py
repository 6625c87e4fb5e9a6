"""Dot operands loaded by the dot itself: no tile buffer filled before the dot and read back.

Why. In the usual K loop (`a = tl.load(a_ptrs, mask); b = tl.load(b_ptrs, mask); acc = tl.dot(a, b,
acc)`) each load was a group of its own that copied its whole tile (a 128x64 fp32 operand is 32 KiB)
into a stack buffer, which the micro-kernel then read back: a sixth of a 1024^3 matmul's time (perf,
one thread), and 64 KiB of buffers a K step competing with the micro-kernel's operands for L1 and
L2. When a load's only reader is
the dot (and nothing between the load and the dot writes memory), the lowering skips the load and
the ops that only feed it (`deferred`), and the dot reads through its pointers itself:

- A (M x K), each row contiguous (axis info): the micro-kernel broadcasts A[i, k] from row pointer
  i plus k, straight from memory. Masked-off lanes must not be read, so this is versioned: one
  check that the whole mask is true (from the small tiles it is broadcast from, `all_true`), else
  the tile is loaded into a buffer as before and the row pointers point there.
- B (K x N): a panel of w*nv columns is packed (masked loads, exactly the original load's values)
  into a small buffer right before the row blocks that read it, so it is hot in L1 (B's rows in
  memory are often 4 KiB apart, where they would all fall into the same few cache sets).

The deferred ops are evaluated chunk by chunk where the dot needs them (`chunk`), through the
lane-wise lowering (pointers and masks are recomputed: remat.py). Only same-type operands (no
widening) take these paths.
"""
from __future__ import annotations

from ...ir.core import Block, Elementwise
from .dot_block import accum_type
from .versioning import VIEWS
from ..llvm.types import llty, vec

# ops that may run between a deferred load and its dot (they write no memory)
_PURE = {"tt.load", "tt.splat", "tt.broadcast", "tt.expand_dims", "tt.reshape", "tt.trans", "tt.make_range",
         "arith.constant", "tt.multiple_of", "tt.max_contiguous", "tt.dot", "tt.addptr", "tt.join", "tt.split"}
_ALL_TRUE_LANES = 1024  # a mask evaluated lane by lane above this size is not checked (all_true)


class Deferred:
    """One dot operand whose tt.load (and the ops feeding only it) the dot runs itself."""

    def __init__(self, load, ops):
        self.load = load
        self.ids = {id(o) for o in ops}


def _writes_nothing(o) -> bool:
    if o.regions:
        return False
    return o.name in _PURE or (o.has_trait(Elementwise) and o.name != "tt.extern_elementwise")


def _carried_root(v) -> bool:
    """`v` is (a view of) a block argument: a loop-carried buffer that may be rewritten in place
    before the dot runs (lowering's carried-cell groups), so it may not be read later than its op."""
    for _ in range(8):
        d = v.owner
        if isinstance(d, Block):
            return True
        if d.name not in VIEWS:
            return False
        v = d.operands[0]
    return True


def _candidate(L, dot, k: int, block) -> Deferred | None:
    v = dot.operands[k]
    ld = v.owner
    if isinstance(ld, Block) or ld.name != "tt.load" or ld.parent is not block:
        return None
    if L.users.get(v, []) != [dot] or dot.operands[1 - k] is v or dot.operands[2] is v:
        return None
    et = ld.operands[0].type.scalar.pointee
    cs = dot.operands[2].type.scalar
    if not et.is_float() or not cs.is_float():
        return None
    if llty(et) != accum_type(dot.operands[2].type) or dot.attrs.get("input_precision") == "tf32":
        return None  # an operand the micro-kernel would widen (f16, bf16) or truncate (tf32)
    ops = block.ops
    i, j = ops.index(ld), ops.index(dot)
    if not all(_writes_nothing(o) for o in ops[i + 1:j]):
        return None
    info = L.info.get(ld.operands[0])
    run = info.contiguity if info is not None else 1
    K = ld.operands[0].type.shape[-1]
    if k == 0 and run < K:
        return None  # A's rows must be contiguous runs (the row pointer plus k)
    if k == 1 and run < L.chunk_width(K):
        return None  # B's chunks must be vector loads (a gather per chunk would not pay)
    # the load and the lane-wise ops before it whose every result only feeds deferred ops
    numel = v.type.numel
    chosen = [ld]
    ids = {id(ld)}
    for o in reversed(ops[:i]):
        if not o.results or o.regions or o.name in ("tt.load", "tt.store") or not L.is_lanewise(o):
            continue
        if any(r.type.numel != numel for r in o.results if r.type.is_tensor()) or not o.results[0].type.is_tensor():
            continue
        if all(id(u) in ids for r in o.results for u in L.users.get(r, ())) and any(L.users.get(r) for r in o.results):
            chosen.append(o)
            ids.add(id(o))
    chosen.reverse()
    for o in chosen:
        for u in o.operands:
            if u.type.is_tensor() and id(u.owner) not in ids and _carried_root(u):
                return None
    return Deferred(ld, chosen)


def plan(L, block) -> dict:
    """id(op) -> True for the ops of `block` that its dots run themselves; fills L.deferred_operands
    (load result -> Deferred)."""
    out: dict = {}
    if L.sanitize:  # debug launches keep every access in program order
        return out
    for o in block.ops:
        if o.name != "tt.dot" or len(o.operands[0].type.shape) != 2:
            continue
        for k in (0, 1):
            d = _candidate(L, o, k, block)
            if d is not None and not any(i in out for i in d.ids):
                L.deferred_operands[o.operands[k]] = d
                out.update(dict.fromkeys(d.ids, True))
    return out


def chunk(L, d: Deferred, v, at, w: int, cenv: dict) -> str:
    """Lanes at .. at+w-1 of `v` (the load or a value feeding it), evaluated here."""
    if v in cenv:
        return cenv[v]
    o = v.owner
    if isinstance(o, Block) or id(o) not in d.ids:
        return L.chunk_of(v, cenv, at, w)
    for u in o.operands:  # (others are read by the op's own lowering: a broadcast maps its index)
        if u.type.is_tensor() and not isinstance(u.owner, Block) and id(u.owner) in d.ids:
            chunk(L, d, u, at, w, cenv)
    L.lanewise(o, cenv, at, w)
    return cenv[v]


def all_true(L, d: Deferred, v) -> str | None:
    """An i1 ref: every lane of mask `v` is true; None where that is not cheap to know
    (versioning.all_true, with the deferred ops evaluated here; at most _ALL_TRUE_LANES lanes
    evaluated lane by lane)."""
    from .remat import recomputable
    from .versioning import all_true as check

    def available(u) -> bool:
        o = u.owner
        return (not isinstance(o, Block) and id(o) in d.ids) or u in L.env or recomputable(L, u)
    return check(L, v, lambda u, at, w: chunk(L, d, u, at, w, {}), available, _ALL_TRUE_LANES)


def first_pointer(L, d: Deferred, flat) -> str:
    """The address of element `flat` (row-major) of the deferred load's pointer tile."""
    p = chunk(L, d, d.load.operands[0], flat, 1, {})
    return L.extract(p, 1, "ptr", 0)


def fill(L, d: Deferred, dst, src_start, dst_start, count: int, w: int, next_delta: str | None = None) -> None:
    """Run the load for its lanes src_start .. src_start+count-1 into `dst` from dst_start; with
    `next_delta` (bytes to the next K step's pointers) also prefetch what each chunk reads next."""
    from .dot_prefetch import line
    with L.loop(0, count, w) as c:
        at, cenv = L.linear((src_start, 1), (c, 1)), {}
        if next_delta is not None:  # (a contiguous chunk: its first lane's line, w lanes being one line)
            line(L, L.extract(chunk(L, d, d.load.operands[0], at, w, cenv), w, "ptr", 0), next_delta)
        val = chunk(L, d, d.load.results[0], at, w, cenv)
        L.store_chunk(dst, L.linear((dst_start, 1), (c, 1)), w, val)
