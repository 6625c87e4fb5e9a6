"""The NVPTX target: what `LLVMRenderer` needs from NVIDIA GPUs, as LLVM 22 spells it.

Thread/block ids are `llvm.nvvm.read.ptx.sreg.*`; barriers `llvm.nvvm.barrier.cta.sync.aligned.all`;
shuffles `llvm.nvvm.shfl.sync.*.i32` (narrower values widened, 64-bit ones split); tensor cores
`llvm.nvvm.mma.m16n8k16.row.col.*`. Global loads and stores are PTX inline assembly, as Triton
emits them: one predicated `ld.global.v4.b32` is a single instruction, where a branch around an LLVM
load leaves the predication to ptxas. Transcendental functions come from libdevice (`__nv_expf`,
...), linked in by the ptx stage; fp32 exp uses `ex2.approx.f32` and exp2 `ex2.approx.ftz.f32`, as Triton does. Shared memory is one dynamic buffer, `@global_smem`.
`nvptx_target(arch)` is the description of an NVIDIA GPU that the shared GPU passes read (target.py).
"""
from __future__ import annotations

import functools

from ...ir.types import FloatType, IntType, PtrType, TensorMapType
from ..llvm.types import llty
from .nvptx_matrix import MatrixOps, _bytes_of_word, descriptor_fields  # noqa: F401 - (re-exported)
from .render_llvm import LLVMRenderer
from .target import GPUTarget

_SREG = {"tt.get_program_id": "ctaid", "tt.get_num_programs": "nctaid"}
_LIBDEVICE = {"math.exp": "exp", "math.exp2": "exp2", "math.log": "log", "math.log2": "log2", "math.sin": "sin",
              "math.cos": "cos", "math.tan": "tan", "math.tanh": "tanh", "math.erf": "erf"}


class NVPTXRenderer(MatrixOps, LLVMRenderer):
    # LLVM 22's NVPTX backend emits an ordered atomicrmw as a plain (relaxed) `atom`: a lock released
    # with atomic_xchg did not publish the stores before it (tutorial 05's backward lost updates on the
    # H100); cmpxchg keeps its order (`atom.acq_rel.gpu.cas`)
    fence_atomic_rmw = True

    def __init__(self, func, num_warps: int, maxnreg: int | None = None, smem_align: int = 16, sm: int = 80):
        super().__init__(func)
        self.num_warps = num_warps
        self.sm = sm  # compute capability (90 for sm_90a): instructions newer chips have
        self.maxnreg = maxnreg
        self.smem_align = smem_align

    def module_prelude(self):
        return ['target triple = "nvptx64-nvidia-cuda"',
                f"@global_smem = external addrspace(3) global [0 x i8], align {self.smem_align}"]

    def kernel_header(self, name, params):
        return f'define ptx_kernel void @{name}({", ".join(params)}) #0 {{'

    def module_epilogue(self):
        # .maxntid tells ptxas the block size; .maxnreg caps registers per thread (ptxas ignores
        # --maxrregcount for kernels with launch bounds, so the cap must be in the PTX)
        cap = f' "nvvm.maxnreg"="{int(self.maxnreg)}"' if self.maxnreg else ""
        return [f'attributes #0 = {{ "nvvm.maxntid"="{32 * self.num_warps}"{cap} }}']

    def param(self, t, name: str) -> str:
        if isinstance(t, TensorMapType):  # a CUtensorMap by value, read in place (__grid_constant__)
            return f'ptr byval([128 x i8]) align 64 "nvvm.grid_constant" {name}'
        return super().param(t, name)

    def syncscope(self, scope):
        return {"gpu": ' syncscope("device")', "cta": ' syncscope("block")', "sys": ""}.get(scope, ' syncscope("device")')

    def intrinsic(self, ret: str, name: str, args: list) -> str:
        return self.emit_call(ret, name, args)

    # ------------------------------------------------------------ ids, barrier, shuffle
    def op_gpu_thread_id(self, o):
        # the range lets LLVM drop masks such as `tid & (threads - 1)` (O3 learns it from .maxntid;
        # the scalar pipeline toolchain.py runs does not)
        self.declare("declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()")
        r = self.tmp()
        self.emit(f"{r} = call range(i32 0, {32 * self.num_warps}) i32 @llvm.nvvm.read.ptx.sreg.tid.x()")
        self.bind(o.result, r)

    def op_tt_get_program_id(self, o):
        axis = "xyz"[o.attrs["axis"]]
        self.bind(o.result, self.intrinsic("i32", f"llvm.nvvm.read.ptx.sreg.{_SREG[o.name]}.{axis}", []))

    op_tt_get_num_programs = op_tt_get_program_id

    def op_gpu_barrier(self, o):
        self.intrinsic("void", "llvm.nvvm.barrier.cta.sync.aligned.all", [("i32", "0")])

    def op_gpu_shuffle(self, o):
        x, lane = (self.ref(v) for v in o.operands)
        t = o.result.type
        mode = o.attrs["mode"]
        name = {"xor": "bfly", "idx": "idx", "up": "up"}[mode]
        clamp = "0" if mode == "up" else "31"

        def shfl32(v):
            return self.intrinsic("i32", f"llvm.nvvm.shfl.sync.{name}.i32", [("i32", "-1"), ("i32", v), ("i32", lane), ("i32", clamp)])
        bits = 64 if isinstance(t, PtrType) else t.bits
        as_int = self.to_bits(x, t, bits)
        if bits == 64:
            lo, hi, v2 = self.tmp(), self.tmp(), self.tmp()
            self.emit(f"{v2} = bitcast i64 {as_int} to <2 x i32>")
            self.emit(f"{lo} = extractelement <2 x i32> {v2}, i32 0")
            self.emit(f"{hi} = extractelement <2 x i32> {v2}, i32 1")
            a, b = shfl32(lo), shfl32(hi)
            p, q, out = self.tmp(), self.tmp(), self.tmp()
            self.emit(f"{p} = insertelement <2 x i32> undef, i32 {a}, i32 0")
            self.emit(f"{q} = insertelement <2 x i32> {p}, i32 {b}, i32 1")
            self.emit(f"{out} = bitcast <2 x i32> {q} to i64")
            r = out
        else:
            w = as_int
            if bits < 32:
                w = self.tmp()
                self.emit(f"{w} = zext i{bits} {as_int} to i32")
            r = shfl32(w)
            if bits < 32:
                n = self.tmp()
                self.emit(f"{n} = trunc i32 {r} to i{bits}")
                r = n
        self.bind(o.result, self.from_bits(r, t, bits))

    # ------------------------------------------------------------ printf and assert (debug.py defines them)
    def cstring(self, text: str) -> str:
        """A global NUL-terminated string as a generic `ptr` constant (what vprintf takes)."""
        return f"addrspacecast (ptr addrspace(1) {self.string_global(text)} to ptr)"

    def op_gpu_print(self, o):
        """vprintf(format, buffer): the arguments packed as C varargs (floats as double, i1 as a
        "True"/"False" string), each aligned to its size."""
        has_pred = o.attrs.get("has_pred", False)
        args = o.operands[1:] if has_pred else o.operands
        fields, off = [], 0
        for v in args:
            t = v.type
            ty = "ptr" if t == IntType(1) else ("double" if isinstance(t, FloatType) else llty(t))
            size = 4 if ty == "i32" else 8
            off = (off + size - 1) // size * size
            fields.append((v, ty, off))
            off += size

        def body():
            buf = self.slot(f"[{max(off, 8)} x i8]")
            for v, ty, at in fields:
                x = self.ref(v)
                if ty == "ptr":
                    r = self.tmp()
                    self.emit(f"{r} = select i1 {x}, ptr {self.cstring('True')}, ptr {self.cstring('False')}")
                    x = r
                elif ty == "double" and v.type.name != "f64":
                    r = self.tmp()
                    self.emit(f"{r} = fpext {llty(v.type)} {x} to double")
                    x = r
                p = self.tmp()
                self.emit(f"{p} = getelementptr i8, ptr {buf}, i64 {at}")
                self.emit(f"store {ty} {x}, ptr {p}, align {4 if ty == 'i32' else 8}")
            self.intrinsic("i32", "vprintf", [("ptr", self.cstring(o.attrs["format"])), ("ptr", buf)])
        self.guarded(self.ref(o.operands[0]) if has_pred else None, None, body)

    def op_gpu_assert(self, o):
        fail, done = self.label("assert_fail"), self.label("assert_ok")
        self.emit(f"br i1 {self.ref(o.operands[0])}, label %{done}, label %{fail}")
        self.start(fail)
        self.intrinsic("void", "__assertfail", [("ptr", self.cstring(o.attrs["message"])),
                                                ("ptr", self.cstring(o.attrs["file"])), ("i32", str(o.attrs["line"])),
                                                ("ptr", self.cstring(o.attrs["func"])), ("i64", "1")])
        self.emit(f"br label %{done}")
        self.start(done)

    def math_unary(self, name, t, x, w):
        assert w == 0
        ty = llty(t)
        if ty == "half":
            wide, out = self.tmp(), self.tmp()
            self.emit(f"{wide} = fpext half {x} to float")
            r = self.math_unary(name, FloatType("f32"), wide, 0)
            self.emit(f"{out} = fptrunc float {r} to half")
            return out
        if ty == "float" and name in ("math.exp", "math.exp2"):
            # as Triton 3.6: fp32 exp is ex2.approx(x * log2(e)), one SFU instruction (~2 ulp);
            # exp2 is ex2.approx.ftz (a result below 2^-126 is 0: no denormal fix-up around the
            # SFU, which costs a compare and two multiplies an element in attention's inner loop)
            if name == "math.exp":
                y = self.tmp()
                self.emit(f"{y} = fmul float {x}, 0x3FF7154760000000")
                return self.intrinsic("float", "llvm.nvvm.ex2.approx.f32", [("float", y)])
            return self.intrinsic("float", "llvm.nvvm.ex2.approx.ftz.f32", [("float", x)])
        fn = "__nv_" + _LIBDEVICE[name] + ("f" if ty == "float" else "")
        return self.intrinsic(ty, fn, [(ty, x)])

    def divide_f32(self, a, b):
        """fp32 `/` as Triton on NVIDIA: div.full.f32 (within 2 ulp; an SFU reciprocal and a multiply
        with range checks, where IEEE division's Newton steps and slow-path call cost ~20
        instructions). tl.math.div_rn (tt.precise_divf) stays IEEE-exact."""
        return self.intrinsic("float", "llvm.nvvm.div.full", [("float", a), ("float", b)])

    def f32_to_fp8_native(self, x, name, w, rounding):
        """fp32 -> e4m3 / e5m2 rounded to nearest even and saturated, from sm_89 on one cvt (as
        Triton's `.to(tl.float8e4nv)`; the integer steps of elementwise.py cost ~20 instructions).
        Finite results and saturation are the software path's; a NaN stays a NaN, with the sign and
        payload the hardware chooses. None where the hardware has no such cvt."""
        fmt = {"f8E4M3FN": "e4m3x2", "f8E5M2": "e5m2x2"}.get(name)
        if fmt is None or w != 0 or rounding != "rtne" or self.sm < 89:
            return None
        pair, r = self.tmp(), self.tmp()
        self.emit(f'{pair} = call i16 asm "cvt.rn.satfinite.{fmt}.f32 $0, $1, $2;", "=h,f,f"(float 0.0, float {x})')
        self.emit(f"{r} = trunc i16 {pair} to i8")  # (the second source is the low byte)
        return r

    def extern_elementwise(self, attrs, ins, out, refs, w):
        """A libdevice function (`tt.extern_elementwise`): a call to the `__nv_*` function it names."""
        assert w == 0
        return self.intrinsic(llty(out), attrs["symbol"], [(llty(t), r) for t, r in zip(ins, refs)])

    # ------------------------------------------------------------ global memory
    def _words(self, t, n):
        """(word bits, words, elements per word) of n elements of type t moved as integers."""
        size = 8 if isinstance(t, PtrType) else max(1, t.bits // 8)
        total = size * n
        if size >= 4:
            return size * 8, n, 1
        if total >= 4:
            return 32, total // 4, 4 // size
        return total * 8, 1, n

    def _word_of_bytes(self, group) -> str:
        """The i32 holding four 8-bit elements, byte i the i-th: the word they were taken apart from
        where they were (ldmatrix, shuffles), else packed."""
        whole = _bytes_of_word(group)
        return self.ref(whole) if whole is not None else self._pack([self.ref(v) for v in group], group[0].type, 32, 4)[0]

    def _elem_int(self, t):
        size = 8 if isinstance(t, PtrType) else max(1, t.bits // 8)
        return f"i{size * 8}"

    def _pack(self, vals, t, wb, per):
        """Elements -> words (integers of wb bits)."""
        it = self._elem_int(t)
        ints = []
        for v in vals:
            if isinstance(t, PtrType):
                r = self.tmp()
                self.emit(f"{r} = ptrtoint {self.ty(t)} {v} to i64")
            elif isinstance(t, IntType) and t.bits == 1:
                r = self.tmp()
                self.emit(f"{r} = zext i1 {v} to i8")
            elif isinstance(t, FloatType) and llty(t) in ("half", "float", "double"):
                r = self.tmp()
                self.emit(f"{r} = bitcast {llty(t)} {v} to {it}")
            else:
                r = v
            ints.append(r)
        words = []
        for k in range(0, len(ints), per):
            group = ints[k:k + per]
            if per == 1:
                words.append(group[0])
                continue
            acc = "undef"
            for j, x in enumerate(group):
                nxt = self.tmp()
                self.emit(f"{nxt} = insertelement <{per} x {it}> {acc}, {it} {x}, i32 {j}")
                acc = nxt
            w = self.tmp()
            self.emit(f"{w} = bitcast <{per} x {it}> {acc} to i{wb}")
            words.append(w)
        return words

    def _unpack(self, words, t, wb, per) -> list:
        it = self._elem_int(t)
        out = []
        for w in words:
            if per == 1:
                ints = [w]
            else:
                v = self.tmp()
                self.emit(f"{v} = bitcast i{wb} {w} to <{per} x {it}>")
                ints = []
                for j in range(per):
                    e = self.tmp()
                    self.emit(f"{e} = extractelement <{per} x {it}> {v}, i32 {j}")
                    ints.append(e)
            for x in ints:
                if isinstance(t, PtrType):
                    r = self.tmp()
                    self.emit(f"{r} = inttoptr i64 {x} to {self.ty(t)}")
                elif isinstance(t, IntType) and t.bits == 1:
                    r = self.tmp()
                    self.emit(f"{r} = icmp ne i8 {x}, 0")
                elif isinstance(t, FloatType) and llty(t) in ("half", "float", "double"):
                    r = self.tmp()
                    self.emit(f"{r} = bitcast {it} {x} to {llty(t)}")
                else:
                    r = x
                out.append(r)
        return out

    @staticmethod
    def _constraint(wb):
        return {8: "h", 16: "h", 32: "r", 64: "l"}[wb]

    def _word_ty(self, wb):
        return "i16" if wb == 8 else f"i{wb}"

    def global_load(self, o):
        t = o.results[0].type
        n = o.attrs["n"]
        wb, nw, per = self._words(t, n)
        ops = o.operands
        has_pred, has_other = o.attrs.get("has_pred"), o.attrs.get("has_other")
        addr = self.ref(ops[0])
        pred = self.ref(ops[1]) if has_pred else None
        others = [self.ref(v) for v in ops[(2 if has_pred else 1):]] if has_other else []
        wt = self._word_ty(wb)
        other_words = self._pack(others, t, wb, per) if others else []
        if wb == 8:  # bytes travel in 16-bit registers
            other_words = [self._widen8(x) for x in other_words]
        c = self._constraint(wb)
        outs = ", ".join(f"${i}" for i in range(nw))
        ptx_ty = {8: "b8", 16: "b16", 32: "b32", 64: "b64"}[wb]
        vec = f".v{nw}" if nw > 1 else ""
        qual = ".volatile" if o.attrs.get("volatile") else ""
        cache = {".ca": ".ca", ".cg": ".cg", ".cv": ".cv", ".cs": ".cs", ".lu": ".lu"}.get(o.attrs.get("cache", ""), "")
        # an L1 eviction hint only without a cache operator (ptxas rejects `.cg.L1::evict_first`)
        evict = "" if cache else {"evict_first": ".L1::evict_first", "evict_last": ".L1::evict_last"}.get(
            o.attrs.get("evict", ""), "")
        if qual:
            cache = evict = ""
        a = nw  # operand index of the address
        asm = []
        constraints = [f"={c}"] * nw + ["l"]
        args = [("ptr addrspace(1)", addr)]
        if has_pred:
            p = nw + 1
            constraints.append("b")
            args.append(("i1", pred))
            mov = {8: "mov.b16", 16: "mov.b16", 32: "mov.b32", 64: "mov.b64"}[wb]  # bytes sit in 16-bit registers
            for i in range(nw):
                if other_words:
                    k = len(constraints)
                    constraints.append(c)
                    args.append((wt, other_words[i]))
                    asm.append(f"{mov} ${i}, ${k};")
                else:
                    asm.append(f"{mov} ${i}, 0;")
            guard = f"@${p} "
        else:
            guard = ""
        asm.append(f"{guard}ld{qual}.global{cache}{evict}{vec}.{ptx_ty} {{{outs}}}, [${a}];" if nw > 1 else
                   f"{guard}ld{qual}.global{cache}{evict}.{ptx_ty} ${0}, [${a}];")
        ret = wt if nw == 1 else "{ " + ", ".join([wt] * nw) + " }"
        # a load reads memory that stores (also inline asm) may change: without `sideeffect` LLVM takes
        # the asm as pure and reuses one load across a store or hoists it out of a loop (as Triton does)
        r = self.tmp()
        self.emit(f'{r} = call {ret} asm sideeffect "{" ".join(asm)}", "{",".join(constraints)}"'
                  f'({", ".join(f"{ty} {v}" for ty, v in args)})')
        words = [r] if nw == 1 else []
        for i in range(nw if nw > 1 else 0):
            e = self.tmp()
            self.emit(f"{e} = extractvalue {ret} {r}, {i}")
            words.append(e)
        if wb == 8:
            words = [self._narrow8(w) for w in words]
        for res, v in zip(o.results, self._unpack(words, t, wb, per)):
            self.bind(res, v)

    def _widen8(self, x):
        r = self.tmp()
        self.emit(f"{r} = zext i8 {x} to i16")
        return r

    def _narrow8(self, x):
        r = self.tmp()
        self.emit(f"{r} = trunc i16 {x} to i8")
        return r

    def global_store(self, o):
        ops = o.operands
        n = o.attrs["n"]
        has_pred = o.attrs.get("has_pred")
        vals = ops[(2 if has_pred else 1):]
        t = vals[0].type
        wb, nw, per = self._words(t, n)
        words = self._pack([self.ref(v) for v in vals], t, wb, per)
        if wb == 8:
            words = [self._widen8(w) for w in words]
        c = self._constraint(wb)
        wt = self._word_ty(wb)
        constraints = ["l"]
        args = [("ptr addrspace(1)", self.ref(ops[0]))]
        guard = ""
        if has_pred:
            constraints.append("b")
            args.append(("i1", self.ref(ops[1])))
            guard = "@$1 "
        first = len(constraints)
        for w in words:
            constraints.append(c)
            args.append((wt, w))
        ptx_ty = {8: "b8", 16: "b16", 32: "b32", 64: "b64"}[wb]
        cache = {".wb": ".wb", ".cg": ".cg", ".cs": ".cs", ".wt": ".wt"}.get(o.attrs.get("cache", ""), "")
        # an L1 eviction hint only without a cache operator (ptxas rejects `.cg.L1::evict_first`)
        evict = "" if cache else {"evict_first": ".L1::evict_first", "evict_last": ".L1::evict_last"}.get(
            o.attrs.get("evict", ""), "")
        src = ", ".join(f"${first + i}" for i in range(nw))
        asm = f"{guard}st.global{cache}{evict}.v{nw}.{ptx_ty} [$0], {{{src}}};" if nw > 1 else \
            f"{guard}st.global{cache}{evict}.{ptx_ty} [$0], ${first};"
        self.emit(f'call void asm sideeffect "{asm}", "{",".join(constraints)}"'
                  f'({", ".join(f"{ty} {v}" for ty, v in args)})')


    # ------------------------------------------------------------ tl.inline_asm_elementwise
    def op_gpu_inline_asm(self, o):
        """The user's PTX, as Triton passes it: `pack` elements narrower than 32 bits share 32-bit
        registers (4 x i8, 2 x f16 ...); others, and pointers (as i64), take one register each."""
        pack = o.attrs.get("packed_element", 1)
        n_in, n_out = len(o.operands) // pack, len(o.results) // pack
        words_ty, args = [], []
        for i in range(n_in):
            group = o.operands[i * pack:(i + 1) * pack]
            for ty, word in self._asm_words(group[0].type, [self.ref(v) for v in group], pack):
                args.append(f"{ty} {word}")
        for i in range(n_out):
            t = o.results[i * pack].type
            words_ty += [ty for ty, _ in self._asm_words(t, ["poison"] * pack, pack)]
        ret = words_ty[0] if len(words_ty) == 1 else "{ " + ", ".join(words_ty) + " }"
        asm = o.attrs["asm_string"].replace("\\", "\\5C").replace('"', "\\22").replace("\n", "\\0A")
        side = "" if o.attrs.get("pure") else " sideeffect"
        r = self.tmp()
        self.emit(f'{r} = call {ret} asm{side} "{asm}", "{o.attrs["constraints"]}"({", ".join(args)})')
        words = [r] if len(words_ty) == 1 else []
        for i in range(len(words_ty) if len(words_ty) > 1 else 0):
            w = self.tmp()
            self.emit(f"{w} = extractvalue {ret} {r}, {i}")
            words.append(w)
        k = 0
        for i in range(n_out):
            t = o.results[i * pack].type
            per, n_words = self._asm_per_word(t, pack)
            vals = []
            for w, wty in zip(words[k:k + n_words], words_ty[k:k + n_words]):
                if per == 1:
                    vals.append(w)
                    continue
                v = self.tmp()
                self.emit(f"{v} = bitcast {wty} {w} to <{per} x {llty(t)}>")
                for j in range(per):
                    e = self.tmp()
                    self.emit(f"{e} = extractelement <{per} x {llty(t)}> {v}, i32 {j}")
                    vals.append(e)
            k += n_words
            for res, v in zip(o.results[i * pack:(i + 1) * pack], vals):
                self.bind(res, v)

    @staticmethod
    def _asm_per_word(t, pack: int) -> tuple[int, int]:
        """(elements per register, registers) for `pack` elements of type `t`."""
        bits = 64 if isinstance(t, PtrType) else t.bits
        per = max(1, min(pack, 32 // bits)) if bits < 32 and pack > 1 else 1
        return per, pack // per

    def _asm_words(self, t, refs: list, pack: int) -> list:
        """[(LLVM type, value)] of the registers holding `refs` (elements of type `t`)."""
        per, _ = self._asm_per_word(t, pack)
        if isinstance(t, PtrType):
            out = []
            for x in refs:
                w = self.tmp() if x != "poison" else "poison"
                if x != "poison":
                    self.emit(f"{w} = ptrtoint {self.ty(t)} {x} to i64")
                out.append(("i64", w))
            return out
        if per == 1:
            return [(llty(t), x) for x in refs]
        wty = f"i{per * t.bits}"
        out = []
        for g in range(0, len(refs), per):
            if refs[g] == "poison":
                out.append((wty, "poison"))
                continue
            vec = "poison"
            for j, x in enumerate(refs[g:g + per]):
                nxt = self.tmp()
                self.emit(f"{nxt} = insertelement <{per} x {llty(t)}> {vec}, {llty(t)} {x}, i32 {j}")
                vec = nxt
            w = self.tmp()
            self.emit(f"{w} = bitcast <{per} x {llty(t)}> {vec} to {wty}")
            out.append((wty, w))
        return out


def render(func, meta: dict, options, sm: int = 80) -> str:
    return NVPTXRenderer(func, meta["num_warps"], getattr(options, "maxnreg", None),
                         meta.get("smem_align", 16), sm).render()


def sm_number(arch) -> int:
    """90 / '90a' / 'sm_90' -> 90."""
    digits = "".join(ch for ch in str(arch) if ch.isdigit())
    return int(digits) if digits else 0


# operand element types sm_90a's wgmma multiplies (fp32 as tf32)
WGMMA_TYPES = ("f16", "bf16", "f8E4M3FN", "f8E5M2", "i8", "f32")


@functools.lru_cache(maxsize=None)
def nvptx_target(arch) -> GPUTarget:
    """An NVIDIA GPU of compute capability `arch` as the shared GPU passes see it: 32-lane warps;
    from sm_80 (Ampere) on, mma.sync tensor cores with ldmatrix and cp.async copies; sm_90a
    (Hopper's arch-specific features) adds warpgroup MMA and, for the tiles it reads, TMA; sm_90 on,
    stmatrix."""
    ampere = sm_number(arch) >= 80
    return GPUTarget("nvptx", arch, warp_size=32, render=functools.partial(render, sm=sm_number(arch)),
                     mma="mma_sync" if ampere else None,
                     async_copy=ampere, wgmma=WGMMA_TYPES if str(arch) == "90a" else (), stmatrix=sm_number(arch) >= 90,
                     tma=str(arch) == "90a")


__all__ = ["NVPTXRenderer", "render", "nvptx_target", "sm_number"]
