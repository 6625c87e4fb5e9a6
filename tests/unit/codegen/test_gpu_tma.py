"""TMA copies of host TensorDescriptor tiles into the stages warpgroup MMAs read (cuda:90a with the
option `tma_descriptors`), without a GPU: lowered, run on the lockstep simulator (gpusim_tma.py
places each copy's bytes from the tensor map's fields, as cuTensorMapEncodeTiled and the PTX ISA
define them) against the interpreter on random inputs; and through LLVM and ptxas to UTMALDG."""
import zlib

import numpy as np
import pytest

import gpusim
import tritium
import tritium.language as tl
from tritium.backends.cuda import tma as host_tma
from tritium.frontend import dtypes as D
from tritium.errors import LaunchNeedsVariant
from tritium.frontend.block_pointers import TensorDescSig

from test_gpu_lowering import _count, _p, _ptxas_available, interp_and_sim
from test_gpu_lowering import _ttir as _plain_ttir


def mappable_facts(sig) -> dict:
    """What the launch knows of a TensorDescriptor a driver can map (Triton's TensorDescriptor
    asserts it of every one): a 16-byte aligned base, and the `tensor_map` fact the binder gives
    such a descriptor's base (positive sizes, strides of multiples of 16 bytes)."""
    return {k: (["aligned_16", "tensor_map"],) + ([],) * (2 * len(t.block_shape) - 1)
            for k, t in sig.items() if isinstance(t, TensorDescSig)}


def _ttir(fn, sig, cx, **options):
    return _plain_ttir(fn, sig, cx, facts=mappable_facts(sig), **options)


@tritium.jit
def desc_matmul(a_desc, b_desc, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
                BT: tl.constexpr):
    """Tutorial 09's TMA matmul loop: A [M, K] and B [K, N] (or, BT, B^T [N, K] read as b.T) through
    host descriptors; tiles past the edges read as zeros."""
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = a_desc.load([pid_m * BM, k * BK])
        if BT:
            b = b_desc.load([pid_n * BN, k * BK])
            acc = tl.dot(a, b.T, acc)
        else:
            b = b_desc.load([k * BK, pid_n * BN])
            acc = tl.dot(a, b, acc)
    offs_m = pid_m * BM + tl.arange(0, BM)
    offs_n = pid_n * BN + tl.arange(0, BN)
    tl.store(c_ptr + offs_m[:, None] * N + offs_n[None, :], acc, mask=(offs_m[:, None] < M) & (offs_n[None, :] < N))


TYPES = {"f16": (D.float16, np.float16), "bf16": (D.bfloat16, None), "e4m3": (D.float8e4nv, None)}


def _encode(x, kind):
    if kind == "f16":
        return x.astype(np.float16)
    if kind == "bf16":
        return (x.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)
    from tritium.ir import fp8 as F8
    return F8.encode(x, "f8E4M3FN").astype(np.uint8)


def _compile(kind, bm, bn, bk, bt, stages, nw):
    tdt = TYPES[kind][0]
    sig = {"a_desc": TensorDescSig.make(_p(tdt), [bm, bk]), "b_desc": TensorDescSig.make(_p(tdt), [bn, bk] if bt else [bk, bn]),
           "c_ptr": _p(D.float32), "M": D.int32, "N": D.int32, "K": D.int32}
    opts = dict(tma_descriptors=True)
    if kind == "e4m3":  # (fp8 operands stay fp8 on Hopper, as the CUDA backend's options keep them)
        opts.update(fp8_dot_native=("fp8e4nv", "fp8e5"), max_num_imprecise_acc_default=2 ** 30)
    return sig, _ttir(desc_matmul, sig, dict(BM=bm, BN=bn, BK=bk, BT=bt), **opts)


# (kind, BM, BN, BK, B transposed, num_stages, num_warps, M, N, K)
CASES = [
    ("f16", 64, 64, 64, False, 3, 4, 64, 64, 192),     # 128-byte rows: one panel each
    ("f16", 128, 128, 64, False, 3, 4, 200, 136, 200),  # B's 256-byte rows: two copies a stage; edges zero-filled
    ("bf16", 64, 128, 32, True, 2, 4, 64, 128, 96),     # B^T [N, K] read K-major; 64-byte swizzle
    ("f16", 128, 64, 16, False, 4, 8, 128, 64, 48),     # 32-byte swizzle of A, two warpgroups, one iteration past the end
    ("e4m3", 64, 64, 128, True, 3, 4, 64, 64, 256),     # fp8, K-major
    ("f16", 64, 64, 64, False, 3, 4, 64, 64, 16),       # one iteration of a 64-wide K: most of each box zero-filled
]


@pytest.mark.parametrize("case", CASES, ids=["-".join(map(str, c)) for c in CASES])
def test_tma_matmul_matches_interpreter(case):
    """Both operands of the pipelined loop come by TMA (no cp.async, no address math in the loop),
    the stages' mbarriers are waited for with the right parity (a wrong one hangs the simulator),
    and the sums match the interpreter's."""
    from tritium.codegen.gpu.nvptx import nvptx_target
    kind, bm, bn, bk, bt, stages, nw, M, N, K = case
    sig, module = _compile(kind, bm, bn, bk, bt, stages, nw)
    target = nvptx_target("90a")
    g = gpusim.ttgir(module, nw, target, num_stages=stages)
    func, meta = gpusim.lower(module, nw, target, num_stages=stages)
    assert _count(g, "ttng.async_tma_copy_global_to_local") == 2 * stages and _count(g, "tt.descriptor_load") == 0
    assert _count(func, "gpu.cp_async") == 0 and _count(func, "gpu.wgmma") > 0 and len(meta["tma"]) == 2
    rng = np.random.default_rng(zlib.crc32(repr(case).encode()))
    if kind == "e4m3":
        a = rng.choice([-2.0, -1.0, -0.5, 0.25, 0.5, 1.0, 1.5], (M, max(K, 1))).astype(np.float32)
        b = rng.choice([-1.5, -1.0, -0.25, 0.5, 0.75, 1.0, 2.0], (max(K, 1), N)).astype(np.float32)
    else:
        a = rng.standard_normal((M, max(K, 1))).astype(np.float32)
        b = rng.standard_normal((max(K, 1), N)).astype(np.float32)
    bmat = np.ascontiguousarray(b.T) if bt else b
    elt = str(sig["a_desc"][0].element_ty.to_ir())
    x, y = interp_and_sim(module, func, meta, (-(-M // bm), -(-N // bn)),
                          [_encode(a, kind), _encode(bmat, kind), np.full((M, N), np.nan, np.float32)],
                          lambda p: [p[0], M, K, K, p[1], *bmat.shape, bmat.shape[1], p[2], M, N, K],
                          lambda args: _maps(meta, args, elt, {"f16": 2, "bf16": 2}.get(elt, 1)), waited=True)
    assert not np.isnan(x[2]).any()
    np.testing.assert_allclose(y[2], x[2], rtol=1e-4, atol=1e-3)


@tritium.jit
def desc_matmul_persistent(a_desc, b_desc, c_ptr, M, N, K, NUM_PROGRAMS: tl.constexpr, BM: tl.constexpr,
                           BN: tl.constexpr, BK: tl.constexpr):
    """Tutorial 09's persistent shape: each program walks tiles start, start + NUM_PROGRAMS, ...,
    the K loop (and its stages' mbarriers) set up again for each tile."""
    num_n = tl.cdiv(N, BN)
    num_tiles = tl.cdiv(M, BM) * num_n
    for tile in tl.range(tl.program_id(0), num_tiles, NUM_PROGRAMS, flatten=True):
        pid_m = tile // num_n
        pid_n = tile % num_n
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k in range(0, tl.cdiv(K, BK)):
            a = a_desc.load([pid_m * BM, k * BK])
            b = b_desc.load([k * BK, pid_n * BN])
            acc = tl.dot(a, b, acc)
        offs_m = pid_m * BM + tl.arange(0, BM)
        offs_n = pid_n * BN + tl.arange(0, BN)
        tl.store(c_ptr + offs_m[:, None] * N + offs_n[None, :], acc,
                 mask=(offs_m[:, None] < M) & (offs_n[None, :] < N))


@tritium.jit
def desc_attention(q_desc, k_desc, v_desc, o_ptr, n_keys, scale, BM: tl.constexpr, BN: tl.constexpr,
                   D: tl.constexpr):
    """Tutorial 06's inner loop through host descriptors (as Triton's tutorial passes them on
    Hopper): q once, k and v boxes each iteration, k read transposed."""
    start_m = tl.program_id(0) * BM
    q = q_desc.load([start_m, 0])
    m_i = tl.zeros([BM], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BM], dtype=tl.float32)
    acc = tl.zeros([BM, D], dtype=tl.float32)
    for start in range(0, n_keys, BN):
        k = k_desc.load([start, 0])
        qk = tl.dot(q, k.T) * scale
        m_ij = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_ij[:, None])
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = v_desc.load([start, 0])
        acc = acc * alpha[:, None]
        acc = tl.dot(p.to(v.dtype), v, acc)
        m_i = m_ij
    offs_m = start_m + tl.arange(0, BM)
    offs_d = tl.arange(0, D)
    tl.store(o_ptr + offs_m[:, None] * D + offs_d[None, :], acc / l_i[:, None])


def _maps(meta, args, elt="f16", es=2):
    return [host_tma.encode_args(e, elt, es, *host_tma.descriptor_parts(args, e[0])) for e in meta["tma"]]


@pytest.mark.parametrize("programs,stages", [(3, 3), (5, 2)])
def test_persistent_tma_matmul(programs, stages):
    """The K loop inside a tile loop: its mbarriers are initialised before each tile's prologue and
    invalidated after its loop (the simulator refuses a second init without an inval), and each
    tile's phases start at parity 0."""
    from tritium.codegen.gpu.nvptx import nvptx_target
    bm, bn, bk, M, N, K = 64, 64, 32, 192, 128, 160
    sig = {"a_desc": TensorDescSig.make(_p(D.float16), [bm, bk]), "b_desc": TensorDescSig.make(_p(D.float16), [bk, bn]),
           "c_ptr": _p(D.float32), "M": D.int32, "N": D.int32, "K": D.int32}
    module = _ttir(desc_matmul_persistent, sig, dict(NUM_PROGRAMS=programs, BM=bm, BN=bn, BK=bk), tma_descriptors=True)
    target = nvptx_target("90a")
    g = gpusim.ttgir(module, 4, target, num_stages=stages)
    func, meta = gpusim.lower(module, 4, target, num_stages=stages)
    assert _count(g, "ttng.init_barriers") == 1 and _count(g, "ttng.inval_barriers") == 1 and len(meta["tma"]) == 2
    rng = np.random.default_rng(programs * 10 + stages)
    a, b = rng.standard_normal((M, K)).astype(np.float16), rng.standard_normal((K, N)).astype(np.float16)
    x, y = interp_and_sim(module, func, meta, (programs,), [a, b, np.full((M, N), np.nan, np.float32)],
                          lambda p: [p[0], M, K, K, p[1], K, N, N, p[2], M, N, K], lambda args: _maps(meta, args),
                          waited=True)
    assert not np.isnan(x[2]).any()
    np.testing.assert_allclose(y[2], x[2], rtol=1e-4, atol=1e-3)


@pytest.mark.parametrize("bm,bn,d,nw,stages,q_regs", [(64, 64, 64, 4, 3, True), (128, 64, 128, 8, 2, True),
                                                      (128, 64, 256, 4, 2, False)])
def test_tma_attention_inner_loop(bm, bn, d, nw, stages, q_regs):
    """k and v of the attention loop come by TMA (k read K-major through its transpose, v N-major);
    q, loaded once before the loop, by one TMA copy too, which q @ k.T's wgmma reads back into
    registers once, after the copy (as tritium's pointer-loaded q stays in registers: A from shared
    memory costs bandwidth every iteration), unless the loop is short of registers (D=256 at 4
    warps: 256 registers a thread of sums): then from shared memory. p @ v takes p from registers."""
    from tritium.codegen.gpu.nvptx import nvptx_target
    n_q, n_keys = 2 * bm, 3 * bn
    sig = {"q_desc": TensorDescSig.make(_p(D.float16), [bm, d]), "k_desc": TensorDescSig.make(_p(D.float16), [bn, d]),
           "v_desc": TensorDescSig.make(_p(D.float16), [bn, d]), "o_ptr": _p(D.float32), "n_keys": D.int32,
           "scale": D.float32}
    module = _ttir(desc_attention, sig, dict(BM=bm, BN=bn, D=d), tma_descriptors=True)
    target = nvptx_target("90a")
    g = gpusim.ttgir(module, nw, target, num_stages=stages)
    func, meta = gpusim.lower(module, nw, target, num_stages=stages)
    assert sorted(e[0] for e in meta["tma"]) == [0, 4, 8] and _count(func, "gpu.cp_async") == 0
    assert _count(func, "gpu.load") == 0  # (no global loads left: q, k and v by TMA)
    wg = [o for o in func.body.walk() if o.name == "gpu.wgmma"]
    assert {(o.attrs["a_regs"], o.attrs["trans_b"]) for o in wg} == {(q_regs, False), (True, True)}
    rng = np.random.default_rng(bm + d)
    q, k, v = (rng.standard_normal((n, d)).astype(np.float16) for n in (n_q, n_keys, n_keys))
    x, y = interp_and_sim(module, func, meta, (n_q // bm,), [q, k, v, np.full((n_q, d), np.nan, np.float32)],
                          lambda p: [p[0], n_q, d, d, p[1], n_keys, d, d, p[2], n_keys, d, d, p[3], n_keys, 0.125],
                          lambda args: _maps(meta, args), waited=True)
    assert not np.isnan(x[3]).any()
    np.testing.assert_allclose(y[3], x[3], rtol=1e-3, atol=1e-3)


@tritium.jit
def desc_matmul_store(a_desc, b_desc, c_desc, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """Tutorial 09's TMA kernel: the result goes out through a descriptor too (fp16)."""
    store_tile(a_desc, b_desc, c_desc, tl.program_id(0), tl.program_id(1), K, BM, BN, BK)


@tritium.jit
def store_tile(a_desc, b_desc, c_desc, pid_m, pid_n, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """One tile of A @ B^T (B^T [N, K] read as b.T), stored as fp16 through c_desc."""
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = a_desc.load([pid_m * BM, k * BK])
        b = b_desc.load([pid_n * BN, k * BK])
        acc = tl.dot(a, b.T, acc)
    c_desc.store([pid_m * BM, pid_n * BN], acc.to(tl.float16))


@pytest.mark.parametrize("bm,bn,bk,nw,M,N,K", [(64, 64, 64, 4, 128, 64, 128), (128, 128, 32, 8, 200, 136, 96),
                                              (64, 64, 32, 8, 128, 128, 96)])
def test_tma_store_of_the_result(bm, bn, bk, nw, M, N, K):
    """The descriptor's store is one TMA store a tile (the sums through a shared buffer in the
    box's swizzle, a fence and a barrier first; the issuing thread waits until it has read them):
    elements past the tensor's edge are not written (the simulator leaves them NaN-poisoned).
    64 rows on 8 warps: the sums are mma.sync's (no wgmma), and the buffer still starts at a
    multiple of 1 KB, as TMA's swizzle (from address bits) needs (it started at 128 bytes: the
    simulator's TMA read the tile's 16-byte chunks permuted)."""
    from tritium.codegen.gpu.nvptx import nvptx_target
    sig = {"a_desc": TensorDescSig.make(_p(D.float16), [bm, bk]), "b_desc": TensorDescSig.make(_p(D.float16), [bn, bk]),
           "c_desc": TensorDescSig.make(_p(D.float16), [bm, bn]), "K": D.int32}
    module = _ttir(desc_matmul_store, sig, dict(BM=bm, BN=bn, BK=bk), tma_descriptors=True)
    target = nvptx_target("90a")
    g = gpusim.ttgir(module, nw, target, num_stages=3)
    func, meta = gpusim.lower(module, nw, target, num_stages=3)
    assert _count(g, "ttng.async_tma_copy_local_to_global") == 1 and _count(g, "tt.store") == 0
    mapped = [8] if (bm, nw) == (64, 8) else [0, 4, 8]  # (mma.sync's operands: pointer tiles)
    assert [e[0] for e in meta["tma"]] == mapped and _count(func, "gpu.tma_store") == bn * 2 // 128  # (a copy a 128-byte panel)
    rng = np.random.default_rng(bm + M)
    a, bt = rng.standard_normal((M, K)).astype(np.float16), rng.standard_normal((N, K)).astype(np.float16)
    x, y = interp_and_sim(module, func, meta, (-(-M // bm), -(-N // bn)), [a, bt, np.full((M, N), np.nan, np.float16)],
                          lambda p: [p[0], M, K, K, p[1], N, K, K, p[2], M, N, N, K], lambda args: _maps(meta, args),
                          waited=True)
    assert not np.isnan(x[2]).any()
    np.testing.assert_allclose(y[2].astype(np.float32), x[2].astype(np.float32), rtol=2e-3, atol=2e-3)



@tritium.jit
def desc_matmul_store_persistent(a_desc, b_desc, c_desc, M, N, K, NUM_PROGRAMS: tl.constexpr, BM: tl.constexpr,
                                 BN: tl.constexpr, BK: tl.constexpr, FLATTEN: tl.constexpr):
    """Tutorial 09's persistent TMA kernel: tiles start, start + NUM_PROGRAMS, ..., each stored
    through a descriptor."""
    num_n = tl.cdiv(N, BN)
    for tile in tl.range(tl.program_id(0), tl.cdiv(M, BM) * num_n, NUM_PROGRAMS, flatten=FLATTEN):
        store_tile(a_desc, b_desc, c_desc, tile // num_n, tile % num_n, K, BM, BN, BK)


@pytest.mark.parametrize("programs,nw,flatten", [(3, 4, False), (2, 8, False), (3, 4, True)])
def test_tma_store_wait_deferred_in_a_tile_loop(programs, nw, flatten):
    """In a tile loop the store's buffer lives across the loop and its wait moves: before the next
    tile writes the buffer, and after the loop (the simulator fails a write into bytes a TMA store
    may still read, and counts a store never waited for); not after each store. Each tile's
    result lands whole; elements past the edge stay NaN-poisoned."""
    from tritium.codegen.gpu.nvptx import nvptx_target
    bm, bn, bk, M, N, K = 64, 64, 32, 160, 192, 96
    sig = {"a_desc": TensorDescSig.make(_p(D.float16), [bm, bk]), "b_desc": TensorDescSig.make(_p(D.float16), [bn, bk]),
           "c_desc": TensorDescSig.make(_p(D.float16), [bm, bn]), "M": D.int32, "N": D.int32, "K": D.int32}
    cx = dict(NUM_PROGRAMS=programs, BM=bm, BN=bn, BK=bk, FLATTEN=flatten)
    module = _ttir(desc_matmul_store_persistent, sig, cx, tma_descriptors=True, flatten_loops=flatten)
    target = nvptx_target("90a")
    g = gpusim.ttgir(module, nw, target, num_stages=3)
    func, meta = gpusim.lower(module, nw, target, num_stages=3)
    stores = [o for o in g.body.walk() if o.name == "ttng.async_tma_copy_local_to_global"]
    assert len(stores) == 1 and stores[0].attrs["wait"] is False and _count(g, "ttng.async_tma_store_wait") == 2
    assert _count(func, "gpu.tma_store_wait") == 2
    rng = np.random.default_rng(programs + nw)
    a, bt = rng.standard_normal((M, K)).astype(np.float16), rng.standard_normal((N, K)).astype(np.float16)
    x, y = interp_and_sim(module, func, meta, (programs,), [a, bt, np.full((M, N), np.nan, np.float16)],
                          lambda p: [p[0], M, K, K, p[1], N, K, K, p[2], M, N, N, M, N, K],
                          lambda args: _maps(meta, args), waited=True)
    assert not np.isnan(x[2]).any()
    np.testing.assert_allclose(y[2].astype(np.float32), x[2].astype(np.float32), rtol=2e-3, atol=2e-3)


def test_on_ampere_the_hints_go_and_the_pointer_tiles_run():
    """The hints only matter on a target with TMA: on sm_80 the same module runs its pointer tiles
    (masked loads), matching the interpreter."""
    from tritium.codegen.gpu.nvptx import nvptx_target
    _, module = _compile("f16", 64, 64, 32, False, 3, 4)
    target = nvptx_target(80)
    g = gpusim.ttgir(module, 4, target, num_stages=3)
    assert _count(g, "ttng.async_tma_copy_global_to_local") == 0 and _count(g, "tt.descriptor_load") == 0
    func, meta = gpusim.lower(module, 4, target, num_stages=3)
    assert "tma" not in meta
    M, N, K = 100, 64, 80
    rng = np.random.default_rng(7)
    a, b = rng.standard_normal((M, K)).astype(np.float16), rng.standard_normal((K, N)).astype(np.float16)
    x, y = interp_and_sim(module, func, meta, (2, 1), [a, b, np.full((M, N), np.nan, np.float32)],
                          lambda p: [p[0], M, K, K, p[1], K, N, N, p[2], M, N, K])
    assert not np.isnan(x[2]).any()
    np.testing.assert_allclose(y[2], x[2], rtol=1e-4, atol=1e-3)


def test_encode_args_refuses_what_the_driver_would():
    entry = [0, 64, 64, 128, "zero"]
    f = host_tma.encode_args(entry, "f16", 2, 0x10000, [100, 200], [200, 1])
    assert f["dims"] == [200, 100] and f["strides"] == [400] and f["box"] == [64, 64] and f["swizzle"] == 3
    with pytest.raises(host_tma.TensorMapError, match="16-byte aligned base"):
        host_tma.encode_args(entry, "f16", 2, 0x10002, [100, 200], [200, 1])
    with pytest.raises(host_tma.TensorMapError, match="multiples of 16 bytes"):
        host_tma.encode_args(entry, "f16", 2, 0x10000, [100, 201], [201, 1])
    with pytest.raises(host_tma.TensorMapError, match="cannot be empty") as empty:
        host_tma.encode_args(entry, "f16", 2, 0x10000, [100, 0], [16, 1])
    # (no map of an empty tensor exists: the jit launch runs the kernel compiled without TMA instead)
    assert isinstance(empty.value, LaunchNeedsVariant) and empty.value.options == {"tma_descriptors": False}


@pytest.mark.skipif(not _ptxas_available(), reason="ptxas not installed")
def test_tma_matmul_in_machine_code():
    """cuda:90a: the tensor maps are by-value (grid-constant) parameters after the arguments, each
    stage's copies are UTMALDG on an mbarrier (SYNCS), every wgmma an HGMMA; no cp.async."""
    from tritium.backends.cuda import toolchain
    sig, _ = _compile("f16", 128, 128, 64, False, 3, 4)
    ck = tritium.compile(desc_matmul, sig, dict(BM=128, BN=128, BK=64, BT=False), target="cuda:90a", num_warps=4,
                         num_stages=3, facts=mappable_facts(sig))
    ptx = ck.asm["ptx"]
    assert ck.metadata["tma"] == [[0, 128, 64, 128, "zero"], [4, 64, 64, 128, "zero"]]  # (base parameters 0 and 4)
    assert ptx.count(".param .align 64 .b8 desc_matmul_param_") == 2
    assert "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes" in ptx
    assert "mbarrier.try_wait.parity.shared::cta.b64" in ptx and "cp.async.cg" not in ptx
    assert ck.metadata["n_spills"] == 0
    if toolchain.find_nvdisasm() is None:
        pytest.skip("nvdisasm not found (pip install nvidia-cuda-nvdisasm): PTX checked, SASS not")
    code = toolchain.sass(ck.asm["cubin"])
    assert code.count("UTMALDG.2D") == 9 and "HGMMA.64x128x16.F32" in code and "LDGSTS" not in code
    # tutorial 09's kernel, its result stored through a descriptor: one UTMASTG a 128-byte panel
    sig = {"a_desc": TensorDescSig.make(_p(D.float16), [128, 64]), "b_desc": TensorDescSig.make(_p(D.float16), [128, 64]),
           "c_desc": TensorDescSig.make(_p(D.float16), [128, 128]), "K": D.int32}
    ck = tritium.compile(desc_matmul_store, sig, dict(BM=128, BN=128, BK=64), target="cuda:90a", num_warps=8,
                         num_stages=3, facts=mappable_facts(sig))
    assert "cp.async.bulk.tensor.2d.global.shared::cta.bulk_group" in ck.asm["ptx"] and ck.metadata["n_spills"] == 0
    code = toolchain.sass(ck.asm["cubin"])
    assert code.count("UTMASTG.2D") == 2 and "STG" not in code.replace("UTMASTG", "")


def test_launcher_maps_are_aligned_and_encoded_only_when_the_descriptor_changes():
    """The launcher's map buffers (backends/cuda/tma.TensorMaps) sit at 64-byte aligned addresses
    (the driver requires it of a CUtensorMap) and are encoded from the flattened descriptor parts,
    again only when those change."""
    entries = [[0, 128, 64, 128, "zero"], [4, 64, 64, 128, "zero"]]
    maps = host_tma.TensorMaps(entries, ["!tt.ptr<f16>", "i32", "i32", "i64", "!tt.ptr<f16>", "i32", "i32", "i64",
                                         "!tt.ptr<f32>", "i32", "i32", "i32"])
    assert all(a % 64 == 0 for a in maps.addresses) and maps.addresses[1] - maps.addresses[0] == 128
    calls = []
    args = [0x10000, 256, 512, 512, 0x20000, 512, 128, 128, 0x30000, 256, 128, 512]
    maps.update(args, lambda f, at: calls.append((f["dims"], f["box"], at)))
    assert calls == [([512, 256], [64, 128], maps.addresses[0]), ([128, 512], [64, 64], maps.addresses[1])]
    maps.update(args, lambda f, at: calls.append(at))
    assert len(calls) == 2  # (the same tensors: nothing encoded)
    maps.update(args[:4] + [0x40000] + args[5:], lambda f, at: calls.append(at))
    assert calls[2:] == [maps.addresses[1]]  # (B moved: its map only)


@pytest.mark.skipif(not _ptxas_available(), reason="ptxas not installed")
def test_tma_is_the_default_where_the_descriptor_can_be_mapped(monkeypatch, tmp_path):
    """On sm_90a a host descriptor's staged tiles are TMA copies by default, as in Triton (unmodified
    scripts pass no tritium option), where the specialisation promises a mappable descriptor;
    without those facts (a stride that is no multiple of 16 bytes) the pointer tiles stay, as they
    do with TRITIUM_CUDA_TMA=0 or tma_descriptors=False."""
    monkeypatch.setenv("TRITIUM_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("TRITIUM_CUDA_TMA", raising=False)
    sig, _ = _compile("f16", 64, 64, 64, False, 3, 4)
    cx = dict(BM=64, BN=64, BK=64, BT=False)

    def tma(facts, **options):
        ck = tritium.compile(desc_matmul, sig, cx, target="cuda:90a", num_warps=4, num_stages=3, facts=facts, **options)
        return ck.metadata.get("tma")
    assert tma(mappable_facts(sig)) == [[0, 64, 64, 128, "zero"], [4, 64, 64, 128, "zero"]]
    assert not tma(mappable_facts(sig), tma_descriptors=False)
    unmapped = dict(mappable_facts(sig), b_desc=(["aligned_16"], [], [], ["divisible_16"]))  # (no tensor_map fact)
    assert tma(unmapped) == [[0, 64, 64, 128, "zero"]]
    assert not tma({})
    monkeypatch.setenv("TRITIUM_CUDA_TMA", "0")
    assert not tma(mappable_facts(sig))
    # Triton's signature strings describe Triton's TensorDescriptor, which is always mappable
    strs = {"a_desc": "tensordesc<fp16[64, 64]>", "b_desc": "tensordesc<fp16[64, 64]>", "c_ptr": "*fp32",
            "M": "i32", "N": "i32", "K": "i32"}
    monkeypatch.delenv("TRITIUM_CUDA_TMA")
    ck = tritium.compile(desc_matmul, strs, cx, target="cuda:90a", num_warps=4, num_stages=3)
    assert len(ck.metadata["tma"]) == 2
    from tritium.compiler import ASTSource  # (Triton's triton.compile(ASTSource(...)) too)
    ck = tritium.compile(ASTSource(desc_matmul, strs, cx), target="cuda:90a", num_warps=4, num_stages=3)
    assert len(ck.metadata["tma"]) == 2
    # an sm_80 kernel's IR carries no TMA hints (nothing would read them)
    assert "descriptor_load" not in tritium.compile(desc_matmul, strs, cx, target="cuda:80").asm["ttir"]


@tritium.jit
def desc_invariant_b(a_desc, b_desc, o_ptr, n, BM: tl.constexpr, BN: tl.constexpr):
    """B loaded once before the loop (a weight tile), A each iteration."""
    b = b_desc.load([0, 0])
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for i in range(0, n):
        acc = tl.dot(a_desc.load([i * BM, 0]), b, acc)
    tl.store(o_ptr + tl.arange(0, BM)[:, None] * BN + tl.arange(0, BN)[None, :], acc)


def test_an_invariant_b_stays_in_shared_memory():
    """A tile loaded once and read as B by the loop's wgmmas stays in its TMA buffer (wgmma reads B
    from shared memory only; read back into registers it would run as mma.sync)."""
    from tritium.codegen.gpu.nvptx import nvptx_target
    sig = {"a_desc": TensorDescSig.make(_p(D.float16), [64, 64]), "b_desc": TensorDescSig.make(_p(D.float16), [64, 64]),
           "o_ptr": _p(D.float32), "n": D.int32}
    module = _ttir(desc_invariant_b, sig, dict(BM=64, BN=64), tma_descriptors=True)
    func, meta = gpusim.lower(module, 4, nvptx_target("90a"), num_stages=2)
    assert len(meta["tma"]) == 2 and _count(func, "gpu.wgmma") > 0 and _count(func, "gpu.mma") == 0
    rng = np.random.default_rng(21)
    n = 3
    a, b = rng.standard_normal((64 * n, 64)).astype(np.float16), rng.standard_normal((64, 64)).astype(np.float16)
    x, y = interp_and_sim(module, func, meta, (1,), [a, b, np.full((64, 64), np.nan, np.float32)],
                          lambda p: [p[0], 64 * n, 64, 64, p[1], 64, 64, 64, p[2], n], lambda args: _maps(meta, args),
                          waited=True)
    assert not np.isnan(x[2]).any()
    np.testing.assert_allclose(y[2], x[2], rtol=1e-3, atol=1e-3)
