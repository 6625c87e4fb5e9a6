"""Block creation and shape manipulation; program ids over 1-3D grids."""
import numpy as np
import pytest

import tritium
import tritium.language as tl
from conftest import poison, rand_array, run


# ------------------------------------------------------------------ program ids
@tritium.jit
def pid_kernel(out_ptr):
    x = tl.program_id(0)
    y = tl.program_id(1)
    z = tl.program_id(2)
    nx = tl.num_programs(0)
    ny = tl.num_programs(1)
    nz = tl.num_programs(2)
    lin = (z * ny + y) * nx + x
    base = out_ptr + lin * 6
    tl.store(base + 0, x)
    tl.store(base + 1, y)
    tl.store(base + 2, z)
    tl.store(base + 3, nx)
    tl.store(base + 4, ny)
    tl.store(base + 5, nz)


@pytest.mark.parametrize("grid", [(3,), (2, 3), (2, 3, 2), (1, 1, 4), 5, [2, 2]])
def test_program_id_num_programs(grid):
    g = tuple(grid) if isinstance(grid, (tuple, list)) else (grid,)
    g3 = g + (1,) * (3 - len(g))
    n = int(np.prod(g3))
    out = poison((n + 1, 6), "int32")
    run(pid_kernel, grid, out)
    ref = np.array([[x, y, z, *g3] for z in range(g3[2]) for y in range(g3[1]) for x in range(g3[0])])
    np.testing.assert_array_equal(out[:n], ref)
    assert (out[n] == poison(6, "int32")).all()


@tritium.jit
def pid_dtype_kernel(out_ptr):
    p = tl.program_id(0)
    tl.static_assert(p.dtype == tl.int32)
    tl.static_assert(tl.num_programs(0).dtype == tl.int32)
    tl.store(out_ptr + p, p * 10)


def test_program_id_dtype_and_grid_callable():
    out = poison(8, "int64")
    seen = {}

    def grid(meta):
        seen.update(meta)
        return (6,)
    run(pid_dtype_kernel, grid, out)
    np.testing.assert_array_equal(out[:6], np.arange(6) * 10)
    assert (out[6:] == poison(2, "int64")).all()
    assert "out_ptr" in seen


def test_empty_grid_runs_nothing():
    out = poison(4, "int64")
    run(pid_dtype_kernel, (0,), out)
    assert (out == poison(4, "int64")).all()


# ------------------------------------------------------------------ creation
@tritium.jit
def creation_kernel(out_i_ptr, out_f_ptr, x_ptr, v, N: tl.constexpr):
    offs = tl.arange(0, N)
    a = tl.arange(0, N)
    tl.static_assert(a.dtype == tl.int32)
    tl.store(out_i_ptr + offs, a)
    tl.store(out_i_ptr + N + offs, tl.arange(3, 3 + N))
    z = tl.zeros((N,), tl.int16)
    tl.static_assert(z.dtype == tl.int16)
    tl.store(out_i_ptr + 2 * N + offs, z + 7)
    f = tl.full((N,), 2.5, tl.float32)
    tl.store(out_f_ptr + offs, f)
    x = tl.load(x_ptr + offs)
    zl = tl.zeros_like(x)
    tl.static_assert(zl.dtype == tl.float64)
    tl.store(out_f_ptr + N + offs, zl - 1.0)
    fv = tl.full((N,), v, tl.int64)  # runtime value
    tl.store(out_i_ptr + 3 * N + offs, fv)
    s = tl.full((), 4, tl.int8)  # 0-d
    tl.store(out_i_ptr + 4 * N + offs, s + offs)


def test_arange_zeros_full(rng):
    N = 16
    x = rand_array(rng, "float64", N)
    oi = poison(5 * N, "int64")
    of = poison(2 * N, "float64")
    run(creation_kernel, (1,), oi, of, x, -123456789012, N=N)
    np.testing.assert_array_equal(oi[:N], np.arange(N))
    np.testing.assert_array_equal(oi[N:2 * N], np.arange(3, 3 + N))
    np.testing.assert_array_equal(oi[2 * N:3 * N], 7)
    np.testing.assert_array_equal(oi[3 * N:4 * N], -123456789012)
    np.testing.assert_array_equal(oi[4 * N:], 4 + np.arange(N))
    np.testing.assert_array_equal(of[:N], 2.5)
    np.testing.assert_array_equal(of[N:], -1.0)


@tritium.jit
def arange_bad_kernel(out_ptr, CASE: tl.constexpr):
    if CASE == 0:
        a = tl.arange(0, 12)
    elif CASE == 1:
        a = tl.arange(4, 4)
    else:
        a = tl.zeros((3, 4), tl.int32)
    tl.store(out_ptr + a, a)


@pytest.mark.parametrize("case", [0, 1, 2])
def test_bad_shapes_error(case):
    with pytest.raises(Exception):
        run(arange_bad_kernel, (1,), poison(16, "int32"), CASE=case)


# ------------------------------------------------------------------ broadcasting / indexing
@tritium.jit
def outer_kernel(a_ptr, b_ptr, out_ptr, M: tl.constexpr, N: tl.constexpr, MODE: tl.constexpr):
    i = tl.arange(0, M)
    j = tl.arange(0, N)
    a = tl.load(a_ptr + i)
    b = tl.load(b_ptr + j)
    if MODE == "none_index":
        r = a[:, None] * 100 + b[None, :]
        o = i[:, None] * N + j[None, :]
    elif MODE == "expand_dims":
        r = tl.expand_dims(a, 1) * 100 + tl.expand_dims(b, 0)
        o = tl.expand_dims(i, 1) * N + tl.expand_dims(j, 0)
    elif MODE == "expand_dims_neg":
        r = a.expand_dims(-1) * 100 + b.expand_dims(-2)
        o = i[:, None] * N + j[None, :]
    elif MODE == "implicit_rank":
        r = a[:, None] * 100 + b  # rank-1 gets a leading dim
        o = i[:, None] * N + j
    elif MODE == "broadcast_to":
        r = tl.broadcast_to(a[:, None], (M, N)) * 100 + tl.broadcast_to(b[None, :], M, N)
        o = i[:, None] * N + j[None, :]
    elif MODE == "broadcast_pair":
        aa, bb = tl.broadcast(a[:, None], b[None, :])
        tl.static_assert(aa.shape == bb.shape)
        r = aa * 100 + bb
        o = i[:, None] * N + j[None, :]
    tl.store(out_ptr + o, r)


@pytest.mark.parametrize("mode", ["none_index", "expand_dims", "expand_dims_neg", "implicit_rank",
                                  "broadcast_to", "broadcast_pair"])
def test_broadcasting(rng, mode):
    M, N = 4, 8
    a = rand_array(rng, "int32", M, -50, 50)
    b = rand_array(rng, "int32", N, -50, 50)
    out = poison((M, N), "int32")
    run(outer_kernel, (1,), a, b, out, M=M, N=N, MODE=mode)
    np.testing.assert_array_equal(out, a[:, None] * 100 + b[None, :])


@tritium.jit
def bad_broadcast_kernel(a_ptr, out_ptr):
    a = tl.load(a_ptr + tl.arange(0, 4))
    b = tl.load(a_ptr + tl.arange(0, 8))
    tl.store(out_ptr + tl.arange(0, 4), a + b)


def test_incompatible_broadcast_errors():
    with pytest.raises(Exception):
        run(bad_broadcast_kernel, (1,), np.arange(8, dtype=np.int32), poison(8, "int32"))


@tritium.jit
def index_3d_kernel(x_ptr, out_ptr, A: tl.constexpr, B: tl.constexpr):
    a = tl.arange(0, A)
    b = tl.arange(0, B)
    x = tl.load(x_ptr + a[:, None] * B + b[None, :])
    y = x[:, None, :]  # (A, 1, B)
    tl.static_assert(len(y.shape) == 3)
    tl.static_assert(y.shape[1] == 1)
    y = x[None, :, :] + y  # (A, A, B) via broadcasting of (1, A, B) + (A, 1, B)
    tl.store(out_ptr + a[:, None, None] * A * B + a[None, :, None] * B + b[None, None, :], y)


def test_index_with_none_and_colon(rng):
    A, B = 4, 8
    x = rand_array(rng, "int32", (A, B), -100, 100)
    out = poison((A, A, B), "int32")
    run(index_3d_kernel, (1,), x, out, A=A, B=B)
    np.testing.assert_array_equal(out, x[None, :, :] + x[:, None, :])


# ------------------------------------------------------------------ reshape / trans / permute / join / split
@tritium.jit
def reshape_kernel(x_ptr, out_ptr, M: tl.constexpr, N: tl.constexpr, MODE: tl.constexpr):
    i = tl.arange(0, M)[:, None]
    j = tl.arange(0, N)[None, :]
    x = tl.load(x_ptr + i * N + j)
    flat = tl.arange(0, M * N)
    if MODE == "reshape":
        y = tl.reshape(x, (N, M))
        tl.store(out_ptr + tl.arange(0, N)[:, None] * M + tl.arange(0, M)[None, :], y)
    elif MODE == "reshape_varargs":
        y = x.reshape(M * N)
        tl.store(out_ptr + flat, y)
    elif MODE == "ravel":
        tl.store(out_ptr + flat, tl.ravel(x))
    elif MODE == "reshape_3d":
        y = tl.reshape(x, 2, M // 2, N)
        k = tl.arange(0, 2)[:, None, None]
        a = tl.arange(0, M // 2)[None, :, None]
        b = tl.arange(0, N)[None, None, :]
        tl.store(out_ptr + k * (M // 2) * N + a * N + b, y)
    elif MODE == "trans":
        y = tl.trans(x)
        tl.store(out_ptr + tl.arange(0, N)[:, None] * M + tl.arange(0, M)[None, :], y)
    elif MODE == "T":
        y = x.T
        tl.store(out_ptr + tl.arange(0, N)[:, None] * M + tl.arange(0, M)[None, :], y)
    elif MODE == "permute":
        y = tl.permute(x, (1, 0))
        tl.store(out_ptr + tl.arange(0, N)[:, None] * M + tl.arange(0, M)[None, :], y)
    elif MODE == "trans_dims":
        y = x.trans(1, 0)
        tl.store(out_ptr + tl.arange(0, N)[:, None] * M + tl.arange(0, M)[None, :], y)


@pytest.mark.parametrize("mode", ["reshape", "reshape_varargs", "ravel", "reshape_3d", "trans", "T", "permute",
                                  "trans_dims"])
def test_reshape_trans(rng, mode):
    M, N = 4, 8
    x = rand_array(rng, "float32", (M, N))
    out = poison(M * N, "float32")
    run(reshape_kernel, (1,), x, out, M=M, N=N, MODE=mode)
    if mode in ("reshape", "reshape_varargs", "ravel", "reshape_3d"):
        np.testing.assert_array_equal(out, x.reshape(-1))  # row-major order is kept
    else:
        np.testing.assert_array_equal(out, x.T.reshape(-1))


@tritium.jit
def permute3_kernel(x_ptr, out_ptr, A: tl.constexpr, B: tl.constexpr, D: tl.constexpr,
                    P0: tl.constexpr, P1: tl.constexpr, P2: tl.constexpr):
    a = tl.arange(0, A)[:, None, None]
    b = tl.arange(0, B)[None, :, None]
    d = tl.arange(0, D)[None, None, :]
    x = tl.load(x_ptr + a * B * D + b * D + d)
    y = tl.permute(x, P0, P1, P2)
    S0: tl.constexpr = y.shape[0]
    S1: tl.constexpr = y.shape[1]
    S2: tl.constexpr = y.shape[2]
    i = tl.arange(0, S0)[:, None, None]
    j = tl.arange(0, S1)[None, :, None]
    k = tl.arange(0, S2)[None, None, :]
    tl.store(out_ptr + i * S1 * S2 + j * S2 + k, y)


@pytest.mark.parametrize("perm", [(0, 1, 2), (2, 0, 1), (1, 2, 0), (2, 1, 0), (0, 2, 1)])
def test_permute_3d(rng, perm):
    x = rand_array(rng, "int16", (2, 4, 8))
    out = poison(64, "int16")
    run(permute3_kernel, (1,), x, out, A=2, B=4, D=8, P0=perm[0], P1=perm[1], P2=perm[2])
    np.testing.assert_array_equal(out, np.transpose(x, perm).reshape(-1))


@tritium.jit
def join_split_kernel(a_ptr, b_ptr, out_ptr, s1_ptr, s2_ptr, N: tl.constexpr):
    offs = tl.arange(0, N)
    a = tl.load(a_ptr + offs)
    b = tl.load(b_ptr + offs)
    j = tl.join(a, b)  # (N, 2)
    tl.static_assert(j.shape[1] == 2)
    tl.store(out_ptr + offs[:, None] * 2 + tl.arange(0, 2)[None, :], j)
    x, y = tl.split(j * 3)
    tl.store(s1_ptr + offs, x)
    tl.store(s2_ptr + offs, y)
    tl.store(s1_ptr + N + tl.arange(0, 2 * N), tl.interleave(a, b))


def test_join_split_interleave(rng):
    N = 8
    a, b = rand_array(rng, "int32", N, -99, 99), rand_array(rng, "int32", N, -99, 99)
    out = poison((N, 2), "int32")
    s1, s2 = poison(3 * N, "int32"), poison(N, "int32")
    run(join_split_kernel, (1,), a, b, out, s1, s2, N=N)
    np.testing.assert_array_equal(out, np.stack([a, b], -1))
    np.testing.assert_array_equal(s1[:N], a * 3)
    np.testing.assert_array_equal(s2, b * 3)
    np.testing.assert_array_equal(s1[N:], np.stack([a, b], -1).reshape(-1))


@tritium.jit
def join_2d_kernel(a_ptr, out_ptr, M: tl.constexpr, N: tl.constexpr):
    i = tl.arange(0, M)[:, None]
    j = tl.arange(0, N)[None, :]
    a = tl.load(a_ptr + i * N + j)
    k = tl.join(a, -a)  # (M, N, 2)
    p = tl.permute(k, 2, 0, 1)  # (2, M, N)
    c = tl.arange(0, 2)[:, None, None]
    tl.store(out_ptr + c * M * N + i[None] * N + j[None], p)


def test_join_2d_then_permute(rng):
    a = rand_array(rng, "float32", (4, 8))
    out = poison((2, 4, 8), "float32")
    run(join_2d_kernel, (1,), a, out, M=4, N=8)
    np.testing.assert_array_equal(out, np.stack([a, -a]))


@tritium.jit
def bad_reshape_kernel(x_ptr, out_ptr):
    x = tl.load(x_ptr + tl.arange(0, 16))
    tl.store(out_ptr + tl.arange(0, 8), tl.reshape(x, (8,)))


def test_reshape_numel_mismatch_errors():
    with pytest.raises(Exception):
        run(bad_reshape_kernel, (1,), np.arange(16, dtype=np.int32), poison(16, "int32"))


@tritium.jit
def view_kernel(x_ptr, out_ptr, N: tl.constexpr):
    x = tl.load(x_ptr + tl.arange(0, N))
    v = tl.view(x, (2, N // 2))
    # can_reorder: only the multiset of elements is guaranteed
    tl.store(out_ptr, tl.sum(tl.sum(v, axis=1), axis=0))
    tl.store(out_ptr + 1, tl.max(tl.ravel(v), axis=0))


def test_view_keeps_elements(rng):
    x = rand_array(rng, "int32", 16, -1000, 1000)
    out = poison(2, "int32")
    run(view_kernel, (1,), x, out, N=16)
    np.testing.assert_array_equal(out, [x.sum(), x.max()])


@tritium.jit
def flip3d_kernel(X, Z, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr, DIM: tl.constexpr):
    off = tl.arange(0, M)[:, None, None] * N * K + tl.arange(0, N)[None, :, None] * K + tl.arange(0, K)[None, None, :]
    tl.store(Z + off, tl.flip(tl.load(X + off), DIM))


@pytest.mark.parametrize("dtype", ["int32", "float16", "float32"])
@pytest.mark.parametrize("dim", [0, 1, 2, -2])
def test_flip(rng, dtype, dim):
    """tl.flip reverses one dimension exactly, whatever the element type (infinities and NaNs too)."""
    x = rand_array(rng, dtype, (4, 8, 2))
    if dtype != "int32":
        x.flat[3] = np.inf
    z = poison((4, 8, 2), dtype)
    run(flip3d_kernel, (1,), x, z, M=4, N=8, K=2, DIM=dim)
    np.testing.assert_array_equal(z, np.flip(x, dim))


@tritium.jit
def squeeze_kernel(out_ptr, DIM: tl.constexpr, S0: tl.constexpr, S1: tl.constexpr, S2: tl.constexpr):
    a = tl.reshape(tl.arange(0, 8), (S0, S1, S2))
    tl.store(out_ptr + tl.arange(0, 8), tl.ravel(tl.unsqueeze(tl.squeeze(a, DIM), DIM)))


@pytest.mark.parametrize("shape,dim", [((1, 2, 4), 0), ((2, 1, 4), 1), ((2, 4, 1), 2)])
def test_squeeze_unsqueeze(shape, dim):
    out = poison(8, "int32")
    run(squeeze_kernel, (1,), out, DIM=dim, S0=shape[0], S1=shape[1], S2=shape[2])
    np.testing.assert_array_equal(out, np.arange(8))
