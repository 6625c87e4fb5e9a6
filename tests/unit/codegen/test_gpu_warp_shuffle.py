"""Layout conversions inside warps by shuffles (codegen/gpu/warp_shuffle.py).

The plan is checked exhaustively against the layouts' own coordinate maps (every destination
register of every lane must name a source register and lane holding the same element), and
conversions are lowered and run on the GPU simulator: the output must equal the input, with
shuffles and no shared memory or barrier where the plan applies."""

import numpy as np
import pytest

import gpusim
from tritium.codegen.gpu import warp_shuffle
from tritium.codegen.gpu.lowering import lower_kernel
from tritium.ir import parse_ir
from tritium.ir.layouts import Blocked

WARP = 32


def _blocked(spt, tpw, wpc, order):
    return Blocked(tuple(spt), tuple(tpw), tuple(wpc), tuple(order))


def _layouts(shape, num_warps):
    """Blocked layouts of a 2-D shape for num_warps warps: sizes per thread, lanes and warps split
    over the dimensions both ways round."""
    out = []
    for spt in ((1, 1), (1, 4), (2, 1), (2, 2)):
        for t0 in (1, 4, 8, 32):
            for w0 in (1, 2):
                if w0 > num_warps:
                    continue
                for order in ((1, 0), (0, 1)):
                    out.append(_blocked(spt, (t0, WARP // t0), (w0, num_warps // w0), order))
    return [b for b in out if b.to_linear(shape) is not None]


def _check_plan(S, D, got):
    A, C, E = got
    for r in range(D.nregs):
        for lane in range(WARP):
            src_reg = src_lane = 0
            for j in range(len(A)):
                if r >> j & 1:
                    src_reg ^= A[j]
                    src_lane ^= C[j]
            for i in range(len(E)):
                if lane >> i & 1:
                    src_lane ^= E[i]
            w = (1 << len(S.warp)) - 1  # the last warp (warps have equal bases in both)
            assert S.coord(src_reg, src_lane, w) == D.coord(r, lane, w)


@pytest.mark.parametrize("shape,num_warps", [((8, 32), 1), ((16, 64), 2), ((32, 32), 4)])
def test_every_planned_shuffle_reads_the_element_it_needs(shape, num_warps):
    lays = _layouts(shape, num_warps)
    planned = 0
    for a in lays:
        S = a.to_linear(shape)
        for b in lays:
            D = b.to_linear(shape)
            got = warp_shuffle.plan(S, D)
            if got is not None:
                planned += 1
                _check_plan(S, D, got)
            elif S.warp == D.warp and all(x in set(S.lane) for x in D.lane if any(x)) and \
                    set(S.reg) >= {x for x in D.reg if any(x)}:
                pytest.fail(f"no plan for {a} -> {b} though every basis is a source basis")
    assert planned > 20


TEMPLATE = """#src = {src}
#dst = {dst}
#s1 = #ttg.slice<{{dim = 1, parent = #src}}>
#s0 = #ttg.slice<{{dim = 0, parent = #src}}>
module {{
  tt.func public @copy(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) attributes {{ttg.num_warps = {nw}, ttg.threads_per_warp = 32}} {{
    %0 = tt.make_range {{start = 0, end = {m}}} : () -> tensor<{m}xi32, #s1>
    %1 = tt.expand_dims %0 {{axis = 1}} : (tensor<{m}xi32, #s1>) -> tensor<{m}x1xi32, #src>
    %2 = arith.constant {{value = {n}}} : () -> tensor<{m}x1xi32, #src>
    %3 = arith.muli %1, %2 : (tensor<{m}x1xi32, #src>, tensor<{m}x1xi32, #src>) -> tensor<{m}x1xi32, #src>
    %4 = tt.make_range {{start = 0, end = {n}}} : () -> tensor<{n}xi32, #s0>
    %5 = tt.expand_dims %4 {{axis = 0}} : (tensor<{n}xi32, #s0>) -> tensor<1x{n}xi32, #src>
    %6 = tt.broadcast %3 : (tensor<{m}x1xi32, #src>) -> tensor<{m}x{n}xi32, #src>
    %7 = tt.broadcast %5 : (tensor<1x{n}xi32, #src>) -> tensor<{m}x{n}xi32, #src>
    %8 = arith.addi %6, %7 : (tensor<{m}x{n}xi32, #src>, tensor<{m}x{n}xi32, #src>) -> tensor<{m}x{n}xi32, #src>
    %9 = tt.splat %arg0 : (!tt.ptr<f32>) -> tensor<{m}x{n}x!tt.ptr<f32>, #src>
    %10 = tt.addptr %9, %8 : (tensor<{m}x{n}x!tt.ptr<f32>, #src>, tensor<{m}x{n}xi32, #src>) -> tensor<{m}x{n}x!tt.ptr<f32>, #src>
    %11 = tt.load %10 {{cache = "", evict = "", volatile = false}} : (tensor<{m}x{n}x!tt.ptr<f32>, #src>) -> tensor<{m}x{n}xf32, #src>
    %12 = ttg.convert_layout %11 : (tensor<{m}x{n}xf32, #src>) -> tensor<{m}x{n}xf32, #dst>
    %13 = ttg.convert_layout %8 : (tensor<{m}x{n}xi32, #src>) -> tensor<{m}x{n}xi32, #dst>
    %14 = tt.splat %arg1 : (!tt.ptr<f32>) -> tensor<{m}x{n}x!tt.ptr<f32>, #dst>
    %15 = tt.addptr %14, %13 : (tensor<{m}x{n}x!tt.ptr<f32>, #dst>, tensor<{m}x{n}xi32, #dst>) -> tensor<{m}x{n}x!tt.ptr<f32>, #dst>
    tt.store %15, %12 {{cache = "", evict = ""}} : (tensor<{m}x{n}x!tt.ptr<f32>, #dst>, tensor<{m}x{n}xf32, #dst>) -> ()
    tt.return : () -> ()
  }}
}}
"""


def _text(layout) -> str:
    p = layout.params()
    return ("#ttg.blocked<{" + ", ".join(f"{k} = [{', '.join(map(str, v))}]" for k, v in p.items()) + "}>")


CASES = [  # (shape, num_warps, source, destination, by shuffles)
    ((8, 32), 1, _blocked((1, 1), (1, 32), (1, 1), (1, 0)), _blocked((1, 1), (1, 32), (1, 1), (1, 0)), False),
    # the same lanes in another order (lanes along N first, or along M first): a lane permutation
    ((8, 32), 1, _blocked((1, 1), (4, 8), (1, 1), (1, 0)), _blocked((1, 1), (4, 8), (1, 1), (0, 1)), True),
    ((32, 32), 4, _blocked((1, 1), (4, 8), (1, 4), (0, 1)), _blocked((1, 1), (4, 8), (1, 4), (1, 0)), True),
    # every lane gathers the elements of its row that the other lanes hold (a broadcast)
    ((16, 32), 2, _blocked((1, 1), (1, 32), (1, 2), (1, 0)), _blocked((2, 2), (1, 32), (1, 2), (1, 0)), True),
    # a register bit trades places with a lane bit: through shared memory
    ((8, 32), 1, _blocked((4, 1), (1, 32), (1, 1), (1, 0)), _blocked((4, 1), (2, 16), (1, 1), (1, 0)), False),
    # warps over other dimensions: through shared memory
    ((32, 32), 4, _blocked((1, 1), (1, 32), (4, 1), (1, 0)), _blocked((1, 1), (32, 1), (1, 4), (0, 1)), False),
]


@pytest.mark.parametrize("case", range(len(CASES)))
def test_conversions_run_on_the_simulator(case, rng):
    shape, nw, src, dst, by_shuffles = CASES[case]
    S, D = src.to_linear(shape), dst.to_linear(shape)
    assert (warp_shuffle.plan(S, D) is not None) == by_shuffles or S.same_threads(D)
    text = TEMPLATE.format(src=_text(src), dst=_text(dst), m=shape[0], n=shape[1], nw=nw)
    func, meta = lower_kernel(parse_ir(text))
    names = [o.name for o in func.walk()]
    if by_shuffles:
        assert "gpu.shuffle" in names and "gpu.barrier" not in names
    x = rng.standard_normal(shape).astype(np.float32)
    out = np.full(shape, np.nan, np.float32)
    gpusim.run(func, meta, (1,), [x.ctypes.data, out.ctypes.data], [(x.ctypes.data, x.nbytes), (out.ctypes.data, out.nbytes)])
    np.testing.assert_array_equal(out, x)
