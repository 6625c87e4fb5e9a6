"""Shared checks for the CompilationError tests (test_errors*.py)."""
from __future__ import annotations

import inspect
import os

import numpy as np
import pytest

import tritium

MARKER = "# ERR"


def marker_lines(fn, marker=MARKER):
    """{absolute line number: source text} of the lines of `fn` carrying `marker`. Usually one; a
    few tests mark two lines where either is a fair place to report the mistake."""
    fn = getattr(fn, "fn", fn)
    lines, first = inspect.getsourcelines(fn)
    hits = {first + i: text for i, text in enumerate(lines) if marker in text}
    assert hits, f"no '{marker}' line in {fn.__name__}"
    return hits


def expect_error(kernel, args=(), fragments=(), *, at=None, launch=True, col_at=None, **constexprs):
    """Compile `kernel` and check the CompilationError. `at` is the function whose `# ERR` line is
    expected (default: the kernel itself); `fragments` must all occur in the message; `col_at`, if
    given, is the text on the marked line where the caret must point."""
    at = kernel if at is None else at
    marked = marker_lines(at)
    filename = os.path.realpath(inspect.getsourcefile(getattr(at, "fn", at)))
    with pytest.raises(tritium.CompilationError) as info:
        if launch:
            kernel[(1,)](*args, **constexprs)
        else:
            kernel.warmup(*args, grid=(1,), **constexprs)
    err = info.value
    assert err.filename is not None and os.path.realpath(err.filename) == filename, (err.filename, str(err))
    assert err.lineno in marked, f"expected line {sorted(marked)}, got {err.lineno}:\n{err}"
    text = marked[err.lineno]
    if isinstance(fragments, str):
        fragments = (fragments,)
    for frag in fragments:
        assert frag.lower() in err.message.lower(), f"{frag!r} not in message: {err.message!r}"
    s = str(err)
    assert f":{err.lineno}:" in s.splitlines()[0] and "error:" in s, s
    code = text.split(MARKER)[0].strip()
    shown = s.splitlines()
    src_i = next((i for i, line in enumerate(shown) if code in line), None)
    assert src_i is not None and src_i > 0, f"source line {code!r} not shown in:\n{s}"
    caret_line = shown[src_i + 1]
    assert caret_line.strip() == "^", s
    # the caret sits under the shown source line, not past its end
    col = caret_line.index("^")
    assert col < len(shown[src_i].rstrip()), s
    if col_at is not None:
        expected_col = text.index(col_at)
        assert err.col == expected_col, f"caret at column {err.col}, expected {expected_col} ({col_at!r}):\n{s}"
        assert shown[src_i][col:].startswith(col_at), f"caret not under {col_at!r}:\n{s}"
    # no internal traceback text leaks into the message
    assert "Traceback" not in s and "tritium/frontend" not in s, s
    return err


def f32(n=16):
    return np.zeros(n, dtype=np.float32)


def i32(n=16):
    return np.zeros(n, dtype=np.int32)


