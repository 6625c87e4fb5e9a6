"""Runtime: the JIT launch path, autotuning, the active driver and the reference interpreter."""
from . import driver  # noqa: F401
from .autotuner import Autotuner, Config, Heuristics, KernelInterface, autotune, heuristics  # noqa: F401
# `tritium.runtime.jit` stays the module (as `triton.runtime.jit` is): the decorator is `tritium.jit`
from .jit import JITFunction, TensorWrapper, reinterpret  # noqa: F401
from . import jit  # noqa: F401,E402
