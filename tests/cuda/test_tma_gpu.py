"""TMA copies on a Hopper GPU (the default there; option tma_descriptors): tutorial 09's descriptor matmul with host
TensorDescriptors over torch tensors, edges zero-filled by the hardware, B given as is or
transposed; the tensor maps re-encoded when the tensors change. Against torch in float64 on fresh
random inputs, outputs poisoned with NaN first. Skipped without an sm_90 GPU and torch."""
import os
import sys

import numpy as np
import pytest

torch = pytest.importorskip("torch")
if not torch.cuda.is_available() or torch.cuda.get_device_capability()[0] != 9:
    pytest.skip("needs a Hopper (sm_90) GPU", allow_module_level=True)

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unit"))  # (the fixtures)
import layer_paths  # noqa: E402,F401  (tests/unit's layer folders too)
from test_gpu_tma import desc_matmul  # noqa: E402
from tritium.tools.tensor_descriptor import TensorDescriptor  # noqa: E402


def _run(M, N, K, BM, BN, BK, bt, dtype, seed, stages=3, warps=4):
    g = torch.Generator().manual_seed(seed)
    a = torch.randn(M, K, generator=g).to(dtype).cuda()
    b = torch.randn(K, N, generator=g).to(dtype).cuda()
    bmat = b.T.contiguous() if bt else b
    c = torch.full((M, N), float("nan"), device="cuda")
    a_desc = TensorDescriptor.from_tensor(a, [BM, BK])
    b_desc = TensorDescriptor.from_tensor(bmat, [BN, BK] if bt else [BK, BN])
    grid = (triton_cdiv(M, BM), triton_cdiv(N, BN))
    ck = desc_matmul[grid](a_desc, b_desc, c, M, N, K, BM=BM, BN=BN, BK=BK, BT=bt, num_stages=stages,
                           num_warps=warps)
    torch.cuda.synchronize()
    ref = a.double().cpu() @ b.double().cpu()
    return ck, c.cpu().double(), ref


def triton_cdiv(x, y):
    return (x + y - 1) // y


@pytest.mark.parametrize("M,N,K,BM,BN,BK,bt,dtype", [
    (512, 512, 512, 128, 128, 64, False, torch.float16),
    (300, 200, 136, 128, 128, 64, False, torch.float16),   # partial tiles: the boxes' outside reads as zeros
    (256, 384, 256, 128, 128, 64, True, torch.bfloat16),   # B^T [N, K], read K-major
    (128, 256, 512, 64, 256, 32, False, torch.float16),    # B's 512-byte rows: four copies a stage
])
def test_tma_matmul(M, N, K, BM, BN, BK, bt, dtype):
    ck, got, ref = _run(M, N, K, BM, BN, BK, bt, dtype, seed=M + N + K)
    assert ck.metadata.get("tma"), "the loads were not copied by TMA"
    assert not torch.isnan(got).any()
    np.testing.assert_allclose(got.numpy(), ref.numpy(), rtol=2e-2, atol=2e-2 * float(ref.abs().max()) / 10)


def test_unmappable_descriptor_keeps_pointer_tiles():
    """A descriptor the driver cannot map (B's rows 200 bytes apart, no multiple of 16) is read
    through pointer tiles by a kernel specialised for it; A's copies stay TMA copies."""
    ck, got, ref = _run(128, 100, 192, 64, 64, 64, False, torch.float16, seed=5)
    assert [e[0] for e in ck.metadata["tma"]] == [0]  # (A's base parameter only)
    np.testing.assert_allclose(got.numpy(), ref.numpy(), rtol=2e-2, atol=2e-2 * float(ref.abs().max()) / 10)


def test_tensor_maps_follow_the_tensors():
    """The same compiled kernel launched on other tensors (other addresses and shapes) encodes new
    maps; the same tensors again reuse them."""
    for seed, (M, N, K) in enumerate([(256, 256, 128), (384, 128, 256), (256, 256, 128)]):
        _, got, ref = _run(M, N, K, 128, 128, 64, False, torch.float16, seed=seed)
        np.testing.assert_allclose(got.numpy(), ref.numpy(), rtol=2e-2, atol=2e-2 * float(ref.abs().max()) / 10)


@pytest.mark.parametrize("M,N,K,programs", [(512, 384, 256, 132), (300, 144, 192, 7), (0, 128, 64, 4)])
def test_made_descriptors(M, N, K, programs):
    """Descriptors the kernel makes from its arguments (tutorial 09's descriptor-persistent shape)
    get tensor maps the launcher encodes from the arguments: loads and the fp16 result's store by
    TMA, rows past M untouched. With an empty M (no map of an empty tensor exists) the launch runs
    the kernel compiled without TMA."""
    from test_gpu_tma_device_descriptors import made_desc_persistent
    from tritium.backends.cuda.tma import TensorMapError
    g = torch.Generator().manual_seed(M + N + K)
    a = torch.randn(M, K, generator=g).half().cuda()
    b = torch.randn(N, K, generator=g).half().cuda()
    c = torch.full((M + 16, N), float("nan"), device="cuda", dtype=torch.float16)
    kw = dict(NUM_PROGRAMS=programs, BM=128, BN=128, BK=64, num_stages=3, num_warps=8)
    if M == 0:  # no map of an empty tensor exists: the launch runs the kernel compiled without TMA
        ck = made_desc_persistent[(programs,)](a, b, c, M, N, K, **kw)
        torch.cuda.synchronize()
        assert not ck.metadata.get("tma") and torch.isnan(c.cpu()).all()
        tma_ck = made_desc_persistent[(programs,)](a, b, c, M, N, K, warmup=True, **kw)
        assert tma_ck.metadata.get("tma")
        with pytest.raises(TensorMapError, match="tma_descriptors=False"):  # (launched directly, it refuses)
            tma_ck[(programs,)](a, b, c, M, N, K, **kw)
        return
    ck = made_desc_persistent[(programs,)](a, b, c, M, N, K, **kw)
    torch.cuda.synchronize()
    assert len(ck.metadata["tma"]) == 3, "the made descriptors were not copied by TMA"
    ref = a.double().cpu() @ b.double().cpu().T
    got = c.cpu().double()
    assert torch.isnan(got[M:]).all() and not torch.isnan(got[:M]).any()
    np.testing.assert_allclose(got[:M].numpy(), ref.numpy(), rtol=2e-2, atol=2e-2 * float(ref.abs().max()) / 10)


@pytest.mark.parametrize("M,N,K,BM,BN,BK,warps", [(512, 384, 256, 128, 128, 64, 8), (300, 208, 144, 64, 128, 32, 4),
                                                   (0, 128, 64, 64, 64, 64, 4)])
def test_block_pointers(M, N, K, BM, BN, BK, warps):
    """Block pointers checked in both dimensions, from the arguments, with 16-byte strides: A and B
    copied by TMA, C stored by TMA (the columns past N of the padded C untouched); an empty M runs
    the kernel compiled without TMA."""
    from test_gpu_tma_block_pointers import block_ptr_matmul
    g = torch.Generator().manual_seed(M + N + K + 1)
    a = torch.randn(M, K, generator=g).half().cuda()
    b = torch.randn(K, N, generator=g).half().cuda()
    c = torch.full((M, N + 16), float("nan"), device="cuda", dtype=torch.float16)  # (strides: 16 elements)
    grid = (max(1, triton_cdiv(M, BM)), triton_cdiv(N, BN))
    ck = block_ptr_matmul[grid](a, b, c, M, N, K, a.stride(0), b.stride(0), c.stride(0), BM=BM, BN=BN, BK=BK,
                                CHECK=(0, 1), PAD="zero", num_stages=3, num_warps=warps)
    torch.cuda.synchronize()
    got = c.cpu().double()
    assert torch.isnan(got[:, N:]).all()
    if M == 0:
        assert not ck.metadata.get("tma")
        return
    assert len(ck.metadata["tma"]) == 3, "the block pointers were not copied by TMA"
    ref = a.double().cpu() @ b.double().cpu()
    np.testing.assert_allclose(got[:, :N].numpy(), ref.numpy(), rtol=2e-2, atol=2e-2 * float(ref.abs().max()) / 10)


@pytest.mark.parametrize("M,N,K,BM,BN,warps,programs", [(512, 384, 256, 128, 128, 8, 132), (300, 200, 96, 64, 64, 8, 5),
                                                        (256, 320, 128, 128, 64, 4, 3)])
def test_persistent_descriptor_stores(M, N, K, BM, BN, warps, programs):
    """Tutorial 09's persistent TMA kernel, the result through a descriptor too: each program's
    tile stores wait for their copy only before the buffer is written again and after the loop;
    64-row tiles on 8 warps (mma.sync sums, a TMA store from a 1 KB-aligned buffer). fp16 result
    against torch in float64; past the edges nothing is written (NaN poison stays)."""
    from test_gpu_tma import desc_matmul_store_persistent
    g = torch.Generator().manual_seed(M + N)
    a = torch.randn(M, K, generator=g).half().cuda()
    bt = torch.randn(N, K, generator=g).half().cuda()
    c = torch.full((M, N), float("nan"), device="cuda", dtype=torch.float16)
    descs = (TensorDescriptor.from_tensor(a, [BM, 32]), TensorDescriptor.from_tensor(bt, [BN, 32]),
             TensorDescriptor.from_tensor(c, [BM, BN]))
    ck = desc_matmul_store_persistent[(programs,)](*descs, M, N, K, NUM_PROGRAMS=programs, BM=BM, BN=BN, BK=32,
                                                   FLATTEN=False, num_warps=warps, num_stages=3)
    torch.cuda.synchronize()
    ref = a.double().cpu() @ bt.double().cpu().T
    assert len(ck.metadata["tma"]) >= 1
    assert not torch.isnan(c).any()
    np.testing.assert_allclose(c.cpu().double().numpy(), ref.numpy(), rtol=2e-2, atol=2e-2)
