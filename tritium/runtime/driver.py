"""The active driver, as `triton.runtime.driver.active` exposes it.

As in Triton, it is the GPU's driver when a GPU is usable (the CUDA driver: cuda-bindings import,
the NVIDIA driver initialises, a device exists), else the CPU backend's, which answers Triton's
device questions with CPU-meaningful values (cores as multiprocessors, warp size 1) so scripts that
query the device keep working. Drivers are found through the `tritium.backends` entry points; the
choice is made once, on first use, so importing is cheap.
"""
from __future__ import annotations

from ..backends.base import Target

GPUTarget = Target  # Triton's name for it


class _Active:
    """Forwards to the current default driver (resolved on first use, so importing is cheap)."""

    _chosen = None

    def _driver(self):
        d = _Active._chosen
        if d is None:
            from ..backends.registry import drivers
            found = drivers()
            cuda = found.get("cuda")
            d = _Active._chosen = cuda if cuda is not None and cuda.is_available() else found["cpu"]
        return d

    def reset(self) -> None:
        """Choose again on next use (tests that mock devices)."""
        _Active._chosen = None

    def __getattr__(self, name):
        return getattr(self._driver(), name)


active = _Active()
