"""Loads and stores: masks, `other`, pointer arithmetic, scalar pointers, bool memory, bounds checks."""
import numpy as np
import pytest
import torch

import tritium
import tritium.language as tl
from conftest import NP_DTYPES, poison, rand_array, run


@tritium.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, OTHER: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    if OTHER:
        x = tl.load(x_ptr + offs, mask=m, other=3)
        tl.store(out_ptr + offs, x)  # stores the `other` values too (out is big enough)
    else:
        x = tl.load(x_ptr + offs, mask=m)
        tl.store(out_ptr + offs, x, mask=m)


@pytest.mark.parametrize("dtype", list(NP_DTYPES))
@pytest.mark.parametrize("other", [False, True])
def test_masked_copy_all_dtypes(rng, dtype, other):
    n, B = 45, 16
    x = rand_array(rng, dtype, 48)
    out = poison(48, dtype)
    run(copy_kernel, (3,), x, out, n, BLOCK=B, OTHER=other)
    np.testing.assert_array_equal(out[:n], x[:n])
    if other:
        np.testing.assert_array_equal(out[n:], np.array(3).astype(dtype))
    else:
        np.testing.assert_array_equal(out[n:].view(np.uint8), poison(48 - n, dtype).view(np.uint8))


def test_masked_copy_bf16_torch(rng):
    x = torch.tensor(rng.uniform(-3, 3, 48), dtype=torch.bfloat16)
    out = torch.full((48,), float("nan"), dtype=torch.bfloat16)
    run(copy_kernel, (3,), x, out, 40, BLOCK=16, OTHER=False)
    assert torch.equal(out[:40], x[:40])
    assert torch.isnan(out[40:]).all()


@tritium.jit
def masked_no_access_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    m = offs < n
    # offsets far out of bounds where masked: must never be touched
    far = tl.where(m, offs.to(tl.int64), 1 << 40)
    x = tl.load(x_ptr + far, mask=m, other=-1.0)
    tl.store(out_ptr + far, x * 2, mask=m)


def test_masked_lanes_are_never_accessed(rng):
    x = rand_array(rng, "float32", 10)
    out = poison(10, "float32")
    run(masked_no_access_kernel, (1,), x, out, 10, BLOCK=16)
    np.testing.assert_array_equal(out, x * 2)


@tritium.jit
def oob_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs + 1000000))


def test_unmasked_out_of_bounds_raises(backend_mode):
    if backend_mode != "interpret":
        pytest.skip("bounds are checked by the interpreter; compiled code, as on a GPU, does not check them")
    with pytest.raises(Exception, match="out-of-bounds"):
        run(oob_kernel, (1,), np.ones(16, np.float32), poison(16, "float32"), BLOCK=16)


@tritium.jit
def strided_2d_kernel(x_ptr, out_ptr, M, N, sxm, sxn, BM: tl.constexpr, BN: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    m = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(x_ptr + rm[:, None] * sxm + rn[None, :] * sxn, mask=m, other=0.0)
    # write the transpose, contiguous
    tl.store(out_ptr + rn[None, :] * M + rm[:, None], x + 1.0, mask=m)


def test_strided_2d_transpose_with_masks(rng):
    M, N = 13, 21
    base = rand_array(rng, "float64", (N, M))
    x = base.T  # strides (1, M)
    out = poison((N, M), "float64")
    s = x.itemsize
    run(strided_2d_kernel, (2, 3), x, out, M, N, x.strides[0] // s, x.strides[1] // s, BM=8, BN=8)
    np.testing.assert_array_equal(out, x.T + 1.0)


@tritium.jit
def pointer_loop_kernel(x_ptr, out_ptr, rows, stride, BLOCK: tl.constexpr):
    cols = tl.arange(0, BLOCK)
    p = x_ptr + cols
    q = out_ptr + cols
    running = tl.zeros((BLOCK,), tl.int64)
    for r in range(rows):
        running += tl.load(p)
        tl.store(q, running)
        p += stride
        q = q + BLOCK
    tl.store(q, -running)


def test_pointer_increments_in_loop(rng):
    rows, B, stride = 5, 8, 11
    x = rand_array(rng, "int64", rows * stride, -1000, 1000)
    out = poison((rows + 1) * B, "int64")
    run(pointer_loop_kernel, (1,), x, out, rows, stride, BLOCK=B)
    xs = np.stack([x[r * stride: r * stride + B] for r in range(rows)])
    ref = np.cumsum(xs, axis=0)
    np.testing.assert_array_equal(out[:rows * B].reshape(rows, B), ref)
    np.testing.assert_array_equal(out[rows * B:], -ref[-1])


@tritium.jit
def scalar_ptr_kernel(x_ptr, out_ptr, n):
    acc = tl.load(x_ptr)
    for i in range(1, n):
        acc = tl.maximum(acc, tl.load(x_ptr + i))
    tl.store(out_ptr, acc)
    tl.store(out_ptr + 1, tl.load(x_ptr + n - 1))


def test_scalar_pointer_loads(rng):
    x = rand_array(rng, "float32", 20)
    out = poison(2, "float32")
    run(scalar_ptr_kernel, (1,), x, out, 20)
    np.testing.assert_array_equal(out, [x.max(), x[-1]])


@tritium.jit
def bool_mem_kernel(a_ptr, b_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    a = tl.load(a_ptr + offs)
    b = tl.load(b_ptr + offs)
    tl.static_assert(a.dtype == tl.int1)
    tl.store(out_ptr + offs, a ^ b)
    tl.store(out_ptr + BLOCK + offs, a.to(tl.int32) + b.to(tl.int32) == 1)


def test_bool_memory(rng):
    a, b = rand_array(rng, "bool", 16), rand_array(rng, "bool", 16)
    out = poison(32, "bool")
    out[:] = False
    run(bool_mem_kernel, (1,), a, b, out, BLOCK=16)
    np.testing.assert_array_equal(out[:16], a ^ b)
    np.testing.assert_array_equal(out[16:], a ^ b)
    assert set(out.view(np.uint8).tolist()) <= {0, 1}  # stored as 0/1 bytes


@tritium.jit
def mask_broadcast_kernel(x_ptr, out_ptr, n_cols, R: tl.constexpr, C: tl.constexpr):
    r = tl.arange(0, R)[:, None]
    c = tl.arange(0, C)[None, :]
    colmask = c < n_cols  # (1, C) mask broadcast against (R, C) pointers
    x = tl.load(x_ptr + r * C + c, mask=colmask, other=-7)
    tl.store(out_ptr + r * C + c, x)


def test_mask_broadcasts_with_pointer(rng):
    x = rand_array(rng, "int16", (4, 8))
    out = poison((4, 8), "int16")
    run(mask_broadcast_kernel, (1,), x, out, 5, R=4, C=8)
    np.testing.assert_array_equal(out[:, :5], x[:, :5])
    np.testing.assert_array_equal(out[:, 5:], -7)


@tritium.jit
def store_scalar_broadcast_kernel(out_ptr, v, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, v)  # scalar value broadcast to the block of pointers
    tl.store(out_ptr + BLOCK + offs, 2.5, mask=offs % 2 == 0)


def test_store_scalar_value_to_block(rng):
    out = poison(16, "float32")
    run(store_scalar_broadcast_kernel, (1,), out, 1.75, BLOCK=8)
    np.testing.assert_array_equal(out[:8], 1.75)
    np.testing.assert_array_equal(out[8::2], 2.5)
    assert np.isnan(out[9::2]).all()


@tritium.jit
def ptr_of_ptr_dtype_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr):
    tl.static_assert(x_ptr.dtype.element_ty == tl.float16)
    offs = tl.arange(0, BLOCK)
    p = x_ptr + offs
    tl.static_assert(p.dtype.element_ty == tl.float16)
    x = tl.load(p)
    tl.static_assert(x.dtype == tl.float16)
    tl.store(out_ptr + offs, x, cache_modifier=".cg", eviction_policy="evict_first")
    y = tl.load(p, cache_modifier=".ca", eviction_policy="evict_last", volatile=True)
    tl.store(out_ptr + BLOCK + offs, y * 2)


def test_pointer_types_and_cache_hints(rng):
    x = rand_array(rng, "float16", 8)
    out = poison(16, "float16")
    run(ptr_of_ptr_dtype_kernel, (1,), x, out, BLOCK=8)
    np.testing.assert_array_equal(out[:8], x)
    np.testing.assert_array_equal(out[8:], x * np.float16(2))


@tritium.jit
def other_without_mask_kernel(x_ptr, out_ptr):
    tl.store(out_ptr, tl.load(x_ptr, other=1.0))


def test_other_without_mask_errors():
    with pytest.raises(Exception):
        run(other_without_mask_kernel, (1,), np.ones(1, np.float32), poison(1, "float32"))


@tritium.jit
def reinterpret_kernel(x_ptr, out_ptr, N: tl.constexpr):
    offs = tl.arange(0, N)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs) + 1)


def test_reinterpret_reads_memory_as_another_type(rng):
    """triton.reinterpret: int16 memory read and written as uint16 (unsigned arithmetic wraps at
    2^16, the comparison with 2^15 is unsigned), float32 memory as int32 bits."""
    x = torch.from_numpy(rand_array(rng, "int16", 64))
    x[0], x[1] = -1, 32767
    out = torch.from_numpy(poison(64, "int16"))
    run(reinterpret_kernel, (1,), tritium.reinterpret(x, tl.uint16), tritium.reinterpret(out, tl.uint16), N=64)
    expect = (x.numpy().view(np.uint16).astype(np.int64) + 1) % 65536
    np.testing.assert_array_equal(out.numpy().view(np.uint16), expect)
    f = torch.from_numpy(rand_array(rng, "float32", 64))
    bits = torch.from_numpy(poison(64, "int32"))
    run(reinterpret_kernel, (1,), tritium.reinterpret(f, tl.int32), bits, N=64)
    np.testing.assert_array_equal(bits.numpy(), f.numpy().view(np.int32) + 1)
    w = tritium.reinterpret(x, tl.uint16)
    assert tritium.reinterpret(w, torch.int16) is x and w.data_ptr() == x.data_ptr() and "uint16" in str(w)
    with pytest.raises(TypeError, match="Cannot reinterpret"):
        tritium.reinterpret([1, 2], tl.uint16)


# ------------------------------------------------------------------ tl.const pointers, tensor.item() (issue 8)
@tritium.jit
def _pick_const(a, b, CHOOSE_B: tl.constexpr):
    if CHOOSE_B:
        return b
    return a


@tritium.jit
def const_copy_kernel(in_ptr: tl.const, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    mask = offs < n
    src = _pick_const(out_ptr, in_ptr, True)  # a const pointer through a helper stays const
    first = tl.load(in_ptr + tl.arange(0, 1)).item()  # a 1-element block -> its scalar
    tl.store(out_ptr + offs, tl.load(src + offs, mask=mask) + first, mask=mask)


def test_const_pointer_loads_and_item(rng):
    x = rand_array(rng, "float32", 40)
    out = poison(40, "float32")
    run(const_copy_kernel, (1,), x, out, 37, BLOCK=64)
    np.testing.assert_array_equal(out[:37], x[:37] + x[0])
    assert np.isnan(out[37:]).all()


@tritium.jit
def item_kernel(x_ptr, out_ptr):
    v = tl.load(x_ptr + tl.arange(0, 1)).item()
    tl.static_assert(len(v.shape) == 0)
    tl.atomic_cas(out_ptr, v, v + 7)  # a scalar where atomic_cas takes one


def test_item_scalar_for_atomic_cas(rng):
    x = rand_array(rng, "int32", 1, -100, 100)
    out = x.copy()
    run(item_kernel, (1,), x, out)
    assert out[0] == x[0] + 7
