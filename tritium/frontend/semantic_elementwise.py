"""The frontend of the ops that run a function on every element: `tl.map_elementwise` (a scalar
@jit function, inlined into a `tt.map_elementwise` region) and `tl.inline_asm_elementwise` (target
assembly, a `tt.elementwise_inline_asm`). Both take their arguments broadcast to one shape and
`pack` consecutive elements at a time. A mixin of `Semantic`.

Also Triton's integer-overflow sanitizer (`sanitize_overflow`, which acts only with `debug`): an
integer add, sub or mul (`+ - *`, `tl.add/sub/mul`, unary minus) of integers narrower than 64 bits
is computed again in int64 and a device assertion `int<N> overflow detected for operation
<add|sub|mul>` checks the result lies in the type's range (Triton's
`binary_op_sanitize_overflow_impl`; unsigned types too, as there). `Semantic.add/sub/mul` call
`check_overflow` when their caller asks (`sanitize_overflow=True`: the operators and `tl.add/sub/mul`,
as in Triton; the frontend's own index arithmetic does not); the interpreter and every backend then
see ordinary `tt.assert` ops. Not checked: `tl.add/sub/mul(..., sanitize_overflow=False)`, and
arithmetic written in tritium's own language library (tritium/language/*.py, e.g. Philox, whose
wraparound is intended).
"""
from __future__ import annotations

import math
import os

from ..ir.core import Block
from . import dtypes as tdt
from .errors import KernelError
from .values import tensor, unwrap


def _fail(msg: str):
    raise KernelError(msg)


_CHECKED_OPS = {"add": "arith.addi", "sub": "arith.subi", "mul": "arith.muli"}
_LANGUAGE_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "language") + os.sep


class ElementwiseFunctionSemantics:
    def check_overflow(self, name: str, r) -> None:
        """After the integer op `name` ('add', 'sub', 'mul') made `r`: assert that the op computed
        in int64 from the same operands fits `r`'s type (integers of < 64 bits; Triton's check)."""
        opts = self.options
        if not opts.get("debug") or not opts.get("sanitize_overflow", True):
            return
        op = getattr(getattr(r, "handle", None), "owner", None)
        if not isinstance(r, tensor) or getattr(op, "name", None) != _CHECKED_OPS[name]:
            return  # a float op, pointer arithmetic, or a value folded away
        t = r.dtype
        if not t.is_int() or t.int_bitwidth >= 64:
            return
        if op.loc is not None and os.path.abspath(str(op.loc[0])).startswith(_LANGUAGE_DIR):
            return  # tritium's language library (Philox wraps on purpose)
        a, b = (self.cast(tensor(v, r.type), tdt.int64) for v in op.operands)
        wide = tensor(self.b.value(op.name, [a.handle, b.handle], a.type.to_ir()), a.type)
        cond = self.and_(self.less_equal(wide, t.get_int_max_value()),
                         self.greater_equal(wide, t.get_int_min_value()))
        self.device_assert(cond, f"int{t.int_bitwidth} overflow detected for operation {name}")

    def map_elementwise(self, scalar_fn, args, pack=1):
        """`scalar_fn` applied to every element of the broadcast `args` (`pack` consecutive elements
        at a time): one tt.map_elementwise whose region calls the function on scalars."""
        pack = unwrap(pack)
        if not isinstance(pack, int) or pack < 1:
            _fail(f"map_elementwise: pack must be a positive int, got {pack!r}")
        if self.generator is None:
            _fail("map_elementwise needs a code generator")
        if not args:
            _fail("map_elementwise needs at least one tensor argument")
        args, shape = self.broadcast_all(args)
        if not shape:
            _fail("map_elementwise needs at least one block argument")
        if args[0].type.numel % pack:
            _fail(f"map_elementwise: pack={pack} does not divide the {args[0].type.numel} elements")
        elts = [a.dtype for a in args for _ in range(pack)]
        block = Block([t.to_ir() for t in elts])
        with self.b.at_end_of(block):
            rets = self.generator.call_function(scalar_fn, [tensor(v, t) for v, t in zip(block.args, elts)])
            rets = list(rets) if isinstance(rets, tuple) else [rets]
            if any(unwrap(r) is None for r in rets) or len(rets) % pack:
                _fail(f"map_elementwise: {getattr(scalar_fn, '__name__', 'the function')} must return "
                      f"{pack} values per result (pack={pack}), got {len(rets)}")
            rets = [self.to_tensor(r) for r in rets]
            if any(r.type.is_block() for r in rets):
                _fail("map_elementwise: the function must return scalars")
            n_out = len(rets) // pack
            for k in range(n_out):  # the pack elements of one output share its element type
                group = rets[k * pack:(k + 1) * pack]
                if len({r.dtype for r in group}) != 1:
                    _fail(f"map_elementwise: result {k} has elements of different types "
                          f"{[r.dtype.name for r in group]}")
            self.b.create("tt.map_elementwise.return", [r.handle for r in rets], [])
        tys = [tdt.block_type(rets[k * pack].dtype, shape) for k in range(n_out)]
        o = self.b.create("tt.map_elementwise", [a.handle for a in args], [t.to_ir() for t in tys], {"pack": pack},
                          [block])
        outs = [tensor(r, t) for r, t in zip(o.results, tys)]
        return outs[0] if len(outs) == 1 else tuple(outs)

    def inline_asm_elementwise(self, asm, constraints, args, dtype, is_pure, pack):
        """One tt.elementwise_inline_asm over the broadcast `args`; only targets that say which
        assembly they take (`inline_asm` in their frontend options: PTX on cuda) accept it."""
        asm, constraints, pack = unwrap(asm), unwrap(constraints), unwrap(pack)
        dialect = self.options.get("inline_asm")
        if dialect is None:
            _fail("inline_asm_elementwise: this target runs no inline assembly (the interpreter and the CPU "
                  "backend cannot execute it); it runs on cuda targets, where the assembly is PTX")
        if not isinstance(asm, str) or not isinstance(constraints, str):
            _fail("inline_asm_elementwise: asm and constraints must be strings")
        if not isinstance(pack, int) or pack < 1 or pack & (pack - 1):
            _fail(f"inline_asm_elementwise: pack must be a power of two, got {pack!r}")
        dtypes = list(unwrap(dtype)) if isinstance(unwrap(dtype), (tuple, list)) else [unwrap(dtype)]
        dtypes = [unwrap(d) for d in dtypes]
        if not all(isinstance(d, tdt.dtype) for d in dtypes):
            _fail(f"inline_asm_elementwise: dtype must be a tl dtype or a tuple of them, got {dtype!r}")
        args, shape = self.broadcast_all(unwrap(args))
        if math.prod(shape) % pack:
            _fail(f"inline_asm_elementwise: pack={pack} does not divide the tensors' size")
        if not shape and pack != 1:
            _fail("inline_asm_elementwise: pack > 1 needs block arguments")
        tys = [tdt.block_type(d, shape) if shape else d for d in dtypes]
        o = self.b.create("tt.elementwise_inline_asm", [a.handle for a in args], [t.to_ir() for t in tys],
                          {"asm_string": asm, "constraints": constraints, "pure": bool(unwrap(is_pure)),
                           "packed_element": pack})
        outs = [tensor(r, t) for r, t in zip(o.results, tys)]
        return tuple(outs) if isinstance(unwrap(dtype), (tuple, list)) else outs[0]
