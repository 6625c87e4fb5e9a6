"""Axis analysis: for every integer or pointer value, how its elements run along the last axis
(or, with `analyze(func, axis=0)`, along the first: a tile of pointers that is contiguous down its
columns, such as a transposed operand `W.T`'s).

`contiguity` c: the last axis splits into runs of c consecutive values (x, x+1, ..., x+c-1),
each run starting at a multiple of c; `constancy` k: runs of k equal values; `divisibility` d: the
first value of every run is a multiple of d (for pointers: its address, in bytes). Backends use it
to turn a tile of pointers into one wide, aligned vector access instead of a gather or scatter
(the question Triton's AxisInfo answers, restricted to the last axis, the one that is vectorised).
Kernel arguments start from the specialisation facts (`tt.divisibility` on the function: 16 for
ints divisible by 16, the alignment in bytes for pointers); `tt.max_contiguous` and
`tt.multiple_of` hints raise them; scalars are constant everywhere. `(x + arange) % m` keeps runs
of m's divisibility, which is why `divisible_16` matters for Triton's usual `% M` wrap-around.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..ir.core import Value

INF = 1 << 30
_FIXPOINT_ROUNDS = 8  # passes over a loop body before its carried values count as unknown


@dataclass(frozen=True)
class AxisInfo:
    contiguity: int = 1
    constancy: int = 1
    divisibility: int = 1


def pow2_factor(n: int) -> int:
    n = abs(int(n))
    return INF if n == 0 else min(n & -n, INF)


def _every(a: AxisInfo) -> int:
    """Divisibility of every element (not just run starts): inside a run of x, x+1, ... only 1."""
    return a.divisibility if a.contiguity == 1 else 1


def pointee_bytes(t) -> int:
    """Bytes of the element a pointer (or tile of pointers) of type `t` points to."""
    p = t.scalar.pointee
    return 8 if p.is_ptr() else max(1, p.bits // 8)


def analyze(func, axis: int = -1) -> dict:
    """Value -> AxisInfo for the values of `func` (absent means nothing is known), along the last
    axis of every tile (axis=-1) or along the first (axis=0)."""
    info: dict = {}

    def ax(t) -> int:
        """The axis followed in a tile of type `t` (scalars: none)."""
        return len(t.shape) - 1 if axis == -1 else 0
    for a, d in zip(func.body.args, func.attrs.get("tt.divisibility", [])):
        info[a] = AxisInfo(1, INF, max(1, int(d)))

    def get(v: Value) -> AxisInfo:
        got = info.get(v)
        if got is not None:
            return got
        return AxisInfo(1, INF, 1) if not v.type.is_tensor() else AxisInfo()

    def meet(a: AxisInfo, b: AxisInfo) -> AxisInfo:
        return AxisInfo(min(a.contiguity, b.contiguity), min(a.constancy, b.constancy), min(a.divisibility, b.divisibility))

    def clip(res: AxisInfo, v: Value) -> AxisInfo:
        if not v.type.is_tensor():
            return AxisInfo(1, INF, res.divisibility)
        n = v.type.shape[ax(v.type)]
        return AxisInfo(max(1, min(res.contiguity, n)), max(1, min(res.constancy, n)), res.divisibility)

    def transfer(o) -> AxisInfo | None:
        n, ops = o.name, o.operands
        r = o.results[0]
        if n == "arith.constant":
            return AxisInfo(1, INF, pow2_factor(o.attrs["value"]) if isinstance(o.attrs["value"], int) else 1)
        if n == "tt.make_range":
            return AxisInfo(r.type.shape[-1], 1, pow2_factor(o.attrs["start"]) if o.attrs["start"] else INF)
        if n == "tt.splat":
            return AxisInfo(1, INF, get(ops[0]).divisibility)
        if n in ("arith.addi", "tt.addptr"):
            a, b = get(ops[0]), get(ops[1])
            scale = pointee_bytes(r.type) if n == "tt.addptr" else 1
            return AxisInfo(max(min(a.contiguity, b.constancy), min(b.contiguity, a.constancy)),
                            min(a.constancy, b.constancy), min(a.divisibility, b.divisibility * scale))
        if n == "arith.subi":
            a, b = get(ops[0]), get(ops[1])
            return AxisInfo(min(a.contiguity, b.constancy), min(a.constancy, b.constancy),
                            min(a.divisibility, b.divisibility))
        if n in ("arith.remsi", "arith.remui"):
            # (x + i) % m stays contiguous in runs that m's divisibility does not cut
            a, b = get(ops[0]), get(ops[1])
            if b.constancy >= INF or (ops[1].type.is_tensor() and b.constancy >= ops[1].type.shape[ax(ops[1].type)]):
                run = min(a.contiguity, b.divisibility)  # new runs start at x + j*run
                return AxisInfo(run, a.constancy, min(a.divisibility, run) if run > 1 else _every(a))
            return AxisInfo(1, min(a.constancy, b.constancy), 1)
        if n == "arith.muli":
            a, b = get(ops[0]), get(ops[1])  # the product has runs of one: every element must be divisible
            return AxisInfo(1, min(a.constancy, b.constancy), min(_every(a) * _every(b), INF))
        if n in ("arith.extsi", "arith.extui", "arith.trunci", "tt.bitcast", "tt.int_to_ptr", "tt.ptr_to_int"):
            return get(ops[0])
        if n == "tt.max_contiguous":
            a = get(ops[0])
            return AxisInfo(max(a.contiguity, o.attrs["values"][ax(r.type)]), a.constancy, a.divisibility)
        if n == "tt.multiple_of":
            a = get(ops[0])
            return AxisInfo(a.contiguity, a.constancy, max(a.divisibility, o.attrs["values"][ax(r.type)]))
        if n == "tt.broadcast":
            a = get(ops[0])
            return AxisInfo(1, INF, a.divisibility) if ops[0].type.shape[ax(r.type)] == 1 else a
        if n == "tt.expand_dims":
            a = get(ops[0])
            if o.attrs["axis"] != ax(r.type):
                return a
            # the followed axis is the new one, of size 1: every element starts a run, so the
            # divisibility must hold for every element, not just for the first of each old run
            return AxisInfo(1, INF, a.divisibility if a.contiguity == 1 else 1)
        if n == "arith.cmpi" and ops[0].type.is_tensor():
            # x < n over runs of consecutive x starting at multiples of d changes value only where
            # x crosses n: with n divisible by e, the result is constant over runs of min(c, d, e)
            a, b = get(ops[0]), get(ops[1])
            pred = o.attrs["predicate"]
            base = min(a.constancy, b.constancy)
            if pred in ("slt", "ult", "sge", "uge") and a.contiguity > 1 and b.constancy >= a.contiguity:
                base = max(base, min(a.contiguity, a.divisibility, b.divisibility))
            elif pred in ("sgt", "ugt", "sle", "ule") and b.contiguity > 1 and a.constancy >= b.contiguity:
                base = max(base, min(b.contiguity, b.divisibility, a.divisibility))
            return AxisInfo(1, base, 1)
        if n == "ttg.convert_layout":
            return get(ops[0])
        if ops and n.startswith(("arith.", "math.")):
            return AxisInfo(1, min(get(x).constancy for x in ops), 1)
        return None

    def visit(block):
        for o in block.ops:
            if o.name == "scf.for":
                body = o.regions[0]
                # the induction variable lb + k * step: divisible by what divides both (powers of two)
                lb, step = get(o.operands[0]), get(o.operands[2])
                info[body.args[0]] = AxisInfo(1, INF, min(lb.divisibility, step.divisibility))
                for a, i in zip(body.args[1:], o.operands[3:]):
                    info[a] = get(i)
                for _ in range(_FIXPOINT_ROUNDS):  # iterate to a fixed point (meet of init and yielded)
                    visit(body)
                    changed = False
                    for a, y in zip(body.args[1:], body.terminator.operands):
                        m = meet(get(a), get(y))
                        if m != get(a):
                            info[a], changed = m, True
                    if not changed:
                        break
                else:  # not settled (values rotating through many carried slots): know nothing of
                    # them, since a fact that holds only for the first iterations is wrong later
                    # (an unmasked loop chosen from a false contiguity writes lanes its mask skips)
                    for a in body.args[1:]:
                        info[a] = AxisInfo(1, INF, 1) if not a.type.is_tensor() else AxisInfo()
                    visit(body)
                for r, a in zip(o.results, body.args[1:]):
                    info[r] = get(a)
                continue
            for region in o.regions:  # other regions: their arguments are unknown
                visit(region)
            if len(o.results) != 1 or o.regions:
                continue
            res = transfer(o)
            if res is not None:
                info[o.results[0]] = clip(res, o.results[0])
    visit(func.body)
    return info
