"""A shared store behind the local cache (Redis): whole entries or none, and never an exception.

One cache entry is one value: a header (format version, key, metadata, each artifact's name, length
and sha256) and the artifacts' bytes. A reader checks all of it, so it sees a whole entry written by
one writer or nothing; there is no second key to race with (Triton's Redis backend stores artifacts
and metadata apart, and readers can pair one writer's binary with another's metadata). Keys are
`<namespace>:v<FORMAT>:<cache key>`: an entry of another format is never read as this one.

The store is a convenience, not a dependency: when it is unreachable, slow (every request has a
timeout) or returns a value that does not check out, the compile goes on locally after one warning,
and the store is left alone for `retry` seconds before it is tried again.
"""
from __future__ import annotations

import hashlib
import json
import logging
import re
import struct
import threading
import time
import warnings

log = logging.getLogger("tritium.cache")

FORMAT = 1
MAGIC = b"TRITIUM\x00"
_PLAIN = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.+-]*")
_HEAD = struct.Struct("<8sII")  # magic, format, header length


class RemoteCacheWarning(RuntimeWarning):
    """The remote cache could not be used; compilation went on with the local cache."""


class CorruptEntry(ValueError):
    pass


def encode(key: str, files: dict, metadata: dict) -> bytes:
    """One entry -> one value: header + artifacts, each artifact's sha256 in the header."""
    bodies = [v.encode() if isinstance(v, str) else bytes(v) for v in files.values()]
    header = json.dumps({"key": key, "metadata": metadata, "artifacts": [
        [name, len(b), hashlib.sha256(b).hexdigest()] for name, b in zip(files, bodies)]},
        default=str, separators=(",", ":")).encode()
    return _HEAD.pack(MAGIC, FORMAT, len(header)) + header + b"".join(bodies)


def decode(key: str, value: bytes) -> tuple[dict, dict]:
    """One value -> (artifacts, metadata); CorruptEntry unless every byte checks out. Artifact
    names must be plain file names (they become files of the local cache)."""
    if not isinstance(value, (bytes, bytearray, memoryview)):
        raise CorruptEntry(f"a {type(value).__name__}, not bytes (is decode_responses set on the client?)")
    value = bytes(value)
    if len(value) < _HEAD.size:
        raise CorruptEntry("truncated header")
    magic, fmt, n = _HEAD.unpack_from(value)
    if magic != MAGIC:
        raise CorruptEntry("not a tritium cache entry")
    if fmt != FORMAT:
        raise CorruptEntry(f"entry format {fmt}, this tritium reads format {FORMAT}")
    try:
        header = json.loads(value[_HEAD.size:_HEAD.size + n])
        if header["key"] != key:
            raise CorruptEntry("entry stored under another key")
        if not isinstance(header["metadata"], dict):
            raise CorruptEntry("metadata is not a mapping")
        files, pos = {}, _HEAD.size + n
        for name, length, digest in header["artifacts"]:
            if not isinstance(name, str) or not _PLAIN.fullmatch(name) or name == "metadata.json":
                raise CorruptEntry(f"artifact name {name!r} is not a plain file name")
            data = value[pos:pos + length]
            if len(data) != length or hashlib.sha256(data).hexdigest() != digest:
                raise CorruptEntry(f"{name} does not match its sha256")
            files[name], pos = data, pos + length
        if pos != len(value):
            raise CorruptEntry("trailing bytes")
        return files, header["metadata"]
    except (ValueError, KeyError, TypeError) as e:
        raise e if isinstance(e, CorruptEntry) else CorruptEntry(f"unreadable header ({e})") from None


class RedisStore:
    """get/put/delete of bytes in Redis through redis-py, every request bounded by `timeout`."""

    def __init__(self, url: str, timeout: float = 1.0):
        try:
            import redis
            from redis.backoff import NoBackoff
            from redis.retry import Retry
        except ImportError:
            raise RuntimeError("TRITIUM_REMOTE_CACHE names a Redis server, but the redis package is not "
                               "installed: pip install 'tritium[redis]' (or pip install redis)") from None
        self.url = url
        # no retries: a request that fails or times out falls back to the local cache at once
        self.client = redis.Redis.from_url(url, socket_timeout=timeout, socket_connect_timeout=timeout,
                                           retry=Retry(NoBackoff(), 0), health_check_interval=0)

    def get(self, key: str):
        return self.client.get(key)

    def put(self, key: str, value: bytes, ttl: int | None = None) -> None:
        self.client.set(key, value, ex=ttl or None)

    def delete(self, key: str) -> None:
        self.client.delete(key)

    def __repr__(self):
        return f"RedisStore({self.url!r})"


class RemoteCache:
    """Entries in a store (RedisStore, or any object with get(key)/put(key, value, ttl)), failing soft."""

    def __init__(self, store, namespace: str = "tritium", ttl: int | None = None, retry: float = 10.0):
        self.store, self.ttl, self.retry = store, ttl, retry
        self.prefix = f"{namespace}:v{FORMAT}:"
        self._down_until = 0.0  # while the store is failing: when to try it again
        self._outage = False
        self.outages = 0
        self._lock = threading.Lock()
        self.stats = {"hits": 0, "misses": 0, "puts": 0, "errors": 0, "corrupt": 0}

    def _usable(self) -> bool:
        return time.monotonic() >= self._down_until

    def _failed(self, what: str, e: Exception) -> None:
        self.stats["errors"] += 1
        with self._lock:
            first, self._outage = not self._outage, True
            self._down_until = time.monotonic() + self.retry
            self.outages += first
        if first:  # one warning per outage; the next try comes after `retry` seconds
            warnings.warn(f"tritium: the remote cache {self.store!r} failed to {what} (outage {self.outages}: "
                          f"{type(e).__name__}: {e}); "
                          f"compiling with the local cache, trying it again in {self.retry:g} s",
                          RemoteCacheWarning, stacklevel=4)

    def _ok(self) -> None:
        if self._outage:
            self._outage = False
            log.warning("tritium: the remote cache %r answers again", self.store)

    def get(self, key: str):
        """-> (artifacts, metadata) or None (absent, unreachable or corrupt)."""
        if not self._usable():
            return None
        try:
            value = self.store.get(self.prefix + key)
        except Exception as e:  # noqa: BLE001 - any failure of the store (redis-py raises a few kinds)
            self._failed("read", e)
            return None
        self._ok()
        if value is None:
            self.stats["misses"] += 1
            return None
        try:
            entry = decode(key, value)
        except CorruptEntry as e:
            self.stats["corrupt"] += 1
            warnings.warn(f"tritium: remote cache entry {key[:16]} is unusable ({e}); compiling it again",
                          RemoteCacheWarning, stacklevel=4)
            return None
        self.stats["hits"] += 1
        return entry

    def put(self, key: str, files: dict, metadata: dict) -> None:
        if not self._usable():
            return
        try:
            self.store.put(self.prefix + key, encode(key, files, metadata), self.ttl)
            self.stats["puts"] += 1
            self._ok()
        except Exception as e:  # noqa: BLE001
            self._failed("write", e)


_stores: dict = {}  # (url, timeout) -> RemoteCache: one connection pool per process and server


def remote_cache(spec, ttl=None, timeout: float = 1.0, retry: float = 10.0):
    """The RemoteCache for a URL ("redis://host:port/db", "rediss://...", "unix://...") or a store
    object; None for None/""."""
    if spec is None or (isinstance(spec, str) and not spec.strip()):
        return None
    if not isinstance(spec, str):
        rc = _stores.get(id(spec))
        if rc is None or rc.store is not spec:
            rc = _stores[id(spec)] = RemoteCache(spec, ttl=ttl, retry=retry)
        rc.ttl, rc.retry = ttl, retry
        return rc
    if not spec.startswith(("redis://", "rediss://", "unix://")):
        raise ValueError(f"TRITIUM_REMOTE_CACHE={spec!r}: expected a Redis URL such as redis://host:6379/0")
    rc = _stores.get((spec, timeout))
    if rc is None:
        rc = _stores[(spec, timeout)] = RemoteCache(RedisStore(spec, timeout), ttl=ttl, retry=retry)
    rc.ttl, rc.retry = ttl, retry
    return rc
