"""The simulator's warp-level tensor-core ops (gpusim.py registers them by importing this module):
`gpu.mma` (mma.sync m16n8k16 / m16n8k8 tf32 / m16n8k32 int8) and the `gpu.ldmatrix` / `gpu.stmatrix`
fragment moves, executed as the PTX ISA defines them (gpusim.py's docstring says what is checked)."""
from __future__ import annotations

import numpy as np

from gpusim import S, SimError, _h, _size, _where

__all__: list = []


def _tf32(x):
    """The tensor cores read the top 19 bits of an fp32 operand."""
    b = np.asarray(x, np.float32).view(np.uint32) & np.uint32(0xFFFFE000)
    return np.where(np.isfinite(x), b.view(np.float32), x).astype(np.float64)


@_h("gpu.mma")
def _mma(sim, o, a, env):
    """m16n8k16 (f16/bf16), m16n8k8 (tf32) or m16n8k32 (int8), fragments as the PTX ISA lays them
    out (group = lane / 4, t = lane % 4)."""
    sim.converged(o)
    W = sim.nthreads // 32
    v = [np.asarray(sim.full(x), np.float64).reshape(W, 32) for x in a]
    lane = np.arange(32)
    g, t = lane >> 2, lane & 3
    if o.attrs.get("shape") == "m16n8k32":  # int8: four K a register; int32 sums that wrap
        A = np.zeros((W, 16, 32))
        B = np.zeros((W, 32, 8))
        C = np.zeros((W, 16, 8))
        for i in range(16):  # a0..a15: row g (+ 8 for i % 8 >= 4), k = 4t + i % 4 (+ 16 for i >= 8)
            A[:, g + 8 * ((i >> 2) & 1), 4 * t + (i & 3) + 16 * (i >> 3)] = v[i]
        for i in range(8):  # b0..b7: k = 4t + i % 4 (+ 16 for i >= 4), col g
            B[:, 4 * t + (i & 3) + 16 * (i >> 2), g] = v[16 + i]
        for i in range(4):
            C[:, g + 8 * (i >> 1), 2 * t + (i & 1)] = v[24 + i]
        D = (A @ B + C).astype(np.int64).astype(np.int32)  # (exact in float64: |sums| < 2^53)
        return [D[:, g + 8 * (i >> 1), 2 * t + (i & 1)].reshape(-1) for i in range(4)]
    if o.attrs.get("shape") == "m16n8k8":
        A = np.zeros((W, 16, 8))
        B = np.zeros((W, 8, 8))
        C = np.zeros((W, 16, 8))
        for i in range(4):  # a0..a3: (g, t), (g+8, t), (g, t+4), (g+8, t+4)
            A[:, g + 8 * (i & 1), t + 4 * (i >> 1)] = _tf32(v[i])
        for i in range(2):  # b0, b1: (t, g), (t+4, g)
            B[:, t + 4 * i, g] = _tf32(v[4 + i])
        for i in range(4):
            C[:, g + 8 * (i >> 1), 2 * t + (i & 1)] = v[6 + i]
        D = (A @ B + C).astype(np.float32)
        return [D[:, g + 8 * (i >> 1), 2 * t + (i & 1)].reshape(-1) for i in range(4)]
    A = np.zeros((W, 16, 16))
    B = np.zeros((W, 16, 8))
    C = np.zeros((W, 16, 8))
    for i in range(8):
        A[:, g + 8 * ((i >> 1) & 1), 2 * t + (i & 1) + 8 * (i >> 2)] = v[i]
    for i in range(4):
        B[:, 2 * t + (i & 1) + 8 * (i >> 1), g] = v[8 + i]
        C[:, g + 8 * (i >> 1), 2 * t + (i & 1)] = v[12 + i]
    D = (A @ B + C).astype(np.float32)
    return [D[:, g + 8 * (i >> 1), 2 * t + (i & 1)].reshape(-1) for i in range(4)]


@_h("gpu.ldmatrix")
def _ldmatrix(sim, o, a, env):
    """ldmatrix.sync.aligned.m8n8.x{n}{.trans}.shared.b16, per the PTX ISA."""
    sim.converged(o)
    n, trans = int(o.attrs["n"]), bool(o.attrs.get("trans"))
    if n not in (1, 2, 4):
        raise SimError(f"{_where(o)}: ldmatrix .x{n}")
    t = o.results[0].type
    if _size(t) != 2 or len(o.results) != 2 * n:
        raise SimError(f"{_where(o)}: ldmatrix .b16 returns two 16-bit elements per matrix")
    W = sim.nthreads // sim.ws
    addr = (sim.full(a[0]).astype(np.int64) + int(o.attrs.get("offset", 0))).reshape(W, sim.ws)  # [reg + imm]
    # row addresses: lanes 8i .. 8i+7 give rows 0-7 of matrix i (the other lanes' are ignored)
    rows = np.zeros((W, n, 8), np.int64)
    for i in range(n):
        rows[:, i, :] = addr[:, 8 * i:8 * i + 8]
    flat_rows = rows.reshape(-1)
    everyone = np.ones(flat_rows.size, bool)
    row_bytes = sim._smem_bytes(o, flat_rows, 16, everyone, 16)  # each row: 16 bytes, 16-byte aligned
    byte_idx = row_bytes.reshape(W, n, 8, 16)  # [warp, matrix, row, byte]
    lane = np.arange(sim.ws)
    g, q = lane >> 2, lane & 3
    # which lane receives element (row r, column c) of a matrix: 4r + c/2, or 4c + r/2 with .trans
    r_, c_ = np.meshgrid(np.arange(8), np.arange(8), indexing="ij")
    recv = (4 * c_ + r_ // 2) if trans else (4 * r_ + c_ // 2)  # [8, 8]
    warp_base = (np.arange(W) * sim.ws)[:, None, None, None]
    recv_tid = np.broadcast_to(warp_base + recv[None, None], (W, n, 8, 8)).reshape(-1)
    elem_bytes = byte_idx.reshape(W, n, 8, 8, 2).reshape(-1, 2)  # [element, its 2 bytes]
    sim.check_pending(o, elem_bytes, recv_tid, "reads (ldmatrix)")
    if sim.check_races:
        w = sim.writer[elem_bytes]
        bad = (w >= 0) & (w != recv_tid[:, None])
        if bad.any():
            i = np.argwhere(bad)[0]
            raise SimError(f"{_where(o)}: race: ldmatrix gives thread {recv_tid[i[0]]} shared byte {elem_bytes[i[0], i[1]]} "
                           f"that thread {w[i[0], i[1]]} wrote with no barrier in between")
        sim._note_readers(elem_bytes, recv_tid)
    _, storage = S.mem_format(t)
    mats = sim.smem[byte_idx.reshape(-1)].view(storage).reshape(W, n, 8, 8)  # [warp, matrix, row, col]
    mats = S.from_memory(mats, t)
    outs = []
    for i in range(n):
        for h in range(2):
            v = mats[:, i, 2 * q + h, g] if trans else mats[:, i, g, 2 * q + h]  # [W, 32]
            outs.append(np.ascontiguousarray(v).reshape(-1))
    return outs


@_h("gpu.stmatrix")
def _stmatrix(sim, o, a, env):
    """stmatrix.sync.aligned.m8n8.x{n}.shared.b16, per the PTX ISA."""
    sim.converged(o)
    n = int(o.attrs["n"])
    t = o.operands[1].type
    if n not in (1, 2, 4) or _size(t) != 2 or len(a) != 1 + 2 * n:
        raise SimError(f"{_where(o)}: stmatrix .x{n}.b16 takes a row address and two 16-bit elements per matrix")
    W = sim.nthreads // sim.ws
    addr = sim.full(a[0]).astype(np.int64).reshape(W, sim.ws)
    lane = np.arange(sim.ws)
    everyone = np.ones(sim.nthreads, bool)
    for i in range(n):
        rows = addr[:, 8 * i:8 * i + 8]  # lanes 8i .. 8i+7: rows 0-7 of matrix i
        if (rows % 16).any():
            raise SimError(f"{_where(o)}: stmatrix row address {int(rows[rows % 16 != 0][0])} is not 16-byte aligned")
        dst = (rows[:, lane >> 2] + 4 * (lane & 3)).reshape(-1)  # lane l: row l/4, columns 2(l%4), +1
        sim.smem_write(o, dst, [a[1 + 2 * i], a[2 + 2 * i]], t, everyone)
    return []
