"""exp and exp2 on f32 lanes as inline LLVM IR: a range reduction and a polynomial, no call.

Why not libmvec: a call per 16 lanes clobbers every vector register (the loop's live values are
spilled around it) and its lanes outside the fast range take a scalar path; inline code is a dozen
FMA-class instructions that LLVM schedules with the rest of the loop. Accuracy, measured on every
f32 input against float64 numpy: exp within 1.26 ulp of the exact result (1.30 without FMA), exp2
within 0.87 (1.08), subnormal results included; libmvec's bound is 4 ulp, Triton's own GPU exp
(ex2.approx of x*log2e) is coarser still. exp(+inf) = inf, exp(-inf) = 0, NaN stays NaN.

Method: exp(x) = 2^n * e^s with n = round(x / ln2) and s = x - n*ln2 in [-ln2/2, ln2/2] (ln2 split in
a short high part, so n*ln2_hi is exact, and a low part: Cody-Waite); exp2(x) = 2^n * 2^f with
f = x - n exact. e^s and 2^f are minimax polynomials (coefficients fitted for relative error, in
f32). The round-to-integer adds and subtracts 1.5*2^23, whose low bits then hold n as an integer.
2^n is applied by vscalefps where AVX-512 has it (from the float n on 16 lanes, through `llvm.ldexp`
on other widths), elsewhere by two multiplications by 2^(n/2) and 2^(n-n/2) built from exponent
bits (so that the only rounding is the last one, which also gives correctly rounded subnormals and
overflow to inf). Inputs are clamped first to where the result is still finite and nonzero (+-inf
included), so no lane ever sees an out-of-range exponent; NaN passes the clamp and every step as NaN.
"""
from __future__ import annotations

from ..llvm.types import float_lit, splat_lit, vec

# e^s ~ 1 + s + s^2 * (C2 + C3 s + ... + C6 s^4) on [-ln2/2, ln2/2]: relative error 0.07 * 2^-24
EXP_POLY = (0.4999999403953552, 0.1666652113199234, 0.04166838899254799, 0.008368710055947304,
            0.001381461275741458)
# 2^f ~ 1 + f * (D1 + D2 f + ... + D7 f^6) on [-1/2, 1/2]: relative error 0.04 * 2^-24
EXP2_POLY = (0.6931471824645996, 0.24022650718688965, 0.055504102259874344, 0.009618038311600685,
             0.0013333935057744384, 0.00015466756303794682, 1.5196156709862407e-05)
LOG2E = 1.4426950408889634
LN2_HI = 0.693145751953125  # 12 significant bits: n * LN2_HI is exact for |n| < 2^11
LN2_LO = 1.428606765330187e-06
ROUNDER = 12582912.0  # 1.5 * 2^23: x + ROUNDER rounds x to an integer, held in the low mantissa bits
# clamps: exp(-104) and 2^-151 round to 0, exp(89) and 2^129 overflow to inf
RANGE = {"exp": (-104.0, 89.0), "exp2": (-151.0, 129.0)}


def has_scalef(target_info: dict) -> bool:
    """AVX-512F: `llvm.ldexp` on f32 vectors is one vscalefps (elsewhere it may become libm calls)."""
    feats = target_info.get("features") or ""
    return "+avx512f" in feats.split(",") or target_info.get("cpu") == "x86-64-v4"


def emit_exp(L, fn: str, x: str, w: int) -> str:
    """exp or exp2 (`fn`) of the f32 value `x` on `w` lanes (0: a scalar) -> its ref."""
    ft, it, bt = vec(w, "float"), vec(w, "i32"), vec(w, "i1")
    c = lambda v: splat_lit(float_lit(v, "float"), w, "float")  # noqa: E731
    ci = lambda v: splat_lit(str(v), w, "i32")  # noqa: E731

    def op(text: str) -> str:
        r = L.tmp()
        L.emit(f"{r} = {text}")
        return r

    def fma(a, b, d):  # fused where the target has FMA, multiply-add elsewhere (never a libm call)
        return op(f"call {ft} @llvm.fmuladd.{_suffix(w)}({ft} {a}, {ft} {b}, {ft} {d})")

    L.declare(f"declare {ft} @llvm.fmuladd.{_suffix(w)}({ft}, {ft}, {ft})")
    lo, hi = RANGE[fn]
    # NaN fails both tests and stays NaN all the way (NaN times any scale is NaN): no fix-up at the end
    below = op(f"fcmp olt {ft} {x}, {c(lo)}")
    xc = op(f"select {bt} {below}, {ft} {c(lo)}, {ft} {x}")
    above = op(f"fcmp ogt {ft} {xc}, {c(hi)}")
    xc = op(f"select {bt} {above}, {ft} {c(hi)}, {ft} {xc}")
    if fn == "exp":
        t = fma(xc, c(LOG2E), c(ROUNDER))
    else:
        t = op(f"fadd {ft} {xc}, {c(ROUNDER)}")
    n = op(f"fsub {ft} {t}, {c(ROUNDER)}")  # round(x / ln2) or round(x), as a float
    tb = op(f"bitcast {ft} {t} to {it}")
    ni = op(f"sub {it} {tb}, {ci(0x4B400000)}")  # the same integer: t's bits minus ROUNDER's
    if fn == "exp":
        s = fma(n, c(-LN2_HI), xc)
        s = fma(n, c(-LN2_LO), s)
        u = c(EXP_POLY[-1])
        for k in reversed(EXP_POLY[:-1]):
            u = fma(u, s, c(k))
        s2 = op(f"fmul {ft} {s}, {s}")
        s1 = op(f"fadd {ft} {s}, {c(1.0)}")
        p = fma(s2, u, s1)
    else:
        f = op(f"fsub {ft} {xc}, {n}")  # exact: |x| < 2^23
        u = c(EXP2_POLY[-1])
        for k in reversed(EXP2_POLY[:-1]):
            u = fma(u, f, c(k))
        p = fma(f, u, c(1.0))
    return _scale(L, op, p, n, ni, w, ft, it, ci)


def _suffix(w: int) -> str:
    return f"v{w}f32" if w else "f32"


def _scale(L, op, p: str, nf: str, n: str, w: int, ft: str, it: str, ci) -> str:
    """p * 2^n, rounded once (n in [-151, 129]; `nf` the same as a float, `n` as an integer)."""
    if w == 16 and has_scalef(L.target_info):  # vscalefps takes the float exponent as it is
        sym = "llvm.x86.avx512.mask.scalef.ps.512"
        L.declare(f"declare {ft} @{sym}({ft}, {ft}, {ft}, i16, i32)")
        return op(f"call {ft} @{sym}({ft} {p}, {ft} {nf}, {ft} poison, i16 -1, i32 4)")  # 4: current rounding
    if w and has_scalef(L.target_info):
        L.declare(f"declare {ft} @llvm.ldexp.{_suffix(w)}.v{w}i32({ft}, {it})")
        return op(f"call {ft} @llvm.ldexp.{_suffix(w)}.v{w}i32({ft} {p}, {it} {n})")
    half = op(f"ashr {it} {n}, {ci(1)}")  # both halves lie in [-76, 65]: 2^half is a normal float
    rest = op(f"sub {it} {n}, {half}")
    scales = []
    for k in (half, rest):
        b = op(f"add {it} {k}, {ci(127)}")
        b = op(f"shl {it} {b}, {ci(23)}")
        scales.append(op(f"bitcast {it} {b} to {ft}"))
    q = op(f"fmul {ft} {p}, {scales[0]}")  # exact: p near 1 times a power of two in the normal range
    return op(f"fmul {ft} {q}, {scales[1]}")
