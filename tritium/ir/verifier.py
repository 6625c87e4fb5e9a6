"""Verifier: structural and type checks over a module.

Checks every op's traits and its own `verify()`, that each region ends in a terminator, and that
every operand is defined before use in an enclosing scope (SSA dominance for structured control flow).
"""
from __future__ import annotations

from .core import Block, Elementwise, Operation, SameOperandsAndResultType, SameOperandsType, Terminator, VerifyError
from .ops import Func, Module


def _check_traits(o: Operation):
    if o.has_trait(SameOperandsAndResultType):
        types = {v.type for v in o.operands} | {r.type for r in o.results}
        if len(types) > 1:
            raise VerifyError(f"{o.name}: operands and results must share one type, got {sorted(map(str, types))}")
    if o.has_trait(SameOperandsType) and len({v.type for v in o.operands}) > 1:
        raise VerifyError(f"{o.name}: operands must share one type")
    if o.has_trait(Elementwise):
        shapes = {v.type.shape for v in o.operands} | {r.type.shape for r in o.results}
        if len(shapes) > 1:
            raise VerifyError(f"{o.name}: elementwise op with shapes {sorted(shapes)}")


_TERMINATORS = {"scf.for": ["scf.yield"], "scf.if": ["scf.yield"], "scf.while": ["scf.condition", "scf.yield"],
                "tt.reduce": ["tt.reduce.return"], "tt.scan": ["tt.scan.return"], "tt.func": ["tt.return"]}


def _verify_block(block: Block, visible: set):
    visible = set(visible) | {id(a) for a in block.args}
    for i, o in enumerate(block.ops):
        for v in o.operands:
            if id(v) not in visible:
                raise VerifyError(f"{o.name}: operand used before it is defined, or out of scope")
        if o.has_trait(Terminator) and i != len(block.ops) - 1:
            raise VerifyError(f"{o.name} must end its block")
        if len(o.regions) != o.num_regions:
            raise VerifyError(f"{o.name} needs {o.num_regions} regions, has {len(o.regions)}")
        for k, r in enumerate(o.regions):
            if not isinstance(o, Module) and r.terminator is None:
                raise VerifyError(f"{o.name}: region does not end in a terminator")
            expected = _TERMINATORS.get(o.name)
            if expected and r.terminator.name != expected[min(k, len(expected) - 1)]:
                raise VerifyError(f"{o.name}: region {k} must end in {expected[min(k, len(expected) - 1)]}, "
                                  f"not {r.terminator.name}")
            _verify_block(r, visible)
        _check_traits(o)
        try:
            o.verify()
        except (KeyError, IndexError, AttributeError, AssertionError, TypeError) as e:
            raise VerifyError(f"{o.name}: malformed op ({e!r})") from e
        visible |= {id(r) for r in o.results}


def verify(root: Operation) -> None:
    """Raise `VerifyError` unless `root` (a module, or any single op) is well formed."""
    if isinstance(root, Module):
        for f in root.body.ops:
            if not isinstance(f, Func):
                raise VerifyError(f"module holds {f.name}; only tt.func is allowed")
        _verify_block(root.body, set())
    else:
        block = Block()
        block.ops.append(root)
        _verify_block(block, set())
