"""What the shared GPU half needs to know about one GPU target, as data.

The layout pass, the software pipeliner and the SIMT lowering (passes/gpu_layouts.py,
passes/gpu_pipeline.py, codegen/gpu/) are written once for every GPU backend (CUDA now; Intel and
Vulkan next). Where targets differ (warp width, matrix instructions, asynchronous copies, the code
they are rendered to) those passes read a `GPUTarget` instead of testing an architecture number,
so a new backend describes its hardware here and reuses the rest. Each backend builds its
description next to its renderer, where its other hardware facts live (`nvptx.nvptx_target`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


@dataclass(frozen=True)
class GPUTarget:
    # renderer family, for messages and cache keys: "nvptx", "spirv" (OpenCL), later "vulkan"
    name: str
    # the backend's architecture (90, "90a", ...): what its own toolchain stages are given
    arch: object
    # threads of a warp (NVIDIA) / subgroup (Intel 16 or 32): the lane bits of every layout, the
    # span of shuffles; the layout pass records it as `ttg.threads_per_warp`
    warp_size: int
    # (per-thread program, lowering metadata {num_warps, threads_per_warp, shared}, options) ->
    # target code text (LLVM IR for NVPTX and for OpenCL SPIR-V)
    render: Callable
    # matrix-instruction family the layout pass may give `tt.dot` accumulators: "mma_sync"
    # (NVIDIA sm_80+: m16n8k16 f16/bf16, m16n8k8 tf32, with ldmatrix for their operands), or None:
    # every dot is an FMA loop over blocked layouts (but see `coopmat`)
    mma: str | None = None
    # global -> shared asynchronous copies (cp.async): loads feeding dots in loops are software
    # pipelined over `num_stages` shared-memory buffers; without them loops stay as written
    async_copy: bool = False
    # Vulkan cooperative matrices (VK_KHR_cooperative_matrix) with fp16 operands and fp32 sums in
    # 16x16x16 steps: the layout pass gives such dots a `CoopMat` accumulator
    coopmat: bool = False
    # Hopper's warpgroup MMA (wgmma.mma_async, sm_90a): the operand element types it multiplies (IR
    # names: "f16", "bf16", "f8E4M3FN", "i8", "f32" for tf32, ...; empty: none). Dots of those whose
    # operands the pipeline stages in shared memory get a warpgroup accumulator layout (Mma version
    # 3) and read them there through matrix descriptors; the rest use `mma`
    wgmma: tuple = ()
    # stmatrix (NVIDIA sm_90+): a warp stores 8x8 matrices of 16-bit elements held in mma fragment
    # order, 16 bytes a row: an accumulator's exchange through shared memory (the matmul epilogue)
    # writes 16 bytes a thread per instruction instead of 4
    stmatrix: bool = False
    # TMA (NVIDIA sm_90+: cp.async.bulk.tensor with mbarriers): a host TensorDescriptor's tiles that
    # feed warpgroup dots in a pipelined loop are copied whole by one thread through a tensor map the
    # launcher encodes (passes/gpu_tma.py), into the layout wgmma reads
    tma: bool = False
