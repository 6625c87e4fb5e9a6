"""OpenCL-flavoured LLVM IR (what `codegen/gpu/opencl.py` renders) -> a Vulkan compute shader.

Why a translation instead of a second renderer: the elementwise semantics (integer division by
zero, shifts past the width, saturating conversions, bf16/fp8 rounding) and the SIMT target hooks
already exist once as LLVM IR text; LLVM's own Vulkan target cannot express Triton kernels (no
kernel parameters, no buffer device addresses, a barrier without the memory bit, aborts on indexed
shared arrays). So the Vulkan backend renders the kernel exactly as for OpenCL, with loops given
explicit latch blocks, and this module writes the same program as SPIR-V for Vulkan, instruction
by instruction, with no LLVM optimisation in between (the CFG stays as rendered, hence structured).

Mapping:
- kernel parameters -> one push-constant block (pointers as 64-bit buffer device addresses);
- `ptr addrspace(1)` values -> 64-bit integers; a load/store converts the address to a
  PhysicalStorageBuffer pointer of the accessed type (`Aligned` as LLVM says);
- `@global_smem` (addrspace 3) -> a Workgroup array of uvec4; its pointers are byte offsets, aligned
  16-byte accesses take a whole uvec4, 32/64-bit ones whole words, 8/16-bit ones a word's bytes
  (stores with two atomics, as other lanes may write the rest of the word);
- allocas -> Function variables; phis -> OpPhi; branches get OpSelectionMerge / OpLoopMerge from
  the renderer's block names (if_*, g_*, sm_*, for_*, while_*);
- OpenCL builtins (ids, barrier, sub-group shuffles, math) -> SPIR-V builtins, OpControlBarrier,
  OpGroupNonUniformShuffle*, GLSL.std.450; `llvm.*` intrinsics -> instructions or GLSL.std.450.
Anything else is a `TranslationError` naming the instruction (the backend reports it at the kernel).
"""
from __future__ import annotations

import re

from . import exact_math
from .exact_math import F64
from .module import Id, Module


class TranslationError(NotImplementedError):
    pass


_INT_BIN = {"add": "OpIAdd", "sub": "OpISub", "mul": "OpIMul", "sdiv": "OpSDiv", "udiv": "OpUDiv",
            "srem": "OpSRem", "urem": "OpUMod", "shl": "OpShiftLeftLogical", "lshr": "OpShiftRightLogical",
            "ashr": "OpShiftRightArithmetic", "and": "OpBitwiseAnd", "or": "OpBitwiseOr", "xor": "OpBitwiseXor"}
_CONVERSIONS = {"zext": "OpUConvert", "sext": "OpSConvert", "trunc": "OpUConvert", "fpext": "OpFConvert",
                "fptrunc": "OpFConvert", "fptosi": "OpConvertFToS", "fptoui": "OpConvertFToU",
                "sitofp": "OpConvertSToF", "uitofp": "OpConvertUToF"}
_BOOL_BIN = {"and": "OpLogicalAnd", "or": "OpLogicalOr", "xor": "OpLogicalNotEqual"}
_FLOAT_BIN = {"fadd": "OpFAdd", "fsub": "OpFSub", "fmul": "OpFMul", "fdiv": "OpFDiv", "frem": "OpFRem"}
_ICMP = {"eq": "OpIEqual", "ne": "OpINotEqual", "slt": "OpSLessThan", "sle": "OpSLessThanEqual",
         "sgt": "OpSGreaterThan", "sge": "OpSGreaterThanEqual", "ult": "OpULessThan", "ule": "OpULessThanEqual",
         "ugt": "OpUGreaterThan", "uge": "OpUGreaterThanEqual"}
_BOOL_CMP = {"eq": "OpLogicalEqual", "ne": "OpLogicalNotEqual"}
_FCMP = {"oeq": "OpFOrdEqual", "one": "OpFOrdNotEqual", "olt": "OpFOrdLessThan", "ole": "OpFOrdLessThanEqual",
         "ogt": "OpFOrdGreaterThan", "oge": "OpFOrdGreaterThanEqual", "ueq": "OpFUnordEqual",
         "une": "OpFUnordNotEqual", "ult": "OpFUnordLessThan", "ule": "OpFUnordLessThanEqual",
         "ugt": "OpFUnordGreaterThan", "uge": "OpFUnordGreaterThanEqual"}
# OpenCL builtins' unmangled names -> GLSL.std.450 instructions (f32; f16/f64 where GLSL has them)
_GLSL_MATH = {"exp": "Exp", "exp2": "Exp2", "log": "Log", "log2": "Log2", "sin": "Sin", "cos": "Cos", "tan": "Tan",
              "tanh": "Tanh", "sinh": "Sinh", "cosh": "Cosh", "asin": "Asin", "acos": "Acos", "atan": "Atan",
              "asinh": "Asinh", "acosh": "Acosh", "atanh": "Atanh", "atan2": "Atan2", "pow": "Pow", "fma": "Fma"}
_LLVM_GLSL = {"fabs": "FAbs", "sqrt": "Sqrt", "floor": "Floor", "ceil": "Ceil", "fma": "Fma", "trunc": "Trunc",
              "round": "Round", "roundeven": "RoundEven", "rint": "RoundEven", "exp": "Exp", "exp2": "Exp2",
              "log": "Log", "log2": "Log2", "sin": "Sin", "cos": "Cos", "smax": "SMax", "smin": "SMin",
              "umax": "UMax", "umin": "UMin", "maxnum": "NMax", "minnum": "NMin", "abs": "SAbs"}
_SCOPES = {"device": 1, "workgroup": 2, "": 1}


def _mangled_name(sym: str) -> str:
    """'_Z21sub_group_shuffle_xorjj' -> 'sub_group_shuffle_xor' (OpenCL builtins; others unchanged)."""
    m = re.match(r"_Z(\d+)(\w+)", sym)
    return m.group(2)[:int(m.group(1))] if m else sym


class Translator:
    def __init__(self, llir: str, local_size: int):
        import llvmlite.binding as llvm
        self.llvm_module = llvm.parse_assembly(llir)
        self.llvm_module.verify()
        self.local_size = local_size
        m = self.m = Module((1, 5))
        m.capability("Shader", "Int64", "PhysicalStorageBufferAddresses")
        m.extension("SPV_KHR_physical_storage_buffer")
        m.memory_model("PhysicalStorageBuffer64", "GLSL450")
        self.vals: dict = {}  # LLVM value name -> id
        self.blocks: dict = {}  # LLVM block name -> label id
        self.builtin_vars: dict = {}
        self.undefs: dict = {}
        self.latches: dict = {}  # loop head block -> its latch block (the back edge's source)
        self.interface: list = []
        self.smem = None
        self.push_layout: list = []

    # ------------------------------------------------------------------ types
    def ty(self, s: str) -> Id:
        m = self.m
        s = s.strip()
        if s == "void":
            return m.type_void()
        if s == "i1":
            return m.type_bool()
        if re.fullmatch(r"i\d+", s):
            w = int(s[1:])
            if w == 8:
                m.capability("Int8")
            elif w == 16:
                m.capability("Int16")
            return m.type_int(w)
        if s in ("half", "float", "double"):
            w = {"half": 16, "float": 32, "double": 64}[s]
            if w == 16:
                m.capability("Float16")
            elif w == 64:
                m.capability("Float64")
            return m.type_float(w)
        if s == "ptr addrspace(1)":
            return m.type_int(64)
        if s == "ptr addrspace(3)":
            return m.type_int(32)
        v = re.fullmatch(r"<(\d+) x (.+)>", s)
        if v:
            if int(v.group(1)) not in (2, 3, 4):
                raise TranslationError(f"a {v.group(1)}-element vector (SPIR-V shaders have 2 to 4)")
            return m.type_vector(self.ty(v.group(2)), int(v.group(1)))
        raise TranslationError(f"no Vulkan type for LLVM type {s!r}")

    @staticmethod
    def size_of(s: str) -> int:
        s = s.strip()
        if s.startswith("ptr"):
            return 8
        v = re.fullmatch(r"<(\d+) x (.+)>", s)
        if v:
            return int(v.group(1)) * Translator.size_of(v.group(2))
        return {"half": 2, "float": 4, "double": 8, "i1": 1}.get(s) or int(s[1:]) // 8

    # ------------------------------------------------------------------ values
    def val(self, v) -> Id:
        kind = v.value_kind.name
        if kind in ("instruction", "argument"):
            return self.vals[v.name]
        t = str(v.type)
        if kind == "constant_int":
            if t == "i1":
                return self.m.const(self.m.type_bool(), bool(v.get_constant_value()))
            return self.m.const(self.ty(t), v.get_constant_value(signed_int=True))
        if kind == "constant_fp":
            return self.m.const(self.ty(t), v.get_constant_value())
        if kind in ("undef_value", "poison_value"):
            return self._undef(t)
        if kind == "constant_pointer_null":
            return self.m.const(self.m.type_int(64 if "addrspace(1)" in t else 32), 0)
        if kind == "global_variable" and v.name == "global_smem":
            return self.m.const(self.m.type_int(32), 0)
        if kind == "constant_data_vector" or kind == "constant_vector":
            raise TranslationError(f"vector constant {v}")
        raise TranslationError(f"value {str(v)[:80]!r} ({kind})")

    def _undef(self, t: str) -> Id:
        if t not in self.undefs:
            self.undefs[t] = self.m._result("global", "OpUndef", (self.ty(t),))
        return self.undefs[t]

    def builtin(self, name: str) -> Id:
        """The Input variable of a compute builtin (a uvec3 or a uint), loaded at its use."""
        if name not in self.builtin_vars:
            t = self.m.type_int(32) if name == "SubgroupLocalInvocationId" else self.m.type_vector(self.m.type_int(32), 3)
            var = self.m.variable(self.m.type_pointer("Input", t), "Input")
            self.m.decorate(var, "BuiltIn", name)
            self.builtin_vars[name] = (var, t)
            self.interface.append(var)
        return self.builtin_vars[name]

    # ------------------------------------------------------------------ the kernel
    def run(self) -> tuple[bytes, list]:
        fns = [f for f in self.llvm_module.functions if not f.is_declaration]
        if len(fns) != 1:
            raise TranslationError(f"expected one kernel function, found {len(fns)}")
        f = fns[0]
        m = self.m
        u32 = m.type_int(32)
        # push constants: the parameters in order, each at its natural alignment
        members, offsets, off = [], [], 0
        for a in f.arguments:
            t = str(a.type)
            size = self.size_of(t)
            if t == "i1":
                t, size = "i32", 4  # booleans travel as 32-bit integers
            off = (off + size - 1) // size * size
            members.append(self.ty(t))
            offsets.append(off)
            self.push_layout.append((a.name, str(a.type), off, size))
            off += size
        self.push_bytes = off
        if members:
            block = m.type_struct(tuple(members), tuple(offsets), block=True)
            self.push = m.variable(m.type_pointer("PushConstant", block), "PushConstant")
            self.interface.append(self.push)
        void = m.type_void()
        fn = m.begin_function(void, m.type_function(void))
        blocks = list(f.blocks)
        for b in blocks:
            self.blocks[b.name] = m.id()
            if re.match(r"(for|while)_latch\d+$", b.name):
                last = list(b.instructions)[-1]
                self.latches[list(last.operands)[0].name] = b.name
        self.func_vars: list = []
        m.label(self.blocks[blocks[0].name])
        entry_mark = len(m.sections["function"])
        for i, a in enumerate(f.arguments):
            t = str(a.type)
            ptr = m.op("OpAccessChain", m.type_pointer("PushConstant", members[i]), self.push, m.const(u32, i))
            v = m.op("OpLoad", members[i], ptr)
            if t == "i1":
                v = m.op("OpINotEqual", m.type_bool(), v, m.const(u32, 0))
            self.vals[a.name] = v
        self.phis: list = []
        for bi, b in enumerate(blocks):
            if bi:
                m.label(self.blocks[b.name])
            for ins in b.instructions:
                self.instruction(ins, b, blocks, bi)
        m.end_function()
        # Function variables go first in the entry block
        fsec = m.sections["function"]
        fsec[entry_mark:entry_mark] = self.func_vars
        if self.smem is not None:
            self.interface.append(self.smem)
        caps = {("int", 8): "Int8", ("int", 16): "Int16", ("float", 16): "Float16", ("float", 64): "Float64"}
        for key in list(m.types_of.values()):
            if key[:2] in caps:
                m.capability(caps[key[:2]])
        m.entry_point("GLCompute", fn, "main", self.interface)
        m.execution_mode(fn, "LocalSize", self.local_size, 1, 1)
        return m.to_bytes(), self.push_layout

    # ------------------------------------------------------------------ instructions
    def instruction(self, ins, block, blocks, bi) -> None:
        op = ins.opcode
        m = self.m
        text = str(ins).strip()
        ops = list(ins.operands)
        rt = str(ins.type)
        try:
            handler = getattr(self, "i_" + op, None)
            if handler is not None:
                r = handler(ins, ops, rt, text, block)
            elif op in _CONVERSIONS:
                r = self._convert(op, ins, ops, rt)
            elif op in _INT_BIN or op in _FLOAT_BIN:
                a, b = self.val(ops[0]), self.val(ops[1])
                if rt == "i1" or rt.endswith("x i1>"):
                    if op not in _BOOL_BIN:
                        raise TranslationError(f"{op} on booleans")
                    r = m.op(_BOOL_BIN[op], self.ty(rt), a, b)
                else:
                    r = m.op(_INT_BIN.get(op) or _FLOAT_BIN[op], self.ty(rt), a, b)
            else:
                raise TranslationError(f"the LLVM instruction {op!r}")
        except TranslationError as e:
            raise TranslationError(f"{e} (in `{text[:160]}`)") from None
        if ins.name and r is not None:
            self.vals[ins.name] = r

    def i_srem(self, ins, ops, rt, text, block):
        """a - (a / b) * b: Vulkan leaves OpSRem undefined for negative operands (NVIDIA's driver
        returns other values than C's truncated remainder; lavapipe happens to agree)."""
        if rt == "i1" or rt.startswith("<"):
            raise TranslationError(f"srem on {rt}")
        m, t = self.m, self.ty(rt)
        a, b = self.val(ops[0]), self.val(ops[1])
        return m.op("OpISub", t, a, m.op("OpIMul", t, m.op("OpSDiv", t, a, b), b))

    def i_fdiv(self, ins, ops, rt, text, block):
        """fp32 and fp16 division correctly rounded, as Triton's `/` is (PTX div.rn): Vulkan allows
        OpFDiv 2.5 ulp, so divide in fp64 and round once more. Double rounding is harmless here: a
        quotient of two p-bit floats is never within 2^-2p of a midpoint it is not on, and never
        on one. Divisions LLVM marks approximate (`arcp`/`afn`/`fast`) stay OpFDiv."""
        m, t = self.m, self.ty(rt)
        a, b = self.val(ops[0]), self.val(ops[1])
        if rt not in ("float", "half") or re.search(r"fdiv (?:\w+ )*(arcp|afn|fast)\b", text):
            return m.op("OpFDiv", t, a, b)
        f64 = self.ty("double")
        q = m.op("OpFDiv", f64, m.op("OpFConvert", f64, a), m.op("OpFConvert", f64, b))
        return m.op("OpFConvert", t, q)

    def exact_sqrt(self, x: Id, rt: str) -> Id:
        """sqrt correctly rounded for fp32/fp16 (GLSL's Sqrt may be off by ulps), through fp64 as
        for division (a root of a p-bit float is as far from midpoints)."""
        m = self.m
        glsl, sqrt = m.ext_import("GLSL.std.450"), m.g.ext("GLSL.std.450")["Sqrt"]
        if rt not in ("float", "half"):
            return m.op("OpExtInst", self.ty(rt), glsl, sqrt, x)
        f64 = self.ty("double")
        return m.op("OpFConvert", self.ty(rt), m.op("OpExtInst", f64, glsl, sqrt, m.op("OpFConvert", f64, x)))

    def exact_math(self, name: str, args: list, rt: str) -> Id:
        """An fp32/fp16 libm function computed in fp64 and rounded once (codegen/spirv/exact_math.py)."""
        m = self.m
        f = F64(m)
        wide = [m.op("OpFConvert", f.t, a) for a in args]
        fn = exact_math.UNARY.get(name) if len(args) == 1 else exact_math.BINARY.get(name)
        return m.op("OpFConvert", self.ty(rt), fn(f, *wide))

    def i_fneg(self, ins, ops, rt, text, block):
        return self.m.op("OpFNegate", self.ty(rt), self.val(ops[0]))

    def i_freeze(self, ins, ops, rt, text, block):
        return self.val(ops[0])

    def i_icmp(self, ins, ops, rt, text, block):
        pred = re.search(r"icmp (\w+) ", text).group(1)
        t = str(ops[0].type)
        if t == "i1":
            return self.m.op(_BOOL_CMP[pred], self.ty(rt), self.val(ops[0]), self.val(ops[1]))
        return self.m.op(_ICMP[pred], self.ty(rt), self.val(ops[0]), self.val(ops[1]))

    def i_fcmp(self, ins, ops, rt, text, block):
        pred = re.search(r"fcmp (?:\w+ )*?(\w+) (?:half|float|double|<)", text).group(1)
        m, b = self.m, self.ty(rt)
        a, c = self.val(ops[0]), self.val(ops[1])
        if pred in ("uno", "ord"):
            nan = m.op("OpLogicalOr", b, m.op("OpIsNan", b, a), m.op("OpIsNan", b, c))
            return nan if pred == "uno" else m.op("OpLogicalNot", b, nan)
        if pred in ("true", "false"):
            return m.const(m.type_bool(), pred == "true")
        return m.op(_FCMP[pred], b, a, c)

    def i_select(self, ins, ops, rt, text, block):
        return self.m.op("OpSelect", self.ty(rt), self.val(ops[0]), self.val(ops[1]), self.val(ops[2]))

    def _convert(self, opcode, ins, ops, rt):
        m = self.m
        src = str(ops[0].type)
        x = self.val(ops[0])
        if src == "i1" and opcode in ("zext", "sext", "uitofp", "sitofp"):  # booleans: 0 or 1 (-1 for sext)
            t = self.ty(rt)
            if opcode in ("uitofp", "sitofp"):
                one = m.const(t, -1.0 if opcode == "sitofp" else 1.0)
                return m.op("OpSelect", t, x, one, m.const(t, 0.0))
            return m.op("OpSelect", t, x, m.const(t, -1 if opcode == "sext" else 1), m.const(t, 0))
        if rt == "i1" and opcode == "trunc":
            one = m.const(self.ty(src), 1)
            return m.op("OpINotEqual", m.type_bool(), m.op("OpBitwiseAnd", self.ty(src), x, one), m.const(self.ty(src), 0))
        name = _CONVERSIONS[opcode]
        if opcode == "trunc" and src == rt:
            return x
        if opcode == "sext" and rt == "i64":
            return self.sign_extend(x, src)
        return m.op(name, self.ty(rt), x)

    def sign_extend(self, x: Id, src: str) -> Id:
        """An iN value sign-extended to 64 bits. Not OpSConvert: lavapipe (Mesa 22.3) left its upper
        word wrong in a bounds check (`r < 16` on a sign-extended r was false for r in 0..15), so
        zero-extend and flip the sign: (z ^ s) - s with s the sign bit."""
        m = self.m
        u64 = self.ty("i64")
        sign = 1 << (int(src[1:]) - 1)
        z = m.op("OpUConvert", u64, x)
        return m.op("OpISub", u64, m.op("OpBitwiseXor", u64, z, m.const(u64, sign)), m.const(u64, sign))

    def i_bitcast(self, ins, ops, rt, text, block):
        if str(ops[0].type) == rt:
            return self.val(ops[0])
        return self.m.op("OpBitcast", self.ty(rt), self.val(ops[0]))

    def i_ptrtoint(self, ins, ops, rt, text, block):
        x, t = self.val(ops[0]), self.ty(rt)
        return x if t == self.ty(str(ops[0].type)) else self.m.op("OpUConvert", t, x)

    def i_inttoptr(self, ins, ops, rt, text, block):
        x, t = self.val(ops[0]), self.ty(rt)
        return x if t == self.ty(str(ops[0].type)) else self.m.op("OpUConvert", t, x)

    def i_getelementptr(self, ins, ops, rt, text, block):
        m = self.m
        src = re.search(r"getelementptr (?:inbounds )?(?:nuw )?(?:nusw )?([^,]+),", text).group(1).strip()
        base = ops[0]
        idxs = ops[1:]
        if base.value_kind.name == "global_variable":  # @global_smem: [N x i8], i32 0, i32 off or i8, off
            self.shared_memory(base)
        space = 3 if "addrspace(3)" in rt else 1
        it = m.type_int(64 if space == 1 else 32)
        addr = self.val(base)
        elem = src
        for k, ix in enumerate(idxs):
            arr = re.fullmatch(r"\[(\d+) x (.+)\]", elem)
            if k == 0:  # steps over whole source elements
                step = int(arr.group(1)) * self.size_of(arr.group(2)) if arr else self.size_of(elem)
            else:  # into an array
                if not arr:
                    raise TranslationError(f"getelementptr into {elem}")
                elem = arr.group(2)
                step = self.size_of(elem)
            i = self.val(ix)
            ity = str(ix.type)
            if ity != ("i64" if space == 1 else "i32"):  # GEP indices are signed
                i = self.sign_extend(i, ity) if space == 1 else m.op("OpSConvert", it, i)
            addr = m.op("OpIAdd", it, addr, m.op("OpIMul", it, i, m.const(it, step)))
        return addr

    def shared_memory(self, g) -> None:
        if self.smem is None:
            n = int(re.search(r"\[(\d+) x i8\]", str(g)).group(1))
            # 16-byte elements: aligned 16-byte accesses load or store one uvec4 (NVIDIA: LDS.128,
            # as many dots' operand reads are), the rest index a word inside one
            u32 = self.m.type_int(32)
            arr = self.m.type_array(self.m.type_vector(u32, 4), max(1, (n + 15) // 16))
            self.smem = self.m.variable(self.m.type_pointer("Workgroup", arr), "Workgroup")

    def _psb(self, addr: Id, t: str) -> Id:
        elem = re.sub(r"<\d+ x (.+)>", r"\1", t)
        if self.size_of(elem) == 1:
            self.m.extension("SPV_KHR_8bit_storage")
            self.m.capability("StorageBuffer8BitAccess")
        elif self.size_of(elem) == 2:
            self.m.extension("SPV_KHR_16bit_storage")
            self.m.capability("StorageBuffer16BitAccess")
        return self.m.op("OpConvertUToPtr", self.m.type_pointer("PhysicalStorageBuffer", self.ty(t)), addr)

    def _align(self, text: str, t: str) -> int:
        a = re.search(r"align (\d+)", text)
        return int(a.group(1)) if a else self.size_of(t)

    def _smem_word(self, offset: Id, k: int = 0) -> Id:
        m = self.m
        u32 = m.type_int(32)
        idx = m.op("OpShiftRightLogical", u32, offset, m.const(u32, 2))
        if k:
            idx = m.op("OpIAdd", u32, idx, m.const(u32, k))
        quad = m.op("OpShiftRightLogical", u32, idx, m.const(u32, 2))
        lane = m.op("OpBitwiseAnd", u32, idx, m.const(u32, 3))
        return m.op("OpAccessChain", m.type_pointer("Workgroup", u32), self.smem, quad, lane)

    def _smem_quad(self, offset: Id) -> Id:
        """The uvec4 at a 16-byte-aligned byte offset of shared memory."""
        m = self.m
        u32 = m.type_int(32)
        quad = m.op("OpShiftRightLogical", u32, offset, m.const(u32, 4))
        return m.op("OpAccessChain", m.type_pointer("Workgroup", m.type_vector(u32, 4)), self.smem, quad)

    def _from_quad(self, quad: Id, et: str, n: int) -> list:
        """The n elements of type et in a uvec4."""
        m = self.m
        u32 = m.type_int(32)
        words = [m.op("OpCompositeExtract", u32, quad, k) for k in range(4)]
        es = self.size_of(et)
        if es == 4:
            return [w if et == "i32" else m.op("OpBitcast", self.ty(et), w) for w in words]
        if es == 8:
            pairs = [m.op("OpCompositeConstruct", m.type_vector(u32, 2), words[2 * k], words[2 * k + 1]) for k in range(2)]
            return [m.op("OpBitcast", self.ty(et), p) for p in pairs]
        per = 4 // es
        lanes = m.type_vector(self.ty(et), per)
        return [m.op("OpCompositeExtract", self.ty(et), m.op("OpBitcast", lanes, w), j) for w in words for j in range(per)]

    def _to_quad(self, parts: list, et: str) -> Id:
        m = self.m
        u32 = m.type_int(32)
        es = self.size_of(et)
        if es == 4:
            words = [p if et == "i32" else m.op("OpBitcast", u32, p) for p in parts]
        elif es == 8:
            words = []
            for p in parts:
                pair = m.op("OpBitcast", m.type_vector(u32, 2), p)
                words += [m.op("OpCompositeExtract", u32, pair, 0), m.op("OpCompositeExtract", u32, pair, 1)]
        else:
            per = 4 // es
            lanes = m.type_vector(self.ty(et), per)
            words = [m.op("OpBitcast", u32, m.op("OpCompositeConstruct", lanes, *parts[k * per:(k + 1) * per]))
                     for k in range(4)]
        return m.op("OpCompositeConstruct", m.type_vector(u32, 4), *words)

    def i_load(self, ins, ops, rt, text, block):
        m = self.m
        pt = str(ops[0].type)
        if pt == "ptr":  # an alloca
            return m.op("OpLoad", self.ty(rt), self.vals[ops[0].name])
        if pt == "ptr addrspace(1)":
            args = ["Aligned|Volatile" if " volatile " in f" {text} " else "Aligned", self._align(text, rt)]
            if self._is_wide(rt):  # fp16 x 8 and the like: whole 32-bit words, split into elements
                words_t = self._words_type(rt)
                words = m.op("OpLoad", self.ty(words_t), self._psb(self.val(ops[0]), words_t), *args)
                return self._split_words(words, words_t, rt)
            return m.op("OpLoad", self.ty(rt), self._psb(self.val(ops[0]), rt), *args)
        if pt == "ptr addrspace(3)":
            return self.shared_load(self.val(ops[0]), rt, self._align(text, rt))
        raise TranslationError(f"load from {pt}")

    def shared_load(self, off: Id, rt: str, align: int = 1):
        """A load from the Workgroup word array. A vector of more than 4 elements (fp16 x 8, the
        operand loads of dots) has no SPIR-V type: it comes back as a list of its elements, which
        only extractelement takes apart (`_wide`)."""
        m = self.m
        u32 = m.type_int(32)
        size = self.size_of(rt)
        v = re.fullmatch(r"<(\d+) x (.+)>", rt)
        if v:
            n, et = int(v.group(1)), v.group(2)
            es = self.size_of(et)
            if n * es == 16 and align >= 16 and et != "i1":  # one uvec4
                parts = self._from_quad(m.op("OpLoad", m.type_vector(u32, 4), self._smem_quad(off)), et, n)
            elif es in (1, 2) and align >= 4 and n * es % 4 == 0:  # whole words, each split in lanes
                per = 4 // es
                lanes = m.type_vector(self.ty(et), per)
                parts = []
                for k in range(n * es // 4):
                    w = m.op("OpLoad", u32, self._smem_word(off, k))
                    pair = m.op("OpBitcast", lanes, w)
                    parts += [m.op("OpCompositeExtract", self.ty(et), pair, j) for j in range(per)]
            else:
                parts = [self.shared_load(m.op("OpIAdd", u32, off, m.const(u32, k * es)), et) for k in range(n)]
            return parts if n > 4 else m.op("OpCompositeConstruct", self.ty(rt), *parts)
        if size == 4:
            w = m.op("OpLoad", u32, self._smem_word(off))
            return w if rt == "i32" else m.op("OpBitcast", self.ty(rt), w)
        if size == 8:
            lo = m.op("OpLoad", u32, self._smem_word(off))
            hi = m.op("OpLoad", u32, self._smem_word(off, 1))
            pair = m.op("OpCompositeConstruct", m.type_vector(u32, 2), lo, hi)
            return m.op("OpBitcast", self.ty(rt), pair)
        if size in (1, 2):  # a byte or a half-word of a 32-bit word
            word = m.op("OpLoad", u32, self._smem_word(off))
            shift = m.op("OpShiftLeftLogical", u32, m.op("OpBitwiseAnd", u32, off, m.const(u32, 3)), m.const(u32, 3))
            bits = m.op("OpBitwiseAnd", u32, m.op("OpShiftRightLogical", u32, word, shift),
                        m.const(u32, (1 << (8 * size)) - 1))
            narrow = m.op("OpUConvert", m.type_int(8 * size), bits)
            if rt in ("i8", "i16"):
                return narrow
            return m.op("OpBitcast", self.ty(rt), narrow)
        raise TranslationError(f"a {size}-byte shared-memory load")

    def i_store(self, ins, ops, rt, text, block):
        m = self.m
        val, ptr = ops[0], ops[1]
        pt, vt = str(ptr.type), str(val.type)
        if pt == "ptr":
            m.do("OpStore", self.vals[ptr.name], self.val(val))
        elif pt == "ptr addrspace(1)":
            args = ["Aligned|Volatile" if " volatile " in f" {text} " else "Aligned", self._align(text, vt)]
            if self._is_wide(vt):
                words_t = self._words_type(vt)
                m.do("OpStore", self._psb(self.val(ptr), words_t), self._join_words(self._wide(val, "a store"), vt),
                     *args)
            else:
                m.do("OpStore", self._psb(self.val(ptr), vt), self.val(val), *args)
        elif pt == "ptr addrspace(3)":
            self.shared_store(self.val(ptr), self.val(val), vt, self._align(text, vt))
        else:
            raise TranslationError(f"store to {pt}")
        return None

    def shared_store(self, off: Id, x, vt: str, align: int = 1) -> None:
        m = self.m
        u32 = m.type_int(32)
        v = re.fullmatch(r"<(\d+) x (.+)>", vt)
        if v:
            n, et = int(v.group(1)), v.group(2)
            es = self.size_of(et)
            parts = x if isinstance(x, list) else [m.op("OpCompositeExtract", self.ty(et), x, k) for k in range(n)]
            if n * es == 16 and align >= 16 and et != "i1" and None not in parts:
                m.do("OpStore", self._smem_quad(off), self._to_quad(parts, et))
                return
            if es in (1, 2) and align >= 4 and n * es % 4 == 0 and None not in parts:
                # whole words: plain stores instead of a pair of atomics per element
                per = 4 // es
                lanes = m.type_vector(self.ty(et), per)
                for k in range(n * es // 4):
                    word = m.op("OpBitcast", u32, m.op("OpCompositeConstruct", lanes, *parts[k * per:(k + 1) * per]))
                    m.do("OpStore", self._smem_word(off, k), word)
                return
            for k in range(n):
                part = parts[k]
                self.shared_store(m.op("OpIAdd", u32, off, m.const(u32, k * es)), part, et)
            return
        size = self.size_of(vt)
        if size == 4:
            w = x if vt == "i32" else m.op("OpBitcast", u32, x)
            m.do("OpStore", self._smem_word(off), w)
        elif size == 8:
            pair = m.op("OpBitcast", m.type_vector(u32, 2), x)
            m.do("OpStore", self._smem_word(off), m.op("OpCompositeExtract", u32, pair, 0))
            m.do("OpStore", self._smem_word(off, 1), m.op("OpCompositeExtract", u32, pair, 1))
        elif size in (1, 2):
            # other lanes may write the word's other bytes at the same time: clear and set this
            # part with two atomics (workgroup scope, relaxed: barriers order shared memory)
            it = m.type_int(8 * size)
            bits = x if vt in ("i8", "i16") else m.op("OpBitcast", it, x)
            shift = m.op("OpShiftLeftLogical", u32, m.op("OpBitwiseAnd", u32, off, m.const(u32, 3)), m.const(u32, 3))
            mask = m.op("OpShiftLeftLogical", u32, m.const(u32, (1 << (8 * size)) - 1), shift)
            word = self._smem_word(off)
            scope, sem = m.const(u32, 2), m.const(u32, 0)
            m.op("OpAtomicAnd", u32, word, scope, sem, m.op("OpNot", u32, mask))
            m.op("OpAtomicOr", u32, word, scope, sem, m.op("OpShiftLeftLogical", u32, m.op("OpUConvert", u32, bits), shift))
        else:
            raise TranslationError(f"a {size}-byte shared-memory store")

    def i_alloca(self, ins, ops, rt, text, block):
        t = re.search(r"alloca ([^,]+)", text).group(1).strip()
        m = self.m
        ptr_t = m.type_pointer("Function", self.ty(t))
        r = m.id()
        self.func_vars.append(m.encode("OpVariable", (ptr_t, r, "Function")))
        return r

    def i_phi(self, ins, ops, rt, text, block):
        if self._is_wide(rt):  # one phi per element
            n, et = re.fullmatch(r"<(\d+) x (.+)>", rt).groups()
            incoming = [(self._wide(v, "a phi"), b) for v, b in zip(ops, ins.incoming_blocks)]
            out = []
            for k in range(int(n)):
                args = []
                for parts, b in incoming:
                    args += [parts[k] if parts[k] is not None else self._undef(et), self.blocks[b.name]]
                out.append(self.m.op("OpPhi", self.ty(et), *args))
            return out
        args = []
        for v, b in zip(ops, ins.incoming_blocks):
            if v.value_kind.name in ("instruction", "argument") and v.name not in self.vals:
                raise TranslationError("a phi of a value defined later (the renderer's loops carry values in slots)")
            args += [self.val(v), self.blocks[b.name]]
        return self.m.op("OpPhi", self.ty(rt), *args)

    def _wide(self, v, what: str) -> list:
        """The element list of a vector of more than 4 elements (undef: unknown elements)."""
        if v.value_kind.name in ("undef_value", "poison_value"):
            return [None] * int(re.match(r"<(\d+) x", str(v.type)).group(1))
        x = self.val(v)
        if not isinstance(x, list):
            raise TranslationError(f"{what} of a {v.type} that is not a shared-memory load")
        return list(x)

    def i_extractelement(self, ins, ops, rt, text, block):
        idx = ops[1]
        if self._is_wide(str(ops[0].type)):
            if idx.value_kind.name != "constant_int":
                raise TranslationError(f"a variable index into a {ops[0].type}")
            r = self._wide(ops[0], "extractelement")[idx.get_constant_value()]
            return r if r is not None else self._undef(rt)
        if idx.value_kind.name == "constant_int":
            return self.m.op("OpCompositeExtract", self.ty(rt), self.val(ops[0]), idx.get_constant_value())
        return self.m.op("OpVectorExtractDynamic", self.ty(rt), self.val(ops[0]), self.val(idx))

    def _words_type(self, t: str) -> str:
        """The 32-bit-word vector a wide vector travels as in global memory (<8 x half> -> <4 x i32>)."""
        n = self.size_of(t) // 4
        if self.size_of(t) % 4 or n > 4:
            raise TranslationError(f"a global {t} access (more than 16 bytes, or not whole words)")
        return f"<{n} x i32>" if n > 1 else "i32"

    def _split_words(self, words: Id, words_t: str, t: str) -> list:
        m = self.m
        n, et = re.fullmatch(r"<(\d+) x (.+)>", t).groups()
        per = int(n) // (self.size_of(words_t) // 4)
        lanes = m.type_vector(self.ty(et), per) if per > 1 else self.ty(et)
        out = []
        for k in range(self.size_of(words_t) // 4):
            w = m.op("OpCompositeExtract", m.type_int(32), words, k) if words_t != "i32" else words
            piece = m.op("OpBitcast", lanes, w)
            out += [m.op("OpCompositeExtract", self.ty(et), piece, j) for j in range(per)] if per > 1 else [piece]
        return out

    def _join_words(self, parts: list, t: str) -> Id:
        m = self.m
        n, et = re.fullmatch(r"<(\d+) x (.+)>", t).groups()
        words_t = self._words_type(t)
        count = self.size_of(words_t) // 4
        per = int(n) // count
        if None in parts:
            raise TranslationError(f"a store of a partly undefined {t}")
        lanes = m.type_vector(self.ty(et), per)
        u32 = m.type_int(32)
        words = [m.op("OpBitcast", u32, m.op("OpCompositeConstruct", lanes, *parts[k * per:(k + 1) * per]))
                 for k in range(count)]
        return m.op("OpCompositeConstruct", self.ty(words_t), *words) if count > 1 else words[0]

    @staticmethod
    def _is_wide(t: str) -> bool:
        v = re.fullmatch(r"<(\d+) x .+>", t.strip())
        return bool(v) and int(v.group(1)) > 4

    def i_insertelement(self, ins, ops, rt, text, block):
        idx = ops[2]
        if self._is_wide(rt):
            if idx.value_kind.name != "constant_int":
                raise TranslationError(f"a variable index into a {rt}")
            parts = self._wide(ops[0], "insertelement")
            parts[idx.get_constant_value()] = self.val(ops[1])
            return parts
        if idx.value_kind.name == "constant_int":
            return self.m.op("OpCompositeInsert", self.ty(rt), self.val(ops[1]), self.val(ops[0]), idx.get_constant_value())
        return self.m.op("OpVectorInsertDynamic", self.ty(rt), self.val(ops[0]), self.val(ops[1]), self.val(idx))

    # ------------------------------------------------------------------ control flow
    def _merge(self, block_name: str, targets: list) -> None:
        """OpSelectionMerge / OpLoopMerge before a conditional branch, from the renderer's names."""
        m = self.m
        names = [t.name for t in targets]
        if block_name.startswith("for_head"):
            done = next(t for t in names if t.startswith("for_done"))
            m.do("OpLoopMerge", self.blocks[done], self.blocks[self._latch(block_name)], "None")
            return
        for t in names:
            if t.startswith("if_then"):  # if_thenN, if_elseN+1, if_doneN+2: one counter, one call
                return m.do("OpSelectionMerge", self.blocks[f"if_done{int(t[7:]) + 2}"], "None")
            for go, done in (("g_go", "g_done"), ("sm_go", "sm_done")):
                if t.startswith(go):
                    return m.do("OpSelectionMerge", self.blocks[next(x for x in names if x.startswith(done))], "None")
            if t.startswith("while_done"):
                return  # the while loop's exit: a break
        raise TranslationError(f"a conditional branch in block {block_name!r} whose structure is unknown")

    def _latch(self, head: str) -> str:
        if head not in self.latches:
            raise TranslationError(f"loop {head} has no latch block (render with explicit_latches)")
        return self.latches[head]

    def i_br(self, ins, ops, rt, text, block):
        m = self.m
        if len(ops) == 1:
            if block.name.startswith("while_head"):  # the loop header: only the jump into the condition
                n = int(block.name[len("while_head"):])
                m.do("OpLoopMerge", self.blocks[f"while_done{n + 2}"], self.blocks[self._latch(block.name)], "None")
            m.do("OpBranch", self.blocks[ops[0].name])
            return None
        cond, f, t = ops[0], ops[1], ops[2]  # llvmlite lists false target before true
        self._merge(block.name, [t, f])
        m.do("OpBranchConditional", self.val(cond), self.blocks[t.name], self.blocks[f.name])
        return None

    def i_ret(self, ins, ops, rt, text, block):
        self.m.do("OpReturn")
        return None

    # ------------------------------------------------------------------ calls
    def i_call(self, ins, ops, rt, text, block):
        callee = ops[-1].name
        args = ops[:-1]
        m = self.m
        u32 = m.type_int(32)
        if callee.startswith("llvm."):
            return self.intrinsic(callee, args, rt, text)
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
        if rt in ("float", "half") and not approximate and (name in exact_math.UNARY and len(args) == 1
                                                            or name in exact_math.BINARY and len(args) == 2):
            return self.exact_math(name, [self.val(a) for a in args], rt)
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
        if base in exact_math.UNARY and rt in ("float", "half") and not re.search(r"call (?:\w+ )*(afn|fast)\b", text):
            return self.exact_math(base, x, rt)
        if base == "sqrt" and not re.search(r"call (?:\w+ )*(afn|fast)\b", text):
            return self.exact_sqrt(x[0], rt)
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
        scope = m.const(u32, max(1, int(args[1].get_constant_value())))  # CrossDevice -> Device
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


def translate(llir: str, local_size: int) -> tuple[bytes, list]:
    """(SPIR-V words, push-constant layout [(name, llvm type, offset, size)]) of a kernel."""
    t = Translator(llir, local_size)
    return t.run()


__all__ = ["translate", "Translator", "TranslationError"]
