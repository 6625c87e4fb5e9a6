"""Language and API patterns of real Triton libraries (flag_gems 5.0.2, flash-linear-attention 0.6.0),
each written here from the library's pattern, checked against NumPy (float64) on random inputs, in the
interpreter and compiled for the CPU. Triton 3.6 is the reference for what each pattern means."""
import inspect

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.language.standard import _log2, zeros_like
from conftest import poison, rand_array, run
from errorutil import expect_error

MODES = pytest.mark.parametrize("backend_mode", ["interpret", "cpu"], indirect=True)
TL = {"float16": tl.float16, "float32": tl.float32, "float64": tl.float64, "int8": tl.int8, "int32": tl.int32,
      "uint8": tl.uint8, "int64": tl.int64}


# ------------------------------------------------------------------ 1. casts to a pointer's element type
@tritium.jit
def cast_to_element_ty(x_ptr, y_ptr, out_ptr, flag_ptr, n, BLOCK: tl.constexpr, HOW: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, other=0.0)
    y = tl.load(y_ptr + offs, mask=offs < n, other=0.0)
    acc = x * y + x
    p_out = tl.make_block_ptr(out_ptr, (n,), (1,), (tl.program_id(0) * BLOCK,), (BLOCK,), (0,))
    p_flag = tl.make_block_ptr(flag_ptr, (n,), (1,), (tl.program_id(0) * BLOCK,), (BLOCK,), (0,))
    if HOW == "type":  # a block pointer's type: pointer<block<...>>; its element_ty is a block type
        tl.store(p_out, acc.to(p_out.type.element_ty), boundary_check=(0,))
    elif HOW == "dtype":  # as in Triton, a block pointer's dtype is that pointer type too
        tl.store(p_out, acc.to(p_out.dtype.element_ty, fp_downcast_rounding="rtne"), boundary_check=(0,))
    else:  # a scalar pointer argument: its element_ty is the scalar type
        tl.store(out_ptr + offs, tl.cast(acc, out_ptr.type.element_ty), mask=offs < n)
    # an int1 value cast to the int8 elements of a block pointer (a comparison's result)
    tl.store(p_flag, (acc > x).to(p_flag.type.element_ty), boundary_check=(0,))


@MODES
@pytest.mark.parametrize("how", ["type", "dtype", "scalar"])
@pytest.mark.parametrize("out_dtype", ["float16", "float32"])
def test_cast_to_pointer_element_type(rng, how, out_dtype):
    n = 77
    x, y = rand_array(rng, "float32", n), rand_array(rng, "float32", n)
    out, flag = poison(n, out_dtype), poison(n, "int8")
    run(cast_to_element_ty, (triton_cdiv(n, 32),), x, y, out, flag, n, BLOCK=32, HOW=how)
    ref = x.astype(np.float64) * y + x
    np.testing.assert_allclose(out.astype(np.float64), ref, rtol=1e-3 if out_dtype == "float16" else 1e-6,
                               atol=1e-3)
    np.testing.assert_array_equal(flag, (x.astype(np.float32) * y + x > x).astype(np.int8))


@tritium.jit
def bitcast_to_block_type(x_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    p = tl.make_block_ptr(out_ptr, (BLOCK,), (1,), (0,), (BLOCK,), (0,))
    tl.store(p, x.to(p.type.element_ty, bitcast=True))


@MODES
def test_bitcast_to_block_type(rng):
    x = rand_array(rng, "float32", 16)
    out = poison(16, "int32")
    run(bitcast_to_block_type, (1,), x, out, BLOCK=16)
    np.testing.assert_array_equal(out, x.view(np.int32))


# ------------------------------------------------------------------ 2. tl.dtype's API
@tritium.jit
def dtype_max(dtype: tl.constexpr):
    d = dtype.value  # a @jit callee's constexpr argument: `.value` is the dtype itself
    if d.is_floating():
        value: tl.constexpr = float("inf")
        return value
    if d.is_int_signed():
        width: tl.constexpr = d.int_bitwidth
        value: tl.constexpr = 2 ** (width - 1) - 1
        return value
    width: tl.constexpr = d.int_bitwidth
    value: tl.constexpr = 2 ** width - 1
    return value


@tritium.jit
def dtype_min(dtype):
    d = dtype.value
    if d.is_floating():
        value: tl.constexpr = float("-inf")
        return value
    if d.is_int_signed():
        width: tl.constexpr = d.int_bitwidth
        value: tl.constexpr = -1 * 2 ** (width - 1)
        return value
    value: tl.constexpr = 0
    return value


@tritium.jit
def masked_max_min(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    dtype = x_ptr.type.element_ty
    lo = dtype_min(dtype)
    hi = dtype_max(dtype)
    x = tl.load(x_ptr + offs, mask=offs < n, other=lo)
    tl.store(out_ptr, tl.max(tl.maximum(tl.full((BLOCK,), lo, dtype=dtype), x), axis=0))
    x = tl.load(x_ptr + offs, mask=offs < n, other=hi)
    tl.store(out_ptr + 1, tl.min(x, axis=0))
    tl.static_assert(x.dtype.is_int64() == (dtype == tl.int64))
    tl.static_assert(x.dtype.is_standard_floating() == x.dtype.is_floating())
    tl.static_assert(x.dtype.itemsize * 8 == x.dtype.primitive_bitwidth)


@MODES
@pytest.mark.parametrize("dtype", ["float32", "int32", "int8", "uint8", "int64"])
def test_dtype_limits_through_constexpr_value(rng, dtype):
    n = 37  # the masked lanes hold the type's extreme values and must not win
    x = rand_array(rng, dtype, n)
    out = poison(2, dtype)
    run(masked_max_min, (1,), x, out, n, BLOCK=64)
    np.testing.assert_array_equal(out, [x.max(), x.min()])


def test_dtype_public_api():
    assert tl.int64.is_int64() and not tl.int32.is_int64() and tl.uint16.is_uint16() and tl.int8.is_int8()
    assert tl.float8e4nv.is_fp8e4nv() and tl.float8e5.is_fp8() and not tl.float8e5.is_standard_floating()
    assert tl.bfloat16.is_standard_floating() and tl.float16.is_floating() and not tl.int1.is_floating()
    assert tl.int32.int_signedness is tl.dtype.SIGNEDNESS.SIGNED
    assert tl.uint8.int_signedness is tl.dtype.SIGNEDNESS.UNSIGNED
    assert [d.kind() for d in (tl.int1, tl.int16, tl.float32)] == \
        [tl.dtype.KIND.BOOLEAN, tl.dtype.KIND.INTEGRAL, tl.dtype.KIND.FLOATING]
    assert (tl.int8.primitive_bitwidth, tl.int8.int_bitwidth, tl.float64.itemsize, tl.int1.itemsize) == (8, 8, 8, 0)
    assert (tl.float32.fp_mantissa_width, tl.float32.exponent_bias, tl.bfloat16.fp_mantissa_width) == (23, 127, 7)
    assert (tl.float8e4nv.exponent_bias, tl.float8e4b15.exponent_bias, tl.float16.exponent_bias) == (7, 15, 15)
    # as in Triton, the integer attributes belong to integers and the float ones to floats
    assert not hasattr(tl.float32, "int_bitwidth") and not hasattr(tl.int32, "fp_mantissa_width")
    assert tl.float32.codegen_name() == "float32" and tl.bfloat16.codegen_name() == "bfloat16"
    assert tl.float16.cache_key_part == "fp16" and tl.float16.name == "fp16" and str(tl.float16) == "fp16"
    assert tl.float16.scalar is tl.float16 and repr(tl.int8) == "triton.language.int8"
    assert tl.dtype.is_dtype("fp32") and not tl.dtype.is_dtype("float32") and tl.dtype("fp32") == tl.float32
    assert tl.int8.get_int_max_value() == 127 and tl.uint16.get_int_max_value() == 65535
    assert tl.int16.get_int_min_value() == -32768 and tl.uint8.get_int_min_value() == 0
    assert tl.float32 == tl.constexpr(tl.float32) and tl.float32 != tl.float16
    assert tl.int32.mangle() == "i32" and tl.uint8.mangle() == "u8"
    assert tl.pointer_type(tl.float32, const=True).is_const() and not tl.pointer_type(tl.float32).is_const()
    assert not tl.float32.is_const() and not tl.float32.is_block() and not tl.float32.is_ptr()
    b = tl.block_type(tl.float16, [4, 8])
    assert b.nbytes == 64 and b.scalar == tl.float16 and b.with_element_ty(tl.int8) == tl.block_type(tl.int8, [4, 8])
    assert b.get_block_shapes() == (4, 8) and tl.float32.with_element_ty(tl.int8) == tl.int8
    assert tl.float32.to_ir(None) == tl.float32.to_ir()  # (Triton's to_ir(builder) signature)


# ------------------------------------------------------------------ 3. @tl.constexpr helper functions
@tl.constexpr
def _uint_of_width(num_bits):
    num_bits = tl.core._unwrap_if_constexpr(num_bits)
    return tl.core.get_int_dtype(num_bits, False)


@tl.constexpr
def _sign_bit(num_bits):
    return 1 << (tl.core._unwrap_if_constexpr(num_bits) - 1)


@tritium.jit
def copysign_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n)
    y = tl.load(y_ptr + offs, mask=offs < n)
    num_bits: tl.constexpr = x.dtype.primitive_bitwidth
    udt = _uint_of_width(num_bits)
    mask: tl.constexpr = _sign_bit(num_bits)
    yu = y.to(udt, bitcast=True)
    a = tl.abs(x)
    tl.store(out_ptr + offs, tl.where((yu & mask) != 0, -a, a), mask=offs < n)


@MODES
@pytest.mark.parametrize("dtype", ["float16", "float32", "float64"])
def test_constexpr_decorated_helpers(rng, dtype):
    n = 50
    x, y = rand_array(rng, dtype, n), rand_array(rng, dtype, n)
    out = poison(n, dtype)
    run(copysign_kernel, (triton_cdiv(n, 32),), x, y, out, n, BLOCK=32)
    np.testing.assert_array_equal(out, np.copysign(x, y))


# ------------------------------------------------------------------ 4. a pointer as a condition
@tritium.jit
def optional_bias(x_ptr, bias_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n) * 2.0
    if bias_ptr:  # a pointer argument: true unless null; None specialises to a constexpr None
        x = x + tl.load(bias_ptr + offs, mask=offs < n)
    if bias_ptr and n > 0:  # in `and`/`or`/`not` too, a pointer is `ptr != 0`
        x = x + 1.0
    if not out_ptr:
        x = x * 0.0
    tl.store(out_ptr + offs, x, mask=offs < n)


@MODES
@pytest.mark.parametrize("with_bias", [True, False])
def test_pointer_as_if_condition(rng, with_bias):
    n = 40
    x, bias = rand_array(rng, "float32", n), rand_array(rng, "float32", n)
    out = poison(n, "float32")
    run(optional_bias, (1,), x, bias if with_bias else None, out, n, BLOCK=64)
    ref = x.astype(np.float64) * 2.0 + (bias + 1.0 if with_bias else 0.0)
    np.testing.assert_allclose(out, ref, rtol=1e-6, atol=1e-5)


# ------------------------------------------------------------------ 5. Triton's standard.py helpers
@tritium.jit
def sort_helpers(x_ptr, out_ptr, BLOCK: tl.constexpr, HOW: tl.constexpr, K: tl.constexpr,
                 DESC: tl.constexpr = tl.core.CONSTEXPR_0):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    n_dims: tl.constexpr = tl.standard._log2(x.shape[0])
    tl.static_assert(2 ** n_dims == BLOCK and tl.standard._is_power_of_two(BLOCK) and _log2(1) == 0)
    if HOW == "sort":
        y = tl.standard.sort_impl(x, descending=DESC)
        tl.store(out_ptr + offs, y)
    elif HOW == "topk":
        y = tl.standard.sort_impl(x, k=K, descending=True)
        tl.store(out_ptr + tl.arange(0, K), y)
    elif HOW == "merge":  # x is bitonic (ascending, then descending)
        tl.store(out_ptr + offs, tl.bitonic_merge(x, descending=DESC))
    elif HOW == "stages":  # a full bitonic sort from Triton's private steps
        h = tl.reshape(x, [2] * n_dims)
        for i in tl.static_range(1, n_dims + 1):
            h = tl.standard._bitonic_merge_hypercube(h, i, 2 if i < n_dims else DESC)
        tl.store(out_ptr + offs, tl.reshape(h, [BLOCK]))
    else:  # one compare-and-swap on the innermost pair, then the rest through _bitonic_merge
        h = tl.reshape(x, [2] * n_dims)
        h = tl.standard._compare_and_swap(h, tl.standard._indicator(n_dims, 1), 0)
        y = tl.reshape(h, [BLOCK])
        for i in tl.static_range(2, n_dims + 1):
            y = tl.standard._bitonic_merge(y, i, 2 if i < n_dims else DESC, n_dims)
        tl.store(out_ptr + offs, y + zeros_like(y))


@MODES
@pytest.mark.parametrize("how", ["sort", "topk", "merge", "stages", "steps"])
@pytest.mark.parametrize("desc", [0, 1])
def test_standard_private_helpers(rng, how, desc):
    n, k = 32, 8
    x = rand_array(rng, "float32", n)
    if how == "merge":
        x = np.concatenate([np.sort(x[:16]), np.sort(x[16:])[::-1]]).astype(np.float32)
    out = poison(n, "float32")
    run(sort_helpers, (1,), x, out, BLOCK=n, HOW=how, K=k, DESC=desc)
    if how == "topk":
        np.testing.assert_array_equal(out[:k], np.sort(x)[::-1][:k])
    else:
        np.testing.assert_array_equal(out, np.sort(x)[::-1] if desc else np.sort(x))


def test_standard_constexpr_helpers_on_the_host():
    std = tl.standard
    assert [std._log2(v) for v in (1, 2, 3, 1024)] == [0, 1, 1, 10]
    assert std._is_power_of_two(64) and not std._is_power_of_two(48) and not std._is_power_of_two(0)
    assert std._get_int_dtype(16, True) == tl.int16 and std._get_int_dtype(bitwidth=32, signed=False) == tl.uint32
    assert std._pick_sum_dtype(tl.int8, None) == tl.int32 and std._pick_sum_dtype(tl.float16, None) is None
    assert std._pick_sum_dtype(tl.uint16, None) == tl.uint32 and std._pick_sum_dtype(tl.int8, tl.int64) == tl.int64
    assert std._get_flip_dim(None, [4, 8]) == 1 and std._get_flip_dim(-2, [4, 8]) == 0


# ------------------------------------------------------------------ 6. a name None before a loop
@tritium.jit
def optional_accumulator(x_ptr, out_ptr, dw_ptr, n_iter, BLOCK: tl.constexpr, USE_DW: tl.constexpr,
                         WHILE: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    b_acc = tl.zeros([BLOCK], dtype=tl.float32)
    b_dw = tl.zeros([BLOCK], dtype=tl.float32) if USE_DW else None
    if WHILE:
        i = 0
        while i < n_iter:
            b = tl.load(x_ptr + i * BLOCK + offs)
            b_acc += b
            if USE_DW:
                b_dw = b_dw + b * b
            i += 1
    else:
        for i in range(n_iter):
            b = tl.load(x_ptr + i * BLOCK + offs)
            b_acc += b
            if USE_DW:
                b_dw = b_dw + b * b
    tl.store(out_ptr + offs, b_acc)
    if USE_DW:
        tl.store(dw_ptr + offs, -b_dw)


@MODES
@pytest.mark.parametrize("use_dw", [True, False])
@pytest.mark.parametrize("loop", ["for", "while"])
def test_loop_with_name_none_before_it(rng, use_dw, loop):
    n_iter, block = 5, 16
    x = rand_array(rng, "float32", (n_iter, block))
    out, dw = poison(block, "float32"), poison(block, "float32")
    run(optional_accumulator, (1,), x, out, dw, n_iter, BLOCK=block, USE_DW=use_dw, WHILE=loop == "while")
    np.testing.assert_allclose(out, x.astype(np.float64).sum(0), rtol=1e-5, atol=1e-5)
    if use_dw:
        np.testing.assert_allclose(dw, -(x.astype(np.float64) ** 2).sum(0), rtol=1e-5, atol=1e-5)
    else:
        assert np.isnan(dw).all()


@tritium.jit
def none_then_tensor_in_loop(x_ptr, n):
    acc = None
    for i in range(n):  # ERR (as in Triton: the loop finds the assignment among its body's definitions)
        acc = tl.load(x_ptr + i)
    tl.store(x_ptr, acc)


def test_loop_rebinding_a_none_name_is_a_located_error():
    expect_error(none_then_tensor_in_loop, (np.ones(4, np.float32), 4), ["acc", "NoneType"])


# ------------------------------------------------------------------ 7. an Autotuner subclass (Triton 3.6's __init__)
@tritium.jit
def scaled_add(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n)
    tl.atomic_add(out_ptr + offs, x * 3.0, mask=offs < n)


class SeededAutotuner(tritium.runtime.Autotuner):
    """A library's subclass: Triton 3.6's positional __init__, its own None-safe pre_hook, and a run
    that may seed `self.cache` with a stored decision before the tuning."""

    def __init__(self, fn, arg_names, configs, key, reset_to_zero, restore_value, seed=None, **kwargs):
        super().__init__(fn, arg_names, configs, key, reset_to_zero, restore_value, **kwargs)
        self.seed, self.zeroed = seed, 0
        if not self.user_defined_pre_hook and self.reset_to_zero:
            def pre_hook(kw, reset_only=False):
                for name in self.reset_to_zero:
                    if kw[name] is not None:
                        kw[name].fill(0)
                        self.zeroed += 1
            self.pre_hook = pre_hook

    def run(self, *args, **kwargs):
        if self.seed is not None:
            named = dict(zip(self.arg_names, args))
            self.cache[tuple(named[k] for k in self.keys) + tuple(str(v.dtype) for v in named.values()
                                                                  if hasattr(v, "dtype"))] = self.seed
        return super().run(*args, **kwargs)


CONFIGS = [tritium.Config({"BLOCK": 16}), tritium.Config({"BLOCK": 64})]


@pytest.mark.parametrize("seeded", [False, True])
def test_autotuner_subclass_with_triton_positional_init(rng, seeded):
    tuner = SeededAutotuner(scaled_add, scaled_add.arg_names, CONFIGS, ["n"], ["out_ptr"], None,
                            seed=CONFIGS[1] if seeded else None, pre_hook=None, post_hook=None,
                            prune_configs_by={"early_config_prune": lambda cs, nargs, **kw: cs},
                            do_bench=lambda f, quantiles: (f(), [1.0, 1.0, 1.0])[1])
    assert tuner.arg_names == ["x_ptr", "out_ptr", "n", "BLOCK"] and tuner.keys == ["n"]
    n = 100
    x = rand_array(rng, "float32", n)
    out = rand_array(rng, "float32", n)  # the tuning's launches add to it; reset_to_zero clears it between
    before = out.copy()
    tuner[lambda m: (triton_cdiv(n, m["BLOCK"]),)](x, out, n)
    if seeded:  # no tuning: the one launch adds to what was there
        assert tuner.zeroed == 0 and tuner.best_config is CONFIGS[1]
        np.testing.assert_allclose(out, before + 3.0 * x.astype(np.float64), rtol=1e-5)
    else:  # each timed launch starts from zero, and the outputs are zeroed once more after the tuning
        assert tuner.zeroed == 3 and tuner.best_config in CONFIGS
        np.testing.assert_allclose(out, 3.0 * x.astype(np.float64), rtol=1e-6)


def test_autotuner_former_order_and_decorator_still_work(rng):
    tuner = tritium.runtime.Autotuner(scaled_add, CONFIGS, ["n"])  # tritium's former positional order
    assert tuner.configs == CONFIGS and tuner.keys == ["n"] and tuner.arg_names == scaled_add.arg_names
    tuned = tritium.autotune(CONFIGS[:1], key=["n"])(scaled_add)
    x, out = rand_array(rng, "float32", 20), np.zeros(20, np.float32)
    tuned[lambda m: (triton_cdiv(20, m["BLOCK"]),)](x, out, 20)
    np.testing.assert_allclose(out, 3.0 * x.astype(np.float64), rtol=1e-6)


# ------------------------------------------------------------------ 8. triton.language.core's names
@tritium.jit
def sorted_desc_default(x, descending: tl.constexpr = tl.core.CONSTEXPR_0):
    return tl.sort(x, descending=descending)


@tritium.jit
def core_names_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    tl.store(out_ptr + offs, sorted_desc_default(x) + tl.core._promote_bfloat16_to_float32(x) * 0)
    tl.store(out_ptr + BLOCK + offs, sorted_desc_default(x, True))


@MODES
def test_core_constexpr_0_default(rng):
    x = rand_array(rng, "float32", 16)
    out = poison(32, "float32")
    run(core_names_kernel, (1,), x, out, BLOCK=16)
    np.testing.assert_array_equal(out, np.concatenate([np.sort(x), np.sort(x)[::-1]]))


def test_core_module_names():
    core = tl.core
    assert core.CONSTEXPR_0.value == 0 and core._unwrap_if_constexpr(tl.constexpr(3)) == 3
    assert core._unwrap_if_constexpr([tl.constexpr(1), (tl.constexpr(2),)]) == [1, (2,)]
    assert core.get_int_dtype(1, True) == tl.int1 and core.get_int_dtype(64, False) == tl.uint64
    with pytest.raises(ValueError):
        core.get_int_dtype(24, True)
    assert core._wrap_axis(-1, 3) == 2 and core.validate_block_shape([4, 8]) == 32
    assert core._unwrap_shape([tl.constexpr(2), 4]) == [2, 4] and core._unwrap_iterable(((1, 2),)) == (1, 2)
    assert core.get_primitive_bitwidth("fp16") == 16 and core._DtypeClass is tl.dtype
    assert isinstance(tl.float32, core.base_type) and not isinstance(3, core.base_value)
    assert core.reduce is tl.reduce and core.associative_scan is tl.associative_scan


# ------------------------------------------------------------------ 9, 10. a library's KernelInterface wrapper
class LibraryEntry(tritium.KernelInterface):
    """A library's launch wrapper: sets `arg_names` itself, reads `params` (num, is_constexpr,
    do_not_specialize, default) and `signature` of the JITFunction under the wrappers."""

    def __init__(self, fn):
        self.fn = fn
        self.arg_names = fn.arg_names
        while not isinstance(fn, tritium.runtime.JITFunction):
            fn = fn.fn
        self.jit_function = fn
        self.specialize_indices = [p.num for p in fn.params if not p.is_constexpr and not p.do_not_specialize]
        self.do_not_specialize_indices = [p.num for p in fn.params if not p.is_constexpr and p.do_not_specialize]
        self.defaults = {p.name: p.default for p in fn.params if p.default is not inspect._empty}
        self.signature = fn.signature
        self.launches = 0

    def run(self, *args, **kwargs):
        self.launches += 1
        return self.fn.run(*args, **kwargs)


@tritium.jit(do_not_specialize=["n"])
def axpy(x_ptr, y_ptr, out_ptr, n, alpha, BLOCK: tl.constexpr = 32):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, alpha * tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m), mask=m)


@MODES
def test_kernel_interface_wrapper_sets_arg_names(rng):
    entry = LibraryEntry(tritium.runtime.Heuristics(axpy, axpy.arg_names, {"BLOCK": lambda a: 64}))  # Triton's order
    assert entry.arg_names == ["x_ptr", "y_ptr", "out_ptr", "n", "alpha", "BLOCK"]
    assert entry.specialize_indices == [0, 1, 2, 4] and entry.do_not_specialize_indices == [3]
    assert entry.defaults == {"BLOCK": 32} and list(entry.signature.parameters)[:2] == ["x_ptr", "y_ptr"]
    assert [p.num for p in axpy.params] == list(range(6)) and axpy.params[3].do_not_specialize
    n = 90
    x, y = rand_array(rng, "float32", n), rand_array(rng, "float32", n)
    out = poison(n, "float32")
    assert entry.warmup(x, y, out, n, 1.5, grid=(1,)) is not None and np.isnan(out).all()  # compiles, no launch
    run(entry, (triton_cdiv(n, 64),), x, y, out, n, 1.5)
    assert entry.launches == 2
    np.testing.assert_allclose(out, 1.5 * x.astype(np.float64) + y, rtol=1e-6)


def triton_cdiv(a, b):
    return (a + b - 1) // b
