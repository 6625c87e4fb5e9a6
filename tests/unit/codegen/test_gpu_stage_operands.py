"""Loop-invariant A tiles of Hopper's warpgroup dots staged once in shared memory
(passes/gpu_stage_operands.py): attention backward's dQ loop shape (q and do loaded before the loop,
each read as A) and tutorial 06's dK/dV shape, lowered for cuda:90a and run on the lockstep
simulator against the interpreter on random inputs (at shapes the simulator runs quickly, with the
register budget that decides lowered to 0, `staging_always`); the simulator also rejects the staging
without its proxy fence; and the decision at the shapes the benchmarks run."""
import zlib

import numpy as np
import pytest

import gpusim
import tritium
import tritium.language as tl
from tritium.frontend import dtypes as D
from tritium.runtime.interpreter import Interpreter

from test_gpu_lowering import PIPE_TYPES, _count, _p, _to_dtype, _ttir
from test_gpu_wgmma import _dkdv_case


@tritium.jit
def mini_attention_dq(q_ptr, k_ptr, v_ptr, do_ptr, dq_ptr, n_keys, scale,
                      BM: tl.constexpr, BN: tl.constexpr, D: tl.constexpr):
    """Attention backward's loop over key blocks for one block of queries: q and do, loaded before
    the loop, are each the A of one dot an iteration (q @ k.T, do @ v.T)."""
    offs_m = tl.program_id(0) * BM + tl.arange(0, BM)
    offs_d = tl.arange(0, D)
    q = tl.load(q_ptr + offs_m[:, None] * D + offs_d[None, :])
    do = tl.load(do_ptr + offs_m[:, None] * D + offs_d[None, :])
    dq = tl.zeros([BM, D], dtype=tl.float32)
    for start in range(0, n_keys, BN):
        offs_n = start + tl.arange(0, BN)
        k = tl.load(k_ptr + offs_n[:, None] * D + offs_d[None, :])
        v = tl.load(v_ptr + offs_n[:, None] * D + offs_d[None, :])
        p = tl.dot(q, k.T) * scale
        ds = p * tl.dot(do, v.T)
        dq = tl.dot(ds.to(k.dtype), k, dq)
    tl.store(dq_ptr + offs_m[:, None] * D + offs_d[None, :], dq)


@pytest.fixture
def staging_always(monkeypatch):
    import tritium.passes.gpu_stage_operands as gso
    monkeypatch.setattr(gso, "REGISTER_BUDGET", 0)


def _lowered(kind, bm, bn, d, nw, stages, drop=None):
    from tritium.codegen.gpu.lowering import lower_kernel
    from tritium.codegen.gpu.nvptx import nvptx_target
    tdt = PIPE_TYPES[kind]
    sig = {n: _p(tdt) for n in ("q_ptr", "k_ptr", "v_ptr", "do_ptr")}
    sig.update(dq_ptr=_p(D.float32), n_keys=D.int32, scale=D.float32)
    facts = {k: ["aligned_16"] for k in sig if k.endswith("_ptr")}
    facts["n_keys"] = ["divisible_16"]
    module = _ttir(mini_attention_dq, sig, dict(BM=bm, BN=bn, D=d), facts=facts)
    target = nvptx_target("90a")
    g = gpusim.ttgir(module, nw, target, num_stages=stages)
    if drop is not None:  # (the staging without one of its ops: the simulator must object)
        loop = next(o for o in g.walk() if o.name == "scf.for")
        block = loop.parent
        victims = [o for o in block.ops[:block.ops.index(loop)] if o.name == drop]
        assert len(victims) == 1
        block.ops.remove(victims[0])
    func, meta = lower_kernel(g, stmatrix=target.stmatrix)
    return module, g, func, meta


def _run_both(module, func, meta, kind, bm, bn, d, seed_key):
    rng = np.random.default_rng(zlib.crc32(seed_key.encode()))
    n_q, n_keys = 2 * bm, 3 * bn
    q, do = (rng.standard_normal((n_q, d)).astype(np.float32) for _ in range(2))
    k, v = (rng.standard_normal((n_keys, d)).astype(np.float32) for _ in range(2))
    results = []
    for runner in ("interp", "sim"):
        arrs = [_to_dtype(x, kind) for x in (q, k, v, do)] + [np.full((n_q, d), np.nan, np.float32)]
        args = [x.ctypes.data for x in arrs] + [n_keys, 0.125]
        bufs = [(x.ctypes.data, x.nbytes) for x in arrs]
        if runner == "interp":
            Interpreter(module).run((n_q // bm,), args, bufs)
        else:
            sim = gpusim.run(func, meta, (n_q // bm,), args, bufs)
            assert sim.unwaited == 0
        results.append(arrs[-1])
    return results


@pytest.mark.parametrize("kind,bm,bn,d,nw,stages", [("f16", 64, 32, 64, 4, 3), ("bf16", 64, 64, 32, 4, 2),
                                                    ("f16", 128, 32, 64, 8, 3)])
def test_invariant_a_tiles_are_read_from_shared_memory(kind, bm, bn, d, nw, stages, staging_always):
    """q and do are each written once into a buffer laid out as wgmma reads it (16-byte loads and
    stores: their loads left the sums' layout), then one proxy fence and one barrier before the loop; in the loop
    q @ k.T and do @ v.T read both operands through descriptors, only ds @ k reads its A (computed
    in the loop) from registers. Against the interpreter on random inputs."""
    module, g, func, meta = _lowered(kind, bm, bn, d, nw, stages)
    loop = next(o for o in g.walk() if o.name == "scf.for")
    before = loop.parent.ops[:loop.parent.ops.index(loop)]
    assert [o.name for o in before if o.name in ("ttg.local_store", "ttng.fence_async_shared", "tt.debug_barrier")] == \
        ["ttg.local_store", "ttg.local_store", "ttng.fence_async_shared", "tt.debug_barrier"]
    assert _count(g, "ttg.local_alloc") == 4  # (two rings for k and v, the buffers of q and do)
    assert {o.result.type.layout.size_per_thread[-1] for o in before if o.name == "tt.load"} == {8}  # (16-byte runs)
    wg = [o for o in func.body.walk() if o.name == "gpu.wgmma"]
    assert wg and _count(func, "gpu.mma") == 0 and {o.attrs["a_regs"] for o in wg} == {True, False}
    assert not _count(func, "gpu.ldmatrix")  # (the staged tiles are never read into registers)
    interp, sim = _run_both(module, func, meta, kind, bm, bn, d, f"dq{kind}{bm}{bn}{d}{nw}{stages}")
    assert not np.isnan(interp).any()
    np.testing.assert_allclose(sim, interp, rtol=2e-2, atol=2e-2 * np.abs(interp).max())


def test_staging_needs_its_proxy_fence(staging_always):
    """Without the proxy fence (wgmma reads through the async proxy what st.shared wrote through
    the generic one) the simulator reports the race: the check the first test passes is a real
    one. (Its barrier has a twin here: the pipelined loop's first wait for its copies ends in one.)"""
    module, g, func, meta = _lowered("f16", 64, 32, 64, 4, 3, drop="ttng.fence_async_shared")
    with pytest.raises(gpusim.SimError, match="fence.proxy.async"):
        _run_both(module, func, meta, "f16", 64, 32, 64, "dq-negative")


@pytest.mark.parametrize("kernel,kind,bm,bn,d,nw,staged", [
    ("dq", "f16", 128, 32, 128, 8, 0),  # benchmarks/cuda.py's dQ: dq's sums + q + do = 128 registers a thread
    ("dq", "f16", 128, 32, 128, 4, 2),  # the same over 4 warps: 256
    ("t06", "f16", 16, 128, 128, 4, 2),  # tutorial 06's dK/dV at D=128: dk, dv, k, v (and its carried pointers)
    ("t06", "f16", 32, 128, 64, 8, 0),  # the same at D=64 over 8 warps
])
def test_staged_only_where_registers_would_run_out(kernel, kind, bm, bn, d, nw, staged):
    """The decision at the benchmarks' shapes (ttgir only): staged where the loop's sums and its
    invariant A tiles need more than REGISTER_BUDGET registers a thread, else left in registers
    (reading A from shared memory costs bandwidth each iteration)."""
    from tritium.codegen.gpu.nvptx import nvptx_target
    tdt = PIPE_TYPES[kind]
    if kernel == "dq":
        fn, sig = mini_attention_dq, {n: _p(tdt) for n in ("q_ptr", "k_ptr", "v_ptr", "do_ptr")}
        sig.update(dq_ptr=_p(D.float32), n_keys=D.int32, scale=D.float32)
    else:
        fn, sig = tutorial06_dkdv, {n: _p(tdt) for n in ("q_ptr", "k_ptr", "v_ptr", "do_ptr", "dk_ptr", "dv_ptr")}
        sig.update(n_q=D.int32, scale=D.float32)
    facts = {k: ["aligned_16"] for k in sig if k.endswith("_ptr")}
    module = _ttir(fn, sig, dict(BM=bm, BN=bn, D=d), facts=facts)
    g = gpusim.ttgir(module, nw, nvptx_target("90a"), num_stages=3)
    assert _count(g, "ttg.local_store") == staged


@tritium.jit
def tutorial06_dkdv(q_ptr, k_ptr, v_ptr, do_ptr, dk_ptr, dv_ptr, n_q, scale,
                    BM: tl.constexpr, BN: tl.constexpr, D: tl.constexpr):
    """Tutorial 06's backward dK/dV shape: q read transposed (`qT`, contiguous down its columns) as B
    of k @ qT and, transposed back, of ds.T @ q; pointers carried by the loops; k and v read by two
    loops (tutorial 06 runs a masked pass over the diagonal blocks, then the rest)."""
    offs_n = tl.program_id(0) * BN + tl.arange(0, BN)
    offs_d = tl.arange(0, D)
    k = tl.load(k_ptr + offs_n[:, None] * D + offs_d[None, :])
    v = tl.load(v_ptr + offs_n[:, None] * D + offs_d[None, :])
    dk = tl.zeros([BN, D], dtype=tl.float32)
    dv = tl.zeros([BN, D], dtype=tl.float32)
    offs_m = tl.arange(0, BM)
    qT_ptrs = q_ptr + offs_m[None, :] * D + offs_d[:, None]
    do_ptrs = do_ptr + offs_m[:, None] * D + offs_d[None, :]
    for half in tl.static_range(2):
        for _ in range(0, n_q // 2, BM):
            qT = tl.load(qT_ptrs)
            p_t = tl.dot(k, qT) * scale
            do = tl.load(do_ptrs)
            dv = tl.dot(p_t.to(do.dtype), do, dv)
            ds_t = p_t * tl.dot(v, tl.trans(do))
            dk = tl.dot(ds_t.to(qT.dtype), tl.trans(qT), dk)
            qT_ptrs += BM * D
            do_ptrs += BM * D
    tl.store(dk_ptr + offs_n[:, None] * D + offs_d[None, :], dk.to(dk_ptr.dtype.element_ty))
    tl.store(dv_ptr + offs_n[:, None] * D + offs_d[None, :], dv.to(dv_ptr.dtype.element_ty))


@pytest.mark.parametrize("kind,bm,bn,d,nw,stages", [("f16", 16, 64, 64, 4, 3), ("bf16", 32, 128, 64, 8, 2)])
def test_tutorial06_backward_shape(kind, bm, bn, d, nw, stages, staging_always):
    """Every dot runs as wgmma: qT (read as B as loaded and transposed) is staged transposed and
    read K-major by one dot and N-major by the other; k and v, read by both loops, are staged once,
    right after their loads; every copy moves 16 bytes. Against the interpreter on random inputs."""
    g, func = _dkdv_case(tutorial06_dkdv, kind, bm, bn, d, nw, stages, rows=False)  # (checked against the interpreter)
    assert _count(g, "ttg.local_store") == 2 and _count(g, "ttng.fence_async_shared") == 1
    copies = [o for o in g.walk() if o.name == "ttg.async_copy_global_to_local" and o.attrs.get("transpose")]
    assert copies  # (qT, copied into its transposed stage)
    assert _count(func, "gpu.mma") == 0 and _count(func, "gpu.wgmma") > 0
    # (16-byte copies of do too: its carried pointers share `offs_d[None, :]` with k's and the
    # accumulators' tiles, recomputed for its shape, passes/gpu_split_broadcasts.py)
    assert {o.attrs["bytes"] for o in func.body.walk() if o.name == "gpu.cp_async"} == {16}
