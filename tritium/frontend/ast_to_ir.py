"""Python AST -> tile IR.

Walks a kernel's AST evaluating constexpr expressions in Python and building IR for everything
else. Calls to other @jit functions become `tt.func` + `tt.call` (one function per distinct argument
types and constexpr values) and are inlined by `passes/inline.py`. Control flow:
- `if` on a constexpr picks a branch at compile time; on a tensor it builds `scf.if`, carrying out
  the names assigned in both branches;
- `for` over `range`/`tl.range` builds `scf.for`, over `tl.static_range` unrolls;
- `while` builds `scf.while`;
- `return` inside a dynamic `if` turns the rest of the function into the `if`'s branches, so early
  returns stay structured.
Every mistake becomes a CompilationError located at the kernel's line.
"""
from __future__ import annotations

import ast
import builtins as py
import re
import operator
import types

from ..ir import Block, Builder, Func, Module
from . import dtypes as tdt
from .errors import (CompilationError, CompileTimeAssertionFailure, KernelError, StaticAssertFailed,
                     UnsupportedLanguageConstruct)
from .block_pointers import TensorDescSig
from .control_flow import ControlFlow, _contains_return, _type_str, flatten, struct_key, unflatten
from .function import KernelFunction
from .aggregates import BoundMethod, construct as construct_aggregate
from .markers import (must_use_words, is_builtin, is_constexpr_function, condition as tl_condition,
                      range as tl_range, static_range)
from .semantic import Semantic
from .values import composite, constexpr, state, tensor, unwrap
from . import tuples as tltuples


def _fail(msg):
    raise KernelError(msg)


_PY_BUILTINS = {"len", "range", "float", "int", "bool", "isinstance", "getattr", "hasattr", "list", "tuple",
                "min", "max", "print", "abs", "str", "type"}


_PYOPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
          ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod, ast.Pow: operator.pow,
          ast.LShift: operator.lshift, ast.RShift: operator.rshift, ast.BitAnd: operator.and_,
          ast.BitOr: operator.or_, ast.BitXor: operator.xor}


class CodeGenerator(ControlFlow, ast.NodeVisitor):
    def __init__(self, fn: KernelFunction, module: Module, builder: Builder, options: dict,
                 funcs: dict, scope: dict):
        self.fn = fn
        self.module = module
        self.b = builder
        self.options = options
        self.funcs = funcs  # mangled name -> (Func op, return structure, constexpr return)
        self.scope = scope
        self.sem = Semantic(builder, self, options)
        self.loop_depth = 0
        self.loop_statics = []  # per enclosing loop: ({name: non-tensor value before it}, names its body assigns)
        self.ret = None  # the value of the `return` that ended the statement list being visited
        self.pending_constexpr = set()
        self.gscope = fn.globals
        self.nonlocals = fn.nonlocals() if fn.fn.__code__.co_freevars else {}

    # ------------------------------------------------------------------ errors and locations
    def error(self, node, msg, cls=CompilationError) -> CompilationError:
        line = getattr(node, "lineno", None)
        col = getattr(node, "col_offset", 0)
        return cls(msg, self.fn.filename, line, col, self.fn.source_line(line) if line else None,
                   self.fn.__name__, self.relative(line, col) if line else None)

    def relative(self, line, col):
        """(line, col) as Triton reports them: line 1 is the `def`, columns of the dedented source."""
        first = self.fn.src_lines[0] if self.fn.src_lines else ""
        return (line - self.fn.first_line + 1, max(0, col - (len(first) - len(first.lstrip()))))

    def visit(self, node):
        return self.located(node, super().visit, node)

    def located(self, node, fn, *args):
        """Run fn(*args) with `node` as the current location: every error becomes a CompilationError there."""
        saved_loc = self.b.loc
        if hasattr(node, "lineno"):
            self.b.loc = (self.fn.filename, node.lineno, node.col_offset)
        saved_sem = state.semantic
        state.semantic = self.sem
        try:
            return fn(*args)
        except CompilationError:
            raise
        except StaticAssertFailed as e:  # the assertion is the whole story: no chained cause (as Triton)
            raise self.error(node, str(e), CompileTimeAssertionFailure) from None
        except KernelError as e:
            raise self.error(node, str(e)) from e
        except Exception as e:  # a Python error while evaluating kernel code is the kernel's mistake
            raise self.error(node, f"{type(e).__name__}: {e}") from e
        finally:
            state.semantic = saved_sem
            self.b.loc = saved_loc

    def generic_visit(self, node):
        raise self.error(node, f"unsupported Python syntax in a kernel: {type(node).__name__}",
                         UnsupportedLanguageConstruct)

    # ------------------------------------------------------------------ functions
    def generate_body(self, fdef: ast.FunctionDef):
        """Visit the body; returns the returned value (None when the function falls off its end)."""
        ended = self.visit_stmts(fdef.body)
        return self.ret if ended else None

    def visit_stmts(self, stmts) -> bool:
        """Visit a statement list; True when a `return` ended it on every path."""
        for i, st in enumerate(stmts):
            if isinstance(st, ast.Return):
                if self.loop_depth:
                    raise self.error(st, "Cannot have `return` statements inside `while` or `for` statements")
                self.ret = None if st.value is None else self.visit(st.value)
                return True
            if isinstance(st, ast.If) and _contains_return(st):
                return self.located(st, self.visit_if_returning, st, stmts[i + 1:])
            if isinstance(st, (ast.For, ast.While)) and _contains_return(st):
                raise self.error(st, "Cannot have `return` statements inside `while` or `for` statements")
            self.visit(st)
        return False

    def visit_FunctionDef(self, node):
        raise self.error(node, "nested function definitions are not allowed inside a kernel; "
                               "move the helper to module level and decorate it with @tritium.jit")

    # ------------------------------------------------------------------ names
    def lookup(self, name, node):
        if name in self.scope:
            return self.scope[name]
        for table in (self.nonlocals, self.gscope):
            if name in table:
                return self._check_global(name, table[name], node)
        if name in _PY_BUILTINS:
            return getattr(py, name)
        raise self.error(node, f"name '{name}' is not defined")

    def _check_global(self, name, v, node):
        if v is None or isinstance(v, (types.ModuleType, KernelFunction, constexpr, tdt.dtype, type)):
            return v
        if is_builtin(v) or is_constexpr_function(v):
            return v
        if getattr(v, "__module__", "") and str(getattr(v, "__module__", "")).startswith("tritium.language"):
            return v
        if callable(v):
            return v  # reported when called, with a clearer message
        raise self.error(node, f"Cannot access global variable {name} from within a kernel: only globals "
                               f"created as tl.constexpr (`{name} = tl.constexpr(...)`), modules, dtypes and "
                               "@jit functions are visible")

    def visit_Name(self, node):
        if isinstance(node.ctx, ast.Store):
            return node.id
        return self.lookup(node.id, node)

    def visit_Constant(self, node):
        return constexpr(node.value)

    # ------------------------------------------------------------------ assignment
    def sanitize(self, v):
        """Plain assignment materialises numbers as tensors (Triton's rule); constexpr stays only
        under a `: tl.constexpr` annotation."""
        raw = unwrap(v)
        if isinstance(raw, tuple):
            return tltuples.retuple(raw, [self.sanitize(x) for x in raw])
        if raw is None or isinstance(raw, (tensor, tdt.dtype, composite)):
            return raw
        if isinstance(raw, (bool, int, float)):
            return self.sem.to_tensor(raw)
        raise KernelError(f"cannot assign {raw!r} of type {type(raw).__name__} to a variable in a kernel; "
                          "only tensors, numbers, dtypes and tuples can be assigned (annotate with "
                          "`: tl.constexpr` to keep a compile-time value)")

    def assign(self, target, value, node, keep_constexpr=False):
        if isinstance(target, ast.Name):
            self.check_static_rebind(target.id)
            if target.id in self.pending_constexpr:
                keep_constexpr = True
                self.pending_constexpr.discard(target.id)
            if keep_constexpr:
                self.scope[target.id] = value if isinstance(value, tensor) else constexpr(value)
            else:
                self.scope[target.id] = self.sanitize(value)
        elif isinstance(target, (ast.Tuple, ast.List)):
            value = unwrap(value)
            if not isinstance(value, (tuple, list)):
                raise self.error(node, f"cannot unpack non-iterable value of type {_type_str(value)}")
            if any(isinstance(e, ast.Starred) for e in target.elts):
                raise self.error(node, "starred assignment targets are not supported")
            if len(value) != len(target.elts):
                raise self.error(node, f"cannot unpack {len(value)} values into {len(target.elts)} names")
            for t, v in zip(target.elts, value):
                self.assign(t, v, node, keep_constexpr)
        elif isinstance(target, ast.Subscript):
            raise self.error(node, "item assignment (x[i] = ...) is not supported in a kernel; "
                                   "build a new tensor with tl.where or store to memory")
        elif isinstance(target, ast.Attribute):
            raise self.error(node, "attribute assignment is not supported in a kernel")
        else:
            raise self.error(node, f"cannot assign to {type(target).__name__}")

    def visit_Assign(self, node):
        if len(node.targets) != 1:
            raise self.error(node, "chained assignment (a = b = ...) is not supported in a kernel")
        self.assign(node.targets[0], self.visit(node.value), node)

    def visit_AnnAssign(self, node):
        is_cx = False
        try:
            ann = self.visit(node.annotation)
            is_cx = ann is constexpr
        except CompilationError:
            pass
        if not isinstance(node.target, ast.Name):
            raise self.error(node, "annotated assignment needs a plain name")
        if is_cx and node.target.id in self.scope:
            raise self.error(node, f"{node.target.id} is already defined. constexpr cannot be reassigned.")
        if node.value is None:
            if is_cx:
                self.pending_constexpr.add(node.target.id)
            return
        self.assign(node.target, self.visit(node.value), node, keep_constexpr=is_cx)

    def visit_AugAssign(self, node):
        if not isinstance(node.target, ast.Name):
            raise self.error(node, "augmented assignment needs a plain name")
        lhs = self.lookup(node.target.id, node)
        rhs = self.visit(node.value)
        self.assign(node.target, self.binary(node.op, lhs, rhs), node)

    def visit_NamedExpr(self, node):
        v = self.visit(node.value)
        self.assign(node.target, v, node)
        return self.scope[node.target.id]

    # ------------------------------------------------------------------ expressions
    _BINOPS = {ast.Add: "__add__", ast.Sub: "__sub__", ast.Mult: "__mul__", ast.Div: "__truediv__",
               ast.FloorDiv: "__floordiv__", ast.Mod: "__mod__", ast.Pow: "__pow__", ast.LShift: "__lshift__",
               ast.RShift: "__rshift__", ast.BitAnd: "__and__", ast.BitOr: "__or__", ast.BitXor: "__xor__"}
    _SYMBOLS = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.FloorDiv: "//", ast.Mod: "%",
                ast.Pow: "**", ast.LShift: "<<", ast.RShift: ">>", ast.BitAnd: "&", ast.BitOr: "|",
                ast.BitXor: "^", ast.MatMult: "@"}

    def binary(self, op, a, b):
        if type(op) not in self._BINOPS:
            _fail(f"operator {self._SYMBOLS.get(type(op), type(op).__name__)} is not supported in a kernel")
        name = self._BINOPS[type(op)]
        if isinstance(a, tensor) or isinstance(b, tensor):
            if isinstance(op, ast.Pow):
                _fail("** is not supported on tensors; use multiplication or tl.exp/tl.log")
            ua, ub = unwrap(a), unwrap(b)
            if isinstance(ua, tensor):
                r = getattr(ua, name)(ub)
            else:
                r = getattr(ub, name.replace("__", "__r", 1))(ua)
            if r is NotImplemented:
                _fail(f"unsupported operand types for {self._SYMBOLS[type(op)]}: {_type_str(a)} and {_type_str(b)}")
            return r
        ua, ub = unwrap(a), unwrap(b)
        if isinstance(ua, tuple) and isinstance(ub, tuple) and isinstance(op, ast.Add):
            return tltuples.tuple(list(ua) + list(ub))  # concatenation: a tuple, as in Triton
        r = _PYOPS[type(op)](ua, ub)
        return r if isinstance(r, tuple) else constexpr(r)

    def visit_BinOp(self, node):
        a, b = self.visit(node.left), self.visit(node.right)
        return self.binary(node.op, a, b)

    def visit_UnaryOp(self, node):
        v = self.visit(node.operand)
        if isinstance(v, tensor):
            if isinstance(node.op, ast.USub):
                return -v
            if isinstance(node.op, ast.UAdd):
                return v
            if isinstance(node.op, ast.Invert):
                return self.sem.not_(v) if v.dtype.is_int1() else ~v
            if isinstance(node.op, ast.Not):
                return self.sem.not_(v)
        u = unwrap(v)
        ops = {ast.USub: lambda x: -x, ast.UAdd: lambda x: +x, ast.Invert: lambda x: ~x, ast.Not: lambda x: not x}
        try:
            return constexpr(ops[type(node.op)](u))
        except TypeError:  # as Triton: the operator is not implemented on that type (no chained cause)
            sym = {ast.USub: "-", ast.UAdd: "+", ast.Invert: "~", ast.Not: "not"}[type(node.op)]
            raise self.error(node, f"unary operator {sym} is not supported on {type(u).__name__}",
                             UnsupportedLanguageConstruct) from None

    def visit_BoolOp(self, node):
        is_and = isinstance(node.op, ast.And)
        runtime, last = [], None
        for expr in node.values:
            v = self.visit(expr)
            if isinstance(v, tensor):
                runtime.append(v)
                continue
            last = v
            truth = bool(unwrap(v))
            if is_and and not truth:
                return v
            if not is_and and truth:
                return v
        if not runtime:
            return last
        out = runtime[-1]
        for v in reversed(runtime[:-1]):
            out = self.sem.logical_and(v, out) if is_and else self.sem.logical_or(v, out)
        return out

    _CMP = {ast.Eq: "__eq__", ast.NotEq: "__ne__", ast.Lt: "__lt__", ast.LtE: "__le__", ast.Gt: "__gt__",
            ast.GtE: "__ge__"}
    _CMP_REFLECT = {ast.Eq: "__eq__", ast.NotEq: "__ne__", ast.Lt: "__gt__", ast.LtE: "__ge__", ast.Gt: "__lt__",
                    ast.GtE: "__le__"}

    def compare(self, op, a, b):
        ua, ub = unwrap(a), unwrap(b)
        if isinstance(op, (ast.Is, ast.IsNot)):
            return constexpr((ua is ub) == isinstance(op, ast.Is))
        if isinstance(op, (ast.In, ast.NotIn)):
            if isinstance(ua, tensor) or isinstance(ub, tensor):
                _fail("`in` is not supported on tensors")
            return constexpr((ua in ub) == isinstance(op, ast.In))
        if isinstance(ua, tensor):
            return getattr(ua, self._CMP[type(op)])(ub)
        if isinstance(ub, tensor):
            return getattr(ub, self._CMP_REFLECT[type(op)])(ua)
        return constexpr(getattr(__import__("operator"), self._CMP[type(op)].strip("_"))(ua, ub))

    def visit_Compare(self, node):
        left = self.visit(node.left)
        results = []
        for op, right_node in zip(node.ops, node.comparators):
            right = self.visit(right_node)
            results.append(self.compare(op, left, right))
            left = right
        if len(results) == 1:
            return results[0]
        runtime = [r for r in results if isinstance(r, tensor)]
        if any(not unwrap(r) for r in results if not isinstance(r, tensor)):
            return constexpr(False)
        if not runtime:
            return constexpr(True)
        out = runtime[0]
        for r in runtime[1:]:
            out = self.sem.logical_and(out, r)
        return out

    def visit_IfExp(self, node):
        cond = self.visit(node.test)
        if not isinstance(cond, tensor):
            return self.visit(node.body if unwrap(cond) else node.orelse)
        cond = self.scalar_condition(cond)
        blocks, vals = [], []
        for branch in (node.body, node.orelse):
            blk = Block()
            with self.b.at_end_of(blk):
                vals.append(self.visit(branch))
            blocks.append(blk)
        if all(unwrap(v) is None for v in vals):  # `f(x) if c else g(x)` for the calls' effects only
            for blk in blocks:
                with self.b.at_end_of(blk):
                    self.b.create("scf.yield", [], [])
            self.b.create("scf.if", [cond.handle], [], {}, blocks)
            return None
        if any(unwrap(v) is None for v in vals):
            _fail("Ternary expression with dynamic condition: one branch has a value and the other has none")
        for i, (blk, v) in enumerate(zip(blocks, vals)):
            with self.b.at_end_of(blk):
                vals[i] = self.sem.to_tensor(v)
        if vals[0].type != vals[1].type:
            _fail(f"Ternary expression with dynamic condition has inconsistent types {vals[0].type!r} "
                  f"and {vals[1].type!r}")
        for blk, v in zip(blocks, vals):
            with self.b.at_end_of(blk):
                self.b.create("scf.yield", [v.handle], [])
        o = self.b.create("scf.if", [cond.handle], [vals[0].type.to_ir()], {}, blocks)
        return tensor(o.result, vals[0].type)

    def visit_Tuple(self, node):
        out = []
        for e in node.elts:
            if isinstance(e, ast.Starred):
                v = unwrap(self.visit(e.value))
                out.extend(v)
            else:
                out.append(self.visit(e))
        return tltuples.tuple(out)

    visit_List = visit_Tuple

    def visit_ListComp(self, node):
        """`[f(v) for v in t if cond]` over a tuple or a constexpr range: unrolled at compile time into a
        tuple (as Triton does); the conditions must be constexpr."""
        out, saved = [], self.scope
        self.scope = dict(saved)  # comprehension variables do not leak into the kernel's scope

        def bind(target, v):
            if isinstance(target, ast.Name):
                self.scope[target.id] = v if isinstance(v, (tensor, constexpr, tuple, composite)) else constexpr(v)
            elif isinstance(target, (ast.Tuple, ast.List)):
                v = unwrap(v)
                if not isinstance(v, tuple) or len(v) != len(target.elts):
                    _fail(f"cannot unpack {_type_str(v)} into {len(target.elts)} names in a comprehension")
                for t, x in zip(target.elts, v):
                    bind(t, x)
            else:
                _fail(f"unsupported comprehension target: {type(target).__name__}")

        def gen(i):
            if i == len(node.generators):
                out.append(self.visit(node.elt))
                return
            g = node.generators[i]
            it = unwrap(self.visit(g.iter))
            if isinstance(it, static_range):
                it = range(*[unwrap(a) for a in it.args])
            if isinstance(it, tensor) or not hasattr(it, "__iter__"):
                _fail(f"a comprehension in a kernel iterates over a tuple or a constexpr range, not {_type_str(it)}")
            for v in it:
                bind(g.target, v)
                keep = True
                for cond in g.ifs:
                    c = self.visit(cond)
                    if isinstance(c, tensor):
                        _fail("the condition of a comprehension in a kernel must be a constexpr")
                    keep = keep and bool(unwrap(c))
                if keep:
                    gen(i + 1)
        try:
            gen(0)
        finally:
            self.scope = saved
        return tltuples.tuple(out)

    def visit_Slice(self, node):
        part = lambda n: None if n is None else unwrap(self.visit(n))  # noqa: E731
        return slice(part(node.lower), part(node.upper), part(node.step))

    def visit_Subscript(self, node):
        v = self.visit(node.value)
        idx = self.visit(node.slice)
        idx = tuple(unwrap(i) for i in idx) if isinstance(idx, tuple) else unwrap(idx)
        if isinstance(v, tensor):
            return self.sem.subscript(v, idx)
        if isinstance(idx, tensor) or (isinstance(idx, tuple) and any(isinstance(i, tensor) for i in idx)):
            _fail("a tuple or constant can only be indexed by a constexpr")
        r = unwrap(v)[idx]
        return r if isinstance(r, (tensor, constexpr, tuple)) else constexpr(r)

    def visit_Attribute(self, node):
        v = self.visit(node.value)
        if node.attr == "type" and isinstance(v, constexpr):  # Triton: a constexpr's type is constexpr_type
            return tltuples.constexpr_type(v.value)
        if node.attr == "type" and not hasattr(v, "type"):  # tuple_type of a plain/named tuple
            return tltuples.type_of(v)
        # `.value` of a constexpr is what it wraps (Triton keeps this for code written when @jit
        # callees received constexpr objects: `dtype.value.is_floating()`); on anything else it is
        # the object's own attribute
        r = v.value if node.attr == "value" and isinstance(v, constexpr) else getattr(unwrap(v), node.attr)
        if isinstance(r, KernelFunction) and isinstance(v, tensor):  # a @jit tensor member (_tensor_member_fn)
            return BoundMethod(r, v)
        return constexpr(r) if isinstance(r, (bool, int, float, str)) else r

    def visit_JoinedStr(self, node):
        parts = []
        for v in node.values:
            if isinstance(v, ast.Constant):
                parts.append(str(v.value))
            else:
                x = self.visit(v.value)
                if isinstance(x, tensor):
                    _fail("f-strings in kernels may only format constexpr values, found a tensor")
                x = unwrap(x)
                parts.append(repr(x) if v.conversion == ord("r") else str(x))
        return constexpr("".join(parts))

    def visit_Expr(self, node):
        if isinstance(node.value, ast.Constant):
            return  # docstring or bare constant
        if isinstance(node.value, ast.Call):  # @must_use_result functions called for nothing
            callee = self._callee_or_none(node.value.func)
            words = must_use_words(getattr(callee, "__func__", callee))
            if words is None and callee is not None:
                words = must_use_words(getattr(callee, "fn", None))
            if words is not None:
                name = ast.unparse(node.value.func)
                _fail(f"The result of {name} is not being used." + (f" {words}" if words else ""))
        self.visit(node.value)

    def _callee_or_none(self, func):
        """What a call's function expression names, when that is cheap and safe to evaluate."""
        try:
            return self.visit(func) if isinstance(func, (ast.Name, ast.Attribute)) else None
        except Exception:  # noqa: BLE001 - not resolvable here: the call itself will say why
            return None

    def visit_Pass(self, node):
        pass

    # ------------------------------------------------------------------ calls
    def visit_Call(self, node):
        fn = self.visit(node.func)
        args = []
        for a in node.args:
            if isinstance(a, ast.Starred):
                v = unwrap(self.visit(a.value))
                if not isinstance(v, (tuple, list)):
                    _fail("*args in a kernel call must be a tuple")
                args.extend(v)
            else:
                args.append(self.visit(a))
        kwargs = {}
        for k in node.keywords:
            if k.arg is None:
                kwargs.update(unwrap(self.visit(k.value)))
            else:
                kwargs[k.arg] = self.visit(k.value)
        return self.call(fn, args, kwargs, node)

    def call(self, fn, args, kwargs, node):
        wrapped = isinstance(fn, constexpr)
        fn = unwrap(fn)
        if isinstance(fn, KernelFunction):
            return self.call_function(fn, args, kwargs)
        if is_builtin(fn):
            return fn(*args, **kwargs)
        if is_constexpr_function(fn) or getattr(fn, "__module__", None) == "math":
            if any(isinstance(unwrap(a), tensor) for a in list(args) + list(kwargs.values())):
                _fail(f"{getattr(fn, '__name__', fn)} runs at compile time and takes constexpr arguments only")
            return constexpr(fn(*[unwrap(a) for a in args], **{k: unwrap(v) for k, v in kwargs.items()}))
        if getattr(fn, "__self__", None) is not None and isinstance(fn.__self__, (tensor, tdt.dtype, str, tuple)):
            r = fn(*[unwrap(a) if not isinstance(fn.__self__, tensor) else a for a in args], **kwargs)
            return r if isinstance(r, (tensor, tuple, constexpr, tdt.dtype)) or r is None else constexpr(r)
        if isinstance(fn, BoundMethod):  # an aggregate's @jit method: the aggregate is its first argument
            return self.call_function(fn.fn, [fn.obj] + list(args), kwargs)
        if isinstance(fn, type) and getattr(fn, "__tritium_aggregate__", False):
            return construct_aggregate(fn, args, kwargs, lambda v: self.sem.to_tensor(unwrap(v)))
        if fn is tl_condition:  # the condition stays a tensor, the hint a Python value
            return fn(*args[:1], *[unwrap(a) for a in args[1:]], **{k: unwrap(v) for k, v in kwargs.items()})
        if isinstance(fn, type) and (issubclass(fn, (tdt.dtype, constexpr, tl_range, static_range))):
            return fn(*[unwrap(a) for a in args], **{k: unwrap(v) for k, v in kwargs.items()})
        if getattr(fn, "__module__", None) == "builtins" and getattr(fn, "__name__", "") in _PY_BUILTINS:
            return self.call_python_builtin(fn, args, kwargs)
        if tltuples.is_namedtuple_class(fn) or fn is tltuples.tuple:  # a tuple built in the kernel
            return fn(*args, **kwargs)
        if fn in (tltuples.constexpr_type, tltuples.tuple_type):  # types, compared with `.type`
            return fn(*[unwrap(a) for a in args], **{k: unwrap(v) for k, v in kwargs.items()})
        if wrapped and callable(fn):
            return self.call_constexpr_callable(fn, args, kwargs)
        name = getattr(fn, "__qualname__", getattr(fn, "__name__", repr(fn)))
        _fail(f"cannot call {name} from a kernel: only @tritium.jit functions, tl builtins and Python's "
              f"{', '.join(sorted(_PY_BUILTINS - {'range'}))} can be called (decorate {name} with @tritium.jit)")

    @staticmethod
    def call_constexpr_callable(fn, args, kwargs):
        """A Python callable wrapped in a constexpr (`@tl.constexpr def helper(...)`, or a global
        `tl.constexpr(f)`) runs while compiling, as Triton runs it: on the arguments as the kernel
        holds them (constexprs stay constexpr objects, tensors stay tensors), its result a constexpr
        unless it is a tensor, a tuple, a dtype or None."""
        r = fn(*args, **kwargs)
        return r if isinstance(r, (tensor, tuple, constexpr, tdt.dtype, composite)) or r is None else constexpr(r)

    def call_python_builtin(self, fn, args, kwargs):
        name = fn.__name__
        if name in ("min", "max"):
            if not any(isinstance(unwrap(a), tensor) for a in args):
                return constexpr(fn(*[unwrap(a) for a in args]))
            if len(args) < 2:
                _fail(f"{name} requires at least 2 values")
            out = args[0]
            for a in args[1:]:
                out = self.sem.minimum(out, a) if name == "min" else self.sem.maximum(out, a)
            return out
        if name == "print":
            prefix = unwrap(args[0]) if args and isinstance(unwrap(args[0]), str) else ""
            rest = args[1:] if args and isinstance(unwrap(args[0]), str) else args
            if not any(isinstance(unwrap(a), tensor) for a in rest):
                print(prefix, *[unwrap(a) for a in rest])
                return None
            self.sem.device_print(prefix, [unwrap(a) for a in rest], unwrap(kwargs.get("hex", False)))
            return None
        if name == "abs":
            a = unwrap(args[0])
            return self.sem.abs(a) if isinstance(a, tensor) else constexpr(abs(a))
        if name == "len":
            a = unwrap(args[0])
            if isinstance(a, tensor):
                if not a.type.is_block():
                    _fail("len() of a scalar tensor")
                return constexpr(a.type.shape[0])
            return constexpr(len(a))
        if name in ("tuple", "list"):
            return tltuples.tuple(unwrap(args[0])) if args else tltuples.tuple()
        if any(isinstance(unwrap(a), tensor) for a in args) and name in ("int", "float", "bool", "str"):
            _fail(f"{name}() cannot convert a tensor at compile time; use .to(tl.<dtype>)")
        r = fn(*[unwrap(a) for a in args], **{k: unwrap(v) for k, v in kwargs.items()})
        return r if isinstance(r, (tensor, tuple)) else constexpr(r)

    def call_function(self, fn: KernelFunction, args, kwargs=None):
        """Call a @jit function: specialise it on its constexpr arguments and argument types."""
        kwargs = kwargs or {}
        bound = {}
        if len(args) > len(fn.params):
            _fail(f"{fn.__name__}() takes {len(fn.params)} arguments but {len(args)} were given")
        for p, a in zip(fn.params, args):
            bound[p.name] = a
        for k, v in kwargs.items():
            if k not in fn.arg_names:
                _fail(f"{fn.__name__}() got an unexpected keyword argument '{k}'")
            if k in bound:
                _fail(f"{fn.__name__}() got multiple values for argument '{k}'")
            bound[k] = v
        for p in fn.params:
            if p.name not in bound:
                if not p.has_default:
                    _fail(f"{fn.__name__}() missing required argument '{p.name}'")
                bound[p.name] = constexpr(p.default)
        runtime, key_parts = [], []
        # Triton's interpreter runs helpers as Python, so noinline means nothing there
        if fn.noinline and not self.options.get("interpret") and any(isinstance(x, tensor) and x.type.is_block()
                               for v in bound.values() for x in flatten(v)[0]):
            _fail(f"Function {fn.__name__} is marked noinline, but was called with a non-scalar argument")
        for p in fn.params:
            v = bound[p.name]
            leaves, st = flatten(v)
            # a tensor passed for a `tl.constexpr` parameter stays a runtime value: as in Triton, what
            # the caller passes, not the annotation, decides (the fused-attention tutorial does this)
            for x in leaves:
                if isinstance(x, tensor):
                    runtime.append(x)
                    key_parts.append(x.type.mangle() if not x.type.is_block() else
                                     f"{x.dtype.mangle()}S{'_'.join(map(str, x.type.shape))}S")
                else:
                    key_parts.append("c" + repr(unwrap(x)))
            skey = struct_key(st)  # block shapes of block pointers / descriptors
            if skey:
                key_parts.append(skey)
        mangled = f"{fn.__name__}__{'_'.join(key_parts)}"
        mangled = re.sub(r"[^A-Za-z0-9_]", "_", mangled)
        key = (id(fn), mangled)
        if key not in self.funcs:
            self.funcs[key] = None  # recursion guard
            try:
                self.funcs[key] = generate_function(fn, bound, self.module, self.options, self.funcs,
                                                    name=f"{mangled}_{len(self.funcs)}" if len(mangled) < 200
                                                    else f"{fn.__name__}_{len(self.funcs)}")
            except CompilationError as e:
                # the likely cause, said at the call: a tensor where the helper declares a constexpr
                cx = [p.name for p in fn.params if p.is_constexpr
                      and any(isinstance(x, tensor) for x in flatten(bound[p.name])[0])]
                if not cx:
                    # Triton's chain: the error at the call site, caused by the error in the callee
                    fname, line, col = self.b.loc if self.b.loc else (self.fn.filename, None, 0)
                    if line is None:
                        raise
                    raise e.called_from(self.fn.__name__, self.relative(line, col), fname, line) from e
                _fail(f"argument '{cx[0]}' of {fn.__name__} is a tl.constexpr parameter but received a tensor, "
                      f"and {fn.__name__} does not compile with it: {e.message} (line {e.lineno})")
        entry = self.funcs[key]
        if entry is None:
            _fail(f"recursive call to {fn.__name__} is not supported")
        func_op, struct, const_ret = entry
        if const_ret is not None:
            return const_ret[0]
        res_types = func_op.attrs.get("result_types", [])
        o = self.b.create("tt.call", [x.handle for x in runtime], res_types, {"callee": func_op.attrs["sym_name"]})
        if struct is None:
            return None
        leaves = [tensor(r, t) for r, t in zip(o.results, struct[1])]
        return unflatten(leaves, struct[0])

    def visit_Assert(self, node):
        cond = self.visit(node.test)
        msg = "" if node.msg is None else str(unwrap(self.visit(node.msg)))
        if not isinstance(cond, tensor):
            if not unwrap(cond):
                _fail(f"assertion failed at compile time: {msg}" if msg else "assertion failed at compile time")
            return
        if self.options.get("debug"):
            self.sem.device_assert(cond, msg or ast.unparse(node.test))

    def _unsupported(self, node):
        raise self.error(node, f"unsupported AST node type: {type(node).__name__}", UnsupportedLanguageConstruct)

    visit_Break = visit_Continue = visit_Lambda = visit_Dict = visit_Set = _unsupported
    visit_GeneratorExp = visit_DictComp = visit_SetComp = visit_Try = visit_Raise = visit_Delete = _unsupported
    visit_Global = visit_Nonlocal = visit_Import = visit_ImportFrom = visit_ClassDef = visit_With = _unsupported
    visit_Yield = visit_YieldFrom = visit_Await = visit_AsyncFor = visit_AsyncWith = visit_Match = _unsupported


def generate_function(fn: KernelFunction, bound: dict, module: Module, options: dict, funcs: dict,
                      name: str, visibility="private"):
    """Build one tt.func for `fn` with `bound` argument values (tensors become parameters)."""
    fdef = fn.parse()
    leaves_per_param, arg_types = {}, []
    for p in fn.params:
        leaves, st = flatten(bound[p.name])
        leaves_per_param[p.name] = (leaves, st)
        arg_types += [x.type for x in leaves if isinstance(x, tensor)]
    body = Block([t.to_ir() for t in arg_types])
    func = Func([], [], {"sym_name": name, "visibility": visibility}, [body])
    func.loc = (fn.filename, fdef.lineno, fdef.col_offset)
    module.body.append(func)
    scope, k = {}, 0
    for p in fn.params:
        leaves, st = leaves_per_param[p.name]
        new = []
        for x in leaves:
            if isinstance(x, tensor):
                new.append(tensor(body.args[k], x.type))
                k += 1
            else:
                new.append(x if isinstance(x, constexpr) else constexpr(x))
        scope[p.name] = unflatten(new, st)
    builder = Builder(body)
    gen = CodeGenerator(fn, module, builder, options, funcs, scope)
    saved = state.semantic
    state.semantic = gen.sem
    try:
        ret = gen.generate_body(fdef)
        with builder.at_end_of(body):
            builder.loc = (fn.filename, fdef.body[-1].lineno, 0)
            if ret is None:
                builder.create("tt.return", [], [])
                return func, None, None
            leaves, st = flatten(ret)
            if all(not isinstance(x, tensor) for x in leaves):
                builder.create("tt.return", [], [])
                return func, None, (ret if isinstance(ret, (constexpr, tuple)) else constexpr(ret),)
            tensors = [x if isinstance(x, tensor) else gen.sem.to_tensor(unwrap(x)) for x in leaves]
            builder.create("tt.return", [x.handle for x in tensors], [])
            func.attrs["result_types"] = [x.type.to_ir() for x in tensors]
            return func, (st, [x.type for x in tensors]), None
    finally:
        state.semantic = saved


def _placeholder(sig):
    """A kernel parameter's stand-in while building its function: typed tensors, nested like the argument."""
    if isinstance(sig, TensorDescSig):  # a host TensorDescriptor: a descriptor of placeholders
        return sig.placeholder(_placeholder)
    if isinstance(sig, tuple):
        return tltuples.retuple(sig, [_placeholder(s) for s in sig])
    return sig if isinstance(sig, constexpr) else tensor(None, sig)


def _is_const_annotation(ann) -> bool:
    if isinstance(ann, str):
        return ann.replace(" ", "").split(".")[-1] == "const"
    return isinstance(ann, type) and ann.__name__ == "const" and ann.__module__.startswith("tritium.language")


def generate_kernel(fn: KernelFunction, signature: dict, constexprs: dict, options: dict | None = None,
                    name: str | None = None) -> Module:
    """Build the module for a kernel: `signature` maps runtime parameter names to tl dtypes,
    `constexprs` maps the others to their values."""
    options = options or {}
    module = Module([], [], {}, [Block()])
    bound = {}
    for p in fn.params:
        if p.name in constexprs:
            bound[p.name] = constexpr(constexprs[p.name])
        elif p.name in signature:
            sig = signature[p.name]
            if _is_const_annotation(p.annotation) and isinstance(sig, tdt.pointer_type) and not sig.const:
                sig = tdt.pointer_type(sig.element_ty, sig.address_space, const=True)  # `x_ptr: tl.const`
            bound[p.name] = _placeholder(sig)
        else:
            raise CompilationError(f"kernel {fn.__name__}: no type or value given for parameter '{p.name}'")
    generate_function(fn, bound, module, options, {}, name=name or fn.__name__, visibility="public")
    return module

