"""The GPU half without a GPU: kernels compiled ttir -> ttgir -> llir -> ptx -> cubin for cuda:90 (ptxas
must accept them), and the SIMT lowering's semantics checked by running the per-thread program in
the lockstep simulator (gpusim.py) against NumPy references and the interpreter, for several
num_warps, num_stages and tile shapes. (The interpreter suites run on the simulator in
test_gpu_sim_suites.py.)
"""
import zlib

import numpy as np
import pytest

import gpusim
import tritium
import tritium.language as tl
from tritium.frontend import dtypes as D
from tritium.runtime.interpreter import Interpreter

NUM_WARPS = (1, 2, 4, 8)
NUM_STAGES = (1, 2, 3, 4)


def _ptxas_available() -> bool:
    try:
        from tritium.backends.cuda.toolchain import find_ptxas
        find_ptxas()
        return True
    except Exception:  # noqa: BLE001 - no toolchain: the compile tests skip
        return False


# ------------------------------------------------------------------ own kernels: sim vs interpreter
def _ttir(fn, sig, cx, facts=None, **options):
    return tritium.compile_ttir(fn, sig, cx, options, facts=facts).module


def _both(fn, sig, cx, arrays, scalars=(), grid=(1,), num_warps=4, aligned=False):
    """Run on the interpreter and on the simulator with copies of `arrays`; returns both results.
    `aligned`: pointers are known 16-byte aligned (vectorised layouts, several registers per run)."""
    facts = {k: ["aligned_16"] for k, t in sig.items() if t.is_ptr()} if aligned else None
    module = _ttir(fn, sig, cx, facts=facts)
    func, meta = gpusim.lower(module, num_warps)
    return interp_and_sim(module, func, meta, grid, arrays, lambda ptrs: ptrs + list(scalars))


def interp_and_sim(module, func, meta, grid, arrays, make_args=None, sim_extra=None, waited=False):
    """Copies of `arrays` as the kernel's memory, on the interpreter (`module`) and on the simulator
    (`func`, `meta`): [the interpreter's copies, the simulator's]. `make_args(addresses)` orders the
    arguments (default: the addresses); `sim_extra(args)`: what the simulator also takes (tensor
    maps); `waited`: every copy the simulator saw started was waited for."""
    results = []
    for runner in ("interp", "sim"):
        arrs = [a.copy() for a in arrays]
        ptrs = [a.ctypes.data for a in arrs]
        args = make_args(ptrs) if make_args else ptrs
        bufs = [(a.ctypes.data, a.nbytes) for a in arrs]
        if runner == "interp":
            Interpreter(module).run(grid, args, bufs)
        else:
            sim = gpusim.run(func, meta, grid, args + (sim_extra(args) if sim_extra else []), bufs)
            assert not waited or sim.unwaited == 0, "copies never waited for"
        results.append(arrs)
    return results


def _p(dt):
    return D.pointer_type(dt)


@tritium.jit
def scan2d(x_ptr, y_ptr, o_ptr, o2_ptr, R: tl.constexpr, C: tl.constexpr, OP: tl.constexpr, AX: tl.constexpr,
           REV: tl.constexpr):
    offs = tl.arange(0, R)[:, None] * C + tl.arange(0, C)[None, :]
    x = tl.load(x_ptr + offs)
    if OP == "cumsum":
        r = tl.cumsum(x, axis=AX, reverse=REV)
    elif OP == "cumprod":
        r = tl.cumprod(x, axis=AX, reverse=REV)
    else:  # a running argmax: (value, index) pairs, ties to the earlier index (non-commutative)
        idx = tl.load(y_ptr + offs)
        r, i = tl.associative_scan((x, idx), AX, _argmax_combine, reverse=REV)
        tl.store(o2_ptr + offs, i)
    tl.store(o_ptr + offs, r)


@tritium.jit
def _argmax_combine(a, ia, b, ib):
    take_b = b > a
    return tl.where(take_b, b, a), tl.where(take_b, ib, ia)


SHAPES = [(4, 16), (32, 32), (1, 128), (128, 4), (16, 512), (2, 4096)]


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("op", ["cumsum", "cumprod", "argmax"])
@pytest.mark.parametrize("ax", [0, 1])
@pytest.mark.parametrize("rev", [False, True])
@pytest.mark.parametrize("aligned", [False, True])
def test_scan_matches_interpreter(shape, op, ax, rev, aligned):
    R, C = shape
    rng = np.random.default_rng(zlib.crc32(f"{shape}{op}{ax}{rev}".encode()))
    x = rng.integers(-3, 4, shape).astype(np.int32)
    y = rng.integers(0, 1000, shape).astype(np.int32)
    sig = {"x_ptr": _p(D.int32), "y_ptr": _p(D.int32), "o_ptr": _p(D.int32), "o2_ptr": _p(D.int32)}
    for nw in NUM_WARPS:
        a, b = _both(scan2d, sig, dict(R=R, C=C, OP=op, AX=ax, REV=rev),
                     [x, y, np.zeros_like(x), np.zeros_like(x)], num_warps=nw, aligned=aligned)
        np.testing.assert_array_equal(b[2], a[2], err_msg=f"num_warps={nw}")
        np.testing.assert_array_equal(b[3], a[3], err_msg=f"num_warps={nw}")


@tritium.jit
def join_split(x_ptr, y_ptr, o_ptr, a_ptr, b_ptr, N: tl.constexpr):
    offs = tl.arange(0, N)
    x = tl.load(x_ptr + offs)
    y = tl.load(y_ptr + offs)
    j = tl.join(x, y)
    tl.store(o_ptr + 2 * offs[:, None] + tl.arange(0, 2)[None, :], j)
    a, b = tl.split(j * 3)
    tl.store(a_ptr + offs, a)
    tl.store(b_ptr + offs, b)


@pytest.mark.parametrize("n", [2, 64, 1024])
def test_join_split_matches_interpreter(n):
    x = np.arange(n, dtype=np.float32)
    y = -np.arange(n, dtype=np.float32) - 0.5
    sig = {k: _p(D.float32) for k in ("x_ptr", "y_ptr", "o_ptr", "a_ptr", "b_ptr")}
    for nw in NUM_WARPS:
        a, b = _both(join_split, sig, dict(N=n), [x, y, np.zeros(2 * n, np.float32), np.zeros_like(x), np.zeros_like(x)],
                     num_warps=nw)
        for u, v in zip(a[2:], b[2:]):
            np.testing.assert_array_equal(v, u)


@tritium.jit
def reduce2d(x_ptr, o_ptr, i_ptr, R: tl.constexpr, C: tl.constexpr, OP: tl.constexpr, AX: tl.constexpr):
    offs = tl.arange(0, R)[:, None] * C + tl.arange(0, C)[None, :]
    x = tl.load(x_ptr + offs)
    if AX == 0:
        out = tl.arange(0, C)
    else:
        out = tl.arange(0, R)
    if OP == "sum":
        r = tl.sum(x, axis=AX)
    elif OP == "max":
        r = tl.max(x, axis=AX)
    else:
        r, i = tl.max(x, axis=AX, return_indices=True)
        tl.store(i_ptr + out, i)
    tl.store(o_ptr + out, r)


@pytest.mark.parametrize("shape", [(4, 16), (64, 64), (1, 256), (256, 2)])
@pytest.mark.parametrize("op", ["sum", "max", "argmax"])
@pytest.mark.parametrize("ax", [0, 1])
@pytest.mark.parametrize("aligned", [False, True])
def test_reduce_matches_interpreter(shape, op, ax, aligned):
    R, C = shape
    rng = np.random.default_rng(zlib.crc32(f"{shape}{op}{ax}".encode()))
    x = rng.integers(-50, 50, shape).astype(np.int32)
    n = C if ax == 0 else R
    sig = {"x_ptr": _p(D.int32), "o_ptr": _p(D.int32), "i_ptr": _p(D.int32)}
    for nw in NUM_WARPS:
        a, b = _both(reduce2d, sig, dict(R=R, C=C, OP=op, AX=ax), [x, np.zeros(n, np.int32), np.zeros(n, np.int32)],
                     num_warps=nw, aligned=aligned)
        np.testing.assert_array_equal(b[1], a[1])
        np.testing.assert_array_equal(b[2], a[2])


@tritium.jit
def dot_kernel(a_ptr, b_ptr, c_ptr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr):
    rm, rn, rk = tl.arange(0, M), tl.arange(0, N), tl.arange(0, K)
    a = tl.load(a_ptr + rm[:, None] * K + rk[None, :])
    b = tl.load(b_ptr + rk[:, None] * N + rn[None, :])
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], tl.dot(a, b))


DOT_TYPES = {"f16": (D.float16, np.float16, np.float32, D.float32), "f32": (D.float32, np.float32, np.float32, D.float32),
             "i8": (D.int8, np.int8, np.int32, D.int32)}


@pytest.mark.parametrize("kind", list(DOT_TYPES))
@pytest.mark.parametrize("mnk", [(16, 16, 32), (32, 64, 32), (64, 32, 64)])
def test_dot_matches_interpreter(kind, mnk):
    M, N, K = mnk
    tdt, ndt, odt, tout = DOT_TYPES[kind]
    rng = np.random.default_rng(zlib.crc32(f"{kind}{mnk}".encode()))
    a = rng.integers(-4, 5, (M, K)).astype(ndt)
    b = rng.integers(-4, 5, (K, N)).astype(ndt)
    sig = {"a_ptr": _p(tdt), "b_ptr": _p(tdt), "c_ptr": _p(tout)}
    for nw in NUM_WARPS:
        x, y = _both(dot_kernel, sig, dict(M=M, N=N, K=K), [a, b, np.zeros((M, N), odt)], num_warps=nw)
        np.testing.assert_array_equal(y[2], x[2])  # small integers: exact in every precision


@tritium.jit
def dot_scan(a_ptr, b_ptr, c_ptr, s_ptr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr, AX: tl.constexpr):
    """Scans and reductions of an mma-layout tile (the dot result), along each axis."""
    rm, rn, rk = tl.arange(0, M), tl.arange(0, N), tl.arange(0, K)
    a = tl.load(a_ptr + rm[:, None] * K + rk[None, :])
    b = tl.load(b_ptr + rk[:, None] * N + rn[None, :])
    c = tl.dot(a, b)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], tl.cumsum(c, axis=AX, reverse=AX == 0))
    if AX == 0:
        tl.store(s_ptr + rn, tl.sum(c, axis=0))
    else:
        tl.store(s_ptr + rm, tl.max(c, axis=1))


@pytest.mark.parametrize("mnk", [(16, 8, 16), (64, 64, 32), (128, 32, 16)])
@pytest.mark.parametrize("ax", [0, 1])
def test_mma_layout_scan_reduce(mnk, ax):
    M, N, K = mnk
    rng = np.random.default_rng(zlib.crc32(f"{mnk}{ax}".encode()))
    a = rng.integers(-3, 4, (M, K)).astype(np.float16)
    b = rng.integers(-3, 4, (K, N)).astype(np.float16)
    sig = {"a_ptr": _p(D.float16), "b_ptr": _p(D.float16), "c_ptr": _p(D.float32), "s_ptr": _p(D.float32)}
    for nw in NUM_WARPS:
        x, y = _both(dot_scan, sig, dict(M=M, N=N, K=K, AX=ax), [a, b, np.zeros((M, N), np.float32),
                                                                  np.zeros(max(M, N), np.float32)], num_warps=nw)
        np.testing.assert_array_equal(y[2], x[2])
        np.testing.assert_array_equal(y[3], x[3])


@tritium.jit
def masked_copy(x_ptr, o_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=-7)
    tl.store(o_ptr + offs, x * 2, mask=m & (offs % 3 != 0))


@pytest.mark.parametrize("n,block", [(100, 64), (1000, 256), (5, 8)])
def test_masked_loads_stores(n, block):
    x = np.arange(n, dtype=np.float32)
    sig = {"x_ptr": _p(D.float32), "o_ptr": _p(D.float32), "n": D.int32}
    grid = ((n + block - 1) // block,)
    for nw in NUM_WARPS:
        a, b = _both(masked_copy, sig, dict(BLOCK=block), [x, np.full(n, 5, np.float32)], scalars=[n], grid=grid,
                     num_warps=nw)
        np.testing.assert_array_equal(b[1], a[1])


@tritium.jit
def print_kernel(x_ptr, N: tl.constexpr):
    x = tl.load(x_ptr + tl.arange(0, N))
    tl.device_print("x=", x)
    tl.device_print("s ", tl.sum(x, 0))
    tl.device_print("h ", x, hex=True)
    tl.device_print("f ", x.to(tl.float32) * 0.5, x > 0)


def test_print_lines_match_interpreter(capsys):
    x = np.arange(16, dtype=np.int32) * 7 - 20
    sig = {"x_ptr": _p(D.int32)}
    for nw in (1, 4):
        _both(print_kernel, sig, dict(N=16), [x], grid=(2,), num_warps=nw)
        out = capsys.readouterr().out.splitlines()
        half = len(out) // 2
        assert half == 2 * (17 + 16 + 32)
        interp, sim = out[:half], out[half:]
        # floats print with %.9g on the GPU: '0.5' matches, '-10.0' comes out as '-10' (documented)
        assert sorted(x for x in interp if ")f " not in x) == sorted(x for x in sim if ")f " not in x)
        assert {x for x in sim if ")f " in x} >= {x for x in interp if ")f " in x and not x.endswith(".0")}
        assert any(")f 0.5" in x for x in sim) and any(")f True" in x for x in sim)


@tritium.jit
def assert_kernel(x_ptr, N: tl.constexpr):
    x = tl.load(x_ptr + tl.arange(0, N))
    tl.device_assert(x > 0, "x must be positive")


def test_assert_fires_in_simulator():
    from tritium.ir.debug_ops import DeviceAssertionError
    x = np.ones(32, np.int32)
    module = _ttir(assert_kernel, {"x_ptr": _p(D.int32)}, dict(N=32), debug=True)
    func, meta = gpusim.lower(module, 2)
    gpusim.run(func, meta, (1,), [x.ctypes.data], [(x.ctypes.data, x.nbytes)])
    x[17] = 0
    with pytest.raises(DeviceAssertionError, match="x must be positive"):
        gpusim.run(func, meta, (1,), [x.ctypes.data], [(x.ctypes.data, x.nbytes)])


def test_simulator_catches_missing_barrier():
    """The race detector works: drop the barriers of a reduction across warps and it must object."""
    module = _ttir(reduce2d, {"x_ptr": _p(D.int32), "o_ptr": _p(D.int32), "i_ptr": _p(D.int32)},
                   dict(R=64, C=64, OP="sum", AX=0))
    func, meta = gpusim.lower(module, 4)
    body = func.body
    body.ops = [o for o in body.ops if o.name != "gpu.barrier"]
    x = np.ones((64, 64), np.int32)
    o = np.zeros(64, np.int32)
    with pytest.raises(gpusim.SimError, match="race"):
        gpusim.run(func, meta, (1,), [x.ctypes.data, o.ctypes.data, o.ctypes.data],
                   [(x.ctypes.data, x.nbytes), (o.ctypes.data, o.nbytes)])


# ------------------------------------------------------------------ the software pipeline, simulated
@tritium.jit
def pipelined_mm(a_ptr, b_ptr, c_ptr, perm_ptr, M, N, K, stride_am, stride_bk, stride_cm,
                 BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, ADV: tl.constexpr, OTHER: tl.constexpr,
                 BRANCH: tl.constexpr):
    """tutorial-03's loop, with the operand addresses computed four ways (ADV): carried tensor
    pointers advanced by a tile ('tensor'), carried scalar base pointers advanced by a scalar and
    splatted in the body ('scalar'), from the induction variable ('iv'), and A's k-block read from
    a table in memory ('indirect': not pipelinable, B still is). BRANCH: the dots sit in both
    branches of an scf.if (the operands are read in two sibling regions)."""
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_am = (pid_m * BM + tl.arange(0, BM)) % M
    offs_bn = pid_n * BN + tl.arange(0, BN)  # B's columns are padded to a multiple of BN
    rk = tl.arange(0, BK)
    a_off = offs_am[:, None] * stride_am + rk[None, :]
    b_off = rk[:, None] * stride_bk + offs_bn[None, :]
    a_ptrs = a_ptr + a_off
    b_ptrs = b_ptr + b_off
    a_base = a_ptr
    b_base = b_ptr
    acc = tl.zeros((BM, BN), dtype=c_ptr.dtype.element_ty)  # (f32; i32 for int8 operands)
    for k in range(0, tl.cdiv(K, BK)):
        ka = k
        if ADV == "tensor":
            pa = a_ptrs
            pb = b_ptrs
        elif ADV == "scalar":
            pa = a_base + a_off
            pb = b_base + b_off
        elif ADV == "iv":
            pa = a_ptr + a_off + k * BK
            pb = b_ptr + b_off + k * BK * stride_bk
        else:
            ka = tl.load(perm_ptr + k)
            pa = a_ptr + a_off + ka * BK
            pb = b_ptrs
        a = tl.load(pa, mask=rk[None, :] < K - ka * BK, other=OTHER)
        b = tl.load(pb, mask=rk[:, None] < K - k * BK, other=0.0)
        if BRANCH:
            if k % 3 == 1:
                acc -= tl.dot(a, b)
            else:
                acc += tl.dot(a, b)
        else:
            acc = tl.dot(a, b, acc)
        a_ptrs += BK
        b_ptrs += BK * stride_bk
        a_base += BK
        b_base += BK * stride_bk
    offs_cm = pid_m * BM + tl.arange(0, BM)
    offs_cn = pid_n * BN + tl.arange(0, BN)
    tl.store(c_ptr + offs_cm[:, None] * stride_cm + offs_cn[None, :], acc,
             mask=(offs_cm[:, None] < M) & (offs_cn[None, :] < N))


PIPE_TYPES = {"f16": D.float16, "bf16": D.bfloat16, "tf32": D.float32, "i8": D.int8}


def _to_dtype(x, kind):
    """float32 values (exact in kind) -> the array the kernel reads: f16, f32 (tf32 dots), int8, or bf16's 16 bits."""
    if kind == "i8":
        return x.astype(np.int8)
    if kind == "f16":
        return x.astype(np.float16)
    if kind == "tf32":
        return x.astype(np.float32)
    return (x.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)


def _pipelined_case(kind, bm, bn, bk, stages, nw, M, N, K, adv="tensor", other=0.0, k_facts=None, seed=0,
                    ints=True, branch=False, target=None):
    """Compile pipelined_mm, check how many operands the pass pipelined, run it on the interpreter
    and on the simulator (fresh random inputs, outputs poisoned with NaN) and compare."""
    tdt = PIPE_TYPES[kind]
    integer = kind == "i8"  # int32 sums (full-range int8 operands: exact, compared bit for bit)
    sig = {"a_ptr": _p(tdt), "b_ptr": _p(tdt), "c_ptr": _p(D.int32 if integer else D.float32), "perm_ptr": _p(D.int32),
           "M": D.int32, "N": D.int32, "K": D.int32, "stride_am": D.int32, "stride_bk": D.int32, "stride_cm": D.int32}
    k_facts = (K % 16 == 0) if k_facts is None else k_facts
    facts = {k: ["aligned_16"] for k in ("a_ptr", "b_ptr", "c_ptr", "perm_ptr")}
    facts.update({k: ["divisible_16"] for k in ("stride_am", "stride_bk", "stride_cm") + (("K",) if k_facts else ())})
    options = {"default_dot_input_precision": "tf32"} if kind == "tf32" else {}
    module = _ttir(pipelined_mm, sig, dict(BM=bm, BN=bn, BK=bk, ADV=adv, OTHER=other, BRANCH=branch), facts=facts,
                   **options)
    g = gpusim.ttgir(module, nw, target, num_stages=stages)
    func, meta = gpusim.lower(module, nw, target, num_stages=stages)
    rng = np.random.default_rng(zlib.crc32(f"{kind}{bm}{bn}{bk}{stages}{nw}{M}{N}{K}{adv}{other}{seed}".encode()))
    nk = -(-K // bk)
    kp = max(16, (nk * bk + 15) // 16 * 16)  # rows padded: every k-block of A is in bounds
    npad = -(-N // bn) * bn
    if integer:
        a = rng.integers(-128, 128, (M, kp)).astype(np.float32)
        b = rng.integers(-128, 128, (max(K, 1), npad)).astype(np.float32)
    elif ints:  # exact in f16/bf16 and in every summation order
        a = rng.integers(-4, 5, (M, kp)).astype(np.float32)
        b = rng.integers(-4, 5, (max(K, 1), npad)).astype(np.float32)
    else:
        a = rng.standard_normal((M, kp)).astype(np.float32)
        b = rng.standard_normal((max(K, 1), npad)).astype(np.float32)
    perm = rng.permutation(max(nk, 1)).astype(np.int32)
    c = np.full((M, N), -2 ** 31 + 12345, np.int32) if integer else np.full((M, N), np.nan, np.float32)
    grid = (-(-M // bm), -(-N // bn))
    results = []
    for runner in ("interp", "sim"):
        arrs = [_to_dtype(a, kind), _to_dtype(b, kind), c.copy(), perm.copy()]
        args = [x.ctypes.data for x in arrs] + [M, N, K, kp, npad, N]
        bufs = [(x.ctypes.data, x.nbytes) for x in arrs]
        if runner == "interp":
            Interpreter(module).run(grid, args, bufs)
        else:
            sim = gpusim.run(func, meta, grid, args, bufs)
            assert sim.unwaited == 0, "cp.async copies still pending when the kernel exited"
        results.append(arrs[2])
    assert not (results[0] == -2 ** 31 + 12345).any() if integer else not np.isnan(results[0]).any()
    if ints or integer:
        np.testing.assert_array_equal(results[1], results[0])
    else:
        np.testing.assert_allclose(results[1], results[0], rtol=1e-5, atol=1e-4)
    return g, func


def _count(module_or_func, name):
    return sum(1 for o in module_or_func.walk() if o.name == name) if hasattr(module_or_func, "walk") else \
        sum(1 for f in module_or_func.funcs().values() for o in f.body.walk() if o.name == name)


# (kind, BM, BN, BK, num_stages, num_warps, M, N, K)
PIPE_CASES = [
    ("f16", 16, 16, 16, 2, 1, 16, 16, 48),
    ("bf16", 16, 16, 16, 3, 1, 30, 20, 64),
    ("f16", 32, 32, 16, 4, 4, 40, 24, 96),
    ("f16", 32, 16, 32, 3, 4, 32, 16, 64),     # one 8-wide n tile per warp: B by ldmatrix .x2.trans
    ("bf16", 16, 32, 16, 2, 4, 16, 32, 64),
    ("bf16", 32, 64, 32, 2, 4, 64, 64, 80),     # K not a multiple of BK
    ("f16", 64, 64, 32, 3, 4, 100, 70, 112),   # K not a multiple of BK, partial M/N tiles
    ("bf16", 64, 32, 64, 4, 8, 64, 32, 32),     # K < (S - 1) * BK: the prologue's copies past the end
    ("f16", 64, 128, 32, 3, 8, 64, 128, 16),    # ... and a single iteration
    ("f16", 128, 128, 64, 3, 8, 128, 128, 192),
    ("bf16", 128, 128, 64, 2, 4, 128, 128, 144),
    ("f16", 128, 64, 64, 4, 8, 128, 64, 0),     # no iteration at all
    ("tf32", 32, 32, 16, 3, 4, 40, 24, 96),     # fp32 operands on m16n8k8, read without ldmatrix
    ("tf32", 64, 64, 32, 2, 4, 64, 64, 80),
]


@pytest.mark.parametrize("case", PIPE_CASES, ids=["-".join(map(str, c)) for c in PIPE_CASES])
def test_pipelined_matmul_matches_interpreter(case):
    kind, bm, bn, bk, stages, nw, M, N, K = case
    g, func = _pipelined_case(kind, bm, bn, bk, stages, nw, M, N, K)
    assert _count(g, "ttg.local_alloc") == 2 and _count(g, "tt.load") == 0
    assert _count(func, "gpu.cp_async") > 0 and _count(func, "gpu.mma") > 0
    assert (_count(func, "gpu.ldmatrix") > 0) == (kind != "tf32")  # 32-bit operands: plain shared loads


@pytest.mark.parametrize("adv", ["tensor", "scalar", "iv"])
@pytest.mark.parametrize("stages", [2, 3, 4])
def test_pipelined_pointer_advances(adv, stages):
    """The pass recomputes addresses for later iterations: carried tensor pointers, carried
    scalar pointers, and addresses from the induction variable all give the interpreter's result."""
    nw = (1, 4, 8)[stages - 2]
    g, _ = _pipelined_case("f16", 32, 32, 32, stages, nw, 48, 40, 160, adv=adv)
    assert _count(g, "ttg.local_alloc") == 2 and _count(g, "tt.load") == 0


@pytest.mark.parametrize("stages", [2, 3])
def test_pipelined_operands_read_in_two_branches(stages):
    """The dot of a pipelined loop in both branches of an scf.if: the pass used to crash removing
    the nested layout conversions (ValueError), and the lowering read the stage in the first branch
    and used those registers in the other (LLVM: 'Instruction does not dominate all uses')."""
    g, func = _pipelined_case("f16", 32, 32, 16, stages, 4, 32, 32, 96, branch=True)
    assert _count(g, "ttg.local_alloc") == 2
    ifs = [o for o in func.body.walk() if o.name == "scf.if"]
    assert ifs and all(any(x.name == "gpu.ldmatrix" for x in r.ops) for o in ifs for r in o.regions)


def test_pipelined_random_floats():
    _pipelined_case("f16", 64, 64, 32, 3, 4, 64, 64, 128, ints=False)
    _pipelined_case("bf16", 32, 32, 16, 2, 1, 32, 32, 64, ints=False)


@pytest.mark.parametrize("why", ["other", "indirect", "k_unaligned"])
def test_unpipelinable_load_left_alone(why):
    """A load with other != 0, or whose address depends on a loaded value, or whose mask is not
    constant over a 4-byte run (K not a multiple of 8 f16s) stays a tt.load; the other operand is
    still pipelined, and the two paths (scratch exchange, ring buffer) coexist."""
    if why == "other":
        g, _ = _pipelined_case("f16", 32, 32, 16, 3, 4, 32, 32, 40, other=1.0, k_facts=False)
    elif why == "indirect":
        g, _ = _pipelined_case("f16", 32, 32, 32, 3, 4, 32, 32, 128, adv="indirect")
    else:
        g, _ = _pipelined_case("bf16", 32, 32, 32, 4, 4, 32, 48, 50, k_facts=False)
    assert _count(g, "ttg.local_alloc") == 1
    loads = [o for f in g.funcs().values() for o in f.body.walk() if o.name == "tt.load"]
    assert len([o for o in loads if len(o.result.type.shape) == 2]) == 1  # A, as it was


@pytest.mark.parametrize("stages", [1, 3])
def test_num_stages_1_leaves_loop_alone(stages):
    """num_stages=1 leaves the loop alone (no shared buffers) and still matches."""
    g, func = _pipelined_case("f16", 32, 32, 16, stages, 4, 32, 32, 64)
    assert _count(g, "ttg.local_alloc") == (0 if stages == 1 else 2)
    assert (_count(func, "gpu.cp_async") > 0) == (stages > 1)


def _pipelined_program(stages=3):
    sig = {"a_ptr": _p(D.float16), "b_ptr": _p(D.float16), "c_ptr": _p(D.float32), "perm_ptr": _p(D.int32),
           "M": D.int32, "N": D.int32, "K": D.int32, "stride_am": D.int32, "stride_bk": D.int32, "stride_cm": D.int32}
    facts = {k: ["aligned_16"] for k in ("a_ptr", "b_ptr", "c_ptr", "perm_ptr")}
    facts.update({k: ["divisible_16"] for k in ("stride_am", "stride_bk", "stride_cm", "K")})
    module = _ttir(pipelined_mm, sig, dict(BM=32, BN=32, BK=16, ADV="tensor", OTHER=0.0, BRANCH=False), facts=facts)
    return gpusim.lower(module, 4, num_stages=stages)


def _run_program(func, meta, K=64):
    a = np.ones((32, K), np.float16)
    b = np.ones((K, 32), np.float16)
    c = np.zeros((32, 32), np.float32)
    perm = np.zeros(8, np.int32)
    arrs = [a, b, c, perm]
    gpusim.run(func, meta, (1, 1), [x.ctypes.data for x in arrs] + [32, 32, K, K, 32, 32],
               [(x.ctypes.data, x.nbytes) for x in arrs])
    return c


def _loop_of(func):
    return next(o for o in func.body.walk() if o.name == "scf.for")


def test_simulator_catches_early_read_of_pending_copy():
    """Waiting for one group too few (num = S-1 instead of S-2) reads a stage still in flight."""
    func, meta = _pipelined_program(3)
    np.testing.assert_array_equal(_run_program(func, meta), 64)
    for o in _loop_of(func).regions[0].ops:
        if o.name == "gpu.cp_async_wait":
            o.attrs["num"] = 2
    with pytest.raises(gpusim.SimError, match="pending"):
        _run_program(func, meta)


def test_simulator_catches_missing_commit():
    """Without the loop's commit the in-loop copies join the next iteration's group... and the wait
    of that iteration leaves them pending, so the dot reads them in flight."""
    func, meta = _pipelined_program(2)
    body = _loop_of(func).regions[0]
    body.ops = [o for o in body.ops if o.name != "gpu.cp_async_commit"]
    with pytest.raises(gpusim.SimError, match="pending"):
        _run_program(func, meta)


def test_simulator_catches_missing_barrier_after_wait():
    """The wait only completes this thread's copies: without the barrier after it, the ldmatrix of
    other lanes reads them (and the next copies overwrite a stage other threads still read)."""
    func, meta = _pipelined_program(3)
    body = _loop_of(func).regions[0]
    body.ops = [o for o in body.ops if o.name != "gpu.barrier"]
    with pytest.raises(gpusim.SimError, match="race"):
        _run_program(func, meta)


def test_simulator_catches_copy_over_stage_still_read():
    """Move the loop's wait and barrier after its copies (num_stages=2): the copies of iteration k
    go into the stage iteration k-1's ldmatrix read, with no barrier in between."""
    func, meta = _pipelined_program(2)
    body = _loop_of(func).regions[0]
    i = next(i for i, o in enumerate(body.ops) if o.name == "gpu.cp_async_wait")
    w, bar = body.ops[i], body.ops[i + 1]
    assert bar.name == "gpu.barrier"
    del body.ops[i:i + 2]
    commit = next(i for i, o in enumerate(body.ops) if o.name == "gpu.cp_async_commit")
    w.attrs["num"] = 1
    body.ops[commit + 1:commit + 1] = [w, bar]
    with pytest.raises(gpusim.SimError, match="starts a cp.async into shared byte .* another thread read"):
        _run_program(func, meta)


def _sim_ops(nthreads=64, smem=1024):
    sim = gpusim.BlockSim(None, {"num_warps": nthreads // 32, "shared": smem}, None)
    sim.smem = np.full(smem, 0xEE, np.uint8)
    for name in ("writer", "reader", "pending"):
        setattr(sim, name, np.full(smem, -1, np.int32))
    sim.copies, sim.committed = [], np.zeros(nthreads, np.int64)
    return sim


def test_cp_async_groups():
    """cp.async per the PTX ISA: copies since the last commit form a group; wait_group n completes
    all but the newest n committed groups and never uncommitted copies; a false predicate writes
    zeros; pending bytes cannot be read; landed bytes need a barrier before other threads read them."""
    from tritium.ir.core import OPS, Block
    from tritium.ir.types import i1, i32, PtrType, FloatType
    from tritium.runtime.interpreter import Memory
    f32 = FloatType("f32")
    src = np.arange(64 * 4 * 3, dtype=np.float32)
    mem = Memory()
    mem.add(src.ctypes.data, src.nbytes)
    sim = _sim_ops()
    sim.memory = mem
    dst, ptr, pred = Block([i32, PtrType(f32), i1]).args
    cp = OPS["gpu.cp_async"]([dst, ptr, pred], [], {"bytes": 4, "has_pred": True})
    commit = OPS["gpu.cp_async_commit"]([], [], {})
    ld = OPS["gpu.load"]([dst], [f32], {"space": "shared", "n": 1, "has_pred": False, "has_other": False})
    bar = OPS["gpu.barrier"]([], [], {})

    def wait(n):
        gpusim._OPS["gpu.cp_async_wait"](sim, OPS["gpu.cp_async_wait"]([], [], {"num": n}), [], {})

    def issue(g, on=True):  # group g: thread t copies src[64 g + t] to float t of region g
        gpusim._OPS["gpu.cp_async"](sim, cp, [(256 * g + 4 * sim.tid).astype(np.int32),
                                              src.ctypes.data + 4 * (64 * g + sim.tid.astype(np.int64)),
                                              np.asarray(on)], {})

    def read(g, tid_shift=0):
        return gpusim._OPS["gpu.load"](sim, ld, [(256 * g + 4 * ((sim.tid + tid_shift) % 64)).astype(np.int32)], {})[0]
    for g in range(3):
        issue(g, on=g != 1 or (sim.tid % 2 == 0))
        gpusim._OPS["gpu.cp_async_commit"](sim, commit, [], {})
    wait(1)  # groups 0 and 1 landed, group 2 pending
    np.testing.assert_array_equal(read(0), src[:64])
    np.testing.assert_array_equal(read(1), np.where(sim.tid % 2 == 0, src[64:128], 0))  # masked: zeros
    with pytest.raises(gpusim.SimError, match="pending"):
        read(2)
    with pytest.raises(gpusim.SimError, match="race"):  # thread t reads what thread t+1 copied: no barrier
        read(0, tid_shift=1)
    gpusim._OPS["gpu.barrier"](sim, bar, [], {})
    np.testing.assert_array_equal(read(0, tid_shift=1), np.roll(src[:64], -1))
    with pytest.raises(gpusim.SimError, match="read with no barrier"):  # a copy over bytes others read
        issue(0)
    gpusim._OPS["gpu.barrier"](sim, bar, [], {})
    wait(0)
    np.testing.assert_array_equal(read(2), src[128:192])
    sim = _sim_ops()
    sim.memory = mem
    issue(0)  # not committed: no wait completes it
    wait(0)
    with pytest.raises(gpusim.SimError, match="pending"):
        read(0)
    gpusim._OPS["gpu.cp_async_commit"](sim, commit, [], {})
    gpusim._OPS["gpu.cp_async_commit"](sim, commit, [], {})  # an empty group
    wait(1)
    np.testing.assert_array_equal(read(0), src[:64])


def _ldmatrix_reference(smem, addrs, n, trans):
    """ldmatrix from the PTX ISA text, one lane at a time: lanes 8i..8i+7 address the rows of
    matrix i; lane l gets row l/4, columns 2(l%4), 2(l%4)+1 (of the transpose with .trans)."""
    out = np.zeros((2 * n, 32), np.uint16)
    for i in range(n):
        mat = np.zeros((8, 8), np.uint16)
        for r in range(8):
            at = int(addrs[8 * i + r])
            mat[r] = smem[at:at + 16].view(np.uint16)
        if trans:
            mat = mat.T
        for lane in range(32):
            for h in range(2):
                out[2 * i + h, lane] = mat[lane // 4, 2 * (lane % 4) + h]
    return out


@pytest.mark.parametrize("n", [1, 2, 4])
@pytest.mark.parametrize("trans", [False, True])
def test_ldmatrix_semantics(n, trans):
    from tritium.ir.core import OPS, Block
    from tritium.ir.types import i32, FloatType
    f16 = FloatType("f16")
    rng = np.random.default_rng(n * 2 + trans)
    sim = gpusim.BlockSim(None, {"num_warps": 2, "shared": 4096}, None)
    sim.smem = rng.integers(0, 256, 4096, dtype=np.uint8)
    sim.writer = np.full(4096, -1, np.int32)
    sim.reader = np.full(4096, -1, np.int32)
    sim.pending = np.full(4096, -1, np.int32)
    # rows anywhere (16-byte aligned, distinct); lanes past 8n carry garbage addresses (ignored)
    rows = rng.permutation(4096 // 16)[:64] * 16
    addrs = rows.astype(np.int64)
    addrs[np.r_[8 * n:32, 32 + 8 * n:64]] = -12345
    arg = Block([i32]).args[0]
    o = OPS["gpu.ldmatrix"]([arg], [f16] * (2 * n), {"n": n, "trans": trans})
    got = gpusim._OPS["gpu.ldmatrix"](sim, o, [addrs.astype(np.int32)], {})
    for w in range(2):
        want = _ldmatrix_reference(sim.smem, addrs[32 * w:32 * w + 32], n, trans)
        for j in range(2 * n):
            np.testing.assert_array_equal(np.asarray(got[j], np.float16)[32 * w:32 * w + 32].view(np.uint16), want[j])
    bad = addrs.copy()
    bad[3] += 2  # rows are 16-byte aligned
    with pytest.raises(gpusim.SimError, match="misaligned"):
        gpusim._OPS["gpu.ldmatrix"](sim, o, [bad.astype(np.int32)], {})


# ------------------------------------------------------------------ compiled for cuda:90 and assembled
COMPILE_CASES = [
    ("scan_cumsum_ax1", scan2d, {"x_ptr": _p(D.float32), "y_ptr": _p(D.int32), "o_ptr": _p(D.float32), "o2_ptr": _p(D.int32)},
     dict(R=32, C=64, OP="cumsum", AX=1, REV=False)),
    ("scan_cumprod_rev_ax0", scan2d, {"x_ptr": _p(D.int32), "y_ptr": _p(D.int32), "o_ptr": _p(D.int32), "o2_ptr": _p(D.int32)},
     dict(R=64, C=16, OP="cumprod", AX=0, REV=True)),
    ("scan_argmax", scan2d, {"x_ptr": _p(D.float16), "y_ptr": _p(D.int32), "o_ptr": _p(D.float16), "o2_ptr": _p(D.int32)},
     dict(R=16, C=128, OP="argmax", AX=1, REV=False)),
    ("join_split", join_split, {k: _p(D.float32) for k in ("x_ptr", "y_ptr", "o_ptr", "a_ptr", "b_ptr")}, dict(N=256)),
    ("reduce_sum_ax0", reduce2d, {"x_ptr": _p(D.float32), "o_ptr": _p(D.float32), "i_ptr": _p(D.int32)},
     dict(R=64, C=32, OP="sum", AX=0)),
    ("reduce_argmax_ax1", reduce2d, {"x_ptr": _p(D.float32), "o_ptr": _p(D.float32), "i_ptr": _p(D.int32)},
     dict(R=16, C=256, OP="argmax", AX=1)),
    ("dot_f16_mma", dot_kernel, {"a_ptr": _p(D.float16), "b_ptr": _p(D.float16), "c_ptr": _p(D.float32)},
     dict(M=64, N=64, K=32)),
    ("dot_f32_fma", dot_kernel, {"a_ptr": _p(D.float32), "b_ptr": _p(D.float32), "c_ptr": _p(D.float32)},
     dict(M=32, N=32, K=16)),
    ("dot_i8", dot_kernel, {"a_ptr": _p(D.int8), "b_ptr": _p(D.int8), "c_ptr": _p(D.int32)}, dict(M=32, N=32, K=32)),
    ("masked_copy", masked_copy, {"x_ptr": _p(D.float32), "o_ptr": _p(D.float32), "n": D.int32}, dict(BLOCK=256)),
    ("print", print_kernel, {"x_ptr": _p(D.int32)}, dict(N=64)),
    ("assert", assert_kernel, {"x_ptr": _p(D.int32)}, dict(N=64)),
]
DEBUG_CASES = {"assert"}


@pytest.mark.skipif(not _ptxas_available(), reason="ptxas not installed")
@pytest.mark.parametrize("case", COMPILE_CASES, ids=[c[0] for c in COMPILE_CASES])
@pytest.mark.parametrize("num_warps", [1, 4, 8])
def test_compiles_to_cubin(case, num_warps, monkeypatch, tmp_path):
    monkeypatch.setenv("TRITIUM_CACHE_DIR", str(tmp_path))
    name, fn, sig, cx = case
    ck = tritium.compile(fn, sig, cx, target="cuda:90", num_warps=num_warps, debug=name in DEBUG_CASES)
    if name in DEBUG_CASES:
        assert "__assertfail" in ck.asm["ptx"]
    assert isinstance(ck.asm["cubin"], bytes) and ck.asm["cubin"][:4] == b"\x7fELF"
    assert ".entry" in ck.asm["ptx"]


@pytest.mark.skipif(not _ptxas_available(), reason="ptxas not installed")
@pytest.mark.parametrize("arch", ["80", "90"])
@pytest.mark.parametrize("kind,stages,branch", [("f16", 3, False), ("bf16", 4, False), ("f16", 2, True)])
def test_pipelined_compiles_to_cubin(kind, stages, branch, arch, monkeypatch, tmp_path):
    """The pipelined loop (cp.async, commit/wait groups; ldmatrix and mma.sync on Ampere, wgmma
    from shared memory on Hopper) goes through LLVM and ptxas."""
    monkeypatch.setenv("TRITIUM_CACHE_DIR", str(tmp_path))
    tdt = PIPE_TYPES[kind]
    sig = {"a_ptr": _p(tdt), "b_ptr": _p(tdt), "c_ptr": _p(D.float32), "perm_ptr": _p(D.int32),
           "M": D.int32, "N": D.int32, "K": D.int32, "stride_am": D.int32, "stride_bk": D.int32, "stride_cm": D.int32}
    facts = {k: ["aligned_16"] for k in ("a_ptr", "b_ptr", "c_ptr", "perm_ptr")}
    facts.update({k: ["divisible_16"] for k in ("stride_am", "stride_bk", "stride_cm", "K")})
    ck = tritium.compile(pipelined_mm, sig, dict(BM=64, BN=64, BK=32, ADV="tensor", OTHER=0.0, BRANCH=branch),
                         target=f"cuda:{arch}", facts=facts, num_warps=4, num_stages=stages)
    ptx = ck.asm["ptx"]
    in_flight = arch == "90" and not branch  # one wgmma group kept in flight (a ring of num_stages + 1)
    assert "cp.async" in ptx and f"cp.async.wait_group {stages - 2}" in ptx
    if arch == "80":
        assert "ldmatrix.sync.aligned.m8n8.x4" in ptx and "mma.sync.aligned" in ptx
    else:
        assert "wgmma.mma_async.sync.aligned.m64n64k16" in ptx and "ldmatrix" not in ptx
        assert ("wgmma.wait_group.sync.aligned 1" in ptx) == in_flight
    assert ck.asm["cubin"][:4] == b"\x7fELF"


@tritium.jit
def two_loop_mm(a_ptr, b_ptr, c_ptr, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """Two pipelined loops one after the other (causal attention's two passes have this shape):
    C = A[:, :K] @ B[:K] + A[:, K:] @ B[K:] as two sums."""
    rm, rn, rk = tl.arange(0, BM), tl.arange(0, BN), tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * (2 * K) + (k + rk)[None, :])
        b = tl.load(b_ptr + (k + rk)[:, None] * BN + rn[None, :])
        acc = tl.dot(a, b, acc)
    acc2 = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(K, 2 * K, BK):
        a = tl.load(a_ptr + rm[:, None] * (2 * K) + (k + rk)[None, :])
        b = tl.load(b_ptr + (k + rk)[:, None] * BN + rn[None, :])
        acc2 = tl.dot(a, b, acc2)
    tl.store(c_ptr + rm[:, None] * BN + rn[None, :], acc + acc2)


@pytest.mark.parametrize("arch,nw,bm", [("80", 4, 64), ("90a", 4, 64), ("90a", 8, 128)])
def test_loops_one_after_the_other_share_their_stages(arch, nw, bm):
    """The second loop's rings take the first loop's bytes (the kernel needs one loop's shared
    memory, not two), behind a barrier: the simulator fails a copy into bytes other threads still
    read; against the interpreter."""
    from tritium.codegen.gpu.nvptx import nvptx_target
    sig = {"a_ptr": _p(D.float16), "b_ptr": _p(D.float16), "c_ptr": _p(D.float32), "K": D.int32}
    facts = {k: ["aligned_16"] for k in ("a_ptr", "b_ptr", "c_ptr")}
    facts["K"] = ["divisible_16"]
    bn, bk, K = 64, 32, 128  # (four iterations: loop 1 ends reading stage 0, which loop 2's prologue refills)
    module = _ttir(two_loop_mm, sig, dict(BM=bm, BN=bn, BK=bk), facts=facts)
    target = nvptx_target(arch)
    g = gpusim.ttgir(module, nw, target, num_stages=3)
    func, meta = gpusim.lower(module, nw, target, num_stages=3)
    assert _count(g, "ttg.local_alloc") == 4
    one_loop = 3 * (bm * bk + bk * bn) * 2
    assert meta["shared"] < 2 * one_loop  # (both loops' rings would be 2 x 24 KB)
    rng = np.random.default_rng(int(arch.rstrip("a")) + nw)
    a = rng.integers(-4, 5, (bm, 2 * K)).astype(np.float16)
    b = rng.integers(-4, 5, (2 * K, bn)).astype(np.float16)
    x, y = interp_and_sim(module, func, meta, (1,), [a, b, np.full((bm, bn), np.nan, np.float32)],
                          lambda ptrs: ptrs + [K])
    assert not np.isnan(x[2]).any()
    np.testing.assert_array_equal(y[2], x[2])
