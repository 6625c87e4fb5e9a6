"""Triton's libdevice transcendental functions (exp, log, sin, erf, the Bessel functions, pow with
an integer exponent, norms, ...) against mpmath references at 160 bits, within a tolerance in ulps
of the result type (libm's on the CPU, libmvec's on CPU vectors; CUDA's documented bounds on a GPU),
and their special values (C99 Annex F). The exact functions are in test_libdevice.py.
"""
import math

import numpy as np
import pytest
from tritium.frontend.errors import CompilationError

from libdevice_util import N, _NP, _assert_exact, _launch, _rng, _ulps, mp
from tritium.ir.libdevice import FUNCTIONS


# ------------------------------------------------------------------ transcendental functions
def _cbrt(x):
    return mp.sign(x) * mp.cbrt(abs(x))


MP = {
    "sin": mp.sin, "cos": mp.cos, "tan": mp.tan, "sinh": mp.sinh, "cosh": mp.cosh, "tanh": mp.tanh, "asin": mp.asin,
    "acos": mp.acos, "atan": mp.atan, "asinh": mp.asinh, "acosh": mp.acosh, "atanh": mp.atanh, "exp": mp.exp,
    "exp2": lambda x: mp.power(2, x), "exp10": lambda x: mp.power(10, x), "expm1": mp.expm1, "log": mp.log,
    "log2": lambda x: mp.log(x, 2), "log10": mp.log10, "log1p": mp.log1p, "cbrt": _cbrt, "rcbrt": lambda x: 1 / _cbrt(x),
    "erf": mp.erf, "erfc": mp.erfc, "lgamma": lambda x: mp.log(abs(mp.gamma(x))), "tgamma": mp.gamma,
    "j0": lambda x: mp.besselj(0, x), "j1": lambda x: mp.besselj(1, x), "y0": lambda x: mp.bessely(0, x),
    "y1": lambda x: mp.bessely(1, x), "sqrt": mp.sqrt, "rsqrt": lambda x: 1 / mp.sqrt(x),
    "sinpi": lambda x: mp.sinpi(x), "cospi": lambda x: mp.cospi(x), "erfinv": mp.erfinv,
    "erfcinv": lambda x: mp.erfinv(1 - x), "erfcx": lambda x: mp.exp(x * x) * mp.erfc(x), "normcdf": mp.ncdf,
    "normcdfinv": lambda x: mp.sqrt(2) * mp.erfinv(2 * x - 1), "cyl_bessel_i0": lambda x: mp.besseli(0, x),
    "cyl_bessel_i1": lambda x: mp.besseli(1, x),
    "fast_sinf": mp.sin, "fast_cosf": mp.cos, "fast_tanf": mp.tan, "fast_expf": mp.exp, "fast_logf": mp.log,
    "fast_log2f": lambda x: mp.log(x, 2), "fast_log10f": mp.log10, "fast_exp10f": lambda x: mp.power(10, x),
    "rsqrt_rn": lambda x: 1 / mp.sqrt(x), "rcp64h": lambda x: 1 / x,
}
DOMAIN = {"asin": (-1, 1), "acos": (-1, 1), "atanh": (-0.999, 0.999), "acosh": (1, 100), "log": (1e-3, 1e3),
          "log2": (1e-3, 1e3), "log10": (1e-3, 1e3), "log1p": (-0.9, 100), "tan": (-1.5, 1.5), "sqrt": (0, 1e4),
          "rsqrt": (1e-3, 1e4), "lgamma": (2.5, 30), "tgamma": (0.1, 20), "j0": (0.1, 2.0), "j1": (0.1, 3.5),
          "y0": (0.1, 0.8), "y1": (0.1, 1.5), "erfinv": (-0.999, 0.999), "erfcinv": (1e-12, 1.999), "erfcx": (-5, 60),
          "normcdf": (-30, 8), "normcdfinv": (1e-9, 0.999999), "cyl_bessel_i0": (-80, 80), "cyl_bessel_i1": (-80, 80),
          "exp": (-80, 80), "exp2": (-100, 100), "exp10": (-30, 30), "expm1": (-30, 30), "sinh": (-80, 80),
          "cosh": (-80, 80), "fast_logf": (1e-3, 1e3), "fast_log2f": (1e-3, 1e3), "fast_log10f": (1e-3, 1e3),
          "fast_tanf": (-1.5, 1.5), "fast_expf": (-80, 80), "fast_exp10f": (-30, 30), "rsqrt_rn": (1e-3, 1e4),
          "sinpi": (-1e3, 1e3), "cospi": (-1e3, 1e3)}
COMPOSED_TOL = {"erfinv": 8, "erfcinv": 8, "normcdfinv": 8, "erfcx": 8, "normcdf": 8, "cyl_bessel_i0": 16,
                "cyl_bessel_i1": 16}
UNARY_TRANSCENDENTAL = sorted(n for n in MP if n not in ("sqrt",))


def _mp_ref(f, xs):
    out = []
    for v in xs:
        try:
            out.append(float(f(*[mp.mpf(float(a)) if not isinstance(a, int) else a for a in v])))
        except (ValueError, ZeroDivisionError, OverflowError):
            out.append(math.nan)
    return np.array(out, dtype=np.float64)


# On an NVIDIA GPU the functions are libdevice's own: CUDA documents maximum errors of up to 9 ulp for
# its transcendental functions, and the fast_* variants, fast_dividef and rcp64h as approximations
# (fast_tanf/sinf/cosf with an absolute error near 2^-21.4 around zero, and the PTX ISA bounds
# __sinf/__cosf by 2^-21.41 absolute on [-pi, pi], so they are tested there; rcp64h keeps ~20 bits). jn and yn are
# bounded in absolute error (CUDA: 2.2e-6 in fp32 and 5e-12 in fp64 for n up to 128).
CUDA_ULP = 9
CUDA_BESSEL_ABS = {np.float32: 2.2e-6, np.float64: 5e-12}


def _tol(tol: int, backend_mode: str) -> int:
    return max(tol, CUDA_ULP) if backend_mode == "cuda" else tol


def _check(got, want, fn, tol, backend_mode):
    """Within `tol` ulp of the reference (CUDA's bounds on a GPU; its approximations relatively)."""
    if backend_mode == "cuda" and (fn.startswith("fast_") or fn == "rcp64h"):
        err = np.abs(got.astype(np.float64) - want)
        absolute = 2.0 ** -21.41 if fn in ("fast_sinf", "fast_cosf") else 2.0 ** -21
        ok = (err <= 2.0 ** -18 * np.abs(want) + absolute) | (np.isnan(got) & np.isnan(want))
        i = int(np.argmax(~ok))
        assert ok.all(), f"{fn}: got {got[i]!r}, want {want[i]!r}"
        return
    d = _ulps(got, want)
    i = int(np.argmax(d))
    assert d.max() <= _tol(tol, backend_mode), f"{fn}: {d.max()} ulp at {i}: got {got[i]!r}, want {want[i]!r}"


BESSEL = ("j0", "j1", "y0", "y1", "jn", "yn")


def _no_bessel_on_xpu(fn, args, dt):
    """OpenCL has no Bessel functions: on xpu they are a CompilationError at the kernel line."""
    with pytest.raises(CompilationError, match=f"{fn} has no OpenCL builtin"):
        _launch(fn, args, dt)


@pytest.mark.parametrize("dtype", ["fp32", "fp64"])
@pytest.mark.parametrize("fn", UNARY_TRANSCENDENTAL)
def test_transcendental_unary(fn, dtype, backend_mode):
    if (dtype,) not in FUNCTIONS[fn]:
        pytest.skip("Triton has no such variant")
    dt = _NP[dtype]
    if backend_mode == "xpu" and fn in BESSEL:
        return _no_bessel_on_xpu(fn, [np.ones(N, dt)], dt)
    rng = _rng(fn, dtype)
    lo, hi = DOMAIN.get(fn, (-10, 10))
    if backend_mode == "cuda" and fn in ("fast_sinf", "fast_cosf"):
        lo, hi = -math.pi, math.pi  # where CUDA bounds the hardware approximation
    x = rng.uniform(lo, hi, N).astype(dt)
    want = _mp_ref(MP[fn], [(v,) for v in x.tolist()])
    _check(_launch(fn, [x], dt), want, fn, COMPOSED_TOL.get(fn, 4) if dtype == "fp64" else 4, backend_mode)


# special values: C99 Annex F (and CUDA's documented results for the compositions)
SPECIAL = {
    "exp": [(-np.inf, 0.0), (np.inf, np.inf), (np.nan, np.nan), (0.0, 1.0)],
    "log": [(0.0, -np.inf), (-0.0, -np.inf), (-1.0, np.nan), (np.inf, np.inf), (1.0, 0.0)],
    "tanh": [(np.inf, 1.0), (-np.inf, -1.0), (-0.0, -0.0), (np.nan, np.nan)],
    "sinh": [(-0.0, -0.0), (np.inf, np.inf), (-np.inf, -np.inf)],
    "atan": [(np.inf, np.pi / 2), (-0.0, -0.0)],
    "asin": [(2.0, np.nan), (-0.0, -0.0)],
    "acosh": [(0.5, np.nan), (1.0, 0.0), (np.inf, np.inf)],
    "atanh": [(1.0, np.inf), (-1.0, -np.inf), (2.0, np.nan)],
    "log1p": [(-1.0, -np.inf), (-2.0, np.nan), (-0.0, -0.0)],
    "expm1": [(-np.inf, -1.0), (-0.0, -0.0), (np.inf, np.inf)],
    "cbrt": [(-8.0, -2.0), (-0.0, -0.0), (-np.inf, -np.inf)],
    "erf": [(np.inf, 1.0), (-np.inf, -1.0), (-0.0, -0.0)],
    "erfc": [(np.inf, 0.0), (-np.inf, 2.0)],
    "tgamma": [(0.0, np.inf), (-0.0, -np.inf), (-1.0, np.nan), (np.inf, np.inf), (-np.inf, np.nan)],
    "lgamma": [(0.0, np.inf), (1.0, 0.0), (2.0, 0.0), (-np.inf, np.inf)],
    "exp10": [(0.0, 1.0), (-np.inf, 0.0), (np.inf, np.inf)],
    "sinpi": [(-0.0, -0.0), (1.0, 0.0), (-2.0, -0.0), (0.5, 1.0), (np.inf, np.nan), (1e30, 0.0)],
    "cospi": [(0.5, 0.0), (1.0, -1.0), (-0.0, 1.0), (np.inf, np.nan), (1e30, 1.0)],
    "erfinv": [(1.0, np.inf), (-1.0, -np.inf), (0.0, 0.0), (-0.0, -0.0), (1.5, np.nan)],
    "erfcinv": [(0.0, np.inf), (2.0, -np.inf), (1.0, 0.0), (-1.0, np.nan)],
    "erfcx": [(np.inf, 0.0), (-np.inf, np.inf), (0.0, 1.0)],
    "normcdf": [(np.inf, 1.0), (-np.inf, 0.0)],
    "normcdfinv": [(0.0, -np.inf), (1.0, np.inf), (0.5, 0.0)],
    "cyl_bessel_i0": [(0.0, 1.0), (np.inf, np.inf), (-np.inf, np.inf)],
    "cyl_bessel_i1": [(0.0, 0.0), (np.inf, np.inf), (-np.inf, -np.inf)],
    "rcbrt": [(0.0, np.inf), (-0.0, -np.inf), (np.inf, 0.0)],
    "j0": [(np.inf, 0.0)], "y0": [(0.0, -np.inf), (-1.0, np.nan)],
}


@pytest.mark.parametrize("dtype", ["fp32", "fp64"])
@pytest.mark.parametrize("fn", sorted(SPECIAL))
def test_special_values(fn, dtype, backend_mode):
    dt = _NP[dtype]
    x = np.array([a for a, _ in SPECIAL[fn]], dtype=dt)
    if backend_mode == "xpu" and fn in BESSEL:
        return _no_bessel_on_xpu(fn, [x], dt)
    want = np.array([b for _, b in SPECIAL[fn]], dtype=dt)
    got = _launch(fn, [x], dt)
    _assert_exact(got, want, [x])


BINARY_MP = {"atan2": (mp.atan2, (-10, 10), (-10, 10)), "hypot": (mp.hypot, (-1e3, 1e3), (-1e3, 1e3)),
             "pow": (mp.power, (0.01, 10), (-8, 8)), "rhypot": (lambda a, b: 1 / mp.hypot(a, b), (-1e3, 1e3), (-1e3, 1e3)),
             "fast_powf": (mp.power, (0.01, 10), (-8, 8))}


@pytest.mark.parametrize("dtype", ["fp32", "fp64"])
@pytest.mark.parametrize("fn", sorted(BINARY_MP))
def test_transcendental_binary(fn, dtype, backend_mode):
    if (dtype, dtype) not in FUNCTIONS[fn]:
        pytest.skip("Triton has no such variant")
    dt = _NP[dtype]
    f, (a0, a1), (b0, b1) = BINARY_MP[fn]
    rng = _rng(fn, dtype)
    x, y = rng.uniform(a0, a1, N).astype(dt), rng.uniform(b0, b1, N).astype(dt)
    want = _mp_ref(f, list(zip(x.tolist(), y.tolist())))
    _check(_launch(fn, [x, y], dt), want, fn, 4, backend_mode)


@pytest.mark.parametrize("dtype", ["fp32", "fp64"])
def test_pow_int_exponent_and_bessel_n(dtype, backend_mode):
    dt = _NP[dtype]
    rng = np.random.default_rng(17)
    x = rng.uniform(-3, 3, N).astype(dt)
    n = rng.integers(-12, 12, N).astype(np.int32)
    want = _mp_ref(lambda a, b: mp.power(a, int(b)), list(zip(x.tolist(), n.tolist())))
    assert _ulps(_launch("pow", [x, n], dt), want).max() <= _tol(2, backend_mode)
    xb = rng.uniform(0.5, 2.0, N).astype(dt)
    nb = rng.integers(2, 4, N).astype(np.int32)
    for name, f in (("jn", mp.besselj), ("yn", mp.bessely)):
        if backend_mode == "xpu":
            _no_bessel_on_xpu(name, [nb, xb], dt)
            continue
        want = _mp_ref(lambda k, v, f=f: f(int(k), v), list(zip(nb.tolist(), xb.tolist())))
        got = _launch(name, [nb, xb], dt)
        ok = _ulps(got, want) <= _tol(8, backend_mode)
        if backend_mode == "cuda":
            ok |= np.abs(got - want) <= CUDA_BESSEL_ABS[dt]
        assert ok.all(), name


NORM_MP = {"norm3d": lambda *v: mp.sqrt(sum(a * a for a in v)), "rnorm3d": lambda *v: 1 / mp.sqrt(sum(a * a for a in v)),
           "norm4d": lambda *v: mp.sqrt(sum(a * a for a in v)), "rnorm4d": lambda *v: 1 / mp.sqrt(sum(a * a for a in v))}


@pytest.mark.parametrize("dtype", ["fp32", "fp64"])
@pytest.mark.parametrize("fn", sorted(NORM_MP))
def test_norms(fn, dtype, backend_mode):
    dt = _NP[dtype]
    k = 3 if "3" in fn else 4
    rng = _rng(fn, dtype)
    xs = [rng.uniform(-100, 100, N).astype(dt) * dt(10.0) ** rng.integers(-3, 3, N).astype(dt) for _ in range(k)]
    big = np.finfo(dt).max / 2
    xs[0][0], xs[1][0] = big, big  # no overflow inside
    xs[0][1], xs[1][1] = np.inf, np.nan  # inf wins over NaN
    xs[0][2] = np.nan
    for j in range(k):
        xs[j][3] = 0.0
    want = _mp_ref(NORM_MP[fn], list(zip(*[x.tolist() for x in xs])))
    want[1] = 0.0 if fn.startswith("r") else np.inf
    want[2] = np.nan
    want[3] = np.inf if fn.startswith("r") else 0.0
    d = _ulps(_launch(fn, xs, dt), want)
    assert d.max() <= 4, f"{fn}: {d.max()} ulp at {int(np.argmax(d))}"
