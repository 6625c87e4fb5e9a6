/* Part of every tritium AOT bundle's <lib>.c (CUDA through dlopen(libcuda.so.1): contexts, one module per context, launches).
   A fragment, not compiled alone: tritium/aot/render_c.py pastes it after the header and puts the
   library's name in its placeholders. */
typedef int CUresult;
typedef int CUdevice;
typedef void *CUcontext, *CUmodule, *CUfunction, *CUstream;

static struct {
    int state; /* 1: usable; <0: failed (message in why) */
    char why[256];
    void *lib;
    CUresult (*Init)(unsigned);
    CUresult (*DeviceGetCount)(int *);
    CUresult (*DeviceGetAttribute)(int *, int, CUdevice);
    CUresult (*DevicePrimaryCtxRetain)(CUcontext *, CUdevice);
    CUresult (*DevicePrimaryCtxRelease)(CUdevice);
    CUresult (*CtxGetCurrent)(CUcontext *);
    CUresult (*CtxPushCurrent)(CUcontext);
    CUresult (*CtxPopCurrent)(CUcontext *);
    CUresult (*CtxGetDevice)(CUdevice *);
    CUresult (*CtxGetId)(CUcontext, unsigned long long *); /* CUDA 12+: ids are never reused */
    CUresult (*StreamGetCtx)(CUstream, CUcontext *);
    CUresult (*ModuleLoadData)(CUmodule *, const void *);
    CUresult (*ModuleUnload)(CUmodule);
    CUresult (*ModuleGetFunction)(CUfunction *, CUmodule, const char *);
    CUresult (*FuncGetAttribute)(int *, int, CUfunction);
    CUresult (*FuncSetAttribute)(CUfunction, int, int);
    CUresult (*FuncSetCacheConfig)(CUfunction, int);
    CUresult (*LaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                             CUstream, void **, void **);
    CUresult (*GetErrorName)(CUresult, const char **);
} tritium__cu;

static pthread_once_t tritium__cu_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t tritium__cu_lock = PTHREAD_MUTEX_INITIALIZER;

static void tritium__cu_open(void) {
    const char *libname = "libcuda.so.1";
    void *lib = dlopen(libname, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        snprintf(tritium__cu.why, sizeof tritium__cu.why, "libcuda.so.1 not found (install the NVIDIA driver)");
        tritium__cu.state = -1;
        return;
    }
#define TRITIUM__SYM(field, name) TRITIUM__LOAD(tritium__cu, field, name, " (driver too old)")
    TRITIUM__SYM(Init, "cuInit")
    TRITIUM__SYM(DeviceGetCount, "cuDeviceGetCount")
    TRITIUM__SYM(DeviceGetAttribute, "cuDeviceGetAttribute")
    TRITIUM__SYM(DevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain")
    TRITIUM__SYM(DevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2")
    TRITIUM__SYM(CtxGetCurrent, "cuCtxGetCurrent")
    TRITIUM__SYM(CtxPushCurrent, "cuCtxPushCurrent_v2")
    TRITIUM__SYM(CtxPopCurrent, "cuCtxPopCurrent_v2")
    TRITIUM__SYM(CtxGetDevice, "cuCtxGetDevice")
    TRITIUM__SYM(StreamGetCtx, "cuStreamGetCtx")
    TRITIUM__SYM(ModuleLoadData, "cuModuleLoadData")
    TRITIUM__SYM(ModuleUnload, "cuModuleUnload")
    TRITIUM__SYM(ModuleGetFunction, "cuModuleGetFunction")
    TRITIUM__SYM(FuncGetAttribute, "cuFuncGetAttribute")
    TRITIUM__SYM(FuncSetAttribute, "cuFuncSetAttribute")
    TRITIUM__SYM(FuncSetCacheConfig, "cuFuncSetCacheConfig")
    TRITIUM__SYM(LaunchKernel, "cuLaunchKernel")
    TRITIUM__SYM(GetErrorName, "cuGetErrorName")
#undef TRITIUM__SYM
    *(void **)&tritium__cu.CtxGetId = dlsym(lib, "cuCtxGetId");
    CUresult rc = tritium__cu.Init(0);
    if (rc) {
        snprintf(tritium__cu.why, sizeof tritium__cu.why, "cuInit failed (CUresult %d): no usable CUDA device", rc);
        tritium__cu.state = -1;
        return;
    }
    tritium__cu.lib = lib;
    tritium__cu.state = 1;
}

static const char *tritium__cu_name(CUresult rc) {
    const char *name = NULL;
    if (tritium__cu.GetErrorName && tritium__cu.GetErrorName(rc, &name) == 0 && name) return name;
    return "CUDA_ERROR_UNKNOWN";
}

#define TRITIUM__MAX_DEVICES 64
static int tritium__cc[TRITIUM__MAX_DEVICES];                /* compute capability x10, 0: not asked yet */
static CUcontext tritium__primary[TRITIUM__MAX_DEVICES];     /* primary contexts this library retained */

typedef struct {
    const unsigned char *image; /* the cubin */
    unsigned long long ctx_id;
    CUcontext ctx;
    CUmodule module;
    CUfunction function;
} tritium__loaded;

static tritium__loaded *tritium__modules;
static size_t tritium__n_modules, tritium__cap_modules;

typedef struct {
    const unsigned char *image;
    size_t size;
    int arch;          /* 80, 90, ... */
    int arch_specific; /* an sm_90a-style cubin runs on its own chip only */
    const char *function;
    unsigned block, shared;
} tritium__cubin;

/* The context a launch runs in (pushed if it is not current) and its device's compute capability. */
static tritium_status tritium__cu_context(const char *kernel, int device, CUstream stream, CUcontext *ctx,
                                         int *pushed, int *cc) {
    pthread_once(&tritium__cu_once, tritium__cu_open);
    if (tritium__cu.state != 1) return tritium__fail(TRITIUM_ERROR_NO_DEVICE, "%s: %s", kernel, tritium__cu.why);
    int count = 0;
    tritium__cu.DeviceGetCount(&count);
    if (device < 0 || device >= count || device >= TRITIUM__MAX_DEVICES)
        return tritium__fail(TRITIUM_ERROR_NO_DEVICE, "%s: no CUDA device %d (this machine has %d)", kernel, device, count);
    CUcontext cur = NULL, want = NULL;
    CUresult rc = tritium__cu.CtxGetCurrent(&cur);
    if (rc) return tritium__fail(TRITIUM_ERROR_NO_DEVICE, "%s: cuCtxGetCurrent: %s", kernel, tritium__cu_name(rc));
    if (stream) {
        rc = tritium__cu.StreamGetCtx(stream, &want);
        if (rc) return tritium__fail(TRITIUM_ERROR_INVALID_ARGUMENT, "%s: cuStreamGetCtx: %s", kernel, tritium__cu_name(rc));
    } else if (cur) {
        CUdevice d = -1;
        if (tritium__cu.CtxGetDevice(&d) == 0 && d == device) want = cur;
    }
    if (!want) { /* the device's primary context, as the runtime API (and torch) use it */
        pthread_mutex_lock(&tritium__cu_lock);
        if (!tritium__primary[device]) {
            rc = tritium__cu.DevicePrimaryCtxRetain(&tritium__primary[device], device);
            if (rc) tritium__primary[device] = NULL;
        }
        want = tritium__primary[device];
        pthread_mutex_unlock(&tritium__cu_lock);
        if (!want) return tritium__fail(TRITIUM_ERROR_NO_DEVICE, "%s: cuDevicePrimaryCtxRetain(%d): %s", kernel, device,
                                       tritium__cu_name(rc));
    }
    *pushed = 0;
    if (want != cur) {
        rc = tritium__cu.CtxPushCurrent(want);
        if (rc) return tritium__fail(TRITIUM_ERROR_LAUNCH, "%s: cuCtxPushCurrent: %s", kernel, tritium__cu_name(rc));
        *pushed = 1;
    }
    CUdevice d = -1;
    tritium__cu.CtxGetDevice(&d);
    if (d != device) {
        CUcontext dummy;
        if (*pushed) tritium__cu.CtxPopCurrent(&dummy);
        return tritium__fail(TRITIUM_ERROR_INVALID_ARGUMENT, "%s: the stream belongs to device %d, not device %d", kernel,
                            d, device);
    }
    if (!tritium__cc[device]) {
        int major = 0, minor = 0;
        tritium__cu.DeviceGetAttribute(&major, 75, device);
        tritium__cu.DeviceGetAttribute(&minor, 76, device);
        tritium__cc[device] = major * 10 + minor;
    }
    *ctx = want;
    *cc = tritium__cc[device];
    return TRITIUM_SUCCESS;
}

static void tritium__cu_pop(int pushed) {
    CUcontext dummy;
    if (pushed) tritium__cu.CtxPopCurrent(&dummy);
}

/* The cubin among `n` for compute capability `cc`: the newest of the device's major version that is
   not newer than the device (an sm_XYa cubin only on sm_XY). */
static const tritium__cubin *tritium__cu_pick(const tritium__cubin *cubins, int n, int cc) {
    const tritium__cubin *best = NULL;
    for (int i = 0; i < n; i++) {
        const tritium__cubin *c = &cubins[i];
        int ok = c->arch_specific ? c->arch == cc : (c->arch / 10 == cc / 10 && c->arch <= cc);
        /* the newest; of two for this arch, the one made for exactly this chip (sm_90a on sm_90) */
        if (ok && (!best || c->arch > best->arch || (c->arch == best->arch && c->arch_specific))) best = c;
    }
    return best;
}

/* The kernel's function in the current context `ctx` (its module loaded on first use). */
static tritium_status tritium__cu_function(const char *kernel, const tritium__cubin *c, CUcontext ctx, int device,
                                          CUfunction *out) {
    unsigned long long id = 0;
    if (tritium__cu.CtxGetId) tritium__cu.CtxGetId(ctx, &id);
    pthread_mutex_lock(&tritium__cu_lock);
    for (size_t i = 0; i < tritium__n_modules; i++) {
        tritium__loaded *m = &tritium__modules[i];
        if (m->image == c->image && m->ctx == ctx && m->ctx_id == id) {
            *out = m->function;
            pthread_mutex_unlock(&tritium__cu_lock);
            return TRITIUM_SUCCESS;
        }
    }
    tritium_status st = TRITIUM_SUCCESS;
    CUmodule mod = NULL;
    CUfunction fn = NULL;
    CUresult rc = tritium__cu.ModuleLoadData(&mod, c->image);
    if (rc) {
        st = tritium__fail(TRITIUM_ERROR_LOAD, "%s: cuModuleLoadData (sm_%d cubin): %s", kernel, c->arch, tritium__cu_name(rc));
        goto done;
    }
    rc = tritium__cu.ModuleGetFunction(&fn, mod, c->function);
    if (rc) {
        st = tritium__fail(TRITIUM_ERROR_LOAD, "%s: cuModuleGetFunction(%s): %s", kernel, c->function, tritium__cu_name(rc));
        goto done;
    }
    int static_smem = 0, limit = 0, max_threads = 0;
    tritium__cu.FuncGetAttribute(&static_smem, 1, fn); /* SHARED_SIZE_BYTES */
    tritium__cu.FuncGetAttribute(&max_threads, 0, fn); /* MAX_THREADS_PER_BLOCK */
    tritium__cu.DeviceGetAttribute(&limit, 97, device); /* MAX_SHARED_MEMORY_PER_BLOCK_OPTIN */
    if ((long)c->shared + static_smem > limit) {
        st = tritium__fail(TRITIUM_ERROR_OUT_OF_RESOURCES, "%s: needs %ld bytes of shared memory, device %d has %d", kernel,
                          (long)c->shared + static_smem, device, limit);
        goto done;
    }
    if ((int)c->block > max_threads) {
        st = tritium__fail(TRITIUM_ERROR_OUT_OF_RESOURCES, "%s: needs %u threads per block, at most %d fit", kernel,
                          c->block, max_threads);
        goto done;
    }
    if (c->shared > 48 * 1024) { /* opt in to more than 48 KB, preferring shared memory over L1 as Triton does */
        tritium__cu.FuncSetCacheConfig(fn, 1);
        rc = tritium__cu.FuncSetAttribute(fn, 8, limit - static_smem);
        if (rc) {
            st = tritium__fail(TRITIUM_ERROR_LOAD, "%s: cuFuncSetAttribute: %s", kernel, tritium__cu_name(rc));
            goto done;
        }
    }
    if (tritium__n_modules == tritium__cap_modules) {
        size_t cap = tritium__cap_modules ? 2 * tritium__cap_modules : 16;
        tritium__loaded *grown = (tritium__loaded *)realloc(tritium__modules, cap * sizeof *grown);
        if (!grown) {
            st = tritium__fail(TRITIUM_ERROR_LOAD, "%s: out of memory", kernel);
            goto done;
        }
        tritium__modules = grown;
        tritium__cap_modules = cap;
    }
    tritium__modules[tritium__n_modules++] = (tritium__loaded){c->image, id, ctx, mod, fn};
    *out = fn;
    mod = NULL;
done:
    if (mod) tritium__cu.ModuleUnload(mod);
    pthread_mutex_unlock(&tritium__cu_lock);
    return st;
}

static tritium_status tritium__cu_launch(const char *kernel, const tritium__cubin *cubins, int n, uint32_t gx,
                                        uint32_t gy, uint32_t gz, int device, void *stream, void **params) {
    if (!gx || !gy || !gz) return TRITIUM_SUCCESS; /* an empty grid runs nothing */
    CUcontext ctx = NULL;
    int pushed = 0, cc = 0;
    tritium_status st = tritium__cu_context(kernel, device, (CUstream)stream, &ctx, &pushed, &cc);
    if (st) return st;
    const tritium__cubin *c = tritium__cu_pick(cubins, n, cc);
    if (!c) {
        char have[128] = "";
        for (int i = 0; i < n; i++)
            snprintf(have + strlen(have), sizeof have - strlen(have), "%ssm_%d%s", i ? ", " : "", cubins[i].arch,
                     cubins[i].arch_specific ? "a" : "");
        tritium__cu_pop(pushed);
        return tritium__fail(TRITIUM_ERROR_UNSUPPORTED_ARCH, "%s: device %d is sm_%d; the bundle has cubins for %s", kernel,
                            device, cc, have);
    }
    CUfunction fn = NULL;
    st = tritium__cu_function(kernel, c, ctx, device, &fn);
    if (!st) {
        CUresult rc = tritium__cu.LaunchKernel(fn, gx, gy, gz, c->block, 1, 1, c->shared, (CUstream)stream, params, NULL);
        if (rc) st = tritium__fail(TRITIUM_ERROR_LAUNCH, "%s: cuLaunchKernel (grid %u x %u x %u, block %u, %u bytes shared): %s",
                                  kernel, gx, gy, gz, c->block, c->shared, tritium__cu_name(rc));
    }
    tritium__cu_pop(pushed);
    return st;
}

/* Modules are unloaded where their context is known to be alive: the primary contexts this library
   retained and the calling thread's current context. Other contexts may have been destroyed (which
   freed their modules; touching their handles would crash): their entries are only forgotten. */
static void tritium__cu_unload(void) {
    if (tritium__cu.state != 1) return;
    pthread_mutex_lock(&tritium__cu_lock);
    CUcontext cur = NULL;
    tritium__cu.CtxGetCurrent(&cur);
    for (size_t i = 0; i < tritium__n_modules; i++) {
        CUcontext ctx = tritium__modules[i].ctx, dummy;
        unsigned long long id = 0; /* the current context's id: a new context may reuse a dead one's handle */
        if (ctx == cur && tritium__cu.CtxGetId) tritium__cu.CtxGetId(cur, &id);
        int alive = ctx == cur && id == tritium__modules[i].ctx_id;
        for (int d = 0; d < TRITIUM__MAX_DEVICES && !alive; d++) alive = tritium__primary[d] == ctx;
        if (alive && tritium__cu.CtxPushCurrent(ctx) == 0) {
            tritium__cu.ModuleUnload(tritium__modules[i].module);
            tritium__cu.CtxPopCurrent(&dummy);
        }
    }
    free(tritium__modules);
    tritium__modules = NULL;
    tritium__n_modules = tritium__cap_modules = 0;
    for (int d = 0; d < TRITIUM__MAX_DEVICES; d++)
        if (tritium__primary[d]) {
            tritium__cu.DevicePrimaryCtxRelease(d);
            tritium__primary[d] = NULL;
        }
    pthread_mutex_unlock(&tritium__cu_lock);
}
