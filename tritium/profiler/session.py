"""Profiling sessions: what `triton.profiler` (proton) records, kept as a tree of frames per session.

A session (`start`) records every tritium launch (through Triton's launch hooks, installed while a
session is active) and every scope (`scope`, `enter_scope`/`exit_scope`) while it is active. Each is
an interval between two marks of the active driver's clock (`Driver.profiler_clock`: CUDA events on
the launch's stream, the host's clock on the CPU, where a launch returns when its kernel is done).
Intervals are resolved in batches (the GPU's are waited for then, not at the launch), and their
times summed into the frame at their path: the scopes open on this thread (context "shadow"), or
the Python call stack (context "python"), then the kernel's name.

What the numbers mean, where they differ from proton's CUPTI backend:
- A kernel's "time (ns)" is the device time between marks recorded just before and after its launch
  on its stream: its run, plus any gap the stream had there.
- A scope's time is the device time its span covers on the current stream: the work of every
  library in it (cuBLAS behind torch.matmul too), which tritium cannot see kernel by kernel (it has
  no CUPTI tracing). In the file, a scope's exclusive time is that span less its recorded children's,
  so inclusive times (what the viewer shows) are spans.
- Metrics given to scopes and launch metadata (`flops16`, `bytes`, ...) are summed over calls.

Output (`finalize`): `<name>.hatchet`, proton's tree format (a JSON list: the frame tree, then the
device record) that `tritium.profiler.viewer` (and proton-viewer) read; or, for data="trace",
`<name>.chrome_trace`, Chrome's trace-event JSON (chrome://tracing, Perfetto).
"""
from __future__ import annotations

import json
import os
import sys
import threading
from dataclasses import dataclass

DEFAULT_PROFILE_NAME = "proton"
RESOLVE_BATCH = 2048  # pending intervals resolved together (marks are reused after)
_CONTEXTS = ("shadow", "python")
_DATA = ("tree", "trace")
_SUFFIX = {"tree": "hatchet", "trace": "chrome_trace"}
_FORMATS = {"hatchet": "tree", "chrome_trace": "trace"}


@dataclass
class ProfilerFlags:
    """proton's process flags (`triton.profiler.flags.flags`)."""
    profiling_on: bool = False
    instrumentation_on: bool = False
    command_line: bool = False


flags = ProfilerFlags()


class Frame:
    """One node of a session's tree: summed metrics of everything recorded at its path."""
    __slots__ = ("name", "children", "metrics", "span_ns")

    def __init__(self, name: str):
        self.name = name
        self.children: dict[str, Frame] = {}
        self.metrics: dict = {}
        self.span_ns = None  # a scope's summed spans (its inclusive time); None for kernels and ROOT

    def child(self, name: str) -> "Frame":
        f = self.children.get(name)
        if f is None:
            f = self.children[name] = Frame(name)
        return f

    def add(self, metrics: dict) -> None:
        for k, v in metrics.items():
            if isinstance(v, bool) or not isinstance(v, (int, float)):
                raise TypeError(f"profiler metric {k!r} must be a number, got {type(v).__name__}")
            self.metrics[k] = self.metrics.get(k, 0) + v

    def inclusive_ns(self) -> int:
        if self.span_ns is not None:
            return self.span_ns
        return self.metrics.get("time (ns)", 0) + sum(c.inclusive_ns() for c in self.children.values())

    def as_hatchet(self, device: str) -> dict:
        metrics = dict(self.metrics)
        if self.span_ns is not None:  # exclusive time: the span less what its children account for
            metrics["time (ns)"] = max(0, self.span_ns - sum(c.inclusive_ns() for c in self.children.values()))
        metrics.setdefault("count", 0)
        metrics.setdefault("time (ns)", 0)
        if "device_id" in metrics or self.span_ns is None and metrics["count"]:
            metrics["device_id"], metrics["device_type"] = "0", device
        return {"frame": {"name": self.name, "type": "function"}, "metrics": metrics,
                "children": [c.as_hatchet(device) for c in self.children.values()]}


class Session:
    def __init__(self, sid: int, name: str, context: str, data: str, hook: str | None, clock):
        self.id, self.name, self.context, self.data, self.hook = sid, name, context, data, hook
        self.clock = clock
        self.active = True
        self.root = Frame("ROOT")
        self.events: list = []  # chrome trace events (data="trace")
        self.base = clock.mark() if data == "trace" else None

    def path_frame(self, path: tuple) -> Frame:
        f = self.root
        for name in path:
            f = f.child(name)
        return f

    def output_path(self, output_format: str = "") -> tuple[str, str]:
        data = _FORMATS.get(output_format, self.data) if output_format else self.data
        if output_format and output_format not in _FORMATS:
            raise ValueError(f"output_format must be one of {sorted(_FORMATS)}, got {output_format!r}")
        if data == "trace" and self.data != "trace":
            raise ValueError(f"profiling session {self.id} recorded a tree (data='tree'): it has no trace to "
                             "write as chrome_trace; start it with data='trace'")
        suffix = _SUFFIX[data]
        name = self.name if self.name.endswith("." + suffix) else f"{self.name}.{suffix}"
        return os.path.expanduser(name), data

    def write(self, output_format: str = "") -> str:
        path, data = self.output_path(output_format)
        if data == "trace":
            doc = {"traceEvents": self.events, "displayTimeUnit": "ns"}
        else:
            doc = [self.root.as_hatchet(self.clock.device_type), self.clock.device_info()]
        d = os.path.dirname(path)
        if d:
            os.makedirs(d, exist_ok=True)
        tmp = f"{path}.tmp{os.getpid()}"
        with open(tmp, "w") as f:
            json.dump(doc, f)
        os.replace(tmp, path)
        return path


class _Interval:
    __slots__ = ("start", "end", "targets", "kind", "label", "metrics")

    def __init__(self, start, targets, kind, label, metrics):
        self.start, self.end, self.targets, self.kind, self.label, self.metrics = start, None, targets, kind, label, metrics


class Recorder:
    """The process's sessions, the scopes open on each thread and the intervals not yet resolved."""

    def __init__(self):
        self.sessions: dict[int, Session] = {}
        self.next_id = 0
        self.pending: list[_Interval] = []
        self.lock = threading.RLock()
        self.local = threading.local()  # .scopes: [(name, _Interval | None)], .states: [name]
        self.clock = None

    # ---------------------------------------------------------------- sessions
    def start(self, name, context, data, hook, clock) -> int:
        with self.lock:
            if self.clock is None or not self.sessions:
                self.clock = clock
            sid = self.next_id
            self.next_id += 1
            self.sessions[sid] = Session(sid, name, context, data, hook, self.clock)
            return sid

    def active_sessions(self) -> list:
        return [s for s in self.sessions.values() if s.active]

    def set_active(self, session: int | None, on: bool) -> None:
        with self.lock:
            for s in self._select(session):
                if not on:
                    self.resolve()
                s.active = on

    def finalize(self, session: int | None, output_format: str) -> list:
        with self.lock:
            self.resolve()
            done = self._select(session)
            paths = [s.write(output_format) for s in done]
            for s in done:
                del self.sessions[s.id]
                if s.base is not None:
                    self.clock.release(s.base)
            return paths

    def _select(self, session: int | None) -> list:
        if session is None:
            return list(self.sessions.values())
        s = self.sessions.get(session)
        if s is None:
            raise ValueError(f"there is no profiling session {session} (open: {sorted(self.sessions) or 'none'})")
        return [s]

    # ---------------------------------------------------------------- paths
    def _scopes(self) -> list:
        loc = self.local
        if not hasattr(loc, "scopes"):
            loc.scopes, loc.states = [], []
        return loc.scopes

    def _path(self, session: Session) -> tuple:
        if session.context == "python":
            return python_frames()
        return tuple(name for name, _ in self._scopes())

    # ---------------------------------------------------------------- recording
    def begin(self, kind: str, label: str, metrics: dict, stream=None):
        """An interval starts (a launch, a scope) in every active session; None if none is."""
        active = self.active_sessions()
        if not active:
            return None
        targets = []
        states = getattr(self.local, "states", None)
        for s in active:
            path = self._path(s) + ((states[-1],) if kind == "kernel" and states else ()) + (label,)
            targets.append((s, s.path_frame(path)))
        return _Interval(self.clock.mark(stream), targets, kind, label, metrics)

    def end(self, iv, stream=None) -> None:
        if iv is None:
            return
        iv.end = self.clock.mark(stream)
        with self.lock:
            self.pending.append(iv)
            if len(self.pending) >= RESOLVE_BATCH:
                self.resolve()

    def resolve(self) -> None:
        """Sum the pending intervals' times into their frames (a device clock waits for them)."""
        with self.lock:
            pending, self.pending = self.pending, []
            for iv in pending:
                dt = self.clock.elapsed_ns(iv.start, iv.end)
                for s, frame in iv.targets:
                    frame.add(iv.metrics)
                    frame.add({"count": 1})
                    if iv.kind == "scope":
                        frame.span_ns = (frame.span_ns or 0) + dt
                    else:
                        frame.add({"time (ns)": dt})
                    if s.base is not None:
                        ts = self.clock.elapsed_ns(s.base, iv.start)
                        s.events.append({"name": iv.label, "cat": iv.kind, "ph": "X", "ts": ts / 1e3,
                                         "dur": dt / 1e3, "pid": 0, "tid": 0, "args": dict(iv.metrics)})
                self.clock.release(iv.start)
                self.clock.release(iv.end)

    def enter_scope(self, name: str, metrics: dict | None) -> None:
        iv = self.begin("scope", name, dict(metrics or {}))
        self._scopes().append((name, iv))

    def exit_scope(self, name: str | None, metrics: dict | None) -> None:
        scopes = self._scopes()
        if not scopes:
            raise RuntimeError("exit_scope: no scope is open")
        top, iv = scopes[-1]
        if name is not None and name != top:
            raise RuntimeError(f"exit_scope({name!r}): the innermost open scope is {top!r}")
        scopes.pop()
        if iv is not None:
            if metrics:
                iv.metrics.update({k: iv.metrics.get(k, 0) + v for k, v in metrics.items()})
            self.end(iv)

    def enter_state(self, name: str) -> None:
        self._scopes()
        self.local.states.append(name)

    def exit_state(self) -> None:
        self._scopes()
        if not self.local.states:
            raise RuntimeError("exit_state: no state is set")
        self.local.states.pop()


recorder = Recorder()

_OWN = (os.path.dirname(os.path.dirname(os.path.abspath(__file__))),)  # tritium's own frames are not context


def python_frames() -> tuple:
    """The caller's Python stack, outermost first, as `file:line@function` (context="python"),
    without tritium's frames."""
    out = []
    f = sys._getframe(1)
    while f is not None:
        path = f.f_code.co_filename
        if not path.startswith(_OWN) and not path.startswith("<"):
            out.append(f"{os.path.basename(path)}:{f.f_lineno}@{f.f_code.co_name}")
        f = f.f_back
    return tuple(reversed(out))


def check_start(context: str, data: str) -> None:
    if context not in _CONTEXTS:
        raise ValueError(f"profiler context must be one of {_CONTEXTS}, got {context!r}")
    if data not in _DATA:
        raise ValueError(f"profiler data must be one of {_DATA}, got {data!r}")
