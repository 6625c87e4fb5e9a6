"""AOT bundles on a GPU: a bundle with cubins for sm_80 and this GPU's arch (plus a CPU object)
launched from a C program -- two threads, each with its own CUDA context and two streams, then a
context destroyed and a new one made (the bundle loads one module per context and never reuses a
dead one) -- and from the Python loader with torch tensors. Outputs are poisoned (NaN) first and
compared with references on fresh random data. Skipped without a CUDA GPU, torch or a C compiler.
"""
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

torch = pytest.importorskip("torch")
if not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)
if shutil.which("cc") is None:
    pytest.skip("needs a C compiler (apt-get install gcc)", allow_module_level=True)

import tritium.aot as aot  # noqa: E402
from c_checks import SOFTMAX_WRONG  # noqa: E402
from tritium.backends.registry import drivers  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
ARCH = drivers()["cuda"].get_current_target().arch


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    out = tmp_path_factory.mktemp("bundle")
    ex = ROOT / "examples"
    manifest = {"library": "gpu", "targets": sorted({"cuda:80", f"cuda:{ARCH}"}) + ["cpu:host"], "kernels": [
        {"kernel": f"{ex}/vector_add.py:add_kernel", "name": "add", "signature": "*fp32, *fp32, *fp32, i32",
         "constexprs": {"BLOCK": 256}},
        {"kernel": f"{ex}/softmax.py:softmax_kernel", "name": "softmax", "signature": "*fp32, *fp32, i32, i32, i32",
         "constexprs": {"BLOCK": 1024}, "options": {"num_warps": 4}}]}
    aot.export(manifest, out, build=True)
    return out


def test_python_loader_cuda_and_cpu(bundle):
    b = aot.load(bundle)
    rng = np.random.default_rng(1)
    for n in (1000, 4096, 77777):
        x, y = (torch.from_numpy(rng.standard_normal(n).astype(np.float32)) for _ in range(2))
        z = torch.full((n,), float("nan"), device="cuda")
        b.add[(n + 255) // 256,](x.cuda(), y.cuda(), z, n)
        torch.testing.assert_close(z.cpu(), x + y, rtol=0, atol=0)
        zc = torch.full((n,), float("nan"))
        b.add[(n + 255) // 256,](x, y, zc, n)  # host tensors: the CPU object
        torch.testing.assert_close(zc, x + y, rtol=0, atol=0)
    xs = rng.standard_normal((300, 781)).astype(np.float32)
    X = torch.from_numpy(xs).cuda()
    O = torch.full_like(X, float("nan"))
    s = torch.cuda.Stream()
    with torch.cuda.stream(s):  # torch's current stream is the one launched on
        b.softmax[(300,)](O, X, X.stride(0), O.stride(0), 781)
    s.synchronize()
    e = np.exp(xs.astype(np.float64) - xs.max(1, keepdims=True))
    np.testing.assert_allclose(O.cpu().numpy(), e / e.sum(1, keepdims=True), rtol=1e-5, atol=1e-7)
    b.unload()  # modules go; the next launch loads them again
    z = torch.full((1000,), float("nan"), device="cuda")
    b.add[(4,)](x[:1000].cuda(), y[:1000].cuda(), z, 1000)
    torch.testing.assert_close(z.cpu(), x[:1000] + y[:1000], rtol=0, atol=0)


C_PROGRAM = r"""
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include "gpu.h"
@SOFTMAX_WRONG@

typedef int CUresult; typedef int CUdevice; typedef void *CUcontext, *CUstream; typedef unsigned long long CUdeviceptr;
CUresult cuInit(unsigned); CUresult cuDeviceGet(CUdevice *, int);
CUresult cuCtxCreate_v2(CUcontext *, unsigned, CUdevice); CUresult cuCtxDestroy_v2(CUcontext);
CUresult cuCtxSetCurrent(CUcontext); CUresult cuCtxSynchronize(void);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t); CUresult cuMemFree_v2(CUdeviceptr);
CUresult cuMemcpyHtoD_v2(CUdeviceptr, const void *, size_t); CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuStreamCreate(CUstream *, unsigned); CUresult cuStreamSynchronize(CUstream); CUresult cuStreamDestroy_v2(CUstream);

#define CHECK(x) do { int rc_ = (x); if (rc_) { fprintf(stderr, "%s:%d: %s -> %d %s\n", __FILE__, __LINE__, #x, rc_, \
    tritium_gpu_last_error()); return 1; } } while (0)
#define ROWS 64
#define COLS 700

static int round_trip(int seed) {
    int n = 5000 + seed;
    float *x = malloc(n * 4), *y = malloc(n * 4), *z = malloc(n * 4), *a = malloc(ROWS * COLS * 4), *o = malloc(ROWS * COLS * 4);
    srand(seed);
    for (int i = 0; i < n; i++) { x[i] = rand() / (float)RAND_MAX - 0.5f; y[i] = rand() / (float)RAND_MAX; }
    for (int i = 0; i < ROWS * COLS; i++) a[i] = 4.0f * (rand() / (float)RAND_MAX - 0.5f);
    CUdeviceptr dx, dy, dz, da, dout;
    CHECK(cuMemAlloc_v2(&dx, n * 4)); CHECK(cuMemAlloc_v2(&dy, n * 4)); CHECK(cuMemAlloc_v2(&dz, n * 4));
    CHECK(cuMemAlloc_v2(&da, ROWS * COLS * 4)); CHECK(cuMemAlloc_v2(&dout, ROWS * COLS * 4));
    CHECK(cuMemcpyHtoD_v2(dx, x, n * 4)); CHECK(cuMemcpyHtoD_v2(dy, y, n * 4)); CHECK(cuMemcpyHtoD_v2(da, a, ROWS * COLS * 4));
    for (int i = 0; i < n; i++) z[i] = NAN;
    for (int i = 0; i < ROWS * COLS; i++) o[i] = NAN;
    CHECK(cuMemcpyHtoD_v2(dz, z, n * 4)); CHECK(cuMemcpyHtoD_v2(dout, o, ROWS * COLS * 4));
    /* a copy from pageable memory may return before its DMA lands, and non-blocking streams do not
       wait for the legacy stream's work: without this the poison could land after a kernel's results */
    CHECK(cuCtxSynchronize());
    CUstream s1, s2;
    CHECK(cuStreamCreate(&s1, 1)); CHECK(cuStreamCreate(&s2, 1));
    CHECK(tritium_gpu_add_cuda((n + 255) / 256, 1, 1, 0, s1, dx, dy, dz, n));
    CHECK(tritium_gpu_softmax_cuda(ROWS, 1, 1, 0, s2, dout, da, COLS, COLS, COLS));
    CHECK(cuStreamSynchronize(s1)); CHECK(cuStreamSynchronize(s2));
    CHECK(cuMemcpyDtoH_v2(z, dz, n * 4)); CHECK(cuMemcpyDtoH_v2(o, dout, ROWS * COLS * 4));
    int bad = 0;
    for (int i = 0; i < n; i++) bad += z[i] != x[i] + y[i];
    bad += softmax_wrong(a, o, ROWS, COLS);
    cuStreamDestroy_v2(s1); cuStreamDestroy_v2(s2);
    cuMemFree_v2(dx); cuMemFree_v2(dy); cuMemFree_v2(dz); cuMemFree_v2(da); cuMemFree_v2(dout);
    free(x); free(y); free(z); free(a); free(o);
    if (bad) fprintf(stderr, "seed %d: %d wrong values\n", seed, bad);
    return bad != 0;
}

static void *worker(void *arg) {
    long id = (long)arg;
    CUdevice dev; CUcontext ctx;
    if (cuDeviceGet(&dev, 0) || cuCtxCreate_v2(&ctx, 0, dev) || cuCtxSetCurrent(ctx)) return (void *)1;
    long bad = 0;
    for (int round = 0; round < 3; round++) bad += round_trip((int)(id * 10 + round));
    cuCtxDestroy_v2(ctx);
    return (void *)bad;
}

int main(void) {
    CHECK(cuInit(0));
    pthread_t t[2];
    for (long i = 0; i < 2; i++) pthread_create(&t[i], NULL, worker, (void *)i);
    long bad = 0;
    for (int i = 0; i < 2; i++) { void *r; pthread_join(t[i], &r); bad += (long)r; }
    /* the contexts are gone: a new context gets its own modules */
    CUdevice dev; CUcontext ctx;
    CHECK(cuDeviceGet(&dev, 0)); CHECK(cuCtxCreate_v2(&ctx, 0, dev)); CHECK(cuCtxSetCurrent(ctx));
    bad += round_trip(99);
    int rc = tritium_gpu_add_cuda(1, 1, 1, 99, NULL, 0, 0, 0, 0);
    if (rc != TRITIUM_ERROR_NO_DEVICE) { fprintf(stderr, "device 99: status %d\n", rc); bad++; }
    printf("device 99: %s: %s\n", tritium_gpu_error_string(rc), tritium_gpu_last_error());
    tritium_gpu_unload();
    bad += round_trip(100);  /* loaded again after unload */
    cuCtxDestroy_v2(ctx);
    printf("%s\n", bad ? "FAILED" : "OK");
    return bad != 0;
}
"""


def test_c_program_threads_contexts_streams(bundle, tmp_path):
    src = tmp_path / "main.c"
    src.write_text(textwrap.dedent(C_PROGRAM).replace("@SOFTMAX_WRONG@", SOFTMAX_WRONG))
    exe = tmp_path / "main"
    subprocess.run(["cc", "-O1", "-o", str(exe), str(src), f"-I{bundle}", f"-L{bundle}", "-lgpu", f"-Wl,-rpath,{bundle}",
                    "-l:libcuda.so.1", "-lpthread", "-lm"], check=True)
    r = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0 and "OK" in r.stdout, r.stdout + r.stderr
    assert "no CUDA device 99" in r.stdout


def test_loader_without_compiler_on_gpu(bundle):
    code = textwrap.dedent(f"""
        import sys
        sys.modules["llvmlite"] = None  # importing LLVM fails here
        import torch, tritium.aot
        b = tritium.aot.load({str(bundle)!r})
        x = torch.randn(3000, device="cuda"); y = torch.randn(3000, device="cuda")
        z = torch.full_like(x, float("nan"))
        b.add[(12,)](x, y, z, 3000)
        assert torch.equal(z, x + y)
        bad = [m for m in ("llvmlite", "tritium.compiler", "tritium.frontend.ast_to_ir") if sys.modules.get(m) is not None]
        assert not bad, bad
        print("OK")
    """)
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0 and "OK" in r.stdout, r.stdout + r.stderr


def test_no_cubin_for_this_gpu_is_a_clear_error(tmp_path):
    """A bundle whose cubins are all of another major version: TRITIUM_ERROR_UNSUPPORTED_ARCH naming
    the device's arch and the bundle's, through the loader as an AOTError."""
    arch = int(str(ARCH).rstrip("a"))
    other = 80 if arch // 10 != 8 else 90
    out = tmp_path / "other"
    aot.export({"library": "other", "targets": [f"cuda:{other}"], "kernels": [
        {"kernel": f"{ROOT}/examples/vector_add.py:add_kernel", "name": "add", "signature": "*fp32, *fp32, *fp32, i32",
         "constexprs": {"BLOCK": 256}}]}, out, build=True)
    b = aot.load(out)
    x = torch.ones(256, device="cuda")
    with pytest.raises(aot.AOTError, match=rf"add: device 0 is sm_{arch}; the bundle has cubins for sm_{other} "
                                           r"\[TRITIUM_ERROR_UNSUPPORTED_ARCH"):
        b.add[(1,)](x, x, x, 256)
