"""Kernel signatures as Triton spells them ('*fp32:16, *fp32, i32:16, fp32'): what an AOT manifest
and `tritium.compile(signature=...)` give for each runtime parameter, with its hint (':16' a
pointer 16-byte aligned or an int a multiple of 16, ':64' a pointer 64-byte aligned, ':1' an int
equal to 1, compiled in)."""
from __future__ import annotations

from dataclasses import dataclass


class SignatureError(ValueError):
    """A mistake in a signature (one line: what and where)."""


@dataclass(frozen=True)
class Param:
    """One runtime parameter of a variant: its type string ('*fp32', 'i32') and hint (0: none)."""
    type: str
    hint: int = 0

    @property
    def is_pointer(self) -> bool:
        return self.type.startswith("*")

    def facts(self) -> list[str]:
        """The specialisation facts the compiler is told (tritium.compile's `facts`)."""
        if not self.hint or self.hint == 1:
            return []
        if self.is_pointer:
            return ["aligned_16"] + (["aligned_64"] if self.hint % 64 == 0 else [])
        return ["divisible_16"]

    def spelled(self) -> str:
        return self.type + (f":{self.hint}" if self.hint else "")


# the scalar type names a signature takes (Triton's spelling), and how to say so in one line
TYPE_NAMES = ("fp32", "fp16", "bf16", "fp64", "fp8e5", "fp8e4nv", "fp8e4b15", "i1", "i8", "i16", "i32", "i64",
              "u8", "u16", "u32", "u64")
TYPES_HELP = (f"valid types: {', '.join(TYPE_NAMES)}; '*' before a type makes a pointer, e.g. '*fp32'; "
              "':16' declares a pointer 16-byte aligned or an int a multiple of 16, e.g. '*fp32:16', 'i32:16'")


def parse_signature(text: str, where: str = "signature") -> list[Param]:
    """'*fp32:16, *fp32, i32:16, fp32' -> [Param, ...] (Triton's AOT spelling: a pointer is '*' +
    its element type; ':16' divisibility/alignment by 16, ':64' pointer alignment, ':1' an int == 1).
    Types are kept in Triton's spelling ('i32', '*fp32'), so 'i32' and 'int32' are the same type."""
    out = []
    for item in (x.strip() for x in str(text).split(",") if x.strip()):
        name, _, hint = item.partition(":")
        try:
            ty = canonical(name.strip())
        except (KeyError, ValueError, TypeError, AttributeError):
            raise SignatureError(f"{where}: unknown type {name.strip()!r}"
                                + (f" in {item!r}" if hint else "") + f" ({TYPES_HELP})") from None
        h = 0
        if hint:
            try:
                h = int(hint)
            except ValueError:
                raise SignatureError(f"{where}: hint {hint!r} of {item!r} is not an integer") from None
            allowed = (16, 64) if ty.startswith("*") else (1, 16)
            if h not in allowed:
                raise SignatureError(f"{where}: hint ':{h}' of {item!r}: a {'pointer' if ty.startswith('*') else 'scalar'} "
                                    f"takes {' or '.join(':%d' % a for a in allowed)}")
            if not ty.startswith("*") and not _is_integer(ty):
                raise SignatureError(f"{where}: hint ':{h}' applies to integers and pointers, not {name.strip()!r}")
        out.append(Param(ty, h))
    if not out:
        raise SignatureError(f"{where}: empty signature (expected the runtime parameters' types in order, "
                            f"e.g. '*fp32:16, *fp32:16, i32')")
    return out


def _is_integer(ty: str) -> bool:
    """An integer scalar type that hints apply to (bools take none)."""
    return ty[:1] in "iu" and ty[1:].isdigit() and ty != "i1"


def canonical(ty: str) -> str:
    """A type string as bundles spell it: '*f32' / '*float32' -> '*fp32', 'int32' -> 'i32'."""
    from . import dtypes as d
    t = d.from_name(ty)
    name = t.element_ty.name if t.is_ptr() else t.name
    name = _SHORT.get(name, name)
    return "*" + name if t.is_ptr() else name


# dtype names -> Triton's signature spelling ('int32' -> 'i32'); float names are already short
_SHORT = {f"{p}int{b}": f"{p[:1] or 'i'}{b}" for p in ("", "u") for b in (8, 16, 32, 64)} | {"int1": "i1"}


def dtype_of(p: Param):
    from . import dtypes as d
    return d.from_name(p.type)
