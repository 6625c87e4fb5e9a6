"""Language-level types (`tl.float16`, `tl.pointer_type(...)`, block types).

Unlike IR types these remember signedness (uint32 vs int32) and are what kernels see as `x.dtype`.
"""
from __future__ import annotations

from enum import Enum

from ..ir import types as irt


class dtype:
    # (lists, as Triton's: libraries concatenate them with other lists)
    SINT_TYPES = ["int8", "int16", "int32", "int64"]
    UINT_TYPES = ["int1", "uint8", "uint16", "uint32", "uint64"]
    FP_TYPES = ["fp8e5", "fp8e4nv", "fp8e4b15", "fp8e4b8", "fp8e5b16", "fp16", "bf16", "fp32", "fp64"]
    STANDARD_FP_TYPES = ["fp16", "bf16", "fp32", "fp64"]
    OTHER_TYPES = ["void"]

    class SIGNEDNESS(Enum):  # Triton's enum: `int_signedness` is one of these
        SIGNED = 0
        UNSIGNED = 1

    class KIND(Enum):  # what kind() returns; promotion ranks kinds by `.value` (bool < int < float)
        BOOLEAN = 0
        INTEGRAL = 1
        FLOATING = 2

    def __init__(self, name: str):
        name = _ALIASES.get(getattr(name, "value", name), getattr(name, "value", name))  # (a constexpr name too)
        if not dtype.is_dtype(name):
            raise ValueError(f"unknown dtype {name!r}")
        self.name = name

    @staticmethod
    def is_dtype(type_str) -> bool:
        """Whether `type_str` is the name of a scalar type (Triton's 'fp32', 'int8', ..., 'void')."""
        return type_str in dtype.SINT_TYPES + dtype.UINT_TYPES + dtype.FP_TYPES + dtype.OTHER_TYPES

    # --- classification (Triton's method names, so user code keeps working)
    def is_int1(self): return self.name == "int1"
    def is_int(self): return self.name in self.SINT_TYPES + self.UINT_TYPES
    def is_bool(self): return self.is_int1()
    def is_int_signed(self): return self.name in self.SINT_TYPES
    def is_int_unsigned(self): return self.name in self.UINT_TYPES
    def is_floating(self): return self.name in self.FP_TYPES
    def is_fp8(self): return self.name.startswith("fp8")
    def is_fp8e4nv(self): return self.name == "fp8e4nv"
    def is_fp8e5(self): return self.name == "fp8e5"
    def is_fp8e4b15(self): return self.name == "fp8e4b15"
    def is_fp8e4b8(self): return self.name == "fp8e4b8"
    def is_fp8e5b16(self): return self.name == "fp8e5b16"
    def is_fp16(self): return self.name == "fp16"
    def is_bf16(self): return self.name == "bf16"
    def is_fp32(self): return self.name == "fp32"
    def is_fp64(self): return self.name == "fp64"
    def is_int8(self): return self.name == "int8"
    def is_int16(self): return self.name == "int16"
    def is_int32(self): return self.name == "int32"
    def is_int64(self): return self.name == "int64"
    def is_uint8(self): return self.name == "uint8"
    def is_uint16(self): return self.name == "uint16"
    def is_uint32(self): return self.name == "uint32"
    def is_uint64(self): return self.name == "uint64"
    def is_standard_floating(self): return self.name in self.STANDARD_FP_TYPES  # (not the fp8 types)
    def is_ptr(self): return False
    def is_block(self): return False
    def is_const(self): return False  # only a pointer can be const
    def is_void(self): return self.name == "void"

    @property
    def primitive_bitwidth(self) -> int:
        if self.name == "int1":
            return 1
        if self.is_fp8():
            return 8
        if self.name == "void":
            return 0  # (Triton's get_primitive_bitwidth gives void no width either)
        return int("".join(c for c in self.name if c.isdigit()))

    fp_bitwidth = primitive_bitwidth

    @property
    def itemsize(self) -> int:
        """Bytes of one element (Triton's attribute: 0 for int1)."""
        return self.primitive_bitwidth // 8

    # The next four exist, as in Triton, only for the types they describe: integers have
    # int_bitwidth/int_signedness, floats fp_mantissa_width/exponent_bias; `hasattr` tells them apart.
    @property
    def int_bitwidth(self) -> int:
        if not self.is_int():
            raise AttributeError(f"'dtype' object {self.name} has no attribute 'int_bitwidth'")
        return self.primitive_bitwidth

    @property
    def int_signedness(self):
        if not self.is_int():
            raise AttributeError(f"'dtype' object {self.name} has no attribute 'int_signedness'")
        return dtype.SIGNEDNESS.SIGNED if self.is_int_signed() else dtype.SIGNEDNESS.UNSIGNED

    @property
    def fp_mantissa_width(self) -> int:
        """Stored mantissa bits of a float type (Triton's attribute)."""
        if self.name not in _FLOAT_FORMAT:
            raise AttributeError(f"'dtype' object {self.name} has no attribute 'fp_mantissa_width'")
        return _FLOAT_FORMAT[self.name][0]

    @property
    def exponent_bias(self) -> int:
        if self.name not in _FLOAT_FORMAT:
            raise AttributeError(f"'dtype' object {self.name} has no attribute 'exponent_bias'")
        return _FLOAT_FORMAT[self.name][1]

    def kind(self) -> "dtype.KIND":
        if self.is_int1():
            return dtype.KIND.BOOLEAN
        if self.is_int():
            return dtype.KIND.INTEGRAL
        return dtype.KIND.FLOATING

    @property
    def scalar(self):
        return self

    def get_int_max_value(self):
        b = self.primitive_bitwidth
        return (1 << b) - 1 if self.is_int_unsigned() else (1 << (b - 1)) - 1

    def get_int_min_value(self):
        return 0 if self.is_int_unsigned() else -(1 << (self.primitive_bitwidth - 1))

    def to_ir(self, builder=None) -> irt.Type:
        """The IR type. `builder` is accepted for Triton's signature `to_ir(builder)` and unused: IR
        types here are plain values."""
        if self.is_int():
            return irt.IntType(self.primitive_bitwidth)
        if self.name not in _IR_FLOATS:
            from .errors import KernelError
            raise KernelError(f"{_PUBLIC_NAME.get(self.name, self.name)} is not supported in kernels yet")
        return irt.FloatType(_IR_FLOATS[self.name])

    def with_element_ty(self, t):
        return t

    def __eq__(self, other):
        other = getattr(other, "value", other) if type(other).__name__ == "constexpr" else other
        return type(other) is type(self) and other.name == self.name

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash((type(self).__name__, self.name))

    def __str__(self):
        return self.name

    def __repr__(self):
        return f"triton.language.{self.codegen_name()}"

    def codegen_name(self):
        return _PUBLIC_NAME.get(self.name, self.name)

    @property
    def cache_key_part(self) -> str:
        """The type's part of a cache key (Triton's property: its name)."""
        return self.name

    def mangle(self) -> str:
        return _SHORT.get(self.name, self.name)


class pointer_type(dtype):
    def __init__(self, element_ty: dtype, address_space: int = 1, const: bool = False):
        if not isinstance(element_ty, dtype):
            raise TypeError(f"pointer_type needs a dtype, got {element_ty!r}")
        self.element_ty = element_ty
        self.address_space = address_space
        self.const = const
        self.name = f"const_pointer<{element_ty}>" if const else f"pointer<{element_ty}>"  # (Triton's names)

    def is_ptr(self): return True
    def is_int(self): return False
    def is_floating(self): return False
    def is_int_signed(self): return False
    def is_int_unsigned(self): return False
    def is_int1(self): return False
    def is_const(self): return bool(self.const)

    @property
    def primitive_bitwidth(self):
        return 64

    def kind(self):
        raise TypeError("pointers take no part in numeric promotion")

    def to_ir(self):
        return irt.PtrType(self.element_ty.to_ir(), self.address_space)

    def __eq__(self, other):
        other = getattr(other, "value", other) if type(other).__name__ == "constexpr" else other
        return isinstance(other, pointer_type) and other.element_ty == self.element_ty \
            and bool(other.const) == bool(self.const)

    def __hash__(self):
        return hash(("ptr", self.element_ty, bool(self.const)))

    def __repr__(self):
        return f"{'const_' if self.const else ''}pointer<{self.element_ty!r}>"

    def mangle(self):
        return ("*k" if self.const else "*") + self.element_ty.mangle()  # Triton's '*k': a tl.const pointer


class block_type(dtype):
    def __init__(self, element_ty: dtype, shape):
        self.element_ty = element_ty
        self.shape = tuple(int(s) for s in shape)
        self.numel = 1
        for s in self.shape:
            self.numel *= s
        self.name = f"<{self.shape}, {element_ty}>"

    def is_block(self): return True

    @property
    def scalar(self):
        return self.element_ty

    def get_block_shapes(self):
        return self.shape

    def with_element_ty(self, scalar_ty):
        return block_type(scalar_ty, self.shape)

    @property
    def nbytes(self) -> int:
        return self.numel * (self.element_ty.primitive_bitwidth // 8)

    def to_ir(self):
        return irt.TensorType(self.shape, self.element_ty.to_ir())

    def __getattr__(self, name):
        # is_fp16() and friends ask the element type
        if name.startswith("is_"):
            return getattr(self.element_ty, name)
        raise AttributeError(name)

    def __eq__(self, other):
        return isinstance(other, block_type) and other.shape == self.shape and other.element_ty == self.element_ty

    def __hash__(self):
        return hash((self.shape, self.element_ty))

    def __repr__(self):
        return f"<{list(self.shape)}, {self.element_ty!r}>"


_ALIASES = {"float8e5": "fp8e5", "float8e4nv": "fp8e4nv", "float8e4b15": "fp8e4b15", "float8e4b8": "fp8e4b8",
            "float8e5b16": "fp8e5b16", "float16": "fp16", "bfloat16": "bf16",
            "float32": "fp32", "float64": "fp64", "i1": "int1", "bool": "int1"}
# (mantissa bits, exponent bias) of each float type, as Triton's dtype attributes give them
_FLOAT_FORMAT = {"fp8e5": (2, 15), "fp8e4nv": (3, 7), "fp8e4b15": (3, 15), "fp8e4b8": (3, 8), "fp8e5b16": (2, 16),
                 "fp16": (10, 15), "bf16": (7, 127), "fp32": (23, 127), "fp64": (52, 1023)}
# IR names: Triton's MLIR types (fp8e4b15 is spelled as MLIR's F8E4M3B11FNUZ there, a tag only)
_IR_FLOATS = {"fp8e5": "f8E5M2", "fp8e4nv": "f8E4M3FN", "fp8e4b15": "f8E4M3B11FNUZ", "fp8e4b8": "f8E4M3FNUZ",
              "fp8e5b16": "f8E5M2FNUZ", "fp16": "f16", "bf16": "bf16", "fp32": "f32", "fp64": "f64"}
_PUBLIC_NAME = {"fp8e5": "float8e5", "fp8e4nv": "float8e4nv", "fp8e4b15": "float8e4b15", "fp8e4b8": "float8e4b8",
                "fp8e5b16": "float8e5b16", "fp16": "float16", "bf16": "bfloat16",
                "fp32": "float32", "fp64": "float64"}
_SHORT = {"int1": "i1", "int8": "i8", "int16": "i16", "int32": "i32", "int64": "i64", "uint8": "u8",
          "uint16": "u16", "uint32": "u32", "uint64": "u64"}

void = dtype("void")
int1 = dtype("int1")
int8, int16, int32, int64 = (dtype(n) for n in ("int8", "int16", "int32", "int64"))
uint8, uint16, uint32, uint64 = (dtype(n) for n in ("uint8", "uint16", "uint32", "uint64"))
float8e5, float8e4nv = dtype("fp8e5"), dtype("fp8e4nv")
# fp8 variants: AMD's (no -0 and no inf, NaN is 0x80) and the 15-bias one of pre-Hopper NVIDIA GPUs
float8e4b15, float8e4b8, float8e5b16 = dtype("fp8e4b15"), dtype("fp8e4b8"), dtype("fp8e5b16")
float16, bfloat16, float32, float64 = (dtype(n) for n in ("fp16", "bf16", "fp32", "fp64"))

ALL_SCALARS = [int1, int8, int16, int32, int64, uint8, uint16, uint32, uint64, float16, bfloat16, float32, float64]


def from_name(name: str) -> dtype:
    """'fp32', 'float32', 'i32', 'u8', '*fp16' (a pointer) -> dtype."""
    if name.startswith("*k"):
        return pointer_type(from_name(name[2:]), const=True)
    if name.startswith("*"):
        return pointer_type(from_name(name[1:]))
    name = {v: k for k, v in _SHORT.items()}.get(name, name)
    return dtype("int1" if name == "u1" else name)  # Triton spells bool 'u1'


def str_to_ty(name: str, c=None) -> dtype:
    """Triton's `tl.str_to_ty`: a type string of a signature ('*fp32', 'i32', 'u1', ...) -> dtype."""
    return from_name(name)


# NumPy / torch dtype names -> tl dtypes, for arguments
_NP_NAMES = {"bool": int1, "int8": int8, "int16": int16, "int32": int32, "int64": int64, "uint8": uint8,
             "uint16": uint16, "uint32": uint32, "uint64": uint64, "float16": float16, "bfloat16": bfloat16,
             "float32": float32, "float64": float64, "float8_e4m3fn": float8e4nv, "float8_e5m2": float8e5,
             "float8_e4m3fnuz": float8e4b8, "float8_e5m2fnuz": float8e5b16}


def from_array_dtype(d) -> dtype:
    """numpy.dtype or torch.dtype -> tl dtype."""
    name = str(d).replace("torch.", "")
    if name in _NP_NAMES:
        return _NP_NAMES[name]
    raise TypeError(f"tritium has no dtype for array elements of type {d}")
