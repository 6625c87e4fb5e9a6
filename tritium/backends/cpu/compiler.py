"""The CPU backend: ttir -> llir -> asm -> obj with LLVM (through llvmlite), for a CPU target:
`cpu:host` (the default) or a named one (targets.py: `cpu:x86-64-v3`, `cpu:aarch64`, ...).

`llir` is the lowered kernel after LLVM's -O3 pipeline, `asm` its x86/AArch64 assembly, `obj` the
relocatable object file that the driver loads in-process (when this machine can run it). The host
CPU's name and features are part of `hash()`, so a `cpu:host` cache entry is never loaded on a
machine that cannot run it; the target itself is part of every cache key.
"""
from __future__ import annotations

import functools
import re
import struct

from ...codegen.llvm import LLVM_LOCK, locked  # noqa: F401 - LLVM_LOCK: the driver takes it
from ..base import Backend, Options, SpecializationRule, Target
from .targets import describe, llvm, normalize, toolchain  # (llvm: llvmlite.binding, imported on first use)


class CPUOptions(Options):
    num_threads: int | None = None  # launch-time: threads running the grid (default: all cores)
    opt_level: int = 3
    unroll_loops: bool = False
    # the bounds sanitizer (every load and store checked against its argument's memory): None
    # follows `debug` (tritium's @jit launches, `tritium run --sanitize`); triton.compile() with
    # Triton's options dict sets False, where Triton's `debug` means device asserts only (torch's
    # Inductor passes debug=True for its indexing asserts)
    sanitize: bool | None = None


def host() -> dict:
    """This machine's target description (`cpu:host`; see targets.describe)."""
    return describe("host")


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
def _init_llvm() -> None:
    """Every target LLVM was built with (x86 and AArch64 at least): cross-compiling needs more than
    the native one."""
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()


@functools.lru_cache(maxsize=None)
def target_machine(arch: str = "host", opt: int = 3):
    """The LLVM machine that generates code for the CPU target `arch` (position-independent: the
    driver's JIT linker and shared libraries alike can load the object)."""
    _init_llvm()
    t = describe(arch)
    return llvm.Target.from_triple(t["triple"]).create_target_machine(
        cpu=t["cpu"], features=t["features"], opt=opt, reloc="pic", codemodel="default")


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
def make_llir(ttir: str, metadata: dict, options: CPUOptions, arch: str = "host") -> str:
    from ...codegen.cpu.lowering import lower_module
    from ...ir import parse_ir
    from ...passes.pointer_offsets import pointer_offsets
    module = parse_ir(ttir) if isinstance(ttir, str) else ttir
    pointer_offsets(module)  # CPU only: carried pointer tiles -> fixed tile + scalar offset (stack buffers)
    # debug: the sanitizer checks every memory access against its argument's bounds (sanitizer.py)
    sanitize = options.debug if options.sanitize is None else options.sanitize
    text, meta = lower_module(module, describe(arch), sanitize=bool(sanitize))
    metadata.update(meta)
    metadata["shared"] = meta["stack_bytes"]
    m = optimize(text, target_machine(arch, options.opt_level), options)
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
    return host()["vector_registers"]


@locked
def make_asm(llir: str, metadata: dict, options: CPUOptions, arch: str = "host") -> str:
    asm = target_machine(arch, options.opt_level).emit_assembly(_module(llir))
    metadata["n_spills"] = len(re.findall(r"(?:Spill|Folded Reload)", asm))
    metadata["n_regs"] = describe(arch)["vector_registers"]
    return asm


@locked
def make_obj(llir: str, metadata: dict, options: CPUOptions, arch: str = "host") -> bytes:
    obj = target_machine(arch, options.opt_level).emit_object(_module(llir))
    # functions the object calls outside itself (libm, libmvec, compiler runtime): the driver
    # resolves them by name when it loads the object. Read from the object, since code generation
    # adds calls the IR does not declare (__extendhfsf2 and fmaf without F16C and FMA, memset)
    # and assembly syntax differs by architecture.
    externs = undefined_symbols(obj)
    if externs is not None:
        metadata["externs"] = externs
    return obj


def undefined_symbols(obj: bytes) -> list[str] | None:
    """The global symbols an ELF64 little-endian object (x86-64, AArch64) uses but does not define;
    None for another format (the lowering's list of the functions it calls stays)."""
    if obj[:6] != b"\x7fELF\x02\x01":
        return None
    shoff, = struct.unpack_from("<Q", obj, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", obj, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", obj, shoff + i * shentsize) for i in range(shnum)]
    out = set()
    for _, kind, _, _, off, size, link, _, _, entsize in sections:
        if kind != 2:  # SHT_SYMTAB
            continue
        strtab = sections[link][4]
        for k in range(off, off + size, entsize):
            name, info, _, shndx = struct.unpack_from("<IBBH", obj, k)
            if name and shndx == 0 and info >> 4 in (1, 2):  # undefined, STB_GLOBAL or STB_WEAK
                out.add(obj[strtab + name:obj.index(b"\0", strtab + name)].decode())
    return sorted(out - {"_GLOBAL_OFFSET_TABLE_"})  # the linker's own, not a function to resolve


GPU_ONLY = {"num_warps", "num_stages", "num_ctas"}


class CPUBackend(Backend):
    name = "cpu"
    binary_ext = "o"
    binary_stage = "obj"
    options_class = CPUOptions

    def aot_hooks(self):
        from .aot import HOOKS  # (exports only: a launch never imports it)
        return HOOKS

    def check_metadata(self, meta: dict) -> None:
        """Also the fields the CPU driver sizes memory and threads by: every argument type one it
        can pass, the job block's counters where the grid entry expects them, a stack a thread can
        have, symbol names."""
        super().check_metadata(meta)
        from ...codegen.cpu.grid_entry import ranges_offset
        from ..base import require_metadata as need
        from .driver import _arg_format
        types = meta.get("arg_types") or []
        try:
            _arg_format(types)
        except (KeyError, TypeError, AttributeError):
            raise ValueError(f"metadata field arg_types {types!r}") from None
        san = meta.get("sanitizer")
        need(san is None or isinstance(san, dict) and san.get("bounds_table") == len(types), f"sanitizer {san!r}")
        if "omp_ranges" in meta:
            need(meta["omp_ranges"] == ranges_offset(len(types) + bool(san)), f"omp_ranges {meta['omp_ranges']!r}")
        v = meta.get("stack_bytes")
        need(v is None or type(v) is int and 0 <= v <= 1 << 30, f"stack_bytes {v!r}")
        from .policy import read_work  # (what the launch policy sizes teams by)
        need("work" not in meta or read_work(meta["work"]) is not None, f"work {meta.get('work')!r}")
        for field in ("entry", "omp_entry"):
            v = meta.get(field)
            need(v is None or isinstance(v, str) and v.isascii() and v.isprintable(), f"{field} {v!r}")
        # the two entry points take different arguments: each must be the one its field names
        # (lowering names them <kernel>_grid and <kernel>_omp)
        entry, omp = meta.get("entry"), meta.get("omp_entry")
        need(entry is None or entry.endswith("_grid"), f"entry {entry!r}")
        base = entry[:-5] if entry else str(meta.get("name"))
        need(omp is None or omp == base + "_omp", f"omp_entry {omp!r}")
        ext = meta.get("externs", [])
        need(isinstance(ext, list) and all(isinstance(x, str) for x in ext), "externs")
        need(isinstance(meta.get("debug_sites", []), list), "debug_sites")

    def supports(self, target: Target) -> bool:
        return target.backend == "cpu"

    def parse_options(self, opts: dict) -> Options:
        # GPU-only launch options (num_warps, num_stages, num_ctas, maxnreg, ...) are accepted and
        # ignored: they do not change CPU code, so they do not split the cache either
        known = {k: v for k, v in opts.items() if k in CPUOptions._annotations and k not in GPU_ONLY}
        if not known.get("debug"):  # overflow checks need debug: without it the option changes nothing
            known.pop("sanitize_overflow", None)
        return CPUOptions(**known)

    def check_target(self, target: Target) -> Target:
        """'cpu', 'cpu:' -> cpu:host; 'cpu:x86_64' -> cpu:x86-64; an unknown name: ValueError."""
        return Target("cpu", normalize(target.arch), 1)

    def add_stages(self, stages: dict, options: CPUOptions, target: Target | None = None) -> None:
        # compile() passes the target; a caller that does not gets the one compile() records
        def arch(meta):
            return normalize(target.arch if target is not None else str(meta.get("target", "cpu:host")))
        # the stage functions are looked up when a stage runs (a test replaces them)
        stages["llir"] = lambda src, meta: make_llir(src, meta, options, arch(meta))
        stages["asm"] = lambda src, meta: make_asm(src, meta, options, arch(meta))
        stages["obj"] = ("llir", lambda src, meta: make_obj(src, meta, options, arch(meta)))

    def derive_artifact(self, name: str, kernel) -> bytes | None:
        """AOTInductor's 'so' and 'launcher.so' (nativert.py), linked when torch asks for them."""
        if name not in ("so", "launcher.so") or "obj" not in kernel.asm:
            return None
        from . import nativert
        if name == "so":
            return nativert.kernel_so(kernel.asm["obj"], kernel.metadata)
        src = kernel.src
        if src is None:
            raise nativert.NativeRTError(f"kernel {kernel.name}: its launcher for AOTInductor needs the signature it "
                                         "was compiled with (compile it through triton.compile or @jit)")
        return nativert.launcher_so(src.signature, kernel.metadata)

    def specializations(self) -> list[SpecializationRule]:
        return [SpecializationRule("aligned_64", "pointer", 64)]

    def hash(self) -> str:
        h = host()  # (host() and toolchain() come from the memo of this machine when there is one)
        from ... import knobs
        # knobs that change the code are keyed when set: how bf16 dots lower, when stores stream
        keyed = [(k, getattr(knobs.cpu, k)) for k in ("bf16_dot", "streaming_stores")]
        return f"cpu-{toolchain()}-{h['cpu']}-{h['features']}-{h['vector_math']}" + \
            "".join(f"-{k.replace('_', '')}={v}" for k, v in keyed if v)

