"""Seals on the local cache: an HMAC-SHA256 keyed with a secret that only this user holds.

A cache entry is native code, and a sha256 stored beside it catches accidents only: whoever can
write the cache directory can recompute it. A seal can only be made with the user's secret, which
lives outside the cache directory (`$XDG_CONFIG_HOME/tritium/cache-secret`, default
`~/.config/tritium/cache-secret`, 32 random bytes made on first use, mode 0600) or comes from
`TRITIUM_CACHE_SECRET`. So a directory that others can write (a shared or copied cache, a volume
mounted into a container) can waste this process's time but cannot make it run their code: an
entry, a binder's code or a memo without this user's seal is rebuilt, as a damaged one is.

`TRITIUM_CACHE_SECRET=off` trusts the directory's writers (sha256 checks alone). A secret that
cannot be read or made (a read-only home) does the same, with one warning per process.
HMAC is written out here over the interpreter's own SHA-256 (cache.sha256): `hmac` would import
hashlib's OpenSSL binding, which costs a first launch 3-7 ms.
"""
from __future__ import annotations

import os
from _operator import _compare_digest as same_digest  # (what hmac.compare_digest is: constant time)

SEAL_BYTES = 32
_IPAD, _OPAD = bytes(x ^ 0x36 for x in range(256)), bytes(x ^ 0x5C for x in range(256))
_secrets: dict = {}  # (TRITIUM_CACHE_SECRET, the secret file's path) -> the secret (None: none)


class CacheSecretWarning(RuntimeWarning):
    """The cache secret could not be read or made: the cache trusts its directory's writers."""


def secret_path() -> str:
    base = os.environ.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
    return os.path.join(base, "tritium", "cache-secret")


def secret() -> bytes | None:
    """This user's cache secret (None: entries are neither sealed nor checked), looked up once per
    process and setting."""
    from .. import knobs
    where = (knobs.cache.secret, secret_path())
    if where not in _secrets:
        _secrets[where] = _look_up(*where)
    return _secrets[where]


def _look_up(given: str | None, path: str) -> bytes | None:
    if given is not None and given.strip():
        return None if given.strip().lower() == "off" else given.strip().encode()
    try:
        return _read_or_make(path)
    except OSError as e:
        from ..logs import warn_at_user
        warn_at_user(f"tritium: cannot read or make the cache secret {path} ({e.strerror or e}); the kernel "
                     f"cache trusts whoever can write its directory (set TRITIUM_CACHE_SECRET to a secret, "
                     f"or to 'off' to say so)", CacheSecretWarning)
        return None


def _read_or_make(path: str) -> bytes:
    try:
        with open(path, "rb") as f:
            data = f.read()
        if len(data) >= 16:
            return data
    except FileNotFoundError:
        pass
    # made whole under a private name, then linked into place: concurrent first processes agree on
    # the one that links first, and no reader ever sees a partial secret
    os.makedirs(os.path.dirname(path), mode=0o700, exist_ok=True)
    tmp = f"{path}.{os.getpid()}.tmp"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        os.write(fd, os.urandom(32).hex().encode())
        os.fsync(fd)
    finally:
        os.close(fd)
    try:
        try:
            os.link(tmp, path)
        except FileExistsError:  # another process made it first (or a short one is there: keep it)
            pass
    finally:
        os.unlink(tmp)
    with open(path, "rb") as f:
        data = f.read()
    if len(data) < 16:
        raise OSError(f"{path} holds {len(data)} bytes, fewer than a secret needs (16)")
    return data


def seal(key: bytes, *parts: bytes) -> bytes:
    """HMAC-SHA256 (RFC 2104) under `key` of `parts`, each prefixed with its length (so that the
    split between parts is sealed too)."""
    from .cache import sha256
    if len(key) > 64:
        key = sha256(key).digest()
    key = key.ljust(64, b"\0")
    inner = sha256(key.translate(_IPAD))
    for p in parts:
        inner.update(len(p).to_bytes(8, "little"))
        inner.update(p)
    return sha256(key.translate(_OPAD) + inner.digest()).digest()


def sealed(*parts: bytes) -> bytes:
    """The seal of `parts` under this user's secret, b"" without one."""
    key = secret()
    return seal(key, *parts) if key is not None else b""


def holds(mac: bytes, *parts: bytes) -> bool:
    """Whether `mac` is the seal of `parts` under this user's secret (always, without one)."""
    key = secret()
    return key is None or (len(mac) == SEAL_BYTES and same_digest(mac, seal(key, *parts)))
