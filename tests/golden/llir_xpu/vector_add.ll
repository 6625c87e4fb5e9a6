target triple = "spirv64-unknown-unknown"
declare spir_func i64 @_Z12get_local_idj(i32) nounwind
declare spir_func i64 @_Z12get_group_idj(i32) nounwind

define spir_kernel void @add_kernel(ptr addrspace(1) %arg0, ptr addrspace(1) %arg1, ptr addrspace(1) %arg2, i32 %arg3) !intel_reqd_sub_group_size !0 !reqd_work_group_size !1 {
entry:
  %t1 = call spir_func i64 @_Z12get_local_idj(i32 0)
  %t2 = trunc i64 %t1 to i32
  %t3 = and i32 %t2, 15
  %t5 = icmp uge i32 4, 32
  %t6 = select i1 %t5, i32 0, i32 4
  %t7 = lshr i32 %t2, %t6
  %t8 = select i1 %t5, i32 0, i32 %t7
  %t9 = and i32 %t3, 15
  %t10 = and i32 %t8, 3
  %t12 = icmp uge i32 4, 32
  %t13 = select i1 %t12, i32 0, i32 4
  %t14 = shl i32 %t10, %t13
  %t15 = select i1 %t12, i32 0, i32 %t14
  %t16 = xor i32 %t9, %t15
  %t17 = call spir_func i64 @_Z12get_group_idj(i32 0)
  %t18 = trunc i64 %t17 to i32
  %t19 = mul i32 %t18, 128
  %t20 = add i32 %t16, 64
  %t21 = add i32 %t19, %t16
  %t22 = add i32 %t19, %t20
  %t23 = icmp slt i32 %t21, %arg3
  %t24 = icmp slt i32 %t22, %arg3
  %t25 = sext i32 %t21 to i64
  %t26 = getelementptr float, ptr addrspace(1) %arg2, i64 %t25
  %t27 = sext i32 %t22 to i64
  %t28 = getelementptr float, ptr addrspace(1) %arg2, i64 %t27
  %t29 = sext i32 %t21 to i64
  %t30 = getelementptr float, ptr addrspace(1) %arg0, i64 %t29
  %t31 = sext i32 %t22 to i64
  %t32 = getelementptr float, ptr addrspace(1) %arg0, i64 %t31
  br label %g_from3
g_from3:
  br i1 %t23, label %g_go1, label %g_done2
g_go1:
  %t33 = load float, ptr addrspace(1) %t30, align 4
  br label %g_end4
g_end4:
  br label %g_done2
g_done2:
  %t34 = phi float [ %t33, %g_end4 ], [ undef, %g_from3 ]
  %t35 = select i1 %t23, float %t34, float 0.0
  br label %g_from7
g_from7:
  br i1 %t24, label %g_go5, label %g_done6
g_go5:
  %t36 = load float, ptr addrspace(1) %t32, align 4
  br label %g_end8
g_end8:
  br label %g_done6
g_done6:
  %t37 = phi float [ %t36, %g_end8 ], [ undef, %g_from7 ]
  %t38 = select i1 %t24, float %t37, float 0.0
  %t39 = sext i32 %t21 to i64
  %t40 = getelementptr float, ptr addrspace(1) %arg1, i64 %t39
  %t41 = sext i32 %t22 to i64
  %t42 = getelementptr float, ptr addrspace(1) %arg1, i64 %t41
  br label %g_from11
g_from11:
  br i1 %t23, label %g_go9, label %g_done10
g_go9:
  %t43 = load float, ptr addrspace(1) %t40, align 4
  br label %g_end12
g_end12:
  br label %g_done10
g_done10:
  %t44 = phi float [ %t43, %g_end12 ], [ undef, %g_from11 ]
  %t45 = select i1 %t23, float %t44, float 0.0
  br label %g_from15
g_from15:
  br i1 %t24, label %g_go13, label %g_done14
g_go13:
  %t46 = load float, ptr addrspace(1) %t42, align 4
  br label %g_end16
g_end16:
  br label %g_done14
g_done14:
  %t47 = phi float [ %t46, %g_end16 ], [ undef, %g_from15 ]
  %t48 = select i1 %t24, float %t47, float 0.0
  %t49 = fadd float %t35, %t45
  %t50 = fadd float %t38, %t48
  br label %g_from19
g_from19:
  br i1 %t23, label %g_go17, label %g_done18
g_go17:
  store float %t49, ptr addrspace(1) %t26, align 4
  br label %g_end20
g_end20:
  br label %g_done18
g_done18:
  br label %g_from23
g_from23:
  br i1 %t24, label %g_go21, label %g_done22
g_go21:
  store float %t50, ptr addrspace(1) %t28, align 4
  br label %g_end24
g_end24:
  br label %g_done22
g_done22:
  ret void
}

!0 = !{i32 16}
!1 = !{i32 64, i32 1, i32 1}
