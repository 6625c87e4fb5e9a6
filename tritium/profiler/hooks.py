"""proton's launch hooks (`triton.profiler.hooks`): how a profile sees tritium's kernel launches.

`HookManager` holds the hooks of the open sessions and, while one is active, is Triton's
`knobs.runtime.launch_enter_hook` / `launch_exit_hook` (hooks that were set before are called too,
and put back when the last session ends). Launchers read those knobs when they are made (torch's
Inductor too), so a profile sees the launches of kernels compiled or launched after `start`.

`LaunchHook` (start(hook="triton")) names each kernel's frame by its launch metadata's "name" and
adds its `flops8/16/32/64`, `flops` and `bytes` (what a @jit function's `launch_metadata` callback
returns); without it a frame is named by the kernel and the callback is not called.
"""
from __future__ import annotations

import threading

from .session import recorder

_local = threading.local()  # .open: this thread's launch intervals not yet ended, innermost last


def _open() -> list:
    if not hasattr(_local, "open"):
        _local.open = []
    return _local.open


class Hook:
    """A launch hook of proton's kind: init_handle, activate, deactivate, enter, exit."""
    priority = 0

    def init_handle(self, module, function, name: str, metadata_group: dict, hash: str) -> None:
        pass

    def activate(self) -> None:
        pass

    def deactivate(self) -> None:
        pass

    def enter(self, metadata) -> None:
        pass

    def exit(self, metadata) -> None:
        pass


def _data(metadata) -> dict:
    """The launch's known fields without calling its launch_metadata callback."""
    data = getattr(metadata, "data", metadata)
    return data if isinstance(data, dict) else {}


class LaunchHook(Hook):
    """Kernel frames named and measured by the launch metadata (a singleton, as proton's)."""
    priority = 100
    flops_width = [8, 16, 32, 64]
    metrics = [f"flops{w}" for w in flops_width] + ["bytes", "flops"]
    _instance = None

    def __new__(cls):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance


class HookManager:
    # session -> {hook: active}; active_hooks: the hooks of active sessions, highest priority first
    session_hooks: dict = {}
    active_hooks: list = []
    _installed = None  # (the enter, exit hooks set before ours) while ours are installed

    @classmethod
    def register(cls, hook: Hook, session: int) -> None:
        cls.session_hooks.setdefault(session, {})[hook] = True
        if hook not in cls.active_hooks:
            cls.active_hooks.append(hook)
            cls.active_hooks.sort(key=lambda h: -h.priority)
            hook.activate()

    @classmethod
    def unregister(cls, session: int | None = None) -> None:
        for sid in ([session] if session is not None else list(cls.session_hooks)):
            cls.session_hooks.pop(sid, None)
        cls._refresh()

    @classmethod
    def activate(cls, session: int | None = None) -> None:
        cls._set(session, True)

    @classmethod
    def deactivate(cls, session: int | None = None) -> None:
        cls._set(session, False)

    @classmethod
    def _set(cls, session, on: bool) -> None:
        for sid, hooks in cls.session_hooks.items():
            if session is None or sid == session:
                for h in hooks:
                    hooks[h] = on
        cls._refresh()

    @classmethod
    def _refresh(cls) -> None:
        live = {h for hooks in cls.session_hooks.values() for h, on in hooks.items() if on}
        for h in [h for h in cls.active_hooks if h not in live]:
            h.deactivate()
        for h in live - set(cls.active_hooks):
            h.activate()
        cls.active_hooks = sorted(live, key=lambda h: -h.priority)

    # ------------------------------------------------------------------ Triton's launch hooks
    @classmethod
    def install(cls) -> None:
        """Our enter/exit become Triton's launch hooks (a session is open)."""
        from .. import knobs
        rt = knobs.runtime
        if cls._installed is None:
            cls._installed = (rt.launch_enter_hook, rt.launch_exit_hook)
            rt.launch_enter_hook, rt.launch_exit_hook = cls.enter, cls.exit

    @classmethod
    def uninstall(cls) -> None:
        from .. import knobs
        if cls._installed is not None:
            knobs.runtime.launch_enter_hook, knobs.runtime.launch_exit_hook = cls._installed
            cls._installed = None

    @classmethod
    def enter(cls, metadata) -> None:
        prev = cls._installed[0] if cls._installed else None
        if prev is not None:
            prev(metadata)
        data = _data(metadata)
        name, metrics = data.get("name", "kernel"), {}
        if LaunchHook._instance is not None and LaunchHook._instance in cls.active_hooks and hasattr(metadata, "get"):
            full = metadata.get() if not isinstance(metadata, dict) else metadata
            name = full.get("name", name)
            metrics = {k: full[k] for k in LaunchHook.metrics if k in full}
        for h in cls.active_hooks:
            if not isinstance(h, LaunchHook):
                h.enter(metadata)
        _open().append(recorder.begin("kernel", str(name), metrics, data.get("stream")))

    @classmethod
    def exit(cls, metadata) -> None:
        stack = _open()
        iv = stack.pop() if stack else None
        recorder.end(iv, _data(metadata).get("stream"))
        for h in cls.active_hooks:
            if not isinstance(h, LaunchHook):
                h.exit(metadata)
        prev = cls._installed[1] if cls._installed else None
        if prev is not None:
            prev(metadata)
