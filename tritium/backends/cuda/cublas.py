"""cuBLASLt as Triton's `triton._C.libtriton.nvidia.cublas.CublasLt`: the vendor matmul that Triton
scripts measure their kernels against (tutorial 09 builds one at import on CUDA and times
`matmul(a, b, c)` beside its own kernels).

Triton's binding (its C++ `CublasLtInstance`) dlopens cuBLAS and makes one heuristic cublasLtMatmul a
call; this is the same through ctypes, with the same meaning and checks:
- `CublasLt(workspace)`: a handle and a preference capped at the workspace's bytes (a CUDA tensor).
- `matmul(a, b, c)`: c = a @ b.T for row-major a [M, K], b [N, K], c [M, N] of one dtype (float16,
  bfloat16, float32 or float8_e4m3fn; fp8 with fast accumulation, as Triton's).
- `gemm(a, b, c, d, alpha, beta)`: d = alpha * a @ b.T + beta * c, c float16 (Triton's rule).
Row-major a @ b.T is, in cuBLAS' column-major terms, (b'^T a') with b' = b^T and a' = a^T as stored:
so cuBLAS is called with the operands swapped, A transposed, and M and N exchanged.

One difference, on purpose: the call goes on the launch stream tritium uses (torch's current stream)
rather than always on the legacy default stream, so it orders with the kernels around it when a
script switches streams (with torch's default stream, the two are the same).

libcublasLt comes with torch's CUDA builds (already loaded in such a process), the CUDA toolkit,
or NVIDIA's `nvidia-cublas` wheels; without it the constructor says which to install.
"""
from __future__ import annotations

import ctypes
import glob
import os
import sys

CUDA_R_32F, CUDA_R_16F, CUDA_R_16BF, CUDA_R_8F_E4M3 = 0, 2, 14, 28  # cudaDataType_t
CUBLAS_COMPUTE_32F = 68
CUBLAS_OP_N, CUBLAS_OP_T = 0, 1
DESC_TRANSA, DESC_TRANSB, DESC_FAST_ACCUM = 3, 4, 25  # cublasLtMatmulDescAttributes_t
PREF_MAX_WORKSPACE_BYTES = 1  # cublasLtMatmulPreferenceAttributes_t

DTYPES = {"float8_e4m3fn": CUDA_R_8F_E4M3, "float16": CUDA_R_16F, "float32": CUDA_R_32F, "bfloat16": CUDA_R_16BF}
STATUS = {1: "CUBLAS_STATUS_NOT_INITIALIZED", 3: "CUBLAS_STATUS_ALLOC_FAILED", 7: "CUBLAS_STATUS_INVALID_VALUE",
          8: "CUBLAS_STATUS_ARCH_MISMATCH", 11: "CUBLAS_STATUS_MAPPING_ERROR", 13: "CUBLAS_STATUS_EXECUTION_FAILED",
          14: "CUBLAS_STATUS_INTERNAL_ERROR", 15: "CUBLAS_STATUS_NOT_SUPPORTED", 16: "CUBLAS_STATUS_LICENSE_ERROR"}
INSTALL = ("cuBLASLt (libcublasLt.so) was not found: it comes with torch's CUDA builds, the CUDA toolkit, or "
           "`pip install nvidia-cublas` (nvidia-cublas-cu12 for CUDA 12)")


class CublasError(RuntimeError):
    """A cuBLASLt call failed or was given operands it cannot take (Triton raises RuntimeError too)."""


class _HeuristicResult(ctypes.Structure):  # cublasLtMatmulHeuristicResult_t
    _fields_ = [("algo", ctypes.c_uint64 * 8), ("workspaceSize", ctypes.c_size_t), ("state", ctypes.c_int),
                ("wavesCount", ctypes.c_float), ("reserved", ctypes.c_int * 4)]


def _loaded_path() -> str | None:
    """libcublasLt's path if this process has mapped it already (torch's CUDA builds do)."""
    try:
        with open("/proc/self/maps") as f:
            for line in f:
                path = line.rsplit(" ", 1)[-1].strip()
                if os.path.basename(path).startswith("libcublasLt.so"):
                    return path
    except OSError:
        pass
    return None


def _wheel_paths() -> list:
    """libcublasLt from NVIDIA's wheels (nvidia/cublas/lib or nvidia/cu13/lib) on sys.path."""
    found = []
    for root in sys.path:
        found += sorted(glob.glob(os.path.join(root or ".", "nvidia", "*", "lib", "libcublasLt.so*")))
    return found


def candidates() -> list:
    """Where to look for libcublasLt, in order."""
    loaded = _loaded_path()
    return ([loaded] if loaded else []) + ["libcublasLt.so.13", "libcublasLt.so.12", "libcublasLt.so"] + _wheel_paths()


_lib = None


def library():
    """libcublasLt with the prototypes of the calls used here (loaded once)."""
    global _lib
    if _lib is None:
        from ..base import open_library
        lib = open_library(candidates())
        if lib is None:
            raise CublasError(INSTALL)
        vp, st, i32, u64, i64 = ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_uint64, ctypes.c_int64
        pvp = ctypes.POINTER(vp)
        for name, args in {
            "cublasLtCreate": [pvp], "cublasLtDestroy": [vp],
            "cublasLtMatmulDescCreate": [pvp, i32, i32], "cublasLtMatmulDescDestroy": [vp],
            "cublasLtMatmulDescSetAttribute": [vp, i32, vp, ctypes.c_size_t],
            "cublasLtMatrixLayoutCreate": [pvp, i32, u64, u64, i64], "cublasLtMatrixLayoutDestroy": [vp],
            "cublasLtMatmulPreferenceCreate": [pvp], "cublasLtMatmulPreferenceDestroy": [vp],
            "cublasLtMatmulPreferenceSetAttribute": [vp, i32, vp, ctypes.c_size_t],
            "cublasLtMatmulAlgoGetHeuristic": [vp, vp, vp, vp, vp, vp, vp, i32, ctypes.POINTER(_HeuristicResult),
                                               ctypes.POINTER(i32)],
            "cublasLtMatmul": [vp, vp, vp, vp, vp, vp, vp, vp, vp, vp, vp, vp, vp, vp, ctypes.c_size_t, vp],
        }.items():
            fn = getattr(lib, name)
            fn.argtypes, fn.restype = args, st
        _lib = lib
    return _lib


def _check(status: int, what: str) -> None:
    if status:
        raise CublasError(f"cuBLAS Error: {what} returned {STATUS.get(status, status)}")


def _dtype_name(t) -> str:
    return str(t.dtype).rsplit(".", 1)[-1]


def _shape(t, name: str) -> tuple:
    shape = tuple(int(s) for s in t.shape)
    if len(shape) != 2:
        raise CublasError(f"Only 2D matrices are supported ({name} has shape {list(shape)}).")
    return shape


def _check_operands(a, b, out) -> tuple[int, int, int, int]:
    """Triton's checks: one dtype of the four it takes, 2-D, a [M, K] @ b [N, K].T -> [M, N]; and
    (not checked by Triton, whose cuBLAS call would read them wrong) row-major contiguous CUDA
    tensors. -> (M, N, K, cuda data type)."""
    names = {_dtype_name(a), _dtype_name(b), _dtype_name(out)}
    if len(names) != 1:
        raise CublasError("Data types do not match.")
    (name,) = names
    if name not in DTYPES:
        raise CublasError(f"Unsupported data type ({name}): cuBLASLt.matmul takes float16, bfloat16, float32 "
                          "and float8_e4m3fn.")
    (m, k), (n, kb), (mc, nc) = _shape(a, "A"), _shape(b, "B"), _shape(out, "C")
    if k != kb:
        raise CublasError(f"Matrix dimensions do not match. A is {[m, k]}, B is {[n, kb]}. Expected A.shape[1] == "
                          "B.shape[1]. Note that B needs to be transposed.")
    if m != mc:
        raise CublasError(f"Matrix dimensions do not match. A is {[m, k]}, C is {[mc, nc]}. Expected "
                          "A.shape[0] == C.shape[0].")
    if n != nc:
        raise CublasError(f"Matrix dimensions do not match. B is {[n, kb]}, C is {[mc, nc]}. Expected "
                          "B.shape[0] == C.shape[1]. Note that B needs to be transposed.")
    for t, label in ((a, "A"), (b, "B"), (out, "C")):
        _check_placed(t, label)
    return m, n, k, DTYPES[name]


def _check_placed(t, label: str) -> None:
    if getattr(getattr(t, "device", None), "type", "cuda") != "cuda":
        raise CublasError(f"{label} must be a CUDA tensor (it is on {t.device}).")
    if hasattr(t, "is_contiguous") and not t.is_contiguous():
        raise CublasError(f"{label} must be contiguous (row-major); call .contiguous() first.")


class CublasLt:
    """Triton's `nvidia.cublas.CublasLt(workspace)` (see the module docstring)."""

    def __init__(self, workspace):
        self._lib = lib = library()
        self._workspace = workspace  # kept alive: cuBLAS writes into it
        self._ws_ptr = int(workspace.data_ptr())
        self._ws_size = int(workspace.numel()) * int(workspace.element_size())
        self._handle, self._pref = ctypes.c_void_p(), ctypes.c_void_p()
        _check(lib.cublasLtCreate(ctypes.byref(self._handle)), "cublasLtCreate")
        _check(lib.cublasLtMatmulPreferenceCreate(ctypes.byref(self._pref)), "cublasLtMatmulPreferenceCreate")
        size = ctypes.c_size_t(self._ws_size)
        _check(lib.cublasLtMatmulPreferenceSetAttribute(self._pref, PREF_MAX_WORKSPACE_BYTES, ctypes.byref(size),
                                                        ctypes.sizeof(size)), "cublasLtMatmulPreferenceSetAttribute")

    def __del__(self):
        lib = getattr(self, "_lib", None)
        if lib is None:
            return
        if getattr(self, "_pref", None) and self._pref.value:
            lib.cublasLtMatmulPreferenceDestroy(self._pref)
        if getattr(self, "_handle", None) and self._handle.value:
            lib.cublasLtDestroy(self._handle)

    def matmul(self, a, b, c) -> None:
        """c = a @ b.T (a [M, K], b [N, K], c [M, N], one dtype)."""
        m, n, k, dtype = _check_operands(a, b, c)
        # (no C: beta is 0. Its layout's type is D's, as cuBLASLt wants for these inputs, but for
        # fp8, where D may be e4m3 only beside a 16-bit C, as Triton's binding passes)
        c_type = CUDA_R_16F if dtype == CUDA_R_8F_E4M3 else dtype
        self._gemm(n, m, k, b.data_ptr(), a.data_ptr(), 0, c_type, c.data_ptr(), dtype, 1.0, 0.0)

    def gemm(self, a, b, c, d, alpha: float, beta: float) -> None:
        """d = alpha * a @ b.T + beta * c (c float16 and d's shape, as Triton's binding requires)."""
        m, n, k, dtype = _check_operands(a, b, d)
        if _dtype_name(c) != "float16":
            raise CublasError(f"C dtype must be float16, got {c.dtype}")
        if tuple(c.shape) != tuple(d.shape):
            raise CublasError("C and D shapes must match")
        _check_placed(c, "C")
        self._gemm(n, m, k, b.data_ptr(), a.data_ptr(), c.data_ptr(), CUDA_R_16F, d.data_ptr(), dtype,
                   float(alpha), float(beta))

    def _gemm(self, m, n, k, pa, pb, pc, c_type, pd, dtype, alpha, beta) -> None:
        """cuBLAS' column-major D[m, n] = alpha * A^T B + beta * C, A [k, m] and B [k, n] as stored."""
        lib, byref = self._lib, ctypes.byref
        desc = ctypes.c_void_p()
        layouts = [ctypes.c_void_p() for _ in range(4)]
        try:
            _check(lib.cublasLtMatmulDescCreate(byref(desc), CUBLAS_COMPUTE_32F, CUDA_R_32F), "cublasLtMatmulDescCreate")
            for attr, value in ((DESC_TRANSA, ctypes.c_int32(CUBLAS_OP_T)), (DESC_TRANSB, ctypes.c_int32(CUBLAS_OP_N))) + (
                    ((DESC_FAST_ACCUM, ctypes.c_int8(1)),) if dtype == CUDA_R_8F_E4M3 else ()):
                _check(lib.cublasLtMatmulDescSetAttribute(desc, attr, byref(value), ctypes.sizeof(value)),
                       "cublasLtMatmulDescSetAttribute")
            for lay, (t, rows, cols, ld) in zip(layouts, ((dtype, k, m, k), (dtype, k, n, k), (c_type, m, n, m),
                                                          (dtype, m, n, m))):
                _check(lib.cublasLtMatrixLayoutCreate(byref(lay), t, rows, cols, ld), "cublasLtMatrixLayoutCreate")
            result, count = _HeuristicResult(), ctypes.c_int(0)
            _check(lib.cublasLtMatmulAlgoGetHeuristic(self._handle, desc, *layouts, self._pref, 1, byref(result),
                                                      byref(count)), "cublasLtMatmulAlgoGetHeuristic")
            if count.value == 0:
                raise CublasError("No valid algorithm found by cublasLtMatmulAlgoGetHeuristic")
            fa, fb = ctypes.c_float(alpha), ctypes.c_float(beta)
            _check(lib.cublasLtMatmul(self._handle, desc, byref(fa), pa, layouts[0], pb, layouts[1], byref(fb),
                                      pc or None, layouts[2], pd, layouts[3], byref(result, 0), self._ws_ptr,
                                      self._ws_size, _stream()), "cublasLtMatmul")
        finally:
            for lay in layouts:
                if lay.value:
                    lib.cublasLtMatrixLayoutDestroy(lay)
            if desc.value:
                lib.cublasLtMatmulDescDestroy(desc)


def _stream() -> int | None:
    from .driver import current_device, current_stream
    return current_stream(current_device()) or None
