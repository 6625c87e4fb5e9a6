"""Paths into nested tuples of kernel arguments: Triton's `triton._utils` helpers under the alias.

A path is a tuple of indices (`(1, 0)`: the first element of the second argument). torch rebuilds a
user kernel's specialisation with them (torch/_higher_order_ops/triton_kernel_wrap.py: the paths of
the arguments whose key is a string, then each key by path); tritium's own binder walks tuples in
runtime/binder_keys.py and does not need them.
"""
from __future__ import annotations

from functools import reduce
from typing import Any, Callable

TRITON_MAX_TENSOR_NUMEL = 1048576  # Triton's limit on a block's elements (tritium enforces its own in the frontend)


def _is_iterable(x) -> bool:
    """Lists, tuples (tl.tuple is one) and tuple types, as Triton walks them."""
    from ..frontend.tuples import tuple_type
    return isinstance(x, (list, tuple, tuple_type))


def get_iterable_path(iterable, path: tuple) -> Any:
    """The element of `iterable` at `path` (`()`: the iterable itself)."""
    return reduce(lambda a, i: a[i], path, iterable)


def find_paths_if(iterable, pred: Callable[[tuple, Any], bool]) -> list:
    """The paths of the leaves (non-iterables) of `iterable` for which `pred(path, leaf)` holds, in
    depth-first order; a leaf passed alone has the path `()`."""
    found: dict = {}  # (ordered, no duplicates)

    def walk(path, x):
        if _is_iterable(x):
            for i, item in enumerate(x):
                walk((*path, i), item)
        elif pred(path, x):
            found[path] = None

    walk((), iterable)
    return list(found)
