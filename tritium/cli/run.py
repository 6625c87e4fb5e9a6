"""`tritium run script.py [args...]`: an unmodified Triton script, with `import triton` resolved to
tritium. The script's own exceptions are its traceback (exit 1), as under `python script.py`.

The script runs in a child process (`python -c CHILD SCRIPT ARGS`) so that its death by a
signal can be explained: an unmasked out-of-bounds store corrupts the heap silently and the process
aborts later (often at exit, in glibc's `free`), with nothing pointing at the kernel; the parent sees
the signal and names `--sanitize`, which finds the access."""
from __future__ import annotations

import argparse
import contextlib
import os
import runpy
import signal
import subprocess
import sys

from .common import CLIError

SANITIZE_HELP = "check every load/store against its buffer's bounds and integer overflow (slower)"


def add_parser(sub) -> None:
    r = sub.add_parser("run", help="run a Triton script with `import triton` resolved to tritium",
                       description="Run an unmodified Triton script: `import triton` is tritium, kernels on "
                                   "NumPy arrays and CPU tensors run on this machine's CPU. Example: "
                                   "tritium run --bench short 01-vector-add.py")
    r.add_argument("--bench", choices=["full", "short", "skip"], default="full",
                   help="perf_report sweeps: full, short (first two points, few timing runs) or skip; short "
                        "and skip also spare autotuning: a stored decision, else the first config untimed")
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
    with _parent_ignores_interrupts():  # (Ctrl-C reaches the script, which reports it as Python does)
        code = subprocess.call([sys.executable, "-c", CHILD, args.script, *args.args])
    if code >= 0:
        return code
    return _killed(args, signal.Signals(-code))


CHILD = "import sys; from tritium.cli.run import run_script; sys.exit(run_script(sys.argv[1], sys.argv[2:]))"

# signals a kernel's stray access ends a process with: a fault, or glibc's abort on a corrupted heap
MEMORY_SIGNALS = (signal.SIGSEGV, signal.SIGBUS, signal.SIGABRT)


def _killed(args, sig: signal.Signals) -> int:
    """The child died by `sig`: say so on stderr (with the way to find a stray access where that
    may be the cause) and exit as a shell reports a signal, 128 + its number."""
    hint = ""
    if sig in MEMORY_SIGNALS:
        hint = ("; if a kernel read or wrote outside its arrays, rerun with `tritium run --sanitize` to "
                "name the access" if not args.sanitize else
                "; the sanitizer found no stray access of a kernel before it (native code outside "
                "tritium's kernels, or an access the sanitizer does not check)")
    print(f"tritium run: {args.script} was killed by {sig.name}{hint}", file=sys.stderr)
    return 128 + sig.value


@contextlib.contextmanager
def _parent_ignores_interrupts():
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def run_script(path: str, argv: list) -> int:
    """Run `path` as `__main__` with `import triton` resolved to tritium (in the child process)."""
    from ..compat import install_triton_alias
    install_triton_alias()
    script = os.path.abspath(path)
    sys.argv = [path] + argv
    sys.path.insert(0, os.path.dirname(script))
    try:
        runpy.run_path(path, run_name="__main__")
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
