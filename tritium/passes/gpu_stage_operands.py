"""Loop-invariant operands of Hopper's warpgroup dots, staged once in shared memory (ttgir, after
the software pipeline).

Why. A tile loaded before a loop and read in it as a wgmma's A (attention backward's `k` and `v`
in the dK/dV kernel, `q` and `do` in the dQ kernel) otherwise stays in registers for the whole
loop, in the dot-operand layout: at D=128 and eight warps 32 registers a thread for each tile, on
top of the loop's accumulators. There the kernels ran out of registers (dK/dV: 255 and spills).
wgmma reads A from shared memory as well as from registers, through a matrix descriptor, so each
such tile is written once into a buffer laid out as wgmma reads it (`ttg.local_store`), made
visible to the tensor cores (a proxy fence: wgmma reads through the async proxy, the stores went
through the generic one) and to every warp (a barrier), and the dots read it there: its registers
are free during the loop. The TMA path does the same for a host descriptor's tile
(gpu_tma.tma_single_loads); this is the path for pointer loads.

Which tiles: read only through conversions to a warpgroup dot's A operand, by dots inside a loop
the tile is defined outside of, each of whose B is a stage of the pipeline (`ttg.local_load`: the
dot runs as wgmma; else it runs as mma.sync, which reads A from registers anyway). Only where the
loop holds at least two such tiles (attention backward's pattern) or one tile of at least
`MIN_BYTES_A_THREAD` bytes a thread: a single small tile (attention forward's `q` at D=64) costs few
registers, and reading it from registers spares the shared-memory bandwidth every MMA would spend
on it, as Triton keeps forward attention's `q` in registers.
"""
from __future__ import annotations

from ..ir.builder import Inserter
from ..ir.layouts import SwizzledShared, is_warpgroup_mma
from ..ir.types import MemDescType, i32
from .gpu_pipeline import _defined_in

# a lone invariant A tile is staged where it would hold at least this many bytes a thread in
# registers (32 registers: a 128x128 fp16 tile over 256 threads)
MIN_BYTES_A_THREAD = 128


def worth_staging(tiles, num_threads: int) -> bool:
    """Whether a loop's invariant A tiles (their types) are worth staging: two or more, or one of
    at least MIN_BYTES_A_THREAD bytes a thread."""
    if len(tiles) == 1:
        t = tiles[0]
        return t.numel * max(1, t.element.bits // 8) // num_threads >= MIN_BYTES_A_THREAD
    return len(tiles) > 1


def _loops(block):
    for o in block.ops:
        if o.name in ("scf.for", "scf.while"):
            yield o
        for region in o.regions:
            yield from _loops(region)


def _wgmma_reader(w, a) -> bool:
    """Whether op `w` is a warpgroup dot reading `a` as its A, with a staged B."""
    return w.name == "tt.dot" and w.operands[0] is a and w.operands[1] is not a and \
        is_warpgroup_mma(w.result.type.layout) and getattr(w.operands[1].owner, "name", None) == "ttg.local_load"


def _candidates(func, loop, num_threads: int) -> list:
    """[(tile, its conversions to A operands, the buffer's layout)] of `loop` worth staging."""
    body = loop.regions[-1]
    convs: dict = {}  # tile -> its conversions read as A by the loop's wgmma dots
    for d in body.walk():
        cv = d.operands[0].owner if d.name == "tt.dot" else None
        if getattr(cv, "name", None) == "ttg.convert_layout" and _wgmma_reader(d, cv.result) and \
                not _defined_in(cv.operands[0], body) and len(cv.result.type.shape) == 2:
            got = convs.setdefault(cv.operands[0], [])
            if cv not in got:
                got.append(cv)
    out = []
    for tile, cvs in convs.items():
        if any(u not in cvs for u in func.body.walk() if tile in u.operands):
            continue  # (read elsewhere too: it stays in registers)
        if not all(_wgmma_reader(w, cv.result) and _defined_in(w.result, body)
                   for cv in cvs for w in func.body.walk() if cv.result in w.operands):
            continue
        lay = SwizzledShared.for_wgmma(tile.type.shape, max(1, tile.type.element.bits // 8))
        if lay is not None:
            out.append((tile, cvs, lay))
    if not worth_staging([tile.type for tile, _, _ in out], num_threads):
        return []
    return out


def stage_invariant_operands(func, target, num_warps: int) -> None:
    """Stage the loop-invariant A tiles of `func`'s warpgroup dots in shared memory (in place)."""
    if not getattr(target, "wgmma", False):
        return
    for loop in list(_loops(func.body)):
        tiles = _candidates(func, loop, num_warps * target.warp_size)
        if not tiles:
            continue
        block = loop.parent
        at = Inserter(block, block.ops.index(loop), loop.loc)
        zero = at.value("arith.constant", [], i32, value=0)
        bufs = []
        for tile, _, lay in tiles:
            t = tile.type
            bufs.append(at.value("ttg.local_alloc", [], MemDescType((1,) + tuple(t.shape), t.element, lay)))
            at.create("ttg.local_store", [tile, bufs[-1], zero])
        at.create("ttng.fence_async_shared", [])  # (the dots read them through the async proxy)
        at.create("tt.debug_barrier", [])  # (and read what every warp stored)
        for (_, convs, _), buf in zip(tiles, bufs):
            reads = {}
            for cv in convs:
                x = reads.get(cv.result.type)
                if x is None:
                    x = reads[cv.result.type] = at.value("ttg.local_load", [buf, zero], cv.result.type)
                for w in func.body.walk():
                    w.operands = [x if v is cv.result else v for v in w.operands]
        for _, convs, _ in tiles:  # (after the insertions: a conversion may sit before the loop)
            for cv in convs:
                cv.parent.ops.remove(cv)
