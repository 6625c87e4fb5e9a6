"""Loop-invariant operands of Hopper's warpgroup dots, staged once in shared memory (ttgir, after
the software pipeline).

Why. A tile loaded before a loop and read in it as a wgmma's A (attention backward's `k` and `v`
in the dK/dV kernel, `q` and `do` in the dQ kernel) otherwise stays in registers for the whole
loop, in the dot-operand layout, on top of the loop's sums. Tutorial 06's backward at 4 warps and
D=128 needs 384 registers a thread for its sums dk, dv and its tiles k, v: it spilled 5420 bytes.
wgmma reads A from shared memory as well as from registers, through a matrix descriptor, so each
such tile is written once into a buffer laid out as wgmma reads it (`ttg.local_store`), made
visible to the tensor cores (a proxy fence: wgmma reads through the async proxy, the stores went
through the generic one) and to every warp (a barrier), and the dots read it there: its registers
are free during the loop. The TMA path does the same for a host descriptor's tile
(gpu_tma.tma_single_loads); this is the path for pointer loads.

Which tiles: defined before a loop and read only through conversions to warpgroup dots' A
operands, by dots inside loops the tile is defined outside of (tutorial 06's backward reads `k` and
`v` in two loops, the masked one and the rest), each dot's B a stage of the pipeline
(`ttg.local_load`: the dot runs as wgmma; else it runs as mma.sync, which reads A from registers
anyway). Only where one of those loops would otherwise run out of registers (REGISTER_BUDGET:
its carried tiles, the dots' sums, plus the invariant tiles): staged, A costs shared-memory
bandwidth every iteration, which is slower where the registers suffice (REGISTER_BUDGET's note);
Triton too keeps forward attention's `q` and backward's `k`, `v` in registers.
The stores go right after the tile is defined (its registers die there); inside an
outer loop (a persistent kernel's tile loop) a barrier first lets every warp finish reading the
buffer's previous contents.
"""
from __future__ import annotations

from ..ir.builder import Inserter
from ..ir.core import Operation
from ..ir.layouts import SwizzledShared, is_warpgroup_mma
from ..ir.types import MemDescType, i32
from .loops import defined_in, in_loop
from .gpu_tma import read_instead

# registers a thread may hold in the loop's carried tiles (its dots' sums) plus its invariant A
# tiles before staging those tiles pays. wgmma reading A from shared memory reads the whole tile
# again each iteration, which costs shared-memory bandwidth: benchmarks/cuda.py's attention
# backward at D=128 (192 such registers a thread) ran at 338 TFLOP/s on an H100 with k, v, q and do
# staged, where an earlier run on the same kind of H100 had 388 with them in registers (Triton 353
# and 361 in those runs). Staging is for loops that would run out of registers (tutorial 06's
# backward at 4 warps and D=128: 384).
REGISTER_BUDGET = 224


LOOPS = ("scf.for", "scf.while")


def registers(types, num_threads: int) -> float:
    """32-bit registers a thread needs to hold tiles of these types, spread over `num_threads`."""
    return sum(t.numel * max(1, t.element.bits // 8) for t in types) / num_threads / 4


def worth_staging(loop, tiles, num_threads: int) -> bool:
    """Whether the invariant A tiles (their types) a loop's warpgroup dots read are worth staging:
    where the loop's carried tiles and those would need more than REGISTER_BUDGET registers."""
    carried = [a.type for a in loop.regions[0].args if a.type.is_tensor()]
    return registers(carried + list(tiles), num_threads) > REGISTER_BUDGET


def outer_loop(op, value):
    """The outermost loop around `op` that `value` is defined outside of (None: no such loop)."""
    block, loop = op.parent, None
    while block is not None and block.parent is not None:
        if block.parent.name in LOOPS and not defined_in(value, block):
            loop = block.parent
        block = block.parent.parent
    return loop


def chosen(loops_of: dict, num_threads: int) -> list:
    """The tiles to stage, of {tile: the loops whose warpgroup dots read it as A}: those that some
    loop of theirs finds worth it (worth_staging over that loop's tiles)."""
    per_loop: dict = {}
    for tile, loops in loops_of.items():
        for loop in loops:
            per_loop.setdefault(id(loop), []).append(tile.type)
    return [tile for tile, loops in loops_of.items()
            if any(worth_staging(loop, per_loop[id(loop)], num_threads) for loop in loops)]


def _wgmma_reader(w, a) -> bool:
    """Whether op `w` is a warpgroup dot reading `a` as its A, with a staged B."""
    return w.name == "tt.dot" and w.operands[0] is a and w.operands[1] is not a and \
        is_warpgroup_mma(w.result.type.layout) and getattr(w.operands[1].owner, "name", None) == "ttg.local_load"


def _candidates(func, num_threads: int) -> list:
    """[(tile, its conversions to A operands, the buffer's layout)] worth staging: tiles defined by
    an op, read only through conversions that warpgroup dots read as A, each dot in a loop the
    tile is defined outside of."""
    ops = list(func.body.walk())
    users: dict = {}
    for w in ops:
        for x in w.operands:
            users.setdefault(id(x), []).append(w)
    loops_of, convs_of = {}, {}
    for cv in ops:
        if cv.name != "ttg.convert_layout" or len(cv.result.type.shape) != 2 or cv.operands[0] in convs_of:
            continue
        tile = cv.operands[0]
        if not isinstance(tile.owner, Operation):
            continue
        convs = users.get(id(tile), [])
        readers = [w for c in convs for w in users.get(id(c.result), [])]
        if not readers or any(c.name != "ttg.convert_layout" for c in convs) or \
                not all(any(_wgmma_reader(w, c.result) for c in convs) for w in readers):
            continue
        loops = {outer_loop(w, tile) for w in readers}
        if None in loops:
            continue
        lay = SwizzledShared.for_wgmma(tile.type.shape, max(1, tile.type.element.bits // 8))
        if lay is not None:
            loops_of[tile], convs_of[tile] = loops, (convs, lay)
    return [(tile, *convs_of[tile]) for tile in chosen(loops_of, num_threads)]


def stage_invariant_operands(func, target, num_warps: int) -> None:
    """Stage the loop-invariant A tiles of `func`'s warpgroup dots in shared memory (in place), right
    after each is defined (tiles defined in one block: after the last of them)."""
    if not getattr(target, "wgmma", False):
        return
    for group in _groups(func, _candidates(func, num_warps * target.warp_size)):
        block = group[0][0].owner.parent
        at = Inserter(block, 1 + max(block.ops.index(t.owner) for t, _, _ in group), group[0][0].owner.loc)
        if in_loop(block):  # (the buffers are written again each time round: every warp is done reading them)
            at.create("tt.debug_barrier", [])
        zero = at.value("arith.constant", [], i32, value=0)
        bufs = []
        for tile, _, lay in group:
            t = tile.type
            bufs.append(at.value("ttg.local_alloc", [], MemDescType((1,) + tuple(t.shape), t.element, lay)))
            at.create("ttg.local_store", [tile, bufs[-1], zero])
        at.create("ttng.fence_async_shared", [])  # (the dots read them through the async proxy)
        at.create("tt.debug_barrier", [])  # (and read what every warp stored)
        for (_, convs, _), buf in zip(group, bufs):
            read_instead(at, func, buf, zero, convs)
        for _, convs, _ in group:  # (after the insertions, which count positions in the block)
            for cv in convs:
                cv.parent.ops.remove(cv)


def _groups(func, tiles) -> list:
    """The tiles in groups staged together (one fence, one barrier): defined in one block, each
    before every op of the block that reads any of the group (a conversion, a loop)."""
    def top(op, block):  # the op of `block` that holds `op`
        while op.parent is not block:
            op = op.parent.parent
        return op

    first_use = {}
    for tile, convs, _ in tiles:
        block = tile.owner.parent
        uses = list(convs) + [w for cv in convs for w in func.body.walk() if cv.result in w.operands]
        first_use[tile] = min(block.ops.index(top(u, block)) for u in uses)
    groups = []
    for tile, convs, lay in sorted(tiles, key=lambda x: (id(x[0].owner.parent), x[0].owner.parent.ops.index(x[0].owner))):
        g = groups[-1] if groups else None
        block = tile.owner.parent
        if g and g[0][0].owner.parent is block and block.ops.index(tile.owner) < min(first_use[t] for t, _, _ in g):
            g.append((tile, convs, lay))
        else:
            groups.append([(tile, convs, lay)])
    return groups
