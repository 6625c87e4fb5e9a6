"""The in-tree CUDA backend (NVIDIA GPUs), registered through the `tritium.backends` entry point.

Importing it is cheap and needs neither a GPU nor cuda-bindings: the driver imports
`cuda.bindings` on first use, the toolchain looks for ptxas when a kernel is compiled.
"""
from .compiler import ARCHS, CUDABackend
from .driver import CUDADriver

backend = CUDABackend()
driver = CUDADriver()

__all__ = ["ARCHS", "CUDABackend", "CUDADriver", "backend", "driver"]
