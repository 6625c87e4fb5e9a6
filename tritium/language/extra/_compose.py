"""libdevice functions libm has no counterpart for, written in the Triton language from the
libdevice ops (ir/libdevice.py) so the interpreter, the CPU backend and GPUs run one definition.
float32 arguments are computed in float64 and rounded once. Accuracy (float64): sinpi/cospi,
rcbrt, rhypot, norm*/rnorm* and normcdf within a few ulp; erfinv/erfcinv/normcdfinv/erfcx and
cyl_bessel_i0/i1 within about 1e-14 relative (Newton-refined, series and asymptotic expansions).
"""
from __future__ import annotations

from ...frontend.function import helper
from .. import core as tl
from . import libdevice as ld

# 0x7FF0000000000000, 0x7FF8000000000000 (inf and NaN as bits)
_INF_BITS = tl.constexpr(9218868437227405312)
_NAN_BITS = tl.constexpr(9221120237041090560)


@helper
def _inf(d):
    return ld.longlong_as_double(_INF_BITS)


@helper
def _nan(d):
    return ld.longlong_as_double(_NAN_BITS)


@helper
def _sincospi_parts(a):
    n = ld.rint(2.0 * a)
    r = a - 0.5 * n
    q = n - 4.0 * ld.floor(n * 0.25)
    return ld.sin(r * 3.141592653589793), ld.cos(r * 3.141592653589793), q


@helper
def sinpi(x):
    d = x.to(tl.float64)
    s, c, q = _sincospi_parts(ld.abs(d))
    v = tl.where(q == 0.0, s, tl.where(q == 1.0, c, tl.where(q == 2.0, -s, -c))) + 0.0
    v = tl.where(ld.signbit(d) != 0, -v, v)
    return v.to(x.dtype)


@helper
def cospi(x):
    d = x.to(tl.float64)
    s, c, q = _sincospi_parts(ld.abs(d))
    v = tl.where(q == 0.0, c, tl.where(q == 1.0, -s, tl.where(q == 2.0, -c, s))) + 0.0
    return v.to(x.dtype)


@helper
def rcbrt(x):
    return (1.0 / ld.cbrt(x.to(tl.float64))).to(x.dtype)


@helper
def _norm(a, b, c, e):
    """sqrt(a^2 + b^2 + c^2 + e^2) of float64s, scaled by a power of two (exact) against overflow;
    +inf when any is infinite (even with a NaN), as C's hypot."""
    aa, ab, ac, ae = ld.abs(a), ld.abs(b), ld.abs(c), ld.abs(e)
    m = tl.maximum(tl.maximum(aa, ab), tl.maximum(ac, ae))
    ok = (m > 0.0) & (ld.isinf(m) == 0)
    k = tl.where(ok, ld.ilogb(tl.where(ok, m, 1.0)), 0)
    a2, b2, c2, e2 = ld.ldexp(a, -k), ld.ldexp(b, -k), ld.ldexp(c, -k), ld.ldexp(e, -k)
    r = ld.ldexp(ld.sqrt(a2 * a2 + b2 * b2 + c2 * c2 + e2 * e2), k)
    anynan = ld.isnan(a) | ld.isnan(b) | ld.isnan(c) | ld.isnan(e)
    anyinf = ld.isinf(a) | ld.isinf(b) | ld.isinf(c) | ld.isinf(e)
    r = tl.where(anynan, _nan(r), r)
    return tl.where(anyinf, _inf(r), r)


@helper
def rhypot(x, y):
    d = x.to(tl.float64)
    z = d * 0.0
    return (1.0 / _norm(d, y.to(tl.float64), z, z)).to(x.dtype)


@helper
def norm3d(a, b, c):
    d = a.to(tl.float64)
    return _norm(d, b.to(tl.float64), c.to(tl.float64), d * 0.0).to(a.dtype)


@helper
def rnorm3d(a, b, c):
    d = a.to(tl.float64)
    return (1.0 / _norm(d, b.to(tl.float64), c.to(tl.float64), d * 0.0)).to(a.dtype)


@helper
def norm4d(a, b, c, e):
    return _norm(a.to(tl.float64), b.to(tl.float64), c.to(tl.float64), e.to(tl.float64)).to(a.dtype)


@helper
def rnorm4d(a, b, c, e):
    return (1.0 / _norm(a.to(tl.float64), b.to(tl.float64), c.to(tl.float64), e.to(tl.float64))).to(a.dtype)


@helper
def normcdf(x):
    d = x.to(tl.float64)
    t = d * -0.7071067811865476
    # t + e is -d / sqrt(2) to twice the precision: erfc(t + e) ~ erfc(t) - e * 2/sqrt(pi) * exp(-t^2)
    # (a Python float argument of a libdevice function is a float32 tensor, as in Triton)
    e = ld.fma(d, d * 0.0 - 0.7071067811865476, -t) + d * 4.833646656726457e-17
    e = tl.where(ld.abs(d) < 1e300, e, 0.0)
    r = 0.5 * (ld.erfc(t) - e * 1.1283791670955126 * ld.exp(-t * t))
    return r.to(x.dtype)


@helper
def _erfcx64(d):
    p = d * d
    e = tl.where(ld.abs(d) < 1e150, ld.fma(d, d, -p), 0.0)
    small = ld.exp(p) * (1.0 + e) * ld.erfc(d)
    z = 1.0 / (2.0 * p)
    t = z * 0.0 + 1.0
    s = t
    for k in tl.static_range(1, 10):
        t = t * (-(2 * k - 1) * z)
        s = s + t
    big = s / (d * 1.7724538509055160)
    return tl.where(d < 26.0, small, big)


@helper
def erfcx(x):
    return _erfcx64(x.to(tl.float64)).to(x.dtype)


@helper
def _giles(w):
    """Giles' single-precision erfinv polynomial: erfinv(y) ~ y * _giles(-log((1 - y)(1 + y)))."""
    c = w - 2.5
    p = 2.81022636e-08
    p = 3.43273939e-07 + p * c
    p = -3.5233877e-06 + p * c
    p = -4.39150654e-06 + p * c
    p = 0.00021858087 + p * c
    p = -0.00125372503 + p * c
    p = -0.00417768164 + p * c
    p = 0.246640727 + p * c
    p = 1.50140941 + p * c
    u = ld.sqrt(w) - 3.0
    q = -0.000200214257
    q = 0.000100950558 + q * u
    q = 0.00134934322 + q * u
    q = -0.00367342844 + q * u
    q = 0.00573950773 + q * u
    q = -0.0076224613 + q * u
    q = 0.00943887047 + q * u
    q = 1.00167406 + q * u
    q = 2.83297682 + q * u
    return tl.where(w < 5.0, p, q)


@helper
def _erfinv64(y):
    ay = ld.abs(y)
    w = -ld.log((1.0 - ay) * (1.0 + ay))
    r = _giles(w) * ay
    om = 1.0 - ay  # exact where it is used (ay > 0.5)
    for _ in tl.static_range(3):  # Newton on erf (erfc near 1, where erf loses the digits)
        g = ld.exp(-r * r) * 1.1283791670955126
        f = tl.where(ay <= 0.5, ld.erf(r) - ay, om - ld.erfc(r))
        r = r - f / g
    r = tl.where(ay == 1.0, _inf(r), r)
    r = tl.where(ay > 1.0, _nan(r), r)
    return tl.where(ld.signbit(y) != 0, -r, r)


@helper
def erfinv(x):
    return _erfinv64(x.to(tl.float64)).to(x.dtype)


@helper
def _erfcinv64(z):
    t = tl.where(z > 1.0, 2.0 - z, z)  # erfcinv(2 - t) = -erfcinv(t); 2 - z is exact there
    mid = _erfinv64(1.0 - t)  # t >= 0.5: 1 - t is exact
    tt = tl.where(t < 0.5, t, 0.25)
    w = -ld.log(tt * (2.0 - tt))
    big_w = ld.sqrt(w + 0.6931471805599453 - 0.5 * ld.log(3.141592653589793 * w))
    r = tl.where(w < 36.0, _giles(w), big_w / (1.0 - tt))
    r = r * (1.0 - tt)
    lt = ld.log(tt)
    for _ in tl.static_range(5):  # Newton on log(erfc(r)) = log(t)
        f = ld.log(ld.erfc(r)) - lt
        r = r + f * _erfcx64(r) * 0.886226925452758
    r = tl.where(t < 0.5, r, mid)
    r = tl.where(z > 1.0, -r, r)
    r = tl.where(z == 0.0, _inf(r), r)
    r = tl.where(z == 2.0, -_inf(r), r)
    return tl.where((z < 0.0) | (z > 2.0), _nan(r), r)


@helper
def erfcinv(x):
    return _erfcinv64(x.to(tl.float64)).to(x.dtype)


@helper
def normcdfinv(x):
    d = x.to(tl.float64)
    return (_erfcinv64(2.0 * d) * -1.4142135623730951 + 0.0).to(x.dtype)


@helper
def _bessel_i(x, nu):
    """I_nu(|x|) for nu = 0 or 1: the power series below 30, the asymptotic expansion above."""
    ax = ld.abs(x)
    q = ax * ax * 0.25
    term = tl.where(nu == 0.0, ax * 0.0 + 1.0, ax * 0.5)
    s = term
    for k in range(1, 72):
        kf = k.to(tl.float64)
        term = term * q / (kf * (kf + nu))
        s = s + term
    z = 1.0 / (8.0 * ax)
    t = ax * 0.0 + 1.0
    a = t
    for k in range(1, 40):
        kf = k.to(tl.float64)
        t = t * ((2.0 * kf - 1.0) * (2.0 * kf - 1.0) - 4.0 * nu * nu) * z / kf
        a = a + t
    h = ld.exp(ax * 0.5)
    big = (h * a / ld.sqrt(6.283185307179586 * ax)) * h
    r = tl.where(ax < 30.0, s, big)
    return tl.where(ld.isinf(ax), _inf(r), r)


@helper
def cyl_bessel_i0(x):
    d = x.to(tl.float64)
    return _bessel_i(d, 0.0).to(x.dtype)


@helper
def cyl_bessel_i1(x):
    d = x.to(tl.float64)
    r = _bessel_i(d, 1.0)
    return tl.where(ld.signbit(d) != 0, -r, r).to(x.dtype)
