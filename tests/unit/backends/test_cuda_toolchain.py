"""The CUDA backend without a GPU: the llir -> ptx -> cubin toolchain stages on hand-written NVPTX
kernels, target and option handling, and how CUDA memory arguments are keyed and placed.

Needs llvmlite and ptxas (the `cuda` extra's nvidia-cuda-nvcc wheel); runs on CPU-only machines.
"""
import ctypes
import re
import shlex
import struct
import subprocess
import sys

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.backends import registry
from tritium.backends.cuda import ARCHS, compiler as cc
import cuda_testkernels as TK
from tritium.backends.cuda import toolchain as tc
from tritium.frontend import dtypes as tdt

def _ptxas():
    try:
        return tc.find_ptxas()
    except tc.ToolchainError:
        return None


needs_ptxas = pytest.mark.skipif(_ptxas() is None, reason="ptxas not installed (pip install nvidia-cuda-nvcc)")


def _elf_header(cubin: bytes):
    return cubin[:4], cubin[4], struct.unpack_from("<H", cubin, 18)[0]


# ------------------------------------------------------------------------------------ finding tools
def test_find_ptxas_honours_the_environment(monkeypatch, tmp_path):
    fake = tmp_path / "my-ptxas"
    fake.write_text("#!/bin/sh\necho 'Cuda compilation tools, release 12.4, V12.4.131'\n")
    fake.chmod(0o755)
    monkeypatch.setenv("TRITIUM_PTXAS", str(fake))
    assert tc.find_ptxas() == str(fake)
    assert tc.ptxas_version() == "12.4 V12.4.131"
    assert tc.ptx_version(90) == 84  # the PTX this ptxas accepts, not LLVM's newest
    with pytest.raises(tc.ToolchainError, match="sm_100 needs PTX ISA 8.6"):
        tc.ptx_version(100)
    monkeypatch.delenv("TRITIUM_PTXAS")
    monkeypatch.setenv("TRITON_PTXAS_PATH", str(fake))
    assert tc.find_ptxas() == str(fake)
    monkeypatch.setenv("TRITON_PTXAS_PATH", str(tmp_path / "nothing-here"))
    with pytest.raises(tc.ToolchainError, match="TRITON_PTXAS_PATH"):
        tc.find_ptxas()


def test_missing_ptxas_says_how_to_install_it(monkeypatch, tmp_path):
    for var in ("TRITIUM_PTXAS", "TRITON_PTXAS_PATH", "CUDA_HOME", "CUDA_PATH"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setattr(tc, "_wheel_dirs", lambda: [])
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(tc.ToolchainError) as e:
        tc.find_ptxas()
    assert "pip install nvidia-cuda-nvcc" in str(e.value) and "CUDA_HOME" in str(e.value)
    with pytest.raises(tc.ToolchainError, match="pip install nvidia-cuda-nvcc"):
        tc.ptx_to_cubin(".version 8.0\n.target sm_80\n.address_size 64\n", 80, {"name": "k"})
    # without ptxas the hash is still computable (compiling then raises); PTX falls back to LLVM's newest
    assert tc.ptx_version(90) == tc.LLVM_MAX_PTX


def test_ptxas_version_parsing_table():
    assert tc.ptx_version_for("13.0") == 90
    assert tc.ptx_version_for("12.8") == 87
    assert tc.ptx_version_for("12.4") == 84
    assert tc.ptx_version_for("11.8") == 78


# ---------------------------------------------------------------------------------- llir -> cubin
@needs_ptxas
@pytest.mark.parametrize("arch", [80, 89, 90, "90a"])
def test_vector_add_to_cubin(arch):
    meta = {"name": "vector_add"}
    ptx = tc.llir_to_ptx(TK.VECTOR_ADD, arch, meta)
    assert re.search(rf"^\.target sm_{arch}$", ptx, re.M)
    assert ".visible .entry vector_add(" in ptx
    v = meta["ptx_version"]
    assert f".version {v // 10}.{v % 10}" in ptx and meta["arch"] == str(arch)
    cubin = tc.ptx_to_cubin(ptx, arch, meta)
    magic, elf_class, machine = _elf_header(cubin)
    assert magic == b"\x7fELF" and elf_class == 2 and machine == 190  # 64-bit ELF, EM_CUDA
    assert tc.cubin_arch(cubin) == str(arch)
    assert meta["n_regs"] > 0 and meta["n_spills"] == 0 and meta["local_bytes"] == 0 and meta["static_shared"] == 0
    assert re.match(r"\d+\.\d+ V[\d.]+", meta["ptxas_version"])


def test_cubin_arch_reads_both_elf_layouts():
    def elf(abi, flags, note=b""):
        h = bytearray(64)
        h[:4], h[4], h[8] = b"\x7fELF", 2, abi
        struct.pack_into("<H", h, 18, 190)
        struct.pack_into("<I", h, 48, flags)
        return bytes(h) + note
    assert tc.cubin_arch(elf(7, 0x500550)) == "80"  # CUDA <= 12.7: SM in the low byte
    assert tc.cubin_arch(elf(7, 0x5a0d5a)) == "90a"  # EF_CUDA_ACCELERATORS_V1 (0x800)
    assert tc.cubin_arch(elf(8, 0x6005a04)) == "90"  # CUDA >= 12.8: SM in bits 8-15
    assert tc.cubin_arch(elf(8, 0x6005a04, b"-O 3 -arch sm_90a \0")) == "90a"
    assert tc.cubin_arch(elf(8, 0x6006402)) == "100"
    with pytest.raises(ValueError):
        tc.cubin_arch(b"\x7fELF" + bytes(60))


@needs_ptxas
def test_libdevice_is_linked_only_when_called(monkeypatch):
    meta = {"name": "exp_kernel"}
    ptx = tc.llir_to_ptx(TK.EXP, 90, meta)
    assert "__nv_expf" not in ptx and ".extern" not in ptx  # inlined from libdevice
    assert "ex2.approx" in ptx  # libdevice's expf
    assert [ln for ln in ptx.splitlines() if ln.startswith(".visible")] == [".visible .entry exp_kernel("]
    tc.ptx_to_cubin(ptx, 90, meta)

    def no_libdevice():
        raise AssertionError("libdevice looked up for a kernel that does not call it")
    monkeypatch.setattr(tc, "find_libdevice", no_libdevice)
    tc.llir_to_ptx(TK.VECTOR_ADD, 90, {})
    monkeypatch.setattr(tc, "find_libdevice", lambda: None)
    with pytest.raises(tc.ToolchainError, match=r"__nv_expf.*pip install nvidia-cuda-nvcc"):
        tc.llir_to_ptx(TK.EXP, 90, {})


def test_unknown_intrinsic_is_a_clear_error():
    with pytest.raises(tc.LLIRError, match=r"LLVM does not know the intrinsic llvm\.nvvm\.no\.such\.intrinsic\.f"):
        tc.llir_to_ptx(TK.UNKNOWN_INTRINSIC, 90, {})


@pytest.mark.parametrize("text,message", [
    ("define ptx_kernel void @k(i32 %a) {\n  %x = add i32 %a, %y\n  ret void\n}\n", "use of undefined value '%y'"),
    ("define ptx_kernel void @k(i32 %a) {\nentry:\n  br label %b\nb:\n  %x = add i32 %z, 1\n  %z = add i32 %a, 1\n"
     "  ret void\n}\n", "Instruction does not dominate all uses"),
    ("define void @k() {\n  ret void\n}\n", "defines no `ptx_kernel` function"),
])
def test_malformed_llir_is_an_exception_not_an_abort(text, message):
    with pytest.raises(tc.LLIRError, match=re.escape(message)):
        tc.llir_to_ptx('target triple = "nvptx64-nvidia-cuda"\n' + text, 90, {})


def test_kernel_names():
    assert tc.kernel_names(TK.VECTOR_ADD) == ["vector_add"]
    assert tc.kernel_names('define internal void @f() {\n}\ndefine ptx_kernel void @"a.b"(i32 %x) {\n}\n') == ["a.b"]


@needs_ptxas
def test_bad_ptx_is_a_ptxas_error_with_a_command_that_reproduces_it():
    ptx = tc.llir_to_ptx(TK.VECTOR_ADD, 90, {}).replace("add.rn.f32", "add.bogus.f32")
    with pytest.raises(tc.PTXASError) as e:
        tc.ptx_to_cubin(ptx, 90, {"name": "vector_add"})
    msg = str(e.value)
    assert "ptxas failed" in msg and "bogus" in msg and ".ptx, line" in msg
    cmd = msg.split("reproduce: ", 1)[1].strip()
    again = subprocess.run(shlex.split(cmd), capture_output=True, text=True)
    assert again.returncode != 0 and "bogus" in again.stderr + again.stdout


def test_ptxas_verbose_parsing():
    out = """ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function 'other' for 'sm_90'
ptxas info    : Function properties for other
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 8 registers, used 0 barriers
ptxas info    : Compiling entry function 'k' for 'sm_90'
ptxas info    : Function properties for k
    48 bytes stack frame, 20 bytes spill stores, 28 bytes spill loads
ptxas info    : Used 255 registers, used 1 barriers, 4096 bytes smem, 380 bytes cmem[0]
"""
    got = tc._parse_verbose(out, "k")
    assert got == {"n_regs": 255, "spill_stores": 20, "spill_loads": 28, "n_spills": 48, "local_bytes": 48,
                   "static_shared": 4096}
    assert tc._parse_verbose(out, "other")["n_regs"] == 8


@needs_ptxas
def test_maxnreg_and_static_shared_reach_the_metadata():
    src = TK._HEAD + TK._IDS + """
@buf = internal addrspace(3) global [256 x float] undef, align 16
define ptx_kernel void @st(ptr addrspace(1) %x) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr float, ptr addrspace(1) %x, i32 %tid
  %v = load float, ptr addrspace(1) %p
  %s = getelementptr float, ptr addrspace(3) @buf, i32 %tid
  store volatile float %v, ptr addrspace(3) %s
  %w = load volatile float, ptr addrspace(3) %s
  store float %w, ptr addrspace(1) %p
  ret void
}
"""
    meta = {"name": "st"}
    cubin = tc.ptx_to_cubin(tc.llir_to_ptx(src, 80, meta), 80, meta, maxnreg=24)
    assert meta["static_shared"] == 1024 and 0 < meta["n_regs"] <= 24
    assert tc.cubin_arch(cubin) == "80"


def test_toolchain_hash_names_the_versions():
    import llvmlite
    h = tc.toolchain_hash()
    assert f"llvmlite{llvmlite.__version__}" in h and "llvm22" in h
    p = _ptxas()
    assert ("ptxas" + tc.ptxas_version().replace(" ", "-") in h) if p else "ptxasmissing" in h


# ----------------------------------------------------------------------------- backend and target
def test_backend_is_registered_and_lazy():
    assert isinstance(registry.backends()["cuda"], cc.CUDABackend)
    code = ("import sys, tritium; from tritium.backends import registry; registry.backends(); "
            "assert 'cuda.bindings' not in sys.modules, 'cuda-bindings imported eagerly'")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_targets():
    assert registry.parse_target("cuda:90") == tritium.backends.base.Target("cuda", 90, 32)
    assert registry.parse_target("cuda:sm_90a").arch == "90a"
    with pytest.raises(ValueError, match=r"unknown CUDA architecture '91'.*cuda:80.*cuda:90a"):
        registry.parse_target("cuda:91")
    assert {80, 86, 89, 90, "90a", 100, 120} <= set(ARCHS)


def test_cuda_without_an_arch_needs_a_gpu(monkeypatch):
    import importlib
    cd = importlib.import_module("tritium.backends.cuda.driver")
    monkeypatch.setattr(cd.CUDADriver, "is_available", lambda self: False)
    with pytest.raises(ValueError, match=r"needs an architecture.*'cuda:80'.*'cuda:90'"):
        registry.parse_target("cuda")


def test_options():
    b = registry.backends()["cuda"]
    o = b.parse_options({})
    assert (o.num_warps, o.num_stages, o.default_dot_input_precision, o.maxnreg) == (4, 3, "tf32", None)
    # launch options of other backends are accepted and do not change the key
    assert b.parse_options({"num_threads": 3, "waves_per_eu": 2, "grf_mode": "large"}).hash() == o.hash()
    assert b.parse_options({"num_warps": 8}).hash() != o.hash()
    with pytest.raises(KeyError, match="unknown options"):
        b.parse_options({"num_wraps": 8})
    with pytest.raises(ValueError, match="power of two"):
        b.parse_options({"num_warps": 3})


@tritium.jit
def add_kernel(x_ptr, y_ptr, z_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(z_ptr + offs, tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m), mask=m)


@needs_ptxas
def test_compile_for_cuda_without_a_gpu():
    sig = {"x_ptr": tdt.pointer_type(tdt.float32), "y_ptr": tdt.pointer_type(tdt.float32),
           "z_ptr": tdt.pointer_type(tdt.float32), "n": tdt.int32}
    ck = tritium.compile(add_kernel, sig, {"BLOCK": 1024}, target="cuda:90")
    assert list(ck.asm) == ["ttir", "ttgir", "llir", "ptx", "cubin"]
    assert tc.cubin_arch(ck.asm["cubin"]) == "90a"  # (cuda:90 is compiled as Triton does: sm_90a)
    assert ck.metadata["n_regs"] > 0 and ck.metadata["arg_types"][3] == "i32"


@needs_ptxas
def test_inline_asm_elementwise_assembles_with_packed_registers():
    """Four uint8 elements share one b32 register, int32 results take one each (as Triton packs)."""
    from test_elementwise import _asm_packed_bytes_kernel
    sig = {"x_ptr": tdt.pointer_type(tdt.uint8), "b_ptr": tdt.pointer_type(tdt.int32),
           "y_ptr": tdt.pointer_type(tdt.uint8), "c_ptr": tdt.pointer_type(tdt.int32),
           "d_ptr": tdt.pointer_type(tdt.int32)}
    ck = tritium.compile(_asm_packed_bytes_kernel, sig, {"BLOCK": 256}, target="cuda:90")
    assert tc.cubin_arch(ck.asm["cubin"]) == "90a"  # (cuda:90 is compiled as Triton does: sm_90a)
    assert re.search(r"call \{ i32(, i32){7} \} asm \"", ck.asm["llir"])  # 8 outputs: 2 results x pack 4
    assert "bitcast <4 x i8>" in ck.asm["llir"] and "bitcast i32" in ck.asm["llir"]
    assert ck.asm["ptx"].count("mov.b32 {t0, t1, t2, t3}") == 1  # 4 consecutive elements a thread: one run


@tritium.jit
def _lock_release_kernel(lock, data):
    tl.store(data, 7)
    tl.atomic_xchg(lock, 0)  # acq_rel by default: the store above must be visible first


def test_ordered_atomic_rmw_gets_fences():
    """LLVM's NVPTX backend drops an atomicrmw's ordering (a plain `atom`); the renderer puts it in
    fences, so a lock released with atomic_xchg publishes the stores before it."""
    ck = tritium.compile(_lock_release_kernel, {"lock": tdt.pointer_type(tdt.int32),
                                                "data": tdt.pointer_type(tdt.int32)}, {}, target="cuda:90")
    ptx = ck.asm["ptx"]
    st, rel, atom, acq = (ptx.index(x) for x in ("st.global.b32", "fence.release.gpu", "atom.global.exch",
                                                  "fence.acquire.gpu"))
    assert st < rel < atom < acq, ptx


@tritium.jit
def _reload_after_store_kernel(x_ptr):
    while tl.load(x_ptr) < 10:
        tl.store(x_ptr, tl.load(x_ptr) + 3)


def test_a_load_is_not_reused_across_a_store():
    """Loads are inline asm; marked pure, LLVM hoisted this loop's loads above it and the kernel spun
    forever on the GPU. Each of the two loads must stay inside the loop."""
    ck = tritium.compile(_reload_after_store_kernel, {"x_ptr": tdt.pointer_type(tdt.int32)}, {},
                         target="cuda:90")
    ptx = ck.asm["ptx"]
    loop = ptx[ptx.index("$L__BB0_"):]  # from the first label on: the loop
    assert loop.count("ld.global.b32") == 2 and "st.global.b32" in loop, ptx


@needs_ptxas
def test_edited_ttgir_from_the_override_dir_takes_effect(tmp_path, monkeypatch):
    """TRITIUM_OVERRIDE_DIR works for the CUDA stages too: an edited ttgir (addf -> subf) is compiled
    on to PTX and a cubin, and such a compile is marked and not cached."""
    sig = {"x_ptr": tdt.pointer_type(tdt.float32), "y_ptr": tdt.pointer_type(tdt.float32),
           "z_ptr": tdt.pointer_type(tdt.float32), "n": tdt.int32}
    ck = tritium.compile(add_kernel, sig, {"BLOCK": 256}, target="cuda:90")
    assert "add.rn.f32" in ck.asm["ptx"] or "add.f32" in ck.asm["ptx"]
    edited = ck.asm["ttgir"].replace("arith.addf", "arith.subf")
    assert edited != ck.asm["ttgir"]
    (tmp_path / "add_kernel.ttgir").write_text(edited)
    monkeypatch.setenv("TRITIUM_OVERRIDE_DIR", str(tmp_path))
    ck2 = tritium.compile(add_kernel, sig, {"BLOCK": 256}, target="cuda:90")
    assert ck2.metadata["overridden_stages"] == ["ttgir"]
    assert "sub.rn.f32" in ck2.asm["ptx"] or "sub.f32" in ck2.asm["ptx"]
    assert ck2.asm["cubin"][:4] == b"\x7fELF"


# ---------------------------------------------------------------- CUDA memory as kernel arguments
class _Dev:
    id = 0


class FakeCAI:
    """A CuPy-like object: __cuda_array_interface__ and .device.id (no GPU is touched)."""
    device = _Dev()

    def __init__(self, ptr, typestr="<f4", shape=(8,)):
        self.__cuda_array_interface__ = {"data": (ptr, False), "typestr": typestr, "shape": shape, "strides": None,
                                         "version": 3}


class _DLManagedTensor(ctypes.Structure):
    from tritium.backends.cuda.arrays import _DLTensor
    _fields_ = [("dl_tensor", _DLTensor), ("manager_ctx", ctypes.c_void_p), ("deleter", ctypes.c_void_p)]


class FakeDLPack:
    """A DLPack producer of CUDA memory (device type 2) whose capsule is built by hand."""

    def __init__(self, ptr, code=2, bits=32, device=0, offset=0):
        self.shape = (ctypes.c_int64 * 1)(16)
        self.t = _DLManagedTensor()
        self.t.dl_tensor.data, self.t.dl_tensor.byte_offset = ptr, offset
        self.t.dl_tensor.device.device_type, self.t.dl_tensor.device.device_id = 2, device
        self.t.dl_tensor.ndim, self.t.dl_tensor.shape = 1, self.shape
        self.t.dl_tensor.dtype.code, self.t.dl_tensor.dtype.bits, self.t.dl_tensor.dtype.lanes = code, bits, 1

    def __dlpack_device__(self):
        return (2, self.t.dl_tensor.device.device_id)

    def __dlpack__(self, stream=None):
        new = ctypes.pythonapi.PyCapsule_New
        new.restype, new.argtypes = ctypes.py_object, [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p]
        return new(ctypes.addressof(self.t), b"dltensor", None)


def test_cuda_memory_becomes_a_device_pointer():
    from tritium.runtime.jit import as_array_arg
    a = as_array_arg(FakeCAI(0x7F0000001000))
    assert (a.ptr, a.dtype, a.device) == (0x7F0000001000, tdt.float32, "cuda:0")
    b = as_array_arg(FakeDLPack(0x7F0000002000, code=4, bits=16, device=1, offset=64))
    assert (b.ptr, b.dtype, b.device) == (0x7F0000002040, tdt.bfloat16, "cuda:1")
    h = as_array_arg(np.zeros(4, np.float32))
    assert h.device is None


class FakeStridedBuffer:
    """flag_gems' StridedBuffer: a tensor's stand-in with data_ptr(), dtype, device and its base's
    storage, but no is_cuda."""

    class _Storage:
        def data_ptr(self):
            return 0x7F0000003000

        def nbytes(self):
            return 4096

    def __init__(self, ptr, index=0):
        import types
        self._ptr, self.dtype = ptr, np.dtype(np.float32)
        self.device = types.SimpleNamespace(type="cuda", index=index)

    def data_ptr(self):
        return self._ptr

    def untyped_storage(self):
        return self._Storage()


def test_a_tensor_like_wrapper_on_cuda_is_device_memory():
    from tritium.runtime.jit import as_array_arg
    a = as_array_arg(FakeStridedBuffer(0x7F0000003010, index=1))
    assert (a.ptr, a.dtype, a.device, a.base, a.nbytes) == (0x7F0000003010, tdt.float32, "cuda:1", 0x7F0000003000,
                                                            4096)
    bind = add_kernel._binder or add_kernel._make_binder()
    key, values, _ = bind(*(FakeStridedBuffer(0x7F0000003000 + 64 * i) for i in range(3)), 64, BLOCK=64)
    assert key[0][0] == "*fp32@cuda:0" and values[:3] == (0x7F0000003000, 0x7F0000003040, 0x7F0000003080)


def test_binder_keys_tell_device_from_host_memory():
    from tritium.runtime import binder as B
    bind = add_kernel._binder or add_kernel._make_binder()
    x = np.zeros(64, np.float32)
    kh, vh, _ = bind(x, x, x, 64, BLOCK=64)
    kd, vd, _ = bind(FakeCAI(0x7F0000001000), FakeCAI(0x7F0000001040), FakeCAI(0x7F0000001080), 64, BLOCK=64)
    assert kh != kd and vd[:3] == (0x7F0000001000, 0x7F0000001040, 0x7F0000001080)
    assert kd[0] == ("*fp32@cuda:0", ("aligned_16",))  # no aligned_64: a CPU-only fact
    sig, cx, facts = B.key_to_specialization(add_kernel, kd)
    assert str(sig["x_ptr"]) == str(tdt.pointer_type(tdt.float32)) and facts["x_ptr"] == ["aligned_16"]
    assert B.key_devices(add_kernel, kd) == {"x_ptr": ["cuda:0"], "y_ptr": ["cuda:0"], "z_ptr": ["cuda:0"]}
    assert B.key_devices(add_kernel, kh) == {"x_ptr": [None], "y_ptr": [None], "z_ptr": [None]}


def test_host_and_device_arrays_in_one_launch_are_an_error(monkeypatch):
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")
    x = np.zeros(64, np.float32)
    with pytest.raises(RuntimeError, match=r"different places.*'x_ptr' on the host.*'y_ptr' on cuda:0"):
        add_kernel[(1,)](x, FakeCAI(0x7F0000001000), x, 64, BLOCK=64)


def test_interpreter_refuses_device_memory(monkeypatch):
    monkeypatch.setenv("TRITIUM_INTERPRET", "1")
    with pytest.raises(RuntimeError, match=r"'x_ptr' of add_kernel is on cuda:0; the interpreter"):
        add_kernel[(1,)](FakeCAI(0x7F0000001000), FakeCAI(0x7F0000001000), FakeCAI(0x7F0000001000), 64, BLOCK=64)


def test_device_launch_without_a_gpu_says_what_is_missing(monkeypatch):
    import importlib
    cd = importlib.import_module("tritium.backends.cuda.driver")
    if cd.CUDADriver().is_available():
        pytest.skip("a GPU is usable here")
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")
    with pytest.raises(cd.CUDAUnavailable, match=r"NVIDIA driver|cuda-bindings"):
        add_kernel[(1,)](FakeCAI(0x7F0000001000), FakeCAI(0x7F0000001000), FakeCAI(0x7F0000001000), 64, BLOCK=64)


def test_driver_active_is_the_cpu_without_a_gpu():
    import importlib
    cd = importlib.import_module("tritium.backends.cuda.driver")
    from tritium.runtime.driver import active
    if cd.CUDADriver().is_available():
        pytest.skip("a GPU is usable here")
    assert active.get_current_target().backend == "cpu"


def test_argument_packing_layout():
    from tritium.backends.cuda.driver import arg_layout, normalize_args
    fast, slow, offsets, kinds = arg_layout(TK.ARG_TYPES["scalars"])
    # pointer, i1, i8, i16 (aligned 2), i32 (4), i64 (8), f16, bf16, f32, f64 (8)
    assert offsets == [0, 8, 9, 10, 12, 16, 24, 26, 28, 32] and fast.size == slow.size == 40
    args = [0xFFFF_0000_0000_1000, True, -3, -300, 2**31 + 5, 2**64 - 1, 70000.0, 1.0 + 2**-9, 3.5, 2.25]
    with pytest.raises((struct.error, OverflowError)):
        fast.pack(*args)  # u32 / u64 values above the signed range, fp16 overflow: the slow path
    raw = slow.pack(*normalize_args(kinds, args))
    assert struct.unpack_from("<i", raw, 12)[0] == -(2**31) + 5 and struct.unpack_from("<q", raw, 16)[0] == -1
    assert np.frombuffer(raw[24:26], np.float16)[0] == np.inf
    assert struct.unpack_from("<H", raw, 26)[0] == 0x3F80  # 1 + 2**-9 rounds to 1.0 in bf16 (ties to even)
    assert struct.unpack_from("<?", raw, 8)[0] is True and struct.unpack_from("<b", raw, 9)[0] == -3


@needs_ptxas
def test_a_statement_the_gpu_cannot_compile_is_reported_at_its_kernel_line(monkeypatch):
    """A LoweringError surfaces as a CompilationError at the kernel statement, not as a traceback
    from inside the GPU lowering."""
    from tritium.codegen.gpu import lowering, memory  # noqa: F401 - memory registers tt.store first
    from tritium.frontend.errors import CompilationError

    def refuse(L, o):
        raise lowering.LoweringError("no tensor cores for this today")
    monkeypatch.setitem(lowering.HANDLERS, "tt.store", refuse)
    sig = {"x_ptr": tdt.pointer_type(tdt.float32), "y_ptr": tdt.pointer_type(tdt.float32),
           "z_ptr": tdt.pointer_type(tdt.float32), "n": tdt.int32}
    with pytest.raises(CompilationError) as info:
        tritium.compile(add_kernel, sig, {"BLOCK": 128}, target="cuda:90", num_warps=2)
    text = str(info.value)
    assert "no tensor cores for this today" in text and "tl.store(z_ptr" in text
    assert f"{add_kernel.fn.__code__.co_filename}:" in text


@pytest.mark.skipif(tc.find_libdevice() is None, reason="libdevice not installed (pip install nvidia-cuda-nvcc)")
def test_libdevice_is_linked_as_the_functions_a_kernel_calls():
    """A kernel links only the libdevice functions it calls and what they call (parsed once a
    process for each set), not all ~570 of them."""
    import llvmlite.binding as llvm
    tm = tc._target_machine("90a", tc.ptx_version("90a"), 3)
    sub = llvm.parse_bitcode(tc._libdevice_subset(tc.find_libdevice(), ("__nv_erff", "__nv_powf"), tc.TRIPLE,
                                                  str(tm.target_data)))
    defined = {f.name for f in sub.functions if not f.is_declaration}
    assert {"__nv_erff", "__nv_powf"} <= defined and len(defined) < 20, sorted(defined)
    assert not {"__nv_tanhf", "__nv_lgammaf"} & defined


def test_ptxas_version_is_read_once_per_ptxas(tmp_path, monkeypatch):
    """`ptxas --version` runs once for a given ptxas file; later processes read the memo (a changed
    file, or a corrupt memo, runs it again)."""
    from tritium import knobs
    fake = tmp_path / "ptxas"
    fake.write_text("#!/bin/sh\necho 'Cuda compilation tools, release 13.0, V13.0.88'\n")
    fake.chmod(0o755)
    runs = []
    real = tc._run_ptxas_version
    monkeypatch.setattr(tc, "_run_ptxas_version", lambda p: runs.append(p) or real(p))
    with knobs.cache.scope():
        knobs.cache.dir = str(tmp_path / "cache")
        for _ in range(2):
            tc._ptxas_version_of.cache_clear()
            assert tc._ptxas_version_of(str(fake)) == "13.0 V13.0.88"
        assert len(runs) == 1
        (tmp_path / "cache" / ".memo" / "ptxas-version.json").write_text("{not json")
        tc._ptxas_version_of.cache_clear()
        assert tc._ptxas_version_of(str(fake)) == "13.0 V13.0.88" and len(runs) == 2
    tc._ptxas_version_of.cache_clear()


@pytest.mark.skipif(tc.find_libdevice() is None, reason="libdevice not installed (pip install nvidia-cuda-nvcc)")
def test_libdevice_subset_memo_is_checked_before_llvm_reads_it(tmp_path, monkeypatch):
    """A later process reads a subset from the memo; a damaged one is made again, never parsed."""
    from tritium import knobs
    made = []
    real = tc._make_libdevice_subset
    monkeypatch.setattr(tc, "_make_libdevice_subset", lambda *a: made.append(a) or real(*a))
    args = (tc.find_libdevice(), ("__nv_erff",), tc.TRIPLE, "e-p:64:64:64-i64:64-i128:128-v16:16-v32:32-n16:32:64")
    with knobs.cache.scope():
        knobs.cache.dir = str(tmp_path / "cache")
        tc._libdevice_subset.cache_clear()
        first = tc._libdevice_subset(*args)
        tc._libdevice_subset.cache_clear()
        assert tc._libdevice_subset(*args) == first and len(made) == 1
        (blob,) = (tmp_path / "cache" / ".memo" / "libdevice").iterdir()
        raw = bytearray(blob.read_bytes())
        raw[len(raw) // 2] ^= 0xFF
        blob.write_bytes(bytes(raw))
        tc._libdevice_subset.cache_clear()
        assert tc._libdevice_subset(*args) == first and len(made) == 2
    tc._libdevice_subset.cache_clear()
