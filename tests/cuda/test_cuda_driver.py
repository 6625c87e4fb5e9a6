"""The CUDA driver on a GPU: hand-written NVPTX kernels compiled through the ptx/cubin stages and
launched with every kind of CUDA memory argument, explicit and current streams, more than 48 KB of
dynamic shared memory, every scalar argument type; jit launches whose target follows the arguments;
clear errors. Skipped without a CUDA GPU and torch. Outputs are poisoned (NaN) before each run and
checked against NumPy on fresh random data.
"""
import importlib
import sys

import numpy as np
import pytest

torch = pytest.importorskip("torch")
if not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)

import os  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unit"))  # (the fixtures)
import layer_paths  # noqa: E402,F401  (tests/unit's layer folders too)
import cuda_testkernels as TK  # noqa: E402
import tritium  # noqa: E402
import tritium.language as tl  # noqa: E402
from tritium.backends.registry import drivers  # noqa: E402
from tritium.runtime.jit import as_array_arg  # noqa: E402

cd = importlib.import_module("tritium.backends.cuda.driver")
DRIVER = drivers()["cuda"]
if not DRIVER.is_available():
    pytest.skip(f"tritium's CUDA driver is not usable: {DRIVER.unavailable_reason()}", allow_module_level=True)
ARCH = DRIVER.get_current_target().arch


@pytest.fixture(scope="module")
def built():
    return {name: TK.build(name, ARCH) for name in ("vector_add", "smem_reverse", "scalars", "exp_kernel")}


@pytest.fixture
def rng(request):
    import zlib
    return np.random.default_rng(zlib.crc32(request.node.nodeid.encode()))


def _ptr(x):
    return as_array_arg(x).ptr


def _vector_add(built, x, y, z, n, stream=None):
    cubin, meta = built["vector_add"]
    launcher = DRIVER.load(cubin, meta)
    launcher(((n + 127) // 128,), (_ptr(x), _ptr(y), _ptr(z), n), stream)


def _check_add(xh, yh, z):
    torch.cuda.synchronize()
    got = torch.as_tensor(z).cpu().numpy() if not hasattr(z, "get") else z.get()
    np.testing.assert_array_equal(got, xh + yh)


class CAI:
    """Only __cuda_array_interface__ (as Numba's device arrays and many libraries expose)."""

    def __init__(self, t):
        self.t = t
        self.__cuda_array_interface__ = t.__cuda_array_interface__


class DLPack:
    """Only the DLPack protocol."""

    def __init__(self, t):
        self.t = t

    def __dlpack__(self, stream=None):
        return self.t.__dlpack__()

    def __dlpack_device__(self):
        return self.t.__dlpack_device__()


def _data(rng, n=1000):
    xh = rng.standard_normal(n).astype(np.float32)
    yh = rng.standard_normal(n).astype(np.float32)
    return xh, yh


@pytest.mark.parametrize("kind", ["torch", "cai", "dlpack", "cupy"])
def test_vector_add_with_each_kind_of_cuda_memory(built, rng, kind):
    xh, yh = _data(rng)
    x, y = torch.from_numpy(xh).cuda(), torch.from_numpy(yh).cuda()
    z = torch.full_like(x, float("nan"))
    if kind == "torch":
        args = (x, y, z)
    elif kind == "cai":
        args = (CAI(x), CAI(y), CAI(z))
    elif kind == "dlpack":
        args = (DLPack(x), DLPack(y), DLPack(z))
    else:
        cupy = pytest.importorskip("cupy")
        args = (cupy.asarray(xh), cupy.asarray(yh), cupy.full(len(xh), np.nan, np.float32))
        z = args[2]
    assert {as_array_arg(a).device for a in args} == {f"cuda:{torch.cuda.current_device()}"}
    _vector_add(built, *args, len(xh))
    _check_add(xh, yh, z)


def test_explicit_and_current_streams(built, rng):
    xh, yh = _data(rng, 1 << 16)
    y = torch.from_numpy(yh).cuda()
    src = torch.from_numpy(xh).cuda()
    for how in ("object", "int", "current"):
        x = torch.zeros_like(src)
        z = torch.full_like(src, float("nan"))
        torch.cuda.synchronize()
        s = torch.cuda.Stream()
        with torch.cuda.stream(s):
            torch.cuda._sleep(20_000_000)  # the copy below lands long after: a launch elsewhere would race it
            x.copy_(src)
            if how == "current":
                _vector_add(built, x, y, z, len(xh))  # no stream=: torch's current stream (s)
        if how != "current":
            _vector_add(built, x, y, z, len(xh), stream=s if how == "object" else s.cuda_stream)
        _check_add(xh, yh, z)


def test_launch_from_a_thread_without_a_current_context(built, rng):
    import threading
    xh, yh = _data(rng)
    x, y = torch.from_numpy(xh).cuda(), torch.from_numpy(yh).cuda()
    z = torch.full_like(x, float("nan"))
    cubin, meta = built["vector_add"]
    launcher = DRIVER.load(cubin, meta)
    args = (_ptr(x), _ptr(y), _ptr(z), len(xh))
    launcher((8,), args)  # launched here first: the next launch goes out without a context check
    torch.cuda.synchronize()
    z.fill_(float("nan"))
    errors = []

    def work():  # a new thread has no current context: the launch must notice and set one
        try:
            launcher(((len(xh) + 127) // 128,), args)
        except Exception as e:  # noqa: BLE001 - reported below
            errors.append(e)
    t = threading.Thread(target=work)
    t.start()
    t.join()
    assert not errors, errors
    _check_add(xh, yh, z)


def test_more_than_48k_of_dynamic_shared_memory(built, rng):
    m, blocks = 16384, 3  # 64 KB per block
    cubin, meta = built["smem_reverse"]
    launcher = DRIVER.load(cubin, dict(meta, shared=m * 4))
    xh = rng.standard_normal(m * blocks).astype(np.float32)
    x = torch.from_numpy(xh).cuda()
    z = torch.full_like(x, float("nan"))
    launcher((blocks,), (_ptr(x), _ptr(z), m))
    torch.cuda.synchronize()
    np.testing.assert_array_equal(z.cpu().numpy(), xh.reshape(blocks, m)[:, ::-1].ravel())
    limit = cd.device_attributes(torch.cuda.current_device())["max_shared_mem"]
    too_much = DRIVER.load(cubin, dict(meta, shared=limit + 1024))
    with pytest.raises(cd.OutOfResources, match=rf"shared memory, Required: {limit + 1024}, Hardware limit: {limit}"):
        too_much((1,), (_ptr(x), _ptr(z), m))


def test_every_scalar_argument_type(built):
    cubin, meta = built["scalars"]
    launcher = DRIVER.load(cubin, meta)
    out = torch.full((9,), float("nan"), dtype=torch.float64, device="cuda")
    args = (_ptr(out), True, -3, -300, 2**31 + 5, 2**63 + 7, 0.1, 1.0 + 2**-9, 3.5, 2.25)
    launcher((1,), args)
    torch.cuda.synchronize()
    expect = [1.0, -3.0, -300.0, float(-(2**31) + 5), float(-(2**63) + 7), float(np.float16(0.1)), 1.0, 3.5, 2.25]
    np.testing.assert_array_equal(out.cpu().numpy(), expect)
    launcher((1,), (_ptr(out), np.bool_(False), np.int8(4), np.int16(5), np.int32(6), np.int64(7), np.float16(0.5),
                    1.5, np.float32(2.5), np.float64(-1.0)))
    torch.cuda.synchronize()
    np.testing.assert_array_equal(out.cpu().numpy(), [0.0, 4, 5, 6, 7, 0.5, 1.5, 2.5, -1.0])


def test_libdevice_kernel_runs(built, rng):
    cubin, meta = built["exp_kernel"]
    xh = rng.uniform(-5, 5, 777).astype(np.float32)
    x = torch.from_numpy(xh).cuda()
    z = torch.full_like(x, float("nan"))
    DRIVER.load(cubin, meta)((7,), (_ptr(x), _ptr(z), 777))
    torch.cuda.synchronize()
    np.testing.assert_allclose(z.cpu().numpy(), np.exp(xh.astype(np.float64)), rtol=2e-6)


def test_launch_errors_are_clear(built):
    cubin, meta = built["vector_add"]
    x = torch.zeros(4, device="cuda")
    launcher = DRIVER.load(cubin, meta)
    with pytest.raises(cd.CUDAError, match=r"launching vector_add.*CUDA_ERROR_INVALID_VALUE.*exceeds"):
        launcher((1, 70000), (_ptr(x), _ptr(x), _ptr(x), 4))
    other = 80 if ARCH // 10 != 8 else 90
    wrong, wmeta = TK.build("vector_add", other)
    with pytest.raises(cd.CUDAError, match=rf"CUDA_ERROR_NO_BINARY_FOR_GPU.*compiled for sm_{other}"):
        DRIVER.load(wrong, wmeta)((1,), (_ptr(x), _ptr(x), _ptr(x), 4))


def test_no_gpu_is_a_clear_error(monkeypatch):
    cu = cd.bindings()
    monkeypatch.setattr(cd, "_state", {})
    monkeypatch.setattr(cu, "cuInit", lambda flags: (cu.CUresult.CUDA_ERROR_NO_DEVICE,))
    assert not cd.CUDADriver().is_available()
    with pytest.raises(cd.CUDAUnavailable, match=r"CUDA_ERROR_NO_DEVICE.*GPU"):
        cd.CUDADriver().load(b"", {"name": "k", "arg_types": []})
    monkeypatch.setattr(cd, "_state", {})
    monkeypatch.setattr(cd, "_cu", None)
    monkeypatch.setitem(sys.modules, "cuda.bindings", None)
    with pytest.raises(cd.CUDAUnavailable, match="pip install cuda-bindings"):
        cd.init()


# ------------------------------------------------------------------ through @jit: target from the arguments
@tritium.jit
def add_kernel(x_ptr, y_ptr, z_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(z_ptr + offs, tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m), mask=m)


@pytest.mark.parametrize("kind", ["torch", "cai", "dlpack", "cupy"])
def test_jit_launch_follows_the_arguments(monkeypatch, rng, kind):
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")
    xh, yh = _data(rng, 3000)
    x, y = torch.from_numpy(xh).cuda(), torch.from_numpy(yh).cuda()
    z = torch.full_like(x, float("nan"))
    wrap = {"torch": lambda t: t, "cai": CAI, "dlpack": DLPack}.get(kind)
    if wrap is None:
        cupy = pytest.importorskip("cupy")
        wrap = cupy.asarray
    args = [wrap(t) for t in (x, y, z)]
    ck = add_kernel[(3,)](*args, 3000, BLOCK=1024)
    assert ck.metadata["target"] == f"cuda:{ARCH}" and ck.metadata["backend"] == "cuda"
    torch.cuda.synchronize()
    got = args[2].get() if kind == "cupy" else z.cpu().numpy()
    np.testing.assert_array_equal(got, xh + yh)
    # the same dtypes from host memory: another specialisation, run on the CPU
    zh = np.full(3000, np.nan, np.float32)
    ckh = add_kernel[(3,)](xh, yh, zh, 3000, BLOCK=1024)
    assert ckh.metadata["backend"] == "cpu" and ckh is not ck
    np.testing.assert_array_equal(zh, xh + yh)


def test_jit_stream_option_is_not_a_compile_option(monkeypatch, rng):
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")
    xh, yh = _data(rng, 1 << 16)
    src, y = torch.from_numpy(xh).cuda(), torch.from_numpy(yh).cuda()
    x, z = torch.zeros_like(src), torch.full_like(src, float("nan"))
    torch.cuda.synchronize()
    s = torch.cuda.Stream()
    with torch.cuda.stream(s):
        torch.cuda._sleep(20_000_000)
        x.copy_(src)
    before = len(add_kernel.kernels)
    ck = add_kernel[(64,)](x, y, z, 1 << 16, BLOCK=1024, stream=s)
    torch.cuda.synchronize()
    np.testing.assert_array_equal(z.cpu().numpy(), xh + yh)
    ck2 = add_kernel[(64,)](x, y, z, 1 << 16, BLOCK=1024)
    assert ck2 is ck and len(add_kernel.kernels) <= before + 1


def test_mixing_host_and_device_arrays_is_an_error(monkeypatch):
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")
    x = torch.zeros(16, device="cuda")
    with pytest.raises(RuntimeError, match=r"different places"):
        add_kernel[(1,)](x, np.zeros(16, np.float32), x, 16, BLOCK=16)


def test_driver_active_is_cuda():
    from tritium.runtime.driver import active
    active.reset()
    assert active.get_current_target().backend == "cuda"
    props = active.utils.get_device_properties(torch.cuda.current_device())
    assert props["multiprocessor_count"] > 0 and props["warpSize"] == 32 and props["max_shared_mem"] > 48 * 1024
    assert active.get_active_torch_device() == torch.device("cuda", torch.cuda.current_device())
    assert active.get_device_interface() is torch.cuda
    assert active.get_current_stream() == torch.cuda.current_stream().cuda_stream


@pytest.mark.parametrize("case", range(6))
def test_layout_conversions_by_warp_shuffles_and_shared_memory(case, rng):
    """The hand-written ttgir conversions of tests/unit/codegen/test_gpu_warp_shuffle.py (lane permutations
    and broadcasts by shuffles, the rest through shared memory) on the GPU: the copy is exact."""
    import os
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "unit"))
    from test_gpu_warp_shuffle import CASES, TEMPLATE, _text

    from tritium.backends.cuda.toolchain import llir_to_ptx, ptx_to_cubin
    from tritium.codegen.gpu import make_llir
    from tritium.codegen.gpu.nvptx import nvptx_target
    shape, nw, src, dst, _ = CASES[case]
    meta = {}
    llir = make_llir(TEMPLATE.format(src=_text(src), dst=_text(dst), m=shape[0], n=shape[1], nw=nw), meta,
                     type("Options", (), {"maxnreg": None})(), nvptx_target(ARCH))
    meta["arg_types"] = ["!tt.ptr<f32>", "!tt.ptr<f32>"]
    cubin = ptx_to_cubin(llir_to_ptx(llir, ARCH, meta), ARCH, meta)
    launcher = DRIVER.load(cubin, meta)
    x = torch.from_numpy(rng.standard_normal(shape).astype(np.float32)).cuda()
    out = torch.full(shape, float("nan"), device="cuda")
    launcher((1,), (x.data_ptr(), out.data_ptr()))
    torch.cuda.synchronize()
    assert torch.equal(out, x)


def test_num_ctas_runs_each_program_as_one_cta(monkeypatch, rng):
    """A config with num_ctas=2 (a cluster per program in Triton) gives the same results: tritium
    compiles no cluster code, so each program is one CTA."""
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")
    xh, yh = _data(rng, 5000)
    x, y = torch.from_numpy(xh).cuda(), torch.from_numpy(yh).cuda()
    z = torch.full_like(x, float("nan"))
    add_kernel[(5,)](x, y, z, 5000, BLOCK=1024, num_ctas=2)
    torch.cuda.synchronize()
    np.testing.assert_array_equal(z.cpu().numpy(), xh + yh)
