"""Flattened persistent loops (`tl.range(..., flatten=True)`, passes/gpu_flatten_loops.py) on a GPU:
tile loops around a K loop, with pointer tiles (stepped and recomputed) and with host
TensorDescriptors (TMA on Hopper), each flattened and as the nest (`flatten_loops=False`), against
torch in float64 on fresh random inputs, outputs poisoned with NaN first; tile counts that do not
divide among the programs, K of one slice, and K = 0 (the nest's copy without its K loop). Skipped
without a CUDA GPU and torch."""
import os
import sys

import numpy as np
import pytest

torch = pytest.importorskip("torch")
if not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unit"))  # (the fixtures)
import layer_paths  # noqa: E402,F401  (tests/unit's layer folders too)
from test_gpu_flatten_loops import flat_tiles, flat_tiles_pointers  # noqa: E402
from test_gpu_tma import desc_matmul_persistent  # noqa: E402

HOPPER = torch.cuda.get_device_capability()[0] == 9


def _inputs(M, N, K, seed):
    g = torch.Generator().manual_seed(seed)
    a = torch.randn(M, K, generator=g).half().cuda()
    b = torch.randn(K, N, generator=g).half().cuda()
    return a, b, (a.double().cpu() @ b.double().cpu())


def _check(got, ref):
    assert not torch.isnan(got).any()
    scale = max(1.0, float(ref.abs().max()))
    np.testing.assert_allclose(got.double().cpu().numpy(), ref.numpy(), rtol=2e-2, atol=2e-2 * scale / 10)


# (M, N, K, programs, BM, BN, BK, warps, stages)
CASES = [(512, 512, 256, 7, 128, 128, 64, 4, 3),   # 16 tiles over 7 programs: 3, 3, 2, ...
         (256, 384, 64, 5, 128, 128, 64, 8, 3),    # one K slice a tile
         (384, 256, 512, 132, 128, 256, 64, 8, 3),  # more programs than tiles; 128x256 tiles
         (256, 256, 0, 3, 128, 128, 64, 4, 2)]     # K = 0: zeros


@pytest.mark.parametrize("flatten", [True, False])
@pytest.mark.parametrize("kernel", ["sliced", "stepped"])
@pytest.mark.parametrize("case", CASES, ids=["-".join(map(str, c)) for c in CASES])
def test_flattened_pointer_tiles(case, kernel, flatten):
    M, N, K, programs, bm, bn, bk, warps, stages = case
    a, b, ref = _inputs(M, N, K, sum(case))
    c = torch.full((M, N), float("nan"), device="cuda", dtype=torch.float16)
    fn = flat_tiles if kernel == "sliced" else flat_tiles_pointers
    fn[(programs,)](a, b, c, M, N, K, PROGRAMS=programs, BM=bm, BN=bn, BK=bk, FLATTEN=True, num_warps=warps,
                    num_stages=stages, flatten_loops=flatten)
    torch.cuda.synchronize()
    _check(c, ref)


@pytest.mark.skipif(not HOPPER, reason="host TensorDescriptors by TMA need a Hopper GPU")
@pytest.mark.parametrize("flatten", [True, False])
@pytest.mark.parametrize("case", CASES[:3], ids=["-".join(map(str, c)) for c in CASES[:3]])
def test_flattened_tma_tiles(case, flatten):
    from tritium.tools.tensor_descriptor import TensorDescriptor
    M, N, K, programs, bm, bn, bk, warps, stages = case
    a, b, ref = _inputs(M, N, K, sum(case) + 1)
    c = torch.full((M, N), float("nan"), device="cuda", dtype=torch.float32)
    ck = desc_matmul_persistent[(programs,)](TensorDescriptor.from_tensor(a, [bm, bk]),
                                             TensorDescriptor.from_tensor(b, [bk, bn]), c, M, N, K,
                                             NUM_PROGRAMS=programs, BM=bm, BN=bn, BK=bk, num_warps=warps,
                                             num_stages=stages, flatten_loops=flatten)
    torch.cuda.synchronize()
    assert ck.metadata.get("tma"), "the loads were not copied by TMA"
    _check(c, ref)
