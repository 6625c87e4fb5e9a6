"""x86-64's part of the ELF loader (elf.py): its relocation types and its call stub.

Relocations follow the x86-64 psABI. S: the symbol's address, A: the addend, P: the place, GOT: the
GOT's address, G: the symbol's GOT entry's offset in it, L: its stub (external) or S (defined). A
call to an external function (libm, libmvec: more than 2 GiB from the mapping) goes through an
8-byte stub, `jmp *[rip + disp32]` through the function's GOT entry.
"""
from __future__ import annotations

import struct

MACHINE = 62  # EM_X86_64
NAME = "x86-64"
UNAME = ("x86_64", "amd64", "AMD64")  # os.uname().machine of hosts that run it

R_NONE, R_64, R_PC32, R_PLT32, R_GOTPCREL, R_32, R_32S, R_16, R_PC16, R_8, R_PC8 = 0, 1, 2, 4, 9, 10, 11, 12, 13, 14, 15
R_PC64, R_GOTOFF64, R_GOTPC32, R_GOT64, R_GOTPCREL64, R_GOTPC64, R_PLTOFF64 = 24, 25, 26, 27, 28, 29, 31
R_GOTPCRELX, R_REX_GOTPCRELX = 41, 42
_GOT_RELATIVE = (R_GOTPCREL, R_GOTPCRELX, R_REX_GOTPCRELX, R_GOTPCREL64)  # G + GOT + A - P
_NEEDS_GOT = _GOT_RELATIVE + (R_GOT64,)
_PC_RELATIVE = (R_PC32, R_PLT32, R_PC64, R_PC16, R_PC8)  # S + A - P (PLT32 of an external: L + A - P)
# type -> (field bytes, range): "s" signed, "u" unsigned, None 64 bits (wraps)
_FIELDS = {R_64: (8, None), R_PC64: (8, None), R_GOTOFF64: (8, None), R_GOTPC64: (8, None), R_GOT64: (8, None),
           R_GOTPCREL64: (8, None), R_PLTOFF64: (8, None), R_PC32: (4, "s"), R_PLT32: (4, "s"),
           R_GOTPCREL: (4, "s"), R_GOTPCRELX: (4, "s"), R_REX_GOTPCRELX: (4, "s"), R_GOTPC32: (4, "s"),
           R_32S: (4, "s"), R_32: (4, "u"), R_16: (2, "u"), R_PC16: (2, "s"), R_8: (1, "u"), R_PC8: (1, "s")}
_PACK = {1: "<B", 2: "<H", 4: "<I", 8: "<Q"}
KNOWN = set(_FIELDS) | {R_NONE}
STUB_SIZE = 8
_STUB = b"\xff\x25"  # jmp *[rip + disp32]: 6 bytes, then ud2 to fill 8


def needs_stub(kind: int) -> bool:
    """A relocation of this type against an external function calls it through a stub."""
    return kind == R_PLT32


def needs_got(kind: int) -> bool:
    return kind in _NEEDS_GOT


def stub(at: int, target: int, got_entry: int) -> bytes:
    """The stub at `at` jumping to the function whose GOT entry is at `got_entry`."""
    return _STUB + struct.pack("<i", got_entry - (at + 6)) + b"\x0f\x0b"  # (disp from the jmp's end)


def field_width(kind: int) -> int:
    return _FIELDS[kind][0] if kind in _FIELDS else 0


def relocate(image: bytearray, at: int, kind: int, r: dict, overflow) -> None:
    """Apply one relocation at image offset `at`. `r`: S, A, P, GOT, G (the GOT entry's offset),
    L (the stub's address, or None). `overflow(value, bits)` raises for a value its field cannot hold."""
    if kind == R_NONE:
        return
    width, signed = _FIELDS[kind]
    S, A, P, GOT = r["S"], r["A"], r["P"], r["GOT"]
    if kind in _GOT_RELATIVE:
        value = GOT + r["G"] + A - P
    elif kind == R_GOT64:
        value = r["G"] + A
    elif kind == R_PLT32 and r["L"] is not None:
        value = r["L"] + A - P
    elif kind in (R_GOTOFF64, R_PLTOFF64):
        value = S + A - GOT
    elif kind in (R_GOTPC32, R_GOTPC64):
        value = GOT + A - P
    elif kind in _PC_RELATIVE:
        value = S + A - P
    else:  # R_64, R_32, R_32S, R_16, R_8: absolute
        value = S + A
    bits = 8 * width
    if signed == "s" and not -(1 << (bits - 1)) <= value < 1 << (bits - 1) or \
            signed == "u" and not 0 <= value < 1 << bits:
        overflow(value, bits)
    struct.pack_into(_PACK[width], image, at, value & ((1 << bits) - 1))


def flush_code(base: int, size: int) -> None:
    """x86-64 keeps instruction fetch coherent with stores: nothing to do."""
