"""Loop flattening: `tl.range(..., flatten=True)` over a loop nest becomes one loop, so the software
pipeliner (gpu_pipeline.py) keeps loading across the outer loop's iterations.

Why: a persistent kernel (tutorial 09) walks its tiles in an outer loop and each tile's K slices in
an inner one. Pipelined as a nest, every tile starts with an empty pipeline: its first loads wait for
memory while the tensor cores idle, and its epilogue runs with nothing in flight. As one loop of
tiles x slices, the loads of the next tile's first slices are issued while this tile finishes, as
Triton's loop fusion does for the same hint.

What (for an outer loop with one inner loop, both with constant positive steps and the inner bounds
invariant in the outer loop):

    for i in range(lb, ub, s):            n_j = trip count of the inner loop
        P(i)                              if n_j > 0:
        for j in range(lb2, ub2, s2):         for t in range(0, n_i * n_j):
            B(i, j)                               i, j = lb + (t // n_j) * s, lb2 + (t % n_j) * s2
        E(i)                                      P(i)           (recomputed: pure ops only)
                                                  B(i, j)        (its sums restart from P's init at j's first)
                                                  if j is the last: E(i)
                                          else: the nest without its inner loop (whose results are
                                                then its initial values)

The prologue must be pure (index math, `tl.zeros`): recomputed every iteration from `t`, the
pipeliner can compute any later iteration's addresses from `t` alone. Carried values of the outer
loop change only in the epilogue's branch. A nest that does not fit is left as it is (the hint is
a hint, as in Triton). The flat trip count n_i * n_j is computed in the counter's type (as
Triton's is): a nest of 2^31 or more inner iterations in an i32 loop would run wrongly.
"""
from __future__ import annotations

from ..ir.builder import Inserter
from ..ir.core import OPS, Block, Operation, Pure, Value, clone_op
from ..ir.types import TensorType, i1, i64
from .loops import defined_in, hoist_invariants, int_constant


def _nest(outer: Operation):
    """(prologue ops, inner loop, epilogue ops) where `outer` can be flattened, else None. (Pure
    ops of the inner body that depend on nothing in it join the prologue first: a step's constant.)"""
    body = outer.regions[0]
    inner = [o for o in body.ops if o.name == "scf.for"]
    if len(inner) != 1:
        return None
    inner = inner[0]
    hoist_invariants(inner)
    k = body.ops.index(inner)
    pro, epi = body.ops[:k], body.ops[k + 1:-1]
    if any(not o.has_trait(Pure) for o in pro):
        return None  # (a prologue with effects or regions would have to run once a tile, in a branch)
    if any(defined_in(v, body) and int_constant(v) is None for v in inner.operands[:3]):
        return None  # (the inner trip count must be the same for every outer iteration)
    steps = [int_constant(outer.operands[2]), int_constant(inner.operands[2])]
    if any(s is None or s <= 0 for s in steps):
        return None
    if outer.operands[0].type != inner.operands[0].type:
        return None
    return pro, inner, epi


def _stepped(ibody: Block, it) -> dict:
    """{index: (op name, increment)} of the inner loop's carried values that advance by the same
    amount every iteration (`a_ptrs += BK * stride`; the increment defined outside the inner loop,
    integers at least as wide as the counter): the flat loop computes them from its
    counter instead of carrying them, so the pipeliner can compute any iteration's addresses."""
    out = {}
    for k, (arg, y) in enumerate(zip(ibody.args[1:], ibody.terminator.operands)):
        d = y.owner
        if isinstance(d, Operation) and d.name in ("tt.addptr", "arith.addi") and d.operands[0] is arg and \
                not defined_in(d.operands[1], ibody) and d.operands[1].type.scalar.bits >= it.bits:
            out[k] = (d.name, d.operands[1])
    return out


def _times(b: Inserter, inc: Value, r: Value, wide: bool) -> Value:
    """r * inc, the offset of the r-th step. For a pointer (`wide`) in 64 bits: each of the loop's
    steps fits its increment's type, their sum need not (`b_ptrs += BK * N` over a 2^31-element B).
    A uniform increment (a splat) is multiplied as a scalar, then splat."""
    t = inc.type
    scalar = inc.owner.operands[0] if isinstance(inc.owner, Operation) and inc.owner.name == "tt.splat" else \
        inc if not t.is_tensor() else None
    if scalar is not None:
        st = i64 if wide else scalar.type
        s = scalar if scalar.type == st else b.value("arith.extsi", [scalar], st)
        n = r if r.type == st else b.value("arith.extsi", [r], st)
        off = b.value("arith.muli", [s, n], st)
        return b.value("tt.splat", [off], TensorType(t.shape, st)) if t.is_tensor() else off
    et = i64 if wide else t.scalar
    wt = TensorType(t.shape, et)
    x = inc if t.scalar == et else b.value("arith.extsi", [inc], wt)
    n = r if r.type == et else b.value("arith.extsi", [r], et)
    return b.value("arith.muli", [x, b.value("tt.splat", [n], wt)], wt)


def _trips(at: Inserter, lb: Value, ub: Value, step: Value) -> Value:
    """max(0, ceil((ub - lb) / step)) for a positive step."""
    t = lb.type
    span = at.value("arith.subi", [ub, lb], t)
    n = at.value("arith.divsi", [at.value("arith.addi", [span, at.value("arith.subi", [step, _c(at, 1, t)], t)], t), step], t)
    return at.value("arith.maxsi", [n, _c(at, 0, t)], t)


def _c(at: Inserter, value, t) -> Value:
    return at.value("arith.constant", [], t, value=value)


def flatten(outer: Operation) -> bool:
    """Flatten `outer` (an scf.for with the flatten hint) in place; whether it was."""
    nest = _nest(outer)
    if nest is None:
        return False
    pro, inner, epi = nest
    body, ibody = outer.regions[0], inner.regions[0]
    block = outer.parent
    at = Inserter(block, block.ops.index(outer), loc=outer.loc)
    lb, ub, s = outer.operands[:3]
    it = lb.type
    lb2, ub2, s2 = (v if not defined_in(v, body) else _c(at, int_constant(v), it) for v in inner.operands[:3])
    n_i, n_j = _trips(at, lb, ub, s), _trips(at, lb2, ub2, s2)
    total = at.value("arith.muli", [n_i, n_j], it)
    has_inner = at.value("arith.cmpi", [n_j, _c(at, 0, it)], i1, predicate="sgt")
    outer_types = [r.type for r in outer.results]
    stepped = _stepped(ibody, it)
    kept = [k for k in range(len(inner.results)) if k not in stepped]  # (the inner values the flat loop carries)
    inner_types = [inner.results[k].type for k in kept]

    # the inner loop's carried values start each tile from the prologue's inits; before the first
    # tile, from the prologue computed for tile `lb` (pure, so computing it is harmless)
    env = {body.args[0]: lb, **dict(zip(body.args[1:], outer.operands[3:]))}
    for o in pro:
        at.insert(clone_op(o, env))
    first_inits = [env.get(inner.operands[3 + k], inner.operands[3 + k]) for k in kept]

    # then: the flat loop
    then = Block([])
    flat_body = Block([it] + outer_types + inner_types)
    t, oargs, iargs = flat_body.args[0], flat_body.args[1:1 + len(outer_types)], flat_body.args[1 + len(outer_types):]
    zero, one = _c(at, 0, it), _c(at, 1, it)
    hints = {k: v for k, v in {**outer.attrs, **inner.attrs}.items() if k != "flatten"}  # (the inner loop's num_stages)
    flat = OPS["scf.for"]([zero, total, one] + list(outer.operands[3:]) + first_inits, outer_types + inner_types,
                          hints, [flat_body], loc=outer.loc)
    then.append(flat)
    then.append(OPS["scf.yield"](list(flat.results[:len(outer_types)]), [], loc=outer.loc))

    b = Inserter(flat_body, 0, loc=outer.loc)
    q = b.value("arith.divsi", [t, n_j], it)
    r = b.value("arith.subi", [t, b.value("arith.muli", [q, n_j], it)], it)
    env = {body.args[0]: b.value("arith.addi", [lb, b.value("arith.muli", [q, s], it)], it),
           **dict(zip(body.args[1:], oargs))}
    for o in pro:
        b.insert(clone_op(o, env))
    first = b.value("arith.cmpi", [r, _c(b, 0, it)], i1, predicate="eq")
    env[ibody.args[0]] = b.value("arith.addi", [lb2, b.value("arith.muli", [r, s2], it)], it)
    for k, carried in zip(kept, iargs):
        init = env.get(inner.operands[3 + k], inner.operands[3 + k])
        cond = b.value("tt.splat", [first], TensorType(carried.type.shape, i1)) if carried.type.is_tensor() else first
        env[ibody.args[1 + k]] = b.value("arith.select", [cond, init, carried], carried.type)
    for k, (kind, inc) in stepped.items():  # (init + r * inc: from the counter, so pipelinable)
        init, inc = env.get(inner.operands[3 + k], inner.operands[3 + k]), env.get(inc, inc)
        env[ibody.args[1 + k]] = b.value(kind, [init, _times(b, inc, r, kind == "tt.addptr")], init.type)
    for o in ibody.ops[:-1]:
        b.insert(clone_op(o, env))
    inner_all = [env.get(v, v) for v in ibody.terminator.operands]
    env.update(zip(inner.results, inner_all))
    inner_out = [inner_all[k] for k in kept]
    last = b.value("arith.cmpi", [r, b.value("arith.subi", [n_j, _c(b, 1, it)], it)], i1, predicate="eq")
    tail, keep = Block([]), Block([])
    for o in epi:
        tail.append(clone_op(o, env))
    # (the inner sums pass through the branch: a tile's last MMAs may still be in flight in the
    # other branch, and the pipeliner waits for them in this one; gpu_pipeline.mma_chain)
    tail.append(OPS["scf.yield"]([env.get(v, v) for v in body.terminator.operands] + inner_out, [], loc=outer.loc))
    keep.append(OPS["scf.yield"](list(oargs) + inner_out, [], loc=outer.loc))
    ends = b.insert(OPS["scf.if"]([last], outer_types + inner_types, {}, [tail, keep], loc=outer.loc))
    b.create("scf.yield", list(ends.results))

    # else: the nest without its inner loop, which would not run
    other = Block([])
    nb = Block([it] + outer_types)
    env = dict(zip(body.args, nb.args))
    for o in pro:
        nb.append(clone_op(o, env))
    env.update((r, env.get(v, v)) for r, v in zip(inner.results, inner.operands[3:]))
    for o in epi + [body.terminator]:
        nb.append(clone_op(o, env))
    bare = OPS["scf.for"](list(outer.operands), outer_types, {k: v for k, v in outer.attrs.items() if k != "flatten"},
                          [nb], loc=outer.loc)
    other.append(bare)
    other.append(OPS["scf.yield"](list(bare.results), [], loc=outer.loc))

    choice = at.insert(OPS["scf.if"]([has_inner], outer_types, {}, [then, other], loc=outer.loc))
    block.ops.remove(outer)
    swap = dict(zip(outer.results, choice.results))
    for o in block.walk():
        o.operands = [swap.get(v, v) for v in o.operands]
    return True


def flatten_loops(func) -> int:
    """Flatten every loop nest of `func` whose outer loop carries the flatten hint and fits (see
    the module docstring), outermost first, each loop tried once (a hinted loop inside a flattened
    nest is tried as the copy in the flat loop); how many were."""
    done, tried = 0, []
    while True:
        todo = [o for o in func.body.walk() if o.name == "scf.for" and o.attrs.get("flatten")
                and not any(o is t for t in tried)]
        if not todo:
            return done
        tried.append(todo[0])
        done += flatten(todo[0])
