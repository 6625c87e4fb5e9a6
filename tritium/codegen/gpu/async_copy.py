"""Shared-memory buffers and asynchronous copies (the software pipeline, passes/gpu_pipeline.py).

`ttg.local_alloc` buffers sit after the scratch area the exchanges use (the buffers' base is patched
in once the scratch size is known); exchanges after the buffers die (passes/buffer_liveness.py: a
matmul's epilogue) reuse their bytes from offset 0.
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
    offset, reuses = L.buffer_plan[o]  # (passes/buffer_liveness.buffer_offsets)
    if reuses:  # the bytes of a buffer an earlier loop is done with: every thread is done with them too
        L.barrier()
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
    stage = L.v("arith.muli", [slot, L.const(rows * cols, i32)], i32)
    zero = L.const(0, i32)  # (a vector is staged as a [1, n] tile)
    return [L.add(_swizzle(L, lay, rows, cols, *((zero,) + c if len(c) == 1 else c)), stage) for c in coords]


def _stage_base(L: SIMTLowering, t, slot, base):
    """Byte address of stage `slot` of a buffer (one multiply-add per op and iteration)."""
    size = elem_bytes(t.element)
    stage = L.v("arith.muli", [slot, L.const(t.shape[1] * t.shape[2], i32)], i32)
    return L.v("arith.muli", [L.add(stage, base), L.const(size, i32)], i32)


def _swizzled(L: SIMTLowering, t, rt, ct, rc: int, cc: int, prologue: bool = True):
    """Byte offset, within a stage, of element (rt + rc, ct + cc): rt/ct are per-thread i32 values
    (None: 0), rc/cc compile-time. -> (value, immediate): constant parts the swizzle does not mix
    (rows by multiples of per_phase * max_phase, columns by multiples of vec * max_phase) become
    the immediate, which PTX folds into the instruction's address ([reg + imm]); the value is
    loop-invariant and shared by every access that differs only in those constants."""
    lay = t.layout
    size = elem_bytes(t.element)
    rows, cols = t.shape[1], t.shape[2]
    r_imm = rc if rc % (lay.per_phase * lay.max_phase) == 0 else 0
    if lay.panel:  # whole panels only: within one the swizzle mixes columns
        c_imm = cc if cc % lay.panel == 0 else 0
        c_elems = c_imm // lay.panel * rows * lay.panel
    else:
        c_imm = cc if cc % lay.vec == 0 and (cc // lay.vec) % lay.max_phase == 0 else 0
        c_elems = c_imm
    key = ("swz", lay, rows, cols, size, id(rt), id(ct), rc - r_imm, cc - c_imm)
    got = L.memo.get(key) if prologue else None
    if got is None:
        saved = L.b
        if prologue:  # thread-only inputs: computed once, before everything (dominates every use)
            L.b = L.prologue
        r = _plus(L, rt, rc - r_imm)
        c = _plus(L, ct, cc - c_imm)
        got = L.v("arith.muli", [_swizzle(L, lay, rows, cols, r, c), L.const(size, i32)], i32)
        L.b = saved
        if prologue:
            L.memo[key] = got
    return got, (r_imm * lay.row_length(cols) + c_elems) * size


def _plus(L: SIMTLowering, v, k: int):
    if v is None:
        return L.const(k, i32)
    return v if k == 0 else L.add(v, L.const(k, i32))


def _swizzle(L: SIMTLowering, lay, rows: int, cols: int, r, c):
    """Element offset of (r, c) in a row-major [rows, cols] tile with XOR-swizzled vectors (in
    panels of `lay.panel` columns, when it has them)."""
    vlog = lay.vec.bit_length() - 1
    plog = lay.per_phase.bit_length() - 1
    panel = None
    if lay.panel and lay.panel < cols:
        plen = lay.panel.bit_length() - 1
        panel = L.v("arith.muli", [L.v("arith.shrui", [c, L.const(plen, i32)], i32), L.const(rows * lay.panel, i32)], i32)
        c = L.v("arith.andi", [c, L.const(lay.panel - 1, i32)], i32)
    phase = L.v("arith.andi", [L.v("arith.shrui", [r, L.const(plog, i32)], i32) if plog else r,
                               L.const(lay.max_phase - 1, i32)], i32)
    vecidx = L.v("arith.xori", [L.v("arith.shrui", [c, L.const(vlog, i32)], i32) if vlog else c, phase], i32)
    col = L.v("arith.ori", [L.v("arith.shli", [vecidx, L.const(vlog, i32)], i32) if vlog else vecidx,
                            L.v("arith.andi", [c, L.const(lay.vec - 1, i32)], i32)], i32)
    at = L.add(L.v("arith.muli", [r, L.const(lay.row_length(cols), i32)], i32), col)
    return at if panel is None else L.add(at, panel)


@handles("ttg.async_copy_global_to_local")
def _copy(L: SIMTLowering, o):
    ptr, buf, slot = o.operands[:3]
    mask = o.operands[3] if len(o.operands) > 3 else None
    base, t = _buffer(L, buf)
    lay = L.linear(ptr.type)
    size = elem_bytes(t.element)
    flip = bool(o.attrs.get("transpose"))  # the stage holds the tile transposed: (r, c) at (c, r)
    run = _run(L, o, ptr, mask)
    if lay.run_axis() != (0 if flip else len(ptr.type.shape) - 1):
        # a thread's run in global memory (down a column-major tile's columns) that is not one in
        # the stage (row-major, unless transposed) is copied an element at a time
        run = 1
    if run * size < 4:
        raise LoweringError("asynchronous copies move at least 4 bytes per thread")
    run = min(run, t.layout.vec)
    ptrs = L.regs(ptr)
    masks = L.regs(mask) if mask is not None else None
    unique = set(lay.unique_regs())
    starts = [r for r in range(0, lay.nregs, run) if r in unique]
    stage = _stage_base(L, t, L.scalar(slot), base)
    vector = len(ptr.type.shape) == 1  # (staged as a [1, n] tile: row 0)
    if lay.disjoint():  # coordinate = thread part + register part: the register part can be an immediate
        tr, tc = [None] + L.thread_part(lay) if vector else L.thread_part(lay)
        if flip:
            tr, tc = tc, tr
        rc = [(0,) + c if vector else (c[::-1] if flip else c) for c in lay.reg_coords()]
        places = [_swizzled(L, t, tr, tc, *rc[r]) for r in starts]
    else:
        coords = [(L.const(0, i32),) + c for c in L.coords(lay)] if vector else L.coords(lay)
        if flip:
            coords = [c[::-1] for c in coords]
        places = [_swizzled(L, t, coords[r][0], coords[r][1], 0, 0, prologue=False) for r in starts]
    for r, (off, imm) in zip(starts, places):
        operands = [L.add(off, stage), ptrs[r]] + ([masks[r]] if masks else [])
        L.op("gpu.cp_async", operands, [], bytes=run * size, has_pred=masks is not None, offset=imm,
             cache=o.attrs.get("cache", ""))


@handles("ttg.async_commit_group")
def _commit(L: SIMTLowering, o):
    L.op("gpu.cp_async_commit", [], [])


@handles("ttg.async_wait")
def _wait(L: SIMTLowering, o):
    L.op("gpu.cp_async_wait", [], [], num=o.attrs["num"])
    # (wgmma may read what cp.async wrote after this wait and barrier, with no proxy fence: Triton's
    # fence insertion and CUTLASS's cp.async mainloops rely on the same; a fence here cost a
    # MEMBAR.ALL.CTA per iteration)
    L.barrier()


@handles("ttg.local_load")
def _local_load(L: SIMTLowering, o):
    buf, slot = o.operands
    base, t = _buffer(L, buf)
    if o.attrs.get("trans"):
        L.env[o.result] = TransposedStage(L, o.result.type, t, L.scalar(slot), base)
        return
    if _ldmatrix_ok(o.result.type, t):
        tile = Fragments(L, o.result.type, t, L.scalar(slot), base)
    else:
        lay = L.linear(o.result.type)
        vec = min(L.vector_width(lay, elem_bytes(t.element)), t.layout.vec)
        coords = L.coords(lay)
        index = _element_index(L, t, L.scalar(slot), [coords[r] for r in range(0, lay.nregs, vec)])
        full = [None] * lay.nregs
        for k, r in enumerate(range(0, lay.nregs, vec)):
            full[r] = L.add(index[k], base)
        tile = StagedTile(L, full, vec, t, L.scalar(slot), base)
    # (`registers`: read here, once, so a wgmma takes A from registers rather than the buffer)
    L.env[o.result] = [tile[r] for r in range(len(tile))] if o.attrs.get("registers") else tile


@handles("ttg.local_store")
def _local_store(L: SIMTLowering, o):
    """Each thread writes its registers into the stage, a vector at a time where they are
    contiguous within a swizzle chunk (copies of an element in other threads write once); mma
    fragments of 16-bit elements (an accumulator stored for a TMA store, a probability tile for
    the next wgmma) with stmatrix, 16 bytes a thread per instruction, as Triton does."""
    value, buf, slot = o.operands
    base, t = _buffer(L, buf)
    lay = L.linear(value.type)
    size = elem_bytes(t.element)
    rows = L.stmatrix_rows(lay, size, 0, 0) if t.layout.vec * size >= 16 else None
    if rows is not None:  # (a swizzle chunk of 16 bytes or more keeps each 8-element row of a matrix whole)
        starts = _element_index(L, t, L.scalar(slot), L.coords(rows))
        L.stmatrix_x4([L.add(k, base) for k in starts], L.regs(value), t.element)
        return
    vec = min(L.vector_width(lay, size), t.layout.vec)
    coords = L.coords(lay)
    unique = set(lay.unique_regs())
    starts = [r for r in range(0, lay.nregs, vec) if r in unique]
    index = _element_index(L, t, L.scalar(slot), [coords[r] for r in starts])
    regs = L.regs(value)
    for k, r in zip(index, starts):
        L.smem_store(L.add(k, base), [regs[i] for i in range(r, r + vec)], t.element)


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
        # per lane: which row (and column block) of a 16x16 (A) / 16x16 (B pair) block it addresses;
        # thread-only values, built once in the prologue
        lane, i32_ = L.lane, i32
        warp_only = LinearLayout(lay.shape, lay.reg, tuple((0, 0) for _ in lay.lane), lay.warp)
        self.woff = L.thread_part(warp_only)
        saved, L.b = L.b, L.prologue
        lrow = L.add(L.v("arith.andi", [lane, L.const(7, i32_)], i32_),
                     L.v("arith.shli", [L.v("arith.andi", [L.v("arith.shrui", [lane, L.const(3, i32_)], i32_),
                                                           L.const(1, i32_)], i32_), L.const(3, i32_)], i32_))
        self.hi = L.v("arith.shrui", [lane, L.const(4, i32_)], i32_)  # 0 for lanes 0-15, 1 for 16-31
        self.row = lrow if self.woff[0] is None else L.add(lrow, self.woff[0])
        col = L.v("arith.shli", [self.hi, L.const(3, i32_)], i32_)
        self.col_a = col if self.woff[1] is None else L.add(col, self.woff[1])
        L.b = saved
        self.pair_cols: dict = {}
        self.bt, self.slot, self.base = bt, slot, base
        self.stage = _stage_base(L, bt, slot, base)  # here, at the local_load: it dominates every use
        self.by_block: dict = {}  # per block being built: register -> value (LazyTile.cache)

    def col_b(self, pair):
        """B: the column (before the pair's first tile) this lane addresses: its n tile of the pair."""
        got = self.pair_cols.get(pair)
        if got is None:
            L = self.L
            saved, L.b = L.b, L.prologue
            got = self.woff[1]
            if len(pair) == 2:
                step = L.v("arith.muli", [self.hi, L.const(pair[1] - pair[0], i32)], i32)
                got = step if got is None else L.add(step, got)
            L.b = saved
            self.pair_cols[pair] = got
        return got

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
        if self.op_idx == 0:  # A: the lane's row of the 16x16 tile, its 8-column half by lane / 16
            m0, k0 = key
            place = _swizzled(L, self.bt, self.row, self.col_a, m0, k0)
            trans, count = False, 4
        else:  # B (.trans): the lane's k row, its n tile of the pair by lane / 16
            k0, pair = key
            place = _swizzled(L, self.bt, self.row, self.col_b(pair), k0, pair[0])
            trans, count = True, 2 * len(pair)
        off, imm = place
        ld = L.op("gpu.ldmatrix", [L.add(off, self.stage)], [self.t] * (2 * count), n=count, trans=trans,
                  offset=imm)
        for r, (k, matrix, half) in self.where.items():
            if k == key:
                values[r] = ld.results[2 * matrix + half]


class StagedTile(LazyTile):
    """A tile read from one stage of a shared buffer with plain shared loads where its registers
    are first used (what ldmatrix cannot read: 8- and 32-bit elements). Hopper's wgmma reads a
    staged operand through a descriptor instead (`bt`, `stage`), loading none of them."""

    def __init__(self, L: SIMTLowering, index: list, vec: int, bt, slot, base):
        super().__init__(L, index, vec, bt.element, len(index))
        self.bt, self.slot, self.base = bt, slot, base
        self.stage = _stage_base(L, bt, slot, base)  # here, at the local_load: it dominates every use


class TransposedStage(StagedTile):
    """A dot's B [K, N] read from a stage that holds its transpose ([N, K], K contiguous: the tile
    as loaded, attention's `k` of `tl.dot(q, k.T)`, or copied so from a B that runs along K in
    memory). wgmma reads it through a K-major descriptor; other readers get its registers a run at a
    time where consecutive registers hold consecutive K (mma.sync's int8 B: four a register, one
    4-byte load), else an element at a time."""

    def __init__(self, L: SIMTLowering, rt, bt, slot, base):
        lay = L.linear(rt)
        coords = L.coords(lay)
        vec, run = 1, min(lay.contiguous_run(0), bt.layout.vec, 16 // elem_bytes(bt.element))
        while vec * 2 <= run:
            vec *= 2
        starts = list(range(0, lay.nregs, vec))
        index = _element_index(L, bt, slot, [(coords[r][1], coords[r][0]) for r in starts])
        full = [None] * lay.nregs
        for i, r in zip(index, starts):
            full[r] = L.add(i, base)
        super().__init__(L, full, vec, bt, slot, base)
