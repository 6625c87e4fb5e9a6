"""Reshapes and transposes that move no data between threads: where the result's layout is the
source's seen through the reshape (or permutation), the SIMT lowering only renames registers
(lowering.moved_or_exchanged) instead of a round trip through shared memory with two barriers.
Checked on the lockstep simulator against the interpreter on random inputs, and on the lowered
program: no barrier, no shared memory. Where the layouts do not line up the exchange remains."""
import numpy as np
import pytest

import gpusim
import tritium
import tritium.language as tl
from tritium.frontend import dtypes as D

from test_gpu_lowering import _p, _ttir, interp_and_sim


@tritium.jit
def reshape_rows(x_ptr, y_ptr, R: tl.constexpr, C: tl.constexpr):
    """A flat tile viewed as rows (the index math of Inductor's and tl.sort's reshapes)."""
    x = tl.load(x_ptr + tl.arange(0, R * C))
    y = tl.reshape(x, (R, C)) * 3.0
    tl.store(y_ptr + tl.arange(0, R)[:, None] * C + tl.arange(0, C)[None, :], y)


@tritium.jit
def flat_of_rows(x_ptr, y_ptr, R: tl.constexpr, C: tl.constexpr):
    x = tl.load(x_ptr + tl.arange(0, R)[:, None] * C + tl.arange(0, C)[None, :])
    y = tl.reshape(x + 1.0, (R * C,))
    tl.store(y_ptr + tl.arange(0, R * C), y)


@tritium.jit
def transposed(x_ptr, y_ptr, R: tl.constexpr, C: tl.constexpr):
    x = tl.load(x_ptr + tl.arange(0, R)[:, None] * C + tl.arange(0, C)[None, :])
    y = tl.trans(x)
    tl.store(y_ptr + tl.arange(0, C)[:, None] * R + tl.arange(0, R)[None, :], y)


def _lowered(fn, r, c, num_warps):
    sig = {"x_ptr": _p(D.float32), "y_ptr": _p(D.float32)}
    module = _ttir(fn, sig, {"R": r, "C": c})
    func, meta = gpusim.lower(module, num_warps)
    return module, func, meta


def _ops(func) -> list:
    return [o.name for o in func.body.walk()]


@pytest.mark.parametrize("fn,r,c,num_warps", [(reshape_rows, 4, 16, 1), (flat_of_rows, 2, 64, 2),
                                              (reshape_rows, 8, 32, 4), (flat_of_rows, 16, 16, 4)])
def test_reshape_moves_registers_only(fn, r, c, num_warps):
    module, func, meta = _lowered(fn, r, c, num_warps)
    assert "gpu.barrier" not in _ops(func) and not func.attrs.get("shared"), "the reshape went through shared memory"
    x = np.random.default_rng(r * c + num_warps).standard_normal(r * c).astype(np.float32)
    y = np.full(r * c, np.nan, np.float32)
    (xi, yi), (xs, ys) = interp_and_sim(module, func, meta, (1,), [x, y])
    np.testing.assert_array_equal(ys, yi)
    np.testing.assert_allclose(yi, x * 3.0 if fn is reshape_rows else x + 1.0, rtol=1e-6)


@pytest.mark.parametrize("num_warps", [1, 4])
def test_transpose_of_unmatched_layouts_still_exchanges(num_warps):
    """A transpose whose result layout is not the source's permuted (the default layouts of a
    32x8 and an 8x32 tile): the data crosses threads through shared memory, correctly."""
    module, func, meta = _lowered(transposed, 8, 32, num_warps)
    assert "gpu.barrier" in _ops(func)
    x = np.random.default_rng(7).standard_normal(256).astype(np.float32)
    y = np.full(256, np.nan, np.float32)
    (_, yi), (_, ys) = interp_and_sim(module, func, meta, (1,), [x, y])
    np.testing.assert_array_equal(ys, yi)
    np.testing.assert_array_equal(yi.reshape(32, 8), x.reshape(8, 32).T)


@tritium.jit
def subtiled_epilogue(a_ptr, b_ptr, c_ptr, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """Tutorial 09's subtiled epilogue: the accumulator reshaped to [BM, 2, BN/2], permuted and
    split into its left and right halves, each stored on its own."""
    rm, rn, rk = tl.arange(0, BM), tl.arange(0, BN), tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
        b = tl.load(b_ptr + (k + rk)[:, None] * BN + rn[None, :])
        acc = tl.dot(a, b, acc)
    halves = tl.permute(tl.reshape(acc, (BM, 2, BN // 2)), (0, 2, 1))
    left, right = tl.split(halves)
    cols = tl.arange(0, BN // 2)
    tl.store(c_ptr + rm[:, None] * BN + cols[None, :], left.to(tl.float16))
    tl.store(c_ptr + rm[:, None] * BN + (BN // 2 + cols)[None, :], right.to(tl.float16))


@pytest.mark.parametrize("arch,num_warps,stages", [("90a", 4, 2), ("80", 4, 2), ("90a", 8, 3)])
def test_accumulator_reshape_permute_split_moves_registers_only(arch, num_warps, stages, monkeypatch):
    """The layout pass gives the reshape's, permute's and split's results the accumulator's layout
    seen through them (#ttg.linear): no shared-memory round trip for any of the three (with
    wgmma's accumulator on sm_90a, mma.sync's on sm_80); each half still leaves through one
    conversion to 16-byte rows. Simulator against interpreter on random fp16 inputs."""
    from tritium.codegen.gpu import lowering
    from tritium.codegen.gpu.nvptx import nvptx_target
    bm, bn, bk, K = 16 * num_warps * (2 if num_warps == 4 else 1), 128, 32, 96
    sig = {"a_ptr": _p(D.float16), "b_ptr": _p(D.float16), "c_ptr": _p(D.float16), "K": D.int32}
    module = _ttir(subtiled_epilogue, sig, {"BM": bm, "BN": bn, "BK": bk},
                   facts={"a_ptr": ["aligned_16"], "b_ptr": ["aligned_16"], "c_ptr": ["aligned_16"], "K": ["divisible_16"]})
    target = nvptx_target(arch)
    from tritium.ir import print_ir
    assert "#ttg.linear" in print_ir(gpusim.ttgir(module, num_warps, target, num_stages=stages))
    remapped = []
    inner = lowering.SIMTLowering.exchange

    def exchange(self, regs, S, D_, t, index_map=None, **kw):
        remapped.append(index_map is not None)  # (reshape, transpose, split pass an index map)
        return inner(self, regs, S, D_, t, index_map=index_map, **kw)
    monkeypatch.setattr(lowering.SIMTLowering, "exchange", exchange)
    func, meta = gpusim.lower(module, num_warps, target, num_stages=stages)
    assert remapped and not any(remapped), "a reshape, permute or split went through shared memory"
    rng = np.random.default_rng(bm + stages)
    a = rng.standard_normal((bm, K)).astype(np.float16)
    b = rng.standard_normal((K, bn)).astype(np.float16)
    c = np.full((bm, bn), np.nan, np.float16)
    (_, _, ci), (_, _, cs) = interp_and_sim(module, func, meta, (1,), [a, b, c], lambda p: p + [K])
    assert not np.isnan(cs).any()  # (sums in another order than the interpreter's: an fp16 ulp apart)
    np.testing.assert_allclose(cs.astype(np.float32), ci.astype(np.float32), rtol=2e-3, atol=2e-3)
    ref = a.astype(np.float64) @ b.astype(np.float64)
    np.testing.assert_allclose(ci.astype(np.float64), ref, rtol=1e-2, atol=2e-2 * np.abs(ref).max())
