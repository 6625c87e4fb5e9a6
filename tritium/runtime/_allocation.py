"""`triton.set_allocator`: where kernels get run-time scratch memory (Triton's
`triton.runtime._allocation`). An allocator is `fn(size, alignment, stream) -> buffer` with a
`data_ptr()`. tritium's kernels take no run-time scratch today (shared memory is static, and there
are no TMA descriptors to fill), so the allocator is recorded for code that sets and reads it, and
`NullAllocator` explains what to do if a kernel ever needs one.
"""
from __future__ import annotations

from contextvars import ContextVar


class NullAllocator:
    """The default: no run-time allocations."""

    def __call__(self, size: int, alignment: int, stream):
        raise RuntimeError("Kernel requires a runtime memory allocation, but no allocator was set. "
                           "Use triton.set_allocator to specify an allocator.")


_allocator: ContextVar = ContextVar("_allocator", default=NullAllocator())


def set_allocator(allocator) -> None:
    """The allocator kernels use for run-time scratch memory (per context, as in Triton)."""
    _allocator.set(allocator)


def get_allocator():
    return _allocator.get()
