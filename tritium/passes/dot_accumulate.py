"""`acc + tl.dot(a, b)` -> `tl.dot(a, b, acc)`.

Why: a dot started from zero and then added to an accumulator (`acc += tl.dot(a, b)`, a common
way to write a K loop) computes the same sum as a dot accumulating into `acc`, but keeps the sum
outside the dot: on the GPU the accumulator then lives in the blocked layout of the addition, and
every iteration converts the dot's result out of its matrix layout (through shared memory for
Vulkan's cooperative matrices) to add it. Triton's combine pass does the same rewrite.

When: an `arith.addf` / `arith.addi` with one operand a `tt.dot` result used nowhere else, whose
accumulator is a zero constant, with no imprecise-accumulation limit, of the addition's type. The
dot moves to the addition (its operands are defined before it, so they still dominate) and takes
the other operand as its accumulator. (Rounding: the products are added to `acc` in turn instead
of summed first; Triton makes the same choice.)
"""
from __future__ import annotations

from ..ir.core import Operation
from ..ir.ops import Module


def _is_zero(v) -> bool:
    o = v.owner
    if not (isinstance(o, Operation) and o.name == "arith.constant"):
        return False
    value = o.attrs.get("value")
    return not isinstance(value, (list, tuple)) and float(value) == 0.0


def _fuse(func) -> None:
    uses: dict = {}
    for o in func.body.walk():
        for x in o.operands:
            uses[x] = uses.get(x, 0) + 1
    for o in list(func.body.walk()):
        if o.name not in ("arith.addf", "arith.addi") or o.parent is None:
            continue
        for i in (0, 1):
            d = o.operands[i].owner
            if not (isinstance(d, Operation) and d.name == "tt.dot" and d.parent is o.parent and
                    uses.get(d.result) == 1 and _is_zero(d.operands[2]) and
                    not d.attrs.get("max_num_imprecise_acc") and d.result.type == o.result.type):
                continue
            block = o.parent
            block.ops.remove(d)
            block.ops.insert(block.ops.index(o), d)
            d.operands[2] = o.operands[1 - i]
            block.ops.remove(o)
            for u in func.body.walk():
                u.operands = [d.result if x is o.result else x for x in u.operands]
            break


def dot_accumulate(module: Module) -> Module:
    for f in module.body.ops:
        _fuse(f)
    return module
