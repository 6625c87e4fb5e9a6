"""tt.join / tt.split: the new last axis of size 2 moved in or out of a tile.

`join(a, b)` gives [..., 2] with a at [..., 0] and b at [..., 1]; `split` is its inverse. When the
thread bases agree (the size-2 axis lives in registers, as Triton's join layouts put it), registers
only move; otherwise each operand goes through shared memory (`L.exchange` with an index map), and a
join picks a or b per register by the last coordinate (a constant when that axis is in registers).
"""
from __future__ import annotations

from ...ir.types import i1, i32
from .lowering import SIMTLowering, handles, moved_or_exchanged


@handles("tt.join")
def _join(L: SIMTLowering, o):
    D = L.linear(o.result.type)
    halves = []
    for x in o.operands:
        S = L.linear(x.type)
        halves.append(moved_or_exchanged(L, L.regs(x), S, D, x.type.element,
                            lambda b: b[:-1] if not b[-1] else None, lambda c: c[:-1], lambda c: c[:-1]))
    a, b = halves
    last_static = not any(bb[-1] for bb in D.lane + D.warp)
    out = []
    coords = None if last_static else L.coords(D)
    for r, rc in enumerate(D.reg_coords()):
        if last_static:
            out.append(a[r] if rc[-1] == 0 else b[r])
        else:
            is_a = L.v("arith.cmpi", [coords[r][-1], L.const(0, i32)], i1, predicate="eq")
            out.append(L.select(is_a, a[r], b[r]))
    L.env[o.result] = out


@handles("tt.split")
def _split(L: SIMTLowering, o):
    src = o.operands[0]
    S = L.linear(src.type)
    regs = L.regs(src)
    for k, r in enumerate(o.results):
        D = L.linear(r.type)
        kc = L.const(k, i32)
        L.env[r] = moved_or_exchanged(L, regs, S, D, src.type.element,
                         lambda b: b + (0,), lambda c, k=k: c + (k,), lambda c, kc=kc: tuple(c) + (kc,))
