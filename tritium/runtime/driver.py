"""The active driver, as `triton.runtime.driver.active` exposes it.

Only the CPU exists so far (kernels run in the reference interpreter); it answers Triton's questions
with CPU-meaningful values so scripts that query the device keep working.
"""
from __future__ import annotations

import os
import platform
from ..backends.base import Target

GPUTarget = Target  # Triton's name for it

class _CPUUtils:
    def get_device_properties(self, device=0) -> dict:
        cores = os.cpu_count() or 1
        return {"max_shared_mem": 1 << 20, "multiprocessor_count": cores, "max_num_regs": 1 << 16,
                "warpSize": 1, "sm_clock_rate": 0, "mem_clock_rate": 0, "mem_bus_width": 0, "num_cores": cores}


class CPUDriver:
    backend = "cpu"

    def __init__(self):
        self.utils = _CPUUtils()

    def is_active(self) -> bool:
        return True

    def get_current_target(self) -> Target:
        return Target("cpu", platform.machine() or "cpu", 1)

    def get_active_torch_device(self):
        import torch
        return torch.device("cpu")

    def get_current_device(self) -> int:
        return 0

    def set_current_device(self, device) -> None:
        pass

    def get_current_stream(self, device=None) -> int:
        return 0

    def get_device_interface(self):
        import torch
        return torch.cpu

    def get_benchmarker(self):
        from ..testing import do_bench
        return do_bench

    def get_empty_cache_for_benchmark(self):
        import torch
        return torch.empty(1 << 24, dtype=torch.int8)

    def clear_cache(self, cache) -> None:
        cache.zero_()


active = CPUDriver()
