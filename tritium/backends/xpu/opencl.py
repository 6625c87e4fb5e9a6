"""The OpenCL driver of the xpu backend, through pyopencl: runs the `spv` stage
(clCreateProgramWithIL) or a `zebin` (clCreateProgramWithBinary) on any OpenCL device that takes
them: an Intel GPU through Intel's compute runtime, and any x86 CPU through Intel's CPU OpenCL
runtime (PyPI `intel-opencl-rt`).

pyopencl rather than ctypes: it is maintained, ships its own ICD loader, turns every OpenCL error
into an exception naming the call and code, and its kernel-argument setting is already in C.

Arguments are pointers to memory the device can dereference: with fine-grained system SVM (Intel's
CPU runtime has it) that is any host memory, so NumPy arrays and CPU torch tensors pass by address
with no copy. Launches are synchronous (the call returns when the kernel has finished), so results
are in the arrays when the launch returns, as with the CPU backend.

The ICD loader finds drivers through `/etc/OpenCL/vendors`; pip's Intel CPU runtime installs no
entry there, so when it is installed and `OCL_ICD_VENDORS` is unset, a vendors folder with the
system's entries plus one for it is made in tritium's cache folder and named in `OCL_ICD_VENDORS`
before pyopencl loads.
"""
from __future__ import annotations

import ctypes
import glob
import os
import sys
import threading
import warnings

import numpy as np

INSTALL_HINT = ("install an OpenCL driver that takes SPIR-V: for any x86 CPU `pip install intel-opencl-rt "
                "intel-cmplr-lib-rt` (Intel's CPU runtime), for Intel GPUs Debian/Ubuntu's `intel-opencl-icd`; "
                "and `pip install pyopencl`")
_lock = threading.Lock()


class OpenCLUnavailable(RuntimeError):
    pass


def cpu_runtime_library() -> str | None:
    """libintelocl.so of pip's `intel-opencl-rt`, if installed."""
    for prefix in dict.fromkeys((sys.prefix, sys.base_prefix, os.path.dirname(os.path.dirname(sys.executable)))):
        path = os.path.join(prefix, "lib", "libintelocl.so")
        if os.path.exists(path):
            return path
    return None


def _vendors_dir() -> str | None:
    """A vendors folder naming the system's ICDs and pip's CPU runtime (None: nothing to add)."""
    lib = cpu_runtime_library()
    if lib is None:
        return None
    system = sorted(glob.glob("/etc/OpenCL/vendors/*.icd"))
    entries = {}
    for path in system:
        try:
            with open(path) as f:
                entries[os.path.basename(path)] = f.read().strip()
        except OSError:
            continue
    if lib in entries.values():
        return None  # the system already lists it
    entries["tritium-intel-cpu-runtime.icd"] = lib
    root = os.path.join(os.path.expanduser("~"), ".cache", "tritium", "opencl-vendors")
    os.makedirs(root, exist_ok=True)
    for name, text in entries.items():
        dest = os.path.join(root, name)
        try:
            with open(dest) as f:
                if f.read().strip() == text:
                    continue
        except OSError:
            pass
        tmp = f"{dest}.{os.getpid()}.tmp"
        with open(tmp, "w") as f:
            f.write(text + "\n")
        os.replace(tmp, dest)
    return root


_state: dict = {}


def cl():
    """pyopencl, imported once the ICD search path is set."""
    mod = _state.get("cl")
    if mod is not None:
        return mod
    with _lock:
        if "cl" not in _state:
            if "OCL_ICD_VENDORS" not in os.environ and "pyopencl" not in sys.modules:
                try:
                    d = _vendors_dir()
                except OSError:
                    d = None
                if d is not None:
                    os.environ["OCL_ICD_VENDORS"] = d
            try:
                import pyopencl
            except ImportError:
                raise OpenCLUnavailable(f"the xpu backend's OpenCL driver needs pyopencl: {INSTALL_HINT}") from None
            _state["cl"] = pyopencl
    return _state["cl"]


def _takes_spirv(dev) -> bool:
    try:
        return "SPIR-V" in (dev.il_version or "")
    except Exception:  # noqa: BLE001 - OpenCL < 2.1 devices have no IL query
        return False


def devices() -> list:
    """OpenCL devices that take SPIR-V: Intel GPUs first, then the rest (CPU runtimes)."""
    if "devices" in _state:
        return _state["devices"]
    m = cl()
    found = []
    try:
        platforms = m.get_platforms()
    except m.Error:
        platforms = []  # no ICD: PLATFORM_NOT_FOUND_KHR
    for p in platforms:
        try:
            found += [d for d in p.get_devices() if _takes_spirv(d)]
        except m.Error:
            continue
    found.sort(key=lambda d: (not (d.type & m.device_type.GPU and "intel" in d.vendor.lower()),))
    _state["devices"] = found
    return found


def device(index: int = 0):
    devs = devices()
    if not devs:
        raise OpenCLUnavailable(f"no OpenCL device that takes SPIR-V was found: {INSTALL_HINT}")
    if not 0 <= index < len(devs):
        raise OpenCLUnavailable(f"xpu device {index} does not exist: {len(devs)} OpenCL device(s) take SPIR-V")
    return devs[index]


def context(index: int = 0):
    """(context, queue, device) in which xpu kernels run on OpenCL device `index`: allocate
    pyopencl arrays passed to kernels here (pyopencl.tools.SVMAllocator(ctx, queue=queue))."""
    key = ("ctx", index)
    got = _state.get(key)
    if got is None:
        with _lock:
            got = _state.get(key)
            if got is None:
                m = cl()
                dev = device(index)
                ctx = m.Context([dev])
                got = _state[key] = (ctx, m.CommandQueue(ctx, dev), dev)
    return got



def reads_host_memory(dev) -> bool:
    """Whether `dev` dereferences any host address (fine-grained system SVM)."""
    return bool(dev.svm_capabilities & cl().device_svm_capabilities.FINE_GRAIN_SYSTEM)


def is_gpu(dev) -> bool:
    return bool(dev.type & cl().device_type.GPU)


# tile-IR scalar argument type -> NumPy type of the value the kernel parameter holds
_SCALAR = {"i1": np.uint8, "i8": np.uint8, "i16": np.uint16, "i32": np.uint32, "i64": np.uint64,
           "f16": np.float16, "f32": np.float32, "f64": np.float64, "bf16": np.uint16}


def _bf16_bits(v) -> int:
    from ...ir import numpy_semantics as S
    from ...ir.types import bf16
    return int(S.to_memory(S.constant(v, bf16), bf16))


def pack_scalar(kind: str, v):
    """A scalar argument as the NumPy value the kernel parameter holds (its bytes are what both
    drivers pass): ints wrap to their width, bf16 becomes its 16 bits."""
    if kind == "bf16":
        return np.uint16(_bf16_bits(v))
    t = _SCALAR[kind]
    if kind[0] == "i":
        return t(int(v) & ((1 << (8 * np.dtype(t).itemsize)) - 1))
    with np.errstate(over="ignore"):
        return t(v)


class OpenCLLauncher:
    """A loaded kernel: `launcher(grid, args, stream=None)` runs it and waits for it. `args`: host or
    SVM addresses (ints) for pointers, numbers for scalars. Work-group: num_warps x threads_per_warp."""

    def __init__(self, binary: bytes, metadata: dict, device: int | None = None):
        m = cl()
        self.ctx, self.queue, self.dev = context(device or 0)
        self.name = metadata["name"]
        self.local = int(metadata["num_warps"]) * int(metadata.get("threads_per_warp", 16))
        self.kinds = ["ptr" if t.startswith("!tt.ptr") else t for t in metadata["arg_types"]]
        if binary[:4] == b"\x03\x02\x23\x07":  # the SPIR-V magic number, little-endian
            prog = m.Program(self.ctx, binary)
        else:
            prog = m.Program(self.ctx, [self.dev], [binary])
        try:
            with warnings.catch_warnings():  # the CPU runtime's build log of a kernel that built is noise
                warnings.simplefilter("ignore", m.CompilerWarning)
                prog = prog.build()
        except m.Error as e:
            raise RuntimeError(f"the OpenCL driver ({self.dev.name}) could not build {self.name}: {e}") from None
        self.kernel = getattr(prog, self.name)

    def _arg(self, kind, v):
        if kind == "ptr":
            addr = int(v)
            if addr == 0:
                return None
            # without system SVM the address is one of an SVM allocation (the jit only places arrays the
            # device reads on it: pyopencl SVM arrays); clSetKernelArgSVMPointer takes it either way
            return cl().SVM((ctypes.c_byte * 1).from_address(addr))
        return pack_scalar(kind, v)

    def __call__(self, grid, args, stream=None) -> None:
        gx, gy, gz = (tuple(grid) + (1, 1))[:3]
        k = self.kernel
        for i, (kind, v) in enumerate(zip(self.kinds, args)):
            k.set_arg(i, self._arg(kind, v))
        cl().enqueue_nd_range_kernel(self.queue, k, (gx * self.local, gy, gz), (self.local, 1, 1))
        self.queue.finish()


__all__ = ["OpenCLLauncher", "pack_scalar", "context", "reads_host_memory", "OpenCLUnavailable", "devices", "device", "cl", "cpu_runtime_library", "is_gpu"]
