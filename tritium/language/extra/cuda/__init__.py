"""`tl.extra.cuda`: Triton's CUDA extras; `libdevice` is `tl.extra.libdevice` under this name."""
from . import libdevice  # noqa: F401

__all__ = ["libdevice"]
