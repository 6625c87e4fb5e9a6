"""What a CPU team's wake-up costs: the 512^3 fp32 matmul of benchmarks/cpu.py (16 programs of
128x128) on tritium and torch, back to back, after idle gaps (the OpenMP threads park after a short
spin) and right after torch or NumPy (whose threads keep spinning). Run it under several OpenMP
settings to compare, e.g. OMP_WAIT_POLICY=active (threads never park) or TRITIUM_CPU_OPENMP=0
(tritium's Python pool):

    python benchmarks/cpu_wakeup.py

Prints one table: medians of 9 launches, min and max, in ms.
"""
from __future__ import annotations

import os
import statistics
import sys
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "examples"))
os.environ["TRITIUM_INTERPRET"] = "0"

import torch  # noqa: E402

from matmul import matmul_kernel  # noqa: E402


def main() -> None:
    size = 512
    rng = np.random.default_rng(0)
    a = rng.standard_normal((size, size), dtype=np.float32)
    b = rng.standard_normal((size, size), dtype=np.float32)
    c, cn = np.full((size, size), np.nan, np.float32), np.empty((size, size), np.float32)
    ta, tb, tc = torch.from_numpy(a), torch.from_numpy(b), torch.empty(size, size)

    def tritium_mm():
        matmul_kernel[(16,)](a, b, c, size, size, size, size, 1, size, 1, size, 1, BLOCK_M=128, BLOCK_N=128,
                             BLOCK_K=64, GROUP_M=8)

    def torch_mm():
        torch.matmul(ta, tb, out=tc)

    def numpy_mm():
        np.matmul(a, b, out=cn)

    for f in (tritium_mm, torch_mm, numpy_mm):
        for _ in range(5):
            f()
    err = float(np.abs(c.astype(np.float64) - a.astype(np.float64) @ b).max())
    assert err < 1e-2, f"tritium's matmul is wrong: max error {err}"
    befores = [("back to back", lambda: None), ("after 10 ms idle", lambda: time.sleep(0.01)),
               ("after 300 ms idle", lambda: time.sleep(0.3)), ("right after torch", torch_mm),
               ("right after numpy", numpy_mm)]
    print(f"OMP_WAIT_POLICY={os.environ.get('OMP_WAIT_POLICY')}, TRITIUM_CPU_OPENMP="
          f"{os.environ.get('TRITIUM_CPU_OPENMP')}, {os.cpu_count()} cores, torch threads {torch.get_num_threads()}")
    print("| 512^3 fp32 matmul | tritium ms (min-max) | torch ms (min-max) |")
    print("|---|---|---|")
    for label, before in befores:
        cells = []
        for f in (tritium_mm, torch_mm):
            ts = []
            for _ in range(9):
                before()
                t = time.perf_counter()
                f()
                ts.append((time.perf_counter() - t) * 1e3)
            cells.append(f"{statistics.median(ts):.3f} ({min(ts):.3f}-{max(ts):.3f})")
        print(f"| {label} | {cells[0]} | {cells[1]} |", flush=True)


if __name__ == "__main__":
    main()
