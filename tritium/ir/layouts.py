"""Layouts of the GPU tile IR (`ttgir`): which thread holds which element of a tile.

Every layout (but `CoopMat`, below) is, underneath, a *linear layout* (Triton >= 3.2): a map from the bits of
(register, lane, warp) to tensor coordinates that is linear over GF(2), so it is given by one
coordinate vector (a *basis*) per bit and

    coord(reg, lane, warp) = XOR of the bases of the bits set in reg, lane and warp.

A zero basis means the bit does not move the coordinate: threads (or registers) that differ only in
it hold the same element (a broadcast). One mechanism then answers every question the SIMT lowering
asks: the coordinate of each register (indices, `make_range`), which registers form a contiguous
16-byte run (vector loads), which lanes to shuffle with in a reduction, and whether a conversion is
free (same lane and warp bases: registers only move) or needs shared memory.

The named layouts are how `ttgir` prints them (Triton's spelling) and how the layout pass chooses
them; each turns into a `LinearLayout` for a given shape with `to_linear(shape)`:
  - `Blocked(size_per_thread, threads_per_warp, warps_per_cta, order)`: contiguous runs per thread,
    then lanes, then warps, fastest dimension first (`order[0]`); repeated over registers when the
    tile is larger, broadcast over lanes/warps when it is smaller.
  - `Slice(dim, parent)`: the parent with dimension `dim` removed (reduction results, the operands
    of expand_dims), so that expand_dims and broadcasts need no data movement.
  - `Mma(warps_per_cta)`: the accumulator of `mma.sync.m16n8k16` (version 2, sm_80+).
  - `CoopMat(warps_per_cta)`: the accumulator of Vulkan cooperative matrices (not linear: the
    driver decides which lane holds what; see the class).
  - `Linear(shape, reg, lane, warp)`: bases given outright (Triton's `#ttg.linear`): what a
    reshape, transpose or split of an MMA accumulator becomes (`reshaped`, `permuted`,
    `split_half`), so that those move registers only.
  - `DotOperand(op_idx, parent)`: the A (0) or B (1) operand of a dot whose result has layout
    `parent` (an Mma: the registers `mma.sync` takes; a Blocked: each thread holds whole K rows/columns
    for an FMA loop).
Shapes are powers of two (as Triton requires), so every coordinate fits the bit-basis model.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache


def _log2(n: int) -> int:
    assert n > 0 and n & (n - 1) == 0, f"{n} is not a power of two"
    return n.bit_length() - 1


def _xor(a, b):
    return tuple(x ^ y for x, y in zip(a, b))


@dataclass(frozen=True)
class LinearLayout:
    """Bases of the register, lane and warp bits, each a coordinate tuple of len(shape)."""
    shape: tuple
    reg: tuple
    lane: tuple
    warp: tuple

    @property
    def nregs(self) -> int:
        return 1 << len(self.reg)

    def combine(self, bases, index: int) -> tuple:
        c = (0,) * len(self.shape)
        i = 0
        while index:
            if index & 1:
                c = _xor(c, bases[i])
            index >>= 1
            i += 1
        return c

    def reg_coords(self) -> list:
        """The coordinate each register holds in thread (lane 0, warp 0)."""
        return _reg_coords(self.reg, len(self.shape))

    def coord(self, reg: int, lane: int, warp: int) -> tuple:
        return _xor(_xor(self.combine(self.reg, reg), self.combine(self.lane, lane)), self.combine(self.warp, warp))

    def same_threads(self, other: "LinearLayout") -> bool:
        """Every element sits in the same lane and warp in both: converting moves registers only."""
        return self.lane == other.lane and self.warp == other.warp

    def disjoint(self) -> bool:
        """Register bits and thread bits never touch the same coordinate bits, so a coordinate is
        reg part + thread part (an add, which the code generator can fold into addresses)."""
        reg_bits = [0] * len(self.shape)
        for b in self.reg:
            for d, x in enumerate(b):
                reg_bits[d] |= x
        for b in self.lane + self.warp:
            for d, x in enumerate(b):
                if reg_bits[d] & x:
                    return False
        return True

    def owner_bits(self) -> tuple:
        """(lane bits, warp bits) whose basis is zero: threads with any of them set hold copies."""
        return ([i for i, b in enumerate(self.lane) if not any(b)], [i for i, b in enumerate(self.warp) if not any(b)])

    def unique_regs(self) -> list:
        """Registers that hold an element no lower register holds (duplicates skipped)."""
        seen, out = set(), []
        for r, c in enumerate(self.reg_coords()):
            if c not in seen:
                seen.add(c)
                out.append(r)
        return out

    def contiguous_run(self, axis: int = -1) -> int:
        """How many registers from each aligned group hold consecutive elements of `axis` (the last
        by default)."""
        n = len(self.shape) - 1 if axis == -1 else axis
        run = 1
        for b in self.reg:
            if b[n] == run and not any(x for d, x in enumerate(b) if d != n):
                run *= 2
            else:
                break
        return run

    def run_axis(self) -> int:
        """The axis along which a thread's first registers run: the first axis when they go down
        it (a column-major blocked layout), else the last."""
        return 0 if len(self.shape) > 1 and self.contiguous_run(0) > 1 else len(self.shape) - 1


@lru_cache(maxsize=4096)
def _reg_coords(reg: tuple, rank: int) -> list:
    out = [(0,) * rank]
    for b in reg:
        out += [_xor(c, b) for c in out]
    return out


def _bases_along(d: int, rank: int, start: int, count: int) -> list:
    return [tuple((start << i) if k == d else 0 for k in range(rank)) for i in range(count)]


def _fit(shape, reg, lane, warp, repeat_order) -> LinearLayout:
    """Clip bases to `shape` (registers beyond it removed, lanes/warps beyond it broadcast) and
    repeat over registers where the shape is larger than what the bases cover."""
    rank = len(shape)

    def inside(b):
        return all(x < s for x, s in zip(b, shape))
    zero = (0,) * rank
    reg = [b for b in reg if inside(b)]
    lane = [b if inside(b) else zero for b in lane]
    warp = [b if inside(b) else zero for b in warp]
    covered = [1] * rank
    for b in reg + lane + warp:
        for d, x in enumerate(b):
            if x:
                covered[d] = max(covered[d], x * 2)
    for d in repeat_order:
        while covered[d] < shape[d]:
            reg.append(tuple(covered[d] if k == d else 0 for k in range(rank)))
            covered[d] *= 2
    return LinearLayout(tuple(shape), tuple(reg), tuple(lane), tuple(warp))


class Layout:
    """A named distributed layout; `to_linear(shape)` gives its linear layout for a tile shape."""
    kind = "?"

    def to_linear(self, shape) -> LinearLayout:
        return _to_linear(self, tuple(shape))

    def _linear(self, shape) -> LinearLayout:
        raise NotImplementedError

    def params(self) -> dict:
        raise NotImplementedError


@lru_cache(maxsize=4096)
def _to_linear(layout: Layout, shape: tuple) -> LinearLayout:
    return layout._linear(shape)


@dataclass(frozen=True)
class Blocked(Layout):
    size_per_thread: tuple
    threads_per_warp: tuple
    warps_per_cta: tuple
    order: tuple  # fastest-varying dimension first
    kind = "blocked"

    def _linear(self, shape):
        rank = len(shape)
        reg, lane, warp = [], [], []
        extent = [1] * rank
        for per, out in ((self.size_per_thread, reg), (self.threads_per_warp, lane), (self.warps_per_cta, warp)):
            for d in self.order:
                n = _log2(per[d])
                out += _bases_along(d, rank, extent[d], n)
                extent[d] <<= n
        return _fit(shape, reg, lane, warp, self.order)

    def params(self):
        return {"sizePerThread": list(self.size_per_thread), "threadsPerWarp": list(self.threads_per_warp),
                "warpsPerCTA": list(self.warps_per_cta), "order": list(self.order)}


@dataclass(frozen=True)
class Slice(Layout):
    dim: int
    parent: Layout
    kind = "slice"

    def _linear(self, shape):
        pshape = list(shape)
        pshape.insert(self.dim, 1)
        p = self.parent.to_linear(tuple(pshape))

        def drop(bases):
            return [b[:self.dim] + b[self.dim + 1:] for b in bases]
        reg = [b for b in drop(p.reg) if any(b)]
        return LinearLayout(tuple(shape), tuple(reg), tuple(drop(p.lane)), tuple(drop(p.warp)))

    def params(self):
        return {"dim": self.dim, "parent": self.parent}


# mma.sync.m16n8k16 fragments (PTX ISA "Matrix Fragments for mma.m16n8k16"): lane = 4*group + t
_MMA_LANES_C = ((0, 2), (0, 4), (1, 0), (2, 0), (4, 0))  # C/D: row = group, col = 2t (+1)
_MMA_REGS_C = ((0, 1), (8, 0))                          # c1: col + 1, c2/c3: row + 8
_MMA_REGS_A = ((0, 1), (8, 0), (0, 8))                  # a0..a7 over (row, k): pairs, row + 8, k + 8
_MMA_REGS_B = ((1, 0), (8, 0))                          # b0..b3 over (k, col): pairs, k + 8
_MMA_LANES_B = ((2, 0), (4, 0), (0, 1), (0, 2), (0, 4))  # k = 2t, col = group
# 8-bit A of a warpgroup MMA from registers (wgmma m64nNk32, each warp's 16 rows as mma.m16n8k32's
# A): four consecutive K in each 32-bit register, a0..a3 over (row, k): row + 8, k + 16
_MMA_REGS_A_8BIT = ((0, 1), (0, 2), (8, 0), (0, 16))
_MMA_LANES_A_8BIT = ((0, 4), (0, 8), (1, 0), (2, 0), (4, 0))  # k = 4t, row = group
# and mma.m16n8k32's 8-bit B (int8 dots): four consecutive K a register, b0, b1 over (k, col): k + 16
_MMA_REGS_B_8BIT = ((1, 0), (2, 0), (16, 0))
_MMA_LANES_B_8BIT = ((4, 0), (8, 0), (0, 1), (0, 2), (0, 4))  # k = 4t, col = group
# mma.sync.m16n8k8 with tf32 operands (32-bit elements, one per register)
_MMA_REGS_A_TF32 = ((8, 0), (0, 4))                     # a1: row + 8, a2: k + 4
_MMA_LANES_A_TF32 = ((0, 1), (0, 2), (1, 0), (2, 0), (4, 0))  # k = t, row = group
_MMA_REGS_B_TF32 = ((4, 0),)                             # b1: k + 4
_MMA_LANES_B_TF32 = ((1, 0), (2, 0), (0, 1), (0, 2), (0, 4))  # k = t, col = group


@dataclass(frozen=True)
class Mma(Layout):
    """Accumulator of NVIDIA's tensor-core instructions. Version 2: mma.sync m16n8, warps tile
    [M, N] as warps_per_cta, N fastest. Version 3: Hopper's warpgroup MMA (wgmma m64nNk16), whose
    accumulator is m16n8 fragments too, 16 rows a warp; the four warps of a warpgroup must hold one
    64-row slab, so the warp bits go along M first. Within a thread both versions hold the same
    fragments; only which warp holds which rows differs."""
    warps_per_cta: tuple
    version: int = 2
    kind = "nvidia_mma"

    def warp_bases(self):
        wm, wn = self.warps_per_cta
        if self.version == 3:
            return _bases_along(0, 2, 16, _log2(wm)) + _bases_along(1, 2, 8, _log2(wn))
        return _bases_along(1, 2, 8, _log2(wn)) + _bases_along(0, 2, 16, _log2(wm))

    def _linear(self, shape):
        return _fit(shape, list(_MMA_REGS_C), list(_MMA_LANES_C), self.warp_bases(), (1, 0))

    def params(self):
        if self.version == 3:  # (each wgmma's N is the lowering's choice, from the warp's columns)
            return {"versionMajor": 3, "warpsPerCTA": list(self.warps_per_cta)}
        return {"versionMajor": 2, "warpsPerCTA": list(self.warps_per_cta), "instrShape": [16, 8]}


@dataclass(frozen=True)
class DotOperand(Layout):
    op_idx: int  # 0: A [M, K], 1: B [K, N]
    parent: Layout
    k_width: int = 2  # consecutive K elements per register for an mma parent: 2 (16-bit), 1 (tf32), 4 (int8; 8-bit A of wgmma)
    kind = "dot_op"

    def _linear(self, shape):
        keep = 0 if self.op_idx == 0 else 1  # the dimension of the result this operand shares
        kdim = 1 - keep
        if isinstance(self.parent, Mma):
            pw = self.parent.warp_bases()
            # warps that differ along the other result dimension hold the same operand
            warp = [(b[0], 0) if keep == 0 else (0, b[1]) for b in pw]
            if self.k_width == 1:
                if self.op_idx == 0:
                    return _fit(shape, list(_MMA_REGS_A_TF32), list(_MMA_LANES_A_TF32), warp, (1, 0))
                return _fit(shape, list(_MMA_REGS_B_TF32), list(_MMA_LANES_B_TF32), warp, (0, 1))
            if self.k_width == 4 and self.op_idx == 0:
                return _fit(shape, list(_MMA_REGS_A_8BIT), list(_MMA_LANES_A_8BIT), warp, (1, 0))
            if self.k_width == 4:
                return _fit(shape, list(_MMA_REGS_B_8BIT), list(_MMA_LANES_B_8BIT), warp, (0, 1))
            if self.op_idx == 0:
                return _fit(shape, list(_MMA_REGS_A), list(_MMA_LANES_C), warp, (1, 0))
            return _fit(shape, list(_MMA_REGS_B), list(_MMA_LANES_B), warp, (0, 1))
        # FMA operand of a blocked result [..., M, N]: the result's thread bases with the other
        # operand's dimension zeroed (a broadcast), and all of K in registers. A is [..., M, K]
        # (K last), B is [..., K, N] (K second to last); leading dimensions are batches.
        rank = len(shape)
        kdim = rank - 1 if self.op_idx == 0 else rank - 2
        other = rank - 1 if self.op_idx == 0 else rank - 2  # the result dim this operand lacks
        pshape = list(shape)
        pshape[other] = 1
        p = self.parent.to_linear(tuple(pshape))

        def proj(b):
            return tuple(0 if d == other else x for d, x in enumerate(b))
        reg = _bases_along(kdim, rank, 1, _log2(shape[kdim])) + [proj(b) for b in p.reg if any(proj(b))]
        return LinearLayout(tuple(shape), tuple(reg), tuple(proj(b) for b in p.lane), tuple(proj(b) for b in p.warp))

    def params(self):
        return {"opIdx": self.op_idx, "parent": self.parent, "kWidth": self.k_width}


@dataclass(frozen=True)
class CoopMat(Layout):
    """Accumulator of Vulkan cooperative matrices (VK_KHR_cooperative_matrix): [M, N] cut into
    `instr_shape` tiles; warp (subgroup) w owns the block of rows (w % wm) and columns (w // wm) %
    wn of the warps_per_cta = (wm, wn) grid, tile by tile (warps beyond wm * wn hold copies). Which
    lane holds which element of a tile is the driver's secret, so this layout has no linear form:
    only dots, loops and branches carry it, and a conversion to any other layout goes through shared
    memory (codegen/gpu/coopmat.py)."""
    warps_per_cta: tuple
    instr_shape: tuple = (16, 16, 16)  # M, N, K of one cooperative-matrix multiply
    kind = "coopmat"

    def _linear(self, shape):
        raise ValueError("a cooperative-matrix layout has no linear layout (the driver maps its elements)")

    def tiles(self, shape) -> list:
        """(row, col) of each tile a warp holds, relative to its block's corner, in register order."""
        wm, wn = self.warps_per_cta
        tm, tn = self.instr_shape[:2]
        return [(i, j) for i in range(0, shape[0] // wm, tm) for j in range(0, shape[1] // wn, tn)]

    def block(self, shape) -> tuple:
        """Rows and columns of the block each warp holds."""
        return shape[0] // self.warps_per_cta[0], shape[1] // self.warps_per_cta[1]

    def params(self):
        return {"warpsPerCTA": list(self.warps_per_cta), "instrShape": list(self.instr_shape)}


@dataclass(frozen=True)
class SwizzledShared(Layout):
    """How a tile sits in shared memory (not a distributed layout: no `to_linear`): row-major along
    `order`, in vectors of `vec` elements; row r's vectors are permuted by XOR with
    (r // per_phase) % max_phase, so the 8 rows a tensor-core fragment reads at once (and the
    16-byte vectors a warp writes) fall in different banks.

    `panel` (0: none) cuts the columns into panels of that many: panel p holds columns
    [p * panel, (p + 1) * panel) of every row, rows `panel` elements apart, and the panels follow
    each other. With rows of 32, 64 or 128 bytes a panel is what Hopper's wgmma reads through a
    matrix descriptor with that swizzle (`for_wgmma`)."""
    vec: int
    per_phase: int
    max_phase: int
    order: tuple
    panel: int = 0
    kind = "swizzled_shared"

    def params(self):
        p = {"vec": self.vec, "perPhase": self.per_phase, "maxPhase": self.max_phase, "order": list(self.order)}
        if self.panel:
            p["panel"] = self.panel
        return p

    def row_length(self, cols: int) -> int:
        """Elements from one row's start to the next's (within a panel)."""
        return self.panel or cols

    @staticmethod
    def for_tile(shape, elem_bytes: int) -> "SwizzledShared":
        """The swizzle for a row-major [rows, cols] operand tile read by mma fragments."""
        vec = max(1, 16 // elem_bytes)
        row_bytes = shape[-1] * elem_bytes
        per_phase = max(1, 128 // row_bytes)
        max_phase = max(1, min(8, row_bytes // 16, 8 // per_phase))
        return SwizzledShared(vec, per_phase, max_phase, (1, 0))

    @staticmethod
    def for_wgmma(shape, elem_bytes: int) -> "SwizzledShared | None":
        """The layout wgmma reads through a descriptor (PTX ISA, "Shared Memory Matrix Layout"):
        panels of W = 128, 64 or 32 bytes a row (the widest that divides a row), swizzled as the
        descriptor's W-byte mode swizzles addresses: 16-byte chunk c of row r at c ^ ((r * W / 128) % (W / 16)),
        i.e. address bits 4.. XOR bits 7.. (the panel's start 1024-byte aligned). None: rows of
        fewer than 32 bytes, or tiles whose rows do not fill 8-row swizzle atoms."""
        row_bytes = shape[-1] * elem_bytes
        width = next((w for w in (128, 64, 32) if row_bytes % w == 0), None)
        if width is None or shape[0] % 8:
            return None
        return SwizzledShared(16 // elem_bytes, 128 // width, width // 16, (1, 0),
                              width // elem_bytes if width < row_bytes else 0)


@dataclass(frozen=True)
class Linear(Layout):
    """A linear layout given by its bases, for one tile shape (or that shape with some dimensions
    cut to 1: a slice's parent, whose bases along them are dropped or broadcast)."""
    shape: tuple
    reg: tuple
    lane: tuple
    warp: tuple
    kind = "linear"

    def _linear(self, shape):
        shape = tuple(shape)
        if shape == self.shape:
            return LinearLayout(self.shape, self.reg, self.lane, self.warp)
        if len(shape) != len(self.shape) or any(n not in (1, m) for n, m in zip(shape, self.shape)):
            raise ValueError(f"a linear layout of shape {list(self.shape)} cannot describe a {list(shape)} tile")

        def cut(b):  # (a dimension cut to 1: every element along it is its element 0)
            return tuple(x if n > 1 else 0 for x, n in zip(b, shape))
        reg = [r for r in map(cut, self.reg) if any(r)]
        return LinearLayout(shape, tuple(reg), tuple(map(cut, self.lane)), tuple(map(cut, self.warp)))

    def params(self):
        return {"shape": list(self.shape), "register": [list(b) for b in self.reg],
                "lane": [list(b) for b in self.lane], "warp": [list(b) for b in self.warp]}

    @staticmethod
    def of(lay: LinearLayout) -> "Linear":
        return Linear(tuple(lay.shape), tuple(lay.reg), tuple(lay.lane), tuple(lay.warp))


def _mapped(lay: LinearLayout, shape, fn) -> LinearLayout:
    return LinearLayout(tuple(shape), tuple(map(fn, lay.reg)), tuple(map(fn, lay.lane)), tuple(map(fn, lay.warp)))


def reshaped(lay: LinearLayout, shape) -> LinearLayout:
    """`lay` seen as a tile of `shape` (row-major order kept, as tl.reshape keeps it): with every
    dimension a power of two a coordinate's bits are the flat index's, so each basis maps alone."""
    src = lay.shape

    def strides(sh):
        out, acc = [], 1
        for n in reversed(sh):
            out.append(acc)
            acc *= n
        return out[::-1]
    sst, dst = strides(src), strides(shape)

    def fn(c):
        flat = sum(x * st for x, st in zip(c, sst))
        return tuple(flat // st % n for st, n in zip(dst, shape))
    return _mapped(lay, shape, fn)


def permuted(lay: LinearLayout, order) -> LinearLayout:
    """`lay` transposed: dimension k of the result is dimension order[k] of `lay`."""
    return _mapped(lay, tuple(lay.shape[d] for d in order), lambda c: tuple(c[d] for d in order))


def split_half(lay: LinearLayout) -> "LinearLayout | None":
    """Either half of tl.split (the last dimension, of size 2, dropped) where that dimension is one
    register bit of its own (a split then picks registers), else None."""
    last = (0,) * (len(lay.shape) - 1) + (1,)
    if lay.shape[-1] != 2 or list(lay.reg).count(last) != 1 or \
            any(b[-1] for b in lay.lane + lay.warp) or any(b[-1] and b != last for b in lay.reg):
        return None
    return LinearLayout(tuple(lay.shape[:-1]), tuple(b[:-1] for b in lay.reg if b != last),
                        tuple(b[:-1] for b in lay.lane), tuple(b[:-1] for b in lay.warp))


def is_warpgroup_mma(layout) -> bool:
    """Whether `layout` is Hopper's warpgroup accumulator layout (Mma version 3)."""
    return isinstance(layout, Mma) and layout.version == 3


KINDS = {"blocked": Blocked, "slice": Slice, "nvidia_mma": Mma, "dot_op": DotOperand, "swizzled_shared": SwizzledShared,
         "coopmat": CoopMat, "linear": Linear}


def default_blocked(shape, num_warps: int, warp_size: int = 32, vec: int = 1, order=None) -> Blocked:
    """Triton's default blocked layout for a tile: `vec` elements per thread along the fastest
    dimension, lanes then warps filling the fastest dimension first."""
    rank = len(shape)
    order = tuple(order) if order is not None else tuple(range(rank - 1, -1, -1))
    spt = [1] * rank
    spt[order[0]] = max(1, min(vec, shape[order[0]]))
    tpw = [1] * rank
    left = warp_size
    remaining = [s // p for s, p in zip(shape, spt)]
    for d in order:
        t = min(left, max(1, remaining[d]))
        tpw[d] = t
        left //= t
        remaining[d] = max(1, remaining[d] // t)
    tpw[order[-1]] *= left  # more lanes than elements: broadcast along the slowest dimension
    wpc = [1] * rank
    left = num_warps
    for d in order:
        w = min(left, max(1, remaining[d]))
        wpc[d] = w
        left //= w
        remaining[d] = max(1, remaining[d] // w)
    wpc[order[-1]] *= left
    return Blocked(tuple(spt), tuple(tpw), tuple(wpc), order)


# ---------------------------------------------------------------- text (`ttgir` aliases)
def format_layout(layout: Layout, name_of) -> str:
    """`#ttg.blocked<{sizePerThread = [1, 4], ...}>`; nested layouts by their alias (name_of)."""
    def val(v):
        if isinstance(v, Layout):
            return "#" + name_of(v)
        if isinstance(v, list):
            return "[" + ", ".join(map(str, v)) + "]"
        return str(v)
    return f"#ttg.{layout.kind}<{{" + ", ".join(f"{k} = {val(v)}" for k, v in layout.params().items()) + "}>"


def parse_layout(kind: str, params: dict) -> Layout:
    """Inverse of format_layout: params hold ints, int lists and already-parsed parent layouts."""
    if kind == "blocked":
        return Blocked(tuple(params["sizePerThread"]), tuple(params["threadsPerWarp"]), tuple(params["warpsPerCTA"]),
                       tuple(params["order"]))
    if kind == "slice":
        return Slice(params["dim"], params["parent"])
    if kind == "nvidia_mma":
        return Mma(tuple(params["warpsPerCTA"]), params.get("versionMajor", 2))
    if kind == "dot_op":
        return DotOperand(params["opIdx"], params["parent"], params.get("kWidth", 2))
    if kind == "coopmat":
        return CoopMat(tuple(params["warpsPerCTA"]), tuple(params.get("instrShape", (16, 16, 16))))
    if kind == "swizzled_shared":
        return SwizzledShared(params["vec"], params["perPhase"], params["maxPhase"], tuple(params["order"]),
                              params.get("panel", 0))
    if kind == "linear":
        return Linear(tuple(params["shape"]), *(tuple(tuple(b) for b in params[k]) for k in ("register", "lane", "warp")))
    raise ValueError(f"unknown layout #ttg.{kind}")


def alias_base(layout: Layout) -> str:
    return {"blocked": "blocked", "slice": "slice", "nvidia_mma": "mma", "dot_op": "dot_op",
            "swizzled_shared": "shared", "coopmat": "coopmat", "linear": "linear"}[layout.kind]
