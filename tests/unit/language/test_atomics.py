"""Atomics: add/max/min/and/or/xor/xchg/cas, masks, returned old values, contention."""
import numpy as np
import pytest
import torch

import tritium
import tritium.language as tl
from conftest import poison, rand_array, run

N = 32


@tritium.jit
def rmw_kernel(ptr, val_ptr, old_ptr, n, OP: tl.constexpr, BLOCK: tl.constexpr, SEM: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(val_ptr + offs, mask=m)
    if OP == "add":
        old = tl.atomic_add(ptr + offs, v, mask=m, sem=SEM)
    elif OP == "max":
        old = tl.atomic_max(ptr + offs, v, mask=m, sem=SEM)
    elif OP == "min":
        old = tl.atomic_min(ptr + offs, v, mask=m, sem=SEM)
    elif OP == "and":
        old = tl.atomic_and(ptr + offs, v, mask=m, sem=SEM)
    elif OP == "or":
        old = tl.atomic_or(ptr + offs, v, mask=m, sem=SEM)
    elif OP == "xor":
        old = tl.atomic_xor(ptr + offs, v, mask=m, sem=SEM)
    elif OP == "xchg":
        old = tl.atomic_xchg(ptr + offs, v, mask=m, sem=SEM)
    tl.static_assert(old.dtype == v.dtype)
    tl.store(old_ptr + offs, old, mask=m)


OPS_INT = ["add", "max", "min", "and", "or", "xor", "xchg"]


def _ref(op, a, v):
    f = {"add": lambda: a + v, "max": lambda: np.maximum(a, v), "min": lambda: np.minimum(a, v),
         "and": lambda: a & v, "or": lambda: a | v, "xor": lambda: a ^ v, "xchg": lambda: v}[op]
    with np.errstate(over="ignore"):
        return f()


@pytest.mark.parametrize("dtype", ["int32", "int64", "uint32", "uint64"])
@pytest.mark.parametrize("op", OPS_INT)
def test_rmw_int_returns_old_and_respects_mask(rng, dtype, op):
    init = rand_array(rng, dtype, N)
    vals = rand_array(rng, dtype, N)
    mem = init.copy()
    old = poison(N, dtype)
    n = N - 5
    run(rmw_kernel, (1,), mem, vals, old, n, OP=op, BLOCK=N, SEM="acq_rel")
    np.testing.assert_array_equal(old[:n], init[:n])
    np.testing.assert_array_equal(mem[:n], _ref(op, init[:n], vals[:n]))
    np.testing.assert_array_equal(mem[n:], init[n:])  # masked-off lanes untouched
    assert (old[n:] == poison(5, dtype)).all()


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("op", ["add", "max", "min", "xchg"])
def test_rmw_float(rng, dtype, op):
    init = rand_array(rng, dtype, N)
    vals = rand_array(rng, dtype, N)
    init[:4] = [-1.0, -3.0, 2.0, -0.5]  # negative values exercise the sign-split max/min
    vals[:4] = [-2.0, -1.0, -4.0, 0.5]
    mem = init.copy()
    old = poison(N, dtype)
    run(rmw_kernel, (1,), mem, vals, old, N, OP=op, BLOCK=N, SEM="relaxed")
    np.testing.assert_array_equal(old, init)
    np.testing.assert_array_equal(mem, _ref(op, init.astype(np.float64), vals.astype(np.float64)).astype(dtype))


def test_atomic_add_fp16_torch(rng):
    init = torch.tensor(rng.uniform(-4, 4, N), dtype=torch.float16)
    vals = torch.tensor(rng.uniform(-4, 4, N), dtype=torch.float16)
    mem = init.clone()
    old = torch.full((N,), float("nan"), dtype=torch.float16)
    run(rmw_kernel, (1,), mem, vals, old, N, OP="add", BLOCK=N, SEM="acquire")
    assert torch.equal(old, init)
    assert torch.equal(mem, (init.double() + vals.double()).to(torch.float16))


@pytest.mark.parametrize("sem", ["acquire", "release", "acq_rel", "relaxed"])
def test_sem_values_accepted(rng, sem):
    init = rand_array(rng, "int32", N, -100, 100)
    vals = rand_array(rng, "int32", N, -100, 100)
    mem, old = init.copy(), poison(N, "int32")
    run(rmw_kernel, (1,), mem, vals, old, N, OP="add", BLOCK=N, SEM=sem)
    np.testing.assert_array_equal(mem, init + vals)


# ------------------------------------------------------------------ contention
@tritium.jit
def counter_kernel(ptr, old_ptr, val_ptr, BLOCK: tl.constexpr, SCOPE: tl.constexpr):
    pid = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    v = tl.load(val_ptr + pid * BLOCK + offs)
    # every lane of every program hits the same address
    old = tl.atomic_add(ptr + offs * 0, v, scope=SCOPE)
    tl.store(old_ptr + pid * BLOCK + offs, old)


@pytest.mark.parametrize("dtype", ["int32", "int64", "uint32"])
@pytest.mark.parametrize("scope", ["gpu", "cta", "sys"])
def test_atomic_add_contention_exact(rng, dtype, scope):
    P, B = 6, 16
    vals = rand_array(rng, dtype, P * B, 1, 1000)
    start = rand_array(rng, dtype, 1, 1, 1000)
    mem = start.copy()
    old = poison(P * B, dtype)
    run(counter_kernel, (P,), mem, old, vals, BLOCK=B, SCOPE=scope)
    total = int(start[0]) + int(vals.astype(np.int64).sum())
    assert int(mem[0]) == total
    # the old values are the running totals of *some* serialization of the adds
    before = sorted(int(o) for o in old)
    after = sorted(int(o) + int(v) for o, v in zip(old, vals))
    assert before[0] == int(start[0])
    assert sorted(before[1:] + [total]) == after


def test_atomic_add_float_contention(rng):
    P, B = 4, 16
    vals = rand_array(rng, "float32", P * B, 0.5, 2.0)
    mem = np.array([1.25], np.float32)
    old = poison(P * B, "float32")
    run(counter_kernel, (P,), mem, old, vals, BLOCK=B, SCOPE="gpu")
    np.testing.assert_allclose(mem[0], 1.25 + vals.astype(np.float64).sum(), rtol=1e-5)


@tritium.jit
def scalar_atomic_kernel(cnt_ptr, tickets_ptr):
    pid = tl.program_id(0) + tl.program_id(1) * tl.num_programs(0)
    t = tl.atomic_add(cnt_ptr, 1)
    tl.store(tickets_ptr + pid, t)
    tl.atomic_max(cnt_ptr + 1, pid)
    tl.atomic_min(cnt_ptr + 2, pid)
    tl.atomic_xor(cnt_ptr + 3, 1 << (pid % 31))


def test_scalar_pointer_atomics_across_programs():
    grid = (5, 3)
    n = 15
    cnt = np.array([7, -1, 1000, 0], np.int32)
    tickets = poison(n, "int32")
    run(scalar_atomic_kernel, grid, cnt, tickets)
    assert cnt[0] == 7 + n
    assert sorted(tickets.tolist()) == list(range(7, 7 + n))
    assert cnt[1] == n - 1 and cnt[2] == 0
    x = 0
    for p in range(n):
        x ^= 1 << (p % 31)
    assert cnt[3] == x


@tritium.jit
def max_contention_kernel(ptr, val_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    v = tl.load(val_ptr + tl.program_id(0) * BLOCK + offs)
    tl.atomic_max(ptr + offs % 4, v)
    tl.atomic_min(ptr + 4 + offs % 4, v)


@pytest.mark.parametrize("dtype", ["int32", "uint32", "float32", "int64", "float64"])
def test_atomic_max_min_contention(rng, dtype):
    P, B = 3, 16
    vals = rand_array(rng, dtype, P * B, -1000 if np.dtype(dtype).kind != "u" else 0, 1000)
    v = vals.reshape(-1, 4)  # column j: all values sent to address j
    lo, hi = v.min(axis=0), v.max(axis=0)
    # start each slot strictly inside the range so that the result comes from the atomics
    mem = np.concatenate([(lo + (hi - lo) // 2), (lo + (hi - lo) // 2)]).astype(dtype)
    run(max_contention_kernel, (P,), mem, vals, BLOCK=B)
    np.testing.assert_array_equal(mem[:4], v.max(axis=0))
    np.testing.assert_array_equal(mem[4:], v.min(axis=0))


# ------------------------------------------------------------------ cas
@tritium.jit
def cas_kernel(ptr, cmp_ptr, val_ptr, old_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    old = tl.atomic_cas(ptr + offs, tl.load(cmp_ptr + offs), tl.load(val_ptr + offs))
    tl.store(old_ptr + offs, old)


@pytest.mark.parametrize("dtype", ["int32", "int64", "uint32", "float32"])
def test_atomic_cas_elementwise(rng, dtype):
    init = rand_array(rng, dtype, N, 0, 5)
    cmp = init.copy()
    flip = rng.integers(0, 2, N).astype(bool)
    cmp[flip] = cmp[flip] + 1  # these compare unequal
    vals = rand_array(rng, dtype, N, 10, 100)
    mem, old = init.copy(), poison(N, dtype)
    run(cas_kernel, (1,), mem, cmp, vals, old, BLOCK=N)
    np.testing.assert_array_equal(old, init)
    np.testing.assert_array_equal(mem, np.where(flip, init, vals))


@tritium.jit
def lock_kernel(lock_ptr, winner_ptr):
    pid = tl.program_id(0)
    prev = tl.atomic_cas(lock_ptr, 0, pid + 1)
    if prev == 0:
        tl.store(winner_ptr, pid)
    tl.atomic_add(winner_ptr + 1, 1)


def test_atomic_cas_scalar_lock():
    lock = np.zeros(1, np.int32)
    lock[0] = 0
    winner = np.array([-5, 0], np.int32)
    run(lock_kernel, (8,), lock, winner)
    assert 1 <= lock[0] <= 8
    assert winner[0] == lock[0] - 1
    assert winner[1] == 8


# ------------------------------------------------------------------ errors
@tritium.jit
def bad_atomic_kernel(ptr, CASE: tl.constexpr):
    offs = tl.arange(0, 16)
    if CASE == "max":
        tl.atomic_max(ptr + offs, 1.0)
    else:
        tl.atomic_add(ptr + offs, 1)


@pytest.mark.parametrize("dtype,case", [("int8", "add"), ("int16", "add"), ("float16", "max")])
def test_unsupported_atomic_types_error(dtype, case):
    with pytest.raises(Exception):
        run(bad_atomic_kernel, (1,), np.ones(16, dtype), CASE=case)


@tritium.jit
def minmax_neg_zero_kernel(inp, out_max, out_min):
    idx = tl.program_id(0)
    x = tl.load(inp + idx)
    tl.atomic_max(out_max + idx, x)
    tl.atomic_min(out_min + idx, x)


def test_atomic_min_max_order_negative_zero():
    """-0.0 is above every negative float and below +0.0 (the sign bit picks the integer atomic)."""
    inp = np.array([-0.0, -0.0, 0.0, -0.0], np.float32)
    out_max = np.array([np.finfo(np.float32).min, 0.0, -0.0, -1.0], np.float32)
    out_min = np.array([np.finfo(np.float32).max, 0.0, -0.0, 1.0], np.float32)
    run(minmax_neg_zero_kernel, (4,), inp, out_max, out_min)
    np.testing.assert_array_equal(np.signbit(out_max), [True, False, False, True])
    np.testing.assert_array_equal(out_max, [0.0, 0.0, 0.0, 0.0])  # values; signs checked above
    np.testing.assert_array_equal(np.signbit(out_min), [True, True, True, True])
