"""Dead code elimination: drop ops whose results are unused and that have no side effects.

Runs to a fixed point so chains of dead values disappear; loops and ifs stay (their regions may
write memory) but their dead inner ops go.
"""
from __future__ import annotations

from ..ir import Block
from ..ir.ops import Module, is_removable


def _uses(block: Block, counts: dict):
    for o in block.walk():
        for v in o.operands:
            counts[v] = counts.get(v, 0) + 1


def _sweep(block: Block, counts: dict) -> bool:
    changed = False
    kept = []
    for o in reversed(block.ops):
        for r in o.regions:
            changed |= _sweep(r, counts)
        if o.results and is_removable(o) and all(counts.get(r, 0) == 0 for r in o.results):
            for v in o.operands:
                counts[v] -= 1
            changed = True
            continue
        kept.append(o)
    block.ops = kept[::-1]
    return changed


def dce(module: Module) -> Module:
    for f in module.body.ops:
        while True:
            counts: dict = {}
            _uses(f.body, counts)
            if not _sweep(f.body, counts):
                break
    return module
