"""LayerNorm forward, one program per row, looping over the row in blocks (as in Triton tutorial 05)."""
import numpy as np

import tritium
import tritium.language as tl


@tritium.jit
def layer_norm_fwd(X, Y, W, B, Mean, Rstd, stride, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    X += row * stride
    Y += row * stride
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        acc += tl.load(X + cols, mask=cols < N, other=0.).to(tl.float32)
    mean = tl.sum(acc, axis=0) / N
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        x = tl.load(X + cols, mask=cols < N, other=0.).to(tl.float32)
        x = tl.where(cols < N, x - mean, 0.)
        acc += x * x
    rstd = 1 / tl.sqrt(tl.sum(acc, axis=0) / N + eps)
    tl.store(Mean + row, mean)
    tl.store(Rstd + row, rstd)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        mask = cols < N
        w = tl.load(W + cols, mask=mask)
        b = tl.load(B + cols, mask=mask)
        x = tl.load(X + cols, mask=mask, other=0.).to(tl.float32)
        tl.store(Y + cols, (x - mean) * rstd * w + b, mask=mask)


SMALL = {"rows": 64}  # sizes for the reference interpreter (TRITIUM_INTERPRET=1)


def run(rows=2048, cols=1000, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((rows, cols), dtype=np.float32)
    w, b = rng.standard_normal(cols, dtype=np.float32), rng.standard_normal(cols, dtype=np.float32)
    y = np.full_like(x, np.nan)
    mean, rstd = np.full(rows, np.nan, np.float32), np.full(rows, np.nan, np.float32)
    launch = lambda: layer_norm_fwd[(rows,)](x, y, w, b, mean, rstd, x.strides[0] // 4, cols, 1e-5,  # noqa: E731
                                             BLOCK=256)
    launch()
    x64 = x.astype(np.float64)
    mu = x64.mean(axis=1, keepdims=True)
    ref = (x64 - mu) / np.sqrt(x64.var(axis=1, keepdims=True) + 1e-5) * w + b
    err = max(float(np.abs(y - ref).max()), float(np.abs(mean - mu[:, 0]).max()))

    def numpy_layer_norm():
        m = x.mean(axis=1, keepdims=True)
        return (x - m) / np.sqrt(x.var(axis=1, keepdims=True) + 1e-5) * w + b
    return {"kernel": "layer_norm", "size": f"{rows}x{cols}", "max_err": err, "tol": 1e-4,
            "bytes": 2 * 4 * rows * cols, "flops": 8 * rows * cols, "launch": launch, "numpy": numpy_layer_norm}


if __name__ == "__main__":
    print(run())
