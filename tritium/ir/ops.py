"""Every op of the tile IR, declared once.

Names follow MLIR/Triton (`arith.addf`, `tt.load`, `scf.for`) so a Triton user can read `.ttir`.
Each class states its traits; `verify()` holds the checks that traits cannot express.
"""
from __future__ import annotations

from .core import (Block, Commutative, Elementwise, Operation, Pure, SameOperandsAndResultType,
                   SameOperandsType, SideEffect, Terminator, Trait, VerifyError, op)
from .types import IntType, PtrType, TensorType, i1, i32, with_element


class MemRead(Trait):
    """Reads memory: removable when unused, but not mergeable across writes."""


def _check(cond, msg):
    if not cond:
        raise VerifyError(msg)


# ---------------------------------------------------------------- arith
@op("arith.constant", Pure)
class Constant(Operation):
    def verify(self):
        _check(not self.operands and len(self.results) == 1 and "value" in self.attrs,
               "arith.constant takes a value attribute and gives one result")


@op("ub.poison", Pure)
class Poison(Operation):
    """An undefined value (a helper's result on a path that returns nothing): any value will do."""

    def verify(self):
        _check(not self.operands and len(self.results) == 1, "ub.poison takes nothing and gives one result")


class _Binary(Operation):
    def verify(self):
        _check(len(self.operands) == 2, f"{self.name} takes 2 operands")


class _IntBinary(_Binary):
    traits = frozenset({Pure, Elementwise, SameOperandsAndResultType})

    def verify(self):
        super().verify()
        _check(self.result.type.scalar.is_int(), f"{self.name} needs integer operands")


class _FloatBinary(_Binary):
    traits = frozenset({Pure, Elementwise, SameOperandsAndResultType})

    def verify(self):
        super().verify()
        _check(self.result.type.scalar.is_float(), f"{self.name} needs float operands")


INT_BINARY = {}
for _n in ("addi", "subi", "muli", "divsi", "divui", "remsi", "remui", "andi", "ori", "xori",
           "shli", "shrsi", "shrui", "maxsi", "maxui", "minsi", "minui"):
    _traits = (Commutative,) if _n in ("addi", "muli", "andi", "ori", "xori", "maxsi", "maxui",
                                       "minsi", "minui") else ()
    INT_BINARY[_n] = op(f"arith.{_n}", *_traits)(type(_n.capitalize(), (_IntBinary,), {"__slots__": ()}))

FLOAT_BINARY = {}
for _n in ("addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"):
    _traits = (Commutative,) if _n in ("addf", "mulf", "maximumf", "minimumf", "maxnumf", "minnumf") else ()
    FLOAT_BINARY[_n] = op(f"arith.{_n}", *_traits)(type(_n.capitalize(), (_FloatBinary,), {"__slots__": ()}))

CMPI_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
CMPF_PREDICATES = ("oeq", "one", "olt", "ole", "ogt", "oge", "ord", "ueq", "une", "ult", "ule", "ugt",
                   "uge", "uno")


@op("arith.cmpi", Pure, Elementwise, SameOperandsType)
class CmpI(Operation):
    def verify(self):
        _check(self.attrs.get("predicate") in CMPI_PREDICATES, "bad cmpi predicate")
        _check(self.result.type == with_element(self.operands[0].type, i1), "cmpi gives i1")


@op("arith.cmpf", Pure, Elementwise, SameOperandsType)
class CmpF(Operation):
    def verify(self):
        _check(self.attrs.get("predicate") in CMPF_PREDICATES, "bad cmpf predicate")
        _check(self.result.type == with_element(self.operands[0].type, i1), "cmpf gives i1")


@op("arith.select", Pure, Elementwise)
class Select(Operation):
    def verify(self):
        c, a, b = self.operands
        _check(c.type.scalar == i1, "select condition must be i1")
        _check(a.type == b.type == self.result.type, "select arms must match the result type")


class _Cast(Operation):
    traits = frozenset({Pure, Elementwise})

    def verify(self):
        _check(len(self.operands) == 1, f"{self.name} takes one operand")
        _check(self.operands[0].type.shape == self.result.type.shape, f"{self.name} keeps the shape")


CASTS = {}
for _n in ("arith.extsi", "arith.extui", "arith.trunci", "arith.sitofp", "arith.uitofp", "arith.fptosi",
           "arith.fptoui", "arith.extf", "arith.truncf", "arith.bitcast", "tt.int_to_ptr", "tt.ptr_to_int",
           "tt.bitcast", "tt.fp_to_fp"):
    CASTS[_n] = op(_n)(type(_n.split(".")[1].capitalize(), (_Cast,), {"__slots__": ()}))

# ---------------------------------------------------------------- math
class _Unary(Operation):
    traits = frozenset({Pure, Elementwise, SameOperandsAndResultType})


UNARY_MATH = {}
for _n in ("math.exp", "math.exp2", "math.log", "math.log2", "math.sqrt", "math.rsqrt", "math.sin",
           "math.cos", "math.tan", "math.tanh", "math.floor", "math.ceil", "math.erf", "math.absf",
           "math.absi", "tt.precise_sqrt", "arith.negf"):
    UNARY_MATH[_n] = op(_n)(type(_n.split(".")[1].capitalize(), (_Unary,), {"__slots__": ()}))


@op("math.fma", Pure, Elementwise, SameOperandsAndResultType)
class Fma(Operation):
    pass


@op("tt.precise_divf", Pure, Elementwise, SameOperandsAndResultType)
class PreciseDivF(Operation):
    pass


@op("tt.mulhiui", Pure, Elementwise, SameOperandsAndResultType)
class MulhiUI(Operation):
    pass


@op("tt.extern_elementwise", Pure, Elementwise)
class ExternElementwise(Operation):
    """A libdevice function (ir/libdevice.py): attrs `symbol` (the CUDA libdevice function the
    NVPTX renderer calls) and `fn` (its semantics, which the interpreter and the CPU backend run)."""

    def verify(self):
        _check("symbol" in self.attrs and len(self.results) == 1, "tt.extern_elementwise needs a symbol and one result")


@op("tt.clampf", Pure, Elementwise, SameOperandsAndResultType)
class ClampF(Operation):
    """clamp(x, lo, hi); attr propagate_nan: 'all' returns NaN if x is NaN, 'none' may not."""


# ---------------------------------------------------------------- tt: tiles
@op("tt.get_program_id", Pure)
class GetProgramId(Operation):
    def verify(self):
        _check(self.attrs.get("axis") in (0, 1, 2), "program_id axis must be 0, 1 or 2")


@op("tt.get_num_programs", Pure)
class GetNumPrograms(Operation):
    def verify(self):
        _check(self.attrs.get("axis") in (0, 1, 2), "num_programs axis must be 0, 1 or 2")


@op("tt.make_range", Pure)
class MakeRange(Operation):
    def verify(self):
        s, e = self.attrs["start"], self.attrs["end"]
        r = self.result.type
        _check(r.is_tensor() and r.shape == (e - s,) and r.element == i32, "make_range gives tensor<(end-start)xi32>")


@op("tt.splat", Pure)
class Splat(Operation):
    def verify(self):
        _check(not self.operands[0].type.is_tensor() and self.result.type.is_tensor(), "splat: scalar -> tensor")
        _check(self.result.type.scalar == self.operands[0].type, "splat keeps the element type")


@op("tt.broadcast", Pure)
class Broadcast(Operation):
    def verify(self):
        src, dst = self.operands[0].type, self.result.type
        _check(src.is_tensor() and dst.is_tensor() and len(src.shape) == len(dst.shape), "broadcast keeps rank")
        _check(all(a == b or a == 1 for a, b in zip(src.shape, dst.shape)), "broadcast from size 1 only")


@op("tt.expand_dims", Pure)
class ExpandDims(Operation):
    def verify(self):
        src, dst, ax = self.operands[0].type, self.result.type, self.attrs["axis"]
        shape = list(src.shape)
        shape.insert(ax, 1)
        _check(tuple(shape) == dst.shape, "expand_dims inserts one unit axis")


@op("tt.reshape", Pure)
class Reshape(Operation):
    def verify(self):
        _check(self.operands[0].type.numel == self.result.type.numel, "reshape keeps the element count")


@op("tt.trans", Pure)
class Trans(Operation):
    def verify(self):
        order, src = self.attrs["order"], self.operands[0].type
        _check(sorted(order) == list(range(len(src.shape))), "trans order must permute the axes")
        _check(self.result.type.shape == tuple(src.shape[i] for i in order), "trans result shape")


@op("tt.join", Pure)
class Join(Operation):
    def verify(self):
        a, b = self.operands
        _check(a.type == b.type and self.result.type.shape == a.type.shape + (2,), "join: a, b -> [..., 2]")


@op("tt.split", Pure)
class Split(Operation):
    def verify(self):
        src = self.operands[0].type
        _check(src.shape[-1] == 2, "split needs a last axis of 2")


@op("tt.addptr", Pure, Elementwise)
class AddPtr(Operation):
    def verify(self):
        p, off = self.operands
        _check(p.type.scalar.is_ptr() and off.type.scalar.is_int(), "addptr: pointer + integer")
        _check(p.type == self.result.type, "addptr keeps the pointer type")


@op("tt.multiple_of", Pure, SameOperandsAndResultType)
class MultipleOf(Operation):
    """Hint: every value is a multiple of attrs['values'][axis]. Returns its operand."""


@op("tt.max_contiguous", Pure, SameOperandsAndResultType)
class MaxContiguous(Operation):
    """Hint: runs of attrs['values'][axis] consecutive values. Returns its operand."""


@op("ttg.convert_layout", Pure)
class ConvertLayout(Operation):
    """ttgir: the same tile in another layout (registers move, through shared memory if threads change)."""

    def verify(self):
        src, dst = self.operands[0].type, self.result.type
        _check(src.is_tensor() and src.shape == dst.shape and src.element == dst.element,
               "convert_layout keeps shape and element type")


@op("ttg.local_alloc", SideEffect)
class LocalAlloc(Operation):
    """ttgir: a shared-memory buffer (!ttg.memdesc) for the kernel's lifetime."""


@op("ttg.async_copy_global_to_local", SideEffect)
class AsyncCopyGlobalToLocal(Operation):
    """ttgir: start copying a tile from global memory (operands: pointers, buffer, stage index
    [, mask]) into one stage of a buffer; masked-off elements become 0. Completes by async_wait."""


@op("ttg.async_commit_group", SideEffect)
class AsyncCommitGroup(Operation):
    """ttgir: close the group of copies started since the last commit."""


@op("ttg.async_wait", SideEffect)
class AsyncWait(Operation):
    """ttgir: wait until at most attrs['num'] committed groups are still in flight, then sync the block."""


@op("ttg.local_load", MemRead)
class LocalLoad(Operation):
    """ttgir: read one stage (operands: buffer, stage index) of a buffer as a tile in registers."""


@op("tt.descriptor_load", Pure)
class DescriptorLoad(Operation):
    """ttir on targets with TMA (frontend option `tma_descriptors`): operand 0 is the tile a tensor
    descriptor's load read (the masked load of its pointer tile); the result is that same tile, and
    the other operands say where it came from: the descriptor's base pointer, shape (i32 each),
    strides but the last (i64 each; all of them, the last too, with attr `last_stride`: a descriptor
    the kernel made, whose last stride is a value), then the offsets (i32 each). attrs: block (the
    tile's shape), padding. The pipeline replaces a load so described by TMA copies (passes/gpu_tma.py); where it
    does not, the result is operand 0."""

    def verify(self):
        _check(self.operands[0].type == self.result.type, "descriptor_load returns its operand's tile")
        r = len(self.attrs.get("block", ()))
        strides = r if self.attrs.get("last_stride") else r - 1
        _check(len(self.operands) == 1 + 1 + r + strides + r, "descriptor_load: tile, base, shape, strides, offsets")


@op("tt.descriptor_store", Pure)
class DescriptorStore(Operation):
    """ttir on targets with TMA: operand 0 is the tile a tensor descriptor's store writes (the
    masked store of its pointer tile stores the result, that same tile); the other operands are
    the descriptor's base, shape, strides but the last (all, with attr `last_stride`), and the
    offsets, as for tt.descriptor_load.
    The GPU pipeline may store it with a TMA copy instead (passes/gpu_tma.py)."""

    def verify(self):
        _check(self.operands[0].type == self.result.type, "descriptor_store returns its operand's tile")
        r = len(self.attrs.get("block", ()))
        strides = r if self.attrs.get("last_stride") else r - 1
        _check(len(self.operands) == 1 + 1 + r + strides + r, "descriptor_store: tile, base, shape, strides, offsets")


@op("ttg.local_store", SideEffect)
class LocalStore(Operation):
    """ttgir: write a tile in registers into one stage (operands: tile, buffer, stage index) of a buffer."""


@op("ttng.async_tma_copy_local_to_global", SideEffect)
class AsyncTMAStore(Operation):
    """ttgir (TMA): one thread stores stage `slot` of the buffer into the box at the coordinates of
    the tensor map (operands: tensor map, buffer, slot, then the coordinates, outermost first) and
    waits until the copy has read the shared memory (with attr `wait` false it does not: a
    `ttng.async_tma_store_wait` waits later); attrs box, panels as for the load."""


@op("ttng.async_tma_store_wait", SideEffect)
class AsyncTMAStoreWait(Operation):
    """ttgir (TMA): the thread that issues TMA stores waits until they have read their shared
    memory (operand: the buffer they read, so its bytes stay its own until here)."""


@op("ttng.init_barriers", SideEffect)
class InitBarriers(Operation):
    """ttgir (TMA): initialise every mbarrier of a buffer (operand: !ttg.memdesc<S x i64>) for
    attrs['count'] arrivals a phase, then sync the block; first a proxy fence (the stages' earlier
    generic-proxy reads before the copies), unless attr `fence` is false."""


@op("ttng.inval_barriers", SideEffect)
class InvalBarriers(Operation):
    """ttgir (TMA): sync the block, then invalidate every mbarrier of the buffer (its copies all
    completed), so its memory may be used again."""


@op("ttng.async_tma_copy_global_to_local", SideEffect)
class AsyncTMACopy(Operation):
    """ttgir (TMA): one thread expects the tile's bytes on mbarrier `slot` of `barriers` and starts
    the bulk tensor copies of the box at the coordinates into stage `slot` of the buffer. Operands:
    tensor map (!ttng.tensormap), buffer, slot, barriers, predicate (i1: copy or not), then the
    coordinates (i32, outermost first)."""


@op("ttng.fence_async_shared", SideEffect)
class FenceAsyncShared(Operation):
    """ttgir (TMA): this thread's shared-memory accesses so far are ordered before later ones of the
    async proxy (a TMA copy refilling a stage the thread read with ld.shared or ldmatrix)."""


@op("ttng.wait_barrier", SideEffect)
class WaitBarrier(Operation):
    """ttgir (TMA): every thread waits until the phase of mbarrier `slot` whose parity is `phase`
    completed (operands: barriers, slot, phase), i.e. the stage's copies landed."""


@op("ttng.warp_group_dot_wait", SideEffect)
class WarpGroupDotWait(Operation):
    """ttgir (Hopper): the operands, dot sums that asynchronous warpgroup MMAs may still be writing,
    once at most attrs['pendings'] groups of them are in flight -> the same tiles, safe to read.
    (A dot with attrs['wgmma_pendings'] = 1 leaves its own group in flight: the pipeline puts this
    after the loop that carries its sum.)"""

    def verify(self):
        _check(len(self.operands) == len(self.results) and
               all(a.type == r.type for a, r in zip(self.operands, self.results)),
               "warp_group_dot_wait returns its operands' tiles")


# ---------------------------------------------------------------- memory
@op("tt.load", MemRead)
class Load(Operation):
    """operands: ptr [, mask [, other]]; attrs cache, evict, volatile are advisory."""

    def verify(self):
        _check(1 <= len(self.operands) <= 3, "load takes ptr, mask?, other?")
        ptr = self.operands[0].type
        _check(ptr.scalar.is_ptr(), "load needs pointers")
        _check(self.result.type == with_element(ptr, ptr.scalar.pointee), "load result is the pointee type")
        if len(self.operands) >= 2:
            _check(self.operands[1].type == with_element(ptr, i1), "load mask must be i1 of the pointer shape")
        if len(self.operands) == 3:
            _check(self.operands[2].type == self.result.type, "load other must match the result type")


@op("tt.store", SideEffect)
class Store(Operation):
    """operands: ptr, value [, mask]."""

    def verify(self):
        _check(2 <= len(self.operands) <= 3, "store takes ptr, value, mask?")
        ptr, val = self.operands[0].type, self.operands[1].type
        _check(ptr.scalar.is_ptr() and val == with_element(ptr, ptr.scalar.pointee), "store value must be the pointee type")
        if len(self.operands) == 3:
            _check(self.operands[2].type == with_element(ptr, i1), "store mask must be i1 of the pointer shape")


ATOMIC_RMW_OPS = ("add", "fadd", "max", "umax", "min", "umin", "and", "or", "xor", "xchg")


@op("tt.atomic_rmw", SideEffect)
class AtomicRMW(Operation):
    """operands: ptr, val [, mask]; returns the old values."""

    def verify(self):
        _check(self.attrs.get("op") in ATOMIC_RMW_OPS, "bad atomic op")
        _check(self.operands[1].type == self.result.type, "atomic value type must match the result")


@op("tt.atomic_cas", SideEffect)
class AtomicCAS(Operation):
    """operands: ptr, cmp, val; returns the old values."""


@op("tt.dot", Pure)
class Dot(Operation):
    def verify(self):
        a, b, c = (v.type for v in self.operands)
        _check(len(a.shape) == len(b.shape) == len(c.shape) and len(a.shape) in (2, 3), "dot takes 2-D or 3-D tiles")
        _check(a.shape[-1] == b.shape[-2] and c.shape == a.shape[:-1] + b.shape[-1:], "dot shapes")
        _check(c == self.result.type, "dot result is the accumulator type")


class _Combine(Operation):
    """tt.reduce / tt.scan: N tensors in, N out, combined by the region (2N scalar args)."""

    def verify(self):
        body = self.regions[0]
        n = len(self.operands)
        _check(len(body.args) == 2 * n, f"{self.name} region takes 2x{n} arguments")
        _check(len(body.terminator.operands) == n, f"{self.name} region returns {n} values")


@op("tt.reduce", regions=1)
class Reduce(_Combine):
    traits = frozenset({Pure})


@op("tt.scan", regions=1)
class Scan(_Combine):
    traits = frozenset({Pure})


@op("tt.reduce.return", Terminator)
class ReduceReturn(Operation):
    pass


@op("tt.scan.return", Terminator)
class ScanReturn(Operation):
    pass


@op("tt.map_elementwise", regions=1)
class MapElementwise(Operation):
    """tl.map_elementwise: N tensors of one shape in, M out; the region maps `pack` consecutive
    elements of each input (N*pack scalar args, input by input) to `pack` elements of each output
    (M*pack scalars, output by output). Not Pure: the scalar function may have effects."""

    def verify(self):
        body, pack = self.regions[0], self.attrs.get("pack", 1)
        shapes = {tuple(v.type.shape) for v in list(self.operands) + list(self.results)}
        _check(len(shapes) == 1, "tt.map_elementwise operands and results share one shape")
        _check(isinstance(pack, int) and pack >= 1, "tt.map_elementwise pack must be a positive int")
        _check(len(body.args) == pack * len(self.operands),
               f"tt.map_elementwise region takes {pack}x{len(self.operands)} arguments")
        _check(len(body.terminator.operands) == pack * len(self.results),
               f"tt.map_elementwise region returns {pack}x{len(self.results)} values")


@op("tt.map_elementwise.return", Terminator)
class MapElementwiseReturn(Operation):
    pass


@op("tt.elementwise_inline_asm")
class ElementwiseInlineAsm(Operation):
    """tl.inline_asm_elementwise: target assembly (`asm_string`, LLVM `constraints`) run on
    `packed_element` consecutive elements of every operand at a time; `pure` says it has no effect."""

    def verify(self):
        _check(isinstance(self.attrs.get("asm_string"), str) and isinstance(self.attrs.get("constraints"), str),
               "tt.elementwise_inline_asm needs asm_string and constraints")
        shapes = {tuple(v.type.shape) if v.type.is_tensor() else () for v in list(self.operands) + list(self.results)}
        _check(len(shapes) == 1, "tt.elementwise_inline_asm operands and results share one shape")


# ---------------------------------------------------------------- debugging and hints
@op("tt.print", SideEffect)
class Print(Operation):
    pass


@op("tt.assert", SideEffect)
class Assert(Operation):
    pass


@op("tt.assume", SideEffect)
class Assume(Operation):
    """The i1 operand is true; passes may rely on it, the interpreter checks it."""


@op("tt.debug_barrier", SideEffect)
class DebugBarrier(Operation):
    pass


# ---------------------------------------------------------------- functions
@op("builtin.module", regions=1)
class Module(Operation):
    @property
    def body(self) -> Block:
        return self.regions[0]

    def funcs(self) -> dict:
        return {f.attrs["sym_name"]: f for f in self.body.ops if isinstance(f, Func)}


@op("tt.func", regions=1)
class Func(Operation):
    """attrs: sym_name, result_types (list of types), visibility ('public' kernel or 'private' helper)."""

    @property
    def body(self) -> Block:
        return self.regions[0]

    def verify(self):
        ret = self.body.terminator
        declared = list(self.attrs.get("result_types", []))
        _check(ret is not None and [v.type for v in ret.operands] == declared,
               f"@{self.attrs.get('sym_name')}: tt.return types must match the declared results {list(map(str, declared))}")


@op("tt.return", Terminator)
class Return(Operation):
    pass


@op("tt.call")
class Call(Operation):
    """attrs: callee (sym_name); inlined away before any backend sees it."""


# ---------------------------------------------------------------- structured control flow
@op("scf.for", regions=1)
class For(Operation):
    """operands: lb, ub, step, *inits; region args: iv, *iter_args; results: final iter_args."""

    def verify(self):
        lb, ub, step = (v.type for v in self.operands[:3])
        _check(lb == ub == step and isinstance(lb, IntType), "for bounds must share one integer type")
        inits = [v.type for v in self.operands[3:]]
        body = self.regions[0]
        _check([a.type for a in body.args] == [lb] + inits, "for region args: iv, iter_args")
        _check([v.type for v in body.terminator.operands] == inits, "for yields its iter_args' types")
        _check([r.type for r in self.results] == inits, "for results are its iter_args' types")


@op("scf.while", regions=2)
class While(Operation):
    """operands: inits; before(args) ends in scf.condition(cond, *args'); after(args') ends in scf.yield."""

    def verify(self):
        before, after = self.regions
        _check([a.type for a in before.args] == [v.type for v in self.operands], "while before args")
        cond = before.terminator
        _check(cond.name == "scf.condition" and cond.operands[0].type == i1, "while needs scf.condition(i1)")
        _check([v.type for v in cond.operands[1:]] == [a.type for a in after.args] ==
               [r.type for r in self.results], "while forwards matching types")
        _check([v.type for v in after.terminator.operands] == [v.type for v in self.operands], "while yields inits' types")


@op("scf.if", regions=2)
class If(Operation):
    def verify(self):
        _check(self.operands[0].type == i1, "if condition must be i1")
        for region in self.regions:
            _check([v.type for v in region.terminator.operands] == [r.type for r in self.results],
                   "if branches yield the result types")


@op("scf.yield", Terminator)
class Yield(Operation):
    pass


@op("scf.condition", Terminator)
class Condition(Operation):
    pass


def is_removable(o: Operation) -> bool:
    """Unused results of this op can be dropped (no writes, no control of other effects)."""
    if o.name == "tt.load" and o.attrs.get("volatile"):
        return False  # a volatile load is an observable access
    if o.has_trait(Pure) or o.has_trait(MemRead):
        return not any(i.has_trait(SideEffect) for r in o.regions for i in r.walk())
    return False


__all__ = [n for n in dir() if not n.startswith("_")] + ["PtrType"]
