"""The CUDA backend: ttir -> ttgir -> llir -> ptx -> cubin, for NVIDIA GPUs from sm_80 on.

`ttgir` (tile IR with layouts) and `llir` (LLVM IR for nvptx64-nvidia-cuda) come from the shared GPU
lowering in `tritium.codegen.gpu`, given the description of the target GPU (`nvptx.nvptx_target`);
`ptx` and `cubin` are the toolchain stages of `toolchain.py`.
Nothing here needs a GPU: `tritium.compile(fn, sig, target="cuda:90")` works on any machine that has
llvmlite and ptxas, and the cubin is loaded later by `driver.py` where a GPU is.
"""
from __future__ import annotations

from ..base import Backend, Options, SpecializationRule, Target
from .toolchain import llir_to_ptx, ptx_to_cubin, toolchain_hash

# Architectures both LLVM 22 (CPU names sm_XX) and CUDA 13's ptxas know; "a" variants may use
# arch-specific instructions (wgmma, setmaxnreg, tcgen05) and run only on that exact chip.
ARCHS = (80, 86, 87, 89, 90, "90a", 100, "100a", 103, "103a", 120, "120a")


# What a target is compiled for. Triton compiles for a Hopper GPU (compute capability 9.0) with the
# chip's arch-specific features (sm_90a: warpgroup MMA), and torch and Triton's drivers name those
# chips 90; so target cuda:90 means sm_90a here too (its cubins run on cc 9.0, as sm_90 ones would).
ARCH_SPECIFIC = {90: "90a"}


def machine_arch(arch):
    """The architecture a target's code is generated and assembled for: 90 -> '90a', else itself."""
    return ARCH_SPECIFIC.get(arch, arch)


class CUDAOptions(Options):
    num_warps: int = 4
    num_stages: int = 3
    num_ctas: int = 1
    maxnreg: int | None = None  # ptxas --maxrregcount
    debug: bool = False
    enable_fp_fusion: bool = True
    default_dot_input_precision: str = "tf32"  # Triton's default on NVIDIA GPUs
    opt_level: int = 3
    # sm_90a: loads of host TensorDescriptor arguments that feed warpgroup MMAs in a pipelined loop
    # are copied by TMA (cp.async.bulk.tensor with mbarriers, passes/gpu_tma.py) instead of cp.async,
    # as Triton does, where the descriptor's specialisation says the driver can map it (a 16-byte
    # aligned base, strides of 16-byte multiples). False: pointer tiles only (what exports need).
    tma_descriptors: bool = True
    # True: loop nests marked `tl.range(..., flatten=True)` become one loop the pipeliner copies
    # across (passes/gpu_flatten_loops.py), as Triton does. Off by default: on the H100 the nest ran
    # tutorial 09's persistent kernels faster in 11 of 12 cases measured (results/cuda-h100.md run L)
    flatten_loops: bool = False


# Launch keywords other backends use that mean nothing here: accepted (kernels tuned for other
# targets run unchanged) and left out of the key (they would split the cache for identical code).
IGNORED_OPTIONS = frozenset({"num_threads", "matrix_instr_nonkdim", "waves_per_eu", "kpack", "grf_mode",
                             "threads_per_warp", "max_spill_bytes",
                             "launch_cooperative_grid", "ir_override", "unroll_loops"})


def normalize_arch(arch):
    """'90' / 90 / 'sm_90' / '90a' -> 90 or '90a' if known, else ValueError listing the known ones."""
    a = str(arch).strip().lower()
    a = a[3:] if a.startswith("sm_") else a
    value = int(a) if a.isdigit() else a
    if value not in ARCHS:
        known = ", ".join(f"cuda:{x}" for x in ARCHS)
        raise ValueError(f"unknown CUDA architecture {str(arch)!r}; known: {known}")
    return value


def stage_target(metadata: dict) -> Target:
    """The target of a compile in progress (`compile()` records it in the metadata first)."""
    _, _, arch = str(metadata.get("target", "")).partition(":")
    return Target("cuda", normalize_arch(arch), 32)


def _gpu_lowering():
    try:
        from ...codegen import gpu
    except ImportError as e:
        raise NotImplementedError(f"the CUDA backend's ttgir/llir lowering (tritium.codegen.gpu) is not "
                                  f"available in this build of tritium: {e}") from None
    return gpu


def _gpu_target(target: Target):
    """What the shared GPU passes need to know about this NVIDIA GPU (warp size, mma, cp.async)."""
    from ...codegen.gpu.nvptx import nvptx_target
    return nvptx_target(machine_arch(target.arch))


class CUDABackend(Backend):
    name = "cuda"
    binary_ext = "cubin"
    binary_stage = "cubin"
    triton_cache_layout = True  # <TRITON_CACHE_DIR>/<hash>/<name>.cubin, read by torch's static launcher
    options_class = CUDAOptions
    ignored_options = IGNORED_OPTIONS

    def aot_hooks(self):
        from .aot import HOOKS  # (exports only: a launch never imports it)
        return HOOKS

    def supports(self, target: Target) -> bool:
        return target.backend == "cuda"

    def check_target(self, target: Target) -> Target:
        if target.arch in (None, ""):
            raise ValueError("target 'cuda' needs an architecture when no CUDA GPU is usable here: name one, "
                             "e.g. target='cuda:80' (A100), 'cuda:89' (L4/4090), 'cuda:90' (H100)")
        return Target("cuda", normalize_arch(target.arch), 32)

    def add_stages(self, stages: dict, options: CUDAOptions, target: Target | None = None) -> None:
        # compile() passes the target; a caller that does not gets the one compile() records
        tgt = (lambda meta: target) if target is not None else stage_target
        stages["ttgir"] = lambda src, meta: _gpu_lowering().make_ttgir(src, meta, options, _gpu_target(tgt(meta)))
        stages["llir"] = lambda src, meta: _gpu_lowering().make_llir(src, meta, options, _gpu_target(tgt(meta)))
        stages["ptx"] = lambda src, meta: llir_to_ptx(src, machine_arch(tgt(meta).arch), meta, options.opt_level)
        stages["cubin"] = lambda src, meta: ptx_to_cubin(src, machine_arch(tgt(meta).arch), meta, options.maxnreg,
                                                         options.opt_level)

    def frontend_options(self, target: Target) -> dict:
        """Triton's fp8 support on NVIDIA GPUs: float8e5 and float8e4b15 everywhere, float8e4nv
        from sm_89; float8e4b15 is no dot operand from sm_90; AMD's fnuz types are not supported;
        fp8 dots stay fp8 on Hopper. Inline assembly is PTX."""
        arch = int(str(target.arch).rstrip("a"))
        hopper = machine_arch(target.arch) == "90a"
        return {"supported_fp8_dtypes": ("fp8e4b15", "fp8e5") + (("fp8e4nv",) if arch >= 89 else ()),
                "deprecated_fp8_dot_operand_dtypes": ("fp8e4b15",) if arch >= 90 else (),
                # Hopper's wgmma multiplies e4m3/e5m2 itself (elsewhere the frontend casts them to
                # fp16); its default lets them accumulate without fp32 refreshes, as Triton's does
                "fp8_dot_native": ("fp8e4nv", "fp8e5") if hopper else (),
                "max_num_imprecise_acc_default": 2 ** 30 if arch == 90 else 0,
                **({} if hopper else {"tma_descriptors": False}),  # (no TMA: no descriptor hints in the IR)
                "inline_asm": "PTX"}  # what tl.inline_asm_elementwise's assembly must be

    def specializations(self) -> list[SpecializationRule]:
        return []

    def hash(self) -> str:
        return toolchain_hash()
