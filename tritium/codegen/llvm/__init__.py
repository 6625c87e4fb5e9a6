"""What every LLVM-based renderer shares: type spelling (`types.py`), the elementwise ops with
tritium's exact semantics (`elementwise.py`), and the one lock around LLVM.

LLVM's global context is not thread-safe and llvmlite releases the GIL in its calls: every use of
LLVM in this process (any backend's stages, loading objects) holds `LLVM_LOCK`, so threads that
launch new kernels at the same time are safe.
"""
from __future__ import annotations

import functools
import threading

LLVM_LOCK = threading.RLock()


def locked(fn):
    """Run `fn` holding LLVM_LOCK."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        with LLVM_LOCK:
            return fn(*args, **kwargs)
    return wrapper
