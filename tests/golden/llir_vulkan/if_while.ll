target triple = "spirv64-unknown-unknown"
declare spir_func i64 @_Z12get_local_idj(i32) nounwind
declare spir_func i64 @_Z12get_group_idj(i32) nounwind

define spir_kernel void @if_while(ptr addrspace(1) %arg0, ptr addrspace(1) %arg1, i32 %arg2, i32 %arg3) !intel_reqd_sub_group_size !0 !reqd_work_group_size !1 {
entry:
  %s0 = alloca float, align 8
  %s1 = alloca float, align 8
  %s2 = alloca i32, align 8
  %s3 = alloca float, align 8
  %s4 = alloca i32, align 8
  %t1 = call spir_func i64 @_Z12get_local_idj(i32 0)
  %t2 = trunc i64 %t1 to i32
  %t3 = and i32 %t2, 31
  %t5 = icmp uge i32 5, 32
  %t6 = select i1 %t5, i32 0, i32 5
  %t7 = lshr i32 %t2, %t6
  %t8 = select i1 %t5, i32 0, i32 %t7
  %t9 = and i32 %t3, 31
  %t10 = and i32 %t8, 1
  %t12 = icmp uge i32 5, 32
  %t13 = select i1 %t12, i32 0, i32 5
  %t14 = shl i32 %t10, %t13
  %t15 = select i1 %t12, i32 0, i32 %t14
  %t16 = xor i32 %t9, %t15
  %t17 = call spir_func i64 @_Z12get_group_idj(i32 0)
  %t18 = trunc i64 %t17 to i32
  %t19 = mul i32 %t18, 64
  %t20 = add i32 %t19, %t16
  %t21 = icmp slt i32 %t20, %arg2
  %t22 = sext i32 %t20 to i64
  %t23 = getelementptr float, ptr addrspace(1) %arg0, i64 %t22
  br label %g_from3
g_from3:
  br i1 %t21, label %g_go1, label %g_done2
g_go1:
  %t24 = load float, ptr addrspace(1) %t23, align 4
  br label %g_end4
g_end4:
  br label %g_done2
g_done2:
  %t25 = phi float [ %t24, %g_end4 ], [ undef, %g_from3 ]
  %t26 = select i1 %t21, float %t25, float 0x0000000000000000
  %t28 = icmp eq i32 2, 0
  %t30 = icmp eq i32 2, -1
  %t29 = or i1 %t28, %t30
  %t31 = select i1 %t29, i32 1, i32 2
  %t32 = srem i32 %t18, %t31
  %t35 = select i1 %t29, i32 0, i32 %t32
  %t33 = select i1 %t28, i32 0, i32 %t35
  %t36 = icmp eq i32 %t33, 0
  br i1 %t36, label %if_then5, label %if_else6
if_then5:
  %t37 = fmul float %t26, 0x4000000000000000
  store float %t37, ptr %s0
  br label %if_done7
if_else6:
  %t38 = fsub float %t26, 0x3FF0000000000000
  store float %t38, ptr %s0
  br label %if_done7
if_done7:
  %t39 = load float, ptr %s0
  store float %t39, ptr %s1
  store i32 0, ptr %s2
  br label %while_head8
while_head8:
  br label %while_cond11
while_cond11:
  %t40 = load float, ptr %s1
  %t41 = load i32, ptr %s2
  %t42 = icmp slt i32 %t41, %arg3
  store float %t40, ptr %s3
  store i32 %t41, ptr %s4
  br i1 %t42, label %while_body9, label %while_done10
while_body9:
  %t43 = load float, ptr %s3
  %t44 = load i32, ptr %s4
  %t45 = fadd float %t43, 0x3FF0000000000000
  %t46 = add i32 %t44, 1
  store float %t45, ptr %s1
  store i32 %t46, ptr %s2
  br label %while_latch12
while_latch12:
  br label %while_head8
while_done10:
  %t47 = load float, ptr %s3
  %t48 = load i32, ptr %s4
  %t49 = sext i32 %t20 to i64
  %t50 = getelementptr float, ptr addrspace(1) %arg1, i64 %t49
  %t51 = and i32 %t8, 2
  %t52 = icmp eq i32 %t51, 0
  %t53 = and i1 %t52, %t21
  br label %g_from15
g_from15:
  br i1 %t53, label %g_go13, label %g_done14
g_go13:
  store float %t47, ptr addrspace(1) %t50, align 4
  br label %g_end16
g_end16:
  br label %g_done14
g_done14:
  ret void
}

!0 = !{i32 32}
!1 = !{i32 128, i32 1, i32 1}
