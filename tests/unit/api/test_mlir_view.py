"""triton._C.libtriton.ir as torch reads a kernel's TTIR (ir/mlir_view.py): ASTSource.make_ir
with Triton 3.6's signature gives tritium's frontend module; walk is post-order (children first);
ops show names, operands, results, regions, parent blocks and attributes; ids are stable and
distinct; tuple parameters are refused; other binding names raise UnsupportedTritonAPI."""
from __future__ import annotations

import pytest

import tritium
import tritium.language as tl
from tritium.compat import _TritonPackage
from tritium.compiler import ASTSource
from tritium.errors import UnsupportedTritonAPI
from tritium.ir import mlir_view as ir


@tritium.jit
def loop_store(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    o = tl.arange(0, BLOCK)
    s = tl.zeros([BLOCK], tl.float32)
    for i in range(0, n, BLOCK):
        s += tl.load(x_ptr + i + o)
    tl.store(out_ptr + o, s)


@tritium.jit
def takes_tuple(t, BLOCK: tl.constexpr):
    tl.store(t[0] + tl.arange(0, BLOCK), tl.load(t[1] + tl.arange(0, BLOCK)))


def _module(fn=loop_store, sig=None, cx=None):
    src = ASTSource(fn, sig or {"x_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32", "BLOCK": "constexpr"},
                    cx or {"BLOCK": 16})
    return src.make_ir(None, {}, {}, {}, ir.context())


def test_post_order_walk_and_op_views():
    m = _module()
    assert m.verify() and "scf.for" in str(m)
    seen = []
    m.walk(lambda op: seen.append(op))
    names = [op.get_name() for op in seen]
    assert names[-1] == "builtin.module" and names[-2] == "tt.func"
    assert names.index("tt.load") < names.index("scf.for") < names.index("tt.store")  # children first
    func = seen[-2]
    assert func.get_str_attr("sym_name") == "loop_store" and func.get_num_regions() == 1
    body = seen[names.index("tt.load")].get_block()  # the loop's block
    assert body.get_num_arguments() == 2  # (iv, the carried sum)
    loop = seen[names.index("scf.for")]
    assert body.get_parent().id() == loop.get_region(0).id() != body.id()
    assert loop.get_num_operands() == 4 and loop.get_num_results() == 1  # lb, ub, step, init
    store = seen[names.index("tt.store")]
    assert store.get_num_results() == 0 and store.get_block().get_parent().id() == func.get_region(0).id()
    # ids: a value used by two ops has one id; different values differ
    ids = {op.get_result(i).id() for op in seen for i in range(op.get_num_results())}
    assert len(ids) == sum(op.get_num_results() for op in seen)
    assert loop.get_operand(3).id() in ids
    assert seen[-1].get_block() is None


def test_refusals_and_bindings():
    with pytest.raises(UnsupportedTritonAPI, match="tuples or tensor descriptors"):
        _module(takes_tuple, {"t": ("*fp32", "*fp32"), "BLOCK": "constexpr"}, {"BLOCK": 16})
    with pytest.raises(TypeError, match="context"):
        ASTSource(loop_store, {"x_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32", "BLOCK": "constexpr"},
                  {"BLOCK": 16}).make_ir(None, {}, {}, {}, object())
    triton = _TritonPackage(tritium)
    assert triton._C.libtriton.ir.load_dialects is ir.load_dialects and isinstance(triton._C.libtriton.ir.context(),
                                                                                 ir.context)
    for get in (lambda: triton._C.libtriton.amd, lambda: triton._C.other, lambda: ir.load_dialects_of_mlir):
        with pytest.raises(UnsupportedTritonAPI, match="not available under tritium"):
            get()
