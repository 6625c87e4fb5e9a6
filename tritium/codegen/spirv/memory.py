"""Memory in the LLVM IR -> Vulkan translation (a mixin of from_llvm.Translator).

Global pointers are 64-bit buffer device addresses, converted to PhysicalStorageBuffer pointers of
the accessed type at each load and store. `@global_smem` is a Workgroup array of uvec4: aligned
16-byte accesses take a whole uvec4, 32/64-bit ones whole words, 8/16-bit ones a word's bytes
(stores with two atomics, as other lanes may write the rest of the word). Vectors of more than 4
elements (fp16 x 8, dot operands) have no SPIR-V type: they travel as Python lists of their
elements, which only extractelement, insertelement, phis, loads and stores see.
"""
from __future__ import annotations

import re

from .module import Id, TranslationError


class MemoryOps:

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
            args = [self.global_access("Aligned|Volatile" if " volatile " in f" {text} " else "Aligned"), self._align(text, rt)]
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
                parts = self._from_quad(m.op("OpLoad", m.type_vector(u32, 4), self._smem_quad(off), *self.shared_ops), et, n)
            elif es in (1, 2) and align >= 4 and n * es % 4 == 0:  # whole words, each split in lanes
                per = 4 // es
                lanes = m.type_vector(self.ty(et), per)
                parts = []
                for k in range(n * es // 4):
                    w = m.op("OpLoad", u32, self._smem_word(off, k), *self.shared_ops)
                    pair = m.op("OpBitcast", lanes, w)
                    parts += [m.op("OpCompositeExtract", self.ty(et), pair, j) for j in range(per)]
            else:
                parts = [self.shared_load(m.op("OpIAdd", u32, off, m.const(u32, k * es)), et) for k in range(n)]
            return parts if n > 4 else m.op("OpCompositeConstruct", self.ty(rt), *parts)
        if size == 4:
            w = m.op("OpLoad", u32, self._smem_word(off), *self.shared_ops)
            return w if rt == "i32" else m.op("OpBitcast", self.ty(rt), w)
        if size == 8:
            lo = m.op("OpLoad", u32, self._smem_word(off), *self.shared_ops)
            hi = m.op("OpLoad", u32, self._smem_word(off, 1), *self.shared_ops)
            pair = m.op("OpCompositeConstruct", m.type_vector(u32, 2), lo, hi)
            return m.op("OpBitcast", self.ty(rt), pair)
        if size in (1, 2):  # a byte or a half-word of a 32-bit word
            word = m.op("OpLoad", u32, self._smem_word(off), *self.shared_ops)
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
            args = [self.global_access("Aligned|Volatile" if " volatile " in f" {text} " else "Aligned"), self._align(text, vt)]
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
                m.do("OpStore", self._smem_quad(off), self._to_quad(parts, et), *self.shared_ops)
                return
            if es in (1, 2) and align >= 4 and n * es % 4 == 0 and None not in parts:
                # whole words: plain stores instead of a pair of atomics per element
                per = 4 // es
                lanes = m.type_vector(self.ty(et), per)
                for k in range(n * es // 4):
                    word = m.op("OpBitcast", u32, m.op("OpCompositeConstruct", lanes, *parts[k * per:(k + 1) * per]))
                    m.do("OpStore", self._smem_word(off, k), word, *self.shared_ops)
                return
            for k in range(n):
                part = parts[k]
                self.shared_store(m.op("OpIAdd", u32, off, m.const(u32, k * es)), part, et)
            return
        size = self.size_of(vt)
        if size == 4:
            w = x if vt == "i32" else m.op("OpBitcast", u32, x)
            m.do("OpStore", self._smem_word(off), w, *self.shared_ops)
        elif size == 8:
            pair = m.op("OpBitcast", m.type_vector(u32, 2), x)
            m.do("OpStore", self._smem_word(off), m.op("OpCompositeExtract", u32, pair, 0), *self.shared_ops)
            m.do("OpStore", self._smem_word(off, 1), m.op("OpCompositeExtract", u32, pair, 1), *self.shared_ops)
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
