"""tt.dot as a register-blocked micro-kernel of vector FMAs.

C[mr x nv*w] stays in vector registers while k runs: each step loads nv chunks of a row of B, splats
mr elements of a column of A and issues mr*nv FMAs. The block is sized by the target's registers
(dot_block.py: AVX-512 f32 6 x 64, AVX2 and NEON 6 x 16); M need not be a multiple of mr (the last
rows are a smaller block). Inside a K loop each micro-tile also prefetches its share of the next
iteration's operand tiles (dot_prefetch.py). Operands are widened to the accumulation type
(f16/bf16 -> f32, int8 -> the accumulator's int; `tf32` truncates f32 operands to 10 mantissa bits
as the tensor cores do), in one vector pass over the tile before the micro-kernel where it would
otherwise convert an element on each read (`_widened`). When the accumulator tile has no other
reader (the usual `acc = tl.dot(a, b, acc)` in a loop) the result is written in place, no copy.
An operand whose only reader is the dot is loaded by the dot itself (dot_operands.py): A's rows
are read in place from row pointers when its whole mask is true (else from a buffer filled by the
masked load), B is packed one K x (w*nv) panel at a time right before the row blocks that read it;
each prefetches its next K step's lines as it reads this one's.
"""
from __future__ import annotations

from . import dot_operands, dot_prefetch
from .dot_block import accum_type, block_shape
from .lowering import Lowering, Tile, handles
from ...ir.types import TensorType, f32, f64, i32, i64
from ..llvm.types import is_bf16, llty, memty, size_of, splat_lit, vec


def _widen(L: Lowering, x: str, elt, acc: str, w: int, tf32: bool) -> str:
    ty = llty(elt)
    if elt.is_int():
        if ty == acc:
            return x
        r = L.tmp()
        L.emit(f"{r} = sext {vec(w, ty)} {x} to {vec(w, acc)}")
        return r
    if is_bf16(elt):
        x, ty = L.bf16_to_f32(x, w), "float"
    if ty != acc:
        r = L.tmp()
        L.emit(f"{r} = fpext {vec(w, ty)} {x} to {vec(w, acc)}")
        x = r
    if tf32 and acc == "float":
        b, m, t, nan, r = (L.tmp() for _ in range(5))
        L.emit(f"{b} = bitcast {vec(w, 'float')} {x} to {vec(w, 'i32')}")
        L.emit(f"{m} = and {vec(w, 'i32')} {b}, {splat_lit('-8192', w, 'i32')}")
        L.emit(f"{t} = bitcast {vec(w, 'i32')} {m} to {vec(w, 'float')}")
        L.emit(f"{nan} = fcmp uno {vec(w, 'float')} {x}, {x}")
        L.emit(f"{r} = select {vec(w, 'i1')} {nan}, {vec(w, 'float')} {x}, {vec(w, 'float')} {t}")
        x = r
    return x


def _narrow(L: Lowering, x: str, elt, acc: str, w: int) -> str:
    ty = llty(elt)
    if elt.is_int() or ty == acc:
        if elt.is_int() and ty != acc:
            r = L.tmp()
            L.emit(f"{r} = trunc {vec(w, acc)} {x} to {vec(w, ty)}")
            return r
        return x
    if is_bf16(elt):
        return L.f32_to_bf16(x, w) if acc == "float" else L.f64_to_bf16(x, w)
    r = L.tmp()
    L.emit(f"{r} = fptrunc {vec(w, acc)} {x} to {vec(w, ty)}")
    return r


def _sole_reader(L: Lowering, o, c: Tile, a: Tile, b: Tile) -> bool:
    v = o.operands[2]
    if len(L.users.get(v, ())) != 1 or c.buf in (getattr(a, "buf", None), getattr(b, "buf", None)) \
            or not L.buffer_is_private(v):
        return False
    home = v.owner if not hasattr(v.owner, "regions") else v.owner.parent  # block arg or op result
    return home is o.parent  # written in place inside a loop, it would change a value read again


class DotBase:
    """What every CPU kernel of one tt.dot shares (this module's and dot_bf16.py's): the operand
    tiles `a`, `b` and accumulator `c`, the shape (nb batches of M x K @ K x N), the register block
    (nv chunks of w lanes by mr rows, held in `slots` as `acc`) and the result tile `out` (`c`
    itself where the dot is its sole reader). `a` or `b` is None where the dot loads it itself;
    `acc_bytes` sizes an accumulator lane for the register block."""

    def __init__(self, L: Lowering, o, a: Tile | None, b: Tile | None, acc_bytes: int):
        self.a, self.b, self.c = a, b, L.env[o.operands[2]]
        self.ct = o.operands[2].type.scalar
        *batch, self.M, self.K = o.operands[0].type.shape
        self.N = o.operands[1].type.shape[-1]
        self.nb = batch[0] if batch else 1
        self.acc = accum_type(o.operands[2].type)
        self.isint = self.ct.is_int()
        self.w = L.chunk_width(self.N)
        self.vt = vec(self.w, self.acc)
        self.nv, self.mr = block_shape(L.target_info, self.M, self.N, self.w, acc_bytes, self.isint)
        self.out = self.c if _sole_reader(L, o, self.c, self.a, self.b) else L.new_tile(o.results[0].type)
        self.slots = [[L.slot(self.vt) for _ in range(self.nv)] for _ in range(self.mr)]
        self.col_tiles = self.N // (self.w * self.nv)
        self.row_tiles = -(-self.M // self.mr)


class _Dot(DotBase):
    """One tt.dot lowered by the widened micro-kernel: DotBase plus operand widening, the operands
    it loads itself and its prefetch streams."""

    def __init__(self, L: Lowering, o):
        # operands whose load the dot runs itself (dot_operands.py): A read in place, B packed per panel
        self.da, self.db = L.deferred_operands.get(o.operands[0]), L.deferred_operands.get(o.operands[1])
        a, b = (None if x else L.env[v] for v, x in zip(o.operands, (self.da, self.db)))
        super().__init__(L, o, a, b, size_of(o.operands[2].type))
        self.at, self.bt = (v.type.scalar for v in o.operands[:2])
        self.tf32 = o.attrs.get("input_precision") == "tf32" and self.at.name == "f32"
        streams = dot_prefetch.streams(L, o)
        # an operand the dot loads itself prefetches its next K step where it reads this one's
        # (A: each row block's rows, B: while packing) when the step between them is known
        nexts = {s.operand: s.delta for s in streams if s.delta is not None
                 and (self.da if s.operand == 0 else self.db) is not None}
        self.a_next, self.b_next = nexts.get(0), nexts.get(1)
        self.prefetch = [s for s in streams if s.operand not in nexts]
        # A is widened one scalar at a time in the micro-kernel (for each column block), so a vector
        # pass first always pays; B a vector at a time, which pays when it is read by several row blocks
        self.tf32_a = self.tf32_b = False  # (deferred operands are never widened)
        if self.da is None:
            self.a, self.at, self.tf32_a = _widened(L, self.a, self.at, self.acc, self.tf32, True)
        if self.db is None:
            self.b, self.bt, self.tf32_b = _widened(L, self.b, self.bt, self.acc, self.tf32, self.row_tiles > 1)
        self.a_fast = self.panel = None
        if self.da is not None:
            self.a, self.a_fast = _direct_a(L, self.da, o.operands[0].type)
        if self.db is not None:  # one K x (w*nv) panel of B, packed before the row blocks that read it
            self.panel = L.new_tile(TensorType((self.K, self.w * self.nv), self.bt))


_ACC_IR = {"float": f32, "double": f64, "i32": i32, "i64": i64}


def _widened(L: Lowering, t: Tile, elt, acc: str, tf32: bool, pays: bool):
    """(tile, element type, tf32 still to apply): an operand the micro-kernel would convert to the
    accumulation type (f16/bf16 -> f32, int8 -> i32, tf32 truncation) on each read, converted once
    into a tile of that type instead where that `pays`."""
    if not pays or (llty(elt) == acc and not tf32) or acc not in _ACC_IR:
        return t, elt, tf32
    out = L.new_tile(TensorType(t.type.shape, _ACC_IR[acc]))
    w = L.chunk_width(t.numel)
    with L.loop(0, t.numel, w) as c:
        L.store_chunk(out, c, w, _widen(L, L.load_chunk(t, c, w), elt, acc, w, tf32))
    return out, _ACC_IR[acc], False


def _direct_a(L: Lowering, d, ty):
    """(buffer, fast flag) for an A the dot loads itself: read in place where every lane of its
    mask is true (`fast`, one check per dot), else loaded into the buffer first (masked-off lanes
    must not be read)."""
    buf = L.new_tile(ty)
    ld = d.load
    fast = dot_operands.all_true(L, d, ld.operands[1]) if len(ld.operands) > 1 else "true"
    fast = "false" if fast is None else fast
    if fast != "true":
        copy, ready = L.new_label("a_copy"), L.new_label("a_ready")
        L.emit(f"br i1 {fast}, label %{ready}, label %{copy}")
        L.start_block(copy)
        dot_operands.fill(L, d, buf, "0", "0", buf.numel, L.chunk_width(buf.numel))
        L.br(ready)
        L.start_block(ready)
    return buf, fast


def _a_row(L: Lowering, d, bi, i0, r: int) -> str:
    """Address of A[bi, i0 + r, 0]: in A's buffer, or where the dot reads A in place."""
    flat = L.linear((bi, d.M * d.K), (i0, d.K), const=r * d.K)
    p = L.elem_ptr(d.a.buf, memty(d.a.type), flat)
    if d.a_fast in (None, "false"):
        return p
    q = dot_operands.first_pointer(L, d.da, flat)
    if d.a_fast == "true":
        return q
    sel = L.tmp()
    L.emit(f"{sel} = select i1 {d.a_fast}, ptr {q}, ptr {p}")
    return sel


def _prefetch_a_rows(L: Lowering, d, j0, arows: list) -> None:
    """The next K step's lines of these rows of A, by the first column block that reads them."""
    lines = -(-d.K * size_of(d.at) // dot_prefetch.LINE)
    skip = None
    if j0 not in (0, "0"):
        first, skip, c = L.new_label("a_next"), L.new_label("a_next_done"), L.tmp()
        L.emit(f"{c} = icmp eq i64 {j0}, 0")
        L.emit(f"br i1 {c}, label %{first}, label %{skip}")
        L.start_block(first)
    for row in arows:
        for n in range(lines):
            p = L.tmp()
            L.emit(f"{p} = getelementptr i8, ptr {row}, i64 {n * dot_prefetch.LINE}")
            dot_prefetch.line(L, p, d.a_next)
    if skip is not None:
        L.br(skip)
        L.start_block(skip)


def _pack_panel(L: Lowering, d, bi, j0) -> None:
    """B[:, j0:j0+w*nv] into the panel buffer (row stride w*nv), by the load B came from (and each
    chunk's line of the next K step prefetched, when the step is known)."""
    cols = d.w * d.nv
    with L.loop(0, d.K, 1) as k:
        dot_operands.fill(L, d.db, d.panel, L.linear((bi, d.K * d.N), (k, d.N), (j0, 1)), L.linear((k, cols)),
                          cols, d.w, d.b_next)


@handles("tt.dot")
def _dot(L: Lowering, o) -> None:
    from . import dot_bf16  # (imported here: it uses this module's helpers)
    kind = dot_bf16.kernel(L, o)  # bf16 x bf16 -> f32 on AMX tiles or AVX512-BF16's vdpbf16ps
    if kind is not None:
        dot_bf16.lower(L, o, kind)
        return
    d = _Dot(L, o)
    full = d.M - d.M % d.mr  # rows in whole register blocks; the rest is one block of fewer rows
    with L.loop(0, d.nb, 1) as bi:
        # j outer, i inner: a K x (w*nv) panel of B stays in L1 while the row blocks of A stream by
        with L.loop(0, d.N, d.w * d.nv) as j0:
            if d.panel is not None:
                _pack_panel(L, d, bi, j0)
            with L.loop(0, full, d.mr) as i0:
                _micro_tile(L, d, bi, j0, i0, d.mr)
            if full < d.M:
                _micro_tile(L, d, bi, j0, str(full), d.M - full)
    L.env[o.results[0]] = Tile(d.out.buf, o.results[0].type)


def load_acc(L: Lowering, d, bi, j0, i0, rows: int) -> None:
    """C[i0:i0+rows, j0:j0+w*nv] (tile d.c) into the block's accumulator slots, as d.acc."""
    for r in range(rows):
        for v in range(d.nv):
            at_c = L.linear((bi, d.M * d.N), (i0, d.N), (j0, 1), const=r * d.N + v * d.w)
            L.store_slot(d.slots[r][v], d.vt, _widen(L, L.load_chunk(d.c, at_c, d.w), d.ct, d.acc, d.w, False))


def store_acc(L: Lowering, d, bi, j0, i0, rows: int) -> None:
    """The accumulator slots into the result tile d.out, narrowed to its element type."""
    for r in range(rows):
        for v in range(d.nv):
            at_o = L.linear((bi, d.M * d.N), (i0, d.N), (j0, 1), const=r * d.N + v * d.w)
            L.store_chunk(d.out, at_o, d.w, _narrow(L, L.load_slot(d.slots[r][v], d.vt), d.ct, d.acc, d.w))


def prefetch_share(L: Lowering, d, bi, j0, i0) -> tuple[str, int]:
    """(this micro-tile's index, the number of micro-tiles): its share of the next operand tiles'
    lines to prefetch (dot_prefetch.spread)."""
    parts = d.nb * d.col_tiles * d.row_tiles
    part = L.linear((bi, d.col_tiles * d.row_tiles), (L.index_div(j0, d.w * d.nv), d.row_tiles), (L.index_div(i0, d.mr), 1))
    return part, parts


def _micro_tile(L: Lowering, d: _Dot, bi, j0, i0, rows: int) -> None:
    """C[i0:i0+rows, j0:j0+w*nv] += A[i0:i0+rows, :] @ B[:, j0:j0+w*nv], C held in registers."""
    arows = [_a_row(L, d, bi, i0, r) for r in range(rows)]
    if d.a_next is not None:
        _prefetch_a_rows(L, d, j0, arows)
    load_acc(L, d, bi, j0, i0, rows)

    if d.prefetch:  # this micro-tile's share of the next operand tiles' lines, spread over k
        part, parts = prefetch_share(L, d, bi, j0, i0)
        dot_prefetch.spread(L, d.prefetch, part, parts, d.K, lambda k: _k_step(L, d, bi, j0, arows, k))
    else:
        with L.loop(0, d.K, 1) as k:
            _k_step(L, d, bi, j0, arows, k)
    store_acc(L, d, bi, j0, i0, rows)


def _k_step(L: Lowering, d: _Dot, bi, j0, arows: list, k) -> None:
    """One k of a micro-tile: nv chunks of B's row k, one broadcast of A[i0 + r, k] per row (from
    row pointer arows[r]), the FMAs."""
    N, K, w, nv, vt = d.N, d.K, d.w, d.nv, d.vt
    if d.panel is not None:
        bvs = [L.load_chunk(d.panel, L.linear((k, w * nv), const=v * w), w) for v in range(nv)]
    else:
        bvs = [_widen(L, L.load_chunk(d.b, L.linear((bi, K * N), (k, N), (j0, 1), const=v * w), w), d.bt, d.acc, w,
                      d.tf32_b) for v in range(nv)]
    mt = memty(d.at)
    for r, row in enumerate(arows):
        ep, ax = L.tmp(), L.tmp()
        L.emit(f"{ep} = getelementptr {mt}, ptr {row}, i64 {k}")
        L.emit(f"{ax} = load {mt}, ptr {ep}, align {size_of(d.at)}")
        ax = L.from_mem(ax, d.at, 0)
        av = L.splat_vec(_widen(L, ax, d.at, d.acc, 0, d.tf32_a), d.acc, w)
        for v in range(nv):
            cur = L.load_slot(d.slots[r][v], vt)
            if d.isint:
                p, s = L.tmp(), L.tmp()
                L.emit(f"{p} = mul {vt} {av}, {bvs[v]}")
                L.emit(f"{s} = add {vt} {cur}, {p}")
            else:
                s = L.call_intrinsic("fma", w, d.acc, [av, bvs[v], cur])
            L.store_slot(d.slots[r][v], vt, s)
