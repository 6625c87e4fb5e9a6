"""CompilationError: a kernel mistake, reported at the kernel's own file:line with a caret."""
from __future__ import annotations

from ..errors import TritonError


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
            tail = [f"called from {f}() at {r[0]}:{r[1]}: {fname}:{line}" for f, r, fname, line in self.calls]
            tail.append(self.message)
        if self.source_line is None:
            return "\n".join([head] + tail)
        line = self.source_line.rstrip("\n")
        stripped = line.lstrip()
        caret = " " * max(0, (self.col or 0) - (len(line) - len(stripped))) + "^"
        return "\n".join([head, f"    {stripped}", f"    {caret}"] + tail)

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
