"""Control flow of the code generator: `if`, early `return`, `for` and `while`.

A mixin of `CodeGenerator` (ast_to_ir.py). Dynamic conditions build `scf.if`; names assigned in both
branches are carried out of it. Loops carry the names their body assigns that existed before the
loop (their types must not change). A `return` inside a dynamic `if` moves the rest of the function
into both branches, so early returns stay structured.
"""
from __future__ import annotations

import ast
import builtins as py

from ..ir import Block
from . import dtypes as tdt
from .errors import KernelError
from .markers import condition as tl_condition, range as tl_range, static_range
from .semantic import integer_promote
from .values import composite, constexpr, tensor, unwrap
from .tuples import make_tuple, tuple_class


def _fail(msg):
    raise KernelError(msg)


# ------------------------------------------------------------------ small helpers
def _contains_return(node) -> bool:
    for n in ast.walk(node):
        if isinstance(n, ast.Return):
            return True
    return False


def _assigned_names(stmts) -> list[str]:
    """Names a statement list may (re)bind, in first-seen order (loop-carried candidates)."""
    seen = {}
    for st in stmts:
        for n in ast.walk(st):
            if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
                seen.setdefault(n.id, None)
    return list(seen)


def flatten(v):
    """A value -> (list of leaves, structure). Tuples nest; composite values (block pointers, tensor
    descriptors) flatten to their tensors with their static part (block shape, ...) in the structure;
    everything else is a leaf."""
    if isinstance(v, composite):
        values, meta = v._flatten()
        leaves, st = flatten(values)
        return leaves, ("composite", type(v), meta, st)
    if isinstance(v, tuple):
        leaves, structs = [], []
        for x in v:
            lv, st = flatten(x)
            leaves += lv
            structs.append(st)
        return leaves, ("tuple", structs, tuple_class(v))  # the class: tl.tuple, a named tuple or None
    return [v], "leaf"


def unflatten(leaves, struct):
    it = iter(leaves)

    def build(st):
        if st == "leaf":
            return next(it)
        if st[0] == "composite":
            return st[1]._rebuild(st[2], build(st[3]))
        return make_tuple(st[2], [build(s) for s in st[1]])
    return build(struct)


def struct_key(st) -> str:
    """The static part of a structure that leaves do not show (composites' block shapes, ...): ''
    for plain tuples and leaves, so that their functions keep their names."""
    if st == "leaf":
        return ""
    if st[0] == "composite":
        return f"{st[1].__name__}{st[2]!r}{struct_key(st[3])}"
    inner = "".join(struct_key(s) for s in st[1])
    cls = st[2]
    return f"{cls.__name__}{inner}" if cls is not None and hasattr(cls, "_fields") else inner  # named tuples


def _is_number(x) -> bool:
    x = unwrap(x)
    return isinstance(x, (bool, int, float)) and not isinstance(x, tensor)


def _type_str(v) -> str:
    return repr(v.type) if isinstance(v, tensor) else type(unwrap(v)).__name__


def _drop_invariant_args(body, init_leaves) -> list[int]:
    """Loop-carried leaves the body yields unchanged (the parts of a block pointer that `tl.advance`
    leaves alone, a name reassigned only under a false constexpr branch) stop being carried: their
    uses read the initial value, which keeps constants (a stride of 1) visible to the analyses.
    Returns the indices of the leaves still carried."""
    term = body.ops[-1]
    keep, subst = [], {}
    for j, (arg, y, init) in enumerate(zip(body.args[1:], term.operands, init_leaves)):
        if y is arg:
            subst[arg] = init.handle
        else:
            keep.append(j)
    if subst:
        term.operands = [term.operands[j] for j in keep]
        for o in body.walk():
            if any(v in subst for v in o.operands):
                o.operands = [subst.get(v, v) for v in o.operands]
        body.args = [body.args[0]] + [body.args[1 + j] for j in keep]
        for i, a in enumerate(body.args):
            a.index = i
    return keep


class ControlFlow:
    # ------------------------------------------------------------------ control flow
    def scalar_condition(self, cond: tensor) -> tensor:
        if cond.type.is_block():
            if cond.type.numel != 1:
                _fail("Boolean value of Tensor with more than one value is ambiguous")
            cond = self.sem.unsplat(cond)  # a single-element tensor is its scalar, as in Triton
        # Triton casts any condition to int1; a pointer becomes `ptr != 0` (`if bias_ptr:` on an
        # optional pointer; a None argument is a constexpr None and never gets here)
        return self.sem.cast(cond, tdt.int1)

    def _static_condition(self, cond, node):
        c = unwrap(cond)
        if type(c).__name__ == "bool_":
            c = bool(c)
        if type(c) not in (bool, int, type(None)):
            raise self.error(node, "`if` conditionals can only accept values of type {bool, int, NoneType}, "
                                   f"not objects of type {type(c).__name__}")
        return bool(c)

    def _visit_branch(self, stmts, before):
        self.scope = dict(before)
        blk = Block()
        with self.b.at_end_of(blk):
            ended = self.visit_stmts(stmts)
        return self.scope, blk, ended

    def _leaves_as_tensors(self, value, block):
        leaves, struct = flatten(value)
        out = []
        with self.b.at_end_of(block):
            for x in leaves:
                if isinstance(x, tensor):
                    out.append(x)
                elif _is_number(x):
                    out.append(self.sem.to_tensor(unwrap(x)))
                else:
                    return None, struct
        return out, struct

    def visit_If(self, node):
        cond = self.visit(node.test)
        if not isinstance(cond, tensor):
            self.visit_stmts(node.body if self._static_condition(cond, node) else node.orelse)
            return
        cond = self.scalar_condition(cond)
        before = self.scope
        then_scope, then_blk, _ = self._visit_branch(node.body, before)
        else_scope, else_blk, _ = self._visit_branch(node.orelse, before)
        self.scope = before
        carried, after = [], dict(before)
        for name in list(dict.fromkeys(list(then_scope) + list(else_scope))):
            if name not in then_scope or name not in else_scope:
                after.pop(name, None) if name not in before else None
                continue
            tv, ev = then_scope[name], else_scope[name]
            if tv is ev or (not isinstance(tv, (tensor, tuple)) and not isinstance(ev, (tensor, tuple))
                            and type(unwrap(tv)) is type(unwrap(ev)) and unwrap(tv) == unwrap(ev)):
                after[name] = tv
                continue
            carried.append(name)
        then_leaves, else_leaves, structs = [], [], {}
        for name in carried:
            tl_, ts = self._leaves_as_tensors(then_scope[name], then_blk)
            el, es = self._leaves_as_tensors(else_scope[name], else_blk)
            if tl_ is None or el is None or ts != es:
                _fail(f"{name} holds different kinds of values in the two branches of an if")
            for a, b in zip(tl_, el):
                if a.type != b.type:
                    if name in before:
                        init = before[name]
                        new = a.type if a.type != getattr(init, "type", None) else b.type
                        _fail(f"initial value for `{name}` is of type {_type_str(init)}, but a branch of the if "
                              f"redefines it as {new!r}")
                    _fail(f"Mismatched type for {name} between then block ({a.type!r}) and else block ({b.type!r})")
            structs[name] = (ts, len(tl_))
            then_leaves += tl_
            else_leaves += el
        for blk, leaves in ((then_blk, then_leaves), (else_blk, else_leaves)):
            with self.b.at_end_of(blk):
                self.b.create("scf.yield", [x.handle for x in leaves], [])
        o = self.b.create("scf.if", [cond.handle], [x.type.to_ir() for x in then_leaves], {}, [then_blk, else_blk])
        i = 0
        for name in carried:
            st, n = structs[name]
            after[name] = unflatten([tensor(r, x.type) for r, x in zip(o.results[i:i + n], then_leaves[i:i + n])], st)
            i += n
        self.scope = after

    def visit_if_returning(self, node, rest) -> bool:
        """An `if` containing `return`: the statements after it move into both branches."""
        cond = self.visit(node.test)
        if not isinstance(cond, tensor):
            chosen = node.body if self._static_condition(cond, node) else node.orelse
            return self.visit_stmts(list(chosen) + list(rest))
        if self.loop_depth:
            raise self.error(node, "Cannot have `return` statements inside `while` or `for` statements")
        cond = self.scalar_condition(cond)
        before = self.scope
        rets, blocks, ends = [], [], []
        for stmts in (node.body, node.orelse):
            self.ret = None
            _, blk, ended = self._visit_branch(list(stmts) + list(rest), before)
            rets.append(self.ret if ended else None)
            blocks.append(blk)
            ends.append(ended)
        self.scope = before
        (tl_, ts), (el, es) = (self._leaves_as_tensors(r, b) if r is not None else ([], None)
                               for r, b in zip(rets, blocks))
        # a path that falls off the function's end returns nothing: where the other returns values,
        # it yields poison values of their types (as Triton does; the caller gets an undefined value)
        if ends.count(False) == 1 and (tl_ or el):
            missing = ends.index(False)
            leaves = tl_ if missing == 1 else el
            with self.b.at_end_of(blocks[missing]):
                poison = [tensor(self.b.create("ub.poison", [], [x.type.to_ir()], {}).result, x.type) for x in leaves]
            (tl_, ts), (el, es) = ((tl_, ts), (poison, ts)) if missing == 1 else ((poison, es), (el, es))
        if tl_ is None or el is None or ts != es or [x.type for x in tl_] != [x.type for x in el]:
            _fail("Return type mismatch: the branches of this if return "
                  f"{[x.type for x in tl_ or []]!r} and {[x.type for x in el or []]!r}")
        for blk, leaves in zip(blocks, (tl_, el)):
            with self.b.at_end_of(blk):
                self.b.create("scf.yield", [x.handle for x in leaves], [])
        o = self.b.create("scf.if", [cond.handle], [x.type.to_ir() for x in tl_], {}, blocks)
        self.ret = None if ts is None else unflatten([tensor(r, x.type) for r, x in zip(o.results, tl_)], ts)
        return True

    def _carried(self, body, exclude=()):
        """The names the loop carries: those its body may assign that hold tensors before it. A name
        holding something else (None, a constexpr, a dtype) is not carried: it is returned in
        `statics`, and the body may leave it alone but not assign it (_check_statics). Triton
        too finds a loop's carried values by what its body actually assigns, so that
        `b = tl.zeros(...) if FLAG else None` with `if FLAG: b = ...` in the loop compiles either way."""
        names, statics = [], {}
        for n in _assigned_names(body):
            if n in exclude or n not in self.scope:
                continue
            v = self.scope[n]
            leaves, _ = flatten(v)
            if all(isinstance(x, tensor) for x in leaves):
                names.append(n)
            else:
                statics[n] = v
        return names, statics

    def check_static_rebind(self, name):
        """Called by every assignment: note one, inside a loop, to a name that held a non-tensor
        before that loop (the loop reports it when its body is done)."""
        for statics, assigned in self.loop_statics:
            if name in statics:
                assigned.setdefault(name, None)

    def _check_statics(self, statics, assigned):
        """After a loop body: an assignment to a name that held a non-tensor before the loop is an
        error at the loop, as in Triton (whose loop finds it among the body's definitions)."""
        for name in assigned:
            v = statics[name]
            if isinstance(v, constexpr) or _is_number(v):
                _fail(f"cannot reassign constexpr {name} in the loop")
            _fail(f"loop-carried variable {name} holds {type(unwrap(v)).__name__} before the loop, not a tensor, "
                  "and the loop assigns it: give it a tensor value of the loop's type before the loop")

    def _check_yields(self, names, inits, new_values):
        out = []
        for name, init in zip(names, inits):
            new = new_values[name]
            il, ist = flatten(init)
            nl, nst = flatten(new)
            if ist != nst:
                _fail(f"Loop carried variable {name} changed structure in the loop")
            for a, b in zip(il, nl):
                b = self.sem.to_tensor(unwrap(b)) if _is_number(b) else b
                if not isinstance(b, tensor) or a.type != b.type:
                    _fail(f"Loop-carried variable {name} has initial type {a.type!r} but is re-assigned to "
                          f"{_type_str(b)} in loop! Please make sure that the type stays consistent.")
                out.append(b)
        return out

    def visit_For(self, node):
        if node.orelse:
            raise self.error(node, "for ... else is not supported in a kernel")
        it = node.iter
        if not isinstance(it, ast.Call):
            raise self.error(node, "only `range`, `tl.range` and `tl.static_range` can be iterated in a kernel")
        fn = unwrap(self.visit(it.func))
        args = [self.visit(a) for a in it.args]
        kwargs = {k.arg: self.visit(k.value) for k in it.keywords}
        if fn is static_range:
            r = static_range(*args, **kwargs)
            bounds = [unwrap(a) for a in r.args]
            for b in bounds:
                if not isinstance(b, int):
                    _fail(f"{b!r} used as a tl.static_range bound is not a constexpr int")
            if not isinstance(node.target, ast.Name):
                _fail("the loop variable must be a plain name")
            from .. import knobs
            count, limit = len(py.range(*bounds)), knobs.compilation.static_range_limit
            if limit is not None and count > limit:
                _fail(f"tl.static_range({', '.join(map(str, bounds))}) unrolls {count} copies of the loop's body, "
                      f"more than {limit} (TRITIUM_STATIC_RANGE_LIMIT); use tl.range for a loop that is not unrolled")
            for i in py.range(*bounds):
                self.scope[node.target.id] = constexpr(i)
                self.visit_stmts(node.body)
            return
        if fn is py.range:
            r = tl_range(*args, **kwargs)
        elif fn is tl_range:
            r = tl_range(*args, **kwargs)
        else:
            raise self.error(node, "only `range`, `tl.range` and `tl.static_range` can be iterated in a kernel")
        self.dynamic_for(node, r)

    def dynamic_for(self, node, r):
        a = list(r.args)
        lb, ub, step = (constexpr(0), a[0], constexpr(1)) if len(a) == 1 else \
            (a[0], a[1], constexpr(1)) if len(a) == 2 else a
        if not isinstance(node.target, ast.Name):
            _fail("the loop variable must be a plain name")
        negative = False
        if not isinstance(step, tensor):
            s = unwrap(step)
            if s == 0:
                _fail("range() step must not be zero")
            if isinstance(s, int) and s < 0:
                negative, step, lb, ub = True, constexpr(-s), ub, lb
        bounds = [self.sem.to_tensor(unwrap(x)) for x in (lb, ub, step)]
        for name, x in zip(("lower bound", "upper bound", "step"), bounds):
            if not x.dtype.is_int():
                _fail(f"For loop bounds and step must all be ints, are ({', '.join(b.dtype.name for b in bounds)})")
            if x.type.is_block():
                _fail(f"For {name} must be a scalar, got {x.type!r}")
        iv_ty = integer_promote(integer_promote(bounds[0].dtype, bounds[1].dtype), bounds[2].dtype)
        if iv_ty.is_int1():
            iv_ty = tdt.int32
        lb_t, ub_t, step_t = (self.sem.cast(x, iv_ty) for x in bounds)
        if negative:
            # range(hi, lo, -s) runs the same iterations as iv in range(lo+1, hi+1, s) mirrored:
            # visit hi - (iv - (lo+1)) ... expressed as ub' - iv + lb' with lb' = lo + 1, ub' = hi.
            lb_t, ub_t = self.sem.add(lb_t, 1), self.sem.add(ub_t, 1)
        names, statics = self._carried(node.body, exclude={node.target.id})
        inits = [self.scope[n] for n in names]
        init_leaves = [x for v in inits for x in flatten(v)[0]]
        body = Block([iv_ty.to_ir()] + [x.type.to_ir() for x in init_leaves])
        before = self.scope
        self.scope = dict(before)
        self._bind_results(names, inits, body.args[1:])
        with self.b.at_end_of(body):
            iv = tensor(body.args[0], iv_ty)
            if negative:
                iv = self.sem.sub(self.sem.add(ub_t, lb_t), self.sem.add(iv, 1))
            self.scope[node.target.id] = iv
            self._loop_body(node.body, names, inits, statics)
        keep = _drop_invariant_args(body, init_leaves)
        kept = [init_leaves[j] for j in keep]
        o = self.b.create("scf.for", [lb_t.handle, ub_t.handle, step_t.handle] + [x.handle for x in kept],
                          [x.type.to_ir() for x in kept], {k: unwrap(v) for k, v in r.hints.items()}, [body])
        self.scope = before
        results = [x.handle for x in init_leaves]
        for j, res in zip(keep, o.results):
            results[j] = res
        self._bind_results(names, inits, results)

    def _loop_body(self, stmts, names, inits, statics):
        """Visit a loop body at the builder's block and yield the carried names' new values."""
        self.loop_depth += 1
        assigned = {}
        self.loop_statics.append((statics, assigned))
        try:
            self.visit_stmts(stmts)
        finally:
            self.loop_depth -= 1
            self.loop_statics.pop()
        self._check_statics(statics, assigned)
        yields = self._check_yields(names, inits, self.scope)
        self.b.create("scf.yield", [y.handle for y in yields], [])

    def _bind_results(self, names, inits, results):
        """Rebind each carried name to its slice of `results` (loop block args or op results)."""
        k = 0
        for n, v in zip(names, inits):
            leaves, st = flatten(v)
            self.scope[n] = unflatten([tensor(results[k + j], x.type) for j, x in enumerate(leaves)], st)
            k += len(leaves)

    def visit_While(self, node):
        if node.orelse:
            raise self.error(node, "while ... else is not supported in a kernel")
        names, statics = self._carried(node.body)
        inits = [self.scope[n] for n in names]
        init_leaves = [x for v in inits for x in flatten(v)[0]]
        types_ = [x.type.to_ir() for x in init_leaves]
        before_blk, after_blk = Block(types_), Block(types_)
        outer, hints = self.scope, {}
        for blk in (before_blk, after_blk):
            self.scope = dict(outer)
            self._bind_results(names, inits, blk.args)
            with self.b.at_end_of(blk):
                if blk is before_blk:
                    cond = self.visit(node.test)
                    if isinstance(cond, tl_condition):
                        hints, cond = cond.hints, cond.condition
                    if not isinstance(cond, tensor):
                        _fail("a while loop's condition must be a tensor computed in the kernel "
                              "(`while True` and other constexpr conditions are not supported)")
                    cond = self.scalar_condition(cond)
                    self.b.create("scf.condition", [cond.handle] + list(blk.args), [])
                else:
                    self._loop_body(node.body, names, inits, statics)
        self.scope = outer
        o = self.b.create("scf.while", [x.handle for x in init_leaves], types_, hints, [before_blk, after_blk])
        self._bind_results(names, inits, o.results)
