"""`import tritium.language as tl`: the Triton language.

`tl.extra` (libdevice: hundreds of generated wrappers) and `tl.random` (Philox; its functions
`tl.rand`, `tl.randint`, ...) load on first use (PEP 562 `__getattr__`), so that defining kernels
that do not use them, and launching cached ones, does not pay for them. `from tritium.language
import randint`, `tl.extra.libdevice` and `from tritium.language.extra import libdevice` work as
before; kernels resolve `tl.randint` through the same attribute lookup.
"""
import importlib as _importlib

from . import math  # noqa: F401
from .core import *  # noqa: F401,F403
from .core import (PropagateNan, logical_and, logical_or, TRITON_MAX_TENSOR_NUMEL, block_type, bool_, constexpr, dtype, float8e5m2,  # noqa: F401
                   pointer_type, condition, range, static_range, tensor)
from .math import (abs, ceil, cos, div_rn, erf, exp, exp2, fdiv, floor, fma, log, log2, rsqrt, sin, sqrt,  # noqa: F401
                   sqrt_rn, umulhi)
from .dot_scaled import dot_scaled  # noqa: F401
from .standard import (bitonic_merge, cat, flip, gather, histogram, inline_asm_elementwise, map_elementwise, sort,  # noqa: F401
                       squeeze, topk, unsqueeze)
from .standard import (argmax, argmin, associative_scan, cdiv, cumprod, cumsum, max, min, reduce, reduce_or,  # noqa: F401
                       sigmoid, softmax, sum, swizzle2d, to_tensor, xor_sum)

# Methods on tensors, as in Triton: x.sum(axis=0), x.to(...), x.reshape(...), ...
_MEMBERS = ["sum", "max", "min", "argmax", "argmin", "reduce", "xor_sum", "cumsum", "cumprod",
            "associative_scan", "reshape", "view", "trans", "permute", "expand_dims", "broadcast_to", "split",
            "ravel", "sigmoid", "softmax", "exp", "exp2", "log", "log2", "sqrt", "rsqrt", "sin", "cos", "floor",
            "ceil", "erf", "abs", "cdiv", "logical_and", "logical_or", "reduce_or",
            "flip", "gather", "histogram", "sort"]

for _name in _MEMBERS:
    setattr(tensor, _name, globals()[_name])
from ..frontend.dtypes import str_to_ty  # noqa: F401,E402 - Triton's name, used by its test helpers

# loaded on first use: submodule -> its names exported here
_LAZY = {"random": ("pair_uniform_to_normal", "philox", "philox_impl", "rand", "rand4x", "randint", "randint4x",
                    "randn", "randn4x", "uint_to_uniform_float"),
         "extra": ()}  # tl.extra.libdevice, tl.extra.cuda.libdevice
_LAZY_NAMES = {n: m for m, names in _LAZY.items() for n in names}


def __getattr__(name):
    module = name if name in _LAZY else _LAZY_NAMES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    mod = _importlib.import_module(f"{__name__}.{module}")  # (the import binds the submodule here)
    value = mod if module == name else getattr(mod, name)
    globals()[name] = value  # once: later lookups are plain attribute reads
    return value


def __dir__():
    return sorted(set(globals()) | set(_LAZY) | set(_LAZY_NAMES))
