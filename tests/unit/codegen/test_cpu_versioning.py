"""Versioned lane-wise groups (codegen/cpu/versioning.py): an unmasked copy of a group's loop for
programs whose masks are all true, and streaming (non-temporal) stores for launches that write a lot.

Every kernel runs on random inputs with its output poisoned (NaN, or a sentinel for integers),
inside a larger poisoned buffer where a lane past the mask would show, and is compared with NumPy:
grids whose last program has a tail (the masked loop) and grids without one (the in-bounds loop),
masks the check cannot decide (the masked loop everywhere), lower-bound masks, 2-D masks, and
streaming chosen at run time, by hint, forced and turned off. The llir is read to check which
versions were built.
"""
import re

import numpy as np
import pytest

import tritium
import tritium.language as tl
from cpuutil import aligned_nan, aligned_rand, backend_mode, cache_dir  # noqa: F401  (fixtures)


@pytest.fixture
def rng():
    return np.random.default_rng(77)


@tritium.jit
def add(x_ptr, y_ptr, z_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(z_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask), mask=mask)


@tritium.jit
def window(x_ptr, z_ptr, lo, hi, BLOCK: tl.constexpr):
    """Copies x[lo:hi] (lanes below lo or at/after hi untouched): a lower and an upper bound."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = (offs >= lo) & (hi > offs)
    tl.store(z_ptr + offs, tl.load(x_ptr + offs, mask=mask, other=0.0) * 2.0, mask=mask)


@tritium.jit
def every_third(x_ptr, z_ptr, n, BLOCK: tl.constexpr):
    """A mask that is not a run below a bound: never all true, so never versioned."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = (offs < n) & (offs % 3 != 0)
    tl.store(z_ptr + offs, tl.load(x_ptr + offs, mask=mask) + 1.0, mask=mask)


@tritium.jit
def rotating(z_ptr, n, ITERS: tl.constexpr, B: tl.constexpr):
    """Four loop-carried values rotate, one of them as `arange ^ 1` (not a run): the axis analysis
    settles only after more passes over the body than it used to make; from iteration 4 on, `a`
    is 1, 0, 3, 2, ... whose first and last lanes alone would pass the bound check."""
    r = tl.arange(0, B)
    a = r
    b = r + 0
    c = r + 0
    d = r + 0
    for i in range(ITERS):
        tl.store(z_ptr + i * B + r, i + 1.0, mask=a < n)
        a, b, c, d = b, c, d, a ^ 1


@tritium.jit
def tile2d(x_ptr, z_ptr, M, N, stride, BM: tl.constexpr, BN: tl.constexpr):
    rows = tl.program_id(0) * BM + tl.arange(0, BM)
    cols = tl.program_id(1) * BN + tl.arange(0, BN)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    p = rows[:, None] * stride + cols[None, :]
    tl.store(z_ptr + p, tl.exp(tl.load(x_ptr + p, mask=mask, other=0.0)), mask=mask)


@tritium.jit
def hinted(x_ptr, z_ptr, n, BLOCK: tl.constexpr, HOW: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    v = tl.load(x_ptr + offs, mask=mask) - 1.0
    if HOW == 0:
        tl.store(z_ptr + offs, v, mask=mask, cache_modifier=".cs")
    elif HOW == 1:
        tl.store(z_ptr + offs, v, mask=mask, eviction_policy="evict_last")
    else:
        tl.store(z_ptr + offs, v, mask=mask)


def _padded(n, pad=64):
    """A poisoned output of n floats followed by `pad` poisoned floats that must stay poisoned."""
    full = aligned_nan(n + pad)
    return full, full[:n]


def _program_llir(ck) -> str:
    return ck.asm["llir"]


def _versioned(ck) -> bool:
    """The optimised llir has both the masked accesses and plain vector ones (LLVM renames the
    versions' blocks, so their labels do not tell)."""
    ll = ck.asm["llir"]
    return "@llvm.masked." in ll and bool(re.search(r"(= load|store) <16 x float>", ll))


def _lowered(fn, cx: dict, target: str = "x86-64-v4", debug: bool = False) -> str:
    """The lowering's text (before LLVM optimises it) of `fn` with fp32 pointers aligned as a launch
    specialises them and i32 scalars."""
    from tritium.backends.cpu.targets import describe
    from tritium.codegen.cpu.lowering import lower_module
    from tritium.passes.pointer_offsets import pointer_offsets
    names = [n for n in fn.arg_names if n not in cx]
    sig = {n: "*fp32" if n.endswith("_ptr") else "i32" for n in names}
    facts = {n: ["divisible_16"] for n in names if n.endswith("_ptr")}
    module = tritium.compile_ttir(fn, sig, cx, facts=facts).module
    pointer_offsets(module)
    return lower_module(module, describe(target), sanitize=debug)[0]


@pytest.mark.parametrize("n,BLOCK", [(4096, 256), (4096 + 5, 256), (100, 256), (256 * 7 - 1, 256), (64, 16)])
def test_add_in_bounds_and_tail(rng, n, BLOCK):
    x, y = aligned_rand(rng, n + 64), aligned_rand(rng, n + 64)
    full, z = _padded(n)
    ck = add[(tritium.cdiv(n, BLOCK),)](x, y, z, n, BLOCK=BLOCK)
    np.testing.assert_allclose(z, x[:n].astype(np.float64) + y[:n], rtol=1e-6)
    assert np.isnan(full[n:]).all()
    assert _versioned(ck)


@pytest.mark.parametrize("lo,hi", [(0, 1024), (3, 1024), (0, 1000), (300, 700), (512, 513), (700, 300)])
def test_lower_and_upper_bounds(rng, lo, hi):
    n, BLOCK = 1024, 128
    x = aligned_rand(rng, n)
    full, z = _padded(n)
    ck = window[(n // BLOCK,)](x, z, lo, hi, BLOCK=BLOCK)
    want = np.full(n, np.nan, np.float32)
    want[lo:hi] = 2 * x[lo:hi]
    np.testing.assert_array_equal(z, want)
    assert np.isnan(full[n:]).all()
    assert _versioned(ck)


def test_a_mask_that_is_not_a_run_is_not_versioned(rng):
    n, BLOCK = 1000, 128
    x = aligned_rand(rng, n)
    full, z = _padded(n)
    ck = every_third[(tritium.cdiv(n, BLOCK),)](x, z, n, BLOCK=BLOCK)
    i = np.arange(n)
    want = np.where(i % 3 != 0, x + np.float32(1), np.nan).astype(np.float32)
    np.testing.assert_array_equal(z, want)
    assert np.isnan(full[n:]).all()
    assert not _versioned(ck)


def test_loop_carried_values_that_settle_late_are_not_taken_for_runs(backend_mode):
    """A mask from a value that stops being a run after a few iterations of its loop: the masked
    store everywhere (an unmasked one wrote the lane of iteration 4 that holds n)."""
    B, ITERS, n = 16, 8, 15
    full, z = _padded(ITERS * B)
    rotating[(1,)](z, n, ITERS=ITERS, B=B)
    r = np.arange(B)
    a, b, c, d = r, r, r, r
    want = np.full((ITERS, B), np.nan, np.float32)
    for i in range(ITERS):
        want[i][a < n] = i + 1
        a, b, c, d = b, c, d, a ^ 1
    np.testing.assert_array_equal(z.reshape(ITERS, B), want)
    assert np.isnan(full[ITERS * B:]).all()


def test_axis_analysis_knows_nothing_of_carried_values_that_do_not_settle():
    from tritium.passes.axis_info import analyze
    module = tritium.compile_ttir(rotating, {"z_ptr": "*fp32", "n": "i32"}, {"ITERS": 8, "B": 16}).module
    func = module.body.ops[0]
    info = analyze(func)
    loop = next(o for o in func.body.ops if o.name == "scf.for")
    carried = loop.regions[0].args[1:]
    assert [info[a].contiguity for a in carried] == [1, 1, 1, 1]


@pytest.mark.parametrize("M,N", [(64, 64), (70, 50), (16, 130)])
def test_2d_masks_from_broadcasts(rng, M, N):
    BM, BN, stride = 32, 32, N + 7
    x = np.full((M + 3) * stride, np.nan, np.float32)
    xv = x[:M * stride].reshape(M, stride)
    xv[:, :N] = rng.standard_normal((M, N), dtype=np.float32)
    z = np.full((M + 3) * stride, np.nan, np.float32)
    ck = tile2d[(tritium.cdiv(M, BM), tritium.cdiv(N, BN))](x, z, M, N, stride, BM=BM, BN=BN)
    zv = z[:M * stride].reshape(M, stride)
    np.testing.assert_allclose(zv[:, :N], np.exp(xv[:, :N].astype(np.float64)), rtol=2e-6)
    assert np.isnan(zv[:, N:]).all() and np.isnan(z[M * stride:]).all()
    assert _versioned(ck)


def _size_check(lowered: str) -> list:
    """The programs-count bounds the lowering compares the launch's size with (versioning.py)."""
    return re.findall(r"icmp uge i64 %t\d+, (\d+)", lowered)


def _streams(body: str) -> bool:
    return "!nontemporal" in body and "@llvm.x86.sse.sfence" in body


# (each case its own BLOCK: a kernel compiled once in a process keeps the knob it was compiled with)
@pytest.mark.parametrize("knob,threshold,BLOCK", [(None, 16 << 20, 256), ("4096", 4096, 512)])
def test_streaming_is_chosen_by_the_launch_size(rng, monkeypatch, knob, threshold, BLOCK):
    """The streaming copy runs when programs x bytes per program reach the threshold: check its
    guard in the llir, and both sides of it on a launch below and one above (same compiled kernel)."""
    if knob:
        monkeypatch.setenv("TRITIUM_CPU_STREAMING_STORES", knob)
    for n in (BLOCK * 4 + 3, max(threshold // 4, BLOCK * 64) + 3):
        x, y = aligned_rand(rng, n), aligned_rand(rng, n)
        full, z = _padded(n)
        ck = add[(tritium.cdiv(n, BLOCK),)](x, y, z, n, BLOCK=BLOCK)
        np.testing.assert_allclose(z, x.astype(np.float64) + y, rtol=1e-6)
        assert np.isnan(full[n:]).all()
    assert _streams(_program_llir(ck))
    lowered = _lowered(add, {"BLOCK": BLOCK})
    assert _size_check(lowered) == [str(threshold // (4 * BLOCK))]


@pytest.mark.parametrize("knob,streams,BLOCK", [("off", False, 128), ("always", True, 64)])
def test_the_knob_turns_streaming_off_or_on(rng, monkeypatch, knob, streams, BLOCK):
    monkeypatch.setenv("TRITIUM_CPU_STREAMING_STORES", knob)
    n = 1000
    x, y = aligned_rand(rng, n), aligned_rand(rng, n)
    full, z = _padded(n)
    ck = add[(tritium.cdiv(n, BLOCK),)](x, y, z, n, BLOCK=BLOCK)
    np.testing.assert_allclose(z, x.astype(np.float64) + y, rtol=1e-6)
    assert np.isnan(full[n:]).all()
    assert _streams(_program_llir(ck)) == streams
    assert not _size_check(_lowered(add, {"BLOCK": BLOCK}))  # no size check either way


def test_a_bad_knob_is_a_clear_error(rng, monkeypatch):
    monkeypatch.setenv("TRITIUM_CPU_STREAMING_STORES", "lots")
    x = aligned_rand(rng, 32)
    with pytest.raises(Exception, match="TRITIUM_CPU_STREAMING_STORES='lots'"):
        add[(1,)](x, x, aligned_nan(32), 32, BLOCK=32)


@pytest.mark.parametrize("how,streams,sized", [(0, True, False), (1, False, False), (2, True, True)])
def test_store_hints(rng, how, streams, sized):
    """.cs streams whenever the masks allow, evict_last never, no hint by the launch's size."""
    n, BLOCK = 1000, 128
    x = aligned_rand(rng, n)
    full, z = _padded(n)
    ck = hinted[(tritium.cdiv(n, BLOCK),)](x, z, n, BLOCK=BLOCK, HOW=how)
    np.testing.assert_allclose(z, x.astype(np.float64) - 1, rtol=1e-6)
    assert np.isnan(full[n:]).all()
    assert _streams(_program_llir(ck)) == streams
    lowered = _lowered(hinted, {"BLOCK": BLOCK, "HOW": how})
    assert _streams(lowered) == streams
    assert bool(_size_check(lowered)) == sized


def test_not_for_aarch64_nor_under_the_sanitizer():
    x86 = _lowered(add, {"BLOCK": 256})
    assert "in_bounds" in x86 and "!nontemporal" in x86
    # one sfence, where a thread has run its programs (one per program waited for every row's lines)
    assert x86.count("call void @llvm.x86.sse.sfence()") == 1
    chunks = x86[x86.index("@add.chunks("):]
    assert chunks.index("call void @llvm.x86.sse.sfence()") < chunks.index("ret i64 %got")
    arm = _lowered(add, {"BLOCK": 256}, target="aarch64")
    assert "in_bounds" in arm and "!nontemporal" not in arm
    dbg = _lowered(add, {"BLOCK": 256}, debug=True)
    assert "in_bounds" not in dbg and "!nontemporal" not in dbg


def test_interpreter_agrees(rng, monkeypatch):
    n, BLOCK = 3000, 256
    x, y = aligned_rand(rng, n), aligned_rand(rng, n)
    z1, z2 = aligned_nan(n), aligned_nan(n)
    add[(tritium.cdiv(n, BLOCK),)](x, y, z1, n, BLOCK=BLOCK)
    monkeypatch.setenv("TRITIUM_INTERPRET", "1")
    add[(tritium.cdiv(n, BLOCK),)](x, y, z2, n, BLOCK=BLOCK)
    np.testing.assert_array_equal(z1, z2)
