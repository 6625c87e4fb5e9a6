"""KernelFunction: a Python function written in the Triton language, as the frontend sees it.

It holds the source, the parameters (which are `tl.constexpr`) and a content hash. `runtime.jit`
subclasses it with the launch machinery; `tritium.language`'s own helpers (softmax, Philox, ...)
are plain KernelFunctions, since they are only ever called from kernels.
"""
from __future__ import annotations

import ast
import inspect
import linecache
import textwrap

_EMPTY = inspect.Parameter.empty


class Param:
    """One parameter of a kernel (immutable; compares and hashes by its fields, as a frozen record).
    Triton's KernelParam attributes are here too: `num` (the index), `do_not_specialize` and
    `do_not_specialize_on_alignment` (whether the @jit lists it so), `is_const`, `has_default`."""
    __slots__ = ("name", "index", "is_constexpr", "default", "annotation", "do_not_specialize",
                 "do_not_specialize_on_alignment")

    def __init__(self, name: str, index: int, is_constexpr: bool, default: object = _EMPTY, annotation: object = None,
                 do_not_specialize: bool = False, do_not_specialize_on_alignment: bool = False):
        set_ = object.__setattr__
        set_(self, "name", name)
        set_(self, "index", index)
        set_(self, "is_constexpr", is_constexpr)
        set_(self, "default", default)
        set_(self, "annotation", annotation)
        set_(self, "do_not_specialize", bool(do_not_specialize))
        set_(self, "do_not_specialize_on_alignment", bool(do_not_specialize_on_alignment))

    def _fields(self) -> tuple:
        return (self.name, self.index, self.is_constexpr, self.default, self.annotation, self.do_not_specialize,
                self.do_not_specialize_on_alignment)

    def replace(self, **changes) -> "Param":
        """A copy with some fields changed (the record is immutable)."""
        fields = dict(zip(Param.__slots__, self._fields()))
        fields.update(changes)
        return Param(**fields)

    @property
    def num(self) -> int:
        """Triton's name for the parameter's position."""
        return self.index

    @property
    def is_const(self) -> bool:
        """Annotated `tl.const` (a pointer to data the kernel only reads)."""
        ann = self.annotation
        name = ann if isinstance(ann, str) else getattr(ann, "__name__", "")
        return not self.is_constexpr and (name.replace(" ", "").split(".")[-1] == "const" or name.startswith("*k"))

    def __setattr__(self, name, value):
        raise AttributeError(f"cannot assign to field {name!r} of a Param")

    def __delattr__(self, name):
        raise AttributeError(f"cannot delete field {name!r} of a Param")

    def __eq__(self, other):
        return self._fields() == other._fields() if other.__class__ is self.__class__ else NotImplemented

    def __hash__(self):
        return hash(self._fields())

    def __repr__(self):
        return (f"Param(name={self.name!r}, index={self.index!r}, is_constexpr={self.is_constexpr!r}, "
                f"default={self.default!r}, annotation={self.annotation!r}, "
                f"do_not_specialize={self.do_not_specialize!r}, "
                f"do_not_specialize_on_alignment={self.do_not_specialize_on_alignment!r})")

    def __reduce__(self):
        return (Param, self._fields())

    @property
    def has_default(self) -> bool:
        return self.default is not _EMPTY


def _is_constexpr_annotation(ann) -> bool:
    from .values import constexpr
    if ann is constexpr:
        return True
    if isinstance(ann, str):
        return ann.replace(" ", "").split(".")[-1] == "constexpr"
    return False


class KernelFunction:
    """The source (`src`, `src_lines`, `first_line`) is located when the function is defined, as
    `inspect.getsourcelines` would (same errors for a function without source, same file snapshot),
    but cut out of the file only when first needed (compiling, hashing, error messages): a program
    defines many kernels and helpers and compiles few, and finding a block's end with `tokenize`
    costs ~10 ms on its first use in a process."""

    def __init__(self, fn, noinline: bool = False):
        if not inspect.isfunction(fn):
            raise TypeError(f"@jit needs a Python function, got {fn!r}")
        self.fn = fn
        self.__name__ = fn.__name__
        self.__qualname__ = fn.__qualname__
        self.__module__ = fn.__module__
        self.__doc__ = fn.__doc__
        self.noinline = noinline
        sig = self.signature = inspect.signature(fn)  # (Triton's JITFunction.signature: libraries read it)
        self.params = []
        for i, p in enumerate(sig.parameters.values()):
            if p.kind in (p.VAR_KEYWORD, p.VAR_POSITIONAL):
                raise TypeError(f"@jit functions do not support *{p.name} or **{p.name} parameters")
            ann = None if p.annotation is _EMPTY else p.annotation
            self.params.append(Param(p.name, i, _is_constexpr_annotation(ann), p.default, ann))
        self.arg_names = [p.name for p in self.params]
        self.constexpr_indices = [p.index for p in self.params if p.is_constexpr]
        # the first half of inspect.getsourcelines (raises its OSError now, as it always did, and
        # as Triton's does; with a message that says what to do)
        source_fn = inspect.unwrap(fn)
        try:
            self._file_lines, self._start = _findsource(source_fn)
        except OSError as e:
            raise OSError(f"@jit needs the source code of {getattr(fn, '__qualname__', fn)!s} to compile it, and "
                          f"Python has none ({e}): define the kernel in a .py file, not in `python -c`, "
                          f"exec() of a string or an interactive prompt") from None
        self._def_name = source_fn.__code__.co_name
        self.filename = inspect.getsourcefile(fn) or "<unknown>"
        self._src = self._src_lines = self._first_line = None
        self._ast = None

    def _locate(self) -> None:
        """The second half of inspect.getsourcelines, then the decorators left out: `src` starts at
        `def`, as Triton's JITFunction.src does."""
        lines, start = self._file_lines, self._start
        block = _fast_block(lines, start, self._def_name)
        if block is None:
            block = inspect.getblock(lines[start:])
            skip = _decorator_lines(textwrap.dedent("".join(block)))
        else:
            block, skip = block
        block = block[skip:]
        self._first_line = start + 1 + skip
        self._src = textwrap.dedent("".join(block))
        self._src_lines = block

    @property
    def src(self) -> str:
        if self._src is None:
            self._locate()
        return self._src

    @src.setter
    def src(self, value: str) -> None:  # JITFunction._unsafe_update_src
        if self._src is None:
            self._locate()
        self._src = value

    @property
    def src_lines(self) -> list:
        if self._src_lines is None:
            self._locate()
        return self._src_lines

    @src_lines.setter
    def src_lines(self, value: list) -> None:
        if self._src_lines is None:
            self._locate()
        self._src_lines = value

    @property
    def first_line(self) -> int:
        if self._first_line is None:
            self._locate()
        return self._first_line

    @first_line.setter
    def first_line(self, value: int) -> None:
        if self._first_line is None:
            self._locate()
        self._first_line = value

    @property
    def globals(self) -> dict:
        return self.fn.__globals__

    def nonlocals(self) -> dict:
        cv = inspect.getclosurevars(self.fn)
        return dict(cv.nonlocals)

    def parse(self) -> ast.FunctionDef:
        if self._ast is None:
            tree = ast.parse(self.src)
            fdef = tree.body[0]
            if not isinstance(fdef, ast.FunctionDef):
                raise TypeError(f"{self.__name__} is not a plain function definition")
            ast.increment_lineno(tree, self.first_line - 1)
            indent = len(self.src_lines[0]) - len(self.src_lines[0].lstrip())
            if indent:  # columns refer to the dedented text; errors show the original line
                for n in ast.walk(tree):
                    if hasattr(n, "col_offset"):
                        n.col_offset += indent
            self._ast = fdef
        return self._ast

    def source_line(self, lineno: int) -> str | None:
        i = lineno - self.first_line
        return self.src_lines[i] if 0 <= i < len(self.src_lines) else None

    @property
    def src_hash(self) -> str:
        import hashlib
        return hashlib.sha256(self.src.encode()).hexdigest()

    def __call__(self, *args, **kwargs):
        raise RuntimeError(f"{self.__name__} is a @tritium.jit function: launch it as "
                           f"{self.__name__}[grid](...) or call it from another kernel")

    def __repr__(self):
        return f"JITFunction({self.__module__}:{self.__qualname__})"


def _findsource(fn) -> tuple[list, int]:
    """`inspect.findsource(fn)` for a function: (the file's lines, index of its first line). Where
    the code's first line is its `def` or a decorator (always, for a function written in a file)
    that is the answer, found without the regex findsource compiles on its first use (~1 ms);
    anything else goes to findsource itself."""
    file = inspect.getsourcefile(fn)
    if not file:
        return inspect.findsource(fn)
    linecache.checkcache(file)
    module = inspect.getmodule(fn, file)
    lines = linecache.getlines(file, module.__dict__) if module else linecache.getlines(file)
    lnum = fn.__code__.co_firstlineno - 1
    if lines and 0 <= lnum < len(lines):
        head = lines[lnum].lstrip(" \t")
        if head[:1] == "@" or (head[:3] == "def" and head[3:4] in (" ", "\t")):
            return lines, lnum
    return inspect.findsource(fn)


def _decorator_lines(src: str) -> int:
    """How many lines the decorators above the `def` take."""
    try:
        node = ast.parse(src).body[0]
    except (SyntaxError, IndexError):
        return 0
    return max(0, getattr(node, "lineno", 1) - 1) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) else 0


def _indent(line: str) -> int | None:
    """Width of a line's indentation (spaces and tabs, in characters, as tokenize counts columns),
    or None where other whitespace (a form feed, ...) follows it."""
    body = line.lstrip(" \t")
    if body and body[0] not in "\r\n" and body[0].isspace():
        return None
    return len(line) - len(body)


_MAX_TRIES = 8  # cut points tried before leaving the block to inspect.getblock


def _fast_block(lines: list, start: int, name: str):
    """(`inspect.getblock(lines[start:])`, lines before the `def`), found with one `ast.parse` of
    the function instead of `tokenize`, or None where this cannot tell it is exactly getblock's
    answer (then the caller uses getblock).

    The function (decorators first) ends before the first later line of code indented no deeper
    than its first line; lines that look so but lie inside a string, brackets or after a
    backslash leave the text cut there unparseable, so the first cut that parses to a single
    `def name` is the function. getblock's block then ends at the function's last line, or later
    at the last comment line after it indented at least as deep as the body (BlockFinder keeps
    those); blank lines and shallower comments do not extend it."""
    if start >= len(lines):
        return None
    d = _indent(lines[start])
    if d is None:
        return None
    tries, end, n = 0, start + 1, len(lines)
    while True:
        while end < n:
            line = lines[end]
            stripped = line.strip()
            if stripped and not stripped.startswith("#"):
                i = _indent(line)
                if i is None:
                    return None
                if i <= d:
                    break
            end += 1
        tries += 1
        if tries > _MAX_TRIES:
            return None
        try:
            tree = ast.parse(textwrap.dedent("".join(lines[start:end])))
        except (SyntaxError, ValueError):
            if end >= n:
                return None
            end += 1
            continue
        break
    if len(tree.body) != 1 or sum(line.count("\n") for line in lines[start:end]) != end - start - (
            not lines[end - 1].endswith("\n")):
        return None  # (lines not split at newlines only: ast's line numbers would not index them)
    fdef = tree.body[0]
    if not isinstance(fdef, ast.FunctionDef) or fdef.name != name:
        return None
    first = fdef.body[0]
    b = _indent(lines[start + first.lineno - 1])
    # the body must start on a line of its own (not `def f(x): return x`: getblock's rules differ
    # there). The cut parsed, so dedent removed exactly the first line's indentation `d` from every
    # line, and a statement that starts its line has col_offset b - d (any text before it is more).
    if b is None or b <= d or first.col_offset != b - d:
        return None
    last = start + fdef.end_lineno  # exclusive index of the function's last line
    stop = last
    for k in range(last, end):
        line = lines[k]
        stripped = line.strip()
        if not stripped:
            continue
        if not stripped.startswith("#"):
            return None  # code after the function before the cut: not a plain layout
        c = _indent(line)
        if c is None:
            return None
        if c >= b:
            stop = k + 1
    return lines[start:stop], fdef.lineno - 1


def helper(fn=None, *, noinline=False):
    """Decorator for language-internal @jit helpers (they are never launched on their own)."""
    if fn is None:
        return lambda f: KernelFunction(f, noinline=noinline)
    return KernelFunction(fn, noinline=noinline)
