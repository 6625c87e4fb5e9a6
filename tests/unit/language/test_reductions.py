"""Reductions: sum/max/min/argmax/argmin/xor_sum/reduce, over axis None/0/1 with keep_dims."""
import numpy as np
import pytest
import torch

import tritium
import tritium.language as tl
from conftest import poison, rand_array, run

R, C = 4, 16


@tritium.jit
def add_combine(a, b):
    return a + b


@tritium.jit
def absmax_combine(a, b):
    return tl.maximum(tl.abs(a), tl.abs(b))


@tritium.jit
def argmax_pair_combine(v1, i1, v2, i2):
    gt = (v1 > v2) | ((v1 == v2) & (i1 < i2))
    return tl.where(gt, v1, v2), tl.where(gt, i1, i2)


@tritium.jit
def branchy_combine(a, b):
    # control flow in a combine function
    if a > b:
        r = a
    else:
        r = b
    return r


@tritium.jit
def reduce_kernel(x_ptr, out_ptr, idx_ptr, R: tl.constexpr, C: tl.constexpr, OP: tl.constexpr,
                  AXIS: tl.constexpr, KEEP: tl.constexpr, RANK: tl.constexpr):
    rows = tl.arange(0, R)
    cols = tl.arange(0, C)
    x = tl.load(x_ptr + rows[:, None] * C + cols[None, :])
    idx = x  # placeholder, overwritten for index-returning ops
    if OP == "sum":
        r = tl.sum(x, axis=AXIS, keep_dims=KEEP)
    elif OP == "sum_method":
        r = x.sum(AXIS, keep_dims=KEEP)
    elif OP == "sum_f32":
        r = tl.sum(x, axis=AXIS, keep_dims=KEEP, dtype=tl.float32)
    elif OP == "max":
        r = tl.max(x, axis=AXIS, keep_dims=KEEP)
    elif OP == "min":
        r = tl.min(x, axis=AXIS, keep_dims=KEEP)
    elif OP == "max_method":
        r = x.max(axis=AXIS, keep_dims=KEEP)
    elif OP == "xor_sum":
        r = tl.xor_sum(x, axis=AXIS, keep_dims=KEEP)
    elif OP == "reduce_add":
        r = tl.reduce(x, AXIS, add_combine, keep_dims=KEEP)
    elif OP == "reduce_absmax":
        r = tl.reduce(x, AXIS, absmax_combine, keep_dims=KEEP)
    elif OP == "reduce_branchy":
        r = tl.reduce(x, AXIS, branchy_combine, keep_dims=KEEP)
    elif OP == "argmax":
        r = tl.argmax(x, axis=AXIS, keep_dims=KEEP)
    elif OP == "argmin":
        r = tl.argmin(x, axis=AXIS, keep_dims=KEEP)
    elif OP == "max_idx":
        r, idx = tl.max(x, axis=AXIS, return_indices=True, keep_dims=KEEP)
    elif OP == "min_idx":
        r, idx = tl.min(x, axis=AXIS, return_indices=True, keep_dims=KEEP)
    elif OP == "reduce_tuple":
        ii = rows[:, None] * 0 + cols[None, :] if AXIS == 1 else rows[:, None] + cols[None, :] * 0
        r, idx = tl.reduce((x, ii), AXIS, argmax_pair_combine, keep_dims=KEEP)
    tl.static_assert(len(r.shape) == RANK, "wrong result rank")
    if AXIS is None:
        if KEEP:
            z = tl.zeros((1, 1), tl.int32)
            tl.store(out_ptr + z, r)
            if OP in ("max_idx", "min_idx"):
                tl.store(idx_ptr + z, idx)
        else:
            tl.store(out_ptr, r)
            if OP in ("max_idx", "min_idx"):
                tl.store(idx_ptr, idx)
    elif AXIS == 0:
        o = cols[None, :] if KEEP else cols
        tl.store(out_ptr + o, r)
        if OP in ("max_idx", "min_idx", "reduce_tuple"):
            tl.store(idx_ptr + o, idx)
    else:
        o = rows[:, None] if KEEP else rows
        tl.store(out_ptr + o, r)
        if OP in ("max_idx", "min_idx", "reduce_tuple"):
            tl.store(idx_ptr + o, idx)


def _reduce(x, op, axis, keep, out_dtype, idx=False):
    n_out = {None: 1, 0: C, 1: R}[axis]
    if isinstance(x, torch.Tensor):
        out = torch.full((n_out + 2,), float("nan"), dtype=out_dtype)
    else:
        out = poison(n_out + 2, out_dtype)
    idx_buf = poison(n_out + 2, "int32")
    rank = 2 if keep else (0 if axis is None else 1)
    run(reduce_kernel, (1,), x, out, idx_buf, R=R, C=C, OP=op, AXIS=axis, KEEP=keep, RANK=rank)
    if isinstance(out, torch.Tensor):
        assert torch.isnan(out[n_out:]).all()
    elif out.dtype.kind == "f":
        assert np.isnan(out[n_out:]).all()
    else:
        assert (out[n_out:] == poison(2, out.dtype)).all()
    return (out[:n_out], idx_buf[:n_out]) if idx else out[:n_out]


AXES = [None, 0, 1]
KEEPS = [False, True]
AXIS_KEEP = [(a, k) for a in AXES for k in KEEPS]


def _np_axis(x, axis):
    return x.reshape(-1) if axis is None else x


def _ax(axis):
    return 0 if axis is None else axis


def _wrap(v, dt):
    bits = np.dtype(dt).itemsize * 8
    v = np.atleast_1d(v)
    return np.array([int(a) % (1 << bits) for a in v], dtype=np.uint64).astype(f"uint{bits}").view(dt)


SUM_OUT = {"int8": "int32", "int16": "int32", "int32": "int32", "int64": "int64", "uint8": "uint32",
           "uint32": "uint32", "bool": "uint32", "float16": "float16", "float32": "float32", "float64": "float64"}


@pytest.mark.parametrize("dtype", list(SUM_OUT))
@pytest.mark.parametrize("axis,keep", AXIS_KEEP)
def test_sum(rng, dtype, axis, keep):
    x = rand_array(rng, dtype, (R, C)) if dtype != "float16" else rand_array(rng, dtype, (R, C), -2, 2)
    out_dt = SUM_OUT[dtype]
    got = _reduce(x, "sum", axis, keep, out_dt)
    xa = _np_axis(x, axis)
    if np.dtype(dtype).kind in "iub":
        exact = xa.astype(object).sum(axis=_ax(axis)) if dtype != "bool" else xa.astype(np.int64).sum(axis=_ax(axis))
        # summed in the (widened) accumulator type: int8 sums do not wrap at 8 bits
        np.testing.assert_array_equal(got, _wrap(exact, np.dtype(out_dt)))
    else:
        ref = xa.astype(np.float64).sum(axis=_ax(axis))
        tol = {"float16": 5e-2, "float32": 1e-5, "float64": 1e-12}[dtype]
        np.testing.assert_allclose(got.astype(np.float64), np.atleast_1d(ref), rtol=tol, atol=tol)


@tritium.jit
def sum_dtype_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr, EXPECT: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    s = tl.sum(tl.load(x_ptr + offs))
    tl.static_assert(s.dtype == EXPECT)
    tl.store(out_ptr, s)


@pytest.mark.parametrize("dtype,expect", [("int8", tl.int32), ("int16", tl.int32), ("uint8", tl.uint32),
                                          ("bool", tl.uint32), ("int64", tl.int64), ("float16", tl.float16),
                                          ("float32", tl.float32), ("uint32", tl.uint32)])
def test_sum_result_dtype(rng, dtype, expect):
    x = rand_array(rng, dtype, 16, 0, 100) if dtype != "bool" else rand_array(rng, dtype, 16)
    out = poison(1, "float64")
    run(sum_dtype_kernel, (1,), x, out, BLOCK=16, EXPECT=expect)
    np.testing.assert_allclose(out[0], x.astype(np.float64).sum(), rtol=1e-2)


def test_sum_bf16_stays_bf16(rng):
    x = torch.tensor(rng.uniform(-2, 2, 16), dtype=torch.bfloat16)
    out = torch.full((1,), float("nan"), dtype=torch.float32)
    run(sum_dtype_kernel, (1,), x, out, BLOCK=16, EXPECT=tl.bfloat16)
    assert abs(out[0].item() - x.double().sum().item()) < 0.1


@pytest.mark.parametrize("axis,keep", AXIS_KEEP)
def test_sum_method_and_dtype_arg(rng, axis, keep):
    x = rand_array(rng, "int32", (R, C), -1000, 1000)
    got = _reduce(x, "sum_method", axis, keep, "int32")
    np.testing.assert_array_equal(got, np.atleast_1d(_np_axis(x, axis).sum(axis=_ax(axis))))
    got = _reduce(x, "sum_f32", axis, keep, "float32")
    np.testing.assert_allclose(got, np.atleast_1d(_np_axis(x, axis).astype(np.float64).sum(axis=_ax(axis))),
                               rtol=1e-6)


MINMAX_OUT = {"int8": "int32", "int16": "int32", "int32": "int32", "int64": "int64", "uint8": "int32",
              "uint32": "uint32", "float16": "float32", "float32": "float32", "float64": "float64"}


@pytest.mark.parametrize("dtype", list(MINMAX_OUT))
@pytest.mark.parametrize("op", ["max", "min", "max_method"])
@pytest.mark.parametrize("axis,keep", AXIS_KEEP)
def test_max_min(rng, dtype, op, axis, keep):
    x = rand_array(rng, dtype, (R, C))
    got = _reduce(x, op, axis, keep, MINMAX_OUT[dtype])
    f = np.min if op == "min" else np.max
    ref = np.atleast_1d(f(_np_axis(x, axis), axis=_ax(axis)))
    np.testing.assert_array_equal(got, ref.astype(MINMAX_OUT[dtype]))


@tritium.jit
def max_dtype_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr, EXPECT: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    a = tl.max(x)
    b = tl.min(x, 0)
    tl.static_assert(a.dtype == EXPECT)
    tl.static_assert(b.dtype == EXPECT)
    tl.store(out_ptr, a)
    tl.store(out_ptr + 1, b)


@pytest.mark.parametrize("dtype,expect", [("int8", tl.int32), ("int16", tl.int32), ("uint8", tl.int32),
                                          ("bool", tl.int32), ("float16", tl.float32), ("int64", tl.int64),
                                          ("uint32", tl.uint32), ("float64", tl.float64)])
def test_max_min_widening_dtype(rng, dtype, expect):
    x = rand_array(rng, dtype, 16)
    out = poison(2, "float64")
    run(max_dtype_kernel, (1,), x, out, BLOCK=16, EXPECT=expect)
    np.testing.assert_array_equal(out, [x.astype(np.float64).max(), x.astype(np.float64).min()])


def test_max_min_bf16_widen_to_fp32(rng):
    x = torch.tensor(rng.uniform(-5, 5, 16), dtype=torch.bfloat16)
    out = torch.full((2,), float("nan"), dtype=torch.float32)
    run(max_dtype_kernel, (1,), x, out, BLOCK=16, EXPECT=tl.float32)
    assert out[0].item() == x.float().max().item() and out[1].item() == x.float().min().item()


@pytest.mark.parametrize("op", ["max", "min"])
def test_max_min_ignore_nan(rng, op):
    x = rand_array(rng, "float32", (R, C))
    x[1, 3] = np.nan
    x[2, :] = np.nan
    x[2, 5] = 1.5
    got = _reduce(x, op, 1, False, "float32")
    ref = np.nanmax(x, axis=1) if op == "max" else np.nanmin(x, axis=1)
    np.testing.assert_array_equal(got, ref)


@pytest.mark.parametrize("dtype", ["int8", "int32", "int64", "uint8", "uint32", "float16", "float32", "float64"])
@pytest.mark.parametrize("op", ["argmax", "argmin", "max_idx", "min_idx"])
@pytest.mark.parametrize("axis", [0, 1])
@pytest.mark.parametrize("keep", KEEPS)
def test_argmax_argmin_lowest_index_on_ties(rng, dtype, op, axis, keep):
    # few distinct values -> many ties
    x = rand_array(rng, dtype, (R, C), 0, 3)
    is_max = "max" in op
    if op in ("argmax", "argmin"):
        got = _reduce(x, op, axis, keep, "int32")
        val = None
    else:
        val, got = _reduce(x, op, axis, keep, dtype, idx=True)
    xa = _np_axis(x, axis)
    ref_idx = np.atleast_1d((np.argmax if is_max else np.argmin)(xa, axis=_ax(axis)))  # first occurrence
    np.testing.assert_array_equal(got, ref_idx.astype(np.int32))
    if val is not None:
        # values keep the input dtype when indices are returned
        np.testing.assert_array_equal(val, np.atleast_1d((np.max if is_max else np.min)(xa, axis=_ax(axis))))


@pytest.mark.parametrize("dtype", ["int8", "int16", "int32", "int64", "uint8", "uint32"])
@pytest.mark.parametrize("axis,keep", AXIS_KEEP)
def test_xor_sum(rng, dtype, axis, keep):
    x = rand_array(rng, dtype, (R, C))
    got = _reduce(x, "xor_sum", axis, keep, dtype)
    ref = np.atleast_1d(np.bitwise_xor.reduce(_np_axis(x, axis), axis=_ax(axis)))
    np.testing.assert_array_equal(got, ref)


@tritium.jit
def xor_sum_float_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr):
    tl.store(out_ptr, tl.xor_sum(tl.load(x_ptr + tl.arange(0, BLOCK))))


def test_xor_sum_float_errors():
    with pytest.raises(Exception, match="integer"):
        run(xor_sum_float_kernel, (1,), np.linspace(1, 2, 16).astype(np.float32), poison(1, "float32"), BLOCK=16)


@pytest.mark.parametrize("dtype", ["int32", "float32", "int8"])
@pytest.mark.parametrize("axis,keep", AXIS_KEEP)
def test_reduce_user_combine(rng, dtype, axis, keep):
    x = rand_array(rng, dtype, (R, C), -50, 50)
    got = _reduce(x, "reduce_add", axis, keep, dtype)
    xa = _np_axis(x, axis)
    if dtype == "float32":
        np.testing.assert_allclose(got, np.atleast_1d(xa.astype(np.float64).sum(axis=_ax(axis))), rtol=1e-5,
                                   atol=1e-4)
    else:
        # user reduce keeps the input dtype (no widening): int8 sums wrap
        exact = np.atleast_1d(xa.astype(np.int64).sum(axis=_ax(axis)))
        np.testing.assert_array_equal(got, _wrap(exact, np.dtype(dtype)))
    got = _reduce(x, "reduce_absmax", axis, keep, dtype)
    np.testing.assert_array_equal(got, np.atleast_1d(np.abs(xa).max(axis=_ax(axis))).astype(dtype))


@pytest.mark.parametrize("axis", [0, 1])
def test_reduce_combine_with_control_flow(rng, axis):
    x = rand_array(rng, "float32", (R, C))
    got = _reduce(x, "reduce_branchy", axis, False, "float32")
    np.testing.assert_array_equal(got, x.max(axis=axis))


@pytest.mark.parametrize("axis", [0, 1])
@pytest.mark.parametrize("keep", KEEPS)
def test_reduce_tuple(rng, axis, keep):
    x = rand_array(rng, "int32", (R, C), 0, 4)
    val, idx = _reduce(x, "reduce_tuple", axis, keep, "int32", idx=True)
    np.testing.assert_array_equal(val, x.max(axis=axis))
    np.testing.assert_array_equal(idx, np.argmax(x, axis=axis))


@tritium.jit
def reduce_3d_kernel(x_ptr, out_ptr, A: tl.constexpr, B: tl.constexpr, D: tl.constexpr, AXIS: tl.constexpr):
    a = tl.arange(0, A)[:, None, None]
    b = tl.arange(0, B)[None, :, None]
    d = tl.arange(0, D)[None, None, :]
    x = tl.load(x_ptr + a * B * D + b * D + d)
    r = tl.sum(x, axis=AXIS, keep_dims=True)
    # store broadcast back to the full shape
    tl.store(out_ptr + a * B * D + b * D + d, tl.broadcast_to(r, (A, B, D)))


@pytest.mark.parametrize("axis", [0, 1, 2, -1])
def test_reduce_3d_keep_dims_broadcast(rng, axis):
    x = rand_array(rng, "int32", (2, 4, 8), -100, 100)
    out = poison((2, 4, 8), "int32")
    run(reduce_3d_kernel, (1,), x, out, A=2, B=4, D=8, AXIS=axis)
    np.testing.assert_array_equal(out, np.broadcast_to(x.sum(axis=axis, keepdims=True), x.shape))


@pytest.mark.parametrize("op,dtype,out_dt", [("sum", "int32", "int32"), ("max", "float32", "float32")])
def test_keep_dims_axis_none(rng, op, dtype, out_dt):
    x = rand_array(rng, dtype, (R, C), -100, 100)
    got = _reduce(x, op, None, True, out_dt)
    ref = x.astype(np.int64).sum() if op == "sum" else x.max()
    np.testing.assert_array_equal(got, np.atleast_1d(ref).astype(out_dt))


@tritium.jit
def max_idx_dtype_kernel(x_ptr, out_ptr, idx_ptr, N: tl.constexpr, EXPECT: tl.constexpr):
    x = tl.load(x_ptr + tl.arange(0, N))
    v, i = tl.max(x, 0, return_indices=True)
    tl.static_assert(v.dtype == EXPECT)
    tl.store(out_ptr, v)
    tl.store(idx_ptr, i)


@pytest.mark.parametrize("dtype,expect", [("float16", tl.float16), ("int8", tl.int8), ("uint32", tl.uint32)])
def test_max_with_indices_keeps_dtype(rng, dtype, expect):
    x = rand_array(rng, dtype, 16)
    out, idx = poison(1, "float64"), poison(1, "int32")
    run(max_idx_dtype_kernel, (1,), x, out, idx, N=16, EXPECT=expect)
    assert out[0] == x.astype(np.float64).max() and idx[0] == np.argmax(x)


def test_max_with_indices_bf16_promotes(rng):
    x = torch.tensor(rng.uniform(-5, 5, 16), dtype=torch.bfloat16)
    out = torch.full((1,), float("nan"), dtype=torch.float32)
    idx = torch.full((1,), -1, dtype=torch.int32)
    run(max_idx_dtype_kernel, (1,), x, out, idx, N=16, EXPECT=tl.float32)
    assert out[0].item() == x.float().max().item() and idx[0].item() == int(torch.argmax(x.float()))
