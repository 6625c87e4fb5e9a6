"""Inline every `tt.call` into its caller and drop the helper functions.

Backends and the interpreter see one flat kernel function. Inlining is total because the language
has no recursion and helpers are specialised per call signature already.
"""
from __future__ import annotations

from ..ir import Block
from ..ir.core import clone_op
from ..ir.ops import Call, Module


def _inline_block(block: Block, funcs: dict, subst: dict):
    new_ops = []
    for o in block.ops:
        o.operands = [subst.get(v, v) for v in o.operands]
        for r in o.regions:
            _inline_block(r, funcs, subst)
        if not isinstance(o, Call):
            new_ops.append(o)
            continue
        callee = funcs[o.attrs["callee"]]
        mapping = dict(zip(callee.body.args, o.operands))
        body = Block()
        body.ops = [clone_op(i, mapping) for i in callee.body.ops]
        ret = body.ops.pop()
        _inline_block(body, funcs, subst)
        for i in body.ops:  # callee locations stay: errors point into the helper's own source
            i.parent = block
            new_ops.append(i)
        for r, v in zip(o.results, ret.operands):
            subst[r] = subst.get(v, v)
    block.ops = new_ops


def inline(module: Module) -> Module:
    funcs = module.funcs()
    for f in funcs.values():
        if f.attrs.get("visibility") == "public":
            _inline_block(f.body, funcs, {})
    module.body.ops = [f for f in module.body.ops if f.attrs.get("visibility") == "public"]
    return module
