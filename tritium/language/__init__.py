"""`import tritium.language as tl`: the Triton language."""
from . import math, random  # noqa: F401
from .core import *  # noqa: F401,F403
from .core import (PropagateNan, logical_and, logical_or, TRITON_MAX_TENSOR_NUMEL, block_type, bool_, constexpr, dtype, float8e5m2,  # noqa: F401
                   pointer_type, condition, range, static_range, tensor)
from .math import (abs, ceil, cos, div_rn, erf, exp, exp2, fdiv, floor, fma, log, log2, rsqrt, sin, sqrt,  # noqa: F401
                   sqrt_rn, umulhi)
from .random import (pair_uniform_to_normal, philox, philox_impl, rand, rand4x, randint, randint4x, randn,  # noqa: F401
                     randn4x, uint_to_uniform_float)
from .dot_scaled import dot_scaled  # noqa: F401
from .standard import (cat, flip, gather, histogram, inline_asm_elementwise, map_elementwise, sort,  # noqa: F401
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
from . import extra  # noqa: F401,E402 - tl.extra.libdevice, tl.extra.cuda.libdevice
