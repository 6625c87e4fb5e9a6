"""Ask the device to keep a shader's denormals and NaN signs (SPIR-V 1.4 float controls).

Why at load time and not in the spv stage: whether a driver may be asked for `DenormPreserve` or
`SignedZeroInfNanPreserve` is a property of the device (NVIDIA's H100 driver allows the NaN/zero
mode for every width but denormals only for fp16: its fp32 denormals are flushed regardless;
lavapipe keeps everything and allows only the NaN mode), while the compiled shader is portable
and cached once per target. So the driver inserts the capability and one execution mode per float
width the shader uses and the device allows, into the binary, just before it builds the pipeline.
Only the module's header sections move; the words are the specification's fixed numbers (they
never change between SPIR-V versions).
"""
from __future__ import annotations

import struct

_OP_CAPABILITY, _OP_ENTRY_POINT, _OP_EXECUTION_MODE, _OP_TYPE_FLOAT = 17, 15, 16, 22
_CAP_DENORM_PRESERVE, _MODE_DENORM_PRESERVE = 4464, 4459
_CAP_NAN_PRESERVE, _MODE_NAN_PRESERVE = 4466, 4461


def _instructions(words):
    """(start, word count, opcode) of every instruction after the 5-word header."""
    i = 5
    while i < len(words):
        n, op = words[i] >> 16, words[i] & 0xFFFF
        if n == 0:
            raise ValueError("malformed SPIR-V: an instruction of 0 words")
        yield i, n, op
        i += n


def preserve_denormals(spv: bytes, widths, nan_widths=()) -> bytes:
    """`spv` with `DenormPreserve` for each float width in `widths` and `SignedZeroInfNanPreserve`
    for each in `nan_widths` that it declares (unchanged if none)."""
    words = list(struct.unpack(f"<{len(spv) // 4}I", spv))
    floats, entries, last_cap, last_mode = set(), [], None, None
    for i, n, op in _instructions(words):
        if op == _OP_CAPABILITY:
            last_cap = i + n
        elif op == _OP_ENTRY_POINT:
            entries.append(words[i + 2])
            last_mode = i + n
        elif op == _OP_EXECUTION_MODE:
            last_mode = i + n
        elif op == _OP_TYPE_FLOAT:
            floats.add(words[i + 2])
    modes, caps = [], []
    for mode, cap, want in ((_MODE_DENORM_PRESERVE, _CAP_DENORM_PRESERVE, widths),
                            (_MODE_NAN_PRESERVE, _CAP_NAN_PRESERVE, nan_widths)):
        keep = sorted(set(want) & floats)
        if keep and entries and last_cap is not None:
            caps += [(2 << 16) | _OP_CAPABILITY, cap]
            modes += [w for e in entries for width in keep for w in ((4 << 16) | _OP_EXECUTION_MODE, e, mode, width)]
    if not caps:
        return spv
    words[last_mode:last_mode] = modes
    words[last_cap:last_cap] = caps
    return struct.pack(f"<{len(words)}I", *words)


__all__ = ["preserve_denormals"]
