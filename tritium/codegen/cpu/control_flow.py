"""scf.for / scf.while / scf.if -> LLVM branches; tt.map_elementwise -> a scalar loop.

Values carried around a loop or out of a branch live in storage that every path writes: a stack
slot for a scalar (mem2reg turns it into phis), a buffer for a tile. Yields copy into that storage;
when one yielded tile is another carried tile (a swap), all are staged through temporaries first.
Loops run while iv < ub with a positive step, like the interpreter's `range(lb, ub, step)`.
"""
from __future__ import annotations

from .lowering import Lowering, Tile, handles
from ..llvm.types import llty


class Carried:
    """Storage for values that cross a region boundary: tiles or slots, one per value."""

    def __init__(self, L: Lowering, types):
        self.L = L
        self.types = list(types)
        self.cells = [L.new_tile(t) if t.is_tensor() else L.slot(llty(t)) for t in self.types]

    def write(self, refs) -> None:
        L = self.L
        staged = list(refs)
        own = {c.buf for c in self.cells if isinstance(c, Tile)}
        for k, (cell, r) in enumerate(zip(self.cells, refs)):
            if isinstance(cell, Tile) and isinstance(r, Tile) and r.buf in own and r.buf != cell.buf:
                tmp = L.new_tile(r.type)
                L.copy_tile(tmp, r)
                staged[k] = tmp
        for cell, r, t in zip(self.cells, staged, self.types):
            if isinstance(cell, Tile):
                L.copy_tile(cell, r)
            else:
                L.store_slot(cell, llty(t), r)

    def read(self) -> list:
        return [c if isinstance(c, Tile) else self.L.load_slot(c, llty(t)) for c, t in zip(self.cells, self.types)]


def _values(L: Lowering, vals):
    return [L.env[v] for v in vals]


@handles("scf.for")
def _for(L: Lowering, o) -> None:
    lb, ub, step = (L.scalar(v) for v in o.operands[:3])
    ity = llty(o.operands[0].type)
    body = o.regions[0]
    carried = Carried(L, [v.type for v in o.operands[3:]])
    carried.write(_values(L, o.operands[3:]))
    iv_slot = L.slot(ity)
    L.store_slot(iv_slot, ity, lb)
    head, loop_body, done = L.new_label("for"), L.new_label("for_body"), L.new_label("for_end")
    L.br(head)
    L.start_block(head)
    iv = L.load_slot(iv_slot, ity)
    below, pos, go = L.tmp(), L.tmp(), L.tmp()
    L.emit(f"{below} = icmp slt {ity} {iv}, {ub}")
    L.emit(f"{pos} = icmp sgt {ity} {step}, 0")
    L.emit(f"{go} = and i1 {below}, {pos}")
    L.emit(f"br i1 {go}, label %{loop_body}, label %{done}")
    L.start_block(loop_body)
    L.env[body.args[0]] = iv
    for a, v in zip(body.args[1:], carried.read()):
        L.env[a] = v
    L.lower_block(body)
    carried.write(_values(L, body.terminator.operands))
    nxt = L.tmp()
    L.emit(f"{nxt} = add {ity} {iv}, {step}")
    L.store_slot(iv_slot, ity, nxt)
    L.br(head)
    L.start_block(done)
    for r, v in zip(o.results, carried.read()):
        L.env[r] = v


@handles("scf.if")
def _if(L: Lowering, o) -> None:
    cond = L.scalar(o.operands[0])
    out = Carried(L, [r.type for r in o.results])
    then, other, done = L.new_label("then"), L.new_label("else"), L.new_label("endif")
    L.emit(f"br i1 {cond}, label %{then}, label %{other}")
    for label, region in ((then, o.regions[0]), (other, o.regions[1])):
        L.start_block(label)
        L.lower_block(region)
        out.write(_values(L, region.terminator.operands))
        L.br(done)
    L.start_block(done)
    for r, v in zip(o.results, out.read()):
        L.env[r] = v


@handles("scf.while")
def _while(L: Lowering, o) -> None:
    before, after = o.regions
    state = Carried(L, [v.type for v in o.operands])
    state.write(_values(L, o.operands))
    fwd = Carried(L, [a.type for a in after.args])
    head, loop_body, done = L.new_label("while"), L.new_label("while_body"), L.new_label("while_end")
    L.br(head)
    L.start_block(head)
    for a, v in zip(before.args, state.read()):
        L.env[a] = v
    L.lower_block(before)
    cond_op = before.terminator
    fwd.write(_values(L, cond_op.operands[1:]))
    L.emit(f"br i1 {L.scalar(cond_op.operands[0])}, label %{loop_body}, label %{done}")
    L.start_block(loop_body)
    for a, v in zip(after.args, fwd.read()):
        L.env[a] = v
    L.lower_block(after)
    state.write(_values(L, after.terminator.operands))
    L.br(head)
    L.start_block(done)
    for r, v in zip(o.results, fwd.read()):
        L.env[r] = v


@handles("tt.map_elementwise")
def _map_elementwise(L: Lowering, o) -> None:
    """A scalar loop over the elements, `pack` at a time, with the region inlined in its body."""
    pack, body = o.attrs.get("pack", 1), o.regions[0]
    ins = [L.tile(v) for v in o.operands]
    outs = [L.new_tile(r.type) for r in o.results]
    with L.loop(0, o.results[0].type.numel, pack) as i:
        at = [L.linear((i, 1), const=j) for j in range(pack)]
        for k, t in enumerate(ins):
            for j in range(pack):
                L.env[body.args[k * pack + j]] = L.load_chunk(t, at[j], 0)
        L.lower_block(body)
        rets = body.terminator.operands
        for k, t in enumerate(outs):
            for j in range(pack):
                L.store_chunk(t, at[j], 0, L.scalar(rets[k * pack + j]))
    for r, t in zip(o.results, outs):
        L.env[r] = t
