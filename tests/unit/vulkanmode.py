"""The test harness's `vulkan` mode: the interpreter suites' kernels compiled by the Vulkan backend
and run on a Vulkan device (lavapipe, Mesa's CPU driver, in CI).

`launch_on_vulkan(kernel, grid, args, kwargs)` copies the memory behind every NumPy array and CPU
torch tensor argument (tuples and reinterpret wrappers included) into Vulkan buffers, launches with
`DeviceArray` views at the same offsets (each buffer keeps the host address modulo 256, so the
alignment facts match), and copies every byte back. `TRITIUM_TEST_VULKAN=0` leaves the mode out.
"""
from __future__ import annotations

import ctypes
import functools
import os

import numpy as np


@functools.lru_cache(maxsize=None)
def vulkan_mode_available() -> bool:
    if os.environ.get("TRITIUM_TEST_VULKAN", "1") == "0":
        return False
    try:
        from tritium.backends.registry import drivers
        d = drivers().get("vulkan")
        return bool(d is not None and d.is_available())
    except Exception:  # noqa: BLE001 - any failure: no vulkan mode
        return False


def _span(x):
    """(lo, hi, writeable) of the host memory behind an array argument, or None."""
    if isinstance(x, np.ndarray):
        root = x
        while isinstance(root.base, np.ndarray):
            root = root.base
        f = np.lib.array_utils.byte_bounds if hasattr(np.lib, "array_utils") else np.byte_bounds
        lo, hi = f(root)
        return lo, max(hi, lo + 1), bool(root.flags.writeable)
    if hasattr(x, "untyped_storage") and getattr(getattr(x, "device", None), "type", None) == "cpu":
        st = x.untyped_storage()
        return st.data_ptr(), st.data_ptr() + max(st.nbytes(), 1), True
    return None


def _walk(x, fn):
    from tritium.runtime.jit import TensorWrapper
    if isinstance(x, tuple):
        items = [_walk(v, fn) for v in x]
        return type(x)(*items) if hasattr(x, "_fields") else tuple(items)
    if isinstance(x, TensorWrapper):
        return TensorWrapper(_walk(x.base, fn), x.dtype)
    return fn(x)


def launch_on_vulkan(kernel, grid, args, kwargs):
    from tritium.backends.vulkan.runtime import DeviceArray, device
    spans = []

    def collect(x):
        s = _span(x)
        if s:
            spans.append(list(s))
        return x
    for a in list(args) + list(kwargs.values()):
        _walk(a, collect)
    merged = []
    for lo, hi, wb in sorted(spans):
        if merged and lo < merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], hi)
            merged[-1][2] = merged[-1][2] and wb
        else:
            merged.append([lo, hi, wb])
    dev = device(0)
    copies = []  # (lo, hi, writeback, buffer, start)
    for lo, hi, wb in merged:
        buf = dev.buffer(hi - lo + 256)
        start = (lo - buf.address) % 256
        ctypes.memmove(buf.host + start, lo, hi - lo)
        copies.append((lo, hi, wb, buf, start))

    def convert(x):
        if isinstance(x, np.ndarray):
            ptr, dtype, shape = x.__array_interface__["data"][0], x.dtype, x.shape
        elif _span(x) is not None:  # a CPU torch tensor
            import torch
            ptr, dtype, shape = x.data_ptr(), torch.empty(0, dtype=x.dtype).numpy().dtype, tuple(x.shape)
        else:
            return x
        for lo, hi, _, buf, start in copies:
            if lo <= ptr < hi or ptr == lo:
                return DeviceArray.view_of(buf, start + ptr - lo, dtype, shape)
        raise AssertionError(f"address {ptr:#x} is in no copied span")
    dargs = [_walk(a, convert) for a in args]
    dkw = {k: _walk(v, convert) for k, v in kwargs.items()}
    try:
        return kernel[grid](*dargs, **dkw)
    finally:
        for lo, hi, wb, buf, start in copies:
            if wb:
                ctypes.memmove(lo, buf.host + start, hi - lo)
            buf.free()
