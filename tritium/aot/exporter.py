"""`tritium.aot.export(manifest, out_dir)` (this module): compile a manifest's kernels for every target and
variant, and write a bundle directory that builds into one self-contained shared library:

    <lib>.h  <lib>.c        C entry points (render_c.py), cubins embedded in the .c
    cpu/<arch>/*.o          CPU objects, one per kernel x target x variant, linked into the library
    cuda/*.cubin            the embedded cubins, for inspection
    xpu/*.zebin, xpu/*.spv  the embedded Level Zero binaries, for inspection
    vulkan/*.spv            the embedded Vulkan compute shaders, for inspection
    Makefile                `make` (or `make CC=aarch64-linux-gnu-gcc`) -> lib<lib>.so
    manifest.json           kernels, parameters, variants, binaries with sha256, toolchain versions

Each backend writes its own binaries: the exporter asks its plugin (`Backend.aot_hooks()`,
backends/aot_hooks.py) to check a target, write a binary and name its tools; the CPU's objects are
linked into the library, the others embedded in its C source.
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

from ..backends.aot_hooks import ExportJob
from ..errors import ExportError
from .manifest import KernelSpec, ManifestError, Param, canonical, dtype_of, load_manifest
from .render_c import ABI_VERSION, c_names, c_type, header, source

AOT_BACKENDS = ("cpu", "cuda", "xpu", "vulkan")  # the backends whose launches render_c.py writes in C


def _cpu_preference() -> list:
    """CPU targets in the order a bundle prefers them where several run: the build machine's own CPU
    first (`cpu:host` is for bundles built where they are deployed), then targets.KNOWN's x86-64
    levels from the most capable down (KNOWN lists them upward), then the others."""
    from ..backends.cpu.targets import KNOWN
    levels = [k for k in KNOWN if k.startswith("x86-64")]
    return ["host"] + levels[::-1] + [k for k in KNOWN if k != "host" and k not in levels]


def export(manifest, out_dir, build: bool = False, cc: str | None = None) -> Path:
    """Export the kernels of `manifest` (a .toml/.json path or a dict) into `out_dir`; with
    `build`, also compile `lib<lib>.so` there with `cc` (default: $CC or cc). Returns out_dir."""
    m = load_manifest(manifest)
    # one binary per target, however it is spelled ('cuda:90' / 'cuda:sm_90', 'cpu' / 'cpu:host')
    targets = list({str(t): t for t in map(_target, m.targets)}.values())
    out = Path(out_dir)
    if out.exists():
        for sub in AOT_BACKENDS:
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


def _hooks(backend: str):
    """The AOT hooks of an installed backend whose binaries bundles carry, else None."""
    from ..backends.registry import backends
    b = backends().get(backend)
    return b.aot_hooks() if b is not None and backend in AOT_BACKENDS else None


def _target(text: str):
    from ..backends.registry import backends, parse_target
    name = text.partition(":")[0]
    if name not in AOT_BACKENDS:
        raise ManifestError(f"targets: {text!r}: bundles carry {', '.join(AOT_BACKENDS)} binaries")
    if name not in backends():
        raise ManifestError(f"targets: {text!r}: no installed backend {name!r}")
    hooks = _hooks(name)
    if hooks is None:
        raise ManifestError(f"targets: {text!r}: the installed backend {name!r} exports no binaries")
    try:
        t = parse_target(text)
        backends()[name].check_target(t)
        hooks.check_target(t, platform.machine())
    except ValueError as e:
        raise ManifestError(f"targets: {text!r}: {e}") from None
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
           "parsed_variants": spec.variants, **{b: {} if b == "cpu" else [] for b in AOT_BACKENDS}}
    for t in targets:
        for v, variant in enumerate(spec.variants):
            sig = {p.name: dtype_of(x) for p, x in zip(runtime, variant) if not _is_one(x)}
            cx = dict(constexprs, **{p.name: 1 for p, x in zip(runtime, variant) if _is_one(x)})
            facts = {p.name: x.facts() for p, x in zip(runtime, variant) if x.facts()}
            hooks = _hooks(t.backend)
            options = hooks.compile_options(dict(spec.options))
            try:
                ck = compile_kernel(fn, sig, cx, target=t, facts=facts, **options)
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
            kept = [p for p, x in zip(rec["params"], variant) if not _is_one(x)]
            binary = hooks.export(ExportJob(lib, spec.name, spec.kernel, t, v, ck, out, blobs, kept))
            if hooks.by_target:
                rec[t.backend].setdefault(str(t), []).append(binary)
            else:
                rec[t.backend].append(binary)
    for p, cn in zip(rec["params"], c_names([p["name"] for p in rec["params"]])):
        p["c_type"] = {b: c_type(p["type"], b) for b in AOT_BACKENDS}
        p["c_name"] = cn
    return rec


def _is_one(p: Param) -> bool:
    return p.hint == 1 and not p.is_pointer


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
    for backend in sorted({t.backend for t in targets}):
        tools.update(_hooks(backend).toolchain([t for t in targets if t.backend == backend]))
    return tools
