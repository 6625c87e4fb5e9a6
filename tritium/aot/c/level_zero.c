/* Part of every tritium AOT bundle's <lib>.c (Intel GPUs through dlopen(libze_loader.so.1): modules per context and device, appends).
   A fragment, not compiled alone: tritium/aot/render_c.py pastes it after the header and puts the
   library's name in its placeholders. */
/* Intel GPUs through Level Zero (dlopen("libze_loader.so.1")): the caller owns the context, device
   and command list; a launch appends to the list (the caller executes it, or passes an immediate
   list). The structures are declared here as ze_api.h lays them out, so no oneAPI headers are needed
   to build the library. */
typedef struct { int stype; const void *pNext; int format; size_t inputSize; const uint8_t *pInputModule;
                 const char *pBuildFlags; const void *pConstants; } tritium__ze_module_desc;
typedef struct { int stype; const void *pNext; uint32_t flags; const char *pKernelName; } tritium__ze_kernel_desc;
typedef struct { uint32_t x, y, z; } tritium__ze_groups;

static struct {
    int state;
    char why[256];
    int (*ModuleCreate)(void *, void *, const tritium__ze_module_desc *, void **, void **);
    int (*ModuleDestroy)(void *);
    int (*BuildLogGetString)(void *, size_t *, char *);
    int (*BuildLogDestroy)(void *);
    int (*KernelCreate)(void *, const tritium__ze_kernel_desc *, void **);
    int (*KernelDestroy)(void *);
    int (*KernelSetGroupSize)(void *, uint32_t, uint32_t, uint32_t);
    int (*KernelSetArgumentValue)(void *, uint32_t, size_t, const void *);
    int (*AppendLaunchKernel)(void *, void *, const tritium__ze_groups *, void *, uint32_t, void **);
} tritium__ze;

static pthread_once_t tritium__ze_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t tritium__ze_lock = PTHREAD_MUTEX_INITIALIZER;

static void tritium__ze_open(void) {
    const char *path = getenv("TRITIUM_ZE_LOADER"); /* as tritium's Level Zero driver: another loader */
    const char *libname = path && *path ? path : "libze_loader.so.1";
    void *lib = dlopen(libname, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        snprintf(tritium__ze.why, sizeof tritium__ze.why, "%s not found (install the oneAPI Level Zero loader, "
                 "Debian: libze1, and Intel's GPU compute runtime)", path && *path ? path : "libze_loader.so.1");
        tritium__ze.state = -1;
        return;
    }
#define TRITIUM__ZE_SYM(field, name) TRITIUM__LOAD(tritium__ze, field, name, "")
    TRITIUM__ZE_SYM(ModuleCreate, "zeModuleCreate")
    TRITIUM__ZE_SYM(ModuleDestroy, "zeModuleDestroy")
    TRITIUM__ZE_SYM(BuildLogGetString, "zeModuleBuildLogGetString")
    TRITIUM__ZE_SYM(BuildLogDestroy, "zeModuleBuildLogDestroy")
    TRITIUM__ZE_SYM(KernelCreate, "zeKernelCreate")
    TRITIUM__ZE_SYM(KernelDestroy, "zeKernelDestroy")
    TRITIUM__ZE_SYM(KernelSetGroupSize, "zeKernelSetGroupSize")
    TRITIUM__ZE_SYM(KernelSetArgumentValue, "zeKernelSetArgumentValue")
    TRITIUM__ZE_SYM(AppendLaunchKernel, "zeCommandListAppendLaunchKernel")
#undef TRITIUM__ZE_SYM
    tritium__ze.state = 1;
}

typedef struct {
    const unsigned char *image;
    size_t size;
    int native;        /* a zebin (ZE_MODULE_FORMAT_NATIVE), else SPIR-V the driver compiles */
    const char *flags; /* build flags of SPIR-V: the register file and addressing ocloc would use */
    const char *target;
    const char *function;
    unsigned local;    /* work-group size: num_warps x threads_per_warp */
} tritium__xpu_binary;

typedef struct { const tritium__xpu_binary *bins; void *context, *device, *module, *kernel; } tritium__ze_loaded;
static tritium__ze_loaded *tritium__ze_modules;
static size_t tritium__ze_n, tritium__ze_cap;

/* The kernel for (context, device): the first of the variant's binaries the driver accepts (zebins in
   the manifest's order, then SPIR-V); the caller holds tritium__ze_lock. */
static tritium_status tritium__ze_kernel(const char *kernel, const tritium__xpu_binary *bins, int n, void *context,
                                        void *device, void **out) {
    for (size_t i = 0; i < tritium__ze_n; i++) {
        tritium__ze_loaded *m = &tritium__ze_modules[i];
        if (m->bins == bins && m->context == context && m->device == device) {
            *out = m->kernel;
            return TRITIUM_SUCCESS;
        }
    }
    char why[512] = "";
    for (int i = 0; i < n; i++) {
        const tritium__xpu_binary *b = &bins[i];
        tritium__ze_module_desc desc = {0x1B, NULL, b->native ? 1 : 0, b->size, b->image, b->flags, NULL};
        void *module = NULL, *log = NULL, *k = NULL;
        int rc = tritium__ze.ModuleCreate(context, device, &desc, &module, &log);
        if (rc) {
            size_t len = 0;
            char text[256] = "";
            if (log && tritium__ze.BuildLogGetString(log, &len, NULL) == 0 && len) {
                len = len < sizeof text ? len : sizeof text;
                tritium__ze.BuildLogGetString(log, &len, text);
                text[sizeof text - 1] = 0;
            }
            snprintf(why + strlen(why), sizeof why - strlen(why), "%s%s: zeModuleCreate 0x%x%s%s", *why ? "; " : "",
                     b->target, rc, *text ? " " : "", text);
            if (log) tritium__ze.BuildLogDestroy(log);
            continue;
        }
        if (log) tritium__ze.BuildLogDestroy(log);
        tritium__ze_kernel_desc kdesc = {0x1D, NULL, 0, b->function};
        rc = tritium__ze.KernelCreate(module, &kdesc, &k);
        if (!rc) rc = tritium__ze.KernelSetGroupSize(k, b->local, 1, 1);
        if (rc) {
            if (k) tritium__ze.KernelDestroy(k);
            tritium__ze.ModuleDestroy(module);
            return tritium__fail(TRITIUM_ERROR_LOAD, "%s: zeKernelCreate/zeKernelSetGroupSize(%u) of the %s binary: 0x%x",
                                kernel, b->local, b->target, rc);
        }
        if (tritium__ze_n == tritium__ze_cap) {
            size_t cap = tritium__ze_cap ? 2 * tritium__ze_cap : 16;
            tritium__ze_loaded *grown = (tritium__ze_loaded *)realloc(tritium__ze_modules, cap * sizeof *grown);
            if (!grown) {
                tritium__ze.KernelDestroy(k);
                tritium__ze.ModuleDestroy(module);
                return tritium__fail(TRITIUM_ERROR_LOAD, "%s: out of memory", kernel);
            }
            tritium__ze_modules = grown;
            tritium__ze_cap = cap;
        }
        tritium__ze_modules[tritium__ze_n++] = (tritium__ze_loaded){bins, context, device, module, k};
        *out = k;
        return TRITIUM_SUCCESS;
    }
    return tritium__fail(TRITIUM_ERROR_UNSUPPORTED_ARCH, "%s: the device takes none of the bundle's binaries (%s)",
                        kernel, why);
}

static tritium_status tritium__ze_launch(const char *kernel, const tritium__xpu_binary *bins, int n, uint32_t gx,
                                        uint32_t gy, uint32_t gz, void *context, void *device, void *list,
                                        int nargs, void **values, const size_t *sizes) {
    if (!gx || !gy || !gz) return TRITIUM_SUCCESS; /* an empty grid runs nothing */
    if (!context || !device || !list)
        return tritium__fail(TRITIUM_ERROR_INVALID_ARGUMENT, "%s: pass a Level Zero context, device and command list",
                            kernel);
    pthread_once(&tritium__ze_once, tritium__ze_open);
    if (tritium__ze.state != 1) return tritium__fail(TRITIUM_ERROR_NO_DEVICE, "%s: %s", kernel, tritium__ze.why);
    pthread_mutex_lock(&tritium__ze_lock); /* arguments are the kernel object's state until the append */
    void *k = NULL;
    tritium_status st = tritium__ze_kernel(kernel, bins, n, context, device, &k);
    for (int i = 0; !st && i < nargs; i++) {
        int rc = tritium__ze.KernelSetArgumentValue(k, (uint32_t)i, sizes[i], values[i]);
        if (rc) st = tritium__fail(TRITIUM_ERROR_LAUNCH, "%s: zeKernelSetArgumentValue(%d, %zu bytes): 0x%x", kernel, i,
                                  sizes[i], rc);
    }
    if (!st) {
        tritium__ze_groups groups = {gx, gy, gz};
        int rc = tritium__ze.AppendLaunchKernel(list, k, &groups, NULL, 0, NULL);
        if (rc) st = tritium__fail(TRITIUM_ERROR_LAUNCH, "%s: zeCommandListAppendLaunchKernel (%u x %u x %u groups): 0x%x",
                                  kernel, gx, gy, gz, rc);
    }
    pthread_mutex_unlock(&tritium__ze_lock);
    return st;
}

/* Level Zero contexts belong to the caller: unload before destroying one that launched kernels. */
static void tritium__ze_unload(void) {
    if (tritium__ze.state != 1) return;
    pthread_mutex_lock(&tritium__ze_lock);
    for (size_t i = 0; i < tritium__ze_n; i++) {
        tritium__ze.KernelDestroy(tritium__ze_modules[i].kernel);
        tritium__ze.ModuleDestroy(tritium__ze_modules[i].module);
    }
    free(tritium__ze_modules);
    tritium__ze_modules = NULL;
    tritium__ze_n = tritium__ze_cap = 0;
    pthread_mutex_unlock(&tritium__ze_lock);
}
