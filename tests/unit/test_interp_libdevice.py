"""Triton's libdevice math library (`tl.extra.libdevice`, `triton.language.extra.cuda.libdevice`):
every function on fresh random inputs and on the edge values (+-0, +-inf, NaN, subnormals, large
arguments), against float64/mpmath references computed here, into NaN/sentinel-poisoned outputs.

Exact functions (rounding, classification, copysign, fdim, fmod, remainder, nextafter, ldexp,
ilogb, logb, conversions in every rounding mode, bit casts, add/sub/mul/div/rcp/sqrt/fma in every
rounding mode, the integer functions) must match bit for bit. Transcendental functions are libm's
(libmvec's on CPU vectors, within 4 ulp) and are checked to a tolerance in ulps of the result type;
the compositions (sinpi, erfinv, cyl_bessel_i0, ...) too (see ir/libdevice.py, extra/_compose.py).
"""
import math
import zlib
from fractions import Fraction

import numpy as np
import pytest

import tritium
import tritium.language as tl
from conftest import poison, run
from tritium.ir.libdevice import FUNCTIONS
from tritium.language.extra import libdevice as ld

mp = pytest.importorskip("mpmath")
mp.mp.prec = 160

N = 128


@tritium.jit
def _k1(x_ptr, o_ptr, n, FN: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    m = offs < n
    r = getattr(ld, FN)(tl.load(x_ptr + offs, mask=m))
    tl.store(o_ptr + offs, r, mask=m)


@tritium.jit
def _k2(x_ptr, y_ptr, o_ptr, n, FN: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    m = offs < n
    r = getattr(ld, FN)(tl.load(x_ptr + offs, mask=m), tl.load(y_ptr + offs, mask=m))
    tl.store(o_ptr + offs, r, mask=m)


@tritium.jit
def _k3(x_ptr, y_ptr, z_ptr, o_ptr, n, FN: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    m = offs < n
    r = getattr(ld, FN)(tl.load(x_ptr + offs, mask=m), tl.load(y_ptr + offs, mask=m), tl.load(z_ptr + offs, mask=m))
    tl.store(o_ptr + offs, r, mask=m)


@tritium.jit
def _k4(a_ptr, b_ptr, c_ptr, d_ptr, o_ptr, n, FN: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    m = offs < n
    r = getattr(ld, FN)(tl.load(a_ptr + offs, mask=m), tl.load(b_ptr + offs, mask=m), tl.load(c_ptr + offs, mask=m),
                        tl.load(d_ptr + offs, mask=m))
    tl.store(o_ptr + offs, r, mask=m)


_NP = {"fp32": np.float32, "fp64": np.float64, "int32": np.int32, "uint32": np.uint32, "int64": np.int64,
       "uint64": np.uint64}


def _launch(fn, args, out_dt):
    n = args[0].size
    out = poison(n, out_dt)
    kern = {1: _k1, 2: _k2, 3: _k3, 4: _k4}[len(args)]
    run(kern, (1,), *args, out, n, FN=fn, BLOCK=N)
    return out


def _edges(dt):
    f = np.finfo(dt)
    return np.array([0.0, -0.0, np.inf, -np.inf, np.nan, f.smallest_subnormal, -f.smallest_subnormal,
                     f.smallest_normal, -f.tiny * 3, f.max, -f.max, 1.0, -1.0, 0.5, 2.5, -3.5, 1e10, -1e10,
                     float(2 ** 40) + 0.5 if dt == np.float64 else 8388607.5], dtype=dt)


def _floats(rng, dt, lo=-10.0, hi=10.0, edges=True, n=N):
    x = rng.uniform(lo, hi, n).astype(dt)
    if edges:
        e = _edges(dt)
        x[:len(e)] = e
    return x


def _bits_equal(a, b):
    a, b = np.asarray(a), np.asarray(b)
    if a.dtype.kind == "f":
        nan = np.isnan(a) & np.isnan(b)
        it = np.uint32 if a.dtype == np.float32 else np.uint64
        same = a.view(it) == b.view(it)
        return same | nan
    return a == b


def _assert_exact(got, want, xs):
    ok = _bits_equal(got, want)
    if not ok.all():
        i = int(np.argmin(ok))
        raise AssertionError(f"{int((~ok).sum())} mismatches; first at {i}: inputs {[x[i] for x in xs]} "
                             f"got {got[i]!r} want {want[i]!r}")


def _ulps(got, want):
    """Distance in ulps of the result type (want: the reference as float64, rounded here)."""
    dt = got.dtype
    w = want.astype(dt)
    it = np.int32 if dt == np.float32 else np.int64
    sign = 1 << (np.dtype(it).itemsize * 8 - 1)

    def ordered(v):  # the float's position on the number line, as a Python int
        b = int(np.array(v).view(it))
        return -(b + sign) if b < 0 else b
    d = []
    for g, r in zip(got.tolist(), w.tolist()):
        g, r = dt.type(g), dt.type(r)
        if np.isnan(g) or np.isnan(r):
            d.append(0.0 if np.isnan(g) and np.isnan(r) else math.inf)
        else:
            d.append(float(abs(ordered(g) - ordered(r))))
    return np.array(d)


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
    got = _launch(f"{op}_{mode}", xs, dt)
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


def _rng(*key) -> np.random.Generator:
    """A generator seeded by the test's parameters (hash() of strings changes from run to run)."""
    return np.random.default_rng(zlib.crc32(repr(key).encode()))


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


@pytest.mark.parametrize("dtype", ["fp32", "fp64"])
@pytest.mark.parametrize("fn", UNARY_TRANSCENDENTAL)
def test_transcendental_unary(fn, dtype, backend_mode):
    if (dtype,) not in FUNCTIONS[fn]:
        pytest.skip("Triton has no such variant")
    dt = _NP[dtype]
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
