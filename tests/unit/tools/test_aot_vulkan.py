"""AOT bundles with Vulkan compute shaders, launched from C on lavapipe (Mesa's CPU Vulkan driver).

A C program makes its own instance and device (bufferDeviceAddress and every feature the device has,
as tritium's runtime does), host-visible buffers with device addresses, and records the bundle's
vector_add (twice: one pipeline) and softmax into its command buffer, submits and waits; NumPy checks
the results on random data with NaN-poisoned outputs. The library goes through a shim loader
(TRITIUM_VK_LOADER) that logs pipeline creations and destructions and the push-constant bytes, which
must be VulkanLauncher.pack's. Also: unload then launch again (the pipeline is made again), a
`vulkan:sg8+coopmat` bundle on a device without cooperative matrices, bad handles and grids, a missing
loader, and the float-controls patch the C code makes per device against float_controls.py's.
"""
import json
import os
import shutil
import subprocess
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

from tritium.aot import export

ROOT = Path(__file__).resolve().parents[3]
HEADER = Path("/usr/include/vulkan/vulkan.h")
pytestmark = pytest.mark.skipif(not (HEADER.exists() and shutil.which("cc")),
                                reason="needs cc and the Vulkan headers (Debian: gcc, libvulkan-dev)")
N, ROWS, COLS, OSTRIDE = 100003, 37, 781, 800

SHIM = r"""
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
static void *real(const char *name) {
    static void *lib;
    if (!lib) lib = dlopen("libvulkan.so.1", RTLD_NOW | RTLD_LOCAL);
    return dlsym(lib, name);
}
static int (*create)(void *, uint64_t, uint32_t, const void *, const void *, uint64_t *);
static void (*destroy)(void *, uint64_t, const void *);
static void (*push)(void *, uint64_t, uint32_t, uint32_t, uint32_t, const void *);
static int my_create(void *d, uint64_t c, uint32_t n, const void *i, const void *a, uint64_t *p) {
    fprintf(stderr, "create\n");
    return create(d, c, n, i, a, p);
}
static void my_destroy(void *d, uint64_t p, const void *a) { fprintf(stderr, "destroy\n"); destroy(d, p, a); }
static void my_push(void *cb, uint64_t l, uint32_t s, uint32_t o, uint32_t n, const void *v) {
    fprintf(stderr, "push %u ", o);
    for (uint32_t i = 0; i < n; i++) fprintf(stderr, "%02x", ((const unsigned char *)v)[i]);
    fprintf(stderr, "\n");
    push(cb, l, s, o, n, v);
}
void *vkGetDeviceProcAddr(void *dev, const char *name) {
    void *f = ((void *(*)(void *, const char *))real("vkGetDeviceProcAddr"))(dev, name);
    if (!strcmp(name, "vkCreateComputePipelines")) { *(void **)&create = f; return (void *)my_create; }
    if (!strcmp(name, "vkDestroyPipeline")) { *(void **)&destroy = f; return (void *)my_destroy; }
    if (!strcmp(name, "vkCmdPushConstants")) { *(void **)&push = f; return (void *)my_push; }
    return f;
}
void vkGetPhysicalDeviceProperties2(void *p, void *o) { ((void (*)(void *, void *))real(__func__))(p, o); }
void vkGetPhysicalDeviceFeatures2(void *p, void *o) { ((void (*)(void *, void *))real(__func__))(p, o); }
int vkEnumerateDeviceExtensionProperties(void *p, const char *l, uint32_t *n, void *o) {
    return ((int (*)(void *, const char *, uint32_t *, void *))real(__func__))(p, l, n, o);
}
"""

PROGRAM = r"""
#include <stdio.h>
#include <string.h>
#include <vulkan/vulkan.h>
#include "vk.h"
#include "vkc.h"
static VkDevice dev;
static VkPhysicalDeviceMemoryProperties mem;
typedef struct { VkBuffer b; VkDeviceMemory m; float *host; uint64_t addr; } buf;
static buf make(size_t n) {
    buf r;
    VkBufferCreateInfo bi = {VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO, .size = 4 * n,
                             .usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT};
    vkCreateBuffer(dev, &bi, NULL, &r.b);
    VkMemoryRequirements req;
    vkGetBufferMemoryRequirements(dev, r.b, &req);
    uint32_t want = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT, t = 0;
    while (!(req.memoryTypeBits >> t & 1) || (mem.memoryTypes[t].propertyFlags & want) != want) t++;
    VkMemoryAllocateFlagsInfo fi = {VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO, .flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT};
    VkMemoryAllocateInfo ai = {VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, &fi, req.size, t};
    vkAllocateMemory(dev, &ai, NULL, &r.m);
    vkBindBufferMemory(dev, r.b, r.m, 0);
    vkMapMemory(dev, r.m, 0, VK_WHOLE_SIZE, 0, (void **)&r.host);
    memset(r.host, 0xff, 4 * n); /* NaN */
    VkBufferDeviceAddressInfo di = {VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO, NULL, r.b};
    r.addr = vkGetBufferDeviceAddress(dev, &di);
    return r;
}
static void run(VkCommandBuffer cb, VkQueue q) {
    VkMemoryBarrier to_host = {VK_STRUCTURE_TYPE_MEMORY_BARRIER, NULL, VK_ACCESS_SHADER_WRITE_BIT, VK_ACCESS_HOST_READ_BIT};
    vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &to_host, 0, NULL, 0, NULL);
    VkSubmitInfo si = {VK_STRUCTURE_TYPE_SUBMIT_INFO, .commandBufferCount = 1, .pCommandBuffers = &cb};
    if (vkEndCommandBuffer(cb) || vkQueueSubmit(q, 1, &si, VK_NULL_HANDLE) || vkQueueWaitIdle(q)) printf("submit failed\n");
}
int main(int argc, char **argv) {
    (void)argc;
    VkApplicationInfo app = {VK_STRUCTURE_TYPE_APPLICATION_INFO, .apiVersion = VK_API_VERSION_1_2};
    VkInstanceCreateInfo ii = {VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO, .pApplicationInfo = &app};
    VkInstance inst;
    VkPhysicalDevice all[16], phys = NULL;
    uint32_t n = 16;
    if (vkCreateInstance(&ii, NULL, &inst) || vkEnumeratePhysicalDevices(inst, &n, all) < 0) return 2;
    for (uint32_t i = 0; i < n; i++) {
        VkPhysicalDeviceProperties p;
        vkGetPhysicalDeviceProperties(all[i], &p);
        if (p.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU) phys = all[i];
    }
    /* every feature the device has, as tritium's runtime enables them (bufferDeviceAddress among them) */
    VkPhysicalDeviceVulkan11Features f11 = {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES};
    VkPhysicalDeviceVulkan12Features f12 = {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES, &f11};
    VkPhysicalDeviceFeatures2 f2 = {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, &f12};
    if (!phys) return 3;
    vkGetPhysicalDeviceFeatures2(phys, &f2);
    VkQueueFamilyProperties qf[16];
    uint32_t nq = 16, fam = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(phys, &nq, qf);
    while (!(qf[fam].queueFlags & VK_QUEUE_COMPUTE_BIT)) fam++;
    float prio = 1;
    VkDeviceQueueCreateInfo qi = {VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO, .queueFamilyIndex = fam, .queueCount = 1,
                                  .pQueuePriorities = &prio};
    VkDeviceCreateInfo di = {VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO, &f2, .queueCreateInfoCount = 1, .pQueueCreateInfos = &qi};
    VkQueue q;
    if (!f12.bufferDeviceAddress || vkCreateDevice(phys, &di, NULL, &dev)) return 4;
    vkGetDeviceQueue(dev, fam, 0, &q);
    vkGetPhysicalDeviceMemoryProperties(phys, &mem);
    VkCommandPoolCreateInfo pi = {VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO, .flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT,
                                  .queueFamilyIndex = fam};
    VkCommandPool pool;
    VkCommandBuffer cb;
    vkCreateCommandPool(dev, &pi, NULL, &pool);
    VkCommandBufferAllocateInfo ai = {VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO, NULL, pool, VK_COMMAND_BUFFER_LEVEL_PRIMARY, 1};
    vkAllocateCommandBuffers(dev, &ai, &cb);
    buf x = make(N), y = make(N), z1 = make(N), z2 = make(N), z3 = make(N), s = make(ROWS * COLS), o = make(ROWS * OSTRIDE);
    FILE *f = fopen(argv[1], "rb");
    if (!f || fread(x.host, 4, N, f) != N || fread(y.host, 4, N, f) != N || fread(s.host, 4, ROWS * COLS, f) != ROWS * COLS) return 5;
    fclose(f);
    printf("%llu %llu %llu %llu %llu\n", (unsigned long long)x.addr, (unsigned long long)y.addr,
           (unsigned long long)z1.addr, (unsigned long long)s.addr, (unsigned long long)o.addr);
    VkCommandBufferBeginInfo bi = {VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO, .flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT};
    vkBeginCommandBuffer(cb, &bi);
    printf("%d %s\n", tritium_vk_add_vulkan(1, 1, 1, phys, dev, NULL, x.addr, y.addr, z1.addr, N), tritium_vk_last_error());
    printf("%d %s\n", tritium_vk_add_vulkan(70000, 1, 1, phys, dev, cb, x.addr, y.addr, z1.addr, N), tritium_vk_last_error());
    printf("%d %s\n", tritium_vkc_add_vulkan(1, 1, 1, phys, dev, cb, x.addr, y.addr, z1.addr, N), tritium_vkc_last_error());
    int a = tritium_vk_add_vulkan((N + 255) / 256, 1, 1, phys, dev, cb, x.addr, y.addr, z1.addr, N);
    int b = tritium_vk_add_vulkan((N + 255) / 256, 1, 1, phys, dev, cb, x.addr, y.addr, z2.addr, N);
    int c = tritium_vk_softmax_vulkan(ROWS, 1, 1, phys, dev, cb, o.addr, s.addr, COLS, OSTRIDE, COLS);
    run(cb, q);
    tritium_vk_unload(); /* the pipelines go; the next launch makes its pipeline again */
    vkResetCommandBuffer(cb, 0);
    vkBeginCommandBuffer(cb, &bi);
    int d = tritium_vk_add_vulkan((N + 255) / 256, 1, 1, phys, dev, cb, x.addr, y.addr, z3.addr, N);
    run(cb, q);
    printf("%d %d %d %d %s\n", a, b, c, d, tritium_vk_last_error());
    f = fopen(argv[2], "wb");
    fwrite(z1.host, 4, N, f), fwrite(z2.host, 4, N, f), fwrite(z3.host, 4, N, f), fwrite(o.host, 4, ROWS * OSTRIDE, f);
    fclose(f);
    tritium_vk_unload();
    vkDestroyCommandPool(dev, pool, NULL);
    vkDestroyDevice(dev, NULL);
    vkDestroyInstance(inst, NULL);
    return 0;
}
"""

PATCH = r"""
#include <stdlib.h>
#include "vk.c"
int main(int argc, char **argv) { /* the C float-controls patch of softmax's last variant: SPIR-V on stdout */
    const tritium__vk_binary *b = &tritium__k_softmax_vulkan_v2[0];
    uint32_t *out;
    size_t n;
    if (argc < 3 || tritium__vk_float_controls((const uint32_t *)(const void *)b->code, b->size / 4, atoi(argv[1]),
                                               atoi(argv[2]), &out, &n)) return 1;
    fwrite(out ? out : (const uint32_t *)(const void *)b->code, 4, n, stdout);
    return 0;
}
"""


@pytest.fixture(scope="module")
def lavapipe():
    try:
        from tritium.backends.vulkan import runtime
        p = next((p for p in runtime.physical_devices() if p.type == "CPU"), None)
    except Exception as e:  # noqa: BLE001 - no loader, no driver
        pytest.skip(f"no Vulkan: {e}")
    if p is None:
        pytest.skip("no lavapipe (Debian: libvulkan1 mesa-vulkan-drivers)")
    return p


@pytest.fixture(scope="module")
def built(tmp_path_factory, lavapipe):
    tmp = tmp_path_factory.mktemp("vkaot")
    add = {"kernel": f"{ROOT}/examples/vector_add.py:add_kernel", "name": "add",
           "signature": "*fp32, *fp32, *fp32, i32", "constexprs": {"BLOCK": 256}}
    sm = {"kernel": f"{ROOT}/examples/softmax.py:softmax_kernel", "name": "softmax",
          "signature": "*fp32, *fp32, i32, i32, i32", "constexprs": {"BLOCK": 1024}}
    target = f"vulkan:sg{lavapipe.subgroup_size}"
    vk = export({"library": "vk", "targets": [target], "kernels": [add, sm]}, tmp / "vk", build=True)
    vkc = export({"library": "vkc", "targets": [target + "+coopmat"], "kernels": [add]}, tmp / "vkc", build=True)
    macros = [f"-D{k}={v}" for k, v in dict(N=N, ROWS=ROWS, COLS=COLS, OSTRIDE=OSTRIDE).items()]
    (tmp / "main.c").write_text(PROGRAM)
    (tmp / "shim.c").write_text(SHIM)
    subprocess.run(["cc", "-O1", "-Wall", "-Werror", *macros, f"-I{vk}", f"-I{vkc}", "-o", str(tmp / "main"),
                    str(tmp / "main.c"), f"-L{vk}", f"-L{vkc}", "-lvk", "-lvkc", f"-Wl,-rpath,{vk}:{vkc}", "-lvulkan"],
                   check=True)
    subprocess.run(["cc", "-O1", "-shared", "-fPIC", "-o", str(tmp / "libshim.so"), str(tmp / "shim.c"), "-ldl"], check=True)
    return SimpleNamespace(tmp=tmp, vk=vk, vkc=vkc, target=target)


def test_vector_add_and_softmax_recorded_from_c(built):
    from tritium.backends.vulkan.driver import VulkanLauncher
    rng = np.random.default_rng(0)
    x, y = rng.standard_normal(N, dtype=np.float32), rng.standard_normal(N, dtype=np.float32)
    s = rng.standard_normal((ROWS, COLS), dtype=np.float32)
    np.concatenate([x, y, s.ravel()]).tofile(built.tmp / "in.bin")
    r = subprocess.run([str(built.tmp / "main"), str(built.tmp / "in.bin"), str(built.tmp / "out.bin")], capture_output=True,
                       text=True, timeout=300, env=dict(os.environ, TRITIUM_VK_LOADER=str(built.tmp / "libshim.so")))
    assert r.returncode == 0, r.stdout + r.stderr
    addrs, no_cb, big, coopmat, statuses = r.stdout.splitlines()
    assert no_cb.startswith("1 add: pass a VkPhysicalDevice, its VkDevice and a VkCommandBuffer")
    assert big.startswith("1 add: grid (70000, 1, 1) exceeds llvmpipe") and "work-group counts (65535" in big
    assert coopmat.startswith("3 add: llvmpipe") and "lacks cooperative matrices (VK_KHR_cooperative_matrix)" in coopmat
    assert statuses.split()[:4] == ["0"] * 4, statuses
    # results: NaN-poisoned outputs, each element written once
    out = np.fromfile(built.tmp / "out.bin", np.float32)
    z, o = out[:3 * N].reshape(3, N), out[3 * N:].reshape(ROWS, OSTRIDE)
    np.testing.assert_array_equal(z, np.broadcast_to(x + y, (3, N)))
    e = np.exp(s.astype(np.float64) - s.max(axis=1, keepdims=True))
    np.testing.assert_allclose(o[:, :COLS], e / e.sum(axis=1, keepdims=True), rtol=0, atol=1e-6)
    assert np.isnan(o[:, COLS:]).all()
    # one pipeline per kernel and device: made on first use (the failing grid's), kept for the second launch,
    # destroyed by unload and made again
    log = r.stderr.splitlines()
    assert [c for c in log if c in ("create", "destroy")] == ["create", "create", "destroy", "destroy", "create", "destroy"]
    pushes = [c.split() for c in log if c.startswith("push")]
    assert len(pushes) == 4 and all(p[1] == "0" for p in pushes)
    # the push constants are VulkanLauncher.pack's bytes for the variant's layout
    m = json.loads((built.vk / "manifest.json").read_text())
    layout = {k["name"]: {b["variant"]: b for b in k["vulkan"]} for k in m["kernels"]}
    ax, ay, az, as_, ao = map(int, addrs.split())
    pack = lambda b, args: VulkanLauncher.pack(SimpleNamespace(layout=b["push_layout"]), args).hex()  # noqa: E731
    assert pushes[0][2] == pack(layout["add"][1], [ax, ay, az, N])  # pointers :16, n % 16 != 0
    assert pushes[2][2] == pack(layout["softmax"][1], [ao, as_, COLS, OSTRIDE, COLS])


def test_manifest_lists_the_shaders(built):
    import hashlib
    m = json.loads((built.vk / "manifest.json").read_text())
    assert m["targets"] == [built.target]
    for k in m["kernels"]:
        assert len(k["vulkan"]) == 3 and {p["c_type"]["vulkan"] for p in k["params"]} >= {"uint64_t", "int32_t"}
        for b in k["vulkan"]:
            data = (built.vk / b["file"]).read_bytes()
            assert b["file"] == f"vulkan/{k['name']}.v{b['variant']}.{b['arch']}.spv" and data[:4] == b"\x03\x02\x23\x07"
            assert b["sha256"] == hashlib.sha256(data).hexdigest() and b["entry"] == "main"
            assert b["local"] == 4 * b["subgroup"] and not b["coopmat"] and b["push_bytes"] == 28
    c = json.loads((built.vkc / "manifest.json").read_text())["kernels"][0]["vulkan"][0]
    assert c["coopmat"] and c["target"] == built.target + "+coopmat" and c["arch"].endswith("_coopmat")
    assert "uint64_t x_ptr" in (built.vk / "vk.h").read_text()


def test_float_controls_patch_matches_the_runtime(built):
    """The C port of float_controls.preserve_denormals gives the same words for every device setting."""
    from tritium.codegen.spirv.float_controls import preserve_denormals
    exe = built.tmp / "patch"
    (built.tmp / "patch.c").write_text(PATCH)
    subprocess.run(["cc", "-O1", f"-I{built.vk}", "-o", str(exe), str(built.tmp / "patch.c"), "-ldl", "-lpthread"],
                   check=True)
    spv = (built.vk / "vulkan/softmax.v2.sg{}.spv".format(built.target.split("sg")[1])).read_bytes()
    widths = lambda mask: tuple(w for i, w in enumerate((16, 32, 64)) if mask >> i & 1)  # noqa: E731
    changed = 0
    for denorm, nan in [(0, 0), (0, 7), (2, 0), (7, 7), (5, 2)]:
        got = subprocess.run([str(exe), str(denorm), str(nan)], capture_output=True, check=True).stdout
        want = preserve_denormals(spv, widths(denorm), widths(nan))
        assert got == want, (denorm, nan)
        changed += want != spv
    assert changed >= 3


def test_missing_loader_is_a_status_not_a_crash(built):
    lib = built.vk / "libvk.so"
    code = (f"import ctypes; lib = ctypes.CDLL({str(lib)!r}); f = lib.tritium_vk_add_vulkan; f.restype = ctypes.c_int;"
            "lib.tritium_vk_last_error.restype = ctypes.c_char_p; h = ctypes.c_void_p(1); p = ctypes.c_uint64(4096);"
            "print(f(1, 1, 1, h, h, h, p, p, p, ctypes.c_int32(64)), lib.tritium_vk_last_error().decode())")
    r = subprocess.run(["python", "-c", code], capture_output=True, text=True, timeout=60,
                       env=dict(os.environ, TRITIUM_VK_LOADER="/nonexistent/libvulkan.so.1"))
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("2 add: /nonexistent/libvulkan.so.1 not found"), r.stdout
    assert "libvulkan1" in r.stdout and "mesa-vulkan-drivers" in r.stdout


def test_python_loader_launches_on_vulkan_device_arrays(built, lavapipe):
    """tritium's Vulkan DeviceArrays go to the `_vulkan` entry point, recorded into the device's
    command buffers in launch order (no copies); mistakes come back as the library's statuses."""
    from tritium.aot import AOTError, load
    from tritium.backends.vulkan import runtime
    index = runtime.physical_devices().index(lavapipe)
    b = load(built.vk)
    rng = np.random.default_rng(7)
    x, y = rng.standard_normal(N).astype(np.float32), rng.standard_normal(N).astype(np.float32)
    X, Y = runtime.DeviceArray.from_numpy(x, index), runtime.DeviceArray.from_numpy(y, index)
    Z = runtime.DeviceArray.from_numpy(np.full(N, np.nan, np.float32), index)
    b.add[(-(-N // 256),)](X, Y, Z, N)
    b.add[(-(-N // 256),)](Z, Y, Z, N)  # ordered after the first: z = x + 2y
    np.testing.assert_array_equal(Z.numpy(), (x + y) + y)
    a = rng.standard_normal((ROWS, COLS)).astype(np.float32)
    A = runtime.DeviceArray.from_numpy(a, index)
    O = runtime.DeviceArray.from_numpy(np.full((ROWS, COLS), np.nan, np.float32), index)
    b.softmax[(ROWS,)](O, A, COLS, COLS, COLS)
    e = np.exp(a.astype(np.float64) - a.max(1, keepdims=True))
    np.testing.assert_allclose(O.numpy(), e / e.sum(1, keepdims=True), rtol=1e-5, atol=1e-7)
    with pytest.raises(AOTError, match=r"add: grid \(70000, 1, 1\) exceeds .*TRITIUM_ERROR_INVALID_ARGUMENT"):
        b.add[(70000,)](X, Y, Z, N)
    with pytest.raises(AOTError, match="no CPU binaries"):
        b.add[(1,)](x, y, x, N)
