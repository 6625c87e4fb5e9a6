"""The CPU driver: loads a kernel's object file into this process and runs its grid on threads.

Loading maps an x86-64 or AArch64 object with tritium's own ELF loader (elf.py: no LLVM imported,
which a first launch from the cache would otherwise pay for), else links it with LLVM's in-process
JIT linker (MCJIT's RuntimeDyld through llvmlite); nothing is compiled. External symbols (libm, glibc's
libmvec) are resolved by name.

A launch packs the grid, a program counter and the runtime arguments (8-byte slots) into one job
block and runs `<kernel>_omp(job)` on `num_threads` threads: OpenMP's (libgomp's `GOMP_parallel`,
one ctypes call, a few µs: openmp.py says why), else those of a Python pool (each releasing the GIL
in its ctypes call); a grid on one thread is one direct call. From a kernel's second launch on, a
launch from the @jit path is one call of native code, on one thread or on a team, with no Python
frame of this driver between (express.py; what it does not take comes back to `CPULauncher.__call__`). Each thread takes chunks
of program ids from its own range's counter, then from the others' (codegen/cpu/grid_entry.py).
One Python thread at a time starts OpenMP regions (openmp.py: libgomp keeps a team per thread that
starts one); grids launched meanwhile from other threads use the pool. How many threads a grid
gets is the launch policy's (policy.py: from the grid's estimated work, and for kernels whose work
the estimate cannot bound, from what their teams did, which `_note_team` reports).

Kernels call back into the host (`_host_call`) for prints, assertions and, when compiled with the
sanitizer (debug), out-of-bounds reports. A sanitized kernel takes a bounds table (two i64 per
argument, codegen/cpu/sanitizer.py) in one more argument slot: `launcher(grid, args, bounds=...)`
fills it from `bounds` (one `errors.Buffer` or None per argument; the @jit launch path
passes them), and an argument without one is not checked. Of the failures the programs report, the
launch raises the one of the lowest program in grid order (the first the program met), as the
interpreter, which runs the programs in that order, would.
"""
from __future__ import annotations

import ctypes
import os
import struct
import sys
import threading
import time

import numpy as np

from ... import knobs
from ..base import Driver, Target
from ...codegen.cpu.launch_abi import JOB
from . import openmp
from .policy import LaunchPolicy, TeamRecord

_GRID = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int32, ctypes.c_int32, ctypes.c_int32, ctypes.c_void_p,
                         ctypes.c_int64, ctypes.c_int64, ctypes.c_void_p)
_HOST_CB = ctypes.CFUNCTYPE(None, ctypes.c_int32, ctypes.c_int32, ctypes.c_int32, ctypes.c_int32, ctypes.c_void_p)
_OMP = ctypes.CFUNCTYPE(ctypes.c_int64, ctypes.c_void_p)  # <kernel>_omp(job) -> chunks this thread ran
# the job block's header (codegen/cpu/launch_abi.py: JOB); the arguments follow, then a counter per
# thread, each on a line of its own whose byte at 8 says that its thread ran programs
_JOB = JOB.format
# programs in one launch: ids are int32 (tl.program_id), and a launch of more would run for years
MAX_PROGRAMS = 2 ** 31 - 1


def _too_many_programs(gx, gy, gz, total) -> ValueError:
    return ValueError(f"grid ({gx}, {gy}, {gz}) is too large for the CPU backend: {total} programs in one "
                      f"launch, at most 2**31 - 1")
_TEAM = JOB.only("total", "chunk", "thread_num_fn")  # what a team launch sets of a job block's header

_SLOT = {"i1": "q", "i8": "q", "i16": "q", "i32": "q", "i64": "q", "f32": "f4x", "f64": "d", "f16": "e6x",
         "bf16": "H6x"}


def _signed64(v: int) -> int:
    """An integer argument as the two's-complement value its 8-byte slot holds (uint64 up to 2^64-1)."""
    return v - (1 << 64) if v >= 1 << 63 else v


def _plain(args) -> list:
    """NumPy scalars and bools as Python numbers, uint64 beyond 2^63 as its bits: what struct packs."""
    return [float(a) if isinstance(a, (float, np.floating)) else _signed64(int(a)) for a in args]


def _slot(t: str) -> str:
    """The struct format of an argument's 8-byte slot."""
    return "Q" if t.startswith("!tt.ptr") else _SLOT[t]


def _arg_format(types: list[str]) -> str:
    return "<" + "".join(map(_slot, types))


_symbols: dict = {}  # name -> address in the C libraries kernels call
_registered: set = set()  # the names given to LLVM's linker (MCJIT loads)
_print_lock = threading.Lock()


def _address(sym: str) -> int:
    """The address of a function a kernel calls (libmvec, libm, libc, libgcc_s), without LLVM."""
    addr = _symbols.get(sym)
    if addr is not None:
        return addr
    from .compiler import c_library
    for handle in filter(None, map(c_library, ("mvec", "m", "c", "gcc_s"))):
        try:  # (handle[name] is dlsym; getattr would also find the CDLL's own attributes, as _handle)
            fn = handle[sym]
        except (AttributeError, ValueError):
            continue
        addr = _symbols[sym] = ctypes.cast(fn, ctypes.c_void_p).value
        return addr
    raise RuntimeError(f"cannot resolve the symbol {sym} that a CPU kernel calls")


def _resolve(sym: str) -> int:
    """`_address`, registered with LLVM's linker (MCJIT) once."""
    addr = _address(sym)
    if sym not in _registered:
        import llvmlite.binding as llvm
        llvm.add_symbol(sym, addr)
        _registered.add(sym)
    return addr


class _Pool:
    """Worker threads with stacks big enough for the kernels' tile buffers."""

    def __init__(self, workers: int, stack: int):
        self.stack = stack
        self.pid = os.getpid()  # a forked child inherits this object but not its threads
        self.tasks: list = []
        self.cv = threading.Condition()
        self.threads = []
        old = threading.stack_size()
        threading.stack_size(stack)
        try:
            for _ in range(workers):
                t = threading.Thread(target=self._work, daemon=True)
                t.start()
                self.threads.append(t)
        finally:
            threading.stack_size(old)

    def _work(self):
        while True:
            with self.cv:
                while not self.tasks:
                    self.cv.wait()
                fn, done = self.tasks.pop()
            try:
                fn()
            finally:
                done.release()

    def run(self, fn, copies: int, inline: bool) -> None:
        """Run fn `copies` times at once: on pool threads, and on this thread too when `inline`."""
        done = threading.Semaphore(0)
        helpers = copies - 1 if inline else copies
        with self.cv:
            self.tasks.extend([(fn, done)] * helpers)
            self.cv.notify_all()
        if inline:
            fn()
        for _ in range(helpers):
            done.acquire()


_pool: _Pool | None = None
_pool_lock = threading.Lock()


def _get_pool(workers: int, stack: int) -> _Pool:
    global _pool
    with _pool_lock:
        if _pool is None or len(_pool.threads) < workers or _pool.stack < stack or _pool.pid != os.getpid():
            _pool = _Pool(max(workers, os.cpu_count() or 1), max(stack, 64 << 20))
        return _pool


class CPULauncher:
    """A loaded kernel: `launcher(grid, args)` runs it."""

    INLINE_STACK = 4 << 20  # larger tile buffers run on pool threads, whose stacks are sized for them

    def __init__(self, engine, metadata: dict, num_threads: int | None):
        self.engine = engine
        self.metadata = metadata
        # metadata from the llir stage is absent when that stage came from TRITIUM_OVERRIDE_DIR
        self.fn = _GRID(engine.get_function_address(metadata.get("entry") or f"{metadata['name']}_grid"))
        self.fmt = struct.Struct(_arg_format(metadata["arg_types"]))
        # the one-argument entry (absent from hand-edited llir): a job block per launch, run by
        # OpenMP's threads, by one direct call, or by the Python pool's threads
        self.omp_addr = engine.get_function_address(metadata["omp_entry"]) if metadata.get("omp_entry") else 0
        self.omp = _OMP(self.omp_addr) if self.omp_addr else None
        self.num_threads = num_threads or os.cpu_count() or 1
        # how many threads a grid runs on (policy.py): the rules, and what teams did where they judge
        self.policy = LaunchPolicy.for_kernel(metadata, self.num_threads)
        self.record = TeamRecord()
        # unknown (hand-edited llir): run on pool threads, whose stacks are large
        stack = metadata.get("stack_bytes")
        self.stack = int(stack) + (1 << 20) if stack is not None else self.INLINE_STACK + 1
        self.sites = metadata.get("debug_sites") or []
        self.failure = None  # the failure to raise after the grid: that of the lowest program
        self.failure_pid = None  # its linear program id
        self._fail_lock = threading.Lock()
        self._launch_lock = threading.Lock()
        self.grid = (1, 1, 1)
        # sanitized (debug) kernels: the bounds table's argument slot, and the buffers of the launch
        self.sanitizer = metadata.get("sanitizer")
        self.takes_bounds = bool(self.sanitizer)
        self.buffers: list = []
        if self.sanitizer:
            self.fmt = struct.Struct(_arg_format(metadata["arg_types"]) + "Q")
        # the range counters `_omp` claims programs through (one cache line per thread the team may
        # have) start at omp_ranges; hand-edited llir without `_omp` has none
        head = struct.calcsize(_JOB) + self.fmt.size
        self.ranges = metadata["omp_ranges"] if self.omp_addr else 0
        pad = self.ranges - head + 64 * self.num_threads if self.omp_addr else 0
        self.job = struct.Struct(_JOB + self.fmt.format[1:] + f"{pad}x")
        # the same block for a grid on the calling thread alone (`_omp` with one thread reads only
        # the first counter and writes its byte): the rest of the block is left as it is
        self.job_alone = struct.Struct(_JOB + self.fmt.format[1:] + f"{max(0, pad - 64 * (self.num_threads - 1))}x")
        # after a team ran the block: its total, chunk, omp_get_thread_num's address and each
        # thread's byte, in one read (_note_team)
        self.team = struct.Struct(_TEAM.format + (f"{self.ranges + 8 - _TEAM.size}x" + "B63x" * (self.num_threads - 1)
                                                  + "B" if self.omp_addr else ""))
        self.cb = _HOST_CB(self._host_call) if self.sites else None  # kept alive with the launcher
        self.cb_ptr = ctypes.cast(self.cb, ctypes.c_void_p) if self.cb else None
        self.cb_addr = self.cb_ptr.value if self.cb else 0
        self.omp_stack_ok = self.stack <= min(self.INLINE_STACK, openmp.thread_stack_limit())
        self.bf16 = [i for i, t in enumerate(metadata["arg_types"]) if t == "bf16"]
        self.inline_ok = self.stack <= self.INLINE_STACK  # the tile buffers fit this thread's stack
        # the short launch path: a kernel with no callbacks, no bounds table and no bf16 arguments
        self.plain = self.omp is not None and not self.sites and not self.sanitizer and not self.bf16
        # the plain launch on this thread as one call of native code (express.py), where this
        # process has it: made at the second launch (~0.4 ms, kept off a program's first launch),
        # then handed to `on_express` (the @jit launch path's); None: every launch takes __call__
        self.express = None
        self.on_express = None
        self._express_slots = [_slot(t) for t in metadata["arg_types"]] if self.plain else None
        self._launches = 0
        self.free_jobs: list = []  # job blocks not in use (list.pop/append are atomic)

    def set_policy(self, policy: LaunchPolicy) -> None:
        """Launch by another policy from now on (benchmarks and tests: a team for every launch),
        the express function's copy of it included."""
        self.policy = policy
        if self.express is not None:
            from . import express
            express.restate(self.express, self)

    def function_handle(self) -> int:
        """The grid entry's address (Triton's `CompiledKernel.function`)."""
        return ctypes.cast(self.fn, ctypes.c_void_p).value or 0

    def __call__(self, grid, args, stream=None, bounds=None) -> None:
        """Run the grid to completion (`stream` is accepted for GPU-written code and ignored: a CPU
        launch is synchronous). `bounds`: for a sanitized kernel, each argument's Buffer or None."""
        if self.plain:  # the common kernel (no host callbacks, bounds or bf16 arguments): the short way
            n = len(grid)
            if n == 1:
                gx = total = grid[0]
                gy = gz = 1
            else:
                gx, gy, gz = (tuple(grid) + (1, 1))[:3]
                total = gx * gy * gz
            if total <= 0:
                return
            if total > MAX_PROGRAMS:
                raise _too_many_programs(gx, gy, gz, total)
            threads = self.policy.threads(total)
            by_solo = False
            if threads > 1 and (self.record.solo or not openmp.team_started):
                threads = self._fewer_threads(total, threads)
                by_solo = threads == 1 and self.record.alone_now(total)  # (entries exist only once a team ran)
            free = self.free_jobs
            job = free.pop() if free else self._new_job()
            try:
                if threads == 1 and self.inline_ok:  # (_pack's work inline: through it, 0.07-0.1 us more of ~2.1)
                    try:
                        self.job_alone.pack_into(job[0], 0, 0, total, total, 0, gx, gy, gz, 0, 0, 1, *args)
                    except struct.error:
                        self._pack(job[0], total, 1, 0, gx, gy, gz, args)
                    if by_solo:
                        self._run_alone(self.omp, job[1], total)
                    else:
                        self.omp(job[1])
                else:
                    self._pack(job[0], total, threads, 0, gx, gy, gz, args)
                    self._dispatch(job[0], threads, addr=job[1])
            finally:
                free.append(job)
            if self._express_slots is not None:
                self._make_express()
            return
        if self.sites:  # the host callback reads this launch's state (grid, buffers, failure): one at a time
            with self._launch_lock:
                return self._launch(grid, args, bounds)
        return self._launch(grid, args, bounds)

    def _make_express(self) -> None:
        """At the second launch: this launcher's express function (express.py), once (a launcher
        no @jit function launches, which has no `on_express`, gets none); published through
        `on_express`."""
        self._launches += 1
        if self._launches < 2:
            return
        slots, self._express_slots = self._express_slots, None  # (one try per launcher: this check ends)
        if slots is None or self.on_express is None:
            return
        from . import express  # (imported here: a program's first launch needs none of it)
        fast = express.bind(self, slots)
        if fast is not None:
            self.express = fast
            self.on_express(fast)

    def _pack(self, buf, total, threads, cb_addr, gx, gy, gz, args) -> None:
        """Fill a job block: counters 0, the grid, chunks of about 1/8 of a thread's share of programs."""
        chunk = total if threads <= 1 else max(1, total // (threads * 8))
        tid = openmp.thread_num_fn
        try:
            self.job.pack_into(buf, 0, 0, total, chunk, cb_addr, gx, gy, gz, 0, tid, threads, *args)
        except struct.error:  # NumPy scalars and bools as Python numbers; uint64 beyond 2^63 as its bits
            self.job.pack_into(buf, 0, 0, total, chunk, cb_addr, gx, gy, gz, 0, tid, threads, *_plain(args))

    def _new_job(self):
        """A job block and its address. Blocks are reused (one per launch in progress: threads
        launching at once each take their own), which saves allocating one per launch."""
        buf = ctypes.create_string_buffer(self.job.size)
        return buf, ctypes.addressof(buf)

    def _launch(self, grid, args, bounds) -> None:
        gx, gy, gz = (tuple(grid) + (1, 1))[:3]
        total = gx * gy * gz
        if total > MAX_PROGRAMS:
            raise _too_many_programs(gx, gy, gz, total)
        if total == 0:
            return
        self.grid = (gx, gy, gz)
        self.failure, self.failure_pid = None, None
        table = None
        if self.sanitizer:
            table, args = self._bounds_table(args, bounds)
        if self.bf16:
            args = list(args)
            from ...ir import numpy_semantics as S
            from ...ir.types import bf16
            for i in self.bf16:  # rounded to nearest, as the interpreter rounds a bf16 argument
                args[i] = int(S.to_memory(S.constant(args[i], bf16), bf16))
        self._run(gx, gy, gz, total, self.policy.threads(total), args, table)
        if self.failure is not None:
            err, self.failure, self.failure_pid = self.failure, None, None
            raise err

    def _run(self, gx, gy, gz, total, threads, args, table=None) -> None:
        """The grid from one job block: one call on this thread, GOMP_parallel on `threads` OpenMP
        threads, or the Python pool's threads (`table`, the sanitizer's bounds, stays alive with the
        threads' closure)."""
        by_solo = False
        if threads > 1 and (self.record.solo or not openmp.team_started):
            threads = self._fewer_threads(total, threads)
            by_solo = threads == 1 and self.record.alone_now(total)
        buf = ctypes.create_string_buffer(self.job.size)
        self._pack(buf, total, threads, self.cb_addr, gx, gy, gz, args)
        if threads <= 1 and self.inline_ok:
            if by_solo:
                self._run_alone(self.omp or self._grid_of_block, buf, total)
            else:
                (self.omp or self._grid_of_block)(buf)
            return
        self._dispatch(buf, threads, table)

    def _dispatch(self, buf, threads: int, table=None, addr=None) -> None:
        """Run a packed job block (at `addr`, when known) on several threads (or on a pool thread,
        for big stacks)."""
        parallel = openmp.parallel() if self.omp_stack_ok and self.omp is not None else None
        if parallel is not None:
            parallel(self.omp_addr, addr or buf, threads, 0)
            if not openmp.team_started:
                openmp.mark_started()
            self._note_team(buf)  # (the workers counted from the threads' bytes)
            return
        run = self.omp if self.omp is not None else self._grid_of_block
        inline = self.inline_ok
        ran: list = []  # chunks each pool thread ran (list.append is atomic)
        _get_pool(threads - inline, self.stack).run(lambda: (ran.append(run(buf)), table), threads, inline)
        if threads > 1 and not openmp.team_started:
            openmp.mark_started()
        if self.omp is not None:
            self._note_team(buf, sum(1 for r in ran if r))

    def _note_team(self, buf, workers: int | None = None) -> None:
        """After a grid ran on a team of an adaptive policy: how many of its threads ran programs,
        to the team record (policy.TeamRecord.team_result), when there was more than one chunk.
        One thread alone means the team cost a wait (the caller held at the region's end until
        every thread had been scheduled, seen no work left and arrived) and did nothing one thread
        would not have done: the grid was too short for the others to start in time, or their
        cores were busy (another process, OpenBLAS threads spinning after `import numpy`)."""
        if not self.policy.adaptive:
            return
        team = self.team.unpack_from(buf)
        total, chunk, tid_fn = team[0], team[1], team[2]
        if total <= chunk:
            return
        if workers is None:  # an OpenMP team: the threads' bytes, unless each took itself for thread 0
            if not tid_fn:
                return
            workers = self.num_threads - team[3:].count(0)  # (as _workers counts them, from the same read)
        self.record.team_result(total, workers)

    def native_report(self, total: int, workers: int) -> None:
        """What express.py's native launch reports: a useless team of an adaptive policy (how many
        of its threads ran programs), for TeamRecord.team_result."""
        self.record.team_result(total, workers)

    def _workers(self, buf) -> int:
        """How many threads of the team that ran this job block ran programs (each set the byte at 8
        on its own counter's line; the block's pad zeroed them): what _note_team counts."""
        return self.num_threads - self.team.unpack_from(buf)[3:].count(0)

    def _fewer_threads(self, total: int, threads: int) -> int:
        """`threads`, or fewer: before this process's first team, the cores no other thread of it is
        running on (openmp.first_team; not for kernels whose programs may wait for each other);
        1 while the team record runs this grid size alone (TeamRecord.threads)."""
        if not openmp.team_started and not self.policy.talks:
            threads = openmp.first_team(threads)
        if threads > 1 and self.policy.adaptive and self.record.solo:
            threads = self.record.threads(total, threads)
        return threads

    def _run_alone(self, run, job, total: int) -> None:
        """`run(job)` on this thread for a grid the record sent here, timed for TeamRecord.ran_alone
        (express.py's launch does the same)."""
        t = time.perf_counter_ns()
        run(job)
        self.record.ran_alone(total, time.perf_counter_ns() - t)

    def _grid_of_block(self, buf) -> None:
        """What `<kernel>_omp(job)` does, through `<kernel>_grid` (hand-edited llir may lack `_omp`)."""
        job = ctypes.addressof(buf)
        _, total, chunk, _, gx, gy, gz, _, _, _ = struct.unpack_from(_JOB, buf)
        self.fn(job + struct.calcsize(_JOB), gx, gy, gz, job, total, chunk, self.cb_ptr)

    def _bounds_table(self, args, bounds):
        """(the table, args with its address appended): [lo, hi) per argument; an argument without
        a Buffer gets [0, 2^64-1), which every address passes."""
        n = len(self.metadata["arg_types"])
        table = (ctypes.c_uint64 * max(2, 2 * n))()
        bounds = list(bounds or [])[:n]
        bounds += [None] * (n - len(bounds))
        self.buffers = bounds
        for k, t in enumerate(self.metadata["arg_types"]):
            if t.startswith("!tt.ptr"):
                b = bounds[k]
                if b is None:
                    table[2 * k], table[2 * k + 1] = 0, (1 << 64) - 1  # unknown: every address passes
                elif b.hi <= b.lo:  # empty (its address may be 0): no address passes `lo <= a <= hi - size`
                    table[2 * k], table[2 * k + 1] = (1 << 64) - 1, (1 << 64) - 1
                else:
                    table[2 * k], table[2 * k + 1] = b.lo, b.hi
        return table, list(args) + [ctypes.addressof(table)]

    def _fail(self, x: int, y: int, z: int, make) -> None:
        """Record the failure `make()` of program (x, y, z) if it is the lowest so far in grid order
        (a program's own first failure stays: it reports in program order)."""
        gx, gy, _ = self.grid
        lin = x + gx * (y + gy * z)
        with self._fail_lock:
            if self.failure_pid is not None and self.failure_pid <= lin:
                return
        err = make()
        if err is None:
            return
        with self._fail_lock:
            if self.failure_pid is None or lin < self.failure_pid:
                self.failure, self.failure_pid = err, lin

    # ------------------------------------------------------------------ print / assert
    def _host_call(self, site: int, x: int, y: int, z: int, ptrs: int) -> None:
        from ...ir import parse_type
        from ...ir import numpy_semantics as S
        from ...ir.debug_ops import DeviceAssertionError, failed_index, print_lines
        s = self.sites[site]
        if s["kind"] == "oob":
            self._fail(x, y, z, lambda: self._out_of_bounds(s, (x, y, z), ptrs))
            return
        types = [parse_type(t) for t in s["types"]]
        addrs = (ctypes.c_void_p * max(1, len(types))).from_address(ptrs)
        values = []
        for t, a in zip(types, addrs):
            n = t.numel if t.is_tensor() else 1
            size, storage = S.mem_format(t.scalar)
            raw = np.frombuffer((ctypes.c_char * (n * size)).from_address(a), dtype=storage).copy()
            v = S.from_memory(raw, t.scalar)
            values.append(v.reshape(t.shape) if t.is_tensor() else v[0])
        if s["kind"] == "print":
            with _print_lock:  # programs on other threads print too: whole lines, one write
                sys.stdout.write("".join(print_lines((x, y, z), values, s["attrs"])))
                sys.stdout.flush()
        else:
            bad = failed_index(values[0])
            if bad is not None:
                self._fail(x, y, z, lambda: DeviceAssertionError(
                    f"tt.assert at {s['file']}:{s['line']}: device assertion failed in program "
                    f"{(x, y, z)} at index {bad}: {s['attrs'].get('message', '')}"))

    def _out_of_bounds(self, s: dict, pid, rec: int):
        """The OutOfBoundsError of an `oob` site's report: rec points at {lane index, address}."""
        from ...errors import OutOfBoundsError, out_of_bounds_message
        lane, address = (ctypes.c_uint64 * 2).from_address(rec)
        shape = s["shape"]
        index = tuple(int(i) for i in np.unravel_index(int(lane), shape)) if shape else ()
        k = s["arg"]
        buffers = [b for b in self.buffers if b is not None]
        buffer = self.buffers[k] if k is not None and k < len(self.buffers) else None
        msg, fields = out_of_bounds_message(s["op"], s["file"], s["line"], pid, index, int(address), s["size"],
                                            s["elt"], buffer, buffers)
        return OutOfBoundsError(msg, **fields)


class _Utils:
    def get_device_properties(self, device=0) -> dict:
        cores = os.cpu_count() or 1
        return {"max_shared_mem": 1 << 20, "multiprocessor_count": cores, "max_num_regs": 1 << 16,
                "warpSize": 1, "sm_clock_rate": 0, "mem_clock_rate": 0, "mem_bus_width": 0, "num_cores": cores}


def check_runs_here(metadata: dict) -> None:
    """A RuntimeError saying so when the object was compiled for a CPU target this machine cannot
    run (another architecture, missing instructions): LLVM's linker would crash or load code that
    dies on its first illegal instruction."""
    from .targets import cannot_run_here
    arch = str(metadata.get("target", "cpu:host")).partition(":")[2]
    why = cannot_run_here(arch)
    if why:
        raise RuntimeError(f"kernel {metadata.get('name', '?')} was compiled for cpu:{arch} and {why}: "
                           "compile it for cpu:host, or export it with `tritium aot`")


_mcjit_engines: list = []  # every MCJIT engine, never freed (see _load_mcjit)


def _load_mcjit(binary: bytes, metadata: dict):
    """An MCJIT engine (LLVM's RuntimeDyld) holding the linked object. It is kept for the process:
    an engine owns the TargetMachine it was given, target_machine()'s cached one, so freeing one
    would free that machine under every later engine (a segfault in the next load)."""
    import llvmlite.binding as llvm
    from .compiler import LLVM_LOCK, host, target_machine
    with LLVM_LOCK:
        host()
        for sym in metadata.get("externs", ()):
            _resolve(sym)
        engine = llvm.create_mcjit_compiler(llvm.parse_assembly(""), target_machine())
        engine.add_object_file(llvm.ObjectFileRef.from_data(binary))
        engine.finalize_object()
        _mcjit_engines.append(engine)
    return engine


class CPUDriver(Driver):
    backend = "cpu"

    def __init__(self):
        self.utils = _Utils()
        self._engines = []

    def is_available(self) -> bool:
        return True

    @staticmethod
    def is_active() -> bool:
        return True

    def get_current_target(self) -> Target:
        return Target("cpu", "host", 1)

    def load(self, binary: bytes, metadata: dict) -> CPULauncher:
        """Load the kernel's object: with the ELF loader (elf.py: x86-64 and AArch64 objects, no LLVM
        imported) on the machines it runs; MCJIT only on other machines or behind
        `TRITIUM_CPU_LOADER=mcjit`. An object the loader declines there is a bad cache entry
        (BadBinary: rebuilt) when it came from a cache, else an error naming the flag: MCJIT, with
        LLVM's assertions on, would end the process on a malformed object, so it is never given
        one unasked. `TRITIUM_CPU_LOADER=elf` never uses MCJIT, on any machine."""
        check_runs_here(metadata)
        how = (knobs.cpu.loader or "").strip().lower() or "auto"
        if how not in ("auto", "elf", "mcjit"):
            raise ValueError(f"TRITIUM_CPU_LOADER={how!r}: expected auto (the default), elf or mcjit")
        engine = None
        if how != "mcjit":
            from . import elf
            try:
                engine = elf.load(binary, _address)
            except elf.Declined as e:
                if how == "elf":
                    raise RuntimeError(f"TRITIUM_CPU_LOADER=elf: the ELF loader cannot load kernel "
                                       f"{metadata.get('name', '?')}: {e}") from None
                if metadata.get("cache_hit") and elf.runs_here():
                    # read from a cache, on a machine whose objects the ELF loader takes: not one this
                    # compiler wrote
                    from ..base import BadBinary
                    raise BadBinary(f"{metadata.get('name', '?')}: the cached object is not one tritium "
                                    f"writes here ({e})") from None
                if elf.runs_here():
                    raise RuntimeError(f"the ELF loader cannot load kernel {metadata.get('name', '?')}: {e}; "
                                       "TRITIUM_CPU_LOADER=mcjit links it with LLVM's MCJIT instead") from None
        if engine is None:
            engine = _load_mcjit(binary, metadata)
        self._engines.append(engine)  # code lives as long as its engine (or LoadedObject)
        return CPULauncher(engine, metadata, metadata.get("options", {}).get("num_threads"))

    # ---- what Triton scripts ask of `driver.active` (device and stream hooks: Driver's defaults)
    def get_active_torch_device(self):
        import torch
        return torch.device("cpu")

    def get_device_interface(self):
        import torch
        return torch.cpu

    def get_benchmarker(self):
        from ...timing import host_bench  # (the host's clock: what testing.do_bench uses on the CPU)
        return host_bench

    def get_empty_cache_for_benchmark(self):
        import torch
        return torch.empty(1 << 24, dtype=torch.int8)

    def clear_cache(self, cache) -> None:
        cache.zero_()
