"""Transcendental functions: glibc's vector math library (libmvec) on whole vectors, libm on scalars;
f32 exp and exp2 (softmax's hot path) inline instead (exp_inline.py), on vectors and scalars alike.

libmvec (`_ZGVeN16v_expf` = AVX-512, 16 lanes of expf; `d` = AVX2, `b` = SSE4) is what GCC and
LLVM's loop vectoriser call for `-fveclib=libmvec`; its results are within 4 ulp. Vectors narrower
or wider than the ISA's width are padded or split. Without libmvec, LLVM's intrinsics scalarise
to libm calls. f16 is computed in f32.
"""
from __future__ import annotations

from ...ir.types import FloatType
from ..llvm.types import llty, vec
from .exp_inline import emit_exp

UNARY = {"math.exp": "exp", "math.exp2": "exp2", "math.log": "log", "math.log2": "log2", "math.sin": "sin",
         "math.cos": "cos", "math.tan": "tan", "math.tanh": "tanh", "math.erf": "erf"}

# lanes per call for (isa letter, float type)
_ISA_LANES = {"avx512": ("e", {"float": 16, "double": 8}), "avx2": ("d", {"float": 8, "double": 4}),
              "sse": ("b", {"float": 4, "double": 2})}


def libm_name(fn: str, ty: str) -> str:
    return fn + ("f" if ty == "float" else "")


def emit_unary(L, name: str, t: FloatType, x: str, w: int) -> str:
    fn = UNARY[name]
    ty = llty(t)
    if ty == "half":
        wide = L.tmp()
        L.emit(f"{wide} = fpext {vec(w, 'half')} {x} to {vec(w, 'float')}")
        r = emit_unary(L, name, FloatType("f32"), wide, w)
        out = L.tmp()
        L.emit(f"{out} = fptrunc {vec(w, 'float')} {r} to {vec(w, 'half')}")
        return out
    if ty == "float" and fn in ("exp", "exp2"):
        return emit_exp(L, fn, x, w)  # inline: faster than a libmvec call, within 1 ulp (exp_inline.py)
    if w == 0:
        sym = libm_name(fn, ty)
        L.declare(f"declare {ty} @{sym}({ty})")
        L.extern(sym)
        r = L.tmp()
        L.emit(f"{r} = call {ty} @{sym}({ty} {x})")
        return r
    isa = L.target_info.get("vector_math")
    if isa not in _ISA_LANES:
        parts = [L.extract(x, w, ty, i) for i in range(w)]
        outs = [emit_unary(L, name, t, p, 0) for p in parts]
        return L.build_vector(outs, ty)
    if fn in ("exp", "exp2"):
        # -inf is what masked-off softmax lanes hold; libmvec sends any lane outside its fast range
        # to a scalar fallback, so give those lanes 0 up front and select exp(-inf) = 0 after
        vt, it = vec(w, ty), vec(w, "i1")
        ninf, safe, out = L.tmp(), L.tmp(), L.tmp()
        L.emit(f"{ninf} = fcmp oeq {vt} {x}, splat ({ty} 0xFFF0000000000000)")
        L.emit(f"{safe} = select {it} {ninf}, {vt} zeroinitializer, {vt} {x}")
        r = _vector_call(L, fn, ty, safe, w, isa)
        L.emit(f"{out} = select {it} {ninf}, {vt} zeroinitializer, {vt} {r}")
        return out
    return _vector_call(L, fn, ty, x, w, isa)


def _vector_call(L, fn: str, ty: str, x: str, w: int, isa: str) -> str:
    letter, lanes_by_ty = _ISA_LANES[isa]
    lanes = lanes_by_ty[ty]
    sym = f"_ZGV{letter}N{lanes}v_{libm_name(fn, ty)}"
    vt = vec(lanes, ty)
    L.declare(f"declare {vt} @{sym}({vt})")
    L.extern(sym)
    if w <= lanes:
        padded = L.resize(x, w, lanes, ty)
        r = L.tmp()
        L.emit(f"{r} = call {vt} @{sym}({vt} {padded})")
        return L.resize(r, lanes, w, ty)
    pieces = []
    for k in range(w // lanes):
        part = L.slice_vec(x, w, k * lanes, lanes, ty)
        r = L.tmp()
        L.emit(f"{r} = call {vt} @{sym}({vt} {part})")
        pieces.append(r)
    return L.concat(pieces, lanes, ty)


# libmvec's functions (glibc 2.35+), by number of arguments
VECTOR_FUNCTIONS = {1: {"acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "cos", "cosh", "erf", "erfc", "exp",
                        "exp10", "exp2", "expm1", "log", "log10", "log1p", "log2", "sin", "sinh", "tan", "tanh"},
                    2: {"atan2", "hypot", "pow"}}


def vector_libm(L, fn: str, ty: str, refs: list, w: int):
    """libmvec's `fn` on w lanes (padded or split to the ISA's width); None where it has none."""
    isa = L.target_info.get("vector_math")
    if isa not in _ISA_LANES or fn not in VECTOR_FUNCTIONS.get(len(refs), ()) or ty not in ("float", "double"):
        return None
    if len(refs) == 1 and fn in ("exp", "exp2"):
        return emit_unary(L, f"math.{fn}", FloatType("f32" if ty == "float" else "f64"), refs[0], w)
    letter, lanes_by_ty = _ISA_LANES[isa]
    lanes = lanes_by_ty[ty]
    sym = f"_ZGV{letter}N{lanes}{'v' * len(refs)}_{libm_name(fn, ty)}"
    vt = vec(lanes, ty)
    L.declare(f"declare {vt} @{sym}({', '.join([vt] * len(refs))})")
    L.extern(sym)

    def call(parts):
        r = L.tmp()
        L.emit(f"{r} = call {vt} @{sym}({', '.join(f'{vt} {p}' for p in parts)})")
        return r
    if w <= lanes:
        r = call([L.resize(x, w, lanes, ty) for x in refs])
        return L.resize(r, lanes, w, ty)
    pieces = [call([L.slice_vec(x, w, k * lanes, lanes, ty) for x in refs]) for k in range(w // lanes)]
    return L.concat(pieces, lanes, ty)
