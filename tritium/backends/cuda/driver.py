"""The CUDA driver: loads cubins onto NVIDIA GPUs and launches them.

Everything goes through `cuda.bindings.driver` (cuda-bindings, NVIDIA's Python bindings of the
driver API), except the launch itself and four context calls (get/set/push/pop current), which use
the same libcuda directly. Every CUresult is checked and turned into `CUDAError` naming it (no traceback from inside
the bindings).

The launch: each kernel owns a launch record (grid, stream, kernel arguments, and the
CUfunction, block size and shared memory written once) that one precompiled `struct.Struct` packs per
launch; a function compiled once per process with LLVM's JIT reads it and calls `cuLaunchKernel`
(native_launch.py), so ctypes converts one pointer instead of the driver call's 11 arguments. On
the H100 machine the bindings' `cuLaunchKernel` alone cost 4.1-4.9 us and ctypes' 5.5-5.7 us per
call, most of it argument conversion (benchmarks/results/cuda_launch.md has the trampoline's figure).

Where a launch runs: a launcher belongs to one device (`load(..., device=i)`; the jit path passes
the device of the kernel's array arguments) or, with `device=None`, to whichever device's context is
current at launch time. Its module is loaded lazily, once per device, into that device's primary
context (the one torch and CuPy use). With several GPUs every launch asks the driver which context is
current (0.5 us) and pushes the right one for the launch if it differs; with one GPU the launch goes
out unchecked and a context error (none current on a new thread, another context current) sends it
through that check and out again. The stream is the launch's `stream=` (an int handle, a torch/CuPy
stream, anything with `.cuda_stream`, `.ptr` or `.handle`), else torch's current stream for that
device when torch is loaded, else CuPy's current stream when CuPy is, else the legacy default
stream (0).
"""
from __future__ import annotations

import ctypes
import struct
import sys
import threading

from ..base import Driver, OutOfResources, Target, open_library  # OutOfResources: raised here, shared by backends
from .native_launch import HEADER, RECORD, trampoline
from .tma import TensorMaps, driver_encode

INSTALL_BINDINGS = "pip install cuda-bindings (or pip install 'tritium[cuda]')"
DEFAULT_SMEM = 48 * 1024  # dynamic shared memory a kernel may use without opting in
# CUresults of a launch in the wrong context (or none): CUDA_ERROR_INVALID_CONTEXT, CONTEXT_IS_DESTROYED,
# INVALID_HANDLE (a function of another context)
_CONTEXT_ERRORS = frozenset({201, 709, 400})


class CUDAUnavailable(RuntimeError):
    """No usable CUDA: the bindings, the NVIDIA driver or a GPU is missing."""


class CUDAError(RuntimeError):
    """A CUDA driver call failed; `.code` is the CUresult name (e.g. 'CUDA_ERROR_INVALID_VALUE')."""

    def __init__(self, what: str, code: str, message: str = ""):
        super().__init__(f"{what} failed: {code}" + (f" ({message})" if message else ""))
        self.code = code





# ------------------------------------------------------------------------------ the driver API
_cu = None


def bindings():
    """cuda.bindings.driver, imported on first use (importing tritium never imports it)."""
    global _cu
    if _cu is None:
        try:
            from cuda.bindings import driver
        except ImportError as e:
            raise CUDAUnavailable(f"the CUDA driver needs NVIDIA's Python bindings: {INSTALL_BINDINGS} ({e})") from None
        _cu = driver
    return _cu


def _result_name(err) -> tuple[str, str]:
    cu = bindings()
    try:
        err = cu.CUresult(int(err))
        name = err.name
    except ValueError:
        return f"CUresult {int(err)}", ""
    try:
        r, msg = cu.cuGetErrorString(err)
        text = msg.decode() if isinstance(msg, bytes) else str(msg or "")
    except Exception:  # noqa: BLE001 - the message is a nicety
        text = ""
    return name, text


def call(fn, *args, what: str | None = None):
    """Call a cuda.bindings function; raise CUDAError unless it returned CUDA_SUCCESS. Returns the
    values after the CUresult (one value as itself, none as None)."""
    r = fn(*args)
    err = r[0] if isinstance(r, tuple) else r
    if int(err) != 0:
        name, text = _result_name(err)
        raise CUDAError(what or fn.__name__, name, text)
    rest = r[1:] if isinstance(r, tuple) else ()
    return None if not rest else rest[0] if len(rest) == 1 else rest


_init_lock = threading.RLock()
_state: dict = {}  # 'ok': bool, 'error': str, 'count': int, 'ctx': {dev: int}, 'attrs': {dev: {...}}


def init() -> int:
    """cuInit once; the number of devices. CUDAUnavailable says what is missing."""
    with _init_lock:
        if "ok" not in _state:
            try:
                cu = bindings()
                try:
                    call(cu.cuInit, 0, what="cuInit")
                except CUDAError as e:
                    raise CUDAUnavailable(f"the NVIDIA driver could not be initialised ({e.code}): is a GPU present "
                                          "and the NVIDIA driver installed?") from None
                except CUDAUnavailable:
                    raise
                except Exception as e:  # noqa: BLE001 - the bindings raise their own errors when libcuda is absent
                    raise CUDAUnavailable(f"no NVIDIA driver (libcuda.so.1) found: install the NVIDIA driver "
                                          f"on a machine with a GPU ({type(e).__name__}: {e})") from None
                count = call(cu.cuDeviceGetCount, what="cuDeviceGetCount")
                if count < 1:
                    raise CUDAUnavailable("the NVIDIA driver sees no GPU")
                _state.update(ok=True, count=count, ctx={}, attrs={})
            except CUDAUnavailable as e:
                _state.update(ok=False, error=str(e))
        if not _state["ok"]:
            raise CUDAUnavailable(_state["error"])
        return _state["count"]


def primary_context(dev: int) -> int:
    """The retained primary context of device `dev`, as an int handle."""
    ctxs = _state.get("ctx")
    if ctxs is not None and dev in ctxs:
        return ctxs[dev]
    n = init()
    if not 0 <= dev < n:
        raise ValueError(f"there is no CUDA device {dev} (this machine has {n})")
    cu = bindings()
    with _init_lock:
        if dev not in _state["ctx"]:
            d = call(cu.cuDeviceGet, dev, what=f"cuDeviceGet({dev})")
            ctx = call(cu.cuDevicePrimaryCtxRetain, d, what=f"cuDevicePrimaryCtxRetain({dev})")
            _state["ctx"][dev] = int(ctx)
        return _state["ctx"][dev]


_ATTRS = {
    "cc_major": "CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR",
    "cc_minor": "CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR",
    "multiprocessor_count": "CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT",
    "max_shared_mem": "CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN",
    "max_num_regs": "CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK",
    "warpSize": "CU_DEVICE_ATTRIBUTE_WARP_SIZE",
    "sm_clock_rate": "CU_DEVICE_ATTRIBUTE_CLOCK_RATE",
    "mem_clock_rate": "CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE",
    "mem_bus_width": "CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH",
    "max_threads_per_block": "CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK",
    "max_grid_dim_x": "CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X",
    "max_grid_dim_y": "CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y",
    "max_grid_dim_z": "CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z",
}


def device_attributes(dev: int) -> dict:
    """The attributes tritium and Triton scripts ask about (names as Triton's get_device_properties)."""
    attrs = _state.get("attrs", {}).get(dev)
    if attrs is None:
        n = init()
        if not 0 <= dev < n:
            raise ValueError(f"there is no CUDA device {dev} (this machine has {n})")
        cu = bindings()
        d = call(cu.cuDeviceGet, dev, what=f"cuDeviceGet({dev})")
        attrs = {k: call(cu.cuDeviceGetAttribute, getattr(cu.CUdevice_attribute, v), d, what=f"cuDeviceGetAttribute({v})")
                 for k, v in _ATTRS.items()}
        name = call(cu.cuDeviceGetName, 256, d, what="cuDeviceGetName")
        attrs["name"] = name.split(b"\0", 1)[0].decode(errors="replace") if isinstance(name, bytes) else str(name)
        attrs["arch"] = attrs["cc_major"] * 10 + attrs["cc_minor"]
        _state["attrs"][dev] = attrs
    return attrs


# ---------------------------------------------------------------------- the launch, through ctypes
class _LibCUDA:
    """The context entry points of libcuda.so.1, called through ctypes with int handles (the
    bindings would wrap each handle in an object)."""

    def __init__(self):
        init()  # the bindings have loaded libcuda and initialised the driver
        lib = open_library(("libcuda.so.1", "libcuda.so"))
        if lib is None:
            raise CUDAUnavailable("libcuda.so.1 (the NVIDIA driver) cannot be opened: install the NVIDIA driver")
        vp = ctypes.c_void_p
        self.get_current = lib.cuCtxGetCurrent
        self.get_current.argtypes = [ctypes.POINTER(vp)]
        self.get_current.restype = ctypes.c_int
        self.set_current = lib.cuCtxSetCurrent
        self.set_current.argtypes = [vp]
        self.set_current.restype = ctypes.c_int
        self.push = lib.cuCtxPushCurrent_v2
        self.push.argtypes = [vp]
        self.push.restype = ctypes.c_int
        self.pop = lib.cuCtxPopCurrent_v2
        self.pop.argtypes = [ctypes.POINTER(vp)]
        self.pop.restype = ctypes.c_int
        self.launch_kernel = ctypes.cast(lib.cuLaunchKernel, vp).value  # what the launch records call
        self.lib = lib  # (cuTensorMapEncodeTiled: backends/cuda/tma.py)


_lib: _LibCUDA | None = None


def libcuda() -> _LibCUDA:
    global _lib
    if _lib is None:
        with _init_lock:
            if _lib is None:
                _lib = _LibCUDA()
    return _lib


def _launch_address() -> int:
    return libcuda().launch_kernel


def _check_rc(rc: int, what: str) -> None:
    if rc:
        name, text = _result_name(rc)
        raise CUDAError(what, name, text)


class _CtxSlot(threading.local):
    """This thread's out-parameter for cuCtxGetCurrent (one allocation per thread, not per launch)."""

    def __init__(self):
        self.ptr = ctypes.c_void_p()
        self.ref = ctypes.byref(self.ptr)


_ctx_slot = _CtxSlot()


def current_context() -> int:
    lib = libcuda()
    slot = _ctx_slot
    _check_rc(lib.get_current(slot.ref), "cuCtxGetCurrent")
    return slot.ptr.value or 0


def context_device(ctx: int) -> int:
    """The device of a context (ours are known; others are asked for)."""
    for dev, c in _state.get("ctx", {}).items():
        if c == ctx:
            return dev
    lib = libcuda()
    _check_rc(lib.push(ctx), "cuCtxPushCurrent")
    try:
        dev = call(bindings().cuCtxGetDevice, what="cuCtxGetDevice")
    finally:
        _check_rc(lib.pop(ctypes.byref(ctypes.c_void_p())), "cuCtxPopCurrent")
    return int(dev)


def current_device() -> int:
    """torch's current device when torch has initialised CUDA, else the device of this thread's
    current context, else 0."""
    torch = sys.modules.get("torch")
    if torch is not None and torch.cuda.is_initialized():
        return torch.cuda.current_device()
    init()
    ctx = current_context()
    return context_device(ctx) if ctx else 0


# --------------------------------------------------------------------------------------- streams
_stream_fn = None  # device -> current stream handle, once torch is known to be loaded


def _pick_stream_source():
    """(device -> stream function, final): torch's current stream when torch is loaded (final: torch
    stays loaded), else CuPy's current stream, else the legacy default stream (checked again later)."""
    torch = sys.modules.get("torch")
    if torch is not None:
        if getattr(torch, "cuda", None) is not None and torch.cuda.is_available():
            return torch._C._cuda_getCurrentRawStream, True
        return (lambda dev: 0), True
    cupy = sys.modules.get("cupy")
    if cupy is not None:
        return (lambda dev: cupy.cuda.get_current_stream(dev).ptr), False
    return (lambda dev: 0), False


def current_stream(dev: int) -> int:
    """The stream a launch without `stream=` uses on device `dev` (see the module docstring)."""
    global _stream_fn
    fn = _stream_fn
    if fn is None:
        fn, final = _pick_stream_source()
        if final:
            _stream_fn = fn
    return fn(dev)


def stream_handle(s) -> int:
    """An int handle from a stream given as an int, a torch/CuPy/cuda.core stream or a CUstream."""
    if s is None:
        return 0
    if isinstance(s, int):
        return s
    for attr in ("cuda_stream", "ptr", "handle"):
        h = getattr(s, attr, None)
        if h is not None:
            return int(h)
    if hasattr(s, "getPtr"):  # cuda.bindings CUstream
        return int(s.getPtr())
    try:
        return int(s)
    except (TypeError, ValueError):
        raise TypeError(f"stream= must be an int handle or a CUDA stream object, got {type(s).__name__}") from None


# ------------------------------------------------------------------------------------ arguments
# tile-IR argument type -> (struct code, struct code of the unsigned/normalised form, bytes)
_ARG = {"i1": ("?", "B", 1), "i8": ("b", "B", 1), "i16": ("h", "H", 2), "i32": ("i", "I", 4), "i64": ("q", "Q", 8),
        "f16": ("e", "e", 2), "bf16": ("H", "H", 2), "f32": ("f", "f", 4), "f64": ("d", "d", 8)}


def arg_layout(types: list[str]):
    """(fast Struct, normalising Struct, offsets, masks) for kernel parameters of these types: each
    value at its natural alignment, as the kernel's `.param` space expects it (LLVM passes i1 as a
    .u8 param, f16/bf16 as 2 bytes)."""
    fast, slow, offsets, kinds = "<", "<", [], []
    off = 0
    for t in types:
        if t.startswith("!tt.ptr"):
            code, ucode, size = "Q", "Q", 8
        elif t in _ARG:
            code, ucode, size = _ARG[t]
        else:
            raise TypeError(f"the CUDA driver cannot pass a kernel argument of type {t}")
        pad = -off % size
        fast += "x" * pad + code
        slow += "x" * pad + ucode
        off += pad
        offsets.append(off)
        kinds.append("ptr" if t.startswith("!tt.ptr") else t)
        off += size
    return struct.Struct(fast), struct.Struct(slow), offsets, kinds


def _bf16_bits(v) -> int:
    from ...ir import numpy_semantics as S
    from ...ir.types import bf16
    return int(S.to_memory(S.constant(v, bf16), bf16))


def normalize_args(kinds, args) -> list:
    """Values as the normalising Struct packs them: ints wrapped to their width (a u32 above 2**31, a
    u64 above 2**63), bools and NumPy scalars as Python numbers, floats rounded to their type (out of
    range: inf, as a conversion in the kernel would give), bf16 as its bits."""
    import numpy as np
    out = []
    for k, v in zip(kinds, args):
        if k == "ptr":
            out.append(int(v) & 0xFFFFFFFFFFFFFFFF)
        elif k == "bf16":
            out.append(_bf16_bits(v))
        elif k in ("f16", "f32"):
            with np.errstate(over="ignore"):
                out.append(float((np.float16 if k == "f16" else np.float32)(v)))
        elif k == "f64":
            out.append(float(v))
        elif k == "i1":
            out.append(1 if v else 0)
        else:
            out.append(int(v) & ((1 << (8 * _ARG[k][2])) - 1))
    return out


# ------------------------------------------------------------------------------------- launcher
class CUDALauncher:
    """A loaded kernel: `launcher(grid, args, stream=None)` launches it (asynchronously).

    `args` are the runtime values in kernel-argument order: device addresses (ints) for pointers,
    Python/NumPy numbers for scalars. Block: 32 x num_warps threads; dynamic shared memory:
    metadata['shared'] bytes."""

    def __init__(self, cubin: bytes, metadata: dict, device: int | None = None):
        self.cubin = cubin
        self.metadata = metadata
        self.name = metadata["name"]
        opts = metadata.get("options") or {}
        self.num_warps = int(metadata.get("num_warps") or opts.get("num_warps") or 4)
        # (num_ctas > 1 asks Triton for a cluster of that many CTAs per program, sharing the program's
        # tiles; the program, its program_id and its results are the same. tritium compiles no cluster
        # code, so each program runs as one CTA, whatever num_ctas says.)
        self.block = 32 * self.num_warps
        self.shared = int(metadata.get("shared") or 0)
        self.device = device
        self.arg_types = list(metadata["arg_types"])
        fast, slow, offsets, self.kinds = arg_layout(self.arg_types)
        # one launch record per kernel (native_launch.py): header, then the arguments
        args_at = RECORD["args"]
        self.fast = struct.Struct(HEADER + fast.format[1:])
        self.slow = slow
        self.rec = ctypes.create_string_buffer(args_at + max(8, fast.size))
        self.rec_addr = ctypes.addressof(self.rec)
        n = len(offsets)
        # tensor maps (TMA copies of TensorDescriptor arguments' boxes) follow the arguments, each in
        # its own 64-byte aligned buffer, encoded at launch from the descriptors' parts
        self.maps = TensorMaps(metadata["tma"], self.arg_types) if metadata.get("tma") else None
        extra = self.maps.addresses if self.maps is not None else []
        self.params = (ctypes.c_void_p * max(1, n + len(extra)))(*[self.rec_addr + args_at + o for o in offsets], *extra)
        self.params_ptr = ctypes.addressof(self.params)
        struct.pack_into("<QQIIQ", self.rec, 0, _launch_address(), 0, self.block, self.shared, self.params_ptr)
        self.lock = threading.Lock()
        self.funcs: dict = {}  # context -> CUfunction, one module per context
        self.modules: list = []  # kept alive with the launcher
        self.bf16 = "bf16" in self.kinds
        self._fast = None  # (context, device) to launch in, unchecked, on one-GPU machines
        self._func_ctx = None  # the context whose CUfunction the record holds
        self._lib = libcuda()
        self._native = trampoline()
        self._encode = driver_encode(self._lib.lib) if self.maps is not None else None

    # ---- loading
    def _function_for(self, ctx: int):
        f = self.funcs.get(ctx)
        if f is None:
            with _init_lock:
                f = self.funcs.get(ctx)
                if f is None:
                    f = self.funcs[ctx] = self._load(ctx)
        return f

    def _load(self, ctx: int):
        """The module loaded into context `ctx` -> its CUfunction (checked for arch and resources)."""
        cu = bindings()
        dev = context_device(ctx)
        attrs = device_attributes(dev)
        self._check_arch(dev, attrs)
        lib = self._lib
        _check_rc(lib.push(ctx), "cuCtxPushCurrent")
        try:
            mod = call(cu.cuModuleLoadData, self.cubin, what=f"cuModuleLoadData({self.name})")
            self.modules.append(mod)
            fn = call(cu.cuModuleGetFunction, mod, self.name.encode(), what=f"cuModuleGetFunction({self.name!r})")
            self._check_resources(cu, fn, attrs)
        finally:
            _check_rc(lib.pop(ctypes.byref(ctypes.c_void_p())), "cuCtxPopCurrent")
        return fn

    def _check_arch(self, dev: int, attrs: dict) -> None:
        from .toolchain import cubin_arch
        try:
            arch = cubin_arch(self.cubin)
        except (ValueError, struct.error):
            return  # not an ELF we can read: let the driver judge it
        sm = int(arch.rstrip("a"))
        dev_arch = attrs["arch"]
        # a cubin runs on its own major version with an equal or newer minor; 'a' only on its own chip
        ok = sm == dev_arch if arch.endswith("a") else (sm // 10 == dev_arch // 10 and sm <= dev_arch)
        if not ok:
            raise CUDAError(f"loading {self.name} on device {dev} ({attrs['name']}, sm_{dev_arch})",
                            "CUDA_ERROR_NO_BINARY_FOR_GPU", f"the kernel was compiled for sm_{arch}: compile it "
                            f"for target='cuda:{dev_arch}'")

    def _check_resources(self, cu, fn, attrs: dict) -> None:
        A = cu.CUfunction_attribute
        static = call(cu.cuFuncGetAttribute, A.CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, fn, what="cuFuncGetAttribute")
        limit = attrs["max_shared_mem"]
        if self.shared + static > limit:
            raise OutOfResources(self.shared + static, limit, "shared memory")
        if self.shared > DEFAULT_SMEM:
            # Prefer shared memory over L1 in the SM's carveout, as Triton does: without it the driver
            # may carve out room for one block of a 96 KB kernel where two fit, halving occupancy.
            call(cu.cuFuncSetCacheConfig, fn, cu.CUfunc_cache.CU_FUNC_CACHE_PREFER_SHARED,
                 what="cuFuncSetCacheConfig(PREFER_SHARED)")
            call(cu.cuFuncSetAttribute, fn, A.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, limit - static,
                 what=f"cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES={limit - static})")
        max_threads = call(cu.cuFuncGetAttribute, A.CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, fn, what="cuFuncGetAttribute")
        if self.block > max_threads:
            regs = call(cu.cuFuncGetAttribute, A.CU_FUNC_ATTRIBUTE_NUM_REGS, fn, what="cuFuncGetAttribute")
            if regs * self.block > attrs["max_num_regs"]:
                raise OutOfResources(regs * self.block, attrs["max_num_regs"], "registers")
            raise OutOfResources(self.block, max_threads, "threads per block")

    def _context(self) -> tuple[int, object, int, bool]:
        """(context, function, device, pushed) for a launch now, after asking the driver which
        context is current: this launcher's device's, or (device=None) whichever is current."""
        lib = self._lib
        slot = _ctx_slot
        _check_rc(lib.get_current(slot.ref), "cuCtxGetCurrent")
        cur = slot.ptr.value or 0
        if self.device is None:
            if not cur:  # a fresh thread: make torch's current (or device 0's) primary context current
                cur = primary_context(current_device())
                _check_rc(lib.set_current(cur), "cuCtxSetCurrent")
            return cur, self._function_for(cur), context_device(cur), False
        ctx = primary_context(self.device)
        if cur == ctx:
            return ctx, self._function_for(ctx), self.device, False
        if not cur:  # nothing current on this thread: ours becomes current, as Triton's launcher does
            _check_rc(lib.set_current(ctx), "cuCtxSetCurrent")
            return ctx, self._function_for(ctx), self.device, False
        func = self._function_for(ctx)
        _check_rc(lib.push(ctx), "cuCtxPushCurrent")
        return ctx, func, self.device, True

    def function_handle(self) -> int:
        """The CUfunction loaded in the context a launch now would use (Triton's
        `CompiledKernel.function`)."""
        ctx, func, _, pushed = self._context()
        if pushed:
            _check_rc(self._lib.pop(ctypes.byref(ctypes.c_void_p())), "cuCtxPopCurrent")
        return int(func)

    # ---- launching
    def __call__(self, grid, args, stream=None) -> None:
        n = len(grid)
        if n == 1:
            gx, gy, gz = grid[0], 1, 1
        elif n == 3:
            gx, gy, gz = grid
        else:
            gx, gy, gz = (tuple(grid) + (1, 1))[:3]
        if gx * gy * gz == 0:
            return
        fast = self._fast
        if fast is not None:  # one GPU: launch optimistically, a context error sends us the slow way
            ctx, dev = fast
            func, pushed = None, False
        else:
            ctx, func, dev, pushed = self._context()
            if not pushed and _state.get("count") == 1:
                self._fast = (ctx, dev)
        try:
            if stream is None:
                get = _stream_fn  # (the module global, once torch is known)
                stream = get(dev) if get is not None else current_stream(dev)
            elif type(stream) is not int:
                stream = stream_handle(stream)
            with self.lock:  # one launch record per kernel: launches from other threads wait
                if self.maps is not None:
                    if len(args) != len(self.kinds):
                        raise TypeError(f"{self.name} takes {len(self.kinds)} runtime arguments, got {len(args)}")
                    self.maps.update(args, self._encode)
                if ctx != self._func_ctx:
                    struct.pack_into("<Q", self.rec, RECORD["func"], int(func or self._function_for(ctx)))
                    self._func_ctx = ctx
                try:
                    if self.bf16:
                        raise struct.error
                    self.fast.pack_into(self.rec, RECORD["grid"], gx, gy, gz, stream, *args)
                except (struct.error, OverflowError):
                    self._pack_slow(gx, gy, gz, stream, args)
                err = self._native(self.rec_addr)
        finally:
            if pushed:
                _check_rc(self._lib.pop(ctypes.byref(ctypes.c_void_p())), "cuCtxPopCurrent")
        if err:
            if fast is not None and err in _CONTEXT_ERRORS:
                self._fast = None  # another context is current (or none): check, then launch again
                return self(grid, args, stream)
            self._launch_failed(err, (gx, gy, gz), dev)

    def _pack_slow(self, gx, gy, gz, stream, args) -> None:
        if len(args) != len(self.kinds):
            raise TypeError(f"{self.name} takes {len(self.kinds)} runtime arguments, got {len(args)}")
        try:
            struct.pack_into(HEADER, self.rec, RECORD["grid"], gx, gy, gz, stream)
        except (struct.error, OverflowError) as e:
            raise ValueError(f"{self.name}: grid ({gx}, {gy}, {gz}) or stream {stream!r} out of range: {e}") from None
        try:
            self.slow.pack_into(self.rec, RECORD["args"], *normalize_args(self.kinds, args))
        except (TypeError, ValueError, struct.error) as e:
            raise TypeError(f"{self.name}: cannot pass arguments {list(args)!r} as {self.arg_types}: {e}") from None

    def _launch_failed(self, rc: int, grid, dev: int) -> None:
        name, text = _result_name(rc)
        a = device_attributes(dev)
        limits = (a["max_grid_dim_x"], a["max_grid_dim_y"], a["max_grid_dim_z"])
        if any(g > lim for g, lim in zip(grid, limits)):
            text = f"grid {grid} exceeds the device's limits {limits}"
        raise CUDAError(f"launching {self.name} on device {dev} (grid {grid}, block {self.block}, "
                        f"{self.shared} bytes of dynamic shared memory)", name, text)


# ---------------------------------------------------------------------------------------- driver
class _Utils:
    def get_device_properties(self, device=None) -> dict:
        dev = current_device() if device is None else int(getattr(device, "index", device) or 0)
        a = device_attributes(dev)
        return {k: a[k] for k in ("max_shared_mem", "multiprocessor_count", "max_num_regs", "warpSize",
                                  "sm_clock_rate", "mem_clock_rate", "mem_bus_width")}


class CUDADriver(Driver):
    backend = "cuda"

    def __init__(self):
        self.utils = _Utils()

    @staticmethod
    def is_active() -> bool:
        """Whether this is a CUDA machine; never raises (Triton asks the driver class:
        `backend.driver.is_active()`). As Triton 3.6 answers it where torch is imported (torch sees
        a CUDA, not HIP, device), else cuda-bindings' cuInit succeeds and there is a GPU. torch's
        Inductor asks it in its compile workers (`triton_helpers.set_driver_to_gpu`, which compile
        for a target and need no device): with the cuInit answer alone, max-autotune's workers on
        the H100 raised "Could not find an active GPU backend"."""
        torch = sys.modules.get("torch")
        if torch is not None:
            try:
                if torch.cuda.is_available() and getattr(torch.version, "hip", None) is None:
                    return True
            except Exception:  # noqa: BLE001 - availability is a yes/no question
                pass
        try:
            return init() > 0
        except Exception:  # noqa: BLE001 - availability is a yes/no question
            return False

    def is_available(self) -> bool:
        """Whether tritium can launch here: cuda-bindings' cuInit succeeds and there is a GPU (not
        torch's opinion, which is_active takes as Triton does)."""
        try:
            return init() > 0
        except Exception:  # noqa: BLE001 - availability is a yes/no question
            return False

    def unavailable_reason(self) -> str | None:
        try:
            init()
            return None
        except Exception as e:  # noqa: BLE001
            return str(e)

    def adapt(self, arg):
        from .arrays import adapt
        return adapt(arg)

    def target_of(self, device: int) -> Target:
        return Target("cuda", device_attributes(device)["arch"], 32)

    def get_current_target(self) -> Target:
        return self.target_of(current_device())

    def load(self, binary: bytes, metadata: dict, device: int | None = None) -> CUDALauncher:
        init()
        return CUDALauncher(binary, metadata, device)

    def launch(self, kernel: CUDALauncher, grid, args, stream=None) -> None:
        kernel(grid, args, stream)

    # ---- what Triton scripts ask of `driver.active`
    def get_current_device(self) -> int:
        return current_device()

    def set_current_device(self, device) -> None:
        dev = int(getattr(device, "index", device) or 0)
        torch = sys.modules.get("torch")
        if torch is not None and torch.cuda.is_available():
            torch.cuda.set_device(dev)
        else:
            _check_rc(libcuda().set_current(primary_context(dev)), "cuCtxSetCurrent")

    def get_current_stream(self, device=None) -> int:
        return current_stream(current_device() if device is None else int(device))

    def get_active_torch_device(self):
        import torch
        return torch.device("cuda", current_device())

    def get_device_interface(self):
        import torch
        return torch.cuda

    def get_benchmarker(self):
        from .bench import do_bench
        return do_bench

    def profiler_clock(self):
        from .events import EventClock
        return EventClock()

    def get_empty_cache_for_benchmark(self):
        import torch
        return torch.empty(256 * 1024 * 1024 // 4, dtype=torch.int, device="cuda")  # larger than any L2

    def clear_cache(self, cache) -> None:
        cache.zero_()
