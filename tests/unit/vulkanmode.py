"""The test harness's `vulkan` mode: the interpreter suites' kernels compiled by the Vulkan backend
and run on a Vulkan device (lavapipe, Mesa's CPU driver, in CI).

`launch_on_vulkan(kernel, grid, args, kwargs)` launches with `target="vulkan"`: the driver stages
every NumPy array and CPU torch tensor argument (tuples and reinterpret wrappers included) in
Vulkan buffers and copies them back (tritium/backends/vulkan/staging.py), so every suite exercises
that path. `TRITIUM_TEST_VULKAN=0` leaves the mode out.
"""
from __future__ import annotations

import functools
import os
import zlib


@functools.lru_cache(maxsize=None)
def vulkan_mode_available() -> bool:
    if os.environ.get("TRITIUM_TEST_VULKAN", "1") == "0":
        return False
    try:
        from tritium.backends.registry import drivers
        d = drivers().get("vulkan")
        return bool(d is not None and d.is_available())
    except Exception:  # noqa: BLE001 - any failure: no vulkan mode
        return False


# messages of what the Vulkan backend does not compile yet (issue 10): such tests are expected
# failures in vulkan mode, reported with the message; any other failure is a failure
NOT_YET = ("the Vulkan backend cannot compile", "not supported by the Vulkan backend",
           "has no OpenCL builtin")


# the tests (by id) whose kernels compile but compute results that differ from the interpreter's on
# lavapipe (Mesa 22.3) and on NVIDIA's H100 driver, and why: Vulkan's precision rules allow them. They
# run, and are expected failures, not strict: NVIDIA gets about half of them right (XPASS there).
_FMA = "GLSL.std.450 Fma need not be fused (Vulkan): fp32/fp16 fma are exact (fp64, rounded to odd), fp64 not yet"
KNOWN_WRONG = {
    "test_exact_binary[vulkan-fmod-fp32]": "OpFRem is not exact on Vulkan",
    "test_exact_binary[vulkan-fmod-fp64]": "OpFRem is not exact on Vulkan",
    "test_fma_and_div_aliases[vulkan-fp64]": _FMA,
    "test_rounding_modes[vulkan-fp64-fma-rd]": _FMA,
    "test_rounding_modes[vulkan-fp64-fma-rn]": _FMA,
    "test_rounding_modes[vulkan-fp64-fma-ru]": _FMA,
    "test_rounding_modes[vulkan-fp64-fma-rz]": _FMA,
}


# tests whose kernels race (threads read what other threads store, with no barrier between): CUDA
# happens to show them the stores; NVIDIA's Vulkan driver may keep the stale value, and a while loop
# waiting on it never ends and loses the device for every other test. Not run in vulkan mode.
MUST_NOT_RUN = {
    "test_single_element_tensor_as_condition": "the kernel's loop waits on a value another thread stores "
                                               "without a barrier (a data race; NVIDIA's Vulkan driver hangs)",
}


def must_not_run(nodeid: str):
    """Why a vulkan-mode test is not run here, or None."""
    if "[vulkan" not in nodeid:
        return None
    why = MUST_NOT_RUN.get(nodeid.split("::")[-1].partition("[")[0])
    if why is None and "language/test_dot_scaled.py" in nodeid and _device_facts()[1] and zlib.crc32(nodeid.encode()) % 2:
        why = ("lavapipe takes 5-25 s per scaled-dot kernel: every other one runs on it (CI's time), "
               "all of them on a GPU's driver")
    return why


# tests whose inputs or results are fp32 denormals: wrong on devices that flush them and cannot be
# asked not to (NVIDIA's Vulkan driver reports shaderDenormPreserveFloat32 = false)
FP32_DENORMALS = ("test_exact_unary[vulkan-abs-fp32]", "test_exact_unary[vulkan-saturatef-fp32]",
                  "test_exact_unary[vulkan-logb-fp32]", "test_rounding_modes[vulkan-fp32-sqrt-rn]",
                  "test_rounding_modes[vulkan-fp32-mul-rn]", "test_rounding_modes[vulkan-fp32-div-rn]",
                  "test_rounding_modes[vulkan-fp32-fma-rn]", "test_fma_and_div_aliases[vulkan-fp32]",
                  "test_dot_scaled_special_scales[vulkan]")  # a 2^-127 scale is an fp32 denormal
# NVIDIA's OpFConvert fp32 -> fp16 returns a positive NaN for a negative one (IEEE leaves a NaN's
# sign to the implementation), even with SignedZeroInfNanPreserve; e4b15 takes its sign from there
NAN_SIGN = {"test_fp8_downcast_rtz[vulkan-float8e4b15]", "test_fp8_downcast_rtne[vulkan-float8e4b15-float32]"}


@functools.lru_cache(maxsize=None)
def _device_facts() -> tuple:
    from tritium.backends.vulkan import runtime
    p = runtime.physical_devices()[0]
    return 32 in p.denorm_preserve or "llvmpipe" in p.name, "llvmpipe" in p.name


def known_wrong(nodeid: str):
    """The reason a vulkan-mode test is known to compute a wrong result, or None."""
    if "[vulkan" not in nodeid:
        return None
    test = nodeid.split("::")[-1]
    keeps_denormals, cpu = _device_facts()
    if test in FP32_DENORMALS and not keeps_denormals:
        return "the device flushes fp32 denormals and cannot be asked to keep them"
    if test in NAN_SIGN and not cpu:
        return "the device's fp32 -> fp16 conversion drops a NaN's sign"
    return KNOWN_WRONG.get(test)


def launch_on_vulkan(kernel, grid, args, kwargs):
    try:
        return kernel[grid](*args, target="vulkan", **kwargs)
    except Exception as e:  # what the backend refuses to compile yet: an expected failure, named
        msg = str(e)
        if any(k in msg for k in NOT_YET):
            import pytest
            pytest.xfail("Vulkan backend: " + msg.strip().splitlines()[-1][:200])
        if "lacks what this kernel needs" in msg:  # the device's gap, refused before the driver sees it
            import pytest
            pytest.skip(msg[:200])
        raise
