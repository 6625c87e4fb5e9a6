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

from errorutil import MARKER, expect_error, f32, i32, marker_lines  # noqa: E402,F401

THIS_FILE = os.path.realpath(__file__)


from error_kernels import (  # noqa: E402
    needs_block)


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




# ------------------------------------------------------------------ Triton's report format (issue 8)
def test_triton_relative_location_and_message_last():
    @tritium.jit(interpret=True)
    def k(X):
        tl.store(X, 1.0)
        0 + "a"  # ERR
    err = expect_error(k, (f32(),), "unsupported operand")
    lines = str(err).splitlines()
    assert "at 3:4:" in lines[0] and "in k()" in lines[0], str(err)  # line 1 is the `def`, dedented columns
    assert lines[-1] == err.message


def _nested_bad_helper(x):
    return x + undefined_name  # noqa: F821  # ERR


_nested_bad_helper = tritium.jit(_nested_bad_helper)


def test_error_in_helper_chains_call_site():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X)
        y = _nested_bad_helper(x)  # the call site
        tl.store(X, y)
    err = expect_error(k, (f32(),), "not defined", at=_nested_bad_helper)
    assert "at 2:15:" in str(err) and "called from k() at 3:8:" in str(err), str(err)
    inner = err.__cause__
    assert isinstance(inner, tritium.CompilationError) and "called from" not in str(inner)
    assert inner.lineno == err.lineno


SHAPE_MISTAKE = '''\
import numpy as np
import tritium
import tritium.language as tl


@tritium.jit
def k(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    flag = tl.full((BLOCK,), 1, tl.uint32)
    x = tl.where(flag, tl.load(x_ptr + offs), 0.0)
    tl.store(x_ptr + offs, x + tl.arange(0, 2 * BLOCK))


x = np.ones(16, np.float32)
try:
    k[(1,)](x, BLOCK=16)
except tritium.CompilationError as e:
    print("cause:", type(e.__cause__).__name__)
    raise
'''


@pytest.mark.parametrize("interpret", ["0", "1"])
def test_a_kernel_mistake_is_printed_once_and_its_warning_names_the_kernel_line(tmp_path, interpret):
    """The located error is the whole report (its KernelError cause, still `__cause__` as in Triton, is
    not printed again above it), and a warning about kernel code points at the kernel's line."""
    import subprocess
    script = tmp_path / "shapes.py"
    script.write_text(SHAPE_MISTAKE)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TRITIUM_", "TRITON_"))}
    env.update(TRITIUM_CACHE_DIR=str(tmp_path / "cache"), TRITIUM_INTERPRET=interpret, PYTHONWARNINGS="default")
    r = subprocess.run([sys.executable, str(script)], env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 1 and r.stdout.strip() == "cause: KernelError", r.stdout + r.stderr
    err = r.stderr
    assert err.count("incompatible shapes") == 1 and "direct cause" not in err and "KernelError" not in err, err
    assert f"{script}:11:" in err and err.rstrip().endswith("incompatible shapes [16] and [32]: axis 0 has 16 and 32"), err
    warning = [ln for ln in err.splitlines() if "non-boolean condition" in ln]
    assert len(warning) == 1 and warning[0].startswith(f"{script}:10: UserWarning: tl.where"), err


def test_unary_op_on_tuple_is_unsupported_construct():
    from tritium.frontend.errors import UnsupportedLanguageConstruct

    @tritium.jit(interpret=True)
    def k(X):
        -(0, 0)  # ERR
        tl.store(X, 1.0)
    err = expect_error(k, (f32(),), "unary operator -")
    assert isinstance(err, UnsupportedLanguageConstruct) and err.__cause__ is None


def test_where_non_bool_condition_warns():
    @tritium.jit(interpret=True)
    def k(X):
        a = tl.full((16,), 1, tl.uint32)
        tl.store(X + tl.arange(0, 16), tl.where(a, 1.0, 2.0))
    x = f32()
    with pytest.warns(UserWarning, match="non-boolean condition"):
        k[(1,)](x)
    assert (x == 1.0).all()


def test_max_num_imprecise_acc_above_k():
    @tritium.jit(interpret=True)
    def k(X):
        a = tl.full((64, 64), 0.0, tl.float8e5)
        c = tl.dot(a, a, max_num_imprecise_acc=128)  # ERR
        tl.store(X + tl.arange(0, 64), tl.sum(c, 1))
    expect_error(k, (f32(64),), "max_num_imprecise_acc (128) must be <= K (64)")


def test_store_through_const_pointer():
    @tritium.jit(interpret=True)
    def k(X: tl.const, Y):
        tl.store(X, tl.load(Y))  # ERR
    err = expect_error(k, (f32(), f32()), "Cannot store to a constant pointer")
    assert err.error_message == err.message


def test_const_and_plain_pointer_mismatch_in_if():
    @tritium.jit(interpret=True)
    def k(X: tl.const, Y, c):
        if c > 0:  # ERR
            p = X
        else:
            p = Y
        tl.store(p, 1.0)
    expect_error(k, (f32(), f32(), 3), "Mismatched type for p")  # constness is part of the type


def test_expand_dims_axis_messages():
    @tritium.jit(interpret=True)
    def k(X):
        t = tl.expand_dims(tl.arange(0, 16), -3)  # ERR
        tl.store(X + tl.arange(0, 16), 1.0)
    err = expect_error(k, (f32(),), "invalid axis -3")
    assert str(err.__cause__).startswith("invalid axis -3")

    @tritium.jit(interpret=True)
    def k2(X):
        t = tl.expand_dims(tl.arange(0, 16), (0, -3))  # ERR
        tl.store(X + tl.arange(0, 16), 1.0)
    expect_error(k2, (f32(),), "duplicate axes, normalized axes = [0, 0]")


def test_a_kernel_without_source_code_says_where_to_define_it():
    """Defined from a string (as `python -c` or exec() define it), a kernel has no source for the
    frontend to read: OSError (as inspect and Triton raise) with a message that says what to do."""
    code = "import tritium\n@tritium.jit\ndef no_source(X):\n    pass\n"
    with pytest.raises(OSError, match=r"@jit needs the source code of no_source .* define the kernel in a \.py file"):
        exec(compile(code, "<string>", "exec"), {})
