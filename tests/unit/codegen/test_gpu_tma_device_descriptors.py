"""Descriptors a kernel makes (`tl.make_tensor_descriptor`) copied by TMA on cuda:90a, without a GPU.

Where a descriptor's base, shape and strides are integer arithmetic of the kernel's arguments (the
same in every program) and the specialisation promises a tensor map can describe it (16-byte
aligned base, strides of multiples of 16 bytes), the kernel takes a tensor-map parameter whose
*recipe* the launcher evaluates from the arguments (backends/cuda/tma.py); otherwise the pointer
tiles run. Lowered and run on the lockstep simulator (gpusim_tma.py reads each box from the map's
fields as cuTensorMapEncodeTiled defines them) against the interpreter on random inputs."""
import numpy as np
import pytest

import gpusim
import tritium
import tritium.language as tl
from tritium.backends.cuda import tma as host_tma
from tritium.frontend import dtypes as D

from test_gpu_lowering import _count, _p, _ptxas_available, _ttir, interp_and_sim


@tritium.jit
def made_desc_persistent(a_ptr, b_ptr, c_ptr, M, N, K, NUM_PROGRAMS: tl.constexpr, BM: tl.constexpr,
                         BN: tl.constexpr, BK: tl.constexpr):
    """Tutorial 09's descriptor-persistent shape: descriptors made in the kernel from its
    arguments, a tile loop around the K loop, the result stored through a descriptor."""
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BM, BK])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[N, K], strides=[K, 1], block_shape=[BN, BK])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    num_n = tl.cdiv(N, BN)
    for tile in tl.range(tl.program_id(0), tl.cdiv(M, BM) * num_n, NUM_PROGRAMS):
        pid_m = tile // num_n
        pid_n = tile % num_n
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k in range(0, tl.cdiv(K, BK)):
            a = a_desc.load([pid_m * BM, k * BK])
            b = b_desc.load([pid_n * BN, k * BK])
            acc = tl.dot(a, b.T, acc)
        c_desc.store([pid_m * BM, pid_n * BN], acc.to(tl.float16))


@tritium.jit
def made_desc_rows(q_ptr, o_ptr, Z, H, N_CTX, BM: tl.constexpr, D: tl.constexpr):
    """Tutorial 06's Hopper descriptors: one made over Z * H * N_CTX rows (an i32 product of
    arguments), its base offset by a constant number of rows; a block of rows times every block
    of rows transposed, summed (attention's q @ k.T over the keys)."""
    desc = tl.make_tensor_descriptor(q_ptr + 2 * D, shape=[Z * H * N_CTX - 2, D], strides=[D, 1],
                                     block_shape=[BM, D])
    q = desc.load([tl.program_id(0) * BM, 0])
    acc = tl.zeros((BM, BM), dtype=tl.float32)
    for j in range(0, tl.cdiv(Z * H * N_CTX - 2, BM)):
        k = desc.load([j * BM, 0])
        acc = tl.dot(q, k.T, acc)
    offs = tl.program_id(0) * BM + tl.arange(0, BM)
    tl.store(o_ptr + offs[:, None] * BM + tl.arange(0, BM)[None, :], acc)


@tritium.jit
def _make_rows_desc(ptr, rows, D: tl.constexpr, BM: tl.constexpr):
    return tl.make_tensor_descriptor(ptr, shape=[rows, D], strides=[D, 1], block_shape=[BM, D])


@tritium.jit
def _rows_times_all(q, desc, rows, BM: tl.constexpr, D: tl.constexpr):
    acc = tl.zeros((BM, BM), dtype=tl.float32)
    for j in range(0, tl.cdiv(rows, BM)):
        acc = tl.dot(q, desc.load([j * BM, 0]).T, acc)
    return acc


@tritium.jit
def made_desc_helpers(q_ptr, o_ptr, rows, BM: tl.constexpr, D: tl.constexpr):
    """Tutorial 06's pattern: the descriptor made by one helper (`_maybe_make_tensor_desc`) and read
    by another (`_attn_fwd_inner`): its parts reach the loads as the helpers' parameters."""
    desc = _make_rows_desc(q_ptr, rows, D, BM)
    q = desc.load([tl.program_id(0) * BM, 0])
    acc = _rows_times_all(q, desc, rows, BM, D)
    offs = tl.program_id(0) * BM + tl.arange(0, BM)
    tl.store(o_ptr + offs[:, None] * BM + tl.arange(0, BM)[None, :], acc)


def _maps(meta, args):
    return [host_tma.encode_args(e, e[0][1], 2, *host_tma.descriptor_parts(args, e[0])) for e in meta["tma"]]


PERSISTENT_SIG = {"a_ptr": _p(D.float16), "b_ptr": _p(D.float16), "c_ptr": _p(D.float16),
                  "M": D.int32, "N": D.int32, "K": D.int32}
ALIGNED = {"a_ptr": ["aligned_16"], "b_ptr": ["aligned_16"], "c_ptr": ["aligned_16"], "N": ["divisible_16"],
           "K": ["divisible_16"]}


@pytest.mark.parametrize("bm,bn,bk,nw,stages,M,N,K", [(64, 64, 64, 4, 3, 130, 96, 192),
                                                      (128, 128, 32, 8, 2, 200, 144, 96)])
def test_made_descriptors_are_copied_by_tma(bm, bn, bk, nw, stages, M, N, K):
    """Three made descriptors, three tensor maps with recipes over the arguments (no TensorDescriptor
    argument anywhere): both operands staged by TMA, the result stored by TMA (rows past M not
    written: the poison stays), and the sums match the interpreter's."""
    from tritium.codegen.gpu.nvptx import nvptx_target
    module = _ttir(made_desc_persistent, PERSISTENT_SIG, dict(NUM_PROGRAMS=3, BM=bm, BN=bn, BK=bk),
                   facts=ALIGNED, tma_descriptors=True)
    target = nvptx_target("90a")
    g = gpusim.ttgir(module, nw, target, num_stages=stages)
    func, meta = gpusim.lower(module, nw, target, num_stages=stages)
    assert _count(g, "ttng.async_tma_copy_global_to_local") > 0 and _count(g, "ttng.async_tma_copy_local_to_global") == 1
    assert _count(func, "gpu.cp_async") == 0 and _count(func, "gpu.load") == 0
    recipes = [e[0] for e in meta["tma"]]
    assert all(host_tma.is_recipe(r) and r[1] == "f16" for r in recipes) and len(recipes) == 3
    assert recipes[0] == ["made", "f16", ["arg", 0], [["arg", 3], ["arg", 5]], [["arg", 5]]]
    rng = np.random.default_rng(bm + M)
    a, b = rng.standard_normal((M, K)).astype(np.float16), rng.standard_normal((N, K)).astype(np.float16)
    x, y = interp_and_sim(module, func, meta, (3,), [a, b, np.full((M, N), np.nan, np.float16)],
                          lambda p: [p[0], p[1], p[2], M, N, K], lambda args: _maps(meta, args), waited=True)
    assert not np.isnan(x[2]).any()
    np.testing.assert_allclose(y[2].astype(np.float32), x[2].astype(np.float32), rtol=2e-3, atol=2e-3)


def test_a_product_of_arguments_and_an_offset_base():
    """shape Z * H * N_CTX - 2 and base q_ptr + 2 * D: the recipe computes them at launch as the
    kernel's i32 and pointer arithmetic does; the box at the last rows reads zeros past the end."""
    from tritium.codegen.gpu.nvptx import nvptx_target
    sig = {"q_ptr": _p(D.float16), "o_ptr": _p(D.float32), "Z": D.int32, "H": D.int32, "N_CTX": D.int32}
    bm, d = 64, 64
    module = _ttir(made_desc_rows, sig, dict(BM=bm, D=d), facts={"q_ptr": ["aligned_16"], "o_ptr": ["aligned_16"]},
                   tma_descriptors=True)
    target = nvptx_target("90a")
    func, meta = gpusim.lower(module, 4, target, num_stages=2)
    assert len(meta["tma"]) == 1 and _count(func, "gpu.tma_load") > 0 and _count(func, "gpu.load") == 0
    Z, H, n = 2, 3, 32
    rows = Z * H * n
    parts = host_tma.descriptor_parts([0x1000, 0, Z, H, n], meta["tma"][0][0])
    assert parts == (0x1000 + 2 * d * 2, [rows - 2, d], [d, 1])
    rng = np.random.default_rng(3)
    q = rng.standard_normal((rows, d)).astype(np.float16)
    grid = (-(-(rows - 2) // bm),)
    x, y = interp_and_sim(module, func, meta, grid, [q, np.full((grid[0] * bm, bm), np.nan, np.float32)],
                          lambda p: [p[0], p[1], Z, H, n], lambda args: _maps(meta, args), waited=True)
    assert not np.isnan(x[1]).any()
    np.testing.assert_allclose(y[1], x[1], rtol=1e-3, atol=1e-3)


def test_a_descriptor_made_and_read_in_helpers():
    from tritium.codegen.gpu.nvptx import nvptx_target
    sig = {"q_ptr": _p(D.float16), "o_ptr": _p(D.float32), "rows": D.int32}
    bm, d, rows = 64, 64, 150
    module = _ttir(made_desc_helpers, sig, dict(BM=bm, D=d), facts={"q_ptr": ["aligned_16"], "o_ptr": ["aligned_16"]},
                   tma_descriptors=True)
    func, meta = gpusim.lower(module, 4, nvptx_target("90a"), num_stages=2)
    assert [e[0] for e in meta["tma"]] == [["made", "f16", ["arg", 0], [["arg", 2], ["const", d]], [["const", d]]]]
    assert _count(func, "gpu.load") == 0
    rng = np.random.default_rng(8)
    q = rng.standard_normal((rows, d)).astype(np.float16)
    grid = (-(-rows // bm),)
    x, y = interp_and_sim(module, func, meta, grid, [q, np.full((grid[0] * bm, bm), np.nan, np.float32)],
                          lambda p: [p[0], p[1], rows], lambda args: _maps(meta, args), waited=True)
    assert not np.isnan(x[1]).any()
    np.testing.assert_allclose(y[1], x[1], rtol=1e-3, atol=1e-3)


@pytest.mark.parametrize("facts,why", [
    ({"a_ptr": ["aligned_16"], "b_ptr": ["aligned_16"], "c_ptr": ["aligned_16"], "N": ["divisible_16"]},
     "K's stride has no divisibility fact: a row may not be a multiple of 16 bytes"),
    ({"b_ptr": ["aligned_16"], "c_ptr": ["aligned_16"], "N": ["divisible_16"], "K": ["divisible_16"]},
     "a_ptr is not known 16-byte aligned"),
])
def test_without_the_alignment_facts_the_pointer_tiles_run(facts, why):
    """A descriptor the specialisation cannot promise a map for keeps its masked pointer tiles (the
    others still get maps), and the results still match the interpreter's."""
    from tritium.codegen.gpu.nvptx import nvptx_target
    module = _ttir(made_desc_persistent, PERSISTENT_SIG, dict(NUM_PROGRAMS=2, BM=64, BN=64, BK=64), facts=facts,
                   tma_descriptors=True)
    func, meta = gpusim.lower(module, 4, nvptx_target("90a"), num_stages=3)
    maps = [e[0][2] for e in meta.get("tma", [])]
    assert ["arg", 0] not in maps, why
    M, N, K = 70, 64, 128
    rng = np.random.default_rng(11)
    a, b = rng.standard_normal((M, K)).astype(np.float16), rng.standard_normal((N, K)).astype(np.float16)
    x, y = interp_and_sim(module, func, meta, (2,), [a, b, np.full((M, N), np.nan, np.float16)],
                          lambda p: [p[0], p[1], p[2], M, N, K], lambda args: _maps(meta, args), waited=True)
    assert not np.isnan(x[2]).any()
    np.testing.assert_allclose(y[2].astype(np.float32), x[2].astype(np.float32), rtol=2e-3, atol=2e-3)


@tritium.jit
def made_desc_per_program(a_ptr, o_ptr, K, BM: tl.constexpr, BK: tl.constexpr):
    """A descriptor whose base differs per program (a batch offset by program_id): no map the
    launcher could make, so its pointer tiles run."""
    pid = tl.program_id(0)
    desc = tl.make_tensor_descriptor(a_ptr + pid * BM * K, shape=[BM, K], strides=[K, 1], block_shape=[BM, BK])
    acc = tl.zeros((BM, BM), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        t = desc.load([0, k * BK])
        acc = tl.dot(t, t.T, acc)
    offs = pid * BM + tl.arange(0, BM)
    tl.store(o_ptr + offs[:, None] * BM + tl.arange(0, BM)[None, :], acc)


def test_a_per_program_descriptor_keeps_its_pointer_tiles():
    from tritium.codegen.gpu.nvptx import nvptx_target
    sig = {"a_ptr": _p(D.float16), "o_ptr": _p(D.float32), "K": D.int32}
    module = _ttir(made_desc_per_program, sig, dict(BM=64, BK=64),
                   facts={"a_ptr": ["aligned_16"], "o_ptr": ["aligned_16"], "K": ["divisible_16"]}, tma_descriptors=True)
    func, meta = gpusim.lower(module, 4, nvptx_target("90a"), num_stages=3)
    assert "tma" not in meta and _count(func, "gpu.tma_load") == 0
    rng = np.random.default_rng(5)
    K = 128
    a = rng.standard_normal((2 * 64, K)).astype(np.float16)
    x, y = interp_and_sim(module, func, meta, (2,), [a, np.full((128, 64), np.nan, np.float32)],
                          lambda p: [p[0], p[1], K])
    np.testing.assert_allclose(y[1], x[1], rtol=1e-3, atol=1e-3)


def test_recipes_wrap_as_the_kernel_integers_do():
    """An i32 product that overflows wraps in the recipe as in the kernel; zero-extension and
    truncation as arith.extui / trunci; addptr scales by the element size."""
    r = ["made", "f16", ["ptr", 2, ["arg", 0], ["mul", 32, ["arg", 1], ["const", 3]]],
         [["mul", 32, ["arg", 1], ["arg", 2]], ["zext", 32, ["arg", 3]]], [["wrap", 16, ["arg", 2]]]]
    base, shape, strides = host_tma.recipe_parts(r)([0x100, 7, 2 ** 16 + 5, -1])
    assert base == 0x100 + 21 * 2 and shape == [7 * (2 ** 16 + 5), 2 ** 32 - 1] and strides == [5, 1]
    assert host_tma.recipe_parts(r)([0, 2 ** 30, 4, 0])[1][0] == 0  # (2^32 wraps to 0 in 32 bits)
    with pytest.raises(ValueError, match="unknown recipe expression"):
        host_tma.recipe_parts(["made", "f16", ["__import__", "os"], [], []])


@pytest.mark.skipif(not _ptxas_available(), reason="ptxas not installed")
def test_made_descriptors_in_machine_code():
    """cuda:90a through LLVM and ptxas: the made descriptors' maps are by-value parameters after the
    arguments; the loads are bulk tensor copies, the store a bulk tensor store; no spills."""
    ck = tritium.compile(made_desc_persistent, PERSISTENT_SIG, dict(NUM_PROGRAMS=132, BM=128, BN=128, BK=64),
                         target="cuda:90a", num_warps=8, num_stages=3, facts=ALIGNED)
    ptx = ck.asm["ptx"]
    assert len(ck.metadata["tma"]) == 3 and ptx.count(".param .align 64 .b8 made_desc_persistent_param_") == 3
    assert "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes" in ptx
    assert "cp.async.bulk.tensor.2d.global.shared::cta" in ptx and "cp.async.cg" not in ptx
    assert ck.metadata["n_spills"] == 0


@tritium.jit
def made_desc_args_in_a_row(a_ptr, M, K, stride_am, b_ptr, N, stride_bn, o_ptr, BM: tl.constexpr, BN: tl.constexpr,
                            BK: tl.constexpr):
    """A made descriptor whose parts are the parameters right after its base, as a host
    descriptor's are laid out: still a made one (a recipe), not mistaken for a host descriptor."""
    ad = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[stride_am, 1], block_shape=[BM, BK])
    bd = tl.make_tensor_descriptor(b_ptr, shape=[N, K], strides=[stride_bn, 1], block_shape=[BN, BK])
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for i in range(0, tl.cdiv(K, BK)):
        acc = tl.dot(ad.load([0, i * BK]), bd.load([0, i * BK]).T, acc)
    tl.store(o_ptr + tl.arange(0, BM)[:, None] * BN + tl.arange(0, BN)[None, :], acc)


def test_made_descriptor_whose_parts_follow_its_base():
    from tritium.codegen.gpu.nvptx import nvptx_target
    sig = {"a_ptr": _p(D.float16), "M": D.int32, "K": D.int32, "stride_am": D.int64, "b_ptr": _p(D.float16),
           "N": D.int32, "stride_bn": D.int32, "o_ptr": _p(D.float32)}
    facts = {"a_ptr": ["aligned_16"], "b_ptr": ["aligned_16"], "o_ptr": ["aligned_16"], "stride_am": ["divisible_16"],
             "stride_bn": ["divisible_16"]}
    module = _ttir(made_desc_args_in_a_row, sig, dict(BM=64, BN=64, BK=64), facts=facts, tma_descriptors=True)
    func, meta = gpusim.lower(module, 4, nvptx_target("90a"), num_stages=3)
    assert [e[0][2] for e in meta["tma"]] == [["arg", 0], ["arg", 4]]


@tritium.jit
def made_desc_in_branches(a_ptr, o_ptr, M, N, s0, s1, FLAG, BM: tl.constexpr, BN: tl.constexpr):
    """One branch makes the descriptor with a last stride of 1, the other with a run-time one."""
    if FLAG > 0:
        d = tl.make_tensor_descriptor(a_ptr, shape=[M, N], strides=[s0, 1], block_shape=[BM, BN])
    else:
        d = tl.make_tensor_descriptor(a_ptr, shape=[M, N], strides=[s0, s1], block_shape=[BM, BN])
    tl.store(o_ptr + tl.arange(0, BM)[:, None] * BN + tl.arange(0, BN)[None, :], d.load([0, 0]))


@pytest.mark.parametrize("target", ["cpu", "cuda:90a"])
def test_descriptors_merged_by_an_if(target):
    """The merged descriptor's last stride is a run-time value: it compiles (on every target) and
    keeps its pointer tiles on Hopper."""
    sig = {"a_ptr": _p(D.float16), "o_ptr": _p(D.float16), "M": D.int32, "N": D.int32, "s0": D.int32,
           "s1": D.int32, "FLAG": D.int32}
    ck = tritium.compile(made_desc_in_branches, sig, dict(BM=16, BN=16), target=target,
                         facts={"a_ptr": ["aligned_16"], "s0": ["divisible_16"]})
    assert not ck.metadata.get("tma")
