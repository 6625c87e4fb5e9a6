"""The interpreter's batched mode (tritium/runtime/interp_batched.py) against its sequential path
(TRITIUM_INTERPRET_SEQUENTIAL=1): every kernel runs both ways over a multi-program grid and the
buffers must be equal bit for bit; the stats say which programs ran batched."""
import os
import re
import subprocess
import sys

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.runtime import interp_batched as B
from tritium.runtime import interpreter as interp
from tritium.errors import InterpreterError


@pytest.fixture(autouse=True)
def _interpret_only(backend_mode, monkeypatch):
    if backend_mode != "interpret":
        pytest.skip("compares the interpreter's two modes")
    monkeypatch.setenv("TRITIUM_INTERPRET", "1")
    monkeypatch.delenv("TRITIUM_INTERPRET_VERIFY", raising=False)
    monkeypatch.delenv("TRITIUM_INTERPRET_SEQUENTIAL", raising=False)


def both(kernel, grid, *args, expect="batched", **kw):
    """Run `kernel` sequentially and batched on copies of the array arguments; compare the bytes.
    expect: 'batched' (every program batched), 'sequential' (none), 'mixed' or None (don't check)."""
    outs = {}
    for mode in ("sequential", "batched"):
        copies = [np.array(a, copy=True) if isinstance(a, np.ndarray) else a for a in args]
        if mode == "sequential":
            os.environ["TRITIUM_INTERPRET_SEQUENTIAL"] = "1"
        try:
            kernel[grid](*copies, **kw)
        finally:
            os.environ.pop("TRITIUM_INTERPRET_SEQUENTIAL", None)
        outs[mode] = [a for a in copies if isinstance(a, np.ndarray)]
    stats = dict(interp.LAST_RUN)
    for i, (s, b) in enumerate(zip(outs["sequential"], outs["batched"])):
        assert s.tobytes() == b.tobytes(), f"array argument {i} differs ({stats}): {s} vs {b}"
    if expect == "batched":
        assert stats["sequential"] == 0 and stats["batched"] > 0, stats
    elif expect == "sequential":
        assert stats["batched"] == 0, stats
    elif expect == "mixed":
        assert stats["batched"] > 0 and stats["sequential"] > 0, stats
    return outs["batched"], stats


# ------------------------------------------------------------------ memory
@tritium.jit
def add_kernel(x_ptr, y_ptr, z_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(z_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask), mask=mask)


@pytest.mark.parametrize("dtype", ["float16", "float32", "float64", "int8", "int64"])
def test_masked_vector_add(dtype):
    rng = np.random.default_rng(1)
    n = 1000
    x = (rng.standard_normal(n) * 50).astype(dtype)
    y = (rng.standard_normal(n) * 50).astype(dtype)
    z = np.full(n + 64, 7, dtype)  # lanes past n are never written
    (_, _, zb), _ = both(add_kernel, (tritium.cdiv(n, 64),), x, y, z, n, BLOCK=64)
    assert (zb[n:] == 7).all()


@tritium.jit
def masked_2d_kernel(x_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    m = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :], mask=m, other=-3.5)
    y = tl.where(x > 0, tl.sqrt(x), x * tl.program_id(1))
    tl.store(out_ptr + rm[:, None] * N + rn[None, :], y.to(tl.bfloat16), mask=m & (rn[None, :] % 3 != 0))


def test_masked_2d_tiles_bf16_interleaved_stores():
    rng = np.random.default_rng(2)
    M, N = 37, 45
    x = rng.standard_normal((M, N)).astype(np.float32)
    out = np.zeros((M, N), np.uint16)  # bf16 bits
    both(masked_2d_kernel, (3, 4), x, out, M, N, BM=16, BN=16)


@tritium.jit
def scalar_kernel(in_ptr, out_ptr, idx_ptr):
    pid = tl.program_id(0)
    i = tl.load(idx_ptr + pid)  # a gather through per-program indices
    v = tl.load(in_ptr + i)
    tl.store(out_ptr + pid, v * 3 + pid)


def test_scalar_gather_per_program():
    rng = np.random.default_rng(3)
    src = rng.standard_normal(500).astype(np.float32)
    idx = rng.integers(0, 500, 300).astype(np.int32)
    both(scalar_kernel, (300,), src, np.zeros(300, np.float32), idx)


@tritium.jit
def same_ptr_kernel(p):
    pid = tl.program_id(0)
    tl.store(p + pid, tl.load(p + pid) * 2)


def test_load_store_same_address_in_one_program():
    x = np.arange(5000, dtype=np.float32)
    both(same_ptr_kernel, (5000,), x)


@tritium.jit
def grid3_kernel(out_ptr):
    x, y, z = tl.program_id(0), tl.program_id(1), tl.program_id(2)
    nx, ny = tl.num_programs(0), tl.num_programs(1)
    lin = (z * ny + y) * nx + x
    tl.store(out_ptr + lin * 4 + tl.arange(0, 4), lin * 10 + tl.arange(0, 4) + x - y * z)


def test_three_axis_grid():
    both(grid3_kernel, (5, 3, 2), np.zeros(5 * 3 * 2 * 4, np.int32))


# ------------------------------------------------------------------ math, reductions, scans
@tritium.jit
def math_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    s = tl.load(x_ptr + pid)  # a per-program scalar
    y = tl.exp(x) + tl.log(tl.abs(x) + 1) * tl.sin(s) + tl.erf(x) - tl.math.div_rn(x, s + 3.0)
    y = y + tl.cos(s) * tl.exp2(x) + tl.math.rsqrt(tl.abs(x) + 0.5) + tl.sqrt(tl.abs(s))
    tl.store(out_ptr + offs, tl.where(s > 0, y, -y))


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_math_on_tiles_and_per_program_scalars(dtype):
    rng = np.random.default_rng(4)
    x = rng.standard_normal(32 * 40).astype(dtype)
    both(math_kernel, (40,), x, np.zeros_like(x), BLOCK=32)


@tritium.jit
def reduce_kernel(x_ptr, out_ptr, N: tl.constexpr, OP: tl.constexpr):
    row = tl.program_id(0)
    x = tl.load(x_ptr + row * N + tl.arange(0, N))
    if OP == "sum":
        r = tl.sum(x, axis=0)
    elif OP == "max":
        r = tl.max(x, axis=0)
    elif OP == "argmax":
        r = tl.argmax(x, axis=0).to(x.dtype)
    elif OP == "min2d":
        r = tl.sum(tl.min(tl.reshape(x, (N // 4, 4)), axis=1), axis=0)
    else:
        r = tl.xor_sum(x.to(tl.int32, bitcast=True), axis=0).to(x.dtype, bitcast=True)
    tl.store(out_ptr + row, r)


@pytest.mark.parametrize("op", ["sum", "max", "argmax", "min2d", "xor"])
def test_reductions_per_row(op):
    rng = np.random.default_rng(5)
    x = rng.standard_normal((33, 64)).astype(np.float32)
    both(reduce_kernel, (33,), x, np.zeros(33, np.float32), N=64, OP=op)


@tritium.jit
def _pair_max(a, ai, b, bi):  # a combine region with control flow (runs element by element)
    if a > b:
        return a, ai
    elif a < b:
        return b, bi
    else:
        return a, tl.minimum(ai, bi)


@tritium.jit
def scan_kernel(x_ptr, out_ptr, N: tl.constexpr, OP: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, N)
    x = tl.load(x_ptr + row * N + offs)
    if OP == "cumsum":
        y = tl.cumsum(x, axis=0)
    elif OP == "cumprod_rev":
        y = tl.cumprod(x * 0.5 + 1, axis=0, reverse=True)
    else:
        y, _ = tl.associative_scan((x, offs), axis=0, combine_fn=_pair_max)
    tl.store(out_ptr + row * N + offs, y + tl.sum(x, axis=0) * (row % 3))


@pytest.mark.parametrize("op", ["cumsum", "cumprod_rev", "custom_with_if"])
def test_scans_per_row(op):
    rng = np.random.default_rng(6)
    x = rng.standard_normal((12, 16)).astype(np.float32)
    both(scan_kernel, (12,), x, np.zeros_like(x), N=16, OP=op)


# ------------------------------------------------------------------ dots
@tritium.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
                  PREC: tl.constexpr):
    pm, pn = tl.program_id(0), tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), tl.float32 if c_ptr.dtype.element_ty != tl.int32 else tl.int32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :], mask=(rm[:, None] < M) & ((k + rk)[None, :] < K),
                    other=0)
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :], mask=((k + rk)[:, None] < K) & (rn[None, :] < N),
                    other=0)
        acc += tl.dot(a, b, input_precision=PREC)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@pytest.mark.parametrize("dtype,prec", [("float32", "ieee"), ("float32", "tf32"), ("float16", "ieee"),
                                        ("int8", "ieee")])
def test_matmul_grid(dtype, prec):
    rng = np.random.default_rng(7)
    M, N, K = 50, 40, 70
    if dtype == "int8":
        a, b = rng.integers(-100, 100, (M, K)).astype(np.int8), rng.integers(-100, 100, (K, N)).astype(np.int8)
        c = np.zeros((M, N), np.int32)
    else:
        a, b = rng.standard_normal((M, K)).astype(dtype), rng.standard_normal((K, N)).astype(dtype)
        c = np.zeros((M, N), np.float32)
    bk = 32 if dtype == "int8" else 16
    both(matmul_kernel, (tritium.cdiv(M, 16), tritium.cdiv(N, 16)), a, b, c, M, N, K, BM=16, BN=16, BK=bk,
         PREC=prec)


# ------------------------------------------------------------------ control flow
@tritium.jit
def loops_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    acc = tl.zeros((BLOCK,), tl.float32)
    for i in range(pid):  # per-program trip count
        acc += tl.load(x_ptr + i * BLOCK + offs, mask=offs < n, other=1.0)
    for j in range(pid % 3, 7, 2 + pid % 2):  # per-program lower bound and step
        acc = acc * 0.5 + j
    k = 0
    v = pid * 7 + 1
    while v != 1 and k < 50:  # per-program exit (Collatz)
        if v % 2 == 0:
            v = v // 2
        else:
            v = 3 * v + 1
        k += 1
    if pid % 2 == 0:  # per-program branch yielding values
        acc = acc + k
        t = tl.sum(acc, axis=0)
    else:
        t = tl.max(acc, axis=0)
    if pid % 4 == 1:  # a store only some programs execute
        tl.store(out_ptr + pid * BLOCK + offs, acc + t)


def test_per_program_loops_whiles_and_branches():
    rng = np.random.default_rng(8)
    x = rng.standard_normal(16 * 24).astype(np.float32)
    out = np.full(16 * 24, -1.0, np.float32)
    both(loops_kernel, (24,), x, out, 10, BLOCK=16)


@tritium.jit
def nested_kernel(out_ptr, N: tl.constexpr):
    pid = tl.program_id(0)
    total = 0
    for i in range(pid):
        for j in range(i, pid):
            if (i + j) % 3 == pid % 3:
                total += i * j
            else:
                total -= 1
    tl.store(out_ptr + pid, total)


def test_nested_loops_with_inner_bounds_from_outer_iv():
    both(nested_kernel, (40,), np.zeros(40, np.int32), N=1)


# ------------------------------------------------------------------ fallbacks
@tritium.jit
def shift_kernel(p, n):
    pid = tl.program_id(0)
    x = tl.load(p + pid)  # reads what the previous program stored: only sequential order gives a ramp
    tl.store(p + pid + 1, x + 1, mask=pid + 1 < n)


def test_cross_program_dependence_falls_back_exactly():
    x = np.zeros(300, np.float32)
    (xb,), stats = both(shift_kernel, (300,), x, 300, expect="sequential")
    assert (xb == np.arange(300)).all() and "loads memory another one stores" in stats["fallback"]


@tritium.jit
def last_writer_kernel(p):
    tl.store(p, tl.program_id(0))  # every program stores the same address: the last one wins


def test_same_address_stores_fall_back_exactly():
    (xb,), _ = both(last_writer_kernel, (100,), np.zeros(1, np.int32), expect="sequential")
    assert xb[0] == 99


def test_dependences_across_batches_keep_grid_order(monkeypatch):
    """With batches of 7 programs, program p reading p - 7's store sees it, as sequentially."""
    monkeypatch.setattr(B, "MAX_BATCH", 7)
    monkeypatch.setattr(B, "_PLANS", type(B._PLANS)())
    x = np.zeros(71, np.float32)
    (xb,), stats = both(shift7_kernel, (64,), x)
    assert stats["batched"] == 64


@tritium.jit
def shift7_kernel(p):
    pid = tl.program_id(0)
    tl.store(p + pid + 7, tl.load(p + pid) + 1)


@tritium.jit
def atomic_kernel(cnt_ptr, out_ptr, x_ptr):
    pid = tl.program_id(0)
    x = tl.load(x_ptr + pid)
    old = tl.atomic_add(cnt_ptr, x)
    tl.store(out_ptr + pid, old)


def test_atomics_run_sequentially_and_exactly():
    rng = np.random.default_rng(9)
    x = rng.standard_normal(64).astype(np.float32)
    (_, out, _), stats = both(atomic_kernel, (64,), np.zeros(1, np.float32), np.zeros(64, np.float32), x,
                              expect="sequential")
    assert "atomics" in stats["fallback"]
    assert out[0] == 0 and out[1] == x[0]


@tritium.jit
def oob_kernel(x_ptr, out_ptr, BAD: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * 4 + tl.arange(0, 4)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs) + 1)
    if pid == BAD:
        tl.store(out_ptr + offs + 1000, 1.0)


def test_out_of_bounds_error_and_memory_as_sequential():
    x = np.arange(64, dtype=np.float32)
    results = {}
    for mode in ("sequential", "batched"):
        out = np.zeros(64, np.float32)
        if mode == "sequential":
            os.environ["TRITIUM_INTERPRET_SEQUENTIAL"] = "1"
        try:
            with pytest.raises(InterpreterError) as e:
                oob_kernel[(16,)](x, out, BAD=9)
        finally:
            os.environ.pop("TRITIUM_INTERPRET_SEQUENTIAL", None)
        bad = int(re.search(r"address (0x[0-9a-f]+)", str(e.value)).group(1), 16) - out.ctypes.data
        results[mode] = (re.sub(r"0x[0-9a-f]+", "ADDR", str(e.value)), bad, out.tobytes())
    assert results["sequential"] == results["batched"]
    stored = np.frombuffer(results["batched"][2], np.float32)
    assert stored[39] == 40 and stored[40] == 0  # programs 0..9 stored, 10.. never ran


@tritium.jit
def assume_kernel(out_ptr):
    pid = tl.program_id(0)
    tl.store(out_ptr + pid, pid)
    tl.assume(pid < 5)


def test_false_assume_reports_the_program_as_sequential():
    msgs = []
    for seq in ("1", ""):
        os.environ["TRITIUM_INTERPRET_SEQUENTIAL"] = seq
        out = np.zeros(8, np.int32)
        try:
            with pytest.raises(InterpreterError) as e:
                assume_kernel[(8,)](out)
        finally:
            os.environ.pop("TRITIUM_INTERPRET_SEQUENTIAL", None)
        msgs.append((str(e.value), out.tolist()))
    assert msgs[0] == msgs[1] and "(5, 0, 0)" in msgs[0][0]


def test_verify_mode_over_existing_suites():
    """TRITIUM_INTERPRET_VERIFY=1 runs every launch batched (single programs too) and sequentially and
    compares the buffers: a sample of the interpreter suites must pass under it."""
    here = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "language")
    env = dict(os.environ, TRITIUM_INTERPRET_VERIFY="1")
    env.pop("TRITIUM_INTERPRET", None)
    files = [os.path.join(here, f) for f in ("test_reductions.py", "test_scans.py",
                                             "test_control_flow.py", "test_memory.py")]
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", "-p", "no:xdist",
                        "-k", "interpret and (float32 or int32 or loop or while or if or mask or not dtype)"] + files,
                       cwd=here, env=env, capture_output=True, text=True, timeout=900)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-2000:]


def test_too_many_accesses_to_check_falls_back_exactly(monkeypatch):
    """Tiles whose address ranges interleave need the exact check; without its records: sequential."""
    monkeypatch.setattr(B, "RECORD_BUDGET", 10)
    rng = np.random.default_rng(10)
    x = rng.standard_normal((37, 45)).astype(np.float32)
    _, stats = both(masked_2d_kernel, (3, 4), x, np.zeros((37, 45), np.uint16), 37, 45, BM=16, BN=16,
                    expect="sequential")
    assert "too many accesses" in stats["fallback"]
