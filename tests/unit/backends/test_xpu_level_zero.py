"""The xpu backend's Level Zero driver without an Intel GPU.

- With no GPU driver installed (this machine, CI), the real oneAPI loader reports no device, cleanly.
- The ctypes structures match `ze_api.h` (libze-dev), field by field.
- Through the real loader and a recording mock driver (tests/unit/data/ze_mock_driver.c, loaded
  with ZE_ENABLE_ALT_DRIVERS), a zebin that ocloc built for pvc is loaded as a native module and
  launched: the log shows the calls an Intel GPU would get (module format, kernel name, group size,
  argument bytes, group counts, the compute queue); then a @jit launch with oneAPI DLPack arrays
  goes the whole way (placement on the Level Zero device, its arch, the memory_4gb fact, the
  launch). Each of these runs in a child process, since
  the loader initialises once per process.
"""
import ctypes
import json
import os
import shutil
import struct
import subprocess
import sys
import textwrap

import pytest

from tritium.backends.xpu import level_zero as ze

HEADER_DIR = "/usr/include"
HAVE_HEADER = os.path.exists(os.path.join(HEADER_DIR, "level_zero", "ze_ddi.h"))
HAVE_CC = shutil.which("cc") is not None or shutil.which("gcc") is not None
HAVE_OCLOC = shutil.which("ocloc") is not None or bool(os.environ.get("TRITIUM_OCLOC"))
needs_c = pytest.mark.skipif(not (HAVE_HEADER and HAVE_CC), reason="needs a C compiler and libze-dev's headers")
needs_loader = pytest.mark.skipif(not any(os.path.exists(os.path.join(d, "libze_loader.so.1")) for d in
                                          ("/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/lib")),
                                  reason="no Level Zero loader (apt install libze1)")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def _cc() -> str:
    return shutil.which("cc") or shutil.which("gcc")


def _child(code: str, env: dict, tmp_path) -> subprocess.CompletedProcess:
    script = tmp_path / "child.py"
    script.write_text(textwrap.dedent(code))
    full = {k: v for k, v in os.environ.items() if not k.startswith(("ZE_", "TRITIUM_ZE", "TRITIUM_XPU"))}
    full.update(env, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""), TRITIUM_INTERPRET="0")
    return subprocess.run([sys.executable, str(script)], env=full, capture_output=True, text=True, timeout=300)


@needs_loader
def test_no_level_zero_device_is_reported_cleanly(tmp_path):
    r = _child("""
        import sys
        from tritium.backends.xpu import level_zero
        from tritium.backends.xpu.driver import which_driver
        if level_zero.devices():
            sys.exit(3)
        print(level_zero.unavailable_reason())
        print(which_driver())
        try:
            level_zero.device(0)
        except level_zero.LevelZeroUnavailable as e:
            print("raised:", e)
    """, {}, tmp_path)
    if r.returncode == 3:
        pytest.skip("a Level Zero GPU is present")
    assert r.returncode == 0, r.stderr
    reason, chosen, raised = r.stdout.splitlines()
    assert reason.startswith("no Level Zero device") and "compute runtime" in reason
    assert chosen == "opencl"  # the OpenCL path takes over
    assert raised.startswith("raised: no Level Zero device")
    cli = subprocess.run([sys.executable, "-m", "tritium.backends.xpu.level_zero"], capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": ROOT}, timeout=120)
    assert cli.returncode == 1 and cli.stdout.startswith("no Level Zero device") and not cli.stderr


def test_missing_loader_names_the_package(monkeypatch):
    monkeypatch.setattr(ze, "_state", {})
    monkeypatch.setenv("TRITIUM_ZE_LOADER", "/nonexistent/libze_loader.so.1")
    with pytest.raises(ze.LevelZeroUnavailable, match="apt install libze1"):
        ze.devices()
    assert "apt install libze1" in ze.unavailable_reason()


STRUCTS = {"ze_device_properties_t": ze.DeviceProperties, "ze_device_compute_properties_t": ze.ComputeProperties,
           "ze_command_queue_group_properties_t": ze.QueueGroupProperties, "ze_context_desc_t": ze.ContextDesc,
           "ze_command_queue_desc_t": ze.QueueDesc, "ze_command_list_desc_t": ze.ListDesc,
           "ze_module_desc_t": ze.ModuleDesc, "ze_kernel_desc_t": ze.KernelDesc,
           "ze_kernel_properties_t": ze.KernelProperties, "ze_group_count_t": ze.GroupCount,
           "ze_device_mem_alloc_desc_t": ze.DeviceMemAllocDesc,
           "ze_memory_allocation_properties_t": ze.MemoryAllocationProperties}
# ctypes field -> C member where they differ (the kernel uuid is a struct of two arrays)
C_MEMBER = {("ze_kernel_properties_t", "kid"): "uuid.kid", ("ze_kernel_properties_t", "mid"): "uuid.mid",
            ("ze_device_properties_t", "uuid"): "uuid.id"}


@needs_c
def test_structures_match_the_header(tmp_path):
    lines = ["#include <stdio.h>", "#include <stddef.h>", "#include <level_zero/ze_api.h>", "int main(void) {"]
    for c, py in STRUCTS.items():
        lines.append(f'printf("{c} %zu\\n", sizeof({c}));')
        for name, _ in py._fields_:
            member = C_MEMBER.get((c, name), name)
            lines.append(f'printf("{c}.{name} %zu\\n", offsetof({c}, {member}));')
    consts = {"ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES": ze.ST_DEVICE_PROPERTIES,
              "ZE_STRUCTURE_TYPE_DEVICE_COMPUTE_PROPERTIES": ze.ST_DEVICE_COMPUTE_PROPERTIES,
              "ZE_STRUCTURE_TYPE_COMMAND_QUEUE_GROUP_PROPERTIES": ze.ST_QUEUE_GROUP_PROPERTIES,
              "ZE_STRUCTURE_TYPE_CONTEXT_DESC": ze.ST_CONTEXT_DESC, "ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC": ze.ST_QUEUE_DESC,
              "ZE_STRUCTURE_TYPE_COMMAND_LIST_DESC": ze.ST_LIST_DESC, "ZE_STRUCTURE_TYPE_MODULE_DESC": ze.ST_MODULE_DESC,
              "ZE_STRUCTURE_TYPE_KERNEL_DESC": ze.ST_KERNEL_DESC, "ZE_STRUCTURE_TYPE_KERNEL_PROPERTIES": ze.ST_KERNEL_PROPERTIES,
              "ZE_STRUCTURE_TYPE_DEVICE_MEM_ALLOC_DESC": ze.ST_DEVICE_MEM_ALLOC_DESC,
              "ZE_STRUCTURE_TYPE_MEMORY_ALLOCATION_PROPERTIES": ze.ST_MEMORY_ALLOCATION_PROPERTIES,
              "ZE_MODULE_FORMAT_NATIVE": ze.MODULE_FORMAT_NATIVE, "ZE_MODULE_FORMAT_IL_SPIRV": ze.MODULE_FORMAT_IL_SPIRV,
              "ZE_COMMAND_QUEUE_MODE_SYNCHRONOUS": ze.QUEUE_MODE_SYNCHRONOUS, "ZE_DEVICE_TYPE_GPU": ze.DEVICE_TYPE_GPU,
              "ZE_RESULT_ERROR_UNINITIALIZED": ze.ERROR_UNINITIALIZED,
              "ZE_RESULT_ERROR_MODULE_BUILD_FAILURE": ze.ERROR_MODULE_BUILD_FAILURE}
    for name in consts:
        lines.append(f'printf("{name} %lld\\n", (long long){name});')
    lines += ["return 0;", "}"]
    src = tmp_path / "layout.c"
    src.write_text("\n".join(lines))
    exe = tmp_path / "layout"
    subprocess.run([_cc(), f"-I{HEADER_DIR}", "-o", str(exe), str(src)], check=True, capture_output=True)
    got = dict(line.rsplit(" ", 1) for line in subprocess.run([str(exe)], capture_output=True, text=True,
                                                              check=True).stdout.splitlines())
    for c, py in STRUCTS.items():
        assert int(got[c]) == ctypes.sizeof(py), c
        for name, _ in py._fields_:
            assert int(got[f"{c}.{name}"]) == getattr(py, name).offset, f"{c}.{name}"
    for name, value in consts.items():
        assert int(got[name]) == value, name


@pytest.fixture(scope="module")
def mock_driver(tmp_path_factory):
    if not (HAVE_HEADER and HAVE_CC):
        pytest.skip("needs a C compiler and libze-dev's headers")
    out = tmp_path_factory.mktemp("ze") / "libze_tritium_mock.so"
    src = os.path.join(os.path.dirname(__file__), "..", "data", "ze_mock_driver.c")
    subprocess.run([_cc(), "-shared", "-fPIC", "-fvisibility=hidden", "-O1", f"-I{HEADER_DIR}", "-o", str(out), src],
                   check=True, capture_output=True)
    return str(out)


LAUNCH = """
    import json, os
    import numpy as np
    import tritium
    import tritium.language as tl
    from tritium.backends.registry import drivers
    from tritium.backends.xpu import level_zero as ze
    from tritium.backends.xpu.driver import which_driver

    @tritium.jit
    def axpy(x_ptr, out_ptr, a, n, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        m = offs < n
        tl.store(out_ptr + offs, a * tl.load(x_ptr + offs, mask=m), mask=m)

    sig = {"x_ptr": "*fp32", "out_ptr": "*fp32", "a": "fp32", "n": "i32"}
    ck = tritium.compile(axpy, sig, {"BLOCK": 256}, target="xpu:pvc", num_warps=4)
    d = drivers()["xpu"]
    res = {"driver": which_driver(), "target": str(d.get_current_target()),
           "props": d.utils.get_device_properties(0), "available": d.is_available(),
           "host": d.reads_host_memory(d.get_current_target())}
    with open(os.environ["ZEBIN_OUT"], "wb") as f:
        f.write(ck.asm["zebin"])
    k = d.load(ck.asm["zebin"], ck.metadata)
    res["kernel_props"] = k.properties
    x, out = ze.alloc_device(4 * 1000), ze.alloc_device(4 * 1000)
    d.launch(k, (4,), [x, out, 2.5, 1000])
    host = np.zeros(1000, np.float32)
    try:
        k((4,), [host.ctypes.data, out, 2.5, 1000])
    except ValueError as e:
        res["host_error"] = str(e)
    try:
        d.load(b"BAD!" + bytes(60), ck.metadata)
    except ze.LevelZeroError as e:
        res["build_error"] = str(e)
    spv = d.load(ck.asm["spv"], dict(ck.metadata, grf_mode="256"))
    res["spv_props"] = spv.properties
    res["x"], res["out"] = x, out

    # the jit path: oneAPI DLPack arrays (the mock's device memory is host memory, so NumPy can wrap it)
    class OneAPI:
        def __init__(self, a):
            self.a = a
        def __dlpack_device__(self):
            return (14, 0)
        def __dlpack__(self, **kw):
            return self.a.__dlpack__()
    import ctypes
    wrap = lambda addr: OneAPI(np.ctypeslib.as_array((ctypes.c_float * 1000).from_address(addr)))
    print("JIT", flush=True)
    with open(os.environ["TRITIUM_ZE_MOCK_LOG"], "a") as f:
        f.write("JIT\\n")
    ck = axpy[(8,)](wrap(x), wrap(out), 0.5, 1000, BLOCK=128)
    res["jit_target"], res["jit_addrmodes"] = ck.metadata["target"], ck.metadata["addrmodes"]
    res["jit_pointer_facts"] = ck.metadata["pointer_facts"]
    print(json.dumps(res))
"""


def _fnv1a(data: bytes) -> int:
    h = 1469598103934665603
    for b in data:
        h = ((h ^ b) * 1099511628211) % 2**64
    return h


@needs_loader
@pytest.mark.skipif(not HAVE_OCLOC, reason="ocloc not found (apt install intel-opencl-icd)")
def test_zebin_launch_through_the_loader(mock_driver, tmp_path):
    log = tmp_path / "calls.log"
    cache = tmp_path / "cache"
    env = {"ZE_ENABLE_ALT_DRIVERS": mock_driver, "TRITIUM_ZE_MOCK_LOG": str(log), "TRITIUM_ZE_MOCK_NARGS": "4",
           "TRITIUM_CACHE_DIR": str(cache), "ZEBIN_OUT": str(tmp_path / "first.zebin")}
    r = _child(LAUNCH, env, tmp_path)
    assert r.returncode == 0, r.stderr
    res = json.loads(r.stdout.strip().splitlines()[-1])
    assert res["driver"] == "level_zero" and res["target"] == "xpu:pvc" and res["available"] and not res["host"]
    assert res["props"] == {"max_shared_mem": 131072, "multiprocessor_count": 512, "max_work_group_size": 1024,
                            "name": "Intel(R) Data Center GPU Max 1550"}
    assert res["kernel_props"]["spill_mem_size"] == 4096 and res["kernel_props"]["num_args"] == 4
    assert "is not memory Level Zero knows" in res["host_error"] and "argument 0" in res["host_error"]
    assert "ZE_RESULT_ERROR_MODULE_BUILD_FAILURE" in res["build_error"]
    assert "mock: error: the binary is not a module" in res["build_error"]

    calls = log.read_text().splitlines()
    # the zebin: a native module, exactly the bytes ocloc wrote (its hash as the driver saw them)
    zebin = tmp_path / "first.zebin"
    modules = [c for c in calls if c.startswith("zeModuleCreate")]
    assert modules[0] == f"zeModuleCreate format=1 size={zebin.stat().st_size} fnv={_fnv1a(zebin.read_bytes()):016x} flags="
    assert modules[1].startswith("zeModuleCreate format=1 size=64 ")  # the bad binary
    assert modules[2].startswith("zeModuleCreate format=0 ")
    assert modules[2].endswith("flags=-ze-opt-large-register-file -ze-opt-greater-than-4GB-buffer-required")
    assert "zeCommandQueueCreate ordinal=1 mode=1" in calls  # the compute group, synchronous
    assert "zeCommandListCreate ordinal=1" in calls
    kernel = [c for c in calls if c.startswith("zeKernelCreate")]
    assert kernel[0].startswith("zeKernelCreate name=axpy")
    assert "zeKernelSetGroupSize 64,1,1" in calls  # num_warps 4 x 16 lanes
    first = calls.index("zeCommandListAppendLaunchKernel groups=4,1,1")
    args = [c for c in calls[:first] if c.startswith("zeKernelSetArgumentValue")]
    le = lambda v, n: v.to_bytes(n, "little").hex()  # noqa: E731
    assert args == [f"zeKernelSetArgumentValue 0 size=8 value={le(res['x'], 8)}",
                    f"zeKernelSetArgumentValue 1 size=8 value={le(res['out'], 8)}",
                    f"zeKernelSetArgumentValue 2 size=4 value={struct.pack('<f', 2.5).hex()}",
                    f"zeKernelSetArgumentValue 3 size=4 value={le(1000, 4)}"]
    after = calls[first + 1:first + 4]
    assert after == ["zeCommandListClose", "zeCommandQueueExecuteCommandLists n=1",
                     f"zeCommandQueueSynchronize timeout={2**64 - 1}"]
    assert calls.count("zeCommandListAppendLaunchKernel groups=4,1,1") == 1  # the host-array launch never ran

    # through @jit: placed on the Level Zero device by the arrays, compiled for its arch with the
    # memory_4gb fact (32-bit stateful addressing), launched with the arrays' addresses
    assert res["jit_target"] == "xpu:pvc"
    assert res["jit_pointer_facts"] == [["aligned_16", "memory_4gb"]] * 2
    jit = calls[calls.index("JIT") + 1:]
    assert [c for c in jit if c.startswith("zeKernelCreate")] == ["zeKernelCreate name=axpy"]
    assert "zeKernelSetGroupSize 64,1,1" in jit
    jit_args = [c for c in jit if c.startswith("zeKernelSetArgumentValue")]
    assert jit_args == [f"zeKernelSetArgumentValue 0 size=8 value={le(res['x'], 8)}",
                        f"zeKernelSetArgumentValue 1 size=8 value={le(res['out'], 8)}",
                        f"zeKernelSetArgumentValue 2 size=4 value={struct.pack('<f', 0.5).hex()}",
                        f"zeKernelSetArgumentValue 3 size=4 value={le(1000, 4)}"]
    assert "zeCommandListAppendLaunchKernel groups=8,1,1" in jit
