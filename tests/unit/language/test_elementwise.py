"""Elementwise arithmetic, promotion, comparisons and min/max/clamp/where (math functions: test_math.py)."""
import numpy as np
import pytest
import torch

import tritium
import tritium.language as tl
from conftest import FLOAT_DTYPES, INT_DTYPES, poison, rand_array, run

N = 64
BLOCK = 32


@tritium.jit
def binop_kernel(x_ptr, y_ptr, out_ptr, n, OP: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m)
    if OP == "add":
        z = x + y
    elif OP == "sub":
        z = x - y
    elif OP == "mul":
        z = x * y
    elif OP == "truediv":
        z = x / y
    elif OP == "floordiv":
        z = x // y
    elif OP == "mod":
        z = x % y
    elif OP == "and":
        z = x & y
    elif OP == "or":
        z = x | y
    elif OP == "xor":
        z = x ^ y
    elif OP == "shl":
        z = x << y
    elif OP == "shr":
        z = x >> y
    elif OP == "lt":
        z = x < y
    elif OP == "le":
        z = x <= y
    elif OP == "gt":
        z = x > y
    elif OP == "ge":
        z = x >= y
    elif OP == "eq":
        z = x == y
    elif OP == "ne":
        z = x != y
    elif OP == "minimum":
        z = tl.minimum(x, y)
    elif OP == "maximum":
        z = tl.maximum(x, y)
    elif OP == "minimum_nan":
        z = tl.minimum(x, y, propagate_nan=tl.PropagateNan.ALL)
    elif OP == "maximum_nan":
        z = tl.maximum(x, y, propagate_nan=tl.PropagateNan.ALL)
    elif OP == "umulhi":
        z = tl.math.umulhi(x, y)
    elif OP == "fdiv":
        z = tl.fdiv(x, y)
    elif OP == "div_rn":
        z = tl.math.div_rn(x, y)
    elif OP == "cdiv":
        z = tl.cdiv(x, y)
    tl.store(out_ptr + offs, z, mask=m)


def _wrap(vals, dt):
    """Exact integer results (Python ints / int64 / object) -> two's complement wrap in dt."""
    bits = np.dtype(dt).itemsize * 8
    v = np.array([int(a) % (1 << bits) for a in vals], dtype=np.uint64)
    return v.astype(np.dtype(f"uint{bits}")).view(dt)


def _launch(op, x, y, out_dtype, n=N):
    out = poison(x.shape[0] + 8, out_dtype)
    run(binop_kernel, (triton_cdiv(n, BLOCK),), x, y, out, n, OP=op, BLOCK=BLOCK)
    return out


def triton_cdiv(a, b):
    return (a + b - 1) // b


def _check_tail(out, n):
    tail = out[n:]
    if tail.dtype.kind == "f":
        assert np.isnan(tail).all(), "masked-off elements were written"
    else:
        assert (tail == poison(tail.shape, tail.dtype)).all(), "masked-off elements were written"


# ------------------------------------------------------------------ integer arithmetic
@pytest.mark.parametrize("dtype", INT_DTYPES)
@pytest.mark.parametrize("op", ["add", "sub", "mul"])
def test_int_arith_wraps(rng, dtype, op):
    n = N - 5
    x, y = rand_array(rng, dtype, N), rand_array(rng, dtype, N)
    out = _launch(op, x, y, dtype, n)
    f = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b}[op]
    ref = _wrap([f(int(a), int(b)) for a, b in zip(x, y)], x.dtype)
    np.testing.assert_array_equal(out[:n], ref[:n])
    _check_tail(out, n)


def _c_div(a, b):
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _c_mod(a, b):
    return a - b * _c_div(a, b)


@pytest.mark.parametrize("dtype", INT_DTYPES)
@pytest.mark.parametrize("op", ["floordiv", "mod"])
def test_int_div_mod_c_semantics(rng, dtype, op):
    x = rand_array(rng, dtype, N)
    y = rand_array(rng, dtype, N, lo=-9 if np.dtype(dtype).kind == "i" else 1, hi=9, nonzero=True)
    if np.dtype(dtype).kind == "i":
        # make sure all sign combinations show up
        x[:4] = [7, -7, 7, -7]
        y[:4] = [2, 2, -2, -2]
    out = _launch(op, x, y, dtype)
    f = _c_div if op == "floordiv" else _c_mod
    ref = _wrap([f(int(a), int(b)) for a, b in zip(x, y)], x.dtype)
    np.testing.assert_array_equal(out[:N], ref)
    if np.dtype(dtype).kind == "i":
        exp4 = [3, -3, -3, 3] if op == "floordiv" else [1, -1, 1, -1]
        np.testing.assert_array_equal(out[:4], exp4)
    _check_tail(out, N)


@pytest.mark.parametrize("dtype", ["int8", "int32", "int64"])
def test_int_div_min_by_minus_one_wraps(dtype):
    info = np.iinfo(dtype)
    x = np.array([info.min, info.min + 1, 5, -5] * 8, dtype=dtype)
    y = np.array([-1, -1, -1, 3] * 8, dtype=dtype)
    out = _launch("floordiv", x, y, dtype, n=32)
    ref = _wrap([_c_div(int(a), int(b)) for a, b in zip(x, y)], x.dtype)
    np.testing.assert_array_equal(out[:32], ref)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_float_mod_is_fmod(rng, dtype):
    x = rand_array(rng, dtype, N, -10, 10, nonzero=True)
    y = rand_array(rng, dtype, N, -3, 3, nonzero=True)
    out = _launch("mod", x, y, dtype)
    ref = np.fmod(x.astype(np.float64), y.astype(np.float64))
    np.testing.assert_allclose(out[:N], ref, rtol=1e-5, atol=1e-5)
    # sign follows the dividend
    assert (np.sign(out[:N]) * np.sign(x) >= 0).all()
    _check_tail(out, N)


@tritium.jit
def mod_f16_kernel(x_ptr, y_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    y = tl.load(y_ptr + offs)
    z = x % y
    tl.static_assert(z.dtype == tl.float32, "fp16 % fp16 must be fp32")
    q = x / y
    tl.static_assert(q.dtype == tl.float32, "fp16 / fp16 must be fp32")
    tl.store(out_ptr + offs, z)
    tl.store(out_ptr + BLOCK + offs, q)


def test_fp16_mod_div_compute_in_fp32(rng):
    x = rand_array(rng, "float16", 16, -10, 10, nonzero=True)
    y = rand_array(rng, "float16", 16, -3, 3, nonzero=True)
    out = poison(32, "float32")
    run(mod_f16_kernel, (1,), x, y, out, BLOCK=16)
    x64, y64 = x.astype(np.float64), y.astype(np.float64)
    np.testing.assert_allclose(out[:16], np.fmod(x64, y64), rtol=1e-6, atol=1e-6)
    np.testing.assert_allclose(out[16:], x64 / y64, rtol=1e-6)


@pytest.mark.parametrize("dtype", ["int8", "int32", "int64", "uint8", "uint32"])
def test_int_truediv_is_fp32(rng, dtype):
    x = rand_array(rng, dtype, N)
    y = rand_array(rng, dtype, N, lo=1, hi=100)
    out = _launch("truediv", x, y, "float32")
    ref = x.astype(np.float64) / y.astype(np.float64)
    # int -> fp32 conversion then fp32 division
    ref32 = x.astype(np.float32) / y.astype(np.float32)
    np.testing.assert_array_equal(out[:N], ref32)
    np.testing.assert_allclose(out[:N], ref, rtol=1e-6)


@pytest.mark.parametrize("dtype", FLOAT_DTYPES)
@pytest.mark.parametrize("op", ["add", "sub", "mul", "truediv"])
def test_float_arith(rng, dtype, op):
    x = rand_array(rng, dtype, N)
    y = rand_array(rng, dtype, N, nonzero=True)
    out_dtype = "float32" if (op == "truediv" and dtype == "float16") else dtype
    out = _launch(op, x, y, out_dtype, n=N - 3)
    x64, y64 = x.astype(np.float64), y.astype(np.float64)
    ref = {"add": x64 + y64, "sub": x64 - y64, "mul": x64 * y64, "truediv": x64 / y64}[op]
    # one correctly rounded operation in the computation type
    exp = ref.astype(out_dtype)
    np.testing.assert_array_equal(out[:N - 3], exp[:N - 3])
    _check_tail(out, N - 3)


def test_bf16_arith_torch(rng):
    x = torch.tensor(rng.uniform(-4, 4, N), dtype=torch.bfloat16)
    y = torch.tensor(rng.uniform(-4, 4, N), dtype=torch.bfloat16)
    for op, f in [("add", torch.add), ("sub", torch.sub), ("mul", torch.mul)]:
        out = torch.full((N + 8,), float("nan"), dtype=torch.bfloat16)
        run(binop_kernel, (2,), x, y, out, N, OP=op, BLOCK=BLOCK)
        ref = f(x.double(), y.double()).to(torch.bfloat16)
        assert torch.equal(out[:N], ref), op
        assert torch.isnan(out[N:]).all()


# ------------------------------------------------------------------ bitwise and shifts
@pytest.mark.parametrize("dtype", INT_DTYPES + ["bool"])
@pytest.mark.parametrize("op", ["and", "or", "xor"])
def test_bitwise(rng, dtype, op):
    x, y = rand_array(rng, dtype, N), rand_array(rng, dtype, N)
    out = _launch(op, x, y, dtype)
    ref = {"and": x & y, "or": x | y, "xor": x ^ y}[op]
    np.testing.assert_array_equal(out[:N], ref)


@pytest.mark.parametrize("dtype", INT_DTYPES)
@pytest.mark.parametrize("op", ["shl", "shr"])
def test_shifts_signedness(rng, dtype, op):
    bits = np.dtype(dtype).itemsize * 8
    x = rand_array(rng, dtype, N)
    if np.dtype(dtype).kind == "i":
        x[:8] = -np.abs(x[:8]) - 1  # negatives for the arithmetic shift
    y = rng.integers(0, bits, size=N).astype(dtype)
    out = _launch(op, x, y, dtype)
    xs = [int(v) for v in x]
    if op == "shl":
        ref = _wrap([a << int(b) for a, b in zip(xs, y)], x.dtype)
    else:
        # arithmetic for signed (Python >> on negative ints), logical for unsigned
        ref = _wrap([a >> int(b) for a, b in zip(xs, y)], x.dtype)
    np.testing.assert_array_equal(out[:N], ref)


@tritium.jit
def shr_const_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    tl.store(out_ptr + offs, x >> 3)
    tl.store(out_ptr + BLOCK + offs, x << 2)


@pytest.mark.parametrize("dtype", ["int8", "int16", "int32", "int64", "uint8", "uint32"])
def test_shift_by_python_int_keeps_type(rng, dtype):
    x = rand_array(rng, dtype, 16)
    out = poison(32, dtype)
    run(shr_const_kernel, (1,), x, out, BLOCK=16)
    np.testing.assert_array_equal(out[:16], _wrap([int(v) >> 3 for v in x], x.dtype))
    np.testing.assert_array_equal(out[16:], _wrap([int(v) << 2 for v in x], x.dtype))


# ------------------------------------------------------------------ comparisons
@pytest.mark.parametrize("dtype", INT_DTYPES + FLOAT_DTYPES)
@pytest.mark.parametrize("op", ["lt", "le", "gt", "ge", "eq", "ne"])
def test_comparisons_to_bool(rng, dtype, op):
    x = rand_array(rng, dtype, N, -3, 3) if np.dtype(dtype).kind != "u" else rand_array(rng, dtype, N, 0, 5)
    y = rand_array(rng, dtype, N, -3, 3) if np.dtype(dtype).kind != "u" else rand_array(rng, dtype, N, 0, 5)
    if np.dtype(dtype).kind == "f":
        x = np.round(x)  # produce ties
        y = np.round(y)
        x[0], y[1] = np.nan, np.nan
    out = _launch(op, x, y, "bool")
    f = {"lt": np.less, "le": np.less_equal, "gt": np.greater, "ge": np.greater_equal,
         "eq": np.equal, "ne": np.not_equal}[op]
    with np.errstate(invalid="ignore"):
        ref = f(x, y)
    np.testing.assert_array_equal(out[:N], ref)
    assert out[N:].all()  # poison (True) kept


@pytest.mark.parametrize("op", ["lt", "ge"])
def test_unsigned_compare_large_values(op):
    x = np.array([0xFFFFFFF0, 1, 0x80000000, 5] * 8, dtype=np.uint32)
    y = np.array([1, 0xFFFFFFF0, 5, 0x80000000] * 8, dtype=np.uint32)
    out = _launch(op, x, y, "bool", n=32)
    ref = (x < y) if op == "lt" else (x >= y)
    np.testing.assert_array_equal(out[:32], ref)


@tritium.jit
def cmp_dtype_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    c = x > 0
    tl.static_assert(c.dtype == tl.int1)
    tl.store(out_ptr + offs, c.to(tl.int32) + 10)


def test_comparison_result_is_int1(rng):
    x = rand_array(rng, "float32", 16)
    out = poison(16, "int32")
    run(cmp_dtype_kernel, (1,), x, out, BLOCK=16)
    np.testing.assert_array_equal(out, (x > 0).astype(np.int32) + 10)


# ------------------------------------------------------------------ promotion
@tritium.jit
def promote_kernel(a_ptr, b_ptr, out_ptr, BLOCK: tl.constexpr, CASE: tl.constexpr, EXPECT: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    a = tl.load(a_ptr + offs)
    if CASE == "scalar_int":
        z = a + 3
    elif CASE == "scalar_float":
        z = a * 2.0
    elif CASE == "scalar_float_div":
        z = a / 2.0
    elif CASE == "scalar_one":
        z = a + 1
    elif CASE == "int_plus_float":
        z = a + 1.5
    elif CASE == "tiny_float":
        z = a + 1e-40
    elif CASE == "block_block":
        b = tl.load(b_ptr + offs)
        z = a + b
    elif CASE == "scalar_bool":
        z = a + True
    elif CASE == "rsub":
        z = 10 - a
    tl.static_assert(z.dtype == EXPECT)
    tl.store(out_ptr + offs, z)


PROMOTIONS = [
    # (a dtype, b dtype, case, expected)
    ("int8", None, "scalar_int", tl.int8),
    pytest.param("uint8", None, "scalar_int", tl.uint8),
    pytest.param("uint16", None, "scalar_one", tl.uint16),
    ("int16", None, "scalar_one", tl.int16),
    ("float16", None, "scalar_float", tl.float16),
    ("float16", None, "scalar_one", tl.float16),
    ("float16", None, "scalar_float_div", tl.float32),
    ("bool", None, "scalar_one", tl.int32),
    ("int32", None, "int_plus_float", tl.float32),
    ("int64", None, "int_plus_float", tl.float32),
    ("int32", None, "tiny_float", tl.float64),
    ("float32", None, "scalar_bool", tl.float32),
    ("int8", None, "rsub", tl.int8),
    ("int32", "uint32", "block_block", tl.uint32),
    ("uint8", "int8", "block_block", tl.uint8),
    ("int64", "uint32", "block_block", tl.int64),
    ("bool", "int32", "block_block", tl.int32),
    ("int8", "int16", "block_block", tl.int16),
    ("int32", "float16", "block_block", tl.float16),
    ("float16", "float32", "block_block", tl.float32),
    ("float32", "float64", "block_block", tl.float64),
    ("int64", "float32", "block_block", tl.float32),
    ("uint32", "uint8", "block_block", tl.uint32),
]


def _np_of(t):
    return {"int1": np.bool_, "int8": np.int8, "int16": np.int16, "int32": np.int32, "int64": np.int64,
            "uint8": np.uint8, "uint32": np.uint32, "fp16": np.float16, "fp32": np.float32,
            "fp64": np.float64}[str(t.name) if hasattr(t, "name") else str(t)]


def _pid(p):
    v = p.values if hasattr(p, "values") else p
    return f"{v[0]}-{v[1]}-{v[2]}"


@pytest.mark.parametrize("adt,bdt,case,expect", PROMOTIONS, ids=[_pid(p) for p in PROMOTIONS])
def test_promotion(rng, adt, bdt, case, expect):
    a = rand_array(rng, adt, 16, 0, 50) if adt != "bool" else rand_array(rng, adt, 16)
    b = rand_array(rng, bdt, 16, 0, 50) if bdt not in (None, "bool") else (
        rand_array(rng, "bool", 16) if bdt else np.ones(16, np.int8))
    out_np = {"int1": np.bool_, "int8": np.int8, "int16": np.int16, "int32": np.int32, "int64": np.int64,
              "uint8": np.uint8, "uint16": np.uint16, "uint32": np.uint32, "fp16": np.float16,
              "fp32": np.float32, "fp64": np.float64}[expect.name]
    out = poison(16, out_np)
    run(promote_kernel, (1,), a, b, out, BLOCK=16, CASE=case, EXPECT=expect)
    a64 = a.astype(np.float64)
    b64 = b.astype(np.float64)
    ref = {"scalar_int": a64 + 3, "scalar_float": a64 * 2, "scalar_float_div": a64 / 2, "scalar_one": a64 + 1,
           "int_plus_float": a64 + 1.5, "tiny_float": a64 + 1e-40, "block_block": a64 + b64,
           "scalar_bool": a64 + 1, "rsub": 10 - a64}[case]
    np.testing.assert_allclose(out.astype(np.float64), ref, rtol=1e-3)


@tritium.jit
def runtime_scalar_kernel(x_ptr, out_ptr, s, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    z = s * x
    tl.static_assert(z.dtype == tl.float32, "runtime fp32 scalar * fp16 block must be fp32 (no weak typing)")
    tl.store(out_ptr + offs, z)


def test_runtime_scalar_arg_not_weak(rng):
    x = rand_array(rng, "float16", 16)
    s = 1.0 / 3.0
    out = poison(16, "float32")
    run(runtime_scalar_kernel, (1,), x, out, s, BLOCK=16)
    ref = np.float32(s) * x.astype(np.float32)
    np.testing.assert_array_equal(out, ref)


@tritium.jit
def scalar_out_of_range_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr, CASE: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    if CASE == 0:
        y = x + 200
    else:
        y = x - 1
    tl.store(out_ptr + offs, y)


def test_scalar_out_of_range_errors():
    x8 = np.arange(1, 17, dtype=np.int8)
    with pytest.raises(Exception, match="out of range"):
        run(scalar_out_of_range_kernel, (1,), x8, poison(16, "int8"), BLOCK=16, CASE=0)


def test_unsigned_minus_python_int():
    # `uint32_t - 1` is fine (1 is non-negative) -- check values, and the negative-scalar case errors
    x = np.arange(1, 17, dtype=np.uint32)
    out = poison(16, "uint32")
    run(scalar_out_of_range_kernel, (1,), x, out, BLOCK=16, CASE=1)
    np.testing.assert_array_equal(out, x - 1)


@tritium.jit
def neg_scalar_unsigned_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    tl.store(out_ptr + offs, x + (-1))


def test_negative_scalar_with_unsigned_errors():
    x = np.arange(1, 17, dtype=np.uint32)
    with pytest.raises(Exception, match="unsigned"):
        run(neg_scalar_unsigned_kernel, (1,), x, poison(16, "uint32"), BLOCK=16)


@tritium.jit
def mixed_sign_div_kernel(a_ptr, b_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.load(a_ptr + offs) // tl.load(b_ptr + offs))


def test_div_mixed_signedness_errors():
    a = np.arange(1, 17, dtype=np.int32)
    b = np.arange(1, 17, dtype=np.uint32)
    with pytest.raises(Exception, match="signedness"):
        run(mixed_sign_div_kernel, (1,), a, b, poison(16, "int32"), BLOCK=16)


@tritium.jit
def float_floordiv_kernel(a_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(a_ptr + offs)
    tl.store(out_ptr + offs, x // x)


def test_float_floordiv_errors():
    a = np.linspace(1, 2, 16).astype(np.float32)
    with pytest.raises(Exception):
        run(float_floordiv_kernel, (1,), a, poison(16, "float32"), BLOCK=16)


# ------------------------------------------------------------------ min / max / where / clamp
@pytest.mark.parametrize("dtype", INT_DTYPES + FLOAT_DTYPES)
@pytest.mark.parametrize("op", ["minimum", "maximum"])
def test_minimum_maximum(rng, dtype, op):
    x, y = rand_array(rng, dtype, N), rand_array(rng, dtype, N)
    if np.dtype(dtype).kind == "f":
        x[3], y[5] = np.nan, np.nan
    out = _launch(op, x, y, dtype)
    # PropagateNan.NONE: NaN is ignored when the other operand is a number
    ref = np.fmin(x, y) if op == "minimum" else np.fmax(x, y)
    np.testing.assert_array_equal(out[:N], ref)


@pytest.mark.parametrize("dtype", FLOAT_DTYPES)
@pytest.mark.parametrize("op", ["minimum_nan", "maximum_nan"])
def test_minimum_maximum_propagate_nan(rng, dtype, op):
    x, y = rand_array(rng, dtype, N), rand_array(rng, dtype, N)
    x[3], y[5] = np.nan, np.nan
    out = _launch(op, x, y, dtype)
    ref = np.minimum(x, y) if op == "minimum_nan" else np.maximum(x, y)
    np.testing.assert_array_equal(out[:N], ref)
    assert np.isnan(out[3]) and np.isnan(out[5])


def test_unsigned_min_max(rng):
    x = np.array([0xFFFFFFFF, 3, 0x80000000, 7] * 8, dtype=np.uint32)
    y = np.array([1, 0xFFFFFFF0, 2, 0x90000000] * 8, dtype=np.uint32)
    np.testing.assert_array_equal(_launch("minimum", x, y, "uint32", 32)[:32], np.minimum(x, y))
    np.testing.assert_array_equal(_launch("maximum", x, y, "uint32", 32)[:32], np.maximum(x, y))


@tritium.jit
def where_kernel(c_ptr, x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr, SCALAR_Y: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    c = tl.load(c_ptr + offs, mask=m, other=0)
    x = tl.load(x_ptr + offs, mask=m)
    if SCALAR_Y:
        z = tl.where(c > 0, x, 7)
    else:
        y = tl.load(y_ptr + offs, mask=m)
        z = tl.where(c > 0, x, y)
    tl.store(out_ptr + offs, z, mask=m)


@pytest.mark.parametrize("dtype", INT_DTYPES + FLOAT_DTYPES + ["bool"])
@pytest.mark.parametrize("scalar_y", [False, True])
def test_where(rng, dtype, scalar_y):
    if dtype == "bool" and scalar_y:
        pytest.skip("7 is not a bool")
    c = rng.integers(-2, 3, size=N).astype(np.int32)
    x, y = rand_array(rng, dtype, N), rand_array(rng, dtype, N)
    out = poison(N + 4, dtype)
    n = N - 2
    run(where_kernel, (3,), c, x, y, out, n, BLOCK=BLOCK, SCALAR_Y=scalar_y)
    ref = np.where(c > 0, x, np.array(7).astype(dtype) if scalar_y else y)
    np.testing.assert_array_equal(out[:n], ref[:n])
    _check_tail(out, n)


@tritium.jit
def clamp_kernel(x_ptr, lo_ptr, hi_ptr, out_ptr, BLOCK: tl.constexpr, PROP: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    lo = tl.load(lo_ptr + offs)
    hi = tl.load(hi_ptr + offs)
    if PROP:
        z = tl.clamp(x, lo, hi, propagate_nan=tl.PropagateNan.ALL)
    else:
        z = tl.clamp(x, lo, hi)
    tl.store(out_ptr + offs, z)


@pytest.mark.parametrize("dtype", ["int8", "int32", "int64", "uint32", "float16", "float32", "float64"])
def test_clamp(rng, dtype):
    x = rand_array(rng, dtype, 32)
    a, b = rand_array(rng, dtype, 32), rand_array(rng, dtype, 32)
    lo, hi = np.minimum(a, b), np.maximum(a, b)
    out = poison(32, dtype)
    run(clamp_kernel, (1,), x, lo, hi, out, BLOCK=32, PROP=False)
    np.testing.assert_array_equal(out, np.minimum(np.maximum(x, lo), hi))


def test_clamp_propagate_nan(rng):
    x = rand_array(rng, "float32", 32)
    lo = np.full(32, -1.0, np.float32)
    hi = np.full(32, 1.0, np.float32)
    x[[2, 9]] = np.nan
    out = poison(32, "float32")
    run(clamp_kernel, (1,), x, lo, hi, out, BLOCK=32, PROP=True)
    ref = np.clip(x, -1, 1)
    np.testing.assert_array_equal(out, ref)
    assert np.isnan(out[2]) and np.isnan(out[9])


@tritium.jit
def _bitwise_scalar_kernel(x_ptr, y_ptr, z_ptr):
    o = tl.arange(0, 16)
    x = tl.load(x_ptr + o)
    y = tl.load(y_ptr + o)
    lo = x & 0x7  # a Python int takes the tensor's type (Triton 3.6): uint8, not int32
    tl.static_assert(lo.dtype == tl.uint8)
    sh = y << 6
    tl.static_assert(sh.dtype == tl.uint16)
    tl.store(z_ptr + o, (lo.to(tl.uint16) | sh) ^ 0x5)


def test_bitwise_ops_with_python_ints_keep_the_tensor_type(rng):
    x = rand_array(rng, "uint8", (16,))
    y = rng.integers(0, 2**16, 16).astype(np.uint16)
    z = np.full(16, 0xDEAD, np.uint16)
    run(_bitwise_scalar_kernel, (1,), x, y, z)
    want = ((x & 7).astype(np.uint16) | (y << np.uint16(6))) ^ np.uint16(5)
    np.testing.assert_array_equal(z, want)


# ------------------------------------------------------------------ tl.inline_asm_elementwise
@tritium.jit
def _asm_funnel_shift_kernel(x_ptr, y_ptr, z_ptr, n, BLOCK: tl.constexpr):
    r = tl.arange(0, BLOCK)
    s = tl.full([BLOCK], n, tl.int32)
    z = tl.inline_asm_elementwise("shf.l.wrap.b32 $0, $1, $2, $3;", "=r,r, r, r",
                                  [tl.load(x_ptr + r), tl.load(y_ptr + r), s], dtype=tl.int32, is_pure=True, pack=1)
    tl.store(z_ptr + r, z)


@tritium.jit
def _asm_packed_bytes_kernel(x_ptr, b_ptr, y_ptr, c_ptr, d_ptr, BLOCK: tl.constexpr):
    r = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + r)  # uint8: four of them share one 32-bit register
    y = tl.inline_asm_elementwise("and.b32 $0, $1, 0x1F1F1F1F;\n shl.b32 $0, $0, 3;", "=r,r", [x],
                                  dtype=tl.uint8, is_pure=True, pack=4)
    tl.store(y_ptr + r, y)
    c, d = tl.inline_asm_elementwise(  # two int32 results, four registers each; b broadcast
        """{
        .reg .b8 t<4>;
        mov.b32 {t0, t1, t2, t3}, $8;
        cvt.u32.u8 $0, t0;
        cvt.u32.u8 $1, t1;
        cvt.u32.u8 $2, t2;
        cvt.u32.u8 $3, t3;
        max.u32 $4, $0, $9;
        max.u32 $5, $1, $10;
        max.u32 $6, $2, $11;
        max.u32 $7, $3, $12;
        }""", "=r,=r,=r,=r,=r,=r,=r,=r,r,r,r,r,r", [x, tl.load(b_ptr + r)], dtype=(tl.int32, tl.int32),
        is_pure=True, pack=4)
    tl.store(c_ptr + r, c)
    tl.store(d_ptr + r, d)


def test_inline_asm_elementwise(rng, backend_mode):
    """PTX on a GPU; where the target runs no assembly (interpreter, CPU) a CompilationError."""
    x = rng.integers(0, 2**32, 128, dtype=np.uint64).astype(np.uint32).view(np.int32)
    y = rng.integers(0, 2**32, 128, dtype=np.uint64).astype(np.uint32).view(np.int32)
    z = poison(128, "int32")
    if backend_mode != "cuda":
        with pytest.raises(tritium.CompilationError, match="runs no inline assembly"):
            run(_asm_funnel_shift_kernel, (1,), x, y, z, 10, BLOCK=128)
        return
    run(_asm_funnel_shift_kernel, (1,), x, y, z, 10, BLOCK=128)
    ux, uy = x.view(np.uint32).astype(np.uint64), y.view(np.uint32).astype(np.uint64)
    want = (((uy << 32) | ux) << 10 >> 32) & 0xFFFFFFFF  # shf.l.wrap: the high word of (y:x) << n
    np.testing.assert_array_equal(z.view(np.uint32), want.astype(np.uint32))

    xb = rng.integers(0, 256, 256).astype(np.uint8)
    b = rng.integers(0, 256, 256).astype(np.int32)
    yb, c, d = poison(256, "uint8"), poison(256, "int32"), poison(256, "int32")
    run(_asm_packed_bytes_kernel, (1,), xb, b, yb, c, d, BLOCK=256)
    np.testing.assert_array_equal(yb, (xb & 0x1F) << 3)
    np.testing.assert_array_equal(c, xb.astype(np.int32))
    np.testing.assert_array_equal(d, np.maximum(xb.astype(np.int32), b))
