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
