"""Pointer provenance: which kernel argument each memory access's pointer derives from.

An analysis of tile IR (it imports nothing of LLVM, so the interpreter and any backend can use it;
the sanitizer of debug launches needs it). Each pointer value gets the set of kernel argument
indices it may derive from: a pointer argument is its own index; tt.addptr, splat, broadcast,
expand_dims, reshape, trans, the hints, tt.bitcast between pointer types and split keep their
operand's set; select, join and values merged by scf.if / scf.for / scf.while (loop-carried
pointers, iterated to a fixed point) take the union. Anything else that makes a pointer (a load
of pointers, tt.int_to_ptr, a call, a reduction) is UNKNOWN. Calls are gone by then: the CPU
backend and the interpreter run inlined IR.

`access_buffers(func)` -> {access op: argument index, or None when the set is not exactly one
known argument}: the sanitizer checks an access against that argument's extent, or, for None,
against every argument's (as the interpreter always has).
"""
from __future__ import annotations

UNKNOWN = -1

_SAME = {"tt.addptr", "tt.splat", "tt.broadcast", "tt.expand_dims", "tt.reshape", "tt.trans",
         "tt.multiple_of", "tt.max_contiguous", "tt.bitcast", "tt.split", "ttg.convert_layout"}
_UNION = {"tt.join", "tt.cat"}
ACCESSES = ("tt.load", "tt.store", "tt.atomic_rmw", "tt.atomic_cas")
_EMPTY = frozenset()


def _is_ptr(v) -> bool:
    return v.type.is_ptr()


def analyze(func) -> dict:
    """{pointer Value: frozenset of argument indices (UNKNOWN among them when unknown)}."""
    prov: dict = {}
    for i, a in enumerate(func.body.args):
        if _is_ptr(a):
            prov[a] = frozenset((i,))
    changed = True

    def get(v):
        return prov.get(v, _EMPTY)

    def join(v, s) -> None:
        nonlocal changed
        old = prov.get(v, _EMPTY)
        new = old | s
        if new != old:
            prov[v] = new
            changed = True

    while changed:  # a fixed point: loop-carried pointers grow until stable (the lattice is finite)
        changed = False
        for o in func.body.walk():
            name = o.name
            if name == "scf.for":
                body = o.regions[0]
                yielded = body.terminator.operands if body.terminator is not None else []
                for k, r in enumerate(o.results):
                    if _is_ptr(r):
                        s = get(o.operands[3 + k]) | (get(yielded[k]) if k < len(yielded) else _EMPTY)
                        join(body.args[1 + k], s)
                        join(r, s)
                continue
            if name == "scf.if":
                for region in o.regions:
                    t = region.terminator
                    for k, r in enumerate(o.results):
                        if _is_ptr(r) and t is not None and k < len(t.operands):
                            join(r, get(t.operands[k]))
                continue
            if name == "scf.while":
                before, after = o.regions
                cond = before.terminator
                back = after.terminator
                for k, a in enumerate(before.args):
                    if _is_ptr(a):
                        join(a, get(o.operands[k]) | (get(back.operands[k]) if back is not None else _EMPTY))
                if cond is not None:
                    for k, v in enumerate(cond.operands[1:]):
                        if _is_ptr(v):
                            if k < len(after.args):
                                join(after.args[k], get(v))
                            if k < len(o.results):
                                join(o.results[k], get(v))
                continue
            if name == "tt.map_elementwise":
                pack = o.attrs.get("pack", 1)
                body = o.regions[0]
                for k, v in enumerate(o.operands):
                    for j in range(pack):
                        a = body.args[k * pack + j]
                        if _is_ptr(a):
                            join(a, get(v))
                t = body.terminator
                for k, r in enumerate(o.results):
                    if _is_ptr(r) and t is not None:
                        for j in range(pack):
                            join(r, get(t.operands[k * pack + j]))
                continue
            if not any(_is_ptr(r) for r in o.results):
                if o.regions and name not in ("scf.for", "scf.if", "scf.while"):
                    for region in o.regions:  # combine regions of pointers: unknown
                        for a in region.args:
                            if _is_ptr(a):
                                join(a, frozenset((UNKNOWN,)))
                continue
            if name in _SAME:
                s = get(o.operands[0])
            elif name == "arith.select":
                s = get(o.operands[1]) | get(o.operands[2])
            elif name in _UNION:
                s = _EMPTY.union(*(get(v) for v in o.operands))
            elif name == "ub.poison":
                s = _EMPTY
            else:  # loaded from memory, made from an integer, returned by a reduction, ...
                s = frozenset((UNKNOWN,))
            for r in o.results:
                if _is_ptr(r):
                    join(r, s)
            for region in o.regions:
                for a in region.args:
                    if _is_ptr(a):
                        join(a, frozenset((UNKNOWN,)))
    return prov


def access_buffers(func) -> dict:
    """{each load/store/atomic op: the argument index its pointer derives from, or None} (kept on
    the function: the interpreter asks at every launch)."""
    cached = getattr(func, "_access_buffers", None)
    if cached is not None:
        return cached
    prov = analyze(func)
    out = {}
    for o in func.body.walk():
        if o.name in ACCESSES:
            s = prov.get(o.operands[0], _EMPTY)
            out[o] = next(iter(s)) if len(s) == 1 and UNKNOWN not in s else None
    try:
        func._access_buffers = out
    except AttributeError:  # (an op class with slots only)
        pass
    return out
