"""tt.dot -> Hopper warpgroup MMAs (`wgmma`), tensor-core `mma` instructions (fp16/bf16 -> fp32),
Vulkan cooperative matrices (coopmat.py) or FMA loops (everything else).

Both read their operands in the dot-operand layouts the layout pass converted them to, and find
the registers of each product by coordinates (the register part of the linear layouts; the thread
parts of A, B and C agree by construction):
  - mma (m16n8k16): every 16x8 tile of C the thread's warp owns takes, for each 16-wide step of K,
    the 8 A registers and 4 B registers of that tile's fragment (layouts.DotOperand orders them as
    the PTX fragment does);
  - wgmma (m64nNk16, a warpgroup of 4 warps): where the accumulator has the warpgroup layout (Mma
    version 3) and B (and A, else A comes from registers) is a stage of a pipelined shared buffer
    laid out as wgmma reads it (SwizzledShared.for_wgmma), the staged operands are never loaded
    into registers: each instruction gets matrix descriptors of its 64-row slab of A and of B's
    16-row step (B N-major, or K-major where its transpose is staged); the dot waits for its MMAs
    before its sum is used (wgmma.wait_group 0), or, in a pipelined loop that only carries the sum,
    leaves them in flight into the next iteration;
  - FMA: each C register accumulates A[m, k] * B[k, n] over all of K, operands widened to the
    accumulator type first (f16/bf16 -> f32, int8 -> int32; `tf32` truncates f32 operands, as the
    interpreter does).
"""
from __future__ import annotations

from ...ir.layouts import CoopMat, DotOperand, Mma, SwizzledShared, is_warpgroup_mma
from ...passes.loops import is_zero_constant, restarted_sum
from ...passes.gpu_layouts import FP8_AS_F16
from ...ir.core import Value
from ...ir.types import f16, f32, i1, i32, i64, with_layout
from .lowering import LoweringError, SIMTLowering, handles


# the matrix instructions' operand kinds (gpu.mma's and gpu.wgmma's `ab`) by operand element type
MATRIX_KINDS = {"f16": "f16", "bf16": "bf16", "f8E4M3FN": "e4m3", "f8E5M2": "e5m2", "i8": "s8", "f32": "tf32"}


@handles("tt.dot")
def _dot(L: SIMTLowering, o):
    a, b, c = o.operands
    if isinstance(c.type.layout, CoopMat):
        from . import coopmat
        coopmat.dot(L, o)
    elif isinstance(c.type.layout, Mma):
        ops = _wgmma_operands(L, o)
        if ops is not None:
            L.env[o.result] = _wgmma(L, o, *ops)
            return
        ea = str(a.type.element)
        if (ea not in ("f16", "bf16", "f32", "i8") and ea not in FP8_AS_F16) or a.type.element != b.type.element:
            raise LoweringError(f"tensor-core dot of {a.type.element} x {b.type.element} operands is not supported")
        L.env[o.result] = _mma_tf32(L, o) if ea == "f32" else _mma_i8(L, o) if ea == "i8" else _mma(L, o)
    else:
        L.env[o.result] = _fma(L, o)


class _ByCoord:
    """An operand's registers by coordinate, fetched on first use (LazyTile operands load then)."""

    def __init__(self, L: SIMTLowering, v):
        self.regs = L.regs(v)
        self.where: dict = {}
        for r, coord in enumerate(L.linear(v.type).reg_coords()):
            self.where.setdefault(coord, r)

    def __getitem__(self, coord):
        return self.regs[self.where[coord]]


def _by_coord(L: SIMTLowering, v) -> "_ByCoord":
    return _ByCoord(L, v)


class _Widened:
    """An fp8 operand's registers by coordinate, each widened to fp16 where first used."""

    def __init__(self, L: SIMTLowering, v):
        self.L, self.inner, self.done = L, _ByCoord(L, v), {}

    def __getitem__(self, coord):
        got = self.done.get(coord)
        if got is None:
            got = self.done[coord] = self.L.v("arith.extf", [self.inner[coord]], f16)
        return got


def _mma(L: SIMTLowering, o):
    """m16n8k16 with f16/bf16 operands (fp8 ones widened to fp16, exactly): a0..a7 pairs of K, row + 8,
    K + 8; b0..b3 pairs of K, K + 8."""
    a, b, c = o.operands
    ab = str(a.type.element)
    if isinstance(a.type.layout, DotOperand) and a.type.layout.k_width == 4:
        # an 8-bit A laid out for wgmma (four K a register) whose dot runs as mma.sync after all (B
        # was not staged): its registers moved into mma.sync's fragment first
        want = with_layout(a.type, DotOperand(0, a.type.layout.parent, 2))
        moved = Value(want, None, 0)
        L.env[moved] = L.relayout(list(L.regs(a)), a.type, want)
        a = moved
    if ab not in ("f16", "bf16"):  # fp8: exactly fp16 values (gpu_layouts.FP8_AS_F16)
        A, B, ab = _Widened(L, a), _Widened(L, b), "f16"
    else:
        A, B = _by_coord(L, a), _by_coord(L, b)
    return _mma_tiles(L, o, A, B, 16, lambda m0, k0: [(m0 + 8 * ((i >> 1) & 1), k0 + (i & 1) + 8 * (i >> 2)) for i in range(8)],
                      lambda k0, n0: [(k0 + (i & 1) + 8 * (i >> 1), n0) for i in range(4)], shape="m16n8k16", ab=ab)


WGMMA_MAX_N = 256  # columns of one wgmma instruction


def _wgmma_operands(L: SIMTLowering, o):
    """(A, B) when this dot can run as wgmma, else None (it runs as mma.sync): B a staged shared
    buffer laid out as wgmma reads it (`Fragments`, `StagedTile`; a `TransposedStage` holds B's
    transpose: read K-major); A the same, or None for A from registers (its DotOperand fragments,
    which per warp are mma.sync's; an 8-bit A's are mma.m16n8k32's, DotOperand k_width 4). fp8, int8
    and tf32: B staged K-major (wgmma transposes 16-bit operands only); tf32: A staged too."""
    from .async_copy import Fragments, StagedTile, TransposedStage
    a, b, c = o.operands
    lay = c.type.layout
    if not is_warpgroup_mma(lay):
        return None
    ea = str(a.type.element)
    if ea not in MATRIX_KINDS or a.type.element != b.type.element:
        return None
    size = max(1, a.type.element.bits // 8)
    A, B = L.env.get(a), L.env.get(b)
    staged = (Fragments, StagedTile)
    if not isinstance(B, staged) or B.bt.layout != SwizzledShared.for_wgmma(B.bt.shape[1:], size):
        return None
    if isinstance(A, staged):
        if isinstance(A, TransposedStage) or A.bt.layout != SwizzledShared.for_wgmma(A.bt.shape[1:], size):
            return None
    elif size == 4 or not (isinstance(a.type.layout, DotOperand) and a.type.layout.parent == lay and
                           a.type.layout.k_width == (2 if size == 2 else 4)):
        return None  # (a tf32 A from registers: mma.sync)
    if size != 2 and not isinstance(B, TransposedStage):
        return None
    wm, wn = lay.warps_per_cta
    M, N = c.type.shape
    if wn != 1 or wm % 4 or M % (16 * wm) or N % 8 or a.type.shape[1] % (32 // size):
        return None
    return (A if isinstance(A, staged) else None), B


def _wgmma(L: SIMTLowering, o, A, B):
    """The dot as wgmma.mma_async m64nNk(32 bytes) over K in steps of 32 bytes (16 fp16, 32 fp8 or
    int8, 8 tf32 elements): warpgroup g (warps 4g..4g+3) multiplies its 64-row slabs of A (rows 64g + the tile's
    16 * wm-row repeats) by all of B's columns (N <= 256 per instruction). Descriptors start at the
    unswizzled address of each operand's first element: A [M, K] K-major, B [K, N] N-major
    (trans-b) or, its transpose staged, K-major. A from registers (A is None) passes each warp's
    16 x 32-byte fragment, as mma.sync orders it (a0..a7 of 16-bit elements, four 8-bit a register). fp8 with `max_num_imprecise_acc` below K
    (Triton's precision request): every that many K the MMAs start a new sum, added in fp32."""
    a, b, c = o.operands
    C = L.linear(c.type)
    imprecise = int(o.attrs.get("max_num_imprecise_acc") or 0)
    restart = _restarted(L, c)
    acc = list(L.regs(restart[0] if restart else c))
    tiles: dict = {}  # (m0, n0) -> register index of c0..c3 (the PTX fragment of rows m0.., columns n0..n0+7)
    for r, (m, n) in enumerate(C.reg_coords()):
        tiles.setdefault((m & ~15, n & ~7), [None] * 4)[(n & 1) + 2 * ((m & 15) // 8)] = r
    slabs = sorted({m for m, _ in tiles})
    ncols = sorted({n for _, n in tiles})
    per = WGMMA_MAX_N // 8
    chunks = [ncols[i:i + per] for i in range(0, len(ncols), per)]
    K = a.type.shape[1]
    ab, es = MATRIX_KINDS[str(a.type.element)], max(1, a.type.element.bits // 8)
    kstep = 32 // es
    fp8 = ab in ("e4m3", "e5m2")
    refresh = max(1, imprecise // kstep) if fp8 and imprecise < K else None  # steps between fp32 adds
    if restart and refresh is not None:  # (the sums' select, already lowered, is the accumulator)
        acc, restart = list(L.regs(c)), None
    acc_t = c.type.element  # f32, or i32 for int8
    from .async_copy import TransposedStage
    b_kmajor = isinstance(B, TransposedStage)  # B's stage is [N, K]: rows n, K contiguous
    rb, cb = B.bt.shape[1:]
    pb = B.bt.layout.row_length(cb)
    # each operand's descriptor once (its stage's first element), then stepped by 64-bit adds of
    # the (16-byte) offsets: the address field cannot carry out (shared memory < 256 KB)
    b_desc = L.v("gpu.smem_desc", [B.stage], i64, swizzle=es * pb, leading=es * rb * pb, stride=8 * es * pb)
    if A is not None:
        ra, ca = A.bt.shape[1:]
        pa = A.bt.layout.row_length(ca)
        saved, L.b = L.b, L.prologue  # this warpgroup's first row of A, in bytes: 64 * (warp / 4) rows;
        # the warp index broadcast from lane 0, so ptxas sees it is the same in the whole warp and
        # keeps the descriptors in uniform registers (wgmma reads them from there)
        warp = L.v("gpu.shuffle", [L.warp, L.const(0, i32)], i32, mode="idx")
        group_rows = L.v("arith.muli", [L.v("arith.shrui", [warp, L.const(2, i32)], i32), L.const(64 * pa * es, i32)], i32)
        L.b = saved
        a_desc = L.v("gpu.smem_desc", [L.add(A.stage, group_rows)], i64, swizzle=es * pa, leading=es * ra * pa,
                     stride=8 * es * pa)
    else:
        Aregs = _by_coord(L, a)

    def step(desc, nbytes: int):
        return desc if nbytes == 0 else L.v("arith.addi", [desc, L.const(nbytes >> 4, i64)], i64)

    def operands(k0, m0, chunk):
        if A is not None:
            ka = es * ((k0 // pa) * ra * pa + k0 % pa)  # A's column k0: its panel, then within the row
            a_ops = [step(a_desc, ka + es * m0 * pa)]
        else:
            try:
                if es == 2:  # mma.m16n8k16's A: a0..a7 pairs of K, row + 8, K + 8
                    a_ops = [Aregs[(m0 + 8 * ((i >> 1) & 1), k0 + (i & 1) + 8 * (i >> 2))] for i in range(8)]
                else:  # 8-bit (mma.m16n8k32's A): four K a register, row + 8, K + 16
                    a_ops = [Aregs[(m0 + 8 * ((i >> 2) & 1), k0 + (i & 3) + 16 * (i >> 3))] for i in range(16)]
            except KeyError as e:
                raise LoweringError(f"dot operand register {e} missing: A's layout does not match the wgmma tile") from None
        n0 = chunk[0]
        if b_kmajor:  # element (n0, k0) of the [N, K] stage
            b_at = (k0 // pb) * rb * pb + n0 * pb + k0 % pb
        else:  # element (k0, n0) of the [K, N] stage
            b_at = (n0 // pb) * rb * pb + k0 * pb + n0 % pb
        return a_ops + [step(b_desc, es * b_at)]

    def mma(k0, m0, chunk, sums, accumulate=True):
        regs = [r for n in chunk for r in tiles[(m0, n)]]
        flag = [restart[1]] if restart and k0 == 0 else []  # (the first K step decides whether to restart)
        w = L.op("gpu.wgmma", operands(k0, m0, chunk) + [sums[r] for r in regs] + flag, [acc_t] * len(regs),
                 n=8 * len(chunk), ab=ab, a_regs=A is None, trans_b=not b_kmajor,
                 scale_d="operand" if flag else accumulate)
        for r, d in zip(regs, w.results):
            sums[r] = d

    # the fence ties A's registers where they are computed next to the dot (fp8 sums restarted in
    # parts fence again); not a tile from outside the dot's block (attention's q, loop-invariant:
    # tied, it would be copied into fresh registers every iteration)
    if A is None and refresh is None and getattr(a.owner, "parent", None) is o.parent:
        Aregs = _pinned_before_fence(L, Aregs, K, kstep, slabs, es)
    else:
        L.op("gpu.wgmma_fence", [], [])
    if refresh is None:
        # a sum that starts at zero (`tl.dot(a, b)`): the first K step ignores what the registers
        # hold (scale-d 0), so no thread zeroes its accumulators first
        fresh = restart is None and is_zero_constant(c)
        for k0 in range(0, K, kstep):
            for m0 in slabs:
                for chunk in chunks:
                    mma(k0, m0, chunk, acc, accumulate=not (fresh and k0 == 0))
    else:  # each `refresh` steps in a sum of their own (the first ignores what it holds), then added in fp32
        for g in range(0, K // kstep, refresh):
            part = list(acc)
            for j, k0 in enumerate(range(g * kstep, min(K, (g + refresh) * kstep), kstep)):
                for m0 in slabs:
                    for chunk in chunks:
                        mma(k0, m0, chunk, part, accumulate=j > 0)
            L.op("gpu.wgmma_commit", [], [])
            done = L.op("gpu.wgmma_wait", part, [f32] * len(part), num=0).results
            acc = [L.v("arith.addf", [x, y], f32) for x, y in zip(acc, done)]
            L.op("gpu.wgmma_fence", [], [])
        return acc
    L.op("gpu.wgmma_commit", [], [])
    if o.attrs.get("wgmma_pendings"):
        # the sum stays in flight into the next iteration (passes/gpu_pipeline.py: only that
        # iteration's dot reads it, and a ttng.warp_group_dot_wait after the loop); the wait
        # retires the groups before this one, whose stage the next copies overwrite
        L.op("gpu.wgmma_wait", [], [], num=int(o.attrs["wgmma_pendings"]))
        return acc
    done = L.op("gpu.wgmma_wait", acc, [acc_t] * len(acc), num=0)
    return list(done.results)


def _pinned_before_fence(L: SIMTLowering, Aregs, K: int, kstep: int, slabs, es: int) -> dict:
    """A from registers, every element the MMAs read, passed through the wgmma fence (its results
    are what they read): so all of A is computed (a probability tile converted to fp16, a tile
    loaded lazily) before the first MMA, not between them, where ptxas would serialise every wgmma
    of the chain (each waiting for the last) because their register inputs are written while
    earlier ones run. Returns A's registers by coordinate, in the order the MMAs read them: each
    32-bit word's elements (two 16-bit, four 8-bit) consecutive, as wgmma packs them."""
    coords = []
    for k0 in range(0, K, kstep):
        for m0 in slabs:
            if es == 2:  # mma.m16n8k16's A: a0..a7 pairs of K, row + 8, K + 8
                coords += [(m0 + 8 * ((i >> 1) & 1), k0 + (i & 1) + 8 * (i >> 2)) for i in range(8)]
            else:  # 8-bit: four K a register, row + 8, K + 16
                coords += [(m0 + 8 * ((i >> 2) & 1), k0 + (i & 3) + 16 * (i >> 3)) for i in range(16)]
    fence = L.op("gpu.wgmma_fence", [Aregs[c] for c in coords], [Aregs[c].type for c in coords], per=4 // es)
    return dict(zip(coords, fence.results))


def _restarted(L: SIMTLowering, c):
    """A sum restarted by a select (passes/loops.restarted_sum): (the carried sum, i32
    nonzero where the MMAs add to it), so wgmma's scale-d restarts the sum instead of selects over
    every accumulator (and the MMAs read the carried registers, which may still be in flight).
    None for other sums."""
    r = restarted_sum(c)
    if r is None:
        return None
    return r[0], L.v("arith.extui", [L.v("arith.xori", [L.scalar(r[1]), L.const(1, i1)], i1)], i32)


@handles("ttng.warp_group_dot_wait")
def _dot_wait(L: SIMTLowering, o):
    """The sums of asynchronous warpgroup MMAs, once at most `pendings` groups are in flight."""
    regs = [r for v in o.operands for r in L.regs(v)]
    done = L.op("gpu.wgmma_wait", regs, [v.type for v in regs], num=int(o.attrs.get("pendings", 0)))
    k = 0
    for v in o.results:
        n = len(L.regs(o.operands[o.results.index(v)]))
        L.env[v] = list(done.results[k:k + n])
        k += n


def _mma_tf32(L: SIMTLowering, o):
    """m16n8k8 with tf32 operands: a0..a3 = (row, k), (row+8, k), (row, k+4), (row+8, k+4); b0, b1 =
    (k, col), (k+4, col)."""
    a, b, _ = o.operands
    return _mma_tiles(L, o, _by_coord(L, a), _by_coord(L, b), 8,
                      lambda m0, k0: [(m0 + 8 * (i & 1), k0 + 4 * (i >> 1)) for i in range(4)],
                      lambda k0, n0: [(k0 + 4 * i, n0) for i in range(2)], shape="m16n8k8", ab="tf32")


def _mma_i8(L: SIMTLowering, o):
    """m16n8k32 with int8 operands and int32 sums: a0..a15 four K a register, row + 8, K + 16; b0..b7
    four K a register, K + 16."""
    a, b, _ = o.operands
    return _mma_tiles(L, o, _by_coord(L, a), _by_coord(L, b), 32,
                      lambda m0, k0: [(m0 + 8 * ((i >> 2) & 1), k0 + (i & 3) + 16 * (i >> 3)) for i in range(16)],
                      lambda k0, n0: [(k0 + (i & 3) + 16 * (i >> 2), n0) for i in range(8)], shape="m16n8k32", ab="s8")


def _mma_tiles(L: SIMTLowering, o, A, B, kstep: int, frag_a, frag_b, **attrs):
    """Every 16x8 tile of the sums the thread's warp owns, for each `kstep`-wide step of K, through
    one `gpu.mma`: frag_a(m0, k0) / frag_b(k0, n0) are the coordinates of the A and B elements the
    PTX fragment takes, in its order; c0..c3 are (row, 2t), (row, 2t + 1), row + 8."""
    a, b, c = o.operands
    K = a.type.shape[1]
    C = L.linear(c.type)
    acc = list(L.regs(c))
    tiles: dict = {}  # (m0, n0) -> [register index of c0..c3]
    for r, (m, n) in enumerate(C.reg_coords()):
        tiles.setdefault((m & ~15, n & ~7), [None] * 4)[(n & 1) + 2 * ((m & 15) // 8)] = r
    for k0 in range(0, K, kstep):
        for (m0, n0), idx in tiles.items():
            try:
                fa = [A[x] for x in frag_a(m0, k0)]
                fb = [B[x] for x in frag_b(k0, n0)]
            except KeyError as e:
                raise LoweringError(f"dot operand register {e} missing: operand layouts do not match the mma tile") from None
            mma = L.op("gpu.mma", fa + fb + [acc[r] for r in idx], [c.type.element] * 4, **attrs)
            for r, d in zip(idx, mma.results):
                acc[r] = d
    return acc


def _fma(L: SIMTLowering, o):
    a, b, c = o.operands
    A, B = _by_coord(L, a), _by_coord(L, b)
    K = a.type.shape[-1]
    out_t = c.type.element
    # f16/bf16 accumulators sum in f32 and round once at the end (as the interpreter and the
    # tensor cores do); summing in f16 would round after every product
    acc_t = f32 if out_t.is_float() and out_t.bits < 32 else out_t
    tf32 = o.attrs.get("input_precision") == "tf32" and str(a.type.element) == "f32"
    widened: dict = {}

    def widen(x, t):
        key = id(x)
        w = widened.get(key)
        if w is None:
            w = widened[key] = _widen(L, x, t, acc_t, tf32)
        return w
    out = []
    C = L.linear(c.type)
    for r, coord in enumerate(C.reg_coords()):  # (batch..., m, n)
        acc = L.regs(c)[r]
        if acc_t != out_t:
            acc = L.v("arith.extf", [acc], acc_t)
        for k in range(K):
            x = widen(A[coord[:-1] + (k,)], a.type.element)
            y = widen(B[coord[:-2] + (k, coord[-1])], b.type.element)
            if acc_t.is_int():
                acc = L.v("arith.addi", [acc, L.v("arith.muli", [x, y], acc_t)], acc_t)
            else:
                acc = L.v("math.fma", [x, y, acc], acc_t, contract=True)
        out.append(acc if acc_t == out_t else L.v("arith.truncf", [acc], out_t))
    return out


def _widen(L: SIMTLowering, x, t, acc_t, tf32: bool):
    if t.is_int():
        return x if t == acc_t else L.v("arith.extsi", [x], acc_t)
    if t != acc_t:
        x = L.v("arith.extf", [x], acc_t)
    if tf32 and acc_t == f32:  # keep the top 19 bits (10 mantissa bits); NaN and inf unchanged
        bits = L.v("arith.bitcast", [x], i32)
        cut = L.v("arith.bitcast", [L.v("arith.andi", [bits, L.const(-8192, i32)], i32)], f32)
        finite = L.v("arith.cmpf", [L.v("math.absf", [x], f32), L.const(float("inf"), f32)], i1, predicate="one")
        x = L.v("arith.select", [finite, cut, x], f32)
    return x
