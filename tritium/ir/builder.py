"""Builder: creates ops at an insertion point (the end of a block), stamping the current source location;
Inserter: creates ops at a fixed position inside a block (what passes that rewrite a block use)."""
from __future__ import annotations

from contextlib import contextmanager

from .core import OPS, Block, Operation


class Builder:
    def __init__(self, block: Block | None = None):
        self.block = block
        self.loc = None

    def create(self, name: str, operands=(), result_types=(), attrs=None, regions=None) -> Operation:
        o = OPS[name](operands, result_types, attrs, regions, loc=self.loc)
        if self.block is not None:
            self.block.append(o)
        return o

    def value(self, name: str, operands, result_type, **attrs):
        """Create a one-result op and return its result."""
        return self.create(name, operands, [result_type], attrs).result

    @contextmanager
    def at_end_of(self, block: Block):
        saved = self.block
        self.block = block
        try:
            yield block
        finally:
            self.block = saved


class Inserter:
    """Creates ops at a fixed position of a block (moving forward as it inserts), stamped `loc`."""

    def __init__(self, block: Block, index: int, loc=None):
        self.block, self.index, self.loc = block, index, loc

    def insert(self, o: Operation) -> Operation:
        o.parent = self.block
        self.block.ops.insert(self.index, o)
        self.index += 1
        return o

    def create(self, name: str, operands, result_types=(), attrs=None) -> Operation:
        return self.insert(OPS[name](list(operands), list(result_types), attrs or {}, loc=self.loc))

    def value(self, name: str, operands, t, **attrs):
        return self.create(name, operands, [t], attrs).result
