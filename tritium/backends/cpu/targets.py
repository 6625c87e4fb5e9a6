"""The CPU targets the backend compiles for: `cpu:host` (this machine) and named ones that do not
depend on the build machine (`cpu:x86-64` ... `cpu:x86-64-v4`, `cpu:aarch64`), for objects that
run elsewhere (cross-compilation, ahead-of-time export).

A target's description is what the lowering and LLVM need: the triple and LLVM CPU name/features
(code generation), `vector_math` (which libmvec entry points transcendental functions call; None:
scalar libm), `lanes` and `dot_rows` (the lowering's vector width and register blocking) and
`vector_registers` (what a kernel's `n_regs` means there). `requires` names the host CPU features
a machine needs to run the code, so the driver refuses an object this machine cannot execute.
"""
from __future__ import annotations

import dataclasses
import functools
import platform
from dataclasses import dataclass

import llvmlite.binding as llvm

X86_MACHINES = ("x86_64", "AMD64")
ARM_MACHINES = ("aarch64", "arm64")


@dataclass(frozen=True)
class CPUTarget:
    name: str  # the arch part of `cpu:<name>`
    triple: str  # LLVM target triple: the object's architecture and ABI (ELF, System V)
    cpu: str  # LLVM CPU name: the instructions LLVM may use and how it schedules them
    features: str  # LLVM features on top of `cpu` ("" for the x86-64 levels: the name implies them)
    vector_math: str | None  # libmvec ISA ("sse", "avx2", "avx512") or None: scalar libm calls
    lanes: int  # the lowering's vector width in elements (LLVM splits wider vectors into registers)
    dot_rows: int  # rows of a dot product's register block: more registers, more rows
    vector_registers: int  # SIMD registers of the ISA (16 xmm/ymm, 32 zmm, 32 NEON v0-v31)
    machines: tuple  # platform.machine() values of the machines that can run the code
    requires: tuple = ()  # LLVM host CPU features those machines must have

    def describe(self) -> dict:
        d = dataclasses.asdict(self)
        del d["machines"], d["requires"]
        return d


_V2 = ("cx16", "popcnt", "sahf", "sse3", "ssse3", "sse4.1", "sse4.2")  # x86-64 psABI microarchitecture levels
_V3 = _V2 + ("avx", "avx2", "bmi", "bmi2", "f16c", "fma", "lzcnt", "movbe", "xsave")
_V4 = _V3 + ("avx512f", "avx512bw", "avx512cd", "avx512dq", "avx512vl")
_X86 = "x86_64-unknown-linux-gnu"

# The x86-64 levels assume glibc's libmvec (glibc >= 2.22) on the machine that runs the code: the
# build machine is not probed for it, since the object is meant to run elsewhere.
NAMED = {t.name: t for t in (
    CPUTarget("x86-64", _X86, "x86-64", "", None, 16, 4, 16, X86_MACHINES),  # SSE2 only: libmvec needs SSE4
    CPUTarget("x86-64-v2", _X86, "x86-64-v2", "", "sse", 16, 4, 16, X86_MACHINES, _V2),
    CPUTarget("x86-64-v3", _X86, "x86-64-v3", "", "avx2", 16, 4, 16, X86_MACHINES, _V3),
    CPUTarget("x86-64-v4", _X86, "x86-64-v4", "", "avx512", 16, 8, 32, X86_MACHINES, _V4),
    # glibc's AArch64 libmvec has other names (_ZGVnN4v_expf) and only exists from glibc 2.38, so
    # scalar libm calls; NEON is part of every AArch64 Linux machine, so nothing is required
    CPUTarget("aarch64", "aarch64-unknown-linux-gnu", "generic", "+neon", None, 16, 4, 32, ARM_MACHINES),
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


@functools.lru_cache(maxsize=None)
def _host() -> CPUTarget:
    """This machine: its own CPU name and features (the best code for it), libmvec if installed."""
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    feats = llvm.get_host_cpu_features()
    on = {k for k, v in feats.items() if v}
    if "avx512f" in on:
        isa, rows = "avx512", 8
    elif "avx2" in on:
        isa, rows = "avx2", 4
    elif "sse4.1" in on:
        isa, rows = "sse", 4
    else:
        isa, rows = None, 4
    from .compiler import c_library  # (compiler imports this module)
    if isa and c_library("mvec") is None:
        isa = None  # no glibc vector math library: LLVM intrinsics, scalarised to libm
    regs = 32 if "avx512f" in on or platform.machine() in ARM_MACHINES else 16
    return CPUTarget("host", llvm.get_process_triple(), llvm.get_host_cpu_name(), feats.flatten(), isa, 16, rows,
                     regs, (platform.machine(),))


def target(arch) -> CPUTarget:
    name = normalize(arch)
    return _host() if name == "host" else NAMED[name]


def describe(arch) -> dict:
    """The lowering's target description: {name, cpu, features, vector_math, lanes, dot_rows,
    triple, vector_registers} (a new dict: callers may keep or change it)."""
    return target(arch).describe()


def cannot_run_here(arch) -> str | None:
    """Why code for `arch` cannot run on this machine, as a clause ('cannot run on this x86_64
    machine'), or None when it can."""
    t = target(arch)
    machine = platform.machine()
    if machine not in t.machines:
        return f"cannot run on this {machine} machine"
    if not t.requires:
        return None
    on = {k for k, v in llvm.get_host_cpu_features().items() if v}
    missing = [f for f in t.requires if f not in on]
    return f"cannot run on this {machine} CPU, which lacks {', '.join(missing)}" if missing else None


def runs_here(arch) -> bool:
    return cannot_run_here(arch) is None
