"""tt.dot of bf16 operands into an f32 accumulator through AVX512-BF16's `vdpbf16ps`, or AMX.

Why: the generic micro-kernel (dot.py) widens bf16 operands to f32 and issues one FMA per k, 16
lanes an instruction. `vdpbf16ps` multiplies pairs of bf16 and adds both products to an f32 lane:
two k per instruction, and operands half the bytes (no widened copy of A or B). Measured on this
project's Emerald Rapids (AVX-512 FMA on two ports), though, vdpbf16ps zmm issues once every ~2.8
cycles (FMA: twice a cycle), so it does ~2.2x fewer flops a cycle than the widened kernel, which is
faster there; on CPUs with AMX the tiles (dot_amx.py, 2.5-3x the widened kernel at 1024^3) are the
fast path. vdpbf16ps is kept for AVX512-BF16 CPUs without AMX (AMD Zen 4/5, Cooper Lake), where it
pays: on a 2-core AMD EPYC VM (avx512_bf16, no AMX; benchmarks' matmul_kernel, 128x128x64 blocks)
it took 0.36 ms at 512^3 and 3.2 ms at 1024^3 where the widened kernel took 0.66 and 5.3 ms
(torch/oneDNN: 0.31 and 2.5 ms).

How: B is packed once per dot into the pair-interleaved ("VNNI") layout B'[k/2][n][2] (rows k and
k+1 of a column side by side; an odd K's last row is paired with zeros), so one load of B' gives
the pairs of w columns (it is also AMX's layout of B). A's pairs (a[i, k], a[i, k+1]) are adjacent
in A's row-major tile and are broadcast as one 32-bit element. The register block is
dot_block.py's for f32 accumulators (AVX-512: 6 x 64), the loop order, the prefetch of the next
tiles (dot_prefetch.py) and the in-place accumulator (dot.DotBase) are dot.py's. An odd K ends
with one step whose A pair is (a[i, K-1], 0): reading a[i, K] would read the next row (or past the
tile), and an Inf or NaN there would leak in as Inf * 0.

Semantics: each bf16 product is exact in f32 (8-bit mantissas) and is accumulated with f32 rounding
to nearest even, as in the widened path, but in pairs (vdpbf16ps adds k+1 before k; AMX k first)
and with MXCSR ignored: bf16 denormal inputs and a denormal accumulator count as zero, and a result
below 2^-126 is flushed to zero (AMX also flushes a product below 2^-126 before adding it). Results
equal the widened path's up to the summation order, except for terms below 2^-126.

Which kernel (`kernel`): the target's features must include +avx512bf16 (only `cpu:host` on such a
CPU; the named targets, x86-64-v4 included, do not), both operands be bf16 and the accumulation f32.
AMX where the CPU has it and M, N, K are multiples of 32 (dot_amx.fits); else vdpbf16ps on CPUs
without AMX, with vectors of 16 lanes (zmm) or 8/4 lanes with +avx512vl (N of 8 or 4; there is no
2-lane form); else dot.py's widened kernel. TRITIUM_CPU_BF16_DOT overrides it: `0` (the widened
kernel), `vdpbf16ps` (or `1`; wherever it applies), `amx` (AMX where it fits, else vdpbf16ps).
It is read when a kernel compiles and is part of the cache key (CPUBackend.hash); a JIT function's
launches reuse the kernel they compiled, so it is set before the first launch.
"""
from __future__ import annotations

from . import dot_amx, dot_prefetch
from .dot import DotBase, load_acc, prefetch_share, store_acc
from .dot_block import accum_type, register_bytes
from .lowering import Lowering, Tile
from ... import knobs
from ...ir.types import TensorType, bf16, f32
from ..llvm.types import is_bf16, vec

_WIDTHS = {16: "512", 8: "256", 4: "128"}  # f32 lanes -> the intrinsic's vector bits


def _knob() -> str:
    """TRITIUM_CPU_BF16_DOT: '0' (the widened kernel), 'vdpbf16ps' (or '1'), 'amx', or '' (auto)."""
    knob = (knobs.cpu.bf16_dot or "").strip().lower()
    if knob in ("0", "false", "no", "off"):
        return "0"
    knob = "vdpbf16ps" if knob in ("1", "true", "yes", "on") else knob
    if knob not in ("", "vdpbf16ps", "amx", "auto"):
        raise ValueError(f"TRITIUM_CPU_BF16_DOT={knob!r}: expected 0, vdpbf16ps (or 1), amx or auto")
    return "" if knob == "auto" else knob


def kernel(L: Lowering, o) -> str | None:
    """'amx', 'vdpbf16ps' or None (dot.py's widened kernel) for this tt.dot. Unset knob: AMX where
    the CPU has it and the shape fits, vdpbf16ps where the CPU has no AMX (on the AMX CPUs measured
    vdpbf16ps is slower than the widened FMAs: module docstring), else the widened kernel."""
    feats = set((L.target_info.get("features") or "").split(","))
    knob = _knob()
    if "+avx512bf16" not in feats or knob == "0":
        return None
    a, b, c = o.operands
    if not (is_bf16(a.type) and is_bf16(b.type)) or accum_type(c.type) != "float":
        return None
    if any(v in L.deferred_operands for v in (a, b)):
        return None  # (dot_operands.py: the dot would load them itself; it defers no bf16 operand today)
    *_, M, K = a.type.shape
    N = b.type.shape[-1]
    amx = dot_amx.usable(feats, L.target_info)
    if amx and knob in ("", "amx") and dot_amx.fits(M, N, K, c.type.scalar == f32):
        return "amx"
    w = L.chunk_width(N)
    if w not in _WIDTHS or (w < 16 and "+avx512vl" not in feats) or (w == 16 and register_bytes(L.target_info) != 64):
        return None
    return "vdpbf16ps" if knob in ("vdpbf16ps", "amx") or not amx else None


class _Bf16Dot(DotBase):
    """One tt.dot lowered by vdpbf16ps or AMX: DotBase (accumulating in f32) plus the packed B."""

    def __init__(self, L: Lowering, o):
        super().__init__(L, o, L.env[o.operands[0]], L.env[o.operands[1]], 4)
        self.KP = self.K // 2  # whole pairs of k; an odd K has one more, half-empty (`tail`)
        self.tail = self.K % 2 == 1
        self.pt = vec(2 * self.w, "bfloat")  # a vector of w pairs
        self.intr = f"x86.avx512bf16.dpbf16ps.{_WIDTHS[self.w]}"
        self.prefetch = dot_prefetch.streams(L, o) if self.KP else []
        self.pairs = self.KP + self.tail  # rows of B'
        self.bp = _pack_b(L, self)


def _pack_b(L: Lowering, d: _Bf16Dot) -> Tile:
    """B'[bi][kp][n][2] = (B[bi][2kp][n], B[bi][2kp+1][n]), the row past an odd K as zeros."""
    N, K, w = d.N, d.K, d.w
    bp = L.new_tile(TensorType((d.nb * d.pairs * N * 2,), bf16))
    zip_lanes = [i // 2 + (w if i % 2 else 0) for i in range(2 * w)]

    def pack(bi, kp, second_row: bool):
        with L.loop(0, N, w) as j:
            lo = L.load_chunk(d.b, L.linear((bi, K * N), (kp, 2 * N), (j, 1)), w)
            hi = L.load_chunk(d.b, L.linear((bi, K * N), (kp, 2 * N), (j, 1), const=N), w) \
                if second_row else "zeroinitializer"
            at = L.linear((bi, d.pairs * 2 * N), (kp, 2 * N), (j, 2))
            L.store_chunk(bp, at, 2 * w, L.shuffle(lo, hi, w, "i16", zip_lanes))

    with L.loop(0, d.nb, 1) as bi:
        with L.loop(0, d.KP, 1) as kp:
            pack(bi, kp, True)
        if d.tail:
            pack(bi, str(d.KP), False)
    return bp


def lower(L: Lowering, o, kind: str) -> None:
    """The dot `o` with the kernel `kernel()` chose for it ('amx' or 'vdpbf16ps')."""
    d = _Bf16Dot(L, o)
    if kind == "amx":
        dot_amx.lower(L, d, lambda: _vector_kernel(L, d))
    else:
        _vector_kernel(L, d)
    L.env[o.results[0]] = Tile(d.out.buf, o.results[0].type)


def _vector_kernel(L: Lowering, d: _Bf16Dot) -> None:
    """The register-blocked vdpbf16ps micro-kernel over the whole dot."""
    full = d.M - d.M % d.mr  # rows in whole register blocks; the rest is one block of fewer rows
    with L.loop(0, d.nb, 1) as bi:
        # j outer, i inner: a panel of B' stays in L1 while the row blocks of A stream by
        with L.loop(0, d.N, d.w * d.nv) as j0:
            with L.loop(0, full, d.mr) as i0:
                _micro_tile(L, d, bi, j0, i0, d.mr)
            if full < d.M:
                _micro_tile(L, d, bi, j0, str(full), d.M - full)


def _micro_tile(L: Lowering, d: _Bf16Dot, bi, j0, i0, rows: int) -> None:
    """C[i0:i0+rows, j0:j0+w*nv] += A[i0:i0+rows, :] @ B[:, j0:j0+w*nv], C held in registers."""
    load_acc(L, d, bi, j0, i0, rows)
    if d.prefetch:  # this micro-tile's share of the next operand tiles' lines, spread over the pairs
        part, parts = prefetch_share(L, d, bi, j0, i0)
        dot_prefetch.spread(L, d.prefetch, part, parts, d.KP, lambda kp: _k_pair(L, d, bi, j0, i0, rows, kp, False))
    elif d.KP:
        with L.loop(0, d.KP, 1) as kp:
            _k_pair(L, d, bi, j0, i0, rows, kp, False)
    if d.tail:
        _k_pair(L, d, bi, j0, i0, rows, str(d.KP), True)
    store_acc(L, d, bi, j0, i0, rows)


def _k_pair(L: Lowering, d: _Bf16Dot, bi, j0, i0, rows: int, kp, tail: bool) -> None:
    """k = 2kp and 2kp+1 of a micro-tile: nv chunks of B' row kp, one 32-bit broadcast of A's pair
    per row, mr * nv vdpbf16ps. `tail`: the last k of an odd K, A's pair (a[i, K-1], 0)."""
    M, N, K, w, nv, vt, pt = d.M, d.N, d.K, d.w, d.nv, d.vt, d.pt
    bvs = []
    for v in range(nv):
        x = L.load_chunk(d.bp, L.linear((bi, d.pairs * 2 * N), (kp, 2 * N), (j0, 2), const=2 * v * w), 2 * w)
        bvs.append(_bitcast(L, x, vec(2 * w, "i16"), pt))
    for r in range(rows):
        p = L.elem_ptr(d.a.buf, "i16", L.linear((bi, M * K), (i0, K), (kp, 2), const=r * K))
        pair = L.tmp()
        if tail:
            one = L.tmp()
            L.emit(f"{one} = load i16, ptr {p}, align 2")
            L.emit(f"{pair} = zext i16 {one} to i32")  # little-endian: a[i, K-1] is the pair's first
        else:
            L.emit(f"{pair} = load i32, ptr {p}, align 2")
        av = _bitcast(L, L.splat_vec(pair, "i32", w), vec(w, "i32"), pt)
        for v in range(nv):
            cur = L.load_slot(d.slots[r][v], vt)
            s = L.intr(d.intr, "", vt, [(vt, cur), (pt, bvs[v]), (pt, av)])  # A's pair 2nd: a broadcast operand
            L.store_slot(d.slots[r][v], vt, s)


def _bitcast(L: Lowering, x: str, src: str, dst: str) -> str:
    r = L.tmp()
    L.emit(f"{r} = bitcast {src} {x} to {dst}")
    return r
