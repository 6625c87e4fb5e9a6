"""Intel GPU memory given as kernel arguments -> pointer arguments (`jit.ArrayArg` on 'xpu:N').

Understood: torch XPU tensors (`tensor.device.type == "xpu"`; their data pointers are Level Zero
USM addresses) and DLPack producers whose `__dlpack_device__()` is (kDLOneAPI = 14, N). Only the
address, element type and device are read; the caller keeps the object alive for the launch.
Host memory is not adapted here: NumPy arrays and CPU tensors reach an xpu kernel directly where
the device reads host memory (Intel's CPU OpenCL runtime), see driver.py.
"""
from __future__ import annotations

K_DL_ONEAPI = 14


def adapt(x):
    """An ArrayArg for Intel GPU memory, or None if `x` is not."""
    from ..cuda.arrays import _array_arg, _dlpack
    dev = getattr(x, "device", None)
    if hasattr(x, "data_ptr") and getattr(dev, "type", None) is not None:  # torch
        if dev.type != "xpu":
            return None
        from ...frontend import dtypes as tdt
        st = x.untyped_storage()
        index = dev.index if dev.index is not None else 0
        return _array_arg(x.data_ptr(), tdt.from_array_dtype(x.dtype), st.data_ptr(), st.nbytes(), f"xpu:{index}")
    probe = getattr(x, "__dlpack_device__", None)
    if probe is None:
        return None
    try:
        kind, index = probe()
    except (ValueError, TypeError, RuntimeError):
        return None
    return _dlpack(x, int(index), "xpu") if int(kind) == K_DL_ONEAPI else None
