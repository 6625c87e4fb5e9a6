/* Runs a kernel image that tritium's ELF loader relocated on another machine (the AArch64 loader's
   test, tests/unit/backends/test_cpu_elf_aarch64.py, runs this under qemu-aarch64).
   argv: image bytes, the code part's end, the read-only part's start and end (page-aligned), bytes
   of each of the two buffers, then the names of the external symbols the image calls.
   It maps the image's place and allocates two buffers, prints their addresses and those of the
   symbols (hex, one line), then reads from stdin: the image, four u64 (entry offset, programs,
   argument count, chunk), the argument slots, the input buffer; protects the image as the loader
   does, runs the grid entry `<kernel>_grid(args, programs, 1, 1, &counter, programs, chunk, 0)`
   and writes the output buffer to stdout. */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

typedef void (*grid_fn)(void *, int32_t, int32_t, int32_t, int64_t *, int64_t, int64_t, void *);

static void read_all(void *p, size_t n) {
    char *c = p;
    while (n) {
        ssize_t r = read(0, c, n);
        if (r <= 0) { fprintf(stderr, "short input\n"); exit(3); }
        c += r; n -= (size_t)r;
    }
}

static void write_all(const void *p, size_t n) {
    const char *c = p;
    while (n) {
        ssize_t r = write(1, c, n);
        if (r <= 0) exit(4);
        c += r; n -= (size_t)r;
    }
}

int main(int argc, char **argv) {
    if (argc < 6) return 2;
    size_t size = strtoull(argv[1], 0, 10), code_end = strtoull(argv[2], 0, 10);
    size_t ro_start = strtoull(argv[3], 0, 10), ro_end = strtoull(argv[4], 0, 10), bytes = strtoull(argv[5], 0, 10);
    char *base = mmap(0, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    char *in = aligned_alloc(64, (bytes + 63) / 64 * 64), *out = aligned_alloc(64, (bytes + 63) / 64 * 64);
    if (base == MAP_FAILED || !in || !out) return 5;
    printf("%llx %llx %llx", (unsigned long long)(uintptr_t)base, (unsigned long long)(uintptr_t)in,
           (unsigned long long)(uintptr_t)out);
    for (int i = 6; i < argc; i++)
        printf(" %llx", (unsigned long long)(uintptr_t)dlsym(RTLD_DEFAULT, argv[i]));
    printf("\n");
    fflush(stdout);
    uint64_t head[4], args[64];
    read_all(base, size);
    read_all(head, sizeof head);
    if (head[2] > 64) return 6;
    read_all(args, 8 * head[2]);
    read_all(in, bytes);
    memset(out, 0x7f, bytes);
    if (mprotect(base, code_end, PROT_READ | PROT_EXEC) || (ro_end > ro_start &&
        mprotect(base + ro_start, ro_end - ro_start, PROT_READ))) return 7;
    __builtin___clear_cache(base, base + code_end);
    int64_t counter = 0;
    ((grid_fn)(uintptr_t)(base + head[0]))(args, (int32_t)head[1], 1, 1, &counter, (int64_t)head[1], (int64_t)head[3], 0);
    write_all(out, bytes);
    return 0;
}
