"""The per-thread program's own ops (everything else in it is a tile-IR op on scalars).

The SIMT lowering turns a `ttgir` kernel into the program ONE thread runs: a `tt.func` whose values
are all scalars, built from the tile IR's scalar ops (arith/math/select/casts, scf control flow)
plus the handful of ops below, which are what a GPU target must provide. A renderer per target
turns that program into target code (LLVM IR for NVPTX and OpenCL SPIR-V; for Vulkan the OpenCL
flavour, which codegen/spirv/from_llvm.py translates), so per-op lowering logic exists once. It prints with the tile-IR printer (a debugging aid).

Addresses: global memory through the kernel's pointer values (`!tt.ptr<T>`, address space 1);
shared memory through i32 byte offsets into the kernel's one dynamic shared-memory buffer.
"""
from __future__ import annotations

from ...ir.core import Operation, Pure, SideEffect, op
from ...ir.ops import MemRead


@op("gpu.thread_id", Pure)
class ThreadId(Operation):
    """Index of this thread in its block (x only: blocks are 1-D, num_warps warps of ttg.threads_per_warp threads)."""


@op("gpu.load", MemRead)
class Load(Operation):
    """n consecutive elements. operands: address [, pred [, other x n]].
    attrs: space ('global' | 'shared'), n, has_pred, has_other, cache, evict, volatile."""


@op("gpu.store", SideEffect)
class Store(Operation):
    """operands: address [, pred], values x n. attrs: space, n, has_pred, cache, evict."""


@op("gpu.shuffle", Pure)
class Shuffle(Operation):
    """Value of another lane of the warp. operands: value, lane operand (i32).
    attrs: mode 'xor' (lane ^ operand), 'idx' (lane = operand), 'up' (lane - operand, own value when < 0)."""


@op("gpu.barrier", SideEffect)
class Barrier(Operation):
    """All threads of the block arrive; shared-memory writes before it are visible after it."""


@op("gpu.atomic_rmw", SideEffect)
class AtomicRMW(Operation):
    """operands: address, value [, pred] -> old value. attrs: op (tile IR's), sem, scope, has_pred, space."""


@op("gpu.atomic_cas", SideEffect)
class AtomicCAS(Operation):
    """operands: address, compare, value [, pred] -> old value. attrs: sem, scope, has_pred."""


@op("gpu.mma", Pure)
class Mma(Operation):
    """One warp-wide matrix multiply-accumulate, m16n8k16: operands a x 8, b x 4 (f16/bf16 scalars,
    in the fragment order of `layouts.DotOperand`), c x 4 (f32) -> d x 4 (f32)."""


@op("gpu.inline_asm", SideEffect)
class InlineAsm(Operation):
    """Target assembly (tl.inline_asm_elementwise) on one run of attrs['packed_element'] elements:
    operands are that many scalars of each input, results that many of each output (input by input,
    output by output). attrs: asm_string, constraints (LLVM's), pure."""


@op("gpu.print", SideEffect)
class Print(Operation):
    """printf from the device: attrs format (a C format string); operands: its arguments."""


@op("gpu.assert", SideEffect)
class Assert(Operation):
    """Abort the kernel with a message when the i1 operand is false. attrs: message, file, line, func."""


@op("gpu.cp_async", SideEffect)
class CpAsync(Operation):
    """Start copying attrs['bytes'] (4, 8 or 16) bytes from global to shared memory; operands:
    shared byte offset, global pointer [, pred]. When pred is false the destination gets zeros."""


@op("gpu.cp_async_commit", SideEffect)
class CpAsyncCommit(Operation):
    """Close the group of copies started since the last commit."""


@op("gpu.cp_async_wait", SideEffect)
class CpAsyncWait(Operation):
    """Wait until at most attrs['num'] committed groups of this thread are in flight."""


@op("gpu.ldmatrix", MemRead)
class LdMatrix(Operation):
    """attrs['n'] (1, 2, 4) 8x8 matrices of 16-bit elements from shared memory (operand: this lane's
    row address, a byte offset) -> 2 per matrix, in mma fragment order; attrs['trans'] transposes."""


@op("gpu.stmatrix", SideEffect)
class StMatrix(Operation):
    """attrs['n'] (1, 2, 4) 8x8 matrices of 16-bit elements to shared memory: operands this lane's
    row address (a byte offset; lane l gives row l % 8 of matrix l // 8), then 2 elements per matrix
    in mma fragment order (lane l holds row l // 4, columns 2 (l % 4) and 2 (l % 4) + 1)."""


@op("gpu.cvt_pack_fp8", Pure)
class CvtPackFp8(Operation):
    """Two f32 operands (high, low) -> i32 holding fp8 (attrs['fmt']: f8E4M3FN, f8E5M2) patterns of
    low in bits 0-7 and high in bits 8-15, each rounded to nearest even and saturated (sm_89+'s
    cvt.rn.satfinite.{e4m3x2,e5m2x2}.f32)."""


@op("gpu.coopmat_fill", Pure)
class CoopMatFill(Operation):
    """A cooperative matrix (the result's `CoopMatType`) with every element the scalar operand."""


@op("gpu.coopmat_load", MemRead)
class CoopMatLoad(Operation):
    """A cooperative matrix read by the whole subgroup from shared memory, row-major: operand the
    byte offset of its first element (the same in every lane, 16-byte aligned); attrs['stride']
    elements from one row's start to the next (a multiple of 16 bytes)."""


@op("gpu.coopmat_store", SideEffect)
class CoopMatStore(Operation):
    """The inverse of gpu.coopmat_load: operands the byte offset and the matrix; attrs['stride']."""


@op("gpu.coopmat_muladd", Pure)
class CoopMatMulAdd(Operation):
    """a (M x K, use a) x b (K x N, use b) + c (M x N, use acc) -> M x N (use acc), by the subgroup."""


@op("gpu.coopmat_convert", Pure)
class CoopMatConvert(Operation):
    """A cooperative matrix with its elements converted to the result's component type."""


@op("gpu.wgmma_fence", SideEffect)
class WgmmaFence(Operation):
    """Before a warpgroup's first wgmma (and after its accumulators were touched by other
    instructions): their register and shared-memory inputs are ready. Operands (attr `per`: that many
    consecutive 16- or 8-bit values packed into one 32-bit register): a register A the wgmmas read,
    passed through the fence; its results are those values, defined before it."""


@op("gpu.wgmma", SideEffect)
class Wgmma(Operation):
    """One warpgroup MMA, wgmma.mma_async m64nNk16 (4 warps, 128 threads), f32 sums: operands A (its
    matrix descriptor, or with attrs['a_regs'] this thread's 8 A elements in mma.sync's A fragment
    order), B's matrix descriptor, then this thread's N / 2 accumulator registers in the PTX
    fragment order -> the new accumulators (not to be read before gpu.wgmma_wait). attrs: n, ab
    ('f16' | 'bf16' | 'e4m3' | 'e5m2': K 16 or 32), a_regs, trans_b: B is read N-major (its rows
    along N contiguous), scale_d (default true; false: D = A B, the accumulators ignored; "operand":
    an i32 last operand decides at run time, nonzero adding them)."""


@op("gpu.smem_desc", Pure)
class SmemDesc(Operation):
    """A wgmma matrix descriptor (i64, PTX ISA "Matrix Descriptor Format") of the shared-memory
    operand whose first element is at the byte offset operand: its address >> 4 in bits 0-13,
    attrs['leading'] and ['stride'] (bytes) >> 4 in bits 16-29 and 32-45, attrs['swizzle'] (128,
    64 or 32 bytes) as the mode in bits 62-63."""


@op("gpu.wgmma_commit", SideEffect)
class WgmmaCommit(Operation):
    """Close the group of wgmma issued since the last commit."""


@op("gpu.wgmma_wait", SideEffect)
class WgmmaWait(Operation):
    """Wait until at most attrs['num'] committed wgmma groups are pending; operands: accumulator
    registers -> the same values, usable from here on (they pass through, so nothing reads them
    earlier)."""


# ---------------------------------------------------------------- TMA (NVIDIA sm_90): mbarriers and bulk tensor copies
@op("gpu.elect_sync", SideEffect)
class ElectSync(Operation):
    """i1: true in one lane of each warp (the lowest), which every lane runs together
    (elect.sync with a full mask). A bulk copy predicated on it is known to run in one thread, so
    ptxas issues it as it is, where a `tid == 0` predicate costs a loop over the warp's lanes."""


@op("gpu.mbarrier_init", SideEffect)
class MbarrierInit(Operation):
    """Where the predicate holds: initialise the 8-byte mbarrier at the shared byte offset for
    attrs['count'] arrivals a phase (phase 0 first). Operands: offset, predicate."""


@op("gpu.fence_mbarrier_init", SideEffect)
class FenceMbarrierInit(Operation):
    """Make the mbarrier initialisations before it visible (to the async proxy) before later accesses."""


@op("gpu.mbarrier_inval", SideEffect)
class MbarrierInval(Operation):
    """Where the predicate holds: invalidate the mbarrier at the shared byte offset (no operation
    on it pending), so its bytes may be used again. Operands: offset, predicate."""


@op("gpu.mbarrier_arrive_tx", SideEffect)
class MbarrierArriveTx(Operation):
    """Where the predicate holds: arrive on the mbarrier at the shared byte offset, expecting
    attrs['bytes'] more bytes of bulk copies to complete on it before its phase does. Operands:
    offset, predicate."""


@op("gpu.tma_load", SideEffect)
class TMALoad(Operation):
    """Where the predicate holds: copy the box of the tensor map at the coordinates (innermost
    first, i32) into shared memory at the byte offset (as the map's swizzle places it), completing
    its bytes on the mbarrier at the other byte offset. Operands: shared offset, tensor map, mbarrier
    offset, predicate, coordinates."""


@op("gpu.mbarrier_wait", SideEffect)
class MbarrierWait(Operation):
    """Wait until the phase of the mbarrier at the shared byte offset with the given parity has
    completed (operands: offset, parity as i32)."""


@op("gpu.fence_proxy_async", SideEffect)
class FenceProxyAsync(Operation):
    """fence.proxy.async.shared::cta: this thread's generic-proxy shared-memory accesses before it are
    ordered before async-proxy ones (TMA copies, wgmma) after it."""


@op("gpu.tma_store", SideEffect)
class TMAStore(Operation):
    """Where the predicate holds: copy shared memory at the byte offset (placed as the map's swizzle
    places a box) into the box of the tensor map at the coordinates (innermost first), elements
    outside the tensor left alone; joins this thread's bulk group. Operands: shared offset, tensor
    map, predicate, coordinates."""


@op("gpu.tma_store_wait", SideEffect)
class TMAStoreWait(Operation):
    """Where the predicate holds: commit this thread's bulk group and wait until its copies have
    read their shared memory (cp.async.bulk.commit_group; wait_group.read 0)."""
