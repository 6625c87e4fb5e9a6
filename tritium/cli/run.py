"""`tritium run script.py [args...]`: an unmodified Triton script, with `import triton` resolved to
tritium. The script's own exceptions are its traceback (exit 1), as under `python script.py`."""
from __future__ import annotations

import argparse
import os
import runpy
import sys

from .common import CLIError

SANITIZE_HELP = "check every load/store against its buffer's bounds and integer overflow (slower)"


def add_parser(sub) -> None:
    r = sub.add_parser("run", help="run a Triton script with `import triton` resolved to tritium",
                       description="Run an unmodified Triton script: `import triton` is tritium, kernels on "
                                   "NumPy arrays and CPU tensors run on this machine's CPU. Example: "
                                   "tritium run --bench short 01-vector-add.py")
    r.add_argument("--bench", choices=["full", "short", "skip"], default="full",
                   help="perf_report sweeps: full, short (first two points, few timing runs) or skip")
    r.add_argument("--interpret", action="store_true",
                   help="run kernels in the reference interpreter instead of compiling them for the CPU")
    r.add_argument("--sanitize", action="store_true",
                   help=SANITIZE_HELP + "; sets TRITIUM_DEBUG=1 for the script")
    r.add_argument("--target", help="where kernels on host (CPU torch, NumPy) arrays run: cpu (default) or "
                                    "vulkan (a Vulkan device; the arrays are copied in and out)")
    r.add_argument("script")
    r.add_argument("args", nargs=argparse.REMAINDER, help="the script's own arguments")
    r.set_defaults(handler=main)


def main(args) -> int:
    if args.target:
        from ..backends.registry import backend_for, parse_target
        try:
            backend_for(parse_target(args.target))
        except (ValueError, KeyError, RuntimeError) as e:
            raise CLIError(f"--target {args.target}: {e}", 2) from None
    if not os.path.isfile(args.script):
        raise CLIError(f"{args.script}: no such file" if not os.path.exists(args.script) else
                       f"{args.script}: not a file (give the Python script to run)", 2)
    os.environ["TRITIUM_BENCH"] = args.bench
    if args.target:
        os.environ["TRITIUM_TARGET"] = args.target
    if args.interpret:
        os.environ["TRITIUM_INTERPRET"] = "1"
    else:
        os.environ.setdefault("TRITIUM_INTERPRET", "0")
    if args.sanitize:
        os.environ["TRITIUM_DEBUG"] = "1"
    from ..compat import install_triton_alias
    install_triton_alias()
    script = os.path.abspath(args.script)
    sys.argv = [args.script] + args.args
    sys.path.insert(0, os.path.dirname(script))
    try:
        runpy.run_path(args.script, run_name="__main__")
    except (SystemExit, KeyboardInterrupt):
        raise
    except BaseException as e:  # the script's own error: its traceback, from its first frame on
        tb = e.__traceback__
        while tb is not None and os.path.abspath(tb.tb_frame.f_code.co_filename) != script:
            tb = tb.tb_next
        if tb is not None:
            e.__traceback__ = tb  # (the default hook prints the exception's own traceback)
        sys.excepthook(type(e), e, e.__traceback__)
        return 1
    return 0
