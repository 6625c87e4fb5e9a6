"""Dots of every operand type the tensor cores take through mma.sync, without a GPU: int8 (m16n8k32,
int32 sums), tf32 (m16n8k8) and tl.dot_scaled's MX operands (a tf32 dot, exact for them), lowered
and run on the lockstep simulator against the interpreter on random inputs."""
import zlib

import numpy as np
import pytest

import gpusim
import tritium
import tritium.language as tl
from tritium.frontend import dtypes as D
from tritium.runtime.interpreter import Interpreter

from test_gpu_lowering import _count, _p, _pipelined_case, _ttir, dot_kernel, interp_and_sim


# int8 operands, int32 sums: (BM, BN, BK, num_stages, num_warps, M, N, K, ADV)
INT8_CASES = [
    (32, 32, 32, 3, 4, 40, 24, 96, "iv"),
    (64, 64, 64, 2, 4, 64, 64, 160, "scalar"),  # K not a multiple of BK
    (128, 64, 64, 3, 8, 100, 64, 256, "iv"),
    (64, 32, 32, 1, 4, 64, 32, 96, "tensor"),  # nothing staged: operands from global loads, converted
]


@pytest.mark.parametrize("case", INT8_CASES, ids=["-".join(map(str, c)) for c in INT8_CASES])
def test_int8_dot_runs_on_tensor_cores(case):
    """int8 x int8 -> int32 dots run as mma.m16n8k32 (they were FMA loops): full-range random
    operands, sums compared bit for bit with the interpreter's."""
    bm, bn, bk, stages, nw, M, N, K, adv = case
    g, func = _pipelined_case("i8", bm, bn, bk, stages, nw, M, N, K, adv=adv)
    mma = [o for o in func.body.walk() if o.name == "gpu.mma"]
    assert mma and all(o.attrs["shape"] == "m16n8k32" and str(o.results[0].type) == "i32" for o in mma)
    assert _count(g, "ttg.local_alloc") == (2 if stages > 1 else 0)


@pytest.mark.parametrize("mnk", [(16, 8, 8), (32, 32, 32), (64, 32, 16)])
def test_tf32_dot_uses_tensor_cores_and_matches_interpreter(mnk):
    """fp32 dots with input_precision tf32 (the CUDA default) run on mma m16n8k8, which reads the
    operands' top 19 bits: the same truncation the interpreter applies."""
    M, N, K = mnk
    rng = np.random.default_rng(zlib.crc32(f"tf32{mnk}".encode()))
    a = rng.standard_normal((M, K)).astype(np.float32)
    b = rng.standard_normal((K, N)).astype(np.float32)
    sig = {"a_ptr": _p(D.float32), "b_ptr": _p(D.float32), "c_ptr": _p(D.float32)}
    module = _ttir(dot_kernel, sig, dict(M=M, N=N, K=K), default_dot_input_precision="tf32")
    for nw in (1, 4):
        func, meta = gpusim.lower(module, nw)
        shapes = {o.attrs.get("shape") for o in func.walk() if o.name == "gpu.mma"}
        assert shapes == {"m16n8k8"}
        results = []
        for runner in ("interp", "sim"):
            arrs = [a.copy(), b.copy(), np.full((M, N), np.nan, np.float32)]
            args = [x.ctypes.data for x in arrs]
            bufs = [(x.ctypes.data, x.nbytes) for x in arrs]
            if runner == "interp":
                Interpreter(module).run((1,), args, bufs)
            else:
                gpusim.run(func, meta, (1,), args, bufs)
            results.append(arrs[2])
        np.testing.assert_allclose(results[1], results[0], rtol=1e-5, atol=1e-5)
        ref = (a.astype(np.float64) @ b.astype(np.float64))
        assert np.abs(results[1] - ref).max() < 1e-2 * np.abs(ref).max()  # tf32, not a wrong answer


@tritium.jit
def scaled_dot_kernel(a_ptr, sa_ptr, b_ptr, sb_ptr, out_ptr, M: tl.constexpr, N: tl.constexpr, KA: tl.constexpr,
                      KB: tl.constexpr, SK: tl.constexpr, FA: tl.constexpr, FB: tl.constexpr):
    """A [M, KA] in FA scaled by sa [M, SK]; B [KB, N] in FB (e2m1: two codes a byte along K) scaled by sb [N, SK]."""
    a = tl.load(a_ptr + tl.arange(0, M)[:, None] * KA + tl.arange(0, KA)[None, :])
    b = tl.load(b_ptr + tl.arange(0, KB)[:, None] * N + tl.arange(0, N)[None, :])
    sa = tl.load(sa_ptr + tl.arange(0, M)[:, None] * SK + tl.arange(0, SK)[None, :])
    sb = tl.load(sb_ptr + tl.arange(0, N)[:, None] * SK + tl.arange(0, SK)[None, :])
    r = tl.dot_scaled(a, sa, FA, b, sb, FB)
    tl.store(out_ptr + tl.arange(0, M)[:, None] * N + tl.arange(0, N)[None, :], r)


@pytest.mark.parametrize("fa,fb", [("e4m3", "e2m1"), ("e5m2", "e4m3")])
def test_dot_scaled_runs_on_tensor_cores(fa, fb):
    """tl.dot_scaled's fp32 dot of the decoded, scaled operands is tf32 (exact for them): mma.sync
    m16n8k8, not an FMA loop; against the interpreter on random MX codes and scales."""
    M, N, K = 32, 32, 64
    rng = np.random.default_rng(len(fa + fb))

    def codes(fmt, shape):
        x = rng.integers(0, 256, shape, dtype=np.uint8)
        if fmt == "e4m3":
            x[(x & 0x7F) == 0x7F] = 0x3E  # (no NaN codes)
        elif fmt == "e5m2":
            x[(x & 0x7C) == 0x7C] &= 0xBB  # (no inf / NaN)
        return x
    a = codes(fa, (M, K))
    b = codes(fb, (K // 2 if fb == "e2m1" else K, N))
    sa = rng.integers(118, 137, (M, K // 32), dtype=np.uint8)
    sb = rng.integers(118, 137, (N, K // 32), dtype=np.uint8)
    sig = {"a_ptr": _p(D.uint8), "sa_ptr": _p(D.uint8), "b_ptr": _p(D.uint8), "sb_ptr": _p(D.uint8),
           "out_ptr": _p(D.float32)}
    module = _ttir(scaled_dot_kernel, sig, dict(M=M, N=N, KA=K, KB=b.shape[0], SK=K // 32, FA=fa, FB=fb))
    func, meta = gpusim.lower(module, 4)
    mma = [o for o in func.body.walk() if o.name == "gpu.mma"]
    assert mma and {o.attrs["ab"] for o in mma} == {"tf32"} and _count(func, "math.fma") == 0
    x, y = interp_and_sim(module, func, meta, (1,), [a, sa, b, sb, np.full((M, N), np.nan, np.float32)])
    assert not np.isnan(x[4]).any()
    np.testing.assert_allclose(y[4], x[4], rtol=1e-5, atol=1e-5 * float(np.abs(x[4]).max()))


@pytest.mark.parametrize("kind", ["tf32", "i8"])
def test_hopper_row_major_b_of_8_or_32_bits_keeps_the_2d_warp_grid(kind):
    """On cuda:90a, wgmma reads an 8- or 32-bit B K-major only; a row-major B (a plain `a @ b`)
    makes the dot run as mma.sync, on the ordinary MMA layout's 2-D warp grid rather than the
    warpgroup layout's warps all along M (each of which would read all of B: the tf32 matmul of
    benchmarks/cuda.py ran at 96 TFLOP/s that way on an H100, 160 before). Against the interpreter."""
    from tritium.codegen.gpu.nvptx import nvptx_target
    from tritium.ir import print_ir
    g, func = _pipelined_case(kind, 64, 64, 32, 3, 4, 64, 64, 96, ints=(kind == "i8"), target=nvptx_target("90a"))
    text = print_ir(g)
    assert "versionMajor = 2" in text and "versionMajor = 3" not in text
    assert _count(func, "gpu.mma") > 0 and _count(func, "gpu.wgmma") == 0
