"""AOT bundles for Intel GPUs without one: a bundle with zebins (ocloc, xpu:pvc) and SPIR-V
(xpu:spirv) is built with cc and its `_xpu` entry point called from a C program through the real
oneAPI loader and the recording mock driver (tests/unit/data/ze_mock_driver.c, as in
test_xpu_level_zero.py). The log shows what an Intel GPU would get: the exact zebin bytes as a
native module (loaded once per context and device), the kernel, the group size, every argument's
bytes, the group counts on the caller's command list; SPIR-V with the build flags ocloc's choices
need; clean errors for missing handles and a missing loader.
"""
import os
import shutil
import struct
import subprocess
from pathlib import Path

import pytest

from tritium.aot import export

ROOT = Path(__file__).resolve().parents[3]
HEADER = Path("/usr/include/level_zero/ze_api.h")
LOADER = any(Path(d, "libze_loader.so.1").exists() for d in ("/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/lib"))
pytestmark = pytest.mark.skipif(not (HEADER.exists() and LOADER and shutil.which("cc") and
                                     (shutil.which("ocloc") or os.environ.get("TRITIUM_OCLOC"))),
                                reason="needs cc, ocloc and the Level Zero loader and headers (Debian: gcc, "
                                       "intel-opencl-icd, libze1, libze-dev)")

PROGRAM = r"""
#include <stdio.h>
#include <level_zero/ze_api.h>
#include "xk.h"
int main(void) {
    uint32_t n = 1;
    ze_driver_handle_t drv; ze_device_handle_t dev; ze_context_handle_t ctx; ze_command_list_handle_t list;
    if (zeInit(0) || zeDriverGet(&n, &drv) || zeDeviceGet(drv, &n, &dev)) return 2;
    ze_context_desc_t cd = {ZE_STRUCTURE_TYPE_CONTEXT_DESC, NULL, 0};
    ze_command_list_desc_t ld = {ZE_STRUCTURE_TYPE_COMMAND_LIST_DESC, NULL, 1, 0};
    if (zeContextCreate(drv, &cd, &ctx) || zeCommandListCreate(ctx, dev, &ld, &list)) return 3;
    char *x = (char *)0x10000, *y = (char *)0x20000, *z = (char *)0x30000;
    printf("%d\n", tritium_xk_add_xpu(4, 1, 1, ctx, dev, list, x, y, z, 1000));     /* n % 16 != 0 */
    printf("%d\n", tritium_xk_add_xpu(8, 1, 1, ctx, dev, list, x, y, z, 2048));     /* all hints hold */
    printf("%d\n", tritium_xk_add_xpu(8, 1, 1, NULL, dev, list, x, y, z, 2048));    /* no context */
    printf("%s\n", tritium_xk_last_error());
    tritium_xk_unload();
    return 0;
}
"""


@pytest.fixture(scope="module")
def mock(tmp_path_factory):
    out = tmp_path_factory.mktemp("ze") / "libze_tritium_mock.so"
    subprocess.run(["cc", "-shared", "-fPIC", "-fvisibility=hidden", "-O1", "-I/usr/include", "-o", str(out),
                    str(ROOT / "tests/unit/data/ze_mock_driver.c")], check=True, capture_output=True)
    return str(out)


def bundle(tmp_path, targets):
    add = {"kernel": f"{ROOT}/examples/vector_add.py:add_kernel", "name": "add",
           "signature": "*fp32, *fp32, *fp32, i32", "constexprs": {"BLOCK": 256}, "options": {"num_warps": 4}}
    out = export({"library": "xk", "targets": targets, "kernels": [add]}, tmp_path / "xk", build=True)
    src = tmp_path / "main.c"
    src.write_text(PROGRAM)
    subprocess.run(["cc", "-O1", "-Wall", "-Werror", f"-I{out}", "-o", str(tmp_path / "main"), str(src), f"-L{out}",
                    "-lxk", f"-Wl,-rpath,{out}", "-l:libze_loader.so.1"], check=True)
    return out


def run(tmp_path, mock, **env):
    log = tmp_path / "calls.log"
    full = {k: v for k, v in os.environ.items() if not k.startswith("ZE_")}
    full.update(ZE_ENABLE_ALT_DRIVERS=mock, TRITIUM_ZE_MOCK_LOG=str(log), TRITIUM_ZE_MOCK_NARGS="4", **env)
    r = subprocess.run([str(tmp_path / "main")], capture_output=True, text=True, env=full, timeout=60)
    assert r.returncode == 0, r.stdout + r.stderr
    return r.stdout.splitlines(), log.read_text().splitlines()


def _fnv1a(data: bytes) -> int:
    h = 1469598103934665603
    for b in data:
        h = ((h ^ b) * 1099511628211) % 2**64
    return h


def le(v, n):
    return v.to_bytes(n, "little").hex()


def test_zebin_bundle_launch_through_the_loader(tmp_path, mock):
    out = bundle(tmp_path, ["xpu:pvc", "xpu:spirv"])
    status, calls = run(tmp_path, mock)
    assert status[:3] == ["0", "0", "1"]  # success, success, TRITIUM_ERROR_INVALID_ARGUMENT
    assert "pass a Level Zero context, device and command list" in status[3]
    modules = [c for c in calls if c.startswith("zeModuleCreate")]
    v1, v0 = (out / "xpu/add.v1.pvc.zebin").read_bytes(), (out / "xpu/add.v0.pvc.zebin").read_bytes()
    # one native module per variant used (the zebin comes first), loaded once for this context and device
    assert modules == [f"zeModuleCreate format=1 size={len(v1)} fnv={_fnv1a(v1):016x} flags=",
                       f"zeModuleCreate format=1 size={len(v0)} fnv={_fnv1a(v0):016x} flags="]
    assert [c for c in calls if c.startswith("zeKernelCreate")] == ["zeKernelCreate name=add_kernel"] * 2
    assert calls.count("zeKernelSetGroupSize 64,1,1") == 2  # num_warps 4 x 16 lanes
    launches = [i for i, c in enumerate(calls) if c.startswith("zeCommandListAppendLaunchKernel")]
    assert [calls[i] for i in launches] == ["zeCommandListAppendLaunchKernel groups=4,1,1",
                                           "zeCommandListAppendLaunchKernel groups=8,1,1"]
    for i, n in zip(launches, (1000, 2048)):
        assert calls[i - 4:i] == [f"zeKernelSetArgumentValue 0 size=8 value={le(0x10000, 8)}",
                                  f"zeKernelSetArgumentValue 1 size=8 value={le(0x20000, 8)}",
                                  f"zeKernelSetArgumentValue 2 size=8 value={le(0x30000, 8)}",
                                  f"zeKernelSetArgumentValue 3 size=4 value={le(n, 4)}"]
    assert not any(c.startswith(("zeCommandListClose", "zeCommandQueueExecute")) for c in calls)  # the caller's list
    assert calls[-4:] == ["zeKernelDestroy", "zeModuleDestroy"] * 2  # unload


def test_spirv_bundle_carries_the_build_flags(tmp_path, mock):
    out = bundle(tmp_path, ["xpu:spirv"])
    status, calls = run(tmp_path, mock)
    assert status[:2] == ["0", "0"]
    spv = (out / "xpu/add.v1.spirv.spv").read_bytes()
    assert spv[:4] == struct.pack("<I", 0x07230203)
    modules = [c for c in calls if c.startswith("zeModuleCreate")]
    assert modules[0] == (f"zeModuleCreate format=0 size={len(spv)} fnv={_fnv1a(spv):016x} "
                          "flags=-ze-opt-greater-than-4GB-buffer-required")


def test_missing_loader_is_a_status_not_a_crash(tmp_path, mock):
    bundle(tmp_path, ["xpu:spirv"])
    lib = tmp_path / "xk" / "libxk.so"
    code = (f"import ctypes; lib = ctypes.CDLL({str(lib)!r}); f = lib.tritium_xk_add_xpu; f.restype = ctypes.c_int;"
            "lib.tritium_xk_last_error.restype = ctypes.c_char_p;"
            "h = ctypes.c_void_p(1); p = ctypes.c_void_p(0x10000);"
            "print(f(1, 1, 1, h, h, h, p, p, p, ctypes.c_int32(64)), lib.tritium_xk_last_error().decode())")
    r = subprocess.run(["python", "-c", code], capture_output=True, text=True, timeout=60,
                       env=dict(os.environ, TRITIUM_ZE_LOADER="/nonexistent/libze_loader.so.1"))
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("2 add: /nonexistent/libze_loader.so.1 not found") and "libze1" in r.stdout, r.stdout


LOADER_CHILD = r"""
import ctypes, sys
sys.modules["llvmlite"] = None  # the loader needs no compiler
import tritium.aot
from tritium.backends.xpu import level_zero as ze
b = tritium.aot.load(sys.argv[1])
x, y, z = (ze.alloc_device(4 * 1000) for _ in range(3))

class OneAPI:  # device memory known through DLPack only (the mock's device memory is host memory)
    def __init__(self, addr):
        import numpy as np
        self.a = np.ctypeslib.as_array((ctypes.c_float * 1000).from_address(addr))
    def __dlpack_device__(self):
        return (14, 0)
    def __dlpack__(self, **kw):
        return self.a.__dlpack__()
b.add[(4,)](OneAPI(x), OneAPI(y), OneAPI(z), 1000)
print(x, y, z)
print([m for m in ("llvmlite", "tritium.compiler", "tritium.frontend.ast_to_ir") if sys.modules.get(m) is not None])
"""


def test_python_loader_launches_on_a_level_zero_device(tmp_path, mock):
    out = bundle(tmp_path, ["xpu:pvc"])
    script = tmp_path / "child.py"
    script.write_text(LOADER_CHILD)
    log = tmp_path / "calls.log"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ZE_", "TRITIUM_ZE"))}
    env.update(ZE_ENABLE_ALT_DRIVERS=mock, TRITIUM_ZE_MOCK_LOG=str(log), TRITIUM_ZE_MOCK_NARGS="4",
               PYTHONPATH=str(ROOT))
    r = subprocess.run(["python", str(script), str(out)], capture_output=True, text=True, env=env, timeout=120)
    assert r.returncode == 0, r.stderr
    addrs, imported = r.stdout.splitlines()
    assert imported == "[]"
    x, y, z = map(int, addrs.split())
    calls = log.read_text().splitlines()
    i = calls.index("zeCommandListAppendLaunchKernel groups=4,1,1")
    assert "zeCommandListReset" in calls[:i] and "zeKernelCreate name=add_kernel" in calls[:i]
    assert calls[i - 4:i] == [f"zeKernelSetArgumentValue 0 size=8 value={le(x, 8)}",
                              f"zeKernelSetArgumentValue 1 size=8 value={le(y, 8)}",
                              f"zeKernelSetArgumentValue 2 size=8 value={le(z, 8)}",
                              f"zeKernelSetArgumentValue 3 size=4 value={le(1000, 4)}"]
    assert calls[i + 1:i + 4] == ["zeCommandListClose", "zeCommandQueueExecuteCommandLists n=1",
                                  f"zeCommandQueueSynchronize timeout={2**64 - 1}"]
