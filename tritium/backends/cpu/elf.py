"""An in-process loader for x86-64 and AArch64 ELF64 relocatable objects: what the CPU driver loads
a kernel with, instead of LLVM's MCJIT, so that a launch from the cache imports no LLVM at all and
no object read from a cache is handed to LLVM (whose assertions would end the process on a bad one).

Why: importing llvmlite.binding costs ~22 ms and creating an MCJIT engine more, while a kernel's
object needs only what a static linker does: its SHF_ALLOC sections laid out in memory, symbols
found, relocations applied. The objects come from the CPU backend's `target_machine()` (reloc=pic,
the small code model): code, constant pools (.rodata, .rodata.cst*), PC-relative relocations, and
calls to libmvec/libm/libc/libgcc_s functions, which lie farther than a call instruction reaches.
What differs between the machines (relocation types, the call stub, the instruction cache) is each
machine's module: elf_x86_64.py, elf_aarch64.py.

The layout is one anonymous mapping of three page-aligned parts:
  code: the SHF_EXECINSTR sections, then a stub per external function called -> read + execute
  read-only data: the other sections that are not writable (and .data.rel.ro), then the GOT
                                                                           -> read only
  writable data: SHF_WRITE sections (SHT_NOBITS zeroed), common symbols    -> read + write
so every PC-relative field reaches its target inside the mapping, and calls to external
functions go through a stub. The image is built in memory, copied into the mapping while it is
read + write only, then protected: no page is ever writable and executable at once. .eh_frame is
not loaded (nothing unwinds through a kernel; MCJIT's frame registration is not needed).

What it does not handle it declines (`Declined`: another format or machine, TLS, static
constructors, a relocation type it does not know, ...): the driver then rebuilds a cached entry,
or names `TRITIUM_CPU_LOADER=mcjit`, the only way MCJIT loads objects on these machines. An object
that claims to be ELF64 of a machine it loads but is broken (truncated, offsets outside the file, a field
that overflows, a symbol no library defines) raises `ElfLoadError`: MCJIT, whose LLVM has
assertions on, would abort the whole process on such input rather than report it.
"""
from __future__ import annotations

import ctypes
import mmap
import os
import struct
import weakref

from ..base import BadBinary
from . import elf_aarch64, elf_x86_64

ISAS = {m.MACHINE: m for m in (elf_x86_64, elf_aarch64)}  # e_machine -> the machine's module


class Declined(Exception):
    """This loader does not handle the object (the driver loads it with MCJIT instead)."""


class ElfLoadError(BadBinary):
    """The object is broken, or its relocations cannot be satisfied (not worth a fallback)."""


_EHDR = struct.Struct("<16sHHIQQQIHHHHHH")
_SHDR = struct.Struct("<IIQQQQIIQQ")  # name, type, flags, addr, offset, size, link, info, align, entsize
_SYM = struct.Struct("<IBBHQQ")  # name, info, other, shndx, value, size
_RELA = struct.Struct("<QQq")  # offset, info (symbol << 32 | type), addend

ET_REL = 1
SHT_SYMTAB, SHT_RELA, SHT_NOBITS, SHT_REL = 2, 4, 8, 9
SHT_INIT_ARRAY, SHT_FINI_ARRAY, SHT_PREINIT_ARRAY = 14, 15, 16
SHT_X86_64_UNWIND = 0x70000001  # .eh_frame
SHF_WRITE, SHF_ALLOC, SHF_EXECINSTR, SHF_TLS = 0x1, 0x2, 0x4, 0x400
SHN_UNDEF, SHN_LORESERVE, SHN_ABS, SHN_COMMON = 0, 0xFF00, 0xFFF1, 0xFFF2
STB_GLOBAL, STB_WEAK = 1, 2
STT_NOTYPE, STT_FUNC, STT_SECTION, STT_GNU_IFUNC = 0, 2, 3, 10
MAX_IMAGE = 1 << 30  # far more than any kernel; and PC-relative 32-bit fields must reach across it

_CODE, _RODATA, _DATA = 0, 1, 2  # the mapping's parts, in order


def _align(x: int, a: int) -> int:
    return (x + a - 1) & -a if a > 1 else x


def _power_of_two(a: int) -> bool:
    return a == 0 or a & (a - 1) == 0


class _Libc:
    """mmap/mprotect/munmap of this process's C library (Python's mmap module gives no address and
    no mprotect)."""

    def __init__(self):
        libc = ctypes.CDLL(None, use_errno=True)
        self.mmap = libc.mmap
        self.mmap.restype = ctypes.c_void_p
        self.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long]
        self.mprotect = libc.mprotect
        self.mprotect.restype = ctypes.c_int
        self.mprotect.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
        self.munmap = libc.munmap
        self.munmap.restype = ctypes.c_int
        self.munmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t]


_libc: _Libc | None = None


def _c() -> _Libc:
    global _libc
    if _libc is None:
        _libc = _Libc()
    return _libc


class LoadedObject:
    """A loaded object, mapped as long as this is referenced (the driver keeps every kernel it
    loads). `get_function_address` answers as an MCJIT engine does: 0 for a name not defined."""

    def __init__(self, base: int, size: int, functions: dict[str, int]):
        self.base, self.size, self.functions = base, size, functions
        fin = weakref.finalize(self, _c().munmap, base, size)
        fin.atexit = False  # at exit other threads may still run kernel code: leave it mapped

    def get_function_address(self, name: str) -> int:
        return self.functions.get(name, 0)

    def __repr__(self):
        return f"<LoadedObject at {self.base:#x}, {self.size} bytes: {', '.join(sorted(self.functions))}>"


class _Object:
    """The parsed object: its section headers, symbols and relocations, bounds-checked."""

    def __init__(self, data: bytes):
        self.data = data = data if isinstance(data, bytes) else bytes(data)
        if data[:4] != b"\x7fELF":
            raise Declined("not an ELF object")
        if len(data) < _EHDR.size:
            raise ElfLoadError(f"truncated ELF object: {len(data)} bytes, shorter than its {_EHDR.size}-byte header")
        if data[4] != 2 or data[5] != 1:
            raise Declined("not a little-endian ELF64 object")
        (_, e_type, e_machine, _, _, _, shoff, _, _, _, _, shentsize, shnum, shstrndx) = _EHDR.unpack_from(data, 0)
        self.isa = ISAS.get(e_machine)
        if self.isa is None:
            raise Declined(f"not an x86-64 or AArch64 object (e_machine {e_machine})")
        if e_type != ET_REL:
            raise Declined(f"not a relocatable object (e_type {e_type})")
        if shnum == 0 or shstrndx == 0xFFFF:
            raise Declined("extended section numbering")
        if shentsize != _SHDR.size:
            raise ElfLoadError(f"malformed ELF object: section headers of {shentsize} bytes, not {_SHDR.size}")
        self._check(shoff, shnum * shentsize, "the section header table")
        self.sections = [_SHDR.unpack_from(data, shoff + i * shentsize) for i in range(shnum)]
        if shstrndx >= shnum:
            raise ElfLoadError("malformed ELF object: its section name table's index is out of range")
        self.shstr = shstrndx
        for i, s in enumerate(self.sections[1:], 1):
            if s[1] != SHT_NOBITS:
                self._check(s[4], s[5], f"section {i}")
            if not _power_of_two(s[8]):
                raise ElfLoadError(f"malformed ELF object: section {i} aligned to {s[8]}, not a power of two")
        symtabs = [i for i, s in enumerate(self.sections) if s[1] == SHT_SYMTAB]
        if len(symtabs) > 1:
            raise ElfLoadError("malformed ELF object: more than one symbol table")
        self.symtab = symtabs[0] if symtabs else None
        self.symbols = []
        if self.symtab is not None:
            _, _, _, _, off, size, link, _, _, entsize = self.sections[self.symtab]
            if entsize != _SYM.size or not 0 < link < shnum:
                raise ElfLoadError("malformed ELF object: a bad symbol table header")
            self.strtab = link
            self.symbols = [_SYM.unpack_from(data, k) for k in range(off, off + size - size % entsize, entsize)]

    def _check(self, off: int, size: int, what: str) -> None:
        if off + size > len(self.data):
            raise ElfLoadError(f"truncated ELF object: {what} lies at bytes {off}..{off + size}, past its end "
                               f"({len(self.data)} bytes)")

    def string(self, table: int, off: int) -> str:
        _, _, _, _, start, size, _, _, _, _ = self.sections[table]
        if off >= size:
            raise ElfLoadError("malformed ELF object: a name lies outside its string table")
        end = self.data.find(b"\0", start + off, start + size)
        return self.data[start + off:start + size if end < 0 else end].decode("utf-8", "replace")

    def section_name(self, i: int) -> str:
        return self.string(self.shstr, self.sections[i][0]) if i < len(self.sections) else f"#{i}"

    def symbol_name(self, k: int) -> str:
        name, info, _, shndx, _, _ = self.symbols[k]
        if name:
            return self.string(self.strtab, name)
        return self.section_name(shndx) if info & 0xF == STT_SECTION else f"symbol {k}"

    def relocations(self, i: int) -> list:
        _, _, _, _, off, size, _, _, _, entsize = self.sections[i]
        if entsize != _RELA.size:
            raise ElfLoadError(f"malformed ELF object: relocation entries of {entsize} bytes in section {i}")
        return [_RELA.unpack_from(self.data, k) for k in range(off, off + size - size % entsize, entsize)]


def _part(flags: int, name: str) -> int:
    """Where a section goes. .data.rel.ro is written only by relocations (tables of addresses), so
    it is read-only once they are applied, as a dynamic linker's RELRO makes it."""
    if flags & SHF_EXECINSTR:
        return _CODE
    return _DATA if flags & SHF_WRITE and not name.startswith(".data.rel.ro") else _RODATA


class _Linker:
    """One load: which sections, GOT entries and stubs; their layout; the image; its relocations."""

    def __init__(self, obj: _Object, resolve):
        self.obj, self.resolve = obj, resolve
        self.loaded = self._loaded_sections()
        self.relocs = self._relocation_tables()
        self.got: dict[int, int] = {}  # symbol index -> GOT slot
        self.stubs: dict[int, int] = {}  # symbol index -> stub number (external functions called)
        self._plan_got_and_stubs()
        self._layout()

    def _loaded_sections(self) -> list[int]:
        """SHF_ALLOC sections but .eh_frame; what cannot be loaded faithfully declines."""
        obj, out = self.obj, []
        for i, (_, kind, flags, _, _, _, _, _, align, _) in enumerate(obj.sections):
            if not flags & SHF_ALLOC:
                continue
            if kind == SHT_X86_64_UNWIND or obj.section_name(i) == ".eh_frame":
                continue  # unwind tables: nothing unwinds through a kernel here
            if flags & SHF_TLS:
                raise Declined(f"thread-local section {obj.section_name(i)}")
            if flags & SHF_WRITE and flags & SHF_EXECINSTR:
                raise Declined(f"writable code ({obj.section_name(i)}): no page is both")
            if kind in (SHT_INIT_ARRAY, SHT_FINI_ARRAY, SHT_PREINIT_ARRAY):
                raise Declined(f"static constructors or destructors ({obj.section_name(i)})")
            if align > mmap.PAGESIZE:
                raise Declined(f"section {obj.section_name(i)} aligned to {align} bytes, more than a page")
            out.append(i)
        return out

    def _relocation_tables(self) -> list:
        """(target section, its RELA entries) for every loaded section that has relocations."""
        obj, loaded, out = self.obj, set(self.loaded), []
        for i, (_, kind, _, _, _, _, link, info, _, _) in enumerate(obj.sections):
            if kind not in (SHT_RELA, SHT_REL) or info not in loaded:
                continue
            if kind == SHT_REL:
                raise Declined("SHT_REL relocations (x86-64 and AArch64 objects use RELA)")
            if obj.symtab is None or link != obj.symtab:
                raise ElfLoadError(f"malformed ELF object: relocation section {i} does not use the symbol table")
            if obj.sections[info][1] == SHT_NOBITS:
                raise ElfLoadError(f"malformed ELF object: relocations in the zero-filled {obj.section_name(info)}")
            out.append((info, obj.relocations(i)))
        return out

    def _external(self, sym: int) -> bool:
        return sym != 0 and self.obj.symbols[sym][3] == SHN_UNDEF

    def _plan_got_and_stubs(self) -> None:
        nsym, isa = len(self.obj.symbols), self.obj.isa
        for _, entries in self.relocs:
            for _, info, _ in entries:
                sym, kind = info >> 32, info & 0xFFFFFFFF
                if kind not in isa.KNOWN:
                    raise Declined(f"{isa.NAME} relocation type {kind}")
                if sym >= nsym:
                    raise ElfLoadError(f"malformed ELF object: a relocation names symbol {sym} of {nsym}")
                if isa.needs_stub(kind) and self._external(sym):
                    self.stubs.setdefault(sym, len(self.stubs))
                if isa.needs_got(kind) or sym in self.stubs:
                    self.got.setdefault(sym, len(self.got))

    def _layout(self) -> None:
        """Offsets in the mapping: sections, stubs, the GOT, common symbols; each part page-aligned."""
        obj, page = self.obj, mmap.PAGESIZE
        self.offset: dict[int, int] = {}
        self.common: dict[int, int] = {}
        self.parts = []  # (start, end) of code, read-only data, writable data
        cursor = 0
        for part in (_CODE, _RODATA, _DATA):
            start = cursor = _align(cursor, page)
            for i in self.loaded:
                if _part(obj.sections[i][2], obj.section_name(i)) == part:
                    cursor = _align(cursor, max(1, obj.sections[i][8]))
                    self.offset[i] = cursor
                    cursor += obj.sections[i][5]
            if part == _CODE:
                stub_size = self.obj.isa.STUB_SIZE
                self.stub_at = cursor = _align(cursor, stub_size)
                cursor += stub_size * len(self.stubs)
            elif part == _RODATA:
                self.got_at = cursor = _align(cursor, 8)
                cursor += 8 * len(self.got)
            else:
                for k, (_, _, _, shndx, value, size) in enumerate(obj.symbols):
                    if shndx == SHN_COMMON:  # a common symbol's value is its alignment
                        if not _power_of_two(value):
                            raise ElfLoadError(f"malformed ELF object: common symbol {k} aligned to {value}")
                        self.common[k] = cursor = _align(cursor, max(1, value))
                        cursor += size
            self.parts.append((start, cursor))
            if cursor > MAX_IMAGE:
                raise ElfLoadError(f"malformed ELF object: its sections need {cursor} bytes (at most {MAX_IMAGE})")
        self.size = max(page, _align(cursor, page))

    # ------------------------------------------------------------------ the image at `base`
    def symbol_address(self, k: int) -> int:
        """S of symbol k (0 for the null symbol), external ones from `resolve`."""
        if k in self._addresses:
            return self._addresses[k]
        obj = self.obj
        _, info, _, shndx, value, _ = obj.symbols[k] if k else (0, 0, 0, SHN_ABS, 0, 0)
        if shndx == SHN_UNDEF:
            name = obj.symbol_name(k)
            if name == "_GLOBAL_OFFSET_TABLE_":
                addr = self.base + self.got_at
            else:
                try:
                    addr = self.resolve(name)
                except Exception as e:
                    if info >> 4 != STB_WEAK:  # (a kernel's own object names only what its libraries define)
                        raise ElfLoadError(f"the object calls {name!r}, which no library here defines ({e})") from None
                    addr = 0  # an undefined weak symbol that no library defines is null
        elif shndx == SHN_ABS:
            addr = value
        elif shndx == SHN_COMMON:
            addr = self.base + self.common[k]
        elif shndx >= SHN_LORESERVE:
            raise Declined(f"symbol {obj.symbol_name(k)} in the reserved section {shndx:#x}")
        elif info & 0xF == STT_GNU_IFUNC:
            raise Declined(f"indirect function {obj.symbol_name(k)}")
        elif shndx in self.offset:
            addr = self.base + self.offset[shndx] + value
        else:
            raise ElfLoadError(f"symbol {obj.symbol_name(k)} lies in section {obj.section_name(shndx)}, "
                               "which is not loaded")
        self._addresses[k] = addr
        return addr

    def build(self, base: int) -> bytearray:
        """The relocated image of the mapping at `base`."""
        obj, self.base, self._addresses = self.obj, base, {}
        image = bytearray(self.size)
        for i in self.loaded:
            _, kind, _, _, off, size, _, _, _, _ = obj.sections[i]
            if kind != SHT_NOBITS:
                image[self.offset[i]:self.offset[i] + size] = obj.data[off:off + size]
        for k, slot in self.got.items():
            struct.pack_into("<Q", image, self.got_at + 8 * slot, self.symbol_address(k) & (2 ** 64 - 1))
        isa = obj.isa
        for k, n in self.stubs.items():
            at = self.stub_at + isa.STUB_SIZE * n
            image[at:at + isa.STUB_SIZE] = isa.stub(base + at, self.symbol_address(k), base + self.got_at + 8 * self.got[k])
        for target, entries in self.relocs:
            for r_off, info, addend in entries:
                self._relocate(image, target, r_off, info >> 32, info & 0xFFFFFFFF, addend)
        return image

    def _relocate(self, image: bytearray, target: int, r_off: int, sym: int, kind: int, addend: int) -> None:
        isa = self.obj.isa
        width = isa.field_width(kind)
        if r_off + width > self.obj.sections[target][5]:
            raise ElfLoadError(f"malformed ELF object: a relocation at {r_off:#x} lies outside section "
                               f"{self.obj.section_name(target)}")
        if width == 0:
            return
        at = self.offset[target] + r_off

        def overflow(value, bits):
            raise ElfLoadError(f"{isa.NAME} relocation type {kind} at {self.obj.section_name(target)}+{r_off:#x} "
                               f"against {self.obj.symbol_name(sym) if sym else 'no symbol'}: the value {value:#x} "
                               f"does not fit its {bits}-bit field")
        stub = self.base + self.stub_at + isa.STUB_SIZE * self.stubs[sym] if sym in self.stubs else None
        r = {"S": self.symbol_address(sym), "A": addend, "P": self.base + at,
             "GOT": self.base + self.got_at, "G": 8 * self.got[sym] if sym in self.got else 0, "L": stub}
        isa.relocate(image, at, kind, r, overflow)

    def functions(self) -> dict[str, int]:
        """Name -> address of the global (or weak) functions the object defines in its code."""
        out = {}
        for k, (name, info, _, shndx, value, _) in enumerate(self.obj.symbols):
            if (name and info >> 4 in (STB_GLOBAL, STB_WEAK) and info & 0xF in (STT_FUNC, STT_NOTYPE)
                    and shndx in self.offset and self.obj.sections[shndx][2] & SHF_EXECINSTR):
                out[self.obj.symbol_name(k)] = self.base + self.offset[shndx] + value
        return out


def _machine() -> str:
    return os.uname().machine if hasattr(os, "uname") else "?"


def host_isa():
    """The machine module (elf_x86_64, elf_aarch64) of this host, or None where this loader runs
    none of its code."""
    machine = _machine()
    return next((m for m in ISAS.values() if machine in m.UNAME), None)


def runs_here() -> bool:
    """Whether this loader runs this machine's code (x86-64, AArch64)."""
    return host_isa() is not None


def link(binary: bytes, resolve, isa=None) -> "_Linker":
    """The object parsed and laid out for loading (`build(base)` gives its image at an address):
    for any machine this loader knows, whatever the host (tests relocate AArch64 objects on x86-64
    and run them under qemu); with `isa`, only an object of that machine (else Declined)."""
    try:
        obj = _Object(binary)
        if isa is not None and obj.isa is not isa:
            raise Declined(f"an {obj.isa.NAME} object, and this machine is {_machine()}")
        return _Linker(obj, resolve)
    except (struct.error, IndexError, KeyError, ValueError, UnicodeError) as e:  # what the checks missed
        raise ElfLoadError(f"malformed ELF object: {type(e).__name__}: {e}") from None


def load(binary: bytes, resolve) -> LoadedObject:
    """Map, relocate and protect an ELF64 relocatable object of this machine. `resolve(name) ->
    address` of an external symbol (raising when no library defines it). Declined / ElfLoadError:
    see above."""
    isa = host_isa()
    if isa is None:
        raise Declined(f"this loader runs x86-64 and AArch64 code, and this machine is {_machine()}")
    linker = link(binary, resolve, isa)
    c, size = _c(), linker.size
    rw = mmap.PROT_READ | mmap.PROT_WRITE
    base = c.mmap(None, size, rw, mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS, -1, 0)
    if base is None or base == ctypes.c_void_p(-1).value:
        err = ctypes.get_errno()
        raise OSError(err, f"mmap of {size} bytes for a kernel failed: {os.strerror(err)}")
    try:
        try:
            image = linker.build(base)
            functions = linker.functions()
        except (struct.error, IndexError, KeyError, ValueError, UnicodeError) as e:
            raise ElfLoadError(f"malformed ELF object: {type(e).__name__}: {e}") from None
        ctypes.memmove(base, (ctypes.c_char * size).from_buffer(image), size)
        code_start, code_end = linker.parts[0]
        isa.flush_code(base + code_start, code_end - code_start)
        for (start, end), prot in zip(linker.parts, (mmap.PROT_READ | mmap.PROT_EXEC, mmap.PROT_READ, rw)):
            end = _align(end, mmap.PAGESIZE)
            if end > start and prot != rw and c.mprotect(base + start, end - start, prot) != 0:
                err = ctypes.get_errno()
                raise OSError(err, f"mprotect of a kernel's pages failed: {os.strerror(err)}")
    except BaseException:
        c.munmap(base, size)
        raise
    return LoadedObject(base, size, functions)
