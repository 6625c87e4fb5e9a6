"""The builtins kernels call as `tl.*`. Each is a thin wrapper over the frontend's semantic."""
from __future__ import annotations

import builtins as _py
from enum import Enum

from ..frontend.dtypes import (block_type, bfloat16, dtype, float8e4b8, float8e4b15, float8e4nv, float8e5,  # noqa: F401
                               float8e5b16, float16, float32, float64,
                               int1, int8, int16, int32, int64, pointer_type, uint8, uint16, uint32, uint64, void)
from ..frontend.block_pointers import block_pointer, tensor_descriptor  # noqa: F401
from ..frontend.errors import KernelError, StaticAssertFailed, warn_in_kernel
from ..frontend.markers import builtin, condition, range, static_range  # noqa: F401
from ..frontend.values import MAX_TENSOR_NUMEL as TRITON_MAX_TENSOR_NUMEL  # noqa: F401 - (not from semantic: compiling imports that)
from ..frontend.values import constexpr, sem, tensor, unwrap  # noqa: F401
from ..frontend.tuples import constexpr_type, tuple, tuple_type  # noqa: F401,A004 - tl.tuple (the builtin is _py.tuple here)

float8e5m2 = float8e5
pi32_t = pointer_type(int32)  # Triton's name for a pointer to int32
bool_ = int1


class const:
    """Annotation of a pointer parameter to constant data (`def k(x_ptr: tl.const, ...)`): the pointer
    type is `pointer_type(..., const=True)` and `tl.store`/atomics through it are CompilationErrors."""


class PropagateNan(Enum):
    NONE = 0x0000
    ALL = 0xFFFF


def _shape_args(shape):
    """`f(x, 2, 4)`, `f(x, (2, 4))` and `f(x, [2, 4])` all mean shape (2, 4)."""
    if len(shape) == 1 and isinstance(unwrap(shape[0]), (_py.tuple, _py.list)):
        shape = unwrap(shape[0])
    return [unwrap(s) for s in shape]


# ------------------------------------------------------------------ creation and ids
@builtin
def program_id(axis):
    return sem().program_id(axis)


@builtin
def num_programs(axis):
    return sem().num_programs(axis)


@builtin
def arange(start, end):
    return sem().arange(start, end)


@builtin
def full(shape, value, dtype):
    return sem().full(shape, value, unwrap(dtype))


@builtin
def zeros(shape, dtype):
    return sem().full(shape, 0, unwrap(dtype))


@builtin
def zeros_like(input):
    x = sem().to_tensor(input)
    return sem().full(list(x.type.shape) if x.type.is_block() else [], 0, x.dtype)


@builtin
def cast(input, dtype, fp_downcast_rounding=None, bitcast=False):
    x = sem().to_tensor(input)
    return x.to(dtype, fp_downcast_rounding, bitcast)


# ------------------------------------------------------------------ memory
@builtin
def load(pointer, mask=None, other=None, boundary_check=(), padding_option="", cache_modifier="",
         eviction_policy="", volatile=False):
    if isinstance(unwrap(pointer), block_pointer):
        return sem().load_block_ptr(unwrap(pointer), mask, other, boundary_check, padding_option, cache_modifier,
                                    eviction_policy, volatile)
    _no_block_options("loading", boundary_check, padding_option)
    return sem().load(pointer, mask, other, cache_modifier, eviction_policy, volatile)


@builtin
def store(pointer, value, mask=None, boundary_check=(), cache_modifier="", eviction_policy=""):
    if isinstance(unwrap(pointer), block_pointer):
        return sem().store_block_ptr(unwrap(pointer), value, mask, boundary_check, cache_modifier, eviction_policy)
    _no_block_options("storing", boundary_check, "")
    return sem().store(pointer, value, mask, cache_modifier, eviction_policy)


def _no_block_options(what, boundary_check, padding_option):
    if unwrap(boundary_check) or unwrap(padding_option):
        raise KernelError(f"`padding_option` or `boundary_check` argument is not supported for {what} a tensor "
                          "of pointers or a scalar pointer, because the compiler does not know the boundary; use "
                          "block pointers (defined by `tl.make_block_ptr`) or tensor descriptors instead")


# ------------------------------------------------------------------ block pointers and tensor descriptors
@builtin
def make_block_ptr(base, shape, strides, offsets, block_shape, order):
    return sem().make_block_ptr(base, shape, strides, offsets, block_shape, order)


@builtin
def advance(base, offsets):
    return sem().advance(base, offsets)


@builtin
def make_tensor_descriptor(base, shape, strides, block_shape, padding_option="zero"):
    return sem().make_tensor_descriptor(base, shape, strides, block_shape, padding_option)


@builtin
def load_tensor_descriptor(desc, offsets):
    return sem().descriptor_load(desc, offsets)


@builtin
def store_tensor_descriptor(desc, offsets, value):
    return sem().descriptor_store(desc, offsets, value)


def _atomic(op):
    def f(pointer, val, mask=None, sem=None, scope=None):
        from ..frontend.values import sem as _sem
        return _sem().atomic_rmw(op, pointer, val, mask, sem, scope)
    f.__name__ = f"atomic_{op}"
    f.__doc__ = f"Atomically applies {op} to the values at `pointer` (where `mask`); returns the old values."
    return builtin(f)


atomic_add, atomic_max, atomic_min = _atomic("add"), _atomic("max"), _atomic("min")
atomic_and, atomic_or, atomic_xor, atomic_xchg = _atomic("and"), _atomic("or"), _atomic("xor"), _atomic("xchg")


@builtin
def atomic_cas(pointer, cmp, val, sem=None, scope=None):
    from ..frontend.values import sem as _sem
    return _sem().atomic_cas(pointer, cmp, val, sem, scope)


# ------------------------------------------------------------------ elementwise
@builtin
def where(condition, x, y):
    return sem().where(condition, x, y)


@builtin
def minimum(x, y, propagate_nan=PropagateNan.NONE):
    return sem().minimum(x, y, propagate_nan)


@builtin
def maximum(x, y, propagate_nan=PropagateNan.NONE):
    return sem().maximum(x, y, propagate_nan)


@builtin
def clamp(x, min, max, propagate_nan=PropagateNan.NONE):
    return sem().clamp(x, min, max, propagate_nan)


@builtin
def add(x, y, sanitize_overflow=True):
    return sem().add(x, y, sanitize_overflow=bool(unwrap(sanitize_overflow)))


@builtin
def sub(x, y, sanitize_overflow=True):
    return sem().sub(x, y, sanitize_overflow=bool(unwrap(sanitize_overflow)))


@builtin
def mul(x, y, sanitize_overflow=True):
    return sem().mul(x, y, sanitize_overflow=bool(unwrap(sanitize_overflow)))


@builtin
def logical_and(x, y):
    return sem().logical_and(x, y)


@builtin
def logical_or(x, y):
    return sem().logical_or(x, y)


# ------------------------------------------------------------------ shapes
@builtin
def broadcast_to(input, *shape):
    return sem().broadcast_to(input, _shape_args(shape))


@builtin
def broadcast(input, other):
    return sem().broadcast_pair(sem().to_tensor(input), sem().to_tensor(other))


@builtin
def expand_dims(input, axis):
    return sem().expand_dims(input, axis)


@builtin
def reshape(input, *shape, can_reorder=False):
    return sem().reshape(input, _shape_args(shape), can_reorder)


@builtin
def view(input, *shape):
    return sem().reshape(input, _shape_args(shape), can_reorder=True)


@builtin
def trans(input, *dims):
    x = sem().to_tensor(input)
    dims = _shape_args(dims) if dims else None
    if dims is None and x.type.is_block() and len(x.type.shape) >= 2:
        r = len(x.type.shape)
        dims = list(_py.range(r - 2)) + [r - 1, r - 2]
    elif dims is None:
        raise KernelError("tl.trans invoked with a 0- or 1-dimensional tensor")
    return sem().permute(x, dims)


@builtin
def permute(input, *dims):
    return sem().permute(input, _shape_args(dims))


@builtin
def join(a, b):
    return sem().join(a, b)


@builtin
def split(a):
    return sem().split(a)


@builtin
def ravel(x, can_reorder=False):
    x = sem().to_tensor(x)
    return sem().reshape(x, [x.type.numel if x.type.is_block() else 1], can_reorder)


@builtin
def interleave(a, b):
    c = sem().join(a, b)
    shape = list(c.type.shape)
    return sem().reshape(c, shape[:-2] + [shape[-2] * 2]) if len(shape) >= 2 else c


# ------------------------------------------------------------------ dot
@builtin
def dot(input, other, acc=None, input_precision=None, allow_tf32=None, max_num_imprecise_acc=None, out_dtype=None):
    if unwrap(allow_tf32) is not None:
        if unwrap(input_precision) is not None:
            raise KernelError("Only one of input_precision and allow_tf32 can be specified")
        input_precision = "tf32" if unwrap(allow_tf32) else "ieee"
    return sem().dot(input, other, unwrap(acc), input_precision, max_num_imprecise_acc, unwrap(out_dtype))


# ------------------------------------------------------------------ hints and debugging
@builtin
def multiple_of(input, values):
    return sem().hint("tt.multiple_of", input, values)


@builtin
def max_contiguous(input, values):
    return sem().hint("tt.max_contiguous", input, values)


@builtin
def max_constancy(input, values):
    """Accepted for compatibility; tritium records no constancy hint (no pass uses one yet)."""
    return sem().to_tensor(input)


@builtin
def assume(cond):
    return sem().assume(cond)


@builtin
def debug_barrier():
    return sem().debug_barrier()


@builtin
def static_assert(cond, msg=""):
    c = unwrap(cond)
    if isinstance(c, tensor):
        raise KernelError("Assertion condition could not be determined at compile-time. Make sure that it "
                          "depends only on `constexpr` values")
    if not c:
        raise StaticAssertFailed(f"static_assert failed: {unwrap(msg)}" if unwrap(msg) else "static_assert failed")


@builtin
def static_print(*values, sep=" ", end="\n", file=None, flush=False):
    print(*[unwrap(v) for v in values], sep=unwrap(sep), end=unwrap(end), file=file, flush=flush)


@builtin
def device_print(prefix, *args, hex=False):
    prefix = unwrap(prefix)
    if not isinstance(prefix, str):
        raise KernelError(f"{prefix!r} is not string")
    sem().device_print(prefix, [unwrap(a) for a in args], unwrap(hex))


@builtin
def device_assert(cond, msg="", mask=None):
    s = sem()
    if not s.options.get("debug"):
        return
    cond = s.to_tensor(cond)
    if unwrap(mask) is not None:
        cond = s.or_(s.cast(cond, int1), s.not_(s.cast(s.to_tensor(unwrap(mask)), int1)))
    s.device_assert(cond, unwrap(msg))



# ------------------------------------------------------------------ Triton's module-level helpers
# Libraries import these from `triton.language.core` (`tl.core.CONSTEXPR_0` as a default argument,
# `_unwrap_if_constexpr` in their own helpers, `get_int_dtype` to pick a bitcast type); each has
# Triton's meaning.
import abc as _abc  # noqa: E402
import math as _math  # noqa: E402

from ..frontend.values import composite as _composite  # noqa: E402
from ..frontend.markers import is_builtin, must_use_result  # noqa: E402,F401

CONSTEXPR_0 = constexpr(0)
TRITON_BUILTIN = "__triton_builtin__"  # (Triton's marker attribute; tritium's builtins carry __tritium_builtin__)
_NOTHING = object()  # (Triton's "argument not given" default)
_DtypeClass = dtype  # (Triton's alias, for functions whose `dtype` parameter shadows the class)


class base_value(metaclass=_abc.ABCMeta):
    """What Triton's kernel values derive from: `isinstance(x, tl.core.base_value)` holds for
    tensors, block pointers, tensor descriptors and tl.tuple (registered below), not for constexprs."""


class base_type(metaclass=_abc.ABCMeta):
    """What Triton's types derive from: dtypes (scalar, pointer, block), tuple and constexpr types."""


for _cls in (tensor, _composite, tuple):
    base_value.register(_cls)
for _cls in (dtype, tuple_type, constexpr_type):
    base_type.register(_cls)


def _unwrap_if_constexpr(o):
    """A constexpr's value (inside lists and tuples too); anything else as it is."""
    if isinstance(o, _py.list):
        return [_unwrap_if_constexpr(x) for x in o]
    if isinstance(o, tuple):
        return tuple(_unwrap_if_constexpr(x) for x in o)
    if isinstance(o, _py.tuple):
        return _py.tuple(_unwrap_if_constexpr(x) for x in o)
    return o.value if isinstance(o, constexpr) else o


def _normalize_tuple(t):
    t = _unwrap_if_constexpr(t)
    return tuple(t) if isinstance(t, (_py.list, _py.tuple)) else t


def _unwrap_iterable(x):
    """x[0] where x has one element and that element is iterable (`f(*shape)` called as `f(shape)`)."""
    if len(x) == 1:
        try:
            iter(x[0])
            return x[0]
        except TypeError:
            pass
    return x


def _unwrap_shape(shape):
    return [_unwrap_if_constexpr(s) for s in _unwrap_if_constexpr(shape)]


def _wrap_axis(axis, ndim):
    if not -ndim <= axis < ndim:
        raise ValueError(f"invalid axis {axis}. Expected {-ndim} <= axis < {ndim}")
    return axis if axis >= 0 else axis + ndim


def validate_block_shape(shape):
    """The number of elements of a block of `shape`; each dimension a power of two, at most
    TRITON_MAX_TENSOR_NUMEL elements in all (Triton's rules)."""
    numel = 1
    for i, d in enumerate(shape):
        if not isinstance(d, int):
            raise TypeError(f"Shape element {i} must have type `constexpr[int]`, got `constexpr[{type(d)}]")
        if d & (d - 1) != 0:
            raise ValueError(f"Shape element {i} must be a power of 2")
        numel *= d
    if numel > TRITON_MAX_TENSOR_NUMEL:
        raise ValueError(f"numel ({numel}) exceeds triton maximum tensor numel ({TRITON_MAX_TENSOR_NUMEL})")
    return numel


def _shape_check_impl(shape):
    shape = _unwrap_shape(shape)
    validate_block_shape(shape)
    return shape


def _doc_decorator(text):
    def deco(fn):
        fn.__doc__ = (fn.__doc__ or "") + text
        return fn
    return deco


# Triton's docstring decorators for reductions, scans and atomics (libraries decorate their own
# functions with them): they only add to the docstring
def _add_reduction_docstr(name: str, return_indices_arg=None, tie_break_arg=None, dtype_arg=None):
    return _doc_decorator(f"\n    Returns the {name} of all elements in the :code:`input` tensor along the provided :code:`axis`\n")


def _add_scan_docstr(name: str, dtype_arg=None):
    return _doc_decorator(f"\n    Returns the {name} of all elements in the :code:`input` tensor along the provided :code:`axis`\n")


def _add_atomic_docstr(name: str, has_cmp: bool = False):
    return _doc_decorator(f"\n    Performs an atomic {name} at the memory location specified by :code:`pointer`.\n")


def get_int_dtype(bitwidth: int, signed: bool) -> dtype:
    """The integer dtype of `bitwidth` bits (1 is int1 whatever `signed` says)."""
    bitwidth, signed = unwrap(bitwidth), unwrap(signed)
    if bitwidth == 1:
        return int1
    types = {8: (int8, uint8), 16: (int16, uint16), 32: (int32, uint32), 64: (int64, uint64)}
    if bitwidth not in types:
        raise ValueError(f"Unsupported bitwidth {bitwidth} and signedness {signed}")
    return types[bitwidth][0 if signed else 1]


def get_primitive_bitwidth(name: str) -> int:
    """Bits of the scalar type named `name` ('fp32', 'int8', ...; Triton's 'i32', 'u8', 'fp16' too)."""
    from ..frontend.dtypes import from_name
    return from_name(name).primitive_bitwidth


def is_negative_zero(x):
    return x == 0.0 and _math.copysign(1.0, x) < 0


def check_bit_width(value, shift_value):
    """Triton's warning for a constant shift by at least the width of the shifted tensor's type."""
    if isinstance(value, tensor) and isinstance(shift_value, constexpr):
        bitwidth = value.type.scalar.primitive_bitwidth
        if shift_value.value >= bitwidth:
            warn_in_kernel(f"Value {shift_value.value} exceeds the maximum bitwidth ({bitwidth}) for type "
                           f"'{value.dtype}'. This may result in undefined behavior.")


def extern(fn):
    """Triton's decorator for external functions: a builtin."""
    return builtin(fn)


def _tensor_member_fn(fn):
    """Makes the free function `fn` (a builtin or a @jit function) a method of tensors too:
    `x.fn(...)` calls `fn(x, ...)`."""
    setattr(tensor, fn.__name__, fn)
    return fn


@builtin
def _unsplat(x):
    """A single-element tensor -> its scalar."""
    x = sem().to_tensor(x)
    if not x.type.is_block():
        return x
    if x.type.numel != 1:
        raise KernelError("can only unsplat single-element tensors")
    return sem().unsplat(x)


@builtin
def _promote_bfloat16_to_float32(t):
    t = sem().to_tensor(t)
    return sem().cast(t, float32) if t.dtype == bfloat16 else t


# Triton defines these in core.py; here they live in standard.py (which imports this module), so
# `tl.core.reduce` and the like resolve on first use.
_FROM_STANDARD = ("associative_scan", "reduce", "to_tensor", "cat", "gather", "histogram", "item",
                  "inline_asm_elementwise", "map_elementwise", "sort", "topk")


def __getattr__(name):
    if name in _FROM_STANDARD:
        from . import standard
        return getattr(standard, name)
    if name == "dot_scaled":
        from .dot_scaled import dot_scaled
        return dot_scaled
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
