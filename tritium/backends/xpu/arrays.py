"""Intel GPU memory given as kernel arguments -> pointer arguments (`runtime.arguments.ArrayArg` on 'xpu:N').

Understood: torch XPU tensors (`tensor.device.type == "xpu"`; their data pointers are Level Zero
USM addresses), DLPack producers whose `__dlpack_device__()` is (kDLOneAPI = 14, N), and the OpenCL
driver's own memory: pyopencl arrays allocated as shared virtual memory
(`pyopencl.tools.SVMAllocator` in the context `opencl.context(N)` gives, or any context on a device
that reads host memory). Only the address, element type, extent and device are read; the caller
keeps the object alive for the launch.
Host memory is not adapted here: NumPy arrays and CPU tensors reach an xpu kernel directly where
the device reads host memory (Intel's CPU OpenCL runtime), see driver.py.
"""
from __future__ import annotations

K_DL_ONEAPI = 14


def _pyopencl_array(x):
    """A pyopencl array -> ArrayArg on 'xpu:N' (N: its queue's device among the OpenCL devices)."""
    from ...frontend import dtypes as tdt
    from ..cuda.arrays import _array_arg
    from . import opencl
    from .driver import which_driver
    data = x.base_data
    if not hasattr(data, "svm_ptr"):
        raise TypeError("a pyopencl array in a cl.Buffer has no address a kernel can take: allocate it as shared "
                        "virtual memory, e.g. pyopencl.array.empty(queue, n, dtype, allocator="
                        "pyopencl.tools.SVMAllocator(ctx, queue=queue)) with (ctx, queue) = "
                        "tritium.backends.xpu.opencl.context()")
    if which_driver() != "opencl":
        raise RuntimeError("pyopencl memory reaches xpu kernels through the OpenCL driver, but Level Zero is in use "
                           "here: set TRITIUM_XPU_DRIVER=opencl")
    devs = opencl.devices()
    index = next((i for i, d in enumerate(devs) if d.int_ptr == x.queue.device.int_ptr), None)
    if index is None:
        raise RuntimeError(f"the pyopencl array is on {x.queue.device.name}, which is not an OpenCL device that "
                           "takes SPIR-V")
    ctx, _, dev = opencl.context(index)
    if x.context.int_ptr != ctx.int_ptr and not opencl.reads_host_memory(dev):
        raise RuntimeError("the pyopencl array was allocated in another OpenCL context: kernels run in "
                           f"tritium.backends.xpu.opencl.context({index}); allocate the array there")
    ptr = int(data.svm_ptr) + int(x.offset)
    return _array_arg(ptr, tdt.from_array_dtype(x.dtype), int(data.svm_ptr), int(data.size), f"xpu:{index}")


def adapt(x):
    """An ArrayArg for Intel GPU memory, or None if `x` is not."""
    from ..cuda.arrays import _array_arg, _dlpack
    if type(x).__module__.startswith("pyopencl") and hasattr(x, "base_data") and hasattr(x, "queue"):
        return _pyopencl_array(x)
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
