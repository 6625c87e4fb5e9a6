"""What kernel code manipulates at compile time: `constexpr` (a Python value known while compiling)
and `tensor` (an IR value with a language type). Operators on tensors build IR through the current
semantic (`state.sem()`), so `x + y` in a kernel is plain Python evaluated by the code generator.
"""
from __future__ import annotations

import threading

from . import dtypes as tdt

# the most elements a tensor may have (Triton's TRITON_MAX_TENSOR_NUMEL; semantic.py enforces it)
MAX_TENSOR_NUMEL = 1 << 20


class _State(threading.local):
    semantic = None


state = _State()


def sem():
    s = state.semantic
    if s is None:
        raise RuntimeError("tritium.language functions can only be called inside a @tritium.jit kernel")
    return s


class constexpr:
    """A value fixed at compile time (a `tl.constexpr` parameter, a literal, a global)."""

    def __init__(self, value):
        self.value = value.value if isinstance(value, constexpr) else value

    def __repr__(self):
        return f"constexpr[{self.value!r}]"

    def __index__(self):
        return self.value.__index__()

    def __hash__(self):
        return hash(self.value)

    def __bool__(self):
        return bool(self.value)

    def __int__(self):
        return int(self.value)

    def __float__(self):
        return float(self.value)

    def __call__(self, *args, **kwargs):
        return self.value(*args, **kwargs)

    def __getattr__(self, name):
        if name == "value":
            raise AttributeError(name)
        return getattr(self.value, name)


def _cx_binary(pyop):
    def f(self, other):
        o = unwrap(other)
        if isinstance(o, tensor):
            return NotImplemented
        return constexpr(pyop(self.value, o))
    return f


def _cx_rbinary(pyop):
    def f(self, other):
        return constexpr(pyop(unwrap(other), self.value))
    return f


import operator as _op  # noqa: E402

for _name, _fn in [("add", _op.add), ("sub", _op.sub), ("mul", _op.mul), ("truediv", _op.truediv),
                   ("floordiv", _op.floordiv), ("mod", _op.mod), ("pow", _op.pow), ("and", _op.and_),
                   ("or", _op.or_), ("xor", _op.xor), ("lshift", _op.lshift), ("rshift", _op.rshift)]:
    setattr(constexpr, f"__{_name}__", _cx_binary(_fn))
    setattr(constexpr, f"__r{_name}__", _cx_rbinary(_fn))
for _name, _fn in [("eq", _op.eq), ("ne", _op.ne), ("lt", _op.lt), ("le", _op.le), ("gt", _op.gt), ("ge", _op.ge)]:
    setattr(constexpr, f"__{_name}__", _cx_binary(_fn))
constexpr.__neg__ = lambda self: constexpr(-self.value)
constexpr.__pos__ = lambda self: constexpr(+self.value)
constexpr.__invert__ = lambda self: constexpr(~self.value)
constexpr.__abs__ = lambda self: constexpr(abs(self.value))


def unwrap(x):
    return x.value if isinstance(x, constexpr) else x


class tensor:
    """A compile-time handle: an IR value plus its language type (`dtype` or `block_type`)."""

    def __init__(self, handle, type: tdt.dtype):
        self.handle = handle
        self.type = type
        self.dtype = type.scalar

    @property
    def shape(self):
        return tuple(constexpr(s) for s in self.type.shape) if self.type.is_block() else ()

    @property
    def numel(self):
        return constexpr(self.type.numel if self.type.is_block() else 1)

    @property
    def T(self):
        return sem().permute(self, None)

    def __repr__(self):
        return f"tensor<{self.type!r}>"

    def __bool__(self):
        raise TypeError("a tensor has no truth value at compile time; use it in `if`/`while` "
                        "or compare it explicitly")

    def __iter__(self):
        raise TypeError("tensors cannot be iterated in a kernel")

    def __getitem__(self, slices):
        return sem().subscript(self, slices)

    def to(self, dtype, fp_downcast_rounding=None, bitcast=False):
        dtype, bitcast = unwrap(dtype), unwrap(bitcast)
        if bitcast:
            return sem().bitcast(self, dtype)
        return sem().cast(self, dtype, unwrap(fp_downcast_rounding))

    cast = to  # Triton's tensor.cast(dtype, fp_downcast_rounding=None, bitcast=False)


def _t_binary(method, reflected=False):
    def f(self, other):
        s = sem()
        return getattr(s, method)(unwrap(other), self) if reflected else getattr(s, method)(self, unwrap(other))
    return f


def _t_checked(method, reflected=False):
    """+ - * on tensors: Triton's overflow check of integer results applies (debug compiles)."""
    def f(self, other):
        s = sem()
        a, b = (unwrap(other), self) if reflected else (self, unwrap(other))
        return getattr(s, method)(a, b, sanitize_overflow=True)
    return f


for _name, _m in [("add", "add"), ("sub", "sub"), ("mul", "mul"), ("truediv", "truediv"),
                  ("floordiv", "floordiv"), ("mod", "mod"), ("and", "and_"), ("or", "or_"), ("xor", "xor_"),
                  ("lshift", "shl"), ("rshift", "shr")]:
    make = _t_checked if _m in ("add", "sub", "mul") else _t_binary
    setattr(tensor, f"__{_name}__", make(_m))
    setattr(tensor, f"__r{_name}__", make(_m, reflected=True))
for _name, _m in [("eq", "equal"), ("ne", "not_equal"), ("lt", "less_than"), ("le", "less_equal"),
                  ("gt", "greater_than"), ("ge", "greater_equal")]:
    setattr(tensor, f"__{_name}__", _t_binary(_m))
tensor.__hash__ = object.__hash__
tensor.__neg__ = lambda self: sem().neg(self)
tensor.__pos__ = lambda self: self
tensor.__invert__ = lambda self: sem().invert(self)
tensor.__abs__ = lambda self: sem().abs(self)
tensor.__pow__ = lambda self, o: (_ for _ in ()).throw(TypeError("** is not supported on tensors; use tl.exp/log"))


def is_value(x) -> bool:
    return isinstance(x, tensor)


class composite:
    """A compile-time value made of several tensors (a block pointer, a tensor descriptor). The code
    generator carries it through loops, branches and @jit calls as its leaves plus a structure:
    `_flatten()` -> (values, meta) where values nest tuples of tensors/constexprs and meta is
    hashable; `cls._rebuild(meta, values)` makes the value again from new leaves."""

    def _flatten(self):
        raise NotImplementedError

    @classmethod
    def _rebuild(cls, meta, values):
        raise NotImplementedError
