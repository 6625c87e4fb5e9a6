"""The xpu backend without an Intel GPU: compile times of the golden kernels for Intel GPUs, cache-hit
loads, and run times of SPIR-V kernels on Intel's CPU OpenCL runtime next to the CPU backend.

Prints tables and, with `--out FILE`, writes them as Markdown:
1. per golden kernel, cold compile ttir -> zebin for `xpu:pvc` with the spill retry (grf_mode
   'default') and without it (grf_mode '128', one ocloc run), the ocloc share, and the cache hit
   (compile() of a fresh process's view: artifacts read back, no LLVM, no ocloc); plus a kernel that
   spills at 128 GRF, where the retry runs;
2. run time of the example kernels (vector add, softmax, layer norm, matmul) on the OpenCL CPU
   runtime (`target="xpu"`, the SPIR-V JIT-compiled by Intel's CPU driver) next to tritium's CPU
   backend, both on this machine's cores. This is NOT an Intel GPU figure.

    python benchmarks/xpu.py [--quick] [--out benchmarks/results/xpu.md]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "examples"), os.path.join(ROOT, "tests", "unit")]
import layer_paths  # noqa: E402,F401  (tests/unit's layer folders too)
os.environ["TRITIUM_INTERPRET"] = "0"

import tritium  # noqa: E402
import tritium.language as tl  # noqa: E402
from tritium import knobs  # noqa: E402


@tritium.jit
def spill_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, ITERS: tl.constexpr):
    """Each thread keeps BLOCK/threads values of a 2-D tile live across a loop of dependent updates:
    at 16 lanes x 4 warps and BLOCK=128x64 that is 128 floats a thread, past 128 GRF."""
    r = tl.arange(0, 128)[:, None]
    c = tl.arange(0, 64)[None, :]
    x = tl.load(x_ptr + r * 64 + c)
    acc = x
    for i in range(ITERS):
        acc = acc * 1.0001 + tl.sum(acc, axis=1)[:, None] * 1e-6 + x
    tl.store(out_ptr + r * 64 + c, acc)


def timed_compile(fn, sig, cx, target, **options):
    """(ms, compiled kernel) of one compile in an empty cache."""
    with tempfile.TemporaryDirectory() as d:
        knobs.cache.dir = d
        t0 = time.perf_counter()
        ck = tritium.compile(fn, sig, cx, target=target, **options)
        ms = (time.perf_counter() - t0) * 1e3
        t1 = time.perf_counter()
        hit = tritium.compile(fn, sig, cx, target=target, **options)
        hit_ms = (time.perf_counter() - t1) * 1e3
        assert hit.metadata["cache_hit"]
    return ms, hit_ms, ck


def compile_table(quick: bool) -> str:
    from test_golden_ttir import CASES
    cases = dict(CASES)
    cases["spill (128x64 tile)"] = (spill_kernel, {"x_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32"},
                                    {"BLOCK": 128, "ITERS": 4})
    lines = ["| kernel | cold ttir->zebin, retry on (ms) | of which ocloc (ms) | cold, grf 128 only (ms) | "
             "cache hit (ms) | GRF kept | spill bytes (128 -> kept) | retried |",
             "|---|---|---|---|---|---|---|---|"]
    for name, (fn, sig, cx) in cases.items():
        reps = 1 if quick else 3
        runs = [timed_compile(fn, sig, cx, "xpu:pvc") for _ in range(reps)]
        ms = statistics.median(r[0] for r in runs)
        hit_ms = statistics.median(r[1] for r in runs)
        ck = runs[-1][2]
        m = ck.metadata
        ocloc_ms = sum(a["ms"] for a in m.get("attempts", []))
        plain = statistics.median(timed_compile(fn, sig, cx, "xpu:pvc", grf_mode="128")[0] for _ in range(reps))
        first = m["attempts"][0]["n_spills"] if m.get("attempts") else m.get("n_spills")
        lines.append(f"| {name} | {ms:.0f} | {ocloc_ms:.0f} | {plain:.0f} | {hit_ms:.1f} | {m.get('n_regs')} | "
                     f"{first} -> {m.get('n_spills')} | {m.get('retried')} |")
        print(lines[-1], flush=True)
    return "\n".join(lines)


def median_ms(fn, reps: int) -> float:
    fn()
    ts = []
    for _ in range(reps):
        t = time.perf_counter()
        fn()
        ts.append(time.perf_counter() - t)
    return statistics.median(ts) * 1e3


def run_table(quick: bool) -> str:
    from layer_norm import layer_norm_fwd
    from matmul import matmul_kernel
    from softmax import softmax_kernel
    from vector_add import add_kernel
    rng = np.random.default_rng(0)
    reps = 3 if quick else 10
    n = 1 << 22
    x, y, z = (rng.standard_normal(n, dtype=np.float32) for _ in range(3))
    rows, cols = 4096, 1024
    a = rng.standard_normal((rows, cols), dtype=np.float32)
    o = np.empty_like(a)
    w, b = rng.standard_normal(cols, dtype=np.float32), rng.standard_normal(cols, dtype=np.float32)
    mean, rstd = np.empty(rows, np.float32), np.empty(rows, np.float32)
    M = 512
    A, B, C = (rng.standard_normal((M, M), dtype=np.float32) for _ in range(3))
    cases = {
        "vector add 2^22 fp32": (lambda **t: add_kernel[(n // 4096,)](x, y, z, n, BLOCK=4096, **t),
                                 lambda: np.testing.assert_allclose(z, x + y), 3 * 4 * n, "GB/s"),
        "softmax 4096x1024 fp32": (lambda **t: softmax_kernel[(rows,)](o, a, cols, cols, cols, BLOCK=1024, **t),
                                   lambda: np.testing.assert_allclose(o.sum(1), 1, rtol=1e-4), 2 * 4 * rows * cols, "GB/s"),
        "layer norm 4096x1024 fp32": (lambda **t: layer_norm_fwd[(rows,)](a, o, w, b, mean, rstd, cols, cols, 1e-5,
                                                                          BLOCK=1024, **t),
                                      lambda: np.testing.assert_allclose(mean, a.mean(1), atol=1e-5),
                                      2 * 4 * rows * cols, "GB/s"),
        "matmul 512^3 fp32": (lambda **t: matmul_kernel[(M // 64 * (M // 64),)](
            A, B, C, M, M, M, M, 1, M, 1, M, 1, BLOCK_M=64, BLOCK_N=64, BLOCK_K=32, GROUP_M=8, **t),
            lambda: np.testing.assert_allclose(C, A @ B, rtol=1e-3, atol=1e-3), 2 * M ** 3, "GFLOP/s"),
    }
    baselines = torch_baselines(x, y, a, w, b, A, B, cols)
    lines = ["| kernel | CPU backend ms | xpu on OpenCL CPU runtime ms | torch eager ms | torch.compile ms | "
             "CPU backend | xpu (CPU runtime) |", "|---|---|---|---|---|---|---|"]
    for name, (launch, check, work, unit) in cases.items():
        got = {}
        for who, kw in (("cpu", {}), ("xpu", {"target": "xpu"})):
            launch(**kw)
            check()
            got[who] = median_ms(lambda: launch(**kw), reps)
        eager, compiled = baselines.get(name.split(" ")[0], (None, None))
        t_eager = f"{median_ms(eager, reps):.2f}" if eager else "-"
        t_comp = f"{median_ms(compiled, reps):.2f}" if compiled else "-"
        rate = {k: work / v / 1e6 for k, v in got.items()}
        lines.append(f"| {name} | {got['cpu']:.2f} | {got['xpu']:.2f} | {t_eager} | {t_comp} | "
                     f"{rate['cpu']:.1f} {unit} | {rate['xpu']:.1f} {unit} |")
        print(lines[-1], flush=True)
    return "\n".join(lines)


def torch_baselines(x, y, a, w, b, A, B, cols) -> dict:
    """{first word of the case name: (torch eager, torch.compile)} on the same inputs; {} without torch."""
    try:
        import torch
    except ImportError:
        return {}
    tx, ty, ta, tw, tb, tA, tB = (torch.from_numpy(v) for v in (x, y, a, w, b, A, B))
    fns = {"vector": lambda: tx + ty, "softmax": lambda: torch.softmax(ta, dim=1),
           "layer": lambda: torch.nn.functional.layer_norm(ta, (cols,), tw, tb, 1e-5), "matmul": lambda: tA @ tB}
    out = {}
    for k, f in fns.items():
        try:
            c = torch.compile(f)
            c()  # compiled here, not in the timing
        except Exception as e:  # noqa: BLE001 - no C++ compiler for inductor: eager only
            print(f"torch.compile unavailable for {k}: {str(e).splitlines()[0][:120]}", flush=True)
            c = None
        out[k] = (f, c)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--out")
    args = ap.parse_args()
    import platform

    from tritium.backends.xpu import opencl, zebin
    dev = opencl.device(0)
    head = (f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores; ocloc "
            f"{zebin.ocloc_version()}; OpenCL device: {dev.name} ({dev.platform.name} {dev.driver_version})")
    print(head)
    t1 = compile_table(args.quick)
    t2 = run_table(args.quick)
    text = (f"# xpu backend without an Intel GPU\n\n{head}; `python benchmarks/xpu.py`\n\n"
            f"## Compile for xpu:pvc (LLVM SPIR-V + ocloc), medians\n\n{t1}\n\n"
            f"## Run time on the OpenCL CPU runtime (not an Intel GPU figure) vs the CPU backend\n\n{t2}\n")
    print()
    print(text)
    if args.out:
        with open(args.out, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
