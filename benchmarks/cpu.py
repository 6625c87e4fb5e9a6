"""CPU backend benchmarks: tritium against torch (eager and torch.compile) and NumPy, in one process.

Prints one markdown table and writes it to benchmarks/results/cpu.md (not with --quick), or to --out FILE:
- vector add (2^24 fp32), softmax and layer norm forward (4096x1024 fp32), matmul fp32 (512^3,
  1024^3) and bf16 (torch tensors, bf16 output, fp32 accumulation; no NumPy column): every provider warmed up first, then the providers' calls interleaved
  round by round (each round in a new random order, seeded: every provider follows every other
  about equally often), each call timed, medians reported. There are
  no pauses because a real program has none: torch's OpenMP threads keep spinning for a while after
  a call and compete with whatever runs next, and that is part of what tritium is up against.
  `--pauses` times each provider in a block of its own after a 0.5 s sleep instead (the old style).
- cold compile time and cache-hit load per kernel;
- launch overhead of a tiny kernel: 1- and 16-program grids, on all threads and on one (blocks of
  launches after a warm-up block: the median block, and the fastest and slowest);
- the first launch of a cached kernel in a fresh process, broken down (benchmarks/cpu_first_launch.py).
Threads: `--threads N` launches tritium with num_threads=N, calls torch.set_num_threads(N), and sets
OMP_NUM_THREADS, OPENBLAS_NUM_THREADS and MKL_NUM_THREADS before NumPy and torch load (BLAS libraries
read them only at start: to change NumPy's threads without --threads, set them before starting).
Without it every library uses its default: all cores for tritium (os.cpu_count()), torch's own
choice (usually the physical cores); the header names the counts.
Run: python benchmarks/cpu.py [--quick] [--pauses] [--threads N] [--out FILE]
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time

ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
ap.add_argument("--quick", action="store_true", help="fewer repetitions; writes no results file unless --out")
ap.add_argument("--pauses", action="store_true", help="time providers one after another, 0.5 s apart (old style)")
ap.add_argument("--threads", type=int, help="threads for every provider (default: each library's default)")
ap.add_argument("--out", help="where to write the table (default: benchmarks/results/cpu.md, none with --quick)")
ARGS = ap.parse_args()
if ARGS.threads:  # before NumPy and torch load: OpenBLAS, MKL and OpenMP read these only at start
    for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ[var] = str(ARGS.threads)

import numpy as np  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
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
if torch is not None and ARGS.threads:
    torch.set_num_threads(ARGS.threads)

REPS = 7 if ARGS.quick else 40
TOPT = {"num_threads": ARGS.threads} if ARGS.threads else {}  # tritium's launch option, on every launch
TRITIUM_THREADS = ARGS.threads or os.cpu_count() or 1


def torch_compile_fails() -> str | None:
    """Why torch.compile (Inductor on CPU) cannot be used here, or None: tried once on a tiny
    function, since it fails on the first call (not at torch.compile()) when there is no C++ compiler."""
    if torch is None:
        return "torch is not installed"
    try:
        torch.compile(lambda v: v * 2 + 1, dynamic=False)(torch.ones(8))
        return None
    except Exception as e:  # noqa: BLE001 - whatever the reason, the column is left out
        why = f"{type(e).__name__}: {(str(e).strip().splitlines() or [''])[0][:200]}"
        print(f"torch.compile column left out: {why}")
        return why


COMPILE_FAILS = torch_compile_fails()
COMPILE = COMPILE_FAILS is None


def tcompile(fn):
    # dynamic=False: each shape its own static graph (the second matmul size would otherwise recompile
    # as a dynamic-shape graph, which is not what a program with one fixed shape runs)
    return torch.compile(fn, dynamic=False) if COMPILE else None


def bench(providers: dict) -> dict:
    """Median seconds per call of each provider ({name: fn}, fn None for an absent one)."""
    providers = {k: f for k, f in providers.items() if f is not None}
    for f in providers.values():  # warm-up: torch.compile compiles, every allocator and cache settles
        for _ in range(3):
            f()
    ts: dict = {k: [] for k in providers}
    if ARGS.pauses:
        for name, f in providers.items():
            time.sleep(0.5)  # let the previous provider's spinning threads go to sleep
            for _ in range(REPS):
                t = time.perf_counter()
                f()
                ts[name].append(time.perf_counter() - t)
    else:
        # each round runs the providers in a new random order (seeded), so each follows each other
        # one about equally often: what ran just before matters (NumPy's OpenBLAS threads keep
        # spinning after its matmul and slow whatever comes next). Rotating one order (the old
        # way) kept the cyclic order: tritium came right after NumPy in 3 rounds of 4.
        order = list(providers.items())
        shuffle = random.Random(20261127).shuffle
        for _ in range(REPS):
            shuffle(order)
            for name, f in order:
                t = time.perf_counter()
                f()
                ts[name].append(time.perf_counter() - t)
    return {k: statistics.median(v) for k, v in ts.items()}


def check(what: str, got, ref: np.ndarray, tol: float) -> None:
    got = got.detach().numpy() if torch is not None and isinstance(got, torch.Tensor) else np.asarray(got)
    err = float(np.abs(got.astype(np.float64) - ref).max())
    assert err < tol, f"{what}: max error {err} >= {tol}"


@tritium.jit
def tiny_kernel(x_ptr, n):
    tl.store(x_ptr + tl.arange(0, 16), tl.arange(0, 16) + n)


def poisoned(*shape):
    """An fp32 output for tritium, NaN-filled, from torch's allocator when torch is there: torch's
    outputs come from it (64-byte aligned), while NumPy's large arrays start 16 bytes into a cache
    line, which costs a store-bound kernel ~6% (split lines); inputs are shared by every provider."""
    if torch is None:
        return np.full(shape, np.nan, np.float32)
    return torch.full(shape, float("nan")).numpy()


def rows():
    """(kernel, size, {provider: seconds}, bytes or flops per call, unit) per benchmark."""
    rng = np.random.default_rng(0)
    out = []
    T = torch.from_numpy if torch is not None else None

    # ---- vector add
    n = 1 << 24
    x, y = rng.standard_normal(n, dtype=np.float32), rng.standard_normal(n, dtype=np.float32)
    z, zn = poisoned(n), np.empty(n, np.float32)
    BLOCK = 4096
    run_t = lambda: add_kernel[(tritium.cdiv(n, BLOCK),)](x, y, z, n, BLOCK=BLOCK, **TOPT)  # noqa: E731
    run_t()
    check("tritium vector add", z, x.astype(np.float64) + y, 1e-6)
    p = {"tritium": run_t, "torch": None, "torch.compile": None, "numpy": lambda: np.add(x, y, out=zn)}
    if torch is not None:
        tx, ty, tz = T(x), T(y), torch.empty(n)
        p["torch"] = lambda: torch.add(tx, ty, out=tz)
        f = tcompile(lambda u, v: u + v)
        if f:
            check("torch.compile vector add", f(tx, ty), x.astype(np.float64) + y, 1e-6)
            p["torch.compile"] = lambda f=f: f(tx, ty)
    out.append(("vector add", "2^24 fp32", bench(p), 3 * 4 * n, "GB/s"))

    # ---- softmax
    R, C = 4096, 1024
    xs = rng.standard_normal((R, C), dtype=np.float32)
    xd = xs.astype(np.float64)
    e = np.exp(xd - xd.max(1, keepdims=True))
    ref = e / e.sum(1, keepdims=True)
    ys, yn = poisoned(R, C), np.empty_like(xs)
    run_t = lambda: softmax_kernel[(R,)](ys, xs, C, C, C, BLOCK=C, **TOPT)  # noqa: E731
    run_t()
    check("tritium softmax", ys, ref, 1e-6)

    def np_softmax():
        np.subtract(xs, xs.max(axis=1, keepdims=True), out=yn)
        np.exp(yn, out=yn)
        np.divide(yn, yn.sum(axis=1, keepdims=True), out=yn)
    p = {"tritium": run_t, "torch": None, "torch.compile": None, "numpy": np_softmax}
    if torch is not None:
        txs, tys = T(xs), torch.empty(R, C)
        # torch.softmax has no out=; its aten out-variant writes into a preallocated tensor
        p["torch"] = lambda: torch.ops.aten._softmax.out(txs, 1, False, out=tys)
        f = tcompile(lambda v: torch.softmax(v, dim=1))
        if f:
            check("torch.compile softmax", f(txs), ref, 1e-5)
            p["torch.compile"] = lambda f=f: f(txs)
    out.append(("softmax", f"{R}x{C} fp32", bench(p), 2 * 4 * R * C, "GB/s"))

    # ---- layer norm forward (also writes each row's mean and 1/std, as torch's kernel does)
    w, b = rng.standard_normal(C, dtype=np.float32), rng.standard_normal(C, dtype=np.float32)
    yl, mean, rstd = poisoned(R, C), poisoned(R), poisoned(R)
    run_t = lambda: layer_norm_fwd[(R,)](xs, yl, w, b, mean, rstd, C, C, 1e-5, BLOCK=1024, **TOPT)  # noqa: E731
    run_t()
    ref = (xd - xd.mean(1, keepdims=True)) / np.sqrt(xd.var(1, keepdims=True) + 1e-5) * w + b
    check("tritium layer norm", yl, ref, 1e-4)

    def np_layer_norm():
        mu = xs.mean(axis=1, keepdims=True)
        d = xs - mu
        r = 1 / np.sqrt((d * d).mean(axis=1, keepdims=True) + 1e-5)
        return d * r * w + b
    p = {"tritium": run_t, "torch": None, "torch.compile": None, "numpy": np_layer_norm}
    if torch is not None:
        tw, tb, tyl, tm, tr = T(w), T(b), torch.empty(R, C), torch.empty(R, 1), torch.empty(R, 1)
        p["torch"] = lambda: torch.ops.aten.native_layer_norm.out(txs, [C], tw, tb, 1e-5, out0=tyl, out1=tm, out2=tr)
        f = tcompile(lambda v: torch.nn.functional.layer_norm(v, (C,), tw, tb, 1e-5))
        if f:
            check("torch.compile layer norm", f(txs), ref, 1e-4)
            p["torch.compile"] = lambda f=f: f(txs)
    out.append(("layer norm", f"{R}x{C} fp32", bench(p), 2 * 4 * R * C, "GB/s"))

    # ---- matmul
    for size in (512, 1024):
        a = rng.standard_normal((size, size), dtype=np.float32)
        bm = rng.standard_normal((size, size), dtype=np.float32)
        c, cn = poisoned(size, size), np.empty((size, size), np.float32)
        ref = a.astype(np.float64) @ bm
        BM, BN, BK = 128, 128, 64
        grid = (tritium.cdiv(size, BM) * tritium.cdiv(size, BN),)
        run_t = lambda: matmul_kernel[grid](a, bm, c, size, size, size, size, 1, size, 1, size, 1,  # noqa: E731
                                            BLOCK_M=BM, BLOCK_N=BN, BLOCK_K=BK, GROUP_M=8, **TOPT)
        run_t()
        check(f"tritium matmul {size}", c, ref, 1e-2)
        p = {"tritium": run_t, "torch": None, "torch.compile": None, "numpy": lambda: np.matmul(a, bm, out=cn)}
        if torch is not None:
            ta, tbm, tc = T(a), T(bm), torch.empty(size, size)
            p["torch"] = lambda: torch.matmul(ta, tbm, out=tc)
            f = tcompile(lambda u, v: u @ v)
            if f:
                check(f"torch.compile matmul {size}", f(ta, tbm), ref, 1e-2)
                p["torch.compile"] = lambda f=f: f(ta, tbm)
        out.append(("matmul", f"{size}^3 fp32", bench(p), 2 * size ** 3, "GFLOP/s"))

    # ---- matmul, bf16 inputs and output, fp32 accumulation (NumPy has no bf16: torch tensors for both)
    for size in (512, 1024) if torch is not None else ():
        ta = torch.from_numpy(rng.standard_normal((size, size), dtype=np.float32)).bfloat16()
        tbm = torch.from_numpy(rng.standard_normal((size, size), dtype=np.float32)).bfloat16()
        ref = ta.double().numpy() @ tbm.double().numpy()
        c, tc = torch.full((size, size), float("nan"), dtype=torch.bfloat16), torch.empty(size, size, dtype=torch.bfloat16)
        grid = (tritium.cdiv(size, 128) ** 2,)
        run_t = lambda: matmul_kernel[grid](ta, tbm, c, size, size, size, size, 1, size, 1, size, 1,  # noqa: E731
                                            BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, GROUP_M=8, **TOPT)
        run_t()
        check(f"tritium bf16 matmul {size}", c.float(), ref, 1e-2 * float(np.abs(ref).max()))
        p = {"tritium": run_t, "torch": lambda: torch.matmul(ta, tbm, out=tc), "torch.compile": None, "numpy": None}
        f = tcompile(lambda u, v: u @ v)
        if f:
            check(f"torch.compile bf16 matmul {size}", f(ta, tbm).float(), ref, 1e-2 * float(np.abs(ref).max()))
            p["torch.compile"] = lambda f=f: f(ta, tbm)
        out.append(("matmul", f"{size}^3 bf16 (fp32 acc)", bench(p), 2 * size ** 3, "GFLOP/s"))
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


def _noop():
    pass


def launch_overhead():
    """(label, µs per launch: the median block, the fastest and slowest blocks, ns per call of a
    Python no-op function timed after each block) of `tiny_kernel[grid](x, 3)`, written as programs
    write it (the grid subscripted on every call): the 16-program grids against the 1-program ones
    show the thread pool's cost. Blocks of launches after a warm-up block, as the kernels above are
    timed (medians): on the lent 16-core VM a process's first team launches after a quiet spell cost
    up to 2x the steady state (its idle vCPUs wake slowly), which the slowest block shows. The no-op
    call is the machine's speed for Python at that moment: on the lent VMs it moved between 27 and
    73 ns within one process from one second to the next, and a launch's cost moves with it."""
    x = np.zeros(16, np.int32)
    block, blocks = (500, 5) if ARGS.quick else (2000, 10)
    res = []
    every = " (--threads)" if ARGS.threads else " (default: all cores)"
    forced = ", on a team every launch (the launch policy's estimate, which gives this grid one thread, off)"
    for programs, opts, threads, note in ((1, TOPT, TRITIUM_THREADS, every), (16, TOPT, TRITIUM_THREADS, every),
                                          (16, TOPT, TRITIUM_THREADS, forced),
                                          (1, {"num_threads": 1}, 1, ""), (16, {"num_threads": 1}, 1, "")):
        x[:] = 0
        tiny_kernel[(programs,)](x, 3, **opts)  # compiles (num_threads is part of the cache key)
        assert (x == np.arange(16) + 3).all()
        la = tiny_kernel[(programs,)](x, 3, warmup=True, **opts).launcher
        default = la.policy
        if note == forced:  # (a thread per program, whatever the estimate says)
            la.set_policy(default.replace(thread_ns=0))
        times, noops = [], []
        for b in range(blocks + 1):  # (the first block warms up)
            t = time.perf_counter()
            for _ in range(block):
                tiny_kernel[(programs,)](x, 3, **opts)
            times.append((time.perf_counter() - t) / block * 1e6)
            t = time.perf_counter()
            for _ in range(block):
                _noop()
            noops.append((time.perf_counter() - t) / block * 1e9)
        la.set_policy(default)
        times = times[1:]
        res.append((f"{programs}-program grid, num_threads={threads}{note}",
                    statistics.median(times), min(times), max(times), statistics.median(noops[1:])))
    return res


def first_launch():
    """Runs of benchmarks/cpu_first_launch.py in fresh processes sharing one new cache directory:
    -> (cold run, the run of median first launch among the cached ones, -X importtime's top imports)."""
    env = dict(os.environ, TRITIUM_CACHE_DIR=tempfile.mkdtemp(prefix="tritium-first-launch-"),
               PYTHONPATH=os.pathsep.join(filter(None, [os.path.dirname(os.path.dirname(tritium.__file__)),
                                                        os.environ.get("PYTHONPATH")])))
    # as installed programs run: with .pyc files (the cold run writes those that are missing), not
    # compiling every module again as PYTHONDONTWRITEBYTECODE=1 (set on some dev machines) makes it
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    cmd = [sys.executable, os.path.join(HERE, "cpu_first_launch.py")]
    cmd += ["--threads", str(ARGS.threads)] if ARGS.threads else []

    def child(*flags, blas_threads=None):
        # this process's OpenMP and OpenBLAS threads keep spinning for a while after the last
        # benchmark: a child started meanwhile would share the cores with them (its threads then
        # wait for scheduler ticks, ~4 ms each); a program starting alone has the cores to itself
        time.sleep(1.0)
        e = dict(env, OPENBLAS_NUM_THREADS=str(blas_threads)) if blas_threads else env
        r = subprocess.run(cmd[:1] + list(flags) + cmd[1:], env=e, capture_output=True, text=True, check=True)
        return json.loads(r.stdout.strip().splitlines()[-1]), r.stderr
    cold = child()[0]  # compiles the kernel into the cache

    def median_run(**kw):
        runs = sorted((child(**kw)[0] for _ in range(1 if ARGS.quick else 5)),
                      key=lambda r: r["launch_imports_ms"] + r["first_launch_ms"])
        return runs[len(runs) // 2]
    # `import numpy` starts OpenBLAS's threads, which spin for ~0.1 s before sleeping: a launch in
    # that window finds the cores taken (torch.add's too); with one BLAS thread there are none
    quiet = median_run(blas_threads=1)
    run = median_run()
    # where the imports go over the whole run (import, definition, first launch): the top-level
    # imports (those no other import caused; every lazy import is one), the kernel's own module
    # replaced by what it imports. -X importtime prints an import's children before it.
    top, children = [], []
    for line in child("-X", "importtime")[1].splitlines():
        cols = line.split("|")
        if line.startswith("import time:") and len(cols) == 3 and cols[1].strip().isdigit():
            name, ms = cols[2][1:], int(cols[1]) / 1e3
            level = (len(name) - len(name.lstrip())) // 2
            if level == 1:
                children.append((ms, name.strip()))
            elif level == 0:
                top.extend(children if name == "vector_add" else [(ms, name)])
                children = []
    return cold, run, quiet, sorted(top, reverse=True)[:5]


def fmt_ms(t: dict, k: str) -> str:
    return f"{t[k] * 1e3:.2f}" if k in t else "-"


def ratio(t: dict, k: str) -> str:
    return f"{t[k] / t['tritium']:.2f}x" if k in t else "-"


def machine_line() -> str:
    from tritium.backends.cpu.compiler import host
    model = ""
    try:
        with open("/proc/cpuinfo") as f:
            model = next((ln.split(":", 1)[1].strip() for ln in f if ln.startswith("model name")), "")
    except OSError:
        pass
    cores = os.cpu_count()
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else cores
    blas = next((os.environ[v] for v in ("OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS", "OMP_NUM_THREADS")
                 if os.environ.get(v)), "its default (all cores)")
    import llvmlite
    return (f"Machine: {platform.machine()}, {model or '?'} (LLVM: {host()['cpu']}), {cores} cores"
            + (f" ({usable} usable)" if usable != cores else "") + f". Threads: tritium {TRITIUM_THREADS}"
            + (f", torch {torch.get_num_threads()}" if torch is not None else "")
            + f", numpy elementwise 1 and BLAS {blas}. Python {platform.python_version()}, numpy {np.__version__}"
            + (f", torch {torch.__version__}" if torch is not None else "") + f", llvmlite {llvmlite.__version__}"
            + (f", tritium {tritium.__version__}."))


def main():
    lines = []
    say = lambda s="": (print(s, flush=True), lines.append(s))  # noqa: E731
    timing = ("each provider timed in its own block after a 0.5 s pause" if ARGS.pauses
              else "providers interleaved, each round in a new random order (seeded), no pauses")
    say(f"# CPU backend benchmarks\n\n{machine_line()}\n\nTimes: medians of {REPS} calls after warm-up, {timing}; "
        "every provider reads the same input arrays; tritium and torch write into preallocated outputs from torch's "
        "allocator (out=), NumPy into its own, torch.compile is Inductor (its graphs allocate their outputs). Ratios: the other's time / tritium's (>1: tritium faster)."
        + ("" if torch is None or COMPILE else f" torch.compile left out: {COMPILE_FAILS}.") + "\n")
    say("| kernel | size | tritium ms | torch ms | torch.compile ms | numpy ms | tritium rate | vs torch "
        "| vs torch.compile | vs numpy |")
    say("|---|---|---|---|---|---|---|---|---|---|")
    for name, size, t, amount, unit in rows():
        say(f"| {name} | {size} | {fmt_ms(t, 'tritium')} | {fmt_ms(t, 'torch')} | {fmt_ms(t, 'torch.compile')} | "
            f"{fmt_ms(t, 'numpy')} | {amount / t['tritium'] / 1e9:.1f} {unit} | {ratio(t, 'torch')} | "
            f"{ratio(t, 'torch.compile')} | {ratio(t, 'numpy')} |")
    say("\n| kernel | cold compile ms | cache-hit load ms |\n|---|---|---|")
    for name, cold, hit in compile_times():
        say(f"| {name} | {cold:.0f} | {hit:.1f} |")
    say("\n| launch of a tiny kernel (2 arguments) | µs per launch (median block) | fastest - slowest block "
        "| a Python no-op call meanwhile, ns |\n|---|---|---|---|")
    for label, us, lo, hi, noop in launch_overhead():
        say(f"| {label} | {us:.1f} | {lo:.1f} - {hi:.1f} | {noop:.0f} |")
    cold, r, quiet, top = first_launch()
    say(f"\nFirst launch of a cached kernel (vector add) in a fresh process"
        f"{'' if ARGS.quick else ', the median of 5'}: `import tritium` {r['import_ms']:.1f} ms; then numpy "
        f"{r['numpy_ms']:.0f} ms and the kernel's definition (tritium.language, @jit) {r['define_ms']:.0f} ms; "
        f"then the first launch {r['launch_imports_ms'] + r['first_launch_ms']:.1f} ms (second launch "
        f"{r['second_launch_ms']:.2f} ms; with an empty cache the first launch took "
        f"{cold['launch_imports_ms'] + cold['first_launch_ms']:.0f} ms)"
        + ("" if r["cache_hit"] and quiet["cache_hit"] else
           ". WARNING: a run missed the cache (were tritium's sources edited meanwhile?)")
        + f". With OPENBLAS_NUM_THREADS=1 (`import numpy` starts OpenBLAS threads that spin for ~0.1 s, taking "
        f"the cores from any OpenMP region run meanwhile, torch's included): first launch "
        f"{quiet['launch_imports_ms'] + quiet['first_launch_ms']:.1f} ms, its grid "
        f"{quiet['parts_ms'].get('the call (the grid runs)', float('nan')):.1f} ms, second launch "
        f"{quiet['second_launch_ms']:.2f} ms.\n\n| first launch, part | ms |\n|---|---|")
    say("| imports of the launch path (cache, binder, registry, CPU backend and driver) | "
        f"{r['launch_imports_ms']:.1f} |")
    for part, ms in r["parts_ms"].items():
        say(f"| {part} | {ms:.1f} |")
    say("\n`-X importtime` over that whole run, the top-level imports (vector_add's own: those it made) "
        "by cumulative time: "
        + ", ".join(f"{name} {ms:.0f} ms" for ms, name in top) + ".")
    path = ARGS.out or (None if ARGS.quick else os.path.join(HERE, "results", "cpu.md"))
    if path:
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
