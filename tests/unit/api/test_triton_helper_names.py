"""Triton's helper names that torch imports beside the runtime API: native_specialize_impl with the
backend's parse_attr / get_*_specialization, triton._utils' path helpers, the InterpretedFunction type,
triton.runtime.cache.knobs, and triton.testing's GPU roofline helpers (which describe a CUDA GPU and
say so on the CPU). The pairs are Triton 3.6's (its C++ native_specialize_impl), checked by value."""
from __future__ import annotations

import collections

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium import knobs
from tritium.backends import BaseBackend
from tritium.backends.triton_view import TritonCompiler
from tritium.runtime.interpreted import InterpretedFunction
from tritium.runtime.iterable_paths import find_paths_if, get_iterable_path
from tritium.runtime.jit import native_specialize_impl
from tritium.tools.tensor_descriptor import TensorDescriptor
from aliasutil import run_under_alias


@tritium.jit
def _k(x):
    pass


def spec(arg, **kw):
    kw = {"is_const": False, "specialize_value": True, "align": True, **kw}
    return native_specialize_impl(BaseBackend, arg, kw["is_const"], kw["specialize_value"], kw["align"])


def test_scalars_by_triton_rules():
    assert spec(1) == ("constexpr", 1)                   # ints equal to 1 are constants
    assert spec(1, specialize_value=False) == ("i32", None)
    assert spec(48) == ("i32", "D") and spec(47) == ("i32", "")
    assert spec(48, align=False) == ("i32", "")
    assert spec(-2**31) == ("i32", "D") and spec(-2**31 - 1) == ("i64", "") and spec(2**31) == ("i64", "D")
    assert spec(2**63 + 16) == ("u64", "D")
    with pytest.raises(OverflowError):
        spec(2**64)
    assert spec(True) == ("u1", None) and spec(2.5) == ("fp32", None)
    assert spec(None) == ("constexpr", None)
    assert spec(tl.constexpr(8)) == ("constexpr", tl.constexpr(8))
    assert spec(_k)[0] == "constexpr" and isinstance(spec(_k)[1], str)


def test_arrays_tuples_and_descriptors():
    rng = np.random.default_rng(0)
    a = rng.standard_normal(64).astype(np.float16)
    assert spec(a) == ("*fp16", "D")
    assert spec(a[1:]) == ("*fp16", "")                  # 2 bytes past a 16-byte boundary
    assert spec(a, is_const=True) == ("*kfp16", "D")
    assert spec(a, specialize_value=False) == ("*fp16", None)
    P = collections.namedtuple("P", "x n")
    types, keys = spec(P(a, 32))
    assert isinstance(types, P) and types == P("*fp16", "i32") and keys == P("D", "D")
    assert spec(()) == ((), ())
    d = TensorDescriptor.from_tensor(rng.standard_normal((64, 32)).astype(np.float32), [16, 32])
    assert spec(d) == ("tensordesc<fp32[16, 32]>", None)
    with pytest.raises(TypeError, match="failed to specialize argument of type: object"):
        spec(object())


def test_paths_and_parse_attr_rebuild_a_specialisation():
    """torch's use: the paths of the string keys, each parsed by the backend."""
    keys = [spec(x)[1] for x in (np.zeros(4, np.float32), 16, 1, (7, (32, None)))]
    paths = find_paths_if(keys, lambda _, x: isinstance(x, str))
    assert paths == [(0,), (1,), (3, 0), (3, 1, 0)]
    attrs = {p: TritonCompiler.parse_attr(get_iterable_path(keys, p)) for p in paths}
    assert attrs == {(0,): [["tt.divisibility", 16]], (1,): [["tt.divisibility", 16]], (3, 0): [],
                     (3, 1, 0): [["tt.divisibility", 16]]}
    assert get_iterable_path(keys, ()) is keys
    with pytest.raises(TypeError):
        TritonCompiler.parse_attr(16)


def test_one_base_backend():
    from tritium.backends import compiler
    assert BaseBackend is compiler.BaseBackend is TritonCompiler  # (Triton re-exports it: one class)


def test_no_kernel_is_an_interpreted_function():
    assert not isinstance(_k, InterpretedFunction)
    with pytest.raises(TypeError, match="TRITIUM_INTERPRET"):
        InterpretedFunction(lambda: None)


def test_cache_module_exposes_knobs():
    from tritium.store import cache
    assert cache.knobs is knobs and cache.knobs.cache.dir


def test_roofline_helpers_name_the_missing_gpu(monkeypatch):
    from tritium import testing
    from tritium.runtime import driver
    monkeypatch.setattr(driver, "active", driver.active)  # (restored after)
    if driver.active.get_current_target().backend == "cuda":
        pytest.skip("a CUDA driver is active: tests/cuda checks the figures")
    for fn, args in ((testing.get_dram_gbps, ()), (testing.get_max_tensorcore_tflops, ("float16", 1e6)),
                     (testing.get_max_simd_tflops, ("float32", 1e6))):
        with pytest.raises(RuntimeError, match="describes an NVIDIA GPU"):
            fn(*args)


def test_roofline_figures_from_device_properties(monkeypatch):
    """An H100-like device (132 SMs, 2619 MHz HBM over 5120 bits, sm_90) through a stand-in driver."""
    from tritium import testing
    from tritium.backends.base import Target

    class Utils:
        def get_device_properties(self, device):
            assert device == 0
            return {"multiprocessor_count": 132, "mem_clock_rate": 2619000, "mem_bus_width": 5120}

    class Active:
        utils = Utils()

        def get_current_target(self):
            return Target("cuda", 90, 32)

        def get_current_device(self):
            return 0

    monkeypatch.setattr("tritium.runtime.driver.active", Active())
    assert testing.get_dram_gbps() == pytest.approx(2619000 * 5120 * 2 / 1e6 / 8)
    clock = 1_755_000  # kHz
    assert testing.get_max_tensorcore_tflops("torch.float16", clock) == pytest.approx(132 * 4 * clock * 512e-9)
    assert testing.get_max_tensorcore_tflops(tl.float8e4nv, clock) == pytest.approx(132 * 4 * clock * 1024e-9)
    assert testing.get_max_simd_tflops("float32", clock) == pytest.approx(132 * 4 * clock * 32e-9)
    with pytest.raises(RuntimeError, match="not supported"):
        testing.get_max_tensorcore_tflops("float64", clock)


def test_missing_triton_modules_say_why(tmp_path):
    """Under the alias, importing a Triton module tritium has not got raises an error that says why
    and is an ImportError (so `try: import ... except ImportError` falls back)."""
    out = run_under_alias(tmp_path, (
        "import importlib\n"
        "for name in ('triton.profiler.language', 'triton.experimental.gluon', 'triton._C.libtriton.amd'):\n"
        "    try:\n"
        "        importlib.import_module(name)\n"
        "    except ImportError as e:\n"
        "        print(name, '->', type(e).__name__, '|', e)\n")).stdout.splitlines()
    assert len(out) == 3, out
    for line, why in zip(out, ("in-kernel instrumentation", "Gluon", "no C++ or MLIR bindings")):
        assert "is not available under tritium" in line and why in line, line
