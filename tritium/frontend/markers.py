"""Markers the code generator recognises: builtins, compile-time functions and loop iterators."""
from __future__ import annotations

import copy
import functools


def builtin(fn):
    """A `tl.*` function that builds IR when called inside a kernel (and fails outside one)."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    wrapper.__tritium_builtin__ = True
    return wrapper


def is_builtin(fn) -> bool:
    return getattr(fn, "__tritium_builtin__", False)


class ConstexprFunction:
    """Triton's `triton.runtime.jit.ConstexprFunction`: what `@constexpr_function` makes of a plain
    Python function a kernel may call on constexpr arguments (run while compiling). Callable as the
    function itself; `fn` and `src` as Triton's, which torch.compile reads to copy a user kernel's
    helpers into its generated code; its source is part of the calling kernels' cache key."""
    __tritium_constexpr_fn__ = True

    def __init__(self, fn):
        self.fn = fn
        functools.update_wrapper(self, fn)

    def __call__(self, *args, **kwargs):
        return self.fn(*args, **kwargs)

    def __get__(self, obj, objtype=None):
        """A method of an aggregate class, bound as a function would be; the marks set on this
        wrapper (`must_use_result`'s) stay on the bound one."""
        if obj is None:
            return self
        bound = copy.copy(self)
        bound.fn = self.fn.__get__(obj, objtype)
        return bound

    @property
    def src(self) -> str:
        """The function's source from its `def` (decorators dropped, as Triton's JITCallable.src)."""
        import inspect
        import re
        import textwrap
        try:
            text = textwrap.dedent(inspect.getsource(self.fn))
        except (OSError, TypeError):  # no source file (a builtin, or defined in a REPL)
            return f"{getattr(self.fn, '__module__', '')}.{getattr(self.fn, '__qualname__', repr(self.fn))}"
        m = re.search(r"^def\s+\w+\s*\(", text, re.MULTILINE)
        return text[m.start():] if m else text

    def __repr__(self):
        return f"ConstexprFunction({getattr(self.fn, '__qualname__', self.fn)!r})"


def constexpr_function(fn):
    """A plain Python function a kernel may call on constexpr arguments (evaluated while compiling).
    The function itself is marked too: a module that only decorates it in place (as
    `constexpr_function(f)`) keeps calling it as before."""
    if isinstance(fn, ConstexprFunction):
        return fn
    try:
        fn.__tritium_constexpr_fn__ = True
    except (AttributeError, TypeError):  # a builtin function takes no attributes: the wrapper says it
        pass
    return ConstexprFunction(fn)


def is_constexpr_function(fn) -> bool:
    return getattr(fn, "__tritium_constexpr_fn__", False)


def must_use_result(fn_or_words=None):
    """Triton's `@triton.must_use_result` (optionally `@must_use_result("extra words")`): calling the
    decorated @jit or constexpr function as a statement, dropping its result, is a compile error."""
    def mark(fn, words=""):
        fn.__tritium_must_use__ = words
        return fn
    if isinstance(fn_or_words, str) or fn_or_words is None:
        return lambda fn: mark(fn, fn_or_words or "")
    return mark(fn_or_words)


def must_use_words(fn):
    """None, or the extra words of a must_use_result function's error."""
    return getattr(fn, "__tritium_must_use__", None)


def aggregate(cls):
    """Triton's `@triton.aggregate`: a class whose instances group a kernel's values (aggregates.py)."""
    from .aggregates import aggregate as make
    return make(cls)


class range:
    """`tl.range(start, end, step, num_stages=..., ...)`: a dynamic loop with scheduling hints.

    The hints are recorded on the `scf.for` op; backends may use them, the interpreter ignores them.
    """

    def __init__(self, arg1, arg2=None, step=None, num_stages=None, loop_unroll_factor=None,
                 disallow_acc_multi_buffer=False, flatten=False, warp_specialize=False, disable_licm=False):
        self.args = (arg1,) if arg2 is None else (arg1, arg2) if step is None else (arg1, arg2, step)
        self.hints = {k: v for k, v in dict(num_stages=num_stages, loop_unroll_factor=loop_unroll_factor,
                                            disallow_acc_multi_buffer=disallow_acc_multi_buffer, flatten=flatten,
                                            warp_specialize=warp_specialize, disable_licm=disable_licm).items()
                      if v not in (None, False)}

    def __iter__(self):
        raise RuntimeError("tl.range can only be used as the iterator of a for loop inside a kernel")


class condition:
    """`while tl.condition(i < n, disable_licm=True):` a while loop's condition with a hint for the
    loop; the hint is recorded on the `scf.while` op (as tl.range's on `scf.for`)."""

    def __init__(self, arg, disable_licm=False):
        self.condition = arg
        self.hints = {"disable_licm": True} if disable_licm else {}


class static_range:
    """`tl.static_range(start, end, step)`: a loop unrolled at compile time; bounds must be constexpr."""

    def __init__(self, arg1, arg2=None, step=None):
        self.args = (arg1,) if arg2 is None else (arg1, arg2) if step is None else (arg1, arg2, step)

    def __iter__(self):
        raise RuntimeError("tl.static_range can only be used as the iterator of a for loop inside a kernel")
