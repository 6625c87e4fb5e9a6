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
"""
from __future__ import annotations

from . import dot_prefetch
from .dot_block import block_shape
from .lowering import Lowering, Tile, handles
from ...ir.types import TensorType, f32, f64, i32, i64
from ..llvm.types import is_bf16, llty, size_of, splat_lit, vec


def _accum_type(c_type) -> str:
    s = c_type.scalar
    if s.is_int():
        return llty(s)
    return "double" if s.name == "f64" else "float"


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
    if len(L.users.get(v, ())) != 1 or c.buf in (a.buf, b.buf) or not L.buffer_is_private(v):
        return False
    home = v.owner if not hasattr(v.owner, "regions") else v.owner.parent  # block arg or op result
    return home is o.parent  # written in place inside a loop, it would change a value read again


def _div(L: Lowering, x: str, k: int) -> str:
    if k == 1 or x in (0, "0"):
        return x
    r = L.tmp()
    L.emit(f"{r} = udiv i64 {x}, {k}")
    return r


class _Dot:
    """One tt.dot being lowered: its tiles, types and register block."""

    def __init__(self, L: Lowering, o):
        self.a, self.b, self.c = (L.env[v] for v in o.operands)
        self.at, self.bt, self.ct = (v.type.scalar for v in o.operands)
        *batch, self.M, self.K = o.operands[0].type.shape
        self.N = o.operands[1].type.shape[-1]
        self.nb = batch[0] if batch else 1
        self.acc = _accum_type(o.operands[2].type)
        self.isint = self.ct.is_int()
        self.tf32 = o.attrs.get("input_precision") == "tf32" and self.at.name == "f32"
        self.w = L.chunk_width(self.N)
        self.vt = vec(self.w, self.acc)
        self.nv, self.mr = block_shape(L.target_info, self.M, self.N, self.w, size_of(o.operands[2].type), self.isint)
        self.out = self.c if _sole_reader(L, o, self.c, self.a, self.b) else L.new_tile(o.results[0].type)
        self.slots = [[L.slot(self.vt) for _ in range(self.nv)] for _ in range(self.mr)]
        self.col_tiles = self.N // (self.w * self.nv)
        self.row_tiles = -(-self.M // self.mr)
        self.prefetch = dot_prefetch.streams(L, o)
        # A is widened one scalar at a time in the micro-kernel (for each column block), so a vector
        # pass first always pays; B a vector at a time, which pays when it is read by several row blocks
        self.a, self.at, self.tf32_a = _widened(L, self.a, self.at, self.acc, self.tf32, True)
        self.b, self.bt, self.tf32_b = _widened(L, self.b, self.bt, self.acc, self.tf32, self.row_tiles > 1)


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


@handles("tt.dot")
def _dot(L: Lowering, o) -> None:
    d = _Dot(L, o)
    full = d.M - d.M % d.mr  # rows in whole register blocks; the rest is one block of fewer rows
    with L.loop(0, d.nb, 1) as bi:
        # j outer, i inner: a K x (w*nv) panel of B stays in L1 while the row blocks of A stream by
        with L.loop(0, d.N, d.w * d.nv) as j0:
            with L.loop(0, full, d.mr) as i0:
                _micro_tile(L, d, bi, j0, i0, d.mr)
            if full < d.M:
                _micro_tile(L, d, bi, j0, str(full), d.M - full)
    L.env[o.results[0]] = Tile(d.out.buf, o.results[0].type)


def _micro_tile(L: Lowering, d: _Dot, bi, j0, i0, rows: int) -> None:
    """C[i0:i0+rows, j0:j0+w*nv] += A[i0:i0+rows, :] @ B[:, j0:j0+w*nv], C held in registers."""
    M, N, K, w, nv, vt = d.M, d.N, d.K, d.w, d.nv, d.vt
    for r in range(rows):
        for v in range(nv):
            at_c = L.linear((bi, M * N), (i0, N), (j0, 1), const=r * N + v * w)
            L.store_slot(d.slots[r][v], vt, _widen(L, L.load_chunk(d.c, at_c, w), d.ct, d.acc, w, False))

    if d.prefetch:  # this micro-tile's share of the next operand tiles' lines, spread over k
        parts = d.nb * d.col_tiles * d.row_tiles
        part = L.linear((bi, d.col_tiles * d.row_tiles), (_div(L, j0, w * nv), d.row_tiles), (_div(L, i0, d.mr), 1))
        groups = dot_prefetch.groups(d.prefetch, parts, K)
        with L.loop(0, K, K // groups) as k0:
            dot_prefetch.issue(L, d.prefetch, part, parts, _div(L, k0, K // groups), groups)
            with L.loop(0, K // groups, 1) as dk:
                _k_step(L, d, bi, j0, i0, rows, L.linear((k0, 1), (dk, 1)))
    else:
        with L.loop(0, K, 1) as k:
            _k_step(L, d, bi, j0, i0, rows, k)
    for r in range(rows):
        for v in range(nv):
            at_o = L.linear((bi, M * N), (i0, N), (j0, 1), const=r * N + v * w)
            L.store_chunk(d.out, at_o, w, _narrow(L, L.load_slot(d.slots[r][v], vt), d.ct, d.acc, w))


def _k_step(L: Lowering, d: _Dot, bi, j0, i0, rows: int, k) -> None:
    """One k of a micro-tile: nv chunks of B's row k, one broadcast of A[i0 + r, k] per row, the FMAs."""
    M, N, K, w, nv, vt = d.M, d.N, d.K, d.w, d.nv, d.vt
    bvs = [_widen(L, L.load_chunk(d.b, L.linear((bi, K * N), (k, N), (j0, 1), const=v * w), w), d.bt, d.acc, w, d.tf32_b)
           for v in range(nv)]
    for r in range(rows):
        ax = L.load_chunk(d.a, L.linear((bi, M * K), (i0, K), (k, 1), const=r * K), 0)
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
