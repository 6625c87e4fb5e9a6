"""`tritium.aot.load(bundle_dir)`: exported kernels launched through the bundle's shared library.

Imports only the standard library (ctypes, json): no compiler, no LLVM, no NumPy, no frontend.
Launches on CPU and CUDA arrays need nothing else; XPU and Vulkan arrays go through tritium's own
Level Zero queue and Vulkan device (ctypes modules, imported when such an array is passed).
Kernels are called as JIT kernels are, `bundle.add[grid](x, y, out, n, BLOCK_SIZE=1024)`: arrays (NumPy, torch CPU or CUDA tensors,
CuPy, anything with `__array_interface__` / `__cuda_array_interface__` or `data_ptr()`), Python
numbers for scalars, constexprs optional (checked against the exported values when given). Arrays
on a CUDA device go to the `_cuda` entry point on that device and torch's current stream (or
`stream=`); Level Zero arrays (torch XPU, DLPack oneAPI) to `_xpu` through tritium's Level Zero
queue; tritium's Vulkan DeviceArrays to `_vulkan` through its Vulkan device; host arrays to `_cpu`.
"""
from __future__ import annotations

import ctypes
import functools
import json
import os
import sys

ABI_VERSION = 1  # of the bundles this loader reads (tritium/aot/render_c.py writes it)

# NumPy / torch dtype names -> the signature's element type names
_DTYPES = {"float32": "fp32", "float16": "fp16", "float64": "fp64", "bfloat16": "bf16", "bool": "int1",
           "int8": "int8", "int16": "int16", "int32": "int32", "int64": "int64", "uint8": "uint8", "uint16": "uint16",
           "uint32": "uint32", "uint64": "uint64", "float8_e5m2": "fp8e5", "float8_e4m3fn": "fp8e4nv"}
_SCALARS = {"int1": ctypes.c_uint8, "int8": ctypes.c_int8, "int16": ctypes.c_int16, "int32": ctypes.c_int32,
            "int64": ctypes.c_int64, "uint8": ctypes.c_uint8, "uint16": ctypes.c_uint16, "uint32": ctypes.c_uint32,
            "uint64": ctypes.c_uint64, "fp16": ctypes.c_uint16, "bf16": ctypes.c_uint16, "fp32": ctypes.c_float,
            "fp64": ctypes.c_double}
# the C library's status codes: render_c writes its enum from this list (one definition)
_STATUS = ["SUCCESS", "ERROR_INVALID_ARGUMENT", "ERROR_NO_DEVICE", "ERROR_UNSUPPORTED_ARCH", "ERROR_NO_VARIANT",
           "ERROR_LOAD", "ERROR_OUT_OF_RESOURCES", "ERROR_LAUNCH", "ERROR_NO_BACKEND"]
_OPTION_DEFAULTS = {"num_warps": 4, "num_stages": 3, "num_ctas": 1, "num_threads": None, "maxnreg": None}
_LAUNCH_OPTIONS = ("num_warps", "num_stages", "num_ctas", "num_threads", "maxnreg")


class AOTError(RuntimeError):
    """A bundle that cannot be loaded, or a launch the bundle refused (the library's message)."""


def load(bundle_dir) -> "Bundle":
    """The kernels of an exported, built bundle directory."""
    return Bundle(str(bundle_dir))


class Bundle:
    """A loaded bundle: one attribute per kernel (`bundle.add`), `kernels` by name, `unload()`."""

    def __init__(self, path: str):
        mpath = os.path.join(path, "manifest.json")
        try:
            with open(mpath) as f:
                meta = json.load(f)
        except OSError as e:
            raise AOTError(f"{path}: not a tritium bundle ({mpath}: {e.strerror})") from None
        except ValueError as e:
            raise AOTError(f"{mpath}: unreadable manifest ({e})") from None
        abi = meta.get("abi_version")
        if abi != ABI_VERSION:
            raise AOTError(f"{path}: the bundle has ABI version {abi}, this loader reads version {ABI_VERSION}: "
                           "export it again with this tritium")
        self.name = name = meta["library"]
        so = os.path.join(path, meta.get("shared_library", f"lib{name}.so"))
        if not os.path.exists(so):
            raise AOTError(f"{path}: lib{name}.so is not built yet: run `make` there (or `tritium aot --build`)")
        try:
            self.lib = ctypes.CDLL(os.path.abspath(so))
        except OSError as e:
            raise AOTError(f"{so}: cannot load ({e})") from None
        fn = getattr(self.lib, f"tritium_{name}_abi_version", None)
        bid = getattr(self.lib, f"tritium_{name}_bundle_id", None)
        if bid is not None:
            bid.restype = ctypes.c_char_p
        if fn is None or fn() != abi or bid is None or bid().decode() != meta.get("bundle_id"):
            raise AOTError(f"{so} was built from another bundle version than {mpath}: rebuild it (`make` in {path})")
        self.meta = meta
        self._error = self._fn(f"tritium_{name}_last_error", [], ctypes.c_char_p)
        self._error_string = self._fn(f"tritium_{name}_error_string", [ctypes.c_int], ctypes.c_char_p)
        self.kernels = {k["name"]: AOTKernel(self, k) for k in meta["kernels"]}
        self._vulkan_devices: set = set()  # where launches may still be queued (unload waits for them)

    def __getattr__(self, name):
        """`bundle.<kernel>` (kernel names never shadow the bundle's own attributes)."""
        kernels = self.__dict__.get("kernels", {})
        if name in kernels:
            return kernels[name]
        raise AttributeError(f"bundle {self.__dict__.get('name', '?')!r} has no kernel {name!r}; it has "
                             f"{', '.join(sorted(kernels)) or 'none'}")

    def _fn(self, symbol: str, argtypes, restype):
        f = getattr(self.lib, symbol)
        f.argtypes, f.restype = argtypes, restype
        return f

    def check(self, status: int, kernel: str) -> None:
        """Raise the library's one-line message (it names the kernel) with the status' name."""
        if status:
            name = _STATUS[status] if 0 <= status < len(_STATUS) else str(status)
            raise AOTError(f"{self._error().decode(errors='replace')} [TRITIUM_{name}: "
                           f"{self._error_string(status).decode(errors='replace')}]")

    @property
    def cpu_target(self) -> str | None:
        """The CPU target whose objects run on this machine (None: none does)."""
        f = getattr(self.lib, f"tritium_{self.name}_cpu_target", None)
        if f is None:
            return None
        f.restype = ctypes.c_char_p
        r = f()
        return r.decode() if r else None

    def unload(self) -> None:
        """Unload what the library loaded (CUDA modules, Level Zero modules, Vulkan pipelines; a later
        launch loads them again), after waiting for queued Vulkan launches that use them."""
        if self._vulkan_devices:
            from ..backends.vulkan import runtime as vkr
            for index in self._vulkan_devices:
                vkr.device(index).synchronize()
        self._fn(f"tritium_{self.name}_unload", [], None)()


class AOTKernel:
    """One exported kernel: `kernel[grid](*args, **kwargs)` as for a JIT kernel."""

    def __init__(self, bundle: Bundle, rec: dict):
        self.bundle = bundle
        self.name = rec["name"]
        self.rec = rec
        self.params = rec["params"]
        self.runtime = [p["name"] for p in self.params]
        self.all_params = rec["all_params"]
        self.constexprs = rec["constexprs"]
        self.options = rec.get("options", {})
        self.kinds = [p["type"] for p in self.params]
        # per runtime parameter: (name, pointer type or None, element type name)
        self._plan = [(p["name"], p["type"] if p["type"].startswith("*") else None, _canon(p["type"]))
                      for p in self.params]
        self._checked: set = set()
        # positional calls with exactly the runtime parameters (which come first) skip binding
        n = len(self.runtime)
        self._positional = n if self.all_params[:n] == self.runtime else -1

    # per backend: (parameters after the grid, the C type of a pointer argument) -- render_c's prototypes
    _ENTRY = {"cpu": ([], ctypes.c_void_p), "cuda": ([ctypes.c_int, ctypes.c_void_p], ctypes.c_uint64),
              "xpu": ([ctypes.c_void_p] * 3, ctypes.c_void_p), "vulkan": ([ctypes.c_void_p] * 3, ctypes.c_uint64)}

    def _entry(self, backend: str):
        """The `_<backend>` entry point (ctypes, argument types set), None if not exported."""
        if not self.rec.get(backend):
            return None
        handles, pointer = self._ENTRY[backend]
        scalars = [pointer if t.startswith("*") else _SCALARS[_canon(t)] for t in self.kinds]
        return self.bundle._fn(f"tritium_{self.bundle.name}_{self.name}_{backend}", [ctypes.c_uint32] * 3 + handles +
                               scalars, ctypes.c_int)

    # made on first use
    cpu = functools.cached_property(lambda self: self._entry("cpu"))
    cuda = functools.cached_property(lambda self: self._entry("cuda"))
    xpu = functools.cached_property(lambda self: self._entry("xpu"))
    vulkan = functools.cached_property(lambda self: self._entry("vulkan"))

    def __getitem__(self, grid):
        return lambda *args, **kwargs: self.run(grid, args, kwargs)

    def run(self, grid, args, kwargs) -> None:
        stream = kwargs.pop("stream", None) if kwargs else None
        if not kwargs and self._positional == len(args) and not callable(grid):
            given = args  # the common call: exactly the runtime arguments, in order
        else:
            bound = self._bind(args, kwargs)
            if callable(grid):
                grid = grid(bound)
            given = [bound[p] for p in self.runtime]
        if type(grid) is tuple and len(grid) == 1 and type(grid[0]) is int and 0 <= grid[0] < 1 << 32:
            gx, gy, gz = grid[0], 1, 1
        else:
            gx, gy, gz = _grid(self.name, grid)
        values, device = [], None
        checked = self._checked
        for (pname, kind, canon), v in zip(self._plan, given):
            if kind is None:
                values.append(_scalar(self.name, pname, v, canon))
                continue
            reader = _READERS.get(type(v))
            if reader is None:
                reader = _reader_for(type(v))
            try:
                addr, dev, dkey = reader(v)
            except AOTError as e:
                raise AOTError(f"{self.name}: {pname}: {e}") from None
            if (pname, dkey) not in checked:  # an element type seen before for this parameter passes at once
                _check_dtype(self.name, pname, v, dkey, kind, canon)
                checked.add((pname, dkey))
            if dev is not None:
                if device is not None and dev != device:
                    raise AOTError(f"{self.name}: arrays on {device[0]}:{device[1]} and {dev[0]}:{dev[1]} in one launch")
                device = dev
            values.append(addr)
        if device is None:
            if self.cpu is None:
                raise AOTError(f"{self.name}: the bundle has no CPU binaries (host arrays were passed)")
            status = self.cpu(gx, gy, gz, *values)
        elif device[0] == "cuda":
            if self.cuda is None:
                raise AOTError(f"{self.name}: the bundle has no CUDA binaries (CUDA arrays were passed)")
            if stream is None:
                stream = _torch_stream(device[1])
            elif not isinstance(stream, int):
                stream = int(getattr(stream, "cuda_stream", getattr(stream, "ptr", stream)))
            status = self.cuda(gx, gy, gz, device[1], stream or None, *values)
        elif device[0] == "vulkan":
            if self.vulkan is None:
                raise AOTError(f"{self.name}: the bundle has no Vulkan shaders (Vulkan arrays were passed)")
            from ..backends.vulkan import runtime as vkr  # the arrays' own runtime: already imported
            dev = vkr.device(device[1])
            self.bundle._vulkan_devices.add(device[1])
            status = dev.submit(lambda cmd: self.vulkan(gx, gy, gz, dev.phys.handle, dev.handle, cmd, *values),
                                wait=False)[0]  # in order on the device's queue, as JIT launches
        else:
            if self.xpu is None:
                raise AOTError(f"{self.name}: the bundle has no XPU binaries (Level Zero arrays were passed)")
            from ..backends.xpu import level_zero as ze  # ctypes only: no compiler, no NumPy
            q = ze.queue(device[1])
            ze._sync_torch(device[1])
            with q.lock:  # the queue's command list: this launch appended, run and waited for
                status = q.submit(lambda lst: self.xpu(gx, gy, gz, q.context, q.dev.handle, lst, *values))
        if status:
            self.bundle.check(status, self.name)

    def _bind(self, args, kwargs) -> dict:
        if len(args) > len(self.all_params):
            raise AOTError(f"{self.name} takes {len(self.all_params)} arguments, got {len(args)}")
        bound = dict(zip(self.all_params, args))
        for k, v in kwargs.items():
            if k in _LAUNCH_OPTIONS:
                exported = self.options.get(k, _OPTION_DEFAULTS.get(k))
                if exported != v:
                    raise AOTError(f"{self.name}: exported with {k}={exported}, called with {k}={v}: export it again "
                                   f"with options {{ {k} = {v!r} }}")
                continue
            if k not in self.all_params:
                raise AOTError(f"{self.name}: unexpected argument {k!r}")
            if k in bound:
                raise AOTError(f"{self.name}: argument {k!r} given twice")
            bound[k] = v
        for k, want in self.constexprs.items():
            if k in bound:
                got = getattr(bound[k], "value", bound[k])
                if got != want and repr(got) != want:
                    raise AOTError(f"{self.name}: {k}={got!r}, but the bundle was exported with {k}={want!r}")
            else:
                bound[k] = want
        missing = [p for p in self.runtime if p not in bound]
        if missing:
            raise AOTError(f"{self.name}: missing arguments {missing}")
        return bound


def _canon(t: str) -> str:
    """A signature type ('*fp32', 'i32', 'u8', 'fp16') -> its element name as _DTYPES spells it."""
    t = t.lstrip("*")
    short = {"i1": "int1", "u1": "int1", "i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64", "u8": "uint8",
             "u16": "uint16", "u32": "uint32", "u64": "uint64", "f16": "fp16", "f32": "fp32", "f64": "fp64"}
    return short.get(t, _DTYPES.get(t, t))


def _grid(name: str, grid) -> tuple:
    import operator
    g = tuple(grid) if isinstance(grid, (tuple, list)) else (grid,)
    try:  # ints, NumPy ints, anything with __index__; not floats, not bools
        if any(isinstance(x, bool) for x in g):
            raise TypeError
        g = tuple(operator.index(x) for x in g)
    except TypeError:
        g = ()
    if not 1 <= len(g) <= 3 or not all(0 <= x < 2 ** 32 for x in g):
        raise AOTError(f"{name}: grid {grid!r}: expected 1 to 3 non-negative ints")
    return (g + (1, 1))[:3]


def _numpy_like(v):
    ai = v.__array_interface__
    dtype = getattr(v, "dtype", None)  # (a NumPy dtype is falsy: test for None)
    return ai["data"][0], None, ai["typestr"] if dtype is None else dtype


def _ndarray(v):
    """A NumPy array's data pointer read from the object (PyArrayObject.data follows the object
    header), as the JIT binder reads it: ~0.2 us instead of building __array_interface__ (~1 us).
    Used only after `_reader_for` checked it against __array_interface__."""
    return ctypes.c_void_p.from_address(id(v) + _NDARRAY_DATA).value or 0, None, v.dtype


_NDARRAY_DATA = 2 * ctypes.sizeof(ctypes.c_void_p)  # after ob_refcnt and ob_type


def _torch(v):
    if v.is_cuda:
        return v.data_ptr(), ("cuda", v.get_device()), v.dtype
    kind = v.device.type
    if kind == "cpu":
        return v.data_ptr(), None, v.dtype
    if kind == "xpu":
        return v.data_ptr(), ("xpu", v.device.index or 0), v.dtype
    raise AOTError(f"an array on {v.device}: bundles run on the CPU, CUDA and XPU devices")


def _cuda_like(v):
    cai = v.__cuda_array_interface__
    d = getattr(v, "device", None)
    return cai["data"][0], ("cuda", int(getattr(d, "id", 0) if d is not None else 0)), cai["typestr"]


class _DLTensor(ctypes.Structure):  # dlpack.h's DLTensor, which a "dltensor" capsule points at first
    _fields_ = [("data", ctypes.c_void_p), ("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32),
                ("ndim", ctypes.c_int32), ("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16),
                ("shape", ctypes.c_void_p), ("strides", ctypes.c_void_p), ("byte_offset", ctypes.c_uint64)]


_DL_DEVICES = {1: None, 2: "cuda", 14: "xpu"}  # kDLCPU, kDLCUDA, kDLOneAPI
_DL_KINDS = {0: "int", 1: "uint", 2: "float", 4: "bfloat", 6: "bool"}


def _dlpack(v):
    """An array known only through DLPack (oneAPI memory, for one): its address from the capsule,
    which is left unconsumed (its owner frees it)."""
    kind, index = v.__dlpack_device__()
    if int(kind) not in _DL_DEVICES:
        raise AOTError(f"a DLPack array on device type {kind}: bundles run on the CPU, CUDA and XPU devices")
    capsule = v.__dlpack__()
    get = ctypes.pythonapi.PyCapsule_GetPointer
    get.restype, get.argtypes = ctypes.c_void_p, [ctypes.py_object, ctypes.c_char_p]
    t = _DLTensor.from_address(get(capsule, b"dltensor"))
    name = _DL_KINDS.get(t.code, "?")
    dtype = "bool" if name == "bool" else ("bfloat16" if name == "bfloat" else f"{name}{t.bits}")
    backend = _DL_DEVICES[int(kind)]
    return (t.data or 0) + t.byte_offset, (backend, int(index)) if backend else None, dtype


def _vulkan_array(v):
    """tritium's Vulkan DeviceArray: its buffer device address on its device."""
    et = getattr(v, "element_type", None)
    return v.address, ("vulkan", int(v.device_index)), getattr(et, "name", None) or v.dtype


def _raw_address(v):
    return v, None, None


def _not_an_array(v):
    raise AOTError(f"expected an array (NumPy, torch, CuPy), got {type(v).__name__}")


_READERS: dict = {int: _raw_address}  # argument type -> reader: (address, CUDA device or None, dtype key)


def _reader_for(t: type):
    if t.__name__ == "DeviceArray" and t.__module__.endswith("backends.vulkan.runtime"):
        r = _vulkan_array
    elif hasattr(t, "data_ptr") and hasattr(t, "device"):
        r = _torch
    elif hasattr(t, "__cuda_array_interface__"):
        r = _cuda_like
    elif hasattr(t, "__array_interface__"):
        r = _numpy_like
        if t.__module__ == "numpy" and t.__name__ == "ndarray":
            probe = t(3, dtype="float32")  # check the object layout on this NumPy once
            from .. import knobs
            if _ndarray(probe)[0] == probe.__array_interface__["data"][0] and str(knobs.runtime.binder_safe_ptr) != "1":
                r = _ndarray
    elif hasattr(t, "__dlpack_device__"):
        r = _dlpack
    else:
        r = _not_an_array
    _READERS[t] = r
    return r


def _check_dtype(name: str, pname: str, v, dkey, kind: str, canon: str) -> None:
    """The array's element type must be the one exported (NumPy dtype, torch dtype or typestr)."""
    if dkey is None:
        return  # a raw address
    if isinstance(dkey, str) and dkey[:1] in "<>|=" and dkey[2:].isdigit():  # an array-interface typestr
        got = _typestr(dkey)
    else:
        got = getattr(dkey, "name", None) or str(dkey).rpartition(".")[2]
    if _DTYPES.get(got, got) != canon:
        raise AOTError(f"{name}: {pname} holds {got}, but the bundle was exported for {kind}")


def _typestr(ts: str) -> str:
    kind, size = ts[1], int(ts[2:])
    return {"f": f"float{8 * size}", "i": f"int{8 * size}", "u": f"uint{8 * size}", "b": "bool"}.get(kind, ts)


_RANGES = {"int8": (-2 ** 7, 2 ** 7), "int16": (-2 ** 15, 2 ** 15), "int32": (-2 ** 31, 2 ** 31),
           "int64": (-2 ** 63, 2 ** 63), "uint8": (0, 2 ** 8), "uint16": (0, 2 ** 16), "uint32": (0, 2 ** 32),
           "uint64": (0, 2 ** 64), "int1": (0, 2)}


def _scalar(name: str, pname: str, v, t: str):
    kind = t
    if t in _RANGES:
        try:
            i = int(v) if not isinstance(v, float) else None
        except (TypeError, ValueError):
            i = None
        if i is None:
            raise AOTError(f"{name}: {pname} must be an int ({kind}), got {v!r}")
        lo, hi = _RANGES[t]
        if not lo <= i < hi:
            raise AOTError(f"{name}: {pname}={i} does not fit {kind}: export a variant with a wider type")
        return i
    try:
        f = float(v)
    except (TypeError, ValueError):
        raise AOTError(f"{name}: {pname} must be a number ({kind}), got {v!r}") from None
    import struct  # (only 16-bit float scalars need it: not imported at load)
    if t == "fp16":
        try:
            return struct.unpack("<H", struct.pack("<e", f))[0]
        except OverflowError:
            return 0xFC00 if f < 0 else 0x7C00
    if t == "bf16":  # rounded to nearest even, as the JIT rounds a bf16 argument
        bits = struct.unpack("<I", struct.pack("<f", f))[0]
        if (bits & 0x7F800000) == 0x7F800000 and bits & 0x7FFFFF:
            return 0x7FC0
        return ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16) & 0xFFFF
    return f


def _torch_stream(device: int) -> int:
    torch = sys.modules.get("torch")
    if torch is None:
        return 0
    return torch.cuda.current_stream(device).cuda_stream
