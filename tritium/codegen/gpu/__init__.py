"""The GPU half of the compiler, shared by every GPU backend.

    ttir --(passes/gpu_layouts: layouts)--> ttgir --(lowering: SIMT)--> per-thread program --(renderer)--> target code

`make_ttgir` and `make_llir` are the backends' stage functions; a backend passes its options (num_warps)
and target. Today's renderer is NVPTX (nvptx.py over render_llvm.py).
"""
from __future__ import annotations

# the module behind the last ttgir text made here: make_llir takes it instead of parsing the text
# again (an edited ttgir from TRITIUM_OVERRIDE_DIR is a different text, and is parsed)
_last: dict = {}


def make_ttgir(src, metadata: dict, options, target) -> str:
    """ttir text -> ttgir text: every tile gets a layout for `options.num_warps` warps."""
    from ...ir import parse_ir, print_ir, verify
    from ...passes import dce
    from ...passes.gpu_layouts import _arch_number, assign_layouts
    from ...passes.gpu_pipeline import pipeline_loops
    module = parse_ir(src) if isinstance(src, str) else src
    arch = target.arch if target else 90
    assign_layouts(module, num_warps=options.num_warps, warp_size=32, arch=arch)
    if _arch_number(arch) >= 80:  # cp.async
        pipeline_loops(module, getattr(options, "num_stages", 1))
    dce(module)
    verify(module)
    text = print_ir(module, with_locs=True)
    _last.clear()
    _last[text] = module
    return text


def make_llir(src, metadata: dict, options, target) -> str:
    """ttgir text -> LLVM IR text of the kernel for NVPTX (the per-thread program, rendered)."""
    from ...ir import parse_ir
    from .lowering import lower_kernel
    from .nvptx import render
    module = _last.pop(src, None) if isinstance(src, str) else src
    if module is None:
        module = parse_ir(src)
    func, meta = lower_kernel(module)
    metadata.update(meta)
    metadata["name"] = func.attrs["sym_name"]
    return render(func, meta["num_warps"], getattr(options, "maxnreg", None))
