"""The OpenCL SPIR-V target: what `LLVMRenderer` needs from Intel GPUs (and any OpenCL device that
takes SPIR-V), as LLVM 22's SPIR-V back end (`spirv64-unknown-unknown`) understands it.

LLVM's SPIR-V back end turns calls to OpenCL builtins, spelled with their Itanium-mangled names,
into SPIR-V instructions: `_Z12get_local_idj` -> the LocalInvocationId builtin, `_Z7barrierj(1)` ->
`OpControlBarrier` with workgroup-memory semantics (its own `llvm.spv.group.memory.barrier.with.
group.sync` drops the memory bit), `_Z21sub_group_shuffle_xorjj` -> `OpGroupNonUniformShuffleXor`,
`_Z3expf` -> `OpExtInst exp` of OpenCL.std. A name it does not know silently becomes an import
(Linkage), which no driver can resolve: the spv stage checks the imports against `BUILTINS`.

Atomics are `__spirv_Atomic*` builtins with explicit scope and semantics: LLVM renders an ordered
`atomicrmw` with AcquireRelease but no storage-class bit (so it orders no memory at all in SPIR-V's
model); these carry CrossWorkgroupMemory, as the Khronos translator emits for OpenCL C atomics.
Shared memory is one `@global_smem` Workgroup array sized at compile time (the lowering knows it),
so a launch passes no local-memory argument. Global loads and stores are plain LLVM memory ops,
vectorised where the lowering moves several elements, behind a branch when predicated.
Transcendentals are OpenCL.std instructions (f16 computed in f32, as the NVPTX renderer does); the
directed-rounding libdevice functions use OpenCL's rounding conversions and error-free
transformations, since SPIR-V has no dynamic rounding mode.
`opencl_target(arch, subgroup)` is the description the shared GPU passes read (target.py).
"""
from __future__ import annotations

import struct

from ...ir.types import FloatType, IntType, PtrType
from ..llvm.types import llty, memty
from .render_llvm import LLVMRenderer
from .target import GPUTarget

# OpenCL's names of the math functions the tile IR and libdevice use; the Bessel functions
# (j0, j1, y0, y1, jn, yn) have no OpenCL builtin
_MATH = {"math.exp": "exp", "math.exp2": "exp2", "math.log": "log", "math.log2": "log2", "math.sin": "sin",
         "math.cos": "cos", "math.tan": "tan", "math.tanh": "tanh", "math.erf": "erf"}
_OPENCL_LIBM = {"sin", "cos", "tan", "sinh", "cosh", "tanh", "asin", "acos", "atan", "asinh", "acosh", "atanh",
                "exp", "exp2", "exp10", "expm1", "log", "log2", "log10", "log1p", "cbrt", "erf", "erfc", "lgamma",
                "tgamma", "atan2", "hypot", "pow", "remainder", "nextafter", "fmod"}
_MANGLE = {"float": "f", "double": "d", "half": "Dh", "i8": "c", "i16": "s", "i32": "i", "i64": "l"}
_UNSIGNED = {"i8": "h", "i16": "t", "i32": "j", "i64": "m"}
_SCOPE = {"gpu": 1, "cta": 2, "sys": 0}  # SPIR-V Scope: CrossDevice 0, Device 1, Workgroup 2
# SPIR-V memory semantics: the order, and CrossWorkgroupMemory (0x200): what global atomics order
_ORDER = {"relaxed": 0x0, "acquire": 0x2, "release": 0x4, "acq_rel": 0x8}
_CROSS_WORKGROUP = 0x200
_RMW = {"add": "IAdd", "fadd": "FAddEXT", "max": "SMax", "umax": "UMax", "min": "SMin", "umin": "UMin",
        "and": "And", "or": "Or", "xor": "Xor", "xchg": "Exchange"}
# extensions the spv stage enables in LLVM (without them a float atomic aborts the process)
SPIRV_EXTENSIONS = ("SPV_EXT_shader_atomic_float_add", "SPV_EXT_shader_atomic_float_min_max",
                    "SPV_EXT_shader_atomic_float16_add")


def mangled(name: str, *params: str) -> str:
    """Itanium mangling of an OpenCL builtin of scalar parameters (LLVM type names)."""
    return f"_Z{len(name)}{name}" + "".join(_MANGLE.get(p, p) for p in params)


class OpenCLRenderer(LLVMRenderer):
    string_space = 2  # OpenCL's printf takes its format in the constant address space
    def __init__(self, func, num_warps: int, subgroup: int, shared: int, cpu_runtime: bool = False):
        """`cpu_runtime`: work around Intel's CPU OpenCL runtime (the `xpu:spirv` target's code runs
        there): no LLVM `fneg` (see `negate`)."""
        super().__init__(func)
        if not cpu_runtime:
            self.negate = None
        self.num_warps = num_warps
        self.subgroup = subgroup
        self.shared = shared
        self.builtins: set = set()  # OpenCL builtins called (the spv stage checks its imports against them)

    def module_prelude(self):
        smem = []
        if self.shared:
            smem = [f"@global_smem = internal addrspace(3) global [{int(self.shared)} x i8] undef, align 16"]
        return ['target triple = "spirv64-unknown-unknown"'] + smem

    def kernel_header(self, name, params):
        return (f"define spir_kernel void @{name}({', '.join(params)}) !intel_reqd_sub_group_size !0 "
                f"!reqd_work_group_size !1 {{")

    def module_epilogue(self):
        return ["", f"!0 = !{{i32 {self.subgroup}}}", f"!1 = !{{i32 {self.subgroup * self.num_warps}, i32 1, i32 1}}"]

    def syncscope(self, scope):
        return {"gpu": ' syncscope("device")', "cta": ' syncscope("workgroup")', "sys": ""}.get(scope, ' syncscope("device")')

    def builtin(self, ret: str, name: str, args: list, flags: str = "") -> str:
        """Call the OpenCL builtin `name` (mangled) with (type, value) arguments and fast-math
        `flags` ("afn "). Barriers and shuffles are `convergent`: without it LLVM's simplifycfg
        copied a barrier into both sides of a branch on the lane id (the work-group then deadlocks
        or, on the CPU runtime, ran an atomic twice)."""
        self.builtins.add(name)
        conv = " convergent" if ("barrier" in name or "shuffle" in name) else ""
        return self.emit_call(ret, name, args, cc="spir_func ", flags=flags, fn_attrs=f"{conv} nounwind")

    def _id(self, fn: str, axis: int) -> str:
        wide = self.builtin("i64", mangled(fn, "j"), [("i32", str(axis))])
        r = self.tmp()
        self.emit(f"{r} = trunc i64 {wide} to i32")
        return r

    # ------------------------------------------------------------ ids, barrier, shuffle
    def op_gpu_thread_id(self, o):
        self.bind(o.result, self._id("get_local_id", 0))

    def op_tt_get_program_id(self, o):
        self.bind(o.result, self._id("get_group_id", o.attrs["axis"]))

    def op_tt_get_num_programs(self, o):
        self.bind(o.result, self._id("get_num_groups", o.attrs["axis"]))

    def op_gpu_barrier(self, o):
        self.builtin("void", mangled("barrier", "j"), [("i32", "1")])  # CLK_LOCAL_MEM_FENCE
        self.has_barrier = True

    has_barrier = has_shuffle = False

    def finish(self):
        """Intel's CPU OpenCL runtime (2026.2) runs a kernel with subgroup shuffles and no barrier
        wrongly when its only stores are made by some work-items (`if lane == 0: store`): each
        shuffle returns the lane's own value (a reduction came out as its first element times 16).
        Any barrier in the kernel makes it construct the subgroups correctly: one at entry, which
        costs a GPU next to nothing."""
        if self.has_shuffle and not self.has_barrier:
            name = mangled("barrier", "j")
            self.builtins.add(name)
            self.declare(f"declare spir_func void @{name}(i32) convergent nounwind")
            self.lines.insert(0, f"  call spir_func void @{name}(i32 1)")

    def op_gpu_shuffle(self, o):
        """Values move as 32- or 64-bit integers (narrower ones widened), as on NVPTX. OpenCL leaves a
        shuffle_up from below lane 0 undefined where PTX's clamps to the lane's own value: selected."""
        self.has_shuffle = True
        x, lane = (self.ref(v) for v in o.operands)
        t = o.result.type
        mode = o.attrs["mode"]
        bits = 64 if isinstance(t, PtrType) else t.bits
        wide = "i64" if bits == 64 else "i32"
        w = self.to_bits(x, t, bits)
        if bits < 32:
            z = self.tmp()
            self.emit(f"{z} = zext i{bits} {w} to i32")
            w = z
        fn = {"xor": "sub_group_shuffle_xor", "idx": "sub_group_shuffle", "up": "sub_group_shuffle_up"}[mode]
        r = self.builtin(wide, mangled(fn, _UNSIGNED[wide], "j"), [(wide, w), ("i32", lane)])
        if mode == "up":
            me = self.builtin("i32", "_Z22get_sub_group_local_idv", [])
            ok, s = self.tmp(), self.tmp()
            self.emit(f"{ok} = icmp uge i32 {me}, {lane}")
            self.emit(f"{s} = select i1 {ok}, {wide} {r}, {wide} {w}")
            r = s
        if bits < 32:
            n = self.tmp()
            self.emit(f"{n} = trunc i32 {r} to i{bits}")
            r = n
        self.bind(o.result, self.from_bits(r, t, bits))

    # ------------------------------------------------------------ global memory
    def global_load(self, o):
        t = o.results[0].type
        n = o.attrs["n"]
        ops = o.operands
        has_pred, has_other = o.attrs.get("has_pred"), o.attrs.get("has_other")
        mt = "i64" if isinstance(t, PtrType) else memty(t)
        size = 8 if isinstance(t, PtrType) else max(1, t.bits // 8)
        vt = f"<{n} x {mt}>" if n > 1 else mt
        vol = " volatile" if o.attrs.get("volatile") else ""
        addr = self.ref(ops[0])

        def body():
            r = self.tmp()
            self.emit(f"{r} = load{vol} {vt}, ptr addrspace(1) {addr}, align {size * n}")
            return r
        pred = self.ref(ops[1]) if has_pred else None
        v = self.guarded(pred, vt, body)
        others = [self.ref(x) for x in ops[(2 if has_pred else 1):]] if has_other else []
        for k, res in enumerate(o.results):
            e = v
            if n > 1:
                e = self.tmp()
                self.emit(f"{e} = extractelement {vt} {v}, i32 {k}")
            e = self.from_memory(e, t, mt)
            if pred is not None:
                s = self.tmp()
                fill = others[k] if others else ("null" if isinstance(t, PtrType) else
                                                 ("0.0" if llty(t) in ("half", "float", "double") else "0"))
                self.emit(f"{s} = select i1 {pred}, {self.ty(t)} {e}, {self.ty(t)} {fill}")
                e = s
            self.bind(res, e)

    def from_memory(self, x, t, mt):
        if isinstance(t, PtrType):
            r = self.tmp()
            self.emit(f"{r} = inttoptr i64 {x} to {self.ty(t)}")
            return r
        if mt == "i8" and isinstance(t, IntType) and t.bits == 1:
            r = self.tmp()
            self.emit(f"{r} = icmp ne i8 {x}, 0")
            return r
        return x

    def to_memory(self, x, t):
        if isinstance(t, PtrType):
            r = self.tmp()
            self.emit(f"{r} = ptrtoint {self.ty(t)} {x} to i64")
            return r
        if isinstance(t, IntType) and t.bits == 1:
            r = self.tmp()
            self.emit(f"{r} = zext i1 {x} to i8")
            return r
        return x

    def global_store(self, o):
        ops = o.operands
        n = o.attrs["n"]
        has_pred = o.attrs.get("has_pred")
        vals = ops[(2 if has_pred else 1):]
        t = vals[0].type
        mt = "i64" if isinstance(t, PtrType) else memty(t)
        size = 8 if isinstance(t, PtrType) else max(1, t.bits // 8)
        vt = f"<{n} x {mt}>" if n > 1 else mt

        def body():
            words = [self.to_memory(self.ref(v), t) for v in vals]
            val = words[0]
            if n > 1:
                val = "undef"
                for k, x in enumerate(words):
                    nxt = self.tmp()
                    self.emit(f"{nxt} = insertelement {vt} {val}, {mt} {x}, i32 {k}")
                    val = nxt
            self.emit(f"store {vt} {val}, ptr addrspace(1) {self.ref(ops[0])}, align {size * n}")
        self.guarded(self.ref(ops[1]) if has_pred else None, None, body)

    # ------------------------------------------------------------ atomics
    def _semantics(self, o) -> str:
        return str(_ORDER.get(o.attrs.get("sem", "acq_rel"), 0x8) | _CROSS_WORKGROUP)

    def op_gpu_atomic_rmw(self, o):
        ops = o.operands
        t = o.result.type
        if isinstance(t, FloatType) and t.name not in ("f16", "f32", "f64"):
            raise NotImplementedError(f"the xpu backend has no {t.name} atomics (SPIR-V atomics take f16, f32, f64)")
        vt = self.ty(t)
        kind = o.attrs["op"]
        is_float = isinstance(t, FloatType)
        if is_float:
            kind = {"add": "fadd", "fadd": "fadd", "max": "FMaxEXT", "min": "FMinEXT", "xchg": "xchg"}[kind]
        op = _RMW.get(kind, kind)
        code = _MANGLE[vt] if is_float or op not in ("UMax", "UMin") else _UNSIGNED[vt]
        name = f"__spirv_Atomic{op}"
        sym = f"_Z{len(name)}{name}PU3AS1{code}ii{code}"
        scope = _SCOPE.get(o.attrs.get("scope", "gpu"), 1)
        pred = self.ref(ops[2]) if o.attrs.get("has_pred") else None
        args = [("ptr addrspace(1)", self.ref(ops[0])), ("i32", str(scope)), ("i32", self._semantics(o)),
                (vt, self.ref(ops[1]))]
        self.bind(o.result, self.guarded(pred, vt, lambda: self.builtin(vt, sym, args)))

    def op_gpu_atomic_cas(self, o):
        ops = o.operands
        t = o.result.type
        it = f"i{t.bits}" if not isinstance(t, IntType) else llty(t)
        cmp_, val = self.ref(ops[1]), self.ref(ops[2])
        if not isinstance(t, IntType):  # compares bits: floats go through integers
            cmp_, val = self.to_bits(cmp_, t, t.bits), self.to_bits(val, t, t.bits)
        scope = _SCOPE.get(o.attrs.get("scope", "gpu"), 1)
        sem = int(self._semantics(o))
        # the failure order may not be release (SPIR-V, as C++): acq_rel fails as acquire
        fail = {0x8: 0x2, 0x4: 0x0}.get(sem & 0xF, sem & 0xF) | _CROSS_WORKGROUP
        name = "__spirv_AtomicCompareExchange"
        sym = f"_Z{len(name)}{name}PU3AS1{_MANGLE[it]}iii{_MANGLE[it] * 2}"
        args = [("ptr addrspace(1)", self.ref(ops[0])), ("i32", str(scope)), ("i32", str(sem)), ("i32", str(fail)),
                (it, val), (it, cmp_)]
        pred = self.ref(ops[3]) if o.attrs.get("has_pred") else None
        r = self.guarded(pred, it, lambda: self.builtin(it, sym, args))
        self.bind(o.result, r if isinstance(t, IntType) else self.from_bits(r, t, t.bits))

    # ------------------------------------------------------------ printf
    def op_gpu_print(self, o):
        """OpenCL's printf: floats as double, an i1 as the string "True"/"False"."""
        has_pred = o.attrs.get("has_pred", False)
        args = o.operands[1:] if has_pred else o.operands

        def body():
            parts = [f"ptr addrspace(2) {self.string_global(o.attrs['format'])}"]
            for v in args:
                t, x = v.type, self.ref(v)
                if t == IntType(1):
                    r = self.tmp()
                    self.emit(f"{r} = select i1 {x}, ptr addrspace(2) {self.string_global('True')}, "
                              f"ptr addrspace(2) {self.string_global('False')}")
                    parts.append(f"ptr addrspace(2) {r}")
                elif isinstance(t, FloatType):
                    if t.name != "f64":
                        r = self.tmp()
                        self.emit(f"{r} = fpext {llty(t)} {x} to double")
                        x = r
                    parts.append(f"double {x}")
                else:
                    parts.append(f"{llty(t)} {x}")
            self.builtins.add("printf")
            self.declare("declare spir_func i32 @printf(ptr addrspace(2), ...)")
            r = self.tmp()
            self.emit(f"{r} = call spir_func i32 (ptr addrspace(2), ...) @printf({', '.join(parts)})")
        self.guarded(self.ref(o.operands[0]) if has_pred else None, None, body)

    def op_gpu_assert(self, o):
        raise NotImplementedError("device_assert with debug=True: the xpu backend has no device-side abort "
                                  "(OpenCL SPIR-V has none); run with debug off or on another backend")

    # ------------------------------------------------------------ math library
    def intr(self, name: str, suffix: str, ret: str, args: list) -> str:
        """LLVM intrinsics LLVM's SPIR-V back end cannot select (ldexp, 64-bit bitreverse), or that
        Intel's CPU runtime gets wrong (saturating conversions: 0xFFFFFFFF for NaN and negatives
        to u32), written out."""
        if name == "ldexp":
            return self.builtin(ret, mangled("ldexp", ret, "i32"), args)
        if name in ("fptosi.sat", "fptoui.sat") and not ret.startswith("<"):
            return self._saturate(name == "fptosi.sat", ret, args[0])
        if name == "bitreverse" and not ret.startswith("<"):
            return self._bitreverse(ret, args[0][1])
        return super().intr(name, suffix, ret, args)

    def _bitreverse(self, ty: str, x: str) -> str:
        """Bits reversed by swapping ever larger groups (OpBitReverse needs an extension LLVM 22 will
        not emit for kernels: 'Unable to meet SPIR-V requirements')."""
        e = _emitter(self)
        bits = int(ty[1:])
        wide = "i64" if bits == 64 else "i32"
        v = x if ty == wide else e(f"zext {ty} {x} to {wide}")
        n = 64 if bits == 64 else 32
        shift = 1
        while shift < n:
            mask = 0
            for k in range(0, n, 2 * shift):
                mask |= ((1 << shift) - 1) << k
            lo = e(f"and {wide} {e(f'lshr {wide} {v}, {shift}')}, {mask}")
            hi = e(f"shl {wide} {e(f'and {wide} {v}, {mask}')}, {shift}")
            v = e(f"or {wide} {lo}, {hi}")
            shift *= 2
        if bits < n:  # the reversed value sits in the top bits
            v = e(f"trunc {wide} {e(f'lshr {wide} {v}, {n - bits}')} to {ty}")
        return v

    def _saturate(self, signed: bool, ret: str, arg) -> str:
        """float -> integer, clamped to the integer's range, NaN -> 0 (LLVM's fptosi.sat/fptoui.sat)."""
        ty, x = arg
        e = _emitter(self)
        if ty == "half":  # the bounds of wide integers are no f16 values
            x, ty = e(f"fpext half {x} to float"), "float"
        bits = int(ret[1:])
        lo, hi = (-(2 ** (bits - 1)), 2 ** (bits - 1)) if signed else (0, 2 ** bits)  # hi: first value out of range
        c = e(f"{'fptosi' if signed else 'fptoui'} {ty} {x} to {ret}")
        too_low = e(f"fcmp ole {ty} {x}, {_hex(float(lo) if signed else -1.0)}")
        too_high = e(f"fcmp oge {ty} {x}, {_hex(float(hi))}")
        nan = e(f"fcmp uno {ty} {x}, {x}")
        r = e(f"select i1 {too_low}, {ret} {lo}, {ret} {c}")
        r = e(f"select i1 {too_high}, {ret} {hi - 1 if signed else -1}, {ret} {r}")
        return e(f"select i1 {nan}, {ret} 0, {ret} {r}")

    def call_intrinsic(self, name: str, w: int, ty: str, refs: list, extra=()) -> str:
        """LLVM renders llvm.maximum/minimum as OpenCL's fmax/fmin, which return the other operand for
        a NaN: here a NaN operand gives NaN (and -0 < +0), as the intrinsics define."""
        if name not in ("maximum", "minimum") or w:
            return super().call_intrinsic(name, w, ty, refs, extra)
        a, b = refs
        r = super().call_intrinsic("maxnum" if name == "maximum" else "minnum", w, ty, refs)
        it = {"half": "i16", "float": "i32", "double": "i64"}[ty]
        # equal operands of different signs (+0, -0): the OR (minimum) / AND (maximum) of their bits
        ab, bb, eq, m, mb, nan, out = (self.tmp() for _ in range(7))
        self.emit(f"{ab} = bitcast {ty} {a} to {it}")
        self.emit(f"{bb} = bitcast {ty} {b} to {it}")
        self.emit(f"{mb} = {'or' if name == 'minimum' else 'and'} {it} {ab}, {bb}")
        self.emit(f"{m} = bitcast {it} {mb} to {ty}")
        self.emit(f"{eq} = fcmp oeq {ty} {a}, {b}")
        self.emit(f"{nan} = fcmp uno {ty} {a}, {b}")
        sel = self.tmp()
        self.emit(f"{sel} = select i1 {eq}, {ty} {m}, {ty} {r}")
        self.emit(f"{out} = select i1 {nan}, {ty} 0x7FF8000000000000, {ty} {sel}")
        return out

    def negate(self, ty: str, x: str, w: int) -> str:
        """-x as OpenCL's fma(x, -1, -0), exact for every x and sign of zero. Intel's CPU OpenCL runtime
        (2024.2, 2025.0 and 2026.2 seen) keeps an LLVM `fneg` result that is live across a barrier in
        one slot for the whole work-group, so every work-item read the last one's value (an OpenCL C
        kernel with `n = -v; barrier(); use(n)` fails too); its optimiser and LLVM's turn `-0.0 - x`,
        `x * -1` and sign-bit flips back into `fneg`, but leave the fma builtin alone."""
        assert w == 0
        return self.builtin(ty, mangled("fma", ty, ty, ty), [(ty, x), (ty, "-1.0"), (ty, "-0.0")])

    def mul_hi(self, a: str, b: str, signed: bool) -> str:
        """The high 64 bits of a 64 x 64-bit product: OpenCL's mul_hi (SPIR-V has no i128)."""
        return self.builtin("i64", mangled("mul_hi", *(["l", "l"] if signed else ["m", "m"])), [("i64", a), ("i64", b)])

    def math_unary(self, name, t, x, w):
        assert w == 0
        ty = llty(t)
        if ty == "half":
            wide, out = self.tmp(), self.tmp()
            self.emit(f"{wide} = fpext half {x} to float")
            r = self.math_unary(name, FloatType("f32"), wide, 0)
            self.emit(f"{out} = fptrunc float {r} to half")
            return out
        return self.builtin(ty, mangled(_MATH[name], ty), [(ty, x)])

    def libm_symbol(self, fn: str, ty: str, nargs: int) -> str:
        """The OpenCL builtin computing libm's `fn` (libdevice.py's libm calls come here)."""
        if fn not in _OPENCL_LIBM:
            raise NotImplementedError(f"libdevice's {fn} has no OpenCL builtin: the xpu backend cannot compile it")
        self.builtins.add(mangled(fn, *[ty] * nargs))
        return mangled(fn, *[ty] * nargs)

    def directed_rounding(self, op: str, mode: str, arg_types: list, ret: str, refs: list) -> str:
        """`op` rounded toward zero (rz), up (ru) or down (rd), on scalars; SPIR-V has no dynamic
        rounding mode. Conversions are OpenCL's `convert_<type>_rt<mode>`. f32 arithmetic runs in f64,
        where products are exact and sums exact as a TwoSum pair (s, e): rounding s in the mode, then
        stepping one ulp when s was a float and e says the exact value lies beyond it, gives the
        correctly rounded result (f64 quotients and roots of floats are never a float unless exact).
        f64 arithmetic: the nearest result stepped by the sign of its exact error (TwoSum, or fma
        for products, quotients and roots); exact except where the error itself underflows (results
        within a few ulps of the subnormal range)."""
        if op in ("sitofp", "uitofp") and ret == "double" and arg_types[0] == "i64":
            return _i64_to_double(self, refs[0], op == "sitofp", mode)
        if op in ("fptrunc", "sitofp", "uitofp"):
            src = arg_types[0]
            code = _UNSIGNED[src] if op == "uitofp" else _MANGLE[src]
            return self.builtin(ret, mangled(f"convert_{'float' if ret == 'float' else 'double'}_{_CL_MODE[mode]}", code),
                                [(src, refs[0])])
        if ret == "float":
            return _directed_f32(self, op, mode, refs)
        if op == "fma":
            raise NotImplementedError(f"libdevice's fma_{mode} on f64: the xpu backend has no fused multiply-add "
                                      "in a directed rounding mode for doubles (SPIR-V has no dynamic rounding)")
        return _directed_by_error(self, op, mode, ret, refs)


_CL_MODE = {"rz": "rtz", "ru": "rtp", "rd": "rtn"}


def _hex(v: float) -> str:
    """A float constant as LLVM IR spells it exactly (a power of two here, so float and double agree)."""
    return "0x" + struct.pack(">d", v).hex().upper()


def _emitter(L):
    def e(text):
        v = L.tmp()
        L.emit(f"{v} = {text}")
        return v
    return e


def _two_sum(e, a: str, b: str, ty: str):
    """(s, err): s = fl(a + b) and err = (a + b) - s exactly (Knuth's TwoSum)."""
    s = e(f"fadd {ty} {a}, {b}")
    bb = e(f"fsub {ty} {s}, {a}")
    aa = e(f"fsub {ty} {s}, {bb}")
    return s, e(f"fadd {ty} {e(f'fsub {ty} {a}, {aa}')}, {e(f'fsub {ty} {b}, {bb}')}")


def _zero_sum_sign(e, ty: str, r: str, addends: list, mode: str) -> str:
    """An exactly zero sum is +0 in every mode but rd, where it is -0 unless every addend is +0."""
    if mode != "rd":
        return r
    it = "i32" if ty == "float" else "i64"
    bits = "0"
    for x in addends:
        bits = e(f"or {it} {bits}, {e(f'bitcast {ty} {x} to {it}')}")
    all_pos_zero = e(f"icmp eq {it} {bits}, 0")
    is_zero = e(f"fcmp oeq {ty} {r}, 0.0")
    z = e(f"select i1 {all_pos_zero}, {ty} 0.0, {ty} -0.0")
    return e(f"select i1 {is_zero}, {ty} {z}, {ty} {r}")


def _step(L, e, ty: str, r: str, err: str, mode: str) -> str:
    """r moved one ulp in `mode`'s direction when the exact value r + err lies beyond r that way."""
    up = L.builtin(ty, mangled("nextafter", ty, ty), [(ty, r), (ty, "0x7FF0000000000000")])
    down = L.builtin(ty, mangled("nextafter", ty, ty), [(ty, r), (ty, "0xFFF0000000000000")])
    above = e(f"fcmp ogt {ty} {err}, 0.0")
    below = e(f"fcmp olt {ty} {err}, 0.0")
    if mode == "ru":
        return e(f"select i1 {above}, {ty} {up}, {ty} {r}")
    if mode == "rd":
        return e(f"select i1 {below}, {ty} {down}, {ty} {r}")
    pos, neg = e(f"fcmp ogt {ty} {r}, 0.0"), e(f"fcmp olt {ty} {r}, 0.0")
    to_down = e(f"and i1 {pos}, {below}")
    to_up = e(f"and i1 {neg}, {above}")
    return e(f"select i1 {to_down}, {ty} {down}, {ty} {e(f'select i1 {to_up}, {ty} {up}, {ty} {r}')}")


def _i64_to_double(L: OpenCLRenderer, x: str, signed: bool, mode: str) -> str:
    """A 64-bit integer -> double rounded in `mode` (LLVM knows no `convert_double_rt*(long)`): its
    halves are exact doubles, their TwoSum is the nearest double and the exact error."""
    e = _emitter(L)
    hi = e(f"{'ashr' if signed else 'lshr'} i64 {x}, 32")
    conv = "sitofp" if signed else "uitofp"
    hi_d = e(f"fmul double {e(f'{conv} i64 {hi} to double')}, 0x41F0000000000000")  # exact: 32 bits x 2^32
    lo_d = e(f"uitofp i64 {e(f'and i64 {x}, 4294967295')} to double")
    s, err = _two_sum(e, hi_d, lo_d, "double")
    return _step(L, e, "double", s, err, mode)


def _directed_f32(L: OpenCLRenderer, op: str, mode: str, refs: list) -> str:
    e = _emitter(L)
    d = [e(f"fpext float {x} to double") for x in refs]
    err = "0.0"
    if op in ("fadd", "fsub"):
        b = d[1] if op == "fadd" else e(f"fneg double {d[1]}")
        s, err = _two_sum(e, d[0], b, "double")
        s = _zero_sum_sign(e, "double", s, [d[0], b], mode)
    elif op == "fmul":
        s = e(f"fmul double {d[0]}, {d[1]}")  # exact: 24 + 24 bits
    elif op == "fdiv":
        s = e(f"fdiv double {d[0]}, {d[1]}")
    elif op == "sqrt":
        s = L.call_intrinsic("sqrt", 0, "double", [d[0]])
    elif op == "fma":
        p = e(f"fmul double {d[0]}, {d[1]}")
        s, err = _two_sum(e, p, d[2], "double")
        s = _zero_sum_sign(e, "double", s, [p, d[2]], mode)
    else:
        raise NotImplementedError(f"directed rounding of {op}")
    r = L.builtin("float", mangled(f"convert_float_{_CL_MODE[mode]}", "d"), [("double", s)])
    if err == "0.0":
        return r
    back = e(f"fpext float {r} to double")
    exact = e(f"fcmp oeq double {back}, {s}")  # s was a float: err decides
    stepped = _step(L, e, "float", r, e(f"fptrunc double {err} to float"), mode)
    return e(f"select i1 {exact}, float {stepped}, float {r}")


def _directed_by_error(L: OpenCLRenderer, op: str, mode: str, ty: str, refs: list) -> str:
    """op(a[, b]) on doubles rounded in `mode` from the nearest result r and the sign of (exact - r)."""
    e = _emitter(L)

    def fma(a, b, c):
        return L.call_intrinsic("fma", 0, ty, [a, b, c])
    a = refs[0]
    b = refs[1] if len(refs) > 1 else None
    if op in ("fadd", "fsub"):
        if op == "fsub":
            b = e(f"fneg {ty} {b}")
        r, err = _two_sum(e, a, b, ty)
        r = _zero_sum_sign(e, ty, r, [a, b], mode)
    elif op == "fmul":
        r = e(f"fmul {ty} {a}, {b}")
        err = fma(a, b, e(f"fneg {ty} {r}"))
    elif op == "fdiv":
        r = e(f"fdiv {ty} {a}, {b}")
        rem = fma(e(f"fneg {ty} {r}"), b, a)  # a - r*b, exact: its sign times b's is the error's sign
        neg_b = e(f"fcmp olt {ty} {b}, 0.0")
        err = e(f"select i1 {neg_b}, {ty} {e(f'fneg {ty} {rem}')}, {ty} {rem}")
    elif op == "sqrt":
        r = L.call_intrinsic("sqrt", 0, ty, [a])
        err = fma(e(f"fneg {ty} {r}"), r, a)  # a - r^2: positive when the root lies above r
    else:
        raise NotImplementedError(f"directed rounding of {op}")
    inf = "0x7FF0000000000000"
    not_inf = e(f"fcmp une {ty} {L.call_intrinsic('fabs', 0, ty, [r])}, {inf}")  # NaN: stepping keeps it
    out = _step(L, e, ty, r, err, mode)
    # an infinite r from finite operands overflowed: rz and the direction away from the infinity
    # give the largest finite value; from an infinite operand (or x/0) the infinity is exact
    exact_inf = "false"
    for x in [a] + ([b] if b is not None else []):
        mag = L.call_intrinsic("fabs", 0, ty, [x])
        exact_inf = e(f"or i1 {exact_inf}, {e(f'fcmp oeq {ty} {mag}, {inf}')}")
    if op == "fdiv":
        exact_inf = e(f"or i1 {exact_inf}, {e(f'fcmp oeq {ty} {b}, 0.0')}")
    at_inf = e(f"select i1 {exact_inf}, {ty} {r}, {ty} {_overflowed(e, ty, r, mode)}")
    return e(f"select i1 {not_inf}, {ty} {out}, {ty} {at_inf}")


def _overflowed(e, ty, r, mode):
    """The result when rounding to nearest overflowed to the infinity r: the largest finite value
    unless the mode rounds toward that infinity."""
    big = "0x47EFFFFFE0000000" if ty == "float" else "0x7FEFFFFFFFFFFFFF"
    pos = e(f"fcmp ogt {ty} {r}, 0.0")
    pos_v = e(f"select i1 {'true' if mode == 'ru' else 'false'}, {ty} {r}, {ty} {big}")
    neg_v = e(f"select i1 {'true' if mode == 'rd' else 'false'}, {ty} {r}, {ty} {e(f'fneg {ty} {big}')}")
    return e(f"select i1 {pos}, {ty} {pos_v}, {ty} {neg_v}")


def render(func, meta: dict, options, cpu_runtime: bool = False) -> str:
    return OpenCLRenderer(func, meta["num_warps"], meta["threads_per_warp"], meta["shared"], cpu_runtime).render()


def _render_generic(func, meta: dict, options) -> str:
    return render(func, meta, options, cpu_runtime=True)


def opencl_target(arch, subgroup: int = 16) -> GPUTarget:
    """An OpenCL SPIR-V device (`xpu:pvc`, `xpu:dg2`, `xpu:spirv`) as the shared GPU passes see it:
    subgroups of `subgroup` lanes; no matrix instructions (every dot is an FMA loop: Intel's DPAS is
    not used yet) and no asynchronous copies."""
    # the generic SPIR-V (xpu:spirv) is what Intel's CPU OpenCL runtime runs: rendered around its bugs
    return GPUTarget("spirv", arch, warp_size=subgroup, render=_render_generic if arch == "spirv" else render,
                     mma=None, async_copy=False)


__all__ = ["OpenCLRenderer", "render", "opencl_target", "mangled", "SPIRV_EXTENSIONS"]
