"""Floating-point contraction made explicit: a*b + c and a*b - c become math.fma.

Compiled Triton contracts multiplies into adds (`enable_fp_fusion`, on by default), and the NVPTX
backend does it aggressively, even when the product has other uses. Doing it here, in the tile IR,
gives every backend and the reference interpreter the same single rounding, so results agree
bit for bit with compiled Triton. Launch with `enable_fp_fusion=False` to keep separate roundings.
When both operands of an add are products, the one with fewer uses is fused (as LLVM prefers).
The fma is marked `contract`: a backend whose fused multiply-add may round twice (Vulkan's GLSL
Fma) may use it here, but not for tl.fma, which asks for one rounding.
"""
from __future__ import annotations

from ..ir import Block, Builder
from ..ir.ops import Module


def _count_uses(block: Block, counts: dict):
    for o in block.walk():
        for v in o.operands:
            counts[v] = counts.get(v, 0) + 1


def _fuse_block(block: Block, producers: dict, uses: dict, subst: dict):
    new_ops = []
    for o in block.ops:
        o.operands = [subst.get(v, v) for v in o.operands]
        for r in o.regions:
            _fuse_block(r, producers, uses, subst)
        if o.name == "arith.mulf":
            producers[o.result] = o
        if o.name in ("arith.addf", "arith.subf"):
            lhs, rhs = o.operands
            cands = [(i, producers[v]) for i, v in enumerate((lhs, rhs)) if v in producers]
            cands.sort(key=lambda c: (uses.get(c[1].result, 0), c[0]))
            if cands:
                idx, mul = cands[0]
                a, b = mul.operands
                other = rhs if idx == 0 else lhs
                b_ = Builder(None)
                b_.loc = o.loc
                extra = []
                if o.name == "arith.subf":
                    if idx == 0:      # a*b - c = fma(a, b, -c)
                        neg = b_.create("arith.negf", [other], [other.type])
                        other = neg.result
                    else:             # c - a*b = fma(-a, b, c)
                        neg = b_.create("arith.negf", [a], [a.type])
                        a = neg.result
                    extra.append(neg)
                fma = b_.create("math.fma", [a, b, other], [o.result.type], {"contract": True})
                for e in extra + [fma]:
                    e.parent = block
                    new_ops.append(e)
                subst[o.result] = fma.result
                continue
        new_ops.append(o)
    block.ops = new_ops


def fp_fusion(module: Module) -> Module:
    for f in module.body.ops:
        uses: dict = {}
        _count_uses(f.body, uses)
        _fuse_block(f.body, {}, uses, {})
    return module
