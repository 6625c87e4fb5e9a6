"""The standard passes one by one: inline, canonicalize, cse, dce.

Each pass runs on small hand-built modules or on frontend output; results must still verify and,
where a kernel is involved, compute the same values in the reference interpreter.
"""
import math

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.frontend import dtypes
from tritium.frontend.ast_to_ir import generate_kernel
from tritium.ir import Block, Builder, print_ir, verify
from tritium.ir import numpy_semantics as S
from tritium.ir import types as T
from tritium.passes import canonicalize, cse, dce, inline
from tritium.runtime.interpreter import Interpreter, InterpreterError

from irutil import PF32, add_func, const, new_module, op_names, region, tensor

V4 = tensor([4], T.f32)
I4 = tensor([4], T.i32)


# ---------------------------------------------------------------- helpers
def run_module(module, grid, *arrays_or_scalars):
    """Run the (inlined) module's kernel in the interpreter; numpy arrays are passed by address."""
    args, bufs = [], []
    for a in arrays_or_scalars:
        if isinstance(a, np.ndarray):
            args.append(a.ctypes.data)
            bufs.append((a.ctypes.data, a.nbytes))
        else:
            args.append(a)
    Interpreter(module).run(grid, args, bufs)


def kernel_module(fn, sig, cx):
    m = generate_kernel(fn, sig, cx)
    verify(m)
    return m


def stored_value(f, index=0):
    """The value operand of the index-th tt.store in function f (top level)."""
    return [o for o in f.body.ops if o.name == "tt.store"][index].operands[1]


def producer(v):
    return v.owner


P = dtypes.pointer_type(dtypes.float32)


# ================================================================ inline
@tritium.jit
def _square(x):
    return x * x


@tritium.jit
def _poly(x, c: tl.constexpr):
    # nested call, constexpr argument, two results
    return _square(x) + c, x - c


@tritium.jit
def _clamp_pos(x):
    return tl.where(x > 0, x, 0.0)


@tritium.jit
def _inline_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    a, b = _poly(x, 2.0)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for i in range(3):
        acc += _clamp_pos(b + i)     # a call inside an scf.for region
    if tl.program_id(0) == 0:
        acc = acc + _square(a)       # a call inside an scf.if region
    tl.store(out_ptr + offs, acc + _poly(a, 1.0)[1], mask=mask)


def _inline_reference(x, pid_zero_mask):
    x = x.astype(np.float32)
    a = x * x + np.float32(2.0)
    b = x - np.float32(2.0)
    acc = np.zeros_like(x)
    for i in range(3):
        acc += np.maximum(b + np.float32(i), 0).astype(np.float32)
    acc = np.where(pid_zero_mask, acc + a * a, acc)
    return acc + (a - np.float32(1.0))


_INLINE_SIG = dict(x_ptr=P, out_ptr=P, n=dtypes.int32)


def test_inline_removes_calls_and_private_functions():
    m = kernel_module(_inline_kernel, _INLINE_SIG, dict(BLOCK=16))
    assert "tt.call" in op_names(m)
    assert len(m.body.ops) > 1 and any(f.attrs["visibility"] == "private" for f in m.body.ops)
    with pytest.raises(InterpreterError, match="inline"):
        Interpreter(m)
    inline(m)
    verify(m)
    assert "tt.call" not in op_names(m)
    assert [f.attrs["visibility"] for f in m.body.ops] == ["public"]
    assert [f.attrs["sym_name"] for f in m.body.ops] == ["_inline_kernel"]
    # the calls inside the for and if regions were inlined in place
    loop = [o for o in m.body.ops[0].body.ops if o.name == "scf.for"][0]
    assert "arith.select" in [o.name for o in loop.regions[0].ops]


def test_inline_computes_the_same():
    rng = np.random.default_rng(0)
    n, block = 40, 16
    x = rng.uniform(-3, 3, n).astype(np.float32)
    m = inline(kernel_module(_inline_kernel, _INLINE_SIG, dict(BLOCK=block)))
    out = np.full(n, np.nan, np.float32)
    run_module(m, (3,), x, out, n)
    ref = _inline_reference(x, np.arange(n) < block)
    np.testing.assert_allclose(out, ref, rtol=1e-6)

    # the same kernel launched through @jit (which runs the whole pipeline)
    launched = tritium.jit(_inline_kernel.fn, interpret=True)
    out2 = np.full(n, np.nan, np.float32)
    launched[(3,)](x, out2, n, BLOCK=block)
    np.testing.assert_allclose(out2, ref, rtol=1e-6)


def test_inline_hand_built_calls_with_results_and_nesting():
    m = new_module()
    # private @twice(x) = x + x ; private @quad(x) = twice(twice(x)), returning also its argument
    tw, tb, (x,) = add_func(m, "twice", [T.i32], result_types=[T.i32], visibility="private")
    tb.create("tt.return", [tb.value("arith.addi", [x, x], T.i32)])
    qd, qb, (y,) = add_func(m, "quad", [T.i32], result_types=[T.i32, T.i32], visibility="private")
    t1 = qb.create("tt.call", [y], [T.i32], {"callee": "twice"}).result
    t2 = qb.create("tt.call", [t1], [T.i32], {"callee": "twice"}).result
    qb.create("tt.return", [t2, y])
    unused, ub, _ = add_func(m, "unused", [], visibility="private")
    ub.create("tt.return")
    k, kb, (p, n) = add_func(m, "k", [T.PtrType(T.i32), T.i32])
    r = kb.create("tt.call", [n], [T.i32, T.i32], {"callee": "quad"})
    s = kb.value("arith.muli", [r.results[0], r.results[1]], T.i32)
    kb.create("tt.store", [p, s])
    kb.create("tt.return")
    verify(m)
    inline(m)
    verify(m)
    assert [f.attrs["sym_name"] for f in m.body.ops] == ["k"]
    names = op_names(m)
    assert "tt.call" not in names and names.count("arith.addi") == 2
    # the callee bodies were copied, not moved: the operand of the multiply is the caller's argument
    assert s.owner.operands[1] is n
    out = np.zeros(1, np.int32)
    run_module(m, (1,), out, 5)
    assert out[0] == 5 * 4 * 5


# ================================================================ canonicalize
def _fold(op_name, operand_types, values, result_type, attrs=None):
    """Build `op(constants...)`, store it, canonicalize; returns (function, stored value)."""
    m = new_module()
    f, b, (p,) = add_func(m, "k", [T.PtrType(result_type.scalar)])
    ops = [const(b, v, t) for v, t in zip(values, operand_types)]
    r = b.value(op_name, ops, result_type, **(attrs or {}))
    if result_type.is_tensor():
        p = b.value("tt.splat", [p], tensor(result_type.shape, T.PtrType(result_type.scalar)))
    b.create("tt.store", [p, r])
    b.create("tt.return")
    verify(m)
    canonicalize(m)
    verify(m)
    return f, stored_value(f)


def _expected(op_name, operand_types, values, result_type, attrs):
    args = [S.constant(v, t.scalar) for v, t in zip(values, operand_types)]
    out = S.elementwise(op_name, attrs or {}, [t.scalar for t in operand_types], result_type.scalar, args)
    return np.asarray(out).reshape(-1)[0]


def _same_number(got, want):
    want = want.item() if hasattr(want, "item") else want
    if isinstance(want, float) and math.isnan(want):
        return isinstance(got, float) and math.isnan(got)
    if isinstance(want, float):
        return got == want and math.copysign(1, got) == math.copysign(1, want)
    return int(got) == int(want)


FOLDS = [
    # (op, operand types, operand values, result type, attrs, expected value)
    ("arith.addi", [T.i8, T.i8], [100, 100], T.i8, None, -56),
    ("arith.addi", [T.i32, T.i32], [2 ** 31 - 1, 1], T.i32, None, -2 ** 31),
    ("arith.subi", [T.i64, T.i64], [-2 ** 63, 1], T.i64, None, 2 ** 63 - 1),
    ("arith.muli", [T.i32, T.i32], [65536, 65536], T.i32, None, 0),
    ("arith.muli", [T.i16, T.i16], [300, 300], T.i16, None, 90000 - 65536),
    ("arith.divsi", [T.i32, T.i32], [-7, 2], T.i32, None, -3),
    ("arith.divui", [T.i32, T.i32], [-1, 2], T.i32, None, 2 ** 31 - 1),
    ("arith.divsi", [T.i32, T.i32], [5, 0], T.i32, None, 0),
    ("arith.remsi", [T.i32, T.i32], [-7, 2], T.i32, None, -1),
    ("arith.remui", [T.i8, T.i8], [-1, 10], T.i8, None, 5),
    ("arith.shli", [T.i32, T.i32], [1, 31], T.i32, None, -2 ** 31),
    ("arith.shli", [T.i32, T.i32], [1, 40], T.i32, None, 0),
    ("arith.shrsi", [T.i32, T.i32], [-8, 1], T.i32, None, -4),
    ("arith.shrui", [T.i32, T.i32], [-8, 28], T.i32, None, 15),
    ("arith.andi", [T.i32, T.i32], [12, 10], T.i32, None, 8),
    ("arith.xori", [T.i1, T.i1], [True, True], T.i1, None, 0),
    ("arith.maxui", [T.i32, T.i32], [-1, 5], T.i32, None, -1),
    ("arith.minsi", [T.i32, T.i32], [-1, 5], T.i32, None, -1),
    ("tt.mulhiui", [T.i32, T.i32], [-1, -1], T.i32, None, -2),
    ("arith.addf", [T.f32, T.f32], [0.1, 0.2], T.f32, None, float(np.float32(0.1) + np.float32(0.2))),
    ("arith.mulf", [T.f16, T.f16], [300.0, 300.0], T.f16, None, float("inf")),
    ("arith.divf", [T.f32, T.f32], [1.0, 0.0], T.f32, None, float("inf")),
    ("arith.divf", [T.f64, T.f64], [0.0, 0.0], T.f64, None, float("nan")),
    ("arith.subf", [T.f32, T.f32], [-0.0, 0.0], T.f32, None, -0.0),
    ("arith.addf", [T.bf16, T.bf16], [1.0, 2.0 ** -9], T.bf16, None, 1.0),
    ("arith.maximumf", [T.f32, T.f32], [float("nan"), 1.0], T.f32, None, float("nan")),
    ("arith.maxnumf", [T.f32, T.f32], [float("nan"), 1.0], T.f32, None, 1.0),
    ("math.sqrt", [T.f32], [2.0], T.f32, None, float(np.sqrt(np.float32(2.0)))),
    ("arith.negf", [T.f32], [0.0], T.f32, None, -0.0),
    ("math.absi", [T.i32], [-5], T.i32, None, 5),
    ("math.fma", [T.f32] * 3, [2.0, 3.0, 1.0], T.f32, None, 7.0),
    ("arith.cmpi", [T.i32, T.i32], [-1, 1], T.i1, {"predicate": "slt"}, 1),
    ("arith.cmpi", [T.i32, T.i32], [-1, 1], T.i1, {"predicate": "ult"}, 0),
    ("arith.cmpi", [T.i8, T.i8], [5, 5], T.i1, {"predicate": "sge"}, 1),
    ("arith.cmpf", [T.f32, T.f32], [float("nan"), 1.0], T.i1, {"predicate": "olt"}, 0),
    ("arith.cmpf", [T.f32, T.f32], [float("nan"), 1.0], T.i1, {"predicate": "une"}, 1),
    ("arith.cmpf", [T.f32, T.f32], [-0.0, 0.0], T.i1, {"predicate": "oeq"}, 1),
    ("arith.select", [T.i1, T.i32, T.i32], [False, 3, 4], T.i32, None, 4),
    ("arith.trunci", [T.i32], [300], T.i8, None, 44),
    ("arith.trunci", [T.i32], [3], T.i1, None, 1),
    ("arith.extsi", [T.i8], [-1], T.i32, None, -1),
    ("arith.extui", [T.i8], [-1], T.i32, None, 255),
    ("arith.extui", [T.i1], [True], T.i32, None, 1),
    ("arith.sitofp", [T.i32], [-3], T.f32, None, -3.0),
    ("arith.uitofp", [T.i32], [-1], T.f32, None, 4294967296.0),
    ("arith.fptosi", [T.f32], [1e10], T.i32, None, 2 ** 31 - 1),
    ("arith.fptosi", [T.f32], [-2.7], T.i32, None, -2),
    ("arith.fptosi", [T.f32], [float("nan")], T.i32, None, 0),
    ("arith.fptoui", [T.f32], [-5.0], T.i32, None, 0),
    ("arith.truncf", [T.f32], [1e-30], T.f16, None, 0.0),
    ("arith.truncf", [T.f64], [0.1], T.f32, None, float(np.float32(0.1))),
    ("arith.extf", [T.f16], [0.1], T.f32, None, float(np.float16(0.1))),
    ("arith.bitcast", [T.f32], [1.0], T.i32, None, 1065353216),
    ("arith.bitcast", [T.i32], [-1], T.f32, None, float("nan")),
    ("arith.addi", [I4, I4], [3, 4], I4, None, 7),
    ("arith.mulf", [V4, V4], [1.5, 2.0], V4, None, 3.0),
]


@pytest.mark.parametrize("op_name,types,values,rtype,attrs,want", FOLDS,
                         ids=[f"{c[0]}-{c[3]}-{c[2]}" for c in FOLDS])
def test_canonicalize_folds_constants(op_name, types, values, rtype, attrs, want):
    f, v = _fold(op_name, types, values, rtype, attrs)
    c = producer(v)
    assert c.name == "arith.constant", print_ir(f)
    assert c.result.type == rtype
    got = c.attrs["value"]
    assert _same_number(got, want), (got, want)
    # the folder and the interpreter share numpy_semantics: they agree exactly
    assert _same_number(got, _expected(op_name, types, values, rtype, attrs))
    assert op_name not in [o.name for o in f.body.ops] or op_name == "arith.constant"


def test_canonicalize_folds_chains_and_splats():
    m = new_module()
    f, b, (p,) = add_func(m, "k", [tensor([8], PF32)])
    a = const(b, 3, T.i32)
    s = b.value("tt.splat", [a], tensor([8], T.i32))               # splat of a constant -> constant
    e = b.value("tt.expand_dims", [s], tensor([1, 8], T.i32), axis=0)
    bc = b.value("tt.broadcast", [const(b, 2, tensor([1, 8], T.i32))], tensor([4, 8], T.i32))
    assert e is not None and bc is not None
    t = b.value("arith.muli", [s, s], tensor([8], T.i32))           # 9
    x = b.value("arith.sitofp", [t], tensor([8], T.f32))            # 9.0
    y = b.value("math.sqrt", [x], tensor([8], T.f32))               # 3.0
    b.create("tt.store", [p, y])
    b.create("tt.return")
    canonicalize(m)
    dce(m)
    verify(m)
    c = producer(stored_value(f))
    assert c.name == "arith.constant" and c.attrs["value"] == 3.0 and c.result.type == tensor([8], T.f32)
    assert "tt.splat" not in op_names(m) and "arith.muli" not in op_names(m)


def test_canonicalize_folds_splat_and_broadcast_of_constants():
    m = new_module()
    f, b, (p,) = add_func(m, "k", [tensor([4, 8], T.PtrType(T.i32))])
    bc = b.value("tt.broadcast", [const(b, 2, tensor([1, 8], T.i32))], tensor([4, 8], T.i32))
    sp = b.value("tt.splat", [const(b, 5, T.i32)], tensor([4, 8], T.i32))
    b.create("tt.store", [p, b.value("arith.addi", [bc, sp], tensor([4, 8], T.i32))])
    b.create("tt.return")
    canonicalize(m)
    c = producer(stored_value(f))
    assert c.name == "arith.constant" and c.attrs["value"] == 7 and c.result.type == tensor([4, 8], T.i32)


def test_canonicalize_folds_inside_regions():
    m = new_module()
    f, b, (p, n) = add_func(m, "k", [T.PtrType(T.i32), T.i32])
    zero, one, two = const(b, 0, T.i32), const(b, 1, T.i32), const(b, 2, T.i32)

    def body(fb, iv, acc):
        k = fb.value("arith.muli", [two, two], T.i32)          # folds to 4
        fb.create("scf.yield", [fb.value("arith.addi", [acc, k], T.i32)])
    blk = region([T.i32, T.i32], body)
    loop = b.create("scf.for", [zero, n, one, zero], [T.i32], {}, [blk])
    b.create("tt.store", [p, loop.result])
    b.create("tt.return")
    canonicalize(m)
    verify(m)
    add = blk.terminator.operands[0].owner
    assert add.name == "arith.addi"
    assert producer(add.operands[1]).name == "arith.constant" and producer(add.operands[1]).attrs["value"] == 4
    out = np.zeros(1, np.int32)
    dce(m)
    run_module(m, (1,), out, 5)
    assert out[0] == 20


@pytest.mark.parametrize("a,b,want", [(1.0, 1.0, 2.0), (1.0, 0.125, 1.0), (1.0, 0.375, 1.5)])
def test_canonicalize_folds_fp8_with_fp8_rounding(a, b, want):
    """fp8 constants fold to the fp8 result (f8E5M2 keeps 2 mantissa bits: 1.125 rounds to even 1.0,
    1.375 to 1.5)."""
    f8 = T.FloatType("f8E5M2")
    m = new_module()
    f, bld, (p,) = add_func(m, "k", [T.PtrType(f8)])
    r = bld.value("arith.addf", [const(bld, a, f8), const(bld, b, f8)], f8)
    bld.create("tt.store", [p, r])
    bld.create("tt.return")
    canonicalize(m)
    verify(m)
    v = stored_value(f)
    assert v.owner.name == "arith.constant" and v.owner.attrs["value"] == want


INT_IDENTITIES = [("arith.addi", 0, "rhs"), ("arith.addi", 0, "lhs"), ("arith.subi", 0, "rhs"),
                  ("arith.muli", 1, "rhs"), ("arith.muli", 1, "lhs"), ("arith.ori", 0, "rhs"),
                  ("arith.ori", 0, "lhs"), ("arith.xori", 0, "rhs"), ("arith.xori", 0, "lhs"),
                  ("arith.shli", 0, "rhs"), ("arith.shrsi", 0, "rhs"), ("arith.shrui", 0, "rhs"),
                  ("arith.divsi", 1, "rhs"), ("arith.divui", 1, "rhs")]


@pytest.mark.parametrize("t", [T.i32, T.i8, I4], ids=str)
@pytest.mark.parametrize("op_name,ident,side", INT_IDENTITIES, ids=[f"{a}-{c}" for a, _, c in INT_IDENTITIES])
def test_canonicalize_removes_integer_identities(op_name, ident, side, t):
    m = new_module()
    f, b, (p, x) = add_func(m, "k", [T.PtrType(t.scalar) if not t.is_tensor() else tensor(t.shape, T.PtrType(t.scalar)), t])
    c = const(b, ident, t)
    r = b.value(op_name, [x, c] if side == "rhs" else [c, x], t)
    b.create("tt.store", [p, r])
    b.create("tt.return")
    canonicalize(m)
    verify(m)
    assert stored_value(f) is x


NON_IDENTITIES = [("arith.subi", 0, "lhs"), ("arith.divsi", 1, "lhs"), ("arith.shli", 0, "lhs"),
                  ("arith.muli", 0, "rhs"), ("arith.addi", 1, "rhs"), ("arith.andi", 0, "rhs"),
                  ("arith.remsi", 1, "rhs")]


@pytest.mark.parametrize("op_name,value,side", NON_IDENTITIES, ids=[f"{a}-{v}-{c}" for a, v, c in NON_IDENTITIES])
def test_canonicalize_keeps_non_identities(op_name, value, side):
    m = new_module()
    f, b, (p, x) = add_func(m, "k", [T.PtrType(T.i32), T.i32])
    c = const(b, value, T.i32)
    b.create("tt.store", [p, b.value(op_name, [x, c] if side == "rhs" else [c, x], T.i32)])
    b.create("tt.return")
    canonicalize(m)
    assert stored_value(f) is not x


@pytest.mark.parametrize("op_name,side", [("arith.addf", "rhs"), ("arith.addf", "lhs"), ("arith.subf", "lhs")])
@pytest.mark.parametrize("t", [T.f32, T.f16, V4], ids=str)
def test_canonicalize_keeps_float_add_zero(op_name, side, t):
    m = new_module()
    f, b, (p, x) = add_func(m, "k", [T.PtrType(t.scalar) if not t.is_tensor() else tensor(t.shape, T.PtrType(t.scalar)), t])
    z = const(b, 0.0, t)
    r = b.value(op_name, [x, z] if side == "rhs" else [z, x], t)
    b.create("tt.store", [p, r])
    b.create("tt.return")
    canonicalize(m)
    assert stored_value(f) is r and r.owner.name == op_name


def test_float_add_zero_matters_for_negative_zero():
    """Why x + 0.0 must stay: for x = -0.0 it gives +0.0."""
    m = new_module()
    f, b, (p, x) = add_func(m, "k", [PF32, T.f32])
    b.create("tt.store", [p, b.value("arith.addf", [x, const(b, 0.0, T.f32)], T.f32)])
    b.create("tt.return")
    canonicalize(m)
    cse(m)
    dce(m)
    out = np.full(1, np.nan, np.float32)
    run_module(m, (1,), out, -0.0)
    assert out[0] == 0 and not np.signbit(out[0])


def test_canonicalize_preserves_kernel_results():
    @tritium.jit
    def k(x_ptr, out_ptr, BLOCK: tl.constexpr):
        offs = tl.arange(0, BLOCK)
        x = tl.load(x_ptr + offs)
        y = (x + 0) * 1 - 0 + (3 * 4 - 12) + ((7 // 2) << 1) + (x | 0) + (x ^ 0)
        z = (y.to(tl.float32) + 0.0) * (2.0 - 1.0)
        tl.store(out_ptr + offs, z)

    sig = dict(x_ptr=dtypes.pointer_type(dtypes.int32), out_ptr=P)
    x = np.arange(-8, 8, dtype=np.int32)
    outs = []
    for passes in ([inline], [inline, canonicalize, cse, dce]):
        m = kernel_module(k, sig, dict(BLOCK=16))
        for p_ in passes:
            p_(m)
        verify(m)
        out = np.full(16, np.nan, np.float32)
        run_module(m, (1,), x, out)
        outs.append(out)
    np.testing.assert_array_equal(outs[0], outs[1])
    np.testing.assert_array_equal(outs[1], (3 * x.astype(np.float32) + 6))


# ================================================================ cse
def test_cse_merges_identical_pure_ops():
    m = new_module()
    f, b, (p, x, y) = add_func(m, "k", [T.PtrType(T.i32), T.i32, T.i32])
    a1 = b.value("arith.addi", [x, y], T.i32)
    a2 = b.value("arith.addi", [x, y], T.i32)
    c1 = const(b, 7, T.i32)
    c2 = const(b, 7, T.i32)
    pid1 = b.value("tt.get_program_id", [], T.i32, axis=0)
    pid2 = b.value("tt.get_program_id", [], T.i32, axis=0)
    s = b.value("arith.addi", [b.value("arith.muli", [a1, c1], T.i32), b.value("arith.muli", [a2, c2], T.i32)], T.i32)
    b.create("tt.store", [p, b.value("arith.addi", [s, b.value("arith.subi", [pid1, pid2], T.i32)], T.i32)])
    b.create("tt.return")
    cse(m)
    verify(m)
    mul = s.owner
    assert mul.operands[0] is mul.operands[1]               # the two multiplies became one
    assert mul.operands[0].owner.operands == [a1, c1]
    sub = [o for o in f.body.ops if o.name == "arith.subi"][0]
    assert sub.operands == [pid1, pid1]
    dce(m)
    names = op_names(m)
    assert names.count("arith.muli") == 1 and names.count("arith.constant") == 1
    assert names.count("tt.get_program_id") == 1 and names.count("arith.addi") == 3


def test_cse_does_not_merge_different_ops():
    m = new_module()
    f, b, (p, x, y) = add_func(m, "k", [T.PtrType(T.i1), T.i32, T.i32])
    vals = [
        b.value("arith.cmpi", [x, y], T.i1, predicate="slt"),
        b.value("arith.cmpi", [x, y], T.i1, predicate="sle"),
        b.value("arith.cmpi", [y, x], T.i1, predicate="slt"),
        b.value("arith.trunci", [const(b, 1, T.i32)], T.i1),
        b.value("arith.trunci", [const(b, 1, T.i64)], T.i1),
        const(b, True, T.i1),
        const(b, 1, T.i1),
        const(b, 0, T.i1),
        b.value("arith.trunci", [b.value("tt.get_program_id", [], T.i32, axis=1)], T.i1),
        b.value("arith.trunci", [b.value("tt.get_program_id", [], T.i32, axis=2)], T.i1),
    ]
    for v in vals:
        b.create("tt.store", [p, v])
    b.create("tt.return")
    before = [o.operands[1] for o in f.body.ops if o.name == "tt.store"]
    cse(m)
    verify(m)
    after = [o.operands[1] for o in f.body.ops if o.name == "tt.store"]
    assert after == before


def test_cse_keeps_floats_distinct_from_ints():
    m = new_module()
    f, b, (p, q) = add_func(m, "k", [PF32, T.PtrType(T.i32)])
    c1 = const(b, 1.0, T.f32)
    c2 = const(b, 1, T.f32)  # same type, int attribute: not the same attribute
    c3 = const(b, 1, T.i32)
    b.create("tt.store", [p, c1])
    b.create("tt.store", [p, c2])
    b.create("tt.store", [q, c3])
    b.create("tt.return")
    cse(m)
    assert [o.operands[1] for o in f.body.ops if o.name == "tt.store"] == [c1, c2, c3]


def test_cse_keeps_negative_zero_distinct():
    m = new_module()
    f, b, (p, x) = add_func(m, "k", [PF32, T.f32])
    pz = const(b, 0.0, T.f32)
    nz = const(b, -0.0, T.f32)
    b.create("tt.store", [p, b.value("arith.addf", [x, pz], T.f32)])
    b.create("tt.store", [p, b.value("arith.addf", [x, nz], T.f32)])
    b.create("tt.return")
    cse(m)
    adds = [o for o in f.body.ops if o.name == "arith.addf"]
    assert adds[1].operands[1] is nz
    dce(m)
    out = np.full(1, np.nan, np.float32)
    # x + -0.0 == x: storing -0.0 + -0.0 must give -0.0 from the second store
    run_module(m, (1,), out, -0.0)
    assert np.signbit(out[0])


def test_cse_merges_nan_constants():
    m = new_module()
    f, b, (p,) = add_func(m, "k", [PF32])
    n1 = const(b, float("nan"), T.f32)
    n2 = const(b, float("nan"), T.f32)
    b.create("tt.store", [p, n1])
    b.create("tt.store", [p, n2])
    b.create("tt.return")
    cse(m)
    assert [o.operands[1] for o in f.body.ops if o.name == "tt.store"] == [n1, n1]


def test_cse_never_merges_loads_across_a_store():
    m = new_module()
    f, b, (p, q) = add_func(m, "k", [PF32, PF32])
    l1 = b.value("tt.load", [p], T.f32)
    b.create("tt.store", [p, b.value("arith.addf", [l1, l1], T.f32)])
    l2 = b.value("tt.load", [p], T.f32)
    b.create("tt.store", [q, l2])
    b.create("tt.return")
    cse(m)
    dce(m)
    verify(m)
    assert op_names(m).count("tt.load") == 2
    assert [o for o in f.body.ops if o.name == "tt.store"][1].operands[1] is l2
    x = np.array([1.5], np.float32)
    y = np.zeros(1, np.float32)
    run_module(m, (1,), x, y)
    assert y[0] == 3.0


def test_cse_never_merges_side_effects():
    m = new_module()
    f, b, (p,) = add_func(m, "k", [PF32])
    one = const(b, 1.0, T.f32)
    r1 = b.value("tt.atomic_rmw", [p, one], T.f32, op="fadd", sem="acq_rel", scope="gpu")
    r2 = b.value("tt.atomic_rmw", [p, one], T.f32, op="fadd", sem="acq_rel", scope="gpu")
    b.create("tt.print", [r1], [], {"prefix": "", "hex": False})
    b.create("tt.print", [r2], [], {"prefix": "", "hex": False})
    b.create("tt.return")
    cse(m)
    dce(m)
    assert op_names(m).count("tt.atomic_rmw") == 2 and op_names(m).count("tt.print") == 2
    prints = [o for o in f.body.ops if o.name == "tt.print"]
    assert prints[0].operands == [r1] and prints[1].operands == [r2]


def test_cse_across_regions_respects_dominance():
    m = new_module()
    f, b, (p, x, c) = add_func(m, "k", [T.PtrType(T.i32), T.i32, T.i1])
    outer = b.value("arith.muli", [x, x], T.i32)
    seen = {}

    def then(tb):
        seen["then_dup"] = tb.value("arith.muli", [x, x], T.i32)        # same as `outer`: merged
        seen["then_only"] = tb.value("arith.addi", [x, x], T.i32)
        tb.create("scf.yield", [tb.value("arith.addi", [seen["then_dup"], seen["then_only"]], T.i32)])

    def other(eb):
        seen["else_only"] = eb.value("arith.addi", [x, x], T.i32)        # sibling of then_only: kept
        eb.create("scf.yield", [seen["else_only"]])
    iff = b.create("scf.if", [c], [T.i32], {}, [region([], then), region([], other)])
    after = b.value("arith.addi", [x, x], T.i32)                          # after the if: not region values
    b.create("tt.store", [p, b.value("arith.addi", [iff.result, after], T.i32)])
    b.create("tt.return")
    cse(m)
    verify(m)
    then_blk, else_blk = iff.regions
    assert then_blk.ops[-2].operands[0] is outer
    assert else_blk.terminator.operands == [seen["else_only"]]
    final = [o for o in f.body.ops if o.name == "arith.addi"][-1]
    assert final.operands[1] is after
    dce(m)
    verify(m)
    for cond, want in ((True, 3 * 3 + 6 + 6), (False, 6 + 6)):
        out = np.zeros(1, np.int32)
        run_module(m, (1,), out, 3, cond)
        assert out[0] == want


def test_cse_does_not_merge_ops_with_regions():
    m = new_module()
    f, b, (p, x) = add_func(m, "k", [PF32, tensor([8], T.f32)])

    def body(rb, a, c):
        rb.create("tt.reduce.return", [rb.value("arith.addf", [a, c], T.f32)])
    r1 = b.create("tt.reduce", [x], [T.f32], {"axis": 0}, [region([T.f32, T.f32], body)]).result
    r2 = b.create("tt.reduce", [x], [T.f32], {"axis": 0}, [region([T.f32, T.f32], body)]).result
    b.create("tt.store", [p, b.value("arith.addf", [r1, r2], T.f32)])
    b.create("tt.return")
    cse(m)
    verify(m)
    assert op_names(m).count("tt.reduce") == 2


# ================================================================ dce
def test_dce_removes_dead_pure_chains_and_loads():
    m = new_module()
    f, b, (p, x) = add_func(m, "k", [PF32, T.f32])
    dead = b.value("math.exp", [b.value("arith.mulf", [x, x], T.f32)], T.f32)
    b.value("arith.addf", [dead, const(b, 1.0, T.f32)], T.f32)
    ptrs = b.value("tt.addptr", [b.value("tt.splat", [p], tensor([4], PF32)),
                                 b.value("tt.make_range", [], I4, start=0, end=4)], tensor([4], PF32))
    b.value("tt.load", [ptrs], V4)
    b.value("tt.load", [p], T.f32, volatile=False)
    b.create("tt.return")
    dce(m)
    verify(m)
    assert op_names(m) == ["tt.func", "tt.return"]


def test_dce_keeps_side_effects():
    m = new_module()
    f, b, (p, x) = add_func(m, "k", [PF32, T.f32])
    y = b.value("arith.mulf", [x, x], T.f32)
    b.create("tt.store", [p, y])
    b.value("tt.atomic_rmw", [p, x], T.f32, op="fadd", sem="relaxed", scope="gpu")   # result unused
    b.value("tt.atomic_cas", [p, x, x], T.f32, sem="relaxed", scope="gpu")          # result unused
    b.create("tt.print", [x], [], {"prefix": "x", "hex": False})
    b.create("tt.assert", [b.value("arith.cmpf", [x, x], T.i1, predicate="oeq")], [], {"message": "nan"})
    b.create("tt.assume", [b.value("arith.cmpf", [x, y], T.i1, predicate="ole")], [])
    b.create("tt.debug_barrier")
    b.value("arith.addf", [x, x], T.f32)   # dead
    b.create("tt.return")
    dce(m)
    verify(m)
    assert op_names(m)[1:] == ["arith.mulf", "tt.store", "tt.atomic_rmw", "tt.atomic_cas", "tt.print",
                               "arith.cmpf", "tt.assert", "arith.cmpf", "tt.assume", "tt.debug_barrier",
                               "tt.return"]


def test_dce_keeps_values_used_only_inside_regions():
    m = new_module()
    f, b, (p, n) = add_func(m, "k", [PF32, T.i32])
    zero, one = const(b, 0, T.i32), const(b, 1, T.i32)
    used_in_loop = b.value("arith.sitofp", [n], T.f32)
    used_in_if = b.value("arith.addf", [used_in_loop, used_in_loop], T.f32)
    dead_outer = b.value("arith.mulf", [used_in_loop, used_in_loop], T.f32)
    assert dead_outer is not None

    def body(fb, iv):
        fb.value("arith.subf", [used_in_loop, used_in_loop], T.f32)           # dead inside the loop
        c = fb.value("arith.cmpi", [iv, zero], T.i1, predicate="eq")

        def then(tb):
            tb.create("tt.store", [p, used_in_if])
            tb.create("scf.yield")
        fb.create("scf.if", [c], [], {}, [region([], then), region([], lambda eb: eb.create("scf.yield"))])
        fb.create("tt.store", [p, used_in_loop])
        fb.create("scf.yield")
    loop = b.create("scf.for", [zero, n, one], [], {}, [region([T.i32], body)])
    b.create("tt.return")
    dce(m)
    verify(m)
    names = op_names(m)
    assert "arith.subf" not in names and "arith.mulf" not in names
    assert names.count("arith.sitofp") == 1 and names.count("arith.addf") == 1
    assert "scf.for" in names and "scf.if" in names and names.count("tt.store") == 2
    assert loop.regions[0].ops[0].name == "arith.cmpi"


def test_dce_keeps_loops_but_removes_their_dead_ops():
    m = new_module()
    f, b, (p, n) = add_func(m, "k", [PF32, T.i32])
    zero, one = const(b, 0, T.i32), const(b, 1, T.i32)
    # an unused loop whose body only computes: kept (loops are never removed) but its dead op goes
    loop = b.create("scf.for", [zero, n, one, zero], [T.i32], {}, [region(
        [T.i32, T.i32], lambda fb, iv, acc: (fb.value("arith.muli", [iv, iv], T.i32),
                                             fb.create("scf.yield", [fb.value("arith.addi", [acc, iv], T.i32)])))])
    b.create("tt.return")
    dce(m)
    verify(m)
    names = op_names(m)
    assert "scf.for" in names and "arith.muli" not in names and "arith.addi" in names
    assert loop.regions[0].ops[0].name == "arith.addi"


def _dead_combine(name):
    m = new_module()
    f, b, (p, x) = add_func(m, "k", [PF32, V4])

    def body(rb, a, c):
        rb.create(f"{name}.return", [rb.value("arith.addf", [a, c], T.f32)])
    attrs = {"axis": 0} if name == "tt.reduce" else {"axis": 0, "reverse": False}
    b.create(name, [x], [T.f32 if name == "tt.reduce" else V4], attrs, [region([T.f32, T.f32], body)])
    b.create("tt.return")
    verify(m)
    return m


@pytest.mark.parametrize("name", ["tt.reduce", "tt.scan"])
def test_dce_removes_dead_reduce_and_scan(name):
    from tritium.ir import OPS
    from tritium.ir.core import Pure
    assert OPS[name].has_trait(Pure)
    m = dce(_dead_combine(name))
    assert op_names(m) == ["tt.func", "tt.return"]


def test_dce_keeps_reduce_and_scan_that_are_used():
    m = _dead_combine("tt.reduce")
    f = m.body.ops[0]
    r = f.body.ops[0].result
    b = Builder(f.body)
    f.body.ops.pop()
    b.create("tt.store", [f.body.args[0], r])
    b.create("tt.return")
    dce(m)
    verify(m)
    assert op_names(m)[1] == "tt.reduce"


def test_standard_passes_on_kernel_keep_it_valid_and_correct():
    """inline -> canonicalize -> cse -> dce on a kernel with loops, ifs and helpers: still valid, same output."""
    rng = np.random.default_rng(1)
    n, block = 40, 16
    x = rng.uniform(-3, 3, n).astype(np.float32)
    outs = []
    for passes in ([inline], [inline, canonicalize], [inline, canonicalize, cse], [inline, canonicalize, cse, dce]):
        m = kernel_module(_inline_kernel, _INLINE_SIG, dict(BLOCK=block))
        for p_ in passes:
            m = p_(m)
            verify(m)
        out = np.full(n, np.nan, np.float32)
        run_module(m, (3,), x, out, n)
        outs.append(out)
    for o in outs[1:]:
        np.testing.assert_array_equal(o, outs[0])
    # dce only ever shrinks the function
    m1 = inline(kernel_module(_inline_kernel, _INLINE_SIG, dict(BLOCK=block)))
    m2 = dce(cse(canonicalize(inline(kernel_module(_inline_kernel, _INLINE_SIG, dict(BLOCK=block))))))
    assert len(op_names(m2)) < len(op_names(m1))


def test_passes_are_idempotent():
    m = dce(cse(canonicalize(inline(kernel_module(_inline_kernel, _INLINE_SIG, dict(BLOCK=16))))))
    text = print_ir(m)
    assert print_ir(dce(cse(canonicalize(inline(m))))) == text


def test_axis_info_expand_dims_to_last_axis_drops_run_divisibility():
    """[BM] rows expanded to [BM, 1]: each row index is its own run, so only the divisibility every
    element shares survives (a wrong 64-byte claim here made LLVM emit aligned stores that faulted)."""
    import tritium
    import tritium.language as tl
    from tritium.frontend import dtypes
    from tritium.passes.axis_info import analyze

    @tritium.jit
    def k(c_ptr, stride, BM: tl.constexpr, BN: tl.constexpr):
        cm = tl.program_id(0) * BM + tl.arange(0, BM)
        cn = tl.arange(0, BN)
        tl.store(c_ptr + cm[:, None] * stride + cn[None, :], tl.zeros((BM, BN), tl.float32))

    ck = tritium.compile_ttir(k, {"c_ptr": dtypes.pointer_type(dtypes.float32), "stride": dtypes.int32},
                              {"BM": 128, "BN": 64}, facts={"c_ptr": ["aligned_16", "aligned_64"]})
    func = ck.module.body.ops[0]
    info = analyze(func)
    store = next(o for o in func.body.walk() if o.name == "tt.store")
    ptrs = info[store.operands[0]]
    assert ptrs.contiguity == 64
    assert ptrs.divisibility <= 4  # row starts are c + (cm * stride) * 4 bytes: only 4-byte aligned
    expanded = next(o for o in func.body.walk() if o.name == "tt.expand_dims" and o.attrs["axis"] == 1)
    assert info[expanded.results[0]].divisibility == 1


def test_axis_info_products_and_remainders_claim_only_what_every_element_has():
    import tritium
    import tritium.language as tl
    from tritium.frontend import dtypes
    from tritium.passes.axis_info import analyze

    @tritium.jit
    def k(x_ptr, n, BLOCK: tl.constexpr):
        offs = tl.arange(0, BLOCK)
        tl.store(x_ptr + offs * 4, offs)  # elements 0, 16, 32 bytes...: 16-byte divisible, not more
        tl.store(x_ptr + (tl.program_id(0) * BLOCK + offs) % n, offs)

    ck = tritium.compile_ttir(k, {"x_ptr": dtypes.pointer_type(dtypes.int32), "n": dtypes.int32}, {"BLOCK": 64},
                              facts={"x_ptr": ["aligned_16", "aligned_64"], "n": ["divisible_16"]})
    func = ck.module.body.ops[0]
    info = analyze(func)
    strided, wrapped = [info[o.operands[0]] for o in func.body.walk() if o.name == "tt.store"]
    assert strided.contiguity == 1 and strided.divisibility == 16
    assert wrapped.contiguity == 16 and wrapped.divisibility == 64
