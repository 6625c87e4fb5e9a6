/* Part of every tritium AOT bundle's <lib>.c (Vulkan through dlopen(libvulkan.so.1): pipelines per device, recorded dispatches).
   A fragment, not compiled alone: tritium/aot/render_c.py pastes it after the header and puts the
   library's name in its placeholders. */
/* Vulkan compute shaders through dlopen("libvulkan.so.1") (or $TRITIUM_VK_LOADER): the caller owns
   the instance, devices and command buffers; a launch records into the caller's command buffer and
   submits nothing. The few structures used are declared here with vulkan_core.h's layout (the
   static assertions check the members read), so no Vulkan headers are needed to build the library;
   non-dispatchable handles (VkPipeline, VkPipelineLayout, VkShaderModule) are 64-bit everywhere.

   Float controls: as tritium's runtime does (runtime.Pipeline), each shader is patched for the
   device just before its pipeline is made: the DenormPreserve / SignedZeroInfNanPreserve execution
   modes for the float widths the shader declares and the device's
   VkPhysicalDeviceFloatControlsProperties allow (tritium__vk_float_controls: a word-for-word port of
   codegen/spirv/float_controls.py). What a device allows is known only there and there are up to 64
   combinations, so the bundle embeds the shader as exported and patches a copy at pipeline creation.

   One pipeline (shader module, layout with one push-constant range, compute pipeline) per kernel
   variant and VkDevice, made on first use under a mutex; tritium_<lib>_unload destroys them all. */
#include <stddef.h>

typedef struct { uint16_t offset, size; uint8_t is_bool; } tritium__vk_arg; /* one push-constant slot */

typedef struct {
    const unsigned char *code; /* SPIR-V as exported (the float controls are added per device) */
    size_t size;
    const char *target;        /* vulkan:sg32+coopmat, ... */
    const char *entry;
    unsigned subgroup;         /* the subgroup size it was compiled for */
    int coopmat;               /* needs VK_KHR_cooperative_matrix */
    unsigned local, shared, push_bytes;
    unsigned features;         /* TRITIUM__VK_F_* bits: device features its SPIR-V capabilities need */
    const tritium__vk_arg *args;
    int nargs;
} tritium__vk_binary;

/* the features runtime._missing_features checks, in the order of render_c.VK_FEATURES' bits */
static const char *const tritium__vk_feature_names[] = {
    "shaderFloat16", "shaderFloat64 (fp32 division and square roots are computed in fp64 to be correctly rounded)",
    "shaderInt64", "shaderInt16", "shaderInt8"};

typedef struct {
    uint32_t a[8], maxPushConstantsSize, b[2];
    uint64_t bufferImageGranularity, sparseAddressSpaceSize;
    uint32_t c[38], maxComputeSharedMemorySize, maxComputeWorkGroupCount[3], maxComputeWorkGroupInvocations;
} tritium__vk_limits; /* the start of VkPhysicalDeviceLimits */
typedef struct {
    uint32_t apiVersion, driverVersion, vendorID, deviceID;
    int32_t deviceType;
    char deviceName[256];
    uint8_t pipelineCacheUUID[16];
    union { tritium__vk_limits limits; uint64_t whole[66]; } u; /* + VkPhysicalDeviceSparseProperties */
} tritium__vk_properties;   /* VkPhysicalDeviceProperties */
#if defined(__LP64__)
_Static_assert(offsetof(tritium__vk_properties, u) == 296 && sizeof(tritium__vk_properties) == 824, "VkPhysicalDeviceProperties");
_Static_assert(offsetof(tritium__vk_limits, maxPushConstantsSize) == 32 &&
               offsetof(tritium__vk_limits, maxComputeSharedMemorySize) == 216 &&
               offsetof(tritium__vk_limits, maxComputeWorkGroupInvocations) == 232, "VkPhysicalDeviceLimits");
#endif
typedef struct { int32_t sType; void *pNext; tritium__vk_properties p; } tritium__vk_properties2;
typedef struct { int32_t sType; void *pNext; uint32_t subgroupSize, stages, operations, quad; } tritium__vk_subgroup_props;
/* b: shaderSignedZeroInfNanPreserveFloat16/32/64, shaderDenormPreserveFloat16/32/64, then flush/rounding modes */
typedef struct { int32_t sType; void *pNext; int32_t denormIndependence, roundingIndependence; uint32_t b[15]; }
    tritium__vk_float_props;
/* VkPhysicalDeviceFeatures2: f[39] shaderFloat64, f[40] shaderInt64, f[41] shaderInt16 */
typedef struct { int32_t sType; void *pNext; uint32_t f[55]; } tritium__vk_features2;
/* VkPhysicalDeviceVulkan12Features: f[7] shaderFloat16, f[8] shaderInt8, f[38] bufferDeviceAddress */
typedef struct { int32_t sType; void *pNext; uint32_t f[48]; } tritium__vk_features12;
typedef struct { int32_t sType; void *pNext; uint32_t cooperativeMatrix, robustBufferAccess; } tritium__vk_coopmat_features;
typedef struct { char extensionName[256]; uint32_t specVersion; } tritium__vk_extension;
typedef struct { int32_t sType; const void *pNext; uint32_t flags; size_t codeSize; const uint32_t *pCode; } tritium__vk_module_info;
typedef struct { uint32_t stageFlags, offset, size; } tritium__vk_push_range;
typedef struct { int32_t sType; const void *pNext; uint32_t flags, setLayoutCount; const void *pSetLayouts;
                 uint32_t pushConstantRangeCount; const tritium__vk_push_range *pPushConstantRanges; } tritium__vk_layout_info;
typedef struct { int32_t sType; const void *pNext; uint32_t flags, stage; uint64_t module; const char *pName;
                 const void *pSpecializationInfo; } tritium__vk_stage_info;
typedef struct { int32_t sType; const void *pNext; uint32_t flags; tritium__vk_stage_info stage; uint64_t layout, base;
                 int32_t baseIndex; } tritium__vk_pipeline_info;
#if defined(__LP64__)
_Static_assert(sizeof(tritium__vk_float_props) == 88 && sizeof(tritium__vk_features12) == 208 &&
               sizeof(tritium__vk_stage_info) == 48 && sizeof(tritium__vk_pipeline_info) == 96, "Vulkan structures");
#endif

#define TRITIUM__VK_STAGE_COMPUTE 0x20u

static struct {
    int state; /* 1: usable; <0: failed (message in why) */
    char why[320];
    void *(*GetDeviceProcAddr)(void *, const char *);
    void (*GetPhysicalDeviceProperties2)(void *, tritium__vk_properties2 *);
    void (*GetPhysicalDeviceFeatures2)(void *, tritium__vk_features2 *);
    int32_t (*EnumerateDeviceExtensionProperties)(void *, const char *, uint32_t *, tritium__vk_extension *);
} tritium__vk;

static pthread_once_t tritium__vk_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t tritium__vk_lock = PTHREAD_MUTEX_INITIALIZER;

static void tritium__vk_open(void) {
    const char *path = getenv("TRITIUM_VK_LOADER"); /* another loader (or a layer-like shim) */
    const char *libname = path && *path ? path : "libvulkan.so.1";
    void *lib = dlopen(libname, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        snprintf(tritium__vk.why, sizeof tritium__vk.why, "%s not found (install the Vulkan loader and a driver: "
                 "Debian libvulkan1 and mesa-vulkan-drivers, or your GPU vendor's driver)", libname);
        tritium__vk.state = -1;
        return;
    }
#define TRITIUM__VK_SYM(field, sym) TRITIUM__LOAD(tritium__vk, field, sym, " (a Vulkan 1.1+ loader is needed)")
    TRITIUM__VK_SYM(GetDeviceProcAddr, "vkGetDeviceProcAddr")
    TRITIUM__VK_SYM(GetPhysicalDeviceProperties2, "vkGetPhysicalDeviceProperties2")
    TRITIUM__VK_SYM(GetPhysicalDeviceFeatures2, "vkGetPhysicalDeviceFeatures2")
    TRITIUM__VK_SYM(EnumerateDeviceExtensionProperties, "vkEnumerateDeviceExtensionProperties")
#undef TRITIUM__VK_SYM
    tritium__vk.state = 1;
}

static const char *tritium__vk_result(int32_t rc) {
    switch (rc) {
    case -1: return "VK_ERROR_OUT_OF_HOST_MEMORY";
    case -2: return "VK_ERROR_OUT_OF_DEVICE_MEMORY";
    case -3: return "VK_ERROR_INITIALIZATION_FAILED";
    case -4: return "VK_ERROR_DEVICE_LOST";
    case -13: return "VK_ERROR_UNKNOWN";
    case 1000012000: return "VK_ERROR_INVALID_SHADER_NV";
    case 1000297000: return "VK_PIPELINE_COMPILE_REQUIRED";
    }
    return "VkResult error";
}

/* What one (VkPhysicalDevice, VkDevice) offers and its device-level functions. */
typedef struct {
    void *physical, *device;
    char name[256];
    unsigned subgroup, max_shared, max_invocations, max_push, max_count[3];
    unsigned features;     /* TRITIUM__VK_F_* bits the physical device has */
    unsigned denorm, nan;  /* float widths whose denormals / NaN signs a shader may keep: bit 0 fp16, 1 fp32, 2 fp64 */
    int coopmat;
    int32_t (*CreateShaderModule)(void *, const tritium__vk_module_info *, const void *, uint64_t *);
    void (*DestroyShaderModule)(void *, uint64_t, const void *);
    int32_t (*CreatePipelineLayout)(void *, const tritium__vk_layout_info *, const void *, uint64_t *);
    void (*DestroyPipelineLayout)(void *, uint64_t, const void *);
    int32_t (*CreateComputePipelines)(void *, uint64_t, uint32_t, const tritium__vk_pipeline_info *, const void *,
                                      uint64_t *);
    void (*DestroyPipeline)(void *, uint64_t, const void *);
    void (*CmdBindPipeline)(void *, int32_t, uint64_t);
    void (*CmdPushConstants)(void *, uint64_t, uint32_t, uint32_t, uint32_t, const void *);
    void (*CmdDispatch)(void *, uint32_t, uint32_t, uint32_t);
} tritium__vk_device;

typedef struct {
    const tritium__vk_binary *bins; /* the variant */
    tritium__vk_device *dev;
    const tritium__vk_binary *bin;  /* the shader chosen for the device */
    uint64_t pipeline, layout;
} tritium__vk_loaded;

static tritium__vk_device **tritium__vk_devices;
static size_t tritium__vk_n_devices, tritium__vk_cap_devices;
static tritium__vk_loaded *tritium__vk_pipelines;
static size_t tritium__vk_n_pipelines, tritium__vk_cap_pipelines;

/* The device's entry, queried on first use; the caller holds tritium__vk_lock. */
static tritium_status tritium__vk_device_of(const char *kernel, void *physical, void *device, tritium__vk_device **out) {
    for (size_t i = 0; i < tritium__vk_n_devices; i++)
        if (tritium__vk_devices[i]->device == device && tritium__vk_devices[i]->physical == physical) {
            *out = tritium__vk_devices[i];
            return TRITIUM_SUCCESS;
        }
    tritium__vk_device *d = (tritium__vk_device *)calloc(1, sizeof *d);
    if (!d) return tritium__fail(TRITIUM_ERROR_LOAD, "%s: out of memory", kernel);
    tritium__vk_properties2 props;
    memset(&props, 0, sizeof props);
    props.sType = 1000059001; /* VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2 */
    tritium__vk.GetPhysicalDeviceProperties2(physical, &props);
    uint32_t api = props.p.apiVersion;
    snprintf(d->name, sizeof d->name, "%s", props.p.deviceName);
    if ((api >> 22 & 0x7F) == 1 && (api >> 12 & 0x3FF) < 2) {
        tritium_status st = tritium__fail(TRITIUM_ERROR_UNSUPPORTED_ARCH, "%s: %s is a Vulkan %u.%u device; bundles need "
                                         "Vulkan 1.2 (buffer device addresses)", kernel, d->name, api >> 22 & 0x7F,
                                         api >> 12 & 0x3FF);
        free(d);
        return st;
    }
    tritium__vk_float_props fc = {1000197000, NULL, 0, 0, {0}};
    tritium__vk_subgroup_props sub = {1000094000, &fc, 0, 0, 0, 0};
    props.pNext = &sub;
    tritium__vk.GetPhysicalDeviceProperties2(physical, &props);
    const tritium__vk_limits *lim = &props.p.u.limits;
    d->physical = physical;
    d->device = device;
    d->subgroup = sub.subgroupSize;
    d->max_shared = lim->maxComputeSharedMemorySize;
    d->max_invocations = lim->maxComputeWorkGroupInvocations;
    d->max_push = lim->maxPushConstantsSize;
    memcpy(d->max_count, lim->maxComputeWorkGroupCount, sizeof d->max_count);
    for (int w = 0; w < 3; w++) {
        d->nan |= (fc.b[w] ? 1u : 0u) << w;
        d->denorm |= (fc.b[3 + w] ? 1u : 0u) << w;
    }
    uint32_t n = 0;
    int has_coopmat_ext = 0;
    if (tritium__vk.EnumerateDeviceExtensionProperties(physical, NULL, &n, NULL) == 0 && n) {
        tritium__vk_extension *exts = (tritium__vk_extension *)calloc(n, sizeof *exts);
        if (exts && tritium__vk.EnumerateDeviceExtensionProperties(physical, NULL, &n, exts) >= 0)
            for (uint32_t i = 0; i < n; i++) has_coopmat_ext |= !strcmp(exts[i].extensionName, "VK_KHR_cooperative_matrix");
        free(exts);
    }
    tritium__vk_coopmat_features cm = {1000506000, NULL, 0, 0};
    tritium__vk_features12 f12;
    memset(&f12, 0, sizeof f12);
    f12.sType = 51; /* VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES */
    f12.pNext = has_coopmat_ext ? &cm : NULL;
    tritium__vk_features2 f2;
    memset(&f2, 0, sizeof f2);
    f2.sType = 1000059000; /* VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2 */
    f2.pNext = &f12;
    tritium__vk.GetPhysicalDeviceFeatures2(physical, &f2);
    /* cooperative matrices: the extension and its feature (tritium's runtime also asks for fp16 x fp16 + fp32
       16x16x16 shapes, an instance-level query this library cannot make without the VkInstance) */
    d->coopmat = has_coopmat_ext && cm.cooperativeMatrix;
    d->features = (f12.f[7] ? 1u : 0u) | (f2.f[39] ? 2u : 0u) | (f2.f[40] ? 4u : 0u) | (f2.f[41] ? 8u : 0u) |
                  (f12.f[8] ? 16u : 0u);
    if (!f12.f[38]) {
        tritium_status st = tritium__fail(TRITIUM_ERROR_UNSUPPORTED_ARCH, "%s: %s has no bufferDeviceAddress feature "
                                         "(bundles pass pointers as buffer device addresses)", kernel, d->name);
        free(d);
        return st;
    }
#define TRITIUM__VK_DEV(field, sym) \
    if (!(*(void **)&d->field = tritium__vk.GetDeviceProcAddr(device, sym))) { \
        free(d); \
        return tritium__fail(TRITIUM_ERROR_LOAD, "%s: vkGetDeviceProcAddr(%s) found nothing: not a VkDevice?", kernel, sym); \
    }
    TRITIUM__VK_DEV(CreateShaderModule, "vkCreateShaderModule")
    TRITIUM__VK_DEV(DestroyShaderModule, "vkDestroyShaderModule")
    TRITIUM__VK_DEV(CreatePipelineLayout, "vkCreatePipelineLayout")
    TRITIUM__VK_DEV(DestroyPipelineLayout, "vkDestroyPipelineLayout")
    TRITIUM__VK_DEV(CreateComputePipelines, "vkCreateComputePipelines")
    TRITIUM__VK_DEV(DestroyPipeline, "vkDestroyPipeline")
    TRITIUM__VK_DEV(CmdBindPipeline, "vkCmdBindPipeline")
    TRITIUM__VK_DEV(CmdPushConstants, "vkCmdPushConstants")
    TRITIUM__VK_DEV(CmdDispatch, "vkCmdDispatch")
#undef TRITIUM__VK_DEV
    if (tritium__vk_n_devices == tritium__vk_cap_devices) {
        size_t cap = tritium__vk_cap_devices ? 2 * tritium__vk_cap_devices : 8;
        tritium__vk_device **grown = (tritium__vk_device **)realloc(tritium__vk_devices, cap * sizeof *grown);
        if (!grown) {
            free(d);
            return tritium__fail(TRITIUM_ERROR_LOAD, "%s: out of memory", kernel);
        }
        tritium__vk_devices = grown;
        tritium__vk_cap_devices = cap;
    }
    tritium__vk_devices[tritium__vk_n_devices++] = d;
    *out = d;
    return TRITIUM_SUCCESS;
}

/* `w` (n words) with the float-controls modes `denorm` and `nan` allow (bit 0: fp16, 1: fp32, 2: fp64)
   for the widths it declares, as float_controls.preserve_denormals inserts them: *out a malloc'd copy,
   or NULL where nothing changes. 0, or -1 for malformed SPIR-V, -2 without memory. */
static int tritium__vk_float_controls(const uint32_t *w, size_t n, unsigned denorm, unsigned nan, uint32_t **out,
                                      size_t *n_out) {
    static const uint32_t modes[2] = {4459, 4461}, caps[2] = {4464, 4466}; /* DenormPreserve, SignedZeroInfNanPreserve */
    size_t last_cap = 0, last_mode = 0, ne = 0, i = 5, extra = 0;
    uint32_t entries[8];
    unsigned floats = 0;
    *out = NULL;
    *n_out = n;
    if (n < 5 || w[0] != 0x07230203u) return -1;
    while (i < n) {
        uint32_t len = w[i] >> 16, op = w[i] & 0xFFFF;
        if (!len || i + len > n) return -1;
        if (op == 17) last_cap = i + len; /* OpCapability */
        else if (op == 15) {              /* OpEntryPoint */
            if (len < 3 || ne == 8) return -1;
            entries[ne++] = w[i + 2];
            last_mode = i + len;
        } else if (op == 16) last_mode = i + len; /* OpExecutionMode */
        else if (op == 22 && len >= 3)            /* OpTypeFloat */
            floats |= w[i + 2] == 16 ? 1u : w[i + 2] == 32 ? 2u : w[i + 2] == 64 ? 4u : 0u;
        i += len;
    }
    unsigned want[2] = {denorm & floats, nan & floats};
    if (!ne || !last_cap) return 0;
    if (last_mode < last_cap) return -1;
    for (int k = 0; k < 2; k++)
        if (want[k]) extra += 2 + 4 * ne * (size_t)((want[k] & 1) + (want[k] >> 1 & 1) + (want[k] >> 2 & 1));
    if (!extra) return 0;
    uint32_t *o = (uint32_t *)malloc((n + extra) * sizeof *o);
    if (!o) return -2;
    size_t j = last_cap;
    memcpy(o, w, last_cap * sizeof *o);
    for (int k = 0; k < 2; k++)
        if (want[k]) {
            o[j++] = (2u << 16) | 17;
            o[j++] = caps[k];
        }
    memcpy(o + j, w + last_cap, (last_mode - last_cap) * sizeof *o);
    j += last_mode - last_cap;
    for (int k = 0; k < 2; k++)
        for (size_t e = 0; want[k] && e < ne; e++)
            for (int b = 0; b < 3; b++)
                if (want[k] >> b & 1) {
                    o[j++] = (4u << 16) | 16;
                    o[j++] = entries[e];
                    o[j++] = modes[k];
                    o[j++] = 16u << b;
                }
    memcpy(o + j, w + last_mode, (n - last_mode) * sizeof *o);
    *out = o;
    *n_out = j + n - last_mode;
    return 0;
}

/* The variant's shader for the device: the one for its subgroup size, with cooperative matrices where it has them. */
static const tritium__vk_binary *tritium__vk_pick(const char *kernel, const tritium__vk_binary *bins, int n,
                                                  const tritium__vk_device *d, tritium_status *st) {
    const tritium__vk_binary *best = NULL;
    int coopmat_only = 0;
    char have[160] = "";
    for (int i = 0; i < n; i++) {
        const tritium__vk_binary *b = &bins[i];
        snprintf(have + strlen(have), sizeof have - strlen(have), "%s%s", i ? ", " : "", b->target);
        if (b->subgroup != d->subgroup) continue;
        if (b->coopmat && !d->coopmat) {
            coopmat_only = 1;
            continue;
        }
        if (!best || (b->coopmat && !best->coopmat)) best = b;
    }
    if (best) return best;
    if (coopmat_only)
        *st = tritium__fail(TRITIUM_ERROR_UNSUPPORTED_ARCH, "%s: %s lacks cooperative matrices (VK_KHR_cooperative_matrix), "
                            "which the bundle's vulkan:sg%u+coopmat shader needs: export for vulkan:sg%u too", kernel,
                            d->name, d->subgroup, d->subgroup);
    else
        *st = tritium__fail(TRITIUM_ERROR_UNSUPPORTED_ARCH, "%s: %s has subgroups of %u lanes (vulkan:sg%u%s); the bundle "
                            "has %s", kernel, d->name, d->subgroup, d->subgroup, d->coopmat ? "+coopmat" : "", have);
    return NULL;
}

/* The pipeline of shader `b` on `d` after the checks VulkanLauncher and runtime.Pipeline make; the caller
   holds tritium__vk_lock. */
static tritium_status tritium__vk_create(const char *kernel, const tritium__vk_binary *b, tritium__vk_device *d,
                                        uint64_t *pipeline, uint64_t *layout) {
    unsigned push4 = (b->push_bytes + 3) & ~3u; /* vkCmdPushConstants takes multiples of 4 bytes */
    if (b->shared > d->max_shared)
        return tritium__fail(TRITIUM_ERROR_OUT_OF_RESOURCES, "%s: needs %u bytes of shared memory, %s has %u", kernel,
                            b->shared, d->name, d->max_shared);
    if (b->local > d->max_invocations)
        return tritium__fail(TRITIUM_ERROR_OUT_OF_RESOURCES, "%s: needs %u threads per work group, %s allows %u", kernel,
                            b->local, d->name, d->max_invocations);
    if (push4 > d->max_push)
        return tritium__fail(TRITIUM_ERROR_OUT_OF_RESOURCES, "%s: %u bytes of kernel arguments exceed %s's push constants "
                            "(%u bytes)", kernel, push4, d->name, d->max_push);
    unsigned missing = b->features & ~d->features;
    if (missing) {
        char names[400] = "";
        for (int f = 0; f < 5; f++)
            if (missing >> f & 1)
                snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", *names ? ", " : "",
                         tritium__vk_feature_names[f]);
        return tritium__fail(TRITIUM_ERROR_UNSUPPORTED_ARCH, "%s: %s lacks what this kernel needs: %s", kernel, d->name,
                            names);
    }
    uint32_t *patched = NULL;
    size_t words = b->size / 4;
    int rc = tritium__vk_float_controls((const uint32_t *)(const void *)b->code, words, d->denorm, d->nan, &patched, &words);
    if (rc)
        return tritium__fail(TRITIUM_ERROR_LOAD, "%s: %s", kernel, rc == -2 ? "out of memory" : "malformed SPIR-V in the bundle");
    tritium__vk_module_info mi = {16, NULL, 0, words * 4, patched ? patched : (const uint32_t *)(const void *)b->code};
    uint64_t module = 0;
    int32_t vr = d->CreateShaderModule(d->device, &mi, NULL, &module);
    free(patched);
    if (vr)
        return tritium__fail(TRITIUM_ERROR_LOAD, "%s: vkCreateShaderModule (%s shader): %s (%d)", kernel, b->target,
                            tritium__vk_result(vr), vr);
    tritium__vk_push_range range = {TRITIUM__VK_STAGE_COMPUTE, 0, push4 ? push4 : 4};
    tritium__vk_layout_info li = {30, NULL, 0, 0, NULL, 1, &range};
    vr = d->CreatePipelineLayout(d->device, &li, NULL, layout);
    if (vr) {
        d->DestroyShaderModule(d->device, module, NULL);
        return tritium__fail(TRITIUM_ERROR_LOAD, "%s: vkCreatePipelineLayout: %s (%d)", kernel, tritium__vk_result(vr), vr);
    }
    tritium__vk_pipeline_info pi = {29, NULL, 0, {18, NULL, 0, TRITIUM__VK_STAGE_COMPUTE, module, b->entry, NULL}, *layout,
                                    0, -1};
    vr = d->CreateComputePipelines(d->device, 0, 1, &pi, NULL, pipeline);
    d->DestroyShaderModule(d->device, module, NULL);
    if (vr) {
        d->DestroyPipelineLayout(d->device, *layout, NULL);
        return tritium__fail(TRITIUM_ERROR_LOAD, "%s: vkCreateComputePipelines (%s shader): %s (%d)", kernel, b->target,
                            tritium__vk_result(vr), vr);
    }
    return TRITIUM_SUCCESS;
}

static tritium_status tritium__vk_launch(const char *kernel, const tritium__vk_binary *bins, int n, uint32_t gx,
                                        uint32_t gy, uint32_t gz, void *physical, void *device, void *cmd, int nargs,
                                        const void *const *values, const size_t *sizes) {
    if (!gx || !gy || !gz) return TRITIUM_SUCCESS; /* an empty grid records nothing */
    if (!physical || !device || !cmd)
        return tritium__fail(TRITIUM_ERROR_INVALID_ARGUMENT, "%s: pass a VkPhysicalDevice, its VkDevice and a VkCommandBuffer "
                            "in the recording state", kernel);
    pthread_once(&tritium__vk_once, tritium__vk_open);
    if (tritium__vk.state != 1) return tritium__fail(TRITIUM_ERROR_NO_DEVICE, "%s: %s", kernel, tritium__vk.why);
    pthread_mutex_lock(&tritium__vk_lock);
    tritium__vk_device *d = NULL;
    const tritium__vk_loaded *found = NULL;
    tritium__vk_loaded made;
    tritium_status st = tritium__vk_device_of(kernel, physical, device, &d);
    for (size_t i = 0; !st && i < tritium__vk_n_pipelines && !found; i++)
        if (tritium__vk_pipelines[i].bins == bins && tritium__vk_pipelines[i].dev == d) found = &tritium__vk_pipelines[i];
    if (!st && !found) {
        made.bins = bins;
        made.dev = d;
        made.bin = tritium__vk_pick(kernel, bins, n, d, &st);
        if (!st) st = tritium__vk_create(kernel, made.bin, d, &made.pipeline, &made.layout);
        if (!st && tritium__vk_n_pipelines == tritium__vk_cap_pipelines) {
            size_t cap = tritium__vk_cap_pipelines ? 2 * tritium__vk_cap_pipelines : 16;
            tritium__vk_loaded *grown = (tritium__vk_loaded *)realloc(tritium__vk_pipelines, cap * sizeof *grown);
            if (!grown) {
                d->DestroyPipeline(d->device, made.pipeline, NULL);
                d->DestroyPipelineLayout(d->device, made.layout, NULL);
                st = tritium__fail(TRITIUM_ERROR_LOAD, "%s: out of memory", kernel);
            } else {
                tritium__vk_pipelines = grown;
                tritium__vk_cap_pipelines = cap;
            }
        }
        if (!st) tritium__vk_pipelines[tritium__vk_n_pipelines++] = made;
        found = &made;
    }
    if (st) {
        pthread_mutex_unlock(&tritium__vk_lock);
        return st;
    }
    tritium__vk_loaded p = *found; /* a copy: the table may grow once the lock is released */
    pthread_mutex_unlock(&tritium__vk_lock);
    const tritium__vk_binary *b = p.bin;
    if (gx > d->max_count[0] || gy > d->max_count[1] || gz > d->max_count[2])
        return tritium__fail(TRITIUM_ERROR_INVALID_ARGUMENT, "%s: grid (%u, %u, %u) exceeds %s's work-group counts (%u, %u, %u)",
                            kernel, gx, gy, gz, d->name, d->max_count[0], d->max_count[1], d->max_count[2]);
    /* the push constants exactly as VulkanLauncher.pack lays them out: each argument's bytes at its offset,
       booleans as 32-bit 0/1, the rest zero */
    unsigned char push[1024];
    unsigned push4 = (b->push_bytes + 3) & ~3u;
    if (nargs != b->nargs || push4 > sizeof push)
        return tritium__fail(TRITIUM_ERROR_INVALID_ARGUMENT, "%s: the %s shader takes %d arguments (%u bytes), %d given", kernel,
                            b->target, b->nargs, b->push_bytes, nargs);
    memset(push, 0, push4);
    for (int i = 0; i < nargs; i++) {
        const tritium__vk_arg *a = &b->args[i];
        if (a->is_bool) {
            uint32_t one = 0;
            for (size_t k = 0; k < sizes[i]; k++) one |= ((const unsigned char *)values[i])[k];
            one = one != 0;
            memcpy(push + a->offset, &one, 4);
        } else if (sizes[i] != a->size || (unsigned)a->offset + a->size > push4) {
            return tritium__fail(TRITIUM_ERROR_INVALID_ARGUMENT, "%s: argument %d has %zu bytes, its push constant %u", kernel,
                                i, sizes[i], (unsigned)a->size);
        } else {
            memcpy(push + a->offset, values[i], a->size);
        }
    }
    d->CmdBindPipeline(cmd, 1 /* VK_PIPELINE_BIND_POINT_COMPUTE */, p.pipeline);
    if (push4) d->CmdPushConstants(cmd, p.layout, TRITIUM__VK_STAGE_COMPUTE, 0, push4, push);
    d->CmdDispatch(cmd, gx, gy, gz);
    return TRITIUM_SUCCESS;
}

/* Destroys every pipeline on every VkDevice: call it before destroying a VkDevice that launched kernels,
   once no command buffer using them is pending. The devices are queried again on the next launch. */
static void tritium__vk_unload(void) {
    if (tritium__vk.state != 1) return;
    pthread_mutex_lock(&tritium__vk_lock);
    for (size_t i = 0; i < tritium__vk_n_pipelines; i++) {
        tritium__vk_loaded *p = &tritium__vk_pipelines[i];
        p->dev->DestroyPipeline(p->dev->device, p->pipeline, NULL);
        p->dev->DestroyPipelineLayout(p->dev->device, p->layout, NULL);
    }
    free(tritium__vk_pipelines);
    tritium__vk_pipelines = NULL;
    tritium__vk_n_pipelines = tritium__vk_cap_pipelines = 0;
    for (size_t i = 0; i < tritium__vk_n_devices; i++) free(tritium__vk_devices[i]);
    free(tritium__vk_devices);
    tritium__vk_devices = NULL;
    tritium__vk_n_devices = tritium__vk_cap_devices = 0;
    pthread_mutex_unlock(&tritium__vk_lock);
}
