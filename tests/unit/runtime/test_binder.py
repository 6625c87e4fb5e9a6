"""The generated launch binder (tritium.runtime.binder): keys equal exactly when the compiled kernel
is the same, args as the launcher takes them, and agreement with JITFunction.bind/specialize."""
import copy
import itertools
import pickle
import random

import numpy as np
import pytest
import torch

import tritium
import tritium.language as tl
from tritium.backends.base import COMMON_SPECIALIZATIONS, Backend, SpecializationRule
from tritium.frontend import dtypes as tdt
from tritium.runtime import binder as B
from tritium.runtime import binder_keys
from tritium.runtime.binder import facts_from_key, key_to_specialization, make_binder
from tritium.runtime.jit import ArrayArg

CPU_RULES = COMMON_SPECIALIZATIONS + [SpecializationRule("aligned_64", "pointer", 64)]


# ----------------------------------------------------------------------------------- helpers
def np_at(mod64, n=64, dtype=np.float32):
    """An array whose address is `mod64` bytes past a 64-byte boundary."""
    dt = np.dtype(dtype)
    raw = np.zeros(n * dt.itemsize + 256, np.uint8)
    addr = raw.__array_interface__["data"][0]
    start = (-addr) % 64 + 64 + mod64
    a = raw[start:start + n * dt.itemsize].view(dt)
    assert a.__array_interface__["data"][0] % 64 == mod64
    return a


def torch_at(mod64, n=64, dtype=torch.float32):
    base = torch.zeros(n + 64, dtype=dtype)
    size = base.element_size()
    for off in range(64):
        t = base[off:off + n]
        if t.data_ptr() % 64 == mod64:
            return t
    raise AssertionError(f"no view at {mod64} mod 64 for element size {size}")


def addr(a):
    return a.__array_interface__["data"][0] if isinstance(a, np.ndarray) else a.data_ptr()


def reference(kernel, args, kwargs, rules=CPU_RULES):
    """(signature, constexprs, runtime values) from the slow path, plus the facts computed from the
    rules directly: what the binder must agree with."""
    bound, options = kernel.bind(args, kwargs)
    signature, constexprs, runtime = kernel.specialize(bound)[:3]
    values = tuple(v.ptr if isinstance(v, ArrayArg) else v for _, v in runtime)
    return signature, constexprs, values, options


def check_against_slow_path(binder, kernel, *args, **kwargs):
    key, vals, options = binder(*args, **kwargs)
    signature, constexprs, ref_vals, ref_options = reference(kernel, args, kwargs)
    s, c, f = key_to_specialization(kernel, key)
    assert s == signature and list(s) == list(signature)
    assert c.keys() == constexprs.keys() and list(c) == list(constexprs)
    for name in c:
        assert type(c[name]) is type(constexprs[name]) and repr(c[name]) == repr(constexprs[name])
    assert vals == ref_vals and all(type(a) is type(b) for a, b in zip(vals, ref_vals))
    assert options == ref_options
    hash(key)
    return key, vals, f


# ----------------------------------------------------------------------------------- kernels
@tritium.jit
def add(x_ptr, y_ptr, out_ptr, n, stride, m, alpha, BLOCK: tl.constexpr):
    pass


@tritium.jit
def ptr1(x_ptr):
    pass


@tritium.jit
def int1(n):
    pass


@tritium.jit
def two(a, b):
    pass


@tritium.jit
def with_defaults(x_ptr, n, scale=2.5, flag=None, BLOCK: tl.constexpr = 64, MODE: tl.constexpr = "relu"):
    pass


@tritium.jit(do_not_specialize=["n", "x_ptr"])
def dns(x_ptr, n, m):
    pass


@tritium.jit(do_not_specialize_on_alignment=["n", "x_ptr"])
def dnsoa(x_ptr, n, m):
    pass


@tritium.jit
def cx(V: tl.constexpr):
    pass


@tritium.jit
def tup(t, n):
    pass


@tritium.jit
def nothing():
    pass


@tritium.jit
def clashing(type, id, options, _b_t, _b_k0, int, KeyError):
    pass


@tritium.jit
def helper_fn(x):
    return x


# ------------------------------------------------------------------------- rules (base.py)
def test_specialization_rule_and_common_rules():
    r = SpecializationRule("divisible_16", "int", 16)
    assert (r.kind, r.applies_to, r.divisor) == ("divisible_16", "int", 16)
    assert r.holds(32) and r.holds(0) and r.holds(-16) and not r.holds(8)
    with pytest.raises(Exception):
        r.divisor = 8  # frozen
    assert hash(r) == hash(SpecializationRule("divisible_16", "int", 16))
    with pytest.raises(ValueError):
        SpecializationRule("x", "float", 16)
    with pytest.raises(ValueError):
        SpecializationRule("x", "int", 0)
    assert COMMON_SPECIALIZATIONS == [SpecializationRule("divisible_16", "int", 16),
                                      SpecializationRule("aligned_16", "pointer", 16)]

    class Minimal(Backend):
        def supports(self, target):
            return False

        def add_stages(self, stages, options):
            pass

    assert Minimal().specializations() == []


# ------------------------------------------------------------------------------- signature
def test_positional_keyword_defaults_and_options():
    b = make_binder(with_defaults, CPU_RULES)
    x = np_at(0)
    k1, a1, o1 = b(x, 10)
    k2, a2, o2 = b(x_ptr=x, n=10, scale=2.5, BLOCK=64, MODE="relu")
    k3, a3, o3 = b(x, 10, 2.5, None, 64, "relu", num_warps=8, debug=True)
    assert k1 == k2 == k3 and a1 == a2 == a3 == (addr(x), 10, 2.5)
    assert o1 == o2 == {} and o3 == {"num_warps": 8, "debug": True}
    assert k1[4:] == (64, "relu") and k1[3] is None
    assert b(x, 10, BLOCK=128)[0] != k1
    assert b(x, 10, MODE="gelu")[0] != k1
    check_against_slow_path(b, with_defaults, x, 10)
    check_against_slow_path(b, with_defaults, x, 10, 1.0, None, BLOCK=16, MODE="x", num_stages=2)


def test_signature_errors():
    b = make_binder(with_defaults, CPU_RULES)
    x = np_at(0)
    with pytest.raises(TypeError, match="with_defaults"):
        b(x)  # missing n
    with pytest.raises(TypeError):
        b(x, 1, 2.0, None, 64, "relu", 7)  # too many
    with pytest.raises(TypeError, match="multiple values"):
        b(x, 10, n=3)
    with pytest.raises(KeyError, match="not_an_option"):
        b(x, 10, not_an_option=1)
    anything = make_binder(with_defaults, CPU_RULES, known_options=False)
    assert anything(x, 10, whatever=3)[2] == {"whatever": 3}
    custom = make_binder(with_defaults, CPU_RULES, known_options={"num_threads"})
    assert custom(x, 10, num_threads=4)[2] == {"num_threads": 4}
    with pytest.raises(KeyError):
        custom(x, 10, num_warps=4)


def test_parameter_names_that_clash_with_generated_names():
    b = make_binder(clashing, CPU_RULES)
    x = np_at(0)
    key, args, opts = b(x, 3, 4.0, 5, True, x[1:], 17, num_warps=2)
    assert args == (addr(x), 3, 4.0, 5, True, addr(x) + 4, 17) and opts == {"num_warps": 2}
    assert key[0] == ("*fp32", ("aligned_16", "aligned_64")) and key[4] == ("i1", ())
    key2, _, _ = b(type=x, id=3, options=4.0, _b_t=5, _b_k0=True, int=x[1:], KeyError=17)
    assert key2 == key


def test_no_parameters_and_only_constexprs():
    assert make_binder(nothing, CPU_RULES)() == ((), (), {})
    assert make_binder(nothing, CPU_RULES)(num_warps=1) == ((), (), {"num_warps": 1})
    b = make_binder(cx, CPU_RULES)
    assert b(4) == ((4,), (), {})


def test_source_is_kept():
    b = make_binder(add, CPU_RULES)
    assert b.source.startswith("def add(x_ptr, y_ptr, out_ptr, n, stride, m, alpha, BLOCK, **options):")
    assert b.rules == tuple(CPU_RULES) and b.jitfn is add


# -------------------------------------------------------------------------------- pointers
def test_pointer_alignment_facts_cpu_rules():
    b = make_binder(ptr1, CPU_RULES)
    k64, k64b = b(np_at(0))[0], b(np_at(0, n=10))[0]
    k16, k48 = b(np_at(16))[0], b(np_at(48))[0]
    k4, k8 = b(np_at(4))[0], b(np_at(8, dtype=np.float64))[0]
    assert k64 == k64b == (("*fp32", ("aligned_16", "aligned_64")),)
    assert k16 == k48 == (("*fp32", ("aligned_16",)),)
    assert k4 == (("*fp32", ()),)
    assert k8 == (("*fp64", ()),)
    assert len({k64, k16, k4, k8}) == 4


def test_pointer_alignment_facts_common_rules_only():
    b = make_binder(ptr1, COMMON_SPECIALIZATIONS)
    assert b(np_at(0))[0] == b(np_at(16))[0] == b(np_at(32))[0] == (("*fp32", ("aligned_16",)),)
    assert b(np_at(4))[0] == b(np_at(8))[0] == (("*fp32", ()),)


def test_unaligned_views_and_args():
    b = make_binder(ptr1, CPU_RULES)
    a = np_at(0, n=100)
    for view in [a, a[1:], a[4:], a[16:], a[::2], a[3:50:7], a.reshape(10, 10).T, a[5:6], a[:0]]:
        key, args, facts = check_against_slow_path(b, ptr1, view)
        p = addr(view)
        assert args == (p,)
        want = [k for k, d in (("aligned_16", 16), ("aligned_64", 64)) if p % d == 0]
        assert facts == {"x_ptr": want}
        assert key[0][1] == tuple(want)


@pytest.mark.parametrize("dtype,tag", [(np.float16, "*fp16"), (np.float32, "*fp32"), (np.float64, "*fp64"),
                                       (np.int8, "*i8"), (np.int16, "*i16"), (np.int32, "*i32"), (np.int64, "*i64"),
                                       (np.uint8, "*u8"), (np.uint16, "*u16"), (np.uint32, "*u32"),
                                       (np.uint64, "*u64"), (np.bool_, "*i1"), (np.longlong, "*i64")])
def test_numpy_dtypes(dtype, tag):
    b = make_binder(ptr1, CPU_RULES)
    a = np_at(0, dtype=dtype)
    assert b(a)[0][0][0] == tag
    check_against_slow_path(b, ptr1, a)
    check_against_slow_path(b, ptr1, np.zeros((3, 5), dtype)[1:, 2:])
    assert b(np.zeros((), dtype))[0][0][0] == tag  # 0-d arrays are pointers too


def test_unusual_array_objects():
    b = make_binder(ptr1, CPU_RULES)
    a = np_at(0)

    class Sub(np.ndarray):
        pass

    s = a.view(Sub)
    assert b(s)[0] == b(a)[0] and b(s)[1] == (addr(a),)
    m = np.dtype(np.float32, metadata={"unit": "m"})  # a dtype object the binder's table does not hold
    am = a.view(m)
    assert b(am)[0] == b(a)[0] and b(am)[1] == (addr(a),)
    check_against_slow_path(b, ptr1, s)
    check_against_slow_path(b, ptr1, np.frombuffer(bytearray(64), np.int32))


def test_unsupported_array_dtypes_name_the_parameter():
    b = make_binder(ptr1, CPU_RULES)
    for bad in [np.zeros(4, np.complex64), np.zeros(4, ">f4"), np.zeros(4, "M8[s]"), np.zeros(4, object)]:
        with pytest.raises(TypeError, match="x_ptr"):
            b(bad)
    with pytest.raises(TypeError, match="x_ptr"):
        b(torch.zeros(4, dtype=torch.complex64))


def test_torch_tensors():
    b = make_binder(ptr1, CPU_RULES)
    t0, t16, t4 = torch_at(0), torch_at(16), torch_at(4)
    assert b(t0)[0] == (("*fp32", ("aligned_16", "aligned_64")),)
    assert b(t16)[0] == (("*fp32", ("aligned_16",)),)
    assert b(t4)[0] == (("*fp32", ()),)
    assert b(t4)[1] == (t4.data_ptr(),)
    assert b(t0)[0] == b(np_at(0))[0]  # same dtype and facts: same kernel for NumPy and torch
    for dt, tag in [(torch.float16, "*fp16"), (torch.bfloat16, "*bf16"), (torch.int64, "*i64"),
                    (torch.bool, "*i1"), (torch.uint8, "*u8"), (torch.float64, "*fp64")]:
        t = torch.zeros(8, dtype=dt)
        assert b(t)[0][0][0] == tag
        check_against_slow_path(b, ptr1, t)
        check_against_slow_path(b, ptr1, t[1:])
    p = torch.nn.Parameter(torch.zeros(4))  # a Tensor subclass: the generic path
    assert b(p)[0] == b(p.detach())[0] and b(p)[1] == (p.data_ptr(),)


def test_non_cpu_tensor_is_a_clear_error():
    b = make_binder(ptr1, CPU_RULES)
    with pytest.raises(RuntimeError, match=r"x_ptr.*meta.*no installed tritium backend"):
        b(torch.zeros(4, device="meta"))
    bt = make_binder(tup, CPU_RULES)
    with pytest.raises(RuntimeError, match=r"argument 't'.*meta"):
        bt((torch.zeros(4), torch.zeros(4, device="meta")), 3)


# ------------------------------------------------------------------------------------ ints
def test_int_facts_and_ranges():
    b = make_binder(int1, CPU_RULES)
    assert b(32)[0] == b(0)[0] == b(-16)[0] == b(1 << 20)[0] == (("i32", ("divisible_16",)),)
    assert b(7)[0] == b(17)[0] == b(-1)[0] == b(2)[0] == (("i32", ()),)
    assert b(2**31 - 1)[0] == (("i32", ()),) and b(-2**31)[0] == (("i32", ("divisible_16",)),)
    assert b(2**31)[0] == (("i64", ("divisible_16",)),) and b(-2**31 - 1)[0] == (("i64", ()),)
    assert b(2**63 - 1)[0] == (("i64", ()),) and b(2**63)[0] == (("u64", ("divisible_16",)),)
    assert b(2**64 - 1)[0] == (("u64", ()),)
    with pytest.raises(OverflowError, match="'n'"):
        b(2**64)
    with pytest.raises(OverflowError, match="'n'"):
        b(-2**63 - 1)
    for v in [0, 2, 7, 16, 17, 33, -1, -16, 2**31, 2**40 + 16, 2**63, 2**64 - 16]:
        key, args, facts = check_against_slow_path(b, int1, v)
        assert args == (v,) and facts == {"n": ["divisible_16"] if v % 16 == 0 else []}


def test_int_equal_to_one_is_compiled_in():
    b = make_binder(int1, CPU_RULES)
    key, args, _ = b(1)
    assert key == (("constexpr", 1),) and args == ()
    assert key == b(tl.constexpr(1))[0]  # the same kernel as an explicit constexpr 1
    assert b(17)[0] == (("i32", ()),) and b(17)[1] == (17,)  # 17 = 1 (mod 16) is not 1
    assert b(True)[0] == (("i1", ()),) and b(True)[1] == (True,)  # bools are not ints here
    assert b(np.int32(1))[0] == (("i32", ()),) and b(np.int32(1))[1] == (1,)  # NumPy scalars neither
    check_against_slow_path(b, int1, 1)
    check_against_slow_path(b, int1, True)
    check_against_slow_path(b, int1, np.int64(1))


def test_ones_leave_args_in_any_combination():
    b = make_binder(add, CPU_RULES)
    x, y, o = np_at(0), np_at(16), np_at(4)
    for n, s, m in itertools.product([1, 5, 32], repeat=3):
        key, args, _ = check_against_slow_path(b, add, x, y, o, n, s, m, 0.5, 128)
        assert args == (addr(x), addr(y), addr(o)) + tuple(v for v in (n, s, m) if v != 1) + (0.5,)
        assert [key[3 + i] == ("constexpr", 1) for i in range(3)] == [v == 1 for v in (n, s, m)]


def test_int_subclasses_take_the_generic_path():
    import enum

    class E(enum.IntEnum):
        ONE = 1
        BIG = 64

    b = make_binder(int1, CPU_RULES)
    assert b(E.BIG)[0] == b(64)[0] and b(E.BIG)[1] == (E.BIG,)
    assert b(E.ONE)[0] == b(1)[0] and b(E.ONE)[1] == ()
    check_against_slow_path(b, int1, E.ONE)


# ------------------------------------------------------------------ other scalars, None, etc.
def test_floats_bools_numpy_scalars():
    b = make_binder(int1, CPU_RULES)
    assert b(0.5)[0] == b(1.0)[0] == b(16.0)[0] == (("fp32", ()),)
    assert b(1.0)[1] == (1.0,)
    assert b(False)[0] == b(np.bool_(True))[0] == (("i1", ()),)
    cases = [(np.float16(1), "fp16"), (np.float32(2), "fp32"), (np.float64(16), "fp64"), (np.int8(16), "i8"),
             (np.int16(3), "i16"), (np.int32(32), "i32"), (np.int64(1), "i64"), (np.uint8(1), "u8"),
             (np.uint16(2), "u16"), (np.uint32(16), "u32"), (np.uint64(5), "u64")]
    for v, tag in cases:
        key, args, _ = check_against_slow_path(b, int1, v)
        assert key == ((tag, ()),) and args == (v,) and type(args[0]) is type(v)
    assert b(np.float32(2))[0] == b(2.5)[0]  # both are fp32 kernels


def test_none_constexpr_and_functions_for_plain_parameters():
    b = make_binder(with_defaults, CPU_RULES)
    x = np_at(0)
    k_none, args, _ = b(x, 10, 2.0, None)
    assert k_none[3] is None and args == (addr(x), 10, 2.0)
    assert b(x, 10, 2.0, tl.constexpr(None))[0] == k_none
    k5 = b(x, 10, 2.0, tl.constexpr(5))[0]
    assert k5[3] == ("constexpr", 5) and k5 != k_none
    assert b(x, 10, tl.constexpr(2.0))[0] != b(x, 10, tl.constexpr(2))[0]
    assert b(x, 10, tl.constexpr(2.0))[1] == (addr(x), 10)
    kf = b(x, 10, 2.0, helper_fn)[0]
    assert kf[3][0] == "constexpr" and kf[3][1].value is helper_fn and kf != k_none
    assert kf == b(x, 10, 2.0, helper_fn)[0] != b(x, 10, 2.0, ptr1)[0]
    for extra in [(2.0, None), (2.0, tl.constexpr(5)), (tl.constexpr(1.5), None), (2.0, helper_fn)]:
        check_against_slow_path(b, with_defaults, x, 10, *extra)


def test_unsupported_types_name_the_parameter():
    b = make_binder(two, CPU_RULES)
    for bad in [object(), "a string", [1, 2], {"a": 1}, 1j, b"bytes"]:
        with pytest.raises(TypeError, match=r"argument 'b' of two"):
            b(3, bad)
    with pytest.raises(TypeError, match=r"argument 't'.*in a tuple"):
        make_binder(tup, CPU_RULES)((1, object()), 3)


# -------------------------------------------------------------------------------- constexpr
def test_constexpr_values_keep_their_type():
    b = make_binder(cx, CPU_RULES)
    keys = {}
    values = [1, True, 1.0, np.int64(1), 0.0, -0.0, 0, False, "relu", "gelu", None, tl.float16, tl.float32,
              (1, 2), (1, True), (1.0, 2), float("inf"), helper_fn, np.float32(0.0), np.float32(-0.0)]
    for v in values:
        keys[repr(v) + type(v).__name__] = b(v)[0]
    assert len(set(keys.values())) == len(values)  # all different kernels
    assert b(128)[0] == b(tl.constexpr(128))[0] == (128,)
    assert b(1.5)[0] == b(tl.constexpr(1.5))[0] == b(1.5)[0]
    assert b(float("nan"))[0] == b(float("nan"))[0]
    assert b((1, 2))[0] == b((1, 2))[0]
    unhashable = b([1, 2])[0]
    assert unhashable == b([1, 2])[0] and hash(unhashable) == hash(b([1, 2])[0])
    for v in values + [[1, 2], tl.constexpr(7), tl.constexpr("s")]:
        check_against_slow_path(b, cx, v)


# ----------------------------------------------------------------------- do_not_specialize
def test_do_not_specialize():
    b = make_binder(dns, CPU_RULES)
    a64, a4 = np_at(0), np_at(4)
    k, args, facts = check_against_slow_path(b, dns, a64, 1, 1)
    assert k == (("*fp32", ()), ("i32", ()), ("constexpr", 1))
    assert args == (addr(a64), 1) and facts == {"x_ptr": [], "n": []}
    assert b(a64, 16, 16)[0] == (("*fp32", ()), ("i32", ()), ("i32", ("divisible_16",)))
    assert b(a64, 16, 3)[0] == b(a4, 7, 3)[0] == b(a4, 1, 3)[0]
    assert b(a64, 2**40, 3)[0][1] == ("i64", ())
    check_against_slow_path(b, dns, a4, 2**40, 2**40)


def test_do_not_specialize_on_alignment():
    b = make_binder(dnsoa, CPU_RULES)
    a64, a4 = np_at(0), np_at(4)
    k, args, facts = check_against_slow_path(b, dnsoa, a64, 1, 1)
    assert k == (("*fp32", ()), ("constexpr", 1), ("constexpr", 1)) and args == (addr(a64),)
    assert b(a64, 16, 16)[0] == (("*fp32", ()), ("i32", ()), ("i32", ("divisible_16",)))
    assert b(a64, 16, 3)[0] == b(a4, 7, 3)[0] != b(a4, 1, 3)[0]
    check_against_slow_path(b, dnsoa, a4, 32, 2**40)


# ----------------------------------------------------------------------------------- tuples
def test_tuples_are_flattened_and_nested_in_the_key():
    b = make_binder(tup, CPU_RULES)
    a, c = np_at(0), np_at(4)
    key, args, facts = check_against_slow_path(b, tup, (a, 16, 1, 0.5, (c, None, tl.constexpr(3))), 5)
    assert args == (addr(a), 16, 0.5, addr(c), 5)  # ints equal to 1 are compiled in, in tuples too (Triton)
    assert key[0][1][2] == ("constexpr", 1)
    assert key[0][0] == "tuple" and key[1] == ("i32", ())
    assert facts["t"] == (["aligned_16", "aligned_64"], ["divisible_16"], [], [], ([], [], []))
    assert key == b((a, 32, 1, 0.25, (c, None, tl.constexpr(3))), 5)[0]
    assert key != b((a, 32, 1, 0.25, (c, None, tl.constexpr(4))), 5)[0]
    assert key != b((a, 33, 1, 0.25, (c, None, tl.constexpr(3))), 5)[0]
    assert key != b((c, 32, 1, 0.25, (c, None, tl.constexpr(3))), 5)[0]
    assert b((0.5, 0.5), 5)[0] != b(np_at(4), 5)[0]  # a 2-tuple is not mistaken for a pointer entry
    assert b((), 5)[0] == (("tuple", ()), ("i32", ())) and b((), 5)[1] == (5,)
    check_against_slow_path(b, tup, ((1, 2), ((3,),)), 1)
    check_against_slow_path(b, tup, (helper_fn, torch.zeros(3)), 7)


# ------------------------------------------------------------------------ rule variations
def test_no_rules_no_facts():
    b = make_binder(add, [])
    x = np_at(0)
    key, args, facts = check_against_slow_path(b, add, x, x, x, 32, 1, 64, 0.5, 8)
    assert key[:4] == (("*fp32", ()),) * 3 + (("i32", ()),) and key[4] == ("constexpr", 1)
    assert all(v == [] for v in facts.values())


def test_odd_and_large_divisors():
    rules = [SpecializationRule("d16", "int", 16), SpecializationRule("d24", "int", 24),
             SpecializationRule("p12", "pointer", 12), SpecializationRule("page", "pointer", 4096)]
    b = make_binder(two, rules)
    raw = np.zeros(3 * 4096, np.uint8)
    base = (-addr(raw)) % 4096
    for off in [0, 12, 16, 24, 48, 96, 4, 1, 4096 - 12]:
        a = raw[base + off:]
        for n in [0, 1, 16, 24, 48, 72, 5, 1 + 48, -48, 2**40 + 48, 2**40 + 24]:
            key, args, facts = check_against_slow_path(b, two, a, n)
            p = addr(a)
            assert facts["a"] == [k for k, d in (("p12", 12), ("page", 4096)) if p % d == 0]
            if n != 1:
                assert facts["b"] == [k for k, d in (("d16", 16), ("d24", 24)) if n % d == 0]
    # duplicated rules count once
    assert make_binder(int1, COMMON_SPECIALIZATIONS * 2)(32)[0] == (("i32", ("divisible_16",)),)


def test_backend_rules_only_add_facts():
    common, cpu = make_binder(ptr1, COMMON_SPECIALIZATIONS), make_binder(ptr1, CPU_RULES)
    for off in (0, 16, 4):
        a = np_at(off)
        kc, kcpu = common(a)[0][0], cpu(a)[0][0]
        assert set(kc[1]) <= set(kcpu[1])


# ------------------------------------------------------------------------------ key objects
def test_keys_hash_compare_pickle_and_copy():
    b = make_binder(add, CPU_RULES)
    x = np_at(0)
    k1 = b(x, x, x, 32, 1, 64, 0.5, 8)[0]
    k2 = b(np_at(0), np_at(0), np_at(0), 48, 1, 80, 1.5, 8)[0]
    assert k1 == k2 and hash(k1) == hash(k2)
    cache = {k1: "kernel"}
    assert cache[k2] == "kernel"
    for k in (pickle.loads(pickle.dumps(k1)), copy.deepcopy(k1), copy.copy(k1)):
        assert k == k1 and hash(k) == hash(k1) and cache[k] == "kernel"
    kc = make_binder(cx, CPU_RULES)((1.5, [1, 2]))[0]
    kcp = pickle.loads(pickle.dumps(kc))
    assert kcp == kc and hash(kcp) == hash(kc)
    assert k1[0] == ("*fp32", ("aligned_16", "aligned_64"))  # items compare like plain tuples
    with pytest.raises(TypeError):
        B.SpecItem(("i32", ()))


def test_key_to_specialization_rejects_wrong_length():
    with pytest.raises(ValueError):
        key_to_specialization(add, ((1,),))


def test_facts_from_key():
    b = make_binder(add, CPU_RULES)
    key = b(np_at(0), np_at(16), np_at(4), 32, 1, 7, 0.5, 8)[0]
    assert facts_from_key(add, key) == {"x_ptr": ["aligned_16", "aligned_64"], "y_ptr": ["aligned_16"],
                                        "out_ptr": [], "n": ["divisible_16"], "m": [], "alpha": []}
    sig = key_to_specialization(add, key)[0]
    assert sig == {"x_ptr": tdt.pointer_type(tdt.float32), "y_ptr": tdt.pointer_type(tdt.float32),
                   "out_ptr": tdt.pointer_type(tdt.float32), "n": tdt.int32, "m": tdt.int32, "alpha": tdt.float32}
    assert sig["n"] is tdt.int32 and sig["alpha"] is tdt.float32


# ------------------------------------------------------------------- address read fallback
def test_raw_address_read_matches_array_interface():
    if B._MEM is None:
        pytest.skip("raw address reads are off on this interpreter")
    rng = np.random.default_rng(0)
    arrays = [np.zeros(int(n), dt)[int(s):] for n, dt, s in
              zip(rng.integers(1, 5000, 200), itertools.cycle([np.int8, np.float32, np.float64, np.bool_]),
                  rng.integers(0, 50, 200))]
    arrays += [np.zeros((7, 9), order="F")[2:, ::3], np.array(5), np.empty(0), np.ones(3)[::-1]]
    for a in arrays:
        assert binder_keys._np_address(a) == a.__array_interface__["data"][0]


def test_safe_address_mode(monkeypatch):
    monkeypatch.setattr(B, "_MEM", None)
    b = make_binder(add, CPU_RULES)
    assert "__array_interface__" in b.source
    x, y = np_at(0), np_at(4)
    key, args, _ = check_against_slow_path(b, add, x, y, x[4:], 32, 1, 7, 0.5, 8)
    monkeypatch.undo()
    assert make_binder(add, CPU_RULES)(x, y, x[4:], 32, 1, 7, 0.5, 8)[:2] == (key, args)


# ----------------------------------------------------- randomised: key equality <=> same kernel
def _random_arg(rng, pool):
    kind = rng.randrange(9)
    if kind == 0:
        return rng.choice(pool)
    if kind == 1:
        return rng.choice([0, 1, 2, 15, 16, 17, 32, 48, -16, 2**31, 2**31 + 16, 2**63 + 1])
    if kind == 2:
        return rng.choice([0.0, 1.0, 0.5])
    if kind == 3:
        return rng.choice([True, False, np.float32(1), np.int64(16), np.int32(1)])
    if kind == 4:
        return None
    if kind == 5:
        return tl.constexpr(rng.choice([1, 2, 1.0, "a"]))
    if kind == 6:
        return (rng.choice(pool), rng.choice([1, 16, 3]))
    if kind == 7:
        return rng.choice([torch_at(0), torch_at(16), torch_at(4), torch_at(0, dtype=torch.float16)])
    return rng.choice([np_at(0, dtype=np.int32), np_at(8, dtype=np.int32)])


def _reference_identity(kernel, args, rules):
    """What determines the compiled kernel, from the slow path: signature, typed constexprs, and the
    facts computed straight from the rules."""
    bound, _ = kernel.bind(args, {})
    signature, constexprs, runtime = kernel.specialize(bound)[:3]
    facts = []
    for p, v in runtime:
        if p.index in kernel.do_not_specialize or p.index in kernel.do_not_specialize_on_alignment:
            facts.append(())
        elif isinstance(v, ArrayArg):
            facts.append(tuple(r.kind for r in rules if r.applies_to == "pointer" and r.holds(v.ptr)))
        elif type(v) is int or (isinstance(v, int) and not isinstance(v, (bool, np.generic))):
            facts.append(tuple(r.kind for r in rules if r.applies_to == "int" and r.holds(v)))
        else:
            facts.append(())
    sig = tuple((k, str(v)) for k, v in signature.items())
    cx = tuple((k, type(v).__name__, repr(v)) for k, v in constexprs.items())
    return sig, cx, tuple(facts)


@pytest.mark.parametrize("kernel", [add, dns, dnsoa, two])
def test_random_calls_keys_equal_iff_same_kernel(kernel):
    rng = random.Random(1234)
    pool = [np_at(0), np_at(16), np_at(4), np_at(0, dtype=np.float16), np_at(32, dtype=np.int64)]
    b = make_binder(kernel, CPU_RULES)
    seen = {}
    nparams = len(kernel.params)
    for _ in range(400):
        args = [_random_arg(rng, pool) for _ in range(nparams)]
        if kernel is add:
            args[-1] = rng.choice([8, 16, 1.0, True, "x"])  # the constexpr BLOCK
        key, vals, _ = b(*args)
        ref = _reference_identity(kernel, args, CPU_RULES)
        _, _, ref_vals, _ = reference(kernel, args, {})
        assert vals == ref_vals
        assert key_to_specialization(kernel, key)[0] == kernel.specialize(kernel.bind(args, {})[0])[0]
        seen.setdefault(key, set()).add(ref)
    assert all(len(refs) == 1 for refs in seen.values())  # equal keys -> same kernel
    refs = [next(iter(r)) for r in seen.values()]
    assert len(refs) == len(set(refs))  # same kernel -> equal keys
    assert len(seen) > 50
