"""tl.dot_scaled: e2m1 / e4m3 / e5m2 / fp16 / bf16 operands with e8m0 scales (groups of 32 or 16
along K), None scales, e2m1 packed along M / N, fp8-typed operands, acc and out_dtype, the special
scales 0 (2^-127) and 0xFF (NaN), and the compile errors. The reference decodes every format
independently in float64 (a table for e2m1, torch's float8 views for e4m3 / e5m2)."""
import numpy as np
import pytest
import torch

import tritium
import tritium.language as tl
from conftest import poison, run


@tritium.jit
def ds_kernel(a_ptr, sa_ptr, b_ptr, sb_ptr, c_ptr, out_ptr,
              AR: tl.constexpr, AC: tl.constexpr, BR: tl.constexpr, BC: tl.constexpr,
              M: tl.constexpr, N: tl.constexpr, SK: tl.constexpr,
              FA: tl.constexpr, FB: tl.constexpr, HAS_SA: tl.constexpr, HAS_SB: tl.constexpr,
              HAS_ACC: tl.constexpr, A_KPACK: tl.constexpr, B_KPACK: tl.constexpr, OUT_F16: tl.constexpr):
    a = tl.load(a_ptr + tl.arange(0, AR)[:, None] * AC + tl.arange(0, AC)[None, :])
    b = tl.load(b_ptr + tl.arange(0, BR)[:, None] * BC + tl.arange(0, BC)[None, :])
    sa = None
    sb = None
    if HAS_SA:
        sa = tl.load(sa_ptr + tl.arange(0, M)[:, None] * SK + tl.arange(0, SK)[None, :])
    if HAS_SB:
        sb = tl.load(sb_ptr + tl.arange(0, N)[:, None] * SK + tl.arange(0, SK)[None, :])
    m = tl.arange(0, M)[:, None]
    n = tl.arange(0, N)[None, :]
    if HAS_ACC:
        c = tl.load(c_ptr + m * N + n)
        if OUT_F16:
            r = tl.dot_scaled(a, sa, FA, b, sb, FB, c, lhs_k_pack=A_KPACK, rhs_k_pack=B_KPACK, out_dtype=tl.float16)
            tl.static_assert(r.dtype == tl.float16)
        else:
            r = tl.dot_scaled(a, sa, FA, b, sb, FB, acc=c, lhs_k_pack=A_KPACK, rhs_k_pack=B_KPACK)
    else:
        r = tl.dot_scaled(a, sa, FA, b, sb, FB, lhs_k_pack=A_KPACK, rhs_k_pack=B_KPACK)
    tl.static_assert(r.dtype == (tl.float16 if OUT_F16 else tl.float32))
    tl.store(out_ptr + m * N + n, r)


# ------------------------------------------------------------------ reference
_E2M1 = np.array([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0])
_E2M1 = np.concatenate([_E2M1, -_E2M1])


def _decode(x, fmt, pack_axis):
    """float64 values of operand `x` (NumPy uint8, fp16, or a torch tensor for bf16 / fp8 dtypes)."""
    if isinstance(x, torch.Tensor):
        return x.to(torch.float64).numpy()
    if fmt == "fp16":
        return x.astype(np.float64)
    if fmt == "e2m1":
        lo, hi = _E2M1[x & 0xF], _E2M1[x >> 4]
        shape = list(x.shape)
        shape[pack_axis] *= 2
        return np.stack([lo, hi], axis=pack_axis + 1).reshape(shape)
    view = torch.float8_e4m3fn if fmt == "e4m3" else torch.float8_e5m2
    return torch.from_numpy(np.ascontiguousarray(x)).view(view).to(torch.float64).numpy()


def _scale_ref(s, group, transpose):
    v = np.where(s == 255, np.nan, 2.0 ** (s.astype(np.float64) - 127))
    v = np.repeat(v, group, axis=1)
    return v.T if transpose else v


def _rand_codes(rng, fmt, shape):
    x = rng.integers(0, 256, size=shape, dtype=np.uint8)
    if fmt == "e4m3":  # no NaN (S.1111.111)
        x[(x & 0x7F) == 0x7F] = 0x3E | 0x80
    elif fmt == "e5m2":  # no inf / NaN (exponent all ones)
        x[(x & 0x7C) == 0x7C] &= 0xBB
    return x


def _operand(rng, fmt, rows, cols, pack_axis):
    """An operand of logical shape [rows, cols] in `fmt` (e2m1 packs two along pack_axis)."""
    if fmt == "fp16":
        return rng.uniform(-4, 4, size=(rows, cols)).astype(np.float16)
    if fmt == "bf16":
        return torch.from_numpy(rng.uniform(-4, 4, size=(rows, cols)).astype(np.float32)).to(torch.bfloat16)
    shape = [rows, cols]
    if fmt == "e2m1":
        shape[pack_axis] //= 2
    return _rand_codes(rng, fmt, tuple(shape))


def _launch(a, sa, b, sb, M, N, K, fa, fb, acc=None, group=32, a_kpack=True, b_kpack=True, out_f16=False):
    out = poison((M, N), "float16" if out_f16 else "float32")
    dummy = np.zeros(1, np.uint8)
    c = acc if acc is not None else np.zeros(1, np.float32)
    run(ds_kernel, (1,), a, dummy if sa is None else sa, b, dummy if sb is None else sb, c, out,
        AR=a.shape[0], AC=a.shape[1], BR=b.shape[0], BC=b.shape[1], M=M, N=N, SK=K // group,
        FA=fa, FB=fb, HAS_SA=sa is not None, HAS_SB=sb is not None, HAS_ACC=acc is not None,
        A_KPACK=a_kpack, B_KPACK=b_kpack, OUT_F16=out_f16)
    return out


def _reference(a, sa, b, sb, fa, fb, acc=None, group=32, a_kpack=True, b_kpack=True):
    A = _decode(a, fa, 1 if a_kpack else 0)
    B = _decode(b, fb, 0 if b_kpack else 1)
    if sa is not None:
        A = A * _scale_ref(sa, group, False)
    if sb is not None:
        B = B * _scale_ref(sb, group, True)
    r = A @ B
    bound = np.abs(A) @ np.abs(B)
    if acc is not None:
        r = r + acc.astype(np.float64)
        bound = bound + np.abs(acc.astype(np.float64))
    return r, bound


def _check(out, ref, bound, rtol=2e-6):
    out = np.asarray(out, dtype=np.float64)
    assert not np.isnan(out).any(), "an output was left unwritten (NaN poison)"
    np.testing.assert_array_less(np.abs(out - ref), rtol * bound + 1e-30)


def _scales(rng, rows, K, group=32, lo=118, hi=136):
    return rng.integers(lo, hi, size=(rows, K // group), endpoint=True, dtype=np.uint8)


# ------------------------------------------------------------------ tests
_PAIRS = [("e2m1", "e2m1"), ("e2m1", "e4m3"), ("e4m3", "e5m2"), ("e5m2", "e2m1"), ("e4m3", "e4m3"),
          ("e5m2", "e5m2")]


@pytest.mark.parametrize("M,N,K", [(16, 16, 64), (32, 32, 64), (16, 32, 128)])
@pytest.mark.parametrize("fa,fb", _PAIRS)
def test_dot_scaled_mx_both_scaled(rng, M, N, K, fa, fb):
    a = _operand(rng, fa, M, K, 1)
    b = _operand(rng, fb, K, N, 0)
    sa, sb = _scales(rng, M, K), _scales(rng, N, K)
    out = _launch(a, sa, b, sb, M, N, K, fa, fb)
    _check(out, *_reference(a, sa, b, sb, fa, fb))


@pytest.mark.parametrize("mx", ["e2m1", "e4m3", "e5m2"])
@pytest.mark.parametrize("normal", ["fp16", "e4m3", "bf16"])
@pytest.mark.parametrize("rhs_scale", [False, True])
def test_dot_scaled_one_side(rng, mx, normal, rhs_scale):
    """As Triton's test_scaled_dot: one operand microscaled, the other fp16 / bf16 / fp8 without scale."""
    M, N, K = 32, 16, 64
    fa, fb = (normal, mx) if rhs_scale else (mx, normal)
    a = _operand(rng, fa, M, K, 1)
    b = _operand(rng, fb, K, N, 0)
    sa = None if rhs_scale else _scales(rng, M, K)
    sb = _scales(rng, N, K) if rhs_scale else None
    out = _launch(a, sa, b, sb, M, N, K, fa, fb)
    _check(out, *_reference(a, sa, b, sb, fa, fb))


@pytest.mark.parametrize("fa,fb", [("fp16", "bf16"), ("e5m2", "fp16"), ("e2m1", "e4m3")])
def test_dot_scaled_no_scales(rng, fa, fb):
    """Both scales None: a plain dot of the decoded operands."""
    M, N, K = 16, 16, 64
    a, b = _operand(rng, fa, M, K, 1), _operand(rng, fb, K, N, 0)
    out = _launch(a, None, b, None, M, N, K, fa, fb)
    _check(out, *_reference(a, None, b, None, fa, fb))


def test_dot_scaled_acc_and_out_dtype(rng):
    M, N, K = 16, 16, 64
    a, b = _operand(rng, "e4m3", M, K, 1), _operand(rng, "e2m1", K, N, 0)
    sa, sb = _scales(rng, M, K, lo=122, hi=128), _scales(rng, N, K, lo=122, hi=128)
    acc = rng.uniform(-100, 100, size=(M, N)).astype(np.float32)
    out = _launch(a, sa, b, sb, M, N, K, "e4m3", "e2m1", acc=acc)
    _check(out, *_reference(a, sa, b, sb, "e4m3", "e2m1", acc=acc))
    out16 = _launch(a, sa, b, sb, M, N, K, "e4m3", "e2m1", acc=acc, out_f16=True)
    assert out16.dtype == np.float16
    ref, bound = _reference(a, sa, b, sb, "e4m3", "e2m1", acc=acc)
    np.testing.assert_array_equal(out16, out.astype(np.float16))  # fp32 result rounded once
    assert np.all(np.abs(out16.astype(np.float64) - ref) <= 1e-3 * np.abs(ref) + 2e-6 * bound)


def test_dot_scaled_group_16(rng):
    M, N, K = 16, 16, 64
    a, b = _operand(rng, "e2m1", M, K, 1), _operand(rng, "e5m2", K, N, 0)
    sa, sb = _scales(rng, M, K, 16), _scales(rng, N, K, 16)
    out = _launch(a, sa, b, sb, M, N, K, "e2m1", "e5m2", group=16)
    _check(out, *_reference(a, sa, b, sb, "e2m1", "e5m2", group=16))


def test_dot_scaled_e2m1_packed_along_m_n(rng):
    """lhs_k_pack / rhs_k_pack False: e2m1 pairs packed along M (lhs) and N (rhs)."""
    M, N, K = 32, 16, 64
    a = _operand(rng, "e2m1", M, K, 0)  # [M//2, K]
    b = _operand(rng, "e2m1", K, N, 1)  # [K, N//2]
    assert a.shape == (M // 2, K) and b.shape == (K, N // 2)
    sa, sb = _scales(rng, M, K), _scales(rng, N, K)
    out = _launch(a, sa, b, sb, M, N, K, "e2m1", "e2m1", a_kpack=False, b_kpack=False)
    _check(out, *_reference(a, sa, b, sb, "e2m1", "e2m1", a_kpack=False, b_kpack=False))


def test_dot_scaled_fp8_dtype_operands(rng):
    """e4m3 / e5m2 operands given as torch float8 tensors rather than bytes."""
    M, N, K = 16, 16, 64
    a8 = _operand(rng, "e4m3", M, K, 1)
    b8 = _operand(rng, "e5m2", K, N, 0)
    sa, sb = _scales(rng, M, K), _scales(rng, N, K)
    ta = torch.from_numpy(a8).view(torch.float8_e4m3fn)
    tb = torch.from_numpy(b8).view(torch.float8_e5m2)
    out = _launch(ta, sa, tb, sb, M, N, K, "e4m3", "e5m2")
    _check(out, *_reference(a8, sa, b8, sb, "e4m3", "e5m2"))


def test_dot_scaled_special_scales(rng):
    """Scale 0 is 2^-127 (a float32 subnormal), 254 is 2^127, 0xFF is NaN for its group."""
    M, N, K = 16, 16, 64
    a = np.full((M, K), 0x38, np.uint8)  # e4m3 1.0
    b = np.full((K, N), 0x38, np.uint8)
    sa = np.full((M, K // 32), 127, np.uint8)
    sb = np.full((N, K // 32), 127, np.uint8)
    sa[0, :] = 0       # row 0: 64 * 2^-127
    sa[1, 0] = 255     # row 1: NaN
    sa[2, :] = 254     # row 2: 2^127 each, sum 64 * 2^127 overflows to inf
    sa[3, :] = [254, 0]
    sb[5, 1] = 255     # column 5: NaN
    out = _launch(a, sa, b, sb, M, N, K, "e4m3", "e4m3")
    with np.errstate(over="ignore"):
        ref = _reference(a, sa, b, sb, "e4m3", "e4m3")[0].astype(np.float32)
    assert ref[0, 0] == np.float32(64 * 2.0 ** -127) and np.isinf(ref[2, 0])
    np.testing.assert_array_equal(np.isnan(out), np.isnan(ref))
    assert np.isnan(out[1]).all() and np.isnan(out[:, 5]).all()
    np.testing.assert_array_equal(out, ref)


# ------------------------------------------------------------------ errors
def _compile_error(fn):
    with pytest.raises(tritium.CompilationError) as e:
        fn[(1,)]()
    return str(e.value.__cause__)


def test_dot_scaled_error_scale_factor_mismatch():
    @tritium.jit
    def kernel():
        a = tl.full((32, 64), 0, tl.uint8)
        b = tl.full((64, 32), 0, tl.uint8)
        acc = tl.full((32, 32), 0.0, tl.float32)
        tl.dot_scaled(a, tl.full((32, 4), 0, tl.uint8), "e5m2", b, tl.full((32, 2), 0, tl.uint8), "e5m2",
                      acc, False, True, True, tl.float32)

    assert _compile_error(kernel) == "Operands must have the same scale factor; (lhs: 16 vs rhs: 32)"


def test_dot_scaled_error_bad_format():
    @tritium.jit
    def kernel():
        a = tl.full((32, 64), 0, tl.uint8)
        b = tl.full((64, 32), 0, tl.uint8)
        tl.dot_scaled(a, None, "e3m2", b, None, "e5m2")

    assert "lhs_format must be one of" in _compile_error(kernel)


def test_dot_scaled_error_k_mismatch():
    @tritium.jit
    def kernel():
        a = tl.full((32, 64), 0, tl.uint8)  # e2m1: K = 128
        b = tl.full((64, 32), 0, tl.uint8)
        tl.dot_scaled(a, tl.full((32, 4), 0, tl.uint8), "e2m1", b, None, "e4m3")

    assert "K dimensions of lhs (128) and rhs (64) must match" in _compile_error(kernel)


def test_dot_scaled_error_scale_rows():
    @tritium.jit
    def kernel():
        a = tl.full((32, 64), 0, tl.uint8)
        b = tl.full((64, 32), 0, tl.uint8)
        tl.dot_scaled(a, tl.full((16, 2), 0, tl.uint8), "e4m3", b, None, "e4m3")

    assert _compile_error(kernel) == "scales M dimension must match the operand M dimension"


def test_dot_scaled_error_bad_scale_factor():
    @tritium.jit
    def kernel():
        a = tl.full((32, 64), 0, tl.uint8)
        b = tl.full((64, 32), 0, tl.uint8)
        tl.dot_scaled(a, tl.full((32, 8), 0, tl.uint8), "e4m3", b, None, "e4m3")

    assert _compile_error(kernel) == "scale factor must be 16 or 32. Got 8"
