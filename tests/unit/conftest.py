"""Shared helpers for the unit tests (the layer folders below import them by name: layer_paths)."""
import os
import shutil
import zlib
from pathlib import Path

import numpy as np
import pytest

import layer_paths  # noqa: F401  (tests/unit's folders on sys.path)

SENTINEL_INT = 0x7EADBEEF

NP_DTYPES = {
    "int8": np.int8, "int16": np.int16, "int32": np.int32, "int64": np.int64,
    "uint8": np.uint8, "uint32": np.uint32, "float16": np.float16, "float32": np.float32,
    "float64": np.float64, "bool": np.bool_,
}
INT_DTYPES = ["int8", "int16", "int32", "int64", "uint8", "uint32"]
FLOAT_DTYPES = ["float16", "float32", "float64"]


# every SPIR-V module the tests make (xpu mode: thousands of kernels) goes through spirv-val
if shutil.which("spirv-val"):
    os.environ.setdefault("TRITIUM_SPIRV_VALIDATE", "1")

_MODE = {"mode": "interpret"}
_WIDE_SUITES = {"test_reductions", "test_scans"}  # the current test's backend_mode (set by the fixture below)


def run(kernel, grid, *args, **kw):
    """Launch `kernel` over `grid` and return the compiled kernel. In cuda mode, host array arguments
    are copied to the GPU for the launch and back into host memory after it (cudamode.py)."""
    if _MODE["mode"] == "cuda":
        from cudamode import launch_on_gpu
        return launch_on_gpu(kernel, grid, args, kw)
    if _MODE["mode"] == "vulkan":
        from vulkanmode import launch_on_vulkan
        return launch_on_vulkan(kernel, grid, args, kw)
    if _MODE["mode"] == "xpu":  # the OpenCL device reads the host arrays in place (system SVM)
        if _MODE.get("subgroup"):
            kw.setdefault("threads_per_warp", _MODE["subgroup"])
        return kernel[grid](*args, **kw, target="xpu")
    return kernel[grid](*args, **kw)


def rand_array(rng, dtype, shape, lo=None, hi=None, nonzero=False):
    """Fresh random, non-zero-ish data of a NumPy dtype name (or np dtype)."""
    dt = np.dtype(NP_DTYPES.get(dtype, dtype))
    if dt == np.bool_:
        return rng.integers(0, 2, size=shape).astype(np.bool_)
    if dt.kind in "iu":
        info = np.iinfo(dt)
        lo = info.min if lo is None else lo
        hi = info.max if hi is None else hi
        x = rng.integers(lo, hi, size=shape, endpoint=True, dtype=np.int64 if dt != np.uint64 else np.uint64)
        x = x.astype(dt)
        if nonzero:
            x[x == 0] = 1
        return x
    lo = -4.0 if lo is None else lo
    hi = 4.0 if hi is None else hi
    x = rng.uniform(lo, hi, size=shape)
    if nonzero:
        x[np.abs(x) < 1e-3] = 0.5
    return x.astype(dt)


def poison(shape, dtype):
    """An output buffer filled with NaN (floats) or a sentinel pattern (ints)."""
    dt = np.dtype(NP_DTYPES.get(dtype, dtype))
    if dt.kind == "f":
        return np.full(shape, np.nan, dtype=dt)
    if dt == np.bool_:
        return np.ones(shape, dtype=dt)
    return np.full(shape, SENTINEL_INT, dtype=np.int64).astype(dt)


@pytest.fixture
def rng(request):
    """A generator seeded from the test's id, so each test gets its own fixed stream."""
    seed = zlib.crc32(request.node.nodeid.encode())
    return np.random.default_rng(seed)


__all__ = ["run", "rand_array", "poison"]


def pytest_generate_tests(metafunc):
    """Every kernel of the language suites (tests/unit/language) runs in the interpreter and compiled
    for the CPU, and compiled for the GPU where one is usable (torch with CUDA, tritium's CUDA driver
    and GPU lowering), and as xpu SPIR-V on an OpenCL device that reads host memory (Intel's CPU
    runtime)."""
    if Path(metafunc.module.__file__).parent.name == "language" and "backend_mode" in metafunc.fixturenames:
        from cudamode import cuda_mode_available
        from vulkanmode import vulkan_mode_available
        from xpumode import xpu_mode_available
        modes = ["interpret", "cpu"] + (["cuda"] if cuda_mode_available() else []) + \
            (["xpu"] if xpu_mode_available() else []) + (["vulkan"] if vulkan_mode_available() else [])
        metafunc.parametrize("backend_mode", modes, indirect=True)


@pytest.fixture(autouse=True)
def backend_mode(request, monkeypatch):
    mode = getattr(request, "param", "interpret")
    monkeypatch.setenv("TRITIUM_INTERPRET", "1" if mode == "interpret" else "0")
    monkeypatch.setitem(_MODE, "mode", mode)
    # xpu: in the suites where the lane count shapes the code (reductions, scans, shuffles), every
    # other test runs with 32-lane subgroups (Intel GPUs have 16 and 32), the rest with 16. Not
    # everywhere: Intel's CPU runtime took over 5 minutes to build a 32-lane int8 dot (16 lanes: 2 s)
    if mode == "vulkan":
        from vulkanmode import known_wrong, must_not_run
        racy = must_not_run(request.node.nodeid)
        if racy:
            pytest.skip(f"Vulkan backend: {racy}")
        why = known_wrong(request.node.nodeid)
        if why:
            request.node.add_marker(pytest.mark.xfail(reason=f"Vulkan backend: {why}", strict=False))
    wide = (mode == "xpu" and request.node.module.__name__ in _WIDE_SUITES
            and zlib.crc32(request.node.nodeid.encode()) % 2 == 0)
    monkeypatch.setitem(_MODE, "subgroup", 32 if wide else None)
    return mode
