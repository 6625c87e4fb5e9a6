"""The CPU lowering: one tile-IR kernel -> one LLVM IR module (text).

Representation. A scalar value is an LLVM SSA value (or a literal). A tile (tensor) value lives in a
stack buffer of its elements in row-major order (`Tile`); ops loop over it in chunks of `w` lanes,
so code size does not grow with the tile size. Consecutive lane-wise ops on tiles of one size
(elementwise arithmetic, constants, splat, make_range, load, store) form a *group* that runs as one
loop: intermediates stay in vector registers and only values used outside the group get a buffer.
Scalar arithmetic between its ops runs before the loop; a 1-D reduce of its values runs inside it
(reduce.FusedReduce); a later group recomputes cheap index/mask/pointer chunks (remat.py) rather
than read them back.
Values that flow around loops and branches go through stack slots that LLVM's mem2reg turns back
into SSA. expand_dims and reshape reuse their operand's buffer (row-major order is unchanged).

Entry points. `.program(args, pids, nprogs, rt)` runs one program; grid_entry.py adds the functions
a launch calls (`_grid`, `_omp`) and says their ABI (the job block).
With `sanitize` (debug launches) every memory access is bounds-checked (sanitizer.py), `args` has
one more slot, the bounds table, and each group ends after a load as it does after a store (so
accesses run, and report, in program order); without it nothing of this is emitted.
"""
from __future__ import annotations

from contextlib import contextmanager

from ...ir.core import Elementwise, Value
from ...ir.ops import Func, Module
from ...ir.types import TensorType
from ...passes import axis_info
from ...passes.work_estimate import per_program
from ..llvm.elementwise import ElementwiseLowering
from .. import handler_registry
from ..llvm.types import llty, memty, scalar_lit, size_of, vec
from . import grid_entry

HANDLERS, handles = handler_registry()  # op name -> its lowering; @handles("tt.load", ...) fills it


class Tile:
    """A tile value: `buf` points at its elements (row-major, memory types)."""
    __slots__ = ("buf", "type")

    def __init__(self, buf: str, type: TensorType):
        self.buf, self.type = buf, type

    @property
    def numel(self) -> int:
        return self.type.numel


LANEWISE = {"arith.constant", "tt.splat", "tt.make_range", "tt.load", "tt.store", "tt.multiple_of",
            "tt.max_contiguous"}


class Lowering(ElementwiseLowering):
    def __init__(self, func: Func, target_info: dict, sanitize: bool = False):
        self.func = func
        self.target_info = target_info
        self.W = int(target_info.get("lanes", 16))
        self.lines: list[str] = []
        self.allocas: list[str] = []
        self.decls: dict = {}
        self.externs: set = set()
        self.n = 0
        self.nlabel = 0
        self.env: dict = {}
        self.info = axis_info.analyze(func)
        self.users: dict = {}
        for o in func.body.walk():
            for v in o.operands:
                self.users.setdefault(v, []).append(o)
        self.debug_sites: list[dict] = []
        self.stack_bytes = 0
        # load result -> dot_operands.Deferred, the operands a dot loads itself: filled by
        # dot_operands.plan, read by dot.py and dot_bf16.py
        self.deferred_operands: dict = {}
        # value -> ops to recompute a chunk of it, or None: remat.cost's memo, shared by the whole kernel
        self.remat_memo: dict = {}
        # ids of the accesses the group version being emitted runs without their mask, and of the
        # stores it streams (versioning.py)
        self.unmasked: frozenset | set = frozenset()
        self.streaming: frozenset | set = frozenset()
        self.streamed = False  # some store streams: each thread ends with an sfence (GRID_LOOP)
        self.sanitize = sanitize
        if sanitize:
            from ...passes.provenance import access_buffers
            self.access_arg = access_buffers(func)  # access op -> argument index or None (unknown)
            self.bounds: dict = {}  # pointer argument index -> (lo, hi) refs, loaded in the prologue
            self.oob_sites: dict = {}
            self.oob_reported = self.alloca("i1", 1, 1)
            self.oob_record = self.alloca("i64", 2, 8)

    # ------------------------------------------------------------------ text
    def tmp(self) -> str:
        self.n += 1
        return f"%t{self.n}"

    def new_label(self, hint: str) -> str:
        self.nlabel += 1
        return f"{hint}{self.nlabel}"

    def emit(self, line: str) -> None:
        self.lines.append("  " + line)

    def start_block(self, label: str) -> None:
        self.lines.append(f"{label}:")

    def br(self, label: str) -> None:
        self.emit(f"br label %{label}")

    def declare(self, line: str) -> None:
        self.decls[line] = None

    def extern(self, sym: str) -> None:
        self.externs.add(sym)

    def math_unary(self, name: str, t, x: str, w: int) -> str:
        """exp, log, sin, ...: glibc's vector math library (libmvec), libm on scalars."""
        from . import mathlib
        return mathlib.emit_unary(self, name, t, x, w)

    def vector_libm(self, fn: str, ty: str, refs: list, w: int):
        """libm's fn on w lanes through libmvec (None where it has no vector variant)."""
        from . import mathlib
        return mathlib.vector_libm(self, fn, ty, refs, w)

    def alloca(self, ty: str, count: int = 1, align: int = 64) -> str:
        name = f"%a{len(self.allocas)}"
        self.allocas.append(f"{name} = alloca {ty}, i64 {count}, align {align}")
        return name

    def slot(self, ty: str) -> str:
        return self.alloca(ty, 1, 16)

    @staticmethod
    def zero(ty: str) -> str:
        if ty.startswith("<"):
            return "zeroinitializer"
        return {"ptr": "null", "half": "0.0", "float": "0.0", "double": "0.0"}.get(ty, "0")

    def load_slot(self, slot: str, ty: str) -> str:
        r = self.tmp()
        self.emit(f"{r} = load {ty}, ptr {slot}")
        return r

    def store_slot(self, slot: str, ty: str, v: str) -> None:
        self.emit(f"store {ty} {v}, ptr {slot}")

    # ------------------------------------------------------------------ vectors
    def splat_vec(self, ref: str, ty: str, w: int) -> str:
        if w == 0:
            return ref
        a, b = self.tmp(), self.tmp()
        self.emit(f"{a} = insertelement <1 x {ty}> poison, {ty} {ref}, i64 0")
        self.emit(f"{b} = shufflevector <1 x {ty}> {a}, <1 x {ty}> poison, <{w} x i32> zeroinitializer")
        return b

    def extract(self, v: str, w: int, ty: str, i) -> str:
        r = self.tmp()
        self.emit(f"{r} = extractelement <{w} x {ty}> {v}, i64 {i}")
        return r

    def insert(self, v: str, w: int, ty: str, x: str, i) -> str:
        r = self.tmp()
        self.emit(f"{r} = insertelement <{w} x {ty}> {v}, {ty} {x}, i64 {i}")
        return r

    def build_vector(self, refs: list[str], ty: str) -> str:
        cur = "poison"
        for i, x in enumerate(refs):
            cur = self.insert(cur, len(refs), ty, x, i)
        return cur

    def shuffle(self, a: str, b: str, w: int, ty: str, mask: list[int]) -> str:
        r = self.tmp()
        m = ", ".join(f"i32 {i}" for i in mask)
        self.emit(f"{r} = shufflevector <{w} x {ty}> {a}, <{w} x {ty}> {b}, <{len(mask)} x i32> <{m}>")
        return r

    def resize(self, v: str, w: int, n: int, ty: str) -> str:
        """First min(w, n) lanes of v in a vector of n lanes (padding repeats lane 0)."""
        if w == n:
            return v
        return self.shuffle(v, "poison", w, ty, [i if i < w else 0 for i in range(n)])

    def slice_vec(self, v: str, w: int, start: int, n: int, ty: str) -> str:
        return self.shuffle(v, "poison", w, ty, list(range(start, start + n)))

    def concat(self, pieces: list[str], lanes: int, ty: str) -> str:
        while len(pieces) > 1:
            pieces = [self.shuffle(pieces[i], pieces[i + 1], lanes, ty, list(range(2 * lanes)))
                      for i in range(0, len(pieces), 2)]
            lanes *= 2
        return pieces[0]

    @staticmethod
    def iota(w: int, ty: str = "i32", start: int = 0) -> str:
        return "<" + ", ".join(f"{ty} {start + i}" for i in range(w)) + ">"

    # ------------------------------------------------------------------ tiles in memory
    def new_tile(self, t: TensorType) -> Tile:
        self.stack_bytes += t.numel * size_of(t)
        return Tile(self.alloca(memty(t), t.numel, 64), t)

    def elem_ptr(self, buf: str, mty: str, index) -> str:
        if index in (0, "0"):
            return buf
        r = self.tmp()
        self.emit(f"{r} = getelementptr {mty}, ptr {buf}, i64 {index}")
        return r

    def to_mem(self, ref: str, t, w: int) -> str:
        """A register value of type `t` in its memory form (i1 -> i8)."""
        mt, rt = memty(t), llty(t)
        if mt == rt:
            return ref
        z = self.tmp()
        self.emit(f"{z} = zext {vec(w, rt)} {ref} to {vec(w, mt)}")
        return z

    def from_mem(self, ref: str, t, w: int) -> str:
        mt, rt = memty(t), llty(t)
        if mt == rt:
            return ref
        r = self.tmp()
        self.emit(f"{r} = trunc {vec(w, mt)} {ref} to {vec(w, rt)}")
        return r

    def linear(self, *terms, const: int = 0) -> str:
        """sum(ref * k for ref, k in terms) + const as an i64, skipping zero refs and factors."""
        acc = str(const) if const else None
        for ref, k in terms:
            if k == 0 or ref in (0, "0"):
                continue
            x = ref
            if k != 1:
                x = self.tmp()
                self.emit(f"{x} = mul i64 {ref}, {k}")
            if acc is None:
                acc = x
            else:
                s = self.tmp()
                self.emit(f"{s} = add i64 {acc}, {x}")
                acc = s
        return acc or "0"

    def index_div(self, x, k: int) -> str:
        """x // k for a non-negative i64 index `x` and a constant k (x itself when k is 1 or x is 0)."""
        if k == 1 or x in (0, "0"):
            return x
        r = self.tmp()
        self.emit(f"{r} = udiv i64 {x}, {k}")
        return r

    def load_chunk(self, tile: Tile, index, w: int) -> str:
        """Lanes index .. index+w-1 of a tile as a register vector (w == 0: one scalar)."""
        mt = memty(tile.type)
        p = self.elem_ptr(tile.buf, mt, index)
        r = self.tmp()
        self.emit(f"{r} = load {vec(w, mt)}, ptr {p}, align {size_of(tile.type)}")
        return self.from_mem(r, tile.type, w)

    def store_chunk(self, tile: Tile, index, w: int, ref: str) -> None:
        mt = memty(tile.type)
        ref = self.to_mem(ref, tile.type, w)
        p = self.elem_ptr(tile.buf, mt, index)
        self.emit(f"store {vec(w, mt)} {ref}, ptr {p}, align {size_of(tile.type)}")

    def buffer_is_private(self, v: Value) -> bool:
        """No value other than `v` lives in `v`'s buffer (views share buffers), so it may be overwritten."""
        buf = self.env[v].buf
        return not any(isinstance(x, Tile) and x.buf == buf and k is not v for k, x in self.env.items())

    def copy_tile(self, dst: Tile, src: Tile) -> None:
        if dst.buf == src.buf:
            return
        n = dst.numel * size_of(dst.type)
        self.intr("memcpy", "p0.p0.i64", "void", [("ptr", dst.buf), ("ptr", src.buf), ("i64", str(n)), ("i1", "false")])

    def chunk_width(self, numel: int) -> int:
        return min(self.W, numel)

    @contextmanager
    def loop(self, start, end, step, ty: str = "i64"):
        """for (i = start; i < end; i += step) — yields i; emits nothing when it runs once."""
        if isinstance(start, int) and isinstance(end, int) and isinstance(step, int) and start + step >= end:
            if start < end:
                yield str(start)
                return
            skip, dead = self.new_label("skip"), self.new_label("dead")
            self.br(skip)
            self.start_block(dead)  # a zero-trip loop: its body is emitted where nothing reaches it
            yield str(start)
            self.br(skip)
            self.start_block(skip)
            return
        ctr = self.slot(ty)
        self.store_slot(ctr, ty, str(start))
        head, body, done = self.new_label("head"), self.new_label("body"), self.new_label("done")
        self.br(head)
        self.start_block(head)
        i = self.load_slot(ctr, ty)
        c = self.tmp()
        self.emit(f"{c} = icmp slt {ty} {i}, {end}")
        self.emit(f"br i1 {c}, label %{body}, label %{done}")
        self.start_block(body)
        yield i
        nxt = self.tmp()
        self.emit(f"{nxt} = add {ty} {i}, {step}")
        self.store_slot(ctr, ty, nxt)
        self.br(head)
        self.start_block(done)

    # ------------------------------------------------------------------ values
    def scalar(self, v: Value) -> str:
        r = self.env[v]
        if isinstance(r, Tile):
            raise TypeError(f"expected a scalar for {v}")
        return r

    def tile(self, v: Value) -> Tile:
        r = self.env[v]
        if not isinstance(r, Tile):
            raise TypeError(f"expected a tile for {v}")
        return r

    # ------------------------------------------------------------------ blocks
    def is_lanewise(self, o) -> bool:
        if o.name == "tt.store":
            return o.operands[0].type.is_tensor()
        if not o.results or not o.results[0].type.is_tensor() or o.regions:
            return False
        if o.name == "tt.broadcast":  # lane-wise when a chunk never crosses a row of the result
            t = o.results[0].type
            return t.shape[-1] >= self.chunk_width(t.numel)
        return o.name in LANEWISE or o.has_trait(Elementwise)

    def lower_block(self, block) -> None:
        from .dot_operands import plan
        deferred = plan(self, block)  # loads a dot of this block runs itself (dot_operands.py)
        ops = [o for o in block.ops if o is not block.terminator and id(o) not in deferred]
        i = 0
        while i < len(ops):
            o = ops[i]
            if self.is_lanewise(o):
                from .reduce import fusable_reduce
                n = self._numel(o)
                group, hoisted, reduces, j = [o], [], [], i + 1
                reduced: set = set()  # results of `reduces`: known only after the group's loop
                while j < len(ops) and group[-1].name != "tt.store" \
                        and not (self.sanitize and group[-1].name == "tt.load"):
                    nxt = ops[j]
                    if any(id(v) in reduced for v in nxt.operands):
                        break
                    if self.is_lanewise(nxt) and self._numel(nxt) == n:
                        group.append(nxt)
                    elif self._is_pure_scalar(nxt):  # (`row * stride`): computed before the group
                        hoisted.append(nxt)
                    elif fusable_reduce(self, nxt, group, n):  # folded in the group's loop
                        reduces.append(nxt)
                        reduced.update(id(r) for r in nxt.results)
                    else:
                        break
                    j += 1
                while hoisted and hoisted[-1] is ops[j - 1]:  # trailing scalar ops stay after it
                    hoisted.pop()
                    j -= 1
                for h in hoisted:
                    self.emit_op(h)
                self.emit_group(group, n, reduces)
                i = j
                continue
            self.emit_op(o)
            i += 1

    @staticmethod
    def _is_pure_scalar(o) -> bool:
        """An op on scalars without side effects (its operands cannot come from a lane-wise group,
        whose results are all tiles), so it may run before a group it sits in the middle of."""
        return bool(o.results) and not o.regions and o.has_trait(Elementwise) \
            and not any(v.type.is_tensor() for v in list(o.results) + list(o.operands))

    @staticmethod
    def _numel(o) -> int:
        v = o.operands[0] if o.name == "tt.store" else o.results[0]
        return v.type.numel

    def emit_group(self, ops, numel: int, reduces=()) -> None:
        """`ops` as one loop over `numel` lanes; `reduces`: tt.reduce ops of its values folded in the
        same loop (reduce.FusedReduce), so a value read only by them needs no buffer."""
        from .reduce import FusedReduce
        from . import versioning
        plan = versioning.plan(self, ops, numel)  # (before the escaping buffers exist: its checks may not read them)
        members = set(map(id, ops)) | set(map(id, reduces))
        escaping = [r for o in ops for r in o.results
                    if any(id(u) not in members for u in self.users.get(r, ()))]
        for r in escaping:
            cell = self._carried_cell(r, ops, members)
            self.env[r] = Tile(cell.buf, r.type) if cell is not None else self.new_tile(r.type)
        w = self.chunk_width(numel)
        fused = [FusedReduce(self, o, w) for o in reduces]
        for _ in versioning.variants(self, plan):  # one loop per version: masked, in bounds, streaming
            with self.loop(0, numel, w) as c:
                cenv: dict = {}
                for o in ops:
                    self.lanewise(o, cenv, c, w)
                for f in fused:  # before the stores: a carried buffer is read before it is overwritten
                    f.step(cenv, c)
                for r in escaping:
                    self.store_chunk(self.env[r], c, w, cenv[r])
        for f in fused:
            f.finish()

    def _carried_cell(self, r: Value, ops, members) -> Tile | None:
        """The loop-carried buffer `r` may be written into directly: `r` is only yielded, to position
        i of its scf.for, and every reader of the carried value i runs before this group or in it
        (lane-wise, so each chunk is read before it is overwritten). Saves the copy at the yield."""
        block = ops[0].parent
        loop = block.parent if block is not None else None
        if loop is None or loop.name != "scf.for" or [u.name for u in self.users.get(r, ())] != ["scf.yield"]:
            return None
        yielded = block.terminator.operands
        if sum(v is r for v in yielded) != 1:
            return None
        arg = block.args[1 + next(i for i, v in enumerate(yielded) if v is r)]
        cell = self.env.get(arg)
        if not isinstance(cell, Tile) or not self.buffer_is_private(arg):
            return None
        first = block.ops.index(ops[0])
        for u in self.users.get(arg, ()):
            top = u
            while top.parent is not block:
                top = top.parent.parent  # the op owning the region that holds `top`
                if top is None:
                    return None
            if id(top) not in members and block.ops.index(top) >= first:
                return None
        return cell

    def chunk_of(self, v: Value, cenv: dict, c, w: int) -> str:
        if v in cenv:
            return cenv[v]
        x = self.env.get(v)
        if x is None or isinstance(x, Tile):
            from .remat import recomputable
            # a few integer ops are cheaper than the buffer's store and load (operands that lived
            # only inside an earlier group, without a buffer, are recomputed the same way)
            if recomputable(self, v):
                self.lanewise(v.owner, cenv, c, w)
                return cenv[v]
            cenv[v] = self.load_chunk(self.env[v], c, w)
            return cenv[v]
        return self.splat_vec(x, llty(v.type), w)

    def lanewise(self, o, cenv: dict, c, w: int) -> None:
        from . import memory, uniform_div
        n = o.name
        if n == "tt.store":
            memory.store(self, o, [self.chunk_of(v, cenv, c, w) for v in o.operands], c, w)
            return
        r = o.results[0]
        ty = llty(r.type)
        if n == "arith.constant":
            cenv[r] = f"splat ({ty} {scalar_lit(o.attrs['value'], r.type)})"
        elif n == "tt.splat":
            cenv[r] = self.splat_vec(self.scalar(o.operands[0]), ty, w)
        elif n == "tt.make_range":
            ci = self.tmp()
            self.emit(f"{ci} = trunc i64 {c} to i32")
            base = self.splat_vec(ci, "i32", w)
            out = self.tmp()
            self.emit(f"{out} = add <{w} x i32> {base}, {self.iota(w, 'i32', o.attrs['start'])}")
            cenv[r] = out
        elif n in ("tt.multiple_of", "tt.max_contiguous", "tt.expand_dims"):  # (a recomputed view: remat.py)
            cenv[r] = self.chunk_of(o.operands[0], cenv, c, w)
        elif n == "tt.broadcast":
            cenv[r] = self._broadcast_chunk(o, cenv, c, w)
        elif n == "tt.load":
            cenv[r] = memory.load(self, o, [self.chunk_of(v, cenv, c, w) for v in o.operands], c, w)
        else:
            refs = [self.chunk_of(v, cenv, c, w) for v in o.operands]
            if n in ("arith.divf", "tt.precise_divf") and uniform_div.usable(self, ty, w) \
                    and uniform_div.uniform_divisor(o.operands[1]):
                cenv[r] = uniform_div.emit(self, ty, refs[0], refs[1], w)  # no vector divide
                return
            cenv[r] = self.ew(n, o.attrs, [v.type for v in o.operands], r.type, refs, w)

    def _broadcast_chunk(self, o, cenv: dict, c, w: int) -> str:
        from .tiles import index_of, strides
        v = o.operands[0]
        s_shape, d_shape = v.type.shape, o.results[0].type.shape
        if s_shape == d_shape or v in cenv:
            return self.chunk_of(v, cenv, c, w)
        src = self.tile(v)
        s_str = [0 if a == 1 and b != 1 else st for a, b, st in zip(s_shape, d_shape, strides(s_shape))]
        at = index_of(self, c, d_shape, s_str)
        if s_shape[-1] == 1 and d_shape[-1] > 1:
            return self.splat_vec(self.load_chunk(src, at, 0), llty(v.type), w)
        return self.load_chunk(src, at, w)

    def emit_op(self, o) -> None:
        h = HANDLERS.get(o.name)
        if h is not None:
            h(self, o)
            return
        if o.results and not any(r.type.is_tensor() for r in o.results) and o.has_trait(Elementwise):
            r = o.results[0]
            self.env[r] = self.ew(o.name, o.attrs, [v.type for v in o.operands], r.type,
                                  [self.scalar(v) for v in o.operands], 0)
            return
        raise NotImplementedError(f"the CPU backend cannot lower {o.name}" + (f" (line {o.loc[1]})" if o.loc else ""))

    # ------------------------------------------------------------------ region evaluation
    def region_is_elementwise(self, block) -> bool:
        return all((o.has_trait(Elementwise) or o.name == "arith.constant") and not o.regions
                   for o in block.ops if o is not block.terminator)

    def region_operand(self, v, local: set, w: int) -> str:
        """An operand of a combine-region op evaluated on w lanes: scalars defined outside the
        region (constants the passes hoisted out of it) are splatted."""
        ref = self.env[v]
        return ref if v in local else self.splat_vec(ref, llty(v.type), w)

    def eval_region(self, block, args: list[str], w: int) -> list[str]:
        """Evaluate a combine region on `w`-lane vectors (w == 0: scalars) -> yielded refs."""
        saved = {a: self.env.get(a) for a in block.args}
        for a, x in zip(block.args, args):
            self.env[a] = x
        local = set(block.args)  # values that are vectors here; others (hoisted constants) get splatted
        if w and not self.region_is_elementwise(block):
            # control flow in the combine function: run it lane by lane
            ty_args = [llty(a.type) for a in block.args]
            lanes = [[self.extract(x, w, t, i) for x, t in zip(args, ty_args)] for i in range(w)]
            outs = [self.eval_region(block, lane, 0) for lane in lanes]
            res = [self.build_vector([o[k] for o in outs], llty(v.type))
                   for k, v in enumerate(block.terminator.operands)]
        else:
            for o in block.ops:
                if o is block.terminator:
                    break
                if w and o.name == "arith.constant":
                    r = o.results[0]
                    self.env[r] = f"splat ({llty(r.type)} {scalar_lit(o.attrs['value'], r.type)})"
                    local.add(r)
                elif w:
                    r = o.results[0]
                    self.env[r] = self.ew(o.name, o.attrs, [v.type for v in o.operands], r.type,
                                          [self.region_operand(v, local, w) for v in o.operands], w)
                    local.add(r)
                else:
                    self.emit_op(o)
            res = [self.region_operand(v, local, w) if w else self.env[v] for v in block.terminator.operands]
        for a, x in saved.items():
            if x is not None:
                self.env[a] = x
        return res


@handles("arith.constant")
def _constant(L: Lowering, o) -> None:
    L.env[o.results[0]] = scalar_lit(o.attrs["value"], o.results[0].type)


@handles("ub.poison")
def _poison(L: Lowering, o) -> None:
    t = o.results[0].type  # an undefined value: LLVM's poison, or a tile never written
    L.env[o.results[0]] = L.new_tile(t) if t.is_tensor() else "poison"


@handles("tt.get_program_id")
def _pid(L: Lowering, o) -> None:
    L.env[o.results[0]] = f"%pid{o.attrs['axis']}"


@handles("tt.get_num_programs")
def _nprog(L: Lowering, o) -> None:
    L.env[o.results[0]] = f"%np{o.attrs['axis']}"


@handles("tt.multiple_of", "tt.max_contiguous")
def _hint(L: Lowering, o) -> None:
    L.env[o.results[0]] = L.env[o.operands[0]]


@handles("tt.assume", "tt.debug_barrier")
def _nothing(L: Lowering, o) -> None:
    pass


def lower_module(module: Module, target_info: dict, sanitize: bool = False) -> tuple[str, dict]:
    """-> (LLVM IR text, metadata: kernel name, argument types, stack bytes, debug sites, externs).
    `sanitize`: bounds-check every memory access (sanitizer.py); metadata["sanitizer"] then says so."""
    from . import control_flow, debug, dot, memory, reduce, tiles  # noqa: F401  (register handlers)
    funcs = module.funcs()
    kernels = [f for f in funcs.values() if f.attrs.get("visibility") == "public"]
    if len(kernels) != 1 or len(funcs) != 1:
        raise NotImplementedError("the CPU backend lowers one inlined kernel per module")
    func = kernels[0]
    name = func.attrs["sym_name"]
    if sanitize:  # a kernel without memory accesses has nothing to check (and no bounds table)
        from ...passes.provenance import ACCESSES
        sanitize = any(o.name in ACCESSES for o in func.body.walk())
    L = Lowering(func, target_info, sanitize)
    arg_lines = []
    for i, a in enumerate(func.body.args):
        p = f"%argp{i}"
        arg_lines.append(f"  {p} = getelementptr i8, ptr %args, i64 {8 * i}")
        mt, rt = memty(a.type), llty(a.type)
        v = f"%arg{i}"
        if mt != rt:
            arg_lines.append(f"  {v}.m = load {mt}, ptr {p}")
            arg_lines.append(f"  {v} = trunc {mt} {v}.m to {rt}")
        else:
            arg_lines.append(f"  {v} = load {rt}, ptr {p}")
        L.env[a] = v
    if sanitize:
        from . import sanitizer
        arg_lines += sanitizer.prologue(L, len(func.body.args))
    L.lower_block(func.body)
    body = "\n".join(["  " + a for a in L.allocas] + arg_lines + L.lines + ["  ret void"])
    ranges = grid_entry.ranges_offset(len(func.body.args) + bool(sanitize))  # (the job block's range counters)
    if L.streamed:
        L.declare("declare void @llvm.x86.sse.sfence()")
    text = "\n".join([
        f"; tritium CPU kernel {name}",
        *L.decls,
        "",
        f"define internal void @{name}.program(ptr noalias %args, i32 %pid0, i32 %pid1, i32 %pid2, "
        f"i32 %np0, i32 %np1, i32 %np2, ptr %rt) {NO_MEMCPY} {{",
        "entry:",
        body,
        "}",
        "",
        grid_entry.render(name, ranges, drain=L.streamed),
    ])
    meta = {"kernel": name, "entry": f"{name}_grid", "omp_entry": f"{name}_omp", "stack_bytes": L.stack_bytes, "debug_sites": L.debug_sites,
            "omp_ranges": ranges, "talks": programs_talk(func), "work": per_program(func).as_dict(),
            "externs": sorted(L.externs), "arg_types": [str(a.type) for a in func.body.args]}
    if sanitize:
        meta["sanitizer"] = {"bounds_table": len(func.body.args)}  # the hidden argument's slot
    return text, meta


def programs_talk(func) -> bool:
    """The kernel has atomics or volatile loads, through which one program can wait for another:
    the driver then never runs its grid on fewer threads than it would otherwise choose, since a
    program spinning on another one that no thread has started would never end (openmp.first_team)."""
    return any(o.name in ("tt.atomic_rmw", "tt.atomic_cas") or (o.name == "tt.load" and o.attrs.get("volatile"))
               for o in func.body.walk())


# LLVM would turn a group's in-bounds copy loop (a loaded tile kept for a later group) into a call to
# memcpy: a call in the middle of a program's loops, where every vector register is then saved
NO_MEMCPY = '"no-builtin-memcpy"'
