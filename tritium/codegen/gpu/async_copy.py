"""Shared-memory buffers and asynchronous copies (the software pipeline, passes/gpu_pipeline.py).

`ttg.local_alloc` buffers live for the whole kernel, after the scratch area the exchanges use (so
the two never overlap; the buffers' base is patched in once the scratch size is known).
A tile's element (r, c) of stage s sits at s * stage + swizzled(r, c) (layouts.SwizzledShared).
`ttg.async_copy_global_to_local` copies each thread's runs of contiguous elements (4, 8 or 16
bytes, as the axis analysis allows) with `gpu.cp_async`; `ttg.local_load` reads the registers of
the destination layout where they are first used (a LazyTile), so a dot streams its operands.
"""
from __future__ import annotations

from ...ir.layouts import DotOperand, LinearLayout, Mma
from ...ir.types import i32
from .lowering import LazyTile, LoweringError, SIMTLowering, elem_bytes, handles
from .memory import _run


def _buffer(L: SIMTLowering, buf):
    got = L.buffers.get(buf)
    if got is None:
        raise LoweringError("shared buffer used before its ttg.local_alloc")
    return got


@handles("ttg.local_alloc")
def _alloc(L: SIMTLowering, o):
    t = o.result.type
    size = elem_bytes(t.element)
    offset = L.persistent
    L.persistent += (t.numel * size + 127) // 128 * 128
    # element index of the buffer's start: scratch size (known at the end) + offset, patched in run()
    base = L.prologue.value("arith.constant", [], i32, value=0)
    L.patches.append((base.owner, offset, size))
    L.buffers[o.result] = (base, t)


def _element_index(L: SIMTLowering, t, slot, coords):
    """Element index (from the buffer's start) of each coordinate tuple in stage `slot`."""
    lay = t.layout
    if tuple(lay.order) != (1, 0) or len(t.shape) != 3:
        raise LoweringError("shared buffers are row-major 2-D tiles (with a stage dimension)")
    rows, cols = t.shape[1], t.shape[2]
    vlog = lay.vec.bit_length() - 1
    plog = lay.per_phase.bit_length() - 1
    stage = L.v("arith.muli", [slot, L.const(rows * cols, i32)], i32)
    out = []
    for r, c in coords:
        phase = L.v("arith.andi", [L.v("arith.shrui", [r, L.const(plog, i32)], i32) if plog else r,
                                   L.const(lay.max_phase - 1, i32)], i32)
        vecidx = L.v("arith.xori", [L.v("arith.shrui", [c, L.const(vlog, i32)], i32) if vlog else c, phase], i32)
        col = L.v("arith.ori", [L.v("arith.shli", [vecidx, L.const(vlog, i32)], i32) if vlog else vecidx,
                                L.v("arith.andi", [c, L.const(lay.vec - 1, i32)], i32)], i32)
        out.append(L.add(L.add(L.v("arith.muli", [r, L.const(cols, i32)], i32), col), stage))
    return out


@handles("ttg.async_copy_global_to_local")
def _copy(L: SIMTLowering, o):
    ptr, buf, slot = o.operands[:3]
    mask = o.operands[3] if len(o.operands) > 3 else None
    base, t = _buffer(L, buf)
    lay = L.linear(ptr.type)
    size = elem_bytes(t.element)
    run = _run(L, o, ptr, mask)
    if run * size < 4:
        raise LoweringError("asynchronous copies move at least 4 bytes per thread")
    run = min(run, t.layout.vec)
    ptrs = L.regs(ptr)
    masks = L.regs(mask) if mask is not None else None
    coords = L.coords(lay)
    unique = set(lay.unique_regs())
    starts = [r for r in range(0, lay.nregs, run) if r in unique]
    index = _element_index(L, t, L.scalar(slot), [coords[r] for r in starts])
    for r, idx in zip(starts, index):
        at = L.v("arith.muli", [L.add(idx, base), L.const(size, i32)], i32)
        operands = [at, ptrs[r]] + ([masks[r]] if masks else [])
        L.op("gpu.cp_async", operands, [], bytes=run * size, has_pred=masks is not None,
             cache=o.attrs.get("cache", ""))


@handles("ttg.async_commit_group")
def _commit(L: SIMTLowering, o):
    L.op("gpu.cp_async_commit", [], [])


@handles("ttg.async_wait")
def _wait(L: SIMTLowering, o):
    L.op("gpu.cp_async_wait", [], [], num=o.attrs["num"])
    L.barrier()


@handles("ttg.local_load")
def _local_load(L: SIMTLowering, o):
    buf, slot = o.operands
    base, t = _buffer(L, buf)
    if _ldmatrix_ok(o.result.type, t):
        L.env[o.result] = Fragments(L, o.result.type, t, L.scalar(slot), base)
        return
    lay = L.linear(o.result.type)
    vec = min(L.vector_width(lay, elem_bytes(t.element)), t.layout.vec)
    coords = L.coords(lay)
    index = _element_index(L, t, L.scalar(slot), [coords[r] for r in range(0, lay.nregs, vec)])
    full = [None] * lay.nregs
    for k, r in enumerate(range(0, lay.nregs, vec)):
        full[r] = L.add(index[k], base)
    L.env[o.result] = LazyTile(L, full, vec, t.element, lay.nregs)


def _ldmatrix_ok(rt, bt) -> bool:
    """mma operands of 16-bit elements from a buffer whose swizzle keeps 8-element rows whole."""
    lay = rt.layout
    return isinstance(lay, DotOperand) and isinstance(lay.parent, Mma) and elem_bytes(rt.element) == 2 \
        and bt.layout.vec == 8 and rt.shape[0] % 16 == 0 and rt.shape[1] % 16 == 0


class Fragments(LazyTile):
    """An mma operand read from a swizzled buffer with `ldmatrix` (x4: four 8x8 matrices per
    instruction, one row address per lane), on first use of any of its registers.
    A [M, K]: one 16x16 tile per instruction, matrices (rows 0-7 | 8-15) x (k 0-7 | 8-15) = a0..a7.
    B [K, N]: `.trans`, two 8-wide n tiles of this warp per instruction (one when it has one)."""

    def __init__(self, L: SIMTLowering, rt, bt, slot, base):
        self.L, self.t, self.n = L, rt.element, None
        lay = L.linear(rt)
        self.n = lay.nregs
        self.op_idx = rt.layout.op_idx
        coords = lay.reg_coords()
        self.where: dict = {}  # register -> (group key, matrix, half)
        if self.op_idx == 0:
            for r, (m, k) in enumerate(coords):
                self.where[r] = ((m & ~15, k & ~15), ((m & 15) >> 3) + 2 * ((k & 15) >> 3), k & 1)
        else:
            ntiles = sorted({n for _, n in coords})
            pairs = {}
            for j in range(0, len(ntiles), 2):
                pair = tuple(ntiles[j:j + 2])
                for n in pair:
                    pairs[n] = pair
            for r, (k, n) in enumerate(coords):
                pair = pairs[n]
                self.where[r] = ((k & ~15, pair), ((k & 15) >> 3) + 2 * pair.index(n), k & 1)
        # per lane: which row (and column block) of a 16x16 (A) / 16x16 (B pair) block it addresses
        lane, i32_ = L.lane, i32
        self.lrow = L.add(L.v("arith.andi", [lane, L.const(7, i32_)], i32_),
                          L.v("arith.shli", [L.v("arith.andi", [L.v("arith.shrui", [lane, L.const(3, i32_)], i32_),
                                                                L.const(1, i32_)], i32_), L.const(3, i32_)], i32_))
        self.hi = L.v("arith.shrui", [lane, L.const(4, i32_)], i32_)  # 0 for lanes 0-15, 1 for 16-31
        warp_only = LinearLayout(lay.shape, lay.reg, tuple((0, 0) for _ in lay.lane), lay.warp)
        self.woff = L.thread_part(warp_only)
        self.bt, self.slot, self.base = bt, slot, base
        self.by_block: dict = {}  # per block being built: register -> value (LazyTile.cache)

    def __len__(self):
        return self.n

    def __getitem__(self, r):
        values = self.cache()
        got = values.get(r)
        if got is None:
            self.load(self.where[r][0], values)
            got = values[r]
        return got

    def load(self, key, values):
        L = self.L
        i32_ = i32

        def plus(a, b):
            return a if b is None else L.add(a, b)
        if self.op_idx == 0:
            m0, k0 = key
            row = plus(L.add(self.lrow, L.const(m0, i32_)), self.woff[0])
            col = plus(L.v("arith.shli", [self.hi, L.const(3, i32_)], i32_), L.const(k0, i32_))
            col = plus(col, self.woff[1])
            trans, count = False, 4
        else:
            k0, pair = key
            row = plus(L.add(self.lrow, L.const(k0, i32_)), self.woff[0])
            col = L.const(pair[0], i32_)
            if len(pair) == 2:
                col = L.add(col, L.v("arith.muli", [self.hi, L.const(pair[1] - pair[0], i32_)], i32_))
            col = plus(col, self.woff[1])
            trans, count = True, 2 * len(pair)
        idx = _element_index(L, self.bt, self.slot, [(row, col)])[0]
        at = L.v("arith.muli", [L.add(idx, self.base), L.const(2, i32_)], i32_)
        ld = L.op("gpu.ldmatrix", [at], [self.t] * (2 * count), n=count, trans=trans)
        for r, (k, matrix, half) in self.where.items():
            if k == key:
                values[r] = ld.results[2 * matrix + half]
