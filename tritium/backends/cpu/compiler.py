"""The CPU backend: ttir -> llir -> asm -> obj with LLVM (through llvmlite), for the host CPU.

`llir` is the lowered kernel after LLVM's -O3 pipeline, `asm` its x86/AArch64 assembly, `obj` the
relocatable object file that the driver loads in-process. The host CPU's name and features are part
of `hash()`, so a cache entry is never loaded on a machine that cannot run it.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass

import llvmlite
import llvmlite.binding as llvm

from ...codegen.llvm import LLVM_LOCK, locked  # noqa: F401 - LLVM_LOCK: the driver takes it
from ..base import Backend, Options, SpecializationRule, Target


@dataclass(frozen=True)
class CPUOptions(Options):
    num_threads: int | None = None  # launch-time: threads running the grid (default: all cores)
    opt_level: int = 3
    unroll_loops: bool = False


@functools.lru_cache(maxsize=None)
def host() -> dict:
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    cpu = llvm.get_host_cpu_name()
    feats = llvm.get_host_cpu_features()
    flat = feats.flatten()
    on = {k for k, v in feats.items() if v}
    if "avx512f" in on:
        isa, lanes, rows = "avx512", 16, 8
    elif "avx2" in on:
        isa, lanes, rows = "avx2", 16, 4
    elif "sse4.1" in on:
        isa, lanes, rows = "sse", 16, 4
    else:
        isa, lanes, rows = None, 16, 4
    if isa and c_library("mvec") is None:
        isa = None  # no glibc vector math library: LLVM intrinsics, scalarised to libm
    return {"cpu": cpu, "features": flat, "vector_math": isa, "lanes": lanes, "dot_rows": rows,
            "triple": llvm.get_process_triple()}


_SONAMES = {"mvec": "libmvec.so.1", "m": "libm.so.6", "c": "libc.so.6", "gcc_s": "libgcc_s.so.1"}


@functools.lru_cache(maxsize=None)
def c_library(name: str):
    """A C library kernels may call into, opened once: by its usual soname (fast), else found by
    ctypes.util.find_library (which runs ldconfig); None when absent."""
    import ctypes
    import ctypes.util
    for path in (_SONAMES.get(name), ctypes.util.find_library(name)):
        if path:
            try:
                return ctypes.CDLL(path)
            except OSError:
                continue
    return None


@functools.lru_cache(maxsize=None)
def target_machine(opt: int = 3):
    h = host()
    target = llvm.Target.from_triple(h["triple"])
    return target.create_target_machine(cpu=h["cpu"], features=h["features"], opt=opt, reloc="pic",
                                        codemodel="default")


_last: dict = {}  # text -> module of the last llir: the asm and obj stages reuse it, unparsed


def _remember(text: str, m) -> str:
    _last.clear()
    _last[text] = m
    return text


def _module(text: str):
    """The module of an llir text: the one make_llir just built, or a parse (an overridden llir)."""
    m = _last.get(text)
    if m is None:
        m = llvm.parse_assembly(text)
        m.verify()
        _remember(text, m)
    return m


@locked
def make_llir(ttir: str, metadata: dict, options: CPUOptions) -> str:
    from ...codegen.cpu.lowering import lower_module
    from ...ir import parse_ir
    module = parse_ir(ttir) if isinstance(ttir, str) else ttir
    text, meta = lower_module(module, host())
    metadata.update(meta)
    metadata["shared"] = meta["stack_bytes"]
    m = optimize(text, target_machine(options.opt_level), options)
    return _remember(str(m), m)


def optimize(text: str, tm, options: CPUOptions):
    """LLVM's -O<opt_level> pipeline for the machine `tm` on lowered LLVM IR text -> module."""
    m = llvm.parse_assembly(text)
    m.triple = tm.triple
    m.data_layout = str(tm.target_data)
    m.verify()
    pto = llvm.create_pipeline_tuning_options(speed_level=options.opt_level)
    # The lowering already emits vector-wide loops with register-blocked bodies; LLVM's unroller
    # would triple the code (and the code generation time) for little gain.
    pto.loop_unrolling = options.unroll_loops
    pb = llvm.create_pass_builder(tm, pto)
    pb.getModulePassManager().run(m, pb)
    return m


def vector_registers() -> int:
    """The host's vector registers (what `n_regs` means for code running on this CPU)."""
    return 32 if host()["vector_math"] == "avx512" else 16


@locked
def make_asm(llir: str, metadata: dict, options: CPUOptions) -> str:
    asm = target_machine(options.opt_level).emit_assembly(_module(llir))
    metadata["n_spills"] = len(re.findall(r"(?:Spill|Folded Reload)", asm))
    metadata["n_regs"] = vector_registers()
    # functions the object calls outside itself (libm, libmvec, compiler runtime): the driver
    # resolves them by name when it loads the object
    metadata["externs"] = sorted(set(re.findall(r"([A-Za-z_][\w.$]*)@(?:PLT|GOTPCREL)", asm)))
    return asm


@locked
def make_obj(llir: str, metadata: dict, options: CPUOptions) -> bytes:
    return target_machine(options.opt_level).emit_object(_module(llir))


GPU_ONLY = {"num_warps", "num_stages", "num_ctas"}


class CPUBackend(Backend):
    name = "cpu"
    binary_ext = "o"
    binary_stage = "obj"
    options_class = CPUOptions

    def supports(self, target: Target) -> bool:
        return target.backend == "cpu"

    def parse_options(self, opts: dict) -> Options:
        # GPU-only launch options (num_warps, num_stages, num_ctas, maxnreg, ...) are accepted and
        # ignored: they do not change CPU code, so they do not split the cache either
        known = {k: v for k, v in opts.items() if k in CPUOptions.__dataclass_fields__ and k not in GPU_ONLY}
        return CPUOptions(**known)

    def add_stages(self, stages: dict, options: CPUOptions) -> None:
        stages["llir"] = lambda src, meta: make_llir(src, meta, options)
        stages["asm"] = lambda src, meta: make_asm(src, meta, options)
        stages["obj"] = ("llir", lambda src, meta: make_obj(src, meta, options))

    def specializations(self) -> list[SpecializationRule]:
        return [SpecializationRule("aligned_64", "pointer", 64)]

    def hash(self) -> str:
        h = host()
        return f"cpu-llvmlite{llvmlite.__version__}-llvm{'.'.join(map(str, llvm.llvm_version_info))}-" \
               f"{h['cpu']}-{h['features']}-{h['vector_math']}"

