"""Batch compiles in worker processes: warmup_many / compile_many, kernel mistakes raised at their line
from a worker, and a compiler crash (LLVM aborting) turned into a CompilationError while this
process lives on, with the crashing stage's input saved.

Every test has its own empty TRITIUM_CACHE_DIR; outputs are poisoned and checked against NumPy.
"""
import os

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium import compiler, knobs
from tritium.runtime import compile_workers
from cpuutil import backend_mode, cache_dir, entries  # noqa: F401  (fixtures)


@tritium.jit
def axpy_kernel(x_ptr, y_ptr, out_ptr, a, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, a * tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m), mask=m)


@tritium.jit
def broken_kernel(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(x_ptr + offs, tl.load(x_ptr + offs) + undefined_name)  # noqa: F821 - the mistake


@pytest.fixture(autouse=True)
def fresh_kernels():
    """Each test starts with no specialisation loaded (the kernels are module-level objects)."""
    axpy_kernel.kernels.clear()
    broken_kernel.kernels.clear()


def data(n=3000):
    rng = np.random.default_rng(5)
    x, y = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    return x, y, np.full_like(x, np.nan)


BLOCKS = (16, 32, 64, 128, 256, 512)


def test_warmup_many_builds_every_specialisation_in_workers(monkeypatch):
    monkeypatch.setenv("TRITIUM_COMPILE_WORKERS", "3")
    forks, given = [], []
    real_fork, real_give = compile_workers._fork, compile_workers._Worker.give
    monkeypatch.setattr(compile_workers, "_fork", lambda *a: forks.append(1) or real_fork(*a))
    monkeypatch.setattr(compile_workers._Worker, "give", lambda w, i: given.append((w.pid, i)) or real_give(w, i))
    x, y, out = data()
    cks = axpy_kernel.warmup_many([((x, y, out, 1.5, x.size), {"BLOCK": b}) for b in BLOCKS])
    # three workers, each building jobs in turn; every specialisation built in a worker, none here
    assert len(forks) == 3 and sorted(i for _, i in given) == list(range(len(BLOCKS)))
    assert len({pid for pid, _ in given}) == 3 and os.getpid() not in {pid for pid, _ in given}
    assert [c.metadata["constexprs"]["BLOCK"] for c in cks] == [repr(b) for b in BLOCKS]
    assert all(c.metadata["cache_hit"] is False for c in cks)
    assert len(entries(cache_dir_of())) == len(BLOCKS)
    for b in BLOCKS:  # the launches load what the workers built
        out[:] = np.nan
        axpy_kernel[(triton_cdiv(x.size, b),)](x, y, out, 1.5, x.size, BLOCK=b)
        np.testing.assert_allclose(out, 1.5 * x.astype(np.float64) + y, rtol=1e-6, atol=1e-6)
    # a second batch of the same: all cache hits, no worker
    forks.clear()
    axpy_kernel.kernels.clear()
    cks = axpy_kernel.warmup_many([((x, y, out, 1.5, x.size), {"BLOCK": b}) for b in BLOCKS])
    assert forks == [] and all(c.metadata["cache_hit"] for c in cks)


def test_a_crashed_worker_fails_its_job_only(tmp_path, monkeypatch):
    """One worker, four jobs, the second crashes: the others still build (in a new worker)."""
    monkeypatch.setenv("TRITIUM_COMPILE_WORKERS", "1")
    monkeypatch.setenv("TRITIUM_DUMP_DIR", str(tmp_path / "dump"))
    real_build = compiler.CompileRequest.build

    def build(req, cache):
        if req.constexprs["BLOCK"] == 64:
            os.abort()  # as LLVM does
        return real_build(req, cache)
    monkeypatch.setattr(compiler.CompileRequest, "build", build)
    x, y, out = data()
    binder = axpy_kernel._binder or axpy_kernel._make_binder()
    res = compile_workers.build_all([axpy_kernel._request(binder(x, y, out, 1.0, x.size, BLOCK=b)[0], {})[0]
                                     for b in (32, 64, 128, 256)], compiler_cache(), workers=1, isolate=True)
    for r in res:  # (no launch takes them)
        compiler._built.pop(getattr(r, "hash", None), None)
    assert [type(r).__name__ for r in res] == ["CompiledKernel", "CompilationError", "CompiledKernel", "CompiledKernel"]
    assert "SIGABRT before its first stage" in str(res[1])


def compiler_cache():
    from tritium.store.cache import open_cache
    return open_cache()


def cache_dir_of():
    from pathlib import Path
    return Path(os.environ["TRITIUM_CACHE_DIR"])


def triton_cdiv(a, b):
    return (a + b - 1) // b


def test_zero_workers_builds_in_process_and_one_miss_still_forks(monkeypatch):
    x, y, out = data()
    forks = []
    real = compile_workers._fork
    monkeypatch.setattr(compile_workers, "_fork", lambda *a: forks.append(1) or real(*a))
    monkeypatch.setenv("TRITIUM_COMPILE_WORKERS", "0")
    assert len(axpy_kernel.warmup_many([((x, y, out, 2.0, x.size), {"BLOCK": b}) for b in (16, 32)])) == 2
    assert forks == []
    monkeypatch.delenv("TRITIUM_COMPILE_WORKERS")  # a batch with one miss: built in a worker all the same
    assert len(axpy_kernel.warmup_many([((x, y, out, 2.0, x.size), {"BLOCK": b}) for b in (16, 32, 1024)])) == 3
    assert forks == [1]


def test_compile_many_takes_compile_arguments_and_raises_kernel_mistakes_at_their_line():
    sig = {"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32", "a": "fp32", "n": "i32"}
    cks = tritium.compile_many([{"fn": axpy_kernel, "signature": sig, "constexprs": {"BLOCK": b}} for b in (64, 128)]
                               + [(axpy_kernel, sig, {"BLOCK": 256})], workers=2)
    assert [c.metadata["constexprs"]["BLOCK"] for c in cks] == ["64", "128", "256"]
    assert all("obj" in c.asm for c in cks)
    mixed = tritium.compile_many([(broken_kernel, {"x_ptr": "*fp32"}, {"BLOCK": 16}),
                                  (axpy_kernel, sig, {"BLOCK": 32})], workers=2, return_exceptions=True)
    assert isinstance(mixed[0], tritium.CompilationError) and "undefined_name" in str(mixed[0])
    assert mixed[0].lineno == broken_kernel.first_line + 2 and mixed[0].filename == __file__
    assert isinstance(mixed[1], compiler.CompiledKernel)
    with pytest.raises(tritium.CompilationError, match="undefined_name"):
        tritium.compile_many([(broken_kernel, {"x_ptr": "*fp32"}, {"BLOCK": b}) for b in (16, 32)], workers=2)


def crashing_llir(tmp_path) -> str:
    """An llir override that LLVM's x86 instruction selection aborts on (an NVPTX intrinsic whose
    value is used): `LLVM ERROR: Cannot select`, then abort() - no Python exception possible."""
    x, y, out = data()
    ck = axpy_kernel.warmup(x, y, out, 1.0, x.size, BLOCK=64)
    llir = ck.asm["llir"]
    i = llir.index("ret void", llir.index("@axpy_kernel_grid("))  # the grid function's return
    bad = (llir[:i] + "%zz = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  store volatile i32 %zz, ptr %counter\n  "
           + llir[i:] + "\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n")
    d = tmp_path / "override"
    d.mkdir()
    (d / "axpy_kernel.llir").write_text(bad)
    return bad


def test_llvm_abort_in_a_worker_is_a_compilation_error_and_this_process_lives(tmp_path, monkeypatch):
    bad = crashing_llir(tmp_path)
    monkeypatch.setenv("TRITIUM_OVERRIDE_DIR", str(tmp_path / "override"))
    monkeypatch.setenv("TRITIUM_DUMP_DIR", str(tmp_path / "dump"))
    x, y, out = data()
    res = axpy_kernel.warmup_many([((x, y, out, 1.0, x.size), {"BLOCK": b}) for b in (32, 128)], return_exceptions=True)
    for e in res:
        assert isinstance(e, tritium.CompilationError), e
        msg = str(e)
        assert "SIGABRT" in msg and "stage 'asm'" in msg and "axpy_kernel" in msg and "Cannot select" in msg
        assert e.filename == __file__ and e.lineno == axpy_kernel.first_line
        saved = msg.split("saved as ")[1].split(" ")[0]
        assert saved.startswith(str(tmp_path / "dump")) and saved.endswith("axpy_kernel.llir")
        assert open(saved).read() == bad  # the input that reproduces it (as TRITIUM_OVERRIDE_DIR)
    # still alive, and a kernel without the override builds and runs
    monkeypatch.delenv("TRITIUM_OVERRIDE_DIR")
    out[:] = np.nan
    axpy_kernel[(triton_cdiv(x.size, 256),)](x, y, out, 0.5, x.size, BLOCK=256)
    np.testing.assert_allclose(out, 0.5 * x.astype(np.float64) + y, rtol=1e-6, atol=1e-6)


def test_isolated_mode_turns_a_crash_of_a_single_compile_into_an_error(tmp_path, monkeypatch):
    crashing_llir(tmp_path)
    monkeypatch.setenv("TRITIUM_OVERRIDE_DIR", str(tmp_path / "override"))
    monkeypatch.setenv("TRITIUM_COMPILE_ISOLATED", "1")
    x, y, out = data()
    with pytest.raises(tritium.CompilationError, match=r"SIGABRT in stage 'asm'") as ei:
        axpy_kernel[(1,)](x, y, out, 1.0, x.size, BLOCK=16)
    assert "crashes" in str(ei.value)  # no dump dir: saved under the cache directory
    # an isolated compile that works gives a working kernel
    monkeypatch.delenv("TRITIUM_OVERRIDE_DIR")
    out[:] = np.nan
    axpy_kernel[(triton_cdiv(x.size, 64),)](x, y, out, 3.0, x.size, BLOCK=64)
    np.testing.assert_allclose(out, 3.0 * x.astype(np.float64) + y, rtol=1e-6, atol=1e-6)


def test_workers_deliver_kernels_with_the_cache_off(monkeypatch):
    monkeypatch.setenv("TRITIUM_CACHE_DIR", "off")
    x, y, out = data()
    cks = axpy_kernel.warmup_many([((x, y, out, 1.0, x.size), {"BLOCK": b}) for b in (32, 64)], workers=2)
    assert all(c.metadata["cache_hit"] is False for c in cks)
    out[:] = np.nan
    axpy_kernel[(triton_cdiv(x.size, 32),)](x, y, out, -1.0, x.size, BLOCK=32)
    np.testing.assert_allclose(out, -x.astype(np.float64) + y, rtol=1e-6, atol=1e-6)
    assert knobs.cache.dir == "off"
