"""Helpers the loop passes share (gpu_flatten_loops, gpu_pipeline, gpu_stage_operands): where a
value is defined, moving a loop's invariant pure ops out of it, zero constants, and the form in
which a flattened loop restarts a dot's sum (which the SIMT lowering also reads)."""
from __future__ import annotations

from ..ir.core import Block, Operation, Pure, Value


def defined_in(v: Value, block: Block) -> bool:
    """Whether `v` (an op result or a block argument) is defined in `block` or a region nested in it."""
    o = v.owner
    b = o.parent if isinstance(o, Operation) else o
    while b is not None:
        if b is block:
            return True
        op = b.parent
        b = op.parent if op is not None else None
    return False


def in_loop(block: Block) -> bool:
    """Whether `block` is (nested) inside an scf.for or scf.while body: it may run again."""
    while block is not None and block.parent is not None:
        if block.parent.name in ("scf.for", "scf.while"):
            return True
        block = block.parent.parent
    return False


def hoist_invariants(loop: Operation) -> None:
    """Move pure ops of the loop body whose operands are all defined outside it before the loop
    (splats of invariant strides, constants), so that the steps of carried values are invariant.
    (One pass in order: an op whose operands were hoisted before it follows them.)"""
    body, block = loop.regions[0], loop.parent
    for o in list(body.ops):
        if not o.regions and o.has_trait(Pure) and o.name != "tt.load" and \
                all(not defined_in(x, body) for x in o.operands):
            body.ops.remove(o)
            o.parent = block
            block.ops.insert(block.ops.index(loop), o)


def int_constant(v: Value):
    """The int an SSA value holds when an arith.constant defines it, else None."""
    o = v.owner
    if isinstance(o, Operation) and o.name == "arith.constant" and type(o.attrs.get("value")) is int:
        return o.attrs["value"]
    return None


def is_zero_constant(v: Value) -> bool:
    o = v.owner
    return isinstance(o, Operation) and o.name == "arith.constant" and \
        not isinstance(o.attrs.get("value"), (list, tuple)) and float(o.attrs["value"]) == 0.0


def restarted_sum(v: Value):
    """A dot's sum restarted as a flattened loop writes it (gpu_flatten_loops.py),
    `select(splat(first), 0, carried)`:
    (carried, first), else None. On Hopper the MMAs restart the sum themselves (wgmma's scale-d,
    codegen/gpu/dot.py) and may keep the carried one in flight (gpu_pipeline.mma_chain)."""
    s = v.owner
    if not (isinstance(s, Operation) and s.name == "arith.select" and is_zero_constant(s.operands[1])):
        return None
    first = s.operands[0]
    if first.type.is_tensor():
        if not (isinstance(first.owner, Operation) and first.owner.name == "tt.splat"):
            return None
        first = first.owner.operands[0]
    return s.operands[2], first
