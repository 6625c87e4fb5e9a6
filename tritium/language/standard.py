"""Reductions, scans and composite functions (softmax, sigmoid, cdiv, ...).

The combine functions are written in the Triton language itself (`@helper`), so every backend gets
them through the same `tt.reduce` / `tt.scan` regions a user's own `tl.reduce` produces.
"""
from __future__ import annotations

from ..frontend import dtypes as _dt
from ..frontend.errors import KernelError
from ..frontend.function import helper
from ..frontend.markers import builtin
from ..frontend.values import constexpr, sem, tensor, unwrap
from . import core


@helper
def _sum_combine(a, b):
    return a + b


@helper
def _prod_combine(a, b):
    return a * b


@helper
def _max_combine(a, b):
    return core.maximum(a, b)


@helper
def _min_combine(a, b):
    return core.minimum(a, b)


@helper
def _xor_combine(a, b):
    return a ^ b


@helper
def _or_combine(a, b):
    return a | b


@helper
def _argmax_combine(v1, i1, v2, i2, tie_break_left: core.constexpr):
    if tie_break_left:
        gt = (v1 > v2) | ((v1 == v2) & (i1 < i2))
    else:
        gt = v1 > v2
    return core.where(gt, v1, v2), core.where(gt, i1, i2)


@helper
def _argmin_combine(v1, i1, v2, i2, tie_break_left: core.constexpr):
    if tie_break_left:
        lt = (v1 < v2) | ((v1 == v2) & (i1 < i2))
    else:
        lt = v1 < v2
    return core.where(lt, v1, v2), core.where(lt, i1, i2)


@helper
def _argmax_left(v1, i1, v2, i2):
    return _argmax_combine(v1, i1, v2, i2, True)


@helper
def _argmax_any(v1, i1, v2, i2):
    return _argmax_combine(v1, i1, v2, i2, False)


@helper
def _argmin_left(v1, i1, v2, i2):
    return _argmin_combine(v1, i1, v2, i2, True)


@helper
def _argmin_any(v1, i1, v2, i2):
    return _argmin_combine(v1, i1, v2, i2, False)


def _pick_sum_dtype(d, dtype):
    if dtype is not None:
        return dtype
    if d.is_int_signed() and d.primitive_bitwidth < 32:
        return _dt.int32
    if d.is_int_unsigned() and d.primitive_bitwidth < 32:
        return _dt.uint32
    return d


def _widen_for_minmax(s, x):
    if x.dtype.is_floating() and x.dtype.primitive_bitwidth < 32:
        return s.cast(x, _dt.float32)
    if x.dtype.is_int() and x.dtype.primitive_bitwidth < 32:
        return s.cast(x, _dt.int32)
    return x


def _bf16_to_fp32(s, x):
    return s.cast(x, _dt.float32) if x.dtype == _dt.bfloat16 else x


def _with_indices(s, x, axis, combine, keep_dims):
    x = _bf16_to_fp32(s, s.to_tensor(x))
    axis = unwrap(axis)
    if axis is None:
        x = s.reshape(x, [x.type.numel], can_reorder=True)
        axis = 0
    shape = list(x.type.shape)
    axis = axis % len(shape) if isinstance(axis, int) and -len(shape) <= axis < len(shape) else axis
    if not isinstance(axis, int) or not 0 <= axis < len(shape):
        raise KernelError(f"axis {axis} is out of range for a tensor of rank {len(shape)}")
    idx = s.arange(0, shape[axis])
    for d in range(len(shape)):
        if d != axis:
            idx = s.expand_dims(idx, d)
    idx = s.broadcast_to_shape(idx, shape)
    return s.reduction((x, idx), axis, combine, keep_dims)


@builtin
def sum(input, axis=None, keep_dims=False, dtype=None):
    s = sem()
    x = s.to_tensor(input)
    x = s.cast(x, _pick_sum_dtype(x.dtype, unwrap(dtype)))
    return s.reduction(x, axis, _sum_combine, keep_dims)


@builtin
def max(input, axis=None, return_indices=False, return_indices_tie_break_left=True, keep_dims=False):
    s = sem()
    if unwrap(return_indices):
        comb = _argmax_left if unwrap(return_indices_tie_break_left) else _argmax_any
        return _with_indices(s, input, axis, comb, keep_dims)
    return s.reduction(_widen_for_minmax(s, s.to_tensor(input)), axis, _max_combine, keep_dims)


@builtin
def min(input, axis=None, return_indices=False, return_indices_tie_break_left=True, keep_dims=False):
    s = sem()
    if unwrap(return_indices):
        comb = _argmin_left if unwrap(return_indices_tie_break_left) else _argmin_any
        return _with_indices(s, input, axis, comb, keep_dims)
    return s.reduction(_widen_for_minmax(s, s.to_tensor(input)), axis, _min_combine, keep_dims)


@builtin
def argmax(input, axis, tie_break_left=True, keep_dims=False):
    return _with_indices(sem(), input, axis, _argmax_left if unwrap(tie_break_left) else _argmax_any, keep_dims)[1]


@builtin
def argmin(input, axis, tie_break_left=True, keep_dims=False):
    return _with_indices(sem(), input, axis, _argmin_left if unwrap(tie_break_left) else _argmin_any, keep_dims)[1]


@builtin
def xor_sum(input, axis=None, keep_dims=False):
    s = sem()
    x = s.to_tensor(input)
    if not x.dtype.is_int():
        raise KernelError("xor_sum only supported for integers")
    return s.reduction(x, axis, _xor_combine, keep_dims)


@builtin
def reduce_or(input, axis, keep_dims=False):
    s = sem()
    x = s.to_tensor(input)
    if not x.dtype.is_int():
        raise KernelError("reduce_or only supported for integers")
    return s.reduction(x, axis, _or_combine, keep_dims)


@builtin
def reduce(input, axis, combine_fn, keep_dims=False):
    inputs = unwrap(input)
    return sem().reduction(tuple(inputs) if isinstance(inputs, (tuple, list)) else inputs, axis,
                           unwrap(combine_fn), keep_dims)


@builtin
def associative_scan(input, axis, combine_fn, reverse=False):
    inputs = unwrap(input)
    return sem().scan(tuple(inputs) if isinstance(inputs, (tuple, list)) else inputs, axis,
                      unwrap(combine_fn), reverse)


@builtin
def cumsum(input, axis=0, reverse=False, dtype=None):
    s = sem()
    x = _bf16_to_fp32(s, s.to_tensor(input))
    x = s.cast(x, _pick_sum_dtype(x.dtype, unwrap(dtype)))
    return s.scan(x, axis, _sum_combine, reverse)


@builtin
def cumprod(input, axis=0, reverse=False):
    s = sem()
    return s.scan(_bf16_to_fp32(s, s.to_tensor(input)), axis, _prod_combine, reverse)


@builtin
def softmax(x, dim=None, keep_dims=False, ieee_rounding=False):
    s = sem()
    dim = 0 if unwrap(dim) is None else unwrap(dim)
    z = s.sub(x, max(x, dim, keep_dims=True))
    num = s.unary_math("math.exp", z)
    den = sum(num, dim, keep_dims=True)
    return s.fdiv(num, den, ieee_rounding)


@builtin
def sigmoid(x):
    s = sem()
    return s.truediv(1, s.add(1, s.unary_math("math.exp", s.neg(x))))


@builtin
def cdiv(x, div):
    ux, ud = unwrap(x), unwrap(div)
    if not isinstance(ux, tensor) and not isinstance(ud, tensor):
        return constexpr((ux + ud - 1) // ud)
    s = sem()
    return s.floordiv(s.add(x, s.sub(div, 1) if isinstance(ud, tensor) else ud - 1), div)


@builtin
def to_tensor(x):
    return sem().to_tensor(x)


@helper
def swizzle2d(i, j, size_i, size_j, size_g):
    ij = i * size_j + j
    size_gj = size_g * size_j
    group_id = ij // size_gj
    off_i = group_id * size_g
    size_g = core.minimum(size_i - off_i, size_g)
    ij = ij % size_gj
    new_i = off_i + ij % size_g
    new_j = ij // size_g
    return new_i, new_j


@builtin
def flip(x, dim=None):
    """`x` reversed along `dim` (default: the last dimension), whose size must be a power of two.
    As Triton does it: the dimension is split into log2(n) dimensions of size 2, and each pair is
    swapped by xor with the pair's xor (on the elements' bits, so any type flips exactly)."""
    s = sem()
    x = s.to_tensor(x)
    if not x.type.is_block():
        return x
    shape = list(x.type.shape)
    d = unwrap(dim)
    d = len(shape) - 1 if d is None else int(d)
    if d < 0:
        d += len(shape)
    if not 0 <= d < len(shape):
        raise KernelError(f"flip: dimension {unwrap(dim)} is out of range for a tensor of rank {len(shape)}")
    n = shape[d]
    if n & (n - 1):
        raise KernelError(f"flip: dimension {d} has size {n}, which is not a power of two")
    steps = n.bit_length() - 1
    if steps == 0:
        return x
    bits = x.dtype.primitive_bitwidth
    ity = {1: _dt.int1, 8: _dt.int8, 16: _dt.int16, 32: _dt.int32, 64: _dt.int64}[bits]
    y = s.bitcast(x, ity) if x.dtype != ity else x
    y = s.reshape(y, shape[:d] + [2] * steps + shape[d + 1:], False)
    for i in range(steps):
        y = s.xor_(y, s.reduction(y, d + i, _xor_combine, True))
    y = s.reshape(y, shape, False)
    return s.bitcast(y, x.dtype) if x.dtype != ity else y


@builtin
def squeeze(x, dim):
    """`x` without its dimension `dim`, which must have size 1."""
    s = sem()
    x = s.to_tensor(x)
    shape = list(x.type.shape) if x.type.is_block() else []
    d = int(unwrap(dim))
    if d < 0:
        d += len(shape)
    if not 0 <= d < len(shape) or shape[d] != 1:
        raise KernelError(f"squeeze: dimension {unwrap(dim)} of a tensor of shape {shape} does not have size 1")
    return s.reshape(x, shape[:d] + shape[d + 1:], False)


@builtin
def unsqueeze(x, dim):
    """`x` with a new dimension of size 1 at `dim` (tl.expand_dims)."""
    return sem().expand_dims(x, unwrap(dim))
