"""The compilation cache: one directory per key holding every stage artifact and metadata.json.

Key = sha256 of tritium's version and a hash of its own sources, the kernel's source with every
transitive @jit callee, specialisation and constexprs, target, options and the backend's toolchain
hash. Entries are written to a temporary directory and renamed into place, so readers never see a
partial entry and concurrent writers of one key simply let the first rename win. An entry whose
files do not match the sha256s recorded in metadata.json is logged, removed and rebuilt.
`TRITIUM_CACHE_DIR` (default ~/.cache/tritium; `off` disables).
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
import uuid
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


class FileCache:
    def __init__(self, root: str | None = None):
        from .. import knobs
        root = root or knobs.cache.dir or os.path.join(Path.home(), ".cache", "tritium")
        self.enabled = root.lower() != "off"
        self.root = Path(root)

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
            return files, meta
        except (OSError, ValueError, KeyError) as e:
            log.warning("tritium cache entry %s is corrupt (%s); rebuilding it", d, e)
            self._discard(d)
            return None

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
                    os.rename(tmp, final)
        finally:
            if tmp.exists():
                shutil.rmtree(tmp, ignore_errors=True)

    def entries(self):
        if not self.root.exists():
            return []
        return sorted(p for p in self.root.glob("??/*") if p.is_dir() and not p.name.startswith("."))

    def clear(self) -> None:
        if self.root.exists():
            shutil.rmtree(self.root)
