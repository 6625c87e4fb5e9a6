"""Triton's libdevice math library (`tl.extra.libdevice`, `triton.language.extra.cuda.libdevice`):
every function on fresh random inputs and on the edge values (+-0, +-inf, NaN, subnormals, large
arguments), against float64/mpmath references computed here, into NaN/sentinel-poisoned outputs.

Exact functions (rounding, classification, copysign, fdim, fmod, remainder, nextafter, ldexp,
ilogb, logb, conversions in every rounding mode, bit casts, add/sub/mul/div/rcp/sqrt/fma in every
rounding mode, the integer functions) must match bit for bit. Transcendental functions (test_libdevice_transcendental.py) are libm's
(libmvec's on CPU vectors, within 4 ulp) and are checked to a tolerance in ulps of the result type;
the compositions (sinpi, erfinv, cyl_bessel_i0, ...) too (see ir/libdevice.py, extra/_compose.py).
"""
import math
from fractions import Fraction

import numpy as np
import pytest

import tritium
import tritium.language as tl
from libdevice_util import N, _NP, _assert_exact, _floats, _launch, _rng, _ulps
from tritium.frontend.errors import CompilationError
from tritium.ir.libdevice import FUNCTIONS
from tritium.language.extra import libdevice as ld


# ------------------------------------------------------------------ exact float functions
def _round_away(v):
    if not math.isfinite(v):
        return v
    t = float(np.trunc(v))
    return t + math.copysign(1, v) if abs(v - t) >= 0.5 else t


def _c_ilogb(v):
    if math.isnan(v) or v == 0:
        return -2**31
    if math.isinf(v):
        return 2**31 - 1
    return math.frexp(v)[1] - 1


def _c_logb(v):
    if math.isnan(v):
        return v
    if math.isinf(v):
        return math.inf
    if v == 0:
        return -math.inf
    return float(math.frexp(v)[1] - 1)


def _c_remainder(a, b):
    if math.isnan(a) or math.isnan(b) or math.isinf(a) or b == 0:
        return math.nan
    return math.remainder(a, b)


def _c_fdim(a, b):
    if math.isnan(a) or math.isnan(b):
        return math.nan
    return a - b if a > b else 0.0


EXACT_UNARY = {
    "floor": lambda v: float(np.floor(v)), "ceil": lambda v: float(np.ceil(v)), "trunc": lambda v: float(np.trunc(v)), "rint": lambda v: float(np.rint(v)),
    "nearbyint": lambda v: float(np.rint(v)), "round": _round_away, "abs": abs,
    "logb": _c_logb,
}
EXACT_UNARY_INT = {  # float -> int32 results
    "isnan": lambda v: int(math.isnan(v)), "isinf": lambda v: int(math.isinf(v)),
    "signbit": lambda v: int(math.copysign(1, v) < 0), "ilogb": _c_ilogb,
}


def _np_apply(fn, x, dt):
    out = []
    for v in x.astype(np.float64):
        v = float(v)
        try:
            r = fn(v)
        except (ValueError, OverflowError):
            r = v  # floor/ceil/... of inf/NaN: the value itself
        out.append(r)
    return np.array(out, dtype=np.float64).astype(dt)


@pytest.mark.parametrize("dtype", ["fp32", "fp64"])
@pytest.mark.parametrize("fn", sorted(EXACT_UNARY) + sorted(EXACT_UNARY_INT) + ["saturatef", "finitef", "isfinited"])
def test_exact_unary(fn, dtype, backend_mode):
    if (fn == "saturatef" or fn == "finitef") and dtype == "fp64" or fn == "isfinited" and dtype == "fp32":
        pytest.skip("Triton has this function for one float type only")
    dt = _NP[dtype]
    rng = _rng(fn, dtype)
    x = _floats(rng, dt, -1e3, 1e3)
    x[20:40] = (rng.integers(-40, 40, 20) * 0.5).astype(dt)  # halfway cases
    if fn in EXACT_UNARY:
        want, out_dt = _np_apply(EXACT_UNARY[fn], x, dt), dt
    elif fn in EXACT_UNARY_INT:
        want = np.array([EXACT_UNARY_INT[fn](float(v)) for v in x], dtype=np.int64)
        out_dt = np.int32
        want = want.astype(out_dt)
    elif fn == "saturatef":
        want, out_dt = np.array([min(max(v, 0.0), 1.0) if v == v else 0.0 for v in x.tolist()], dt) + dt(0), dt
    else:
        want, out_dt = np.isfinite(x).astype(np.int32), np.int32
    got = _launch(fn, [x], out_dt)
    if fn in ("isnan", "isinf"):
        got = got != 0
        want = want != 0
    _assert_exact(got, want, [x])


EXACT_BINARY = {
    "copysign": math.copysign, "fmod": lambda a, b: math.fmod(a, b) if b != 0 and not math.isinf(a) else math.nan,
    "remainder": _c_remainder, "nextafter": math.nextafter, "fdim": _c_fdim,
}


def _fmod_ref(a, b):
    if math.isnan(a) or math.isnan(b) or math.isinf(a) or b == 0:
        return math.nan
    if math.isinf(b):
        return a
    return math.fmod(a, b)


EXACT_BINARY["fmod"] = _fmod_ref


@pytest.mark.parametrize("dtype", ["fp32", "fp64"])
@pytest.mark.parametrize("fn", sorted(EXACT_BINARY))
def test_exact_binary(fn, dtype, backend_mode):
    dt = _NP[dtype]
    rng = _rng(fn, dtype)
    x = _floats(rng, dt, -1e3, 1e3)
    y = rng.permutation(_floats(rng, dt, -50, 50))
    y[:20] = rng.uniform(-3, 3, 20).astype(dt)
    if fn == "nextafter":
        ref = (lambda a, b: np.float32(np.nextafter(np.float32(a), np.float32(b)))) if dt == np.float32 else math.nextafter
    else:
        ref = EXACT_BINARY[fn]
    want = np.array([ref(float(a), float(b)) for a, b in zip(x, y)], dtype=np.float64).astype(dt)
    got = _launch(fn, [x, y], dt)
    _assert_exact(got, want, [x, y])


@pytest.mark.parametrize("fn", ["ldexp", "scalbn"])
@pytest.mark.parametrize("dtype", ["fp32", "fp64"])
def test_ldexp(fn, dtype, backend_mode):
    dt = _NP[dtype]
    rng = np.random.default_rng(7)
    x = _floats(rng, dt, -100, 100)
    e = rng.integers(-1100 if dt == np.float64 else -160, 1100 if dt == np.float64 else 160, N).astype(np.int32)
    e[:4] = [2**31 - 1, -2**31, 0, 1]
    want = np.array([float(np.ldexp(dt(a), int(np.clip(b, -5000, 5000)))) for a, b in zip(x, e)]).astype(dt)
    with np.errstate(all="ignore"):
        want = np.ldexp(x, np.clip(e, -5000, 5000).astype(np.int32))
    got = _launch(fn, [x, e], dt)
    _assert_exact(got, want, [x, e])


# ------------------------------------------------------------------ rounding modes
def _round_frac(q, dt, mode):
    """Independent reference: the rational q (finite, nonzero) rounded to dt by scanning neighbours."""
    inf = dt(np.inf)
    try:
        c = dt(float(q))
    except OverflowError:
        c = inf if q > 0 else -inf
    vals = [c]
    for _ in range(3):
        vals = sorted(set(vals + [np.nextafter(v, inf) for v in vals] + [np.nextafter(v, -inf) for v in vals]),
                      key=lambda v: float(v))

    def F(v):
        return Fraction(float(v)) if np.isfinite(v) else float(v)

    def Fn(v):
        return Fraction(float(v)) if np.isfinite(v) else (Fraction(2) ** (128 if dt == np.float32 else 1024)) * int(np.sign(v))
    below = max((v for v in vals if F(v) <= q), key=lambda v: F(v))
    above = min((v for v in vals if F(v) >= q), key=lambda v: F(v))
    if F(below) == q:
        return below
    if mode == "rd" or mode == "rz" and q > 0:
        return below
    if mode == "ru" or mode == "rz" and q < 0:
        return above
    db, da = q - Fn(below), Fn(above) - q
    if db != da:
        return below if db < da else above
    it = np.uint32 if dt == np.float32 else np.uint64
    return below if int(np.array(below).view(it)) % 2 == 0 else above


def _ref_op(op, mode, dt, *v):
    with np.errstate(all="ignore"):
        fl = [dt(a) for a in v]
        near = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
                "div": lambda a, b: a / b, "rcp": lambda a: dt(1) / a, "sqrt": np.sqrt}
        if op == "fma":
            rn = None
        else:
            rn = near[op](*fl)
    if not all(np.isfinite(fl)) or op in ("div", "rcp") and fl[-1] == 0 or op == "sqrt" and fl[0] <= 0:
        if op == "fma":
            with np.errstate(all="ignore"):
                return dt(float(fl[0]) * float(fl[1]) + float(fl[2]))
        return rn
    F = [Fraction(float(a)) for a in fl]
    if op == "sqrt":
        lo = dt(math.sqrt(float(fl[0])))
        while Fraction(float(lo)) ** 2 > F[0]:
            lo = np.nextafter(lo, dt(0))
        while Fraction(float(np.nextafter(lo, dt(np.inf)))) ** 2 <= F[0]:
            lo = np.nextafter(lo, dt(np.inf))
        if Fraction(float(lo)) ** 2 == F[0] or mode in ("rd", "rz"):
            return lo
        hi = np.nextafter(lo, dt(np.inf))
        if mode == "ru":
            return hi
        mid = (Fraction(float(lo)) + Fraction(float(hi))) / 2
        return lo if mid * mid > F[0] else hi
    q = {"add": lambda: F[0] + F[1], "sub": lambda: F[0] - F[1], "mul": lambda: F[0] * F[1],
         "div": lambda: F[0] / F[1], "rcp": lambda: 1 / F[0], "fma": lambda: F[0] * F[1] + F[2]}[op]()
    if q == 0:
        if op in ("mul", "div"):
            return rn
        signs = None
        if op == "fma" and F[0] * F[1] == 0 and F[2] == 0:
            signs = (math.copysign(1, float(fl[0])) * math.copysign(1, float(fl[1])), math.copysign(1, float(fl[2])))
        if op in ("add", "sub") and F[0] == 0 and F[1] == 0:
            signs = (math.copysign(1, float(fl[0])), math.copysign(1, float(fl[1])) * (1 if op == "add" else -1))
        if signs and signs[0] == signs[1]:
            return dt(math.copysign(0.0, signs[0]))
        return dt(-0.0) if mode == "rd" else dt(0.0)
    return _round_frac(q, dt, mode)


def _directed_inputs(rng, dt, k):
    f = np.finfo(dt)
    base = [rng.uniform(-4, 4, N).astype(dt) * dt(2.0) ** rng.integers(-8, 8, N).astype(dt) for _ in range(k)]
    for i, row in enumerate([(1.0, -1.0, 1.0), (f.max, f.max, 1.0), (-f.max, f.max, -1.0),
                             (f.smallest_subnormal, 0.5, f.smallest_subnormal), (3.0, -3.0, 0.0),
                             (0.0, -0.0, -0.0), (-0.0, -0.0, 0.0), (np.inf, 2.0, 1.0), (np.nan, 1.0, 1.0),
                             (1e-30, 1e-30, -1e-60), (f.tiny, 0.75, 0.0), (2.0, 0.0, 1.0), (1.0, 3.0, 1e-20)]):
        for j in range(k):
            base[j][i] = row[j]
    return base


@pytest.mark.parametrize("mode", ["rn", "rz", "rd", "ru"])
@pytest.mark.parametrize("op", ["add", "sub", "mul", "div", "rcp", "sqrt", "fma"])
@pytest.mark.parametrize("dtype", ["fp32", "fp64"])
def test_rounding_modes(op, mode, dtype, backend_mode):
    dt = _NP[dtype]
    k = {"rcp": 1, "sqrt": 1, "fma": 3}.get(op, 2)
    rng = _rng(op, mode, dtype)
    xs = _directed_inputs(rng, dt, k)
    if op == "sqrt":
        xs[0] = np.abs(xs[0])
        xs[0][5] = -0.0
        xs[0][6] = -1.0
    want = np.array([_ref_op(op, mode, dt, *v) for v in zip(*xs)], dtype=dt)
    if backend_mode == "xpu" and dtype == "fp64" and op == "fma" and mode != "rn":
        with pytest.raises(CompilationError, match=f"fma_{mode} on f64"):  # says so at the kernel line
            _launch(f"{op}_{mode}", xs, dt)
        return
    got = _launch(f"{op}_{mode}", xs, dt)
    if backend_mode == "xpu" and dtype == "fp64" and mode != "rn":
        # xpu rounds f64 by the sign of the exact error, which underflows where the result is within
        # a few ulps of the subnormal range (documented in codegen/gpu/opencl.py)
        keep = ~((np.abs(want) < 2.0 ** -1018) & (want != 0))
        got, want, xs = got[keep], want[keep], [x[keep] for x in xs]
    _assert_exact(got, want, xs)


@pytest.mark.parametrize("dtype", ["fp32", "fp64"])
def test_fma_and_div_aliases(dtype, backend_mode):
    dt = _NP[dtype]
    rng = np.random.default_rng(3)
    xs = _directed_inputs(rng, dt, 3)
    want = np.array([_ref_op("fma", "rn", dt, *v) for v in zip(*xs)], dtype=dt)
    _assert_exact(_launch("fma", xs, dt), want, xs)
    if dtype == "fp32":
        want = np.array([_ref_op("div", "rn", dt, *v) for v in zip(*xs[:2])], dtype=dt)
        got = _launch("fast_dividef", xs[:2], dt)
        if backend_mode == "cuda":  # __fdividef: 2 ulp where |y| is in [2^-126, 2^126]
            keep = (np.abs(xs[1]) >= 2.0 ** -126) & (np.abs(xs[1]) <= 2.0 ** 126) & np.isfinite(want)
            assert _ulps(got[keep], want[keep].astype(np.float64)).max() <= 2
        else:
            _assert_exact(got, want, xs)


# ------------------------------------------------------------------ conversions
def _conv_inputs(rng, src):
    if src in ("fp32", "fp64"):
        dt = _NP[src]
        x = np.concatenate([rng.uniform(-3e9, 3e9, 40), rng.uniform(-50, 50, 40), rng.uniform(-1e19, 2e19, 30)])
        x = np.concatenate([x, [0.5, -0.5, 1.5, 2.5, -2.5, np.nan, np.inf, -np.inf, -0.0, 2.0**31, -2.0**31 - 1,
                                2.0**32, 2.0**63, 2.0**64, -2.0**63, 1e-45, 3.4e38, 1e39, -1e39, 1e-40]])
        with np.errstate(all="ignore"):
            return x[:N].astype(dt) if len(x) >= N else np.resize(x, N).astype(dt)
    info = np.iinfo(_NP[src])
    x = rng.integers(info.min, info.max, N, endpoint=True, dtype=np.int64 if src != "uint64" else np.uint64)
    x = x.astype(_NP[src])
    x[:6] = np.array([0, 1, info.max, info.min, info.max - 1, (1 << 24) + 1], dtype=object).astype(_NP[src])
    return x


def _conv_ref(head, mode, v, src_dt, out_dt):
    if head in ("f2i", "f2u"):
        v = float(v)
        bits = np.dtype(out_dt).itemsize * 8
        if math.isnan(v):  # NVIDIA's cvt, as measured on an H100
            return 0 if np.dtype(src_dt) == np.float32 and bits == 32 else -(1 << (bits - 1))
        r = {"rn": lambda a: float(np.rint(a)), "rz": math.trunc, "rd": math.floor, "ru": math.ceil}[mode](v) \
            if math.isfinite(v) else v
        bits = np.dtype(out_dt).itemsize * 8
        lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if head == "f2i" else (0, (1 << bits) - 1)
        r = lo if r <= lo else hi if r >= hi else int(r)
        return r - (1 << bits) if r > (1 << (bits - 1)) - 1 else r
    if head in ("i2f", "u2f"):
        q = int(v)
        return out_dt(0.0) if q == 0 else _round_frac(Fraction(q), out_dt, mode)
    v = float(v)  # f2f
    if not math.isfinite(v) or v == 0:
        return out_dt(v)
    return _round_frac(Fraction(v), out_dt, mode)


def _conv_cases():
    for name, table in sorted(FUNCTIONS.items()):
        for key, (sym, ret, fn) in table.items():
            head = fn.split(".")[0]
            if head in ("f2i", "f2u", "i2f", "u2f", "f2f") and name not in ("llrint",):
                yield name, key[0], ret, fn


@pytest.mark.parametrize("name, src, ret, fn", list(_conv_cases()))
def test_conversions(name, src, ret, fn, backend_mode):
    rng = _rng(name)
    x = _conv_inputs(rng, src)
    head, mode = fn.split(".")
    out_dt = _NP[ret]
    want = np.array([_conv_ref(head, mode, v, _NP[src], out_dt) for v in x.tolist()], dtype=object)
    want = np.array([int(w) if out_dt not in (np.float32, np.float64) else w for w in want]).astype(out_dt) \
        if out_dt in (np.float32, np.float64) else np.array([int(w) for w in want], dtype=np.int64).astype(out_dt)
    got = _launch(name, [x], out_dt)
    _assert_exact(got, want, [x])


@pytest.mark.parametrize("name", ["llrint", "llround"])
@pytest.mark.parametrize("dtype", ["fp32", "fp64"])
def test_llrint_llround(name, dtype, backend_mode):
    dt = _NP[dtype]
    rng = np.random.default_rng(5)
    x = _conv_inputs(rng, dtype)
    rnd = (lambda a: float(np.rint(a))) if name == "llrint" else _round_away
    want = np.array([-2**63 if math.isnan(v) else (-2**63 if v <= -2.0**63 else 2**63 - 1 if v >= 2.0**63 else int(rnd(v)))
                     for v in x.astype(np.float64).tolist()], dtype=np.int64)
    _assert_exact(_launch(name, [x], np.int64), want, [x])


def test_bitcasts(backend_mode):
    rng = np.random.default_rng(11)
    f = _floats(rng, np.float32)
    d = _floats(rng, np.float64)
    i = rng.integers(-2**31, 2**31, N).astype(np.int32)
    ll = rng.integers(-2**63, 2**63 - 1, N, dtype=np.int64)
    _assert_exact(_launch("float_as_int", [f], np.int32), f.view(np.int32), [f])
    _assert_exact(_launch("float_as_uint", [f], np.int32), f.view(np.int32), [f])
    _assert_exact(_launch("int_as_float", [i], np.float32), i.view(np.float32), [i])
    _assert_exact(_launch("uint_as_float", [i.view(np.uint32)], np.float32), i.view(np.float32), [i])
    _assert_exact(_launch("double_as_longlong", [d], np.int64), d.view(np.int64), [d])
    _assert_exact(_launch("longlong_as_double", [ll], np.float64), ll.view(np.float64), [ll])
    _assert_exact(_launch("double2hiint", [d], np.int32), (d.view(np.int64) >> 32).astype(np.int32), [d])
    _assert_exact(_launch("double2loint", [d], np.int32), (d.view(np.uint64) & 0xFFFFFFFF).astype(np.uint32).view(np.int32), [d])
    lo = rng.integers(-2**31, 2**31, N).astype(np.int32)
    want = ((i.astype(np.int64) << 32) | lo.view(np.uint32).astype(np.int64)).view(np.float64)
    _assert_exact(_launch("hiloint2double", [i, lo], np.float64), want, [i, lo])


# ------------------------------------------------------------------ integers
def _u(v, bits):
    return int(v) & ((1 << bits) - 1)


def _s(v, bits):
    v = _u(v, bits)
    return v - (1 << bits) if v >> (bits - 1) else v


INT_UNARY = {
    "clz": lambda v, b: b - _u(v, b).bit_length(),
    "popc": lambda v, b: bin(_u(v, b)).count("1"),
    "brev": lambda v, b: _s(int(format(_u(v, b), f"0{b}b")[::-1], 2), b),
    "ffs": lambda v, b: (_u(v, b) & -_u(v, b)).bit_length(),
    "abs": lambda v, b: _s(abs(int(v)), b),
}


@pytest.mark.parametrize("dtype", ["int32", "int64"])
@pytest.mark.parametrize("fn", sorted(INT_UNARY))
def test_int_unary(fn, dtype, backend_mode):
    dt = _NP[dtype]
    bits = np.dtype(dt).itemsize * 8
    rng = _rng(fn, dtype)
    info = np.iinfo(dt)
    x = rng.integers(info.min, info.max, N, endpoint=True, dtype=np.int64).astype(dt)
    x[:6] = np.array([0, -1, 1, info.min, info.max, 1 << (bits - 2)]).astype(dt)
    x[6:30] = (np.int64(1) << rng.integers(0, bits - 1, 24)).astype(dt) * rng.choice([1, 3], 24).astype(dt)
    out_dt = dt if fn in ("brev", "abs") else np.int32
    want = np.array([INT_UNARY[fn](v, bits) for v in x.tolist()], dtype=np.int64).astype(out_dt)
    _assert_exact(_launch(fn, [x], out_dt), want, [x])


def _int_binary_ref(fn, a, b, c, bits):
    if fn == "mulhi":
        return _s((_s(a, bits) * _s(b, bits)) >> bits, bits)
    if fn == "umulhi":
        return _s((_u(a, bits) * _u(b, bits)) >> bits, bits)
    if fn == "mul24":
        return _s(_s(_u(a, 24), 24) * _s(_u(b, 24), 24), 32)
    if fn == "umul24":
        return _s(_u(a, 24) * _u(b, 24), 32)
    if fn == "hadd":
        return (_s(a, 32) + _s(b, 32)) >> 1
    if fn == "uhadd":
        return _s((_u(a, 32) + _u(b, 32)) >> 1, 32)
    if fn == "rhadd":
        return (_s(a, 32) + _s(b, 32) + 1) >> 1
    if fn == "urhadd":
        return _s((_u(a, 32) + _u(b, 32) + 1) >> 1, 32)
    if fn == "sad":
        return _s(abs(_s(a, 32) - _s(b, 32)) + _u(c, 32), 32)
    if fn == "usad":
        return _s(abs(_u(a, 32) - _u(b, 32)) + _u(c, 32), 32)
    if fn == "byte_perm":
        v = (_u(b, 32) << 32) | _u(a, 32)
        s = _u(c, 32)
        return _s(sum(((v >> (8 * ((s >> (4 * n)) & 7))) & 0xFF) << (8 * n) for n in range(4)), 32)
    raise KeyError(fn)


@pytest.mark.parametrize("fn, dtype", [("mulhi", "int32"), ("mulhi", "int64"), ("umulhi", "uint32"), ("umulhi", "uint64"),
                                       ("mul24", "int32"), ("umul24", "uint32"), ("hadd", "int32"), ("uhadd", "uint32"),
                                       ("rhadd", "int32"), ("urhadd", "uint32"), ("sad", "int32"), ("usad", "uint32"),
                                       ("byte_perm", "int32")])
def test_int_binary(fn, dtype, backend_mode):
    dt = _NP[dtype]
    bits = np.dtype(dt).itemsize * 8
    rng = _rng(fn, dtype)
    info = np.iinfo(dt)
    gen = lambda: rng.integers(info.min, info.max, N, endpoint=True, dtype=np.int64 if dt != np.uint64 else np.uint64).astype(dt)  # noqa: E731
    a, b = gen(), gen()
    a[:4] = np.array([info.min, info.max, 0, info.max]).astype(dt)
    b[:4] = np.array([info.min, info.max, info.max, info.max]).astype(dt)
    name = {"umulhi": "mulhi", "umul24": "mul24", "uhadd": "hadd", "urhadd": "rhadd", "usad": "sad"}.get(fn, fn)
    args = [a, b]
    c = None
    if fn in ("sad", "usad", "byte_perm"):
        c = rng.integers(0, 2**32, N, dtype=np.int64).astype(np.uint32)
        args.append(c.view(np.int32) if fn == "byte_perm" else c)
    out_dt = dt
    want = np.array([_int_binary_ref(fn, int(x), int(y), int(z) if c is not None else 0, bits)
                     for x, y, z in zip(a.tolist(), b.tolist(), (c if c is not None else a).tolist())], dtype=object)
    want = np.array([_u(w, bits) for w in want], dtype=np.uint64).astype(np.dtype(f"u{bits // 8}")).view(out_dt)
    _assert_exact(_launch(name, args, out_dt), want, args)


# ------------------------------------------------------------------ dispatch, modules, Triton names
def test_dispatch_promotes_and_rejects():
    from tritium.frontend.errors import KernelError

    @tritium.jit
    def k(x_ptr, y_ptr, o_ptr):
        offs = tl.arange(0, 16)
        tl.store(o_ptr + offs, ld.atan2(tl.load(x_ptr + offs), tl.load(y_ptr + offs)))

    x = np.linspace(-2, 2, 16).astype(np.float32)
    y = np.linspace(1, 3, 16)
    o = np.zeros(16)
    k[(1,)](x, y, o)  # fp32, fp64 -> fp64 (arithmetic promotion, as Triton)
    np.testing.assert_allclose(o, np.arctan2(x.astype(np.float64), y), rtol=1e-15)

    @tritium.jit
    def bad(x_ptr, o_ptr):
        offs = tl.arange(0, 16)
        tl.store(o_ptr + offs, ld.tanh(tl.load(x_ptr + offs)))
    with pytest.raises(Exception, match="input arg type does not match"):
        bad[(1,)](np.zeros(16, np.float16), np.zeros(16, np.float16))
    assert KernelError


def test_module_paths():
    import importlib
    from tritium.compat import install_triton_alias
    install_triton_alias()
    for mod in ("triton.language.extra.libdevice", "triton.language.extra.cuda.libdevice"):
        m = importlib.import_module(mod)
        assert set(FUNCTIONS) <= set(dir(m))
    assert tl.extra.libdevice.tanh is tl.extra.cuda.libdevice.tanh
    # Triton 3.6's libdevice list, spot-checked
    for name in ("tanh", "pow", "fast_expf", "div_rz", "float2int_rn", "byte_perm", "nextafter", "isfinited",
                 "cyl_bessel_i1", "erfcinv", "ull2double_ru", "hiloint2double", "llround", "rcp64h"):
        assert name in FUNCTIONS


@pytest.mark.parametrize("dtype", ["fp32", "fp64"])
def test_libdevice_rint_upstream(dtype, backend_mode):
    """Triton's test_libdevice_rint: halfway cases, the int32/int64 ranges, +-0, +-inf, NaN."""
    rng = np.random.default_rng(1)
    x = np.concatenate([rng.uniform(-2**31, 2**31, 50), rng.uniform(-2**63, 2**63, 50),
                        [-2.5, -1.5, -0.5, -0.0, 0.0, 0.5, 1.5, 2.5, np.inf, -np.inf, np.nan]]).astype(_NP[dtype])
    got = _launch("rint", [x], _NP[dtype])
    np.testing.assert_allclose(got, np.rint(x), rtol=0, atol=0, equal_nan=True)
    _assert_exact(got, np.rint(x), [x])
