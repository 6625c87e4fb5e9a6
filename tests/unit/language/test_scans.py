"""Scans: cumsum / cumprod / associative_scan (incl. reverse, tuples, user combine fns)."""
import numpy as np
import pytest
import torch

import tritium
import tritium.language as tl
from conftest import poison, rand_array, run

R, C = 4, 16


@tritium.jit
def add_fn(a, b):
    return a + b


@tritium.jit
def max_fn(a, b):
    return tl.maximum(a, b)


@tritium.jit
def affine_fn(a1, b1, a2, b2):
    # composition of x -> a*x + b maps (first then second): associative, non-commutative
    return a2 * a1, a2 * b1 + b2


@tritium.jit
def scan_kernel(x_ptr, y_ptr, out_ptr, out2_ptr, R: tl.constexpr, C: tl.constexpr, OP: tl.constexpr,
                AXIS: tl.constexpr, REV: tl.constexpr):
    offs = tl.arange(0, R)[:, None] * C + tl.arange(0, C)[None, :]
    x = tl.load(x_ptr + offs)
    if OP == "cumsum":
        r = tl.cumsum(x, axis=AXIS, reverse=REV)
    elif OP == "cumsum_method":
        r = x.cumsum(AXIS, reverse=REV)
    elif OP == "cumprod":
        r = tl.cumprod(x, axis=AXIS, reverse=REV)
    elif OP == "scan_add":
        r = tl.associative_scan(x, AXIS, add_fn, reverse=REV)
    elif OP == "scan_max":
        r = tl.associative_scan(x, AXIS, max_fn, reverse=REV)
    elif OP == "scan_affine":
        y = tl.load(y_ptr + offs)
        r, r2 = tl.associative_scan((x, y), AXIS, affine_fn, reverse=REV)
        tl.store(out2_ptr + offs, r2)
    tl.store(out_ptr + offs, r)


def _scan(x, op, axis, rev, out_dtype, y=None):
    out = poison((R, C), out_dtype)
    out2 = poison((R, C), out_dtype)
    run(scan_kernel, (1,), x, x if y is None else y, out, out2, R=R, C=C, OP=op, AXIS=axis, REV=rev)
    return out, out2


def _np_scan(x, axis, rev, ufunc):
    x = np.flip(x, axis) if rev else x
    r = ufunc.accumulate(x, axis=axis)
    return np.flip(r, axis) if rev else r


CUMSUM_OUT = {"int8": "int32", "int16": "int32", "int32": "int32", "int64": "int64", "uint8": "uint32",
              "uint32": "uint32", "float16": "float16", "float32": "float32", "float64": "float64", "bool": "uint32"}


@pytest.mark.parametrize("dtype", list(CUMSUM_OUT))
@pytest.mark.parametrize("axis", [0, 1, -1])
@pytest.mark.parametrize("rev", [False, True])
def test_cumsum(rng, dtype, axis, rev):
    x = rand_array(rng, dtype, (R, C), -100, 100) if dtype not in ("float16", "bool", "uint8", "uint32") else (
        rand_array(rng, dtype, (R, C)) if dtype == "bool" else rand_array(rng, dtype, (R, C), 0, 4))
    out_dt = CUMSUM_OUT[dtype]
    got, _ = _scan(x, "cumsum", axis, rev, out_dt)
    ref = _np_scan(x.astype(np.float64), axis, rev, np.add)
    if np.dtype(dtype).kind == "f":
        np.testing.assert_allclose(got, ref, rtol=2e-3 if dtype == "float16" else 1e-6, atol=1e-3)
    else:
        np.testing.assert_array_equal(got, ref.astype(out_dt))


def test_cumsum_int8_widens(rng):
    x = rand_array(rng, "int8", (R, C), 60, 127)  # would overflow int8 after 2 elements
    got, _ = _scan(x, "cumsum_method", 1, False, "int32")
    np.testing.assert_array_equal(got, np.cumsum(x.astype(np.int64), axis=1))


@pytest.mark.parametrize("dtype", ["int32", "int64", "float32", "float64"])
@pytest.mark.parametrize("axis", [0, 1])
@pytest.mark.parametrize("rev", [False, True])
def test_cumprod(rng, dtype, axis, rev):
    if np.dtype(dtype).kind == "f":
        x = rand_array(rng, dtype, (R, C), 0.5, 1.5)
    else:
        x = rand_array(rng, dtype, (R, C), -3, 3, nonzero=True)
    got, _ = _scan(x, "cumprod", axis, rev, dtype)
    ref = _np_scan(x.astype(np.float64 if np.dtype(dtype).kind == "f" else np.int64), axis, rev, np.multiply)
    if np.dtype(dtype).kind == "f":
        np.testing.assert_allclose(got, ref, rtol=1e-5)
    else:
        # int32 products wrap modulo 2^32
        bits = np.dtype(dtype).itemsize * 8
        exact = _np_scan(x.astype(object), axis, rev, np.frompyfunc(lambda a, b: a * b, 2, 1))
        wrapped = np.array([int(v) % (1 << bits) for v in exact.ravel()], dtype=np.uint64).reshape(exact.shape)
        wrapped = wrapped.astype(f"uint{bits}")
        np.testing.assert_array_equal(got, wrapped.view(dtype))


@pytest.mark.parametrize("dtype", ["int32", "float32", "uint8"])
@pytest.mark.parametrize("axis", [0, 1])
@pytest.mark.parametrize("rev", [False, True])
def test_associative_scan_user_fn(rng, dtype, axis, rev):
    x = rand_array(rng, dtype, (R, C), 0, 30)
    got, _ = _scan(x, "scan_max", axis, rev, dtype)
    np.testing.assert_array_equal(got, _np_scan(x, axis, rev, np.maximum))
    got, _ = _scan(x, "scan_add", axis, rev, dtype)
    ref = _np_scan(x.astype(np.int64 if dtype != "float32" else np.float64), axis, rev, np.add)
    if dtype == "uint8":
        # user scan keeps the input dtype: wraps at 8 bits
        np.testing.assert_array_equal(got, (ref % 256).astype(np.uint8))
    else:
        np.testing.assert_allclose(got, ref, rtol=1e-6)


@pytest.mark.parametrize("axis", [0, 1])
@pytest.mark.parametrize("rev", [False, True])
def test_associative_scan_tuple_non_commutative(rng, axis, rev):
    a = rand_array(rng, "float64", (R, C), 0.5, 1.5)
    b = rand_array(rng, "float64", (R, C), -1, 1)
    ga, gb = _scan(a, "scan_affine", axis, rev, "float64", y=b)
    # sequential reference: compose along the scan direction
    ra, rb = np.empty_like(a), np.empty_like(b)
    n = a.shape[axis]
    order = range(n - 1, -1, -1) if rev else range(n)
    for other in range(a.shape[1 - axis]):
        acc_a, acc_b = 1.0, 0.0
        for i in order:
            idx = (i, other) if axis == 0 else (other, i)
            acc_a, acc_b = a[idx] * acc_a, a[idx] * acc_b + b[idx]
            ra[idx], rb[idx] = acc_a, acc_b
    np.testing.assert_allclose(ga, ra, rtol=1e-12)
    np.testing.assert_allclose(gb, rb, rtol=1e-12, atol=1e-12)


@tritium.jit
def cumsum_1d_kernel(x_ptr, out_ptr, N: tl.constexpr):
    offs = tl.arange(0, N)
    tl.store(out_ptr + offs, tl.cumsum(tl.load(x_ptr + offs)))


def test_cumsum_1d_default_axis(rng):
    x = rand_array(rng, "int32", 64, -1000, 1000)
    out = poison(64, "int32")
    run(cumsum_1d_kernel, (1,), x, out, N=64)
    np.testing.assert_array_equal(out, np.cumsum(x))


@tritium.jit
def scan_dtype_kernel(x_ptr, out_ptr, N: tl.constexpr, OP: tl.constexpr, EXPECT: tl.constexpr):
    offs = tl.arange(0, N)
    x = tl.load(x_ptr + offs)
    if OP == "cumsum":
        r = tl.cumsum(x, 0)
    else:
        r = tl.cumprod(x, 0)
    tl.static_assert(r.dtype == EXPECT)
    tl.store(out_ptr + offs, r)


@pytest.mark.parametrize("dtype,expect", [("int8", tl.int32), ("uint8", tl.uint32), ("int16", tl.int32),
                                          ("float16", tl.float16), ("int64", tl.int64)])
def test_cumsum_result_dtype(rng, dtype, expect):
    x = rand_array(rng, dtype, 16, 0, 9)
    out = poison(16, "float64")
    run(scan_dtype_kernel, (1,), x, out, N=16, OP="cumsum", EXPECT=expect)
    np.testing.assert_allclose(out, np.cumsum(x.astype(np.float64)), rtol=3e-3 if dtype == "float16" else 0)


def test_cumprod_int8_keeps_int8(rng):
    x = rand_array(rng, "int8", 16, 2, 5)
    out = poison(16, "int64")
    run(scan_dtype_kernel, (1,), x, out, N=16, OP="cumprod", EXPECT=tl.int8)
    exact = np.cumprod(x.astype(object))
    np.testing.assert_array_equal(out, [((int(v) + 128) % 256) - 128 for v in exact])


@pytest.mark.parametrize("op", ["cumsum", "cumprod"])
def test_scan_bf16_promotes_to_fp32(rng, op):
    x = torch.tensor(rng.uniform(0.9, 1.1, 16), dtype=torch.bfloat16)
    out = torch.full((16,), float("nan"), dtype=torch.float32)
    run(scan_dtype_kernel, (1,), x, out, N=16, OP=op, EXPECT=tl.float32)
    ref = torch.cumsum(x.double(), 0) if op == "cumsum" else torch.cumprod(x.double(), 0)
    assert torch.allclose(out.double(), ref, rtol=1e-6)


@tritium.jit
def _roll_combine(a1, b1_last, b1_cur, a2, b2_last, b2_cur):
    return a1 + a2, tl.where(a2 == 1, b1_cur, 0) + b2_last, b2_cur


@tritium.jit
def roll_scan_kernel(X, Z, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, AXIS: tl.constexpr, REV: tl.constexpr):
    rm, rn = tl.arange(0, BLOCK_M), tl.arange(0, BLOCK_N)
    x = tl.load(X + rm[:, None] * BLOCK_N + rn[None, :])
    _, z, _ = tl.associative_scan((1 + 0 * x, 0 * x, x), axis=AXIS, combine_fn=_roll_combine, reverse=REV)
    tl.store(Z + rm[:, None] * BLOCK_N + rn[None, :], z)


@pytest.mark.parametrize("axis", [0, 1])
@pytest.mark.parametrize("rev", [False, True])
def test_roll_scan_with_constants_the_passes_hoist(rng, axis, rev):
    """Upstream's `roll` scan: the combine's constant (`a2 == 1`) is hoisted out of the region by
    the passes and must be broadcast where the region runs on vectors (it made invalid LLVM IR)."""
    x = rand_array(rng, "int32", (8, 32), -10, 10)
    z = poison((8, 32), "int32")
    run(roll_scan_kernel, (1,), x, z, BLOCK_M=8, BLOCK_N=32, AXIS=axis, REV=rev)
    ref = np.roll(x, -1 if rev else 1, axis=axis)
    edge = (slice(None), -1 if rev else 0) if axis == 1 else (-1 if rev else 0, slice(None))
    ref[edge] = 0
    np.testing.assert_array_equal(z, ref)
