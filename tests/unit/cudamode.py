"""The test harness's `cuda` mode: run a kernel launch written for host arrays on the GPU.

`launch_on_gpu(kernel, grid, args, kwargs)` copies the memory behind every NumPy array and CPU torch
tensor argument (tuples included) to the GPU, launches with CUDA torch tensors at the same offsets,
dtypes, shapes and strides, synchronises, and copies every byte back into the original host memory,
so the interpreter tests run unchanged. Arguments viewing the same memory (views of one base array,
one array passed twice) share one device buffer, as they share memory on the host. Each device
buffer starts at the host memory's address modulo 256, so pointer alignment (and with it the
specialisation facts) is the same as on the host.

`cuda_mode_available()` says whether the mode can run here: torch with CUDA, tritium's CUDA driver
and the GPU lowering (tritium.codegen.gpu) present.
"""
from __future__ import annotations

import ctypes
import functools
import os
import importlib.util

import numpy as np

# the harness's own self-test sets "cpu" to check the copying on machines without a GPU;
# TRITIUM_TEST_CUDA_DEVICE=cuda:1 runs every suite on the second GPU, =cuda:alternate on each GPU in
# turn, launch after launch, from the one thread (tests/cuda/test_multi_gpu.py says how they ran)
DEVICE = os.environ.get("TRITIUM_TEST_CUDA_DEVICE", "cuda")
_launches = [0]


def _launch_device() -> str:
    if DEVICE != "cuda:alternate":
        return DEVICE
    import torch
    _launches[0] += 1
    return f"cuda:{_launches[0] % torch.cuda.device_count()}"


@functools.lru_cache(maxsize=None)
def cuda_mode_available() -> bool:
    try:
        import torch
        if not torch.cuda.is_available():
            return False
        if importlib.util.find_spec("tritium.codegen.gpu") is None:
            return False
        from tritium.backends.registry import drivers
        d = drivers().get("cuda")
        return d is not None and d.is_available()
    except Exception:  # noqa: BLE001 - any failure: no cuda mode
        return False


def _root(a: np.ndarray) -> np.ndarray:
    while isinstance(a.base, np.ndarray):
        a = a.base
    return a


def _bounds(a: np.ndarray) -> tuple[int, int]:
    f = np.lib.array_utils.byte_bounds if hasattr(np.lib, "array_utils") else np.byte_bounds
    return f(a)


class _Copies:
    """The host memory spans of one launch's array arguments and their device copies."""

    def __init__(self, device: str):
        self.device = device
        self.spans = []  # [lo, hi, writeback]
        self.dev = []  # per merged span: (lo, hi, writeback, host uint8 tensor, device uint8 tensor)

    # pass 1: where the host memory is
    def collect(self, x):
        import torch
        from tritium.runtime.jit import TensorWrapper
        if isinstance(x, tuple):
            for v in x:
                self.collect(v)
        elif isinstance(x, TensorWrapper):  # triton.reinterpret: its base's memory
            self.collect(x.base)
        elif isinstance(x, np.ndarray):
            root = _root(x)
            lo, hi = _bounds(root)
            self.spans.append([lo, max(hi, lo + 1), bool(root.flags.writeable)])
        elif isinstance(x, torch.Tensor) and x.device.type == "cpu":
            st = x.untyped_storage()
            self.spans.append([st.data_ptr(), st.data_ptr() + max(st.nbytes(), 1), True])

    # merge overlapping spans, copy each to the GPU
    def upload(self):
        import torch
        merged = []
        for lo, hi, wb in sorted(self.spans):
            if merged and lo < merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], hi)
                merged[-1][2] = merged[-1][2] and wb
            else:
                merged.append([lo, hi, wb])
        for lo, hi, wb in merged:
            n = hi - lo
            host = torch.from_numpy(np.ctypeslib.as_array((ctypes.c_uint8 * n).from_address(lo)))
            buf = torch.empty(n + 256, dtype=torch.uint8, device=self.device)
            start = (lo - buf.data_ptr()) % 256
            dev = buf[start:start + n]
            dev.copy_(host)
            self.dev.append((lo, hi, wb, host, dev))

    def _device_bytes(self, addr: int):
        for lo, hi, _, _, dev in self.dev:
            if lo <= addr < hi or addr == lo:
                return dev, addr - lo
        raise AssertionError(f"address {addr:#x} is in no copied span")

    @staticmethod
    def _view(dev, byte_off: int, dtype, shape, strides_bytes, itemsize: int):
        """A CUDA tensor of `dtype` over `dev` starting `byte_off` bytes in, with this shape/strides
        (in bytes); a 1-element tensor at that address when the strides cannot be expressed (negative)."""
        import torch
        if byte_off % itemsize:
            raise AssertionError("cuda mode: a misaligned host array cannot be viewed on the GPU")
        base = dev.untyped_storage()
        off = (dev.data_ptr() - base.data_ptr() + byte_off) // itemsize
        t = torch.empty(0, dtype=dtype, device=dev.device)
        if all(s >= 0 and s % itemsize == 0 for s in strides_bytes):
            return t.set_(base, off, tuple(shape), tuple(s // itemsize for s in strides_bytes))
        return t.set_(base, off, (1,), (1,))

    # pass 2: device tensors in place of the host arrays
    def convert(self, x):
        import torch
        from tritium.runtime.jit import TensorWrapper
        if isinstance(x, tuple):
            items = [self.convert(v) for v in x]
            return type(x)(*items) if hasattr(x, "_fields") else tuple(items)  # named tuples keep their type
        if isinstance(x, TensorWrapper):
            return TensorWrapper(self.convert(x.base), x.dtype)
        if isinstance(x, np.ndarray):
            ptr = x.__array_interface__["data"][0]
            dev, off = self._device_bytes(ptr)
            dtype = torch.from_numpy(np.empty(0, x.dtype)).dtype
            return self._view(dev, off, dtype, x.shape, x.strides, x.dtype.itemsize)
        if isinstance(x, torch.Tensor) and x.device.type == "cpu":
            dev, off = self._device_bytes(x.data_ptr())
            item = x.element_size()
            return self._view(dev, off, x.dtype, x.shape, [s * item for s in x.stride()], item)
        return x

    def download(self):
        for _, _, wb, host, dev in self.dev:
            if wb:
                host.copy_(dev)


def launch_on_gpu(kernel, grid, args, kwargs):
    import torch
    device = _launch_device()
    c = _Copies(device)
    for a in list(args) + list(kwargs.values()):
        c.collect(a)
    c.upload()
    dargs = [c.convert(a) for a in args]
    dkw = {k: c.convert(v) for k, v in kwargs.items()}
    try:
        return kernel[grid](*dargs, **dkw)
    finally:
        if device.startswith("cuda"):
            torch.cuda.synchronize(device)
        c.download()
