"""`Config`, `@autotune` and `@heuristics`, with Triton's signatures.

The autotuner times every config with `testing.do_bench` on the first launch for each value of
its key (plus argument dtypes) and reuses the fastest afterwards. Before timing, it compiles every
config at once in worker processes (runtime/compile_workers.py). Decisions can persist in the cache
for later processes and other machines (runtime/autotune_cache.py). A long tuning shows its progress
on stderr (`_progress`; TRITIUM_AUTOTUNE_PROGRESS=0 turns it off).
"""
from __future__ import annotations

import builtins
import time

from .. import knobs
from ..backends.base import OutOfResources  # noqa: F401 - Triton's module exports them (torch imports them here)
from ..errors import PTXASError  # noqa: F401


class Config:
    def __init__(self, kwargs, num_warps=4, num_stages=3, num_ctas=1, maxnreg=None, pre_hook=None, ir_override=None):
        self.kwargs = dict(kwargs)
        self.num_warps, self.num_stages, self.num_ctas = num_warps, num_stages, num_ctas
        self.maxnreg, self.pre_hook, self.ir_override = maxnreg, pre_hook, ir_override

    def all_kwargs(self) -> dict:
        extra = {"num_warps": self.num_warps, "num_ctas": self.num_ctas, "num_stages": self.num_stages,
                 "maxnreg": self.maxnreg, "ir_override": self.ir_override}
        return {**self.kwargs, **{k: v for k, v in extra.items() if v is not None}}

    def __str__(self):
        parts = [f"{k}: {v}" for k, v in self.kwargs.items()]
        parts += [f"num_warps: {self.num_warps}", f"num_ctas: {self.num_ctas}", f"num_stages: {self.num_stages}",
                  f"maxnreg: {self.maxnreg}", f"ir_override: {self.ir_override}"]
        return ", ".join(parts)

    __repr__ = __str__

    def __hash__(self):
        return hash((tuple(self.all_kwargs().items()), self.pre_hook))

    def __eq__(self, other):
        return isinstance(other, Config) and self.all_kwargs() == other.all_kwargs() and self.pre_hook == other.pre_hook


class _Derived:
    """An attribute computed from the wrapped function until the instance sets its own: subclasses
    in libraries assign `self.arg_names = fn.arg_names` in their __init__, as Triton's allow (a
    property without a setter would refuse that). A non-data descriptor: an assignment lands in the
    instance's __dict__, which attribute lookup then finds first."""

    def __init__(self, fget):
        self.fget, self.__doc__ = fget, fget.__doc__

    def __get__(self, obj, cls=None):
        return self if obj is None else self.fget(obj)


class KernelInterface:
    """Something launchable as `k[grid](...)` that wraps a JITFunction."""

    def __getitem__(self, grid):
        return lambda *args, **kwargs: self.run(*args, grid=grid, **kwargs)

    def run(self, *args, grid, **kwargs):
        raise NotImplementedError("run not implemented")

    def warmup(self, *args, grid=None, **kwargs):
        """Compile without launching (Triton's default for a subclass that defines only `run`)."""
        return self.run(*args, grid=grid, warmup=True, **kwargs)

    @_Derived
    def base_fn(self):
        """The JITFunction under the wrappers (autotuners, heuristics, library entries)."""
        f = self.fn
        while hasattr(f, "fn") and not hasattr(f, "params"):
            f = f.fn
        return f

    @_Derived
    def arg_names(self):
        return self.base_fn.arg_names


def _as_list(t) -> list:
    """A config's timing (a float, or do_bench's quantiles) as a list."""
    return list(t) if isinstance(t, (list, tuple)) else [t]


class _NoProgress:
    def update(self, text, fraction=None):
        pass

    def close(self, summary=None):
        pass

    def elapsed(self) -> float:
        return 0.0


def _progress(n_configs: int):
    """The progress of a tuning on stderr (testing.Progress): shown once it has run for
    TRITIUM_PROGRESS_AFTER seconds (2), for 16 configs or more after 0.5 s; on a terminal a bar
    rewritten in place, elsewhere a line at most every 10 s. TRITIUM_AUTOTUNE_PROGRESS=0: none,
    =1: from the start."""
    from ..testing import Progress, progress_after
    setting = (knobs.autotuning.progress or "").strip().lower()
    if setting in ("0", "off", "false", "no"):
        return _NoProgress()
    if setting in ("1", "on", "true", "yes"):
        return Progress(after=0.0, every=10.0)
    after = progress_after()
    if n_configs >= 16 and after != float("inf"):
        after = min(after, 0.5)
    return Progress(after=after, every=10.0)


def _qualname(f):
    return None if f is None else f"{getattr(f, '__module__', '')}.{getattr(f, '__qualname__', repr(f))}"


def _zero(x):
    if hasattr(x, "zero_"):
        x.zero_()
    else:
        x.fill(0)


def _copy(x):
    return x.clone() if hasattr(x, "clone") else x.copy()


def _restore(dst, src):
    if hasattr(dst, "copy_"):
        dst.copy_(src)
    else:
        dst[...] = src


class Autotuner(KernelInterface):
    """Triton's Autotuner, constructed as Triton 3.6's is: `Autotuner(fn, arg_names, configs, key,
    reset_to_zero, restore_value, pre_hook=..., post_hook=..., prune_configs_by=..., ...)`, so that
    libraries' subclasses (which call that __init__ positionally and override `run`, `pre_hook`,
    `post_hook`, `cache`) work. `arg_names=None` takes fn's. tritium's former order `(fn, configs,
    key, prune_configs_by, reset_to_zero, ...)` is recognised by Configs in the second place.

    The hooks are Triton's: `self.pre_hook(nargs, reset_only=False)` runs before each timed launch
    and `self.post_hook(nargs, exception)` after it; a user's pre_hook (post_hook) replaces the
    default one, which zeroes `reset_to_zero` and saves `restore_value` (restores them)."""

    def __init__(self, fn, arg_names=None, configs=None, key=None, reset_to_zero=None, restore_value=None,
                 pre_hook=None, post_hook=None, prune_configs_by=None, warmup=None, rep=None, use_cuda_graph=False,
                 do_bench=None, cache_results=False):
        if isinstance(arg_names, (list, tuple)) and arg_names and isinstance(arg_names[0], Config):
            # the former order: configs, key, prune_configs_by in the places of arg_names, configs, key
            # (the places after them are the same in both orders, up to post_hook)
            arg_names, configs, key, prune_configs_by = None, arg_names, configs, key if key is not None \
                else prune_configs_by
        self.fn = fn
        self.arg_names = list(arg_names) if arg_names is not None else list(fn.arg_names)
        self.configs = list(configs) if configs else [Config({})]
        self.keys = list(key or [])
        for what, lst in (("key", self.keys), ("reset_to_zero", reset_to_zero or []), ("restore_value", restore_value or [])):
            bad = [n for n in lst if n not in self.arg_names]
            if bad:
                raise ValueError(f"{what} contains names that are not kernel arguments: {bad}")
        self.reset_to_zero = list(reset_to_zero or [])
        self.restore_value = list(restore_value or [])
        self.restore_copies: dict = {}
        self.user_defined_pre_hook, self.user_defined_post_hook = pre_hook is not None, post_hook is not None
        self.pre_hook = pre_hook or self._default_pre_hook
        self.post_hook = post_hook or self._default_post_hook
        prune = prune_configs_by or {}
        self.early_config_prune = prune.get("early_config_prune")
        self.perf_model, self.configs_top_k = prune.get("perf_model"), prune.get("top_k", 1.0)
        self.num_warmups, self.num_reps, self.use_cuda_graph = warmup, rep, use_cuda_graph
        self._do_bench = do_bench
        self.cache_results = cache_results
        self.benchmarks = 0  # configs timed by this autotuner (a persisted decision times none)
        self.cache: dict = {}
        self.nargs = None
        self.best_config = None
        self.configs_timings = None
        self.bench_time = 0.0

    @property
    def key(self) -> list:
        return self.keys

    def _default_pre_hook(self, nargs, reset_only=False):
        for n in self.reset_to_zero:
            if nargs.get(n) is not None:  # (an optional pointer argument may be None)
                _zero(nargs[n])
        if not reset_only:
            self.restore_copies = {n: _copy(nargs[n]) for n in self.restore_value if nargs.get(n) is not None}

    def _default_post_hook(self, nargs, exception):
        for n, saved in self.restore_copies.items():
            _restore(nargs[n], saved)
        self.restore_copies = {}

    @property
    def do_bench(self):
        """The timing function: `do_bench(fn, quantiles)` (the given one, else testing.do_bench)."""
        if self._do_bench is not None:
            return self._do_bench
        from ..testing import do_bench
        warmup, rep = self.num_warmups or 25, self.num_reps or 100
        return lambda f, quantiles: do_bench(f, warmup=warmup, rep=rep, quantiles=quantiles)

    def _bench(self, config, args, kwargs, named, grid):
        conflicts = set(config.kwargs) & set(kwargs)
        if conflicts:
            raise ValueError(f"Conflicting meta-parameters: {', '.join(sorted(conflicts))}. Make sure that you "
                             "don't re-define auto-tuned symbols.")
        full = {**named, **kwargs, **config.all_kwargs()}

        def call():
            if config.pre_hook:
                config.pre_hook(full)
            self.pre_hook(full)
            try:
                self.fn.run(*args, grid=grid, **kwargs, **config.all_kwargs())
            except Exception as e:
                self.post_hook(full, exception=e)
                raise
            self.post_hook(full, exception=None)

        self.benchmarks += 1
        try:
            return self.do_bench(call, quantiles=(0.5, 0.2, 0.8))
        except Exception as e:  # a config that cannot compile or run loses, as in Triton
            from ..backends.base import BackendCompileError, OutOfResources
            from ..frontend.errors import CompilationError
            if isinstance(e, (CompilationError, OutOfResources, BackendCompileError)):
                return [float("inf")] * 3
            raise

    def prune_configs(self, kwargs: dict) -> list:
        """Triton's: the configs left after early pruning and the performance model, for `self.nargs`."""
        return self.prune(self.nargs or {}, kwargs)

    def prune(self, named, kwargs):
        configs = self.configs
        if self.early_config_prune:
            configs = self.early_config_prune(configs, named, **kwargs)
            if not configs:
                raise RuntimeError("No valid autotuner configs after pruning. `early_config_prune` should return at least one config.")
        if self.perf_model:
            k = self.configs_top_k
            k = builtins.max(1, int(len(configs) * k)) if isinstance(k, float) and k <= 1.0 else int(k)
            est = {c: self.perf_model(**named, **kwargs, **c.all_kwargs()) for c in configs}
            configs = sorted(est, key=est.get)[:k]
        return configs

    def run(self, *args, grid, **kwargs):
        named = dict(zip(self.arg_names, args))
        named.update({k: v for k, v in kwargs.items() if k in self.arg_names})
        self.nargs = dict(zip(self.arg_names, args))
        if len(self.configs) > 1:
            key = tuple(named[k] for k in self.keys if k in named)
            key += tuple(str(v.dtype) for v in named.values() if hasattr(v, "dtype"))
            if key not in self.cache:
                self.cache[key] = self._tune(key, args, kwargs, named, grid)
            config = self.cache[key]
        else:
            config = self.configs[0]
        self.best_config = config
        if config.pre_hook:
            config.pre_hook({**named, **config.all_kwargs()})
        return self.fn.run(*args, grid=grid, **kwargs, **config.all_kwargs())

    def _tune(self, key, args, kwargs, named, grid):
        """The best config for this key: a persisted decision, else timing each (pruned) config."""
        from . import autotune_cache
        from ..store.cache import open_cache
        mode = autotune_cache.mode(self.cache_results)
        short = knobs.testing.bench in ("short", "skip")  # (`tritium run --bench short`: a quick look, not a tuning)
        if mode != "off" or short:
            cache = open_cache()
            device = autotune_cache.device_identity(named.values())
            dkey = autotune_cache.decision_key(self.base_fn, self.configs, key, device, self._tuning_setup())
            stored = autotune_cache.load(cache, dkey, self.configs) if mode == "cached" or short else None
            if stored is not None:
                self.configs_timings, self.bench_time = stored[1], 0.0
                return stored[0]
        configs = self.prune(named, kwargs)
        if short and len(configs) > 1:  # no decision kept: the first config, untimed (and not kept as one)
            configs = configs[:1]
        t0 = time.perf_counter()
        failed: dict = {}
        if len(configs) > 1:
            n, name = len(configs), self.base_fn.__name__
            progress = _progress(n)
            summary = None
            try:
                progress.update(f"autotuning {name}: compiling {n} configs ...", 0.0)
                failed = self._compile(configs, args, kwargs)
                # a config that failed to compile (a kernel mistake, or a compiler crash in its worker)
                # loses without running: building it again here could crash this process
                timings = {}
                for i, c in enumerate(configs):
                    progress.update(f"autotuning {name}: {i}/{n} configs", i / n)
                    timings[c] = [float("inf")] * 3 if c in failed else self._bench(c, args, kwargs, named, grid)
                summary = f"autotuning {name}: {n}/{n} configs in {progress.elapsed():.1f}s"
            finally:
                progress.close(summary)
        else:
            timings = {configs[0]: [0.0, 0.0, 0.0]}
        self.bench_time = time.perf_counter() - t0
        best = builtins.min(timings, key=lambda c: _as_list(timings[c]))
        self.configs_timings = timings
        if not self.user_defined_pre_hook:  # zero the outputs again, as Triton (a user's hook may take no reset_only)
            self.pre_hook({**named, **kwargs, **best.all_kwargs()}, reset_only=True)
        if knobs.autotuning.print:
            print(f"Triton autotuning for function {self.base_fn.__name__} finished after "
                  f"{self.bench_time:.2f}s; best config selected: {best};")
        finite = float("inf") not in _as_list(timings[best])
        if best in failed:  # every config failed to compile: the error of the first
            raise failed[best]
        # a decision with a failed config is not stored: the failure may be this machine's or passing
        if mode != "off" and len(configs) > 1 and finite and not failed:
            try:
                autotune_cache.store(cache, dkey, self.base_fn, best, timings, key, device, self.bench_time)
            except OSError as e:  # a full or read-only cache: the decision holds for this process
                from ..logs import logger
                logger("cache").warning("tritium: cannot store the autotuning decision (%s)", e)
        return best

    def _tuning_setup(self) -> list:
        """What else a stored decision depends on: the key's names, the pruning, the hooks."""
        return [self.keys, _qualname(self.early_config_prune), _qualname(self.perf_model), repr(self.configs_top_k),
                [_qualname(c.pre_hook) for c in self.configs], self.reset_to_zero, self.restore_value]

    def _compile(self, configs, args, kwargs) -> dict:
        """Every config's kernel compiled before any is timed, in worker processes at once. -> the
        configs that failed to compile, with their errors (other errors are left to the timing)."""
        from ..backends.base import BackendCompileError, OutOfResources
        from ..frontend.errors import CompilationError
        many = getattr(self.fn, "warmup_many", None)
        if many is None:
            return {}
        todo = [c for c in configs if not set(c.kwargs) & set(kwargs)]
        results = many([(args, {**kwargs, **c.all_kwargs()}) for c in todo], return_exceptions=True)
        return {c: r for c, r in zip(todo, results) if isinstance(r, (CompilationError, OutOfResources, BackendCompileError))}

    def warmup(self, *args, grid=None, **kwargs):
        configs = self.prune(dict(zip(self.arg_names, args)), kwargs)
        many = getattr(self.fn, "warmup_many", None)
        if many is not None:
            return many([(args, {**kwargs, **c.all_kwargs()}) for c in configs])
        return [self.fn.warmup(*args, grid=grid, **kwargs, **c.all_kwargs()) for c in configs]


def autotune(configs, key, prune_configs_by=None, reset_to_zero=None, restore_value=None, pre_hook=None,
             post_hook=None, warmup=None, rep=None, use_cuda_graph=False, do_bench=None, cache_results=False):
    def deco(fn):
        return Autotuner(fn, fn.arg_names, configs, key, reset_to_zero, restore_value, pre_hook=pre_hook,
                         post_hook=post_hook, prune_configs_by=prune_configs_by, warmup=warmup, rep=rep,
                         use_cuda_graph=use_cuda_graph, do_bench=do_bench, cache_results=cache_results)
    return deco


class Heuristics(KernelInterface):
    def __init__(self, fn, arg_names, values=None):
        """Triton 3.6's `Heuristics(fn, arg_names, values)`; `Heuristics(fn, values)` (tritium's
        former form) still works."""
        if values is None and isinstance(arg_names, dict):
            arg_names, values = None, arg_names
        self.fn, self.values = fn, values
        if arg_names is not None:
            self.arg_names = list(arg_names)

    def _with_values(self, args, kwargs) -> dict:
        """kwargs plus every heuristic's value, each seeing the arguments and the values before it."""
        kwargs, named = dict(kwargs), dict(zip(self.arg_names, args))
        for name, f in self.values.items():
            kwargs[name] = f({**named, **kwargs})
        return kwargs

    def run(self, *args, grid, **kwargs):
        return self.fn.run(*args, grid=grid, **self._with_values(args, kwargs))

    def warmup(self, *args, grid=None, **kwargs):
        return self.fn.warmup(*args, grid=grid, **self._with_values(args, kwargs))

    def warmup_many(self, calls, workers=None, return_exceptions=False):
        out = [(args, self._with_values(args, kwargs)) for args, kwargs in calls]
        if hasattr(self.fn, "warmup_many"):
            return self.fn.warmup_many(out, workers=workers, return_exceptions=return_exceptions)
        return [self.fn.warmup(*args, **kwargs) for args, kwargs in out]


def heuristics(values: dict):
    return lambda fn: Heuristics(fn, fn.arg_names, values)
