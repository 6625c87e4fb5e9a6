"""Per-thread program -> LLVM IR text, for GPU targets that LLVM compiles (NVPTX, OpenCL SPIR-V).

Scalar tile-IR ops render through `codegen/llvm/elementwise.py`, the same code (and so the same
corner-case semantics) as the CPU backend; values carried by loops and branches go through stack
slots that LLVM's mem2reg turns into phis. What differs per target (kernel signature, thread ids,
barriers, shuffles, global loads/stores, matrix instructions, math library) is a method of the
target's subclass (nvptx.py, opencl.py), so this file holds no target intrinsic.
"""
from __future__ import annotations

from ...ir.types import FloatType, IntType, PtrType, Type
from ..llvm.elementwise import ElementwiseLowering
from ..llvm.types import llty, memty, scalar_lit


class LLVMRenderer(ElementwiseLowering):
    ptr_space = 1  # address space of global pointers
    # loops with a latch block of their own (the back edge's only source) and, for scf.while, a
    # header holding nothing but the jump into the condition: the shape SPIR-V's structured control
    # flow needs (OpLoopMerge names a continue target), for targets translated to it (Vulkan)
    explicit_latches = False
    # ordered atomicrmw as fences around a relaxed one (for a target whose LLVM backend drops the order)
    fence_atomic_rmw = False

    def __init__(self, func):
        self.func = func
        self.lines: list[str] = []
        self.allocas: list[str] = []
        self.decls: dict = {}
        self.names: dict = {}
        self.n = 0
        self.nlabel = 0

    # ------------------------------------------------------------ text (ElementwiseLowering's needs)
    def tmp(self) -> str:
        self.n += 1
        return f"%t{self.n}"

    def emit(self, line: str) -> None:
        self.lines.append("  " + line)

    def declare(self, line: str) -> None:
        self.decls[line] = None

    def label(self, hint: str) -> str:
        self.nlabel += 1
        return f"{hint}{self.nlabel}"

    def start(self, label: str) -> None:
        self.lines.append(f"{label}:")

    def slot(self, ty: str) -> str:
        name = f"%s{len(self.allocas)}"
        self.allocas.append(f"{name} = alloca {ty}, align 8")
        return name

    # ------------------------------------------------------------ types and values
    def ty(self, t: Type) -> str:
        s = t.scalar
        if isinstance(s, PtrType):
            return f"ptr addrspace({self.ptr_space})"
        return llty(s)

    def ref(self, v) -> str:
        return self.names[v]

    def bind(self, v, ref: str) -> None:
        self.names[v] = ref

    # ------------------------------------------------------------ walking
    def render(self) -> str:
        f = self.func
        params = []
        for i, a in enumerate(f.body.args):
            self.bind(a, f"%arg{i}")
            params.append(self.param(a.type, f"%arg{i}"))
        self.block(f.body)
        self.finish()
        head = self.kernel_header(f.attrs["sym_name"], params)
        body = [head, "entry:"] + ["  " + a for a in self.allocas] + self.lines + ["}"]
        return "\n".join(self.module_prelude() + list(self.decls) + [""] + body + self.module_epilogue()) + "\n"

    def param(self, t, name: str) -> str:
        """A kernel parameter's declaration."""
        return f"{self.ty(t)} {name}"

    def block(self, block) -> None:
        for o in block.ops:
            self.op(o)

    def op(self, o) -> None:
        try:
            handler = getattr(self, "op_" + o.name.replace(".", "_"), None)
            if handler is not None:
                handler(o)
                return
            refs = [self.ref(v) for v in o.operands]
            self.bind(o.results[0], self.scalar_op(o, refs))
        except NotImplementedError as e:  # what this target cannot do: a CompilationError at the statement
            from .lowering import LoweringError
            err = LoweringError(str(e))
            err.kernel_loc = getattr(o, "loc", None)
            raise err from None

    def scalar_op(self, o, refs) -> str:
        n = o.name
        ins = [v.type for v in o.operands]
        out = o.results[0].type
        if n == "tt.addptr":
            off = refs[1]
            if ins[1].bits != 64:
                off = self.tmp()
                self.emit(f"{off} = sext {llty(ins[1])} {refs[1]} to i64")
            r = self.tmp()
            self.emit(f"{r} = getelementptr {memty(out.pointee) if not out.pointee.is_ptr() else 'i64'}, "
                      f"{self.ty(out)} {refs[0]}, i64 {off}")
            return r
        if n == "arith.select" and out.is_ptr():
            r = self.tmp()
            t = self.ty(out)
            self.emit(f"{r} = select i1 {refs[0]}, {t} {refs[1]}, {t} {refs[2]}")
            return r
        if n == "tt.int_to_ptr":
            r = self.tmp()
            self.emit(f"{r} = inttoptr {llty(ins[0])} {refs[0]} to {self.ty(out)}")
            return r
        if n == "tt.ptr_to_int":
            r = self.tmp()
            self.emit(f"{r} = ptrtoint {self.ty(ins[0])} {refs[0]} to {llty(out)}")
            return r
        if n in ("tt.bitcast", "arith.bitcast") and (out.is_ptr() or ins[0].is_ptr()):
            return refs[0]
        return self.ew(n, o.attrs, ins, out, refs, 0)

    def emit_call(self, ret: str, name: str, args: list, cc: str = "", flags: str = "", fn_attrs: str = "") -> str:
        """Declare function `name` and call it with (type, value) arguments: `cc` its calling
        convention ("spir_func "), `flags` the call's fast-math flags, `fn_attrs` the declaration's.
        Returns the result's name ("" for void)."""
        self.declare(f"declare {cc}{ret} @{name}({', '.join(t for t, _ in args)}){fn_attrs}")
        call = f"call {flags}{cc}{ret} @{name}({', '.join(f'{t} {v}' for t, v in args)})"
        if ret == "void":
            self.emit(call)
            return ""
        r = self.tmp()
        self.emit(f"{r} = {call}")
        return r

    # ------------------------------------------------------------ helpers of the targets' ops
    def to_bits(self, x: str, t, bits: int) -> str:
        """A value as the integer of its bits (pointers as i64): what shuffles and CAS move."""
        if isinstance(t, PtrType):
            r = self.tmp()
            self.emit(f"{r} = ptrtoint {self.ty(t)} {x} to i64")
            return r
        if isinstance(t, FloatType) and llty(t) in ("half", "float", "double"):
            r = self.tmp()
            self.emit(f"{r} = bitcast {llty(t)} {x} to i{bits}")
            return r
        return x

    def from_bits(self, x: str, t, bits: int) -> str:
        """The inverse of `to_bits`."""
        if isinstance(t, PtrType):
            r = self.tmp()
            self.emit(f"{r} = inttoptr i64 {x} to {self.ty(t)}")
            return r
        if isinstance(t, FloatType) and llty(t) in ("half", "float", "double"):
            r = self.tmp()
            self.emit(f"{r} = bitcast i{bits} {x} to {llty(t)}")
            return r
        return x

    string_space = 1  # address space of constant strings (printf formats, assert messages)

    def string_global(self, text: str) -> str:
        """A global NUL-terminated constant string in `string_space`, declared once: its @name."""
        names = self.__dict__.setdefault("_strings", {})
        name = names.get(text)
        if name is None:
            data = text.encode() + b"\0"
            name = names[text] = f"str{len(names)}"
            esc = "".join(chr(b) if 32 <= b < 127 and b not in (34, 92) else f"\\{b:02X}" for b in data)
            self.declare(f'@{name} = private unnamed_addr addrspace({self.string_space}) constant '
                         f'[{len(data)} x i8] c"{esc}", align 1')
        return f"@{name}"

    # ------------------------------------------------------------ ops every target renders alike
    def op_arith_constant(self, o):
        t = o.result.type
        if isinstance(t, PtrType):
            self.bind(o.result, "null" if not o.attrs["value"] else f"inttoptr (i64 {int(o.attrs['value'])} to {self.ty(t)})")
            return
        self.bind(o.result, scalar_lit(o.attrs["value"], t))

    def op_tt_return(self, o):
        self.emit("ret void")

    def op_gpu_load(self, o):
        if o.attrs["space"] == "shared":
            return self.shared_access(o, load=True)
        return self.global_load(o)

    def op_gpu_store(self, o):
        if o.attrs["space"] == "shared":
            return self.shared_access(o, load=False)
        return self.global_store(o)

    def shared_address(self, offset: str) -> str:
        p = self.tmp()
        self.emit(f"{p} = getelementptr i8, ptr addrspace(3) @global_smem, i32 {offset}")
        return p

    def shared_access(self, o, load: bool):
        n = o.attrs["n"]
        has_pred = o.attrs.get("has_pred", False)
        ops = o.operands
        addr = self.shared_address(self.ref(ops[0]))
        t = o.results[0].type if load else ops[-1].type
        mt = memty(t) if not isinstance(t, PtrType) else "i64"
        size = max(1, (t.bits if isinstance(t, (IntType, FloatType)) else 64) // 8)
        vt = f"<{n} x {mt}>" if n > 1 else mt
        done = None
        if has_pred:
            go, done = self.label("sm_go"), self.label("sm_done")
            self.emit(f"br i1 {self.ref(ops[1])}, label %{go}, label %{done}")
            self.start(go)
        if load:
            r = self.tmp()
            self.emit(f"{r} = load {vt}, ptr addrspace(3) {addr}, align {size * n}")
            for k, res in enumerate(o.results):
                if n > 1:
                    e = self.tmp()
                    self.emit(f"{e} = extractelement {vt} {r}, i32 {k}")
                    self.bind(res, e)
                else:
                    self.bind(res, r)
        else:
            vals = [self.ref(v) for v in ops[(2 if has_pred else 1):]]
            if n > 1:
                acc = "undef"
                for k, x in enumerate(vals):
                    nxt = self.tmp()
                    self.emit(f"{nxt} = insertelement {vt} {acc}, {mt} {x}, i32 {k}")
                    acc = nxt
                val = acc
            else:
                val = vals[0]
            self.emit(f"store {vt} {val}, ptr addrspace(3) {addr}, align {size * n}")
        if done:
            self.emit(f"br label %{done}")
            self.start(done)

    def guarded(self, pred_ref: str | None, ty: str | None, emit_body):
        """Run `emit_body()` only when pred holds; returns its value (undef when skipped)."""
        if pred_ref is None:
            return emit_body()
        go, done = self.label("g_go"), self.label("g_done")
        here = self.label("g_from")
        self.emit(f"br label %{here}")
        self.start(here)
        self.emit(f"br i1 {pred_ref}, label %{go}, label %{done}")
        self.start(go)
        v = emit_body()
        last = self.label("g_end")
        self.emit(f"br label %{last}")
        self.start(last)
        self.emit(f"br label %{done}")
        self.start(done)
        if ty is None:
            return None
        r = self.tmp()
        self.emit(f"{r} = phi {ty} [ {v}, %{last} ], [ undef, %{here} ]")
        return r

    _SEM = {"relaxed": "monotonic", "acquire": "acquire", "release": "release", "acq_rel": "acq_rel"}
    _RMW = {"add": "add", "fadd": "fadd", "max": "max", "umax": "umax", "min": "min", "umin": "umin",
            "and": "and", "or": "or", "xor": "xor", "xchg": "xchg"}

    def op_gpu_atomic_rmw(self, o):
        ops = o.operands
        t = o.result.type
        vt = self.ty(t) if not (isinstance(t, FloatType) and t.name == "bf16") else "bfloat"
        val = self.ref(ops[1])
        if vt == "bfloat":
            c = self.tmp()
            self.emit(f"{c} = bitcast i16 {val} to bfloat")
            val = c
        pred = self.ref(ops[2]) if o.attrs.get("has_pred") else None
        kind = self._RMW[o.attrs["op"]]
        if kind == "fadd" or (isinstance(t, FloatType) and kind in ("max", "min")):
            kind = {"fadd": "fadd", "max": "fmax", "min": "fmin"}[kind]
        scope = self.syncscope(o.attrs.get("scope", "gpu"))
        order = self._SEM.get(o.attrs.get("sem", "acq_rel"), "acq_rel")

        def body():
            fenced = self.fence_atomic_rmw and order != "monotonic"
            if fenced and order in ("release", "acq_rel"):
                self.emit(f"fence{scope} release")
            r = self.tmp()
            self.emit(f"{r} = atomicrmw {kind} ptr addrspace(1) {self.ref(ops[0])}, {vt} {val}{scope} "
                      f"{'monotonic' if fenced else order}")
            if fenced and order in ("acquire", "acq_rel"):
                self.emit(f"fence{scope} acquire")
            return r
        r = self.guarded(pred, vt, body)
        if vt == "bfloat":
            c = self.tmp()
            self.emit(f"{c} = bitcast bfloat {r} to i16")
            r = c
        self.bind(o.result, r)

    def op_gpu_atomic_cas(self, o):
        ops = o.operands
        t = o.result.type
        it = f"i{t.bits}" if not isinstance(t, IntType) else llty(t)
        cmp_, val = self.ref(ops[1]), self.ref(ops[2])
        if not isinstance(t, IntType):  # cmpxchg compares bits: floats go through integers
            a, b = self.tmp(), self.tmp()
            self.emit(f"{a} = bitcast {self.ty(t)} {cmp_} to {it}")
            self.emit(f"{b} = bitcast {self.ty(t)} {val} to {it}")
            cmp_, val = a, b
        pred = self.ref(ops[3]) if o.attrs.get("has_pred") else None
        scope = self.syncscope(o.attrs.get("scope", "gpu"))
        order = self._SEM.get(o.attrs.get("sem", "acq_rel"), "acq_rel")
        fail = {"acq_rel": "acquire", "release": "monotonic"}.get(order, order)

        def body():
            p, r = self.tmp(), self.tmp()
            self.emit(f"{p} = cmpxchg ptr addrspace(1) {self.ref(ops[0])}, {it} {cmp_}, {it} {val}{scope} {order} {fail}")
            self.emit(f"{r} = extractvalue {{ {it}, i1 }} {p}, 0")
            return r
        r = self.guarded(pred, it, body)
        if not isinstance(t, IntType):
            c = self.tmp()
            self.emit(f"{c} = bitcast {it} {r} to {self.ty(t)}")
            r = c
        self.bind(o.result, r)

    # ------------------------------------------------------------ structured control flow
    def carried(self, types) -> list:
        return [self.slot(self.ty(t)) for t in types]

    def store_all(self, slots, types, refs):
        for s, t, r in zip(slots, types, refs):
            self.emit(f"store {self.ty(t)} {r}, ptr {s}")

    def load_all(self, slots, types) -> list:
        out = []
        for s, t in zip(slots, types):
            r = self.tmp()
            self.emit(f"{r} = load {self.ty(t)}, ptr {s}")
            out.append(r)
        return out

    def op_scf_for(self, o):
        lb, ub, step = (self.ref(v) for v in o.operands[:3])
        it = self.ty(o.operands[0].type)
        types = [v.type for v in o.operands[3:]]
        slots = self.carried(types)
        ivs = self.slot(it)
        self.store_all(slots, types, [self.ref(v) for v in o.operands[3:]])
        self.emit(f"store {it} {lb}, ptr {ivs}")
        head, body, done = self.label("for_head"), self.label("for_body"), self.label("for_done")
        self.emit(f"br label %{head}")
        self.start(head)
        iv, c = self.tmp(), self.tmp()
        self.emit(f"{iv} = load {it}, ptr {ivs}")
        self.emit(f"{c} = icmp slt {it} {iv}, {ub}")
        self.emit(f"br i1 {c}, label %{body}, label %{done}")
        self.start(body)
        region = o.regions[0]
        self.bind(region.args[0], iv)
        for a, r in zip(region.args[1:], self.load_all(slots, types)):
            self.bind(a, r)
        for op in region.ops[:-1]:
            self.op(op)
        self.store_all(slots, types, [self.ref(v) for v in region.terminator.operands])
        if self.explicit_latches:
            latch = self.label("for_latch")
            self.emit(f"br label %{latch}")
            self.start(latch)
        nxt = self.tmp()
        self.emit(f"{nxt} = add {it} {iv}, {step}")
        self.emit(f"store {it} {nxt}, ptr {ivs}")
        self.emit(f"br label %{head}")
        self.start(done)
        for r, v in zip(o.results, self.load_all(slots, types)):
            self.bind(r, v)

    def op_scf_if(self, o):
        types = [r.type for r in o.results]
        slots = self.carried(types)
        then, other, done = self.label("if_then"), self.label("if_else"), self.label("if_done")
        self.emit(f"br i1 {self.ref(o.operands[0])}, label %{then}, label %{other}")
        for label, region in ((then, o.regions[0]), (other, o.regions[1])):
            self.start(label)
            for op in region.ops[:-1]:
                self.op(op)
            self.store_all(slots, types, [self.ref(v) for v in region.terminator.operands])
            self.emit(f"br label %{done}")
        self.start(done)
        for r, v in zip(o.results, self.load_all(slots, types)):
            self.bind(r, v)

    def op_scf_while(self, o):
        before, after = o.regions
        btypes = [v.type for v in o.operands]
        atypes = [r.type for r in o.results]
        bslots, aslots = self.carried(btypes), self.carried(atypes)
        self.store_all(bslots, btypes, [self.ref(v) for v in o.operands])
        head, body, done = self.label("while_head"), self.label("while_body"), self.label("while_done")
        self.emit(f"br label %{head}")
        self.start(head)
        if self.explicit_latches:
            cond_block = self.label("while_cond")
            self.emit(f"br label %{cond_block}")
            self.start(cond_block)
        for a, r in zip(before.args, self.load_all(bslots, btypes)):
            self.bind(a, r)
        for op in before.ops[:-1]:
            self.op(op)
        cond = before.terminator
        self.store_all(aslots, atypes, [self.ref(v) for v in cond.operands[1:]])
        self.emit(f"br i1 {self.ref(cond.operands[0])}, label %{body}, label %{done}")
        self.start(body)
        for a, r in zip(after.args, self.load_all(aslots, atypes)):
            self.bind(a, r)
        for op in after.ops[:-1]:
            self.op(op)
        self.store_all(bslots, btypes, [self.ref(v) for v in after.terminator.operands])
        if self.explicit_latches:
            latch = self.label("while_latch")
            self.emit(f"br label %{latch}")
            self.start(latch)
        self.emit(f"br label %{head}")
        self.start(done)
        for r, v in zip(o.results, self.load_all(aslots, atypes)):
            self.bind(r, v)

    # ------------------------------------------------------------ the target's part
    def finish(self) -> None:
        """Called once the kernel body is rendered (a target may add to `self.lines`)."""

    def module_prelude(self) -> list:
        raise NotImplementedError

    def module_epilogue(self) -> list:
        return []

    def kernel_header(self, name: str, params: list) -> str:
        raise NotImplementedError

    def syncscope(self, scope: str) -> str:
        raise NotImplementedError

    def global_load(self, o):
        raise NotImplementedError

    def global_store(self, o):
        raise NotImplementedError
