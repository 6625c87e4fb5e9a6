"""Elementwise ops -> LLVM instructions on `w` lanes at once (w == 0: one scalar).

The results must equal `ir/numpy_semantics.py` (what the interpreter computes): integer division
and remainder by zero give 0 (LLVM would trap), shifts by >= the width give 0 or the sign fill,
float -> int conversions saturate (`fptosi.sat`), bf16 is computed in f32 and rounded to nearest
even after every op, and `rtz` float truncation steps back toward zero when rounding went away.
fp8 values are i8 bit patterns: converted to and from f32 by the integer steps of `ir/fp8.py`
(exact upcasts; rounded, saturating downcasts), and computed in f32 like bf16.
"""
from __future__ import annotations

from ...ir.types import FP8_FORMATS, FloatType, IntType, Type, f16, f32, f64
from .types import is_bf16, is_fp8, llty, splat_lit, vec


_INT_BINARY = {"arith.addi": "add", "arith.subi": "sub", "arith.muli": "mul", "arith.andi": "and",
               "arith.ori": "or", "arith.xori": "xor"}
_INT_MINMAX = {"arith.maxsi": "smax", "arith.minsi": "smin", "arith.maxui": "umax", "arith.minui": "umin"}
_FLOAT_BINARY = {"arith.addf": "fadd", "arith.subf": "fsub", "arith.mulf": "fmul", "arith.divf": "fdiv",
                 "tt.precise_divf": "fdiv", "arith.remf": "frem"}
_FLOAT_MINMAX = {"arith.maximumf": "maximum", "arith.minimumf": "minimum", "arith.maxnumf": "maxnum",
                 "arith.minnumf": "minnum"}
# transcendental functions: each renderer's math library provides them (`math_unary`)
MATH_UNARY = ("math.exp", "math.exp2", "math.log", "math.log2", "math.sin", "math.cos", "math.tan", "math.tanh",
              "math.erf")
_SIMPLE_UNARY = {"math.sqrt": "sqrt", "tt.precise_sqrt": "sqrt", "math.floor": "floor", "math.ceil": "ceil",
                 "math.absf": "fabs"}


def intrinsic_suffix(w: int, ty: str) -> str:
    names = {"half": "f16", "float": "f32", "double": "f64", "ptr": "p0"}
    base = names.get(ty, ty)
    return f"v{w}{base}" if w else base


class ElementwiseLowering:
    """Mixin of a renderer: `ew(...)` emits one elementwise op. The renderer provides `tmp()`,
    `emit(line)`, `declare(line)` and `math_unary(name, type, x, w)` (its math library)."""

    def intr(self, name: str, suffix: str, ret: str, args: list[tuple[str, str]]) -> str:
        """Call `llvm.<name>.<suffix>` with (type, value) arguments, declaring it once."""
        full = f"llvm.{name}.{suffix}" if suffix else f"llvm.{name}"
        self.declare(f"declare {ret} @{full}({', '.join(t.split(' align ')[0] for t, _ in args)})")
        r = self.tmp() if ret != "void" else None
        call = f"call {ret} @{full}({', '.join(f'{t} {v}' for t, v in args)})"
        self.emit(f"{r} = {call}" if r else call)
        return r

    def call_intrinsic(self, name: str, w: int, ty: str, refs: list[str], extra=()) -> str:
        """An overloaded intrinsic whose operands and result are all `vec(w, ty)`."""
        t = vec(w, ty)
        return self.intr(name, intrinsic_suffix(w, ty), t, [(t, r) for r in refs] + list(extra))

    # ---------------------------------------------------------------- bf16 <-> f32
    def bf16_to_f32(self, x: str, w: int) -> str:
        a, b, c = self.tmp(), self.tmp(), self.tmp()
        self.emit(f"{a} = zext {vec(w, 'i16')} {x} to {vec(w, 'i32')}")
        self.emit(f"{b} = shl {vec(w, 'i32')} {a}, {splat_lit('16', w, 'i32')}")
        self.emit(f"{c} = bitcast {vec(w, 'i32')} {b} to {vec(w, 'float')}")
        return c

    def f32_to_bf16(self, x: str, w: int) -> str:
        """Round to nearest even; NaNs stay quiet NaNs (as numpy_semantics.round_bf16)."""
        i32, i1 = vec(w, "i32"), vec(w, "i1")
        s = lambda v: splat_lit(str(v), w, "i32")
        bits, lsb, bias, rnd, nan_bits, isnan, sel, out = (self.tmp() for _ in range(8))
        t1, t2 = self.tmp(), self.tmp()
        self.emit(f"{bits} = bitcast {vec(w, 'float')} {x} to {i32}")
        self.emit(f"{t1} = lshr {i32} {bits}, {s(16)}")
        self.emit(f"{lsb} = and {i32} {t1}, {s(1)}")
        self.emit(f"{bias} = add {i32} {lsb}, {s(0x7FFF)}")
        self.emit(f"{rnd} = add {i32} {bits}, {bias}")
        self.emit(f"{t2} = or {i32} {bits}, {s(0x00400000)}")
        self.emit(f"{nan_bits} = and {i32} {t2}, {s(-65536)}")
        self.emit(f"{isnan} = fcmp uno {vec(w, 'float')} {x}, {x}")
        self.emit(f"{sel} = select {i1} {isnan}, {i32} {nan_bits}, {i32} {rnd}")
        t3 = self.tmp()
        self.emit(f"{t3} = lshr {i32} {sel}, {s(16)}")
        self.emit(f"{out} = trunc {i32} {t3} to {vec(w, 'i16')}")
        return out

    def f64_to_bf16(self, x: str, w: int) -> str:
        """Round once: to f32 with round-to-odd, then to bf16 (as numpy_semantics.f64_to_bf16)."""
        return self.f32_to_bf16(self.f64_to_f32_odd(x, w), w)

    def f64_to_f16(self, x: str, w: int) -> str:
        """Round once (no libcall): to f32 with round-to-odd, then to f16 in hardware."""
        r = self.tmp()
        self.emit(f"{r} = fptrunc {vec(w, 'float')} {self.f64_to_f32_odd(x, w)} to {vec(w, 'half')}")
        return r

    def f64_to_f32_odd(self, x: str, w: int) -> str:
        """f64 -> f32 rounding to odd: a later rounding to a narrower type is then exact-once."""
        d, f, i32, i1 = vec(w, "double"), vec(w, "float"), vec(w, "i32"), vec(w, "i1")
        s = lambda v: splat_lit(str(v), w, "i32")
        y, back, ne, bits, odd, even, fix, below, up, dn, step, nb, fin, out = (self.tmp() for _ in range(14))
        self.emit(f"{y} = fptrunc {d} {x} to {f}")
        self.emit(f"{back} = fpext {f} {y} to {d}")
        self.emit(f"{ne} = fcmp one {d} {back}, {x}")
        self.emit(f"{bits} = bitcast {f} {y} to {i32}")
        self.emit(f"{odd} = and {i32} {bits}, {s(1)}")
        self.emit(f"{even} = icmp eq {i32} {odd}, {s(0)}")
        ay = self.call_intrinsic("fabs", w, "float", [y])
        self.emit(f"{fin} = fcmp one {f} {ay}, {splat_lit('0x7FF0000000000000', w, 'float')}")
        t = self.tmp()
        self.emit(f"{t} = and {i1} {ne}, {even}")
        self.emit(f"{fix} = and {i1} {t}, {fin}")
        # step one ulp toward x: magnitude grows when |y| < |x|
        ab = self.tmp()
        ax = self.call_intrinsic("fabs", w, "double", [x])
        self.emit(f"{ab} = fpext {f} {ay} to {d}")
        self.emit(f"{below} = fcmp olt {d} {ab}, {ax}")
        self.emit(f"{up} = add {i32} {bits}, {s(1)}")
        self.emit(f"{dn} = sub {i32} {bits}, {s(1)}")
        self.emit(f"{step} = select {i1} {below}, {i32} {up}, {i32} {dn}")
        self.emit(f"{nb} = select {i1} {fix}, {i32} {step}, {i32} {bits}")
        self.emit(f"{out} = bitcast {i32} {nb} to {f}")
        return out

    # ---------------------------------------------------------------- fp8 <-> f32 (ir/fp8.py's steps)
    def _i32(self, op: str, a: str, b, w: int) -> str:
        r = self.tmp()
        b = splat_lit(str(b), w, "i32") if isinstance(b, int) else b
        self.emit(f"{r} = {op} {vec(w, 'i32')} {a}, {b}")
        return r

    def _sel32(self, c: str, a, b, w: int) -> str:
        r = self.tmp()
        a = splat_lit(str(a), w, "i32") if isinstance(a, int) else a
        b = splat_lit(str(b), w, "i32") if isinstance(b, int) else b
        self.emit(f"{r} = select {vec(w, 'i1')} {c}, {vec(w, 'i32')} {a}, {vec(w, 'i32')} {b}")
        return r

    def _icmp32(self, pred: str, a: str, b, w: int) -> str:
        r = self.tmp()
        b = splat_lit(str(b), w, "i32") if isinstance(b, int) else b
        self.emit(f"{r} = icmp {pred} {vec(w, 'i32')} {a}, {b}")
        return r

    def fp8_to_f32(self, x: str, w: int, name: str) -> str:
        """fp8 pattern (i8) -> f32, exactly; NaNs quiet, of their sign (fnuz: positive)."""
        from ...ir.types import FP8_FORMATS
        m, bias = FP8_FORMATS[name]
        b = self.tmp()
        self.emit(f"{b} = zext {vec(w, 'i8')} {x} to {vec(w, 'i32')}")
        sign = self._i32("shl", self._i32("and", b, 0x80, w), 24, w)
        mag = self._i32("and", b, 0x7F, w)
        e = self._i32("lshr", mag, m, w)
        f = self._i32("and", mag, (1 << m) - 1, w)
        normal = self._i32("add", self._i32("shl", mag, 23 - m, w), (127 - bias) << 23, w)
        ff, sv, sb = self.tmp(), self.tmp(), self.tmp()
        self.emit(f"{ff} = uitofp {vec(w, 'i32')} {f} to {vec(w, 'float')}")
        self.emit(f"{sv} = fmul {vec(w, 'float')} {ff}, {splat_lit(float_hex(2.0 ** (1 - bias - m)), w, 'float')}")
        self.emit(f"{sb} = bitcast {vec(w, 'float')} {sv} to {vec(w, 'i32')}")
        bits = self._sel32(self._icmp32("eq", e, 0, w), sb, normal, w)
        if name == "f8E5M2":  # e == 31: inf, or a NaN keeping its payload
            spec = self._i32("or", self._i32("shl", f, 21, w), 0x7F800000, w)
            quiet = self._sel32(self._icmp32("ne", f, 0, w), 0x400000, 0, w)
            bits = self._sel32(self._icmp32("eq", e, 31, w), self._i32("or", spec, quiet, w), bits, w)
        elif name == "f8E4M3FN":
            bits = self._sel32(self._icmp32("eq", mag, 0x7F, w), 0x7FF00000, bits, w)
        out = self._i32("or", bits, sign, w)
        if name in ("f8E4M3FNUZ", "f8E5M2FNUZ"):
            out = self._sel32(self._icmp32("eq", b, 0x80, w), 0x7FC00000, out, w)
        r = self.tmp()
        self.emit(f"{r} = bitcast {vec(w, 'i32')} {out} to {vec(w, 'float')}")
        return r

    def fp8_from_float(self, x: str, src: FloatType, name: str, w: int, rounding: str) -> str:
        """A float of type `src` -> fp8 pattern (i8), rounded once ('rtne' or 'rtz') and saturated."""
        if name == "f8E4M3B11FNUZ":
            return self._f16_to_e4b15(self._to_f16_for_e4b15(x, src, w, rounding), w)
        if src.name == "f64":
            x = self._f64_to_f32_odd_clamped(x, w)
        elif is_bf16(src):
            x = self.bf16_to_f32(x, w)
        elif src.name == "f16":
            x = self._fpext(x, "half", "float", w)
        return self._f32_to_fp8(x, name, w, rounding)

    def _f64_to_f32_odd_clamped(self, x: str, w: int) -> str:
        """f64 -> f32 rounding to odd; finite values beyond f32's range give its largest value."""
        y = self.f64_to_f32_odd(x, w)
        ax = self.call_intrinsic("fabs", w, "double", [x])
        fin, yb, big, fix = self.tmp(), self.tmp(), self.tmp(), self.tmp()
        self.emit(f"{fin} = fcmp one {vec(w, 'double')} {ax}, {splat_lit('0x7FF0000000000000', w, 'double')}")
        self.emit(f"{yb} = bitcast {vec(w, 'float')} {y} to {vec(w, 'i32')}")
        self.emit(f"{big} = icmp eq {vec(w, 'i32')} {self._i32('and', yb, 0x7FFFFFFF, w)}, "
                  f"{splat_lit(str(0x7F800000), w, 'i32')}")
        self.emit(f"{fix} = and {vec(w, 'i1')} {fin}, {big}")
        clamped = self._i32("or", self._i32("and", yb, -0x80000000, w), 0x7F7FFFFF, w)
        r = self.tmp()
        self.emit(f"{r} = bitcast {vec(w, 'i32')} {self._sel32(fix, clamped, yb, w)} to {vec(w, 'float')}")
        return r

    def _f32_to_fp8(self, x: str, name: str, w: int, rounding: str) -> str:
        native = getattr(self, "f32_to_fp8_native", None)  # a target's own conversion instruction
        got = native(x, name, w, rounding) if native is not None else None
        if got is not None:
            return got
        from ...ir.fp8 import max_pattern
        m, bias = FP8_FORMATS[name]
        bits = self.tmp()
        self.emit(f"{bits} = bitcast {vec(w, 'float')} {x} to {vec(w, 'i32')}")
        a = self._i32("and", bits, 0x7FFFFFFF, w)
        sign = self._i32("and", self._i32("lshr", bits, 24, w), 0x80, w)
        E = self._i32("lshr", a, 23, w)
        normal = self._icmp32("uge", E, 128 - bias, w)
        v_n = self._i32("sub", a, (127 - bias) << 23, w)
        e1 = self.call_intrinsic("umax", w, "i32", [E, splat_lit("1", w, "i32")])
        hidden = self._sel32(self._icmp32("ne", E, 0, w), 1 << 23, 0, w)
        sig = self._i32("or", self._i32("and", a, 0x7FFFFF, w), hidden, w)
        sh_s = self.tmp()
        self.emit(f"{sh_s} = sub {vec(w, 'i32')} {splat_lit(str(23 - m + 128 - bias), w, 'i32')}, {e1}")
        sh_s = self.call_intrinsic("umin", w, "i32", [sh_s, splat_lit("31", w, "i32")])
        v = self._sel32(normal, v_n, sig, w)
        sh = self._sel32(normal, 23 - m, sh_s, w)
        if rounding == "rtz":
            r = self._i32("lshr", v, sh, w)
        else:
            half_m1 = self._i32("sub", self._i32("shl", splat_lit("1", w, "i32"), self._i32("sub", sh, 1, w), w), 1, w)
            lsb = self._i32("and", self._i32("lshr", v, sh, w), 1, w)
            r = self._i32("lshr", self._i32("add", self._i32("add", v, half_m1, w), lsb, w), sh, w)
        r = self.call_intrinsic("umin", w, "i32", [r, splat_lit(str(max_pattern(name)), w, "i32")])
        nan = self._icmp32("ugt", a, 0x7F800000, w)
        if rounding == "rtz" and name == "f8E5M2":
            r = self._sel32(self._icmp32("eq", a, 0x7F800000, w), 0x7C, r, w)
        out = self._i32("or", sign, r, w)
        if name == "f8E4M3FN":
            out = self._sel32(nan, self._i32("or", sign, 0x7F, w), out, w)
        elif name == "f8E5M2":
            payload = self._i32("and", self._i32("lshr", a, 21, w), 1, w)
            out = self._sel32(nan, self._i32("or", self._i32("or", sign, 0x7E, w), payload, w), out, w)
        else:  # fnuz: no -0, NaN is 0x80
            out = self._sel32(self._icmp32("eq", r, 0, w), 0, out, w)
            out = self._sel32(nan, 0x80, out, w)
        res = self.tmp()
        self.emit(f"{res} = trunc {vec(w, 'i32')} {out} to {vec(w, 'i8')}")
        return res

    def _to_f16_for_e4b15(self, x: str, src: FloatType, w: int, rounding: str) -> str:
        """Triton converts to float8e4b15 from fp16; an fp32 first rounds to fp16 as asked."""
        if src.name == "f16":
            return x
        if src.name == "f64":
            x, src = self._f64_to_f32_odd_clamped(x, w), f32
        elif is_bf16(src):
            x, src = self.bf16_to_f32(x, w), f32
        return self._convert_float(f32, f16, x, w, rounding)

    def _f16_to_e4b15(self, h: str, w: int) -> str:
        hb, b = self.tmp(), self.tmp()
        self.emit(f"{hb} = bitcast {vec(w, 'half')} {h} to {vec(w, 'i16')}")
        self.emit(f"{b} = zext {vec(w, 'i16')} {hb} to {vec(w, 'i32')}")
        a = self._i32("and", b, 0x7FFF, w)
        clamped = self.call_intrinsic("umin", w, "i32", [a, splat_lit(str(0x3F00), w, "i32")])
        a = self._sel32(self._icmp32("ugt", a, 0x7C00, w), 0x3F00, clamped, w)
        r = self._i32("lshr", self._i32("add", a, 0x40, w), 7, w)
        out = self._i32("or", self._i32("and", self._i32("lshr", b, 8, w), 0x80, w), r, w)
        res = self.tmp()
        self.emit(f"{res} = trunc {vec(w, 'i32')} {out} to {vec(w, 'i8')}")
        return res

    def extern_elementwise(self, attrs: dict, ins: list, out: Type, refs: list[str], w: int) -> str:
        """A libdevice function (`tt.extern_elementwise`, ir/libdevice.py) from LLVM instructions and
        the renderer's C math library; the NVPTX renderer overrides this with libdevice calls."""
        from ...ir.libdevice import fn_of
        from .libdevice import lower
        if fn_of(attrs) is None:
            raise NotImplementedError(f"no lowering for the external function {attrs.get('symbol')}")
        return lower(self, fn_of(attrs), ins, out, refs, w)

    # ---------------------------------------------------------------- dispatch
    def ew(self, name: str, attrs: dict, in_types: list[Type], out_type: Type, refs: list[str], w: int) -> str:
        out_s = out_type.scalar
        ins = [t.scalar for t in in_types]
        if name == "tt.extern_elementwise":
            return self.extern_elementwise(attrs, ins, out_s, refs, w)
        if name == "math.absf" and is_fp8(out_s):  # clears the sign bit, as Triton does
            r = self.tmp()
            self.emit(f"{r} = and {vec(w, 'i8')} {refs[0]}, {splat_lit('127', w, 'i8')}")
            return r
        if name in ("math.fma",) or name in _FLOAT_BINARY or name in _FLOAT_MINMAX or name == "tt.clampf" or \
                name in MATH_UNARY or name in _SIMPLE_UNARY or name in ("math.rsqrt", "arith.negf"):
            if is_bf16(out_s):  # compute in f32, round once per op
                wide = [self.bf16_to_f32(r, w) for r in refs]
                r = self.ew(name, attrs, [f32] * len(refs), f32, wide, w)
                return self.f32_to_bf16(r, w)
            if is_fp8(out_s):
                wide = [self.fp8_to_f32(r, w, out_s.name) for r in refs]
                r = self.ew(name, attrs, [f32] * len(refs), f32, wide, w)
                return self.fp8_from_float(r, f32, out_s.name, w, "rtne")
        if name == "arith.cmpf" and is_bf16(ins[0]):
            refs = [self.bf16_to_f32(r, w) for r in refs]
            ins = [f32, f32]
        if name == "arith.cmpf" and is_fp8(ins[0]):
            refs = [self.fp8_to_f32(r, w, ins[0].name) for r in refs]
            ins = [f32, f32]
        ty = llty(out_s)
        t = vec(w, ty)
        r = self.tmp()
        if name in _INT_BINARY:
            self.emit(f"{r} = {_INT_BINARY[name]} {t} {refs[0]}, {refs[1]}")
            return r
        if name in _INT_MINMAX:
            return self.call_intrinsic(_INT_MINMAX[name], w, ty, refs[:2])
        if name in ("arith.divsi", "arith.remsi", "arith.divui", "arith.remui"):
            return self._int_divrem(name, t, refs, w, out_s)
        if name in ("arith.shli", "arith.shrsi", "arith.shrui"):
            return self._shift(name, t, refs, w, out_s)
        if name == "arith.divf" and ty == "float" and w == 0 and getattr(self, "divide_f32", None) is not None:
            return self.divide_f32(refs[0], refs[1])  # a target whose fp32 `/` is not IEEE's (NVIDIA's, as Triton)
        if name in _FLOAT_BINARY:
            self.emit(f"{r} = {_FLOAT_BINARY[name]} {t} {refs[0]}, {refs[1]}")
            return r
        if name in _FLOAT_MINMAX:
            return self.call_intrinsic(_FLOAT_MINMAX[name], w, ty, refs[:2])
        if name == "tt.clampf":
            hi, lo = ("maximum", "minimum") if attrs.get("propagate_nan", "none") == "all" else ("maxnum", "minnum")
            m = self.call_intrinsic(hi, w, ty, refs[:2])
            return self.call_intrinsic(lo, w, ty, [m, refs[2]])
        if name == "math.fma":
            return self.call_intrinsic("fma", w, ty, refs)
        if name == "arith.negf":
            if getattr(self, "negate", None) is not None:  # a target that must not see `fneg`
                return self.negate(ty, refs[0], w)
            self.emit(f"{r} = fneg {t} {refs[0]}")
            return r
        if name in _SIMPLE_UNARY:
            return self.call_intrinsic(_SIMPLE_UNARY[name], w, ty, refs[:1])
        if name == "math.rsqrt":
            s = self.call_intrinsic("sqrt", w, ty, refs[:1])
            self.emit(f"{r} = fdiv {t} {splat_lit('1.0', w, ty)}, {s}")
            return r
        if name in MATH_UNARY:
            return self.math_unary(name, out_s, refs[0], w)
        if name == "math.absi":
            return self.call_intrinsic("abs", w, ty, refs[:1], [("i1", "false")])
        if name == "arith.cmpi":
            self.emit(f"{r} = icmp {attrs['predicate']} {vec(w, llty(ins[0]))} {refs[0]}, {refs[1]}")
            return r
        if name == "arith.cmpf":
            self.emit(f"{r} = fcmp {attrs['predicate']} {vec(w, llty(ins[0]))} {refs[0]}, {refs[1]}")
            return r
        if name == "arith.select":
            self.emit(f"{r} = select {vec(w, 'i1')} {refs[0]}, {t} {refs[1]}, {t} {refs[2]}")
            return r
        if name == "tt.mulhiui":
            bits = out_s.bits
            if bits == 64 and getattr(self, "mul_hi", None) is not None:  # no 128-bit integers (SPIR-V)
                return self.mul_hi(refs[0], refs[1], signed=False)
            wide = vec(w, f"i{2 * bits}")
            a, b, p, h = self.tmp(), self.tmp(), self.tmp(), self.tmp()
            self.emit(f"{a} = zext {t} {refs[0]} to {wide}")
            self.emit(f"{b} = zext {t} {refs[1]} to {wide}")
            self.emit(f"{p} = mul {wide} {a}, {b}")
            self.emit(f"{h} = lshr {wide} {p}, {splat_lit(str(bits), w, f'i{2 * bits}')}")
            self.emit(f"{r} = trunc {wide} {h} to {t}")
            return r
        if name == "tt.addptr":
            elt = out_s.pointee
            from .types import memty
            off = refs[1]
            if ins[1].bits != 64:
                o64 = self.tmp()
                self.emit(f"{o64} = sext {vec(w, llty(ins[1]))} {off} to {vec(w, 'i64')}")
                off = o64
            self.emit(f"{r} = getelementptr {memty(elt)}, {t} {refs[0]}, {vec(w, 'i64')} {off}")
            return r
        return self._cast(name, attrs, ins[0], out_s, refs[0], w)

    # ---------------------------------------------------------------- integer corner cases
    def _int_divrem(self, name, t, refs, w, s: IntType) -> str:
        a, b = refs
        i1 = vec(w, "i1")
        z = splat_lit("0", w, f"i{s.bits}")
        one = splat_lit("1" if s.bits > 1 else "true", w, f"i{s.bits}")
        zero_b = self.tmp()
        self.emit(f"{zero_b} = icmp eq {t} {b}, {z}")
        bad = zero_b
        if name in ("arith.divsi", "arith.remsi") and s.bits > 1:
            m1, neg1 = self.tmp(), self.tmp()
            self.emit(f"{neg1} = icmp eq {t} {b}, {splat_lit('-1', w, f'i{s.bits}')}")
            self.emit(f"{m1} = or {i1} {zero_b}, {neg1}")
            bad = m1
        safe, q, r = self.tmp(), self.tmp(), self.tmp()
        self.emit(f"{safe} = select {i1} {bad}, {t} {one}, {t} {b}")
        op = {"arith.divsi": "sdiv", "arith.remsi": "srem", "arith.divui": "udiv", "arith.remui": "urem"}[name]
        if s.bits == 1:
            op = {"sdiv": "udiv", "srem": "urem"}.get(op, op)
        self.emit(f"{q} = {op} {t} {a}, {safe}")
        if bad is not zero_b:  # b == -1: a / -1 = -a (wrapping), a % -1 = 0
            neg, q2 = self.tmp(), self.tmp()
            if op == "sdiv":
                self.emit(f"{neg} = sub {t} {z}, {a}")
            else:
                neg = z
            self.emit(f"{q2} = select {i1} {bad}, {t} {neg}, {t} {q}")
            q = q2
        self.emit(f"{r} = select {i1} {zero_b}, {t} {z}, {t} {q}")
        return r

    def _shift(self, name, t, refs, w, s: IntType) -> str:
        a, b = refs
        bits = s.bits
        big, amt, r, out = self.tmp(), self.tmp(), self.tmp(), self.tmp()
        self.emit(f"{big} = icmp uge {t} {b}, {splat_lit(str(bits) if bits > 1 else 'true', w, f'i{bits}')}")
        self.emit(f"{amt} = select {vec(w, 'i1')} {big}, {t} {splat_lit('0' if bits > 1 else 'false', w, f'i{bits}')}, {t} {b}")
        op = {"arith.shli": "shl", "arith.shrsi": "ashr", "arith.shrui": "lshr"}[name]
        self.emit(f"{r} = {op} {t} {a}, {amt}")
        if name == "arith.shrsi":
            fill = self.tmp()
            self.emit(f"{fill} = ashr {t} {a}, {splat_lit(str(bits - 1), w, f'i{bits}')}")
            self.emit(f"{out} = select {vec(w, 'i1')} {big}, {t} {fill}, {t} {r}")
        else:
            self.emit(f"{out} = select {vec(w, 'i1')} {big}, {t} {splat_lit('0' if bits > 1 else 'false', w, f'i{bits}')}, {t} {r}")
        return out

    # ---------------------------------------------------------------- casts
    def _cast(self, name: str, attrs: dict, src: Type, dst: Type, x: str, w: int) -> str:
        st, dt = vec(w, llty(src)), vec(w, llty(dst))
        r = self.tmp()
        if name in ("arith.extsi", "arith.extui", "arith.trunci"):
            op = {"arith.extsi": "sext", "arith.extui": "zext", "arith.trunci": "trunc"}[name]
            if src.bits == dst.bits:
                return x
            self.emit(f"{r} = {op} {st} {x} to {dt}")
            return r
        if name in ("arith.sitofp", "arith.uitofp"):
            op = "sitofp" if name == "arith.sitofp" else "uitofp"
            if is_fp8(dst):  # via f64, rounding once
                d = self.tmp()
                self.emit(f"{d} = {op} {st} {x} to {vec(w, 'double')}")
                return self.fp8_from_float(d, f64, dst.name, w, "rtne")
            if is_bf16(dst) or dst.name == "f16":  # via f64, rounding once, with no libcall
                d = self.tmp()
                self.emit(f"{d} = {op} {st} {x} to {vec(w, 'double')}")
                return self.f64_to_bf16(d, w) if is_bf16(dst) else self.f64_to_f16(d, w)
            self.emit(f"{r} = {op} {st} {x} to {dt}")
            return r
        if name in ("arith.fptosi", "arith.fptoui"):
            if is_fp8(src):
                x, st = self.fp8_to_f32(x, w, src.name), vec(w, "float")
                src = f32
            if is_bf16(src):
                x, st = self.bf16_to_f32(x, w), vec(w, "float")
                src = f32
            sat = "fptosi.sat" if name == "arith.fptosi" else "fptoui.sat"
            to = "i16" if dst.bits < 16 else llty(dst)  # NVPTX saturates to 16 bits, then truncates
            v = self.intr(sat, f"{intrinsic_suffix(w, to)}.{intrinsic_suffix(w, llty(src))}", vec(w, to), [(st, x)])
            if to == llty(dst):
                return v
            self.emit(f"{r} = trunc {vec(w, to)} {v} to {dt}")
            return r
        if name in ("arith.extf", "arith.truncf", "tt.fp_to_fp"):
            return self._convert_float(src, dst, x, w, attrs.get("rounding") or "rtne")
        if name in ("arith.bitcast", "tt.bitcast"):
            if st == dt:
                return x
            self.emit(f"{r} = bitcast {st} {x} to {dt}")
            return r
        if name == "tt.int_to_ptr":
            self.emit(f"{r} = inttoptr {st} {x} to {dt}")
            return r
        if name == "tt.ptr_to_int":
            self.emit(f"{r} = ptrtoint {st} {x} to {dt}")
            return r
        raise NotImplementedError(f"no LLVM lowering for {name}")

    def _convert_float(self, src: FloatType, dst: FloatType, x: str, w: int, rounding: str) -> str:
        if src.name == dst.name:
            return x
        if is_fp8(src):
            f = self.fp8_to_f32(x, w, src.name)  # exact
            if is_fp8(dst):
                return self.fp8_from_float(f, f32, dst.name, w, rounding)
            return self._convert_float(f32, dst, f, w, rounding)
        if is_fp8(dst):
            return self.fp8_from_float(x, src, dst.name, w, rounding)
        if is_bf16(dst):
            if src.name == "f64":
                y, wide, wide_ty = self.f64_to_bf16(x, w), x, "double"
            else:
                wide = x if src.name == "f32" else self._fpext(x, llty(src), "float", w)
                y, wide_ty = self.f32_to_bf16(wide, w), "float"
            if rounding == "rtz":
                return self._step_toward_zero(y, wide, wide_ty, "bf16", w)
            return y
        if is_bf16(src):
            f = self.bf16_to_f32(x, w)
            return f if dst.name == "f32" else self._fpext(f, "float", llty(dst), w)
        st, dt = llty(src), llty(dst)
        if dst.bits > src.bits:
            return self._fpext(x, st, dt, w)
        if st == "double" and dt == "half":
            r = self.f64_to_f16(x, w)
        else:
            r = self.tmp()
            self.emit(f"{r} = fptrunc {vec(w, st)} {x} to {vec(w, dt)}")
        if rounding == "rtz":
            return self._step_toward_zero(r, x, st, dst.name, w)
        return r

    def _fpext(self, x, st, dt, w):
        r = self.tmp()
        self.emit(f"{r} = fpext {vec(w, st)} {x} to {vec(w, dt)}")
        return r

    def _step_toward_zero(self, y: str, wide: str, wide_ty: str, name: str, w: int) -> str:
        """y rounded away from zero (|y| > |x|, x finite): take the next value toward zero."""
        bits_int = "i32" if name == "f32" else "i16"
        bits_ty = vec(w, bits_int)
        yf = self.bf16_to_f32(y, w) if name == "bf16" else y
        yty = "float" if name == "bf16" else llty_name(name)
        yd = yf if yty == "double" else self._fpext(yf, yty, "double", w)
        xd = wide if wide_ty == "double" else self._fpext(wide, wide_ty, "double", w)
        ay = self.call_intrinsic("fabs", w, "double", [yd])
        ax = self.call_intrinsic("fabs", w, "double", [xd])
        away, fin, fix, bits, dec, nb, out = (self.tmp() for _ in range(7))
        self.emit(f"{away} = fcmp ogt {vec(w, 'double')} {ay}, {ax}")
        self.emit(f"{fin} = fcmp one {vec(w, 'double')} {ax}, {splat_lit('0x7FF0000000000000', w, 'double')}")
        self.emit(f"{fix} = and {vec(w, 'i1')} {away}, {fin}")
        if name == "bf16":
            bits = y
        else:
            self.emit(f"{bits} = bitcast {vec(w, yty)} {y} to {bits_ty}")
        self.emit(f"{dec} = sub {bits_ty} {bits}, {splat_lit('1', w, bits_int)}")
        self.emit(f"{nb} = select {vec(w, 'i1')} {fix}, {bits_ty} {dec}, {bits_ty} {bits}")
        if name == "bf16":
            return nb
        self.emit(f"{out} = bitcast {bits_ty} {nb} to {vec(w, yty)}")
        return out


def float_hex(v: float) -> str:
    from .types import float_lit
    return float_lit(v, "float")


def llty_name(name: str) -> str:
    return {"f16": "half", "f32": "float", "f64": "double"}[name]
