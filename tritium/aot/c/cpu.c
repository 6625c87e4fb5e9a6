/* Part of every tritium AOT bundle's <lib>.c (the CPU grid runner: worker pool, threads, the objects' <kernel>_grid ABI).
   A fragment, not compiled alone: tritium/aot/render_c.py pastes it after the header and puts the
   library's name in its placeholders. */
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
