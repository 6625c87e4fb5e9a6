"""Where a kernel's shared-memory buffers die: the top-level op after which no `ttg.local_alloc`
buffer is read or written and no asynchronous copy into one or warpgroup MMA reading one is still
in flight.

Why. The SIMT lowering places the buffers (the software pipeline's stages) after a scratch area
that layout conversions, reductions and scans share. A matmul's epilogue converts its accumulator
to a layout whose stores are 16-byte vectors, through shared memory, after the loop that used the
stages; placed beside them that conversion would add its whole tile to the kernel's shared memory
(128x128 fp16: 34 KB more than the 96 KB of three stages, and one CTA an SM where two fitted).
Past the point this analysis finds it may reuse their bytes, as Triton's allocator lets it; in a
persistent kernel (a loop over output tiles around the K loop) the same holds for each tile's
epilogue, inside the tile loop's body (tile_loop_dead_after).
"""
from __future__ import annotations

from ..ir.core import Operation
from ..ir.ops import Func
from ..ir.types import MemDescType
from .loops import in_loop


def buffers_dead_after(func: Func) -> Operation | None:
    """The last top-level op of `func` that touches a buffer (or waits for its copies and MMAs),
    provided that every copy and MMA is waited for by then; None where the kernel has no buffers
    or one may still be in flight at its end."""
    return _dead_after(func.body)


def tile_loop_dead_after(func: Func, top: Operation | None) -> Operation | None:
    """A persistent kernel's tile loop (tutorial 09: one `scf.for` over output tiles around the K
    loop and the epilogue): when every buffer is allocated in that loop's body, the op of the body
    after which this tile's buffers are dead (as buffers_dead_after, in the body). The epilogue's
    exchanges may then reuse the buffers' bytes; the next tile's first copies must wait for them (a
    barrier at the end of the body, which the lowering adds). `top`: buffers_dead_after(func).
    None for other kernels."""
    loop = top
    if loop is None or loop.name != "scf.for":
        return None
    body = loop.regions[0]
    allocs = [o for o in func.body.walk() if o.name == "ttg.local_alloc"]
    if not allocs or any(o.parent is not body for o in allocs):
        return None
    return _dead_after(body)


def _dead_after(block) -> Operation | None:
    bufs: set = set()  # buffers, their views, and what ttg.local_load reads (read where first used)
    last = None
    copies_pending = mma_pending = False
    for top in block.ops:
        touched = False
        for o in top.walk():
            if o.name == "ttg.local_alloc" or any(x in bufs for x in o.operands):
                touched = True
                bufs.update(r for r in o.results if isinstance(r.type, MemDescType) or o.name == "ttg.local_load")
            if o.name == "ttg.async_copy_global_to_local":
                copies_pending = True
            elif o.name == "ttg.async_wait":
                touched = True
                copies_pending = copies_pending and o.attrs.get("num", 0) != 0
            elif o.name == "tt.dot" and o.attrs.get("wgmma_pendings"):
                mma_pending = True
            elif o.name == "ttng.warp_group_dot_wait":
                touched = True
                mma_pending = mma_pending and o.attrs.get("pendings", 0) != 0
        if touched:
            last = top
    if not bufs or copies_pending or mma_pending:
        return None
    return last


# ops that follow a pipelined loop and still concern its buffers: the waits for its copies and MMAs
# and the invalidation of its mbarriers (the pipeliner puts them right after the loop)
_AFTER_LOOP = ("ttg.async_wait", "ttng.warp_group_dot_wait", "ttng.inval_barriers")


def _exclusive(a, b) -> bool:
    """Whether blocks `a` and `b` lie in different branches of one `scf.if` (never both run)."""
    seen = {}  # id(op) -> the region (block) of that op which holds `a`
    while a is not None and a.parent is not None:
        seen[id(a.parent)] = a
        a = a.parent.parent
    while b is not None and b.parent is not None:
        held = seen.get(id(b.parent))
        if held is not None:
            return b.parent.name == "scf.if" and held is not b
        b = b.parent.parent
    return False


def buffer_offsets(func: Func, nbytes, align) -> tuple[dict, int]:
    """({local_alloc op: (byte offset among the buffers, whether its bytes were another buffer's
    before)}, bytes of all buffers): buffers whose live ranges do not overlap share bytes (first
    fit), as Triton's allocator lets the rings of two loops one after the other (causal attention's
    two passes) do. A buffer lives from its `ttg.local_alloc` to the last op of the same block that
    reads, writes or waits for it (or reads what `ttg.local_load` left to be read where used);
    buffers of different blocks share only where the blocks are the two branches of one
    `scf.if` (a flattened loop nest and its copy for an empty inner loop, gpu_flatten_loops.py).
    `nbytes(memdesc type)` is a buffer's size, `align(memdesc type)` the alignment of its start (a
    power of two)."""
    ranges = []  # (op, block, first index, last index, size)
    for o in func.body.walk():
        if o.name != "ttg.local_alloc":
            continue
        block = o.parent
        derived = {o.result}
        last = block.ops.index(o)
        for i, top in enumerate(block.ops):
            for w in [top] + list(top.walk()):
                if any(x in derived for x in w.operands):
                    derived.update(r for r in w.results if isinstance(r.type, MemDescType) or w.name == "ttg.local_load")
                    last = max(last, i)
        while last + 1 < len(block.ops) and block.ops[last + 1].name in _AFTER_LOOP:
            last += 1
        a = align(o.result.type)
        ranges.append((o, block, block.ops.index(o), last, -(-nbytes(o.result.type) // a) * a, a))
    placed = []  # (block, first, last, offset, size)
    plan, total = {}, 0
    for o, block, first, last, size, a in ranges:
        live = sorted((off, off + sz) for b, f, l_, off, sz in placed
                      if not _exclusive(b, block) and (b is not block or not (l_ < first or last < f)))
        offset = 0
        for lo, hi in live:
            if offset + size <= lo:
                break
            offset = max(offset, -(-hi // a) * a)
        placed.append((block, first, last, offset, size))
        plan[o] = offset
        total = max(total, offset + size)
    # a buffer whose bytes another one had before it starts with a barrier; in a loop, the one
    # placed first also follows the other (from the previous iteration): both do
    spans = [(o, plan[o], size, in_loop(block)) for o, block, _, _, size, _ in ranges]
    out = {}
    for i, (o, off, size, looped) in enumerate(spans):
        out[o] = (off, any(off < off2 + sz2 and off2 < off + size for j, (_, off2, sz2, _) in enumerate(spans)
                           if j < i or (looped and j != i)))
    return out, total

