"""The CPU launch in native code (backends/cpu/express.py): a grid on the calling thread runs from one
builtin call; whatever it does not take (a team, a value struct would convert otherwise, a launch
while another runs) goes to the launcher's Python path, with that path's results and errors."""
from __future__ import annotations

import ctypes
import os
import subprocess
import sys
import textwrap
import threading
import time

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.backends.cpu import express, openmp, policy
from tritium.codegen.cpu.launch_abi import STATE
from tritium.backends.cpu.driver import CPULauncher

pytestmark = pytest.mark.skipif(os.uname().machine not in ("x86_64", "amd64"), reason="express.py is x86-64 only")


@pytest.fixture(autouse=True)
def compiled(monkeypatch):
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")
    # no run alone counts as long but where a test says so (a run's time is up to this machine's load)
    monkeypatch.setattr(policy, "SOLO_LONG_NS", 10 ** 15)
    monkeypatch.setattr(policy.TeamRecord.__init__, "__defaults__", (10 ** 15,))
    yield
    tally.kernels.clear()  # (launchers made under a test's patched OpenMP state go)
    spin.kernels.clear()


@pytest.fixture
def python_calls(monkeypatch):
    """The launches that reached the launcher's Python path (CPULauncher.__call__)."""
    calls = []
    real = CPULauncher.__call__

    def counted(self, grid, args, *rest, **kw):
        calls.append(tuple(grid))
        return real(self, grid, args, *rest, **kw)
    monkeypatch.setattr(CPULauncher, "__call__", counted)
    return calls


@tritium.jit
def mixed(out_ptr, x_ptr, n, scale, bias, big, flag):
    """out[i] = x[i] * scale (f32) + bias (f64) + big (i64) + flag (i1) + n (i32), i < 8; and the
    program ids at 8, 9, 10."""
    offs = tl.arange(0, 8)
    x = tl.load(x_ptr + offs).to(tl.float64)
    y = x * scale + bias + big.to(tl.float64) + flag.to(tl.float64) + n
    tl.store(out_ptr + offs, y)
    tl.store(out_ptr + 8, tl.program_id(0).to(tl.float64))
    tl.store(out_ptr + 9, tl.program_id(1).to(tl.float64))
    tl.store(out_ptr + 10, tl.program_id(2).to(tl.float64))


X, OUT = np.zeros(8, np.float32), np.zeros(11)  # (the same arrays every launch: their alignment is in the key)


def _mixed(grid, n, scale, bias, big, flag, **opts):
    """A launch of `mixed`, checked; the first two launches of a specialisation take the Python path
    (the express function is made at the second)."""
    x, out = X, OUT
    x[:] = np.random.default_rng(n & 0xFFFF).standard_normal(8).astype(np.float32)
    out[:] = np.nan
    ck = mixed[grid](out, x, n, scale, bias, big, flag, **opts)
    ref = x.astype(np.float64) * float(np.float32(scale)) + bias + float(big) + float(flag) + n
    np.testing.assert_allclose(out[:8], ref, rtol=1e-12)
    return ck, out


def test_a_one_program_grid_runs_in_native_code_from_its_second_launch(python_calls):
    ck, out = _mixed((1,), 7, 1.5, 0.25, -(2 ** 40), True)
    assert ck.launch is None and python_calls == [(1,)]
    _mixed((1,), 7, 1.5, 0.25, -(2 ** 40), True)
    assert ck.launch is ck.launcher.express is not None and python_calls == [(1,), (1,)]
    python_calls.clear()
    for n, scale, bias, big, flag in ((3, -2.75, 1e10, 2 ** 62, False), (-5, 3.0e38, -0.5, -1, True),
                                      (2 ** 31 - 1, np.float32(0.1), np.float64(2.5), np.int64(-(2 ** 50)), False)):
        _mixed((1,), n, scale, bias, big, flag)
        _mixed((1,), n, scale, bias, big, flag)  # (NumPy scalars may make another specialisation)
        python_calls.clear()
        _mixed((1,), n, scale, bias, big, flag)
        assert python_calls == []
    _mixed((1,), 3, 1.0, 0.0, 0, np.bool_(True))  # (no __index__: struct's path converts it)
    assert python_calls == [(1,)]


def test_grids_of_one_thread_run_in_native_code_with_their_program_ids(python_calls):
    for _ in range(2):
        _mixed((1,), 1, 2.0, 0.0, 0, False, num_threads=1)
    for grid in ((1, 1, 1), (2, 3), (4, 1, 2)):
        python_calls.clear()
        _, out = _mixed(grid, 1, 2.0, 0.0, 0, False, num_threads=1)
        assert python_calls == []
        assert out[8:].tolist() == [g - 1 for g in grid + (1,) * (3 - len(grid))]  # the last program ran last


def test_values_struct_converts_otherwise_take_the_python_path(python_calls):
    x, out = np.ones(8, np.float32), np.full(11, np.nan)
    for _ in range(2):
        ck = mixed[(1,)](out, x, 2, 1.0, 0.0, 2 ** 63 + 5, False, num_threads=4)
    assert ck.launch is not None
    python_calls.clear()
    # an int64 slot given 2^63 + 5 (the binder types it u64): PyLong_AsLongLong overflows, and the
    # Python path packs its bits
    out[:] = np.nan
    mixed[(1,)](out, x, 2, 1.0, 0.0, 2 ** 63 + 5, False, num_threads=4)
    assert python_calls == [(1,)]
    assert out[0] == pytest.approx(1.0 + float(2 ** 63 + 5) + 2, rel=1e-15)
    python_calls.clear()
    with pytest.raises(OverflowError):  # struct's "f" refuses a finite value beyond f32: so does the launch
        mixed[(1,)](out, x, 2, 1e300, 0.0, 2 ** 63 + 5, False, num_threads=4)
    assert python_calls == [(1,)]


@tritium.jit
def tally(count_ptr, base, step, reps):
    """count[pid] += reps * (base + step * pid) (pid linear in grid order): each program once, with
    its ids. The loop's trip count is a runtime value, so the launch policy cannot bound the work
    and judges teams by what they did (policy.py: adaptive); no atomics (programs that may wait
    for each other are never sent to one thread)."""
    pid = tl.program_id(0) + tl.num_programs(0) * (tl.program_id(1) + tl.num_programs(1) * tl.program_id(2))
    for _ in range(reps):
        tl.store(count_ptr + pid, tl.load(count_ptr + pid) + base + step * pid)


@pytest.fixture
def team(monkeypatch):
    """As after this process's first team, started by this thread; each OpenMP thread's call of
    omp_get_thread_num (the kernel's, for its own range) recorded in `asked`, and what it answers
    replaceable through `answer` (None: the runtime's own)."""
    if openmp.parallel() is None:
        pytest.skip("no OpenMP runtime here")
    real = ctypes.CFUNCTYPE(ctypes.c_int)(openmp.thread_num_fn)
    asked, answer, lock = [], [None], threading.Lock()

    def thread_num():
        t = real()
        with lock:
            asked.append(t)
        return t if answer[0] is None else answer[0]
    hook = ctypes.CFUNCTYPE(ctypes.c_int)(thread_num)
    monkeypatch.setattr(openmp, "thread_num_fn", ctypes.cast(hook, ctypes.c_void_p).value)
    monkeypatch.setattr(openmp, "team_started", True)
    openmp._publish()
    yield asked, answer, hook
    monkeypatch.undo()
    openmp._publish()


COUNT = np.zeros(1025, np.int64)


def _tally(grid, threads, seed):
    """A checked launch of `tally`: the counters start at random values (never zero)."""
    rng = np.random.default_rng(seed)
    total = int(np.prod(grid))
    count = COUNT[:total + 1]  # (one array: its alignment, in the key, stays; odd ints for the same reason)
    count[:] = rng.integers(1, 1 << 20, total + 1)
    before = count.copy()
    base, step = 2 * int(rng.integers(1, 500)) + 1, 2 * int(rng.integers(1, 500)) + 1
    ck = tally[grid](count, base, step, 3, num_threads=threads)
    assert ck.launcher.policy.adaptive
    np.testing.assert_array_equal(count[:total], before[:total] + 3 * (base + step * np.arange(total)))
    assert count[total] == before[total]  # (past the grid: untouched)
    return ck


def test_a_team_runs_in_native_code_once_a_team_has_run(python_calls, team):
    asked, _, _ = team
    for _ in range(2):
        ck = _tally((64,), 4, 0)
    assert ck.launch is not None
    for seed, grid in enumerate(((64,), (37,), (5, 3), (3, 2, 4), (1000,), (2,))):
        ck.launcher.record.solo.clear()  # (a team of this VM's threads may be useless: the solo rule, tested below)
        python_calls.clear()
        asked.clear()
        _tally(grid, 4, seed)
        assert python_calls == [], grid
        # the team's threads asked for their numbers: min(4, programs) of them, the caller as 0
        assert 0 in asked and set(asked) <= set(range(min(4, int(np.prod(grid))))), (grid, asked)


def test_after_a_useless_team_the_record_decides_that_size_on_the_python_path(python_calls, team):
    """Every thread told it is thread 0 (omp_get_thread_num): all run the first range and visit the
    others, and only line 0's byte is set, as when the other threads came too late. The native
    launch reports that team (native_report); the team record (policy.TeamRecord) then holds the
    size, and its launches take the Python path, which applies the record's rule: alone 4 launches
    (no thread asks its number), then a team again (useless again: 8 launches alone next); a useful
    team ends it, and the size's launches are native again. Other sizes stay native."""
    asked, answer, _ = team
    for _ in range(2):
        ck = _tally((64,), 4, 1)
    la = ck.launcher
    la.record.solo.clear()
    answer[0] = 0
    python_calls.clear()
    _tally((64,), 4, 2)
    assert la.record.solo == {64: [4, 8]} and python_calls == []  # (native, reported)
    for left in (3, 2, 1, 0):
        asked.clear()
        python_calls.clear()
        _tally((64,), 4, 10 + left)
        assert la.record.solo == {64: [left, 8]} and asked == [] and python_calls == [(64,)]
    python_calls.clear()
    _tally((37,), 4, 4)  # (another size: native)
    assert python_calls == []
    _tally((64,), 4, 3)  # a team again, on the Python path, useless again
    assert la.record.solo[64] == [8, 16] and python_calls == [(64,)]
    la.record.solo.pop(37, None)  # (37's useless team above, reported the same way)
    # a useful team: its size's entry goes, the others stay, and the size is native again
    answer[0] = None
    la.record.solo.update({64: [0, 8], 5: [2, 4]})
    _tally((64,), 4, 5)
    if la.record.solo != {5: [2, 4]}:  # (this VM's other threads may have come too late: useless)
        assert la.record.solo == {5: [2, 4], 64: [8, 16]}
    else:
        python_calls.clear()
        _tally((64,), 4, 6)
        assert python_calls == [] or la.record.solo.get(64), la.record.solo


def test_a_launch_on_the_python_path_counts_down_the_solo_rule_once(python_calls, team):
    """A size the record holds runs on the Python path, which takes one launch of its countdown
    per launch, whatever sent the launch there (a NaN for an f32 too)."""
    x, out = np.ones(8, np.float32), np.full(11, np.nan)
    ck = mixed[(16,)](out, x, 2, 1.0, 0.0, 3, False, num_threads=4)
    la = ck.launcher
    assert la.policy.threads(16) == 1  # (16 programs of 8 numbers: one thread's work, by the estimate)
    # as a kernel whose work the estimate cannot bound, from the express function's making on
    la.set_policy(la.policy.replace(work=None))
    mixed[(16,)](out, x, 2, 1.0, 0.0, 3, False, num_threads=4)
    la.record.solo.clear()
    la.record.solo[16] = [4, 8]
    python_calls.clear()
    mixed[(16,)](out, x, 2, float("nan"), 0.0, 3, False, num_threads=4)
    assert python_calls == [(16,)] and la.record.solo == {16: [3, 8]}
    mixed[(16,)](out, x, 2, 1.0, 0.0, 3, False, num_threads=4)
    assert python_calls == [(16,), (16,)] and la.record.solo == {16: [2, 8]}
    assert out[:8].tolist() == [6.0] * 8


@pytest.mark.parametrize("launch", ["native", "python"])
def test_a_grid_long_alone_runs_on_teams_from_then_on(python_calls, team, launch):
    """A grid the solo rule sends to one thread that runs longer than solo_long_ns there (4 programs
    of ~5 ms) becomes heavy: its next launch tries a team, and useless teams no longer send it alone
    (a late team thread costs it a fraction of its time alone; threads that come at once save
    most of it). Native and Python paths alike."""
    asked, answer, _ = team
    x, out = np.ones(16, np.float32), np.zeros(16, np.float32)
    ck = spin[(4,)](x, out, REPS=5_000_000, num_threads=2)
    la = ck.launcher
    assert not la.policy.adaptive  # (REPS is a constexpr: the estimate bounds the work)
    la.set_policy(la.policy.replace(work=None))  # (as a kernel whose work is unbounded)
    la.record.solo_long_ns = 1_000_000  # (the default)
    spin[(4,)](x, out, REPS=5_000_000, num_threads=2)
    assert ck.launch is not None

    def go():
        python_calls.clear()
        asked.clear()
        held = 4 in la.record.solo  # (a size the record holds goes to the Python path from the native launch too)
        if launch == "native":
            spin[(4,)](x, out, REPS=5_000_000, num_threads=2)
        else:
            _, values, _ = spin._binder(x, out, REPS=5_000_000, num_threads=2)
            la((4,), values)
        assert python_calls == ([(4,)] if launch == "python" or held else []), (python_calls, la.record.solo)
        return bool(asked)  # (a team: its threads asked their numbers)
    la.record.solo.clear()
    la.record.heavy.clear()
    la.record.solo.update({4: [4, 8], 5: [2, 4]})
    assert not go()  # alone, long: heavy, its solo run over
    assert la.record.heavy == {4} and la.record.solo == {5: [2, 4]}
    answer[0] = 0  # every thread thread 0: a useless team, and still a team next time
    assert go() and go() and 4 not in la.record.solo
    answer[0] = None
    la.record.heavy.clear()
    answer[0] = 0  # not heavy: a useless team sends it alone
    assert go() and la.record.solo[4] == [4, 8]
    answer[0] = None
    la.record.solo.clear()


def test_a_team_takes_the_python_path_where_it_decides(python_calls, team, monkeypatch):
    for _ in range(2):
        ck = _tally((16,), 4, 0)
    la = ck.launcher
    state = ck.launch.__self__[2][2]

    def via_python(seed) -> bool:
        la.record.solo.clear()
        python_calls.clear()
        _tally((16,), 4, seed)
        return python_calls == [(16,)]
    assert not via_python(1)
    # before this process's first team (the first-team rule is Python's)
    monkeypatch.setattr(openmp, "team_started", False)
    openmp._publish()
    assert via_python(2)
    monkeypatch.setattr(openmp, "team_started", True)
    openmp._publish()
    # a launch from a thread other than the one that starts tritium's regions
    other = []
    th = threading.Thread(target=lambda: other.append(via_python(3)))
    th.start()
    th.join()
    assert other == [True]
    # torch imported since the runtime was chosen: the Python path chooses again, then it is native
    monkeypatch.setattr(openmp, "_torch_seen", False)
    openmp._publish()
    monkeypatch.setitem(sys.modules, "torch", sys.modules.get("torch") or type(sys)("torch"))
    assert via_python(4) and openmp._torch_seen
    assert not via_python(5)
    # the launcher's OpenMP threads lack the stack its tile buffers need (the state's team flag)
    ok = ctypes.c_int32.from_buffer(state, STATE.offset("team_ok"))
    ok.value = 0
    try:
        assert via_python(6)
    finally:
        ok.value = 1
    assert not via_python(7)


def test_a_forked_child_launches_its_teams_through_the_python_path(tmp_path):
    """libgomp hangs in a forked child of a process that ran a parallel region: a child forked
    after native team launches takes the Python path (the driver's pool) and finishes."""
    script = tmp_path / "fork_native.py"
    script.write_text(textwrap.dedent(f"""
        import os, sys
        sys.path.insert(0, {os.path.dirname(os.path.dirname(os.path.abspath(__file__)))!r})
        import layer_paths
        from test_cpu_express import _tally
        from tritium.backends.cpu import openmp
        from tritium.backends.cpu.driver import CPULauncher
        assert openmp.parallel() is not None
        openmp.mark_started()
        for seed in range(3):
            ck = _tally((64,), 4, seed)
            ck.launcher.record.solo.clear()
        assert ck.launch is not None
        calls = []
        real = CPULauncher.__call__
        CPULauncher.__call__ = lambda self, grid, *a, **k: (calls.append(grid), real(self, grid, *a, **k))[1]
        pid = os.fork()
        if pid == 0:
            for seed in range(3, 6):
                _tally((64,), 4, seed)
            os._exit(0 if len(calls) == 3 else 3)
        _, status = os.waitpid(pid, 0)
        _tally((64,), 4, 7)
        print("child", os.waitstatus_to_exitcode(status), "parent python", len(calls))
    """))
    env = dict(os.environ, TRITIUM_INTERPRET="0", TRITIUM_CACHE_DIR=str(tmp_path / "cache"))
    r = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env, timeout=240)
    assert r.returncode == 0, r.stderr
    assert "child 0 parent python 0" in r.stdout, r.stdout + r.stderr


def test_a_team_with_fewer_threads_than_asked_runs_every_program_in_native_code(tmp_path):
    """With OMP_THREAD_LIMIT=2, libgomp gives the native launch's team of 8 two threads: they run the
    others' ranges too."""
    script = tmp_path / "small_team.py"
    script.write_text(textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {os.path.dirname(os.path.dirname(os.path.abspath(__file__)))!r})
        import layer_paths
        from test_cpu_express import _tally, tally
        from tritium.backends.cpu import openmp
        from tritium.backends.cpu.driver import CPULauncher
        assert openmp.parallel() is not None
        openmp.mark_started()
        calls = []
        real = CPULauncher.__call__
        CPULauncher.__call__ = lambda self, grid, *a, **k: (calls.append(grid), real(self, grid, *a, **k))[1]
        for total in (8, 5, 64, 1000):
            for seed in range(4):
                ck = _tally((total,), 8, seed)
                ck.launcher.record.solo.clear()
        print("python", len(calls), "native", ck.launch is not None)
    """))
    env = dict(os.environ, TRITIUM_INTERPRET="0", TRITIUM_CACHE_DIR=str(tmp_path / "cache"), OMP_THREAD_LIMIT="2")
    r = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env, timeout=240)
    assert r.returncode == 0, r.stderr
    assert "python 2 native True" in r.stdout, r.stdout + r.stderr  # (the first two launches only)


def test_a_launch_while_one_runs_takes_the_python_path(python_calls):
    x, out = np.arange(8, dtype=np.float32), np.full(11, np.nan)  # (the same arrays: one specialisation)
    for _ in range(2):
        ck = mixed[(1,)](out, x, 2, 1.0, 0.0, 0, False)
    assert ck.launch is not None
    state = ck.launch.__self__[2][2]  # (the builtin's self: launcher, state address, its buffers)
    busy = ctypes.c_int32.from_buffer(state, STATE.offset("busy"))
    busy.value = 1  # as if another thread were in its kernel call
    try:
        python_calls.clear()
        out[:] = np.nan
        assert mixed[(1,)](out, x, 3, 1.0, 0.0, 0, False) is ck
        assert python_calls == [(1,)] and (out[:8] == x + 3).all()
    finally:
        busy.value = 0
    python_calls.clear()
    mixed[(1,)](out, x, 5, 1.0, 0.0, 0, False)
    assert python_calls == [] and busy.value == 0 and (out[:8] == x + 5).all()


def test_grids_whose_size_overflows_and_odd_floats_take_the_python_path(python_calls):
    x, out = np.ones(8, np.float32), np.full(11, np.nan)
    for _ in range(2):
        ck = mixed[(1,)](out, x, 2, 1.0, 0.0, 0, False, num_threads=1)
    assert ck.launch is not None
    for grid in ((2147418113, 1718039348, 5), (2 ** 31 - 1, 2 ** 31 - 1, 4)):  # 2^64 + 4; negative in 64 bits
        python_calls.clear()
        with pytest.raises(Exception) as e:
            mixed[grid](out, x, 2, 1.0, 0.0, 0, False, num_threads=1)
        assert python_calls == [grid], e.value  # (the Python path's error: the grid does not fit its i32 slots)
    f32_max = float(np.finfo(np.float32).max)
    halfway = float(np.nextafter(np.float64(f32_max), np.inf)) + 2.0 ** 103  # (rounds to f32's infinity)
    for scale, native in ((f32_max, True), (-f32_max * (1 + 2 ** -30), True), (halfway, False), (float("nan"), False)):
        python_calls.clear()
        try:
            mixed[(1,)](out, x, 2, scale, 0.0, 0, False, num_threads=1)
        except OverflowError:
            assert not native
        assert (python_calls == []) == native, scale


def test_a_replaced_launcher_is_the_one_launched(python_calls):
    x, out = np.ones(8, np.float32), np.full(11, np.nan)
    for _ in range(2):
        ck = mixed[(1,)](out, x, 4, 1.0, 0.0, 0, False)
    assert ck.launch is not None
    seen = []
    real = ck.launcher
    ck.launcher = lambda grid, values, *rest: (seen.append(grid), real(grid, values))
    assert ck.launch is None
    mixed[(1,)](out, x, 4, 1.0, 0.0, 0, False)
    assert seen == [(1,)]
    ck.launcher = real


def test_wrong_calls_get_the_launchers_own_errors():
    for _ in range(2):
        ck, _ = _mixed((1,), 1, 1.0, 0.0, 0, False)
    fast = ck.launcher.express
    with pytest.raises(TypeError):
        fast((1,))
    _, values, _ = mixed._binder(OUT, X, 1, 1.0, 0.0, 0, False)
    OUT[:] = np.nan
    fast((1,), values, None)  # (a stream, as GPU-written code passes one: forwarded to the launcher, which ignores it)
    assert not np.isnan(OUT[:8]).any()
    with pytest.raises(Exception) as native:  # too few values: what the Python path says about them
        fast((1,), (1, 2))
    with pytest.raises(Exception) as python:
        ck.launcher((1,), (1, 2))
    assert type(native.value) is type(python.value) and str(native.value) == str(python.value)


@tritium.jit
def spin(x_ptr, out_ptr, REPS: tl.constexpr):
    acc = tl.load(x_ptr + tl.arange(0, 16))
    for _ in range(REPS):
        acc = acc * 1.0000001 + 1e-7
    tl.store(out_ptr + tl.arange(0, 16), acc)


def test_the_kernel_runs_without_the_gil():
    """Another Python thread keeps running while a one-program grid computes in native code."""
    x, out = np.ones(16, np.float32), np.zeros(16, np.float32)
    for _ in range(2):
        ck = spin[(1,)](x, out, REPS=20_000_000)
    assert ck.launch is not None
    t = time.perf_counter()
    spin[(1,)](x, out, REPS=20_000_000)
    alone = time.perf_counter() - t
    ticks, stop = [], threading.Event()

    def count():
        while not stop.is_set():
            ticks.append(1)
            time.sleep(0)
    th = threading.Thread(target=count)
    th.start()
    time.sleep(0.01)
    before = len(ticks)
    spin[(1,)](x, out, REPS=20_000_000)
    during = len(ticks) - before
    stop.set()
    th.join()
    assert alone > 0.01 and during > 10, (alone, during)


def test_the_memo_object_is_checked_and_rebuilt(tmp_path):
    import llvmlite.binding  # noqa: F401 - (the object is compiled only where LLVM is imported)
    memo = str(tmp_path)
    name = express.memo_name()
    (tmp_path / name).write_bytes(b"0" * 64 + b"not an object")
    obj = express._object(memo)
    assert obj[:4] == b"\x7fELF"
    data = (tmp_path / name).read_bytes()
    assert data[:64] == express._tag() and data[128:] == obj
    assert express._object(memo) == obj  # read back as stored
    bad = bytearray(data)
    bad[-20] ^= 0xFF  # a damaged object under the right IR hash: not used, compiled again
    (tmp_path / name).write_bytes(bytes(bad))
    assert express._object(memo) == obj and (tmp_path / name).read_bytes() == data
