"""tt.dot of bf16 operands into f32 on AMX tiles (`tdpbf16ps`), for dot_bf16.py.

Why: on the AMX CPUs measured (Emerald Rapids), one tdpbf16ps computes a 16 x 16 f32 tile from a
16 x 32 bf16 tile of A and a 32 x 16 one of B (8192 multiply-adds) in about 16 cycles, where
vdpbf16ps and the widened f32 FMAs do at most 64 flops a cycle.

How: dot_bf16.py packs B into the pair-interleaved layout B'[k/2][n][2], which is AMX's layout for
B: a tile of B is 16 rows of B' (32 k) by 64 bytes (16 columns). A's tile is 16 rows of its row-major
bf16 tile by 64 bytes (32 k). C is blocked by 2 x 2 tiles (32 x 32, the 8 tile registers: 4 of C,
2 of A, 2 of B): loaded from the accumulator tile, 4 tdpbf16ps per 32 k, stored to the result.
Every tile is configured 16 rows x 64 bytes (`ldtilecfg` once per dot, `tilerelease` after it), so
M, N and K must be multiples of 32 (`fits`); other shapes take the vdpbf16ps or widened kernel.
Inside a K loop each block prefetches its share of the next iteration's operand tiles, as dot.py's
micro-tiles do (dot_prefetch.py): at 1024^3 that took the kernel from ~21 to ~12 ms on one core.

Linux lets a process use AMX's tile data only after asking (arch_prctl(ARCH_REQ_XCOMP_PERM,
XFEATURE_XTILEDATA)); without it the first tile instruction is a SIGILL. The permission is the
process's, so each loaded kernel asks once (a flag in its object's data: 0 not asked, 1 granted,
2 refused; asking again is harmless), and where it is refused (an old Linux) the dot runs
`fallback`, the vdpbf16ps kernel.

Semantics: as vdpbf16ps (dot_bf16.py): products of bf16 pairs accumulated in f32 with round to
nearest even, denormal inputs and results flushed to zero; unlike it, a product below 2^-126 is
flushed before it is added, and a pair adds k before k+1 (measured; test_cpu_dot_bf16.py pins both).
"""
from __future__ import annotations

from . import dot_prefetch
from .lowering import Lowering

TILE_ROWS, TILE_BYTES = 16, 64  # every tile: 16 rows of 64 bytes (16 f32 or 32 bf16)
SYS_ARCH_PRCTL, ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA = 158, 0x1023, 18
FLAG = "@tritium.amx_permitted"  # 0: not asked yet, 1: granted, 2: refused


def usable(feats: set, target_info: dict) -> bool:
    """The target has AMX-BF16 and runs Linux (the permission request is a Linux system call)."""
    return {"+amx-bf16", "+amx-tile"} <= feats and "linux" in (target_info.get("triple") or "")


def fits(M: int, N: int, K: int, acc_is_f32: bool) -> bool:
    """Whole 2 x 2 blocks of full tiles, and an f32 accumulator tile (read and written as is)."""
    return acc_is_f32 and M % 32 == 0 and N % 32 == 0 and K % 32 == 0


def lower(L: Lowering, d, fallback) -> None:
    """The dot `d` (dot_bf16._Bf16Dot: B packed, A, C and the result's buffers) on AMX tiles where
    the process may use them, else `fallback()` (which emits the other kernel)."""
    ok = _permitted(L)
    amx, other, done = L.new_label("amx"), L.new_label("no_amx"), L.new_label("amx_done")
    L.emit(f"br i1 {ok}, label %{amx}, label %{other}")
    L.start_block(other)
    fallback()
    L.br(done)
    L.start_block(amx)
    _tiles(L, d)
    L.br(done)
    L.start_block(done)


def _permitted(L: Lowering) -> str:
    """An i1: this process may use AMX tile data (asked once per process, remembered in FLAG)."""
    L.declare(f"{FLAG} = internal global i32 0, align 4")
    L.declare("declare i64 @syscall(i64, ...)")
    L.extern("syscall")
    s = L.tmp()
    L.emit(f"{s} = load atomic i32, ptr {FLAG} monotonic, align 4")
    known = L.tmp()
    L.emit(f"{known} = icmp ne i32 {s}, 0")
    here = L.new_label("amx_flag")
    ask, decided = L.new_label("amx_ask"), L.new_label("amx_decided")
    L.br(here)  # (a block of its own: the phi below names it)
    L.start_block(here)
    L.emit(f"br i1 {known}, label %{decided}, label %{ask}")
    L.start_block(ask)
    rc, granted, v = L.tmp(), L.tmp(), L.tmp()
    L.emit(f"{rc} = call i64 (i64, ...) @syscall(i64 {SYS_ARCH_PRCTL}, i64 {ARCH_REQ_XCOMP_PERM}, "
           f"i64 {XFEATURE_XTILEDATA})")
    L.emit(f"{granted} = icmp eq i64 {rc}, 0")
    L.emit(f"{v} = select i1 {granted}, i32 1, i32 2")
    L.emit(f"store atomic i32 {v}, ptr {FLAG} monotonic, align 4")
    L.br(decided)
    L.start_block(decided)
    st, ok = L.tmp(), L.tmp()
    L.emit(f"{st} = phi i32 [ {s}, %{here} ], [ {v}, %{ask} ]")
    L.emit(f"{ok} = icmp eq i32 {st}, 1")
    return ok


def _configure(L: Lowering) -> None:
    """ldtilecfg: palette 1, tiles 0-7 of 16 rows x 64 bytes."""
    cfg = L.alloca("[64 x i8]", 1, 64)
    L.intr("memset", "p0.i64", "void", [("ptr", cfg), ("i8", "0"), ("i64", "64"), ("i1", "false")])
    L.emit(f"store i8 1, ptr {cfg}")
    for t in range(8):
        colsb, rows = L.tmp(), L.tmp()
        L.emit(f"{colsb} = getelementptr i8, ptr {cfg}, i64 {16 + 2 * t}")
        L.emit(f"store i16 {TILE_BYTES}, ptr {colsb}")
        L.emit(f"{rows} = getelementptr i8, ptr {cfg}, i64 {48 + t}")
        L.emit(f"store i8 {TILE_ROWS}, ptr {rows}")
    L.intr("x86.ldtilecfg", "", "void", [("ptr", cfg)])


def _load(L: Lowering, tile: int, p: str, stride: int) -> None:
    L.intr("x86.tileloadd64", "", "void", [("i8", str(tile)), ("ptr", p), ("i64", str(stride))])


def _tiles(L: Lowering, d) -> None:
    """C tiles 0-3 (rows i0, i0+16 x columns j0, j0+16), A tiles 4-5, B tiles 6-7."""
    M, N, K = d.M, d.N, d.K
    _configure(L)
    c_stride = 4 * N  # bytes between rows of C
    with L.loop(0, d.nb, 1) as bi:
        with L.loop(0, N, 32) as j0:
            with L.loop(0, M, 32) as i0:
                cs = [L.linear((bi, 4 * M * N), (i0, 4 * N), (j0, 4), const=4 * (16 * r * N + 16 * c))
                      for r in (0, 1) for c in (0, 1)]
                for t, off in enumerate(cs):
                    _load(L, t, L.elem_ptr(d.c.buf, "i8", off), c_stride)
                if d.prefetch:  # this block's share of the next operand tiles' lines, spread over k
                    parts = d.nb * (N // 32) * (M // 32)
                    part = L.linear((bi, (N // 32) * (M // 32)), (L.index_div(j0, 32), M // 32), (L.index_div(i0, 32), 1))
                    dot_prefetch.spread(L, d.prefetch, part, parts, K // 32,
                                        lambda g: _k_block(L, d, bi, j0, i0, L.linear((g, 32))))
                else:
                    with L.loop(0, K, 32) as k0:
                        _k_block(L, d, bi, j0, i0, k0)
                for t, off in enumerate(cs):
                    L.intr("x86.tilestored64", "", "void", [("i8", str(t)), ("ptr", L.elem_ptr(d.out.buf, "i8", off)),
                                                            ("i64", str(c_stride))])
    L.intr("x86.tilerelease", "", "void", [])


def _k_block(L: Lowering, d, bi, j0, i0, k0) -> None:
    """k0 .. k0+31 of the 2 x 2 tiles at (i0, j0): A tiles 4-5, B tiles 6-7, 4 tdpbf16ps."""
    M, N, K = d.M, d.N, d.K
    for r in (0, 1):  # rows i0+16r .. of A, bytes of k0 .. k0+31
        a = L.linear((bi, 2 * M * K), (i0, 2 * K), (k0, 2), const=2 * 16 * r * K)
        _load(L, 4 + r, L.elem_ptr(d.a.buf, "i8", a), 2 * K)
    for c in (0, 1):  # rows k0/2 .. k0/2+15 of B', bytes of columns j0+16c ..
        b = L.linear((bi, 4 * d.pairs * N), (k0, 2 * N), (j0, 4), const=4 * 16 * c)
        _load(L, 6 + c, L.elem_ptr(d.bp.buf, "i8", b), 4 * N)
    for r in (0, 1):
        for c in (0, 1):
            L.intr("x86.tdpbf16ps", "", "void", [("i8", str(2 * r + c)), ("i8", str(4 + r)), ("i8", str(6 + c))])
