"""Kernel arguments as the launch path sees them: arrays and tensors (host, or a device's through
its driver) -> `ArrayArg` (address, element type, reachable extent, device); `reinterpret` views;
a TensorDescriptor's leaves; a Python scalar's Triton type; the bytes a view spans, which the
sanitizer checks a debug kernel's accesses against (`_sanitizer_buffers` for @jit launches,
runtime/launch.py for tritium.compile's kernels).
"""
from __future__ import annotations

import sys

import numpy as np

from ..frontend import dtypes as tdt
from ..frontend.function import KernelFunction
from ..frontend.values import constexpr


class ArrayArg:
    """A pointer argument: address, element dtype, the extent of the memory it may reach, and where
    that memory is: `device` None for host memory, else e.g. 'cuda:0'."""
    __slots__ = ("ptr", "dtype", "base", "nbytes", "device")

    def __init__(self, ptr, dtype, base, nbytes, device=None):
        self.ptr, self.dtype, self.base, self.nbytes, self.device = ptr, dtype, base, nbytes, device


class TensorWrapper:
    """A tensor whose memory a kernel reads as another element type (Triton's `reinterpret`): the
    kernel's pointer argument gets `dtype` (a `tl.dtype`, e.g. `tl.uint16` or `tl.float8e5`) while
    the memory stays `base`'s."""

    def __init__(self, base, dtype):
        self.dtype = dtype
        self.base = base
        self.data = getattr(base, "data", None)
        self.device = getattr(base, "device", None)
        self.shape = base.shape

    def data_ptr(self):
        return self.base.data_ptr()

    def stride(self, *args):
        return self.base.stride(*args)

    def element_size(self):
        return self.base.element_size()

    def numel(self):
        return self.base.numel()

    def cpu(self):
        return TensorWrapper(self.base.cpu(), self.dtype)

    def copy_(self, other):
        self.base.copy_(other.base if isinstance(other, TensorWrapper) else other)

    def clone(self):
        return TensorWrapper(self.base.clone(), self.dtype)

    def to(self, device):
        return TensorWrapper(self.base.to(device), self.dtype)

    def new_empty(self, sizes):
        return TensorWrapper(self.base.new_empty(sizes), self.dtype)

    def __str__(self):
        return f"TensorWrapper[{self.dtype}]({self.base})"


def reinterpret(tensor, dtype):
    """`tensor`'s memory seen by kernels as elements of `dtype` (same size in bytes, e.g. int16 as
    uint16 or float8); reinterpreting back to the tensor's own type gives the tensor."""
    if isinstance(tensor, TensorWrapper):
        if dtype == tensor.base.dtype:
            return tensor.base
        return TensorWrapper(tensor.base, dtype)
    if (hasattr(tensor, "data_ptr") and hasattr(tensor, "dtype")) or isinstance(tensor, np.ndarray):
        return TensorWrapper(tensor, dtype)  # NumPy arrays too (NumPy has no fp8: uint8 bytes as float8)
    raise TypeError(f"Cannot reinterpret a {type(tensor)}.")


def _owner(a: np.ndarray) -> np.ndarray:
    while isinstance(a.base, np.ndarray):
        a = a.base
    return a


def as_array_arg(x) -> ArrayArg | None:
    """NumPy arrays and CPU torch tensors -> host ArrayArg; device memory (CUDA torch tensors, CuPy
    arrays, `__cuda_array_interface__`, DLPack CUDA tensors, a driver's own array types) -> ArrayArg
    with its device, through the backends' drivers (`Driver.adapt`); None if `x` is not array-like."""
    if isinstance(x, np.ndarray):
        owner = _owner(x)
        lo, hi = np.lib.array_utils.byte_bounds(owner) if hasattr(np.lib, "array_utils") else np.byte_bounds(owner)
        return ArrayArg(x.__array_interface__["data"][0], tdt.from_array_dtype(x.dtype), lo, hi - lo)
    if isinstance(x, TensorWrapper):  # triton.reinterpret: the base's memory, the wrapper's element type
        arr = as_array_arg(x.base)
        if arr is None:
            raise TypeError(f"reinterpret() of a {type(x.base).__name__}: not an array")
        dtype = x.dtype.value if isinstance(x.dtype, constexpr) else x.dtype
        if not isinstance(dtype, tdt.dtype):
            raise TypeError(f"reinterpret() needs a tl dtype (tl.uint16, tl.float8e5, ...), got {x.dtype!r}")
        return ArrayArg(arr.ptr, dtype, arr.base, arr.nbytes, arr.device)
    if hasattr(x, "data_ptr") and hasattr(x, "dtype"):
        dev = getattr(x, "device", None)
        if dev is not None and getattr(dev, "type", "cpu") != "cpu":
            return _device_array(x, f"a tensor on {dev}")
        st = x.untyped_storage()
        return ArrayArg(x.data_ptr(), tdt.from_array_dtype(x.dtype), st.data_ptr(), st.nbytes())
    if hasattr(x, "__cuda_array_interface__") or hasattr(x, "__dlpack_device__"):
        arr = _device_array(x, None)
        if arr is not None:
            return arr
    if hasattr(x, "__array_interface__") and not isinstance(x, np.generic):
        return as_array_arg(np.asarray(x))
    if type(x).__module__.partition(".")[0] not in ("builtins", "numpy"):
        return _device_array(x, None)  # a driver's own array type (pyopencl arrays for xpu)
    return None


def _device_array(x, what):
    """Ask each installed driver to adapt device memory; `what` set: an error if none can."""
    from .registry import drivers
    for d in drivers().values():
        arr = d.adapt(x)
        if arr is not None:
            return arr
    if what is None:
        return None
    raise RuntimeError(f"{what}: no installed tritium backend runs kernels on that device")


def is_tensor_descriptor(x) -> bool:
    """Whether `x` is a host TensorDescriptor. Its module is not imported for the question: no
    instance exists before a program imports it (which spares every first launch a dataclass)."""
    mod = sys.modules.get("tritium.tools.tensor_descriptor")
    return mod is not None and isinstance(x, mod.TensorDescriptor)


def descriptor_leaves(d, where):
    """(ArrayArg of the base, shape ints, strides ints but the last) of a host TensorDescriptor."""
    arr = as_array_arg(d.base)
    if arr is None:
        raise TypeError(f"{where}: the base of a TensorDescriptor must be an array or tensor, "
                        f"got {type(d.base).__name__}")
    shape, strides = [int(s) for s in d.shape], [int(s) for s in d.strides]
    for s in shape:
        if not 0 <= s < 2**31:
            raise ValueError(f"{where}: TensorDescriptor shape {shape} does not fit in int32")
    for s in strides:
        if not -2**63 <= s < 2**63:
            raise ValueError(f"{where}: TensorDescriptor strides {strides} do not fit in int64")
    if not strides or strides[-1] != 1 or len(shape) != len(strides) or len(d.block_shape) != len(shape):
        raise ValueError(f"{where}: a TensorDescriptor needs shape, strides and block_shape of one rank and a "
                         f"last stride of 1, got shape {shape}, strides {strides}, block_shape {list(d.block_shape)}")
    return arr, shape, strides[:-1]


def type_of_scalar(v):
    """Python / NumPy scalar -> tl dtype, Triton's way (int by range, float -> fp32, bool -> int1)."""
    if isinstance(v, (bool, np.bool_)):
        return tdt.int1
    if isinstance(v, np.generic):
        return tdt.from_array_dtype(v.dtype)
    if isinstance(v, int):
        if -2**31 <= v < 2**31:
            return tdt.int32
        if -2**63 <= v < 2**63:
            return tdt.int64
        if 0 <= v < 2**64:
            return tdt.uint64
        raise OverflowError(f"integer argument {v} is too large for 64 bits")
    if isinstance(v, float):
        return tdt.float32
    return None


# ---------------------------------------------------------------------- the sanitizer's buffers
def _sanitizer_buffers(fn, values, args, kwargs, runtime=None) -> list | None:
    """Per runtime argument of a launch (tuples and descriptors flattened, in kernel order): the
    `errors.Buffer` of a pointer (the argument's name, the address passed, the bytes its
    array or tensor view spans), None for a scalar or a pointer of unknown extent. None when the
    arguments do not line up with `values` (nothing is checked then)."""
    from ..errors import Buffer
    try:
        bound, _ = fn.bind(args, kwargs)
        if runtime is None:
            _, _, runtime = fn.specialize(bound)
    except Exception:  # noqa: BLE001 - the launch itself reports bad arguments
        return None
    if len(runtime) != len(values):
        return None
    names: list = []  # the array leaves of the arguments, in the order specialize() lists them
    objs: list = []

    def leaves(name, v):
        if isinstance(v, tuple):
            for i, x in enumerate(v):
                leaves(f"{name}[{i}]", x)
        elif is_tensor_descriptor(v):
            names.append(f"{name}.base")
            objs.append(v.base)
        elif v is not None and not isinstance(v, (constexpr, KernelFunction)) and as_array_arg(v) is not None:
            names.append(name)
            objs.append(v)

    for p in fn.params:
        if not p.is_constexpr:
            leaves(p.name, bound[p.name])
    out: list = []
    arrays = iter(zip(names, objs))
    for (p, v), value in zip(runtime, values):
        if not isinstance(v, ArrayArg):
            out.append(None)
            continue
        name, obj = next(arrays, (p.name, None))
        if v.ptr != value:
            return None
        lo, hi = _view_span(obj, v)
        out.append(Buffer(name, v.ptr, lo, hi))
    return out


def _view_span(x, arr: ArrayArg) -> tuple[int, int]:
    """The bytes [lo, hi) an array or tensor view spans (not its whole allocation: a slice's
    neighbours are outside it); the allocation's where the view's layout is not known."""
    if isinstance(x, TensorWrapper):
        x = x.base
    if isinstance(x, np.ndarray):
        if x.size == 0:
            return arr.ptr, arr.ptr
        lo, hi = np.lib.array_utils.byte_bounds(x) if hasattr(np.lib, "array_utils") else np.byte_bounds(x)
        return int(lo), int(hi)
    if hasattr(x, "data_ptr") and hasattr(x, "stride") and hasattr(x, "shape") and hasattr(x, "element_size"):
        try:
            shape, strides, size = tuple(x.shape), tuple(x.stride()), int(x.element_size())
        except Exception:  # noqa: BLE001 - not a torch-like tensor after all
            return int(arr.base), int(arr.base) + int(arr.nbytes)
        if any(n == 0 for n in shape):
            return arr.ptr, arr.ptr
        low = sum((n - 1) * s for n, s in zip(shape, strides) if s < 0)
        high = sum((n - 1) * s for n, s in zip(shape, strides) if s > 0)
        return arr.ptr + low * size, arr.ptr + (high + 1) * size
    return int(arr.base), int(arr.base) + int(arr.nbytes)
