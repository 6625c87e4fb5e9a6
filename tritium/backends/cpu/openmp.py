"""Running a CPU grid on the OpenMP runtime's threads (GNU libgomp's `GOMP_parallel`).

Why OpenMP rather than a pool of our own: torch (and NumPy's BLAS) run their CPU work on libgomp's
threads, which keep spinning for a while after each parallel region. A pool of our own would then
compete with those spinning threads for the cores right after every torch call, which is how real
programs interleave the two; on the same pool, a launch right after torch finds its threads awake.
A launch is one ctypes call: `GOMP_parallel(<kernel>_omp, job, n, 0)` runs the kernel's OpenMP
entry on `n` threads (this one included), each taking chunks of program ids from its own range's
counter and then from the others', and returns when all are done; libgomp wakes parked threads
itself. It costs a few µs against tens of µs for waking Python threads.

Which libgomp: the one already in the process (torch's wheels bring their own, as `libgomp.so.1`,
which the dynamic loader then shares with anyone loading that soname, or under a hashed name),
else the system's; chosen again once if torch is imported after the first choice. None: the
driver's Python thread pool runs the grid instead.

libgomp is not fork-safe: a forked child of a process that ran a parallel region (tritium's or
torch's) hangs in its next one. So a child forked while an OpenMP runtime was loaded never uses it
(`parallel()` is None there) and runs grids on the Python pool. `TRITIUM_CPU_OPENMP=0` turns OpenMP
off.
"""
from __future__ import annotations

import ctypes
import os
import sys
import threading
import time

from ... import knobs
from ...codegen.cpu import launch_abi

_lib = None  # (GOMP_parallel as a ctypes function) once loaded; False: none usable
# the address of that runtime's omp_get_thread_num (0 until loaded, or without one): a kernel's
# OpenMP entry asks it which range of programs is its thread's own (codegen/cpu/grid_entry.py)
thread_num_fn = 0
_used_in = None  # the pid that ran a parallel region (a fork of it must not)
_torch_seen = False  # whether torch was imported when the runtime was chosen
_master = None  # the ident of the one thread that starts tritium's parallel regions (_claim)
_master_thread = None
_master_pid = None
_claim_lock = threading.Lock()
# What express.py's native team launch reads instead of calling parallel(): GOMP_parallel's address
# (0: a team launch must take the Python path, which decides), the master thread's ident (as
# threading.get_ident gives it: pthread_self), omp_get_thread_num's address, and flags (1: torch was
# imported when the runtime was chosen; 2: a team has run, the first-team rule is over). Written
# with the GIL held whenever one of them changes (_publish).
NATIVE = launch_abi.NATIVE.struct  # (its fields: codegen/cpu/launch_abi.py)
native = ctypes.create_string_buffer(NATIVE.size)


def _after_fork_in_child() -> None:
    """A forked child never uses OpenMP when an OpenMP runtime was loaded in its parent: anyone
    there (torch too) may have run a parallel region, after which libgomp hangs in the child."""
    global _lib
    if _used_in is not None or _loaded():
        _lib = False
    _publish()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_after_fork_in_child)


def _loaded() -> list[str]:
    """Paths of the OpenMP runtimes already mapped into this process (torch's wheels bring theirs,
    sometimes under a hashed name such as libgomp-a34b3233.so.1; Intel's libiomp5 speaks GOMP too)."""
    try:
        with open("/proc/self/maps") as f:
            paths = {line.split(None, 5)[-1].strip() for line in f if "libgomp" in line or "libiomp5" in line}
    except OSError:
        return []
    return sorted(p for p in paths if p.startswith("/"))


def _torch_bundled() -> list[str]:
    """torch's own libgomp when torch is installed but not imported yet: loading it (not the
    system's) first means torch, which finds it by soname, runs on the copy it was built with."""
    if "torch" in sys.modules:
        return []
    try:
        import importlib.util
        spec = importlib.util.find_spec("torch")
    except (ImportError, ValueError):
        return []
    if spec is None or not spec.origin:
        return []
    lib = os.path.join(os.path.dirname(spec.origin), "lib")
    try:  # (not glob: importing it compiles regular expressions, ~1 ms of a first launch)
        names = os.listdir(lib)
    except OSError:
        return []
    return sorted(os.path.join(lib, n) for n in names if n.startswith("libgomp") and ".so" in n)


def _load():
    global _lib, _torch_seen, thread_num_fn
    _torch_seen = "torch" in sys.modules
    if str(knobs.cpu.openmp).strip().lower() in ("0", "off", "false", "no"):
        _lib = False
        _publish()
        return _lib
    for name in _loaded() + _torch_bundled() + ["libgomp.so.1", "libgomp.so"]:
        try:
            lib = ctypes.CDLL(name)
            fn = lib.GOMP_parallel
        except (OSError, AttributeError):
            continue
        fn.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_uint, ctypes.c_uint]
        fn.restype = None
        _lib = fn
        try:  # (every libgomp has it; a runtime without it only loses the threads' own ranges)
            thread_num_fn = ctypes.cast(lib.omp_get_thread_num, ctypes.c_void_p).value or 0
        except AttributeError:
            thread_num_fn = 0
        _publish()
        return _lib
    _lib = False
    _publish()
    return _lib


def parallel():
    """`GOMP_parallel(fn, data, num_threads, flags)` as a ctypes function, or None when OpenMP
    cannot be used in this process or by this thread (see _claim)."""
    global _used_in
    if threading.get_ident() != _master:
        if not _claim():
            return None
    lib = _lib
    if lib is None or (not _torch_seen and "torch" in sys.modules and _used_in == os.getpid()):
        # first use, or torch (with its own OpenMP runtime, perhaps under another name) came since:
        # share its threads rather than keep a second pool
        lib = _load()
    if not lib:
        return None
    if _used_in is None:
        _used_in = os.getpid()
        _publish()
    return lib


def _publish() -> None:
    """Write `native` from this module's state (see NATIVE)."""
    ok = bool(_lib) and _used_in == os.getpid() and _master_pid == os.getpid()
    gomp = (ctypes.cast(_lib, ctypes.c_void_p).value or 0) if ok else 0
    NATIVE.pack_into(native, 0, gomp, _master or 0, thread_num_fn if ok else 0,
                     (1 if _torch_seen else 0) | (2 if team_started else 0))


def _claim() -> bool:
    """Whether the calling thread may start tritium's parallel regions: one thread at a time does
    (the first to launch a grid on several threads, until it ends). libgomp gives every thread that
    starts a region a team of threads of its own, kept until that thread exits: N Python threads
    launching grids would keep N x cores threads fighting for the cores. Launches from the other
    threads run on the driver's Python pool (a bounded one), at its higher cost per launch."""
    global _master, _master_thread
    with _claim_lock:
        if _master_thread is not None and _master_thread.is_alive() and _master_pid == os.getpid():
            return threading.get_ident() == _master
        _set_master(threading.current_thread())
        return True


def _set_master(thread) -> None:
    global _master, _master_thread, _master_pid
    _master, _master_thread, _master_pid = thread.ident, thread, os.getpid()
    _publish()


# -------------------------------------------------------------------- the first team of a process
team_started = False  # a grid of this process ran on a team: first_team's looks are over
LOOK_S = 0.005  # while the cores are taken, first_team looks again after this many seconds
_look_after = 0.0  # (monotonic) before this, first_team repeats its last answer
_last_free = 0


def mark_started() -> None:
    """A grid of this process ran on a team (the driver calls it while `team_started` is False)."""
    global team_started
    team_started = True
    _publish()


def first_team(threads: int) -> int:
    """How many of `threads` a grid runs on before this process has run one on a team: one for
    each core that no other thread of this process is running on now (at least 1, the caller).

    Why: `import numpy` starts OpenBLAS's threads, one per core but one, and they spin for ~0.1 s
    before they sleep. A team started meanwhile creates its threads on cores those spinners hold:
    a new thread runs only after a scheduler slice (4-8 ms measured for a 0.3 ms grid, 16 cores),
    and the caller waits for every team thread at the region's end; a program's first launch is
    then mostly that wait. The caller alone runs the grid without it. Later launches look again
    (every LOOK_S; a look reads a file per thread: ~15 µs for 2 threads measured) until the cores
    are free; once a team has run, never.

    Not where torch is imported: its parallel regions share this thread's team, whose threads spin
    after each region (state R like the spinners) and would join a region at once. Nor for kernels
    whose programs may wait for each other (the driver does not ask: lowering.programs_talk).
    Where /proc is missing it answers `threads`."""
    global _look_after, _last_free
    if "torch" in sys.modules:
        return threads
    now = time.monotonic()
    if now >= _look_after:
        running = running_threads()
        _last_free = max(1, _cores() - (running - 1)) if running else threads
        _look_after = now + LOOK_S
    return min(threads, _last_free)


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def running_threads() -> int:
    """Threads of this process running or runnable now (state R; the caller is one of them), from
    /proc/self/task; 0 where that cannot be read (first_team then changes nothing)."""
    try:
        tids = os.listdir("/proc/self/task")
    except OSError:
        return 0
    n = 0
    for t in tids:
        try:
            with open(f"/proc/self/task/{t}/stat", "rb") as f:
                stat = f.read()
        except OSError:  # (a thread that ended meanwhile)
            continue
        # "pid (comm) S ...": comm may hold spaces and parentheses; the state follows the last ')'
        if stat[stat.rfind(b")") + 2:][:1] == b"R":
            n += 1
    return n


def thread_stack_limit() -> int:
    """Bytes of stack an OpenMP thread has: OMP_STACKSIZE / GOMP_STACKSIZE when set (a number with
    an optional B, K, M or G; K when none, as OpenMP says), else the threads' default (glibc's
    `pthread_getattr_default_np`: RLIMIT_STACK's soft limit, usually 8 MiB). Kernels whose tile
    buffers need more run on the Python pool, whose stacks are sized for them. 0: unknown. (libgomp
    reads the variables when it loads: later changes affect this answer, not its threads.)"""
    for name in ("OMP_STACKSIZE", "GOMP_STACKSIZE"):
        text = os.environ.get(name, "").strip().upper()
        if text:
            unit = {"B": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30}.get(text[-1:])
            try:
                return int(float(text[:-1] if unit else text) * (unit or 1 << 10))
            except ValueError:
                return 0
    try:
        libc = ctypes.CDLL(None)
        attr = ctypes.create_string_buffer(128)  # pthread_attr_t: 56 bytes on x86-64, 64 on AArch64
        size = ctypes.c_size_t(0)
        if libc.pthread_getattr_default_np(attr) != 0 or libc.pthread_attr_getstacksize(attr, ctypes.byref(size)) != 0:
            return 0
        libc.pthread_attr_destroy(attr)
        return int(size.value)
    except (OSError, AttributeError):
        return 0


def reset_for_tests() -> None:
    """Forget the decisions (tests switch TRITIUM_CPU_OPENMP and launch from threads)."""
    global _lib, _used_in, _master, _master_thread, _master_pid, team_started, _look_after
    _lib, _used_in, team_started, _look_after = None, None, False, 0.0
    _master, _master_thread, _master_pid = None, None, None
    _publish()
