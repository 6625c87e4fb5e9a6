"""The CUDA toolchain stages: LLVM IR text -> PTX (LLVM's NVPTX back end, through llvmlite) -> cubin
(NVIDIA's `ptxas`). Both run on machines without a GPU.

- `llir_to_ptx` parses and verifies the module before any code generation (llvmlite's LLVM is built
  with assertions: a malformed module reaching the back end would abort the process), links
  libdevice only when the module calls `__nv_*` functions, internalises everything but the kernels,
  runs LLVM's -O3 pipeline and prints PTX. A call LLVM did not recognise as an intrinsic comes out
  as `.extern .func llvm.*`, which ptxas rejects with an unhelpful message: it is reported here.
- `ptx_to_cubin` runs `ptxas -v` and records registers, spills, stack and shared memory; on failure
  the PTX stays on disk and the error carries a command that reproduces it.

`ptxas` comes from `$TRITIUM_PTXAS` / `$TRITON_PTXAS_PATH`, the `nvidia-cuda-nvcc` wheel, `$CUDA_HOME`
or `PATH`, in that order. The PTX ISA version follows the ptxas found (as Triton does), capped at the
newest one LLVM knows, so the PTX is always one this ptxas accepts.
"""
from __future__ import annotations

import functools
import importlib.util
import os
import re
import shlex
import shutil
import struct
import subprocess
import tempfile

from ... import knobs
from ...codegen.llvm import locked
from ..base import BackendCompileError
from ...errors import PTXASError as _RuntimePTXASError

TRIPLE = "nvptx64-nvidia-cuda"
LLVM_MAX_PTX = 90  # the newest PTX ISA LLVM 22's NVPTX back end knows (+ptx90)
# the oldest PTX ISA each architecture exists in (PTX ISA release notes)
MIN_PTX = {75: 63, 80: 70, 86: 71, 87: 74, 89: 78, 90: 78, "90a": 80, 100: 86, "100a": 86, 103: 88,
           "103a": 88, 120: 87, "120a": 87}
INSTALL_HINT = ("install it with `pip install nvidia-cuda-nvcc` (or `pip install 'tritium[cuda]'`), "
                "or set CUDA_HOME to a CUDA toolkit")


class ToolchainError(RuntimeError):
    """A tool the CUDA backend needs (ptxas, libdevice) is missing or unusable."""


class LLIRError(BackendCompileError):
    """The LLVM IR given to the ptx stage is malformed, or LLVM produced PTX that cannot assemble."""


class PTXASError(_RuntimePTXASError):
    """ptxas rejected the PTX; the message holds its output and a command that reproduces it."""


# ------------------------------------------------------------------------------ finding tools
def _wheel_dirs() -> list[str]:
    """Roots of the `nvidia` namespace package (pip wheels put the CUDA tools under it)."""
    try:
        spec = importlib.util.find_spec("nvidia")
    except (ImportError, ValueError):
        return []
    return list(spec.submodule_search_locations or []) if spec is not None else []


# where each wheel generation puts its files, relative to `nvidia/`
_WHEEL_BIN = ("cu13/bin", "cuda_nvcc/bin", "cu12/bin")
_WHEEL_LIBDEVICE = ("cu13/nvvm/libdevice", "cuda_nvcc/nvvm/libdevice", "cu12/nvvm/libdevice")


def _executable(path: str | None) -> bool:
    return bool(path) and os.path.isfile(path) and os.access(path, os.X_OK)


def find_ptxas() -> str:
    """Path of the ptxas to use, or ToolchainError saying how to get one."""
    path = knobs.nvidia.ptxas  # TRITIUM_PTXAS, TRITON_PTXAS_PATH
    if path:
        if not _executable(path):
            found = knobs.nvidia_knobs.ptxas.environ()
            where = f"${found[0]}" if found is not None and found[1] == path else "knobs.nvidia.ptxas"
            raise ToolchainError(f"{where} is {path!r}, which is not an executable ptxas")
        return path
    candidates = [os.path.join(root, sub, "ptxas") for root in _wheel_dirs() for sub in _WHEEL_BIN]
    for var in ("CUDA_HOME", "CUDA_PATH"):
        if os.environ.get(var):
            candidates.append(os.path.join(os.environ[var], "bin", "ptxas"))
    candidates.append(shutil.which("ptxas"))
    for path in candidates:
        if _executable(path):
            return path
    raise ToolchainError(f"the CUDA backend needs NVIDIA's ptxas, which was not found: {INSTALL_HINT}")


def find_nvdisasm() -> str | None:
    """Path of NVIDIA's nvdisasm (SASS from a cubin; `pip install nvidia-cuda-nvdisasm`), or None."""
    candidates = [os.path.join(root, sub, "nvdisasm") for root in _wheel_dirs() for sub in _WHEEL_BIN]
    for var in ("CUDA_HOME", "CUDA_PATH"):
        if os.environ.get(var):
            candidates.append(os.path.join(os.environ[var], "bin", "nvdisasm"))
    candidates.append(shutil.which("nvdisasm"))
    return next((p for p in candidates if _executable(p)), None)


def sass(cubin: bytes, encodings: bool = False) -> str:
    """The cubin's machine code as text (nvdisasm -c; with `encodings`, -hex: each instruction's two
    64-bit words as comments, the second holding its scheduling controls); ToolchainError without
    nvdisasm."""
    tool = find_nvdisasm()
    if tool is None:
        raise ToolchainError("disassembling a cubin needs NVIDIA's nvdisasm: pip install nvidia-cuda-nvdisasm")
    with tempfile.TemporaryDirectory(prefix="tritium-sass-") as d:
        path = os.path.join(d, "kernel.cubin")
        with open(path, "wb") as f:
            f.write(cubin)
        p = subprocess.run([tool, *(["-hex"] if encodings else []), "-c", path], capture_output=True, text=True)
    if p.returncode != 0:
        raise ToolchainError(f"nvdisasm failed: {_head(p.stderr or p.stdout)}")
    return p.stdout


def find_libdevice() -> str | None:
    """Path of libdevice.10.bc (the CUDA math library as LLVM bitcode), or None."""
    dirs = [os.path.join(root, sub) for root in _wheel_dirs() for sub in _WHEEL_LIBDEVICE]
    for var in ("CUDA_HOME", "CUDA_PATH"):
        if os.environ.get(var):
            dirs.append(os.path.join(os.environ[var], "nvvm", "libdevice"))
    ptxas = shutil.which("ptxas")
    if ptxas:  # a toolkit on PATH: <toolkit>/bin/ptxas -> <toolkit>/nvvm/libdevice
        dirs.append(os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(ptxas))), "nvvm", "libdevice"))
    for d in dirs:
        path = os.path.join(d, "libdevice.10.bc")
        if os.path.isfile(path):
            return path
    return None


@functools.lru_cache(maxsize=None)
def _ptxas_version_of(path: str) -> str:
    """The version of the ptxas at `path`: from the memo in the cache directory when it was read
    from this very file (path, size, modification time), else from `ptxas --version` (a 25-ms
    subprocess in every process that compiles, Inductor's compile workers each included)."""
    from ...store.cache import memo_dir, memo_read, memo_write
    memo = memo_dir()
    try:
        st = os.stat(path)
        key = f"{os.path.realpath(path)}:{st.st_size}:{st.st_mtime_ns}"
    except OSError:
        memo = key = None
    got = memo_read(memo, "ptxas-version", key) if memo is not None else None
    if isinstance(got, str) and re.fullmatch(r"\d+\.\d+ V[\w.]+", got):
        return got
    version = _run_ptxas_version(path)
    if memo is not None:
        memo_write(memo, "ptxas-version", key, version)
    return version


def _run_ptxas_version(path: str) -> str:
    try:
        out = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=60)
    except OSError as e:
        raise ToolchainError(f"cannot run ptxas at {path}: {e}") from None
    m = re.search(r"release (\d+)\.(\d+), (V[\w.]+)", out.stdout)
    if out.returncode != 0 or not m:
        raise ToolchainError(f"{path} --version did not print a CUDA release: {(out.stdout + out.stderr).strip()!r}")
    return f"{m.group(1)}.{m.group(2)} {m.group(3)}"


def ptxas_version() -> str:
    """'13.5 V13.5.37' for the ptxas in use (ToolchainError if there is none)."""
    return _ptxas_version_of(find_ptxas())


def ptx_version_for(cuda_release: str) -> int:
    """The newest PTX ISA (as 90 for 9.0) a ptxas of this CUDA release accepts (Triton's table)."""
    major, minor = (int(x) for x in cuda_release.split(".")[:2])
    if major >= 13:
        return 90 + (major - 13) * 10 + minor
    if major == 12:
        return 80 + minor if minor < 6 else 80 + minor - 1
    if major == 11:
        return 70 + minor
    return 63 + minor


def ptx_version(arch) -> int:
    """The PTX ISA version to emit for `arch`: the newest both ptxas and LLVM know. Without a ptxas
    (PTX only, assembled elsewhere) it is the newest LLVM knows."""
    try:
        release = ptxas_version().split()[0]
    except ToolchainError:
        version = LLVM_MAX_PTX
    else:
        version = min(LLVM_MAX_PTX, ptx_version_for(release))
    need = MIN_PTX.get(arch, 0)
    if version < need:
        raise ToolchainError(f"sm_{arch} needs PTX ISA {need // 10}.{need % 10}, newer than the ptxas found "
                             f"({find_ptxas()}, CUDA {ptxas_version()}) or LLVM accept: {INSTALL_HINT}")
    return version


@functools.lru_cache(maxsize=None)
def toolchain_hash() -> str:
    """Versions of everything that shapes a cubin: llvmlite, its LLVM, ptxas (or 'ptxas-missing',
    so that a hash can be computed before ptxas is installed; compiling then raises)."""
    import llvmlite
    import llvmlite.binding as llvm
    try:
        ptxas = ptxas_version().replace(" ", "-")
    except ToolchainError:
        ptxas = "missing"
    return f"cuda-llvmlite{llvmlite.__version__}-llvm{'.'.join(map(str, llvm.llvm_version_info))}-ptxas{ptxas}"


# ------------------------------------------------------------------------------------ llir -> ptx
def sm_name(arch) -> str:
    return f"sm_{arch}"


@functools.lru_cache(maxsize=None)
def _target_machine(arch, ptx: int, opt_level: int):
    import llvmlite.binding as llvm
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    target = llvm.Target.from_triple(TRIPLE)
    return target.create_target_machine(cpu=sm_name(arch), features=f"+ptx{ptx}", opt=opt_level)


@functools.lru_cache(maxsize=1)
def _libdevice_bitcode(path: str) -> bytes:
    with open(path, "rb") as f:
        return f.read()


@functools.lru_cache(maxsize=256)
def _libdevice_subset(path: str, names: tuple, triple: str, data_layout: str) -> bytes:
    """Bitcode of the libdevice functions `names` and what they call: parsing all of libdevice for
    each kernel took 16 ms of its PTX stage, and making a subset 34 ms; kernels mostly call the same
    few. Kept in this process, and in the cache directory's memo (checked before LLVM reads it) for
    the next ones (Inductor's compile workers)."""
    import llvmlite
    import llvmlite.binding as llvm

    from ...store.cache import memo_blob_read, memo_blob_write, memo_dir, sha256, tritium_hash
    memo = memo_dir()
    try:
        st = os.stat(path)
        name = "libdevice/" + sha256("\0".join([
            os.path.realpath(path), str(st.st_size), str(st.st_mtime_ns), llvmlite.__version__,
            ".".join(map(str, llvm.llvm_version_info)), tritium_hash(), triple, data_layout, *names]).encode()).hexdigest()
    except OSError:
        memo = name = None
    data = memo_blob_read(memo, name) if memo is not None else None
    if data is not None:
        return data  # (sealed, so ours; llir_to_ptx makes one its LLVM cannot read again)
    data = _make_libdevice_subset(path, names, triple, data_layout)
    if memo is not None:
        memo_blob_write(memo, name, data)
    return data


def _make_libdevice_subset(path: str, names: tuple, triple: str, data_layout: str) -> bytes:
    import llvmlite.binding as llvm
    lib = llvm.parse_bitcode(_libdevice_bitcode(path))
    lib.triple, lib.data_layout = triple, data_layout  # libdevice says nvptx64-nvidia-gpulibs
    wanted = set(names)
    for f in lib.functions:
        if not f.is_declaration and f.name not in wanted:
            f.linkage = "internal"
    pm = llvm.create_new_module_pass_manager()
    pm.add_global_dead_code_eliminate_pass()
    pm.run(lib, llvm.create_pass_builder(_target_machine("90", ptx_version("90"), 0),
                                         llvm.create_pipeline_tuning_options(speed_level=0)))
    return lib.as_bitcode()


_DEFINE_RE = re.compile(r"define\b([^@\n]*)@(\"[^\"]+\"|[-\w.$]+)\s*\(")


def kernel_names(llir: str) -> list[str]:
    """Names of the `ptx_kernel` functions defined in an LLVM IR text (only `define` lines are read:
    a regex over the whole text costs ~2 ms for a matmul)."""
    out = []
    for chunk in ("\n" + llir).split("\ndefine ")[1:]:
        m = _DEFINE_RE.match("define " + chunk[:chunk.find("\n")] if "\n" in chunk else "define " + chunk)
        if m and "ptx_kernel" in m.group(1).split():
            out.append(m.group(2).strip('"'))
    return out


# The optimisation pipeline of kernels that call no libdevice function. LLVM's O3 pipeline took ~36 ms
# of CPU for the tutorial matmul and gave 744 SASS instructions; these scalar clean-ups (the lowering
# already hoists loop invariants and the pipeliner schedules the loop; ptxas does the rest) take ~20 ms
# and gave 688. Kernels that link libdevice keep O3: its always-inline bodies need inlining, NVVM
# reflection folding and dead-function removal that O3 brings.
_SCALAR_PASSES = ("sroa", "instruction_combine", "simplify_cfg", "new_gvn", "instruction_combine",
                  "aggressive_dce", "simplify_cfg", "global_dead_code_eliminate")
# Integer poison flags that instcombine infers (no use after it here): NVPTX's straight-line strength
# reduction spends most of code generation proving things about them (40-57 ms of ~60-70 ms for the
# matmul, in ScalarEvolution's poison checks); without them codegen took ~35 ms and gave 696 SASS
# instructions instead of 744. Dropping a poison flag only makes a program more defined.
_POISON_FLAGS = re.compile(r"(?<== )(add|sub|mul|shl|or|trunc|zext|sext|lshr|ashr|udiv|sdiv)((?: nuw| nsw| disjoint| exact| nneg)+)")


def _optimise(mod, tm, opt_level: int, linked_libdevice: bool):
    """Run the optimisation pipeline on `mod`; returns the module to generate code from."""
    import llvmlite.binding as llvm
    pto = llvm.create_pipeline_tuning_options(speed_level=min(opt_level, 3))
    pb = llvm.create_pass_builder(tm, pto)
    if linked_libdevice or opt_level == 0:
        pb.getModulePassManager().run(mod, pb)
        return mod
    pm = llvm.create_new_module_pass_manager()
    for name in _SCALAR_PASSES:
        getattr(pm, f"add_{name}_pass")()
    pm.run(mod, pb)
    text = _POISON_FLAGS.sub(r"\1", str(mod))
    out = llvm.parse_assembly(text)
    out.triple, out.data_layout = mod.triple, mod.data_layout
    return out


def _head(msg: str) -> str:
    lines = [ln for ln in str(msg).splitlines() if ln.strip()]
    return "\n".join(lines[:6])


@locked
def llir_to_ptx(llir: str, arch, metadata: dict, opt_level: int = 3) -> str:
    """LLVM IR text (nvptx64-nvidia-cuda, `ptx_kernel` functions) -> PTX assembly for `sm_<arch>`."""
    import llvmlite.binding as llvm
    version = ptx_version(arch)
    tm = _target_machine(arch, version, opt_level)
    try:
        mod = llvm.parse_assembly(llir)
        mod.verify()
    except RuntimeError as e:  # llvmlite raises RuntimeError with LLVM's diagnostic
        raise LLIRError(f"the llir stage is not valid LLVM IR (nothing was compiled):\n{_head(e)}") from None
    kernels = kernel_names(llir)
    if not kernels:
        raise LLIRError("the llir stage defines no `ptx_kernel` function: nothing to launch")
    mod.triple = TRIPLE
    mod.data_layout = str(tm.target_data)
    libdevice_funcs = sorted(f.name for f in mod.functions if f.is_declaration and f.name.startswith("__nv_"))
    if libdevice_funcs:
        path = find_libdevice()
        if path is None:
            raise ToolchainError(f"the kernel calls {', '.join(libdevice_funcs[:4])} from CUDA's libdevice, "
                                 f"which was not found: {INSTALL_HINT}")
        subset = (path, tuple(libdevice_funcs), mod.triple, mod.data_layout)
        try:
            lib = llvm.parse_bitcode(_libdevice_subset(*subset))
        except RuntimeError:  # (a memo written by an LLVM that reads differently: made here again)
            lib = llvm.parse_bitcode(_make_libdevice_subset(*subset))
        mod.link_in(lib)
    keep = set(kernels)
    for f in mod.functions:  # only the kernels stay visible: LLVM then drops unused libdevice code
        if not f.is_declaration and f.name not in keep:
            f.linkage = "internal"
    mod = _optimise(mod, tm, opt_level, bool(libdevice_funcs))
    ptx = tm.emit_assembly(mod)
    _check_externs(ptx)
    metadata["ptx_version"] = version
    metadata["arch"] = str(arch)
    metadata.setdefault("name", kernels[0])
    return ptx


_EXTERN_RE = re.compile(r"^\s*\.extern\s+\.func\s+(?:\([^)]*\)\s*)?([\w.$]+)", re.M)
# external functions ptxas and the driver provide (device-side printf and assert)
_SYSTEM_FUNCS = {"vprintf", "__assertfail", "malloc", "free"}


def _check_externs(ptx: str) -> None:
    """A `.extern .func` that is not a CUDA system call cannot assemble: say which and why."""
    for name in _EXTERN_RE.findall(ptx):
        if name in _SYSTEM_FUNCS:
            continue
        if name.startswith("llvm."):
            raise LLIRError(f"LLVM does not know the intrinsic {name} (it became an external call that ptxas "
                            "rejects): check its name and overload suffix against LLVM 22's NVPTX intrinsics")
        raise LLIRError(f"the kernel calls {name}, which is defined nowhere (not in libdevice either)")


# ---------------------------------------------------------------------------------- ptx -> cubin
def _parse_verbose(out: str, name: str | None) -> dict:
    """ptxas -v output -> {n_regs, spill_stores, spill_loads, n_spills, local_bytes, static_shared}
    for the entry `name` (the first entry when None or absent)."""
    sections = re.split(r"ptxas info\s*:\s*(?:Compiling entry function|Function properties for) ", out)
    info = {}
    for sec in sections[1:]:
        m = re.match(r"'?([\w.$]+)'?", sec)
        if not m:
            continue
        entry = info.setdefault(m.group(1), {})
        if (m2 := re.search(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads", sec)):
            entry.update(local_bytes=int(m2[1]), spill_stores=int(m2[2]), spill_loads=int(m2[3]))
        if (m2 := re.search(r"Used (\d+) registers", sec)):
            entry["n_regs"] = int(m2[1])
        if (m2 := re.search(r"(\d+) bytes smem", sec)):
            entry["static_shared"] = int(m2[1])
    got = info.get(name) or next(iter(info.values()), {})
    out = {"n_regs": 0, "spill_stores": 0, "spill_loads": 0, "local_bytes": 0, "static_shared": 0}
    out.update(got)
    out["n_spills"] = out["spill_stores"] + out["spill_loads"]
    return out


def ptx_to_cubin(ptx: str, arch, metadata: dict, maxnreg: int | None = None, opt_level: int = 3) -> bytes:
    """PTX -> cubin for `sm_<arch>` with ptxas; ptxas's -v report goes into `metadata`."""
    ptxas = find_ptxas()
    name = metadata.get("name") or "kernel"
    safe = re.sub(r"[^\w.-]", "_", name)[:80] or "kernel"
    tmp = tempfile.mkdtemp(prefix="tritium-ptxas-")
    src, dst = os.path.join(tmp, f"{safe}.ptx"), os.path.join(tmp, f"{safe}.cubin")
    with open(src, "w") as f:
        f.write(ptx)
    cmd = [ptxas, "-v", "--gpu-name", sm_name(arch), f"-O{max(0, min(opt_level, 3))}"]
    if maxnreg:
        cmd += ["--maxrregcount", str(int(maxnreg))]
    cmd += [src, "-o", dst]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise PTXASError(f"ptxas did not run: {e}\n  reproduce: {shlex.join(cmd)}") from None
    if proc.returncode != 0 or not os.path.exists(dst):
        msg = (proc.stderr + proc.stdout).strip()
        raise PTXASError(f"ptxas failed (exit {proc.returncode}) for sm_{arch}:\n{msg}\n"
                         f"  reproduce: {shlex.join(cmd)}")  # tmp is kept: the command works as printed
    with open(dst, "rb") as f:
        cubin = f.read()
    shutil.rmtree(tmp, ignore_errors=True)
    metadata.update(_parse_verbose(proc.stdout + proc.stderr, name))
    metadata["ptxas_version"] = _ptxas_version_of(ptxas)
    metadata["arch"] = str(arch)
    return cubin


# ------------------------------------------------------------------------------------ cubin facts
def cubin_arch(cubin: bytes) -> str:
    """The SM a cubin is for, as '90', '90a', '100': from the ELF header (e_flags; the layout changed
    with ELF ABI version 8, CUDA 12.8+) and, for the arch-specific 'a' variants, which ABI v8 does not
    mark in e_flags, the `-arch sm_XXa` ptxas recorded in its `.note.nv.tkinfo`."""
    if cubin[:4] != b"\x7fELF" or struct.unpack_from("<H", cubin, 18)[0] != 190:
        raise ValueError("not a CUDA ELF (cubin)")
    abi = cubin[8]
    flags = struct.unpack_from("<I", cubin, 48)[0]
    if abi >= 8:
        sm, accel = (flags >> 8) & 0xFF, bool(flags & 0x8)
    else:
        sm, accel = flags & 0xFF, bool(flags & 0x800)
    m = re.search(rb"-arch sm_(\d+)([a-z]?)\b", cubin)
    if m and int(m.group(1)) == sm and m.group(2) == b"a":
        accel = True
    return f"{sm}{'a' if accel else ''}"
