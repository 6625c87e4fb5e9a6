"""`tl.range(..., flatten=True)` (passes/gpu_flatten_loops.py): a persistent kernel's tile loop and
its K loop become one loop, so the software pipeliner keeps copies in flight across tiles. Lowered
for cuda:90a (wgmma) and sm_80 (mma.sync), run on the lockstep simulator against the interpreter,
with programs running different numbers of tiles and with an empty K loop (the nest's other
branch); nests the pass cannot flatten are left alone."""

import numpy as np
import pytest

import gpusim
import tritium
import tritium.language as tl
from tritium.codegen.gpu.nvptx import nvptx_target
from tritium.frontend import dtypes as D
from tritium.runtime.interpreter import Interpreter

from test_gpu_lowering import _p, _ttir
from test_gpu_persistent import run_tiles


@tritium.jit
def flat_tiles(a_ptr, b_ptr, c_ptr, M, N, K, PROGRAMS: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr,
               BK: tl.constexpr, FLATTEN: tl.constexpr):
    tiles_n = tl.cdiv(N, BN)
    done = tl.program_id(0) - PROGRAMS  # (a value the tile loop carries, changed in its epilogue)
    for tile in tl.range(tl.program_id(0), tl.cdiv(M, BM) * tiles_n, PROGRAMS, flatten=FLATTEN):
        rows = (tile // tiles_n) * BM + tl.arange(0, BM)
        cols = (tile % tiles_n) * BN + tl.arange(0, BN)
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k in range(0, K, BK):
            ks = k + tl.arange(0, BK)
            a = tl.load(a_ptr + rows[:, None] * K + ks[None, :])
            b = tl.load(b_ptr + ks[:, None] * N + cols[None, :])
            acc = tl.dot(a, b, acc)
        done += PROGRAMS
        out_rows = (done // tiles_n) * BM + tl.arange(0, BM)
        tl.store(c_ptr + out_rows[:, None] * N + cols[None, :], acc.to(tl.float16))


@tritium.jit
def flat_tiles_pointers(a_ptr, b_ptr, c_ptr, M, N, K, PROGRAMS: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr,
                        BK: tl.constexpr, FLATTEN: tl.constexpr):
    """Tutorial 03's loop (pointers advanced each K step) inside a tile loop."""
    tiles_n = tl.cdiv(N, BN)
    for tile in tl.range(tl.program_id(0), tl.cdiv(M, BM) * tiles_n, PROGRAMS, flatten=FLATTEN):
        rows = (tile // tiles_n) * BM + tl.arange(0, BM)
        cols = (tile % tiles_n) * BN + tl.arange(0, BN)
        a_ptrs = a_ptr + rows[:, None] * K + tl.arange(0, BK)[None, :]
        b_ptrs = b_ptr + tl.arange(0, BK)[:, None] * N + cols[None, :]
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k in range(0, K, BK):
            acc += tl.dot(tl.load(a_ptrs), tl.load(b_ptrs))
            a_ptrs += BK
            b_ptrs += BK * N
        tl.store(c_ptr + rows[:, None] * N + cols[None, :], acc.to(tl.float16))


SIG = {"a_ptr": _p(D.float16), "b_ptr": _p(D.float16), "c_ptr": _p(D.float16), "M": D.int32, "N": D.int32,
       "K": D.int32}
FACTS = {k: ["aligned_16"] for k in ("a_ptr", "b_ptr", "c_ptr")} | {k: ["divisible_16"] for k in "MNK"}


def _lowered(bm, bn, bk, nw, stages, arch, flatten=True, kernel=flat_tiles):
    from tritium.codegen.gpu.lowering import lower_kernel
    module = _ttir(kernel, SIG, dict(PROGRAMS=2, BM=bm, BN=bn, BK=bk, FLATTEN=flatten), facts=FACTS)
    target = nvptx_target(arch)
    g = gpusim.ttgir(module, nw, target, num_stages=stages)
    func, meta = lower_kernel(g, stmatrix=target.stmatrix)
    return module, g, func, meta


def _loops_with(g, name):
    """The loops inside `g` (a module or an op, not itself) holding an op `name`."""
    return [o for o in g.walk() if o is not g and o.name == "scf.for" and any(w.name == name for w in o.walk())]


def _run(module, func, meta, M, N, K, runner):
    return run_tiles(module, func, meta, M, N, K, runner, f"flat{M}{N}{K}")


@pytest.mark.parametrize("bm,bn,bk,nw,stages,arch", [(64, 64, 32, 4, 3, "90a"), (64, 32, 32, 4, 2, "90a"),
                                                     (64, 64, 32, 4, 3, "80")])
@pytest.mark.parametrize("tiles,k_slices", [((2, 2), 3), ((3, 1), 2), ((1, 3), 1), ((2, 2), 0)])
@pytest.mark.parametrize("kernel", [flat_tiles, flat_tiles_pointers], ids=["indices", "pointers"])
def test_flattened_nest_matches_interpreter(bm, bn, bk, nw, stages, arch, tiles, k_slices, kernel):
    """Two programs over 4 tiles (two each), 3 tiles (two and one) and an empty K loop; the K
    loop's operands from index math or from pointers it advances (computed from the counter in
    the flat loop, so its loads pipeline too)."""
    module, g, func, meta = _lowered(bm, bn, bk, nw, stages, arch, kernel=kernel)
    # one loop holds the copies, the dot and the epilogue's store: the tile loop was flattened
    flat = [o for o in _loops_with(g, "tt.dot") if any(w.name == "tt.store" for w in o.walk())]
    assert len(flat) == 1 and not _loops_with(flat[0], "tt.dot"), "the nest was not flattened"
    assert any(w.name in ("ttg.async_copy_global_to_local",) for w in flat[0].walk())
    if arch == "90a":  # the MMAs stay in flight across iterations; each tile's first restarts the sum
        assert [w.attrs.get("wgmma_pendings") for w in flat[0].walk() if w.name == "tt.dot"] == [1]
        assert any(w.attrs.get("scale_d") == "operand" for w in func.body.walk() if w.name == "gpu.wgmma")
    M, N, K = tiles[0] * bm, tiles[1] * bn, k_slices * bk
    a, b, ref = _run(module, func, meta, M, N, K, "interp")
    _, _, got = _run(module, func, meta, M, N, K, "sim")
    expect = a.astype(np.float64) @ b.astype(np.float64)
    np.testing.assert_allclose(ref.astype(np.float64), expect, rtol=2e-3, atol=2e-3 * max(1.0, np.abs(expect).max()))
    np.testing.assert_allclose(got.astype(np.float64), ref.astype(np.float64), rtol=1e-3, atol=1e-3)


def test_without_the_hint_the_nest_stays():
    _, g, _, _ = _lowered(64, 64, 32, 4, 3, "90a", flatten=False)
    outer = [o for o in _loops_with(g, "tt.dot") if any(w.name == "tt.store" for w in o.walk())]
    assert len(outer) == 1 and len(_loops_with(outer[0], "tt.dot")) == 1


@tritium.jit
def two_inner_loops(x_ptr, o_ptr, N, BLOCK: tl.constexpr):
    for i in tl.range(0, N, 1, flatten=True):
        s = tl.zeros((BLOCK,), tl.float32)
        for j in range(0, N):
            s += tl.load(x_ptr + j * BLOCK + tl.arange(0, BLOCK))
        for j in range(0, 2):
            s *= 2.0
        tl.store(o_ptr + i * BLOCK + tl.arange(0, BLOCK), s)


def test_nests_that_do_not_fit_are_left_alone():
    """Two inner loops: not a nest the pass flattens; the kernel still matches the interpreter."""
    sig = {"x_ptr": _p(D.float32), "o_ptr": _p(D.float32), "N": D.int32}
    module = _ttir(two_inner_loops, sig, {"BLOCK": 64})
    g = gpusim.ttgir(module, 2, nvptx_target("90a"), num_stages=3)
    outer = [o for o in g.walk() if o.name == "scf.for" and o.attrs.get("flatten")]
    assert len(outer) == 1 and len(_loops_with(outer[0], "tt.load")) == 1
    func, meta = gpusim.lower(module, 2, nvptx_target("90a"), num_stages=3)
    n = 3
    x = np.random.default_rng(5).standard_normal(n * 64).astype(np.float32)
    outs = []
    for runner in ("interp", "sim"):
        o = np.full(n * 64, np.nan, np.float32)
        args, bufs = [x.ctypes.data, o.ctypes.data, n], [(x.ctypes.data, x.nbytes), (o.ctypes.data, o.nbytes)]
        if runner == "interp":
            Interpreter(module).run((1,), args, bufs)
        else:
            gpusim.run(func, meta, (1,), args, bufs)
        outs.append(o)
    np.testing.assert_allclose(outs[0], np.tile(x.reshape(n, 64).sum(0) * 4, n), rtol=1e-5)
    np.testing.assert_allclose(outs[1], outs[0], rtol=1e-6)


def _interp_and_sim(fn, sig, cx, arrays, scalars, nw=4, arch="90a", stages=3, facts=None, grid=(1,)):
    from test_gpu_lowering import interp_and_sim
    module = _ttir(fn, sig, cx, facts=facts)
    func, meta = gpusim.lower(module, nw, nvptx_target(arch), num_stages=stages)
    return interp_and_sim(module, func, meta, grid, arrays, lambda ptrs: ptrs + list(scalars))


@tritium.jit
def far_steps(x_ptr, o_ptr, NT, NJ, INC, BLOCK: tl.constexpr):
    """A pointer stepped INC elements a K step (`b_ptrs += BK * N`): r * INC passes 2^31 elements
    while each step fits 32 bits. Its loads are masked off; it comes back before the last read."""
    for i in tl.range(0, NT, 1, flatten=True):
        p = x_ptr + i * BLOCK + tl.arange(0, BLOCK)
        s = tl.zeros((BLOCK,), tl.float32)
        for j in range(0, NJ):
            s += tl.load(p, mask=tl.arange(0, BLOCK) < 0, other=1.0)
            p += INC
        for j in range(0, NJ):
            p -= INC
        tl.store(o_ptr + i * BLOCK + tl.arange(0, BLOCK), s + tl.load(p))


@pytest.mark.parametrize("inc", [1 << 20, 1 << 30])
def test_stepped_pointers_do_not_wrap(inc):
    """The flat loop computes the stepped pointer as init + r * INC in 64 bits (in 32 it would wrap
    at r = 2 and read outside the buffer)."""
    sig = {"x_ptr": _p(D.float32), "o_ptr": _p(D.float32), "NT": D.int32, "NJ": D.int32, "INC": D.int32}
    x = np.random.default_rng(0).standard_normal(2 * 64).astype(np.float32)
    o = np.full(2 * 64, np.nan, np.float32)
    (_, oi), (_, os_) = _interp_and_sim(far_steps, sig, {"BLOCK": 64}, [x, o], [2, 3, inc], nw=2)
    np.testing.assert_allclose(oi, x + 3.0, rtol=1e-6)
    np.testing.assert_array_equal(os_, oi)


@tritium.jit
def sum_twice(a_ptr, b_ptr, c_ptr, M, N, K, PROGRAMS: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr,
              BK: tl.constexpr):
    """The K loop carries its dot's sum twice (`last = acc`), and reads the copy before the dot."""
    tiles_n = tl.cdiv(N, BN)
    for tile in tl.range(tl.program_id(0), tl.cdiv(M, BM) * tiles_n, PROGRAMS, flatten=True):
        rows = (tile // tiles_n) * BM + tl.arange(0, BM)
        cols = (tile % tiles_n) * BN + tl.arange(0, BN)
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        last = tl.zeros((BM, BN), dtype=tl.float32)
        extra = tl.zeros((BM, BN), dtype=tl.float32)
        for k in range(0, K, BK):
            ks = k + tl.arange(0, BK)
            extra += last * 0.5
            acc = tl.dot(tl.load(a_ptr + rows[:, None] * K + ks[None, :]),
                         tl.load(b_ptr + ks[:, None] * N + cols[None, :]), acc)
            last = acc
        tl.store(c_ptr + rows[:, None] * N + cols[None, :], (acc + extra).to(tl.float16))


def test_a_sum_read_elsewhere_is_waited_for():
    """A second copy of the sum leaves the epilogue's branch: the MMAs may not stay in flight (the
    simulator would see the copy read before a wait), and the kernel matches the interpreter."""
    module = _ttir(sum_twice, SIG, dict(PROGRAMS=2, BM=64, BN=64, BK=32), facts=FACTS)
    g = gpusim.ttgir(module, 4, nvptx_target("90a"), num_stages=3)
    assert [o.attrs.get("wgmma_pendings") for o in g.walk() if o.name == "tt.dot"] == [None]
    rng = np.random.default_rng(3)
    M, N, K = 128, 128, 96
    a, b = rng.standard_normal((M, K)).astype(np.float16), rng.standard_normal((K, N)).astype(np.float16)
    (_, _, ci), (_, _, cs) = _interp_and_sim(sum_twice, SIG, dict(PROGRAMS=2, BM=64, BN=64, BK=32),
                                             [a, b, np.full((M, N), np.nan, np.float16)], [M, N, K],
                                             facts=FACTS, grid=(2,))
    np.testing.assert_allclose(cs.astype(np.float64), ci.astype(np.float64), rtol=2e-3, atol=2e-2)


def test_two_warpgroups():
    """8 warps (two warpgroups) at 128 x 64 tiles: each warpgroup's MMAs and waits, and the
    barriers between the epilogue and the next tile's copies, on the simulator."""
    module, g, func, meta = _lowered(128, 64, 32, 8, 3, "90a")
    a, b, ref = _run(module, func, meta, 256, 128, 96, "interp")
    _, _, got = _run(module, func, meta, 256, 128, 96, "sim")
    np.testing.assert_allclose(got.astype(np.float64), ref.astype(np.float64), rtol=1e-3, atol=1e-3)


@tritium.jit
def rings_in_branches(a_ptr, b_ptr, c_ptr, K, REPS, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """Two pipelined loops in the branches of an if inside a loop: their rings share bytes."""
    rows = tl.arange(0, BM)
    cols = tl.arange(0, BN)
    for rep in range(0, REPS):
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        if rep % 2 == 0:
            for k in range(0, K, BK):
                ks = k + tl.arange(0, BK)
                acc = tl.dot(tl.load(a_ptr + rows[:, None] * K + ks[None, :]),
                             tl.load(b_ptr + ks[:, None] * BN + cols[None, :]), acc)
        else:
            for k in range(0, K, 2 * BK):
                ks = k + tl.arange(0, 2 * BK)
                acc = tl.dot(tl.load(a_ptr + rows[:, None] * K + ks[None, :]),
                             tl.load(b_ptr + ks[:, None] * BN + cols[None, :]), acc)
        tl.store(c_ptr + rep * BM * BN + rows[:, None] * BN + cols[None, :], acc.to(tl.float16))


def test_rings_sharing_bytes_in_a_loop_wait_for_each_other():
    """(passes/buffer_liveness.py) In the iteration after the else branch ran, the then branch's
    first copies must wait until every warpgroup's MMAs of the else branch read those bytes: both
    rings start with a barrier in a loop, not only the one placed second."""
    sig = {"a_ptr": _p(D.float16), "b_ptr": _p(D.float16), "c_ptr": _p(D.float16), "K": D.int32, "REPS": D.int32}
    facts = {k: ["aligned_16"] for k in ("a_ptr", "b_ptr")} | {"K": ["divisible_16"]}
    rng = np.random.default_rng(1)
    K = 128
    a, b = rng.standard_normal((128, K)).astype(np.float16), rng.standard_normal((K, 64)).astype(np.float16)
    c = np.full((3, 128, 64), np.nan, np.float16)
    (_, _, ci), (_, _, cs) = _interp_and_sim(rings_in_branches, sig, dict(BM=128, BN=64, BK=32), [a, b, c], [K, 3],
                                             nw=8, facts=facts)
    np.testing.assert_allclose(cs.astype(np.float64), ci.astype(np.float64), rtol=1e-3, atol=1e-3)


def test_flatten_is_off_by_default_and_can_be_turned_on(monkeypatch, tmp_path):
    """The CUDA option `flatten_loops` (off by default: the nest measured faster on the H100) and
    its knob TRITIUM_CUDA_FLATTEN: on, the nest becomes one loop in the kernel tritium.compile
    builds, and the two are cached apart."""
    from test_gpu_lowering import _ptxas_available
    from tritium.ir import parse_ir
    if not _ptxas_available():
        pytest.skip("ptxas not installed")
    monkeypatch.setenv("TRITIUM_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("TRITIUM_CUDA_FLATTEN", raising=False)
    cx = dict(PROGRAMS=2, BM=64, BN=64, BK=32, FLATTEN=True)

    def nested(**options) -> bool:
        ck = tritium.compile(flat_tiles, SIG, cx, target="cuda:90a", num_warps=4, num_stages=3, facts=FACTS, **options)
        g = parse_ir(ck.asm["ttgir"])
        return any(_loops_with(o, "tt.dot") for o in _loops_with(g, "tt.dot"))
    assert nested()
    assert not nested(flatten_loops=True)
    monkeypatch.setenv("TRITIUM_CUDA_FLATTEN", "1")
    assert not nested()
