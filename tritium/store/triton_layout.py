"""A kernel's binary where Triton's `compile()` would have left it, for the programs that read it there.

Triton keeps every compiled kernel in `<TRITON_CACHE_DIR>/<_base32(hash)>/<name>.<ext>` (default
`~/.triton/cache`). torch's Inductor reads the cubin from that path to launch the kernel with its own
C++ launcher (`StaticallyLaunchedCudaKernel`, no Python per launch) and to bundle kernels into its FX
graph cache; when the file is missing it falls back to the kernel's Python `run`, which costs a few
microseconds more per launch. tritium keeps its artifacts in its own cache (store/cache.py); when a
kernel is compiled through Triton's API (`triton.compile(ASTSource(...))`) for a backend whose binary
Triton lays out this way (`Backend.triton_cache_layout`), the binary is also put there.

The file is written atomically (a temporary file renamed into place), so a reader sees all of it or
none; one already there with the same bytes is left alone. A failure to write is a warning, never an
error: the reader's fallback still works.
"""
from __future__ import annotations

import os

from .cache import _base32


def triton_cache_dir() -> str:
    """Where Triton's cache is: TRITON_CACHE_DIR (knobs.cache.triton_dir), else ~/.triton/cache (under
    TRITON_HOME if set)."""
    from .. import knobs
    return knobs.cache.triton_dir or os.path.join(knobs.cache.home_dir, ".triton", "cache")


def binary_path(ck, ext: str) -> str:
    """The path Triton gives kernel `ck`'s binary."""
    return os.path.join(triton_cache_dir(), _base32(ck.hash), f"{ck.name}.{ext}")


def publish(ck, backend) -> str | None:
    """Put `ck`'s binary in Triton's layout if `backend` has one there; -> its path (None: not written)."""
    if not getattr(backend, "triton_cache_layout", False) or not ck.hash:
        return None
    try:
        binary = backend.binary_of(ck)
    except KeyError:
        return None
    if not isinstance(binary, bytes):
        return None
    path = binary_path(ck, backend.binary_ext)
    try:
        try:
            if os.path.getsize(path) == len(binary):
                with open(path, "rb") as f:
                    if f.read() == binary:
                        return path
        except OSError:
            pass  # (absent: written below)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        tmp = f"{path}.tmp.{os.getpid()}"
        with open(tmp, "wb") as f:
            f.write(binary)
        os.replace(tmp, path)
        return path
    except OSError as e:
        from ..logs import warn_at_user
        warn_at_user(f"tritium: could not write {ck.name}'s {backend.binary_ext} into Triton's cache layout at "
                     f"{path} ({e}); programs that read it there (torch's static launcher) fall back to "
                     f"the kernel's run()", RuntimeWarning)
        return None
