"""`tt.extern_elementwise` (the libdevice functions of ir/libdevice.py) as LLVM IR on `w` lanes.

The semantics are ir/libdevice.py's (what the interpreter runs). Transcendental functions call the
renderer's C math library (`libm_call`: the CPU backend uses glibc's libmvec on vectors and libm on
scalars); everything IEEE or C defines exactly is written out with LLVM instructions and intrinsics.
The directed-rounding functions (`div_rz`, `add_ru`, `double2float_rd`, `ll2float_rz`, ...) run the
operation as LLVM's constrained intrinsic between two `llvm.set.rounding` calls, in a small
`strictfp` function of its own, so the hardware rounds it in the requested mode.
The NVPTX renderer does not come here: it calls the CUDA libdevice function named by `symbol`.
"""
from __future__ import annotations

from ...ir.libdevice import LIBM
from ...ir.types import FloatType, IntType
from .types import llty, splat_lit, vec

_LLVM_MODE = {"rz": 0, "rn": 1, "ru": 2, "rd": 3}
_ROUND_INTR = {"rn": "roundeven", "rd": "floor", "ru": "ceil"}


def _suffix(w, ty):
    names = {"half": "f16", "float": "f32", "double": "f64"}
    base = names.get(ty, ty)
    return f"v{w}{base}" if w else base


def lower(L, fn: str, ins: list, out, refs: list, w: int) -> str:
    """Emit `fn` on operands `refs` (scalar IR types `ins`) -> the result's reference."""
    ty = llty(out)
    t = vec(w, ty)
    x = refs[0]
    xty = llty(ins[0])
    xt = vec(w, xty)
    head, _, mode = fn.partition(".")

    def tmp_emit(text):
        r = L.tmp()
        L.emit(f"{r} = {text}")
        return r

    def lit(v, tyname=None):
        return splat_lit(str(v), w, tyname or ty)

    if fn in LIBM:
        return libm_call(L, fn, ty, refs, w)
    if fn in ("jn", "yn"):
        if getattr(L, "libm_symbol", None) is not None:
            L.libm_symbol(fn, ty, 2)  # says whether that library has it (OpenCL's has no Bessel functions)
        return _scalarised(L, lambda a: _c_call(L, fn + ("f" if ty == "float" else ""), ty,
                                                [("i32", a[0]), (ty, a[1])]), [("i32", refs[0]), (ty, refs[1])], ty, w)
    if fn == "powi":
        d = x if ty == "double" else tmp_emit(f"fpext {t} {x} to {vec(w, 'double')}")
        n = tmp_emit(f"sitofp {vec(w, 'i32')} {refs[1]} to {vec(w, 'double')}")
        r = libm_call(L, "pow", "double", [d, n], w)
        return r if ty == "double" else tmp_emit(f"fptrunc {vec(w, 'double')} {r} to {t}")
    if fn in ("rsqrt", "rsqrt.rn"):
        if fn == "rsqrt.rn":
            d = tmp_emit(f"fpext {t} {x} to {vec(w, 'double')}")
            s = L.call_intrinsic("sqrt", w, "double", [d])
            q = tmp_emit(f"fdiv {vec(w, 'double')} {splat_lit('1.0', w, 'double')}, {s}")
            return tmp_emit(f"fptrunc {vec(w, 'double')} {q} to {t}")
        s = L.call_intrinsic("sqrt", w, ty, [x])
        return tmp_emit(f"fdiv {t} {lit('1.0')}, {s}")
    if head in ("add", "sub", "mul", "div", "rcp", "sqrt", "fma"):
        if head == "rcp":
            head, refs = "div", [lit("1.0")] + refs
        if mode == "rn":
            if head == "sqrt":
                return L.call_intrinsic("sqrt", w, ty, refs)
            if head == "fma":
                return L.call_intrinsic("fma", w, ty, refs)
            return tmp_emit(f"f{head} {t} {refs[0]}, {refs[1]}")
        cname = {"add": "fadd", "sub": "fsub", "mul": "fmul", "div": "fdiv", "sqrt": "sqrt", "fma": "fma"}[head]
        return _directed(L, cname, mode, [t] * len(refs), t, refs, _suffix(w, ty))
    if head == "f2f":
        if mode == "rn":
            return tmp_emit(f"fptrunc {xt} {x} to {t}")
        return _directed(L, "fptrunc", mode, [xt], t, refs, f"{_suffix(w, ty)}.{_suffix(w, xty)}")
    if head in ("f2i", "f2u"):
        v = x if mode == "rz" else L.call_intrinsic(_ROUND_INTR[mode], w, xty, [x])
        sat = "fptosi.sat" if head == "f2i" else "fptoui.sat"
        r = L.intr(sat, f"{_suffix(w, ty)}.{_suffix(w, xty)}", t, [(xt, v)])
        return _nan_as_nvidia(tmp_emit, x, xt, xty, r, t, ty, w)
    if head in ("i2f", "u2f"):
        op = "sitofp" if head == "i2f" else "uitofp"
        if mode == "rn":
            return tmp_emit(f"{op} {xt} {x} to {t}")
        r = _directed(L, op, mode, [xt], t, refs, f"{_suffix(w, ty)}.{_suffix(w, xty)}")
        # Without AVX-512, x86 converts unsigned vectors as (hi * 2^16 + magic) - magic + lo, and
        # that difference is -0 when rounding down: an integer 0 is +0 in every mode.
        zero = tmp_emit(f"icmp eq {xt} {x}, {splat_lit('0', w, xty)}")
        return tmp_emit(f"select {vec(w, 'i1')} {zero}, {t} {lit('0.0')}, {t} {r}")
    if fn == "llround":
        v = L.call_intrinsic("round", w, xty, [x])
        r = L.intr("fptosi.sat", f"{_suffix(w, ty)}.{_suffix(w, xty)}", t, [(xt, v)])
        return _nan_as_nvidia(tmp_emit, x, xt, xty, r, t, ty, w)
    if fn == "bitcast":
        return tmp_emit(f"bitcast {xt} {x} to {t}")
    if fn == "hiloint2double":
        i64 = vec(w, "i64")
        hi = tmp_emit(f"zext {xt} {refs[0]} to {i64}")
        lo = tmp_emit(f"zext {xt} {refs[1]} to {i64}")
        sh = tmp_emit(f"shl {i64} {hi}, {splat_lit('32', w, 'i64')}")
        o = tmp_emit(f"or {i64} {sh}, {lo}")
        return tmp_emit(f"bitcast {i64} {o} to {t}")
    if fn in ("double2loint", "double2hiint"):
        i64 = vec(w, "i64")
        b = tmp_emit(f"bitcast {xt} {x} to {i64}")
        if fn == "double2hiint":
            b = tmp_emit(f"lshr {i64} {b}, {splat_lit('32', w, 'i64')}")
        return tmp_emit(f"trunc {i64} {b} to {t}")
    # ------------------------------------------------ exact float functions
    simple = {"absf": "fabs", "floor": "floor", "ceil": "ceil", "trunc": "trunc", "rint": "roundeven",
              "round": "round"}
    if fn in simple:
        return L.call_intrinsic(simple[fn], w, ty, [x])
    if fn == "copysign":
        return L.call_intrinsic("copysign", w, ty, refs)
    if fn == "saturate":
        i1 = vec(w, "i1")
        gt = tmp_emit(f"fcmp ogt {t} {x}, {lit('0.0')}")
        lt = tmp_emit(f"fcmp olt {t} {x}, {lit('1.0')}")
        s1 = tmp_emit(f"select {i1} {lt}, {t} {x}, {t} {lit('1.0')}")
        return tmp_emit(f"select {i1} {gt}, {t} {s1}, {t} {lit('0.0')}")
    if fn in ("isnan", "isinf", "isfinite"):
        if fn == "isnan":
            c = tmp_emit(f"fcmp uno {xt} {x}, {x}")
        else:
            a = L.call_intrinsic("fabs", w, xty, [x])
            c = tmp_emit(f"fcmp {'oeq' if fn == 'isinf' else 'olt'} {xt} {a}, {splat_lit('0x7FF0000000000000', w, xty)}")
        return tmp_emit(f"zext {vec(w, 'i1')} {c} to {t}")
    if fn == "signbit":
        bits = 32 if xty == "float" else 64
        it = vec(w, f"i{bits}")
        b = tmp_emit(f"bitcast {xt} {x} to {it}")
        s = tmp_emit(f"lshr {it} {b}, {splat_lit(str(bits - 1), w, f'i{bits}')}")
        return s if bits == 32 else tmp_emit(f"trunc {it} {s} to {t}")
    if fn == "fdim":
        i1 = vec(w, "i1")
        y = refs[1]
        d = tmp_emit(f"fsub {t} {x}, {y}")
        gt = tmp_emit(f"fcmp ogt {t} {x}, {y}")
        r = tmp_emit(f"select {i1} {gt}, {t} {d}, {t} {lit('0.0')}")
        uno = tmp_emit(f"fcmp uno {t} {x}, {y}")
        s = tmp_emit(f"fadd {t} {x}, {y}")
        return tmp_emit(f"select {i1} {uno}, {t} {s}, {t} {r}")
    if fn == "fmod":
        return tmp_emit(f"frem {t} {x}, {refs[1]}")
    if fn in ("remainder", "nextafter"):
        return libm_call(L, fn, ty, refs, w)
    if fn == "ldexp":
        return L.intr("ldexp", f"{_suffix(w, ty)}.{_suffix(w, 'i32')}", t, [(t, x), (vec(w, "i32"), refs[1])])
    if fn in ("ilogb", "logb"):
        return _ilogb(L, fn, xty, x, w)
    # ------------------------------------------------ integers
    bits = ins[0].bits
    it = xt
    if fn == "absi":
        return L.call_intrinsic("abs", w, xty, [x], [("i1", "false")])
    if fn in ("clz", "popc", "brev", "ffs"):
        if fn == "brev":
            return L.call_intrinsic("bitreverse", w, xty, [x])
        name = {"clz": "ctlz", "popc": "ctpop", "ffs": "cttz"}[fn]
        extra = [] if fn == "popc" else [("i1", "false")]
        c = L.call_intrinsic(name, w, xty, [x], extra)
        if fn == "ffs":
            i1 = vec(w, "i1")
            c1 = tmp_emit(f"add {it} {c}, {splat_lit('1', w, xty)}")
            z = tmp_emit(f"icmp eq {it} {x}, {splat_lit('0', w, xty)}")
            c = tmp_emit(f"select {i1} {z}, {it} {splat_lit('0', w, xty)}, {it} {c1}")
        return c if bits == 32 else tmp_emit(f"trunc {it} {c} to {t}")
    if fn in ("mulhi", "umulhi"):
        if bits == 64 and getattr(L, "mul_hi", None) is not None:  # no 128-bit integers (SPIR-V)
            return L.mul_hi(refs[0], refs[1], signed=fn == "mulhi")
        wide = vec(w, f"i{2 * bits}")
        ext = "sext" if fn == "mulhi" else "zext"
        a = tmp_emit(f"{ext} {it} {refs[0]} to {wide}")
        b = tmp_emit(f"{ext} {it} {refs[1]} to {wide}")
        p = tmp_emit(f"mul {wide} {a}, {b}")
        h = tmp_emit(f"lshr {wide} {p}, {splat_lit(str(bits), w, f'i{2 * bits}')}")
        return tmp_emit(f"trunc {wide} {h} to {t}")
    if fn in ("mul24", "umul24"):
        ab = []
        for v in refs[:2]:
            if fn == "mul24":
                s = tmp_emit(f"shl {it} {v}, {splat_lit('8', w, 'i32')}")
                ab.append(tmp_emit(f"ashr {it} {s}, {splat_lit('8', w, 'i32')}"))
            else:
                ab.append(tmp_emit(f"and {it} {v}, {splat_lit(str(0xFFFFFF), w, 'i32')}"))
        return tmp_emit(f"mul {it} {ab[0]}, {ab[1]}")
    if fn in ("sad", "usad"):
        i1 = vec(w, "i1")
        lt = tmp_emit(f"icmp {'slt' if fn == 'sad' else 'ult'} {it} {refs[0]}, {refs[1]}")
        d1 = tmp_emit(f"sub {it} {refs[1]}, {refs[0]}")
        d2 = tmp_emit(f"sub {it} {refs[0]}, {refs[1]}")
        d = tmp_emit(f"select {i1} {lt}, {it} {d1}, {it} {d2}")
        return tmp_emit(f"add {it} {d}, {refs[2]}")
    if fn in ("hadd", "uhadd", "rhadd", "urhadd"):
        xo = tmp_emit(f"xor {it} {refs[0]}, {refs[1]}")
        h = tmp_emit(f"{'lshr' if fn.startswith('u') else 'ashr'} {it} {xo}, {splat_lit('1', w, 'i32')}")
        if fn in ("hadd", "uhadd"):
            a = tmp_emit(f"and {it} {refs[0]}, {refs[1]}")
            return tmp_emit(f"add {it} {a}, {h}")
        o = tmp_emit(f"or {it} {refs[0]}, {refs[1]}")
        return tmp_emit(f"sub {it} {o}, {h}")
    if fn == "byte_perm":
        i64 = vec(w, "i64")
        lo = tmp_emit(f"zext {it} {refs[0]} to {i64}")
        hi = tmp_emit(f"zext {it} {refs[1]} to {i64}")
        hs = tmp_emit(f"shl {i64} {hi}, {splat_lit('32', w, 'i64')}")
        v = tmp_emit(f"or {i64} {hs}, {lo}")
        s = tmp_emit(f"zext {it} {refs[2]} to {i64}")
        acc = splat_lit("0", w, "i64")
        for n in range(4):
            sh = tmp_emit(f"lshr {i64} {s}, {splat_lit(str(4 * n), w, 'i64')}")
            sel = tmp_emit(f"and {i64} {sh}, {splat_lit('7', w, 'i64')}")
            amt = tmp_emit(f"shl {i64} {sel}, {splat_lit('3', w, 'i64')}")
            byte = tmp_emit(f"lshr {i64} {v}, {amt}")
            byte = tmp_emit(f"and {i64} {byte}, {splat_lit('255', w, 'i64')}")
            placed = tmp_emit(f"shl {i64} {byte}, {splat_lit(str(8 * n), w, 'i64')}")
            acc = tmp_emit(f"or {i64} {acc}, {placed}")
        return tmp_emit(f"trunc {i64} {acc} to {t}")
    raise NotImplementedError(f"no LLVM lowering for the libdevice function {fn}")


# ---------------------------------------------------------------- helpers
def _c_call(L, sym, ret, args):
    L.declare(f"declare {ret} @{sym}({', '.join(a for a, _ in args)})")
    ext = getattr(L, "extern", None)
    if ext is not None:
        ext(sym)
    r = L.tmp()
    L.emit(f"{r} = call {ret} @{sym}({', '.join(f'{a} {v}' for a, v in args)})")
    return r


def _scalarised(L, scalar_fn, args, ret, w):
    """Apply scalar_fn lane by lane: args are (scalar type, vector ref) pairs."""
    if w == 0:
        return scalar_fn([v for _, v in args])
    acc = "undef"
    for i in range(w):
        lane = []
        for sty, v in args:
            e = L.tmp()
            L.emit(f"{e} = extractelement {vec(w, sty)} {v}, i32 {i}")
            lane.append(e)
        y = scalar_fn(lane)
        nxt = L.tmp()
        L.emit(f"{nxt} = insertelement {vec(w, ret)} {acc}, {ret} {y}, i32 {i}")
        acc = nxt
    return acc


def libm_call(L, fn: str, ty: str, refs: list, w: int) -> str:
    """libm's `fn` (float or double by `ty`) on every lane: the renderer's vector library where it
    has one (`vector_libm`), else one libm call per lane."""
    vl = getattr(L, "vector_libm", None)
    if vl is not None and w:
        r = vl(fn, ty, refs, w)
        if r is not None:
            return r
    # a renderer whose math library is not C's names its own function (OpenCL's builtins)
    own = getattr(L, "libm_symbol", None)
    sym = own(fn, ty, len(refs)) if own is not None else fn + ("f" if ty == "float" else "")
    return _scalarised(L, lambda a: _c_call(L, sym, ty, [(ty, v) for v in a]), [(ty, r) for r in refs], ty, w)


def _directed(L, op: str, mode: str, arg_types: list, ret: str, refs: list, suffix: str) -> str:
    """`op` rounded in `mode`: a strictfp function that sets the rounding mode around LLVM's
    constrained intrinsic (the hardware does the rounding). A renderer whose target has no dynamic
    rounding mode (SPIR-V) does it its own way (`directed_rounding`)."""
    own = getattr(L, "directed_rounding", None)
    if own is not None:
        return own(op, mode, arg_types, ret, refs)
    name = f"tritium.{op}.{mode}.{suffix}"
    params = ", ".join(f"{a} %a{i}" for i, a in enumerate(arg_types))
    intr = f"llvm.experimental.constrained.{op}.{suffix}"
    meta = 'metadata !"fpexcept.ignore"'
    call_args = ", ".join(f"{a} %a{i}" for i, a in enumerate(arg_types))
    L.declare(f"declare {ret} @{intr}({', '.join(arg_types)}, metadata, metadata)")
    L.declare("declare void @llvm.set.rounding(i32)")
    L.declare(f"define internal {ret} @{name}({params}) strictfp noinline {{\n"
              f"  call void @llvm.set.rounding(i32 {_LLVM_MODE[mode]}) strictfp\n"
              f"  %r = call {ret} @{intr}({call_args}, metadata !\"round.dynamic\", {meta}) strictfp\n"
              f"  call void @llvm.set.rounding(i32 1) strictfp\n"
              f"  ret {ret} %r\n}}")
    r = L.tmp()
    L.emit(f"{r} = call {ret} @{name}({', '.join(f'{a} {v}' for a, v in zip(arg_types, refs))})")
    return r


def _ilogb(L, fn, xty, x, w):
    """ilogb from the bits (FP_ILOGB0 = FP_ILOGBNAN = INT_MIN, inf -> INT_MAX, as glibc and CUDA);
    logb as its float, with logb(0) = -inf, logb(+-inf) = inf."""
    bits, mbits, bias = (32, 23, 127) if xty == "float" else (64, 52, 1023)
    ib = f"i{bits}"
    it, i32, i1 = vec(w, ib), vec(w, "i32"), vec(w, "i1")
    s = lambda v, t=ib: splat_lit(str(v), w, t)  # noqa: E731

    def e(text):
        r = L.tmp()
        L.emit(f"{r} = {text}")
        return r
    b = e(f"bitcast {vec(w, xty)} {x} to {it}")
    a = e(f"and {it} {b}, {s((1 << (bits - 1)) - 1)}")
    ex = e(f"lshr {it} {a}, {s(mbits)}")
    normal = e(f"sub {it} {ex}, {s(bias)}")
    lz = L.call_intrinsic("ctlz", w, ib, [a], [("i1", "false")])
    # subnormal a * 2^(1 - bias - mbits): ilogb = (bits - 1 - clz) + 1 - bias - mbits
    sub = e(f"sub {it} {s(bits - bias - mbits)}, {lz}")
    is_sub = e(f"icmp eq {it} {ex}, {s(0)}")
    v = e(f"select {i1} {is_sub}, {it} {sub}, {it} {normal}")
    if bits == 64:
        v = e(f"trunc {it} {v} to {i32}")
    if fn == "logb":
        f = e(f"sitofp {i32} {v} to {vec(w, xty)}")
        ax = L.call_intrinsic("fabs", w, xty, [x])
        z = e(f"fcmp oeq {vec(w, xty)} {x}, {splat_lit('0.0', w, xty)}")
        f = e(f"select {i1} {z}, {vec(w, xty)} {splat_lit('0xFFF0000000000000', w, xty)}, {vec(w, xty)} {f}")
        special = e(f"fcmp ueq {vec(w, xty)} {ax}, {splat_lit('0x7FF0000000000000', w, xty)}")  # inf or NaN
        return e(f"select {i1} {special}, {vec(w, xty)} {ax}, {vec(w, xty)} {f}")
    z = e(f"icmp eq {it} {a}, {s(0)}")
    nan_or_inf = e(f"icmp eq {it} {ex}, {s((1 << (bits - mbits - 1)) - 1)}")
    mant = e(f"and {it} {a}, {s((1 << mbits) - 1)}")
    is_inf = e(f"icmp eq {it} {mant}, {s(0)}")
    v = e(f"select {i1} {z}, {i32} {splat_lit(str(-2**31), w, 'i32')}, {i32} {v}")
    special = e(f"select {i1} {is_inf}, {i32} {splat_lit(str(2**31 - 1), w, 'i32')}, {i32} {splat_lit(str(-2**31), w, 'i32')}")
    return e(f"select {i1} {nan_or_inf}, {i32} {special}, {i32} {v}")


__all__ = ["lower", "libm_call"]


def _nan_as_nvidia(tmp_emit, x, xt, xty, r, t, ty, w):
    """A NaN converted to an integer as NVIDIA's `cvt` (libdevice's conversions) gives it, measured on
    an H100: 0 from float to a 32-bit integer, else the 'integer indefinite', only the top bit set
    (double to 32 bits, anything to 64 bits). The saturating conversion `r` gave 0."""
    if xty == "float" and ty == "i32":
        return r
    nan = tmp_emit(f"fcmp uno {xt} {x}, {x}")
    top = splat_lit(str(-(1 << ({"i32": 32, "i64": 64}[ty] - 1))), w, ty)
    return tmp_emit(f"select {vec(w, 'i1')} {nan}, {t} {top}, {t} {r}")
