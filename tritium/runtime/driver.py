"""The active driver, as Triton exposes it: `triton.runtime.driver.active` and Triton 3.x's
`from triton.runtime.driver import driver` (a DriverConfig: `driver.active`, `driver.default`,
`driver.set_active(d)`, `driver.reset_active()`).

As in Triton, the default is the GPU's driver when a GPU is usable (the CUDA driver: cuda-bindings
import, the NVIDIA driver initialises, a device exists), else the CPU backend's, which answers
Triton's device questions with CPU-meaningful values (cores as multiprocessors, warp size 1) so
scripts that query the device keep working. The two drivers are looked up by name
(`backends.registry.driver`), which imports those backends alone; the choice is made once, on first
use, so importing is cheap. With `TRITIUM_TARGET` naming a device that takes host arrays
(`tritium run --target vulkan`), the CPU driver is the default even where a CUDA GPU exists:
scripts then allocate their tensors in host memory, which that target stages.

`active` is one proxy object for the process (code may hold it): it forwards to the driver chosen
now, and `isinstance(active, CPUDriver)` answers for that driver, as for Triton's lazy proxy (torch
checks `isinstance(driver.active, backend.driver)` before it calls `set_active`).
"""
from __future__ import annotations

from ..backends.base import Target

GPUTarget = Target  # Triton's name for it


def _default_driver():
    from .. import knobs
    from ..backends.registry import driver
    # (the two built-in drivers looked up alone: listing every backend imports them all and
    # scans the installed distributions' entry points)
    cuda = driver("cuda")
    host = knobs.runtime.host_target
    gpu_ok = cuda is not None and (not host or host == "cpu") and cuda.is_available()
    d = cuda if gpu_ok else driver("cpu")
    if d is None:
        from ..backends.registry import _unloadable
        raise RuntimeError(f"tritium's CPU backend failed to load ({_unloadable.get('cpu', 'no driver')}); "
                           "reinstall tritium")
    return d


def _default():
    """The default driver, resolved once."""
    if _Active._default is None:
        _Active._default = _default_driver()
    return _Active._default


class _Active:
    """Forwards to the active driver (the default one resolved on first use)."""

    _chosen = None  # the active driver (set_active's, or the default once resolved)
    _default = None

    def _driver(self):
        d = _Active._chosen
        if d is None:
            d = _Active._chosen = _default()
        return d

    @property
    def _obj(self):
        """The driver itself (Triton's LazyProxy attribute, which torch reads)."""
        return self._driver()

    @property
    def __class__(self):  # isinstance(active, SomeDriver) answers for the driver behind the proxy
        return type(self._driver())

    def reset(self) -> None:
        """Choose the default again on next use (tests that mock devices)."""
        _Active._chosen = _Active._default = None

    def __getattr__(self, name):
        return getattr(self._driver(), name)

    def __repr__(self):
        return f"<active driver: {self._driver()!r}>"


active = _Active()


def set_active(d) -> None:
    """Make `d` (a driver instance) the active one: what `driver.active` answers from now on."""
    if d is None:
        raise TypeError("set_active needs a driver instance, got None (reset_active() restores the default)")
    _Active._chosen = d


def reset_active() -> None:
    """The default driver becomes the active one again."""
    _Active._chosen = _Active._default


class DriverConfig:
    """Triton 3.x's `triton.runtime.driver.driver`."""

    @property
    def active(self):
        return active

    @property
    def default(self):
        return _default()

    set_active = staticmethod(set_active)
    reset_active = staticmethod(reset_active)


driver = DriverConfig()
