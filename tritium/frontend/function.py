"""KernelFunction: a Python function written in the Triton language, as the frontend sees it.

It holds the source, the parameters (which are `tl.constexpr`) and a content hash. `runtime.jit`
subclasses it with the launch machinery; `tritium.language`'s own helpers (softmax, Philox, ...)
are plain KernelFunctions, since they are only ever called from kernels.
"""
from __future__ import annotations

import ast
import hashlib
import inspect
import textwrap
from dataclasses import dataclass


@dataclass(frozen=True)
class Param:
    name: str
    index: int
    is_constexpr: bool
    default: object = inspect.Parameter.empty
    annotation: object = None

    @property
    def has_default(self) -> bool:
        return self.default is not inspect.Parameter.empty


def _is_constexpr_annotation(ann) -> bool:
    from .values import constexpr
    if ann is constexpr:
        return True
    if isinstance(ann, str):
        return ann.replace(" ", "").split(".")[-1] == "constexpr"
    return False


class KernelFunction:
    def __init__(self, fn, noinline: bool = False):
        if not inspect.isfunction(fn):
            raise TypeError(f"@jit needs a Python function, got {fn!r}")
        self.fn = fn
        self.__name__ = fn.__name__
        self.__qualname__ = fn.__qualname__
        self.__module__ = fn.__module__
        self.__doc__ = fn.__doc__
        self.noinline = noinline
        sig = inspect.signature(fn)
        self.params = []
        for i, p in enumerate(sig.parameters.values()):
            if p.kind in (p.VAR_KEYWORD, p.VAR_POSITIONAL):
                raise TypeError(f"@jit functions do not support *{p.name} or **{p.name} parameters")
            ann = None if p.annotation is inspect.Parameter.empty else p.annotation
            self.params.append(Param(p.name, i, _is_constexpr_annotation(ann), p.default, ann))
        self.arg_names = [p.name for p in self.params]
        self.constexpr_indices = [p.index for p in self.params if p.is_constexpr]
        lines, self.first_line = inspect.getsourcelines(fn)
        # `src` starts at `def` (decorators left out), as Triton's JITFunction.src does
        skip = _decorator_lines(textwrap.dedent("".join(lines)))
        lines = lines[skip:]
        self.first_line += skip
        self.src = textwrap.dedent("".join(lines))
        self.filename = inspect.getsourcefile(fn) or "<unknown>"
        self.src_lines = lines
        self._ast = None

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
        return hashlib.sha256(self.src.encode()).hexdigest()

    def __call__(self, *args, **kwargs):
        raise RuntimeError(f"{self.__name__} is a @tritium.jit function: launch it as "
                           f"{self.__name__}[grid](...) or call it from another kernel")

    def __repr__(self):
        return f"JITFunction({self.__module__}:{self.__qualname__})"


def _decorator_lines(src: str) -> int:
    """How many lines the decorators above the `def` take."""
    try:
        node = ast.parse(src).body[0]
    except (SyntaxError, IndexError):
        return 0
    return max(0, getattr(node, "lineno", 1) - 1) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) else 0


def helper(fn=None, *, noinline=False):
    """Decorator for language-internal @jit helpers (they are never launched on their own)."""
    if fn is None:
        return lambda f: KernelFunction(f, noinline=noinline)
    return KernelFunction(fn, noinline=noinline)
