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
    if args.target:
        from .backends.registry import backend_for, parse_target
        try:
            backend_for(parse_target(args.target))
        except (ValueError, KeyError, RuntimeError) as e:
            print(f"--target {args.target}: {e}", file=sys.stderr)
            return 2
        os.environ["TRITIUM_TARGET"] = args.target
    if args.interpret:
        os.environ["TRITIUM_INTERPRET"] = "1"
    else:
        os.environ.setdefault("TRITIUM_INTERPRET", "0")
    if not os.path.isfile(args.script):
        print(f"tritium run: {args.script}: no such file", file=sys.stderr)
        return 2
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
            what = " -> ".join(meta.get("stages", [])) if meta.get("kind", "kernel") == "kernel" else f"({meta['kind']})"
            print(f"{d.name}  {meta.get('name', '?'):<24} {meta.get('target', '?'):<12} {what}")
        return 0
    if args.action == "stats":
        return _cache_stats(cache)
    if args.action == "prune":
        return _cache_prune(cache, args)
    return _inspect(args.key)


def _size(text: str) -> int:
    from .knobs import env_opt
    try:
        n = env_opt(kind="size").parse(text)
    except (ValueError, IndexError):
        raise ValueError(f"{text!r} is not a size (examples: 500000000, 800M, 2G)") from None
    if n <= 0:
        raise ValueError(f"{text!r} is not a size (examples: 500000000, 800M, 2G)")
    return n


def _human(n: float) -> str:
    for unit in ("B", "KiB", "MiB", "GiB"):
        if n < 1024 or unit == "GiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return str(n)


def _cache_stats(cache) -> int:
    import time

    from . import knobs
    st = cache.stats()
    print(f"cache: {st['root']}")
    limit = f" of {_human(st['max_bytes'])} (TRITIUM_CACHE_MAX_BYTES)" if st["max_bytes"] else " (no size limit)"
    print(f"entries: {st['entries']}, {_human(st['bytes'])}{limit}")
    for kind, (n, b) in sorted(st["kinds"].items()):
        print(f"  {kind:<10} {n:>6} entries  {_human(b):>10}")
    if st["oldest_use"]:
        now = time.time()
        print(f"last used: {(now - st['newest_use']) / 3600:.1f} h ago (newest), "
              f"{(now - st['oldest_use']) / 86400:.1f} days ago (oldest)")
    remote = knobs.cache.remote
    print(f"remote: {remote if isinstance(remote, str) else type(remote).__name__}" if remote else
          "remote: none (TRITIUM_REMOTE_CACHE)")
    return 0


def _cache_prune(cache, args) -> int:
    try:
        limit = _size(args.max_bytes) if args.max_bytes is not None else cache.max_bytes
    except ValueError as e:
        print(f"tritium cache prune: --max-bytes {e}", file=sys.stderr)
        return 2
    older = args.older_than * 86400 if args.older_than is not None else None
    if limit is None and older is None:
        print("tritium cache prune: give --max-bytes SIZE or --older-than DAYS (or set TRITIUM_CACHE_MAX_BYTES)",
              file=sys.stderr)
        return 2
    n, freed = cache.prune(limit, older)
    print(f"removed {n} entries ({_human(freed)}) from {cache.root}; {_human(cache.total_bytes())} left")
    return 0


def parse_signature(text: str) -> list[tuple]:
    """'*fp32:16, *fp32, i32:16, fp32' -> [(tl dtype, [facts]), ...] (Triton's AOT spelling: a
    pointer is '*' + its element type; ':16' declares divisibility/alignment by 16)."""
    from .aot.manifest import dtype_of
    from .aot.manifest import parse_signature as parse
    return [(dtype_of(p), p.facts()) for p in parse(text)]


def _aot(args) -> int:
    """`tritium aot MANIFEST -o DIR [--build]`: export a bundle (C sources, objects, cubins)."""
    from .aot.exporter import ExportError, export
    from .aot.manifest import ManifestError
    from .frontend.errors import CompilationError
    try:
        out = export(args.manifest, args.output, build=args.build, cc=args.cc)
    except (ManifestError, ExportError) as e:
        print(f"tritium aot: {e}", file=sys.stderr)
        return 2 if isinstance(e, ManifestError) else 1
    except CompilationError as e:
        print(str(e), file=sys.stderr)
        return 1
    import json
    meta = json.loads((out / "manifest.json").read_text())
    n = sum(len(b) for k in meta["kernels"] for b in [k["cuda"]] + list(k["cpu"].values()))
    print(f"{meta['library']}: {len(meta['kernels'])} kernels, {n} binaries for {', '.join(meta['targets'])} "
          f"written to {out}" + (f"; built lib{meta['library']}.so" if args.build else
                                 f"; build with `make -C {out}`"))
    return 0


def _compile(args) -> int:
    """`tritium compile FILE:KERNEL --signature ... -o DIR`: every stage, plus metadata.json, to DIR."""
    import importlib.util
    import json
    from pathlib import Path

    from .compiler import compile as compile_kernel
    path, _, kname = args.kernel.rpartition(":")
    if not path or not kname:
        print("expected FILE:KERNEL", file=sys.stderr)
        return 2
    spec = importlib.util.spec_from_file_location(Path(path).stem, path)
    mod = importlib.util.module_from_spec(spec)
    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
    spec.loader.exec_module(mod)
    fn = getattr(mod, kname, None)
    if fn is None or not hasattr(fn, "params"):
        print(f"{path} has no @jit kernel named {kname}", file=sys.stderr)
        return 2
    constexprs = {}
    for kv in args.constexpr:
        k, _, v = kv.partition("=")
        try:
            constexprs[k] = json.loads(v)
        except ValueError:
            constexprs[k] = v
    runtime = [p for p in fn.params if not p.is_constexpr and p.name not in constexprs]
    sig = parse_signature(args.signature)
    if len(sig) != len(runtime):
        print(f"--signature has {len(sig)} entries but {kname} has {len(runtime)} runtime parameters "
              f"({', '.join(p.name for p in runtime)})", file=sys.stderr)
        return 2
    signature = {p.name: t for p, (t, _) in zip(runtime, sig)}
    facts = {p.name: f for p, (_, f) in zip(runtime, sig) if f}
    options = {}
    for kv in args.option:
        k, _, v = kv.partition("=")
        options[k] = json.loads(v)
    from .backends.registry import parse_target
    try:
        target = parse_target(args.target)
    except ValueError as e:  # an unknown or missing architecture: one line, no traceback
        print(f"--target {args.target}: {e}", file=sys.stderr)
        return 2
    try:
        ck = compile_kernel(fn, signature, constexprs, target=target, facts=facts, **options)
    except RuntimeError as e:
        from .backends.cuda.toolchain import ToolchainError
        if not isinstance(e, ToolchainError):
            raise
        print(str(e), file=sys.stderr)  # a missing tool: what to install
        return 1
    out = Path(args.output)
    out.mkdir(parents=True, exist_ok=True)
    for stage, data in ck.asm.items():
        (out / f"{ck.name}.{stage}").write_bytes(data if isinstance(data, bytes) else data.encode())
    (out / "metadata.json").write_text(json.dumps(dict(ck.metadata), indent=1, default=str))
    print(f"{ck.name}: {' -> '.join(ck.asm)} written to {out}")
    return 0


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
    r.add_argument("--target", help="where kernels on host (CPU torch, NumPy) arrays run: cpu (default) or "
                                     "vulkan (a Vulkan device; the arrays are copied in and out)")
    r.add_argument("script")
    r.add_argument("args", nargs=argparse.REMAINDER)
    c = sub.add_parser("cache", help="list, show, clear, prune or measure the compilation cache (TRITIUM_CACHE_DIR)",
                       description="stats: entries and bytes by kind; prune: remove least recently used entries "
                                   "down to --max-bytes and/or those unused for --older-than days (safe while "
                                   "other processes use the cache). Example: tritium cache prune --max-bytes 2G")
    c.add_argument("action", choices=["list", "show", "clear", "stats", "prune"])
    c.add_argument("key", nargs="?", default="", help="for show: a key (prefix) or an entry directory")
    c.add_argument("--max-bytes", default=None, metavar="SIZE", help="prune: the size to keep, e.g. 800M or 2G "
                                                                    "(default: TRITIUM_CACHE_MAX_BYTES)")
    c.add_argument("--older-than", type=float, default=None, metavar="DAYS", help="prune: entries unused this long")
    k = sub.add_parser("compile", help="compile a kernel ahead of time and write every stage to a directory")
    k.add_argument("kernel", metavar="FILE:KERNEL")
    k.add_argument("--signature", required=True, help="runtime parameter types in order, e.g. '*fp32:16, *fp32, i32'")
    k.add_argument("--target", default="cpu", help="cpu (this machine), cpu:x86-64[-v2|-v3|-v4], cpu:aarch64, "
                                                   "cuda:90, xpu:pvc, vulkan:sg32, ...")
    k.add_argument("--constexpr", action="append", default=[], metavar="K=V")
    k.add_argument("--option", action="append", default=[], metavar="K=V", help="compile option, e.g. num_threads=4")
    k.add_argument("-o", "--output", required=True, metavar="DIR")
    a = sub.add_parser("aot", help="export kernels ahead of time into a C/Python bundle (see README: deploying kernels)",
                       description="Compile the kernels a manifest (TOML or JSON) lists for every target and "
                                   "variant into DIR: <lib>.h/.c, CPU objects, embedded GPU binaries (cubins, zebins, "
                                   "SPIR-V), a Makefile and manifest.json. Example: tritium aot kernels.toml -o bundle --build")
    a.add_argument("manifest", help="the manifest (.toml or .json)")
    a.add_argument("-o", "--output", required=True, metavar="DIR")
    a.add_argument("--build", action="store_true", help="also build lib<library>.so with the C compiler")
    a.add_argument("--cc", default=None, help="the C compiler for --build (default: $CC or cc)")
    i = sub.add_parser("inspect", help="show an entry's stages and metadata: a cache key (prefix) or a directory")
    i.add_argument("key")
    args = p.parse_args(argv)
    if args.command == "run":
        return _run(args)
    if args.command == "cache":
        return _cache(args)
    if args.command == "compile":
        return _compile(args)
    if args.command == "aot":
        return _aot(args)
    if args.command == "inspect":
        return _inspect(args.key)
    return 1


if __name__ == "__main__":
    sys.exit(main())
