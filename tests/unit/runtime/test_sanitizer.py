"""The sanitizer of debug launches (`debug=True`, `TRITIUM_DEBUG=1`): every load, store and atomic of
a compiled CPU kernel is checked against the extent of the argument its pointer derives from, a bad
lane is not accessed, and the launch raises `tritium.OutOfBoundsError` naming the line, program,
lane, address, buffer and extent. The interpreter must say exactly the same for the same mistake:
each planted case runs compiled, then interpreted, on the same arrays (so the same addresses), and
the two messages must be equal. Outputs are views into larger poisoned buffers, so memory just
outside an argument is real and must stay untouched. Also Triton's integer-overflow checks
(`sanitize_overflow`), and that debug off costs nothing (no checks in the code).
"""
import inspect
import os

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.ir.debug_ops import DeviceAssertionError
from tritium.errors import InterpreterError, OutOfBoundsError
from cpuutil import cache_dir  # noqa: F401  (fixture: an empty cache per test)

SENTINEL = -7.0


@pytest.fixture(autouse=True)
def clean_env(monkeypatch):
    for v in ("TRITIUM_DEBUG", "TRITON_DEBUG", "TRITON_INTERPRET", "TRITIUM_INTERPRET_SEQUENTIAL"):
        monkeypatch.delenv(v, raising=False)
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")


@pytest.fixture
def rng():
    return np.random.default_rng(1234)


def line_of(kernel, marker="# OOB"):
    lines, first = inspect.getsourcelines(kernel.fn)
    hits = [first + i for i, t in enumerate(lines) if marker in t]
    assert len(hits) == 1, hits
    return hits[0]


def padded(values, pad=16, fill=SENTINEL):
    """(the whole poisoned buffer, a view of `values` inside it with `pad` elements either side)."""
    values = np.asarray(values)
    big = np.full(values.size + 2 * pad, fill, dtype=values.dtype)
    view = big[pad:pad + values.size]
    view[:] = values.reshape(-1)
    return big, view.reshape(values.shape)


def untouched(big, pad=16, fill=SENTINEL):
    return bool((big[:pad] == fill).all() and (big[-pad:] == fill).all())


def launch(monkeypatch, mode, kernel, grid, args, **kw):
    monkeypatch.setenv("TRITIUM_INTERPRET", "1" if mode == "interpret" else "0")
    return kernel[grid](*args, **kw)


def both_raise(monkeypatch, kernel, grid, args, reset=None, after=None, **kw):
    """Run compiled, then interpreted, with debug=True: both raise OutOfBoundsError with the same
    message (the interpreter's is an InterpreterError too). `reset()` runs before each launch,
    `after(mode)` after each. -> the compiled kernel's error."""
    errs = {}
    for mode in ("cpu", "interpret"):
        if reset is not None:
            reset()
        with pytest.raises(OutOfBoundsError) as e:
            launch(monkeypatch, mode, kernel, grid, args, debug=True, **kw)
        errs[mode] = e.value
        if after is not None:
            after(mode)
    assert isinstance(errs["interpret"], InterpreterError)
    assert not isinstance(errs["cpu"], InterpreterError)
    assert str(errs["cpu"]) == str(errs["interpret"])
    return errs["cpu"]


def check(err, kernel, *, pid, index, buffer, extent=None, offset=None, op="tt.load", elt="f32"):
    msg = str(err)
    line = line_of(kernel)
    assert err.op == op and msg.startswith(f"{op} at ")
    assert os.path.realpath(err.file) == os.path.realpath(__file__) and err.line == line
    assert f"{err.file}:{line}:" in msg
    assert err.pid == pid and f"in program {pid}" in msg
    assert err.index == index and f"at index {index}" in msg
    assert f"address {err.address:#x}" in msg
    assert err.buffer == buffer
    if buffer is not None:
        assert err.extent == extent and err.offset == offset
        assert f"is element {offset} of '{buffer}', outside its {extent} bytes" in msg, msg
        assert f"of {elt})" in msg
    else:
        assert "outside every argument buffer" in msg and "not known at compile time" in msg, msg
    assert "mask the access or fix the offsets" in msg


# ---------------------------------------------------------------------------------- 1. off by one
@tritium.jit
def off_by_one_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs <= n)  # OOB
    tl.store(out_ptr + offs, x * 2, mask=offs < n)


def test_off_by_one_past_the_end(monkeypatch, rng):
    n = 100
    xbig, x = padded(rng.standard_normal(n).astype(np.float32))
    obig, out = padded(np.zeros(n, np.float32))

    def reset():
        out[:] = np.nan

    def after(mode):
        assert untouched(xbig) and untouched(obig)
        done = n if mode == "cpu" else 96  # compiled programs all run (the bad lane masked off)
        np.testing.assert_array_equal(out[:done], x[:done] * 2)

    err = both_raise(monkeypatch, off_by_one_kernel, (4,), (x, out, n), reset, after, BLOCK=32)
    check(err, off_by_one_kernel, pid=(3, 0, 0), index=(4,), buffer="x_ptr", extent=4 * n, offset=n)
    assert err.address == x.ctypes.data + 4 * n


# ---------------------------------------------------------------------------- 2. before the start
@tritium.jit
def before_start_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs - 1)  # OOB
    tl.store(out_ptr + offs, x)


def test_one_before_the_start(monkeypatch, rng):
    xbig, x = padded(rng.standard_normal(64).astype(np.float32))
    out = np.zeros(64, np.float32)
    err = both_raise(monkeypatch, before_start_kernel, (4,), (x, out), BLOCK=16,
                     after=lambda mode: untouched(xbig))
    check(err, before_start_kernel, pid=(0, 0, 0), index=(0,), buffer="x_ptr", extent=256, offset=-1)
    assert err.address == x.ctypes.data - 4


# --------------------------------------------------------------------- 3. wrong stride in a 2-D tile
@tritium.jit
def stride_2d_kernel(x_ptr, out_ptr, M, N, stride, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(x_ptr + rm[:, None] * stride + rn[None, :], mask=mask)  # OOB
    tl.store(out_ptr + rm[:, None] * N + rn[None, :], x, mask=mask)


def test_wrong_stride_in_a_2d_tile(monkeypatch, rng):
    M, N, BM = 8, 16, 4
    xbig, x = padded(rng.standard_normal((M, N)).astype(np.float32))
    obig, out = padded(np.zeros((M, N), np.float32))
    stride = N + 1  # should be N
    # the first lane in row-major order of the first program whose address passes the end
    bad = [(p, r, c) for p in range(2) for r in range(BM) for c in range(N) if (p * BM + r) * stride + c >= M * N]
    p, r, c = bad[0]
    err = both_raise(monkeypatch, stride_2d_kernel, (2,), (x, out, M, N, stride), BM=BM, BN=N,
                     after=lambda mode: untouched(xbig) and untouched(obig))
    check(err, stride_2d_kernel, pid=(p, 0, 0), index=(r, c), buffer="x_ptr", extent=4 * M * N,
          offset=(p * BM + r) * stride + c)
    assert len(err.index) == 2


# --------------------------------------------------- 4, 5. masks that cover exactly the valid lanes
@tritium.jit
def masked_2d_kernel(x_ptr, y_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    offs = rm[:, None] * N + rn[None, :]
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    y = tl.load(y_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, x * y + x, mask=mask)


@pytest.mark.parametrize("mode", ["cpu", "interpret"])
def test_mask_exactly_covering_the_valid_range_is_not_reported(monkeypatch, rng, mode):
    M, N = 13, 37  # tiles of 8x16 overhang both edges: the masked-off lanes lie outside the buffers
    xbig, x = padded(rng.standard_normal((M, N)).astype(np.float32))
    ybig, y = padded(rng.standard_normal((M, N)).astype(np.float32))
    obig, out = padded(np.full((M, N), np.nan, np.float32))
    launch(monkeypatch, mode, masked_2d_kernel, (2, 3), (x, y, out, M, N), BM=8, BN=16, debug=True)
    np.testing.assert_allclose(out, x.astype(np.float64) * y + x, rtol=1e-6, atol=1e-6)  # (fma or not)
    assert untouched(xbig) and untouched(ybig) and untouched(obig)


@tritium.jit
def masked_far_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    far = tl.where(offs < n, offs, offs - 1000000000)  # the lanes the mask turns off point far away
    tl.store(out_ptr + far, tl.load(x_ptr + far, mask=offs < n) + 1, mask=offs < n)


@pytest.mark.parametrize("mode", ["cpu", "interpret"])
def test_mask_off_only_for_the_out_of_bounds_lanes_is_not_reported(monkeypatch, rng, mode):
    xbig, x = padded(rng.standard_normal(10).astype(np.float32))
    obig, out = padded(np.zeros(10, np.float32))
    launch(monkeypatch, mode, masked_far_kernel, (1,), (x, out, 10), BLOCK=16, debug=True)
    np.testing.assert_array_equal(out, x + 1)
    assert untouched(xbig) and untouched(obig)


# ---------------------------------------------------------------------------------------- 6. atomics
@tritium.jit
def atomic_add_kernel(cnt_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.atomic_add(cnt_ptr + offs, 1, mask=offs < n + 1)  # OOB


def test_atomic_add_out_of_bounds(monkeypatch):
    cbig, cnt = padded(np.zeros(10, np.int32), fill=-7)

    def reset():
        cnt[:] = 0

    def after(mode):
        assert untouched(cbig, fill=-7)  # the lane past the end never added
        if mode == "cpu":
            assert (cnt == 1).all()

    err = both_raise(monkeypatch, atomic_add_kernel, (1,), (cnt, 10), reset, after, BLOCK=16)
    check(err, atomic_add_kernel, pid=(0, 0, 0), index=(10,), buffer="cnt_ptr", extent=40, offset=10,
          op="tt.atomic_rmw", elt="i32")


@tritium.jit
def atomic_cas_kernel(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.atomic_cas(x_ptr + offs * 2, offs, offs + 100)  # OOB


def test_atomic_cas_out_of_bounds(monkeypatch):
    xbig, x = padded(np.zeros(20, np.int32), fill=-7)

    def reset():
        x[:] = np.arange(20) // 2  # lane i finds i at 2*i: swaps

    def after(mode):
        assert untouched(xbig, fill=-7)
        if mode == "cpu":
            assert (x[0::2] == np.arange(10) + 100).all()

    err = both_raise(monkeypatch, atomic_cas_kernel, (1,), (x,), reset, after, BLOCK=16)
    check(err, atomic_cas_kernel, pid=(0, 0, 0), index=(10,), buffer="x_ptr", extent=80, offset=20,
          op="tt.atomic_cas", elt="i32")


# ---------------------------------------------------------------- 7. pointer arithmetic in a loop
@tritium.jit
def loop_kernel(x_ptr, out_ptr, K, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    acc = tl.zeros([BLOCK], tl.float32)
    p = x_ptr + offs
    for _ in range(K):
        acc += tl.load(p)  # OOB
        p += BLOCK
    tl.store(out_ptr + offs, acc)


def test_pointer_arithmetic_in_a_loop_overflows_in_the_last_iteration(monkeypatch, rng):
    xbig, x = padded(rng.standard_normal(3 * 16 + 5).astype(np.float32))
    out = np.zeros(16, np.float32)
    err = both_raise(monkeypatch, loop_kernel, (1,), (x, out, 4), BLOCK=16)
    check(err, loop_kernel, pid=(0, 0, 0), index=(5,), buffer="x_ptr", extent=4 * 53, offset=53)
    # the same loop within bounds: no error, the right sums
    launch(monkeypatch, "cpu", loop_kernel, (1,), (x, out, 3), BLOCK=16, debug=True)
    np.testing.assert_allclose(out, x[:48].reshape(3, 16).sum(axis=0), rtol=1e-5)


# ----------------------------------------------------------------------------------- 8. a store
@tritium.jit
def store_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(out_ptr + offs + 1, tl.load(x_ptr + offs))  # OOB


def test_store_out_of_bounds_never_writes_outside(monkeypatch, rng):
    x = rng.standard_normal(16).astype(np.float32)
    obig, out = padded(np.zeros(16, np.float32))

    def after(mode):
        assert untouched(obig)  # the element after `out` is real memory: never overwritten
        if mode == "cpu":
            np.testing.assert_array_equal(out[1:], x[:15])

    err = both_raise(monkeypatch, store_kernel, (1,), (x, out), after=after, BLOCK=16)
    check(err, store_kernel, pid=(0, 0, 0), index=(15,), buffer="out_ptr", extent=64, offset=16, op="tt.store")


# ----------------------------------------------------------------------- 9. a gather, 10. a scalar
@tritium.jit
def gather_kernel(x_ptr, idx_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    i = tl.load(idx_ptr + offs)
    tl.store(out_ptr + offs, tl.load(x_ptr + i))  # OOB


def test_gather_out_of_bounds(monkeypatch, rng):
    xbig, x = padded(rng.standard_normal(32).astype(np.float32))
    idx = rng.permutation(32)[:16].astype(np.int32)
    idx[11] = 32
    out = np.zeros(16, np.float32)

    def after(mode):
        if mode == "cpu":
            good = np.arange(16) != 11
            np.testing.assert_array_equal(out[good], x[idx[good]])
            assert out[11] == 0  # the masked-off lane loads `other` (0)

    err = both_raise(monkeypatch, gather_kernel, (1,), (x, idx, out), after=after, BLOCK=16)
    check(err, gather_kernel, pid=(0, 0, 0), index=(11,), buffer="x_ptr", extent=128, offset=32)


@tritium.jit
def scatter_kernel(x_ptr, idx_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    i = tl.load(idx_ptr + offs)
    tl.store(out_ptr + i, tl.load(x_ptr + offs))  # OOB


def test_scatter_out_of_bounds(monkeypatch, rng):
    x = rng.standard_normal(16).astype(np.float32)
    idx = (rng.permutation(16) * 2).astype(np.int32)
    idx[6] = -3
    obig, out = padded(np.zeros(32, np.float32))

    def after(mode):
        assert untouched(obig)
        if mode == "cpu":
            good = np.arange(16) != 6
            np.testing.assert_array_equal(out[idx[good]], x[good])

    err = both_raise(monkeypatch, scatter_kernel, (1,), (x, idx, out), after=after, BLOCK=16)
    check(err, scatter_kernel, pid=(0, 0, 0), index=(6,), buffer="out_ptr", extent=128, offset=-3, op="tt.store")


@tritium.jit
def scalar_kernel(x_ptr, out_ptr, n):
    v = tl.load(x_ptr + n)  # OOB
    tl.store(out_ptr, v + 1)


def test_scalar_load_out_of_bounds(monkeypatch, rng):
    xbig, x = padded(rng.standard_normal(8).astype(np.float32))
    out = np.full(1, 5.0, np.float32)
    err = both_raise(monkeypatch, scalar_kernel, (2,), (x, out, 8))
    check(err, scalar_kernel, pid=(0, 0, 0), index=(), buffer="x_ptr", extent=32, offset=8)
    launch(monkeypatch, "cpu", scalar_kernel, (1,), (x, out, 7), debug=True)
    assert out[0] == x[7] + 1


# ------------------------------------------------------------- 11. an offset into the wrong buffer
@tritium.jit
def wrong_buffer_kernel(x_ptr, y_ptr, out_ptr, delta, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    v = tl.load(x_ptr + delta + offs)  # OOB
    tl.store(out_ptr + offs, v + tl.load(y_ptr + offs))


def test_offset_into_another_arguments_buffer_is_outside_the_pointers_own(monkeypatch, rng):
    x = rng.standard_normal(16).astype(np.float32)
    y = rng.standard_normal(16).astype(np.float32)
    out = np.zeros(16, np.float32)
    delta = (y.ctypes.data - x.ctypes.data) // 4  # x_ptr + delta is y: inside memory the kernel got
    assert x.ctypes.data + 4 * delta == y.ctypes.data
    err = both_raise(monkeypatch, wrong_buffer_kernel, (1,), (x, y, out, delta), BLOCK=16)
    check(err, wrong_buffer_kernel, pid=(0, 0, 0), index=(0,), buffer="x_ptr", extent=64, offset=delta)
    assert err.address == y.ctypes.data
    # without debug the interpreter only checks that some argument's memory holds the address
    launch(monkeypatch, "interpret", wrong_buffer_kernel, (1,), (x, y, out, delta), BLOCK=16)
    np.testing.assert_array_equal(out, y + y)


# --------------------------------------------------- 12. a block pointer without boundary_check
@tritium.jit
def block_ptr_kernel(x_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    src = tl.make_block_ptr(x_ptr, shape=(M, N), strides=(N, 1), offsets=(pid * BM, 0), block_shape=(BM, BN),
                            order=(1, 0))
    dst = tl.make_block_ptr(out_ptr, shape=(M, N), strides=(N, 1), offsets=(pid * BM, 0), block_shape=(BM, BN),
                            order=(1, 0))
    tl.store(dst, tl.load(src) * 3, boundary_check=(0, 1))  # OOB


def test_block_pointer_without_boundary_check(monkeypatch, rng):
    M, N = 10, 8
    xbig, x = padded(rng.standard_normal((M, N)).astype(np.float32))
    obig, out = padded(np.zeros((M, N), np.float32))

    def after(mode):
        assert untouched(obig)
        if mode == "cpu":  # rows 10 and 11 of the last tile: not loaded, and not stored (boundary_check)
            np.testing.assert_allclose(out, x * 3, rtol=1e-6)

    err = both_raise(monkeypatch, block_ptr_kernel, (3,), (x, out, M, N), after=after, BM=4, BN=8)
    check(err, block_ptr_kernel, pid=(2, 0, 0), index=(2, 0), buffer="x_ptr", extent=4 * M * N, offset=M * N)
    # with the boundary check the same tile is fine
    launch(monkeypatch, "cpu", block_ptr_kernel, (2,), (x, out, 8, N), BM=4, BN=8, debug=True)


# ------------------------------------------------- 13. many programs, only program 3 goes out
@tritium.jit
def program_kernel(x_ptr, out_ptr, bad, bad2, BLOCK: tl.constexpr):
    pid = tl.program_id(0) + tl.program_id(1) * tl.num_programs(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    shift = ((pid == bad) | (pid == bad2)).to(tl.int32) * 1000
    x = tl.load(x_ptr + offs + shift)  # OOB
    tl.store(out_ptr + offs, x + 1)


def test_only_program_3_goes_out(monkeypatch, rng):
    x = rng.standard_normal(64 * 16).astype(np.float32)
    out = np.zeros_like(x)

    def after(mode):
        done = 64 if mode == "cpu" else 3  # compiled: every program ran; interpreted: up to program 3
        got, want = out.reshape(64, 16)[:done], x.reshape(64, 16)[:done] + 1
        rows = [r for r in range(done) if r != 3]
        np.testing.assert_array_equal(got[rows], want[rows])

    err = both_raise(monkeypatch, program_kernel, (64,), (x, out, 3, -1), after=after, BLOCK=16)
    check(err, program_kernel, pid=(3, 0, 0), index=(0,), buffer="x_ptr", extent=4 * 1024, offset=3 * 16 + 1000)


def test_the_lowest_program_in_grid_order_is_reported(monkeypatch, rng):
    """Programs 5 and 43 of an 8x8 grid both go out: compiled kernels run the grid on many threads and
    still report program 5, (5, 0, 0), as the interpreter (which stops there) does."""
    x = rng.standard_normal(64 * 16).astype(np.float32)
    out = np.zeros_like(x)
    for _ in range(3):
        err = both_raise(monkeypatch, program_kernel, (8, 8), (x, out, 43, 5), BLOCK=16, num_threads=4)
        check(err, program_kernel, pid=(5, 0, 0), index=(0,), buffer="x_ptr", extent=4 * 1024,
              offset=5 * 16 + 1000)
    err = both_raise(monkeypatch, program_kernel, (8, 8), (x, out, 43, 99), BLOCK=16)
    assert err.pid == (3, 5, 0)


# ---------------------------------------- the first violation in program order; if and while
@tritium.jit
def two_violations_kernel(x_ptr, y_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    v = tl.load(x_ptr + offs + 1)  # OOB
    tl.store(y_ptr + offs - 1, v)


def test_the_first_violation_in_program_order_is_reported(monkeypatch, rng):
    """The load (its last lane) goes out before the store (its first lane) does; compiled code runs
    lanes in chunks of 16, so in one loop the store's chunk 0 would come first."""
    x = rng.standard_normal(32).astype(np.float32)
    ybig, y = padded(np.zeros(32, np.float32))
    err = both_raise(monkeypatch, two_violations_kernel, (1,), (x, y), BLOCK=32, sanitize_overflow=False,
                     after=lambda mode: untouched(ybig))  # (overflow checks would split the loop anyway)
    check(err, two_violations_kernel, pid=(0, 0, 0), index=(31,), buffer="x_ptr", extent=128, offset=32)


@tritium.jit
def branch_kernel(x_ptr, out_ptr, flag, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    if flag > 0:
        p = x_ptr + offs
    else:
        p = x_ptr + offs + 2
    tl.store(out_ptr + offs, tl.load(p))  # OOB


@tritium.jit
def while_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    p = x_ptr + offs
    acc = tl.zeros([BLOCK], tl.float32)
    i = 0
    while i < n:
        acc += tl.load(p)  # OOB
        p += BLOCK
        i += 1
    tl.store(out_ptr + offs, acc)


def test_pointers_through_if_and_while_keep_their_argument(monkeypatch, rng):
    xbig, x = padded(rng.standard_normal(16).astype(np.float32))
    out = np.zeros(16, np.float32)
    err = both_raise(monkeypatch, branch_kernel, (1,), (x, out, 0), BLOCK=16)
    check(err, branch_kernel, pid=(0, 0, 0), index=(14,), buffer="x_ptr", extent=64, offset=16)
    launch(monkeypatch, "cpu", branch_kernel, (1,), (x, out, 1), BLOCK=16, debug=True)
    np.testing.assert_array_equal(out, x)
    err = both_raise(monkeypatch, while_kernel, (1,), (x, out, 3), BLOCK=8)
    check(err, while_kernel, pid=(0, 0, 0), index=(0,), buffer="x_ptr", extent=64, offset=16)


# ------------------------------------------------------- 14. pointers of unknown provenance
@tritium.jit
def loaded_pointer_kernel(addr_ptr, x_ptr, out_ptr, BLOCK: tl.constexpr):
    p = tl.load(addr_ptr).to(tl.pointer_type(tl.float32))  # a pointer made from an integer
    offs = tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.load(p + offs) + tl.load(x_ptr))  # OOB


def test_pointer_from_memory_is_checked_against_every_buffer(monkeypatch, rng):
    x = rng.standard_normal(10).astype(np.float32)
    out = np.zeros(16, np.float32)
    addr = np.array([x.ctypes.data], np.int64)
    err = both_raise(monkeypatch, loaded_pointer_kernel, (1,), (addr, x, out), BLOCK=16)
    check(err, loaded_pointer_kernel, pid=(0, 0, 0), index=(10,), buffer=None)
    assert "('addr_ptr', 'x_ptr', 'out_ptr')" in str(err)
    assert err.address == x.ctypes.data + 40


@tritium.jit
def select_kernel(x_ptr, y_ptr, out_ptr, use_x, n, BLOCK: tl.constexpr):
    p = tl.where(use_x != 0, x_ptr, y_ptr)  # a select between two arguments
    offs = tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.load(p + offs, mask=offs < n))  # OOB


def test_select_between_two_arguments(monkeypatch, rng):
    x = rng.standard_normal(16).astype(np.float32)
    y = rng.standard_normal(8).astype(np.float32)
    out = np.zeros(16, np.float32)
    for mode in ("cpu", "interpret"):
        launch(monkeypatch, mode, select_kernel, (1,), (x, y, out, 1, 16), BLOCK=16, debug=True)
        np.testing.assert_array_equal(out, x)
    err = both_raise(monkeypatch, select_kernel, (1,), (x, y, out, 0, 16), BLOCK=16)
    check(err, select_kernel, pid=(0, 0, 0), index=(8,), buffer=None)


# ----------------------------------------------------------------- torch tensors and their views
def test_torch_tensor_view_extent(monkeypatch):
    torch = pytest.importorskip("torch")
    base = torch.full((48,), SENTINEL)
    x = base[16:32]  # a view: storage offset 16, neighbours on both sides
    x.copy_(torch.arange(16, dtype=torch.float32))
    out = torch.zeros(16)
    err = both_raise(monkeypatch, store_kernel, (1,), (x, x), BLOCK=16)
    check(err, store_kernel, pid=(0, 0, 0), index=(15,), buffer="out_ptr", extent=64, offset=16, op="tt.store")
    assert (base[32:] == SENTINEL).all() and (base[:16] == SENTINEL).all()
    launch(monkeypatch, "cpu", off_by_one_kernel, (1,), (x, out, 16), BLOCK=16, debug=True)
    assert torch.equal(out, x * 2)


# ------------------------------------------------------------------ debug launches change nothing else
@tritium.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x + y, mask=mask)


@tritium.jit
def int_kernel(a_ptr, b_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    a = tl.load(a_ptr + offs, mask=offs < n)
    b = tl.load(b_ptr + offs, mask=offs < n)
    tl.store(out_ptr + offs, a * 3 - b + (a ^ b), mask=offs < n)


@pytest.mark.parametrize("mode", ["cpu", "interpret"])
def test_correct_kernels_give_the_same_results_in_debug_mode(monkeypatch, rng, mode):
    n = 1000
    x, y = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    out = np.full(n, np.nan, np.float32)
    launch(monkeypatch, mode, add_kernel, (8,), (x, y, out, n), BLOCK=128, debug=True)
    np.testing.assert_array_equal(out, x + y)
    a = rng.integers(-10000, 10000, n).astype(np.int32)
    b = rng.integers(-10000, 10000, n).astype(np.int32)
    iout = np.zeros(n, np.int32)
    launch(monkeypatch, mode, int_kernel, (8,), (a, b, iout, n), BLOCK=128, debug=True)
    np.testing.assert_array_equal(iout, a * 3 - b + (a ^ b))


def test_debug_off_emits_no_checks(monkeypatch, rng):
    n = 100
    x, y = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    out = np.zeros(n, np.float32)
    plain = add_kernel[(1,)](x, y, out, n, BLOCK=128)
    off = add_kernel[(1,)](x, y, out, n, BLOCK=128, debug=False)
    on = add_kernel[(1,)](x, y, out, n, BLOCK=128, debug=True)
    assert "sanitizer" not in plain.metadata and not plain.metadata["debug_sites"]
    assert plain.asm["llir"] == off.asm["llir"]
    for text in (plain.asm["llir"], plain.asm["ttir"]):
        assert "cttz" not in text and "%rt(" not in text and "tt.assert" not in text
    assert on.metadata["sanitizer"] and "%rt(" in on.asm["llir"]
    assert "overflow detected" in on.asm["ttir"]
    assert {s["kind"] for s in on.metadata["debug_sites"]} == {"oob", "assert"}
    # an out-of-bounds kernel without debug is not checked (as on a GPU)
    xbig, xv = padded(rng.standard_normal(n).astype(np.float32))
    o2 = np.zeros(128, np.float32)
    off_by_one_kernel[(4,)](xv, o2, n, BLOCK=32)
    np.testing.assert_array_equal(o2[:n], xv * 2)


def test_debug_from_the_environment_and_the_decorator(monkeypatch, rng):
    x = rng.standard_normal(16).astype(np.float32)
    out = np.zeros(16, np.float32)
    monkeypatch.setenv("TRITIUM_DEBUG", "1")
    with pytest.raises(OutOfBoundsError, match="tt.store"):
        store_kernel[(1,)](x, out, BLOCK=16)
    monkeypatch.delenv("TRITIUM_DEBUG")
    store_kernel[(1,)](x, np.zeros(17, np.float32), BLOCK=16)
    dbg = tritium.jit(debug=True)(store_kernel.fn)
    with pytest.raises(OutOfBoundsError, match="'out_ptr'"):
        dbg[(1,)](x, out, BLOCK=16)
    assert tritium.OutOfBoundsError is OutOfBoundsError


# ------------------------------------------------------------------- integer overflow checks
@tritium.jit
def overflow_kernel(a_ptr, b_ptr, out_ptr, n, OP: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    a = tl.load(a_ptr + offs, mask=offs < n)
    b = tl.load(b_ptr + offs, mask=offs < n)
    if OP == "add":
        r = a + b  # ADD
    elif OP == "sub":
        r = a - b  # SUB
    else:
        r = a * b  # MUL
    tl.store(out_ptr + offs, r, mask=offs < n)


@pytest.mark.parametrize("op,marker,a5,b5", [("add", "# ADD", 2**31 - 10, 20), ("sub", "# SUB", -2**31 + 5, 6),
                                             ("mul", "# MUL", 1 << 20, 1 << 12)])
def test_int32_overflow_is_reported_with_debug(monkeypatch, rng, op, marker, a5, b5):
    n = 40
    a = rng.integers(-1000, 1000, n).astype(np.int32)
    b = rng.integers(-1000, 1000, n).astype(np.int32)
    a[21], b[21] = a5, b5  # program 1, lane 5
    out = np.zeros(n, np.int32)
    msgs = []
    for mode in ("cpu", "interpret"):
        with pytest.raises(DeviceAssertionError) as e:
            launch(monkeypatch, mode, overflow_kernel, (3,), (a, b, out, n), OP=op, BLOCK=16, debug=True)
        msgs.append(str(e.value))
    assert msgs[0] == msgs[1]
    line = line_of(overflow_kernel, marker)
    assert msgs[0] == (f"tt.assert at {overflow_kernel.fn.__code__.co_filename}:{line}: device assertion failed "
                       f"in program (1, 0, 0) at index (5,): int32 overflow detected for operation {op}")
    for mode in ("cpu", "interpret"):  # not without debug, nor with sanitize_overflow=False
        launch(monkeypatch, mode, overflow_kernel, (3,), (a, b, out, n), OP=op, BLOCK=16)
        launch(monkeypatch, mode, overflow_kernel, (3,), (a, b, out, n), OP=op, BLOCK=16, debug=True,
               sanitize_overflow=False)
        want = {"add": a + b, "sub": a - b, "mul": a * b}[op]  # wraps, as the hardware does
        np.testing.assert_array_equal(out, want)


@pytest.mark.parametrize("mode", ["cpu", "interpret"])
def test_int64_arithmetic_is_not_checked(monkeypatch, mode):
    a = np.full(16, 2**62, np.int64)
    out = np.zeros(16, np.int64)
    launch(monkeypatch, mode, overflow_kernel, (1,), (a, a, out, 16), OP="add", BLOCK=16, debug=True)
    np.testing.assert_array_equal(out, a + a)


@tritium.jit
def wrapping_kernel(a_ptr, out_ptr, seed, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    a = tl.load(a_ptr + offs)
    h = tl.add(tl.mul(a, a, sanitize_overflow=False), 7, sanitize_overflow=False)  # wraps on purpose
    r = tl.randint(seed, offs)  # Philox wraps on purpose too
    tl.store(out_ptr + offs, h ^ r.to(tl.int32, bitcast=True))


@pytest.mark.parametrize("mode", ["cpu", "interpret"])
def test_intended_wraparound_is_not_reported(monkeypatch, mode):
    a = np.full(16, 1 << 20, np.int32)
    out, ref = np.zeros(16, np.int32), np.zeros(16, np.int32)
    launch(monkeypatch, mode, wrapping_kernel, (1,), (a, ref, 42), BLOCK=16)
    launch(monkeypatch, mode, wrapping_kernel, (1,), (a, out, 42), BLOCK=16, debug=True)
    np.testing.assert_array_equal(out, ref)
    assert (ref != (a * a + 7)).any()  # (the random bits are there)


# --------------------------------------------------- review findings: edges of the launch path
def test_empty_tensor_is_out_of_bounds_not_a_crash(monkeypatch):
    """An empty torch tensor's address is 0 and its span [0, 0): every access is reported (the check
    must not wrap around to let it through and dereference address 0)."""
    torch = pytest.importorskip("torch")
    out = torch.full((32,), SENTINEL)
    with pytest.raises(OutOfBoundsError, match="'x_ptr'"):
        off_by_one_kernel[(1,)](torch.empty(0), out, 0, BLOCK=16, debug=True)
    assert (out == SENTINEL).all()


def test_debug_kernel_launched_directly_is_checked(monkeypatch, rng):
    x = rng.standard_normal(8).astype(np.float32)
    out = np.full(16, SENTINEL, np.float32)
    ck = off_by_one_kernel.warmup(x, out, 8, BLOCK=16, debug=True, grid=(1,))
    with pytest.raises(OutOfBoundsError, match=r"index \(8,\).*'x_ptr'"):
        ck[(1,)](x, out, 8, 16)  # (every argument, constexprs too, as Triton's compiled kernels take them)


def test_concurrent_launches_keep_their_own_errors(monkeypatch, rng):
    """Two Python threads launching one debug kernel: each launch reports its own mistake only."""
    import threading
    n = 64
    x = rng.standard_normal(n).astype(np.float32)
    good_out, bad_out = np.zeros(n, np.float32), np.zeros(n, np.float32)
    off_by_one_kernel[(4,)](x, good_out, n - 1, BLOCK=16, debug=True)  # compile once
    results = {"good_raised": 0, "bad_ok": 0, "bad_wrong": 0}

    def good():
        for _ in range(40):
            try:
                off_by_one_kernel[(4,)](x, good_out, n - 1, BLOCK=16, debug=True)
            except OutOfBoundsError:
                results["good_raised"] += 1

    def bad():
        for _ in range(40):
            try:
                off_by_one_kernel[(4,)](x[:n - 4], bad_out, n - 4, BLOCK=16, debug=True)
                results["bad_ok"] += 1
            except OutOfBoundsError as e:
                if e.pid != (3, 0, 0) or e.index != (12,):
                    results["bad_wrong"] += 1
    threads = [threading.Thread(target=good), threading.Thread(target=bad)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == {"good_raised": 0, "bad_ok": 0, "bad_wrong": 0}
