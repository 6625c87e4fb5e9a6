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
  %t75 = icmp uge i32 0, 32
  %t76 = select i1 %t75, i32 0, i32 0
  %t77 = lshr i32 %t8, %t76
  %t78 = select i1 %t75, i32 0, i32 %t77
  %t79 = and i32 %t78, 1
  %t81 = icmp uge i32 1, 32
  %t82 = select i1 %t81, i32 0, i32 1
  %t83 = lshr i32 %t8, %t82
  %t84 = select i1 %t81, i32 0, i32 %t83
  %t85 = and i32 %t84, 1
  %t87 = icmp uge i32 1, 32
  %t88 = select i1 %t87, i32 0, i32 1
  %t89 = shl i32 %t85, %t88
  %t90 = select i1 %t87, i32 0, i32 %t89
  %t91 = or i32 %t79, %t90
  call spir_func void @_Z7barrierj(i32 1)
  %t92 = mul i32 0, 4
  %t93 = add i32 %t92, %t91
  %t94 = mul i32 %t93, 4
  %t95 = add i32 %t94, 0
  %t96 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t95
  store float %t72, ptr addrspace(3) %t96, align 4
  %t97 = mul i32 %t93, 4
  %t98 = add i32 %t97, 16
  %t99 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t98
  store i32 %t73, ptr addrspace(3) %t99, align 4
  call spir_func void @_Z7barrierj(i32 1)
  %t100 = mul i32 0, 4
  %t101 = add i32 %t100, 0
  %t102 = mul i32 %t101, 4
  %t103 = add i32 %t102, 0
  %t104 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t103
  %t105 = load float, ptr addrspace(3) %t104, align 4
  %t106 = mul i32 %t101, 4
  %t107 = add i32 %t106, 16
  %t108 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t107
  %t109 = load i32, ptr addrspace(3) %t108, align 4
  %t110 = mul i32 0, 4
  %t111 = add i32 %t110, 1
  %t112 = mul i32 %t111, 4
  %t113 = add i32 %t112, 0
  %t114 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t113
  %t115 = load float, ptr addrspace(3) %t114, align 4
  %t116 = mul i32 %t111, 4
  %t117 = add i32 %t116, 16
  %t118 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t117
  %t119 = load i32, ptr addrspace(3) %t118, align 4
  %t120 = mul i32 0, 4
  %t121 = add i32 %t120, 2
  %t122 = mul i32 %t121, 4
  %t123 = add i32 %t122, 0
  %t124 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t123
  %t125 = load float, ptr addrspace(3) %t124, align 4
  %t126 = mul i32 %t121, 4
  %t127 = add i32 %t126, 16
  %t128 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t127
  %t129 = load i32, ptr addrspace(3) %t128, align 4
  %t130 = mul i32 0, 4
  %t131 = add i32 %t130, 3
  %t132 = mul i32 %t131, 4
  %t133 = add i32 %t132, 0
  %t134 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t133
  %t135 = load float, ptr addrspace(3) %t134, align 4
  %t136 = mul i32 %t131, 4
  %t137 = add i32 %t136, 16
  %t138 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t137
  %t139 = load i32, ptr addrspace(3) %t138, align 4
  %t140 = fcmp ogt float %t105, %t115
  %t141 = fcmp oeq float %t105, %t115
  %t142 = icmp slt i32 %t109, %t119
  %t143 = and i1 %t141, %t142
  %t144 = or i1 %t140, %t143
  %t145 = select i1 %t144, float %t105, float %t115
  %t146 = select i1 %t144, i32 %t109, i32 %t119
  %t147 = fcmp ogt float %t145, %t125
  %t148 = fcmp oeq float %t145, %t125
  %t149 = icmp slt i32 %t146, %t129
  %t150 = and i1 %t148, %t149
  %t151 = or i1 %t147, %t150
  %t152 = select i1 %t151, float %t145, float %t125
  %t153 = select i1 %t151, i32 %t146, i32 %t129
  %t154 = fcmp ogt float %t152, %t135
  %t155 = fcmp oeq float %t152, %t135
  %t156 = icmp slt i32 %t153, %t139
  %t157 = and i1 %t155, %t156
  %t158 = or i1 %t154, %t157
  %t159 = select i1 %t158, float %t152, float %t135
  %t160 = select i1 %t158, i32 %t153, i32 %t139
  %t161 = icmp eq i32 %t2, 0
  br label %g_from7
g_from7:
  br i1 %t161, label %g_go5, label %g_done6
g_go5:
  store i32 %t160, ptr addrspace(1) %t29, align 4
  br label %g_end8
g_end8:
  br label %g_done6
g_done6:
  ret void
}

!0 = !{i32 16}
!1 = !{i32 64, i32 1, i32 1}
