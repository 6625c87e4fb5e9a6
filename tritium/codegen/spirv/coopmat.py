"""Cooperative matrices in the LLVM IR -> Vulkan translation (a mixin of from_llvm.Translator).

The Vulkan renderer spells a cooperative matrix as LLVM's `target("spirv.CooperativeMatrixKHR",
<component>, <scope>, <rows>, <cols>, <use>)` and its operations as calls to `tritium.coopmat.*`
(fill, load, store, muladd, convert); here they become SPV_KHR_cooperative_matrix's type and
instructions. Loads and stores address the Workgroup array of uvec4 (shared memory): the pointer
is the uvec4 where the matrix starts and the row stride is counted in uvec4s (the extension
reads a pointee of another type than the matrix's components as raw memory), so both must be
multiples of 16 bytes, which the SIMT lowering guarantees (codegen/gpu/coopmat.py). A shader with
cooperative matrices must use the Vulkan memory model (spirv-val), so the translator switches to it
for such shaders (from_llvm.py) and marks their shared and global accesses NonPrivatePointer.
"""
from __future__ import annotations

import re

from .module import Id, TranslationError

COOPMAT_TYPE = re.compile(r'target\("spirv\.CooperativeMatrixKHR", (\w+), (\d+), (\d+), (\d+), (\d+)\)')


class CoopMatOps:

    def coopmat_type(self, s: str) -> Id:
        elem, scope, rows, cols, use = COOPMAT_TYPE.fullmatch(s).groups()
        m = self.m
        m.capability("CooperativeMatrixKHR")  # (the translator chose the Vulkan memory model for it)
        m.extension("SPV_KHR_cooperative_matrix")
        u32 = m.type_int(32)
        args = (self.ty(elem),) + tuple(m.const(u32, int(x)) for x in (scope, rows, cols, use))
        return m._type(("coopmat", s), "OpTypeCooperativeMatrixKHR", *args)

    def coopmat_call(self, kind: str, args: list, rt: str) -> Id | None:
        m = self.m
        u32 = m.type_int(32)
        row_major = m.const(u32, 0)
        if kind == "fill":
            return m.op("OpCompositeConstruct", self.ty(rt), self.val(args[0]))
        if kind == "convert":
            return m.op("OpFConvert", self.ty(rt), self.val(args[0]))
        if kind == "muladd":
            return m.op("OpCooperativeMatrixMulAddKHR", self.ty(rt), *(self.val(a) for a in args))
        if kind in ("load", "store"):
            t = rt if kind == "load" else str(args[1].type)
            comp = COOPMAT_TYPE.fullmatch(t).group(1)
            stride_bytes = args[-1].get_constant_value() * self.size_of(comp)
            if stride_bytes % 16:
                raise TranslationError(f"cooperative matrix rows {stride_bytes} bytes apart (not a multiple of 16)")
            ptr = self._smem_quad(self.val(args[0]))
            stride = m.const(u32, stride_bytes // 16)
            if kind == "load":
                return m.op("OpCooperativeMatrixLoadKHR", self.ty(rt), ptr, row_major, stride, *self.shared_ops)
            m.do("OpCooperativeMatrixStoreKHR", ptr, self.val(args[1]), row_major, stride, *self.shared_ops)
            return None
        raise TranslationError(f"unknown cooperative matrix operation {kind!r}")
