"""tritium's CUDA backend vs Triton vs torch, side by side in one process (needs a CUDA GPU, torch
and triton). The same kernel source is imported twice: once with `triton` bound to Triton, once to
tritium. Prints one table; with `--out FILE` also writes it as Markdown.

    python benchmarks/cuda.py [--quick] [--out benchmarks/results/cuda-h100.md]

Rows: vector add (2^26 fp32), softmax and layer norm forward (4096x8192 fp32): GB/s; matmul fp16
and bf16 (4096^3, 8192^3) with tutorial 03's 128x128x64 / 8 warps / 3 stages config, fp8 e4m3 (B as b.T,
128x256x128), fp16 through host TensorDescriptors (tutorial 09's TMA kernel; tritium's
copies by TMA with its option tma_descriptors) and flash attention forward and backward (B=4, H=32, N=4096, D=64/128, causal and
not; torch: its scaled_dot_product_attention) and forward in fp8 e4m3: TFLOP/s; launch
overhead of a tiny 4-argument kernel (host time per launch, 20k launches); cold compile (first call
with an empty cache, including load) and cache hit (first call of a fresh kernel object of the same
file with a warm on-disk cache, until the launch returns; median of 5). Medians of CUDA-event timings (triton.testing.do_bench).
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import sys
import tempfile
import time

# this file is named cuda.py: its folder must not shadow NVIDIA's `cuda` package (cuda-bindings)
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != _HERE]

CACHE = tempfile.mkdtemp(prefix="bench-cuda-cache-")
os.environ["TRITIUM_CACHE_DIR"] = os.path.join(CACHE, "tritium")
os.environ["TRITON_CACHE_DIR"] = os.path.join(CACHE, "triton")

import torch  # noqa: E402
import triton  # noqa: E402
import triton.language  # noqa: E402

sys.path.insert(0, os.path.dirname(_HERE))
import tritium  # noqa: E402
import tritium.language  # noqa: E402

SRC = '''
import {mod} as triton
import {mod}.language as tl
from {mod}.tools.tensor_descriptor import TensorDescriptor


@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask), mask=mask)


@triton.jit
def softmax_kernel(out_ptr, in_ptr, stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(in_ptr + row * stride + cols, mask=cols < n_cols, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    tl.store(out_ptr + row * stride + cols, num / tl.sum(num, axis=0), mask=cols < n_cols)


@triton.jit
def layer_norm_kernel(X, Y, W, B, stride, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(X + row * stride + cols, mask=mask, other=0.0)
    mean = tl.sum(x, axis=0) / N
    xc = tl.where(mask, x - mean, 0.0)
    var = tl.sum(xc * xc, axis=0) / N
    rstd = 1 / tl.sqrt(var + eps)
    w = tl.load(W + cols, mask=mask)
    b = tl.load(B + cols, mask=mask)
    tl.store(Y + row * stride + cols, xc * rstd * w + b, mask=mask)


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, GROUP_M: tl.constexpr):
    matmul_body(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                BLOCK_M, BLOCK_N, BLOCK_K, GROUP_M)


@triton.jit
def matmul_body(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, GROUP_M: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    num_pid_in_group = GROUP_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_M)
    pid_m = first_pid_m + ((pid % num_pid_in_group) % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m
    offs_am = (pid_m * BLOCK_M + tl.arange(0, BLOCK_M)) % M
    offs_bn = (pid_n * BLOCK_N + tl.arange(0, BLOCK_N)) % N
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + (offs_am[:, None] * stride_am + offs_k[None, :] * stride_ak)
    b_ptrs = b_ptr + (offs_k[:, None] * stride_bk + offs_bn[None, :] * stride_bn)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_ptrs, mask=offs_k[None, :] < K - k * BLOCK_K, other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BLOCK_K, other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K * stride_ak
        b_ptrs += BLOCK_K * stride_bk
    c = acc.to(c_ptr.dtype.element_ty)
    offs_cm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_cn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    c_ptrs = c_ptr + stride_cm * offs_cm[:, None] + stride_cn * offs_cn[None, :]
    tl.store(c_ptrs, c, mask=(offs_cm[:, None] < M) & (offs_cn[None, :] < N))


@triton.autotune(configs=[
    triton.Config({"BLOCK_M": 128, "BLOCK_N": 256, "BLOCK_K": 64, "GROUP_M": 8}, num_stages=3, num_warps=8),
    triton.Config({"BLOCK_M": 64, "BLOCK_N": 256, "BLOCK_K": 32, "GROUP_M": 8}, num_stages=4, num_warps=4),
    triton.Config({"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 32, "GROUP_M": 8}, num_stages=4, num_warps=4),
    triton.Config({"BLOCK_M": 128, "BLOCK_N": 64, "BLOCK_K": 32, "GROUP_M": 8}, num_stages=4, num_warps=4),
    triton.Config({"BLOCK_M": 64, "BLOCK_N": 128, "BLOCK_K": 32, "GROUP_M": 8}, num_stages=4, num_warps=4),
    triton.Config({"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64, "GROUP_M": 8}, num_stages=3, num_warps=8),
    triton.Config({"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64, "GROUP_M": 8}, num_stages=4, num_warps=8),
    triton.Config({"BLOCK_M": 128, "BLOCK_N": 256, "BLOCK_K": 32, "GROUP_M": 8}, num_stages=4, num_warps=8),
], key=["M", "N", "K"])
@triton.jit
def matmul_autotuned(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                     BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, GROUP_M: tl.constexpr):
    matmul_body(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                BLOCK_M, BLOCK_N, BLOCK_K, GROUP_M)


@triton.jit
def matmul_desc(a_desc, b_desc, c_desc, M, N, K, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                BLOCK_K: tl.constexpr, GROUP_M: tl.constexpr):
    """Tutorial 09's TMA matmul: A [M, K], B^T [N, K] and C [M, N] through host TensorDescriptors."""
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    group_id = pid // (GROUP_M * num_pid_n)
    first_pid_m = group_id * GROUP_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_M)
    pid_m = first_pid_m + (pid % group_size_m)
    pid_n = (pid % (GROUP_M * num_pid_n)) // group_size_m
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a = a_desc.load([pid_m * BLOCK_M, k * BLOCK_K])
        b = b_desc.load([pid_n * BLOCK_N, k * BLOCK_K])
        acc = tl.dot(a, b.T, acc)
    c_desc.store([pid_m * BLOCK_M, pid_n * BLOCK_N], acc.to(tl.float16))


@triton.jit
def attn_fwd(Q, K, V, Out, LSE, sm_scale, N_CTX, HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr,
             BLOCK_N: tl.constexpr, CAUSAL: tl.constexpr, V_T: tl.constexpr = False):
    """Flash attention's forward pass (one block of queries of one (batch, head) per program;
    [B * H, N_CTX, HEAD_DIM] contiguous tensors): q @ k.T, an online softmax in base 2, p @ v;
    each row's log-sum-exp (base 2, of the scaled scores) kept for the backward pass. `V_T`: V
    given transposed ([B * H, HEAD_DIM, N_CTX]), as tutorial 06 passes fp8 V on Hopper, whose fp8
    tensor cores read B only contiguous along K; p is rounded to V's type for p @ v either way."""
    start_m = tl.program_id(0)
    bh = tl.program_id(1)
    base = bh.to(tl.int64) * N_CTX * HEAD_DIM
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    q = tl.load(Q + base + offs_m[:, None] * HEAD_DIM + offs_d[None, :])
    m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504
    hi = (start_m + 1) * BLOCK_M if CAUSAL else N_CTX
    for start_n in range(0, hi, BLOCK_N):
        k = tl.load(K + base + (start_n + offs_n)[:, None] * HEAD_DIM + offs_d[None, :])
        qk = tl.dot(q, k.T) * qk_scale
        if CAUSAL:
            qk = tl.where(offs_m[:, None] >= (start_n + offs_n)[None, :], qk, -1.0e6)
        m_ij = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_ij[:, None])
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + tl.sum(p, 1)
        if V_T:
            v = tl.load(V + base + offs_d[None, :] * N_CTX + (start_n + offs_n)[:, None])
        else:
            v = tl.load(V + base + (start_n + offs_n)[:, None] * HEAD_DIM + offs_d[None, :])
        acc = acc * alpha[:, None]
        acc = tl.dot(p.to(v.dtype), v, acc)
        m_i = m_ij
    tl.store(Out + base + offs_m[:, None] * HEAD_DIM + offs_d[None, :], (acc / l_i[:, None]).to(Out.dtype.element_ty))
    tl.store(LSE + bh * N_CTX + offs_m, m_i + tl.math.log2(l_i))


@triton.jit
def attn_fwd_desc(desc_q, desc_k, desc_v, desc_o, sm_scale, N_CTX, HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr,
                  BLOCK_N: tl.constexpr):
    """attn_fwd (not causal) through host TensorDescriptors over [B * H * N_CTX, HEAD_DIM], as
    tutorial 06 passes them on Hopper (tritium: TMA copies with its option tma_descriptors)."""
    start_m = tl.program_id(0)
    row0 = tl.program_id(1) * N_CTX
    q = desc_q.load([row0 + start_m * BLOCK_M, 0])
    m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504
    for start_n in range(0, N_CTX, BLOCK_N):
        k = desc_k.load([row0 + start_n, 0])
        qk = tl.dot(q, k.T) * qk_scale
        m_ij = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_ij[:, None])
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = desc_v.load([row0 + start_n, 0])
        acc = acc * alpha[:, None]
        acc = tl.dot(p.to(v.dtype), v, acc)
        m_i = m_ij
    desc_o.store([row0 + start_m * BLOCK_M, 0], (acc / l_i[:, None]).to(tl.float16))


@triton.jit
def attn_bwd_dkdv(Q, K, V, DO, LSE, DELTA, DK, DV, sm_scale, N_CTX, HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr,
                  BLOCK_N: tl.constexpr, CAUSAL: tl.constexpr):
    """Flash attention's backward pass for one block of keys: dV = P^T dO and dK = scale dS^T Q,
    with P recomputed from the forward's log-sum-exp and dS = P (dP - delta), dP = dO V^T, over
    the blocks of queries that see these keys."""
    start_n = tl.program_id(0) * BLOCK_N
    bh = tl.program_id(1)
    base = bh.to(tl.int64) * N_CTX * HEAD_DIM
    offs_n = start_n + tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    k = tl.load(K + base + offs_n[:, None] * HEAD_DIM + offs_d[None, :])
    v = tl.load(V + base + offs_n[:, None] * HEAD_DIM + offs_d[None, :])
    dk = tl.zeros([BLOCK_N, HEAD_DIM], dtype=tl.float32)
    dv = tl.zeros([BLOCK_N, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504
    lo = (start_n // BLOCK_M) * BLOCK_M if CAUSAL else 0
    for start_m in range(lo, N_CTX, BLOCK_M):
        offs_m = start_m + tl.arange(0, BLOCK_M)
        q = tl.load(Q + base + offs_m[:, None] * HEAD_DIM + offs_d[None, :])
        do = tl.load(DO + base + offs_m[:, None] * HEAD_DIM + offs_d[None, :])
        lse = tl.load(LSE + bh * N_CTX + offs_m)
        delta = tl.load(DELTA + bh * N_CTX + offs_m)
        p_t = tl.math.exp2(tl.dot(k, q.T) * qk_scale - lse[None, :])
        if CAUSAL:
            p_t = tl.where(offs_m[None, :] >= offs_n[:, None], p_t, 0.0)
        dv = tl.dot(p_t.to(do.dtype), do, dv)
        ds_t = p_t * (tl.dot(v, do.T) - delta[None, :])
        dk = tl.dot(ds_t.to(q.dtype), q, dk)
    tl.store(DK + base + offs_n[:, None] * HEAD_DIM + offs_d[None, :], (dk * sm_scale).to(DK.dtype.element_ty))
    tl.store(DV + base + offs_n[:, None] * HEAD_DIM + offs_d[None, :], dv.to(DV.dtype.element_ty))


@triton.jit
def attn_bwd_dq(Q, K, V, DO, LSE, DELTA, DQ, sm_scale, N_CTX, HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr,
                BLOCK_N: tl.constexpr, CAUSAL: tl.constexpr):
    """Flash attention's backward pass for one block of queries: dQ = scale dS K over the keys
    they see."""
    start_m = tl.program_id(0) * BLOCK_M
    bh = tl.program_id(1)
    base = bh.to(tl.int64) * N_CTX * HEAD_DIM
    offs_m = start_m + tl.arange(0, BLOCK_M)
    offs_n0 = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    q = tl.load(Q + base + offs_m[:, None] * HEAD_DIM + offs_d[None, :])
    do = tl.load(DO + base + offs_m[:, None] * HEAD_DIM + offs_d[None, :])
    lse = tl.load(LSE + bh * N_CTX + offs_m)
    delta = tl.load(DELTA + bh * N_CTX + offs_m)
    dq = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504
    hi = start_m + BLOCK_M if CAUSAL else N_CTX
    for start_n in range(0, hi, BLOCK_N):
        offs_n = start_n + offs_n0
        k = tl.load(K + base + offs_n[:, None] * HEAD_DIM + offs_d[None, :])
        v = tl.load(V + base + offs_n[:, None] * HEAD_DIM + offs_d[None, :])
        p = tl.math.exp2(tl.dot(q, k.T) * qk_scale - lse[:, None])
        if CAUSAL:
            p = tl.where(offs_m[:, None] >= offs_n[None, :], p, 0.0)
        ds = p * (tl.dot(do, v.T) - delta[:, None])
        dq = tl.dot(ds.to(k.dtype), k, dq)
    tl.store(DQ + base + offs_m[:, None] * HEAD_DIM + offs_d[None, :], (dq * sm_scale).to(DQ.dtype.element_ty))


@triton.jit
def tiny_kernel(x_ptr, y_ptr, n, scale):
    i = tl.program_id(0)
    if i < n:
        tl.store(y_ptr + i, tl.load(x_ptr + i) * scale)
'''


def load(modname: str, tag: str):
    """Import SRC with `triton` bound to `modname` as a fresh module (fresh kernel objects)."""
    path = os.path.join(CACHE, f"kernels_{tag}.py")
    with open(path, "w") as f:
        f.write(SRC.replace("{mod}", modname))
    spec = importlib.util.spec_from_file_location(f"kernels_{tag}", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def bench(fn) -> float:
    return triton.testing.do_bench(fn, warmup=25, rep=200, return_mode="median")


def launchers(k, x, y, out, n, rows, cols, w, b, a16, b16, c16, M):
    BLOCK = 1024
    return {
        "add": lambda: k.add_kernel[(triton.cdiv(n, BLOCK),)](x, y, out, n, BLOCK=BLOCK),
        "softmax": lambda: k.softmax_kernel[(rows,)](out, x, cols, cols, BLOCK=cols, num_warps=16),
        "layer_norm": lambda: k.layer_norm_kernel[(rows,)](x, out, w, b, cols, cols, 1e-5, BLOCK=cols, num_warps=16),
        "matmul": lambda: k.matmul_kernel[(triton.cdiv(M, 128) * triton.cdiv(M, 128),)](
            a16, b16, c16, M, M, M, a16.stride(0), a16.stride(1), b16.stride(0), b16.stride(1), c16.stride(0),
            c16.stride(1), BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, GROUP_M=8, num_warps=8, num_stages=3),
        "matmul_autotuned": lambda: k.matmul_autotuned[
            lambda meta: (triton.cdiv(M, meta["BLOCK_M"]) * triton.cdiv(M, meta["BLOCK_N"]),)](
            a16, b16, c16, M, M, M, a16.stride(0), a16.stride(1), b16.stride(0), b16.stride(1), c16.stride(0),
            c16.stride(1)),
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--out")
    args = ap.parse_args()
    dev = "cuda"
    torch.manual_seed(0)
    rows, cols = 4096, 8192
    n = 1 << 26
    sizes = [4096] if args.quick else [4096, 8192]
    rows_out = []

    def row(name, unit, vals):
        rows_out.append((name, unit, *vals))
        print(f"{name:28s} {unit:8s} " + "  ".join(f"{v:>10}" for v in vals), flush=True)

    kt, kr = load("tritium", "tritium"), load("triton", "triton")
    # ---- correctness + timing, memory bound
    x1, y1 = torch.randn(n, device=dev), torch.randn(n, device=dev)
    xs = torch.randn(rows, cols, device=dev)
    w, b = torch.randn(cols, device=dev), torch.randn(cols, device=dev)
    results = {}
    for name, ref, make in [
        ("add", lambda: x1 + y1, lambda k, out: launchers(k, x1, y1, out, n, 0, 0, None, None, None, None, None, 0)["add"]),
        ("softmax", lambda: torch.softmax(xs, dim=1),
         lambda k, out: launchers(k, xs, None, out, 0, rows, cols, None, None, None, None, None, 0)["softmax"]),
        ("layer_norm", lambda: torch.nn.functional.layer_norm(xs, (cols,), w, b, 1e-5),
         lambda k, out: launchers(k, xs, None, out, 0, rows, cols, w, b, None, None, None, 0)["layer_norm"]),
    ]:
        expect = ref()
        times = {}
        for who, k in (("tritium", kt), ("triton", kr)):
            out = torch.full_like(expect, float("nan"))
            t0 = time.perf_counter()
            fn = make(k, out)
            got = fn()
            torch.cuda.synchronize()
            if who == "tritium":
                print(f"  tritium {name} compile, ms per stage: {got.metadata.get('stage_ms')}")
            results.setdefault("cold", {}).setdefault(name, {})[who] = (time.perf_counter() - t0) * 1e3
            err = (out - expect).abs().max().item()
            ok = torch.allclose(out, expect, atol=1e-4, rtol=1e-4)
            times[who] = bench(fn)
            times[who + "_ok"] = f"{'ok' if ok else 'WRONG'} {err:.1e}"
        times["torch"] = bench(ref)
        nbytes = {"add": 3 * n * 4, "softmax": 2 * rows * cols * 4, "layer_norm": 2 * rows * cols * 4}[name]
        gbs = {k: nbytes / (times[k] * 1e-3) / 1e9 for k in ("tritium", "triton", "torch")}
        row(f"{name}", "GB/s", [f"{gbs['tritium']:.0f}", f"{gbs['triton']:.0f}", f"{gbs['torch']:.0f}",
                                f"{gbs['tritium'] / gbs['triton']:.2f}x", times["tritium_ok"]])
    # ---- matmul fp16 and bf16
    for dt, M in [(dt, M) for dt in (torch.float16, torch.bfloat16) for M in sizes]:
        dname = "fp16" if dt == torch.float16 else "bf16"
        a16 = torch.randn(M, M, device=dev, dtype=dt)
        b16 = torch.randn(M, M, device=dev, dtype=dt)
        expect = torch.matmul(a16, b16)
        for variant in ("matmul", "matmul_autotuned"):
            times = {}
            for who, k in (("tritium", kt), ("triton", kr)):
                c16 = torch.full_like(expect, float("nan"))
                fn = launchers(k, None, None, None, 0, 0, 0, None, None, a16, b16, c16, M)[variant]
                t0 = time.perf_counter()
                got = fn()
                torch.cuda.synchronize()
                if variant == "matmul" and M == sizes[0] and dname == "fp16":  # later ones reuse the kernel
                    results.setdefault("cold", {}).setdefault(f"matmul{M}", {})[who] = (time.perf_counter() - t0) * 1e3
                    if who == "tritium":
                        print(f"  tritium matmul compile, ms per stage: {got.metadata.get('stage_ms')}")
                rel = ((c16.float() - expect.float()).norm() / expect.float().norm()).item()
                times[who] = bench(fn)
                times[who + "_ok"] = f"{'ok' if rel < 1e-2 else 'WRONG'} {rel:.1e}"
            times["torch"] = bench(lambda: torch.matmul(a16, b16))
            tf = {k: 2 * M ** 3 / (times[k] * 1e-3) / 1e12 for k in ("tritium", "triton", "torch")}
            label = "128x128x64" if variant == "matmul" else "autotuned"
            if variant == "matmul_autotuned":
                print(f"  best configs: tritium {getattr(kt.matmul_autotuned, 'best_config', None)}; "
                      f"Triton {getattr(kr.matmul_autotuned, 'best_config', None)}")
            row(f"matmul {dname} {M}^3 {label}", "TFLOP/s", [f"{tf['tritium']:.0f}", f"{tf['triton']:.0f}", f"{tf['torch']:.0f}",
                                                         f"{tf['tritium'] / tf['triton']:.2f}x", times["tritium_ok"]])
    # ---- matmul fp8 e4m3 (B given as b.T, K contiguous, as tutorial 03 passes fp8; fp16 output)
    M = sizes[0]
    a8 = torch.randn(M, M, device=dev).to(torch.float8_e4m3fn)
    b8 = torch.randn(M, M, device=dev).to(torch.float8_e4m3fn).T
    expect = (a8.float() @ b8.float()).half()
    times = {}
    for who, k in (("tritium", kt), ("triton", kr)):
        c16 = torch.full_like(expect, float("nan"))
        fn = lambda k=k, c16=c16: k.matmul_kernel[(triton.cdiv(M, 128) * triton.cdiv(M, 256),)](  # noqa: E731
            a8, b8, c16, M, M, M, a8.stride(0), a8.stride(1), b8.stride(0), b8.stride(1), c16.stride(0),
            c16.stride(1), BLOCK_M=128, BLOCK_N=256, BLOCK_K=128, GROUP_M=8, num_warps=8, num_stages=3)
        fn()
        torch.cuda.synchronize()
        rel = ((c16.float() - expect.float()).norm() / expect.float().norm()).item()
        times[who] = bench(fn)
        times[who + "_ok"] = f"{'ok' if rel < 1e-2 else 'WRONG'} {rel:.1e}"
    tf = {k: 2 * M ** 3 / (times[k] * 1e-3) / 1e12 for k in ("tritium", "triton")}
    row(f"matmul fp8 e4m3 {M}^3 128x256x128", "TFLOP/s", [f"{tf['tritium']:.0f}", f"{tf['triton']:.0f}", "-",
                                                         f"{tf['tritium'] / tf['triton']:.2f}x", times["tritium_ok"]])
    # ---- attention forward (fp16), B=4, H=32, N=4096 (1024 with --quick); torch: its SDPA
    n_ctx = 1024 if args.quick else 4096
    for d_head, causal in ((64, False), (64, True), (128, False), (128, True)):
        # [B, H, N, D] contiguous (torch's SDPA takes its flash path on 4-D tensors; the kernels index B * H rows)
        q, kk, v = (torch.randn(4, 32, n_ctx, d_head, device=dev, dtype=torch.float16) for _ in range(3))
        scale = d_head ** -0.5
        expect = torch.nn.functional.scaled_dot_product_attention(q, kk, v, is_causal=causal, scale=scale)
        times = {}
        for who, k in (("tritium", kt), ("triton", kr)):
            o = torch.full_like(q, float("nan"))
            lse = torch.empty(q.shape[:3], device=dev, dtype=torch.float32)
            fn = lambda k=k, o=o, lse=lse: k.attn_fwd[(n_ctx // 128, 4 * 32)](  # noqa: E731
                q, kk, v, o, lse, scale, n_ctx, HEAD_DIM=d_head, BLOCK_M=128, BLOCK_N=64 if d_head == 128 else 128,
                CAUSAL=causal, num_warps=8, num_stages=3)
            fn()
            torch.cuda.synchronize()
            err = (o.float() - expect.float()).abs().max().item()
            times[who] = bench(fn)
            times[who + "_ok"] = f"{'ok' if err < 2e-2 else 'WRONG'} {err:.1e}"
        times["torch"] = bench(lambda: torch.nn.functional.scaled_dot_product_attention(q, kk, v, is_causal=causal, scale=scale))
        flops = 4 * 4 * 32 * n_ctx * n_ctx * d_head * (0.5 if causal else 1.0)
        tf = {k: flops / (times[k] * 1e-3) / 1e12 for k in ("tritium", "triton", "torch")}
        row(f"attention fwd fp16 D={d_head}{' causal' if causal else ''}", "TFLOP/s",
            [f"{tf['tritium']:.0f}", f"{tf['triton']:.0f}", f"{tf['torch']:.0f}", f"{tf['tritium'] / tf['triton']:.2f}x",
             times["tritium_ok"]])
        if not causal:  # the same through host TensorDescriptors (tritium: TMA, tma_descriptors=True)
            times = {}
            bn = 64 if d_head == 128 else 128
            for who, k in (("tritium", kt), ("triton", kr)):
                o = torch.full_like(q, float("nan"))
                descs = [k.TensorDescriptor(x, [x.numel() // d_head, d_head], [d_head, 1], [b, d_head])
                         for x, b in ((q, 128), (kk, bn), (v, bn), (o, 128))]
                extra = {"tma_descriptors": True} if who == "tritium" else {}
                fn = lambda k=k, descs=descs, extra=extra: k.attn_fwd_desc[(n_ctx // 128, 4 * 32)](  # noqa: E731
                    *descs, scale, n_ctx, HEAD_DIM=d_head, BLOCK_M=128, BLOCK_N=bn, num_warps=8, num_stages=3, **extra)
                fn()
                torch.cuda.synchronize()
                err = (o.float() - expect.float()).abs().max().item()
                times[who] = bench(fn)
                times[who + "_ok"] = f"{'ok' if err < 2e-2 else 'WRONG'} {err:.1e}"
            tf = {k: flops / (times[k] * 1e-3) / 1e12 for k in ("tritium", "triton")}
            row(f"attention fwd fp16 D={d_head} descriptors", "TFLOP/s",
                [f"{tf['tritium']:.0f}", f"{tf['triton']:.0f}", "-", f"{tf['tritium'] / tf['triton']:.2f}x",
                 times["tritium_ok"]])
        # backward: dK/dV and dQ kernels from each compiler's forward's log-sum-exp (delta = rowsum(o * do)
        # by torch, untimed); torch: SDPA's backward through autograd. FLOPs counted as 2.5x the forward's.
        do = torch.randn_like(q)
        qg, kg, vg = (x.detach().clone().requires_grad_() for x in (q, kk, v))
        out = torch.nn.functional.scaled_dot_product_attention(qg, kg, vg, is_causal=causal, scale=scale)
        want = torch.autograd.grad(out, (qg, kg, vg), do, retain_graph=True)
        delta = (expect.float() * do.float()).sum(-1)
        for who, k in (("tritium", kt), ("triton", kr)):
            o = torch.empty_like(q)
            lse = torch.empty(q.shape[:3], device=dev, dtype=torch.float32)
            k.attn_fwd[(n_ctx // 128, 4 * 32)](q, kk, v, o, lse, scale, n_ctx, HEAD_DIM=d_head, BLOCK_M=128,
                                              BLOCK_N=64 if d_head == 128 else 128, CAUSAL=causal, num_warps=8, num_stages=3)
            dq, dk, dv = (torch.full_like(q, float("nan")) for _ in range(3))

            def bwd(k=k, lse=lse, dq=dq, dk=dk, dv=dv):
                k.attn_bwd_dkdv[(n_ctx // 128, 4 * 32)](q, kk, v, do, lse, delta, dk, dv, scale, n_ctx, HEAD_DIM=d_head,
                                                        BLOCK_M=32, BLOCK_N=128, CAUSAL=causal, num_warps=8, num_stages=3)
                k.attn_bwd_dq[(n_ctx // 128, 4 * 32)](q, kk, v, do, lse, delta, dq, scale, n_ctx, HEAD_DIM=d_head,
                                                      BLOCK_M=128, BLOCK_N=32, CAUSAL=causal, num_warps=8, num_stages=3)
            bwd()
            torch.cuda.synchronize()
            rel = max(((g.float() - w.float()).norm() / w.float().norm()).item() for g, w in zip((dq, dk, dv), want))
            times[who] = bench(bwd)
            times[who + "_ok"] = f"{'ok' if rel < 1e-2 else 'WRONG'} {rel:.1e}"
        times["torch"] = bench(lambda: torch.autograd.grad(out, (qg, kg, vg), do, retain_graph=True))
        tf = {k: 2.5 * flops / (times[k] * 1e-3) / 1e12 for k in ("tritium", "triton", "torch")}
        row(f"attention bwd fp16 D={d_head}{' causal' if causal else ''}", "TFLOP/s",
            [f"{tf['tritium']:.0f}", f"{tf['triton']:.0f}", f"{tf['torch']:.0f}", f"{tf['tritium'] / tf['triton']:.2f}x",
             times["tritium_ok"]])
    # ---- attention forward, fp8 e4m3 (V transposed, as tutorial 06 on Hopper); no torch column (SDPA
    # takes no fp8); checked against float32 attention of the same fp8 values
    for d_head in (64, 128):
        q8, k8 = (torch.randn(4, 32, n_ctx, d_head, device=dev).to(torch.float8_e4m3fn) for _ in range(2))
        v8 = torch.randn(4, 32, n_ctx, d_head, device=dev).to(torch.float8_e4m3fn)
        vt8 = v8.transpose(2, 3).contiguous()
        scale = d_head ** -0.5
        expect = torch.nn.functional.scaled_dot_product_attention(q8.float(), k8.float(), v8.float(), scale=scale)
        times = {}
        for who, k in (("tritium", kt), ("triton", kr)):
            o = torch.full(q8.shape, float("nan"), device=dev, dtype=torch.float16)
            lse = torch.empty(q8.shape[:3], device=dev, dtype=torch.float32)
            fn = lambda k=k, o=o, lse=lse: k.attn_fwd[(n_ctx // 128, 4 * 32)](  # noqa: E731
                q8, k8, vt8, o, lse, scale, n_ctx, HEAD_DIM=d_head, BLOCK_M=128, BLOCK_N=128, CAUSAL=False, V_T=True,
                num_warps=8, num_stages=3)
            fn()
            torch.cuda.synchronize()
            rel = ((o.float() - expect).norm() / expect.norm()).item()
            times[who] = bench(fn)
            times[who + "_ok"] = f"{'ok' if rel < 5e-2 else 'WRONG'} {rel:.1e}"
        flops = 4 * 4 * 32 * n_ctx * n_ctx * d_head
        tf = {k: flops / (times[k] * 1e-3) / 1e12 for k in ("tritium", "triton")}
        row(f"attention fwd fp8 e4m3 D={d_head}", "TFLOP/s", [f"{tf['tritium']:.0f}", f"{tf['triton']:.0f}", "-",
                                                          f"{tf['tritium'] / tf['triton']:.2f}x", times["tritium_ok"]])
    # ---- matmul fp16 through host TensorDescriptors (tutorial 09's TMA kernel; tritium with its
    # option tma_descriptors, which copies the operands' boxes by TMA, Triton by default)
    M = sizes[0]
    a16 = torch.randn(M, M, device=dev, dtype=torch.float16)
    bt16 = torch.randn(M, M, device=dev, dtype=torch.float16)  # B^T [N, K]
    expect = a16 @ bt16.T
    times = {}
    for who, k in (("tritium", kt), ("triton", kr)):
        c16 = torch.full_like(expect, float("nan"))
        descs = (k.TensorDescriptor.from_tensor(a16, [128, 64]), k.TensorDescriptor.from_tensor(bt16, [128, 64]),
                 k.TensorDescriptor.from_tensor(c16, [128, 128]))
        extra = {"tma_descriptors": True} if who == "tritium" else {}
        fn = lambda k=k, descs=descs, extra=extra: k.matmul_desc[(triton.cdiv(M, 128) * triton.cdiv(M, 128),)](  # noqa: E731
            *descs, M, M, M, BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, GROUP_M=8, num_warps=8, num_stages=3, **extra)
        got = fn()
        torch.cuda.synchronize()
        if who == "tritium":
            print(f"  tritium descriptor matmul: TMA maps {got.metadata.get('tma')}")
        rel = ((c16.float() - expect.float()).norm() / expect.float().norm()).item()
        times[who] = bench(fn)
        times[who + "_ok"] = f"{'ok' if rel < 1e-2 else 'WRONG'} {rel:.1e}"
    times["torch"] = bench(lambda: a16 @ bt16.T)
    tf = {k: 2 * M ** 3 / (times[k] * 1e-3) / 1e12 for k in ("tritium", "triton", "torch")}
    row(f"matmul fp16 {M}^3 TMA descriptors", "TFLOP/s", [f"{tf['tritium']:.0f}", f"{tf['triton']:.0f}", f"{tf['torch']:.0f}",
                                                       f"{tf['tritium'] / tf['triton']:.2f}x", times["tritium_ok"]])
    # ---- matmul fp32 inputs, tf32 tensor cores (both compilers' default input precision on NVIDIA)
    M = sizes[0]
    a32, b32 = torch.randn(M, M, device=dev), torch.randn(M, M, device=dev)
    torch.backends.cuda.matmul.allow_tf32 = True
    expect = torch.matmul(a32.double(), b32.double()).float()
    times = {}
    for who, k in (("tritium", kt), ("triton", kr)):
        c32 = torch.full_like(expect, float("nan"))
        fn = launchers(k, None, None, None, 0, 0, 0, None, None, a32, b32, c32, M)["matmul"]
        fn()
        torch.cuda.synchronize()
        rel = ((c32 - expect).norm() / expect.norm()).item()
        times[who] = bench(fn)
        times[who + "_ok"] = f"{'ok' if rel < 1e-2 else 'WRONG'} {rel:.1e}"
    times["torch"] = bench(lambda: torch.matmul(a32, b32))
    tf = {k: 2 * M ** 3 / (times[k] * 1e-3) / 1e12 for k in ("tritium", "triton", "torch")}
    row(f"matmul fp32 (tf32) {M}^3 128x128x64", "TFLOP/s", [f"{tf['tritium']:.0f}", f"{tf['triton']:.0f}", f"{tf['torch']:.0f}",
                                                         f"{tf['tritium'] / tf['triton']:.2f}x", times["tritium_ok"]])
    # ---- launch overhead
    xt, yt = torch.randn(1024, device=dev), torch.empty(1024, device=dev)
    per = {}
    for who, k in (("tritium", kt), ("triton", kr)):
        k.tiny_kernel[(1,)](xt, yt, 1024, 2.0)
        torch.cuda.synchronize()
        best = float("inf")
        for _ in range(3):
            t0 = time.perf_counter()
            for _ in range(20000):
                k.tiny_kernel[(1,)](xt, yt, 1024, 2.0)
            t1 = time.perf_counter()
            torch.cuda.synchronize()
            best = min(best, (t1 - t0) / 20000 * 1e6)
        per[who] = best
    row("launch overhead (4 args)", "us", [f"{per['tritium']:.1f}", f"{per['triton']:.1f}", "-",
                                          f"{per['triton'] / per['tritium']:.2f}x", ""])
    for name, d in results.get("cold", {}).items():
        row(f"cold compile+run {name}", "ms", [f"{d['tritium']:.0f}", f"{d['triton']:.0f}", "-", "", ""])
    # ---- cache hit: fresh kernel objects (the same file and module re-imported, as a new process
    # would), warm on-disk caches
    for who, mod in (("tritium", "tritium"), ("triton", "triton")):
        times = []
        for _ in range(5):
            k = load(who, mod)
            out = torch.empty_like(x1)
            t0 = time.perf_counter()
            k.add_kernel[(triton.cdiv(n, 1024),)](x1, y1, out, n, BLOCK=1024)
            times.append((time.perf_counter() - t0) * 1e3)  # launched (asynchronous): the kernel runs on
            torch.cuda.synchronize()
        per[who + "_hit"] = sorted(times)[len(times) // 2]
    row("cache hit -> launched (add)", "ms", [f"{per['tritium_hit']:.2f}", f"{per['triton_hit']:.2f}", "-", "", "median of 5"])
    head = "| kernel | unit | tritium | Triton | torch | tritium/Triton | check |\n|---|---|---|---|---|---|---|\n"
    table = head + "".join("| " + " | ".join(str(x) for x in r) + " |\n" for r in rows_out)
    print()
    print(f"device: {torch.cuda.get_device_name()}, torch {torch.__version__}, triton {triton.__version__}")
    print(table)
    if args.out:
        with open(args.out, "w") as f:
            f.write(f"# tritium CUDA backend vs Triton vs torch\n\ndevice: {torch.cuda.get_device_name()}, "
                    f"torch {torch.__version__}, triton {triton.__version__}; `python benchmarks/cuda.py`\n\n" + table)


if __name__ == "__main__":
    main()
