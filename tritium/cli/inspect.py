"""`tritium inspect KEY|DIR`: a cache entry's or a `tritium compile` output's files and metadata."""
from __future__ import annotations

import json
from pathlib import Path

from .common import CLIError, find_entry

HELP = "show the stages and metadata of a cache entry (its key or a prefix) or of a `tritium compile` output directory"
# the metadata worth a line, in this order
KEYS = ("name", "target", "backend", "signature", "constexprs", "options")


def add_parser(sub) -> None:
    i = sub.add_parser("inspect", help=HELP, description=HELP + ". Example: tritium inspect out/  or  tritium "
                                                                 "inspect f7e2af13")
    i.add_argument("key", metavar="KEY|DIR", help="a cache key (or a prefix of one) or a directory")
    i.set_defaults(handler=lambda args: inspect(args.key))


def inspect(what: str) -> int:
    d = Path(what)
    if d.is_dir():
        return show(d)
    if d.exists():
        raise CLIError(f"{what} is a file: give a directory (a cache entry or a `tritium compile` output) "
                       f"or a cache key")
    if "/" in what or "\\" in what or what.startswith("."):
        raise CLIError(f"{what}: no such directory")
    return show(find_entry(what))


def show(d: Path) -> int:
    """Print an entry: a cache entry (metadata.json lists its `artifacts` with their sha256) or a
    `tritium compile` output (metadata.json names the `stages`; the files are <name>.<stage>)."""
    meta_path = d / "metadata.json"
    if not meta_path.is_file():
        raise CLIError(f"{d} is neither a cache entry nor a `tritium compile` output directory "
                       f"(it has no metadata.json)")
    try:
        meta = json.loads(meta_path.read_text())
    except (OSError, ValueError) as e:
        raise CLIError(f"{meta_path}: cannot read it ({getattr(e, 'strerror', None) or e})") from None
    if not isinstance(meta, dict):
        raise CLIError(f"{meta_path}: not tritium metadata (a JSON {type(meta).__name__}, not an object)")
    cached = "artifacts" in meta
    print(f"{'entry' if cached else 'compile output'}: {d}")
    if not cached and meta.get("key"):
        print(f"key: {meta['key']}")
    for k in KEYS:
        if k in meta:
            print(f"{k}: {meta[k]}")
    res = _resources(meta)
    if res:
        print(f"resources: {res}")
    if cached:
        for name, digest in meta["artifacts"].items():
            f = d / name
            size = f"{f.stat().st_size:>9} bytes" if f.is_file() else "  (missing)    "
            print(f"  {name:<32} {size}  sha256 {digest[:16]}")
        return 0
    stages = [s for s in meta.get("stages", []) if isinstance(s, str)]
    name = meta.get("name", "")
    listed = [f"{name}.{s}" for s in stages]
    others = sorted(p.name for p in d.iterdir() if p.is_file() and p.name not in listed)
    for fname in listed + others:
        f = d / fname
        size = f"{f.stat().st_size:>9} bytes" if f.is_file() else "  (missing)    "
        stage = fname[len(name) + 1:] if fname in listed else ""
        print(f"  {fname:<32} {size}" + (f"  stage {stage}" if stage else ""))
    return 0


def _resources(meta: dict) -> str:
    """'shared 0 bytes, 32 registers, 0 spills' from what the backend measured (GPU targets)."""
    parts = []
    if meta.get("backend") == "cpu":  # (no registers, spills or shared memory to speak of)
        return ""
    if isinstance(meta.get("shared"), int):
        parts.append(f"shared {meta['shared']} bytes")
    if isinstance(meta.get("n_regs"), int) and meta["n_regs"]:
        parts.append(f"{meta['n_regs']} registers")
    if isinstance(meta.get("n_spills"), int) and (meta["n_spills"] or parts):
        parts.append(f"{meta['n_spills']} spills")
    return ", ".join(parts)
