"""Runtime: the JIT launch path, autotuning, the active driver and the reference interpreter."""
from . import driver  # noqa: F401
from .autotuner import Autotuner, Config, Heuristics, KernelInterface, autotune, heuristics  # noqa: F401
from .jit import JITFunction, jit  # noqa: F401
