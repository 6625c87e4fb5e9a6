"""Block pointers (`tl.make_block_ptr`) copied by TMA on cuda:90a, without a GPU.

A block pointer whose loads and stores check every dimension (`boundary_check=(0, 1)`) reads
outside its shape as the padding and writes nothing there, which is what a tensor map does; where
its base, shape and strides are arithmetic of the kernel's arguments with the last stride 1 and
the alignment facts a tensor map needs, its tiles take the TMA path of descriptors the kernel
makes (the launcher evaluates the recipe; tl.advance moves the coordinates). An unchecked
dimension reads past the shape, which a tensor map does not: those keep their pointer tiles.
Lowered and run on the lockstep simulator against the interpreter on random inputs."""
import numpy as np
import pytest

import gpusim
import tritium
import tritium.language as tl
from tritium.backends.cuda import tma as host_tma
from tritium.frontend import dtypes as D

from test_gpu_lowering import _count, _p, _ptxas_available, _ttir, interp_and_sim


@tritium.jit
def block_ptr_matmul(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm, BM: tl.constexpr,
                     BN: tl.constexpr, BK: tl.constexpr, CHECK: tl.constexpr, PAD: tl.constexpr):
    """The block-pointer matmul users write (Triton's tutorials of old): A (M, K) and B (K, N)
    row-major, both advanced along K; C stored through a block pointer."""
    pid_m, pid_n = tl.program_id(0), tl.program_id(1)
    a_bp = tl.make_block_ptr(a_ptr, (M, K), (stride_am, 1), (pid_m * BM, 0), (BM, BK), (1, 0))
    b_bp = tl.make_block_ptr(b_ptr, (K, N), (stride_bk, 1), (0, pid_n * BN), (BK, BN), (1, 0))
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for _ in range(0, tl.cdiv(K, BK)):
        a = tl.load(a_bp, boundary_check=CHECK, padding_option=PAD)
        b = tl.load(b_bp, boundary_check=(0, 1), padding_option=PAD)
        acc = tl.dot(a, b, acc)
        a_bp = tl.advance(a_bp, (0, BK))
        b_bp = tl.advance(b_bp, (BK, 0))
    c_bp = tl.make_block_ptr(c_ptr, (M, N), (stride_cm, 1), (pid_m * BM, pid_n * BN), (BM, BN), (1, 0))
    tl.store(c_bp, acc.to(tl.float16), boundary_check=(0, 1))


SIG = {"a_ptr": _p(D.float16), "b_ptr": _p(D.float16), "c_ptr": _p(D.float16), "M": D.int32, "N": D.int32,
       "K": D.int32, "stride_am": D.int32, "stride_bk": D.int32, "stride_cm": D.int32}
ALIGNED = {"a_ptr": ["aligned_16"], "b_ptr": ["aligned_16"], "c_ptr": ["aligned_16"], "stride_am": ["divisible_16"],
           "stride_bk": ["divisible_16"], "stride_cm": ["divisible_16"]}


def _lower(bm, bn, bk, nw, stages, check=(0, 1), pad="zero", facts=ALIGNED):
    from tritium.codegen.gpu.nvptx import nvptx_target
    module = _ttir(block_ptr_matmul, SIG, dict(BM=bm, BN=bn, BK=bk, CHECK=check, PAD=pad), facts=facts,
                   tma_descriptors=True)
    target = nvptx_target("90a")
    return module, gpusim.ttgir(module, nw, target, num_stages=stages), *gpusim.lower(module, nw, target,
                                                                                    num_stages=stages)


def _maps(meta, args):
    return [host_tma.encode_args(e, e[0][1], 2, *host_tma.descriptor_parts(args, e[0])) for e in meta["tma"]]


@pytest.mark.parametrize("bm,bn,bk,nw,stages,M,N,K,pad", [(64, 64, 64, 4, 3, 130, 96, 200, "zero"),
                                                          (128, 64, 32, 8, 2, 200, 144, 96, ""),
                                                          (64, 128, 32, 4, 3, 64, 128, 100, "zero")])
def test_checked_block_pointers_are_copied_by_tma(bm, bn, bk, nw, stages, M, N, K, pad):
    """A and B staged by TMA (three tensor maps with recipes over the arguments: A's, B's and C's),
    no cp.async or pointer loads left; partial boxes past M, N and K read zeros; C stored by TMA
    (rows and columns past the shape keep their poison); the sums match the interpreter's."""
    module, g, func, meta = _lower(bm, bn, bk, nw, stages, pad=pad)
    assert _count(g, "ttng.async_tma_copy_global_to_local") > 0 and _count(g, "ttng.async_tma_copy_local_to_global") == 1
    assert _count(func, "gpu.cp_async") == 0 and _count(func, "gpu.load") == 0
    recipes = [e[0] for e in meta["tma"]]
    assert len(recipes) == 3 and all(host_tma.is_recipe(r) and r[1] == "f16" for r in recipes)
    rng = np.random.default_rng(bm + M + K)
    a, b = rng.standard_normal((M, K)).astype(np.float16), rng.standard_normal((K, N)).astype(np.float16)
    lda, ldb, ldc = -(-K // 8) * 8, -(-N // 8) * 8, -(-N // 8) * 8 + 8  # (strides of 16-byte multiples)
    A = np.full((M, lda), np.nan, np.float16); A[:, :K] = a
    B = np.full((K, ldb), np.nan, np.float16); B[:, :N] = b
    C = np.full((M + 3, ldc), np.nan, np.float16)
    grid = (-(-M // bm), -(-N // bn))
    x, y = interp_and_sim(module, func, meta, grid, [A, B, C],
                          lambda p: [p[0], p[1], p[2], M, N, K, lda, ldb, ldc], lambda args: _maps(meta, args),
                          waited=True)
    ref = a.astype(np.float64) @ b.astype(np.float64)
    np.testing.assert_allclose(x[2][:M, :N].astype(np.float64), ref, rtol=2e-2, atol=2e-2)
    assert np.isnan(y[2][M:]).all() and np.isnan(y[2][:, N:]).all()
    np.testing.assert_allclose(y[2][:M, :N].astype(np.float32), x[2][:M, :N].astype(np.float32), rtol=2e-3, atol=2e-3)


@pytest.mark.parametrize("check,facts,why", [
    ((1,), ALIGNED, "a dimension unchecked reads past the shape, which a tensor map does not"),
    ((0, 1), {"a_ptr": ["aligned_16"], "b_ptr": ["aligned_16"], "c_ptr": ["aligned_16"]},
     "strides not known to be multiples of 16 bytes"),
])
def test_block_pointers_a_tensor_map_cannot_describe_keep_their_pointer_tiles(check, facts, why):
    module, g, func, meta = _lower(64, 64, 32, 4, 3, check=check, facts=facts)
    a_maps = [e for e in meta.get("tma", []) if e[0][2] == ["arg", 0]]
    assert not a_maps, why
    assert _count(func, "gpu.cp_async") + _count(func, "gpu.load") > 0  # (A's pointer tile)


def test_a_nan_padded_block_pointer_asks_for_nan_fill():
    _, _, _, meta = _lower(64, 64, 32, 4, 3, pad="nan")
    assert {e[4] for e in meta["tma"][:2]} == {"nan"}


@pytest.mark.skipif(not _ptxas_available(), reason="ptxas not installed")
def test_block_pointer_matmul_in_machine_code():
    """cuda:90a through LLVM and ptxas: three maps as by-value parameters, the stages bulk tensor
    copies, C a bulk tensor store, no cp.async, no spills."""
    ck = tritium.compile(block_ptr_matmul, SIG, dict(BM=128, BN=128, BK=64, CHECK=(0, 1), PAD="zero"),
                         target="cuda:90a", num_warps=8, num_stages=3, facts=ALIGNED)
    ptx = ck.asm["ptx"]
    assert len(ck.metadata["tma"]) == 3 and ptx.count(".param .align 64 .b8 block_ptr_matmul_param_") == 3
    assert "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes" in ptx
    assert "cp.async.bulk.tensor.2d.global.shared::cta" in ptx and "cp.async.cg" not in ptx
    assert "wgmma.mma_async" in ptx and ck.metadata["n_spills"] == 0
