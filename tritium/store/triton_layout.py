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

Programs also keep their own files in Triton's cache through `triton.runtime.cache.FileCacheManager`
(torch's vendored quack stores autotuning results with a subclass of it): `<dir>/<key>/<filename>`,
written the same atomic way, so that concurrent processes see a whole file or none.
"""
from __future__ import annotations

import json
import os
import uuid

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
        return _write_atomic(path, binary)
    except OSError as e:
        from ..logs import warn_at_user
        warn_at_user(f"tritium: could not write {ck.name}'s {backend.binary_ext} into Triton's cache layout at "
                     f"{path} ({e}); programs that read it there (torch's static launcher) fall back to "
                     f"the kernel's run()", RuntimeWarning)
        return None


def _write_atomic(path: str, data) -> str:
    """Write `data` (bytes or str) to `path` through a temporary file beside it renamed into place."""
    folder, name = os.path.split(path)
    tmp = os.path.join(folder, f".{name}.tmp.{os.getpid()}.{uuid.uuid4().hex[:8]}")
    try:
        with open(tmp, "wb" if isinstance(data, bytes) else "w") as f:
            f.write(data)
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    return path


class CacheManager:
    """Triton's interface of a cache of named files under one key (`triton.runtime.cache`)."""

    def __init__(self, key, override=False, dump=False):
        pass

    def get_file(self, filename) -> str | None:
        raise NotImplementedError(f"{type(self).__name__} does not implement get_file")

    def put(self, data, filename, binary=True) -> str:
        raise NotImplementedError(f"{type(self).__name__} does not implement put")

    def get_group(self, filename: str) -> dict | None:
        raise NotImplementedError(f"{type(self).__name__} does not implement get_group")

    def put_group(self, filename: str, group: dict):
        raise NotImplementedError(f"{type(self).__name__} does not implement put_group")


class FileCacheManager(CacheManager):
    """Files under `<Triton's cache>/<key>/` (with `dump`: under the dump directory, TRITIUM_DUMP_DIR
    or TRITON_DUMP_DIR, else `<home>/.triton/dump`; with `override`: the override directory, read
    only), as Triton's FileCacheManager keeps them."""

    def __init__(self, key, override=False, dump=False):
        from .. import knobs
        super().__init__(key, override, dump)
        self.key = key
        if dump:
            root = knobs.cache.dump_dir or os.path.join(knobs.cache.home_dir, ".triton", "dump")
        elif override:
            root = knobs.cache.override_dir or os.path.join(knobs.cache.home_dir, ".triton", "override")
        else:
            root = triton_cache_dir()
        self.cache_dir = os.path.join(root, key)
        self.lock_path = None if override else os.path.join(self.cache_dir, "lock")
        if not override:
            os.makedirs(self.cache_dir, exist_ok=True)

    def _make_path(self, filename) -> str:
        if not isinstance(filename, str) or os.path.basename(filename) != filename or filename in ("", ".", ".."):
            raise ValueError(f"cache file name {filename!r} is not a plain file name")
        return os.path.join(self.cache_dir, filename)

    def has_file(self, filename) -> bool:
        return os.path.exists(self._make_path(filename))

    def get_file(self, filename) -> str | None:
        """The file's path where it exists, else None."""
        return self._make_path(filename) if self.has_file(filename) else None

    def get_group(self, filename: str) -> dict | None:
        """{child name: path} of the group put under `filename`, those children that still exist;
        None where there is no such group, or its record is not one."""
        path = self.get_file(f"__grp__{filename}")
        if path is None:
            return None
        try:
            with open(path) as f:
                children = json.load(f).get("child_paths")
        except (OSError, ValueError, AttributeError):
            return None
        if not isinstance(children, dict):
            return None
        return {c: p for c, p in children.items() if isinstance(p, str) and os.path.exists(p)}

    def put_group(self, filename: str, group: dict) -> str:
        return self.put(json.dumps({"child_paths": group}), f"__grp__{filename}", binary=False)

    def put(self, data, filename, binary=True) -> str:
        """Write `data` (bytes, else its str) as `filename`, atomically; -> its path."""
        if self.lock_path is None:
            raise RuntimeError(f"{self.cache_dir} is in the override directory: it is read, not written")
        return _write_atomic(self._make_path(filename), data if isinstance(data, bytes) else str(data))


def _manager(key, **kind) -> CacheManager:
    from .. import knobs
    cls = getattr(knobs.cache, "manager_class", None) or FileCacheManager
    return cls(_base32(key), **kind)


def get_cache_manager(key) -> CacheManager:
    """Triton's cache manager for a hex kernel hash."""
    return _manager(key)


def get_override_manager(key) -> CacheManager:
    return _manager(key, override=True)


def get_dump_manager(key) -> CacheManager:
    return _manager(key, dump=True)
