"""Row-wise softmax, one program per row (Triton tutorial 02's kernel, written for tritium)."""
import numpy as np

import tritium
import tritium.language as tl


@tritium.jit
def softmax_kernel(out_ptr, in_ptr, in_stride, out_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(in_ptr + row * in_stride + cols, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    tl.store(out_ptr + row * out_stride + cols, num / tl.sum(num, axis=0), mask=mask)


SMALL = {"rows": 64}  # sizes for the reference interpreter (TRITIUM_INTERPRET=1)


def run(rows=4096, cols=781, seed=0):
    x = np.random.default_rng(seed).standard_normal((rows, cols), dtype=np.float32)
    y = np.full_like(x, np.nan)
    launch = lambda: softmax_kernel[(rows,)](y, x, x.strides[0] // 4, y.strides[0] // 4, cols,  # noqa: E731
                                             BLOCK=tritium.next_power_of_2(cols))
    launch()
    e = np.exp(x.astype(np.float64) - x.max(axis=1, keepdims=True))
    ref = e / e.sum(axis=1, keepdims=True)

    def numpy_softmax():
        m = np.exp(x - x.max(axis=1, keepdims=True))
        return m / m.sum(axis=1, keepdims=True)
    return {"kernel": "softmax", "size": f"{rows}x{cols}", "max_err": float(np.abs(y - ref).max()), "tol": 1e-6,
            "bytes": 2 * 4 * rows * cols, "flops": 5 * rows * cols, "launch": launch, "numpy": numpy_softmax}


if __name__ == "__main__":
    print(run())
