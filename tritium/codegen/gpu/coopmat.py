"""Tiles in the `CoopMat` layout (Vulkan cooperative matrices): their dots, splat constants and
conversions from and to other layouts.

A `CoopMat` tile is, in each thread, the list of the 16x16 cooperative matrices of its warp's block
(`CoopMat.tiles`), values of `CoopMatType` that the whole subgroup holds together. Which lane holds
which element is the driver's choice, so nothing here indexes an element: matrices enter and leave
through shared memory, where the subgroup loads and stores them row-major.

  - tt.dot: both operands (any layout) are written to shared memory row-major, rows padded by 16
    bytes (so the rows a matrix load reads at once start in different banks); then, per 16-wide step
    of K, each warp loads the A matrices of its block's rows and the B matrices of its columns and
    multiply-adds every accumulator tile;
  - a conversion out (the epilogue: an fp16 cast, a store) stores the tiles and reads the target
    layout's registers back; a conversion in (an accumulator that was loaded) does the reverse;
  - a splat constant fills each tile; an fp16 rounding (arith.truncf) converts each tile.
Shared memory is the scratch area of the other exchanges, fenced by barriers on both sides.
"""
from __future__ import annotations

from ...ir.layouts import CoopMat
from ...ir.types import CoopMatType, f16, i32
from .lowering import LoweringError, SIMTLowering, elem_bytes


def tile_types(t) -> list:
    """The per-thread types of a CoopMat tile: one accumulator matrix per tile of its warp's block."""
    lay = t.layout
    tm, tn, _ = lay.instr_shape
    return [CoopMatType(t.element, tm, tn, "acc")] * len(lay.tiles(t.shape))


def _pad(t) -> int:
    """Elements of padding after each row in shared memory: 16 bytes."""
    return 16 // elem_bytes(t)


def _origin(L: SIMTLowering, lay: CoopMat, shape) -> tuple:
    """(first row, first column) of this warp's block, i32 values computed once per kernel."""
    key = ("coopmat-origin", lay, tuple(shape))
    got = L.memo.get(key)
    if got is None:
        wm, wn = lay.warps_per_cta
        bm, bn = lay.block(shape)
        saved, L.b = L.b, L.prologue
        wi = L.v("arith.remui", [L.warp, L.const(wm, i32)], i32)
        wj = L.v("arith.remui", [L.v("arith.divui", [L.warp, L.const(wm, i32)], i32), L.const(wn, i32)], i32)
        got = (L.v("arith.muli", [wi, L.const(bm, i32)], i32), L.v("arith.muli", [wj, L.const(bn, i32)], i32))
        L.b = saved
        L.memo[key] = got
    return got


def _byte_offset(L: SIMTLowering, base: int, row, col, stride: int, size: int):
    """base + (row * stride + col) * size, where row and col are (i32 value or None, constant) pairs."""
    terms, k = [], base
    for (v, c), scale in ((row, stride * size), (col, size)):
        k += c * scale
        if v is not None:
            terms.append(L.v("arith.muli", [v, L.const(scale, i32)], i32) if scale != 1 else v)
    out = None
    for x in terms:
        out = x if out is None else L.add(out, x)
    if out is None:
        return L.const(k, i32)
    return out if k == 0 else L.add(out, L.const(k, i32))


def _stage(L: SIMTLowering, v, offset: int) -> tuple:
    """Tile `v` (any layout) -> shared memory row-major from byte `offset`, rows padded: (row
    stride in elements, bytes used). No barriers (the caller places them)."""
    t = v.type
    pad = _pad(t.element)
    L.write_tile(L.regs(v), L.linear(t), t.element, offset, pad)
    stride = t.shape[-1] + pad
    return stride, t.shape[0] * stride * elem_bytes(t.element)


def dot(L: SIMTLowering, o):
    """A dot whose accumulator is in the CoopMat layout (called by dot.py's handler)."""
    a, b, c = o.operands
    lay = c.type.layout
    tm, tn, tk = lay.instr_shape
    K = a.type.shape[1]
    L.barrier()
    a_stride, a_bytes = _stage(L, a, 0)
    b_off = (a_bytes + 127) // 128 * 128
    b_stride, b_bytes = _stage(L, b, b_off)
    L.scratch(b_off + b_bytes)
    L.barrier()
    r0, c0 = _origin(L, lay, c.type.shape)
    tiles = lay.tiles(c.type.shape)
    ta, tb = CoopMatType(f16, tm, tk, "a"), CoopMatType(f16, tk, tn, "b")
    acc = list(L.regs(c))
    for k0 in range(0, K, tk):
        fa = {i: L.v("gpu.coopmat_load", [_byte_offset(L, 0, (r0, i), (None, k0), a_stride, 2)], ta, stride=a_stride)
              for i in sorted({i for i, _ in tiles})}
        fb = {j: L.v("gpu.coopmat_load", [_byte_offset(L, b_off, (None, k0), (c0, j), b_stride, 2)], tb, stride=b_stride)
              for j in sorted({j for _, j in tiles})}
        for n, (i, j) in enumerate(tiles):
            acc[n] = L.v("gpu.coopmat_muladd", [fa[i], fb[j], acc[n]], acc[n].type)
    L.env[o.result] = acc


def fill(L: SIMTLowering, o) -> None:
    """A splat constant in the CoopMat layout."""
    r = o.result
    x = L.const(o.attrs["value"], r.type.element)
    L.env[r] = [L.v("gpu.coopmat_fill", [x], t) for t in tile_types(r.type)]


def elementwise(L: SIMTLowering, o) -> None:
    """An elementwise op on CoopMat tiles: the fp16 rounding of an accumulator (the layout pass
    keeps no other op in the layout)."""
    if o.name != "arith.truncf":
        raise LoweringError(f"{o.name} on cooperative matrices")
    L.env[o.result] = [L.v("gpu.coopmat_convert", [m], t) for m, t in zip(L.regs(o.operands[0]), tile_types(o.result.type))]


def convert(L: SIMTLowering, o) -> None:
    """ttg.convert_layout from or to the CoopMat layout, through shared memory."""
    src, dst = o.operands[0].type, o.result.type
    if isinstance(src.layout, CoopMat) and isinstance(dst.layout, CoopMat):
        if src.layout != dst.layout:  # (the layout pass gives one chain one layout)
            L.env[o.result] = _into(L, _out_of(L, o.operands[0], None), src, dst)
        else:
            L.env[o.result] = L.regs(o.operands[0])
        return
    if isinstance(src.layout, CoopMat):
        L.env[o.result] = _out_of(L, o.operands[0], L.linear(dst))
        return
    L.env[o.result] = _into(L, L.regs(o.operands[0]), src, dst)


def _out_of(L: SIMTLowering, v, D):
    """Store the matrices of CoopMat tile `v`; read back the registers of layout D (None: leave them)."""
    t = v.type
    lay = t.layout
    size = elem_bytes(t.element)
    pad = _pad(t.element)
    stride = t.shape[1] + pad
    L.scratch(t.shape[0] * stride * size)
    L.barrier()
    r0, c0 = _origin(L, lay, t.shape)
    for m, (i, j) in zip(L.regs(v), lay.tiles(t.shape)):
        L.op("gpu.coopmat_store", [_byte_offset(L, 0, (r0, i), (c0, j), stride, size), m], [], stride=stride)
    L.barrier()
    return None if D is None else L.read_tile(D, t.element, 0, pad)


def _into(L: SIMTLowering, regs, src, dst):
    """Registers of tile type `src` (None: already stored by _out_of) -> the matrices of CoopMat `dst`."""
    lay = dst.layout
    size = elem_bytes(dst.element)
    pad = _pad(dst.element)
    stride = dst.shape[1] + pad
    if regs is not None:
        L.scratch(dst.shape[0] * stride * size)
        L.barrier()
        L.write_tile(regs, L.linear(src), src.element, 0, pad)
        L.barrier()
    r0, c0 = _origin(L, lay, dst.shape)
    out = [L.v("gpu.coopmat_load", [_byte_offset(L, 0, (r0, i), (c0, j), stride, size)], t, stride=stride)
           for t, (i, j) in zip(tile_types(dst), lay.tiles(dst.shape))]
    return out
