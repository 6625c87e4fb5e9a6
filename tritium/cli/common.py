"""What every sub-command shares: the one-line error, sizes, and finding cache entries."""
from __future__ import annotations

import json
from pathlib import Path


class CLIError(Exception):
    """A mistake the command answers in one line on stderr, `tritium <command>: <message>`; the exit
    status is `code` (2: a usage mistake, as argparse's; 1: anything else)."""

    def __init__(self, message: str, code: int = 1):
        super().__init__(message)
        self.code = code


def one_line(e: BaseException) -> str:
    """An exception's message on one line (its lines joined), or its type when it has none."""
    text = " ".join(line.strip() for line in str(e).splitlines() if line.strip())
    return text or type(e).__name__


def human(n: float) -> str:
    for unit in ("B", "KiB", "MiB", "GiB"):
        if n < 1024 or unit == "GiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return str(n)


def size(text: str) -> int:
    """'800M', '2G', '500000000' -> bytes; a ValueError that says what a size looks like."""
    from ..knobs import env_opt
    try:
        n = env_opt(kind="size").parse(text)
    except (ValueError, IndexError):
        raise ValueError(f"{text!r} is not a size (examples: 500000000, 800M, 2G)") from None
    if n <= 0:
        raise ValueError(f"{text!r} is not a size (examples: 500000000, 800M, 2G)")
    return n


def open_cache():
    """The file cache, or a CLIError when it is off."""
    from ..store.cache import FileCache
    cache = FileCache()
    if not cache.enabled:
        raise CLIError("the cache is off (TRITIUM_CACHE_DIR=off)")
    return cache


def read_metadata(d: Path) -> dict | None:
    """An entry's metadata.json, or None when it cannot be read."""
    try:
        return json.loads((d / "metadata.json").read_text())
    except (OSError, ValueError):
        return None


def entry_label(d: Path) -> str:
    """'f7e2af133b25e420 (add_kernel, cpu:host)': a cache entry named for a list in one line."""
    meta = read_metadata(d) or {}
    what = meta.get("name") or meta.get("kind") or "unreadable"
    return f"{d.name[:16]} ({what}" + (f", {meta['target']})" if meta.get("target") else ")")


def find_entry(prefix: str) -> Path:
    """The one cache entry whose key starts with `prefix`; else a CLIError naming the candidates."""
    cache = open_cache()
    matches = [e for e in cache.entries() if e.name.startswith(prefix)]
    if not matches:
        raise CLIError(f"no cache entry matches {prefix!r} in {cache.root} (`tritium cache list` shows the keys)")
    if len(matches) > 1:
        shown = ", ".join(entry_label(d) for d in matches[:8])
        more = f" and {len(matches) - 8} more" if len(matches) > 8 else ""
        raise CLIError(f"{prefix!r} matches {len(matches)} cache entries: {shown}{more}; give more of the key")
    return matches[0]
