"""The main job: run every example kernel, check it against NumPy (float64), print a table.

Kernels run in tritium's reference interpreter (TRITIUM_INTERPRET=1) until the compiled CPU backend
lands; the times are interpreter times (an oracle's, not a compiler's) for one call after compiling.
"""
import os
import sys
import time

os.environ.setdefault("TRITIUM_INTERPRET", "1")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import dropout  # noqa: E402
import layer_norm  # noqa: E402
import matmul  # noqa: E402
import softmax  # noqa: E402
import vector_add  # noqa: E402


def main() -> int:
    rows, ok = [], True
    for mod in (vector_add, softmax, layer_norm, matmul, dropout):
        mod.run()  # first call compiles
        t = time.perf_counter()
        r = mod.run()
        r["ms"] = (time.perf_counter() - t) * 1e3
        r["ok"] = r["max_err"] <= r["tol"]
        ok &= r["ok"]
        rows.append(r)
    print(f"{'kernel':<12} {'size':>12} {'max |err|':>11} {'check':>6} {'time (ms)':>10}  (reference interpreter)")
    for r in rows:
        print(f"{r['kernel']:<12} {r['size']:>12} {r['max_err']:>11.2e} {'ok' if r['ok'] else 'FAIL':>6} {r['ms']:>10.1f}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
