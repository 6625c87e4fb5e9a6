"""Reductions, scans and composite functions (softmax, sigmoid, cdiv, ...).

The combine functions are written in the Triton language itself (`@helper`), so every backend gets
them through the same `tt.reduce` / `tt.scan` regions a user's own `tl.reduce` produces.
"""
from __future__ import annotations

from ..frontend import dtypes as _dt
from ..frontend.errors import KernelError
from ..frontend.function import helper
from ..frontend.markers import builtin, constexpr_function
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


def _sum_dtype(d, dtype):
    """The type tl.sum adds in: `dtype` if given, else int32/uint32 for narrower integers, else d."""
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
    x = s.cast(x, _sum_dtype(x.dtype, unwrap(dtype)))
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
def inline_asm_elementwise(asm, constraints, args, dtype, is_pure, pack):
    """Target assembly run on `pack` elements of the broadcast `args` at a time (Triton's API): PTX on
    cuda targets; a compile error where the target runs no inline assembly (interpreter, CPU)."""
    return sem().inline_asm_elementwise(asm, constraints, args, dtype, is_pure, pack)


@builtin
def map_elementwise(scalar_fn, *args, pack=1):
    """`scalar_fn` (a @jit function on scalars, control flow allowed) applied to every element of the
    broadcast `args`, `pack` consecutive elements at a time: it takes `pack` scalars of each argument
    (argument by argument) and returns `pack` scalars of each result (result by result)."""
    return sem().map_elementwise(unwrap(scalar_fn), list(args), pack)


@builtin
def associative_scan(input, axis, combine_fn, reverse=False):
    inputs = unwrap(input)
    return sem().scan(tuple(inputs) if isinstance(inputs, (tuple, list)) else inputs, axis,
                      unwrap(combine_fn), reverse)


@builtin
def cumsum(input, axis=0, reverse=False, dtype=None):
    s = sem()
    x = _bf16_to_fp32(s, s.to_tensor(input))
    x = s.cast(x, _sum_dtype(x.dtype, unwrap(dtype)))
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


# ------------------------------------------------------------------ sort, topk, cat, gather, histogram
# Built from tile ops (reshape, permute, join, where, compares, bitcasts, reductions), so the
# interpreter, the CPU backend and the GPU lowering all run them without code of their own.

_INT_OF_WIDTH = {1: _dt.int1, 8: _dt.int8, 16: _dt.int16, 32: _dt.int32, 64: _dt.int64}


def _log2_exact(n, what):
    if not isinstance(n, int) or n < 1 or n & (n - 1):
        raise KernelError(f"{what} must be a power of two, got {n}")
    return n.bit_length() - 1


def _block_shape(x, fn):
    if not x.type.is_block():
        raise KernelError(f"{fn} needs a tensor, got a scalar of type {x.dtype!r}")
    return list(x.type.shape)


def _norm_dim(d, rank, fn):
    d = unwrap(d)
    if isinstance(d, tensor) or not isinstance(d, int) or isinstance(d, bool):
        raise KernelError(f"{fn}: the dimension must be a constexpr int, got {d!r}")
    if not -rank <= d < rank:
        raise KernelError(f"{fn}: dimension {d} is out of range for a tensor of rank {rank}")
    return d % rank


def _flag(v, fn, what):
    v = unwrap(v)
    if isinstance(v, tensor):
        raise KernelError(f"{fn}: {what} must be a constexpr, not a tensor")
    return bool(v)


def _hc_indicator(s, rank, j):
    """arange(0, 2) on the j-th innermost of `rank` dimensions (size 1 on all others): 1 on the
    right-hand element of each pair along that dimension."""
    return s.reshape(s.arange(0, 2), [1] * (rank - 1 - j) + [2] + [1] * j, False)


def _hc_compare_and_swap(s, h, flip, j, rank):
    """One compare-and-swap round on the j-th innermost dimension (of size 2) of `h`, as Triton
    writes it: each element gets its partner `y` (through an xor on the bits, so the exchange is
    exact), and takes it where `(x > y) != (flip ^ is_right)`. `flip` is 0 (ascending), 1
    (descending) or an indicator tensor (alternating blocks). `rank`: the hypercube's dimensions
    (innermost ones of h; Triton's helpers take log2 of h's size)."""
    ity = _INT_OF_WIDTH[h.dtype.primitive_bitwidth]
    ix = s.bitcast(h, ity)
    iy = s.xor_(ix, s.reduction(ix, rank - 1 - j, _xor_combine, True))
    y = s.bitcast(iy, h.dtype)
    is_right = _hc_indicator(s, rank, j)
    f = s.xor_(flip, is_right) if isinstance(flip, tensor) else (s.xor_(is_right, 1) if flip else is_right)
    return s.where(s.not_equal(s.greater_than(h, y), f), y, h)


def _hc_merge(s, h, stage, order, rank=None):
    """`stage` compare-and-swap rounds over the innermost `stage` dimensions of the hypercube `h`;
    order 0: ascending, 1: descending, 2: alternating by blocks of 2**stage."""
    rank = len(h.type.shape) if rank is None else rank
    flip = _hc_indicator(s, rank, stage) if order == 2 else order
    for i in range(stage):
        h = _hc_compare_and_swap(s, h, flip, stage - 1 - i, rank)
    return h


def _sort_impl(s, x, k, dim, descending, fn):
    x = s.to_tensor(x)
    shape = _block_shape(x, fn)
    rank = len(shape)
    d = rank - 1 if unwrap(dim) is None else _norm_dim(dim, rank, fn)
    descending = _flag(descending, fn, "descending")
    if d != rank - 1:  # Triton sorts the last dimension only; any other one goes there and back
        perm = [i for i in range(rank) if i != d] + [d]
        inv = [perm.index(i) for i in range(rank)]
        return s.permute(_sort_impl(s, s.permute(x, perm), k, None, descending, fn), inv)
    n = shape[-1]
    log_n = _log2_exact(n, f"{fn}: the size of the sorted dimension ({d})")
    if k is None:
        log_k = log_n
    else:
        k = unwrap(k)
        if isinstance(k, tensor) or not isinstance(k, int) or isinstance(k, bool):
            raise KernelError(f"{fn}: k must be a constexpr int, got {k!r}")
        log_k = _log2_exact(k, f"{fn}: k")
        if k > n:
            raise KernelError(f"{fn}: k ({k}) is larger than the size of dimension {d} ({n})")
    if log_n == 0:
        return x
    lead = [x.type.numel // n] if rank > 1 else []
    h = s.reshape(x, lead + [2] * log_n, False)  # a hypercube over the sorted dimension
    for i in range(1, log_k + 1):
        h = _hc_merge(s, h, i, 2 if i < log_n else int(descending))
    # top k (https://www.doc.ic.ac.uk/~hlgr/pdfs/MassivelyParallelTopK.pdf): pairs of sorted runs of
    # k, one ascending and one descending, keep their elementwise max (min): a bitonic run holding
    # the k largest (smallest) of both, which one more merge sorts
    for i in range(log_k + 1, log_n + 1):
        axis = len(h.type.shape) - 1 - log_k
        h = max(h, axis) if descending else min(h, axis)
        h = _hc_merge(s, h, log_k, 2 if i < log_n else int(descending))
    return s.reshape(h, shape[:-1] + [1 << log_k], False)


@builtin
def sort(x, dim=None, descending=False):
    """`x` sorted along `dim` (default: the last dimension, whose size must be a power of two), by
    Triton's bitonic network: compare-and-swap rounds that compare with `>` and exchange bits, so
    values come out exactly. NaNs and signed zeros go where that network puts them, as in Triton
    (whose GPU output matched the same model bit for bit): not a permutation then (NaNs spread, a
    -0.0 may overwrite a +0.0)."""
    return _sort_impl(sem(), x, None, dim, descending, "sort")


@builtin
def topk(x, k, dim=None, descending=True):
    """The `k` largest (descending=False: smallest) elements of `x` along `dim` (default: the
    last), sorted; `k` and the dimension's size are powers of two. `descending` is Triton main's
    (Triton 3.6 has no such parameter and always takes the largest). As in Triton, when k is less
    than the size the selection goes through tl.max/tl.min, which widen 8- and 16-bit elements to
    32 bits (Triton 3.6 returns float32 for a float16 topk too)."""
    return _sort_impl(sem(), x, k, dim, descending, "topk")


@builtin
def cat(input, other, can_reorder=False, dim=0):
    """`input` and `other` (one shape, one dtype) concatenated along `dim`, in order, whatever
    `can_reorder` says: Triton main's signature and result (Triton 3.6 has no `dim`, rejects
    can_reorder=False and may interleave the two, which any order-free use accepts)."""
    s = sem()
    a, b = s.to_tensor(input), s.to_tensor(other)
    sa, sb = _block_shape(a, "cat"), _block_shape(b, "cat")
    if a.dtype != b.dtype:
        raise KernelError(f"cat needs two tensors of one dtype, got {a.dtype!r} and {b.dtype!r}")
    if sa != sb:
        raise KernelError(f"cat needs two tensors of one shape, got {sa} and {sb}")
    _flag(can_reorder, "cat", "can_reorder")
    r = len(sa)
    d = _norm_dim(dim, r, "cat")
    c = s.join(a, b)  # sa + [2]
    c = s.permute(c, list(range(d)) + [r] + list(range(d, r)))  # sa[:d] + [2] + sa[d:]
    return s.reshape(c, sa[:d] + [2 * sa[d]] + sa[d + 1:], False)


@builtin
def gather(src, index, axis):
    """out[i][j] = src[index[i][j]][j] for axis 0 (any rank and axis): `index` has src's rank and
    its shape on every other axis. Exact on every element type: the source element is picked by a
    one-hot compare of `index` with the axis' positions, on the elements' bits. An index out of
    range picks nothing (all bits 0); Triton leaves it undefined."""
    s = sem()
    src, index = s.to_tensor(src), s.to_tensor(index)
    ss, si = _block_shape(src, "gather"), _block_shape(index, "gather")
    if not index.dtype.is_int():
        raise KernelError(f"gather: index must be an integer tensor, got {index.dtype!r}")
    if src.dtype.is_ptr():
        raise KernelError("gather: src must hold numbers, not pointers")
    if len(ss) != len(si):
        raise KernelError(f"gather: src (shape {ss}) and index (shape {si}) must have the same rank")
    r = len(ss)
    a = _norm_dim(axis, r, "gather")
    for d in range(r):
        if d != a and ss[d] != si[d]:
            raise KernelError(f"gather: index dimension {d} ({si[d]}) must match the source's ({ss[d]}) "
                              f"on every axis but {a}")
    n = ss[a]
    is_bool = src.dtype == _dt.int1
    ity = _dt.int8 if is_bool else _INT_OF_WIDTH[src.dtype.primitive_bitwidth]
    bits = s.cast(src, ity) if is_bool else s.bitcast(src, ity)
    bits = s.expand_dims(bits, a)                      # ss[:a] + [1, n] + ss[a+1:]
    idx = s.expand_dims(index, a + 1)                  # si[:a+1] + [1] + si[a+1:]
    pos = s.reshape(s.arange(0, n), [1] * (a + 1) + [n] + [1] * (r - 1 - a), False)
    picked = s.where(s.equal(idx, pos), bits, 0)       # si[:a+1] + [n] + si[a+1:]
    out = s.reduction(picked, a + 1, _or_combine)
    return s.not_equal(out, 0) if is_bool else s.bitcast(out, src.dtype)


@builtin
def histogram(input, num_bins, mask=None):
    """Counts (int32) of the values 0 .. num_bins-1 in the 1-D integer tensor `input`, leaving out
    the elements where `mask` is false; values outside [0, num_bins) are not counted (Triton leaves
    them undefined: its GPU lowering counted some, its interpreter counts num_bins in the last bin)."""
    s = sem()
    x = s.to_tensor(input)
    shape = _block_shape(x, "histogram")
    if len(shape) != 1:
        raise KernelError(f"histogram only supports 1D input, got shape {shape}")
    if not x.dtype.is_int():
        raise KernelError(f"histogram only supports integer input, got {x.dtype!r}")
    nb = unwrap(num_bins)
    if isinstance(nb, tensor) or not isinstance(nb, int) or isinstance(nb, bool):
        raise KernelError(f"histogram: num_bins must be a constexpr int, got {nb!r}")
    _log2_exact(nb, "histogram: num_bins")
    hit = s.equal(s.expand_dims(x, 1), s.expand_dims(s.arange(0, nb), 0))  # [M, num_bins]
    m = unwrap(mask)
    if m is not None:
        m = s.broadcast_to_shape(s.to_tensor(m), shape)
        if m.dtype != _dt.int1:
            raise KernelError(f"histogram: mask must have boolean scalar type, got {m.dtype!r}")
        hit = s.and_(hit, s.expand_dims(m, 1))
    return s.reduction(s.cast(hit, _dt.int32), 0, _sum_combine)


@builtin
def item(input):
    """Triton's `tensor.item()`: the scalar value of a tensor with a single element."""
    s = sem()
    x = s.to_tensor(input)
    if not x.type.is_block():
        return x
    if x.type.numel != 1:
        raise KernelError(f"tensor.item() needs a tensor with a single element, got shape {list(x.type.shape)}")
    return s.unsplat(x)


tensor.item = item


# ------------------------------------------------------------------ Triton's standard.py helpers
# Libraries call these private helpers of Triton's standard library (`from triton.language.standard
# import _log2`, `tl.standard._log2(n)`, `sort_impl`, the bitonic steps), so they exist here with
# Triton's signatures and meaning.
from .core import interleave, ravel, zeros, zeros_like  # noqa: E402,F401 - (Triton defines them in standard.py)


@constexpr_function
def _log2(i):
    """floor(log2(i)) of a positive int (0 for 1 and below), at compile time."""
    n, out = i, 0
    while n > 1:
        n >>= 1
        out += 1
    return out


@constexpr_function
def _is_power_of_two(i):
    return (i & (i - 1)) == 0 and i != 0


_get_int_dtype = constexpr_function(core.get_int_dtype)
constexpr_function(core.get_primitive_bitwidth)  # (kernels call both as Triton's plain functions)


@constexpr_function
def _pick_sum_dtype(in_dtype, dtype):
    """Triton's: `dtype` if given; int32/uint32 for narrower integers; None (keep the input's) else."""
    if dtype is not None:
        return dtype
    if in_dtype.is_int_signed():
        return _dt.int32 if in_dtype.primitive_bitwidth < 32 else None
    if in_dtype.is_int_unsigned():
        return _dt.uint32 if in_dtype.primitive_bitwidth < 32 else None
    return None


@constexpr_function
def _get_flip_dim(dim, shape):
    if dim is None:
        dim = len(shape) - 1
    if dim < 0:
        dim += len(shape)
    return dim


_argmax_combine_tie_break_left, _argmax_combine_tie_break_fast = _argmax_left, _argmax_any
_argmin_combine_tie_break_left, _argmin_combine_tie_break_fast = _argmin_left, _argmin_any
_elementwise_max, _elementwise_min = _max_combine, _min_combine


def _int_arg(v, fn, what):
    v = unwrap(v)
    if isinstance(v, tensor) or not isinstance(v, int):
        raise KernelError(f"{fn}: {what} must be a constexpr int, got {v!r}")
    return v


def _hypercube_dims(x, fn):
    """log2 of x's size, which must be a power of two: the dimensions of x as a hypercube."""
    return _log2_exact(x.type.numel if x.type.is_block() else 1, f"{fn}: the number of elements")


@builtin
def _indicator(n_dims, j):
    """arange(0, 2) on the j-th innermost of `n_dims` dimensions, size 1 on the others."""
    n_dims, j = _int_arg(n_dims, "_indicator", "n_dims"), _int_arg(j, "_indicator", "j")
    return _hc_indicator(sem(), n_dims, j)


@builtin
def _compare_and_swap(x, flip, i):
    """One compare-and-swap round on the i-th innermost dimension of the hypercube x (each
    dimension of size 2): ascending where flip is 0, descending where 1 (flip: a constexpr or a tensor)."""
    s = sem()
    x = s.to_tensor(x)
    flip = unwrap(flip)
    if not isinstance(flip, tensor):
        flip = _int_arg(flip, "_compare_and_swap", "flip")
    return _hc_compare_and_swap(s, x, flip, _int_arg(i, "_compare_and_swap", "i"),
                                _hypercube_dims(x, "_compare_and_swap"))


@builtin
def _bitonic_merge_hypercube(x, stage, order):
    """`stage` compare-and-swap rounds over the innermost `stage` dimensions of the hypercube x;
    order 0: ascending, 1: descending, 2: alternating by blocks of 2**stage."""
    s = sem()
    x = s.to_tensor(x)
    stage = _int_arg(stage, "_bitonic_merge_hypercube", "stage")
    order = _int_arg(order, "_bitonic_merge_hypercube", "order")
    return _hc_merge(s, x, stage, order, _hypercube_dims(x, "_bitonic_merge_hypercube"))


@builtin
def _bitonic_merge(x, stage, order, n_dims):
    """x seen as a hypercube of log2(x.numel) dimensions, merged over its `stage` innermost ones
    (`n_dims` is unused, as in Triton)."""
    s = sem()
    x = s.to_tensor(x)
    stage = _int_arg(stage, "_bitonic_merge", "stage")
    order = _int_arg(order, "_bitonic_merge", "order")
    shape = _block_shape(x, "_bitonic_merge")
    rank = _hypercube_dims(x, "_bitonic_merge")
    h = s.reshape(x, [2] * rank if rank else [1], False)
    h = _hc_merge(s, h, stage, order, rank)
    return s.reshape(h, shape, False)


@builtin
def sort_impl(x, k=None, dim=None, descending=core.CONSTEXPR_0):
    """Triton's sort/topk worker: x sorted along `dim` (the last by default); with `k`, its k
    largest (descending) or smallest, sorted."""
    return _sort_impl(sem(), x, unwrap(k), dim, descending, "sort_impl")


@builtin
def bitonic_merge(x, dim=None, descending=core.CONSTEXPR_0):
    """A bitonic sequence along the last dimension of x (ascending then descending, or the other
    way round) merged into sorted order: ascending, or descending if `descending`."""
    s = sem()
    x = s.to_tensor(x)
    shape = _block_shape(x, "bitonic_merge")
    d = len(shape) - 1 if unwrap(dim) is None else _norm_dim(dim, len(shape), "bitonic_merge")
    if d != len(shape) - 1:
        raise KernelError("bitonic_merge: only minor dimension is currently supported")
    n_dims = _log2_exact(shape[-1], "bitonic_merge: the size of the last dimension")
    return _bitonic_merge(x, n_dims, int(_flag(descending, "bitonic_merge", "descending")), n_dims)
