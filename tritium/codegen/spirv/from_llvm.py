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
  OpGroupNonUniformShuffle*, GLSL.std.450; `llvm.*` intrinsics -> instructions or GLSL.std.450;
- `tritium.coopmat.*` calls on `target("spirv.CooperativeMatrixKHR", ...)` values -> cooperative
  matrix instructions (coopmat.py).
Anything else is a `TranslationError` naming the instruction (the backend reports it at the kernel).
Loads, stores and shared memory are memory.py's part of the translator, calls and intrinsics
calls.py's; this file has the kernel, the types and values, arithmetic and control flow.
"""
from __future__ import annotations

import re

from .calls import CallOps
from .coopmat import CoopMatOps
from .memory import MemoryOps
from .module import Id, Module, TranslationError


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
class Translator(MemoryOps, CallOps, CoopMatOps):
    def __init__(self, llir: str, local_size: int):
        import llvmlite.binding as llvm
        self.llvm_module = llvm.parse_assembly(llir)
        self.llvm_module.verify()
        self.local_size = local_size
        m = self.m = Module((1, 5))
        m.capability("Shader", "Int64", "PhysicalStorageBufferAddresses")
        m.extension("SPV_KHR_physical_storage_buffer")
        # cooperative matrices need the Vulkan memory model, where memory accesses are private to
        # their invocation (unordered by barriers) unless marked NonPrivatePointer
        self.vulkan_memory_model = "spirv.CooperativeMatrixKHR" in llir
        if self.vulkan_memory_model:
            m.capability("VulkanMemoryModel")
            m.memory_model("PhysicalStorageBuffer64", "Vulkan")
        else:
            m.memory_model("PhysicalStorageBuffer64", "GLSL450")
        self.shared_ops = ("NonPrivatePointer",) if self.vulkan_memory_model else ()
        self.vals: dict = {}  # LLVM value name -> id
        self.blocks: dict = {}  # LLVM block name -> label id
        self.builtin_vars: dict = {}
        self.undefs: dict = {}
        self.latches: dict = {}  # loop head block -> its latch block (the back edge's source)
        self.interface: list = []
        self.smem = None
        self.push_layout: list = []

    def global_access(self, flags: str) -> str:
        """Memory operand flags of a global (buffer device address) access."""
        return flags + "|NonPrivatePointer" if self.vulkan_memory_model else flags

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
        if s.startswith('target("spirv.CooperativeMatrixKHR"'):
            return self.coopmat_type(s)
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
    def i_alloca(self, ins, ops, rt, text, block):
        t = re.search(r"alloca (target\([^)]*\)|[^,]+)", text).group(1).strip()
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

def translate(llir: str, local_size: int) -> tuple[bytes, list]:
    """(SPIR-V words, push-constant layout [(name, llvm type, offset, size)]) of a kernel."""
    t = Translator(llir, local_size)
    return t.run()


__all__ = ["translate", "Translator", "TranslationError"]
