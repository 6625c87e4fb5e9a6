"""tt.reduce and tt.scan: the combine region evaluated on vectors.

Reduce over a non-last axis folds whole rows lane-wise (`w` lanes of the inner axes at once);
reduce over the last axis folds `w`-lane chunks of a row and then halves the vector log2(w) times.
Scan runs along its axis sequentially, vectorised over the inner axes when there are any. Combine
regions with control flow run lane by lane (see Lowering.eval_region).
"""
from __future__ import annotations

import math

from .lowering import Lowering, handles
from ..llvm.types import llty, vec


def _geometry(shape, axis):
    outer = math.prod(shape[:axis])
    return outer, shape[axis], math.prod(shape[axis + 1:])


class _Accumulators:
    """Slots holding the running combine values (one per operand) across loop iterations."""

    def __init__(self, L: Lowering, types: list[str], w: int):
        self.L, self.types, self.w = L, types, w
        self.slots = [L.slot(vec(w, t)) for t in types]

    def set(self, refs):
        for s, t, r in zip(self.slots, self.types, refs):
            self.L.store_slot(s, vec(self.w, t), r)

    def get(self):
        return [self.L.load_slot(s, vec(self.w, t)) for s, t in zip(self.slots, self.types)]


@handles("tt.reduce")
def _reduce(L: Lowering, o) -> None:
    axis = o.attrs["axis"]
    ins = [L.env[v] for v in o.operands]
    shape = o.operands[0].type.shape
    outer, R, inner = _geometry(shape, axis)
    block = o.regions[0]
    tys = [llty(v.type) for v in o.operands]
    scalar_out = not o.results[0].type.is_tensor()
    outs = [None if scalar_out else L.new_tile(r.type) for r in o.results]
    final = _Accumulators(L, tys, 0) if scalar_out else None
    if inner > 1:
        w = L.chunk_width(inner)
        acc = _Accumulators(L, tys, w)
        with L.loop(0, outer, 1) as ob:
            with L.loop(0, inner, w) as ic:
                base = L.linear((ob, R * inner), (ic, 1))
                acc.set([L.load_chunk(t, base, w) for t in ins])
                with L.loop(1, R, 1) as r:
                    at = L.linear((base, 1), (r, inner))
                    acc.set(L.eval_region(block, acc.get() + [L.load_chunk(t, at, w) for t in ins], w))
                dst = L.linear((ob, inner), (ic, 1))
                for out, v in zip(outs, acc.get()):
                    L.store_chunk(out, dst, w, v)
    else:
        w = L.chunk_width(R)
        # independent accumulators hide the combine's latency (4 chains instead of one)
        k = 4 if R >= 8 * w and L.region_is_elementwise(block) else 1
        accs = [_Accumulators(L, tys, w) for _ in range(k)]
        with L.loop(0, outer, 1) as ob:
            base = L.linear((ob, R))
            for j, acc in enumerate(accs):
                at = L.linear((base, 1), const=j * w)
                acc.set([L.load_chunk(t, at, w) for t in ins])
            with L.loop(k * w, R, k * w) as c:
                for j, acc in enumerate(accs):
                    at = L.linear((base, 1), (c, 1), const=j * w)
                    acc.set(L.eval_region(block, acc.get() + [L.load_chunk(t, at, w) for t in ins], w))
            parts = [acc.get() for acc in accs]
            while len(parts) > 1:
                parts = [L.eval_region(block, parts[i] + parts[i + 1], w) for i in range(0, len(parts), 2)]
            vals = parts[0]
            while w > 1:  # halve: lanes [0, w/2) combine with [w/2, w)
                h = w // 2
                lo = [L.slice_vec(v, w, 0, h, t) for v, t in zip(vals, tys)]
                hi = [L.slice_vec(v, w, h, h, t) for v, t in zip(vals, tys)]
                vals = L.eval_region(block, lo + hi, h)
                w = h
            lanes = [L.extract(v, 1, t, 0) for v, t in zip(vals, tys)]
            if scalar_out:
                final.set(lanes)
            else:
                for out, v in zip(outs, lanes):
                    L.store_chunk(out, ob, 0, v)
    if scalar_out:
        for r, v in zip(o.results, final.get()):
            L.env[r] = v
    else:
        for r, t in zip(o.results, outs):
            L.env[r] = t


@handles("tt.scan")
def _scan(L: Lowering, o) -> None:
    axis, reverse = o.attrs["axis"], o.attrs.get("reverse", False)
    ins = [L.env[v] for v in o.operands]
    shape = o.operands[0].type.shape
    outer, R, inner = _geometry(shape, axis)
    block = o.regions[0]
    tys = [llty(v.type) for v in o.operands]
    outs = [L.new_tile(r.type) for r in o.results]
    w = L.chunk_width(inner) if inner > 1 else 0
    step = w or 1
    acc = _Accumulators(L, tys, w)
    with L.loop(0, outer, 1) as ob:
        with L.loop(0, inner, step) as ic:
            base = L.linear((ob, R * inner), (ic, 1))
            first = base
            if reverse:
                first = L.tmp()
                L.emit(f"{first} = add i64 {base}, {(R - 1) * inner}")
            row0 = [L.load_chunk(t, first, w) for t in ins]
            acc.set(row0)
            for out, v in zip(outs, row0):
                L.store_chunk(out, first, w, v)
            with L.loop(1, R, 1) as r:
                rr = r
                if reverse:
                    rr = L.tmp()
                    L.emit(f"{rr} = sub i64 {R - 1}, {r}")
                at = L.linear((base, 1), (rr, inner))
                vals = L.eval_region(block, acc.get() + [L.load_chunk(t, at, w) for t in ins], w)
                acc.set(vals)
                for out, v in zip(outs, vals):
                    L.store_chunk(out, at, w, v)
    for r, t in zip(o.results, outs):
        L.env[r] = t
