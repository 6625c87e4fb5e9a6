"""Persisted autotuning: a decision stored in the cache is used by a later autotuner (another process,
another machine through the remote cache) without benchmarking; TRITIUM_AUTOTUNE and Triton's
cache_results choose when; a changed kernel, config list, key or device never reuses one. The
autotuner compiles its configs in worker processes before timing them.
"""
import json
import os
import subprocess
import sys

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.runtime import autotune_cache, compile_workers
from tritium.store import remote as remote_cache
from cpuutil import REPO, backend_mode, cache_dir  # noqa: F401  (fixtures)
from redisutil import redis_server  # noqa: F401  (fixture)


@tritium.jit
def scaled_copy(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m) * 3.0, mask=m)


CONFIGS = [tritium.Config({"BLOCK": b}) for b in (64, 128, 256)]


def quick_bench(f, quantiles):
    """A cheap do_bench: the tests count benchmarks, they do not need good timings."""
    import time
    f()
    t0 = time.perf_counter()
    for _ in range(3):
        f()
    t = (time.perf_counter() - t0) / 3 * 1e3
    return [t, t, t]


def tuner(configs=CONFIGS, fn=scaled_copy, **kw):
    return tritium.autotune(configs, key=["n"], do_bench=quick_bench, **kw)(fn)


def call(at, n=5000):
    x = np.random.default_rng(n).standard_normal(n).astype(np.float32)
    y = np.full_like(x, np.nan)
    at[lambda meta: ((n + meta["BLOCK"] - 1) // meta["BLOCK"],)](x, y, n)
    np.testing.assert_allclose(y, x.astype(np.float64) * 3.0, rtol=1e-6)
    return at.best_config


@pytest.fixture(autouse=True)
def no_mode(monkeypatch):
    monkeypatch.delenv("TRITIUM_AUTOTUNE", raising=False)
    monkeypatch.delenv("TRITON_CACHE_AUTOTUNING", raising=False)


def test_cache_results_persists_the_decision_for_a_later_autotuner():
    first = tuner(cache_results=True)
    best = call(first)
    assert first.benchmarks == 3
    again = tuner(cache_results=True)  # a new process would build this same object
    assert call(again) == best and again.benchmarks == 0
    assert {str(c) for c in again.configs_timings} == {str(c) for c in CONFIGS}
    other_n = tuner(cache_results=True)
    call(other_n, n=7000)  # another key value: benchmarked
    assert other_n.benchmarks == 3


def test_without_cache_results_nothing_persists_as_in_triton():
    call(tuner())
    again = tuner()
    call(again)
    assert again.benchmarks == 3


def test_tritium_autotune_modes(monkeypatch):
    monkeypatch.setenv("TRITIUM_AUTOTUNE", "cached")  # every autotuner, cache_results or not
    call(tuner())
    t = tuner()
    call(t)
    assert t.benchmarks == 0
    monkeypatch.setenv("TRITIUM_AUTOTUNE", "force")  # benchmarks again, and stores
    t = tuner(cache_results=True)
    call(t)
    assert t.benchmarks == 3
    monkeypatch.setenv("TRITIUM_AUTOTUNE", "off")  # even with cache_results
    t = tuner(cache_results=True)
    call(t)
    assert t.benchmarks == 3
    monkeypatch.setenv("TRITIUM_AUTOTUNE", "sometimes")
    with pytest.raises(ValueError, match="TRITIUM_AUTOTUNE='sometimes': expected one of off, cached, force"):
        call(tuner())


def test_a_short_bench_run_takes_the_stored_decision_or_the_first_config_untimed(monkeypatch):
    """`tritium run --bench short` (TRITIUM_BENCH=short or skip) is a quick look: no config is timed."""
    monkeypatch.setenv("TRITIUM_BENCH", "short")
    t = tuner()
    assert call(t) == CONFIGS[0] and t.benchmarks == 0
    monkeypatch.setenv("TRITIUM_BENCH", "full")
    t = tuner(cache_results=True)  # (nothing was kept by the short run: this one times, and keeps its choice)
    call(t)
    assert t.benchmarks == 3

    def slowest_but_256(f, quantiles):
        return [1.0, 1.0, 1.0] if "256" in str(state["config"]) else [9.0, 9.0, 9.0]
    state = {}
    favours_256 = tritium.autotune(CONFIGS, key=["n"], do_bench=slowest_but_256, cache_results=True)(scaled_copy)
    real_bench = favours_256._bench

    def bench(config, *a):
        state["config"] = config
        return real_bench(config, *a)
    favours_256._bench = bench
    assert call(favours_256, n=6000).kwargs == {"BLOCK": 256}
    for mode in ("short", "skip"):
        monkeypatch.setenv("TRITIUM_BENCH", mode)
        t = tuner()  # (cache_results off: a short run still reads a kept decision)
        assert call(t, n=6000).kwargs == {"BLOCK": 256} and t.benchmarks == 0


def test_a_changed_config_list_or_kernel_source_is_benchmarked_again():
    call(tuner(cache_results=True))
    more = tuner(CONFIGS + [tritium.Config({"BLOCK": 512})], cache_results=True)
    call(more)
    assert more.benchmarks == 4

    @tritium.jit
    def scaled_copy(x_ptr, y_ptr, n, BLOCK: tl.constexpr):  # same name, other source
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        m = offs < n
        tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m) * 3.0 + 0.0, mask=m)
    edited = tuner(fn=scaled_copy, cache_results=True)
    call(edited)
    assert edited.benchmarks == 3


def test_the_device_is_part_of_the_decision():
    x = np.zeros(4, np.float32)
    here = autotune_cache.device_identity([x, 3])
    assert here.startswith("cpu:") and here.endswith("cores")
    assert autotune_cache.decision_key(scaled_copy, CONFIGS, (5000,), here) != \
        autotune_cache.decision_key(scaled_copy, CONFIGS, (5000,), "cuda:NVIDIA H100 80GB HBM3:sm_90")


def test_configs_are_compiled_in_workers_before_timing(monkeypatch):
    given = []
    real = compile_workers._Worker.give
    monkeypatch.setattr(compile_workers._Worker, "give", lambda w, i: given.append(i) or real(w, i))
    monkeypatch.setenv("TRITIUM_COMPILE_WORKERS", "2")
    scaled_copy.kernels.clear()
    t = tuner()
    call(t)
    assert sorted(given) == [0, 1, 2] and t.benchmarks == 3


CHILD = r'''
import json, sys
sys.path.insert(0, {tests!r})
import layer_paths
import test_autotune_cache as t
at = t.tuner(cache_results=True)
best = t.call(at)
print(json.dumps({{"best": str(best), "benchmarks": at.benchmarks}}))
'''


def test_a_fresh_process_on_another_machine_uses_the_remote_decision(redis_server, tmp_path, monkeypatch):
    script = tmp_path / "child.py"
    script.write_text(CHILD.format(tests=str(REPO / "tests" / "unit")))
    remote_cache._stores.clear()

    def run(local):
        env = {**os.environ, "TRITIUM_CACHE_DIR": str(tmp_path / local), "TRITIUM_REMOTE_CACHE": redis_server.url,
               "TRITIUM_REMOTE_CACHE_KEY": "fleet-key-for-tests"}
        p = subprocess.run([sys.executable, str(script)], env=env, capture_output=True, text=True, timeout=600,
                           cwd=str(REPO / "tests" / "unit"))
        assert p.returncode == 0, p.stderr[-3000:]
        return json.loads(p.stdout.strip().splitlines()[-1])
    first = run("machine-a")
    assert first["benchmarks"] == 3
    second = run("machine-b")  # an empty local cache: the decision (and the kernel) come from Redis
    assert second == {"best": first["best"], "benchmarks": 0}


def test_a_config_that_crashes_the_compiler_loses_without_running_here(monkeypatch):
    """LLVM aborting on one config (here: a worker's build aborts for BLOCK=128) must not kill this
    process: that config gets no timing, the others are timed, and no decision is stored."""
    from tritium import compiler
    monkeypatch.setenv("TRITIUM_AUTOTUNE", "cached")
    real_build = compiler.CompileRequest.build

    def build(req, cache):
        if req.constexprs.get("BLOCK") == 128:
            os.abort()
        return real_build(req, cache)
    monkeypatch.setattr(compiler.CompileRequest, "build", build)
    scaled_copy.kernels.clear()
    t = tuner()
    best = call(t)
    assert best.kwargs["BLOCK"] != 128 and t.benchmarks == 2
    assert t.configs_timings[CONFIGS[1]] == [float("inf")] * 3
    again = tuner()
    call(again)
    assert again.benchmarks == 2  # nothing was stored

    monkeypatch.setattr(compiler.CompileRequest, "build", lambda req, cache: os.abort())
    scaled_copy.kernels.clear()
    with pytest.raises(tritium.CompilationError, match="SIGABRT"):
        call(tuner(), n=8192)  # (divisible by 16: another specialisation, nothing cached)
