"""The Level Zero driver of the xpu backend: what an Intel GPU user gets. ctypes over the oneAPI
loader `libze_loader.so.1` (Debian/Ubuntu `libze1`), which finds the GPU driver (Intel's compute
runtime, `libze_intel_gpu.so.1`) by itself.

ctypes rather than a binding package: the dozen calls used here are a stable C ABI, the loader is a
system library anyway, and no maintained Python binding of Level Zero is on PyPI. The structures
below follow `ze_api.h` (API 1.x); tests/unit/backends/test_xpu_level_zero.py checks their layout against the
header and runs this module through the real loader against a recording mock driver.

What it does: zeInit for GPU drivers, enumerates devices (none here is "no Level Zero device", not
an error), creates a module from a zebin (`ZE_MODULE_FORMAT_NATIVE`, no compiler involved) or from
SPIR-V (`ZE_MODULE_FORMAT_IL_SPIRV`, the driver compiles it), reads the kernel's properties (spill
and private memory sizes), and launches with group counts and a group size of num_warps x
threads_per_warp, waiting for the kernel to finish (as the OpenCL driver does).

Arguments are USM addresses: torch XPU tensors, DLPack kDLOneAPI memory, `alloc_device`. A pointer
the driver does not know (host memory from NumPy) is refused with a clear error before the launch.
tritium uses its own context; Intel's compute runtime keeps USM allocations per driver, so memory
torch allocated in its SYCL context is usable here (the property lookup below checks it). Before a
launch, torch's XPU queue is synchronised when torch is loaded, so the kernel sees torch's writes.
"""
from __future__ import annotations

import ctypes
import sys
import threading

from ... import knobs
from ..base import open_library

INSTALL_HINT = ("Level Zero needs the oneAPI loader (Debian/Ubuntu: `apt install libze1`) and, for an Intel "
                "GPU, Intel's compute runtime (`apt install intel-level-zero-gpu` or `libze-intel-gpu1`)")
LIBRARIES = ("libze_loader.so.1", "libze_loader.so", "ze_loader.dll")

# ze_api.h constants
SUCCESS = 0
ERROR_UNINITIALIZED = 0x78000001
ERROR_MODULE_BUILD_FAILURE = 0x70000004
INIT_FLAG_GPU_ONLY = 1
DEVICE_TYPE_GPU = 1
MODULE_FORMAT_IL_SPIRV, MODULE_FORMAT_NATIVE = 0, 1
QUEUE_GROUP_FLAG_COMPUTE = 1
QUEUE_MODE_SYNCHRONOUS = 1
MEMORY_TYPE_UNKNOWN = 0
ST_DEVICE_PROPERTIES, ST_DEVICE_COMPUTE_PROPERTIES, ST_QUEUE_GROUP_PROPERTIES = 0x3, 0x4, 0x6
ST_CONTEXT_DESC, ST_QUEUE_DESC, ST_LIST_DESC = 0xD, 0xE, 0xF
ST_DEVICE_MEM_ALLOC_DESC, ST_MEMORY_ALLOCATION_PROPERTIES = 0x15, 0x17
ST_MODULE_DESC, ST_KERNEL_DESC, ST_KERNEL_PROPERTIES = 0x1B, 0x1D, 0x1E
WAIT_FOREVER = 2**64 - 1

_RESULTS = {0x70000001: "DEVICE_LOST", 0x70000002: "OUT_OF_HOST_MEMORY", 0x70000003: "OUT_OF_DEVICE_MEMORY",
            0x70000004: "MODULE_BUILD_FAILURE", 0x70000005: "MODULE_LINK_FAILURE", 0x70010000: "INSUFFICIENT_PERMISSIONS",
            0x70010001: "NOT_AVAILABLE", 0x70020000: "DEPENDENCY_UNAVAILABLE", 0x78000001: "UNINITIALIZED",
            0x78000002: "UNSUPPORTED_VERSION", 0x78000003: "UNSUPPORTED_FEATURE", 0x78000004: "INVALID_ARGUMENT",
            0x78000005: "INVALID_NULL_HANDLE", 0x78000007: "INVALID_NULL_POINTER", 0x78000008: "INVALID_SIZE",
            0x78000009: "UNSUPPORTED_SIZE", 0x7800000C: "INVALID_ENUMERATION", 0x7800000F: "INVALID_NATIVE_BINARY",
            0x78000011: "INVALID_KERNEL_NAME", 0x78000013: "INVALID_GROUP_SIZE_DIMENSION",
            0x78000015: "INVALID_KERNEL_ARGUMENT_INDEX", 0x78000016: "INVALID_KERNEL_ARGUMENT_SIZE",
            0x7FFFFFFE: "UNKNOWN"}

_h = ctypes.c_void_p  # every Level Zero handle is an opaque pointer
_u32, _u64, _size = ctypes.c_uint32, ctypes.c_uint64, ctypes.c_size_t


class DeviceProperties(ctypes.Structure):
    _fields_ = [("stype", ctypes.c_int), ("pNext", _h), ("type", ctypes.c_int), ("vendorId", _u32),
                ("deviceId", _u32), ("flags", _u32), ("subdeviceId", _u32), ("coreClockRate", _u32),
                ("maxMemAllocSize", _u64), ("maxHardwareContexts", _u32), ("maxCommandQueuePriority", _u32),
                ("numThreadsPerEU", _u32), ("physicalEUSimdWidth", _u32), ("numEUsPerSubslice", _u32),
                ("numSubslicesPerSlice", _u32), ("numSlices", _u32), ("timerResolution", _u64),
                ("timestampValidBits", _u32), ("kernelTimestampValidBits", _u32), ("uuid", ctypes.c_uint8 * 16),
                ("name", ctypes.c_char * 256)]


class ComputeProperties(ctypes.Structure):
    _fields_ = [("stype", ctypes.c_int), ("pNext", _h), ("maxTotalGroupSize", _u32), ("maxGroupSizeX", _u32),
                ("maxGroupSizeY", _u32), ("maxGroupSizeZ", _u32), ("maxGroupCountX", _u32), ("maxGroupCountY", _u32),
                ("maxGroupCountZ", _u32), ("maxSharedLocalMemory", _u32), ("numSubGroupSizes", _u32),
                ("subGroupSizes", _u32 * 8)]


class QueueGroupProperties(ctypes.Structure):
    _fields_ = [("stype", ctypes.c_int), ("pNext", _h), ("flags", _u32), ("maxMemoryFillPatternSize", _size),
                ("numQueues", _u32)]


class ContextDesc(ctypes.Structure):
    _fields_ = [("stype", ctypes.c_int), ("pNext", _h), ("flags", _u32)]


class QueueDesc(ctypes.Structure):
    _fields_ = [("stype", ctypes.c_int), ("pNext", _h), ("ordinal", _u32), ("index", _u32), ("flags", _u32),
                ("mode", ctypes.c_int), ("priority", ctypes.c_int)]


class ListDesc(ctypes.Structure):
    _fields_ = [("stype", ctypes.c_int), ("pNext", _h), ("commandQueueGroupOrdinal", _u32), ("flags", _u32)]


class ModuleDesc(ctypes.Structure):
    _fields_ = [("stype", ctypes.c_int), ("pNext", _h), ("format", ctypes.c_int), ("inputSize", _size),
                ("pInputModule", _h), ("pBuildFlags", ctypes.c_char_p), ("pConstants", _h)]


class KernelDesc(ctypes.Structure):
    _fields_ = [("stype", ctypes.c_int), ("pNext", _h), ("flags", _u32), ("pKernelName", ctypes.c_char_p)]


class KernelProperties(ctypes.Structure):
    _fields_ = [("stype", ctypes.c_int), ("pNext", _h), ("numKernelArgs", _u32), ("requiredGroupSizeX", _u32),
                ("requiredGroupSizeY", _u32), ("requiredGroupSizeZ", _u32), ("requiredNumSubGroups", _u32),
                ("requiredSubgroupSize", _u32), ("maxSubgroupSize", _u32), ("maxNumSubgroups", _u32),
                ("localMemSize", _u32), ("privateMemSize", _u32), ("spillMemSize", _u32),
                ("kid", ctypes.c_uint8 * 16), ("mid", ctypes.c_uint8 * 16)]


class GroupCount(ctypes.Structure):
    _fields_ = [("groupCountX", _u32), ("groupCountY", _u32), ("groupCountZ", _u32)]


class DeviceMemAllocDesc(ctypes.Structure):
    _fields_ = [("stype", ctypes.c_int), ("pNext", _h), ("flags", _u32), ("ordinal", _u32)]


class MemoryAllocationProperties(ctypes.Structure):
    _fields_ = [("stype", ctypes.c_int), ("pNext", _h), ("type", ctypes.c_int), ("id", _u64), ("pageSize", _u64)]


_P = ctypes.POINTER
_SIGNATURES = {
    "zeInit": (_u32,),
    "zeDriverGet": (_P(_u32), _P(_h)),
    "zeDeviceGet": (_h, _P(_u32), _P(_h)),
    "zeDeviceGetProperties": (_h, _P(DeviceProperties)),
    "zeDeviceGetComputeProperties": (_h, _P(ComputeProperties)),
    "zeDeviceGetCommandQueueGroupProperties": (_h, _P(_u32), _P(QueueGroupProperties)),
    "zeContextCreate": (_h, _P(ContextDesc), _P(_h)),
    "zeCommandQueueCreate": (_h, _h, _P(QueueDesc), _P(_h)),
    "zeCommandListCreate": (_h, _h, _P(ListDesc), _P(_h)),
    "zeCommandListAppendLaunchKernel": (_h, _h, _P(GroupCount), _h, _u32, _h),
    "zeCommandListClose": (_h,),
    "zeCommandListReset": (_h,),
    "zeCommandQueueExecuteCommandLists": (_h, _u32, _P(_h), _h),
    "zeCommandQueueSynchronize": (_h, _u64),
    "zeModuleCreate": (_h, _h, _P(ModuleDesc), _P(_h), _P(_h)),
    "zeModuleDestroy": (_h,),
    "zeModuleBuildLogGetString": (_h, _P(_size), ctypes.c_char_p),
    "zeModuleBuildLogDestroy": (_h,),
    "zeKernelCreate": (_h, _P(KernelDesc), _P(_h)),
    "zeKernelDestroy": (_h,),
    "zeKernelSetGroupSize": (_h, _u32, _u32, _u32),
    "zeKernelSetArgumentValue": (_h, _u32, _size, _h),
    "zeKernelGetProperties": (_h, _P(KernelProperties)),
    "zeMemAllocDevice": (_h, _P(DeviceMemAllocDesc), _size, _size, _h, _P(_h)),
    "zeMemFree": (_h, _h),
    "zeMemGetAllocProperties": (_h, _h, _P(MemoryAllocationProperties), _P(_h)),
}


class LevelZeroUnavailable(RuntimeError):
    """No loader, or no Level Zero device."""


class LevelZeroError(RuntimeError):
    """A Level Zero call failed: the message names the call and the result code."""

    def __init__(self, call: str, code: int, detail: str = ""):
        self.call, self.code = call, code
        name = _RESULTS.get(code, "?")
        super().__init__(f"{call} failed: ZE_RESULT_ERROR_{name} (0x{code:08x})" + (f"\n{detail}" if detail else ""))


_lock = threading.RLock()
_state: dict = {}


def library():
    """The loader with its functions declared, or LevelZeroUnavailable naming the package."""
    lib = _state.get("lib")
    if lib is not None:
        return lib
    with _lock:
        if "lib" not in _state:
            loader = knobs.xpu.ze_loader
            names = [loader] if loader else LIBRARIES
            lib = open_library(names)
            if lib is None:
                raise LevelZeroUnavailable(f"the Level Zero loader ({', '.join(names)}) was not found: {INSTALL_HINT}")
            for fn, args in _SIGNATURES.items():
                try:
                    f = getattr(lib, fn)
                except AttributeError:
                    raise LevelZeroUnavailable(f"{names[0]} has no {fn}: a Level Zero loader of API 1.0 or "
                                               f"later is needed ({INSTALL_HINT})") from None
                f.argtypes, f.restype = list(args), _u32
            _state["lib"] = lib
    return _state["lib"]


def _call(fn: str, *args, detail: str = "") -> None:
    code = getattr(library(), fn)(*args)
    if code != SUCCESS:
        raise LevelZeroError(fn, code, detail)


class Device:
    """One Level Zero GPU: its driver and device handles and what it reports."""

    def __init__(self, driver, handle, props: DeviceProperties, compute: ComputeProperties):
        self.driver, self.handle = driver, handle
        self.name = props.name.decode(errors="replace")
        self.vendor_id, self.device_id = props.vendorId, props.deviceId
        self.max_mem_alloc = props.maxMemAllocSize
        self.eu_count = props.numSlices * props.numSubslicesPerSlice * props.numEUsPerSubslice
        self.max_group_size = compute.maxTotalGroupSize
        self.max_shared_local_memory = compute.maxSharedLocalMemory
        self.subgroup_sizes = tuple(compute.subGroupSizes[:compute.numSubGroupSizes])

    @property
    def arch(self) -> str:
        """The ocloc device to build zebins for: the family its name says, else its PCI device id."""
        from .driver import arch_of
        arch = arch_of(self.name, True)
        return arch if arch != "spirv" else f"0x{self.device_id:04x}"

    def __repr__(self):
        return f"<Level Zero device {self.name!r} (0x{self.device_id:04x}, xpu:{self.arch})>"


def _init() -> str | None:
    """zeInit for GPU drivers once; None when it succeeded, else why there is no device."""
    if "init" not in _state:
        with _lock:
            if "init" not in _state:
                code = library().zeInit(INIT_FLAG_GPU_ONLY)
                if code == SUCCESS:
                    _state["init"] = None
                elif code == ERROR_UNINITIALIZED:
                    _state["init"] = ("no Level Zero device: the loader found no GPU driver (Intel's compute "
                                      "runtime is not installed, or no Intel GPU is present)")
                else:
                    _state["init"] = f"no Level Zero device: {LevelZeroError('zeInit', code)}"
    return _state["init"]


def _enumerate() -> list:
    n = _u32(0)
    _call("zeDriverGet", ctypes.byref(n), None)
    drivers = (_h * n.value)()
    if n.value:
        _call("zeDriverGet", ctypes.byref(n), drivers)
    found = []
    for drv in drivers[:n.value]:
        m = _u32(0)
        _call("zeDeviceGet", _h(drv), ctypes.byref(m), None)
        handles = (_h * m.value)()
        if m.value:
            _call("zeDeviceGet", _h(drv), ctypes.byref(m), handles)
        for dev in handles[:m.value]:
            props = DeviceProperties(stype=ST_DEVICE_PROPERTIES)
            _call("zeDeviceGetProperties", _h(dev), ctypes.byref(props))
            if props.type != DEVICE_TYPE_GPU:
                continue
            compute = ComputeProperties(stype=ST_DEVICE_COMPUTE_PROPERTIES)
            _call("zeDeviceGetComputeProperties", _h(dev), ctypes.byref(compute))
            found.append(Device(_h(drv), _h(dev), props, compute))
    return found


def devices() -> list:
    """The Level Zero GPUs here ([] when there is none); LevelZeroUnavailable if there is no loader."""
    if "devices" not in _state:
        with _lock:
            if "devices" not in _state:
                _state["devices"] = [] if _init() else _enumerate()
    return _state["devices"]


def unavailable_reason() -> str | None:
    """None when a Level Zero GPU is usable, else one line saying why not (never raises)."""
    try:
        return None if devices() else (_init() or "no Level Zero device: the drivers report no GPU")
    except (LevelZeroUnavailable, LevelZeroError) as e:
        return str(e)


def device(index: int = 0) -> Device:
    devs = devices()
    if not devs:
        raise LevelZeroUnavailable(unavailable_reason() or "no Level Zero device")
    if not 0 <= index < len(devs):
        raise LevelZeroUnavailable(f"xpu device {index} does not exist: Level Zero reports {len(devs)} GPU(s)")
    return devs[index]


class _Queue:
    """A device's context, a synchronous compute queue and one command list, reused by every launch."""

    def __init__(self, dev: Device):
        self.dev, self.lock = dev, threading.Lock()
        self.context = _h()
        _call("zeContextCreate", dev.driver, ctypes.byref(ContextDesc(stype=ST_CONTEXT_DESC)), ctypes.byref(self.context))
        n = _u32(0)
        _call("zeDeviceGetCommandQueueGroupProperties", dev.handle, ctypes.byref(n), None)
        groups = (QueueGroupProperties * n.value)(*[QueueGroupProperties(stype=ST_QUEUE_GROUP_PROPERTIES)] * n.value)
        if n.value:
            _call("zeDeviceGetCommandQueueGroupProperties", dev.handle, ctypes.byref(n), groups)
        compute = [i for i, g in enumerate(groups[:n.value]) if g.flags & QUEUE_GROUP_FLAG_COMPUTE]
        if not compute:
            raise LevelZeroUnavailable(f"{dev.name} has no compute command queue")
        self.ordinal = compute[0]
        self.queue, self.list = _h(), _h()
        desc = QueueDesc(stype=ST_QUEUE_DESC, ordinal=self.ordinal, mode=QUEUE_MODE_SYNCHRONOUS)
        _call("zeCommandQueueCreate", self.context, dev.handle, ctypes.byref(desc), ctypes.byref(self.queue))
        ldesc = ListDesc(stype=ST_LIST_DESC, commandQueueGroupOrdinal=self.ordinal)
        _call("zeCommandListCreate", self.context, dev.handle, ctypes.byref(ldesc), ctypes.byref(self.list))

    def run(self, kernel, groups: GroupCount) -> None:
        """Launch and wait; the caller holds `lock` (kernel arguments are state until the launch)."""
        self.submit(lambda lst: library().zeCommandListAppendLaunchKernel(lst, kernel, ctypes.byref(groups), None, 0,
                                                                          None), "zeCommandListAppendLaunchKernel")

    def submit(self, append, what: str = "") -> int:
        """Record commands with `append(command_list)`, then run them and wait; the caller holds
        `lock`. `append` returns a status: nonzero (raised as a LevelZeroError when `what` names the
        call, else returned) runs nothing. AOT bundles append their launches this way."""
        _call("zeCommandListReset", self.list)
        status = append(self.list)
        if status:
            if what:
                raise LevelZeroError(what, status)
            return status
        _call("zeCommandListClose", self.list)
        _call("zeCommandQueueExecuteCommandLists", self.queue, 1, ctypes.byref(self.list), None)
        _call("zeCommandQueueSynchronize", self.queue, WAIT_FOREVER)
        return 0

    def memory_type(self, addr: int) -> int:
        props = MemoryAllocationProperties(stype=ST_MEMORY_ALLOCATION_PROPERTIES)
        _call("zeMemGetAllocProperties", self.context, _h(addr), ctypes.byref(props), None)
        return props.type


def queue(index: int = 0) -> _Queue:
    q = _state.get(("queue", index))
    if q is None:
        with _lock:
            q = _state.get(("queue", index))
            if q is None:
                q = _state[("queue", index)] = _Queue(device(index))
    return q


def alloc_device(nbytes: int, device_index: int = 0, alignment: int = 256) -> int:
    """A device USM allocation of `nbytes` (its address); free it with `free`."""
    q, ptr = queue(device_index), _h()
    desc = DeviceMemAllocDesc(stype=ST_DEVICE_MEM_ALLOC_DESC)
    _call("zeMemAllocDevice", q.context, ctypes.byref(desc), max(int(nbytes), 1), alignment, q.dev.handle,
          ctypes.byref(ptr))
    return int(ptr.value)


def free(addr: int, device_index: int = 0) -> None:
    _call("zeMemFree", queue(device_index).context, _h(addr))


def _build_log(log) -> str:
    if not log.value:
        return ""
    lib, n = library(), _size(0)
    try:
        if lib.zeModuleBuildLogGetString(log, ctypes.byref(n), None) != SUCCESS or not n.value:
            return ""
        buf = ctypes.create_string_buffer(n.value)
        lib.zeModuleBuildLogGetString(log, ctypes.byref(n), buf)
        return buf.value.decode(errors="replace").strip()
    finally:
        lib.zeModuleBuildLogDestroy(log)


def _sync_torch(index: int) -> None:
    torch = sys.modules.get("torch")
    xpu = getattr(torch, "xpu", None) if torch is not None else None
    if xpu is not None and xpu.is_available():
        xpu.synchronize(index)


class LevelZeroLauncher:
    """A loaded kernel: `launcher(grid, args, stream=None)` runs it and waits for it. `args`: USM
    addresses (ints) for pointers, numbers for scalars. `properties`: what the driver reports
    (spill_mem_size, private_mem_size, local_mem_size, max_subgroup_size, num_args)."""

    def __init__(self, binary: bytes, metadata: dict, device: int | None = None):
        from .opencl import pack_scalar
        self._pack = pack_scalar
        self.index = int(device or 0)
        self.q = queue(self.index)
        self.name = metadata["name"]
        self.local = int(metadata["num_warps"]) * int(metadata.get("threads_per_warp", 16))
        self.kinds = ["ptr" if t.startswith("!tt.ptr") else t for t in metadata["arg_types"]]
        spirv = binary[:4] == b"\x03\x02\x23\x07"  # the SPIR-V magic number, little-endian
        flags = b""
        if spirv:  # the driver compiles it: the same register-file and addressing choices as ocloc's
            small = all("memory_4gb" in f for f in metadata.get("pointer_facts", [[]]))
            flags = b" ".join(f for f in (b"-ze-opt-large-register-file" if str(metadata.get("grf_mode")) == "256"
                                           else b"", b"" if small else b"-ze-opt-greater-than-4GB-buffer-required") if f)
        self._binary = ctypes.create_string_buffer(bytes(binary), len(binary))  # alive while the module is
        desc = ModuleDesc(stype=ST_MODULE_DESC, format=MODULE_FORMAT_IL_SPIRV if spirv else MODULE_FORMAT_NATIVE,
                          inputSize=len(binary), pInputModule=ctypes.cast(self._binary, _h), pBuildFlags=flags)
        self.module, log = _h(), _h()
        code = library().zeModuleCreate(self.q.context, self.q.dev.handle, ctypes.byref(desc),
                                        ctypes.byref(self.module), ctypes.byref(log))
        text = _build_log(log)
        if code != SUCCESS:
            what = "SPIR-V" if spirv else "zebin"
            raise LevelZeroError("zeModuleCreate", code, f"{self.q.dev.name} could not load the {what} of "
                                 f"{self.name}" + (f":\n{text}" if text else ""))
        self.kernel = _h()
        try:
            _call("zeKernelCreate", self.module, ctypes.byref(KernelDesc(stype=ST_KERNEL_DESC,
                                                                       pKernelName=self.name.encode())),
                  ctypes.byref(self.kernel), detail=f"kernel {self.name!r} in its module")
            props = KernelProperties(stype=ST_KERNEL_PROPERTIES)
            _call("zeKernelGetProperties", self.kernel, ctypes.byref(props))
            _call("zeKernelSetGroupSize", self.kernel, self.local, 1, 1,
                  detail=f"group size {self.local} (num_warps x threads_per_warp) for {self.name}")
        except BaseException:
            self.close()
            raise
        self.properties = {"num_args": props.numKernelArgs, "spill_mem_size": props.spillMemSize,
                           "private_mem_size": props.privateMemSize, "local_mem_size": props.localMemSize,
                           "max_subgroup_size": props.maxSubgroupSize}
        if props.numKernelArgs != len(self.kinds):
            n = props.numKernelArgs
            self.close()
            raise LevelZeroError("zeKernelGetProperties", 0x78000004,
                                 f"{self.name} takes {n} arguments in its binary, its metadata says {len(self.kinds)}")

    def close(self) -> None:
        lib = _state.get("lib")
        if lib is None:
            return
        if getattr(self, "kernel", None) and self.kernel.value:
            lib.zeKernelDestroy(self.kernel)
            self.kernel = _h()
        if self.module.value:
            lib.zeModuleDestroy(self.module)
            self.module = _h()

    def __del__(self):
        try:
            self.close()
        except Exception:  # noqa: BLE001 - interpreter shutdown
            pass

    def _set_args(self, args) -> None:
        for i, (kind, v) in enumerate(zip(self.kinds, args)):
            if kind == "ptr":
                addr = int(v)
                if addr and self.q.memory_type(addr) == MEMORY_TYPE_UNKNOWN:
                    raise ValueError(f"argument {i} of {self.name} (0x{addr:x}) is not memory Level Zero knows: "
                                     f"{self.q.dev.name} reads USM allocations (torch XPU tensors, DLPack oneAPI "
                                     "memory), not host arrays; copy the data to the device first")
                value = ctypes.c_uint64(addr)
                _call("zeKernelSetArgumentValue", self.kernel, i, 8, ctypes.cast(ctypes.byref(value), _h))
            else:
                raw = self._pack(kind, v).tobytes()
                buf = ctypes.create_string_buffer(raw, len(raw))
                _call("zeKernelSetArgumentValue", self.kernel, i, len(raw), ctypes.cast(buf, _h),
                      detail=f"argument {i} ({kind}) of {self.name}")

    def __call__(self, grid, args, stream=None) -> None:
        gx, gy, gz = (tuple(int(g) for g in grid) + (1, 1))[:3]
        if min(gx, gy, gz) <= 0:
            return
        _sync_torch(self.index)
        with self.q.lock:
            self._set_args(args)
            self.q.run(self.kernel, GroupCount(gx, gy, gz))


def main() -> int:
    """`python -m tritium.backends.xpu.level_zero`: the Level Zero GPUs here, or why there are none."""
    try:
        devs = devices()
    except LevelZeroUnavailable as e:
        print(e)
        return 1
    if not devs:
        print(unavailable_reason())
        return 1
    for i, d in enumerate(devs):
        print(f"xpu:{i}  {d.name}  (device id 0x{d.device_id:04x}, target xpu:{d.arch}, {d.eu_count} EUs, "
              f"subgroups {list(d.subgroup_sizes)}, {d.max_shared_local_memory} B shared local memory)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

__all__ = ["Device", "LevelZeroLauncher", "LevelZeroUnavailable", "LevelZeroError", "devices", "device",
           "unavailable_reason", "alloc_device", "free", "library", "queue"]
