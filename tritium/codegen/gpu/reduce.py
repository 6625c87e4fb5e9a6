"""tt.reduce -> in-thread folds, then warp shuffles, then shared memory across warps.

The operand's linear layout says where the reduced axis lives: register bits along it are folded
in the thread; lane bits along it are combined with butterfly shuffles (`xor` by the lane bit), after
which every lane of the group holds the result; warp bits along it go through shared memory: each
warp publishes its partial, and every thread combines the partials in warp order. The result's
layout is the operand's sliced along the axis (the layout pass chose it), so no data moves after.
Tuples of operands (argmin/argmax carry the index) travel together through the same steps.
"""
from __future__ import annotations

from ...ir.types import i32
from .lowering import LoweringError, SIMTLowering, elem_bytes, handles, row_major_strides


def combine_fn(L: SIMTLowering, region):
    """The reduce/scan region as a function of two tuples of per-thread values."""
    n = len(region.args) // 2

    def combine(a: list, b: list) -> list:
        for arg, v in zip(region.args, list(a) + list(b)):
            L.env[arg] = v
        for o in region.ops[:-1]:
            L.lower_op(o)
        return [L.scalar(v) for v in region.terminator.operands]
    combine.n = n
    return combine


def axis_bits(bases, axis: int) -> list:
    """Indices of the bases that move along `axis` (each must move along it alone)."""
    out = []
    for i, b in enumerate(bases):
        if b[axis]:
            if any(x for d, x in enumerate(b) if d != axis):
                raise LoweringError("a layout basis moves along the reduced axis and another one")
            out.append(i)
    return out


def drop(c, axis):
    return c[:axis] + c[axis + 1:]


@handles("tt.reduce")
def _reduce(L: SIMTLowering, o):
    axis = o.attrs["axis"]
    src = o.operands[0].type
    lay = L.linear(src)
    combine = combine_fn(L, o.regions[0])
    tiles = [L.regs(v) for v in o.operands]
    # 1. in the thread: fold registers whose coordinates differ only along the axis
    acc: dict = {}
    for r, c in enumerate(lay.reg_coords()):
        key = drop(c, axis)
        vals = [t[r] for t in tiles]
        acc[key] = vals if key not in acc else combine(acc[key], vals)
    # 2. across lanes: butterfly shuffles over the lane bits along the axis
    for bit in axis_bits(lay.lane, axis):
        for key, vals in acc.items():
            other = [L.v("gpu.shuffle", [v, L.const(1 << bit, i32)], v.type, mode="xor") for v in vals]
            acc[key] = combine(vals, other)
    # 3. across warps: partials through shared memory, combined in warp order
    wbits = axis_bits(lay.warp, axis)
    res = o.results[0].type
    if res.is_tensor():
        R = L.linear(res)
        keys = R.reg_coords()
    else:
        R, keys = None, [()]
    if wbits:
        nw = 1 << len(wbits)
        wa = None  # this warp's index along the axis
        for k, bit in enumerate(wbits):
            b = L.v("arith.andi", [L.v("arith.shrui", [L.warp, L.const(bit, i32)], i32), L.const(1, i32)], i32)
            b = b if k == 0 else L.v("arith.shli", [b, L.const(k, i32)], i32)
            wa = b if wa is None else L.v("arith.ori", [wa, b], i32)
        nout = res.numel if res.is_tensor() else 1
        if R is not None:
            strides = row_major_strides(res.shape)
            index = L.linear_index(R, strides)
        else:
            index = [L.const(0, i32)]
        sizes = [elem_bytes(L.smem_type(v.type)) for v in acc[keys[0]]]
        base = []
        off = 0
        for s in sizes:
            base.append(off)
            off += ((nout * nw * s + 15) // 16) * 16
        L.scratch(off)
        L.barrier()
        slot = {}
        for r, key in enumerate(keys):
            if key in slot:
                continue
            at = L.add(L.v("arith.muli", [index[r], L.const(nw, i32)], i32), wa)
            slot[key] = index[r]
            for v, b0, s, t in zip(acc[key], base, sizes, [o.operands[i].type for i in range(len(tiles))]):
                addr = L.add(L.v("arith.muli", [at, L.const(s, i32)], i32), L.const(b0, i32))
                L.op("gpu.store", [addr, L.to_smem(v, t)], [], space="shared", n=1, has_pred=False)
        L.barrier()
        for key, idx in slot.items():
            parts = []
            for w in range(nw):
                at = L.add(L.v("arith.muli", [idx, L.const(nw, i32)], i32), L.const(w, i32))
                vals = []
                for b0, s, t in zip(base, sizes, [v.type for v in o.operands]):
                    addr = L.add(L.v("arith.muli", [at, L.const(s, i32)], i32), L.const(b0, i32))
                    x = L.op("gpu.load", [addr], [L.smem_type(t)], space="shared", n=1, has_pred=False,
                             has_other=False).result
                    vals.append(L.from_smem(x, t))
                parts.append(vals)
            total = parts[0]
            for p in parts[1:]:
                total = combine(total, p)
            acc[key] = total
    for i, r in enumerate(o.results):
        if r.type.is_tensor():
            L.env[r] = [acc[k][i] for k in keys]
        else:
            L.env[r] = acc[()][i]
