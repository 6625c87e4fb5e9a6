"""The shared GPU half driven by a target description (codegen/gpu/target.py) other than NVIDIA's:
warps of 16 (Intel subgroups) or 32 threads, no matrix instructions (every dot an FMA loop) and no
asynchronous copies (loops not pipelined). Kernels are lowered through make_ttgir's passes and the
SIMT lowering, and their per-thread programs run in the lockstep simulator (gpusim.py) on random
inputs, checked against NumPy. Also: the NVIDIA description's facts, and that make_ttgir/make_llir
follow the description they are given (its warp size, its renderer).
"""
import zlib
from types import SimpleNamespace

import numpy as np
import pytest

import gpusim
import tritium
import tritium.language as tl
from tritium.codegen.gpu import make_llir, make_ttgir
from tritium.codegen.gpu.lowering import LoweringError, lower_kernel
from tritium.codegen.gpu.nvptx import nvptx_target
from tritium.codegen.gpu.target import GPUTarget
from tritium.frontend import dtypes as D
from tritium.ir import parse_ir, print_ir
from tritium.ir.layouts import Mma


def _program_text(func, num_warps, maxnreg):
    """The renderer of the test targets: the per-thread program as tile-IR text."""
    return print_ir(func)


def plain_target(warp_size: int) -> GPUTarget:
    """A GPU with `warp_size`-thread warps and neither tensor cores nor asynchronous copies."""
    return GPUTarget("plain", None, warp_size=warp_size, render=_program_text, mma=None, async_copy=False)


WARP_SIZES = (16, 32)
NUM_WARPS = (1, 2, 4, 8)


def _p(dt):
    return D.pointer_type(dt)


def _run(fn, sig, cx, arrays, scalars=(), grid=(1,), warp_size=16, num_warps=4, num_stages=3, aligned=False):
    """Lower `fn` for plain_target(warp_size) and simulate it on copies of `arrays`; returns them."""
    facts = {k: ["aligned_16"] for k, t in sig.items() if t.is_ptr()} if aligned else None
    module = tritium.compile_ttir(fn, sig, cx, {}, facts=facts).module
    func, meta = gpusim.lower(module, num_warps, plain_target(warp_size), num_stages)
    assert meta["threads_per_warp"] == warp_size
    arrs = [a.copy() for a in arrays]
    gpusim.run(func, meta, grid, [a.ctypes.data for a in arrs] + list(scalars), [(a.ctypes.data, a.nbytes) for a in arrs])
    return arrs


def _rng(*key):
    return np.random.default_rng(zlib.crc32(repr(key).encode()))


# ------------------------------------------------------------------ elementwise, masked loads and stores
@tritium.jit
def scaled_masked(x_ptr, y_ptr, o_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=-7.0)
    y = tl.load(y_ptr + offs, mask=m & (offs % 2 == 0), other=1.0)
    tl.store(o_ptr + offs, tl.exp(x) * y + x, mask=m & (offs % 3 != 0))


@pytest.mark.parametrize("warp_size", WARP_SIZES)
@pytest.mark.parametrize("n,block,aligned", [(1000, 256, True), (37, 16, False), (5, 8, False)])
def test_elementwise_masked(warp_size, n, block, aligned):
    rng = _rng(warp_size, n, block)
    x, y = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    o = np.full(n, 5, np.float32)
    sig = {"x_ptr": _p(D.float32), "y_ptr": _p(D.float32), "o_ptr": _p(D.float32), "n": D.int32}
    i = np.arange(n)
    want = np.where(i % 3 != 0, np.exp(x) * np.where(i % 2 == 0, y, 1) + x, o)
    for nw in NUM_WARPS:
        got = _run(scaled_masked, sig, dict(BLOCK=block), [x, y, o], scalars=[n], grid=(-(-n // block),),
                   warp_size=warp_size, num_warps=nw, aligned=aligned)
        np.testing.assert_allclose(got[2], want, rtol=1e-5, err_msg=f"num_warps={nw}")


# ------------------------------------------------------------------ reductions and scans
@tritium.jit
def reduce_scan(x_ptr, s_ptr, m_ptr, c_ptr, R: tl.constexpr, C: tl.constexpr, AX: tl.constexpr):
    offs = tl.arange(0, R)[:, None] * C + tl.arange(0, C)[None, :]
    x = tl.load(x_ptr + offs)
    out = tl.arange(0, C) if AX == 0 else tl.arange(0, R)
    tl.store(s_ptr + out, tl.sum(x, axis=AX))
    tl.store(m_ptr + out, tl.argmax(x, axis=AX))
    tl.store(c_ptr + offs, tl.cumsum(x, axis=AX))


@pytest.mark.parametrize("warp_size", WARP_SIZES)
@pytest.mark.parametrize("shape", [(4, 16), (64, 64), (1, 256), (256, 2), (8, 8)])
@pytest.mark.parametrize("ax", [0, 1])
def test_reduce_and_scan(warp_size, shape, ax):
    R, C = shape
    x = _rng(warp_size, shape, ax).standard_normal(shape).astype(np.float32)
    n = C if ax == 0 else R
    sig = {"x_ptr": _p(D.float32), "s_ptr": _p(D.float32), "m_ptr": _p(D.int32), "c_ptr": _p(D.float32)}
    for nw in NUM_WARPS:
        got = _run(reduce_scan, sig, dict(R=R, C=C, AX=ax),
                   [x, np.zeros(n, np.float32), np.zeros(n, np.int32), np.zeros_like(x)],
                   warp_size=warp_size, num_warps=nw, aligned=True)
        np.testing.assert_allclose(got[1], x.sum(axis=ax), rtol=1e-4, atol=1e-4, err_msg=f"num_warps={nw}")
        np.testing.assert_array_equal(got[2], x.argmax(axis=ax), err_msg=f"num_warps={nw}")
        np.testing.assert_allclose(got[3], np.cumsum(x, axis=ax), rtol=1e-4, atol=1e-4, err_msg=f"num_warps={nw}")


# ------------------------------------------------------------------ dots (FMA loops), in a K loop
@tritium.jit
def matmul_loop(a_ptr, b_ptr, c_ptr, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm, rn, rk = tl.arange(0, BM), tl.arange(0, BN), tl.arange(0, BK)
    a_ptrs = a_ptr + rm[:, None] * K + rk[None, :]
    b_ptrs = b_ptr + rk[:, None] * BN + rn[None, :]
    acc = tl.zeros((BM, BN), tl.float32)
    for k in range(0, K, BK):
        acc += tl.dot(tl.load(a_ptrs), tl.load(b_ptrs))
        a_ptrs += BK
        b_ptrs += BK * BN
    tl.store(c_ptr + rm[:, None] * BN + rn[None, :], acc)


@pytest.mark.parametrize("warp_size", WARP_SIZES)
@pytest.mark.parametrize("dtype", ["f16", "f32"])
@pytest.mark.parametrize("bm,bn,bk", [(16, 16, 16), (32, 64, 16), (64, 32, 32)])
def test_dot_without_tensor_cores(warp_size, dtype, bm, bn, bk):
    K = 2 * bk
    tdt, ndt = {"f16": (D.float16, np.float16), "f32": (D.float32, np.float32)}[dtype]
    rng = _rng(warp_size, dtype, bm, bn, bk)
    a = rng.standard_normal((bm, K)).astype(ndt)
    b = rng.standard_normal((K, bn)).astype(ndt)
    sig = {"a_ptr": _p(tdt), "b_ptr": _p(tdt), "c_ptr": _p(D.float32), "K": D.int32}
    cx = dict(BM=bm, BN=bn, BK=bk)
    ttgir = print_ir(gpusim.ttgir(tritium.compile_ttir(matmul_loop, sig, cx, {}).module, 4, plain_target(warp_size), 3))
    assert "mma" not in ttgir and "async" not in ttgir and "local_alloc" not in ttgir  # FMA loop, not pipelined
    want = a.astype(np.float64) @ b.astype(np.float64)
    for nw in NUM_WARPS:
        got = _run(matmul_loop, sig, cx, [a, b, np.zeros((bm, bn), np.float32)], scalars=[K],
                   warp_size=warp_size, num_warps=nw, aligned=True)
        np.testing.assert_allclose(got[2], want, rtol=1e-3, atol=1e-3, err_msg=f"num_warps={nw}")


# ------------------------------------------------------------------ the descriptions themselves
def test_nvptx_target_facts():
    t = nvptx_target("90a")
    assert (t.name, t.arch, t.warp_size, t.mma, t.async_copy) == ("nvptx", "90a", 32, "mma_sync", True)
    assert nvptx_target(75).mma is None and not nvptx_target(75).async_copy


def test_stages_follow_the_description():
    """make_ttgir lays tiles out over the description's warps (no mma, no pipelining without them);
    make_llir lowers for its warp size and renders with its renderer; a ttgir laid out for another
    warp size, or layouts spanning another number of lanes, are refused."""
    sig = {"a_ptr": _p(D.float16), "b_ptr": _p(D.float16), "c_ptr": _p(D.float32), "K": D.int32}
    ttir = print_ir(tritium.compile_ttir(matmul_loop, sig, dict(BM=32, BN=32, BK=16), {}).module, with_locs=True)
    options = SimpleNamespace(num_warps=2, num_stages=3, maxnreg=None)
    target = plain_target(16)
    ttgir = make_ttgir(ttir, {}, options, target)
    func = next(iter(parse_ir(ttgir).funcs().values()))
    assert func.attrs["ttg.threads_per_warp"] == 16 and "threadsPerWarp = [" in ttgir
    assert not any(isinstance(getattr(v.type, "layout", None), Mma) for o in func.body.walk() for v in o.results)
    assert "ttg.async" not in ttgir
    meta = {}
    text = make_llir(ttgir, meta, options, target)
    assert meta["threads_per_warp"] == 16 and meta["num_warps"] == 2
    assert "gpu.thread_id" in text and "gpu.mma" not in text  # _program_text rendered it
    with pytest.raises(LoweringError, match="warps of 16 threads"):
        lower_kernel(parse_ir(ttgir), 32)
    nvidia = make_ttgir(ttir, {}, options, nvptx_target(90))  # the same ttir for an H100: tensor cores
    assert "#ttg.nvidia_mma" in nvidia and "ttg.threads_per_warp = 32" in nvidia
    # NVIDIA's 32-lane layouts (mma fragments included) are refused in 16-thread warps
    with pytest.raises(LoweringError, match="spans 32 lanes"):
        lower_kernel(parse_ir(nvidia.replace("ttg.threads_per_warp = 32", "ttg.threads_per_warp = 16")))


def test_wgmma_descriptor_fields_encode_as_the_ptx_isa_lays_them_out():
    """Leading / stride byte offsets >> 4 in bits 16-29 / 32-45, the swizzle mode in bits 62-63
    (128 B: 1, 64 B: 2, 32 B: 3), as LLVM's signed i64 constants: e.g. CUTLASS's 128-byte K-major
    descriptor (leading 16 B, stride 1024 B)."""
    from tritium.codegen.gpu.nvptx import descriptor_fields
    assert descriptor_fields(128, 16, 1024) == 1 << 62 | 64 << 32 | 1 << 16
    assert descriptor_fields(64, 8192, 512) == (2 << 62 | 32 << 32 | 512 << 16) - (1 << 64)
    assert descriptor_fields(32, 256, 256) % (1 << 64) == 3 << 62 | 16 << 32 | 16 << 16


@tritium.jit
def fp8_downcast(x_ptr, y_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    tl.store(y_ptr + offs, x.to(y_ptr.dtype.element_ty))


@pytest.mark.parametrize("arch,fmt,cvt", [("cuda:90", "fp8e4nv", "cvt.rn.satfinite.e4m3x2.f32"),
                                          ("cuda:90", "fp8e5", "cvt.rn.satfinite.e5m2x2.f32"),
                                          ("cuda:89", "fp8e4nv", "cvt.rn.satfinite.e4m3x2.f32"), ("cuda:80", "fp8e5", None)])
def test_fp8_downcasts_use_the_hardware_cvt_from_sm_89(arch, fmt, cvt):
    """fp32 -> e4m3/e5m2 (round to nearest even, saturating) is one cvt.rn.satfinite from sm_89 on,
    as Triton emits it; before, the integer steps every backend shares. ptxas assembles both (the
    values are checked against Triton's on a GPU: tests/cuda/test_conformance_triton.py)."""
    ck = tritium.compile(fp8_downcast, {"x_ptr": "*fp32", "y_ptr": "*" + fmt}, {"BLOCK": 128}, target=arch)
    assert ck.asm["cubin"]
    assert (cvt in ck.asm["ptx"]) if cvt else "satfinite" not in ck.asm["ptx"]
