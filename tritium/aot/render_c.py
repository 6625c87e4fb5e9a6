"""Render a bundle's `<lib>.h` and `<lib>.c` from the exporter's kernel records.

Per kernel and backend one C function: `tritium__<lib>_<kernel>_cpu(gx, gy, gz, args...)`,
`tritium__<lib>_<kernel>_cuda(gx, gy, gz, device, stream, args...)`,
`..._xpu(gx, gy, gz, context, device, command_list, args...)` and
`..._vulkan(gx, gy, gz, physical_device, device, command_buffer, args...)`. Each picks the first
variant whose hints hold for the actual arguments (alignment of pointers, divisibility of ints, an
int equal to 1), then the binary for this machine: the best CPU target the processor runs (checked
once with `__builtin_cpu_supports`), the cubin matching the device's compute capability, the first
Level Zero binary the driver takes, or the shader for the Vulkan device's subgroup size.
"""
from __future__ import annotations

from . import c_runtime
# the ABI version (of the generated functions and manifest.json) and the status codes are the
# loader's: one definition for the C it reads and the Python that reads it (stdlib only)
from .loader import _STATUS as STATUS, ABI_VERSION  # noqa: F401 - ABI_VERSION: the exporter's


_SCALAR_C = {"int1": "uint8_t", "int8": "int8_t", "int16": "int16_t", "int32": "int32_t", "int64": "int64_t",
             "uint8": "uint8_t", "uint16": "uint16_t", "uint32": "uint32_t", "uint64": "uint64_t",
             "fp16": "uint16_t", "bf16": "uint16_t", "fp32": "float", "fp64": "double"}



# __builtin_cpu_supports names (GCC >= 12, Clang >= 16) for LLVM's x86 feature names of a host target
_GCC_FEATURES = {"sse3", "ssse3", "sse4.1", "sse4.2", "avx", "avx2", "fma", "bmi", "bmi2", "popcnt", "f16c",
                 "avx512f", "avx512bw", "avx512vl", "avx512dq", "avx512cd", "avx512vbmi", "avx512vbmi2", "avx512ifma",
                 "avx512vnni", "avx512bitalg", "avx512vpopcntdq", "avx512bf16", "avx512fp16", "gfni", "vpclmulqdq",
                 "aes", "pclmul", "movbe"}


# names a kernel parameter cannot keep in C: keywords, the entry points' own parameters and locals,
# what the bundle's C code calls, and macros of the headers it includes
_C_RESERVED = frozenset("""auto break case char const continue default do double else enum extern float for goto if
    inline int long register restrict return short signed sizeof static struct switch typedef union unsigned void volatile
    while bool true false gx gy gz device stream t slots params memcpy errno stdin stdout stderr NULL EOF assert
    context command_list values sizes physical_device command_buffer linux unix i386 int8_t int16_t int32_t int64_t
    uint8_t uint16_t uint32_t uint64_t uintptr_t size_t""".split())


def c_names(names: list) -> list:
    """The kernel parameters' names in C: as in Python unless C, the bundle's code or GCC's predefined
    macros (`linux`) take them, then with '_' appended until distinct from every parameter ('long' ->
    'long_', or 'long__' when a Python 'long_' is beside it). The exporter stores them as c_name."""
    out = []
    for n in names:
        c = n + "_" if n in _C_RESERVED or n.startswith("tritium__") else n
        while c in out or (c != n and c in names):
            c += "_"
        out.append(c)
    return out


def c_type(ty: str, backend: str) -> str:
    """The C type of a runtime parameter ('*fp32', 'i32', ...): CPU and XPU (USM) pointers are
    `void *`, CUDA and Vulkan pointers device addresses (`uint64_t`: a CUdeviceptr, a
    VkDeviceAddress); fp16/bf16 scalars pass their bits."""
    from ..frontend import dtypes as d
    t = d.from_name(ty)
    if t.is_ptr():
        return "uint64_t" if backend in ("cuda", "vulkan") else "void *"
    return _SCALAR_C[t.name]


def cpu_check(target: str, features: str) -> str:
    """A C expression true where this CPU runs objects of `target`."""
    arch = target.partition(":")[2]
    if arch.startswith("x86-64-v"):
        return f'__builtin_cpu_supports("{arch}")'
    if arch == "host" and features:
        on = sorted(f[1:] for f in features.split(",") if f.startswith("+") and f[1:] in _GCC_FEATURES)
        return " && ".join(f'__builtin_cpu_supports("{f}")' for f in on) or "1"
    return "1"


def _hint_checks(params, variant, backend) -> str:
    conds = []
    for p, v in zip(params, variant):
        name = p["c_name"]
        if not v.hint:
            continue
        if v.is_pointer:
            addr = f"(uintptr_t){name}" if backend == "cpu" else name
            conds.append(f"({addr} & {v.hint - 1}) == 0")
        elif v.hint == 1:
            conds.append(f"{name} == 1")
        else:
            conds.append(f"{name} % {v.hint} == 0")
    return " && ".join(conds) or "1"


def _pack_cpu(params, variant) -> list[str]:
    """Statements filling the 8-byte argument slots as the CPU driver packs them: ints sign- or
    zero-extended to 64 bits, floats and 16-bit values in the slot's low bytes (little-endian)."""
    out, i = [], 0
    for p, v in zip(params, variant):
        if v.hint == 1 and not v.is_pointer:
            continue  # compiled in
        name, ct = p["c_name"], c_type(p["type"], "cpu")
        if v.is_pointer:
            out.append(f"slots[{i}] = (uint64_t)(uintptr_t){name};")
        elif ct in ("float", "double") or p["type"] in ("fp16", "bf16"):
            out.append(f"memcpy(&slots[{i}], &{name}, sizeof {name});")
        elif ct.startswith("u"):
            out.append(f"slots[{i}] = (uint64_t){name};")
        else:
            out.append(f"slots[{i}] = (uint64_t)(int64_t){name};")
        i += 1
    return out


def _array(name: str, data: bytes) -> str:
    rows = [", ".join(str(b) for b in data[i:i + 32]) for i in range(0, len(data), 32)]
    body = ",\n".join("    " + r for r in rows)
    return f"static const unsigned char {name}[{len(data)}] __attribute__((aligned(64))) = {{\n{body}\n}};"


def header(lib: str, kernels: list[dict]) -> str:
    has_cpu = any(k["cpu"] for k in kernels)
    up = lib.upper()
    enum = ",\n".join(f"    TRITIUM_{s} = {i}" for i, s in enumerate(STATUS))
    lines = [f"/* {lib}.h: kernels exported by tritium (`tritium aot`). ABI version {ABI_VERSION}. */",
             f"#ifndef TRITIUM_{up}_H", f"#define TRITIUM_{up}_H", "", "#include <stdint.h>", "",
             "#ifdef __cplusplus", 'extern "C" {', "#endif", "", f"#define TRITIUM_{up}_ABI_VERSION {ABI_VERSION}", "",
             "#ifndef TRITIUM_STATUS_DEFINED", "#define TRITIUM_STATUS_DEFINED",
             f"typedef enum tritium_status {{\n{enum}\n}} tritium_status;", "#endif", "",
             f"int tritium_{lib}_abi_version(void);",
             "/* what the library was built from: manifest.json's bundle_id */",
             f"const char *tritium_{lib}_bundle_id(void);",
             f"const char *tritium_{lib}_error_string(tritium_status status);",
             "/* what went wrong in this thread's last failed call, in one line */",
             f"const char *tritium_{lib}_last_error(void);",
             "/* Loaded modules are unloaded (the next launch loads them again). CUDA: those in the primary",
             "   contexts this library retained and in the calling thread's current context; modules in contexts",
             "   the caller made go when the caller destroys them. Level Zero: all (call it before destroying a",
             "   context that launched kernels). Vulkan: every pipeline on every VkDevice (call it before",
             "   destroying a VkDevice that launched kernels, once no command buffer that uses them is",
             "   pending). No launch may be in flight meanwhile. */",
             f"void tritium_{lib}_unload(void);"]
    if has_cpu:
        lines += ["/* threads a CPU grid runs on (0: TRITIUM_NUM_THREADS, else all cores) */",
                  f"void tritium_{lib}_set_num_threads(int n);",
                  "/* the CPU target whose objects run on this machine, or NULL */",
                  f"const char *tritium_{lib}_cpu_target(void);"]
    if any(k.get("vulkan") for k in kernels):
        lines += ["", VULKAN_USAGE.replace("<lib>", lib)]
    lines.append("")
    for k in kernels:
        lines.append(f"/* {k['kernel']}: {', '.join(v['signature'] for v in k['variants'])} */")
        if k["cpu"]:
            lines.append(_prototype(lib, k, "cpu") + ";")
        if k["cuda"]:
            lines.append(_prototype(lib, k, "cuda") + ";")
        if k.get("xpu"):
            lines.append(_prototype(lib, k, "xpu") + ";")
        if k.get("vulkan"):
            lines.append(_prototype(lib, k, "vulkan") + ";")
    lines += ["", "#ifdef __cplusplus", "}", "#endif", "#endif", ""]
    return "\n".join(lines)


def _prototype(lib: str, k: dict, backend: str) -> str:
    args = ["uint32_t gx", "uint32_t gy", "uint32_t gz"]
    if backend == "cuda":
        args += ["int device", "void *stream"]
    elif backend == "xpu":  # ze_context_handle_t, ze_device_handle_t, ze_command_list_handle_t
        args += ["void *context", "void *device", "void *command_list"]
    elif backend == "vulkan":  # VkPhysicalDevice, VkDevice, VkCommandBuffer
        args += ["void *physical_device", "void *device", "void *command_buffer"]
    for p in k["params"]:
        ct = c_type(p["type"], backend)
        args.append(f"{ct}{'' if ct.endswith('*') else ' '}{p['c_name']}")
    return f"tritium_status tritium_{lib}_{k['name']}_{backend}({', '.join(args)})"


def source(lib: str, kernels: list[dict], cpu_targets: dict, blobs: dict, bundle_id: str) -> str:
    """`<lib>.c`. `cpu_targets`: arch ('x86_64', 'aarch64') -> [(target, features)] in order of
    preference; `blobs`: file name in the bundle -> bytes (cubins to embed)."""
    has_cpu = any(k["cpu"] for k in kernels)
    has_cuda = any(k["cuda"] for k in kernels)
    out = [f"/* {lib}.c: generated by tritium (`tritium aot`); build: see manifest.json \"build\". */",
           f'#include "{lib}.h"', c_runtime.COMMON.replace("@LIB_UPPER@", lib.upper()).replace("@LIB@", lib),
           f'const char *tritium_{lib}_bundle_id(void) {{ return "{bundle_id}"; }}']
    if has_cpu:
        out.append(c_runtime.CPU.replace("@LIB@", lib))
        out.append(_cpu_targets(lib, cpu_targets))
    has_xpu = any(k.get("xpu") for k in kernels)
    if has_cuda:
        out.append(c_runtime.CUDA)
    if has_xpu:
        out.append(c_runtime.XPU)
    has_vulkan = any(k.get("vulkan") for k in kernels)
    if has_vulkan:
        out.append(c_runtime.VULKAN)
    calls = " ".join(c for c, on in (("tritium__cu_unload();", has_cuda), ("tritium__ze_unload();", has_xpu),
                                     ("tritium__vk_unload();", has_vulkan)) if on)
    out.append(f"void tritium_{lib}_unload(void) {{ {calls} }}")
    for k in kernels:
        if k["cpu"]:
            out.append(_cpu_kernel(lib, k, cpu_targets))
        if k["cuda"]:
            out.append(_cuda_kernel(lib, k, blobs))
        if k.get("xpu"):
            out.append(_xpu_kernel(lib, k, blobs))
        if k.get("vulkan"):
            out.append(_vulkan_kernel(lib, k, blobs))
    return "\n".join(out)


_ARCH_MACRO = {"x86_64": "__x86_64__", "aarch64": "__aarch64__"}


def _cpu_targets(lib: str, cpu_targets: dict) -> str:
    out = []
    for i, (arch, targets) in enumerate(cpu_targets.items()):
        out.append(f"#{'el' if i else ''}if defined({_ARCH_MACRO[arch]})")
        out.append("#define TRITIUM__CPU_HAVE 1")
        names = ", ".join(f'"{t}"' for t, _ in targets)
        out.append(f"static const char *const tritium__cpu_names[] = {{{names}}};")
        out.append(f'#define TRITIUM__CPU_TARGETS "{", ".join(t for t, _ in targets)}"')
        out.append("static int tritium__cpu_choose(void) {")
        if arch == "x86_64":
            out.append("    __builtin_cpu_init();")
        for j, (t, feats) in enumerate(targets):
            out.append(f"    if ({cpu_check(t, feats)}) return {j};")
        out.append("    return -1;\n}")
    if out:
        out.append("#else\n#define TRITIUM__CPU_HAVE 0\n#endif")
    out.append("""
#if TRITIUM__CPU_HAVE
static int tritium__cpu_index = -2;
static int tritium__cpu_target_index(void) {
    if (tritium__cpu_index == -2) tritium__cpu_index = tritium__cpu_choose(); /* idempotent: a race is harmless */
    return tritium__cpu_index;
}
const char *tritium_@LIB@_cpu_target(void) {
    int t = tritium__cpu_target_index();
    return t < 0 ? NULL : tritium__cpu_names[t];
}
#else
const char *tritium_@LIB@_cpu_target(void) { return NULL; }
#endif""".replace("@LIB@", lib))
    return "\n".join(out)


def _cpu_kernel(lib: str, k: dict, cpu_targets: dict) -> str:
    name, params, variants = k["name"], k["params"], k["parsed_variants"]
    out = []
    for i, (arch, targets) in enumerate(cpu_targets.items()):
        out.append(f"#{'el' if i else ''}if defined({_ARCH_MACRO[arch]})")
        rows = []
        for t, _ in targets:
            bins = {b["variant"]: b for b in k["cpu"][t]}
            cells = []
            for v in range(len(variants)):
                b = bins[v]
                out.append(f"extern void {b['symbol']}(void *, int32_t, int32_t, int32_t, int64_t *, int64_t, int64_t, void *);")
                cells.append(f"{{{b['symbol']}, {b['stack_bytes']}, {b['num_threads']}}}")
            rows.append("{" + ", ".join(cells) + "}")
        out.append(f"static const tritium__cpu_binary tritium__k_{name}_cpu[{len(targets)}][{len(variants)}] = "
                   f"{{{', '.join(rows)}}};")
    out.append("#endif")
    body = [f"{_prototype(lib, k, 'cpu')} {{", "#if TRITIUM__CPU_HAVE", "    int t = tritium__cpu_target_index();",
            f'    if (t < 0) return tritium__fail(TRITIUM_ERROR_UNSUPPORTED_ARCH, "{name}: this CPU runs none of the '
            f'bundle\'s targets (%s)", TRITIUM__CPU_TARGETS);',
            f"    uint64_t slots[{max(1, len(params))}] = {{0}};"]
    for v, variant in enumerate(variants):
        body.append(f"    {'if' if v == 0 else 'else if'} ({_hint_checks(params, variant, 'cpu')}) {{")
        body += ["        " + s for s in _pack_cpu(params, variant)]
        body.append(f'        return tritium__cpu_run("{name}", &tritium__k_{name}_cpu[t][{v}], slots, gx, gy, gz);')
        body.append("    }")
    body.append(f'    return tritium__fail(TRITIUM_ERROR_NO_VARIANT, "{name}: the arguments match none of the exported '
                f'variants ({"; ".join(x["signature"] for x in k["variants"])})");')
    body.append("#else")
    body.append("    " + " ".join(f"(void){a};" for a in ["gx", "gy", "gz"] + [p["c_name"] for p in params]))
    body.append(f'    return tritium__fail(TRITIUM_ERROR_UNSUPPORTED_ARCH, "{name}: the bundle has no CPU object for this '
                'architecture");')
    body += ["#endif", "}"]
    return "\n".join(out + body)


def _device_kernel(lib: str, k: dict, blobs: dict, backend: str, table_type: str, entry, launch: str,
                   values_type: str = "void *", sizes: bool = True) -> str:
    """A GPU entry point: per variant, the binaries embedded and a table of them (`entry(arr, b)` ->
    (extra declarations, the table entry)); then the function, which calls `launch` (a format of
    {table}, {count} and {n}, the arguments kept) for the first variant whose hints hold."""
    name, params, variants = k["name"], k["params"], k["parsed_variants"]
    out = []
    for v in range(len(variants)):
        entries = []
        for b in (b for b in k[backend] if b["variant"] == v):
            arr = f"tritium__k_{name}_v{v}_{'sm' if backend == 'cuda' else ''}{b['arch']}"
            out.append(_array(arr, blobs[b["file"]]))
            decls, e = entry(arr, b)
            out += decls
            entries.append(e)
        out.append(f"static const {table_type} tritium__k_{name}_{backend}_v{v}[] = {{{', '.join(entries)}}};")
    body = [f"{_prototype(lib, k, backend)} {{"]
    for v, variant in enumerate(variants):
        kept = [p["c_name"] for p, h in zip(params, variant) if not (h.hint == 1 and not h.is_pointer)]
        table = f"tritium__k_{name}_{backend}_v{v}"
        body.append(f"    {'if' if v == 0 else 'else if'} ({_hint_checks(params, variant, 'cpu' if backend == 'xpu' else 'cuda')}) {{")
        body.append(f"        {values_type}values[] = {{{', '.join(f'&{n}' for n in kept) or 'NULL'}}};")
        if sizes:
            body.append(f"        size_t sizes[] = {{{', '.join(f'sizeof {n}' for n in kept) or '0'}}};")
        count = f"(int)(sizeof {table} / sizeof({table_type}))"
        body.append(f"        return {launch.format(table=table, count=count, n=len(kept))};")
        body.append("    }")
    body.append(f'    return tritium__fail(TRITIUM_ERROR_NO_VARIANT, "{name}: the arguments match none of the exported '
                f'variants ({"; ".join(x["signature"] for x in k["variants"])})");')
    body.append("}")
    return "\n".join(out + body)


def _cuda_kernel(lib: str, k: dict, blobs: dict) -> str:
    def entry(arr, b):
        return [], (f'{{{arr}, sizeof {arr}, {b["arch_number"]}, {int(b["arch_specific"])}, "{b["function"]}", '
                    f'{b["block"]}, {b["shared"]}}}')
    return _device_kernel(lib, k, blobs, "cuda", "tritium__cubin", entry, f'tritium__cu_launch("{k["name"]}", {{table}}, '
                          '{count}, gx, gy, gz, device, stream, values)', sizes=False)


def _xpu_kernel(lib: str, k: dict, blobs: dict) -> str:
    def entry(arr, b):
        return [], (f'{{{arr}, sizeof {arr}, {int(b["native"])}, "{b["flags"]}", "{b["target"]}", "{b["function"]}", '
                    f'{b["local"]}}}')
    return _device_kernel(lib, k, blobs, "xpu", "tritium__xpu_binary", entry, f'tritium__ze_launch("{k["name"]}", '
                          '{table}, {count}, gx, gy, gz, context, device, command_list, {n}, values, sizes)')


VULKAN_USAGE = """/* Vulkan: `_vulkan(gx, gy, gz, physical_device, device, command_buffer, args...)` RECORDS the kernel into
   `command_buffer` (a VkCommandBuffer of `device` in the recording state): vkCmdBindPipeline,
   vkCmdPushConstants (the arguments), vkCmdDispatch(gx, gy, gz). Nothing is submitted or waited for:
   the caller submits the command buffer and synchronises (fences, semaphores), and records the
   barriers between dependent dispatches and before host reads (e.g. a VkMemoryBarrier from
   SHADER_WRITE to SHADER_READ|SHADER_WRITE between two kernels, to HOST_READ before mapping results).
   The command buffer's bound compute pipeline and push constants are changed.
   Pointer arguments are VkDeviceAddress values (vkGetBufferDeviceAddress of buffers made with
   VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT, memory allocated with VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT).
   The instance must be Vulkan 1.2+, the device made with bufferDeviceAddress enabled and the features
   the shaders use (shaderInt64, shaderFloat64, shaderInt16, shaderFloat16, shaderInt8, 8/16-bit storage:
   enable whatever the device has, as tritium's runtime does) and, for +coopmat targets, VK_KHR_cooperative_matrix.
   Pipelines are made on first use per VkDevice (one per kernel variant; not thread-safe against
   tritium_<lib>_unload, which destroys them). */"""


def _vulkan_args(b: dict) -> list[str]:
    """The push-constant slots of a shader, in parameter order: {offset, size, is_bool}."""
    return [f"{{{off}, {size}, {int(ty == 'i1')}}}" for _, ty, off, size in b["push_layout"]]


VK_FEATURES = {"float16": 1, "float64": 2, "int64": 4, "int16": 8, "int8": 16}  # aot/c/vulkan.c's TRITIUM__VK_F_*


def _vulkan_kernel(lib: str, k: dict, blobs: dict) -> str:
    def entry(arr, b):
        slots = _vulkan_args(b)
        decls = [f"static const tritium__vk_arg {arr}_args[] = {{{', '.join(slots)}}};"] if slots else []
        feats = sum(VK_FEATURES[f] for f in b["features"])
        return decls, (f'{{{arr}, sizeof {arr}, "{b["target"]}", "{b["entry"]}", {b["subgroup"]}, {int(b["coopmat"])}, '
                       f'{b["local"]}, {b["shared"]}, {b["push_bytes"]}, {feats}, {arr + "_args" if slots else "NULL"}, '
                       f'{len(slots)}}}')
    return _device_kernel(lib, k, blobs, "vulkan", "tritium__vk_binary", entry, f'tritium__vk_launch("{k["name"]}", '
                          '{table}, {count}, gx, gy, gz, physical_device, device, command_buffer, {n}, values, sizes)',
                          values_type="const void *")
