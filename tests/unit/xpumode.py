"""The test harness's `xpu` mode: the interpreter suites' kernels compiled by the xpu backend
(SPIR-V) and run on an OpenCL device that reads host memory (Intel's CPU OpenCL runtime, PyPI
`intel-opencl-rt`), so the suites' NumPy arrays are passed as they are.

`TRITIUM_TEST_XPU=0` leaves the mode out; it is on wherever such a device is found. In the reduction
and scan suites every other test runs with 32-lane subgroups, the others with 16 (conftest.py), and every SPIR-V module made
goes through spirv-val (TRITIUM_SPIRV_VALIDATE, set in conftest.py when spirv-val is installed).
"""
from __future__ import annotations

import functools
import os


@functools.lru_cache(maxsize=None)
def xpu_mode_available() -> bool:
    if os.environ.get("TRITIUM_TEST_XPU", "1") == "0":
        return False
    try:
        from tritium.backends.registry import drivers, parse_target
        d = drivers().get("xpu")
        return bool(d is not None and d.is_available() and d.reads_host_memory(parse_target("xpu")))
    except Exception:  # noqa: BLE001 - any failure: no xpu mode
        return False
