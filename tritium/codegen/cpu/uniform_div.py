"""Correctly rounded division by a divisor that is the same in every lane (`x / tl.sum(x)`).

Why: a vector divide is the slowest arithmetic instruction (vdivps zmm: one per ~10 cycles), and
softmax and normalisations divide a whole tile by one scalar. Triton's fp32 `/` is IEEE division,
so a multiply by the reciprocal (off by an ulp at times) would change results. Markstein's
correction keeps them exact: with y = RN(1/b) (one true division, hoisted out of the loop since b
is loop-invariant) and q0 = RN(a*y) (within 1 ulp of a/b), the remainder r = a - b*q0 is exact in
one FMA, and q1 = RN(q0 + r*y) is the correctly rounded a/b (P. Markstein, IBM J. R&D 34(1), 1990;
J.-M. Muller et al., Handbook of Floating-Point Arithmetic, the theorem on division with FMA),
provided nothing underflows or overflows. Lanes where that might happen (|a| or a/b near the ends
of the exponent range, subnormal, inf, NaN; a divisor that is 0, inf, NaN or extreme) are caught by
one range test on |a| whose bounds are computed from b once; a chunk with any such lane takes the
true division instead (a branch, rarely taken). Zeros are exact as q0 = a*y (their sign is right
there, not in q1). Needs a fused multiply-add: on targets without one this path is not used.
"""
from __future__ import annotations

from ..llvm.elementwise import intrinsic_suffix
from ..llvm.types import float_lit, splat_lit, vec

# |a| from A_LO to A_HI keeps the remainder exact; |a| from |b| * SCALE^-1 to |b| * SCALE keeps q0 and
# the quotient normal and finite; |b| from B_LO to B_HI keeps 1/b normal (all with margin)
_BOUNDS = {"float": dict(a_lo=2.0 ** -96, a_hi=2.0 ** 120, scale=2.0 ** 120, b_lo=2.0 ** -120, b_hi=2.0 ** 120),
           "double": dict(a_lo=2.0 ** -960, a_hi=2.0 ** 1000, scale=2.0 ** 1000, b_lo=2.0 ** -1000, b_hi=2.0 ** 1000)}


def has_fma(target_info: dict) -> bool:
    feats = (target_info.get("features") or "").split(",")
    cpu = target_info.get("cpu") or ""
    triple = target_info.get("triple") or ""
    return "+fma" in feats or cpu in ("x86-64-v3", "x86-64-v4") or triple.startswith("aarch64")


def uniform_divisor(v) -> bool:
    """The tile value `v` holds one value in every lane (a splat of a scalar or a splat constant)."""
    owner = v.owner
    return getattr(owner, "name", None) in ("tt.splat", "arith.constant")


def usable(L, ty: str, w: int) -> bool:
    return w > 0 and ty in _BOUNDS and has_fma(L.target_info)


def emit(L, ty: str, a: str, b: str, w: int) -> str:
    """a / b on `w` lanes of `ty` (float or double), b the same in every lane -> the quotient's ref."""
    ft, bt = vec(w, ty), vec(w, "i1")
    sfx = intrinsic_suffix(w, ty)
    c = lambda v: splat_lit(float_lit(v, ty), w, ty)  # noqa: E731
    k = _BOUNDS[ty]

    def op(text: str) -> str:
        r = L.tmp()
        L.emit(f"{r} = {text}")
        return r

    def intr(name: str, *args: str) -> str:
        L.declare(f"declare {ft} @llvm.{name}.{sfx}({', '.join([ft] * len(args))})")
        return op(f"call {ft} @llvm.{name}.{sfx}({', '.join(f'{ft} {x}' for x in args)})")

    # once per divisor (loop-invariant: LLVM hoists it): the reciprocal and the range of safe |a|
    y = op(f"fdiv {ft} {c(1.0)}, {b}")
    bm = intr("fabs", b)
    ok_lo = op(f"fcmp oge {ft} {bm}, {c(k['b_lo'])}")
    ok_hi = op(f"fcmp ole {ft} {bm}, {c(k['b_hi'])}")
    b_ok = op(f"and {bt} {ok_lo}, {ok_hi}")  # false for 0, inf, NaN and extreme divisors
    lo = intr("maxnum", c(k["a_lo"]), op(f"fmul {ft} {bm}, {c(1 / k['scale'])}"))
    lo = op(f"select {bt} {b_ok}, {ft} {lo}, {ft} {c(float('inf'))}")
    hi = intr("minnum", c(k["a_hi"]), op(f"fmul {ft} {bm}, {c(k['scale'])}"))
    # per lane
    q0 = op(f"fmul {ft} {a}, {y}")
    nq0 = op(f"fneg {ft} {q0}")
    r = intr("fma", nq0, b, a)
    q1 = intr("fma", r, y, q0)
    is_zero = op(f"fcmp oeq {ft} {a}, {c(0.0)}")
    fast = op(f"select {bt} {is_zero}, {ft} {q0}, {ft} {q1}")
    am = intr("fabs", a)
    in_lo = op(f"fcmp oge {ft} {am}, {lo}")
    in_hi = op(f"fcmp ole {ft} {am}, {hi}")
    in_range = op(f"and {bt} {in_lo}, {in_hi}")
    lane_ok = op(f"or {bt} {in_range}, {is_zero}")
    lane_ok = op(f"and {bt} {lane_ok}, {b_ok}")  # a zero over a bad divisor (0/0, 0/inf) is not
    all_ok = op(f"call i1 @llvm.vector.reduce.and.v{w}i1({bt} {lane_ok})")
    L.declare(f"declare i1 @llvm.vector.reduce.and.v{w}i1({bt})")
    here, slow, join = L.new_label("div"), L.new_label("div_exact"), L.new_label("div_done")
    L.br(here)
    L.start_block(here)
    L.emit(f"br i1 {all_ok}, label %{join}, label %{slow}")
    L.start_block(slow)
    exact = op(f"fdiv {ft} {a}, {b}")
    L.br(join)
    L.start_block(join)
    return op(f"phi {ft} [ {fast}, %{here} ], [ {exact}, %{slow} ]")
