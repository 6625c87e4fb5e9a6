"""Vulkan through ctypes: the structures, constants and entry points tritium's Vulkan driver uses.

ctypes of our own rather than PyPI `vulkan` (cffi): that package lacks the buffer-device-address
flag constants and mis-wraps `vkGetBufferDeviceAddress` (measured for this project), and the few
dozen calls needed here are a stable C ABI. The structures were generated from Vulkan 1.3's
`vulkan_core.h` (Debian libvulkan-dev 1.3.239) by a script kept in the tests
(tests/unit/backends/test_vulkan_driver.py checks every field's offset against the header).
"""
from __future__ import annotations

import ctypes

_u32, _u64, _p = ctypes.c_uint32, ctypes.c_uint64, ctypes.c_void_p

class VkApplicationInfo(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("pApplicationName", ctypes.c_char_p), ("applicationVersion", _u32),
        ("pEngineName", ctypes.c_char_p), ("engineVersion", _u32), ("apiVersion", _u32)]


class VkInstanceCreateInfo(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("flags", _u32), ("pApplicationInfo", _p),
        ("enabledLayerCount", _u32), ("ppEnabledLayerNames", _p), ("enabledExtensionCount", _u32),
        ("ppEnabledExtensionNames", _p)]


class VkPhysicalDeviceLimits(ctypes.Structure):
    _fields_ = [
        ("maxImageDimension1D", _u32), ("maxImageDimension2D", _u32), ("maxImageDimension3D", _u32),
        ("maxImageDimensionCube", _u32), ("maxImageArrayLayers", _u32), ("maxTexelBufferElements", _u32),
        ("maxUniformBufferRange", _u32), ("maxStorageBufferRange", _u32), ("maxPushConstantsSize", _u32),
        ("maxMemoryAllocationCount", _u32), ("maxSamplerAllocationCount", _u32), ("bufferImageGranularity", _u64),
        ("sparseAddressSpaceSize", _u64), ("maxBoundDescriptorSets", _u32), ("maxPerStageDescriptorSamplers", _u32),
        ("maxPerStageDescriptorUniformBuffers", _u32), ("maxPerStageDescriptorStorageBuffers", _u32),
        ("maxPerStageDescriptorSampledImages", _u32), ("maxPerStageDescriptorStorageImages", _u32),
        ("maxPerStageDescriptorInputAttachments", _u32), ("maxPerStageResources", _u32),
        ("maxDescriptorSetSamplers", _u32), ("maxDescriptorSetUniformBuffers", _u32),
        ("maxDescriptorSetUniformBuffersDynamic", _u32), ("maxDescriptorSetStorageBuffers", _u32),
        ("maxDescriptorSetStorageBuffersDynamic", _u32), ("maxDescriptorSetSampledImages", _u32),
        ("maxDescriptorSetStorageImages", _u32), ("maxDescriptorSetInputAttachments", _u32),
        ("maxVertexInputAttributes", _u32), ("maxVertexInputBindings", _u32),
        ("maxVertexInputAttributeOffset", _u32), ("maxVertexInputBindingStride", _u32),
        ("maxVertexOutputComponents", _u32), ("maxTessellationGenerationLevel", _u32),
        ("maxTessellationPatchSize", _u32), ("maxTessellationControlPerVertexInputComponents", _u32),
        ("maxTessellationControlPerVertexOutputComponents", _u32),
        ("maxTessellationControlPerPatchOutputComponents", _u32),
        ("maxTessellationControlTotalOutputComponents", _u32), ("maxTessellationEvaluationInputComponents", _u32),
        ("maxTessellationEvaluationOutputComponents", _u32), ("maxGeometryShaderInvocations", _u32),
        ("maxGeometryInputComponents", _u32), ("maxGeometryOutputComponents", _u32),
        ("maxGeometryOutputVertices", _u32), ("maxGeometryTotalOutputComponents", _u32),
        ("maxFragmentInputComponents", _u32), ("maxFragmentOutputAttachments", _u32),
        ("maxFragmentDualSrcAttachments", _u32), ("maxFragmentCombinedOutputResources", _u32),
        ("maxComputeSharedMemorySize", _u32), ("maxComputeWorkGroupCount", _u32 * 3),
        ("maxComputeWorkGroupInvocations", _u32), ("maxComputeWorkGroupSize", _u32 * 3),
        ("subPixelPrecisionBits", _u32), ("subTexelPrecisionBits", _u32), ("mipmapPrecisionBits", _u32),
        ("maxDrawIndexedIndexValue", _u32), ("maxDrawIndirectCount", _u32), ("maxSamplerLodBias", ctypes.c_float),
        ("maxSamplerAnisotropy", ctypes.c_float), ("maxViewports", _u32), ("maxViewportDimensions", _u32 * 2),
        ("viewportBoundsRange", ctypes.c_float * 2), ("viewportSubPixelBits", _u32),
        ("minMemoryMapAlignment", ctypes.c_size_t), ("minTexelBufferOffsetAlignment", _u64),
        ("minUniformBufferOffsetAlignment", _u64), ("minStorageBufferOffsetAlignment", _u64),
        ("minTexelOffset", ctypes.c_int32), ("maxTexelOffset", _u32), ("minTexelGatherOffset", ctypes.c_int32),
        ("maxTexelGatherOffset", _u32), ("minInterpolationOffset", ctypes.c_float),
        ("maxInterpolationOffset", ctypes.c_float), ("subPixelInterpolationOffsetBits", _u32),
        ("maxFramebufferWidth", _u32), ("maxFramebufferHeight", _u32), ("maxFramebufferLayers", _u32),
        ("framebufferColorSampleCounts", _u32), ("framebufferDepthSampleCounts", _u32),
        ("framebufferStencilSampleCounts", _u32), ("framebufferNoAttachmentsSampleCounts", _u32),
        ("maxColorAttachments", _u32), ("sampledImageColorSampleCounts", _u32),
        ("sampledImageIntegerSampleCounts", _u32), ("sampledImageDepthSampleCounts", _u32),
        ("sampledImageStencilSampleCounts", _u32), ("storageImageSampleCounts", _u32), ("maxSampleMaskWords", _u32),
        ("timestampComputeAndGraphics", _u32), ("timestampPeriod", ctypes.c_float), ("maxClipDistances", _u32),
        ("maxCullDistances", _u32), ("maxCombinedClipAndCullDistances", _u32), ("discreteQueuePriorities", _u32),
        ("pointSizeRange", ctypes.c_float * 2), ("lineWidthRange", ctypes.c_float * 2),
        ("pointSizeGranularity", ctypes.c_float), ("lineWidthGranularity", ctypes.c_float), ("strictLines", _u32),
        ("standardSampleLocations", _u32), ("optimalBufferCopyOffsetAlignment", _u64),
        ("optimalBufferCopyRowPitchAlignment", _u64), ("nonCoherentAtomSize", _u64)]


class VkPhysicalDeviceSparseProperties(ctypes.Structure):
    _fields_ = [
        ("residencyStandard2DBlockShape", _u32), ("residencyStandard2DMultisampleBlockShape", _u32),
        ("residencyStandard3DBlockShape", _u32), ("residencyAlignedMipSize", _u32),
        ("residencyNonResidentStrict", _u32)]


class VkPhysicalDeviceProperties(ctypes.Structure):
    _fields_ = [
        ("apiVersion", _u32), ("driverVersion", _u32), ("vendorID", _u32), ("deviceID", _u32),
        ("deviceType", ctypes.c_int), ("deviceName", ctypes.c_char * 256),
        ("pipelineCacheUUID", ctypes.c_uint8 * 16), ("limits", VkPhysicalDeviceLimits),
        ("sparseProperties", VkPhysicalDeviceSparseProperties)]


class VkExtent3D(ctypes.Structure):
    _fields_ = [
        ("width", _u32), ("height", _u32), ("depth", _u32)]


class VkQueueFamilyProperties(ctypes.Structure):
    _fields_ = [
        ("queueFlags", _u32), ("queueCount", _u32), ("timestampValidBits", _u32),
        ("minImageTransferGranularity", VkExtent3D)]


class VkMemoryType(ctypes.Structure):
    _fields_ = [
        ("propertyFlags", _u32), ("heapIndex", _u32)]


class VkMemoryHeap(ctypes.Structure):
    _fields_ = [
        ("size", _u64), ("flags", _u32)]


class VkPhysicalDeviceMemoryProperties(ctypes.Structure):
    _fields_ = [
        ("memoryTypeCount", _u32), ("memoryTypes", VkMemoryType * 32), ("memoryHeapCount", _u32),
        ("memoryHeaps", VkMemoryHeap * 16)]


class VkPhysicalDeviceFeatures(ctypes.Structure):
    _fields_ = [
        ("robustBufferAccess", _u32), ("fullDrawIndexUint32", _u32), ("imageCubeArray", _u32),
        ("independentBlend", _u32), ("geometryShader", _u32), ("tessellationShader", _u32),
        ("sampleRateShading", _u32), ("dualSrcBlend", _u32), ("logicOp", _u32), ("multiDrawIndirect", _u32),
        ("drawIndirectFirstInstance", _u32), ("depthClamp", _u32), ("depthBiasClamp", _u32),
        ("fillModeNonSolid", _u32), ("depthBounds", _u32), ("wideLines", _u32), ("largePoints", _u32),
        ("alphaToOne", _u32), ("multiViewport", _u32), ("samplerAnisotropy", _u32), ("textureCompressionETC2", _u32),
        ("textureCompressionASTC_LDR", _u32), ("textureCompressionBC", _u32), ("occlusionQueryPrecise", _u32),
        ("pipelineStatisticsQuery", _u32), ("vertexPipelineStoresAndAtomics", _u32),
        ("fragmentStoresAndAtomics", _u32), ("shaderTessellationAndGeometryPointSize", _u32),
        ("shaderImageGatherExtended", _u32), ("shaderStorageImageExtendedFormats", _u32),
        ("shaderStorageImageMultisample", _u32), ("shaderStorageImageReadWithoutFormat", _u32),
        ("shaderStorageImageWriteWithoutFormat", _u32), ("shaderUniformBufferArrayDynamicIndexing", _u32),
        ("shaderSampledImageArrayDynamicIndexing", _u32), ("shaderStorageBufferArrayDynamicIndexing", _u32),
        ("shaderStorageImageArrayDynamicIndexing", _u32), ("shaderClipDistance", _u32), ("shaderCullDistance", _u32),
        ("shaderFloat64", _u32), ("shaderInt64", _u32), ("shaderInt16", _u32), ("shaderResourceResidency", _u32),
        ("shaderResourceMinLod", _u32), ("sparseBinding", _u32), ("sparseResidencyBuffer", _u32),
        ("sparseResidencyImage2D", _u32), ("sparseResidencyImage3D", _u32), ("sparseResidency2Samples", _u32),
        ("sparseResidency4Samples", _u32), ("sparseResidency8Samples", _u32), ("sparseResidency16Samples", _u32),
        ("sparseResidencyAliased", _u32), ("variableMultisampleRate", _u32), ("inheritedQueries", _u32)]


class VkPhysicalDeviceFeatures2(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("features", VkPhysicalDeviceFeatures)]


class VkPhysicalDeviceVulkan11Features(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("storageBuffer16BitAccess", _u32),
        ("uniformAndStorageBuffer16BitAccess", _u32), ("storagePushConstant16", _u32),
        ("storageInputOutput16", _u32), ("multiview", _u32), ("multiviewGeometryShader", _u32),
        ("multiviewTessellationShader", _u32), ("variablePointersStorageBuffer", _u32), ("variablePointers", _u32),
        ("protectedMemory", _u32), ("samplerYcbcrConversion", _u32), ("shaderDrawParameters", _u32)]


class VkPhysicalDeviceVulkan12Features(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("samplerMirrorClampToEdge", _u32), ("drawIndirectCount", _u32),
        ("storageBuffer8BitAccess", _u32), ("uniformAndStorageBuffer8BitAccess", _u32),
        ("storagePushConstant8", _u32), ("shaderBufferInt64Atomics", _u32), ("shaderSharedInt64Atomics", _u32),
        ("shaderFloat16", _u32), ("shaderInt8", _u32), ("descriptorIndexing", _u32),
        ("shaderInputAttachmentArrayDynamicIndexing", _u32), ("shaderUniformTexelBufferArrayDynamicIndexing", _u32),
        ("shaderStorageTexelBufferArrayDynamicIndexing", _u32), ("shaderUniformBufferArrayNonUniformIndexing", _u32),
        ("shaderSampledImageArrayNonUniformIndexing", _u32), ("shaderStorageBufferArrayNonUniformIndexing", _u32),
        ("shaderStorageImageArrayNonUniformIndexing", _u32), ("shaderInputAttachmentArrayNonUniformIndexing", _u32),
        ("shaderUniformTexelBufferArrayNonUniformIndexing", _u32),
        ("shaderStorageTexelBufferArrayNonUniformIndexing", _u32),
        ("descriptorBindingUniformBufferUpdateAfterBind", _u32),
        ("descriptorBindingSampledImageUpdateAfterBind", _u32),
        ("descriptorBindingStorageImageUpdateAfterBind", _u32),
        ("descriptorBindingStorageBufferUpdateAfterBind", _u32),
        ("descriptorBindingUniformTexelBufferUpdateAfterBind", _u32),
        ("descriptorBindingStorageTexelBufferUpdateAfterBind", _u32),
        ("descriptorBindingUpdateUnusedWhilePending", _u32), ("descriptorBindingPartiallyBound", _u32),
        ("descriptorBindingVariableDescriptorCount", _u32), ("runtimeDescriptorArray", _u32),
        ("samplerFilterMinmax", _u32), ("scalarBlockLayout", _u32), ("imagelessFramebuffer", _u32),
        ("uniformBufferStandardLayout", _u32), ("shaderSubgroupExtendedTypes", _u32),
        ("separateDepthStencilLayouts", _u32), ("hostQueryReset", _u32), ("timelineSemaphore", _u32),
        ("bufferDeviceAddress", _u32), ("bufferDeviceAddressCaptureReplay", _u32),
        ("bufferDeviceAddressMultiDevice", _u32), ("vulkanMemoryModel", _u32),
        ("vulkanMemoryModelDeviceScope", _u32), ("vulkanMemoryModelAvailabilityVisibilityChains", _u32),
        ("shaderOutputViewportIndex", _u32), ("shaderOutputLayer", _u32), ("subgroupBroadcastDynamicId", _u32)]


class VkDeviceQueueCreateInfo(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("flags", _u32), ("queueFamilyIndex", _u32), ("queueCount", _u32),
        ("pQueuePriorities", _p)]


class VkDeviceCreateInfo(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("flags", _u32), ("queueCreateInfoCount", _u32),
        ("pQueueCreateInfos", _p), ("enabledLayerCount", _u32), ("ppEnabledLayerNames", _p),
        ("enabledExtensionCount", _u32), ("ppEnabledExtensionNames", _p), ("pEnabledFeatures", _p)]


class VkBufferCreateInfo(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("flags", _u32), ("size", _u64), ("usage", _u32),
        ("sharingMode", ctypes.c_int), ("queueFamilyIndexCount", _u32), ("pQueueFamilyIndices", _p)]


class VkMemoryRequirements(ctypes.Structure):
    _fields_ = [
        ("size", _u64), ("alignment", _u64), ("memoryTypeBits", _u32)]


class VkMemoryAllocateFlagsInfo(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("flags", _u32), ("deviceMask", _u32)]


class VkMemoryAllocateInfo(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("allocationSize", _u64), ("memoryTypeIndex", _u32)]


class VkBufferDeviceAddressInfo(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("buffer", _p)]


class VkShaderModuleCreateInfo(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("flags", _u32), ("codeSize", ctypes.c_size_t), ("pCode", _p)]


class VkPushConstantRange(ctypes.Structure):
    _fields_ = [
        ("stageFlags", _u32), ("offset", _u32), ("size", _u32)]


class VkPipelineLayoutCreateInfo(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("flags", _u32), ("setLayoutCount", _u32), ("pSetLayouts", _p),
        ("pushConstantRangeCount", _u32), ("pPushConstantRanges", _p)]


class VkSpecializationInfo(ctypes.Structure):
    _fields_ = [
        ("mapEntryCount", _u32), ("pMapEntries", _p), ("dataSize", ctypes.c_size_t), ("pData", _p)]


class VkPipelineShaderStageCreateInfo(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("flags", _u32), ("stage", _u32), ("module", _p),
        ("pName", ctypes.c_char_p), ("pSpecializationInfo", _p)]


class VkComputePipelineCreateInfo(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("flags", _u32), ("stage", VkPipelineShaderStageCreateInfo),
        ("layout", _p), ("basePipelineHandle", _p), ("basePipelineIndex", ctypes.c_int32)]


class VkPipelineCacheCreateInfo(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("flags", _u32), ("initialDataSize", ctypes.c_size_t),
        ("pInitialData", _p)]


class VkCommandPoolCreateInfo(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("flags", _u32), ("queueFamilyIndex", _u32)]


class VkCommandBufferAllocateInfo(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("commandPool", _p), ("level", ctypes.c_int),
        ("commandBufferCount", _u32)]


class VkCommandBufferBeginInfo(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("flags", _u32), ("pInheritanceInfo", _p)]


class VkSubmitInfo(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("waitSemaphoreCount", _u32), ("pWaitSemaphores", _p),
        ("pWaitDstStageMask", _p), ("commandBufferCount", _u32), ("pCommandBuffers", _p),
        ("signalSemaphoreCount", _u32), ("pSignalSemaphores", _p)]


class VkFenceCreateInfo(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("flags", _u32)]


class VkBufferCopy(ctypes.Structure):
    _fields_ = [
        ("srcOffset", _u64), ("dstOffset", _u64), ("size", _u64)]


class VkMemoryBarrier(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("srcAccessMask", _u32), ("dstAccessMask", _u32)]


class VkQueryPoolCreateInfo(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("flags", _u32), ("queryType", ctypes.c_int), ("queryCount", _u32),
        ("pipelineStatistics", _u32)]


class VkPhysicalDeviceSubgroupProperties(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("subgroupSize", _u32), ("supportedStages", _u32),
        ("supportedOperations", _u32), ("quadOperationsInAllStages", _u32)]


class VkPhysicalDeviceFloatControlsProperties(ctypes.Structure):
    _fields_ = [("sType", ctypes.c_int), ("pNext", _p), ("denormBehaviorIndependence", ctypes.c_int),
                ("roundingModeIndependence", ctypes.c_int)] + [
        (f"shader{what}Float{w}", _u32) for what in ("SignedZeroInfNanPreserve", "DenormPreserve",
                                                    "DenormFlushToZero", "RoundingModeRTE", "RoundingModeRTZ")
        for w in (16, 32, 64)]


class VkExtensionProperties(ctypes.Structure):
    _fields_ = [("extensionName", ctypes.c_char * 256), ("specVersion", _u32)]


class VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR(ctypes.Structure):
    _fields_ = [("sType", ctypes.c_int), ("pNext", _p), ("pipelineExecutableInfo", _u32)]


class VkPhysicalDeviceCooperativeMatrixFeaturesKHR(ctypes.Structure):
    _fields_ = [("sType", ctypes.c_int), ("pNext", _p), ("cooperativeMatrix", _u32),
                ("cooperativeMatrixRobustBufferAccess", _u32)]


class VkPhysicalDeviceShaderAtomicFloatFeaturesEXT(ctypes.Structure):
    _fields_ = [("sType", ctypes.c_int), ("pNext", _p)] + [(f"{w}Float{b}{k}", _u32) for w in ("shaderBuffer", "shaderShared")
                                                           for b in (32, 64) for k in ("Atomics", "AtomicAdd")] + \
        [(f"{w}Float32{k}", _u32) for w in ("shaderImage", "sparseImage") for k in ("Atomics", "AtomicAdd")]


class VkCooperativeMatrixPropertiesKHR(ctypes.Structure):
    _fields_ = [("sType", ctypes.c_int), ("pNext", _p), ("MSize", _u32), ("NSize", _u32), ("KSize", _u32),
                ("AType", ctypes.c_int), ("BType", ctypes.c_int), ("CType", ctypes.c_int), ("ResultType", ctypes.c_int),
                ("saturatingAccumulation", _u32), ("scope", ctypes.c_int)]


class VkPipelineInfoKHR(ctypes.Structure):
    _fields_ = [("sType", ctypes.c_int), ("pNext", _p), ("pipeline", _p)]


class VkPipelineExecutablePropertiesKHR(ctypes.Structure):
    _fields_ = [("sType", ctypes.c_int), ("pNext", _p), ("stages", _u32), ("name", ctypes.c_char * 256),
                ("description", ctypes.c_char * 256), ("subgroupSize", _u32)]


class VkPipelineExecutableInfoKHR(ctypes.Structure):
    _fields_ = [("sType", ctypes.c_int), ("pNext", _p), ("pipeline", _p), ("executableIndex", _u32)]


class VkPipelineExecutableStatisticValueKHR(ctypes.Union):
    _fields_ = [("b32", _u32), ("i64", ctypes.c_int64), ("u64", _u64), ("f64", ctypes.c_double)]


class VkPipelineExecutableStatisticKHR(ctypes.Structure):
    _fields_ = [("sType", ctypes.c_int), ("pNext", _p), ("name", ctypes.c_char * 256),
                ("description", ctypes.c_char * 256), ("format", ctypes.c_int),
                ("value", VkPipelineExecutableStatisticValueKHR)]


class VkPhysicalDeviceProperties2(ctypes.Structure):
    _fields_ = [
        ("sType", ctypes.c_int), ("pNext", _p), ("properties", VkPhysicalDeviceProperties)]


# VkStructureType
ST = {"APPLICATION_INFO": 0, "INSTANCE_CREATE_INFO": 1, "DEVICE_QUEUE_CREATE_INFO": 2, "DEVICE_CREATE_INFO": 3,
      "SUBMIT_INFO": 4, "MEMORY_ALLOCATE_INFO": 5, "FENCE_CREATE_INFO": 8, "QUERY_POOL_CREATE_INFO": 11,
      "BUFFER_CREATE_INFO": 12, "SHADER_MODULE_CREATE_INFO": 16, "PIPELINE_CACHE_CREATE_INFO": 17,
      "PIPELINE_SHADER_STAGE_CREATE_INFO": 18, "COMPUTE_PIPELINE_CREATE_INFO": 29, "PIPELINE_LAYOUT_CREATE_INFO": 30,
      "COMMAND_POOL_CREATE_INFO": 39, "COMMAND_BUFFER_ALLOCATE_INFO": 40, "COMMAND_BUFFER_BEGIN_INFO": 42,
      "MEMORY_BARRIER": 46, "PHYSICAL_DEVICE_VULKAN_1_1_FEATURES": 49, "PHYSICAL_DEVICE_VULKAN_1_2_FEATURES": 51,
      "PHYSICAL_DEVICE_FEATURES_2": 1000059000, "PHYSICAL_DEVICE_PROPERTIES_2": 1000059001,
      "MEMORY_ALLOCATE_FLAGS_INFO": 1000060000, "PHYSICAL_DEVICE_SUBGROUP_PROPERTIES": 1000094000,
      "BUFFER_DEVICE_ADDRESS_INFO": 1000244001,
      "PHYSICAL_DEVICE_FLOAT_CONTROLS_PROPERTIES": 1000197000,
      "PHYSICAL_DEVICE_PIPELINE_EXECUTABLE_PROPERTIES_FEATURES_KHR": 1000269000, "PIPELINE_INFO_KHR": 1000269001,
      "PIPELINE_EXECUTABLE_PROPERTIES_KHR": 1000269002, "PIPELINE_EXECUTABLE_INFO_KHR": 1000269003,
      "PIPELINE_EXECUTABLE_STATISTIC_KHR": 1000269004,
      "PHYSICAL_DEVICE_COOPERATIVE_MATRIX_FEATURES_KHR": 1000506000, "COOPERATIVE_MATRIX_PROPERTIES_KHR": 1000506001,
      "PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT": 1000260000}
PIPELINE_CREATE_CAPTURE_STATISTICS = 0x40
EXT_PIPELINE_EXECUTABLE_PROPERTIES = b"VK_KHR_pipeline_executable_properties"
EXT_COOPERATIVE_MATRIX = b"VK_KHR_cooperative_matrix"
EXT_ATOMIC_FLOAT = b"VK_EXT_shader_atomic_float"
COMPONENT_FLOAT16, COMPONENT_FLOAT32, SCOPE_SUBGROUP = 0, 1, 3
SUCCESS, NOT_READY, TIMEOUT, INCOMPLETE = 0, 1, 2, 5
RESULTS = {-1: "ERROR_OUT_OF_HOST_MEMORY", -2: "ERROR_OUT_OF_DEVICE_MEMORY", -3: "ERROR_INITIALIZATION_FAILED",
           -4: "ERROR_DEVICE_LOST", -5: "ERROR_MEMORY_MAP_FAILED", -6: "ERROR_LAYER_NOT_PRESENT",
           -7: "ERROR_EXTENSION_NOT_PRESENT", -8: "ERROR_FEATURE_NOT_PRESENT", -9: "ERROR_INCOMPATIBLE_DRIVER",
           -10: "ERROR_TOO_MANY_OBJECTS", -13: "ERROR_UNKNOWN", -1000069000: "ERROR_OUT_OF_POOL_MEMORY",
           -1000012000: "ERROR_INVALID_SHADER_NV", 2: "TIMEOUT"}
DEVICE_TYPES = {0: "other", 1: "integrated GPU", 2: "discrete GPU", 3: "virtual GPU", 4: "CPU"}
API_1_3 = (1 << 22) | (3 << 12)
QUEUE_COMPUTE = 0x2
MEMORY_DEVICE_LOCAL, MEMORY_HOST_VISIBLE, MEMORY_HOST_COHERENT, MEMORY_HOST_CACHED = 0x1, 0x2, 0x4, 0x8
MEMORY_ALLOCATE_DEVICE_ADDRESS = 0x2
BUFFER_TRANSFER_SRC, BUFFER_TRANSFER_DST, BUFFER_STORAGE, BUFFER_DEVICE_ADDRESS = 0x1, 0x2, 0x20, 0x20000
SHADER_STAGE_COMPUTE = 0x20
PIPELINE_BIND_POINT_COMPUTE = 1
COMMAND_POOL_RESET_COMMAND_BUFFER = 0x2
COMMAND_BUFFER_ONE_TIME_SUBMIT = 0x1
STAGE_TOP, STAGE_COMPUTE, STAGE_TRANSFER, STAGE_BOTTOM, STAGE_HOST = 0x1, 0x800, 0x1000, 0x2000, 0x4000
ACCESS_SHADER_READ, ACCESS_SHADER_WRITE = 0x20, 0x40
ACCESS_TRANSFER_READ, ACCESS_TRANSFER_WRITE, ACCESS_HOST_READ, ACCESS_HOST_WRITE = 0x800, 0x1000, 0x2000, 0x4000
QUERY_TYPE_TIMESTAMP = 2
QUERY_RESULT_64, QUERY_RESULT_WAIT = 0x1, 0x2
SUBGROUP_BASIC, SUBGROUP_ARITHMETIC, SUBGROUP_SHUFFLE = 0x1, 0x4, 0x10

_P = ctypes.POINTER
# entry point -> argument types (every one returns VkResult or void; see VOID)
SIGNATURES = {
    "vkCreateInstance": (_P(VkInstanceCreateInfo), _p, _P(_p)),
    "vkDestroyInstance": (_p, _p),
    "vkEnumeratePhysicalDevices": (_p, _P(_u32), _P(_p)),
    "vkGetPhysicalDeviceProperties2": (_p, _P(VkPhysicalDeviceProperties2)),
    "vkGetPhysicalDeviceFeatures2": (_p, _P(VkPhysicalDeviceFeatures2)),
    "vkGetPhysicalDeviceQueueFamilyProperties": (_p, _P(_u32), _P(VkQueueFamilyProperties)),
    "vkGetPhysicalDeviceMemoryProperties": (_p, _P(VkPhysicalDeviceMemoryProperties)),
    "vkCreateDevice": (_p, _P(VkDeviceCreateInfo), _p, _P(_p)),
    "vkDestroyDevice": (_p, _p),
    "vkGetDeviceQueue": (_p, _u32, _u32, _P(_p)),
    "vkCreateBuffer": (_p, _P(VkBufferCreateInfo), _p, _P(_p)),
    "vkDestroyBuffer": (_p, _p, _p),
    "vkGetBufferMemoryRequirements": (_p, _p, _P(VkMemoryRequirements)),
    "vkAllocateMemory": (_p, _P(VkMemoryAllocateInfo), _p, _P(_p)),
    "vkFreeMemory": (_p, _p, _p),
    "vkBindBufferMemory": (_p, _p, _p, _u64),
    "vkMapMemory": (_p, _p, _u64, _u64, _u32, _P(_p)),
    "vkGetBufferDeviceAddress": (_p, _P(VkBufferDeviceAddressInfo)),
    "vkCreateShaderModule": (_p, _P(VkShaderModuleCreateInfo), _p, _P(_p)),
    "vkDestroyShaderModule": (_p, _p, _p),
    "vkCreatePipelineLayout": (_p, _P(VkPipelineLayoutCreateInfo), _p, _P(_p)),
    "vkDestroyPipelineLayout": (_p, _p, _p),
    "vkCreatePipelineCache": (_p, _P(VkPipelineCacheCreateInfo), _p, _P(_p)),
    "vkGetPipelineCacheData": (_p, _p, _P(ctypes.c_size_t), _p),
    "vkCreateComputePipelines": (_p, _p, _u32, _P(VkComputePipelineCreateInfo), _p, _P(_p)),
    "vkDestroyPipeline": (_p, _p, _p),
    "vkCreateCommandPool": (_p, _P(VkCommandPoolCreateInfo), _p, _P(_p)),
    "vkAllocateCommandBuffers": (_p, _P(VkCommandBufferAllocateInfo), _P(_p)),
    "vkBeginCommandBuffer": (_p, _P(VkCommandBufferBeginInfo)),
    "vkEndCommandBuffer": (_p,),
    "vkResetCommandBuffer": (_p, _u32),
    "vkCmdBindPipeline": (_p, ctypes.c_int, _p),
    "vkCmdPushConstants": (_p, _p, _u32, _u32, _u32, _p),
    "vkCmdDispatch": (_p, _u32, _u32, _u32),
    "vkCmdCopyBuffer": (_p, _p, _p, _u32, _P(VkBufferCopy)),
    "vkCmdPipelineBarrier": (_p, _u32, _u32, _u32, _u32, _P(VkMemoryBarrier), _u32, _p, _u32, _p),
    "vkCmdWriteTimestamp": (_p, _u32, _p, _u32),
    "vkCmdResetQueryPool": (_p, _p, _u32, _u32),
    "vkCreateQueryPool": (_p, _P(VkQueryPoolCreateInfo), _p, _P(_p)),
    "vkGetQueryPoolResults": (_p, _p, _u32, _u32, ctypes.c_size_t, _p, _u64, _u32),
    "vkQueueSubmit": (_p, _u32, _P(VkSubmitInfo), _p),
    "vkCreateFence": (_p, _P(VkFenceCreateInfo), _p, _P(_p)),
    "vkWaitForFences": (_p, _u32, _P(_p), _u32, _u64),
    "vkGetFenceStatus": (_p, _p),
    "vkEnumerateDeviceExtensionProperties": (_p, _p, _P(_u32), _p),
    "vkGetDeviceProcAddr": (_p, ctypes.c_char_p),
    "vkResetFences": (_p, _u32, _P(_p)),
    "vkGetInstanceProcAddr": (_p, ctypes.c_char_p),
}
RETURNS = {"vkGetBufferDeviceAddress": _u64, "vkGetDeviceProcAddr": _p, "vkGetInstanceProcAddr": _p}
VOID = frozenset({"vkDestroyInstance", "vkGetPhysicalDeviceProperties2", "vkGetPhysicalDeviceFeatures2",
                  "vkGetPhysicalDeviceQueueFamilyProperties", "vkGetPhysicalDeviceMemoryProperties",
                  "vkDestroyDevice", "vkGetDeviceQueue", "vkDestroyBuffer", "vkGetBufferMemoryRequirements",
                  "vkFreeMemory", "vkDestroyShaderModule", "vkDestroyPipelineLayout", "vkDestroyPipeline",
                  "vkCmdBindPipeline", "vkCmdPushConstants", "vkCmdDispatch", "vkCmdCopyBuffer",
                  "vkCmdPipelineBarrier", "vkCmdWriteTimestamp", "vkCmdResetQueryPool"})


def declare(lib) -> None:
    """Give the loader's exports their argument and return types."""
    for name, args in SIGNATURES.items():
        f = getattr(lib, name)
        f.argtypes = list(args)
        f.restype = RETURNS.get(name, None if name in VOID else ctypes.c_int32)


# instance-level extension entry points (vkGetInstanceProcAddr): name -> ctypes prototype
INSTANCE_FUNCTIONS = {
    "vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR": ctypes.CFUNCTYPE(ctypes.c_int32, _p, _P(_u32), _p),
}
# device-level extension entry points (vkGetDeviceProcAddr): name -> ctypes prototype
EXTENSION_FUNCTIONS = {
    "vkGetPipelineExecutablePropertiesKHR": ctypes.CFUNCTYPE(ctypes.c_int32, _p, _P(VkPipelineInfoKHR), _P(_u32), _p),
    "vkGetPipelineExecutableStatisticsKHR": ctypes.CFUNCTYPE(ctypes.c_int32, _p, _P(VkPipelineExecutableInfoKHR),
                                                             _P(_u32), _p),
}
