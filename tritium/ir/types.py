"""IR types: signless integers, floats, pointers and tensors (blocks).

Integers are signless, as in MLIR: signedness lives in the ops (divsi vs divui), and the frontend's
`tl.dtype` remembers it. The printed forms match Triton's TTIR (`i32`, `f16`, `!tt.ptr<f32>`,
`tensor<128x64xf32>`) so users can read both.
"""
from __future__ import annotations

from dataclasses import dataclass


class Type:
    __slots__ = ()

    @property
    def scalar(self) -> "Type":
        return self

    def is_tensor(self) -> bool:
        return False

    def is_int(self) -> bool:
        return False

    def is_float(self) -> bool:
        return False

    def is_ptr(self) -> bool:
        return False


@dataclass(frozen=True, slots=True)
class IntType(Type):
    bits: int
    shape = ()

    def __str__(self):
        return f"i{self.bits}"

    def is_int(self):
        return True


FLOAT_BITS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f8E5M2": 8, "f8E4M3FN": 8, "f8E4M3B11FNUZ": 8,
              "f8E4M3FNUZ": 8, "f8E5M2FNUZ": 8}
# the fp8 formats: (mantissa bits, exponent bias); ir/fp8.py has their encodings
FP8_FORMATS = {"f8E5M2": (2, 15), "f8E4M3FN": (3, 7), "f8E4M3B11FNUZ": (3, 15), "f8E4M3FNUZ": (3, 8),
               "f8E5M2FNUZ": (2, 16)}


def is_fp8(t) -> bool:
    s = t.scalar
    return isinstance(s, FloatType) and s.name in FP8_FORMATS


@dataclass(frozen=True, slots=True)
class FloatType(Type):
    name: str  # one of FLOAT_BITS
    shape = ()

    def __post_init__(self):
        if self.name not in FLOAT_BITS:
            raise ValueError(f"unknown float type {self.name}")

    @property
    def bits(self) -> int:
        return FLOAT_BITS[self.name]

    def __str__(self):
        return self.name

    def is_float(self):
        return True


@dataclass(frozen=True, slots=True)
class PtrType(Type):
    pointee: Type
    address_space: int = 1

    bits = 64
    shape = ()

    def __str__(self):
        return f"!tt.ptr<{self.pointee}>" if self.address_space == 1 else \
            f"!tt.ptr<{self.pointee}, {self.address_space}>"

    def is_ptr(self):
        return True


@dataclass(frozen=True, slots=True)
class TensorType(Type):
    shape: tuple
    element: Type
    layout: object = None  # a `layouts.Layout` in ttgir (which thread holds which element); None in ttir

    @property
    def scalar(self) -> Type:
        return self.element

    numel = property(lambda self: _numel(self.shape))

    def __str__(self):
        return self.spell(None)

    def spell(self, layout_name) -> str:
        """`tensor<4x8xf32>`, or with its layout: `tensor<4x8xf32, #blocked>` (layout_name gives
        the alias the printer chose)."""
        return _spell("tensor<", self, layout_name)

    def is_tensor(self):
        return True

    def is_int(self):
        return self.element.is_int()

    def is_float(self):
        return self.element.is_float()

    def is_ptr(self):
        return self.element.is_ptr()


@dataclass(frozen=True, slots=True)
class MemDescType(Type):
    """ttgir: a buffer in shared memory holding `shape` elements (the leading dimension usually
    counts pipeline stages), arranged by a shared layout (`layouts.SwizzledShared`)."""
    shape: tuple
    element: Type
    layout: object = None

    numel = property(lambda self: _numel(self.shape))

    def __str__(self):
        return self.spell(None)

    def spell(self, layout_name) -> str:
        return _spell("!ttg.memdesc<", self, layout_name)


@dataclass(frozen=True, slots=True)
class CoopMatType(Type):
    """A per-thread-program value: one `rows` x `cols` cooperative matrix (Vulkan's
    VK_KHR_cooperative_matrix) held by a whole subgroup, whose element-to-lane mapping the driver
    keeps to itself. `use`: "a", "b" (multiply operands) or "acc" (accumulator)."""
    element: Type
    rows: int
    cols: int
    use: str
    shape = ()

    def __str__(self):
        return f"!spirv.coopmat<{self.rows}x{self.cols}x{self.element}, {self.use}>"


def _numel(shape) -> int:
    n = 1
    for d in shape:
        n *= d
    return n


def _spell(head: str, t, layout_name) -> str:
    """`<head>4x8xf32[, #layout]>` for tensors and shared-memory buffers."""
    text = head + "".join(f"{d}x" for d in t.shape) + f"{t.element}"
    if t.layout is not None:
        text += ", #" + (layout_name(t.layout) if layout_name else repr(t.layout))
    return text + ">"


i1, i8, i16, i32, i64 = (IntType(b) for b in (1, 8, 16, 32, 64))
f16, bf16, f32, f64 = (FloatType(n) for n in ("f16", "bf16", "f32", "f64"))


def with_shape(t: Type, shape) -> Type:
    """`t`'s element type with `shape` (a scalar when shape is empty)."""
    return TensorType(tuple(shape), t.scalar) if shape else t.scalar


def with_element(t: Type, element: Type) -> Type:
    """`t`'s shape (and layout) with `element` as its scalar type."""
    return TensorType(t.shape, element, t.layout) if t.is_tensor() else element


def with_layout(t: Type, layout) -> Type:
    """`t` with `layout` (scalars have none)."""
    return TensorType(t.shape, t.element, layout) if t.is_tensor() else t
