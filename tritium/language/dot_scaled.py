"""`tl.dot_scaled`: the microscaled (MX) dot, built from tile ops by upcasting.

Every operand is decoded to float32 exactly with integer ops (e2m1 nibbles, e4m3 and e5m2 bytes,
whatever the target's fp8 support), multiplied by its e8m0 scale (2^(s-127), built from the bits;
0xFF is NaN) broadcast over its group of K elements, and the two meet in an fp32 `tl.dot` with
input_precision="tf32", which is exact for them (at most 11 significant bits: tensor cores on a GPU,
the same sum as "ieee" everywhere; only values below 2^-136, fp32 subnormals with bits tf32 drops,
read as smaller). Triton's GPU path upcasts to bf16 (fp16 where an operand is fp16) and
accumulates in fp32; its products are exact in those types for the MX formats, so this is the same
sum with no rounding of the scaled operands. The interpreter, the CPU backend and the GPU lowering
run it without code of their own.
"""
from __future__ import annotations

from ..frontend import dtypes as _dt
from ..frontend.errors import KernelError
from ..frontend.markers import builtin
from ..frontend.values import sem, unwrap

_FORMATS = ("e2m1", "e4m3", "e5m2", "bf16", "fp16")
# format -> (exponent bits, mantissa bits, bias, kind of its all-ones exponent)
_MX = {"e2m1": (2, 1, 1, "finite"), "e4m3": (4, 3, 7, "nan_at_max"), "e5m2": (5, 2, 15, "ieee")}


def _format(fmt, which):
    f = unwrap(fmt)
    if not isinstance(f, str) or f not in _FORMATS:
        raise KernelError(f"dot_scaled: {which}_format must be one of {_FORMATS}, got {f!r}")
    return f


def _decode_mx(s, x, fmt):
    """float32 values of the e2m1/e4m3/e5m2 codes in the low bits of the int32 tensor `x`."""
    e, m, bias, kind = _MX[fmt]
    i32 = _dt.int32
    sign = s.shl(s.and_(s.shr(x, e + m), 1), 31)
    exp = s.and_(s.shr(x, m), (1 << e) - 1)
    mant = s.and_(x, (1 << m) - 1)
    normal = s.or_(s.shl(s.add(exp, 127 - bias), 23), s.shl(mant, 23 - m))
    # subnormal: mant * 2^(1 - bias - m), exact in float32
    sub = s.bitcast(s.mul(s.cast(mant, _dt.float32), float(2.0 ** (1 - bias - m))), i32)
    bits = s.or_(s.where(s.equal(exp, 0), sub, normal), sign)
    if kind == "ieee":  # all-ones exponent: inf (mantissa 0) or NaN
        top = s.equal(exp, (1 << e) - 1)
        special = s.or_(s.where(s.equal(mant, 0), 0x7F800000, 0x7FC00000), sign)
        bits = s.where(top, special, bits)
    elif kind == "nan_at_max":  # e4m3 (fn): only S.1111.111 is NaN, no infinities
        nan = s.equal(s.and_(x, 0x7F), 0x7F)
        bits = s.where(nan, 0x7FC00000, bits)
    return s.bitcast(bits, _dt.float32)


def _unpack_e2m1(s, x, axis):
    """Two e2m1 codes per byte, the low nibble first, unpacked along `axis` (int32 codes)."""
    shape = list(x.type.shape)
    lo = s.and_(x, 0xF)
    hi = s.and_(s.shr(x, 4), 0xF)
    j = s.join(lo, hi)  # shape + [2]
    r = len(shape)
    j = s.permute(j, list(range(axis + 1)) + [r] + list(range(axis + 1, r)))
    return s.reshape(j, shape[:axis] + [2 * shape[axis]] + shape[axis + 1:], False)


def _operand(s, x, fmt, which, k_axis, k_pack):
    """(float32 tensor, unpacked shape) of one operand in `fmt`."""
    if fmt in ("bf16", "fp16"):
        want = _dt.bfloat16 if fmt == "bf16" else _dt.float16
        if x.dtype != want:
            raise KernelError(f"dot_scaled: {which} in format {fmt!r} must be a {want!r} tensor, got {x.dtype!r}")
        return s.cast(x, _dt.float32)
    if x.dtype.is_fp8():
        want = {"e4m3": "fp8e4nv", "e5m2": "fp8e5"}.get(fmt)
        if x.dtype.name != want:
            raise KernelError(f"dot_scaled: {which} in format {fmt!r} must be a uint8 tensor"
                              f"{' or float8' + fmt[1:] if want else ''}, got {x.dtype!r}")
        x = s.bitcast(x, _dt.uint8)
    elif x.dtype not in (_dt.uint8, _dt.int8):
        raise KernelError(f"dot_scaled: {which} in format {fmt!r} must be a uint8 tensor, got {x.dtype!r}")
    codes = s.cast(s.bitcast(x, _dt.uint8), _dt.int32)
    if fmt == "e2m1":
        codes = _unpack_e2m1(s, codes, k_axis if k_pack else 1 - k_axis)
    return _decode_mx(s, codes, fmt)


def _scale_values(s, sc):
    """float32 2^(sc-127) of the uint8 e8m0 scales `sc`; 0 is 2^-127 (subnormal), 0xFF NaN."""
    v = s.cast(s.bitcast(sc, _dt.uint8), _dt.int32)
    bits = s.shl(v, 23)
    bits = s.where(s.equal(v, 0), 1 << 22, bits)
    bits = s.where(s.equal(v, 255), 0x7FC00000, bits)
    return s.bitcast(bits, _dt.float32)


def _check_scale(sc, which, rows, rows_name, k):
    """The scale factor (K elements per scale) of `sc`, or 0 for no scale (None or one element)."""
    if sc is None:
        return 0
    if not sc.type.is_block():
        return 0
    shape = list(sc.type.shape)
    if sc.dtype not in (_dt.uint8, _dt.int8):
        raise KernelError(f"dot_scaled: {which}_scale must be a uint8 tensor (e8m0), got {sc.dtype!r}")
    numel = 1
    for d in shape:
        numel *= d
    if numel == 1:
        return 0
    if len(shape) != 2:
        raise KernelError(f"dot_scaled: {which}_scale must be 2D, got shape {shape}")
    if shape[0] != rows:
        raise KernelError(f"scales {rows_name} dimension must match the operand {rows_name} dimension")
    factor = k // shape[1]
    if factor not in (16, 32):
        raise KernelError(f"scale factor must be 16 or 32. Got {factor}")
    return factor


def _apply_scale(s, v, sc, k_axis, factor):
    """v (float32, [M, K] with k_axis=1 or [K, N] with k_axis=0) times its scales ([rows, K//factor])."""
    if sc is None:
        return v
    scale = _scale_values(s, sc)
    if not sc.type.is_block() or sc.type.numel == 1:
        return s.mul(v, scale)
    rows, k = (v.type.shape[0], v.type.shape[1]) if k_axis == 1 else (v.type.shape[1], v.type.shape[0])
    g = k // factor
    if k_axis == 1:  # [M, K] -> [M, g, factor] * [M, g, 1]
        v3 = s.reshape(v, [rows, g, factor], False)
        return s.reshape(s.mul(v3, s.expand_dims(scale, 2)), [rows, k], False)
    # [K, N] -> [g, factor, N] * [g, 1, N] (scale is [N, g])
    v3 = s.reshape(v, [g, factor, rows], False)
    sct = s.expand_dims(s.permute(scale, [1, 0]), 1)
    return s.reshape(s.mul(v3, sct), [k, rows], False)


@builtin
def dot_scaled(lhs, lhs_scale, lhs_format, rhs, rhs_scale, rhs_format, acc=None, fast_math=False,
               lhs_k_pack=True, rhs_k_pack=True, out_dtype=_dt.float32):
    """(lhs * lhs_scale) @ (rhs * rhs_scale) + acc for microscaled operands: `lhs` [M, K] and `rhs`
    [K, N] in format "e2m1" (two codes per uint8, low nibble first, packed along K, or along M / N
    with lhs_k_pack / rhs_k_pack False), "e4m3", "e5m2" (uint8 or the fp8 dtype), "bf16" or "fp16";
    scales uint8 e8m0 of shape [M, K//32] and [N, K//32] (or K//16), or None. Computed in float32."""
    s = sem()
    lf, rf = _format(lhs_format, "lhs"), _format(rhs_format, "rhs")
    a, b = s.to_tensor(lhs), s.to_tensor(rhs)
    for t, which in ((a, "lhs"), (b, "rhs")):
        if not t.type.is_block() or len(t.type.shape) != 2:
            raise KernelError(f"dot_scaled: {which} must be a 2D tensor, got "
                              f"{list(t.type.shape) if t.type.is_block() else 'a scalar'}")
    lkp, rkp = bool(unwrap(lhs_k_pack)), bool(unwrap(rhs_k_pack))
    la, rb = unwrap(lhs_scale), unwrap(rhs_scale)
    la = None if la is None else s.to_tensor(la)
    rb = None if rb is None else s.to_tensor(rb)
    if la is not None and lf in ("bf16", "fp16"):
        raise KernelError(f"dot_scaled: lhs in format {lf!r} takes no scale (lhs_scale must be None)")
    if rb is not None and rf in ("bf16", "fp16"):
        raise KernelError(f"dot_scaled: rhs in format {rf!r} takes no scale (rhs_scale must be None)")
    sa, sb = list(a.type.shape), list(b.type.shape)
    ka = sa[1] * (2 if lf == "e2m1" and lkp else 1)
    kb = sb[0] * (2 if rf == "e2m1" and rkp else 1)
    m = sa[0] * (2 if lf == "e2m1" and not lkp else 1)
    n = sb[1] * (2 if rf == "e2m1" and not rkp else 1)
    fa = _check_scale(la, "lhs", m, "M", ka)
    fb = _check_scale(rb, "rhs", n, "N", kb)
    if fa and fb and fa != fb:
        raise KernelError(f"Operands must have the same scale factor; (lhs: {fa} vs rhs: {fb})")
    if ka != kb:
        raise KernelError(f"dot_scaled: the K dimensions of lhs ({ka}) and rhs ({kb}) must match "
                          f"(e2m1 packs two values per byte)")
    factor = fa or fb or 32
    for sc, f in ((la, fa), (rb, fb)):
        if sc is not None and f and sc.type.shape[1] != ka // factor:
            raise KernelError("scales K dimension must match the operand K divided by the scale factor")
    od = unwrap(out_dtype)
    od = _dt.float32 if od is None else od
    if not isinstance(od, _dt.dtype) or not od.is_floating():
        raise KernelError(f"dot_scaled: out_dtype must be a float dtype, got {od!r}")
    x = _apply_scale(s, _operand(s, a, lf, "lhs", 1, lkp), la, 1, factor)
    y = _apply_scale(s, _operand(s, b, rf, "rhs", 0, rkp), rb, 0, factor)
    c = unwrap(acc)
    if c is not None:
        c = s.cast(s.broadcast_to_shape(s.to_tensor(c), [m, n]), _dt.float32)
    # tf32 is exact here (the scaled operands have at most 11 significant bits, an fp32 exponent):
    # the same sum as "ieee", on a GPU's tensor cores (mma.sync m16n8k8, wgmma k8) instead of FMAs
    r = s.dot(x, y, c, "tf32", None, _dt.float32)
    return s.cast(r, od) if od != _dt.float32 else r
