"""The reference interpreter, sequential vs batched: ms per launch side by side.

    python benchmarks/interpreter.py [--repeat N]

Sequential = TRITIUM_INTERPRET_SEQUENTIAL=1 (programs one at a time, the exact path); batched = the
default (batches of programs at once, tritium/runtime/interp_batched.py). Each kernel's outputs are
compared bit for bit between the two modes.
"""
from __future__ import annotations

import argparse
import os
import time

import numpy as np

os.environ["TRITIUM_INTERPRET"] = "1"

import tritium  # noqa: E402
import tritium.language as tl  # noqa: E402
from tritium.runtime import interpreter as interp  # noqa: E402


@tritium.jit
def add_kernel(x_ptr, y_ptr, z_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(z_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask), mask=mask)


@tritium.jit
def inplace_kernel(p):  # upstream test_load_store_same_ptr: one element per program
    pid = tl.program_id(0)
    tl.store(p + pid, tl.load(p + pid) * 2)


@tritium.jit
def softmax_kernel(out_ptr, in_ptr, stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    x = tl.load(in_ptr + row * stride + offs, mask=offs < n_cols, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    tl.store(out_ptr + row * stride + offs, num / tl.sum(num, axis=0), mask=offs < n_cols)


@tritium.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pm, pn = tl.program_id(0), tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :], mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :], mask=((k + rk)[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, b)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


def cases():
    rng = np.random.default_rng(0)
    n = 65536 * 16
    x, y = rng.random(n, dtype=np.float32), rng.random(n, dtype=np.float32)
    yield ("vector add (65,536 programs x 16)", lambda z: add_kernel[(65536,)](x, y, z, n, BLOCK=16),
           lambda: np.empty(n, np.float32))
    yield ("vector add (1,024 programs x 1024)", lambda z: add_kernel[(1024,)](x, y, z, n, BLOCK=1024),
           lambda: np.empty(n, np.float32))
    yield ("load/store same ptr (65,536 x 1)", lambda z: inplace_kernel[(65536,)](z),
           lambda: np.ones(65536, np.float32))
    rows, cols = 4096, 781
    s = rng.standard_normal((rows, cols)).astype(np.float32)
    yield (f"softmax rows ({rows}x{cols})", lambda o: softmax_kernel[(rows,)](o, s, cols, cols, BLOCK=1024),
           lambda: np.empty((rows, cols), np.float32))
    M = N = K = 256
    a = rng.standard_normal((M, K)).astype(np.float32)
    b = rng.standard_normal((K, N)).astype(np.float32)
    yield (f"matmul {M}x{N}x{K} (8x8 grid, 32x32x32)",
           lambda c: matmul_kernel[(8, 8)](a, b, c, M, N, K, BM=32, BN=32, BK=32),
           lambda: np.empty((M, N), np.float32))


def timed(fn, make, mode, repeat):
    if mode == "sequential":
        os.environ["TRITIUM_INTERPRET_SEQUENTIAL"] = "1"
    else:
        os.environ.pop("TRITIUM_INTERPRET_SEQUENTIAL", None)
    out = make()
    fn(out)  # compile + first launch
    best = float("inf")
    for _ in range(repeat):
        out = make()
        t0 = time.perf_counter()
        fn(out)
        best = min(best, time.perf_counter() - t0)
    return best * 1e3, out, dict(interp.LAST_RUN)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    print(f"{'kernel':40s} {'sequential ms':>14s} {'batched ms':>11s} {'speed-up':>9s}  identical  batches")
    for name, fn, make in cases():
        ts, o_s, _ = timed(fn, make, "sequential", 1)
        tb, o_b, st = timed(fn, make, "batched", args.repeat)
        same = o_s.tobytes() == o_b.tobytes()
        print(f"{name:40s} {ts:14.1f} {tb:11.1f} {ts / tb:8.1f}x  {'yes' if same else 'NO':9s}  "
              f"{st.get('batched', 0)} batched, {st.get('sequential', 0)} sequential", flush=True)


if __name__ == "__main__":
    main()
