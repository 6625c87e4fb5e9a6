"""The CPU launch policy (backends/cpu/policy.py): how many threads a grid gets, from one program's
estimated work (passes/work_estimate.py), the thread count and, where the estimate is only a lower
bound, what the grid's teams did."""
from __future__ import annotations

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.backends.cpu import openmp
from tritium.backends.cpu.policy import LaunchPolicy, TeamRecord, read_work
from tritium.passes.work_estimate import Work


@pytest.fixture(autouse=True)
def compiled(monkeypatch):
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")
    monkeypatch.delenv("TRITIUM_CPU_THREAD_WORK_NS", raising=False)


@tritium.jit
def add(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m), mask=m)


@tritium.jit
def tile_mm(a_ptr, b_ptr, c_ptr, K, STEPS: tl.constexpr, B: tl.constexpr, BK: tl.constexpr):
    """c = a @ b for a (B, K) and b (K, B), K = STEPS * BK when STEPS > 0 (a loop of constant trip
    count), else the loop runs over K (a runtime trip count)."""
    r, k = tl.arange(0, B), tl.arange(0, BK)
    acc = tl.zeros((B, B), tl.float32)
    if STEPS > 0:
        for i in range(STEPS):
            acc += tl.dot(tl.load(a_ptr + r[:, None] * K + i * BK + k[None, :]),
                          tl.load(b_ptr + (i * BK + k[:, None]) * B + r[None, :]))
    else:
        for i in range(0, K, BK):
            acc += tl.dot(tl.load(a_ptr + r[:, None] * K + i + k[None, :]),
                          tl.load(b_ptr + (i + k[:, None]) * B + r[None, :]))
    tl.store(c_ptr + r[:, None] * B + r[None, :], acc)


@tritium.jit
def bump(ctr_ptr, out_ptr):
    tl.store(out_ptr + tl.program_id(0), tl.atomic_add(ctr_ptr, 1))


def _add(n, block=1024, **opts):
    rng = np.random.default_rng(n)
    x, y = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    out = np.full(n, np.nan, np.float32)
    ck = add[(-(-n // block),)](x, y, out, n, BLOCK=block, **opts)
    np.testing.assert_array_equal(out, x + y)
    return ck


def test_work_of_a_program_counts_its_bytes_and_arithmetic():
    w = read_work(_add(4096).metadata["work"])
    # two loads and a store of 1024 float32; the index arithmetic, mask and add on 1024 elements
    assert w["bytes"] == 3 * 1024 * 4 and w["flops"] == 0 and w["bounded"]
    assert 1024 <= w["ops"] <= 16 * 1024
    rng = np.random.default_rng(1)
    a, b = rng.standard_normal((32, 128)).astype(np.float32), rng.standard_normal((128, 32)).astype(np.float32)
    for steps in (4, 0):
        c = np.full((32, 32), np.nan, np.float32)
        ck = tile_mm[(1,)](a, b, c, 128, STEPS=steps, B=32, BK=32)
        np.testing.assert_allclose(c, a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)
        w = read_work(ck.metadata["work"])
        trips = 4 if steps else 1  # (a runtime trip count is counted once: a lower bound)
        assert w["flops"] == trips * 2 * 32 * 32 * 32 and w["bounded"] == bool(steps)
        assert w["bytes"] == trips * 2 * 32 * 32 * 4 + 32 * 32 * 4


def test_threads_follow_the_estimated_work():
    small = LaunchPolicy(cores=16, work=Work(bytes=96, ops=64).as_dict(), talks=False)
    assert small.threads(16) == 1 and small.threads(1) == 1 and not small.adaptive
    assert small.threads(10 ** 6) == 16  # a million of them: every core
    big = LaunchPolicy(cores=16, work=Work(bytes=1 << 20).as_dict(), talks=False)  # ~65 us a program
    assert big.programs_per_thread == 1 and big.threads(3) == 3 and big.threads(100) == 16
    # ~1 us a program, 10 us a thread: a tenth of the programs, at most the cores
    mid = LaunchPolicy(cores=16, work=Work(bytes=16_000).as_dict(), talks=False)
    assert mid.programs_per_thread == 10 and mid.threads(50) == 5 and mid.threads(1000) == 16
    assert LaunchPolicy(cores=16, work=Work(bytes=16_000).as_dict(), talks=False, thread_ns=0).threads(50) == 16
    # unbounded work (a lower bound), unknown work, programs that talk: every thread asked for
    for p in (LaunchPolicy(cores=16, work=Work(bytes=96, bounded=False).as_dict(), talks=False),
              LaunchPolicy(cores=16, work=None, talks=False), LaunchPolicy(cores=16, work=Work(bytes=96).as_dict(), talks=True)):
        assert p.threads(16) == 16 and p.threads(3) == 3 and p.programs_per_thread == 1
    assert LaunchPolicy(cores=16, work=None, talks=False).adaptive
    assert not LaunchPolicy(cores=16, work=None, talks=True).adaptive  # (never sent to one thread)


def test_the_knob_sets_the_work_a_thread_must_get(monkeypatch):
    meta = {"work": Work(bytes=16_000).as_dict(), "talks": False}
    assert LaunchPolicy.for_kernel(meta, 16).threads(50) == 5
    monkeypatch.setenv("TRITIUM_CPU_THREAD_WORK_NS", "0")
    assert LaunchPolicy.for_kernel(meta, 16).threads(50) == 16
    monkeypatch.setenv("TRITIUM_CPU_THREAD_WORK_NS", "100000")
    assert LaunchPolicy.for_kernel(meta, 16).threads(50) == 1 and LaunchPolicy.for_kernel(meta, 16).threads(1000) == 10
    # metadata without the estimate (llir from elsewhere) or a damaged one: unknown work, talks
    for bad in ({}, {"work": {"bytes": -1, "flops": 0, "ops": 0, "bounded": True}}, {"work": [1, 2]}):
        p = LaunchPolicy.for_kernel(bad, 16)
        assert p.work is None and p.talks and p.threads(16) == 16


def test_a_heavy_grid_size_keeps_its_teams():
    r = TeamRecord(solo_long_ns=1000)
    r.team_result(64, 1)  # useless: alone for 4 launches
    assert [r.threads(64, 8) for _ in range(5)] == [1, 1, 1, 1, 8]
    r.ran_alone(64, 999)  # (not long)
    assert 64 not in r.heavy
    r.team_result(64, 1)
    assert r.solo[64] == [8, 16] and r.threads(64, 8) == 1
    r.ran_alone(64, 5000)  # long alone: heavy, its run alone over
    assert r.heavy == {64} and 64 not in r.solo and r.threads(64, 8) == 8
    for _ in range(3):
        r.team_result(64, 1)  # useless teams no longer send it alone
    assert r.threads(64, 8) == 8 and 64 not in r.solo
    r.team_result(32, 1)  # other sizes: as before
    assert r.threads(32, 8) == 1


def _parallel_calls(monkeypatch) -> list:
    calls = []
    real = openmp.parallel

    def counting():
        fn = real()
        return None if fn is None else (lambda *a: (calls.append(a[2]), fn(*a)))
    monkeypatch.setattr(openmp, "parallel", counting)
    monkeypatch.setattr(openmp, "team_started", True)
    return calls


def test_a_grid_of_little_work_runs_on_the_calling_thread(monkeypatch):
    """16 programs of 64 numbers: one thread; 4096 programs of 1024 numbers: a team of the
    threads asked for (on the Python path: express.py's launch reads the same policy, tested in
    test_cpu_express.py)."""
    calls = _parallel_calls(monkeypatch)
    if openmp.parallel() is None:
        pytest.skip("no OpenMP runtime here")
    ck = _add(16 * 64, block=64, num_threads=4)
    assert ck.launcher.policy.threads(16) == 1
    assert calls == []
    _add(4096 * 1024, num_threads=4)
    assert calls == [4]


def test_programs_that_talk_get_every_thread(monkeypatch):
    calls = _parallel_calls(monkeypatch)
    if openmp.parallel() is None:
        pytest.skip("no OpenMP runtime here")
    ctr, order = np.zeros(1, np.int32), np.full(16, -1, np.int32)
    ck = bump[(16,)](ctr, order, num_threads=4)
    assert ck.metadata["talks"] and ck.launcher.policy.threads(16) == 4
    assert sorted(order.tolist()) == list(range(16)) and calls == [4]


def test_a_damaged_work_estimate_in_a_cache_entry_is_refused():
    from tritium.backends.cpu.compiler import CPUBackend
    meta = dict(_add(4096).metadata)
    CPUBackend().check_metadata(meta)
    for bad in ({"bytes": "1"}, {"bytes": 1, "flops": 0, "ops": 0, "bounded": 1}, 7):
        with pytest.raises(ValueError, match="work"):
            CPUBackend().check_metadata(dict(meta, work=bad))
