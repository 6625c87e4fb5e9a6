"""The xpu backend: ttir -> ttgir -> llir -> spv -> zebin, for Intel GPUs, and ttir -> ... -> spv for
any OpenCL device that takes SPIR-V (target `xpu:spirv`: Intel's CPU OpenCL runtime included).

`ttgir` and `llir` come from the shared GPU lowering (`tritium.codegen.gpu`) given an OpenCL SPIR-V
description of the device (`opencl.opencl_target`: subgroups of `threads_per_warp` lanes); `spv`
is LLVM's SPIR-V back end (spirv.py); `zebin` is Intel's offline compiler, with the register-file
mode decided here at compile time (zebin.py). Nothing here needs an Intel GPU.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from ..base import Backend, Options, SpecializationRule, Target, check_num_warps

GENERIC = "spirv"  # the arch whose binary is the SPIR-V itself (JIT-compiled by the OpenCL driver)
GRF_MODES = ("default", "128", "256", "auto")
SUBGROUPS = (8, 16, 32)
# devices this ocloc (intel-opencl-icd 22.43) compiles for, when it cannot be asked
_KNOWN_WITHOUT_OCLOC = ("pvc", "dg2")


@dataclass(frozen=True)
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
IGNORED_OPTIONS = frozenset({"num_threads", "maxnreg", "matrix_instr_nonkdim", "waves_per_eu", "kpack",
                             "sanitize_overflow", "launch_cooperative_grid", "ir_override", "unroll_loops",
                             "opt_level"})


def known_archs() -> tuple:
    """`spirv` and every device name the installed ocloc compiles for."""
    try:
        from .zebin import known_devices
        devices = tuple(known_devices())
    except Exception:  # noqa: BLE001 - no ocloc: its usual devices (compiling then says what is missing)
        devices = _KNOWN_WITHOUT_OCLOC
    return (GENERIC,) + tuple(d for d in devices if d != GENERIC)


def normalize_arch(arch) -> str:
    a = str(arch).strip().lower()
    if a == GENERIC or (a.startswith("0x") and len(a) > 2):
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

    def supports(self, target: Target) -> bool:
        return target.backend == "xpu"

    def check_target(self, target: Target) -> Target:
        if target.arch in (None, ""):
            raise ValueError("target 'xpu' needs an architecture when no xpu device is usable here: name one, "
                             "e.g. target='xpu:pvc' (Data Center GPU Max), 'xpu:dg2' (Arc A-series), "
                             "'xpu:spirv' (SPIR-V for any OpenCL device)")
        return Target("xpu", normalize_arch(target.arch), target.warp_size if target.warp_size > 1 else 16)

    def parse_options(self, opts: dict) -> Options:
        fields = {f.name for f in dataclasses.fields(XPUOptions)}
        unknown = set(opts) - fields - IGNORED_OPTIONS
        if unknown:
            raise KeyError(f"backend xpu: unknown options {sorted(unknown)}")
        o = XPUOptions(**{k: v for k, v in opts.items() if k in fields})
        check_num_warps(o.num_warps)
        if str(o.grf_mode) not in GRF_MODES:
            raise ValueError(f"grf_mode must be one of {', '.join(GRF_MODES)}, got {o.grf_mode!r}")
        if o.threads_per_warp not in SUBGROUPS:
            raise ValueError(f"threads_per_warp (the subgroup size) must be one of {SUBGROUPS}, got {o.threads_per_warp!r}")
        if o.num_warps * o.threads_per_warp > 1024:
            raise ValueError(f"num_warps={o.num_warps} x threads_per_warp={o.threads_per_warp} exceeds 1024 "
                             "work-items per group")
        if not isinstance(o.max_spill_bytes, int) or o.max_spill_bytes < 0:
            raise ValueError(f"max_spill_bytes must be a non-negative int, got {o.max_spill_bytes!r}")
        return dataclasses.replace(o, grf_mode=str(o.grf_mode))

    def add_stages(self, stages: dict, options: XPUOptions, target: Target | None = None) -> None:
        from .spirv import llir_to_spv
        tgt = (lambda meta: target) if target is not None else _stage_target
        stages["ttgir"] = lambda src, meta: _gpu().make_ttgir(src, meta, options, _gpu_target(tgt(meta), options))
        stages["llir"] = lambda src, meta: _gpu().make_llir(src, meta, options, _gpu_target(tgt(meta), options))
        stages["spv"] = lambda src, meta: llir_to_spv(src, meta)
        if target is None or target.arch != GENERIC:
            stages["zebin"] = lambda src, meta: _zebin(src, meta, tgt(meta), options)

    def specializations(self) -> list[SpecializationRule]:
        # Intel's backend compiles 32-bit offsets when a buffer is under 2 GB; here offsets are
        # 64-bit, and the common facts (16-divisible ints, 16-aligned pointers) drive vectorisation
        return []

    def hash(self) -> str:
        from .spirv import toolchain_hash as spv_hash
        try:
            from .zebin import toolchain_hash as ocloc_hash
            ocloc = ocloc_hash()
        except Exception:  # noqa: BLE001 - no ocloc: spv-only compiles still have a key
            ocloc = "ocloc-missing"
        return f"xpu-{spv_hash()}-{ocloc}"


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
    from .zebin import spv_to_zebin
    return spv_to_zebin(spv, target.arch, metadata, grf_mode=options.grf_mode, max_spill_bytes=options.max_spill_bytes)
