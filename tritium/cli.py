"""The `tritium` command: `tritium run script.py [args...]` runs an unmodified Triton script with
`import triton` resolved to tritium."""
from __future__ import annotations

import argparse
import os
import runpy
import sys

from .compat import install_triton_alias


def _run(args) -> int:
    os.environ["TRITIUM_BENCH"] = args.bench
    if args.interpret:
        os.environ["TRITIUM_INTERPRET"] = "1"
    else:
        os.environ.setdefault("TRITIUM_INTERPRET", "0")
    install_triton_alias()
    sys.argv = [args.script] + args.args
    sys.path.insert(0, os.path.dirname(os.path.abspath(args.script)))
    runpy.run_path(args.script, run_name="__main__")
    return 0


def _cache(args) -> int:
    import json

    from .runtime.cache import FileCache
    cache = FileCache()
    if not cache.enabled:
        print("the cache is off (TRITIUM_CACHE_DIR=off)")
        return 0
    if args.action == "clear":
        n = len(cache.entries())
        cache.clear()
        print(f"removed {n} entries from {cache.root}")
        return 0
    if args.action == "list":
        for d in cache.entries():
            try:
                meta = json.loads((d / "metadata.json").read_text())
            except (OSError, ValueError):
                print(f"{d.name}  (unreadable)")
                continue
            print(f"{d.name}  {meta.get('name', '?'):<24} {meta.get('target', '?'):<12} {' -> '.join(meta.get('stages', []))}")
        return 0
    return _inspect(args.key)


def _inspect(what: str) -> int:
    import json
    from pathlib import Path

    from .runtime.cache import FileCache
    d = Path(what)
    if not d.is_dir():
        matches = [e for e in FileCache().entries() if e.name.startswith(what)]
        if len(matches) != 1:
            print(f"{what}: {'no' if not matches else 'several'} cache entries match", file=sys.stderr)
            return 1
        d = matches[0]
    meta = json.loads((d / "metadata.json").read_text())
    print(f"entry: {d}")
    for k in ("name", "target", "backend", "signature", "constexprs", "options"):
        if k in meta:
            print(f"{k}: {meta[k]}")
    for name, digest in meta.get("artifacts", {}).items():
        print(f"  {name:<32} {(d / name).stat().st_size:>9} bytes  sha256 {digest[:16]}")
    return 0


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="tritium", description="tritium: Triton-language kernels, compiled in Python")
    sub = p.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run", help="run a Triton script with `import triton` resolved to tritium")
    r.add_argument("--bench", choices=["full", "short", "skip"], default="full",
                   help="perf_report sweeps: full, short (first two points, few timing runs) or skip")
    r.add_argument("--interpret", action="store_true",
                   help="run kernels in the reference interpreter instead of compiling them for the CPU")
    r.add_argument("script")
    r.add_argument("args", nargs=argparse.REMAINDER)
    c = sub.add_parser("cache", help="list, show or clear the compilation cache (TRITIUM_CACHE_DIR)")
    c.add_argument("action", choices=["list", "show", "clear"])
    c.add_argument("key", nargs="?", default="", help="for show: a key (prefix) or an entry directory")
    i = sub.add_parser("inspect", help="show an entry's stages and metadata: a cache key (prefix) or a directory")
    i.add_argument("key")
    args = p.parse_args(argv)
    if args.command == "run":
        return _run(args)
    if args.command == "cache":
        return _cache(args)
    if args.command == "inspect":
        return _inspect(args.key)
    return 1


if __name__ == "__main__":
    sys.exit(main())
