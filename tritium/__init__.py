"""tritium: a Triton-language kernel compiler written in Python."""
from . import knobs, language  # noqa: F401
from .compiler import ASTSource, CompiledKernel, compile, compile_ttir  # noqa: F401
from .errors import TritonError  # noqa: F401
from .frontend.errors import CompilationError  # noqa: F401
from .frontend.markers import aggregate, constexpr_function, must_use_result  # noqa: F401
from . import runtime, testing  # noqa: F401
from .runtime.autotuner import Config, KernelInterface, autotune, heuristics  # noqa: F401
from .runtime.jit import JITFunction, TensorWrapper, jit, reinterpret  # noqa: F401
from .runtime._allocation import set_allocator  # noqa: F401

__version__ = "0.1.0"


@constexpr_function
def cdiv(x, y):
    """Ceiling division of integers."""
    return (x + y - 1) // y


@constexpr_function
def next_power_of_2(n: int) -> int:
    """The smallest power of 2 >= n (1 for n <= 1)."""
    n = int(n)
    return 1 if n <= 1 else 1 << (n - 1).bit_length()
