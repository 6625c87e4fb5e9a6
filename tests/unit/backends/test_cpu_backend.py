"""The CPU backend at launch: specialisation (alignment, divisibility), warmup, threads and atomics,
torch tensors, device_print and device_assert, fork, explicit targets, math special values.

Every test runs with its own empty TRITIUM_CACHE_DIR (cpuutil.cache_dir); outputs are poisoned
before a launch and compared with NumPy float64 references.
"""
import os
import sys
import time
from pathlib import Path

import numpy as np
import pytest

import tritium
import tritium.language as tl
from cpuutil import _ptr, add_kernel, aligned_nan, aligned_rand, backend_mode, cache_dir, entries, vector_aligns  # noqa: F401  (backend_mode, cache_dir: fixtures)

THIS = Path(__file__).resolve()


@tritium.jit
def rowsq_kernel(x_ptr, out_ptr, n_cols, stride, BLOCK: tl.constexpr):
    """out[r] = sum(x[r, :]**2) + max(x[r, :]): reductions over tile buffers."""
    r = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + r * stride + offs, mask=offs < n_cols, other=0.0)
    m = tl.max(tl.where(offs < n_cols, x, float("-inf")), axis=0)
    tl.store(out_ptr + r, tl.sum(x * x, axis=0) + m)


def rowsq_ref(x):
    x = x.astype(np.float64)
    return (x * x).sum(axis=1) + x.max(axis=1)


@tritium.jit
def atomics_kernel(count_ptr, sum_ptr, hist_ptr, max_ptr, ticket_ptr):
    pid = tl.program_id(0)
    ticket = tl.atomic_add(count_ptr, 1)  # the old value: every program must get a distinct one
    tl.store(ticket_ptr + pid, ticket)
    tl.atomic_add(sum_ptr, pid)
    tl.atomic_add(hist_ptr + tl.arange(0, 16), 1)
    tl.atomic_max(max_ptr, pid)


@tritium.jit
def print_kernel(x_ptr, k_ptr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    k = tl.load(k_ptr + offs)
    tl.device_print("x=", x)
    tl.device_print(" k ", k, hex=True)
    tl.device_print("pid", pid)


@tritium.jit(debug=True)
def assert_kernel(x_ptr, y_ptr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    tl.device_assert(x > 0, "x must be positive")
    tl.store(y_ptr + offs, x * 2.0)


ASSERT_LINE = next(i for i, line in enumerate(THIS.read_text().splitlines(), 1)
                   if 'tl.device_assert(x > 0, "x must be positive")' in line)


# ======================================================================== 6: specialisation
def test_pointer_alignment_specialisations(rng):
    @tritium.jit
    def add_kernel(x_ptr, y_ptr, z_ptr, n, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        mask = offs < n
        tl.store(z_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask), mask=mask)

    n = 1000  # not a multiple of 16: only the pointers differ between the two launches
    grid = (tritium.cdiv(n, 128),)
    xs, ys, zs = aligned_rand(rng, n + 1), aligned_rand(rng, n + 1), aligned_nan(n + 1)
    ck_a = add_kernel[grid](xs[:n], ys[:n], zs[:n], n, BLOCK=128)
    np.testing.assert_allclose(zs[:n], xs[:n].astype(np.float64) + ys[:n], rtol=1e-6, atol=1e-6)
    assert np.isnan(zs[n])

    zs[:] = np.nan
    xu, yu, zu = xs[1:], ys[1:], zs[1:]  # 4 bytes past a 64-byte boundary
    assert _ptr(xu) % 16 == 4
    ck_u = add_kernel[grid](xu, yu, zu, n, BLOCK=128)
    np.testing.assert_allclose(zu, xu.astype(np.float64) + yu, rtol=1e-6, atol=1e-6)
    assert np.isnan(zs[0])

    assert len(add_kernel.kernels) == 2 and ck_a is not ck_u
    assert "tt.divisibility = [64, 64, 64, 1]" in ck_a.asm["ttir"]
    assert "tt.divisibility" not in ck_u.asm["ttir"]
    aligns_a, aligns_u = vector_aligns(ck_a.asm["llir"]), vector_aligns(ck_u.asm["llir"])
    assert len(aligns_a) >= 3 and all(a == 64 for a in aligns_a), aligns_a
    assert len(aligns_u) >= 3 and all(a <= 4 for a in aligns_u), aligns_u  # still vector accesses, no claim

    # the same two addresses again: no new variant
    zs[:] = np.nan
    add_kernel[grid](xu, yu, zu, n, BLOCK=128)
    add_kernel[grid](xs[:n], ys[:n], zs[:n], n, BLOCK=128)
    assert len(add_kernel.kernels) == 2
    np.testing.assert_allclose(zs[:n], xs[:n].astype(np.float64) + ys[:n], rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("dns", [False, True])
def test_int_divisibility_specialisations(dns, rng):
    def body(x_ptr, y_ptr, z_ptr, n, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        mask = offs < n
        tl.store(z_ptr + offs, tl.load(x_ptr + offs, mask=mask) * 3.0 - tl.load(y_ptr + offs, mask=mask),
                 mask=mask)
    kernel = tritium.jit(do_not_specialize=["n"] if dns else ())(body)

    size = 1100
    x, y = aligned_rand(rng, size), aligned_rand(rng, size)
    cks = []
    for n in (1024, 1000, 1):
        z = aligned_nan(size)
        cks.append(kernel[(tritium.cdiv(n, 128),)](x, y, z, n, BLOCK=128))
        np.testing.assert_allclose(z[:n], 3.0 * x[:n].astype(np.float64) - y[:n], rtol=1e-6, atol=1e-6)
        assert np.isnan(z[n:]).all(), f"n={n}: wrote past the mask"
    if dns:
        assert len(kernel.kernels) == 1 and cks[0] is cks[1] is cks[2]
        assert "tt.divisibility = [64, 64, 64, 1]" in cks[0].asm["ttir"]
    else:  # divisible by 16, not divisible, and == 1 (compiled in as a constant)
        assert len(kernel.kernels) == 3
        assert "tt.divisibility = [64, 64, 64, 16]" in cks[0].asm["ttir"]
        assert "tt.divisibility = [64, 64, 64, 1]" in cks[1].asm["ttir"]
        assert cks[2].metadata["constexprs"].get("n") == "1"


# ======================================================================== 7: warmup
def test_warmup_returns_compiled_kernel(rng):
    rows, cols, block = 24, 100, 128
    x = rng.standard_normal((rows, cols)).astype(np.float32)
    out = np.full(rows, np.nan, np.float32)
    ck = rowsq_kernel.warmup(x, out, cols, cols, BLOCK=block, grid=(1,))
    assert np.isnan(out).all(), "warmup ran the kernel"
    assert set(ck.asm) >= {"ttir", "llir", "asm", "obj"}
    assert isinstance(ck.asm["obj"], bytes) and ck.asm["obj"][:4] == b"\x7fELF"
    assert all(isinstance(ck.asm[s], str) and ck.asm[s] for s in ("ttir", "llir", "asm"))
    assert type(ck.n_regs) is int and ck.n_regs > 0
    assert type(ck.n_spills) is int and ck.n_spills >= 0
    assert ck.metadata.shared == ck.metadata["shared"]
    # its tile buffers' stack bytes: none, both reductions run inside the load's loop (reduce.FusedReduce)
    assert isinstance(ck.metadata.shared, int) and ck.metadata.shared == 0
    with pytest.raises(AttributeError):
        ck.metadata.no_such_field

    # the launch reuses the warmed-up specialisation
    n_before = len(rowsq_kernel.kernels)
    ck2 = rowsq_kernel[(rows,)](x, out, cols, cols, BLOCK=block)
    assert ck2 is ck and len(rowsq_kernel.kernels) == n_before
    np.testing.assert_allclose(out, rowsq_ref(x), rtol=1e-5, atol=1e-5)


# ======================================================================== 8: threads, atomics
def test_num_threads_give_identical_results(rng):
    rows, cols = 777, 200
    x = rng.standard_normal((rows, cols)).astype(np.float32)
    outs = {}
    for t in (1, 2, 3):
        out = np.full(rows, np.nan, np.float32)
        rowsq_kernel[(rows,)](x, out, cols, cols, BLOCK=256, num_threads=t)
        outs[t] = out
    np.testing.assert_allclose(outs[1], rowsq_ref(x), rtol=1e-5, atol=1e-5)
    assert np.array_equal(outs[1], outs[2]) and np.array_equal(outs[1], outs[3])


@pytest.mark.parametrize("threads", [2, 4])
def test_atomics_across_threads(threads):
    grid = 4096
    for _ in range(3):
        count = np.zeros(1, np.int32)
        total = np.zeros(1, np.int32)
        hist = np.zeros(16, np.int32)
        mx = np.full(1, -1, np.int32)
        tickets = np.full(grid, -7, np.int32)
        atomics_kernel[(grid,)](count, total, hist, mx, tickets, num_threads=threads)
        assert count[0] == grid
        assert total[0] == grid * (grid - 1) // 2
        assert (hist == grid).all(), hist
        assert mx[0] == grid - 1
        assert np.array_equal(np.sort(tickets), np.arange(grid)), "two programs got the same old value"


@tritium.jit
def pid_kernel(out_ptr, NY: tl.constexpr, NZ: tl.constexpr):
    x, y, z = tl.program_id(0), tl.program_id(1), tl.program_id(2)
    nx, ny, nz = tl.num_programs(0), tl.num_programs(1), tl.num_programs(2)
    lin = (x * NY + y) * NZ + z
    tl.store(out_ptr + lin, lin + 1000000 * (nx * ny * nz))


def test_every_program_of_a_3d_grid_runs_once():
    gx, gy, gz = 37, 5, 3
    out = np.full(gx * gy * gz, -1, np.int64)
    pid_kernel[(gx, gy, gz)](out, NY=gy, NZ=gz, num_threads=2)
    assert np.array_equal(out, np.arange(gx * gy * gz) + 1000000 * gx * gy * gz)


# ======================================================================== 9: torch tensors
def test_torch_tensors_and_strided_views(rng):
    torch = pytest.importorskip("torch")

    @tritium.jit
    def affine2d(x_ptr, y_ptr, M, N, sxm, sxn, sym, syn, BM: tl.constexpr, BN: tl.constexpr):
        rm = tl.program_id(0) * BM + tl.arange(0, BM)
        rn = tl.program_id(1) * BN + tl.arange(0, BN)
        mask = (rm[:, None] < M) & (rn[None, :] < N)
        x = tl.load(x_ptr + rm[:, None] * sxm + rn[None, :] * sxn, mask=mask)
        tl.store(y_ptr + rm[:, None] * sym + rn[None, :] * syn, x * 2.5 - 1.0, mask=mask)

    @tritium.jit
    def add_kernel(x_ptr, y_ptr, z_ptr, n, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        mask = offs < n
        tl.store(z_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask), mask=mask)

    n = 2049
    x = torch.from_numpy(rng.standard_normal(n).astype(np.float32))
    y = torch.from_numpy(rng.standard_normal(n).astype(np.float32))
    z = torch.full((n,), float("nan"))
    add_kernel[(tritium.cdiv(n, 256),)](x, y, z, n, BLOCK=256)
    np.testing.assert_allclose(z.numpy(), x.numpy().astype(np.float64) + y.numpy(), rtol=1e-6, atol=1e-6)

    # a transposed (non-contiguous) input and a strided slice of a bigger output, strides passed
    base = torch.from_numpy(rng.standard_normal((45, 70)).astype(np.float32))
    xt = base.t()  # 70 x 45, strides (1, 70)
    big = torch.full((70, 2 * 45 + 3), float("nan"))
    yv = big[:, 1::2][:, :45]  # 70 x 45, strides (93, 2)
    assert not xt.is_contiguous() and not yv.is_contiguous()
    M, N = xt.shape
    affine2d[(tritium.cdiv(M, 16), tritium.cdiv(N, 32))](xt, yv, M, N, *xt.stride(), *yv.stride(), BM=16, BN=32)
    ref = base.numpy().T.astype(np.float64) * 2.5 - 1.0
    np.testing.assert_allclose(yv.numpy(), ref, rtol=1e-6, atol=1e-6)
    untouched = np.ones(big.shape, bool)
    untouched[:, 1:90:2] = False
    assert np.isnan(big.numpy()[untouched]).all(), "wrote outside the strided view"

    # a tensor that is not in CPU memory: a clear error, nothing launched
    meta = torch.empty(n, device="meta")
    with pytest.raises(RuntimeError, match=r"meta.*no installed tritium backend runs kernels"):
        add_kernel[(tritium.cdiv(n, 256),)](x, y, meta, n, BLOCK=256)


# ======================================================================== 10: print and assert
def _printed(capfd, monkeypatch, interpret, x, k, grid, block, **launch):
    monkeypatch.setenv("TRITIUM_INTERPRET", "1" if interpret else "0")
    capfd.readouterr()
    print_kernel[(grid,)](x, k, BLOCK=block, **launch)
    sys.stdout.flush()
    return capfd.readouterr().out.splitlines()


def test_device_print_matches_the_interpreter(capfd, monkeypatch, rng):
    grid, block = 3, 16
    x = rng.standard_normal(grid * block).astype(np.float32)
    k = rng.integers(-2**31, 2**31 - 1, grid * block).astype(np.int32)
    ref = _printed(capfd, monkeypatch, True, x, k, grid, block)
    got = _printed(capfd, monkeypatch, False, x, k, grid, block, num_threads=1)
    assert len(ref) == grid * (2 * block + 1)
    assert set(got) == set(ref)
    assert sorted(got) == sorted(ref)
    assert f"pid (2, 0, 0) idx (5)x={str(x[2 * block + 5])}" in got
    assert f"pid (1, 0, 0) idx (0) k {hex(int(k[block]) & 0xFFFFFFFF)}" in got
    assert "pid (1, 0, 0) idx ()pid1" in got


def test_device_print_from_concurrent_programs_matches_the_interpreter(capfd, monkeypatch, rng):
    grid, block = 16, 64
    x = rng.standard_normal(grid * block).astype(np.float32)
    k = rng.integers(-2**31, 2**31 - 1, grid * block).astype(np.int32)
    ref = _printed(capfd, monkeypatch, True, x, k, grid, block)
    assert len(ref) == grid * (2 * block + 1)
    for _ in range(6):  # programs on 2 threads at once: every launch must print whole lines
        got = _printed(capfd, monkeypatch, False, x, k, grid, block, num_threads=2)
        assert set(got) == set(ref)
        assert sorted(got) == sorted(ref)


def test_device_assert_raises_naming_the_line(rng):
    block = 32
    x = rng.uniform(0.5, 2.0, 4 * block).astype(np.float32)
    y = np.full_like(x, np.nan)
    assert_kernel[(4,)](x, y, BLOCK=block)  # all positive: no error
    np.testing.assert_allclose(y, 2.0 * x.astype(np.float64), rtol=1e-6)

    x[block + 3] = -1.0
    with pytest.raises(AssertionError) as info:
        assert_kernel[(4,)](x, y, BLOCK=block)
    msg = str(info.value)
    assert type(info.value) is not AssertionError  # a subclass (DeviceAssertionError)
    assert f"{THIS.name}:{ASSERT_LINE}" in msg, msg
    assert "x must be positive" in msg and "(1, 0, 0)" in msg and "(3,)" in msg, msg

    x[block + 3] = 1.0  # the launcher is usable again after a failure
    y[:] = np.nan
    assert_kernel[(4,)](x, y, BLOCK=block)
    np.testing.assert_allclose(y, 2.0 * x.astype(np.float64), rtol=1e-6)

    x[0] = -3.0  # debug=False at launch compiles the assertion out
    y[:] = np.nan
    assert_kernel[(4,)](x, y, BLOCK=block, debug=False)
    np.testing.assert_allclose(y, 2.0 * x.astype(np.float64), rtol=1e-6)


def test_device_assert_interpreter_names_the_same_line(monkeypatch, rng):
    monkeypatch.setenv("TRITIUM_INTERPRET", "1")
    block = 32
    x = rng.uniform(0.5, 2.0, 2 * block).astype(np.float32)
    x[block + 3] = -1.0
    y = np.full_like(x, np.nan)
    with pytest.raises(AssertionError, match=rf"{THIS.name}:{ASSERT_LINE}\b.*x must be positive"):
        assert_kernel[(2,)](x, y, BLOCK=block)


def test_explicit_target_or_device_picks_the_backend(rng):
    n = 300
    x, y = aligned_rand(rng, n), aligned_rand(rng, n)
    for where in ({"target": "cpu"}, {"device": "cpu"}):
        z = aligned_nan(n)
        add_kernel[(2,)](x, y, z, n, BLOCK=256, **where)
        np.testing.assert_allclose(z, x.astype(np.float64) + y, rtol=1e-6)
    with pytest.raises(RuntimeError, match="target cuda:90 cannot run on argument 'x_ptr', which is in host memory"):
        add_kernel[(2,)](x, y, aligned_nan(n), n, BLOCK=256, target="cuda:90")


def test_launches_work_in_a_forked_child(rng):
    """A child forked after the thread pool started has no pool threads: it must start its own."""
    n = 4096
    x, y = aligned_rand(rng, n), aligned_rand(rng, n)
    add_kernel[(16,)](x, y, aligned_nan(n), n, BLOCK=256, num_threads=2)  # the parent's pool exists
    pid = os.fork()
    if pid == 0:  # child: launch on two threads again, report through the exit code
        code = 1
        try:
            z = aligned_nan(n)
            add_kernel[(16,)](x, y, z, n, BLOCK=256, num_threads=2)
            code = 0 if np.array_equal(z, x + y) else 2
        finally:
            os._exit(code)
    deadline = time.time() + 60
    while time.time() < deadline:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            assert os.waitstatus_to_exitcode(status) == 0
            return
        time.sleep(0.05)
    os.kill(pid, 9)
    pytest.fail("the forked child hung waiting for pool threads it does not have")


@tritium.jit
def exp_kernel(x_ptr, y_ptr, z_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    tl.store(y_ptr + offs, tl.exp(x))
    tl.store(z_ptr + offs, tl.exp2(x))


def test_exp_special_values_take_the_vector_path_correctly(rng):
    """exp(-inf) lanes (masked softmax) are answered before libmvec; the other special lanes still
    go through it: +inf, NaN, overflow, denormal results."""
    x = aligned_rand(rng, 64) * 3
    x[:8] = [-np.inf, np.inf, np.nan, -100.0, -150.0, 89.0, -0.0, 1e-30]
    y, z = aligned_nan(64), aligned_nan(64)
    exp_kernel[(1,)](x, y, z, BLOCK=64)
    for got, ref in ((y, np.exp(x.astype(np.float64))), (z, np.exp2(x.astype(np.float64)))):
        with np.errstate(over="ignore"):
            ref = ref.astype(np.float32)  # exp(89) overflows float32: inf, as the kernel gives
        assert got[0] == 0.0 and got[1] == np.inf and np.isnan(got[2])
        finite = np.isfinite(ref) & (ref > np.finfo(np.float32).tiny)
        np.testing.assert_allclose(got[finite], ref[finite], rtol=4e-7)
        np.testing.assert_allclose(got[~finite & ~np.isnan(ref)], ref[~finite & ~np.isnan(ref)], rtol=0, atol=1e-44)


def test_threads_compiling_new_kernels_at_once(rng):
    """Python threads that launch kernels not compiled yet all compile (LLVM is used under a lock,
    as llvmlite drops the GIL) and get correct results."""
    from concurrent.futures import ThreadPoolExecutor
    n = 1000
    x, y = aligned_rand(rng, n), aligned_rand(rng, n)

    def work(block):
        z = aligned_nan(n)
        add_kernel[(tritium.cdiv(n, block),)](x, y, z, n, BLOCK=block)
        return np.array_equal(z, x + y)
    with ThreadPoolExecutor(6) as ex:
        assert all(ex.map(work, [32, 64, 128, 256, 512, 1024]))


def test_gpu_only_options_share_one_cpu_binary(rng, cache_dir):
    n = 256
    x, y = aligned_rand(rng, n), aligned_rand(rng, n)
    hits = []
    for warps, stages in ((4, 3), (8, 2), (2, 5)):
        z = aligned_nan(n)
        ck = add_kernel[(1,)](x, y, z, n, BLOCK=256, num_warps=warps, num_stages=stages)
        np.testing.assert_array_equal(z, x + y)
        hits.append(ck.metadata["cache_hit"])
    assert hits == [False, True, True]
    assert len(entries(cache_dir)) == 1
