"""`triton.tools.tensor_descriptor.TensorDescriptor`: the host-side description of a tensor for
kernels that load and store blocks through descriptors (base tensor, shape, strides, block shape,
padding).

Passed as a kernel argument it expands, as in Triton, into the base pointer, the shape (i32 each)
and the strides (i64 each; the last one must be 1 and is compiled in), and the kernel sees a tensor
descriptor (`desc.load(offsets)`, `desc.store(offsets, value)`, `desc.shape`, ...) that tritium
lowers to masked pointer tiles: elements outside the shape read as zero (NaN with padding="nan")
and are not written.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, List


@dataclass
class TensorDescriptor:
    base: Any
    shape: List[int]
    strides: List[int]
    block_shape: List[int]
    padding: str = "zero"

    def __post_init__(self):
        self.shape, self.strides = [int(s) for s in self.shape], [int(s) for s in self.strides]
        self.block_shape = [int(b) for b in self.block_shape]
        rank = len(self.shape)
        if len(self.strides) != rank or len(self.block_shape) != rank:
            raise ValueError("shape, strides and block_shape must have the same rank")
        if not 1 <= rank <= 5:
            raise ValueError(f"a tensor descriptor has 1 to 5 dimensions, got {rank}")
        if self.strides[-1] != 1:
            raise ValueError(f"the last dimension must be contiguous (stride 1), got strides {self.strides}")
        for b in self.block_shape:
            if b <= 0 or b & (b - 1):
                raise ValueError(f"block_shape must be powers of 2, got {self.block_shape}")
        if self.padding not in ("zero", "nan"):
            raise ValueError(f"padding must be 'zero' or 'nan', got {self.padding!r}")

    @staticmethod
    def from_tensor(tensor: Any, block_shape: List[int], padding: str = "zero"):
        """The descriptor of a whole torch tensor or NumPy array (strides in elements)."""
        if callable(getattr(tensor, "stride", None)):
            strides = list(tensor.stride())
        else:  # NumPy: strides in bytes
            item = tensor.itemsize
            if any(s % item for s in tensor.strides):
                raise ValueError(f"strides {tensor.strides} are not multiples of the element size {item}")
            strides = [s // item for s in tensor.strides]
        return TensorDescriptor(tensor, list(tensor.shape), strides, list(block_shape), padding)
