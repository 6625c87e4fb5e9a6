"""Triton's public API names that libraries and Triton's own tests use (issue 8): the error classes
and where Triton raises them, the module layout behind `import triton`, reinterpret."""
import subprocess
import sys

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.frontend.errors import CompilationError, CompileTimeAssertionFailure, UnsupportedLanguageConstruct
from tritium.runtime.errors import InterpreterError, OutOfResources, PTXASError


@tritium.jit
def static_assert_kernel(x_ptr, N: tl.constexpr):
    tl.static_assert(N % 2 == 0, "N must be even")
    tl.store(x_ptr + tl.arange(0, N), tl.zeros((N,), tl.float32))


@tritium.jit
def with_statement_kernel(x_ptr):
    with open("x"):
        pass


def test_error_classes_derive_from_triton_error():
    for cls in (CompilationError, CompileTimeAssertionFailure, UnsupportedLanguageConstruct, InterpreterError,
                OutOfResources, PTXASError):
        assert issubclass(cls, tritium.TritonError), cls
    from tritium.backends.cuda.toolchain import PTXASError as CudaPTXASError
    assert issubclass(CudaPTXASError, PTXASError)


def test_static_assert_is_a_compile_time_assertion_failure_at_its_line():
    x = np.zeros(4, np.float32)
    with pytest.raises(CompileTimeAssertionFailure) as info:
        static_assert_kernel[(1,)](x, N=3)
    assert "N must be even" in str(info.value) and "tl.static_assert" in str(info.value)


def test_unsupported_syntax_is_an_unsupported_language_construct():
    with pytest.raises(UnsupportedLanguageConstruct):
        with_statement_kernel[(1,)](np.zeros(1, np.float32))


def test_interpreter_errors_are_interpreter_errors(monkeypatch):
    @tritium.jit
    def oob(x_ptr):
        tl.store(x_ptr + 1000, 1.0)
    monkeypatch.setenv("TRITIUM_INTERPRET", "1")
    with pytest.raises(InterpreterError, match="out-of-bounds"):
        oob[(1,)](np.zeros(4, np.float32))


def test_import_triton_gives_triton_s_module_layout():
    """Under `tritium run`, the modules Triton's tests and libraries import exist under their names
    (`triton.runtime.jit` is the module, not the decorator)."""
    code = (
        "from tritium.compat import install_triton_alias; install_triton_alias()\n"
        "import triton, triton.runtime.jit as j\n"
        "from triton.compiler.errors import CompilationError, CompileTimeAssertionFailure\n"
        "from triton.runtime.errors import InterpreterError, OutOfResources\n"
        "import triton.errors\n"
        "assert j.JITFunction is triton.JITFunction and callable(triton.jit)\n"
        "assert triton.compiler.errors.CompilationError is CompilationError\n"
        "assert issubclass(CompilationError, triton.TritonError) and triton.errors.TritonError is triton.TritonError\n"
        "assert triton.reinterpret is j.reinterpret and triton.TensorWrapper is j.TensorWrapper\n"
        "import tritium, triton.language as tl\n"
        "assert triton.__version__ == '3.6.0' and tritium.__version__ != triton.__version__\n"
        "assert triton.language is tl and triton.KernelInterface is tritium.KernelInterface\n"
        "print('ok')\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr


def test_jit_function_attributes_libraries_read(tmp_path):
    """cache_key, src from `def`, __globals__, repr / launch_metadata accepted, unknown
    do_not_specialize names ignored (as Triton does)."""
    @tritium.jit(repr=lambda meta: "named", launch_metadata=None, do_not_specialize=["n", "not_a_param"])
    def kernel(x_ptr, n, BLOCK: tl.constexpr):
        tl.store(x_ptr + tl.arange(0, BLOCK), tl.zeros((BLOCK,), tl.float32) + n)
    assert kernel.src.startswith("def kernel(")
    assert kernel.__globals__ is globals() and len(kernel.cache_key) == 64
    assert kernel.repr(None) == "named" and kernel.do_not_specialize == {1}
    x = np.full(8, np.nan, np.float32)
    kernel[(1,)](x, 3, BLOCK=8)
    np.testing.assert_array_equal(x, 3.0)
