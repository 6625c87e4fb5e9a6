"""CompiledKernel: one specialisation of a kernel (its stage artifacts, metadata and launcher),
with the interface of Triton 3.6's CompiledKernel, which torch's Inductor and Triton libraries use.

Triton's interface, as callers use it:
- `run(gx, gy, gz, stream, function, packed_metadata, launch_metadata, enter_hook, exit_hook,
  *args)`: the launcher. `args` are all the kernel's arguments in order, constexprs included (their
  values are compiled in and skipped); `function` and `packed_metadata` are what `_init_handles`
  and the backend produced, passed back by the caller (tritium's launcher already holds both).
- `launch_metadata(grid, stream, *args)`: what the launch-enter hook receives (None without a hook):
  a LazyDict, whose `get()` returns {name, function, stream} plus what the @jit function's
  `launch_metadata` callback adds, computed only when a hook asks (proton's LaunchHook does).
- `function` (the loaded kernel's handle: a CUfunction on CUDA, the entry address on the CPU),
  `packed_metadata`, `src` (the ASTSource compiled), `hash`, `asm`, `metadata` (fields readable as
  attributes: num_warps, num_stages, num_ctas, cluster_dims, shared, name, target, ...), `n_regs`,
  `n_spills`, `_init_handles()` (loads the binary; idempotent).
torch pickles a kernel's `__dict__` (with `module`, `function` and `run` set to None) to move it out
of its compile workers, and turns a dict `metadata` into a namedtuple on the way back: so every
field lives in `__dict__`, `metadata` is read back into a KernelMetadata whatever it became, and
`_init_handles` loads again from `asm` what a pickled copy lacks.
"""
from __future__ import annotations


class LazyDict:
    """What launch hooks receive (Triton's `triton.compiler.LazyDict`): `data`, completed by the
    `(func, args)` pairs in `extras` (a @jit function's `launch_metadata` callback) on the first
    `get()`, so that a launch whose hook never looks costs no callback. `lazy["name"]` reads
    `get()["name"]` (tritium's hooks before this class indexed a dict)."""
    __slots__ = ("data", "extras")

    def __init__(self, data: dict):
        self.data = data
        self.extras = []

    def get(self) -> dict:
        for func, args in self.extras:
            self.data = self.data | (func(*args) or {})
        self.extras.clear()
        return self.data

    def add(self, func, args) -> None:
        self.extras.append((func, args))

    def __getitem__(self, key):
        return self.get()[key]

    def __repr__(self) -> str:
        return f"LazyDict({self.data!r}, {len(self.extras)} pending)"


class KernelMetadata(dict):
    """Metadata readable as attributes too (`kernel.metadata.shared`, as Triton scripts do)."""

    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None


def _as_metadata(value) -> KernelMetadata:
    """A KernelMetadata with Triton's launch fields (num_warps, num_stages, num_ctas, cluster_dims,
    shared) present, from a dict or the namedtuple torch rebuilds from one."""
    if isinstance(value, KernelMetadata):
        m = value
    elif hasattr(value, "_asdict"):
        m = KernelMetadata(value._asdict())
    else:
        m = KernelMetadata(value or {})
    opts = m.get("options") or {}
    for k, default in (("num_warps", 4), ("num_stages", 3), ("num_ctas", 1)):
        if k not in m:
            m[k] = opts.get(k, default)
    m.setdefault("cluster_dims", (1, 1, 1))
    m.setdefault("shared", 0)
    return m


class Artifacts(dict):
    """A kernel's stage artifacts (Triton's `asm`: stage name -> text or bytes), plus those its
    backend derives from them when another program asks (`Backend.derive_artifact`: the CPU's
    AOTInductor 'so' and 'launcher.so'), made once, on the first request."""
    owner = None  # the CompiledKernel

    def __reduce__(self):  # a plain dict (torch pickles a kernel's __dict__ without its IR module)
        return dict, (dict(self),)

    def __missing__(self, key):
        value = self._derive(key)
        if value is None:
            raise KeyError(key)
        return value

    def get(self, key, default=None):
        if key in self:
            return dict.__getitem__(self, key)
        value = self._derive(key)
        return default if value is None else value

    def _derive(self, key):
        ck = self.owner
        if ck is None or not isinstance(key, str):
            return None
        from .backends.registry import backend
        b = backend(str(ck.metadata.get("backend") or ""))
        value = b.derive_artifact(key, ck) if b is not None else None
        if value is not None:
            self[key] = value
        return value


class CompiledKernel:
    """One specialisation of a kernel: its stage artifacts (`asm`), metadata and a launcher."""

    # set when the kernel runs on a device that copies host arrays in and out (Vulkan): the
    # driver's launch_staged(launcher, grid, values, args)
    stage_host = None
    fn = None  # the @jit function that loaded it (its binder turns launch arguments into values)
    source_fn = None  # the function compiled, for launching a kernel from tritium.compile()
    source_signature: dict = {}  # the compiled signature {name: dtype}
    launch = None  # a faster callable for launcher(grid, values), where the driver has one (CPU: express.py)
    _launcher = None
    _src = None  # the ASTSource compiled (Triton's `src`), where compile() was given or made one
    _triton_run = None  # run(), made for this kernel once its launcher is loaded
    function = None  # Triton's handle of the loaded kernel (set by _init_handles)

    @property
    def launcher(self):
        """The driver's launcher: set when @jit loads the kernel, or at the first launch."""
        return self._launcher

    @launcher.setter
    def launcher(self, value) -> None:
        # (`launch` and the Triton runner belonged to the launcher replaced)
        self._launcher, self.launch, self._triton_run = value, None, None

    @property
    def asm(self) -> Artifacts:
        a = self.__dict__.get("asm")
        if type(a) is not Artifacts or a.owner is not self:  # (a plain dict, or another kernel's after a copy)
            a = self.__dict__["asm"] = Artifacts(a or {})
            a.owner = self
        return a

    @asm.setter
    def asm(self, value) -> None:
        self.__dict__["asm"] = value

    @property
    def metadata(self) -> KernelMetadata:
        m = self.__dict__.get("metadata")
        if type(m) is not KernelMetadata:  # (set by torch as a namedtuple, or a plain dict)
            m = self.__dict__["metadata"] = _as_metadata(m)
        return m

    @metadata.setter
    def metadata(self, value) -> None:
        self.__dict__["metadata"] = _as_metadata(value)

    def __init__(self, name: str, module, signature: dict, constexprs: dict, options: dict):
        self.name = name
        self.source_signature = dict(signature)
        self.module = module
        from .ir import print_ir
        self.asm = {"ttir": print_ir(module)}
        self.metadata = {"name": name, "signature": {k: str(v) for k, v in signature.items()},
                         "constexprs": {k: repr(v) for k, v in constexprs.items()}, "options": dict(options)}

    @classmethod
    def from_artifacts(cls, name: str, asm: dict, metadata: dict) -> "CompiledKernel":
        """A kernel loaded from the cache: its stage artifacts, no IR objects, nothing recompiled."""
        ck = cls.__new__(cls)
        ck.name, ck.module, ck.asm, ck.metadata = name, None, asm, metadata
        return ck

    def __getitem__(self, grid):
        """Launch this specialisation directly: `kernel[grid](*all kernel arguments)` (constexpr
        arguments may be left out: their values are compiled in). `stream=` as in Triton."""
        fn = self.fn
        if fn is None or self.launcher is None:  # from tritium.compile(): bound by its own signature
            from .runtime.launch import launch
            if self.source_fn is None:
                raise RuntimeError(f"{self.name}: this kernel was loaded without its function; launch it "
                                   "through its @jit function")

            def run_compiled(*args, stream=None, **kwargs):
                launch(self, grid, args, kwargs, stream)  # (loads it at the first launch)
            return run_compiled

        def launch(*args, stream=None, **kwargs):
            from .runtime.launch import _check_grid
            values, meta = fn.launch_args(args, kwargs)
            g = _check_grid(grid(meta) if callable(grid) else grid)
            if 0 in g:
                return
            if self.stage_host is not None:  # host arrays copied to the device (Vulkan)
                self.stage_host(self.launcher, g, values, tuple(args) + tuple(kwargs.values()))
            elif getattr(self.launcher, "takes_bounds", False):  # a debug kernel: the sanitizer's bounds
                from .backends.arguments import _sanitizer_buffers
                self.launcher(g, values, bounds=_sanitizer_buffers(fn, values, args, kwargs))
            elif stream is not None:
                self.launcher(g, values, stream)
            else:
                self.launcher(g, values)
        return launch

    # ---- Triton's interface
    @property
    def hash(self) -> str:
        """The specialisation's cache key (Triton's CompiledKernel.hash)."""
        return self.metadata.get("key", "")

    @property
    def n_regs(self) -> int:
        return self.metadata.get("n_regs", 0)

    @property
    def n_spills(self) -> int:
        return self.metadata.get("n_spills", 0)

    @property
    def src(self):
        """The ASTSource compiled (Triton's `src`; `src.fn` is the @jit function)."""
        if self._src is None and self.source_fn is not None:
            from .compiler import ASTSource
            self._src = ASTSource(self.source_fn, dict(self.source_signature), {})
        return self._src

    @src.setter
    def src(self, value) -> None:
        self._src = value

    @property
    def kernel(self):
        """The binary (Triton's `kernel`: the binary stage's artifact)."""
        stages = self.metadata.get("stages") or list(self.asm)
        return self.asm.get(stages[-1]) if stages else None

    @property
    def packed_metadata(self) -> tuple:
        """What Triton's launchers take after `function`: (num_warps, num_ctas, shared)."""
        m = self.metadata
        return (m.num_warps, m.num_ctas, m.shared)

    def _init_handles(self) -> None:
        """Load the binary through its target's driver, where not loaded yet (Triton loads lazily here)."""
        if self.launcher is None:
            from .runtime.launch import load_launcher
            load_launcher(self)
        if self.function is None:
            self.function = _handle_of(self.launcher)

    @property
    def run(self):
        """Triton's launcher: run(gx, gy, gz, stream, function, packed_metadata, launch_metadata,
        launch_enter_hook, launch_exit_hook, *args) with every kernel argument in `args`."""
        r = self._triton_run
        if r is None:
            self._init_handles()
            from .runtime.triton_run import make_runner
            r = self._triton_run = make_runner(self)
        return r

    def launch_metadata(self, grid, stream, *args):
        """What the launch-enter hook receives (Triton's: None when no hook is set): name,
        function, stream, plus what the @jit function's `launch_metadata` callback adds."""
        from . import knobs
        if knobs.runtime.launch_enter_hook is None:
            return None
        self._init_handles()
        return launch_metadata(self.name, self.function, stream, self.source_fn, grid, self.metadata, args)


def launch_metadata(name, function, stream, fn, grid, metadata, args) -> LazyDict:
    """A launch's LazyDict: {name, function, stream}, and the @jit function `fn`'s launch_metadata
    callback, if it has one, called as Triton does: (grid, metadata, {parameter name: argument})."""
    meta = LazyDict({"name": name, "function": function, "stream": stream})
    hook = getattr(fn, "launch_metadata", None)
    if callable(hook):
        meta.add(hook, (grid, metadata, dict(zip((p.name for p in fn.params), args))))
    return meta


def _handle_of(launcher) -> int:
    """The loaded kernel's handle, as Triton's `function`: what the driver's launcher says
    (`function_handle()`: the CPU entry's address, the current context's CUfunction), else 0."""
    handle = getattr(launcher, "function_handle", None)
    return int(handle()) if handle is not None else 0
