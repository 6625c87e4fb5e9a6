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
  program ids from one atomic counter; threads get stacks big enough for the kernel's tile buffers;
- Level Zero and Vulkan append to / record into the caller's command list / command buffer: the
  caller submits and synchronises (the VULKAN part's comment says what a Vulkan caller provides).
"""

COMMON = r"""
#include <dlfcn.h>
#include <pthread.h>
#include <sched.h>
#include <stdarg.h>
#include <stdatomic.h>
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

/* Worker threads kept between launches. After a job a worker spins for a while (~0.1 ms) watching
   for the next one, then sleeps on a condition variable: back-to-back launches find them awake and
   cost no system call; idle ones cost no CPU. Workers claim helper slots with a compare-and-swap, so
   a launch wakes only as many as it asked for and knows exactly whom to wait for. One launch uses
   the pool at a time; a launch that finds it busy (another thread's) or needs bigger stacks than
   the pool's starts threads of its own. */
#define TRITIUM__POOL_STACK (64u << 20) /* reserved, not committed: pages are touched as tiles need them */
#define TRITIUM__SPINS 4000
#if defined(__x86_64__) || defined(__i386__)
#define TRITIUM__RELAX() __builtin_ia32_pause()
#elif defined(__aarch64__)
#define TRITIUM__RELAX() __asm__ __volatile__("yield")
#else
#define TRITIUM__RELAX() ((void)0)
#endif
static struct {
    pthread_mutex_t lock, busy;
    pthread_cond_t wake;
    pthread_t tids[256];
    int workers;
    atomic_int stop, slots, finished, sleepers;
    atomic_ulong generation;
    tritium__cpu_job job; /* written before `slots` and `generation` are published */
} tritium__pool = {.lock = PTHREAD_MUTEX_INITIALIZER, .busy = PTHREAD_MUTEX_INITIALIZER,
                   .wake = PTHREAD_COND_INITIALIZER};

static void *tritium__pool_worker(void *unused) {
    (void)unused;
    unsigned long seen = atomic_load(&tritium__pool.generation);
    for (;;) {
        unsigned long g;
        int spins = 0;
        while ((g = atomic_load(&tritium__pool.generation)) == seen) {
            if (atomic_load(&tritium__pool.stop)) return NULL;
            if (++spins < TRITIUM__SPINS) {
                TRITIUM__RELAX();
                continue;
            }
            pthread_mutex_lock(&tritium__pool.lock);
            atomic_fetch_add(&tritium__pool.sleepers, 1);
            while (atomic_load(&tritium__pool.generation) == seen && !atomic_load(&tritium__pool.stop))
                pthread_cond_wait(&tritium__pool.wake, &tritium__pool.lock);
            atomic_fetch_sub(&tritium__pool.sleepers, 1);
            pthread_mutex_unlock(&tritium__pool.lock);
            spins = 0;
        }
        seen = g;
        int s = atomic_load(&tritium__pool.slots);
        while (s > 0 && !atomic_compare_exchange_weak(&tritium__pool.slots, &s, s - 1)) {}
        if (s <= 0) continue; /* enough helpers, or the launch is over */
        tritium__cpu_job job = tritium__pool.job;
        tritium__cpu_worker(&job);
        atomic_fetch_add(&tritium__pool.finished, 1);
    }
}

static void tritium__pool_forget(void) { /* in a forked child: the workers do not exist there */
    pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
    pthread_cond_t c = PTHREAD_COND_INITIALIZER;
    tritium__pool.lock = tritium__pool.busy = m;
    tritium__pool.wake = c;
    tritium__pool.workers = 0;
    atomic_store(&tritium__pool.slots, 0);
    atomic_store(&tritium__pool.sleepers, 0);
}

static pthread_once_t tritium__pool_once = PTHREAD_ONCE_INIT;
static void tritium__pool_init(void) { pthread_atfork(NULL, NULL, tritium__pool_forget); }

__attribute__((destructor)) static void tritium__pool_stop(void) { /* before the library's code goes away */
    atomic_store(&tritium__pool.stop, 1);
    pthread_mutex_lock(&tritium__pool.lock);
    pthread_cond_broadcast(&tritium__pool.wake);
    int n = tritium__pool.workers;
    pthread_mutex_unlock(&tritium__pool.lock);
    for (int i = 0; i < n; i++) pthread_join(tritium__pool.tids[i], NULL);
}

/* Run `job` on up to `helpers` pool threads and this one; 0 if the pool cannot take it now. */
static int tritium__pool_run(tritium__cpu_job *job, int helpers) {
    pthread_once(&tritium__pool_once, tritium__pool_init);
    if (helpers > 256) helpers = 256;
    if (pthread_mutex_trylock(&tritium__pool.busy)) return 0;
    if (tritium__pool.workers < helpers) {
        pthread_attr_t attr;
        pthread_attr_init(&attr);
        pthread_attr_setstacksize(&attr, TRITIUM__POOL_STACK);
        while (tritium__pool.workers < helpers &&
               pthread_create(&tritium__pool.tids[tritium__pool.workers], &attr, tritium__pool_worker, NULL) == 0)
            tritium__pool.workers++;
        pthread_attr_destroy(&attr);
    }
    int wanted = helpers < tritium__pool.workers ? helpers : tritium__pool.workers;
    tritium__pool.job = *job;
    atomic_store(&tritium__pool.finished, 0);
    atomic_store(&tritium__pool.slots, wanted);
    atomic_fetch_add(&tritium__pool.generation, 1);
    if (atomic_load(&tritium__pool.sleepers) > 0) { /* a sleeper counted itself before checking: it is woken */
        pthread_mutex_lock(&tritium__pool.lock);
        pthread_cond_broadcast(&tritium__pool.wake);
        pthread_mutex_unlock(&tritium__pool.lock);
    }
    tritium__cpu_worker(job); /* this thread's share; the counter balances the rest */
    int claimed = wanted - atomic_exchange(&tritium__pool.slots, 0); /* late wakers stay out */
    for (int spins = 0; atomic_load(&tritium__pool.finished) < claimed; spins++) {
        if (spins < TRITIUM__SPINS) TRITIUM__RELAX();
        else sched_yield();
    }
    pthread_mutex_unlock(&tritium__pool.busy);
    return 1;
}

static tritium_status tritium__cpu_run(const char *kernel, const tritium__cpu_binary *b, void *args,
                                      uint32_t gx, uint32_t gy, uint32_t gz) {
    if (gx > INT32_MAX || gy > INT32_MAX || gz > INT32_MAX)
        return tritium__fail(TRITIUM_ERROR_INVALID_ARGUMENT, "%s: grid (%u, %u, %u) exceeds 2^31-1", kernel, gx, gy, gz);
    int64_t total;
    if (__builtin_mul_overflow((int64_t)gx * gy, (int64_t)gz, &total)) /* gx * gy < 2^62 */
        return tritium__fail(TRITIUM_ERROR_INVALID_ARGUMENT, "%s: grid (%u, %u, %u) has more than 2^63 programs", kernel,
                             gx, gy, gz);
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
"""

VULKAN = r"""
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
    const char *name = path && *path ? path : "libvulkan.so.1";
    void *lib = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        snprintf(tritium__vk.why, sizeof tritium__vk.why, "%s not found (install the Vulkan loader and a driver: "
                 "Debian libvulkan1 and mesa-vulkan-drivers, or your GPU vendor's driver)", name);
        tritium__vk.state = -1;
        return;
    }
#define TRITIUM__VK_SYM(field, sym) \
    if (!(*(void **)&tritium__vk.field = dlsym(lib, sym))) { \
        snprintf(tritium__vk.why, sizeof tritium__vk.why, "%s lacks %s (a Vulkan 1.1+ loader is needed)", name, sym); \
        tritium__vk.state = -1; \
        return; \
    }
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
"""
