"""tl.dot: dtypes, accumulators, out_dtype, input_precision, batched, K-loop with pointer increments."""
import numpy as np
import pytest
import torch

import tritium
import tritium.language as tl
from conftest import poison, rand_array, run


@tritium.jit
def dot_kernel(a_ptr, b_ptr, c_ptr, out_ptr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr,
               MODE: tl.constexpr, PREC: tl.constexpr):
    m = tl.arange(0, M)[:, None]
    n = tl.arange(0, N)[None, :]
    k_row = tl.arange(0, K)[None, :]
    k_col = tl.arange(0, K)[:, None]
    a = tl.load(a_ptr + m * K + k_row)
    b = tl.load(b_ptr + k_col * N + n)
    if MODE == "plain":
        r = tl.dot(a, b, input_precision=PREC)
    elif MODE == "acc":
        c = tl.load(c_ptr + m * N + n)
        r = tl.dot(a, b, c, input_precision=PREC)
    elif MODE == "acc_kw":
        c = tl.load(c_ptr + m * N + n)
        r = tl.dot(a, b, acc=c)
    elif MODE == "out_f16":
        r = tl.dot(a, b, out_dtype=tl.float16)
        tl.static_assert(r.dtype == tl.float16)
    elif MODE == "allow_tf32_false":
        r = tl.dot(a, b, allow_tf32=False)
    tl.store(out_ptr + m * N + n, r)


def _dot(a, b, c, out_dtype, mode="plain", prec="ieee"):
    M, K = a.shape
    N = b.shape[1]
    if isinstance(a, torch.Tensor):
        out = torch.full((M, N), float("nan"), dtype=out_dtype)
    else:
        out = poison((M, N), out_dtype)
    run(dot_kernel, (1,), a, b, c, out, M=M, N=N, K=K, MODE=mode, PREC=prec)
    return out


def _ref(a, b, c=None):
    r = a.astype(np.float64) @ b.astype(np.float64)
    return r if c is None else r + c.astype(np.float64)


@pytest.mark.parametrize("M,N,K", [(16, 16, 16), (8, 32, 16), (32, 8, 32)])
def test_dot_fp32_ieee(rng, M, N, K):
    a, b = rand_array(rng, "float32", (M, K)), rand_array(rng, "float32", (K, N))
    c = rand_array(rng, "float32", (M, N))
    out = _dot(a, b, c, "float32", prec="ieee")
    np.testing.assert_allclose(out, _ref(a, b), rtol=1e-5, atol=1e-5)
    out = _dot(a, b, c, "float32", mode="acc", prec="ieee")
    np.testing.assert_allclose(out, _ref(a, b, c), rtol=1e-5, atol=1e-5)
    out = _dot(a, b, c, "float32", mode="allow_tf32_false")
    np.testing.assert_allclose(out, _ref(a, b), rtol=1e-5, atol=1e-5)


def _tf32_trunc(x):
    return (x.astype(np.float32).view(np.uint32) & np.uint32(0xFFFFE000)).view(np.float32)


def _tf32_round(x):
    m, e = np.frexp(x.astype(np.float64))
    return np.ldexp(np.round(m * 2.0**11), e - 11)


def test_dot_fp32_tf32_reduces_input_mantissa(rng):
    M = N = K = 16
    # values with full 24-bit mantissas, so the 10-bit mantissa of tf32 is visible
    a = rand_array(rng, "float32", (M, K), 1, 2)
    b = rand_array(rng, "float32", (K, N), 1, 2)
    ieee = _dot(a, b, a, "float32", prec="ieee")
    tf32 = _dot(a, b, a, "float32", prec="tf32")
    exact = _ref(a, b)
    err_ieee = np.abs(ieee - exact).max()
    err_tf32 = np.abs(tf32 - exact).max()
    assert err_tf32 > 100 * err_ieee, "tf32 must drop input mantissa bits"
    # inputs are reduced to 10 explicit mantissa bits (rounded or truncated), products accumulated in fp32
    ref_t = _ref(_tf32_trunc(a), _tf32_trunc(b))
    ref_r = _ref(_tf32_round(a), _tf32_round(b))
    close_t = np.allclose(tf32, ref_t, rtol=2e-6)
    close_r = np.allclose(tf32, ref_r, rtol=2e-6)
    assert close_t or close_r
    np.testing.assert_allclose(tf32, exact, rtol=2e-3)


@pytest.mark.parametrize("mode,out_dtype", [("plain", "float32"), ("out_f16", "float16"), ("acc", "float32")])
def test_dot_fp16_inputs(rng, mode, out_dtype):
    M, N, K = 16, 16, 32
    a = rand_array(rng, "float16", (M, K), -1, 1)
    b = rand_array(rng, "float16", (K, N), -1, 1)
    c = rand_array(rng, "float32", (M, N))
    out = _dot(a, b, c, out_dtype, mode=mode)
    ref = _ref(a, b, c if mode == "acc" else None)
    # fp16 products are exact in fp32; accumulation in fp32 (or a single fp16 rounding at the end)
    tol = 1e-5 if out_dtype == "float32" else 2e-3
    np.testing.assert_allclose(out.astype(np.float64), ref, rtol=tol, atol=tol)


def test_dot_bf16_torch(rng):
    M, N, K = 16, 16, 16
    a = torch.tensor(rng.uniform(-2, 2, (M, K)), dtype=torch.bfloat16)
    b = torch.tensor(rng.uniform(-2, 2, (K, N)), dtype=torch.bfloat16)
    out = torch.full((M, N), float("nan"), dtype=torch.float32)
    run(dot_kernel, (1,), a, b, a, out, M=M, N=N, K=K, MODE="plain", PREC="ieee")
    ref = a.double() @ b.double()
    assert torch.allclose(out.double(), ref, rtol=1e-5, atol=1e-5)


def test_dot_fp64(rng):
    a, b = rand_array(rng, "float64", (16, 8)), rand_array(rng, "float64", (8, 16))
    c = rand_array(rng, "float64", (16, 16))
    out = _dot(a, b, c, "float64", mode="acc")
    # fp64's rounding bound for a sum of 9 terms, scaled by their magnitudes (a result near zero by
    # cancellation carries the error of its largest terms, not of itself)
    scale = np.abs(a) @ np.abs(b) + np.abs(c)
    np.testing.assert_array_less(np.abs(out - _ref(a, b, c)), 16 * np.finfo(np.float64).eps * scale + 1e-300)


def test_dot_int8_exact(rng):
    M, N, K = 16, 16, 64
    a = rand_array(rng, "int8", (M, K))
    b = rand_array(rng, "int8", (K, N))
    c = rand_array(rng, "int32", (M, N), -10**6, 10**6)
    out = _dot(a, b, c, "int32")
    np.testing.assert_array_equal(out, a.astype(np.int64) @ b.astype(np.int64))
    out = _dot(a, b, c, "int32", mode="acc_kw")
    np.testing.assert_array_equal(out, a.astype(np.int64) @ b.astype(np.int64) + c)


@tritium.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a_ptrs = a_ptr + rm[:, None] * stride_am + rk[None, :] * stride_ak
    b_ptrs = b_ptr + rk[:, None] * stride_bk + rn[None, :] * stride_bn
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        k_left = K - k * BK
        a = tl.load(a_ptrs, mask=(rm[:, None] < M) & (rk[None, :] < k_left), other=0.0)
        b = tl.load(b_ptrs, mask=(rk[:, None] < k_left) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, b, input_precision="ieee")
        a_ptrs += BK * stride_ak
        b_ptrs += BK * stride_bk
    c = acc.to(c_ptr.dtype.element_ty)
    tl.store(c_ptr + rm[:, None] * stride_cm + rn[None, :] * stride_cn, c, mask=(rm[:, None] < M) & (rn[None, :] < N))


@pytest.mark.parametrize("dtype", ["float32", "float16"])
def test_tiled_matmul_with_masks_and_pointer_increments(rng, dtype):
    M, N, K = 37, 21, 50
    a = rand_array(rng, dtype, (M, K), -1, 1)
    b = rand_array(rng, dtype, (N, K), -1, 1).T  # non-contiguous strides
    c = poison((M, N), dtype)
    BM, BN, BK = 16, 16, 16
    grid = lambda meta: (triton_cdiv(M, meta["BM"]), triton_cdiv(N, meta["BN"]))  # noqa: E731
    s = a.itemsize
    run(matmul_kernel, grid, a, b, c, M, N, K, a.strides[0] // s, a.strides[1] // s, b.strides[0] // s,
        b.strides[1] // s, c.strides[0] // s, c.strides[1] // s, BM=BM, BN=BN, BK=BK)
    tol = 1e-5 if dtype == "float32" else 2e-3
    np.testing.assert_allclose(c.astype(np.float64), _ref(a, b), rtol=tol, atol=tol)


@tritium.jit
def chained_matmul_kernel(a_ptr, b_ptr, c_ptr, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """The accumulator carried as dot's third operand, rounded to fp16 at the end (tutorial 03's
    form: on Vulkan cooperative matrices the sums and the rounding stay in the matrices)."""
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
        b = tl.load(b_ptr + (k + rk)[:, None] * BN + rn[None, :])
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + rm[:, None] * BN + rn[None, :], acc.to(tl.float16))


@pytest.mark.parametrize("BM,BN,BK", [(32, 32, 16), (64, 32, 32)])
def test_chained_matmul_fp16_epilogue(rng, BM, BN, BK):
    M, K = 2 * BM, 3 * BK
    a = rand_array(rng, "float16", (M, K), -1, 1)
    b = rand_array(rng, "float16", (K, BN), -1, 1)
    c = poison((M, BN), "float16")
    run(chained_matmul_kernel, (M // BM,), a, b, c, K, BM=BM, BN=BN, BK=BK)
    np.testing.assert_allclose(c.astype(np.float64), _ref(a, b), rtol=2e-3, atol=2e-3)


def triton_cdiv(a, b):
    return (a + b - 1) // b


@tritium.jit
def batched_dot_kernel(a_ptr, b_ptr, out_ptr, B: tl.constexpr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr):
    bb = tl.arange(0, B)[:, None, None]
    m = tl.arange(0, M)[None, :, None]
    n = tl.arange(0, N)[None, None, :]
    kr = tl.arange(0, K)[None, None, :]
    kc = tl.arange(0, K)[None, :, None]
    a = tl.load(a_ptr + bb * M * K + m * K + kr)
    b = tl.load(b_ptr + bb * K * N + kc * N + n)
    tl.store(out_ptr + bb * M * N + m * N + n, tl.dot(a, b, input_precision="ieee"))


def test_batched_dot(rng):
    B, M, N, K = 2, 16, 8, 16
    a, b = rand_array(rng, "float32", (B, M, K)), rand_array(rng, "float32", (B, K, N))
    out = poison((B, M, N), "float32")
    run(batched_dot_kernel, (1,), a, b, out, B=B, M=M, N=N, K=K)
    np.testing.assert_allclose(out, a.astype(np.float64) @ b.astype(np.float64), rtol=1e-5, atol=1e-5)


@tritium.jit
def multidim_dot_kernel(a_ptr, b_ptr, acc_ptr, out_ptr, SHAPE: tl.constexpr, TRANS_B: tl.constexpr):
    n: tl.constexpr = SHAPE[0] * SHAPE[1] * SHAPE[2] * SHAPE[3]
    a = tl.load(a_ptr + tl.arange(0, n)).reshape(SHAPE)
    b = tl.load(b_ptr + tl.arange(0, n)).reshape(SHAPE)
    acc = tl.load(acc_ptr + tl.arange(0, n)).reshape(SHAPE)
    if TRANS_B:
        b = tl.trans(b)  # swaps the last two dimensions only
    tl.store(out_ptr + tl.arange(0, n), tl.dot(a, b, acc, input_precision="ieee").reshape([n]))


@pytest.mark.parametrize("trans_b", [False, True])
def test_dot_over_two_batch_dimensions(rng, trans_b):
    shape = (2, 4, 16, 16)
    a, b, acc = (rand_array(rng, "float32", shape) for _ in range(3))
    out = poison(a.size, "float32")
    run(multidim_dot_kernel, (1,), a.ravel(), b.ravel(), acc.ravel(), out, SHAPE=shape, TRANS_B=trans_b)
    bt = np.swapaxes(b, -1, -2) if trans_b else b
    want = acc.astype(np.float64) + a.astype(np.float64) @ bt.astype(np.float64)
    np.testing.assert_allclose(out.reshape(shape), want, rtol=1e-5, atol=1e-5)


@tritium.jit
def bad_dot_kernel(a_ptr, b_ptr, out_ptr, CASE: tl.constexpr):
    m = tl.arange(0, 16)[:, None]
    n = tl.arange(0, 16)[None, :]
    a = tl.load(a_ptr + m * 16 + n)
    b = tl.load(b_ptr + m * 16 + n)
    if CASE == "dtype":
        r = tl.dot(a, b.to(tl.float16))
    elif CASE == "shape":
        r = tl.dot(a, tl.reshape(b, (32, 8)))
    else:
        r = tl.dot(a, b, out_dtype=tl.bfloat16)
    tl.store(out_ptr + m * 16 + n, r)


@pytest.mark.parametrize("case", ["dtype", "shape"])
def test_dot_errors(case):
    a = np.linspace(1, 2, 256).astype(np.float32)
    with pytest.raises(Exception):
        run(bad_dot_kernel, (1,), a, a, poison(256, "float32"), CASE=case)


def test_dot_out_dtype_bf16_errors():
    a = np.linspace(1, 2, 256).astype(np.float16)
    with pytest.raises(Exception):
        run(bad_dot_kernel, (1,), a, a, poison(256, "float32"), CASE="bf16")


@tritium.jit
def attention_fwd_kernel(Q, K, V, O, sm_scale, N_CTX, HEAD: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr):
    """Tutorial 06's online-softmax inner loop: Q is loop-invariant (its dot-operand conversion is
    hoisted), P goes from one dot's accumulator into the next dot's operand."""
    start_m = tl.program_id(0)
    offs_m = start_m * BM + tl.arange(0, BM)
    offs_n = tl.arange(0, BN)
    offs_d = tl.arange(0, HEAD)
    q = tl.load(Q + offs_m[:, None] * HEAD + offs_d[None, :])
    m_i = tl.zeros([BM], tl.float32) - float("inf")
    l_i = tl.zeros([BM], tl.float32)
    acc = tl.zeros([BM, HEAD], tl.float32)
    qk_scale = sm_scale * 1.44269504
    for start_n in range(0, N_CTX, BN):
        k = tl.load(K + (start_n + offs_n)[None, :] * HEAD + offs_d[:, None])
        qk = tl.dot(q, k)
        m_ij = tl.maximum(m_i, tl.max(qk, 1) * qk_scale)
        p = tl.math.exp2(qk * qk_scale - m_ij[:, None])
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(V + (start_n + offs_n)[:, None] * HEAD + offs_d[None, :])
        acc = tl.dot(p.to(tl.float16), v, acc * alpha[:, None])
        m_i = m_ij
    tl.store(O + offs_m[:, None] * HEAD + offs_d[None, :], (acc / l_i[:, None]).to(tl.float16))


@pytest.mark.parametrize("n_ctx,head,bm,bn", [(64, 32, 32, 32), (128, 64, 64, 32)])
def test_attention_forward_online_softmax(rng, n_ctx, head, bm, bn, backend_mode):
    if backend_mode == "xpu" and bm == 64:
        pytest.skip("xpu: Intel's CPU OpenCL runtime took 530 s to build this kernel's 1.6 MB of per-thread "
                    "LLVM IR on an AVX2-only host (the xpu:spirv dot is unrolled per lane); the 32-row case runs it")
    q, k, v = (rng.standard_normal((n_ctx, head)).astype(np.float16) for _ in range(3))
    out = poison((n_ctx, head), "float16")
    run(attention_fwd_kernel, (n_ctx // bm,), q, k, v, out, 0.5, n_ctx, HEAD=head, BM=bm, BN=bn)
    s = q.astype(np.float64) @ k.astype(np.float64).T * 0.5
    p = np.exp(s - s.max(1, keepdims=True))
    ref = (p / p.sum(1, keepdims=True)) @ v.astype(np.float64)
    np.testing.assert_allclose(out.astype(np.float64), ref, atol=2e-2, rtol=2e-2)
