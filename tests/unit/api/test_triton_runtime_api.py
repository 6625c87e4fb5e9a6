"""Triton's runtime and compiler API as torch's Inductor uses it (tests/clients runs Inductor itself):
make_backend, driver.active / set_active, backends as Triton lists them, triton.compile(ASTSource,
target=GPUTarget, options={...}), CompiledKernel.run with Triton 3.x's launcher signature,
launch_metadata, function, packed_metadata, src, and a kernel rebuilt from its pickled __dict__ as
torch moves it out of a compile worker."""
from __future__ import annotations

import collections
import pickle
import subprocess
import os
import sys

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium import knobs
from tritium.compiler import ASTSource, CompiledKernel, make_backend
from tritium.runtime import driver as driver_mod
from tritium.runtime.driver import GPUTarget
from aliasutil import run_under_alias


@tritium.jit
def scale_kernel(x_ptr, y_ptr, n, alpha, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m) * alpha, mask=m)


SIG = {"x_ptr": "*fp32", "y_ptr": "*fp32", "n": "i32", "alpha": "fp32", "BLOCK": "constexpr"}


def _compiled():
    src = ASTSource(scale_kernel, SIG, {"BLOCK": 128}, {(0,): [["tt.divisibility", 16]], (2,): [["tt.divisibility", 16]]})
    return src, tritium.compile(src, target=GPUTarget("cpu", "", 32),
                                options={"num_warps": 4, "debug": False, "launch_pdl": False})


def _run(ck, x, y, n, alpha, hooks=(None, None), meta=None):
    ck.run(tritium.cdiv(n, 128), 1, 1, 0, ck.function, ck.packed_metadata, meta, *hooks, x, y, n, alpha, 128)


def test_astsource_keeps_triton_s_fields_and_attrs_become_facts():
    src = ASTSource(scale_kernel, SIG, {"BLOCK": 128}, {(0,): [["tt.divisibility", 16]], (2,): [["tt.divisibility", 16]]})
    assert src.signature == SIG and src.constants == {(4,): 128} and src.name == "scale_kernel"
    assert src.facts == {"x_ptr": ["aligned_16"], "n": ["divisible_16"]}
    assert len(src.hash()) == 64 and src.hash() != ASTSource(scale_kernel, SIG, {"BLOCK": 64}).hash()
    with pytest.raises(TypeError, match="context"):  # (tests/unit/api/test_mlir_view.py: with one)
        src.make_ir(None, None, None, None, None)


def test_compile_run_with_triton_s_launcher_signature():
    src, ck = _compiled()
    assert ck.src is src and ck.src.fn is scale_kernel
    x = np.random.default_rng(0).standard_normal(1000).astype(np.float32)
    y = np.full_like(x, np.nan)
    _run(ck, x, y, 1000, 1.5)
    np.testing.assert_allclose(y, x.astype(np.float64) * 1.5, rtol=1e-6)
    m = ck.metadata
    assert (m.num_warps, m.num_ctas, m.cluster_dims) == (4, 1, (1, 1, 1)) and ck.packed_metadata[0] == 4
    assert isinstance(ck.function, int) and ck.function != 0 and len(ck.hash) == 64
    y[:] = np.nan
    _run(ck, x, y, 0, 1.5)  # an empty grid launches nothing
    assert np.isnan(y).all()


def test_run_calls_the_launch_hooks_and_launch_metadata_carries_the_kernel_s_name():
    _, ck = _compiled()
    assert ck.launch_metadata((8, 1, 1), 0) is None  # no hook set: None, as Triton's
    seen = []
    with knobs.runtime.scope():
        knobs.runtime.launch_enter_hook = lambda meta: seen.append(("enter", meta["name"]))
        meta = ck.launch_metadata((8, 1, 1), 0)
        x, y = np.ones(256, np.float32), np.zeros(256, np.float32)
        _run(ck, x, y, 256, 2.0, (knobs.runtime.launch_enter_hook, lambda meta: seen.append(("exit", meta["name"]))), meta)
    assert seen == [("enter", ck.name), ("exit", ck.name)] and (y == 2).all()


def test_run_rejects_a_tensor_of_another_device_and_takes_none_as_a_null_pointer_type_check():
    _, ck = _compiled()
    with pytest.raises(TypeError, match="expected an array"):
        _run(ck, "not an array", np.zeros(4, np.float32), 4, 1.0)


def test_run_takes_tensor_subclasses_the_fast_way(monkeypatch):
    """A model's weights are nn.Parameter, a torch.Tensor subclass: their address is taken as a
    tensor's (as_array_arg's general path cost 8 us a pointer on every launch)."""
    torch = pytest.importorskip("torch")
    _, ck = _compiled()
    import tritium.runtime.triton_run as triton_run

    def general(x):
        raise AssertionError(f"a {type(x).__name__} took the general path")
    monkeypatch.setattr(triton_run, "as_array_arg", general)
    x = torch.nn.Parameter(torch.randn(300), requires_grad=False)
    y = torch.full((300,), float("nan"))
    _run(ck, x, y, 300, 3.0)
    np.testing.assert_allclose(y.numpy(), x.detach().double().numpy() * 3.0, rtol=1e-6)


def test_a_kernel_rebuilt_from_its_pickled_dict_as_torch_does_loads_and_runs():
    """torch's TritonCompileResult pickles `kernel.__dict__` (module, function, run set to None; a
    dict metadata becomes a namedtuple on the way back) and rebuilds with CompiledKernel.__new__."""
    _, ck = _compiled()
    fn = ck.src.fn
    # torch's CachingAutotuner.prepare_for_pickle: what does not pickle is dropped from the function
    saved = (fn.fn, fn.__globals__, fn.used_global_vals, fn.repr)
    fn.fn, fn.__globals__, fn.used_global_vals, fn.repr = None, None, None, fn.repr(fn)
    try:
        state = {**ck.__dict__, "metadata": dict(ck.metadata), "module": None, "function": None, "run": None}
        state = pickle.loads(pickle.dumps(state))
    finally:
        fn.fn, fn.__globals__, fn.used_global_vals, fn.repr = saved
    assert state["_src"].fn.fn is None and state["_src"].fn.repr == "scale_kernel"
    meta = state["metadata"]
    state["metadata"] = collections.namedtuple("KernelMetadata", sorted(meta))(**meta)
    again = CompiledKernel.__new__(CompiledKernel)
    again.__dict__.update(state)
    again._init_handles()
    assert again.metadata.num_warps == 4 and again.metadata.get("target") == "cpu:host"
    x = np.random.default_rng(1).standard_normal(300).astype(np.float32)
    y = np.full_like(x, np.nan)
    _run(again, x, y, 300, -0.5)
    np.testing.assert_allclose(y, x * -0.5, rtol=1e-6)


def test_make_backend_and_the_driver_as_torch_reads_them():
    b = make_backend(GPUTarget("cpu", "", 32))
    opts = b.parse_options({"debug": True, "launch_pdl": True})  # unknown keys dropped, as Triton's
    assert opts.debug is True and "num_stages" in opts.__dict__ and b.hash() and b.binary_ext
    import tritium.backends as tb
    entries = tb.backends
    assert "cpu" in entries and "nvidia" in entries
    cpu = entries["cpu"]
    assert cpu.driver.is_active() and isinstance(b, cpu.compiler)
    active = driver_mod.driver.active
    try:
        driver_mod.driver.set_active(cpu.driver())
        assert isinstance(active, cpu.driver) and isinstance(active._obj, cpu.driver)
        assert active.get_current_target().backend == "cpu"
    finally:
        driver_mod.driver.reset_active()
    assert driver_mod.driver.active is active and driver_mod.driver.default is not None
    with pytest.raises(RuntimeError, match="unknown target"):
        make_backend(GPUTarget("nosuch", 0, 32))


def test_the_alias_reaches_child_processes(tmp_path):
    """A Python process started after the alias is installed imports tritium as `triton` (torch's
    compile workers are such processes)."""
    out = run_under_alias(tmp_path, (
        "import subprocess, sys, triton\n"
        "out = subprocess.run([sys.executable, '-c', 'import triton; print(triton._tritium.__name__, "
        "triton.__version__)'], capture_output=True, text=True)\n"
        "print(out.stdout.strip() or out.stderr)\n"), timeout=300)
    assert out.returncode == 0 and out.stdout.strip() == "tritium 3.6.0", out.stdout + out.stderr


def test_triton_c_bindings_say_they_are_not_there():
    """Of Triton's C++ bindings there are `libtriton.ir` and `libtriton.nvidia.cublas`; any other
    name says why it is missing, as an AttributeError (torch's getattr(module, name, None) over
    sys.modules sees it missing; `from ... import name` is then an ImportError)."""
    from tritium.backends.cuda import cublas
    from tritium.compat import _TritonPackage
    from tritium.errors import UnsupportedTritonAPI
    c = _TritonPackage(tritium)._C
    assert c.libtriton.nvidia.cublas.CublasLt is cublas.CublasLt
    for get in (lambda: c.libtriton.amd, lambda: c.libtriton.nvidia.translate_llvmir_to_ptx, lambda: c.other):
        with pytest.raises(UnsupportedTritonAPI, match="no C\\+\\+ or MLIR bindings") as e:
            get()
        assert isinstance(e.value, AttributeError)  # (getattr with a default, hasattr: missing)
    assert getattr(c, "torch", None) is None and not hasattr(c.libtriton, "amd")


@tritium.constexpr_function
def _twice(n):
    return 2 * n


@tritium.constexpr_function
def _thrice(n):
    return 3 * n


@tritium.jit
def constexpr_helper_kernel(x_ptr, N: tl.constexpr):
    offs = tl.arange(0, _twice(N))
    tl.store(x_ptr + offs, offs.to(tl.float32) + _twice(N))


def test_constexpr_function_is_tritons(monkeypatch):
    """`@constexpr_function` gives Triton's ConstexprFunction (torch checks the type in
    triton.runtime.jit and copies `.src` into the code it generates); it runs while compiling, and
    its source is part of the calling kernel's cache key."""
    from tritium.frontend import fingerprint
    from tritium.runtime.jit import ConstexprFunction
    assert isinstance(_twice, ConstexprFunction) and _twice(4) == 8 and _twice.fn(5) == 10
    assert _twice.src.startswith("def _twice(n):") and "return 2 * n" in _twice.src
    x = np.full(16, np.nan, np.float32)
    constexpr_helper_kernel[(1,)](x, N=8)
    np.testing.assert_array_equal(x, np.arange(16, dtype=np.float32) + 16)
    before = fingerprint.source_hash(constexpr_helper_kernel)
    monkeypatch.setitem(constexpr_helper_kernel.fn.__globals__, "_twice", _thrice)
    assert fingerprint.source_hash(constexpr_helper_kernel) != before


@tritium.aggregate
class _Doubler:
    x: tl.tensor

    @tritium.constexpr_function
    def __init__(self, x):
        self.x = x

    @tritium.must_use_result
    @tritium.constexpr_function
    def factor(self):
        return 2


@tritium.jit
def unused_constexpr_method_kernel():
    d = _Doubler(tl.full((16,), 1.0, tl.float32))
    d.factor()


def test_a_bound_constexpr_method_keeps_must_use_result():
    """`obj.method` of an aggregate binds the ConstexprFunction; must_use_result's mark stays."""
    from tritium.frontend.errors import CompilationError
    with pytest.raises(CompilationError, match="The result of d.factor is not being used"):
        tritium.compile(ASTSource(unused_constexpr_method_kernel, {}, {}), target=GPUTarget("cpu", "", 32))


STATIC_LAUNCH_SCRIPT = '''
import os, sys, triton, triton.language as tl
from triton.compiler import ASTSource
from triton.backends.compiler import GPUTarget

@triton.jit
def axpy_kernel(x_ptr, y_ptr, n, alpha, flag, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x_ptr + offs, mask=m) * alpha
    if flag:
        v = v + 1.0
    tl.store(y_ptr + offs, v, mask=m)

sig = {"x_ptr": "*fp32", "y_ptr": "*fp32", "n": "i32", "alpha": "fp32", "flag": "i1", "BLOCK": "constexpr"}
ck = triton.compile(ASTSource(axpy_kernel, sig, {"BLOCK": 128}), target=GPUTarget("cuda", 90, 32),
                    options={"num_warps": 4})
from torch._inductor.runtime.cache_dir_utils import triton_cache_dir
from torch._inductor.runtime.runtime_utils import triton_hash_to_path_key
path = os.path.join(triton_cache_dir(0), triton_hash_to_path_key(ck.hash), ck.src.fn.__name__ + ".cubin")
assert open(path, "rb").read() == ck.asm["cubin"], path
ck._cubin_path = path
from torch._inductor.runtime.static_triton_launcher import StaticallyLaunchedCudaKernel
k = StaticallyLaunchedCudaKernel(ck)
print("static", k.name, k.arg_tys, k.num_warps, k.shared, k.has_global_scratch, k.has_profile_scratch)
'''


def test_triton_compile_for_cuda_leaves_the_cubin_where_torch_s_static_launcher_reads_it(tmp_path):
    """Triton's compile() leaves the cubin in <TRITON_CACHE_DIR>/<_base32(hash)>/<name>.cubin, where
    torch's Inductor finds it to launch with its C++ launcher (StaticallyLaunchedCudaKernel) instead of
    the kernel's Python run(): tritium's triton.compile() does too, and torch's launcher accepts the
    kernel as Triton's (its arguments' types from the signature, no scratch arguments)."""
    pytest.importorskip("torch")
    from tritium.backends.cuda import toolchain as tc
    try:
        tc.find_ptxas()
    except tc.ToolchainError:
        pytest.skip("ptxas not installed (pip install nvidia-cuda-nvcc)")
    script = tmp_path / "static_launch.py"
    script.write_text(STATIC_LAUNCH_SCRIPT)
    import os
    env = dict(os.environ, TRITON_CACHE_DIR=str(tmp_path / "triton"), TRITIUM_CACHE_DIR=str(tmp_path / "tritium"))
    out = subprocess.run([sys.executable, "-m", "tritium", "run", str(script)], capture_output=True, text=True,
                         timeout=300, env=env)
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.split() == ["static", "axpy_kernel", "OOifi", "4", "0", "False", "False"], out.stdout
    # written once: a second compile (a cache hit) finds the same bytes there
    out = subprocess.run([sys.executable, "-m", "tritium", "run", str(script)], capture_output=True, text=True,
                         timeout=300, env=env)
    assert out.returncode == 0 and out.stdout.startswith("static"), out.stdout + out.stderr


def test_cuda_driver_is_active_as_triton_answers_it(monkeypatch):
    """Triton's CudaDriver.is_active() is torch's `cuda.is_available()` (not HIP): Inductor's compile
    workers ask it; tritium answers the same where torch is imported, else by cuInit."""
    import importlib
    import types
    cuda_driver = importlib.import_module("tritium.backends.cuda.driver")  # (the package's `driver` is an instance)

    def no_gpu():
        raise RuntimeError("cuInit failed")
    monkeypatch.setattr(cuda_driver, "init", no_gpu)
    fake = types.SimpleNamespace(cuda=types.SimpleNamespace(is_available=lambda: True),
                                 version=types.SimpleNamespace(hip=None))
    monkeypatch.setitem(sys.modules, "torch", fake)
    assert cuda_driver.CUDADriver.is_active()
    fake.version.hip = "6.2"  # (a ROCm torch: not CUDA)
    assert not cuda_driver.CUDADriver.is_active()
    fake.version.hip, fake.cuda.is_available = None, lambda: False
    assert not cuda_driver.CUDADriver.is_active()
    monkeypatch.setattr(cuda_driver, "init", lambda: 1)  # (no torch answer: cuInit's)
    assert cuda_driver.CUDADriver.is_active()


@pytest.mark.skipif(os.uname().machine not in ("x86_64", "amd64"), reason="the native launch (express.py) is x86-64 only")
def test_triton_s_run_takes_the_native_cpu_launch(monkeypatch):
    """torch's Inductor launches through CompiledKernel.run: from the kernel's third launch on, that
    is the CPU's native launch (express.py), as @jit's is, not the launcher's Python path (a list of
    values, which the native launch does not take, sent every launch there)."""
    from tritium.backends.cpu.driver import CPULauncher
    _, ck = _compiled()
    python_calls = []
    real = CPULauncher.__call__
    monkeypatch.setattr(CPULauncher, "__call__", lambda self, grid, args, *a, **k: (
        python_calls.append(grid), real(self, grid, args, *a, **k))[1])
    rng = np.random.default_rng(7)
    for i in range(5):
        x = rng.standard_normal(1000).astype(np.float32)
        y = np.full_like(x, np.nan)
        _run(ck, x, y, 1000, 0.5 + i)
        np.testing.assert_allclose(y, x.astype(np.float64) * (0.5 + i), rtol=1e-6)
    assert ck.launch is not None and len(python_calls) <= 2, python_calls


def test_alias_modules_answer_getattr_with_a_default(tmp_path):
    """torch (Dynamo) looks names up on every module in sys.modules with getattr(module, name, None):
    under the alias every module named triton* must answer it, not raise (each torch.compile failed
    once when `triton._C...` modules raised their own errors)."""
    out = run_under_alias(tmp_path, (
        "import sys, triton, triton._C.libtriton.nvidia.cublas, triton._C.libtriton.ir\n"
        "bad = []\n"
        "for name, m in list(sys.modules.items()):\n"
        "    if name.startswith('triton') and m is not None:\n"
        "        for attr in ('torch', 'no_such_name_here'):\n"
        "            try:\n"
        "                getattr(m, attr, None)\n"
        "            except Exception as e:\n"
        "                bad.append(f'{name}.{attr}: {type(e).__name__}')\n"
        "print(len([n for n in sys.modules if n.startswith('triton')]), bad)\n"))
    n, bad = out.stdout.split(" ", 1)
    assert int(n) > 20 and bad.strip() == "[]", out.stdout + out.stderr
