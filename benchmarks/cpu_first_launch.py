"""The first launch of an already-compiled kernel in a fresh process, broken down (run by benchmarks/cpu.py).

benchmarks/cpu.py runs this script with one TRITIUM_CACHE_DIR several times: the first run compiles
examples/vector_add.py's kernel into the cache, the later ones measure what a program pays the
first time it launches a kernel that is already in the cache. It prints one JSON line.

The breakdown comes from wrapping tritium's internals from the outside (tritium's files are not
edited). Times are exclusive: a wrapped function called inside another counts only in its own
part, and whatever no wrapper covers (the binder's first call, lazy imports, glue) is "other".
Run: python benchmarks/cpu_first_launch.py [--threads N]
"""
import os
import sys
import time

t0 = time.perf_counter()
import tritium  # noqa: E402 - what is timed (tritium's __init__ is lazy: this alone is cheap)
IMPORT_S = time.perf_counter() - t0

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "examples"))
THREADS = int(sys.argv[sys.argv.index("--threads") + 1]) if "--threads" in sys.argv else None

t0 = time.perf_counter()
import numpy as np  # noqa: E402
NUMPY_S = time.perf_counter() - t0
t0 = time.perf_counter()
from vector_add import add_kernel  # noqa: E402 - the kernel's definition: tritium.language and @jit
DEFINE_S = time.perf_counter() - t0

# The modules the launch goes through, imported here so that they can be wrapped; the launch would
# import them anyway, so this is part of the first launch's cost and is reported as such.
t0 = time.perf_counter()
from importlib import import_module  # noqa: E402 - (`import a.b as m` would give tritium.backends.cpu.driver,
# the package's CPUDriver instance, not the module of that name)
cpu_driver, cpu_compiler, registry, compiler, binder, cache = map(import_module, (
    "tritium.backends.cpu.driver", "tritium.backends.cpu.compiler", "tritium.backends.registry",
    "tritium.compiler", "tritium.runtime.binder", "tritium.store.cache"))
LAUNCH_IMPORTS_S = time.perf_counter() - t0

parts: dict = {}
_stack: list = []  # time spent in wrapped callees of each wrapped call in progress


def wrap(owner, attr: str, label: str) -> None:
    orig = getattr(owner, attr, None)
    if orig is None:  # renamed in tritium: that part is simply not reported
        return

    def timed(*args, **kwargs):
        _stack.append(0.0)
        t = time.perf_counter()
        try:
            return orig(*args, **kwargs)
        finally:
            dt = time.perf_counter() - t
            inner = _stack.pop()
            parts[label] = parts.get(label, 0.0) + dt - inner
            if _stack:
                _stack[-1] += dt
    setattr(owner, attr, timed)


wrap(registry, "_load", "backend listing (every backend, entry points)")  # (a cpu launch needs none)
wrap(binder, "make_binder", "binder generation (make_binder)")
wrap(cache, "tritium_hash", "cache key: hash of tritium's sources")
wrap(cpu_compiler, "host", "host CPU description (memo, else LLVM)")
wrap(compiler.CompileRequest, "__init__", "cache key: the rest (CompileRequest)")
wrap(cache.FileCache, "get", "cache read (FileCache.get: files, sha256)")
wrap(compiler.CompileRequest, "cached", "cache entry -> CompiledKernel")
wrap(cpu_driver.CPUDriver, "load", "object load (CPUDriver.load)")
wrap(cpu_driver.CPULauncher, "__call__", "the call (the grid runs)")

n, BLOCK = 1 << 20, 4096
x, y = np.ones(n, np.float32), np.full(n, 2, np.float32)
z = np.full(n, np.nan, np.float32)
opts = {"num_threads": THREADS} if THREADS else {}
before = set(sys.modules)
t0 = time.perf_counter()
ck = add_kernel[(tritium.cdiv(n, BLOCK),)](x, y, z, n, BLOCK=BLOCK, **opts)
first = time.perf_counter() - t0
lazy = len(set(sys.modules) - before)
assert (z == 3).all()
parts["other (binder call, lazy imports, glue)"] = first - sum(parts.values())
first_parts = dict(parts)  # (the second launch below adds to the wrapped calls' times, not to these)
t0 = time.perf_counter()
add_kernel[(tritium.cdiv(n, BLOCK),)](x, y, z, n, BLOCK=BLOCK, **opts)
second = time.perf_counter() - t0

import json  # noqa: E402 - (only now: the launch pays for json when tritium needs it, as a program would)

print(json.dumps({"import_ms": IMPORT_S * 1e3, "numpy_ms": NUMPY_S * 1e3, "define_ms": DEFINE_S * 1e3,
                  "launch_imports_ms": LAUNCH_IMPORTS_S * 1e3, "first_launch_ms": first * 1e3,
                  "parts_ms": {k: v * 1e3 for k, v in first_parts.items()}, "second_launch_ms": second * 1e3,
                  "cache_hit": bool(ck.metadata.get("cache_hit")), "modules_imported_by_launch": lazy}))
