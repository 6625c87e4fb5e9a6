"""The xpu backend: ttir -> ttgir -> llir -> spv -> zebin, for Intel GPUs, and ttir -> ... -> spv for
any OpenCL device that takes SPIR-V (target `xpu:spirv`: Intel's CPU OpenCL runtime included).

`ttgir` and `llir` come from the shared GPU lowering (`tritium.codegen.gpu`) given an OpenCL SPIR-V
description of the device (`opencl.opencl_target`: subgroups of `threads_per_warp` lanes); `spv`
is LLVM's SPIR-V back end (spirv.py); `zebin` is Intel's offline compiler, with the register-file
mode decided here at compile time (zebin.py). Nothing here needs an Intel GPU.
"""
from __future__ import annotations

from ..base import Backend, Options, SpecializationRule, Target

GENERIC = "spirv"  # the arch whose binary is the SPIR-V itself (JIT-compiled by the OpenCL driver)
GRF_MODES = ("default", "128", "256", "auto")
SUBGROUPS = (8, 16, 32)
# devices whose zebins address buffers with 64 bits without being asked (ocloc 22.43, measured for pvc)
STATELESS_DEVICES = frozenset({"pvc", "pvc-sdv"})
# single devices Debian's ocloc (intel-opencl-icd 22.43) compiles for: target names are checked
# against this list without running ocloc (a cache hit runs no compiler); a name only a newer
# ocloc knows is looked up in that ocloc's own list
KNOWN_DEVICES = ("pvc", "dg2", "bdw", "skl", "kbl", "cfl", "apl", "bxt", "glk", "whl", "aml", "cml", "icllp",
                 "lkf", "ehl", "jsl", "tgllp", "rkl", "adl-s", "adl-p", "adl-n", "dg1", "acm-g10", "ats-m150",
                 "dg2-g10", "acm-g11", "ats-m75", "dg2-g11", "acm-g12", "dg2-g12", "pvc-sdv", "xe_hp_sdv")


class XPUOptions(Options):
    num_warps: int = 4
    num_stages: int = 2  # accepted for Triton code; no asynchronous copies on this target yet
    num_ctas: int = 1
    debug: bool = False
    enable_fp_fusion: bool = True
    default_dot_input_precision: str = "ieee"  # dots are FMA loops here: tf32 would only lose precision
    threads_per_warp: int = 16  # the subgroup size (Intel GPUs: 16 or 32)
    grf_mode: str = "default"  # default | 128 | 256 | auto: registers per thread (zebin only)
    max_spill_bytes: int = 0  # default mode: a zebin spilling more than this is rebuilt with 256 GRF


# Launch keywords of other backends: accepted (kernels tuned elsewhere run unchanged), not in the key
IGNORED_OPTIONS = frozenset({"num_threads", "maxnreg", "tma_descriptors", "flatten_loops", "matrix_instr_nonkdim",
                             "waves_per_eu", "kpack",
                             "launch_cooperative_grid", "ir_override", "unroll_loops",
                             "opt_level"})


def known_archs() -> tuple:
    """`spirv`, the devices of KNOWN_DEVICES and any other the installed ocloc compiles for."""
    try:
        from .zebin import known_devices
        more = tuple(known_devices())
    except Exception:  # noqa: BLE001 - no ocloc: the known list
        more = ()
    return (GENERIC,) + tuple(dict.fromkeys(KNOWN_DEVICES + more))


def normalize_arch(arch) -> str:
    a = str(arch).strip().lower()
    if a == GENERIC or a in KNOWN_DEVICES or (a.startswith("0x") and len(a) > 2):
        return a
    known = known_archs()
    if a not in known:
        raise ValueError(f"unknown xpu architecture {str(arch)!r}; known: {', '.join('xpu:' + k for k in known)} "
                         "(or a PCI device id such as xpu:0x0bd5)")
    return a


class XPUBackend(Backend):
    name = "xpu"
    binary_ext = "zebin"
    binary_stage = None  # the last stage: zebin for a GPU, spv for xpu:spirv
    options_class = XPUOptions
    ignored_options = IGNORED_OPTIONS

    def aot_hooks(self):
        from .aot import HOOKS  # (exports only: a launch never imports it)
        return HOOKS

    def supports(self, target: Target) -> bool:
        return target.backend == "xpu"

    def check_target(self, target: Target) -> Target:
        if target.arch in (None, ""):
            raise ValueError("target 'xpu' needs an architecture when no xpu device is usable here: name one, "
                             "e.g. target='xpu:pvc' (Data Center GPU Max), 'xpu:dg2' (Arc A-series), "
                             "'xpu:spirv' (SPIR-V for any OpenCL device)")
        return Target("xpu", normalize_arch(target.arch), target.warp_size if target.warp_size > 1 else 16)

    def parse_options(self, opts: dict) -> Options:
        o = super().parse_options(opts)
        if str(o.grf_mode) not in GRF_MODES:
            raise ValueError(f"grf_mode must be one of {', '.join(GRF_MODES)}, got {o.grf_mode!r}")
        if o.threads_per_warp not in SUBGROUPS:
            raise ValueError(f"threads_per_warp (the subgroup size) must be one of {SUBGROUPS}, got {o.threads_per_warp!r}")
        if not isinstance(o.max_spill_bytes, int) or o.max_spill_bytes < 0:
            raise ValueError(f"max_spill_bytes must be a non-negative int, got {o.max_spill_bytes!r}")
        return o.replace(grf_mode=str(o.grf_mode))

    def add_stages(self, stages: dict, options: XPUOptions, target: Target | None = None) -> None:
        from .spirv import llir_to_spv
        tgt = (lambda meta: target) if target is not None else _stage_target
        stages["ttgir"] = lambda src, meta: _gpu().make_ttgir(src, meta, options, _gpu_target(tgt(meta), options))
        stages["llir"] = lambda src, meta: _gpu().make_llir(src, meta, options, _gpu_target(tgt(meta), options))
        stages["spv"] = lambda src, meta: llir_to_spv(src, meta)
        if target is None or target.arch != GENERIC:
            stages["zebin"] = lambda src, meta: _zebin(src, meta, tgt(meta), options)

    def specializations(self) -> list[SpecializationRule]:
        """`memory_4gb`: the device memory a pointer argument reaches spans under 4 GiB. ocloc's
        default for devices before pvc is 32-bit surface-relative ("stateful") addressing, which is
        wrong for larger buffers; a kernel is built that way only when every pointer argument has
        this fact, otherwise with 64-bit addressing (as Intel's backend keys kernels on 32-bit-safe
        pointers). Compiled ahead of time without facts, a kernel is safe for any size."""
        return [SpecializationRule("memory_4gb", "memory", 2**32)]

    def hash(self) -> str:
        """LLVM's version only: the key must be computable where ocloc is absent, so that a cached
        zebin loads on a machine with no compiler. The ocloc that built a zebin is in its metadata,
        and `cache_valid` rejects the entry where a different ocloc is installed."""
        from .spirv import toolchain_hash as spv_hash
        return f"xpu-{spv_hash()}"

    def cache_valid(self, metadata: dict) -> bool:
        """Whether a cached entry is still what compiling would give: a zebin built by another ocloc
        than the one installed is rebuilt; with no ocloc installed it is used as it is."""
        built_by = metadata.get("ocloc_hash")
        if not built_by:
            return True
        try:
            from .zebin import toolchain_hash as ocloc_hash
            return ocloc_hash() == built_by
        except Exception:  # noqa: BLE001 - no ocloc here: the cached binary is all there is
            return True


def _stage_target(metadata: dict) -> Target:
    _, _, arch = str(metadata.get("target", "")).partition(":")
    return Target("xpu", normalize_arch(arch), 16)


def _gpu():
    from ...codegen import gpu
    return gpu


def _gpu_target(target: Target, options: XPUOptions):
    from ...codegen.gpu.opencl import opencl_target
    return opencl_target(target.arch, options.threads_per_warp)


def _zebin(spv: bytes, metadata: dict, target: Target, options: XPUOptions) -> bytes:
    from .zebin import spv_to_zebin, toolchain_hash
    # pvc zebins carry 64-bit (stateless) accesses either way (measured): the option only matters before pvc
    small = target.arch in STATELESS_DEVICES or all("memory_4gb" in f for f in metadata.get("pointer_facts", [[]]))
    binary = spv_to_zebin(spv, target.arch, metadata, grf_mode=options.grf_mode,
                          max_spill_bytes=options.max_spill_bytes, large_buffers=not small)
    metadata["ocloc_hash"] = toolchain_hash()
    return binary
