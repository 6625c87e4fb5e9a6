"""Build many kernels at once in forked worker processes, and survive compiler crashes.

Why processes: LLVM holds a global lock and the Python parts hold the GIL, so threads would compile
one kernel at a time; and LLVM inside llvmlite aborts the process on an internal assertion or a
"Cannot select" error, which no Python `except` can catch. A worker is a fork of this process: it has
the kernel's function object and globals as they are (no pickling of closures, no re-import of the
user's script), builds one specialisation, writes it to the cache, and sends the artifacts back
through a pipe. Before each stage it sends the stage's name and input, so when it dies the parent
knows where, raises a CompilationError naming the kernel and the stage, and saves the input that
reproduces the crash under the dump directory (a file `<kernel>.<stage>` there, usable as
TRITIUM_OVERRIDE_DIR).

When compiling in-process stays the default: a single kernel compiled on its first launch. Forking
a process that holds torch costs 40-70 ms of page-table copying and copy-on-write faults
(benchmarks/cache.py measures it), a single build gains no parallelism from it, and a fork of a
process whose other threads hold locks outside LLVM (which we hold across the fork) is a risk we
only take when it buys something. Batches (autotuner configs, `compile_many`, `warmup_many`) fork,
one worker per core (TRITIUM_COMPILE_WORKERS=N; 0 builds them in-process, without isolation);
`TRITIUM_COMPILE_ISOLATED=1` forks for every compile; where `os.fork` is missing everything builds
in-process.
"""
from __future__ import annotations

import os
import pickle
import selectors
import signal
import struct
import sys
import warnings

_LEN = struct.Struct("<Q")


def worker_count(workers: int | None = None) -> int:
    """Worker processes for a batch: `workers`, else TRITIUM_COMPILE_WORKERS, else one per core;
    0 means in-process."""
    from .. import knobs
    n = workers if workers is not None else knobs.compilation.workers
    if n is None:
        try:
            n = len(os.sched_getaffinity(0))
        except (AttributeError, OSError):
            n = os.cpu_count() or 1
    return max(0, int(n))


def build_all(requests, cache, workers: int | None = None, isolate: bool | None = None) -> list:
    """CompileRequests -> CompiledKernel or the exception of each, in order. Cache hits are read
    here; misses are built in up to `workers` forked processes, even a single miss (a batch is
    where crashes must not end the process); in-process only with 0 workers (and no `isolate`) or
    where there is no fork."""
    from .. import knobs
    results: list = [None] * len(requests)
    todo = []
    for i, req in enumerate(requests):
        try:
            results[i] = req.cached(cache)
        except Exception as e:  # noqa: BLE001 - reported in its place
            results[i] = e
        if results[i] is None:
            todo.append(i)
    if isolate is None:
        isolate = knobs.compilation.isolate
    n = min(max(worker_count(workers), 1 if isolate else 0), len(todo))
    if not hasattr(os, "fork") or n == 0:
        from ..compiler import _built
        for i in todo:
            try:
                results[i] = _built[requests[i].key] = requests[i].build(cache)
            except Exception as e:  # noqa: BLE001
                results[i] = e
        return results
    _run_workers(requests, todo, cache, max(1, n), results)
    return results


class _Worker:
    """A forked worker: job indices go in through `job_fd`, messages come out of `out_fd`, and its
    stderr (warnings, LLVM's last words) out of `err_fd`."""

    def __init__(self, pid, job_fd, out_fd, err_fd):
        self.pid, self.job_fd, self.out_fd, self.err_fd = pid, job_fd, out_fd, err_fd
        self.buf, self.err = bytearray(), bytearray()
        self.job, self.stage, self.open = None, None, 2

    def give(self, index) -> None:
        self.job, self.stage = index, None
        os.write(self.job_fd, _LEN.pack(index))

    def retire(self) -> None:
        if self.job_fd is not None:
            os.close(self.job_fd)  # end of input: the worker exits
            self.job_fd = None


def _run_workers(requests, todo, cache, n, results) -> None:
    """Up to `n` forked workers, each building jobs one after another (a fork, and the copy-on-write
    faults that follow it, is paid once per worker, not per kernel). A worker that dies fails the
    job it held; the others' jobs go on, in a new worker if needed."""
    sel = selectors.DefaultSelector()
    workers: dict = {}
    pending = list(todo)

    def dispatch(w):
        if pending:
            w.give(pending.pop(0))
        else:
            w.retire()
    try:
        while pending or workers:
            while pending and sum(w.job is not None for w in workers.values()) < n and \
                    not any(w.job is None and w.job_fd is not None for w in workers.values()):
                w = _fork(requests, cache, [fd for o in workers.values() for fd in (o.job_fd, o.out_fd, o.err_fd)
                                            if fd is not None])
                workers[w.pid] = w
                sel.register(w.out_fd, selectors.EVENT_READ, w)
                sel.register(w.err_fd, selectors.EVENT_READ, w)
                dispatch(w)
            for sk, _ in sel.select():
                w, fd = sk.data, sk.fd
                chunk = os.read(fd, 1 << 20)
                if chunk:
                    if fd == w.err_fd:
                        w.err += chunk
                        continue
                    w.buf += chunk
                    for msg in _take_messages(w):
                        if msg[0] == "stage":
                            w.stage = msg
                            continue
                        results[w.job] = _finished(requests[w.job], msg, w, cache)
                        w.job = None
                        dispatch(w)
                    continue
                sel.unregister(fd)
                os.close(fd)
                w.open -= 1
                if w.open == 0:  # the worker exited (or died)
                    _, status = os.waitpid(w.pid, 0)
                    del workers[w.pid]
                    w.retire()
                    if w.job is not None:
                        results[w.job] = _crash_error(requests[w.job], status, w.stage,
                                                      bytes(w.err).decode(errors="replace"))
    finally:
        for w in workers.values():  # interrupted (KeyboardInterrupt): no orphans left compiling
            try:
                os.kill(w.pid, signal.SIGKILL)
                os.waitpid(w.pid, 0)
            except OSError:
                pass
            w.retire()
            for fd in (w.out_fd, w.err_fd):
                try:
                    sel.unregister(fd)
                    os.close(fd)
                except (KeyError, ValueError, OSError):
                    pass
        sel.close()


def _fork(requests, cache, inherited) -> _Worker:
    from ..codegen.llvm import LLVM_LOCK
    job_r, job_w = os.pipe()
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError, AttributeError):
            pass
    # holding LLVM's lock: no thread of this process is inside LLVM while it is copied
    with LLVM_LOCK, warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # "multi-threaded process forks" (3.12+)
        pid = os.fork()
        if pid == 0:
            for fd in (job_w, out_r, err_r, *inherited):  # (other workers' pipes: their EOFs stay theirs)
                try:
                    os.close(fd)
                except OSError:
                    pass
            _child(requests, cache, job_r, out_w, err_w)  # never returns
    for fd in (job_r, out_w, err_w):
        os.close(fd)
    return _Worker(pid, job_w, out_r, err_r)


def _send(fd, msg) -> None:
    data = pickle.dumps(msg, protocol=pickle.HIGHEST_PROTOCOL)
    view = memoryview(_LEN.pack(len(data)) + data)
    while view:
        view = view[os.write(fd, view):]


def _read_exact(fd, n) -> bytes:
    data = b""
    while len(data) < n:
        chunk = os.read(fd, n - len(data))
        if not chunk:
            return b""
        data += chunk
    return data


def _child(requests, cache, job_fd, out_fd, err_fd) -> None:
    code = 0
    try:
        os.dup2(err_fd, 2)  # LLVM's last words ("LLVM ERROR: Cannot select ...") go to the parent
        import faulthandler
        faulthandler.disable()  # the parent reports a crash; no Python stack dump of the worker
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        from .. import compiler
        from ..store.cache import Cache
        # the local cache only: the parent writes the remote one, so that a remote outage is one
        # warning in one process (and redis-py's connections stay the parent's)
        cache = Cache(cache.local, None)
        compiler.stage_observer = lambda stage, src_stage, data: _send(out_fd, ("stage", stage, src_stage, data))
        while True:
            raw = _read_exact(job_fd, _LEN.size)
            if not raw:
                break
            req = requests[_LEN.unpack(raw)[0]]
            try:
                ck = req.build(cache)
                msg = ("ok", ck.asm, dict(ck.metadata))
            except BaseException as e:  # noqa: BLE001 - sent to the parent, raised there
                msg = ("error", _picklable(e))
            _send(out_fd, msg)
    except BaseException:  # noqa: BLE001 - the parent sees the missing result
        code = 70
    finally:
        os._exit(code)


def _picklable(e: BaseException) -> BaseException:
    try:
        return pickle.loads(pickle.dumps(e))
    except Exception:  # noqa: BLE001
        return RuntimeError(f"{type(e).__name__}: {e}")


def _take_messages(w: _Worker) -> list:
    """The complete messages at the front of the worker's buffer (removed from it)."""
    out, pos, buf = [], 0, w.buf
    while pos + _LEN.size <= len(buf):
        (n,) = _LEN.unpack_from(buf, pos)
        if pos + _LEN.size + n > len(buf):
            break
        out.append(pickle.loads(bytes(buf[pos + _LEN.size:pos + _LEN.size + n])))
        pos += _LEN.size + n
    del buf[:pos]
    return out


def _finished(req, msg, w: _Worker, cache):
    from ..compiler import CompiledKernel, _built
    if w.err:
        sys.stderr.write(bytes(w.err).decode(errors="replace"))  # its warnings, as in-process
        w.err.clear()
    if msg[0] == "error":
        return msg[1]
    ck = CompiledKernel.from_artifacts(req.name, msg[1], msg[2])
    if cache.remote is not None and not msg[2].get("overridden_stages"):
        meta = {k: v for k, v in msg[2].items() if k != "cache_hit"}
        cache.remote.put(req.key, {f"{req.name}.{s}": v for s, v in msg[1].items()}, meta)
    _built[req.key] = ck  # the launch that follows takes it (even with the cache off)
    return ck


def _crash_error(req, status: int, stage, stderr: str):
    from .. import knobs
    from ..frontend.errors import CompilationError
    if os.WIFSIGNALED(status):
        try:
            how = f"was killed by {signal.Signals(os.WTERMSIG(status)).name}"
        except ValueError:
            how = f"was killed by signal {os.WTERMSIG(status)}"
    else:
        how = f"exited with status {os.WEXITSTATUS(status)}"
    where = f"in stage '{stage[1]}'" if stage else "before its first stage"
    msg = f"the compiler {how} {where} of kernel '{req.name}' for {req.target}"
    tail = [ln for ln in stderr.strip().splitlines() if ln.strip()][-3:]
    if tail:
        msg += ": " + " | ".join(tail)
    if stage:
        root = knobs.cache.dump_dir or os.path.join(
            knobs.cache.dir if str(knobs.cache.dir).lower() != "off" else _tmp(), "crashes")
        d = os.path.join(root, f"crash-{req.name}-{req.key[:16]}")
        try:
            os.makedirs(d, exist_ok=True)
            _, name, src_stage, data = stage
            path = os.path.join(d, f"{req.name}.{src_stage}")
            with open(path, "wb") as f:
                f.write(data.encode() if isinstance(data, str) else data)
            with open(os.path.join(d, "crash.txt"), "w") as f:
                f.write(f"{msg}\n\nsignature: {req.signature}\nconstexprs: {req.constexprs}\n"
                        f"options: {req.opts.as_dict()}\n\n{stderr}")
            msg += (f". The input of stage '{name}' is saved as {path}" + (
                f" (reproduce with TRITIUM_OVERRIDE_DIR={d})" if src_stage != "py" else ""))
        except OSError as e:
            msg += f" (its input could not be saved: {e})"
    fn = req.fn
    line = fn.src_lines[0] if getattr(fn, "src_lines", None) else None
    return CompilationError(msg, getattr(fn, "filename", None), getattr(fn, "first_line", None), 0, line)


def _tmp() -> str:
    import tempfile
    return os.path.join(tempfile.gettempdir(), "tritium")
