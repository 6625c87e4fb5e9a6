"""CompilationError: a kernel mistake, reported at the kernel's own file:line with a caret."""
from __future__ import annotations

import os
import types

from ..errors import TritonError

_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep
_AST = os.path.dirname(os.path.abspath(__import__("ast").__file__)) + os.sep + "ast.py"


class CompilationError(TritonError):
    """Raised for mistakes in kernel code. `str()` names file:line, shows the line and a caret.

    Errors raised by the code generator also know the function (`func`) and the position relative
    to its `def` line (`rel`: (line, col), the def being line 1), which `str()` shows as Triton does
    (`at 2:4:`), and then ends with the message; `calls` lists the @jit call sites that led there
    (innermost first), as (function, (line, col) relative to its def, filename, absolute line)."""

    def __init__(self, message: str, filename: str | None = None, lineno: int | None = None,
                 col: int | None = None, source_line: str | None = None, func: str | None = None,
                 rel: tuple | None = None, calls: tuple = ()):
        self.message = message
        self.filename, self.lineno, self.col, self.source_line = filename, lineno, col, source_line
        self.func, self.rel, self.calls = func, rel, tuple(calls)
        super().__init__(self._format())

    def _format(self) -> str:
        if self.filename is None:
            return self.message
        where = f"{self.filename}:{self.lineno}:{(self.col or 0) + 1}: error:"
        if self.rel is None:
            head, tail = f"{where} {self.message}", []
        else:
            head = f"{where} at {self.rel[0]}:{self.rel[1]}:" + (f" in {self.func}()" if self.func else "")
            tail = [f"called from {f}() at {r[0]}:{r[1]}: {fname}:{line}" + _source_at(fname, line)
                    for f, r, fname, line in self.calls]
            tail.append(self.message)
        if self.source_line is None:
            return "\n".join([head] + tail)
        line = self.source_line.rstrip("\n")
        stripped = line.lstrip()
        caret = " " * max(0, (self.col or 0) - (len(line) - len(stripped))) + "^"
        return "\n".join([head, f"    {stripped}", f"    {caret}"] + tail)

    # Printed once. A located error chains the KernelError (or a called function's CompilationError)
    # it was made from, whose message it already shows; Python prints a chained cause in full before
    # the error ("The above exception was the direct cause..."). Triton's tests, and its users, read
    # `err.__cause__`, so the cause stays readable there while the chain the printer follows is cut.
    @property
    def __cause__(self):
        cause = BaseException.__cause__.__get__(self)
        return cause if cause is not None else self.__dict__.get("_cause_shown_in_message")

    @__cause__.setter
    def __cause__(self, value):
        BaseException.__cause__.__set__(self, value)

    def print_once(self) -> None:
        """Keep `__cause__` for readers but leave it out of the printed traceback."""
        self.__dict__["_cause_shown_in_message"] = BaseException.__cause__.__get__(self)
        BaseException.__cause__.__set__(self, None)
        self.__suppress_context__ = True

    @property
    def error_message(self) -> str:
        """Triton's name for the message alone."""
        return self.message

    def called_from(self, func: str, rel: tuple, filename: str, line: int) -> "CompilationError":
        """This error seen from a call site: same location and message, one more call in `calls`."""
        e = type(self)(self.message, self.filename, self.lineno, self.col, self.source_line, self.func, self.rel,
                       self.calls + ((func, rel, filename, line),))
        return e

    def __reduce__(self):
        return (type(self), (self.message, self.filename, self.lineno, self.col, self.source_line, self.func,
                             self.rel, self.calls))


def _source_at(filename: str, line: int) -> str:
    """': <the source line>' of a call site, or '' when the file cannot be read."""
    import linecache
    text = linecache.getline(filename, line).strip() if filename and line else ""
    return f": {text}" if text else ""


def _users_frames(tb):
    """The traceback `tb` without tritium's frames (and the `ast` visitor's that the code generator
    runs through): what is left is the user's code, e.g. a `tl.constexpr_function` that raised."""
    kept = []
    while tb is not None:
        f = tb.tb_frame.f_code.co_filename
        if not (f.startswith(_PACKAGE) or f == _AST):
            kept.append(tb)
        tb = tb.tb_next
    out = None
    for t in reversed(kept):
        out = types.TracebackType(out, t.tb_frame, t.tb_lasti, t.tb_lineno)
    return out


def for_user(e: BaseException) -> BaseException:
    """`e`, a kernel mistake on its way out to the user, with the compiler's own frames left out of
    its traceback and of the exceptions it chains to (the message already shows the kernel line and
    a caret; 70-90 lines of compiler internals only bury it). `TRITIUM_DEBUG_COMPILER=1` keeps them.
    Re-raise it where tritium hands control back: `raise for_user(e)`."""
    from .. import knobs
    if knobs.compilation.debug_compiler:
        return e
    if isinstance(e, CompilationError) and _says_again(e, e.__cause__):
        e.print_once()
    seen, x = set(), e
    while x is not None and id(x) not in seen:
        seen.add(id(x))
        x.__traceback__ = _users_frames(x.__traceback__)
        x = x.__cause__ if x.__cause__ is not None else (None if x.__suppress_context__ else x.__context__)
    return e


_REGISTRIES: dict = {}  # file -> warnings' once-per-location registry for kernel warnings


def warn_in_kernel(message: str, category=UserWarning) -> None:
    """A warning about kernel code, attributed to the kernel line being compiled. (`warnings.warn`
    would name the tritium frame that noticed, e.g. language/core.py, and its stacklevel cannot reach
    a kernel line: kernel source is compiled, not called.) Outside a compile it is `warnings.warn`."""
    import warnings
    from .values import state
    loc = getattr(getattr(state.semantic, "b", None), "loc", None)
    if not loc or not loc[0] or not loc[1]:
        from ..logs import warn_at_user
        warn_at_user(message, category)
        return
    filename, line = loc[0], loc[1]
    warnings.warn_explicit(message, category, filename, line, registry=_REGISTRIES.setdefault(filename, {}))


def _says_again(e: CompilationError, cause) -> bool:
    """Whether `cause` is a kernel mistake whose message `e` already shows (a KernelError located at the
    statement, or a CompilationError of a called function): chained, Python would print it twice."""
    if not isinstance(cause, (KernelError, CompilationError)):
        return False
    said = getattr(cause, "message", None) or str(cause)
    return said.strip() in str(e)


class CompileTimeAssertionFailure(CompilationError):
    """A `tl.static_assert` that does not hold (Triton's name for it)."""


class UnsupportedLanguageConstruct(CompilationError):
    """Python syntax the kernel language has no meaning for (Triton's name for it)."""


class KernelError(Exception):
    """A mistake found while building IR, before its source location is known.

    Raised by semantic checks (shapes, dtypes, axes); the code generator catches it and re-raises a
    CompilationError located at the statement being compiled.
    """


class StaticAssertFailed(KernelError):
    """tl.static_assert failed: becomes a CompileTimeAssertionFailure at the statement."""
