"""The CPU driver's ELF loader (backends/cpu/elf.py): kernels loaded with it run exactly as those
linked by MCJIT; what it does not handle falls back to MCJIT or raises a clear error, never a crash;
a cache hit in a fresh process launches without importing llvmlite.

Every kernel is compiled once and loaded twice (ELF loader, MCJIT); both run on the same random
inputs with poisoned outputs, their outputs must be equal byte for byte and match NumPy. Kernels
are compiled for this machine (`cpu`) and for baseline x86-64 (SSE2: scalar libm calls, fp16
conversions through libgcc's __extendhfsf2/__truncsfhf2, fmaf).
"""
import ctypes
import json
import math
import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.backends.cpu import elf, elf_x86_64
from tritium.backends.cpu.driver import CPUDriver, CPULauncher, _address, _load_mcjit
from tritium.ir.debug_ops import DeviceAssertionError
from tritium.language.extra import libdevice
from tritium.errors import OutOfBoundsError
from cpuutil import REPO, backend_mode, cache_dir  # noqa: F401  (fixtures)

X86 = os.uname().machine in ("x86_64", "amd64", "AMD64")
pytestmark = pytest.mark.skipif(not X86, reason="the ELF loader loads x86-64 objects (elsewhere: MCJIT)")
TARGETS = ["cpu", "cpu:x86-64"]


# ------------------------------------------------------------------------------------ kernels
@tritium.jit
def add_k(x_ptr, y_ptr, z_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(z_ptr + offs, tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m), mask=m)


@tritium.jit
def softmax_k(x_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + r * n_cols + offs, mask=offs < n_cols, other=float("-inf"))
    e = tl.exp(x - tl.max(x, axis=0))
    tl.store(y_ptr + r * n_cols + offs, e / tl.sum(e, axis=0), mask=offs < n_cols)


@tritium.jit
def math_k(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x_ptr + offs, mask=m, other=1.0)
    r = tl.exp(v) + tl.sin(v) + tl.log(v) + tl.erf(v) + libdevice.pow(v, 1.3) + libdevice.tanh(v) + \
        libdevice.atan2(v, v + 1.0) + libdevice.lgamma(v)
    tl.store(y_ptr + offs, r, mask=m)


def math_ref(x):
    x = x.astype(np.float64)
    erf = np.vectorize(math.erf)(x)
    lgamma = np.vectorize(math.lgamma)(x)
    return np.exp(x) + np.sin(x) + np.log(x) + erf + x ** 1.3 + np.tanh(x) + np.arctan2(x, x + 1) + lgamma


@tritium.jit
def fma_k(a_ptr, b_ptr, c_ptr, n, BLOCK: tl.constexpr):
    """c = a * b + 1 in float32, stored in c's type (fp16 or bf16)."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    a = tl.load(a_ptr + offs, mask=m).to(tl.float32)
    b = tl.load(b_ptr + offs, mask=m).to(tl.float32)
    tl.store(c_ptr + offs, (a * b + 1.0).to(c_ptr.dtype.element_ty), mask=m)


@tritium.jit
def rowsq_k(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + r * n_cols + offs, mask=offs < n_cols, other=0.0)
    m = tl.max(tl.where(offs < n_cols, x, float("-inf")), axis=0)
    tl.store(out_ptr + r, tl.sum(x * x, axis=0) + m)


@tritium.jit
def dot_k(a_ptr, b_ptr, c_ptr, BLOCK: tl.constexpr):
    r = tl.arange(0, BLOCK)
    a = tl.load(a_ptr + r[:, None] * BLOCK + r[None, :])
    b = tl.load(b_ptr + r[:, None] * BLOCK + r[None, :])
    tl.store(c_ptr + r[:, None] * BLOCK + r[None, :], tl.dot(a, b))


@tritium.jit
def atomics_k(count_ptr, hist_ptr, max_ptr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    tl.atomic_add(count_ptr, 1)
    tl.atomic_add(hist_ptr + tl.arange(0, BLOCK), pid)
    tl.atomic_max(max_ptr, pid * 3)


@tritium.jit
def print_k(x_ptr, BLOCK: tl.constexpr):
    x = tl.load(x_ptr + tl.program_id(0) * BLOCK + tl.arange(0, BLOCK))
    tl.device_print("x=", x)


@tritium.jit(debug=True)
def assert_k(x_ptr, y_ptr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    tl.device_assert(x > 0, "x must be positive")
    tl.store(y_ptr + offs, x * 2.0)


@tritium.jit(debug=True)
def oob_k(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    """Reads one element past x when n is x's length (the sanitizer reports it)."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(y_ptr + offs, tl.load(x_ptr + offs + 1, mask=offs < n) * 2.0, mask=offs < n)


# ------------------------------------------------------------------------------------ helpers
def launcher(ck, how: str, threads: int = 1) -> CPULauncher:
    obj = ck.asm["obj"]
    if how == "elf":
        engine = elf.load(obj, _address)
        assert isinstance(engine, elf.LoadedObject)  # the ELF loader itself, no fallback
    else:
        engine = _load_mcjit(obj, ck.metadata)
        assert not isinstance(engine, elf.LoadedObject)
    return CPULauncher(engine, ck.metadata, threads)


def both(ck, grid, make_args, outputs, threads=1):
    """Run ck with each loader on fresh copies of the same arguments; the outputs (indices into
    the arguments) must be equal byte for byte. Returns the ELF loader's."""
    results = []
    for how in ("elf", "mcjit"):
        args = make_args()
        ck.launcher = launcher(ck, how, threads)
        ck[grid](*args)
        results.append([np.array(args[i], copy=True) for i in outputs])
    for got, ref in zip(*results):
        assert got.tobytes() == ref.tobytes(), "the ELF loader's kernel computed other bytes than MCJIT's"
    return results[0]


def bf16_bits(x: np.ndarray) -> np.ndarray:
    """float32 -> bf16 bits, rounded to nearest even."""
    u = x.astype(np.float32).view(np.uint32).astype(np.uint64)
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)


def bf16_float(b: np.ndarray) -> np.ndarray:
    return (b.astype(np.uint32) << 16).view(np.float32)


# ------------------------------------------------------------------------------------ kernels, both loaders
@pytest.mark.parametrize("target", TARGETS)
def test_elementwise(target, rng):
    n = 1000
    ck = tritium.compile(add_k, {"x_ptr": "*fp32", "y_ptr": "*fp32", "z_ptr": "*fp32", "n": "i32"},
                         {"BLOCK": 256}, target=target)
    x, y = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    z, = both(ck, (4,), lambda: [x, y, np.full(n, np.nan, np.float32), n], [2], threads=2)
    np.testing.assert_array_equal(z, x + y)


@pytest.mark.parametrize("target", TARGETS)
def test_softmax_with_exp(target, rng):
    rows, cols = 37, 200
    ck = tritium.compile(softmax_k, {"x_ptr": "*fp32", "y_ptr": "*fp32", "n_cols": "i32"}, {"BLOCK": 256},
                         target=target)
    x = (rng.standard_normal((rows, cols)) * 4).astype(np.float32)
    y, = both(ck, (rows,), lambda: [x, np.full_like(x, np.nan), cols], [1], threads=2)
    e = np.exp(x.astype(np.float64) - x.max(axis=1, keepdims=True))
    np.testing.assert_allclose(y, e / e.sum(axis=1, keepdims=True), rtol=1e-5, atol=1e-7)


@pytest.mark.parametrize("target", TARGETS)
def test_math_functions(target, rng):
    n = 777
    ck = tritium.compile(math_k, {"x_ptr": "*fp32", "y_ptr": "*fp32", "n": "i32"}, {"BLOCK": 128}, target=target)
    assert ck.metadata["externs"], "the kernel should call libm/libmvec functions"
    x = rng.uniform(0.1, 3.0, n).astype(np.float32)
    y, = both(ck, (7,), lambda: [x, np.full(n, np.nan, np.float32), n], [1])
    np.testing.assert_allclose(y, math_ref(x), rtol=2e-5, atol=2e-5)


@pytest.mark.parametrize("target", TARGETS)
def test_fp16(target, rng):
    n = 300
    ck = tritium.compile(fma_k, {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16", "n": "i32"},
                         {"BLOCK": 64}, target=target)
    if target == "cpu:x86-64":  # no F16C: libgcc's conversions
        assert {"__extendhfsf2", "__truncsfhf2"} <= set(ck.metadata["externs"]), ck.metadata["externs"]
    a, b = rng.standard_normal(n).astype(np.float16), rng.standard_normal(n).astype(np.float16)
    c, = both(ck, (5,), lambda: [a, b, np.full(n, np.nan, np.float16), n], [2])
    np.testing.assert_array_equal(c, (a.astype(np.float32) * b.astype(np.float32) + np.float32(1)).astype(np.float16))


@pytest.mark.parametrize("target", TARGETS)
def test_bf16(target, rng):
    n = 300
    ck = tritium.compile(fma_k, {"a_ptr": "*bf16", "b_ptr": "*bf16", "c_ptr": "*bf16", "n": "i32"},
                         {"BLOCK": 64}, target=target)
    a, b = bf16_bits(rng.standard_normal(n)), bf16_bits(rng.standard_normal(n))
    c, = both(ck, (5,), lambda: [a, b, np.full(n, 0x7FC1, np.uint16), n], [2])
    ref = bf16_bits(bf16_float(a) * bf16_float(b) + np.float32(1))
    np.testing.assert_array_equal(c, ref)


@pytest.mark.parametrize("target", TARGETS)
def test_reductions(target, rng):
    rows, cols = 24, 100
    ck = tritium.compile(rowsq_k, {"x_ptr": "*fp32", "out_ptr": "*fp32", "n_cols": "i32"}, {"BLOCK": 128},
                         target=target)
    x = rng.standard_normal((rows, cols)).astype(np.float32)
    out, = both(ck, (rows,), lambda: [x, np.full(rows, np.nan, np.float32), cols], [1], threads=2)
    x64 = x.astype(np.float64)
    np.testing.assert_allclose(out, (x64 * x64).sum(axis=1) + x64.max(axis=1), rtol=1e-5)


@pytest.mark.parametrize("target", TARGETS)
def test_dot(target, rng):
    B = 32
    ck = tritium.compile(dot_k, {"a_ptr": "*fp32", "b_ptr": "*fp32", "c_ptr": "*fp32"}, {"BLOCK": B}, target=target)
    a, b = rng.standard_normal((B, B)).astype(np.float32), rng.standard_normal((B, B)).astype(np.float32)
    c, = both(ck, (1,), lambda: [a, b, np.full((B, B), np.nan, np.float32)], [2])
    np.testing.assert_allclose(c, a.astype(np.float64) @ b.astype(np.float64), rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("target", TARGETS)
def test_atomics_on_two_threads(target):
    grid, B = 64, 16
    ck = tritium.compile(atomics_k, {"count_ptr": "*i32", "hist_ptr": "*i64", "max_ptr": "*i32"}, {"BLOCK": B},
                         target=target)
    count, hist, mx = both(ck, (grid,), lambda: [np.zeros(1, np.int32), np.full(B, 5, np.int64),
                                                 np.full(1, -7, np.int32)], [0, 1, 2], threads=2)
    assert count[0] == grid and mx[0] == 3 * (grid - 1)
    np.testing.assert_array_equal(hist, np.full(B, 5 + grid * (grid - 1) // 2))


def test_device_print(capfd, rng):
    B = 8
    ck = tritium.compile(print_k, {"x_ptr": "*fp32"}, {"BLOCK": B})
    x = rng.standard_normal(2 * B).astype(np.float32)
    printed = []
    for how in ("elf", "mcjit"):
        ck.launcher = launcher(ck, how)
        capfd.readouterr()
        ck[(2,)](x)
        printed.append(capfd.readouterr().out)
    assert printed[0] == printed[1]
    assert printed[0].count("x=") == 2 * B and f"{x[B + 3]:g}"[:5] in printed[0], printed[0]


def test_device_assert_debug(rng):
    B = 32
    ck = tritium.compile(assert_k, {"x_ptr": "*fp32", "y_ptr": "*fp32"}, {"BLOCK": B}, debug=True)
    x = rng.uniform(0.5, 2.0, 4 * B).astype(np.float32)
    y, = both(ck, (4,), lambda: [x, np.full_like(x, np.nan)], [1])
    np.testing.assert_array_equal(y, x * np.float32(2))
    bad = x.copy()
    bad[B + 3] = -1.0
    messages = []
    for how in ("elf", "mcjit"):
        ck.launcher = launcher(ck, how)
        with pytest.raises(DeviceAssertionError) as info:
            ck[(4,)](bad, np.full_like(x, np.nan))
        messages.append(str(info.value))
    assert messages[0] == messages[1] and "x must be positive" in messages[0] and "(1, 0, 0)" in messages[0]


@pytest.mark.parametrize("target", TARGETS)
def test_sanitizer_debug(target, rng):
    n, B = 100, 32
    ck = tritium.compile(oob_k, {"x_ptr": "*fp32", "y_ptr": "*fp32", "n": "i32"}, {"BLOCK": B}, target=target,
                         debug=True)
    x = rng.standard_normal(n + 1).astype(np.float32)
    y, = both(ck, (4,), lambda: [x, np.full(n, np.nan, np.float32), n], [1])  # n + 1 elements: in bounds
    np.testing.assert_array_equal(y, x[1:] * np.float32(2))
    messages = []
    for how in ("elf", "mcjit"):
        ck.launcher = launcher(ck, how, threads=2)
        with pytest.raises(OutOfBoundsError) as info:
            ck[(4,)](x[:n], np.full(n, np.nan, np.float32), n)
        messages.append(str(info.value))
    assert messages[0] == messages[1] and "'x_ptr'" in messages[0] and "(3, 0, 0)" in messages[0], messages


# ------------------------------------------------------------------------------------ the driver's choice
def _add_kernel():
    return tritium.compile(add_k, {"x_ptr": "*fp32", "y_ptr": "*fp32", "z_ptr": "*fp32", "n": "i32"}, {"BLOCK": 64})


def _run_add(launcher_, rng):
    n = 100
    x, y = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    z = np.full(n, np.nan, np.float32)
    launcher_((2,), [x.ctypes.data, y.ctypes.data, z.ctypes.data, n])
    np.testing.assert_array_equal(z, x + y)


def test_driver_uses_the_elf_loader_and_the_knob(monkeypatch, rng):
    ck = _add_kernel()
    monkeypatch.delenv("TRITIUM_CPU_LOADER", raising=False)
    ln = CPUDriver().load(ck.asm["obj"], ck.metadata)
    assert isinstance(ln.engine, elf.LoadedObject)
    _run_add(ln, rng)
    monkeypatch.setenv("TRITIUM_CPU_LOADER", "mcjit")
    ln = CPUDriver().load(ck.asm["obj"], ck.metadata)
    assert not isinstance(ln.engine, elf.LoadedObject)
    _run_add(ln, rng)
    monkeypatch.setenv("TRITIUM_CPU_LOADER", "jit")
    with pytest.raises(ValueError, match="TRITIUM_CPU_LOADER='jit': expected auto"):
        CPUDriver().load(ck.asm["obj"], ck.metadata)


def test_a_declined_object_goes_to_mcjit_only_behind_the_flag(monkeypatch, rng):
    """MCJIT (LLVM's assertions on: a malformed object ends the process) is never given an object
    unasked where the ELF loader runs: a decline is an error that names the flag; with it, MCJIT
    links the object."""
    ck = _add_kernel()

    def declines(binary, resolve):
        raise elf.Declined("relocation type 99")
    monkeypatch.setattr(elf, "load", declines)
    monkeypatch.delenv("TRITIUM_CPU_LOADER", raising=False)
    with pytest.raises(RuntimeError, match="cannot load kernel add_k: relocation type 99; TRITIUM_CPU_LOADER=mcjit"):
        CPUDriver().load(ck.asm["obj"], ck.metadata)
    monkeypatch.setenv("TRITIUM_CPU_LOADER", "mcjit")
    ln = CPUDriver().load(ck.asm["obj"], ck.metadata)
    assert not isinstance(ln.engine, elf.LoadedObject)
    _run_add(ln, rng)
    monkeypatch.setenv("TRITIUM_CPU_LOADER", "elf")  # never MCJIT: the reason
    with pytest.raises(RuntimeError, match="cannot load kernel add_k: relocation type 99"):
        CPUDriver().load(ck.asm["obj"], ck.metadata)


def _relocations(obj: bytes):
    """(file offset of each RELA entry of loaded sections, its type)."""
    o = elf._Object(obj)
    out = []
    for i, (_, kind, _, _, off, size, _, info, _, _) in enumerate(o.sections):
        if kind == elf.SHT_RELA and o.sections[info][2] & elf.SHF_ALLOC and o.section_name(info) != ".eh_frame":
            out += [(k, o.data[k + 8]) for k in range(off, off + size, 24)]
    return out


def test_an_unknown_relocation_declines():
    obj = bytearray(_add_kernel().asm["obj"])
    at, _ = _relocations(bytes(obj))[0]
    obj[at + 8:at + 12] = (200).to_bytes(4, "little")  # r_info's type: no such x86-64 relocation
    with pytest.raises(elf.Declined, match="relocation type 200"):
        elf.load(bytes(obj), _address)


def test_other_objects_decline():
    with pytest.raises(elf.Declined, match="not an ELF"):
        elf.load(b"\xcf\xfa\xed\xfe" + bytes(60), _address)  # Mach-O
    arm32 = bytearray(_add_kernel().asm["obj"])
    arm32[18:20] = (40).to_bytes(2, "little")  # EM_ARM
    with pytest.raises(elf.Declined, match="not an x86-64 or AArch64 object"):
        elf.load(bytes(arm32), _address)
    aarch64 = tritium.compile(add_k, {"x_ptr": "*fp32", "y_ptr": "*fp32", "z_ptr": "*fp32", "n": "i32"},
                              {"BLOCK": 64}, target="cpu:aarch64").asm["obj"]
    with pytest.raises(elf.Declined, match="an AArch64 object, and this machine is x86_64"):
        elf.load(aarch64, _address)
    shared = bytearray(_add_kernel().asm["obj"])
    shared[16:18] = (3).to_bytes(2, "little")  # ET_DYN
    with pytest.raises(elf.Declined, match="not a relocatable object"):
        elf.load(bytes(shared), _address)


def test_truncated_objects_give_a_clear_error():
    obj = _add_kernel().asm["obj"]
    for cut in sorted({4, 20, 63, 64, 100, len(obj) // 3, len(obj) // 2, len(obj) - 200, len(obj) - 1}):
        with pytest.raises(elf.ElfLoadError, match="truncated ELF object|malformed ELF object"):
            elf.load(obj[:cut], _address)
    # through the driver: the same error (MCJIT, which would abort on it, is not tried)
    with pytest.raises(elf.ElfLoadError, match="truncated"):
        CPUDriver().load(obj[:len(obj) // 2], _add_kernel().metadata)


def test_corrupted_objects_never_crash_the_loader():
    """Random bytes changed in the headers, symbols and relocations: the loader loads the object
    (the code is not run) or raises Declined / ElfLoadError, nothing else."""
    obj = _add_kernel().asm["obj"]
    o = elf._Object(obj)
    regions = [(0, 64), (int.from_bytes(obj[0x28:0x30], "little"), len(o.sections) * 64)]  # header, section headers
    for _, kind, _, _, off, size, _, _, _, _ in o.sections:
        if kind in (elf.SHT_SYMTAB, elf.SHT_RELA):
            regions.append((off, size))
    r = np.random.default_rng(14)
    outcomes = set()
    for _ in range(400):
        bad = bytearray(obj)
        for _ in range(int(r.integers(1, 4))):
            start, size = regions[int(r.integers(len(regions)))]
            bad[start + int(r.integers(size))] = int(r.integers(256))
        try:
            elf.load(bytes(bad), _address)
            outcomes.add("loaded")
        except (elf.Declined, elf.ElfLoadError) as e:
            outcomes.add(type(e).__name__)
        except RuntimeError as e:  # a corrupted name: no library defines the symbol
            assert "cannot resolve the symbol" in str(e), e
            outcomes.add("unresolved")
    assert "ElfLoadError" in outcomes and "loaded" in outcomes, outcomes


# ------------------------------------------------------------------------------------ relocation types
# A module with what objects of other code models and relocation models need: constant tables, a
# mutable global (.data), zeroed memory (.bss), a table of function pointers (.data.rel.ro), an
# external data symbol, calls to a local and an external function, and a switch (jump table).
IR = textwrap.dedent(r"""
    target triple = "x86_64-unknown-linux-gnu"
    @table = internal constant [8 x double] [double 1.0, double 2.0, double 3.0, double 5.0,
                                             double 8.0, double 13.0, double 21.0, double 34.0]
    @counter = internal global i64 7
    @zeros = internal global [64 x i64] zeroinitializer
    @fnptrs = internal constant [2 x ptr] [ptr @twice, ptr @expd]
    @tritium_test_scale = external global double
    declare double @exp(double)
    define internal double @twice(double %x) noinline {
      %r = fmul double %x, 2.0
      ret double %r
    }
    define internal double @expd(double %x) noinline {
      %r = call double @exp(double %x)
      ret double %r
    }
    define double @entry(i64 %i, double %x, i32 %k) {
      %p = getelementptr [8 x double], ptr @table, i64 0, i64 %i
      %t = load double, ptr %p
      %c = load i64, ptr @counter
      %c1 = add i64 %c, 1
      store i64 %c1, ptr @counter
      %z = getelementptr [64 x i64], ptr @zeros, i64 0, i64 %i
      %z0 = load i64, ptr %z
      %z1 = add i64 %z0, %c1
      store i64 %z1, ptr %z
      %cf = sitofp i64 %z1 to double
      %fp = getelementptr [2 x ptr], ptr @fnptrs, i64 0, i64 %i
      %f = load ptr, ptr %fp
      %fx = call double %f(double %x)
      %e = call double @exp(double %x)
      %sc = load double, ptr @tritium_test_scale
      %s0 = fmul double %t, %sc
      %s1 = fadd double %s0, %cf
      %s2 = fadd double %s1, %e
      %s3 = fadd double %s2, %fx
      switch i32 %k, label %d [ i32 0, label %a0  i32 1, label %a1  i32 2, label %a2
                                i32 3, label %a3  i32 4, label %a4  i32 5, label %a5 ]
    a0:
      %r0 = fadd double %s3, 100.0
      br label %d
    a1:
      %r1 = fmul double %s3, 3.0
      br label %d
    a2:
      %r2 = fsub double %s3, 7.0
      br label %d
    a3:
      %r3 = call double @twice(double %s3)
      br label %d
    a4:
      %r4 = fdiv double %s3, 5.0
      br label %d
    a5:
      %r5 = call double @exp(double 1.0)
      br label %d
    d:
      %r = phi double [%s3, %0], [%r0, %a0], [%r1, %a1], [%r2, %a2], [%r3, %a3], [%r4, %a4], [%r5, %a5]
      ret double %r
    }
""")
SCALE = ctypes.c_double(1.5)


def _ir_object(reloc: str, model: str) -> bytes:
    import llvmlite.binding as llvm
    from tritium.backends.cpu.compiler import LLVM_LOCK, target_machine
    target_machine()  # initialises LLVM's targets
    with LLVM_LOCK:
        tm = llvm.Target.from_triple("x86_64-unknown-linux-gnu").create_target_machine(
            cpu="x86-64", opt=2, reloc=reloc, codemodel=model)
        m = llvm.parse_assembly(IR)
        m.verify()
        return tm.emit_object(m)


def _resolve_test(name: str) -> int:
    return ctypes.addressof(SCALE) if name == "tritium_test_scale" else _address(name)


def _expected() -> list:
    """entry(i, 0.5, k) for the calls _calls makes, from a fresh load (counter 7, zeros)."""
    counter, zeros, out = 7, [0] * 64, []
    table = [1.0, 2.0, 3.0, 5.0, 8.0, 13.0, 21.0, 34.0]
    for i, k in _CALLS:
        counter += 1
        zeros[i] += counter
        e = math.exp(0.5)
        s3 = table[i] * SCALE.value + zeros[i] + e + (0.5 * 2.0 if i == 0 else e)
        out.append({0: s3 + 100.0, 1: s3 * 3.0, 2: s3 - 7.0, 3: s3 * 2.0, 4: s3 / 5.0, 5: math.e}.get(k, s3))
    return out


_CALLS = [(i, k) for k in range(7) for i in (0, 1)]


def _calls(address: int) -> list:
    fn = ctypes.CFUNCTYPE(ctypes.c_double, ctypes.c_int64, ctypes.c_double, ctypes.c_int32)(address)
    return [fn(i, 0.5, k) for i, k in _CALLS]


@pytest.mark.parametrize("reloc,model", [("pic", "default"), ("pic", "medium"), ("pic", "large"), ("static", "large")])
def test_code_and_relocation_models(reloc, model):
    """Objects of other code models use the other relocation types (R_X86_64_64, GOTPCREL(X),
    GOTPC32/64, GOTOFF64, GOT64, PC64): loaded, they compute what MCJIT's link computes."""
    import llvmlite.binding as llvm
    obj = _ir_object(reloc, model)
    got = elf.load(obj, _resolve_test)
    assert isinstance(got, elf.LoadedObject) and got.get_function_address("twice") == 0  # internal
    elf_results = _calls(got.get_function_address("entry"))
    llvm.add_symbol("tritium_test_scale", ctypes.addressof(SCALE))
    engine = _load_mcjit(obj, {"externs": ["exp"]})
    assert elf_results == _calls(engine.get_function_address("entry"))
    np.testing.assert_allclose(elf_results, _expected(), rtol=1e-15)


def test_the_relocation_types_covered():
    seen = set()
    for reloc, model in [("pic", "default"), ("pic", "medium"), ("pic", "large"), ("static", "large")]:
        seen |= {t for _, t in _relocations(_ir_object(reloc, model))}
    wanted = {elf_x86_64.R_64, elf_x86_64.R_PC32, elf_x86_64.R_PLT32, elf_x86_64.R_PC64, elf_x86_64.R_GOTOFF64, elf_x86_64.R_GOTPC32, elf_x86_64.R_GOTPC64,
              elf_x86_64.R_GOT64}
    assert wanted <= seen, sorted(seen)
    assert seen & {elf_x86_64.R_GOTPCREL, elf_x86_64.R_GOTPCRELX, elf_x86_64.R_REX_GOTPCRELX}, sorted(seen)


def test_a_32_bit_field_that_overflows_raises():
    """The static small model addresses globals with 32-bit absolute fields (R_X86_64_32S): this
    mapping lies above 4 GiB, so the load must say so (MCJIT would assert)."""
    with pytest.raises(elf.ElfLoadError, match="does not fit its 32-bit field"):
        elf.load(_ir_object("static", "small"), _resolve_test)


def test_an_unresolved_symbol_raises():
    def nothing(name):
        raise RuntimeError(f"cannot resolve the symbol {name} that a CPU kernel calls")
    with pytest.raises(RuntimeError, match="cannot resolve the symbol (exp|tritium_test_scale)"):
        elf.load(_ir_object("pic", "default"), nothing)


def test_pages_are_never_writable_and_executable():
    obj = _ir_object("pic", "default")
    loaded = elf.load(obj, _resolve_test)
    modes = []
    with open("/proc/self/maps") as f:
        for line in f:
            lo, hi = (int(v, 16) for v in line.split()[0].split("-"))
            if lo < loaded.base + loaded.size and hi > loaded.base:  # (the kernel's parts may merge with neighbours)
                modes.append(line.split()[1])
    assert modes and all(not ("w" in m and "x" in m) for m in modes), modes
    assert any("x" in m for m in modes) and any(m.startswith("rw") for m in modes), modes


# ------------------------------------------------------------------------------------ a fresh process
FRESH = textwrap.dedent("""
    import json, sys
    import numpy as np
    sys.path.insert(0, {examples!r})
    import tritium
    from vector_add import add_kernel
    n = 5000
    x, y = np.arange(n, dtype=np.float32), np.full(n, 0.5, np.float32)
    z = np.full(n, np.nan, np.float32)
    ck = add_kernel[(tritium.cdiv(n, 1024),)](x, y, z, n, BLOCK=1024)
    print(json.dumps({{"ok": bool((z == x + y).all()), "cache_hit": bool(ck.metadata.get("cache_hit")),
                      "engine": type(ck.launcher.engine).__name__,
                      "llvmlite": sorted(m for m in sys.modules if m.split(".")[0] == "llvmlite")}}))
""")


def test_a_cache_hit_in_a_fresh_process_imports_no_llvmlite(cache_dir):  # noqa: F811 - the fixture
    env = dict(os.environ, TRITIUM_CACHE_DIR=str(cache_dir))
    env.pop("TRITIUM_CPU_LOADER", None)
    script = FRESH.format(examples=str(REPO / "examples"))
    runs = []
    for _ in range(2):  # the first compiles into the cache, the second launches from it
        p = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=300)
        assert p.returncode == 0, p.stderr
        runs.append(json.loads(p.stdout.strip().splitlines()[-1]))
    assert runs[0]["ok"] and runs[1]["ok"] and runs[1]["cache_hit"], runs
    assert runs[1]["engine"] == "LoadedObject", runs
    assert runs[1]["llvmlite"] == [], f"a cache-hit launch imported {runs[1]['llvmlite']}"
