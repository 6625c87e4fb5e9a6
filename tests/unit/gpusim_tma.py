"""The simulator's TMA ops (gpusim.py registers them by importing this module): mbarriers and bulk
tensor copies as the PTX ISA and CUDA's cuTensorMapEncodeTiled define them, from the tensor map's
fields alone (backends/cuda/tma.encode_args: dims, byte strides and box innermost first, swizzle
mode, out-of-bounds fill), not from the compiler's shared layouts, so a stage the lowering reads
in another place than TMA writes it is caught:
  - `elect.sync` (full mask) needs every thread running and picks lane 0 of each warp;
  - an mbarrier (8 bytes, 8-byte aligned) completes a phase when its `count` arrivals came and the
    bytes its arrivals announced (expect_tx) landed; `mbarrier.try_wait.parity p` passes once the
    phase of parity p completed (the current phase's parity is not p); a wait on a phase that never
    completes is an error (on a GPU: a hang);
  - a TMA copy reads the box at the coordinates (elements outside the tensor: zeros, or NaN with
    the NaN fill) and writes it row-major from the destination (128-byte aligned), 16-byte chunk
    bits [4, 4 + B) of each byte's shared address XORed with its bits [7, 7 + B) (B = 3, 2, 1 for
    the 128-, 64-, 32-byte swizzles); its bytes are pending (reading them is a race) until a thread
    waited for the phase they complete;
  - starting a copy into bytes a wgmma in flight reads, or that other threads read or wrote since
    the last barrier, is a race, as for cp.async.
"""
from __future__ import annotations

import numpy as np

from gpusim import SimError, _h, _where
from tritium.ir.types import IntType

_NAN = {2: np.frombuffer(np.float16(np.nan).tobytes(), np.uint8), 4: np.frombuffer(np.float32(np.nan).tobytes(), np.uint8)}
_FLOAT_DTYPES = (6, 7, 8, 9, 10)  # CU_TENSOR_MAP_DATA_TYPE_FLOAT16 .. FLOAT32_FTZ


def _threads(sim, pred):
    """Active threads whose predicate holds."""
    return sim.tid[sim.mask() & sim.full(pred).astype(bool)]


def _barrier(sim, o, addr):
    b = sim.mbar.get(int(addr))
    if b is None:
        raise SimError(f"{_where(o)}: no initialised mbarrier at shared byte {int(addr)}")
    return b


def _complete(sim, b):
    """The phase completes once its arrivals came and its bytes landed: they are written (still
    pending until someone waits for this phase)."""
    if b["pending"] or b["tx"]:
        return
    for idx, data in b["copies"]:
        sim.smem[idx] = data
    b["landed"][b["completed"]] = [idx for idx, _ in b["copies"]]
    b["copies"] = []
    b["completed"] += 1
    b["pending"] = b["count"]


@_h("gpu.mbarrier_init")
def _init(sim, o, a, env):
    for t in _threads(sim, a[1]):
        addr = int(sim.full(a[0])[t])
        if addr % 8 or not 0 <= addr <= sim.smem_size - 8:
            raise SimError(f"{_where(o)}: mbarrier at shared byte {addr}: not 8-byte aligned inside the kernel's shared memory")
        if addr in sim.mbar:
            raise SimError(f"{_where(o)}: mbarrier at shared byte {addr} initialised again without mbarrier.inval")
        n = int(o.attrs["count"])
        sim.mbar[addr] = {"count": n, "pending": n, "tx": 0, "completed": 0, "copies": [], "landed": {}}
    return []


@_h("gpu.fence_mbarrier_init")
def _fence(sim, o, a, env):
    return []


@_h("gpu.fence_proxy_async")
def _fence_proxies(sim, o, a, env):
    """The fencing threads' st.shared bytes become visible to the async proxy (wgmma, TMA)."""
    sim.stored[np.isin(sim.stored, sim.tid[sim.mask()])] = -1
    return []


@_h("gpu.mbarrier_inval")
def _inval(sim, o, a, env):
    for t in _threads(sim, a[1]):
        addr = int(sim.full(a[0])[t])
        b = _barrier(sim, o, addr)
        if b["pending"] != b["count"] or b["tx"] or b["copies"]:
            raise SimError(f"{_where(o)}: mbarrier.inval at shared byte {addr} while a phase is under way")
        del sim.mbar[addr]
    return []


@_h("gpu.elect_sync")
def _elect(sim, o, a, env):
    """elect.sync with a full mask: every lane of the warp runs it; the lowest one is chosen."""
    sim.converged(o)
    return [sim.tid % sim.ws == 0]


@_h("gpu.mbarrier_arrive_tx")
def _arrive(sim, o, a, env):
    for t in _threads(sim, a[1]):
        b = _barrier(sim, o, sim.full(a[0])[t])
        if b["pending"] == 0:
            raise SimError(f"{_where(o)}: more arrivals on an mbarrier than its count")
        b["tx"] += int(o.attrs["bytes"])
        b["pending"] -= 1
        _complete(sim, b)
    return []


def _swizzled(addr, mode: int):
    """Shared byte addresses as a TMA copy with swizzle `mode` (CU_TENSOR_MAP_SWIZZLE_*) places them."""
    if mode == 0:
        return addr
    bits = {1: 1, 2: 2, 3: 3}[mode]
    return addr ^ (((addr >> 7) & ((1 << bits) - 1)) << 4)


@_h("gpu.tma_load")
def _tma_load(sim, o, a, env):
    for t in _threads(sim, a[3]):
        f = a[1]
        dst, bar = int(sim.full(a[0])[t]), int(sim.full(a[2])[t])
        coords = [int(sim.full(x)[t]) for x in a[4:]]
        if f["rank"] != len(coords) or f["rank"] != 2:
            raise SimError(f"{_where(o)}: a {len(coords)}-d copy with a rank-{f['rank']} tensor map")
        es = f["elem_bytes"]
        bw, bh = f["box"]
        if dst % 128:
            raise SimError(f"{_where(o)}: TMA destination {dst} not 128-byte aligned")
        span = {0: None, 1: 32, 2: 64, 3: 128}[f["swizzle"]]
        if (bw * es) % 16 or (span is not None and bw * es > span):
            raise SimError(f"{_where(o)}: box rows of {bw * es} bytes with swizzle mode {f['swizzle']}")
        rows = np.arange(bh)[:, None]
        cols = np.arange(bw)[None, :]
        gi, go = coords[0] + cols, coords[1] + rows
        inside = (gi >= 0) & (gi < f["dims"][0]) & (go >= 0) & (go < f["dims"][1])
        gaddr = f["address"] + go.astype(np.int64) * f["strides"][0] + gi.astype(np.int64) * es
        data = np.zeros((bh, bw, es), np.uint8)
        if inside.any():
            got = sim.memory.read((gaddr[inside][:, None] + np.arange(es)).reshape(-1), IntType(8), o)
            data[inside] = np.asarray(got).astype(np.int8).view(np.uint8).reshape(-1, es)
        if f["fill"] == 1 and f["dtype"] in _FLOAT_DTYPES and (~inside).any():
            data[~inside] = _NAN[es]
        local = (rows * bw * es + cols * es)[..., None] + np.arange(es)
        idx = _swizzled(dst + local, f["swizzle"]).reshape(1, -1)
        if (idx < 0).any() or (idx >= sim.smem_size).any():
            raise SimError(f"{_where(o)}: TMA copy outside the kernel's {sim.smem_size} bytes of shared memory")
        tids = np.array([t])
        sim.check_pending(o, idx, tids, "starts a TMA copy into")
        if sim.wg_reads or sim.wg_retired:
            sim.check_wgmma_reads(o, idx, "starts a TMA copy into", tids)
        if sim.check_races:
            r, w = sim.reader[idx], sim.writer[idx]
            if ((r != -1) & (r != t)).any() or ((w >= 0) & (w != t)).any():
                raise SimError(f"{_where(o)}: race: a TMA copy into shared bytes other threads read or wrote with no "
                               "barrier in between")
        b = _barrier(sim, o, bar)
        sim.pending[idx] = t
        b["copies"].append((idx.reshape(-1), data.reshape(-1)))
        b["tx"] -= data.size
        _complete(sim, b)
    return []


@_h("gpu.tma_store")
def _tma_store(sim, o, a, env):
    """The box at the coordinates gets the shared bytes at the source (read where the map's swizzle
    places them); elements outside the tensor are not written. The bytes must have been written
    before a barrier (the threads' st.shared, made visible to the issuing thread)."""
    for t in _threads(sim, a[2]):
        f = a[1]
        src = int(sim.full(a[0])[t])
        coords = [int(sim.full(x)[t]) for x in a[3:]]
        es = f["elem_bytes"]
        bw, bh = f["box"]
        if src % 128:
            raise SimError(f"{_where(o)}: TMA store source {src} not 128-byte aligned")
        rows = np.arange(bh)[:, None]
        cols = np.arange(bw)[None, :]
        local = (rows * bw * es + cols * es)[..., None] + np.arange(es)
        idx = _swizzled(src + local, f["swizzle"]).reshape(1, -1)
        tids = np.array([t])
        sim.check_pending(o, idx, tids, "stores (TMA) from")
        if sim.check_races:
            w = sim.writer[idx]
            if ((w >= 0) & (w != t)).any():
                raise SimError(f"{_where(o)}: race: a TMA store reads shared bytes other threads wrote with no barrier "
                               "in between")
        data = sim.smem[idx].reshape(bh, bw, es)
        gi, go = coords[0] + cols, coords[1] + rows
        inside = (gi >= 0) & (gi < f["dims"][0]) & (go >= 0) & (go < f["dims"][1])
        gaddr = f["address"] + go.astype(np.int64) * f["strides"][0] + gi.astype(np.int64) * es
        if inside.any():
            addrs = (gaddr[inside][:, None] + np.arange(es)).reshape(-1)
            sim.memory.write(addrs, data[inside].reshape(-1).view(np.int8), IntType(8), o)
        sim.tma_store_reads.append(idx)  # (until the issuing thread's wait_group.read)
    return []


@_h("gpu.tma_store_wait")
def _tma_store_wait(sim, o, a, env):
    if len(_threads(sim, a[0])):
        sim.tma_store_reads = []
    return []


@_h("gpu.mbarrier_wait")
def _wait(sim, o, a, env):
    sim.converged(o)
    for addr in np.unique(sim.full(a[0]).astype(np.int64)):
        b = _barrier(sim, o, addr)
        parity = int(np.asarray(sim.full(a[1]))[0]) & 1
        if (b["completed"] & 1) == parity:  # the phase of that parity is the current one: not complete
            raise SimError(f"{_where(o)}: waits for phase parity {parity} of the mbarrier at shared byte {int(addr)}, "
                           f"which never completes (arrivals left {b['pending']}, bytes left {b['tx']}): a hang")
        for idx in b["landed"].pop(b["completed"] - 1, []):
            sim.pending[idx] = -1
    return []
