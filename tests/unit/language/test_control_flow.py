"""Control flow: static/dynamic loops, while, if/else, ternaries, compile-time asserts and prints."""
import numpy as np
import pytest

import tritium
import tritium.language as tl
from conftest import poison, rand_array, run


@tritium.jit
def loop_sum_kernel(x_ptr, out_ptr, n_chunks, BLOCK: tl.constexpr, KIND: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    acc = tl.zeros((BLOCK,), tl.float64)
    p = x_ptr + offs
    if KIND == "range":
        for i in range(n_chunks):
            acc += tl.load(p)
            p += BLOCK
    elif KIND == "tl_range":
        for i in tl.range(0, n_chunks, 1):
            acc += tl.load(x_ptr + i * BLOCK + offs)
    elif KIND == "tl_range_hints":
        for i in tl.range(0, n_chunks, num_stages=2, loop_unroll_factor=2):
            acc += tl.load(x_ptr + i * BLOCK + offs)
    elif KIND == "step":
        for i in range(1, n_chunks, 2):  # odd chunks only
            acc += tl.load(x_ptr + i * BLOCK + offs)
    elif KIND == "while":
        i = 0
        while i < n_chunks:
            acc += tl.load(p)
            p += BLOCK
            i += 1
    tl.store(out_ptr + offs, acc)


@pytest.mark.parametrize("kind", ["range", "tl_range", "step", "while", "tl_range_hints"])
@pytest.mark.parametrize("n_chunks", [0, 5])
def test_dynamic_loops(rng, kind, n_chunks):
    B = 16
    x = rand_array(rng, "float64", max(n_chunks, 1) * B)
    out = poison(B, "float64")
    run(loop_sum_kernel, (1,), x, out, n_chunks, BLOCK=B, KIND=kind)
    chunks = x.reshape(-1, B)[:n_chunks]
    if kind == "step":
        chunks = chunks[1::2]
    np.testing.assert_allclose(out, chunks.sum(axis=0) if len(chunks) else np.zeros(B), rtol=1e-12)


@tritium.jit
def neg_step_kernel(out_ptr, N: tl.constexpr):
    k = 0
    for i in range(N - 1, -1, -3):
        tl.store(out_ptr + k, i)
        k += 1


def test_negative_constexpr_step():
    out = poison(8, "int32")
    run(neg_step_kernel, (1,), out, N=10)
    ref = list(range(9, -1, -3))
    np.testing.assert_array_equal(out[:len(ref)], ref)
    assert (out[len(ref):] == poison(8 - len(ref), "int32")).all()


@tritium.jit
def iv_dtype_kernel(out_ptr, n, EXPECT: tl.constexpr):
    for i in range(0, n):
        tl.static_assert(i.dtype == EXPECT)
        tl.store(out_ptr + i, i * 3)


@pytest.mark.parametrize("n,expect", [(5, tl.int32), pytest.param(np.int64(6), tl.int64)])
def test_loop_var_dtype_follows_bounds(n, expect):
    out = poison(8, "int64")
    run(iv_dtype_kernel, (1,), out, n, EXPECT=expect)
    np.testing.assert_array_equal(out[:int(n)], np.arange(int(n)) * 3)


@tritium.jit
def iv_dtype_int64_kernel2(out_ptr, lo, hi):
    for i in range(lo, hi):
        tl.static_assert(i.dtype == tl.int64)
        tl.store(out_ptr + (i - lo), i)


def test_loop_bounds_int64():
    out = poison(6, "int64")
    lo = 2**33 + 1
    run(iv_dtype_int64_kernel2, (1,), out, lo, lo + 4)
    np.testing.assert_array_equal(out[:4], np.arange(lo, lo + 4))
    assert (out[4:] == poison(2, "int64")).all()


@tritium.jit
def static_range_kernel(x_ptr, out_ptr, N: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    acc = tl.load(x_ptr + offs)  # int8
    for k in tl.static_range(N):
        tl.static_assert(k < N)
        acc = acc + k  # stays int8 (weak scalar)
    wide = acc.to(tl.int32)
    for k in tl.static_range(1, 4, 2):
        wide = wide * (k + 1)  # k = 1, 3 -> * 2 * 4
    tl.store(out_ptr + offs, wide)


def test_static_range(rng):
    x = rand_array(rng, "int8", 16, -20, 20)
    out = poison(16, "int32")
    run(static_range_kernel, (1,), x, out, N=4, BLOCK=16)
    np.testing.assert_array_equal(out, (x.astype(np.int32) + 6) * 8)


@tritium.jit
def if_else_kernel(x_ptr, out_ptr, thr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    s = tl.sum(x, axis=0)
    y = x
    if s > thr:
        y = x * 2.0
        tag = 1
    elif s < -thr:
        y = x - 100.0
        tag = 2
    else:
        tag = 3
    z = tl.where(offs % 2 == 0, y, -y)
    tl.store(out_ptr + offs, z + tag * 1000.0)


def test_dynamic_if_elif_else_carries_values(rng):
    B, P = 16, 6
    x = rand_array(rng, "float32", (P, B), -1, 1)
    x[0] += 2
    x[1] -= 2
    out = poison(P * B, "float32")
    run(if_else_kernel, (P,), x, out, 3.0, BLOCK=B)
    ref = np.empty_like(x, dtype=np.float64)
    for p in range(P):
        s = x[p].astype(np.float32).sum()
        if s > 3.0:
            y, tag = x[p] * 2.0, 1
        elif s < -3.0:
            y, tag = x[p] - 100.0, 2
        else:
            y, tag = x[p], 3
        ref[p] = np.where(np.arange(B) % 2 == 0, y, -y) + tag * 1000.0
    np.testing.assert_allclose(out.reshape(P, B), ref, rtol=1e-6)


@tritium.jit
def ternary_kernel(x_ptr, out_ptr, flag, BLOCK: tl.constexpr, C: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    a = x + 1 if flag > 0 else x - 1  # dynamic condition, same types
    b = x * 3 if C else x  # static condition
    tl.store(out_ptr + offs, a + b)


@pytest.mark.parametrize("flag,c", [(1, True), (-1, True), (3, False), (-2, False)])
def test_ternary(rng, flag, c):
    x = rand_array(rng, "int32", 16, -100, 100)
    out = poison(16, "int32")
    run(ternary_kernel, (1,), x, out, flag, BLOCK=16, C=c)
    np.testing.assert_array_equal(out, (x + 1 if flag > 0 else x - 1) + (x * 3 if c else x))


@tritium.jit
def while_collatz_kernel(x_ptr, out_ptr):
    pid = tl.program_id(0)
    n = tl.load(x_ptr + pid)
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    tl.store(out_ptr + pid, steps)


def test_while_with_nested_if(rng):
    x = rng.integers(1, 200, 8).astype(np.int64)
    out = poison(8, "int32")
    run(while_collatz_kernel, (8,), x, out)
    ref = []
    for v in x:
        v, s = int(v), 0
        while v != 1:
            v = v // 2 if v % 2 == 0 else 3 * v + 1
            s += 1
        ref.append(s)
    np.testing.assert_array_equal(out, ref)


@tritium.jit
def nested_loop_kernel(out_ptr, M, N: tl.constexpr):
    acc = 0
    for i in range(M):
        for j in range(i, N):
            if (i + j) % 3 == 0:
                acc += i * j
            else:
                acc -= 1
    tl.store(out_ptr, acc)


def test_nested_loops_with_if():
    out = poison(1, "int32")
    run(nested_loop_kernel, (1,), out, 5, N=7)
    acc = 0
    for i in range(5):
        for j in range(i, 7):
            acc = acc + i * j if (i + j) % 3 == 0 else acc - 1
    assert out[0] == acc


# ------------------------------------------------------------------ compile-time asserts and prints
@tritium.jit
def static_assert_kernel(out_ptr, N: tl.constexpr):
    tl.static_assert(N % 2 == 0, "N must be even")
    tl.store(out_ptr + tl.arange(0, N), tl.arange(0, N))


def test_static_assert():
    out = poison(4, "int32")
    run(static_assert_kernel, (1,), out, N=4)
    np.testing.assert_array_equal(out, np.arange(4))
    with pytest.raises(Exception, match="N must be even"):
        run(static_assert_kernel, (1,), poison(3, "int32"), N=1)


@tritium.jit
def static_print_kernel(out_ptr, N: tl.constexpr):
    tl.static_print("compile-time N =", N)
    tl.store(out_ptr, N)


def test_static_print_once_at_compile_time(capsys):
    out = poison(1, "int32")
    static_print_kernel.cache.clear()  # other suites (the GPU simulator's) may have compiled it already
    static_print_kernel.kernels.clear()
    run(static_print_kernel, (3,), out, N=77)
    captured = capsys.readouterr().out
    assert captured.count("compile-time N = 77") == 1
    assert out[0] == 77
    run(static_print_kernel, (1,), out, N=77)  # cached: no recompilation
    assert "compile-time" not in capsys.readouterr().out


@tritium.jit
def device_print_kernel(x_ptr, BLOCK: tl.constexpr):
    x = tl.load(x_ptr + tl.arange(0, BLOCK))
    tl.device_print("vals", x)
    print("pid", tl.program_id(0))


def test_device_print(capfd):  # capfd: a GPU's printf writes to file descriptor 1, not sys.stdout
    x = np.array([11, 22, 33, 44], np.int32)
    run(device_print_kernel, (2,), x, BLOCK=4)
    text = capfd.readouterr().out
    for v in x:
        assert text.count(str(v)) == 2  # once per program
    assert "vals" in text and "pid" in text


@tritium.jit
def hints_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    tl.assume(n > 0)
    pid = tl.program_id(0)
    start = tl.multiple_of(pid * BLOCK, BLOCK)
    offs = tl.max_contiguous(tl.multiple_of(start + tl.arange(0, BLOCK), BLOCK), BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    tl.debug_barrier()
    tl.store(out_ptr + offs, x + 1, mask=m)


def test_hints_are_transparent(rng):
    x = rand_array(rng, "int32", 40, -100, 100)
    out = poison(48, "int32")
    run(hints_kernel, (3,), x, out, 40, BLOCK=16)
    np.testing.assert_array_equal(out[:40], x + 1)
    assert (out[40:] == poison(8, "int32")).all()


# ------------------------------------------------------------------ compile errors (Triton rejects these)
@tritium.jit
def one_branch_name_kernel(o_ptr, n):
    if n > 3:
        only_then = 1
    tl.store(o_ptr, only_then)


@tritium.jit
def loop_type_change_kernel(o_ptr, n):
    x = 0
    for i in range(n):
        x = x + 1.5
    tl.store(o_ptr, x)


@tritium.jit
def break_kernel(o_ptr, n):
    for i in range(n):
        if i == 2:
            break
    tl.store(o_ptr, n)


@tritium.jit
def ternary_mixed_kernel(o_ptr, n):
    y = n + 1 if n > 0 else n * 1.5
    tl.store(o_ptr, y)


@tritium.jit
def return_in_loop(n):
    for i in range(n):
        if i == 2:
            return i
    return n


@tritium.jit
def return_in_loop_kernel(o_ptr, n):
    tl.store(o_ptr, return_in_loop(n))


@tritium.jit
def block_if_kernel(x_ptr, o_ptr):
    x = tl.load(x_ptr + tl.arange(0, 4))
    if x > 0:
        x = x + 1
    tl.store(o_ptr + tl.arange(0, 4), x)


@pytest.mark.parametrize("kernel", [one_branch_name_kernel, loop_type_change_kernel, break_kernel,
                                    ternary_mixed_kernel, return_in_loop_kernel],
                         ids=["one-branch-name", "loop-type-change", "break", "ternary-mixed", "return-in-loop"])
def test_rejected_constructs(kernel):
    with pytest.raises(tritium.CompilationError):
        run(kernel, (1,), poison(1, "float32"), 4)


def test_block_condition_rejected():
    with pytest.raises(tritium.CompilationError):
        run(block_if_kernel, (1,), np.ones(4, np.int32), poison(4, "int32"))


@tritium.jit
def constexpr_if_kernel(o_ptr, x_ptr, N: tl.constexpr):
    c = N  # plain assignment: becomes a runtime int32 tensor
    if N > 2:  # static
        c = N * 2
    C: tl.constexpr = 3
    v = tl.load(x_ptr)
    if v > 0:  # dynamic
        v = v * C
    tl.store(o_ptr, c)
    tl.store(o_ptr + 1, v)


@pytest.mark.parametrize("n,x", [(5, 4), (1, -4)])
def test_static_if_and_constexpr_annotation(n, x):
    out = poison(2, "int32")
    run(constexpr_if_kernel, (1,), out, np.array([x], np.int32), N=n)
    np.testing.assert_array_equal(out, [n * 2 if n > 2 else n, x * 3 if x > 0 else x])


@tritium.jit
def _unsplat_condition_kernel(x_ptr, EXPLICIT: tl.constexpr):
    cond = tl.load(x_ptr + tl.arange(0, 1)) > 42  # a single-element tensor
    if EXPLICIT:
        cond = cond.item()
    if cond:
        tl.store(x_ptr, 42)
    while tl.load(x_ptr + tl.arange(0, 1)) < 10:
        tl.store(x_ptr, tl.load(x_ptr) + 3)


@pytest.mark.parametrize("explicit", [False, True])
@pytest.mark.parametrize("start,want", [(41, 41), (43, 42), (4, 10)])
def test_single_element_tensor_as_condition(start, want, explicit):
    x = np.array([start], np.int32)
    run(_unsplat_condition_kernel, (1,), x, EXPLICIT=explicit)
    assert x[0] == want


@tritium.jit
def _void_ternary_kernel(o_ptr, x_ptr):
    pid = tl.program_id(0)
    tl.store(o_ptr + pid, tl.load(x_ptr)) if pid % 2 == 0 else tl.store(o_ptr + pid, -tl.load(x_ptr))


def test_ternary_of_calls_without_values_runs_one_branch():
    x = np.array([3.5], np.float32)
    out = poison(4, "float32")
    run(_void_ternary_kernel, (4,), out, x)
    np.testing.assert_array_equal(out, [3.5, -3.5, 3.5, -3.5])


@tritium.jit
def _condition_hint_kernel(x_ptr, n, HINT: tl.constexpr):
    i = 0
    acc = 0.0
    while tl.condition(i < n, disable_licm=HINT):
        acc += tl.load(x_ptr + i)
        i += 1
    tl.store(x_ptr, acc)


@pytest.mark.parametrize("hint", [False, True])
def test_while_with_tl_condition(hint):
    x = np.linspace(1, 3, 7).astype(np.float32)
    want = x.astype(np.float64).sum()
    run(_condition_hint_kernel, (1,), x, 7, HINT=hint)
    np.testing.assert_allclose(x[0], want, rtol=1e-6)
    ttir = _condition_hint_kernel.warmup(np.zeros(1, np.float32), 7, HINT=hint, grid=(1,)).asm["ttir"]
    assert ("disable_licm = true" in ttir) == hint


@tritium.jit
def _sign_of_difference(x, y):
    if x < y:
        return -1
    elif x == y:
        return 0
    else:
        return 1


@tritium.jit
def _map_compare_kernel(x_ptr, y_ptr, z_ptr, BLOCK: tl.constexpr):
    r = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + r[:, None] * BLOCK + r[None, :])
    y = tl.load(y_ptr + r)  # broadcast against x's rows
    z = tl.map_elementwise(_sign_of_difference, x, y[None, :])
    tl.store(z_ptr + r[:, None] * BLOCK + r[None, :], z)


def test_map_elementwise_runs_scalar_control_flow_per_element(rng):
    x = rng.integers(-3, 3, (16, 16)).astype(np.int32)
    y = rng.integers(-3, 3, 16).astype(np.int32)
    z = poison((16, 16), "int32")
    run(_map_compare_kernel, (1,), x, y, z, BLOCK=16)
    np.testing.assert_array_equal(z, np.sign(x.astype(np.int64) - y[None, :]))


@tritium.jit
def _divmod_pairs(a0, a1, b0, b1):
    return a0 // b0, a1 // b1, a0 % b0, a1 % b1


@tritium.jit
def _map_pack_kernel(a_ptr, b_ptr, c_ptr, d_ptr, BLOCK: tl.constexpr):
    r = tl.arange(0, BLOCK)
    c, d = tl.map_elementwise(_divmod_pairs, tl.load(a_ptr + r), tl.load(b_ptr + r), pack=2)
    tl.store(c_ptr + r, c)
    tl.store(d_ptr + r, d)


def test_map_elementwise_pack_and_several_results(rng):
    a = rng.integers(1, 1000, 64).astype(np.uint32)
    b = rng.integers(1, 40, 64).astype(np.uint32)
    c, d = poison(64, "uint32"), poison(64, "uint32")
    run(_map_pack_kernel, (1,), a, b, c, d, BLOCK=64)
    np.testing.assert_array_equal(c, a // b)
    np.testing.assert_array_equal(d, a % b)
