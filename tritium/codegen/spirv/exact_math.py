"""fp32 math for Vulkan shaders, computed in fp64 so that it rounds as Triton's does.

Why: Vulkan lets GLSL.std.450 be loose where Triton (libdevice on NVIDIA, the interpreter) is
within an ulp or two: OpFDiv 2.5 ulp, Sqrt inherited from InverseSqrt, Exp/Exp2 3 + 2|x| ulp,
Log/Log2 an absolute 2^-21 near 1, Sin/Cos/Tan an absolute 2^-11, Pow from Exp2(y*Log2(x)), Atan
and its relatives 4096 ulp (or more, inherited). NVIDIA's H100 driver and lavapipe both use those
freedoms. Every function here takes and returns fp64 values
(the translator converts fp32/fp16 operands up and rounds the result once), uses only fp64 adds,
multiplies, fused multiply-adds, one division where said, and bit operations, and is accurate to
a few fp64 ulps over the fp32 range, so the rounded fp32 result is within an ulp of the exact one
(division and square root: correctly rounded, as double rounding from 53 to 24 bits cannot err
for them). `F64` is the small builder they are written with.
"""
from __future__ import annotations

import math

from .module import Id


class F64:
    """fp64 arithmetic and tests on a SPIR-V module under construction."""

    def __init__(self, m):
        self.m = m
        self.t = m.type_float(64)
        self.b = m.type_bool()
        self.u64, self.i32, self.u32 = m.type_int(64), m.type_int(32), m.type_int(32)
        self.glsl, self.ext = m.ext_import("GLSL.std.450"), m.g.ext("GLSL.std.450")

    def c(self, v: float) -> Id:
        return self.m.const(self.t, float(v))

    def op(self, name: str, *xs) -> Id:
        return self.m.op(name, self.t, *xs)

    def add(self, a, b):
        return self.op("OpFAdd", a, b)

    def sub(self, a, b):
        return self.op("OpFSub", a, b)

    def mul(self, a, b):
        return self.op("OpFMul", a, b)

    def div(self, a, b):
        return self.op("OpFDiv", a, b)

    def neg(self, a):
        return self.op("OpFNegate", a)

    def std(self, name: str, *xs) -> Id:
        return self.m.op("OpExtInst", self.t, self.glsl, self.ext[name], *xs)

    def fma(self, a, b, c):
        return self.std("Fma", a, b, c)

    def poly(self, x, coeffs) -> Id:
        """coeffs[0] + x*(coeffs[1] + x*(...)) by Horner's rule."""
        acc = self.c(coeffs[-1])
        for k in reversed(coeffs[:-1]):
            acc = self.fma(acc, x, self.c(k))
        return acc

    def cmp(self, name: str, a, b) -> Id:
        return self.m.op(name, self.b, a, b)

    def select(self, cond, a, b) -> Id:
        return self.m.op("OpSelect", self.t, cond, a, b)

    def is_nan(self, a) -> Id:
        return self.m.op("OpIsNan", self.b, a)

    def trunc(self, x) -> Id:
        """Trunc from Floor and Ceil. Why not GLSL's Trunc: lavapipe (Mesa 22.3) on CPUs without
        AVX-512 returns fp64 values over 2^24 unchanged and +0 for -0.3; its Floor and Ceil are right."""
        neg = self.cmp("OpFOrdLessThan", x, self.c(0.0))
        return self.select(neg, self.std("Ceil", x), self.std("Floor", x))

    def roundeven(self, x) -> Id:
        """RoundEven from Floor (same lavapipe fault as `trunc`): floor, then up when the fraction is
        over a half or a half on an odd floor; the sign copied back so that -0.3 gives -0. Every step
        is exact: x - floor(x) for any fp64, floor + 1 below 2^53 (above it x is integral, fraction 0);
        inf and NaN pass through (their fraction is NaN, which compares false)."""
        m = self.m
        fl = self.std("Floor", x)
        frac = self.sub(x, fl)
        half = self.c(0.5)
        odd = self.cmp("OpFOrdNotEqual", self.mul(self.std("Floor", self.mul(fl, half)), self.c(2.0)), fl)
        tie_up = m.op("OpLogicalAnd", self.b, self.cmp("OpFOrdEqual", frac, half), odd)
        up = m.op("OpLogicalOr", self.b, self.cmp("OpFOrdGreaterThan", frac, half), tie_up)
        r = self.select(up, self.add(fl, self.c(1.0)), fl)
        sign = m.const(self.u64, 1 << 63)
        mag = m.op("OpBitwiseAnd", self.u64, m.op("OpBitcast", self.u64, r), m.const(self.u64, (1 << 63) - 1))
        sgn = m.op("OpBitwiseAnd", self.u64, m.op("OpBitcast", self.u64, x), sign)
        return m.op("OpBitcast", self.t, m.op("OpBitwiseOr", self.u64, mag, sgn))

    def pow2(self, k) -> Id:
        """2^k for an integral fp64 k in [-1022, 1023], from its exponent bits."""
        m = self.m
        ki = m.op("OpConvertFToS", self.i32, k)
        biased = m.op("OpIAdd", self.i32, ki, m.const(self.i32, 1023))
        bits = m.op("OpShiftLeftLogical", self.u64, m.op("OpUConvert", self.u64, m.op("OpBitcast", self.u32, biased)),
                    m.const(self.u64, 52))
        return m.op("OpBitcast", self.t, bits)


# ---------------------------------------------------------------- exp and log
_LN2_HI, _LN2_LO = 0.6931471805599453, 2.3190468138462996e-17
_EXP = [1 / math.factorial(n) for n in range(14)]  # |r| <= ln2/2: r^14/14! < 5e-18


def exp(f: F64, x: Id) -> Id:
    """e^x: x = k ln2 + r (k = roundeven(x / ln2), r from two fused steps), e^r by its Taylor
    series, times 2^k. |x| is clamped to 1000 first (e^-1000 and e^1000 round to 0 and inf in fp32)."""
    xc = f.std("FClamp", x, f.c(-1000.0), f.c(1000.0))
    k = f.roundeven(f.mul(xc, f.c(1 / math.log(2))))
    r = f.fma(f.neg(k), f.c(_LN2_HI), xc)
    r = f.fma(f.neg(k), f.c(_LN2_LO), r)
    p = f.poly(r, _EXP)
    # 2^k in two halves: k reaches +-1443, past fp64's exponent range for one factor
    half = f.trunc(f.mul(k, f.c(0.5)))
    y = f.mul(f.mul(p, f.pow2(half)), f.pow2(f.sub(k, half)))
    return f.select(f.is_nan(x), x, y)


_EXPM1 = [1 / math.factorial(n + 1) for n in range(15)]  # (e^x - 1)/x for |x| < 0.25


def expm1(f: F64, x: Id) -> Id:
    """e^x - 1: the Taylor series where |x| < 0.25 (no cancellation), else exp(x) - 1."""
    small = f.mul(x, f.poly(x, _EXPM1))
    return f.select(f.cmp("OpFOrdLessThan", f.std("FAbs", x), f.c(0.25)), small, f.sub(exp(f, x), f.c(1.0)))


_LOG_SERIES = [2 / (2 * n + 1) for n in range(12)]  # 2 atanh(s) = 2(s + s^3/3 + ...), s^2 <= 0.0295


def log(f: F64, x: Id) -> Id:
    """ln x: x = 2^e m with m in [sqrt(2)/2, sqrt(2)) from the bits, ln m = 2 atanh((m-1)/(m+1))
    by its series, plus e ln2. 0 -> -inf, negative -> NaN, inf and NaN -> themselves."""
    m_ = f.m
    bits = m_.op("OpBitcast", f.u64, x)
    e_bits = m_.op("OpBitwiseAnd", f.u64, m_.op("OpShiftRightLogical", f.u64, bits, m_.const(f.u64, 52)),
                   m_.const(f.u64, 0x7FF))
    mant = m_.op("OpBitcast", f.t, m_.op("OpBitwiseOr", f.u64, m_.op("OpBitwiseAnd", f.u64, bits,
                                                                     m_.const(f.u64, (1 << 52) - 1)),
                                           m_.const(f.u64, 1023 << 52)))
    e = f.sub(m_.op("OpConvertUToF", f.t, e_bits), f.c(1023.0))
    big = f.cmp("OpFOrdGreaterThan", mant, f.c(math.sqrt(2.0)))
    mant = f.select(big, f.mul(mant, f.c(0.5)), mant)
    e = f.select(big, f.add(e, f.c(1.0)), e)
    s = f.div(f.sub(mant, f.c(1.0)), f.add(mant, f.c(1.0)))
    ln_m = f.mul(s, f.poly(f.mul(s, s), _LOG_SERIES))
    y = f.add(f.fma(e, f.c(_LN2_HI), ln_m), f.mul(e, f.c(_LN2_LO)))
    y = f.select(f.cmp("OpFOrdEqual", x, f.c(0.0)), f.c(-math.inf), y)
    y = f.select(f.cmp("OpFOrdLessThan", x, f.c(0.0)), f.c(math.nan), y)
    return f.select(f.cmp("OpFUnordGreaterThanEqual", x, f.c(math.inf)), x, y)  # inf, NaN


def log1p(f: F64, x: Id) -> Id:
    """ln(1 + x): 1 + x is exact in fp64 for fp32 x down to 2^-29; below, x - x^2/2 is exact enough."""
    tiny = f.mul(x, f.fma(x, f.c(-0.5), f.c(1.0)))
    return f.select(f.cmp("OpFOrdLessThan", f.std("FAbs", x), f.c(2.0 ** -29)), tiny, log(f, f.add(x, f.c(1.0))))


def pow_(f: F64, x: Id, y: Id) -> Id:
    """x^y = e^(y ln|x|) with C's special cases: x^0 = 1^y = 1 (NaN included), a negative x gives
    NaN unless y is an integer (negative for odd y)."""
    m_ = f.m
    r = exp(f, f.mul(y, log(f, f.std("FAbs", x))))
    integral = f.cmp("OpFOrdEqual", f.trunc(y), y)
    half = f.mul(y, f.c(0.5))  # exact
    odd = m_.op("OpLogicalAnd", f.b, integral, f.cmp("OpFOrdNotEqual", f.trunc(half), half))
    negative = f.cmp("OpFOrdLessThan", x, f.c(0.0))
    r = f.select(m_.op("OpLogicalAnd", f.b, negative, odd), f.neg(r), r)
    r = f.select(m_.op("OpLogicalAnd", f.b, negative, m_.op("OpLogicalNot", f.b, integral)), f.c(math.nan), r)
    one = m_.op("OpLogicalOr", f.b, f.cmp("OpFOrdEqual", y, f.c(0.0)), f.cmp("OpFOrdEqual", x, f.c(1.0)))
    return f.select(one, f.c(1.0), r)


_SINH = [1 / math.factorial(2 * n + 1) for n in range(9)]  # x + x^3/3! + ... for |x| < 0.5


def sinh(f: F64, x: Id) -> Id:
    e = exp(f, x)
    big = f.mul(f.sub(e, f.div(f.c(1.0), e)), f.c(0.5))
    small = f.mul(x, f.poly(f.mul(x, x), _SINH))
    return f.select(f.cmp("OpFOrdLessThan", f.std("FAbs", x), f.c(0.5)), small, big)


def cosh(f: F64, x: Id) -> Id:
    e = exp(f, x)
    return f.mul(f.add(e, f.div(f.c(1.0), e)), f.c(0.5))


def tanh(f: F64, x: Id) -> Id:
    """(1 - e^-2|x|) / (1 + e^-2|x|) with x's sign; sinh/cosh below |x| = 0.5 (no cancellation)."""
    ax = f.std("FAbs", x)
    e2 = exp(f, f.mul(ax, f.c(-2.0)))  # tanh|x| = (1 - e^-2|x|) / (1 + e^-2|x|)
    big = f.div(f.sub(f.c(1.0), e2), f.add(f.c(1.0), e2))
    t = f.select(f.cmp("OpFOrdLessThan", ax, f.c(0.5)), f.div(sinh(f, ax), cosh(f, ax)), big)
    return f.select(f.is_nan(x), x, _copysign(f, t, x))


def _copysign(f: F64, mag: Id, sign: Id) -> Id:
    m_ = f.m
    bits = m_.op("OpBitwiseOr", f.u64, m_.op("OpBitwiseAnd", f.u64, m_.op("OpBitcast", f.u64, mag),
                                             m_.const(f.u64, (1 << 63) - 1)),
                 m_.op("OpBitwiseAnd", f.u64, m_.op("OpBitcast", f.u64, sign), m_.const(f.u64, 1 << 63)))
    return m_.op("OpBitcast", f.t, bits)


# ---------------------------------------------------------------- sin, cos, tan
# pi/2 as three doubles (53 + 53 + 53 bits) for the argument reduction
_PIO2 = (1.5707963267948966, 6.123233995736766e-17, -1.4973849048591698e-33)
_SIN = [(-1) ** n / math.factorial(2 * n + 1) for n in range(1, 9)]  # r^3 .. r^17
_COS = [(-1) ** n / math.factorial(2 * n) for n in range(1, 10)]  # r^2 .. r^18


def trig(f: F64, name: str, d: Id) -> Id:
    """sin, cos or tan: x = k pi/2 + r with k = roundeven(x 2/pi) and r from three fused
    multiply-adds (pi/2 in 159 bits), Taylor polynomials on |r| <= pi/4 (truncation < 1e-19), and
    the quadrant k mod 4. Accurate while |x| < 2^27; beyond that the reduction loses bits as |x|
    grows (no Payne-Hanek reduction yet). NaN and infinities give NaN."""
    m = f.m
    u32, b = m.type_int(32), f.b
    k = f.roundeven(f.mul(d, f.c(2 / math.pi)))
    neg_k = f.neg(k)
    r = d
    for part in _PIO2:
        r = f.fma(neg_k, f.c(part), r)
    r2 = f.mul(r, r)
    sin_r = f.fma(f.mul(r, r2), f.poly(r2, _SIN), r)
    cos_r = f.fma(r2, f.poly(r2, _COS), f.c(1.0))
    quarter = f.std("Floor", f.mul(k, f.c(0.25)))
    q = m.op("OpConvertFToU", u32, f.sub(k, f.mul(quarter, f.c(4.0))))  # k mod 4, exact

    def bit(v, mask):
        return m.op("OpIEqual", b, m.op("OpBitwiseAnd", u32, v, m.const(u32, mask)), m.const(u32, mask))
    if name == "tan":
        return f.select(bit(q, 1), f.neg(f.div(cos_r, sin_r)), f.div(sin_r, cos_r))
    if name == "cos":  # cos(x) = sin(x + pi/2): one quadrant on
        q = m.op("OpIAdd", u32, q, m.const(u32, 1))
    v = f.select(bit(q, 1), cos_r, sin_r)
    return f.select(bit(q, 2), f.neg(v), v)


# ---------------------------------------------------------------- atan and its relatives
_ATAN = [(-1) ** n / (2 * n + 1) for n in range(1, 22)]  # t^3 .. t^43 (Taylor; |t| <= tan(pi/8))


def atan(f: F64, x: Id) -> Id:
    """atan: |x| reduced to |t| <= tan(pi/8) with t = (|x| - 1)/(|x| + 1) (+ pi/4) above tan(pi/8)
    and t = -1/|x| (+ pi/2) above tan(3pi/8), both one rounding from exact for an fp32 x; then the
    Taylor series (t^2 <= 0.172: 21 terms leave < 1e-18). Infinities give +-pi/2, NaN NaN."""
    a = f.std("FAbs", x)
    mid = f.cmp("OpFOrdGreaterThan", a, f.c(math.tan(math.pi / 8)))
    big = f.cmp("OpFOrdGreaterThan", a, f.c(math.tan(3 * math.pi / 8)))
    t = f.select(big, f.neg(f.div(f.c(1.0), a)), f.select(mid, f.div(f.sub(a, f.c(1.0)), f.add(a, f.c(1.0))), a))
    base = f.select(big, f.c(math.pi / 2), f.select(mid, f.c(math.pi / 4), f.c(0.0)))
    t2 = f.mul(t, t)
    r = f.add(base, f.fma(f.mul(t, t2), f.poly(t2, _ATAN), t))
    return _copysign(f, r, x)


def _sign_bit(f: F64, x: Id) -> Id:
    m = f.m
    return m.op("OpINotEqual", f.b, m.op("OpBitwiseAnd", f.u64, m.op("OpBitcast", f.u64, x), m.const(f.u64, 1 << 63)),
                m.const(f.u64, 0))


def atan2(f: F64, y: Id, x: Id) -> Id:
    """atan2 by C's rules: atan of the smaller over the larger magnitude (so the quotient is at
    most 1), reflected into the quadrant of (x, y); zeros (signed) and infinities as C says."""
    ay, ax = f.std("FAbs", y), f.std("FAbs", x)
    steep = f.cmp("OpFOrdGreaterThan", ay, ax)
    a = atan(f, f.select(steep, f.div(ax, ay), f.div(ay, ax)))
    a = f.select(steep, f.sub(f.c(math.pi / 2), a), a)
    both_zero = f.m.op("OpLogicalAnd", f.b, f.cmp("OpFOrdEqual", ay, f.c(0.0)), f.cmp("OpFOrdEqual", ax, f.c(0.0)))
    inf = f.c(math.inf)
    both_inf = f.m.op("OpLogicalAnd", f.b, f.cmp("OpFOrdEqual", ay, inf), f.cmp("OpFOrdEqual", ax, inf))
    a = f.select(both_zero, f.c(0.0), f.select(both_inf, f.c(math.pi / 4), a))
    a = f.select(_sign_bit(f, x), f.sub(f.c(math.pi), a), a)  # x < 0 or x = -0: the left half-plane
    return _copysign(f, a, y)


def asin(f: F64, x: Id) -> Id:
    """atan2(x, sqrt(1 - x^2)); 1 - x^2 = (1 - x)(1 + x) is exact for an fp32 x. |x| > 1: NaN."""
    c = f.std("Sqrt", f.mul(f.sub(f.c(1.0), x), f.add(f.c(1.0), x)))
    return atan2(f, x, c)


def acos(f: F64, x: Id) -> Id:
    c = f.std("Sqrt", f.mul(f.sub(f.c(1.0), x), f.add(f.c(1.0), x)))
    return atan2(f, c, x)


def atanh(f: F64, x: Id) -> Id:
    """log1p(2x / (1 - x)) / 2 (1 - x exact for an fp32 x): +-1 give +-inf, |x| > 1 NaN."""
    return f.mul(log1p(f, f.div(f.add(x, x), f.sub(f.c(1.0), x))), f.c(0.5))


def fma(f: F64, a: Id, b: Id, c: Id) -> Id:
    """a * b + c for fp32/fp16 operands, rounded to odd in fp64 so that the one rounding to the
    narrow type that follows is the correct one: a * b is exact in fp64, the sum's rounding error
    comes from TwoSum, and an inexact sum is moved toward zero to the nearest odd fp64 number (53
    bits hold the narrow result and 2 more, so no midpoint is lost)."""
    m = f.m
    p = f.mul(a, b)
    s = f.add(p, c)
    bb = f.sub(s, p)
    e = f.add(f.sub(p, f.sub(s, bb)), f.sub(c, bb))
    bits = m.op("OpBitcast", f.u64, s)
    inexact = m.op("OpLogicalAnd", f.b, f.cmp("OpFOrdNotEqual", e, f.c(0.0)),
                   f.cmp("OpFOrdLessThan", f.std("FAbs", s), f.c(math.inf)))
    overshot = m.op("OpLogicalNotEqual", f.b, f.cmp("OpFOrdGreaterThan", e, f.c(0.0)),
                    f.cmp("OpFOrdGreaterThan", s, f.c(0.0)))
    toward_zero = m.op("OpSelect", f.u64, overshot, m.op("OpISub", f.u64, bits, m.const(f.u64, 1)), bits)
    odd = m.op("OpBitwiseOr", f.u64, toward_zero, m.const(f.u64, 1))
    return m.op("OpBitcast", f.t, m.op("OpSelect", f.u64, inexact, odd, bits))


UNARY = {"exp": exp, "expm1": expm1, "log": log, "log1p": log1p, "sinh": sinh, "cosh": cosh, "tanh": tanh,
         "exp2": lambda f, x: exp(f, f.mul(x, f.c(math.log(2)))),
         "exp10": lambda f, x: exp(f, f.mul(x, f.c(math.log(10)))),
         "log2": lambda f, x: f.mul(log(f, x), f.c(1 / math.log(2))),
         "log10": lambda f, x: f.mul(log(f, x), f.c(1 / math.log(10))),
         "sin": lambda f, x: trig(f, "sin", x), "cos": lambda f, x: trig(f, "cos", x),
         "tan": lambda f, x: trig(f, "tan", x), "atan": atan, "asin": asin, "acos": acos, "atanh": atanh}
BINARY = {"pow": pow_, "atan2": atan2}


def function(name: str, nargs: int):
    """The fp64 routine standing in for libm's `name` with `nargs` arguments, or None. (fma is not
    one: only the calls that ask for a single rounding get it, see codegen/gpu/vulkan.py.)"""
    return {1: UNARY, 2: BINARY}.get(nargs, {}).get(name)


__all__ = ["F64", "UNARY", "BINARY", "function", "fma"]
