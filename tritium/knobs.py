"""`triton.knobs`: tritium's settings as Triton groups them, each backed by an environment variable.

A knob reads, in order: the value set on its group (`knobs.cache.dir = ...`), then its environment
variables (tritium's name first, Triton's second: `TRITIUM_CACHE_DIR`, `TRITON_CACHE_DIR`), then its
default. With `knobs.propagate_env = True`, setting a knob also sets its environment variable, so
child processes and code that reads the environment see it. Groups copy, reset and scope like
Triton's (`with knobs.cache.scope(): ...` restores the group's values on exit), which is what
Triton's test fixtures do.

What reads them: the cache (`cache.dir`, `cache.dump_dir`, `cache.override_dir`, `cache.max_bytes`,
`cache.remote*`), batch compiles (`compilation.workers`, `compilation.isolate`), the launch path
(`runtime.interpret`, `runtime.debug`), code generation defaults (`language.default_fp_fusion`),
the autotuner (`autotuning.print`, `autotuning.cache`, `autotuning.mode`), the JIT's hooks (`runtime.jit_cache_hook`, `jit_post_compile_hook`,
`launch_enter_hook`, `launch_exit_hook`: runtime/hooks.py says when they run).
"""
from __future__ import annotations

import os
from contextlib import contextmanager

propagate_env = False

_TRUE = ("1", "true", "yes", "on", "y")


class env_opt:
    """One knob: its environment variables, default and type ('str', 'bool', 'int', 'object')."""

    def __init__(self, *keys: str, default=None, kind: str = "str"):
        self.keys, self.default, self.kind = keys, default, kind
        self.name = None

    @property
    def key(self) -> str:
        # hooks have no environment variable: a name no environment sets (Triton's fixtures look it up)
        return self.keys[0] if self.keys else f"TRITIUM_KNOB_{(self.name or '').upper()}"

    def __set_name__(self, owner, name):
        self.name = name

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
            for k in self.keys:
                if k in os.environ:
                    try:
                        return self.parse(os.environ[k])
                    except (ValueError, IndexError):
                        what = {"int": "an integer", "float": "a number", "size": "a size such as 800M or 2G"}
                        raise ValueError(f"{k}={os.environ[k]!r}: expected {what.get(self.kind, self.kind)}") from None
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
    dir = env_opt("TRITIUM_CACHE_DIR", "TRITON_CACHE_DIR",
                  default=os.path.join(os.path.expanduser("~"), ".cache", "tritium"))
    dump_dir = env_opt("TRITIUM_DUMP_DIR", "TRITON_DUMP_DIR")
    override_dir = env_opt("TRITIUM_OVERRIDE_DIR", "TRITON_OVERRIDE_DIR")
    home_dir = env_opt("TRITON_HOME", default=os.path.expanduser("~"))
    # the local cache's size limit: least-recently-used entries go beyond it (None: no limit)
    max_bytes = env_opt("TRITIUM_CACHE_MAX_BYTES", kind="size")
    # a shared store behind the local cache: "redis://host:port/db", or an object with get/put
    remote = env_opt("TRITIUM_REMOTE_CACHE")
    remote_ttl = env_opt("TRITIUM_REMOTE_CACHE_TTL", kind="int")  # seconds an entry lives (None: forever)
    remote_timeout = env_opt("TRITIUM_REMOTE_CACHE_TIMEOUT", default=1.0, kind="float")  # per request, seconds
    remote_retry = env_opt("TRITIUM_REMOTE_CACHE_RETRY", default=10.0, kind="float")  # seconds off after a failure
    # the fleet's signing keys, comma-separated (the first signs, all verify); without one, remote
    # reads are off unless remote_trust says everyone who can write to the server is trusted
    remote_key = env_opt("TRITIUM_REMOTE_CACHE_KEY")
    remote_trust = env_opt("TRITIUM_REMOTE_CACHE_TRUST", default=False, kind="bool")
    # the secret that seals local entries (runtime/cache_seal.py): unset, this user's secret file;
    # "off": entries unsealed, the directory's writers trusted
    secret = env_opt("TRITIUM_CACHE_SECRET")


class compilation_knobs(base_knobs):
    override = env_opt("TRITON_KERNEL_OVERRIDE", default=False, kind="bool")
    # check every SPIR-V module the xpu and Vulkan backends emit with `spirv-val` (the tests turn it on)
    spirv_validate = env_opt("TRITIUM_SPIRV_VALIDATE", default=False, kind="bool")
    dump_ir = env_opt("TRITON_KERNEL_DUMP", default=False, kind="bool")
    always_compile = env_opt("TRITON_ALWAYS_COMPILE", default=False, kind="bool")
    # processes compiling a batch (autotuner configs, compile_many): None = one per core, 0 = in-process
    workers = env_opt("TRITIUM_COMPILE_WORKERS", kind="int")
    # compile every kernel in a worker process, so that a compiler crash cannot end this process
    isolate = env_opt("TRITIUM_COMPILE_ISOLATED", default=False, kind="bool")
    # copies of its body one tl.static_range may unroll (each costs ~0.2 ms of compile time): past
    # it, a CompilationError that says so, instead of minutes of compiling
    static_range_limit = env_opt("TRITIUM_STATIC_RANGE_LIMIT", default=16384, kind="int")
    # show tritium's own frames in the tracebacks of kernel mistakes (hidden by default: the error
    # already points at the kernel line)
    debug_compiler = env_opt("TRITIUM_DEBUG_COMPILER", default=False, kind="bool")


class runtime_knobs(base_knobs):
    interpret = env_opt("TRITIUM_INTERPRET", "TRITON_INTERPRET", default=False, kind="bool")
    debug = env_opt("TRITIUM_DEBUG", "TRITON_DEBUG", default=False, kind="bool")
    override_arch = env_opt("TRITON_OVERRIDE_ARCH")
    # where kernels whose arrays are all in host memory run (default: the CPU backend); e.g.
    # "vulkan" runs them on a Vulkan device with the arrays staged (`tritium run --target vulkan`)
    host_target = env_opt("TRITIUM_TARGET")
    launch_enter_hook = env_opt(kind="object")
    launch_exit_hook = env_opt(kind="object")
    jit_cache_hook = env_opt(kind="object")
    jit_post_compile_hook = env_opt(kind="object")


class language_knobs(base_knobs):
    default_fp_fusion = env_opt("TRITON_DEFAULT_FP_FUSION", default=True, kind="bool")
    fp32_default = env_opt("TRITON_F32_DEFAULT")


class autotuning_knobs(base_knobs):
    cache = env_opt("TRITON_CACHE_AUTOTUNING", default=False, kind="bool")
    # off: never persist decisions; cached: reuse and store them for every autotuner; force: benchmark
    # again and store. Unset: per autotuner, as Triton (`cache_results=True` or TRITON_CACHE_AUTOTUNING=1)
    mode = env_opt("TRITIUM_AUTOTUNE")
    print = env_opt("TRITON_PRINT_AUTOTUNING", default=False, kind="bool")


class build_knobs(base_knobs):
    pass


class nvidia_knobs(base_knobs):
    ptxas = env_opt("TRITIUM_PTXAS", "TRITON_PTXAS_PATH")


class amd_knobs(base_knobs):
    pass


class cpu_knobs(base_knobs):
    # how bf16 dots lower (codegen/cpu/dot_bf16.py): 0, vdpbf16ps, amx or auto (unset); it changes
    # the code, so the CPU backend's hash includes it when set
    bf16_dot = env_opt("TRITIUM_CPU_BF16_DOT")
    # when stores stream past the caches (codegen/cpu/versioning.py): bytes a launch writes through
    # a store, `off`, `always` or auto (unset); keyed like bf16_dot
    streaming_stores = env_opt("TRITIUM_CPU_STREAMING_STORES")


cache = cache_knobs()
compilation = compilation_knobs()
runtime = runtime_knobs()
language = language_knobs()
autotuning = autotuning_knobs()
build = build_knobs()
nvidia = nvidia_knobs()
amd = amd_knobs()
cpu = cpu_knobs()
