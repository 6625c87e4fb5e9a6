"""Tile order in the layout pass (passes/gpu_layouts.py): a tile that no access can vectorise is
laid out as Triton's coalescing lays it out, by the contiguity of its largest access, so a
reduction along rows that run down memory columns stays in each thread. Lowered for sm_90 and run
on the lockstep simulator against the interpreter."""
import numpy as np
import pytest

import gpusim
import tritium
import tritium.language as tl
from tritium.frontend import dtypes as D

from test_gpu_lowering import _p, _ttir, interp_and_sim


@tritium.jit
def strided_row_sums(x_ptr, o_ptr, n, STRIDE: tl.constexpr, X: tl.constexpr, R: tl.constexpr):
    """Inductor's OUTER_TINY reductions (var_mean over 3 of 77 columns): row x's elements lie
    STRIDE apart, so its tile runs down its columns, unaligned (`x + 77*r`)."""
    xs = tl.program_id(0) * X + tl.arange(0, X)[:, None]
    r = tl.arange(0, R)[None, :]
    v = tl.load(x_ptr + (xs + STRIDE * r), (r < 3) & (xs < n), other=0)
    tl.store(o_ptr + xs, tl.sum(v, 1)[:, None], xs < n)


@pytest.mark.parametrize("x,num_warps", [(128, 4), (64, 2), (32, 1)])
def test_tile_ordered_by_contiguity(x, num_warps):
    """No access of the tile vectorises, so its layout follows its contiguity as Triton's does:
    lanes down the columns (order [0, 1]), each thread summing its row itself (no shuffles), each
    sum stored once (one store per thread, not one per lane of a row)."""
    n = 77
    sig = {"x_ptr": _p(D.int32), "o_ptr": _p(D.int32), "n": D.int32}
    module = _ttir(strided_row_sums, sig, dict(STRIDE=n, X=x, R=4))
    loads = [o for o in gpusim.ttgir(module, num_warps).walk() if o.name == "tt.load"]
    assert [o.result.type.layout.order for o in loads] == [(0, 1)]
    func, meta = gpusim.lower(module, num_warps)
    names = [o.name for o in func.body.walk()]
    assert "gpu.shuffle" not in names and "gpu.barrier" not in names
    xs = np.random.default_rng(x + num_warps).integers(-1000, 1000, 3 * n).astype(np.int32)
    out = np.full(n, -7, np.int32)
    (xi, oi), (_, os_) = interp_and_sim(module, func, meta, (-(-n // x),), [xs, out],
                                        lambda ptrs: ptrs + [n])
    np.testing.assert_array_equal(oi, xs.reshape(3, n).sum(0))
    np.testing.assert_array_equal(os_, oi)
