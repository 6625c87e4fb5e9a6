"""Keep a shader's denormals on the device that runs it (SPIR-V 1.4 float controls).

Why at load time and not in the spv stage: whether a driver may be asked for `DenormPreserve` is a
property of the device (NVIDIA's Vulkan driver flushes fp32 denormals unless asked, and allows
asking; lavapipe keeps them but refuses to be asked), while the compiled shader is portable and
cached once per target. So the driver inserts the capability and one execution mode per float
width the shader uses and the device can preserve, into the binary, just before it builds the
pipeline. Only the module's header sections move; the words are the specification's fixed
numbers (they never change between SPIR-V versions).
"""
from __future__ import annotations

import struct

_OP_CAPABILITY, _OP_ENTRY_POINT, _OP_EXECUTION_MODE, _OP_TYPE_FLOAT = 17, 15, 16, 22
_CAP_DENORM_PRESERVE, _MODE_DENORM_PRESERVE = 4464, 4459


def _instructions(words):
    """(start, word count, opcode) of every instruction after the 5-word header."""
    i = 5
    while i < len(words):
        n, op = words[i] >> 16, words[i] & 0xFFFF
        if n == 0:
            raise ValueError("malformed SPIR-V: an instruction of 0 words")
        yield i, n, op
        i += n


def preserve_denormals(spv: bytes, widths) -> bytes:
    """`spv` with `DenormPreserve` for each float width in `widths` that it declares (unchanged if none)."""
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
    keep = sorted(w for w in set(widths) & floats)
    if not keep or not entries or last_cap is None:
        return spv
    modes = [w for e in entries for width in keep for w in ((4 << 16) | _OP_EXECUTION_MODE, e, _MODE_DENORM_PRESERVE, width)]
    words[last_mode:last_mode] = modes
    words[last_cap:last_cap] = [(2 << 16) | _OP_CAPABILITY, _CAP_DENORM_PRESERVE]
    return struct.pack(f"<{len(words)}I", *words)


__all__ = ["preserve_denormals"]
