"""The `tritium` command (also `python -m tritium`): one module per sub-command.

    tritium run script.py [args...]       an unmodified Triton script, `import triton` -> tritium
    tritium compile FILE:KERNEL ...       one kernel's stages to a directory      (compile.py)
    tritium aot MANIFEST -o DIR           a bundle of native kernels               (aot.py)
    tritium cache list|show|clear|...     the compilation cache                    (cache.py)
    tritium inspect KEY|DIR               a cache entry's or compile output's files (inspect.py)

Every mistake is one line on stderr, `tritium <command>: <what is wrong>`, exit 2 for a usage
mistake (as argparse's) and 1 otherwise; a kernel mistake prints its CompilationError (file:line and
a caret); anything unexpected in tritium's own code is one line `tritium: error: ...` (rerun with
TRITIUM_DEBUG_COMPILER=1 for its traceback). Under `tritium run`, the script's own exceptions are
its tracebacks, as under `python script.py`.
"""
from __future__ import annotations

import argparse
import os
import sys

from . import aot, cache, compile, inspect, run
from .common import CLIError, one_line
from .compile import parse_signature  # tritium.cli.parse_signature, as before

__all__ = ["main", "parser", "parse_signature", "version", "CLIError"]
DEBUG_HINT = "rerun with TRITIUM_DEBUG_COMPILER=1 for the traceback"


class _Parser(argparse.ArgumentParser):
    """argparse, with its mistakes in one line (the usage is one `--help` away)."""

    def error(self, message):
        self.exit(2, f"{self.prog}: error: {message} (see `{self.prog} --help`)\n")


def version() -> str:
    """'tritium 0.1.0' and, on a second line, the llvmlite and LLVM it compiles with."""
    try:
        from .. import __version__ as v
    except ImportError:
        from importlib.metadata import version as dist_version
        v = dist_version("tritium")
    lines = [f"tritium {v}"]
    try:
        import llvmlite
        from llvmlite import binding
        lines.append(f"llvmlite {llvmlite.__version__} (LLVM {'.'.join(map(str, binding.llvm_version_info))}), "
                     f"Python {sys.version.split()[0]}")
    except Exception as e:  # noqa: BLE001 - the version must print whatever is broken
        lines.append(f"llvmlite: not usable ({one_line(e)})")
    return "\n".join(lines)


class _Version(argparse.Action):
    def __init__(self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, help=None):
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        print(version())
        parser.exit()


def parser() -> argparse.ArgumentParser:
    p = _Parser(prog="tritium", description="tritium: Triton-language kernels, compiled in Python. "
                                            "`tritium COMMAND --help` explains each command.")
    p.add_argument("--version", action=_Version, help="print tritium's version (and llvmlite's, LLVM's) and exit")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for command in (run, compile, aot, cache, inspect):
        command.add_parser(sub)
    for sp in sub.choices.values():  # a sub-command's own mistakes are reported by its parser
        sp.set_defaults(subparser=sp)
    return p


def _debug_compiler() -> bool:
    from .. import knobs
    try:
        return bool(knobs.compilation.debug_compiler)
    except Exception:  # noqa: BLE001 - a broken knob must not hide the error being reported: the environment's
        found = knobs.compilation_knobs.debug_compiler.environ()
        return found is not None and found[1].strip().lower() in ("1", "true", "yes", "on")


def _silence_stdout() -> None:
    """Point stdout at /dev/null so that the interpreter's final flush of what is still buffered does not
    raise BrokenPipeError again (and print 'Exception ignored ...') on the way out."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # no file descriptor behind stdout (a test's capture): nothing will flush
        pass


def main(argv=None) -> int:
    p = parser()
    args, extra = p.parse_known_args(argv)
    if extra:  # unknown options: said by the sub-command's parser, pointing at its --help
        getattr(args, "subparser", p).error(f"unrecognized arguments: {' '.join(extra)}")
    prog = args.prog(args) if callable(getattr(args, "prog", None)) else f"tritium {args.command}"
    try:
        code = args.handler(args)
        sys.stdout.flush()  # (a closed pipe is found here, not in the interpreter's exit)
        return code
    except CLIError as e:
        print(f"{prog}: {e}", file=sys.stderr)
        return e.code
    except BrokenPipeError:  # `tritium cache list | head`: the reader has gone, as it may; say nothing
        _silence_stdout()
        return 141  # (128 + SIGPIPE: what a tool the pipe's signal ended reports)
    except KeyboardInterrupt:
        if args.command == "run":  # the script's: as under python
            raise
        print(f"{prog}: interrupted", file=sys.stderr)
        return 130
    except Exception as e:  # noqa: BLE001 - (a `run` script's own errors never get here: run.py reports them)
        from ..frontend.errors import CompilationError
        if isinstance(e, CompilationError):  # a kernel mistake: file:line and a caret, no traceback
            print(str(e), file=sys.stderr)
            return 1
        if _debug_compiler():
            raise
        print(f"tritium: error: {type(e).__name__}: {one_line(e)} ({DEBUG_HINT})", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
