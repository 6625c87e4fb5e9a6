"""tritium's profiler, with the API of Triton's proton (`import triton.profiler as proton` under the
alias): sessions (`start`, `activate`, `deactivate`, `finalize`, `profile`), scopes (`scope`,
`cpu_timed_scope`, `enter_scope`, `exit_scope`), states, launch hooks (`hooks`), and a viewer for
the files it writes (`python -m tritium.profiler.viewer FILE -m time/ms`).

What it measures and how that differs from proton's CUPTI backend: session.py's docstring. proton's
other backends are not here: "instrumentation" (in-kernel scopes, `triton.profiler.language`) and
CUPTI's PC sampling mode raise UnsupportedTritonAPI.
"""
from __future__ import annotations

import functools
import threading
import time

from .hooks import HookManager, LaunchHook
from .session import DEFAULT_PROFILE_NAME, check_start, flags, recorder

__all__ = ["start", "activate", "deactivate", "finalize", "profile", "scope", "cpu_timed_scope", "enter_scope",
           "exit_scope", "state", "enter_state", "exit_state", "DEFAULT_PROFILE_NAME", "flags", "hooks"]


def _unsupported(what: str, why: str):
    from ..errors import UnsupportedTritonAPI
    return UnsupportedTritonAPI(what, why)


def _clock(backend: str | None):
    from ..runtime.driver import active
    clock = active.profiler_clock()
    if backend in (None, "cupti" if clock.device_type == "CUDA" else None):
        return clock
    if backend == "instrumentation":
        raise _unsupported("triton.profiler.start(backend='instrumentation')",
                           "tritium has no in-kernel instrumentation (proton's `triton.profiler.language` scopes); "
                           "its profiler times launches and host-side scopes: start(backend=None)")
    raise ValueError(f"profiler backend {backend!r} is not available for the active device "
                     f"({clock.device_type}): tritium times with its driver's clock (backend=None)")


def start(name: str | None = None, *, context: str | None = "shadow", data: str | None = "tree",
          backend: str | None = None, mode=None, hook: str | None = None) -> int | None:
    """Start a profiling session (active at once) and return its id. `name`: the output file without
    its suffix (default "proton"); `context`: "shadow" (frames are the open scopes) or "python" (the
    Python call stack); `data`: "tree" (a .hatchet file) or "trace" (a .chrome_trace file); `hook`:
    "triton" names kernels and adds their flops/bytes from their launch metadata."""
    if flags.command_line:
        return None
    from .. import knobs
    if getattr(getattr(knobs, "proton", None), "disable", False):
        return None
    context, data = context or "shadow", data or "tree"
    check_start(context, data)
    if mode is not None:
        raise _unsupported(f"triton.profiler.start(mode={mode!r})",
                           "tritium's profiler has no profiling modes (CUPTI's PC sampling is not there)")
    if hook not in (None, "triton", "launch"):
        raise ValueError(f"profiler hook must be None or 'triton', got {hook!r}")
    sid = recorder.start(DEFAULT_PROFILE_NAME if name is None else str(name), context, data, hook, _clock(backend))
    if hook is not None:
        HookManager.register(LaunchHook(), sid)
    HookManager.install()
    flags.profiling_on = True
    return sid


def activate(session: int | None = None) -> None:
    """Record again in `session` (None: every session)."""
    HookManager.activate(session)
    recorder.set_active(session, True)


def deactivate(session: int | None = None) -> None:
    """Stop recording in `session` (None: every session); what it holds stays until finalize."""
    HookManager.deactivate(session)
    recorder.set_active(session, False)


def finalize(session: int | None = None, output_format: str | None = "") -> None:
    """Write `session`'s profile (None: every session's) and close it."""
    HookManager.unregister(session)
    recorder.finalize(session, output_format or "")
    if not recorder.sessions:
        HookManager.uninstall()
        flags.profiling_on = False


def _profiling(func, **kw):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        session = start(**kw)
        ret = func(*args, **kwargs)
        deactivate(session)
        return ret
    return wrapper


def profile(func=None, *, name=None, context="shadow", data="tree", backend=None, mode=None, hook=None):
    """Decorator: a session started around each call of the function (written by `finalize`)."""
    kw = dict(name=name, context=context, data=data, backend=backend, mode=mode, hook=hook)
    if func is None:
        return lambda f: _profiling(f, **kw)
    return _profiling(func, **kw)


def enter_scope(name: str, *, metrics: dict | None = None) -> None:
    if flags.profiling_on:
        recorder.enter_scope(name, metrics)


def exit_scope(name: str | None = None, *, metrics: dict | None = None) -> None:
    if flags.profiling_on:
        recorder.exit_scope(name, metrics)


class scope:
    """A scope (context manager or decorator): a frame whose time is the device time its span
    covers, with `metrics` (flops16, bytes, ...) added each time it is entered."""

    def __init__(self, name: str, metrics: dict | None = None) -> None:
        self.name, self.metrics = name, metrics
        self._entered = False

    def _enter_scope(self):
        self._entered = flags.profiling_on
        if self._entered:
            recorder.enter_scope(self.name, self.metrics)

    def _exit_scope(self, metrics=None):
        if self._entered:
            recorder.exit_scope(self.name, metrics)

    def __enter__(self):
        self._enter_scope()
        return self

    def __exit__(self, exc_type, exc_value, traceback) -> None:
        self._exit_scope()

    def __call__(self, func):
        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            with type(self)(self.name, self.metrics):
                return func(*args, **kwargs)
        return wrapper


class cpu_timed_scope(scope):
    """A scope that also records the host's time in it, exclusive of its inner cpu_timed_scopes,
    as the metric "cpu_time (ns)"."""
    _local = threading.local()  # .stack: this thread's open cpu_timed_scopes

    def _enter_scope(self):
        self._start, self._inner = time.perf_counter_ns(), 0
        stack = self._local.__dict__.setdefault("stack", [])
        stack.append(self)
        super()._enter_scope()

    def _exit_scope(self, metrics=None):
        spent = time.perf_counter_ns() - self._start
        stack = self._local.stack
        stack.pop()
        if stack:
            stack[-1]._inner += spent
        super()._exit_scope({"cpu_time (ns)": spent - self._inner})


class state:
    """Kernels launched while a state is set are recorded under a frame of its name."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._entered = False

    def __enter__(self):
        self._entered = flags.profiling_on
        if self._entered:
            recorder.enter_state(self.name)
        return self

    def __exit__(self, exc_type, exc_value, traceback) -> None:
        if self._entered:
            recorder.exit_state()

    def __call__(self, func):
        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            with state(self.name):
                return func(*args, **kwargs)
        return wrapper


def enter_state(name: str) -> None:
    recorder.enter_state(name)


def exit_state() -> None:
    recorder.exit_state()


from . import hooks  # noqa: E402,F401 - (triton.profiler.hooks)
