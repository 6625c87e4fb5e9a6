"""The CUDA launcher's launch record and native trampoline, run without a GPU.

The launcher packs grid, stream and arguments into a per-kernel record and calls machine code that
calls the driver's `cuLaunchKernel` (backends/cuda/native_launch.py). Here the record's launch
function is a ctypes callback standing in for the driver: each test checks what the "driver" was
given, byte for byte, through the fast path (struct packing), the normalising slow path and the
error path."""
import ctypes
import importlib
import struct

import numpy as np
import pytest

cd = importlib.import_module("tritium.backends.cuda.driver")
N = importlib.import_module("tritium.backends.cuda.native_launch")
TK = importlib.import_module("cuda_testkernels")


class FakeDriver:
    """cuLaunchKernel's stand-in: records each call, returns `rc`."""

    def __init__(self):
        self.calls, self.rc = [], 0
        self.fn = N.LAUNCH_SIGNATURE(self._launch)
        self.address = ctypes.cast(self.fn, ctypes.c_void_p).value

    def _launch(self, f, gx, gy, gz, bx, by, bz, shared, stream, params, extra):
        self.calls.append(dict(func=f, grid=(gx, gy, gz), block=(bx, by, bz), shared=shared, stream=stream or 0,
                               params=params, extra=extra))
        return self.rc


@pytest.fixture
def fake(monkeypatch):
    drv = FakeDriver()

    class Lib:
        launch_kernel = drv.address

    monkeypatch.setattr(cd, "libcuda", lambda: Lib())
    monkeypatch.setattr(cd, "_launch_address", lambda: drv.address)
    return drv


def launcher(types, shared=0, num_warps=4):
    ln = cd.CUDALauncher(b"", {"name": "k", "arg_types": types, "num_warps": num_warps, "shared": shared})
    ln.funcs[0x1000] = 0xF00D  # the CUfunction "loaded" in context 0x1000
    ln._fast = (0x1000, 0)  # one GPU, that context current
    return ln


def params_of(ln, call, kinds):
    """The argument values the driver would read: each parameter pointer dereferenced."""
    ptrs = (ctypes.c_void_p * len(kinds)).from_address(call["params"])
    codes = {"ptr": "Q", "i1": "?", "i8": "b", "i16": "h", "i32": "i", "i64": "q", "f16": "e", "bf16": "H",
             "f32": "f", "f64": "d"}
    return [struct.unpack(codes[k], ctypes.string_at(p, struct.calcsize(codes[k])))[0] for p, k in zip(ptrs, kinds)]


def test_the_driver_gets_grid_block_shared_stream_and_arguments(fake):
    ln = launcher(TK.ARG_TYPES["scalars"], shared=4096, num_warps=8)
    args = [0x7F00_0000_1000, True, -3, -300, 123456, -(2**40), 1.5, 0x3F80, 3.5, 2.25]
    ln((5, 6, 7), args, stream=0xABC)
    ln((9,), args, stream=0xDEF)
    a, b = fake.calls
    assert a["func"] == 0xF00D and a["grid"] == (5, 6, 7) and a["block"] == (256, 1, 1)
    assert a["shared"] == 4096 and a["stream"] == 0xABC and a["extra"] is None
    assert b["grid"] == (9, 1, 1) and b["stream"] == 0xDEF
    kinds = ln.kinds
    got = params_of(ln, b, kinds)
    assert got[:6] == args[:6] and got[6] == 1.5 and got[8] == 3.5 and got[9] == 2.25


def test_values_outside_the_fast_formats_take_the_normalising_path(fake):
    ln = launcher(TK.ARG_TYPES["scalars"])
    args = [0xFFFF_0000_0000_1000, 1, -3, -300, 2**31 + 5, 2**64 - 1, 70000.0, 1.0 + 2**-9, 3.5, 2.25]
    ln((1,), args, stream=1)
    got = params_of(ln, fake.calls[0], ln.kinds)
    assert got[0] == 0xFFFF_0000_0000_1000 and got[4] == -(2**31) + 5 and got[5] == -1
    assert np.float16(got[6]) == np.inf and got[7] == 0x3F80  # bf16 bits, rounded to nearest even


def test_a_failed_launch_raises_a_cuda_error_naming_the_kernel(fake, monkeypatch):
    pytest.importorskip("cuda.bindings")
    monkeypatch.setattr(cd, "device_attributes", lambda dev: {"max_grid_dim_x": 2**31 - 1, "max_grid_dim_y": 65535,
                                                                "max_grid_dim_z": 65535})
    ln = launcher(["!tt.ptr<f32>", "i32"])
    fake.rc = 1  # CUDA_ERROR_INVALID_VALUE
    with pytest.raises(cd.CUDAError, match=r"launching k .*grid \(1, 70000, 1\).*exceeds"):
        ln((1, 70000, 1), [0x1000, 3], stream=0)


def test_a_grid_beyond_32_bits_is_an_error_not_a_crash(fake):
    ln = launcher(["i32"])
    with pytest.raises(ValueError, match="out of range"):
        ln((2**33,), [1], stream=0)
    assert not fake.calls
