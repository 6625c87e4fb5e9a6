"""scf.for / scf.if / scf.while -> the same structured ops in the per-thread program (and
tt.map_elementwise -> its region once per register).

Every tile carried by a loop or yielded by a branch becomes its registers, flattened into the
per-thread op's operands, region arguments and results. Conditions are scalars, so every thread
of a block takes the same path (barriers inside loops stay legal).
"""
from __future__ import annotations

from ...ir.core import Block
from .lowering import SIMTLowering, handles


def _flat(L: SIMTLowering, values) -> tuple[list, list]:
    """Values -> (per-thread values, how many each contributed)."""
    out, counts = [], []
    for v in values:
        regs = L.regs(v)
        if v.type.is_tensor():
            out += regs
            counts.append(len(regs))
        else:
            out.append(regs[0])
            counts.append(0)
    return out, counts


def _unflat(flat: list, counts: list) -> list:
    out, i = [], 0
    for c in counts:
        if c == 0:
            out.append(flat[i])
            i += 1
        else:
            out.append(list(flat[i:i + c]))
            i += c
    return out


def _region(L: SIMTLowering, src: Block, arg_values_types, bind) -> Block:
    """Lower region `src` into a new block whose arguments are `arg_values_types` (per-thread types);
    `bind(new_args)` maps the source block's arguments."""
    blk = Block(arg_values_types)
    saved = L.b.block
    L.b.block = blk
    bind(blk.args)
    L.lower_region_ops(src)
    term = src.terminator
    flat, _ = _flat(L, term.operands) if term.name != "scf.condition" else _flat(L, term.operands[1:])
    if term.name == "scf.condition":
        flat = [L.scalar(term.operands[0])] + flat
    L.b.block = saved
    blk.append(type(term)(flat, [], dict(term.attrs), loc=term.loc))
    return blk


@handles("scf.for")
def _for(L: SIMTLowering, o):
    lb, ub, step = (L.scalar(v) for v in o.operands[:3])
    inits, counts = _flat(L, o.operands[3:])
    body = o.regions[0]

    def bind(args):
        L.env[body.args[0]] = args[0]
        for a, v in zip(body.args[1:], _unflat(list(args[1:]), counts)):
            L.env[a] = v
    blk = _region(L, body, [lb.type] + [v.type for v in inits], bind)
    new = L.op("scf.for", [lb, ub, step] + inits, [v.type for v in inits])
    new.regions = [blk]
    blk.parent = new
    for r, v in zip(o.results, _unflat(list(new.results), counts)):
        L.env[r] = v


@handles("scf.if")
def _if(L: SIMTLowering, o):
    cond = L.scalar(o.operands[0])
    counts = [len(L_regs_type(L, r)) for r in o.results]
    types = [t for r in o.results for t in L_regs_type(L, r)]
    regions = [_region(L, reg, [], lambda args: None) for reg in o.regions]
    new = L.op("scf.if", [cond], types)
    new.regions = regions
    for blk in regions:
        blk.parent = new
    counts = [c if r.type.is_tensor() else 0 for c, r in zip(counts, o.results)]
    for r, v in zip(o.results, _unflat(list(new.results), counts)):
        L.env[r] = v


def L_regs_type(L: SIMTLowering, v) -> list:
    """Per-thread types of a value: one per register for a tile."""
    if v.type.is_tensor():
        if v.type.layout is not None and v.type.layout.kind == "coopmat":
            from .coopmat import tile_types
            return tile_types(v.type)
        return [v.type.element] * L.linear(v.type).nregs
    return [v.type]


@handles("scf.while")
def _while(L: SIMTLowering, o):
    inits, counts = _flat(L, o.operands)
    before, after = o.regions
    after_types = [t for a in after.args for t in L_regs_type(L, a)]
    after_counts = [len(L_regs_type(L, a)) if a.type.is_tensor() else 0 for a in after.args]

    def bind_before(args):
        for a, v in zip(before.args, _unflat(list(args), counts)):
            L.env[a] = v

    def bind_after(args):
        for a, v in zip(after.args, _unflat(list(args), after_counts)):
            L.env[a] = v
    b1 = _region(L, before, [v.type for v in inits], bind_before)
    b2 = _region(L, after, after_types, bind_after)
    new = L.op("scf.while", inits, after_types)
    new.regions = [b1, b2]
    b1.parent = b2.parent = new
    for r, v in zip(o.results, _unflat(list(new.results), after_counts)):
        L.env[r] = v


def packed_runs(L: SIMTLowering, v, pack: int, what: str) -> int:
    """How many runs of `pack` consecutive elements (registers k*pack .. k*pack+pack-1) each thread
    holds of tile `v` (pack=1: its registers): the layout pass gives ops that take `pack` elements at a time at least `pack`
    elements per thread along the last dimension; a layout it had to choose otherwise is an error."""
    from .lowering import LoweringError
    lay = L.linear(v.type)
    rank = len(v.type.shape)
    for i in range((pack - 1).bit_length()):
        want = tuple(1 << i if d == rank - 1 else 0 for d in range(rank))
        if i >= len(lay.reg) or tuple(lay.reg[i]) != want:
            raise LoweringError(f"{what} with pack={pack}: the tile's layout does not give each thread {pack} "
                                "consecutive elements (use pack=1 here)")
    return lay.nregs // pack


@handles("tt.map_elementwise")
def _map_elementwise(L: SIMTLowering, o):
    """The region inlined once per run of `pack` registers: operands and results share one layout
    (the layout pass puts them in one class), so register k of each is the same element. Its scalar
    control flow becomes per-thread branches."""
    pack, body = o.attrs.get("pack", 1), o.regions[0]
    runs = packed_runs(L, o.operands[0], pack, "tl.map_elementwise")
    ins = [L.regs(v) for v in o.operands]
    outs = [[] for _ in o.results]
    for k in range(runs):
        for i, regs in enumerate(ins):
            for j in range(pack):
                L.env[body.args[i * pack + j]] = regs[k * pack + j]
        for op in body.ops[:-1]:
            L.lower_op(op)
        rets = body.terminator.operands
        for i, out in enumerate(outs):
            out += [L.scalar(v) for v in rets[i * pack:(i + 1) * pack]]
    for r, regs in zip(o.results, outs):
        L.env[r] = regs
