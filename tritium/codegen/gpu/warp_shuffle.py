"""Layout conversions inside warps by shuffles: no shared memory and no barrier.

A conversion whose source and destination layouts put every element in the same warp can read each
destination register straight from the lane that holds it. With linear layouts this is linear
algebra over GF(2): write each destination register bit and lane bit as a combination of the
source's register and lane bits,

    source register = A.r  xor  B.l        source lane = C.r  xor  E.l

for destination register index r and lane l. When B = 0 the source register does not depend on the
lane, so destination register r is one indexed shuffle of source register A.r from lane
(E.l) xor (C.r); `E.l` is computed once per conversion from the thread's lane id. Conversions with
B != 0 (a register bit trades places with a lane bit, as in a transpose inside a warp) would need a
select per candidate register, and go through shared memory instead.
"""
from __future__ import annotations

import functools

from ...ir.layouts import LinearLayout
from ...ir.types import i32


def _packer(shape):
    """Coordinate tuple <-> one int of coordinate bits (dimension d at its own bit offset)."""
    offs, off = [], 0
    for n in shape:
        offs.append(off)
        off += max(n, 1).bit_length() - 1
    return lambda c: sum(x << o for x, o in zip(c, offs))


def plan(S: LinearLayout, D: LinearLayout):
    """-> (A, C, E) as lists of source-bit masks (A, C per destination register bit; E per lane bit)
    when the conversion can be done by indexed shuffles (same warps, B = 0), else None."""
    if S.warp != D.warp or S.shape != D.shape:
        return None
    pack = _packer(S.shape)
    nreg = len(S.reg)
    pivots: list = []  # (pivot bit, vector, combination of source columns), reduced on the fly
    for k, col in enumerate(list(S.reg) + list(S.lane)):
        vec, comb = pack(col), 1 << k
        for bit, v, c in pivots:
            if vec >> bit & 1:
                vec, comb = vec ^ v, comb ^ c
        if vec:
            pivots.append((vec.bit_length() - 1, vec, comb))

    def solve(col):
        vec, comb = pack(col), 0
        for bit, v, c in pivots:
            if vec >> bit & 1:
                vec, comb = vec ^ v, comb ^ c
        return None if vec else (comb & ((1 << nreg) - 1), comb >> nreg)

    A, C, E = [], [], []
    for col in D.reg:
        got = solve(col)
        if got is None:
            return None
        A.append(got[0])
        C.append(got[1])
    for col in D.lane:
        got = solve(col)
        if got is None or got[0]:  # not held in the warp, or B != 0
            return None
        E.append(got[1])
    return A, C, E


def worth_it(S: LinearLayout, D: LinearLayout, vs: int, vd: int) -> bool:
    """Shuffles (one per destination register) against the shared-memory round trip (vector stores
    and loads plus two block-wide barriers, counted as 8 instructions each)."""
    return D.nregs <= S.nregs // vs + D.nregs // vd + 16


def convert(L, regs: list, S: LinearLayout, D: LinearLayout, got) -> list:
    """Destination registers of the conversion planned by `plan`, by `gpu.shuffle` (mode idx)."""
    A, C, E = got
    lane_var = None  # E.l: XOR of E[i] over the set bits i of this thread's lane
    for i, e in enumerate(E):
        if not e:
            continue
        bit = L.v("arith.andi", [L.v("arith.shrui", [L.lane, L.const(i, i32)], i32) if i else L.lane,
                                 L.const(1, i32)], i32)
        term = L.v("arith.shli", [bit, L.const(e.bit_length() - 1, i32)], i32) if e & (e - 1) == 0 \
            else L.v("arith.muli", [bit, L.const(e, i32)], i32)
        lane_var = term if lane_var is None else L.v("arith.xori", [lane_var, term], i32)
    lanes: dict = {}
    out: dict = {}
    res = []
    for r in range(D.nregs):
        src_reg = lane_const = 0
        for j in range(len(A)):
            if r >> j & 1:
                src_reg ^= A[j]
                lane_const ^= C[j]
        key = (src_reg, lane_const)
        if key not in out:
            lane = lanes.get(lane_const)
            if lane is None:
                if lane_var is None:
                    lane = L.const(lane_const, i32)
                elif lane_const:
                    lane = L.v("arith.xori", [lane_var, L.const(lane_const, i32)], i32)
                else:
                    lane = lane_var
                lanes[lane_const] = lane
            x = regs[src_reg]
            out[key] = L.v("gpu.shuffle", [x, lane], x.type, mode="idx")
        res.append(out[key])
    return res


@functools.lru_cache(maxsize=256)  # (a conversion asks twice: whether to stay in registers, then how)
def byte_plan(S: LinearLayout, D: LinearLayout):
    """For 8-bit values in an MMA sums' layout (S: a register pair along K, lanes 0-1 at K 2 and 4)
    going to wgmma's 8-bit A fragment (D, DotOperand k_width 4: four K a register, lanes 0-1 at K 4
    and 8): `source(w, b, e)`, the sender's register of element e of the byte pair it sends for
    destination word w to a receiver whose lane bit 1 is b; None where the layouts are not those (the
    plan is checked against S and D for every lane, so `bytes_to_wgmma_a` emits only what holds)."""
    if len(S.shape) != 2 or S.shape != D.shape or S.warp != D.warp or len(S.lane) != 5 or len(D.lane) != 5:
        return None
    if S.lane[2:] != D.lane[2:] or S.reg[:1] != ((0, 1),) or S.lane[:2] != ((0, 2), (0, 4)) or \
            D.reg[:2] != ((0, 1), (0, 2)) or D.lane[:2] != ((0, 4), (0, 8)) or D.nregs % 8 or \
            len(S.unique_regs()) != S.nregs:
        return None
    where = {c: r for r, c in enumerate(S.reg_coords())}
    dc = D.reg_coords()

    def source(w, b, e):
        row, k = dc[4 * w]
        return where.get((row, (k ^ 8 * b) | e))
    words = D.nregs // 4
    if any(dc[4 * w][1] & 15 for w in range(words)) or \
            any(source(w, b, e) is None for w in range(words) for b in (0, 1) for e in (0, 1)):
        return None
    # receiver l gets pair s of each word from lane (l & ~3) | (l & 1) << 1 | s (in round s ^ b)
    for l in range(32):
        q0, b = l & 1, (l >> 1) & 1
        for w in range(words):
            for i in range(4):
                sender = (l & ~3) | (q0 << 1) | ((i >> 1) & 1)
                if S.coord(source(w, b, i & 1), sender, 0) != D.coord(4 * w + i, l, 0):
                    return None
    return source


def bytes_to_wgmma_a(L, regs: list, source, nregs: int, t) -> list:
    """The conversion `byte_plan` planned, four bytes a shuffle, as Triton converts fp8 attention's
    `p`: each 32-bit word a lane sends carries byte pairs of two destination words; a receiving
    lane reads two rounds from the two lanes that hold its K (the round's source chosen by its lane
    bit 1, the pairs to send by the sender's lane bit 0) and picks its pairs out of both."""
    from ...ir.types import f32, i1, i8

    def wide(x):  # the f32 value an fp8 register was rounded from (to convert two at a time), else None
        o = x.owner
        if getattr(o, "name", None) == "tt.fp_to_fp" and o.operands[0].type == f32 and \
                (o.attrs.get("rounding") or "rtne") == "rtne" and str(t) in ("f8E4M3FN", "f8E5M2"):
            return o.operands[0]
        return None

    def byte(r):
        return L.v("arith.extui", [L.v("arith.bitcast", [regs[r]], i8)], i32)

    def pack(rs):
        src = [wide(regs[r]) for r in rs]
        if all(x is not None for x in src):  # two cvt.rn.satfinite x2 and one merge, as Triton packs
            lo = L.v("gpu.cvt_pack_fp8", [src[1], src[0]], i32, fmt=str(t))
            hi = L.v("gpu.cvt_pack_fp8", [src[3], src[2]], i32, fmt=str(t))
            return L.v("arith.ori", [lo, L.v("arith.shli", [hi, L.const(16, i32)], i32)], i32)
        out = byte(rs[0])
        for k, r in enumerate(rs[1:], 1):
            out = L.v("arith.ori", [out, L.v("arith.shli", [byte(r), L.const(8 * k, i32)], i32)], i32)
        return out

    def bit(v, k):
        return L.v("arith.cmpi", [L.v("arith.andi", [L.v("arith.shrui", [v, L.const(k, i32)], i32) if k else v,
                                                     L.const(1, i32)], i32), L.const(0, i32)], i1, predicate="ne")
    lane = L.lane
    b = bit(lane, 1)
    base = L.v("arith.ori", [L.v("arith.andi", [lane, L.const(~3 & 31, i32)], i32),
                             L.v("arith.shli", [L.v("arith.andi", [lane, L.const(1, i32)], i32), L.const(1, i32)], i32)], i32)
    b_int = L.v("arith.andi", [L.v("arith.shrui", [lane, L.const(1, i32)], i32), L.const(1, i32)], i32)
    from_lane = [L.v("arith.xori", [base, b_int], i32), L.v("arith.xori", [base, L.v("arith.xori", [b_int, L.const(1, i32)], i32)], i32)]
    sends_b1 = [bit(lane, 0), None]  # round r's sender sends for receivers with lane bit 1 = r ^ (its lane bit 0)
    sends_b1[1] = L.v("arith.xori", [sends_b1[0], L.const(1, i1)], i1)
    out = [None] * nregs
    for wa in range(0, nregs // 4, 2):
        wb = wa + 1
        cand = [pack([source(wa, bb, 0), source(wa, bb, 1), source(wb, bb, 0), source(wb, bb, 1)]) for bb in (0, 1)]
        got = []
        for r in (0, 1):
            send = L.v("arith.select", [sends_b1[r], cand[1], cand[0]], i32)
            got.append(L.v("gpu.shuffle", [send, from_lane[r]], i32, mode="idx"))
        lo = L.v("arith.select", [b, got[1], got[0]], i32)  # pair 0 came in round b, pair 1 in round 1 - b
        hi = L.v("arith.select", [b, got[0], got[1]], i32)
        low16, high16 = L.const(0xFFFF, i32), L.const(0xFFFF0000 - (1 << 32), i32)
        words_ab = (L.v("arith.ori", [L.v("arith.andi", [lo, low16], i32), L.v("arith.shli", [hi, L.const(16, i32)], i32)], i32),
                    L.v("arith.ori", [L.v("arith.shrui", [lo, L.const(16, i32)], i32), L.v("arith.andi", [hi, high16], i32)], i32))
        for w, word in zip((wa, wb), words_ab):  # (whole words, so the wgmma's packing folds away)
            for i in range(4):
                x = L.v("arith.shrui", [word, L.const(8 * i, i32)], i32) if i else word
                out[4 * w + i] = L.v("arith.bitcast", [L.v("arith.trunci", [x], i8)], t)
    return out
