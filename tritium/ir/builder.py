"""Builder: creates ops at an insertion point (the end of a block), stamping the current source location."""
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
