"""Calls in the LLVM IR -> Vulkan translation (a mixin of from_llvm.Translator): OpenCL builtins
(ids, barrier, sub-group shuffles, atomics, math) and `llvm.*` intrinsics, as SPIR-V builtins,
OpControlBarrier, OpGroupNonUniform*, OpAtomic* and GLSL.std.450; libm functions whose Vulkan
precision is looser than Triton's are computed in fp64 (exact_math.py).
"""
from __future__ import annotations

import re

from . import exact_math
from .exact_math import F64
from .module import Id, TranslationError

# OpenCL builtins' unmangled names -> GLSL.std.450 instructions (f32; f16/f64 where GLSL has them)
_GLSL_MATH = {"exp": "Exp", "exp2": "Exp2", "log": "Log", "log2": "Log2", "sin": "Sin", "cos": "Cos", "tan": "Tan",
              "tanh": "Tanh", "sinh": "Sinh", "cosh": "Cosh", "asin": "Asin", "acos": "Acos", "atan": "Atan",
              "asinh": "Asinh", "acosh": "Acosh", "atanh": "Atanh", "atan2": "Atan2", "pow": "Pow", "fma": "Fma"}
_LLVM_GLSL = {"fabs": "FAbs", "sqrt": "Sqrt", "floor": "Floor", "ceil": "Ceil", "fma": "Fma", "trunc": "Trunc",
              "round": "Round", "roundeven": "RoundEven", "rint": "RoundEven", "exp": "Exp", "exp2": "Exp2",
              "log": "Log", "log2": "Log2", "sin": "Sin", "cos": "Cos", "smax": "SMax", "smin": "SMin",
              "umax": "UMax", "umin": "UMin", "maxnum": "NMax", "minnum": "NMin", "abs": "SAbs"}



def _mangled_name(sym: str) -> str:
    """'_Z21sub_group_shuffle_xorjj' -> 'sub_group_shuffle_xor' (OpenCL builtins; others unchanged)."""
    m = re.match(r"_Z(\d+)(\w+)", sym)
    return m.group(2)[:int(m.group(1))] if m else sym


class CallOps:

    def exact_sqrt(self, x: Id, rt: str) -> Id:
        """sqrt correctly rounded for fp32/fp16 (GLSL's Sqrt may be off by ulps), through fp64 as
        for division (a root of a p-bit float is as far from midpoints)."""
        m = self.m
        glsl, sqrt = m.ext_import("GLSL.std.450"), m.g.ext("GLSL.std.450")["Sqrt"]
        if rt not in ("float", "half"):
            return m.op("OpExtInst", self.ty(rt), glsl, sqrt, x)
        f64 = self.ty("double")
        return m.op("OpFConvert", self.ty(rt), m.op("OpExtInst", f64, glsl, sqrt, m.op("OpFConvert", f64, x)))


    def in_f64(self, fn, args: list, rt: str) -> Id:
        """An fp32/fp16 function computed in fp64 by `fn` (codegen/spirv/exact_math.py) and rounded once."""
        m = self.m
        f = F64(m)
        wide = [m.op("OpFConvert", f.t, a) for a in args]
        return m.op("OpFConvert", self.ty(rt), fn(f, *wide))


    def i_call(self, ins, ops, rt, text, block):
        callee = ops[-1].name
        args = ops[:-1]
        m = self.m
        u32 = m.type_int(32)
        if callee.startswith("llvm."):
            return self.intrinsic(callee, args, rt, text)
        if callee.startswith("tritium.coopmat."):
            return self.coopmat_call(callee.split(".")[2], args, rt)
        if callee.startswith("tritium.exact.fma."):  # one rounding asked for (the Vulkan renderer's)
            return self.in_f64(exact_math.fma, [self.val(a) for a in args], rt)
        name = _mangled_name(callee)
        if name in ("get_local_id", "get_group_id", "get_num_groups", "get_global_id"):
            var, t = self.builtin({"get_local_id": "LocalInvocationId", "get_group_id": "WorkgroupId",
                                   "get_num_groups": "NumWorkgroups", "get_global_id": "GlobalInvocationId"}[name])
            axis = args[0].get_constant_value()
            r = m.op("OpCompositeExtract", u32, m.op("OpLoad", t, var), axis)
            return m.op("OpUConvert", self.ty(rt), r) if rt != "i32" else r
        if name == "get_sub_group_local_id":
            var, t = self.builtin("SubgroupLocalInvocationId")
            m.capability("GroupNonUniform")
            return m.op("OpLoad", t, var)
        if name == "barrier":
            # workgroup execution + acquire-release on workgroup memory (0x8 | 0x100)
            m.do("OpControlBarrier", m.const(u32, 2), m.const(u32, 2), m.const(u32, 0x108))
            return None
        if name.startswith("sub_group_shuffle"):
            mode = {"sub_group_shuffle": ("OpGroupNonUniformShuffle", "GroupNonUniformShuffle"),
                    "sub_group_shuffle_xor": ("OpGroupNonUniformShuffleXor", "GroupNonUniformShuffle"),
                    "sub_group_shuffle_up": ("OpGroupNonUniformShuffleUp", "GroupNonUniformShuffleRelative")}[name]
            m.capability("GroupNonUniform", mode[1])
            return m.op(mode[0], self.ty(rt), m.const(u32, 3), self.val(args[0]), self.val(args[1]))
        if name.startswith("__spirv_Atomic"):
            return self.atomic(name[len("__spirv_Atomic"):], args, rt)
        approximate = re.search(r"call (?:\w+ )*(afn|fast)\b", text)  # tl.exp & co: as Triton's, GLSL's
        exact = exact_math.function(name, len(args))
        if rt in ("float", "half") and not approximate and exact is not None:
            return self.in_f64(exact, [self.val(a) for a in args], rt)
        if name in _GLSL_MATH:
            if rt == "double" and name not in ("fma",):
                raise TranslationError(f"f64 {name} (GLSL.std.450 has only 16/32-bit transcendentals)")
            return m.op("OpExtInst", self.ty(rt), m.ext_import("GLSL.std.450"),
                        m.g.ext("GLSL.std.450")[_GLSL_MATH[name]], *[self.val(a) for a in args])
        raise TranslationError(f"the OpenCL builtin {name!r} has no Vulkan translation yet")


    def intrinsic(self, callee: str, args, rt: str, text: str):
        m = self.m
        base = callee.split(".")[1]
        x = [self.val(a) for a in args]
        t = self.ty(rt)
        glsl = m.ext_import("GLSL.std.450")
        ext = m.g.ext("GLSL.std.450")
        exact = exact_math.function(base, len(x))
        if exact is not None and rt in ("float", "half") and not re.search(r"call (?:\w+ )*(afn|fast)\b", text):
            return self.in_f64(exact, x, rt)
        if base == "sqrt" and not re.search(r"call (?:\w+ )*(afn|fast)\b", text):
            return self.exact_sqrt(x[0], rt)
        if base in ("trunc", "roundeven", "rint") and rt == "double":  # see F64.trunc
            f = F64(m)
            return f.trunc(x[0]) if base == "trunc" else f.roundeven(x[0])
        if base == "fabs" or base == "sqrt" or base in ("floor", "ceil", "trunc", "roundeven", "rint", "fma", "exp",
                                                         "exp2", "log", "log2", "sin", "cos"):
            return m.op("OpExtInst", t, glsl, ext[_LLVM_GLSL[base]], *x)
        if base in ("smax", "smin", "umax", "umin"):
            return m.op("OpExtInst", t, glsl, ext[_LLVM_GLSL[base]], *x)
        if base in ("maxnum", "minnum"):
            return m.op("OpExtInst", t, glsl, ext[_LLVM_GLSL[base]], *x)
        if base in ("maximum", "minimum"):  # NaN-propagating
            b = m.type_bool()
            pick = m.op("OpExtInst", t, glsl, ext["FMax" if base == "maximum" else "FMin"], *x)
            nan = m.op("OpLogicalOr", b, m.op("OpIsNan", b, x[0]), m.op("OpIsNan", b, x[1]))
            return m.op("OpSelect", t, nan, m.op("OpFAdd", t, x[0], x[1]), pick)
        if base == "copysign":
            it = m.type_int(32 if rt == "float" else 64 if rt == "double" else 16)
            bits = self.size_of(rt) * 8
            sign = m.const(it, 1 << (bits - 1))
            mag = m.op("OpBitwiseAnd", it, m.op("OpBitcast", it, x[0]), m.const(it, (1 << (bits - 1)) - 1))
            sgn = m.op("OpBitwiseAnd", it, m.op("OpBitcast", it, x[1]), sign)
            return m.op("OpBitcast", t, m.op("OpBitwiseOr", it, mag, sgn))
        if base in ("fptosi", "fptoui") and "sat" in callee:  # saturating, NaN -> 0
            return self.saturating(base == "fptosi", args[0], rt)
        if base == "ctlz":
            return self.count_leading_zeros(args[0], rt)
        if base == "ctpop":  # Vulkan counts bits of 32-bit integers only
            u32 = m.type_int(32)
            bits = int(rt[1:])
            if bits == 64:
                u64 = m.type_int(64)
                hi = m.op("OpUConvert", u32, m.op("OpShiftRightLogical", u64, x[0], m.const(u64, 32)))
                n = m.op("OpIAdd", u32, m.op("OpBitCount", u32, hi), m.op("OpBitCount", u32, m.op("OpUConvert", u32, x[0])))
                return m.op("OpUConvert", u64, n)
            if bits < 32:
                return m.op("OpUConvert", t, m.op("OpBitCount", u32, m.op("OpUConvert", u32, x[0])))
            return m.op("OpBitCount", t, *x)
        if base == "bitreverse":
            return m.op("OpBitReverse", t, *x)
        if base == "abs":
            return m.op("OpExtInst", t, glsl, ext["SAbs"], x[0])
        raise TranslationError(f"the intrinsic {callee} has no Vulkan translation yet")


    def atomic(self, op: str, args, rt: str):
        """`__spirv_Atomic<op>(ptr, scope, semantics[, semantics if unequal], value[, comparator])`
        on a buffer device address: OpenCL's CrossWorkgroupMemory bit becomes UniformMemory."""
        m = self.m
        u32 = m.type_int(32)
        t = self.ty(rt)
        ptr = self._psb(self.val(args[0]), rt)

        def sem(a) -> Id:  # relaxed orders carry no storage bit (Vulkan requires it)
            v = int(a.get_constant_value())
            return m.const(u32, (v & 0xF) | (0x40 if v & 0x200 and v & 0xF else 0))
        scope = max(1, int(args[1].get_constant_value()))  # CrossDevice -> Device
        if scope == 1 and self.vulkan_memory_model:
            m.capability("VulkanMemoryModelDeviceScope")
        scope = m.const(u32, scope)
        if rt == "i64":
            m.capability("Int64Atomics")
        if op == "CompareExchange":
            return m.op("OpAtomicCompareExchange", t, ptr, scope, sem(args[2]), sem(args[3]), self.val(args[4]),
                        self.val(args[5]))
        float_ops = {"FAddEXT": ("SPV_EXT_shader_atomic_float_add", "AtomicFloat{}AddEXT"),
                     "FMaxEXT": ("SPV_EXT_shader_atomic_float_min_max", "AtomicFloat{}MinMaxEXT"),
                     "FMinEXT": ("SPV_EXT_shader_atomic_float_min_max", "AtomicFloat{}MinMaxEXT")}
        if op in float_ops:
            if rt == "half":
                raise TranslationError("f16 atomics (the device extensions are not enabled yet)")
            ext, cap = float_ops[op]
            m.extension(ext)
            m.capability(cap.format(self.size_of(rt) * 8))
        elif op not in ("IAdd", "SMax", "UMax", "SMin", "UMin", "And", "Or", "Xor", "Exchange"):
            raise TranslationError(f"the atomic {op}")
        return m.op(f"OpAtomic{op}", t, ptr, scope, sem(args[2]), self.val(args[3]))


    def count_leading_zeros(self, a, rt: str) -> Id:
        """llvm.ctlz: the width for 0 (GLSL's FindUMsb gives -1 there, and takes 32 bits only)."""
        m = self.m
        u32, b = m.type_int(32), m.type_bool()
        glsl, msb = m.ext_import("GLSL.std.450"), m.g.ext("GLSL.std.450")["FindUMsb"]
        bits = int(rt[1:])
        x = self.val(a)

        def clz32(v):  # 31 - FindUMsb(v), 32 for 0
            r = m.op("OpISub", u32, m.const(u32, 31), m.op("OpExtInst", u32, glsl, msb, v))
            return m.op("OpSelect", u32, m.op("OpIEqual", b, v, m.const(u32, 0)), m.const(u32, 32), r)
        if bits == 64:
            u64 = m.type_int(64)
            hi = m.op("OpUConvert", u32, m.op("OpShiftRightLogical", u64, x, m.const(u64, 32)))
            lo = m.op("OpUConvert", u32, x)
            r = m.op("OpSelect", u32, m.op("OpIEqual", b, hi, m.const(u32, 0)),
                     m.op("OpIAdd", u32, m.const(u32, 32), clz32(lo)), clz32(hi))
            return m.op("OpUConvert", u64, r)
        wide = x if bits == 32 else m.op("OpUConvert", u32, x)
        r = clz32(wide)
        if bits < 32:
            r = m.op("OpISub", u32, r, m.const(u32, 32 - bits))
        return r if bits == 32 else m.op("OpUConvert", self.ty(rt), r)


    def saturating(self, signed: bool, a, rt: str) -> Id:
        m = self.m
        src = str(a.type)
        x = self.val(a)
        ft, it, b = self.ty(src), self.ty(rt), m.type_bool()
        bits = int(rt[1:])
        lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
        conv = "OpConvertFToS" if signed else "OpConvertFToU"
        too_low = m.op("OpFOrdLessThanEqual", b, x, m.const(ft, float(lo)))
        too_high = m.op("OpFOrdGreaterThanEqual", b, x, m.const(ft, float(hi) if bits < 53 else float(1 << (bits - 1 if signed else bits))))
        r = m.op(conv, it, x)
        r = m.op("OpSelect", it, too_low, m.const(it, lo), r)
        r = m.op("OpSelect", it, too_high, m.const(it, hi), r)
        return m.op("OpSelect", it, m.op("OpIsNan", b, x), m.const(it, 0), r)
