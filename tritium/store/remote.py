"""A shared store behind the local cache (Redis): whole entries or none, and never an exception.

One cache entry is one value: a header (format version, key, metadata, each artifact's name, length
and sha256) and the artifacts' bytes. A reader checks all of it, so it sees a whole entry written by
one writer or nothing; there is no second key to race with (Triton's Redis backend stores artifacts
and metadata apart, and readers can pair one writer's binary with another's metadata). Keys are
`<namespace>:v<FORMAT>:<cache key>`: an entry of another format is never read as this one.

The store is a convenience, not a dependency: when it is unreachable, slow (every request has a
timeout) or returns a value that does not check out, the compile goes on locally after one warning,
and the store is left alone for `retry` seconds before it is tried again.

Trust (docs/cache-trust.md): an entry holds native code that every reader will run, and the
sha256s in its header are written by whoever writes the entry, so they only catch accidents. With a
fleet key (`TRITIUM_REMOTE_CACHE_KEY`), a writer signs the whole value (header, the cache key inside
it, every artifact) with HMAC-SHA256 and names the key it used; a reader accepts only values signed
by one of its keys (several, comma-separated, for rotation: the first signs), so a writer without
the key can neither plant code nor replay another kernel's entry under a key. Without a key, reads
are off (one warning) unless the operator declares that everyone who can write to the server is
trusted (`TRITIUM_REMOTE_CACHE_TRUST=1`); writes go on, unsigned. A refused value is never copied
into the local cache.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import re
import struct
import threading
import time

from ..logs import logger, warn_at_user

FORMAT = 2  # 2: the signer's key id in the fixed header and, when signed, an HMAC-SHA256 tag at the end
MAGIC = b"TRITIUM\x00"
TAG = 32  # bytes of an HMAC-SHA256 tag
_PLAIN = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.+-]*")
_HEAD = struct.Struct("<8sII16s")  # magic, format, header length, signer's key id (zeros: unsigned)


class RemoteCacheWarning(RuntimeWarning):
    """The remote cache could not be used; compilation went on with the local cache."""


class CorruptEntry(ValueError):
    pass


def key_id(secret: bytes) -> str:
    """The name of a fleet key written into the entries it signs (not the key: a hash of it)."""
    return hashlib.sha256(b"tritium remote cache key\0" + secret).hexdigest()[:16]


def parse_keys(spec) -> list[bytes]:
    """TRITIUM_REMOTE_CACHE_KEY -> the accepted keys, the signing key first: a comma-separated string,
    or bytes / a list of either. Empty: no key."""
    if spec is None:
        return []
    items = spec.split(",") if isinstance(spec, str) else [spec] if isinstance(spec, (bytes, bytearray)) else list(spec)
    keys = [k.strip().encode() if isinstance(k, str) else bytes(k) for k in items]
    return [k for k in keys if k]


def encode(key: str, files: dict, metadata: dict, secret: bytes | None = None) -> bytes:
    """One entry -> one value: header + artifacts, each artifact's sha256 in the header; signed by
    `secret` (HMAC-SHA256 over everything before the tag) when given."""
    bodies = [v.encode() if isinstance(v, str) else bytes(v) for v in files.values()]
    header = json.dumps({"key": key, "metadata": metadata,
                         "artifacts": [[name, len(b), hashlib.sha256(b).hexdigest()] for name, b in zip(files, bodies)]},
                        default=str, separators=(",", ":")).encode()
    signer = key_id(secret).encode() if secret else bytes(16)
    value = _HEAD.pack(MAGIC, FORMAT, len(header), signer) + header + b"".join(bodies)
    return value + hmac.new(secret, value, hashlib.sha256).digest() if secret else value


class Unsigned(CorruptEntry):
    """A well-formed entry this reader may not trust: unsigned, or signed by a key it does not hold."""


def decode(key: str, value: bytes, keys: list | None = None, trust: bool = False) -> tuple[dict, dict]:
    """One value -> (artifacts, metadata); CorruptEntry unless every byte checks out, Unsigned unless
    one of `keys` signed it (or, without keys, `trust` says the server's writers are trusted). The
    signature is checked before the header is parsed. Artifact names must be plain file
    names (they become files of the local cache)."""
    if not isinstance(value, (bytes, bytearray, memoryview)):
        raise CorruptEntry(f"a {type(value).__name__}, not bytes (is decode_responses set on the client?)")
    value = bytes(value)
    if len(value) < _HEAD.size:
        raise CorruptEntry("truncated header")
    magic, fmt, n, signer = _HEAD.unpack_from(value)
    if magic != MAGIC:
        raise CorruptEntry("not a tritium cache entry")
    if fmt != FORMAT:
        raise CorruptEntry(f"entry format {fmt}, this tritium reads format {FORMAT}")
    signer = None if signer == bytes(16) else signer.decode("ascii", "replace")
    end = len(value)
    if keys:
        secret = next((k for k in keys if key_id(k) == signer), None)
        if secret is None:
            raise Unsigned("unsigned" if signer is None else f"signed with key {signer!r}, not one of this "
                           "reader's TRITIUM_REMOTE_CACHE_KEY")
        end -= TAG
        if end < _HEAD.size or not hmac.compare_digest(hmac.new(secret, value[:end], hashlib.sha256).digest(),
                                                       value[end:]):
            raise Unsigned("its signature does not match its bytes")
    elif not trust:
        raise Unsigned("no TRITIUM_REMOTE_CACHE_KEY to check it with, and the server is not declared "
                       "trusted (TRITIUM_REMOTE_CACHE_TRUST=1)")
    elif signer is not None:
        end -= TAG  # (a trusted server's signed entry: the tag is not checked without the key)
    try:
        header = json.loads(value[_HEAD.size:min(_HEAD.size + n, end)])
        if not isinstance(header, dict):
            raise CorruptEntry("the header is not a mapping")
        if header["key"] != key:
            raise CorruptEntry("entry stored under another key")
        if not isinstance(header["metadata"], dict):
            raise CorruptEntry("metadata is not a mapping")
        files, pos = {}, _HEAD.size + n
        for name, length, digest in header["artifacts"]:
            if not isinstance(name, str) or not _PLAIN.fullmatch(name) or name == "metadata.json":
                raise CorruptEntry(f"artifact name {name!r} is not a plain file name")
            if not isinstance(length, int) or length < 0:
                raise CorruptEntry(f"artifact {name} has length {length!r}")
            data = value[pos:min(pos + length, end)]
            if len(data) != length or hashlib.sha256(data).hexdigest() != digest:
                raise CorruptEntry(f"{name} does not match its sha256")
            files[name], pos = data, pos + length
        if pos != end:
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

    def __init__(self, store, namespace: str = "tritium", ttl: int | None = None, retry: float = 10.0,
                 keys=None, trust: bool = False):
        self.store, self.ttl, self.retry = store, ttl, retry
        self.keys, self.trust = parse_keys(keys), bool(trust)  # (see the module's docstring: Trust)
        self._refusal_warned = self._reads_off_warned = False
        self.prefix = f"{namespace}:v{FORMAT}:"
        self._down_until = 0.0  # while the store is failing: when to try it again
        self._outage = False
        self.outages = 0
        self._lock = threading.Lock()
        self.stats = {"hits": 0, "misses": 0, "puts": 0, "errors": 0, "corrupt": 0, "refused": 0}
        self.last_error = None  # (time, "what: Error: message") of the latest failure
        self._record_in: set = set()  # local cache directories whose record of this store's use to update at exit
        self._recorded = dict.fromkeys(RECORDED, 0)  # the counts already added to those records

    def _usable(self) -> bool:
        return time.monotonic() >= self._down_until

    def _failed(self, what: str, e: Exception) -> None:
        self.stats["errors"] += 1
        with self._lock:
            first, self._outage = not self._outage, True
            self._down_until = time.monotonic() + self.retry
            self.outages += first
            self.last_error = (time.time(), f"{what}: {type(e).__name__}: {e}")
        if first:  # one warning per outage; the next try comes after `retry` seconds
            warn_at_user(f"tritium: the remote cache {self.store!r} failed to {what} (outage {self.outages}: "
                         f"{type(e).__name__}: {e}); "
                         f"compiling with the local cache, trying it again in {self.retry:g} s", RemoteCacheWarning)
        else:
            logger("cache").info("the remote cache %r failed to %s again (%s: %s)", self.store, what,
                                 type(e).__name__, e)

    def _ok(self) -> None:
        if self._outage:
            self._outage = False
            logger("cache").warning("tritium: the remote cache %r answers again", self.store)

    def get(self, key: str):
        """-> (artifacts, metadata) or None (absent, unreachable, corrupt or not trusted)."""
        if not self.keys and not self.trust:  # nothing to check an entry with: reads are off
            if not self._reads_off_warned:
                self._reads_off_warned = True
                warn_at_user(f"tritium: the remote cache {self.store!r} is not read: set TRITIUM_REMOTE_CACHE_KEY "
                             "(the fleet's signing key), or TRITIUM_REMOTE_CACHE_TRUST=1 if everyone who can write "
                             "to the server is trusted (its entries are native code this process would run); "
                             "kernels are still written to it", RemoteCacheWarning)
            return None
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
            logger("cache").info("remote miss %s", key[:16])
            return None
        try:
            entry = decode(key, value, self.keys, self.trust)
        except Unsigned as e:
            self.stats["refused"] += 1
            if not self._refusal_warned:  # one warning per process: a flood of them is an attack's noise
                self._refusal_warned = True
                warn_at_user(f"tritium: refused remote cache entry {key[:16]} ({e}); compiling it here instead "
                             f"(further refusals are counted in the remote cache's stats, not warned)",
                             RemoteCacheWarning)
            else:
                logger("cache").info("remote entry %s refused (%s)", key[:16], e)
            return None
        except CorruptEntry as e:
            self.stats["corrupt"] += 1
            warn_at_user(f"tritium: remote cache entry {key[:16]} is unusable ({e}); compiling it again",
                         RemoteCacheWarning)
            return None
        self.stats["hits"] += 1
        logger("cache").info("remote hit %s (%s)", key[:16], entry[1].get("name", "?"))
        return entry

    def put(self, key: str, files: dict, metadata: dict) -> None:
        if not self._usable():
            return
        try:
            self.store.put(self.prefix + key, encode(key, files, metadata, self.keys[0] if self.keys else None),
                           self.ttl)
            self.stats["puts"] += 1
            logger("cache").info("remote put %s (%s)", key[:16], metadata.get("name", "?"))
            self._ok()
        except Exception as e:  # noqa: BLE001
            self._failed("write", e)


    def name(self) -> str:
        return str(getattr(self.store, "url", None) or repr(self.store))

    def record_in(self, root) -> None:
        """Add this process's use of the store to `<root>/.memo/remote-stats.json` at exit, where
        `tritium cache stats` reads it."""
        if not self._record_in:
            _register_exit_record()
        self._record_in.add(str(root))

    def record_now(self) -> None:
        with self._lock:
            now = {**self.stats, "outages": self.outages}
            delta = {k: now[k] - self._recorded[k] for k in RECORDED}
            self._recorded = {k: now[k] for k in RECORDED}
            last_error = self.last_error
        if any(delta.values()):
            for root in sorted(self._record_in):
                add_to_record(root, self.name(), delta, last_error)


# ------------------------------------------------------------------ what a cache directory's processes saw
RECORDED = ("hits", "misses", "puts", "errors", "corrupt", "refused", "outages")
RECORD = "remote-stats.json"  # in <cache dir>/.memo: {store: {count: n, ..., "last_error": [time, text]}}
_exit_registered = False


def _register_exit_record() -> None:
    global _exit_registered
    if not _exit_registered:
        import atexit
        _exit_registered = True
        atexit.register(lambda: [rc.record_now() for rc in list(_stores.values())])


def add_to_record(root: str, store: str, delta: dict, last_error) -> None:
    """Add `delta` to the directory's record of `store`, under a lock (processes end at once) and
    through a renamed temporary file. A record that cannot be written costs nothing but the record."""
    import os
    memo = os.path.join(root, ".memo")
    try:
        os.makedirs(memo, exist_ok=True)
        with open(os.path.join(memo, RECORD + ".lock"), "a") as lock:
            try:
                import fcntl
                fcntl.flock(lock, fcntl.LOCK_EX)
            except ImportError:  # (no flock: counts of processes ending together may be lost)
                pass
            record = read_record(root)
            mine = record.setdefault(store, {})
            for k, n in delta.items():
                mine[k] = mine.get(k, 0) + n
            if last_error is not None:
                mine["last_error"] = [last_error[0], last_error[1][:300]]
            tmp = os.path.join(memo, f".{RECORD}.{os.getpid()}.tmp")
            with open(tmp, "w") as f:
                json.dump(record, f)
            os.replace(tmp, os.path.join(memo, RECORD))
    except OSError as e:
        logger("cache").info("cannot record the remote cache's use in %s (%s)", memo, e)


def read_record(root) -> dict:
    """The directory's record, {store: {count: int, ..., "last_error": [time, text]}}; what does not
    read as that (a damaged or foreign file) is left out."""
    import os
    try:
        with open(os.path.join(str(root), ".memo", RECORD)) as f:
            raw = json.load(f)
    except (OSError, ValueError):
        return {}
    record = {}
    for store, counts in (raw.items() if isinstance(raw, dict) else ()):
        if not isinstance(store, str) or not isinstance(counts, dict):
            continue
        mine = {k: counts[k] for k in RECORDED if type(counts.get(k)) is int and counts[k] >= 0}
        err = counts.get("last_error")
        if (isinstance(err, list) and len(err) == 2 and isinstance(err[0], (int, float))
                and isinstance(err[1], str)):
            mine["last_error"] = err
        record[store] = mine
    return record


_stores: dict = {}  # (url, timeout) -> RemoteCache: one connection pool per process and server


def remote_cache(spec, ttl=None, timeout: float = 1.0, retry: float = 10.0, keys=None, trust: bool = False):
    """The RemoteCache for a URL ("redis://host:port/db", "rediss://...", "unix://...") or a store
    object; None for None/"". `keys`: the fleet keys (TRITIUM_REMOTE_CACHE_KEY); `trust`: read
    unsigned entries (TRITIUM_REMOTE_CACHE_TRUST)."""
    if spec is None or (isinstance(spec, str) and not spec.strip()):
        return None
    if not isinstance(spec, str):
        rc = _stores.get(id(spec))
        if rc is None or rc.store is not spec:
            rc = _stores[id(spec)] = RemoteCache(spec, ttl=ttl, retry=retry)
    else:
        if not spec.startswith(("redis://", "rediss://", "unix://")):
            raise ValueError(f"TRITIUM_REMOTE_CACHE={spec!r}: expected a Redis URL such as redis://host:6379/0")
        rc = _stores.get((spec, timeout))
        if rc is None:
            rc = _stores[(spec, timeout)] = RemoteCache(RedisStore(spec, timeout), ttl=ttl, retry=retry)
    rc.ttl, rc.retry = ttl, retry
    new_keys, trust = parse_keys(keys), bool(trust)
    if (new_keys, trust) != (rc.keys, rc.trust):
        rc.keys, rc.trust = new_keys, trust
        rc._refusal_warned = rc._reads_off_warned = False
    return rc
