"""Philox 4x32-10 in NumPy: the reference tl.rand/tl.randint streams are checked against (Triton's
constants and rounds); shared by the random suite and the AOT/multi-GPU tests (no conftest import)."""
import numpy as np

M32 = 0xFFFFFFFF
PHILOX_KEY_A, PHILOX_KEY_B = 0x9E3779B9, 0xBB67AE85
PHILOX_ROUND_A, PHILOX_ROUND_B = 0xD2511F53, 0xCD9E8D57


def philox4x32(c0, c1, c2, c3, k0, k1, rounds=10):
    """Random123 Philox4x32 on uint64 NumPy arrays holding 32-bit values."""
    c0, c1, c2, c3 = (np.asarray(c, dtype=np.uint64) & M32 for c in (c0, c1, c2, c3))
    k0 = np.uint64(k0 & M32)
    k1 = np.uint64(k1 & M32)
    A, B = np.uint64(PHILOX_ROUND_A), np.uint64(PHILOX_ROUND_B)
    m = np.uint64(M32)
    for _ in range(rounds):
        pa = A * c0  # < 2^64: exact in uint64
        pb = B * c2
        n0 = ((pb >> np.uint64(32)) ^ c1 ^ k0) & m
        n2 = ((pa >> np.uint64(32)) ^ c3 ^ k1) & m
        c1 = pb & m
        c3 = pa & m
        c0, c2 = n0, n2
        k0 = np.uint64((int(k0) + PHILOX_KEY_A) & M32)
        k1 = np.uint64((int(k1) + PHILOX_KEY_B) & M32)
    return [c.astype(np.uint32) for c in (c0, c1, c2, c3)]


def np_randint4x(seed, offsets):
    offsets = np.asarray(offsets, dtype=np.int64)
    lo = offsets.astype(np.uint64) & np.uint64(M32)
    hi = (offsets.astype(np.uint64) >> np.uint64(32)) & np.uint64(M32) if offsets.dtype.itemsize > 4 else lo * 0
    s = int(seed) % (1 << 64)
    return philox4x32(lo, hi, np.zeros_like(lo), np.zeros_like(lo), s & M32, (s >> 32) & M32)


def np_uniform(u32):
    x = u32.view(np.int32)
    x = np.where(x < 0, ~x, x)  # -x - 1
    return x.astype(np.float32) * np.float32(4.6566127342e-10)
