"""passes/pointer_offsets.py: a loop-carried pointer tile advanced by a uniform amount becomes the
initial tile plus a carried i64 offset (CPU backend only).

IR tests check what is rewritten and what is left alone; the CPU kernels (outputs poisoned with
NaN, compared with NumPy float64) check that the rewritten loops compute the same thing.
"""
import numpy as np
import pytest

import tritium
import tritium.language as tl
from cpuutil import backend_mode, cache_dir  # noqa: F401  (fixtures)
from tritium.frontend import dtypes
from tritium.frontend.ast_to_ir import generate_kernel
from tritium.ir import print_ir, verify
from tritium.passes import canonicalize
from tritium.passes.pointer_offsets import pointer_offsets

F32P = dtypes.pointer_type(dtypes.float32)
I32 = dtypes.int32


@tritium.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = (pid_m * BLOCK_M + tl.arange(0, BLOCK_M)) % M
    offs_n = (pid_n * BLOCK_N + tl.arange(0, BLOCK_N)) % N
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :] * stride_ak
    b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_n[None, :] * stride_bn
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_ptrs, mask=offs_k[None, :] < K - k * BLOCK_K, other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BLOCK_K, other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K * stride_ak
        b_ptrs += BLOCK_K * stride_bk
    cm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    cn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    tl.store(c_ptr + cm[:, None] * stride_cm + cn[None, :] * stride_cn, acc, mask=(cm[:, None] < M) & (cn[None, :] < N))


@tritium.jit
def chunks_kernel(x_ptr, y_ptr, out_ptr, tail_ptr, n, x_step, y_step, BLOCK: tl.constexpr, WIDE: tl.constexpr):
    """out[i] = 2*x[i*x_step/BLOCK-chunks] + y[...]: two 1-D pointer tiles advanced by different
    (runtime, maybe negative, maybe i64) amounts; the final pointers are used after the loop."""
    offs = tl.arange(0, BLOCK)
    xp = x_ptr + offs
    yp = y_ptr + offs
    op = out_ptr + offs
    for i in range(0, tl.cdiv(n, BLOCK)):
        m = offs < n - i * BLOCK
        v = 2.0 * tl.load(xp, mask=m, other=0.0) + tl.load(yp, mask=m, other=0.0)
        tl.store(op, v, mask=m)
        if WIDE:
            xp += x_step.to(tl.int64)
        else:
            xp += x_step
        yp = yp + y_step + 1  # (a chain of two uniform advances)
        op += BLOCK
    tl.store(tail_ptr + offs, tl.load(xp) + tl.load(yp))  # the pointers after the loop


@tritium.jit
def uneven_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    """Pointers advanced by a tile (lane i by i+1), and pointers advanced only on even steps."""
    offs = tl.arange(0, BLOCK)
    p = x_ptr + offs
    q = x_ptr + offs
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    for i in range(0, n):
        acc += tl.load(p) + 10.0 * tl.load(q)
        p += offs + 1
        if i % 2 == 0:
            q += BLOCK
    tl.store(out_ptr + offs, acc)


def _ir(kernel, sig, consts):
    m = generate_kernel(kernel, sig, consts)
    canonicalize(m)
    verify(m)
    return m


def _loops(m):
    return [o for o in m.body.ops[0].body.walk() if o.name == "scf.for"]


def _carried_pointer_tiles(loop):
    return [a for a in loop.regions[0].args[1:] if a.type.is_tensor() and a.type.scalar.is_ptr()]


MATMUL_SIG = dict(a_ptr=F32P, b_ptr=F32P, c_ptr=F32P, **{n: I32 for n in (
    "M", "N", "K", "stride_am", "stride_ak", "stride_bk", "stride_bn", "stride_cm", "stride_cn")})


def test_matmul_pointer_tiles_become_offsets():
    m = _ir(matmul_kernel, MATMUL_SIG, dict(BLOCK_M=16, BLOCK_N=16, BLOCK_K=8))
    (loop,) = _loops(m)
    assert len(_carried_pointer_tiles(loop)) == 2
    inits = loop.operands[4:]  # the pointer tiles before the loop
    pointer_offsets(m)
    verify(m)
    (loop,) = _loops(m)
    body = loop.regions[0]
    assert _carried_pointer_tiles(loop) == []
    assert [str(a.type) for a in body.args[2:]] == ["i64", "i64"]
    assert [str(v.type) for v in loop.operands[4:]] == ["i64", "i64"]
    # each load reads the initial tile moved by the carried offset, built right before it
    for load in [o for o in body.ops if o.name == "tt.load"]:
        moved = load.operands[0].owner
        assert moved.name == "tt.addptr" and body.ops.index(moved) == body.ops.index(load) - 1
        assert any(moved.operands[0] is p for p in inits)
        assert moved.operands[1].owner.name == "tt.splat" and moved.operands[1].owner.operands[0] in body.args[2:]
    # the old advance chain is gone (dead), the yield adds scalars
    assert not any(o.name == "tt.addptr" and o.operands[0].owner is not None and o.result in body.terminator.operands
                   for o in body.ops)
    assert all(body.terminator.operands[i].owner.name == "arith.addi" for i in (1, 2))


@pytest.mark.parametrize("wide", [False, True])
def test_chains_and_uses_after_the_loop(wide):
    sig = dict(x_ptr=F32P, y_ptr=F32P, out_ptr=F32P, tail_ptr=F32P, n=I32, x_step=I32, y_step=I32)
    m = _ir(chunks_kernel, sig, dict(BLOCK=16, WIDE=wide))
    pointer_offsets(m)
    verify(m)
    (loop,) = _loops(m)
    assert _carried_pointer_tiles(loop) == []
    text = print_ir(m)
    assert "arith.extsi" in text  # (y_step) i32 steps are sign-extended to the i64 offset
    # the loop's results are offsets too; after the loop they rebase the initial tiles
    after = [o for o in m.body.ops[0].body.ops if o.name == "tt.addptr" and
             any(getattr(x.owner, "name", None) == "tt.splat" and x.owner.operands[0] in loop.results
                 for x in o.operands)]
    assert len(after) == 2


def test_non_uniform_or_conditional_advances_stay():
    m = _ir(uneven_kernel, dict(x_ptr=F32P, out_ptr=F32P, n=I32), dict(BLOCK=16))
    before = print_ir(m)
    pointer_offsets(m)
    verify(m)
    assert print_ir(m) == before
    (loop,) = _loops(m)
    assert len(_carried_pointer_tiles(loop)) == 2


@pytest.fixture
def rewritten(monkeypatch):
    """The CPU llir stage sees the kernel after pointer_offsets (whether or not the backend runs the
    pass itself: a second run finds nothing to do); counts the loops it rewrote."""
    from tritium.backends.cpu import compiler as cc
    from tritium.ir import parse_ir
    real, rewrote = cc.make_llir, []

    def make_llir(ttir, metadata, options, arch="host"):
        m = parse_ir(ttir) if isinstance(ttir, str) else ttir
        before = sum(len(_carried_pointer_tiles(lp)) for lp in _loops(m))
        pointer_offsets(m)
        verify(m)
        rewrote.append(before - sum(len(_carried_pointer_tiles(lp)) for lp in _loops(m)))
        return real(m, metadata, options, arch)
    monkeypatch.setattr(cc, "make_llir", make_llir)
    return rewrote


def _mm(a, b, blocks):
    M, K = a.shape
    N = b.shape[1]
    c = np.full((M, N), np.nan, np.float32)
    bm, bn, bk = blocks
    matmul_kernel[(tritium.cdiv(M, bm), tritium.cdiv(N, bn))](
        a, b, c, M, N, K, *(s // 4 for s in a.strides), *(s // 4 for s in b.strides), *(s // 4 for s in c.strides),
        BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=bk)
    return c


@pytest.mark.parametrize("shape,blocks", [((37, 29, 45), (16, 16, 8)), ((64, 48, 100), (32, 16, 32)),
                                          ((20, 70, 7), (16, 32, 16))])
def test_matmul_on_cpu(shape, blocks, backend_mode, cache_dir, rewritten):  # noqa: F811
    M, N, K = shape  # K is not a multiple of BLOCK_K: the last step's masks matter
    rng = np.random.default_rng(sum(shape))
    a = rng.standard_normal((M, K)).astype(np.float32)
    b = rng.standard_normal((K, N)).astype(np.float32)
    c = _mm(a, b, blocks)
    assert rewritten == [2]
    np.testing.assert_allclose(c, a.astype(np.float64) @ b.astype(np.float64), rtol=1e-4, atol=1e-4)


def test_matmul_on_negative_strides(backend_mode, cache_dir, rewritten):  # noqa: F811
    """Reversed views: the K step of A's pointers is negative, and B is a transposed reversed view."""
    rng = np.random.default_rng(7)
    A = rng.standard_normal((40, 53)).astype(np.float32)
    B = rng.standard_normal((35, 53)).astype(np.float32)
    a = A[::-1, ::-1]          # strides (-53, -1)
    b = B[:, ::-1].T           # (53, 35) with strides (-1, 53)
    assert a.strides[1] < 0 and b.strides[0] < 0
    c = _mm(a, b, (16, 16, 16))
    assert rewritten == [2]
    np.testing.assert_allclose(c, a.astype(np.float64) @ b.astype(np.float64), rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("wide", [False, True])
@pytest.mark.parametrize("n,x_step,y_step", [(100, 16, 15), (64, -16, 7), (33, 3, -4)])
def test_chunk_loop_on_cpu(n, x_step, y_step, wide, backend_mode, cache_dir, rewritten):  # noqa: F811
    BLOCK = 16
    steps = -(-n // BLOCK)
    span = BLOCK * (steps + 2) * 20
    rng = np.random.default_rng(n)
    xbuf = rng.standard_normal(2 * span).astype(np.float32)
    ybuf = rng.standard_normal(2 * span).astype(np.float32)
    x, y = xbuf[span:], ybuf[span:]  # room on both sides for negative steps
    out, tail = np.full(n, np.nan, np.float32), np.full(BLOCK, np.nan, np.float32)
    chunks_kernel[(1,)](x, y, out, tail, n, x_step, y_step, BLOCK=BLOCK, WIDE=wide)
    assert rewritten == [3]
    x64, y64 = xbuf.astype(np.float64), ybuf.astype(np.float64)
    ref = np.empty(n)
    for i in range(steps):
        lanes = np.arange(BLOCK)
        ok = lanes < n - i * BLOCK
        ref[i * BLOCK + lanes[ok]] = 2 * x64[span + i * x_step + lanes[ok]] + y64[span + i * (y_step + 1) + lanes[ok]]
    lanes = np.arange(BLOCK)
    tail_ref = x64[span + steps * x_step + lanes] + y64[span + steps * (y_step + 1) + lanes]
    np.testing.assert_allclose(out, ref, rtol=1e-6)
    np.testing.assert_allclose(tail, tail_ref, rtol=1e-6)


def test_uneven_advances_on_cpu(backend_mode, cache_dir, rewritten):  # noqa: F811
    BLOCK, n = 16, 5
    x = np.random.default_rng(3).standard_normal(BLOCK * 40).astype(np.float32)
    out = np.full(BLOCK, np.nan, np.float32)
    uneven_kernel[(1,)](x, out, n, BLOCK=BLOCK)
    assert rewritten == [0]
    lanes = np.arange(BLOCK)
    x64 = x.astype(np.float64)
    ref = sum(x64[lanes + i * (lanes + 1)] + 10 * x64[lanes + ((i + 1) // 2) * BLOCK] for i in range(n))
    np.testing.assert_allclose(out, ref, rtol=1e-5)


def test_cpu_backend_runs_the_pass(monkeypatch, backend_mode, cache_dir):  # noqa: F811
    import tritium.passes.pointer_offsets as module
    calls = []
    monkeypatch.setattr(module, "pointer_offsets", lambda m: calls.append(1) or pointer_offsets(m))
    x = np.random.default_rng(0).standard_normal(64).astype(np.float32)
    out, tail = np.full(64, np.nan, np.float32), np.full(16, np.nan, np.float32)
    tritium.jit(chunks_kernel.fn)[(1,)](x, x, out, tail, 16, 16, 15, BLOCK=16, WIDE=False)  # (a fresh kernel)
    assert calls, "the CPU llir stage runs passes/pointer_offsets.py"
