"""Triton's `triton._C.libtriton.nvidia.cublas.CublasLt` (backends/cuda/cublas.py) without a GPU:
Triton's operand checks and messages, the missing-library message, the alias' import path, and the
row-major -> column-major mapping, run against a model of cublasLtMatmul's documented semantics
(column-major layouts, op(A) = A^T) on host arrays. tests/cuda/test_cublas_gpu.py runs the real one."""
import ctypes
from types import SimpleNamespace

import numpy as np
import pytest

from tritium.backends.cuda import cublas
from aliasutil import run_under_alias

CTYPE = {cublas.CUDA_R_32F: np.float32, cublas.CUDA_R_16F: np.float16}


class Arr:
    """A host array dressed as a CUDA tensor (dtype text, shape, data_ptr, contiguity)."""

    def __init__(self, a, name=None):
        self.a = a
        self.dtype = f"torch.{name or a.dtype.name}"
        self.shape, self.device = a.shape, SimpleNamespace(type="cuda")

    def data_ptr(self):
        return self.a.ctypes.data

    def numel(self):
        return self.a.size

    def element_size(self):
        return self.a.itemsize

    def is_contiguous(self):
        return self.a.flags.c_contiguous


class ModelLt:
    """cuBLASLt's calls as the documentation defines them, on host memory: a layout (type, rows,
    cols, ld) is column-major, D = alpha * op(A) op(B) + beta * C with op from TRANSA/TRANSB."""

    def __init__(self):
        self.next_id, self.layouts, self.descs, self.calls = 100, {}, {}, []

    def _new(self, ref):
        self.next_id += 1
        ref._obj.value = self.next_id
        return self.next_id

    def cublasLtCreate(self, ref):
        self._new(ref)
        return 0

    def cublasLtMatmulPreferenceCreate(self, ref):
        self._new(ref)
        return 0

    def cublasLtMatmulPreferenceSetAttribute(self, pref, attr, ref, size):
        self.workspace = ref._obj.value
        return 0

    def cublasLtMatmulDescCreate(self, ref, compute, scale):
        self.descs[self._new(ref)] = {"compute": compute, "scale": scale}
        return 0

    def cublasLtMatmulDescSetAttribute(self, desc, attr, ref, size):
        self.descs[desc.value][attr] = ref._obj.value
        return 0

    def cublasLtMatrixLayoutCreate(self, ref, dtype, rows, cols, ld):
        self.layouts[self._new(ref)] = (dtype, rows, cols, ld)
        return 0

    def cublasLtMatmulAlgoGetHeuristic(self, handle, desc, la, lb, lc, ld, pref, want, result, count):
        count._obj.value = 1
        return 0

    def _matrix(self, ptr, layout):
        dtype, rows, cols, ld = self.layouts[layout.value]
        item = np.dtype(CTYPE[dtype]).itemsize
        buf = np.ctypeslib.as_array(ctypes.cast(ptr, ctypes.POINTER(ctypes.c_uint8)),
                                    shape=(cols * ld * item,)).view(CTYPE[dtype])
        return buf, buf.reshape(cols, ld)[:, :rows].T  # column-major: element (r, c) at r + c * ld

    def cublasLtMatmul(self, handle, desc, alpha, pa, la, pb, lb, beta, pc, lc, pd, ld, algo, ws, ws_size, stream):
        d = self.descs[desc.value]
        a = self._matrix(pa, la)[1].astype(np.float64)
        b = self._matrix(pb, lb)[1].astype(np.float64)
        a = a.T if d.get(cublas.DESC_TRANSA) == cublas.CUBLAS_OP_T else a
        b = b.T if d.get(cublas.DESC_TRANSB) == cublas.CUBLAS_OP_T else b
        out = alpha._obj.value * (a @ b)
        if beta._obj.value:
            out += beta._obj.value * self._matrix(pc, lc)[1]
        view = self._matrix(pd, ld)[1]
        view[...] = out
        self.calls.append(dict(d))
        return 0

    def __getattr__(self, name):  # the Destroy calls
        if name.endswith("Destroy"):
            return lambda *a: 0
        raise AttributeError(name)


@pytest.fixture
def model(monkeypatch):
    lt = ModelLt()
    monkeypatch.setattr(cublas, "_lib", lt)
    monkeypatch.setattr(cublas, "_stream", lambda: None)
    return lt


def _lt():
    return cublas.CublasLt(Arr(np.zeros(1 << 12, np.uint8)))


@pytest.mark.parametrize("dtype,tol", [(np.float32, 1e-5), (np.float16, 2e-3)])
def test_matmul_is_a_times_b_transposed(model, dtype, tol):
    rng = np.random.default_rng(7)
    m, n, k = 37, 21, 50
    a, b = rng.standard_normal((m, k)).astype(dtype), rng.standard_normal((n, k)).astype(dtype)
    c = np.full((m, n), np.nan, dtype)
    _lt().matmul(Arr(a), Arr(b), Arr(c))
    ref = a.astype(np.float64) @ b.astype(np.float64).T
    np.testing.assert_allclose(c, ref, rtol=tol, atol=tol * np.abs(ref).max())
    assert model.workspace == 1 << 12 and cublas.DESC_FAST_ACCUM not in model.calls[0]


def test_gemm_scales_and_adds_c(model):
    rng = np.random.default_rng(8)
    m, n, k = 16, 24, 40
    a, b = rng.standard_normal((m, k)).astype(np.float16), rng.standard_normal((n, k)).astype(np.float16)
    c = rng.standard_normal((m, n)).astype(np.float16)
    d = np.full((m, n), np.nan, np.float16)
    _lt().gemm(Arr(a), Arr(b), Arr(c), Arr(d), 0.5, -2.0)
    ref = 0.5 * (a.astype(np.float64) @ b.astype(np.float64).T) - 2.0 * c
    np.testing.assert_allclose(d, ref, rtol=2e-3, atol=2e-3 * np.abs(ref).max())


def test_triton_checks_and_messages(model):
    lt = _lt()
    f32 = lambda *s: Arr(np.ones(s, np.float32))  # noqa: E731
    cases = [
        ((f32(4, 8), f32(6, 8), Arr(np.ones((4, 6), np.float16))), "Data types do not match"),
        ((Arr(np.ones((4, 8), np.int8)),) * 2 + (Arr(np.ones((4, 4), np.int8)),), "Unsupported data type"),
        ((f32(4, 8), f32(6, 7), f32(4, 6)), r"Expected A.shape\[1\] == B.shape\[1\]. Note that B needs"),
        ((f32(4, 8), f32(6, 8), f32(5, 6)), r"Expected A.shape\[0\] == C.shape\[0\]"),
        ((f32(4, 8), f32(6, 8), f32(4, 7)), r"Expected B.shape\[0\] == C.shape\[1\]"),
        ((f32(4, 8, 1), f32(6, 8), f32(4, 6)), "Only 2D matrices"),
        ((Arr(np.ones((8, 4), np.float32).T), f32(6, 8), f32(4, 6)), "must be contiguous"),
    ]
    for args, message in cases:
        with pytest.raises(cublas.CublasError, match=message):
            lt.matmul(*args)
    with pytest.raises(RuntimeError, match="C dtype must be float16"):
        lt.gemm(f32(4, 8), f32(6, 8), f32(4, 6), f32(4, 6), 1.0, 0.0)
    f16 = lambda *s: Arr(np.ones(s, np.float16))  # noqa: E731
    with pytest.raises(RuntimeError, match="C must be contiguous"):
        lt.gemm(f16(4, 8), f16(6, 8), Arr(np.ones((6, 4), np.float16).T), f16(4, 6), 1.0, 0.0)
    assert not model.calls


def test_missing_library_names_what_to_install(monkeypatch):
    monkeypatch.setattr(cublas, "_lib", None)
    monkeypatch.setattr(cublas, "candidates", lambda: ["/nonexistent/libcublasLt.so.13"])
    with pytest.raises(cublas.CublasError, match="pip install nvidia-cublas"):
        _lt()


def test_alias_imports_it_as_triton_does(tmp_path):
    """Tutorial 09's import line under `tritium run`, and a guarded import of another vendor's."""
    out = run_under_alias(tmp_path, (
        "from triton._C.libtriton import nvidia\n"
        "import triton._C.libtriton.nvidia as nv\n"
        "from triton._C.libtriton.nvidia.cublas import CublasLt\n"
        "import importlib.util, triton._C.libtriton.ir\n"
        "assert importlib.util.find_spec('triton._C.libtriton') is not None\n"
        "print(nvidia.cublas.CublasLt.__module__, nv is nvidia and CublasLt is nvidia.cublas.CublasLt)\n"
        "try:\n"
        "    from triton._C.libtriton import amd\n"
        "except ImportError as e:\n"
        "    print('amd:', type(e).__name__)\n"))
    assert out.stdout.split() == ["tritium.backends.cuda.cublas", "True", "amd:", "UnsupportedTritonModule"], \
        out.stdout + out.stderr
