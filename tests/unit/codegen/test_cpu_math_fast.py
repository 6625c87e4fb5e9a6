"""The CPU backend's fast paths for softmax-like kernels, checked against float64 NumPy:
inline f32 exp/exp2 (codegen/cpu/exp_inline.py: within 1.3 ulp, specials exact), division by a
lane-uniform divisor (codegen/cpu/uniform_div.py: bit-identical to IEEE division, f32 and f64,
special values and the exponent range's ends included), and recomputed index/mask/pointer tiles
(codegen/cpu/remat.py: no pointer-tile buffer left). Each runs for the host and for the x86-64
levels that take the other code paths (no AVX-512: exponent bits instead of vscalefps; no FMA: the
division path is off), where this machine can run them.
"""
import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.backends.cpu import targets
from tritium.frontend import dtypes
from cpuutil import backend_mode, cache_dir  # noqa: F401  (fixtures)
from test_golden_ttir import CASES

ARCHS = ["host", "x86-64-v3", "x86-64"]


def _target(arch):
    why = targets.cannot_run_here(arch)
    if why:
        pytest.skip(f"cpu:{arch} {why}")
    return f"cpu:{arch}"


@tritium.jit
def exp_kernel(x_ptr, y_ptr, n, FN: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(y_ptr + offs, tl.exp(x) if FN == "exp" else tl.exp2(x), mask=m)


@tritium.jit
def exp_scalar_kernel(x_ptr, y_ptr, FN: tl.constexpr):
    x = tl.load(x_ptr)
    tl.store(y_ptr, tl.exp(x) if FN == "exp" else tl.exp2(x))


def _ulp_error(x, y, fn):
    with np.errstate(over="ignore"):
        ref = (np.exp if fn == "exp" else np.exp2)(x.astype(np.float64))
        r32 = ref.astype(np.float32)
    spacing = np.spacing(np.where(np.isinf(r32), np.float32(3.4e38), np.abs(r32))).astype(np.float64)
    err = np.abs(y.astype(np.float64) - ref) / spacing
    err[np.isinf(y) & np.isinf(r32)] = 0
    return err


SPECIALS = {  # input -> exact result
    "exp": [(np.inf, np.inf), (-np.inf, 0.0), (0.0, 1.0), (-0.0, 1.0), (1e-45, 1.0), (88.7229, np.inf),
            (-104.0, 0.0), (-103.97, 1.401298464324817e-45), (3.4e38, np.inf), (-3.4e38, 0.0)],
    "exp2": [(np.inf, np.inf), (-np.inf, 0.0), (0.0, 1.0), (128.0, np.inf), (127.0, 2.0 ** 127), (-149.0, 2.0 ** -149),
             (-150.0, 0.0), (-126.5, 2.0 ** -126.5), (-3.4e38, 0.0)],
}


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("fn", ["exp", "exp2"])
def test_inline_exp_accuracy(arch, fn):
    target = _target(arch)
    lo, hi = (-105.0, 90.0) if fn == "exp" else (-152.0, 130.0)
    # every 61st f32 bit pattern between lo and hi (both signs): all exponents, subnormal results too
    top_pos, top_neg = (int(np.float32(v).view(np.uint32)) for v in (hi, -lo))
    bits = np.concatenate([np.arange(0, top_pos, 61, dtype=np.uint32),
                           np.arange(0, top_neg, 61, dtype=np.uint32) | np.uint32(1 << 31)])
    x = np.concatenate([bits.view(np.float32), np.float32([v for v, _ in SPECIALS[fn]] + [np.nan])])
    y = np.full_like(x, np.nan)
    exp_kernel[(tritium.cdiv(x.size, 1024),)](x, y, x.size, FN=fn, BLOCK=1024, target=target)
    n = len(SPECIALS[fn])
    assert np.isnan(y[-1])
    got, want = y[-n - 1:-1], np.float32([r for _, r in SPECIALS[fn]])
    assert got.tolist() == want.tolist()
    err = _ulp_error(x[:-n - 1], y[:-n - 1], fn)
    assert err.max() < 1.3, f"{fn} max error {err.max():.3f} ulp at x={x[np.argmax(err)]!r}"


@pytest.mark.parametrize("fn", ["exp", "exp2"])
def test_inline_exp_scalar_matches_vector(fn):
    """A scalar exp and the same value in a tile give the same bits (one implementation)."""
    x = np.random.default_rng(0).uniform(-80, 80, 64).astype(np.float32)
    tile = np.full_like(x, np.nan)
    exp_kernel[(1,)](x, tile, x.size, FN=fn, BLOCK=64)
    for i in range(0, 64, 7):
        one = np.full(1, np.nan, np.float32)
        exp_scalar_kernel[(1,)](x[i:i + 1], one, FN=fn)
        assert one[0] == tile[i]


@tritium.jit
def div_by_scalar_kernel(x_ptr, y_ptr, b_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    b = tl.load(b_ptr)
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m) / b, mask=m)


def _random_bits(rng, n, dtype):
    if dtype == np.float32:
        return rng.integers(0, 1 << 32, n, dtype=np.uint64).astype(np.uint32).view(np.float32)
    return (rng.integers(0, 1 << 63, n, dtype=np.uint64) * np.uint64(2)
            + rng.integers(0, 2, n, dtype=np.uint64)).view(np.float64)


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_uniform_divisor_division_is_ieee(arch, dtype):
    target = _target(arch)
    rng = np.random.default_rng(1)
    fi = np.finfo(dtype)
    specials = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, fi.smallest_subnormal, -fi.smallest_subnormal,
                         fi.tiny, fi.max, -fi.max, fi.tiny / 3, 1.0, 3.0], dtype)
    # a: all significands of [1, 2) in steps, random bit patterns (every exponent), the specials
    one_bits = np.array(1.0, dtype).view(np.uint32 if dtype == np.float32 else np.uint64)
    step = 1 if dtype == np.float32 else 1 << 29
    mant = (np.arange(0, 1 << 23, 7, dtype=one_bits.dtype) * one_bits.dtype.type(step) | one_bits).view(dtype)
    a = np.concatenate([mant, -mant * dtype(2.0 ** 40), _random_bits(rng, 1 << 18, dtype), specials])
    exps = (-140, 128) if dtype == np.float32 else (-1060, 1020)
    divisors = list(specials) + list((rng.uniform(1, 2, 16) * 2.0 ** rng.integers(*exps, 16)).astype(dtype))
    divisors += [np.nextafter(dtype(2), dtype(0)), dtype(0.1), dtype(1023.75), dtype(-3.0), dtype(-0.1), dtype(-7e-30)]
    bits = np.uint32 if dtype == np.float32 else np.uint64
    for b in divisors:
        y = np.full_like(a, 7)
        bb = np.array([b], dtype)
        div_by_scalar_kernel[(tritium.cdiv(a.size, 4096),)](a, y, bb, a.size, BLOCK=4096, target=target)
        with np.errstate(all="ignore"):
            ref = a / bb[0]
        same = (y.view(bits) == ref.view(bits)) | (np.isnan(y) & np.isnan(ref))
        bad = np.flatnonzero(~same)[:4]
        assert same.all(), f"b={b!r}: a={a[bad]} gave {y[bad]}, IEEE says {ref[bad]}"


def test_softmax_code_has_no_calls_divides_or_pointer_buffers():
    """The host's softmax loop: exp inline (no libmvec call), the division by the row sum without a
    vector divide on the fast path, and no 8-byte-per-lane pointer tile on the stack."""
    fn, sig, cx = CASES["softmax_row"]
    ck = tritium.compile(fn, sig, cx, target="cpu:x86-64-v4")
    assert ck.metadata["externs"] == []
    assert "vscalefps" in ck.asm["asm"] and "_ZGV" not in ck.asm["asm"]
    assert "@llvm.fma.v16f32" in ck.asm["llir"]  # the division's exact remainder and correction
    assert " x ptr]" not in ck.asm["llir"]  # no pointer-tile alloca survives
    rows, cols = 37, 100
    a = np.random.default_rng(2).standard_normal((rows, cols), dtype=np.float32)
    a[3, :5] = [np.inf, -np.inf, 50.0, -200.0, 0.0]
    a[4] = -np.inf  # a row of -inf: max is -inf, exp(nan) = nan as in NumPy
    out = np.full_like(a, 7)
    fn[(rows,)](out, a, cols, cols, cols, BLOCK=128)
    with np.errstate(invalid="ignore"):
        e = np.exp(a.astype(np.float64) - a.max(axis=1, keepdims=True))
        ref = e / e.sum(axis=1, keepdims=True)
    np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-7)


@tritium.jit
def log_kernel(x_ptr, y_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(y_ptr + offs, tl.log(tl.load(x_ptr + offs)))


# other transcendental functions still go to libmvec, by the target's ISA, or to libm
LOG_CALL = {"x86-64-v4": "_ZGVeN16v_logf", "x86-64-v3": "_ZGVdN8v_logf", "x86-64": "logf", "aarch64": "logf"}


@pytest.mark.parametrize("arch", sorted(LOG_CALL))
def test_other_math_calls_the_vector_library(arch):
    pf32 = dtypes.pointer_type(dtypes.float32)
    ck = tritium.compile(log_kernel, dict(x_ptr=pf32, y_ptr=pf32), dict(BLOCK=64), target=f"cpu:{arch}")
    assert ck.metadata["externs"] == [LOG_CALL[arch]]


@tritium.jit
def row_stats_kernel(x_ptr, out_ptr, n, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * stride + cols, mask=cols < n, other=0.0)
    s = tl.sum(x * x, axis=0)
    m = tl.max(tl.abs(x), axis=0)
    tl.store(out_ptr + 2 * row, s)
    tl.store(out_ptr + 2 * row + 1, m)


def test_reductions_run_inside_the_loop_that_makes_their_operand():
    """sum(x*x) and max(|x|) fold into the load's loop (reduce.FusedReduce): the tile needs no buffer."""
    rows, cols = 33, 1000
    x = np.random.default_rng(3).standard_normal((rows, 1024)).astype(np.float32)
    x[5, 7] = -1e15
    out = np.full((rows, 2), np.nan, np.float32)
    ck = row_stats_kernel[(rows,)](x, out, cols, 1024, BLOCK=1024)
    xd = x[:, :cols].astype(np.float64)
    np.testing.assert_allclose(out[:, 0], (xd * xd).sum(axis=1), rtol=1e-5)
    np.testing.assert_array_equal(out[:, 1], np.abs(x[:, :cols]).max(axis=1))
    assert "x float]" not in ck.asm["llir"]  # no tile buffer left


@tritium.jit
def reduce_kinds_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr):
    x = tl.load(x_ptr + tl.arange(0, BLOCK))
    s, hi, lo = tl.sum(x, axis=0), tl.max(x, axis=0), tl.min(x, axis=0)  # all three in the load's loop
    tl.store(out_ptr + 0, s)
    tl.store(out_ptr + 1, hi)
    tl.store(out_ptr + 2, lo)


@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.int32, np.uint32, np.int8, np.int64])
def test_fused_reductions_start_from_exact_identities(dtype):
    """Fused reductions start from the combine's identity (-0.0 for sums, NaN for max/min, the
    integer extremes): sums of -0.0 stay -0.0, NaN lanes are skipped, extremes survive."""
    rng = np.random.default_rng(4)
    cases = []
    if np.dtype(dtype).kind == "f":
        cases.append(np.full(64, -0.0, dtype))
        x = rng.standard_normal(64).astype(dtype)
        x[[3, 40]] = np.nan
        cases.append(x)
        cases.append(np.full(64, np.nan, dtype))
    else:
        info = np.iinfo(dtype)
        cases.append(np.full(64, info.min, dtype))
        cases.append(np.full(64, info.max, dtype))
        cases.append(rng.integers(info.min, info.max, 64, endpoint=True, dtype=dtype))
    for x in cases:
        out = np.zeros(3, dtype)
        ck = reduce_kinds_kernel[(1,)](x, out, BLOCK=64)
        assert ck.metadata["stack_bytes"] == 0  # fused: no tile buffer
        with np.errstate(all="ignore"):
            if np.dtype(dtype).kind == "f":
                want = [x.astype(np.float64).sum(), np.nanmax(x) if not np.isnan(x).all() else np.nan,
                        np.nanmin(x) if not np.isnan(x).all() else np.nan]
            else:
                want = [x.sum(dtype=dtype), x.max(), x.min()]
        want = np.array(want).astype(dtype)
        if np.dtype(dtype).kind == "f":
            assert np.isnan(out[1]) == np.isnan(want[1]) and np.isnan(out[2]) == np.isnan(want[2])
            np.testing.assert_allclose(out, want, rtol=1e-5)
            if (x == 0).all():
                assert np.signbit(out[0]) == np.signbit(x[0])  # -0.0 + ... + -0.0 is -0.0
        else:
            np.testing.assert_array_equal(out, want)


# --------------------------------------------------------------- remat of broadcasts (remat.py)
@tritium.jit
def _broadcast_carried(Y, N):
    acc = tl.zeros((1, 16), tl.int32) + tl.arange(0, 16)[None, :]
    offs = tl.arange(0, 8)[:, None] * 16 + tl.arange(0, 16)[None, :]
    for i in range(N):
        b = tl.broadcast_to(acc, (8, 16))
        acc = acc + 100  # rewrites the carried tile's buffer after the broadcast read it
        tl.store(Y + i * 128 + offs, b + 1)


@tritium.jit
def _broadcast_outer(X, Y, N):
    r = tl.load(X + tl.arange(0, 8))[:, None]
    c = tl.arange(0, 16)[None, :]
    p = Y + r * 16 + c
    for i in range(N):
        tl.store(p + i * 128, (r * 16 + c) * (i + 1))


def test_broadcast_of_a_loop_carried_tile_is_not_recomputed_after_it_changes():
    """A recomputed broadcast reads its source's buffer where it is used: a loop-carried source is
    rewritten mid-body, so it must not be recomputed (remat's _stable_buffer)."""
    n = 3
    y = np.full((n, 8, 16), -7, np.int32)
    _broadcast_carried[(1,)](y, n)
    ref = np.stack([np.broadcast_to(np.arange(16) + 100 * i + 1, (8, 16)) for i in range(n)])
    np.testing.assert_array_equal(y, ref)


def test_broadcast_of_a_value_from_before_the_loop():
    n = 3
    x = np.random.default_rng(0).permutation(8).astype(np.int32)
    y = np.full((n, 8, 16), -7, np.int32)
    _broadcast_outer[(1,)](x, y, n)
    ref = np.zeros_like(y)
    for i in range(n):
        ref[i][x] = (x[:, None] * 16 + np.arange(16)[None, :]) * (i + 1)
    np.testing.assert_array_equal(y, ref)
