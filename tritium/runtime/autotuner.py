"""`Config`, `@autotune` and `@heuristics`, with Triton's signatures.

The autotuner times every config with `testing.do_bench` on the first launch for each value of
its key (plus argument dtypes) and reuses the fastest afterwards.
"""
from __future__ import annotations

import builtins
import os
import time

from ..backends.base import OutOfResources  # noqa: F401 - Triton's module exports them (torch imports them here)
from .errors import PTXASError  # noqa: F401


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


class KernelInterface:
    """Something launchable as `k[grid](...)` that wraps a JITFunction."""

    def __getitem__(self, grid):
        return lambda *args, **kwargs: self.run(*args, grid=grid, **kwargs)

    @property
    def base_fn(self):
        f = self.fn
        while hasattr(f, "fn") and not hasattr(f, "params"):
            f = f.fn
        return f

    @property
    def arg_names(self):
        return self.base_fn.arg_names


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
    def __init__(self, fn, configs, key, prune_configs_by=None, reset_to_zero=None, restore_value=None,
                 pre_hook=None, post_hook=None, warmup=None, rep=None, use_cuda_graph=False, do_bench=None,
                 cache_results=False):
        self.fn = fn
        self.configs = list(configs) if configs else [Config({})]
        self.key = list(key)
        names = self.arg_names
        for what, lst in (("key", self.key), ("reset_to_zero", reset_to_zero or []), ("restore_value", restore_value or [])):
            bad = [n for n in lst if n not in names]
            if bad:
                raise ValueError(f"{what} contains names that are not kernel arguments: {bad}")
        self.reset_to_zero = list(reset_to_zero or [])
        self.restore_value = list(restore_value or [])
        self.user_pre_hook, self.post_hook = pre_hook, post_hook
        prune = prune_configs_by or {}
        self.early_config_prune = prune.get("early_config_prune")
        self.perf_model, self.top_k = prune.get("perf_model"), prune.get("top_k", 1.0)
        self.warmup, self.rep = warmup or 25, rep or 100
        self.bench_fn = do_bench
        self.cache: dict = {}
        self.best_config = None
        self.configs_timings = None

    def _bench(self, config, args, kwargs, named, grid):
        conflicts = set(config.kwargs) & set(kwargs)
        if conflicts:
            raise ValueError(f"Conflicting meta-parameters: {', '.join(sorted(conflicts))}. Make sure that you "
                             "don't re-define auto-tuned symbols.")
        full = {**named, **config.all_kwargs()}

        def call():
            if config.pre_hook:
                config.pre_hook(full)
            saved = {n: _copy(named[n]) for n in self.restore_value}
            for n in self.reset_to_zero:
                _zero(named[n])
            if self.user_pre_hook:
                self.user_pre_hook(full)
            self.fn.run(*args, grid=grid, **kwargs, **config.all_kwargs())
            for n, v in saved.items():
                _restore(named[n], v)
            if self.post_hook:
                self.post_hook(full, None)

        from ..testing import do_bench
        bench = self.bench_fn or (lambda f, quantiles: do_bench(f, warmup=self.warmup, rep=self.rep, quantiles=quantiles))
        try:
            return bench(call, quantiles=(0.5, 0.2, 0.8))
        except Exception as e:  # a config that cannot compile or run loses, as in Triton
            from ..backends.base import BackendCompileError, OutOfResources
            from ..frontend.errors import CompilationError
            if isinstance(e, (CompilationError, OutOfResources, BackendCompileError)):
                return [float("inf")] * 3
            raise

    def prune(self, named, kwargs):
        configs = self.configs
        if self.early_config_prune:
            configs = self.early_config_prune(configs, named, **kwargs)
            if not configs:
                raise RuntimeError("No valid autotuner configs after pruning. `early_config_prune` should return at least one config.")
        if self.perf_model:
            k = self.top_k
            k = builtins.max(1, int(len(configs) * k)) if isinstance(k, float) and k <= 1.0 else int(k)
            est = {c: self.perf_model(**named, **kwargs, **c.all_kwargs()) for c in configs}
            configs = sorted(est, key=est.get)[:k]
        return configs

    def run(self, *args, grid, **kwargs):
        named = dict(zip(self.arg_names, args))
        named.update({k: v for k, v in kwargs.items() if k in self.arg_names})
        if len(self.configs) > 1:
            key = tuple(named[k] for k in self.key if k in named)
            key += tuple(str(v.dtype) for v in named.values() if hasattr(v, "dtype"))
            if key not in self.cache:
                configs = self.prune(named, kwargs)
                t0 = time.perf_counter()
                timings = {c: self._bench(c, args, kwargs, named, grid) for c in configs} if len(configs) > 1 \
                    else {configs[0]: [0.0, 0.0, 0.0]}
                self.bench_time = time.perf_counter() - t0
                best = builtins.min(timings, key=lambda c: list(timings[c]) if isinstance(timings[c], (list, tuple)) else [timings[c]])
                self.cache[key] = best
                self.configs_timings = timings
                for n in self.reset_to_zero:
                    _zero(named[n])
                if os.environ.get("TRITON_PRINT_AUTOTUNING") == "1" or os.environ.get("TRITIUM_PRINT_AUTOTUNING") == "1":
                    print(f"Triton autotuning for function {self.base_fn.__name__} finished after "
                          f"{self.bench_time:.2f}s; best config selected: {best};")
            config = self.cache[key]
        else:
            config = self.configs[0]
        self.best_config = config
        if config.pre_hook:
            config.pre_hook({**named, **config.all_kwargs()})
        return self.fn.run(*args, grid=grid, **kwargs, **config.all_kwargs())

    def warmup(self, *args, grid=None, **kwargs):
        return [self.fn.warmup(*args, grid=grid, **kwargs, **c.all_kwargs()) for c in self.prune(
            dict(zip(self.arg_names, args)), kwargs)]


def autotune(configs, key, prune_configs_by=None, reset_to_zero=None, restore_value=None, pre_hook=None,
             post_hook=None, warmup=None, rep=None, use_cuda_graph=False, do_bench=None, cache_results=False):
    def deco(fn):
        return Autotuner(fn, configs, key, prune_configs_by, reset_to_zero, restore_value, pre_hook, post_hook,
                         warmup, rep, use_cuda_graph, do_bench, cache_results)
    return deco


class Heuristics(KernelInterface):
    def __init__(self, fn, values: dict):
        self.fn, self.values = fn, values

    def run(self, *args, grid, **kwargs):
        named = dict(zip(self.arg_names, args))
        for name, f in self.values.items():
            kwargs[name] = f({**named, **kwargs})
        return self.fn.run(*args, grid=grid, **kwargs)

    def warmup(self, *args, grid=None, **kwargs):
        named = dict(zip(self.arg_names, args))
        for name, f in self.values.items():
            kwargs[name] = f({**named, **kwargs})
        return self.fn.warmup(*args, grid=grid, **kwargs)


def heuristics(values: dict):
    return lambda fn: Heuristics(fn, values)
