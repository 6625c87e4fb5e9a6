"""Shared pieces of the libdevice suites (test_libdevice*.py): one kernel per arity that
applies a libdevice function by name, the launch helper, edge values, bit-exact and ulp comparisons,
and seeded generators."""
import math
import zlib

import numpy as np
import pytest

import tritium
import tritium.language as tl
from conftest import poison, run
from tritium.language.extra import libdevice as ld

mp = pytest.importorskip("mpmath")
mp.mp.prec = 160

N = 128


@tritium.jit
def _k1(x_ptr, o_ptr, n, FN: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    m = offs < n
    r = getattr(ld, FN)(tl.load(x_ptr + offs, mask=m))
    tl.store(o_ptr + offs, r, mask=m)


@tritium.jit
def _k2(x_ptr, y_ptr, o_ptr, n, FN: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    m = offs < n
    r = getattr(ld, FN)(tl.load(x_ptr + offs, mask=m), tl.load(y_ptr + offs, mask=m))
    tl.store(o_ptr + offs, r, mask=m)


@tritium.jit
def _k3(x_ptr, y_ptr, z_ptr, o_ptr, n, FN: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    m = offs < n
    r = getattr(ld, FN)(tl.load(x_ptr + offs, mask=m), tl.load(y_ptr + offs, mask=m), tl.load(z_ptr + offs, mask=m))
    tl.store(o_ptr + offs, r, mask=m)


@tritium.jit
def _k4(a_ptr, b_ptr, c_ptr, d_ptr, o_ptr, n, FN: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    m = offs < n
    r = getattr(ld, FN)(tl.load(a_ptr + offs, mask=m), tl.load(b_ptr + offs, mask=m), tl.load(c_ptr + offs, mask=m),
                        tl.load(d_ptr + offs, mask=m))
    tl.store(o_ptr + offs, r, mask=m)


_NP = {"fp32": np.float32, "fp64": np.float64, "int32": np.int32, "uint32": np.uint32, "int64": np.int64,
       "uint64": np.uint64}


def _launch(fn, args, out_dt):
    n = args[0].size
    out = poison(n, out_dt)
    kern = {1: _k1, 2: _k2, 3: _k3, 4: _k4}[len(args)]
    run(kern, (1,), *args, out, n, FN=fn, BLOCK=N)
    return out


def _edges(dt):
    f = np.finfo(dt)
    return np.array([0.0, -0.0, np.inf, -np.inf, np.nan, f.smallest_subnormal, -f.smallest_subnormal,
                     f.smallest_normal, -f.tiny * 3, f.max, -f.max, 1.0, -1.0, 0.5, 2.5, -3.5, 1e10, -1e10,
                     float(2 ** 40) + 0.5 if dt == np.float64 else 8388607.5], dtype=dt)


def _floats(rng, dt, lo=-10.0, hi=10.0, edges=True, n=N):
    x = rng.uniform(lo, hi, n).astype(dt)
    if edges:
        e = _edges(dt)
        x[:len(e)] = e
    return x


def _bits_equal(a, b):
    a, b = np.asarray(a), np.asarray(b)
    if a.dtype.kind == "f":
        nan = np.isnan(a) & np.isnan(b)
        it = np.uint32 if a.dtype == np.float32 else np.uint64
        same = a.view(it) == b.view(it)
        return same | nan
    return a == b


def _assert_exact(got, want, xs):
    ok = _bits_equal(got, want)
    if not ok.all():
        i = int(np.argmin(ok))
        raise AssertionError(f"{int((~ok).sum())} mismatches; first at {i}: inputs {[x[i] for x in xs]} "
                             f"got {got[i]!r} want {want[i]!r}")


def _ulps(got, want):
    """Distance in ulps of the result type (want: the reference as float64, rounded here)."""
    dt = got.dtype
    w = want.astype(dt)
    it = np.int32 if dt == np.float32 else np.int64
    sign = 1 << (np.dtype(it).itemsize * 8 - 1)

    def ordered(v):  # the float's position on the number line, as a Python int
        b = int(np.array(v).view(it))
        return -(b + sign) if b < 0 else b
    d = []
    for g, r in zip(got.tolist(), w.tolist()):
        g, r = dt.type(g), dt.type(r)
        if np.isnan(g) or np.isnan(r):
            d.append(0.0 if np.isnan(g) and np.isnan(r) else math.inf)
        else:
            d.append(float(abs(ordered(g) - ordered(r))))
    return np.array(d)




def _rng(*key) -> np.random.Generator:
    """A generator seeded by the test's parameters (hash() of strings changes from run to run)."""
    return np.random.default_rng(zlib.crc32(repr(key).encode()))
