"""tl.dot of bf16 operands through AVX512-BF16's vdpbf16ps and AMX tiles (codegen/cpu/dot_bf16.py,
dot_amx.py).

Checked against float64 NumPy products of the bf16 inputs on random data with poisoned outputs, to
within f32 accumulation error: register-block row remainders, small N (ymm/xmm vectors, and N of 1
or 2, which fall back to the widened kernel), batched dots, K loops with masked loads and the
accumulator updated in place, odd K (tile IR the frontend cannot write: it wants K >= 16, a power
of two), results rounded to f16/bf16 after the dot; the interpreter agrees. Each runs with the
knob TRITIUM_CPU_BF16_DOT forcing vdpbf16ps, and where the shape fits AMX (multiples of 32) and the
CPU has it, AMX. The code is vdpbf16ps/AMX only where the target has them and the knob allows it,
and the knob is part of the cache key. The documented differences from the widened path (denormals
count as zero; the order of a pair's two adds) are pinned against the widened path running here
(cpu:x86-64-v4).
"""
import re

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.backends.cpu import targets
from cpuutil import backend_mode, cache_dir  # noqa: F401  (fixtures)
from test_cpu_dot import batched

torch = pytest.importorskip("torch")

HOST_FEATURES = set(targets.describe("host")["features"].split(","))
HAS_BF16 = "+avx512bf16" in HOST_FEATURES
HAS_AMX = HAS_BF16 and {"+amx-bf16", "+amx-tile"} <= HOST_FEATURES
needs_bf16 = pytest.mark.skipif(not HAS_BF16, reason="this CPU has no AVX512-BF16")
KERNELS = ["vdpbf16ps", pytest.param("amx", marks=pytest.mark.skipif(not HAS_AMX, reason="this CPU has no AMX-BF16"))]
INSTR = {"vdpbf16ps": "vdpbf16ps", "amx": "tdpbf16ps"}
WIDENED = "cpu:x86-64-v4"  # AVX-512 without BF16: the widened f32 micro-kernel, runnable here


@pytest.fixture(autouse=True)
def bf16_dot_on(monkeypatch):
    monkeypatch.setenv("TRITIUM_CPU_BF16_DOT", "vdpbf16ps")  # (on AMX CPUs it is not the default)


def _use(monkeypatch, kernel: str) -> None:
    monkeypatch.setenv("TRITIUM_CPU_BF16_DOT", kernel)


@pytest.fixture
def gen():
    return torch.Generator().manual_seed(1234)


@tritium.jit
def one_dot(a_ptr, b_ptr, c_ptr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr, OUT: tl.constexpr):
    m = tl.arange(0, M)[:, None]
    n = tl.arange(0, N)[None, :]
    k = tl.arange(0, K)
    a = tl.load(a_ptr + m * K + k[None, :])
    b = tl.load(b_ptr + k[:, None] * N + n)
    c = tl.load(c_ptr + m * N + n)  # the accumulator's start: the output's (random) contents
    tl.store(c_ptr + m * N + n, tl.dot(a, b, c.to(tl.float32)).to(OUT))


@tritium.jit
def k_loop(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pm, pn = tl.program_id(0), tl.program_id(1)
    om = pm * BM + tl.arange(0, BM)
    on = pn * BN + tl.arange(0, BN)
    ok = tl.arange(0, BK)
    a_ptrs = a_ptr + om[:, None] * K + ok[None, :]
    b_ptrs = b_ptr + ok[:, None] * N + on[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = tl.load(a_ptrs, mask=(om[:, None] < M) & (ok[None, :] < K - k * BK), other=0.0)
        b = tl.load(b_ptrs, mask=(ok[:, None] < K - k * BK) & (on[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BK
        b_ptrs += BK * N
    tl.store(c_ptr + om[:, None] * N + on[None, :], acc, mask=(om[:, None] < M) & (on[None, :] < N))


def _bf16(gen, *shape):
    return torch.randn(*shape, generator=gen).to(torch.bfloat16)


def _check(got, a, b, c0=None):
    """got == a @ b (+ c0) to within f32 accumulation: K roundings of at most 2^-24 of the running
    sum's magnitude, bounded by sum |a| |b| (+ |c0|)."""
    a64, b64 = a.double().numpy(), b.double().numpy()
    ref = a64 @ b64
    bound = np.abs(a64) @ np.abs(b64)
    if c0 is not None:
        ref, bound = ref + c0.double().numpy(), bound + np.abs(c0.double().numpy())
    K = a.shape[-1]
    err = np.abs(got.double().numpy() - ref)
    assert np.isfinite(got.double().numpy()).all()
    assert (err <= (K + 2) * 2.0 ** -24 * bound + 1e-30).all(), err.max()


def _compile(fn, sig, cx, target="cpu"):
    return tritium.compile(fn, sig, cx, target=target)


ONE_SIG = {"a_ptr": "*bf16", "b_ptr": "*bf16", "c_ptr": "*fp32"}


@needs_bf16
@pytest.mark.parametrize("M,N,K", [(16, 64, 16), (32, 128, 64), (16, 16, 32), (1, 64, 16), (2, 32, 16),
                                   (64, 16, 128), (16, 8, 16), (32, 4, 32), (16, 2, 16), (8, 1, 16)])
def test_single_dot_shapes(gen, M, N, K):
    a, b = _bf16(gen, M, K), _bf16(gen, K, N)
    c0 = torch.randn(M, N, generator=gen)
    c = c0.clone()
    ck = _compile(one_dot, ONE_SIG, {"M": M, "N": N, "K": K, "OUT": tl.float32})
    ck[(1,)](a, b, c)
    _check(c, a, b, c0)
    # N of 1 or 2 has no vdpbf16ps form: the widened kernel runs
    assert ("vdpbf16ps" in ck.asm["asm"]) == (N >= 4)


@pytest.mark.skipif(not HAS_AMX, reason="this CPU has no AMX-BF16")
@pytest.mark.parametrize("M,N,K", [(32, 32, 32), (64, 128, 64), (128, 64, 256), (256, 32, 32)])
def test_amx_shapes(gen, monkeypatch, M, N, K):
    _use(monkeypatch, "amx")
    a, b = _bf16(gen, M, K), _bf16(gen, K, N)
    c0 = torch.randn(M, N, generator=gen)
    c = c0.clone()
    ck = _compile(one_dot, ONE_SIG, {"M": M, "N": N, "K": K, "OUT": tl.float32})
    ck[(1,)](a, b, c)
    _check(c, a, b, c0)
    asm = ck.asm["asm"]
    assert "tdpbf16ps" in asm and "ldtilecfg" in asm and "tilerelease" in asm


@needs_bf16
@pytest.mark.parametrize("out", ["f16", "bf16"])
def test_low_precision_result(gen, out):
    M, N, K = 32, 64, 64
    a, b = _bf16(gen, M, K), _bf16(gen, K, N)
    tdt = {"f16": torch.float16, "bf16": torch.bfloat16}[out]
    c0 = torch.randn(M, N, generator=gen).to(tdt)
    c = c0.clone()
    sig = dict(ONE_SIG, c_ptr="*fp16" if out == "f16" else "*bf16")
    ck = _compile(one_dot, sig, {"M": M, "N": N, "K": K, "OUT": tl.float16 if out == "f16" else tl.bfloat16})
    ck[(1,)](a, b, c)
    assert "vdpbf16ps" in ck.asm["asm"]
    ref = a.double().numpy() @ b.double().numpy() + c0.double().numpy()
    step = 2.0 ** -10 if out == "f16" else 2.0 ** -7  # one rounding to the result type
    np.testing.assert_allclose(c.double().numpy(), ref, rtol=step, atol=1e-3)


@needs_bf16
@pytest.mark.parametrize("kernel", KERNELS)
def test_batched_dot_with_a_row_remainder(gen, monkeypatch, kernel):
    _use(monkeypatch, kernel)
    B, M, N, K = 2, 32, 64, 32  # 32 rows: five 6-row blocks and a 2-row remainder (vdpbf16ps)
    a, b = _bf16(gen, B, M, K), _bf16(gen, B, K, N)
    c = torch.full((B, M, N), float("nan"))
    ck = _compile(batched, ONE_SIG, {"B": B, "M": M, "N": N, "K": K})
    ck[(1,)](a, b, c)
    assert INSTR[kernel] in ck.asm["asm"]
    for i in range(B):
        _check(c[i], a[i], b[i])


K_SIG = dict(ONE_SIG, M="i32", N="i32", K="i32")


@needs_bf16
@pytest.mark.parametrize("kernel", KERNELS)
@pytest.mark.parametrize("M,N,K,BM,BN,BK", [(100, 72, 60, 32, 32, 16), (129, 130, 131, 64, 64, 32),
                                            (37, 200, 70, 32, 128, 64), (64, 64, 256, 64, 64, 64)])
def test_k_loop_with_masks(gen, monkeypatch, kernel, M, N, K, BM, BN, BK):
    _use(monkeypatch, kernel)
    a, b = _bf16(gen, M, K), _bf16(gen, K, N)
    c = torch.full((M, N), float("nan"))
    ck = _compile(k_loop, K_SIG, {"BM": BM, "BN": BN, "BK": BK})
    ck[(tritium.cdiv(M, BM), tritium.cdiv(N, BN))](a, b, c, M, N, K)
    _check(c, a, b)
    fits = BK % 32 == 0  # (BM, BN: multiples of 32 here)
    assert INSTR[kernel if fits else "vdpbf16ps"] in ck.asm["asm"]
    assert "prefetcht1" in ck.asm["asm"]  # the next tiles are prefetched as by the widened kernel


@pytest.mark.skipif(not HAS_AMX, reason="this CPU has no AMX-BF16")
@pytest.mark.parametrize("how", ["debug", "mcjit"])
def test_amx_under_the_sanitizer_and_mcjit(gen, monkeypatch, how):
    """The permission flag (a global in the object's data) and the libc call work in both loaders."""
    _use(monkeypatch, "amx")
    if how == "mcjit":
        monkeypatch.setenv("TRITIUM_CPU_LOADER", "mcjit")
    M, N, K = 64, 96, 80
    a, b = _bf16(gen, M, K), _bf16(gen, K, N)
    c = torch.full((M, N), float("nan"))
    ck = k_loop[(2, 3)](a, b, c, M, N, K, BM=32, BN=32, BK=32, debug=how == "debug")
    _check(c, a, b)
    assert "tdpbf16ps" in ck.asm["asm"]


@needs_bf16
@pytest.mark.parametrize("kernel", KERNELS)
def test_the_interpreter_agrees(gen, monkeypatch, kernel):
    _use(monkeypatch, kernel)
    M, N, K = 70, 90, 100
    a, b = _bf16(gen, M, K), _bf16(gen, K, N)
    grid = (tritium.cdiv(M, 32), tritium.cdiv(N, 32))
    c = torch.full((M, N), float("nan"))
    _compile(k_loop, K_SIG, {"BM": 32, "BN": 32, "BK": 32})[grid](a, b, c, M, N, K)
    monkeypatch.setenv("TRITIUM_INTERPRET", "1")
    ci = torch.full((M, N), float("nan"))
    k_loop[grid](a, b, ci, M, N, K, BM=32, BN=32, BK=32)
    bound = np.abs(a.double().numpy()) @ np.abs(b.double().numpy())
    assert (np.abs(c.double().numpy() - ci.double().numpy()) <= (K + 2) * 2.0 ** -23 * bound).all()


def _odd_k(K: int, M: int, N: int):
    """one_dot compiled from tile IR whose dot has this K (any K, odd too) through TRITIUM_OVERRIDE_DIR:
    the frontend's K is 16 and every 16 of the K dimension is rewritten."""
    ck = _compile(one_dot, ONE_SIG, {"M": M, "N": N, "K": 16, "OUT": tl.float32})
    ttir = ck.asm["ttir"]
    ttir = ttir.replace("start = 0, end = 16}", f"start = 0, end = {K}}}").replace("value = 16}", f"value = {K}}}")
    ttir = re.sub(r"tensor<16x", f"tensor<{K}x", ttir)
    ttir = re.sub(r"tensor<16xi32>", f"tensor<{K}xi32>", ttir)
    ttir = re.sub(r"x16x", f"x{K}x", ttir)
    return ttir


@needs_bf16
@pytest.mark.parametrize("K", [15, 9, 3, 1])
def test_odd_k(gen, tmp_path, monkeypatch, K):
    M, N = 32, 64  # (tiles whose sizes are multiples of 16 lanes: what the rest of the lowering needs)
    over = tmp_path / "override"
    over.mkdir()
    (over / "one_dot.ttir").write_text(_odd_k(K, M, N))
    monkeypatch.setenv("TRITIUM_OVERRIDE_DIR", str(over))
    ck = _compile(one_dot, ONE_SIG, {"M": M, "N": N, "K": 16, "OUT": tl.float32})
    assert f"tensor<{M}x{K}xbf16>" in ck.asm["ttir"]
    a, b = _bf16(gen, M, K), _bf16(gen, K, N)
    # an infinity at the start of row 1: reading past the end of row 0 (its last pair is
    # (a[0, K-1], a[1, 0]), times B's zero padding) would make row 0 NaN
    a[1, 0] = float("inf")
    c0 = torch.randn(M, N, generator=gen)
    c = c0.clone()
    ck[(1,)](a, b, c)
    assert "vdpbf16ps" in ck.asm["asm"]
    rows = torch.arange(M) != 1
    _check(c[rows], a[rows], b, c0[rows])
    assert torch.equal(c[1], torch.where(b[0] > 0, float("inf"), float("-inf")))


# --------------------------------------------------------------------------- where it applies
def _asm(target: str, knob: str | None, monkeypatch) -> str:
    if knob is None:
        monkeypatch.delenv("TRITIUM_CPU_BF16_DOT", raising=False)
    else:
        monkeypatch.setenv("TRITIUM_CPU_BF16_DOT", knob)
    return _compile(one_dot, ONE_SIG, {"M": 32, "N": 64, "K": 32, "OUT": tl.float32}, target).asm["asm"]


def test_only_targets_with_avx512bf16_use_it(monkeypatch):
    for knob in ("vdpbf16ps", "amx", None):
        for arch in ("x86-64-v4", "x86-64-v3", "x86-64", "aarch64"):
            asm = _asm(f"cpu:{arch}", knob, monkeypatch)
            assert "vdpbf16ps" not in asm and "tdpbf16ps" not in asm
    if HAS_BF16:
        assert "vdpbf16ps" in _asm("cpu", "vdpbf16ps", monkeypatch)
        assert "vdpbf16ps" not in _asm("cpu", "0", monkeypatch)
        # unset: AMX where the CPU has it (and the shape fits), vdpbf16ps where it has no AMX
        default = _asm("cpu", None, monkeypatch)
        assert ("tdpbf16ps" in default) == HAS_AMX and "vdpbf16ps" in default
    if HAS_AMX:
        assert "tdpbf16ps" in _asm("cpu", "amx", monkeypatch)
        assert "tdpbf16ps" not in _asm("cpu", "vdpbf16ps", monkeypatch)


@pytest.mark.skipif(not HAS_AMX, reason="this CPU has no AMX-BF16")
def test_amx_refused_by_the_os_falls_back_to_vdpbf16ps(gen, monkeypatch):
    """Where Linux refuses the AMX permission (arch_prctl fails: an old kernel) the dot runs the
    vdpbf16ps kernel instead of faulting, and asks only once. The kernel's libc `syscall` is
    replaced by one that refuses (the ELF loader resolves it through driver._symbols)."""
    import ctypes
    import importlib
    driver = importlib.import_module("tritium.backends.cpu.driver")  # (the package's `driver` is an instance)
    monkeypatch.setenv("TRITIUM_CPU_LOADER", "elf")
    calls = []

    @ctypes.CFUNCTYPE(ctypes.c_long, ctypes.c_long, ctypes.c_long, ctypes.c_long)
    def refuse(nr, code, feature):
        calls.append((nr, code, feature))
        return -1

    monkeypatch.setitem(driver._symbols, "syscall", ctypes.cast(refuse, ctypes.c_void_p).value)
    _use(monkeypatch, "amx")
    M, N, K = 64, 32, 128  # (a shape of its own: no other test's loaded kernel)
    ck = _compile(one_dot, ONE_SIG, {"M": M, "N": N, "K": K, "OUT": tl.float32})
    assert "tdpbf16ps" in ck.asm["asm"] and "vdpbf16ps" in ck.asm["asm"]
    a, b = _bf16(gen, M, K), _bf16(gen, K, N)
    c0 = torch.randn(M, N, generator=gen)
    c = c0.clone()
    ck[(1,)](a, b, c)
    _check(c, a, b, c0)
    # which kernel ran: a product below 2^-126 added to 2^-126 is kept by vdpbf16ps, flushed by AMX
    a, b, c = torch.zeros(M, K, dtype=torch.bfloat16), torch.zeros(K, N, dtype=torch.bfloat16), torch.zeros(M, N)
    a[0, 0], b[0, 0], c[0, 0] = 2.0 ** -100, 2.0 ** -27, 2.0 ** -126
    ck[(1,)](a, b, c)
    assert c[0, 0].item() == 2.0 ** -126 + 2.0 ** -127
    assert calls == [(158, 0x1023, 18)]  # SYS_arch_prctl, ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA, once


@pytest.mark.skipif(not HAS_AMX, reason="this CPU has no AMX-BF16")
def test_shapes_amx_cannot_take(monkeypatch):
    """M, N or K not a multiple of 32: vdpbf16ps where asked for AMX, the widened kernel by default
    (on AMX CPUs vdpbf16ps is slower than it)."""
    for M, N, K in [(16, 64, 32), (32, 16, 32), (32, 64, 16)]:
        cx = {"M": M, "N": N, "K": K, "OUT": tl.float32}
        _use(monkeypatch, "amx")
        asm = _compile(one_dot, ONE_SIG, cx).asm["asm"]
        assert "tdpbf16ps" not in asm and "vdpbf16ps" in asm
        monkeypatch.delenv("TRITIUM_CPU_BF16_DOT")
        asm = _compile(one_dot, ONE_SIG, cx).asm["asm"]
        assert "tdpbf16ps" not in asm and "vdpbf16ps" not in asm


def test_a_bad_knob_is_a_clear_error(monkeypatch):
    if not HAS_BF16:
        pytest.skip("the knob is only read for targets with AVX512-BF16")
    monkeypatch.setenv("TRITIUM_CPU_BF16_DOT", "tiles")
    with pytest.raises(Exception, match="TRITIUM_CPU_BF16_DOT='tiles'"):
        _compile(one_dot, ONE_SIG, {"M": 32, "N": 64, "K": 32, "OUT": tl.float32})


@needs_bf16
def test_the_knob_is_part_of_the_cache_key(gen, monkeypatch):
    M, N, K = 32, 64, 32
    a, b = _bf16(gen, M, K), _bf16(gen, K, N)
    results = {}
    for knob in ("vdpbf16ps", "0", "vdpbf16ps"):
        monkeypatch.setenv("TRITIUM_CPU_BF16_DOT", knob)
        ck = _compile(one_dot, ONE_SIG, {"M": M, "N": N, "K": K, "OUT": tl.float32})
        assert ("vdpbf16ps" in ck.asm["asm"]) == (knob != "0")
        c = torch.zeros(M, N)
        ck[(1,)](a, b, c)
        results.setdefault(knob, []).append(c)
        _check(c, a, b)
    assert torch.equal(results["vdpbf16ps"][0], results["vdpbf16ps"][1])


# --------------------------------------------------------------------- the documented differences
def _one(a, b, c, target):
    M, K = a.shape
    N = b.shape[1]
    c = c.clone()
    _compile(one_dot, ONE_SIG, {"M": M, "N": N, "K": K, "OUT": tl.float32}, target)[(1,)](a, b, c)
    return c[0, 0].item()


@needs_bf16
@pytest.mark.skipif(not targets.runs_here("x86-64-v4"), reason="the widened path runs as cpu:x86-64-v4")
@pytest.mark.parametrize("kernel", KERNELS)
def test_denormals_count_as_zero_and_the_order_of_a_pair(monkeypatch, kernel):
    _use(monkeypatch, kernel)
    M = N = K = 32

    def case(a00, b00, c00=0.0, a01=0.0, b10=0.0):
        a, b = torch.zeros(M, K, dtype=torch.bfloat16), torch.zeros(K, N, dtype=torch.bfloat16)
        c = torch.zeros(M, N)
        a[0, 0], b[0, 0], c[0, 0], a[0, 1], b[1, 0] = a00, b00, c00, a01, b10
        return _one(a, b, c, "cpu"), _one(a, b, c, WIDENED)

    assert case(2.0 ** -130, 1.0) == (0.0, 2.0 ** -130)  # a bf16 denormal input
    assert case(2.0 ** -70, 2.0 ** -70) == (0.0, 2.0 ** -140)  # a product below 2^-126
    assert case(0.0, 0.0, c00=2.0 ** -130) == (0.0, 2.0 ** -130)  # a denormal accumulator
    assert case(-1.0, 2.0 ** -125 * 0.75, c00=2.0 ** -125) == (0.0, 2.0 ** -127)  # a denormal result
    # a denormal product added to a normal accumulator: vdpbf16ps adds it exactly (fused), AMX flushes it
    normal = 2.0 ** -126 + 2.0 ** -127
    assert case(2.0 ** -100, 2.0 ** -27, c00=2.0 ** -126) == (normal if kernel == "vdpbf16ps" else 2.0 ** -126, normal)
    # 1 + (-1) + 2^-24: k, then k+1 gives 2^-24 (the widened kernel, AMX); vdpbf16ps adds k+1 first,
    # and 1 + 2^-24 rounds to 1
    first = 0.0 if kernel == "vdpbf16ps" else 2.0 ** -24
    assert case(-1.0, 1.0, c00=1.0, a01=2.0 ** -24, b10=1.0) == (first, 2.0 ** -24)
