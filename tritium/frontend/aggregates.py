"""`@triton.aggregate` classes: a kernel value made of named fields (tensors, tuples, block
pointers, constexprs), with methods.

The decorator makes the class a `composite` (values.py): the code generator carries an instance
through loops, branches and @jit calls as its tensor fields (the leaves) plus its static part (the
field names and the constexpr fields). Inside a kernel, `Cls(args)` runs the class's `__init__` (a
`@constexpr_function`, run while compiling, which assigns the fields); `obj.method(args)` calls a
`@jit` method with `obj` as its first argument; constexpr-function methods run while compiling.
"""
from __future__ import annotations

from .values import composite, constexpr, tensor


class BoundMethod:
    """`obj.method` of an aggregate inside a kernel, for a @jit method: called with obj first."""
    __slots__ = ("fn", "obj")

    def __init__(self, fn, obj):
        self.fn, self.obj = fn, obj


class _JitMethod:
    """A @jit function stored on an aggregate class: instances see it bound (a BoundMethod)."""

    def __init__(self, fn):
        self.fn = fn

    def __get__(self, obj, owner=None):
        return self.fn if obj is None else BoundMethod(self.fn, obj)


def _is_leaf_value(v) -> bool:
    return isinstance(v, (tensor, tuple, composite))


class _Aggregate(composite):
    __tritium_aggregate__ = True

    def _flatten(self):
        names = [k for k in self.__dict__ if _is_leaf_value(self.__dict__[k])]
        static = tuple((k, v) for k, v in self.__dict__.items() if k not in names)
        return tuple(self.__dict__[k] for k in names), (tuple(names), static)

    @classmethod
    def _rebuild(cls, meta, values):
        obj = object.__new__(cls)
        names, static = meta
        obj.__dict__.update(static)
        obj.__dict__.update(zip(names, values))
        return obj

    def __hash__(self):  # the static part must hash (it lands in structures); instances by identity
        return id(self)


def aggregate(cls):
    """Triton's `@triton.aggregate`: `cls` as a class whose instances kernels can hold."""
    from .function import KernelFunction
    ns = {k: v for k, v in cls.__dict__.items() if k not in ("__dict__", "__weakref__")}
    for k, v in list(ns.items()):
        if isinstance(v, KernelFunction):
            ns[k] = _JitMethod(v)
    return type(cls.__name__, (_Aggregate,), ns)


def construct(cls, args, kwargs, to_tensor):
    """`cls(*args, **kwargs)` in a kernel: its __init__ runs now, on the kernel's values; a number in
    a field annotated `tl.tensor` becomes a tensor (so the field's type is the same on every path)."""
    obj = object.__new__(cls)
    init = cls.__dict__.get("__init__")
    if init is not None:
        init(obj, *args, **kwargs)
    else:  # no __init__: the annotated fields in order, as a dataclass would take them
        fields = list(getattr(cls, "__annotations__", {}))
        if len(args) > len(fields):
            raise TypeError(f"{cls.__name__}() takes {len(fields)} fields, got {len(args)} arguments")
        obj.__dict__.update(zip(fields, args))
        obj.__dict__.update(kwargs)
    for name, ann in getattr(cls, "__annotations__", {}).items():
        v = obj.__dict__.get(name)
        if ann in (tensor, "tl.tensor", "tensor") and isinstance(v, (bool, int, float, constexpr)):
            obj.__dict__[name] = to_tensor(v)
    return obj
