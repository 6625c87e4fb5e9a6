"""AOT bundles: time to the first launch in a fresh process, and the per-launch cost of the entry points.

    python benchmarks/aot.py [--cuda] [--out FILE]

Exports the golden kernels (vector_add, softmax, layer_norm, matmul) for cpu:host (and, with
--cuda, this GPU's arch) into a bundle, builds it with cc, then measures:

- first launch, fresh process: from the moment the inputs are ready (NumPy arrays, or torch CUDA
  tensors with the context made) to the first kernel's results, in a new `python` process each time
  (median of 5): the bundle through `tritium.aot.load`, the JIT with a warm cache, the JIT compiling
  cold (empty cache); and a C program that dlopen()s the library and calls the entry point. The
  interpreter's own start (`python -c pass`) is shown for scale and is not included.
- per launch (host time per call, median of batches): the C entry point vs calling the kernel
  directly (CPU: the object's grid function; CUDA: cuLaunchKernel on the same cubin with prebuilt
  parameters) -- the difference is what the entry point adds; and from Python, the bundle's loader
  vs tritium's JIT launch (vs Triton's JIT on the GPU, when triton is installed).

Writes a Markdown table to --out (default benchmarks/results/aot.md, or aot-cuda.md with --cuda).
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != HERE]
sys.path.insert(0, ROOT)
EX = os.path.join(ROOT, "examples")

GOLDEN = [
    {"kernel": f"{EX}/vector_add.py:add_kernel", "name": "add", "signature": "*fp32, *fp32, *fp32, i32",
     "constexprs": {"BLOCK": 1024}},
    {"kernel": f"{EX}/softmax.py:softmax_kernel", "name": "softmax", "signature": "*fp32, *fp32, i32, i32, i32",
     "constexprs": {"BLOCK": 1024}},
    {"kernel": f"{EX}/layer_norm.py:layer_norm_fwd", "name": "layer_norm",
     "signature": "*fp32, *fp32, *fp32, *fp32, *fp32, *fp32, i32, i32, fp32", "constexprs": {"BLOCK": 1024}},
    {"kernel": f"{EX}/matmul.py:matmul_kernel", "name": "matmul",
     "signature": "*fp32, *fp32, *fp32, i32, i32, i32, i32, i32, i32, i32, i32, i32",
     "constexprs": {"BLOCK_M": 64, "BLOCK_N": 64, "BLOCK_K": 32, "GROUP_M": 8}},
]

# the child processes: each prints the microseconds from "inputs ready" to "first results"
CHILD_SETUP = {
    "cpu": "import numpy as np\nx = np.random.rand(1 << 20).astype(np.float32); y = np.random.rand(1 << 20).astype(np.float32)\n"
           "z = np.empty_like(x)\nsync = lambda: None\n",
    "cuda": "import torch\nx = torch.rand(1 << 20, device='cuda'); y = torch.rand(1 << 20, device='cuda')\n"
            "z = torch.empty_like(x); torch.cuda.synchronize()\nsync = torch.cuda.synchronize\n",
}
CHILD_RUN = {
    "bundle": "import tritium.aot\nk = tritium.aot.load({bundle!r}).add\n",
    "jit": "sys.path.insert(0, {ex!r})\nfrom vector_add import add_kernel as k\n",
}


def child(setup: str, how: str, bundle: str, env: dict) -> float:
    code = "import sys, time\n" + setup + "t0 = time.perf_counter()\n" + CHILD_RUN[how].format(bundle=bundle, ex=EX) + \
        "k[((1 << 20) // 1024,)](x, y, z, 1 << 20, BLOCK=1024)\nsync()\nprint((time.perf_counter() - t0) * 1e6)\n"
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT)
    if r.returncode:
        raise RuntimeError(r.stderr)
    return float(r.stdout.split()[-1])


C_FIRST = r"""
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "aot.h"
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e6 + t.tv_nsec / 1e3; }
#ifdef WITH_CUDA
typedef int CUresult;
CUresult cuInit(unsigned); CUresult cuDevicePrimaryCtxRetain(void **, int); CUresult cuCtxSetCurrent(void *);
CUresult cuMemAlloc_v2(unsigned long long *, size_t); CUresult cuCtxSynchronize(void);
CUresult cuModuleLoadData(void **, const void *); CUresult cuModuleGetFunction(void **, void *, const char *);
CUresult cuLaunchKernel(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *, void **, void **);
CUresult cuStreamCreate(void **, unsigned); CUresult cuStreamSynchronize(void *);
#endif

static int cmp(const void *a, const void *b) { double d = *(const double *)a - *(const double *)b; return (d > 0) - (d < 0); }
static double median(double *v, int n) { qsort(v, n, sizeof *v, cmp); return v[n / 2]; }

int main(int argc, char **argv) {
    setvbuf(stdout, NULL, _IONBF, 0);
    const char *mode = argv[1], *lib = argv[2];
    int n = 1 << 20, batches = 50, per = 200;
    double times[50];
    if (strcmp(mode, "cpu") == 0) {
        float *x = malloc(n * 4), *y = malloc(n * 4), *z = malloc(n * 4);
        for (int i = 0; i < n; i++) { x[i] = i * 0.5f; y[i] = 1.0f; }
        double t0 = now();
        void *h = dlopen(lib, RTLD_NOW);
        tritium_status (*add)(uint32_t, uint32_t, uint32_t, void *, void *, void *, int32_t) = dlsym(h, "tritium_aot_add_cpu");
        if (!h || !add || add(n / 1024, 1, 1, x, y, z, n)) return 1;
        printf("first %.1f\n", now() - t0);
        void (*grid)(void *, int32_t, int32_t, int32_t, int64_t *, int64_t, int64_t, void *) = dlsym(h, argv[3]);
        void (*set_threads)(int) = dlsym(h, "tritium_aot_set_num_threads");
        if (!grid) return 7;
        set_threads(1);
        for (int b = 0; b < batches; b++) { /* one program of 1024 elements: the entry point's cost shows */
            double t = now();
            for (int i = 0; i < per; i++) add(1, 1, 1, x, y, z, 1024);
            times[b] = (now() - t) / per;
        }
        printf("entry %.3f\n", median(times, batches));
        uint64_t slots[4] = {(uint64_t)(uintptr_t)x, (uint64_t)(uintptr_t)y, (uint64_t)(uintptr_t)z, 1024};
        for (int b = 0; b < batches; b++) {
            double t = now();
            for (int i = 0; i < per; i++) { int64_t counter = 0; grid(slots, 1, 1, 1, &counter, 1, 1, NULL); }
            times[b] = (now() - t) / per;
        }
        printf("direct %.3f\n", median(times, batches));
        set_threads(0); /* all cores: a 16-program grid wakes the worker pool */
        for (int b = 0; b < batches; b++) {
            double t = now();
            for (int i = 0; i < per; i++) add(16, 1, 1, x, y, z, 16 * 1024);
            times[b] = (now() - t) / per;
        }
        printf("entry16 %.3f\n", median(times, batches));
        return 0;
    }
#ifndef WITH_CUDA
    return 9;
#else
    void *ctx, *stream;
    unsigned long long dx, dy, dz;
    if (cuInit(0) || cuDevicePrimaryCtxRetain(&ctx, 0) || cuCtxSetCurrent(ctx)) return 2;
    cuMemAlloc_v2(&dx, n * 4); cuMemAlloc_v2(&dy, n * 4); cuMemAlloc_v2(&dz, n * 4);
    cuStreamCreate(&stream, 1);
    double t0 = now();
    void *h = dlopen(lib, RTLD_NOW);
    tritium_status (*add)(uint32_t, uint32_t, uint32_t, int, void *, uint64_t, uint64_t, uint64_t, int32_t) =
        dlsym(h, "tritium_aot_add_cuda");
    if (!h || !add || add(n / 1024, 1, 1, 0, stream, dx, dy, dz, n)) return 3;
    cuStreamSynchronize(stream);
    printf("first %.1f\n", now() - t0);
    for (int b = 0; b < batches; b++) {
        cuStreamSynchronize(stream);
        double t = now();
        for (int i = 0; i < per; i++) add(1, 1, 1, 0, stream, dx, dy, dz, 1024);
        times[b] = (now() - t) / per;
    }
    printf("entry %.3f\n", median(times, batches));
    FILE *f = fopen(argv[3], "rb"); fseek(f, 0, SEEK_END); long size = ftell(f); rewind(f);
    char *cubin = malloc(size); if (fread(cubin, 1, size, f) != (size_t)size) return 4; fclose(f);
    void *mod, *fn;
    if (cuModuleLoadData(&mod, cubin) || cuModuleGetFunction(&fn, mod, argv[4])) return 5;
    int nn = 1024;
    void *params[] = {&dx, &dy, &dz, &nn};
    for (int b = 0; b < batches; b++) {
        cuStreamSynchronize(stream);
        double t = now();
        for (int i = 0; i < per; i++) cuLaunchKernel(fn, 1, 1, 1, 128, 1, 1, 0, stream, params, NULL);
        times[b] = (now() - t) / per;
    }
    printf("direct %.3f\n", median(times, batches));
    cuStreamSynchronize(stream);
    return 0;
#endif
}
"""


def c_program(bundle: str, work: str, cuda: bool) -> dict:
    src = os.path.join(work, "first.c")
    open(src, "w").write(C_FIRST)
    exe = os.path.join(work, "first")
    cmd = ["cc", "-O2", "-o", exe, src, f"-I{bundle}", "-ldl"] + (["-DWITH_CUDA", "-l:libcuda.so.1"] if cuda else [])
    subprocess.run(cmd, check=True)
    import json
    meta = json.loads(open(os.path.join(bundle, "manifest.json")).read())
    add = next(k for k in meta["kernels"] if k["name"] == "add")
    if cuda:
        b = next(b for b in add["cuda"] if b["variant"] == len(add["variants"]) - 1)  # the generic variant
        extra = [os.path.join(bundle, b["file"]), b["function"]]
    else:
        extra = [add["cpu"]["cpu:host"][0]["symbol"]]  # the variant the entry point picks for these arguments
    runs = []
    for _ in range(5):
        r = subprocess.run([exe, "cuda" if cuda else "cpu", os.path.join(bundle, "libaot.so")] + extra,
                           capture_output=True, text=True)
        if r.returncode:
            raise RuntimeError(f"C program failed ({r.returncode}): {r.stdout} {r.stderr}")
        runs.append(dict((k, float(v)) for k, v in (line.split() for line in r.stdout.splitlines())))
    return {k: statistics.median(r[k] for r in runs) for k in runs[0]}


def per_launch_python(bundle: str, cuda: bool) -> dict:
    """Median host microseconds per launch: the bundle's loader vs tritium's JIT (vs Triton's)."""
    import numpy as np

    import tritium.aot
    sys.path.insert(0, EX)
    from vector_add import add_kernel
    k = tritium.aot.load(bundle).add
    if cuda:
        import torch
        x, y, z = (torch.rand(1024, device="cuda") for _ in range(3))
        sync = torch.cuda.synchronize
    else:
        x, y, z = (np.random.rand(1024).astype(np.float32) for _ in range(3))
        sync = lambda: None  # noqa: E731
    rows = {"bundle loader `k[grid](...)`": lambda: k[(1,)](x, y, z, 1024),
            "tritium JIT `k[grid](...)`": lambda: add_kernel[(1,)](x, y, z, 1024, BLOCK=1024)}
    if cuda:
        try:
            import triton
            import triton.language as ttl

            @triton.jit
            def triton_add(x_ptr, y_ptr, z_ptr, n, BLOCK: ttl.constexpr):
                offs = ttl.program_id(0) * BLOCK + ttl.arange(0, BLOCK)
                m = offs < n
                ttl.store(z_ptr + offs, ttl.load(x_ptr + offs, mask=m) + ttl.load(y_ptr + offs, mask=m), mask=m)
            rows["Triton JIT `k[grid](...)`"] = lambda: triton_add[(1,)](x, y, z, 1024, BLOCK=1024)
        except ImportError:
            pass
    out = {}
    for name, f in rows.items():
        f()
        sync()
        batches = []
        for _ in range(30):
            sync()
            t = time.perf_counter_ns()
            for _ in range(200):
                f()
            batches.append((time.perf_counter_ns() - t) / 200 / 1e3)
        out[name] = statistics.median(batches)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cuda", action="store_true", help="also export for this GPU and measure CUDA launches")
    ap.add_argument("--out", default=None)
    args = ap.parse_args()
    import tritium.aot
    work = tempfile.mkdtemp(prefix="bench-aot-")
    bundle = os.path.join(work, "bundle")
    targets = ["cpu:host"]
    if args.cuda:
        from tritium.backends.registry import drivers
        targets.append(f"cuda:{drivers()['cuda'].get_current_target().arch}")
    t = time.perf_counter()
    tritium.aot.export({"library": "aot", "targets": targets, "kernels": GOLDEN}, bundle, build=True)
    export_s = time.perf_counter() - t
    lines = [f"# AOT bundles ({'CPU and CUDA' if args.cuda else 'CPU'})", "",
             f"Machine: {os.uname().machine}, {os.cpu_count()} cores" + (f", {_gpu_name()}" if args.cuda else "") +
             f"; exporting {len(GOLDEN)} kernels x {len(targets)} targets x 3 variants and building took {export_s:.1f} s.",
             "", "## First launch in a fresh process (vector add, 2^20 fp32; median of 5 processes)", "",
             "| how | first launch (ms) |", "|---|---|"]
    t_start = []
    for _ in range(5):
        t = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        t_start.append((time.perf_counter() - t) * 1e3)
    for dev in (["cpu"] + (["cuda"] if args.cuda else [])):
        env = dict(os.environ, TRITIUM_CACHE_DIR=os.path.join(work, "cache"))
        b = statistics.median(child(CHILD_SETUP[dev], "bundle", bundle, env) for _ in range(5))
        child(CHILD_SETUP[dev], "jit", bundle, env)  # warms the cache
        warm = statistics.median(child(CHILD_SETUP[dev], "jit", bundle, env) for _ in range(5))
        cold = []
        for i in range(3):
            cold.append(child(CHILD_SETUP[dev], "jit", bundle, dict(env, TRITIUM_CACHE_DIR=os.path.join(work, f"cold{dev}{i}"))))
        c = c_program(bundle, work, dev == "cuda")
        lines += [f"| {dev}: bundle, Python loader | {b / 1e3:.2f} |", f"| {dev}: bundle, C program (dlopen + call) | "
                  f"{c['first'] / 1e3:.2f} |", f"| {dev}: JIT, warm cache | {warm / 1e3:.2f} |",
                  f"| {dev}: JIT, cold (compiles) | {statistics.median(cold) / 1e3:.1f} |"]
        lines.append(f"| (interpreter start, `python -c pass`, not included above) | {statistics.median(t_start):.1f} |")
        per = per_launch_python(bundle, dev == "cuda")
        lines += ["", f"## Per launch, {dev} (host microseconds per call, median of batches; 1 program of 1024 elements)",
                  "", "| call | us |", "|---|---|",
                  f"| C entry point `tritium_aot_add_{dev}` | {c['entry']:.3f} |",
                  f"| direct call ({'the object grid function' if dev == 'cpu' else 'cuLaunchKernel, prebuilt parameters'}) "
                  f"| {c['direct']:.3f} |", f"| entry point overhead (difference) | {c['entry'] - c['direct']:.3f} |"]
        if "entry16" in c:
            lines.append(f"| C entry point, 16 programs on all {os.cpu_count()} cores (worker pool) | {c['entry16']:.2f} |")
        lines += [f"| {name} | {us:.2f} |" for name, us in per.items()]
        lines.append("")
    text = "\n".join(lines) + "\n"
    print(text)
    out = args.out or os.path.join(HERE, "results", "aot-cuda.md" if args.cuda else "aot.md")
    with open(out, "w") as f:
        f.write(text)


def _gpu_name() -> str:
    import torch
    return torch.cuda.get_device_name()


if __name__ == "__main__":
    main()
