"""`tl.extra.libdevice` / `triton.language.extra.libdevice`: Triton's libdevice math library.

Every function of Triton 3.6's list (ir/libdevice.py, `FUNCTIONS`) with Triton's argument dtypes:
a call whose dtypes match no entry has its arguments promoted as arithmetic does, and fails when
they still match none (fp16/bf16 are not accepted, as in Triton). Most functions are one tile op,
`tt.extern_elementwise`, which the interpreter and the CPU backend compute as ir/libdevice.py
defines and NVIDIA GPUs run as the named CUDA libdevice function; the rest (sinpi, cospi, erfinv,
erfcinv, erfcx, normcdf, normcdfinv, rcbrt, rhypot, norm3d/4d, rnorm3d/4d, cyl_bessel_i0/i1) are
written in the Triton language from those ops (_compose.py) and run the same way everywhere.
`isnan`/`isinf` return int1 (as Triton's do); the other predicates return int32 0/1.
"""
from __future__ import annotations

from ...frontend import dtypes as _dt
from ...frontend.errors import KernelError
from ...frontend.markers import builtin
from ...frontend.values import sem, unwrap
from ...ir.libdevice import COMPOSED, FUNCTIONS

_DTYPES = {"fp32": _dt.float32, "fp64": _dt.float64, "int32": _dt.int32, "uint32": _dt.uint32,
           "int64": _dt.int64, "uint64": _dt.uint64}


def _broadcast(s, ts, arithmetic):
    b = ts[0]
    for t in ts:
        _, b = s.binary_operands(t, b, arithmetic=arithmetic)
    return [s.binary_operands(t, b, arithmetic=arithmetic)[0] for t in ts]


def call(name: str, args):
    """Build libdevice function `name` on `args` (inside a kernel)."""
    s = sem()
    table = FUNCTIONS[name]
    ts = [s.to_tensor(unwrap(a)) for a in args]
    key = tuple(t.dtype.name for t in ts)
    ts = _broadcast(s, ts, arithmetic=key not in table)
    key = tuple(t.dtype.name for t in ts)
    if key not in table:
        raise KernelError(f"{name}: input arg type does not match. Expect one of {list(table)}, got {key}")
    symbol, ret, fn = table[key]
    if name in COMPOSED:
        from . import _compose
        return s.generator.call_function(getattr(_compose, name), ts)
    rt = _DTYPES[ret]
    shape = ts[0].type.shape if ts[0].type.is_block() else None
    out_ty = _dt.block_type(rt, shape) if shape is not None else rt
    r = s._make("tt.extern_elementwise", ts, out_ty, symbol=symbol, fn=fn)
    if name in ("isnan", "isinf"):
        r = s.cast(r, _dt.int1)
    return r


def _make(name, nargs):
    params = ", ".join(f"arg{i}" for i in range(nargs))
    ns = {"call": call}
    exec(f"def {name}({params}):\n    return call({name!r}, [{params}])\n", ns)
    f = ns[name]
    f.__doc__ = f"libdevice `{name}`: " + ", ".join(f"{'/'.join(k)} -> {v[1]} ({v[0]})" for k, v in FUNCTIONS[name].items())
    f.__module__ = __name__
    return builtin(f)


__all__ = sorted(FUNCTIONS)
for _name in __all__:
    globals()[_name] = _make(_name, len(next(iter(FUNCTIONS[_name]))))
del _name
