"""AOT Vulkan bundles on a GPU's own Vulkan driver (NVIDIA's on the H100 machine): the bundle's C
entry points make the pipelines (cooperative matrices where the device has them) and record the
dispatches; the Python loader launches them on tritium's Vulkan DeviceArrays. vector add, softmax
and the fp16 matmul (a cooperative-matrix shader on such devices) against float64 NumPy on fresh
random data, outputs poisoned first. Skipped without a C compiler or a non-CPU Vulkan device.
"""
import shutil
from pathlib import Path

import numpy as np
import pytest

if shutil.which("cc") is None:
    pytest.skip("needs a C compiler", allow_module_level=True)
try:
    from tritium.backends.vulkan import runtime
    GPUS = [i for i, p in enumerate(runtime.physical_devices()) if p.type != "CPU"]
except Exception as e:  # noqa: BLE001 - no loader or driver
    pytest.skip(f"no Vulkan: {e}", allow_module_level=True)
if not GPUS:
    pytest.skip("needs a Vulkan GPU", allow_module_level=True)

import tritium.aot as aot  # noqa: E402
from tritium.backends.registry import drivers  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
EX = ROOT / "examples"
INDEX = GPUS[0]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    target = str(drivers()["vulkan"].target_of(INDEX))
    mm_sig = "*fp16, *fp16, *fp32" + ", i32" * 9
    kernels = [
        {"kernel": f"{EX}/vector_add.py:add_kernel", "name": "add", "signature": "*fp32, *fp32, *fp32, i32",
         "constexprs": {"BLOCK": 1024}},
        {"kernel": f"{EX}/softmax.py:softmax_kernel", "name": "softmax", "signature": "*fp32, *fp32, i32, i32, i32",
         "constexprs": {"BLOCK": 1024}},
        {"kernel": f"{EX}/matmul.py:matmul_kernel", "name": "matmul", "signature": mm_sig,
         "constexprs": {"BLOCK_M": 64, "BLOCK_N": 64, "BLOCK_K": 32, "GROUP_M": 8}, "variants": [mm_sig]}]
    out = tmp_path_factory.mktemp("vkgpu")
    aot.export({"library": "vkgpu", "targets": [target], "kernels": kernels}, out, build=True)
    return aot.load(out), target


def dev(a):
    return runtime.DeviceArray.from_numpy(a, INDEX)


def test_bundle_kernels_on_the_gpu(bundle):
    b, target = bundle
    rng = np.random.default_rng(3)
    n = 1 << 20 | 77
    x, y = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    Z = dev(np.full(n, np.nan, np.float32))
    b.add[(-(-n // 1024),)](dev(x), dev(y), Z, n)
    np.testing.assert_array_equal(Z.numpy(), x + y)
    s = (4 * rng.standard_normal((513, 1000))).astype(np.float32)
    O = dev(np.full_like(s, np.nan))
    b.softmax[(513,)](O, dev(s), 1000, 1000, 1000)
    e = np.exp(s.astype(np.float64) - s.max(1, keepdims=True))
    np.testing.assert_allclose(O.numpy(), e / e.sum(1, keepdims=True), rtol=1e-5, atol=1e-7)
    M, N, K = 512, 384, 256
    a = rng.standard_normal((M, K)).astype(np.float16)
    w = rng.standard_normal((K, N)).astype(np.float16)
    C = dev(np.full((M, N), np.nan, np.float32))
    b.matmul[(-(-M // 64) * -(-N // 64),)](dev(a), dev(w), C, M, N, K, K, 1, N, 1, N, 1)
    ref = a.astype(np.float64) @ w.astype(np.float64)
    np.testing.assert_allclose(C.numpy(), ref, rtol=1e-3, atol=1e-2)
    print(f"{target}: ok")
