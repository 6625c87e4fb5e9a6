"""A kernel from `tritium.compile(..., target=<this GPU>)` launches on CUDA tensors as Triton's
compiled kernels do (`ck[grid](*args)`), and refuses host arrays by name."""
import numpy as np
import pytest

torch = pytest.importorskip("torch")
if not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)

import tritium  # noqa: E402
import tritium.language as tl  # noqa: E402


@tritium.jit
def axpy_kernel(x_ptr, y_ptr, out_ptr, a, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, a * tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m), mask=m)


def test_compile_for_this_gpu_and_launch():
    major, minor = torch.cuda.get_device_capability()
    ck = tritium.compile(axpy_kernel, "*fp32:16, *fp32:16, *fp32:16, fp32, i32", {"BLOCK": 256},
                         target=f"cuda:{major}{minor}")
    n = 10_000
    x, y = torch.randn(n, device="cuda"), torch.randn(n, device="cuda")
    out = torch.full((n,), float("nan"), device="cuda")
    ck[(triton_cdiv(n, 256),)](x, y, out, 1.5, n)
    torch.cuda.synchronize()
    ref = 1.5 * x.double() + y.double()
    assert torch.allclose(out.double(), ref, rtol=1e-6, atol=1e-6)
    with pytest.raises(RuntimeError, match="host|device|cuda"):
        ck[(1,)](np.ones(n, np.float32), np.ones(n, np.float32), np.ones(n, np.float32), 1.0, n)


def triton_cdiv(a, b):
    return (a + b - 1) // b
