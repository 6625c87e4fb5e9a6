"""The in-tree xpu backend (Intel GPUs; SPIR-V for any OpenCL device), registered through the
`tritium.backends` entry point.

Importing it is cheap and needs no GPU: pyopencl, the Level Zero loader and ocloc are looked for
when a kernel is loaded or compiled for a GPU.
"""
from .compiler import XPUBackend
from .driver import XPUDriver

backend = XPUBackend()
driver = XPUDriver()

__all__ = ["XPUBackend", "XPUDriver", "backend", "driver"]
