"""The register block of tt.dot's micro-kernel, sized by the target's vector registers.

Per k step the micro-kernel loads `nv` chunks of a row of B, broadcasts `mr` elements of a column
of A and issues mr * nv chunk FMAs into accumulators that stay in registers across the K loop. A
chunk of w lanes wider than a register is several registers (AVX-512: 32 zmm of 64 bytes, AVX2: 16
ymm of 32, SSE: 16 xmm and NEON: 32 q of 16 bytes); a broadcast is one. Counted in registers, a k
step loads b = nv * (registers per chunk) of B and mr broadcasts for mr * b FMAs: 1/mr + 1/b loads
per FMA. The block is the one with the fewest loads per FMA whose mr * b accumulators, b B
registers and the broadcast fit the register file (AVX-512 f32: 6 x 64 lanes, 24 accumulators;
AVX2: 6 x 16; NEON: 6 x 16). Rows need not divide M: the remainder is a block of fewer rows.
"""
from __future__ import annotations

from ..llvm.types import llty


def accum_type(c_type) -> str:
    """The LLVM type a dot with accumulator type `c_type` accumulates in: the accumulator's own
    int type, else f64 for f64 and f32 for every narrower float (f16, bf16, fp8 included)."""
    s = c_type.scalar
    if s.is_int():
        return llty(s)
    return "double" if s.name == "f64" else "float"


def register_bytes(target_info: dict) -> int:
    """Bytes in one SIMD register of the target (its widest vector instructions)."""
    feats = set((target_info.get("features") or "").split(","))
    cpu = target_info.get("cpu") or ""
    if (target_info.get("triple") or "").startswith(("aarch64", "arm64")):
        return 16  # NEON (SVE's widths are not used)
    if "+avx512f" in feats or cpu == "x86-64-v4":
        return 64
    if "+avx2" in feats or cpu == "x86-64-v3":
        return 32
    return 16


def vector_registers(target_info: dict) -> int:
    """SIMD registers of the target: its description's count, else what its ISA has."""
    if target_info.get("vector_registers"):
        return int(target_info["vector_registers"])
    arm = (target_info.get("triple") or "").startswith(("aarch64", "arm64"))
    return 32 if arm or register_bytes(target_info) == 64 else 16


def block_shape(target_info: dict, M: int, N: int, w: int, acc_bytes: int, isint: bool) -> tuple[int, int]:
    """(nv, mr): chunks of w lanes per block row (nv * w divides N) and rows per block (<= M)."""
    regs = vector_registers(target_info)
    per_chunk = max(1, -(-w * acc_bytes // register_bytes(target_info)))
    best = None
    for nv in (1, 2, 4, 8):
        if N % (w * nv):
            break
        b_regs = nv * per_chunk
        spare = regs - b_regs - 1 - (1 if isint else 0)  # B's chunks, the broadcast, a product (mul + add)
        mr = min(M, spare // b_regs)
        if mr < 1:
            break
        cost = 1 / mr + 1 / b_regs
        if best is None or cost < best[0] - 1e-9:
            best = (cost, nv, mr)
    if best is None:
        return 1, 1
    return best[1], best[2]
