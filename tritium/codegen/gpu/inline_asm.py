"""tt.elementwise_inline_asm -> gpu.inline_asm, one per run of `pack` elements of each thread.

The op's operands and results share one layout (one class in the layout pass, which also gives each
thread at least `pack` consecutive elements), so register k of every operand and result is the same
element. Each gpu.inline_asm takes the `pack` scalars of every operand (operand by operand) and gives
`pack` scalars of every result; the renderer packs narrow ones into registers as Triton does.
"""
from __future__ import annotations

from .control_flow import packed_runs
from .lowering import SIMTLowering, handles


@handles("tt.elementwise_inline_asm")
def _inline_asm(L: SIMTLowering, o):
    pack = o.attrs.get("packed_element", 1)
    tiled = o.results[0].type.is_tensor()
    runs = packed_runs(L, o.results[0], pack, "tl.inline_asm_elementwise") if tiled else 1
    ins = [L.regs(v) if v.type.is_tensor() else [L.scalar(v)] for v in o.operands]
    elts = [r.type.element if tiled else r.type for r in o.results]
    outs = [[] for _ in o.results]
    attrs = {k: o.attrs[k] for k in ("asm_string", "constraints", "pure", "packed_element")}
    for k in range(runs):
        args = [regs[k * pack + j] for regs in ins for j in range(pack)]
        new = L.op("gpu.inline_asm", args, [t for t in elts for _ in range(pack)], **attrs)
        for i, out in enumerate(outs):
            out += list(new.results[i * pack:(i + 1) * pack])
    for r, regs in zip(o.results, outs):
        L.env[r] = regs if tiled else regs[0]
