"""The Vulkan driver's core: a device with buffer device addresses, buffers, compute pipelines from
SPIR-V with kernel arguments in push constants, and synchronous dispatches with GPU timestamps.

Device choice: `device=N` indexes the physical devices that have a compute queue, Vulkan 1.2+ and
buffer device addresses, ordered discrete GPU, integrated GPU, virtual GPU, CPU (lavapipe), other;
so index 0 is the best one. Features the kernels may need (int64, float64, float16, int8/int16
storage, subgroup operations) are enabled where the device has them and reported in `features`.

Buffers are host-visible (and device-local when the device has such memory, as on resizable-BAR
GPUs and every CPU driver), mapped once; NumPy sees them through `Buffer.array`. A pipeline is
created per SPIR-V module and entry point, through one Vulkan pipeline cache whose data
`pipeline_cache_data()` returns for saving on disk.
"""
from __future__ import annotations

import atexit
import ctypes
import os
import platform
import struct
import tempfile
import threading
import time

import numpy as np

from ..base import open_library
from ...codegen.spirv.float_controls import preserve_denormals
from . import vk

INSTALL_HINT = ("install the Vulkan loader and a driver: Debian/Ubuntu `apt install libvulkan1 "
                "mesa-vulkan-drivers` (lavapipe runs Vulkan on the CPU), or your GPU vendor's driver")
_ORDER = {2: 0, 1: 1, 3: 2, 4: 3, 0: 4}  # discrete, integrated, virtual, CPU, other


class VulkanUnavailable(RuntimeError):
    pass


class VulkanError(RuntimeError):
    def __init__(self, call: str, code: int):
        self.call, self.code = call, code
        super().__init__(f"{call} failed: VK_{vk.RESULTS.get(code, 'RESULT_' + str(code))}")


_state: dict = {}
_lock = threading.RLock()


def library():
    lib = _state.get("lib")
    if lib is None:
        with _lock:
            if "lib" not in _state:
                lib = open_library(("libvulkan.so.1", "libvulkan.so", "vulkan-1.dll", "libvulkan.1.dylib"))
                if lib is None:
                    raise VulkanUnavailable(f"the Vulkan loader (libvulkan.so.1) was not found: {INSTALL_HINT}")
                try:
                    vk.declare(lib)
                except AttributeError as e:
                    raise VulkanUnavailable(f"the Vulkan loader lacks {e}: Vulkan 1.3 is needed ({INSTALL_HINT})") from None
                _state["lib"] = lib
    return _state["lib"]


def _check(call: str, code: int) -> None:
    if code != vk.SUCCESS:
        raise VulkanError(call, code)


def _call(name: str, *args):
    f = getattr(library(), name)
    r = f(*args)
    if f.restype is ctypes.c_int32:
        _check(name, r)
    return r


def instance():
    inst = _state.get("instance")
    if inst is None:
        with _lock:
            if "instance" not in _state:
                app = vk.VkApplicationInfo(sType=vk.ST["APPLICATION_INFO"], pApplicationName=b"tritium",
                                           pEngineName=b"tritium", apiVersion=vk.API_1_3)
                info = vk.VkInstanceCreateInfo(sType=vk.ST["INSTANCE_CREATE_INFO"],
                                               pApplicationInfo=ctypes.cast(ctypes.pointer(app), ctypes.c_void_p))
                h = ctypes.c_void_p()
                code = library().vkCreateInstance(ctypes.byref(info), None, ctypes.byref(h))
                if code == -9:  # VK_ERROR_INCOMPATIBLE_DRIVER: no ICD at all
                    raise VulkanUnavailable(f"no Vulkan driver (ICD) is installed: {INSTALL_HINT}")
                _check("vkCreateInstance", code)
                _state["instance"] = h
    return _state["instance"]


def _host_cpu_features() -> set:
    """The host CPU's features as LLVM names them (lavapipe runs shaders on it)."""
    import llvmlite.binding as llvm
    return {k for k, v in llvm.get_host_cpu_features().items() if v}


class PhysicalDevice:
    """What one physical device offers."""

    def __init__(self, handle):
        lib = library()
        self.handle = handle
        fc = vk.VkPhysicalDeviceFloatControlsProperties(sType=vk.ST["PHYSICAL_DEVICE_FLOAT_CONTROLS_PROPERTIES"])
        sub = vk.VkPhysicalDeviceSubgroupProperties(sType=vk.ST["PHYSICAL_DEVICE_SUBGROUP_PROPERTIES"],
                                                    pNext=ctypes.cast(ctypes.pointer(fc), ctypes.c_void_p))
        props = vk.VkPhysicalDeviceProperties2(sType=vk.ST["PHYSICAL_DEVICE_PROPERTIES_2"],
                                               pNext=ctypes.cast(ctypes.pointer(sub), ctypes.c_void_p))
        lib.vkGetPhysicalDeviceProperties2(handle, ctypes.byref(props))
        p = props.properties
        self.name = p.deviceName.decode(errors="replace")
        self.type = vk.DEVICE_TYPES.get(p.deviceType, "other")
        self.type_code = p.deviceType
        self.api_version = (p.apiVersion >> 22, (p.apiVersion >> 12) & 0x3FF, p.apiVersion & 0xFFF)
        self.vendor_id, self.device_id, self.driver_version = p.vendorID, p.deviceID, p.driverVersion
        lim = p.limits
        self.max_shared = lim.maxComputeSharedMemorySize
        self.max_group_size = lim.maxComputeWorkGroupInvocations
        self.max_group_count = tuple(lim.maxComputeWorkGroupCount)
        self.max_push_constants = lim.maxPushConstantsSize
        self.timestamp_period_ns = lim.timestampPeriod
        self.subgroup_size = sub.subgroupSize
        self.subgroup_ops = sub.supportedOperations
        # float widths whose denormals a shader can ask to keep (NVIDIA flushes fp32 ones otherwise)
        self.denorm_preserve = tuple(w for w in (16, 32, 64) if getattr(fc, f"shaderDenormPreserveFloat{w}"))
        # ... and NaN signs, signed zeros and infinities (a NaN's sign bit reaches fp8 conversions)
        self.nan_preserve = tuple(w for w in (16, 32, 64) if getattr(fc, f"shaderSignedZeroInfNanPreserveFloat{w}"))
        self.v11 = vk.VkPhysicalDeviceVulkan11Features(sType=vk.ST["PHYSICAL_DEVICE_VULKAN_1_1_FEATURES"])
        self.v12 = vk.VkPhysicalDeviceVulkan12Features(sType=vk.ST["PHYSICAL_DEVICE_VULKAN_1_2_FEATURES"],
                                                       pNext=ctypes.cast(ctypes.pointer(self.v11), ctypes.c_void_p))
        self.f2 = vk.VkPhysicalDeviceFeatures2(sType=vk.ST["PHYSICAL_DEVICE_FEATURES_2"],
                                               pNext=ctypes.cast(ctypes.pointer(self.v12), ctypes.c_void_p))
        if self.api_version >= (1, 2, 0):
            lib.vkGetPhysicalDeviceFeatures2(handle, ctypes.byref(self.f2))
        n = ctypes.c_uint32(0)
        lib.vkGetPhysicalDeviceQueueFamilyProperties(handle, ctypes.byref(n), None)
        fams = (vk.VkQueueFamilyProperties * n.value)()
        lib.vkGetPhysicalDeviceQueueFamilyProperties(handle, ctypes.byref(n), fams)
        compute = [i for i, f in enumerate(fams) if f.queueFlags & vk.QUEUE_COMPUTE]
        self.queue_family = compute[0] if compute else None
        self.timestamps = bool(compute) and fams[compute[0]].timestampValidBits > 0
        self.memory = vk.VkPhysicalDeviceMemoryProperties()
        lib.vkGetPhysicalDeviceMemoryProperties(handle, ctypes.byref(self.memory))
        n = ctypes.c_uint32(0)
        self.extensions = set()
        if lib.vkEnumerateDeviceExtensionProperties(handle, None, ctypes.byref(n), None) == vk.SUCCESS and n.value:
            exts = (vk.VkExtensionProperties * n.value)()
            if lib.vkEnumerateDeviceExtensionProperties(handle, None, ctypes.byref(n), exts) in (vk.SUCCESS,
                                                                                              vk.INCOMPLETE):
                self.extensions = {e.extensionName for e in exts[:n.value]}

        self.coopmat = self._has_coopmat() if vk.EXT_COOPERATIVE_MATRIX in self.extensions else False
        self.float64_atomic_add = self._has_float64_atomic_add() if vk.EXT_ATOMIC_FLOAT in self.extensions else False

    def _has_float64_atomic_add(self) -> bool:
        """shaderBufferFloat64AtomicAdd, except on lavapipe without AVX-512: Mesa 22.3's llvmpipe
        advertises it but its LLVM fails to select the code (an abort of the whole process) on an
        AVX2-only x86 host (seen on AMD EPYC; AVX-512 hosts ran it)."""
        lib = library()
        feat = vk.VkPhysicalDeviceShaderAtomicFloatFeaturesEXT(
            sType=vk.ST["PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT"])
        f2 = vk.VkPhysicalDeviceFeatures2(sType=vk.ST["PHYSICAL_DEVICE_FEATURES_2"],
                                          pNext=ctypes.cast(ctypes.pointer(feat), ctypes.c_void_p))
        lib.vkGetPhysicalDeviceFeatures2(self.handle, ctypes.byref(f2))
        if not feat.shaderBufferFloat64AtomicAdd:
            return False
        if self.name.startswith("llvmpipe") and platform.machine() in ("x86_64", "AMD64"):
            return "avx512f" in _host_cpu_features()
        return True

    def _has_coopmat(self) -> bool:
        """Cooperative matrices as the Vulkan backend uses them (codegen/gpu/coopmat.py): the
        feature, and fp16 x fp16 + fp32 -> fp32 in 16x16x16 steps per subgroup."""
        lib = library()
        feat = vk.VkPhysicalDeviceCooperativeMatrixFeaturesKHR(
            sType=vk.ST["PHYSICAL_DEVICE_COOPERATIVE_MATRIX_FEATURES_KHR"])
        f2 = vk.VkPhysicalDeviceFeatures2(sType=vk.ST["PHYSICAL_DEVICE_FEATURES_2"],
                                          pNext=ctypes.cast(ctypes.pointer(feat), ctypes.c_void_p))
        lib.vkGetPhysicalDeviceFeatures2(self.handle, ctypes.byref(f2))
        addr = lib.vkGetInstanceProcAddr(instance(), b"vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR")
        if not feat.cooperativeMatrix or not addr:
            return False
        query = vk.INSTANCE_FUNCTIONS["vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR"](addr)
        n = ctypes.c_uint32(0)
        if query(self.handle, ctypes.byref(n), None) != vk.SUCCESS or not n.value:
            return False
        props = (vk.VkCooperativeMatrixPropertiesKHR * n.value)()
        for p in props:
            p.sType = vk.ST["COOPERATIVE_MATRIX_PROPERTIES_KHR"]
        if query(self.handle, ctypes.byref(n), props) not in (vk.SUCCESS, vk.INCOMPLETE):
            return False
        f16, f32 = vk.COMPONENT_FLOAT16, vk.COMPONENT_FLOAT32
        return any((p.MSize, p.NSize, p.KSize, p.AType, p.BType, p.CType, p.ResultType, p.scope) ==
                   (16, 16, 16, f16, f16, f32, f32, vk.SCOPE_SUBGROUP) for p in props[:n.value])

    @property
    def features(self) -> dict:
        f, v11, v12 = self.f2.features, self.v11, self.v12
        return {"int64": bool(f.shaderInt64), "float64": bool(f.shaderFloat64), "int16": bool(f.shaderInt16),
                "float16": bool(v12.shaderFloat16), "int8": bool(v12.shaderInt8),
                "storage8": bool(v12.storageBuffer8BitAccess), "storage16": bool(v11.storageBuffer16BitAccess),
                "buffer_device_address": bool(v12.bufferDeviceAddress),
                "subgroup_shuffle": bool(self.subgroup_ops & vk.SUBGROUP_SHUFFLE),
                "subgroup_arithmetic": bool(self.subgroup_ops & vk.SUBGROUP_ARITHMETIC)}

    @property
    def usable(self) -> bool:
        return self.queue_family is not None and self.api_version >= (1, 2, 0) and bool(self.v12.bufferDeviceAddress)

    def __repr__(self):
        return f"<Vulkan device {self.name!r} ({self.type}, Vulkan {'.'.join(map(str, self.api_version))})>"


def physical_devices() -> list:
    """The usable physical devices, best first (see the module docstring)."""
    if "physical" not in _state:
        with _lock:
            if "physical" not in _state:
                inst, n = instance(), ctypes.c_uint32(0)
                _call("vkEnumeratePhysicalDevices", inst, ctypes.byref(n), None)
                handles = (ctypes.c_void_p * n.value)()
                if n.value:
                    _call("vkEnumeratePhysicalDevices", inst, ctypes.byref(n), handles)
                devs = [PhysicalDevice(ctypes.c_void_p(h)) for h in handles[:n.value]]
                _state["physical"] = sorted((d for d in devs if d.usable), key=lambda d: _ORDER.get(d.type_code, 9))
    return _state["physical"]


class Buffer:
    """Host-visible device memory with a device address; `array(dtype, shape)` is a NumPy view."""

    def __init__(self, dev: "Device", nbytes: int):
        self.dev, self.nbytes = dev, max(int(nbytes), 4)
        lib = library()
        info = vk.VkBufferCreateInfo(sType=vk.ST["BUFFER_CREATE_INFO"], size=self.nbytes,
                                     usage=vk.BUFFER_STORAGE | vk.BUFFER_DEVICE_ADDRESS | vk.BUFFER_TRANSFER_SRC
                                     | vk.BUFFER_TRANSFER_DST)
        self.handle, self.memory = ctypes.c_void_p(), ctypes.c_void_p()
        _call("vkCreateBuffer", dev.handle, ctypes.byref(info), None, ctypes.byref(self.handle))
        req = vk.VkMemoryRequirements()
        lib.vkGetBufferMemoryRequirements(dev.handle, self.handle, ctypes.byref(req))
        flags = vk.VkMemoryAllocateFlagsInfo(sType=vk.ST["MEMORY_ALLOCATE_FLAGS_INFO"],
                                             flags=vk.MEMORY_ALLOCATE_DEVICE_ADDRESS)
        alloc = vk.VkMemoryAllocateInfo(sType=vk.ST["MEMORY_ALLOCATE_INFO"],
                                        pNext=ctypes.cast(ctypes.pointer(flags), ctypes.c_void_p),
                                        allocationSize=req.size, memoryTypeIndex=dev.host_memory_type(req.memoryTypeBits))
        _call("vkAllocateMemory", dev.handle, ctypes.byref(alloc), None, ctypes.byref(self.memory))
        _call("vkBindBufferMemory", dev.handle, self.handle, self.memory, 0)
        mapped = ctypes.c_void_p()
        _call("vkMapMemory", dev.handle, self.memory, 0, req.size, 0, ctypes.byref(mapped))
        self.host = mapped.value
        addr = vk.VkBufferDeviceAddressInfo(sType=vk.ST["BUFFER_DEVICE_ADDRESS_INFO"], buffer=self.handle)
        self.address = int(lib.vkGetBufferDeviceAddress(dev.handle, ctypes.byref(addr)))

    def array(self, dtype, shape=None) -> np.ndarray:
        """The memory as a NumPy array, once the device's dispatches so far are done."""
        self.dev.synchronize()
        dt = np.dtype(dtype)
        n = self.nbytes // dt.itemsize
        raw = (ctypes.c_byte * (n * dt.itemsize)).from_address(self.host)
        a = np.frombuffer(raw, dtype=dt, count=n)
        return a if shape is None else a[:int(np.prod(shape))].reshape(shape)

    def free(self) -> None:
        if self.handle:
            self.dev.synchronize()  # a running kernel may still use it
            lib = library()
            lib.vkDestroyBuffer(self.dev.handle, self.handle, None)
            lib.vkFreeMemory(self.dev.handle, self.memory, None)
            self.handle = None


# SPIR-V capabilities whose device feature may be missing -> the feature's name in `features`
_CAPABILITY_FEATURES = {9: "float16", 10: "float64", 11: "int64", 22: "int16", 39: "int8", 6022: "coopmat",
                        6034: "float64_atomic_add"}
# how a missing one is named where the shader<Feature> spelling would not say enough
_FEATURE_NAMES = {
    "float64": "shaderFloat64 (fp32 division and square roots are computed in fp64 to be correctly rounded)",
    "coopmat": "cooperativeMatrix (VK_KHR_cooperative_matrix: compile for vulkan:sgN without +coopmat)",
    "float64_atomic_add": "shaderBufferFloat64AtomicAdd (VK_EXT_shader_atomic_float: tl.atomic_add on float64)"}


def shader_features(spv: bytes) -> list:
    """The device features (keys of PhysicalDevice.features, and 'coopmat') a shader's SPIR-V
    capabilities need, in the order it declares them (the AOT exporter records them too)."""
    words = struct.unpack(f"<{len(spv) // 4}I", spv[:len(spv) - len(spv) % 4])
    out, i = [], 5
    while i < len(words) and words[i] & 0xFFFF == 17 and words[i] >> 16:  # the OpCapability instructions come first
        feat = _CAPABILITY_FEATURES.get(words[i + 1])
        if feat and feat not in out:
            out.append(feat)
        i += words[i] >> 16
    return out


def _missing_features(spv: bytes, phys) -> str:
    """The Vulkan features a shader's capabilities need that the device lacks ('' if none): a clear
    error instead of undefined behaviour in the driver."""
    have = dict(phys.features, coopmat=phys.coopmat, float64_atomic_add=phys.float64_atomic_add)
    return ", ".join(_FEATURE_NAMES.get(f, f"shader{f[0].upper()}{f[1:]}") for f in shader_features(spv) if not have[f])


class Pipeline:
    """A compute pipeline: one SPIR-V entry point whose arguments are `push_bytes` of push constants."""

    def __init__(self, dev: "Device", spirv: bytes, entry: str, push_bytes: int):
        if len(spirv) % 4 or spirv[:4] != b"\x03\x02\x23\x07":
            raise ValueError("not a SPIR-V module (bad magic number or length)")
        if push_bytes > dev.phys.max_push_constants:
            raise ValueError(f"{push_bytes} bytes of kernel arguments exceed the device's push constants "
                             f"({dev.phys.max_push_constants} bytes)")
        self.dev, self.push_bytes = dev, push_bytes
        missing = _missing_features(spirv, dev.phys)
        if missing:
            raise VulkanUnavailable(f"{dev.phys.name} lacks what this kernel needs: {missing}")
        spirv = preserve_denormals(spirv, dev.phys.denorm_preserve, dev.phys.nan_preserve)
        code = ctypes.create_string_buffer(bytes(spirv), len(spirv))
        smi = vk.VkShaderModuleCreateInfo(sType=vk.ST["SHADER_MODULE_CREATE_INFO"], codeSize=len(spirv),
                                          pCode=ctypes.cast(code, ctypes.c_void_p))
        module = ctypes.c_void_p()
        _call("vkCreateShaderModule", dev.handle, ctypes.byref(smi), None, ctypes.byref(module))
        rng = vk.VkPushConstantRange(stageFlags=vk.SHADER_STAGE_COMPUTE, offset=0, size=max(push_bytes, 4))
        pli = vk.VkPipelineLayoutCreateInfo(sType=vk.ST["PIPELINE_LAYOUT_CREATE_INFO"], pushConstantRangeCount=1,
                                            pPushConstantRanges=ctypes.cast(ctypes.pointer(rng), ctypes.c_void_p))
        self.layout, self.handle = ctypes.c_void_p(), ctypes.c_void_p()
        try:
            _call("vkCreatePipelineLayout", dev.handle, ctypes.byref(pli), None, ctypes.byref(self.layout))
            name = ctypes.create_string_buffer(entry.encode())
            stage = vk.VkPipelineShaderStageCreateInfo(sType=vk.ST["PIPELINE_SHADER_STAGE_CREATE_INFO"],
                                                       stage=vk.SHADER_STAGE_COMPUTE, module=module,
                                                       pName=ctypes.cast(name, ctypes.c_char_p))
            cpi = vk.VkComputePipelineCreateInfo(sType=vk.ST["COMPUTE_PIPELINE_CREATE_INFO"], stage=stage,
                                                 layout=self.layout, basePipelineIndex=-1,
                                                 flags=vk.PIPELINE_CREATE_CAPTURE_STATISTICS if dev.statistics else 0)
            _call("vkCreateComputePipelines", dev.handle, dev.pipeline_cache, 1, ctypes.byref(cpi), None,
                  ctypes.byref(self.handle))
        finally:
            library().vkDestroyShaderModule(dev.handle, module, None)


def pipeline_statistics(dev: "Device", pipeline) -> dict:
    """{statistic name: value} the driver reports for a pipeline's executables (summed over them;
    {} without VK_KHR_pipeline_executable_properties). NVIDIA names e.g. 'Register Count'."""
    props_fn = dev.extension_function("vkGetPipelineExecutablePropertiesKHR")
    stats_fn = dev.extension_function("vkGetPipelineExecutableStatisticsKHR")
    if not dev.statistics or props_fn is None or stats_fn is None:
        return {}
    info = vk.VkPipelineInfoKHR(sType=vk.ST["PIPELINE_INFO_KHR"], pipeline=pipeline)
    n = ctypes.c_uint32(0)
    if props_fn(dev.handle, ctypes.byref(info), ctypes.byref(n), None) != vk.SUCCESS:
        return {}
    out: dict = {}
    for i in range(n.value):
        ei = vk.VkPipelineExecutableInfoKHR(sType=vk.ST["PIPELINE_EXECUTABLE_INFO_KHR"], pipeline=pipeline,
                                            executableIndex=i)
        m = ctypes.c_uint32(0)
        if stats_fn(dev.handle, ctypes.byref(ei), ctypes.byref(m), None) != vk.SUCCESS or not m.value:
            continue
        stats = (vk.VkPipelineExecutableStatisticKHR * m.value)()
        for st in stats:
            st.sType = vk.ST["PIPELINE_EXECUTABLE_STATISTIC_KHR"]
        if stats_fn(dev.handle, ctypes.byref(ei), ctypes.byref(m), stats) not in (vk.SUCCESS, vk.INCOMPLETE):
            continue
        for st in stats[:m.value]:
            v = {0: st.value.b32, 1: st.value.i64, 2: st.value.u64, 3: st.value.f64}.get(st.format)
            if v is not None:
                key = st.name.decode(errors="replace")
                out[key] = out.get(key, 0) + v
    return out


class _Slot:
    """One command buffer of the ring, its fence, and the dispatch it holds (None: idle)."""

    def __init__(self, index: int, cmd, fence):
        self.index, self.cmd, self.fence, self.seq = index, cmd, fence, None


class Device:
    """A logical device on physical device `index` (see physical_devices) with one compute queue.
    Dispatches are asynchronous (in order on the queue, each behind a barrier on its predecessors'
    writes); `synchronize()` waits for all, as the host's reads of device memory do."""

    RING = 8

    def __init__(self, index: int = 0, pipeline_cache: bytes = b""):
        devs = physical_devices()
        if not devs:
            raise VulkanUnavailable("no Vulkan device with a compute queue, Vulkan 1.2 and buffer device addresses: "
                                    + INSTALL_HINT)
        if not 0 <= index < len(devs):
            raise VulkanUnavailable(f"Vulkan device {index} does not exist: {len(devs)} usable device(s)")
        self.phys = p = devs[index]
        lib = library()
        # enable every feature of interest the device has (the structures come back filled in)
        prio = ctypes.c_float(1.0)
        q = vk.VkDeviceQueueCreateInfo(sType=vk.ST["DEVICE_QUEUE_CREATE_INFO"], queueFamilyIndex=p.queue_family,
                                       queueCount=1, pQueuePriorities=ctypes.cast(ctypes.pointer(prio), ctypes.c_void_p))
        # register counts and the like, where the driver reports them (NVIDIA does; lavapipe does not)
        self.statistics = vk.EXT_PIPELINE_EXECUTABLE_PROPERTIES in p.extensions
        self._exec_feature = vk.VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR(
            sType=vk.ST["PHYSICAL_DEVICE_PIPELINE_EXECUTABLE_PROPERTIES_FEATURES_KHR"], pipelineExecutableInfo=1,
            pNext=ctypes.cast(ctypes.pointer(p.f2), ctypes.c_void_p))
        first = self._exec_feature if self.statistics else p.f2
        names = [vk.EXT_PIPELINE_EXECUTABLE_PROPERTIES] if self.statistics else []
        if p.coopmat:  # cooperative matrices for fp16 dots (codegen/gpu/coopmat.py)
            self._coopmat_feature = vk.VkPhysicalDeviceCooperativeMatrixFeaturesKHR(
                sType=vk.ST["PHYSICAL_DEVICE_COOPERATIVE_MATRIX_FEATURES_KHR"], cooperativeMatrix=1,
                pNext=ctypes.cast(ctypes.pointer(first), ctypes.c_void_p))
            first = self._coopmat_feature
            names.append(vk.EXT_COOPERATIVE_MATRIX)
        exts = (ctypes.c_char_p * max(1, len(names)))(*names)
        info = vk.VkDeviceCreateInfo(sType=vk.ST["DEVICE_CREATE_INFO"], pNext=ctypes.cast(ctypes.pointer(first),
                                                                                         ctypes.c_void_p),
                                     queueCreateInfoCount=1, pQueueCreateInfos=ctypes.cast(ctypes.pointer(q),
                                                                                          ctypes.c_void_p),
                                     enabledExtensionCount=len(names),
                                     ppEnabledExtensionNames=ctypes.cast(exts, ctypes.c_void_p) if names else None)
        self.handle = ctypes.c_void_p()
        _call("vkCreateDevice", p.handle, ctypes.byref(info), None, ctypes.byref(self.handle))
        self.queue = ctypes.c_void_p()
        lib.vkGetDeviceQueue(self.handle, p.queue_family, 0, ctypes.byref(self.queue))
        data = ctypes.create_string_buffer(pipeline_cache, len(pipeline_cache)) if pipeline_cache else None
        pci = vk.VkPipelineCacheCreateInfo(sType=vk.ST["PIPELINE_CACHE_CREATE_INFO"], initialDataSize=len(pipeline_cache),
                                           pInitialData=ctypes.cast(data, ctypes.c_void_p) if data else None)
        self.pipeline_cache = ctypes.c_void_p()
        _call("vkCreatePipelineCache", self.handle, ctypes.byref(pci), None, ctypes.byref(self.pipeline_cache))
        pool = vk.VkCommandPoolCreateInfo(sType=vk.ST["COMMAND_POOL_CREATE_INFO"],
                                          flags=vk.COMMAND_POOL_RESET_COMMAND_BUFFER, queueFamilyIndex=p.queue_family)
        self.pool = ctypes.c_void_p()
        _call("vkCreateCommandPool", self.handle, ctypes.byref(pool), None, ctypes.byref(self.pool))
        # a ring of command buffers, each with its fence and two timestamp queries: launches return
        # once submitted; a slot is waited for when it comes round again or the host needs results
        n = self.RING
        cb = vk.VkCommandBufferAllocateInfo(sType=vk.ST["COMMAND_BUFFER_ALLOCATE_INFO"], commandPool=self.pool,
                                            level=0, commandBufferCount=n)
        cmds = (ctypes.c_void_p * n)()
        _call("vkAllocateCommandBuffers", self.handle, ctypes.byref(cb), cmds)
        self.queries = ctypes.c_void_p()
        if p.timestamps:
            qp = vk.VkQueryPoolCreateInfo(sType=vk.ST["QUERY_POOL_CREATE_INFO"], queryType=vk.QUERY_TYPE_TIMESTAMP,
                                          queryCount=2 * n)
            _call("vkCreateQueryPool", self.handle, ctypes.byref(qp), None, ctypes.byref(self.queries))
        self.slots = []
        for i in range(n):
            fence = ctypes.c_void_p()
            _call("vkCreateFence", self.handle, ctypes.byref(vk.VkFenceCreateInfo(sType=vk.ST["FENCE_CREATE_INFO"])),
                  None, ctypes.byref(fence))
            self.slots.append(_Slot(i, ctypes.c_void_p(cmds[i]), fence))
        self.next_slot, self.seq = 0, 0
        # what every dispatch records, made once
        self._begin = vk.VkCommandBufferBeginInfo(sType=vk.ST["COMMAND_BUFFER_BEGIN_INFO"],
                                                  flags=vk.COMMAND_BUFFER_ONE_TIME_SUBMIT)
        self._order = vk.VkMemoryBarrier(sType=vk.ST["MEMORY_BARRIER"], srcAccessMask=vk.ACCESS_SHADER_WRITE,
                                         dstAccessMask=vk.ACCESS_SHADER_READ | vk.ACCESS_SHADER_WRITE)
        self._to_host = vk.VkMemoryBarrier(sType=vk.ST["MEMORY_BARRIER"], srcAccessMask=vk.ACCESS_SHADER_WRITE,
                                           dstAccessMask=vk.ACCESS_HOST_READ)
        self.times: dict = {}  # dispatch number -> GPU milliseconds (the recent ones)
        self.lock = threading.RLock()  # reentrant: a buffer freed by the GC inside a dispatch synchronizes
        self._ext_fns = {}

    def extension_function(self, name: str):
        """A device-level extension entry point (vkGetDeviceProcAddr), typed from vk.EXTENSION_FUNCTIONS."""
        if name not in self._ext_fns:
            addr = library().vkGetDeviceProcAddr(self.handle, name.encode())
            self._ext_fns[name] = vk.EXTENSION_FUNCTIONS[name](addr) if addr else None
        return self._ext_fns[name]

    def host_memory_type(self, bits: int) -> int:
        """A host-visible, coherent memory type allowed by `bits`, device-local if there is one."""
        mem = self.phys.memory
        want = vk.MEMORY_HOST_VISIBLE | vk.MEMORY_HOST_COHERENT
        ok = [i for i in range(mem.memoryTypeCount) if bits >> i & 1 and mem.memoryTypes[i].propertyFlags & want == want]
        if not ok:
            raise VulkanUnavailable(f"{self.phys.name} has no host-visible coherent memory for buffers")
        local = [i for i in ok if mem.memoryTypes[i].propertyFlags & vk.MEMORY_DEVICE_LOCAL]
        return (local or ok)[0]

    def buffer(self, nbytes: int) -> Buffer:
        return Buffer(self, nbytes)

    def pipeline(self, spirv: bytes, entry: str = "main", push_bytes: int = 0) -> Pipeline:
        return Pipeline(self, spirv, entry, push_bytes)

    def pipeline_cache_data(self) -> bytes:
        n = ctypes.c_size_t(0)
        _call("vkGetPipelineCacheData", self.handle, self.pipeline_cache, ctypes.byref(n), None)
        buf = ctypes.create_string_buffer(n.value)
        _call("vkGetPipelineCacheData", self.handle, self.pipeline_cache, ctypes.byref(n), buf)
        return buf.raw[:n.value]

    SPIN_S = 0.002

    def _wait(self, fence) -> None:
        """Wait for the fence: polled for the first SPIN_S seconds (a blocking wait sleeps, and
        NVIDIA's driver wakes it up tens of microseconds late: most kernels are done sooner),
        then blocking."""
        lib = library()
        deadline = time.perf_counter() + self.SPIN_S
        while True:
            r = lib.vkGetFenceStatus(self.handle, fence)
            if r == vk.SUCCESS:
                return
            if r != vk.NOT_READY:
                _check("vkGetFenceStatus", r)
            if time.perf_counter() > deadline:
                break
        _call("vkWaitForFences", self.handle, 1, ctypes.byref(fence), 1, 2**64 - 1)

    def _finish(self, slot: _Slot) -> None:
        """Wait for the dispatch in `slot` (lock held) and keep its GPU time."""
        if slot.seq is None:
            return
        self._wait(slot.fence)
        _call("vkResetFences", self.handle, 1, ctypes.byref(slot.fence))
        ms = None
        if self.queries.value:
            stamps = (ctypes.c_uint64 * 2)()
            _call("vkGetQueryPoolResults", self.handle, self.queries, 2 * slot.index, 2, ctypes.sizeof(stamps), stamps,
                  8, vk.QUERY_RESULT_64 | vk.QUERY_RESULT_WAIT)
            ms = (stamps[1] - stamps[0]) * self.phys.timestamp_period_ns / 1e6
        self.times[slot.seq] = ms
        if len(self.times) > 4 * self.RING:
            del self.times[min(self.times)]
        slot.seq = None

    def synchronize(self) -> None:
        """Wait until every dispatch submitted so far has finished (and its writes reach the host)."""
        with self.lock:
            for k in range(self.RING):  # oldest first
                self._finish(self.slots[(self.next_slot + k) % self.RING])

    def elapsed_ms(self, seq: int) -> float | None:
        """The GPU time of dispatch number `seq` (waiting for it if it is still running); None
        without timestamps or when it is too old to be remembered."""
        with self.lock:
            for slot in self.slots:
                if slot.seq == seq:
                    self._finish(slot)
            return self.times.get(seq)

    def dispatch(self, pipe: Pipeline, groups, push: bytes = b"", wait: bool = True):
        """Run `pipe` over `groups` (x, y, z) work groups with `push` as its push constants. With
        `wait`, return when it is done, with its GPU time in milliseconds (None without
        timestamps); otherwise return its dispatch number once it is submitted (see elapsed_ms)."""
        if len(push) > pipe.push_bytes:
            raise ValueError(f"{len(push)} bytes of push constants for a pipeline declared with {pipe.push_bytes}")
        gx, gy, gz = (tuple(int(g) for g in groups) + (1, 1))[:3]
        lim = self.phys.max_group_count
        if gx > lim[0] or gy > lim[1] or gz > lim[2]:
            raise ValueError(f"grid ({gx}, {gy}, {gz}) exceeds the device's work-group counts {lim}")
        lib = library()

        def record(cmd) -> int:
            lib.vkCmdBindPipeline(cmd, vk.PIPELINE_BIND_POINT_COMPUTE, pipe.handle)
            if push:
                data = ctypes.create_string_buffer(push, len(push))
                lib.vkCmdPushConstants(cmd, pipe.layout, vk.SHADER_STAGE_COMPUTE, 0, len(push), data)
            if gx and gy and gz:
                lib.vkCmdDispatch(cmd, gx, gy, gz)
            return 0
        return self.submit(record, wait)[1]

    def submit(self, record, wait: bool = True) -> tuple:
        """Record commands with `record(command_buffer)` (a VkCommandBuffer handle; returns a
        status), behind a barrier on earlier dispatches' writes and before one making the writes
        visible to the host, then submit. Returns (status, result): a nonzero status submits
        nothing; else the result is as `dispatch`'s. AOT bundles record their launches this way."""
        lib = library()
        with self.lock:
            slot = self.slots[self.next_slot]
            if slot.seq is not None:
                self._finish(slot)  # the oldest dispatch: the ring is full
            self.next_slot = (self.next_slot + 1) % self.RING
            cmd, q0 = slot.cmd, 2 * slot.index
            _check("vkResetCommandBuffer", lib.vkResetCommandBuffer(cmd, 0))
            _check("vkBeginCommandBuffer", lib.vkBeginCommandBuffer(cmd, ctypes.byref(self._begin)))
            # the previous dispatches' writes before this one's reads and writes (submission order)
            lib.vkCmdPipelineBarrier(cmd, vk.STAGE_COMPUTE, vk.STAGE_COMPUTE, 0, 1, ctypes.byref(self._order), 0, None,
                                     0, None)
            timed = bool(self.queries.value)
            if timed:
                lib.vkCmdResetQueryPool(cmd, self.queries, q0, 2)
                lib.vkCmdWriteTimestamp(cmd, vk.STAGE_TOP, self.queries, q0)
            status = record(cmd.value)
            if timed:
                lib.vkCmdWriteTimestamp(cmd, vk.STAGE_BOTTOM, self.queries, q0 + 1)
            # the host reads the results after the fence: make the shader's writes visible to it
            lib.vkCmdPipelineBarrier(cmd, vk.STAGE_COMPUTE, vk.STAGE_HOST, 0, 1, ctypes.byref(self._to_host),
                                     0, None, 0, None)
            _check("vkEndCommandBuffer", lib.vkEndCommandBuffer(cmd))
            if status:
                return status, None  # recorded but never submitted: the slot is free again
            submit = vk.VkSubmitInfo(sType=vk.ST["SUBMIT_INFO"], commandBufferCount=1,
                                     pCommandBuffers=ctypes.cast(ctypes.pointer(cmd), ctypes.c_void_p))
            _check("vkQueueSubmit", lib.vkQueueSubmit(self.queue, 1, ctypes.byref(submit), slot.fence))
            self.seq += 1
            slot.seq = self.seq
            if not wait:
                return 0, slot.seq
            self._finish(slot)
            return 0, self.times.get(slot.seq)


def pipeline_cache_path(phys) -> str | None:
    """Where the driver's pipeline cache for `phys` lives on disk: `<TRITIUM_CACHE_DIR>/vulkan/`,
    one file per device and driver version (None when the cache is off)."""
    from ... import knobs
    root = knobs.cache.dir
    if not root or str(root).lower() == "off":
        return None
    name = f"pipelines-{phys.vendor_id:04x}-{phys.device_id:04x}-{phys.driver_version:08x}.bin"
    return os.path.join(str(root), "vulkan", name)


def _save_pipeline_cache(dev: "Device", path: str) -> None:
    """Write the device's pipeline cache atomically (a temporary file renamed over the old one), so
    concurrent processes and crashes leave a whole file; failures only cost the next start time."""
    try:
        data = dev.pipeline_cache_data()
        os.makedirs(os.path.dirname(path), exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".tmp-")
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except Exception:  # noqa: BLE001 - at exit, best effort
        pass


def device(index: int = 0) -> Device:
    """The process's logical device on physical device `index` (made once). Its Vulkan pipeline
    cache starts from the copy on disk (drivers check the header and ignore another device's or
    driver's data) and is written back when the process exits, so a warm start skips the driver's
    shader compilation as well as tritium's."""
    key = ("device", index)
    d = _state.get(key)
    if d is None:
        with _lock:
            d = _state.get(key)
            if d is None:
                path = pipeline_cache_path(physical_devices()[index]) if 0 <= index < len(physical_devices()) else None
                data = b""
                if path and os.path.exists(path):
                    try:
                        with open(path, "rb") as f:
                            data = f.read()
                    except OSError:
                        data = b""
                try:
                    d = Device(index, data)
                except VulkanError:
                    if not data:
                        raise
                    d = Device(index)  # a corrupt cache file: start empty (it is rewritten at exit)
                _state[key] = d
                if path:
                    atexit.register(_save_pipeline_cache, d, path)
    return d


class DeviceArray:
    """An array in Vulkan memory (tritium's device-buffer type): kernel launches read and write it in
    place, so repeated launches do not copy. `from_numpy`/`empty` make one, `numpy()` copies it back."""

    def __init__(self, shape, dtype, device_index: int = 0, buffer: Buffer | None = None, offset: int = 0,
                 element_type=None):
        self.shape = tuple(int(s) for s in (shape if isinstance(shape, (tuple, list)) else (shape,)))
        self.dtype = np.dtype(dtype)
        self.device_index = device_index
        self.nbytes = int(np.prod(self.shape)) * self.dtype.itemsize
        self.offset = offset  # bytes into `buffer` (a view of another array's memory)
        # the kernel's element type where NumPy has none (bf16, fp8: `dtype` is then a same-size uint)
        self.element_type = element_type
        self.owner = buffer is None
        self.buffer = device(device_index).buffer(self.nbytes) if buffer is None else buffer

    @classmethod
    def view_of(cls, buffer: Buffer, offset: int, dtype, shape, device_index: int = 0,
                element_type=None) -> "DeviceArray":
        """An array over `buffer`'s memory from byte `offset` (the buffer stays owned by its maker);
        `element_type` (a tl dtype) overrides the kernel's view of `dtype` (bf16 stored as uint16)."""
        return cls(shape, dtype, device_index, buffer=buffer, offset=offset, element_type=element_type)

    @classmethod
    def from_numpy(cls, a, device_index: int = 0) -> "DeviceArray":
        a = np.ascontiguousarray(a)
        d = cls(a.shape, a.dtype, device_index)
        d.view()[...] = a
        return d

    @classmethod
    def empty(cls, shape, dtype, device_index: int = 0) -> "DeviceArray":
        return cls(shape, dtype, device_index)

    def view(self) -> np.ndarray:
        """The mapped memory as a NumPy array (no copy; valid while this array lives)."""
        raw = self.buffer.array(np.uint8)[self.offset:self.offset + self.nbytes]
        return raw.view(self.dtype).reshape(self.shape)

    def numpy(self) -> np.ndarray:
        return self.view().copy()

    @property
    def address(self) -> int:
        return self.buffer.address + self.offset

    def __del__(self):
        try:
            if self.owner:
                self.buffer.free()
        except Exception:  # noqa: BLE001 - interpreter shutdown
            pass

    def __repr__(self):
        return f"DeviceArray(shape={self.shape}, dtype={self.dtype}, device=vulkan:{self.device_index})"


__all__ = ["DeviceArray", "device", "Device", "Buffer", "Pipeline", "PhysicalDevice", "physical_devices", "VulkanUnavailable", "VulkanError",
           "INSTALL_HINT"]
