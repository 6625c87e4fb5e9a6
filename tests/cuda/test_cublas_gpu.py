"""Triton's `triton._C.libtriton.nvidia.cublas.CublasLt` (backends/cuda/cublas.py) on a GPU: c = a @ b.T
in every dtype Triton's binding takes, and gemm's alpha/beta, against float64 references."""
import pytest

torch = pytest.importorskip("torch")
if not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)

from tritium.backends.cuda.cublas import CublasLt  # noqa: E402


@pytest.fixture(scope="module")
def lt():
    return CublasLt(torch.empty(32 * 1024 * 1024, device="cuda", dtype=torch.uint8))


@pytest.mark.parametrize("dtype", ["float16", "bfloat16", "float32", "float8_e4m3fn"])
def test_matmul(lt, dtype):
    torch.manual_seed(3)
    m, n, k = 256, 192, 320
    a = torch.randn(m, k, device="cuda").to(getattr(torch, dtype))
    b = torch.randn(n, k, device="cuda").to(getattr(torch, dtype))
    c = torch.full((m, n), float("nan"), device="cuda").to(getattr(torch, dtype))
    lt.matmul(a, b, c)
    torch.cuda.synchronize()
    ref = a.double() @ b.double().T
    got = c.double()
    # the rounding of the result to its dtype bounds the error (fp8: 3 mantissa bits)
    rel = {"float16": 2e-3, "bfloat16": 1e-2, "float32": 1e-4, "float8_e4m3fn": 7e-2}[dtype]
    assert torch.isfinite(got).all()
    assert ((got - ref).abs() <= rel * ref.abs() + rel * ref.abs().max() * 0.05).all()


def test_gemm(lt):
    torch.manual_seed(4)
    a = torch.randn(128, 64, device="cuda", dtype=torch.float16)
    b = torch.randn(96, 64, device="cuda", dtype=torch.float16)
    c = torch.randn(128, 96, device="cuda", dtype=torch.float16)
    d = torch.full((128, 96), float("nan"), device="cuda", dtype=torch.float16)
    lt.gemm(a, b, c, d, 0.5, -2.0)
    torch.cuda.synchronize()
    ref = 0.5 * (a.double() @ b.double().T) - 2.0 * c.double()
    assert ((d.double() - ref).abs() <= 2e-3 * ref.abs().max()).all()
