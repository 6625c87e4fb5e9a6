"""CompilationError tests, part 2: unsupported syntax, names and calls, control flow, helpers (see test_errors.py)."""
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
    NOT_CONSTEXPR_GLOBAL, CONSTEXPR_GLOBAL, plain_python_function, add_one, branchy_return)


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


def test_list_comprehension_over_a_tensor():
    @tritium.jit(interpret=True)
    def k(X):
        xs = [i for i in tl.arange(0, 4)]  # ERR
        tl.store(X, 1.0)
    expect_error(k, (f32(),), "comprehension")


def test_list_comprehension_dynamic_condition():
    @tritium.jit(interpret=True)
    def k(X):
        x = tl.load(X)
        xs = [i for i in range(4) if x > i]  # ERR
        tl.store(X, 1.0)
    expect_error(k, (f32(),), "constexpr")


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


