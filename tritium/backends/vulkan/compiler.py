"""The Vulkan backend's stages: ttir -> ttgir -> llir -> spv (a Vulkan 1.3 compute shader).

`ttgir` and `llir` are the shared GPU lowering for subgroups of the target's size, rendered as the
OpenCL renderer's LLVM IR with structured loops (codegen/gpu/vulkan.py); `spv` translates that IR
into a compute shader whose kernel arguments are push constants (pointers as buffer device
addresses), codegen/spirv/from_llvm.py. Nothing here needs a GPU.

Targets: `vulkan:sgN`, a device whose subgroups have N lanes (lavapipe: `vulkan:sg8`; NVIDIA:
`vulkan:sg32`; AMD: sg64 or sg32), `vulkan:sgN+coopmat` one that also has cooperative matrices
(VK_KHR_cooperative_matrix with fp16 x fp16 + fp32 in 16x16x16 steps: NVIDIA's); plain `vulkan`
takes the first usable device's.
"""
from __future__ import annotations

from ..base import Backend, BackendCompileError, Options, Target

SUBGROUPS = (4, 8, 16, 32, 64, 128)


class VulkanCompileError(BackendCompileError):
    pass


class VulkanOptions(Options):
    num_warps: int = 4
    num_stages: int = 2  # accepted for Triton code; no asynchronous copies on this target
    num_ctas: int = 1
    debug: bool = False
    enable_fp_fusion: bool = True
    default_dot_input_precision: str = "ieee"  # fp32 dots are FMA loops here: tf32 would only lose precision


IGNORED_OPTIONS = frozenset({"num_threads", "maxnreg", "tma_descriptors", "flatten_loops", "matrix_instr_nonkdim",
                             "waves_per_eu", "kpack",
                             "launch_cooperative_grid", "ir_override", "unroll_loops",
                             "opt_level", "threads_per_warp", "grf_mode", "max_spill_bytes"})


def subgroup_of(arch) -> int:
    a = str(arch).lower()
    if a.endswith("+coopmat"):
        a = a[:-len("+coopmat")]
    if a.startswith("sg") and a[2:].isdigit() and int(a[2:]) in SUBGROUPS:
        return int(a[2:])
    raise ValueError(f"unknown Vulkan architecture {arch!r}: name the device's subgroup size, "
                     f"vulkan:sg{'|sg'.join(map(str, SUBGROUPS))}, with +coopmat for cooperative matrices "
                     f"(lavapipe: vulkan:sg8, NVIDIA: vulkan:sg32+coopmat)")


def has_coopmat(arch) -> bool:
    return str(arch).lower().endswith("+coopmat")


class VulkanBackend(Backend):
    name = "vulkan"
    binary_ext = "spv"
    binary_stage = "spv"
    options_class = VulkanOptions
    ignored_options = IGNORED_OPTIONS

    def aot_hooks(self):
        from .aot import HOOKS  # (exports only: a launch never imports it)
        return HOOKS

    def supports(self, target: Target) -> bool:
        return target.backend == "vulkan"

    def check_target(self, target: Target) -> Target:
        if target.arch in (None, ""):
            raise ValueError("target 'vulkan' needs an architecture when no Vulkan device is usable here: "
                             "e.g. target='vulkan:sg32' (subgroups of 32 lanes, NVIDIA), 'vulkan:sg8' (lavapipe)")
        n = subgroup_of(target.arch)
        return Target("vulkan", f"sg{n}" + ("+coopmat" if has_coopmat(target.arch) else ""), n)

    def add_stages(self, stages: dict, options: VulkanOptions, target: Target | None = None) -> None:
        def gpu_target(meta):
            from ...codegen.gpu.vulkan import vulkan_target
            t = target or Target("vulkan", str(meta.get("target", "vulkan:sg32")).partition(":")[2], 0)
            return vulkan_target(t.arch, subgroup_of(t.arch), coopmat=has_coopmat(t.arch))
        stages["ttgir"] = lambda src, meta: _gpu().make_ttgir(src, meta, options, gpu_target(meta))
        stages["llir"] = lambda src, meta: _gpu().make_llir(src, meta, options, gpu_target(meta))
        stages["spv"] = lambda src, meta: llir_to_spv(src, meta)

    def hash(self) -> str:
        import llvmlite
        return f"vulkan-llvmlite{llvmlite.__version__}"


def _gpu():
    from ...codegen import gpu
    return gpu


def llir_to_spv(llir: str, metadata: dict) -> bytes:
    """The kernel's LLVM IR -> a Vulkan compute shader; metadata gets `push_layout` ([name, llvm
    type, offset, size] per kernel argument) and `push_bytes`."""
    from ... import knobs
    from ...codegen.spirv.from_llvm import TranslationError, translate
    local = int(metadata["num_warps"]) * int(metadata["threads_per_warp"])
    try:
        spv, layout = translate(llir, local)
    except TranslationError as e:
        raise VulkanCompileError(f"the Vulkan backend cannot compile {metadata.get('name', 'this kernel')} yet: {e}") from None
    metadata["push_layout"] = [list(x) for x in layout]
    metadata["push_bytes"] = max((off + size for _, _, off, size in layout), default=0)
    if knobs.compilation.spirv_validate:
        validate(spv, metadata.get("name", "kernel"))
    return spv


def validate(spv: bytes, name: str) -> None:
    """`spirv-val --target-env vulkan1.3` on a shader (VulkanCompileError if it is invalid)."""
    from ...codegen.spirv.validate import spirv_val
    try:
        msg = spirv_val(spv, name, "vulkan1.3")
    except FileNotFoundError as e:
        raise VulkanCompileError(str(e)) from None
    if msg is not None:
        raise VulkanCompileError(f"spirv-val rejects the Vulkan shader of {name}:\n{msg}")

__all__ = ["VulkanBackend", "VulkanOptions", "llir_to_spv", "validate", "subgroup_of", "has_coopmat", "VulkanCompileError"]
