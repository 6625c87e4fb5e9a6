"""`tl.math`: elementwise math. exp/log/sqrt/... take float32 or float64 tensors, as in Triton."""
from __future__ import annotations

from ..frontend.markers import builtin
from ..frontend.values import sem


def _unary(op, doc):
    def f(x):
        return sem().unary_math(op, x)
    f.__name__ = op.split(".")[1]
    f.__doc__ = doc
    return builtin(f)


exp = _unary("math.exp", "e ** x")
exp2 = _unary("math.exp2", "2 ** x")
log = _unary("math.log", "natural logarithm")
log2 = _unary("math.log2", "base-2 logarithm")
sqrt = _unary("math.sqrt", "square root (may be approximate on GPUs; see sqrt_rn)")
sqrt_rn = _unary("tt.precise_sqrt", "square root rounded to nearest (IEEE)")
rsqrt = _unary("math.rsqrt", "1 / sqrt(x)")
sin = _unary("math.sin", "sine")
cos = _unary("math.cos", "cosine")
floor = _unary("math.floor", "round down")
ceil = _unary("math.ceil", "round up")
erf = _unary("math.erf", "error function")


@builtin
def abs(x):
    return sem().abs(x)


@builtin
def fma(x, y, z):
    return sem().fma(x, y, z)


@builtin
def fdiv(x, y, ieee_rounding=False):
    return sem().fdiv(x, y, ieee_rounding)


@builtin
def div_rn(x, y):
    return sem().precise_div(x, y)


@builtin
def umulhi(x, y):
    return sem().umulhi(x, y)
