"""Triton's `triton._C.libtriton.ir`, read-only, as torch reads a user kernel's TTIR.

torch.compile works out which tensors a user-written Triton kernel reads and writes (so that it
copies only the ones written) from the kernel's TTIR: `ASTSource.make_ir(...)` builds the module
through Triton's MLIR bindings and torch walks it op by op (torch/_higher_order_ops/
triton_kernel_wrap.py: `generate_ttir`, `ttir_to_functions`). tritium's frontend builds the same
dialect in Python (tt.func, tt.load, tt.store, tt.atomic_*, scf.for/if/while, tt.reduce, tt.scan,
with the same operand and block-argument order), so this module shows tritium's module through the
few MLIR calls torch makes: `walk` (post-order), an op's name, operands, results, regions, parent
block and string/bool/symbol attributes, a block's arguments and parent region, and ids.

Where tritium's function arguments would not line up with Triton's (tuple or TensorDescriptor
parameters, which the two flatten differently), `make_ir` refuses with UnsupportedTritonAPI and
torch takes its safe path (every tensor argument counted as written). Everything else of Triton's
MLIR bindings raises UnsupportedTritonAPI.
"""
from __future__ import annotations

from ..errors import UnsupportedTritonAttribute


class context:
    """Triton's MLIR context: nothing to hold here (tritium's IR needs none)."""


def load_dialects(ctx) -> None:
    """Triton loads its MLIR dialects into the context; tritium's are Python classes, always loaded."""
    if not isinstance(ctx, context):
        raise TypeError(f"load_dialects() takes a context from triton._C.libtriton.ir.context(), got {type(ctx).__name__}")


def __getattr__(name):
    if name.startswith("__"):  # (module machinery: __path__, __wrapped__, ...)
        raise AttributeError(name)
    # (an AttributeError too: under the alias this module is `triton._C.libtriton.ir` in sys.modules,
    # where torch looks names up with getattr(module, name, None))
    raise UnsupportedTritonAttribute(f"_C.libtriton.ir.{name}", "tritium shows its TTIR through ASTSource.make_ir's "
                                     "module (walk, ops, blocks, regions) only; the rest of Triton's MLIR bindings "
                                     "is not there")


class _Value:
    __slots__ = ("_v",)

    def __init__(self, v):
        self._v = v

    def id(self) -> int:
        return id(self._v)


class _Region:
    __slots__ = ("_block",)

    def __init__(self, block):
        self._block = block  # (a tritium region is one block)

    def id(self) -> int:
        return id(self._block) ^ 1  # (not a block's id: regions and blocks are told apart by their own maps)


class _Block:
    __slots__ = ("_b",)

    def __init__(self, b):
        self._b = b

    def id(self) -> int:
        return id(self._b)

    def get_num_arguments(self) -> int:
        return len(self._b.args)

    def get_argument(self, i: int) -> _Value:
        return _Value(self._b.args[i])

    def get_parent(self) -> _Region | None:
        return _Region(self._b) if self._b.parent is not None else None


class _Op:
    __slots__ = ("_o",)

    def __init__(self, o):
        self._o = o

    def get_name(self) -> str:
        return self._o.name

    def get_num_operands(self) -> int:
        return len(self._o.operands)

    def get_operand(self, i: int) -> _Value:
        return _Value(self._o.operands[i])

    def get_num_results(self) -> int:
        return len(self._o.results)

    def get_result(self, i: int) -> _Value:
        return _Value(self._o.results[i])

    def get_num_regions(self) -> int:
        return len(self._o.regions)

    def get_region(self, i: int) -> _Region:
        return _Region(self._o.regions[i])

    def get_block(self) -> _Block | None:
        return _Block(self._o.parent) if self._o.parent is not None else None

    def get_str_attr(self, name: str) -> str:
        return str(self._o.attrs[name])

    def get_bool_attr(self, name: str) -> bool:
        return bool(self._o.attrs.get(name, False))

    def get_flat_symbol_ref_attr(self, name: str) -> str:
        return str(self._o.attrs[name])


class module:
    """A kernel's TTIR as `ASTSource.make_ir` returns it (compiler.py): tritium's verified module
    before its passes."""

    def __init__(self, ir_module):
        self._m = ir_module

    def verify(self) -> bool:
        return True  # (verified when built: ASTSource.make_ir)

    def walk(self, fn) -> None:
        """Call `fn` on every op, children before their parent (MLIR's post-order walk)."""
        def visit(o):
            for block in o.regions:
                for child in list(block.ops):
                    visit(child)
            fn(_Op(o))
        visit(self._m)

    def __str__(self) -> str:
        from .printer import print_ir
        return print_ir(self._m)
