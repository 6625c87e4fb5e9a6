"""The Vulkan backend's stages and launches: ttir -> ttgir -> llir -> spv cross-compiles without a
device (every shader through `spirv-val --target-env vulkan1.3`), and kernels run on a Vulkan
device (lavapipe in CI) with `DeviceArray` arguments, matching NumPy."""
import shutil
import subprocess

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.backends.registry import parse_target
from tritium.frontend.errors import CompilationError

from test_xpu_backend import softmax_kernel
from vulkanmode import vulkan_mode_available

needs_device = pytest.mark.skipif(not vulkan_mode_available(), reason="no Vulkan device (apt install libvulkan1 "
                                                                     "mesa-vulkan-drivers)")
SPIRV_VAL = shutil.which("spirv-val")


@tritium.jit
def rowsum_loop_kernel(out_ptr, in_ptr, n, K: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for k in range(0, K):
        acc += tl.load(in_ptr + offs * K + k, mask=offs < n, other=0.0)
    tl.store(out_ptr + offs, acc, mask=offs < n)


@tritium.jit
def print_kernel(x_ptr):
    tl.device_print("x", tl.load(x_ptr))


SOFTMAX_SIG = {"out_ptr": "*fp32", "in_ptr": "*fp32", "n_cols": "i32"}


@pytest.fixture(autouse=True)
def _compiled(monkeypatch):
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")


def test_targets():
    assert parse_target("vulkan:sg32").warp_size == 32 and parse_target("vulkan:SG8").arch == "sg8"
    with pytest.raises(ValueError, match="unknown Vulkan architecture 'foo'.*vulkan:sg32"):
        parse_target("vulkan:foo")


@pytest.mark.parametrize("arch", ["sg8", "sg32"])
def test_cross_compiles_and_validates(arch, tmp_path, monkeypatch):
    monkeypatch.setenv("TRITIUM_CACHE_DIR", str(tmp_path))
    ck = tritium.compile(softmax_kernel, SOFTMAX_SIG, {"BLOCK": 256}, target=f"vulkan:{arch}", num_warps=2)
    assert ck.metadata["stages"] == ["ttir", "ttgir", "llir", "spv"]
    assert ck.metadata["push_layout"] == [["arg0", "ptr addrspace(1)", 0, 8], ["arg1", "ptr addrspace(1)", 8, 8],
                                          ["arg2", "i32", 16, 4]]
    assert f"ttg.threads_per_warp = {arch[2:]}" in ck.asm["ttgir"]
    if SPIRV_VAL:
        path = tmp_path / "k.spv"
        path.write_bytes(ck.asm["spv"])
        p = subprocess.run([SPIRV_VAL, "--target-env", "vulkan1.3", str(path)], capture_output=True, text=True)
        assert p.returncode == 0, p.stdout + p.stderr


def test_unsupported_is_a_compilation_error():
    with pytest.raises(CompilationError, match="device_print is not supported by the Vulkan backend") as e:
        tritium.compile(print_kernel, {"x_ptr": "*fp32"}, {}, target="vulkan:sg32")
    assert "test_vulkan_backend.py" in str(e.value)


@needs_device
@pytest.mark.parametrize("rows,cols,nw", [(37, 200, 2), (5, 1000, 4), (64, 17, 1)])
def test_softmax_runs(rows, cols, nw):
    from tritium.backends.vulkan.runtime import DeviceArray
    rng = np.random.default_rng(rows * cols)
    a = rng.standard_normal((rows, cols)).astype(np.float32)
    da, do = DeviceArray.from_numpy(a), DeviceArray.from_numpy(np.full((rows, cols), np.nan, np.float32))
    block = 1 << (cols - 1).bit_length()
    ck = softmax_kernel[(rows,)](do, da, cols, BLOCK=block, num_warps=nw)
    assert ck.metadata["target"].startswith("vulkan:sg")
    ref = np.exp(a.astype(np.float64) - a.max(1, keepdims=True))
    ref /= ref.sum(1, keepdims=True)
    np.testing.assert_allclose(do.numpy(), ref, rtol=2e-6, atol=1e-7)


@needs_device
def test_loop_and_timestamps():
    from tritium.backends.vulkan.runtime import DeviceArray
    n, K = 1000, 7
    x = np.random.default_rng(1).standard_normal(n * K).astype(np.float32)
    dx, dy = DeviceArray.from_numpy(x), DeviceArray.from_numpy(np.full(n + 5, np.nan, np.float32))
    ck = rowsum_loop_kernel[((n + 63) // 64,)](dy, dx, n, K=K, BLOCK=64)
    got = dy.numpy()
    np.testing.assert_allclose(got[:n], x.reshape(n, K).astype(np.float64).sum(1), rtol=1e-5, atol=1e-6)
    assert np.isnan(got[n:]).all()
    assert ck.launcher.last_ms is None or ck.launcher.last_ms > 0


@needs_device
def test_device_array_views():
    from tritium.backends.vulkan.runtime import DeviceArray
    a = DeviceArray.from_numpy(np.arange(12, dtype=np.int32).reshape(3, 4))
    assert a.shape == (3, 4) and a.numpy().tolist() == np.arange(12).reshape(3, 4).tolist()
    v = DeviceArray.view_of(a.buffer, 8, np.int32, (2,))
    assert v.address == a.address + 8 and v.numpy().tolist() == [2, 3]
