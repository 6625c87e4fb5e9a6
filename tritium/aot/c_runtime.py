"""The fixed C parts of a bundle's `<lib>.c`: error reporting, the CPU grid runner and the CUDA
module loader. `render_c.py` writes the per-kernel functions around them; `@LIB@` becomes the
library's name, so two bundles linked into one program never clash (everything else is static).

Why it is written this way:
- no `exit()`, no print: every failure is a status code plus a thread-local message;
- CUDA through `dlopen("libcuda.so.1")`: the library builds without the CUDA toolkit and loads on a
  machine without a GPU (its CUDA functions then return TRITIUM_ERROR_NO_DEVICE);
- one module per CUDA context (keyed by the context's unique id where the driver has cuCtxGetId,
  else its handle), loaded on first use under a mutex, so several contexts and threads each launch
  their own copy (Triton's AOT code keeps one global module and fails there);
- the CPU runner calls the object's `<kernel>_grid(args, gx, gy, gz, &counter, total, chunk, cb)`
  exactly as the in-process driver does (tritium/backends/cpu/driver.py): threads take chunks of
  program ids from one atomic counter; threads get stacks big enough for the kernel's tile buffers.
"""

COMMON = r"""
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static _Thread_local char tritium__error_buf[512];

static tritium_status tritium__fail(tritium_status status, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(tritium__error_buf, sizeof tritium__error_buf, fmt, ap);
    va_end(ap);
    return status;
}

int tritium_@LIB@_abi_version(void) { return TRITIUM_@LIB_UPPER@_ABI_VERSION; }

const char *tritium_@LIB@_last_error(void) { return tritium__error_buf; }

const char *tritium_@LIB@_error_string(tritium_status status) {
    switch (status) {
    case TRITIUM_SUCCESS: return "success";
    case TRITIUM_ERROR_INVALID_ARGUMENT: return "invalid argument";
    case TRITIUM_ERROR_NO_DEVICE: return "no usable device (driver missing, or no such device)";
    case TRITIUM_ERROR_UNSUPPORTED_ARCH: return "the bundle has no binary for this device or CPU";
    case TRITIUM_ERROR_NO_VARIANT: return "the arguments match none of the exported specialisations";
    case TRITIUM_ERROR_LOAD: return "loading the kernel's binary failed";
    case TRITIUM_ERROR_OUT_OF_RESOURCES: return "the kernel needs more resources than the device has";
    case TRITIUM_ERROR_LAUNCH: return "launching the kernel failed";
    case TRITIUM_ERROR_NO_BACKEND: return "the kernel was not exported for this backend";
    }
    return "unknown status";
}
"""

CPU = r"""
typedef void (*tritium__grid_fn)(void *, int32_t, int32_t, int32_t, int64_t *, int64_t, int64_t, void *);

typedef struct {
    tritium__grid_fn fn;
    size_t stack_bytes;  /* the kernel's tile buffers */
    int num_threads;     /* compiled-in `num_threads` option, 0: the library's setting */
} tritium__cpu_binary;

typedef struct {
    tritium__grid_fn fn;
    void *args;
    int32_t gx, gy, gz;
    int64_t *counter, total, chunk;
} tritium__cpu_job;

static int tritium__threads_setting = 0;

void tritium_@LIB@_set_num_threads(int n) { tritium__threads_setting = n > 0 ? n : 0; }

static int tritium__threads_found = 0;

static int tritium__default_threads(void) {
    if (tritium__threads_setting > 0) return tritium__threads_setting;
    if (!tritium__threads_found) { /* once: sysconf reads /sys, which costs more than a small launch */
        const char *env = getenv("TRITIUM_NUM_THREADS");
        long n = env && atoi(env) > 0 ? atoi(env) : sysconf(_SC_NPROCESSORS_ONLN);
        tritium__threads_found = n > 0 ? (int)n : 1;
    }
    return tritium__threads_found;
}

static void *tritium__cpu_worker(void *p) {
    tritium__cpu_job *j = (tritium__cpu_job *)p;
    j->fn(j->args, j->gx, j->gy, j->gz, j->counter, j->total, j->chunk, NULL);
    return NULL;
}

#define TRITIUM__INLINE_STACK (1u << 20) /* kernels needing more run on threads with big stacks */

/* Worker threads kept between launches (a launch wakes them instead of creating threads: ~5 us
   instead of ~15 us per thread). One launch uses the pool at a time; a launch that finds it busy
   (another thread's launch) or needs bigger stacks than the pool's starts threads of its own. */
#define TRITIUM__POOL_STACK (64u << 20) /* reserved, not committed: pages are touched as tiles need them */
static struct {
    pthread_mutex_t lock, busy;
    pthread_cond_t wake, done;
    pthread_t tids[256];
    int workers, stop;
    unsigned long generation;
    tritium__cpu_job job;
    int wanted, taken, finished;
} tritium__pool = {.lock = PTHREAD_MUTEX_INITIALIZER, .busy = PTHREAD_MUTEX_INITIALIZER,
                  .wake = PTHREAD_COND_INITIALIZER, .done = PTHREAD_COND_INITIALIZER};

static void *tritium__pool_worker(void *unused) {
    (void)unused;
    pthread_mutex_lock(&tritium__pool.lock);
    unsigned long seen = tritium__pool.generation;
    for (;;) {
        while (tritium__pool.generation == seen && !tritium__pool.stop) pthread_cond_wait(&tritium__pool.wake, &tritium__pool.lock);
        if (tritium__pool.stop) break;
        seen = tritium__pool.generation;
        if (tritium__pool.taken >= tritium__pool.wanted) continue; /* enough helpers, or the launch is over */
        tritium__pool.taken++;
        tritium__cpu_job job = tritium__pool.job;
        pthread_mutex_unlock(&tritium__pool.lock);
        tritium__cpu_worker(&job);
        pthread_mutex_lock(&tritium__pool.lock);
        tritium__pool.finished++;
        pthread_cond_broadcast(&tritium__pool.done);
    }
    pthread_mutex_unlock(&tritium__pool.lock);
    return NULL;
}

static void tritium__pool_forget(void) { /* in a forked child: the workers do not exist there */
    pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
    pthread_cond_t c = PTHREAD_COND_INITIALIZER;
    tritium__pool.lock = tritium__pool.busy = m;
    tritium__pool.wake = tritium__pool.done = c;
    tritium__pool.workers = 0;
}

static pthread_once_t tritium__pool_once = PTHREAD_ONCE_INIT;
static void tritium__pool_init(void) { pthread_atfork(NULL, NULL, tritium__pool_forget); }

__attribute__((destructor)) static void tritium__pool_stop(void) { /* before the library's code goes away */
    pthread_mutex_lock(&tritium__pool.lock);
    tritium__pool.stop = 1;
    pthread_cond_broadcast(&tritium__pool.wake);
    int n = tritium__pool.workers;
    pthread_mutex_unlock(&tritium__pool.lock);
    for (int i = 0; i < n; i++) pthread_join(tritium__pool.tids[i], NULL);
}

/* Run `job` on `helpers` pool threads and this one; 0 if the pool cannot take it now. */
static int tritium__pool_run(tritium__cpu_job *job, int helpers) {
    pthread_once(&tritium__pool_once, tritium__pool_init);
    if (helpers > 256) helpers = 256;
    if (pthread_mutex_trylock(&tritium__pool.busy)) return 0;
    pthread_mutex_lock(&tritium__pool.lock);
    if (tritium__pool.workers < helpers) {
        pthread_attr_t attr;
        pthread_attr_init(&attr);
        pthread_attr_setstacksize(&attr, TRITIUM__POOL_STACK);
        while (tritium__pool.workers < helpers &&
               pthread_create(&tritium__pool.tids[tritium__pool.workers], &attr, tritium__pool_worker, NULL) == 0)
            tritium__pool.workers++;
        pthread_attr_destroy(&attr);
    }
    tritium__pool.job = *job;
    tritium__pool.wanted = helpers < tritium__pool.workers ? helpers : tritium__pool.workers;
    tritium__pool.taken = tritium__pool.finished = 0;
    tritium__pool.generation++;
    pthread_cond_broadcast(&tritium__pool.wake);
    pthread_mutex_unlock(&tritium__pool.lock);
    tritium__cpu_worker(job); /* this thread's share; the counter balances the rest */
    pthread_mutex_lock(&tritium__pool.lock);
    tritium__pool.wanted = tritium__pool.taken; /* late wakers stay out: the job's memory is this frame's */
    while (tritium__pool.finished < tritium__pool.taken) pthread_cond_wait(&tritium__pool.done, &tritium__pool.lock);
    pthread_mutex_unlock(&tritium__pool.lock);
    pthread_mutex_unlock(&tritium__pool.busy);
    return 1;
}

static tritium_status tritium__cpu_run(const char *kernel, const tritium__cpu_binary *b, void *args,
                                      uint32_t gx, uint32_t gy, uint32_t gz) {
    if (gx > INT32_MAX || gy > INT32_MAX || gz > INT32_MAX)
        return tritium__fail(TRITIUM_ERROR_INVALID_ARGUMENT, "%s: grid (%u, %u, %u) exceeds 2^31-1", kernel, gx, gy, gz);
    int64_t total = (int64_t)gx * gy * gz;
    if (total == 0) return TRITIUM_SUCCESS; /* an empty grid runs nothing */
    int64_t counter = 0;
    int threads = b->num_threads > 0 ? b->num_threads : tritium__default_threads();
    if (threads > total) threads = (int)total;
    int inline_ok = b->stack_bytes + (64u << 10) <= TRITIUM__INLINE_STACK;
    if (threads <= 1 && inline_ok) {
        b->fn(args, (int32_t)gx, (int32_t)gy, (int32_t)gz, &counter, total, total, NULL);
        return TRITIUM_SUCCESS;
    }
    int64_t chunk = total / ((int64_t)threads * 8);
    tritium__cpu_job job = {b->fn, args, (int32_t)gx, (int32_t)gy, (int32_t)gz, &counter, total, chunk > 0 ? chunk : 1};
    if (inline_ok && b->stack_bytes + (1u << 20) <= TRITIUM__POOL_STACK && tritium__pool_run(&job, threads - 1))
        return TRITIUM_SUCCESS;
    int spawn = threads - inline_ok;
    pthread_t *tids = (pthread_t *)malloc(sizeof(pthread_t) * (size_t)(spawn > 0 ? spawn : 1));
    if (!tids) return tritium__fail(TRITIUM_ERROR_LAUNCH, "%s: out of memory", kernel);
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    size_t page = 1u << 16, stack = b->stack_bytes + (1u << 20);
    pthread_attr_setstacksize(&attr, (stack + page - 1) / page * page);
    int started = 0, err = 0;
    for (int i = 0; i < spawn; i++) {
        err = pthread_create(&tids[started], &attr, tritium__cpu_worker, &job);
        if (err) break; /* fewer threads: the counter hands their programs to the others */
        started++;
    }
    pthread_attr_destroy(&attr);
    if (started == 0 && !inline_ok) {
        free(tids);
        return tritium__fail(TRITIUM_ERROR_LAUNCH, "%s: cannot start a thread (error %d)", kernel, err);
    }
    if (inline_ok) tritium__cpu_worker(&job);
    for (int i = 0; i < started; i++) pthread_join(tids[i], NULL);
    free(tids);
    return TRITIUM_SUCCESS;
}
"""

CUDA = r"""

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
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        snprintf(tritium__cu.why, sizeof tritium__cu.why, "libcuda.so.1 not found (install the NVIDIA driver)");
        tritium__cu.state = -1;
        return;
    }
#define TRITIUM__SYM(field, name) \
    if (!(*(void **)&tritium__cu.field = dlsym(lib, name))) { \
        snprintf(tritium__cu.why, sizeof tritium__cu.why, "libcuda.so.1 lacks %s (driver too old)", name); \
        tritium__cu.state = -1; \
        return; \
    }
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
        if (ok && (!best || c->arch > best->arch)) best = c;
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
    if ((uint64_t)gx * gy * gz == 0) return TRITIUM_SUCCESS; /* an empty grid runs nothing */
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
        int alive = ctx == cur;
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
"""

XPU = r"""
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
    void *lib = dlopen(path && *path ? path : "libze_loader.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        snprintf(tritium__ze.why, sizeof tritium__ze.why, "%s not found (install the oneAPI Level Zero loader, "
                 "Debian: libze1, and Intel's GPU compute runtime)", path && *path ? path : "libze_loader.so.1");
        tritium__ze.state = -1;
        return;
    }
#define TRITIUM__ZE_SYM(field, name) \
    if (!(*(void **)&tritium__ze.field = dlsym(lib, name))) { \
        snprintf(tritium__ze.why, sizeof tritium__ze.why, "libze_loader.so.1 lacks %s", name); \
        tritium__ze.state = -1; \
        return; \
    }
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
    if ((uint64_t)gx * gy * gz == 0) return TRITIUM_SUCCESS; /* an empty grid runs nothing */
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
"""
