"""Triton's typing rules in one place: scalar/tensor promotion, broadcasting, casts, and the IR each
language operation builds. Every `tl.*` builtin and every tensor operator ends up here.

The reference is compiled Triton (see DESIGN.md, "Semantics"): a Python number is a weak scalar that
does not widen a tensor of its kind or higher; a runtime scalar (a kernel argument) is a 0-d tensor
and promotes like any tensor, so an fp32 argument times an fp16 block computes in fp32.
"""
from __future__ import annotations

import math
import numbers

from . import dtypes as tdt
from .errors import KernelError, warn_in_kernel
from .block_pointers import BlockSemantics
from .semantic_elementwise import ElementwiseFunctionSemantics
from .semantic_memory import MemorySemantics
from .values import MAX_TENSOR_NUMEL, constexpr, tensor, unwrap  # noqa: F401 - MAX_TENSOR_NUMEL: its old home


def _fail(msg):
    raise KernelError(msg)


def _is_number(x) -> bool:
    return isinstance(x, numbers.Number) and not isinstance(x, tensor)


def _pow2(n) -> bool:
    return n > 0 and n & (n - 1) == 0


def integer_promote(a: tdt.dtype, b: tdt.dtype) -> tdt.dtype:
    """C-like promotion of two integer types (bool counts as unsigned)."""
    ra, rb = a.primitive_bitwidth, b.primitive_bitwidth
    if a.int_signedness == b.int_signedness:
        return a if ra > rb else b
    if a.is_int_unsigned():
        return a if ra >= rb else b
    return b if rb >= ra else a


def computation_type(a: tdt.dtype, a_weak: bool, b: tdt.dtype, b_weak: bool, div_or_mod: bool) -> tdt.dtype:
    """The dtype a binary arithmetic op computes in. `*_weak`: the operand was a Python number."""
    if a_weak != b_weak:
        scalar, tens = (a, b) if a_weak else (b, a)
        if scalar.kind().value <= tens.kind().value:
            if div_or_mod and tens in (tdt.float16, tdt.bfloat16):
                return tdt.float32
            return tens
    if a.is_fp64() or b.is_fp64():
        return tdt.float64
    if div_or_mod and (a.is_floating() or b.is_floating()):
        return tdt.float32  # no native fp16 division: Triton computes / and % of halves in fp32
    if a.is_fp32() or b.is_fp32():
        return tdt.float32
    if a.is_fp16() or b.is_fp16():
        return tdt.float16
    if a.is_bf16() or b.is_bf16():
        return tdt.bfloat16 if a == b else tdt.float32
    if a.is_fp8() and b.is_fp8():  # the same fp8 type computes in it, two different ones in fp16
        return a if a == b else tdt.float16
    if not (a.is_int() and b.is_int()):
        _fail(f"unexpected types {a} and {b}")
    if div_or_mod and a.int_signedness != b.int_signedness:
        _fail(f"Cannot use /, // or % with {a!r} and {b!r} because they have different signedness; "
              "cast them to the same signedness first")
    return integer_promote(a, b)


class Semantic(MemorySemantics, BlockSemantics, ElementwiseFunctionSemantics):
    """Builds IR for language operations at the builder's insertion point."""

    def __init__(self, builder, generator=None, options=None):
        self.b = builder
        self.generator = generator  # the CodeGenerator, for combine functions of reduce/scan
        self.options = options or {}

    # ------------------------------------------------------------------ building blocks
    def _make(self, name, operands, ty: tdt.dtype, **attrs) -> tensor:
        return tensor(self.b.value(name, [o.handle for o in operands], ty.to_ir(), **attrs), ty)

    def scalar_constant(self, value, ty: tdt.dtype) -> tensor:
        return tensor(self.b.value("arith.constant", [], ty.to_ir(), value=self._const_value(value, ty)), ty)

    @staticmethod
    def _const_value(value, ty: tdt.dtype):
        if ty.is_floating():  # the value the program computes with: rounded to the type
            from ..ir.numpy_semantics import constant
            return float(constant(float(value), ty.to_ir()))
        if ty.is_int1():
            return int(bool(value))
        v = int(value)
        bits = ty.primitive_bitwidth
        v &= (1 << bits) - 1  # store the bit pattern as a signed value of the width
        return v - (1 << bits) if v >= 1 << (bits - 1) else v

    def full(self, shape, value, dtype: tdt.dtype) -> tensor:
        shape = self.check_shape(shape)
        value, dtype = unwrap(value), unwrap(dtype)
        if isinstance(value, tensor):
            if value.type.is_block():
                _fail("full's value must be a scalar")
            v = self.cast(value, dtype)
            return self.splat(v, shape) if shape else v
        if not _is_number(value):
            _fail(f"full's value must be a number, got {value!r}")
        ty = tdt.block_type(dtype, shape) if shape else dtype
        return tensor(self.b.value("arith.constant", [], ty.to_ir(), value=self._const_value(value, dtype)), ty)

    def check_shape(self, shape):
        shape = unwrap(shape)
        if isinstance(shape, (int, constexpr)):
            shape = [shape]
        out = []
        for i, d in enumerate(shape):
            d = unwrap(d)
            if isinstance(d, tensor) or not isinstance(d, int):
                _fail(f"shape element {i} must be a constexpr int, got {d!r}")
            if not _pow2(d):
                _fail(f"shape element {i} must be a power of 2, got {d}")
            out.append(d)
        n = math.prod(out)
        if n > MAX_TENSOR_NUMEL:
            _fail(f"tensor has {n} elements, more than the maximum of {MAX_TENSOR_NUMEL}")
        return out

    def to_tensor(self, x) -> tensor:
        x = unwrap(x)
        if isinstance(x, tensor):
            return x
        if isinstance(x, bool):
            return self.scalar_constant(x, tdt.int1)
        if isinstance(x, numbers.Integral):
            x = int(x)
            for lo, hi, ty in ((-2**31, 2**31, tdt.int32), (2**31, 2**32, tdt.uint32),
                               (-2**63, 2**63, tdt.int64), (2**63, 2**64, tdt.uint64)):
                if lo <= x < hi:
                    return self.scalar_constant(x, ty)
            _fail(f"integer {x} does not fit in 64 bits")
        if isinstance(x, numbers.Real):
            x = float(x)
            fits32 = x == 0 or math.isinf(x) or math.isnan(x) or 1.1754943508222875e-38 <= abs(x) <= 3.4028234663852886e38
            return self.scalar_constant(x, tdt.float32 if fits32 else tdt.float64)
        _fail(f"cannot convert {x!r} to a tensor")

    def splat(self, x: tensor, shape) -> tensor:
        ty = tdt.block_type(x.dtype, shape)
        return self._make("tt.splat", [x], ty)

    # ------------------------------------------------------------------ broadcasting
    def broadcast_to_shape(self, x: tensor, shape) -> tensor:
        shape = tuple(shape)
        if not x.type.is_block():
            return self.splat(x, shape) if shape else x
        src = x.type.shape
        if src == shape:
            return x
        if len(src) > len(shape):
            _fail(f"cannot broadcast shape {list(src)} to {list(shape)}")
        while len(src) < len(shape):
            x = self.expand_dims(x, 0)
            src = x.type.shape
        for i, (a, b) in enumerate(zip(src, shape)):
            if a != b and a != 1:
                _fail(f"cannot broadcast shape {list(src)} to {list(shape)}: axis {i} has {a}, needs {b}")
        if src == shape:
            return x
        return self._make("tt.broadcast", [x], tdt.block_type(x.dtype, shape))

    @staticmethod
    def broadcast_shapes(a, b):
        a, b = list(a), list(b)
        n = max(len(a), len(b))
        a, b = [1] * (n - len(a)) + a, [1] * (n - len(b)) + b
        out = []
        for i, (x, y) in enumerate(zip(a, b)):
            if x == y or y == 1:
                out.append(x)
            elif x == 1:
                out.append(y)
            else:
                _fail(f"incompatible shapes {a} and {b}: axis {i} has {x} and {y}")
        return out

    def broadcast_all(self, values) -> tuple[list, list]:
        """(the values as tensors broadcast to their common shape, that shape; [] if all are scalars)."""
        values = [self.to_tensor(v) for v in values]
        shape = []
        for v in values:
            shape = self.broadcast_shapes(shape, v.type.shape if v.type.is_block() else [])
        return [self.broadcast_to_shape(v, shape) for v in values], shape

    def broadcast_pair(self, a: tensor, b: tensor):
        if not a.type.is_block() and not b.type.is_block():
            return a, b
        shape = self.broadcast_shapes(a.type.shape if a.type.is_block() else [],
                                      b.type.shape if b.type.is_block() else [])
        return self.broadcast_to_shape(a, shape), self.broadcast_to_shape(b, shape)

    # ------------------------------------------------------------------ binary arithmetic
    def binary_operands(self, a, b, allow_a_ptr=False, allow_b_ptr=False, arithmetic=True, div_or_mod=False):
        a, b = unwrap(a), unwrap(b)
        a_weak, b_weak = _is_number(a), _is_number(b)
        a_num, b_num = a, b
        a, b = self.to_tensor(a), self.to_tensor(b)
        sa, sb = a.dtype, b.dtype
        if sa.is_ptr() and not allow_a_ptr:
            _fail(f"unsupported operand: pointer {sa!r}")
        if sb.is_ptr() and not allow_b_ptr:
            _fail(f"unsupported operand: pointer {sb!r}")
        if sa.is_ptr() and sb.is_ptr() is False and not sb.is_int():
            _fail(f"pointer arithmetic needs an integer offset, got {sb!r}")
        if sb.is_ptr() and not sa.is_ptr() and not sa.is_int():
            _fail(f"pointer arithmetic needs an integer offset, got {sa!r}")
        if arithmetic and not sa.is_ptr() and not sb.is_ptr():
            ty = computation_type(sa, a_weak, sb, b_weak, div_or_mod)
            for num, weak in ((a_num, a_weak), (b_num, b_weak)):
                if weak and ty.is_int_unsigned() and num < 0:
                    _fail("cannot combine an unsigned tensor with a negative scalar; cast one of them explicitly")
                if weak and ty.is_int() and not isinstance(num, float) and \
                        not (ty.get_int_min_value() <= int(num) <= ty.get_int_max_value()) and not ty.is_int1():
                    _fail(f"scalar {num} is out of range for type {ty!r}")
            a = self.full([], a_num, ty) if a_weak else self.cast(a, ty)
            b = self.full([], b_num, ty) if b_weak else self.cast(b, ty)
        return self.broadcast_pair(a, b)

    def _arith(self, a, b, fop, sop, uop=None, div_or_mod=False):
        a, b = self.binary_operands(a, b, div_or_mod=div_or_mod)
        t = a.dtype
        if t.is_floating():
            return self._make(f"arith.{fop}", [a, b], a.type)
        op_name = uop if (uop and t.is_int_unsigned()) else sop
        return self._make(f"arith.{op_name}", [a, b], a.type)

    # add/sub/mul: `sanitize_overflow` asks for Triton's overflow check of integer results (done
    # only in debug compiles: semantic_elementwise.check_overflow); the kernel's operators and
    # tl.add/sub/mul ask, the frontend's own index arithmetic does not
    def add(self, a, b, sanitize_overflow=False):
        a, b = self.binary_operands(a, b, True, True)
        if a.dtype.is_ptr() and b.dtype.is_ptr():
            _fail("cannot add pointers together")
        if b.dtype.is_ptr():
            a, b = b, a
        if a.dtype.is_ptr():
            return self._make("tt.addptr", [a, b], a.type)
        r = self._make("arith.addf" if a.dtype.is_floating() else "arith.addi", [a, b], a.type)
        if sanitize_overflow:
            self.check_overflow("add", r)
        return r

    def sub(self, a, b, sanitize_overflow=False):
        a, b = self.binary_operands(a, b, True, False)
        if a.dtype.is_ptr():
            return self._make("tt.addptr", [a, self.neg(b)], a.type)
        r = self._make("arith.subf" if a.dtype.is_floating() else "arith.subi", [a, b], a.type)
        if sanitize_overflow:
            self.check_overflow("sub", r)
        return r

    def mul(self, a, b, sanitize_overflow=False):
        r = self._arith(a, b, "mulf", "muli")
        if sanitize_overflow:
            self.check_overflow("mul", r)
        return r

    def truediv(self, a, b):
        a, b = self.binary_operands(a, b, div_or_mod=True)
        sa, sb = a.dtype, b.dtype
        if sa.is_int() and sb.is_int():
            a, b = self.cast(a, tdt.float32), self.cast(b, tdt.float32)
        elif sa.is_floating() and sb.is_int():
            b = self.cast(b, sa)
        elif sa.is_int() and sb.is_floating():
            a = self.cast(a, sb)
        elif sa.primitive_bitwidth != sb.primitive_bitwidth:
            wide = sa if sa.primitive_bitwidth > sb.primitive_bitwidth else sb
            a, b = self.cast(a, wide), self.cast(b, wide)
        return self._make("arith.divf", [a, b], a.type)

    def floordiv(self, a, b):
        a, b = self.binary_operands(a, b, div_or_mod=True)
        if not a.dtype.is_int():
            _fail(f"// needs integer operands, got {a.dtype!r}; use / for floats")
        return self._make("arith.divui" if a.dtype.is_int_unsigned() else "arith.divsi", [a, b], a.type)

    def mod(self, a, b):
        a, b = self.binary_operands(a, b, div_or_mod=True)
        if a.dtype.is_floating():
            return self._make("arith.remf", [a, b], a.type)
        return self._make("arith.remui" if a.dtype.is_int_unsigned() else "arith.remsi", [a, b], a.type)

    def _bitwise_operands(self, a, b):
        # Triton 3.6 types bitwise operands as arithmetic ones: a Python int takes the tensor's type
        # (`uint8 & 0x7` is uint8, `uint16 << 6` is uint16), where older Triton widened it to int32
        a, b = self.binary_operands(a, b)
        if not a.dtype.is_int() or not b.dtype.is_int():
            _fail(f"invalid operands of type {a.dtype!r} and {b.dtype!r}: bitwise operations need integers")
        ty = integer_promote(a.dtype, b.dtype)
        return self.cast(a, ty), self.cast(b, ty)

    def and_(self, a, b):
        a, b = self._bitwise_operands(a, b)
        return self._make("arith.andi", [a, b], a.type)

    def or_(self, a, b):
        a, b = self._bitwise_operands(a, b)
        return self._make("arith.ori", [a, b], a.type)

    def xor_(self, a, b):
        a, b = self._bitwise_operands(a, b)
        return self._make("arith.xori", [a, b], a.type)

    def shl(self, a, b):
        a, b = self._bitwise_operands(a, b)
        return self._make("arith.shli", [a, b], a.type)

    def shr(self, a, b):
        signed = self.to_tensor(a).dtype.is_int_signed() if isinstance(unwrap(a), tensor) else \
            self.to_tensor(b).dtype.is_int_signed()  # the tensor operand's own signedness decides
        a, b = self._bitwise_operands(a, b)
        return self._make("arith.shrsi" if signed else "arith.shrui", [a, b], a.type)

    def logical_and(self, a, b):
        return self.and_(self._as_bool(a), self._as_bool(b))

    def logical_or(self, a, b):
        return self.or_(self._as_bool(a), self._as_bool(b))

    def _as_bool(self, x, what="and/or/not"):
        x = self.to_tensor(x)
        if x.dtype.is_ptr():  # Triton casts a pointer to int1 here: `ptr != 0` (`if p and ...`)
            return self.cast(x, tdt.int1)
        if not x.dtype.is_int1():
            _fail(f"`{what}` needs boolean (int1) tensors, got {x.dtype!r}; compare explicitly (x != 0) "
                  "or use & | ~ for bitwise logic")
        return x

    def not_(self, x):
        return self.xor_(self._as_bool(x, "not"), True)

    def neg(self, x):
        x = self.to_tensor(x)
        if x.dtype.is_ptr():
            _fail(f"wrong type argument to unary minus ({x.dtype!r})")
        if x.dtype.is_floating():
            return self._make("arith.negf", [x], x.type)
        return self.sub(self.full(x.type.shape if x.type.is_block() else [], 0, x.dtype), x, sanitize_overflow=True)

    def invert(self, x):
        x = self.to_tensor(x)
        if not x.dtype.is_int():
            _fail(f"wrong type argument to unary invert ({x.dtype!r})")
        ones = self.full(x.type.shape if x.type.is_block() else [], -1, x.dtype)
        return self._make("arith.xori", [x, ones], x.type)

    # ------------------------------------------------------------------ comparisons
    def _compare(self, a, b, fpred, spred, upred):
        a, b = self.binary_operands(a, b, True, True)
        if a.dtype.is_ptr() != b.dtype.is_ptr():
            p, other = (a, b) if a.dtype.is_ptr() else (b, a)
            _fail(f"cannot compare a pointer ({p.dtype}) with {other.dtype}; if the pointer is an argument, "
                  "an array or tensor was passed for it (a 0-d tensor too is memory: pass t.item() for a scalar)")
        ty = tdt.block_type(tdt.int1, a.type.shape) if a.type.is_block() else tdt.int1
        if a.dtype.is_floating():
            return self._make("arith.cmpf", [a, b], ty, predicate=fpred)
        if a.dtype.is_ptr():
            a, b = self.cast(a, tdt.int64), self.cast(b, tdt.int64)
        pred = upred if a.dtype.is_int_unsigned() else spred
        return self._make("arith.cmpi", [a, b], ty, predicate=pred)

    def equal(self, a, b): return self._compare(a, b, "oeq", "eq", "eq")
    def not_equal(self, a, b): return self._compare(a, b, "une", "ne", "ne")
    def less_than(self, a, b): return self._compare(a, b, "olt", "slt", "ult")
    def less_equal(self, a, b): return self._compare(a, b, "ole", "sle", "ule")
    def greater_than(self, a, b): return self._compare(a, b, "ogt", "sgt", "ugt")
    def greater_equal(self, a, b): return self._compare(a, b, "oge", "sge", "uge")

    # ------------------------------------------------------------------ min / max / where
    def minimum(self, a, b, propagate_nan="none"):
        return self._arith(a, b, "minimumf" if _nan_all(propagate_nan) else "minnumf", "minsi", "minui")

    def maximum(self, a, b, propagate_nan="none"):
        return self._arith(a, b, "maximumf" if _nan_all(propagate_nan) else "maxnumf", "maxsi", "maxui")

    def clamp(self, x, lo, hi, propagate_nan="none"):
        x, lo = self.binary_operands(x, lo)
        x, hi = self.binary_operands(x, hi)
        x, lo = self.broadcast_pair(x, lo)
        if not x.dtype.is_floating():
            return self.minimum(self.maximum(x, lo), hi)
        lo, hi = self.cast(lo, x.dtype), self.cast(hi, x.dtype)
        lo = self.broadcast_to_shape(lo, x.type.shape if x.type.is_block() else [])
        hi = self.broadcast_to_shape(hi, x.type.shape if x.type.is_block() else [])
        return self._make("tt.clampf", [x, lo, hi], x.type, propagate_nan="all" if _nan_all(propagate_nan) else "none")

    def where(self, cond, x, y):
        cond = self.to_tensor(cond)
        if not cond.dtype.is_int1():  # as Triton: deprecated, warned, then compared != 0
            warn_in_kernel("tl.where with a non-boolean condition is deprecated and will error out in a future "
                           f"triton release. Got {cond.dtype}")
        cond = self.cast(cond, tdt.int1)
        x, y = self.binary_operands(x, y, True, True)
        if x.dtype != y.dtype:
            _fail(f"where arms have different types {x.dtype!r} and {y.dtype!r}")
        cond, x = self.broadcast_pair(cond, x)
        cond, y = self.broadcast_pair(cond, y)
        x, y = self.broadcast_pair(x, y)
        return self._make("arith.select", [cond, x, y], x.type)

    # ------------------------------------------------------------------ casts
    def cast(self, x, dst: tdt.dtype, rounding=None) -> tensor:
        x = self.to_tensor(x)
        dst = unwrap(dst)
        if not isinstance(dst, tdt.dtype):
            _fail(f"cast target must be a dtype, got {dst!r}")
        # a block type (`ptr.type.element_ty` of a block pointer) names its element type: the
        # value's own shape is kept, as in Triton (its cast takes the destination's scalar)
        dst = dst.scalar
        src = x.dtype
        if src == dst:
            return x
        shape = x.type.shape if x.type.is_block() else None
        out_ty = tdt.block_type(dst, shape) if shape is not None else dst
        if rounding not in (None, "rtne", "rtz"):
            _fail(f"fp_downcast_rounding must be 'rtne' or 'rtz', got {rounding!r}")
        if dst.is_fp8():
            self.check_fp8(dst)
        if (src.is_fp8() or dst.is_fp8()) and src.is_floating() and dst.is_floating():
            return self._cast_fp8(x, src, dst, out_ty, rounding)
        if src.is_floating() and dst.is_floating():
            if {src.name, dst.name} == {"fp16", "bf16"}:
                return self.cast(self.cast(x, tdt.float32), dst, rounding)
            if src.primitive_bitwidth > dst.primitive_bitwidth:
                return self._make("arith.truncf", [x], out_ty, rounding=rounding or "rtne")
            if rounding is not None:
                _fail("fp_downcast_rounding applies to narrowing float casts only")
            return self._make("arith.extf", [x], out_ty)
        if rounding is not None:
            _fail("fp_downcast_rounding applies to narrowing float casts only")
        if src.is_int() and dst.is_int():
            if dst.is_int1():
                return self.not_equal(x, 0)
            sb, db = src.primitive_bitwidth, dst.primitive_bitwidth
            if sb == db:
                return tensor(x.handle, out_ty)
            if sb > db:
                return self._make("arith.trunci", [x], out_ty)
            signed = src.is_int_signed()
            return self._make("arith.extsi" if signed else "arith.extui", [x], out_ty)
        if src.is_floating() and dst.is_int():
            if dst.is_int1():
                return self.not_equal(x, 0.0)
            return self._make("arith.fptosi" if dst.is_int_signed() else "arith.fptoui", [x], out_ty)
        if src.is_int() and dst.is_floating():
            return self._make("arith.sitofp" if src.is_int_signed() else "arith.uitofp", [x], out_ty)
        if src.is_ptr() and dst.is_int():
            as_i64 = self._make("tt.ptr_to_int", [x], tdt.block_type(tdt.int64, shape) if shape else tdt.int64)
            return self.cast(as_i64, dst)
        if src.is_int() and dst.is_ptr():
            return self._make("tt.int_to_ptr", [self.cast(x, tdt.int64)], out_ty)
        if src.is_ptr() and dst.is_ptr():
            return self._make("tt.bitcast", [x], out_ty)
        _fail(f"cannot cast {src!r} to {dst!r}")

    def check_fp8(self, ty: tdt.dtype):
        """Triton's per-target fp8 support (`supported_fp8_dtypes` of the backend's options)."""
        supported = self.options.get("supported_fp8_dtypes")
        if supported is not None and ty.scalar.name not in supported:
            _fail(f"type {ty.scalar.codegen_name()} not supported in this architecture. The supported fp8 dtypes "
                  f"are {tuple(supported)}")

    def _cast_fp8(self, x, src, dst, out_ty, rounding):
        """Casts between an fp8 type and another float type: `tt.fp_to_fp`, rounding to the nearest
        even unless told 'rtz' (which Triton allows from fp32 to float8e5 and float8e4b15 only)."""
        down = dst.primitive_bitwidth < src.primitive_bitwidth
        if rounding is not None and not down:
            _fail("fp_downcast_rounding applies to narrowing float casts only")
        if rounding == "rtz" and not (src.is_fp32() and (dst.is_fp8e5() or dst.is_fp8e4b15())):
            _fail(f"unsupported rounding mode rtz for a conversion from {src.codegen_name()} to {dst.codegen_name()}"
                  " (Triton rounds to fp8 toward zero from float32 to float8e5 and float8e4b15 only)")
        if dst.is_fp8e4b15() and not (src.is_fp16() or src.is_fp32()):
            _fail(f"conversion from {src.codegen_name()} to float8e4b15 is not supported: cast to float16 or "
                  "float32 first")
        if down:
            return self._make("tt.fp_to_fp", [x], out_ty, rounding=rounding or "rtne")
        return self._make("tt.fp_to_fp", [x], out_ty)

    def bitcast(self, x, dst: tdt.dtype) -> tensor:
        x = self.to_tensor(x)
        dst = unwrap(dst)
        if not isinstance(dst, tdt.dtype):
            _fail(f"bitcast target must be a dtype, got {dst!r}")
        dst = dst.scalar  # (a block type: its element type, as in cast)
        src = x.dtype
        if src == dst:
            return x
        if src.is_ptr() or dst.is_ptr():
            return self.cast(x, dst)
        if dst.is_fp8():
            self.check_fp8(dst)
        if src.primitive_bitwidth != dst.primitive_bitwidth:
            _fail(f"cannot bitcast {src!r} ({src.primitive_bitwidth} bits) to {dst!r} ({dst.primitive_bitwidth} bits)")
        out_ty = tdt.block_type(dst, x.type.shape) if x.type.is_block() else dst
        if src.is_int() and dst.is_int():
            return tensor(x.handle, out_ty)
        return self._make("arith.bitcast", [x], out_ty)

    # ------------------------------------------------------------------ program ids and ranges
    def program_id(self, axis):
        axis = _const_int(axis, "program_id's axis")
        if axis not in (0, 1, 2):
            _fail(f"program_id axis must be 0, 1, or 2 but got {axis}")
        return self._make("tt.get_program_id", [], tdt.int32, axis=axis)

    def num_programs(self, axis):
        axis = _const_int(axis, "num_programs' axis")
        if axis not in (0, 1, 2):
            _fail(f"num_programs axis must be 0, 1, or 2 but got {axis}")
        return self._make("tt.get_num_programs", [], tdt.int32, axis=axis)

    def arange(self, start, end):
        start, end = unwrap(start), unwrap(end)
        for what, v in (("start", start), ("end", end)):
            if isinstance(v, tensor):
                _fail(f"arange's arguments must be of type tl.constexpr; its {what} is a runtime value "
                      f"({v.type}): declare that parameter `: tl.constexpr`")
            if not isinstance(v, int) or isinstance(v, bool):
                hint = f" (pass {int(v)}, not {v!r})" if isinstance(v, float) and v.is_integer() else ""
                _fail(f"arange's arguments must be ints (of type tl.constexpr); its {what} is "
                      f"{type(v).__name__} {v!r}{hint}")
        if end <= start:
            _fail(f"arange's end ({end}) must be greater than its start ({start})")
        if not _pow2(end - start):
            _fail(f"arange's range must be a power of 2, got {end - start}")
        if start < 0 or end > 2**31:
            _fail("arange's bounds must fit in int32")
        if end - start > MAX_TENSOR_NUMEL:
            _fail(f"arange of {end - start} elements exceeds the maximum of {MAX_TENSOR_NUMEL}")
        return self._make("tt.make_range", [], tdt.block_type(tdt.int32, [end - start]), start=start, end=end)

    # ------------------------------------------------------------------ shape manipulation
    def expand_dims(self, x, axis):
        x = self.to_tensor(x)
        axes = unwrap(axis)
        axes = [unwrap(a) for a in axes] if isinstance(axes, (list, tuple)) else [axes]
        rank = len(x.type.shape) if x.type.is_block() else 0
        new_rank = rank + len(axes)
        axes = sorted(_norm_axis(a, new_rank) for a in axes)
        if len(set(axes)) != len(axes):
            _fail(f"expand_dims got duplicate axes, normalized axes = {axes}")
        for a in axes:
            if not x.type.is_block():
                x = self.splat(x, [1])
                continue
            shape = list(x.type.shape)
            shape.insert(a, 1)
            x = self._make("tt.expand_dims", [x], tdt.block_type(x.dtype, shape), axis=a)
        return x

    def broadcast_to(self, x, shape):
        return self.broadcast_to_shape(self.to_tensor(x), self.check_shape(shape))

    def reshape(self, x, shape, can_reorder=False):
        x = self.to_tensor(x)
        shape = self.check_shape(shape)
        n = x.type.numel if x.type.is_block() else 1
        if math.prod(shape) != n:
            _fail(f"cannot reshape {list(x.type.shape) if x.type.is_block() else []} ({n} elements) to {shape}")
        if not x.type.is_block():
            return self.splat(x, shape)
        if tuple(shape) == x.type.shape:
            return x
        if not shape:  # to a scalar
            return self.unsplat(x)
        return self._make("tt.reshape", [x], tdt.block_type(x.dtype, shape), allow_reorder=bool(unwrap(can_reorder)))

    def permute(self, x, dims):
        x = self.to_tensor(x)
        if not x.type.is_block():
            _fail("cannot transpose a scalar")
        rank = len(x.type.shape)
        if dims is None or len(dims) == 0:
            if rank != 2:
                _fail(f"trans without dims needs a 2-D tensor, got {rank}-D")
            dims = (1, 0)
        dims = [_const_int(d, "permute's dims") for d in dims]
        if sorted(dims) != list(range(rank)):
            _fail(f"permute's dims {dims} must be a permutation of {list(range(rank))}")
        if dims == list(range(rank)):
            return x
        shape = [x.type.shape[d] for d in dims]
        return self._make("tt.trans", [x], tdt.block_type(x.dtype, shape), order=dims)

    def join(self, a, b):
        a, b = self.to_tensor(a), self.to_tensor(b)
        if a.dtype != b.dtype:
            _fail(f"join needs two tensors of one dtype, got {a.dtype!r} and {b.dtype!r}")
        a, b = self.broadcast_pair(a, b)
        shape = list(a.type.shape) if a.type.is_block() else []
        if not shape:
            a, b = self.splat(a, [1]), self.splat(b, [1])
            ret = self._make("tt.join", [a, b], tdt.block_type(a.dtype, [1, 2]))
            return self.reshape(ret, [2])
        return self._make("tt.join", [a, b], tdt.block_type(a.dtype, shape + [2]))

    def split(self, x):
        x = self.to_tensor(x)
        if not x.type.is_block() or x.type.shape[-1] != 2:
            _fail(f"split needs a last axis of size 2, got shape {list(x.type.shape) if x.type.is_block() else []}")
        shape = list(x.type.shape[:-1])
        ty = tdt.block_type(x.dtype, shape) if shape else x.dtype
        o = self.b.create("tt.split", [x.handle], [ty.to_ir(), ty.to_ir()])
        return tensor(o.results[0], ty), tensor(o.results[1], ty)

    def subscript(self, x, slices):
        slices = unwrap(slices)
        if not isinstance(slices, tuple):
            slices = (slices,)
        out, axis = x, 0
        rank = len(x.type.shape) if x.type.is_block() else 0
        for s in slices:
            s = unwrap(s)
            if s is None:
                out = self.expand_dims(out, axis)
                axis += 1
            elif isinstance(s, slice) and s.start is None and s.stop is None and s.step is None:
                axis += 1
            else:
                _fail(f"unsupported tensor index {s!r}: only None and ':' are allowed")
        # a scalar indexed like a row (`ptr[None, :]`) is a 1-element tile, as in Triton
        if rank and axis - (len(out.type.shape) - rank if out.type.is_block() else 0) > rank:
            _fail(f"too many indices for a tensor of rank {rank}")
        return out

    # ------------------------------------------------------------------ reduce / scan
    def _combine_region(self, op_name, inputs, axis, combine_fn, attrs):
        if self.generator is None:
            _fail(f"{op_name} needs a combine function and a code generator")
        elts = [x.dtype for x in inputs]
        from ..ir.core import Block
        block = Block([t.to_ir() for t in elts] * 2)
        args = [tensor(v, t) for v, t in zip(block.args, elts + elts)]
        with self.b.at_end_of(block):
            rets = self.generator.call_function(combine_fn, args)
            rets = list(rets) if isinstance(rets, tuple) else [rets]
            if len(rets) != len(inputs):
                _fail(f"the combine function returns {len(rets)} values for {len(inputs)} inputs")
            rets = [self.cast(self.to_tensor(r), t) for r, t in zip(rets, elts)]
            self.b.create(f"{op_name}.return", [r.handle for r in rets], [])
        return block

    def unsplat(self, x):
        """The scalar of a single-element tensor (Triton's unsplat): a reduction whose combine keeps
        its first operand."""
        from ..ir.core import Block
        x = self.reshape(x, [1])
        t = x.dtype
        block = Block([t.to_ir()] * 2)
        with self.b.at_end_of(block):
            self.b.create("tt.reduce.return", [block.args[0]], [])
        o = self.b.create("tt.reduce", [x.handle], [t.to_ir()], {"axis": 0}, [block])
        return tensor(o.results[0], t)

    def reduction(self, inputs, axis, combine_fn, keep_dims=False):
        single = not isinstance(inputs, tuple)
        inputs = [self.to_tensor(x) for x in ((inputs,) if single else inputs)]
        axis = unwrap(axis)
        full_rank = len(inputs[0].type.shape) if inputs[0].type.is_block() else 0
        if axis is None:
            inputs = [self.reshape(x, [x.type.numel], can_reorder=True) for x in inputs]
            if unwrap(keep_dims):  # keep every axis: a [1, 1, ...] result of the input's rank
                rets = self.reduction(tuple(inputs), 0, combine_fn, False)
                rets = tuple(self.reshape(r, [1] * full_rank) for r in rets)
                return rets[0] if single else rets
            axis = 0
        shape = list(inputs[0].type.shape) if inputs[0].type.is_block() else []
        if not shape:
            _fail("cannot reduce a scalar")
        if any(list(x.type.shape) != shape for x in inputs):
            _fail("all inputs of a reduction must share one shape")
        axis = _norm_axis(_const_int(axis, "reduction axis"), len(shape))
        block = self._combine_region("tt.reduce", inputs, axis, combine_fn, {})
        out_shape = shape[:axis] + shape[axis + 1:]
        tys = [tdt.block_type(x.dtype, out_shape) if out_shape else x.dtype for x in inputs]
        o = self.b.create("tt.reduce", [x.handle for x in inputs], [t.to_ir() for t in tys], {"axis": axis}, [block])
        rets = [tensor(r, t) for r, t in zip(o.results, tys)]
        if unwrap(keep_dims):
            rets = [self.expand_dims(r, axis) for r in rets]
        return rets[0] if single else tuple(rets)

    def scan(self, inputs, axis, combine_fn, reverse=False):
        single = not isinstance(inputs, tuple)
        inputs = [self.to_tensor(x) for x in ((inputs,) if single else inputs)]
        shape = list(inputs[0].type.shape) if inputs[0].type.is_block() else []
        if not shape:
            _fail("cannot scan a scalar")
        axis = _norm_axis(_const_int(axis, "scan axis"), len(shape))
        block = self._combine_region("tt.scan", inputs, axis, combine_fn, {})
        o = self.b.create("tt.scan", [x.handle for x in inputs], [x.type.to_ir() for x in inputs],
                          {"axis": axis, "reverse": bool(unwrap(reverse))}, [block])
        rets = [tensor(r, x.type) for r, x in zip(o.results, inputs)]
        return rets[0] if single else tuple(rets)

    # ------------------------------------------------------------------ math
    def unary_math(self, name, x, allowed=("fp32", "fp64")):
        x = self.to_tensor(x)
        d = x.dtype
        if d.name not in allowed:
            _fail(f"{name.split('.')[1]}: expected dtype {list(allowed)} but got {d.name}")
        return self._make(name, [x], x.type)

    def abs(self, x):
        x = self.to_tensor(x)
        if x.dtype.is_floating():
            return self._make("math.absf", [x], x.type)
        if x.dtype.is_int_signed():
            return self._make("math.absi", [x], x.type)
        if x.dtype.is_int():
            return x
        _fail(f"abs does not support {x.dtype!r}")

    def fma(self, x, y, z):
        x, y = self.binary_operands(x, y)
        x, z = self.binary_operands(x, z)
        x, y = self.binary_operands(x, y)
        if not x.dtype.is_floating():
            _fail(f"fma needs floating point operands, got {x.dtype!r}")
        return self._make("math.fma", [x, y, z], x.type)

    def precise_div(self, x, y):
        x, y = self.binary_operands(x, y, div_or_mod=True)
        if not x.dtype.is_floating() or x.dtype.primitive_bitwidth < 32:
            _fail(f"div_rn expects float32 or float64, got {x.dtype!r}")
        return self._make("tt.precise_divf", [x, y], x.type)

    def fdiv(self, x, y, ieee_rounding=False):
        x, y = self.binary_operands(x, y, div_or_mod=True)
        if not x.dtype.is_floating():
            _fail("fdiv requires floating-point operands after type promotion")
        if unwrap(ieee_rounding):
            return self._make("tt.precise_divf", [x, y], x.type)
        return self._make("arith.divf", [x, y], x.type)

    def umulhi(self, x, y):
        x, y = self.binary_operands(x, y)
        if x.dtype not in (tdt.int32, tdt.int64, tdt.uint32, tdt.uint64):
            _fail(f"umulhi: expected dtype ['int32', 'int64', 'uint32', 'uint64'] but got {x.dtype.name}")
        return self._make("tt.mulhiui", [x, y], x.type)

    # ------------------------------------------------------------------ hints and debugging
    def hint(self, name, x, values):
        x = self.to_tensor(x)
        values = unwrap(values)
        values = [unwrap(v) for v in values] if isinstance(values, (list, tuple)) else [values]
        rank = len(x.type.shape) if x.type.is_block() else 0
        if len(values) != max(rank, 1):
            _fail(f"{name.split('.')[1]} needs one value per axis ({max(rank, 1)}), got {len(values)}")
        if any(not isinstance(v, int) or v < 1 for v in values):
            _fail(f"{name.split('.')[1]} values must be positive constexpr ints")
        return self._make(name, [x], x.type, values=values)

    def assume(self, cond):
        cond = self.to_tensor(cond)
        if not cond.dtype.is_int1():
            _fail("assume needs a boolean condition")
        self.b.create("tt.assume", [cond.handle], [])

    def device_print(self, prefix, args, hex=False):
        tensors = [self.to_tensor(a) for a in args]
        self.b.create("tt.print", [t.handle for t in tensors], [],
                      {"prefix": prefix, "hex": bool(hex), "is_signed": [int(t.dtype.is_int_signed()) for t in tensors]})

    def device_assert(self, cond, msg):
        cond = self.to_tensor(cond)
        self.b.create("tt.assert", [self._as_bool(cond).handle], [], {"message": msg})

    def debug_barrier(self):
        self.b.create("tt.debug_barrier", [], [])


def _nan_all(p) -> bool:
    p = unwrap(p)
    return str(getattr(p, "name", p)).lower() in ("all", "propagatenan.all")


def _const_int(x, what):
    x = unwrap(x)
    if isinstance(x, tensor) or not isinstance(x, int):
        _fail(f"{what} must be a constexpr int, got {x!r}")
    return int(x)


def _norm_axis(axis, rank):
    axis = _const_int(axis, "axis")
    if not -rank <= axis < rank:
        _fail(f"invalid axis {axis}: out of range for a tensor of rank {rank}")
    return axis % rank if rank else 0
