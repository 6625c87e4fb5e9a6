"""The `.ttir` text contract: print_ir and parse_ir are inverses.

Hand-built modules cover every op class in `tritium.ir.OPS`, nested regions, multi-result ops, every
attribute kind, every type and source locations; parse errors carry the offending line number.
"""
import math

import pytest

import tritium
import tritium.language as tl
from tritium.compiler import check_roundtrip
from tritium.frontend import dtypes
from tritium.frontend.ast_to_ir import generate_kernel
from tritium.ir import OPS, Block, Builder, ParseError, parse_ir, print_ir, verify
from tritium.ir import types as T

from irutil import PF32, PI32, add_func, const, new_module, ops_of, region, tensor

V16 = tensor([16], T.f32)
I16 = tensor([16], T.i32)
B16 = tensor([16], T.i1)
P16 = tensor([16], PF32)


def roundtrip(m, with_locs=False):
    text = print_ir(m, with_locs=with_locs)
    again = print_ir(parse_ir(text), with_locs=with_locs)
    assert again == text
    return text


# ---------------------------------------------------------------- a module using every op
def _arith_func(m):
    f, b, (xi, yi, xf, yf, xh, p) = add_func(m, "arith", [I16, I16, V16, V16, tensor([16], T.f16), PF32])
    from tritium.ir.ops import CASTS, FLOAT_BINARY, INT_BINARY, UNARY_MATH
    for n in INT_BINARY:
        b.value(f"arith.{n}", [xi, yi], I16)
    for n in FLOAT_BINARY:
        b.value(f"arith.{n}", [xf, yf], V16)
    for pred in ("eq", "ne", "slt", "uge"):
        b.value("arith.cmpi", [xi, yi], B16, predicate=pred)
    cmp = b.value("arith.cmpf", [xf, yf], B16, predicate="olt")
    b.value("arith.select", [cmp, xf, yf], V16)
    for n in UNARY_MATH:
        b.value(n, [xi] if n == "math.absi" else [xf], I16 if n == "math.absi" else V16)
    b.value("math.fma", [xf, yf, xf], V16)
    b.value("tt.precise_divf", [xf, yf], V16)
    b.value("tt.mulhiui", [xi, yi], I16)
    b.value("tt.clampf", [xf, yf, xf], V16, propagate_nan="all")
    b.value("tt.extern_elementwise", [xf, xi], V16, symbol="__nv_ldexpf", fn="ldexp")
    i8 = b.value("arith.trunci", [xi], tensor([16], T.i8))
    b.value("arith.extsi", [i8], I16)
    b.value("arith.extui", [i8], I16)
    b.value("arith.sitofp", [xi], V16)
    b.value("arith.uitofp", [xi], V16)
    b.value("arith.fptosi", [xf], I16)
    b.value("arith.fptoui", [xf], I16)
    b.value("arith.extf", [xh], V16)
    b.value("arith.truncf", [xf], tensor([16], T.bf16), rounding="rtz")
    b.value("arith.bitcast", [xf], I16)
    e5 = b.value("tt.fp_to_fp", [xf], tensor([16], T.FloatType("f8E5M2")), rounding="rtne")
    b.value("tt.fp_to_fp", [e5], tensor([16], T.FloatType("f8E4M3FNUZ")))
    i64 = b.value("tt.ptr_to_int", [p], T.i64)
    q = b.value("tt.int_to_ptr", [i64], PF32)
    b.value("tt.bitcast", [q], PI32)
    assert {o.name for o in f.walk()} >= set(CASTS) | {f"arith.{n}" for n in INT_BINARY}
    b.create("tt.return", [], [])


def _tile_func(m):
    f, b, (p, n) = add_func(m, "tiles", [PF32, T.i32], loc=("kern.py", 3, 0))
    b.loc = ("kern.py", 4, 8)
    pid = b.value("tt.get_program_id", [], T.i32, axis=0)
    b.value("tt.get_num_programs", [], T.i32, axis=2)
    r = b.value("tt.make_range", [], I16, start=0, end=16)
    r = b.value("tt.multiple_of", [r], I16, values=[16])
    r = b.value("tt.max_contiguous", [r], I16, values=[16])
    s = b.value("tt.splat", [pid], I16)
    off = b.value("arith.addi", [s, r], I16)
    ptrs = b.value("tt.addptr", [b.value("tt.splat", [p], P16), off], P16)
    mask = b.value("arith.cmpi", [off, b.value("tt.splat", [n], I16)], B16, predicate="slt")
    other = const(b, 0.0, V16)
    x = b.value("tt.load", [ptrs], V16)
    x2 = b.value("tt.load", [ptrs, mask], V16, cache=".ca", evict="evict_last", volatile=True)
    x3 = b.value("tt.load", [ptrs, mask, other], V16)
    col = b.value("tt.expand_dims", [x], tensor([16, 1], T.f32), axis=1)
    row = b.value("tt.expand_dims", [x2], tensor([1, 16], T.f32), axis=0)
    sq = b.value("tt.broadcast", [col], tensor([16, 16], T.f32))
    rq = b.value("tt.broadcast", [row], tensor([16, 16], T.f32))
    # a tile marked as a host descriptor's box (base, shape, strides but the last, offsets)
    sq = b.value("tt.descriptor_load", [sq, p, n, n, const(b, 16, T.i64), pid, pid], tensor([16, 16], T.f32),
                 block=[16, 16], padding="zero")
    rq = b.value("tt.descriptor_store", [rq, p, n, n, const(b, 16, T.i64), pid, pid], tensor([16, 16], T.f32),
                 block=[16, 16], padding="zero")
    acc = b.value("tt.dot", [sq, rq, const(b, 0.0, tensor([16, 16], T.f32))], tensor([16, 16], T.f32),
                  input_precision="ieee", max_num_imprecise_acc=0)
    t = b.value("tt.trans", [acc], tensor([16, 16], T.f32), order=[1, 0])
    flat = b.value("tt.reshape", [t], tensor([256], T.f32), can_reorder=False)
    j = b.value("tt.join", [x, x3], tensor([16, 2], T.f32))
    lo, hi = b.create("tt.split", [j], [V16, V16]).results
    b.create("tt.store", [ptrs, lo], [])
    b.create("tt.store", [ptrs, hi, mask], [], {"cache": "", "evict": ""})
    b.value("tt.atomic_rmw", [ptrs, x, mask], V16, op="fadd", sem="acq_rel", scope="gpu")
    b.value("tt.atomic_cas", [b.value("tt.splat", [b.value("tt.bitcast", [p], PI32)], tensor([16], PI32)),
                              off, off], I16, sem="acq_rel", scope="gpu")
    b.create("tt.print", [flat], [], {"prefix": "flat: ", "hex": False, "is_signed": [1]})
    b.create("tt.assert", [mask], [], {"message": 'bad "mask"\n', "file": "kern.py", "line": 12})
    b.create("tt.assume", [b.value("arith.cmpi", [pid, n], T.i1, predicate="slt")], [])
    b.create("tt.debug_barrier", [], [])
    b.loc = None
    b.create("tt.return", [], [])


def _combine_func(m):
    f, b, (x, y) = add_func(m, "combine", [V16, I16], result_types=[T.f32, T.i32])

    def argmax_body(rb, a, ai, c, ci):
        gt = rb.value("arith.cmpf", [a, c], T.i1, predicate="ogt")
        rb.create("tt.reduce.return", [rb.value("arith.select", [gt, a, c], T.f32),
                                       rb.value("arith.select", [gt, ai, ci], T.i32)], [])
    red = b.create("tt.reduce", [x, y], [T.f32, T.i32], {"axis": 0},
                   [region([T.f32, T.i32, T.f32, T.i32], argmax_body)])

    def add_body(rb, a, c):
        rb.create("tt.scan.return", [rb.value("arith.addf", [a, c], T.f32)], [])
    b.create("tt.scan", [x], [V16], {"axis": 0, "reverse": True}, [region([T.f32, T.f32], add_body)])

    def pair_body(mb, a0, a1, i0, i1):  # pack=2: two elements of each input, two of each result
        mb.create("tt.map_elementwise.return", [mb.value("arith.addf", [a0, a1], T.f32), a1,
                                                mb.value("ub.poison", [], T.i32), i1], [])
    b.create("tt.map_elementwise", [x, y], [V16, I16], {"pack": 2}, [region([T.f32, T.f32, T.i32, T.i32], pair_body)])
    b.create("tt.elementwise_inline_asm", [y], [I16], {"asm_string": "mov.b32 $0, $1;", "constraints": "=r,r",
                                                       "pure": True, "packed_element": 1})
    b.create("tt.return", red.results, [])


def _control_func(m):
    f, b, (p, n, c) = add_func(m, "control", [PF32, T.i32, T.i1])
    zero, one = const(b, 0, T.i32), const(b, 1, T.i32)
    init = const(b, 0.0, T.f32)

    def inner_for(ib, iv, acc):
        def then(tb):
            tb.create("scf.yield", [tb.value("arith.addf", [acc, acc], T.f32), iv], [])

        def other(eb):
            eb.create("scf.yield", [acc, zero], [])
        r = ib.create("scf.if", [c], [T.f32, T.i32], {}, [region([], then), region([], other)])
        ib.create("scf.yield", [r.results[0]], [])

    def outer_for(ob, iv, acc):
        inner = ob.create("scf.for", [zero, iv, one, acc], [T.f32], {}, [region([T.i32, T.f32], inner_for)])
        ob.create("scf.yield", [inner.result], [])
    loop = b.create("scf.for", [zero, n, one, init], [T.f32], {}, [region([T.i32, T.f32], outer_for)])

    def before(wb, i, acc):
        wb.create("scf.condition", [wb.value("arith.cmpi", [i, n], T.i1, predicate="slt"), i, acc], [])

    def after(ab, i, acc):
        def no_result_if(tb):
            tb.create("tt.store", [p, acc], [])
            tb.create("scf.yield", [], [])
        ab.create("scf.if", [c], [], {}, [region([], no_result_if), region([], lambda eb: eb.create("scf.yield"))])
        ab.create("scf.yield", [ab.value("arith.addi", [i, one], T.i32), acc], [])
    w = b.create("scf.while", [zero, loop.result], [T.i32, T.f32], {},
                 [region([T.i32, T.f32], before), region([T.i32, T.f32], after)])
    b.create("tt.store", [p, w.results[1]], [])
    b.create("tt.return", [], [])


def _call_funcs(m):
    g, gb, (x,) = add_func(m, "helper", [V16], result_types=[V16, V16], visibility="private",
                           noinline=False)
    gb.create("tt.return", [gb.value("arith.negf", [x], V16), x], [])
    f, b, (x,) = add_func(m, "caller", [V16])
    b.create("tt.call", [x], [V16, V16], {"callee": "helper"})
    b.create("tt.return", [], [])


def _layout_func(m):
    """ttgir: tensors with layouts (blocked, slice, mma, dot operands; nested parents) and a convert."""
    from tritium.ir.layouts import Blocked, DotOperand, Mma, Slice
    blk = Blocked((1, 4), (8, 4), (4, 1), (1, 0))
    mma = Mma((2, 2))
    ts = [T.TensorType((32, 16), T.f32, blk), T.TensorType((32, 16), T.f32, mma),
          T.TensorType((32, 16), T.f16, DotOperand(0, mma)), T.TensorType((32, 16), T.f16, DotOperand(1, blk))]
    f, b, (x, _, h, _) = add_func(m, "layouts", ts, ttg_num_warps=4)
    b.value("ttg.convert_layout", [x], ts[1])
    row = T.TensorType((32,), T.i32, Slice(1, blk))
    r = b.value("tt.make_range", [], row, start=0, end=32)
    b.value("tt.expand_dims", [r], T.TensorType((32, 1), T.i32, blk), axis=1)
    b.value("ttg.convert_layout", [h], T.TensorType((32, 16), T.f16, DotOperand(1, mma)))
    # a software-pipelined operand: a 3-stage shared buffer, an async copy into stage 1, a read of it
    from tritium.ir.layouts import SwizzledShared
    buf = b.value("ttg.local_alloc", [], T.MemDescType((3, 32, 16), T.f16, SwizzledShared(8, 4, 2, (1, 0))))
    one = const(b, 1, T.i32)
    ptrs = b.value("tt.splat", [const(b, 0, T.PtrType(T.f16))],
                   T.TensorType((32, 16), T.PtrType(T.f16), blk))
    b.create("ttg.async_copy_global_to_local", [ptrs, buf, one], [])
    b.create("ttg.async_commit_group", [], [])
    b.create("ttg.async_wait", [], [], {"num": 0})
    b.value("ttg.local_load", [buf, one], T.TensorType((32, 16), T.f16, DotOperand(0, mma)))
    # Hopper: a warpgroup accumulator, a panelled buffer, and the wait for asynchronous sums
    from tritium.ir.layouts import Mma
    acc_t = T.TensorType((64, 16), T.f32, Mma((4, 1), version=3))
    b.create("ttng.warp_group_dot_wait", [const(b, 0.0, acc_t)], [acc_t], {"pendings": 0})
    panels = b.value("ttg.local_alloc", [], T.MemDescType((2, 16, 128), T.f16, SwizzledShared(8, 1, 8, (1, 0), 64)))
    # TMA: a tensor-map parameter, the stages' mbarriers, a copy into stage 1, its wait, a fence
    tmap = f.body.add_arg(T.TensorMapType())
    bars = b.value("ttg.local_alloc", [], T.MemDescType((2,), T.i64, SwizzledShared(1, 1, 1, (0,))))
    b.create("ttng.init_barriers", [bars], [], {"count": 1})
    yes = const(b, True, T.i1)
    b.create("ttng.async_tma_copy_global_to_local", [tmap, panels, one, bars, yes, one, one], [],
             {"box": [16, 64], "panels": 2})
    b.create("ttng.wait_barrier", [bars, one, one], [])
    b.create("ttng.fence_async_shared", [], [])
    b.create("ttng.inval_barriers", [bars], [])
    # a TMA store: the tile written into the buffer's stage, then copied out by the tensor map
    tile = b.value("ttg.local_load", [panels, one], T.TensorType((16, 128), T.f16, blk))
    b.create("ttg.local_store", [tile, panels, one], [])
    b.create("ttng.async_tma_copy_local_to_global", [tmap, panels, one, one, one], [],
             {"box": [16, 64], "panels": 2, "wait": False})
    b.create("ttng.async_tma_store_wait", [panels], [])  # (its wait, later)
    b.create("tt.return", [], [])


def build_everything():
    m = new_module()
    _layout_func(m)
    _arith_func(m)
    _tile_func(m)
    _combine_func(m)
    _control_func(m)
    _call_funcs(m)
    return m


def test_hand_built_module_covers_every_op():
    m = build_everything()
    verify(m)
    names = {o.name for o in m.walk()}
    # gpu.* ops belong to the GPU lowering's per-thread program, not to ttir/ttgir
    tile_ops = {n for n in OPS if not n.startswith("gpu.")}
    assert names == tile_ops, f"missing {sorted(tile_ops - names)}"


@pytest.mark.parametrize("with_locs", [False, True])
def test_roundtrip_every_op(with_locs):
    m = build_everything()
    text = roundtrip(m, with_locs)
    again = parse_ir(text)
    verify(again)
    assert [o.name for o in m.walk()] == [o.name for o in again.walk()]
    for a, b in zip(m.walk(), again.walk()):
        assert [str(r.type) for r in a.results] == [str(r.type) for r in b.results]
        assert len(a.regions) == len(b.regions)
        assert [[str(x.type) for x in r.args] for r in a.regions] == [[str(x.type) for x in r.args] for r in b.regions]


def test_multi_result_ops_print_all_results():
    text = print_ir(build_everything())
    assert "%" in text
    split = [line for line in text.splitlines() if "tt.split" in line][0]
    assert split.strip().startswith("%") and split.count("=") == 1 and "," in split.split("=")[0]
    assert "-> (tensor<16xf32>, tensor<16xf32>)" in split
    ifs = [line for line in text.splitlines() if "scf.if" in line and "," in line.split("=")[0]]
    assert ifs and "-> (f32, i32)" in ifs[0]
    m = parse_ir(text)
    split_op = [o for o in m.walk() if o.name == "tt.split"][0]
    assert len(split_op.results) == 2


def test_nested_regions_parse_to_nested_structure():
    m = parse_ir(print_ir(build_everything()))
    control = m.funcs()["control"]
    outer = [o for o in control.body.ops if o.name == "scf.for"][0]
    inner = [o for o in outer.regions[0].ops if o.name == "scf.for"][0]
    iff = [o for o in inner.regions[0].ops if o.name == "scf.if"][0]
    assert len(iff.results) == 2 and len(iff.regions) == 2
    # the inner if yields the inner loop's induction variable: name lookup crossed two region scopes
    assert iff.regions[0].terminator.operands[1] is inner.regions[0].args[0]
    w = [o for o in control.body.ops if o.name == "scf.while"][0]
    assert [len(r.args) for r in w.regions] == [2, 2]
    assert w.regions[0].terminator.name == "scf.condition"


# ---------------------------------------------------------------- attributes
ATTR_VALUES = [
    0, 1, -1, 7, -123456789, 2 ** 63 - 1, -2 ** 63, 2 ** 64,
    0.0, -0.0, 1.5, -2.25, 0.1, 1e-30, -1e-30, 1e30, 5e-324, 1.7976931348623157e308, 4.6566127342e-10,
    float("inf"), float("-inf"), float("nan"),
    True, False,
    "", "plain", 'quo"te', "back\\slash", "new\nline\ttab", "uni\u00e9\u4e2d", "// not a comment", "{[,]}",
    "%0 = fake", "loc(\"x\":1:2)",
    [], [1, 2, 3], [-1, 0], [1.5, float("-inf")], ["a", "b\"c"], [True, False], [[1, 2], [3], []],
    [1, 2.5, "x", True, ["y"]],
]


def _same(a, b):
    if isinstance(a, float) and math.isnan(a):
        return isinstance(b, float) and math.isnan(b)
    if isinstance(a, list):
        return isinstance(b, list) and len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if isinstance(a, float):
        return type(b) is float and a == b and math.copysign(1, a) == math.copysign(1, b)
    return type(a) is type(b) and a == b


@pytest.mark.parametrize("value", ATTR_VALUES, ids=[repr(v)[:30] for v in ATTR_VALUES])
def test_attribute_roundtrip(value):
    m = new_module()
    f, b, _ = add_func(m, "k", [], attr_on_func=value)
    b.create("tt.debug_barrier", [], [], {"v": value, "after": 1})
    b.create("tt.return", [], [])
    text = roundtrip(m)
    again = parse_ir(text)
    f2 = again.funcs()["k"]
    assert _same(f2.attrs["attr_on_func"], value)
    assert _same(f2.body.ops[0].attrs["v"], value)
    assert list(f2.body.ops[0].attrs) == ["v", "after"]


def test_numpy_float_attribute_roundtrip():
    import numpy as np
    m = new_module()
    f, b, _ = add_func(m, "k", [])
    b.create("tt.debug_barrier", [], [], {"v": np.float64(1.5)})
    b.create("tt.return", [], [])
    text = print_ir(m)
    assert "v = 1.5" in text
    assert parse_ir(text).funcs()["k"].body.ops[0].attrs["v"] == 1.5


@pytest.mark.parametrize("value,t", [(1e-30, T.f32), (float("inf"), T.f32), (float("-inf"), T.f16),
                                     (float("nan"), T.f64), (-0.0, T.bf16), (-5, T.i8), (True, T.i1),
                                     (3, tensor([2, 2], T.i64)), (0.5, tensor([4], T.f16))])
def test_constant_roundtrip(value, t):
    m = new_module()
    f, b, (p,) = add_func(m, "k", [T.PtrType(t.scalar)])
    c = const(b, value, t)
    b.create("tt.return", [], [])
    roundtrip(m)
    c2 = parse_ir(print_ir(m)).funcs()["k"].body.ops[0]
    assert c2.result.type == c.type
    assert _same(c2.attrs["value"], value)


def test_float_attrs_print_exactly():
    m = new_module()
    f, b, _ = add_func(m, "k", [])
    b.create("tt.debug_barrier", [], [], {"a": float("inf"), "b": float("-inf"), "c": float("nan"), "d": 1e-30})
    b.create("tt.return", [], [])
    assert "{a = inf, b = -inf, c = nan, d = 1e-30}" in print_ir(m)


# ---------------------------------------------------------------- types
ALL_TYPES = [T.i1, T.i8, T.i16, T.i32, T.i64, T.f16, T.bf16, T.f32, T.f64,
             T.FloatType("f8E5M2"), T.FloatType("f8E4M3FN"),
             PF32, T.PtrType(T.i8), T.PtrType(T.bf16), T.PtrType(T.f16, 3), T.PtrType(PF32),
             T.PtrType(T.PtrType(T.PtrType(T.i64))),
             tensor([4], T.i1), tensor([2, 3], T.f16), tensor([1, 1, 8], T.bf16), tensor([128], PF32),
             tensor([4, 4], T.PtrType(PF32)), tensor([2], T.PtrType(T.f32, 3))]


@pytest.mark.parametrize("t", ALL_TYPES, ids=str)
def test_type_roundtrip(t):
    m = new_module()
    f, b, (x,) = add_func(m, "k", [t], result_types=[t, t])
    y = b.value("tt.multiple_of", [x], t, values=[1])
    b.create("tt.return", [x, y], [])
    text = roundtrip(m)
    assert str(t) in text
    f2 = parse_ir(text).funcs()["k"]
    assert f2.body.args[0].type == t
    assert f2.attrs["result_types"] == [t, t]
    assert f2.body.ops[0].result.type == t


def test_type_spellings():
    assert str(T.PtrType(PF32)) == "!tt.ptr<!tt.ptr<f32>>"
    assert str(tensor([4, 4], PF32)) == "tensor<4x4x!tt.ptr<f32>>"
    assert str(T.PtrType(T.f16, 3)) == "!tt.ptr<f16, 3>"
    assert str(tensor([8], T.bf16)) == "tensor<8xbf16>"


# ---------------------------------------------------------------- locations
def test_locations_roundtrip():
    m = build_everything()
    text = roundtrip(m, with_locs=True)
    assert 'loc("kern.py":4:8)' in text
    assert 'tt.func public @tiles(%arg0: !tt.ptr<f32>, %arg1: i32) loc("kern.py":3:0) {' in text
    assert "loc(" not in print_ir(m)
    again = parse_ir(text)
    tiles = again.funcs()["tiles"]
    assert tiles.loc == ("kern.py", 3, 0)
    assert tiles.body.ops[0].loc == ("kern.py", 4, 8)
    assert tiles.body.ops[-1].loc is None
    # without locations in the text, parsed ops carry none
    assert all(o.loc is None for o in parse_ir(print_ir(m)).walk())


def test_location_with_odd_filename():
    m = new_module()
    name = 'dir with space/we"ird\\file.py'
    f, b, _ = add_func(m, "k", [], loc=(name, 1, 0))
    b.loc = (name, 10, 4)
    x = const(b, 1, T.i32)

    def then(tb):
        tb.create("scf.yield", [], [])
    b.create("scf.if", [const(b, True, T.i1)], [], {}, [region([], then), region([], then)])
    b.create("tt.return", [], [])
    assert x is not None
    text = roundtrip(m, with_locs=True)
    again = parse_ir(text)
    assert [o.loc for o in again.walk()] == [o.loc for o in m.walk()]


def test_kernel_ir_roundtrips_with_locations():
    @tritium.jit
    def helper(x):
        return tl.where(x > 0, x, -x)

    @tritium.jit
    def kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + offs, mask=offs < n, other=0.0)
        acc = tl.zeros([BLOCK], dtype=tl.float32)
        for i in range(n):
            if i % 2 == 0:
                acc += helper(x)
        tl.store(out_ptr + offs, tl.cumsum(acc, 0) + tl.max(acc, 0), mask=offs < n)

    p = dtypes.pointer_type(dtypes.float32)
    m = generate_kernel(kernel, dict(x_ptr=p, out_ptr=p, n=dtypes.int32), dict(BLOCK=32))
    check_roundtrip(m)
    assert 'loc("' in print_ir(m, with_locs=True)
    ck = tritium.compile_ttir(kernel, dict(x_ptr=p, out_ptr=p, n=dtypes.int32), dict(BLOCK=32))
    check_roundtrip(ck.module)
    assert print_ir(parse_ir(ck.asm["ttir"])) == ck.asm["ttir"]


def test_comments_are_ignored():
    text = ("// a leading comment\nmodule {\n  // inside\n  tt.func public @k(%arg0: i32) {  // trailing\n"
            "    %0 = arith.addi %arg0, %arg0 : (i32, i32) -> i32 // after op\n    tt.return : () -> ()\n  }\n}\n")
    m = parse_ir(text)
    verify(m)
    assert [o.name for o in m.walk()] == ["builtin.module", "tt.func", "arith.addi", "tt.return"]


def test_single_function_parses_without_module():
    m = new_module()
    f, b, (x,) = add_func(m, "k", [T.i32])
    b.create("tt.return", [], [])
    text = print_ir(f)
    assert text.startswith("tt.func public @k")
    assert print_ir(parse_ir(text)) == text


# ---------------------------------------------------------------- parse errors
GOOD = """module {
  tt.func public @k(%arg0: i32, %arg1: f32) {
    %0 = arith.addi %arg0, %arg0 : (i32, i32) -> i32
    %1 = arith.addf %arg1, %arg1 : (f32, f32) -> f32
    tt.return : () -> ()
  }
}
"""


def _line_of(err):
    msg = str(err.value)
    assert msg.startswith("line "), msg
    return int(msg.split()[1].rstrip(":"))


def test_good_text_parses():
    verify(parse_ir(GOOD))
    assert print_ir(parse_ir(GOOD)) == GOOD


@pytest.mark.parametrize("old,new,line,words", [
    ("arith.addf", "arith.addz", 4, "unknown op"),
    ("arith.addf %arg1, %arg1", "arith.addf %arg1, %7", 4, "undefined value %7"),
    ("%0 = arith.addi %arg0, %arg0", "%0 = arith.addi %arg0, %0", 3, "undefined value %0"),
    ("(f32, f32) -> f32", "(i32, f32) -> f32", 4, "operand typed i32 but defined as f32"),
    ("(i32, i32) -> i32", "(i32) -> i32", 3, "counts do not match"),
    ("(i32, i32) -> i32", "(i32, i32) -> (i32, i32)", 3, "counts do not match"),
    ("(f32, f32) -> f32", "(f32, f32) -> f99", 4, "expected a type"),
    ("(f32, f32) -> f32", "(f32, f32) -> tensor<f32>", 4, "tensor type needs a shape"),
    ("tt.return : () -> ()", "tt.return : () -> () }", 7, "trailing text"),
    ("%1 = arith.addf", "%0 = arith.addf", 4, "defined twice"),
    ("arith.addi %arg0, %arg0 :", "arith.addi %arg0, %arg0 {x = } :", 3, "bad attribute"),
    ("arith.addi %arg0, %arg0 :", "arith.addi %arg0, %arg0 {x = 1 :", 3, "expected '}'"),
])
def test_parse_errors(old, new, line, words):
    assert old in GOOD
    text = GOOD.replace(old, new, 1)
    with pytest.raises(ParseError) as e:
        parse_ir(text)
    assert _line_of(e) == line
    assert words in str(e.value)


def test_trailing_text():
    with pytest.raises(ParseError, match="trailing text") as e:
        parse_ir(GOOD + "\n\nextra\n")
    assert _line_of(e) == 10  # GOOD has 7 lines, then two empty ones
    with pytest.raises(ParseError, match="trailing text"):
        parse_ir(GOOD + "module {\n}\n")
    # trailing whitespace and comments are fine
    parse_ir(GOOD + "\n   \n// done\n")


def test_unexpected_character():
    with pytest.raises(ParseError, match="line 3") as e:
        parse_ir(GOOD.replace("%0 = arith.addi", "%0 = arith.addi ?", 1))
    assert "line 3" in str(e.value)


def test_value_from_a_closed_region_is_undefined():
    text = """module {
  tt.func public @k(%arg0: i1) {
    scf.if %arg0 : (i1) -> () {
      %0 = arith.constant {value = 1} : () -> i32
      scf.yield : () -> ()
    } {
      scf.yield : () -> ()
    }
    %1 = arith.addi %0, %0 : (i32, i32) -> i32
    tt.return : () -> ()
  }
}
"""
    with pytest.raises(ParseError, match="undefined value %0") as e:
        parse_ir(text)
    assert _line_of(e) == 9


def test_values_do_not_leak_between_functions():
    text = GOOD.replace("module {\n", "module {\n  tt.func public @a(%arg0: i32) {\n"
                                     "    %9 = arith.constant {value = 1} : () -> i32\n"
                                     "    tt.return : () -> ()\n  }\n", 1)
    parse_ir(text)
    bad = text.replace("%0 = arith.addi %arg0, %arg0", "%0 = arith.addi %9, %9", 1)
    with pytest.raises(ParseError, match="undefined value %9"):
        parse_ir(bad)


def test_empty_text():
    with pytest.raises(ParseError, match="line 1"):
        parse_ir("")
