"""Ahead-of-time bundles (tritium/aot): one bundle of the golden kernels (test_golden_ttir.CASES)
exported for cpu:host, cpu:x86-64-v3, cpu:x86-64 and cpu:aarch64 and built with cc, then run

- from Python through `tritium.aot.load`, in a subprocess where llvmlite cannot be imported (the
  loader must work without the compiler), every golden kernel;
- from a C program including the bundle's header, natively, cross-compiled for AArch64 under
  qemu-aarch64, and under qemu-x86_64 CPUs without AVX-512 / AVX2, where the library must pick the
  best x86 target the CPU runs (cpu:x86-64-v3, cpu:x86-64);

each time on fresh random data with NaN-poisoned outputs, compared with float64 NumPy references.
Also: run-time choice among specialisation variants (alignment, divisibility, an int == 1),
CUDA bundles cross-compiled without a GPU (manifest, cubin hashes, the no-driver error), and the
errors a stale or broken bundle and manifest mistakes give. Skips name the missing tool.
"""
import ctypes
import hashlib
import inspect
import json
import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tritium.aot.exporter import build_library, export
from tritium.aot.loader import AOTError, load
from tritium.aot.manifest import ManifestError, load_manifest
from cpuutil import aligned_empty
from test_golden_ttir import CASES
from golden_launches import golden_case, softmax64  # noqa: F401

ROOT = Path(__file__).resolve().parents[3]
X86 = platform.machine() in ("x86_64", "AMD64")
TARGETS = ["cpu:host", "cpu:x86-64-v3", "cpu:x86-64", "cpu:aarch64"]
VADD = str(ROOT / "examples" / "vector_add.py") + ":add_kernel"
MATMUL = str(ROOT / "examples" / "matmul.py") + ":matmul_kernel"
MM_CX = CASES["matmul"][2]


def cdiv(a, b):
    return -(-a // b)


def spell(t) -> str:
    """A dtype as manifests spell it ('*fp32', 'i32')."""
    name = (t.element_ty if t.is_ptr() else t).name.replace("uint", "u").replace("int", "i")
    return "*" * t.is_ptr() + name


def entry(name, **kw) -> dict:
    """A manifest entry for CASES[name] (its file, signature and constexprs)."""
    fn, sig, cx = CASES[name]
    e = {"kernel": f"{inspect.getsourcefile(fn.fn)}:{fn.fn.__name__}", "name": name,
         "signature": ", ".join(spell(t) for t in sig.values()), "constexprs": dict(cx)}
    return {**e, **kw}


def close(got, ref, tol, what):
    np.testing.assert_allclose(got, ref, rtol=tol, atol=tol, err_msg=what)  # a NaN left behind fails


def run(cmd, **kw):
    r = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=240, **kw)
    assert r.returncode == 0, f"{' '.join(map(str, cmd))} failed ({r.returncode}):\n{r.stdout}\n{r.stderr}"
    return r.stdout


def need(*tools):
    missing = [t for t in tools if shutil.which(t) is None]
    if missing:
        pytest.skip(f"needs {', '.join(missing)} (Debian packages gcc, gcc-aarch64-linux-gnu, qemu-user)")


@pytest.fixture(scope="module", autouse=True)
def cache(tmp_path_factory):
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("TRITIUM_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))
        yield


@pytest.fixture(scope="module")
def gold(tmp_path_factory):
    """One bundle: every golden kernel (default variants) for the four CPU targets, built with cc."""
    need("cc")
    out = tmp_path_factory.mktemp("gold")
    export({"library": "gold", "targets": TARGETS, "kernels": [entry(n) for n in CASES]}, out, build=True)
    return out


# ------------------------------------------------------------------ 1. the Python loader
LOADER = r"""
import json, sys
sys.modules["llvmlite"] = None  # the loader must not need LLVM (nor the compiler)
import numpy as np
import tritium.aot as aot
bundle, data, launches, out = sys.argv[1:5]
arrays = dict(np.load(data))
b = aot.load(bundle)
for name, grid, args in json.load(open(launches)):
    getattr(b, name)[tuple(grid)](*(arrays[a[1:]] if isinstance(a, str) else a for a in args))
np.savez(out, **arrays)
heavy = [m for m in ("tritium.compiler", "tritium.frontend.ast_to_ir") if m in sys.modules]
assert not heavy and sys.modules["llvmlite"] is None, f"the loader imported {heavy or 'llvmlite'}"
print(b.cpu_target)
"""


def test_python_loader_runs_every_golden_kernel_without_the_compiler(gold, tmp_path):
    arrays, launches, refs = golden_case(np.random.default_rng(11))
    np.savez(tmp_path / "in.npz", **arrays)
    (tmp_path / "launches.json").write_text(json.dumps(launches))
    (tmp_path / "loader.py").write_text(LOADER)
    out = run([sys.executable, tmp_path / "loader.py", gold, tmp_path / "in.npz", tmp_path / "launches.json",
               tmp_path / "out.npz"], cwd=tmp_path, env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)})
    assert out.split()[-1] == "cpu:host"
    got = np.load(tmp_path / "out.npz")
    assert {a[1:] for _, _, args in launches for a in args if isinstance(a, str)} >= set(refs)
    for name, (ref, tol) in refs.items():
        close(got[name], ref, tol, name)


def test_loader_refuses_wrong_arguments(gold):
    b, x = load(gold), np.ones(64, np.float32)
    with pytest.raises(AOTError, match=r"vector_add: y_ptr holds float64, but the bundle was exported for \*fp32"):
        b.vector_add[(1,)](x, np.ones(64), x, 64)
    with pytest.raises(AOTError, match=r"BLOCK=256, but the bundle was exported with BLOCK=128"):
        b.vector_add[(1,)](x, x, x, 64, BLOCK=256)
    with pytest.raises(AOTError, match=r"n=4294967296 does not fit int32"):
        b.vector_add[(1,)](x, x, x, 2 ** 32)
    with pytest.raises(AOTError, match=r"missing arguments \['n'\]"):
        b.vector_add[(1,)](x, x, x)


# ------------------------------------------------------------------ 2-4. a C program
SIZES = dict(SZ_N_ADD=5003, SZ_R=37, SZ_C=100, SZ_M=70, SZ_N=50, SZ_K=40)
PROGRAM = r"""
#include <stdio.h>
#include <stdlib.h>
#include "gold.h"

static const char *dir;
static void *io(const char *name, void *p, size_t bytes) { /* p == NULL: read name.bin, else write name.out */
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.%s", dir, name, p ? "out" : "bin");
    FILE *f = fopen(path, p ? "wb" : "rb");
    void *q = p ? p : malloc(bytes);
    if (!f || !q || (p ? fwrite(q, 1, bytes, f) : fread(q, 1, bytes, f)) != bytes) exit(2);
    fclose(f);
    return q;
}
#define RUN(call) do { tritium_status s_ = (call); if (s_) { fprintf(stderr, "%s: %s: %s\n", #call, \
    tritium_gold_error_string(s_), tritium_gold_last_error()); return 1; } } while (0)

int main(int argc, char **argv) {
    if (argc != 2 || tritium_gold_abi_version() != TRITIUM_GOLD_ABI_VERSION) return 3;
    dir = argv[1];
    const char *target = tritium_gold_cpu_target();
    printf("%s\n", target ? target : "(none)");
    float *x = io("x", NULL, 4 * SZ_N_ADD), *y = io("y", NULL, 4 * SZ_N_ADD), *z = io("z", NULL, 4 * SZ_N_ADD);
    RUN(tritium_gold_vector_add_cpu((SZ_N_ADD + 127) / 128, 1, 1, x, y, z, SZ_N_ADD));
    io("z", z, 4 * SZ_N_ADD);
    float *s_in = io("s_in", NULL, 4 * SZ_R * SZ_C), *s_out = io("s_out", NULL, 4 * SZ_R * SZ_C);
    RUN(tritium_gold_softmax_row_cpu(SZ_R, 1, 1, s_out, s_in, SZ_C, SZ_C, SZ_C));
    io("s_out", s_out, 4 * SZ_R * SZ_C);
    void *a = io("a", NULL, 2 * SZ_M * SZ_K), *b = io("b", NULL, 2 * SZ_K * SZ_N);
    float *c = io("c", NULL, 4 * SZ_M * SZ_N);
    RUN(tritium_gold_matmul_cpu(((SZ_M + 31) / 32) * ((SZ_N + 31) / 32), 1, 1, a, b, c, SZ_M, SZ_N, SZ_K,
                                SZ_K, 1, SZ_N, 1, SZ_N, 1));
    io("c", c, 4 * SZ_M * SZ_N);
    return 0;
}
"""


def build_program(bundle: Path, cc: str, out: Path) -> Path:
    (out / "prog.c").write_text(PROGRAM)
    run([cc, "-O1", "-Wall", "-Werror", *(f"-D{k}={v}" for k, v in SIZES.items()), f"-I{bundle}", "-o",
         out / "prog", out / "prog.c", f"-L{bundle}", "-lgold", f"-Wl,-rpath,{bundle}"])
    return out / "prog"


def run_program(cmd: list, data: Path, seed: int) -> str:
    """Write fresh inputs (outputs poisoned) into `data`, run cmd + [data], compare the outputs with
    NumPy; returns the CPU target the library chose."""
    data.mkdir(exist_ok=True)
    rng, (n, r, c, m, nn, k) = np.random.default_rng(seed), SIZES.values()
    f32 = lambda *sh: rng.standard_normal(sh).astype(np.float32)  # noqa: E731
    nan = lambda *sh: np.full(sh, np.nan, np.float32)  # noqa: E731
    files = {"x": f32(n), "y": f32(n), "z": nan(n), "s_in": 3 * f32(r, c), "s_out": nan(r, c),
             "a": f32(m, k).astype(np.float16), "b": f32(k, nn).astype(np.float16), "c": nan(m, nn)}
    for name, arr in files.items():
        arr.tofile(data / f"{name}.bin")
    out = run(cmd + [data])
    refs = {"z": (files["x"].astype(np.float64) + files["y"], 1e-6), "s_out": (softmax64(files["s_in"]), 1e-5),
            "c": (files["a"].astype(np.float64) @ files["b"], 1e-4)}
    for name, (ref, tol) in refs.items():
        close(np.fromfile(data / f"{name}.out", np.float32).reshape(ref.shape), ref, tol, name)
    return out.split()[0]


@pytest.fixture(scope="module")
def program(gold, tmp_path_factory):
    return build_program(gold, "cc", tmp_path_factory.mktemp("prog"))


def test_c_program(program, tmp_path):
    assert run_program([program], tmp_path / "data", 21) == "cpu:host"


@pytest.mark.skipif(not X86, reason="cross-compiles from x86-64")
def test_c_program_cross_compiled_for_aarch64(gold, tmp_path):
    need("aarch64-linux-gnu-gcc", "qemu-aarch64")
    arm = tmp_path / "arm"
    shutil.copytree(gold, arm)  # the x86 lib stays where the other tests use it
    (arm / "libgold.so").unlink()
    build_library(arm, cc="aarch64-linux-gnu-gcc")
    assert b"\xb7\x00" == (arm / "libgold.so").read_bytes()[18:20]  # e_machine: EM_AARCH64 (183)
    prog = build_program(arm, "aarch64-linux-gnu-gcc", tmp_path)
    assert run_program(["qemu-aarch64", "-L", "/usr/aarch64-linux-gnu", prog], tmp_path / "data", 31) == "cpu:aarch64"


PROBE = r"""
#include <cpuid.h>
#include <stdio.h>
int main(void) { /* x86-64-v3 as the psABI defines it, from CPUID (not the bundle's own check); AVX-512F */
    unsigned a, b, c1 = 0, d, b7 = 0, e1 = 0, c;
    unsigned v3_1 = 0x38d83201u; /* SSE3 SSSE3 FMA CX16 SSE4.1 SSE4.2 MOVBE POPCNT OSXSAVE AVX F16C */
    unsigned v3_7 = 0x128;       /* BMI1 AVX2 BMI2 */
    __get_cpuid(1, &a, &b, &c1, &d);
    if (__get_cpuid_count(7, 0, &a, &b, &c, &d)) b7 = b;
    if (__get_cpuid(0x80000001, &a, &b, &c, &d)) e1 = c;
    printf("%d %d\n", (c1 & v3_1) == v3_1 && (b7 & v3_7) == v3_7 && (e1 & 0x20 /* LZCNT */), !!(b7 & 1u << 16));
    return 0;
}
"""


@pytest.mark.skipif(not X86, reason="x86 targets")
@pytest.mark.parametrize("cpu", ["max", "qemu64"])
def test_x86_target_chosen_at_run_time(program, tmp_path, cpu):
    """Natively the bundle runs cpu:host (test_c_program); on CPUs without AVX-512 it must fall back."""
    need("qemu-x86_64")
    (tmp_path / "probe.c").write_text(PROBE)
    run(["cc", "-o", tmp_path / "probe", tmp_path / "probe.c"])
    v3, avx512 = map(int, run(["qemu-x86_64", "-cpu", cpu, tmp_path / "probe"]).split())
    if avx512:
        pytest.skip(f"qemu's {cpu} CPU has AVX-512: the host target may run")
    assert cpu == "max" or not v3
    want = "cpu:x86-64-v3" if v3 else "cpu:x86-64"
    assert run_program(["qemu-x86_64", "-cpu", cpu, program], tmp_path / "data", 41) == want


# ------------------------------------------------------------------ 5. variants
@pytest.fixture(scope="module")
def variants(tmp_path_factory):
    """'var': vector_add aligned/divisible + plain, matmul unit strides (':1') + plain; 'only': the
    hinted variants alone."""
    need("cc")
    mm_plain = "*fp16, *fp16, *fp32" + ", i32" * 9
    mm_one = "*fp16, *fp16, *fp32, i32, i32, i32, i32, i32:1, i32, i32:1, i32, i32:1"
    v16 = "*fp32:16, *fp32:16, *fp32:16, i32:16"
    out = {}
    for lib, vadd, mm in (("var", [v16, "*fp32, *fp32, *fp32, i32"], [mm_plain, mm_one]), ("only", [v16], [mm_one])):
        out[lib] = tmp_path_factory.mktemp(lib)
        export({"library": lib, "targets": ["cpu:host"], "kernels": [
            {"kernel": VADD, "name": "add", "signature": v16, "constexprs": {"BLOCK": 128}, "variants": vadd},
            {"kernel": MATMUL, "name": "mm", "signature": mm_plain, "constexprs": MM_CX, "variants": mm}]},
            out[lib], build=True)
    return out


def add_args(rng, n, offset=0):
    x, y, z = (aligned_empty(n, np.float32, 64, 4 * offset) for _ in range(3))
    x[:], y[:], z[:] = rng.standard_normal(n), rng.standard_normal(n), np.nan
    return x, y, z


def test_variant_chosen_by_alignment_and_divisibility(variants):
    b, rng = load(variants["var"]), np.random.default_rng(51)
    for n, offset in ((4096, 0), (1001, 0), (4096, 1), (1001, 1)):  # offset: pointers 4 bytes past 64
        x, y, z = add_args(rng, n, offset)
        b.add[(cdiv(n, 128),)](x, y, z, n)
        close(z, x.astype(np.float64) + y, 1e-6, f"n={n}, offset={offset}")
    text = (variants["var"] / "var.c").read_text()
    assert "(uintptr_t)x_ptr & 15) == 0" in text and "n % 16 == 0" in text


def test_no_matching_variant_is_an_error(variants):
    b, rng = load(variants["only"]), np.random.default_rng(52)
    x, y, z = add_args(rng, 4096)
    b.add[(32,)](x, y, z, 4096)
    close(z, x.astype(np.float64) + y, 1e-6, "the ':16' variant")
    for n, offset in ((1001, 0), (4096, 1)):
        x, y, z = add_args(rng, n, offset)
        with pytest.raises(AOTError, match=r"add: .*match none of the exported variants \(\*fp32:16, \*fp32:16, "
                                           r"\*fp32:16, i32:16\)"):
            b.add[(cdiv(n, 128),)](x, y, z, n)
        assert np.isnan(z).all()
        assert b.add.cpu(cdiv(n, 128), 1, 1, x.ctypes.data, y.ctypes.data, z.ctypes.data, n) == 4  # NO_VARIANT


def matmul_case(rng, transposed_b: bool):
    M, N, K = 50, 40, 30
    b = rng.standard_normal((N, K)).T if transposed_b else rng.standard_normal((K, N))
    a, b = rng.standard_normal((M, K)).astype(np.float16), b.astype(np.float16)  # astype keeps B's layout
    c = np.full((M, N), np.nan, np.float32)
    args = [a, b, c, M, N, K, *(s // 2 for s in a.strides), *(s // 2 for s in b.strides), *(s // 4 for s in c.strides)]
    return args, a.astype(np.float64) @ b, [cdiv(M, 32) * cdiv(N, 32)]


def test_int_equal_to_one_variant(variants):
    """':1' compiles the unit strides in; a transposed B (stride_bn != 1) needs the plain variant."""
    rng = np.random.default_rng(53)
    meta = json.loads((variants["var"] / "manifest.json").read_text())
    assert [v["hints"][7:] for v in meta["kernels"][1]["variants"]] == [[1, 0, 1, 0, 1], [0, 0, 0, 0, 0]]
    for transposed in (False, True):
        args, ref, grid = matmul_case(rng, transposed)
        load(variants["var"]).mm[grid](*args)
        close(args[2], ref, 1e-4, f"transposed B: {transposed}")
    only = load(variants["only"])
    args, ref, grid = matmul_case(rng, False)
    only.mm[grid](*args)
    close(args[2], ref, 1e-4, "':1' variant alone")
    args, _, grid = matmul_case(rng, True)
    with pytest.raises(AOTError, match=r"mm: .*match none of the exported variants .*i32:1"):
        only.mm[grid](*args)


CLASH = """
import tritium
import tritium.language as tl


@tritium.jit
def clash(t, slots, gx, long, stream, params, device, n, linux, long_, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(slots + offs, tl.load(t + offs, mask=m) * gx + tl.load(long + offs, mask=m) + (stream - params + device)
             + linux * long_, mask=m)
"""


def has_ptxas() -> bool:
    from tritium.backends.cuda.toolchain import ToolchainError, find_ptxas
    try:
        return bool(find_ptxas())
    except ToolchainError:
        return False


def test_parameter_names_c_reserves(tmp_path):
    """Kernel parameters named like C keywords, GCC's predefined macros (linux) or the entry points' own
    names (gx, t, slots, stream, params, device) are renamed in C (`long_`, or `long__` when a Python
    `long_` is beside it), and the kernel still runs. Targets spelled twice ('cpu', 'cpu:host') export once;
    a kernel named like the bundle's own attributes (check, name) does not shadow them."""
    need("cc")
    (tmp_path / "clash.py").write_text(CLASH)
    sig = "*fp32, *fp32, fp32, *fp32, i32, i32, i32, i32, i32, i32"
    k = {"kernel": f"{tmp_path}/clash.py:clash", "signature": sig, "constexprs": {"BLOCK": 64}}
    export({"library": "clash", "targets": ["cpu", "cpu:host"] + ["cuda:80"] * has_ptxas(), "kernels": [
        k, {**k, "name": "check", "variants": [sig]}, {**k, "name": "name", "variants": [sig]}]},
        tmp_path / "out", build=True)
    header = (tmp_path / "out" / "clash.h").read_text()
    assert "void *long__, int32_t stream_" in header and "int32_t linux_, int32_t long_)" in header
    assert len(list((tmp_path / "out" / "cpu" / "x86_64").glob("*clash__check*"))) == 1  # one target, one variant
    rng, n = np.random.default_rng(54), 1000
    t, lng = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    b = load(tmp_path / "out")
    for kernel in (b.clash, b.kernels["check"], b.kernels["name"]):  # (b.check is the bundle's own)
        out = np.full(n, np.nan, np.float32)
        kernel[(np.int64(cdiv(n, 64)),)](t, out, 1.5, lng, 7, 3, 2, n, 5, 3)  # (a NumPy int in the grid)
        close(out, t * 1.5 + lng.astype(np.float64) + 6 + 15, 1e-6, "clash")
    assert b.name == "clash" and b.kernels["name"].name == "name"
    with pytest.raises(AOTError, match="grid"):
        b.clash[(True,)](t, out, 1.5, lng, 7, 3, 2, n, 5, 3)
    with pytest.raises(AOTError, match=r"exported with num_warps=4, called with num_warps=8"):
        b.clash[(1,)](t, out, 1.5, lng, 7, 3, 2, n, 5, 3, num_warps=8)
    b.clash[(1,)](t, out, 1.5, lng, 7, 3, 2, n, 5, 3, num_warps=4)  # the default: as exported


def test_stronger_hints_dispatch_first():
    """A variant whose hints imply another's comes first (':64' before ':16'), or it could never run."""
    sig = "*fp32, *fp32, *fp32, i32"
    k = {"kernel": VADD, "signature": sig, "constexprs": {"BLOCK": 64},
         "variants": ["*fp32:16, *fp32:16, *fp32:16, i32", "*fp32:64, *fp32:64, *fp32:64, i32", sig]}
    m = load_manifest({"library": "o", "targets": ["cpu:host"], "kernels": [k]})
    assert [[p.hint for p in v] for v in m.kernels[0].variants] == [[64] * 3 + [0], [16] * 3 + [0], [0] * 4]


# ------------------------------------------------------------------ 6. CUDA without a GPU
def has_cuda_driver() -> bool:
    """Whether NVIDIA's driver is installed here (then 'cuda' means this GPU's arch)."""
    try:
        ctypes.CDLL("libcuda.so.1")
        return True
    except OSError:
        return False


def test_cuda_bundle_without_gpu(tmp_path):
    if not has_ptxas():
        pytest.skip("needs NVIDIA's ptxas (pip install nvidia-cuda-nvcc)")
    need("cc")
    export({"library": "cu", "targets": ["cuda:80", "cuda:90"], "kernels": [
        entry("vector_add"), entry("softmax_row", variants=["*fp32:16, *fp32:16, i32, i32, i32"])]},
        tmp_path, build=True)
    meta = json.loads((tmp_path / "manifest.json").read_text())
    listed = set()
    for k, nvar in zip(meta["kernels"], (3, 1)):
        assert not k["cpu"] and sorted((b["variant"], b["arch"]) for b in k["cuda"]) == \
            sorted((v, a) for v in range(nvar) for a in ("80", "90a"))  # (cuda:90 is sm_90a, as in Triton)
        for b in k["cuda"]:
            blob = (tmp_path / b["file"]).read_bytes()
            assert blob[:4] == b"\x7fELF" and hashlib.sha256(blob).hexdigest() == b["sha256"]
            listed.add(b["file"])
    assert listed == {str(p.relative_to(tmp_path)) for p in (tmp_path / "cuda").iterdir()}
    assert "ptxas" in meta["toolchain"]
    b = load(tmp_path)
    assert b.cpu_target is None
    if has_cuda_driver():  # (fake addresses on a real GPU would poison this process's CUDA context)
        return  # tests/cuda/test_aot_cuda.py launches bundles there
    status = b.vector_add.cuda(1, 1, 1, 0, None, 0x10000, 0x20000, 0x30000, 64)
    error = b.lib.tritium_cu_last_error
    error.restype = ctypes.c_char_p
    assert status == 2 and b"libcuda" in error(), error()  # TRITIUM_ERROR_NO_DEVICE

    class FakeCudaArray:
        __cuda_array_interface__ = {"data": (0x10000, False), "typestr": "<f4", "shape": (64,), "version": 3}
    f = FakeCudaArray()
    with pytest.raises(AOTError, match=r"vector_add: libcuda\.so\.1 not found .*TRITIUM_ERROR_NO_DEVICE"):
        b.vector_add[(1,)](f, f, f, 64, stream=0)
    with pytest.raises(AOTError, match="no CPU binaries"):
        b.vector_add[(1,)](*[np.ones(64, np.float32)] * 3, 64)


def test_cuda_bundle_of_made_descriptors_runs_pointer_tiles(tmp_path):
    """A kernel that makes tensor descriptors exports for cuda:90 (Hopper, where TMA is the default)
    with its pointer tiles: a bundle's launcher passes no tensor maps. Asking for TMA is refused."""
    if not has_ptxas():
        pytest.skip("needs NVIDIA's ptxas (pip install nvidia-cuda-nvcc)")
    from tritium.aot.exporter import ExportError
    src = ROOT / "tests" / "unit" / "codegen" / "test_gpu_tma_device_descriptors.py"
    k = {"kernel": f"{src}:made_desc_persistent", "name": "mm",
         "signature": "*fp16:16, *fp16:16, *fp16:16, i32, i32:16, i32:16",
         "constexprs": {"NUM_PROGRAMS": 4, "BM": 64, "BN": 64, "BK": 64}}
    export({"library": "md", "targets": ["cuda:90"], "kernels": [k]}, tmp_path / "a")
    meta = json.loads((tmp_path / "a" / "manifest.json").read_text())
    assert [b["arch"] for b in meta["kernels"][0]["cuda"]] == ["90a"]
    with pytest.raises(ExportError, match="TMA copies are not supported in exported bundles"):
        export({"library": "md", "targets": ["cuda:90"], "kernels": [dict(k, options={"tma_descriptors": True})]},
               tmp_path / "b")


# ------------------------------------------------------------------ 7. bad bundles, bad manifests
def bundle_copy(gold, dst: Path, lib=True, **meta) -> Path:
    dst.mkdir()
    m = json.loads((gold / "manifest.json").read_text())
    (dst / "manifest.json").write_text(json.dumps({**m, **meta}))
    if lib:
        shutil.copy(gold / "libgold.so", dst)
    return dst


def test_bad_bundles(gold, tmp_path, monkeypatch):
    with pytest.raises(AOTError, match=r"ABI version 7, this loader reads version 1"):
        load(bundle_copy(gold, tmp_path / "abi", abi_version=7))
    with pytest.raises(AOTError, match=r"libgold.so is not built yet: run `make` there"):
        load(bundle_copy(gold, tmp_path / "nolib", lib=False))
    with pytest.raises(AOTError, match=r"not a tritium bundle"):
        load(tmp_path)
    monkeypatch.setattr("tritium.aot.loader.ABI_VERSION", 2)  # a manifest newer than the lib built from it
    with pytest.raises(AOTError, match=r"libgold.so was built from another bundle version .*rebuild it"):
        load(bundle_copy(gold, tmp_path / "stale", abi_version=2))


KNOWN = "cpu:host, cpu:x86-64, cpu:x86-64-v2, cpu:x86-64-v3, cpu:x86-64-v4, cpu:aarch64"


@pytest.mark.parametrize("targets, change, message", [
    (["cpu:foo"], {}, f"targets: 'cpu:foo': unknown CPU target 'cpu:foo'; known: {KNOWN}$"),
    (["xpu:foo"], {}, r"targets: 'xpu:foo': unknown xpu architecture 'foo'; known: xpu:spirv, xpu:pvc"),
    (["rocm:gfx90a"], {}, r"targets: 'rocm:gfx90a': bundles carry cpu, cuda, xpu, vulkan binaries$"),
    (["vulkan:sg3"], {}, r"targets: 'vulkan:sg3': unknown Vulkan architecture 'sg3'"),
    (["cuda"], {}, r"targets: 'cuda': .*(needs|name) an architecture"),
    (["cpu:host"], {"kernel": "/no/such/file.py:add_kernel"}, r"kernel add_kernel: no such file /no/such/file.py"),
    (["cpu:host"], {"kernel": VADD.replace("add_kernel", "sub")}, r"vector_add.py has no @jit kernel named 'sub'"),
    (["cpu:host"], {"signature": "*fp32, *fp32, i32"}, r"the signature has 3 entries but the kernel has 4 runtime "
                                                        r"parameters \(x_ptr, y_ptr, z_ptr, n\)"),
    (["cpu:host"], {"signature": "*fp32, *fp32, *fp32, i33"}, r"kernels\[0\] \(.*\)\.signature: unknown type 'i33'"),
    (["cpu:host"], {"variants": ["*fp32, *fp32, *fp16, i32"]},
     r"variants\[0\]: types \*fp32, \*fp32, \*fp16, i32 differ from the signature's \*fp32, \*fp32, \*fp32, i32"),
    (["cpu:host"], {"signature": "*fp32:8, *fp32, *fp32, i32"}, r"hint ':8' of '\*fp32:8': a pointer takes :16 or :64"),
    (["cpu:host"], {"constexprs": {}}, r"give the constexpr parameters \['BLOCK'\] a value"),
])
def test_manifest_mistakes(tmp_path, targets, change, message):
    if targets == ["cuda"] and has_cuda_driver():
        pytest.skip("with a CUDA GPU, 'cuda' is this GPU's architecture")
    k = {"kernel": VADD, "signature": "*fp32, *fp32, *fp32, i32", "constexprs": {"BLOCK": 64}, **change}
    with pytest.raises(ManifestError, match=message):
        export({"library": "bad", "targets": targets, "kernels": [k]}, tmp_path / "out")


def test_package_export_stays_a_function():
    import tritium.aot
    import tritium.aot.exporter  # noqa: F401 - the submodule must not replace the function
    assert callable(tritium.aot.export) and callable(tritium.aot.build_library)


def test_long_type_names_mean_the_same_types():
    def variants(sig, **kw):
        k = {"kernel": VADD, "signature": sig, **kw}
        m = load_manifest({"library": "t", "targets": ["cpu:host"], "kernels": [k]})
        return [[(p.type.replace("int", "i"), p.hint) for p in v] for v in m.kernels[0].variants]
    assert variants("*fp32, *fp32, *fp32, int32") == variants("*fp32, *fp32, *fp32, i32")  # 3 default variants
    variants("*fp32, *fp32, *fp32, int32", variants=["*fp32, *fp32, *fp32, i32:16"])
    variants("*fp32, *fp32, *fp32, int32:1")


def test_export_again_without_build_leaves_no_stale_library(tmp_path):
    need("cc")
    add = {"kernel": VADD, "name": "add", "signature": "*fp32, *fp32, *fp32, i32", "constexprs": {"BLOCK": 64},
           "variants": ["*fp32, *fp32, *fp32, i32"]}
    export({"library": "re", "targets": ["cpu:host"], "kernels": [add]}, tmp_path, build=True)
    export({"library": "re", "targets": ["cpu:host"], "kernels": [add, {**add, "name": "add2"}]}, tmp_path)
    with pytest.raises(AOTError, match=r"not built yet|built from another bundle version"):
        load(tmp_path)  # else: bundle.add2 is in manifest.json but not in the library


THREADED = r"""
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>
#include "var.h"
#define N 5000
static int check(int seed) { /* one launch of many programs (the pool's threads), checked exactly */
    float *x = malloc(N * 4), *y = malloc(N * 4), *z = malloc(N * 4);
    for (int i = 0; i < N; i++) { x[i] = (float)(i * seed % 977) - 300.5f; y[i] = 0.25f * (i % 13); z[i] = NAN; }
    int bad = tritium_var_add_cpu((N + 127) / 128, 1, 1, x, y, z, N) != TRITIUM_SUCCESS;
    for (int i = 0; i < N; i++) bad += z[i] != x[i] + y[i];
    free(x); free(y); free(z);
    return bad;
}
static void *worker(void *arg) {
    long bad = 0;
    for (int r = 0; r < 200; r++) bad += check((int)(long)arg * 1000 + r);
    return (void *)bad;
}
int main(void) {
    long bad = check(1);
    pthread_t t[4];
    for (long i = 0; i < 4; i++) pthread_create(&t[i], NULL, worker, (void *)(i + 2));
    pid_t pid = fork(); /* while other threads launch: the child makes its own workers */
    if (pid == 0) _exit(check(7) + check(8) != 0);
    for (int i = 0; i < 4; i++) { void *r; pthread_join(t[i], &r); bad += (long)r; }
    int status = 0;
    waitpid(pid, &status, 0);
    bad += !WIFEXITED(status) || WEXITSTATUS(status) != 0;
    printf("%s\n", bad ? "FAILED" : "OK");
    return bad != 0;
}
"""


def test_cpu_launches_from_threads_and_after_fork(variants, tmp_path):
    """Launches from four threads at once share one worker pool (or start their own threads when it
    is busy), and a child forked meanwhile launches with workers of its own."""
    src = tmp_path / "threaded.c"
    src.write_text(THREADED)
    bundle = variants["var"]
    run(["cc", "-O1", "-Wall", "-Werror", f"-I{bundle}", "-o", tmp_path / "threaded", src, f"-L{bundle}", "-lvar",
         f"-Wl,-rpath,{bundle}", "-lpthread"])
    r = subprocess.run([tmp_path / "threaded"], capture_output=True, text=True, timeout=120,
                       env=dict(os.environ, TRITIUM_NUM_THREADS="4"))
    assert r.returncode == 0 and "OK" in r.stdout, r.stdout + r.stderr


MISSING_ARCH = r"""
#include <stdio.h>
#include "arch.h"
int main(void) {
    float x[64] = {0}, y[64] = {0}, z[64];
    int rc = tritium_arch_add_cpu(1, 1, 1, x, y, z, 64);
    printf("%d %s\n", rc, rc ? tritium_arch_last_error() : "");
    return 0;
}
"""


@pytest.mark.parametrize("targets, runner, message", [
    (["cpu:aarch64"], [], "add: the bundle has no CPU object for this architecture"),
    (["cpu:x86-64-v4"], ["qemu-x86_64", "-cpu", "max"], "add: this CPU runs none of the bundle's targets (cpu:x86-64-v4)"),
])
def test_missing_cpu_arch_is_a_status(tmp_path, targets, runner, message):
    """No object for this machine: TRITIUM_ERROR_UNSUPPORTED_ARCH (3) and a message, not a crash
    (an x86-64-v4 object is never run on a CPU without AVX-512: qemu's `max` CPU has none)."""
    need("cc", *runner[:1])
    if platform.machine() != "x86_64":
        pytest.skip("an x86-64 host")
    out = tmp_path / "arch"
    export({"library": "arch", "targets": targets, "kernels": [
        {"kernel": VADD, "name": "add", "signature": "*fp32, *fp32, *fp32, i32", "constexprs": {"BLOCK": 64}}]},
        out, build=True)
    (tmp_path / "m.c").write_text(MISSING_ARCH)
    run(["cc", "-O1", f"-I{out}", "-o", tmp_path / "m", tmp_path / "m.c", f"-L{out}", "-larch", f"-Wl,-rpath,{out}"])
    r = subprocess.run(runner + [str(tmp_path / "m")], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0 and r.stdout.strip() == f"3 {message}", r.stdout + r.stderr


def test_cli_exports_a_toml_manifest_and_answers_mistakes_in_one_line(tmp_path):
    need("cc")
    (tmp_path / "k.toml").write_text(f'''library = "clik"
targets = ["cpu:host"]

[[kernels]]
kernel = "{VADD}"
name = "add"
signature = "*fp32, *fp32, *fp32, i32"
constexprs = {{ BLOCK = 128 }}
variants = ["*fp32, *fp32, *fp32, i32"]
''')
    cli = [sys.executable, "-m", "tritium", "aot"]
    r = subprocess.run(cli + [str(tmp_path / "k.toml"), "-o", str(tmp_path / "b"), "--build"], capture_output=True,
                       text=True, timeout=300)
    assert r.returncode == 0 and "clik: 1 kernels, 1 binaries for cpu:host" in r.stdout, r.stderr
    b = load(tmp_path / "b")
    x = np.arange(300, dtype=np.float32)
    z = np.full_like(x, np.nan)
    b.add[(3,)](x, x, z, 300)
    close(z, 2.0 * x, 0, "cli bundle")
    (tmp_path / "bad.toml").write_text("library = \n")
    for args, what in (([str(tmp_path / "nope.toml")], "cannot read the manifest"),
                       ([str(tmp_path / "bad.toml")], "not valid TOML")):
        r = subprocess.run(cli + args + ["-o", str(tmp_path / "x")], capture_output=True, text=True, timeout=120)
        assert r.returncode == 2 and what in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr
