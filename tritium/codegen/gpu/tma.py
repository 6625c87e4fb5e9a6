"""TMA stages in the per-thread program (passes/gpu_tma.py chose them): mbarriers and bulk tensor copies.

Each stage of a TMA-fed ring buffer has an 8-byte mbarrier (a `ttg.local_alloc` of i64s) that
completes a phase when its arrivals (one per TMA-copied operand: the issuing thread announcing that
box's bytes) and all those bytes have landed. Thread 0 (chosen by elect.sync in warp 0, so ptxas
knows one thread issues) initialises the barriers and issues the copies (one per W-byte panel of
the stage, the panel's columns offset in the coordinates); every
thread waits on the stage's barrier with the phase's parity before reading it. A TMA store is
thread 0's bulk copies out of a buffer, then its wait until they have read it (in a loop, at the
next write of the buffer and after the loop: passes/gpu_tma.tma_stores). The tensor map is a
kernel parameter (!ttng.tensormap).
"""
from __future__ import annotations

from ...ir.types import i1, i32
from .async_copy import _buffer, _stage_base
from .lowering import SIMTLowering, elem_bytes, handles


def _elected(L: SIMTLowering):
    """i1, made here: this thread is the lane elect.sync picks in warp 0, the one that initialises
    barriers, issues copies and waits for stores (thread 0: the block runs converged wherever
    these are; ptxas then knows one thread issues a copy)."""
    warp0 = L.memo.get("tma_warp0")
    if warp0 is None:
        saved, L.b = L.b, L.prologue
        warp0 = L.memo["tma_warp0"] = L.v("arith.cmpi", [L.tid, L.const(32, i32)], i1, predicate="ult")
        L.b = saved
    return L.v("arith.andi", [warp0, L.v("gpu.elect_sync", [], i1)], i1)


def _barrier_at(L: SIMTLowering, bars, slot):
    """Byte offset of mbarrier `slot` (an i32 value) of the barrier buffer."""
    base, _ = _buffer(L, bars)
    return L.v("arith.muli", [L.add(base, slot), L.const(8, i32)], i32)


@handles("ttng.init_barriers")
def _init(L: SIMTLowering, o):
    bars = o.operands[0]
    _, t = _buffer(L, bars)
    if o.attrs.get("fence", True):  # (the stages may have been read through the generic proxy)
        L.op("gpu.fence_proxy_async", [], [])
    issuer = _elected(L)
    for s in range(t.shape[0]):
        L.op("gpu.mbarrier_init", [_barrier_at(L, bars, L.const(s, i32)), issuer], [], count=int(o.attrs["count"]))
    L.op("gpu.fence_mbarrier_init", [], [])
    L.barrier()


@handles("ttng.inval_barriers")
def _inval(L: SIMTLowering, o):
    bars = o.operands[0]
    _, t = _buffer(L, bars)
    L.barrier()  # (no thread still waits on one)
    issuer = _elected(L)
    for s in range(t.shape[0]):
        L.op("gpu.mbarrier_inval", [_barrier_at(L, bars, L.const(s, i32)), issuer], [])


@handles("ttng.async_tma_copy_global_to_local")
def _copy(L: SIMTLowering, o):
    tmap, buf, slot, bars, valid, row, col = o.operands
    base, t = _buffer(L, buf)
    rows, width = o.attrs["box"]
    panels = int(o.attrs["panels"])
    size = elem_bytes(t.element)
    pred = L.v("arith.andi", [L.scalar(valid), _elected(L)], i1)
    bar = _barrier_at(L, bars, L.scalar(slot))
    L.op("gpu.mbarrier_arrive_tx", [bar, pred], [], bytes=rows * width * size * panels)
    stage = _stage_base(L, t, L.scalar(slot), base)
    r, c = L.scalar(row), L.scalar(col)
    for p in range(panels):  # panel p: the box's columns p * width.., placed after p panels of rows x width
        dst = stage if p == 0 else L.add(stage, L.const(p * rows * width * size, i32))
        cp = c if p == 0 else L.add(c, L.const(p * width, i32))
        L.op("gpu.tma_load", [dst, L.scalar(tmap), bar, pred, cp, r], [])


@handles("ttng.async_tma_copy_local_to_global")
def _store(L: SIMTLowering, o):
    tmap, buf, slot, row, col = o.operands
    base, t = _buffer(L, buf)
    rows, width = o.attrs["box"]
    size = elem_bytes(t.element)
    stage = _stage_base(L, t, L.scalar(slot), base)
    r, c = L.scalar(row), L.scalar(col)
    issuer = _elected(L)
    for p in range(int(o.attrs["panels"])):
        src = stage if p == 0 else L.add(stage, L.const(p * rows * width * size, i32))
        cp = c if p == 0 else L.add(c, L.const(p * width, i32))
        L.op("gpu.tma_store", [src, L.scalar(tmap), issuer, cp, r], [])
    if o.attrs.get("wait", True):
        L.op("gpu.tma_store_wait", [issuer], [])  # (the bulk group has read the buffer)


@handles("ttng.async_tma_store_wait")
def _store_wait(L: SIMTLowering, o):
    L.op("gpu.tma_store_wait", [_elected(L)], [])  # (the thread that issued the stores: lane 0 of warp 0)


@handles("ttng.wait_barrier")
def _wait(L: SIMTLowering, o):
    bars, slot, phase = o.operands
    L.op("gpu.mbarrier_wait", [_barrier_at(L, bars, L.scalar(slot)), L.scalar(phase)], [])


@handles("ttng.fence_async_shared")
def _fence(L: SIMTLowering, o):
    L.op("gpu.fence_proxy_async", [], [])


@handles("tt.descriptor_load")
def _hint(L: SIMTLowering, o):
    L.env[o.result] = L.env[o.operands[0]]  # (a hint the pipeline left: the tile it describes)
