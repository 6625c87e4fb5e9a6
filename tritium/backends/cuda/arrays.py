"""CUDA memory given as kernel arguments -> pointer arguments (`runtime.arguments.ArrayArg` with device 'cuda:N').

Understood: torch CUDA tensors, CuPy arrays and anything with `__cuda_array_interface__` (CAI,
versions 0-3), and DLPack producers whose `__dlpack_device__()` is (kDLCUDA = 2, N) or
(kDLCUDAManaged = 13, N). Only the address, element type and device are read: the kernel gets a
pointer, the caller keeps the object alive for the launch. This is the slow path (the jit binder
handles torch CUDA tensors inline); it runs on a binder's generic path and in `runtime.arguments.as_array_arg`.
"""
from __future__ import annotations

import ctypes

import numpy as np

K_DL_CUDA, K_DL_CUDA_MANAGED = 2, 13


def adapt(x):
    """An ArrayArg for CUDA memory, or None if `x` is not CUDA memory."""
    if hasattr(x, "data_ptr") and hasattr(x, "is_cuda"):  # torch: only its CUDA tensors are ours
        return _tensor_like(x) if x.is_cuda else None
    if hasattr(x, "data_ptr") and hasattr(x, "dtype") and getattr(getattr(x, "device", None), "type", None) == "cuda":
        return _tensor_like(x)  # a tensor's stand-in (flag_gems' StridedBuffer: data_ptr, dtype, device)
    try:
        cai = x.__cuda_array_interface__
    except AttributeError:  # absent, or a producer saying "not CUDA memory"
        cai = None
    if cai is not None:
        return _cai(x, cai)
    dev = getattr(x, "__dlpack_device__", None)
    if dev is not None:
        try:
            kind, index = dev()
        except (ValueError, TypeError, RuntimeError):  # a device DLPack cannot describe
            return None
        if int(kind) in (K_DL_CUDA, K_DL_CUDA_MANAGED):
            return _dlpack(x, int(index))
    return None


def _array_arg(ptr, dtype, base, nbytes, device):
    from ..arguments import ArrayArg
    return ArrayArg(ptr, dtype, base, nbytes, device)


def _tensor_like(x):
    """What Triton reads of a torch tensor or a stand-in for one: `data_ptr()`, `dtype` and `device`; its extent
    from `untyped_storage()` where it has one (the sanitizer's bounds), else from the pointer on."""
    from ...frontend import dtypes as tdt
    ptr = int(x.data_ptr())
    index = getattr(x.device, "index", None)
    if index is None:
        index = pointer_device(ptr) if ptr else None
    if index is None:
        from .driver import current_device
        index = current_device()
    storage = getattr(x, "untyped_storage", None)
    st = storage() if callable(storage) else None
    base, nbytes = (st.data_ptr(), st.nbytes()) if st is not None else (ptr, 0)
    return _array_arg(ptr, tdt.from_array_dtype(x.dtype), base, nbytes, f"cuda:{index}")


def _extent(shape, strides, itemsize) -> int:
    """Bytes from the lowest to the highest element an array view may touch."""
    if not shape or 0 in shape:
        return itemsize if not shape else 0
    if strides is None:
        return int(np.prod(shape)) * itemsize
    return sum((n - 1) * abs(s) for n, s in zip(shape, strides)) + itemsize


def _cai(x, cai: dict):
    from ...frontend import dtypes as tdt
    ptr = int(cai["data"][0] or 0)
    dt = np.dtype(cai["typestr"])
    dtype = tdt.from_array_dtype(dt)
    shape = tuple(cai.get("shape", ()))
    nbytes = _extent(shape, cai.get("strides"), dt.itemsize)
    dev = getattr(x, "device", None)
    index = getattr(dev, "id", None)  # CuPy
    if not isinstance(index, int):
        index = pointer_device(ptr) if ptr else None
    if index is None:
        from .driver import current_device
        index = current_device()
    return _array_arg(ptr, dtype, ptr, nbytes, f"cuda:{index}")


def pointer_device(ptr: int) -> int:
    """The device a CUDA allocation lives on (cuPointerGetAttribute)."""
    from .driver import CUDAError, bindings, call, init
    init()
    cu = bindings()
    try:
        return int(call(cu.cuPointerGetAttribute, cu.CUpointer_attribute.CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, ptr,
                        what="cuPointerGetAttribute(DEVICE_ORDINAL)"))
    except CUDAError as e:
        raise ValueError(f"a __cuda_array_interface__ pointer {ptr:#x} is not CUDA device memory ({e.code})") from None


class _DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class _DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class _DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device", _DLDevice), ("ndim", ctypes.c_int32), ("dtype", _DLDataType),
                ("shape", ctypes.POINTER(ctypes.c_int64)), ("strides", ctypes.POINTER(ctypes.c_int64)),
                ("byte_offset", ctypes.c_uint64)]


# DLPack (type code, bits) -> NumPy/torch dtype name tritium knows
_DL_TYPES = {(0, 8): "int8", (0, 16): "int16", (0, 32): "int32", (0, 64): "int64", (1, 8): "uint8", (1, 16): "uint16",
             (1, 32): "uint32", (1, 64): "uint64", (2, 16): "float16", (2, 32): "float32", (2, 64): "float64",
             (4, 16): "bfloat16", (6, 8): "bool"}

_get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
_get_pointer.restype = ctypes.c_void_p
_get_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]


def _dlpack(x, index: int, kind: str = "cuda"):
    """Read the DLTensor of an unconsumed `__dlpack__()` capsule; the capsule's own destructor
    releases it (the producer's memory stays alive with `x`). `kind`: the device name of the
    ArrayArg ('cuda'; the xpu driver reads oneAPI tensors with 'xpu')."""
    from ...frontend import dtypes as tdt
    capsule = x.__dlpack__()
    t = _DLTensor.from_address(_get_pointer(capsule, b"dltensor"))
    key = (t.dtype.code, t.dtype.bits)
    if key not in _DL_TYPES or t.dtype.lanes != 1:
        raise TypeError(f"tritium has no dtype for DLPack elements of type code {key[0]}, {key[1]} bits, "
                        f"{t.dtype.lanes} lanes")
    dtype = tdt.from_array_dtype(_DL_TYPES[key])
    ptr = (t.data or 0) + t.byte_offset
    shape = tuple(t.shape[i] for i in range(t.ndim))
    strides = tuple(t.strides[i] * t.dtype.bits // 8 for i in range(t.ndim)) if t.strides else None
    nbytes = _extent(shape, strides, max(1, t.dtype.bits // 8))
    del capsule
    return _array_arg(ptr, dtype, ptr, nbytes, f"{kind}:{t.device.device_id if t.device.device_id >= 0 else index}")
