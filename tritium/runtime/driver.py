"""The active driver, as `triton.runtime.driver.active` exposes it.

It is the driver of the default target: the CPU backend's, found through the `tritium.backends`
entry points like every other backend. It answers Triton's device questions with CPU-meaningful
values (cores as multiprocessors, warp size 1) so scripts that query the device keep working.
"""
from __future__ import annotations

from ..backends.base import Target

GPUTarget = Target  # Triton's name for it


class _Active:
    """Forwards to the current default driver (resolved on first use, so importing is cheap)."""

    def _driver(self):
        from ..backends.registry import drivers
        return drivers()["cpu"]

    def __getattr__(self, name):
        return getattr(self._driver(), name)


active = _Active()
