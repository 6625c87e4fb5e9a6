target triple = "nvptx64-nvidia-cuda"
@global_smem = external addrspace(3) global [0 x i8], align 16
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @if_while(ptr addrspace(1) %arg0, ptr addrspace(1) %arg1, i32 %arg2, i32 %arg3) #0 {
entry:
  %s0 = alloca float, align 8
  %s1 = alloca float, align 8
  %s2 = alloca i32, align 8
  %s3 = alloca float, align 8
  %s4 = alloca i32, align 8
  %t1 = call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t2 = and i32 %t1, 31
  %t4 = icmp uge i32 5, 32
  %t5 = select i1 %t4, i32 0, i32 5
  %t6 = lshr i32 %t1, %t5
  %t7 = select i1 %t4, i32 0, i32 %t6
  %t8 = and i32 %t2, 31
  %t9 = and i32 %t7, 1
  %t11 = icmp uge i32 5, 32
  %t12 = select i1 %t11, i32 0, i32 5
  %t13 = shl i32 %t9, %t12
  %t14 = select i1 %t11, i32 0, i32 %t13
  %t15 = xor i32 %t8, %t14
  %t16 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %t17 = mul i32 %t16, 64
  %t18 = add i32 %t17, %t15
  %t19 = icmp slt i32 %t18, %arg2
  %t20 = sext i32 %t18 to i64
  %t21 = getelementptr float, ptr addrspace(1) %arg0, i64 %t20
  %t22 = bitcast float 0x0000000000000000 to i32
  %t23 = call i32 asm sideeffect "mov.b32 $0, $3; @$2 ld.global.b32 $0, [$1];", "=r,l,b,r"(ptr addrspace(1) %t21, i1 %t19, i32 %t22)
  %t24 = bitcast i32 %t23 to float
  %t26 = icmp eq i32 2, 0
  %t28 = icmp eq i32 2, -1
  %t27 = or i1 %t26, %t28
  %t29 = select i1 %t27, i32 1, i32 2
  %t30 = srem i32 %t16, %t29
  %t33 = select i1 %t27, i32 0, i32 %t30
  %t31 = select i1 %t26, i32 0, i32 %t33
  %t34 = icmp eq i32 %t31, 0
  br i1 %t34, label %if_then1, label %if_else2
if_then1:
  %t35 = fmul float %t24, 0x4000000000000000
  store float %t35, ptr %s0
  br label %if_done3
if_else2:
  %t36 = fsub float %t24, 0x3FF0000000000000
  store float %t36, ptr %s0
  br label %if_done3
if_done3:
  %t37 = load float, ptr %s0
  store float %t37, ptr %s1
  store i32 0, ptr %s2
  br label %while_head4
while_head4:
  %t38 = load float, ptr %s1
  %t39 = load i32, ptr %s2
  %t40 = icmp slt i32 %t39, %arg3
  store float %t38, ptr %s3
  store i32 %t39, ptr %s4
  br i1 %t40, label %while_body5, label %while_done6
while_body5:
  %t41 = load float, ptr %s3
  %t42 = load i32, ptr %s4
  %t43 = fadd float %t41, 0x3FF0000000000000
  %t44 = add i32 %t42, 1
  store float %t43, ptr %s1
  store i32 %t44, ptr %s2
  br label %while_head4
while_done6:
  %t45 = load float, ptr %s3
  %t46 = load i32, ptr %s4
  %t47 = sext i32 %t18 to i64
  %t48 = getelementptr float, ptr addrspace(1) %arg1, i64 %t47
  %t49 = and i32 %t7, 2
  %t50 = icmp eq i32 %t49, 0
  %t51 = and i1 %t50, %t19
  %t52 = bitcast float %t45 to i32
  call void asm sideeffect "@$1 st.global.b32 [$0], $2;", "l,b,r"(ptr addrspace(1) %t48, i1 %t51, i32 %t52)
  ret void
}
attributes #0 = { "nvvm.maxntid"="128" }
