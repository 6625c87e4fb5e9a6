"""`tl.extra`: Triton's extra libraries. `tl.extra.libdevice` (and `tl.extra.cuda.libdevice`, the same
functions) is the CUDA libdevice math library; see libdevice.py."""
from . import cuda, libdevice  # noqa: F401

__all__ = ["cuda", "libdevice"]
