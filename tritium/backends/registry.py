"""Backends are found through the entry-point group `tritium.backends`; each entry point loads a
module or object with `backend` (a Backend instance) and optionally `driver` (a Driver instance).
In-tree backends register through the same group (see pyproject.toml).

Lookups are lazy, because a launch must not pay for backends it does not use: a built-in name
(`cpu`, `cuda`, `xpu`, `vulkan`) imports that backend's module alone, without scanning the
installed distributions' entry points (importlib.metadata costs ~10 ms); the scan happens only
for a name that is not built-in, or when every backend is listed (`backends()`, `drivers()`). A
built-in name always means the in-tree backend: an entry point that claims one for another module
is ignored, with a warning, so that the lazy and the listed answers agree.
"""
from __future__ import annotations

import importlib

from .base import Backend, Driver, Target

_cache: dict | None = None  # every backend (entry points and in-tree), once listed: name -> (backend, driver)
_loaded: dict = {}  # built-in backends imported one at a time, before (or without) a listing
IN_TREE = {"cpu": "tritium.backends.cpu", "cuda": "tritium.backends.cuda", "xpu": "tritium.backends.xpu",
           "vulkan": "tritium.backends.vulkan"}  # also declared as entry points in pyproject.toml


def _in_tree(name: str):
    """(backend, driver) of a built-in backend, imported on first use; None when its module does
    not import (a broken install: the other backends still work; `_unloadable` says why)."""
    got = _loaded.get(name)
    if got is None and name not in _unloadable:
        try:
            obj = importlib.import_module(IN_TREE[name])
        except ImportError as e:
            _unloadable[name] = f"{type(e).__name__}: {e}"
            return None
        got = _loaded[name] = (obj.backend, getattr(obj, "driver", None))
    return got


def _load() -> dict:
    """Every backend: the entry points' and the in-tree ones (a source tree used without
    `pip install` has no entry points)."""
    global _cache
    if _cache is None:
        from importlib.metadata import entry_points
        found = {}
        for ep in entry_points(group="tritium.backends"):
            if ep.name in IN_TREE:  # the in-tree module itself, loaded below (see the docstring)
                if ep.value.strip() != IN_TREE[ep.name]:
                    import warnings
                    warnings.warn(f"tritium: ignoring the entry point {ep.name} = {ep.value}: '{ep.name}' is a "
                                  f"built-in backend ({IN_TREE[ep.name]})", RuntimeWarning, stacklevel=2)
                continue
            obj = ep.load()
            backend = getattr(obj, "backend", None)
            if not isinstance(backend, Backend):
                raise TypeError(f"entry point {ep.name} ({ep.value}) has no `backend` Backend instance")
            found[ep.name] = (backend, getattr(obj, "driver", None))
        for name in IN_TREE:
            got = _in_tree(name)
            if got is not None:
                found[name] = got
        _cache = found
    return _cache


def _entry(name: str):
    """(backend, driver) of the backend called `name`, or None: a built-in one without listing the
    others, any other through the entry points."""
    if _cache is not None:
        return _cache.get(name)
    if name in IN_TREE:
        return _in_tree(name)
    return _load().get(name)


_unloadable: dict = {}  # in-tree backend -> why its module did not import
# what to install for the in-tree backends' devices (the compilers themselves need nothing more)
EXTRAS = {"cuda": "pip install 'tritium[cuda]' (cuda-bindings, nvidia-cuda-nvcc)",
          "xpu": "pip install 'tritium[xpu]' (Level Zero) or 'tritium[xpu-cpu]' (Intel's OpenCL CPU runtime)",
          "vulkan": "a Vulkan loader and driver: apt install libvulkan1 mesa-vulkan-drivers"}


def backends() -> dict[str, Backend]:
    """Every installed backend by name (imports them all and scans the entry points)."""
    return {n: b for n, (b, _) in _load().items()}


def drivers() -> dict[str, Driver]:
    """Every installed backend's driver by name (imports them all and scans the entry points)."""
    return {n: d for n, (_, d) in _load().items() if d is not None}


def loaded_backends() -> list[Backend]:
    """The backends imported so far (a lookup that must not import the others: the CPU launch path)."""
    got = _cache if _cache is not None else _loaded
    return [b for b, _ in got.values()]


def backend(name: str) -> Backend | None:
    """The backend called `name` ('cpu', a plugin's name), or None; only that one is imported."""
    got = _entry(name)
    return got[0] if got is not None else None


def driver(name: str) -> Driver | None:
    """The driver of the backend called `name`, or None; only that backend is imported."""
    got = _entry(name)
    return got[1] if got is not None else None


def backend_for(target: Target) -> Backend:
    b = backend(target.backend)  # the backend of the target's name (a launch needs no other)
    if b is not None and b.supports(target):
        return b
    for b in backends().values():
        if b.supports(target):
            return b
    raise RuntimeError(_no_backend(target))


def _no_backend(target: Target) -> str:
    name = target.backend
    installed = ", ".join(sorted(backends()))
    if name in _unloadable:
        return (f"the {name} backend failed to load ({_unloadable[name]}); reinstall tritium"
                + (f", and for its devices: {EXTRAS[name]}" if name in EXTRAS else ""))
    if name in backends():
        return f"the {name} backend does not support target '{target}'"
    return (f"unknown target '{target}': the installed backends are {installed} (for example target='cpu', "
            "'cuda:90', 'xpu:pvc', 'vulkan'); other targets come as plugins (entry points `tritium.backends`)")


def parse_target(target) -> Target:
    """'cuda:90', 'cpu', or a Target -> Target, normalised and checked by its backend (the arch comes
    from the backend's driver when omitted and a device is usable: 'cuda' -> this GPU's arch)."""
    if isinstance(target, Target):
        t = target
    else:
        name, _, arch = str(target).partition(":")
        t = None
        if not arch:
            d = driver(name)
            if d is not None and d.is_available():
                t = d.get_current_target()
        if t is None:
            t = Target(name, int(arch) if arch.isdigit() else arch)
    try:
        backend = backend_for(t)
    except RuntimeError as e:
        raise ValueError(str(e)) from None
    return backend.check_target(t)


def reset() -> None:
    """Forget discovered backends (tests install plugins at run time)."""
    global _cache
    _cache = None
    _loaded.clear()
    _unloadable.clear()
