"""The compilation cache: one directory per key holding every stage artifact and metadata.json.

Key (compiler.cache_key) = sha256 of tritium's version and a hash of its own sources, the kernel's source with every
transitive @jit callee, specialisation and constexprs, target, options and the backend's toolchain
hash. Entries are written to a temporary directory and renamed into place, so readers never see a
partial entry and concurrent writers of one key simply let the first rename win. An entry whose
files do not match the sha256s recorded in metadata.json is logged, removed and rebuilt.
`TRITIUM_CACHE_DIR` (default ~/.cache/tritium; `off` disables).

A hit refreshes the entry's metadata.json mtime, which is what `TRITIUM_CACHE_MAX_BYTES` evicts by
(least recently used first). Eviction renames an entry away before deleting it, so a process reading
it sees the whole entry or none and simply compiles again. `open_cache()` puts the remote store
(`TRITIUM_REMOTE_CACHE`, remote.py) behind the directory: lookups go local -> remote ->
compile, a remote hit is copied into the directory, a compile writes both.

`<cache dir>/.memo/` keeps what every fresh process would otherwise recompute before its first
launch (issue 14): the sources' hash under their stat signature (`source-hash.json`), this machine's
CPU description under its identity (`host-cpu.json`, backends/cpu/targets.py) and binders' code
objects (`binders/`, runtime/binder.py), libdevice subsets (`libdevice/`, backends/cuda/toolchain.py).
Each is keyed by what it depends on, written atomically,
and recomputed (then rewritten) when absent, foreign or damaged. `binders/` gains a file per
distinct binder, so its files count towards the size limit and are pruned with the entries, least
recently used first (a read refreshes a file's mtime, at most hourly); the .json memos are a fixed
few, replaced in place.
"""
from __future__ import annotations

import functools
import json
import os
import sys
import time
from pathlib import Path

from .. import knobs  # noqa: F401 - triton.runtime.cache.knobs under the alias (torch reads knobs.cache.dir)
from .. import logs
from . import seal

SEAL_FILE = "metadata.seal"  # an entry's seal (seal.py): HMAC of its key and metadata.json

# (logging, shutil, tempfile, uuid and the remote store are imported where used: a cache hit in a
# fresh process needs none of them)

try:  # the interpreter's own SHA-256 (3.12+: _sha2): it loads in ~0.3 ms where hashlib's OpenSSL one
    from _sha2 import sha256 as _own_sha256  # (_hashlib) takes 3-7 ms, paid before a first launch
except ImportError:
    try:
        from _sha256 import sha256 as _own_sha256
    except ImportError:  # (a build without it)
        _own_sha256 = None

PACKAGE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # tritium/, whose sources key every entry
_BIG = 1 << 18  # bytes from which OpenSSL's faster SHA-256 pays for loading it


def sha256(data: bytes = b""):
    """A SHA-256 hash object (update, digest, hexdigest), the same digests as `hashlib.sha256`: from
    the interpreter's module for small data (keys, memos, a small kernel's artifacts), OpenSSL's for
    large data or once something has loaded it anyway."""
    if _own_sha256 is None or len(data) >= _BIG or "_hashlib" in sys.modules:
        import hashlib
        return hashlib.sha256(data)
    return _own_sha256(data)


class _Log:
    """The "tritium.cache" logger (logs.py: TRITIUM_LOG=cache prints it), looked up (and logging
    imported) on the first message."""

    def __getattr__(self, name):
        from ..logs import logger
        return getattr(logger("cache"), name)


log = _Log()


@functools.lru_cache(maxsize=None)
def tritium_hash() -> str:
    """Version plus the content of every tritium source file: a new compiler never reuses old entries.
    Reading ~200 files costs milliseconds in every process, so the hash is memoized in the cache
    directory under the files' stat signature (see sources_hash)."""
    from ..version import __version__
    return sources_hash(PACKAGE_DIR, __version__, memo_dir())


def _py_files(root: str) -> list:
    """[(path relative to root as a tuple of parts, os.DirEntry)] of every *.py file under root, in
    pathlib's order (sorted by parts), __pycache__ skipped."""
    out, todo = [], [((), root)]
    while todo:
        rel, d = todo.pop()
        with os.scandir(d) as it:
            for e in it:
                if e.is_dir():
                    if e.name != "__pycache__":
                        todo.append((rel + (e.name,), e.path))
                elif e.name.endswith(".py") and e.is_file():
                    out.append((rel + (e.name,), e))
    out.sort(key=lambda x: x[0])
    return out


RACY_S = 2.0  # a file changed this recently may change again within the clock's granularity


def sources_hash(root: str, version: str, memo: str | None, racy_s: float = RACY_S) -> str:
    """sha256 of `version` and every *.py file under `root` (relative path and content).

    Memoized in `memo/source-hash.json` under the stat signature of every file (relative path,
    size, mtime_ns, ctime_ns, inode): an edit changes ctime (which no tool sets back) and a file
    added, removed or replaced changes the list, so the memo is used only for the very files it was
    computed from. As git does with its index, a signature with a file changed in the last `racy_s`
    seconds is not stored (a second edit within the timestamp granularity could keep it)."""
    files = _py_files(root)
    signature, newest = _stat_signature(version, files)
    got = memo_read(memo, "source-hash", signature)
    if isinstance(got, str) and len(got) == 64 and all(c in "0123456789abcdef" for c in got):
        return got
    import hashlib  # (~2 MB of sources to hash: OpenSSL's SHA-256; this runs when the memo misses)
    h = hashlib.sha256(version.encode())
    for rel, e in files:
        h.update(os.path.join(*rel).encode())
        with open(e.path, "rb") as f:
            h.update(f.read())
    digest = h.hexdigest()
    # stored only for files that did not change while they were read (stat again: an edit between
    # the first stat and the read would otherwise pair the old signature with the new content)
    if memo is not None and time.time_ns() - newest > racy_s * 1e9 \
            and _stat_signature(version, _py_files(root))[0] == signature:
        memo_write(memo, "source-hash", signature, digest)
    return digest


def _stat_signature(version: str, files: list) -> tuple[str, int]:
    """(sha256 of every file's relative path, size, mtime, ctime and inode; the newest of those times)."""
    sig = sha256(version.encode())
    newest = 0
    for rel, e in files:
        st = os.stat(e.path)  # (not e.stat(): a DirEntry keeps the first answer)
        sig.update(f"{'/'.join(rel)}\0{st.st_size}\0{st.st_mtime_ns}\0{st.st_ctime_ns}\0{st.st_ino}\n".encode())
        newest = max(newest, st.st_mtime_ns, st.st_ctime_ns)
    return sig.hexdigest(), newest


# ------------------------------------------------------------------ memos in the cache directory
def memo_dir() -> str | None:
    """Where small derived facts that are costly to recompute in every process are kept (the
    sources' hash, the host CPU's description): `<cache dir>/.memo`; None when the cache is off."""
    from .. import knobs
    root = knobs.cache.dir or os.path.join(Path.home(), ".cache", "tritium")
    return None if root.lower() == "off" else os.path.join(root, ".memo")


def compiled_code(src: str, filename: str):
    """`compile(src, filename, "exec")` through the memo: generated code that a fresh process would
    compile again before its first launch (a binder: ~1 ms) is kept marshalled under
    `binders/<sha256 of Python's version, filename and source>`, checked by its own sha256, as
    Python keeps modules' code in .pyc files."""
    import marshal
    memo = memo_dir()
    name = "binders/" + sha256(f"{sys.version}\0{filename}\0{src}".encode()).hexdigest()
    data = memo_blob_read(memo, name)
    if data is not None:
        try:
            code = marshal.loads(data)
            if type(code) is type(compiled_code.__code__) and code.co_filename == filename:
                return code
        except (ValueError, EOFError, TypeError):
            pass
    code = compile(src, filename, "exec")
    memo_blob_write(memo, name, marshal.dumps(code))
    return code


def memo_blob_read(memo: str | None, name: str) -> bytes | None:
    """The bytes stored under `name` ('binders/<sha256>'), checked against the sha256 stored with
    them; None when absent or damaged (the caller makes them again and writes them)."""
    if memo is None:
        return None
    try:
        with open(os.path.join(memo, name), "rb") as f:
            raw = f.read()
            data = raw[32:]
            if len(raw) < 32 or not _memo_check_holds(raw[:32], name, data):
                return None
            _refresh(f.fileno())
    except OSError:  # (absent, or removed by `tritium cache prune` meanwhile: made again)
        return None
    return data


MEMO_REFRESH_S = 3600.0  # a memo blob's mtime (its last use, for prune) is refreshed at most this often


def _refresh(fd: int) -> None:
    """Mark an open memo blob used (its mtime: what FileCache.prune evicts by, as an entry's
    metadata.json), once an hour at most: a first launch pays an fstat, rarely a utime."""
    try:
        if time.time() - os.fstat(fd).st_mtime > MEMO_REFRESH_S:
            os.utime(fd)
    except (OSError, NotImplementedError):  # (read-only cache, another owner, no utime on an fd: still good)
        pass


def memo_blob_write(memo: str | None, name: str, data: bytes) -> None:
    """Store `data` under `name`, atomically, with its check (failures ignored, as memo_write's)."""
    if memo is not None:
        _write_atomic(memo, name, _memo_check(name, data) + data)


def _memo_check(name: str, data: bytes) -> bytes:
    """What a memo is stored with: its seal under this user's secret, else its sha256."""
    return seal.sealed(b"memo", name.encode(), data) or sha256(data).digest()


def _memo_check_holds(check: bytes, name: str, data: bytes) -> bool:
    if seal.secret() is None:
        return seal.same_digest(check, sha256(data).digest())
    return seal.holds(check, b"memo", name.encode(), data)


def _read_seal(d: Path) -> bytes:
    try:
        with open(d / SEAL_FILE, "rb") as f:
            return f.read(seal.SEAL_BYTES + 1)
    except OSError:
        return b""


def memo_read(memo: str | None, name: str, key: str):
    """The value stored under `name` for `key`, or None (no memo, another key, unreadable: the
    caller recomputes it and writes it again)."""
    if memo is None:
        return None
    try:
        with open(os.path.join(memo, name + ".json"), "rb") as f:
            got = json.loads(f.read())
        if not (isinstance(got, dict) and got.get("key") == key):
            return None
        body = json.dumps({"key": key, "value": got["value"]}).encode()
        return got["value"] if _memo_check_holds(bytes.fromhex(got.get("check", "")), name, body) else None
    except (OSError, ValueError, KeyError, TypeError):
        return None


def memo_write(memo: str | None, name: str, key: str, value) -> None:
    """Store `value` (JSON) under `name` for `key`, replacing the memo atomically (readers see the
    old file or the new one); failures (read-only, full) are ignored: the memo is only a shortcut."""
    if memo is None:
        return
    try:
        body = json.dumps({"key": key, "value": value}).encode()
        value = json.loads(body)["value"]  # (as a reader will see it: tuples become lists)
    except (TypeError, ValueError):
        return
    check = _memo_check(name, json.dumps({"key": key, "value": value}).encode())
    _write_atomic(memo, name + ".json", json.dumps({"key": key, "value": value, "check": check.hex()}).encode())


def _write_atomic(memo: str | None, name: str, data: bytes) -> None:
    """Write memo/name through a temporary file renamed over it: readers see the old or the new file."""
    if memo is None:
        return
    path = os.path.join(memo, name)
    head, tail = os.path.split(path)
    tmp = os.path.join(head, f".{tail}.{os.getpid()}.{time.time_ns()}.tmp")
    try:
        os.makedirs(head, exist_ok=True)
        with open(tmp, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except OSError:
        try:
            os.unlink(tmp)
        except OSError:
            pass


def triton_key() -> str:
    """Triton's name for the compiler's own hash (torch keys its caches on it)."""
    return f"tritium-{tritium_hash()}"


def _base32(key: str) -> str:
    """Triton's directory name for a kernel hash (a hex string), as `triton.runtime.cache._base32`
    (torch finds Triton's files with it; store/triton_layout.py writes them)."""
    import base64
    return base64.b32encode(bytes.fromhex(key)).decode("utf-8").rstrip("=")


def _sha(data: bytes) -> str:
    return sha256(data).hexdigest()


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
            raw = meta_path.read_bytes()
            if not seal.holds(_read_seal(d), b"entry", key.encode(), raw):
                raise ValueError("it is not sealed with this user's cache secret")
            meta = json.loads(raw)
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

    def reseal(self, key: str) -> None:
        """Seal `key`'s entry as it now is, as this user's: for an owner who edited it by hand (and
        for tests that damage entries as an owner could)."""
        d = self._dir(key)
        mac = seal.sealed(b"entry", key.encode(), (d / "metadata.json").read_bytes())
        if mac:
            (d / SEAL_FILE).write_bytes(mac)

    def discard(self, key: str) -> None:
        """Remove `key`'s entry (atomically: readers see it whole or not at all)."""
        if self.enabled:
            self._discard(self._dir(key))

    def _discard(self, d: Path):
        import shutil
        import uuid
        trash = d.parent / f".trash-{uuid.uuid4().hex}"
        try:
            os.rename(d, trash)  # atomic: a concurrent reader sees the entry or nothing
        except OSError:
            return
        shutil.rmtree(trash, ignore_errors=True)

    def put(self, key: str, files: dict, metadata: dict) -> None:
        """Write an entry (atomically: a temporary directory renamed into place). Raises OSError when
        the directory cannot be written (Cache.put turns that into a warning)."""
        if not self.enabled:
            return
        import shutil
        import tempfile
        final = self._dir(key)
        final.parent.mkdir(parents=True, exist_ok=True)
        _remove_dead_writers_tmps(final.parent)
        tmp = Path(tempfile.mkdtemp(prefix=f".tmp-{os.getpid()}-", dir=final.parent))
        try:
            digests = {}
            for name, data in files.items():
                data = data.encode() if isinstance(data, str) else data
                (tmp / name).write_bytes(data)
                digests[name] = _sha(data)
            raw = json.dumps({**metadata, "artifacts": digests}, indent=1, default=str).encode()
            (tmp / "metadata.json").write_bytes(raw)
            mac = seal.sealed(b"entry", key.encode(), raw)
            if mac:
                (tmp / SEAL_FILE).write_bytes(mac)
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
            sizes, memos = self._sizes(), self._memo_sizes()  # over the limit: down to 90% of it, so that
            if sum(n for _, n, _ in sizes + memos) > self.max_bytes:  # scans stay rare
                self.prune(self.max_bytes * 9 // 10, sizes=sizes, memos=memos)

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

    def _memo_sizes(self) -> list[tuple[float, int, Path]]:
        """(last use, bytes, file) of every memo blob (the files of `.memo/`'s folders, written by
        memo_blob_write: `binders/`, one small file per distinct generated binder; `libdevice/`, one
        per set of libdevice functions CUDA kernels call). The .memo/*.json files are not listed: a
        fixed few, each replaced in place, they do not grow."""
        out = []
        try:
            with os.scandir(self.root / ".memo") as folders:
                dirs = [Path(f.path) for f in folders if f.is_dir(follow_symlinks=False)]
        except OSError:  # no memo directory (yet)
            return out
        for d in dirs:
            try:
                with os.scandir(d) as it:
                    for e in it:
                        if e.name.startswith("."):  # (a writer's temporary file)
                            continue
                        try:
                            st = e.stat()
                        except OSError:  # removed meanwhile
                            continue
                        out.append((st.st_mtime, st.st_size, Path(e.path)))
            except OSError:  # removed meanwhile
                continue
        return out

    def total_bytes(self) -> int:
        """Bytes of the entries and of the memo blobs (what max_bytes bounds)."""
        return sum(n for _, n, _ in self._sizes() + self._memo_sizes())

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
        memos = self._memo_sizes()
        return {"root": str(self.root), "entries": len(sizes), "bytes": sum(n for _, n, _ in sizes),
                "memos": len(memos), "memo_bytes": sum(n for _, n, _ in memos),
                "max_bytes": self.max_bytes, "kinds": kinds,
                "oldest_use": min((u for u, _, _ in sizes), default=None),
                "newest_use": max((u for u, _, _ in sizes), default=None)}

    def prune(self, max_bytes: int | None = None, older_than: float | None = None, sizes=None,
              memos=None) -> tuple[int, int, int]:
        """Remove entries and memo blobs (`.memo/binders/`) unused for `older_than` seconds, then
        the least recently used of either until the cache holds at most `max_bytes`.
        -> (entries removed, bytes freed, memo blobs removed). Safe while other processes read and
        write: an entry is renamed away before it is deleted; a blob is unlinked (a reader that
        opened it reads it whole, a later one finds none and makes it again)."""
        import shutil
        sizes = self._sizes() if sizes is None else sizes
        memos = self._memo_sizes() if memos is None else memos
        items = sorted([(u, n, d, False) for u, n, d in sizes] + [(u, n, f, True) for u, n, f in memos],
                       key=lambda e: e[0])
        total, removed, freed, unlinked = sum(e[1] for e in items), 0, 0, 0
        now = time.time()
        for used, n, path, is_memo in items:
            stale = older_than is not None and now - used > older_than
            if not stale and (max_bytes is None or total <= max_bytes):
                continue
            if is_memo:
                try:
                    os.unlink(path)
                except OSError:  # gone already (another prune): not freed here, but no longer there
                    total -= n
                    continue
                unlinked += 1
            else:
                self._discard(path)
                removed += 1
            total, freed = total - n, freed + n
        # temporary files of writers that died mid-put, a day old
        tmps = [*self.root.glob("??/.tmp-*"), *self.root.glob(".memo/.*.tmp"),
                *self.root.glob(".memo/binders/.*.tmp")] if self.root.exists() else ()
        for tmp in tmps:
            try:
                if now - tmp.stat().st_mtime > 86400:
                    if tmp.is_dir():
                        shutil.rmtree(tmp, ignore_errors=True)
                    else:
                        tmp.unlink()
            except OSError:
                pass
        return removed, freed, unlinked

    def clear(self) -> None:
        import shutil
        if self.root.exists():
            shutil.rmtree(self.root)


class Cache:
    """The local directory and, behind it, the remote store: get local -> remote; put both."""

    def __init__(self, local: FileCache, remote=None):
        self.local, self.remote = local, remote
        if remote is not None and local.enabled:
            remote.record_in(local.root)  # (hits, misses, outages: `tritium cache stats` shows them)

    @property
    def enabled(self) -> bool:
        return self.local.enabled or self.remote is not None

    def get(self, key: str):
        hit = self.local.get(key)
        if logs.enabled_topics():
            log.info("local %s %s", "hit" if hit else "miss", key[:16])
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
        """Store an entry locally and remotely. A directory that cannot be written (full, read-only,
        removed) costs the cache, not the kernel: one warning per directory and process."""
        try:
            self.local.put(key, files, metadata)
        except OSError as e:
            root = str(self.local.root)
            if root not in _unwritable:
                _unwritable.add(root)
                logs.warn_at_user(f"tritium: the kernel cache at {root} cannot be written ({e}); kernels still "
                                  f"compile and run, but are not kept for later processes", CacheWarning)
        if self.remote is not None:
            self.remote.put(key, files, {k: v for k, v in metadata.items() if k != "artifacts"})


_remote_failed: set = set()  # remote cache settings that could not be used (warned once)
_unwritable: set = set()  # local cache directories that could not be written (warned once)


class CacheWarning(RuntimeWarning):
    """The local cache could not be written; the kernel was compiled and runs all the same."""


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, ValueError):  # (another user's process; a bad number)
        return pid > 0
    return True


def _remove_dead_writers_tmps(parent: Path) -> None:
    """Remove the temporary directories (`.tmp-<pid>-*`) that writers killed mid-put left in
    `parent`: their process is gone, so no one will rename them into place. (Other processes' live
    writes, and names without a pid, are left to prune()'s one-day rule.)"""
    import shutil
    try:
        with os.scandir(parent) as it:
            names = [e.name for e in it if e.name.startswith(".tmp-")]
    except OSError:
        return
    for name in names:
        pid = name[5:].partition("-")[0]
        if pid.isdigit() and int(pid) != os.getpid() and not _pid_alive(int(pid)):
            shutil.rmtree(parent / name, ignore_errors=True)


def open_cache() -> Cache:
    """The cache the knobs describe: TRITIUM_CACHE_DIR, and TRITIUM_REMOTE_CACHE behind it."""
    from .. import knobs
    c = knobs.cache
    remote = None
    spec = c.remote
    if spec is not None and not (isinstance(spec, str) and not spec.strip()):
        from .remote import RemoteCacheWarning, remote_cache
        try:
            remote = remote_cache(spec, ttl=c.remote_ttl, timeout=c.remote_timeout, retry=c.remote_retry,
                                  keys=c.remote_key, trust=c.remote_trust)
        except (ValueError, RuntimeError) as e:  # misconfigured: say so once, compile locally
            if str(spec) not in _remote_failed:
                _remote_failed.add(str(spec))
                logs.warn_at_user(f"tritium: {e}; using the local cache only", RemoteCacheWarning)
    return Cache(FileCache(), remote)


# Triton's per-key file cache, as `triton.runtime.cache` has it (after _base32, which it uses)
from .triton_layout import (CacheManager, FileCacheManager, get_cache_manager, get_dump_manager,  # noqa: E402,F401
                            get_override_manager)
