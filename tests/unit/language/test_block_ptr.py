"""Block pointers (tl.make_block_ptr, tl.advance, boundary checks, padding) and tensor descriptors
(tl.make_tensor_descriptor, host-side TensorDescriptor arguments): lowered in the frontend to pointer
tiles plus masks, so every backend runs them."""
import numpy as np
import pytest
import torch

import tritium
import tritium.language as tl
from tritium.tools.tensor_descriptor import TensorDescriptor
from conftest import poison, rand_array, run
from errorutil import expect_error


# ------------------------------------------------------------------ block pointers: copies
@tritium.jit
def bp_copy2d(x_ptr, y_ptr, M, N, sxm, sxn, sym, syn, BM: tl.constexpr, BN: tl.constexpr, CHECK: tl.constexpr,
              PAD: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    xb = tl.make_block_ptr(base=x_ptr, shape=(M, N), strides=(sxm, sxn), offsets=(pm * BM, pn * BN),
                           block_shape=(BM, BN), order=(1, 0))
    yb = tl.make_block_ptr(y_ptr, (M, N), (sym, syn), (pm * BM, pn * BN), (BM, BN), (1, 0))
    v = tl.load(xb, boundary_check=CHECK, padding_option=PAD)
    tl.store(yb, v, boundary_check=CHECK)


@pytest.mark.parametrize("dtype", ["float32", "float16", "int8", "int64"])
@pytest.mark.parametrize("M,N", [(37, 45), (16, 16), (5, 70)])
def test_block_ptr_copy_boundary_checked(rng, dtype, M, N):
    x = rand_array(rng, dtype, (M, N))
    y = poison((M, N), dtype)
    BM, BN = 16, 8
    run(bp_copy2d, (triton_cdiv(M, BM), triton_cdiv(N, BN)), x, y, M, N, N, 1, N, 1, BM=BM, BN=BN,
        CHECK=(0, 1), PAD="zero")
    np.testing.assert_array_equal(y, x)


def test_block_ptr_strided_views(rng):
    """Non-contiguous source (a transposed view) and destination strides from the arrays."""
    base = rand_array(rng, "float32", (45, 37))
    x = base.T  # (37, 45), strides (1, 37)
    M, N = x.shape
    y = poison((M, N + 3), "float32")[:, :N]  # row stride N + 3
    run(bp_copy2d, (3, 6), x, y, M, N, x.strides[0] // 4, x.strides[1] // 4, y.strides[0] // 4, 1,
        BM=16, BN=8, CHECK=(1, 0), PAD="")
    np.testing.assert_array_equal(y, x)


def test_block_ptr_unchecked_dim_is_not_masked(rng):
    """Only dim 1 is checked: rows past M (inside the allocation) are read and written."""
    M, N, ROWS = 20, 13, 32
    x = rand_array(rng, "float32", (ROWS, N))
    y = poison((ROWS, N), "float32")
    run(bp_copy2d, (1, 1), x, y, M, N, N, 1, N, 1, BM=32, BN=16, CHECK=(1,), PAD="zero")
    np.testing.assert_array_equal(y, x)  # all 32 rows, although the shape says 20


@tritium.jit
def bp_pad(x_ptr, y_ptr, M, N, OFF_M, OFF_N, BM: tl.constexpr, BN: tl.constexpr, PAD: tl.constexpr):
    xb = tl.make_block_ptr(x_ptr, (M, N), (N, 1), (OFF_M, OFF_N), (BM, BN), (1, 0))
    v = tl.load(xb, boundary_check=(0, 1), padding_option=PAD)
    offs = tl.arange(0, BM)[:, None] * BN + tl.arange(0, BN)[None, :]
    tl.store(y_ptr + offs, v)


@pytest.mark.parametrize("pad", ["nan", "zero"])
@pytest.mark.parametrize("dtype", ["float32", "float16"])
def test_block_ptr_padding(rng, pad, dtype):
    """Out-of-bounds elements, past the end and before the start (negative offsets), read as the padding."""
    M, N, BM, BN = 11, 9, 16, 16
    x = rand_array(rng, dtype, (M, N))
    for off_m, off_n in [(0, 0), (-3, 2), (5, -6)]:
        y = poison((BM, BN), dtype) if pad == "zero" else np.zeros((BM, BN), dtype)
        run(bp_pad, (1,), x, y, M, N, off_m, off_n, BM=BM, BN=BN, PAD=pad)
        ref = np.full((BM, BN), np.nan if pad == "nan" else 0, dtype)
        r = np.arange(BM)[:, None] + off_m
        c = np.arange(BN)[None, :] + off_n
        ok = (r >= 0) & (r < M) & (c >= 0) & (c < N)
        ref[ok] = x[np.broadcast_to(r, ok.shape)[ok], np.broadcast_to(c, ok.shape)[ok]]
        np.testing.assert_array_equal(y, ref)


@tritium.jit
def bp_advance_1d(x_ptr, y_ptr, n, BLOCK: tl.constexpr, STEPS: tl.constexpr):
    xb = tl.make_block_ptr(x_ptr, (n,), (1,), (0,), (BLOCK,), (0,))
    yb = tl.make_block_ptr(y_ptr, shape=[n], strides=[1], offsets=[0], block_shape=[BLOCK], order=[0])
    for i in range(STEPS):
        v = tl.load(xb, boundary_check=(0,))
        tl.store(yb, v * 2 + i, boundary_check=(0,))
        xb = tl.advance(xb, (BLOCK,))
        yb = tl.advance(yb, [BLOCK])


def test_block_ptr_advance_1d_loop(rng):
    n, B = 100, 16
    steps = triton_cdiv(n, B)
    x = rand_array(rng, "float32", n)
    y = poison(n + 12, "float32")
    run(bp_advance_1d, (1,), x, y, n, BLOCK=B, STEPS=steps)
    ref = x * 2 + np.arange(n) // B
    np.testing.assert_allclose(y[:n], ref, rtol=1e-6)
    assert np.isnan(y[n:]).all()  # nothing written past the shape


# ------------------------------------------------------------------ block pointers: matmul in a loop
@tritium.jit
def bp_matmul(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
              BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    a_bp = tl.make_block_ptr(base=a_ptr, shape=(M, K), strides=(sam, sak), offsets=(pid_m * BM, 0),
                             block_shape=(BM, BK), order=(1, 0))
    b_bp = tl.make_block_ptr(base=b_ptr, shape=(K, N), strides=(sbk, sbn), offsets=(0, pid_n * BN),
                             block_shape=(BK, BN), order=(1, 0))
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_bp, boundary_check=(0, 1))
        b = tl.load(b_bp, boundary_check=(0, 1))
        acc += tl.dot(a, b)
        a_bp = tl.advance(a_bp, (0, BK))
        b_bp = tl.advance(b_bp, (BK, 0))
    c_bp = tl.make_block_ptr(base=c_ptr, shape=(M, N), strides=(scm, scn), offsets=(pid_m * BM, pid_n * BN),
                             block_shape=(BM, BN), order=(1, 0))
    tl.store(c_bp, acc.to(c_ptr.dtype.element_ty), boundary_check=(0, 1))


@pytest.mark.parametrize("dtype", ["float32", "float16"])
@pytest.mark.parametrize("M,N,K", [(37, 45, 70), (64, 32, 48)])
def test_block_ptr_matmul(rng, backend_mode, dtype, M, N, K):
    a = rand_array(rng, dtype, (M, K), -1, 1)
    b = rand_array(rng, dtype, (K, N), -1, 1)
    c = poison((M, N), "float32")
    BM, BN, BK = 16, 32, 16
    run(bp_matmul, (triton_cdiv(M, BM), triton_cdiv(N, BN)), a, b, c, M, N, K, K, 1, N, 1, N, 1,
        BM=BM, BN=BN, BK=BK)
    ref = a.astype(np.float64) @ b.astype(np.float64)
    tol = 2e-2 if backend_mode == "cuda" and dtype == "float32" else 1e-4  # GPUs default fp32 dots to tf32
    np.testing.assert_allclose(c, ref, rtol=tol, atol=tol)


# ------------------------------------------------------------------ block pointers: helpers, branches
@tritium.jit
def _load_block(bp):
    return tl.load(bp, boundary_check=(0,))


@tritium.jit
def _moved(bp, by):
    return tl.advance(bp, (by,))


@tritium.jit
def bp_helpers(x_ptr, y_ptr, n, flip, BLOCK: tl.constexpr):
    xb = tl.make_block_ptr(x_ptr, (n,), (1,), (0,), (BLOCK,), (0,))
    xb = _moved(xb, tl.program_id(0) * BLOCK)  # returned from a helper
    if flip > 0:  # a block pointer assigned in both branches of a dynamic if
        zb = tl.advance(xb, (1,))
    else:
        zb = xb
    v = _load_block(xb) + _load_block(zb)  # passed to a helper
    yb = tl.make_block_ptr(y_ptr, (n,), (1,), (tl.program_id(0) * BLOCK,), (BLOCK,), (0,))
    tl.store(yb, v, boundary_check=(0,))


@pytest.mark.parametrize("flip", [0, 1])
def test_block_ptr_through_helpers_and_branches(rng, flip):
    n, B = 50, 16
    x = rand_array(rng, "float32", n)
    y = poison(64, "float32")
    run(bp_helpers, (4,), x, y, n, flip, BLOCK=B)
    shifted = np.concatenate([x[flip:], np.zeros(flip, np.float32)])
    np.testing.assert_array_equal(y[:n], x + shifted)
    assert np.isnan(y[n:]).all()


@tritium.jit
def bp_store_scalar(y_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    yb = tl.make_block_ptr(y_ptr, (M, N), (N, 1), (tl.program_id(0) * BM, 0), (BM, BN), (0, 1))
    tl.store(yb, 7, boundary_check=(0, 1))  # a scalar broadcast to the block, cast to the element type


def test_block_ptr_store_scalar():
    y = poison((19, 5), "int32")
    run(bp_store_scalar, (2,), y, 19, 5, BM=16, BN=8)
    np.testing.assert_array_equal(y, np.full((19, 5), 7, np.int32))


# ------------------------------------------------------------------ tensor descriptors, device side
@tritium.jit
def td_device(x_ptr, y_ptr, M, N, sx, sy, BM: tl.constexpr, BN: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    xd = tl.make_tensor_descriptor(x_ptr, shape=[M, N], strides=[sx, 1], block_shape=[BM, BN])
    yd = tl.make_tensor_descriptor(y_ptr, [M, N], [sy, 1], [BM, BN])
    v = xd.load([pm * BM, pn * BN])
    w = tl.load_tensor_descriptor(xd, [pm * BM, pn * BN])
    yd.store([pm * BM, pn * BN], v + w)


@pytest.mark.parametrize("dtype", ["float32", "float16", "int32"])
def test_tensor_descriptor_device(rng, dtype):
    M, N, BM, BN = 37, 45, 16, 16
    x = rand_array(rng, dtype, (M, N), -100, 100)
    y = poison((M, N + 2), dtype)
    run(td_device, (3, 3), x, y, M, N, N, N + 2, BM=BM, BN=BN)
    np.testing.assert_array_equal(y[:, :N], x + x)
    np.testing.assert_array_equal(y[:, N:].view(np.uint8), poison((M, 2), dtype).view(np.uint8))


@tritium.jit
def td_oob(x_ptr, y_ptr, M, N, OFF_M, OFF_N, BM: tl.constexpr, BN: tl.constexpr, PAD: tl.constexpr):
    xd = tl.make_tensor_descriptor(x_ptr, [M, N], [N, 1], [BM, BN], padding_option=PAD)
    v = xd.load([OFF_M, OFF_N])
    yd = tl.make_tensor_descriptor(y_ptr, [BM, BN], [BN, 1], [BM, BN])
    yd.store([0, 0], v)
    tl.store_tensor_descriptor(xd, [OFF_M, OFF_N], v + 1)


@pytest.mark.parametrize("pad", ["zero", "nan"])
def test_tensor_descriptor_out_of_bounds(rng, pad):
    """Out-of-bounds elements load as zero (NaN) and stores to them are dropped."""
    M, N, BM, BN = 10, 12, 16, 8
    for off_m, off_n in [(0, 8), (-4, -2), (6, 0)]:
        x = rand_array(rng, "float32", (M, N))
        x0 = x.copy()
        y = poison((BM, BN), "float32") if pad == "zero" else np.zeros((BM, BN), np.float32)
        run(td_oob, (1,), x, y, M, N, off_m, off_n, BM=BM, BN=BN, PAD=pad)
        r = np.arange(BM)[:, None] + off_m
        c = np.arange(BN)[None, :] + off_n
        ok = (r >= 0) & (r < M) & (c >= 0) & (c < N)
        rr, cc = np.broadcast_to(r, ok.shape)[ok], np.broadcast_to(c, ok.shape)[ok]
        ref = np.full((BM, BN), np.nan if pad == "nan" else 0, np.float32)
        ref[ok] = x0[rr, cc]
        np.testing.assert_array_equal(y, ref)
        expect = x0.copy()
        expect[rr, cc] += 1
        np.testing.assert_array_equal(x, expect)  # only in-bounds elements written


@tritium.jit
def td_attrs(x_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    d = tl.make_tensor_descriptor(x_ptr, [M, N], [N, 1], [BM, BN])
    tl.static_assert(d.block_shape[0] == BM)
    tl.static_assert(d.block_shape[1] == BN)
    tl.static_assert(d.dtype == tl.float16)
    tl.store(out_ptr + 0, d.shape[0])
    tl.store(out_ptr + 1, d.shape[1])
    tl.store(out_ptr + 2, d.strides[0].to(tl.int32))
    blk = d.load([0, 0]).reshape(d.block_shape[0] * d.block_shape[1])
    tl.store(out_ptr + 3, tl.sum(blk.to(tl.int32), axis=0))


def test_tensor_descriptor_attributes():
    x = np.ones((5, 9), np.float16)
    out = poison(4, "int32")
    run(td_attrs, (1,), x, out, 5, 9, BM=8, BN=16)
    np.testing.assert_array_equal(out, [5, 9, 9, 45])


@tritium.jit
def td_atomic(x_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    d = tl.make_tensor_descriptor(x_ptr, [M, N], [N, 1], [BM, BN])
    d.atomic_add([tl.program_id(0) % 2 * BM, 0], tl.full((BM, BN), 1, tl.int32))


def test_tensor_descriptor_atomic_add():
    M, N = 13, 6
    x = np.zeros((M, N), np.int32)
    run(td_atomic, (6,), x, M, N, BM=8, BN=8)
    np.testing.assert_array_equal(x, np.full((M, N), 3, np.int32))


# ------------------------------------------------------------------ host-side TensorDescriptor arguments
@tritium.jit
def td_host_kernel(x_desc, y_desc, scale, BM: tl.constexpr, BN: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    v = x_desc.load([pm * BM, pn * BN])
    y_desc.store([pm * BM, pn * BN], (v * scale).to(y_desc.dtype))


@tritium.jit
def td_host_tuple(descs, BM: tl.constexpr):
    x_desc, y_desc = descs
    v = x_desc.load([tl.program_id(0) * BM])
    y_desc.store([tl.program_id(0) * BM], v + 1)


def _to_device(backend_mode, *arrays):
    """The arrays as the kernel's memory: host arrays, or CUDA tensors in cuda mode."""
    if backend_mode == "cuda":
        return [torch.from_numpy(a).cuda() for a in arrays]
    return list(arrays)


def _back(backend_mode, dev, host):
    if backend_mode == "cuda":
        torch.cuda.synchronize()
        host[...] = dev.cpu().numpy()


@pytest.mark.parametrize("kind", ["numpy", "torch"])
@pytest.mark.parametrize("dtype", ["float32", "float16"])
def test_tensor_descriptor_host_argument(rng, backend_mode, kind, dtype):
    M, N, BM, BN = 37, 45, 16, 16
    x = rand_array(rng, dtype, (M, N))
    y = poison((M, N), dtype)
    xd, yd = _to_device(backend_mode, x, y)
    if kind == "torch" and backend_mode != "cuda":
        xd, yd = torch.from_numpy(xd), torch.from_numpy(yd)
    td_host_kernel[(3, 3)](TensorDescriptor.from_tensor(xd, [BM, BN]), TensorDescriptor.from_tensor(yd, [BM, BN]),
                           2.0, BM=BM, BN=BN)
    _back(backend_mode, yd, y)
    np.testing.assert_array_equal(y, (x.astype(np.float32) * 2).astype(dtype))
    # a second launch with another block shape compiles another kernel
    y2 = poison((M, N), dtype)
    (yd2,) = _to_device(backend_mode, y2)
    td_host_kernel[(5, 2)](TensorDescriptor(xd, [M, N], [N, 1], [8, 32]), TensorDescriptor(yd2, [M, N], [N, 1], [8, 32]),
                           3.0, BM=8, BN=32)
    _back(backend_mode, yd2, y2)
    np.testing.assert_array_equal(y2, (x.astype(np.float32) * 3).astype(dtype))


def test_tensor_descriptor_leaves_are_specialised(rng, backend_mode):
    """A host descriptor's base address, shape and strides get the facts a plain pointer and int
    would (16-byte aligned, multiples of 16), so its tiles' masks and loads vectorise; other sizes
    are another specialisation, also right."""
    M, N = 64, 96
    x = rand_array(rng, "float32", (M, N))
    y = poison((M, N), "float32")
    ck = td_host_kernel[(4, 3)](TensorDescriptor.from_tensor(x, [16, 32]), TensorDescriptor.from_tensor(y, [16, 32]),
                                2.0, BM=16, BN=32)
    np.testing.assert_array_equal(y, x * 2)
    ttir = getattr(ck, "asm", {}).get("ttir")
    if backend_mode != "interpret":  # (the interpreter specialises nothing)
        div = [int(d) for d in ttir.split("tt.divisibility = [", 1)[1].split("]", 1)[0].split(",")]
        assert div[1:4] == [16, 16, 16] and div[0] >= 16, div  # (x's base, shape, row stride)
    # odd sizes: no facts for them, another kernel, the same results
    x2 = rand_array(rng, "float32", (37, 45))
    y2 = poison((37, 45), "float32")
    ck2 = td_host_kernel[(3, 2)](TensorDescriptor.from_tensor(x2, [16, 32]), TensorDescriptor.from_tensor(y2, [16, 32]),
                                 2.0, BM=16, BN=32)
    assert ck2 is not ck or backend_mode == "interpret"
    np.testing.assert_array_equal(y2, x2 * 2)


def test_tensor_descriptor_host_subview_and_padding(rng, backend_mode):
    """A descriptor over part of a larger array, with NaN padding: the block read past its shape."""
    big = rand_array(rng, "float32", (20, 30))
    y = poison((32, 32), "float32")
    bd, yd = _to_device(backend_mode, big, y)
    x_desc = TensorDescriptor(bd, [13, 17], [30, 1], [32, 32], padding="nan")
    y_desc = TensorDescriptor.from_tensor(yd, [32, 32])
    td_host_kernel[(1, 1)](x_desc, y_desc, 1.0, BM=32, BN=32)
    _back(backend_mode, yd, y)
    ref = np.full((32, 32), np.nan, np.float32)
    ref[:13, :17] = big[:13, :17]
    np.testing.assert_array_equal(y, ref)


def test_tensor_descriptor_host_in_tuple(rng, backend_mode):
    n = 40
    x = rand_array(rng, "int32", n, -1000, 1000)
    y = poison(n, "int32")
    xd, yd = _to_device(backend_mode, x, y)
    descs = (TensorDescriptor.from_tensor(xd, [16]), TensorDescriptor.from_tensor(yd, [16]))
    td_host_tuple[(3,)](descs, BM=16)
    _back(backend_mode, yd, y)
    np.testing.assert_array_equal(y, x + 1)


# ------------------------------------------------------------------ helpers as the fused-attention tutorial writes them
@tritium.jit
def _maybe_desc(desc_or_ptr, shape, strides, block_shape):
    if isinstance(desc_or_ptr, tl.tensor_descriptor):
        return desc_or_ptr
    else:
        return tl.make_tensor_descriptor(desc_or_ptr, shape, strides, block_shape)


@tritium.jit
def _scaled_rows(desc, offs_m: tl.constexpr, BM: tl.constexpr):
    # `offs_m` is annotated constexpr but receives a tensor: a runtime value, as in Triton
    return desc.load([tl.program_id(0) * BM, 0]) * offs_m[:, None].to(tl.float32)


@tritium.jit
def td_maybe(x, y, M, BM: tl.constexpr, BN: tl.constexpr):
    xd = _maybe_desc(x, [M, BN], [BN, 1], [BM, BN])
    yd = _maybe_desc(y, [M, BN], [BN, 1], [BM, BN])
    offs_m = tl.program_id(0) * BM + tl.arange(0, BM)
    yd.store([tl.program_id(0) * BM, 0], _scaled_rows(xd, offs_m, BM))


@pytest.mark.parametrize("host", [False, True])
def test_tensor_descriptor_or_pointer_helper(rng, backend_mode, host):
    M, BM, BN = 40, 16, 8
    x = rand_array(rng, "float32", (M, BN))
    y = poison((M, BN), "float32")
    xd, yd = _to_device(backend_mode, x, y)
    if host:
        td_maybe[(3,)](TensorDescriptor.from_tensor(xd, [BM, BN]), TensorDescriptor.from_tensor(yd, [BM, BN]), M,
                       BM=BM, BN=BN)
    else:
        td_maybe[(3,)](xd, yd, M, BM=BM, BN=BN)
    _back(backend_mode, yd, y)
    np.testing.assert_array_equal(y, x * np.arange(M, dtype=np.float32)[:, None])


# ------------------------------------------------------------------ mistakes: CompilationError at the line
@tritium.jit
def err_advance_rank(x_ptr):
    b = tl.make_block_ptr(x_ptr, (8, 8), (8, 1), (0, 0), (8, 8), (1, 0))
    b = tl.advance(b, (1,))  # ERR
    tl.store(b, 1.0)


@tritium.jit
def err_boundary_on_plain_pointer(x_ptr):
    v = tl.load(x_ptr + tl.arange(0, 8), boundary_check=(0,))  # ERR
    tl.store(x_ptr + tl.arange(0, 8), v)


@tritium.jit
def err_padding_unknown(x_ptr):
    b = tl.make_block_ptr(x_ptr, (8,), (1,), (0,), (8,), (0,))
    v = tl.load(b, boundary_check=(0,), padding_option="inf")  # ERR
    tl.store(b, v)


@tritium.jit
def err_boundary_dim(x_ptr):
    b = tl.make_block_ptr(x_ptr, (8,), (1,), (0,), (8,), (0,))
    v = tl.load(b, boundary_check=(1,))  # ERR
    tl.store(b, v)


@tritium.jit
def err_mask_on_block_ptr(x_ptr):
    b = tl.make_block_ptr(x_ptr, (8,), (1,), (0,), (8,), (0,))
    v = tl.load(b, mask=tl.arange(0, 8) < 4)  # ERR
    tl.store(b, v)


@tritium.jit
def err_make_rank(x_ptr):
    b = tl.make_block_ptr(x_ptr, (8, 8), (8, 1), (0,), (8, 8), (1, 0))  # ERR
    tl.store(b, 1.0)


@tritium.jit
def err_store_shape(x_ptr):
    b = tl.make_block_ptr(x_ptr, (8, 8), (8, 1), (0, 0), (8, 8), (1, 0))
    tl.store(b, tl.zeros((8, 4), tl.float32))  # ERR


@tritium.jit
def err_desc_offsets(x_ptr):
    d = tl.make_tensor_descriptor(x_ptr, [8, 8], [8, 1], [8, 8])
    v = d.load([0])  # ERR
    d.store([0, 0], v)


@tritium.jit
def err_desc_small_block(x_ptr):
    d = tl.make_tensor_descriptor(x_ptr, [8, 8], [8, 1], [8, 2])  # ERR
    d.store([0, 0], tl.zeros((8, 2), tl.float32))


@tritium.jit
def err_nan_int(x_ptr):
    b = tl.make_block_ptr(x_ptr, (8,), (1,), (0,), (8,), (0,))
    v = tl.load(b, boundary_check=(0,), padding_option="nan")  # ERR
    tl.store(b, v)


@pytest.mark.parametrize("kernel,dtype,fragments", [
    (err_advance_rank, "float32", ("offsets", "rank")),
    (err_boundary_on_plain_pointer, "float32", ("boundary_check", "block pointers")),
    (err_padding_unknown, "float32", ("padding option", "inf")),
    (err_boundary_dim, "float32", ("boundary_check",)),
    (err_mask_on_block_ptr, "float32", ("mask",)),
    (err_make_rank, "float32", ("same length",)),
    (err_store_shape, "float32", ("mismatch",)),
    (err_desc_offsets, "float32", ("expected 2 offsets",)),
    (err_desc_small_block, "float32", ("at least 16 bytes",)),
    (err_nan_int, "int32", ("nan", "integer")),
])
def test_block_ptr_errors(kernel, dtype, fragments):
    x = np.zeros(64, dtype)
    expect_error(kernel, (x,), fragments)


def triton_cdiv(a, b):
    return (a + b - 1) // b
