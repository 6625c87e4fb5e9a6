"""Golden CUDA-backend text of the golden kernels, cross-compiled for `cuda:90` (no GPU needed):
`tests/golden/ttgir/<name>.ttgir` (the layouts the layout pass chose), `tests/golden/llir_cuda/<name>.ll`
(the SIMT lowering rendered for NVPTX) and `tests/golden/ptx/<name>.ptx` (LLVM's NVPTX output, which
depends on the LLVM version: skipped when llvmlite's LLVM is not the one the files were made with).
Each kernel is also assembled by ptxas into an sm_90 cubin. Regenerate deliberately with
`TRITIUM_UPDATE_GOLDEN=1 python -m pytest tests/unit/codegen/test_golden_cuda.py` and review the diff.
"""
import pytest

import tritium
from tritium.backends.cuda import toolchain
from tritium.ir import parse_ir, print_ir

from test_golden_cpu import LLVM_VERSION, ROOT, UPDATE, _compare
from test_golden_ttir import CASES as TTIR_CASES, PF16

# name -> (kernel, signature, constexprs, specialisation facts, options)
CASES = {name: (fn, sig, cx, {}, {}) for name, (fn, sig, cx) in TTIR_CASES.items()}
_mm, _mm_sig, _ = TTIR_CASES["matmul"]
# the tutorial's fast path: unit strides compiled in, 16-divisible sizes and 16-byte aligned pointers
# -> 16-byte loads, cp.async into swizzled 3-stage ring buffers, ldmatrix, mma
CASES["matmul_pipelined"] = (
    _mm, {k: v for k, v in _mm_sig.items() if k not in ("stride_ak", "stride_bn", "stride_cn")},
    dict(BLOCK_M=64, BLOCK_N=64, BLOCK_K=32, GROUP_M=4, stride_ak=1, stride_bn=1, stride_cn=1),
    {**{p: ["aligned_16"] for p in ("a_ptr", "b_ptr", "c_ptr")},
     **{p: ["divisible_16"] for p in ("M", "N", "K", "stride_am", "stride_bk", "stride_cm")}},
    dict(num_warps=4, num_stages=3))

# Hopper's warpgroup MMA: the same kernel for cuda:90a, 128x128x64 tiles on 4 warps (one warpgroup,
# two 64-row slabs), B's 256-byte rows in two swizzle panels -> wgmma.mma_async m64n128k16; C in fp16,
# as tutorial 03 stores it: the sums converted through the dead stages to 16-byte row runs
CASES["matmul_wgmma"] = (CASES["matmul_pipelined"][0], dict(CASES["matmul_pipelined"][1], c_ptr=PF16),
                         dict(CASES["matmul_pipelined"][2], BLOCK_M=128, BLOCK_N=128, BLOCK_K=64),
                         CASES["matmul_pipelined"][3], dict(num_warps=4, num_stages=3))
# Hopper's TMA for descriptors the kernel makes (tutorial 09's descriptor-persistent shape): three tensor
# maps whose recipes the launcher evaluates, bulk tensor copies into the stages, a bulk tensor store
from test_gpu_tma_device_descriptors import ALIGNED, PERSISTENT_SIG, made_desc_persistent  # noqa: E402
CASES["matmul_made_descriptors_tma"] = (made_desc_persistent, PERSISTENT_SIG,
                                        dict(NUM_PROGRAMS=132, BM=128, BN=128, BK=64), ALIGNED,
                                        dict(num_warps=4, num_stages=3))
TARGETS = {"matmul_wgmma": "cuda:90a", "matmul_made_descriptors_tma": "cuda:90a"}  # the rest: cuda:90

try:
    toolchain.find_ptxas()
    HAVE_PTXAS = True
except toolchain.ToolchainError:
    HAVE_PTXAS = False


def _compiled(name):
    fn, sig, cx, facts, options = CASES[name]
    return tritium.compile(fn, sig, cx, target=TARGETS.get(name, "cuda:90"), facts=facts, **options)


@pytest.fixture(scope="module")
def compiled():
    return {}


def _get(compiled, name):
    if name not in compiled:
        compiled[name] = _compiled(name)
    return compiled[name]


pytestmark = pytest.mark.skipif(not HAVE_PTXAS, reason="ptxas not found (pip install nvidia-cuda-nvcc)")


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_ttgir(name, compiled):
    ck = _get(compiled, name)
    text = ck.asm["ttgir"]
    assert print_ir(parse_ir(text), with_locs=True) == text  # ttgir round-trips like ttir
    _compare(ROOT / "ttgir" / f"{name}.ttgir", print_ir(parse_ir(text)), f"ttgir of {name}")


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_llir_cuda(name, compiled):
    _compare(ROOT / "llir_cuda" / f"{name}.ll", _get(compiled, name).asm["llir"], f"NVPTX LLVM IR of {name}")


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_ptx_and_cubin(name, compiled):
    ck = _get(compiled, name)
    cubin = ck.asm["cubin"]
    assert cubin[:4] == b"\x7fELF" and int.from_bytes(cubin[18:20], "little") == 190  # EM_CUDA
    assert ck.metadata["n_regs"] > 0
    stamp = ROOT / "ptx" / "LLVM_VERSION"
    if not UPDATE and (not stamp.exists() or stamp.read_text().strip() != LLVM_VERSION):
        pytest.skip(f"golden PTX was made with another LLVM than {LLVM_VERSION}")
    if UPDATE:
        stamp.parent.mkdir(parents=True, exist_ok=True)
        stamp.write_text(LLVM_VERSION + "\n")
    _compare(ROOT / "ptx" / f"{name}.ptx", ck.asm["ptx"], f"PTX of {name}")


def test_matmul_uses_tensor_cores_without_spills(compiled):
    ck = _get(compiled, "matmul")
    assert "mma.sync.aligned.m16n8k16" in ck.asm["ptx"]
    assert ck.metadata["n_spills"] == 0


def test_pipelined_matmul_streams_operands_through_shared_memory():
    """On Ampere (sm_80) the pipelined operands reach the tensor cores through ldmatrix."""
    fn, sig, cx, facts, options = CASES["matmul_pipelined"]
    ck = tritium.compile(fn, sig, cx, target="cuda:80", facts=facts, **options)
    ttgir, ptx = ck.asm["ttgir"], ck.asm["ptx"]
    assert ttgir.count("ttg.local_alloc") == 2 and "!ttg.memdesc<3x64x32xf16" in ttgir
    assert "cp.async.cg.shared.global" in ptx and "ldmatrix.sync.aligned.m8n8.x4.shared.b16" in ptx
    assert "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16" in ptx and "mma.sync.aligned.m16n8k16" in ptx
    assert "ld.global" not in ptx.split("cp.async.wait_group")[1]  # the loop loads nothing itself
    assert ck.metadata["n_spills"] == 0


@pytest.mark.parametrize("arch", ["80", "89", "90a"])
@pytest.mark.parametrize("name", ["vector_add", "matmul_pipelined", "softmax_row"])
def test_cross_compiles_for_every_arch(name, arch):
    """The same kernels compile for Ampere, Ada and Hopper on a machine without a GPU: each cubin is
    an ELF for that SM, and its PTX targets it."""
    fn, sig, cx, facts, options = CASES[name]
    ck = tritium.compile(fn, sig, cx, target=f"cuda:{arch}", facts=facts, **options)
    assert toolchain.cubin_arch(ck.asm["cubin"]) == arch
    assert f".target sm_{arch}" in ck.asm["ptx"]
    assert ck.metadata["n_spills"] == 0


def test_wgmma_in_machine_code(compiled):
    """cuda:90a's matmul: every wgmma of the PTX is an HGMMA of the SASS (ptxas did not fall back or
    serialise them), fenced and waited for, with no spills."""
    ck = _get(compiled, "matmul_wgmma")
    ptx = ck.asm["ptx"]
    n = ptx.count("wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16")
    assert n == 8 and "wgmma.wait_group.sync.aligned 1" in ptx and "wgmma.wait_group.sync.aligned 0" in ptx
    assert ck.metadata["n_spills"] == 0
    if toolchain.find_nvdisasm() is None:
        pytest.skip("nvdisasm not found (pip install nvidia-cuda-nvdisasm): PTX checked, SASS not")
    code = toolchain.sass(ck.asm["cubin"])
    assert code.count("HGMMA.64x128x16.F32") == n
    assert "WARPGROUP.ARRIVE" in code and "WARPGROUP.DEPBAR" in code
    assert "HMMA" not in code.replace("HGMMA", "")


@pytest.mark.parametrize("kind", ["int8", "tf32"])
@pytest.mark.parametrize("arch", ["80", "90a"])
def test_linear_layer_in_machine_code(arch, kind):
    """`x @ W.T` (W [N, K], as a Linear layer reads it) with int8 operands and int32 sums, or fp32
    ones in tf32: mma.sync (IMMA m16n8k32 / HMMA m16n8k8) on Ampere; on Hopper wgmma from shared memory
    (IGMMA 64x128x32 / HGMMA 64x128x8 TF32), B staged K-major; no spills."""
    import tritium.language as tl
    from tritium.frontend import dtypes as D

    @tritium.jit
    def linear(a_ptr, w_ptr, c_ptr, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
        offs_m = tl.program_id(0) * BM + tl.arange(0, BM)
        offs_n = tl.program_id(1) * BN + tl.arange(0, BN)
        rk = tl.arange(0, BK)
        acc = tl.zeros((BM, BN), dtype=c_ptr.dtype.element_ty)
        for k in range(0, K, BK):
            a = tl.load(a_ptr + offs_m[:, None] * K + (k + rk)[None, :])
            b = tl.load(w_ptr + offs_n[None, :] * K + (k + rk)[:, None])
            acc = tl.dot(a, b, acc)
        tl.store(c_ptr + offs_m[:, None] * 4096 + offs_n[None, :], acc)

    t, out = (D.int8, D.int32) if kind == "int8" else (D.float32, D.float32)
    sig = {"a_ptr": D.pointer_type(t), "w_ptr": D.pointer_type(t), "c_ptr": D.pointer_type(out), "K": D.int32}
    facts = {"a_ptr": ["aligned_16"], "w_ptr": ["aligned_16"], "c_ptr": ["aligned_16"], "K": ["divisible_16"]}
    ck = tritium.compile(linear, sig, dict(BM=128, BN=128, BK=64 if kind == "int8" else 32), target=f"cuda:{arch}",
                         facts=facts, num_warps=4, num_stages=3)
    ptx = ck.asm["ptx"]
    if arch == "80":
        want = "m16n8k32.row.col.s32.s8.s8.s32" if kind == "int8" else "m16n8k8.row.col.f32.tf32.tf32.f32"
        assert f"mma.sync.aligned.{want}" in ptx and "wgmma" not in ptx
    else:
        want = "m64n128k32.s32.s8.s8" if kind == "int8" else "m64n128k8.f32.tf32.tf32"
        assert f"wgmma.mma_async.sync.aligned.{want}" in ptx and "mma.sync" not in ptx
    assert ck.metadata["n_spills"] == 0
    if toolchain.find_nvdisasm() is None:
        pytest.skip("nvdisasm not found (pip install nvidia-cuda-nvdisasm): PTX checked, SASS not")
    code = toolchain.sass(ck.asm["cubin"])
    if arch == "80":
        assert ("IMMA.16832.S8.S8" if kind == "int8" else "HMMA.1688.F32.TF32") in code
    else:
        assert ("IGMMA.64x128x32.S8.S8" if kind == "int8" else "HGMMA.64x128x8.F32.TF32") in code
        assert "MMA." not in code.replace("GMMA.", "")
