"""Atomic-heavy kernels: tritium's CUDA backend vs Triton vs torch, in one process (needs a CUDA GPU,
torch and triton). Ordered atomics (Triton's default `sem="acq_rel"`) are where tritium's PTX differs
most from Triton's: LLVM 22 emits an ordered atomicrmw as a relaxed `atom`, so tritium brackets it with
`fence.release` / `fence.acquire`, where Triton emits one `atom.acq_rel`. Rows:

- histogram: 2^24 int32 keys into 256 / 4096 bins with `tl.atomic_add` (acq_rel and relaxed);
- block sums into one float: each program atomically adds its block's sum (2^24 fp32, 1024 per block);
- lock-protected accumulate (tutorial 05's pattern: atomic_cas spin, stores, atomic_xchg release).

Each result is checked against torch before timing. Prints one table; `--out FILE` writes Markdown.

    python benchmarks/cuda_atomics.py [--out benchmarks/results/cuda-atomics-h100.md]
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import sys
import tempfile

_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != _HERE]
CACHE = tempfile.mkdtemp(prefix="bench-atomics-cache-")
os.environ["TRITIUM_CACHE_DIR"] = os.path.join(CACHE, "tritium")
os.environ["TRITON_CACHE_DIR"] = os.path.join(CACHE, "triton")

import torch  # noqa: E402
import triton  # noqa: E402
import triton.language  # noqa: E402

sys.path.insert(0, os.path.dirname(_HERE))
import tritium  # noqa: E402,F401

SRC = '''
import {mod} as triton
import {mod}.language as tl


@triton.jit
def histogram(keys, bins, n, NBINS: tl.constexpr, RELAXED: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    k = tl.load(keys + offs, mask=mask, other=0) % NBINS
    if RELAXED:
        tl.atomic_add(bins + k, 1, mask=mask, sem="relaxed")
    else:
        tl.atomic_add(bins + k, 1, mask=mask)


@triton.jit
def block_sums(x, out, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.atomic_add(out, tl.sum(tl.load(x + offs, mask=offs < n, other=0.0), axis=0))


@triton.jit
def locked_accumulate(x, acc, lock, n, COLS: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    cols = tl.arange(0, COLS)
    rows = pid * BLOCK + tl.arange(0, BLOCK)
    part = tl.sum(tl.load(x + rows[:, None] * COLS + cols[None, :], mask=rows[:, None] < n, other=0.0), axis=0)
    while tl.atomic_cas(lock, 0, 1) == 1:
        pass
    tl.store(acc + cols, tl.load(acc + cols) + part)
    tl.atomic_xchg(lock, 0)
'''


def load(modname: str, tag: str):
    path = os.path.join(CACHE, f"atomics_{tag}.py")
    with open(path, "w") as f:
        f.write(SRC.replace("{mod}", modname))
    spec = importlib.util.spec_from_file_location(f"atomics_{tag}", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def bench(fn) -> float:
    return triton.testing.do_bench(fn, warmup=25, rep=200, return_mode="median")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out")
    args = ap.parse_args()
    mods = {"tritium": load("tritium", "tritium"), "triton": load("triton", "triton")}
    n, BLOCK = 1 << 24, 1024
    g = torch.Generator(device="cuda").manual_seed(0)
    keys = torch.randint(0, 1 << 30, (n,), device="cuda", dtype=torch.int32, generator=g)
    x = torch.randn(n, device="cuda", generator=g)
    COLS, ROWS_PER = 64, 64
    xm = torch.randn(n // COLS, COLS, device="cuda", generator=g)
    rows_out = []

    def row(name, us):
        ratio = us["triton"] / us["tritium"]
        rows_out.append((name, f"{us['tritium']:.1f}", f"{us['triton']:.1f}", f"{us.get('torch', float('nan')):.1f}",
                         f"{ratio:.2f}x"))
        print(*rows_out[-1], sep="  ", flush=True)

    for nbins in (256, 4096):
        ref = torch.bincount((keys % nbins).long(), minlength=nbins).int()
        for relaxed in (False, True):
            us = {}
            for who, k in mods.items():
                bins = torch.full((nbins,), -7, device="cuda", dtype=torch.int32)
                run = lambda: k.histogram[(triton.cdiv(n, BLOCK),)](keys, bins, n, NBINS=nbins, RELAXED=relaxed,  # noqa: E731
                                                                 BLOCK=BLOCK)
                bins.zero_()
                run()
                torch.cuda.synchronize()
                assert torch.equal(bins, ref), f"{who} histogram {nbins} wrong"
                us[who] = bench(run) * 1e3
            us["torch"] = bench(lambda: torch.bincount((keys % nbins).long(), minlength=nbins)) * 1e3
            row(f"histogram {nbins} bins ({'relaxed' if relaxed else 'acq_rel'})", us)

    us = {}
    for who, k in mods.items():
        out = torch.full((1,), float("nan"), device="cuda")
        out.zero_()
        run = lambda: k.block_sums[(triton.cdiv(n, BLOCK),)](x, out, n, BLOCK=BLOCK)  # noqa: E731
        run()
        torch.cuda.synchronize()
        assert abs(out.item() - x.double().sum().item()) < 1e-2 * n ** 0.5, f"{who} block sums wrong"
        us[who] = bench(run) * 1e3
    us["torch"] = bench(lambda: x.sum()) * 1e3
    row("block sums into one float", us)

    us = {}
    nrows = xm.shape[0]
    ref = xm.double().sum(0)
    for who, k in mods.items():
        acc = torch.zeros(COLS, device="cuda")
        lock = torch.zeros(1, device="cuda", dtype=torch.int32)
        run = lambda: k.locked_accumulate[(triton.cdiv(nrows, ROWS_PER),)](xm, acc, lock, nrows, COLS=COLS,  # noqa: E731
                                                                          BLOCK=ROWS_PER)
        for _ in range(20):  # lost updates showed up about 1 run in 10 before the fences
            acc.zero_()
            run()
            torch.cuda.synchronize()
            assert torch.allclose(acc.double(), ref, atol=1e-2, rtol=1e-4), f"{who} locked accumulate lost updates"
        us[who] = bench(run) * 1e3
    us["torch"] = bench(lambda: xm.sum(0)) * 1e3
    row("lock-protected accumulate", us)

    head = ("| kernel | tritium µs | Triton µs | torch µs | Triton/tritium time |\n|---|---|---|---|---|\n")
    table = head + "".join("| " + " | ".join(r) + " |\n" for r in rows_out)
    dev = f"device: {torch.cuda.get_device_name()}, torch {torch.__version__}, triton {triton.__version__}"
    print()
    print(dev)
    print(table)
    if args.out:
        with open(args.out, "w") as f:
            f.write(f"# Atomic-heavy kernels: tritium CUDA vs Triton vs torch\n\n{dev}; "
                    f"`python benchmarks/cuda_atomics.py`; medians of do_bench\n\n" + table)


if __name__ == "__main__":
    main()
