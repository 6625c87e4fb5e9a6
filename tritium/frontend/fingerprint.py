"""A kernel's fingerprint: the hash of its source and of every @jit and constexpr function it
references, transitively (what a cache key needs of the frontend), and where those functions are
defined (what a debug build's key adds: its code names kernel lines)."""
from __future__ import annotations

import ast
from ..store.cache import sha256

_NAMES: dict = {}  # kernel source -> the names and dotted names it mentions (a new object of one source reuses them)


def _names_in(fn) -> list:
    names = _NAMES.get(fn.src)
    if names is None:
        found = set()
        for node in ast.walk(fn.parse()):
            if isinstance(node, ast.Name):
                found.add((node.id,))
            elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
                found.add((node.value.id, node.attr))
        if len(_NAMES) > 4096:
            _NAMES.clear()
        names = _NAMES[fn.src] = sorted(found)
    return names


def _referenced_functions(fn):
    """The @jit functions and constexpr functions `fn` names (a constexpr function's own callees are
    not followed: they are plain Python)."""
    from .function import KernelFunction
    from .markers import ConstexprFunction
    scope = {**fn.globals, **(fn.nonlocals() if fn.fn.__code__.co_freevars else {})}
    for parts in _names_in(fn):
        obj = scope.get(parts[0])
        for attr in parts[1:]:
            obj = getattr(obj, attr, None)
        if isinstance(obj, (KernelFunction, ConstexprFunction)):
            yield obj


def _closure(fn):
    """`fn` and, transitively, every @jit and constexpr function it references, each once."""
    from .markers import ConstexprFunction
    seen, todo = set(), [fn]
    while todo:
        f = todo.pop()
        if id(f) in seen:
            continue
        seen.add(id(f))
        yield f
        if not isinstance(f, ConstexprFunction):
            todo.extend(_referenced_functions(f))


def source_hash(fn) -> str:
    """sha256 of the kernel's source and, transitively, of every @jit and constexpr function it
    references."""
    h = sha256()
    for f in _closure(fn):
        h.update(f"{f.__module__}.{f.__qualname__}\n".encode())
        h.update(f.src.encode())
    return h.hexdigest()


def source_locations(fn) -> list:
    """Where the kernel and the functions it references are defined (file, first line). A debug
    build's code names kernel lines (sanitizer and device-assertion reports), so the same source
    at another place is another binary; a release build's is not, and is shared."""
    return sorted((f"{f.__module__}.{f.__qualname__}", str(getattr(f, "filename", "")),
                   int(getattr(f, "first_line", 0) or 0)) for f in _closure(fn))
