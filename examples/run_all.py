"""The main job: compile every example kernel for the CPU, check it against NumPy (float64), and
print a table: kernel, size, error, time, throughput, and NumPy's time for the same work (float32,
one call; NumPy's dropout draws its mask with its own generator).

Times are medians of a few calls after the first (which compiles, or loads from the cache).
`TRITIUM_INTERPRET=1` runs the same kernels in the reference interpreter instead.
"""
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import dropout  # noqa: E402
import layer_norm  # noqa: E402
import matmul  # noqa: E402
import softmax  # noqa: E402
import vector_add  # noqa: E402


def median_ms(fn, reps=5) -> float:
    ts = []
    for _ in range(reps):
        t = time.perf_counter()
        fn()
        ts.append(time.perf_counter() - t)
    return statistics.median(ts) * 1e3


def main() -> int:
    interpret = os.environ.get("TRITIUM_INTERPRET", "0") == "1"
    rows, ok = [], True
    for mod in (vector_add, softmax, layer_norm, matmul, dropout):
        r = mod.run() if not interpret else mod.run(**getattr(mod, "SMALL", {}))
        r["ok"] = r["max_err"] <= r["tol"]
        ok &= r["ok"]
        r["ms"] = median_ms(r["launch"], 1 if interpret else 10)
        r["numpy_ms"] = median_ms(r["numpy"])
        rows.append(r)
    where = "reference interpreter" if interpret else "CPU backend, all cores"
    print(f"{'kernel':<12} {'size':>13} {'max |err|':>10} {'check':>6} {'ms':>8} {'throughput':>14} {'NumPy ms':>9}"
          f"   ({where})")
    for r in rows:
        rate = f"{r['flops'] / r['ms'] / 1e6:.1f} GFLOP/s" if r["kernel"] == "matmul" else \
            f"{r['bytes'] / r['ms'] / 1e6:.1f} GB/s"
        print(f"{r['kernel']:<12} {r['size']:>13} {r['max_err']:>10.2e} {'ok' if r['ok'] else 'FAIL':>6} "
              f"{r['ms']:>8.2f} {rate:>14} {r['numpy_ms']:>9.2f}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
