target triple = "spirv64-unknown-unknown"
@global_smem = internal addrspace(3) global [32 x i8] undef, align 16
declare spir_func i64 @_Z12get_local_idj(i32) nounwind
declare spir_func i64 @_Z12get_group_idj(i32) nounwind
declare spir_func i32 @_Z21sub_group_shuffle_xorjj(i32, i32) convergent nounwind
declare spir_func void @_Z7barrierj(i32) convergent nounwind

define spir_kernel void @argmax_rows(ptr addrspace(1) %arg0, ptr addrspace(1) %arg1, i32 %arg2, i32 %arg3) !intel_reqd_sub_group_size !0 !reqd_work_group_size !1 {
entry:
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
  %t19 = mul i32 %t18, %arg3
  %t20 = sext i32 %t19 to i64
  %t21 = getelementptr float, ptr addrspace(1) %arg0, i64 %t20
  %t22 = sext i32 %t16 to i64
  %t23 = getelementptr float, ptr addrspace(1) %t21, i64 %t22
  %t24 = icmp slt i32 %t16, %arg2
  br label %g_from3
g_from3:
  br i1 %t24, label %g_go1, label %g_done2
g_go1:
  %t25 = load float, ptr addrspace(1) %t23, align 4
  br label %g_end4
g_end4:
  br label %g_done2
g_done2:
  %t26 = phi float [ %t25, %g_end4 ], [ undef, %g_from3 ]
  %t27 = select i1 %t24, float %t26, float 0xFFF0000000000000
  %t28 = sext i32 %t18 to i64
  %t29 = getelementptr i32, ptr addrspace(1) %arg1, i64 %t28
  %t30 = bitcast float %t27 to i32
  %t31 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t30, i32 1)
  %t32 = bitcast i32 %t31 to float
  %t33 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t16, i32 1)
  %t34 = fcmp ogt float %t27, %t32
  %t35 = fcmp oeq float %t27, %t32
  %t36 = icmp slt i32 %t16, %t33
  %t37 = and i1 %t35, %t36
  %t38 = or i1 %t34, %t37
  %t39 = select i1 %t38, float %t27, float %t32
  %t40 = select i1 %t38, i32 %t16, i32 %t33
  %t41 = bitcast float %t39 to i32
  %t42 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t41, i32 2)
  %t43 = bitcast i32 %t42 to float
  %t44 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t40, i32 2)
  %t45 = fcmp ogt float %t39, %t43
  %t46 = fcmp oeq float %t39, %t43
  %t47 = icmp slt i32 %t40, %t44
  %t48 = and i1 %t46, %t47
  %t49 = or i1 %t45, %t48
  %t50 = select i1 %t49, float %t39, float %t43
  %t51 = select i1 %t49, i32 %t40, i32 %t44
  %t52 = bitcast float %t50 to i32
  %t53 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t52, i32 4)
  %t54 = bitcast i32 %t53 to float
  %t55 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t51, i32 4)
  %t56 = fcmp ogt float %t50, %t54
  %t57 = fcmp oeq float %t50, %t54
  %t58 = icmp slt i32 %t51, %t55
  %t59 = and i1 %t57, %t58
  %t60 = or i1 %t56, %t59
  %t61 = select i1 %t60, float %t50, float %t54
  %t62 = select i1 %t60, i32 %t51, i32 %t55
  %t63 = bitcast float %t61 to i32
  %t64 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t63, i32 8)
  %t65 = bitcast i32 %t64 to float
  %t66 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t62, i32 8)
  %t67 = fcmp ogt float %t61, %t65
  %t68 = fcmp oeq float %t61, %t65
  %t69 = icmp slt i32 %t62, %t66
  %t70 = and i1 %t68, %t69
  %t71 = or i1 %t67, %t70
  %t72 = select i1 %t71, float %t61, float %t65
  %t73 = select i1 %t71, i32 %t62, i32 %t66
  %t74 = bitcast float %t72 to i32
  %t75 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t74, i32 16)
  %t76 = bitcast i32 %t75 to float
  %t77 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t73, i32 16)
  %t78 = fcmp ogt float %t72, %t76
  %t79 = fcmp oeq float %t72, %t76
  %t80 = icmp slt i32 %t73, %t77
  %t81 = and i1 %t79, %t80
  %t82 = or i1 %t78, %t81
  %t83 = select i1 %t82, float %t72, float %t76
  %t84 = select i1 %t82, i32 %t73, i32 %t77
  %t86 = icmp uge i32 0, 32
  %t87 = select i1 %t86, i32 0, i32 0
  %t88 = lshr i32 %t8, %t87
  %t89 = select i1 %t86, i32 0, i32 %t88
  %t90 = and i32 %t89, 1
  call spir_func void @_Z7barrierj(i32 1)
  %t91 = mul i32 0, 2
  %t92 = add i32 %t91, %t90
  %t93 = mul i32 %t92, 4
  %t94 = add i32 %t93, 0
  %t95 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t94
  store float %t83, ptr addrspace(3) %t95, align 4
  %t96 = mul i32 %t92, 4
  %t97 = add i32 %t96, 16
  %t98 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t97
  store i32 %t84, ptr addrspace(3) %t98, align 4
  call spir_func void @_Z7barrierj(i32 1)
  %t99 = mul i32 0, 2
  %t100 = add i32 %t99, 0
  %t101 = mul i32 %t100, 4
  %t102 = add i32 %t101, 0
  %t103 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t102
  %t104 = load float, ptr addrspace(3) %t103, align 4
  %t105 = mul i32 %t100, 4
  %t106 = add i32 %t105, 16
  %t107 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t106
  %t108 = load i32, ptr addrspace(3) %t107, align 4
  %t109 = mul i32 0, 2
  %t110 = add i32 %t109, 1
  %t111 = mul i32 %t110, 4
  %t112 = add i32 %t111, 0
  %t113 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t112
  %t114 = load float, ptr addrspace(3) %t113, align 4
  %t115 = mul i32 %t110, 4
  %t116 = add i32 %t115, 16
  %t117 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t116
  %t118 = load i32, ptr addrspace(3) %t117, align 4
  %t119 = fcmp ogt float %t104, %t114
  %t120 = fcmp oeq float %t104, %t114
  %t121 = icmp slt i32 %t108, %t118
  %t122 = and i1 %t120, %t121
  %t123 = or i1 %t119, %t122
  %t124 = select i1 %t123, float %t104, float %t114
  %t125 = select i1 %t123, i32 %t108, i32 %t118
  %t126 = icmp eq i32 %t2, 0
  br label %g_from7
g_from7:
  br i1 %t126, label %g_go5, label %g_done6
g_go5:
  store i32 %t125, ptr addrspace(1) %t29, align 4
  br label %g_end8
g_end8:
  br label %g_done6
g_done6:
  ret void
}

!0 = !{i32 32}
!1 = !{i32 128, i32 1, i32 1}
