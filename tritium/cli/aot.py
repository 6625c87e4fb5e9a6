"""`tritium aot MANIFEST -o DIR [--build]`: export a bundle (C sources, objects, cubins)."""
from __future__ import annotations

import json

from .common import CLIError


def add_parser(sub) -> None:
    a = sub.add_parser("aot", help="export kernels ahead of time into a C/Python bundle (see README: deploying kernels)",
                       description="Compile the kernels a manifest (TOML or JSON) lists for every target and "
                                   "variant into DIR: <lib>.h/.c, CPU objects, embedded GPU binaries (cubins, zebins, "
                                   "SPIR-V), a Makefile and manifest.json. Example: tritium aot kernels.toml -o bundle --build")
    a.add_argument("manifest", help="the manifest (.toml or .json)")
    a.add_argument("-o", "--output", required=True, metavar="DIR")
    a.add_argument("--build", action="store_true", help="also build lib<library>.so with the C compiler")
    a.add_argument("--cc", default=None, help="the C compiler for --build (default: $CC or cc)")
    a.set_defaults(handler=main)


def main(args) -> int:
    from ..aot.exporter import ExportError, export
    from ..aot.manifest import ManifestError
    try:
        out = export(args.manifest, args.output, build=args.build, cc=args.cc)
    except (ManifestError, ExportError) as e:  # (a kernel mistake, CompilationError, is main's to print)
        raise CLIError(str(e), 2 if isinstance(e, ManifestError) else 1) from None
    meta = json.loads((out / "manifest.json").read_text())
    n = sum(len(b) for k in meta["kernels"] for b in [k["cuda"]] + list(k["cpu"].values()))
    print(f"{meta['library']}: {len(meta['kernels'])} kernels, {n} binaries for {', '.join(meta['targets'])} "
          f"written to {out}" + (f"; built lib{meta['library']}.so" if args.build else
                                 f"; build with `make -C {out}`"))
    return 0
