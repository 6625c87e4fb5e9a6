"""How tile-IR types and constants are spelled in LLVM IR for the CPU.

Scalars map one to one, except these storage choices: `bf16` is kept as its 16 bits (`i16`) and
computed in f32 (x86 has no portable bf16 arithmetic), the fp8 types as their 8 bits (`i8`, converted
by integer steps in elementwise.py and computed in f32), and `i1` tiles live in memory as `i8`
(an `<N x i1>` store packs bits, an `[N x i1]` array does not).
"""
from __future__ import annotations

import struct

from ...ir.types import FP8_FORMATS, FloatType, IntType, PtrType, Type

_FLOAT = {"f16": "half", "bf16": "i16", "f32": "float", "f64": "double", **{n: "i8" for n in FP8_FORMATS}}


def llty(t: Type) -> str:
    """Register type of a tile-IR scalar type."""
    s = t.scalar
    if isinstance(s, IntType):
        return f"i{s.bits}"
    if isinstance(s, FloatType):
        if s.name not in _FLOAT:
            raise NotImplementedError(f"the CPU backend has no arithmetic for {s.name}")
        return _FLOAT[s.name]
    if isinstance(s, PtrType):
        return "ptr"
    raise TypeError(f"no LLVM type for {t}")


def memty(t: Type) -> str:
    """Type of one element in memory (tile buffers and global memory)."""
    s = t.scalar
    return "i8" if isinstance(s, IntType) and s.bits == 1 else llty(s)


def size_of(t: Type) -> int:
    s = t.scalar
    if isinstance(s, PtrType):
        return 8
    return max(1, s.bits // 8)


def vec(w: int, ty: str) -> str:
    """A vector of `w` lanes, or the scalar itself when w == 0."""
    return f"<{w} x {ty}>" if w else ty


def is_bf16(t: Type) -> bool:
    s = t.scalar
    return isinstance(s, FloatType) and s.name == "bf16"


def is_fp8(t: Type) -> bool:
    s = t.scalar
    return isinstance(s, FloatType) and s.name in FP8_FORMATS


def float_lit(value: float, ty: str) -> str:
    """An exact LLVM literal: doubles and floats as 64-bit hex, halves as 0xH."""
    v = float(value)
    if ty == "half":
        return "0xH" + struct.pack(">e", v).hex().upper()
    if ty == "float":
        v = struct.unpack("<f", struct.pack("<f", v))[0] if v == v and abs(v) != float("inf") else v
    return "0x" + struct.pack(">d", v).hex().upper()


def scalar_lit(value, t: Type) -> str:
    """Literal for a scalar constant of tile-IR type `t` (bf16 as its bits)."""
    s = t.scalar
    if isinstance(s, IntType):
        if s.bits == 1:
            return "true" if bool(value) else "false"
        v = int(value) & ((1 << s.bits) - 1)
        return str(v - (1 << s.bits) if v >= 1 << (s.bits - 1) else v)
    if isinstance(s, FloatType):
        if s.name == "bf16":
            from ...ir.numpy_semantics import constant
            import numpy as np
            bits = int(np.asarray(constant(value, s), dtype=np.float32).view(np.uint32)) >> 16
            return str(bits - 65536 if bits >= 32768 else bits)
        if s.name in FP8_FORMATS:
            from ...ir.numpy_semantics import constant
            from ...ir import fp8
            bits = int(fp8.encode(constant(value, s), s.name))
            return str(bits - 256 if bits >= 128 else bits)
        return float_lit(value, llty(s))
    if isinstance(s, PtrType):
        return "null" if not value else f"inttoptr (i64 {int(value)} to ptr)"
    raise TypeError(t)


def splat_lit(lit: str, w: int, ty: str) -> str:
    """Constant operand of `w` lanes (a plain literal when w == 0)."""
    return f"splat ({ty} {lit})" if w else lit
