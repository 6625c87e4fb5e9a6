"""Triton's tutorial 06 backward kernel (`_attn_bwd`, unmodified, with the tutorial's own config: 4
warps, 5 stages, blocks 32/128/128/32) compiled for cuda:90a and run on the lockstep GPU simulator
against the interpreter, without a GPU: every dot a warpgroup MMA (its `qT` / `kT`, read as B both as
loaded and transposed, staged transposed), k and v staged in shared memory (the loop's sums and
those tiles would not fit in registers), outputs poisoned with NaN first."""
import importlib.util
import os
import sys

import numpy as np
import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
TUTORIAL = os.path.join(HERE, "..", "..", "..", "shared", "external", "triton-tutorials", "06-fused-attention.py")
sys.path[:0] = [os.path.join(HERE, "..", "unit"), os.path.join(HERE, "..", "unit", "codegen")]

pytest.importorskip("torch")
if not os.path.exists(TUTORIAL):
    pytest.skip(f"{TUTORIAL} not present", allow_module_level=True)

SIG = {"Q": "*fp16", "K": "*fp16", "V": "*fp16", "sm_scale": "fp32", "DO": "*fp16", "DQ": "*fp16", "DK": "*fp16",
       "DV": "*fp16", "M": "*fp32", "D": "*fp32", "stride_z": "i32", "stride_h": "i32", "stride_tok": "i32",
       "stride_d": "constexpr", "H": "i32", "N_CTX": "i32", "BLOCK_M1": "constexpr", "BLOCK_N1": "constexpr",
       "BLOCK_M2": "constexpr", "BLOCK_N2": "constexpr", "BLK_SLICE_FACTOR": "constexpr", "HEAD_DIM": "constexpr",
       "CAUSAL": "constexpr"}


def _tutorial():
    from tritium.compat import install_triton_alias
    install_triton_alias()
    spec = importlib.util.spec_from_file_location("tutorial06", TUTORIAL)
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


def test_tutorial06_backward_on_the_hopper_simulator():
    import gpusim
    import tritium
    from test_gpu_lowering import _count
    from tritium.codegen.gpu.nvptx import nvptx_target
    from tritium.runtime.interpreter import Interpreter
    d, n = 64, 256
    cx = dict(stride_d=1, BLOCK_M1=32, BLOCK_N1=128, BLOCK_M2=128, BLOCK_N2=32, BLK_SLICE_FACTOR=2, HEAD_DIM=d, CAUSAL=True)
    facts = {k: (["aligned_16"] if v.startswith("*") else ["divisible_16"]) for k, v in SIG.items() if v == "i32" or v.startswith("*")}
    module = tritium.compile_ttir(_tutorial()._attn_bwd, SIG, cx, {}, facts=facts).module
    target = nvptx_target("90a")
    g = gpusim.ttgir(module, 4, target, num_stages=5)
    func, meta = gpusim.lower(module, 4, target, num_stages=5)
    assert _count(func, "gpu.mma") == 0 and _count(func, "gpu.wgmma") > 0
    assert _count(g, "ttg.local_store") == 2  # (k and v; q and do fit in registers at D=64)
    rng = np.random.default_rng(6)
    q, k, v, do = (rng.standard_normal((n, d)).astype(np.float16) for _ in range(4))
    k = (k.astype(np.float32) * 0.125 * 1.4426950408889634).astype(np.float16)  # (the tutorial's scaled k)
    s = q.astype(np.float64) @ k.astype(np.float64).T
    s = np.where(np.arange(n)[:, None] >= np.arange(n)[None, :], s, -np.inf)
    mx = s.max(1)
    lse = (mx + np.log2(np.exp2(s - mx[:, None]).sum(1))).astype(np.float32)  # (the forward's M, base 2)
    delta = (rng.standard_normal(n) * 0.1).astype(np.float32)
    results = []
    for runner in ("interp", "sim"):
        arrs = [q.copy(), k.copy(), v.copy(), do.copy()] + [np.full((n, d), np.nan, np.float16) for _ in range(3)] + \
            [lse.copy(), delta.copy()]
        p = [a.ctypes.data for a in arrs]
        args = [p[0], p[1], p[2], 0.125, p[3], p[4], p[5], p[6], p[7], p[8], n * d, n * d, d, 1, n]
        bufs = [(a.ctypes.data, a.nbytes) for a in arrs]
        if runner == "interp":
            Interpreter(module).run((n // 128, 1, 1), args, bufs)
        else:
            assert gpusim.run(func, meta, (n // 128, 1, 1), args, bufs).unwaited == 0
        results.append([a.astype(np.float32) for a in arrs[4:7]])
    for want, got in zip(*results):  # dq, dk, dv
        assert not np.isnan(want).any() and np.abs(want).max() > 0.5
        np.testing.assert_allclose(got, want, rtol=2e-3, atol=2e-3 * np.abs(want).max())
