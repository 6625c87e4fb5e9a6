"""Why a CPU grid took the time it took: the 512^3 fp32 matmul of benchmarks/cpu.py, launch by launch.

Interleaves tritium's matmul with torch's and NumPy's (random order each round, as cpu.py does: their
threads spin after each call and take the cores from what runs next) and records, for every tritium
launch, whether it ran on a team or on the calling thread alone, as the launch policy decided
(backends/cpu/policy.py: a size the team record holds runs alone while its count lasts; a heavy size
always on a team), and how long it took. Prints one table: per provider the median and spread, and
for tritium the launches alone and on teams with their medians, and when the size became heavy.

Run: python benchmarks/cpu_teams.py [--rounds 60] [--size 512] [--block 128]
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples"))
ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
ap.add_argument("--rounds", type=int, default=60)
ap.add_argument("--size", type=int, default=512)
ap.add_argument("--block", type=int, default=128)
ARGS = ap.parse_args()

try:
    import torch
except ImportError:
    torch = None
import tritium  # noqa: E402
from matmul import matmul_kernel  # noqa: E402  (examples/matmul.py, as benchmarks/cpu.py runs it)


def main():
    n, bm = ARGS.size, ARGS.block
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal((n, n), dtype=np.float32), rng.standard_normal((n, n), dtype=np.float32)
    c, cn = np.full((n, n), np.nan, np.float32), np.empty((n, n), np.float32)
    grid = (tritium.cdiv(n, bm) ** 2,)

    def run_t():
        return matmul_kernel[grid](a, b, c, n, n, n, n, 1, n, 1, n, 1, BLOCK_M=bm, BLOCK_N=bm, BLOCK_K=64, GROUP_M=8)
    ck = run_t()
    np.testing.assert_allclose(c, a.astype(np.float64) @ b, rtol=1e-2, atol=1e-2)
    la, total = ck.launcher, grid[0]
    providers = {"tritium": run_t, "numpy": lambda: np.matmul(a, b, out=cn)}
    if torch is not None:
        ta, tb, tc = torch.from_numpy(a), torch.from_numpy(b), torch.empty(n, n)
        providers["torch"] = lambda: torch.matmul(ta, tb, out=tc)
    for f in providers.values():
        f()
    times = {k: [] for k in providers}
    alone, team, heavy_at = [], [], None
    order = list(providers)
    shuffle = random.Random(1)
    for r in range(ARGS.rounds):
        shuffle.shuffle(order)
        for name in order:
            s = la.record.solo.get(total)
            by_team = not (s is not None and s[0] > 0)  # (what TeamRecord.threads answers next)
            t = time.perf_counter()
            providers[name]()
            t = (time.perf_counter() - t) * 1e3
            times[name].append(t)
            if name == "tritium":
                (team if by_team else alone).append(t)
                if heavy_at is None and total in la.record.heavy:
                    heavy_at = r
    print(f"# {n}^3 fp32 matmul, {total} programs of {bm}x{bm}, {os.cpu_count()} cores, {ARGS.rounds} rounds; "
          f"policy: {la.policy}\n")
    print("| provider | median ms | p10 - p90 ms |\n|---|---|---|")
    for name, ts in times.items():
        q = statistics.quantiles(ts, n=10)
        print(f"| {name} | {statistics.median(ts):.3f} | {q[0]:.3f} - {q[-1]:.3f} |")
    med = lambda xs: f"{statistics.median(xs):.3f}" if xs else "-"  # noqa: E731
    print(f"\ntritium launches on a team: {len(team)} (median {med(team)} ms); alone by the team record: "
          f"{len(alone)} (median {med(alone)} ms); the size became heavy in round "
          f"{heavy_at if heavy_at is not None else '(never)'}; record now: solo {la.record.solo}, heavy {la.record.heavy}")


if __name__ == "__main__":
    main()
