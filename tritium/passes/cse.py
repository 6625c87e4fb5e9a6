"""Common subexpression elimination for pure ops.

An op is replaced by an identical earlier one (same name, operands, attributes, result types) that
dominates it: one in the same block before it, or in an enclosing block. Memory reads are not
merged because a store may sit between them.
"""
from __future__ import annotations

from ..ir import Block
from ..ir.core import Pure
from ..ir.ops import Module


def _freeze(x):
    if isinstance(x, (list, tuple)):
        return tuple(_freeze(i) for i in x)
    if isinstance(x, float):
        return ("float", repr(x))  # keeps 0.0 and -0.0 (and NaN) apart
    return (type(x).__name__, x)


def _cse_block(block: Block, available: dict, subst: dict):
    scope = dict(available)
    for o in block.ops:
        o.operands = [subst.get(v, v) for v in o.operands]
        for r in o.regions:
            _cse_block(r, scope, subst)
        if not o.has_trait(Pure) or o.regions or not o.results:
            continue
        key = (o.name, tuple(id(v) for v in o.operands), tuple(sorted((k, _freeze(v)) for k, v in o.attrs.items())),
               tuple(r.type for r in o.results))
        if key in scope:
            for r, prev in zip(o.results, scope[key].results):
                subst[r] = prev
        else:
            scope[key] = o


def cse(module: Module) -> Module:
    for f in module.body.ops:
        _cse_block(f.body, {}, {})
    return module
