"""z = x + y over a 1-D grid of blocks."""
import numpy as np

import tritium
import tritium.language as tl


@tritium.jit
def add_kernel(x_ptr, y_ptr, z_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(z_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask), mask=mask)


SMALL = {"n": 65536 + 7}  # sizes for the reference interpreter (TRITIUM_INTERPRET=1)


def run(n=(1 << 22) + 7, seed=0):
    rng = np.random.default_rng(seed)
    x, y = rng.standard_normal(n, dtype=np.float32), rng.standard_normal(n, dtype=np.float32)
    z = np.full(n, np.nan, np.float32)
    launch = lambda: add_kernel[lambda m: (tritium.cdiv(n, m["BLOCK"]),)](x, y, z, n, BLOCK=4096)  # noqa: E731
    launch()
    ref = x.astype(np.float64) + y
    return {"kernel": "vector_add", "size": f"{n}", "max_err": float(np.abs(z - ref).max()), "tol": 1e-6,
            "bytes": 3 * 4 * n, "flops": n, "launch": launch, "numpy": lambda: np.add(x, y)}


if __name__ == "__main__":
    print(run())
