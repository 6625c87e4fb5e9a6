/* A Level Zero driver for tests: no GPU, it records the calls tritium's Level Zero driver makes.
 *
 * Loaded by the real oneAPI loader through ZE_ENABLE_ALT_DRIVERS, so the test exercises the path an
 * Intel GPU user gets (loader, ctypes signatures, structure layouts) up to the hardware. Every call
 * of interest appends one line to the file named by $TRITIUM_ZE_MOCK_LOG. The one device looks like
 * a Data Center GPU Max; its queue group 0 copies only, group 1 computes. A module whose input
 * starts with "BAD!" fails to build with a build log. Kernels report $TRITIUM_ZE_MOCK_NARGS
 * arguments and 4096 bytes of spill memory. Device allocations are malloc'd; others are unknown. */
#include <level_zero/ze_api.h>
#include <level_zero/ze_ddi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EXPORT __attribute__((visibility("default")))
static int driver_obj, device_obj, context_obj, queue_obj, list_obj, module_obj, kernel_obj, log_obj;
static void *allocs[64];
static size_t alloc_sizes[64];

static void logf_(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
#include <stdarg.h>
static void logf_(const char *fmt, ...) {
    const char *path = getenv("TRITIUM_ZE_MOCK_LOG");
    if (!path) return;
    FILE *f = fopen(path, "a");
    if (!f) return;
    va_list ap;
    va_start(ap, fmt);
    vfprintf(f, fmt, ap);
    va_end(ap);
    fputc('\n', f);
    fclose(f);
}

static ze_result_t Init(ze_init_flags_t flags) { logf_("zeInit flags=%u", flags); return ZE_RESULT_SUCCESS; }

static ze_result_t DriverGet(uint32_t *n, ze_driver_handle_t *out) {
    if (out && *n >= 1) out[0] = (ze_driver_handle_t)&driver_obj;
    *n = 1;
    return ZE_RESULT_SUCCESS;
}
static ze_result_t DriverGetApiVersion(ze_driver_handle_t d, ze_api_version_t *v) { *v = ZE_API_VERSION_1_0; return ZE_RESULT_SUCCESS; }
static ze_result_t DriverGetProperties(ze_driver_handle_t d, ze_driver_properties_t *p) {
    memset(p->uuid.id, 7, sizeof p->uuid.id);
    p->driverVersion = 1;
    return ZE_RESULT_SUCCESS;
}

static ze_result_t DeviceGet(ze_driver_handle_t d, uint32_t *n, ze_device_handle_t *out) {
    if (out && *n >= 1) out[0] = (ze_device_handle_t)&device_obj;
    *n = 1;
    return ZE_RESULT_SUCCESS;
}
static ze_result_t DeviceGetProperties(ze_device_handle_t d, ze_device_properties_t *p) {
    if (p->stype != ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES) return ZE_RESULT_ERROR_INVALID_ARGUMENT;
    p->type = ZE_DEVICE_TYPE_GPU;
    p->vendorId = 0x8086;
    p->deviceId = 0x0bd5;
    p->maxMemAllocSize = 1ull << 32;
    p->numSlices = 1; p->numSubslicesPerSlice = 64; p->numEUsPerSubslice = 8;
    snprintf(p->name, sizeof p->name, "Intel(R) Data Center GPU Max 1550");
    return ZE_RESULT_SUCCESS;
}
static ze_result_t DeviceGetComputeProperties(ze_device_handle_t d, ze_device_compute_properties_t *p) {
    if (p->stype != ZE_STRUCTURE_TYPE_DEVICE_COMPUTE_PROPERTIES) return ZE_RESULT_ERROR_INVALID_ARGUMENT;
    p->maxTotalGroupSize = 1024;
    p->maxSharedLocalMemory = 131072;
    p->numSubGroupSizes = 2;
    p->subGroupSizes[0] = 16; p->subGroupSizes[1] = 32;
    return ZE_RESULT_SUCCESS;
}
static ze_result_t DeviceGetQueueGroups(ze_device_handle_t d, uint32_t *n, ze_command_queue_group_properties_t *p) {
    if (p && *n >= 2) {
        p[0].flags = ZE_COMMAND_QUEUE_GROUP_PROPERTY_FLAG_COPY; p[0].numQueues = 1;
        p[1].flags = ZE_COMMAND_QUEUE_GROUP_PROPERTY_FLAG_COMPUTE | ZE_COMMAND_QUEUE_GROUP_PROPERTY_FLAG_COPY;
        p[1].numQueues = 4;
    }
    *n = 2;
    return ZE_RESULT_SUCCESS;
}

static ze_result_t ContextCreate(ze_driver_handle_t d, const ze_context_desc_t *desc, ze_context_handle_t *out) {
    logf_("zeContextCreate stype=%d", desc->stype);
    *out = (ze_context_handle_t)&context_obj;
    return ZE_RESULT_SUCCESS;
}
static ze_result_t ContextDestroy(ze_context_handle_t c) { return ZE_RESULT_SUCCESS; }

static ze_result_t QueueCreate(ze_context_handle_t c, ze_device_handle_t d, const ze_command_queue_desc_t *desc,
                               ze_command_queue_handle_t *out) {
    logf_("zeCommandQueueCreate ordinal=%u mode=%d", desc->ordinal, desc->mode);
    *out = (ze_command_queue_handle_t)&queue_obj;
    return ZE_RESULT_SUCCESS;
}
static ze_result_t QueueDestroy(ze_command_queue_handle_t q) { return ZE_RESULT_SUCCESS; }
static ze_result_t QueueExecute(ze_command_queue_handle_t q, uint32_t n, ze_command_list_handle_t *lists, ze_fence_handle_t f) {
    logf_("zeCommandQueueExecuteCommandLists n=%u", n);
    return n == 1 && lists[0] == (ze_command_list_handle_t)&list_obj ? ZE_RESULT_SUCCESS : ZE_RESULT_ERROR_INVALID_ARGUMENT;
}
static ze_result_t QueueSynchronize(ze_command_queue_handle_t q, uint64_t timeout) {
    logf_("zeCommandQueueSynchronize timeout=%llu", (unsigned long long)timeout);
    return ZE_RESULT_SUCCESS;
}

static ze_result_t ListCreate(ze_context_handle_t c, ze_device_handle_t d, const ze_command_list_desc_t *desc,
                              ze_command_list_handle_t *out) {
    logf_("zeCommandListCreate ordinal=%u", desc->commandQueueGroupOrdinal);
    *out = (ze_command_list_handle_t)&list_obj;
    return ZE_RESULT_SUCCESS;
}
static ze_result_t ListDestroy(ze_command_list_handle_t l) { return ZE_RESULT_SUCCESS; }
static ze_result_t ListClose(ze_command_list_handle_t l) { logf_("zeCommandListClose"); return ZE_RESULT_SUCCESS; }
static ze_result_t ListReset(ze_command_list_handle_t l) { logf_("zeCommandListReset"); return ZE_RESULT_SUCCESS; }
static ze_result_t ListLaunch(ze_command_list_handle_t l, ze_kernel_handle_t k, const ze_group_count_t *g,
                              ze_event_handle_t e, uint32_t nw, ze_event_handle_t *w) {
    logf_("zeCommandListAppendLaunchKernel groups=%u,%u,%u", g->groupCountX, g->groupCountY, g->groupCountZ);
    return ZE_RESULT_SUCCESS;
}

static uint64_t fnv1a(const uint8_t *p, size_t n) {
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 1099511628211ull;
    return h;
}
static ze_result_t ModuleCreate(ze_context_handle_t c, ze_device_handle_t d, const ze_module_desc_t *desc,
                                ze_module_handle_t *out, ze_module_build_log_handle_t *log) {
    logf_("zeModuleCreate format=%d size=%zu fnv=%016llx flags=%s", desc->format, desc->inputSize,
          (unsigned long long)fnv1a(desc->pInputModule, desc->inputSize), desc->pBuildFlags ? desc->pBuildFlags : "(null)");
    if (log) *log = (ze_module_build_log_handle_t)&log_obj;
    if (desc->inputSize >= 4 && memcmp(desc->pInputModule, "BAD!", 4) == 0) return ZE_RESULT_ERROR_MODULE_BUILD_FAILURE;
    *out = (ze_module_handle_t)&module_obj;
    return ZE_RESULT_SUCCESS;
}
static ze_result_t ModuleDestroy(ze_module_handle_t m) { logf_("zeModuleDestroy"); return ZE_RESULT_SUCCESS; }
static ze_result_t LogGetString(ze_module_build_log_handle_t l, size_t *n, char *s) {
    static const char text[] = "mock: error: the binary is not a module";
    if (s) memcpy(s, text, *n < sizeof text ? *n : sizeof text);
    *n = sizeof text;
    return ZE_RESULT_SUCCESS;
}
static ze_result_t LogDestroy(ze_module_build_log_handle_t l) { logf_("zeModuleBuildLogDestroy"); return ZE_RESULT_SUCCESS; }

static ze_result_t KernelCreate(ze_module_handle_t m, const ze_kernel_desc_t *desc, ze_kernel_handle_t *out) {
    logf_("zeKernelCreate name=%s", desc->pKernelName);
    *out = (ze_kernel_handle_t)&kernel_obj;
    return ZE_RESULT_SUCCESS;
}
static ze_result_t KernelDestroy(ze_kernel_handle_t k) { logf_("zeKernelDestroy"); return ZE_RESULT_SUCCESS; }
static ze_result_t KernelSetGroupSize(ze_kernel_handle_t k, uint32_t x, uint32_t y, uint32_t z) {
    logf_("zeKernelSetGroupSize %u,%u,%u", x, y, z);
    return x <= 1024 ? ZE_RESULT_SUCCESS : ZE_RESULT_ERROR_INVALID_GROUP_SIZE_DIMENSION;
}
static ze_result_t KernelSetArgumentValue(ze_kernel_handle_t k, uint32_t i, size_t n, const void *v) {
    char hex[2 * 16 + 1] = "";
    for (size_t j = 0; j < n && j < 16; j++) sprintf(hex + 2 * j, "%02x", ((const uint8_t *)v)[j]);
    logf_("zeKernelSetArgumentValue %u size=%zu value=%s", i, n, hex);
    return ZE_RESULT_SUCCESS;
}
static ze_result_t KernelGetProperties(ze_kernel_handle_t k, ze_kernel_properties_t *p) {
    if (p->stype != ZE_STRUCTURE_TYPE_KERNEL_PROPERTIES) return ZE_RESULT_ERROR_INVALID_ARGUMENT;
    const char *n = getenv("TRITIUM_ZE_MOCK_NARGS");
    p->numKernelArgs = n ? (uint32_t)atoi(n) : 0;
    p->maxSubgroupSize = 16;
    p->spillMemSize = 4096;
    p->privateMemSize = 128;
    return ZE_RESULT_SUCCESS;
}

static ze_result_t MemAllocDevice(ze_context_handle_t c, const ze_device_mem_alloc_desc_t *desc, size_t size,
                                  size_t align, ze_device_handle_t d, void **out) {
    for (int i = 0; i < 64; i++)
        if (!allocs[i]) {
            if (posix_memalign(&allocs[i], align < sizeof(void *) ? sizeof(void *) : align, size)) return ZE_RESULT_ERROR_OUT_OF_DEVICE_MEMORY;
            alloc_sizes[i] = size;
            *out = allocs[i];
            logf_("zeMemAllocDevice size=%zu align=%zu", size, align);
            return ZE_RESULT_SUCCESS;
        }
    return ZE_RESULT_ERROR_OUT_OF_DEVICE_MEMORY;
}
static ze_result_t MemFree(ze_context_handle_t c, void *p) {
    for (int i = 0; i < 64; i++)
        if (allocs[i] == p) { free(p); allocs[i] = NULL; return ZE_RESULT_SUCCESS; }
    return ZE_RESULT_ERROR_INVALID_ARGUMENT;
}
static ze_result_t MemGetAllocProperties(ze_context_handle_t c, const void *p, ze_memory_allocation_properties_t *props,
                                         ze_device_handle_t *d) {
    props->type = ZE_MEMORY_TYPE_UNKNOWN;
    for (int i = 0; i < 64; i++)
        if (allocs[i] && (const char *)p >= (const char *)allocs[i] && (const char *)p < (const char *)allocs[i] + alloc_sizes[i])
            props->type = ZE_MEMORY_TYPE_DEVICE;
    return ZE_RESULT_SUCCESS;
}

EXPORT ze_result_t zeGetGlobalProcAddrTable(ze_api_version_t v, ze_global_dditable_t *t) { t->pfnInit = Init; return ZE_RESULT_SUCCESS; }
EXPORT ze_result_t zeGetDriverProcAddrTable(ze_api_version_t v, ze_driver_dditable_t *t) {
    t->pfnGet = DriverGet; t->pfnGetApiVersion = DriverGetApiVersion; t->pfnGetProperties = DriverGetProperties;
    return ZE_RESULT_SUCCESS;
}
EXPORT ze_result_t zeGetDeviceProcAddrTable(ze_api_version_t v, ze_device_dditable_t *t) {
    t->pfnGet = DeviceGet; t->pfnGetProperties = DeviceGetProperties; t->pfnGetComputeProperties = DeviceGetComputeProperties;
    t->pfnGetCommandQueueGroupProperties = DeviceGetQueueGroups;
    return ZE_RESULT_SUCCESS;
}
EXPORT ze_result_t zeGetContextProcAddrTable(ze_api_version_t v, ze_context_dditable_t *t) {
    t->pfnCreate = ContextCreate; t->pfnDestroy = ContextDestroy;
    return ZE_RESULT_SUCCESS;
}
EXPORT ze_result_t zeGetCommandQueueProcAddrTable(ze_api_version_t v, ze_command_queue_dditable_t *t) {
    t->pfnCreate = QueueCreate; t->pfnDestroy = QueueDestroy; t->pfnExecuteCommandLists = QueueExecute;
    t->pfnSynchronize = QueueSynchronize;
    return ZE_RESULT_SUCCESS;
}
EXPORT ze_result_t zeGetCommandListProcAddrTable(ze_api_version_t v, ze_command_list_dditable_t *t) {
    t->pfnCreate = ListCreate; t->pfnDestroy = ListDestroy; t->pfnClose = ListClose; t->pfnReset = ListReset;
    t->pfnAppendLaunchKernel = ListLaunch;
    return ZE_RESULT_SUCCESS;
}
EXPORT ze_result_t zeGetModuleProcAddrTable(ze_api_version_t v, ze_module_dditable_t *t) {
    t->pfnCreate = ModuleCreate; t->pfnDestroy = ModuleDestroy;
    return ZE_RESULT_SUCCESS;
}
EXPORT ze_result_t zeGetModuleBuildLogProcAddrTable(ze_api_version_t v, ze_module_build_log_dditable_t *t) {
    t->pfnGetString = LogGetString; t->pfnDestroy = LogDestroy;
    return ZE_RESULT_SUCCESS;
}
EXPORT ze_result_t zeGetKernelProcAddrTable(ze_api_version_t v, ze_kernel_dditable_t *t) {
    t->pfnCreate = KernelCreate; t->pfnDestroy = KernelDestroy; t->pfnSetGroupSize = KernelSetGroupSize;
    t->pfnSetArgumentValue = KernelSetArgumentValue; t->pfnGetProperties = KernelGetProperties;
    return ZE_RESULT_SUCCESS;
}
EXPORT ze_result_t zeGetMemProcAddrTable(ze_api_version_t v, ze_mem_dditable_t *t) {
    t->pfnAllocDevice = MemAllocDevice; t->pfnFree = MemFree; t->pfnGetAllocProperties = MemGetAllocProperties;
    return ZE_RESULT_SUCCESS;
}

/* The loader asks every driver for every table; the ones this mock does not use stay empty. */
#define EMPTY_TABLE(fn, type) \
    EXPORT ze_result_t fn(ze_api_version_t v, type *t) { return ZE_RESULT_SUCCESS; }
EMPTY_TABLE(zeGetDeviceExpProcAddrTable, ze_device_exp_dditable_t)
EMPTY_TABLE(zeGetEventExpProcAddrTable, ze_event_exp_dditable_t)
EMPTY_TABLE(zeGetEventPoolProcAddrTable, ze_event_pool_dditable_t)
EMPTY_TABLE(zeGetEventProcAddrTable, ze_event_dditable_t)
EMPTY_TABLE(zeGetFabricEdgeExpProcAddrTable, ze_fabric_edge_exp_dditable_t)
EMPTY_TABLE(zeGetFabricVertexExpProcAddrTable, ze_fabric_vertex_exp_dditable_t)
EMPTY_TABLE(zeGetFenceProcAddrTable, ze_fence_dditable_t)
EMPTY_TABLE(zeGetImageExpProcAddrTable, ze_image_exp_dditable_t)
EMPTY_TABLE(zeGetImageProcAddrTable, ze_image_dditable_t)
EMPTY_TABLE(zeGetKernelExpProcAddrTable, ze_kernel_exp_dditable_t)
EMPTY_TABLE(zeGetPhysicalMemProcAddrTable, ze_physical_mem_dditable_t)
EMPTY_TABLE(zeGetSamplerProcAddrTable, ze_sampler_dditable_t)
EMPTY_TABLE(zeGetVirtualMemProcAddrTable, ze_virtual_mem_dditable_t)

/* tools (zet) and sysman (zes) tables: the loader asks for these too */
#include <level_zero/zet_ddi.h>
#include <level_zero/zes_ddi.h>
EMPTY_TABLE(zetGetCommandListProcAddrTable, zet_command_list_dditable_t)
EMPTY_TABLE(zetGetContextProcAddrTable, zet_context_dditable_t)
EMPTY_TABLE(zetGetDebugProcAddrTable, zet_debug_dditable_t)
EMPTY_TABLE(zetGetDeviceProcAddrTable, zet_device_dditable_t)
EMPTY_TABLE(zetGetKernelProcAddrTable, zet_kernel_dditable_t)
EMPTY_TABLE(zetGetMetricGroupExpProcAddrTable, zet_metric_group_exp_dditable_t)
EMPTY_TABLE(zetGetMetricGroupProcAddrTable, zet_metric_group_dditable_t)
EMPTY_TABLE(zetGetMetricProcAddrTable, zet_metric_dditable_t)
EMPTY_TABLE(zetGetMetricQueryPoolProcAddrTable, zet_metric_query_pool_dditable_t)
EMPTY_TABLE(zetGetMetricQueryProcAddrTable, zet_metric_query_dditable_t)
EMPTY_TABLE(zetGetMetricStreamerProcAddrTable, zet_metric_streamer_dditable_t)
EMPTY_TABLE(zetGetModuleProcAddrTable, zet_module_dditable_t)
EMPTY_TABLE(zetGetTracerExpProcAddrTable, zet_tracer_exp_dditable_t)
EMPTY_TABLE(zesGetDeviceProcAddrTable, zes_device_dditable_t)
EMPTY_TABLE(zesGetDiagnosticsProcAddrTable, zes_diagnostics_dditable_t)
EMPTY_TABLE(zesGetDriverProcAddrTable, zes_driver_dditable_t)
EMPTY_TABLE(zesGetEngineProcAddrTable, zes_engine_dditable_t)
EMPTY_TABLE(zesGetFabricPortProcAddrTable, zes_fabric_port_dditable_t)
EMPTY_TABLE(zesGetFanProcAddrTable, zes_fan_dditable_t)
EMPTY_TABLE(zesGetFirmwareProcAddrTable, zes_firmware_dditable_t)
EMPTY_TABLE(zesGetFrequencyProcAddrTable, zes_frequency_dditable_t)
EMPTY_TABLE(zesGetLedProcAddrTable, zes_led_dditable_t)
EMPTY_TABLE(zesGetMemoryProcAddrTable, zes_memory_dditable_t)
EMPTY_TABLE(zesGetPerformanceFactorProcAddrTable, zes_performance_factor_dditable_t)
EMPTY_TABLE(zesGetPowerProcAddrTable, zes_power_dditable_t)
EMPTY_TABLE(zesGetPsuProcAddrTable, zes_psu_dditable_t)
EMPTY_TABLE(zesGetRasProcAddrTable, zes_ras_dditable_t)
EMPTY_TABLE(zesGetSchedulerProcAddrTable, zes_scheduler_dditable_t)
EMPTY_TABLE(zesGetStandbyProcAddrTable, zes_standby_dditable_t)
EMPTY_TABLE(zesGetTemperatureProcAddrTable, zes_temperature_dditable_t)
