"""The Vulkan GPU target: the OpenCL renderer's LLVM IR with structured loops, translated to a
Vulkan compute shader by `codegen/spirv/from_llvm.py` (the spv stage).

Why not a renderer of its own: the per-thread program's ops already render once as LLVM IR text
(opencl.py for SPIR-V devices); Vulkan differs in how that program is encoded, not in what it
computes, so the difference lives in the translation. Loops get explicit latch blocks here
(`explicit_latches`), the shape OpLoopMerge needs. What Vulkan cannot run is refused at the kernel
line: device printf and assert (no debug-printf channel is wired up yet).
"""
from __future__ import annotations

from .opencl import OpenCLRenderer
from .target import GPUTarget


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

    def builtin(self, ret: str, name: str, args: list, flags: str = "") -> str:
        if self._approximate and ret in ("half", "float", "double"):
            flags = "afn "
        return super().builtin(ret, name, args, flags)

    def finish(self):
        """(The OpenCL CPU runtime's entry barrier is not needed on Vulkan.)"""

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
