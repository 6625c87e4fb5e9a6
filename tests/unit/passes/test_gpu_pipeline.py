"""passes/gpu_pipeline.py at the ttgir level: what the software pipeline makes of a dot loop.

For num_stages = S >= 2 the loads feeding `tt.dot` become `ttg.async_copy_global_to_local` into
one S-stage `ttg.local_alloc` ring buffer per operand: S-1 prologue groups (one commit each) before
the loop, and in the loop a wait for this iteration's group (`num = S-2`), the stage read in the
dot-operand layout (`ttg.local_load`), the copies of iteration k+S-1 and one commit; a wait for
everything after the loop. The result prints and parses back identically; num_stages=1 changes
nothing. (Whether the pipelined program computes the right thing is test_gpu_lowering.py's job:
it runs it in the simulator against the interpreter.)
"""
import pytest

import tritium
import tritium.language as tl
from tritium.codegen.gpu.lowering import lower_kernel
from tritium.codegen.gpu.nvptx import nvptx_target
from tritium.frontend import dtypes as D
from tritium.ir import parse_ir, print_ir, verify
from tritium.ir.layouts import DotOperand, SwizzledShared
from tritium.ir.types import MemDescType
from tritium.passes import dce
from tritium.passes.gpu_layouts import assign_layouts
from tritium.passes.gpu_pipeline import pipeline_loops


@tritium.jit
def matmul(a_ptr, b_ptr, c_ptr, K, stride_am, stride_bk, stride_cm,
           BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, OTHER: tl.constexpr, BRANCH: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a_ptrs = a_ptr + rm[:, None] * stride_am + rk[None, :]
    b_ptrs = b_ptr + rk[:, None] * stride_bk + rn[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = tl.load(a_ptrs, mask=rk[None, :] < K - k * BK, other=OTHER)
        b = tl.load(b_ptrs, mask=rk[:, None] < K - k * BK, other=0.0)
        if BRANCH:  # the dots (and the operands' layout conversions) in the branches of an scf.if
            if k % 2 == 0:
                acc += tl.dot(a, b)
            else:
                acc -= tl.dot(a, b)
        else:
            acc += tl.dot(a, b)
        a_ptrs += BK
        b_ptrs += BK * stride_bk
    tl.store(c_ptr + rm[:, None] * stride_cm + rn[None, :], acc)


BM, BN, BK = 64, 32, 32


def _ttgir(num_stages, other=0.0, num_warps=4, dtype=D.float16, branch=False):
    p = D.pointer_type
    sig = {"a_ptr": p(dtype), "b_ptr": p(dtype), "c_ptr": p(D.float32), "K": D.int32,
           "stride_am": D.int32, "stride_bk": D.int32, "stride_cm": D.int32}
    facts = {"a_ptr": ["aligned_16"], "b_ptr": ["aligned_16"], "c_ptr": ["aligned_16"], "K": ["divisible_16"],
             "stride_am": ["divisible_16"], "stride_bk": ["divisible_16"], "stride_cm": ["divisible_16"]}
    ttir = tritium.compile_ttir(matmul, sig, dict(BM=BM, BN=BN, BK=BK, OTHER=other, BRANCH=branch), {}, facts=facts).module
    m = parse_ir(print_ir(ttir, with_locs=True))
    assign_layouts(m, nvptx_target(90), num_warps=num_warps)
    dce(m)  # (splats and constants the layout pass rebuilt for their users leave their originals dead)
    before = print_ir(m, with_locs=True)
    pipeline_loops(m, num_stages)
    dce(m)
    verify(m)
    return m, before


def _func(m):
    return next(f for f in m.funcs().values() if f.attrs.get("visibility") == "public")


def _split(m):
    """(ops before the loop, the loop, its body's ops, ops after the loop) of the kernel."""
    ops = _func(m).body.ops
    i = next(i for i, o in enumerate(ops) if o.name == "scf.for")
    return ops[:i], ops[i], ops[i].regions[0].ops, ops[i + 1:]


ASYNC = ("ttg.async_copy_global_to_local", "ttg.async_commit_group", "ttg.async_wait")


@pytest.mark.parametrize("dtype", [D.float16, D.bfloat16])
@pytest.mark.parametrize("S", [2, 3, 4])
def test_pipelined_loop_structure(S, dtype):
    m, _ = _ttgir(S, dtype=dtype)
    pre, loop, body, post = _split(m)
    # one S-stage ring buffer per operand, swizzled for mma fragments, allocated before the loop
    allocs = [o for o in _func(m).body.walk() if o.name == "ttg.local_alloc"]
    assert allocs and all(o in pre for o in allocs)
    shapes = sorted(o.result.type.shape for o in allocs)
    assert shapes == sorted([(S, BM, BK), (S, BK, BN)])
    for o in allocs:
        t = o.result.type
        assert isinstance(t, MemDescType) and isinstance(t.layout, SwizzledShared)
        assert str(t.element) == ("f16" if dtype == D.float16 else "bf16")
    # prologue: S-1 groups of one copy per operand, each closed by a commit
    seq = [o.name for o in pre if o.name in ASYNC]
    assert seq == (["ttg.async_copy_global_to_local"] * 2 + ["ttg.async_commit_group"]) * (S - 1)
    slots = [o.operands[2].owner.attrs["value"] for o in pre if o.name == "ttg.async_copy_global_to_local"]
    assert slots == [s for s in range(S - 1) for _ in range(2)]
    for o in pre:
        if o.name == "ttg.async_copy_global_to_local":
            assert o.operands[1].owner in allocs and len(o.operands) == 4  # with a mask (iterations past the end)
    # the loop: wait for this iteration's group (S-2 newer ones may stay in flight), read the stage,
    # start iteration k+S-1's copies, commit them
    names = [o.name for o in body]
    waits = [o for o in body if o.name == "ttg.async_wait"]
    assert len(waits) == 1 and waits[0].attrs["num"] == S - 2
    loads = [o for o in body if o.name == "ttg.local_load"]
    assert len(loads) == 2 and all(isinstance(o.result.type.layout, DotOperand) for o in loads)
    assert all(names.index("ttg.async_wait") < body.index(o) for o in loads)
    assert names.count("ttg.async_copy_global_to_local") == 2 and names.count("ttg.async_commit_group") == 1
    last_copy = max(i for i, n in enumerate(names) if n == "ttg.async_copy_global_to_local")
    assert last_copy < names.index("ttg.async_commit_group")
    # the operand loads and their layout conversions are gone: the dot reads the stages
    assert "tt.load" not in names
    assert not any(o.name == "ttg.convert_layout" and isinstance(o.result.type.layout, DotOperand) for o in body)
    dot = next(o for o in body if o.name == "tt.dot")
    assert {v.owner for v in dot.operands[:2]} == set(loads)
    # after the loop: nothing left in flight
    post_waits = [o for o in post if o.name == "ttg.async_wait"]
    assert len(post_waits) == 1 and post_waits[0].attrs["num"] == 0 and post[0] is post_waits[0]


@pytest.mark.parametrize("S", [2, 3, 4])
def test_pipelined_ttgir_round_trips(S):
    m, _ = _ttgir(S)
    text = print_ir(m, with_locs=True)
    again = parse_ir(text)
    verify(again)
    assert print_ir(again, with_locs=True) == text
    assert "ttg.local_alloc" in text and f"ttg.async_wait {{num = {S - 2}}}" in text
    func, meta = lower_kernel(again)  # the llir stage reads exactly this text
    names = {o.name for o in func.body.walk()}
    assert {"gpu.cp_async", "gpu.cp_async_commit", "gpu.cp_async_wait", "gpu.ldmatrix"} <= names
    assert meta["shared"] >= S * (BM * BK + BK * BN) * 2


@pytest.mark.parametrize("S", [0, 1])
def test_num_stages_1_leaves_the_loop_unchanged(S):
    m, before = _ttgir(S)
    assert print_ir(m, with_locs=True) == before
    assert not any(o.name.startswith("ttg.async") or o.name in ("ttg.local_alloc", "ttg.local_load")
                   for o in _func(m).body.walk())


def test_unpipelinable_operand_keeps_its_load():
    """other != 0 cannot be a zero-filling copy: A stays a tt.load + convert_layout, B is pipelined."""
    m, _ = _ttgir(3, other=1.0)
    pre, loop, body, post = _split(m)
    allocs = [o for o in pre if o.name == "ttg.local_alloc"]
    assert [o.result.type.shape for o in allocs] == [(3, BK, BN)]
    loads = [o for o in body if o.name == "tt.load"]
    assert len(loads) == 1 and loads[0].result.type.shape == (BM, BK)
    assert any(o.name == "ttg.convert_layout" and isinstance(o.result.type.layout, DotOperand) for o in body)
    assert [o.name for o in pre if o.name in ASYNC] == ["ttg.async_copy_global_to_local", "ttg.async_commit_group"] * 2


def test_dots_in_nested_regions():
    """The operands' layout conversions live in the scf.if's regions (next to each dot): they are
    replaced by the one stage read at the top of the loop (this used to raise ValueError)."""
    m, _ = _ttgir(3, branch=True)
    pre, loop, body, post = _split(m)
    assert len([o for o in pre if o.name == "ttg.local_alloc"]) == 2
    assert not any(o.name == "tt.load" for o in loop.walk())
    assert not any(o.name == "ttg.convert_layout" and isinstance(o.result.type.layout, DotOperand) for o in loop.walk())
    loads = [o for o in body if o.name == "ttg.local_load"]
    dots = [o for o in loop.walk() if o.name == "tt.dot"]
    assert len(dots) == 2 and all({v.owner for v in d.operands[:2]} == set(loads) for d in dots)
    assert print_ir(parse_ir(print_ir(m, with_locs=True)), with_locs=True) == print_ir(m, with_locs=True)


@pytest.mark.parametrize("num_warps,num_stages", [(4, 2), (4, 3), (8, 3)])
def test_loop_invariant_dot_operand_survives_the_loop_s_exchanges(monkeypatch, num_warps, num_stages):
    """Fused attention on the simulator: the pipeliner hoists Q's dot-operand conversion out of the
    loop; the loop's reductions and conversions then reuse the scratch area, so Q must be converted
    into registers, not read from the area where the dots use it (wrong results on an H100 before)."""
    import importlib

    import numpy as np
    from test_gpu_sim_suites import SimInterpreter
    from test_dot import attention_fwd_kernel
    monkeypatch.setenv("TRITIUM_INTERPRET", "1")
    monkeypatch.setattr(importlib.import_module("tritium.runtime.interpreter"), "Interpreter", SimInterpreter)  # (jit imports it at each interpreted launch)
    monkeypatch.setattr(SimInterpreter, "num_warps", num_warps)
    monkeypatch.setattr(SimInterpreter, "num_stages", num_stages)
    rng = np.random.default_rng(7)
    n, d = 64, 32
    q, k, v = (rng.standard_normal((n, d)).astype(np.float16) for _ in range(3))
    out = np.full((n, d), np.nan, np.float16)
    attention_fwd_kernel[(2,)](q, k, v, out, 0.5, n, HEAD=d, BM=32, BN=16)
    s = q.astype(np.float64) @ k.astype(np.float64).T * 0.5
    p = np.exp(s - s.max(1, keepdims=True))
    np.testing.assert_allclose(out.astype(np.float64), (p / p.sum(1, keepdims=True)) @ v.astype(np.float64),
                               atol=2e-2, rtol=2e-2)
