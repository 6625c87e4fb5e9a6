"""Tensor maps for TMA copies: what a kernel's `meta['tma']` asks the launcher to pass.

A kernel whose pipeline copies a descriptor's boxes with TMA (passes/gpu_tma.py) takes, after its
arguments, one CUtensorMap (128 bytes, by value) per descriptor and box. Each map's entry names
where the descriptor's parts come from: a host TensorDescriptor argument (the index of its base
parameter; its shape and strides follow it, as the launch flattens them), or, for a descriptor the
kernel makes (`tl.make_tensor_descriptor`) from its arguments, a *recipe*: expressions over the
arguments that the launch evaluates (`recipe_parts`), so the map is encoded here once, not in every
program as Triton's kernels do. `encode_args` turns the parts (base address, shape, strides in
elements) and the compiled box into cuTensorMapEncodeTiled's arguments, checking what the driver
would refuse; `TensorMaps` encodes them with the driver (through ctypes into 64-byte aligned
memory: cuda-bindings' CUtensorMap objects are not 64-byte aligned) and keeps the last map of each
slot, so a launch with the same tensors encodes nothing.
"""
from __future__ import annotations

import ctypes

from ...errors import LaunchNeedsVariant

# CUtensorMapDataType by tile-IR element type (fp8 as bytes: a copy moves bits)
DTYPES = {"i8": 0, "f8E4M3FN": 0, "f8E5M2": 0, "i16": 1, "i32": 3, "i64": 5, "f16": 6, "f32": 7, "f64": 8,
          "bf16": 9}
SWIZZLE = {0: 0, 32: 1, 64: 2, 128: 3}  # CU_TENSOR_MAP_SWIZZLE_{NONE, 32B, 64B, 128B}
L2_PROMOTION_128B = 2
FILL = {"zero": 0, "nan": 1}  # CU_TENSOR_MAP_FLOAT_OOB_FILL_{NONE (zeros), NAN_REQUEST_ZERO_FMA}


class TensorMapError(ValueError):
    """A tensor descriptor (a TensorDescriptor argument or one the kernel made) that a TMA copy
    cannot read (the message says what to change)."""


class EmptyTensorMap(TensorMapError, LaunchNeedsVariant):
    """A descriptor with a zero dimension: no tensor map describes one, so a jit launch runs the
    kernel compiled without TMA copies (its pointer tiles read nothing and store nothing)."""


def encode_args(entry, dtype: str, elem_bytes: int, base: int, shape, strides) -> dict:
    """cuTensorMapEncodeTiled's arguments (dims, strides and box innermost first, strides in bytes)
    for a kernel's tma entry [arg, box rows, box cols, swizzle bytes, padding] and the descriptor's
    base address, shape and strides (elements; the last stride 1)."""
    _, rows, cols, swizzle, padding = entry
    rank = len(shape)
    if base % 16:
        raise TensorMapError(f"a tensor descriptor read by TMA needs a 16-byte aligned base address, got {base:#x}")
    if any(int(d) == 0 for d in shape):  # (no map of an empty tensor exists; the pointer tile would read nothing)
        raise EmptyTensorMap(f"a tensor descriptor read by TMA cannot be empty, got shape {list(shape)} (no tensor "
                             "map describes one): launch the kernel with tma_descriptors=False (or "
                             "TRITIUM_CUDA_TMA=0) for empty tensors", {"tma_descriptors": False})
    byte_strides = [int(s) * elem_bytes for s in strides[:-1]]
    for s in byte_strides:
        if s % 16 or not 0 < s < 2 ** 40:
            raise TensorMapError(f"a tensor descriptor read by TMA needs strides (but the last) that are multiples of "
                                 f"16 bytes, got {[int(x) for x in strides]} elements of {elem_bytes} bytes")
    for d in shape:
        if not 0 < int(d) <= 2 ** 32:
            raise TensorMapError(f"a tensor descriptor read by TMA needs every dimension in 1..2**32, got shape {list(shape)}")
    return {"dtype": DTYPES[dtype], "rank": rank, "address": int(base),
            "dims": [int(d) for d in reversed(shape)], "strides": list(reversed(byte_strides)),
            "box": [int(cols), int(rows)], "element_strides": [1] * rank, "interleave": 0,
            "swizzle": SWIZZLE[int(swizzle)], "l2": L2_PROMOTION_128B, "fill": FILL[padding],
            "elem_bytes": elem_bytes}


def descriptor_parts(args, source, rank: int = 2):
    """(base address, shape, strides with the compiled-in last 1) of a map's descriptor: `source` is
    the flattened argument index of a host descriptor's base (its shape and all strides but the last
    follow it) or a recipe (`recipe_parts`)."""
    if isinstance(source, list):
        return recipe_parts(source)(args)
    shape = [int(x) for x in args[source + 1:source + 1 + rank]]
    strides = [int(x) for x in args[source + 1 + rank:source + 2 * rank]] + [1]
    return int(args[source]), shape, strides


# A recipe (passes/gpu_tma.descriptor_recipe writes it; nested lists, so it prints in the IR's
# attributes and travels in the kernel's JSON metadata): ["made", element type, base E,
# [shape E, ...], [stride E, ...] (all but the last, which is 1)], with E one of ["arg", i]
# (flattened argument i), ["const", c], [op, bits, E, E] for op in add, sub, mul (wrapping to a
# signed `bits`-bit result, as the kernel's integers do), ["wrap", bits, E] (trunci), ["zext", bits,
# E] (extui from `bits`), ["ptr", elem_bytes, E, E] (addptr: base + offset * size).
_BINARY = {"add": "+", "sub": "-", "mul": "*"}


def _render(e) -> str:
    op = e[0]
    if op == "arg":
        return f"int(a[{int(e[1])}])"
    if op == "const":
        return repr(int(e[1]))
    if op in _BINARY:
        return f"_wrap(({_render(e[2])}) {_BINARY[op]} ({_render(e[3])}), {int(e[1])})"
    if op == "wrap":
        return f"_wrap({_render(e[2])}, {int(e[1])})"
    if op == "zext":
        return f"(({_render(e[2])}) % {1 << int(e[1])})"
    if op == "ptr":
        return f"(({_render(e[2])}) + ({_render(e[3])}) * {int(e[1])})"
    raise ValueError(f"unknown recipe expression {e!r}")


def _wrap(x: int, bits: int) -> int:
    x &= (1 << bits) - 1
    return x - (1 << bits) if x >> (bits - 1) else x


_RECIPES: dict = {}


def is_recipe(source) -> bool:
    return isinstance(source, list) and len(source) == 5 and source[0] == "made"


def recipe_parts(recipe: list):
    """args -> (base, shape, strides) for a recipe, compiled once into a Python function (a launch
    evaluates it every time: a few hundred nanoseconds, not a tree walk)."""
    key = repr(recipe)
    fn = _RECIPES.get(key)
    if fn is None:
        if not is_recipe(recipe):
            raise ValueError(f"unknown tensor-map recipe {recipe!r}")
        _, _, base, shape, strides = recipe
        shape = ", ".join(_render(e) for e in shape)
        strides = "".join(_render(e) + ", " for e in strides)
        src = f"lambda a: ({_render(base)}, [{shape}], [{strides}1])"
        fn = _RECIPES[key] = eval(src, {"_wrap": _wrap, "int": int})  # (from _render's fixed forms only)
    return fn


class TensorMaps:
    """The tensor-map parameters of one loaded kernel: one 64-byte aligned 128-byte buffer per
    meta['tma'] entry (the launch record's parameter pointers point at them), re-encoded when the
    descriptor's parts change."""

    def __init__(self, entries: list, arg_types: list):
        self.entries = [list(e) for e in entries]
        self.types = []
        for e in self.entries:
            # (a recipe names its element type; a host descriptor's is its base parameter's, "!tt.ptr<f16>")
            elt = e[0][1] if is_recipe(e[0]) else arg_types[e[0]][len("!tt.ptr<"):-1].split(",")[0]
            self.types.append((elt, _elem_bytes(elt)))
        self._raw = ctypes.create_string_buffer(128 * len(self.entries) + 64)
        start = ctypes.addressof(self._raw)
        self.addresses = [start + (-start % 64) + 128 * i for i in range(len(self.entries))]
        self._last = [None] * len(self.entries)
        self._parts = [recipe_parts(e[0]) if is_recipe(e[0]) else (lambda args, k=e[0]: descriptor_parts(args, k))
                       for e in self.entries]

    def update(self, args, encode) -> None:
        """Encode each map whose descriptor parts differ from the last launch's (`encode(fields,
        address)` writes the map at that address)."""
        for i, e in enumerate(self.entries):
            parts = self._parts[i](args)
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
            raise TensorMapError(f"cuTensorMapEncodeTiled refused the tensor descriptor (CUresult {rc}): "
                                 f"dims {f['dims']}, strides {f['strides']} bytes, box {f['box']}")
    return encode
