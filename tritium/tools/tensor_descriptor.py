"""`triton.tools.tensor_descriptor.TensorDescriptor`: the host-side description of a tensor for
`tl.make_tensor_descriptor`-style kernels (base tensor, shape, strides, block shape, padding).

Only the host-side object exists today: tritium's kernels cannot load or store through tensor
descriptors yet (issue 8), so a kernel that takes one stops at compile time with that message.
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
        rank = len(self.shape)
        if len(self.strides) != rank or len(self.block_shape) != rank:
            raise ValueError("shape, strides and block_shape must have the same rank")
        if self.strides[-1] != 1:
            raise ValueError(f"the last dimension must be contiguous (stride 1), got strides {self.strides}")
        if self.padding not in ("zero", "nan"):
            raise ValueError(f"padding must be 'zero' or 'nan', got {self.padding!r}")

    @staticmethod
    def from_tensor(tensor: Any, block_shape: List[int], padding: str = "zero"):
        return TensorDescriptor(tensor, list(tensor.shape), list(tensor.stride()), list(block_shape), padding)
