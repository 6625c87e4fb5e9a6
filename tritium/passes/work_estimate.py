"""How much work one program of a kernel does: bytes it moves and arithmetic it does, from tile IR.

Why: the CPU backend sizes a launch's team of threads by the grid's work (backends/cpu/policy.py).
A thread added to a team costs its wake-up and the wait for it at the end (a few µs on an idle
16-core machine); a grid of 16 programs that each add 8 numbers is done by one thread before a
second could start, while 16 programs of a 512^3 matmul want every core. The launch knows how many
programs there are; this analysis says what one of them costs.

An analysis of tile IR (nothing of LLVM): each op counts once per time it runs, a loop's body
times its trip count where that count is a constant (bounds from arith.constant), else once; an
`scf.if` counts its costlier branch. `bounded` says whether every loop's count was known: when it
is not, the figures are a lower bound (a K loop of a matmul runs as often as a runtime argument
says), which may say a team pays but never that it does not.

- `bytes`: what tt.load, tt.store and the atomics move (elements times their size);
- `flops`: a tt.dot's 2*M*N*K multiply-adds;
- `ops`: elements every other op with a tensor result touches (index arithmetic, math, casts).
"""
from __future__ import annotations

from dataclasses import dataclass

from .loops import int_constant

_MEMORY = ("tt.load", "tt.store", "tt.atomic_rmw", "tt.atomic_cas")
# ops that cost nothing at run time (a view of a value, a hint, a constant)
_FREE = {"arith.constant", "tt.splat", "tt.broadcast", "tt.expand_dims", "tt.reshape", "tt.multiple_of",
         "tt.max_contiguous", "tt.bitcast", "ttg.convert_layout", "scf.yield", "scf.condition"}


@dataclass(frozen=True)
class Work:
    """One program's work: bytes moved, dot FLOPs, other tensor elements touched; `bounded`: every
    loop's trip count was known (else the figures are a lower bound)."""
    bytes: int = 0
    flops: int = 0
    ops: int = 0
    bounded: bool = True

    def as_dict(self) -> dict:
        """As kernel metadata records it (backends/cpu/policy.py's read_work reads it)."""
        return {"bytes": self.bytes, "flops": self.flops, "ops": self.ops, "bounded": self.bounded}


def _elements(t) -> int:
    return t.numel if t.is_tensor() else 1


def _element_bytes(t) -> int:
    s = t.scalar if t.is_tensor() else t
    return max(1, getattr(s, "bits", 64) // 8)


def _trip_count(op):
    """An scf.for's trip count when its bounds and step are constants, else None."""
    lb, ub, step = (int_constant(v) for v in op.operands[:3])
    if lb is None or ub is None or not step or step < 0:
        return None
    return max(0, -(-(ub - lb) // step))


class _Tally:
    def __init__(self):
        self.bytes = self.flops = self.ops = 0
        self.bounded = True

    def block(self, block, times: int) -> None:
        for o in block.ops:
            self.op(o, times)

    def op(self, o, times: int) -> None:
        name = o.name
        if name == "scf.for":
            trip = _trip_count(o)
            if trip is None:
                self.bounded = False
                trip = 1
            self.block(o.regions[0], times * trip)
        elif name == "scf.while":
            self.bounded = False
            for r in o.regions:
                self.block(r, times)
        elif name == "scf.if":
            branches = []
            for r in o.regions:
                t = _Tally()
                t.block(r, times)
                branches.append(t)
                self.bounded &= t.bounded
            if branches:
                worst = max(branches, key=lambda t: (t.bytes, t.flops, t.ops))
                self.bytes += worst.bytes
                self.flops += worst.flops
                self.ops += worst.ops
        elif name in _MEMORY:
            value = o.operands[1] if name == "tt.store" else (o.results[0] if o.results else o.operands[0])
            self.bytes += times * _elements(value.type) * _element_bytes(value.type)
        elif name == "tt.dot":
            a, b = o.operands[0].type, o.operands[1].type
            if a.is_tensor() and b.is_tensor() and len(a.shape) >= 2:
                m, k, n = a.shape[-2], a.shape[-1], b.shape[-1]
                batch = _elements(a) // (m * k) if m * k else 1
                self.flops += times * 2 * batch * m * n * k
        else:
            for r in o.regions:  # (a reduction's or scan's combiner: counted once per element below)
                self.block(r, times)
            if name not in _FREE and o.results and o.results[0].type.is_tensor():
                self.ops += times * max(_elements(o.results[0].type),
                                        max((_elements(v.type) for v in o.operands), default=0))


def per_program(func) -> Work:
    """What one program of `func` (inlined tile IR) does."""
    t = _Tally()
    t.block(func.body, 1)
    cap = (1 << 62) - 1
    return Work(min(t.bytes, cap), min(t.flops, cap), min(t.ops, cap), t.bounded)
