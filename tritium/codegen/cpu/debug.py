"""tt.print and tt.assert: the kernel hands its values to a host callback.

`rt(site, pid0, pid1, pid2, values)` receives a site number (an index into the kernel metadata's
`debug_sites`, which records each operand's type and shape) and an array of pointers, one per
operand (a tile's buffer or a scalar's slot). The host formats prints exactly as the interpreter
does, and records a failed assertion, which the launcher raises once the grid has run. An assertion
calls the host only when some lane of its condition is false (the kernel tests that first), so
debug builds, whose overflow checks are assertions, stay fast. The sanitizer (sanitizer.py)
reports out-of-bounds accesses through the same callback.
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
    cond = L.env[o.operands[0]]
    if isinstance(cond, Tile):
        any_false = L.slot("i1")
        L.store_slot(any_false, "i1", "false")
        n = cond.numel
        w = L.chunk_width(n)
        with L.loop(0, n, w) as c:
            lanes = L.load_chunk(cond, c, w)
            f, acc = L.tmp(), L.tmp()
            L.emit(f"{f} = xor <{w} x i1> {lanes}, splat (i1 true)")
            r = L.intr("vector.reduce.or", f"v{w}i1", "i1", [(f"<{w} x i1>", f)])
            L.emit(f"{acc} = or i1 {L.load_slot(any_false, 'i1')}, {r}")
            L.store_slot(any_false, "i1", acc)
        bad = L.load_slot(any_false, "i1")
    else:
        bad = L.tmp()
        L.emit(f"{bad} = xor i1 {cond}, true")
    fail, done = L.new_label("assert_fail"), L.new_label("assert_ok")
    L.emit(f"br i1 {bad}, label %{fail}, label %{done}")
    L.start_block(fail)
    _call_host(L, o, "assert")
    L.br(done)
    L.start_block(done)
