"""The simulator's Hopper warpgroup MMA ops (gpusim.py registers them by importing this module):
`gpu.smem_desc`, `gpu.wgmma`, its fence, commit and wait, executed as
the PTX ISA defines them (gpusim.py's docstring says what is checked)."""
from __future__ import annotations

import numpy as np

from gpusim import S, SimError, _h, _where
from gpusim_mma import _tf32

__all__: list = []


def _swizzled_bytes(addr, width: int):
    """A W-byte swizzle mode applied to byte addresses: bits 4.. XOR bits 7.. (log2(W / 16) of each)."""
    mask = width // 16 - 1
    return addr ^ (((addr >> 7) & mask) << 4)


_SWIZZLE_WIDTH = {1: 128, 2: 64, 3: 32}  # a descriptor's mode (bits 62-63) -> swizzle bytes


@_h("gpu.smem_desc")
def _smem_desc(sim, o, a, env):
    """The descriptor as the hardware reads it, for a shared window starting at byte 0 (the
    kernel's buffer is 1024-byte aligned there too)."""
    at = o.attrs
    mode = {128: 1, 64: 2, 32: 3}.get(int(at["swizzle"]))
    if mode is None:
        raise SimError(f"{_where(o)}: wgmma descriptor swizzle of {at['swizzle']} bytes")
    fields = ((int(at["leading"]) >> 4) & 0x3FFF) << 16 | ((int(at["stride"]) >> 4) & 0x3FFF) << 32 | mode << 62
    off = sim.full(a[0]).astype(np.int64)
    return [(((off >> 4) & 0x3FFF).astype(np.uint64) | np.uint64(fields)).view(np.int64)]


def _operand_addresses(sim, o, desc: int, rows: int, cols: int, size: int, mn_major: bool):
    """Byte addresses [rows, cols] of an operand named by a descriptor (decoded as the PTX ISA lays
    out its fields), in the instruction's coordinates (A: m x k; B: k x n), per the ISA's
    canonical layouts with swizzle."""
    d = int(np.int64(desc).view(np.uint64))
    start, lead, stride = (d & 0x3FFF) << 4, ((d >> 16) & 0x3FFF) << 4, ((d >> 32) & 0x3FFF) << 4
    width = _SWIZZLE_WIDTH.get(d >> 62)
    if width is None or (d >> 49) & 7 or d & (3 << 14 | 3 << 30 | 7 << 46 | 0x3FF << 52):
        raise SimError(f"{_where(o)}: wgmma descriptor {d:#018x}: not a swizzled canonical layout with base offset 0")
    i, j = np.meshgrid(np.arange(rows), np.arange(cols), indexing="ij")
    if not mn_major:  # K-major: the K elements of row i contiguous (the first coordinate is M or N)
        if cols * size > width:
            raise SimError(f"{_where(o)}: a K step of {cols * size} bytes is wider than the {width}-byte swizzle")
        addr = start + (i // 8) * stride + (i % 8) * width + j * size
    else:  # B [k, n] with n contiguous: panels of W / size columns
        per = width // size
        addr = start + (j // per) * lead + (i // 8) * stride + (i % 8) * width + (j % per) * size
    return _swizzled_bytes(addr, width)


@_h("gpu.wgmma_fence")
def _wgmma_fence(sim, o, a, env):
    """(A register operand passed through: its values unchanged)"""
    sim.converged(o)
    return list(a)


@_h("gpu.wgmma")
def _wgmma(sim, o, a, env):
    sim.converged(o)
    if sim.nthreads % 128:
        raise SimError(f"{_where(o)}: wgmma needs whole warpgroups (128 threads), the block has {sim.nthreads}")
    G = sim.nthreads // 128
    N = int(o.attrs["n"])
    h = N // 2
    a_regs = bool(o.attrs.get("a_regs"))  # A from registers: 32 bytes a thread, then B's descriptor
    from tritium.ir.types import FloatType, bf16, f16, i8
    from tritium.ir.types import f32
    t = {"f16": f16, "bf16": bf16, "e4m3": FloatType("f8E4M3FN"), "e5m2": FloatType("f8E5M2"), "s8": i8,
         "tf32": f32}[o.attrs["ab"]]
    integer = o.attrs["ab"] == "s8"  # int32 sums, wrapping
    size, storage = S.mem_format(t)
    kk = 32 // size  # K of one instruction: 32 bytes
    na = 1 + 16 // size if a_regs else 2
    use = None  # scale_d "operand": the last operand says (per thread, uniform) whether D adds C
    if o.attrs.get("scale_d") == "operand":
        use, a = np.asarray(sim.full(a[-1])), a[:-1]
    if N % 8 or not 8 <= N <= 256 or len(a) != na + h or len(o.results) != h:
        raise SimError(f"{_where(o)}: wgmma m64n{N}k{kk} takes {N // 2} accumulators per thread")
    if size != 2 and o.attrs.get("trans_b"):
        raise SimError(f"{_where(o)}: {o.attrs['ab']} wgmma reads B K-major (no transpose)")
    if size == 4 and a_regs:
        raise SimError(f"{_where(o)}: this simulator models a tf32 wgmma's A from shared memory only")
    lane = np.arange(128) % 32
    warp = np.arange(128) // 32
    outs = [np.zeros(sim.nthreads, np.int32 if integer else np.float32) for _ in range(h)]
    acc = [np.asarray(sim.full(x), np.float64) for x in a[na:]]
    for g in range(G):
        tids = np.arange(128 * g, 128 * g + 128)
        descs = []
        for x in ([a[na - 1]] if a_regs else a[:2]):
            v = sim.full(x).astype(np.int64)[tids]
            if (v != v[0]).any():
                raise SimError(f"{_where(o)}: wgmma descriptor differs between the threads of warpgroup {g}")
            descs.append(int(v[0]))
        B_at = _operand_addresses(sim, o, descs[-1], kk, N, size, True) if o.attrs.get("trans_b") \
            else _operand_addresses(sim, o, descs[-1], N, kk, size, False).T
        ats = [B_at] if a_regs else [_operand_addresses(sim, o, descs[0], 64, kk, size, False), B_at]
        vals = []
        for at in ats:
            idx = sim._smem_bytes(o, at.reshape(-1), size, np.ones(at.size, bool), size)
            sim.check_pending(o, idx, np.full(len(idx), tids[0]), "reads (wgmma)")
            if sim.check_races and ((sim.writer[idx] >= 0).any() or (sim.stored[idx] >= 0).any()):
                raise SimError(f"{_where(o)}: wgmma (async proxy) reads shared bytes written since the last "
                               "barrier, or stored with st.shared and not fenced (fence.proxy.async)")
            if sim.check_races:
                for tid in (tids[0], tids[-1]):  # (the warpgroup reads: later writes need a barrier)
                    sim._note_readers(idx, np.full(len(idx), tid))
            raw = sim.smem[idx].reshape(-1).view(storage).reshape(at.shape)
            x = S.from_memory(raw, t)
            vals.append(_tf32(x) if o.attrs["ab"] == "tf32" else x.astype(np.float64))  # (tf32: the top 19 bits)
            sim.wg_reads.append([None, np.unique(idx), g])  # (the async proxy reads until the group retires)
        if a_regs:  # the A fragment of mma.m16n8k16 (8-bit: of mma.m16n8k32), each warp its 16 rows of the 64
            A = np.zeros((64, kk))
            for i in range(na - 1):
                if size == 2:  # a0..a7: pairs of K, row + 8, K + 8
                    row, col = 8 * ((i >> 1) & 1), 2 * (lane % 4) + (i & 1) + 8 * (i >> 2)
                else:  # four K a register: row + 8, K + 16
                    row, col = 8 * ((i >> 2) & 1), 4 * (lane % 4) + (i & 3) + 16 * (i >> 3)
                A[16 * warp + lane // 4 + row, col] = np.asarray(sim.full(a[i]), np.float64)[tids]
            vals.insert(0, A)
        C = np.zeros((64, N))
        rows = [16 * warp + lane // 4 + 8 * ((j % 4) // 2) for j in range(h)]
        cols = [8 * (j // 4) + 2 * (lane % 4) + (j % 2) for j in range(h)]
        if use is not None and (use[tids] != use[tids[0]]).any():
            raise SimError(f"{_where(o)}: wgmma's scale-d differs between the threads of warpgroup {g}")
        adds = bool(use[tids[0]]) if use is not None else o.attrs.get("scale_d", True) is not False
        for j in range(h):
            C[rows[j], cols[j]] = acc[j][tids] if adds else 0.0
        D = vals[0] @ vals[1] + C
        D = D.astype(np.int64).astype(np.int32) if integer else D.astype(np.float32)  # (int8: exact in float64)
        for j in range(h):
            outs[j][tids] = D[rows[j], cols[j]]
    sim.wgmmas += G
    for r in o.results:
        sim.wg_pending[r] = None
    return outs


@_h("gpu.wgmma_commit")
def _wgmma_commit(sim, o, a, env):
    sim.converged(o)
    for r, grp in sim.wg_pending.items():
        if grp is None:
            sim.wg_pending[r] = sim.wg_groups
    for rd in sim.wg_reads:
        if rd[0] is None:
            rd[0] = sim.wg_groups
    sim.wg_groups += 1
    return []


@_h("gpu.wgmma_wait")
def _wgmma_wait(sim, o, a, env):
    """wgmma.wait_group n: all but the newest n committed groups are complete; the operands pass
    through (and must be complete by then)."""
    sim.converged(o)
    n = int(o.attrs["num"])
    sim.wg_pending = {r: g for r, g in sim.wg_pending.items() if g is None or g >= sim.wg_groups - n}
    keep = [rd for rd in sim.wg_reads if rd[0] is None or rd[0] >= sim.wg_groups - n]
    # (another warpgroup learns of a retirement only through a barrier)
    sim.wg_retired += [[rd[1], rd[2]] for rd in sim.wg_reads if not any(rd is k for k in keep)]
    sim.wg_reads = keep
    for v in o.operands:
        if v in sim.wg_pending:
            raise SimError(f"{_where(o)}: wgmma.wait_group {n} passes on an accumulator whose wgmma is still pending")
    return [sim.full(x) for x in a]
