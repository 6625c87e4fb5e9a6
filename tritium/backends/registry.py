"""Backends are found through the entry-point group `tritium.backends`; each entry point loads a
module or object with `backend` (a Backend instance) and optionally `driver` (a Driver instance).
In-tree backends register through the same group (see pyproject.toml)."""
from __future__ import annotations

from importlib.metadata import entry_points

from .base import Backend, Driver, Target

_cache: dict | None = None
IN_TREE = {"cpu": "tritium.backends.cpu", "cuda": "tritium.backends.cuda", "xpu": "tritium.backends.xpu",
           "vulkan": "tritium.backends.vulkan"}  # also declared as entry points in pyproject.toml


def _load() -> dict:
    global _cache
    if _cache is None:
        found = {}
        for ep in entry_points(group="tritium.backends"):
            obj = ep.load()
            backend = getattr(obj, "backend", None)
            if not isinstance(backend, Backend):
                raise TypeError(f"entry point {ep.name} ({ep.value}) has no `backend` Backend instance")
            found[ep.name] = (backend, getattr(obj, "driver", None))
        for name, module in IN_TREE.items():  # a source tree used without `pip install` has no entry points
            if name not in found:
                import importlib
                try:
                    obj = importlib.import_module(module)
                except ImportError as e:  # a broken install: the other backends still work
                    _unloadable[name] = f"{type(e).__name__}: {e}"
                    continue
                found[name] = (obj.backend, getattr(obj, "driver", None))
        _cache = found
    return _cache


_unloadable: dict = {}  # in-tree backend -> why its module did not import
# what to install for the in-tree backends' devices (the compilers themselves need nothing more)
EXTRAS = {"cuda": "pip install 'tritium[cuda]' (cuda-bindings, nvidia-cuda-nvcc)",
          "xpu": "pip install 'tritium[xpu]' (Level Zero) or 'tritium[xpu-cpu]' (Intel's OpenCL CPU runtime)",
          "vulkan": "a Vulkan loader and driver: apt install libvulkan1 mesa-vulkan-drivers"}


def backends() -> dict[str, Backend]:
    return {n: b for n, (b, _) in _load().items()}


def drivers() -> dict[str, Driver]:
    return {n: d for n, (_, d) in _load().items() if d is not None}


def backend_for(target: Target) -> Backend:
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
            d = drivers().get(name)
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
