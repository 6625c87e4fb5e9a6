"""Reshapes and transposes that move no data between threads: where the result's layout is the
source's seen through the reshape (or permutation), the SIMT lowering only renames registers
(lowering._moved_or_exchanged) instead of a round trip through shared memory with two barriers.
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
