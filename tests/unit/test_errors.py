"""Kernel mistakes must surface as `tritium.CompilationError`, located at the offending line.

Every test writes a small kernel with one mistake; the offending line carries the marker comment
`# ERR`. `expect_error` compiles the kernel and checks that
  (1) `tritium.CompilationError` is raised (any other exception type fails the test),
  (2) `err.filename` / `err.lineno` name the marked line (found with `inspect.getsourcelines`),
  (3) the message contains a meaningful fragment,
  (4) `str(err)` is `file:line:col: error: ...` and shows the source line and a caret.
"""
from __future__ import annotations

import importlib.util
import inspect
import os
import sys
import textwrap

import numpy as np
import pytest
import math as pymath  # noqa: F401  (used inside a kernel)

import tritium
import tritium.language as tl

THIS_FILE = os.path.realpath(__file__)
MARKER = "# ERR"


# ---------------------------------------------------------------------------------------- helpers
def marker_lines(fn, marker=MARKER):
    """{absolute line number: source text} of the lines of `fn` carrying `marker`. Usually one; a
    few tests mark two lines where either is a fair place to report the mistake."""
    fn = getattr(fn, "fn", fn)
    lines, first = inspect.getsourcelines(fn)
    hits = {first + i: text for i, text in enumerate(lines) if marker in text}
    assert hits, f"no '{marker}' line in {fn.__name__}"
    return hits


def expect_error(kernel, args=(), fragments=(), *, at=None, launch=True, col_at=None, **constexprs):
    """Compile `kernel` and check the CompilationError. `at` is the function whose `# ERR` line is
    expected (default: the kernel itself); `fragments` must all occur in the message; `col_at`, if
    given, is the text on the marked line where the caret must point."""
    at = kernel if at is None else at
    marked = marker_lines(at)
    filename = os.path.realpath(inspect.getsourcefile(getattr(at, "fn", at)))
    with pytest.raises(tritium.CompilationError) as info:
        if launch:
            kernel[(1,)](*args, **constexprs)
        else:
            kernel.warmup(*args, grid=(1,), **constexprs)
    err = info.value
    assert err.filename is not None and os.path.realpath(err.filename) == filename, (err.filename, str(err))
    assert err.lineno in marked, f"expected line {sorted(marked)}, got {err.lineno}:\n{err}"
    text = marked[err.lineno]
    if isinstance(fragments, str):
        fragments = (fragments,)
    for frag in fragments:
        assert frag.lower() in err.message.lower(), f"{frag!r} not in message: {err.message!r}"
    s = str(err)
    assert f":{err.lineno}:" in s.splitlines()[0] and "error:" in s, s
    code = text.split(MARKER)[0].strip()
    shown = s.splitlines()
    src_i = next((i for i, line in enumerate(shown) if code in line), None)
    assert src_i is not None and src_i > 0, f"source line {code!r} not shown in:\n{s}"
    caret_line = shown[src_i + 1]
    assert caret_line.strip() == "^", s
    # the caret sits under the shown source line, not past its end
    col = caret_line.index("^")
    assert col < len(shown[src_i].rstrip()), s
    if col_at is not None:
        expected_col = text.index(col_at)
        assert err.col == expected_col, f"caret at column {err.col}, expected {expected_col} ({col_at!r}):\n{s}"
        assert shown[src_i][col:].startswith(col_at), f"caret not under {col_at!r}:\n{s}"
    # no internal traceback text leaks into the message
    assert "Traceback" not in s and "tritium/frontend" not in s, s
    return err


def f32(n=16):
    return np.zeros(n, dtype=np.float32)


def i32(n=16):
    return np.zeros(n, dtype=np.int32)


# Globals used by kernels below.
NOT_CONSTEXPR_GLOBAL = 42
CONSTEXPR_GLOBAL = tl.constexpr(16)


def plain_python_function(x):
    return x + 1


class Holder:
    pass


@tritium.jit
def add_one(x):
    return x + 1


@tritium.jit
def needs_block(x, BLOCK: tl.constexpr):
    return x + tl.arange(0, BLOCK)


@tritium.jit
def bad_helper(x):
    y = x & 1.5  # ERR
    return y


@tritium.jit
def block_cond_helper(x):
    if x > 0:  # ERR
        return 1
    return 2


@tritium.jit(noinline=True)
def noinline_helper(x):
    return x + 1


@tritium.jit
def recursive_helper(x):
    return recursive_helper(x)  # ERR


@tritium.constexpr_function
def pick_config(n):
    if n > 4:
        raise LookupError(f"no config for {n}")
    return n


@tritium.jit
def inner_bad_helper(x):
    return tl.arange(0, 10) + x  # ERR


@tritium.jit
def middle_helper(x):
    return inner_bad_helper(x) * 2


@tritium.jit
def branchy_return(x, flag):
    if flag > 0:  # ERR
        return x.to(tl.float32)
    else:
        return x.to(tl.int32)  # ERR


# ---------------------------------------------------------------------------------------- wrong types
def test_bitwise_and_on_floats():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X + tl.arange(0, 16))
        y = x & x  # ERR
        tl.store(X + tl.arange(0, 16), y)
    expect_error(k, (f32(),), ("integer", "float32"))


def test_shift_on_floats():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X + tl.arange(0, 16))
        y = x << 2  # ERR
        tl.store(X + tl.arange(0, 16), y)
    expect_error(k, (f32(),), ("integer", "float32"))


def test_floordiv_on_floats():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X + tl.arange(0, 16))
        y = x // x  # ERR
        tl.store(X + tl.arange(0, 16), y)
    expect_error(k, (f32(),), ("//", "integer"))


def test_pointer_plus_float():
    @tritium.jit(interpret=True)
    def k(X):
        p = X + 1.5  # ERR
        tl.store(p, 0.0)
    expect_error(k, (f32(),), ("pointer", "float32"))


def test_pointer_plus_pointer():
    @tritium.jit(interpret=True)
    def k(X, Y):
        p = X + Y  # ERR
        tl.store(p, 0.0)
    expect_error(k, (f32(), f32()), "pointer")


def test_load_from_non_pointer():
    @tritium.jit(interpret=True)
    def k(X, n):
        v = tl.load(n)  # ERR
        tl.store(X, v)
    expect_error(k, (f32(), 7), ("pointer", "load"))


def test_store_mask_of_wrong_dtype():
    @tritium.jit(interpret=True)
    def k(X):
        offs = tl.arange(0, 16)
        tl.store(X + offs, 1.0, mask=offs)  # ERR
    expect_error(k, (f32(),), "mask")


def test_unary_minus_on_pointer():
    @tritium.jit(interpret=True)
    def k(X):
        p = -X  # ERR
        tl.store(p, 0.0)
    expect_error(k, (f32(),), "unary minus")


def test_invert_on_float():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X + tl.arange(0, 16))
        y = ~x  # ERR
        tl.store(X + tl.arange(0, 16), y)
    expect_error(k, (f32(),), "unary invert")


def test_pow_on_tensor():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X + tl.arange(0, 16))
        y = x ** 2  # ERR
        tl.store(X + tl.arange(0, 16), y)
    expect_error(k, (f32(),), "**")


def test_bitcast_size_mismatch():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X + tl.arange(0, 16))
        y = x.to(tl.int16, bitcast=True)  # ERR
        tl.store(X + tl.arange(0, 16), y)
    expect_error(k, (f32(),), "bitcast")


def test_store_to_int_scalar():
    @tritium.jit(interpret=True)
    def k(X, n):
        tl.store(n, 1.0)  # ERR
    expect_error(k, (f32(), 7), "store")


# ---------------------------------------------------------------------------------------- scalars
def test_int8_tensor_plus_out_of_range_scalar():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X + tl.arange(0, 16))
        y = x + 300  # ERR
        tl.store(X + tl.arange(0, 16), y)
    expect_error(k, (np.zeros(16, np.int8),), ("300", "out of range", "int8"))


def test_unsigned_tensor_minus_negative_scalar():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X + tl.arange(0, 16))
        y = x - (-1)  # ERR
        tl.store(X + tl.arange(0, 16), y)
    expect_error(k, (np.zeros(16, np.uint32),), ("unsigned", "negative"))


# ---------------------------------------------------------------------------------------- shapes
def test_binary_shape_mismatch():
    @tritium.jit(interpret=True)
    def k(X):
        a = tl.arange(0, 16)
        b = tl.arange(0, 32)
        c = a + b  # ERR
        tl.store(X + a, c)
    expect_error(k, (i32(),), ("16", "32"))


def test_2d_shape_mismatch():
    @tritium.jit(interpret=True)
    def k(X):
        a = tl.zeros((16, 8), tl.float32)
        b = tl.zeros((8, 16), tl.float32)
        c = a * b  # ERR
        tl.store(X + tl.arange(0, 16), tl.sum(c, axis=1))
    expect_error(k, (f32(),), "incompatible")


def test_sum_bad_axis():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X + tl.arange(0, 16))
        s = tl.sum(x, axis=1)  # ERR
        tl.store(X, s)
    expect_error(k, (f32(),), "axis")


def test_max_bad_axis():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.zeros((4, 4), tl.float32)
        s = tl.max(x, axis=2)  # ERR
        tl.store(X + tl.arange(0, 4), s)
    expect_error(k, (f32(),), "axis")


def test_argmax_bad_negative_axis():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.zeros((4, 4), tl.float32)
        s = tl.argmax(x, axis=-3)  # ERR
        tl.store(X + tl.arange(0, 4), s)
    expect_error(k, (i32(),), "axis")


def test_cumsum_bad_axis():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X + tl.arange(0, 16))
        s = tl.cumsum(x, axis=1)  # ERR
        tl.store(X + tl.arange(0, 16), s)
    expect_error(k, (f32(),), "axis")


def test_expand_dims_bad_axis():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X + tl.arange(0, 16))
        y = tl.expand_dims(x, 3)  # ERR
        tl.store(X + tl.arange(0, 16), tl.sum(y, axis=0))
    expect_error(k, (f32(),), "axis")


def test_permute_not_a_permutation():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.zeros((4, 4), tl.float32)
        y = tl.permute(x, (0, 0))  # ERR
        tl.store(X + tl.arange(0, 4), tl.sum(y, axis=0))
    expect_error(k, (f32(),), "permut")


def test_trans_of_1d_tensor():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X + tl.arange(0, 16))
        y = tl.trans(x)  # ERR
        tl.store(X + tl.arange(0, 16), y)
    expect_error(k, (f32(),), "trans")


def test_reshape_changes_numel():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X + tl.arange(0, 16))
        y = tl.reshape(x, (4, 8))  # ERR
        tl.store(X + tl.arange(0, 16), y)
    expect_error(k, (f32(),), ("reshape", "16", "[4, 8]"))


def test_broadcast_to_wrong_size():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X + tl.arange(0, 16))
        y = tl.broadcast_to(x, (4, 8))  # ERR
        tl.store(X + tl.arange(0, 16), tl.sum(y, axis=0))
    expect_error(k, (f32(),), "broadcast")


def test_arange_non_constexpr_end():
    @tritium.jit(interpret=True)
    def k(X, n):
        offs = tl.arange(0, n)  # ERR
        tl.store(X + offs, 1.0)
    expect_error(k, (f32(), 16), "constexpr")


def test_arange_not_power_of_2():
    @tritium.jit(interpret=True)
    def k(X):
        offs = tl.arange(0, 10)  # ERR
        tl.store(X + offs, 1.0)
    expect_error(k, (f32(),), "power of 2")


def test_arange_end_not_greater_than_start():
    @tritium.jit(interpret=True)
    def k(X):
        offs = tl.arange(16, 16)  # ERR
        tl.store(X + offs, 1.0)
    expect_error(k, (f32(),), "greater than")


def test_arange_power_of_2_from_constexpr_param():
    @tritium.jit(interpret=True)
    def k(X, BLOCK: tl.constexpr):
        offs = tl.arange(0, BLOCK)  # ERR
        tl.store(X + offs, 1.0)
    expect_error(k, (f32(),), "power of 2", BLOCK=12)


def test_zeros_non_power_of_2_shape():
    @tritium.jit(interpret=True)
    def k(X):
        z = tl.zeros((3,), tl.float32)  # ERR
        tl.store(X + tl.arange(0, 4), tl.sum(z, axis=0))
    expect_error(k, (f32(),), "power of 2")


def test_full_too_many_elements():
    @tritium.jit(interpret=True)
    def k(X):
        z = tl.full((2048, 1024), 1.0, tl.float32)  # ERR
        tl.store(X, tl.sum(tl.sum(z, axis=0), axis=0))
    expect_error(k, (f32(),), "1048576")


# ---------------------------------------------------------------------------------------- dot
def test_dot_mismatched_inner_dims():
    @tritium.jit(interpret=True)
    def k(X):
        a = tl.zeros((16, 32), tl.float16)
        b = tl.zeros((16, 16), tl.float16)
        c = tl.dot(a, b)  # ERR
        tl.store(X + tl.arange(0, 16), tl.sum(c, axis=1))
    expect_error(k, (f32(),), ("32", "16"))


def test_dot_mismatched_dtypes():
    @tritium.jit(interpret=True)
    def k(X):
        a = tl.zeros((16, 16), tl.float16)
        b = tl.zeros((16, 16), tl.float32)
        c = tl.dot(a, b)  # ERR
        tl.store(X + tl.arange(0, 16), tl.sum(c, axis=1))
    expect_error(k, (f32(),), "same dtype")


def test_dot_k_too_small():
    @tritium.jit(interpret=True)
    def k(X):
        a = tl.zeros((16, 8), tl.float16)
        b = tl.zeros((8, 16), tl.float16)
        c = tl.dot(a, b)  # ERR
        tl.store(X + tl.arange(0, 16), tl.sum(c, axis=1))
    expect_error(k, (f32(),), "K >= 16")


def test_dot_rank_1():
    @tritium.jit(interpret=True)
    def k(X):
        a = tl.zeros((16,), tl.float16)
        c = tl.dot(a, a)  # ERR
        tl.store(X, c)
    expect_error(k, (f32(),), "2-D")


# ---------------------------------------------------------------------------------------- constexpr
def test_program_id_axis_3():
    @tritium.jit(interpret=True)
    def k(X):
        pid = tl.program_id(axis=3)  # ERR
        tl.store(X + pid, 1.0)
    expect_error(k, (f32(),), ("axis", "3"))


def test_tensor_passed_to_constexpr_param_of_helper():
    @tritium.jit(interpret=True)
    def k(X, n):
        x = needs_block(n, n)  # ERR
        tl.store(X + tl.arange(0, 16), x)
    expect_error(k, (i32(), 16), "constexpr")


def test_constexpr_reassigned():
    @tritium.jit(interpret=True)
    def k(X, BLOCK: tl.constexpr):
        BLOCK: tl.constexpr = 32  # ERR
        tl.store(X + tl.arange(0, BLOCK), 1.0)
    expect_error(k, (f32(),), "constexpr cannot be reassigned", BLOCK=16)


def test_static_assert_fails():
    @tritium.jit(interpret=True)
    def k(X, BLOCK: tl.constexpr):
        tl.static_assert(BLOCK >= 64, "BLOCK too small")  # ERR
        tl.store(X + tl.arange(0, BLOCK), 1.0)
    expect_error(k, (f32(),), "BLOCK too small", BLOCK=16)


def test_static_assert_on_tensor():
    @tritium.jit(interpret=True)
    def k(X, n):
        tl.static_assert(n > 0)  # ERR
        tl.store(X, 1.0)
    expect_error(k, (f32(), 5), "compile-time")


def test_static_if_on_float():
    @tritium.jit(interpret=True)
    def k(X, SCALE: tl.constexpr):
        if SCALE:  # ERR
            tl.store(X, 1.0)
    expect_error(k, (f32(),), "float", SCALE=0.5)


def test_float_loop_bound():
    @tritium.jit(interpret=True)
    def k(X, n):
        acc = 0.0
        for i in range(0, n):  # ERR
            acc += 1.0
        tl.store(X, acc)
    expect_error(k, (f32(), 2.5), "ints")


# ---------------------------------------------------------------------------------------- syntax
def test_lambda():
    @tritium.jit(interpret=True)
    def k(X):
        f = lambda v: v + 1  # ERR  # noqa: E731
        tl.store(X, f(1.0))
    expect_error(k, (f32(),), "Lambda")


def test_try():
    @tritium.jit(interpret=True)
    def k(X):
        try:  # ERR
            tl.store(X, 1.0)
        except Exception:
            pass
    expect_error(k, (f32(),), "Try")


def test_with():
    @tritium.jit(interpret=True)
    def k(X):
        with open("f"):  # ERR
            tl.store(X, 1.0)
    expect_error(k, (f32(),), "With")


def test_break():
    @tritium.jit(interpret=True)
    def k(X, n):
        for i in range(n):
            break  # ERR
        tl.store(X, 1.0)
    expect_error(k, (f32(), 4), "Break")


def test_continue():
    @tritium.jit(interpret=True)
    def k(X, n):
        for i in range(n):
            continue  # ERR
        tl.store(X, 1.0)
    expect_error(k, (f32(), 4), "Continue")


def test_break_in_static_range():
    @tritium.jit(interpret=True)
    def k(X):
        for i in tl.static_range(4):
            break  # ERR
        tl.store(X, 1.0)
    expect_error(k, (f32(),), "Break")


def test_dict_literal():
    @tritium.jit(interpret=True)
    def k(X):
        d = {"a": 1}  # ERR
        tl.store(X, 1.0)
    expect_error(k, (f32(),), "Dict")


def test_set_literal():
    @tritium.jit(interpret=True)
    def k(X):
        s = {1, 2}  # ERR
        tl.store(X, 1.0)
    expect_error(k, (f32(),), "Set")


def test_list_comprehension():
    @tritium.jit(interpret=True)
    def k(X):
        xs = [i for i in range(4)]  # ERR
        tl.store(X, 1.0)
    expect_error(k, (f32(),), "ListComp")


def test_nested_def():
    @tritium.jit(interpret=True)
    def k(X):
        def inner(v):  # ERR
            return v
        tl.store(X, 1.0)
    expect_error(k, (f32(),), "nested function")


def test_global_statement():
    @tritium.jit(interpret=True)
    def k(X):
        global NOT_CONSTEXPR_GLOBAL  # ERR
        tl.store(X, 1.0)
    expect_error(k, (f32(),), "Global")


def test_raise():
    @tritium.jit(interpret=True)
    def k(X):
        tl.store(X, 1.0)
        raise ValueError("no")  # ERR
    expect_error(k, (f32(),), "Raise")


def test_del():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X)
        del x  # ERR
        tl.store(X, 1.0)
    expect_error(k, (f32(),), "Delete")


def test_item_assignment():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X + tl.arange(0, 16))
        x[0] = 1.0  # ERR
        tl.store(X + tl.arange(0, 16), x)
    expect_error(k, (f32(),), "not supported")


def test_attribute_assignment():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X)
        x.foo = 1.0  # ERR
        tl.store(X, x)
    expect_error(k, (f32(),), "attribute assignment")


def test_while_true():
    @tritium.jit(interpret=True)
    def k(X):
        i = 0
        while True:  # ERR
            i += 1
        tl.store(X, 1.0)
    expect_error(k, (f32(),), "while")


def test_for_over_a_list():
    @tritium.jit(interpret=True)
    def k(X):
        acc = 0.0
        for v in [1.0, 2.0]:  # ERR
            acc += v
        tl.store(X, acc)
    expect_error(k, (f32(),), "range")


def test_for_else():
    @tritium.jit(interpret=True)
    def k(X, n):
        for i in range(n):  # ERR
            tl.store(X, 1.0)
        else:
            tl.store(X, 2.0)
    expect_error(k, (f32(), 4), "else")


def test_import_statement():
    @tritium.jit(interpret=True)
    def k(X):
        import math  # ERR  # noqa: F401
        tl.store(X, 1.0)
    expect_error(k, (f32(),), "Import")


def test_matmul_operator():
    @tritium.jit(interpret=True)
    def k(X):
        a = tl.zeros((16, 16), tl.float32)
        c = a @ a  # ERR
        tl.store(X + tl.arange(0, 16), tl.sum(c, axis=1))
    expect_error(k, (f32(),), "@")


# ---------------------------------------------------------------------------------------- names and calls
def test_call_non_jit_function():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X)
        y = plain_python_function(x)  # ERR
        tl.store(X, y)
    expect_error(k, (f32(),), "plain_python_function")


def test_non_constexpr_global():
    @tritium.jit(interpret=True)
    def k(X):
        tl.store(X, NOT_CONSTEXPR_GLOBAL)  # ERR
    expect_error(k, (f32(),), ("global", "NOT_CONSTEXPR_GLOBAL"))


def test_constexpr_global_is_fine_but_undefined_name_is_not():
    @tritium.jit(interpret=True)
    def k(X):
        offs = tl.arange(0, CONSTEXPR_GLOBAL)
        tl.store(X + offs, undefined_thing)  # ERR  # noqa: F821
    expect_error(k, (f32(),), ("undefined_thing", "not defined"))


def test_unknown_builtin_zip():
    @tritium.jit(interpret=True)
    def k(X):
        for a, b in zip((1, 2), (3, 4)):  # ERR
            tl.store(X, a)
    expect_error(k, (f32(),))


def test_unknown_tl_attribute():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.no_such_builtin(X)  # ERR
        tl.store(X, x)
    expect_error(k, (f32(),), "no_such_builtin")


def test_helper_wrong_number_of_arguments():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X)
        y = add_one(x, x)  # ERR
        tl.store(X, y)
    expect_error(k, (f32(),), "argument")


def test_helper_missing_argument():
    @tritium.jit(interpret=True)
    def k(X):
        y = add_one()  # ERR
        tl.store(X, y)
    expect_error(k, (f32(),), "missing")


def test_builtin_unknown_keyword():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X, not_a_kwarg=1)  # ERR
        tl.store(X, x)
    expect_error(k, (f32(),), "not_a_kwarg")


def test_builtin_too_many_positional():
    @tritium.jit(interpret=True)
    def k(X):
        pid = tl.program_id(0, 1)  # ERR
        tl.store(X + pid, 1.0)
    expect_error(k, (f32(),), "argument")


def test_load_other_without_mask():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X + tl.arange(0, 16), other=0.0)  # ERR
        tl.store(X + tl.arange(0, 16), x)
    expect_error(k, (f32(),), "other")


def test_atomic_on_int8():
    @tritium.jit(interpret=True)
    def k(X):
        tl.atomic_add(X + tl.arange(0, 16), 1)  # ERR
    expect_error(k, (np.zeros(16, np.int8),), ("atomic", "int8"))


def test_atomic_bad_sem():
    @tritium.jit(interpret=True)
    def k(X):
        tl.atomic_add(X, 1.0, sem="sloppy")  # ERR
    expect_error(k, (f32(),), "sloppy")


# ---------------------------------------------------------------------------------------- control flow
def test_loop_carried_type_change():
    @tritium.jit(interpret=True)
    def k(X, n):
        acc = 0
        for i in range(n):  # ERR
            acc = acc + 1.5
        tl.store(X, acc)
    err = expect_error(k, (f32(), 4), ("acc", "type"))
    assert "int32" in err.message and "float32" in err.message


def test_if_else_branches_assign_different_types():
    @tritium.jit(interpret=True)
    def k(X, n):
        if n > 0:  # ERR
            y = 1
        else:
            y = 1.0
        tl.store(X, y)
    expect_error(k, (f32(), 4), ("y", "Mismatched type"))


def test_return_inside_loop():
    @tritium.jit(interpret=True)
    def k(X, n):
        for i in range(n):  # ERR
            if i > 2:
                return
            tl.store(X + i, 1.0)
    expect_error(k, (f32(), 4), "return")


def test_block_tensor_as_if_condition():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X + tl.arange(0, 16))
        if x > 0:  # ERR
            tl.store(X, 1.0)
    expect_error(k, (f32(),), "more than one value")


def test_block_tensor_as_while_condition():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X + tl.arange(0, 16))
        while x > 0:  # ERR
            x = x - 1.0
        tl.store(X + tl.arange(0, 16), x)
    expect_error(k, (f32(),), "more than one value")


def test_ternary_inconsistent_types():
    @tritium.jit(interpret=True)
    def k(X, n):
        y = 1 if n > 0 else 2.0  # ERR
        tl.store(X, y)
    expect_error(k, (f32(), 3), "inconsistent types")


def test_return_type_mismatch_in_helper():
    @tritium.jit(interpret=True)
    def k(X, n):
        x = tl.load(X)
        y = branchy_return(x, n)
        tl.store(X, y)
    expect_error(k, (f32(), 3), "Return type mismatch", at=branchy_return)


def test_error_inside_nested_loop_body():
    @tritium.jit(interpret=True)
    def k(X, n):
        acc = tl.zeros((16,), tl.float32)
        for i in range(n):
            if i > 1:
                acc += tl.arange(0, 12)  # ERR
        tl.store(X + tl.arange(0, 16), acc)
    expect_error(k, (f32(), 4), "power of 2")


def test_error_in_else_branch_of_dynamic_if():
    @tritium.jit(interpret=True)
    def k(X, n):
        x = tl.load(X + tl.arange(0, 16))
        if n > 0:
            x = x + 1.0
        else:
            x = x + tl.zeros((8,), tl.float32)  # ERR
        tl.store(X + tl.arange(0, 16), x)
    expect_error(k, (f32(), 4), "incompatible")


def test_error_in_multiline_statement_points_at_subexpression_line():
    @tritium.jit(interpret=True)
    def k(X):
        offs = tl.arange(0, 16)
        tl.store(X + offs,
                 tl.load(X + offs) & 1.0)  # ERR
    err = expect_error(k, (f32(),), ("integer", "float32"))
    assert err.lineno is not None


# ---------------------------------------------------------------------------------------- helpers
def test_error_inside_helper_points_at_helper():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X)
        y = bad_helper(x)
        tl.store(X, y)
    expect_error(k, (f32(),), ("integer", "float32"), at=bad_helper)


def test_error_two_helpers_deep_points_at_innermost():
    @tritium.jit(interpret=True)
    def k(X, n):
        y = middle_helper(n)
        tl.store(X + tl.arange(0, 16), y)
    expect_error(k, (i32(), 3), "power of 2", at=inner_bad_helper)


def test_error_inside_helper_in_another_file(tmp_path):
    src = textwrap.dedent('''\
        import tritium
        import tritium.language as tl


        @tritium.jit
        def other_file_helper(x):
            y = x + 1
            z = y + tl.arange(0, 6)  # ERR
            return z
        ''')
    path = tmp_path / "errors_other_module.py"
    path.write_text(src)
    spec = importlib.util.spec_from_file_location("errors_other_module", path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules["errors_other_module"] = mod
    try:
        spec.loader.exec_module(mod)
        helper = mod.other_file_helper

        @tritium.jit(interpret=True)
        def k(X):
            x = tl.load(X)
            y = helper(x)
            tl.store(X + tl.arange(0, 8), y)
        err = expect_error(k, (i32(),), "power of 2", at=helper)
        assert os.path.realpath(err.filename) == os.path.realpath(str(path))
        assert os.path.realpath(err.filename) != THIS_FILE
    finally:
        sys.modules.pop("errors_other_module", None)


def test_warmup_reports_the_same_error():
    @tritium.jit(interpret=True)
    def k(X):
        offs = tl.arange(0, 24)  # ERR
        tl.store(X + offs, 1.0)
    expect_error(k, (f32(),), "power of 2", launch=False)


def test_block_tensor_condition_of_returning_if_in_helper():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X + tl.arange(0, 16))
        y = block_cond_helper(x)
        tl.store(X, y)
    expect_error(k, (f32(),), "more than one value", at=block_cond_helper)


def test_block_tensor_condition_of_returning_if_in_kernel():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X + tl.arange(0, 16))
        if x > 0:  # ERR
            return
        tl.store(X, 1.0)
    expect_error(k, (f32(),), "more than one value")


def test_return_type_mismatch_in_kernel():
    @tritium.jit(interpret=True)
    def k(X, n):
        if n > 0:  # ERR
            return 1.0
        return 1  # ERR
    expect_error(k, (f32(), 3), "Return type mismatch")


def test_noinline_helper_with_block_argument():
    @tritium.jit(interpret=True)
    def k(X):
        y = noinline_helper(tl.arange(0, 16))  # ERR
        tl.store(X + tl.arange(0, 16), y)
    expect_error(k, (i32(),), "noinline")


def test_exception_in_constexpr_function_is_wrapped():
    @tritium.jit(interpret=True)
    def k(X, B: tl.constexpr):
        C: tl.constexpr = pick_config(B)  # ERR
        tl.store(X, C)
    expect_error(k, (i32(),), "no config for 8", B=8)


def test_recursive_helper():
    @tritium.jit(interpret=True)
    def k(X):
        tl.store(X, recursive_helper(1.0))
    expect_error(k, (f32(),), "recursive", at=recursive_helper)


# ---------------------------------------------------------------------------------------- caret column
@tritium.jit(interpret=True)
def module_level_bad_kernel(X):
    x = tl.load(X)
    y = x + tl.arange(0, 12)  # ERR
    tl.store(X, y)


def test_caret_column_module_level_kernel():
    expect_error(module_level_bad_kernel, (f32(),), "power of 2", col_at="tl.arange(0, 12)")


def test_caret_column_nested_kernel():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X)
        y = x + tl.arange(0, 12)  # ERR
        tl.store(X, y)
    expect_error(k, (f32(),), "power of 2", col_at="tl.arange(0, 12)")


# ---------------------------------------------------------------------------------------- more mistakes
def test_reduction_axis_not_constexpr():
    @tritium.jit(interpret=True)
    def k(X, n):
        x = tl.load(X + tl.arange(0, 16))
        tl.store(X, tl.sum(x, axis=n))  # ERR
    expect_error(k, (f32(), 3), "constexpr")


def test_zeros_shape_not_constexpr():
    @tritium.jit(interpret=True)
    def k(X, n):
        z = tl.zeros((n,), tl.float32)  # ERR
        tl.store(X, tl.sum(z, axis=0))
    expect_error(k, (f32(), 3), "constexpr")


def test_program_id_axis_not_constexpr():
    @tritium.jit(interpret=True)
    def k(X, n):
        tl.store(X, tl.program_id(n))  # ERR
    expect_error(k, (i32(), 3), "constexpr")


def test_static_range_runtime_bound():
    @tritium.jit(interpret=True)
    def k(X, n):
        for i in tl.static_range(n):  # ERR
            tl.store(X + i, 1.0)
    expect_error(k, (f32(), 3), "constexpr")


def test_range_step_zero():
    @tritium.jit(interpret=True)
    def k(X, n):
        for i in range(0, n, 0):  # ERR
            tl.store(X, 1.0)
    expect_error(k, (f32(), 3), "zero")


def test_tuple_unpack_count_mismatch():
    @tritium.jit(interpret=True)
    def k(X):
        a, b = 1, 2, 3  # ERR
        tl.store(X, a + b)
    expect_error(k, (i32(),), "unpack")


def test_starred_assignment():
    @tritium.jit(interpret=True)
    def k(X):
        a, *b = (1, 2, 3)  # ERR
        tl.store(X, a)
    expect_error(k, (i32(),), "starred")


def test_chained_assignment():
    @tritium.jit(interpret=True)
    def k(X):
        a = b = 1  # ERR
        tl.store(X, a + b)
    expect_error(k, (i32(),), "chained")


def test_store_mask_shape_mismatch():
    @tritium.jit(interpret=True)
    def k(X):
        offs = tl.arange(0, 16)
        tl.store(X + offs, 1.0, mask=tl.arange(0, 32) < 4)  # ERR
    expect_error(k, (f32(),), ("16", "32"))


def test_load_block_mask_with_scalar_pointer():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X, mask=tl.arange(0, 16) < 3)  # ERR
        tl.store(X, x)
    expect_error(k, (f32(),), "mask")


def test_store_block_through_scalar_pointer():
    @tritium.jit(interpret=True)
    def k(X):
        tl.store(X, tl.zeros((16,), tl.float32))  # ERR
    expect_error(k, (f32(),), "scalar pointer")


def test_tensor_indexed_by_int():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.arange(0, 16)
        tl.store(X, x[0])  # ERR
    expect_error(k, (i32(),), "index")


def test_too_many_indices():
    @tritium.jit(interpret=True)
    def k(X):
        a = tl.arange(0, 16)
        tl.store(X + a, a[:, :])  # ERR
    expect_error(k, (i32(),), "too many indices")


def test_tuple_indexed_by_tensor():
    @tritium.jit(interpret=True)
    def k(X, n):
        t = (1, 2)
        tl.store(X, t[n])  # ERR
    expect_error(k, (i32(), 3), "constexpr")


def test_in_on_tensor():
    @tritium.jit(interpret=True)
    def k(X, n):
        tl.store(X, n in (1, 2))  # ERR
    expect_error(k, (i32(), 3), "`in`")


def test_not_on_int_tensor():
    @tritium.jit(interpret=True)
    def k(X):
        a = tl.arange(0, 16)
        y = not a  # ERR
        tl.store(X + a, y)
    expect_error(k, (i32(),), "int1")


def test_mod_with_different_signedness():
    @tritium.jit(interpret=True)
    def k(X, Y):
        a = tl.load(X + tl.arange(0, 16))
        b = tl.load(Y + tl.arange(0, 16))
        tl.store(X + tl.arange(0, 16), a % b)  # ERR
    expect_error(k, (i32(), np.zeros(16, np.uint32)), "signedness")


def test_exp_on_int_tensor():
    @tritium.jit(interpret=True)
    def k(X):
        y = tl.exp(tl.arange(0, 16))  # ERR
        tl.store(X + tl.arange(0, 16), y)
    expect_error(k, (f32(),), ("fp32", "int32"))


def test_dot_int32_operands():
    @tritium.jit(interpret=True)
    def k(X):
        a = tl.zeros((16, 16), tl.int32)
        c = tl.dot(a, a)  # ERR
        tl.store(X + tl.arange(0, 16), tl.sum(c, axis=1))
    expect_error(k, (i32(),), "int8")


def test_dot_accumulator_shape():
    @tritium.jit(interpret=True)
    def k(X):
        a = tl.zeros((16, 16), tl.float16)
        acc = tl.zeros((16, 32), tl.float32)
        c = tl.dot(a, a, acc)  # ERR
        tl.store(X + tl.arange(0, 16), tl.sum(c, axis=1))
    expect_error(k, (f32(),), "accumulator")


def test_atomic_max_on_fp16():
    @tritium.jit(interpret=True)
    def k(X):
        tl.atomic_max(X, 1.0)  # ERR
    expect_error(k, (np.zeros(4, np.float16),), ("atomic_max", "fp16"))


def test_split_needs_last_axis_of_2():
    @tritium.jit(interpret=True)
    def k(X):
        a, b = tl.split(tl.arange(0, 16))  # ERR
        tl.store(X, 1)
    expect_error(k, (i32(),), "split")


def test_cast_to_string_dtype():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X)
        tl.store(X, x.to("float16"))  # ERR
    expect_error(k, (f32(),), "dtype")


def test_fstring_with_tensor():
    @tritium.jit(interpret=True)
    def k(X, n):
        tl.static_print(f"n = {n}")  # ERR
    expect_error(k, (f32(), 3), "constexpr")


def test_int_of_tensor():
    @tritium.jit(interpret=True)
    def k(X, n):
        tl.store(X, int(n))  # ERR
    expect_error(k, (i32(), 3), "int()")


def test_math_module_on_tensor():
    @tritium.jit(interpret=True)
    def k(X, n):
        tl.store(X, pymath.sqrt(n))  # ERR
    expect_error(k, (f32(), 3.0), "constexpr")


def test_name_defined_in_one_branch_only():
    @tritium.jit(interpret=True)
    def k(X, n):
        if n > 0:
            z = 1
        tl.store(X, z)  # ERR
    expect_error(k, (i32(), 3), ("z", "not defined"))


def test_name_defined_only_inside_loop():
    @tritium.jit(interpret=True)
    def k(X, n):
        for i in range(n):
            z = 1
        tl.store(X, z)  # ERR
    expect_error(k, (i32(), 3), ("z", "not defined"))


def test_constexpr_reassigned_in_loop():
    @tritium.jit(interpret=True)
    def k(X, n, B: tl.constexpr):
        for i in range(n):  # ERR
            B = B + 1
        tl.store(X, 1.0)
    expect_error(k, (f32(), 3), ("constexpr", "B"), B=4)


def test_ternary_with_block_condition():
    @tritium.jit(interpret=True)
    def k(X):
        a = tl.arange(0, 16)
        y = 1 if a > 2 else 2  # ERR
        tl.store(X, y)
    expect_error(k, (i32(),), "more than one value")


def test_while_else():
    @tritium.jit(interpret=True)
    def k(X, n):
        while n > 0:  # ERR
            n -= 1
        else:
            tl.store(X, 1)
    expect_error(k, (i32(), 3), "else")


def test_return_inside_while():
    @tritium.jit(interpret=True)
    def k(X, n):
        while n > 0:  # ERR
            return
        tl.store(X, 1)
    expect_error(k, (i32(), 3), "return")


def test_nonlocal_statement():
    q = 1

    @tritium.jit(interpret=True)
    def k(X):
        nonlocal q  # ERR
        tl.store(X, 1)
    expect_error(k, (i32(),), "Nonlocal")
    del q


def test_closure_variable_not_constexpr():
    q = 5

    @tritium.jit(interpret=True)
    def k(X):
        tl.store(X, q)  # ERR
    expect_error(k, (i32(),), ("global", "q"))


def test_generator_expression():
    @tritium.jit(interpret=True)
    def k(X):
        t = tuple(i for i in (1, 2))  # ERR
        tl.store(X, 1)
    expect_error(k, (i32(),), "GeneratorExp")


def test_yield():
    @tritium.jit(interpret=True)
    def k(X):
        tl.store(X, 1)
        yield 1  # ERR
    expect_error(k, (i32(),), "Yield")


def test_match_statement():
    @tritium.jit(interpret=True)
    def k(X, N: tl.constexpr):
        match N:  # ERR
            case 1:
                tl.store(X, 1)
    expect_error(k, (i32(),), "Match", N=1)


def test_compile_time_assert_fails():
    @tritium.jit(interpret=True)
    def k(X, B: tl.constexpr):
        assert B > 4, "B too small"  # ERR
        tl.store(X, 1)
    expect_error(k, (i32(),), "B too small", B=2)


def test_augmented_attribute_assignment():
    @tritium.jit(interpret=True)
    def k(X):
        a = tl.arange(0, 16)
        a.x += 1  # ERR
        tl.store(X + a, a)
    expect_error(k, (i32(),), "assignment")


def test_error_in_statement_after_returning_if():
    @tritium.jit(interpret=True)
    def k(X, n):
        if n > 0:
            return
        offs = tl.arange(0, 24)  # ERR
        tl.store(X + offs, 1.0)
    expect_error(k, (f32(), 3), "power of 2")


def test_error_inside_static_range_body():
    @tritium.jit(interpret=True)
    def k(X):
        for i in tl.static_range(3):
            offs = tl.arange(0, 16 + i)  # ERR
            tl.store(X + offs, 1.0)
    expect_error(k, (f32(),), "power of 2")


def test_error_in_while_body():
    @tritium.jit(interpret=True)
    def k(X, n):
        i = 0
        while i < n:
            i += 1
            tl.store(X + tl.arange(0, 6), 1.0)  # ERR
    expect_error(k, (f32(), 3), "power of 2")


def test_loop_carried_type_change_in_while():
    @tritium.jit(interpret=True)
    def k(X, n):
        i = 0
        while i < n:  # ERR
            i = i + 0.5
        tl.store(X, i)
    expect_error(k, (f32(), 3), ("Loop-carried", "i"))
