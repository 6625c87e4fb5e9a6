"""The golden kernels' launches with fresh inputs, poisoned outputs and float64 references: what the
AOT tests (tests/unit/tools/test_aot.py) and the multi-GPU tests (tests/cuda/test_multi_gpu.py) run.
No conftest import, so tests outside tests/unit can use it."""
import numpy as np

from philox_ref import np_randint4x, np_uniform


def cdiv(a, b):
    return -(-a // b)


def softmax64(x):
    e = np.exp(x.astype(np.float64) - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def golden_case(rng):
    """(arrays with poisoned outputs, launches [(kernel, grid, args: '@name' = an array)], references)."""
    f32 = lambda *s: rng.standard_normal(s).astype(np.float32)  # noqa: E731
    nan = lambda *s: np.full(s, np.nan, np.float32)  # noqa: E731
    A, L, R = {}, [], {}
    for n in (4096, 1001):  # n % 16 == 0: the all-hints variant; 1001: the pointers-only one
        A[f"x{n}"], A[f"y{n}"], A[f"z{n}"] = f32(n), f32(n), nan(n)
        L.append(("vector_add", [cdiv(n, 128)], [f"@x{n}", f"@y{n}", f"@z{n}", n]))
        R[f"z{n}"] = (A[f"x{n}"].astype(np.float64) + A[f"y{n}"], 1e-6)
    A["s_in"], A["s_out"] = 3 * f32(37, 128), nan(37, 100)  # input rows padded to 128
    L.append(("softmax_row", [37], ["@s_out", "@s_in", 128, 100, 100]))
    R["s_out"] = (softmax64(A["s_in"][:, :100]), 1e-5)
    A["ln_x"], A["ln_w"], A["ln_b"], A["ln_y"], A["ln_mean"], A["ln_rstd"] = f32(9, 300), f32(300), f32(300), \
        nan(9, 300), nan(9), nan(9)
    L.append(("layer_norm_fwd", [9], ["@ln_x", "@ln_y", "@ln_w", "@ln_b", "@ln_mean", "@ln_rstd", 300, 300, 1e-5]))
    x = A["ln_x"].astype(np.float64)
    mu, var = x.mean(1, keepdims=True), x.var(1, keepdims=True)
    R.update(ln_y=((x - mu) / np.sqrt(var + 1e-5) * A["ln_w"] + A["ln_b"], 1e-4), ln_mean=(mu[:, 0], 1e-5),
             ln_rstd=(1 / np.sqrt(var[:, 0] + 1e-5), 1e-4))
    M, N, K = 70, 48, 40
    A["mm_a"], A["mm_b"], A["mm_c"] = f32(M, K).astype(np.float16), f32(K, N).astype(np.float16), nan(M, N)
    L.append(("matmul", [cdiv(M, 32) * cdiv(N, 32)], ["@mm_a", "@mm_b", "@mm_c", M, N, K, K, 1, N, 1, N, 1]))
    R["mm_c"] = (A["mm_a"].astype(np.float64) @ A["mm_b"], 1e-4)
    A["am_x"], A["am_out"] = f32(20, 64), np.full(20, -7, np.int32)
    L.append(("argmax_rows", [20], ["@am_x", "@am_out", 50, 64]))
    R["am_out"] = (A["am_x"][:, :50].argmax(1), 0)
    A["cs_x"], A["cs_out"] = rng.integers(-1000, 1000, 64, dtype=np.int32), np.full(64, 0x7EADBEEF, np.int32)
    L.append(("cumsum_block", [1], ["@cs_x", "@cs_out", 50]))
    R["cs_out"] = (np.concatenate([np.cumsum(A["cs_x"][:50]), np.full(14, 0x7EADBEEF)]), 0)  # masked: untouched
    A["iw_x"], A["iw_out"] = f32(300), nan(300)
    L.append(("if_while", [cdiv(300, 64)], ["@iw_x", "@iw_out", 300, 3]))
    even = (np.arange(300) // 64) % 2 == 0
    R["iw_out"] = (np.where(even, 2.0 * A["iw_x"], A["iw_x"] - 1.0) + 3, 1e-6)
    seed, p = int(rng.integers(1, 2 ** 31)), 0.3
    A["do_x"], A["do_out"] = rng.uniform(1, 2, 1000).astype(np.float32), nan(1000)
    L.append(("dropout", [cdiv(1000, 64)], ["@do_x", "@do_out", 1000, p, seed]))
    keep = np_uniform(np_randint4x(seed, np.arange(1000))[0]) > np.float32(p)
    assert 0 < keep.mean() < 1
    R["do_out"] = (np.where(keep, A["do_x"] / np.float64(np.float32(1 - p)), 0.0), 1e-6)
    return A, L, R
