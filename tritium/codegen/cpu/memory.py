"""Loads, stores and atomics.

A chunk of pointers that the axis analysis proves contiguous becomes one vector access from its
first lane (masked with `llvm.masked.load/store`, which x86 does with mask registers); otherwise a
gather or scatter. A group's version whose masks are known all true (versioning.py) drops them
(`L.unmasked`), and its large stores may stream past the caches (`L.streaming`). Masked-off lanes
are never touched; masked-off loads give `other` or zero, as in the interpreter. Atomics are real
`atomicrmw`/`cmpxchg` instructions, one per active lane, in lane order. With the sanitizer on
(`L.sanitize`, debug launches) each chunk's lanes are bounds-checked first and accessed under
`mask & in-bounds` (sanitizer.py); otherwise nothing of that is emitted.
"""
from __future__ import annotations

from ..llvm.elementwise import intrinsic_suffix
from . import sanitizer
from .lowering import Lowering, Tile, handles
from ..llvm.types import is_bf16, llty, memty, size_of, vec

_ORDER = {"acq_rel": "acq_rel", "acquire": "acquire", "release": "release", "relaxed": "monotonic"}
_FAIL_ORDER = {"acq_rel": "acquire", "acquire": "acquire", "release": "monotonic", "monotonic": "monotonic"}


def contiguous(L: Lowering, ptr_value, w: int) -> bool:
    if w <= 1:
        return True
    info = L.info.get(ptr_value)
    return info is not None and info.contiguity >= w


def alignment(L: Lowering, ptr_value, elt, w: int) -> int:
    """Alignment of a chunk's first address: the run start's divisibility, within the run's chunks."""
    size = size_of(elt)
    info = L.info.get(ptr_value)
    if info is None or w <= 1:
        return size
    return max(size, min(info.divisibility, w * size, 64))


def load(L: Lowering, o, refs: list[str], c, w: int) -> str:
    """One chunk of `tt.load`: refs = ptrs, mask?, other? (all `w`-lane vectors)."""
    elt = o.operands[0].type.scalar.pointee
    mt = memty(elt)
    vt = vec(w, mt)
    align = alignment(L, o.operands[0], elt, w) if contiguous(L, o.operands[0], w) else size_of(elt)
    mask = refs[1] if len(refs) > 1 and id(o) not in L.unmasked else None  # (versioning.py)
    if L.sanitize:
        mask = sanitizer.check(L, o, refs[0], mask, c, w)
    other = L.to_mem(refs[2], elt, w) if len(refs) > 2 else "zeroinitializer"
    r = L.tmp()
    if contiguous(L, o.operands[0], w):
        p0 = L.extract(refs[0], w, "ptr", 0)
        if mask is None:
            L.emit(f"{r} = load {vt}, ptr {p0}, align {align}")
        else:
            r = L.intr("masked.load", f"{intrinsic_suffix(w, mt)}.p0", vt,
                       [(f"ptr align {align}", p0), (vec(w, "i1"), mask), (vt, other)])
    else:
        r = L.intr("masked.gather", f"{intrinsic_suffix(w, mt)}.{intrinsic_suffix(w, 'ptr')}", vt,
                   [(f"{vec(w, 'ptr')} align {size_of(elt)}", refs[0]),
                    (vec(w, "i1"), mask or "splat (i1 true)"), (vt, other)])
    return L.from_mem(r, elt, w)


def store(L: Lowering, o, refs: list[str], c, w: int) -> None:
    elt = o.operands[0].type.scalar.pointee
    mt = memty(elt)
    vt = vec(w, mt)
    align = alignment(L, o.operands[0], elt, w) if contiguous(L, o.operands[0], w) else size_of(elt)
    val = L.to_mem(refs[1], elt, w)
    mask = refs[2] if len(refs) > 2 and id(o) not in L.unmasked else None  # (versioning.py)
    if L.sanitize:
        mask = sanitizer.check(L, o, refs[0], mask, c, w)
    if contiguous(L, o.operands[0], w):
        p0 = L.extract(refs[0], w, "ptr", 0)
        if mask is None:
            hint = ", !nontemporal !{i32 1}" if id(o) in L.streaming else ""  # (versioning.py)
            L.emit(f"store {vt} {val}, ptr {p0}, align {align}{hint}")
        else:
            L.intr("masked.store", f"{intrinsic_suffix(w, mt)}.p0", "void",
                   [(vt, val), (f"ptr align {align}", p0), (vec(w, "i1"), mask)])
    else:
        L.intr("masked.scatter", f"{intrinsic_suffix(w, mt)}.{intrinsic_suffix(w, 'ptr')}", "void",
               [(vt, val), (f"{vec(w, 'ptr')} align {size_of(elt)}", refs[0]), (vec(w, "i1"), mask or "splat (i1 true)")])


def _as_vec1(L: Lowering, ref: str, ty: str) -> str:
    return L.insert("poison", 1, ty, ref, 0)


@handles("tt.load")
def _scalar_load(L: Lowering, o) -> None:
    """A load of one scalar pointer (tiles are loaded inside lane-wise groups)."""
    refs = [_as_vec1(L, L.scalar(v), llty(v.type)) for v in o.operands]
    r = load(L, o, refs, "0", 1)
    L.env[o.results[0]] = L.extract(r, 1, llty(o.results[0].type), 0)


@handles("tt.store")
def _scalar_store(L: Lowering, o) -> None:
    refs = [_as_vec1(L, L.scalar(v), llty(v.type)) for v in o.operands]
    store(L, o, refs, "0", 1)


def _per_lane(L: Lowering, o, body) -> None:
    """Run `body(operand scalars, lane index) -> result scalar` for each lane, in lane order."""
    shaped = o.operands[0].type.is_tensor()
    res_t = o.results[0].type
    if not shaped:
        L.env[o.results[0]] = body([L.scalar(v) for v in o.operands], "0")
        return
    out = L.new_tile(res_t)
    tiles = [L.env[v] for v in o.operands]
    with L.loop(0, res_t.numel, 1) as i:
        args = [L.load_chunk(t, i, 0) if isinstance(t, Tile) else t for t in tiles]
        L.store_chunk(out, i, 0, body(args, i))
    L.env[o.results[0]] = out


def _masked(L: Lowering, mask: str | None, ty: str, fn) -> str:
    """fn() under `if (mask)`; masked-off lanes give 0."""
    if mask is None or mask == "true":
        return fn()
    slot = L.slot(ty)
    L.store_slot(slot, ty, L.zero(ty))
    yes, done = L.new_label("lane"), L.new_label("lane_done")
    L.emit(f"br i1 {mask}, label %{yes}, label %{done}")
    L.start_block(yes)
    L.store_slot(slot, ty, fn())
    L.br(done)
    L.start_block(done)
    return L.load_slot(slot, ty)


@handles("tt.atomic_rmw")
def _atomic_rmw(L: Lowering, o) -> None:
    elt = o.operands[0].type.scalar.pointee
    mt, rt = memty(elt), llty(elt)
    kind = o.attrs["op"]
    order = _ORDER[o.attrs.get("sem", "acq_rel")]

    def body(args, lane):
        ptr, val = args[0], args[1]
        mask = args[2] if len(args) > 2 else None
        if L.sanitize:
            mask = sanitizer.check_scalar(L, o, ptr, mask, lane)

        def rmw():
            if kind == "fadd" and is_bf16(elt):
                return _bf16_fadd(L, ptr, val, order)
            v = L.to_mem(val, elt, 0)
            r = L.tmp()
            L.emit(f"{r} = atomicrmw {kind} ptr {ptr}, {mt} {v} {order}, align {size_of(elt)}")
            return L.from_mem(r, elt, 0)
        return _masked(L, mask, rt, rmw)
    _per_lane(L, o, body)


def _bf16_fadd(L: Lowering, ptr: str, val: str, order: str) -> str:
    """bf16 has no atomic add instruction: a compare-and-swap loop on its 16 bits."""
    head, done = L.new_label("cas"), L.new_label("cas_done")
    cur = L.slot("i16")
    init = L.tmp()
    L.emit(f"{init} = load atomic i16, ptr {ptr} monotonic, align 2")
    L.store_slot(cur, "i16", init)
    L.br(head)
    L.start_block(head)
    old = L.load_slot(cur, "i16")
    s = L.ew("arith.addf", {}, [_BF16, _BF16], _BF16, [old, val], 0)
    pair, got, ok = L.tmp(), L.tmp(), L.tmp()
    L.emit(f"{pair} = cmpxchg ptr {ptr}, i16 {old}, i16 {s} {order} {_FAIL_ORDER[order]}")
    L.emit(f"{got} = extractvalue {{ i16, i1 }} {pair}, 0")
    L.emit(f"{ok} = extractvalue {{ i16, i1 }} {pair}, 1")
    L.store_slot(cur, "i16", got)
    L.emit(f"br i1 {ok}, label %{done}, label %{head}")
    L.start_block(done)
    return got


@handles("tt.atomic_cas")
def _atomic_cas(L: Lowering, o) -> None:
    elt = o.operands[0].type.scalar.pointee
    mt = memty(elt)
    order = _ORDER[o.attrs.get("sem", "acq_rel")]

    def body(args, lane):
        ptr, cmp, val = args
        if L.sanitize:
            return _masked(L, sanitizer.check_scalar(L, o, ptr, None, lane), llty(elt), lambda: cas(ptr, cmp, val))
        return cas(ptr, cmp, val)

    def cas(ptr, cmp, val):
        cmp, val = L.to_mem(cmp, elt, 0), L.to_mem(val, elt, 0)
        if elt.is_float():  # cmpxchg compares bits: go through the integer of the same width
            it = f"i{elt.bits}"
            cb, vb = L.tmp(), L.tmp()
            L.emit(f"{cb} = bitcast {mt} {cmp} to {it}")
            L.emit(f"{vb} = bitcast {mt} {val} to {it}")
            cmp, val, ity = cb, vb, it
        else:
            ity = mt
        pair, old = L.tmp(), L.tmp()
        L.emit(f"{pair} = cmpxchg ptr {ptr}, {ity} {cmp}, {ity} {val} {order} {_FAIL_ORDER[order]}")
        L.emit(f"{old} = extractvalue {{ {ity}, i1 }} {pair}, 0")
        if ity != mt:
            b = L.tmp()
            L.emit(f"{b} = bitcast {ity} {old} to {mt}")
            old = b
        return L.from_mem(old, elt, 0)
    _per_lane(L, o, body)


from ...ir.types import bf16 as _BF16  # noqa: E402
