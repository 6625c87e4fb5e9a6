"""Casts: .to(dtype), tl.cast, bitcast, fp_downcast_rounding, saturation, implicit store casts."""
import numpy as np
import pytest
import torch

import tritium
import tritium.language as tl
from conftest import poison, rand_array, run

TL = {"int8": tl.int8, "int16": tl.int16, "int32": tl.int32, "int64": tl.int64, "uint8": tl.uint8,
      "uint16": tl.uint16, "uint32": tl.uint32, "uint64": tl.uint64, "float16": tl.float16,
      "bfloat16": tl.bfloat16, "float32": tl.float32, "float64": tl.float64, "bool": tl.int1}
N = 32


@tritium.jit
def cast_kernel(x_ptr, out_ptr, n, DST: tl.constexpr, BLOCK: tl.constexpr, METHOD: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    if METHOD == "to":
        y = x.to(DST)
    elif METHOD == "cast":
        y = tl.cast(x, DST)
    elif METHOD == "bitcast":
        y = x.to(DST, bitcast=True)
    elif METHOD == "cast_bitcast":
        y = tl.cast(x, DST, bitcast=True)
    elif METHOD == "rtz":
        y = x.to(DST, fp_downcast_rounding="rtz")
    elif METHOD == "rtne":
        y = x.to(DST, fp_downcast_rounding="rtne")
    tl.static_assert(y.dtype == DST)
    tl.store(out_ptr + offs, y, mask=m)


def _cast(x, dst, method="to", n=None):
    n = x.shape[0] if n is None else n
    if isinstance(x, torch.Tensor) or dst == "bfloat16":
        out = torch.full((x.shape[0] + 4,), float("nan"), dtype=torch.bfloat16) if dst == "bfloat16" else \
            torch.from_numpy(poison(x.shape[0] + 4, dst))
    else:
        out = poison(x.shape[0] + 4, dst)
    run(cast_kernel, ((n + 15) // 16,), x, out, n, DST=TL[dst], BLOCK=16, METHOD=method)
    return out


def _check_tail(out, n):
    tail = np.asarray(out[n:].float() if isinstance(out, torch.Tensor) and out.dtype == torch.bfloat16 else out[n:])
    if tail.dtype.kind == "f":
        assert np.isnan(tail).all()
    else:
        assert (tail == poison(tail.shape, tail.dtype)).all()


INTS = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]


def _wrap_to(vals, dt):
    bits = np.dtype(dt).itemsize * 8
    u = np.array([int(v) % (1 << bits) for v in vals], dtype=np.uint64).astype(f"uint{bits}")
    return u.view(dt)


@pytest.mark.parametrize("src", INTS)
@pytest.mark.parametrize("dst", INTS)
def test_int_to_int(rng, src, dst):
    x = rand_array(rng, src, N) if src != "uint64" else rng.integers(0, 2**63, N, dtype=np.uint64) * 2 + 1
    n = N - 3
    out = _cast(x, dst, n=n)
    # trunc / sext (signed source) / zext (unsigned source): i.e. the exact value modulo 2^bits
    np.testing.assert_array_equal(out[:n], _wrap_to(x[:n], np.dtype(dst)))
    _check_tail(out, n)


@pytest.mark.parametrize("src", ["int8", "int32", "int64", "uint8", "uint32", "float16", "float32", "float64"])
def test_to_bool_is_nonzero(rng, src):
    x = rand_array(rng, src, N, 0, 3) if np.dtype(src).kind == "u" else rand_array(rng, src, N, -2, 2)
    if np.dtype(src).kind == "f":
        x = np.round(x)
        x[5] = np.nan  # UNE: NaN != 0 is True
        x[6] = 0.25
        x[7] = -0.0
    out = _cast(x, "bool")
    np.testing.assert_array_equal(out[:N], x != 0)
    if np.dtype(src).kind == "f":
        assert out[5] and out[6] and not out[7]


@pytest.mark.parametrize("dst", ["int8", "int32", "int64", "uint8", "uint32", "float16", "float32", "float64"])
def test_bool_to_other(rng, dst):
    x = rand_array(rng, "bool", N)
    out = _cast(x, dst)
    np.testing.assert_array_equal(out[:N], x.astype(dst))


@pytest.mark.parametrize("src", ["int8", "int16", "int32", "int64", "uint8", "uint32", "uint64"])
@pytest.mark.parametrize("dst", ["float16", "float32", "float64"])
def test_int_to_float(rng, src, dst):
    if dst == "float16" and np.dtype(src).itemsize > 1:
        x = rand_array(rng, src, N, 0 if np.dtype(src).kind == "u" else -60000, 60000)
    elif src == "uint64":
        x = rng.integers(0, 2**63, N, dtype=np.uint64) * 2 + 1
        x = rand_array(rng, src, N, 0 if np.dtype(src).kind == "u" else -60000, 60000)
    else:
        x = rand_array(rng, src, N)
    out = _cast(x, dst)
    # one correctly-rounded conversion from the exact integer (signed or unsigned interpretation)
    ref = np.array([float(int(v)) for v in x], dtype=np.float64)
    if dst != "float64" and src in ("int64", "uint64"):
        # exact int -> float32 rounding, computed from Python ints via float64 is only safe below 2^53
        ref = np.array([_round_int_to_float(int(v), dst) for v in x])
        np.testing.assert_array_equal(out[:N].astype(np.float64), ref)
    else:
        np.testing.assert_array_equal(out[:N], ref.astype(dst))


def _round_int_to_float(v, dst):
    from fractions import Fraction
    mant = {"float16": 11, "float32": 24}[dst]
    if v == 0:
        return 0.0
    sign = -1 if v < 0 else 1
    a = abs(v)
    e = a.bit_length() - mant
    if e <= 0:
        return float(v)
    q, r = divmod(a, 1 << e)
    half = 1 << (e - 1)
    if r > half or (r == half and q & 1):
        q += 1
    return float(sign * Fraction(q * (1 << e)))


@pytest.mark.parametrize("src", ["float16", "float32", "float64"])
@pytest.mark.parametrize("dst", ["int8", "int16", "int32", "int64", "uint8", "uint32"])
def test_float_to_int_truncates(rng, src, dst):
    info = np.iinfo(dst)
    lo = max(float(info.min), -60000.0) + 1
    hi = min(float(info.max), 60000.0) - 1
    x = rand_array(rng, src, N, lo, hi)
    x[:4] = np.array([2.75, -2.75, 0.5, -0.5], dtype=src) if np.dtype(dst).kind == "i" else \
        np.array([2.75, 1.25, 0.5, 7.9], dtype=src)
    out = _cast(x, dst)
    np.testing.assert_array_equal(out[:N], np.trunc(x.astype(np.float64)).astype(dst))


@pytest.mark.parametrize("dst", ["int8", "int16", "int32", "int64", "uint8", "uint32"])
def test_float_to_int_saturates(dst):
    """Out-of-range float -> int saturates, NaN -> 0 (PTX cvt.rzi.sat). 8-bit targets: NVPTX has no 8-bit
    conversion, compiled Triton saturates to 16 bits and truncates (the project's documented choice)."""
    info = np.iinfo(dst)
    x = np.array([1e30, -1e30, np.inf, -np.inf, np.nan, float(info.max) * 4, 3.5, -3.5] * 2, dtype=np.float32)
    out = _cast(x, dst)
    wide = np.iinfo(np.int16 if dst == "int8" else np.uint16) if info.bits == 8 else info
    sat = [0 if np.isnan(v) else min(max(int(v) if np.isfinite(v) else (wide.max if v > 0 else wide.min),
                                         int(wide.min)), int(wide.max)) for v in x.astype(np.float64)]
    ref = _wrap_to(sat, np.dtype(dst))  # truncating int -> int
    np.testing.assert_array_equal(out[:16], ref)
    if info.bits > 8:
        np.testing.assert_array_equal(out[:4], [info.max, info.min, info.max, info.min])


def _round_f64_to_bf16(x):
    """Exact round-to-nearest-even of float64 values to bfloat16 (normal range)."""
    m, e = np.frexp(x)
    return np.ldexp(np.round(m * 256.0), e - 8)


def _trunc_f64_to_mant(x, mant_bits):
    m, e = np.frexp(x)
    return np.ldexp(np.trunc(m * 2.0**mant_bits), e - mant_bits)


@pytest.mark.parametrize("src,dst", [("float32", "float16"), ("float64", "float16"), ("float64", "float32"),
                                     ("float16", "float32"), ("float16", "float64"), ("float32", "float64")])
@pytest.mark.parametrize("method", ["to", "cast", "rtne"])
def test_float_to_float_rtne(rng, src, dst, method):
    narrowing = np.dtype(dst).itemsize < np.dtype(src).itemsize
    if method == "rtne" and not narrowing:
        pytest.skip("rounding mode only for narrowing casts")
    x = rand_array(rng, src, N, -100, 100)
    out = _cast(x, dst, method=method)
    np.testing.assert_array_equal(out[:N], x.astype(np.float64).astype(dst))


@pytest.mark.parametrize("src,dst,mant", [("float32", "float16", 11), ("float64", "float16", 11),
                                          ("float64", "float32", 24)])
def test_float_downcast_rtz(rng, src, dst, mant):
    x = rand_array(rng, src, N, -100, 100)
    x[x == 0] = 1.0
    out = _cast(x, dst, method="rtz")
    ref = _trunc_f64_to_mant(x.astype(np.float64), mant)
    np.testing.assert_array_equal(out[:N].astype(np.float64), ref)
    # rtz never increases the magnitude, and differs from rtne somewhere
    assert (np.abs(out[:N].astype(np.float64)) <= np.abs(x.astype(np.float64))).all()
    assert (out[:N] != x.astype(dst)).any()


def test_rtz_on_widening_cast_errors():
    x = np.linspace(1, 2, 16).astype(np.float16)
    with pytest.raises(Exception):
        _cast(x, "float32", method="rtz")


@pytest.mark.parametrize("src", ["float32", "float64"])
def test_to_bf16_rounding(rng, src):
    x = rand_array(rng, src, N, -100, 100)
    out = _cast(x, "bfloat16")
    ref = _round_f64_to_bf16(x.astype(np.float64))
    np.testing.assert_array_equal(out[:N].double().numpy(), ref)
    assert torch.isnan(out[N:]).all()


def test_to_bf16_rtz(rng):
    x = rand_array(rng, "float32", N, -100, 100)
    out = _cast(x, "bfloat16", method="rtz")
    ref = (x.view(np.uint32) & np.uint32(0xFFFF0000)).view(np.float32)
    np.testing.assert_array_equal(out[:N].float().numpy(), ref)


@pytest.mark.parametrize("dst", ["float16", "float32", "float64", "int32", "int8"])
def test_from_bf16(rng, dst):
    x = torch.tensor(rng.uniform(-100, 100, N), dtype=torch.bfloat16)
    out = _cast(x, dst)
    xd = x.double().numpy()
    ref = np.trunc(xd).astype(dst) if dst.startswith("int") else xd.astype(dst)
    np.testing.assert_array_equal(np.asarray(out[:N]), ref)


# ------------------------------------------------------------------ bitcast
BITCASTS = [("float32", "int32"), ("int32", "float32"), ("float32", "uint32"), ("uint32", "float32"),
            ("float16", "int16"), ("int16", "float16"), ("float64", "int64"), ("int64", "float64"),
            ("float64", "uint64"), ("int32", "uint32"), ("uint8", "int8"), ("int64", "uint64")]


@pytest.mark.parametrize("src,dst", BITCASTS)
@pytest.mark.parametrize("method", ["bitcast"])
def test_bitcast(rng, src, dst, method):
    x = rand_array(rng, src, N)
    out = _cast(x, dst, method=method)
    ref = x.view(dst)
    np.testing.assert_array_equal(out[:N].view(np.uint8), ref.view(np.uint8))


def test_bitcast_bf16_int16(rng):
    x = torch.tensor(rng.uniform(-100, 100, N), dtype=torch.bfloat16)
    out = _cast(x, "int16", method="bitcast")
    np.testing.assert_array_equal(np.asarray(out[:N]), x.view(torch.int16).numpy())
    y = torch.from_numpy(rand_array(rng, "int16", N, 0x3F00, 0x4300))
    out2 = _cast(y, "bfloat16", method="bitcast")
    assert torch.equal(out2[:N], y.view(torch.bfloat16))


@pytest.mark.parametrize("src,dst", [("int32", "uint32"), ("uint8", "int8"), ("int64", "uint64")])
def test_cast_bitcast_kwarg(rng, src, dst):
    x = rand_array(rng, src, N)
    out = _cast(x, dst, method="cast_bitcast")
    np.testing.assert_array_equal(out[:N], x.view(dst))


def test_bitcast_size_mismatch_errors():
    x = np.linspace(1, 2, 16).astype(np.float32)
    with pytest.raises(Exception, match="bitcast"):
        _cast(x, "int16", method="bitcast")


# ------------------------------------------------------------------ implicit casts on store / load other
@tritium.jit
def store_cast_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs))


@pytest.mark.parametrize("src,dst", [("float32", "int32"), ("float64", "float16"), ("int32", "float32"),
                                     ("int64", "int8"), ("float32", "bool"), ("int32", "bool"),
                                     ("bool", "float32"), ("uint8", "int32")])
def test_store_casts_to_pointee(rng, src, dst):
    x = rand_array(rng, src, 16, -200, 200) if np.dtype(src).kind in "f" else rand_array(rng, src, 16)
    if np.dtype(src).kind == "f" and np.dtype(dst).kind == "i":
        x = np.clip(x, -100, 100)
    out = poison(16, dst)
    run(store_cast_kernel, (1,), x, out, BLOCK=16)
    if dst == "bool":  # stored through an int8 pointer, as Triton does: floats truncate first (0.3 -> False)
        ref = (np.trunc(x) if np.dtype(src).kind == "f" else x) != 0
    elif np.dtype(src).kind == "f" and np.dtype(dst).kind in "iu":
        ref = np.trunc(x).astype(dst)
    elif np.dtype(src).kind in "iu" and np.dtype(dst).kind in "iu":
        ref = _wrap_to(x, np.dtype(dst))
    else:
        ref = x.astype(np.float64).astype(dst)
    np.testing.assert_array_equal(out, ref)


@tritium.jit
def other_cast_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, other=-2.75)
    tl.static_assert(x.dtype == tl.int32, "load result has the pointee type")
    tl.store(out_ptr + offs, x)


def test_load_other_cast_to_pointee(rng):
    x = rand_array(rng, "int32", 16)
    out = poison(16, "int32")
    run(other_cast_kernel, (1,), x, out, 10, BLOCK=16)
    np.testing.assert_array_equal(out[:10], x[:10])
    np.testing.assert_array_equal(out[10:], -2)  # fptosi(-2.75) truncates toward zero
