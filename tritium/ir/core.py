"""The IR's data structures: values, blocks, operations, and the op registry.

Control flow is structured: an op owns regions, each region is one `Block` with arguments. That is
all the tile IR needs (for/while/if/reduce/scan bodies) and keeps every pass a tree walk.
Op classes are declared once in `ops.py` with `@op(name, *traits)`; the registry maps the printed
name back to the class for the parser.
"""
from __future__ import annotations

from typing import ClassVar, Iterator

from .types import Type


class Value:
    """An SSA value: an op result or a block argument."""
    __slots__ = ("type", "owner", "index", "name_hint")

    def __init__(self, type: Type, owner, index: int, name_hint: str | None = None):
        self.type = type
        self.owner = owner  # Operation or Block
        self.index = index
        self.name_hint = name_hint

    def __repr__(self):
        return f"<Value {self.type} of {getattr(self.owner, 'name', 'block')}#{self.index}>"


class Block:
    """A region's body: arguments and a list of operations; the last op is its terminator."""
    __slots__ = ("args", "ops", "parent")

    def __init__(self, arg_types=(), parent: "Operation | None" = None):
        self.args = [Value(t, self, i) for i, t in enumerate(arg_types)]
        self.ops: list[Operation] = []
        self.parent = parent

    def add_arg(self, t: Type) -> Value:
        v = Value(t, self, len(self.args))
        self.args.append(v)
        return v

    def append(self, op: "Operation") -> "Operation":
        op.parent = self
        self.ops.append(op)
        return op

    @property
    def terminator(self) -> "Operation | None":
        return self.ops[-1] if self.ops and self.ops[-1].has_trait(Terminator) else None

    def walk(self) -> Iterator["Operation"]:
        """Every op in this block and, depth first, in its ops' regions (pre-order)."""
        for op in list(self.ops):
            yield from op.walk()


# Traits: marker classes an op declares; passes and the verifier ask for them.
class Trait:
    pass


class Pure(Trait):
    """No side effects: removable when unused, mergeable when identical (CSE)."""


class Elementwise(Trait):
    """Applies lane by lane: operands and results share a shape."""


class SameOperandsAndResultType(Trait):
    pass


class SameOperandsType(Trait):
    pass


class Commutative(Trait):
    pass


class Terminator(Trait):
    """Ends a block (yield, return, condition)."""


class SideEffect(Trait):
    """Reads or writes memory or the outside world: never removed or reordered."""


class _OpRegistry(dict):
    """Printed op name -> op class. `ops.py` declares the IR's ops when imported; a lookup that
    misses before it was imported imports it and looks again (other modules add their own ops)."""

    def __missing__(self, name):
        from . import ops  # noqa: F401 - registers the IR's ops
        if dict.__contains__(self, name):
            return dict.__getitem__(self, name)
        raise KeyError(name)


OPS: dict[str, type["Operation"]] = _OpRegistry()


def op(name: str, *traits, regions: int = 0):
    """Declare an op class: its printed name, traits and how many regions it owns."""
    def deco(cls):
        cls.name = name
        cls.traits = frozenset(traits) | frozenset(cls.__dict__.get("traits", ())) | frozenset(
            t for base in cls.__mro__[1:] for t in getattr(base, "traits", ()))
        cls.num_regions = regions
        OPS[name] = cls
        return cls
    return deco


class Operation:
    name: ClassVar[str] = "<op>"
    traits: ClassVar[frozenset] = frozenset()
    num_regions: ClassVar[int] = 0

    __slots__ = ("operands", "results", "attrs", "regions", "parent", "loc")

    def __init__(self, operands=(), result_types=(), attrs=None, regions=None, loc=None):
        self.operands: list[Value] = list(operands)
        self.results = [Value(t, self, i) for i, t in enumerate(result_types)]
        self.attrs: dict = dict(attrs or {})
        self.regions: list[Block] = list(regions or [])
        for r in self.regions:
            r.parent = self
        self.parent: Block | None = None
        self.loc = loc  # (filename, line, col) of the kernel source, or None

    @classmethod
    def has_trait(cls, trait) -> bool:
        return trait in cls.traits

    @property
    def result(self) -> Value:
        assert len(self.results) == 1, f"{self.name} has {len(self.results)} results"
        return self.results[0]

    def walk(self) -> Iterator["Operation"]:
        yield self
        for r in self.regions:
            yield from r.walk()

    def verify(self) -> None:
        """Op-specific checks beyond its traits; raise `VerifyError`."""

    def __repr__(self):
        return f"<{self.name}>"


class VerifyError(Exception):
    pass


def replace_all_uses(root: Block, old: Value, new: Value) -> None:
    for o in root.walk():
        o.operands = [new if v is old else v for v in o.operands]


def clone_op(o: Operation, mapping: dict) -> Operation:
    """Deep copy of `o`; `mapping` maps old values to new ones and is extended with o's results."""
    new = type(o)([mapping.get(v, v) for v in o.operands], [r.type for r in o.results], dict(o.attrs),
                  [clone_block(r, mapping) for r in o.regions], loc=o.loc)
    for old, nv in zip(o.results, new.results):
        mapping[old] = nv
    return new


def clone_block(b: Block, mapping: dict) -> Block:
    nb = Block([a.type for a in b.args])
    for old, nv in zip(b.args, nb.args):
        mapping[old] = nv
    for o in b.ops:
        nb.append(clone_op(o, mapping))
    return nb
