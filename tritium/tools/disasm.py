"""`triton.tools.disasm` under the alias: a cubin's SASS with each instruction's control codes.

Triton's helpers run cuobjdump; tritium's read the same listing from NVIDIA's nvdisasm
(`pip install nvidia-cuda-nvdisasm`), which prints each instruction with its two 64-bit words when
asked (-hex). The output is Triton's: for each function `Function:<name>`, then one line per
instruction, `<control codes>\t<instruction>;`, with branch targets as labels `LBB<i>:`. The control
codes are the scheduling fields of the instruction's second word, as `wait:read:write:yield:stall`
(the barriers an instruction waits on, the read and write barrier it sets, '-' where none, 'Y'
where the warp may yield, and the stall cycles in hex).
"""
from __future__ import annotations

import functools
import re

_FUNC = re.compile(r"^\s*\.type\s+(\S+),@function")
_INSTR = re.compile(r"^\s*/\*[0-9a-f]{4,}\*/\s+(.*?)\s*;\s*/\* 0x[0-9a-f]{16} \*/")
_CTRL = re.compile(r"^\s*/\* 0x([0-9a-f]{16}) \*/\s*$")
_LABEL = re.compile(r"^(\.L_x_\d+):")
_TARGET = re.compile(r"`\((\.L_x_\d+)\)")


def control_codes(word: int) -> str:
    """The scheduling fields of an instruction's second 64-bit word (sm_70 and later)."""
    stall, no_yield = (word >> 41) & 0xF, (word >> 45) & 1
    write, read, wait = (word >> 46) & 7, (word >> 49) & 7, (word >> 52) & 0x3F
    return (f"{'--' if wait == 0 else f'{wait:02d}'}:{'-' if read == 7 else read}:"
            f"{'-' if write == 7 else write}:{'-' if no_yield else 'Y'}:{stall:x}")


def extract(file_path: str, fun: str | None = None) -> str:
    """The SASS of the cubin at `file_path` (of function `fun` only, if given), in Triton's format."""
    with open(file_path, "rb") as f:
        return get_sass(f.read(), fun)


@functools.lru_cache()
def get_sass(cubin_asm: bytes, fun: str | None = None) -> str:
    """`extract` of a cubin given as bytes (Triton's CompiledKernel.asm['sass'] helper)."""
    from ..backends.cuda.toolchain import sass
    functions: list = []  # [name, [(label or None, ctrl, instr)]]
    lines = sass(cubin_asm, encodings=True).splitlines()
    pending_label = None
    for i, line in enumerate(lines):
        m = _FUNC.match(line)
        if m:
            functions.append([m.group(1), []])
            continue
        m = _LABEL.match(line.strip())
        if m:
            pending_label = m.group(1)
            continue
        m = _INSTR.match(line)
        if m and functions and i + 1 < len(lines) and _CTRL.match(lines[i + 1]):
            word = int(_CTRL.match(lines[i + 1]).group(1), 16)
            functions[-1][1].append((pending_label, control_codes(word), m.group(1)))
            pending_label = None
    out = []
    for name, instrs in functions:
        if fun is not None and name != fun:
            continue
        names: dict = {}  # .L_x_N -> LBB<i>, numbered as branches first name them
        for _, _, instr in instrs:
            for t in _TARGET.findall(instr):
                names.setdefault(t, f"LBB{len(names)}")
        text = [f"Function:{name}"]
        for label, ctrl, instr in instrs:
            if label in names:
                text.append(f"{names[label]}:")
            text.append(f"{ctrl}\t{_TARGET.sub(lambda m: names[m.group(1)], instr)};")
        out.append("\n".join(text) + "\n")
    return "".join(out)
