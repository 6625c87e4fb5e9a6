"""The SIMT lowering: a `ttgir` kernel -> the program one GPU thread runs (see simt_ops.py).

A tile becomes, in each thread, the list of its registers in the order of its layout's register
bits; a scalar stays one value. The linear layout of a tile says which element each register holds:
register part (a compile-time constant per register) XOR thread part (computed once per kernel
from the lane and warp ids). Lane-wise ops apply register by register; ops that move data between
threads (reductions, scans, layout conversions, dots) are written here once in terms of shuffles,
barriers and shared memory, for every GPU target. Op families live in their own files
(memory.py, reduce.py, dot.py, control_flow.py), registered with `@handles`.
"""
from __future__ import annotations

from ...ir.builder import Builder
from ...ir.core import Block, Elementwise, Operation, Value
from ...ir.layouts import LinearLayout, is_warpgroup_mma
from ...ir.ops import Func, Module
from ...ir.types import PtrType, TensorType, Type, i1, i8, i32, i64
from ...passes import axis_info
from ...passes.buffer_liveness import buffer_offsets, buffers_dead_after, tile_loop_dead_after
from ...passes.loops import restarted_sum
from .. import handler_registry
from . import simt_ops  # noqa: F401 - registers the gpu.* ops

HANDLERS, handles = handler_registry()  # op name -> its lowering; @handles("tt.load", ...) fills it


class LoweringError(Exception):
    """A kernel the GPU lowering cannot compile. `kernel_loc` is the (file, line, col) of the kernel
    statement, which compile() turns into a CompilationError pointing there."""
    kernel_loc = None


def row_major_strides(shape) -> list:
    """Element strides of a row-major tile."""
    strides = [1] * len(shape)
    for d in range(len(shape) - 2, -1, -1):
        strides[d] = strides[d + 1] * shape[d + 1]
    return strides


def elem_bytes(t: Type) -> int:
    s = t.scalar
    if isinstance(s, PtrType):
        return 8
    return max(1, s.bits // 8)


class SIMTLowering:
    def __init__(self, func: Func, warp_size: int | None = None, stmatrix: bool = False):
        """`warp_size`: the target's; None takes the one the layouts were made for (the kernel's
        `ttg.threads_per_warp`). `stmatrix`: the target has it (GPUTarget.stmatrix)."""
        self.src = func
        self.stmatrix = stmatrix
        self.num_warps = int(func.attrs.get("ttg.num_warps", 4))
        self.warp_size = _warp_size(func, warp_size)
        self.nthreads = self.num_warps * self.warp_size
        self.info = axis_info.analyze(func)
        self._info0 = None  # the same analysis along the first axis, made when first asked
        args = [a.type for a in func.body.args]
        attrs = {k: v for k, v in func.attrs.items() if k in ("sym_name", "visibility", "result_types")}
        self.out = Func([], [], attrs, [Block(args)], loc=func.loc)
        self.prologue = Builder(Block())  # thread ids, constants: defined once, dominate everything
        self.b = Builder(Block())
        self.env: dict = {a: b for a, b in zip(func.body.args, self.out.body.args)}
        self.consts: dict = {}
        self.thread_parts: dict = {}
        self.smem_bytes = 0  # scratch shared memory the kernel needs
        # past this top-level op no buffer is used and no copy into one or MMA from one is in
        # flight: the exchanges after it (a matmul's epilogue) reuse the buffers' bytes
        self.buffers_dead_after = buffers_dead_after(func)
        # and in a persistent kernel's tile loop, past this op of its body (each tile's epilogue)
        self.tile_dead_after = tile_loop_dead_after(func, self.buffers_dead_after)
        self.late = False  # lowering past buffers_dead_after (or tile_dead_after, until its body ends)
        self.late_bytes = 0  # scratch claimed there
        self.late_claims = 0  # how many exchanges claimed it
        self.patches: list = []  # (constant op, byte offset among the buffers, element size)
        self.buffers: dict = {}  # memdesc value -> (element index of its start, its type)
        # wgmma and TMA read a buffer's swizzle from address bits (a 1024-byte pattern at most): the
        # buffers of a kernel with warpgroup-MMA accumulators or TMA copies start at multiples of 1 KB
        self.wgmma = any(o.name == "tt.dot" and is_warpgroup_mma(o.result.type.layout) for o in func.body.walk())
        tma = any(o.name.startswith("ttng.async_tma_copy") for o in func.body.walk())
        self.smem_align = 1024 if self.wgmma or tma else 128
        # where each ttg.local_alloc buffer sits among the buffers (placed after the scratch area; those
        # of loops one after the other share bytes), and their bytes
        # (swizzled stages at smem_align: wgmma and TMA read the swizzle from address bits; mbarriers
        # and unswizzled vectors at 16 bytes)
        self.buffer_plan, self.persistent = buffer_offsets(
            func, lambda t: t.numel * elem_bytes(t.element),
            lambda t: self.smem_align if getattr(t.layout, "max_phase", 2) > 1 else 16)
        self.memo: dict = {}  # values computed once in the prologue from thread ids, by what they compute
        self.users: dict = {}
        for o in func.body.walk():
            for x in o.operands:
                self.users.setdefault(x, []).append(o)
        self.tid = self.prologue.value("gpu.thread_id", [], i32)
        ws = self.warp_size
        self.lane = self.prologue.value("arith.andi", [self.tid, self.const(ws - 1, i32)], i32)
        self.warp = self.prologue.value("arith.shrui", [self.tid, self.const(ws.bit_length() - 1, i32)], i32)

    def info_first_axis(self) -> dict:
        """The axis analysis along the first axis (column-major tiles' accesses)."""
        if self._info0 is None:
            self._info0 = axis_info.analyze(self.src, axis=0)
        return self._info0

    # ------------------------------------------------------------ building
    def op(self, name: str, operands, result_types, **attrs) -> Operation:
        o = self.b.create(name, list(operands), list(result_types), attrs)
        o.loc = self.loc
        return o

    def v(self, name: str, operands, t: Type, **attrs) -> Value:
        return self.op(name, operands, [t], **attrs).result

    loc = None

    def const(self, value, t: Type) -> Value:
        key = (repr(value), str(t))
        c = self.consts.get(key)
        if c is None:
            c = self.consts[key] = self.prologue.value("arith.constant", [], t, value=value)
        return c

    def add(self, a, b, t=i32):
        return self.v("arith.addi", [a, b], t)

    def select(self, c, a, b):
        return self.v("arith.select", [c, a, b], a.type)

    # ------------------------------------------------------------ values
    def regs(self, v: Value) -> list:
        """A tile's registers (a list, or a LazyTile read where used), or [scalar]."""
        x = self.env[v]
        return x if isinstance(x, (list, LazyTile)) else [x]

    def scalar(self, v: Value) -> Value:
        return self.env[v]

    def linear(self, t: TensorType) -> LinearLayout:
        if t.layout is None:
            raise LoweringError(f"tile {t} has no layout (run the layout pass first)")
        L = t.layout.to_linear(t.shape)
        # lane and warp ids are split from the thread id by the warp size; a layout made for another
        # one (an mma layout is NVIDIA's 32 lanes) would put elements in the wrong threads
        if 1 << len(L.lane) != self.warp_size:
            raise LoweringError(f"tile {t}: its layout spans {1 << len(L.lane)} lanes, but warps of this "
                                f"kernel have {self.warp_size} threads")
        return L

    # ------------------------------------------------------------ coordinates
    def thread_part(self, L: LinearLayout) -> list:
        """Per dimension, the coordinate bits this thread's lane and warp contribute (i32)."""
        key = (L.lane, L.warp, len(L.shape))
        got = self.thread_parts.get(key)
        if got is None:
            saved, self.b = self.b, self.prologue
            got = [self._thread_coord(L, d) for d in range(len(L.shape))]
            self.b = saved
            self.thread_parts[key] = got
        return got

    def _thread_coord(self, L: LinearLayout, d: int):
        terms = []
        for src, bases in ((self.lane, L.lane), (self.warp, L.warp)):
            i = 0
            while i < len(bases):
                c = bases[i][d]
                if not c:
                    i += 1
                    continue
                if c & (c - 1) == 0:  # a run of bits mapping to c, 2c, 4c, ...: one shift and mask
                    k = 1
                    while i + k < len(bases) and bases[i + k][d] == c << k:
                        k += 1
                    x = self.v("arith.shrui", [src, self.const(i, i32)], i32) if i else src
                    x = self.v("arith.andi", [x, self.const((1 << k) - 1, i32)], i32)
                    if c > 1:
                        x = self.v("arith.shli", [x, self.const(c.bit_length() - 1, i32)], i32)
                    terms.append(x)
                    i += k
                else:  # a basis that is not a power of two (swizzles): bit * basis
                    bit = self.v("arith.andi", [self.v("arith.shrui", [src, self.const(i, i32)], i32),
                                                self.const(1, i32)], i32)
                    terms.append(self.v("arith.muli", [bit, self.const(c, i32)], i32))
                    i += 1
        if not terms:
            return None
        acc = terms[0]
        for t in terms[1:]:
            acc = self.v("arith.xori", [acc, t], i32)
        return acc

    def coords(self, L: LinearLayout) -> list:
        """For every register: a tuple with, per dimension, an i32 value of its coordinate."""
        thread = self.thread_part(L)
        combine = "arith.addi" if L.disjoint() else "arith.xori"
        out = []
        for rc in L.reg_coords():
            c = []
            for d, k in enumerate(rc):
                t = thread[d]
                if t is None:
                    c.append(self.const(k, i32))
                elif k == 0:
                    c.append(t)
                else:
                    c.append(self.v(combine, [t, self.const(k, i32)], i32))
            out.append(tuple(c))
        return out

    def linear_index(self, L: LinearLayout, strides, pad=None) -> list:
        """For every register: sum(coord[d] * strides[d]) as i32 (row-major offsets in shared memory),
        plus `pad(row)` elements of padding per row when given."""
        thread = self.thread_part(L)
        combine_disjoint = L.disjoint()
        tsum = None
        for d, t in enumerate(thread):
            if t is None or strides[d] == 0:
                continue
            x = t if strides[d] == 1 else self.v("arith.muli", [t, self.const(strides[d], i32)], i32)
            tsum = x if tsum is None else self.add(tsum, x)
        out = []
        for rc in L.reg_coords():
            k = sum(c * s for c, s in zip(rc, strides))
            if combine_disjoint:
                idx = self.const(k, i32) if tsum is None else (tsum if k == 0 else self.add(tsum, self.const(k, i32)))
            else:  # XOR-combined coordinates: rebuild each from its parts
                idx = self.flat_index(self.coords_of_reg(L, rc), strides)
            out.append(idx)
        return out

    def flat_index(self, coord, strides):
        """sum(coord[d] * strides[d]) of i32 values (dimensions with stride 0 left out)."""
        idx = None
        for x, st in zip(coord, strides):
            if st == 0:
                continue
            t = x if st == 1 else self.v("arith.muli", [x, self.const(st, i32)], i32)
            idx = t if idx is None else self.add(idx, t)
        return idx if idx is not None else self.const(0, i32)

    def coords_of_reg(self, L: LinearLayout, rc) -> tuple:
        thread = self.thread_part(L)
        return tuple(self.const(k, i32) if t is None else (t if k == 0 else self.v("arith.xori", [t, self.const(k, i32)], i32))
                     for t, k in zip(thread, rc))

    def owner(self, L: LinearLayout):
        """i1: this thread is the first holder of its elements (None when no thread holds copies)."""
        lane_bits, warp_bits = L.owner_bits()
        mask_l = sum(1 << i for i in lane_bits)
        mask_w = sum(1 << i for i in warp_bits)
        conds = []
        for src, m in ((self.lane, mask_l), (self.warp, mask_w)):
            if m:
                z = self.v("arith.andi", [src, self.const(m, i32)], i32)
                conds.append(self.v("arith.cmpi", [z, self.const(0, i32)], i1, predicate="eq"))
        if not conds:
            return None
        return conds[0] if len(conds) == 1 else self.v("arith.andi", conds, i1)

    def and_pred(self, a, b):
        if a is None:
            return b
        if b is None:
            return a
        return self.v("arith.andi", [a, b], i1)

    # ------------------------------------------------------------ shared memory scratch
    def scratch(self, nbytes: int) -> None:
        """Claim scratch shared memory for the next exchange (all exchanges start at offset 0 and
        are fenced by barriers on both sides). Once the buffers are dead the area overlaps them."""
        if self.late:
            self.late_bytes = max(self.late_bytes, nbytes)
            self.late_claims += 1
        else:
            self.smem_bytes = max(self.smem_bytes, nbytes)

    def barrier(self):
        self.op("gpu.barrier", [], [])

    def smem_type(self, t: Type) -> Type:
        """How a scalar is kept in shared memory: i1 as i8, pointers as i64."""
        s = t.scalar
        if s == i1:
            return i8
        if isinstance(s, PtrType):
            return i64
        return s

    def to_smem(self, x: Value, t: Type) -> Value:
        s = t.scalar
        if s == i1:
            return self.v("arith.extui", [x], i8)
        if isinstance(s, PtrType):
            return self.v("tt.ptr_to_int", [x], i64)
        return x

    def from_smem(self, x: Value, t: Type) -> Value:
        s = t.scalar
        if s == i1:
            return self.v("arith.trunci", [x], i1)
        if isinstance(s, PtrType):
            return self.v("tt.int_to_ptr", [x], s)
        return x

    def smem_store(self, offset_elems: Value, values: list, t: Type):
        st = self.smem_type(t)
        size = elem_bytes(st)
        addr = offset_elems if size == 1 else self.v("arith.muli", [offset_elems, self.const(size, i32)], i32)
        self.op("gpu.store", [addr] + [self.to_smem(x, t) for x in values], [], space="shared", n=len(values),
                has_pred=False)

    def smem_load(self, offset_elems: Value, n: int, t: Type) -> list:
        st = self.smem_type(t)
        size = elem_bytes(st)
        addr = offset_elems if size == 1 else self.v("arith.muli", [offset_elems, self.const(size, i32)], i32)
        o = self.op("gpu.load", [addr], [st] * n, space="shared", n=n, has_pred=False, has_other=False)
        return [self.from_smem(r, t) for r in o.results]

    def exchange(self, src_regs: list, S: LinearLayout, D: LinearLayout, t: Type, index_map=None,
                 offset: int = 0, lazy: bool = False):
        """Registers of layout S -> registers of layout D through shared memory. The tile is laid
        out row-major (with a few elements of padding per row against bank conflicts) from byte
        `offset`; `index_map` (for reshapes, transposes, joins) turns D's coordinates into S's
        shape's coordinates. `lazy`: return a LazyTile whose registers are read from shared memory
        where they are first used (a dot reads its operands k-step by k-step, so they need not all
        be live at once)."""
        shape = S.shape
        strides = row_major_strides(shape)
        size = elem_bytes(self.smem_type(t))
        vs = self.vector_width(S, size)
        vd = self.vector_width(D, size) if index_map is None else 1
        row = shape[-1]
        pad = max(vs, vd) if len(shape) > 1 and row * size >= 128 else 0
        numel = strides[0] * shape[0] if shape else 1
        self.scratch(offset + (numel + (numel // row) * pad) * size)
        self.barrier()
        self.write_tile(src_regs, S, t, offset, pad)
        self.barrier()
        if index_map is None and not lazy:
            return self.read_tile(D, t, offset, pad)
        if index_map is None:
            dst_idx = self.padded(self.linear_index(D, strides), row, pad)
        else:
            dst_idx = [self.flat_index(index_map(c), strides) for c in self.coords(D)]
            dst_idx = self.padded(dst_idx, row, pad)
        if lazy:
            return LazyTile(self, [self.at(x, offset, size) for x in dst_idx], vd, t, D.nregs)
        out = []
        for r in range(0, D.nregs, vd):
            out += self.smem_load(self.at(dst_idx[r], offset, size), vd, t)
        return out

    def write_tile(self, regs: list, S: LinearLayout, t: Type, offset: int, pad: int) -> None:
        """Registers of layout S -> shared memory from byte `offset`, row-major with `pad` elements
        after each row (a multiple of S's vector width, so vector stores stay aligned)."""
        size = elem_bytes(self.smem_type(t))
        rows = self.stmatrix_rows(S, size, offset, pad)
        if rows is not None:  # 16 bytes a thread per instruction where the registers are mma fragments
            starts = self.padded(self.linear_index(rows, row_major_strides(S.shape)), S.shape[-1], pad)
            self.stmatrix_x4([self.at(x, offset, size) for x in starts], regs, t)
            return
        vs = self.vector_width(S, size)
        idx = self.padded(self.linear_index(S, row_major_strides(S.shape)), S.shape[-1], pad)
        unique = set(S.unique_regs())
        for r in range(0, S.nregs, vs):
            if r in unique:
                self.smem_store(self.at(idx[r], offset, size), regs[r:r + vs], t)

    def stmatrix_x4(self, rows: list, regs: list, t: Type) -> None:
        """stmatrix.x4 of registers 8g..8g+7 (four 8x8 matrices of 16-bit elements) at the element
        index rows[g] (this lane's row of them: `stmatrix_rows`' lanes) of shared memory."""
        size = elem_bytes(self.smem_type(t))
        for g, idx in enumerate(rows):
            byte = self.v("arith.muli", [idx, self.const(size, i32)], i32)
            self.op("gpu.stmatrix", [byte] + [self.to_smem(x, t) for x in regs[8 * g:8 * g + 8]], [], n=4)

    def stmatrix_rows(self, S: LinearLayout, size: int, offset: int, pad: int):
        """Where `write_tile` may store S's registers with stmatrix.x4 (the target has it, 16-bit
        elements, every register its own element, and S holds mma fragments: register bit 0 and lane
        bits 0-1 run along a row, lane bits 2-4 down 8 rows, so register bits 1-2 pick one of 4
        8x8 matrices): the layout whose registers are the instructions and whose lanes are the
        rows they write (lane l: row l % 8 of matrix l // 8), else None. Each row is 16 bytes of
        the padded row-major tile, so rows, padding and offset must keep 16-byte alignment."""
        shape = S.shape
        if not self.stmatrix or size != 2 or len(shape) < 2 or len(S.reg) < 3 or len(S.lane) != 5 \
                or (shape[-1] * size) % 16 or (pad * size) % 16 or offset % 16:
            return None

        def at(d, v):
            return tuple(v if i == len(shape) + d else 0 for i in range(len(shape)))
        if S.reg[0] != at(-1, 1) or S.lane[:2] != (at(-1, 2), at(-1, 4)) or \
                S.lane[2:] != (at(-2, 1), at(-2, 2), at(-2, 4)) or not all(any(b) for b in S.reg) or \
                len(S.unique_regs()) != S.nregs or not S.disjoint():
            return None
        return LinearLayout(shape, S.reg[3:], S.lane[2:] + S.reg[1:3], S.warp)

    def read_tile(self, D: LinearLayout, t: Type, offset: int, pad: int) -> list:
        """The registers of layout D from a tile `write_tile` stored."""
        size = elem_bytes(self.smem_type(t))
        vd = self.vector_width(D, size)
        idx = self.padded(self.linear_index(D, row_major_strides(D.shape)), D.shape[-1], pad)
        out = []
        for r in range(0, D.nregs, vd):
            out += self.smem_load(self.at(idx[r], offset, size), vd, t)
        return out

    def at(self, idx: Value, offset: int, size: int) -> Value:
        """Element index `idx` of a tile stored from byte `offset` -> element index from 0."""
        return idx if offset == 0 else self.add(idx, self.const(offset // size, i32))

    def padded(self, idx: list, row: int, pad: int) -> list:
        if not pad:
            return idx
        shift = row.bit_length() - 1
        out = []
        for x in idx:
            rows = self.v("arith.shrui", [x, self.const(shift, i32)], i32)
            out.append(self.add(x, self.v("arith.muli", [rows, self.const(pad, i32)], i32)))
        return out

    @staticmethod
    def vector_width(L: LinearLayout, size: int) -> int:
        v = L.contiguous_run()
        while v > 1 and v * size > 16:
            v //= 2
        return v

    def relayout(self, regs: list, src: TensorType, dst: TensorType) -> list:
        """The same tile in another layout: registers move within the thread when every element
        stays in its lane and warp, by warp shuffles when it stays in its warp (warp_shuffle.py)
        and that is cheaper, else through shared memory."""
        from . import warp_shuffle
        S, D = self.linear(src), self.linear(dst)
        if S.same_threads(D):
            where = {c: r for r, c in reversed(list(enumerate(S.reg_coords())))}
            try:
                return [regs[where[c]] for c in D.reg_coords()]
            except KeyError:
                pass
        if src.element.bits == 8 and (bytes_plan := warp_shuffle.byte_plan(S, D)) is not None:
            return warp_shuffle.bytes_to_wgmma_a(self, regs, bytes_plan, D.nregs, src.element)
        got = warp_shuffle.plan(S, D)
        if got is not None:
            size = elem_bytes(self.smem_type(src.element))
            if warp_shuffle.worth_it(S, D, self.vector_width(S, size), self.vector_width(D, size)):
                return warp_shuffle.convert(self, regs, S, D, got)
        return self.exchange(regs, S, D, src.element)

    # ------------------------------------------------------------ walking
    def lower_block(self, block: Block) -> None:
        for o in block.ops:
            self.lower_op(o)
            if o is self.buffers_dead_after:
                self.late = True

    def lower_region_ops(self, region: Block) -> None:
        """The ops of a region's block but its terminator (control_flow.py lowers that)."""
        tile_body = self.tile_dead_after is not None and region is self.tile_dead_after.parent
        claims = self.late_claims
        for o in region.ops[:-1]:
            self.lower_op(o)
            if o is self.tile_dead_after:
                self.late = True
        if tile_body:
            if self.late_claims != claims:
                # the next tile's first copies overwrite the bytes this tile's epilogue read: every
                # thread must be done (the barrier); and its wgmmas (or TMA copies) reach them
                # through the async proxy, after this tile's st.shared (the fence)
                if self.wgmma or self.src.attrs.get("tma_maps"):
                    self.op("gpu.fence_proxy_async", [], [])
                self.barrier()
            self.late = False

    def lower_op(self, o: Operation) -> None:
        self.loc = o.loc
        h = HANDLERS.get(o.name)
        try:
            if h is not None:
                h(self, o)
            elif o.has_trait(Elementwise):
                self.elementwise(o)
            else:
                raise LoweringError(f"the GPU backends cannot lower {o.name} yet")
        except LoweringError as e:
            if e.kernel_loc is None:
                e.kernel_loc = o.loc
            raise

    def elementwise(self, o: Operation) -> None:
        tiles = [self.regs(x) for x in o.operands]
        r = o.result
        if not r.type.is_tensor():
            self.env[r] = self.v(o.name, [t[0] for t in tiles], r.type, **o.attrs)
            return
        if r.type.layout is not None and r.type.layout.kind == "coopmat":
            from . import coopmat
            return coopmat.elementwise(self, o)
        n = self.linear(r.type).nregs
        if o.name == "arith.select" and restarted_sum(r) is not None:
            # a flattened loop's restart of a dot's sum: selected where read (by mma.sync), never
            # where wgmma restarts the sum itself (reading registers its MMAs still write)
            self.env[r] = LazyElementwise(self, o, tiles, n)
            return
        outs = []
        for i in range(n):
            ins = [t[i] if len(t) > 1 else t[0] for t in tiles]
            outs.append(self.v(o.name, ins, r.type.element, **o.attrs))
        self.env[r] = outs

    def run(self) -> Func:
        self.lower_block(self.src.body)
        if self.persistent:
            scratch = -(-self.smem_bytes // self.smem_align) * self.smem_align
            for const, offset, size in self.patches:
                const.attrs["value"] = (scratch + offset) // size
            self.smem_bytes = scratch + self.persistent
        self.smem_bytes = max(self.smem_bytes, self.late_bytes)
        body = self.out.body
        for o in self.prologue.block.ops + self.b.block.ops:
            body.append(o)
        return self.out


# ------------------------------------------------------------------ simple tile ops
@handles("arith.constant")
def _constant(L: SIMTLowering, o):
    r = o.result
    if not r.type.is_tensor():
        L.env[r] = L.v("arith.constant", [], r.type, **o.attrs)
        return
    value = o.attrs["value"]
    if isinstance(value, (list, tuple)):
        raise LoweringError("dense tile constants are not supported by the GPU lowering")
    if r.type.layout is not None and r.type.layout.kind == "coopmat":
        from . import coopmat
        return coopmat.fill(L, o)
    c = L.const(value, r.type.element)
    L.env[r] = [c] * L.linear(r.type).nregs


@handles("tt.splat")
def _splat(L: SIMTLowering, o):
    L.env[o.result] = [L.scalar(o.operands[0])] * L.linear(o.result.type).nregs


@handles("tt.make_range")
def _make_range(L: SIMTLowering, o):
    start = o.attrs["start"]
    out = []
    for (c,) in L.coords(L.linear(o.result.type)):
        out.append(c if start == 0 else L.add(c, L.const(start, i32)))
    L.env[o.result] = out


@handles("ub.poison")
def _poison(L: SIMTLowering, o):
    """An undefined value: any will do, so zeros (one shared constant for every register)."""
    r = o.result
    c = L.const(0, r.type.element if r.type.is_tensor() else r.type)  # a null pointer for pointers
    L.env[r] = [c] * L.linear(r.type).nregs if r.type.is_tensor() else c


@handles("tt.get_program_id", "tt.get_num_programs")
def _program(L: SIMTLowering, o):
    L.env[o.result] = L.v(o.name, [], i32, **o.attrs)


@handles("tt.return")
def _return(L: SIMTLowering, o):
    L.op("tt.return", [], [])


@handles("tt.multiple_of", "tt.max_contiguous")
def _hint(L: SIMTLowering, o):
    L.env[o.result] = L.env[o.operands[0]]


@handles("tt.expand_dims")
def _expand_dims(L: SIMTLowering, o):
    src, dst = o.operands[0].type, o.result.type
    S, D = L.linear(src), L.linear(dst)
    ax = o.attrs["axis"]
    ins = [c[:ax] + (0,) + c[ax:] for c in S.reg_coords()]
    if S.nregs == D.nregs and ins == D.reg_coords():
        L.env[o.result] = L.regs(o.operands[0])
        return
    L.env[o.result] = L.exchange(L.regs(o.operands[0]), S, D, src.element,
                                 index_map=lambda c: c[:ax] + c[ax + 1:])


@handles("tt.broadcast")
def _broadcast(L: SIMTLowering, o):
    src, dst = o.operands[0].type, o.result.type
    S, D = L.linear(src), L.linear(dst)
    dims = [d for d, (a, b) in enumerate(zip(src.shape, dst.shape)) if a == 1 and b != 1]
    regs = L.regs(o.operands[0])

    def proj(c):
        return tuple(0 if d in dims else x for d, x in enumerate(c))
    where = {c: r for r, c in reversed(list(enumerate(S.reg_coords())))}
    if S.lane == tuple(map(proj, D.lane)) and S.warp == tuple(map(proj, D.warp)) and \
            all(proj(c) in where for c in D.reg_coords()):
        L.env[o.result] = [regs[where[proj(c)]] for c in D.reg_coords()]
        return
    zero = L.const(0, i32)
    L.env[o.result] = L.exchange(regs, S, D, src.element,
                                 index_map=lambda c: tuple(zero if d in dims else x for d, x in enumerate(c)))


@handles("ttg.convert_layout")
def _convert(L: SIMTLowering, o):
    from ...ir.layouts import DotOperand
    src, dst = o.operands[0].type, o.result.type
    layout = dst.layout
    if "coopmat" in (src.layout.kind, layout.kind):
        from . import coopmat
        return coopmat.convert(L, o)
    users = L.users.get(o.result, [])
    if isinstance(layout, DotOperand) and users and all(u.name == "tt.dot" for u in users) \
            and _scratch_kept_until_dots(L, o, users):
        S, D = L.linear(src), L.linear(dst)
        from . import warp_shuffle  # (fp8 attention's p goes by packed shuffles in relayout: no shared memory)
        if not S.same_threads(D) and not (src.element.bits == 8 and warp_shuffle.byte_plan(S, D)):
            # operands of a dot: A and B side by side, read k-step by k-step
            offset = 0
            if layout.op_idx == 1:
                a = users[0].operands[0].type
                # A's bytes plus at most 16 bytes of padding per row (see exchange)
                nbytes = a.numel * elem_bytes(L.smem_type(a.element)) + (a.numel // a.shape[-1]) * 16
                offset = (nbytes + 127) // 128 * 128
            L.env[o.result] = L.exchange(L.regs(o.operands[0]), S, D, src.element, offset=offset, lazy=True)
            return
    L.env[o.result] = L.relayout(L.regs(o.operands[0]), src, dst)


def _scratch_kept_until_dots(L: SIMTLowering, o, users) -> bool:
    """Whether a dot operand may stay in the scratch area until its dots read it (lazily): they are
    in the conversion's block and nothing in between writes its part of the area (only the other
    operand's conversion for the same dots, which lands beside it, and the dots). A conversion hoisted
    out of the loop of its dot is not: the loop's other exchanges reuse the area, so it is converted
    into registers (fused attention's Q, hoisted by the pipeliner, read garbage on an H100 before)."""
    from ...ir.layouts import DotOperand
    blk = o.parent
    if blk is None or any(u.parent is not blk for u in users):
        return False
    ops = blk.ops
    start, end = ops.index(o), max(ops.index(u) for u in users)
    side = o.result.type.layout.op_idx
    for x in ops[start + 1:end]:
        if x.name == "tt.dot" and x in users:
            continue
        lay = getattr(x.results[0].type, "layout", None) if x.name == "ttg.convert_layout" else None
        if isinstance(lay, DotOperand) and lay.op_idx != side and \
                all(u in users for u in L.users.get(x.results[0], [])):
            continue
        return False
    return True


@handles("tt.reshape")
def _reshape(L: SIMTLowering, o):
    src, dst = o.operands[0].type, o.result.type
    S, D = L.linear(src), L.linear(dst)
    sstr, dstr = row_major_strides(src.shape), row_major_strides(dst.shape)

    def index_map(c):  # row-major position in the result -> coordinates in the source
        flat = L.flat_index(c, dstr)
        out = []
        for d in range(len(src.shape)):
            q = L.v("arith.divui", [flat, L.const(sstr[d], i32)], i32) if sstr[d] > 1 else flat
            out.append(L.v("arith.remui", [q, L.const(src.shape[d], i32)], i32) if d > 0 else q)
        return tuple(out)

    def coords_map(c):  # the same on known coordinates
        flat = sum(x * st for x, st in zip(c, dstr))
        return tuple(flat // st % n if d else flat // st for d, (st, n) in enumerate(zip(sstr, src.shape)))
    L.env[o.result] = moved_or_exchanged(L, L.regs(o.operands[0]), S, D, src.element, coords_map, coords_map, index_map)


@handles("tt.trans")
def _trans(L: SIMTLowering, o):
    src = o.operands[0].type
    order = o.attrs["order"]
    S, D = L.linear(src), L.linear(o.result.type)

    def index_map(c):  # result dim k is source dim order[k]
        out = [None] * len(c)
        for k, src_dim in enumerate(order):
            out[src_dim] = c[k]
        return tuple(out)
    L.env[o.result] = moved_or_exchanged(L, L.regs(o.operands[0]), S, D, src.element, index_map, index_map, index_map)


def moved_or_exchanged(L: SIMTLowering, regs, S, D, t, proj_base, proj_reg, index_map) -> list:
    """The registers of layout D of a tile held in layout S, for reshapes, transposes, joins and
    splits: where D is S seen through the op (`proj_base` maps each lane and warp basis of D onto
    S's, None for one S cannot follow; `proj_reg` each register's coordinate onto one S holds: an
    MMA accumulator reshaped, permuted and split for a subtiled epilogue), the registers only move,
    as Triton's linear layouts make them; otherwise the tile goes through shared memory
    (`index_map`: D's coordinates in S's shape, as IR values)."""
    lanes = [proj_base(b) for b in D.lane]
    warps = [proj_base(b) for b in D.warp]
    if None not in lanes + warps and tuple(lanes) == tuple(S.lane) and tuple(warps) == tuple(S.warp):
        where = {c: r for r, c in reversed(list(enumerate(S.reg_coords())))}
        want = [proj_reg(c) for c in D.reg_coords()]
        if all(c in where for c in want):
            return [regs[where[c]] for c in want]
    return L.exchange(regs, S, D, t, index_map=index_map)


class LazyTile:
    """Registers of a tile in shared memory, loaded (a vector at a time) where first indexed."""

    def __init__(self, L: SIMTLowering, index: list, vec: int, t: Type, n: int):
        self.L, self.index, self.vec, self.t, self.n = L, index, vec, t, n
        self.by_block: dict = {}

    def __len__(self):
        return self.n

    def cache(self) -> dict:
        """The registers loaded so far in the block being built. Per block: a register first read in
        one region (a branch of an scf.if, a loop body) does not dominate a sibling region or the
        code after that region, so it is read again there."""
        blk = self.L.b.block
        got = self.by_block.get(id(blk))
        if got is None:
            got = self.by_block[id(blk)] = (blk, {})
        return got[1]

    def __getitem__(self, r):
        if isinstance(r, slice):
            return [self[i] for i in range(*r.indices(self.n))]
        loaded = self.cache()
        got = loaded.get(r)
        if got is None:
            base = r - r % self.vec
            for k, x in enumerate(self.L.smem_load(self.index[base], self.vec, self.t)):
                loaded[base + k] = x
            got = loaded[r]
        return got


class LazyElementwise(LazyTile):
    """Registers of an elementwise op's result, each computed where first indexed (per block, as
    LazyTile's): for a value some readers never index."""

    def __init__(self, L: SIMTLowering, o: Operation, tiles: list, n: int):
        self.L, self.o, self.tiles, self.n = L, o, tiles, n
        self.by_block: dict = {}

    def __getitem__(self, r):
        if isinstance(r, slice):
            return [self[i] for i in range(*r.indices(self.n))]
        if not -self.n <= r < self.n:
            raise IndexError(r)
        made = self.cache()
        got = made.get(r)
        if got is None:
            o = self.o
            got = made[r] = self.L.v(o.name, [t[r] if len(t) > 1 else t[0] for t in self.tiles],
                                     o.result.type.element, **o.attrs)
        return got


def _warp_size(func: Func, target_warp_size: int | None) -> int:
    """Threads per warp: lane and warp ids are split from the thread id by it, so it must be the
    one the layouts were made for and, when the target's is given, the target's."""
    laid_out = func.attrs.get("ttg.threads_per_warp")
    ws = int(laid_out) if laid_out is not None else target_warp_size
    if ws is None:
        raise LoweringError("the ttgir kernel does not say its warp size (ttg.threads_per_warp)")
    if target_warp_size is not None and ws != target_warp_size:
        raise LoweringError(f"the ttgir kernel is laid out for warps of {ws} threads; the target's have "
                            f"{target_warp_size}")
    if ws < 1 or ws & (ws - 1):
        raise LoweringError(f"warp size {ws} is not a power of two")
    return ws


def lower_kernel(module: Module, warp_size: int | None = None, stmatrix: bool = False) -> tuple[Func, dict]:
    """ttgir module -> (the per-thread program of its kernel, {shared: bytes, num_warps,
    threads_per_warp}). `warp_size`: the target's (None: the kernel's `ttg.threads_per_warp`);
    `stmatrix`: the target's GPUTarget.stmatrix. meta['tma']: the tensor-map parameters that
    follow the kernel's arguments ([descriptor base argument, box rows, box columns, swizzle
    bytes, padding] each)."""
    from . import async_copy, control_flow, debug, dot, inline_asm, join_split, memory, reduce, scan, tma  # noqa: F401 - register their handlers
    kernel = next(f for f in module.funcs().values() if f.attrs.get("visibility") == "public")
    low = SIMTLowering(kernel, warp_size, stmatrix)
    out = low.run()
    meta = {"shared": low.smem_bytes, "num_warps": low.num_warps, "threads_per_warp": low.warp_size}
    if kernel.attrs.get("tma_maps"):  # the tensor maps the launcher passes after the arguments (passes/gpu_tma.py)
        meta["tma"] = [list(m) for m in kernel.attrs["tma_maps"]]
    if low.smem_align > 128:
        meta["smem_align"] = low.smem_align  # (the renderer aligns the shared buffer's start so)
    return out, meta


__all__ = ["SIMTLowering", "handles", "lower_kernel", "LoweringError", "elem_bytes", "row_major_strides"]
