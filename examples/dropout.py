"""Seeded dropout: the keep mask is regenerated from (seed, offset) with tl.rand instead of stored."""
import numpy as np

import tritium
import tritium.language as tl


@tritium.jit
def dropout_kernel(x_ptr, out_ptr, n, p, seed, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    keep = tl.rand(seed, offs) > p
    tl.store(out_ptr + offs, tl.where(keep, x / (1 - p), 0.0), mask=mask)


SMALL = {"n": 1 << 14}  # sizes for the reference interpreter (TRITIUM_INTERPRET=1)


def run(n=1 << 22, p=0.3, seed=0):
    x = np.random.default_rng(seed).uniform(1.0, 2.0, n).astype(np.float32)  # nonzero, so zeros mean dropped
    outs = []
    for s in (123, 123, 7):
        o = np.full(n, np.nan, np.float32)
        dropout_kernel[(tritium.cdiv(n, 1024),)](x, o, n, p, s, BLOCK=1024)
        outs.append(o)
    kept = outs[0] != 0
    err = float(np.abs(outs[0][kept] - x[kept] / (1 - p)).max())
    # same seed -> same mask; other seed -> other mask; the dropped fraction is near p
    checks = (outs[0] == outs[1]).all() and (outs[0] != outs[2]).any() and abs((~kept).mean() - p) < 0.02
    launch = lambda: dropout_kernel[(tritium.cdiv(n, 1024),)](x, outs[0], n, p, 123, BLOCK=1024)  # noqa: E731
    rng = np.random.default_rng(123)
    return {"kernel": "dropout", "size": f"{n}", "max_err": err if checks else float("inf"), "tol": 1e-6,
            "bytes": 2 * 4 * n, "flops": 40 * n, "launch": launch,
            "numpy": lambda: np.where(rng.random(n, dtype=np.float32) > p, x / (1 - p), 0.0)}


if __name__ == "__main__":
    print(run())
