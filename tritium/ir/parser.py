"""Parser: `.ttir` text -> IR, so a cached or hand-edited stage can be resumed. Inverse of printer.py."""
from __future__ import annotations

import re

from .core import OPS, Block, Operation, clone_op
from .ops import Func, Module
from .types import FLOAT_BITS, FloatType, IntType, MemDescType, PtrType, TensorMapType, TensorType, Type


class ParseError(Exception):
    pass


_WS = re.compile(r"\s*")
_TOKEN = re.compile(r"""
    (?P<value>%[A-Za-z0-9_]+)
  | (?P<symbol>@[A-Za-z0-9_.$]+)
  | (?P<string>"(?:[^"\\]|\\.)*")
  | (?P<number>-?(?:(?:inf|nan)\b|\d+(?:\.\d*)?(?:[eE][+-]?\d+)?))
  | (?P<ident>[A-Za-z_!^][A-Za-z0-9_.]*)
  | (?P<punct>->|[=,:(){}\[\]<>])
""", re.X)


class _Parser:
    def __init__(self, text: str):
        self.text = text
        self.pos = 0
        self.scopes: list[dict] = [{}]
        self.layouts: dict = {}  # ttgir layout aliases: name -> Layout

    def parse_layout_aliases(self):
        """`#blocked = #ttg.blocked<{sizePerThread = [1, 4], ...}>` lines before the module."""
        from .layouts import parse_layout
        alias = re.compile(r"#([A-Za-z_][A-Za-z0-9_]*)\s*=\s*#ttg\.([a-z_]+)<\{")
        while True:
            self._skip()
            m = alias.match(self.text, self.pos)
            if not m:
                return
            self.pos = m.end()
            params = {}
            while not self.accept("}"):
                key = self.next()[1]
                self.expect("=")
                self._skip()
                ref = re.compile(r"#([A-Za-z_][A-Za-z0-9_]*)").match(self.text, self.pos)
                if ref:
                    if ref.group(1) not in self.layouts:
                        self.fail(f"layout #{ref.group(1)} used before its definition")
                    self.pos = ref.end()
                    params[key] = self.layouts[ref.group(1)]
                else:
                    params[key] = self.parse_attr()
                self.accept(",")
            self.expect(">")
            try:
                self.layouts[m.group(1)] = parse_layout(m.group(2), params)
            except (KeyError, ValueError, TypeError) as e:
                self.fail(f"bad layout #{m.group(1)}: {e}")

    # ---- lexing
    def _skip(self):
        while True:
            self.pos = _WS.match(self.text, self.pos).end()
            if self.text.startswith("//", self.pos):
                nl = self.text.find("\n", self.pos)
                self.pos = len(self.text) if nl < 0 else nl
            else:
                return

    def peek(self):
        self._skip()
        m = _TOKEN.match(self.text, self.pos)
        return (m.lastgroup, m.group()) if m else (None, "")

    def next(self):
        self._skip()
        m = _TOKEN.match(self.text, self.pos)
        if not m:
            self.fail("unexpected text")
        self.pos = m.end()
        return m.lastgroup, m.group()

    def expect(self, tok: str):
        kind, t = self.next()
        if t != tok:
            self.fail(f"expected {tok!r}, found {t!r}")

    def accept(self, tok: str) -> bool:
        if self.peek()[1] == tok:
            self.next()
            return True
        return False

    def fail(self, msg):
        line = self.text.count("\n", 0, self.pos) + 1
        raise ParseError(f"line {line}: {msg}")

    # ---- types
    def parse_type(self) -> Type:
        self._skip()
        if self.text.startswith("!tt.ptr<", self.pos):
            self.pos += len("!tt.ptr<")
            pointee = self.parse_type()
            space = 1
            if self.accept(","):
                space = int(self.next()[1])
            self.expect(">")
            return PtrType(pointee, space)
        if self.text.startswith("!ttng.tensormap", self.pos):
            self.pos += len("!ttng.tensormap")
            return TensorMapType()
        if self.text.startswith("tensor<", self.pos) or self.text.startswith("!ttg.memdesc<", self.pos):
            memdesc = self.text.startswith("!ttg.memdesc<", self.pos)
            self.pos += len("!ttg.memdesc<" if memdesc else "tensor<")
            m = re.compile(r"((?:\d+x)+)").match(self.text, self.pos)
            if not m:
                self.fail("tensor type needs a shape")
            shape = tuple(int(d) for d in m.group(1)[:-1].split("x"))
            self.pos = m.end()
            elem = self.parse_type()
            layout = None
            if self.accept(","):
                self._skip()
                m = re.compile(r"#([A-Za-z_][A-Za-z0-9_]*)").match(self.text, self.pos)
                if not m or m.group(1) not in self.layouts:
                    self.fail("expected a layout alias defined at the top (#blocked, ...)")
                self.pos = m.end()
                layout = self.layouts[m.group(1)]
            self.expect(">")
            return MemDescType(shape, elem, layout) if memdesc else TensorType(shape, elem, layout)
        m = re.compile(r"i(\d+)\b|(" + "|".join(sorted(FLOAT_BITS, key=len, reverse=True)) + r")\b").match(self.text, self.pos)
        if not m:
            self.fail("expected a type")
        self.pos = m.end()
        return IntType(int(m.group(1))) if m.group(1) else FloatType(m.group(2))

    def parse_type_list(self) -> list[Type]:
        if not self.accept("("):
            return [self.parse_type()]
        out = []
        if not self.accept(")"):
            out.append(self.parse_type())
            while self.accept(","):
                out.append(self.parse_type())
            self.expect(")")
        return out

    # ---- attributes
    def parse_attr(self):
        kind, t = self.next()
        if kind == "number":
            return int(t) if re.fullmatch(r"-?\d+", t) else float(t)
        if kind == "string":
            import json  # (imported when first needed: importing the parser stays cheap)
            return json.loads(t)
        if t in ("true", "false"):
            return t == "true"
        if t == "[":
            out = []
            if not self.accept("]"):
                out.append(self.parse_attr())
                while self.accept(","):
                    out.append(self.parse_attr())
                self.expect("]")
            return out
        self.fail(f"bad attribute {t!r}")

    def parse_attr_dict(self) -> dict:
        attrs = {}
        self.expect("{")
        if self.accept("}"):
            return attrs
        while True:
            key = self.next()[1]
            self.expect("=")
            attrs[key] = self.parse_attr()
            if not self.accept(","):
                break
        self.expect("}")
        return attrs

    def parse_loc(self):
        self._skip()
        m = re.compile(r'loc\(("(?:[^"\\]|\\.)*"):(\d+):(\d+)\)').match(self.text, self.pos)
        if not m:
            return None
        self.pos = m.end()
        import json  # (imported when first needed: importing the parser stays cheap)
        return (json.loads(m.group(1)), int(m.group(2)), int(m.group(3)))

    # ---- values
    def define(self, name: str, v, at: int | None = None):
        if name in self.scopes[-1]:
            if at is not None:
                self.pos = at
            self.fail(f"{name} defined twice")
        self.scopes[-1][name] = v

    def lookup(self, name: str):
        for s in reversed(self.scopes):
            if name in s:
                return s[name]
        self.fail(f"use of undefined value {name}")

    # ---- structure
    def parse_region(self) -> Block:
        self.expect("{")
        block = Block()
        self.scopes.append({})
        if self.peek()[1].startswith("^"):
            self.next()
            self.expect("(")
            if not self.accept(")"):
                while True:
                    name = self.next()[1]
                    self.expect(":")
                    self.define(name, block.add_arg(self.parse_type()))
                    if not self.accept(","):
                        break
                self.expect(")")
            self.expect(":")
        while not self.accept("}"):
            block.append(self.parse_op())
        self.scopes.pop()
        return block

    def parse_func(self) -> Func:
        visibility = self.next()[1]
        sym = self.next()[1][1:]
        self.expect("(")
        block = Block()
        names = []
        if not self.accept(")"):
            while True:
                names.append(self.next()[1])
                self.expect(":")
                block.add_arg(self.parse_type())
                if not self.accept(","):
                    break
            self.expect(")")
        attrs = {"sym_name": sym, "visibility": visibility}
        if self.accept("->"):
            attrs["result_types"] = self.parse_type_list()
        if self.peek()[1] == "attributes":
            self.next()
            attrs.update(self.parse_attr_dict())
        loc = self.parse_loc()
        self.expect("{")
        self.scopes.append(dict(zip(names, block.args)))
        while not self.accept("}"):
            block.append(self.parse_op())
        self.scopes.pop()
        return Func([], [], attrs, [block], loc=loc)

    def parse_op(self) -> Operation:
        kind, t = self.peek()
        if t == "module":
            self.next()
            self.expect("{")
            body = Block()
            while not self.accept("}"):
                body.append(self.parse_op())
            return Module([], [], {}, [body])
        if t == "tt.func":
            self.next()
            return self.parse_func()
        results = []
        self._skip()
        start = self.pos
        if kind == "value":
            results.append(self.next()[1])
            while self.accept(","):
                results.append(self.next()[1])
            self.expect("=")
        kind, name = self.next()
        if name not in OPS:
            self.fail(f"unknown op {name!r}")
        operands = []
        if self.peek()[0] == "value":
            operands.append(self.lookup(self.next()[1]))
            while self.accept(","):
                operands.append(self.lookup(self.next()[1]))
        attrs = self.parse_attr_dict() if self.peek()[1] == "{" else {}
        self.expect(":")
        in_types = self.parse_type_list()
        self.expect("->")
        out_types = self.parse_type_list()
        if len(in_types) != len(operands) or len(out_types) != len(results):
            self.fail(f"{name}: operand/result counts do not match their types")
        for v, ty in zip(operands, in_types):
            if v.type != ty:
                self.fail(f"{name}: operand typed {ty} but defined as {v.type}")
        loc = self.parse_loc()
        regions = []
        while self.peek()[1] == "{":
            regions.append(self.parse_region())
        o = OPS[name](operands, out_types, attrs, regions, loc=loc)
        for n, r in zip(results, o.results):
            self.define(n, r, at=start)
        return o


# the module the last remembered text was printed from (a copy): the next stage of a compile reads
# its input as text, and in the process that printed it a copy of the module is the same IR at a
# fraction of the parse (a 17 KB ttir: 40 ms to parse, 0.5 ms to copy)
_remembered: dict = {}


def remember(text: str, module: Operation) -> str:
    """Note that `text` is `module` printed: `parse_ir(text)` then copies the module instead of
    parsing (a copy is kept: later changes to `module` do not reach it). Returns `text`."""
    copy = clone_op(module, {})
    _remembered.clear()
    _remembered[text] = copy
    return text


def parse_ir(text: str) -> Operation:
    known = _remembered.get(text)
    if known is not None:
        return clone_op(known, {})
    p = _Parser(text)
    p.parse_layout_aliases()
    o = p.parse_op()
    p._skip()
    if p.pos != len(text):
        p.fail("trailing text")
    return o


def parse_type(text: str) -> Type:
    """One type from its printed form, e.g. `tensor<4x8xf32>`."""
    return _Parser(text).parse_type()
