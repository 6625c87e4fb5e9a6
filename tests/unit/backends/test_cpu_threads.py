"""How the CPU driver runs a grid on several threads: OpenMP's (libgomp's GOMP_parallel through the
kernel's `_omp` entry), the Python pool when OpenMP is off, unusable (a forked child) or its threads'
stacks are too small, and `_grid` for hand-edited llir without `_omp`. Every path must compute the
same results (checked against NumPy on random inputs, outputs poisoned first)."""
from __future__ import annotations

import os
import struct
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.backends.cpu import openmp, policy
from tritium.backends.cpu.driver import CPULauncher


@pytest.fixture(autouse=True)
def compiled(monkeypatch):
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")
    # as after a first team (first_team's looks, tested below, would make a grid here run alone
    # while this process's OpenBLAS threads spin after `import numpy`)
    monkeypatch.setattr(openmp, "team_started", True)
    # the Python path's decisions are what these tests watch (parallel() patched, thread counts):
    # no launch here takes express.py's native team launch (test_cpu_express.py tests that one)
    monkeypatch.setattr(openmp, "_publish", lambda: openmp.NATIVE.pack_into(openmp.native, 0, 0, 0, 0, 0))
    openmp._publish()
    # no run alone counts as long (its time is up to this machine's load; test_cpu_express.py tests the rule)
    monkeypatch.setattr(policy.TeamRecord.__init__, "__defaults__", (10 ** 15,))
    # these tests watch how teams run, not how many threads a grid's work is worth (test_cpu_policy.py):
    # every grid gets a thread per program up to num_threads
    monkeypatch.setenv("TRITIUM_CPU_THREAD_WORK_NS", "0")
    yield
    openmp.reset_for_tests()
    scale_rows.kernels.clear()  # launchers made under a test's settings (stack limits, llir overrides) go


@tritium.jit
def scale_rows(x_ptr, out_ptr, n_cols, factor, BLOCK: tl.constexpr):
    row = tl.program_id(0) + tl.program_id(1) * tl.num_programs(0)
    offs = tl.arange(0, BLOCK)
    m = offs < n_cols
    x = tl.load(x_ptr + row * n_cols + offs, mask=m)
    tl.store(out_ptr + row * n_cols + offs, x * factor + tl.sum(tl.where(m, x, 0.0), axis=0), mask=m)


def _check(grid=(37, 3), num_threads=None, seed=0):
    rng = np.random.default_rng(seed)
    rows, cols = grid[0] * grid[1], 100
    x = rng.standard_normal((rows, cols)).astype(np.float32)
    out = np.full_like(x, np.nan)
    opts = {} if num_threads is None else {"num_threads": num_threads}
    scale_rows[grid](x, out, cols, 1.5, BLOCK=128, **opts)
    ref = x.astype(np.float64) * 1.5 + x.astype(np.float64).sum(1, keepdims=True)
    np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-4)


def _count_parallel(monkeypatch) -> list:
    calls = []
    real = openmp.parallel

    def counting():
        fn = real()
        if fn is None:
            return None
        return lambda *a: (calls.append(a[2]), fn(*a))
    monkeypatch.setattr(openmp, "parallel", counting)
    return calls


def test_grid_runs_on_openmp_threads(monkeypatch):
    if openmp.parallel() is None:
        pytest.skip("no libgomp here")
    calls = _count_parallel(monkeypatch)
    _check(num_threads=4)
    assert calls == [4]  # one parallel region of the threads asked for
    _check(grid=(3, 1), num_threads=8)
    assert calls[-1] == 3  # never more threads than programs


def test_one_thread_is_one_direct_call(monkeypatch):
    calls = _count_parallel(monkeypatch)
    _check(num_threads=1)
    _check(grid=(1, 1))
    assert calls == []


def test_openmp_off_uses_the_python_pool(monkeypatch):
    monkeypatch.setenv("TRITIUM_CPU_OPENMP", "0")
    openmp.reset_for_tests()
    assert openmp.parallel() is None
    _check(num_threads=3, seed=1)


def test_small_openmp_stacks_fall_back_to_the_pool(monkeypatch):
    monkeypatch.setenv("OMP_STACKSIZE", "64K")
    assert openmp.thread_stack_limit() == 64 << 10
    scale_rows.kernels.clear()  # a launcher made now sees the limit
    calls = _count_parallel(monkeypatch)
    _check(num_threads=3, seed=2)
    assert calls == []


@pytest.mark.parametrize("text,size", [("16M", 16 << 20), ("512k", 512 << 10), ("4096", 4096 << 10), ("2g", 2 << 30),
                                       ("100B", 100), ("bad", 0)])
def test_openmp_stack_size_parsing(monkeypatch, text, size):
    monkeypatch.delenv("OMP_STACKSIZE", raising=False)
    monkeypatch.setenv("GOMP_STACKSIZE", text)
    assert openmp.thread_stack_limit() == size


def test_forked_child_does_not_use_openmp(tmp_path):
    """libgomp hangs in a forked child of a process that ran a parallel region: the child must run
    its grids on the Python pool (and finish)."""
    script = tmp_path / "fork_child.py"
    script.write_text(textwrap.dedent(f"""
        import os, sys
        sys.path.insert(0, {os.path.dirname(os.path.dirname(os.path.abspath(__file__)))!r})
        import layer_paths
        import numpy as np
        from test_cpu_threads import _check
        from tritium.backends.cpu import openmp
        _check(num_threads=2)
        parent_uses = openmp.parallel() is not None
        pid = os.fork()
        if pid == 0:
            ok = openmp.parallel() is None
            _check(num_threads=2, seed=3)
            os._exit(0 if ok else 3)
        _, status = os.waitpid(pid, 0)
        print("parent_uses", parent_uses, "child", os.waitstatus_to_exitcode(status))
    """))
    env = dict(os.environ, TRITIUM_INTERPRET="0", TRITIUM_CACHE_DIR=str(tmp_path / "cache"))
    r = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env, timeout=240)
    assert r.returncode == 0, r.stderr
    assert "child 0" in r.stdout, r.stdout + r.stderr


def test_llir_without_the_omp_entry_still_runs(tmp_path, monkeypatch):
    """A hand-edited .llir (TRITIUM_OVERRIDE_DIR) may lack `<kernel>_omp`: the driver uses `_grid`."""
    dump = tmp_path / "dump"
    monkeypatch.setenv("TRITIUM_DUMP_DIR", str(dump))
    monkeypatch.setenv("TRITIUM_CACHE_DIR", str(tmp_path / "cache"))
    scale_rows.kernels.clear()
    _check(num_threads=2)
    llir = next(dump.rglob("scale_rows.llir"))
    text = llir.read_text()
    start = text.index("define i64 @scale_rows_omp")
    end = text.index("\n}\n", start) + 3
    override = tmp_path / "override"
    override.mkdir()
    (override / "scale_rows.llir").write_text(text[:start] + text[end:])
    monkeypatch.delenv("TRITIUM_DUMP_DIR")
    monkeypatch.setenv("TRITIUM_OVERRIDE_DIR", str(override))
    scale_rows.kernels.clear()
    _check(num_threads=2, seed=4)
    _check(num_threads=1, seed=5)
    ck = next(iter(scale_rows.kernels.values()))
    assert isinstance(ck.launcher, CPULauncher) and ck.launcher.omp is None


def test_forked_child_after_torch_used_openmp(tmp_path):
    """torch ran a parallel region in the parent (tritium never did): the child must still not use
    OpenMP, or libgomp hangs it."""
    pytest.importorskip("torch")
    script = tmp_path / "fork_torch.py"
    script.write_text(textwrap.dedent(f"""
        import os, sys
        sys.path.insert(0, {os.path.dirname(os.path.dirname(os.path.abspath(__file__)))!r})
        import layer_paths
        import torch
        torch.set_num_threads(2)
        a = torch.randn(1 << 20)
        (a + a).sum()
        from test_cpu_threads import _check
        _check(grid=(1, 1))  # compiled and run on one thread: no OpenMP region of tritium's
        pid = os.fork()
        if pid == 0:
            _check(num_threads=2, seed=3)
            os._exit(0)
        _, status = os.waitpid(pid, 0)
        print("child", os.waitstatus_to_exitcode(status))
    """))
    env = dict(os.environ, TRITIUM_INTERPRET="0", TRITIUM_CACHE_DIR=str(tmp_path / "cache"))
    r = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env, timeout=240)
    assert r.returncode == 0, r.stderr
    assert "child 0" in r.stdout, r.stdout + r.stderr


def _os_threads() -> int:
    return len(os.listdir("/proc/self/task"))


@pytest.mark.skipif(not os.path.isdir("/proc/self/task"), reason="counts threads through /proc")
def test_launches_from_many_python_threads(monkeypatch):
    """Grids launched from several Python threads at once: right results, one thread's grids on
    OpenMP's team and the others' on the Python pool, so the process does not grow a team of
    threads per launching thread (libgomp keeps one per thread that starts a region)."""
    import threading
    _check(num_threads=2)  # this thread launches first: it starts the parallel regions
    calls = _count_parallel(monkeypatch)
    before = _os_threads()
    errors, barrier = [], threading.Barrier(6)

    def launcher(seed):
        try:
            barrier.wait()
            for k in range(5):
                _check(num_threads=2, seed=seed * 10 + k)
        except Exception as e:  # noqa: BLE001 - reported below
            errors.append(e)
    threads = [threading.Thread(target=launcher, args=(i,)) for i in range(6)]
    for t in threads:
        t.start()
    during = []
    for t in threads:
        during.append(_os_threads())
        t.join()
    assert not errors, errors
    if openmp.parallel() is not None:
        assert calls == []  # none of the six threads started a parallel region
    _check(num_threads=2, seed=99)  # this one still does
    # 6 launching threads and at most one pool of cpu_count workers more than before
    assert max(during) <= before + 6 + max(os.cpu_count() or 1, 2) + 1, (before, during)


def _launcher():
    _check(grid=(64, 1), num_threads=2)
    (ck,) = scale_rows.kernels.values()
    return ck.launcher


def test_omp_entry_counts_the_threads_that_ran_programs():
    """`<kernel>_omp` sets its thread's byte (at 8 on its own counter's line) when it ran programs,
    nothing when every counter was already past its range (what a team thread that came too late
    sees); the driver counts the bytes."""
    from tritium.backends.cpu.driver import _TEAM
    la = _launcher()
    rng = np.random.default_rng(7)
    x = rng.standard_normal((64, 100)).astype(np.float32)
    out = np.full_like(x, np.nan)
    args = (x.ctypes.data, out.ctypes.data, 100, 1.5)
    buf, addr = la._new_job()
    la._pack(buf, 64, 2, 0, 64, 1, 1, args)
    struct.pack_into("<Q", buf, 48, 0)  # no omp_get_thread_num: this thread is thread 0
    la.omp(addr)  # one thread takes every chunk, its own range's and then the other's
    assert _TEAM.unpack_from(buf) == (64, 4, 0) and la._workers(buf) == 1
    assert buf[la.ranges + 8] == b"\x01" and buf[la.ranges + 64 + 8] == b"\x00"
    ref = x.astype(np.float64) * 1.5 + x.astype(np.float64).sum(1, keepdims=True)
    np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-4)
    buf[la.ranges + 8] = b"\x00"
    out[:] = np.nan
    la.omp(addr)  # late: the counters are past their ranges, nothing to run, no byte set
    assert la._workers(buf) == 0 and np.isnan(out).all()


@tritium.jit
def slow_rows(x_ptr, out_ptr, N: tl.constexpr, REPS: tl.constexpr):
    """out[pid] = x[pid] * 1.0001^REPS, elementwise: a program that takes a while (~1 ms or more)."""
    offs = tl.program_id(0) * N + tl.arange(0, N)
    acc = tl.load(x_ptr + offs)
    for _ in range(REPS):
        acc = acc * 1.0001
    tl.store(out_ptr + offs, acc)


def test_a_team_on_the_python_pool_counts_its_threads_by_what_they_return(monkeypatch):
    """On the Python pool (no OpenMP here, a second Python thread, a kernel whose stack is too big
    for OpenMP's threads) every thread is thread 0 to omp_get_thread_num, so their bytes fall on
    one line: `_omp` returns the chunks it ran and the driver counts the threads that ran any. Two
    threads that shared a slow grid are a useful team: that grid size is not sent to one thread."""
    monkeypatch.setattr(openmp, "parallel", lambda: None)  # the pool
    seen = []
    rng = np.random.default_rng(5)
    x = rng.standard_normal((16, 256)).astype(np.float32)
    out = np.full_like(x, np.nan)
    slow_rows[(16,)](x, out, N=256, REPS=300000, num_threads=2)
    (ck,) = slow_rows.kernels.values()
    la = ck.launcher
    la.set_policy(la.policy.replace(work=None))  # (as a kernel of unbounded work: adaptive)
    real = la._note_team
    monkeypatch.setattr(la, "_note_team", lambda buf, workers=None: (seen.append(workers), real(buf, workers)))
    la.record.solo.clear()
    for _ in range(3):
        out[:] = np.nan
        slow_rows[(16,)](x, out, N=256, REPS=300000, num_threads=2)
        np.testing.assert_allclose(out, x.astype(np.float64) * float(np.float32(1.0001)) ** 300000, rtol=1e-3)
    assert seen == [2, 2, 2] and not la.record.solo


def test_a_useless_team_gives_way_to_one_thread_then_is_tried_again(monkeypatch):
    """When only one thread of a team ran programs, the next launches of that grid size run on the
    calling thread alone (4, then 8, 16, ... up to 1024 after each useless try); a team whose
    threads shared the work ends it. Other grid sizes are not affected."""
    from tritium.backends.cpu.driver import _TEAM
    la = _launcher()
    la.set_policy(la.policy.replace(work=None))  # (as a kernel of unbounded work: adaptive)
    la.record.solo.clear()
    buf = bytearray(la.job.size)

    def note(total, chunk, workers):
        buf[:] = bytes(la.job.size)
        _TEAM.pack_into(buf, 0, total, chunk, 1)  # (a nonzero omp_get_thread_num)
        for t in range(workers):
            buf[la.ranges + 64 * t + 8] = 1
        la._note_team(buf)

    def run_alone(total, n):
        return [la.record.threads(total, 2) for _ in range(n)]

    note(64, 4, 1)
    assert run_alone(64, 5) == [1, 1, 1, 1, 2] and run_alone(32, 1) == [2]
    note(64, 4, 1)
    assert run_alone(64, 9) == [1] * 8 + [2]
    note(64, 4, 2)  # the team helped: back to teams, and the next useless one starts at 4 again
    assert run_alone(64, 1) == [2]
    note(64, 4, 1)
    assert run_alone(64, 5) == [1] * 4 + [2]
    note(64, 64, 1)  # one chunk: nobody else could have helped, nothing learned
    assert run_alone(64, 1) == [2]
    for _ in range(12):
        note(16, 1, 0)
    assert la.record.solo[16] == [1024, 1024]
    # the launches that run alone are right, and start no parallel region (through this launcher:
    # a launch through the kernel may pick another specialisation, by its arrays' alignment)
    la.record.solo.clear()
    la.record.solo[64] = [3, 8]
    la.num_threads = 2
    calls = _count_parallel(monkeypatch)
    rng = np.random.default_rng(11)
    for k in range(4):
        x = rng.standard_normal((64, 100)).astype(np.float32)
        out = np.full_like(x, np.nan)
        la((64,), (x.ctypes.data, out.ctypes.data, 100, 1.5))
        ref = x.astype(np.float64) * 1.5 + x.astype(np.float64).sum(1, keepdims=True)
        np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-4)
        if k == 2:
            assert calls == [] and la.record.solo[64][0] == 0
    if openmp.parallel() is not None:
        assert calls == [2]  # the fourth: the team tried again


@tritium.jit
def record_order(ctr_ptr, order_ptr):
    """order[pid] = how many programs ran before this one (an atomic counter)."""
    tl.store(order_ptr + tl.program_id(0), tl.atomic_add(ctr_ptr, 1))


def test_a_thread_runs_its_own_range_first_then_the_others_in_turn(monkeypatch):
    """`_omp` on thread t of a team of n runs the t-th of n consecutive ranges of programs first, then
    what is left of ranges t+1, t+2, ... (wrapping): seen here as the order one call runs a grid in, with
    omp_get_thread_num replaced by a function that says 2."""
    import ctypes
    ctr, order = np.zeros(1, np.int32), np.full(16, -1, np.int32)
    record_order.kernels.clear()
    record_order[(16,)](ctr, order, num_threads=4)
    assert sorted(order) == list(range(16))
    (ck,) = record_order.kernels.values()
    la = ck.launcher
    assert la.num_threads == 4  # (its job blocks have counters for 4 threads)
    says_two = ctypes.CFUNCTYPE(ctypes.c_int)(lambda: 2)
    monkeypatch.setattr(openmp, "thread_num_fn", ctypes.cast(says_two, ctypes.c_void_p).value)
    buf, addr = la._new_job()
    for _ in range(2):  # the second time in the same job block: its counters start again from 0
        ctr[0], order[:] = 0, -1
        la._pack(buf, 16, 4, 0, 16, 1, 1, (ctr.ctypes.data, order.ctypes.data))
        la.omp(addr)
        # ranges of 4: 8-11 (its own), then 12-15, 0-3, 4-7
        assert order.tolist() == [8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7]
    la.omp(addr)  # late: every range is taken, nothing runs
    assert ctr[0] == 16
    # 10 programs in 4 ranges: 3, 3, 2, 2 (the first total % n ranges have one more)
    ctr[0], order[:] = 0, -1
    la._pack(buf, 10, 4, 0, 10, 1, 1, (ctr.ctypes.data, order.ctypes.data))
    la.omp(addr)  # 6-7 (its own), then 8-9, 0-2, 3-5
    assert order[:10].tolist() == [4, 5, 6, 7, 8, 9, 0, 1, 2, 3] and (order[10:] == -1).all()


def test_a_team_smaller_than_asked_still_runs_every_program(tmp_path):
    """With OMP_THREAD_LIMIT=2 libgomp gives a grid launched on 8 threads a team of 2: the ranges of
    threads 2-7, which never start, are run by the two threads' visits to the others' ranges."""
    script = tmp_path / "small_team.py"
    script.write_text(textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {os.path.dirname(os.path.dirname(os.path.abspath(__file__)))!r})
        import layer_paths
        import numpy as np
        from test_cpu_threads import record_order
        from tritium.backends.cpu import openmp
        assert openmp.parallel() is not None
        openmp.team_started = True  # (no first-team rule: the team of 8 is asked for every time)
        for total in (8, 5, 64, 1000):
            for _ in range(3):
                ctr, order = np.zeros(1, np.int32), np.full(total, -1, np.int32)
                record_order[(total,)](ctr, order, num_threads=8)
                assert sorted(order.tolist()) == list(range(total)), (total, order)
        print("ok")
    """))
    env = dict(os.environ, TRITIUM_INTERPRET="0", TRITIUM_CACHE_DIR=str(tmp_path / "cache"), OMP_THREAD_LIMIT="2")
    r = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env, timeout=240)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "ok" in r.stdout


@pytest.mark.parametrize("total,threads", [(1, 1), (5, 4), (16, 16), (17, 4), (1000, 7), (64, 3)])
def test_every_program_runs_once_on_a_team(total, threads):
    ctr, order = np.zeros(1, np.int32), np.full(total, -1, np.int32)
    for _ in range(3):  # (job blocks are reused: their counters must start from 0 every launch)
        ctr[0], order[:] = 0, -1
        record_order[(total,)](ctr, order, num_threads=threads)
        assert sorted(order.tolist()) == list(range(total))


def test_running_threads_counts_this_process_threads_at_work():
    """running_threads reads /proc/self/task: the caller, and threads busy in C code (sha256 of a
    large buffer runs without the GIL) are running or runnable."""
    import hashlib
    import threading
    if not os.path.isdir("/proc/self/task"):
        pytest.skip("no /proc")
    stop, started = threading.Event(), threading.Barrier(3)
    data = bytes(64 << 20)

    def work():
        started.wait()
        while not stop.is_set():
            hashlib.sha256(data).digest()
    busy = [threading.Thread(target=work) for _ in range(2)]
    for t in busy:
        t.start()
    try:
        started.wait()
        assert max(openmp.running_threads() for _ in range(20)) >= 3
    finally:
        stop.set()
        for t in busy:
            t.join()


def test_first_grid_runs_alone_while_the_cores_are_taken_then_on_a_team(monkeypatch):
    """Before this process's first team: as many threads as cores that no other thread of it is
    running on (at least the caller), looked at again every LOOK_S; once a team ran, no more looks;
    never where torch is imported (its spinning team threads would count as taken)."""
    monkeypatch.setattr(openmp, "team_started", False)
    monkeypatch.setattr(openmp, "_look_after", 0.0)
    monkeypatch.setattr(openmp, "_cores", lambda: 4)
    looks = []
    running = [4]  # the caller and three spinning threads
    monkeypatch.setattr(openmp, "running_threads", lambda: looks.append(1) or running[0])
    monkeypatch.setattr(openmp, "LOOK_S", 3600.0)
    monkeypatch.delitem(sys.modules, "torch", raising=False)
    calls = _count_parallel(monkeypatch)
    _check(num_threads=4, seed=3)
    _check(num_threads=4, seed=4)
    assert calls == [] and len(looks) == 1 and not openmp.team_started  # alone, and one look
    running[0] = 3  # two cores free: a team of 2
    monkeypatch.setattr(openmp, "_look_after", 0.0)  # (LOOK_S has passed)
    _check(num_threads=4, seed=5)
    assert len(looks) == 2 and openmp.team_started
    if openmp.parallel() is not None:
        assert calls == [2]
    running[0] = 4
    monkeypatch.setattr(openmp, "_look_after", 0.0)
    for ck in scale_rows.kernels.values():  # (a team of 2 where one thread came too late: _note_team's)
        ck.launcher.record.solo.clear()
    _check(num_threads=4, seed=6)  # a team ran: all four, no look
    assert len(looks) == 2
    if openmp.parallel() is not None:
        assert calls == [2, 4]
    monkeypatch.setattr(openmp, "team_started", False)
    monkeypatch.setattr(openmp, "_look_after", 0.0)
    monkeypatch.setitem(sys.modules, "torch", sys.modules.get("torch") or type(sys)("torch"))
    assert openmp.first_team(4) == 4 and len(looks) == 2
    monkeypatch.delitem(sys.modules, "torch")
    running[0] = 0  # /proc unreadable: as many as asked, even more than the cores
    assert openmp.first_team(64) == 64 and len(looks) == 3


@tritium.jit
def handshake(flag_ptr, out_ptr):
    """Program 0 waits for program 1: it ends only if both run at once (or 1 first)."""
    if tl.program_id(0) == 0:
        while tl.atomic_add(flag_ptr, 0) == 0:
            pass
        tl.store(out_ptr, 1)
    else:
        tl.atomic_xchg(flag_ptr, 1)


@tritium.jit
def polls(flag_ptr, out_ptr):
    tl.store(out_ptr + tl.program_id(0), tl.load(flag_ptr, volatile=True))


def test_programs_that_may_wait_for_each_other_keep_their_threads(monkeypatch):
    """A kernel with atomics or volatile loads (its programs can wait for one another) never gets
    fewer threads from first_team, however busy the cores look: program 0 of `handshake` would spin
    forever on a thread of its own."""
    if openmp.parallel() is None:
        pytest.skip("no libgomp here")
    monkeypatch.setattr(openmp, "team_started", False)
    monkeypatch.setattr(openmp, "first_team", lambda threads: pytest.fail("first_team asked"))
    flag, out = np.zeros(1, np.int32), np.zeros(1, np.int32)
    handshake[(2,)](flag, out, num_threads=2)
    assert out[0] == 1 and flag[0] == 1
    flag, out = np.full(1, 7.0, np.float32), np.full(4, np.nan, np.float32)
    polls[(4,)](flag, out, num_threads=2)
    assert (out == 7.0).all()
    for k in (handshake, polls):
        (ck,) = k.kernels.values()
        assert ck.metadata["talks"]
    _check(seed=8)  # (a team ran above: first_team is not asked here either)
    (ck,) = scale_rows.kernels.values()
    assert not ck.metadata["talks"]
