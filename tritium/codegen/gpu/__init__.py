"""The GPU half of the compiler, shared by every GPU backend.

    ttir --(passes/gpu_layouts: layouts)--> ttgir --(lowering: SIMT)--> per-thread program --(renderer)--> target code

`make_ttgir` and `make_llir` are the backends' stage functions; a backend passes its options
(num_warps, num_stages, maxnreg) and the description of its target (`target.GPUTarget`: warp size,
matrix instructions, asynchronous copies, renderer), built next to its renderer (`nvptx.nvptx_target`).
"""
from __future__ import annotations

from .target import GPUTarget

def ttgir_passes(module, target: GPUTarget, num_warps: int, num_stages: int = 1, flatten: bool = True):
    """The ttgir passes, in place: loop nests marked `flatten` become one loop (where the target
    pipelines with asynchronous copies, unless `flatten` is off); index tiles
    broadcast to several shapes are copied per shape, then
    every tile gets a layout for `num_warps` warps of `target`; loops
    feeding dots are software pipelined over `num_stages` where the target has asynchronous copies
    (with cooperative matrices instead: their operands are loaded an iteration ahead); on Hopper,
    tiles a loop reads as warpgroup dots' A are staged in shared memory once before it."""
    from ...ir import verify
    from ...passes import canonicalize, dce
    from ...passes.gpu_flatten_loops import flatten_loops
    from ...passes.gpu_layouts import assign_layouts
    from ...passes.gpu_pipeline import pipeline_loops
    from ...passes.gpu_split_broadcasts import split_broadcast_sources
    from ...passes.gpu_stage_operands import stage_invariant_operands
    stages = num_stages if target.async_copy or target.coopmat else 1
    # (flattening pays where the pipeliner then copies across tiles: asynchronous copies, 2+ stages)
    if flatten and target.async_copy and stages >= 2 and sum(flatten_loops(func) for func in module.funcs().values()):
        canonicalize(module)  # (the nest's copy for an empty inner loop rearranges constant sums)
    for func in module.funcs().values():
        split_broadcast_sources(func)  # (an index row broadcast to two shapes ties no layouts together)
    assign_layouts(module, target, num_warps=num_warps)
    pipeline_loops(module, stages, registers=not target.async_copy, target=target,  # (stages 1: hints dropped)
                   num_threads=num_warps * target.warp_size)
    for func in module.funcs().values():
        stage_invariant_operands(func, target, num_warps)
    dce(module)
    verify(module)
    return module


def make_ttgir(src, metadata: dict, options, target: GPUTarget) -> str:
    """ttir text -> ttgir text (`ttgir_passes` with the options' num_warps and num_stages)."""
    from ...ir import parse_ir, print_ir, remember
    module = parse_ir(src) if isinstance(src, str) else src
    ttgir_passes(module, target, options.num_warps, getattr(options, "num_stages", 1),
                 flatten=getattr(options, "flatten_loops", False))
    # make_llir copies the module behind this text instead of parsing it again (an edited ttgir from
    # TRITIUM_OVERRIDE_DIR is another text, and is parsed)
    return remember(print_ir(module, with_locs=True), module)


def make_llir(src, metadata: dict, options, target: GPUTarget) -> str:
    """ttgir text -> the kernel's per-thread program, rendered by `target.render(func, meta, options)`
    (LLVM IR for NVPTX and for OpenCL SPIR-V)."""
    from ...ir import parse_ir
    from .lowering import lower_kernel
    module = parse_ir(src) if isinstance(src, str) else src
    func, meta = lower_kernel(module, target.warp_size, target.stmatrix)
    metadata.update(meta)
    metadata["name"] = func.attrs["sym_name"]
    return target.render(func, meta, options)


__all__ = ["GPUTarget", "make_ttgir", "make_llir", "ttgir_passes"]
