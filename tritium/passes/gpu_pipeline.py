"""Software pipelining of the loads that feed `tt.dot` in a loop (ttgir, `num_stages` >= 2).

(Targets without asynchronous copies but with cooperative matrices, Vulkan's: `prefetch` loads
the operands of those dots one iteration ahead into loop-carried registers instead.)

A loop `for k: a = load(a_ptrs(k)); acc = dot(convert(a), ...)` waits for global memory in every
iteration. This pass keeps `num_stages - 1` iterations of those loads in flight instead: each such
load becomes an asynchronous copy (cp.async on NVIDIA) into one stage of a shared-memory ring
buffer, issued `num_stages - 1` iterations ahead; the loop reads this iteration's stage straight in
the dot-operand layout (`ttg.local_load`), which also replaces the layout conversion.

Which loads: results used only through `convert_layout` to a dot-operand layout by `tt.dot`; no
`other` but zero (a masked-off copy writes zeros); addresses and mask computed from the induction
variable, loop invariants and loop-carried values that advance by an invariant step every iteration
(`a_ptrs += BK * stride`), so the pass can compute them for a later iteration: the same ops cloned
with iv + s*step and those values advanced s steps. Iterations past the end are masked off. In such
a loop (one that stores nothing) the loads of vectors its elementwise code reads (attention
backward's per-row statistics) ride along in the same stages (`side_loads`).
"""
from __future__ import annotations

from ..ir.core import Block, Elementwise, Operation, Pure, Value
from ..ir.layouts import DotOperand, SwizzledShared, is_warpgroup_mma
from ..ir.builder import Inserter
from ..ir.types import MemDescType, TensorType, i1, i32, i64, with_layout
from . import axis_info, gpu_tma
from .loops import defined_in, hoist_invariants, is_zero_constant, restarted_sum


class _Loop:
    def __init__(self, loop):
        self.loop = loop
        self.body = loop.regions[0]
        self.iv = self.body.args[0]
        yields = self.body.terminator.operands
        self.steps = {}  # carried arg -> (op name, invariant increment)
        for arg, y in zip(self.body.args[1:], yields):
            d = y.owner
            if isinstance(d, Operation) and d.name in ("tt.addptr", "arith.addi") and d.operands[0] is arg \
                    and not defined_in(d.operands[1], self.body):
                self.steps[arg] = (d.name, d.operands[1])

    def slice_ok(self, values) -> list | None:
        """The body ops computing `values` (in order), or None if one cannot be recomputed ahead."""
        need, seen = [], set()

        def visit(v):
            if not defined_in(v, self.body) or v is self.iv or v in self.steps:
                return True
            if not isinstance(v.owner, Operation):
                return False
            o = v.owner
            if o.parent is not self.body or o.regions or not (o.has_trait(Pure) or o.has_trait(Elementwise)):
                return False
            if id(o) in seen:
                return True
            seen.add(id(o))
            if not all(visit(x) for x in o.operands):
                return False
            need.append(o)
            return True
        return need if all(visit(v) for v in values) else None


class Pipeliner:
    def __init__(self, func, num_stages: int, registers: bool = False, target=None):
        self.func, self.S, self.registers, self.target = func, num_stages, registers, target
        self.info = axis_info.analyze(func)
        self.info0 = None  # along the first axis, when a column-major tile asks

    def run(self):
        for o in list(self.func.body.walk()):
            if o.name == "scf.for":
                if self.registers:
                    self.prefetch(o)
                else:
                    self.pipeline(o)

    # ------------------------------------------------------------ without asynchronous copies
    def prefetch(self, loop):
        """Register prefetching (targets without asynchronous copies): the loads feeding
        cooperative-matrix dots are issued one iteration ahead into loop-carried registers, so
        their latency overlaps the previous iteration's multiplies."""
        hoist_invariants(loop)
        L = _Loop(loop)
        cands = []
        for o in L.body.ops:
            if o.name != "tt.load" or not o.result.type.is_tensor() or o.attrs.get("volatile"):
                continue
            users = [u for u in L.body.walk() if o.result in u.operands]
            if users and all(u.name == "tt.dot" and u.operands[2] is not o.result and
                             u.result.type.layout.kind == "coopmat" for u in users):
                ops = L.slice_ok(o.operands[:2])
                if ops is not None:
                    cands.append((o, ops))
        if not cands:
            return
        lb, ub, step = loop.operands[:3]
        before = Inserter(loop.parent, loop.parent.ops.index(loop))
        init = dict(zip(L.body.args[1:], loop.operands[3:]))
        valid0 = before.value("arith.cmpi", [lb, ub], i1, predicate="slt")
        firsts = []
        for o, ops in cands:
            env = {L.iv: lb}
            env.update({arg: init[arg] for arg in L.steps})
            firsts.append(self.load_ahead(before, o, ops, env, valid0))
        currents = [_carry(loop, f) for f in firsts]
        top = Inserter(L.body, 0)
        iv_n = top.value("arith.addi", [L.iv, step], L.iv.type)
        valid = top.value("arith.cmpi", [iv_n, ub], i1, predicate="slt")
        nexts = []
        for (o, ops), cur in zip(cands, currents):
            env = {L.iv: iv_n}
            for arg, (kind, inc) in L.steps.items():
                env[arg] = _advance(top, arg, kind, inc, 1)
            nexts.append(self.load_ahead(top, o, ops, env, valid))
            for w in L.body.walk():
                w.operands = [cur if v is o.result else v for v in w.operands]
            L.body.ops.remove(o)
        L.body.terminator.operands += nexts

    def load_ahead(self, at: Inserter, load, ops, env: dict, valid) -> Value:
        """`load` for another iteration (address and mask ops cloned with `env`), masked off when
        that iteration does not run."""
        ptr, mask = _address_ahead(at, load, ops, env, valid)
        clone = type(load)([ptr, mask] + list(load.operands[2:]), [load.result.type], dict(load.attrs), loc=load.loc)
        return at.insert(clone).result

    # ------------------------------------------------------------ which loads
    def candidates(self, L: _Loop) -> list:
        """[(load, [(its dot-operand conversion, whether through a transpose)], the ops computing
        its address and mask (a TMA copy's coordinates), the transposes, whether it is staged
        transposed, the TMA plan or None)]: loads read only by
        dots, each reader from the same stage in its own operand layout (attention's backward
        reads `q` as `q` and as `q.T`). For Hopper's warpgroup MMA a B may also be staged as its
        transpose [N, K], which wgmma reads K-major: a load that reaches a dot through a transpose
        (attention's `tl.dot(q, k.T)`) is staged as loaded, and a tile contiguous down its columns
        (`x @ W.T`'s B) is copied transposed. A host descriptor's box staged for wgmma is copied by
        TMA where the target has it (gpu_tma.py); other `tt.descriptor_load` hints go."""
        out = []
        for o in list(L.body.ops):
            if o.name != "tt.load" or not o.result.type.is_tensor() or o.attrs.get("volatile"):
                continue
            hint = next((u for u in L.body.walk() if o.result in u.operands), None)
            if hint is not None and (hint.name != "tt.descriptor_load" or
                                     any(o.result in u.operands for u in L.body.walk() if u is not hint)):
                hint = None
            readers = _operand_readers(L, hint.result if hint is not None else o.result)
            if readers is None:
                continue
            users, trans = readers
            if hint is not None:
                wgmma = {is_warpgroup_mma(u.result.type.layout.parent) for u, _ in users}
                t = o.result.type
                lay = _shared_layout(t, users[0][0].result.type.layout, bool(trans)) if wgmma == {True} else None
                plan = gpu_tma.tma_plan(self.func, hint, lay, self.target) if lay is not None else None
                ops = L.slice_ok(hint.operands[-2:]) if plan is not None else None
                if ops is not None:
                    out.append((hint, users, ops, trans, False, plan))
                    continue
                gpu_tma.drop_hint(self.func.body, hint)  # (staged by cp.async, or not at all)
                readers = _operand_readers(L, o.result)
                if readers is None:
                    continue
                users, trans = readers
            if len(o.operands) == 3 and not is_zero_constant(o.operands[2]):
                continue
            if len(o.result.type.shape) != 2:
                continue
            wgmma = {is_warpgroup_mma(u.result.type.layout.parent) for u, _ in users}
            if len(wgmma) != 1 or (trans and wgmma != {True}):
                continue  # (one stage layout serves them all; a transposed B is read by wgmma only)
            columns = False  # staged transposed: the tile runs down its columns (a B given as W.T)
            # (staged transposed for B: what wgmma reads K-major, and mma.sync's int8 B, four K a register)
            as_b = not trans and all(u.result.type.layout.op_idx == 1 for u, _ in users) and \
                (wgmma == {True} or all(u.result.type.layout.k_width == 4 for u, _ in users))
            # (or read as B both as loaded and transposed by 16-bit wgmmas, tutorial 06's backward
            # `qT`: the transposed stage is read K-major by the one and N-major by the other)
            as_b |= bool(trans) and wgmma == {True} and o.result.type.element.bits == 16 and \
                all(u.result.type.layout.op_idx == 1 for u, _ in users)
            if self.copy_bytes(o) < 4:
                if not as_b or self.copy_bytes(o, axis=0) < 4:
                    continue
                columns = True
            elif as_b and o.result.type.element.bits == 32 and self.copy_bytes(o, axis=0) > self.copy_bytes(o):
                columns = True  # (a tf32 B: wgmma reads it K-major only, and the copies move 16 bytes, not 4)
            ops = L.slice_ok(o.operands[:2])
            if ops is None:
                continue
            out.append((o, users, ops, trans, columns, None))
        return out

    def side_loads(self, L: _Loop, cands) -> list:
        """[(load, the ops computing its address and mask)]: the loop's other loads of vectors
        (attention backward's log-sum-exp and delta rows), staged with the dot operands so their
        latency is hidden as well (Triton's pipeliner stages them too). Only in loops that store
        nothing (a store could change what a later iteration's load reads) and only vectors (a
        stage of a 2-D tile read by elementwise code would cost its whole size in shared memory)."""
        if any(w.name in ("tt.store", "tt.atomic_rmw", "tt.atomic_cas") for w in L.body.walk()):
            return []
        taken = {id(c[0]) for c in cands} | {id(c[0].operands[0].owner) for c in cands if c[5] is not None}
        out = []
        for o in L.body.ops:
            if o.name != "tt.load" or id(o) in taken or not o.result.type.is_tensor() or o.attrs.get("volatile"):
                continue
            if len(o.result.type.shape) != 1 or (len(o.operands) == 3 and not is_zero_constant(o.operands[2])):
                continue
            if self.copy_bytes(o) < 4:
                continue
            ops = L.slice_ok(o.operands[:2])
            if ops is not None:
                out.append((o, ops))
        return out

    def copy_bytes(self, load, axis: int = -1) -> int:
        """Bytes per asynchronous copy: the run of contiguous, aligned, equally masked elements
        (along the last axis, or with axis=0 down the first: a column-major tile)."""
        ptr = load.operands[0]
        t = ptr.type
        size = max(1, t.element.pointee.bits // 8)
        if axis == 0 and self.info0 is None:
            self.info0 = axis_info.analyze(self.func, axis=0)
        by_value = self.info if axis == -1 else self.info0
        run = t.layout.to_linear(t.shape).contiguous_run(axis)
        info = by_value.get(ptr)
        if info is None:
            return 0
        run = min(run, info.contiguity, max(1, info.divisibility // size), max(1, 16 // size))
        if len(load.operands) > 1:
            m = by_value.get(load.operands[1])
            run = min(run, m.constancy if m is not None else 1)
        p = 1
        while p * 2 <= run:
            p *= 2
        return p * size

    # ------------------------------------------------------------ the rewrite
    def pipeline(self, loop):
        hoist_invariants(loop)
        L = _Loop(loop)
        cands = self.candidates(L)
        if not cands:
            return
        side = self.side_loads(L, cands)
        S = self.S
        lb, ub, step = loop.operands[:3]
        block = loop.parent
        # with Hopper's asynchronous MMAs the dot leaves its group in flight into the next
        # iteration; the copies then come after it: its wait retired the previous iteration's
        # MMAs, and a barrier later every warpgroup's, so they may refill that stage
        chain = self.mma_chain(L, cands)
        ahead = S - 1
        ring = S
        before = Inserter(block, block.ops.index(loop))
        bufs = []
        for o, users, _, trans, columns, _ in cands:
            t = o.result.type
            shape = (t.shape[1], t.shape[0]) if columns else t.shape
            mt = MemDescType((ring,) + shape, t.element,
                             _shared_layout(TensorType(shape, t.element), users[0][0].result.type.layout, bool(trans) or columns))
            bufs.append(before.value("ttg.local_alloc", [], mt))
        for o, _ in side:  # a vector [n] is staged as a [1, n] tile, unswizzled
            t = o.result.type
            size = max(1, t.element.bits // 8)
            lay = SwizzledShared(max(1, 16 // size), 1, 1, (1, 0))
            bufs.append(before.value("ttg.local_alloc", [], MemDescType((ring, 1) + t.shape, t.element, lay)))
        staged = [(o, ops, columns, plan) for o, _, ops, _, columns, plan in cands] + [(o, ops, False, None) for o, ops in side]
        copies = any(plan is None for _, _, _, plan in staged)  # cp.async ones, waited for by groups
        tma = barriers_init = None  # the stages' mbarriers, one a stage, where TMA copies some of them
        if any(plan is not None for _, _, _, plan in staged):
            tma = before.value("ttg.local_alloc", [], MemDescType((ring,), i64, SwizzledShared(1, 1, 1, (0,))))
            # (each TMA-copied operand's issue arrives once, announcing its bytes)
            barriers_init = before.create("ttng.init_barriers", [tma], [],
                                          {"count": sum(plan is not None for *_, plan in staged)})
        # prologue: stages 0 .. ahead-1 for iterations 0 .. ahead-1
        for s in range(ahead):
            iv_s = before.value("arith.addi", [lb, before.value("arith.muli", [step, _c(before, s, lb.type)], lb.type)], lb.type)
            valid = before.value("arith.cmpi", [iv_s, ub], i1, predicate="slt")
            init = dict(zip(loop.regions[0].args[1:], loop.operands[3:]))
            for (o, ops, columns, plan), buf in zip(staged, bufs):
                env = {L.iv: iv_s}
                for arg, (kind, inc) in L.steps.items():
                    env[arg] = _advance(before, init[arg], kind, inc, s)
                self.issue(before, o, ops, env, buf, _c(before, s, i32), valid, columns, plan, tma)
            if copies:
                before.create("ttg.async_commit_group", [], [])
        # in the loop: wait for this iteration's stage, read it, issue iteration k + ahead
        body = L.body
        top = Inserter(body, 0)
        # the stage read in this iteration and the one written: loop-carried counters that wrap
        # around (no division in the loop: address arithmetic stays base + stage offset); with TMA
        # the parity of the stage's mbarrier phase this iteration waits for, flipped at each wrap
        slot, slot_n = _carry(loop, _c(before, 0, i32)), _carry(loop, _c(before, ahead, i32))
        phase = _carry(loop, _c(before, 0, i32)) if tma is not None else None
        if copies:
            top.create("ttg.async_wait", [], [], {"num": ahead - 1})
        if tma is not None:
            top.create("ttng.wait_barrier", [tma, slot, phase], [])
        for (o, users, _, _, columns, _), buf in zip(cands, bufs):
            reads = {}  # one read of the stage per operand layout and orientation
            for u, via_trans in users:
                x = reads.get((u.result.type, via_trans))
                if x is None:
                    x = reads[u.result.type, via_trans] = top.value("ttg.local_load", [buf, slot], u.result.type)
                    if via_trans != columns:  # (the stage holds the operand's transpose)
                        x.owner.attrs["trans"] = True
                for w in body.walk():
                    w.operands = [x if v is u.result else v for v in w.operands]
        for (o, _), buf in zip(side, bufs[len(cands):]):
            # a vector read back in the load's layout, or straight in the one all its readers
            # convert it to (the conversions go)
            users = [w for w in body.walk() if o.result in w.operands]
            want = {w.result.type for w in users if w.name == "ttg.convert_layout"}
            if len(want) == 1 and all(w.name == "ttg.convert_layout" for w in users):
                x = top.value("ttg.local_load", [buf, slot], want.pop())
                for u in users:
                    for w in body.walk():
                        w.operands = [x if v is u.result else v for v in w.operands]
                    u.parent.ops.remove(u)
                continue
            x = top.value("ttg.local_load", [buf, slot], o.result.type)
            for w in body.walk():
                w.operands = [x if v is o.result else v for v in w.operands]
        # reads of a stage through the generic proxy (ldmatrix, ld.shared) must come before the
        # TMA's writes to it: a proxy fence (a MEMBAR.ALL.CTA per iteration); wgmma reads through
        # the async proxy, as TMA writes, and its wait and the barrier order them (Triton's loops
        # and CUTLASS's mainloops have no fence there either)
        fence = tma is not None and not _tensor_cores_only(body, [x for x in body.ops if x.name == "ttg.local_load"])
        if barriers_init is not None:  # (the same holds before the prologue's copies: what they refill an
            # earlier run of this loop read, a persistent kernel's previous tile)
            barriers_init.attrs["fence"] = fence
        if chain:
            at = Inserter(body, body.ops.index(body.terminator))
            if fence:
                at.create("ttng.fence_async_shared", [], [])
            at.create("tt.debug_barrier", [], [])  # (every warpgroup has retired the stage's MMAs)
        else:
            at = top
            if tma is not None:  # every thread has read the stage the copies refill (the previous iteration's)
                if fence:
                    at.create("ttng.fence_async_shared", [], [])
                at.create("tt.debug_barrier", [], [])
        iv_n = at.value("arith.addi", [L.iv, at.value("arith.muli", [step, _c(at, ahead, L.iv.type)], L.iv.type)], L.iv.type)
        valid = at.value("arith.cmpi", [iv_n, ub], i1, predicate="slt")
        for (o, ops, columns, plan), buf in zip(staged, bufs):
            env = {L.iv: iv_n}
            for arg, (kind, inc) in L.steps.items():
                env[arg] = _advance(at, arg, kind, inc, ahead)
            self.issue(at, o, ops, env, buf, slot_n, valid, columns, plan, tma)
        if copies:
            at.create("ttg.async_commit_group", [], [])
        term = body.terminator
        end = Inserter(body, body.ops.index(term))
        slot_next = _wrap_next(end, slot, ring)
        term.operands += [slot_next, _wrap_next(end, slot_n, ring)]
        if phase is not None:
            wrapped = end.value("arith.extui", [end.value("arith.cmpi", [slot_next, _c(end, 0, i32)], i1, predicate="eq")], i32)
            term.operands.append(end.value("arith.xori", [phase, wrapped], i32))
        for o, users, _, trans, _, plan in cands:
            for u in [u for u, _ in users] + trans:
                u.parent.ops.remove(u)  # the dot (and its conversion) may sit in a nested region
            body.ops.remove(o)
            if plan is not None:  # (the hint's load: what TMA copies instead)
                body.ops.remove(o.operands[0].owner)
        for o, _ in side:
            body.ops.remove(o)
        after = Inserter(block, block.ops.index(loop) + 1)
        if copies:
            after.create("ttg.async_wait", [], [], {"num": 0})
        if chain:
            for d, _, branch in chain:
                d.attrs["wgmma_pendings"] = 1
                if branch is not None:  # (the tile's epilogue reads the sum once its MMAs are done)
                    w = Inserter(branch, 0).create("ttng.warp_group_dot_wait", [d.result], [d.result.type], {"pendings": 0})
                    for u in branch.walk():
                        if u is not w:
                            u.operands = [w.result if v is d.result else v for v in u.operands]
            sums = [loop.results[k] for _, k, _ in chain]
            wait = after.create("ttng.warp_group_dot_wait", sums, [v.type for v in sums], {"pendings": 0})
            for u in list(block.ops)[block.ops.index(wait) + 1:]:
                for w in [u] + list(u.walk()):
                    w.operands = [wait.results[sums.index(v)] if any(v is x for x in sums) else v for v in w.operands]
        if tma is not None:  # (every copy issued was waited for: the loop waits for each iteration's)
            after.create("ttng.inval_barriers", [tma], [])

    def mma_chain(self, L: _Loop, cands) -> list | None:
        """[(dot, index of its sum among the loop's results, branch)] when every pipelined operand
        feeds a Hopper warpgroup dot (Mma version 3) with both operands staged, whose sum the loop
        carries and nothing else reads (`acc = dot(a, b, acc)` yielded; branch None), or, in a
        flattened loop, whose sum restarts at each tile (`restarted_sum`) and passes through the
        epilogue's branch, the only reader, which then waits for it (`_through_branch`): such a
        dot may leave its MMAs in flight across the back edge (PTX: the accumulators and A's
        registers of an MMA in flight must not be touched, so A must come from shared memory).
        None otherwise."""
        dots = {id(w): w for _, users, *_ in cands for u, _ in users for w in L.body.walk() if u.result in w.operands}
        staged = {id(u.result) for _, users, *_ in cands for u, _ in users}
        out = []
        yields = L.body.terminator.operands
        for d in dots.values():
            if d.name != "tt.dot" or not is_warpgroup_mma(d.result.type.layout) or d.parent is not L.body:
                return None
            if not all(id(x) in staged for x in d.operands[:2]):  # (an MMA in flight must not have its A in registers)
                return None
            acc = d.operands[2]
            restart = restarted_sum(acc)  # (a flattened loop's: the sum restarts at each tile)
            if restart is not None and [w for w in L.body.walk() if acc in w.operands] != [d]:
                return None
            carried = restart[0] if restart is not None else acc
            if carried not in L.body.args[1:]:
                return None
            k = L.body.args.index(carried) - 1
            if [w for w in L.body.walk() if carried in w.operands] != [acc.owner if restart is not None else d]:
                return None
            uses = [w for w in L.body.walk() if d.result in w.operands]
            if sum(1 for y in yields if y is yields[k]) != 1:
                return None
            if yields[k] is d.result and uses == [L.body.terminator]:
                out.append((d, k, None))
                continue
            branch = _through_branch(L, d, yields[k], uses)
            if branch is None:
                return None
            out.append((d, k, branch))
        return out or None

    def issue(self, at: Inserter, load, ops, env: dict, buf, slot, valid, columns: bool = False, plan=None,
              barriers=None):
        """Clone the address/mask computation of `load` for another iteration and start its copy
        (`columns`: into the transposed stage, element (r, c) at (c, r)); with a TMA `plan`, `load`
        is a `tt.descriptor_load` hint: its coordinates cloned, the box copied by TMA, landing on
        the stage's mbarrier among `barriers`."""
        if plan is not None:
            for o in ops:
                clone = type(o)([env.get(x, x) for x in o.operands], [r.type for r in o.results], dict(o.attrs), loc=o.loc)
                at.insert(clone)
                for r, n in zip(o.results, clone.results):
                    env[r] = n
            coords = [env.get(c, c) for c in load.operands[-2:]]
            tmap = gpu_tma.map_param(self.func, plan)
            cp = at.create("ttng.async_tma_copy_global_to_local", [tmap, buf, slot, barriers, valid] + coords, [])
            cp.loc = load.loc
            cp.attrs.update(box=list(plan["box"]), panels=plan["panels"])
            return
        ptr, mask = _address_ahead(at, load, ops, env, valid)
        cp = at.create("ttg.async_copy_global_to_local", [ptr, buf, slot, mask], [])
        cp.loc = load.loc
        cp.attrs.update(cache=load.attrs.get("cache", ""))
        if columns:
            cp.attrs["transpose"] = True


def _through_branch(L: _Loop, d: Operation, y: Value, uses) -> Block | None:
    """A flattened loop's sum (gpu_flatten_loops.py): the loop yields `y`, a result of an scf.if
    of the body both of whose branches yield dot `d`'s sum there, and only the first (a tile's
    epilogue) reads it otherwise: that branch (where the sum is waited for), else None."""
    e = y.owner
    if not (isinstance(e, Operation) and e.name == "scf.if" and e.parent is L.body):
        return None
    m = e.results.index(y)
    then, other = e.regions
    if then.terminator.operands[m] is not d.result or other.terminator.operands[m] is not d.result:
        return None
    if any(sum(v is d.result for v in b.terminator.operands) != 1 for b in (then, other)):
        return None  # (a second copy would leave the branch, and be read, while the MMAs run)
    inside = {id(w) for w in then.walk()}
    if any(id(w) not in inside and w is not other.terminator for w in uses):
        return None
    if [w for w in L.body.walk() if y in w.operands] != [L.body.terminator]:
        return None
    return then


def _operand_readers(L: _Loop, v) -> tuple | None:
    """([(conversion to a dot-operand layout, whether through a transpose)], [the transposes])
    when every reader of `v` is such a conversion read by dots alone, directly or through a
    [1, 0] transpose whose conversions are B operands of warpgroup dots; else None."""
    users, trans = [], []
    for u in [w for w in L.body.walk() if v in w.operands]:
        if u.name == "tt.trans" and tuple(u.attrs.get("order", ())) == (1, 0):
            via = [w for w in L.body.walk() if u.result in w.operands]
            if not via or not all(w.name == "ttg.convert_layout" and getattr(w.result.type.layout, "op_idx", 0) == 1
                                  and is_warpgroup_mma(w.result.type.layout.parent) for w in via):
                return None
            trans.append(u)
            users += [(w, True) for w in via]
        elif u.name == "ttg.convert_layout" and isinstance(u.result.type.layout, DotOperand):
            users.append((u, False))
        else:
            return None
    if not users or not all(all(w.name == "tt.dot" for w in L.body.walk() if u.result in w.operands) for u, _ in users):
        return None
    return users, trans


def _shared_layout(t, operand_layout, transposed: bool = False):
    """How a stage of this operand tile sits in shared memory: as wgmma reads it through a
    descriptor for a warpgroup accumulator (Mma version 3) where the tile allows, else swizzled for
    ldmatrix. (A transposed operand is only staged for wgmma.)"""
    size = max(1, t.element.bits // 8)
    if is_warpgroup_mma(operand_layout.parent) or transposed:
        lay = SwizzledShared.for_wgmma(t.shape, size)
        if lay is not None:
            return lay
    return SwizzledShared.for_tile(t.shape, size)


def _address_ahead(at: Inserter, load, ops, env: dict, valid) -> tuple:
    """(pointers, mask) of `load` in another iteration: its address and mask ops cloned with `env`
    (values of that iteration), the mask and-ed with `valid` (whether that iteration runs)."""
    for o in ops:
        clone = type(o)([env.get(x, x) for x in o.operands], [r.type for r in o.results], dict(o.attrs), loc=o.loc)
        at.insert(clone)
        for r, n in zip(o.results, clone.results):
            env[r] = n
    ptr = env.get(load.operands[0], load.operands[0])
    mt = with_layout(TensorType(ptr.type.shape, i1), ptr.type.layout)
    ok = at.value("tt.splat", [valid], mt)
    mask = ok if len(load.operands) < 2 else at.value("arith.andi", [env.get(load.operands[1], load.operands[1]), ok], mt)
    return ptr, mask


def _tensor_cores_only(body: Block, reads) -> bool:
    """Whether every stage read (`ttg.local_load`s) feeds only warpgroup dots that take it from
    shared memory through a matrix descriptor (B; A unless transposed), as the dot lowering does:
    nothing reads the ring through the generic proxy."""
    for x in reads:
        if x.attrs.get("registers"):
            return False
        for w in body.walk():
            if x.result not in w.operands:
                continue
            if w.name != "tt.dot" or not is_warpgroup_mma(w.result.type.layout):
                return False
            if not (w.operands[1] is x.result or (w.operands[0] is x.result and not x.attrs.get("trans"))):
                return False
    return True


def _carry(loop, init):
    """Add a loop-carried i32 to scf.for `loop` (its yield is appended by the caller): the
    region argument."""
    from ..ir.core import Value
    loop.operands.append(init)
    arg = loop.regions[0].add_arg(init.type)
    loop.results.append(Value(init.type, loop, len(loop.results)))
    return arg


def _wrap_next(at: Inserter, slot, S: int):
    """slot + 1, wrapping to 0 at S."""
    nxt = at.value("arith.addi", [slot, _c(at, 1, i32)], i32)
    wrap = at.value("arith.cmpi", [nxt, _c(at, S, i32)], i1, predicate="eq")
    return at.value("arith.select", [wrap, _c(at, 0, i32), nxt], i32)


def _c(at: Inserter, value, t):
    return at.value("arith.constant", [], t, value=value)


def _advance(at: Inserter, v, kind: str, inc, times: int):
    """`v` after `times` steps of `v = v + inc` (pointer or integer)."""
    if times == 0:
        return v
    n = _c(at, times, inc.type.scalar)
    if inc.type.is_tensor():
        n = at.value("tt.splat", [n], inc.type)
    total = at.value("arith.muli", [inc, n], inc.type)
    return at.value(kind, [v, total], v.type)


def pipeline_loops(module, num_stages: int, registers: bool = False, target=None, num_threads: int = 128):
    """Pipeline the dot-feeding loads of every loop of the module's kernels (in place): through
    shared memory with asynchronous copies (TMA ones where `target` has them, for host descriptors'
    boxes), or (`registers`) one iteration ahead in registers; host descriptors' stores by TMA
    where the target has it. The descriptor hints not used go."""
    for func in module.funcs().values():
        if num_stages >= 2:
            Pipeliner(func, num_stages, registers, target).run()
        gpu_tma.tma_single_loads(func, target, num_threads)
        gpu_tma.tma_stores(func, target)
        gpu_tma.drop_hints(func.body)
    return module
