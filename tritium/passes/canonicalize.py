"""Constant folding and algebraic simplification.

Folds elementwise ops whose operands are all constants (scalars or splats) using the same NumPy
definitions the interpreter executes (`ir/numpy_semantics.py`), turns splat/broadcast (and reshape, transpose,
split, expand_dims) of a uniform constant into a constant, and removes integer identities (x + 0, x - 0, x * 1, x | 0, x ^ 0, x << 0, ...).
Float identities are left alone: x + 0.0 is not x when x is -0.0.
"""
from __future__ import annotations

import numpy as np

from ..ir import Block, Builder
from ..ir import numpy_semantics as S
from ..ir.core import Elementwise, Pure
from ..ir.ops import Module

_INT_IDENTITY = {"arith.addi": 0, "arith.subi": 0, "arith.muli": 1, "arith.ori": 0, "arith.xori": 0,
                 "arith.shli": 0, "arith.shrsi": 0, "arith.shrui": 0, "arith.divsi": 1, "arith.divui": 1}
_COMMUTATIVE_IDENTITY = {"arith.addi", "arith.muli", "arith.ori", "arith.xori"}
# ops that only rearrange a tile: of a uniform constant, the constant (a flattened loop's branch
# for an empty K loop reshapes, transposes and splits a zero accumulator: gpu_flatten_loops.py)
_SHAPE_OPS = ("tt.splat", "tt.broadcast", "tt.reshape", "tt.trans", "tt.expand_dims", "tt.split",
              "ttg.convert_layout")


def _attr_value(x: np.ndarray):
    x = np.asarray(x).reshape(-1)[0]
    if x.dtype == np.bool_:
        return int(bool(x))
    if x.dtype.kind == "f":
        return float(x)
    return int(x)


def _fold_block(block: Block, consts: dict, subst: dict):
    new_ops = []
    for o in block.ops:
        o.operands = [subst.get(v, v) for v in o.operands]
        for r in o.regions:
            _fold_block(r, consts, subst)
        folded = None
        if o.name == "arith.constant":
            consts[o.result] = o.attrs["value"]
        elif o.name in _SHAPE_OPS and o.operands[0] in consts and not isinstance(consts[o.operands[0]], (list, tuple)):
            folded = consts[o.operands[0]]  # (a uniform tile in another shape: the same constant)
            if len(o.results) > 1:  # (tt.split's halves)
                for r in o.results:
                    c = Builder().create("arith.constant", [], [r.type], {"value": folded})
                    c.loc, c.parent = o.loc, block
                    consts[c.result] = folded
                    subst[r] = c.result
                    new_ops.append(c)
                continue
        elif o.has_trait(Elementwise) and o.has_trait(Pure) and o.results and o.operands and \
                all(v in consts for v in o.operands) and o.name != "tt.addptr":
            try:
                args = [S.constant(consts[v], v.type.scalar) for v in o.operands]
                out = S.elementwise(o.name, o.attrs, [v.type.scalar for v in o.operands], o.result.type.scalar, args)
            except (NotImplementedError, TypeError):
                out = None
            if out is not None:
                folded = _attr_value(out)
        elif o.name in ("arith.muli", "arith.andi") and any(consts.get(v, 1) == 0 for v in o.operands):
            folded = 0  # x * 0 and x & 0 are 0 for integers (not for floats: NaN * 0)
        elif o.name in _INT_IDENTITY and o.operands[1] in consts and consts[o.operands[1]] == _INT_IDENTITY[o.name]:
            subst[o.result] = o.operands[0]
            continue
        elif o.name in _COMMUTATIVE_IDENTITY and o.operands[0] in consts and \
                consts[o.operands[0]] == _INT_IDENTITY[o.name]:
            subst[o.result] = o.operands[1]
            continue
        if folded is not None:
            c = Builder().create("arith.constant", [], [o.result.type], {"value": folded})
            c.loc, c.parent = o.loc, block
            consts[c.result] = folded
            subst[o.result] = c.result
            new_ops.append(c)
            continue
        new_ops.append(o)
    block.ops = new_ops


def canonicalize(module: Module) -> Module:
    for f in module.body.ops:
        _fold_block(f.body, {}, {})
    return module
