"""Triton's public API names that libraries and Triton's own tests use (issue 8): the error classes
and where Triton raises them, the module layout behind `import triton`, reinterpret."""
import subprocess
import sys

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.frontend.errors import CompilationError, CompileTimeAssertionFailure, UnsupportedLanguageConstruct
from tritium.errors import InterpreterError, OutOfResources, PTXASError
from aliasutil import run_under_alias


@tritium.jit
def static_assert_kernel(x_ptr, N: tl.constexpr):
    tl.static_assert(N % 2 == 0, "N must be even")
    tl.store(x_ptr + tl.arange(0, N), tl.zeros((N,), tl.float32))


@tritium.jit
def with_statement_kernel(x_ptr):
    with open("x"):
        pass


def test_error_classes_derive_from_triton_error():
    for cls in (CompilationError, CompileTimeAssertionFailure, UnsupportedLanguageConstruct, InterpreterError,
                OutOfResources, PTXASError):
        assert issubclass(cls, tritium.TritonError), cls
    from tritium.backends.cuda.toolchain import PTXASError as CudaPTXASError
    assert issubclass(CudaPTXASError, PTXASError)


def test_static_assert_is_a_compile_time_assertion_failure_at_its_line(monkeypatch):
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")  # compiled: no cause (the interpreter's has one, as in Triton)
    x = np.zeros(4, np.float32)
    with pytest.raises(CompileTimeAssertionFailure) as info:
        static_assert_kernel[(1,)](x, N=3)
    assert "N must be even" in str(info.value) and "tl.static_assert" in str(info.value)
    assert info.value.__cause__ is None


def test_unsupported_syntax_is_an_unsupported_language_construct():
    with pytest.raises(UnsupportedLanguageConstruct):
        with_statement_kernel[(1,)](np.zeros(1, np.float32))


def test_interpreter_errors_are_interpreter_errors(monkeypatch):
    @tritium.jit
    def oob(x_ptr):
        tl.store(x_ptr + 1000, 1.0)
    monkeypatch.setenv("TRITIUM_INTERPRET", "1")
    with pytest.raises(InterpreterError, match="out-of-bounds"):
        oob[(1,)](np.zeros(4, np.float32))


def test_import_triton_gives_triton_s_module_layout():
    """Under `tritium run`, the modules Triton's tests and libraries import exist under their names
    (`triton.runtime.jit` is the module, not the decorator)."""
    code = (
        "from tritium.compat import install_triton_alias; install_triton_alias()\n"
        "import triton, triton.runtime.jit as j\n"
        "from triton.compiler.errors import CompilationError, CompileTimeAssertionFailure\n"
        "from triton.runtime.errors import InterpreterError, OutOfResources\n"
        "import triton.errors\n"
        "assert j.JITFunction is triton.JITFunction and callable(triton.jit)\n"
        "assert triton.compiler.errors.CompilationError is CompilationError\n"
        "assert issubclass(CompilationError, triton.TritonError) and triton.errors.TritonError is triton.TritonError\n"
        "assert triton.reinterpret is j.reinterpret and triton.TensorWrapper is j.TensorWrapper\n"
        "import tritium, triton.language as tl\n"
        "assert triton.__version__ == '3.6.0' and tritium.__version__ != triton.__version__\n"
        "assert triton.language is tl and triton.KernelInterface is tritium.KernelInterface\n"
        "import importlib.util\n"  # torch's Triton probe when CUDA initialises
        "assert importlib.util.find_spec('triton').name == 'triton' and importlib.util.find_spec('triton.language')\n"
        "print('ok')\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr


def test_jit_function_attributes_libraries_read(tmp_path):
    """cache_key, src from `def`, __globals__, repr / launch_metadata accepted, unknown
    do_not_specialize names ignored (as Triton does)."""
    @tritium.jit(repr=lambda meta: "named", launch_metadata=None, do_not_specialize=["n", "not_a_param"])
    def kernel(x_ptr, n, BLOCK: tl.constexpr):
        tl.store(x_ptr + tl.arange(0, BLOCK), tl.zeros((BLOCK,), tl.float32) + n)
    assert kernel.src.startswith("def kernel(")
    assert kernel.__globals__ is globals() and len(kernel.cache_key) == 64
    assert kernel.repr(None) == "named" and kernel.do_not_specialize == {1}
    x = np.full(8, np.nan, np.float32)
    kernel[(1,)](x, 3, BLOCK=8)
    np.testing.assert_array_equal(x, 3.0)


@tritium.jit
def store_scalar_kernel(x_ptr, v):
    tl.store(x_ptr, v)


@tritium.jit
def cache_cs_kernel(x_ptr, y_ptr, N: tl.constexpr):
    o = tl.arange(0, N)
    tl.store(y_ptr + o, tl.load(x_ptr + o, cache_modifier=".cs") * 2, cache_modifier=".cs")


@tritium.jit
def scalar_row_kernel(x_ptr, y_ptr, N: tl.constexpr):
    p = x_ptr[None, :]  # a scalar pointer indexed as a row: a 1-element tile, as in Triton
    o = tl.arange(0, N)
    tl.store(y_ptr + o[None, :], tl.load(p + o[None, :]))


@pytest.mark.parametrize("mode", ["1", "0"])
def test_small_triton_behaviours(mode, monkeypatch):
    """Issue 8's list: uint64 arguments up to 2^64-1, the `.cs` load cache modifier, a scalar
    pointer indexed with [None, :], num_warps that is not a power of two."""
    monkeypatch.setenv("TRITIUM_INTERPRET", mode)
    x = np.zeros(1, np.uint64)
    store_scalar_kernel[(1,)](x, 2**64 - 1)
    assert int(x[0]) == 2**64 - 1
    a = np.random.default_rng(0).standard_normal(8).astype(np.float32)
    b = np.full(8, np.nan, np.float32)
    cache_cs_kernel[(1,)](a, b, N=8)
    np.testing.assert_array_equal(b, a * 2)
    c = np.full(8, np.nan, np.float32)
    scalar_row_kernel[(1,)](a, c, N=8)
    np.testing.assert_array_equal(c, a)
    with pytest.raises(AssertionError, match="must be a power of 2"):
        store_scalar_kernel.warmup(x, 1, grid=(1,), num_warps=3)
    store_scalar_kernel.warmup(x, 5, grid=(1,), num_warps=2)


def test_constexpr_listed_in_do_not_specialize_is_a_compilation_error_when_compiled():
    @tritium.jit(do_not_specialize=["N"])
    def kernel(N: tl.constexpr):
        pass
    with pytest.raises(CompilationError, match="N marked as constexpr and listed in do_not_specialize"):
        kernel[(1,)](5)
    with pytest.raises(CompilationError, match="N marked as constexpr and listed in do_not_specialize"):
        tritium.compile(kernel, {}, {"N": 5})


def test_set_allocator_is_recorded_and_the_default_explains_itself():
    from tritium.runtime import _allocation
    calls = []
    tritium.set_allocator(lambda size, align, stream: calls.append((size, align)) or np.empty(size, np.int8))
    try:
        _allocation.get_allocator()(64, 16, None)
        assert calls == [(64, 16)]
    finally:
        tritium.set_allocator(_allocation.NullAllocator())
    with pytest.raises(RuntimeError, match="triton.set_allocator"):
        _allocation.get_allocator()(64, 16, None)


@tritium.jit
def mul_add_kernel(data):
    ptrs = data + tl.arange(0, 16)
    tl.store(ptrs, tl.load(ptrs) * 1.5 + 1.0)


def test_knobs_groups_scope_copy_reset_and_environment(tmp_path, monkeypatch):
    from tritium import knobs
    monkeypatch.setenv("TRITIUM_CACHE_DIR", str(tmp_path / "env"))
    assert knobs.cache.dir == str(tmp_path / "env")
    with knobs.cache.scope():
        knobs.cache.dir = str(tmp_path / "set")
        assert knobs.cache.dir == str(tmp_path / "set")
        from tritium.store.cache import FileCache
        assert str(FileCache().root) == str(tmp_path / "set")  # the cache follows the knob
    assert knobs.cache.dir == str(tmp_path / "env")  # the scope restored it
    fresh = knobs.runtime.copy().reset()
    assert set(fresh.knob_descriptors) >= {"interpret", "debug", "override_arch", "jit_cache_hook"}
    assert knobs.cache.knob_descriptors["dir"].key == "TRITIUM_CACHE_DIR"
    monkeypatch.setattr(knobs, "propagate_env", True)
    with knobs.runtime.scope():
        knobs.runtime.override_arch = "sm80"
        assert __import__("os").environ["TRITON_OVERRIDE_ARCH"] == "sm80"
    monkeypatch.delenv("TRITON_OVERRIDE_ARCH", raising=False)


@pytest.mark.parametrize("fusion", [False, True])
def test_default_fp_fusion_knob_sets_the_default(fusion, monkeypatch):
    from tritium import knobs
    with knobs.language.scope():
        knobs.language.default_fp_fusion = fusion
        ck = tritium.compile(mul_add_kernel, {"data": tl.pointer_type(tl.float32)}, {})
        assert ("math.fma" in ck.asm["ttir"]) == fusion
        ck2 = tritium.compile(mul_add_kernel, {"data": tl.pointer_type(tl.float32)}, {}, enable_fp_fusion=True)
        assert "math.fma" in ck2.asm["ttir"]  # an explicit option wins


@tritium.jit
def dot16_kernel(a_ptr, b_ptr, c_ptr):
    i = tl.arange(0, 16)
    a = tl.load(a_ptr + i[:, None] * 16 + i[None, :])
    b = tl.load(b_ptr + i[:, None] * 16 + i[None, :])
    tl.store(c_ptr + i[:, None] * 16 + i[None, :], tl.dot(a, b))


@pytest.mark.parametrize("interpret", ["1", "0"])
def test_fp32_default_knob_sets_the_dot_precision(interpret, monkeypatch):
    """TRITON_F32_DEFAULT (knobs.language.fp32_default) is the input precision of fp32 dots that
    name none, as in Triton (libraries' GPU tests set it to "ieee"), and part of the cache key. (A
    kernel already loaded in this process keeps its code when the knob changes, as in Triton.)"""
    from tritium import knobs
    monkeypatch.setenv("TRITIUM_INTERPRET", interpret)
    rng = np.random.default_rng(7)
    a, b = (rng.standard_normal((16, 16)).astype(np.float32) for _ in range(2))
    exact = a.astype(np.float64) @ b.astype(np.float64)
    sig = {"a_ptr": "*fp32", "b_ptr": "*fp32", "c_ptr": "*fp32"}

    def error(launch):
        c = np.full((16, 16), np.nan, np.float32)
        launch(a, b, c)
        return np.abs(c - exact).max()
    with knobs.language.scope():
        knobs.language.fp32_default = "tf32"
        tf32 = error(dot16_kernel[(1,)])
        ck_tf32 = tritium.compile(dot16_kernel, sig, {})
        knobs.language.fp32_default = "ieee"
        ck_ieee = tritium.compile(dot16_kernel, sig, {})
        ieee = error(ck_ieee[(1,)])
    assert "tf32" in ck_tf32.asm["ttir"] and "tf32" not in ck_ieee.asm["ttir"] and ck_tf32.hash != ck_ieee.hash
    assert ieee < 1e-4 < tf32 < 0.1, (ieee, tf32)  # tf32 keeps 10 mantissa bits: errors near 1e-2


def test_runtime_interpret_knob(monkeypatch):
    from tritium import knobs
    monkeypatch.delenv("TRITIUM_INTERPRET", raising=False)
    x = np.zeros(16, np.float32) + 2
    with knobs.runtime.scope():
        knobs.runtime.interpret = True
        ck = mul_add_kernel[(1,)](x)
        assert ck.module is not None and "obj" not in ck.asm  # the interpreter ran it
    np.testing.assert_allclose(x, 4.0)


def test_compile_takes_triton_type_strings_in_the_signature():
    ck = tritium.compile(mul_add_kernel, {"data": "*fp32"}, {})
    assert ck.asm["ttir"] == tritium.compile(mul_add_kernel, {"data": tl.pointer_type(tl.float32)}, {}).asm["ttir"]
    with pytest.raises(TypeError, match=r"signature of 'data': unknown type '\*fp99'"):
        tritium.compile(mul_add_kernel, {"data": "*fp99"}, {})


@tritium.jit
def desc_copy(d, out_ptr, n, R: tl.constexpr, C: tl.constexpr):
    x = d.load([0, 0])
    tl.store(out_ptr + tl.arange(0, R)[:, None] * C + tl.arange(0, C)[None, :], x)


def test_launch_marks_descriptors_a_tensor_map_can_describe(monkeypatch):
    """The launch's specialisation gives a TensorDescriptor's base the `tensor_map` fact (what a
    CUDA kernel needs before it copies the descriptor's boxes by TMA) only where the driver could
    map it: a 16-byte aligned base, positive sizes, positive strides of multiples of 16 bytes; the
    kernel is otherwise the same and reads the same values."""
    from tritium.tools.tensor_descriptor import TensorDescriptor
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")  # (compiled for the CPU: the interpreter takes no facts)
    rng = np.random.default_rng(3)
    base = rng.standard_normal(4096).astype(np.float32)
    cases = [((16, 32), (36, 1), 0, True),     # 144-byte rows: mappable (though 36 is no multiple of 16)
             ((16, 32), (34, 1), 0, False),    # 136-byte rows
             ((16, 32), (36, 1), 1, False),    # a base 4 bytes past an aligned one
             ((16, 32), (0, 1), 0, False),     # a broadcast row (stride 0)
             ((0, 32), (36, 1), 0, False)]     # empty
    for shape, strides, skip, want in cases:
        arr = base[skip:] if base[skip:].ctypes.data % 16 == 4 * skip % 16 else None
        if arr is None or base.ctypes.data % 16:
            pytest.skip("NumPy did not align the array to 16 bytes")
        d = TensorDescriptor(arr, list(shape), list(strides), [16, 32])
        out = np.full((16, 32), np.nan, np.float32)
        ck = desc_copy[(1,)](d, out, 0, R=16, C=32)
        assert ("tt.tensor_maps = [0]" in ck.asm["ttir"]) == want, (shape, strides, skip)
        rows = [[arr[i * strides[0] + j] if i < shape[0] else 0.0 for j in range(32)] for i in range(16)]
        np.testing.assert_array_equal(out, np.array(rows, np.float32))


def test_compile_takes_tensor_descriptor_types_in_the_signature():
    """'tensordesc<fp32[16, 32]>' (Triton's spelling, also in one signature string with the other
    types) is the host TensorDescriptor parameter the JIT derives from a descriptor argument that
    Triton's TensorDescriptor would accept (a 16-byte aligned base, strides of multiples of 16
    bytes: a tensor map can describe it); through ASTSource too."""
    from tritium.compiler import ASTSource
    from tritium.frontend.block_pointers import TensorDescSig
    jit_type = TensorDescSig.make(tl.pointer_type(tl.float32), [16, 32])
    cx = {"R": 16, "C": 32}
    facts = {"d": (["aligned_16", "tensor_map"], [], [], [])}
    want = tritium.compile(desc_copy, {"d": jit_type, "out_ptr": "*fp32", "n": "i32"}, cx, facts=facts).asm["ttir"]
    assert "tt.divisibility = [16, 1, 1, 1, 1, 1], tt.tensor_maps = [0]" in want
    assert tritium.compile(ASTSource(desc_copy, {"d": "tensordesc<fp32[16, 32]>", "out_ptr": "*fp32", "n": "i32"},
                                     cx)).asm["ttir"] == want
    assert tritium.compile(desc_copy, {"d": "tensordesc<fp32[16, 32]>", "out_ptr": "*fp32", "n": "i32"},
                           cx).asm["ttir"] == want
    assert tritium.compile(desc_copy, "tensordesc<fp32[16,32]>, *fp32, i32", cx).asm["ttir"] == want
    nan = tritium.compile(desc_copy, "tensordesc<fp32[16, 32],nan>, *fp32, i32", cx).asm["ttir"]
    assert nan != want and "nan" in nan.lower()
    for bad in ("tensordesc<fp99[16, 32]>", "tensordesc<fp32[]>", "tensordesc<fp32[16, 32]", "tensordesc<fp32[16,,32]>",
                "tensordesc<fp32[0, 32]>"):
        with pytest.raises(TypeError, match="signature of 'd'"):
            tritium.compile(desc_copy, {"d": bad, "out_ptr": "*fp32", "n": "i32"}, cx)


@tritium.jit
def scale_kernel(x_ptr, out_ptr, N: tl.constexpr):
    offs = tl.arange(0, N)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs) * 2.0)


def test_unsafe_update_src_compiles_the_edited_source():
    """Upstream's patch_kernel edits a kernel's source through JITFunction._unsafe_update_src."""
    kernel = tritium.JITFunction(scale_kernel.fn)
    kernel._unsafe_update_src(kernel.src.replace("* 2.0", "* 3.0"))
    x = np.random.default_rng(3).standard_normal(16).astype(np.float32)
    out = np.full(16, np.nan, np.float32)
    kernel[(1,)](x, out, N=16)
    np.testing.assert_allclose(out, x * 3.0)
    scale_kernel[(1,)](x, out, N=16)  # the template is untouched
    np.testing.assert_allclose(out, x * 2.0)
    with pytest.raises(ValueError, match="must start at `def`"):
        kernel._unsafe_update_src("x = 1")


def test_jit_repr_names_the_kernel():
    def name_of(spec):
        ones = "_".join(k for k, v in spec.constants.items() if v == 1)
        return f"kern_{spec.signature['a']}_{ones}"

    @tritium.jit(repr=name_of)
    def kern(a, is_one, X):
        tl.store(X, a + is_one)

    x = np.zeros(1, np.float32)
    for interp in (True, False):
        kern.interpret = interp
        h = kern.warmup(5, 1, x, grid=(1,))
        assert h.name == "kern_i32_is_one", h.name
        x[0] = np.nan
        assert kern[(1,)](5, 1, x, warmup=True).name == h.name and np.isnan(x[0])  # compiles, runs nothing
        kern[(1,)](5, 1, x)
        assert x[0] == 6.0
        x[0] = 0


@tritium.jit
def bad_axis_kernel(x_ptr):
    tl.store(x_ptr, tl.program_id(20))


def test_interpreter_raises_kernel_mistakes_as_both_error_classes(monkeypatch):
    """Triton's interpreter raises a kernel mistake as InterpreterError (its cause the mistake),
    compiled Triton as CompilationError; in tritium's interpreter the error is both."""
    monkeypatch.setenv("TRITIUM_INTERPRET", "1")
    x = np.zeros(1, np.int32)
    with pytest.raises(InterpreterError) as e:
        bad_axis_kernel[(1,)](x)
    assert isinstance(e.value, CompilationError)
    assert "program_id axis must be 0, 1, or 2 but got 20" in str(e.value.__cause__)
    assert "bad_axis_kernel" in str(e.value) or "program_id(20)" in str(e.value)
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")
    with pytest.raises(CompilationError) as e:
        bad_axis_kernel[(1,)](x)
    assert not isinstance(e.value, InterpreterError)


@tritium.jit(noinline=True)
def _scale_noinline(v, k):
    return v * k


@tritium.jit
def noinline_block_kernel(x_ptr):
    r = tl.arange(0, 16)
    tl.store(x_ptr + r, _scale_noinline(tl.load(x_ptr + r), 3.0))


def test_noinline_with_a_block_argument(monkeypatch):
    """Compiled, Triton refuses a noinline helper given a block; its interpreter runs it as Python."""
    x = np.linspace(1, 2, 16).astype(np.float32)
    monkeypatch.setenv("TRITIUM_INTERPRET", "1")
    y = x.copy()
    noinline_block_kernel[(1,)](y)
    np.testing.assert_array_equal(y, x * np.float32(3.0))
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")
    with pytest.raises(CompilationError, match="marked noinline, but was called with a non-scalar argument"):
        noinline_block_kernel[(1,)](x.copy())


@tritium.jit
def hooked_kernel(x_ptr, n, SCALE: tl.constexpr, DT: tl.constexpr):
    r = tl.arange(0, 16)
    tl.store(x_ptr + r, (tl.load(x_ptr + r) * SCALE + n).to(DT))


def test_jit_hooks_specialization_data_and_preload(monkeypatch):
    from tritium import knobs
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")
    seen = {}

    def cache_hook(**kw):
        seen.update(kw)
        return kw["is_manual_warmup"] is False and seen.setdefault("refuse", False)

    with knobs.runtime.scope():
        knobs.runtime.jit_cache_hook = cache_hook
        hooked_kernel.kernels.clear()
        x = np.arange(16, dtype=np.float32)
        ck = hooked_kernel.warmup(x, 3, SCALE=2.0, DT=tl.float32, grid=(1,))
        assert ck is not None and seen["fn"].jit_function is hooked_kernel and "hooked_kernel" in seen["repr"]
        data = seen["compile"]["specialization_data"]
        hooked_kernel.device_caches["cpu"][0].clear()  # Triton's way to drop compiled specialisations
        assert not hooked_kernel.kernels
        pre = hooked_kernel.preload(data)
        assert pre.hash == ck.hash and pre.hash
        hooked_kernel[(1,)](x, 3, SCALE=2.0, DT=tl.float32)  # runs what preload compiled: no new compile
        np.testing.assert_array_equal(x, np.arange(16, dtype=np.float32) * 2 + 3)
        seen["refuse"] = True  # a hook that returns True takes the kernel over: nothing compiles or runs
        y = np.ones(16, np.float32)
        assert hooked_kernel[(1,)](y, 5, SCALE=1.0, DT=tl.float32) is None
        np.testing.assert_array_equal(y, 1.0)
    with pytest.raises(RuntimeError, match="Specialization data is for"):
        static_assert_kernel.preload(data)


def test_launch_enter_and_exit_hooks(monkeypatch):
    from tritium import knobs
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")
    calls = []
    with knobs.runtime.scope():
        knobs.runtime.launch_enter_hook = lambda m: calls.append(("enter", m["name"]))
        knobs.runtime.launch_exit_hook = lambda m: calls.append(("exit", m["name"]))
        hooked_kernel[(1,)](np.ones(16, np.float32), 1, SCALE=1.0, DT=tl.float32)
    assert calls == [("enter", calls[0][1]), ("exit", calls[0][1])] and "hooked_kernel" in calls[0][1]
    hooked_kernel[(1,)](np.ones(16, np.float32), 1, SCALE=1.0, DT=tl.float32)
    assert len(calls) == 2  # the scope restored the hooks (none)


def test_torch_inductor_imports_triton_under_tritium_run(tmp_path):
    """torch's Triton probe and inductor's triton_compat import cleanly with `import triton` being
    tritium (triton.backends.compiler, triton.compiler.compiler, triton.runtime.autotuner/cache ...)."""
    out = run_under_alias(tmp_path, (
        "import torch, triton\n"
        "from torch.utils._triton import has_triton_package, has_triton\n"
        "assert has_triton_package() and has_triton()  # 'cpu' is in triton.backends.backends\n"
        "from torch._inductor.runtime import triton_compat, hints\n"
        "from triton.backends.compiler import GPUTarget, BaseBackend\n"
        "from triton.runtime.cache import triton_key\n"
        "assert triton_compat.HAS_TRITON and triton_compat.GPUTarget is GPUTarget and triton_key()\n"
        "assert not hasattr(triton.backends.compiler, 'AttrsDescriptor')  # Triton 3.6 has none\n"
        "print('ok')\n"), timeout=600)
    assert out.returncode == 0 and out.stdout.strip().endswith("ok"), out.stderr[-3000:]
