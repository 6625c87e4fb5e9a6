"""The language suites (tests/unit/language) on the GPU lowering, without a GPU: every test of
those suites launches through `Interpreter`, which is replaced here by a stand-in that lowers the
kernel for the GPU (layouts, software pipelining, SIMT lowering) and runs the per-thread program in
the lockstep simulator (gpusim.py). num_warps, num_stages and the lane count (32, or 16 as the xpu
backend's subgroups) vary with each test's id.
"""
import importlib
import zlib

import pytest

import gpusim
from tritium.codegen.gpu.nvptx import nvptx_target
from tritium.codegen.gpu.opencl import opencl_target
from tritium.codegen.gpu.vulkan import vulkan_target

interpreter_mod = importlib.import_module("tritium.runtime.interpreter")

NUM_WARPS = (1, 2, 4, 8)
NUM_STAGES = (1, 2, 3, 4)


# ------------------------------------------------------------------ the interpreter suites, simulated
class SimInterpreter:
    """Stands in for `Interpreter` in `jit.py`: lowers the kernel for the GPU (software pipelined
    with num_stages stages, as make_ttgir does) and simulates it."""
    num_warps = 4
    num_stages = 3
    target = None  # None: an NVIDIA GPU with mma.sync (32 lanes); else a GPUTarget (Intel: 16-lane subgroups, Hopper)
    cache: dict = {}

    def __init__(self, module, kernel=None):
        self.module = module

    def run(self, grid, args, buffers, extents=None, strict=False):  # (the sanitizer's: not simulated)
        key = (id(self.module), self.num_warps, self.num_stages, self.target)
        got = self.cache.get(key)
        if got is None or got[0] is not self.module:
            got = self.cache[key] = (self.module,) + gpusim.lower(self.module, self.num_warps, target=self.target,
                                                                  num_stages=self.num_stages)
        gpusim.run(got[1], got[2], grid, args, buffers)


SUITES = ["test_scans", "test_reductions", "test_shapes", "test_memory",
          "test_dot", "test_elementwise", "test_control_flow", "test_casts",
          "test_calls_tuples", "test_math", "test_atomics", "test_random",
          "test_block_ptr", "test_sort_gather", "test_libdevice", "test_libdevice_transcendental",
          "test_fp8"]
SUBGROUP16 = opencl_target("spirv", 16)
# a Vulkan device with cooperative matrices (NVIDIA's): the dot suite runs again on it, as
# test_sim_coopmat_*
COOPMAT = vulkan_target("sg32+coopmat", 32, coopmat=True)
# Hopper as cuda:90 compiles for it (sm_90a): warpgroup accumulators, wgmma from staged operands;
# the dot and block-pointer suites run again on it, as test_sim_hopper_*
HOPPER = nvptx_target("90a")
# tests of the suites that cannot pass on the simulator, and why
XFAIL: dict = {}

for _suite in SUITES:
    _mod = importlib.import_module(_suite)
    for _name, _fn in list(vars(_mod).items()):
        if _name.startswith("test_") and callable(_fn):
            globals()[f"test_sim_{_suite[len('test_'):]}__{_name[5:]}"] = _fn
            if _suite in ("test_dot", "test_block_ptr"):
                globals()[f"test_sim_coopmat_dot__{_name[5:]}"] = _fn
                globals()[f"test_sim_hopper_{_suite[len('test_'):]}__{_name[5:]}"] = _fn


@pytest.fixture(autouse=True)
def _on_simulator(request, monkeypatch):
    """Launches of interpreted kernels go to the simulator; num_warps and num_stages vary with the
    test's id."""
    monkeypatch.setenv("TRITIUM_INTERPRET", "1")
    monkeypatch.setattr(interpreter_mod, "Interpreter", SimInterpreter)  # (jit imports it at each interpreted launch)
    h = zlib.crc32(request.node.nodeid.encode())
    monkeypatch.setattr(SimInterpreter, "num_warps", NUM_WARPS[h % 4])
    monkeypatch.setattr(SimInterpreter, "num_stages", NUM_STAGES[(h >> 2) % 4])
    # one test in three lowers for 16-lane subgroups (the xpu backend's layouts), the rest for 32-lane
    # warps: half of those for Hopper (sm_90a), half with mma.sync
    monkeypatch.setattr(SimInterpreter, "target", SUBGROUP16 if (h >> 4) % 3 == 0 else HOPPER if (h >> 6) % 2 else None)
    if request.node.name.startswith("test_sim_coopmat_"):
        monkeypatch.setattr(SimInterpreter, "target", COOPMAT)
    if request.node.name.startswith("test_sim_hopper_"):
        monkeypatch.setattr(SimInterpreter, "target", HOPPER)
    base = request.node.name.split("[")[0]
    if base in XFAIL:
        request.node.add_marker(pytest.mark.xfail(reason=XFAIL[base], strict=False))
