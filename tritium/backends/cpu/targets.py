"""The CPU targets the backend compiles for: `cpu:host` (this machine) and named ones that do not
depend on the build machine (`cpu:x86-64` ... `cpu:x86-64-v4`, `cpu:aarch64`), for objects that
run elsewhere (cross-compilation, ahead-of-time export).

A target's description is what the lowering and LLVM need: the triple and LLVM CPU name/features
(code generation), `vector_math` (which libmvec entry points transcendental functions call; None:
scalar libm), `lanes` (the lowering's vector width) and `vector_registers` (how many SIMD
registers the code may use: they size the dot's register block, codegen/cpu/dot_block.py, and say
what a kernel's `n_regs` means there). `requires` names the host CPU features a machine needs to
run the code, so the driver refuses an object this machine cannot execute.
"""
from __future__ import annotations

import functools
import os
from typing import NamedTuple


class _LLVM:
    """llvmlite.binding, imported on first use: describing this machine from the memo (a cache hit
    in a fresh process) needs no LLVM."""

    def __getattr__(self, name):
        import llvmlite.binding
        return getattr(llvmlite.binding, name)


llvm = _LLVM()

X86_MACHINES = ("x86_64", "AMD64")
ARM_MACHINES = ("aarch64", "arm64")


class CPUTarget(NamedTuple):  # (not a frozen dataclass: generating its methods costs ~1 ms per process)
    name: str  # the arch part of `cpu:<name>`
    triple: str  # LLVM target triple: the object's architecture and ABI (ELF, System V)
    cpu: str  # LLVM CPU name: the instructions LLVM may use and how it schedules them
    features: str  # LLVM features on top of `cpu` ("" for the x86-64 levels: the name implies them)
    vector_math: str | None  # libmvec ISA ("sse", "avx2", "avx512") or None: scalar libm calls
    lanes: int  # the lowering's vector width in elements (LLVM splits wider vectors into registers)
    vector_registers: int  # SIMD registers of the ISA (16 xmm/ymm, 32 zmm, 32 NEON v0-v31): size the dot's block
    machines: tuple  # platform.machine() values of the machines that can run the code
    requires: tuple = ()  # LLVM host CPU features those machines must have

    def describe(self) -> dict:
        d = self._asdict()
        del d["machines"], d["requires"]
        return d


_V2 = ("cx16", "popcnt", "sahf", "sse3", "ssse3", "sse4.1", "sse4.2")  # x86-64 psABI microarchitecture levels
_V3 = _V2 + ("avx", "avx2", "bmi", "bmi2", "f16c", "fma", "lzcnt", "movbe", "xsave")
_V4 = _V3 + ("avx512f", "avx512bw", "avx512cd", "avx512dq", "avx512vl")
_X86 = "x86_64-unknown-linux-gnu"

# The x86-64 levels assume glibc's libmvec (glibc >= 2.22) on the machine that runs the code: the
# build machine is not probed for it, since the object is meant to run elsewhere.
NAMED = {t.name: t for t in (
    CPUTarget("x86-64", _X86, "x86-64", "", None, 16, 16, X86_MACHINES),  # SSE2 only: libmvec needs SSE4
    CPUTarget("x86-64-v2", _X86, "x86-64-v2", "", "sse", 16, 16, X86_MACHINES, _V2),
    CPUTarget("x86-64-v3", _X86, "x86-64-v3", "", "avx2", 16, 16, X86_MACHINES, _V3),
    CPUTarget("x86-64-v4", _X86, "x86-64-v4", "", "avx512", 16, 32, X86_MACHINES, _V4),
    # glibc's AArch64 libmvec has other names (_ZGVnN4v_expf) and only exists from glibc 2.38, so
    # scalar libm calls; NEON is part of every AArch64 Linux machine, so nothing is required
    CPUTarget("aarch64", "aarch64-unknown-linux-gnu", "generic", "+neon", None, 16, 32, ARM_MACHINES),
)}
KNOWN = ("host",) + tuple(NAMED)
ALIASES = {"": "host", "x86_64": "x86-64", "amd64": "x86-64", "arm64": "aarch64"}


def normalize(arch) -> str:
    """`arch` ('host', 'x86-64-v3', 'x86_64', 'cpu:arm64', None) -> its name in KNOWN, or a
    ValueError listing the known targets (a typo must not compile for some other machine)."""
    given = "" if arch is None else str(arch).strip()
    given = given[4:] if given.lower().startswith("cpu:") else given
    name = ALIASES.get(given.lower(), given.lower())
    if name not in KNOWN:
        raise ValueError(f"unknown CPU target 'cpu:{given}'; known: {', '.join('cpu:' + k for k in KNOWN)}")
    return name


def _machine() -> str:
    if hasattr(os, "uname"):
        return os.uname().machine  # (what platform.machine() answers, without importing platform)
    import platform
    return platform.machine()


@functools.lru_cache(maxsize=None)
def _host() -> CPUTarget:
    """This machine: its own CPU name and features (the best code for it), libmvec if installed."""
    return _host_and_toolchain()[0]


@functools.lru_cache(maxsize=None)
def toolchain() -> str:
    """'llvmlite<version>-llvm<major.minor.patch>': the code generator (part of the backend's hash)."""
    return _host_and_toolchain()[1]


_CPUINFO_KEYS = ("vendor_id", "cpu family", "model", "model name", "stepping", "microcode", "flags",  # x86
                 "Features", "CPU implementer", "CPU architecture", "CPU variant", "CPU part", "CPU revision",  # arm
                 "isa", "uarch", "mvendorid", "marchid", "mimpid", "cpu")  # riscv, powerpc


def _cpu_identity() -> str | None:
    """This machine's CPU as the kernel reports it (the first processor of /proc/cpuinfo: vendor,
    model, microcode, feature flags), or None when that is unavailable or says no features."""
    lines = []
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
            for line in f:
                if not line.strip():
                    break  # the first processor's block: the others' read costs time for nothing
                k, sep, v = line.partition(":")
                if sep and k.strip() in _CPUINFO_KEYS:
                    lines.append(f"{k.strip()}:{v.strip()}")
    except OSError:
        return None
    if not any(x.startswith(("flags:", "Features:", "isa:")) for x in lines):
        return None
    return "\n".join(lines)


def _llvmlite_identity() -> str | None:
    """llvmlite's install, without importing it: its package path and its LLVM library's path, size
    and mtime (a reinstall or upgrade changes them); None when not found."""
    import importlib.util
    try:
        spec = importlib.util.find_spec("llvmlite")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.origin:
        return None
    binding = os.path.join(os.path.dirname(spec.origin), "binding")
    try:
        libs = sorted(n for n in os.listdir(binding) if n.startswith("libllvmlite"))
        stats = [os.stat(os.path.join(binding, n)) for n in libs]
    except OSError:
        return None
    if not libs:
        return None
    return ";".join(f"{binding}/{n}:{st.st_size}:{st.st_mtime_ns}" for n, st in zip(libs, stats))


def _memo_key() -> str | None:
    """What LLVM's answer about this machine depends on: the CPU (model, microcode, flags), the
    machine type, llvmlite's install, glibc (libmvec) and tritium's own sources (this code);
    None when any is unknown (then LLVM is asked)."""
    cpu, lib = _cpu_identity(), _llvmlite_identity()
    if cpu is None or lib is None:
        return None
    from ...store.cache import tritium_hash
    try:
        libc = os.confstr("CS_GNU_LIBC_VERSION") or ""
    except (ValueError, OSError, AttributeError):
        libc = ""
    from ...store.cache import sha256
    return sha256("\n".join([_machine(), cpu, lib, libc, tritium_hash()]).encode()).hexdigest()


def _from_memo(value) -> tuple[CPUTarget, str] | None:
    """A memo's (CPUTarget, toolchain), or None when it is not one (corrupt, another version)."""
    try:
        t, tool = value["target"], value["toolchain"]
        if not isinstance(t, dict) or set(t) != set(CPUTarget._fields):
            return None
        if not isinstance(tool, str) or not tool.startswith("llvmlite"):
            return None
        if not all(isinstance(t[k], str) for k in ("name", "triple", "cpu", "features")) or t["name"] != "host":
            return None
        if not all(type(t[k]) is int and t[k] > 0 for k in ("lanes", "vector_registers")):
            return None
        if t["vector_math"] not in (None, "sse", "avx2", "avx512"):
            return None
        if not (isinstance(t["machines"], list) and all(isinstance(m, str) for m in t["machines"])
                and t["requires"] == []):
            return None
        return CPUTarget(**{**t, "machines": tuple(t["machines"]), "requires": ()}), tool
    except (KeyError, TypeError, ValueError):
        return None


@functools.lru_cache(maxsize=None)
def _host_and_toolchain() -> tuple[CPUTarget, str]:
    """(this machine's CPUTarget, toolchain()): from the memo in the cache directory when it was
    made for this CPU, llvmlite and tritium, else from LLVM (and memoized)."""
    from ...store.cache import memo_dir, memo_read, memo_write
    memo = memo_dir()
    key = _memo_key() if memo is not None else None
    if key is None:
        memo = None
    got = _from_memo(memo_read(memo, "host-cpu", key)) if memo is not None else None
    if got is not None:
        return got
    import llvmlite
    t = _host_from_llvm()
    tool = f"llvmlite{llvmlite.__version__}-llvm{'.'.join(map(str, llvm.llvm_version_info))}"
    if memo is not None:
        memo_write(memo, "host-cpu", key, {"target": t._asdict(), "toolchain": tool})
    return t, tool


def _host_from_llvm() -> CPUTarget:
    """This machine as LLVM sees it."""
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    feats = llvm.get_host_cpu_features()
    on = {k for k, v in feats.items() if v}
    if "avx512f" in on:
        isa = "avx512"
    elif "avx2" in on:
        isa = "avx2"
    elif "sse4.1" in on:
        isa = "sse"
    else:
        isa = None
    from .compiler import c_library  # (compiler imports this module)
    if isa and c_library("mvec") is None:
        isa = None  # no glibc vector math library: LLVM intrinsics, scalarised to libm
    regs = 32 if "avx512f" in on or _machine() in ARM_MACHINES else 16
    return CPUTarget("host", llvm.get_process_triple(), llvm.get_host_cpu_name(), feats.flatten(), isa, 16, regs,
                     (_machine(),))


def target(arch) -> CPUTarget:
    name = normalize(arch)
    return _host() if name == "host" else NAMED[name]


def describe(arch) -> dict:
    """The lowering's target description: {name, triple, cpu, features, vector_math, lanes,
    vector_registers} (a new dict: callers may keep or change it)."""
    return target(arch).describe()


def cannot_run_here(arch) -> str | None:
    """Why code for `arch` cannot run on this machine, as a clause ('cannot run on this x86_64
    machine'), or None when it can."""
    t = target(arch)
    machine = _machine()
    if machine not in t.machines:
        return f"cannot run on this {machine} machine"
    if not t.requires:
        return None
    on = {k for k, v in llvm.get_host_cpu_features().items() if v}
    missing = [f for f in t.requires if f not in on]
    return f"cannot run on this {machine} CPU, which lacks {', '.join(missing)}" if missing else None


def runs_here(arch) -> bool:
    return cannot_run_here(arch) is None
