"""tl.sort, tl.topk, tl.cat, tl.gather and tl.histogram (built from tile ops in tritium.language.standard)
against NumPy on fresh random inputs, outputs poisoned before each run; compared bit for bit."""
import numpy as np
import pytest
import torch

import tritium
import tritium.language as tl
from conftest import poison, rand_array, run
from errorutil import expect_error

BITS = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}


def _rand(rng, dtype, shape, lo=None, hi=None):
    if dtype == "bfloat16":
        return torch.from_numpy(rand_array(rng, "float32", shape, lo, hi)).to(torch.bfloat16)
    return rand_array(rng, dtype, shape, lo, hi)


def _poison(shape, dtype):
    if dtype == "bfloat16":
        return torch.full((shape,) if isinstance(shape, int) else shape, float("nan"), dtype=torch.bfloat16)
    return poison(shape, dtype)


def _bits(a):
    """The elements' bit patterns (so NaN payloads and signed zeros compare exactly)."""
    if isinstance(a, torch.Tensor):
        return a.view(torch.int16).numpy().view(np.uint16)
    a = np.ascontiguousarray(a)
    return a.view(BITS[a.dtype.itemsize]) if a.dtype != np.bool_ else a


def _np(a):
    """Values as NumPy (bfloat16 widened exactly to float32)."""
    return a.float().numpy() if isinstance(a, torch.Tensor) else a


def _same(got, want):
    """`got` equals `want` (a NumPy array of values of got's type) bit for bit."""
    if isinstance(got, torch.Tensor):
        want = torch.from_numpy(np.array(want, dtype=np.float32)).to(torch.bfloat16)
    else:
        want = np.asarray(want).astype(got.dtype)
    np.testing.assert_array_equal(_bits(got), _bits(want))


def _sorted(x, descending):
    s = np.sort(_np(x), axis=-1)
    return s[..., ::-1] if descending else s


# ------------------------------------------------------------------ sort
@tritium.jit
def sort1d_kernel(X, Z, N: tl.constexpr, DESC: tl.constexpr):
    o = tl.arange(0, N)
    tl.store(Z + o, tl.load(X + o).sort(descending=DESC))  # the method form, as in Triton


@tritium.jit
def sort2d_kernel(X, Z, M: tl.constexpr, N: tl.constexpr, DESC: tl.constexpr, DIM: tl.constexpr):
    o = tl.arange(0, M)[:, None] * N + tl.arange(0, N)[None, :]
    tl.store(Z + o, tl.sort(tl.load(X + o), dim=DIM, descending=DESC))


SORT_CASES = [("int32", (16,)), ("float32", (16,)), ("float16", (8, 32)), ("bfloat16", (8, 32)),
              ("int8", (8, 32)), ("uint8", (4, 64)), ("float32", (4, 64)), ("int64", (4, 64)),
              ("float64", (2, 16)), ("int32", (1, 2)), ("int16", (32, 1))]


@pytest.mark.parametrize("dtype,shape", SORT_CASES)
@pytest.mark.parametrize("descending", [False, True])
def test_sort(rng, dtype, descending, shape):
    x = _rand(rng, dtype, shape)
    z = _poison(shape, dtype)
    if len(shape) == 1:
        run(sort1d_kernel, (1,), x, z, N=shape[0], DESC=descending)
    else:
        run(sort2d_kernel, (1,), x, z, M=shape[0], N=shape[1], DESC=descending, DIM=None)
    _same(z, _sorted(x, descending))


@pytest.mark.parametrize("dim", [0, -1])
def test_sort_dim(rng, dim):
    """Any dimension sorts (Triton itself takes only the last one): the others go there and back."""
    x = rand_array(rng, "float32", (16, 8))
    z = poison((16, 8), "float32")
    run(sort2d_kernel, (1,), x, z, M=16, N=8, DESC=False, DIM=dim)
    np.testing.assert_array_equal(z, np.sort(x, axis=dim))


def _network_sort(x, descending):
    """NumPy model of Triton's bitonic sort: at every round each element compares itself with its
    partner by `>` and takes the partner where (x > partner) != (flip ^ is_right)."""
    x = np.array(x)
    n = x.shape[-1]
    log_n = n.bit_length() - 1
    idx = np.arange(n)
    for stage in range(1, log_n + 1):
        flip = (idx >> stage) & 1 if stage < log_n else np.full(n, int(descending))
        for j in range(stage - 1, -1, -1):
            y = x[..., idx ^ (1 << j)]
            with np.errstate(invalid="ignore"):
                take = (x > y) != ((flip ^ ((idx >> j) & 1)) == 1)
            x = np.where(take, y, x)
    return x


@pytest.mark.parametrize("dtype", ["float32", "float16"])
@pytest.mark.parametrize("descending", [False, True])
def test_sort_nan_signed_zero(rng, dtype, descending):
    """NaNs and signed zeros go through Triton's network exactly as Triton's comparisons take them
    (a compare with NaN or between zeros is false), checked against a NumPy model of that network
    (which Triton 3.6 itself matched bit for bit on an H100 with these inputs)."""
    x = rand_array(rng, dtype, (8, 32))
    flat = x.reshape(-1)
    pos = rng.permutation(flat.size)
    flat[pos[:12]] = np.nan
    flat[pos[12:24]] = -0.0
    flat[pos[24:36]] = 0.0
    flat[pos[36:40]] = np.inf
    flat[pos[40:44]] = -np.inf
    z = poison((8, 32), dtype)
    run(sort2d_kernel, (1,), x, z, M=8, N=32, DESC=descending, DIM=None)
    _same(z, _network_sort(x, descending))
    # without NaNs the values are sorted (zeros of either sign compare equal)
    y = np.where(np.isnan(x), np.asarray(1.5, x.dtype), x)
    run(sort2d_kernel, (1,), y, z, M=8, N=32, DESC=descending, DIM=None)
    np.testing.assert_array_equal(z, _sorted(y, descending))


def test_sort_network_model(rng):
    """The NumPy model of the network sorts (a check of the model itself)."""
    x = rng.standard_normal((4, 64))
    np.testing.assert_array_equal(_network_sort(x, False), np.sort(x, -1))
    np.testing.assert_array_equal(_network_sort(x, True), np.sort(x, -1)[:, ::-1])


# ------------------------------------------------------------------ topk
@tritium.jit
def topk_kernel(X, Z, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr, DESC: tl.constexpr):
    o = tl.arange(0, M)[:, None] * N + tl.arange(0, N)[None, :]
    oz = tl.arange(0, M)[:, None] * K + tl.arange(0, K)[None, :]
    tl.store(Z + oz, tl.topk(tl.load(X + o), K, descending=DESC))


@tritium.jit
def topk_default_kernel(X, Z, N: tl.constexpr, K: tl.constexpr):
    tl.store(Z + tl.arange(0, K), tl.topk(tl.load(X + tl.arange(0, N)), K))


@pytest.mark.parametrize("dtype", ["int32", "int8", "float16", "bfloat16", "float32"])
@pytest.mark.parametrize("descending", [True, False])
@pytest.mark.parametrize("shape,k", [((8, 32), 4), ((4, 64), 8), ((1, 16), 1), ((2, 8), 8), ((16, 16), 2)])
def test_topk(rng, dtype, descending, shape, k):
    x = _rand(rng, dtype, shape)
    z = _poison((shape[0], k), dtype)
    run(topk_kernel, (1,), x, z, M=shape[0], N=shape[1], K=k, DESC=descending)
    _same(z, _sorted(x, descending)[:, :k])


def test_topk_default_is_largest(rng):
    x = rand_array(rng, "float32", 64)
    z = poison(8, "float32")
    run(topk_default_kernel, (1,), x, z, N=64, K=8)
    np.testing.assert_array_equal(z, np.sort(x)[::-1][:8])


@tritium.jit
def topk_dtype_kernel(X, Z, N: tl.constexpr, K: tl.constexpr):
    t = tl.topk(tl.load(X + tl.arange(0, N)), K)
    tl.static_assert(t.dtype == tl.float32)  # as Triton: the max reduction widens 16-bit floats
    tl.store(Z + tl.arange(0, K), t)


def test_topk_widens_like_triton(rng):
    x = rand_array(rng, "float16", 32)
    z = poison(4, "float32")
    run(topk_dtype_kernel, (1,), x, z, N=32, K=4)
    np.testing.assert_array_equal(z, np.sort(x)[::-1][:4].astype(np.float32))


# ------------------------------------------------------------------ cat
@tritium.jit
def cat1d_kernel(X, Y, Z, N: tl.constexpr, REORDER: tl.constexpr):
    o = tl.arange(0, N)
    tl.store(Z + tl.arange(0, 2 * N), tl.cat(tl.load(X + o), tl.load(Y + o), can_reorder=REORDER))


@tritium.jit
def cat2d_kernel(X, Y, Z, M: tl.constexpr, N: tl.constexpr, DIM: tl.constexpr):
    o = tl.arange(0, M)[:, None] * N + tl.arange(0, N)[None, :]
    z = tl.cat(tl.load(X + o), tl.load(Y + o), can_reorder=True, dim=DIM)
    if DIM == 0:
        oz = tl.arange(0, 2 * M)[:, None] * N + tl.arange(0, N)[None, :]
    else:
        oz = tl.arange(0, M)[:, None] * (2 * N) + tl.arange(0, 2 * N)[None, :]
    tl.store(Z + oz, z)


@pytest.mark.parametrize("dtype", ["int8", "int32", "int64", "float16", "bfloat16", "float32", "bool"])
@pytest.mark.parametrize("reorder", [True, False])
def test_cat(rng, dtype, reorder):
    x, y = _rand(rng, dtype, 64), _rand(rng, dtype, 64)
    z = _poison(128, dtype)
    run(cat1d_kernel, (1,), x, y, z, N=64, REORDER=reorder)
    _same(z, np.concatenate([_np(x), _np(y)]))


@pytest.mark.parametrize("dim", [0, 1])
def test_cat_2d(rng, dim):
    x, y = rand_array(rng, "float32", (4, 16)), rand_array(rng, "float32", (4, 16))
    z = poison((8, 16) if dim == 0 else (4, 32), "float32")
    run(cat2d_kernel, (1,), x, y, z, M=4, N=16, DIM=dim)
    np.testing.assert_array_equal(z, np.concatenate([x, y], axis=dim))


# ------------------------------------------------------------------ gather
@tritium.jit
def gather1d_kernel(S, I, Z, NS: tl.constexpr, NI: tl.constexpr):
    tl.store(Z + tl.arange(0, NI), tl.gather(tl.load(S + tl.arange(0, NS)), tl.load(I + tl.arange(0, NI)), 0))


@tritium.jit
def gather2d_kernel(S, I, Z, MS: tl.constexpr, NS: tl.constexpr, MI: tl.constexpr, NI: tl.constexpr,
                    AXIS: tl.constexpr):
    so = tl.arange(0, MS)[:, None] * NS + tl.arange(0, NS)[None, :]
    io = tl.arange(0, MI)[:, None] * NI + tl.arange(0, NI)[None, :]
    tl.store(Z + io, tl.gather(tl.load(S + so), tl.load(I + io), AXIS))


@tritium.jit
def gather3d_kernel(S, I, Z, A: tl.constexpr, B: tl.constexpr, C: tl.constexpr, BI: tl.constexpr):
    so = tl.arange(0, A)[:, None, None] * B * C + tl.arange(0, B)[None, :, None] * C + tl.arange(0, C)[None, None, :]
    io = tl.arange(0, A)[:, None, None] * BI * C + tl.arange(0, BI)[None, :, None] * C + tl.arange(0, C)[None, None, :]
    tl.store(Z + io, tl.load(S + so).gather(tl.load(I + io), axis=1))


@pytest.mark.parametrize("dtype", ["float32", "float16", "bfloat16", "int8", "int64", "uint8", "bool"])
@pytest.mark.parametrize("idx_dtype", ["int32", "int64"])
def test_gather_1d(rng, dtype, idx_dtype):
    src = _rand(rng, dtype, 32)
    idx = rng.integers(0, 32, 64).astype(idx_dtype)
    z = _poison(64, dtype)
    run(gather1d_kernel, (1,), src, idx, z, NS=32, NI=64)
    _same(z, _np(src)[idx])


@pytest.mark.parametrize("dtype", ["float32", "int16", "bfloat16"])
@pytest.mark.parametrize("src_shape,idx_shape,axis", [((4, 4), (8, 4), 0), ((16, 8), (16, 32), 1),
                                                      ((32, 16), (8, 16), 0), ((8, 4), (8, 1), 1)])
def test_gather_2d(rng, dtype, src_shape, idx_shape, axis):
    src = _rand(rng, dtype, src_shape)
    idx = rng.integers(0, src_shape[axis], idx_shape).astype(np.int32)
    z = _poison(idx_shape, dtype)
    run(gather2d_kernel, (1,), src, idx, z, MS=src_shape[0], NS=src_shape[1], MI=idx_shape[0], NI=idx_shape[1],
        AXIS=axis)
    _same(z, np.take_along_axis(_np(src), idx, axis))


def test_gather_3d_method_and_special_values(rng):
    """x.gather(...) along a middle axis, with -0.0 and NaNs of several payloads copied exactly."""
    src = rand_array(rng, "float32", (4, 8, 2))
    bits = src.view(np.uint32)
    bits.flat[[1, 5, 9]] = [0x80000000, 0x7FC00001, 0xFFF00042]  # -0.0, a quiet and a negative NaN
    idx = rng.integers(0, 8, (4, 16, 2)).astype(np.int32)
    idx[0, :3, 0] = [0, 2, 4]  # make sure the special elements are picked
    z = poison((4, 16, 2), "float32")
    run(gather3d_kernel, (1,), src, idx, z, A=4, B=8, C=2, BI=16)
    _same(z, np.take_along_axis(src, idx, 1))


# ------------------------------------------------------------------ histogram
@tritium.jit
def histogram_kernel(X, Z, M: tl.constexpr, N: tl.constexpr):
    tl.store(Z + tl.arange(0, N), tl.histogram(tl.load(X + tl.arange(0, M)), N))


@tritium.jit
def histogram_mask_kernel(X, Z, n, M: tl.constexpr, N: tl.constexpr):
    o = tl.arange(0, M)
    x = tl.load(X + o)
    tl.store(Z + tl.arange(0, N), x.histogram(N, mask=o < n))


@pytest.mark.parametrize("dtype", ["int32", "int8", "uint8", "int64", "int16"])
@pytest.mark.parametrize("M,N", [(64, 16), (256, 2), (8, 128), (1024, 32)])
def test_histogram(rng, dtype, M, N):
    """Bins 0 .. N-1 of width 1; values below 0 or from N up are not counted."""
    lo = -3 if np.dtype(dtype).kind == "i" else 0
    x = rand_array(rng, dtype, M, lo=lo, hi=min(N + 3, np.iinfo(dtype).max))
    z = poison(N, "int32")
    run(histogram_kernel, (1,), x, z, M=M, N=N)
    xs = x.astype(np.int64)
    np.testing.assert_array_equal(z, np.bincount(xs[(xs >= 0) & (xs < N)], minlength=N))


@pytest.mark.parametrize("n", [0, 37, 128])
def test_histogram_mask(rng, n):
    x = rand_array(rng, "int32", 128, lo=0, hi=15)
    z = poison(16, "int32")
    run(histogram_mask_kernel, (1,), x, z, n, M=128, N=16)
    np.testing.assert_array_equal(z, np.bincount(x[:n], minlength=16))


# ------------------------------------------------------------------ mistakes: CompilationErrors at the line
@tritium.jit
def bad_topk_k_kernel(X, K: tl.constexpr):
    x = tl.load(X + tl.arange(0, 16))
    tl.store(X + tl.arange(0, 16), tl.topk(x, K))  # ERR


@tritium.jit
def bad_sort_dim_kernel(X):
    x = tl.load(X + tl.arange(0, 16))
    tl.store(X + tl.arange(0, 16), tl.sort(x, dim=1))  # ERR


@tritium.jit
def bad_cat_kernel(X, M: tl.constexpr):
    a = tl.load(X + tl.arange(0, 16))
    b = tl.load(X + tl.arange(0, M))
    tl.store(X + tl.arange(0, 32), tl.cat(a, b, can_reorder=True))  # ERR


@tritium.jit
def bad_cat_dtype_kernel(X):
    a = tl.load(X + tl.arange(0, 16))
    tl.store(X + tl.arange(0, 32), tl.cat(a, a.to(tl.float16), can_reorder=True))  # ERR


@tritium.jit
def bad_gather_kernel(S, I, MI: tl.constexpr, NI: tl.constexpr):
    s = tl.load(S + tl.arange(0, 8)[:, None] * 8 + tl.arange(0, 8)[None, :])
    i = tl.load(I + tl.arange(0, MI)[:, None] * NI + tl.arange(0, NI)[None, :])
    out = tl.gather(s, i, 0)  # ERR
    tl.store(S + tl.arange(0, MI)[:, None] * NI + tl.arange(0, NI)[None, :], out)


@tritium.jit
def bad_gather_rank_kernel(S, I):
    s = tl.load(S + tl.arange(0, 8)[:, None] * 8 + tl.arange(0, 8)[None, :])
    out = tl.gather(s, tl.load(I + tl.arange(0, 8)), 0)  # ERR
    tl.store(S + tl.arange(0, 8), out)


@tritium.jit
def bad_gather_index_kernel(S):
    s = tl.load(S + tl.arange(0, 8))
    tl.store(S + tl.arange(0, 8), tl.gather(s, s, 0))  # ERR


@tritium.jit
def bad_histogram_kernel(X, N: tl.constexpr):
    x = tl.load(X + tl.arange(0, 16))
    tl.store(X + tl.arange(0, 8), tl.histogram(x, N))  # ERR


@tritium.jit
def bad_histogram_2d_kernel(X):
    x = tl.load(X + tl.arange(0, 4)[:, None] * 4 + tl.arange(0, 4)[None, :])
    tl.store(X + tl.arange(0, 8), tl.histogram(x, 8))  # ERR


@tritium.jit
def bad_histogram_mask_kernel(X):
    x = tl.load(X + tl.arange(0, 16))
    tl.store(X + tl.arange(0, 8), tl.histogram(x, 8, mask=x))  # ERR


def test_errors():
    f32, i32 = np.zeros(256, np.float32), np.zeros(256, np.int32)
    expect_error(bad_topk_k_kernel, (f32,), ["k must be a power of two", "6"], K=6)
    expect_error(bad_topk_k_kernel, (f32,), ["larger than"], K=32)
    expect_error(bad_sort_dim_kernel, (f32,), ["out of range"])
    expect_error(bad_cat_kernel, (f32,), ["one shape"], M=8)
    expect_error(bad_cat_dtype_kernel, (f32,), ["one dtype"])
    expect_error(bad_gather_kernel, (f32, i32), ["must match"], MI=8, NI=4)
    expect_error(bad_gather_rank_kernel, (f32, i32), ["same rank"])
    expect_error(bad_gather_index_kernel, (f32,), ["integer"])
    expect_error(bad_histogram_kernel, (i32,), ["num_bins must be a power of two"], N=6)
    expect_error(bad_histogram_2d_kernel, (i32,), ["1D"])
    expect_error(bad_histogram_mask_kernel, (i32,), ["boolean"])
    expect_error(bad_histogram_kernel, (f32,), ["integer"], N=8)
