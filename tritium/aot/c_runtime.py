"""The fixed C parts of a bundle's `<lib>.c`, kept as C files in aot/c/: error reporting (common.c),
the CPU grid runner (cpu.c), CUDA (cuda.c), Level Zero (level_zero.c) and Vulkan (vulkan.c).
`render_c.py` writes the per-kernel functions around them; `@LIB@` becomes the library's name, so
two bundles linked into one program never clash (everything else is static, named tritium__*).

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
from pathlib import Path

_DIR = Path(__file__).parent / "c"


def _part(name: str) -> str:
    return (_DIR / name).read_text()


COMMON = _part("common.c")
CPU = _part("cpu.c")
CUDA = _part("cuda.c")
XPU = _part("level_zero.c")
VULKAN = _part("vulkan.c")
