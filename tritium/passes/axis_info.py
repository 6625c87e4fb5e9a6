"""Axis analysis: for every integer or pointer tile, how its values run along the last axis.

`contiguity` c: the last axis splits into runs of c consecutive values (x, x+1, ..., x+c-1),
each run starting at a multiple of c; `constancy` k: runs of k equal values. Backends use it to
turn a tile of pointers into one wide vector load or store instead of a gather or scatter (the same
question Triton's AxisInfo answers, restricted to the last axis, which is the one vectorised).
`tt.max_contiguous` hints set the contiguity; scalars are constant everywhere.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..ir.core import Value

INF = 1 << 30


@dataclass(frozen=True)
class AxisInfo:
    contiguity: int = 1
    constancy: int = 1


CONST = AxisInfo(1, INF)


def _last(v: Value) -> int:
    return v.type.shape[-1] if v.type.is_tensor() else 1


def _clip(info: AxisInfo, v: Value) -> AxisInfo:
    n = _last(v)
    return AxisInfo(min(info.contiguity, n) if v.type.is_tensor() else 1, min(info.constancy, n) if v.type.is_tensor() else INF)


def analyze(func) -> dict:
    """Value -> AxisInfo for the values of `func` (absent means nothing is known)."""
    info: dict = {}

    def get(v: Value) -> AxisInfo:
        if not v.type.is_tensor():
            return CONST
        return info.get(v, AxisInfo())

    def meet(a: AxisInfo, b: AxisInfo) -> AxisInfo:
        return AxisInfo(min(a.contiguity, b.contiguity), min(a.constancy, b.constancy))

    def visit(block):
        for o in block.ops:
            n = o.name
            if n == "scf.for":
                body = o.regions[0]
                inits = o.operands[3:]
                for a, i in zip(body.args[1:], inits):
                    info[a] = get(i)
                for _ in range(3):  # iterate to a fixed point (meet of init and yielded)
                    visit(body)
                    changed = False
                    for a, y in zip(body.args[1:], body.terminator.operands):
                        m = meet(info.get(a, AxisInfo()), get(y))
                        if m != info.get(a):
                            info[a], changed = m, True
                    if not changed:
                        break
                for r, a in zip(o.results, body.args[1:]):
                    info[r] = info.get(a, AxisInfo())
                continue
            for region in o.regions:  # other regions: arguments unknown
                visit(region)
            if not o.results or not o.results[0].type.is_tensor():
                continue
            r = o.results[0]
            ops = o.operands
            if n == "tt.make_range":
                res = AxisInfo(r.type.shape[-1], 1)
            elif n in ("tt.splat", "arith.constant"):
                res = AxisInfo(1, INF)
            elif n in ("arith.addi", "tt.addptr"):
                a, b = get(ops[0]), get(ops[1])
                res = AxisInfo(max(min(a.contiguity, b.constancy), min(b.contiguity, a.constancy)),
                               min(a.constancy, b.constancy))
            elif n == "arith.subi":
                a, b = get(ops[0]), get(ops[1])
                res = AxisInfo(min(a.contiguity, b.constancy), min(a.constancy, b.constancy))
            elif n in ("arith.extsi", "arith.extui", "arith.trunci", "tt.bitcast", "tt.int_to_ptr", "tt.ptr_to_int",
                       "tt.multiple_of"):
                res = get(ops[0])
            elif n == "tt.max_contiguous":
                res = AxisInfo(max(get(ops[0]).contiguity, o.attrs["values"][-1]), get(ops[0]).constancy)
            elif n == "tt.broadcast":
                src = ops[0].type.shape
                res = AxisInfo(1, INF) if src[-1] == 1 else get(ops[0])
            elif n == "tt.expand_dims":
                res = AxisInfo(1, INF) if o.attrs["axis"] == len(r.type.shape) - 1 else get(ops[0])
            elif len(ops) and all(x.type.is_tensor() for x in ops) and n.startswith(("arith.", "math.")):
                res = AxisInfo(1, min(get(x).constancy for x in ops))
            else:
                res = AxisInfo()
            info[r] = _clip(res, r)
    visit(func.body)
    return info
