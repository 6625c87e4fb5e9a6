"""The `zebin` stage: SPIR-V -> Intel's native GPU binary (a "zebin", an ELF file) by Intel's offline
compiler `ocloc`, which drives IGC and needs no GPU.

Facts measured with Debian's intel-opencl-icd 22.43 (IGC 1.0.12504) that shape this module:
- without `--format zebin` this ocloc writes the legacy patch-token format;
- `-output NAME -output_no_suffix -out_dir D` writes exactly `D/NAME` (no `.bin`, no device suffix);
- `-q` also swallows IGC's diagnostics (a rejected module then prints only "Command was: ..."), so
  it is not passed: the noise lines are dropped from the log instead;
- a family or release (`xe-hpc`, `gen12lp`) builds several devices into a fat binary that is not
  written to `-out_dir`: only single devices are accepted;
- unknown `-options` are ignored silently, and so is a 256-GRF request on a device without a large
  register file (dg1, tgllp): the `grf_count` in `.ze_info` is believed, not the request;
- a truncated SPIR-V module can "build" into a zebin without kernels: that is an error here.

Register facts come from the `.ze_info` section (YAML, see `parse_ze_info`); a spilling kernel gets
a `scratch` buffer there, sized per hardware thread and rounded up to a power of two (1 KiB at
least). IGC's log also says "allocated 128 regs and spilled around N"; N is kept as `spill_estimate`.
`$TRITIUM_OCLOC` names the ocloc to use; otherwise it is looked for on PATH.
"""
from __future__ import annotations

import functools
import hashlib
import io
import os
import re
import shlex
import shutil
import subprocess
import tempfile
import time
import warnings

from ... import knobs
from ..base import BackendCompileError

INSTALL_HINT = ("install it with `apt install intel-opencl-icd` (Debian/Ubuntu; the package that ships "
                "ocloc), or set $TRITIUM_OCLOC to an ocloc executable")
# grf_mode -> ocloc -options; all three were seen to change grf_count on pvc (256 also on dg2)
GRF_OPTIONS = {"default": "", "128": "-cl-intel-128-GRF-per-thread", "256": "-cl-intel-256-GRF-per-thread",
               "auto": "-cl-intel-enable-auto-large-GRF-mode"}
# pointers may reach buffers of 4 GiB or more: 64-bit (stateless) addressing. Without it ocloc builds
# 32-bit surface-relative (stateful) accesses for devices before pvc (seen on dg2, tgllp); pvc's
# zebins carry stateless accesses either way
LARGE_BUFFERS_OPTION = "-cl-intel-greater-than-4GB-buffer-required"
# kernels IGC adds to a module with stack calls (a symbol table), not the user's
_PSEUDO_KERNELS = frozenset({"Intel_Symbol_Table_Void_Program"})
# ocloc's names that stand for several devices (gen9, xe-hpc ...): they make fat binaries
_MULTI_TARGET = re.compile(r"(gen\d+\w*|xe\d*(-[a-z0-9]+)?)")
_NOISE = re.compile(r"^(Compilation from IR - skipping loading of FCL|Build succeeded.*|Command was: .*)$")
_SPILL_LOG = re.compile(r"allocated (\d+) regs and spilled around (\d+)")
_NO_LARGE_GRF: set = set()  # (ocloc, device) where a 256-GRF build came back with fewer registers


class ToolchainError(RuntimeError):
    """ocloc is missing or unusable."""


class OclocError(BackendCompileError):
    """ocloc rejected the SPIR-V; the message holds its output and a command that reproduces it."""


# ---------------------------------------------------------------------------------------- the tool
def _executable(path) -> bool:
    return bool(path) and os.path.isfile(path) and os.access(path, os.X_OK)


def find_ocloc() -> str:
    """Path of the ocloc to use: `$TRITIUM_OCLOC`, then PATH; ToolchainError saying how to get one."""
    path = knobs.xpu.ocloc
    if path:
        if not _executable(path):
            raise ToolchainError(f"$TRITIUM_OCLOC is {path!r}, which is not an executable ocloc: {INSTALL_HINT}")
        return path
    path = shutil.which("ocloc")
    if _executable(path):
        return path
    raise ToolchainError(f"compiling for an Intel GPU needs Intel's offline compiler ocloc, which was not found: "
                         f"{INSTALL_HINT}")


def _run(cmd: list, cwd: str, timeout: float = 600) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, errors="replace", timeout=timeout)
    except OSError as e:
        raise ToolchainError(f"cannot run {cmd[0]}: {e}; {INSTALL_HINT}") from None


def _fingerprint(path: str) -> str:
    real = os.path.realpath(path)
    st = os.stat(real)
    return f"{real}:{st.st_size}:{st.st_mtime_ns}"


def _compiler_libs(ocloc: str) -> list:
    """libocloc and IGC, which ocloc loads at run time (Debian updates libigc1 on its own, so the
    driver version alone does not pin the code generator): looked up as the loader would."""
    names = ("libocloc.so", "libigc.so.1", "libigdfcl.so.1")
    prefix = os.path.dirname(os.path.dirname(os.path.realpath(ocloc)))
    dirs = [d for d in os.environ.get("LD_LIBRARY_PATH", "").split(":") if d]
    dirs += [os.path.join(prefix, d) for d in ("lib", "lib64", "lib/x86_64-linux-gnu")]
    found = {}
    for n in names:
        hits = [os.path.join(d, n) for d in dirs if os.path.exists(os.path.join(d, n))]
        if hits:
            found[n] = hits[0]
    ldconfig = shutil.which("ldconfig") or "/sbin/ldconfig"
    if len(found) < len(names) and _executable(ldconfig):
        for m in re.finditer(r"^\s*(\S+) \(([^)]*)\) => (\S+)", _run([ldconfig, "-p"], "/", 60).stdout, re.M):
            if m[1] in names and m[1] not in found:
                found[m[1]] = m[3]
    return [found[n] for n in names if n in found]


@functools.lru_cache(maxsize=None)
def _version_of(ocloc: str) -> str:
    # `ocloc query` writes its answer to a file named after the query, in the working directory
    tmp = tempfile.mkdtemp(prefix="tritium-ocloc-query-")
    try:
        proc = _run([ocloc, "query", "OCL_DRIVER_VERSION"], tmp, 60)
        path = os.path.join(tmp, "OCL_DRIVER_VERSION")
        ok = proc.returncode == 0 and os.path.exists(path)
        text = open(path, errors="replace").read().replace("\0", "").strip() if ok else ""  # NUL-terminated
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    if re.fullmatch(r"[\w.+-]+", text):
        return text
    return "sha256-" + hashlib.sha256(_fingerprint(ocloc).encode()).hexdigest()[:16]


def ocloc_version() -> str:
    """The driver version of the ocloc in use ('22.43.24595'), from `ocloc query OCL_DRIVER_VERSION`
    (works without a GPU); 'sha256-...' of the binary's path, size and mtime if it cannot say."""
    return _version_of(find_ocloc())


@functools.lru_cache(maxsize=None)
def _hash_of(ocloc: str) -> str:
    parts = [_version_of(ocloc), _fingerprint(ocloc)] + [_fingerprint(p) for p in _compiler_libs(ocloc)]
    return f"ocloc{_version_of(ocloc)}-{hashlib.sha256(chr(10).join(parts).encode()).hexdigest()[:16]}"


def toolchain_hash() -> str:
    """'ocloc<version>-<hash of ocloc, libocloc and IGC>' for cache keys (ToolchainError without ocloc)."""
    return _hash_of(find_ocloc())


@functools.lru_cache(maxsize=None)
def _devices_of(ocloc: str) -> tuple:
    tmp = tempfile.mkdtemp(prefix="tritium-ocloc-help-")
    try:
        text = (lambda p: p.stdout + p.stderr)(_run([ocloc, "compile", "--help"], tmp, 60))  # exits -44
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    names = []
    # "<device_type> can be: bdw, skl, ..., xe-hpg, version  or hexadecimal value with 0x prefix",
    # then, under "Deprecated notation that is still supported:", "<device_type> can be: xe_hp_sdv, dg2"
    for m in re.finditer(r"<device_type> can be:(.*?)(?:\bor hexadecimal|- can be|\n\s*\n)", text, re.S):
        for tok in re.split(r"[\s,]+", m.group(1)):
            if re.fullmatch(r"[a-z][\w.-]*", tok) and tok != "version" and not _MULTI_TARGET.fullmatch(tok):
                names.append(tok)
    if not names:
        raise ToolchainError(f"{ocloc} compile --help lists no devices: {text.strip()[-400:]!r}; {INSTALL_HINT}")
    return tuple(dict.fromkeys(names))


def known_devices() -> tuple:
    """Single devices the installed ocloc compiles for ('pvc', 'dg2', 'acm-g10', ...), as its
    `compile --help` lists them; families and releases are left out (they make fat binaries)."""
    return _devices_of(find_ocloc())


def check_device(name: str) -> str:
    """`name`, lower-cased, if ocloc knows it (or it is a PCI device id '0x0bd5' or an IP version
    '12.60.7', which ocloc maps to one device); ValueError listing the known devices otherwise."""
    dev = str(name).strip().lower()
    if re.fullmatch(r"0x[0-9a-f]+|\d+\.\d+\.\d+", dev) or dev in known_devices():
        return dev
    raise ValueError(f"ocloc does not know the device {name!r}; known: {', '.join(known_devices())} "
                     "(or a PCI device id such as 0x0bd5)")


# ----------------------------------------------------------------------------------- the binary
def parse_ze_info(zebin: bytes) -> dict:
    """Kernel name -> facts from the zebin's `.ze_info` section (IGC's symbol-table pseudo-kernel
    left out); {} for a zebin without one, ValueError for bytes that are not an ELF zebin.

    In the YAML, each entry of `kernels` has `execution_env` (grf_count, simd_size, slm_size,
    barrier_count, has_stack_calls, ...) and, when it needs memory per thread,
    `per_thread_memory_buffers`: `{type: scratch, usage: single_space | spill_fill_space |
    private_space, size}` (bytes per hardware thread; pvc puts spills and private arrays together in
    `single_space`; `spill_fill_space` also holds the stack of stack calls) or `{type: global, usage:
    private_space, size, is_simt_thread}` (dg2's private arrays, bytes per work-item). Each kernel's
    entry: grf_count, simd_size, slm_size, barrier_count, scratch (sum of the scratch buffers, 0 if
    none), private_size (sum of the private_space buffers), has_stack_calls, addrmodes (the sorted
    `addrmode`s of its pointer arguments' payload: 'stateful' is 32-bit surface-relative addressing,
    'stateless' 64-bit), and the raw execution_env, per_thread_memory_buffers and user_attributes."""
    import yaml
    from elftools.elf.elffile import ELFFile
    try:
        section = ELFFile(io.BytesIO(bytes(zebin))).get_section_by_name(".ze_info")
    except Exception as e:  # noqa: BLE001 - pyelftools raises several kinds on garbage
        raise ValueError(f"not a zebin (ELF) file: {e}") from None
    if section is None:
        return {}
    try:
        doc = yaml.safe_load(section.data()) or {}
    except yaml.YAMLError as e:
        raise ValueError(f"the zebin's .ze_info is not YAML: {e}") from None
    out = {}
    for k in doc.get("kernels") or []:
        name = k.get("name") if isinstance(k, dict) else None
        if not name or name in _PSEUDO_KERNELS:
            continue
        env = k.get("execution_env") or {}
        buffers = k.get("per_thread_memory_buffers") or []
        out[name] = {
            "grf_count": int(env.get("grf_count", 0) or 0), "simd_size": int(env.get("simd_size", 0) or 0),
            "slm_size": int(env.get("slm_size", 0) or 0), "barrier_count": int(env.get("barrier_count", 0) or 0),
            "scratch": sum(int(b.get("size", 0) or 0) for b in buffers if b.get("type") == "scratch"),
            "private_size": sum(int(b.get("size", 0) or 0) for b in buffers if b.get("usage") == "private_space"),
            "has_stack_calls": bool(env.get("has_stack_calls", False)),
            "addrmodes": sorted({str(a["addrmode"]) for a in k.get("payload_arguments") or []
                                 if isinstance(a, dict) and a.get("addrmode")}),
            "execution_env": env, "per_thread_memory_buffers": buffers,
            "user_attributes": k.get("user_attributes") or {},
        }
    return out


def _clean_log(text: str, limit: int = 4000) -> str:
    lines = [ln for ln in text.splitlines() if ln.strip() and not _NOISE.match(ln.strip())]
    text = "\n".join(lines)
    return text if len(text) <= limit else "...\n" + text[-limit:]


def _build(ocloc: str, src: str, device: str, mode: str, tmp: str, name: str, large_buffers: bool = False) -> dict:
    """One ocloc build in `tmp` (see _build_once), tried again when ocloc crashes: Debian's ocloc
    22.43 died of SIGABRT with no output on some kernels given LARGE_BUFFERS_OPTION under the full
    test suite's load (pvc, dg1), and built them fine when run again alone. If the option crashes
    it twice, the kernel is built without it; `large_buffers` in the result says which build this is."""
    tries = [large_buffers, large_buffers] + ([False] if large_buffers else [])
    for i, large in enumerate(tries):
        try:
            return dict(_build_once(ocloc, src, device, mode, tmp, name, large), large_buffers=large)
        except OclocError as e:
            if not getattr(e, "crashed", False) or i == len(tries) - 1:
                raise
    raise AssertionError("unreachable")


def _build_once(ocloc: str, src: str, device: str, mode: str, tmp: str, name: str, large_buffers: bool) -> dict:
    """One ocloc run in `tmp`; its zebin, kernels and numbers, or OclocError (tmp stays on disk)."""
    out_dir = os.path.join(tmp, f"out-{mode}-{'large' if large_buffers else 'small'}")
    cmd = [ocloc, "compile", "-file", src, "-spirv_input", "-device", device, "-output", name,
           "-output_no_suffix", "-out_dir", out_dir, "--format", "zebin"]
    options = " ".join(o for o in (GRF_OPTIONS[mode], LARGE_BUFFERS_OPTION if large_buffers else "") if o)
    if options:
        cmd += ["-options", options]
    what = f"{name} for {device} (grf_mode {mode})"
    t0 = time.perf_counter()
    try:
        proc = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True, errors="replace", timeout=600)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise OclocError(f"ocloc did not run for {what}: {e}\n  reproduce: {shlex.join(cmd)}") from None
    ms = (time.perf_counter() - t0) * 1e3
    log = proc.stdout + proc.stderr
    path = os.path.join(out_dir, name)
    if proc.returncode != 0 or not os.path.isfile(path):
        rc = proc.returncode - 256 if proc.returncode > 127 else proc.returncode  # ocloc's codes are negative
        err = OclocError(f"ocloc failed (exit {rc}) compiling {what}:\n{_clean_log(log) or '(no output)'}\n"
                         f"  reproduce: {shlex.join(cmd)}")  # tmp is kept: the command works as printed
        err.crashed = proc.returncode < 0 or rc == -6  # killed by a signal (abort), not a rejected module
        raise err
    with open(path, "rb") as f:
        zebin = f.read()
    try:
        kernels = parse_ze_info(zebin)
    except ValueError as e:
        raise OclocError(f"ocloc wrote no usable zebin for {what}: {e}\n  reproduce: {shlex.join(cmd)}") from None
    if not kernels:
        raise OclocError(f"ocloc built no kernel from the SPIR-V of {what} (a truncated module?):\n"
                         f"{_clean_log(log) or '(no output)'}\n  reproduce: {shlex.join(cmd)}")
    estimate = max((int(m[2]) for m in _SPILL_LOG.finditer(log)), default=0)
    return {"zebin": zebin, "kernels": kernels, "grf_mode": mode, "ms": round(ms, 1), "spill_estimate": estimate,
            "n_regs": max(k["grf_count"] for k in kernels.values()),
            "n_spills": max(k["scratch"] for k in kernels.values())}


def spv_to_zebin(spv: bytes, device: str, metadata: dict, grf_mode: str = "default",
                 max_spill_bytes: int = 0, large_buffers: bool = True) -> bytes:
    """SPIR-V -> zebin for `device` (an ocloc device name) with ocloc; facts go into `metadata`.

    grf_mode "128", "256" or "auto" (IGC picks per kernel) asks ocloc for that register file; a
    device without a large one silently builds with 128 (then `grf_note` says so). "default" builds
    with the device's default (128) and, if a kernel's scratch exceeds `max_spill_bytes`, once more
    with 256 GRF, keeping the build with fewer scratch bytes (the first on a tie). On pvc a private
    array lives in the same scratch as spills, so such a kernel is rebuilt to no gain (a tie).
    `large_buffers=False` (every pointer argument is known to reach less than 4 GiB) lets ocloc use
    32-bit stateful addressing; True asks for 64-bit addressing (LARGE_BUFFERS_OPTION).

    metadata gets: n_regs (grf_count), n_spills (scratch bytes per hardware thread), grf_mode (of the
    kept binary: '128'/'256'), grf_mode_requested, simd_size, shared (slm_size), retried, attempts
    ([{grf_mode, n_regs, n_spills, spill_estimate, ms}] for every ocloc run), device, ocloc_version,
    large_buffers and addrmodes (the pointer addressing modes in the kept zebin)."""
    mode = str(grf_mode)
    if mode not in GRF_OPTIONS:
        raise ValueError(f"grf_mode must be one of {', '.join(GRF_OPTIONS)}, got {grf_mode!r}")
    dev = check_device(device)
    ocloc = find_ocloc()
    name = re.sub(r"[^\w.-]", "_", str(metadata.get("name") or "kernel"))[:80] or "kernel"
    tmp = tempfile.mkdtemp(prefix="tritium-ocloc-")
    src = os.path.join(tmp, f"{name}.spv")
    with open(src, "wb") as f:
        f.write(spv)
    builds = [_build(ocloc, src, dev, mode, tmp, name, large_buffers)]
    note = None
    if mode == "256" and builds[0]["n_regs"] < 256:
        note = f"{dev} has no 256-GRF mode: built with {builds[0]['n_regs']} registers"
    elif mode == "default" and builds[0]["n_spills"] > max_spill_bytes:
        if (ocloc, dev) in _NO_LARGE_GRF:
            note = f"{dev} has no 256-GRF mode: the spilling build was kept"
        else:
            try:
                builds.append(_build(ocloc, src, dev, "256", tmp, name, large_buffers))
            except OclocError as e:  # the first build is still good
                why = str(e).split("\n  reproduce:")[0][:1000]  # its files are deleted below
                note = f"the 256-GRF rebuild failed, the first build was kept: {why}"
            else:
                if builds[1]["n_regs"] <= builds[0]["n_regs"]:
                    _NO_LARGE_GRF.add((ocloc, dev))
                    note = f"{dev} has no 256-GRF mode: the spilling build was kept"
    best = min(builds, key=lambda b: b["n_spills"])  # min keeps the first of equals
    shutil.rmtree(tmp, ignore_errors=True)
    main = best["kernels"].get(metadata.get("name")) or next(iter(best["kernels"].values()))
    metadata.update(
        n_regs=best["n_regs"], n_spills=best["n_spills"], grf_mode=str(best["n_regs"]), grf_mode_requested=mode,
        simd_size=main["simd_size"], shared=max(k["slm_size"] for k in best["kernels"].values()),
        retried=len(builds) > 1, device=dev, ocloc_version=_version_of(ocloc), large_buffers=best["large_buffers"],
        addrmodes=sorted({m for k in best["kernels"].values() for m in k["addrmodes"]}),
        attempts=[{k: b[k] for k in ("grf_mode", "n_regs", "n_spills", "spill_estimate", "ms")} for b in builds])
    if note:
        metadata["grf_note"] = note
    else:
        metadata.pop("grf_note", None)
    if large_buffers and not best["large_buffers"]:
        why = (f"ocloc aborted when asked for 64-bit addressing ({LARGE_BUFFERS_OPTION}); this zebin for {dev} "
               "addresses its pointers with 32 bits: buffers of 4 GiB or more are not supported by it")
        metadata["addressing_note"] = why
        warnings.warn(f"{metadata.get('name', 'kernel')}: {why}", stacklevel=2)
    return best["zebin"]


__all__ = ["ToolchainError", "OclocError", "LARGE_BUFFERS_OPTION", "find_ocloc", "ocloc_version", "toolchain_hash", "known_devices",
           "check_device", "parse_ze_info", "spv_to_zebin", "GRF_OPTIONS", "INSTALL_HINT"]
