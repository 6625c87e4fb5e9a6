"""`@tritium.jit` and the launch path: bind arguments, type and specialise them, compile once per
specialisation, and run the kernel over the grid.

Until a compiled backend exists for a target, kernels run in the reference interpreter, which is
selected with `TRITIUM_INTERPRET=1` (read at each launch) or `@tritium.jit(interpret=True)`.
"""
from __future__ import annotations

import functools
import os
import struct

import numpy as np

from .. import knobs
from ..backends.base import BadBinary
from ..compiler import CompiledKernel, compile_ttir, interpreter_metadata
from ..frontend import dtypes as tdt
from ..frontend.block_pointers import TensorDescSig
from ..frontend.errors import CompilationError, for_user
from ..errors import LaunchNeedsVariant
from ..frontend.function import KernelFunction
from ..frontend.markers import ConstexprFunction  # noqa: F401 - Triton defines it in triton.runtime.jit (torch checks it)
from ..frontend.values import constexpr
from ..frontend.tuples import retuple
from .autotuner import KernelInterface  # noqa: F401 - Triton defines it in triton.runtime.jit (torch imports it there)
from ..errors import InterpreterError
from ..backends.arguments import (  # noqa: F401 - re-exported: the launch path's argument helpers lived here
    ArrayArg, TensorWrapper, _device_array, _owner, _sanitizer_buffers, _view_span, as_array_arg,
    descriptor_leaves, is_tensor_descriptor, reinterpret, type_of_scalar)
from .launch import _check_grid, _reads_host_memory
from .hooks import call_jit_hook, parse_specialization_data
from .triton_specialize import mangle_type, native_specialize_impl  # noqa: F401 - Triton's names there (torch calls them)

# Launch keywords that are compile options, not kernel parameters. GPU-only ones are accepted
# everywhere (advisory on the CPU) so that kernels tuned for GPUs run unchanged.
KNOWN_OPTIONS = {
    "num_warps": 4, "num_stages": 3, "num_ctas": 1, "maxnreg": None, "debug": False, "enable_fp_fusion": True,
    "matrix_instr_nonkdim": 0, "waves_per_eu": 0, "kpack": 1, "sanitize_overflow": True, "launch_cooperative_grid": False,
    "grf_mode": None, "num_threads": None, "ir_override": None, "default_dot_input_precision": "ieee",
    "threads_per_warp": None, "max_spill_bytes": None,  # xpu: subgroup size, spill threshold of the GRF retry
    "tma_descriptors": True,  # cuda: TMA copies of tensor descriptors' tiles (backends/cuda/compiler.py)
    "flatten_loops": False,  # cuda: tl.range(..., flatten=True) nests become one loop (passes/gpu_flatten_loops.py)
    "target": None, "device": None,  # where to run: 'cpu', 'cuda:90', ... (default: from the arguments)
    "stream": None,  # the stream a GPU launch goes to (default: torch's current one); not a compile option
}


# The launch path reads TRITIUM_INTERPRET / TRITIUM_DEBUG at every launch (tests and users flip them
# at run time). `os.environ.get` encodes the key and decodes the value (~0.5 us a lookup, 4 lookups a
# launch); on POSIX CPython the mapping keeps its bytes dict in `os.environ._data`, which every
# os.environ update goes through, so reading it directly sees the same values for a fraction of that.
# The variables are the knobs' (knobs.runtime.interpret, knobs.runtime.debug), tritium's name first.
_ENV_BYTES = os.environ._data if os.name == "posix" and isinstance(getattr(os.environ, "_data", None), dict) else None
_TRUE = (b"1", b"true", b"yes", b"on")
_INTERPRET_VAR, _INTERPRET_VAR2 = (k.encode() for k in knobs.runtime_knobs.interpret.keys)
_DEBUG_VAR, _DEBUG_VAR2 = (k.encode() for k in knobs.runtime_knobs.debug.keys)
_SORTED_OPTIONS: dict = {}  # launch options' items as given -> sorted (part of a specialisation's key)


def _publish_launch(ck, launcher, fast) -> None:
    """`ck.launch = fast` while `ck.launcher` is still the launcher `fast` belongs to."""
    if ck.launcher is launcher:
        ck.launch = fast


def _interpret_env() -> bool:
    set_by_knob = knobs.runtime._values.get("interpret")  # triton.knobs.runtime.interpret = ...
    if set_by_knob is not None:
        return bool(set_by_knob)
    d = _ENV_BYTES
    if d is None:
        found = knobs.runtime_knobs.interpret.environ()
        return found is not None and found[1].lower() in ("1", "true", "yes", "on")
    v = d.get(_INTERPRET_VAR)
    if v is None:
        v = d.get(_INTERPRET_VAR2)
        if v is None:
            return False
    return v.lower() in _TRUE


def _debug_env() -> bool:
    set_by_knob = knobs.runtime._values.get("debug")
    if set_by_knob is not None:
        return bool(set_by_knob)
    d = _ENV_BYTES
    if d is None:
        found = knobs.runtime_knobs.debug.environ()
        return found is not None and found[1] == "1"
    v = d.get(_DEBUG_VAR)
    if v is None:
        v = d.get(_DEBUG_VAR2)
    return v == b"1"


# Triton's spelling table for dtype names (runtime/jit.py): long and short names -> canonical short
type_canonicalisation_dict = {
    "bool": "u1", "int1": "u1", "uint1": "u1", "i1": "u1",
    "float8e4nv": "fp8e4nv", "float8e5": "fp8e5", "float8e4b15": "fp8e4b15", "float8_e4m3fn": "fp8e4nv",
    "float8e4b8": "fp8e4b8", "float8_e4m3fnuz": "fp8e4b8", "float8_e5m2": "fp8e5", "float8e5b16": "fp8e5b16",
    "float8_e5m2fnuz": "fp8e5b16", "half": "fp16", "float16": "fp16", "bfloat16": "bf16", "float": "fp32",
    "float32": "fp32", "double": "fp64", "float64": "fp64",
    "int8": "i8", "int16": "i16", "int": "i32", "int32": "i32", "int64": "i64",
    "uint8": "u8", "uint16": "u16", "uint32": "u32", "uint64": "u64", "void": "void",
}
type_canonicalisation_dict.update({v: v for v in list(type_canonicalisation_dict.values())})


_UNSET = object()


class _NameRepr:
    """A JITFunction's `repr` when none was given: the kernel's name (picklable, unlike a lambda)."""
    default_name = True

    def __init__(self, name: str):
        self.name = name

    def __call__(self, spec=None) -> str:
        return self.name


class JITFunction(KernelFunction):
    def __init__(self, fn, do_not_specialize=(), do_not_specialize_on_alignment=(), debug=None, noinline=False,
                 interpret=None, repr=None, launch_metadata=None):
        super().__init__(fn, noinline=noinline)
        self.debug = debug
        self.interpret = interpret
        # Triton's kernel-name hook for profilers: callable as Triton's is (torch calls `fn.repr(fn)`
        # before it pickles a kernel); without one, the kernel's own name
        self.repr = repr if repr is not None else _NameRepr(self.__name__)
        # Triton's record of the globals a compile read (torch saves and restores it around pickling):
        # tritium's cache key hashes the source of the kernel and its callees instead, so it stays empty
        self.used_global_vals: dict = {}
        self.launch_metadata = launch_metadata
        self.do_not_specialize = self._param_indices(do_not_specialize)
        self.do_not_specialize_on_alignment = self._param_indices(do_not_specialize_on_alignment)
        if self.do_not_specialize or self.do_not_specialize_on_alignment:  # each Param says it too (Triton's KernelParam)
            self.params = [p.replace(do_not_specialize=p.index in self.do_not_specialize,
                                     do_not_specialize_on_alignment=p.index in self.do_not_specialize_on_alignment)
                           for p in self.params]
        # a constexpr listed in do_not_specialize is reported when the kernel is compiled, as Triton does
        self.specialization_conflict = next(
            (f"{self.params[i].name} marked as constexpr and listed in do_not_specialize; remove the "
             "constexpr designation to skip specialization"
             for i in sorted(self.do_not_specialize | self.do_not_specialize_on_alignment)
             if self.params[i].is_constexpr), None)
        self.cache: dict = {}  # interpreter specialisations
        self.kernels: dict = {}  # compiled specialisations, by binder key (+ options)
        self._binder = None
        self._defaults = {p.name: p.default for p in self.params if p.has_default}

    def _unsafe_update_src(self, new_src: str) -> None:
        """Triton's `JITFunction._unsafe_update_src`: compile `new_src` (the same `def`, edited; the
        parameters must stay as they are) instead of the function's own source from now on. Kernels
        compiled so far are dropped; the cache key follows the new source."""
        import textwrap
        src = textwrap.dedent(new_src)
        if not src.lstrip().startswith("def "):
            raise ValueError(f"{self.__name__}._unsafe_update_src: the new source must start at `def` "
                             "(as JITFunction.src does)")
        self.src = src
        self.src_lines = src.splitlines(keepends=True)
        self._ast = None
        self.cache.clear()
        self.kernels.clear()
        self._binder = None

    def _param_indices(self, items) -> set:
        out = set()
        for it in items or ():
            if isinstance(it, int):
                out.add(it)
            elif it in self.arg_names:
                out.add(self.arg_names.index(it))
            # names that are not parameters are ignored, as Triton does (libraries list names that
            # only some of their kernels have)
        return out

    @property
    def __globals__(self) -> dict:
        got = self.__dict__.get("_globals", _UNSET)
        return self.fn.__globals__ if got is _UNSET else got

    @__globals__.setter
    def __globals__(self, value) -> None:
        # torch drops a kernel's globals (and its Python function) before it pickles the kernel out of
        # a compile worker, and puts them back after
        self.__dict__["_globals"] = value

    @property
    def cache_key(self) -> str:
        """A hash of the kernel's source and of every @jit function it calls (Triton's name)."""
        from ..frontend.fingerprint import source_hash
        return source_hash(self)

    def __getitem__(self, grid):
        launch = self._run

        def launcher(*args, **kwargs):  # (calls _run with the tuple and dict as they are: ~0.2 us less than run)
            return launch(grid, args, kwargs, kwargs.pop("warmup", False) if kwargs else False)
        return launcher

    # ------------------------------------------------------------------ binding
    def bind(self, args, kwargs):
        if len(args) > len(self.params):
            raise TypeError(f"{self.__name__}() takes {len(self.params)} arguments but {len(args)} were given")
        bound = dict(zip(self.arg_names, args))
        options = {}
        for k, v in kwargs.items():
            if k in self.arg_names:
                if k in bound:
                    raise TypeError(f"{self.__name__}() got multiple values for argument '{k}'")
                bound[k] = v
            elif k in KNOWN_OPTIONS:
                options[k] = v
            else:
                raise KeyError(f"Keyword argument {k} was specified but unrecognised")
        for p in self.params:
            if p.name not in bound:
                if not p.has_default:
                    raise TypeError(f"{self.__name__}() missing required argument '{p.name}'")
                bound[p.name] = p.default
        return bound, options

    def specialize(self, bound):
        """-> (signature {name: dtype}, constexprs {name: value}, runtime [(param, value)])."""
        signature, constexprs, runtime = {}, {}, []
        for p in self.params:
            v = bound[p.name]
            if p.is_constexpr:
                constexprs[p.name] = v.value if isinstance(v, constexpr) else v
                continue
            if v is None or isinstance(v, (constexpr, KernelFunction)):
                constexprs[p.name] = v.value if isinstance(v, constexpr) else v
                continue
            if isinstance(v, tuple):  # tuples are flattened into one argument per leaf
                signature[p.name] = self._type_tuple(p, v, runtime)
                continue
            if is_tensor_descriptor(v):  # flattened too: base pointer, shape, strides
                signature[p.name] = self._type_descriptor(p, v, runtime)
                continue
            arr = as_array_arg(v)
            if arr is not None:
                signature[p.name] = tdt.pointer_type(arr.dtype)
                runtime.append((p, arr))
                continue
            ty = type_of_scalar(v)
            if ty is None:
                raise TypeError(f"argument '{p.name}' of {self.__name__}: cannot pass {type(v).__name__} to a kernel")
            if ty.is_int() and not ty.is_int1() and not isinstance(v, np.generic) and v == 1 \
                    and p.index not in self.do_not_specialize:
                constexprs[p.name] = 1  # Triton's rule: an int equal to 1 is compiled in
                continue
            signature[p.name] = ty
            runtime.append((p, v))
        return signature, constexprs, runtime

    def _type_tuple(self, p, v, runtime):
        out = []
        for x in v:
            if isinstance(x, tuple):
                out.append(self._type_tuple(p, x, runtime))
            elif x is None or isinstance(x, (constexpr, KernelFunction)):
                out.append(x if isinstance(x, constexpr) else constexpr(x))
            elif type(x) is int and x == 1 and p.index not in self.do_not_specialize:
                out.append(constexpr(1))  # Triton's rule: an int equal to 1 is compiled in, in tuples too
            elif is_tensor_descriptor(x):
                out.append(self._type_descriptor(p, x, runtime))
            elif (arr := as_array_arg(x)) is not None:
                out.append(tdt.pointer_type(arr.dtype))
                runtime.append((p, arr))
            elif (ty := type_of_scalar(x)) is not None:
                out.append(ty)
                runtime.append((p, x))
            else:
                raise TypeError(f"argument '{p.name}' of {self.__name__}: cannot pass {type(x).__name__} in a tuple")
        return retuple(v, out)  # a named tuple stays one

    def _type_descriptor(self, p, d, runtime):
        """A host TensorDescriptor -> its signature entry; appends its runtime leaves (base pointer,
        shape, strides but the last, which is 1 and compiled in)."""
        arr, shape, strides = descriptor_leaves(d, f"argument '{p.name}' of {self.__name__}")
        runtime.append((p, arr))
        runtime.extend((p, v) for v in shape + strides)
        return TensorDescSig.make(tdt.pointer_type(arr.dtype), d.block_shape, d.padding)

    # ------------------------------------------------------------------ launch
    def compile_for(self, signature, constexprs, options) -> CompiledKernel:
        """The interpreter's compile: tile IR only, kept in memory per specialisation."""
        from ..compiler import with_knob_defaults
        options = with_knob_defaults(dict(options))
        key = (tuple((k, str(v)) for k, v in signature.items()),
               tuple((k, repr(v)) for k, v in constexprs.items()), tuple(sorted(options.items())))
        ck = self.cache.get(key)
        if ck is None:
            try:
                ck = compile_ttir(self, signature, constexprs, options)
            except CompilationError as e:
                raise for_user(e)
            interpreter_metadata(ck, options)
            self.cache[key] = ck
        return ck

    def _options(self, options: dict) -> dict:
        if self.debug is not None and "debug" not in options:
            options["debug"] = self.debug
        if _debug_env():
            options["debug"] = True
        return options

    def _request(self, key, options: dict):
        """(CompileRequest, device index) for a binder key and its options."""
        from ..compiler import CompileRequest, has_facts
        from .binder import key_devices, key_to_specialization
        signature, constexprs, facts = key_to_specialization(self, key)
        options = dict(options)
        target, device = options.pop("target", None), options.pop("device", None)
        target, index = _placement(self.__name__, key_devices(self, key), target or device)
        return CompileRequest(self, signature, constexprs, target, {
            k: v for k, v in facts.items() if has_facts(v)}, **options), index

    def _native(self, key, options: dict) -> CompiledKernel:
        """The compiled kernel for a binder key: through `compile()` (and its on-disk cache), loaded."""
        from ..backends.registry import backend_for, driver as driver_named
        from ..compiler import compile_request
        req, index = self._request(key, options)
        try:
            ck = compile_request(req)
        except CompilationError as e:
            raise for_user(e)
        backend = backend_for(req.target)
        driver = driver_named(backend.name)
        if driver is None:
            raise RuntimeError(f"the {backend.name} backend has no driver: its kernels cannot be launched here")

        def load(ck):
            binary = backend.binary_of(ck)
            return driver.load(binary, ck.metadata) if index is None else driver.load(binary, ck.metadata, device=index)
        try:
            ck.launcher = load(ck)
        except (BadBinary, struct.error, OverflowError, MemoryError, ValueError, KeyError, TypeError) as e:
            if not ck.metadata.get("cache_hit"):
                raise
            from ..store.cache import open_cache  # a cached binary that does not load: a bad entry, built again
            cache = open_cache()
            req.discard(cache, f"its binary does not load ({type(e).__name__}: {e})")
            ck = req.build(cache)
            ck.launcher = load(ck)
        if hasattr(ck.launcher, "on_express"):  # (the CPU's: a launch on one thread in native code, express.py)
            ck.launcher.on_express = functools.partial(_publish_launch, ck, ck.launcher)
        ck.fn = self
        if index is None and getattr(driver, "stages_host_memory", None) and driver.stages_host_memory(req.target):
            ck.stage_host = driver.launch_staged  # host arrays on a device that copies them (Vulkan)
        return ck

    def warmup_many(self, calls, workers: int | None = None, return_exceptions: bool = False) -> list:
        """Compile the specialisations of many calls at once, in worker processes (one per core, or
        `workers`), then load them: `kernel.warmup_many([(args, kwargs), ...])` -> CompiledKernels.
        A kernel mistake or a compiler crash is raised (after all are done) unless
        `return_exceptions`, which puts each error in its call's place."""
        from ..compiler import compile_many
        calls = [(tuple(c[0]), dict(c[1]) if len(c) > 1 else {}) for c in calls]
        interpret = self.interpret if self.interpret is not None else _interpret_env()
        if not interpret:
            reqs, errors = [], {}
            for i, (args, kwargs) in enumerate(calls):
                try:
                    key, _, options = (self._binder or self._make_binder())(*args, **kwargs)
                    options.pop("stream", None)
                    reqs.append(self._request(key, self._options(options))[0])
                except Exception as e:  # noqa: BLE001 - reported in its place
                    errors[i] = e
            built = iter(compile_many(reqs, workers=workers, return_exceptions=True, _keep=True))
            failed = {i: e for i, e in ((i, errors.get(i) or next(built)) for i in range(len(calls)))
                      if isinstance(e, BaseException)}
        else:
            failed = {}
        out = []
        try:
            self._warm_all(calls, failed, out, return_exceptions)
        finally:
            if not interpret:
                from ..compiler import _built
                for r in reqs:  # kernels that were not launched through _native (loaded already, hooks)
                    _built.pop(r.key, None)
        return out

    def _warm_all(self, calls, failed, out, return_exceptions) -> None:
        for i, (args, kwargs) in enumerate(calls):
            if i not in failed:
                try:
                    out.append(self.warmup(*args, **kwargs))
                    continue
                except Exception as e:  # noqa: BLE001
                    failed[i] = e
            if not return_exceptions:
                raise failed[i]
            out.append(failed[i])

    def _make_binder(self):
        from ..backends.base import COMMON_SPECIALIZATIONS
        from ..backends.registry import backend_for, parse_target
        from .binder import make_binder
        # host pointers get the CPU's address facts; device arrays also get their backend's memory
        # facts (looked up when such an array comes: no other backend is imported here), which
        # never apply to host memory
        rules = COMMON_SPECIALIZATIONS + backend_for(parse_target("cpu")).specializations()
        self._binder = make_binder(self, rules, device_memory_rules=True)
        return self._binder

    def launch_args(self, args, kwargs):
        """(runtime values for the native launcher, {param: value} for grid callables) of one call."""
        _, values, _ = (self._binder or self._make_binder())(*args, **kwargs)
        return values, self._meta(args, kwargs)

    def _meta(self, args, kwargs) -> dict:
        meta = dict(self._defaults)
        meta.update(zip(self.arg_names, args))
        meta.update(kwargs)
        return meta

    def run(self, *args, grid, warmup=False, **kwargs):
        return self._run(grid, args, kwargs, warmup)

    def _run(self, grid, args: tuple, kwargs: dict, warmup=False):
        # Neither the knobs nor the environment set interpret/debug in the common launch: two dict
        # lookups each then, instead of the calls that parse them (~0.3 us a launch).
        knob_values, env = knobs.runtime._values, _ENV_BYTES
        unset = not knob_values and env is not None
        interpret = self.interpret
        if interpret is None:
            interpret = (not unset or _INTERPRET_VAR in env or _INTERPRET_VAR2 in env) and _interpret_env()
        if interpret:
            return self._run_interpreted(args, kwargs, grid, warmup)
        key, values, options = (self._binder or self._make_binder())(*args, **kwargs)
        stream = None
        full_key = key
        debug = False
        env_debug = (not unset or _DEBUG_VAR in env or _DEBUG_VAR2 in env) and _debug_env()
        if options or self.debug is not None or env_debug:  # (the common launch has none of these)
            stream = options.pop("stream", None)  # where to launch, not what to compile
            if self.debug is None and not env_debug:  # the options as given: their sorted items, memoized
                try:
                    items = tuple(options.items())
                    ordered = _SORTED_OPTIONS.get(items)
                    if ordered is None:
                        ordered = _SORTED_OPTIONS[items] = tuple(sorted(items)) if len(_SORTED_OPTIONS) < 4096 else None
                except TypeError:  # an unhashable option value
                    ordered = None
                if ordered is None:
                    ordered = tuple(sorted(options.items()))
            else:
                options = self._options(options)
                ordered = tuple(sorted(options.items()))
            if ordered:
                full_key = (key, ordered)
            debug = bool(options.get("debug"))
        ck = self.kernels.get(full_key)
        if ck is None:
            rt = knobs.runtime
            if rt.jit_cache_hook is not None and call_jit_hook(rt.jit_cache_hook, self, key, options, warmup):
                return None  # the hook took the kernel over (Triton's contract)
            ck = self.kernels[full_key] = self._native(key, options)
            if rt.jit_post_compile_hook is not None:
                call_jit_hook(rt.jit_post_compile_hook, self, key, options, warmup)
        if warmup:
            return ck
        if callable(grid):
            grid = grid(self._meta(args, kwargs))
        if type(grid) is not tuple:
            grid = tuple(grid) if isinstance(grid, list) else (grid,)
        if len(grid) == 1:  # (the common grid: one test of its one dimension)
            bad = type(grid[0]) is not int or grid[0] <= 0
        else:  # (sum: one type test for all dims)
            bad = not 1 <= len(grid) <= 3 or min(grid) <= 0 or type(sum(grid)) is not int
        if bad:
            grid = _check_grid(grid)
            if 0 in grid:
                return ck
        try:
            if debug and getattr(ck.launcher, "takes_bounds", False):  # the sanitizer: each pointer's bounds
                return self._launch_hooked(ck, grid, values, stream, knob_values, args, kwargs,
                                           _sanitizer_buffers(self, values, args, kwargs))
            if knob_values and (knob_values.get("launch_enter_hook") is not None
                                or knob_values.get("launch_exit_hook") is not None):
                return self._launch_hooked(ck, grid, values, stream, knob_values, args, kwargs)
            if ck.stage_host is not None:
                ck.stage_host(ck.launcher, grid, values, tuple(args) + tuple(kwargs.values()))
                return ck
            if stream is None:
                (ck.launch or ck.launcher)(grid, values)
            else:
                ck.launcher(grid, values, stream)
        except LaunchNeedsVariant as e:  # (these arguments need the kernel compiled with other options)
            if all(kwargs.get(k, not v) == v for k, v in e.options.items()):
                raise
            return self._run(grid, args, {**kwargs, **e.options}, warmup)
        return ck

    def _launch_hooked(self, ck, grid, values, stream, hooks, args=(), kwargs=None, bounds=None):
        """A launch between Triton's launch_enter_hook and launch_exit_hook (profilers set them),
        which receive what Triton's do: a LazyDict of {name, function (the kernel's handle), stream}
        and this function's `launch_metadata` callback; `bounds`: the sanitizer's buffers, for a
        launcher that takes them (a debug CPU kernel)."""
        meta = None
        if hooks.get("launch_enter_hook") is not None or hooks.get("launch_exit_hook") is not None:
            from ..compiled_kernel import launch_metadata
            ck._init_handles()
            bound = self._meta(args, kwargs or {})
            grid3 = tuple(grid) + (1,) * (3 - len(grid))  # (Triton's callbacks get all three)
            meta = launch_metadata(ck.name, ck.function, stream, self, grid3, ck.metadata,
                                   tuple(bound.get(n) for n in self.arg_names))
        if hooks.get("launch_enter_hook") is not None:
            hooks["launch_enter_hook"](meta)
        if ck.stage_host is not None:
            ck.stage_host(ck.launcher, grid, values, tuple(args) + tuple((kwargs or {}).values()))
        elif bounds is not None:
            ck.launcher(grid, values, stream, bounds=bounds)
        elif stream is None:
            ck.launcher(grid, values)
        else:
            ck.launcher(grid, values, stream)
        if hooks.get("launch_exit_hook") is not None:
            hooks["launch_exit_hook"](meta)
        return ck

    def preload(self, specialization_data: str) -> CompiledKernel:
        """Compile (or load from the cache) the specialisation that a jit hook's
        `compile["specialization_data"]` names, before its first launch (Triton's `preload`)."""
        key, options = parse_specialization_data(self, specialization_data)
        full_key = (key, tuple(sorted(options.items()))) if options else key
        ck = self.kernels[full_key] = self._native(key, dict(options))
        return ck

    @property
    def device_caches(self) -> dict:
        """Triton's per-device (kernel cache, ...) tuples. tritium keeps one cache of compiled
        specialisations whose keys carry the arguments' devices, so every device sees that one."""
        return _DeviceCaches(self)

    def _run_interpreted(self, args, kwargs, grid, warmup):
        bound, options = self.bind(args, kwargs)
        options = dict(self._options(options), interpret=True)
        signature, constexprs, runtime = self.specialize(bound)
        try:
            ck = self.compile_for(signature, constexprs, options)
        except CompilationError as e:
            raise _as_interpreter_error(e)
        if warmup:
            return ck
        if callable(grid):
            grid = grid(dict(bound))
        grid = _check_grid(grid)
        if 0 in grid:
            return ck
        for p, v in runtime:
            if isinstance(v, ArrayArg) and v.device is not None:
                raise RuntimeError(f"argument '{p.name}' of {self.__name__} is on {v.device}; the interpreter "
                                   "(TRITIUM_INTERPRET=1) runs kernels on host memory: pass host arrays, or "
                                   "run the kernel compiled")
        values = [v.ptr if isinstance(v, ArrayArg) else v for _, v in runtime]
        buffers = [(v.base, v.nbytes) for _, v in runtime if isinstance(v, ArrayArg)]
        # each pointer's buffer: named in out-of-bounds errors, and the extent debug runs check against
        extents = _sanitizer_buffers(self, values, args, kwargs, runtime)
        from .interpreter import Interpreter  # (imported here: compiled launches never need it)
        Interpreter(ck.module, ck.name).run(grid, values, buffers, extents, strict=bool(options.get("debug")))
        return ck

    def warmup(self, *args, grid=None, **kwargs):
        return self.run(*args, grid=grid or (1,), warmup=True, **kwargs)


class _DeviceCaches(dict):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def __missing__(self, device):
        return (self.fn.kernels, {}, None, None, self.fn._binder)


_INTERPRETER_VARIANTS: dict = {}


def _as_interpreter_error(e: Exception) -> Exception:
    """A kernel mistake found by the interpreter: Triton's interpreter raises those as
    `InterpreterError` (the mistake as its `__cause__`), compiled Triton as `CompilationError`. The
    same error as an instance of both, so code written for either mode catches it; its cause stays
    the compiled one's (the semantic error's message, as in both Tritons)."""
    cls = type(e)
    variant = _INTERPRETER_VARIANTS.get(cls)
    if variant is None:
        variant = _INTERPRETER_VARIANTS[cls] = type(cls.__name__, (cls, InterpreterError),
                                                    {"__module__": cls.__module__})
    err = variant.__new__(variant, *e.args)
    err.__dict__.update(e.__dict__)
    err.__cause__, err.__suppress_context__ = e.__cause__, True
    return for_user(err.with_traceback(e.__traceback__))


def _placement(kernel: str, devices: dict, explicit):
    """(Target, device index or None) of a launch: an explicit target=/device= wins; otherwise the
    target follows the array arguments (host memory or none: the CPU; memory on cuda:N: that GPU's
    architecture and device N). Arrays in different places are an error either way."""
    from ..backends.registry import driver as driver_named, parse_target
    places = {}
    for name, devs in devices.items():
        for d in devs:
            places.setdefault(d, name)
    if len(places) > 1:
        where = ", ".join(f"'{n}' on {d or 'the host'}" for d, n in places.items())
        raise RuntimeError(f"{kernel}: array arguments are in different places ({where}); pass them all on one "
                           "device, or all in host memory")
    place = next(iter(places), None)
    if explicit is not None:
        target = parse_target(str(explicit))
        where = place.partition(":")[0] if place else "cpu"
        host_ok = place is None and _reads_host_memory(target)
        if places and where != target.backend and not host_ok:
            n = places[place]
            raise RuntimeError(f"{kernel}: target {target} cannot run on argument '{n}', which is "
                               f"{'on ' + place if place else 'in host memory'}")
        return target, int(place.partition(":")[2]) if place and place.partition(":")[2].isdigit() else None
    if place is None:
        host = knobs.runtime.host_target
        if host and host != "cpu":
            target = parse_target(str(host))
            if not _reads_host_memory(target):
                raise RuntimeError(f"{kernel}: TRITIUM_TARGET={host} cannot run kernels on host arrays")
            return target, None
        return parse_target("cpu"), None
    backend, _, index = place.partition(":")
    driver = driver_named(backend)
    if driver is None:
        raise RuntimeError(f"{kernel}: argument '{places[place]}' is on {place}, and no backend runs kernels there")
    index = int(index) if index.isdigit() else 0
    return driver.target_of(index), index


def jit(fn=None, *, do_not_specialize=(), do_not_specialize_on_alignment=(), debug=None, noinline=False,
        interpret=None, repr=None, launch_metadata=None, version=None):
    """Decorate a kernel written in the Triton language: `@tritium.jit` or `@tritium.jit(...)`."""
    def deco(f):
        return JITFunction(f, do_not_specialize=do_not_specialize,
                           do_not_specialize_on_alignment=do_not_specialize_on_alignment, debug=debug,
                           noinline=noinline, interpret=interpret, repr=repr, launch_metadata=launch_metadata)
    return deco(fn) if fn is not None else deco
