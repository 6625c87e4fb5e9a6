target triple = "spirv64-unknown-unknown"
declare spir_func i64 @_Z12get_local_idj(i32) nounwind
declare spir_func i64 @_Z12get_group_idj(i32) nounwind

define spir_kernel void @add_kernel(ptr addrspace(1) %arg0, ptr addrspace(1) %arg1, ptr addrspace(1) %arg2, i32 %arg3) !intel_reqd_sub_group_size !0 !reqd_work_group_size !1 {
entry:
  %t1 = call spir_func i64 @_Z12get_local_idj(i32 0)
  %t2 = trunc i64 %t1 to i32
  %t3 = and i32 %t2, 31
  %t5 = icmp uge i32 5, 32
  %t6 = select i1 %t5, i32 0, i32 5
  %t7 = lshr i32 %t2, %t6
  %t8 = select i1 %t5, i32 0, i32 %t7
  %t9 = and i32 %t3, 31
  %t10 = and i32 %t8, 3
  %t12 = icmp uge i32 5, 32
  %t13 = select i1 %t12, i32 0, i32 5
  %t14 = shl i32 %t10, %t13
  %t15 = select i1 %t12, i32 0, i32 %t14
  %t16 = xor i32 %t9, %t15
  %t17 = call spir_func i64 @_Z12get_group_idj(i32 0)
  %t18 = trunc i64 %t17 to i32
  %t19 = mul i32 %t18, 128
  %t20 = add i32 %t19, %t16
  %t21 = icmp slt i32 %t20, %arg3
  %t22 = sext i32 %t20 to i64
  %t23 = getelementptr float, ptr addrspace(1) %arg2, i64 %t22
  %t24 = sext i32 %t20 to i64
  %t25 = getelementptr float, ptr addrspace(1) %arg0, i64 %t24
  br label %g_from3
g_from3:
  br i1 %t21, label %g_go1, label %g_done2
g_go1:
  %t26 = load float, ptr addrspace(1) %t25, align 4
  br label %g_end4
g_end4:
  br label %g_done2
g_done2:
  %t27 = phi float [ %t26, %g_end4 ], [ undef, %g_from3 ]
  %t28 = select i1 %t21, float %t27, float 0.0
  %t29 = sext i32 %t20 to i64
  %t30 = getelementptr float, ptr addrspace(1) %arg1, i64 %t29
  br label %g_from7
g_from7:
  br i1 %t21, label %g_go5, label %g_done6
g_go5:
  %t31 = load float, ptr addrspace(1) %t30, align 4
  br label %g_end8
g_end8:
  br label %g_done6
g_done6:
  %t32 = phi float [ %t31, %g_end8 ], [ undef, %g_from7 ]
  %t33 = select i1 %t21, float %t32, float 0.0
  %t34 = fadd float %t28, %t33
  br label %g_from11
g_from11:
  br i1 %t21, label %g_go9, label %g_done10
g_go9:
  store float %t34, ptr addrspace(1) %t23, align 4
  br label %g_end12
g_end12:
  br label %g_done10
g_done10:
  ret void
}

!0 = !{i32 32}
!1 = !{i32 128, i32 1, i32 1}
