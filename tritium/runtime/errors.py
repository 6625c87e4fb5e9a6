"""Errors raised while running kernels, under Triton's names (`triton.runtime.errors`)."""
from __future__ import annotations

from ..backends.base import BackendCompileError, OutOfResources  # noqa: F401 - re-exported
from ..errors import TritonError


class InterpreterError(TritonError, RuntimeError):
    """The reference interpreter refused a kernel's behaviour (an out-of-bounds access, a false
    `tl.assume`, ...)."""


class PTXASError(BackendCompileError):
    """Triton's name for a ptxas failure; the CUDA backend's PTXASError derives from it."""


class AutotunerError(TritonError, RuntimeError):
    """The autotuner could not run (no config left after pruning, ...)."""
