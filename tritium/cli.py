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
    install_triton_alias()
    sys.argv = [args.script] + args.args
    sys.path.insert(0, os.path.dirname(os.path.abspath(args.script)))
    runpy.run_path(args.script, run_name="__main__")
    return 0


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="tritium", description="tritium: Triton-language kernels, compiled in Python")
    sub = p.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run", help="run a Triton script with `import triton` resolved to tritium")
    r.add_argument("--bench", choices=["full", "short", "skip"], default="full",
                   help="perf_report sweeps: full, short (first two points, few timing runs) or skip")
    r.add_argument("--interpret", action=argparse.BooleanOptionalAction, default=True,
                   help="run kernels in the reference interpreter (the only executor until a compiled backend exists)")
    r.add_argument("script")
    r.add_argument("args", nargs=argparse.REMAINDER)
    args = p.parse_args(argv)
    if args.command == "run":
        return _run(args)
    return 1


if __name__ == "__main__":
    sys.exit(main())
