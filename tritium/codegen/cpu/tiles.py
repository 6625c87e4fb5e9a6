"""Shape ops: broadcast, expand_dims, reshape, trans, join, split.

expand_dims and reshape keep the row-major order, so their result shares the operand's buffer.
broadcast copies row by row (a row is the last axis): a row of the source, or one source element
splatted across the row. trans walks the result and gathers from the source by index arithmetic;
join/split interleave and deinterleave with vector shuffles.
"""
from __future__ import annotations


from .lowering import Lowering, Tile, handles
from ..llvm.types import llty


def strides(shape) -> list[int]:
    out, s = [], 1
    for d in reversed(shape):
        out.append(s)
        s *= d
    return out[::-1]


def index_of(L: Lowering, flat: str, shape, src_strides) -> str:
    """Offset into a source with `src_strides` of the element at row-major `flat` of `shape`."""
    terms = []
    for d, st, sst in zip(shape, strides(shape), src_strides):
        if d == 1 or sst == 0:
            continue
        q = flat
        if st != 1:
            q = L.tmp()
            L.emit(f"{q} = udiv i64 {flat}, {st}")
        r = L.tmp()
        L.emit(f"{r} = urem i64 {q}, {d}")
        if sst != 1:
            m = L.tmp()
            L.emit(f"{m} = mul i64 {r}, {sst}")
            r = m
        terms.append(r)
    if not terms:
        return "0"
    acc = terms[0]
    for t in terms[1:]:
        s = L.tmp()
        L.emit(f"{s} = add i64 {acc}, {t}")
        acc = s
    return acc


@handles("tt.expand_dims", "tt.reshape")
def _view(L: Lowering, o) -> None:
    src = L.env[o.operands[0]]
    t = o.results[0].type
    if isinstance(src, Tile):
        L.env[o.results[0]] = Tile(src.buf, t)
        return
    out = L.new_tile(t)  # a scalar made into a one-element tile
    L.store_chunk(out, 0, 0, src)
    L.env[o.results[0]] = out


@handles("tt.broadcast")
def _broadcast(L: Lowering, o) -> None:
    src = L.tile(o.operands[0])
    s_shape, d_shape = src.type.shape, o.results[0].type.shape
    out = L.new_tile(o.results[0].type)
    row = d_shape[-1]
    rows = out.numel // row
    s_str = [0 if a == 1 and b != 1 else st for a, b, st in zip(s_shape, d_shape, strides(s_shape))]
    w = L.chunk_width(row)
    ty = llty(out.type)
    with L.loop(0, rows, 1) as r:
        flat = L.tmp()
        L.emit(f"{flat} = mul i64 {r}, {row}")
        base = index_of(L, flat, d_shape, s_str)
        if s_shape[-1] == 1 and row > 1:
            x = L.load_chunk(src, base, 0)
            v = L.splat_vec(x, ty, w)
            with L.loop(0, row, w) as c:
                at = L.tmp()
                L.emit(f"{at} = add i64 {flat}, {c}")
                L.store_chunk(out, at, w, v)
        else:
            with L.loop(0, row, w) as c:
                s_at, d_at = L.tmp(), L.tmp()
                L.emit(f"{s_at} = add i64 {base}, {c}")
                L.emit(f"{d_at} = add i64 {flat}, {c}")
                L.store_chunk(out, d_at, w, L.load_chunk(src, s_at, w))
    L.env[o.results[0]] = out


@handles("tt.trans")
def _trans(L: Lowering, o) -> None:
    src = L.tile(o.operands[0])
    order = o.attrs["order"]
    d_shape = o.results[0].type.shape
    s_str = strides(src.type.shape)
    out = L.new_tile(o.results[0].type)
    mapped = [s_str[i] for i in order]  # result axis k walks source axis order[k]
    with L.loop(0, out.numel, 1) as i:
        at = index_of(L, i, d_shape, mapped)
        L.store_chunk(out, i, 0, L.load_chunk(src, at, 0))
    L.env[o.results[0]] = out


@handles("tt.join")
def _join(L: Lowering, o) -> None:
    a, b = (L.tile(v) for v in o.operands)
    out = L.new_tile(o.results[0].type)
    n = a.numel
    w = L.chunk_width(n)
    ty = llty(a.type)
    inter = [k // 2 + (w if k % 2 else 0) for k in range(2 * w)]
    with L.loop(0, n, w) as c:
        va, vb = L.load_chunk(a, c, w), L.load_chunk(b, c, w)
        both = L.shuffle(va, vb, w, ty, inter)
        at = L.tmp()
        L.emit(f"{at} = mul i64 {c}, 2")
        L.store_chunk(out, at, 2 * w, both)
    L.env[o.results[0]] = out


@handles("tt.split")
def _split(L: Lowering, o) -> None:
    src = L.tile(o.operands[0])
    res = o.results
    n = src.numel // 2
    ty = llty(src.type)
    if not res[0].type.is_tensor():  # tensor<2xT> -> two scalars
        L.env[res[0]] = L.load_chunk(src, 0, 0)
        L.env[res[1]] = L.load_chunk(src, 1, 0)
        return
    outs = [L.new_tile(r.type) for r in res]
    w = L.chunk_width(n)
    with L.loop(0, n, w) as c:
        at = L.tmp()
        L.emit(f"{at} = mul i64 {c}, 2")
        both = L.load_chunk(src, at, 2 * w)
        for k, out in enumerate(outs):
            L.store_chunk(out, c, w, L.shuffle(both, "poison", 2 * w, ty, list(range(k, 2 * w, 2))))
    for r, t in zip(res, outs):
        L.env[r] = t
