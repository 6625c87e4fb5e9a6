"""A user's own Triton kernels, written against `import triton` as a torch user writes them, for the
`user_kernels` model of inductor_models.py: one registered as a custom op (`torch.library.triton_op`)
and one launched inline through `torch.library.wrap_triton`, both inside torch.compile'd code.
torch copies the kernel's source and its helpers (a @triton.jit function, a
@triton.constexpr_function, a global constant) into the code it generates, so each kind is here."""
from __future__ import annotations

import torch
import triton
import triton.language as tl
from torch.library import triton_op, wrap_triton

SCALE = tl.constexpr(0.5)


@triton.constexpr_function
def block_for(n):
    """The block size a launch picks for `n` elements (run while compiling)."""
    return min(1024, triton.next_power_of_2(n))


@triton.jit
def _softplus(x):
    return tl.where(x > 20.0, x, tl.log(1.0 + tl.exp(x)))


@triton.jit
def add_softplus_kernel(x_ptr, y_ptr, out_ptr, n, alpha, N_HINT: tl.constexpr):
    BLOCK: tl.constexpr = block_for(N_HINT)
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m)
    tl.store(out_ptr + offs, _softplus(x) * SCALE + alpha * y, mask=m)


@triton.jit
def row_max_kernel(x_ptr, out_ptr, cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * stride + offs, mask=offs < cols, other=-float("inf"))
    tl.store(out_ptr + row, tl.max(x, axis=0))


@triton_op("tritium_tests::add_softplus", mutates_args={})
def add_softplus(x: torch.Tensor, y: torch.Tensor, alpha: float) -> torch.Tensor:
    out = torch.empty_like(x)
    n = x.numel()
    block = block_for(n)
    wrap_triton(add_softplus_kernel)[(triton.cdiv(n, block),)](x, y, out, n, alpha, N_HINT=n)
    return out


def row_max(x: torch.Tensor) -> torch.Tensor:
    out = torch.empty(x.shape[0], device=x.device, dtype=x.dtype)
    wrap_triton(row_max_kernel)[(x.shape[0],)](x, out, x.shape[1], x.stride(0),
                                               BLOCK=triton.next_power_of_2(x.shape[1]))
    return out


def add_softplus_reference(x, y, alpha):
    return torch.nn.functional.softplus(x) * 0.5 + alpha * y
