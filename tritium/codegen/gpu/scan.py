"""tt.scan -> an inclusive scan along one axis, level by level over the bits of the axis coordinate.

The operand's linear layout says, for every bit of the axis coordinate (least significant first),
which register, lane or warp bit moves it (each basis along the axis must move along it alone, as
in blocked, slice and mma layouts). Every register keeps two values per operand: its *prefix* (the
scan inside its current block) and the block's *total*, where a block is the set of elements that
differ only in the bits processed so far. Adding the next bit merges two sibling blocks: the
elements of the later block put the earlier block's total in front of their prefix, and both get
the merged total. By the kind of the bit:
  - register bits (a run of them): the thread walks its registers in axis order (sequential scan,
    the running total carried from one register block to the next, also for register bits above
    the lanes and warps: the repetitions of the layout);
  - lane bits: one butterfly step per bit, the sibling block's total by `gpu.shuffle` xor (no
    broadcast of the last lane's total is needed afterwards: every lane holds its block total);
  - warp bits (a run of them): every warp stores its block totals in shared memory, and every
    thread combines the totals of the warps before its own, in order.
When a block spans several registers, what the lane and warp steps put in front of it gathers in one
*carry* per block (with an i1 saying whether there is any: combine regions have no identity), folded
into each register's prefix once, before the next register run or at the end.
Earlier elements are always the left operand of the combine region (acc op next), so
non-commutative combines (tuples such as affine maps, argmax with ties) are exact. `reverse` mirrors
the order: the block with the bit set is the earlier one.
"""
from __future__ import annotations

from ...ir.types import i1, i32
from .lowering import LoweringError, SIMTLowering, elem_bytes, handles, row_major_strides
from .reduce import combine_fn


def _axis_sources(lay, axis: int) -> list:
    """For bit s = 0, 1, ... of the axis coordinate: (kind, index) of the basis that sets it."""
    n = lay.shape[axis].bit_length() - 1
    found: dict = {}
    for kind, bases in (("reg", lay.reg), ("lane", lay.lane), ("warp", lay.warp)):
        for i, b in enumerate(bases):
            c = b[axis]
            if not c:
                continue
            if any(x for d, x in enumerate(b) if d != axis) or c & (c - 1):
                raise LoweringError("tt.scan: a layout basis moves along the scanned axis and another "
                                    "dimension (or is not a single bit); convert the operand first")
            s = c.bit_length() - 1
            if s in found:
                raise LoweringError("tt.scan: two layout bases set the same bit of the scanned axis")
            found[s] = (kind, i)
    if sorted(found) != list(range(n)):
        raise LoweringError("tt.scan: the layout does not cover the scanned axis")
    return [found[s] for s in range(n)]


def _runs(sources: list) -> list:
    """[(kind, [(bit s, basis index)...])] : consecutive bits of the same kind."""
    runs = []
    for s, (kind, i) in enumerate(sources):
        if runs and runs[-1][0] == kind:
            runs[-1][1].append((s, i))
        else:
            runs.append((kind, [(s, i)]))
    return runs


class _Scan:
    def __init__(self, L: SIMTLowering, o):
        self.L, self.o = L, o
        self.axis = o.attrs["axis"]
        self.reverse = bool(o.attrs.get("reverse", False))
        self.lay = L.linear(o.operands[0].type)
        self.combine = combine_fn(L, o.regions[0])
        self.types = [v.type for v in o.operands]
        tiles = [L.regs(v) for v in o.operands]
        n = self.lay.nregs
        vals = [[t[r] if len(t) > 1 else t[0] for t in tiles] for r in range(n)]
        self.prefix = vals
        self.total = list(vals)
        # per register: None, or (values, has) = the combined elements before its register group
        # inside its block, not yet folded into `prefix` (`has`: i1, whether there are any)
        self.carry = [None] * n

    def single(self) -> bool:
        """Every block is one register with nothing pending: fold straight into the prefixes."""
        seen = set()
        for r in range(self.lay.nregs):
            if self.carry[r] is not None or id(self.total[r]) in seen:
                return False
            seen.add(id(self.total[r]))
        return True

    def push(self, r, earlier, flag, memo):
        """Where `flag` holds, the values `earlier` come before everything register r's carry covers."""
        L, cur = self.L, self.carry[r]
        key = (id(earlier), id(cur))
        if key not in memo:
            if cur is None:
                memo[key] = (earlier, flag)
            else:
                vals, has = cur
                c = [L.select(has, x, e) for x, e in zip(self.combine(earlier, vals), earlier)]
                memo[key] = ([L.select(flag, x, v) for x, v in zip(c, vals)], L.v("arith.ori", [has, flag], i1))
        self.carry[r] = memo[key]

    def settle(self):
        """Fold the pending carries into the prefixes (before register runs, and at the end)."""
        L = self.L
        for r in range(self.lay.nregs):
            if self.carry[r] is None:
                continue
            vals, has = self.carry[r]
            p = self.prefix[r]
            self.prefix[r] = [L.select(has, x, y) for x, y in zip(self.combine(vals, p), p)]
            self.carry[r] = None

    # ------------------------------------------------------------ registers
    def regs(self, run):
        self.settle()
        M = 0
        for _, i in run:
            M |= 1 << i
        for g in range(self.lay.nregs):
            if g & M:
                continue
            order = []
            for q in range(1 << len(run)):
                r = g
                for j, (_, i) in enumerate(run):
                    if q >> j & 1:
                        r |= 1 << i
                order.append(r)
            if self.reverse:
                order.reverse()
            running = None
            for r in order:
                if running is None:
                    running = self.total[r]
                    continue
                p = self.prefix[r]
                same = p is self.total[r]
                self.prefix[r] = self.combine(running, p)
                running = self.prefix[r] if same else self.combine(running, self.total[r])
            for r in order:
                self.total[r] = running

    # ------------------------------------------------------------ lanes
    def lanes(self, run):
        L = self.L
        for _, i in run:
            bit = L.v("arith.andi", [L.v("arith.shrui", [L.lane, L.const(i, i32)], i32), L.const(1, i32)], i32)
            later = L.v("arith.cmpi", [bit, L.const(0 if self.reverse else 1, i32)], i1, predicate="eq")
            single = self.single()
            new_total: dict = {}
            memo: dict = {}
            for r in range(self.lay.nregs):
                tot, p = self.total[r], self.prefix[r]
                key = id(tot)
                if key not in new_total:
                    sib = [L.v("gpu.shuffle", [v, L.const(1 << i, i32)], v.type, mode="xor") for v in tot]
                    a = [L.select(later, s, t) for s, t in zip(sib, tot)]
                    b = [L.select(later, t, s) for s, t in zip(sib, tot)]
                    new_total[key] = (sib, self.combine(a, b))
                sib, merged = new_total[key]
                if single:
                    c = merged if p is tot else self.combine(sib, p)  # merged == combine(sib, tot) when later
                    self.prefix[r] = [L.select(later, m, x) for m, x in zip(c, p)]
                else:
                    self.push(r, sib, later, memo)
            for r in range(self.lay.nregs):
                self.total[r] = new_total[id(self.total[r])][1]

    # ------------------------------------------------------------ warps
    def warps(self, run):
        L, lay, axis = self.L, self.lay, self.axis
        lo = run[0][0]
        k = len(run)
        nw = 1 << k
        pos = None  # this warp's position among the run's warps, in scan order
        for j, (_, i) in enumerate(run):
            b = L.v("arith.andi", [L.v("arith.shrui", [L.warp, L.const(i, i32)], i32), L.const(1, i32)], i32)
            b = b if j == 0 else L.v("arith.shli", [b, L.const(j, i32)], i32)
            pos = b if pos is None else L.v("arith.ori", [pos, b], i32)
        if self.reverse:
            pos = L.v("arith.subi", [L.const(nw - 1, i32), pos], i32)
        shape = list(lay.shape)
        shape[axis] >>= lo
        strides = row_major_strides(shape)
        numel = strides[0] * shape[0]
        sizes = [elem_bytes(L.smem_type(t)) for t in self.types]
        base, off = [], 0
        for s in sizes:
            base.append(off)
            off += (numel * s + 15) // 16 * 16
        L.scratch(off)
        coords = L.coords(lay)
        reg_coords = lay.reg_coords()

        def index(r, q=None):
            """Row-major slot of register r's block (the axis coordinate >> lo); with q, of warp q's."""
            c = list(coords[r])
            a = L.v("arith.shrui", [c[axis], L.const(lo, i32)], i32) if lo else c[axis]
            if q is not None:
                a = L.v("arith.andi", [a, L.const(~(nw - 1), i32)], i32)
                if self.reverse:
                    q = nw - 1 - q
                a = L.v("arith.ori", [a, L.const(q, i32)], i32) if q else a
            c[axis] = a
            return L.flat_index(c, [0 if n == 1 else st for n, st in zip(shape, strides)])

        def addr(idx, j):
            x = idx if sizes[j] == 1 else L.v("arith.muli", [idx, L.const(sizes[j], i32)], i32)
            return L.add(x, L.const(base[j], i32)) if base[j] else x
        blocks: dict = {}  # static key of a block -> first register in it
        mask = (1 << lo) - 1
        for r, rc in enumerate(reg_coords):
            key = tuple(x & ~mask if d == axis else x for d, x in enumerate(rc))
            blocks.setdefault(key, r)
        L.barrier()
        for r in blocks.values():
            idx = index(r)
            for j, v in enumerate(self.total[r]):
                L.op("gpu.store", [addr(idx, j), L.to_smem(v, self.types[j])], [], space="shared", n=1,
                     has_pred=False)
        L.barrier()
        done: dict = {}
        for key, r in blocks.items():
            parts = []
            for q in range(nw):
                idx = index(r, q)
                vals = []
                for j, t in enumerate(self.types):
                    x = L.op("gpu.load", [addr(idx, j)], [L.smem_type(t)], space="shared", n=1, has_pred=False,
                             has_other=False).result
                    vals.append(L.from_smem(x, t))
                parts.append(vals)
            acc = [parts[0]]
            for p in parts[1:]:
                acc.append(self.combine(acc[-1], p))
            # the totals of the warps before this one: acc[pos - 1] (unused when pos == 0)
            excl = acc[0]
            for q in range(1, nw - 1):
                is_q = L.v("arith.cmpi", [pos, L.const(q + 1, i32)], i1, predicate="eq")
                excl = [L.select(is_q, a, e) for a, e in zip(acc[q], excl)]
            done[key] = (excl, acc[-1])
        single = self.single()
        first = L.v("arith.cmpi", [pos, L.const(0, i32)], i1, predicate="eq")
        later = L.v("arith.cmpi", [pos, L.const(0, i32)], i1, predicate="ne")
        memo: dict = {}
        for r, rc in enumerate(reg_coords):
            key = tuple(x & ~mask if d == axis else x for d, x in enumerate(rc))
            excl, tot = done[key]
            if single:
                p = self.prefix[r]
                self.prefix[r] = [L.select(first, x, y) for x, y in zip(p, self.combine(excl, p))]
            else:
                self.push(r, excl, later, memo)
        for r, rc in enumerate(reg_coords):
            self.total[r] = done[tuple(x & ~mask if d == axis else x for d, x in enumerate(rc))][1]

    def run(self):
        for kind, run in _runs(_axis_sources(self.lay, self.axis)):
            getattr(self, kind + "s")(run)
        self.settle()
        return self.prefix


@handles("tt.scan")
def _scan(L: SIMTLowering, o):
    if not o.operands[0].type.is_tensor():
        raise LoweringError("tt.scan of a scalar")
    prefix = _Scan(L, o).run()
    for j, r in enumerate(o.results):
        L.env[r] = [p[j] for p in prefix]
