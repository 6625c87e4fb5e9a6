"""Layout assignment: `ttir` -> `ttgir`. Gives every tile a layout (which thread holds which element)
and inserts `ttg.convert_layout` where two ops need different ones.

How. (passes/gpu_split_broadcasts.py runs first: an index tile broadcast to several shapes gets a
copy per shape, so that it ties no unrelated tiles together.) Values that must share a layout
(operands and results of elementwise ops, a load's pointers, mask and result, a loop's
init/argument/yield/result, a broadcast's operand and result) are put in one class (union-find);
each class then gets one layout, chosen in order of decreasing rank, so that the layout of a 1-D
class can be derived from the 2-D class it feeds:
  1. a class holding a `tt.dot` accumulator: the MMA layout (fp16/bf16 or tf32 operands, where the
     target description offers mma.sync; Hopper's warpgroup layout where it offers wgmma) or a blocked layout for the FMA loop; on a target with
     Vulkan cooperative matrices, a blocked layout for the class and the `CoopMat` layout for the
     accumulator chain inside it (the dots, the loops and branches carrying their sums, the
     constants starting them and fp16 roundings of them): those matrices are opaque, so every
     other op on them reads a copy converted to the blocked layout;
  2. a class that feeds `expand_dims` (or comes out of a reduction): the slice of the class it
     expands into (or is reduced from), so expand_dims, broadcasts and reductions move no data;
  3. a class with memory accesses: a blocked layout whose per-thread run is as long as the axis
     analysis proves contiguous and aligned, up to 16 bytes (coalesced, vectorised accesses);
  4. otherwise the default blocked layout.
Where an op still needs another layout (a second expand_dims of the same values, dot operands,
a reduction result that joined another class), the value is rematerialised in that layout when it
is cheap to recompute (make_range, splat, constants and elementwise ops of those), else converted.
What the hardware offers (warp size, matrix instructions) comes from the target description
(`codegen/gpu/target.py`), so the pass is the same for every GPU backend.
"""
from __future__ import annotations

from ..ir.core import Elementwise, Operation, Value
from ..ir.layouts import Blocked, CoopMat, DotOperand, Linear, Mma, Slice, default_blocked, permuted, reshaped, split_half
from ..ir.ops import ConvertLayout
from ..ir.types import TensorType, with_layout
from . import axis_info
from .gpu_stage_operands import chosen, outer_loop


class _Classes:
    """Union-find over tile values."""

    def __init__(self):
        self.parent: dict = {}

    def find(self, v):
        p = self.parent.setdefault(v, v)
        while p is not self.parent.setdefault(p, p):
            self.parent[p] = self.parent[self.parent[p]]
            p = self.parent[p]
        return p

    def union(self, *vs):
        vs = [v for v in vs if v.type.is_tensor()]
        for v in vs[1:]:
            a, b = self.find(vs[0]), self.find(v)
            if a is not b:
                self.parent[b] = a


_REMAT = {"tt.make_range", "arith.constant", "tt.splat", "tt.expand_dims", "tt.broadcast"}


# fp8 formats whose every value is an fp16 value: their dots run on the fp16 tensor cores, each
# operand register widened first (exact; the products and fp32 sums are the fp8 dot's)
FP8_AS_F16 = ("f8E4M3FN", "f8E5M2")


def mma_eligible(o: Operation, target) -> bool:
    """Tensor cores (a target with mma.sync): fp16/bf16 operands (m16n8k16; fp8 ones widened to
    fp16), or fp32 ones with input_precision tf32 (m16n8k8, whose operands the hardware truncates to
    tf32, as the interpreter does), fp32 sums; or int8 operands with int32 sums (m16n8k32, sums
    wrapping as the interpreter's do)."""
    a, b, c = (v.type for v in o.operands)
    if len(c.shape) != 2 or target.mma != "mma_sync":
        return False
    ea, eb = str(a.element), str(b.element)
    if ea != eb or c.shape[0] < 16 or c.shape[1] < 8:
        return False
    if str(c.element) == "i32":
        return ea == "i8" and a.shape[1] >= 32
    if str(c.element) != "f32":
        return False
    if ea in ("f16", "bf16") or ea in FP8_AS_F16:
        return a.shape[1] >= 16
    return ea == "f32" and o.attrs.get("input_precision") == "tf32" and a.shape[1] >= 8


def wgmma_eligible(o: Operation, target, num_warps: int) -> bool:
    """Hopper's warpgroup MMA (m64nNk16 fp16/bf16, m64nNk32 fp8, m64nNk8 tf32 operands, fp32 sums; m64nNk32
    int8, int32 sums): every warp of a warpgroup
    takes 16 rows of a 64-row slab, all warps along M (wgmma_warps), so M must fill them."""
    if not getattr(target, "wgmma", False) or not mma_eligible(o, target) or num_warps % 4:
        return False
    a, b, c = (v.type for v in o.operands)
    # (one instruction's K is 32 bytes; fp32 operands only with input_precision tf32: mma_eligible)
    return str(a.element) in target.wgmma and c.shape[0] % (16 * num_warps) == 0 and c.shape[1] % 8 == 0 and \
        a.shape[1] % (32 // max(1, a.element.bits // 8)) == 0


def coopmat_eligible(o: Operation, target) -> bool:
    """Vulkan cooperative matrices (16x16x16 steps): fp16 operands, fp32 sums, whole tiles."""
    a, b, c = (v.type for v in o.operands)
    return bool(getattr(target, "coopmat", False)) and len(c.shape) == 2 and str(c.element) == "f32" and \
        str(a.element) == str(b.element) == "f16" and c.shape[0] % 16 == 0 and c.shape[1] % 16 == 0 and \
        a.shape[1] % 16 == 0


def coopmat_warps(shape, num_warps: int) -> tuple:
    """Warps over the [M, N] tiles of 16x16, splitting the longer side of a warp's block first; with
    fewer tiles than warps, the rest hold copies."""
    wm = wn = 1
    while wm * wn < num_warps:
        rows, cols = shape[0] // (16 * wm), shape[1] // (16 * wn)
        if rows >= cols and rows > 1:
            wm *= 2
        elif cols > 1:
            wn *= 2
        else:
            break
    return (wm, wn)


def k_width(t) -> int:
    """Consecutive K elements an mma operand register holds: 2 for 16-bit types (and fp8, widened
    to fp16), 1 for tf32, 4 for int8 (m16n8k32)."""
    if t.element.bits == 8 and t.element.is_int():
        return 4
    return 1 if t.element.bits == 32 else 2


def mma_warps(shape, num_warps: int) -> tuple:
    """Warps over the [M, N] accumulator: along M while M has more 16-row tiles per warp, else N."""
    wm = wn = 1
    while wm * wn < num_warps:
        if shape[0] // (16 * wm) >= shape[1] // (8 * wn) and shape[0] // (16 * wm) > 1:
            wm *= 2
        elif shape[1] // (8 * wn) > 1:
            wn *= 2
        else:
            wm *= 2
    return (wm, wn)


class LayoutAssignment:
    def __init__(self, func, num_warps: int, target):
        self.func, self.num_warps, self.target = func, num_warps, target
        self.warp_size = target.warp_size
        self.classes = _Classes()
        self.info = axis_info.analyze(func)
        self.info0 = axis_info.analyze(func, axis=0)  # (tiles contiguous down their columns)
        self.column_major: set = set()  # class roots whose accesses run down the first axis
        self.a_tiles = None  # the loads whose tiles gpu_stage_operands will stage for warpgroup dots
        self.layout: dict = {}  # class root -> Layout
        self.vec: dict = {}  # class root -> best per-thread run of its memory accesses
        self.expands: dict = {}  # class root -> [(axis, result value)] of expand_dims it feeds
        self.reduced: dict = {}  # class root -> (axis, operand value) of the reduction producing it
        self.dots: dict = {}  # class root -> the dots whose accumulators it holds
        self.carried = _Classes()  # the accumulator chains: dot sums and what loops and branches carry
        self.coopmat: dict = {}  # value of an accumulator chain -> its CoopMat layout
        self.plain: set = set()  # class roots whose layout nothing asked for (the default branch of pick)
        self.derived: dict = {}  # class root -> the Linear layout `derive` gave it

    # ------------------------------------------------------------ 1. classes
    def collect(self, block):
        C = self.classes
        for o in block.ops:
            n = o.name
            for r in o.results:
                if r.type.is_tensor():
                    C.find(r)
            if o.has_trait(Elementwise) or n in ("tt.multiple_of", "tt.max_contiguous", "tt.broadcast",
                                                 "tt.load", "tt.store", "tt.atomic_rmw", "tt.atomic_cas"):
                # a uniform tile (a splat or scalar constant, which common-subexpression elimination
                # shares between unrelated uses: one `other=0.0` for two loads) joins no class: it
                # is rebuilt in each user's layout (rewrite), so it cannot tie their layouts together
                C.union(*[x for x in o.operands if not _uniform(x)], *o.results)
            elif n == "scf.for":
                body = o.regions[0]
                for init, arg, y, r in zip(o.operands[3:], body.args[1:], body.terminator.operands, o.results):
                    C.union(init, arg, y, r)
                    self.carried.union(init, arg, y, r)
            elif n == "scf.if":
                then, other = o.regions
                for i, r in enumerate(o.results):
                    C.union(r, then.terminator.operands[i], other.terminator.operands[i])
                    self.carried.union(r, then.terminator.operands[i], other.terminator.operands[i])
            elif n == "scf.while":
                before, after = o.regions
                cond = before.terminator
                for init, arg, y in zip(o.operands, before.args, after.terminator.operands):
                    C.union(init, arg, y)
                for c, a, r in zip(cond.operands[1:], after.args, o.results):
                    C.union(c, a, r)
            elif n in ("tt.scan", "tt.map_elementwise", "tt.elementwise_inline_asm"):  # element i in one thread
                C.union(*[v for v in list(o.operands) + list(o.results) if v.type.is_tensor()])
            elif n == "tt.reduce":
                C.union(*o.operands)
                C.union(*o.results)
            elif n == "tt.dot":
                C.union(o.operands[2], o.result)
                self.carried.union(o.operands[2], o.result)
            elif n in ("tt.descriptor_load", "tt.descriptor_store"):  # (the tile it describes, unchanged)
                C.union(o.operands[0], o.result)
            for region in o.regions:
                self.collect(region)

    def notes(self, block):
        """What each class is asked for: memory runs, expand_dims, reductions, dots."""
        C = self.classes
        widest = {}  # class root -> (elements, runs down columns) of its largest load or store
        for o in block.walk():
            n = o.name
            if n in ("tt.load", "tt.store", "tt.atomic_rmw", "tt.atomic_cas") and o.operands[0].type.is_tensor():
                root = C.find(o.operands[0])
                run, run0 = self.memory_run(o.operands[0]), self.memory_run(o.operands[0], self.info0, 0)
                if run0 > run and run0 > self.vec.get(root, 1) and n in ("tt.load", "tt.store"):
                    self.column_major.add(root)  # (a transposed operand: vectorised down its columns)
                    run = run0
                self.vec[root] = max(self.vec.get(root, 1), run)
                if n in ("tt.load", "tt.store") and o.operands[0].type.numel > widest.get(root, (0,))[0]:
                    widest[root] = (o.operands[0].type.numel, run0 == run and self.runs_down_columns(o.operands[0]))
            elif n in ("tt.map_elementwise", "tt.elementwise_inline_asm") and o.results[0].type.is_tensor():
                pack = o.attrs.get("pack", o.attrs.get("packed_element", 1))  # `pack` consecutive elements a thread
                root = C.find(o.results[0])
                self.vec[root] = max(self.vec.get(root, 1), pack)
            elif n == "tt.expand_dims":
                self.expands.setdefault(C.find(o.operands[0]), []).append((o.attrs["axis"], o.result))
            elif n == "tt.reduce" and o.results[0].type.is_tensor():
                self.reduced.setdefault(C.find(o.results[0]), (o.attrs["axis"], o.operands[0]))
            elif n == "tt.dot":
                self.dots.setdefault(C.find(o.result), []).append(o)
        # A class no access vectorises is ordered as Triton orders a tile, by the contiguity of its
        # largest access: one whose runs go down its columns (`x0 + 77*r0`) puts lanes down them, so
        # a reduction along its rows stays in each thread and its stores are not repeated.
        self.column_major |= {r for r, (_, down) in widest.items() if down and self.vec.get(r, 1) == 1}

    def runs_down_columns(self, ptr: Value) -> bool:
        """Whether a tile of 2 or more dimensions is longer contiguous down its first axis than
        along its last."""
        a, a0 = self.info.get(ptr), self.info0.get(ptr)
        return len(ptr.type.shape) > 1 and a is not None and a0 is not None and a0.contiguity > a.contiguity

    def memory_run(self, ptr: Value, info_by_value=None, axis: int = -1) -> int:
        """Elements per thread for 16-byte accesses that the axis analysis allows (along the last
        axis, or along the first with the analysis along it)."""
        t = ptr.type
        if axis == 0 and len(t.shape) < 2:
            return 1
        info = (info_by_value or self.info).get(ptr)
        if info is None:
            return 1
        size = max(1, t.element.pointee.bits // 8) if not t.element.pointee.is_ptr() else 8
        run = min(info.contiguity, max(1, info.divisibility // size), max(1, 16 // size))
        threads = self.num_warps * self.warp_size
        run = min(run, max(1, t.numel // threads))
        p = 1
        while p * 2 <= run:
            p *= 2
        return p

    # ------------------------------------------------------------ 2. choose
    def choose(self):
        roots = {}  # class -> its largest tile (broadcasts put several shapes in one class)
        for v in list(self.classes.parent):
            r = self.classes.find(v)
            if r not in roots or (len(v.type.shape), v.type.numel) > (len(roots[r].type.shape), roots[r].type.numel):
                roots[r] = v
        order = sorted(roots, key=lambda r: (-len(roots[r].type.shape), -roots[r].type.numel))
        for root in order:
            self.layout[root] = self.derived.get(root) or self.pick(root, roots[root])
        if not self.derived and self.derive():  # (then the classes sliced from those again)
            self.choose()

    def derive(self) -> bool:
        """Reshapes, transposes and splits of a tensor-core accumulator (tutorial 09's subtiled
        epilogue: reshape, permute, split in two): a result class nothing else asks a layout of
        takes the accumulator's layout seen through the op (ir/layouts.reshaped, permuted,
        split_half), so the op only renames registers (lowering.moved_or_exchanged),
        as Triton's linear layouts let it, and the halves leave through one
        conversion each at their stores (`coalesced`) instead of three of the whole tile.
        Whether any class changed."""
        shapes: dict = {}
        for v in self.classes.parent:
            shapes.setdefault(self.classes.find(v), set()).add(tuple(v.type.shape))
        for o in self.func.body.walk():
            if o.name not in ("tt.reshape", "tt.trans", "tt.split"):
                continue
            x = o.operands[0]
            src = self.derived.get(self.classes.find(x)) or self.layout.get(self.classes.find(x))
            if not isinstance(src, (Mma, Linear)):  # (every Linear layout is one derive made)
                continue
            S = src.to_linear(x.type.shape)
            for r in o.results:
                root = self.classes.find(r)
                want = tuple(r.type.shape)  # (and broadcasts' operands: that shape with dimensions of 1)
                if root not in self.plain or root in self.derived or \
                        any(len(sh) != len(want) or any(n not in (1, m) for n, m in zip(sh, want)) for sh in shapes[root]):
                    continue
                if o.name == "tt.reshape":
                    D = reshaped(S, r.type.shape)
                elif o.name == "tt.trans":
                    D = permuted(S, o.attrs["order"])
                else:
                    D = split_half(S)
                if D is not None:
                    self.derived[root] = Linear.of(D)
        return bool(self.derived)

    def pick(self, root, v):
        shape = v.type.shape
        dots = self.dots.get(root)
        if dots:  # tensor cores only when every dot of the class can use them
            if all(wgmma_eligible(d, self.target, self.num_warps) and self.b_for_wgmma(d) for d in dots):
                # (the lowering runs a dot as wgmma where the pipeline stages both operands in shared
                # memory; others run mma.sync, which this layout serves too)
                return Mma((self.num_warps, 1), version=3)
            if all(mma_eligible(d, self.target) for d in dots):
                return Mma(mma_warps(shape, self.num_warps))
            acc_shape = dots[0].result.type.shape  # (a broadcast can put larger tiles in the class)
            if all(coopmat_eligible(d, self.target) and d.result.type.shape == acc_shape for d in dots):
                self.chain_coopmat(dots, CoopMat(coopmat_warps(acc_shape, self.num_warps)))
                return default_blocked(shape, self.num_warps, self.warp_size, vec=self.vec.get(root, 1))
            return default_blocked(shape, self.num_warps, self.warp_size)
        best = None
        for axis, res in self.expands.get(root, ()):
            L = self.layout.get(self.classes.find(res))
            if L is not None and (best is None or res.type.numel > best[0]):
                best = (res.type.numel, Slice(axis, L))
        if best is not None:
            return best[1]
        red = self.reduced.get(root)
        if red is not None:
            L = self.layout.get(self.classes.find(red[1]))
            if L is not None:
                return Slice(red[0], L)
        order = tuple(range(len(shape))) if root in self.column_major and len(shape) > 1 else None
        self.plain.add(root)
        return default_blocked(shape, self.num_warps, self.warp_size, vec=self.vec.get(root, 1), order=order)

    def b_for_wgmma(self, d: Operation) -> bool:
        """Whether wgmma can read dot `d`'s B: a 16-bit B in either order; an 8- or 32-bit one only
        K-major (wgmma transposes 16-bit operands only), i.e. loaded down its columns (staged
        transposed: `x @ W.T`'s W, `b.T`, fp8 attention's V^T) or a transposed tile (`k.T`). Else
        the dot runs as mma.sync, which the ordinary MMA layout's 2-D warp grid serves; the
        warpgroup layout puts every warp along M, each reading all of B (a row-major tf32 B on
        an H100: 96 TFLOP/s that way, 160 on the ordinary layout)."""
        b = d.operands[1]
        if b.type.element.bits == 16:
            return True
        o = b.owner if isinstance(b.owner, Operation) else None
        if o is not None and o.name == "tt.descriptor_load":
            o = o.operands[0].owner if isinstance(o.operands[0].owner, Operation) else None
        if o is None:
            return False
        if o.name == "tt.trans":
            return True
        if o.name == "tt.load" and o.operands[0].type.is_tensor():
            ptr = o.operands[0]
            return self.memory_run(ptr, self.info0, 0) > self.memory_run(ptr)
        return False

    def chain_coopmat(self, dots, layout):
        """The values of the dots' accumulator chains that hold cooperative matrices: dot results,
        what loops and branches carry, splat constants; any other value of a chain (an elementwise
        sum fed back, a loaded initial value) is converted where the chain takes it in."""
        K = self.carried
        chains = {K.find(d.result) for d in dots}
        for v in list(K.parent):
            if K.find(v) not in chains:
                continue
            o = v.owner
            if isinstance(o, Operation):
                ok = o.name in ("tt.dot", "scf.for", "scf.if") or (o.name == "arith.constant" and
                                                                   not isinstance(o.attrs.get("value"), (list, tuple)))
            else:  # a block argument: a loop's carried value (not a scf.while's, whose args are not chained)
                ok = o.parent is not None and getattr(o.parent, "name", None) == "scf.for"
            if ok:
                self.coopmat[v] = layout

    # ------------------------------------------------------------ 3. rewrite
    def rewrite(self):
        for v in list(self.classes.parent):
            v.type = with_layout(v.type, self.coopmat.get(v) or self.layout[self.classes.find(v)])
        if self.coopmat:
            self.convert_coopmat(self.func.body)
        self.rewrite_block(self.func.body)

    def convert_coopmat(self, block):
        """Conversions where a cooperative-matrix chain meets other values: into it (a dot's
        accumulator, what a loop or branch carries) and out of it (every other use)."""
        def match(o, i, want):
            have = getattr(o.operands[i].type, "layout", None)  # (scalars have none)
            if want != have and (isinstance(want, CoopMat) or isinstance(have, CoopMat)):
                self.require(o, i, want)
        for o in list(block.ops):
            n = o.name
            for region in o.regions:
                self.convert_coopmat(region)
            if n == "tt.dot" and isinstance(o.result.type.layout, CoopMat):
                match(o, 2, o.result.type.layout)
                skip = {2}
            elif n == "scf.for":
                body = o.regions[0]
                for k, arg in enumerate(body.args[1:]):
                    match(o, 3 + k, getattr(arg.type, "layout", None))
                    match(body.terminator, k, getattr(arg.type, "layout", None))
                skip = set(range(3, len(o.operands)))
            elif n == "scf.if":
                for region in o.regions:
                    for k, r in enumerate(o.results):
                        match(region.terminator, k, getattr(r.type, "layout", None))
                skip = set()
            else:
                skip = set()
            owner = o.parent.parent if o.parent is not None else None
            if n == "scf.yield" and getattr(owner, "name", None) in ("scf.for", "scf.if"):
                continue  # matched by its loop or branch
            if n == "arith.truncf" and isinstance(o.operands[0].type.layout, CoopMat):
                # an fp16 epilogue rounds the matrices themselves: half the shared memory to convert
                o.result.type = with_layout(o.result.type, o.operands[0].type.layout)
                continue
            for i, v in enumerate(o.operands):
                if i not in skip and isinstance(v.type.layout if v.type.is_tensor() else None, CoopMat):
                    self.require(o, i, self.layout[self.classes.find(v)])

    def rewrite_block(self, block):
        for o in list(block.ops):
            n = o.name
            if n in ("tt.descriptor_load", "tt.descriptor_store"):  # the tile's own layout (a coalesced load may have changed it)
                o.result.type = o.operands[0].type
                continue
            if o.has_trait(Elementwise) or n in ("tt.multiple_of", "tt.max_contiguous", "tt.load", "tt.store",
                                                 "tt.atomic_rmw", "tt.atomic_cas"):
                want = next((getattr(x.type, "layout", None) for x in list(o.results) + list(o.operands)
                             if x.type.is_tensor() and not _uniform(x)), None)
                if want is not None and not isinstance(want, CoopMat):
                    for i, x in enumerate(o.operands):
                        if x.type.is_tensor() and _uniform(x) and x.type.layout != want:
                            self.require(o, i, want)
            if n in ("tt.store", "tt.load") and (wide := self.coalesced(o)) is not None:
                for i, x in enumerate(o.operands):
                    if n == "tt.load" or i != 1:
                        self.require(o, i, wide)
                if n == "tt.store":
                    cv = ConvertLayout([o.operands[1]], [with_layout(o.operands[1].type, wide)], {}, loc=o.loc)
                    _insert_before(o, cv)  # (the value as it is: its sum is no cheap thing to recompute)
                    o.operands[1] = cv.result
                else:  # (its readers, dots and transposes, take operands in any layout)
                    o.result.type = with_layout(o.result.type, wide)
            if n == "tt.expand_dims":
                want = Slice(o.attrs["axis"], o.result.type.layout)
                self.require(o, 0, want)
            elif n == "tt.broadcast":
                src = o.operands[0]
                if not broadcast_free(src.type, o.result.type):
                    self.require(o, 0, o.result.type.layout)
            elif n == "tt.dot" and not isinstance(o.result.type.layout, CoopMat):
                acc = o.result.type.layout
                kw = k_width(o.operands[0].type) if isinstance(acc, Mma) else 2
                # an 8-bit A of a warpgroup MMA: wgmma's own register fragment (four K a register),
                # read from registers where it is not staged (fp8 attention's p and q)
                ka = 4 if isinstance(acc, Mma) and acc.version == 3 and o.operands[0].type.element.bits == 8 else kw
                self.require(o, 0, DotOperand(0, acc, ka))
                self.require(o, 1, DotOperand(1, acc, kw))
            elif n == "tt.reduce" and o.results[0].type.is_tensor():
                want = Slice(o.attrs["axis"], o.operands[0].type.layout)
                for r in o.results:
                    if r.type.layout != want:
                        self.produce_in(o, r, want)
            for region in o.regions:
                self.rewrite_block(region)

    def coalesced(self, o: Operation):
        """A memory op of a tensor-core accumulator's class whose pointers allow longer runs than
        the MMA layout's two elements a thread (its tiles joined that class through index math they
        share, `offs[:, None]`): a blocked layout of 16-byte runs, into which its pointers and mask
        are recomputed (None where they are not cheap to recompute, or the runs are no longer).
        Where it applies (as Triton's coalescing does):
        - a store of 1- or 2-byte sums (a matmul's epilogue): the value is converted through
          shared memory (reusing the dead pipeline stages, passes/buffer_liveness.py), and each
          row leaves in whole 32-byte sectors, not in 4-byte pieces;
        - a load in a loop whose tile only feeds dots (directly or transposed): its conversion to
          the operand layout is one the pipeliner turns into a read of the stage anyway, and its
          copies become 16-byte ones."""
        ptr = o.operands[0]
        if not ptr.type.is_tensor():
            return None
        if o.name == "tt.load" and (cols := self.down_columns(o)) is not None:
            return cols
        if not (isinstance(ptr.type.layout, Mma) or (o.name == "tt.store" and isinstance(ptr.type.layout, Linear))):
            return None  # (a Linear layout here is an accumulator's, derived: its stores coalesce too)
        if o.name == "tt.store":
            if _uniform(o.operands[1]) or o.operands[1].type.element.bits > 16:
                return None
            mask = o.operands[2] if len(o.operands) > 2 else None
        else:
            if not ((self.target.async_copy and getattr(o.parent.parent, "name", None) == "scf.for" or
                     self.read_in_loops(o)) and self.feeds_dots_only(o.result)):
                return None
            mask = o.operands[1] if len(o.operands) > 1 else None
        run = self.memory_run(ptr)
        if mask is not None and mask.type.is_tensor():  # (a mask splits runs it varies in)
            m = self.info.get(mask)
            run = min(run, m.constancy if m is not None else 1)
        if run <= 2:
            return None
        wide = default_blocked(ptr.type.shape, self.num_warps, self.warp_size, vec=run)
        if all(self.cheap_in(x, wide) for i, x in enumerate(o.operands) if not (o.name == "tt.store" and i == 1)):
            return wide
        return None

    def read_in_loops(self, o: Operation) -> bool:
        """Whether load `o`'s tile will be staged in shared memory once, before the loops that read
        it as warpgroup dots' A (passes/gpu_stage_operands.py: attention backward's `k` and `v`):
        then loads that coalesce (16 bytes a thread) beat the MMA layout's 4-byte pieces, and so do
        the stores into the buffer."""
        if not getattr(self.target, "wgmma", False):
            return False
        if self.a_tiles is None:
            loops_of = {}
            for x in self.func.body.walk():
                loops = self.a_tile_loops(x) if x.name == "tt.load" else None
                if loops:
                    loops_of[x.result] = loops
            self.a_tiles = set(chosen(loops_of, self.num_warps * self.warp_size))
        return o.result in self.a_tiles

    def a_tile_loops(self, o: Operation):
        """The loops whose warpgroup dots alone read load `o`'s 2-D tile, each as its A, `o` being
        outside of them; None where some reader is not such a dot."""
        users = [u for u in self.func.body.walk() if o.result in u.operands]
        if not users or len(o.result.type.shape) != 2:
            return None
        loops = set()
        for d in users:
            if d.name != "tt.dot" or d.operands[0] is not o.result or d.operands[1] is o.result or \
                    not (isinstance(d.result.type.layout, Mma) and d.result.type.layout.version == 3):
                return None
            loops.add(outer_loop(d, o.result))
        return None if None in loops else loops

    def down_columns(self, o: Operation):
        """A load in a loop, feeding warpgroup dots only, whose tile runs down its columns in memory
        (a B given transposed: `x @ W.T`'s W, fp8 attention's V^T) but whose class chose runs along
        rows (it shares index math with a row-major tile, as V^T's rows do with K's): a blocked
        layout of 16-byte runs down the columns, so that the pipeliner's copies into the transposed
        stage move 16 bytes, not one element (an fp8 or fp16 element is too small for cp.async,
        and the load was left unpipelined)."""
        ptr = o.operands[0]
        t = ptr.type
        if o.name != "tt.load" or len(t.shape) != 2 or not getattr(self.target, "wgmma", False) or \
                getattr(o.parent.parent, "name", None) != "scf.for" or not self.feeds_dots_only(o.result):
            return None
        if not all(isinstance(d.result.type.layout, Mma) and d.result.type.layout.version == 3
                   for d in self.func.body.walk() if d.name == "tt.dot" and self.reaches(o.result, d)):
            return None
        size = max(1, t.element.pointee.bits // 8)
        run0 = self.memory_run(ptr, self.info0, 0)
        mask = o.operands[1] if len(o.operands) > 1 else None
        if mask is not None and mask.type.is_tensor():
            m = self.info0.get(mask)
            run0 = min(run0, m.constancy if m is not None else 1)
        row = t.layout.to_linear(t.shape).contiguous_run()
        if run0 * size < 8 or run0 <= min(row, self.memory_run(ptr)):
            return None
        wide = default_blocked(t.shape, self.num_warps, self.warp_size, vec=run0, order=(0, 1))
        if all(self.cheap_in(x, wide) for x in o.operands):
            return wide
        return None

    def reaches(self, v: Value, dot: Operation) -> bool:
        """Whether `v` is an operand of `dot`, directly or through a transpose (and descriptor hints)."""
        return any(_described(x) is v or (getattr(x.owner, "name", None) == "tt.trans" and
                                          _described(x.owner.operands[0]) is v) for x in dot.operands[:2])

    def feeds_dots_only(self, v: Value) -> bool:
        """Whether `v` is only read as a dot's A or B, directly or through a transpose (or the
        `tt.descriptor_load` saying where it came from)."""
        users = [u for u in self.func.body.walk() if v in u.operands]
        return bool(users) and all(
            (u.name == "tt.dot" and u.operands[2] is not v) or
            (u.name in ("tt.trans", "tt.descriptor_load") and u.operands[0] is v and self.feeds_dots_only(u.result))
            for u in users)

    def cheap_in(self, v: Value, layout, depth: int = 0) -> bool:
        """Whether `materialize` makes `v` in `layout` by recomputing it (no convert_layout)."""
        if not v.type.is_tensor() or v.type.layout == layout:
            return True
        d = v.owner if isinstance(v.owner, Operation) else None
        if d is None or depth >= 8 or len(d.results) != 1 or d.regions or \
                not (d.name in _REMAT or d.has_trait(Elementwise)) or not isinstance(layout, (Blocked, Slice)):
            return False
        for x in d.operands:
            if d.name == "tt.expand_dims":
                sub = Slice(d.attrs["axis"], layout)
            elif d.name == "tt.broadcast":
                if not broadcast_free(with_layout(x.type, layout), with_layout(v.type, layout)):
                    return False
                sub = layout
            else:
                sub = layout
            if not self.cheap_in(x, sub, depth + 1):
                return False
        return True

    def require(self, o: Operation, i: int, layout):
        v = o.operands[i]
        if v.type.layout == layout:
            return
        o.operands[i] = self.materialize(v, layout, o)

    def materialize(self, v: Value, layout, user: Operation, depth: int = 0) -> Value:
        """`v` in `layout`: recomputed when cheap (make_range, splat, constants, elementwise of
        those), else a convert_layout before `user`."""
        want = with_layout(v.type, layout)
        d = v.owner if isinstance(v.owner, Operation) else None
        if d is not None and depth < 8 and len(d.results) == 1 and not d.regions and \
                (d.name in _REMAT or d.has_trait(Elementwise)) and \
                (isinstance(layout, (Blocked, Slice)) or (_uniform(v) and not isinstance(layout, CoopMat))) and \
                not any(isinstance(getattr(x.type, "layout", None), CoopMat) for x in d.operands):
            # (an op on cooperative matrices stays there: what it makes is converted, not its inputs)
            operands = []
            for x in d.operands:
                if not x.type.is_tensor():
                    operands.append(x)
                    continue
                if d.name == "tt.expand_dims":
                    sub = Slice(d.attrs["axis"], layout)
                elif d.name == "tt.broadcast":
                    sub = layout if broadcast_free(with_layout(x.type, layout), want) else None
                else:
                    sub = layout
                if sub is None:
                    break
                operands.append(x if x.type.layout == sub else self.materialize(x, sub, d, depth + 1))
            else:
                clone = type(d)(operands, [want], dict(d.attrs), loc=d.loc)
                _insert_after(d, clone)
                return clone.result
        cv = ConvertLayout([v], [want], {}, loc=user.loc)
        _insert_before(user, cv)
        return cv.result

    def produce_in(self, o: Operation, r: Value, layout):
        """Result `r` of `o` is made in `layout`, then converted to its class's layout."""
        keep = r.type
        r.type = with_layout(keep, layout)
        cv = ConvertLayout([r], [keep], {}, loc=o.loc)
        _insert_after(o, cv)
        for u in self.func.body.walk():
            if u is not cv:
                u.operands = [cv.result if x is r else x for x in u.operands]


def _described(v: Value) -> Value:
    """The tile a chain of `tt.descriptor_load` hints describes (`v` itself when none)."""
    while getattr(v.owner, "name", None) == "tt.descriptor_load":
        v = v.owner.operands[0]
    return v


def _uniform(v) -> bool:
    """A tile whose elements are all one value: a splat, or a scalar (not dense) constant."""
    d = v.owner
    return v.type.is_tensor() and isinstance(d, Operation) and (
        d.name == "tt.splat" or (d.name == "arith.constant" and not isinstance(d.attrs.get("value"), (list, tuple))))


def broadcast_free(src: TensorType, dst: TensorType) -> bool:
    """Whether every thread already holds the source elements its broadcast result needs."""
    S, D = src.layout.to_linear(src.shape), dst.layout.to_linear(dst.shape)
    dims = [d for d, (a, b) in enumerate(zip(src.shape, dst.shape)) if a == 1 and b != 1]

    def proj(b):
        return tuple(0 if d in dims else x for d, x in enumerate(b))
    if S.lane != tuple(map(proj, D.lane)) or S.warp != tuple(map(proj, D.warp)):
        return False
    have = set(S.reg_coords())
    return all(proj(c) in have for c in D.reg_coords())


def _insert_before(anchor: Operation, new: Operation):
    block = anchor.parent
    new.parent = block
    block.ops.insert(block.ops.index(anchor), new)


def _insert_after(anchor: Operation, new: Operation):
    block = anchor.parent
    new.parent = block
    block.ops.insert(block.ops.index(anchor) + 1, new)


def assign_layouts(module, target, num_warps: int = 4):
    """ttir module -> ttgir module (in place): every tile typed with a layout for `num_warps` warps
    of the `target` description (a `codegen.gpu.target.GPUTarget`)."""
    for func in module.funcs().values():
        la = LayoutAssignment(func, num_warps, target)
        la.collect(func.body)
        la.notes(func.body)
        la.choose()
        la.rewrite()
        func.attrs["ttg.num_warps"] = num_warps
        func.attrs["ttg.threads_per_warp"] = target.warp_size
    return module
