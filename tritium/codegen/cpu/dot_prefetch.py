"""Software prefetch of a dot's next operand tiles, issued while the dot computes.

In the usual K loop (`a = tl.load(a_ptrs); b = tl.load(b_ptrs); acc = tl.dot(a, b, acc);
a_ptrs += BLOCK_K * stride_ak; ...`) the loads run as a phase of their own before each dot: they
copy the operand tiles from memory that is rarely in cache (a panel of A is read once per program),
with no arithmetic to hide the misses behind, and at 1024^3 they took about a fifth of the time.
The dot knows where the next iteration will read: the loaded pointer tile is carried by the
enclosing `scf.for`, and the value yielded for it is either already computed (the pointers were
advanced before the dot) or `tt.addptr(ptrs, uniform offset)`. So each micro-tile of the dot
prefetches its share of the next tiles' cache lines (`llvm.prefetch`, never faulting, so masked-off
or past-the-end lanes are harmless) and the next loads find them in cache.

The prefetch addresses are recomputed from the pointers' row and column parts where that is
cheap (remat.py) rather than read from a pointer tile. Operands the dot loads itself
(dot_operands.py) take `Stream.delta`, the step to the next K iteration, and prefetch where they
read (dot.py); the others are spread over the micro-tiles here.

Only contiguous pointer runs are prefetched (one prefetch per cache line); gathers are left alone,
as are kernels compiled with the sanitizer (debug launches are not about speed).
"""
from __future__ import annotations

from ...ir.core import Elementwise
from .lowering import Lowering, Tile
from .remat import recomputable
from ..llvm.types import llty, scalar_lit, size_of

LINE = 64  # bytes of a cache line on every target the backend knows (x86-64, AArch64)
LOCALITY = 2  # prefetcht1 on x86: into L2, where the next loads find them; the dot's own operands stream through L1


class Stream:
    """The next pointers of one operand: `tile`'s pointers plus `offset` bytes (an i64 ref), read
    every `step` lanes (a cache line's worth of a contiguous run). `value`: the tile's IR value,
    whose pointers are recomputed from their row and column parts where that is cheap (remat.py)
    rather than read from the tile's buffer (8 bytes a lane: 64 KiB for 128x64, per K step)."""

    def __init__(self, tile: Tile, offset: str, step: int, value=None, delta: str | None = None):
        self.tile, self.offset, self.step, self.value = tile, offset, step, value
        self.delta = delta  # bytes from this iteration's pointers to the next's (None: unknown)
        self.operand = None  # which dot operand (0: A, 1: B), set by streams()
        self.lines = -(-tile.numel // step)


def _source_load(v):
    """The tt.load a dot operand comes from, through lane-wise conversions (extf, fp_to_fp...)."""
    for _ in range(4):
        d = v.owner
        if not hasattr(d, "regions"):  # a block argument
            return None
        if d.name == "tt.load":
            return d
        tensors = [x for x in d.operands if x.type.is_tensor()]
        if not d.has_trait(Elementwise) or len(d.operands) != 1 or len(tensors) != 1:
            return None
        v = tensors[0]
    return None


def _scalar_now(L: Lowering, v, depth: int = 4) -> str | None:
    """A scalar as an LLVM ref at this point of the lowering: lowered already, a constant, or a
    pure elementwise op of such values (emitted here again; the op's own lowering comes later)."""
    x = L.env.get(v)
    if x is not None:
        return None if isinstance(x, Tile) else x
    d = v.owner
    if not hasattr(d, "regions") or v.type.is_tensor() or depth == 0:
        return None
    if d.name == "arith.constant" and isinstance(d.attrs.get("value"), (int, float)):
        return scalar_lit(d.attrs["value"], v.type)
    if not d.has_trait(Elementwise) or d.regions or len(d.results) != 1 or d.name == "tt.extern_elementwise":
        return None
    refs = [_scalar_now(L, x, depth - 1) for x in d.operands]
    if any(r is None for r in refs):
        return None
    return L.ew(d.name, d.attrs, [x.type for x in d.operands], v.type, refs, 0)


def _uniform_offset(L: Lowering, q) -> str | None:
    """The one value of an offset tensor that is a splat, as an i64 ref (elements)."""
    d = q.owner
    if not hasattr(d, "regions"):
        return None
    if d.name == "arith.constant" and isinstance(d.attrs.get("value"), int):
        return str(int(d.attrs["value"]))
    if d.name != "tt.splat":
        return None
    s = _scalar_now(L, d.operands[0])
    if s is None:
        return None
    ty = llty(d.operands[0].type)
    if ty == "i64":
        return s
    r = L.tmp()
    L.emit(f"{r} = sext {ty} {s} to i64")
    return r


def _rebased(L: Lowering, ptrs, block):
    """(tile, next offset) for pointers `addptr(tile, splat(o))`, o an i64 iter_arg of the loop of
    `block` and tile a buffer from outside it: the next iteration reads tile + the yielded o."""
    d = ptrs.owner
    if not hasattr(d, "regions") or d.name != "tt.addptr":
        return None
    sp = d.operands[1].owner
    if not hasattr(sp, "regions") or sp.name != "tt.splat":
        return None
    o = sp.operands[0]
    if o.owner is not block or o.index == 0 or str(o.type) != "i64":
        return None
    tile = L.env.get(d.operands[0])
    if not isinstance(tile, Tile):
        return None
    nxt = block.terminator.operands[o.index - 1]
    return (tile, nxt) if nxt is not o else None


def _stream(L: Lowering, dot, operand) -> Stream | None:
    load = _source_load(operand)
    if load is None or load.parent is not dot.parent:
        return None
    ptrs = load.operands[0]
    block = dot.parent
    loop = block.parent
    if loop is None or loop.name != "scf.for":
        return None
    rebased = _rebased(L, ptrs, block)
    if rebased is None and (not hasattr(ptrs.owner, "ops") or ptrs.owner is not block or ptrs.index == 0):
        return None
    elt = ptrs.type.scalar.pointee
    esize = size_of(elt)
    info = L.info.get(ptrs)
    run = info.contiguity if info is not None else 1
    if run < 2 or esize > LINE:
        return None  # a gather: one prefetch per element would cost more than it saves
    step = max(1, min(run, LINE // esize))
    if rebased is not None:  # passes/pointer_offsets.py: fixed tile + carried offset o; next: o'
        tile, nxt_o = rebased
        o2 = _scalar_now(L, nxt_o)
        if o2 is None:
            return None
        b, moved, delta = L.tmp(), L.tmp(), L.tmp()
        L.emit(f"{b} = mul i64 {o2}, {esize}")
        L.emit(f"{moved} = sub i64 {o2}, {L.scalar(ptrs.owner.operands[1].owner.operands[0])}")
        L.emit(f"{delta} = mul i64 {moved}, {esize}")
        return Stream(tile, b, step, ptrs.owner.operands[0], delta)
    nxt = block.terminator.operands[ptrs.index - 1]
    if nxt is ptrs:
        return None  # the pointers do not move: the next loads read what this one did
    cur = L.env.get(ptrs)
    done = L.env.get(nxt)
    if isinstance(done, Tile):  # the pointers were advanced before the dot
        return Stream(done, "0", step)
    adv = nxt.owner
    if not isinstance(cur, Tile) or not hasattr(adv, "regions") or adv.name != "tt.addptr" \
            or adv.operands[0] is not ptrs:
        return None
    off = _uniform_offset(L, adv.operands[1])
    if off is None:
        return None
    b = L.tmp()
    L.emit(f"{b} = mul i64 {off}, {esize}")
    return Stream(cur, b, step, delta=b)


def streams(L: Lowering, dot) -> list[Stream]:
    """What the dot `dot` should prefetch (emits the offsets' arithmetic before the dot's loops)."""
    if L.sanitize:
        return []
    out = []
    for k, v in enumerate(dot.operands[:2]):
        s = _stream(L, dot, v)
        if s is not None:
            s.operand = k
            out.append(s)
    return out


def line(L: Lowering, p: str, delta: str) -> None:
    """Prefetch the line at `p` + `delta` bytes (never faults: any address will do)."""
    q = L.elem_ptr(p, "i8", delta)
    L.intr("prefetch", "p0", "void", [("ptr", q), ("i32", "0"), ("i32", str(LOCALITY)), ("i32", "1")])


def groups(todo: list[Stream], parts: int, k: int) -> int:
    """Into how many groups of k steps a micro-tile's prefetches are spread: one line per stream
    per group where the k steps allow it (a power of two dividing k), so they never come in a burst."""
    most = max(-(-s.lines // parts) for s in todo)
    g = 1
    while g * 2 <= min(most, k) and k % (g * 2) == 0:
        g *= 2
    return g


def spread(L: Lowering, todo: list[Stream], part: str, parts: int, steps: int, step) -> None:
    """`step(k)` for k in 0 .. steps-1, with share `part` (of `parts`) of every stream's lines
    prefetched in groups spread over the steps (the K loop of a dot's micro-tile)."""
    n = groups(todo, parts, steps)
    with L.loop(0, steps, steps // n) as k0:
        issue(L, todo, part, parts, L.index_div(k0, steps // n), n)
        with L.loop(0, steps // n, 1) as dk:
            step(L.linear((k0, 1), (dk, 1)))


def issue(L: Lowering, todo: list[Stream], part: str, parts: int, group: str, ngroups: int) -> None:
    """Prefetch group `group` (of `ngroups`) of share `part` (of `parts`) of every stream's lines."""
    for s in todo:
        per = -(-s.lines // parts)
        each = -(-per // ngroups)
        first = L.linear((part, per), (group, each))
        with L.loop(0, each, 1) as q:
            nth, last = L.tmp(), L.tmp()
            L.emit(f"{nth} = add i64 {first}, {q}")
            L.emit(f"{last} = call i64 @llvm.umin.i64(i64 {nth}, i64 {s.lines - 1})")
            L.declare("declare i64 @llvm.umin.i64(i64, i64)")
            at = L.tmp()
            L.emit(f"{at} = mul i64 {last}, {s.step}")
            if s.value is not None and recomputable(L, s.value):
                p = L.extract(L.chunk_of(s.value, {}, at, 1), 1, "ptr", 0)
            else:
                p = L.load_chunk(s.tile, at, 0)
            line(L, p, s.offset)
