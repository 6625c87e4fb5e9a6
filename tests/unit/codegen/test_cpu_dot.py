"""tl.dot on the compiled CPU backend (codegen/cpu/dot.py, dot_block.py, dot_prefetch.py).

Checked against float64 NumPy references on random inputs with poisoned outputs: shapes whose rows
are not a multiple of the register block (the remainder block), one-row and tiny dots, K loops with
masked loads (K not a multiple of BLOCK_K) whose pointers advance after or before the dot, operand
dtypes (f16, bf16, int8, f64, tf32), batched dots, and other targets' code run here (x86-64,
x86-64-v3) or compiled for elsewhere (AArch64). Also: the register block fits each target's
registers, and the next-tile prefetch is emitted exactly where it can be.
"""
import platform

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.backends.cpu import targets
from tritium.codegen.cpu.dot_block import block_shape, register_bytes
from cpuutil import backend_mode, cache_dir  # noqa: F401  (fixtures)

X86 = platform.machine() in targets.X86_MACHINES


@pytest.fixture
def rng():
    return np.random.default_rng(1234)


@tritium.jit
def one_dot(a_ptr, b_ptr, c_ptr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr):
    m = tl.arange(0, M)[:, None]
    n = tl.arange(0, N)[None, :]
    k = tl.arange(0, K)
    a = tl.load(a_ptr + m * K + k[None, :])
    b = tl.load(b_ptr + k[:, None] * N + n)
    tl.store(c_ptr + m * N + n, tl.dot(a, b))


@tritium.jit
def k_loop(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
           BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, ADVANCE_FIRST: tl.constexpr,
           OUT_F16: tl.constexpr):
    pm, pn = tl.program_id(0), tl.program_id(1)
    om = pm * BM + tl.arange(0, BM)
    on = pn * BN + tl.arange(0, BN)
    ok = tl.arange(0, BK)
    a_ptrs = a_ptr + om[:, None] * stride_am + ok[None, :]
    b_ptrs = b_ptr + ok[:, None] * stride_bk + on[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = tl.load(a_ptrs, mask=(om[:, None] < M) & (ok[None, :] < K - k * BK), other=0.0)
        b = tl.load(b_ptrs, mask=(ok[:, None] < K - k * BK) & (on[None, :] < N), other=0.0)
        if ADVANCE_FIRST:  # the pointers move on before the dot reads this step's tiles
            a_ptrs += BK
            b_ptrs += BK * stride_bk
        acc = tl.dot(a, b, acc)
        if not ADVANCE_FIRST:
            a_ptrs += BK
            b_ptrs += BK * stride_bk
    out = acc.to(tl.float16) if OUT_F16 else acc
    tl.store(c_ptr + om[:, None] * stride_cm + on[None, :], out, mask=(om[:, None] < M) & (on[None, :] < N))


def _ref(a, b):
    return a.astype(np.float64) @ b.astype(np.float64)


@pytest.mark.parametrize("M,N,K", [(16, 16, 16), (32, 64, 16), (128, 128, 64), (64, 32, 128), (16, 128, 32),
                                   (128, 16, 16), (32, 32, 8), (1, 64, 16), (2, 16, 8), (8, 1, 16), (1, 1, 8)])
def test_single_dot_shapes(rng, M, N, K):
    a = rng.standard_normal((M, K), dtype=np.float32)
    b = rng.standard_normal((K, N), dtype=np.float32)
    c = np.full((M, N), np.nan, np.float32)
    one_dot[(1,)](a, b, c, M=M, N=N, K=K)
    np.testing.assert_allclose(c, _ref(a, b), rtol=1e-4, atol=1e-4 * np.sqrt(K))


@pytest.mark.parametrize("advance_first", [False, True])
@pytest.mark.parametrize("M,N,K,BM,BN,BK", [(100, 72, 60, 32, 32, 16), (129, 130, 131, 64, 64, 32),
                                            (37, 200, 70, 16, 128, 64)])
def test_k_loop_with_masks(rng, M, N, K, BM, BN, BK, advance_first):
    a = rng.standard_normal((M, K), dtype=np.float32)
    b = rng.standard_normal((K, N), dtype=np.float32)
    c = np.full((M, N), np.nan, np.float32)
    ck = k_loop[(tritium.cdiv(M, BM), tritium.cdiv(N, BN))](a, b, c, M, N, K, K, N, N, BM=BM, BN=BN, BK=BK,
                                                           ADVANCE_FIRST=advance_first, OUT_F16=False)
    np.testing.assert_allclose(c, _ref(a, b), rtol=1e-4, atol=1e-4 * np.sqrt(K))
    assert "@llvm.prefetch" in ck.asm["llir"]  # both forms of the advance are followed


@tritium.jit
def typed_loop(a_ptr, b_ptr, c_ptr, K, M: tl.constexpr, N: tl.constexpr, BK: tl.constexpr,
               KIND: tl.constexpr):
    m = tl.arange(0, M)[:, None]
    n = tl.arange(0, N)[None, :]
    ok = tl.arange(0, BK)
    a_ptrs = a_ptr + m * K + ok[None, :]
    b_ptrs = b_ptr + ok[:, None] * N + n
    if KIND == "int8":
        acc = tl.zeros((M, N), dtype=tl.int32)
    elif KIND == "f64":
        acc = tl.zeros((M, N), dtype=tl.float64)
    else:
        acc = tl.zeros((M, N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = tl.load(a_ptrs, mask=ok[None, :] < K - k * BK, other=0)
        b = tl.load(b_ptrs, mask=ok[:, None] < K - k * BK, other=0)
        if KIND == "tf32":
            acc = tl.dot(a, b, acc, input_precision="tf32")
        elif KIND == "f16_widened":  # the dot's operands are conversions of the loads
            acc = tl.dot(a.to(tl.float32), b.to(tl.float32), acc)
        else:
            acc = tl.dot(a, b, acc)
        a_ptrs += BK
        b_ptrs += BK * N
    tl.store(c_ptr + m * N + n, acc)


def _tf32(x):
    bits = x.astype(np.float32).view(np.uint32) & np.uint32(0xFFFFE000)
    return bits.view(np.float32)


@pytest.mark.parametrize("kind", ["f16", "bf16", "int8", "f64", "tf32", "f16_widened"])
def test_operand_dtypes_in_a_k_loop(rng, kind):
    import torch
    M, N, K, BK = 32, 64, 100, 32
    if kind == "int8":
        a = rng.integers(-128, 128, (M, K), dtype=np.int8)
        b = rng.integers(-128, 128, (K, N), dtype=np.int8)
        c = np.full((M, N), -7, np.int32)
        typed_loop[(1,)](a, b, c, K, M=M, N=N, BK=BK, KIND=kind)
        np.testing.assert_array_equal(c, a.astype(np.int64) @ b.astype(np.int64))
        return
    if kind == "bf16":
        a = torch.randn(M, K, dtype=torch.bfloat16)
        b = torch.randn(K, N, dtype=torch.bfloat16)
        c = torch.full((M, N), float("nan"))
        typed_loop[(1,)](a, b, c, K, M=M, N=N, BK=BK, KIND=kind)
        np.testing.assert_allclose(c.numpy(), a.double().numpy() @ b.double().numpy(), rtol=1e-4, atol=1e-3)
        return
    dt = {"f16": np.float16, "f16_widened": np.float16, "f64": np.float64}.get(kind, np.float32)
    a = rng.standard_normal((M, K)).astype(dt)
    b = rng.standard_normal((K, N)).astype(dt)
    c = np.full((M, N), np.nan, np.float64 if kind == "f64" else np.float32)
    typed_loop[(1,)](a, b, c, K, M=M, N=N, BK=BK, KIND=kind)
    if kind == "tf32":
        np.testing.assert_allclose(c, _ref(_tf32(a), _tf32(b)), rtol=1e-4, atol=1e-3)
        assert np.abs(c - _ref(a, b)).max() > 1e-4  # the truncation is real
    elif kind == "f64":
        np.testing.assert_allclose(c, _ref(a, b), rtol=1e-12, atol=1e-12)
    else:
        np.testing.assert_allclose(c, _ref(a, b), rtol=1e-4, atol=1e-3)


@tritium.jit
def batched(a_ptr, b_ptr, c_ptr, B: tl.constexpr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr):
    i = tl.arange(0, B)[:, None, None]
    m = tl.arange(0, M)[None, :, None]
    n = tl.arange(0, N)[None, None, :]
    kr = tl.arange(0, K)[None, None, :]
    kc = tl.arange(0, K)[None, :, None]
    a = tl.load(a_ptr + i * M * K + m * K + kr)
    b = tl.load(b_ptr + i * K * N + kc * N + n)
    tl.store(c_ptr + i * M * N + m * N + n, tl.dot(a, b))


def test_batched_dot_with_a_row_remainder(rng):
    B, M, N, K = 2, 16, 64, 32  # 16 rows: two full 6-row blocks and a 4-row remainder on AVX-512
    a = rng.standard_normal((B, M, K), dtype=np.float32)
    b = rng.standard_normal((B, K, N), dtype=np.float32)
    c = np.full((B, M, N), np.nan, np.float32)
    batched[(1,)](a, b, c, B=B, M=M, N=N, K=K)
    np.testing.assert_allclose(c, np.einsum("bmk,bkn->bmn", a.astype(np.float64), b), rtol=1e-4, atol=1e-4)


def test_f16_result_of_a_k_loop(rng):
    M, N, K = 48, 40, 50
    a = rng.standard_normal((M, K), dtype=np.float32)
    b = rng.standard_normal((K, N), dtype=np.float32)
    c = np.full((M, N), np.nan, np.float16)
    k_loop[(3, 1)](a, b, c, M, N, K, K, N, N, BM=16, BN=64, BK=16, ADVANCE_FIRST=False, OUT_F16=True)
    np.testing.assert_allclose(c.astype(np.float64), _ref(a, b), rtol=2e-3, atol=2e-2)


# ------------------------------------------------------------------------------ register blocks
@pytest.mark.parametrize("arch", ["host", "x86-64", "x86-64-v2", "x86-64-v3", "x86-64-v4", "aarch64"])
@pytest.mark.parametrize("acc_bytes,isint", [(4, False), (8, False), (4, True)])
def test_register_block_fits_the_registers(arch, acc_bytes, isint):
    info = targets.describe(arch)
    regs = info["vector_registers"]
    for M, N in [(128, 128), (16, 16), (1, 64), (64, 32), (2, 256), (128, 8)]:
        w = min(16, N)
        nv, mr = block_shape(info, M, N, w, acc_bytes, isint)
        assert 1 <= mr <= M and N % (w * nv) == 0
        per_chunk = max(1, w * acc_bytes // register_bytes(info))
        if (mr, nv) != (1, 1):  # (1, 1) is the fallback when nothing fits (f64 on SSE2)
            assert mr * nv * per_chunk + nv * per_chunk + 1 + isint <= regs


def test_register_block_per_isa():
    w = 16
    assert block_shape(targets.describe("x86-64-v4"), 128, 128, w, 4, False) == (4, 6)  # 24 zmm accumulators
    assert block_shape(targets.describe("x86-64-v3"), 128, 128, w, 4, False) == (1, 6)  # 6 x 16: 12 ymm
    assert block_shape(targets.describe("aarch64"), 128, 128, w, 4, False) == (1, 6)  # 6 x 16: 24 q
    assert register_bytes(targets.describe("x86-64")) == 16


MATMUL_SIG = {"a_ptr": "*fp32", "b_ptr": "*fp32", "c_ptr": "*fp32", "M": "i32", "N": "i32", "K": "i32",
              "stride_am": "i32", "stride_bk": "i32", "stride_cm": "i32"}
MATMUL_CX = {"BM": 64, "BN": 64, "BK": 32, "ADVANCE_FIRST": False, "OUT_F16": False}


@pytest.mark.parametrize("arch,fma", [("x86-64-v3", "vfmadd231ps\t%ymm"), ("x86-64-v4", "vfmadd231ps\t%zmm"),
                                      ("aarch64", "fmla\tv")])
def test_other_targets_compile_the_micro_kernel(arch, fma):
    ck = tritium.compile(k_loop, MATMUL_SIG, MATMUL_CX, target=f"cpu:{arch}")
    asm = ck.asm["asm"]
    assert fma in asm
    assert ("prfm" if arch == "aarch64" else "prefetcht1") in asm


@pytest.mark.skipif(not X86, reason="x86-64 targets run on x86-64 machines")
@pytest.mark.parametrize("arch", ["x86-64", "x86-64-v3"])
def test_other_x86_targets_run_the_k_loop(rng, arch):
    if not targets.runs_here(arch):
        pytest.skip(f"this machine cannot run cpu:{arch}")
    M, N, K = 70, 90, 100
    a = rng.standard_normal((M, K), dtype=np.float32)
    b = rng.standard_normal((K, N), dtype=np.float32)
    c = np.full((M, N), np.nan, np.float32)
    k_loop[(tritium.cdiv(M, 32), tritium.cdiv(N, 32))](a, b, c, M, N, K, K, N, N, BM=32, BN=32, BK=16,
                                                         ADVANCE_FIRST=False, OUT_F16=False, target=f"cpu:{arch}")
    np.testing.assert_allclose(c, _ref(a, b), rtol=1e-4, atol=1e-3)


# ------------------------------------------------------------------------------------ prefetch
def test_no_prefetch_outside_a_loop_or_under_the_sanitizer(rng):
    ck = tritium.compile(one_dot, {"a_ptr": "*fp32", "b_ptr": "*fp32", "c_ptr": "*fp32"},
                         {"M": 32, "N": 32, "K": 32})
    assert "@llvm.prefetch" not in ck.asm["llir"]  # no next tile to fetch
    M, N, K = 40, 40, 40
    a = rng.standard_normal((M, K), dtype=np.float32)
    b = rng.standard_normal((K, N), dtype=np.float32)
    c = np.full((M, N), np.nan, np.float32)
    ck = k_loop[(2, 2)](a, b, c, M, N, K, K, N, N, BM=32, BN=32, BK=16, ADVANCE_FIRST=False, OUT_F16=False,
                        debug=True)
    np.testing.assert_allclose(c, _ref(a, b), rtol=1e-4, atol=1e-3)
    assert "@llvm.prefetch" not in ck.asm["llir"]


@tritium.jit
def gathered_b(a_ptr, b_ptr, c_ptr, K, stride_bn, M: tl.constexpr, N: tl.constexpr, BK: tl.constexpr):
    m = tl.arange(0, M)[:, None]
    n = tl.arange(0, N)[None, :]
    ok = tl.arange(0, BK)
    a_ptrs = a_ptr + m * K + ok[None, :]
    b_ptrs = b_ptr + ok[:, None] + n * stride_bn  # B read through its transpose: a gather
    acc = tl.zeros((M, N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = tl.load(a_ptrs, mask=ok[None, :] < K - k * BK, other=0.0)
        b = tl.load(b_ptrs, mask=ok[:, None] < K - k * BK, other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BK
        b_ptrs += BK
    tl.store(c_ptr + m * N + n, acc)


def test_gathered_operand_gets_no_prefetch(rng):
    M, N, K, BK = 32, 32, 80, 32
    a = rng.standard_normal((M, K), dtype=np.float32)
    bt = rng.standard_normal((N, K), dtype=np.float32)  # B = bt.T
    c = np.full((M, N), np.nan, np.float32)
    ck = gathered_b[(1,)](a, bt, c, K, K, M=M, N=N, BK=BK)
    np.testing.assert_allclose(c, _ref(a, bt.T), rtol=1e-4, atol=1e-3)
    both = tritium.compile(k_loop, MATMUL_SIG, dict(MATMUL_CX, BM=M, BN=N, BK=BK))  # B contiguous there
    calls = _lowered(ck).count("call void @llvm.prefetch")
    assert calls and 2 * calls == _lowered(both).count("call void @llvm.prefetch")  # A's stream, not B's


def _lowered(ck) -> str:
    """The kernel's LLVM IR as the lowering writes it, before LLVM's optimizer unrolls loops."""
    from tritium.codegen.cpu.lowering import lower_module
    from tritium.ir import parse_ir
    return lower_module(parse_ir(ck.asm["ttir"]), targets.describe("host"))[0]


def test_low_precision_operands_are_widened_once_per_dot():
    """f16 operands become f32 tiles in a vector pass before the micro-kernel: no scalar conversion
    per broadcast of A, no conversion of B's rows for each block of rows."""
    sig = {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp32", "K": "i32"}
    text = _lowered(tritium.compile(typed_loop, sig, {"M": 32, "N": 64, "BK": 32, "KIND": "f16"}))
    assert "fpext half " not in text
    assert text.count("fpext <16 x half>") == 2  # one pass over A, one over B
