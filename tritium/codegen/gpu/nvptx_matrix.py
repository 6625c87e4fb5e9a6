"""NVPTX renderings of the per-thread program's shared-memory copies and matrix instructions, a mixin
of `nvptx.NVPTXRenderer`: cp.async and its groups, ldmatrix/stmatrix, wgmma (matrix descriptors,
fences, commit and wait groups), TMA (mbarriers, bulk tensor copies, proxy fences) and mma.sync.
They are PTX inline assembly (LLVM 22's intrinsics for most of them are missing or changed names
across versions), except mma.sync, which LLVM's `llvm.nvvm.mma.*` intrinsics spell.
"""
from __future__ import annotations


class MatrixOps:
    def shared_address32(self, offset: str) -> str:
        """A 32-bit shared-window address for inline assembly: PTX takes 32-bit addresses in the
        shared state space, which spares a 64-bit conversion per access."""
        r = self.tmp()
        self.emit(f"{r} = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), {offset}")
        return r

    # ------------------------------------------------------------ asynchronous copies
    def op_gpu_cp_async(self, o):
        ops = o.operands
        n = o.attrs["bytes"]
        dst = self.shared_address32(self.ref(ops[0]))
        kind = ".cg" if n == 16 else ".ca"
        off = int(o.attrs.get("offset", 0))
        if o.attrs.get("has_pred"):  # a false predicate reads nothing and zero-fills: PTX's ignore-src
            skip = self.tmp()
            self.emit(f"{skip} = xor i1 {self.ref(ops[2])}, true")
            self.emit(f'call void asm sideeffect "cp.async{kind}.shared.global [$0+{off}], [$1], {n}, $2;", "r,l,b,~{{memory}}"'
                      f"(i32 {dst}, ptr addrspace(1) {self.ref(ops[1])}, i1 {skip})")
            return
        self.emit(f'call void asm sideeffect "cp.async{kind}.shared.global [$0+{off}], [$1], {n};", "r,l,~{{memory}}"'
                  f"(i32 {dst}, ptr addrspace(1) {self.ref(ops[1])})")

    def op_gpu_ldmatrix(self, o):
        n = o.attrs["n"]
        addr = self.shared_address32(self.ref(o.operands[0]))
        trans = ".trans" if o.attrs.get("trans") else ""
        outs = ", ".join(f"${i}" for i in range(n))
        ret = "i32" if n == 1 else "{ " + ", ".join(["i32"] * n) + " }"
        r = self.tmp()
        off = int(o.attrs.get("offset", 0))
        self.emit(f'{r} = call {ret} asm "ldmatrix.sync.aligned.m8n8.x{n}{trans}.shared.b16 {{{outs}}}, [${n}+{off}];", '
                  f'"{",".join(["=r"] * n)},r,~{{memory}}"(i32 {addr})')
        elem = "half" if str(o.results[0].type) == "f16" else "i16"
        for i in range(n):
            w = r
            if n > 1:
                w = self.tmp()
                self.emit(f"{w} = extractvalue {ret} {r}, {i}")
            v = self.tmp()
            self.emit(f"{v} = bitcast i32 {w} to <2 x {elem}>")
            for h in range(2):
                e = self.tmp()
                self.emit(f"{e} = extractelement <2 x {elem}> {v}, i32 {h}")
                self.bind(o.results[2 * i + h], e)

    def op_gpu_stmatrix(self, o):
        n = o.attrs["n"]
        addr = self.shared_address32(self.ref(o.operands[0]))
        vals = o.operands[1:]
        words = self._pack([self.ref(v) for v in vals], vals[0].type, 32, 2)
        regs = ", ".join(f"${i + 1}" for i in range(n))
        args = ", ".join(f"i32 {w}" for w in [addr] + words)
        self.emit(f'call void asm sideeffect "stmatrix.sync.aligned.m8n8.x{n}.shared.b16 [$0], {{{regs}}};", '
                  f'"r,{",".join(["r"] * n)},~{{memory}}"({args})')

    def op_gpu_cvt_pack_fp8(self, o):
        fmt = {"f8E4M3FN": "e4m3x2", "f8E5M2": "e5m2x2"}[o.attrs["fmt"]]
        pair, r = self.tmp(), self.tmp()
        hi, lo = (self.ref(x) for x in o.operands)
        self.emit(f'{pair} = call i16 asm "cvt.rn.satfinite.{fmt}.f32 $0, $1, $2;", "=h,f,f"(float {hi}, float {lo})')
        self.emit(f"{r} = zext i16 {pair} to i32")
        self.bind(o.result, r)

    def op_gpu_cp_async_commit(self, o):
        self.emit('call void asm sideeffect "cp.async.commit_group;", "~{memory}"()')

    def op_gpu_cp_async_wait(self, o):
        self.emit(f'call void asm sideeffect "cp.async.wait_group {int(o.attrs["num"])};", "~{{memory}}"()')

    # ------------------------------------------------------------ warpgroup MMA (sm_90a)
    def op_gpu_wgmma_fence(self, o):
        if not o.operands:
            self.emit('call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"()')
            return
        # a register A the wgmmas read: packed into their b32 words and tied through the fence, so
        # ptxas sees every word written before the first wgmma (the wgmmas' packing folds away)
        t, per = o.operands[0].type, int(o.attrs["per"])
        words = [self._word_of_bytes(o.operands[i:i + 4]) for i in range(0, len(o.operands), 4)] if per == 4 else \
            self._pack([self.ref(v) for v in o.operands], t, 32, per)
        n = len(words)
        st = "{ " + ", ".join(["i32"] * n) + " }"
        cons = ",".join(["=r"] * n + [str(i) for i in range(n)])
        r = self.tmp()
        self.emit(f'{r} = call {st} asm sideeffect "wgmma.fence.sync.aligned;", "{cons},~{{memory}}"('
                  + ", ".join(f"i32 {w}" for w in words) + ")")
        outs = []
        for k in range(n):
            e = self.tmp()
            self.emit(f"{e} = extractvalue {st} {r}, {k}")
            outs.append(e)
        for res, x in zip(o.results, self._unpack(outs, t, 32, per)):
            self.bind(res, x)

    def op_gpu_wgmma_commit(self, o):
        self.emit('call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"()')

    def matrix_descriptor(self, offset: str, layout) -> str:
        """The 64-bit shared-memory matrix descriptor (PTX ISA, "Matrix Descriptor Format") of the
        operand starting at byte `offset`: address >> 4 in bits 0-13, the leading and stride byte
        offsets >> 4 in bits 16-29 and 32-45, base offset 0, the swizzle mode in bits 62-63."""
        addr = self.shared_address32(offset)
        s, m, z, d = self.tmp(), self.tmp(), self.tmp(), self.tmp()
        self.emit(f"{s} = lshr i32 {addr}, 4")
        self.emit(f"{m} = and i32 {s}, 16383")
        self.emit(f"{z} = zext i32 {m} to i64")
        self.emit(f"{d} = or i64 {z}, {descriptor_fields(*layout)}")
        return d

    def op_gpu_smem_desc(self, o):
        a = o.attrs
        self.bind(o.result, self.matrix_descriptor(self.ref(o.operands[0]), (a["swizzle"], a["leading"], a["stride"])))

    def op_gpu_wgmma(self, o):
        ops = o.operands
        dynamic = o.attrs.get("scale_d") == "operand"  # (then the last operand: i32, nonzero adds C)
        if dynamic:
            ops, use = ops[:-1], ops[-1]
        h = len(o.results)
        ab = o.attrs["ab"]
        outs = ", ".join(f"${i}" for i in range(h))
        trans_b = 1 if o.attrs.get("trans_b") else 0
        byte = ab in ("e4m3", "e5m2", "s8")  # 8-bit operands: K 32, both K-major (no transposes)
        integer = ab == "s8"  # int32 sums, and no scales of A and B either
        k = 32 if byte else 8 if ab == "tf32" else 16  # (one instruction's K: 32 bytes)
        fixed = byte or ab == "tf32"  # both operands K-major: no transpose arguments
        shape = f"wgmma.mma_async.sync.aligned.m64n{o.attrs['n']}k{k}.{'s32' if integer else 'f32'}.{ab}.{ab}"
        scales = "" if integer else ", 1, 1"
        # scale-d (0: D = A B, C ignored): a predicate made from the operand, else an immediate
        # (ptxas then knows the accumulators are not read: no zeroing moves before a fresh sum)
        sd = "p" if dynamic else "1" if o.attrs.get("scale_d", True) else "0"
        if not o.attrs.get("a_regs"):  # A and B from shared memory
            ins = [("i64", self.ref(ops[0])), ("i64", self.ref(ops[1]))]
            text = f"{shape} {{{outs}}}, ${h}, ${h + 1}, {sd}{scales}{'' if fixed else f', 0, {trans_b}'};"
            cons, acc_ops = ["l", "l"], ops[2:]
        else:  # A from registers: 4 b32 of two 16-bit elements (four 8-bit ones) each
            per = 4 if byte else 2
            ins = []
            for i in range(4):
                group = ops[per * i:per * i + per]
                ins.append(("i32", self._word_of_bytes(group) if byte else
                            self._pack([self.ref(v) for v in group], group[0].type, 32, per)[0]))
            ins.append(("i64", self.ref(ops[4 * per])))
            tail = "" if byte else f", {trans_b}"
            text = f"{shape} {{{outs}}}, {{${h}, ${h + 1}, ${h + 2}, ${h + 3}}}, ${h + 4}, {sd}{scales}{tail};"
            cons, acc_ops = ["r"] * 4 + ["l"], ops[4 * per + 1:]
        if dynamic:
            text = f"{{ .reg .pred p; setp.ne.b32 p, ${h + len(ins)}, 0; {text} }}"
            ins.append(("i32", self.ref(use)))
            cons.append("r")
        at, ac = ("i32", "=r") if integer else ("float", "=f")
        cons = ",".join([ac] * h + cons + [str(i) for i in range(h)])
        st = "{ " + ", ".join([at] * h) + " }"
        args = [f"{t} {v}" for t, v in ins] + [f"{at} {self.ref(x)}" for x in acc_ops]
        r = self.tmp()
        self.emit(f'{r} = call {st} asm sideeffect "{text}", "{cons},~{{memory}}"({", ".join(args)})')
        for k, res in enumerate(o.results):
            e = self.tmp()
            self.emit(f"{e} = extractvalue {st} {r}, {k}")
            self.bind(res, e)

    def op_gpu_wgmma_wait(self, o):
        h = len(o.results)
        if not h:
            self.emit(f'call void asm sideeffect "wgmma.wait_group.sync.aligned {int(o.attrs["num"])};", "~{{memory}}"()')
            return
        at, ac = ("i32", "=r") if str(o.results[0].type) == "i32" else ("float", "=f")  # (int8 MMAs: int32 sums)
        st = "{ " + ", ".join([at] * h) + " }"
        cons = ",".join([ac] * h + [str(i) for i in range(h)])
        r = self.tmp()
        args = ", ".join(f"{at} {self.ref(x)}" for x in o.operands)
        self.emit(f'{r} = call {st} asm sideeffect "wgmma.wait_group.sync.aligned {int(o.attrs["num"])};", '
                  f'"{cons},~{{memory}}"({args})')
        for k, res in enumerate(o.results):
            e = self.tmp()
            self.emit(f"{e} = extractvalue {st} {r}, {k}")
            self.bind(res, e)

    # ------------------------------------------------------------ TMA: mbarriers and bulk tensor copies
    def _guarded(self, text: str, cons: str, args: list) -> None:
        """Inline PTX with side effects (on memory), its operands `args` by constraints `cons`."""
        cons = ",".join([c for c in (cons, "~{memory}") if c])
        self.emit(f'call void asm sideeffect "{text}", "{cons}"({", ".join(args)})')

    def op_gpu_elect_sync(self, o):
        r = self.intrinsic("{ i32, i1 }", "llvm.nvvm.elect.sync", [("i32", "-1")])
        e = self.tmp()
        self.emit(f"{e} = extractvalue {{ i32, i1 }} {r}, 1")
        self.bind(o.result, e)

    def op_gpu_mbarrier_init(self, o):
        at, pred = (self.ref(v) for v in o.operands)
        self._guarded(f"@$1 mbarrier.init.shared::cta.b64 [$0], {int(o.attrs['count'])};", "r,b",
                      [f"i32 {self.shared_address32(at)}", f"i1 {pred}"])

    def op_gpu_fence_mbarrier_init(self, o):
        self._guarded("fence.mbarrier_init.release.cluster;", "", [])

    def op_gpu_mbarrier_inval(self, o):
        at, pred = (self.ref(v) for v in o.operands)
        self._guarded("@$1 mbarrier.inval.shared::cta.b64 [$0];", "r,b", [f"i32 {self.shared_address32(at)}", f"i1 {pred}"])

    def op_gpu_mbarrier_arrive_tx(self, o):
        at, pred = (self.ref(v) for v in o.operands)
        self._guarded(f"@$1 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], {int(o.attrs['bytes'])};", "r,b",
                      [f"i32 {self.shared_address32(at)}", f"i1 {pred}"])

    def op_gpu_tma_load(self, o):
        dst, tmap, bar, pred, *coords = (self.ref(v) for v in o.operands)
        n = len(coords)
        cs = ", ".join(f"${4 + i}" for i in range(n))
        self._guarded(f"@$3 cp.async.bulk.tensor.{n}d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {{{cs}}}], [$2];",
                      "r,l,r,b" + ",r" * n, [f"i32 {self.shared_address32(dst)}", f"ptr {tmap}",
                                           f"i32 {self.shared_address32(bar)}", f"i1 {pred}"] + [f"i32 {c}" for c in coords])

    def op_gpu_tma_store(self, o):
        src, tmap, pred, *coords = (self.ref(v) for v in o.operands)
        n = len(coords)
        cs = ", ".join(f"${3 + i}" for i in range(n))
        self._guarded(f"@$2 cp.async.bulk.tensor.{n}d.global.shared::cta.bulk_group [$1, {{{cs}}}], [$0];",
                      "r,l,b" + ",r" * n, [f"i32 {self.shared_address32(src)}", f"ptr {tmap}", f"i1 {pred}"] +
                      [f"i32 {c}" for c in coords])

    def op_gpu_tma_store_wait(self, o):
        self._guarded("@$0 cp.async.bulk.commit_group; @$0 cp.async.bulk.wait_group.read 0;", "b",
                      [f"i1 {self.ref(o.operands[0])}"])

    def op_gpu_mbarrier_wait(self, o):
        at, parity = (self.ref(v) for v in o.operands)
        self._guarded("{ .reg .pred done; wait_${:uid}: mbarrier.try_wait.parity.shared::cta.b64 done, [$0], $1; "
                      "@!done bra.uni wait_${:uid}; }", "r,r", [f"i32 {self.shared_address32(at)}", f"i32 {parity}"])

    def op_gpu_fence_proxy_async(self, o):
        self._guarded("fence.proxy.async.shared::cta;", "", [])

    # ------------------------------------------------------------ tensor cores
    def op_gpu_mma(self, o):
        refs = [self.ref(v) for v in o.operands]
        if o.attrs["ab"] == "tf32":  # m16n8k8: 4 A and 2 B registers (f32 bits), 4 accumulators
            bits = []
            for x in refs[:6]:
                r = self.tmp()
                self.emit(f"{r} = bitcast float {x} to i32")
                bits.append(("i32", r))
            st = "{ float, float, float, float }"
            r = self.intrinsic(st, "llvm.nvvm.mma.m16n8k8.row.col.tf32", bits + [("float", x) for x in refs[6:]])
            for k, res in enumerate(o.results):
                e = self.tmp()
                self.emit(f"{e} = extractvalue {st} {r}, {k}")
                self.bind(res, e)
            return
        if o.attrs["ab"] == "s8":  # m16n8k32: 4 A and 2 B registers of four int8 each, 4 int32 sums
            ops = o.operands
            words = [("i32", self._word_of_bytes(ops[4 * i:4 * i + 4])) for i in range(6)]
            st = "{ i32, i32, i32, i32 }"
            r = self.intrinsic(st, "llvm.nvvm.mma.m16n8k32.row.col.s8", words + [("i32", x) for x in refs[24:]])
            for k, res in enumerate(o.results):
                e = self.tmp()
                self.emit(f"{e} = extractvalue {st} {r}, {k}")
                self.bind(res, e)
            return
        a, b, c = refs[:8], refs[8:12], refs[12:]
        if o.attrs["ab"] == "f16":
            pack_t, name = "<2 x half>", "llvm.nvvm.mma.m16n8k16.row.col.f32.f32"
        else:
            pack_t, name = "i32", "llvm.nvvm.mma.m16n8k16.row.col.bf16"
        elem = "half" if o.attrs["ab"] == "f16" else "i16"

        def pack(x, y):
            p, q = self.tmp(), self.tmp()
            self.emit(f"{p} = insertelement <2 x {elem}> undef, {elem} {x}, i32 0")
            self.emit(f"{q} = insertelement <2 x {elem}> {p}, {elem} {y}, i32 1")
            if pack_t == "i32":
                r = self.tmp()
                self.emit(f"{r} = bitcast <2 x i16> {q} to i32")
                return r
            return q
        args = [(pack_t, pack(a[2 * i], a[2 * i + 1])) for i in range(4)] + \
               [(pack_t, pack(b[2 * i], b[2 * i + 1])) for i in range(2)] + [("float", x) for x in c]
        st = "{ float, float, float, float }"
        r = self.intrinsic(st, name, args)
        for k, res in enumerate(o.results):
            e = self.tmp()
            self.emit(f"{e} = extractvalue {st} {r}, {k}")
            self.bind(res, e)

    # ------------------------------------------------------------ math library


def _bytes_of_word(vals):
    """The i32 value whose bytes 0..3 `vals` are (each `bitcast(trunci(shrui(w, 8 i)))`, as
    warp_shuffle.bytes_to_wgmma_a leaves them, or without the bitcast: int8), else None."""
    word = None
    for i, v in enumerate(vals):
        o = v.owner
        if getattr(o, "name", None) == "arith.bitcast":
            o = o.operands[0].owner
        t = o
        if getattr(t, "name", None) != "arith.trunci":
            return None
        x = t.operands[0]
        if i:
            sh = x.owner
            if getattr(sh, "name", None) != "arith.shrui" or getattr(sh.operands[1].owner, "name", None) != "arith.constant" \
                    or sh.operands[1].owner.attrs.get("value") != 8 * i:
                return None
            x = sh.operands[0]
        if word is None:
            word = x
        elif x is not word:
            return None
    return word if str(word.type) == "i32" else None


_SWIZZLE_MODE = {128: 1, 64: 2, 32: 3}  # the descriptor's bits 62-63 for a W-byte swizzle


def descriptor_fields(swizzle: int, leading: int, stride: int) -> int:
    """The constant part of a wgmma matrix descriptor, as a signed 64-bit integer (LLVM's i64
    constants): leading / stride byte offsets in 16-byte units, the swizzle mode."""
    v = ((leading >> 4) & 0x3FFF) << 16 | ((stride >> 4) & 0x3FFF) << 32 | _SWIZZLE_MODE[swizzle] << 62
    return v - (1 << 64) if v >= 1 << 63 else v
