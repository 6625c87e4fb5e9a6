"""CompilationError: a kernel mistake, reported at the kernel's own file:line with a caret."""
from __future__ import annotations

from ..errors import TritonError


class CompilationError(TritonError):
    """Raised for mistakes in kernel code. `str()` names file:line, shows the line and a caret."""

    def __init__(self, message: str, filename: str | None = None, lineno: int | None = None,
                 col: int | None = None, source_line: str | None = None):
        self.message = message
        self.filename, self.lineno, self.col, self.source_line = filename, lineno, col, source_line
        super().__init__(self._format())

    def _format(self) -> str:
        if self.filename is None:
            return self.message
        head = f"{self.filename}:{self.lineno}:{(self.col or 0) + 1}: error: {self.message}"
        if self.source_line is None:
            return head
        line = self.source_line.rstrip("\n")
        stripped = line.lstrip()
        caret = " " * max(0, (self.col or 0) - (len(line) - len(stripped))) + "^"
        return f"{head}\n    {stripped}\n    {caret}"

    def __reduce__(self):
        return (CompilationError, (self.message, self.filename, self.lineno, self.col, self.source_line))


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
