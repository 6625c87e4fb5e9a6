"""tt.dot as a register-blocked micro-kernel of vector FMAs.

C[MR x NR] stays in vector registers while k runs: each step loads NV vectors of a row of B, splats
MR elements of a column of A and issues MR*NV FMAs. Operands are widened to the accumulation type
first (f16/bf16 -> f32, int8 -> the accumulator's int); `tf32` truncates f32 operands to 10
mantissa bits as the tensor cores do. When the accumulator tile has no other reader (the usual
`acc = tl.dot(a, b, acc)` in a loop) the result is written in place, so no copy is made.
"""
from __future__ import annotations

from .lowering import Lowering, Tile, handles
from ..llvm.types import is_bf16, llty, splat_lit, vec


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


@handles("tt.dot")
def _dot(L: Lowering, o) -> None:
    a, b, c = (L.env[v] for v in o.operands)
    at, bt, ct = (v.type for v in o.operands)
    *batch, M, K = at.shape
    N = bt.shape[-1]
    nb = batch[0] if batch else 1
    acc = _accum_type(ct)
    tf32 = o.attrs.get("input_precision") == "tf32" and at.scalar.name == "f32"
    out = c if _sole_reader(L, o, c, a, b) else L.new_tile(o.results[0].type)
    w = L.chunk_width(N)
    nv = max(1, min(2, N // w))
    mr = min(int(L.target_info.get("dot_rows", 4)), M)
    isint = ct.scalar.is_int()
    vt = vec(w, acc)
    slots = [[L.slot(vt) for _ in range(nv)] for _ in range(mr)]
    with L.loop(0, nb, 1) as bi:
        # j outer, i inner: a K x (w*nv) panel of B stays in L1 while the row blocks of A stream by
        with L.loop(0, N, w * nv) as j0:
            with L.loop(0, M, mr) as i0:
                for r in range(mr):
                    for v in range(nv):
                        at_c = L.linear((bi, M * N), (i0, N), (j0, 1), const=r * N + v * w)
                        L.store_slot(slots[r][v], vt, _widen(L, L.load_chunk(c, at_c, w), ct.scalar, acc, w, False))
                with L.loop(0, K, 1) as k:
                    bvs = [_widen(L, L.load_chunk(b, L.linear((bi, K * N), (k, N), (j0, 1), const=v * w), w), bt.scalar, acc, w, tf32)
                           for v in range(nv)]
                    for r in range(mr):
                        ax = L.load_chunk(a, L.linear((bi, M * K), (i0, K), (k, 1), const=r * K), 0)
                        av = L.splat_vec(_widen(L, ax, at.scalar, acc, 0, tf32), acc, w)
                        for v in range(nv):
                            cur = L.load_slot(slots[r][v], vt)
                            if isint:
                                p, s = L.tmp(), L.tmp()
                                L.emit(f"{p} = mul {vt} {av}, {bvs[v]}")
                                L.emit(f"{s} = add {vt} {cur}, {p}")
                            else:
                                s = L.call_intrinsic("fma", w, acc, [av, bvs[v], cur])
                            L.store_slot(slots[r][v], vt, s)
                for r in range(mr):
                    for v in range(nv):
                        at_o = L.linear((bi, M * N), (i0, N), (j0, 1), const=r * N + v * w)
                        L.store_chunk(out, at_o, w, _narrow(L, L.load_slot(slots[r][v], vt), ct.scalar, acc, w))
    L.env[o.results[0]] = Tile(out.buf, o.results[0].type)

