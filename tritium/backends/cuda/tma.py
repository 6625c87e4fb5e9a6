"""Tensor maps for TMA copies: what a kernel's `meta['tma']` asks the launcher to pass.

A kernel whose pipeline copies a host TensorDescriptor's boxes with TMA (passes/gpu_tma.py) takes,
after its arguments, one CUtensorMap (128 bytes, by value) per descriptor and box. `encode_args`
turns the descriptor's runtime parts (base address, shape, strides in elements, as the launch
flattens them) and the compiled box into cuTensorMapEncodeTiled's arguments, checking what the
driver would refuse; `TensorMaps` encodes them with the driver (through ctypes into 64-byte aligned
memory: cuda-bindings' CUtensorMap objects are not 64-byte aligned) and keeps the last map of each
slot, so a launch with the same tensors encodes nothing.
"""
from __future__ import annotations

import ctypes

# CUtensorMapDataType by tile-IR element type (fp8 as bytes: a copy moves bits)
DTYPES = {"i8": 0, "f8E4M3FN": 0, "f8E5M2": 0, "i16": 1, "i32": 3, "i64": 5, "f16": 6, "f32": 7, "f64": 8,
          "bf16": 9}
SWIZZLE = {0: 0, 32: 1, 64: 2, 128: 3}  # CU_TENSOR_MAP_SWIZZLE_{NONE, 32B, 64B, 128B}
L2_PROMOTION_128B = 2
FILL = {"zero": 0, "nan": 1}  # CU_TENSOR_MAP_FLOAT_OOB_FILL_{NONE (zeros), NAN_REQUEST_ZERO_FMA}


class TensorMapError(ValueError):
    """A TensorDescriptor argument that a TMA copy cannot read (the message says what to change)."""


def encode_args(entry, dtype: str, elem_bytes: int, base: int, shape, strides) -> dict:
    """cuTensorMapEncodeTiled's arguments (dims, strides and box innermost first, strides in bytes)
    for a kernel's tma entry [arg, box rows, box cols, swizzle bytes, padding] and the descriptor's
    base address, shape and strides (elements; the last stride 1)."""
    _, rows, cols, swizzle, padding = entry
    rank = len(shape)
    if base % 16:
        raise TensorMapError(f"a TensorDescriptor read by TMA needs a 16-byte aligned base address, got {base:#x}")
    if any(int(d) == 0 for d in shape):  # (no map of an empty tensor exists; the pointer tile would read nothing)
        raise TensorMapError(f"a TensorDescriptor read by TMA cannot be empty, got shape {list(shape)} (Triton's "
                             "TensorDescriptor refuses one): launch the kernel with tma_descriptors=False (or "
                             "TRITIUM_CUDA_TMA=0) for empty tensors")
    byte_strides = [int(s) * elem_bytes for s in strides[:-1]]
    for s in byte_strides:
        if s % 16 or not 0 < s < 2 ** 40:
            raise TensorMapError(f"a TensorDescriptor read by TMA needs strides (but the last) that are multiples of "
                                 f"16 bytes, got {[int(x) for x in strides]} elements of {elem_bytes} bytes")
    for d in shape:
        if not 0 < int(d) <= 2 ** 32:
            raise TensorMapError(f"a TensorDescriptor read by TMA needs every dimension in 1..2**32, got shape {list(shape)}")
    return {"dtype": DTYPES[dtype], "rank": rank, "address": int(base),
            "dims": [int(d) for d in reversed(shape)], "strides": list(reversed(byte_strides)),
            "box": [int(cols), int(rows)], "element_strides": [1] * rank, "interleave": 0,
            "swizzle": SWIZZLE[int(swizzle)], "l2": L2_PROMOTION_128B, "fill": FILL[padding],
            "elem_bytes": elem_bytes}


def descriptor_parts(args, arg: int, rank: int = 2):
    """(base address, shape, strides with the compiled-in last 1) of the descriptor whose base is
    flattened argument `arg` (its shape and all strides but the last follow it)."""
    shape = [int(x) for x in args[arg + 1:arg + 1 + rank]]
    strides = [int(x) for x in args[arg + 1 + rank:arg + 2 * rank]] + [1]
    return int(args[arg]), shape, strides


class TensorMaps:
    """The tensor-map parameters of one loaded kernel: one 64-byte aligned 128-byte buffer per
    meta['tma'] entry (the launch record's parameter pointers point at them), re-encoded when the
    descriptor's parts change."""

    def __init__(self, entries: list, arg_types: list):
        self.entries = [list(e) for e in entries]
        self.types = []
        for e in self.entries:
            ptr = arg_types[e[0]]  # "!tt.ptr<f16>"
            elt = ptr[len("!tt.ptr<"):-1].split(",")[0]
            self.types.append((elt, _elem_bytes(elt)))
        self._raw = ctypes.create_string_buffer(128 * len(self.entries) + 64)
        start = ctypes.addressof(self._raw)
        self.addresses = [start + (-start % 64) + 128 * i for i in range(len(self.entries))]
        self._last = [None] * len(self.entries)

    def update(self, args, encode) -> None:
        """Encode each map whose descriptor parts differ from the last launch's (`encode(fields,
        address)` writes the map at that address)."""
        for i, e in enumerate(self.entries):
            parts = descriptor_parts(args, e[0])
            if parts == self._last[i]:
                continue
            elt, size = self.types[i]
            encode(encode_args(e, elt, size, *parts), self.addresses[i])
            self._last[i] = parts


def _elem_bytes(elt: str) -> int:
    if elt in ("f16", "bf16", "i16"):
        return 2
    if elt in ("f32", "i32"):
        return 4
    if elt in ("f64", "i64"):
        return 8
    return 1


def driver_encode(lib):
    """encode(fields, address) through libcuda's cuTensorMapEncodeTiled (a ctypes CDLL)."""
    fn = lib.cuTensorMapEncodeTiled
    fn.restype = ctypes.c_int
    u64, u32 = ctypes.c_uint64, ctypes.c_uint32

    def encode(f: dict, address: int) -> None:
        r = f["rank"]
        dims, strides = (u64 * r)(*f["dims"]), (u64 * max(1, r - 1))(*f["strides"])
        box, elem = (u32 * r)(*f["box"]), (u32 * r)(*f["element_strides"])
        rc = fn(ctypes.c_void_p(address), f["dtype"], u32(r), ctypes.c_void_p(f["address"]), dims, strides, box, elem,
                f["interleave"], f["swizzle"], f["l2"], f["fill"])
        if rc:
            raise TensorMapError(f"cuTensorMapEncodeTiled refused the TensorDescriptor (CUresult {rc}): "
                                 f"dims {f['dims']}, strides {f['strides']} bytes, box {f['box']}")
    return encode
