"""`tritium cache list|show|clear|stats|prune`: the compilation cache (TRITIUM_CACHE_DIR)."""
from __future__ import annotations

import time

from .common import CLIError, human, one_line, open_cache, read_metadata, size


def add_parser(sub) -> None:
    c = sub.add_parser("cache", help="list, show, clear, prune or measure the compilation cache (TRITIUM_CACHE_DIR)",
                       description="list: one line per entry; show KEY: an entry's files and metadata (a key prefix "
                                   "will do); clear: remove every entry; stats: entries and bytes by kind; prune: "
                                   "remove least recently used entries (and binder memos, .memo/binders) down to "
                                   "--max-bytes and/or those unused for --older-than days (safe while "
                                   "other processes use the cache). "
                                   "Example: tritium cache prune --max-bytes 2G")
    c.add_argument("action", choices=["list", "show", "clear", "stats", "prune"])
    c.add_argument("key", nargs="?", default=None, help="for show: a key (prefix) or an entry directory")
    c.add_argument("--max-bytes", default=None, metavar="SIZE", help="prune: the size to keep, e.g. 800M or 2G "
                                                                    "(default: TRITIUM_CACHE_MAX_BYTES)")
    c.add_argument("--older-than", type=float, default=None, metavar="DAYS", help="prune: entries unused this long")
    c.set_defaults(handler=main, prog=lambda args: f"tritium cache {args.action}")


def main(args) -> int:
    if args.action == "show":
        if not args.key:
            raise CLIError("give the KEY of an entry (or a prefix of it; `tritium cache list` shows them): "
                           "tritium cache show KEY", 2)
        from .inspect import inspect
        return inspect(args.key)
    if args.key is not None:
        hint = " (it removes every entry; `tritium cache prune` removes old ones)" if args.action == "clear" else ""
        raise CLIError(f"takes no KEY, got {args.key!r}{hint}", 2)
    if args.action != "prune" and (args.max_bytes is not None or args.older_than is not None):
        raise CLIError("--max-bytes and --older-than are options of `tritium cache prune`", 2)
    try:
        cache = open_cache()
    except CLIError as e:  # not a mistake: there is nothing to list
        print(e)
        return 0
    return {"list": _list, "clear": _clear, "stats": _stats, "prune": _prune}[args.action](cache, args)


def _list(cache, args) -> int:
    entries = cache.entries()
    if not entries:
        print(f"no entries in {cache.root}")
        return 0
    for d in entries:
        meta = read_metadata(d)
        if meta is None:
            print(f"{d.name}  (unreadable)")
            continue
        kind = meta.get("kind", "kernel")
        what = " -> ".join(meta.get("stages", [])) if kind == "kernel" else f"({kind})"
        print(f"{d.name}  {meta.get('name', '?'):<24} {meta.get('target', '?'):<12} {what}")
    return 0


def _clear(cache, args) -> int:
    n = len(cache.entries())
    cache.clear()
    print(f"removed {n} entries from {cache.root}")
    return 0


def _stats(cache, args) -> int:
    from .. import knobs
    st = cache.stats()
    print(f"cache: {st['root']}")
    limit = f" of {human(st['max_bytes'])} (TRITIUM_CACHE_MAX_BYTES)" if st["max_bytes"] else " (no size limit)"
    print(f"entries: {st['entries']}, {human(st['bytes'])}{limit}")
    for kind, (n, b) in sorted(st["kinds"].items()):
        print(f"  {kind:<10} {n:>6} entries  {human(b):>10}")
    if st["memos"]:  # (counted in the size limit and pruned with the entries)
        print(f"binder memos: {st['memos']}, {human(st['memo_bytes'])} (.memo/binders)")
    if st["oldest_use"]:
        now = time.time()
        print(f"last used: {(now - st['newest_use']) / 3600:.1f} h ago (newest), "
              f"{(now - st['oldest_use']) / 86400:.1f} days ago (oldest)")
    remote = knobs.cache.remote
    print(f"remote: {remote if isinstance(remote, str) else type(remote).__name__} ({_probe(remote)})" if remote
          else "remote: none (TRITIUM_REMOTE_CACHE)")
    _print_record(cache.root)
    return 0


def _probe(spec) -> str:
    """Whether the remote store answers now, and how fast."""
    from .. import knobs
    from ..store.remote import remote_cache
    try:
        rc = remote_cache(spec, timeout=knobs.cache.remote_timeout)
        start = time.perf_counter()
        rc.store.get(rc.prefix + "probe")
    except Exception as e:  # noqa: BLE001 - any failure of the store or its client is the answer
        return f"not answering: {type(e).__name__}: {one_line(e)}"
    return f"answering, {1000 * (time.perf_counter() - start):.1f} ms"


def _print_record(root) -> None:
    """What the processes using this directory saw of each remote store (store/remote.py)."""
    from ..store.remote import read_record
    for store, c in sorted(read_record(root).items()):
        n = {k: c.get(k, 0) for k in ("hits", "misses", "puts", "refused", "corrupt", "outages", "errors")}
        print(f"  seen from here, {store}: {n['hits']} hits, {n['misses']} misses, {n['puts']} writes, "
              f"{n['refused']} refused, {n['corrupt']} unusable, {n['outages']} outages ({n['errors']} failed requests)")
        if "last_error" in c:
            when, what = c["last_error"]
            print(f"    last failure {(time.time() - when) / 3600:.1f} h ago: {what}")


def _prune(cache, args) -> int:
    try:
        limit = size(args.max_bytes) if args.max_bytes is not None else cache.max_bytes
    except ValueError as e:
        raise CLIError(f"--max-bytes {e}", 2) from None
    older = args.older_than * 86400 if args.older_than is not None else None
    if limit is None and older is None:
        raise CLIError("give --max-bytes SIZE or --older-than DAYS (or set TRITIUM_CACHE_MAX_BYTES)", 2)
    n, freed, memos = cache.prune(limit, older)
    also = f" and {memos} binder memos" if memos else ""
    print(f"removed {n} entries{also} ({human(freed)}) from {cache.root}; {human(cache.total_bytes())} left")
    return 0
