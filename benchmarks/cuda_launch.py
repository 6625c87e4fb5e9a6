"""Launch overhead of tritium's CUDA driver, piece by piece, against Triton's (same process, same GPU).

    python benchmarks/cuda_launch.py [--n 10000] [--out FILE]

A tiny 4-argument kernel (x, y, z, n: z = x + y on 1024 floats, one block) is launched 10k times per
row; each launch is timed on the host (perf_counter_ns around the call) and the table gives the
median (p10-p90) in microseconds. The GPU queue never fills: the stream is synchronised every 200
launches, outside the timed calls. Rows:

(The hand-written kernel of the raw rows runs one element per thread: 8 blocks of 128.)

- raw native trampoline / ctypes / cuda-bindings `cuLaunchKernel`: the driver call alone, parameters
  prebuilt (what the launcher's design choice rests on; the trampoline is what the launcher calls);
- CUDALauncher: tritium's launcher (stream lookup, context check, argument packing, the call);
- binder: the generated binder alone on CUDA torch tensors (the specialisation key);
- tritium `kernel[grid](...)` and Triton `kernel[grid](...)`: end to end, same kernel source;
- the last two also back to back (20k launches, no sync: what a Python loop of launches sees);
- a cache hit piece by piece: a fresh kernel object of the same source with a warm on-disk cache, from
  binder generation to the first launch returning.

Needs a CUDA GPU, torch and triton; writes a Markdown table to --out (default
benchmarks/results/cuda_launch.md).
"""
from __future__ import annotations

import argparse
import ctypes
import importlib
import importlib.util
import os
import statistics
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != HERE]  # benchmarks/ shadows nothing
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(1, os.path.join(os.path.dirname(HERE), "tests", "unit"))  # (cuda_testkernels: test fixtures)
CACHE = tempfile.mkdtemp(prefix="bench-launch-")
os.environ["TRITIUM_CACHE_DIR"] = os.path.join(CACHE, "tritium")
os.environ["TRITON_CACHE_DIR"] = os.path.join(CACHE, "triton")

import torch  # noqa: E402

import tritium  # noqa: E402
import tritium.language as tl  # noqa: E402
import cuda_testkernels as TK  # noqa: E402
from tritium.backends.registry import drivers  # noqa: E402

cd = importlib.import_module("tritium.backends.cuda.driver")

SRC = '''
import {mod} as triton
import {mod}.language as tl

@triton.jit
def add4(x_ptr, y_ptr, z_ptr, n):
    offs = tl.arange(0, 1024)
    m = offs < n
    tl.store(z_ptr + offs, tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m), mask=m)
'''


def load_src(mod: str):
    path = os.path.join(CACHE, f"k_{mod}.py")
    with open(path, "w") as f:
        f.write(SRC.format(mod=mod))
    spec = importlib.util.spec_from_file_location(f"k_{mod}", path)
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


def timed(fn, n: int, sync_every: int = 200) -> list[float]:
    """Host microseconds of each of n calls of fn(), the GPU drained every `sync_every` calls."""
    for _ in range(500):
        fn()
    torch.cuda.synchronize()
    out = []
    clock = time.perf_counter_ns
    for i in range(n):
        t0 = clock()
        fn()
        out.append((clock() - t0) / 1e3)
        if i % sync_every == sync_every - 1:
            torch.cuda.synchronize()
    torch.cuda.synchronize()
    return out


def back_to_back(fn, n: int = 20000) -> float:
    fn()
    torch.cuda.synchronize()
    best = float("inf")
    for _ in range(3):
        t0 = time.perf_counter()
        for _ in range(n):
            fn()
        t1 = time.perf_counter()
        torch.cuda.synchronize()
        best = min(best, (t1 - t0) / n * 1e6)
    return best


def stats(xs):
    xs = sorted(xs)
    return statistics.median(xs), xs[len(xs) // 10], xs[len(xs) * 9 // 10]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=10000)
    ap.add_argument("--out", default=os.path.join(HERE, "results", "cuda_launch.md"))
    ap.add_argument("--profile", action="store_true", help="also print a cProfile of tritium's launches")
    args = ap.parse_args()
    n = args.n
    drv = drivers()["cuda"]
    arch = drv.get_current_target().arch
    x, y = torch.randn(1024, device="cuda"), torch.randn(1024, device="cuda")
    z = torch.empty_like(x)
    rows = []

    def row(name, xs, note=""):
        med, p10, p90 = stats(xs) if isinstance(xs, list) else (xs, None, None)
        spread = f"{p10:.2f}-{p90:.2f}" if p10 is not None else ""
        rows.append((name, f"{med:.2f}", spread, note))
        print(f"{name:55s} {med:8.2f} us  {spread:>14s}  {note}", flush=True)

    # ---- the driver call alone
    cubin, meta = TK.build("vector_add", arch)
    launcher = drv.load(cubin, meta)
    a = (x.data_ptr(), y.data_ptr(), z.data_ptr(), 1024)
    launcher((8,), a)  # one element per thread: 8 blocks of 128
    torch.cuda.synchronize()
    assert torch.equal(z, x + y), "vector_add launched through CUDALauncher is wrong"
    fobj = next(iter(launcher.funcs.values()))  # the CUfunction (cuda-bindings object)
    func, params = int(fobj), launcher.params_ptr  # (the parameters point into the launch record)
    lib = cd.libcuda()
    stream = torch.cuda.current_stream().cuda_stream
    vp, u = ctypes.c_void_p, ctypes.c_uint
    clib = ctypes.CDLL("libcuda.so.1")
    claunch = clib.cuLaunchKernel
    claunch.argtypes, claunch.restype = [vp, u, u, u, u, u, u, u, vp, vp, vp], ctypes.c_int
    stream_now = torch._C._cuda_getCurrentRawStream(0)
    launcher((8,), a, stream_now)  # the record now holds this launch: the trampoline alone repeats it
    native, rec = launcher._native, launcher.rec_addr
    row("raw native trampoline (launch record prebuilt)", timed(lambda: native(rec), n), "the launcher's path")
    row("raw ctypes cuLaunchKernel", timed(lambda: claunch(func, 8, 1, 1, 128, 1, 1, 0, stream, params, None), n))
    cu = cd.bindings()
    sobj = cu.CUstream(stream)
    row("raw cuda-bindings cuLaunchKernel (CUstream object)",
        timed(lambda: cu.cuLaunchKernel(fobj, 8, 1, 1, 128, 1, 1, 0, sobj, params, 0), n))
    row("raw cuda-bindings cuLaunchKernel (int stream)",
        timed(lambda: cu.cuLaunchKernel(fobj, 8, 1, 1, 128, 1, 1, 0, stream, params, 0), n))
    # variants the launcher could use instead (GIL kept through the call: PyDLL)
    pylib = ctypes.PyDLL("libcuda.so.1")
    plaunch = pylib.cuLaunchKernel
    plaunch.argtypes, plaunch.restype = claunch.argtypes, ctypes.c_int
    row("raw ctypes PyDLL cuLaunchKernel (GIL held)",
        timed(lambda: plaunch(func, 8, 1, 1, 128, 1, 1, 0, stream, params, None), n))
    slot = ctypes.c_void_p()
    ref = ctypes.byref(slot)
    row("cuCtxGetCurrent, CDLL", timed(lambda: lib.get_current(ref), n))
    pget = pylib.cuCtxGetCurrent
    pget.argtypes, pget.restype = lib.get_current.argtypes, ctypes.c_int
    row("cuCtxGetCurrent, PyDLL", timed(lambda: pget(ref), n))
    row("torch._C._cuda_getCurrentRawStream", timed(lambda: torch._C._cuda_getCurrentRawStream(0), n))
    row("CUDALauncher(grid, args)", timed(lambda: launcher((8,), a), n), "stream from torch")
    row("CUDALauncher(grid, args, stream)", timed(lambda: launcher((8,), a, stream), n))

    # ---- end to end
    kt, kr = load_src("tritium"), load_src("triton")
    os.environ["TRITIUM_INTERPRET"] = "0"
    kt.add4[(1,)](x, y, z, 1024)
    torch.cuda.synchronize()
    assert torch.equal(z, x + y), "tritium's add4 is wrong"
    binder = kt.add4._binder
    row("tritium binder (key + args, 3 CUDA tensors + int)", timed(lambda: binder(x, y, z, 1024), n))
    tt = timed(lambda: kt.add4[(1,)](x, y, z, 1024), n)
    row("tritium kernel[grid](x, y, z, n)", tt)
    kr.add4[(1,)](x, y, z, 1024)
    torch.cuda.synchronize()
    tr = timed(lambda: kr.add4[(1,)](x, y, z, 1024), n)
    import triton
    row(f"Triton {triton.__version__} kernel[grid](x, y, z, n)", tr)
    row("tritium back to back (20k, no sync)", back_to_back(lambda: kt.add4[(1,)](x, y, z, 1024)))
    row("Triton back to back (20k, no sync)", back_to_back(lambda: kr.add4[(1,)](x, y, z, 1024)))
    ratio = stats(tr)[0] / stats(tt)[0]

    # ---- cache hit, piece by piece: fresh kernel objects of the same source, warm on-disk cache
    pieces = {"binder generated": [], "compile() cache hit": [], "driver.load": [], "first launch (module load)": [],
              "total, to launched": []}
    for _ in range(7):
        k2 = load_src("tritium").add4
        t0 = time.perf_counter()
        binder2 = k2._make_binder()
        t1 = time.perf_counter()
        key, _, _ = binder2(x, y, z, 1024)
        from tritium.compiler import compile as compile_kernel
        from tritium.runtime.binder import key_to_specialization
        sig, cx, facts = key_to_specialization(k2, key)
        ck = compile_kernel(k2, sig, cx, target=f"cuda:{arch}", facts={a: v for a, v in facts.items() if v})
        t2 = time.perf_counter()
        ck.launcher = drv.load(ck.asm["cubin"], ck.metadata, device=0)
        ck.fn = k2
        k2.kernels[key] = ck
        t3 = time.perf_counter()
        k2[(1,)](x, y, z, 1024)
        t4 = time.perf_counter()
        torch.cuda.synchronize()
        for name, v in zip(pieces, (t1 - t0, t2 - t1, t3 - t2, t4 - t3, t4 - t0)):
            pieces[name].append(v * 1e6)
    for name, xs in pieces.items():
        row(f"cache hit: {name}", xs[1:], "median of 6 fresh kernel objects")
    if args.profile:
        import cProfile
        import pstats
        pr = cProfile.Profile()
        pr.enable()
        for _ in range(20000):
            kt.add4[(1,)](x, y, z, 1024)
        pr.disable()
        torch.cuda.synchronize()
        pstats.Stats(pr).sort_stats("tottime").print_stats(15)

    dev = torch.cuda.get_device_name()
    head = (f"# CUDA launch overhead\n\n`python benchmarks/cuda_launch.py`: {dev}, torch {torch.__version__}, "
            f"Triton {triton.__version__}, Python {sys.version.split()[0]}. Host microseconds per call, median "
            f"of {n} (p10-p90); the GPU queue is drained every 200 calls outside the timings. Triton / tritium "
            f"end to end: {ratio:.2f}x.\n\n| what | us | p10-p90 | |\n|---|---:|---|---|\n")
    table = head + "".join(f"| {a} | {b} | {c} | {d} |\n" for a, b, c, d in rows)
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w") as f:
        f.write(table)
    print(table)


if __name__ == "__main__":
    main()
