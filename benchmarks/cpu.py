"""CPU backend benchmarks, side by side with NumPy and torch (CPU) in one process.

Prints one table and writes benchmarks/results/cpu.md:
- vector add (2^24 fp32), softmax (4096x1024 fp32), layer norm forward (4096x1024 fp32),
  matmul fp32 (512^3, 1024^3): median time, GB/s or GFLOP/s, and the speed relative to NumPy;
- cold compile time per kernel (empty cache: ttir -> llir -> asm -> obj, and loading);
- cache-hit load time (a fresh process's view: the binary read from the cache and linked, no LLVM);
- launch overhead for a one-program grid.
Run: python benchmarks/cpu.py [--quick]
"""
from __future__ import annotations

import os
import platform
import statistics
import sys
import tempfile
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "examples"))
os.environ["TRITIUM_INTERPRET"] = "0"
os.environ["TRITIUM_CACHE_DIR"] = tempfile.mkdtemp(prefix="tritium-bench-cache-")

import tritium  # noqa: E402
import tritium.language as tl  # noqa: E402
from layer_norm import layer_norm_fwd  # noqa: E402
from matmul import matmul_kernel  # noqa: E402
from softmax import softmax_kernel  # noqa: E402
from vector_add import add_kernel  # noqa: E402

try:
    import torch
except ImportError:  # torch is optional
    torch = None

QUICK = "--quick" in sys.argv


def bench(fn, reps=None) -> float:
    """Median seconds of `fn()` after one warm-up call.

    Starts with a pause: OpenBLAS and torch's OpenMP threads spin for a while after their last
    call, and would otherwise steal the cores of whatever is timed next."""
    time.sleep(0.5)
    fn()
    reps = reps or (5 if QUICK else 20)
    ts = []
    for _ in range(reps):
        t = time.perf_counter()
        fn()
        ts.append(time.perf_counter() - t)
    return statistics.median(ts)


@tritium.jit
def tiny_kernel(x_ptr, n):
    tl.store(x_ptr + tl.arange(0, 16), tl.arange(0, 16) + n)


def rows():
    rng = np.random.default_rng(0)
    out = []

    # ---- vector add
    n = 1 << 24
    x, y = rng.standard_normal(n, dtype=np.float32), rng.standard_normal(n, dtype=np.float32)
    z = np.full(n, np.nan, np.float32)
    BLOCK = 4096
    run_t = lambda: add_kernel[(tritium.cdiv(n, BLOCK),)](x, y, z, n, BLOCK=BLOCK)  # noqa: E731
    run_t()
    assert np.array_equal(z, x + y)
    tz = np.empty_like(z)
    times = {"tritium": bench(run_t), "numpy": bench(lambda: np.add(x, y, out=tz))}
    if torch is not None:
        tx, ty, tzz = torch.from_numpy(x), torch.from_numpy(y), torch.from_numpy(tz)
        times["torch"] = bench(lambda: torch.add(tx, ty, out=tzz))
    out.append(("vector add", "2^24 fp32", times, 3 * 4 * n, "GB/s"))

    # ---- softmax
    R, C = 4096, 1024
    xs = rng.standard_normal((R, C), dtype=np.float32)
    ys = np.full_like(xs, np.nan)
    run_t = lambda: softmax_kernel[(R,)](ys, xs, C, C, C, BLOCK=C)  # noqa: E731
    run_t()
    e = np.exp(xs.astype(np.float64) - xs.max(1, keepdims=True))
    assert np.abs(ys - e / e.sum(1, keepdims=True)).max() < 1e-6

    def np_softmax():
        m = xs - xs.max(axis=1, keepdims=True)
        np.exp(m, out=m)
        m /= m.sum(axis=1, keepdims=True)
        return m
    times = {"tritium": bench(run_t), "numpy": bench(np_softmax)}
    if torch is not None:
        txs = torch.from_numpy(xs)
        times["torch"] = bench(lambda: torch.softmax(txs, dim=1))
    out.append(("softmax", f"{R}x{C} fp32", times, 2 * 4 * R * C, "GB/s"))

    # ---- layer norm
    w, b = rng.standard_normal(C, dtype=np.float32), rng.standard_normal(C, dtype=np.float32)
    yl = np.full_like(xs, np.nan)
    mean, rstd = np.empty(R, np.float32), np.empty(R, np.float32)
    run_t = lambda: layer_norm_fwd[(R,)](xs, yl, w, b, mean, rstd, C, C, 1e-5, BLOCK=1024)  # noqa: E731
    run_t()
    xd = xs.astype(np.float64)
    ref = (xd - xd.mean(1, keepdims=True)) / np.sqrt(xd.var(1, keepdims=True) + 1e-5) * w + b
    assert np.abs(yl - ref).max() < 1e-4

    def np_layer_norm():
        mu = xs.mean(axis=1, keepdims=True)
        d = xs - mu
        r = 1 / np.sqrt((d * d).mean(axis=1, keepdims=True) + 1e-5)
        return d * r * w + b
    times = {"tritium": bench(run_t), "numpy": bench(np_layer_norm)}
    if torch is not None:
        tw, tb = torch.from_numpy(w), torch.from_numpy(b)
        times["torch"] = bench(lambda: torch.nn.functional.layer_norm(txs, (C,), tw, tb, 1e-5))
    out.append(("layer norm", f"{R}x{C} fp32", times, 2 * 4 * R * C, "GB/s"))

    # ---- matmul
    for size in (512, 1024):
        a = rng.standard_normal((size, size), dtype=np.float32)
        bm = rng.standard_normal((size, size), dtype=np.float32)
        c = np.full((size, size), np.nan, np.float32)
        BM, BN, BK = 128, 128, 64
        grid = (tritium.cdiv(size, BM) * tritium.cdiv(size, BN),)
        run_t = lambda: matmul_kernel[grid](a, bm, c, size, size, size, size, 1, size, 1, size, 1,  # noqa: E731
                                            BLOCK_M=BM, BLOCK_N=BN, BLOCK_K=BK, GROUP_M=8)
        run_t()
        assert np.abs(c - a.astype(np.float64) @ bm).max() < 1e-2
        times = {"tritium": bench(run_t), "numpy": bench(lambda: a @ bm)}
        if torch is not None:
            ta, tbm = torch.from_numpy(a), torch.from_numpy(bm)
            times["torch"] = bench(lambda: ta @ tbm)
        out.append(("matmul", f"{size}^3 fp32", times, 2 * size ** 3, "GFLOP/s"))
    return out


def compile_times():
    """Cold compile (empty cache) and cache-hit load for each example kernel, in milliseconds."""
    from tritium.backends.registry import drivers
    from tritium.compiler import compile as compile_kernel
    from tritium.frontend import dtypes as d
    p32 = d.pointer_type(d.float32)
    cases = [
        (add_kernel, {"x_ptr": p32, "y_ptr": p32, "z_ptr": p32, "n": d.int32}, {"BLOCK": 4096}),
        (softmax_kernel, {"out_ptr": p32, "in_ptr": p32, "in_stride": d.int32, "out_stride": d.int32,
                          "n_cols": d.int32}, {"BLOCK": 1024}),
        (layer_norm_fwd, {"X": p32, "Y": p32, "W": p32, "B": p32, "Mean": p32, "Rstd": p32, "stride": d.int32,
                          "N": d.int32, "eps": d.float32}, {"BLOCK": 1024}),
        (matmul_kernel, {"a_ptr": p32, "b_ptr": p32, "c_ptr": p32, **{k: d.int32 for k in (
            "M", "N", "K", "stride_am", "stride_ak", "stride_bk", "stride_bn", "stride_cm", "stride_cn")}},
         {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64, "GROUP_M": 8}),
    ]
    drv = drivers()["cpu"]
    res = []
    for fn, sig, const in cases:
        os.environ["TRITIUM_CACHE_DIR"] = tempfile.mkdtemp(prefix="tritium-cold-")
        t = time.perf_counter()
        ck = compile_kernel(fn, sig, const, target="cpu")
        drv.load(ck.asm["obj"], ck.metadata)
        cold = time.perf_counter() - t
        hits = []
        for _ in range(5):
            t = time.perf_counter()
            ck2 = compile_kernel(fn, sig, const, target="cpu")
            drv.load(ck2.asm["obj"], ck2.metadata)
            hits.append(time.perf_counter() - t)
            assert ck2.metadata["cache_hit"]
        res.append((fn.__name__, cold * 1e3, statistics.median(hits) * 1e3))
    return res


def launch_overhead() -> float:
    x = np.zeros(16, np.int32)
    tiny_kernel[(1,)](x, 3)
    assert (x == np.arange(16) + 3).all()
    k = tiny_kernel[(1,)]
    reps = 2000 if QUICK else 20000
    t = time.perf_counter()
    for _ in range(reps):
        k(x, 3)
    return (time.perf_counter() - t) / reps * 1e6


def main():
    lines = []
    say = lambda s="": (print(s), lines.append(s))  # noqa: E731
    say(f"# CPU backend benchmarks\n\nMachine: {platform.machine()}, {os.cpu_count()} cores "
        f"({__import__('tritium.backends.cpu.compiler', fromlist=['host']).host()['cpu']}); "
        f"numpy {np.__version__}" + (f", torch {torch.__version__} ({torch.get_num_threads()} threads)" if torch else "")
        + "; times are medians, tritium uses all cores.\n")
    say("| kernel | size | tritium ms | numpy ms | torch ms | tritium rate | vs numpy |")
    say("|---|---|---|---|---|---|---|")
    for name, size, t, amount, unit in rows():
        rate = amount / t["tritium"] / 1e9
        tt = f"{t['torch'] * 1e3:.2f}" if "torch" in t else "-"
        say(f"| {name} | {size} | {t['tritium'] * 1e3:.2f} | {t['numpy'] * 1e3:.2f} | {tt} | {rate:.1f} {unit} | "
            f"{t['numpy'] / t['tritium']:.2f}x |")
    say("\n| kernel | cold compile ms | cache-hit load ms |\n|---|---|---|")
    for name, cold, hit in compile_times():
        say(f"| {name} | {cold:.0f} | {hit:.1f} |")
    say(f"\nLaunch overhead, one-program grid, 2 arguments: {launch_overhead():.1f} µs per launch")
    if not QUICK:
        with open(os.path.join(ROOT, "benchmarks", "results", "cpu.md"), "w") as f:
            f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
