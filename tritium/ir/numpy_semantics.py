"""What each elementwise op computes, written with NumPy: the one definition the reference
interpreter executes and the constant folder folds with, so the two cannot disagree.

Storage: iN -> signed intN (i1 -> bool), f16/f32/f64 -> the same NumPy float, bf16 -> float32 holding
a bf16-representable value (rounded after every op), fp8 -> float32 holding the value of an fp8 bit
pattern (ir/fp8.py: conversions, rounding after every op), pointers -> int64 addresses.
Choices where LLVM leaves the result undefined (the backends must match them):
- shifts by >= the bit width give 0 (shl, shrui) or the sign fill (shrsi), as PTX does;
- float -> int conversions saturate and map NaN to 0 (LLVM's fptosi.sat), as PTX does; to types
  narrower than 16 bits they saturate to 16 bits and then truncate, as compiled Triton does on NVPTX;
- integer division or remainder by zero gives 0.
"""
from __future__ import annotations

import math

import numpy as np

from . import fp8
from .types import FP8_FORMATS, FloatType, IntType, PtrType, Type

_INT = {1: np.bool_, 8: np.int8, 16: np.int16, 32: np.int32, 64: np.int64}
_UINT = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}
_FLOAT = {"f16": np.float16, "bf16": np.float32, "f32": np.float32, "f64": np.float64}


def np_dtype(t: Type):
    s = t.scalar
    if isinstance(s, IntType):
        return np.dtype(_INT[s.bits])
    if isinstance(s, FloatType):
        if s.name in FP8_FORMATS:
            return np.dtype(np.float32)
        if s.name not in _FLOAT:
            raise NotImplementedError(f"the interpreter does not support {s.name}")
        return np.dtype(_FLOAT[s.name])
    if isinstance(s, PtrType):
        return np.dtype(np.int64)
    raise TypeError(f"no NumPy storage for {t}")


def as_unsigned(a: np.ndarray) -> np.ndarray:
    return a if a.dtype == np.bool_ else a.view(_UINT[a.dtype.itemsize * 8])


def round_bf16(x) -> np.ndarray:
    """Round float32 values to the nearest bfloat16 (ties to even); result stored as float32."""
    x = np.asarray(x, dtype=np.float32)
    b = x.view(np.uint32).astype(np.uint64)
    r = ((b + 0x7FFF + ((b >> 16) & 1)) & 0xFFFF0000).astype(np.uint32)
    r = np.where(np.isnan(x), (b.astype(np.uint32) & 0xFFFF0000) | 0x00400000, r).astype(np.uint32)
    return r.view(np.float32).reshape(x.shape)


def f64_to_bf16(x) -> np.ndarray:
    """float64 -> bfloat16 rounded once: round to float32 with round-to-odd, then to bf16 (exact)."""
    x = np.asarray(x, dtype=np.float64)
    with np.errstate(all="ignore"):
        y = x.astype(np.float32)
        yd = y.astype(np.float64)
        inexact = (yd != x) & np.isfinite(x) & np.isfinite(y)
        fix = inexact & ((y.view(np.uint32) & 1) == 0)
        toward = np.where(yd < x, np.float32(np.inf), np.float32(-np.inf))
        y = np.where(fix, np.nextafter(y, toward), y).astype(np.float32)
    return round_bf16(y)


def convert_float(x: np.ndarray, src: FloatType, dst: FloatType, rounding: str = "rtne") -> np.ndarray:
    if src.name in FP8_FORMATS or dst.name in FP8_FORMATS:
        return _convert_fp8(x, src, dst, rounding)
    with np.errstate(all="ignore"):
        if dst.name == "bf16":
            y = f64_to_bf16(x.astype(np.float64)) if src.name == "f64" else round_bf16(x.astype(np.float32))
        else:
            y = x.astype(_FLOAT[dst.name])
        if rounding == "rtz" and dst.bits < src.bits:
            # step results that rounded away from zero one ulp back toward zero
            wide = x.astype(np.float64)
            away = np.abs(y.astype(np.float64)) > np.abs(wide)
            away &= np.isfinite(wide)
            if away.any():
                if dst.name == "bf16":
                    bits = y.view(np.uint32) - np.uint32(0x10000)
                    stepped = bits.view(np.float32)
                else:
                    stepped = np.nextafter(y, np.zeros_like(y))
                y = np.where(away, stepped, y)
    return y


def _convert_fp8(x, src: FloatType, dst: FloatType, rounding: str) -> np.ndarray:
    """Conversions with an fp8 side (`tt.fp_to_fp`): exact upcasts, rounded/saturated downcasts."""
    if src.name == dst.name:
        return x
    if src.name in FP8_FORMATS:
        wide = fp8.to_f32(fp8.encode(x, src.name), src.name)
        if dst.name in FP8_FORMATS:
            return fp8.decode(fp8.from_float(wide, "f32", dst.name, rounding), dst.name)
        return convert_float(wide, FloatType("f32"), dst)  # exact: every fp8 value fits
    return fp8.decode(fp8.from_float(x, src.name, dst.name, rounding), dst.name)


def _saturating_to_int(x: np.ndarray, dt: np.dtype, signed: bool) -> np.ndarray:
    target = np.dtype(dt) if signed else np.dtype(_UINT[dt.itemsize * 8])
    info = np.iinfo(target)
    f = np.trunc(np.nan_to_num(x.astype(np.float64), nan=0.0, posinf=np.inf, neginf=-np.inf))
    big, small = f >= float(info.max), f <= float(info.min)
    mid = np.where(big | small, 0, f).astype(target)
    res = np.where(big, info.max, np.where(small, info.min, mid)).astype(target)
    return res.view(dt)


def _int_div(a, b, signed):
    if not signed:
        a, b = as_unsigned(a), as_unsigned(b)
    zero = b == 0
    safe = np.where(zero, 1, b).astype(b.dtype)
    with np.errstate(all="ignore"):
        if signed:
            q = np.floor_divide(a, safe)
            fix = (np.remainder(a, safe) != 0) & ((a < 0) != (safe < 0))
            q = q + fix.astype(q.dtype)
        else:
            q = a // safe
    q = np.where(zero, 0, q).astype(a.dtype)
    return q if signed else q.view(_INT[q.dtype.itemsize * 8])


def _int_rem(a, b, signed):
    if not signed:
        a, b = as_unsigned(a), as_unsigned(b)
    zero = b == 0
    safe = np.where(zero, 1, b).astype(b.dtype)
    with np.errstate(all="ignore"):
        r = np.fmod(a, safe) if signed else np.remainder(a, safe)
    r = np.where(zero, 0, r).astype(a.dtype)
    return r if signed else r.view(_INT[r.dtype.itemsize * 8])


def _shift(a, b, kind):
    bits = a.dtype.itemsize * 8
    amount = as_unsigned(b).astype(np.uint64)
    big = amount >= bits
    amt = np.where(big, 0, amount).astype(a.dtype if kind != "shrui" else as_unsigned(a).dtype)
    with np.errstate(all="ignore"):
        if kind == "shli":
            r = np.left_shift(a, amt.astype(a.dtype))
            return np.where(big, 0, r).astype(a.dtype)
        if kind == "shrsi":
            r = np.right_shift(a, amt.astype(a.dtype))
            return np.where(big, np.where(a < 0, -1, 0), r).astype(a.dtype)
        ua = as_unsigned(a)
        r = np.right_shift(ua, amt.astype(ua.dtype))
        return np.where(big, 0, r).astype(ua.dtype).view(a.dtype)


def _mulhi(a, b):
    ua, ub = as_unsigned(a), as_unsigned(b)
    bits = a.dtype.itemsize * 8
    if bits <= 32:
        r = (ua.astype(np.uint64) * ub.astype(np.uint64)) >> np.uint64(bits)
        return r.astype(ua.dtype).view(a.dtype)
    m = np.uint64(0xFFFFFFFF)
    a_lo, a_hi = ua & m, ua >> np.uint64(32)
    b_lo, b_hi = ub & m, ub >> np.uint64(32)
    with np.errstate(all="ignore"):
        lolo = a_lo * b_lo
        hilo = a_hi * b_lo
        lohi = a_lo * b_hi
        hihi = a_hi * b_hi
        cross = (lolo >> np.uint64(32)) + (hilo & m) + (lohi & m)
        hi = hihi + (hilo >> np.uint64(32)) + (lohi >> np.uint64(32)) + (cross >> np.uint64(32))
    return hi.view(np.int64)


def _float_op(fn):
    """Wrap a float op: bf16 values are computed in float32 and rounded back to bf16."""
    def f(t, *xs):
        with np.errstate(all="ignore"):
            r = fn(*xs)
        if t.scalar.name == "bf16":
            return round_bf16(r)
        if t.scalar.name in FP8_FORMATS:
            return fp8.round_values(r, t.scalar.name)
        return np.asarray(r, dtype=np_dtype(t))
    return f


_erf = np.vectorize(math.erf, otypes=[np.float64])

FLOAT_BINARY = {
    "arith.addf": _float_op(np.add), "arith.subf": _float_op(np.subtract), "arith.mulf": _float_op(np.multiply),
    "arith.divf": _float_op(np.divide), "tt.precise_divf": _float_op(np.divide), "arith.remf": _float_op(np.fmod),
    "arith.maximumf": _float_op(np.maximum), "arith.minimumf": _float_op(np.minimum),
    "arith.maxnumf": _float_op(np.fmax), "arith.minnumf": _float_op(np.fmin),
}

FLOAT_UNARY = {
    "math.exp": _float_op(np.exp), "math.exp2": _float_op(np.exp2), "math.log": _float_op(np.log),
    "math.log2": _float_op(np.log2), "math.sqrt": _float_op(np.sqrt), "tt.precise_sqrt": _float_op(np.sqrt),
    "math.rsqrt": _float_op(lambda x: 1 / np.sqrt(x)), "math.sin": _float_op(np.sin), "math.cos": _float_op(np.cos),
    "math.tan": _float_op(np.tan), "math.tanh": _float_op(np.tanh), "math.floor": _float_op(np.floor),
    "math.ceil": _float_op(np.ceil), "math.absf": _float_op(np.abs), "arith.negf": _float_op(np.negative),
    "math.erf": _float_op(lambda x: _erf(x.astype(np.float64)).astype(x.dtype)),
}


def _wrap(fn):
    def f(t, a, b):
        with np.errstate(all="ignore"):
            return np.asarray(fn(a, b)).astype(np_dtype(t))
    return f


INT_BINARY = {
    "arith.addi": _wrap(np.add), "arith.subi": _wrap(np.subtract), "arith.muli": _wrap(np.multiply),
    "arith.andi": _wrap(np.bitwise_and), "arith.ori": _wrap(np.bitwise_or), "arith.xori": _wrap(np.bitwise_xor),
    "arith.divsi": lambda t, a, b: _int_div(a, b, True), "arith.divui": lambda t, a, b: _int_div(a, b, False),
    "arith.remsi": lambda t, a, b: _int_rem(a, b, True), "arith.remui": lambda t, a, b: _int_rem(a, b, False),
    "arith.shli": lambda t, a, b: _shift(a, b, "shli"), "arith.shrsi": lambda t, a, b: _shift(a, b, "shrsi"),
    "arith.shrui": lambda t, a, b: _shift(a, b, "shrui"),
    "arith.maxsi": _wrap(np.maximum), "arith.minsi": _wrap(np.minimum),
    "arith.maxui": lambda t, a, b: np.maximum(as_unsigned(a), as_unsigned(b)).view(a.dtype),
    "arith.minui": lambda t, a, b: np.minimum(as_unsigned(a), as_unsigned(b)).view(a.dtype),
    "tt.mulhiui": lambda t, a, b: _mulhi(a, b),
}


def _bool_int_fix(fn):
    """i1 arithmetic is arithmetic modulo 2; NumPy bools need int views for add/sub/mul."""
    def f(t, a, b):
        if a.dtype == np.bool_:
            r = fn(IntType(8), a.astype(np.int8), b.astype(np.int8))
            return (r & 1).astype(np.bool_)
        return fn(t, a, b)
    return f


INT_BINARY = {k: _bool_int_fix(v) for k, v in INT_BINARY.items()}

_CMPI = {
    "eq": np.equal, "ne": np.not_equal, "slt": np.less, "sle": np.less_equal, "sgt": np.greater,
    "sge": np.greater_equal, "ult": np.less, "ule": np.less_equal, "ugt": np.greater, "uge": np.greater_equal,
}
_CMPF = {"oeq": np.equal, "one": np.not_equal, "olt": np.less, "ole": np.less_equal, "ogt": np.greater,
         "oge": np.greater_equal, "ueq": np.equal, "une": np.not_equal, "ult": np.less, "ule": np.less_equal,
         "ugt": np.greater, "uge": np.greater_equal}


def cmpi(pred: str, a, b):
    if pred[0] == "u":
        a, b = as_unsigned(a), as_unsigned(b)
    return _CMPI[pred](a, b)


def cmpf(pred: str, a, b):
    nan = np.isnan(a) | np.isnan(b)
    if pred == "ord":
        return ~nan
    if pred == "uno":
        return nan
    with np.errstate(all="ignore"):
        r = _CMPF[pred](a, b)
    if pred == "une":
        return r | nan
    return (r | nan) if pred[0] == "u" else (r & ~nan)


def cast(name: str, x: np.ndarray, src: Type, dst: Type, attrs: dict) -> np.ndarray:
    s, d = src.scalar, dst.scalar
    dt = np_dtype(dst)
    with np.errstate(all="ignore"):
        if name == "arith.extsi":
            return x.astype(dt)
        if name == "arith.extui":
            u = x if x.dtype == np.bool_ else as_unsigned(x)
            return u.astype(_UINT.get(d.bits, np.uint64)).view(dt) if d.bits > 1 else u.astype(dt)
        if name == "arith.trunci":
            if d.bits == 1:
                return (x & 1).astype(np.bool_)
            return x.astype(dt)
        if name in ("arith.sitofp", "arith.uitofp"):
            src_vals = as_unsigned(x) if name == "arith.uitofp" else x
            if d.name in FP8_FORMATS:  # through f64: one rounding
                return _convert_fp8(src_vals.astype(np.float64), FloatType("f64"), d, "rtne")
            if d.name == "bf16":
                return f64_to_bf16(src_vals.astype(np.float64))
            return src_vals.astype(dt)
        if name in ("arith.fptosi", "arith.fptoui"):
            if d.bits < 16:  # NVPTX has no 8-bit conversion: it saturates to 16 bits, then truncates
                wide = _saturating_to_int(x, np.dtype(np.int16), name == "arith.fptosi")
                return wide.astype(dt) if d.bits > 1 else (wide & 1).astype(np.bool_)
            return _saturating_to_int(x, dt, name == "arith.fptosi")
        if name in ("arith.extf", "arith.truncf", "tt.fp_to_fp"):
            return convert_float(x, s, d, attrs.get("rounding") or "rtne")
        if name == "arith.bitcast":
            if getattr(s, "name", None) in FP8_FORMATS:
                x = fp8.encode(x, s.name)
            if getattr(d, "name", None) in FP8_FORMATS:
                return fp8.decode(x, d.name)
            if getattr(s, "name", None) == "bf16":
                x = (x.view(np.uint32) >> 16).astype(np.uint16)
            if getattr(d, "name", None) == "bf16":
                return (x.view(np.uint16).astype(np.uint32) << 16).view(np.float32)
            return x.view(dt)
        if name in ("tt.int_to_ptr", "tt.ptr_to_int", "tt.bitcast"):
            return x.astype(dt)
    raise NotImplementedError(name)


# ---------------------------------------------------------------- values in memory
def mem_format(elt: Type):
    """(bytes, NumPy storage dtype) of one element in memory: bf16 as its 16 bits, i1 as a byte."""
    if isinstance(elt, PtrType):
        return 8, np.dtype(np.int64)
    if isinstance(elt, FloatType) and elt.name == "bf16":
        return 2, np.dtype(np.uint16)
    if isinstance(elt, FloatType) and elt.name in FP8_FORMATS:
        return 1, np.dtype(np.uint8)
    dt = np_dtype(elt)
    if dt == np.bool_:
        return 1, np.dtype(np.int8)
    return dt.itemsize, dt


def from_memory(raw: np.ndarray, elt: Type) -> np.ndarray:
    if isinstance(elt, FloatType) and elt.name == "bf16":
        return (raw.astype(np.uint32) << 16).view(np.float32)
    if isinstance(elt, FloatType) and elt.name in FP8_FORMATS:
        return fp8.decode(raw, elt.name).reshape(np.shape(raw))
    if raw.dtype == np.int8 and np_dtype(elt) == np.bool_:
        return raw != 0
    return raw


def to_memory(vals: np.ndarray, elt: Type) -> np.ndarray:
    if isinstance(elt, FloatType) and elt.name == "bf16":
        return (np.asarray(vals, dtype=np.float32).view(np.uint32) >> 16).astype(np.uint16)
    if isinstance(elt, FloatType) and elt.name in FP8_FORMATS:
        return fp8.encode(vals, elt.name).reshape(np.shape(vals))
    if vals.dtype == np.bool_:
        return vals.astype(np.int8)
    return vals


def constant(value, t: Type) -> np.ndarray:
    dt = np_dtype(t)
    if t.scalar.is_float() and t.scalar.name == "bf16":
        v = round_bf16(np.float32(value))
    elif t.scalar.is_float() and t.scalar.name in FP8_FORMATS:
        v = _convert_fp8(np.array(value, dtype=np.float64), FloatType("f64"), t.scalar, "rtne")
    elif dt == np.bool_:
        v = np.bool_(value)
    elif dt.kind == "i":
        v = np.array(value).astype(dt)
    else:
        with np.errstate(all="ignore"):
            v = np.array(value, dtype=np.float64).astype(dt)
    return np.full(t.shape, v, dtype=dt) if t.shape else np.asarray(v, dtype=dt)


def clampf(x, lo, hi, propagate_nan: str, t: Type):
    with np.errstate(all="ignore"):
        if propagate_nan == "all":
            r = np.minimum(np.maximum(x, lo), hi)
        else:
            r = np.fmin(np.fmax(x, lo), hi)
    return np.asarray(r, dtype=np_dtype(t))  # of fp8 values: one of them, no rounding


def fma(t, a, b, c):
    with np.errstate(all="ignore"):
        r = a.astype(np.float64) * b.astype(np.float64) + c.astype(np.float64)
    if t.scalar.name == "bf16":
        return f64_to_bf16(r)
    if t.scalar.name in FP8_FORMATS:
        return _convert_fp8(r, FloatType("f64"), t.scalar, "rtne")
    return r.astype(np_dtype(t))


def elementwise(name: str, attrs: dict, operand_types, result_type, args):
    """Evaluate one elementwise op on NumPy values; None if `name` is not elementwise."""
    if name in INT_BINARY:
        return INT_BINARY[name](result_type, *args)
    if name in FLOAT_BINARY:
        return FLOAT_BINARY[name](result_type, *args)
    if name == "math.absf" and result_type.scalar.name in FP8_FORMATS:  # clears the sign bit, as Triton
        n = result_type.scalar.name
        return fp8.decode(fp8.encode(args[0], n) & np.uint8(0x7F), n).reshape(np.shape(args[0]))
    if name in FLOAT_UNARY:
        return FLOAT_UNARY[name](result_type, *args)
    if name == "math.absi":
        with np.errstate(all="ignore"):
            return np.abs(args[0])
    if name == "arith.cmpi":
        return cmpi(attrs["predicate"], *args)
    if name == "arith.cmpf":
        return cmpf(attrs["predicate"], *args)
    if name == "arith.select":
        return np.where(*args).astype(np_dtype(result_type))
    if name == "math.fma":
        return fma(result_type, *args)
    if name == "tt.extern_elementwise":
        from .libdevice import evaluate, fn_of
        if fn_of(attrs) is None:
            raise NotImplementedError(f"no semantics for the external function {attrs.get('symbol')}")
        return evaluate(fn_of(attrs), operand_types, result_type, args)
    if name == "tt.clampf":
        return clampf(*args, attrs.get("propagate_nan", "none"), result_type)
    if name == "tt.addptr":
        p, off = args
        elt = result_type.scalar.pointee
        size = 8 if elt.is_ptr() else max(1, elt.bits // 8)
        with np.errstate(all="ignore"):
            return (p + off.astype(np.int64) * size).astype(np.int64)
    if name.startswith(("arith.ext", "arith.trunc", "arith.sito", "arith.uito", "arith.fpto")) or \
            name in ("arith.bitcast", "tt.fp_to_fp", "tt.int_to_ptr", "tt.ptr_to_int", "tt.bitcast"):
        return cast(name, args[0], operand_types[0], result_type, attrs)
    return None
