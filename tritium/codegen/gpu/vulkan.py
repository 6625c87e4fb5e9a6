"""The Vulkan GPU target: the OpenCL renderer's LLVM IR with structured loops, translated to a
Vulkan compute shader by `codegen/spirv/from_llvm.py` (the spv stage).

Why not a renderer of its own: the per-thread program's ops already render once as LLVM IR text
(opencl.py for SPIR-V devices); Vulkan differs in how that program is encoded, not in what it
computes, so the difference lives in the translation. Loops get explicit latch blocks here
(`explicit_latches`), the shape OpLoopMerge needs. What Vulkan cannot run is refused at the kernel
line: device printf and assert (no debug-printf channel is wired up yet).
"""
from __future__ import annotations

from ...ir.types import CoopMatType
from .opencl import OpenCLRenderer
from .target import GPUTarget

_USES = {"a": 0, "b": 1, "acc": 2}


class VulkanRenderer(OpenCLRenderer):
    explicit_latches = True

    def __init__(self, func, num_warps: int, subgroup: int, shared: int):
        super().__init__(func, num_warps, subgroup, shared, cpu_runtime=False)
        self._approximate = False

    def math_unary(self, name, t, x, w):
        """tl.exp, tl.sin, ... (`math.*`): approximate in Triton (NVIDIA: ex2.approx, sin.approx),
        so their calls are marked `afn` and become GLSL.std.450's instructions, which are as close
        on NVIDIA; libdevice's functions stay unmarked and get the exact fp64 fallbacks
        (codegen/spirv/exact_math.py)."""
        self._approximate = True
        try:
            return super().math_unary(name, t, x, w)
        finally:
            self._approximate = False

    def scalar_op(self, o, refs):
        """math.fma: a contraction (fp fusion, FMA dot loops: attrs['contract']) may use GLSL's
        Fma, which Vulkan lets be unfused (lavapipe's is); tl.fma and libdevice's fma ask for one
        rounding and get exact_math.fma (fp32/fp16)."""
        self._contract = bool(o.attrs.get("contract"))
        try:
            return super().scalar_op(o, refs)
        finally:
            self._contract = False

    _contract = False

    def call_intrinsic(self, name, w, ty, refs, extra=()):
        if name == "fma" and not self._contract and not w and ty in ("float", "half"):
            return self.emit_call(ty, f"tritium.exact.fma.{ty}", [(ty, r) for r in refs])
        return super().call_intrinsic(name, w, ty, refs, extra)

    def builtin(self, ret: str, name: str, args: list, flags: str = "") -> str:
        if self._approximate and ret in ("half", "float", "double"):
            flags = "afn "
        return super().builtin(ret, name, args, flags)

    def finish(self):
        """(The OpenCL CPU runtime's entry barrier is not needed on Vulkan.)"""

    # ------------------------------------------------------------ cooperative matrices
    # LLVM's own spelling of a SPIR-V cooperative matrix (scope 3: subgroup), as opaque values of
    # calls to `tritium.coopmat.*`, which the translation turns into SPV_KHR_cooperative_matrix
    def ty(self, t):
        if isinstance(t, CoopMatType):
            return (f'target("spirv.CooperativeMatrixKHR", {super().ty(t.element)}, 3, {t.rows}, {t.cols}, '
                    f'{_USES[t.use]})')
        return super().ty(t)

    def coopmat_call(self, kind: str, ret: str, args: list, types) -> str:
        tag = ".".join(f"{x.element}_{x.rows}x{x.cols}_{x.use}" for x in types)
        return self.emit_call(ret, f"tritium.coopmat.{kind}.{tag}", args)

    def op_gpu_coopmat_fill(self, o):
        t = o.result.type
        x = o.operands[0]
        self.bind(o.result, self.coopmat_call("fill", self.ty(t), [(self.ty(x.type), self.ref(x))], [t]))

    def op_gpu_coopmat_load(self, o):
        t = o.result.type
        p = self.shared_address(self.ref(o.operands[0]))
        args = [("ptr addrspace(3)", p), ("i32", str(o.attrs["stride"]))]
        self.bind(o.result, self.coopmat_call("load", self.ty(t), args, [t]))

    def op_gpu_coopmat_store(self, o):
        t = o.operands[1].type
        p = self.shared_address(self.ref(o.operands[0]))
        args = [("ptr addrspace(3)", p), (self.ty(t), self.ref(o.operands[1])), ("i32", str(o.attrs["stride"]))]
        self.coopmat_call("store", "void", args, [t])

    def op_gpu_coopmat_convert(self, o):
        x, t = o.operands[0], o.result.type
        self.bind(o.result, self.coopmat_call("convert", self.ty(t), [(self.ty(x.type), self.ref(x))], [x.type, t]))

    def op_gpu_coopmat_muladd(self, o):
        a, b, c = o.operands
        args = [(self.ty(x.type), self.ref(x)) for x in (a, b, c)]
        self.bind(o.result, self.coopmat_call("muladd", self.ty(o.result.type), args, [a.type, b.type, c.type]))

    def op_gpu_print(self, o):
        raise NotImplementedError("device_print is not supported by the Vulkan backend yet")

    def op_gpu_assert(self, o):
        raise NotImplementedError("device_assert with debug=True is not supported by the Vulkan backend yet")


def render(func, meta: dict, options) -> str:
    return VulkanRenderer(func, meta["num_warps"], meta["threads_per_warp"], meta["shared"]).render()


def vulkan_target(arch, subgroup: int, coopmat: bool = False) -> GPUTarget:
    """A Vulkan device as the shared GPU passes see it: subgroups of `subgroup` lanes (the device's
    own size: 8 on lavapipe, 32 on NVIDIA), cooperative matrices (fp16 x fp16 + fp32, 16x16x16)
    where the device has them; no asynchronous copies."""
    return GPUTarget("vulkan", arch, warp_size=subgroup, render=render, mma=None, async_copy=False, coopmat=coopmat)


__all__ = ["VulkanRenderer", "render", "vulkan_target"]
