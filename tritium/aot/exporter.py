"""`tritium.aot.export(manifest, out_dir)` (this module): compile a manifest's kernels for every target and
variant, and write a bundle directory that builds into one self-contained shared library:

    <lib>.h  <lib>.c        C entry points (render_c.py), cubins embedded in the .c
    cpu/<arch>/*.o          CPU objects, one per kernel x target x variant, linked into the library
    cuda/*.cubin            the embedded cubins, for inspection
    xpu/*.zebin, xpu/*.spv  the embedded Level Zero binaries, for inspection
    vulkan/*.spv            the embedded Vulkan compute shaders, for inspection
    Makefile                `make` (or `make CC=aarch64-linux-gnu-gcc`) -> lib<lib>.so
    manifest.json           kernels, parameters, variants, binaries with sha256, toolchain versions

CPU objects are emitted again from the cached `llir` with their entry renamed
`tritium_<lib>__<kernel>__<target>__v<variant>` and every other function made internal, so any
number of kernels, targets and variants link into one library without clashing symbols.
"""
from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path

from .manifest import KernelSpec, ManifestError, Param, canonical, dtype_of, load_manifest
from .render_c import ABI_VERSION, c_names, c_type, header, source

AOT_BACKENDS = ("cpu", "cuda", "xpu", "vulkan")


def _cpu_preference() -> list:
    """CPU targets in the order a bundle prefers them where several run: the build machine's own CPU
    first (`cpu:host` is for bundles built where they are deployed), then targets.KNOWN's x86-64
    levels from the most capable down (KNOWN lists them upward), then the others."""
    from ..backends.cpu.targets import KNOWN
    levels = [k for k in KNOWN if k.startswith("x86-64")]
    return ["host"] + levels[::-1] + [k for k in KNOWN if k != "host" and k not in levels]


class ExportError(RuntimeError):
    """A kernel could not be exported (a toolchain failure, a feature bundles cannot carry)."""


def export(manifest, out_dir, build: bool = False, cc: str | None = None) -> Path:
    """Export the kernels of `manifest` (a .toml/.json path or a dict) into `out_dir`; with
    `build`, also compile `lib<lib>.so` there with `cc` (default: $CC or cc). Returns out_dir."""
    m = load_manifest(manifest)
    # one binary per target, however it is spelled ('cuda:90' / 'cuda:sm_90', 'cpu' / 'cpu:host')
    targets = list({str(t): t for t in map(_target, m.targets)}.values())
    out = Path(out_dir)
    if out.exists():
        for sub in ("cpu", "cuda", "xpu", "vulkan"):
            shutil.rmtree(out / sub, ignore_errors=True)  # no stale objects from an earlier export
    out.mkdir(parents=True, exist_ok=True)
    records, blobs = [], {}
    for spec in m.kernels:
        records.append(_export_kernel(m.library, spec, targets, out, blobs))
    cpu_targets = _cpu_targets_by_arch(targets)
    lib = m.library
    (out / f"lib{lib}.so").unlink(missing_ok=True)  # built from the old sources: never loaded for the new ones
    # what the library is built from, which the loader checks against manifest.json
    bundle_id = hashlib.sha256(json.dumps([ABI_VERSION, [str(t) for t in targets], [_public(r) for r in records]],
                                          sort_keys=True, default=str).encode()).hexdigest()[:32]
    (out / f"{lib}.h").write_text(header(lib, records))
    (out / f"{lib}.c").write_text(source(lib, records, cpu_targets, blobs, bundle_id))
    build_lines = {arch: build_command(lib, arch, records) for arch in cpu_targets} or \
        {"any": build_command(lib, None, records)}
    (out / "Makefile").write_text(_makefile(lib, records))
    manifest_json = {
        "abi_version": ABI_VERSION, "bundle_id": bundle_id, "library": lib, "shared_library": f"lib{lib}.so",
        "tritium_version": _version(), "toolchain": _toolchain(targets), "targets": [str(t) for t in targets],
        "build": build_lines, "kernels": [_public(r) for r in records]}
    (out / "manifest.json").write_text(json.dumps(manifest_json, indent=1) + "\n")
    if build:
        build_library(out, cc)
    return out


def _target(text: str):
    from ..backends.registry import backends, parse_target
    name = text.partition(":")[0]
    if name not in AOT_BACKENDS:
        raise ManifestError(f"targets: {text!r}: bundles carry {', '.join(AOT_BACKENDS)} binaries")
    if name not in backends():
        raise ManifestError(f"targets: {text!r}: no installed backend {name!r}")
    try:
        t = parse_target(text)
        backends()[name].check_target(t)
    except ValueError as e:
        raise ManifestError(f"targets: {text!r}: {e}") from None
    if t.backend == "cpu" and str(t.arch) == "host" and platform.machine() not in ("x86_64", "AMD64"):
        # the bundle checks a host target's features at run time with x86's __builtin_cpu_supports;
        # elsewhere it could not tell a lesser CPU of the same architecture
        raise ManifestError(f"targets: {text!r}: bundles take cpu:host only from x86-64 build machines; name the "
                            "architecture (cpu:aarch64)")
    if t.backend == "cuda" and t.arch in (None, ""):
        raise ManifestError(f"targets: {text!r}: name an architecture (e.g. cuda:80, cuda:90)")
    return t


def _load_kernel(spec: KernelSpec):
    if not os.path.isfile(spec.source):
        raise ManifestError(f"kernel {spec.kernel}: no such file {spec.source}")
    modname = f"tritium_aot_{Path(spec.source).stem}"
    mod = sys.modules.get(modname)
    if mod is None or getattr(mod, "__file__", None) != spec.source:
        s = importlib.util.spec_from_file_location(modname, spec.source)
        mod = importlib.util.module_from_spec(s)
        sys.path.insert(0, os.path.dirname(spec.source))
        sys.modules[modname] = mod  # before running it: dataclasses, pickle, typing look modules up there
        try:
            s.loader.exec_module(mod)
        except BaseException:
            del sys.modules[modname]
            raise
        finally:
            sys.path.remove(os.path.dirname(spec.source))
    fn = getattr(mod, spec.kernel, None)
    while fn is not None and not hasattr(fn, "params") and hasattr(fn, "fn"):
        fn = fn.fn  # an @autotune/@heuristics wrapper: the @jit function inside
    if fn is None or not hasattr(fn, "params"):
        raise ManifestError(f"{spec.source} has no @jit kernel named {spec.kernel!r}")
    return fn


def _runtime_params(fn, spec: KernelSpec) -> list:
    names = {p.name for p in fn.params}
    unknown = sorted(set(spec.constexprs) - names)
    if unknown:
        raise ManifestError(f"kernel {spec.kernel}: constexprs {unknown} are not parameters of it "
                            f"({', '.join(p.name for p in fn.params)})")
    missing = [p.name for p in fn.params if p.is_constexpr and p.name not in spec.constexprs and not p.has_default]
    if missing:
        raise ManifestError(f"kernel {spec.kernel}: give the constexpr parameters {missing} a value in `constexprs`")
    runtime = [p for p in fn.params if not p.is_constexpr and p.name not in spec.constexprs]
    if len(runtime) != len(spec.signature):
        raise ManifestError(f"kernel {spec.kernel}: the signature has {len(spec.signature)} entries but the kernel has "
                            f"{len(runtime)} runtime parameters ({', '.join(p.name for p in runtime)})")
    for p, t in zip(runtime, spec.signature):
        if not t.is_pointer and dtype_of(t).name.startswith("fp8"):
            raise ManifestError(f"kernel {spec.kernel}: parameter {p.name}: fp8 scalars cannot be passed to bundles")
    return runtime


def _export_kernel(lib: str, spec: KernelSpec, targets: list, out: Path, blobs: dict) -> dict:
    from ..compiler import compile as compile_kernel
    fn = _load_kernel(spec)
    runtime = _runtime_params(fn, spec)
    constexprs = {p.name: p.default for p in fn.params if p.is_constexpr and p.has_default}
    constexprs.update(spec.constexprs)
    rec = {"name": spec.name, "kernel": f"{os.path.basename(spec.source)}:{spec.kernel}",
           "params": [{"name": p.name, "type": canonical(t.type), "c_type": None} for p, t in zip(runtime, spec.signature)],
           "all_params": [p.name for p in fn.params], "constexprs": _jsonable(constexprs), "options": spec.options,
           "variants": [{"signature": ", ".join(p.spelled() for p in v), "hints": [p.hint for p in v]}
                        for v in spec.variants],
           "parsed_variants": spec.variants, "cpu": {}, "cuda": [], "xpu": [], "vulkan": []}
    for t in targets:
        for v, variant in enumerate(spec.variants):
            sig = {p.name: dtype_of(x) for p, x in zip(runtime, variant) if not _is_one(x)}
            cx = dict(constexprs, **{p.name: 1 for p, x in zip(runtime, variant) if _is_one(x)})
            facts = {p.name: x.facts() for p, x in zip(runtime, variant) if x.facts()}
            try:
                ck = compile_kernel(fn, sig, cx, target=t, facts=facts, **spec.options)
            except KeyError as e:  # unknown options: the backend's message (anything else propagates)
                if "unknown options" not in str(e):
                    raise
                raise ManifestError(f"kernel {spec.kernel}, target {t}: {e.args[0]}") from None
            except RuntimeError as e:
                if type(e).__name__ in ("ToolchainError", "BackendCompileError"):
                    raise ExportError(f"kernel {spec.kernel}, target {t}: {e}") from None
                raise
            if ck.metadata.get("debug_sites"):
                raise ExportError(f"kernel {spec.kernel}: device_print/device_assert (debug=True) cannot run in a "
                                  "bundle; export it without them")
            if t.backend == "cpu":
                rec["cpu"].setdefault(str(t), []).append(_cpu_binary(lib, spec, t, v, ck, out))
            elif t.backend == "cuda":
                rec["cuda"].append(_cuda_binary(spec, t, v, ck, out, blobs))
            elif t.backend == "vulkan":
                kept = [p for p, x in zip(rec["params"], variant) if not _is_one(x)]
                rec["vulkan"].append(_vulkan_binary(spec, t, v, ck, out, blobs, kept))
            else:
                rec["xpu"].append(_xpu_binary(spec, t, v, ck, out, blobs))
    for p, cn in zip(rec["params"], c_names([p["name"] for p in rec["params"]])):
        p["c_type"] = {b: c_type(p["type"], b) for b in AOT_BACKENDS}
        p["c_name"] = cn
    return rec


def _is_one(p: Param) -> bool:
    return p.hint == 1 and not p.is_pointer


def _cpu_binary(lib: str, spec: KernelSpec, t, v: int, ck, out: Path) -> dict:
    import llvmlite.binding as llvm

    from ..backends.cpu.compiler import LLVM_LOCK, target_machine, undefined_symbols
    from ..backends.cpu.targets import describe
    arch = str(t.arch)
    info = describe(arch)
    machine_arch = info["triple"].split("-")[0]
    symbol = f"tritium_{lib}__{spec.name}__{arch.replace('-', '_')}__v{v}"
    entry = ck.metadata.get("entry") or f"{ck.metadata['name']}_grid"
    with LLVM_LOCK:
        mod = llvm.parse_assembly(ck.asm["llir"])
        for f in mod.functions:
            if f.is_declaration:
                continue
            if f.name == entry:
                f.name = symbol
            else:  # helpers stay inside the object: no clashes between kernels and variants
                f.linkage = "internal"
        for g in mod.global_variables:
            if not g.is_declaration:
                g.linkage = "internal"
        mod.verify()
        if symbol not in [f.name for f in mod.functions]:
            raise ExportError(f"kernel {spec.kernel}: its CPU object has no entry point {entry}")
        opt = int((ck.metadata.get("options") or {}).get("opt_level", 3))
        obj = target_machine(arch, opt).emit_object(mod)
    rel = f"cpu/{machine_arch}/{symbol}.o"
    (out / rel).parent.mkdir(parents=True, exist_ok=True)
    (out / rel).write_bytes(obj)
    return {"variant": v, "target": str(t), "arch": machine_arch, "symbol": symbol, "file": rel,
            "sha256": hashlib.sha256(obj).hexdigest(), "stack_bytes": int(ck.metadata.get("stack_bytes", 0)),
            "num_threads": int((ck.metadata.get("options") or {}).get("num_threads") or 0),
            "externs": undefined_symbols(obj) or []}


def _cuda_binary(spec: KernelSpec, t, v: int, ck, out: Path, blobs: dict) -> dict:
    cubin = ck.asm["cubin"]
    arch = str(t.arch)
    meta = ck.metadata
    opts = meta.get("options") or {}
    num_warps = int(meta.get("num_warps") or opts.get("num_warps") or 4)
    if int(meta.get("num_ctas") or opts.get("num_ctas") or 1) != 1:
        raise ExportError(f"kernel {spec.kernel}: num_ctas > 1 (thread-block clusters) is not supported")
    rel = f"cuda/{spec.name}.v{v}.sm{arch}.cubin"
    (out / rel).parent.mkdir(parents=True, exist_ok=True)
    (out / rel).write_bytes(cubin)
    blobs[rel] = cubin
    return {"variant": v, "target": str(t), "arch": arch, "arch_number": int(arch.rstrip("a")),
            "arch_specific": arch.endswith("a"), "file": rel, "sha256": hashlib.sha256(cubin).hexdigest(),
            "function": meta["name"], "block": 32 * num_warps, "shared": int(meta.get("shared") or 0)}


def _xpu_binary(spec: KernelSpec, t, v: int, ck, out: Path, blobs: dict) -> dict:
    """A zebin (`xpu:pvc`, ...) or, for `xpu:spirv`, the SPIR-V with the build flags the driver's
    compiler needs to match ocloc's choices (64-bit addressing: bundles carry no memory facts)."""
    meta = ck.metadata
    arch = str(t.arch)
    native = "zebin" in ck.asm
    blob = ck.asm["zebin"] if native else ck.asm["spv"]
    flags = "" if native else " ".join(f for f in ("-ze-opt-large-register-file" if str(meta.get("grf_mode")) == "256"
                                                   else "", "-ze-opt-greater-than-4GB-buffer-required") if f)
    rel = f"xpu/{spec.name}.v{v}.{arch}.{'zebin' if native else 'spv'}"
    (out / rel).parent.mkdir(parents=True, exist_ok=True)
    (out / rel).write_bytes(blob)
    blobs[rel] = blob
    local = int(meta.get("num_warps") or 4) * int(meta.get("threads_per_warp") or 16)
    return {"variant": v, "target": str(t), "arch": arch.replace("-", "_").replace(".", "_"), "native": native,
            "flags": flags, "file": rel, "sha256": hashlib.sha256(blob).hexdigest(), "function": meta["name"],
            "local": local}


# bytes of each parameter's C value (render_c._SCALAR_C; pointers are uint64_t device addresses)
_C_BYTES = {"int1": 1, "int8": 1, "uint8": 1, "int16": 2, "uint16": 2, "fp16": 2, "bf16": 2, "int32": 4, "uint32": 4,
            "fp32": 4, "int64": 8, "uint64": 8, "fp64": 8}


def _vulkan_binary(spec: KernelSpec, t, v: int, ck, out: Path, blobs: dict, params: list) -> dict:
    """A compute shader (`vulkan:sgN[+coopmat]`) and what its launch needs: the push-constant layout
    the spv stage chose (one slot per runtime parameter of the variant, as VulkanLauncher.pack fills
    it), the work-group size, shared memory, and the device features its SPIR-V capabilities need
    (runtime.shader_features: the C code checks them as runtime.Pipeline does)."""
    from ..backends.vulkan.compiler import has_coopmat, subgroup_of
    from ..backends.vulkan.runtime import shader_features
    from ..frontend import dtypes as d
    meta = ck.metadata
    spv = ck.asm["spv"]
    arch = str(t.arch)
    if int(meta.get("num_ctas") or (meta.get("options") or {}).get("num_ctas") or 1) != 1:
        raise ExportError(f"kernel {spec.kernel}: num_ctas > 1 (thread-block clusters) is not supported")
    layout = [[str(n), str(ty), int(off), int(size)] for n, ty, off, size in meta["push_layout"]]
    if len(layout) != len(params):
        raise ExportError(f"kernel {spec.kernel}, target {t}: the shader takes {len(layout)} push constants for "
                          f"{len(params)} runtime parameters")
    for (name, ty, off, size), p in zip(layout, params):
        dt = d.from_name(p["type"])
        want = 8 if dt.is_ptr() else (4 if dt.name == "int1" else _C_BYTES[dt.name])
        if (ty == "i1") != (not dt.is_ptr() and dt.name == "int1") or size != want:
            raise ExportError(f"kernel {spec.kernel}, target {t}: push constant {name} ({ty}, {size} bytes) does not "
                              f"match parameter {p['name']} ({p['type']})")
    features = sorted(f for f in shader_features(spv) if f != "coopmat")  # +coopmat: the target says so
    safe = arch.replace("+", "_")
    rel = f"vulkan/{spec.name}.v{v}.{safe}.spv"
    (out / rel).parent.mkdir(parents=True, exist_ok=True)
    (out / rel).write_bytes(spv)
    blobs[rel] = spv
    local = int(meta.get("num_warps") or 4) * int(meta.get("threads_per_warp") or subgroup_of(arch))
    return {"variant": v, "target": str(t), "arch": safe, "file": rel, "sha256": hashlib.sha256(spv).hexdigest(),
            "entry": "main", "function": meta["name"], "subgroup": subgroup_of(arch), "coopmat": has_coopmat(arch),
            "local": local, "shared": int(meta.get("shared") or 0), "push_bytes": int(meta["push_bytes"]),
            "push_layout": layout, "features": features}


def _cpu_targets_by_arch(targets) -> dict:
    from ..backends.cpu.targets import describe
    by_arch: dict = {}
    for name in _cpu_preference():
        for t in targets:
            if t.backend == "cpu" and str(t.arch) == name:
                info = describe(name)
                by_arch.setdefault(info["triple"].split("-")[0], []).append((str(t), info["features"]))
    return by_arch


def _libs(records, arch) -> list[str]:
    """Libraries the objects of `arch` need: glibc's libmvec only where an object calls it."""
    externs = {e for r in records for bins in r["cpu"].values() for b in bins if b["arch"] == arch for e in b["externs"]}
    return (["-lmvec"] if any(e.startswith("_ZGV") for e in externs) else []) + ["-lm", "-lpthread", "-ldl"]


def build_command(lib: str, arch: str | None, records: list, cc: str = "cc") -> str:
    objs = f" cpu/{arch}/*.o" if arch else ""
    return f"{cc} -O2 -fPIC -shared -Wl,-z,noexecstack -o lib{lib}.so {lib}.c{objs} {' '.join(_libs(records, arch))}"


def _makefile(lib: str, records: list) -> str:
    arches = sorted({b["arch"] for r in records for bins in r["cpu"].values() for b in bins})
    libs = "\n".join(f"LIBS_{a} := {' '.join(x for x in _libs(records, a) if x == '-lmvec')}" for a in arches)
    return f"""# Builds lib{lib}.so for the machine $(CC) compiles for: `make`, or `make CC=aarch64-linux-gnu-gcc`.
LIB := {lib}
ARCH := $(shell $(CC) -dumpmachine | cut -d- -f1)
OBJS := $(wildcard cpu/$(ARCH)/*.o)
{libs}
LIBS := $(LIBS_$(ARCH)) -lm -lpthread -ldl

lib$(LIB).so: $(LIB).c $(LIB).h $(OBJS)
\t$(CC) -O2 -fPIC -shared -Wl,-z,noexecstack -o $@ $(LIB).c $(OBJS) $(LIBS)

clean:
\trm -f lib$(LIB).so
.PHONY: clean
"""


def build_library(out, cc: str | None = None) -> Path:
    """Build `lib<lib>.so` in the bundle directory `out` with the C compiler `cc`."""
    out = Path(out)
    meta = json.loads((out / "manifest.json").read_text())
    cc = cc or os.environ.get("CC") or "cc"
    if shutil.which(cc.split()[0]) is None:
        raise ExportError(f"no C compiler {cc!r}: install gcc (Debian: apt-get install gcc) or pass cc=")
    try:
        arch = subprocess.run(cc.split() + ["-dumpmachine"], capture_output=True, text=True, check=True).stdout.split("-")[0]
    except (OSError, subprocess.CalledProcessError) as e:
        raise ExportError(f"{cc} -dumpmachine failed: {e}") from None
    objs = sorted(str(p.relative_to(out)) for p in (out / "cpu" / arch).glob("*.o")) if (out / "cpu" / arch).is_dir() else []
    lib = meta["library"]
    libs = ["-lmvec"] if "-lmvec" in meta["build"].get(arch, "") else []
    cmd = cc.split() + ["-O2", "-fPIC", "-shared", "-Wl,-z,noexecstack", "-o", f"lib{lib}.so", f"{lib}.c"] + objs + \
        libs + ["-lm", "-lpthread", "-ldl"]
    r = subprocess.run(cmd, cwd=out, capture_output=True, text=True)
    if r.returncode != 0:
        raise ExportError(f"building lib{lib}.so failed ({' '.join(cmd)}):\n{r.stderr.strip()}")
    return out / f"lib{lib}.so"


def _public(rec: dict) -> dict:
    """A kernel record as manifest.json lists it (what the Python loader reads)."""
    return {k: v for k, v in rec.items() if k != "parsed_variants"}


def _jsonable(d: dict) -> dict:
    out = {}
    for k, v in d.items():
        v = getattr(v, "value", v)
        out[k] = v if isinstance(v, (int, float, str, bool, type(None))) else repr(v)
    return out


def _version() -> str:
    from ..version import __version__
    return __version__


def _toolchain(targets) -> dict:
    import llvmlite
    import llvmlite.binding as llvm
    tools = {"llvmlite": llvmlite.__version__, "llvm": ".".join(map(str, llvm.llvm_version_info))}
    if any(t.backend == "cuda" for t in targets):
        from ..backends.cuda.toolchain import ptxas_version
        tools["ptxas"] = ptxas_version()
    if any(t.backend == "xpu" and str(t.arch) != "spirv" for t in targets):
        from ..backends.xpu.zebin import toolchain_hash
        tools["ocloc"] = toolchain_hash()
    return tools
