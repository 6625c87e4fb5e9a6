"""Persistent kernels (a loop over output tiles around a pipelined K loop, as tutorial 09's) on
Hopper: each tile's epilogue exchanges reuse the bytes of the K loop's buffers
(passes/buffer_liveness.tile_loop_dead_after), so the kernel needs no more shared memory than its
stages, and a barrier at the end of the tile loop's body keeps the next tile's first copies off
the bytes the epilogue still reads. Lowered for cuda:90a and run on the lockstep simulator against
the interpreter; without that barrier the simulator reports the race."""
import zlib

import numpy as np
import pytest

import gpusim
import tritium
import tritium.language as tl
from tritium.frontend import dtypes as D
from tritium.runtime.interpreter import Interpreter

from test_gpu_lowering import _p, _ttir


@tritium.jit
def tiles_matmul(a_ptr, b_ptr, c_ptr, M, N, K, PROGRAMS: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr,
                 BK: tl.constexpr):
    tiles_n = tl.cdiv(N, BN)
    for tile in tl.range(tl.program_id(0), tl.cdiv(M, BM) * tiles_n, PROGRAMS):
        rows = (tile // tiles_n) * BM + tl.arange(0, BM)
        cols = (tile % tiles_n) * BN + tl.arange(0, BN)
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k in range(0, K, BK):
            ks = k + tl.arange(0, BK)
            a = tl.load(a_ptr + rows[:, None] * K + ks[None, :])
            b = tl.load(b_ptr + ks[:, None] * N + cols[None, :])
            acc = tl.dot(a, b, acc)
        tl.store(c_ptr + rows[:, None] * N + cols[None, :], acc.to(tl.float16))


def _case(bm, bn, bk, nw, stages, arch="90a"):
    from tritium.codegen.gpu.lowering import lower_kernel
    from tritium.codegen.gpu.nvptx import nvptx_target
    sig = {"a_ptr": _p(D.float16), "b_ptr": _p(D.float16), "c_ptr": _p(D.float16), "M": D.int32, "N": D.int32,
           "K": D.int32}
    facts = {k: ["aligned_16"] for k in ("a_ptr", "b_ptr", "c_ptr")} | {k: ["divisible_16"] for k in "MNK"}
    module = _ttir(tiles_matmul, sig, dict(PROGRAMS=2, BM=bm, BN=bn, BK=bk), facts=facts)
    target = nvptx_target(arch)
    g = gpusim.ttgir(module, nw, target, num_stages=stages)
    func, meta = lower_kernel(g, stmatrix=target.stmatrix)
    return module, func, meta


def _run(module, func, meta, bm, bn, bk, runner):
    # four tiles, two programs: each runs the tile loop twice
    return run_tiles(module, func, meta, 2 * bm, 2 * bn, 3 * bk, runner, f"persistent{bm}{bn}{bk}")


def run_tiles(module, func, meta, M, N, K, runner, seed: str):
    """A tile-loop matmul kernel (a, b, c, M, N, K) on two programs, on the interpreter or the
    simulator: its fp16 inputs (random, from `seed`) and its output (NaN where not written)."""
    rng = np.random.default_rng(zlib.crc32(seed.encode()))
    a = rng.standard_normal((M, K)).astype(np.float16)
    b = rng.standard_normal((K, N)).astype(np.float16)
    c = np.full((M, N), np.nan, np.float16)
    args = [a.ctypes.data, b.ctypes.data, c.ctypes.data, M, N, K]
    bufs = [(x.ctypes.data, x.nbytes) for x in (a, b, c)]
    if runner == "interp":
        Interpreter(module).run((2,), args, bufs)
    else:
        sim = gpusim.run(func, meta, (2,), args, bufs)
        assert sim.unwaited == 0
    return a, b, c



@pytest.mark.parametrize("bm,bn,bk,nw,stages,arch", [(64, 64, 32, 4, 3, "90a"), (64, 32, 32, 4, 2, "90a"),
                                                     (64, 64, 32, 4, 3, "80")])
def test_epilogue_reuses_the_stages_and_matches(bm, bn, bk, nw, stages, arch):
    """(sm_80: mma.sync reads its operands with ldmatrix, through the generic proxy: no fence.)"""
    module, func, meta = _case(bm, bn, bk, nw, stages, arch)
    ops = [o.name for o in func.body.walk()]
    assert ("gpu.wgmma" in ops) == (arch == "90a") and ("gpu.fence_proxy_async" in ops) == (arch == "90a")
    stages_bytes = stages * (bm * bk + bk * bn) * 2
    # the epilogue's fp16 tile (bm x bn, padded rows) fits in the stages' bytes and takes none of its own
    assert meta["shared"] <= stages_bytes + 1024, (meta["shared"], stages_bytes)
    a, b, ref = _run(module, func, meta, bm, bn, bk, "interp")
    _, _, got = _run(module, func, meta, bm, bn, bk, "sim")
    expect = a.astype(np.float64) @ b.astype(np.float64)
    np.testing.assert_allclose(ref.astype(np.float64), expect, rtol=2e-3, atol=2e-3 * np.abs(expect).max())
    # (sums in another order: the results may differ in their last fp16 bit)
    np.testing.assert_allclose(got.astype(np.float64), ref.astype(np.float64), rtol=1e-3, atol=1e-3)


def test_the_barrier_before_the_next_tile_is_needed():
    module, func, meta = _case(64, 64, 32, 4, 3)
    loop = next(o for o in func.body.ops if o.name == "scf.for")
    body = loop.regions[0]
    assert body.ops[-2].name == "gpu.barrier"  # (the last op before the terminator)
    body.ops.remove(body.ops[-2])
    with pytest.raises(gpusim.SimError, match="race"):
        _run(module, func, meta, 64, 64, 32, "sim")
