"""The compilation cache: one directory per key holding every stage artifact and metadata.json.

Key = sha256 of tritium's version and a hash of its own sources, the kernel's source with every
transitive @jit callee, specialisation and constexprs, target, options and the backend's toolchain
hash. Entries are written to a temporary directory and renamed into place, so readers never see a
partial entry and concurrent writers of one key simply let the first rename win. An entry whose
files do not match the sha256s recorded in metadata.json is logged, removed and rebuilt.
`TRITIUM_CACHE_DIR` (default ~/.cache/tritium; `off` disables).

A hit refreshes the entry's metadata.json mtime, which is what `TRITIUM_CACHE_MAX_BYTES` evicts by
(least recently used first). Eviction renames an entry away before deleting it, so a process reading
it sees the whole entry or none and simply compiles again. `open_cache()` puts the remote store
(`TRITIUM_REMOTE_CACHE`, remote_cache.py) behind the directory: lookups go local -> remote ->
compile, a remote hit is copied into the directory, a compile writes both.
"""
from __future__ import annotations

import ast
import functools
import hashlib
import json
import logging
import os
import shutil
import tempfile
import time
import uuid
import warnings
from pathlib import Path

log = logging.getLogger("tritium.cache")


@functools.lru_cache(maxsize=None)
def tritium_hash() -> str:
    """Version plus the content of every tritium source file: a new compiler never reuses old entries."""
    import tritium
    root = Path(tritium.__file__).parent
    h = hashlib.sha256(tritium.__version__.encode())
    for p in sorted(root.rglob("*.py")):
        h.update(str(p.relative_to(root)).encode())
        h.update(p.read_bytes())
    return h.hexdigest()


def triton_key() -> str:
    """Triton's name for the compiler's own hash (torch keys its caches on it)."""
    return f"tritium-{tritium_hash()}"


_NAMES: dict = {}  # kernel source -> the names and dotted names it mentions (a new object of one source reuses them)


def _names_in(fn) -> list:
    names = _NAMES.get(fn.src)
    if names is None:
        found = set()
        for node in ast.walk(fn.parse()):
            if isinstance(node, ast.Name):
                found.add((node.id,))
            elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
                found.add((node.value.id, node.attr))
        if len(_NAMES) > 4096:
            _NAMES.clear()
        names = _NAMES[fn.src] = sorted(found)
    return names


def _referenced_functions(fn):
    from ..frontend.function import KernelFunction
    scope = {**fn.globals, **(fn.nonlocals() if fn.fn.__code__.co_freevars else {})}
    for parts in _names_in(fn):
        obj = scope.get(parts[0])
        for attr in parts[1:]:
            obj = getattr(obj, attr, None)
        if isinstance(obj, KernelFunction):
            yield obj


def source_hash(fn) -> str:
    """sha256 of the kernel's source and, transitively, of every @jit function it references."""
    seen, h, todo = set(), hashlib.sha256(), [fn]
    while todo:
        f = todo.pop()
        if id(f) in seen:
            continue
        seen.add(id(f))
        h.update(f"{f.__module__}.{f.__qualname__}\n".encode())
        h.update(f.src.encode())
        todo.extend(_referenced_functions(f))
    return h.hexdigest()


def cache_key(fn, signature: dict, constexprs: dict, target, options, backend_hash: str, facts=None) -> str:
    parts = {"facts": facts or {}, "tritium": tritium_hash(), "src": source_hash(fn), "signature": {k: str(v) for k, v in signature.items()},
             "constexprs": {k: repr(v) for k, v in constexprs.items()}, "target": str(target),
             "options": options if isinstance(options, dict) else options.as_dict(), "backend": backend_hash}
    return hashlib.sha256(json.dumps(parts, sort_keys=True, default=str).encode()).hexdigest()


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


_SCANS: dict = {}  # cache root -> {"written": bytes put since the last scan, "scanned": bool}


class FileCache:
    def __init__(self, root: str | None = None):
        from .. import knobs
        root = root or knobs.cache.dir or os.path.join(Path.home(), ".cache", "tritium")
        self.enabled = root.lower() != "off"
        self.root = Path(root)
        self.max_bytes = knobs.cache.max_bytes if (knobs.cache.max_bytes or 0) > 0 else None  # 0: no limit
        # bytes this process put since it last measured the directory (per directory, not per
        # FileCache: each compile opens one, and a scan per put would cost O(entries))
        self._scan = _SCANS.setdefault(str(self.root), {"written": 0, "scanned": False})

    def _dir(self, key: str) -> Path:
        return self.root / key[:2] / key

    def get(self, key: str):
        """-> (artifacts {filename: bytes}, metadata) or None when absent or corrupt."""
        if not self.enabled:
            return None
        d = self._dir(key)
        meta_path = d / "metadata.json"
        if not meta_path.exists():
            return None
        try:
            meta = json.loads(meta_path.read_text())
            files = {}
            for name, digest in meta["artifacts"].items():
                data = (d / name).read_bytes()
                if _sha(data) != digest:
                    raise ValueError(f"{name} does not match its sha256")
                files[name] = data
        except (OSError, ValueError, KeyError) as e:
            if not d.exists():  # evicted or replaced while we read: a miss, not a corrupt entry
                return None
            log.warning("tritium cache entry %s is corrupt (%s); rebuilding it", d, e)
            self._discard(d)
            return None
        try:
            os.utime(meta_path)  # recently used: the size limit evicts others first
        except OSError:
            pass
        return files, meta

    def _discard(self, d: Path):
        trash = d.parent / f".trash-{uuid.uuid4().hex}"
        try:
            os.rename(d, trash)  # atomic: a concurrent reader sees the entry or nothing
        except OSError:
            return
        shutil.rmtree(trash, ignore_errors=True)

    def put(self, key: str, files: dict, metadata: dict) -> None:
        if not self.enabled:
            return
        final = self._dir(key)
        final.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=".tmp-", dir=final.parent))
        try:
            digests = {}
            for name, data in files.items():
                data = data.encode() if isinstance(data, str) else data
                (tmp / name).write_bytes(data)
                digests[name] = _sha(data)
            (tmp / "metadata.json").write_text(json.dumps({**metadata, "artifacts": digests}, indent=1, default=str))
            try:
                os.rename(tmp, final)
            except OSError:
                if self.get(key) is None:  # the entry there is corrupt: replace it
                    self._discard(final)
                    try:
                        os.rename(tmp, final)
                    except OSError:  # another writer got there first: its entry is as good
                        pass
        finally:
            if tmp.exists():
                shutil.rmtree(tmp, ignore_errors=True)
        self._scan["written"] += sum(len(v) for v in files.values())
        if self.max_bytes and (self._scan["written"] > self.max_bytes // 20 or not self._scan["scanned"]):
            sizes = self._sizes()  # over the limit: down to 90% of it, so that scans stay rare
            if sum(n for _, n, _ in sizes) > self.max_bytes:
                self.prune(self.max_bytes * 9 // 10, sizes=sizes)

    def entries(self):
        if not self.root.exists():
            return []
        return sorted(p for p in self.root.glob("??/*") if p.is_dir() and not p.name.startswith("."))

    def _sizes(self) -> list[tuple[float, int, Path]]:
        """(last use, bytes, dir) of every entry (entries vanishing meanwhile are skipped)."""
        out = []
        for d in self.entries():
            try:
                used = (d / "metadata.json").stat().st_mtime
                out.append((used, sum(f.stat().st_size for f in os.scandir(d)), d))
            except OSError:
                continue
        self._scan.update(written=0, scanned=True)
        return out

    def total_bytes(self) -> int:
        return sum(n for _, n, _ in self._sizes())

    def stats(self) -> dict:
        sizes = self._sizes()
        kinds: dict = {}
        for _, n, d in sizes:
            try:
                kind = json.loads((d / "metadata.json").read_text()).get("kind", "kernel")
            except (OSError, ValueError):
                kind = "unreadable"
            k = kinds.setdefault(kind, [0, 0])
            k[0] += 1
            k[1] += n
        return {"root": str(self.root), "entries": len(sizes), "bytes": sum(n for _, n, _ in sizes),
                "max_bytes": self.max_bytes, "kinds": kinds,
                "oldest_use": min((u for u, _, _ in sizes), default=None),
                "newest_use": max((u for u, _, _ in sizes), default=None)}

    def prune(self, max_bytes: int | None = None, older_than: float | None = None, sizes=None) -> tuple[int, int]:
        """Remove entries unused for `older_than` seconds, then least recently used ones until the
        cache holds at most `max_bytes`. -> (entries removed, bytes freed). Safe while other
        processes read and write: each entry is renamed away before it is deleted."""
        sizes = sorted(self._sizes() if sizes is None else sizes, key=lambda e: e[0])
        total, removed, freed = sum(n for _, n, _ in sizes), 0, 0
        now = time.time()
        for used, n, d in sizes:
            stale = older_than is not None and now - used > older_than
            if not stale and (max_bytes is None or total <= max_bytes):
                continue
            self._discard(d)
            total, removed, freed = total - n, removed + 1, freed + n
        # temporary directories of writers that died mid-put, a day old
        for tmp in self.root.glob("??/.tmp-*") if self.root.exists() else ():
            try:
                if now - tmp.stat().st_mtime > 86400:
                    shutil.rmtree(tmp, ignore_errors=True)
            except OSError:
                pass
        return removed, freed

    def clear(self) -> None:
        if self.root.exists():
            shutil.rmtree(self.root)


class Cache:
    """The local directory and, behind it, the remote store: get local -> remote; put both."""

    def __init__(self, local: FileCache, remote=None):
        self.local, self.remote = local, remote

    @property
    def enabled(self) -> bool:
        return self.local.enabled or self.remote is not None

    def get(self, key: str):
        hit = self.local.get(key)
        if hit is not None or self.remote is None:
            return hit
        hit = self.remote.get(key)
        if hit is not None:
            files, meta = hit
            try:
                self.local.put(key, files, meta)
            except OSError as e:  # a full or read-only directory: the entry is still good to use
                log.warning("tritium: cannot copy a remote cache entry into %s (%s)", self.local.root, e)
            return files, {**meta, "remote_hit": True}  # (every artifact's sha256 checked by decode)
        return None

    def put(self, key: str, files: dict, metadata: dict) -> None:
        self.local.put(key, files, metadata)
        if self.remote is not None:
            self.remote.put(key, files, {k: v for k, v in metadata.items() if k != "artifacts"})


_remote_failed: set = set()  # remote cache settings that could not be used (warned once)


def open_cache() -> Cache:
    """The cache the knobs describe: TRITIUM_CACHE_DIR, and TRITIUM_REMOTE_CACHE behind it."""
    from .. import knobs
    from .remote_cache import RemoteCacheWarning, remote_cache
    c = knobs.cache
    remote = None
    spec = c.remote
    if spec is not None and not (isinstance(spec, str) and not spec.strip()):
        try:
            remote = remote_cache(spec, ttl=c.remote_ttl, timeout=c.remote_timeout, retry=c.remote_retry)
        except (ValueError, RuntimeError) as e:  # misconfigured: say so once, compile locally
            if str(spec) not in _remote_failed:
                _remote_failed.add(str(spec))
                warnings.warn(f"tritium: {e}; using the local cache only", RemoteCacheWarning, stacklevel=3)
    return Cache(FileCache(), remote)
