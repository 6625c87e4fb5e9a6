"""The CPU kernel as AOTInductor packages it (backends/cpu/nativert.py): `asm["so"]` exports the
grid entry under the kernel's name, `asm["launcher.so"]` exports `run_from_nativert(gx, gy, gz,
num_cpu_threads, void **args, kernel_fn)`. Called here with ctypes exactly as torch's generated
wrapper calls them: an entry per parameter of the signature, NULL for a constexpr, a tensor's data
pointer itself, the address of an int64_t for every integer and of a float for every float."""
from __future__ import annotations

import ctypes
import shutil
import subprocess
import sys

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.backends.cpu.nativert import NativeRTError
from tritium.compiler import ASTSource
from tritium.runtime.driver import GPUTarget

pytestmark = pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler (apt-get install gcc)")


@tritium.jit
def saxpy_rows(x_ptr, y_ptr, out_ptr, rows, cols, alpha, stride, BLOCK: tl.constexpr):
    """out[r, :] = alpha * x[r, :] + y[r, :] ** 2 over a grid of (rows, column blocks)."""
    r = tl.program_id(0)
    c = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    m = (c < cols) & (r < rows)
    x = tl.load(x_ptr + r * stride + c, mask=m)
    y = tl.load(y_ptr + r * stride + c, mask=m)
    tl.store(out_ptr + r * stride + c, alpha * x + y * y, mask=m)


@tritium.jit
def checked_kernel(x_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n)
    tl.device_assert(x >= 0, "x must not be negative")


@tritium.jit
def printing_kernel(x_ptr):
    tl.device_print("x", tl.load(x_ptr))


SIG = {"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32", "rows": "i32", "cols": "i32", "alpha": "fp32",
       "stride": "i64", "BLOCK": "constexpr"}


def _compile(fn, sig, constants, **options):
    src = ASTSource(fn, sig, constants)
    return src, tritium.compile(src, target=GPUTarget("cpu", "", 32), options=options)


def _load(ck, tmp_path):
    (tmp_path / "k.so").write_bytes(ck.asm["so"])
    (tmp_path / "l.so").write_bytes(ck.asm["launcher.so"])
    kernel = ctypes.CDLL(str(tmp_path / "k.so"), mode=ctypes.RTLD_LOCAL)
    launcher = ctypes.CDLL(str(tmp_path / "l.so"), mode=ctypes.RTLD_LOCAL)
    fn = ctypes.cast(getattr(kernel, ck.metadata["name"]), ctypes.c_void_p)
    run = launcher.run_from_nativert
    run.argtypes = [ctypes.c_uint32] * 3 + [ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p]
    return kernel, launcher, run, fn


@pytest.mark.parametrize("threads", [1, 3, 0])
def test_launcher_runs_the_kernel_as_torch_calls_it(threads, tmp_path):
    rng = np.random.default_rng(threads)
    rows, cols, block = 37, 300, 64
    x = rng.standard_normal((rows, cols)).astype(np.float32)
    y = rng.standard_normal((rows, cols)).astype(np.float32)
    out = np.full((rows, cols), np.nan, np.float32)
    src, ck = _compile(saxpy_rows, SIG, {"BLOCK": block})
    assert list(src.signature) == list(SIG)  # torch indexes `args` over this
    keep = _load(ck, tmp_path)
    run, fn = keep[2], keep[3]
    ints = {k: ctypes.c_int64(v) for k, v in (("rows", rows), ("cols", cols), ("stride", cols))}
    alpha = ctypes.c_float(-1.25)
    args = (ctypes.c_void_p * 8)(x.ctypes.data, y.ctypes.data, out.ctypes.data, ctypes.addressof(ints["rows"]),
                                  ctypes.addressof(ints["cols"]), ctypes.addressof(alpha),
                                  ctypes.addressof(ints["stride"]), None)
    run(rows, -(-cols // block), 1, threads, args, fn)
    want = -1.25 * x.astype(np.float64) + y.astype(np.float64) ** 2
    np.testing.assert_allclose(out, want, rtol=1e-6, atol=1e-6)


def test_failed_assertion_names_its_line_and_aborts(tmp_path):
    """A failed device assertion in a packaged kernel: the message (file:line, program, text) on
    stderr, then the process ends, as a CUDA device assertion ends its context."""
    _, ck = _compile(checked_kernel, {"x_ptr": "*fp32", "n": "i32", "BLOCK": "constexpr"}, {"BLOCK": 16}, debug=True)
    (tmp_path / "k.so").write_bytes(ck.asm["so"])
    (tmp_path / "l.so").write_bytes(ck.asm["launcher.so"])
    child = f"""
import ctypes, numpy as np
k = ctypes.CDLL({str(tmp_path / 'k.so')!r}); l = ctypes.CDLL({str(tmp_path / 'l.so')!r})
run = l.run_from_nativert
run.argtypes = [ctypes.c_uint32] * 3 + [ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p]
fn = ctypes.cast(k.{ck.metadata['name']}, ctypes.c_void_p)
x = np.arange(16, dtype=np.float32) - {{bad}}
n = ctypes.c_int64(16)
run(1, 1, 1, 1, (ctypes.c_void_p * 3)(x.ctypes.data, ctypes.addressof(n), None), fn)
print("finished")
"""
    ok = subprocess.run([sys.executable, "-c", child.replace("{bad}", "0")], capture_output=True, text=True)
    assert ok.returncode == 0 and "finished" in ok.stdout, ok.stderr
    bad = subprocess.run([sys.executable, "-c", child.replace("{bad}", "3")], capture_output=True, text=True)
    assert bad.returncode != 0 and "finished" not in bad.stdout
    assert "test_cpu_nativert.py:" in bad.stderr and "device assertion failed in program (0, 0, 0)" in bad.stderr
    assert "x must not be negative" in bad.stderr


def test_a_printing_kernel_has_no_launcher():
    _, ck = _compile(printing_kernel, {"x_ptr": "*fp32"}, {})
    assert ck.asm.get("so")  # (the kernel itself links)
    with pytest.raises(NativeRTError, match="prints or checks bounds"):
        ck.asm.get("launcher.so")


def test_artifacts_are_derived_once_and_survive_pickling(tmp_path):
    import pickle
    _, ck = _compile(saxpy_rows, SIG, {"BLOCK": 32})
    assert "so" not in ck.asm and ck.asm.get("not-an-artifact") is None
    so = ck.asm["so"]
    assert ck.asm["so"] is so and "so" in ck.asm
    from tritium.compiler import CompiledKernel
    fn = ck.src.fn  # as torch moves kernels between processes (its prepare_for_pickle, then the __dict__)
    saved = (fn.fn, fn.__globals__, fn.used_global_vals, fn.repr)
    fn.fn, fn.__globals__, fn.used_global_vals, fn.repr = None, None, None, fn.repr(fn)
    try:
        state = pickle.loads(pickle.dumps({**ck.__dict__, "module": None}))
    finally:
        fn.fn, fn.__globals__, fn.used_global_vals, fn.repr = saved
    assert type(state["asm"]) is dict
    again = CompiledKernel.__new__(CompiledKernel)
    again.__dict__.update(state)
    assert again.asm["so"] == so and again.asm.get("launcher.so")
