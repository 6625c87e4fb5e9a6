"""Hopper's warpgroup MMA (target cuda:90a) through the SIMT lowering, without a GPU: pipelined
matmuls, A from registers, tutorial 06's attention loop and a Linear layer's `x @ W.T`, each lowered
and run on the lockstep simulator (gpusim.py, which executes wgmma as the PTX ISA defines it)
against the interpreter on random inputs."""
import zlib

import numpy as np
import pytest

import gpusim
import tritium
import tritium.language as tl
from tritium.frontend import dtypes as D
from tritium.ir import print_ir
from tritium.runtime.interpreter import Interpreter

from test_gpu_lowering import PIPE_TYPES, _count, _p, _pipelined_case, _ptxas_available, _to_dtype, _ttir


# Hopper's warpgroup MMA (target cuda:90a): (kind, BM, BN, BK, num_stages, num_warps, M, N, K)
WGMMA_CASES = [
    ("f16", 64, 64, 64, 3, 4, 64, 64, 192),      # 128-byte rows: one swizzle panel each
    ("bf16", 128, 128, 64, 3, 4, 128, 128, 192),  # B's 256-byte rows in two panels; two slabs a warpgroup
    ("f16", 128, 128, 32, 2, 8, 100, 120, 96),   # A's 64-byte swizzle; two warpgroups; partial tiles
    ("f16", 64, 32, 16, 3, 4, 64, 32, 64),       # 32- and 64-byte swizzles
    ("bf16", 128, 256, 64, 3, 8, 128, 256, 64),  # n = 256, four panels of B
    ("f16", 64, 64, 64, 4, 4, 64, 64, 16),       # one iteration, the prologue's copies past the end
    ("bf16", 64, 128, 64, 3, 4, 64, 128, 320),   # five iterations, MMAs in flight across the back edge
    ("f16", 128, 64, 32, 4, 4, 128, 64, 0),      # no iteration at all
]


@pytest.mark.parametrize("case", WGMMA_CASES, ids=["-".join(map(str, c)) for c in WGMMA_CASES])
def test_wgmma_matmul_matches_interpreter(case):
    """On cuda:90a the pipelined dots run as wgmma reading both operands from shared memory
    through descriptors (the simulator addresses them by the PTX ISA's canonical layouts): random
    floats, against the interpreter."""
    from tritium.codegen.gpu.nvptx import nvptx_target
    kind, bm, bn, bk, stages, nw, M, N, K = case
    g, func = _pipelined_case(kind, bm, bn, bk, stages, nw, M, N, K, ints=False, target=nvptx_target("90a"))
    assert _count(func, "gpu.wgmma") > 0 and _count(func, "gpu.mma") == 0 and _count(func, "gpu.ldmatrix") == 0
    assert _count(func, "gpu.wgmma_wait") > 0
    # the dot's MMAs stay in flight into the next iteration, waited for after the loop; the next
    # copies come after the dot and a barrier, into the stage the previous MMAs read
    assert _count(g, "ttng.warp_group_dot_wait") == 1 and _count(g, "ttg.local_alloc") == 2
    assert f"!ttg.memdesc<{stages}x{bm}x{bk}x" in print_ir(g) and _count(g, "tt.debug_barrier") == 1


@pytest.mark.parametrize("kind,bm,bn,bk,nw", [("f16", 64, 64, 32, 4), ("bf16", 128, 128, 64, 8), ("f16", 128, 64, 16, 4)])
def test_wgmma_with_a_from_registers(kind, bm, bn, bk, nw):
    """A dot whose A load cannot be pipelined (its k-block read from a table) keeps A in registers
    and B in shared memory: on cuda:90a it runs as wgmma with A's fragments in registers, waited
    for in its own iteration (an MMA in flight must not have its A registers replaced)."""
    from tritium.codegen.gpu.nvptx import nvptx_target
    g, func = _pipelined_case(kind, bm, bn, bk, 3, nw, bm, bn, 5 * bk, adv="indirect", ints=False,
                              target=nvptx_target("90a"))
    wg = [o for o in func.body.walk() if o.name == "gpu.wgmma"]
    assert wg and all(o.attrs["a_regs"] for o in wg) and _count(func, "gpu.mma") == 0
    assert _count(g, "ttng.warp_group_dot_wait") == 0 and _count(g, "ttg.local_alloc") == 1


def test_wgmma_falls_back_to_mma_where_b_is_not_staged():
    """With nothing staged (num_stages=1) the warpgroup layout's dots run as mma.sync."""
    from tritium.codegen.gpu.nvptx import nvptx_target
    g, func = _pipelined_case("f16", 64, 64, 32, 1, 4, 64, 64, 96, target=nvptx_target("90a"))
    assert _count(func, "gpu.wgmma") == 0 and _count(func, "gpu.mma") > 0


@tritium.jit
def mini_attention(q_ptr, k_ptr, v_ptr, o_ptr, n_keys, scale, BM: tl.constexpr, BN: tl.constexpr, D: tl.constexpr,
                   VT: tl.constexpr = False):
    """Tutorial 06's inner loop on one block of queries: qk = q @ k.T (k staged as loaded, read
    transposed), an online softmax, acc = acc * alpha + p @ v (p in registers, v staged; `VT`: v
    given transposed, [D, n_keys], as tutorial 06 passes fp8 V on Hopper)."""
    offs_m = tl.program_id(0) * BM + tl.arange(0, BM)
    offs_n = tl.arange(0, BN)
    offs_d = tl.arange(0, D)
    q = tl.load(q_ptr + offs_m[:, None] * D + offs_d[None, :])
    m_i = tl.zeros([BM], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BM], dtype=tl.float32)
    acc = tl.zeros([BM, D], dtype=tl.float32)
    for start in range(0, n_keys, BN):
        k = tl.load(k_ptr + (start + offs_n)[:, None] * D + offs_d[None, :])
        qk = tl.dot(q, k.T) * scale
        m_ij = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_ij[:, None])
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + tl.sum(p, 1)
        if VT:
            v = tl.load(v_ptr + offs_d[None, :] * n_keys + (start + offs_n)[:, None])
        else:
            v = tl.load(v_ptr + (start + offs_n)[:, None] * D + offs_d[None, :])
        acc = acc * alpha[:, None]
        acc = tl.dot(p.to(v.dtype), v, acc)
        m_i = m_ij
    tl.store(o_ptr + offs_m[:, None] * D + offs_d[None, :], acc / l_i[:, None])


@pytest.mark.parametrize("kind,bm,bn,d,nw,stages,vt", [("f16", 64, 64, 64, 4, 3, False), ("bf16", 128, 64, 128, 8, 2, False),
                                                       ("f16", 128, 128, 64, 8, 4, False), ("f16", 64, 64, 64, 4, 3, True),
                                                       ("bf16", 128, 128, 64, 8, 3, True)])
def test_wgmma_attention_inner_loop(kind, bm, bn, d, nw, stages, vt):
    """On cuda:90a both dots of the attention loop run as wgmma with A from registers: q @ k.T
    reads the staged k K-major, p @ v reads v N-major, or K-major where v is given transposed (its
    tile runs down its columns, its offsets from the loop's induction variable: copied 16 bytes
    at a time into a transposed stage, although its index math joined the sums' class); against
    the interpreter on random inputs."""
    from tritium.codegen.gpu.nvptx import nvptx_target
    tdt = PIPE_TYPES[kind]
    sig = {"q_ptr": _p(tdt), "k_ptr": _p(tdt), "v_ptr": _p(tdt), "o_ptr": _p(D.float32), "n_keys": D.int32,
           "scale": D.float32}
    facts = {k: ["aligned_16"] for k in ("q_ptr", "k_ptr", "v_ptr", "o_ptr")}
    facts["n_keys"] = ["divisible_16"]
    module = _ttir(mini_attention, sig, dict(BM=bm, BN=bn, D=d, VT=vt), facts=facts)
    target = nvptx_target("90a")
    g = gpusim.ttgir(module, nw, target, num_stages=stages)
    func, meta = gpusim.lower(module, nw, target, num_stages=stages)
    wg = [o for o in func.body.walk() if o.name == "gpu.wgmma"]
    assert wg and _count(func, "gpu.mma") == 0 and all(o.attrs["a_regs"] for o in wg)
    assert {o.attrs["trans_b"] for o in wg} == ({False} if vt else {True, False}) and _count(g, "ttg.local_alloc") == 2
    assert {o.attrs["bytes"] for o in func.body.walk() if o.name == "gpu.cp_async"} == {16}
    rng = np.random.default_rng(zlib.crc32(f"att{kind}{bm}{bn}{d}{nw}{stages}".encode()))
    n_keys, n_q = 3 * bn, 2 * bm
    q, k, v = (rng.standard_normal((n, d)).astype(np.float32) for n in (n_q, n_keys, n_keys))
    results = []
    for runner in ("interp", "sim"):
        arrs = [_to_dtype(q, kind), _to_dtype(k, kind), _to_dtype(np.ascontiguousarray(v.T) if vt else v, kind),
                np.full((n_q, d), np.nan, np.float32)]
        args = [x.ctypes.data for x in arrs] + [n_keys, 0.125]
        bufs = [(x.ctypes.data, x.nbytes) for x in arrs]
        if runner == "interp":
            Interpreter(module).run((n_q // bm,), args, bufs)
        else:
            gpusim.run(func, meta, (n_q // bm,), args, bufs)
        results.append(arrs[3])
    assert not np.isnan(results[0]).any()
    np.testing.assert_allclose(results[1], results[0], rtol=1e-3, atol=1e-3)


def test_register_a_is_pinned_before_the_chain():
    """A 16-bit A from registers computed in the loop (p converted to fp16) goes through the
    chain's wgmma fence, so every register the MMAs read is written before the first of them: no
    wgmma of the chain reads a value defined after the fence, and ptxas issues each chain under one
    WARPGROUP.ARRIVE (register inputs written between wgmmas make it serialise them, one arrive and
    wait each). q, read before the loop, is not tied (tied, ptxas copied it every iteration)."""
    from tritium.backends.cuda import toolchain
    from tritium.codegen.gpu.nvptx import nvptx_target
    sig = {"q_ptr": _p(D.float16), "k_ptr": _p(D.float16), "v_ptr": _p(D.float16), "o_ptr": _p(D.float32),
           "n_keys": D.int32, "scale": D.float32}
    facts = {k: ["aligned_16"] for k in ("q_ptr", "k_ptr", "v_ptr", "o_ptr")}
    facts["n_keys"] = ["divisible_16"]
    cx = dict(BM=128, BN=128, D=64, VT=False)
    func, _ = gpusim.lower(_ttir(mini_attention, sig, cx, facts=facts), 8, nvptx_target("90a"), num_stages=3)
    fences = [o for o in func.body.walk() if o.name == "gpu.wgmma_fence" and o.operands]
    pinned = {r for f in fences for r in f.results}
    loop = next(o for o in func.body.walk() if o.name == "scf.for")
    in_loop = {r for o in loop.regions[0].walk() for r in o.results}
    wg = [o for o in func.body.walk() if o.name == "gpu.wgmma"]
    p_chain = [o for o in wg if all(x in pinned for x in o.operands[:8])]
    q_chain = [o for o in wg if not any(x in in_loop for x in o.operands[:8])]
    assert len(fences) == 1 and len(p_chain) == 8 and len(q_chain) == 4 and len(wg) == 12
    if not _ptxas_available() or toolchain.find_nvdisasm() is None:
        pytest.skip("ptxas or nvdisasm not installed: the lowering checked, the SASS not")
    ck = tritium.compile(mini_attention, sig, cx, target="cuda:90a", num_warps=8, num_stages=3, facts=facts)
    code = toolchain.sass(ck.asm["cubin"])
    assert code.count("WARPGROUP.ARRIVE") == 2 and code.count("HGMMA") == 12 and ck.metadata["n_spills"] == 0


@tritium.jit
def matmul_weights(a_ptr, w_ptr, c_ptr, M, N, K, stride_am, stride_wn, stride_cm,
                   BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, PRECISE: tl.constexpr = False):
    """x @ W.T, as a Linear layer computes it: B's tile [BK, BN] is read from W [N, K] (row-major),
    contiguous down its columns."""
    offs_m = tl.program_id(0) * BM + tl.arange(0, BM)
    offs_n = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=c_ptr.dtype.element_ty)  # (f32; i32 for int8 operands)
    for k in range(0, tl.cdiv(K, BK)):
        a = tl.load(a_ptr + offs_m[:, None] * stride_am + (k * BK + rk)[None, :],
                    mask=(k * BK + rk)[None, :] < K, other=0.0)
        b = tl.load(w_ptr + offs_n[None, :] * stride_wn + (k * BK + rk)[:, None],
                    mask=(k * BK + rk)[:, None] < K, other=0.0)
        if PRECISE:  # (fp8: Triton's request for fp32 refreshes every 32 of K)
            acc = tl.dot(a, b, acc, max_num_imprecise_acc=32)
        else:
            acc = tl.dot(a, b, acc)
    tl.store(c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :], acc)


@pytest.mark.parametrize("arch,kind,bm,bn,bk,nw,stages", [("90a", "f16", 64, 64, 64, 4, 3), ("90a", "bf16", 128, 128, 32, 8, 3),
                                                          ("90a", "f16", 128, 64, 64, 4, 2), ("80", "f16", 64, 64, 32, 4, 3),
                                                          ("90a", "e4m3", 128, 128, 64, 4, 3), ("90a", "e5m2", 64, 128, 128, 4, 3),
                                                          ("90a", "e4m3", 128, 64, 64, 8, 2), ("90a", "e4m3p", 64, 64, 128, 4, 3),
                                                          ("90a", "i8", 128, 128, 64, 4, 3), ("90a", "i8", 64, 256, 128, 4, 2),
                                                          ("90a", "i8", 128, 64, 32, 8, 3), ("80", "i8", 64, 64, 64, 4, 3)])
def test_weights_transposed_operand(arch, kind, bm, bn, bk, nw, stages):
    """B contiguous down its columns (x @ W.T): its loads are vectorised down the columns (a
    column-major layout); on Hopper it is also staged transposed and read by wgmma as a K-major B,
    fp8 ones too (wgmma k32; `e4m3p`: max_num_imprecise_acc=32, a fresh sum every instruction,
    added in fp32; int8 ones as wgmma k32 with int32 sums). Against the interpreter on random inputs."""
    from tritium.codegen.gpu.nvptx import nvptx_target
    fp8, integer = kind.startswith("e"), kind == "i8"
    tdt = {"e4m3": D.float8e4nv, "e4m3p": D.float8e4nv, "e5m2": D.float8e5}[kind] if fp8 else PIPE_TYPES[kind]
    sig = {"a_ptr": _p(tdt), "w_ptr": _p(tdt), "c_ptr": _p(D.int32 if integer else D.float32), "M": D.int32, "N": D.int32, "K": D.int32,
           "stride_am": D.int32, "stride_wn": D.int32, "stride_cm": D.int32}
    facts = {k: ["aligned_16"] for k in ("a_ptr", "w_ptr", "c_ptr")}
    facts.update({k: ["divisible_16"] for k in ("stride_am", "stride_wn", "stride_cm", "K")})
    # (the fp8 operands stay fp8 as the CUDA backend's options for Hopper keep them)
    opts = dict(fp8_dot_native=("fp8e4nv", "fp8e5"), max_num_imprecise_acc_default=2 ** 30) if fp8 else {}
    module = _ttir(matmul_weights, sig, dict(BM=bm, BN=bn, BK=bk, PRECISE=kind == "e4m3p"), facts=facts, **opts)
    target = nvptx_target(arch)
    g = gpusim.ttgir(module, nw, target, num_stages=stages)
    func, meta = gpusim.lower(module, nw, target, num_stages=stages)
    if arch == "90a":
        wg = [o for o in func.body.walk() if o.name == "gpu.wgmma"]
        assert wg and not any(o.attrs["trans_b"] for o in wg) and _count(g, "ttg.local_alloc") == 2
        assert any(o.attrs.get("transpose") for o in g.walk() if o.name == "ttg.async_copy_global_to_local")
        if integer:
            assert {o.attrs["ab"] for o in wg} == {"s8"} and all(str(o.results[0].type) == "i32" for o in wg)
        if fp8:
            assert {o.attrs["ab"] for o in wg} == {"e5m2" if kind == "e5m2" else "e4m3"}
            assert all(o.attrs["scale_d"] for o in wg) != (kind == "e4m3p")
    elif integer:  # mma.sync's int8 B (four K a register) is staged transposed too, read 4 bytes at a time
        assert _count(g, "ttg.local_alloc") == 2 and {o.attrs["shape"] for o in func.body.walk() if o.name == "gpu.mma"} == {"m16n8k32"}
        assert any(o.attrs.get("transpose") for o in g.walk() if o.name == "ttg.async_copy_global_to_local")
        assert {o.attrs["n"] for o in func.body.walk() if o.name == "gpu.load" and o.attrs["space"] == "shared"} == {4}
    else:  # (not staged: a vectorised load, 16 bytes down B's columns)
        assert _count(g, "ttg.local_alloc") == 1
        assert any(o.attrs["n"] == 8 and o.attrs["space"] == "global" for o in func.body.walk() if o.name == "gpu.load")
    rng = np.random.default_rng(zlib.crc32(f"wt{arch}{kind}{bm}{bn}{bk}{nw}{stages}".encode()))
    M, N, K = 2 * bm, 2 * bn, 5 * bk
    if fp8:  # values every format holds exactly
        from tritium.ir import fp8 as F8
        fmt = "f8E5M2" if kind == "e5m2" else "f8E4M3FN"
        a = rng.choice([-3.0, -1.5, -1.0, -0.5, 0.25, 0.5, 1.0, 2.0], (M, K)).astype(np.float32)
        w = rng.choice([-2.0, -1.0, -0.25, 0.5, 0.75, 1.0, 1.5, 3.0], (N, K)).astype(np.float32)
        enc = lambda x: F8.encode(x, fmt).astype(np.uint8)  # noqa: E731
    elif integer:  # the whole int8 range
        a = rng.integers(-128, 128, (M, K)).astype(np.float32)
        w = rng.integers(-128, 128, (N, K)).astype(np.float32)
        enc = lambda x: x.astype(np.int8)  # noqa: E731
    else:
        a = rng.standard_normal((M, K)).astype(np.float32)
        w = rng.standard_normal((N, K)).astype(np.float32)
        enc = lambda x: _to_dtype(x, kind)  # noqa: E731
    results = []
    for runner in ("interp", "sim"):
        arrs = [enc(a), enc(w), np.full((M, N), -2 ** 31 + 99, np.int32) if integer else np.full((M, N), np.nan, np.float32)]
        args = [x.ctypes.data for x in arrs] + [M, N, K, K, K, N]
        bufs = [(x.ctypes.data, x.nbytes) for x in arrs]
        if runner == "interp":
            Interpreter(module).run((M // bm, N // bn), args, bufs)
        else:
            gpusim.run(func, meta, (M // bm, N // bn), args, bufs)
        results.append(arrs[2])
    if integer:
        assert not (results[0] == -2 ** 31 + 99).any()
        np.testing.assert_array_equal(results[1], results[0])
        return
    assert not np.isnan(results[0]).any()
    np.testing.assert_allclose(results[1], results[0], rtol=1e-4, atol=1e-3)


def test_fp8_dot_with_n_major_b_widens_to_fp16_mma():
    """An fp8 dot whose B runs along N (wgmma reads fp8 K-major only) runs as mma.sync on its
    operands widened to fp16 (exact), on the warpgroup layout: against the interpreter."""
    from tritium.codegen.gpu.nvptx import nvptx_target
    from tritium.ir import fp8 as F8
    from test_gpu_lowering import pipelined_mm
    tdt = D.float8e4nv
    sig = {"a_ptr": _p(tdt), "b_ptr": _p(tdt), "c_ptr": _p(D.float32), "perm_ptr": _p(D.int32),
           "M": D.int32, "N": D.int32, "K": D.int32, "stride_am": D.int32, "stride_bk": D.int32, "stride_cm": D.int32}
    facts = {k: ["aligned_16"] for k in ("a_ptr", "b_ptr", "c_ptr", "perm_ptr")}
    facts.update({k: ["divisible_16"] for k in ("stride_am", "stride_bk", "stride_cm", "K")})
    module = _ttir(pipelined_mm, sig, dict(BM=64, BN=64, BK=64, ADV="tensor", OTHER=0.0, BRANCH=False), facts=facts,
                   fp8_dot_native=("fp8e4nv", "fp8e5"), max_num_imprecise_acc_default=2 ** 30)
    assert any(o.name == "tt.dot" and str(o.operands[0].type.element) == "f8E4M3FN" for o in module.walk())
    target = nvptx_target("90a")
    func, meta = gpusim.lower(module, 4, target, num_stages=3)
    assert _count(func, "gpu.wgmma") == 0 and _count(func, "gpu.mma") > 0
    rng = np.random.default_rng(7)
    M = N = 64
    K = 192
    a = rng.choice([-2.0, -1.0, -0.5, 0.25, 1.0, 1.5], (M, K)).astype(np.float32)
    b = rng.choice([-1.0, -0.25, 0.5, 1.0, 2.0, 3.0], (K, N)).astype(np.float32)
    perm = np.arange(3, dtype=np.int32)
    results = []
    for runner in ("interp", "sim"):
        arrs = [F8.encode(a, "f8E4M3FN").astype(np.uint8), F8.encode(b, "f8E4M3FN").astype(np.uint8),
                np.full((M, N), np.nan, np.float32), perm.copy()]
        args = [x.ctypes.data for x in arrs] + [M, N, K, K, N, N]
        bufs = [(x.ctypes.data, x.nbytes) for x in arrs]
        if runner == "interp":
            Interpreter(module).run((1, 1), args, bufs)
        else:
            gpusim.run(func, meta, (1, 1), args, bufs)
        results.append(arrs[2])
    np.testing.assert_array_equal(results[1], results[0])
    np.testing.assert_allclose(results[0], a.astype(np.float64) @ b, rtol=0, atol=0)


@tritium.jit
def matmul_half_out(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
                    BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """Tutorial 03's loop and epilogue: the fp32 sums rounded to the inputs' type, stored masked."""
    offs_m = tl.program_id(0) * BM + tl.arange(0, BM)
    offs_n = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a_ptrs = a_ptr + (offs_m % M)[:, None] * stride_am + rk[None, :]
    b_ptrs = b_ptr + rk[:, None] * stride_bk + offs_n[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = tl.load(a_ptrs, mask=rk[None, :] < K - k * BK, other=0.0)
        b = tl.load(b_ptrs, mask=rk[:, None] < K - k * BK, other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BK
        b_ptrs += BK * stride_bk
    c = acc.to(c_ptr.dtype.element_ty)
    tl.store(c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :], c, mask=(offs_m[:, None] < M) & (offs_n[None, :] < N))


@pytest.mark.parametrize("arch,kind,bm,bn,bk,nw,stages", [("90a", "f16", 128, 128, 64, 8, 3), ("90a", "bf16", 64, 128, 32, 4, 3),
                                                          ("80", "f16", 64, 64, 32, 4, 3), ("90a", "f16", 64, 64, 64, 4, 1),
                                                          ("90", "bf16", 64, 64, 32, 4, 3)])
def test_epilogue_stores_through_dead_stages(arch, kind, bm, bn, bk, nw, stages):
    """A matmul storing fp16/bf16 sums: the accumulator is converted (through shared memory) to a
    layout of 16-byte runs before the store, as Triton does, and the conversion reuses the
    pipeline's stages once the loop is done with them (the kernel needs no more shared memory than
    its stages). From sm_90 on the accumulator's fragments go to shared memory with stmatrix (16
    bytes a thread per instruction; wgmma's and mma.sync's alike). Partial tiles, random inputs,
    against the interpreter; the simulator checks that no copy or MMA into the stages is still in
    flight when the conversion writes them, and stmatrix's rows per the PTX ISA."""
    from tritium.codegen.gpu.nvptx import nvptx_target
    from tritium.ir.layouts import Blocked
    tdt = PIPE_TYPES[kind]
    sig = {"a_ptr": _p(tdt), "b_ptr": _p(tdt), "c_ptr": _p(tdt), "M": D.int32, "N": D.int32, "K": D.int32,
           "stride_am": D.int32, "stride_bk": D.int32, "stride_cm": D.int32}
    facts = {k: ["aligned_16"] for k in ("a_ptr", "b_ptr", "c_ptr")}
    facts.update({k: ["divisible_16"] for k in ("stride_am", "stride_bk", "stride_cm", "N", "K")})
    module = _ttir(matmul_half_out, sig, dict(BM=bm, BN=bn, BK=bk), facts=facts)
    target = nvptx_target(arch)
    g = gpusim.ttgir(module, nw, target, num_stages=stages)
    func, meta = gpusim.lower(module, nw, target, num_stages=stages)
    store = next(o for o in g.walk() if o.name == "tt.store")
    lay = store.operands[0].type.layout
    assert isinstance(lay, Blocked) and lay.size_per_thread[-1] == 8
    assert store.operands[1].owner.name == "ttg.convert_layout"
    assert any(o.attrs["n"] == 8 and o.attrs["space"] == "global" for o in func.body.walk() if o.name == "gpu.store")
    stmatrix = [o for o in func.body.walk() if o.name == "gpu.stmatrix"]
    assert len(stmatrix) == (bm * bn // (32 * nw) // 8 if arch != "80" else 0)
    if stages > 1:  # (both operands staged: the loop exchanges nothing, the epilogue is all the scratch)
        staged = [o.result.type.numel * 2 for o in g.walk() if o.name == "ttg.local_alloc"]
        assert len(staged) == 2 and meta["shared"] == sum(-(-x // 1024) * 1024 for x in staged)
    M, N, K = 2 * bm - 24, 2 * bn - 16, 4 * bk + 16  # (N as Triton specialises it: a multiple of 16)
    rng = np.random.default_rng(zlib.crc32(f"ep{arch}{kind}{bm}{bn}{bk}{nw}{stages}".encode()))
    kp, np_ = -(-K // bk) * bk + bk, 2 * bn
    a = rng.standard_normal((M, kp)).astype(np.float32)
    b = rng.standard_normal((kp, np_)).astype(np.float32)
    results = []
    for runner in ("interp", "sim"):
        arrs = [_to_dtype(a, kind), _to_dtype(b, kind), np.full((M, N), 0x7E00 if kind == "f16" else 0x7FC0, np.uint16)]
        if kind == "f16":
            arrs[2] = arrs[2].view(np.float16)
        args = [x.ctypes.data for x in arrs] + [M, N, K, kp, np_, N]
        bufs = [(x.ctypes.data, x.nbytes) for x in arrs]
        grid = (-(-M // bm), -(-N // bn))
        if runner == "interp":
            Interpreter(module).run(grid, args, bufs)
        else:
            sim = gpusim.run(func, meta, grid, args, bufs)
            assert sim.unwaited == 0
        out = arrs[2].astype(np.float32) if kind == "f16" else (arrs[2].astype(np.uint32) << 16).view(np.float32)
        results.append(out)
    assert not np.isnan(results[0]).any() and not np.isnan(results[1]).any()
    tol = 1e-2 if kind == "f16" else 2e-2
    np.testing.assert_allclose(results[1], results[0], rtol=tol, atol=tol)


@pytest.mark.parametrize("kind,bm,bn,d,nw,stages", [("e4m3", 64, 64, 64, 4, 3), ("e5m2", 128, 128, 128, 8, 2),
                                                    ("e4m3", 128, 64, 64, 8, 1)])
def test_fp8_attention_reads_a_from_registers(kind, bm, bn, d, nw, stages):
    """fp8 attention as tutorial 06 runs it on Hopper (V given transposed): both dots are wgmma
    m64nNk32 with A from registers in wgmma's 8-bit fragment (p converted to it from the sums'
    layout by shuffles of four packed bytes, warp_shuffle.bytes_to_wgmma_a) and B staged K-major; unstaged (num_stages=1) they fall back
    to mma.sync, A moved into its fragment first. Values every fp8 format holds, against the
    interpreter."""
    from tritium.codegen.gpu.nvptx import nvptx_target
    from tritium.ir import fp8 as F8
    tdt = {"e4m3": D.float8e4nv, "e5m2": D.float8e5}[kind]
    fmt = {"e4m3": "f8E4M3FN", "e5m2": "f8E5M2"}[kind]
    sig = {"q_ptr": _p(tdt), "k_ptr": _p(tdt), "v_ptr": _p(tdt), "o_ptr": _p(D.float32), "n_keys": D.int32,
           "scale": D.float32}
    facts = {k: ["aligned_16"] for k in ("q_ptr", "k_ptr", "v_ptr", "o_ptr")}
    facts["n_keys"] = ["divisible_16"]
    opts = dict(fp8_dot_native=("fp8e4nv", "fp8e5"), max_num_imprecise_acc_default=2 ** 30)
    module = _ttir(mini_attention, sig, dict(BM=bm, BN=bn, D=d, VT=True), facts=facts, **opts)
    target = nvptx_target("90a")
    func, meta = gpusim.lower(module, nw, target, num_stages=stages)
    wg = [o for o in func.body.walk() if o.name == "gpu.wgmma"]
    if stages > 1:
        assert wg and _count(func, "gpu.mma") == 0 and all(o.attrs["a_regs"] for o in wg)
        assert {o.attrs["ab"] for o in wg} == {kind} and not any(o.attrs["trans_b"] for o in wg)
        # p (and q) reach the fragment by packed shuffles: nothing goes through shared memory
        assert _count(func, "gpu.shuffle") > 0
        assert not any(o.attrs["space"] == "shared" for o in func.body.walk() if o.name in ("gpu.store", "gpu.load"))
    else:
        assert not wg and _count(func, "gpu.mma") > 0
    rng = np.random.default_rng(zlib.crc32(f"att8{kind}{bm}{bn}{d}{nw}{stages}".encode()))
    n_keys, n_q = 3 * bn, 2 * bm
    vals = np.array([-1.0, -0.5, -0.25, 0.25, 0.5, 0.75, 1.0, 1.5], np.float32)
    q, k, v = (rng.choice(vals, (n, d)) for n in (n_q, n_keys, n_keys))
    enc = lambda x: F8.encode(np.ascontiguousarray(x, np.float32), fmt).astype(np.uint8)  # noqa: E731
    results = []
    for runner in ("interp", "sim"):
        arrs = [enc(q), enc(k), enc(v.T), np.full((n_q, d), np.nan, np.float32)]
        args = [x.ctypes.data for x in arrs] + [n_keys, 0.125]
        bufs = [(x.ctypes.data, x.nbytes) for x in arrs]
        if runner == "interp":
            Interpreter(module).run((n_q // bm,), args, bufs)
        else:
            gpusim.run(func, meta, (n_q // bm,), args, bufs)
        results.append(arrs[3])
    assert not np.isnan(results[0]).any()
    np.testing.assert_allclose(results[1], results[0], rtol=1e-3, atol=1e-3)


@tritium.jit
def mini_attention_dkdv(q_ptr, k_ptr, v_ptr, do_ptr, dk_ptr, dv_ptr, n_q, scale,
                        BM: tl.constexpr, BN: tl.constexpr, D: tl.constexpr):
    """The shape of attention's backward loop over query blocks for one block of keys: q and do
    are each read by two dots, once as loaded and once transposed (k @ q.T, ds.T @ q; p.T @ do,
    v @ do.T), and their loads share index math with the sums (one class until the layout pass
    recomputes their pointers)."""
    offs_n = tl.program_id(0) * BN + tl.arange(0, BN)
    offs_d = tl.arange(0, D)
    k = tl.load(k_ptr + offs_n[:, None] * D + offs_d[None, :])
    v = tl.load(v_ptr + offs_n[:, None] * D + offs_d[None, :])
    dk = tl.zeros([BN, D], dtype=tl.float32)
    dv = tl.zeros([BN, D], dtype=tl.float32)
    for start in range(0, n_q, BM):
        offs_m = start + tl.arange(0, BM)
        q = tl.load(q_ptr + offs_m[:, None] * D + offs_d[None, :])
        do = tl.load(do_ptr + offs_m[:, None] * D + offs_d[None, :])
        p_t = tl.dot(k, q.T) * scale
        p_t = tl.where(offs_m[None, :] >= offs_n[:, None], p_t, 0.0)
        dv = tl.dot(p_t.to(do.dtype), do, dv)
        ds_t = p_t * tl.dot(v, do.T)
        dk = tl.dot(ds_t.to(q.dtype), q, dk)
    tl.store(dk_ptr + offs_n[:, None] * D + offs_d[None, :], dk.to(dk_ptr.dtype.element_ty))
    tl.store(dv_ptr + offs_n[:, None] * D + offs_d[None, :], dv.to(dv_ptr.dtype.element_ty))


def _dkdv_case(kernel, kind, bm, bn, d, nw, stages, rows: bool):
    """A backward-shaped kernel (q, k, v, do [, lse, delta], dk, dv, n_q, scale) lowered for cuda:90a,
    then run on the simulator and the interpreter on the same random inputs: (ttgir, program, dk
    and dv of both, checked equal within fp16/bf16 rounding)."""
    from tritium.codegen.gpu.nvptx import nvptx_target
    tdt = PIPE_TYPES[kind]
    sig = {n: _p(tdt) for n in ("q_ptr", "k_ptr", "v_ptr", "do_ptr")}
    if rows:
        sig.update(lse_ptr=_p(D.float32), delta_ptr=_p(D.float32))
    sig.update(dk_ptr=_p(tdt), dv_ptr=_p(tdt), n_q=D.int32, scale=D.float32)
    facts = {k: ["aligned_16"] for k in sig if k.endswith("_ptr")}
    facts["n_q"] = ["divisible_16"]
    module = _ttir(kernel, sig, dict(BM=bm, BN=bn, D=d), facts=facts)
    target = nvptx_target("90a")
    g = gpusim.ttgir(module, nw, target, num_stages=stages)
    func, meta = gpusim.lower(module, nw, target, num_stages=stages)
    rng = np.random.default_rng(zlib.crc32(f"{kernel.__name__}{kind}{bm}{bn}{d}{nw}{stages}".encode()))
    n = 2 * bn
    q, k, v, do = (rng.standard_normal((n, d)).astype(np.float32) for _ in range(4))
    vectors = [rng.standard_normal(n).astype(np.float32) for _ in range(2)] if rows else []
    results = []
    for runner in ("interp", "sim"):
        arrs = [_to_dtype(x, kind) for x in (q, k, v, do)] + [x.copy() for x in vectors] + \
            [np.full((n, d), 0x7E00, np.uint16) for _ in range(2)]
        args = [x.ctypes.data for x in arrs] + [n, 0.125]
        bufs = [(x.ctypes.data, x.nbytes) for x in arrs]
        if runner == "interp":
            Interpreter(module).run((n // bn,), args, bufs)
        else:
            sim = gpusim.run(func, meta, (n // bn,), args, bufs)
            assert sim.unwaited == 0
        results.append([x.view(np.float16).astype(np.float32) if kind == "f16" else
                        (x.astype(np.uint32) << 16).view(np.float32) for x in arrs[-2:]])
    for got, want in zip(results[1], results[0]):
        assert not np.isnan(want).any()
        np.testing.assert_allclose(got, want, rtol=2e-2, atol=2e-2 * np.abs(want).max())
    return g, func


@pytest.mark.parametrize("kind,bm,bn,d,nw,stages", [("f16", 32, 64, 64, 4, 3), ("bf16", 64, 128, 32, 8, 2)])
def test_wgmma_tile_read_by_two_dots(kind, bm, bn, d, nw, stages):
    """On cuda:90a a loaded tile read by two dots, as loaded and transposed, is staged once (16-byte
    copies: its pointers no longer share the sums' layout) and each dot reads the stage in its
    own way (wgmma, B N-major and K-major); the fp16/bf16 results leave through the coalesced
    epilogue. Against the interpreter on random inputs."""
    g, func = _dkdv_case(mini_attention_dkdv, kind, bm, bn, d, nw, stages, rows=False)
    loads = [o for o in g.walk() if o.name == "ttg.local_load"]
    assert _count(g, "ttg.local_alloc") == 2 and len(loads) == 4 and sum(bool(o.attrs.get("trans")) for o in loads) == 2
    wg = [o for o in func.body.walk() if o.name == "gpu.wgmma"]
    assert wg and _count(func, "gpu.mma") == 0 and {o.attrs["trans_b"] for o in wg} == {True, False}
    assert {o.attrs["bytes"] for o in func.body.walk() if o.name == "gpu.cp_async"} == {16}
    assert {o.attrs["n"] for o in func.body.walk() if o.name == "gpu.store" and o.attrs["space"] == "global"} == {8}


@tritium.jit
def mini_attention_dkdv_rows(q_ptr, k_ptr, v_ptr, do_ptr, lse_ptr, delta_ptr, dk_ptr, dv_ptr, n_q, scale,
                             BM: tl.constexpr, BN: tl.constexpr, D: tl.constexpr):
    """Attention backward's loop over query blocks with its per-row vectors: the forward's
    log-sum-exp and delta are loaded every iteration and broadcast over the keys' rows."""
    offs_n = tl.program_id(0) * BN + tl.arange(0, BN)
    offs_d = tl.arange(0, D)
    k = tl.load(k_ptr + offs_n[:, None] * D + offs_d[None, :])
    v = tl.load(v_ptr + offs_n[:, None] * D + offs_d[None, :])
    dk = tl.zeros([BN, D], dtype=tl.float32)
    dv = tl.zeros([BN, D], dtype=tl.float32)
    for start in range(0, n_q, BM):
        offs_m = start + tl.arange(0, BM)
        q = tl.load(q_ptr + offs_m[:, None] * D + offs_d[None, :])
        do = tl.load(do_ptr + offs_m[:, None] * D + offs_d[None, :])
        lse = tl.load(lse_ptr + offs_m)
        delta = tl.load(delta_ptr + offs_m)
        p_t = tl.math.exp2(tl.dot(k, q.T) * scale - lse[None, :])
        dv = tl.dot(p_t.to(do.dtype), do, dv)
        ds_t = p_t * (tl.dot(v, do.T) - delta[None, :])
        dk = tl.dot(ds_t.to(q.dtype), q, dk)
    tl.store(dk_ptr + offs_n[:, None] * D + offs_d[None, :], dk.to(dk_ptr.dtype.element_ty))
    tl.store(dv_ptr + offs_n[:, None] * D + offs_d[None, :], dv.to(dv_ptr.dtype.element_ty))


@pytest.mark.parametrize("kind,bm,bn,d,nw,stages", [("f16", 32, 64, 64, 4, 3), ("bf16", 64, 128, 32, 8, 2)])
def test_vectors_loaded_in_the_loop_are_staged_with_the_operands(kind, bm, bn, d, nw, stages):
    """The loop's per-row vectors (log-sum-exp, delta) are copied into stages with the dot
    operands, num_stages - 1 iterations ahead, and read back in their own (sliced accumulator)
    layout, instead of waiting for global memory in every iteration; threads holding the same
    elements copy the same bytes. Against the interpreter on random inputs."""
    g, func = _dkdv_case(mini_attention_dkdv_rows, kind, bm, bn, d, nw, stages, rows=True)
    loop = next(o for o in g.walk() if o.name == "scf.for")
    assert not [o for o in loop.regions[0].walk() if o.name == "tt.load"]
    vectors = [o for o in loop.regions[0].walk() if o.name == "ttg.local_load" and len(o.result.type.shape) == 1]
    assert len(vectors) == 2 and _count(g, "ttg.local_alloc") == 4
    assert 4 in {o.attrs["bytes"] for o in func.body.walk() if o.name == "gpu.cp_async"}  # (the vectors' copies)


@pytest.mark.parametrize("arch,precision,bm,bn,bk,nw,stages", [("80", "ieee", 64, 64, 32, 4, 3), ("90a", "tf32", 64, 128, 32, 4, 3),
                                                               ("90a", "ieee", 32, 32, 128, 4, 2), ("90a", "tf32", 128, 64, 64, 8, 2),
                                                               ("90a", "tf32", 128, 256, 32, 8, 3), ("80", "tf32", 64, 64, 32, 4, 3)])
def test_fp32_weights_transposed(arch, precision, bm, bn, bk, nw, stages):
    """fp32 `x @ W.T` (torch.compile's Linear layers under max-autotune): B's tile runs down its
    columns in global memory. Staged row-major, its asynchronous copies move one element each
    (16-byte copies down a column wrote misaligned, wrong places: 'misaligned address' on an H100);
    with tf32 on Hopper it is staged transposed (16-byte copies down the columns) and read K-major
    by wgmma m64nNk8. The simulator checks every copy's alignment; against the interpreter."""
    from tritium.codegen.gpu.nvptx import nvptx_target
    sig = {"a_ptr": _p(D.float32), "w_ptr": _p(D.float32), "c_ptr": _p(D.float32), "M": D.int32, "N": D.int32,
           "K": D.int32, "stride_am": D.int32, "stride_wn": D.int32, "stride_cm": D.int32}
    facts = {k: ["aligned_16"] for k in ("a_ptr", "w_ptr", "c_ptr")}
    facts.update({k: ["divisible_16"] for k in ("stride_am", "stride_wn", "stride_cm", "K")})
    module = _ttir(matmul_weights, sig, dict(BM=bm, BN=bn, BK=bk), facts=facts, default_dot_input_precision=precision)
    target = nvptx_target(arch)
    g = gpusim.ttgir(module, nw, target, num_stages=stages)
    func, meta = gpusim.lower(module, nw, target, num_stages=stages)
    assert _count(g, "ttg.local_alloc") == 2
    copies = {o.attrs["bytes"] for o in func.body.walk() if o.name == "gpu.cp_async"}
    if arch == "90a" and precision == "tf32":  # wgmma m64nNk8 tf32 reads B K-major: staged transposed, 16-byte copies
        assert copies == {16} and {o.attrs["ab"] for o in func.body.walk() if o.name == "gpu.wgmma"} == {"tf32"}
        assert any(o.attrs.get("transpose") for o in g.walk() if o.name == "ttg.async_copy_global_to_local")
    else:
        assert 4 in copies
    rng = np.random.default_rng(zlib.crc32(f"wt32{arch}{precision}{bm}{bn}{bk}".encode()))
    M, N, K = 2 * bm, 2 * bn, 3 * bk
    a = rng.standard_normal((M, K)).astype(np.float32)
    w = rng.standard_normal((N, K)).astype(np.float32)
    results = []
    for runner in ("interp", "sim"):
        arrs = [a.copy(), w.copy(), np.full((M, N), np.nan, np.float32)]
        args = [x.ctypes.data for x in arrs] + [M, N, K, K, K, N]
        bufs = [(x.ctypes.data, x.nbytes) for x in arrs]
        if runner == "interp":
            Interpreter(module).run((M // bm, N // bn), args, bufs)
        else:
            gpusim.run(func, meta, (M // bm, N // bn), args, bufs)
        results.append(arrs[2])
    assert not np.isnan(results[0]).any()
    tol = 2e-2 if precision == "tf32" else 1e-4
    np.testing.assert_allclose(results[1], results[0], rtol=tol, atol=tol)
