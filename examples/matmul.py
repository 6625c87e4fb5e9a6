"""Blocked matmul with grouped program ordering (Triton tutorial 03's kernel, written for tritium)."""
import numpy as np

import tritium
import tritium.language as tl


@tritium.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, GROUP_M: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    group = GROUP_M * num_pid_n
    first_m = (pid // group) * GROUP_M
    group_m = min(num_pid_m - first_m, GROUP_M)
    pid_m = first_m + (pid % group) % group_m
    pid_n = (pid % group) // group_m
    offs_m = (pid_m * BLOCK_M + tl.arange(0, BLOCK_M)) % M
    offs_n = (pid_n * BLOCK_N + tl.arange(0, BLOCK_N)) % N
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :] * stride_ak
    b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_n[None, :] * stride_bn
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_ptrs, mask=offs_k[None, :] < K - k * BLOCK_K, other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BLOCK_K, other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K * stride_ak
        b_ptrs += BLOCK_K * stride_bk
    cm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    cn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    tl.store(c_ptr + cm[:, None] * stride_cm + cn[None, :] * stride_cn, acc,
             mask=(cm[:, None] < M) & (cn[None, :] < N))


SMALL = {"m": 100, "n": 72, "k": 60}  # sizes for the reference interpreter (TRITIUM_INTERPRET=1)


def run(m=500, n=520, k=480, seed=0):
    rng = np.random.default_rng(seed)
    a, b = rng.standard_normal((m, k), dtype=np.float32), rng.standard_normal((k, n), dtype=np.float32)
    c = np.full((m, n), np.nan, np.float32)
    grid = lambda meta: (tritium.cdiv(m, meta["BLOCK_M"]) * tritium.cdiv(n, meta["BLOCK_N"]),)  # noqa: E731
    launch = lambda: matmul_kernel[grid](  # noqa: E731
        a, b, c, m, n, k, *(s // 4 for s in a.strides), *(s // 4 for s in b.strides), *(s // 4 for s in c.strides),
        BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, GROUP_M=4)
    launch()
    ref = a.astype(np.float64) @ b
    return {"kernel": "matmul", "size": f"{m}x{n}x{k}", "max_err": float(np.abs(c - ref).max()), "tol": 1e-3,
            "bytes": 4 * (m * k + k * n + m * n), "flops": 2 * m * n * k, "launch": launch, "numpy": lambda: a @ b}


if __name__ == "__main__":
    print(run())
