"""Dot operands loaded by the dot itself (codegen/cpu/dot_operands.py): A read in place where its
whole mask is true (else loaded into a buffer first), B packed per panel, and next-step prefetch.

Every operand lives inside a larger buffer poisoned with NaN (padding columns after each row,
padding rows after the last), so a lane the kernel reads that its mask excludes, or a row past
M or K, turns the result into NaN. Checked against float64 NumPy on random inputs, outputs
poisoned first: M, N, K not multiples of the blocks (row masks, K-tail masks), the `% M`
wrap-around of Triton's tutorial, unmasked loads, and the cases that must not be deferred (a
store between the load and the dot, an operand read twice).
"""
import re

import numpy as np
import pytest

import tritium
import tritium.language as tl
from cpuutil import backend_mode, cache_dir  # noqa: F401  (fixtures)
from test_cpu_dot import _ref, k_loop  # (k_loop: a masked K loop with strides)


@pytest.fixture
def rng():
    return np.random.default_rng(2024)


def _poisoned(rng, rows, cols, pad_rows=3, pad_cols=5):
    """A rows x cols float32 view (random) inside a NaN buffer with padding rows and columns."""
    full = np.full((rows + pad_rows, cols + pad_cols), np.nan, np.float32)
    full[:rows, :cols] = rng.standard_normal((rows, cols), dtype=np.float32)
    return full, full[:rows, :cols]


def _pointer_buffers(llir):
    """Lanes of every buffer of pointers the kernel keeps on its stack."""
    return [int(n) for n in re.findall(r"alloca \[(\d+) x ptr\]", llir)]


@pytest.mark.parametrize("M,N,K,BM,BN,BK", [
    (64, 64, 64, 32, 32, 16),     # every mask true: A read in place throughout
    (100, 72, 60, 32, 32, 16),    # row masks at the edges, a K tail
    (129, 130, 131, 64, 64, 32),  # one past the blocks in every dimension
    (37, 200, 70, 16, 128, 64),   # a row remainder of the register block, K tail of 6
    (7, 16, 5, 8, 16, 8),         # smaller than one block, K below one step
])
def test_masked_k_loop_reads_only_what_its_masks_allow(rng, M, N, K, BM, BN, BK):
    _, a = _poisoned(rng, M, K)
    _, b = _poisoned(rng, K, N)
    c = np.full((M, N), np.nan, np.float32)
    ck = k_loop[(tritium.cdiv(M, BM), tritium.cdiv(N, BN))](
        a, b, c, M, N, K, a.strides[0] // 4, b.strides[0] // 4, N, BM=BM, BN=BN, BK=BK, ADVANCE_FIRST=False,
        OUT_F16=False)
    np.testing.assert_allclose(c, _ref(a, b), rtol=1e-4, atol=1e-4 * np.sqrt(K))
    if BK >= 16:  # (rows of 16 lanes or more: chunks stay in a row, so the pointers are recomputed)
        # from their row and column parts: no BMxBK or BKxBN tile of pointers is kept
        assert max(_pointer_buffers(ck.asm["llir"])) <= max(BM, BN, BK)


@tritium.jit
def wrapped_loop(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
                 BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """Triton tutorial 03's indexing: rows wrap around (% M), only K is masked."""
    pid = tl.program_id(0)
    npn = tl.cdiv(N, BN)
    pm, pn = pid // npn, pid % npn
    om = (pm * BM + tl.arange(0, BM)) % M
    on = (pn * BN + tl.arange(0, BN)) % N
    ok = tl.arange(0, BK)
    a_ptrs = a_ptr + om[:, None] * stride_am + ok[None, :]
    b_ptrs = b_ptr + ok[:, None] * stride_bk + on[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = tl.load(a_ptrs, mask=ok[None, :] < K - k * BK, other=0.0)
        b = tl.load(b_ptrs, mask=ok[:, None] < K - k * BK, other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BK
        b_ptrs += BK * stride_bk
    cm = pm * BM + tl.arange(0, BM)
    cn = pn * BN + tl.arange(0, BN)
    tl.store(c_ptr + cm[:, None] * stride_cm + cn[None, :], acc, mask=(cm[:, None] < M) & (cn[None, :] < N))


@pytest.mark.parametrize("M,N,K", [(128, 128, 128), (96, 80, 100), (200, 48, 64), (64, 64, 33)])
def test_wrapped_rows_and_k_tail(rng, M, N, K):
    _, a = _poisoned(rng, M, K)
    _, b = _poisoned(rng, K, N)
    c = np.full((M, N), np.nan, np.float32)
    BM, BN, BK = 64, 32, 32
    wrapped_loop[(tritium.cdiv(M, BM) * tritium.cdiv(N, BN),)](
        a, b, c, M, N, K, a.strides[0] // 4, b.strides[0] // 4, N, BM=BM, BN=BN, BK=BK)
    np.testing.assert_allclose(c, _ref(a, b), rtol=1e-4, atol=1e-4 * np.sqrt(K))


@tritium.jit
def store_between(a_ptr, b_ptr, c_ptr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr):
    """A store to A's memory between A's load and the dot: the dot must see the loaded values."""
    m = tl.arange(0, M)[:, None]
    n = tl.arange(0, N)[None, :]
    k = tl.arange(0, K)
    a = tl.load(a_ptr + m * K + k[None, :])
    b = tl.load(b_ptr + k[:, None] * N + n)
    tl.store(a_ptr + m * K + k[None, :], a * 0.0 - 1.0)
    tl.store(c_ptr + m * N + n, tl.dot(a, b))


def test_store_between_load_and_dot_keeps_the_loaded_values(rng):
    M, N, K = 32, 64, 16
    a = rng.standard_normal((M, K), dtype=np.float32)
    b = rng.standard_normal((K, N), dtype=np.float32)
    ref = _ref(a, b)
    c = np.full((M, N), np.nan, np.float32)
    store_between[(1,)](a, b, c, M=M, N=N, K=K)
    np.testing.assert_allclose(c, ref, rtol=1e-4, atol=1e-4 * np.sqrt(K))
    assert (a == -1.0).all()


@tritium.jit
def operand_twice(a_ptr, b_ptr, c_ptr, d_ptr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr):
    """A loaded operand read by two dots and a store (not the dot's alone)."""
    m = tl.arange(0, M)[:, None]
    n = tl.arange(0, N)[None, :]
    k = tl.arange(0, K)
    a = tl.load(a_ptr + m * K + k[None, :])
    b = tl.load(b_ptr + k[:, None] * N + n)
    tl.store(c_ptr + m * N + n, tl.dot(a, b) + tl.dot(a, b))
    tl.store(d_ptr + m * K + k[None, :], a)


def test_operand_read_twice(rng):
    M, N, K = 16, 32, 16
    a = rng.standard_normal((M, K), dtype=np.float32)
    b = rng.standard_normal((K, N), dtype=np.float32)
    c = np.full((M, N), np.nan, np.float32)
    d = np.full((M, K), np.nan, np.float32)
    operand_twice[(1,)](a, b, c, d, M=M, N=N, K=K)
    np.testing.assert_allclose(c, 2 * _ref(a, b), rtol=1e-4, atol=2e-4 * np.sqrt(K))
    np.testing.assert_array_equal(d, a)


def test_tutorial_matmul_reads_its_operands_in_place(rng):
    """examples/matmul.py's kernel: no 8-byte-a-lane pointer tile is kept for the K loop (the
    prefetch recomputes its addresses), and the result is right at a size with a K tail."""
    import importlib.util
    from pathlib import Path
    spec = importlib.util.spec_from_file_location("ex_matmul", Path(__file__).parents[3] / "examples" / "matmul.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    M, N, K = 160, 144, 200
    a = rng.standard_normal((M, K), dtype=np.float32)
    b = rng.standard_normal((K, N), dtype=np.float32)
    c = np.full((M, N), np.nan, np.float32)
    ck = mod.matmul_kernel[(tritium.cdiv(M, 64) * tritium.cdiv(N, 64),)](
        a, b, c, M, N, K, K, 1, N, 1, N, 1, BLOCK_M=64, BLOCK_N=64, BLOCK_K=32, GROUP_M=4)
    np.testing.assert_allclose(c, _ref(a, b), rtol=1e-4, atol=1e-4 * np.sqrt(K))
    llir = ck.asm["llir"]
    assert max(_pointer_buffers(llir)) <= 64  # row and column pointers only, no 64x32 tile of them
    assert "@llvm.prefetch" in llir


@tritium.jit
def f16_out_loop(a_ptr, b_ptr, c_ptr, K, M: tl.constexpr, N: tl.constexpr, BK: tl.constexpr):
    """f16 operands and an f16 result: the micro-kernel widens the operands (not read in place)."""
    m = tl.arange(0, M)[:, None]
    n = tl.arange(0, N)[None, :]
    ok = tl.arange(0, BK)
    acc = tl.zeros((M, N), dtype=tl.float16)
    for k in range(0, tl.cdiv(K, BK)):
        a = tl.load(a_ptr + m * K + (k * BK + ok)[None, :], mask=(k * BK + ok)[None, :] < K, other=0.0)
        b = tl.load(b_ptr + (k * BK + ok)[:, None] * N + n, mask=(k * BK + ok)[:, None] < K, other=0.0)
        acc = tl.dot(a, b, acc, out_dtype=tl.float16)
    tl.store(c_ptr + m * N + n, acc)


def test_f16_operands_with_an_f16_result(rng):
    M, N, K = 32, 64, 40
    a = (rng.standard_normal((M, K)) * 0.25).astype(np.float16)
    b = (rng.standard_normal((K, N)) * 0.25).astype(np.float16)
    c = np.full((M, N), np.nan, np.float16)
    f16_out_loop[(1,)](a, b, c, K, M=M, N=N, BK=16)
    np.testing.assert_allclose(c.astype(np.float64), _ref(a, b), rtol=2e-2, atol=2e-2)
