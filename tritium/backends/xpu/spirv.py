"""The `spv` stage: LLVM IR text (spirv64-unknown-unknown, `spir_kernel`) -> a SPIR-V 1.4 binary,
by LLVM's SPIR-V back end through llvmlite.

LLVM's SPIR-V back end is younger than its NVPTX one and stops the whole process (`LLVM ERROR`,
abort) on what it cannot translate: a float atomic without its extension, a bf16 type, a rounding
mode intrinsic, an intrinsic an optimisation pass created that it has no rule for. A user's
process must survive a kernel that hits one, so code generation runs in a forked child (a few ms;
the parent holds the LLVM lock, so no other thread is inside LLVM when it forks): a child that dies
becomes a `SPIRVError` carrying LLVM's message, and the module is tried once more without the
optimisation passes before giving up. Where `fork` does not exist it runs in-process.

A function LLVM does not recognise as an OpenCL builtin becomes an import in the SPIR-V, which no
driver can resolve (a misspelled builtin fails only at load time, far from its cause): the binary's
Import linkage decorations are checked here.
"""
from __future__ import annotations

import functools
import os
import struct
import tempfile

from ...codegen.gpu.opencl import SPIRV_EXTENSIONS
from ...codegen.llvm import locked
from ..base import BackendCompileError

TRIPLE = "spirv64-unknown-unknown"
# LLVM IR clean-ups before code generation: the renderer keeps loop-carried values in stack slots
# (sroa makes them SSA); IGC and the CPU runtime optimise the rest. No instcombine or GVN: after
# either, Intel's CPU OpenCL runtime computed a 32x32x32 matmul (values live across the barriers of
# its K loop) wrongly, though the same SPIR-V without them and the simulator agree with NumPy
_PASSES = ("sroa", "simplify_cfg", "aggressive_dce")


class SPIRVError(BackendCompileError):
    """LLVM could not turn the llir stage into SPIR-V (or the SPIR-V imports unknown functions)."""


@functools.lru_cache(maxsize=None)
def _target_machine(opt: int):
    import llvmlite.binding as llvm
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    return llvm.Target.from_triple(TRIPLE).create_target_machine(opt=opt)


_OPTIONS_SET = []


def _enable_extensions() -> None:
    """SPIR-V extensions the renderer relies on (float atomics), set once per process: LLVM's
    command-line options reject a second occurrence."""
    if not _OPTIONS_SET:
        import llvmlite.binding as llvm
        llvm.set_option("", "--spirv-ext=" + ",".join("+" + e for e in SPIRV_EXTENSIONS))
        _OPTIONS_SET.append(True)


def _emit(llir: str, optimise: bool) -> bytes:
    import llvmlite.binding as llvm
    _enable_extensions()
    tm = _target_machine(2 if optimise else 0)
    mod = llvm.parse_assembly(llir)
    mod.verify()
    mod.triple = TRIPLE
    mod.data_layout = str(tm.target_data)
    if optimise:
        pb = llvm.create_pass_builder(tm, llvm.create_pipeline_tuning_options(speed_level=2))
        pm = llvm.create_new_module_pass_manager()
        for name in _PASSES:
            getattr(pm, f"add_{name}_pass")()
        pm.run(mod, pb)
    return tm.emit_object(mod)


def _in_child(fn, *args) -> bytes:
    """fn(*args) -> bytes, computed in a forked child; SPIRVError with its stderr if it fails or dies."""
    if not hasattr(os, "fork"):
        try:
            return fn(*args)
        except RuntimeError as e:
            raise SPIRVError(str(e)) from None
    with tempfile.TemporaryDirectory(prefix="tritium-spv-") as d:
        out, err = os.path.join(d, "out"), os.path.join(d, "err")
        pid = os.fork()
        if pid == 0:  # the child: nothing here may return into the parent's code
            code = 0
            try:
                import faulthandler
                faulthandler.disable()  # an expected abort: LLVM's message goes to the file, no traceback
                fd = os.open(err, os.O_WRONLY | os.O_CREAT, 0o600)
                os.dup2(fd, 2)
                data = fn(*args)
                with open(out, "wb") as f:
                    f.write(data)
            except BaseException as e:  # noqa: BLE001 - reported through the file
                try:
                    os.write(2, f"{type(e).__name__}: {e}".encode())
                finally:
                    code = 3
            os._exit(code)
        _, status = os.waitpid(pid, 0)
        if os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0 and os.path.exists(out):
            with open(out, "rb") as f:
                return f.read()
        with open(err, "rb") if os.path.exists(err) else open(os.devnull, "rb") as f:
            msg = f.read().decode(errors="replace").strip()
        how = f"signal {os.WTERMSIG(status)}" if os.WIFSIGNALED(status) else f"exit {os.WEXITSTATUS(status)}"
        lines = [ln for ln in msg.splitlines() if ln.strip()]
        raise SPIRVError("\n".join(lines[-6:]) or f"LLVM's SPIR-V back end stopped ({how}) without a message")


def imports(spv: bytes) -> list[str]:
    """Names the SPIR-V module imports (OpDecorate <id> LinkageAttributes "<name>" Import)."""
    words = struct.unpack(f"<{len(spv) // 4}I", spv[:len(spv) // 4 * 4])
    out, i = [], 5  # after the header
    while i < len(words):
        op, n = words[i] & 0xFFFF, words[i] >> 16
        if n == 0:
            break
        if op == 71 and n > 4 and words[i + 2] == 41 and words[i + n - 1] == 1:  # OpDecorate, Import
            raw = struct.pack(f"<{n - 4}I", *words[i + 3:i + n - 1])
            out.append(raw.split(b"\0", 1)[0].decode(errors="replace"))
        i += n
    # the builtin variables (LocalInvocationId, ...) carry Import linkage too: the driver provides them
    return [n for n in out if not n.startswith("__spirv_BuiltIn")]


@locked
def llir_to_spv(llir: str, metadata: dict) -> bytes:
    """LLVM IR text -> SPIR-V binary; records `spirv_optimised` (whether the clean-up passes ran)."""
    import llvmlite.binding as llvm
    try:
        llvm.parse_assembly(llir).verify()
    except RuntimeError as e:
        lines = [ln for ln in str(e).splitlines() if ln.strip()]
        raise SPIRVError("the llir stage is not valid LLVM IR (nothing was compiled):\n" + "\n".join(lines[:6])) from None
    try:
        spv = _in_child(_emit, llir, True)
        metadata["spirv_optimised"] = True
    except SPIRVError as first:
        try:
            spv = _in_child(_emit, llir, False)
        except SPIRVError:
            raise SPIRVError(f"LLVM's SPIR-V back end cannot compile this kernel:\n{first}") from None
        metadata["spirv_optimised"] = False
        metadata["spirv_note"] = str(first).splitlines()[-1][:300] if str(first) else ""
    unknown = imports(spv)
    if unknown:
        raise SPIRVError(f"the SPIR-V imports functions no OpenCL driver provides: {', '.join(unknown[:6])} "
                         "(a call LLVM did not recognise as an OpenCL builtin)")
    from ... import knobs
    if knobs.compilation.spirv_validate:
        validate(spv, metadata.get("name", "kernel"))
    return spv


def validate(spv: bytes, name: str = "kernel") -> None:
    """`spirv-val` on a module (SPIRVError with its message if invalid); TRITIUM_SPIRV_VALIDATE=1
    runs it on every module emitted."""
    from ...codegen.spirv.validate import spirv_val
    try:
        msg = spirv_val(spv, name)
    except FileNotFoundError as e:
        raise SPIRVError(str(e)) from None
    if msg is not None:
        raise SPIRVError(f"spirv-val rejects the SPIR-V of {name}:\n{msg}")

def toolchain_hash() -> str:
    import llvmlite
    import llvmlite.binding as llvm
    return f"spirv-llvmlite{llvmlite.__version__}-llvm{'.'.join(map(str, llvm.llvm_version_info))}"


__all__ = ["llir_to_spv", "imports", "validate", "SPIRVError", "toolchain_hash", "TRIPLE"]
