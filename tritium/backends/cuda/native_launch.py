"""A native launch trampoline: `cuLaunchKernel` called from machine code, one ctypes argument.

Why: on the H100 machine the driver's `cuLaunchKernel` costs about 4-6 us when Python calls it,
through cuda-bindings or ctypes alike (benchmarks/results/cuda_launch.md), and most of that is the
conversion of its 11 arguments (the bindings wrap and unwrap objects; ctypes converts each argument),
not the driver. Here every launch writes its grid, stream and kernel arguments into one per-kernel
*launch record* with a single `struct.pack_into`, and calls a 12-instruction function, compiled
once per process with LLVM's JIT (llvmlite, already loaded for the CPU backend), that reads the
record and calls the driver: ctypes converts one pointer.

The record (little-endian, 8-byte aligned; `RECORD` gives the offsets):

    0  launch function (cuLaunchKernel's address)   8  CUfunction
   16  block x (u32)   20  dynamic shared bytes (u32)   24  void** kernel parameters
   32  grid x, y, z (u32 x 3, then 4 bytes padding)      48  CUstream
   56  the kernel arguments, at their natural alignment (the parameter array points into them)

Bytes 0-31 are written once per kernel (per context for the CUfunction); 32 on, every launch.
The function pointer lives in the record, not in the code, so tests run the trampoline against a
ctypes callback on machines without a GPU.
"""
from __future__ import annotations

import ctypes
import threading

RECORD = {"launch": 0, "func": 8, "block": 16, "shared": 20, "params": 24, "grid": 32, "stream": 48, "args": 56}
HEADER = "<IIIxxxxQ"  # grid x, y, z, padding, stream: what every launch packs at RECORD["grid"]

# cuLaunchKernel(f, gx, gy, gz, bx, by, bz, sharedMem, stream, kernelParams, extra) -> CUresult
LAUNCH_SIGNATURE = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_uint, ctypes.c_uint, ctypes.c_uint,
                                    ctypes.c_uint, ctypes.c_uint, ctypes.c_uint, ctypes.c_uint, ctypes.c_void_p,
                                    ctypes.c_void_p, ctypes.c_void_p)

_IR = """
define i32 @tritium_cuda_launch(ptr %r) {
  %launch = load ptr, ptr %r, align 8
  %pf = getelementptr i8, ptr %r, i64 8
  %f = load ptr, ptr %pf, align 8
  %pb = getelementptr i8, ptr %r, i64 16
  %bx = load i32, ptr %pb, align 4
  %ps = getelementptr i8, ptr %r, i64 20
  %shared = load i32, ptr %ps, align 4
  %pp = getelementptr i8, ptr %r, i64 24
  %params = load ptr, ptr %pp, align 8
  %pgx = getelementptr i8, ptr %r, i64 32
  %gx = load i32, ptr %pgx, align 4
  %pgy = getelementptr i8, ptr %r, i64 36
  %gy = load i32, ptr %pgy, align 4
  %pgz = getelementptr i8, ptr %r, i64 40
  %gz = load i32, ptr %pgz, align 4
  %pst = getelementptr i8, ptr %r, i64 48
  %stream = load ptr, ptr %pst, align 8
  %rc = call i32 %launch(ptr %f, i32 %gx, i32 %gy, i32 %gz, i32 %bx, i32 1, i32 1, i32 %shared, ptr %stream,
                         ptr %params, ptr null)
  ret i32 %rc
}
"""

_lock = threading.Lock()
_made: list = []  # [(engine, ctypes function)]: the engine owns the code, kept for the process


def trampoline():
    """The compiled `int tritium_cuda_launch(record*)`, as a ctypes function of one pointer
    (built on first use, then shared; ctypes releases the GIL during the call)."""
    if _made:
        return _made[0][1]
    with _lock:
        if not _made:
            import llvmlite.binding as llvm

            from ...codegen.llvm import LLVM_LOCK  # (not the CPU backend: importing it costs ~0.2 s)
            with LLVM_LOCK:
                llvm.initialize_native_target()
                llvm.initialize_native_asmprinter()
                triple = llvm.get_process_triple()
                mod = llvm.parse_assembly(_IR)
                mod.triple = triple
                mod.verify()
                engine = llvm.create_mcjit_compiler(mod, llvm.Target.from_triple(triple).create_target_machine())
                engine.finalize_object()
                addr = engine.get_function_address("tritium_cuda_launch")
            fn = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p)(addr)
            _made.append((engine, fn))
    return _made[0][1]
