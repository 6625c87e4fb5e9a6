"""Triton's libdevice math library (`triton.language.extra.libdevice`), declared once.

`FUNCTIONS` is Triton 3.6's list (python/triton/language/extra/cuda/libdevice.py): for every
function, its argument dtypes -> (CUDA libdevice symbol, result dtype, tritium semantic name).
A call becomes one tile op, `tt.extern_elementwise` (Triton's op) with attributes `symbol` (what the
NVPTX renderer calls) and `fn` (the semantics below, which the interpreter runs and the CPU backend
lowers in codegen/llvm/libdevice.py). The few functions libm has no counterpart for (sinpi, erfinv,
cyl_bessel_i0, norm3d, ...) are compositions of these ops written in the Triton language
(language/extra/_compose.py), so every backend runs the same definition.

Semantics (`evaluate`): exact where IEEE 754 / C define the result -- rounding (floor ... round,
rint), classification, copysign, fdim, fmod, remainder, nextafter, ldexp, ilogb, logb, conversions,
bit casts, the integer functions, and add/sub/mul/div/rcp/sqrt/fma in all four rounding modes
(`_rn`, `_rz`, `_rd`, `_ru`: computed exactly with rationals here, with the hardware's rounding
modes on the CPU). Transcendental functions (sin ... lgamma, pow, hypot, atan2, Bessel j/y) are
libm's: float64 ones agree with a correctly rounded result to within a few ulp (glibc's libm, and
libmvec's vector variants on the CPU, are within 4 ulp); float32 ones are computed here in float64
and rounded once. `fast_*` variants compute what the precise ones do (on NVIDIA GPUs they are
the approximate `__nv_fast_*`), `rcp64h` is 1/x (the GPU's is approximate) and `rsqrt_rn` is
1/sqrt(x) in float64 rounded to float32.
Float -> integer conversions saturate; a NaN gives what NVIDIA's `cvt` gives (measured on an H100): 0
from float32 to a 32-bit integer, else only the top bit set.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import functools
import math
from fractions import Fraction

import numpy as np

F32, F64, I32, U32, I64, U64 = "fp32", "fp64", "int32", "uint32", "int64", "uint64"
MODES = ("rn", "rz", "rd", "ru")


def _fl(name, fn=None, ret=None, f32=True, f64=True):
    """A float function of one argument: __nv_<name>f on fp32, __nv_<name> on fp64."""
    out = {}
    if f32:
        out[(F32,)] = (f"__nv_{name}f", ret or F32, fn or name)
    if f64:
        out[(F64,)] = (f"__nv_{name}", ret or F64, fn or name)
    return out


def _fl2(name, fn=None):
    return {(F32, F32): (f"__nv_{name}f", F32, fn or name), (F64, F64): (f"__nv_{name}", F64, fn or name)}


def _fl3(name, fn=None):
    return {(F32,) * 3: (f"__nv_{name}f", F32, fn or name), (F64,) * 3: (f"__nv_{name}", F64, fn or name)}


def _build():
    T = {}
    T["clz"] = {(I32,): ("__nv_clz", I32, "clz"), (I64,): ("__nv_clzll", I32, "clz")}
    T["popc"] = {(I32,): ("__nv_popc", I32, "popc"), (I64,): ("__nv_popcll", I32, "popc")}
    T["byte_perm"] = {(I32, I32, I32): ("__nv_byte_perm", I32, "byte_perm")}
    T["mulhi"] = {(I32, I32): ("__nv_mulhi", I32, "mulhi"), (U32, U32): ("__nv_umulhi", U32, "umulhi"),
                  (I64, I64): ("__nv_mul64hi", I64, "mulhi"), (U64, U64): ("__nv_umul64hi", U64, "umulhi")}
    T["mul24"] = {(I32, I32): ("__nv_mul24", I32, "mul24"), (U32, U32): ("__nv_umul24", U32, "umul24")}
    T["brev"] = {(I32,): ("__nv_brev", I32, "brev"), (I64,): ("__nv_brevll", I64, "brev")}
    T["sad"] = {(I32, I32, U32): ("__nv_sad", I32, "sad"), (U32, U32, U32): ("__nv_usad", U32, "usad")}
    T["abs"] = {(I32,): ("__nv_abs", I32, "absi"), (I64,): ("__nv_llabs", I64, "absi"),
                (F32,): ("__nv_fabsf", F32, "absf"), (F64,): ("__nv_fabs", F64, "absf")}
    T["floor"] = _fl("floor")
    T["rcp64h"] = {(F64,): ("__nv_rcp64h", F64, "rcp.rn")}
    T["rsqrt"] = _fl("rsqrt")
    T["ceil"] = _fl("ceil")
    T["trunc"] = _fl("trunc")
    T["exp2"] = _fl("exp2")
    T["saturatef"] = {(F32,): ("__nv_saturatef", F32, "saturate")}
    for m in MODES:
        T[f"fma_{m}"] = {(F32,) * 3: (f"__nv_fmaf_{m}", F32, f"fma.{m}"), (F64,) * 3: (f"__nv_fma_{m}", F64, f"fma.{m}")}
    T["fast_dividef"] = {(F32, F32): ("__nv_fast_fdividef", F32, "div.rn")}
    for m in MODES:
        T[f"div_{m}"] = {(F32, F32): (f"__nv_fdiv_{m}", F32, f"div.{m}"), (F64, F64): (f"__nv_ddiv_{m}", F64, f"div.{m}")}
    for m in MODES:
        T[f"rcp_{m}"] = {(F32,): (f"__nv_frcp_{m}", F32, f"rcp.{m}"), (F64,): (f"__nv_drcp_{m}", F64, f"rcp.{m}")}
    for m in MODES:
        T[f"sqrt_{m}"] = {(F32,): (f"__nv_fsqrt_{m}", F32, f"sqrt.{m}"), (F64,): (f"__nv_dsqrt_{m}", F64, f"sqrt.{m}")}
    T["sqrt"] = _fl("sqrt", "sqrt.rn")
    for op in ("add", "mul"):
        for m in MODES:
            T[f"{op}_{m}"] = {(F64, F64): (f"__nv_d{op}_{m}", F64, f"{op}.{m}"),
                              (F32, F32): (f"__nv_f{op}_{m}", F32, f"{op}.{m}")}
    for m in MODES:
        T[f"double2float_{m}"] = {(F64,): (f"__nv_double2float_{m}", F32, f"f2f.{m}")}
    for m in MODES:
        T[f"double2int_{m}"] = {(F64,): (f"__nv_double2int_{m}", I32, f"f2i.{m}")}
    for m in MODES:
        T[f"double2uint_{m}"] = {(F64,): (f"__nv_double2uint_{m}", I32, f"f2u.{m}")}
    T["int2double_rn"] = {(I32,): ("__nv_int2double_rn", F64, "i2f.rn")}
    T["uint2double_rn"] = {(U32,): ("__nv_uint2double_rn", F64, "u2f.rn")}
    for m in MODES:
        T[f"float2int_{m}"] = {(F32,): (f"__nv_float2int_{m}", I32, f"f2i.{m}")}
    for m in MODES:
        T[f"float2uint_{m}"] = {(F32,): (f"__nv_float2uint_{m}", I32, f"f2u.{m}")}
    for m in MODES:
        T[f"int2float_{m}"] = {(I32,): (f"__nv_int2float_{m}", F32, f"i2f.{m}")}
    for m in MODES:
        T[f"uint2float_{m}"] = {(U32,): (f"__nv_uint2float_{m}", F32, f"u2f.{m}")}
    T["hiloint2double"] = {(I32, I32): ("__nv_hiloint2double", F64, "hiloint2double")}
    T["double2loint"] = {(F64,): ("__nv_double2loint", I32, "double2loint")}
    T["double2hiint"] = {(F64,): ("__nv_double2hiint", I32, "double2hiint")}
    for src, st in (("float", F32), ("double", F64)):
        for dst, fn in (("ll", "f2i"), ("ull", "f2u")):
            for m in MODES:
                T[f"{src}2{dst}_{m}"] = {(st,): (f"__nv_{src}2{dst}_{m}", I64, f"{fn}.{m}")}
    for src, st, fn in (("ll", I64, "i2f"), ("ull", U64, "u2f")):
        for dst, dt in (("float", F32), ("double", F64)):
            for m in MODES:
                T[f"{src}2{dst}_{m}"] = {(st,): (f"__nv_{src}2{dst}_{m}", dt, f"{fn}.{m}")}
    T["int_as_float"] = {(I32,): ("__nv_int_as_float", F32, "bitcast")}
    T["float_as_int"] = {(F32,): ("__nv_float_as_int", I32, "bitcast")}
    T["uint_as_float"] = {(U32,): ("__nv_uint_as_float", F32, "bitcast")}
    T["float_as_uint"] = {(F32,): ("__nv_float_as_uint", I32, "bitcast")}
    T["longlong_as_double"] = {(I64,): ("__nv_longlong_as_double", F64, "bitcast")}
    T["double_as_longlong"] = {(F64,): ("__nv_double_as_longlong", I64, "bitcast")}
    for name in ("sin", "cos", "log2", "log", "exp", "tan", "exp10", "log10"):
        T[f"fast_{name}f"] = {(F32,): (f"__nv_fast_{name}f", F32, name)}
    T["fast_powf"] = {(F32, F32): ("__nv_fast_powf", F32, "pow")}
    T["hadd"] = {(I32, I32): ("__nv_hadd", I32, "hadd"), (U32, U32): ("__nv_uhadd", U32, "uhadd")}
    T["rhadd"] = {(I32, I32): ("__nv_rhadd", I32, "rhadd"), (U32, U32): ("__nv_urhadd", U32, "urhadd")}
    for m in MODES:
        T[f"sub_{m}"] = {(F32, F32): (f"__nv_fsub_{m}", F32, f"sub.{m}"), (F64, F64): (f"__nv_dsub_{m}", F64, f"sub.{m}")}
    T["rsqrt_rn"] = {(F32,): ("__nv_frsqrt_rn", F32, "rsqrt.rn")}
    T["ffs"] = {(I32,): ("__nv_ffs", I32, "ffs"), (I64,): ("__nv_ffsll", I32, "ffs")}
    T["rint"] = _fl("rint")
    T["llrint"] = {(F32,): ("__nv_llrintf", I64, "f2i.rn"), (F64,): ("__nv_llrint", I64, "f2i.rn")}
    T["nearbyint"] = _fl("nearbyint", "rint")
    T["isnan"] = {(F32,): ("__nv_isnanf", I32, "isnan"), (F64,): ("__nv_isnand", I32, "isnan")}
    T["signbit"] = {(F32,): ("__nv_signbitf", I32, "signbit"), (F64,): ("__nv_signbitd", I32, "signbit")}
    T["copysign"] = _fl2("copysign")
    T["finitef"] = {(F32,): ("__nv_finitef", I32, "isfinite")}
    T["isinf"] = {(F32,): ("__nv_isinff", I32, "isinf"), (F64,): ("__nv_isinfd", I32, "isinf")}
    T["nextafter"] = _fl2("nextafter")
    for name in ("sin", "cos", "sinpi", "cospi", "tan", "log2", "exp", "exp10", "cosh", "sinh", "tanh"):
        T[name] = _fl(name)
    T["atan2"] = _fl2("atan2")
    for name in ("atan", "asin", "acos", "log", "log10", "log1p", "acosh", "asinh", "atanh", "expm1"):
        T[name] = _fl(name)
    T["hypot"] = _fl2("hypot")
    T["rhypot"] = _fl2("rhypot")
    T["norm3d"] = _fl3("norm3d")
    T["rnorm3d"] = _fl3("rnorm3d")
    T["norm4d"] = {(F32,) * 4: ("__nv_norm4df", F32, "norm4d"), (F64,) * 4: ("__nv_norm4d", F64, "norm4d")}
    T["rnorm4d"] = {(F32,) * 4: ("__nv_rnorm4df", F32, "rnorm4d"), (F64,) * 4: ("__nv_rnorm4d", F64, "rnorm4d")}
    for name in ("cbrt", "rcbrt", "j0", "j1", "y0", "y1"):
        T[name] = _fl(name)
    T["yn"] = {(I32, F32): ("__nv_ynf", F32, "yn"), (I32, F64): ("__nv_yn", F64, "yn")}
    T["jn"] = {(I32, F32): ("__nv_jnf", F32, "jn"), (I32, F64): ("__nv_jn", F64, "jn")}
    for name in ("cyl_bessel_i0", "cyl_bessel_i1", "erf", "erfinv", "erfc", "erfcx", "erfcinv", "normcdfinv",
                 "normcdf", "lgamma"):
        T[name] = _fl(name)
    T["ldexp"] = {(F32, I32): ("__nv_ldexpf", F32, "ldexp"), (F64, I32): ("__nv_ldexp", F64, "ldexp")}
    T["scalbn"] = {(F32, I32): ("__nv_scalbnf", F32, "ldexp"), (F64, I32): ("__nv_scalbn", F64, "ldexp")}
    T["fmod"] = _fl2("fmod")
    T["remainder"] = _fl2("remainder")
    T["fma"] = _fl3("fma", "fma.rn")
    T["pow"] = {(F32, I32): ("__nv_powif", F32, "powi"), (F64, I32): ("__nv_powi", F64, "powi"),
                (F32, F32): ("__nv_powf", F32, "pow"), (F64, F64): ("__nv_pow", F64, "pow")}
    T["tgamma"] = _fl("tgamma")
    T["round"] = _fl("round")
    T["llround"] = {(F32,): ("__nv_llroundf", I64, "llround"), (F64,): ("__nv_llround", I64, "llround")}
    T["fdim"] = _fl2("fdim")
    T["ilogb"] = {(F32,): ("__nv_ilogbf", I32, "ilogb"), (F64,): ("__nv_ilogb", I32, "ilogb")}
    T["logb"] = _fl("logb")
    T["isfinited"] = {(F64,): ("__nv_isfinited", I32, "isfinite")}
    return T


FUNCTIONS: dict = _build()

# functions with no tile-op semantics of their own: written in the Triton language from the others
COMPOSED = {"sinpi", "cospi", "rhypot", "norm3d", "rnorm3d", "norm4d", "rnorm4d", "rcbrt", "cyl_bessel_i0",
            "cyl_bessel_i1", "erfinv", "erfcx", "erfcinv", "normcdfinv", "normcdf"}

# libdevice symbol -> semantics, for ops that name only the symbol (Triton's own TTIR)
SYMBOL_FN = {sym: fn for name, table in FUNCTIONS.items() if name not in COMPOSED for sym, _, fn in table.values()}


def fn_of(attrs: dict):
    """The semantics of a `tt.extern_elementwise` op: its `fn`, else what its libdevice symbol means."""
    return attrs.get("fn") or SYMBOL_FN.get(attrs.get("symbol"))


# libm functions of float arguments (name -> arity)
LIBM = {n: 1 for n in ("sin", "cos", "tan", "sinh", "cosh", "tanh", "asin", "acos", "atan", "asinh", "acosh", "atanh",
                       "exp", "exp2", "exp10", "expm1", "log", "log2", "log10", "log1p", "cbrt", "erf", "erfc",
                       "lgamma", "tgamma", "j0", "j1", "y0", "y1")}
LIBM.update({"atan2": 2, "hypot": 2, "pow": 2})


# ---------------------------------------------------------------- numpy semantics
@functools.lru_cache(maxsize=None)
def _libm():
    for name in ("libm.so.6", ctypes.util.find_library("m")):
        if name:
            try:
                return ctypes.CDLL(name)
            except OSError:
                continue
    return None


@functools.lru_cache(maxsize=None)
def _c_fn(name, argtypes=(ctypes.c_double,)):
    lib = _libm()
    f = getattr(lib, name, None) if lib is not None else None
    if f is None:
        return None
    f.restype = ctypes.c_double
    f.argtypes = list(argtypes)
    return f


_NP_UNARY = {"sin": np.sin, "cos": np.cos, "tan": np.tan, "sinh": np.sinh, "cosh": np.cosh, "tanh": np.tanh,
             "asin": np.arcsin, "acos": np.arccos, "atan": np.arctan, "asinh": np.arcsinh, "acosh": np.arccosh,
             "atanh": np.arctanh, "exp": np.exp, "exp2": np.exp2, "expm1": np.expm1, "log": np.log, "log2": np.log2,
             "log10": np.log10, "log1p": np.log1p, "cbrt": np.cbrt}
_NP_BINARY = {"atan2": np.arctan2, "hypot": np.hypot, "pow": np.power}


def _libm64(name, *xs):
    """libm's double function on float64 arrays (the C library the CPU backend calls)."""
    if len(xs) == 1 and name in _NP_UNARY:
        return _NP_UNARY[name](xs[0])
    if len(xs) == 2 and name in _NP_BINARY:
        return _NP_BINARY[name](*xs)
    if name == "erf":
        return np.vectorize(math.erf, otypes=[np.float64])(xs[0])
    if name in ("jn", "yn"):
        f = _c_fn(name, (ctypes.c_int, ctypes.c_double))
        return np.vectorize(lambda n, x: f(int(n), float(x)), otypes=[np.float64])(*xs)
    f = _c_fn(name, (ctypes.c_double,) * len(xs))
    if f is None:
        raise NotImplementedError(f"libm has no {name}")
    return np.vectorize(lambda *a: f(*map(float, a)), otypes=[np.float64])(*xs)


_FMT = {np.dtype(np.float32): (24, 127), np.dtype(np.float64): (53, 1023)}


def _round_rational(q: Fraction, dt, mode: str):
    """The rational q (nonzero, finite) rounded to the float type dt in mode rn/rz/rd/ru."""
    dt = np.dtype(dt)
    p, emax = _FMT[dt]
    big = Fraction(2) ** (emax + 1)  # what infinity stands for when rounding to nearest
    try:
        c = dt.type(float(q))
    except OverflowError:
        c = dt.type(np.inf if q > 0 else -np.inf)
    inf, ninf = dt.type(np.inf), dt.type(-np.inf)

    def val(v):  # infinities compare above/below every rational
        return math.inf if v == inf else (-math.inf if v == ninf else Fraction(float(v)))

    def near(v):  # ... but round to nearest as if they were 2^(emax + 1)
        return big if v == inf else (-big if v == ninf else Fraction(float(v)))

    lo = c
    while lo != ninf and val(lo) > q:
        lo = np.nextafter(lo, ninf)
    while lo != inf:
        n = np.nextafter(lo, inf)
        if n != inf and val(n) <= q:
            lo = n
        else:
            break
    hi = lo if (lo not in (inf, ninf) and val(lo) == q) else np.nextafter(lo, inf)
    if lo == hi:
        return lo
    if mode == "rd" or (mode == "rz" and q > 0):
        return lo  # -inf only below -max (rd); toward zero stops at +-max
    if mode == "ru" or (mode == "rz" and q < 0):
        return hi
    dl, dh = q - near(lo), near(hi) - q
    if dl < dh:
        return lo
    if dh < dl:
        return hi
    if abs(lo) == inf or abs(hi) == inf:
        return hi if abs(hi) == inf else lo
    even_lo = int(np.array(lo).view(np.uint32 if dt == np.float32 else np.uint64)) & 1 == 0
    return lo if even_lo else hi


def _fin(*xs):
    return all(math.isfinite(float(x)) for x in xs)


def _exact_arith(op, mode, dt, *xs):
    """One IEEE operation, rounded in `mode`, on Python floats (exactly, with rationals)."""
    dt = np.dtype(dt)
    with np.errstate(all="ignore"):
        rn = {"add": lambda a, b: dt.type(a) + dt.type(b), "sub": lambda a, b: dt.type(a) - dt.type(b),
              "mul": lambda a, b: dt.type(a) * dt.type(b), "div": lambda a, b: dt.type(a) / dt.type(b),
              "rcp": lambda a: dt.type(1) / dt.type(a), "sqrt": lambda a: np.sqrt(dt.type(a)),
              "fma": lambda a, b, c: dt.type(a) * dt.type(b) + dt.type(c)}[op](*xs)
    if not _fin(*xs) or (op in ("div", "rcp") and xs[-1] == 0) or (op == "sqrt" and xs[0] <= 0):
        return rn  # infinities, NaNs, division by zero, sqrt of zero/negative: the same in every mode
    fx = [Fraction(float(x)) for x in xs]
    if op == "sqrt":
        q2 = fx[0]
        c = np.sqrt(np.float64(xs[0])) if dt == np.float64 else np.float32(math.sqrt(float(xs[0])))
        c = dt.type(c)

        def sq(v):
            return Fraction(float(v)) ** 2
        lo = c
        while sq(lo) > q2:
            lo = np.nextafter(lo, dt.type(0))
        while sq(np.nextafter(lo, dt.type(np.inf))) <= q2:
            lo = np.nextafter(lo, dt.type(np.inf))
        if sq(lo) == q2 or mode in ("rd", "rz"):
            return lo
        hi = np.nextafter(lo, dt.type(np.inf))
        if mode == "ru":
            return hi
        mid = (Fraction(float(lo)) + Fraction(float(hi))) / 2  # sqrt is never exactly halfway
        return lo if mid * mid > q2 else hi
    if op == "add":
        q = fx[0] + fx[1]
    elif op == "sub":
        q = fx[0] - fx[1]
    elif op == "mul":
        q = fx[0] * fx[1]
    elif op == "div":
        q = fx[0] / fx[1]
    elif op == "rcp":
        q = 1 / fx[0]
    else:
        q = fx[0] * fx[1] + fx[2]
    if q == 0:
        if op in ("mul", "div"):
            return rn  # sign is the xor of the operands' signs in every mode
        if op == "fma":
            prod_zero = fx[0] * fx[1] == 0
            terms = [math.copysign(1, float(xs[0])) * math.copysign(1, float(xs[1])), math.copysign(1, float(xs[2]))] \
                if prod_zero and fx[2] == 0 else None
        else:
            b = float(xs[1]) if op == "add" else -float(xs[1])
            terms = [math.copysign(1, float(xs[0])), math.copysign(1, b)] if fx[0] == 0 and fx[1] == 0 else None
        if terms is not None and terms[0] == terms[1]:
            return dt.type(math.copysign(0.0, terms[0]))
        return dt.type(-0.0 if mode == "rd" else 0.0)
    return _round_rational(q, dt, mode)


def _elementwise_exact(fn, dt, *arrays):
    arrays = np.broadcast_arrays(*arrays)
    out = np.empty(arrays[0].shape, dtype=dt)
    for idx in np.ndindex(out.shape):
        out[idx] = fn(*(a[idx] for a in arrays))
    return out


def _as_unsigned(a):
    return a.view({4: np.uint32, 8: np.uint64}[a.dtype.itemsize])


def _bit_length(u, bits):
    u = u.astype(np.uint64)
    n = np.zeros(u.shape, dtype=np.int64)
    for s in (32, 16, 8, 4, 2, 1):
        if s >= bits:
            continue
        m = u >= (np.uint64(1) << np.uint64(s))
        n += m * s
        u = np.where(m, u >> np.uint64(s), u)
    return n + (u > 0)


def _popcount(u):
    if hasattr(np, "bitwise_count"):
        return np.bitwise_count(u).astype(np.int64)
    u = u.astype(np.uint64)
    n = np.zeros(u.shape, dtype=np.int64)
    for _ in range(64):
        n += (u & np.uint64(1)).astype(np.int64)
        u = u >> np.uint64(1)
    return n


_REV8 = np.array([int(f"{i:08b}"[::-1], 2) for i in range(256)], dtype=np.uint8)


def _brev(a):
    u = np.ascontiguousarray(a)
    b = u.view(np.uint8).reshape(u.shape + (u.dtype.itemsize,))
    return _REV8[b[..., ::-1]].copy().view(u.dtype).reshape(u.shape)


def _mulhi(a, b, signed):
    from .numpy_semantics import _mulhi as mulhu
    hi = mulhu(a, b)
    if not signed:
        return hi
    with np.errstate(all="ignore"):
        hi = hi - np.where(a < 0, b, 0).astype(a.dtype) - np.where(b < 0, a, 0).astype(a.dtype)
    return hi.astype(a.dtype)


def _round_half_away(x):
    t = np.trunc(x)
    with np.errstate(all="ignore"):
        return np.where(np.abs(x - t) >= 0.5, t + np.copysign(np.ones_like(x), x), t).astype(x.dtype)


def _ilogb(x):
    with np.errstate(all="ignore"):
        _, e = np.frexp(x)
    r = (e.astype(np.int64) - 1)
    r = np.where((x == 0) | np.isnan(x), -2**31, r)
    r = np.where(np.isinf(x), 2**31 - 1, r)
    return r.astype(np.int32)


def _ieee_remainder(x, y):
    def one(a, b):
        a, b = float(a), float(b)
        if math.isnan(a) or math.isnan(b) or math.isinf(a) or b == 0:
            return math.nan
        return math.remainder(a, b)
    return np.vectorize(one, otypes=[np.float64])(x, y)


def _to_int(x, dt, signed):
    from .numpy_semantics import _saturating_to_int
    return _saturating_to_int(x, np.dtype(dt), signed)


_ROUND_INT = {"rn": np.rint, "rz": np.trunc, "rd": np.floor, "ru": np.ceil}


def _nan_as_nvidia(x, r, dt):
    """NaN -> integer as NVIDIA's `cvt` gives it (measured on an H100): 0 from float32 to 32 bits,
    else only the top bit set (float64 to 32 bits, anything to 64 bits)."""
    dt = np.dtype(dt)
    if x.dtype == np.float32 and dt.itemsize == 4:
        return r
    return np.where(np.isnan(x), np.array(np.iinfo(dt).min, dt), r)


def evaluate(fn: str, operand_types, result_type, args):
    """What `tt.extern_elementwise` with semantics `fn` computes on NumPy values (storage as in
    numpy_semantics: signed integers, float32/float64)."""
    from .numpy_semantics import np_dtype
    out_dt = np_dtype(result_type)
    xs = [np.asarray(a) for a in args]
    x = xs[0]
    with np.errstate(all="ignore"):
        r = _evaluate(fn, xs, x, out_dt, operand_types)
    return np.asarray(r).astype(out_dt) if np.asarray(r).dtype != out_dt else np.asarray(r)


def _evaluate(fn, xs, x, out_dt, operand_types):
    head, _, mode = fn.partition(".")
    if fn in LIBM or fn in ("jn", "yn"):
        if fn in ("jn", "yn"):
            v = _libm64(fn, xs[0], xs[1].astype(np.float64))
        else:
            v = _libm64(fn, *[a.astype(np.float64) for a in xs])
        return np.asarray(v).astype(out_dt)
    if fn == "powi":
        return np.power(x.astype(np.float64), xs[1].astype(np.float64)).astype(out_dt)
    if fn == "rsqrt":
        return (1 / np.sqrt(x)).astype(out_dt)
    if fn == "rsqrt.rn":
        return (1 / np.sqrt(x.astype(np.float64))).astype(out_dt)
    if head in ("add", "sub", "mul", "div", "rcp", "sqrt", "fma"):
        if mode == "rn" and head != "fma":
            op = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "div": np.divide}.get(head)
            if op is not None:
                return op(*xs)
            return np.sqrt(x) if head == "sqrt" else x.dtype.type(1) / x
        return _elementwise_exact(lambda *v: _exact_arith(head, mode, out_dt, *v), out_dt, *xs)
    if head == "f2f":
        if mode == "rn":
            return x.astype(out_dt)
        return _elementwise_exact(lambda v: out_dt.type(v) if not _fin(v) or v == 0 else
                                  _round_rational(Fraction(float(v)), out_dt, mode), out_dt, x)
    if head in ("f2i", "f2u"):
        return _nan_as_nvidia(x, _to_int(_ROUND_INT[mode](x), out_dt, head == "f2i"), out_dt)
    if head in ("i2f", "u2f"):
        src = _as_unsigned(x) if head == "u2f" else x
        if mode == "rn":
            return src.astype(out_dt)
        return _elementwise_exact(lambda v: out_dt.type(0) if int(v) == 0 else
                                  _round_rational(Fraction(int(v)), out_dt, mode), out_dt, src)
    if fn == "llround":
        return _nan_as_nvidia(x, _to_int(_round_half_away(x), out_dt, True), out_dt)
    if fn == "bitcast":
        return x.view(out_dt)
    if fn == "hiloint2double":
        u = (_as_unsigned(xs[0]).astype(np.uint64) << np.uint64(32)) | _as_unsigned(xs[1]).astype(np.uint64)
        return u.view(np.float64)
    if fn in ("double2loint", "double2hiint"):
        u = x.view(np.uint64)
        w = u >> np.uint64(32) if fn == "double2hiint" else u & np.uint64(0xFFFFFFFF)
        return w.astype(np.uint32).view(np.int32)
    # ------------------------------------------------ exact float functions
    if fn == "absf":
        return np.abs(x)
    if fn in ("floor", "ceil", "trunc", "rint"):
        return {"floor": np.floor, "ceil": np.ceil, "trunc": np.trunc, "rint": np.rint}[fn](x)
    if fn == "round":
        return _round_half_away(x)
    if fn == "saturate":
        return np.where(x > 0, np.where(x < 1, x, x.dtype.type(1)), x.dtype.type(0))
    if fn == "isnan":
        return np.isnan(x).astype(np.int32)
    if fn == "isinf":
        return np.isinf(x).astype(np.int32)
    if fn == "isfinite":
        return np.isfinite(x).astype(np.int32)
    if fn == "signbit":
        return np.signbit(x).astype(np.int32)
    if fn == "copysign":
        return np.copysign(x, xs[1])
    if fn == "nextafter":
        return np.nextafter(x, xs[1])
    if fn == "fdim":
        y = xs[1]
        r = np.where(x > y, x - y, x.dtype.type(0))
        return np.where(np.isnan(x) | np.isnan(y), x + y, r)
    if fn == "fmod":
        return np.fmod(x, xs[1])
    if fn == "remainder":
        return _ieee_remainder(x, xs[1])
    if fn == "ldexp":
        return np.ldexp(x, xs[1].astype(np.int32))
    if fn == "ilogb":
        return _ilogb(x)
    if fn == "logb":
        r = _ilogb(x).astype(x.dtype)
        r = np.where(x == 0, -np.inf, r)
        return np.where(np.isinf(x), np.inf, np.where(np.isnan(x), x, r))
    # ------------------------------------------------ integers
    bits = x.dtype.itemsize * 8
    if fn == "absi":
        return np.abs(x)
    if fn == "clz":
        return bits - _bit_length(_as_unsigned(x), bits)
    if fn == "popc":
        return _popcount(_as_unsigned(x))
    if fn == "brev":
        return _brev(x)
    if fn == "ffs":
        u = _as_unsigned(x).astype(np.uint64)
        with np.errstate(all="ignore"):
            low = u & (~u + np.uint64(1))
        return np.where(u == 0, 0, _bit_length(low, 64))
    if fn in ("mulhi", "umulhi"):
        return _mulhi(x, xs[1], fn == "mulhi")
    if fn in ("mul24", "umul24"):
        if fn == "mul24":
            a = ((xs[0].astype(np.int64) & 0xFFFFFF) ^ 0x800000) - 0x800000
            b = ((xs[1].astype(np.int64) & 0xFFFFFF) ^ 0x800000) - 0x800000
        else:
            a = _as_unsigned(xs[0]).astype(np.int64) & 0xFFFFFF
            b = _as_unsigned(xs[1]).astype(np.int64) & 0xFFFFFF
        return ((a * b) & 0xFFFFFFFF).astype(np.uint32).view(np.int32)
    if fn in ("sad", "usad"):
        if fn == "sad":
            a, b = xs[0].astype(np.int64), xs[1].astype(np.int64)
        else:
            a, b = _as_unsigned(xs[0]).astype(np.int64), _as_unsigned(xs[1]).astype(np.int64)
        z = _as_unsigned(xs[2]).astype(np.int64)
        return ((np.abs(a - b) + z) & 0xFFFFFFFF).astype(np.uint32).view(np.int32)
    if fn in ("hadd", "uhadd", "rhadd", "urhadd"):
        a, b = xs[0], xs[1]
        if fn.startswith("u"):
            a, b = _as_unsigned(a), _as_unsigned(b)
        h = (a ^ b) >> 1
        r = (a & b) + h if fn in ("hadd", "uhadd") else (a | b) - h
        return r.astype(a.dtype).view(np.int32)
    if fn == "byte_perm":
        v = (_as_unsigned(xs[1]).astype(np.uint64) << np.uint64(32)) | _as_unsigned(x).astype(np.uint64)
        s = _as_unsigned(xs[2]).astype(np.uint64)
        r = np.zeros(np.broadcast(v, s).shape, dtype=np.uint64)
        for n in range(4):
            sel = (s >> np.uint64(4 * n)) & np.uint64(7)
            r |= ((v >> (sel * np.uint64(8))) & np.uint64(0xFF)) << np.uint64(8 * n)
        return r.astype(np.uint32).view(np.int32)
    raise NotImplementedError(f"libdevice function {fn}")
