"""tt.reduce and tt.scan: the combine region evaluated on vectors.

Reduce over a non-last axis folds whole rows lane-wise (`w` lanes of the inner axes at once);
reduce over the last axis folds `w`-lane chunks of a row and then halves the vector log2(w) times.
Scan runs along its axis sequentially, vectorised over the inner axes when there are any. Combine
regions with control flow run lane by lane (see Lowering.eval_region).

A 1-D reduce right after the lane-wise group computing its operand is folded into that group's loop
instead (`FusedReduce`): softmax's max joins the load's loop and its sum the exp's loop, so neither
re-reads the tile from a stack buffer, and a tile read only by the reduce gets no buffer at all.
"""
from __future__ import annotations

import math

from .lowering import Lowering, handles
from ..llvm.types import llty, splat_lit, vec


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


def _horizontal(L: Lowering, block, vals: list[str], tys: list[str], w: int) -> list[str]:
    """Combine the w lanes of each accumulator vector into one scalar (log2(w) halvings)."""
    while w > 1:  # halve: lanes [0, w/2) combine with [w/2, w)
        h = w // 2
        lo = [L.slice_vec(v, w, 0, h, t) for v, t in zip(vals, tys)]
        hi = [L.slice_vec(v, w, h, h, t) for v, t in zip(vals, tys)]
        vals = L.eval_region(block, lo + hi, h)
        w = h
    return [L.extract(v, w, t, 0) for v, t in zip(vals, tys)]


def fusable_reduce(L: Lowering, o, group: list, numel: int) -> bool:
    """`o` reduces 1-D tiles of `numel` lanes, at least one computed by the lane-wise ops `group`,
    to scalars with an elementwise combine: it can run inside the group's loop."""
    if o.name != "tt.reduce" or o.results[0].type.is_tensor() or not L.region_is_elementwise(o.regions[0]):
        return False
    if any(not v.type.is_tensor() or len(v.type.shape) != 1 or v.type.numel != numel for v in o.operands):
        return False
    made = {id(r) for g in group for r in g.results}
    return any(id(v) in made for v in o.operands)


# combine op -> its identity as a function of the LLVM type: combine(identity, x) == x for every x,
# bit for bit (-0.0 for fadd keeps -0.0 and +0.0; NaN for maxnum/minnum, which return the other
# operand of a NaN; +-inf for the NaN-propagating maximum/minimum)
def _int_identity(v):
    return lambda ty: str(v(int(ty[1:])))


IDENTITY = {
    "arith.addf": lambda ty: "-0.0", "arith.mulf": lambda ty: "1.0",
    "arith.maxnumf": lambda ty: "0x7FF8000000000000", "arith.minnumf": lambda ty: "0x7FF8000000000000",
    "arith.maximumf": lambda ty: "0xFFF0000000000000", "arith.minimumf": lambda ty: "0x7FF0000000000000",
    "arith.addi": _int_identity(lambda b: 0), "arith.ori": _int_identity(lambda b: 0),
    "arith.xori": _int_identity(lambda b: 0), "arith.muli": _int_identity(lambda b: 1),
    "arith.andi": _int_identity(lambda b: -1), "arith.maxui": _int_identity(lambda b: 0),
    "arith.minui": _int_identity(lambda b: -1), "arith.maxsi": _int_identity(lambda b: -(1 << (b - 1))),
    "arith.minsi": _int_identity(lambda b: (1 << (b - 1)) - 1),
}


def _identity(o) -> str | None:
    """The identity of a one-operand reduce whose region is a single known op on its two arguments."""
    block = o.regions[0]
    body = [x for x in block.ops if x is not block.terminator]
    if len(o.operands) != 1 or len(body) != 1 or body[0].name not in IDENTITY:
        return None
    op = body[0]
    if {id(v) for v in op.operands} != {id(a) for a in block.args} or block.terminator.operands[0] is not op.results[0]:
        return None
    ty = llty(o.operands[0].type)
    is_float = o.operands[0].type.scalar.is_float()
    if op.name.endswith("f"):  # arith.addf, arith.maxnumf, ...: f32 and f64 only (f16 literals are
        ok = ty in ("float", "double")  # spelled otherwise; bf16 and fp8 are integers computed in f32)
    else:
        ok = ty in ("i8", "i16", "i32", "i64") and not is_float
    return IDENTITY[op.name](ty) if ok else None


class FusedReduce:
    """A 1-D reduce evaluated chunk by chunk inside a lane-wise group's loop (Lowering.emit_group):
    one w-lane accumulator per operand, combined with each chunk, then folded to a scalar after the
    loop. It starts as the combine's identity where that is known (a plain loop), else it is set
    from the first chunk (a test in the loop)."""

    def __init__(self, L: Lowering, o, w: int):
        self.L, self.o, self.w = L, o, w
        self.tys = [llty(v.type) for v in o.operands]
        self.acc = _Accumulators(L, self.tys, w)
        self.identity = _identity(o)
        init = splat_lit(self.identity, w, self.tys[0]) if self.identity is not None else "zeroinitializer"
        self.acc.set([init] * len(self.tys))  # (zeros: defined, though never combined with)

    def step(self, cenv: dict, c) -> None:
        L, w = self.L, self.w
        vals = [L.chunk_of(v, cenv, c, w) for v in self.o.operands]
        combined = L.eval_region(self.o.regions[0], self.acc.get() + vals, w)
        if self.identity is not None:
            self.acc.set(combined)
            return
        first = L.tmp()
        L.emit(f"{first} = icmp eq i64 {c}, 0")
        picked = []
        for t, v, m in zip(self.tys, vals, combined):
            r = L.tmp()
            L.emit(f"{r} = select i1 {first}, {vec(w, t)} {v}, {vec(w, t)} {m}")
            picked.append(r)
        self.acc.set(picked)

    def finish(self) -> None:
        lanes = _horizontal(self.L, self.o.regions[0], self.acc.get(), self.tys, self.w)
        for r, v in zip(self.o.results, lanes):
            self.L.env[r] = v


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
            lanes = _horizontal(L, block, parts[0], tys, w)
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
