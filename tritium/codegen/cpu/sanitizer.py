"""The sanitizer of debug launches: every load, store and atomic checked against the extent of the
argument buffer its pointer derives from (provenance.py), in the kernel, lane by lane.

Only with `sanitize` (the compile option `debug`); without it the lowering emits nothing of this.

ABI. A sanitized kernel takes one hidden argument after its own: the 8-byte slot after the last
argument's in `args` holds the address of the *bounds table*, two i64 per kernel argument, [lo, hi)
the bytes its buffer spans (zeros for scalars; lo = 0, hi = 2^64-1 where the launcher does not know
the extent). The program's prologue loads the bounds of every pointer argument once.

A checked chunk computes `ok = lo <= addr && addr <= hi - size` per lane (against every pointer
argument when the provenance is unknown), does the access with `mask & ok` (so a bad lane is never
touched) and, if some active lane is not ok, reports the first one through the host callback `rt`
with the site number of an `oob` debug site and a pointer to {lane index, address}; the host
formats the error (driver.py) and raises it after the grid. A program reports once (its first
violation: a flag in its frame), so the host gets at most one call per violating program.
"""
from __future__ import annotations

from ..llvm.types import size_of
from .lowering import Lowering

TABLE_HI_UNKNOWN = (1 << 64) - 1  # hi of an argument whose extent the launcher does not know


def prologue(L: Lowering, nargs: int) -> list[str]:
    """IR lines loading the bounds table (the hidden argument `nargs`) and every pointer argument's
    bounds, and clearing the program's 'reported' flag."""
    lines = [f"  %bt.p = getelementptr i8, ptr %args, i64 {8 * nargs}",
             "  %bt = load ptr, ptr %bt.p",
             f"  store i1 false, ptr {L.oob_reported}"]
    for k, a in enumerate(L.func.body.args):
        if a.type.is_ptr() and not a.type.is_tensor():
            lines += [f"  %bt.lo{k}.p = getelementptr i64, ptr %bt, i64 {2 * k}",
                      f"  %bt.lo{k} = load i64, ptr %bt.lo{k}.p",
                      f"  %bt.hi{k}.p = getelementptr i64, ptr %bt, i64 {2 * k + 1}",
                      f"  %bt.hi{k} = load i64, ptr %bt.hi{k}.p"]
            L.bounds[k] = (f"%bt.lo{k}", f"%bt.hi{k}")
    return lines


def _site(L: Lowering, o) -> int:
    site = L.oob_sites.get(o)
    if site is None:
        t = o.operands[0].type
        elt = t.scalar.pointee
        site = L.oob_sites[o] = len(L.debug_sites)
        L.debug_sites.append({"kind": "oob", "op": o.name, "arg": L.access_arg.get(o),
                              "elt": str(elt), "size": size_of(elt),
                              "shape": list(t.shape) if t.is_tensor() else [],
                              "line": o.loc[1] if o.loc else None, "file": o.loc[0] if o.loc else None})
    return site


def _inside(L: Lowering, k: int, addr: str, size: int, w: int) -> str:
    lo, hi = L.bounds[k]
    lim = L.tmp()
    L.emit(f"{lim} = sub i64 {hi}, {size}")
    c1, c2, ok = L.tmp(), L.tmp(), L.tmp()
    L.emit(f"{c1} = icmp uge <{w} x i64> {addr}, {L.splat_vec(lo, 'i64', w)}")
    L.emit(f"{c2} = icmp ule <{w} x i64> {addr}, {L.splat_vec(lim, 'i64', w)}")
    L.emit(f"{ok} = and <{w} x i1> {c1}, {c2}")
    return ok


def _ok(L: Lowering, o, addr: str, size: int, w: int) -> str:
    k = L.access_arg.get(o)
    if k is not None:
        return _inside(L, k, addr, size, w)
    ok = "zeroinitializer"  # unknown provenance: inside any argument buffer
    for j in sorted(L.bounds):
        inside = _inside(L, j, addr, size, w)
        if ok == "zeroinitializer":
            ok = inside
        else:
            r = L.tmp()
            L.emit(f"{r} = or <{w} x i1> {ok}, {inside}")
            ok = r
    return ok


def check(L: Lowering, o, ptrs: str, mask: str | None, c, w: int) -> str:
    """Check lanes c .. c+w-1 of the access `o` (ptrs: a <w x ptr>, mask: a <w x i1> or None);
    report the first active lane out of bounds; -> the mask to access with (<w x i1>)."""
    size = size_of(o.operands[0].type.scalar.pointee)
    addr = L.tmp()
    L.emit(f"{addr} = ptrtoint <{w} x ptr> {ptrs} to <{w} x i64>")
    ok = _ok(L, o, addr, size, w)
    notok, bad, use = L.tmp(), L.tmp(), L.tmp()
    L.emit(f"{notok} = xor <{w} x i1> {ok}, splat (i1 true)")
    if mask is None:
        bad, use = notok, ok
    else:
        L.emit(f"{bad} = and <{w} x i1> {mask}, {notok}")
        L.emit(f"{use} = and <{w} x i1> {mask}, {ok}")
    bits, anybad = L.tmp(), L.tmp()
    L.emit(f"{bits} = bitcast <{w} x i1> {bad} to i{w}")
    L.emit(f"{anybad} = icmp ne i{w} {bits}, 0")
    report, seen_no, cont = L.new_label("oob"), L.new_label("oob_new"), L.new_label("oob_done")
    L.emit(f"br i1 {anybad}, label %{report}, label %{cont}")
    L.start_block(report)
    if w == 1:
        first = "0"
    else:
        tz = L.intr("cttz", f"i{w}", f"i{w}", [(f"i{w}", bits), ("i1", "true")])
        first = L.tmp()
        L.emit(f"{first} = zext i{w} {tz} to i64")
    at = L.extract(addr, w, "i64", first)
    lane = L.linear((c, 1), (first, 1))
    seen = L.load_slot(L.oob_reported, "i1")
    L.emit(f"br i1 {seen}, label %{cont}, label %{seen_no}")
    L.start_block(seen_no)
    rec1 = L.tmp()
    L.emit(f"store i64 {lane}, ptr {L.oob_record}")
    L.emit(f"{rec1} = getelementptr i64, ptr {L.oob_record}, i64 1")
    L.emit(f"store i64 {at}, ptr {rec1}")
    L.emit(f"call void %rt(i32 {_site(L, o)}, i32 %pid0, i32 %pid1, i32 %pid2, ptr {L.oob_record})")
    L.store_slot(L.oob_reported, "i1", "true")
    L.br(cont)
    L.start_block(cont)
    return use


def check_scalar(L: Lowering, o, ptr: str, mask: str | None, lane) -> str:
    """One lane (`lane`: its index in the tile) of an atomic: -> its i1 'do the access'."""
    p = L.insert("poison", 1, "ptr", ptr, 0)
    m = L.insert("poison", 1, "i1", mask, 0) if mask is not None and mask != "true" else None
    use = check(L, o, p, m, lane, 1)
    return L.extract(use, 1, "i1", 0)
