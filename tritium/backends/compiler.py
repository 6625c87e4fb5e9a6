"""`triton.backends.compiler` under the alias: Triton's names for a compile target and a backend.

torch's inductor imports this module while it probes an installed Triton (`GPUTarget` for its
kernels' targets); Triton 3.6 has no `AttrsDescriptor` here, so neither does this module (torch then
takes its path for current Triton).
"""
from __future__ import annotations

from .triton_view import TritonCompiler as BaseBackend  # noqa: F401 - Triton's base class of backend compilers
from .base import Target as GPUTarget  # noqa: F401 - (backend, arch, warp_size), as Triton's

__all__ = ["BaseBackend", "GPUTarget"]
