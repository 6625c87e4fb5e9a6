"""Several GPUs of one host: the golden kernels (vector add, softmax, layer norm, fp16 matmul, argmax,
cumsum, if/while, dropout) launched with torch tensors on cuda:0 and cuda:1 -- from one thread
switching devices, from one thread per device at once, from one process per device at once -- each
result equal to the interpreter's on the same inputs (and within tolerance of float64 NumPy); an AOT
bundle called from a C program with one context per device (a thread each), and from Python on
both devices; Vulkan devices chosen by index (JIT and bundle). Skipped with fewer than 2 CUDA GPUs.
The interpreter suites' cuda mode runs on any GPU with TRITIUM_TEST_CUDA_DEVICE (tests/unit/cudamode.py):
`cuda:1` on the second one, `cuda:alternate` on each in turn launch after launch (one thread switching
devices); two pytest runs at once with `cuda:0` and `cuda:1` are one process per device.
"""
import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import numpy as np
import pytest

torch = pytest.importorskip("torch")
if torch.cuda.device_count() < 2:
    pytest.skip("needs two CUDA GPUs", allow_module_level=True)

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "unit"))
import layer_paths  # noqa: E402,F401  (tests/unit's layer folders too)
from golden_launches import golden_case  # noqa: E402
from test_golden_ttir import CASES  # noqa: E402

import tritium.aot as aot  # noqa: E402
from c_checks import SOFTMAX_WRONG  # noqa: E402
from tritium.backends.registry import drivers  # noqa: E402

ARCH = drivers()["cuda"].get_current_target().arch


def launch_all(arrays: dict, launches: list, to) -> dict:
    """Every golden launch on `to(array)` (a device's tensors, or the arrays themselves for the
    interpreter); the arrays' contents afterwards, as NumPy."""
    dev = {k: to(v) for k, v in arrays.items()}
    for name, grid, args in launches:
        fn, _, cx = CASES[name]
        fn[tuple(grid)](*(dev[a[1:]] if isinstance(a, str) else a for a in args), **cx)
    torch.cuda.synchronize()
    return {k: v.cpu().numpy() if isinstance(v, torch.Tensor) else v for k, v in dev.items()}


@pytest.fixture(scope="module")
def case():
    """Inputs, launches, float64 references and the interpreter's results on those inputs."""
    arrays, launches, refs = golden_case(np.random.default_rng(15))
    old = os.environ.get("TRITIUM_INTERPRET")
    os.environ["TRITIUM_INTERPRET"] = "1"
    try:
        interp = launch_all({k: v.copy() for k, v in arrays.items()}, launches, lambda a: a)
    finally:
        os.environ["TRITIUM_INTERPRET"] = old or "0"
    for k, (ref, tol) in refs.items():  # the interpreter itself agrees with float64
        np.testing.assert_allclose(interp[k].astype(np.float64), ref, rtol=tol, atol=tol, err_msg=k)
    return arrays, launches, refs, interp


def on_device(case, device: int) -> None:
    arrays, launches, refs, interp = case
    got = launch_all(arrays, launches, lambda a: torch.from_numpy(a.copy()).to(f"cuda:{device}"))
    for k, (ref, tol) in refs.items():
        np.testing.assert_allclose(got[k].astype(np.float64), interp[k].astype(np.float64), rtol=tol, atol=tol,
                                   err_msg=f"{k} on cuda:{device}")


def test_one_thread_switching_devices(case):
    os.environ["TRITIUM_INTERPRET"] = "0"
    for device in (0, 1, 0, 1):
        on_device(case, device)


def test_one_thread_per_device_at_once(case):
    errors = []

    def work(device):
        try:
            torch.cuda.set_device(device)
            for _ in range(3):
                on_device(case, device)
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append((device, e))
    threads = [threading.Thread(target=work, args=(d,)) for d in (0, 1)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors


CHILD = """
import os, sys
os.environ["TRITIUM_INTERPRET"] = "0"
sys.path[:0] = [{root!r}, {unit!r}, {here!r}]
import numpy as np, pytest
import test_multi_gpu as T
arrays, launches, refs = T.golden_case(np.random.default_rng(15))
device = int(sys.argv[1])
got = T.launch_all(arrays, launches, lambda a: T.torch.from_numpy(a.copy()).to(f"cuda:{{device}}"))
for k, (ref, tol) in refs.items():
    np.testing.assert_allclose(got[k].astype(np.float64), ref, rtol=tol, atol=tol, err_msg=k)
print("ok", device)
"""


def test_one_process_per_device_at_once(tmp_path):
    script = tmp_path / "child.py"
    script.write_text(CHILD.format(root=str(ROOT), unit=str(ROOT / "tests" / "unit"), here=str(Path(__file__).parent)))
    env = dict(os.environ, TRITIUM_CACHE_DIR=str(tmp_path / "cache"))  # both compile, into one cache, at once
    procs = [subprocess.Popen([sys.executable, str(script), str(d)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True, env=env) for d in (0, 1)]
    for d, p in enumerate(procs):
        out, err = p.communicate(timeout=600)
        assert p.returncode == 0 and f"ok {d}" in out, err[-3000:]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    out = tmp_path_factory.mktemp("mg")
    ex = ROOT / "examples"
    aot.export({"library": "mg", "targets": [f"cuda:{ARCH}"], "kernels": [
        {"kernel": f"{ex}/vector_add.py:add_kernel", "name": "add", "signature": "*fp32, *fp32, *fp32, i32",
         "constexprs": {"BLOCK": 256}},
        {"kernel": f"{ex}/softmax.py:softmax_kernel", "name": "softmax", "signature": "*fp32, *fp32, i32, i32, i32",
         "constexprs": {"BLOCK": 1024}}]}, out, build=True)
    return out


C_PROGRAM = r"""
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include "mg.h"
@SOFTMAX_WRONG@
typedef int CUresult; typedef int CUdevice; typedef void *CUcontext, *CUstream; typedef unsigned long long CUdeviceptr;
CUresult cuInit(unsigned); CUresult cuDeviceGet(CUdevice *, int); CUresult cuDeviceGetCount(int *);
CUresult cuCtxCreate_v2(CUcontext *, unsigned, CUdevice); CUresult cuCtxDestroy_v2(CUcontext);
CUresult cuCtxSetCurrent(CUcontext); CUresult cuMemAlloc_v2(CUdeviceptr *, size_t); CUresult cuMemFree_v2(CUdeviceptr);
CUresult cuMemcpyHtoD_v2(CUdeviceptr, const void *, size_t); CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuStreamCreate(CUstream *, unsigned); CUresult cuStreamSynchronize(CUstream); CUresult cuStreamDestroy_v2(CUstream);
#define N 100003
#define ROWS 64
#define COLS 900
static void *worker(void *arg) {
    int d = (int)(long)arg;
    long bad = 0;
    CUdevice dev; CUcontext ctx; CUstream s;
    if (cuDeviceGet(&dev, d) || cuCtxCreate_v2(&ctx, 0, dev) || cuCtxSetCurrent(ctx) || cuStreamCreate(&s, 1)) return (void *)1000;
    float *x = malloc(4 * N), *y = malloc(4 * N), *z = malloc(4 * N), *a = malloc(4 * ROWS * COLS), *o = malloc(4 * ROWS * COLS);
    CUdeviceptr dx, dy, dz, da, dout;
    cuMemAlloc_v2(&dx, 4 * N); cuMemAlloc_v2(&dy, 4 * N); cuMemAlloc_v2(&dz, 4 * N);
    cuMemAlloc_v2(&da, 4 * ROWS * COLS); cuMemAlloc_v2(&dout, 4 * ROWS * COLS);
    for (int round = 0; round < 20; round++) {
        unsigned seed = 1000u * d + round;
        for (int i = 0; i < N; i++) { x[i] = (float)((i * 7 + seed) % 1013) - 500.0f; y[i] = 0.25f * (i % 17) + d; z[i] = NAN; }
        for (int i = 0; i < ROWS * COLS; i++) { a[i] = 0.01f * ((i * 31 + seed) % 601) - 3.0f; o[i] = NAN; }
        cuMemcpyHtoD_v2(dx, x, 4 * N); cuMemcpyHtoD_v2(dy, y, 4 * N); cuMemcpyHtoD_v2(dz, z, 4 * N);
        cuMemcpyHtoD_v2(da, a, 4 * ROWS * COLS); cuMemcpyHtoD_v2(dout, o, 4 * ROWS * COLS);
        int rc = tritium_mg_add_cuda((N + 255) / 256, 1, 1, d, s, dx, dy, dz, N);
        rc |= tritium_mg_softmax_cuda(ROWS, 1, 1, d, s, dout, da, COLS, COLS, COLS);
        if (rc) { fprintf(stderr, "device %d: %s\n", d, tritium_mg_last_error()); bad++; break; }
        cuStreamSynchronize(s);
        cuMemcpyDtoH_v2(z, dz, 4 * N); cuMemcpyDtoH_v2(o, dout, 4 * ROWS * COLS);
        for (int i = 0; i < N; i++) bad += z[i] != x[i] + y[i];
        bad += softmax_wrong(a, o, ROWS, COLS);
    }
    cuMemFree_v2(dx); cuMemFree_v2(dy); cuMemFree_v2(dz); cuMemFree_v2(da); cuMemFree_v2(dout);
    cuStreamDestroy_v2(s);
    cuCtxDestroy_v2(ctx);
    free(x); free(y); free(z); free(a); free(o);
    return (void *)bad;
}
int main(void) {
    int n = 0;
    if (cuInit(0) || cuDeviceGetCount(&n) || n < 2) return 2;
    pthread_t t[8];
    long bad = 0;
    for (long d = 0; d < n && d < 8; d++) pthread_create(&t[d], NULL, worker, (void *)d);
    for (int d = 0; d < n && d < 8; d++) { void *r; pthread_join(t[d], &r); bad += (long)r; }
    printf("%d devices: %s\n", n, bad ? "FAILED" : "OK");
    return bad != 0;
}
"""


@pytest.mark.skipif(shutil.which("cc") is None, reason="needs a C compiler")
def test_bundle_from_c_with_one_context_per_device(bundle, tmp_path):
    (tmp_path / "main.c").write_text(C_PROGRAM.replace("@SOFTMAX_WRONG@", SOFTMAX_WRONG))
    subprocess.run(["cc", "-O1", "-o", str(tmp_path / "main"), str(tmp_path / "main.c"), f"-I{bundle}", f"-L{bundle}",
                    "-lmg", f"-Wl,-rpath,{bundle}", "-l:libcuda.so.1", "-lpthread", "-lm"], check=True)
    r = subprocess.run([str(tmp_path / "main")], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0 and "OK" in r.stdout, r.stdout + r.stderr


def test_bundle_from_python_on_both_devices(bundle):
    b = aot.load(bundle)
    rng = np.random.default_rng(16)
    for device in (0, 1, 1, 0):
        n = 77777
        x, y = (torch.from_numpy(rng.standard_normal(n).astype(np.float32)) for _ in range(2))
        z = torch.full((n,), float("nan"), device=f"cuda:{device}")
        b.add[(-(-n // 256),)](x.to(z.device), y.to(z.device), z, n)  # on torch's current stream of that device
        torch.cuda.synchronize(device)
        assert torch.equal(z.cpu(), x + y), device


def test_vulkan_devices_by_index():
    try:
        from tritium.backends.vulkan import runtime
        gpus = [i for i, p in enumerate(runtime.physical_devices()) if p.type != "CPU"]
    except Exception as e:  # noqa: BLE001 - no Vulkan loader or driver here
        pytest.skip(f"no Vulkan: {e}")
    if len(gpus) < 2:
        pytest.skip(f"{len(gpus)} Vulkan GPU(s)")
    add_kernel = CASES["vector_add"][0]
    rng = np.random.default_rng(17)
    for index in gpus + gpus[::-1]:
        n = 50001
        x, y = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
        Z = runtime.DeviceArray.from_numpy(np.full(n, np.nan, np.float32), index)
        add_kernel[(-(-n // 128),)](runtime.DeviceArray.from_numpy(x, index), runtime.DeviceArray.from_numpy(y, index), Z,
                                    n, **CASES["vector_add"][2])
        np.testing.assert_array_equal(Z.numpy(), x + y, err_msg=f"vulkan:{index}")


def test_vulkan_bundle_on_each_device(tmp_path):
    try:
        from tritium.backends.vulkan import runtime
        gpus = [i for i, p in enumerate(runtime.physical_devices()) if p.type != "CPU"]
    except Exception as e:  # noqa: BLE001
        pytest.skip(f"no Vulkan: {e}")
    if len(gpus) < 2 or shutil.which("cc") is None:
        pytest.skip("needs two Vulkan GPUs and cc")
    target = str(drivers()["vulkan"].target_of(gpus[0]))
    out = aot.export({"library": "mgvk", "targets": [target], "kernels": [
        {"kernel": f"{ROOT}/examples/vector_add.py:add_kernel", "name": "add", "signature": "*fp32, *fp32, *fp32, i32",
         "constexprs": {"BLOCK": 1024}}]}, tmp_path / "mgvk", build=True)
    b = aot.load(out)
    rng = np.random.default_rng(18)
    for index in gpus + gpus[::-1]:  # one pipeline per VkDevice
        n = 30011
        x, y = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
        Z = runtime.DeviceArray.from_numpy(np.full(n, np.nan, np.float32), index)
        b.add[(-(-n // 1024),)](runtime.DeviceArray.from_numpy(x, index), runtime.DeviceArray.from_numpy(y, index), Z, n)
        np.testing.assert_array_equal(Z.numpy(), x + y, err_msg=f"vulkan:{index}")
    b.unload()
