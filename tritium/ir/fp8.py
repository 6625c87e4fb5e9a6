"""The five fp8 formats and their conversions, written with NumPy: the interpreter's (and the constant
folder's) definition; `codegen/llvm/elementwise.py` emits the same integer steps as LLVM IR.

Formats (IR name: Triton dtype; mantissa bits, exponent bias; specials):
- f8E4M3FN (float8e4nv, torch.float8_e4m3fn): 3, 7; no inf, NaN = S.1111.111; max 448.
- f8E5M2 (float8e5, torch.float8_e5m2): 2, 15; IEEE: inf = S.11111.00, NaN = S.11111.{01,10,11}; max 57344.
- f8E4M3B11FNUZ (float8e4b15): 3, 15; every pattern finite (0x7F = 1.875, as Triton's bit-shift
  upcast to fp16 reads it); conversions to it clamp to 1.75.
- f8E4M3FNUZ (float8e4b8, torch.float8_e4m3fnuz): 3, 8; NaN = 0x80, no inf, no -0; max 240.
- f8E5M2FNUZ (float8e5b16, torch.float8_e5m2fnuz): 2, 16; NaN = 0x80, no inf, no -0; max 57344.

Conversions (Triton on sm_90, where the formats exist there):
- fp8 -> wider float: exact; a NaN stays a NaN of its sign (quiet, payload kept).
- wider float -> fp8, rounding 'rtne': rounded once to nearest even (f64 sources too), then
  saturated as PTX `cvt.rn.satfinite` does: |x| beyond the largest finite value, inf included,
  gives the largest finite value of x's sign; NaN gives NaN (S.1111.111 for e4m3fn, S.11111.1m for
  e5m2 with m the second payload bit, 0x80 for the fnuz types). A zero result of the fnuz types is +0.
- 'rtz': truncated toward zero; finite overflow gives the largest finite value, inf stays inf in
  e5m2 (Triton: cvt.rz to fp16, then the fp16's top byte) and saturates elsewhere.
- to float8e4b15 (Triton's inline conversion): from fp16 (an fp32 goes to fp16 first with the
  rounding asked for): |x| clamped to 1.75 (NaN too), rounded half away from zero, sign kept.

Values of fp8 type live in float32 arrays holding the value each bit pattern decodes to (NaN
patterns to NaNs that encode back to the same pattern), as bf16 values live in float32 arrays.
"""
from __future__ import annotations

import numpy as np

from .types import FP8_FORMATS

# name -> (largest finite magnitude pattern, has inf, NaN kind)
_MAX = {"f8E4M3FN": 0x7E, "f8E5M2": 0x7B, "f8E4M3B11FNUZ": 0x7F, "f8E4M3FNUZ": 0x7F, "f8E5M2FNUZ": 0x7F}
FNUZ = ("f8E4M3FNUZ", "f8E5M2FNUZ")


def max_pattern(name: str) -> int:
    return _MAX[name]


def _decode_table(name: str) -> np.ndarray:
    """float32 bits of each of the 256 patterns (the storage decoding)."""
    m, bias = FP8_FORMATS[name]
    b = np.arange(256, dtype=np.uint32)
    s = (b >> 7) << 31
    mag = b & 0x7F
    e = mag >> m
    f = mag & ((1 << m) - 1)
    normal = s | ((e + (127 - bias)) << 23) | (f << (23 - m))
    sub = (f.astype(np.float32) * np.float32(2.0 ** (1 - bias - m))).view(np.uint32) | s
    out = np.where(e == 0, sub, normal).astype(np.uint32)
    if name == "f8E5M2":
        out = np.where(e == 31, s | 0x7F800000 | (f << 21), out)
    elif name == "f8E4M3FN":
        out = np.where(mag == 0x7F, s | 0x7FF00000, out)
    elif name in FNUZ:
        out = np.where(b == 0x80, np.uint32(0x7FC00000), out)
    return out.astype(np.uint32)


_TABLES: dict = {}


def decode(bits, name: str) -> np.ndarray:
    """uint8/int8 patterns -> float32 values (storage: NaN payloads kept as they are)."""
    if name not in _TABLES:
        _TABLES[name] = _decode_table(name)
    b = np.asarray(bits).view(np.uint8) if np.asarray(bits).dtype.itemsize == 1 else np.asarray(bits).astype(np.uint8)
    return _TABLES[name][b.astype(np.intp)].view(np.float32)


def to_f32(bits, name: str) -> np.ndarray:
    """The conversion fp8 -> f32 (`tt.fp_to_fp`): exact, NaNs quiet."""
    v = decode(bits, name).view(np.uint32)
    nan = (v & 0x7FFFFFFF) > 0x7F800000
    return np.where(nan, v | 0x00400000, v).astype(np.uint32).view(np.float32)


def _f64_to_f32_odd(x: np.ndarray) -> np.ndarray:
    """f64 -> f32 rounding to odd (finite magnitudes beyond f32's range clamp to its largest), so
    that one more rounding to a narrower format is a correct single rounding."""
    x = np.asarray(x, dtype=np.float64)
    with np.errstate(all="ignore"):
        big = np.finfo(np.float32).max
        x = np.where(np.isfinite(x), np.clip(x, -float(big), float(big)), x)
        y = x.astype(np.float32)
        inexact = (y.astype(np.float64) != x) & np.isfinite(x)
        fix = inexact & ((y.view(np.uint32) & 1) == 0)
        toward = np.where(y.astype(np.float64) < x, np.float32(np.inf), np.float32(-np.inf))
        return np.where(fix, np.nextafter(y, toward), y).astype(np.float32)


def from_f32_bits(bits: np.ndarray, name: str, rounding: str = "rtne") -> np.ndarray:
    """float32 bit patterns -> fp8 patterns (uint8), the general formats' rounding and saturation."""
    m, bias = FP8_FORMATS[name]
    bits = np.asarray(bits, dtype=np.uint32).astype(np.int64)
    a = bits & 0x7FFFFFFF
    sign = (bits >> 31) << 7
    E = a >> 23
    te = E - 127 + bias
    normal = te >= 1
    sh_n = 23 - m
    v_n = a - ((127 - bias) << 23)
    sig = (a & 0x7FFFFF) | np.where(E != 0, 1 << 23, 0)
    sh_s = np.minimum(23 - m + 128 - bias - np.maximum(E, 1), 40)
    v = np.where(normal, v_n, sig)
    sh = np.where(normal, sh_n, sh_s)
    if rounding == "rtz":
        r = v >> sh
    else:
        r = (v + (1 << (sh - 1)) - 1 + ((v >> sh) & 1)) >> sh
    r = np.minimum(r, _MAX[name])
    nan = a > 0x7F800000
    if rounding == "rtz" and name == "f8E5M2":
        r = np.where(a == 0x7F800000, 0x7C, r)
    out = sign | r
    if name == "f8E4M3FN":
        out = np.where(nan, sign | 0x7F, out)
    elif name == "f8E5M2":
        out = np.where(nan, sign | 0x7E | ((a >> 21) & 1), out)
    elif name in FNUZ:
        out = np.where(r == 0, 0, out)
        out = np.where(nan, 0x80, out)
    return out.astype(np.uint8)


def f16_to_e4b15(h: np.ndarray) -> np.ndarray:
    """fp16 values -> float8e4b15 patterns (Triton's conversion: clamp to 1.75, round half up)."""
    hb = np.asarray(h, dtype=np.float16).view(np.uint16).astype(np.int64)
    a = hb & 0x7FFF
    a = np.where(a > 0x7C00, 0x3F00, np.minimum(a, 0x3F00))
    return (((hb >> 8) & 0x80) | ((a + 0x40) >> 7)).astype(np.uint8)


def from_float(x: np.ndarray, src: str, name: str, rounding: str = "rtne") -> np.ndarray:
    """Values of float type `src` ('f16', 'bf16' (held in float32), 'f32', 'f64') -> fp8 patterns."""
    x = np.asarray(x)
    with np.errstate(all="ignore"):
        if name == "f8E4M3B11FNUZ":
            if src == "f16":
                h = x.astype(np.float16)
            else:
                from .numpy_semantics import convert_float
                from .types import FloatType
                f = x.astype(np.float32) if src != "f64" else _f64_to_f32_odd(x)
                h = convert_float(f, FloatType("f32"), FloatType("f16"), rounding)
            return f16_to_e4b15(h)
        f = _f64_to_f32_odd(x) if src == "f64" else x.astype(np.float32)
    return from_f32_bits(f.view(np.uint32), name, rounding)


def encode(vals: np.ndarray, name: str) -> np.ndarray:
    """Storage encoding: the inverse of `decode` on the values it gives (NaN payloads and inf kept)."""
    f = np.asarray(vals, dtype=np.float32)
    bits = f.view(np.uint32).astype(np.int64)
    out = from_f32_bits(f.view(np.uint32), name, "rtne").astype(np.int64)
    a = bits & 0x7FFFFFFF
    sign = (bits >> 31) << 7
    if name == "f8E5M2":
        top = (a >> 21) & 3
        out = np.where(a > 0x7F800000, sign | 0x7C | np.where(top == 0, 2, top), out)
        out = np.where(a == 0x7F800000, sign | 0x7C, out)
    elif name == "f8E4M3B11FNUZ":  # no NaN or inf: every value it holds is finite
        out = np.where(a >= 0x7F800000, sign | 0x7E, out)
    return out.astype(np.uint8)


def round_values(x: np.ndarray, name: str) -> np.ndarray:
    """float32 results of arithmetic on fp8 values -> the fp8 value (rounded to nearest even,
    saturating), held in float32."""
    return decode(from_float(np.asarray(x, dtype=np.float32), "f32", name), name)
