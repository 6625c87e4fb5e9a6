"""CompilationError tests, part 3: mistakes inside @jit helpers, caret columns and more (see test_errors.py)."""
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
    bad_helper, block_cond_helper, noinline_helper, recursive_helper, pick_config, inner_bad_helper, middle_helper)


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
    # compiled only: Triton's interpreter runs a noinline helper as Python (test_triton_api covers it)
    @tritium.jit(interpret=False)
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

