"""Elementwise math: unary functions, fma/fdiv/div_rn/umulhi/cdiv, scalar kernel arguments and
constexpr-vs-tensor integer semantics (arithmetic and promotion are in test_elementwise.py)."""
import numpy as np
import pytest
import torch

import tritium
import tritium.language as tl
from conftest import FLOAT_DTYPES, INT_DTYPES, poison, rand_array, run
from test_elementwise import _c_div, _c_mod, _check_tail, _launch, _wrap, triton_cdiv

N = 64
BLOCK = 32

# ------------------------------------------------------------------ unary
@tritium.jit
def unary_kernel(x_ptr, out_ptr, n, OP: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=1)
    if OP == "neg":
        z = -x
    elif OP == "invert":
        z = ~x
    elif OP == "abs":
        z = tl.abs(x)
    elif OP == "abs_method":
        z = x.abs()
    elif OP == "exp":
        z = tl.exp(x)
    elif OP == "exp2":
        z = tl.exp2(x)
    elif OP == "log":
        z = tl.log(x)
    elif OP == "log2":
        z = tl.log2(x)
    elif OP == "sqrt":
        z = tl.sqrt(x)
    elif OP == "sqrt_rn":
        z = tl.sqrt_rn(x)
    elif OP == "rsqrt":
        z = tl.rsqrt(x)
    elif OP == "sin":
        z = tl.sin(x)
    elif OP == "cos":
        z = tl.cos(x)
    elif OP == "floor":
        z = tl.floor(x)
    elif OP == "ceil":
        z = tl.ceil(x)
    elif OP == "erf":
        z = tl.erf(x)
    elif OP == "sigmoid":
        z = tl.sigmoid(x)
    elif OP == "math_exp":
        z = tl.math.exp(x)
    elif OP == "method_exp":
        z = x.exp()
    tl.store(out_ptr + offs, z, mask=m)


def _unary(op, x, out_dtype=None):
    out = poison(x.shape[0] + 4, out_dtype or x.dtype)
    n = x.shape[0]
    run(unary_kernel, (triton_cdiv(n, BLOCK),), x, out, n, OP=op, BLOCK=BLOCK)
    _check_tail(out, n)
    return out[:n]


@pytest.mark.parametrize("dtype", ["int8", "int16", "int32", "int64", "uint8", "uint32"])
@pytest.mark.parametrize("op", ["neg", "invert", "abs"])
def test_int_unary(rng, dtype, op):
    x = rand_array(rng, dtype, N)
    if np.dtype(dtype).kind == "i":
        x[0] = np.iinfo(dtype).min
    out = _unary(op, x)
    xs = [int(v) for v in x]
    f = {"neg": lambda v: -v, "invert": lambda v: ~v, "abs": abs}[op]
    if op == "abs" and np.dtype(dtype).kind == "u":
        f = lambda v: v  # noqa: E731
    np.testing.assert_array_equal(out, _wrap([f(v) for v in xs], x.dtype))


@pytest.mark.parametrize("dtype", FLOAT_DTYPES)
@pytest.mark.parametrize("op", ["neg", "abs", "abs_method"])
def test_float_unary(rng, dtype, op):
    x = rand_array(rng, dtype, N)
    x[1] = -0.0
    out = _unary(op, x)
    ref = -x if op == "neg" else np.abs(x)
    np.testing.assert_array_equal(out, ref)
    assert not np.signbit(out[1])  # -(-0.0) == +0.0 and |-0.0| == +0.0


MATH = {
    "exp": (np.exp, -5, 5), "exp2": (np.exp2, -5, 5), "log": (np.log, 0.01, 10), "log2": (np.log2, 0.01, 10),
    "sqrt": (np.sqrt, 0.0, 10), "sqrt_rn": (np.sqrt, 0.0, 10), "rsqrt": (lambda v: 1 / np.sqrt(v), 0.01, 10),
    "sin": (np.sin, -6, 6), "cos": (np.cos, -6, 6), "floor": (np.floor, -5, 5), "ceil": (np.ceil, -5, 5),
    "erf": (np.vectorize(__import__("math").erf), -3, 3), "sigmoid": (lambda v: 1 / (1 + np.exp(-v)), -8, 8),
    "math_exp": (np.exp, -3, 3), "method_exp": (np.exp, -3, 3),
}


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("op", list(MATH))
def test_math_unary(rng, dtype, op):
    if op == "sqrt_rn" and dtype == "float64":
        pytest.skip("sqrt_rn is fp32 only")
    f, lo, hi = MATH[op]
    x = rand_array(rng, dtype, N, lo, hi)
    out = _unary(op, x)
    ref = f(x.astype(np.float64))
    tol = 2e-6 if dtype == "float32" else 1e-13
    np.testing.assert_allclose(out, ref, rtol=tol, atol=tol)


def test_sqrt_rn_correctly_rounded(rng):
    x = rand_array(rng, "float32", N, 0.0, 100.0)
    out = _unary("sqrt_rn", x)
    np.testing.assert_array_equal(out, np.sqrt(x.astype(np.float64)).astype(np.float32))


def test_math_on_fp16_errors():
    x = np.linspace(0.5, 1, 32).astype(np.float16)
    with pytest.raises(Exception, match="fp32"):
        _unary("exp", x)


# ------------------------------------------------------------------ fma / fdiv / div_rn / umulhi / cdiv
@tritium.jit
def fma_kernel(x_ptr, y_ptr, z_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    r = tl.fma(tl.load(x_ptr + offs), tl.load(y_ptr + offs), tl.load(z_ptr + offs))
    tl.store(out_ptr + offs, r)
    tl.store(out_ptr + BLOCK + offs, tl.math.fma(tl.load(x_ptr + offs), 2.0, 1.0))


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_fma(rng, dtype):
    x, y, z = (rand_array(rng, dtype, 32) for _ in range(3))
    out = poison(64, dtype)
    run(fma_kernel, (1,), x, y, z, out, BLOCK=32)
    x64, y64, z64 = (a.astype(np.float64) for a in (x, y, z))
    if dtype == "float32":
        # single rounding of the exact result
        np.testing.assert_array_equal(out[:32], (x64 * y64 + z64).astype(np.float32))
    else:
        np.testing.assert_allclose(out[:32], x64 * y64 + z64, rtol=1e-15)
    np.testing.assert_allclose(out[32:], x64 * 2 + 1, rtol=1e-6)


@pytest.mark.parametrize("op", ["fdiv", "div_rn", "truediv"])
def test_fdiv_div_rn(rng, op):
    x = rand_array(rng, "float32", N)
    y = rand_array(rng, "float32", N, nonzero=True)
    out = _launch(op, x, y, "float32")
    ref = x.astype(np.float64) / y.astype(np.float64)
    np.testing.assert_allclose(out[:N], ref, rtol=1e-6)
    if op == "div_rn":
        np.testing.assert_array_equal(out[:N], ref.astype(np.float32))


@pytest.mark.parametrize("dtype", ["int32", "uint32", "int64"])
def test_umulhi(rng, dtype):
    x, y = rand_array(rng, dtype, N), rand_array(rng, dtype, N)
    out = _launch("umulhi", x, y, dtype)
    bits = np.dtype(dtype).itemsize * 8
    mask = (1 << bits) - 1
    ref = _wrap([((int(a) & mask) * (int(b) & mask)) >> bits for a, b in zip(x, y)], x.dtype)
    np.testing.assert_array_equal(out[:N], ref)


@pytest.mark.parametrize("dtype", ["int32", "int64", "uint32"])
def test_cdiv_tensor(rng, dtype):
    x = rand_array(rng, dtype, N, 0, 1000)
    y = rand_array(rng, dtype, N, 1, 17)
    out = _launch("cdiv", x, y, dtype)
    ref = np.array([-(-int(a) // int(b)) for a, b in zip(x, y)]).astype(dtype)
    np.testing.assert_array_equal(out[:N], ref)


@tritium.jit
def softmax_kernel(x_ptr, out_ptr, R: tl.constexpr, C: tl.constexpr, DIM: tl.constexpr):
    r = tl.arange(0, R)[:, None]
    c = tl.arange(0, C)[None, :]
    x = tl.load(x_ptr + r * C + c)
    if DIM == -1:
        y = tl.softmax(x)
    else:
        y = tl.softmax(x, DIM)
    tl.store(out_ptr + r * C + c, y)


@pytest.mark.parametrize("dim", [-1, 0, 1])
def test_softmax(rng, dim):
    x = rand_array(rng, "float32", (4, 8))
    out = poison((4, 8), "float32")
    run(softmax_kernel, (1,), x, out, R=4, C=8, DIM=dim)
    axis = 0 if dim == -1 else dim  # Triton's default dim is 0
    e = np.exp(x.astype(np.float64) - x.max(axis=axis, keepdims=True))
    np.testing.assert_allclose(out, e / e.sum(axis=axis, keepdims=True), rtol=1e-5)


# ------------------------------------------------------------------ scalar kernel arguments
@tritium.jit
def scalar_args_kernel(out_ptr, i, f, b, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    v = tl.where(b, i * 2, -i) + f
    tl.store(out_ptr + offs, v + offs)


@pytest.mark.parametrize("i,f,b", [(5, 0.25, True), (-7, 1.5, False), (2**40, -0.5, True),
                                   pytest.param(np.int32(9), np.float32(0.75), np.bool_(True)),
                                   pytest.param(np.int64(-3), np.float64(0.125), False)])
def test_python_and_numpy_scalar_args(i, f, b):
    out = poison(16, "float64")
    run(scalar_args_kernel, (1,), out, i, f, b, BLOCK=16)
    ref = (int(i) * 2 if b else -int(i)) + float(f) + np.arange(16)
    np.testing.assert_allclose(out, ref, rtol=1e-6)


@tritium.jit
def uint8_weak_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    tl.store(out_ptr + offs, (x + 200) // 2)


def test_uint8_plus_python_int_wraps_in_uint8(rng):
    x = rand_array(rng, "uint8", 16, 60, 250)
    out = poison(16, "uint8")
    run(uint8_weak_kernel, (1,), x, out, BLOCK=16)
    np.testing.assert_array_equal(out, ((x.astype(np.int64) + 200) % 256 // 2).astype(np.uint8))


# ------------------------------------------------------------------ constexpr vs tensor integer semantics
@tritium.jit
def constexpr_div_kernel(o_ptr, N: tl.constexpr):
    tl.store(o_ptr, N // 2)  # constexpr arithmetic: Python floor semantics
    tl.store(o_ptr + 1, N % 3)
    v = N  # plain assignment makes an int32 tensor: C semantics from here on
    tl.store(o_ptr + 2, v // 2)
    tl.store(o_ptr + 3, v % 3)
    tl.store(o_ptr + 4, tl.cdiv(10, 3))
    tl.store(o_ptr + 5, tl.cdiv(v, 3))  # (v + 2) // 3, truncating


@pytest.mark.parametrize("n", [-7, 7, -9])
def test_constexpr_floor_vs_tensor_trunc(n):
    out = poison(6, "int32")
    run(constexpr_div_kernel, (1,), out, N=n)
    np.testing.assert_array_equal(out, [n // 2, n % 3, _c_div(n, 2), _c_mod(n, 3), 4, _c_div(n + 2, 3)])


@tritium.jit
def mixed_sign_kernel(x_ptr, y_ptr, o_ptr, B: tl.constexpr):
    offs = tl.arange(0, B)
    x = tl.load(x_ptr + offs)  # int32
    y = tl.load(y_ptr + offs)  # uint32
    s = x >> y  # promoted to uint32, but arithmetic because x is signed
    tl.static_assert(s.dtype == tl.uint32)
    tl.store(o_ptr + offs, s.to(tl.int64))
    tl.store(o_ptr + B + offs, (x < y).to(tl.int64))  # compared as unsigned
    tl.store(o_ptr + 2 * B + offs, (0 < x < 5).to(tl.int64))  # chained comparison


def test_signed_unsigned_mix(rng):
    x = np.array([-8, -1, 5, -100, 3, 0, 7, 4], np.int32)
    y = np.array([1, 2, 3, 1, 9, 1, 1, 4], np.uint32)
    out = poison(24, "int64")
    run(mixed_sign_kernel, (1,), x, y, out, B=8)
    ref_shift = [(int(a) >> int(b)) % 2**32 for a, b in zip(x, y)]
    np.testing.assert_array_equal(out[:8], ref_shift)
    np.testing.assert_array_equal(out[8:16], [int(int(a) % 2**32 < int(b)) for a, b in zip(x, y)])
    np.testing.assert_array_equal(out[16:], ((0 < x) & (x < 5)).astype(np.int64))


@tritium.jit
def umulhi_scalar_kernel(x_ptr, o_ptr, B: tl.constexpr):
    offs = tl.arange(0, B)
    x = tl.load(x_ptr + offs)
    tl.store(o_ptr + offs, tl.math.umulhi(x, 3000000000))
    tl.store(o_ptr + B + offs, tl.math.umulhi(x, x))


@pytest.mark.parametrize("dtype", ["uint32", "uint64"])
def test_umulhi_unsigned_and_scalar(rng, dtype):
    x = rand_array(rng, dtype, 16)
    x[0] = np.iinfo(dtype).max
    out = poison(32, dtype)
    run(umulhi_scalar_kernel, (1,), x, out, B=16)
    bits = np.dtype(dtype).itemsize * 8
    np.testing.assert_array_equal(out[:16], _wrap([(int(a) * 3000000000) >> bits for a in x], x.dtype))
    np.testing.assert_array_equal(out[16:], _wrap([(int(a) * int(a)) >> bits for a in x], x.dtype))


@tritium.jit
def where_ptr_kernel(x_ptr, y_ptr, o_ptr, B: tl.constexpr):
    offs = tl.arange(0, B)
    p = tl.where(offs % 2 == 0, x_ptr + offs, y_ptr + offs)  # where on pointers
    tl.store(o_ptr + offs, tl.load(p))
    c = tl.load(x_ptr + offs)
    tl.store(o_ptr + B + offs, tl.where(c, 7, 9))  # non-bool condition: != 0


def test_where_on_pointers_and_int_condition(rng):
    x = rand_array(rng, "int32", 8, -2, 2)
    y = rand_array(rng, "int32", 8, 10, 100)
    out = poison(16, "int32")
    run(where_ptr_kernel, (1,), x, y, out, B=8)
    np.testing.assert_array_equal(out[:8], np.where(np.arange(8) % 2 == 0, x, y))
    np.testing.assert_array_equal(out[8:], np.where(x != 0, 7, 9))


@tritium.jit
def bool_arith_kernel(x_ptr, y_ptr, o_ptr, B: tl.constexpr):
    offs = tl.arange(0, B)
    x = tl.load(x_ptr + offs)
    y = tl.load(y_ptr + offs)
    tl.store(o_ptr + offs, ~x)  # logical not for int1
    s = x + y  # int1 + int1 stays int1 (wraps mod 2)
    tl.static_assert(s.dtype == tl.int1)
    tl.store(o_ptr + B + offs, s)


def test_bool_invert_and_add(rng):
    x, y = rand_array(rng, "bool", 16), rand_array(rng, "bool", 16)
    out = poison(32, "bool")
    out[:] = False
    run(bool_arith_kernel, (1,), x, y, out, B=16)
    np.testing.assert_array_equal(out[:16], ~x)
    np.testing.assert_array_equal(out[16:], x ^ y)
