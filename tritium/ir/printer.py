"""Printer: IR -> text. The text is the `.ttir` stage artifact and what `parser.py` reads back.

Grammar (one form for every op, except module and func which read like MLIR):
    [%r, ... =] op.name [%a, ...] [{key = attr, ...}] : (operand types) -> (result types) [loc(...)] [{region}]*
    region: `{` [^bb(%x: type, ...):] op* `}`
"""
from __future__ import annotations

import math

from .core import Block, Operation
from .ops import Func, Module
from .types import MemDescType, TensorType


def format_attr(v) -> str:
    if hasattr(v, "item") and not isinstance(v, (list, tuple, str)):
        v = v.item()  # NumPy scalars print as the Python numbers they hold
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        if math.isnan(v):
            return "nan"
        return repr(v)  # repr round-trips every float exactly; 'inf'/'-inf' included
    if isinstance(v, str):
        import json  # (imported when first needed: defining a kernel imports this module, printing is rarer)
        return json.dumps(v)
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(format_attr(x) for x in v) + "]"
    raise TypeError(f"cannot print attribute {v!r}")




class Printer:
    def __init__(self, with_locs: bool = False):
        self.names: dict = {}
        self.next_id = 0
        self.lines: list[str] = []
        self.with_locs = with_locs
        self.layout_names: dict = {}  # ttgir: layout -> alias, defined at the top of the text
        self.alias_counts: dict = {}

    def ty(self, t) -> str:
        return t.spell(self.layout_alias) if isinstance(t, (TensorType, MemDescType)) else str(t)

    def types(self, ts) -> str:
        return "(" + ", ".join(self.ty(t) for t in ts) + ")"

    def layout_alias(self, layout) -> str:
        name = self.layout_names.get(layout)
        if name is None:
            from .layouts import Layout, alias_base  # (only ttgir has layouts: ttir printing never needs them)
            for p in layout.params().values():  # parents first
                if isinstance(p, Layout):
                    self.layout_alias(p)
            base = alias_base(layout)
            k = self.alias_counts.get(base, 0)
            self.alias_counts[base] = k + 1
            name = self.layout_names[layout] = base if k == 0 else f"{base}{k}"
        return name

    def alias_lines(self) -> list[str]:
        if not self.layout_names:
            return []
        from .layouts import format_layout
        return [f"#{n} = {format_layout(lay, self.layout_alias)}" for lay, n in self.layout_names.items()]

    def name(self, v) -> str:
        if id(v) not in self.names:
            self.names[id(v)] = f"%{self.next_id}"
            self.next_id += 1
        return self.names[id(v)]

    def emit(self, depth, text):
        self.lines.append("  " * depth + text)

    def loc(self, o: Operation) -> str:
        if not self.with_locs or o.loc is None:
            return ""
        f, line, col = o.loc
        import json
        return f" loc({json.dumps(f)}:{line}:{col})"

    def block_header(self, b: Block, depth):
        if b.args:
            self.emit(depth, "^bb(" + ", ".join(f"{self.name(a)}: {self.ty(a.type)}" for a in b.args) + "):")

    def print_op(self, o: Operation, depth: int):
        if isinstance(o, Module):
            self.emit(depth, "module {")
            for f in o.body.ops:
                self.print_op(f, depth + 1)
            self.emit(depth, "}")
            return
        if isinstance(o, Func):
            self.next_id = 0
            args = []
            for i, a in enumerate(o.body.args):
                self.names[id(a)] = f"%arg{i}"
                args.append(f"%arg{i}: {self.ty(a.type)}")
            res = o.attrs.get("result_types", [])
            extra = {k: v for k, v in o.attrs.items() if k not in ("sym_name", "visibility", "result_types")}
            head = f"tt.func {o.attrs.get('visibility', 'public')} @{o.attrs['sym_name']}({', '.join(args)})"
            if res:
                head += " -> " + self.types(res)
            if extra:
                head += " attributes {" + ", ".join(f"{k} = {format_attr(v)}" for k, v in extra.items()) + "}"
            self.emit(depth, head + self.loc(o) + " {")
            for i in o.body.ops:
                self.print_op(i, depth + 1)
            self.emit(depth, "}")
            return
        text = ""
        if o.results:
            text = ", ".join(self.name(r) for r in o.results) + " = "
        text += o.name
        if o.operands:
            text += " " + ", ".join(self.name(v) for v in o.operands)
        if o.attrs:
            text += " {" + ", ".join(f"{k} = {format_attr(v)}" for k, v in o.attrs.items()) + "}"
        outs = [r.type for r in o.results]
        text += " : " + self.types(v.type for v in o.operands) + " -> " + (self.ty(outs[0]) if len(outs) == 1 else self.types(outs))
        text += self.loc(o)
        if not o.regions:
            self.emit(depth, text)
            return
        for k, region in enumerate(o.regions):
            self.emit(depth, text + " {" if k == 0 else "} {")
            self.block_header(region, depth + 1)
            for i in region.ops:
                self.print_op(i, depth + 1)
        self.emit(depth, "}")


def print_ir(o: Operation, with_locs: bool = False) -> str:
    p = Printer(with_locs)
    p.print_op(o, 0)
    return "\n".join(p.alias_lines() + p.lines) + "\n"
