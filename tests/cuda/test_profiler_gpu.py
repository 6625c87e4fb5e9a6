"""tritium's profiler (triton.profiler) on a GPU: launches and scopes timed with CUDA events on the
launch's stream (a launch returns before its kernel runs, so the host's clock would time the call),
the device record proton's viewer reads, and a scope around torch's cuBLAS matmul."""
import json

import numpy as np
import pytest

torch = pytest.importorskip("torch")
if not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)

import tritium  # noqa: E402
import tritium.language as tl  # noqa: E402
import tritium.profiler as proton  # noqa: E402
from tritium.profiler import viewer  # noqa: E402


def _meta(grid, kernel, args):
    return {"name": "spin", "flops32": args["n"] * args["ITERS"] * 2}


@tritium.jit(launch_metadata=_meta)
def spin(x, n, ITERS: tl.constexpr, BLOCK: tl.constexpr):
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    v = tl.load(x + i, mask=i < n)
    for _ in range(ITERS):
        v = v * 0.999 + 0.001
    tl.store(x + i, v, mask=i < n)


def test_kernel_and_scope_times_are_the_gpu_s(tmp_path, monkeypatch):
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")
    n = 1 << 20
    x = torch.rand(n, device="cuda")
    ref = x.double().cpu().numpy()
    spin[(n // 1024,)](x, n, ITERS=2000, BLOCK=1024)  # compiled before the session
    torch.cuda.synchronize()
    a = torch.randn(4096, 4096, device="cuda", dtype=torch.float16)
    a @ a  # cuBLAS' first call sets itself up (100 ms on the H100): not what the scope should time
    torch.cuda.synchronize()
    name = str(tmp_path / "gpu")
    proton.start(name, hook="triton")
    with proton.scope("torch matmul", {"flops16": 2 * 4096 ** 3}):
        a @ a
    for _ in range(3):
        spin[(n // 1024,)](x, n, ITERS=2000, BLOCK=1024)
    proton.finalize()
    for _ in range(4):
        for _ in range(2000):
            ref = ref * 0.999 + 0.001
    np.testing.assert_allclose(x.cpu().numpy(), ref, rtol=1e-4)
    root, device = json.loads(open(name + ".hatchet").read())
    (dev,) = device["CUDA"].values()
    assert int(dev["arch"]) >= 70 and dev["num_sms"] > 0
    frames = {c["frame"]["name"]: c["metrics"] for c in root["children"]}
    k = frames["spin"]
    assert k["count"] == 3 and k["device_type"] == "CUDA"
    # 2000 dependent FMAs a thread: tens of µs at least, where a launch call takes a few µs
    assert k["time (ns)"] / 3 > 20_000
    tree, cols = viewer.parse(["time/ms", "tflop16/s"], name + ".hatchet")
    mm = {c.name: c for c in tree.children}["torch matmul"]
    assert 0.01 < mm.values["time/ms"] < 100 and mm.values["tflop16/s"] > 1
