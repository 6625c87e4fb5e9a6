target triple = "nvptx64-nvidia-cuda"
@global_smem = external addrspace(3) global [0 x i8], align 16
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @add_kernel(ptr addrspace(1) %arg0, ptr addrspace(1) %arg1, ptr addrspace(1) %arg2, i32 %arg3) #0 {
entry:
  %t1 = call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t2 = and i32 %t1, 31
  %t4 = icmp uge i32 5, 32
  %t5 = select i1 %t4, i32 0, i32 5
  %t6 = lshr i32 %t1, %t5
  %t7 = select i1 %t4, i32 0, i32 %t6
  %t8 = and i32 %t2, 31
  %t9 = and i32 %t7, 3
  %t11 = icmp uge i32 5, 32
  %t12 = select i1 %t11, i32 0, i32 5
  %t13 = shl i32 %t9, %t12
  %t14 = select i1 %t11, i32 0, i32 %t13
  %t15 = xor i32 %t8, %t14
  %t16 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %t17 = mul i32 %t16, 128
  %t18 = add i32 %t17, %t15
  %t19 = icmp slt i32 %t18, %arg3
  %t20 = sext i32 %t18 to i64
  %t21 = getelementptr float, ptr addrspace(1) %arg2, i64 %t20
  %t22 = sext i32 %t18 to i64
  %t23 = getelementptr float, ptr addrspace(1) %arg0, i64 %t22
  %t24 = call i32 asm sideeffect "mov.b32 $0, 0; @$2 ld.global.b32 $0, [$1];", "=r,l,b"(ptr addrspace(1) %t23, i1 %t19)
  %t25 = bitcast i32 %t24 to float
  %t26 = sext i32 %t18 to i64
  %t27 = getelementptr float, ptr addrspace(1) %arg1, i64 %t26
  %t28 = call i32 asm sideeffect "mov.b32 $0, 0; @$2 ld.global.b32 $0, [$1];", "=r,l,b"(ptr addrspace(1) %t27, i1 %t19)
  %t29 = bitcast i32 %t28 to float
  %t30 = fadd float %t25, %t29
  %t31 = bitcast float %t30 to i32
  call void asm sideeffect "@$1 st.global.b32 [$0], $2;", "l,b,r"(ptr addrspace(1) %t21, i1 %t19, i32 %t31)
  ret void
}
attributes #0 = { "nvvm.maxntid"="128" }
