"""tl.rand / randn / randint / randint4x / rand4x / randn4x against a NumPy Philox4x32-10."""
import numpy as np
import pytest

import tritium
import tritium.language as tl
from conftest import poison, run
from philox_ref import M32, np_randint4x, np_uniform, philox4x32  # noqa: F401


def test_philox_reference_known_answer():
    # Random123 known-answer test for philox4x32-10: counter = key = 0
    r = philox4x32(np.array([0]), np.array([0]), np.array([0]), np.array([0]), 0, 0)
    assert [int(v[0]) for v in r] == [0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8]
    ones = np.array([M32], dtype=np.uint64)
    r = philox4x32(ones, ones, ones, ones, M32, M32)
    assert [int(v[0]) for v in r] == [0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD]


@tritium.jit
def rng_kernel(out_ptr, seed, off_base, N: tl.constexpr, OP: tl.constexpr, WIDE: tl.constexpr):
    offs = tl.program_id(0) * N + tl.arange(0, N)
    if WIDE:
        o = offs.to(tl.int64) + off_base
    else:
        o = offs + off_base
    if OP == "randint":
        r = tl.randint(seed, o)
        tl.static_assert(r.dtype == tl.uint32)
        tl.store(out_ptr + offs, r)
    elif OP == "randint4x":
        a, b, c, d = tl.randint4x(seed, o)
        tl.store(out_ptr + 4 * offs + 0, a)
        tl.store(out_ptr + 4 * offs + 1, b)
        tl.store(out_ptr + 4 * offs + 2, c)
        tl.store(out_ptr + 4 * offs + 3, d)
    elif OP == "rand":
        r = tl.rand(seed, o)
        tl.static_assert(r.dtype == tl.float32)
        tl.store(out_ptr + offs, r)
    elif OP == "rand4x":
        a, b, c, d = tl.rand4x(seed, o)
        tl.store(out_ptr + 4 * offs + 0, a)
        tl.store(out_ptr + 4 * offs + 1, b)
        tl.store(out_ptr + 4 * offs + 2, c)
        tl.store(out_ptr + 4 * offs + 3, d)
    elif OP == "randn":
        tl.store(out_ptr + offs, tl.randn(seed, o))
    elif OP == "randn4x":
        a, b, c, d = tl.randn4x(seed, o)
        tl.store(out_ptr + 4 * offs + 0, a)
        tl.store(out_ptr + 4 * offs + 1, b)
        tl.store(out_ptr + 4 * offs + 2, c)
        tl.store(out_ptr + 4 * offs + 3, d)


def _gen(op, seed, n=64, base=0, wide=False, out_dtype=None, programs=2):
    per = 4 if op.endswith("4x") else 1
    out_dtype = out_dtype or ("uint32" if op.startswith("randint") else "float32")
    out = poison(n * programs * per, out_dtype)
    run(rng_kernel, (programs,), out, seed, base, N=n, OP=op, WIDE=wide)
    return out


@pytest.mark.parametrize("seed", [0, 42, 123456789, 2**31 - 1, -7, 2**40 + 3])
def test_randint_matches_philox(seed):
    got = _gen("randint", seed)
    ref = np_randint4x(seed, np.arange(128, dtype=np.int32))[0]
    np.testing.assert_array_equal(got, ref)


@pytest.mark.parametrize("seed", [17, 2**33 + 5])
def test_randint4x_matches_philox(seed):
    got = _gen("randint4x", seed).reshape(-1, 4)
    ref = np_randint4x(seed, np.arange(128, dtype=np.int32))
    for i in range(4):
        np.testing.assert_array_equal(got[:, i], ref[i])


def test_randint_int64_offsets_use_high_word():
    base = 3 * 2**32 + 11
    got = _gen("randint", 99, base=base, wide=True)
    offs = np.arange(128, dtype=np.int64) + base
    np.testing.assert_array_equal(got, np_randint4x(99, offs)[0])
    # not the same as the low word alone
    assert (got != np_randint4x(99, (offs & M32).astype(np.int64) * 0 + np.arange(128) + 11)[0]).any()


@pytest.mark.parametrize("seed", [1, 31337])
def test_rand_matches_reference_and_range(seed):
    got = _gen("rand", seed)
    ref = np_uniform(np_randint4x(seed, np.arange(128, dtype=np.int32))[0])
    np.testing.assert_array_equal(got, ref)
    assert (got >= 0).all() and (got < 1).all()


def test_rand4x_matches_reference():
    got = _gen("rand4x", 5).reshape(-1, 4)
    ref = np_randint4x(5, np.arange(128, dtype=np.int32))
    for i in range(4):
        np.testing.assert_array_equal(got[:, i], np_uniform(ref[i]))


def _np_normal(u1, u2):
    u1 = np.maximum(np.float32(1e-7), u1).astype(np.float64)
    th = 6.283185307179586 * u2.astype(np.float64)
    r = np.sqrt(-2.0 * np.log(u1))
    return r * np.cos(th), r * np.sin(th)


def test_randn_matches_box_muller():
    got = _gen("randn", 2024)
    i = np_randint4x(2024, np.arange(128, dtype=np.int32))
    n1, _ = _np_normal(np_uniform(i[0]), np_uniform(i[1]))
    np.testing.assert_allclose(got, n1, rtol=1e-4, atol=1e-5)
    got4 = _gen("randn4x", 2024).reshape(-1, 4)
    n1, n2 = _np_normal(np_uniform(i[0]), np_uniform(i[1]))
    n3, n4 = _np_normal(np_uniform(i[2]), np_uniform(i[3]))
    for k, ref in enumerate([n1, n2, n3, n4]):
        np.testing.assert_allclose(got4[:, k], ref, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("op", ["randint", "rand", "randn"])
def test_determinism_and_seed_sensitivity(op):
    a = _gen(op, 1234)
    b = _gen(op, 1234)
    c = _gen(op, 1235)
    d = _gen(op, 1234, base=1)
    np.testing.assert_array_equal(a, b)
    assert (a != c).mean() > 0.9
    np.testing.assert_array_equal(a[1:], d[:-1])  # offset shifts the stream
    assert len(np.unique(a)) > 120


def test_uniform_and_normal_statistics():
    u = _gen("rand", 7, n=1024, programs=4)
    assert (u >= 0).all() and (u < 1).all()
    assert abs(u.mean() - 0.5) < 0.02
    assert abs(u.std() - np.sqrt(1 / 12)) < 0.02
    z = _gen("randn", 7, n=1024, programs=4)
    assert abs(z.mean()) < 0.06
    assert abs(z.std() - 1.0) < 0.05
    assert np.isfinite(z).all()


@tritium.jit
def philox_direct_kernel(out_ptr, seed, N: tl.constexpr):
    offs = tl.arange(0, N)
    c = offs.to(tl.uint32)
    a, b, d, e = tl.philox(seed, c, c * 3, c * 0 + 5, c * 0, 10)
    tl.store(out_ptr + offs, a)
    tl.store(out_ptr + N + offs, b)
    tl.store(out_ptr + 2 * N + offs, d)
    tl.store(out_ptr + 3 * N + offs, e)


def test_philox_direct():
    out = poison(4 * 32, "uint32")
    seed = 0x1234567890AB
    run(philox_direct_kernel, (1,), out, seed, N=32)
    c = np.arange(32, dtype=np.uint64)
    ref = philox4x32(c, c * np.uint64(3), c * 0 + np.uint64(5), c * 0, seed & M32, seed >> 32)
    np.testing.assert_array_equal(out.reshape(4, 32), np.stack(ref))
