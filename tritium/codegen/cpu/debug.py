"""tt.print and tt.assert: the kernel hands its values to a host callback.

`rt(site, pid0, pid1, pid2, values)` receives a site number (an index into the kernel metadata's
`debug_sites`, which records each operand's type and shape) and an array of pointers, one per
operand (a tile's buffer or a scalar's slot). The host formats prints exactly as the interpreter
does, and records a failed assertion, which the launcher raises once the grid has run.
"""
from __future__ import annotations

from .lowering import Lowering, Tile, handles
from ..llvm.types import memty


def _call_host(L: Lowering, o, kind: str) -> None:
    ptrs = []
    for v in o.operands:
        x = L.env[v]
        if isinstance(x, Tile):
            ptrs.append(x.buf)
        else:
            s = L.slot(memty(v.type))
            L.store_slot(s, memty(v.type), L.to_mem(x, v.type, 0))
            ptrs.append(s)
    arr = L.alloca("ptr", max(1, len(ptrs)), 8)
    for i, p in enumerate(ptrs):
        q = L.tmp()
        L.emit(f"{q} = getelementptr ptr, ptr {arr}, i64 {i}")
        L.emit(f"store ptr {p}, ptr {q}")
    site = len(L.debug_sites)
    L.debug_sites.append({"kind": kind, "attrs": {k: v for k, v in o.attrs.items()},
                          "types": [str(v.type) for v in o.operands],
                          "line": o.loc[1] if o.loc else None, "file": o.loc[0] if o.loc else None})
    L.emit(f"call void %rt(i32 {site}, i32 %pid0, i32 %pid1, i32 %pid2, ptr {arr})")


@handles("tt.print")
def _print(L: Lowering, o) -> None:
    _call_host(L, o, "print")


@handles("tt.assert")
def _assert(L: Lowering, o) -> None:
    _call_host(L, o, "assert")
