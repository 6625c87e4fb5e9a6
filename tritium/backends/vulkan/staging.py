"""Host staging: NumPy arrays and CPU torch tensors as arguments of a Vulkan kernel.

A launch with `target="vulkan"` and host arrays copies the memory behind every host array argument
(tuples, `reinterpret` wrappers and TensorDescriptor bases included) into host-visible Vulkan
buffers, launches with their device addresses at the same offsets, and copies the writeable ones
back. Overlapping arrays (views of one array) share one buffer, so aliasing behaves as on the host.
Each copy keeps its host address modulo 256, so the alignment facts the binder derived from host
addresses hold on the device too. Buffers are pooled per device and size class: repeated launches
do not allocate, but they do copy; `DeviceArray` avoids the copies.
"""
from __future__ import annotations

import ctypes
import threading

import numpy as np

_ALIGN = 256
_POOL_PER_SIZE = 4
_pool: dict = {}  # (device index, size class) -> [Buffer]
_pool_lock = threading.Lock()


def _spans(x, out: list) -> None:
    """(lo, hi, writeable) of the host memory behind the arrays in an argument: itself (through
    `as_array_arg`, reinterpret wrappers included), a tuple's items, a TensorDescriptor's base."""
    from ..arguments import _owner, as_array_arg
    if isinstance(x, tuple):
        for v in x:
            _spans(v, out)
        return
    if type(x).__name__ == "TensorDescriptor":
        return _spans(x.base, out)
    arr = as_array_arg(x) if not isinstance(x, (str, int, float, bool)) else None
    if arr is None or arr.device is not None or arr.base is None:
        return
    base = getattr(x, "base", x) if type(x).__name__ == "TensorWrapper" else x
    writeable = bool(_owner(base).flags.writeable) if isinstance(base, np.ndarray) else True
    out.append((arr.base, arr.base + max(arr.nbytes, 1), writeable))


def _merged_spans(args) -> list:
    spans = []
    _spans(tuple(args), spans)
    merged = []
    for lo, hi, writeable in sorted(spans):
        if merged and lo < merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], hi)
            merged[-1][2] = merged[-1][2] or writeable
        else:
            merged.append([lo, hi, writeable])
    return merged


def _size_class(n: int) -> int:
    return max(4096, 1 << (n - 1).bit_length())


def _take(dev, index: int, nbytes: int):
    size = _size_class(nbytes)
    with _pool_lock:
        free = _pool.get((index, size))
        if free:
            return free.pop()
    return dev.buffer(size)


def _give(index: int, buf) -> None:
    with _pool_lock:
        free = _pool.setdefault((index, buf.nbytes), [])
        if len(free) < _POOL_PER_SIZE:
            free.append(buf)
            return
    buf.free()


def launch_staged(launcher, grid, values, args) -> None:
    """Run `launcher` (a VulkanLauncher) on `values` whose pointers into the host arrays among
    `args` are replaced by the staged copies' device addresses."""
    dev, index = launcher.dev, launcher.device_index
    copies = []  # (lo, hi, writeable, buffer, start)
    try:
        for lo, hi, writeable in _merged_spans(args):
            buf = _take(dev, index, hi - lo + _ALIGN)
            start = (lo - buf.address) % _ALIGN
            ctypes.memmove(buf.host + start, lo, hi - lo)
            copies.append((lo, hi, writeable, buf, start))
        moved = list(values)
        for i, (_, ty, _, _) in enumerate(launcher.layout):
            if ty.startswith("ptr") and i < len(moved):
                p = int(moved[i])
                for lo, hi, _, buf, start in copies:
                    if lo <= p <= hi:
                        moved[i] = buf.address + start + (p - lo)
                        break
        launcher(grid, moved)
        dev.synchronize()
        for lo, hi, writeable, buf, start in copies:
            if writeable:
                ctypes.memmove(lo, buf.host + start, hi - lo)
    finally:
        dev.synchronize()  # (after a failure too: the buffers go back to the pool)
        for *_, buf, _ in copies:
            _give(index, buf)


__all__ = ["launch_staged"]
