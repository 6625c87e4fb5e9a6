"""Hand-written NVPTX kernels (LLVM IR text, as the `llir` stage produces) that exercise the toolchain
stages and the driver without the GPU lowering: the tests and benchmarks/cuda_launch.py use them (test fixtures: they are not shipped in the package).

Each is a `ptx_kernel` with its pointers in addrspace(1); `ARG_TYPES[name]` lists its parameters as
tile-IR type strings (what `metadata["arg_types"]` holds for a compiled kernel).
"""
from __future__ import annotations

_HEAD = 'target triple = "nvptx64-nvidia-cuda"\n'
_IDS = """declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
"""

# z[i] = x[i] + y[i] for i < n; one element per thread
VECTOR_ADD = _HEAD + _IDS + """
define ptx_kernel void @vector_add(ptr addrspace(1) %x, ptr addrspace(1) %y, ptr addrspace(1) %z, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %bid, %ntid
  %i = add i32 %base, %tid
  %ok = icmp slt i32 %i, %n
  br i1 %ok, label %body, label %exit
body:
  %px = getelementptr float, ptr addrspace(1) %x, i32 %i
  %py = getelementptr float, ptr addrspace(1) %y, i32 %i
  %pz = getelementptr float, ptr addrspace(1) %z, i32 %i
  %vx = load float, ptr addrspace(1) %px
  %vy = load float, ptr addrspace(1) %py
  %s = fadd float %vx, %vy
  store float %s, ptr addrspace(1) %pz
  br label %exit
exit:
  ret void
}
"""

# z[i] = expf(x[i]) through libdevice's __nv_expf
EXP = _HEAD + _IDS + """
declare float @__nv_expf(float)

define ptx_kernel void @exp_kernel(ptr addrspace(1) %x, ptr addrspace(1) %z, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %bid, %ntid
  %i = add i32 %base, %tid
  %ok = icmp slt i32 %i, %n
  br i1 %ok, label %body, label %exit
body:
  %px = getelementptr float, ptr addrspace(1) %x, i32 %i
  %pz = getelementptr float, ptr addrspace(1) %z, i32 %i
  %vx = load float, ptr addrspace(1) %px
  %e = call float @__nv_expf(float %vx)
  store float %e, ptr addrspace(1) %pz
  br label %exit
exit:
  ret void
}
"""

# Each block reverses its chunk of `m` floats through dynamic shared memory (`@global_smem`, m * 4
# bytes): z[b*m + j] = x[b*m + m-1-j]. With m = 16384 it needs 64 KB, above the 48 KB default.
SMEM_REVERSE = _HEAD + _IDS + """
@global_smem = external addrspace(3) global [0 x i8], align 16
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

define ptx_kernel void @smem_reverse(ptr addrspace(1) %x, ptr addrspace(1) %z, i32 %m) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %off = mul i32 %bid, %m
  %c0 = icmp slt i32 %tid, %m
  br i1 %c0, label %load, label %sync
load:
  %j = phi i32 [ %tid, %entry ], [ %j2, %load ]
  %g = add i32 %off, %j
  %px = getelementptr float, ptr addrspace(1) %x, i32 %g
  %v = load float, ptr addrspace(1) %px
  %ps = getelementptr float, ptr addrspace(3) @global_smem, i32 %j
  store float %v, ptr addrspace(3) %ps
  %j2 = add i32 %j, %ntid
  %c1 = icmp slt i32 %j2, %m
  br i1 %c1, label %load, label %sync
sync:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %c0, label %store, label %exit
store:
  %k = phi i32 [ %tid, %sync ], [ %k2, %store ]
  %last = sub i32 %m, 1
  %r = sub i32 %last, %k
  %ps2 = getelementptr float, ptr addrspace(3) @global_smem, i32 %r
  %w = load float, ptr addrspace(3) %ps2
  %g2 = add i32 %off, %k
  %pz = getelementptr float, ptr addrspace(1) %z, i32 %g2
  store float %w, ptr addrspace(1) %pz
  %k2 = add i32 %k, %ntid
  %c2 = icmp slt i32 %k2, %m
  br i1 %c2, label %store, label %exit
exit:
  ret void
}
"""

# out[0..8] = every scalar parameter type, widened to double: checks the launcher's argument packing
SCALARS = _HEAD + """
define ptx_kernel void @scalars(ptr addrspace(1) %out, i1 %a, i8 %b, i16 %c, i32 %d, i64 %e, half %f, bfloat %g,
                                float %h, double %i) {
entry:
  %a1 = uitofp i1 %a to double
  %b1 = sitofp i8 %b to double
  %c1 = sitofp i16 %c to double
  %d1 = sitofp i32 %d to double
  %e1 = sitofp i64 %e to double
  %f1 = fpext half %f to double
  %g1 = fpext bfloat %g to double
  %h1 = fpext float %h to double
  store double %a1, ptr addrspace(1) %out
  %p1 = getelementptr double, ptr addrspace(1) %out, i32 1
  store double %b1, ptr addrspace(1) %p1
  %p2 = getelementptr double, ptr addrspace(1) %out, i32 2
  store double %c1, ptr addrspace(1) %p2
  %p3 = getelementptr double, ptr addrspace(1) %out, i32 3
  store double %d1, ptr addrspace(1) %p3
  %p4 = getelementptr double, ptr addrspace(1) %out, i32 4
  store double %e1, ptr addrspace(1) %p4
  %p5 = getelementptr double, ptr addrspace(1) %out, i32 5
  store double %f1, ptr addrspace(1) %p5
  %p6 = getelementptr double, ptr addrspace(1) %out, i32 6
  store double %g1, ptr addrspace(1) %p6
  %p7 = getelementptr double, ptr addrspace(1) %out, i32 7
  store double %h1, ptr addrspace(1) %p7
  %p8 = getelementptr double, ptr addrspace(1) %out, i32 8
  store double %i, ptr addrspace(1) %p8
  ret void
}
"""

# an intrinsic LLVM does not know: it must be reported, not passed on to ptxas
UNKNOWN_INTRINSIC = _HEAD + """
declare float @llvm.nvvm.no.such.intrinsic.f(float)

define ptx_kernel void @bad(ptr addrspace(1) %x) {
  %v = load float, ptr addrspace(1) %x
  %r = call float @llvm.nvvm.no.such.intrinsic.f(float %v)
  store float %r, ptr addrspace(1) %x
  ret void
}
"""

SOURCES = {"vector_add": VECTOR_ADD, "exp_kernel": EXP, "smem_reverse": SMEM_REVERSE, "scalars": SCALARS}
ARG_TYPES = {
    "vector_add": ["!tt.ptr<f32>", "!tt.ptr<f32>", "!tt.ptr<f32>", "i32"],
    "exp_kernel": ["!tt.ptr<f32>", "!tt.ptr<f32>", "i32"],
    "smem_reverse": ["!tt.ptr<f32>", "!tt.ptr<f32>", "i32"],
    "scalars": ["!tt.ptr<f64>", "i1", "i8", "i16", "i32", "i64", "f16", "bf16", "f32", "f64"],
}


def build(name: str, arch, num_warps: int = 4, shared: int = 0) -> tuple[bytes, dict]:
    """Compile one of these kernels through the ptx and cubin stages -> (cubin, metadata), the
    metadata holding what the driver needs (name, arg_types, num_warps, shared)."""
    from tritium.backends.cuda.toolchain import llir_to_ptx, ptx_to_cubin
    meta = {"name": name, "arg_types": list(ARG_TYPES[name]), "num_warps": num_warps, "shared": shared}
    ptx = llir_to_ptx(SOURCES[name], arch, meta)
    meta["ptx"] = ptx
    return ptx_to_cubin(ptx, arch, meta), meta
