"""Tuples in kernels: Triton's `tl.tuple`, `tl.tuple_type` and `tl.constexpr_type`.

tritium's code generator carries a kernel's tuples as Python tuples (nested, with tensors and
constexprs as leaves). `tl.tuple` is a subclass of `tuple` with Triton's API (`.values`, `.type`,
`+`, `==`, indexing by constexprs), so everything that handles tuples handles it too. Named tuples
(`typing.NamedTuple` classes, passed to kernels or built in them) stay instances of their class
through assignments, loops, branches and @jit calls: `retuple` rebuilds a tuple of the same kind
from new elements.
"""
from __future__ import annotations

import builtins as _py

from .values import constexpr, tensor, unwrap


class constexpr_type:
    """The type of a compile-time value (Triton's `tl.constexpr_type`): `constexpr(4).type`."""

    def __init__(self, value):
        self.value = unwrap(value)

    def __eq__(self, other):
        if not isinstance(other, constexpr_type):
            return False
        a, b = self.value, other.value
        if isinstance(a, _py.tuple) and isinstance(b, _py.tuple):  # plain and tl.tuple alike, by value
            return tuple(a) == b
        return type(a) is type(b) and a == b

    def __hash__(self):
        try:
            return hash(("constexpr_type", self.value))
        except TypeError:
            return hash(("constexpr_type", repr(self.value)))

    def __repr__(self):
        return f"constexpr_type[{self.value!r}]"

    def mangle(self):
        return f"c{self.value!r}"


class tuple_type:
    """The type of a tuple in a kernel (Triton's `tl.tuple_type`): its elements' types and, for a
    named tuple, its field names."""

    def __init__(self, types, fields=None):
        self.types = list(types)
        self.fields = list(fields) if fields is not None else [""] * len(self.types)

    def __iter__(self):
        return iter(self.types)

    def __len__(self):
        return len(self.types)

    def __getitem__(self, i):
        return self.types[i]

    def __eq__(self, other):
        return isinstance(other, tuple_type) and self.types == other.types and self.fields == other.fields

    def __hash__(self):
        return hash(_py.tuple(repr(t) for t in self.types))

    def __repr__(self):
        return f"({', '.join(repr(t) for t in self.types)}{',' if len(self.types) == 1 else ''})"

    def mangle(self):
        return "T" + "_".join(t.mangle() if hasattr(t, "mangle") else repr(t) for t in self.types) + "T"


def type_of(v):
    """Triton's `.type` of a value in a kernel."""
    if isinstance(v, tensor):
        return v.type
    if isinstance(v, _py.tuple):
        return tuple_type([type_of(x) for x in v], getattr(type(v), "_fields", None))
    return constexpr_type(v)


class tuple(_py.tuple):  # noqa: A001 - Triton's name: tl.tuple
    """Triton's `tl.tuple`: `tl.tuple([a, b])`, `t.values`, `t.type`, `t + (c,)`, `t == (1, 2)`."""

    def __new__(cls, args=(), type=None):  # noqa: A002 - Triton's signature
        return _py.tuple.__new__(cls, unwrap(args))

    def __init__(self, args=(), type=None):  # noqa: A002
        pass

    @property
    def values(self):
        return list(self)

    @property
    def type(self):
        return type_of(self)

    def __getitem__(self, idx):
        idx = unwrap(idx)
        if isinstance(idx, _py.slice):
            return tuple(_py.tuple.__getitem__(self, idx))
        return _py.tuple.__getitem__(self, idx)

    def __add__(self, other):
        other = unwrap(other)
        if not isinstance(other, _py.tuple):
            return NotImplemented
        return tuple(_py.list(self) + _py.list(other))

    def __radd__(self, other):
        other = unwrap(other)
        if not isinstance(other, _py.tuple):
            return NotImplemented
        return tuple(_py.list(other) + _py.list(self))

    def __mul__(self, n):
        return tuple(_py.tuple.__mul__(self, unwrap(n)))

    __rmul__ = __mul__

    def __eq__(self, other):
        other = unwrap(other)
        return isinstance(other, _py.tuple) and [unwrap(a) for a in self] == [unwrap(b) for b in other]

    def __ne__(self, other):
        return not self.__eq__(other)

    __hash__ = _py.tuple.__hash__

    def __repr__(self):
        return f"({', '.join(repr(x) for x in self)}{',' if len(self) == 1 else ''})"


def is_namedtuple_class(cls) -> bool:
    return isinstance(cls, type) and issubclass(cls, _py.tuple) and hasattr(cls, "_fields")


def tuple_class(v):
    """The class of a named tuple, to rebuild `v` with; None for any other tuple (plain, tl.tuple,
    torch.Size, ...), which is rebuilt as a tl.tuple."""
    cls = type(v)
    return cls if cls is not _py.tuple and cls is not tuple and is_namedtuple_class(cls) else None


def make_tuple(cls, items):
    """A tuple of class `cls` (from `tuple_class`) with elements `items`."""
    return tuple(items) if cls is None else cls(*items)


def retuple(v, items):
    """A tuple like `v` (same class: plain, tl.tuple or named tuple) with elements `items`."""
    return make_tuple(tuple_class(v), items)


# `constexpr(4).type` is a constexpr_type, as in Triton
constexpr.type = property(lambda self: constexpr_type(self.value))
