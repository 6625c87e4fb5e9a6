/* Part of every tritium AOT bundle's <lib>.c (status strings, the thread-local error message, the ABI version).
   A fragment, not compiled alone: tritium/aot/render_c.py pastes it after the header and puts the
   library's name in its placeholders. */
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

/* In a backend's opener (which has `lib`, the dlopen handle, and `libname`): look `sym` up into
   `table.field`, or record in `table` why the backend is unusable and return. */
#define TRITIUM__LOAD(table, field, sym, hint) \
    if (!(*(void **)&(table).field = dlsym(lib, sym))) { \
        snprintf((table).why, sizeof (table).why, "%s lacks %s%s", libname, sym, hint); \
        (table).state = -1; \
        return; \
    }
