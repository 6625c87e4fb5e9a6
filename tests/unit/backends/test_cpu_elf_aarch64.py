"""tritium's ELF loader on AArch64 objects (backends/cpu/elf.py with elf_aarch64.py), tested from an
x86-64 machine: kernels compiled for `cpu:aarch64` are relocated here, for the address a harness
(tests/unit/data/elf_harness.c, cross-compiled) mapped under qemu-aarch64 and with the addresses of
the C library functions there; the harness runs the grid and sends the output back, which must
match NumPy. Calls to libm go through the loader's stubs, constant pools through ADRP pairs."""
from __future__ import annotations

import mmap
import os
import shutil
import struct
import subprocess

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.backends.cpu import elf, elf_aarch64

SYSROOT = "/usr/aarch64-linux-gnu"
pytestmark = pytest.mark.skipif(not (shutil.which("aarch64-linux-gnu-gcc") and shutil.which("qemu-aarch64")),
                                reason="needs aarch64-linux-gnu-gcc and qemu-aarch64 (Debian: gcc-aarch64-linux-gnu, "
                                       "qemu-user)")
HARNESS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data", "elf_harness.c")


@pytest.fixture(scope="module")
def harness(tmp_path_factory):
    exe = tmp_path_factory.mktemp("harness") / "elf_harness"
    subprocess.run(["aarch64-linux-gnu-gcc", "-O1", "-o", str(exe), HARNESS, "-Wl,--no-as-needed", "-lm", "-ldl"],
                   check=True, capture_output=True)
    return str(exe)


@tritium.jit
def math_k(x_ptr, y_ptr, n, B: tl.constexpr):
    o = tl.program_id(0) * B + tl.arange(0, B)
    m = o < n
    x = tl.load(x_ptr + o, mask=m)
    y = tl.exp(x) + tl.log(x + 2.0) + tl.sin(x) * tl.sqrt(x * x + 1.0) + tl.math.erf(x)
    tl.store(y_ptr + o, y, mask=m)


@tritium.jit
def rows_k(x_ptr, y_ptr, n, B: tl.constexpr):
    """Per row of B: softmax over the row, then cos(x) / sum over the row, in fp64."""
    o = tl.program_id(0) * B + tl.arange(0, B)
    x = tl.load(x_ptr + o, mask=o < n, other=0.0).to(tl.float64)
    e = tl.exp(x - tl.max(x, axis=0))
    tl.store(y_ptr + o, (e / tl.sum(e, axis=0) + tl.cos(x) / B).to(tl.float32), mask=o < n)


@tritium.jit
def dot_k(x_ptr, y_ptr, n, B: tl.constexpr):
    """y = x @ x^T for each B x B block of x (one block a program)."""
    base = tl.program_id(0) * B * B
    r = tl.arange(0, B)
    a = tl.load(x_ptr + base + r[:, None] * B + r[None, :])
    tl.store(y_ptr + base + r[:, None] * B + r[None, :], tl.dot(a, tl.trans(a), input_precision="ieee"))


def _refs(name, x, B):
    d = x.astype(np.float64)
    if name == "math_k":
        from math import erf
        return np.exp(d) + np.log(d + 2) + np.sin(d) * np.sqrt(d * d + 1) + np.vectorize(erf)(d)
    if name == "rows_k":
        r = d.reshape(-1, B)
        e = np.exp(r - r.max(1, keepdims=True))
        return (e / e.sum(1, keepdims=True) + np.cos(r) / B).ravel()
    blocks = d.reshape(-1, B, B)
    return np.einsum("pik,pjk->pij", blocks, blocks).ravel()


def _run(harness, kernel, x, programs, B, n):
    ck = tritium.compile(kernel, {"x_ptr": "*fp32", "y_ptr": "*fp32", "n": "i32"}, {"B": B}, target="cpu:aarch64")
    obj = ck.asm["obj"]
    addresses = {}
    linker = elf.link(obj, lambda name: addresses[name])
    assert linker.obj.isa is elf_aarch64
    names = sorted({linker.obj.symbol_name(k) for k in range(1, len(linker.obj.symbols)) if linker._external(k)})
    page = mmap.PAGESIZE
    (code_start, code_end), (ro_start, ro_end) = linker.parts[0], linker.parts[1]
    assert code_start == 0
    aligned = [-(-v // page) * page for v in (code_end, ro_end)]
    p = subprocess.Popen(["qemu-aarch64", "-L", SYSROOT, harness, str(linker.size), str(aligned[0]), str(ro_start),
                          str(aligned[1]), str(x.nbytes)] + names, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        line = p.stdout.readline().split()
        base, x_addr, y_addr = (int(v, 16) for v in line[:3])
        addresses.update(zip(names, (int(v, 16) for v in line[3:])))
        assert all(addresses.values()), addresses  # (every function the kernel calls is in the harness)
        image = linker.build(base)
        entry = linker.functions()[ck.metadata["entry"]] - base
        head = struct.pack("<4Q", entry, programs, 3, 1) + struct.pack("<QQq", x_addr, y_addr, n)
        out, err = p.communicate(bytes(image) + head + x.tobytes(), timeout=120)
    finally:
        if p.poll() is None:
            p.kill()
    assert p.returncode == 0, err.decode()
    return np.frombuffer(out, np.float32), names


@pytest.mark.parametrize("name, B, programs, tol", [("math_k", 256, 5, 1e-5), ("rows_k", 128, 6, 1e-5),
                                                      ("dot_k", 16, 3, 1e-5)])
def test_aarch64_kernels_run_from_the_loaders_image(harness, name, B, programs, tol):
    rng = np.random.default_rng(hash(name) & 0xFFFF)
    size = programs * B * (B if name == "dot_k" else 1)
    n = size - 3 if name == "math_k" else size  # (a masked tail)
    x = rng.uniform(-1.5, 1.5, size).astype(np.float32)
    y, calls = _run(harness, globals()[name], x, programs, B, n)
    ref = _refs(name, x, B)
    np.testing.assert_allclose(y[:n], ref[:n], rtol=tol, atol=tol)
    if name == "math_k":
        assert {"expf", "logf", "sinf", "erff"} <= set(calls) or {"logf", "sinf", "erff"} <= set(calls), calls


def test_aarch64_relocations_out_of_range_are_errors_not_wrong_code():
    """A branch whose target lies beyond its field (a malformed object, or one built for another
    code model) is an ElfLoadError naming the relocation, never a silently truncated field."""
    image = bytearray(8)
    struct.pack_into("<I", image, 0, 0x94000000)  # bl #0
    r = {"S": 1 << 30, "A": 0, "P": 0, "GOT": 0, "G": 0, "L": None}

    def overflow(value, bits):
        raise elf.ElfLoadError(f"{value:#x} in {bits} bits")
    with pytest.raises(elf.ElfLoadError, match="28 bits"):
        elf_aarch64.relocate(image, 0, elf_aarch64.R_CALL26, r, overflow)
    r["S"] = 0x1000 - 4  # 1 KiB: fits
    elf_aarch64.relocate(image, 0, elf_aarch64.R_CALL26, r, overflow)
    assert struct.unpack_from("<I", image)[0] == 0x94000000 | (0xFFC >> 2)
    # an LDST64 low-12 field whose address is not a multiple of 8
    struct.pack_into("<I", image, 4, 0xF9400000)  # ldr x0, [x0]
    with pytest.raises(elf.ElfLoadError):
        elf_aarch64.relocate(image, 4, elf_aarch64.R_LDST64_ABS_LO12_NC, dict(r, S=0x1004), overflow)


def test_an_aarch64_object_is_declined_on_this_machine_and_never_given_to_mcjit_from_a_cache():
    """On x86-64 the loader declines an AArch64 object (the driver then refuses it: it was compiled
    for another machine); on an AArch64 host, `load` maps it (host_isa)."""
    ck = tritium.compile(math_k, {"x_ptr": "*fp32", "y_ptr": "*fp32", "n": "i32"}, {"B": 64}, target="cpu:aarch64")
    if elf.host_isa() is elf_aarch64:
        pytest.skip("an AArch64 host loads it")
    with pytest.raises(elf.Declined, match="an AArch64 object"):
        elf.load(ck.asm["obj"], lambda name: 0)
