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


def host_span(x):
    """(lo, hi, writeable) of the host memory behind a NumPy array or CPU torch tensor, or None."""
    if isinstance(x, np.ndarray):
        root = x
        while isinstance(root.base, np.ndarray):
            root = root.base
        bounds = np.lib.array_utils.byte_bounds if hasattr(np.lib, "array_utils") else np.byte_bounds
        lo, hi = bounds(root)
        return lo, max(hi, lo + 1), bool(root.flags.writeable)
    if hasattr(x, "untyped_storage") and getattr(getattr(x, "device", None), "type", None) == "cpu":
        st = x.untyped_storage()
        return st.data_ptr(), st.data_ptr() + max(st.nbytes(), 1), True
    return None


def _leaves(x, out: list) -> None:
    """The arrays inside an argument: itself, a tuple's items, a wrapper's or descriptor's base."""
    if isinstance(x, tuple):
        for v in x:
            _leaves(v, out)
    elif hasattr(x, "base") and type(x).__name__ in ("TensorWrapper", "TensorDescriptor"):
        _leaves(x.base, out)
    else:
        out.append(x)


def _merged_spans(args) -> list:
    spans = []
    for a in args:
        leaves = []
        _leaves(a, leaves)
        spans += [s for s in map(host_span, leaves) if s is not None]
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


__all__ = ["launch_staged", "host_span"]
