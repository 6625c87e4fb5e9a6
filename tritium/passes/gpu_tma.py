"""TMA copies for the software pipeline (NVIDIA sm_90a), where a staged tile is a descriptor's box.

Why: a cp.async stage costs every thread an address, a predicate and a 16-byte copy instruction per
run of the tile (registers and issue slots the MMAs need), while a TMA copy is one instruction of
one thread for the whole box, with the bounds checked by the hardware. Triton copies the tiles of
`TensorDescriptor` arguments this way on Hopper.

What: the frontend marks a load of a host `TensorDescriptor`, of a descriptor the kernel makes
(`tl.make_tensor_descriptor`), or of a block pointer checked in every dimension (which reads and
writes as the descriptor made from its parts does), with a `tt.descriptor_load` hint (backend
option `tma_descriptors`) naming the descriptor's parts and the box's offsets. A made descriptor
qualifies where its parts are arithmetic of the kernel's arguments (`descriptor_recipe`: the
launcher evaluates them).
Where the pipeliner stages such a tile for warpgroup MMAs (a layout wgmma reads through a
descriptor: rows of W = 128, 64 or 32 bytes, swizzled as TMA's W-byte mode writes them, panels of W
bytes a row side by side), `tma_plan` gives what its copies need, and `map_param` adds the kernel
parameter holding the tensor map of that descriptor and box (`!ttng.tensormap`, recorded in the
function's `tma_maps` for the launcher, which encodes it from the TensorDescriptor argument:
backends/cuda/tma.py). The pipeliner then issues `ttng.async_tma_copy_global_to_local` (one thread:
the stage's mbarrier expects the box's bytes, one bulk tensor copy per panel) and waits on the
stage's mbarrier instead of a cp.async group. A tile loaded once for warpgroup dots (attention's
`q`) is one such copy into a buffer the wgmmas read as A (`tma_single_loads`); a store through such
a descriptor goes through a shared buffer in the box's layout and one TMA store (`tma_stores`).
Hints not used are dropped (`drop_hints`): the pointer tile they mark is what runs.
"""
from __future__ import annotations

from ..ir.builder import Inserter
from ..ir.layouts import SwizzledShared
from ..ir.types import TensorMapType
from .axis_info import pointee_bytes, pow2_factor


def host_descriptor_arg(func, hint) -> int | None:
    """Index of the kernel parameter that is the base pointer of the host TensorDescriptor the
    hint's tile comes from (its shape and strides the parameters after it, as the signature expands
    a descriptor), else None (a descriptor made in the kernel, or parts passed around)."""
    args = func.body.args
    base = hint.operands[1]
    if base not in args:
        return None
    k = args.index(base)
    r = len(hint.attrs["block"])
    parts = hint.operands[2:2 + r + r - 1]
    if k + len(parts) >= len(args) or any(p is not args[k + 1 + i] for i, p in enumerate(parts)):
        return None
    return k


def mappable(func, arg: int) -> bool:
    """Whether the specialisation promises that every descriptor this kernel is launched with at
    parameter `arg` is one cuTensorMapEncodeTiled accepts (a 16-byte aligned base, positive sizes,
    positive strides of multiples of 16 bytes): the `tensor_map` fact, recorded as the kernel's
    `tt.tensor_maps` (compiler.TENSOR_MAP). Another descriptor keeps its pointer tiles; the fact is
    part of the cache key, so a kernel compiled with a map never meets a descriptor without one."""
    return arg in (func.attrs.get("tt.tensor_maps") or ())


def descriptor_source(func, hint):
    """Where the launcher finds the parts of the hint's descriptor for its tensor map: the base
    parameter of a mappable host descriptor (an int), or the recipe (backends/cuda/tma.py) of a
    descriptor the kernel makes from its arguments whose base the specialisation promises 16-byte
    aligned and whose strides (but the last) multiples of 16 bytes; else None (pointer tiles)."""
    if hint.attrs.get("last_stride"):  # (a descriptor the kernel made)
        return descriptor_recipe(func, hint)
    arg = host_descriptor_arg(func, hint)
    return arg if arg is not None and mappable(func, arg) else None


def descriptor_recipe(func, hint) -> list | None:
    """The recipe of a `tl.make_tensor_descriptor` (or a checked block pointer) whose base, shape
    and strides are integer arithmetic of the kernel's arguments and constants (so the same in
    every program, and known to the launcher), its last stride the constant 1, with the alignment a
    tensor map needs guaranteed by the specialisation's divisibility facts; else None. Sizes are
    checked at launch (a zero dimension: the launch runs the kernel compiled without TMA). The
    hint's operands: the tile, base, shape, all strides (attr `last_stride`), the offsets."""
    args = func.body.args
    div = func.attrs.get("tt.divisibility") or [1] * len(args)
    r = len(hint.attrs["block"])
    elt = hint.result.type.element
    size = max(1, elt.bits // 8)

    def expr(v, depth=0):
        """(recipe expression, a power of two dividing it) of scalar value v, or None."""
        if depth > 32:
            return None
        if v in args:
            k = args.index(v)
            return ["arg", k], max(1, int(div[k]) if k < len(div) else 1)
        o = v.owner
        if o is None or v.type.is_tensor():
            return None
        n, ops = o.name, o.operands
        if n == "arith.constant" and isinstance(o.attrs.get("value"), int) and not isinstance(o.attrs["value"], bool):
            c = int(o.attrs["value"])
            return ["const", c], pow2_factor(c)
        sub = [expr(x, depth + 1) for x in ops]
        if any(x is None for x in sub):
            return None
        bits = getattr(v.type, "bits", None)
        if n in _ARITH and bits:
            (ea, da), (eb, db) = sub
            d = da * db if n == "arith.muli" else min(da, db)
            return [_ARITH[n], bits, ea, eb], min(d, 1 << 30)
        if n == "arith.extsi":
            return sub[0]
        if n == "arith.extui" and getattr(ops[0].type, "bits", None):
            return ["zext", ops[0].type.bits, sub[0][0]], sub[0][1]
        if n == "arith.trunci" and bits:
            return ["wrap", bits, sub[0][0]], min(sub[0][1], 1 << bits)
        if n == "tt.addptr":
            (ep, dp), (eo, do) = sub
            es = pointee_bytes(v.type)
            return ["ptr", es, ep, eo], min(dp, do * es)
        return None

    parts = [expr(x) for x in hint.operands[1:2 + r + r]]  # base, shape, strides (the last one too)
    if any(p is None for p in parts) or parts[-1][0] != ["const", 1]:  # (TMA's innermost stride is 1)
        return None
    (base, dbase), shape, strides = parts[0], parts[1:1 + r], parts[1 + r:-1]
    if dbase % 16 or any(d * size % 16 for _, d in strides):
        return None
    return ["made", str(elt), base, [e for e, _ in shape], [e for e, _ in strides]]


_ARITH = {"arith.addi": "add", "arith.subi": "sub", "arith.muli": "mul"}


def tma_plan(func, hint, stage_layout, target) -> dict | None:
    """What TMA copies of the hint's tile into a stage of `stage_layout` need, or None where TMA
    cannot write that layout: {arg, block, box, panels, swizzle, elem_bytes, dtype, padding}."""
    if not getattr(target, "tma", False) or len(hint.attrs.get("block", ())) != 2:
        return None
    arg = descriptor_source(func, hint)
    if arg is None:
        return None
    t = hint.result.type
    size = max(1, t.element.bits // 8)
    rows, cols = t.shape
    if size not in (1, 2, 4) or stage_layout != SwizzledShared.for_wgmma((rows, cols), size):
        return None
    row_bytes = cols * size
    width = next(w for w in (128, 64, 32) if row_bytes % w == 0)  # (for_wgmma's panel width)
    if rows > 256:
        return None
    return {"arg": arg, "block": [rows, cols], "box": [rows, width // size], "panels": row_bytes // width,
            "swizzle": width, "elem_bytes": size, "dtype": str(t.element), "padding": hint.attrs.get("padding", "zero")}


def map_param(func, plan: dict):
    """The kernel parameter holding the tensor map for `plan` (one per descriptor and box), added
    after the others; func.attrs['tma_maps'] lists them in order: [descriptor's base parameter,
    rows, columns of the box, swizzle bytes, padding]."""
    maps = func.attrs.setdefault("tma_maps", [])
    entry = [plan["arg"], plan["box"][0], plan["box"][1], plan["swizzle"], plan["padding"]]
    for i, m in enumerate(maps):
        if list(m) == entry:
            return _map_args(func)[i]
    maps.append(entry)
    func.body.add_arg(TensorMapType())
    return _map_args(func)[-1]


def _map_args(func) -> list:
    return [a for a in func.body.args if isinstance(a.type, TensorMapType)]


def tma_stores(func, target) -> None:
    """A host descriptor's `store` (a `tt.descriptor_store` hint whose tile a `tt.store` writes,
    directly or through a layout conversion) becomes, on a target with TMA: the tile written into a
    shared buffer laid out as TMA reads a box of that shape (`ttg.local_store`), a proxy fence and a
    barrier, and a TMA store of the box (one thread, which waits until the copy has read the
    buffer), then a barrier. In a loop the buffer is allocated before the outermost one and the
    wait moves: before the next write of the buffer (then a barrier) and after the loop. The
    masked store of its pointer tile goes."""
    if not getattr(target, "tma", False):
        return
    from ..ir.types import MemDescType, i32
    for st in [o for o in func.body.walk() if o.name == "tt.store"]:
        v = st.operands[1]
        cv = v.owner if getattr(v.owner, "name", None) == "ttg.convert_layout" else None
        h = (cv.operands[0] if cv is not None else v).owner
        if getattr(h, "name", None) != "tt.descriptor_store" or len(st.operands) > 3:
            continue
        users = [u for u in func.body.walk() if h.result in u.operands]
        t = h.result.type
        size = max(1, t.element.bits // 8)
        lay = SwizzledShared.for_wgmma(t.shape, size) if len(t.shape) == 2 else None
        plan = tma_plan(func, h, lay, target) if lay is not None and users == [cv or st] else None
        if plan is None:
            continue
        at = Inserter(st.parent, st.parent.ops.index(st), st.loc)
        loop = _outermost_loop(func, st)
        # in a loop (a persistent kernel's tile loop) the buffer lives across it and the store's
        # wait moves to the next write of the buffer (and after the loop): the copy reads it while
        # the next tile's K loop runs, instead of every thread waiting for it at each tile's end
        alloc_at = Inserter(loop.parent, loop.parent.ops.index(loop), st.loc) if loop is not None else at
        buf = alloc_at.value("ttg.local_alloc", [], MemDescType((1,) + tuple(t.shape), t.element, lay))
        zero = alloc_at.value("arith.constant", [], i32, value=0)
        if loop is not None:
            at.create("ttng.async_tma_store_wait", [buf])  # (the previous tile's store has read it)
            at.create("tt.debug_barrier", [])
        at.create("ttg.local_store", [h.operands[0], buf, zero])
        at.create("ttng.fence_async_shared", [])
        at.create("tt.debug_barrier", [])
        at.create("ttng.async_tma_copy_local_to_global", [map_param(func, plan), buf, zero] + list(h.operands[-2:]), [],
                  {"box": list(plan["box"]), "panels": plan["panels"], "wait": loop is None})
        if loop is None:
            at.create("tt.debug_barrier", [])  # (the buffer's bytes may be another buffer's after this)
        else:
            Inserter(loop.parent, loop.parent.ops.index(loop) + 1, st.loc).create("ttng.async_tma_store_wait", [buf])
        st.parent.ops.remove(st)
        if cv is not None:
            cv.parent.ops.remove(cv)
        h.parent.ops.remove(h)


def _outermost_loop(func, op):
    """The outermost `scf.for` around `op` (None where it is in none, or one of its enclosing
    ops is another loop or region op than scf.for / scf.if)."""
    out, o = None, op
    while o.parent is not func.body:
        o = o.parent.parent  # (the op whose region holds o's block)
        if o is None or o.name not in ("scf.for", "scf.if"):
            return None
        if o.name == "scf.for":
            out = o
    return out


def tma_single_loads(func, target, num_threads: int = 128) -> None:
    """A descriptor's tile loaded outside the pipelined loops (attention's `q`) and read only by
    warpgroup dots: one TMA copy into a buffer laid out as wgmma reads it, waited for on its own
    mbarrier. Dots in loops read it back into registers once, after the wait (wgmma's A from
    registers), unless their loops would run out of registers (gpu_stage_operands.worth_staging,
    the rule for pointer-loaded tiles): then, and for dots outside loops, wgmma reads A from the
    buffer through descriptors every time. The load and its pointer tile go."""
    if not getattr(target, "tma", False):
        return
    from ..ir.layouts import DotOperand, is_warpgroup_mma
    from ..ir.types import MemDescType, i1, i32, i64
    from .gpu_pipeline import _shared_layout
    for h in [o for o in func.body.walk() if o.name == "tt.descriptor_load"]:
        users = [u for u in func.body.walk() if h.result in u.operands]
        if not users or not all(u.name == "ttg.convert_layout" and isinstance(u.result.type.layout, DotOperand) and
                                is_warpgroup_mma(u.result.type.layout.parent) and
                                all(w.name == "tt.dot" for w in func.body.walk() if u.result in w.operands)
                                for u in users):
            continue
        t = h.result.type
        lay = _shared_layout(t, users[0].result.type.layout)
        plan = tma_plan(func, h, lay, target)
        load = h.operands[0].owner
        if plan is None or [u for u in func.body.walk() if load.result in u.operands] != [h]:
            continue
        block = h.parent
        at = Inserter(block, block.ops.index(h), h.loc)
        buf = at.value("ttg.local_alloc", [], MemDescType((1,) + tuple(t.shape), t.element, lay))
        bars = at.value("ttg.local_alloc", [], MemDescType((1,), i64, SwizzledShared(1, 1, 1, (0,))))
        zero = at.value("arith.constant", [], i32, value=0)
        yes = at.value("arith.constant", [], i1, value=1)
        at.create("ttng.init_barriers", [bars], [], {"count": 1})
        at.create("ttng.async_tma_copy_global_to_local", [map_param(func, plan), buf, zero, bars, yes] + list(h.operands[-2:]),
                  [], {"box": list(plan["box"]), "panels": plan["panels"]})
        at.create("ttng.wait_barrier", [bars, zero, zero])
        at.create("ttng.inval_barriers", [bars])
        read_instead(at, func, buf, zero, users, registers=_a_in_registers(func, h.result, users, num_threads))
        for u in users:
            u.parent.ops.remove(u)
        block.ops.remove(h)
        load.parent.ops.remove(load)


def _a_in_registers(func, tile, conversions, num_threads: int) -> bool:
    """Whether the warpgroup dots reading `tile` through `conversions` should take it from registers:
    each of them in a loop `tile` is defined outside of, none of those loops short of registers."""
    from .gpu_stage_operands import chosen, outer_loop
    if any(cv.result.type.layout.op_idx != 0 for cv in conversions):
        return False  # (a B operand: wgmma reads B from shared memory only)
    readers = [w for cv in conversions for w in func.body.walk() if cv.result in w.operands]
    loops = {outer_loop(w, tile) for w in readers}
    return bool(readers) and None not in loops and not chosen({tile: loops}, num_threads)


def read_instead(at: Inserter, func, buf, slot, conversions, registers: bool = False) -> None:
    """The readers of each layout conversion read stage `slot` of shared buffer `buf` instead: one
    `ttg.local_load` a result type, made at `at` (the conversions stay, for the caller to remove);
    `registers`: read into registers there (attr `registers`), where a warpgroup dot would
    otherwise read its A operand from the buffer each time it runs."""
    from ..ir.core import replace_all_uses
    reads = {}
    for cv in conversions:
        x = reads.get(cv.result.type)
        if x is None:
            x = reads[cv.result.type] = at.value("ttg.local_load", [buf, slot], cv.result.type,
                                                  **({"registers": True} if registers else {}))
        replace_all_uses(func.body, cv.result, x)


def drop_hints(block) -> None:
    """Replace every `tt.descriptor_load` / `tt.descriptor_store` hint left in `block` (and nested
    regions) by the tile it describes: the load or store it marks stays what runs."""
    hints = [o for o in block.walk() if o.name in ("tt.descriptor_load", "tt.descriptor_store")]
    for h in hints:
        drop_hint(block, h)


def drop_hint(block, h) -> None:
    tile = h.operands[0]
    for w in block.walk():
        w.operands = [tile if v is h.result else v for v in w.operands]
    h.parent.ops.remove(h)
