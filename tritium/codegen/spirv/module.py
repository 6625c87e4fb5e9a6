"""A SPIR-V module under construction: ids, the module's sections in the order the specification
requires, de-duplicated types and constants, and instructions encoded from the grammar.

    m = Module()
    f32 = m.type_float(32)
    ...
    m.op("OpFAdd", f32, a, b)            # in the current function; returns the result id
    words = m.to_bytes()

Operands are given in the grammar's order, result type first and without the result id (the
builder allocates it). `Id`s are ids; other ints are literal words; strs are enumerant names for
enum operands (`"Aligned"`, `"Aligned|Volatile"` for bit enums, followed by their parameters) and
packed strings for string operands. Every instruction is checked against its operand list, so a
misspelled enumerant or a missing operand is an error here, not a module a driver rejects.
"""
from __future__ import annotations

import struct

from .grammar import grammar


class Id(int):
    """A SPIR-V result id (distinguished from literal integers when encoding)."""

    def __repr__(self):
        return f"%{int(self)}"


class SPIRVBuildError(ValueError):
    pass


class TranslationError(NotImplementedError):
    """LLVM IR the Vulkan translation (from_llvm.py) has no SPIR-V for."""


def _string_words(s: str) -> list[int]:
    raw = s.encode() + b"\0"
    raw += b"\0" * (-len(raw) % 4)
    return list(struct.unpack(f"<{len(raw) // 4}I", raw))


# the module's sections, in the order of the specification's "logical layout" (2.4)
SECTIONS = ("capability", "extension", "ext_import", "memory_model", "entry_point", "execution_mode", "debug",
            "annotation", "global", "function")
# instructions with a result id but no result type
_NO_TYPE = frozenset({"OpTypeVoid", "OpTypeBool", "OpTypeInt", "OpTypeFloat", "OpTypeVector", "OpTypeMatrix",
                      "OpTypeArray", "OpTypeRuntimeArray", "OpTypeStruct", "OpTypePointer", "OpTypeFunction",
                      "OpTypeForwardPointer", "OpExtInstImport", "OpLabel", "OpString",
                      "OpTypeCooperativeMatrixKHR"})


class Module:
    def __init__(self, version: tuple = (1, 6)):
        self.g = grammar()
        self.version = version
        self.sections: dict = {s: [] for s in SECTIONS}
        self.bound = 1
        self._types: dict = {}
        self._consts: dict = {}
        self._caps: set = set()
        self._exts: set = set()
        self._imports: dict = {}
        self.types_of: dict = {}  # type id -> its key ("int", 32, 1) etc., for constants and callers

    # ------------------------------------------------------------------ encoding
    def id(self) -> Id:
        self.bound += 1
        return Id(self.bound - 1)

    def encode(self, opname: str, args) -> list[int]:
        try:
            opcode, specs = self.g.ops[opname]
        except KeyError:
            raise SPIRVBuildError(f"unknown SPIR-V instruction {opname!r}") from None
        words: list[int] = []
        queue = list(specs)
        args = list(args)
        while args:
            if not queue:
                raise SPIRVBuildError(f"{opname}: too many operands ({args!r} left over)")
            spec = queue[0]
            kind, quant = spec["kind"], spec.get("quantifier")
            if quant != "*":
                queue.pop(0)
            a = args.pop(0)
            if kind == "LiteralContextDependentNumber":  # one or two words (the constant's width)
                words += [w & 0xFFFFFFFF for w in [a] + args]
                args = []
                continue
            words += self._operand(opname, kind, a, queue)
        missing = [s["kind"] for s in queue if not s.get("quantifier")]
        if missing:
            raise SPIRVBuildError(f"{opname}: missing operands {missing}")
        return [(len(words) + 1) << 16 | opcode] + words

    def _operand(self, opname, kind, a, queue) -> list[int]:
        cat = self.g.categories.get(kind)
        if cat == "Id":
            if not isinstance(a, Id):
                raise SPIRVBuildError(f"{opname}: operand {kind} must be an id, got {a!r}")
            return [int(a)]
        if kind == "LiteralString":
            if not isinstance(a, str):
                raise SPIRVBuildError(f"{opname}: operand {kind} must be a str, got {a!r}")
            return _string_words(a)
        if cat in ("ValueEnum", "BitEnum"):
            if isinstance(a, int) and not isinstance(a, Id):
                return [a]
            if not isinstance(a, str):
                raise SPIRVBuildError(f"{opname}: operand {kind} must be an enumerant name, got {a!r}")
            value, params = 0, []
            for name in a.split("|"):
                try:
                    v, p = self.g.enums[(kind, name.strip())]
                except KeyError:
                    raise SPIRVBuildError(f"{opname}: {name!r} is not a {kind}") from None
                value |= v
                params += p
            queue[0:0] = [dict(p) for p in params]  # its parameters come next
            return [value]
        if cat == "Composite":  # pairs: given as two separate arguments
            parts = {"PairLiteralIntegerIdRef": ("LiteralInteger", "IdRef"),
                     "PairIdRefLiteralInteger": ("IdRef", "LiteralInteger"),
                     "PairIdRefIdRef": ("IdRef", "IdRef")}[kind]
            queue.insert(0, {"kind": parts[1]})
            return self._operand(opname, parts[0], a, queue)
        if isinstance(a, bool) or not isinstance(a, int):
            raise SPIRVBuildError(f"{opname}: operand {kind} must be an int literal, got {a!r}")
        return [a & 0xFFFFFFFF]

    def emit(self, section: str, opname: str, *args) -> None:
        self.sections[section].append(self.encode(opname, args))

    def _result(self, section: str, opname: str, args) -> Id:
        r = self.id()
        if opname in _NO_TYPE:
            self.emit(section, opname, r, *args)
        else:
            self.emit(section, opname, args[0], r, *args[1:])
        return r

    # ------------------------------------------------------------------ module-level
    def capability(self, *names: str) -> None:
        for n in names:
            if n not in self._caps:
                self._caps.add(n)
                self.emit("capability", "OpCapability", n)

    def extension(self, name: str) -> None:
        if name not in self._exts:
            self._exts.add(name)
            self.emit("extension", "OpExtension", name)

    def ext_import(self, name: str) -> Id:
        if name not in self._imports:
            self._imports[name] = self._result("ext_import", "OpExtInstImport", (name,))
        return self._imports[name]

    def memory_model(self, addressing: str, memory: str) -> None:
        self.sections["memory_model"] = [self.encode("OpMemoryModel", (addressing, memory))]

    def entry_point(self, model: str, fn: Id, name: str, interface=()) -> None:
        self.emit("entry_point", "OpEntryPoint", model, fn, name, *interface)

    def execution_mode(self, fn: Id, mode: str, *params) -> None:
        self.emit("execution_mode", "OpExecutionMode", fn, mode, *params)

    def name(self, target: Id, text: str) -> None:
        self.emit("debug", "OpName", target, text)

    def decorate(self, target: Id, decoration: str, *params) -> None:
        self.emit("annotation", "OpDecorate", target, decoration, *params)

    def member_decorate(self, struct_id: Id, member: int, decoration: str, *params) -> None:
        self.emit("annotation", "OpMemberDecorate", struct_id, member, decoration, *params)

    # ------------------------------------------------------------------ types (de-duplicated)
    def _type(self, key, opname: str, *args) -> Id:
        t = self._types.get(key)
        if t is None:
            t = self._types[key] = self._result("global", opname, args)
            self.types_of[t] = key
        return t

    def type_void(self) -> Id:
        return self._type(("void",), "OpTypeVoid")

    def type_bool(self) -> Id:
        return self._type(("bool",), "OpTypeBool")

    def type_int(self, width: int, signed: bool = False) -> Id:
        return self._type(("int", width, int(signed)), "OpTypeInt", width, int(signed))

    def type_float(self, width: int) -> Id:
        return self._type(("float", width), "OpTypeFloat", width)

    def type_vector(self, elem: Id, n: int) -> Id:
        return self._type(("vector", elem, n), "OpTypeVector", elem, n)

    def type_array(self, elem: Id, n: int, stride: int | None = None) -> Id:
        t = self._type(("array", elem, n, stride), "OpTypeArray", elem, self.const(self.type_int(32), n))
        if stride is not None and ("stride", t) not in self._types:
            self._types[("stride", t)] = t
            self.decorate(t, "ArrayStride", stride)
        return t

    def type_struct(self, members: tuple, offsets: tuple | None = None, block: bool = False) -> Id:
        key = ("struct", tuple(members), tuple(offsets or ()), block)
        if key in self._types:
            return self._types[key]
        t = self._type(key, "OpTypeStruct", *members)
        for i, off in enumerate(offsets or ()):
            self.member_decorate(t, i, "Offset", off)
        if block:
            self.decorate(t, "Block")
        return t

    def type_pointer(self, storage: str, elem: Id) -> Id:
        return self._type(("pointer", storage, elem), "OpTypePointer", storage, elem)

    def type_function(self, ret: Id, params=()) -> Id:
        return self._type(("function", ret, tuple(params)), "OpTypeFunction", ret, *params)

    # ------------------------------------------------------------------ constants (de-duplicated)
    def const(self, t: Id, value) -> Id:
        """A scalar constant of type `t` (int or float type made by this module)."""
        key = self.types_of.get(t)
        if key is None or key[0] not in ("int", "float", "bool"):
            raise SPIRVBuildError(f"const(): {t!r} is not a scalar type of this module")
        if key[0] == "bool":
            ck = ("bool", bool(value))
            if ck not in self._consts:
                self._consts[ck] = self._result("global", "OpConstantTrue" if value else "OpConstantFalse", (t,))
            return self._consts[ck]
        width = key[1]
        if key[0] == "int":
            bits = int(value) & ((1 << width) - 1)
            words = [bits & 0xFFFFFFFF] + ([bits >> 32] if width == 64 else [])
        else:
            fmt = {16: "<e", 32: "<f", 64: "<d"}[width]
            raw = struct.pack(fmt, float(value))
            if width == 16:
                words = [struct.unpack("<H", raw)[0]]
            else:
                words = list(struct.unpack(f"<{width // 32}I", raw))
        ck = (t, tuple(words))
        if ck not in self._consts:
            self._consts[ck] = self._result("global", "OpConstant", (t, *words))
        return self._consts[ck]

    def const_composite(self, t: Id, parts) -> Id:
        ck = ("composite", t, tuple(parts))
        if ck not in self._consts:
            self._consts[ck] = self._result("global", "OpConstantComposite", (t, *parts))
        return self._consts[ck]

    def variable(self, ptr_type: Id, storage: str) -> Id:
        """A module-scope OpVariable."""
        return self._result("global", "OpVariable", (ptr_type, storage))

    # ------------------------------------------------------------------ functions
    def begin_function(self, ret: Id, ftype: Id, control: str = "None") -> Id:
        fn = self.id()
        self.emit("function", "OpFunction", ret, fn, control, ftype)
        return fn

    def param(self, t: Id) -> Id:
        return self._result("function", "OpFunctionParameter", (t,))

    def label(self, lbl: Id | None = None) -> Id:
        lbl = lbl if lbl is not None else self.id()
        self.emit("function", "OpLabel", lbl)
        return lbl

    def op(self, opname: str, *args) -> Id:
        """An instruction with a result (result type first in `args`) in the current function."""
        return self._result("function", opname, args)

    def do(self, opname: str, *args) -> None:
        """An instruction without a result (OpStore, OpBranch, OpReturn, ...)."""
        self.emit("function", opname, *args)

    def end_function(self) -> None:
        self.emit("function", "OpFunctionEnd")

    # ------------------------------------------------------------------ output
    def words(self) -> list[int]:
        major, minor = self.version
        header = [self.g.magic, (major << 16) | (minor << 8), 0, self.bound, 0]  # generator 0: unregistered
        out = header
        for s in SECTIONS:
            for ins in self.sections[s]:
                out += ins
        return out

    def to_bytes(self) -> bytes:
        w = self.words()
        return struct.pack(f"<{len(w)}I", *w)


__all__ = ["Module", "Id", "SPIRVBuildError", "SECTIONS"]
