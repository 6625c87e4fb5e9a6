"""IR types: signless integers, floats, pointers and tensors (blocks).

Integers are signless, as in MLIR: signedness lives in the ops (divsi vs divui), and the frontend's
`tl.dtype` remembers it. The printed forms match Triton's TTIR (`i32`, `f16`, `!tt.ptr<f32>`,
`tensor<128x64xf32>`) so users can read both.
"""
from __future__ import annotations


class Record:
    """An immutable record that compares and hashes by its fields, as a frozen dataclass does,
    written out by hand: creating a dataclass costs ~0.6 ms, paid on every kernel definition for
    the classes on that path (these types, backends.base's Target and SpecializationRule)."""
    __slots__ = ()
    __match_args__: tuple = ()  # the fields, in order

    def _fields(self) -> tuple:
        return tuple(getattr(self, f) for f in self.__match_args__)

    def __eq__(self, other):
        return self._fields() == other._fields() if other.__class__ is self.__class__ else NotImplemented

    def __hash__(self):
        return hash(self._fields())

    def __setattr__(self, name, value):
        raise AttributeError(f"cannot assign to field {name!r} of an immutable {type(self).__name__}")

    def __delattr__(self, name):
        raise AttributeError(f"cannot delete field {name!r} of an immutable {type(self).__name__}")

    def __repr__(self):
        return f"{type(self).__qualname__}(" + ", ".join(f"{f}={getattr(self, f)!r}" for f in self.__match_args__) + ")"

    def __reduce__(self):
        return (type(self), self._fields())


class Type(Record):
    """The IR's types (the common ones compare by hand-written __eq__: the frontend compares them
    often)."""
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


class IntType(Type):
    __slots__ = ("bits",)
    __match_args__ = ("bits",)
    shape = ()

    def __init__(self, bits: int):
        object.__setattr__(self, "bits", bits)

    def __eq__(self, other):
        return self.bits == other.bits if other.__class__ is self.__class__ else NotImplemented

    def __hash__(self):
        return hash((self.bits,))

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


class FloatType(Type):
    __slots__ = ("name",)  # one of FLOAT_BITS
    __match_args__ = ("name",)
    shape = ()

    def __init__(self, name: str):
        if name not in FLOAT_BITS:
            raise ValueError(f"unknown float type {name}")
        object.__setattr__(self, "name", name)

    def __eq__(self, other):
        return self.name == other.name if other.__class__ is self.__class__ else NotImplemented

    def __hash__(self):
        return hash((self.name,))

    @property
    def bits(self) -> int:
        return FLOAT_BITS[self.name]

    def __str__(self):
        return self.name

    def is_float(self):
        return True


class PtrType(Type):
    __slots__ = ("pointee", "address_space")
    __match_args__ = ("pointee", "address_space")
    bits = 64
    shape = ()

    def __init__(self, pointee: Type, address_space: int = 1):
        object.__setattr__(self, "pointee", pointee)
        object.__setattr__(self, "address_space", address_space)

    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.pointee, self.address_space) == (other.pointee, other.address_space)
        return NotImplemented

    def __hash__(self):
        return hash((self.pointee, self.address_space))

    def __str__(self):
        return f"!tt.ptr<{self.pointee}>" if self.address_space == 1 else \
            f"!tt.ptr<{self.pointee}, {self.address_space}>"

    def is_ptr(self):
        return True


class TensorType(Type):
    # layout: a `layouts.Layout` in ttgir (which thread holds which element); None in ttir
    __slots__ = ("shape", "element", "layout")
    __match_args__ = ("shape", "element", "layout")

    def __init__(self, shape: tuple, element: Type, layout: object = None):
        object.__setattr__(self, "shape", shape)
        object.__setattr__(self, "element", element)
        object.__setattr__(self, "layout", layout)

    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self.shape, self.element, self.layout) == (other.shape, other.element, other.layout)
        return NotImplemented

    def __hash__(self):
        return hash((self.shape, self.element, self.layout))

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


class MemDescType(Type):
    """ttgir: a buffer in shared memory holding `shape` elements (the leading dimension usually
    counts pipeline stages), arranged by a shared layout (`layouts.SwizzledShared`)."""
    __slots__ = ("shape", "element", "layout")
    __match_args__ = ("shape", "element", "layout")

    def __init__(self, shape: tuple, element: Type, layout: object = None):
        object.__setattr__(self, "shape", shape)
        object.__setattr__(self, "element", element)
        object.__setattr__(self, "layout", layout)

    numel = property(lambda self: _numel(self.shape))

    def __str__(self):
        return self.spell(None)

    def spell(self, layout_name) -> str:
        return _spell("!ttg.memdesc<", self, layout_name)


class CoopMatType(Type):
    """A per-thread-program value: one `rows` x `cols` cooperative matrix (Vulkan's
    VK_KHR_cooperative_matrix) held by a whole subgroup, whose element-to-lane mapping the driver
    keeps to itself. `use`: "a", "b" (multiply operands) or "acc" (accumulator)."""
    __slots__ = ("element", "rows", "cols", "use")
    __match_args__ = ("element", "rows", "cols", "use")
    shape = ()

    def __init__(self, element: Type, rows: int, cols: int, use: str):
        object.__setattr__(self, "element", element)
        object.__setattr__(self, "rows", rows)
        object.__setattr__(self, "cols", cols)
        object.__setattr__(self, "use", use)

    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return self._fields() == other._fields()
        return NotImplemented

    def __hash__(self):
        return hash(self._fields())

    def __str__(self):
        return f"!spirv.coopmat<{self.rows}x{self.cols}x{self.element}, {self.use}>"


class TensorMapType(Type):
    """ttgir (NVIDIA): a kernel parameter holding a TMA tensor map (CUtensorMap, 128 bytes, 64-byte
    aligned, passed by value), which the launcher encodes from a host TensorDescriptor argument."""
    __slots__ = ()
    __match_args__ = ()
    shape = ()

    def __str__(self):
        return "!ttng.tensormap"


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
