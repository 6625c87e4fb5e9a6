"""Named CPU targets (tritium/backends/cpu/targets.py): `cpu:host` by default, `cpu:x86-64` ...
`cpu:x86-64-v4` and `cpu:aarch64` compiled on any machine. Checked: the instructions and library
calls each target's code uses, that objects for this machine's architecture run (compared with
NumPy on poisoned outputs), that others are refused with a clear error, and the cache keys.
"""
import platform
import struct

import numpy as np
import pytest

import tritium
from tritium.backends.base import Target
from tritium.backends.cpu import targets
from tritium.backends.registry import drivers, parse_target
from cpuutil import add_kernel, aligned_nan, aligned_rand, backend_mode, cache_dir, entries  # noqa: F401  (fixtures)
from test_golden_ttir import CASES

X86 = platform.machine() in targets.X86_MACHINES
EM_AARCH64 = 183


def _compile(name: str, target: str):
    fn, sig, cx = CASES[name]
    return tritium.compile(fn, sig, cx, target=target)


def test_unknown_target_lists_the_known_ones():
    known = "cpu:host, cpu:x86-64, cpu:x86-64-v2, cpu:x86-64-v3, cpu:x86-64-v4, cpu:aarch64"
    with pytest.raises(ValueError, match=f"unknown CPU target 'cpu:foo'; known: {known}$"):
        _compile("vector_add", "cpu:foo")


def test_names_and_aliases_normalise():
    assert parse_target("cpu") == parse_target("cpu:") == parse_target("cpu:host") == Target("cpu", "host", 1)
    assert parse_target("cpu:x86_64") == Target("cpu", "x86-64", 1)
    assert parse_target("cpu:arm64") == Target("cpu", "aarch64", 1)
    assert drivers()["cpu"].get_current_target() == Target("cpu", "host", 1)


def test_default_target_is_host():
    ck = _compile("vector_add", "cpu")
    assert ck.metadata["target"] == "cpu:host"
    assert ck.metadata["n_regs"] == targets.describe("host")["vector_registers"]


# target -> (strings its softmax assembly must contain, strings it must not, n_regs); f32 exp is
# inline code everywhere (codegen/cpu/exp_inline.py: vscalefps with AVX-512), so no library call
# (test_cpu_math_fast.py checks that other functions still call libmvec / libm per target)
SOFTMAX_ASM = {
    "x86-64-v4": (["zmm", "vscalefps"], ["_ZGV", "expf"], 32),
    "x86-64-v3": (["ymm", "vfmadd"], ["zmm", "_ZGV", "expf", "vscalef"], 16),
    "x86-64": (["xmm"], ["ymm", "zmm", "_ZGV", "expf"], 16),
    "aarch64": (["ret", ".4s", "fmla"], ["_ZGV", "xmm", "@PLT", "expf"], 32),
}


@pytest.mark.parametrize("arch", sorted(SOFTMAX_ASM))
def test_softmax_code_per_target(arch):
    ck = _compile("softmax_row", f"cpu:{arch}")
    must, must_not, n_regs = SOFTMAX_ASM[arch]
    asm = ck.asm["asm"]
    assert [s for s in must if s not in asm] == [] and [s for s in must_not if s in asm] == []
    assert ck.metadata["target"] == f"cpu:{arch}" and ck.metadata["n_regs"] == n_regs
    assert ck.metadata["externs"] == []


def test_aarch64_object_is_an_aarch64_elf():
    obj = _compile("vector_add", "cpu:aarch64").asm["obj"]
    assert obj[:4] == b"\x7fELF" and struct.unpack_from("<H", obj, 18)[0] == EM_AARCH64


def _skip_unless_runs_here(arch):
    why = targets.cannot_run_here(arch)
    if why:
        pytest.skip(f"cpu:{arch} {why}")


@pytest.mark.parametrize("arch", ["x86-64", "x86-64-v2", "x86-64-v3", "x86-64-v4"])
def test_x86_targets_run_correctly(arch, rng):
    _skip_unless_runs_here(arch)
    n = 1000
    x, y, z = aligned_rand(rng, n), aligned_rand(rng, n), aligned_nan(n)
    ck = add_kernel[(tritium.cdiv(n, 256),)](x, y, z, n, BLOCK=256, target=f"cpu:{arch}")
    assert ck.metadata["target"] == f"cpu:{arch}"
    np.testing.assert_allclose(z, x.astype(np.float64) + y, rtol=1e-6)

    rows, cols = 37, 100  # masked lanes hold -inf: exp must give 0 there
    a = rng.standard_normal((rows, cols), dtype=np.float32)
    out = np.full_like(a, np.nan)
    fn = CASES["softmax_row"][0]
    fn[(rows,)](out, a, cols, cols, cols, BLOCK=128, target=f"cpu:{arch}")
    e = np.exp(a.astype(np.float64) - a.max(axis=1, keepdims=True))
    np.testing.assert_allclose(out, e / e.sum(axis=1, keepdims=True), rtol=1e-5, atol=1e-7)


@pytest.mark.skipif(not X86, reason="an x86-64 host refuses AArch64 objects")
def test_aarch64_object_is_refused_on_x86():
    ck = _compile("vector_add", "cpu:aarch64")
    with pytest.raises(RuntimeError, match=r"^kernel add_kernel was compiled for cpu:aarch64 and cannot run on "
                                           r"this x86_64 machine: compile it for cpu:host, or export it"):
        drivers()["cpu"].load(ck.asm["obj"], ck.metadata)


@pytest.mark.skipif(not X86, reason="x86-64 feature levels")
def test_missing_features_are_named(monkeypatch):
    """A CPU without AVX-512 (pretended) cannot run cpu:x86-64-v4: the error says what it lacks."""
    ck = _compile("vector_add", "cpu:x86-64-v4")
    monkeypatch.setattr(targets.llvm, "get_host_cpu_features", lambda: {"avx2": True, "avx512f": True})
    with pytest.raises(RuntimeError, match="cpu:x86-64-v4 and cannot run on this x86_64 CPU, which lacks .*avx512bw"):
        drivers()["cpu"].load(ck.asm["obj"], ck.metadata)
    assert targets.runs_here("x86-64") and not targets.runs_here("x86-64-v3")


def test_cache_entries_per_target(cache_dir):  # noqa: F811 - the fixture
    archs = ["host", "x86-64-v3", "aarch64"]
    keys = {_compile("vector_add", f"cpu:{a}").metadata["key"] for a in archs}
    assert len(keys) == len(archs) == len(entries(cache_dir))
    again = _compile("vector_add", "cpu:aarch64")
    assert again.metadata["cache_hit"] and again.metadata["target"] == "cpu:aarch64"
