"""AArch64's part of the ELF loader (elf.py): its relocation types, its call stub, its cache flush.

Relocations follow the AArch64 ELF ABI (aaelf64) for what LLVM emits with reloc=pic and the small
code model: ADRP + ADD/LDR pairs to constant pools (`ADR_PREL_PG_HI21`, `ADD_ABS_LO12_NC`,
`LDST*_ABS_LO12_NC`), calls (`CALL26`, `JUMP26`), branches and literal loads within the image,
GOT loads (`ADR_GOT_PAGE`, `LD64_GOT_LO12_NC`) and data words (`ABS64`, `PREL32`, ...). A call to
an external function (libm, libc: farther than BL's +-128 MiB from the mapping) goes through a
16-byte stub: `ldr x16, #8; br x16; .quad <address>` (x16 is the intra-procedure-call scratch
register the ABI gives veneers). Anything else is declined (the large code model's MOVW groups,
TLS). Written code is made visible to instruction fetch with libgcc's `__clear_cache`.
"""
from __future__ import annotations

import ctypes
import struct

MACHINE = 183  # EM_AARCH64
NAME = "AArch64"
UNAME = ("aarch64", "arm64")

R_NONE = 0
R_ABS64, R_ABS32, R_ABS16, R_PREL64, R_PREL32, R_PREL16 = 257, 258, 259, 260, 261, 262
R_LD_PREL_LO19, R_ADR_PREL_LO21, R_ADR_PREL_PG_HI21, R_ADR_PREL_PG_HI21_NC = 273, 274, 275, 276
R_ADD_ABS_LO12_NC, R_LDST8_ABS_LO12_NC = 277, 278
R_TSTBR14, R_CONDBR19, R_JUMP26, R_CALL26 = 279, 280, 282, 283
R_LDST16_ABS_LO12_NC, R_LDST32_ABS_LO12_NC, R_LDST64_ABS_LO12_NC, R_LDST128_ABS_LO12_NC = 284, 285, 286, 299
R_ADR_GOT_PAGE, R_LD64_GOT_LO12_NC = 311, 312

_DATA = {R_ABS64: (8, False, None), R_ABS32: (4, False, "either"), R_ABS16: (2, False, "either"),
         R_PREL64: (8, True, None), R_PREL32: (4, True, "either"), R_PREL16: (2, True, "either")}
_LDST_SHIFT = {R_LDST8_ABS_LO12_NC: 0, R_LDST16_ABS_LO12_NC: 1, R_LDST32_ABS_LO12_NC: 2, R_LDST64_ABS_LO12_NC: 3,
               R_LDST128_ABS_LO12_NC: 4}
_CODE = {R_LD_PREL_LO19, R_ADR_PREL_LO21, R_ADR_PREL_PG_HI21, R_ADR_PREL_PG_HI21_NC, R_ADD_ABS_LO12_NC,
         R_TSTBR14, R_CONDBR19, R_JUMP26, R_CALL26, R_ADR_GOT_PAGE, R_LD64_GOT_LO12_NC} | set(_LDST_SHIFT)
KNOWN = set(_DATA) | _CODE | {R_NONE}
STUB_SIZE = 16
_STUB = struct.pack("<II", 0x58000050, 0xD61F0200)  # ldr x16, #8 ; br x16


def needs_stub(kind: int) -> bool:
    return kind in (R_CALL26, R_JUMP26)


def needs_got(kind: int) -> bool:
    return kind in (R_ADR_GOT_PAGE, R_LD64_GOT_LO12_NC)


def stub(at: int, target: int, got_entry: int) -> bytes:
    """The stub at `at` jumping to `target` (its own literal: no GOT entry needed)."""
    return _STUB + struct.pack("<Q", target & (2 ** 64 - 1))


def field_width(kind: int) -> int:
    return _DATA[kind][0] if kind in _DATA else (4 if kind in _CODE else 0)


def _page(x: int) -> int:
    return x & ~0xFFF


def _adr(insn: int, imm: int) -> int:
    """ADR/ADRP with its 21-bit immediate: immlo in bits 29-30, immhi in bits 5-23."""
    return (insn & ~(0x3 << 29 | 0x7FFFF << 5)) | (imm & 0x3) << 29 | ((imm >> 2) & 0x7FFFF) << 5


def _imm12(insn: int, imm: int) -> int:
    return (insn & ~(0xFFF << 10)) | (imm & 0xFFF) << 10


def relocate(image: bytearray, at: int, kind: int, r: dict, overflow) -> None:
    """Apply one relocation at image offset `at`. `r`: S, A, P, GOT, G (the GOT entry's offset),
    L (the stub's address, or None). `overflow(value, bits)` raises for a value its field cannot
    hold (or, for a scaled field, that is not a multiple of its scale)."""
    if kind == R_NONE:
        return
    S, A, P = r["S"], r["A"], r["P"]
    if kind in _DATA:
        width, relative, check = _DATA[kind]
        value = S + A - P if relative else S + A
        bits = 8 * width
        if check and not -(1 << (bits - 1)) <= value < 1 << bits:
            overflow(value, bits)
        struct.pack_into({2: "<H", 4: "<I", 8: "<Q"}[width], image, at, value & ((1 << bits) - 1))
        return
    insn = struct.unpack_from("<I", image, at)[0]
    if kind in (R_ADR_PREL_PG_HI21, R_ADR_PREL_PG_HI21_NC, R_ADR_GOT_PAGE):
        target = r["GOT"] + r["G"] if kind == R_ADR_GOT_PAGE else S + A
        value = _page(target) - _page(P)
        if kind != R_ADR_PREL_PG_HI21_NC and not -(1 << 32) <= value < 1 << 32:
            overflow(value, 33)
        insn = _adr(insn, value >> 12)
    elif kind == R_ADR_PREL_LO21:
        value = S + A - P
        if not -(1 << 20) <= value < 1 << 20:
            overflow(value, 21)
        insn = _adr(insn, value)
    elif kind == R_ADD_ABS_LO12_NC:
        insn = _imm12(insn, S + A)
    elif kind in _LDST_SHIFT or kind == R_LD64_GOT_LO12_NC:
        shift = 3 if kind == R_LD64_GOT_LO12_NC else _LDST_SHIFT[kind]
        value = (r["GOT"] + r["G"] if kind == R_LD64_GOT_LO12_NC else S + A) & 0xFFF
        if value & ((1 << shift) - 1):
            overflow(value, 12 - shift)  # (a misaligned access: not what a compiler emits)
        insn = _imm12(insn, value >> shift)
    else:  # PC-relative branches and literal loads, in words
        target = r["L"] if kind in (R_CALL26, R_JUMP26) and r["L"] is not None else S
        value = target + A - P
        bits, lo = {R_CALL26: (26, 0), R_JUMP26: (26, 0), R_CONDBR19: (19, 5), R_LD_PREL_LO19: (19, 5),
                    R_TSTBR14: (14, 5)}[kind]
        if value & 3 or not -(1 << (bits + 1)) <= value < 1 << (bits + 1):
            overflow(value, bits + 2)
        mask = (1 << bits) - 1
        insn = (insn & ~(mask << lo)) | ((value >> 2) & mask) << lo
    struct.pack_into("<I", image, at, insn)


_clear_cache = None


def flush_code(base: int, size: int) -> None:
    """Make the written code visible to instruction fetch (AArch64's caches are not coherent for
    it): libgcc's __clear_cache, as JITs on AArch64 do."""
    global _clear_cache
    if _clear_cache is None:
        fn = ctypes.CDLL("libgcc_s.so.1").__clear_cache
        fn.argtypes, fn.restype = [ctypes.c_void_p, ctypes.c_void_p], None
        _clear_cache = fn
    _clear_cache(base, base + size)
