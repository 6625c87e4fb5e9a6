"""Index tiles broadcast to several shapes, recomputed once per shape (ttir, before layouts).

Why. The layout pass puts a broadcast's operand and result in one class (one layout: the broadcast
moves no data). An index row shared by tiles of different shapes then ties them together: in
tutorial 06's backward, `offs_k[None, :]` is broadcast both to the [BLOCK_N1, D] tiles of `k`, `v`
and the dK/dV stores (the accumulators' class, the MMA layout) and to the [BLOCK_M1, D] pointers of
`do` that the loop carries. Those pointers then sit in the MMA layout (two elements a thread), the
pipeline's copies of `do` move 4 bytes each instead of 16, and since the pointers are carried by the
loop the layout pass cannot recompute them in a wider layout. Triton's layouts do not tie them: its
coalescing picks each memory op's layout and the index math is rematerialised per layout.

What. For a tile read by broadcasts to two or more result shapes, each shape after the first gets
its own copy of the ops computing the tile, where they are cheap to recompute (make_range,
expand_dims, splats, constants, elementwise ops of those): then each shape's tiles form their own
class. Anything else (a load, a loop's carried value) is left shared.
"""
from __future__ import annotations

from ..ir.core import Elementwise, Operation, clone_op
from .gpu_layouts import _REMAT


def _clone(v, at_depth: int = 0):
    """A copy of the cheap ops computing `v` (inserted after each original); None where some op
    is not cheap to recompute. The operand of an expand_dims (another rank: never in the same
    class) is shared, not copied."""
    d = v.owner
    if not v.type.is_tensor():
        return v
    if not isinstance(d, Operation) or at_depth > 8 or len(d.results) != 1 or d.regions or \
            not (d.name in _REMAT or d.has_trait(Elementwise)):
        return None
    mapping = {}
    if d.name != "tt.expand_dims":
        for x in d.operands:
            mapping[x] = _clone(x, at_depth + 1)
            if mapping[x] is None:
                return None
    copy = clone_op(d, mapping)
    block = d.parent
    copy.parent = block
    block.ops.insert(block.ops.index(d) + 1, copy)
    return copy.result


def split_broadcast_sources(func) -> None:
    """Give each broadcast result shape of a shared index tile its own copy of it (in place)."""
    by_source: dict = {}
    for o in func.body.walk():
        if o.name == "tt.broadcast":
            by_source.setdefault(o.operands[0], []).append(o)
    for src, casts in by_source.items():
        shapes = []
        for b in casts:
            if tuple(b.result.type.shape) not in shapes:
                shapes.append(tuple(b.result.type.shape))
        for shape in shapes[1:]:
            copy = _clone(src)
            if copy is None:
                break
            for b in casts:
                if tuple(b.result.type.shape) == shape:
                    b.operands[0] = copy
