"""verify() rejects malformed IR with VerifyError and accepts what the frontend and the passes emit."""
import pytest

import tritium
import tritium.language as tl
from tritium.frontend import dtypes
from tritium.frontend.ast_to_ir import generate_kernel
from tritium.ir import Block, Builder, VerifyError, verify
from tritium.ir import types as T
from tritium.passes import run_standard_pipeline

from irutil import PF32, add_func, const, new_module, region, tensor

I16 = tensor([16], T.i32)
V16 = tensor([16], T.f32)
V8 = tensor([8], T.f32)
B16 = tensor([16], T.i1)
P16 = tensor([16], PF32)


def _module(build, args=(PF32, T.i32, T.f32), results=None):
    """A module with one kernel whose body `build(b, *args)` fills; tt.return is appended unless
    `build` returns False."""
    m = new_module()
    f, b, a = add_func(m, "k", list(args), result_types=results)
    if build(b, *a) is not False:
        b.create("tt.return", [], [])
    return m


def _for(b, lb, ub, step, inits, body_types, yield_fn, result_types=None):
    blk = Block(body_types)
    yield_fn(Builder(blk), *blk.args)
    return b.create("scf.for", [lb, ub, step, *inits], result_types if result_types is not None
                    else [v.type for v in inits], {}, [blk])


# ---------------------------------------------------------------- well-formed baselines
def _good_elementwise(b, p, n, x):
    r = b.value("tt.make_range", [], I16, start=0, end=16)
    ptrs = b.value("tt.addptr", [b.value("tt.splat", [p], P16), r], P16)
    mask = b.value("arith.cmpi", [r, b.value("tt.splat", [n], I16)], B16, predicate="slt")
    v = b.value("tt.load", [ptrs, mask, const(b, 0.0, V16)], V16)
    b.create("tt.store", [ptrs, b.value("arith.addf", [v, v], V16), mask], [])


def _good_loop(b, p, n, x):
    zero, one = const(b, 0, T.i32), const(b, 1, T.i32)
    _for(b, zero, n, one, [x], [T.i32, T.f32],
         lambda fb, iv, acc: fb.create("scf.yield", [fb.value("arith.addf", [acc, acc], T.f32)], []))


@pytest.mark.parametrize("build", [_good_elementwise, _good_loop])
def test_well_formed_modules_verify(build):
    verify(_module(build))


# ---------------------------------------------------------------- malformed modules
def elementwise_shape_mismatch(b, p, n, x):
    a = const(b, 1.0, V16)
    c = const(b, 1.0, V8)
    b.create("arith.addf", [a, c], [V16])


def elementwise_result_shape_mismatch(b, p, n, x):
    a = const(b, 1, I16)
    b.create("arith.cmpi", [a, a], [tensor([8], T.i1)], {"predicate": "eq"})


def binary_operand_types_differ(b, p, n, x):
    b.create("arith.addi", [n, const(b, 1, T.i64)], [T.i32])


def int_op_on_floats(b, p, n, x):
    b.create("arith.addi", [x, x], [T.f32])


def select_non_i1_condition(b, p, n, x):
    b.create("arith.select", [n, x, x], [T.f32])


def select_arms_differ(b, p, n, x):
    b.create("arith.select", [const(b, True, T.i1), x, const(b, 1.0, T.f64)], [T.f32])


def load_wrong_mask_type(b, p, n, x):
    b.create("tt.load", [p, n], [T.f32])


def load_mask_wrong_shape(b, p, n, x):
    ptrs = b.value("tt.splat", [p], P16)
    b.create("tt.load", [ptrs, const(b, True, tensor([8], T.i1))], [V16])


def load_wrong_result_type(b, p, n, x):
    b.create("tt.load", [p], [T.f16])


def load_from_non_pointer(b, p, n, x):
    b.create("tt.load", [n], [T.i32])


def store_wrong_value_type(b, p, n, x):
    b.create("tt.store", [p, n], [])


def for_yield_type_mismatch(b, p, n, x):
    zero, one = const(b, 0, T.i32), const(b, 1, T.i32)
    _for(b, zero, n, one, [x], [T.i32, T.f32], lambda fb, iv, acc: fb.create("scf.yield", [iv], []))


def for_bounds_differ(b, p, n, x):
    zero, one = const(b, 0, T.i64), const(b, 1, T.i32)
    _for(b, zero, n, one, [], [T.i64], lambda fb, iv: fb.create("scf.yield", [], []))


def for_region_args_wrong(b, p, n, x):
    zero, one = const(b, 0, T.i32), const(b, 1, T.i32)
    _for(b, zero, n, one, [x], [T.i32], lambda fb, iv: fb.create("scf.yield", [x], []))


def for_results_wrong(b, p, n, x):
    zero, one = const(b, 0, T.i32), const(b, 1, T.i32)
    _for(b, zero, n, one, [x], [T.i32, T.f32], lambda fb, iv, acc: fb.create("scf.yield", [acc], []),
         result_types=[T.f64])


def if_non_i1_condition(b, p, n, x):
    b.create("scf.if", [n], [], {}, [region([], lambda tb: tb.create("scf.yield")),
                                    region([], lambda tb: tb.create("scf.yield"))])


def if_branch_yields_wrong_type(b, p, n, x):
    c = const(b, True, T.i1)
    b.create("scf.if", [c], [T.f32], {}, [region([], lambda tb: tb.create("scf.yield", [x])),
                                         region([], lambda tb: tb.create("scf.yield", [n]))])


def while_without_condition(b, p, n, x):
    b.create("scf.while", [n], [T.i32], {}, [region([T.i32], lambda wb, i: wb.create("scf.yield", [i])),
                                            region([T.i32], lambda wb, i: wb.create("scf.yield", [i]))])


def while_condition_not_i1(b, p, n, x):
    b.create("scf.while", [n], [T.i32], {}, [region([T.i32], lambda wb, i: wb.create("scf.condition", [i, i])),
                                            region([T.i32], lambda wb, i: wb.create("scf.yield", [i]))])


def use_before_def(b, p, n, x):
    first = b.create("arith.addi", [n, n], [T.i32])
    second = b.create("arith.addi", [n, n], [T.i32])
    first.operands[0] = second.result


def use_of_own_result(b, p, n, x):
    o = b.create("arith.addi", [n, n], [T.i32])
    o.operands[1] = o.result


def value_used_outside_its_region(b, p, n, x):
    zero, one = const(b, 0, T.i32), const(b, 1, T.i32)
    inner = []

    def body(fb, iv):
        inner.append(fb.value("arith.addi", [iv, iv], T.i32))
        fb.create("scf.yield", [], [])
    _for(b, zero, n, one, [], [T.i32], body)
    b.create("arith.addi", [inner[0], n], [T.i32])


def region_arg_used_outside(b, p, n, x):
    zero, one = const(b, 0, T.i32), const(b, 1, T.i32)
    loop = _for(b, zero, n, one, [], [T.i32], lambda fb, iv: fb.create("scf.yield", [], []))
    b.create("arith.addi", [loop.regions[0].args[0], n], [T.i32])


def value_from_sibling_branch(b, p, n, x):
    c = const(b, True, T.i1)
    then_vals = []

    def then(tb):
        then_vals.append(tb.value("arith.addf", [x, x], T.f32))
        tb.create("scf.yield", [then_vals[0]])
    b.create("scf.if", [c], [T.f32], {}, [region([], then),
                                         region([], lambda eb: eb.create("scf.yield", [then_vals[0]]))])


def value_from_another_function(b, p, n, x):
    m = b.block.parent.parent.parent
    g, gb, (y,) = add_func(m, "other", [T.i32])
    gb.create("tt.return", [], [])
    b.create("arith.addi", [y, n], [T.i32])


def missing_terminator(b, p, n, x):
    b.create("arith.addi", [n, n], [T.i32])
    return False


def missing_terminator_in_region(b, p, n, x):
    zero, one = const(b, 0, T.i32), const(b, 1, T.i32)
    _for(b, zero, n, one, [], [T.i32], lambda fb, iv: fb.value("arith.addi", [iv, iv], T.i32))


def empty_region(b, p, n, x):
    c = const(b, True, T.i1)
    b.create("scf.if", [c], [], {}, [Block(), region([], lambda eb: eb.create("scf.yield"))])


def terminator_not_last(b, p, n, x):
    b.create("tt.return", [], [])
    b.create("arith.addi", [n, n], [T.i32])


def terminator_not_last_in_region(b, p, n, x):
    zero, one = const(b, 0, T.i32), const(b, 1, T.i32)

    def body(fb, iv):
        fb.create("scf.yield", [], [])
        fb.create("scf.yield", [], [])
    _for(b, zero, n, one, [], [T.i32], body)


def if_with_one_region(b, p, n, x):
    c = const(b, True, T.i1)
    b.create("scf.if", [c], [], {}, [region([], lambda tb: tb.create("scf.yield"))])


def for_without_region(b, p, n, x):
    zero, one = const(b, 0, T.i32), const(b, 1, T.i32)
    b.create("scf.for", [zero, n, one], [], {}, [])


def region_on_regionless_op(b, p, n, x):
    b.create("arith.addi", [n, n], [T.i32], {}, [region([], lambda tb: tb.create("scf.yield"))])


def make_range_shape_mismatch(b, p, n, x):
    b.create("tt.make_range", [], [tensor([8], T.i32)], {"start": 0, "end": 16})


def make_range_wrong_element(b, p, n, x):
    b.create("tt.make_range", [], [tensor([16], T.i64)], {"start": 0, "end": 16})


def make_range_missing_attr(b, p, n, x):
    b.create("tt.make_range", [], [I16], {"start": 0})


def dot_shape_mismatch(b, p, n, x):
    a = const(b, 0.0, tensor([16, 8], T.f16))
    c = const(b, 0.0, tensor([16, 16], T.f16))
    acc = const(b, 0.0, tensor([16, 16], T.f32))
    b.create("tt.dot", [a, c, acc], [tensor([16, 16], T.f32)])


def dot_accumulator_shape(b, p, n, x):
    a = const(b, 0.0, tensor([16, 8], T.f16))
    c = const(b, 0.0, tensor([8, 32], T.f16))
    acc = const(b, 0.0, tensor([16, 16], T.f32))
    b.create("tt.dot", [a, c, acc], [tensor([16, 16], T.f32)])


def dot_of_vectors(b, p, n, x):
    v = const(b, 0.0, V16)
    b.create("tt.dot", [v, v, v], [V16])


def trans_order_not_permutation(b, p, n, x):
    t = const(b, 0.0, tensor([4, 8], T.f32))
    b.create("tt.trans", [t], [tensor([4, 4], T.f32)], {"order": [0, 0]})


def trans_wrong_result_shape(b, p, n, x):
    t = const(b, 0.0, tensor([4, 8], T.f32))
    b.create("tt.trans", [t], [tensor([4, 8], T.f32)], {"order": [1, 0]})


def splat_of_tensor(b, p, n, x):
    b.create("tt.splat", [const(b, 0.0, V8)], [V16])


def broadcast_not_from_one(b, p, n, x):
    b.create("tt.broadcast", [const(b, 0.0, tensor([2, 4], T.f32))], [tensor([4, 4], T.f32)])


def expand_dims_wrong_axis(b, p, n, x):
    b.create("tt.expand_dims", [const(b, 0.0, V16)], [tensor([16, 1], T.f32)], {"axis": 0})


def reshape_changes_count(b, p, n, x):
    b.create("tt.reshape", [const(b, 0.0, V16)], [tensor([4, 8], T.f32)])


def cast_changes_shape(b, p, n, x):
    b.create("arith.sitofp", [const(b, 1, I16)], [V8])


def addptr_onto_integer(b, p, n, x):
    b.create("tt.addptr", [n, n], [T.i32])


def cmpi_bad_predicate(b, p, n, x):
    b.create("arith.cmpi", [n, n], [T.i1], {"predicate": "olt"})


def program_id_axis_3(b, p, n, x):
    b.create("tt.get_program_id", [], [T.i32], {"axis": 3})


def reduce_region_arity(b, p, n, x):
    v = const(b, 0.0, V16)
    b.create("tt.reduce", [v], [T.f32], {"axis": 0},
             [region([T.f32], lambda rb, a: rb.create("tt.reduce.return", [a]))])


def scan_region_returns_two(b, p, n, x):
    v = const(b, 0.0, V16)
    b.create("tt.scan", [v], [V16], {"axis": 0, "reverse": False},
             [region([T.f32, T.f32], lambda rb, a, c: rb.create("tt.scan.return", [a, c]))])


def atomic_bad_op(b, p, n, x):
    b.create("tt.atomic_rmw", [p, x], [T.f32], {"op": "sub"})


def join_mismatched(b, p, n, x):
    b.create("tt.join", [const(b, 0.0, V16), const(b, 0, I16)], [tensor([16, 2], T.f32)])


def split_needs_pair(b, p, n, x):
    b.create("tt.split", [const(b, 0.0, tensor([16, 4], T.f32))], [V16, V16])


def constant_without_value(b, p, n, x):
    b.create("arith.constant", [], [T.i32], {})


MALFORMED = [
    elementwise_shape_mismatch, elementwise_result_shape_mismatch, binary_operand_types_differ, int_op_on_floats,
    select_non_i1_condition, select_arms_differ, load_wrong_mask_type, load_mask_wrong_shape,
    load_wrong_result_type, load_from_non_pointer, store_wrong_value_type, for_yield_type_mismatch,
    for_bounds_differ, for_region_args_wrong, for_results_wrong, if_non_i1_condition, if_branch_yields_wrong_type,
    while_without_condition, while_condition_not_i1, use_before_def, use_of_own_result,
    value_used_outside_its_region, region_arg_used_outside, value_from_sibling_branch, value_from_another_function,
    missing_terminator, missing_terminator_in_region, empty_region, terminator_not_last,
    terminator_not_last_in_region, if_with_one_region, for_without_region, region_on_regionless_op,
    make_range_shape_mismatch, make_range_wrong_element, make_range_missing_attr, dot_shape_mismatch,
    dot_accumulator_shape, dot_of_vectors, trans_order_not_permutation, trans_wrong_result_shape, splat_of_tensor,
    broadcast_not_from_one, expand_dims_wrong_axis, reshape_changes_count, cast_changes_shape, addptr_onto_integer,
    cmpi_bad_predicate, program_id_axis_3, reduce_region_arity, scan_region_returns_two, atomic_bad_op,
    join_mismatched, split_needs_pair, constant_without_value,
]


@pytest.mark.parametrize("build", MALFORMED, ids=lambda f: f.__name__)
def test_malformed_module_is_rejected(build):
    m = _module(build)
    with pytest.raises(VerifyError):
        verify(m)


def test_module_may_only_hold_functions():
    m = new_module()
    from tritium.ir import Builder as B
    B(m.body).create("arith.constant", [], [T.i32], {"value": 1})
    with pytest.raises(VerifyError, match="only tt.func"):
        verify(m)


def test_verify_single_op():
    b = Builder(Block([T.i32]))
    good = b.create("tt.get_program_id", [], [T.i32], {"axis": 1})
    verify(good)
    with pytest.raises(VerifyError):
        verify(Builder().create("tt.get_program_id", [], [T.i32], {"axis": 5}))


# ---------------------------------------------------------------- verifier gaps (bugs)
def binary_with_two_results(b, p, n, x):
    b.create("arith.addf", [x, x], [T.f32, T.f32])


def binary_with_no_result(b, p, n, x):
    b.create("arith.addi", [n, n], [])


def splat_with_no_result(b, p, n, x):
    b.create("tt.splat", [n], [])


@pytest.mark.parametrize("build", [binary_with_two_results, binary_with_no_result, splat_with_no_result],
                         ids=lambda f: f.__name__)
def test_wrong_result_count_is_a_verify_error(build):
    m = _module(build)
    with pytest.raises(VerifyError):
        verify(m)


def test_return_must_match_function_result_types():
    m = new_module()
    f, b, (x,) = add_func(m, "k", [T.f32], result_types=[T.i32])
    b.create("tt.return", [x], [])
    with pytest.raises(VerifyError):
        verify(m)


def test_for_body_must_end_in_yield():
    def build(b, p, n, x):
        zero, one = const(b, 0, T.i32), const(b, 1, T.i32)
        _for(b, zero, n, one, [], [T.i32], lambda fb, iv: fb.create("tt.return", [], []))
    m = _module(build)
    with pytest.raises(VerifyError):
        verify(m)


# ---------------------------------------------------------------- frontend output verifies
@tritium.jit
def _helper(x, y):
    return x * y + 1.0, tl.maximum(x, y)


@tritium.jit
def _kernel_a(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    a, b = _helper(x, x)
    tl.store(y_ptr + offs, a + b, mask=m)


@tritium.jit
def _kernel_b(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    cols = tl.arange(0, BLOCK)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    i = 0
    while i < n:
        v = tl.load(x_ptr + i * BLOCK + cols)
        if tl.sum(v, 0) > 0:
            acc += v
        else:
            acc -= v
        i += 1
    tl.store(out_ptr + cols, tl.cumsum(acc, 0))
    tl.store(out_ptr + BLOCK + cols, tl.argmax(acc, 0) + cols * 0)


@tritium.jit
def _kernel_c(a_ptr, c_ptr, BLOCK: tl.constexpr):
    r = tl.arange(0, BLOCK)
    a = tl.load(a_ptr + r[:, None] * BLOCK + r[None, :])
    c = tl.dot(a, tl.trans(a))
    lo, hi = tl.split(tl.join(c, c))
    tl.atomic_add(c_ptr + r[:, None] * BLOCK + r[None, :], lo + hi)
    tl.debug_barrier()


_P = dtypes.pointer_type(dtypes.float32)


@pytest.mark.parametrize("fn,sig,cx", [
    (_kernel_a, dict(x_ptr=_P, y_ptr=_P, n=dtypes.int32), dict(BLOCK=32)),
    (_kernel_b, dict(x_ptr=_P, out_ptr=_P, n=dtypes.int32), dict(BLOCK=16)),
    (_kernel_c, dict(a_ptr=_P, c_ptr=_P), dict(BLOCK=16)),
], ids=["helper_call", "while_if_reduce_scan", "dot_trans_join_atomic"])
def test_frontend_output_verifies(fn, sig, cx):
    m = generate_kernel(fn, sig, cx)
    verify(m)
    run_standard_pipeline(m)
    verify(m)
    assert tritium.compile_ttir(fn, sig, cx).asm["ttir"].startswith("module {")
