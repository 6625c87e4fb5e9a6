"""A CPU kernel as AOTInductor packages it: `asm["so"]` and `asm["launcher.so"]`.

torch's AOTInductor (`aoti_compile_and_package` with `cpu_backend="triton"`) copies two shared
objects per Triton kernel into its package and, in the process that loads the package, calls
`run_from_nativert(gx, gy, gz, num_cpu_threads, void **args, kernel_fn)` of the launcher with
`kernel_fn` = `dlsym(<kernel .so>, metadata.name)` (torch/csrc/inductor/aoti_runtime/
cpu_triton_runtime_wrappers.h). `args` has one entry per parameter of the compiled signature
(`src.signature`): NULL for a constexpr, the data pointer itself for a tensor, and the address of
the wrapper's own variable for a scalar, which torch declares `int64_t` for every integer,
`float` for every float and `bool` for a bool (cpp_wrapper_cpu.py).

What is built here, with the system's C compiler (AOTInductor needs one to build its wrapper):
- the kernel .so: the kernel's object (the `obj` stage, position-independent) linked with the
  libraries it calls, exporting its grid entry (`<name>_grid`, codegen/cpu/grid_entry.py) under
  the kernel's name;
- the launcher .so: C that packs those arguments into the grid entry's 8-byte slots (the driver's
  layout, driver._SLOT) and runs the grid: `num_cpu_threads` threads (all cores when <= 0; torch
  passes 1 today) taking chunks of program ids from one counter, on threads whose stacks hold the
  kernel's tile buffers. A failed `tl.device_assert` prints where and aborts the process, as a
  device assertion ends a CUDA context. Kernels that print, or were compiled with the bounds
  sanitizer, have no launcher here (their host side is Python's): asking for one is an error.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile

from ...errors import TritonError

# Triton's integer signature types: torch's wrapper holds each of them in an int64_t (_slot_code)
_INT_TYPES = {"i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64"}


class NativeRTError(TritonError):
    """A CPU kernel that cannot be packaged for AOTInductor (or no C compiler to do it)."""


def _cc() -> list[str]:
    cc = os.environ.get("CC") or "cc"
    if shutil.which(cc.split()[0]) is None:
        raise NativeRTError(f"AOTInductor packages of CPU kernels are linked with a C compiler; {cc!r} is not "
                            "there: install gcc (Debian: apt-get install gcc) or set CC")
    return cc.split()


def _build(files: dict, args: list[str], out: str) -> bytes:
    """Run the C compiler in a fresh folder holding `files`; the bytes of `out` it made."""
    with tempfile.TemporaryDirectory(prefix="tritium-nativert-") as d:
        for name, data in files.items():
            with open(os.path.join(d, name), "wb") as f:
                f.write(data)
        cmd = _cc() + args + ["-o", out]
        r = subprocess.run(cmd, cwd=d, capture_output=True, text=True)
        if r.returncode != 0:
            raise NativeRTError(f"{' '.join(cmd)} failed:\n{r.stderr.strip()[-2000:]}")
        with open(os.path.join(d, out), "rb") as f:
            return f.read()


def kernel_so(obj: bytes, metadata: dict) -> bytes:
    """The kernel's object as a shared object exporting its grid entry under its name."""
    from .compiler import undefined_symbols
    name = metadata["name"]
    entry = metadata.get("entry") or f"{name}_grid"
    libs = ["-lmvec"] if any(s.startswith("_ZGV") for s in undefined_symbols(obj) or []) else []
    return _build({"kernel.o": obj}, ["-shared", "-fPIC", "-Wl,-z,noexecstack", f"-Wl,--defsym={name}={entry}",
                                      "kernel.o"] + libs + ["-lm"], "kernel.so")


def _c_string(s: str) -> str:
    out = []
    for b in s.encode():
        c = chr(b)
        out.append(c if 32 <= b < 127 and c not in '"\\?' else f"\\{b:03o}")
    return '"' + "".join(out) + '"'


def _slot_code(i: int, k: int, ty: str) -> str:
    """C that fills slot `k` from `args[i]`, a parameter of Triton type `ty`."""
    if ty.startswith("*"):
        return f"memcpy(&s[{k}], &a[{i}], sizeof(void *));"
    if ty in ("i1", "u1"):
        return f"s[{k}] = *(const bool *)a[{i}] ? 1u : 0u;"
    if ty in _INT_TYPES:
        return f"{{ int64_t v = *(const int64_t *)a[{i}]; memcpy(&s[{k}], &v, 8); }}"
    if ty == "fp32":
        return f"memcpy(&s[{k}], a[{i}], sizeof(float));"
    if ty == "fp64":  # (torch's wrapper holds every float scalar as a C float)
        return f"{{ double v = *(const float *)a[{i}]; memcpy(&s[{k}], &v, 8); }}"
    raise NativeRTError(f"a {ty} scalar argument: AOTInductor's CPU wrapper passes it in no form tritium knows "
                        "(ints as int64_t, floats as float, bools as bool)")


def launcher_source(signature: dict, metadata: dict) -> str:
    """C of `run_from_nativert` for a kernel of Triton `signature` (constexprs included, in the
    kernel's parameter order) and tritium `metadata`."""
    runtime = [n for n, t in signature.items() if t != "constexpr"]
    types = metadata.get("arg_types") or []
    compiled = list(metadata.get("signature") or {})
    if runtime != compiled or len(types) != len(runtime):
        raise NativeRTError(f"kernel {metadata.get('name')}: the signature torch passes ({runtime}) is not the one "
                            f"compiled ({compiled})")
    sites = metadata.get("debug_sites") or []
    if metadata.get("sanitizer") or any(s["kind"] != "assert" for s in sites):
        raise NativeRTError(f"kernel {metadata.get('name')} prints or checks bounds (device_print, the sanitizer): "
                            "its host side is Python's, which an AOTInductor package does not carry")
    fill = []
    k = 0
    for i, (name, ty) in enumerate(signature.items()):
        if ty != "constexpr":
            fill.append("    " + _slot_code(i, k, ty))
            k += 1
    failures = "\n".join(
        f"        case {j}: where = {_c_string(str(s.get('file')) + ':' + str(s.get('line')))}; "
        f"msg = {_c_string(str((s.get('attrs') or {}).get('message', '')))}; break;" for j, s in enumerate(sites))
    stack = int(metadata.get("stack_bytes") or 0)
    return f"""/* tritium: AOTInductor's launcher of the CPU kernel {metadata.get('name')} (backends/cpu/nativert.py) */
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef void (*grid_fn)(void *, int32_t, int32_t, int32_t, int64_t *, int64_t, int64_t, void *);
typedef struct {{ grid_fn fn; void *args; int32_t gx, gy, gz; int64_t *counter, total, chunk; void *rt; }} job_t;

static void host_call(int32_t site, int32_t x, int32_t y, int32_t z, void *values) {{
    const char *where = "?", *msg = "";
    (void)values;
    switch (site) {{
{failures}
        default: break;
    }}
    fprintf(stderr, "%s: device assertion failed in program (%d, %d, %d): %s\\n", where, x, y, z, msg);
    abort();
}}

static void *work(void *p) {{
    job_t *j = (job_t *)p;
    j->fn(j->args, j->gx, j->gy, j->gz, j->counter, j->total, j->chunk, j->rt);
    return NULL;
}}

#define STACK_BYTES {stack}ull
#define INLINE_STACK (1ull << 20)

void run_from_nativert(uint32_t gx, uint32_t gy, uint32_t gz, int num_cpu_threads, void **a, void *kernel_fn) {{
    uint64_t s[{max(1, len(runtime))}] = {{0}};
{chr(10).join(fill)}
    if (gx > INT32_MAX || gy > INT32_MAX || gz > INT32_MAX) {{
        fprintf(stderr, "{metadata.get('name')}: grid (%u, %u, %u) exceeds 2^31-1\\n", gx, gy, gz);
        abort();
    }}
    int64_t total = (int64_t)gx * gy * gz, counter = 0;
    if (total == 0) return;
    long threads = num_cpu_threads > 0 ? num_cpu_threads : sysconf(_SC_NPROCESSORS_ONLN);
    if (threads < 1) threads = 1;
    if (threads > total) threads = (long)total;
    if (threads > 256) threads = 256;
    int64_t chunk = threads > 1 ? total / (threads * 8) : total;
    job_t job = {{(grid_fn)kernel_fn, s, (int32_t)gx, (int32_t)gy, (int32_t)gz, &counter, total, chunk > 0 ? chunk : 1,
                 (void *)host_call}};
    int inline_ok = STACK_BYTES + (64ull << 10) <= INLINE_STACK;
    if (threads == 1 && inline_ok) {{
        work(&job);
        return;
    }}
    pthread_t tids[256];
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    size_t page = 1u << 16, stack = (size_t)STACK_BYTES + (1u << 20);
    pthread_attr_setstacksize(&attr, (stack + page - 1) / page * page);
    long spawn = threads - (inline_ok ? 1 : 0), started = 0;
    for (long i = 0; i < spawn; i++)
        if (pthread_create(&tids[started], &attr, work, &job) == 0) started++;  /* fewer: the counter shares out */
    pthread_attr_destroy(&attr);
    if (inline_ok) work(&job);
    else if (started == 0) {{
        fprintf(stderr, "{metadata.get('name')}: cannot start a thread for its tile buffers\\n");
        abort();
    }}
    for (long i = 0; i < started; i++) pthread_join(tids[i], NULL);
}}
"""


def launcher_so(signature: dict, metadata: dict) -> bytes:
    src = launcher_source(signature, metadata)
    return _build({"launcher.c": src.encode()}, ["-O2", "-shared", "-fPIC", "-Wl,-z,noexecstack", "launcher.c",
                                                 "-lpthread"], "launcher.so")
