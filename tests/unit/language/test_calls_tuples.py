"""@jit helper calls: constexpr args, early returns, nested helpers, tuples; launch-time argument handling."""
import numpy as np
import pytest
import torch

import tritium
import tritium.language as tl
from conftest import poison, rand_array, run


@tritium.jit
def scale(x, FACTOR: tl.constexpr):
    return x * FACTOR


@tritium.jit
def scale_then_shift(x, FACTOR: tl.constexpr, shift):
    return scale(x, FACTOR) + shift  # helper calling helper, constexpr forwarded


@tritium.jit
def sign_or_zero(x):
    # early return from a dynamic if
    if x > 0:
        return 1
    if x < 0:
        return -1
    return 0


@tritium.jit
def clamp_scalar(x, lo, hi):
    if x < lo:
        return lo
    elif x > hi:
        return hi
    return x


@tritium.jit
def divmod_(a, b):
    return a // b, a % b


@tritium.jit
def swap_and_sum(t):
    a, b = t
    return (b, a), a + b


@tritium.jit
def static_choice(x, MODE: tl.constexpr):
    if MODE == 0:
        return x + 1
    else:
        return x - 1


@tritium.jit
def default_arg(x, k: tl.constexpr = 3):
    return x * k


@tritium.jit
def calls_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    tl.store(out_ptr + offs, scale_then_shift(x, 3, 7))
    q, r = divmod_(x, 5)
    tl.store(out_ptr + BLOCK + offs, q)
    tl.store(out_ptr + 2 * BLOCK + offs, r)
    pair, s = swap_and_sum((x, x * 2))
    tl.store(out_ptr + 3 * BLOCK + offs, pair[0] - pair[1] + s)
    tl.store(out_ptr + 4 * BLOCK + offs, static_choice(x, 0) * static_choice(x, 1))
    tl.store(out_ptr + 5 * BLOCK + offs, default_arg(x) + default_arg(x, 10) + default_arg(x, k=100))


def test_helper_calls_and_tuples(rng):
    B = 16
    x = rand_array(rng, "int32", B, -1000, 1000)
    out = poison(6 * B, "int32")
    run(calls_kernel, (1,), x, out, BLOCK=B)
    o = out.reshape(6, B)
    np.testing.assert_array_equal(o[0], x * 3 + 7)
    q = np.trunc(x / 5).astype(np.int32)
    np.testing.assert_array_equal(o[1], q)
    np.testing.assert_array_equal(o[2], x - 5 * q)
    np.testing.assert_array_equal(o[3], x * 2 - x + 3 * x)
    np.testing.assert_array_equal(o[4], (x + 1) * (x - 1))
    np.testing.assert_array_equal(o[5], x * 113)


@tritium.jit
def early_return_kernel(x_ptr, out_ptr):
    pid = tl.program_id(0)
    x = tl.load(x_ptr + pid)
    tl.store(out_ptr + pid, sign_or_zero(x) * 100 + clamp_scalar(x, -5, 5))


def test_early_return_from_helpers(rng):
    x = rand_array(rng, "int32", 12, -9, 9)
    x[:3] = [0, 7, -7]
    out = poison(12, "int32")
    run(early_return_kernel, (12,), x, out)
    np.testing.assert_array_equal(out, np.sign(x) * 100 + np.clip(x, -5, 5))


@tritium.jit
def first_positive_index(x_ptr, n):
    i = 0
    found = -1
    while (i < n) & (found < 0):
        if tl.load(x_ptr + i) > 0:
            found = i
        i += 1
    return found


@tritium.jit
def helper_with_pointer_kernel(x_ptr, out_ptr, n):
    tl.store(out_ptr, first_positive_index(x_ptr, n))


def test_helper_taking_pointer():
    x = np.array([-1, -4, 0, 3, 5, -2], np.int32)
    out = poison(1, "int32")
    run(helper_with_pointer_kernel, (1,), x, out, 6)
    assert out[0] == 3
    run(helper_with_pointer_kernel, (1,), -np.abs(x) - 1, out, 6)
    assert out[0] == -1


# ------------------------------------------------------------------ tuples as kernel args
@tritium.jit
def tuple_arg_kernel(ptrs, scales, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    a = tl.load(ptrs[0] + offs)
    b = tl.load(ptrs[1] + offs)
    tl.store(out_ptr + offs, a * scales[0] + b * scales[1])


def test_tuple_kernel_arguments(rng):
    a, b = rand_array(rng, "float32", 16), rand_array(rng, "float32", 16)
    out = poison(16, "float32")
    run(tuple_arg_kernel, (1,), (a, b), (2.0, -3.0), out, BLOCK=16)
    np.testing.assert_allclose(out, a * 2 - b * 3, rtol=1e-6)


# ------------------------------------------------------------------ launch-time arguments
@tritium.jit
def torch_kernel(x_ptr, y_ptr, out_ptr, n, alpha, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m)
    tl.store(out_ptr + offs, alpha * x + y, mask=m)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16, torch.float64])
def test_torch_cpu_tensors(rng, dtype):
    n = 50
    x = torch.tensor(rng.uniform(-2, 2, n), dtype=dtype)
    y = torch.tensor(rng.uniform(-2, 2, n), dtype=dtype)
    out = torch.full((n + 6,), float("nan"), dtype=dtype)
    run(torch_kernel, lambda meta: (triton_cdiv(meta["n"], meta["BLOCK"]),), x, y, out, n, 0.5, BLOCK=16)
    ref = 0.5 * x.double() + y.double()
    tol = {torch.float32: 1e-6, torch.float64: 1e-12, torch.float16: 2e-3, torch.bfloat16: 1e-2}[dtype]
    assert torch.allclose(out[:n].double(), ref, rtol=tol, atol=tol)
    assert torch.isnan(out[n:]).all()


def triton_cdiv(a, b):
    return (a + b - 1) // b


def test_torch_tensor_views_and_offsets(rng):
    base = torch.tensor(rng.uniform(-2, 2, 100), dtype=torch.float32)
    x = base[10:60]  # storage offset
    y = base[40:90]
    out = torch.full((56,), float("nan"))
    run(torch_kernel, (4,), x, y, out, 50, 2.0, BLOCK=16)
    assert torch.allclose(out[:50], 2 * x + y)


@tritium.jit(do_not_specialize=["n"])
def dns_kernel(out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, offs * n, mask=offs < n * 4)


def _variants(kernel) -> int:
    """Specialisations compiled, counted once across devices: the cuda mode may spread launches over
    several GPUs (TRITIUM_TEST_CUDA_DEVICE=cuda:alternate), and each device's arrays key their own."""
    import re
    keys = list(kernel.cache) + list(kernel.kernels)
    return len({re.sub(r"@cuda:\d+", "@cuda", repr(k)) for k in keys})


def test_do_not_specialize_and_one_specialization():
    dns_kernel.cache.clear()
    dns_kernel.kernels.clear()
    out = poison(8, "int32")
    run(dns_kernel, (1,), out, 1, BLOCK=8)  # n == 1 is NOT specialized: still a runtime int32
    np.testing.assert_array_equal(out[:4], np.arange(4))
    assert (out[4:] == poison(4, "int32")).all()
    out[:] = poison(8, "int32")  # the same buffer: its alignment facts cannot split the variants
    run(dns_kernel, (1,), out, 2, BLOCK=8)
    np.testing.assert_array_equal(out, np.arange(8) * 2)
    assert _variants(dns_kernel) == 1  # one compiled variant for both values


@tritium.jit
def spec_kernel(out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, offs * n)


def test_int_one_is_specialized():
    spec_kernel.cache.clear()
    spec_kernel.kernels.clear()
    out = poison(4, "int32")  # one buffer: its alignment facts stay the same
    for v in (1, 2, 3):
        out[:] = poison(4, "int32")
        run(spec_kernel, (1,), out, v, BLOCK=4)
        np.testing.assert_array_equal(out, np.arange(4) * v)
    assert _variants(spec_kernel) == 2  # {n == 1 constexpr} and {n: int32}


@tritium.jit
def bool_float_args_kernel(out_ptr, flag, f, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.static_assert(flag.dtype == tl.int1)
    tl.static_assert(f.dtype == tl.float32)
    v = tl.where(flag, f, -f)
    tl.store(out_ptr + offs, v + offs)


@pytest.mark.parametrize("flag", [True, False])
def test_bool_and_float_args(flag):
    out = poison(8, "float64")
    run(bool_float_args_kernel, (1,), out, flag, 0.1, BLOCK=8)
    # Python floats are passed as fp32
    f = np.float32(0.1) if flag else -np.float32(0.1)
    np.testing.assert_array_equal(out, f + np.arange(8, dtype=np.float32))  # fp32 + int32 -> fp32


def test_unknown_kwarg_rejected():
    with pytest.raises(KeyError):
        run(spec_kernel, (1,), poison(4, "int32"), 2, BLOCK=4, not_a_param=3)


def test_options_accepted():
    out = poison(4, "int32")
    run(spec_kernel, (1,), out, 2, BLOCK=4, num_warps=8, num_stages=2)
    np.testing.assert_array_equal(out, np.arange(4) * 2)


def test_calling_jit_function_directly_errors():
    with pytest.raises(RuntimeError):
        spec_kernel(poison(4, "int32"), 2, 4)


GLOBAL_C = tl.constexpr(5)


@tritium.jit
def global_constexpr_kernel(out_ptr):
    tl.store(out_ptr + tl.arange(0, 4), tl.arange(0, 4) * GLOBAL_C)


def test_global_constexpr():
    out = poison(4, "int32")
    run(global_constexpr_kernel, (1,), out)
    np.testing.assert_array_equal(out, np.arange(4) * 5)


@tritium.jit
def builtin_minmax_kernel(out_ptr, a, b, N: tl.constexpr):
    tl.store(out_ptr, min(a, b))
    tl.store(out_ptr + 1, max(a, b, 0))
    tl.store(out_ptr + 2, min(N, 3))


def test_builtin_min_max():
    out = poison(3, "int32")
    run(builtin_minmax_kernel, (1,), out, -4, -9, N=8)
    np.testing.assert_array_equal(out, [-9, 0, 3])


# ------------------------------------------------------------------ tl.tuple, named tuples (issue 8)
from typing import NamedTuple  # noqa: E402


class View(NamedTuple):
    ptr: object
    n: object
    stride: object


class Pair(NamedTuple):
    scale: object
    shift: object


@tritium.jit
def _incremented(values):
    return tl.tuple([v + 1 for v in values])  # a list comprehension over a tuple


@tritium.jit
def _make_view(ptr, n, stride):
    v = View(n=n, stride=stride, ptr=ptr)  # a named tuple built in a kernel, by keywords
    return v


@tritium.jit
def tl_tuple_kernel(out_ptr, vals, view, pair, BLOCK: tl.constexpr):
    inc = _incremented(vals)
    for i in tl.static_range(len(inc)):
        tl.store(out_ptr + i, inc[i])
    both = tl.tuple((1, 2)) + (3,)           # concatenation, then assignment of constexprs
    cat = ((4, 5)) + (6, 7)
    tl.static_assert(len(both) == 3)
    tl.store(out_ptr + 4, both[2] * 10 + cat[3])
    tl.store(out_ptr + 5, (tl.tuple((1, 2)) == (1, 2)) * 10 + ((1, 2) == (1, 3)))
    tl.static_assert(isinstance(both.type, tl.tuple_type))
    v = _make_view(view.ptr, view.n, view.stride)
    offs = tl.arange(0, BLOCK)
    x = tl.load(v.ptr + offs * v.stride, mask=offs < v.n, other=0.0)
    tl.store(out_ptr + 8 + offs, x * pair.scale + pair.shift)
    sq = [i * i for i in range(4) if i != 2]
    tl.store(out_ptr + 6, sq[0] + sq[1] + sq[2])
    tl.store(out_ptr + 7, v.stride)


def test_tl_tuple_and_named_tuples(rng):
    B = 16
    src = rand_array(rng, "float32", 2 * B)
    out = poison(8 + B, "float32")
    vals = (3, 1, 4)  # the 1 is compiled in (Triton's rule, in tuples too)
    run(tl_tuple_kernel, (1,), out, vals, View(src, 11, 2), Pair(3, 0.5), BLOCK=B)
    np.testing.assert_array_equal(out[:3], [4, 2, 5])
    assert out[4] == 37 and out[5] == 10 and out[6] == 10 and out[7] == 2
    n = np.arange(B)
    expect = np.where(n < 11, src[(2 * n) % (2 * B)] * 3 + 0.5, 0.5).astype(np.float32)
    np.testing.assert_allclose(out[8:], expect, rtol=1e-6)


def test_tuple_one_is_constexpr_in_tuples():
    @tritium.jit
    def k(out_ptr, strides):
        tl.static_assert(isinstance(strides[1].type, tl.constexpr_type))
        tl.store(out_ptr, strides[0] * 100 + strides[1])
    out = poison(1, "int32")
    run(k, (1,), out, (7, 1))
    assert out[0] == 701


@tritium.constexpr_function
def _passthrough(x):
    return x


class Trivial(NamedTuple):
    foo: tl.constexpr


def test_named_tuple_through_constexpr_function():
    @tritium.jit
    def k(out_ptr):
        tl.static_assert(_passthrough(Trivial(5)).foo == 5)
        tl.store(out_ptr, _passthrough(Trivial(5)).foo)
    out = poison(1, "int32")
    run(k, (1,), out)
    assert out[0] == 5


def test_constexpr_types_in_kernels():
    from tritium.language.core import constexpr_type

    @tritium.jit
    def k(out_ptr, LIT: tl.constexpr):
        lit: tl.constexpr = (5, 6, 7)
        tl.static_assert(lit.type == constexpr_type((5, 6, 7)))
        tl.static_assert(LIT.type == constexpr_type((5, 6, 7)))  # a tuple passed as a constexpr
        tl.static_assert(LIT.type != constexpr_type((5, 6)))
        tl.static_assert(tl.constexpr(3).type == constexpr_type(3))
        tl.store(out_ptr, LIT[2])
    out = poison(1, "int32")
    run(k, (1,), out, (5, 6, 7))
    assert out[0] == 7


@tritium.jit
def _value_on_one_path(x, y, pick_x):
    if pick_x:
        return x * 2, y
    # falling off the end: Triton returns poison values here


@tritium.jit
def _poison_return_kernel(o_ptr, x_ptr, n):
    x = tl.load(x_ptr + tl.arange(0, 16))
    a, b = _value_on_one_path(x, 7, n > 0)
    if n > 0:  # only the defined path's values are used
        tl.store(o_ptr + tl.arange(0, 16), a + b)


def test_a_helper_that_returns_on_one_path_gives_poison_on_the_other():
    x = np.linspace(-1, 1, 16).astype(np.float32)
    out = poison(16, "float32")
    run(_poison_return_kernel, (1,), out, x, 3)  # not 1: a 1 is specialised, and the if folded
    np.testing.assert_array_equal(out, x * 2 + 7)
    kept = out.copy()
    run(_poison_return_kernel, (1,), out, x, 0)
    np.testing.assert_array_equal(out, kept)
    ttir = _poison_return_kernel.warmup(out, x, 3, grid=(1,)).asm["ttir"]
    assert "ub.poison" in ttir


# ------------------------------------------------------------------ @triton.aggregate
@tritium.aggregate
class _Running:
    total: tl.tensor
    count: tl.tensor
    SCALE: tl.constexpr

    @tritium.constexpr_function
    def __init__(self, total, count, SCALE):
        self.total = total
        self.count = count  # a number here becomes a tensor: the field is annotated tl.tensor
        self.SCALE = SCALE

    @tritium.jit
    def add(self, x):
        return _Running(self.total + x * self.SCALE, self.count + 1, self.SCALE)

    @tritium.must_use_result
    @tritium.jit
    def mean(self):
        return self.total / self.count

    @tritium.constexpr_function
    def scale(self):
        return self.SCALE


@tritium.jit
def _add_row(acc, x):
    return acc.add(x)


@tritium.jit
def _aggregate_kernel(x_ptr, o_ptr, n, BLOCK: tl.constexpr):
    r = tl.arange(0, BLOCK)
    acc = _Running(tl.zeros([BLOCK], tl.float32), 0, 3.0)
    for i in range(n):  # carried through the loop and passed to a @jit function
        acc = _add_row(acc, tl.load(x_ptr + i * BLOCK + r))
    tl.static_assert(acc.scale() == 3.0)
    tl.store(o_ptr + r, acc.mean())


def test_aggregate_fields_methods_and_loops(rng):
    x = rand_array(rng, "float32", (5, 16))
    out = poison(16, "float32")
    run(_aggregate_kernel, (1,), x, out, 5, BLOCK=16)
    np.testing.assert_allclose(out, (x.astype(np.float64) * 3).sum(0) / 5, rtol=1e-5)


def test_aggregate_must_use_result_method():
    @tritium.jit(interpret=True)
    def k():
        a = _Running(tl.zeros([16], tl.float32), 1, 1.0)
        a.mean()

    with pytest.raises(tritium.CompilationError, match="The result of a.mean is not being used"):
        k[(1,)]()
