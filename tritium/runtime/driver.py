"""The active driver, as `triton.runtime.driver.active` exposes it.

As in Triton, it is the GPU's driver when a GPU is usable (the CUDA driver: cuda-bindings import,
the NVIDIA driver initialises, a device exists), else the CPU backend's, which answers Triton's
device questions with CPU-meaningful values (cores as multiprocessors, warp size 1) so scripts that
query the device keep working. The two drivers are looked up by name (`backends.registry.driver`),
which imports those backends alone; the choice is made once, on first use, so importing is cheap.
With `TRITIUM_TARGET` naming a device that takes host arrays (`tritium run --target vulkan`), the
CPU driver is the active one even where a CUDA GPU exists: scripts then allocate their tensors in
host memory, which that target stages.
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
            _Active._chosen = d
        return d

    def reset(self) -> None:
        """Choose again on next use (tests that mock devices)."""
        _Active._chosen = None

    def __getattr__(self, name):
        return getattr(self._driver(), name)


active = _Active()
