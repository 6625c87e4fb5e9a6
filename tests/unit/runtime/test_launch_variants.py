"""A compiled kernel that cannot run a launch's arguments raises `LaunchNeedsVariant` naming the
options of a variant that can (the CUDA launcher does for an empty made descriptor: no tensor map
describes one, the kernel compiled with tma_descriptors=False runs it). The jit launch then
compiles and runs that variant, once per specialisation, and a variant that refuses too raises."""
import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.errors import LaunchNeedsVariant


@tritium.jit
def scale(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m) * 3.0, mask=m)


@pytest.fixture(autouse=True)
def compiled(monkeypatch):
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")  # (the unit suite's default is the interpreter)


def _refusing(ck, options):
    """Make `ck`'s launches refuse their arguments, asking for a variant with `options`."""
    def refuse(*a, **k):
        raise LaunchNeedsVariant("these arguments need another variant", options)
    ck.launch = ck.launcher = refuse


def test_the_jit_launch_runs_the_variant_the_kernel_asks_for():
    x = np.random.default_rng(7).standard_normal(1000).astype(np.float32)
    out = np.full_like(x, np.nan)
    ck = scale[(4,)](x, out, 1000, BLOCK=256)
    _refusing(ck, {"tma_descriptors": False})
    out[:] = np.nan
    variant = scale[(4,)](x, out, 1000, BLOCK=256)
    assert variant is not ck
    np.testing.assert_allclose(out, x.astype(np.float64) * 3.0, rtol=1e-6)
    # the variant is kept under its options: the next refused launch compiles nothing more
    out[:] = np.nan
    assert scale[(4,)](x, out, 1000, BLOCK=256) is variant
    np.testing.assert_allclose(out, x.astype(np.float64) * 3.0, rtol=1e-6)


def test_a_variant_that_refuses_too_raises():
    x = np.random.default_rng(8).standard_normal(100).astype(np.float32)
    out = np.full_like(x, np.nan)
    ck = scale[(1,)](x, out, 100, BLOCK=128, tma_descriptors=False)
    _refusing(ck, {"tma_descriptors": False})
    with pytest.raises(LaunchNeedsVariant, match="another variant"):
        scale[(1,)](x, out, 100, BLOCK=128, tma_descriptors=False)
