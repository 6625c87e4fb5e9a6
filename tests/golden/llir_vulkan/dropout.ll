target triple = "spirv64-unknown-unknown"
declare spir_func i64 @_Z12get_local_idj(i32) nounwind
declare spir_func i64 @_Z12get_group_idj(i32) nounwind

define spir_kernel void @dropout_kernel(ptr addrspace(1) %arg0, ptr addrspace(1) %arg1, i32 %arg2, float %arg3, i32 %arg4) !intel_reqd_sub_group_size !0 !reqd_work_group_size !1 {
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
  %t26 = select i1 %t21, float %t25, float 0.0
  %t28 = sext i32 %arg4 to i64
  %t30 = icmp uge i64 32, 64
  %t31 = select i1 %t30, i64 0, i64 32
  %t32 = lshr i64 %t28, %t31
  %t33 = select i1 %t30, i64 0, i64 %t32
  %t34 = and i64 %t33, 4294967295
  %t36 = trunc i64 %t34 to i32
  %t37 = and i64 %t28, 4294967295
  %t39 = trunc i64 %t37 to i32
  %t41 = zext i32 -766435501 to i64
  %t42 = zext i32 %t20 to i64
  %t43 = mul i64 %t41, %t42
  %t44 = lshr i64 %t43, 32
  %t40 = trunc i64 %t44 to i32
  %t45 = xor i32 %t40, %t36
  %t46 = mul i32 -766435501, %t20
  %t47 = add i32 %t39, -1640531527
  %t48 = add i32 %t36, -1150833019
  %t50 = zext i32 -845247145 to i64
  %t51 = zext i32 %t45 to i64
  %t52 = mul i64 %t50, %t51
  %t53 = lshr i64 %t52, 32
  %t49 = trunc i64 %t53 to i32
  %t54 = xor i32 %t49, %t47
  %t56 = zext i32 -766435501 to i64
  %t57 = zext i32 %t39 to i64
  %t58 = mul i64 %t56, %t57
  %t59 = lshr i64 %t58, 32
  %t55 = trunc i64 %t59 to i32
  %t60 = xor i32 %t55, %t46
  %t61 = xor i32 %t60, %t48
  %t62 = mul i32 -845247145, %t45
  %t63 = mul i32 -766435501, %t39
  %t64 = add i32 %t47, -1640531527
  %t65 = add i32 %t48, -1150833019
  %t67 = zext i32 -845247145 to i64
  %t68 = zext i32 %t61 to i64
  %t69 = mul i64 %t67, %t68
  %t70 = lshr i64 %t69, 32
  %t66 = trunc i64 %t70 to i32
  %t71 = xor i32 %t66, %t62
  %t72 = xor i32 %t71, %t64
  %t74 = zext i32 -766435501 to i64
  %t75 = zext i32 %t54 to i64
  %t76 = mul i64 %t74, %t75
  %t77 = lshr i64 %t76, 32
  %t73 = trunc i64 %t77 to i32
  %t78 = xor i32 %t73, %t63
  %t79 = xor i32 %t78, %t65
  %t80 = mul i32 -845247145, %t61
  %t81 = mul i32 -766435501, %t54
  %t82 = add i32 %t64, -1640531527
  %t83 = add i32 %t65, -1150833019
  %t85 = zext i32 -845247145 to i64
  %t86 = zext i32 %t79 to i64
  %t87 = mul i64 %t85, %t86
  %t88 = lshr i64 %t87, 32
  %t84 = trunc i64 %t88 to i32
  %t89 = xor i32 %t84, %t80
  %t90 = xor i32 %t89, %t82
  %t92 = zext i32 -766435501 to i64
  %t93 = zext i32 %t72 to i64
  %t94 = mul i64 %t92, %t93
  %t95 = lshr i64 %t94, 32
  %t91 = trunc i64 %t95 to i32
  %t96 = xor i32 %t91, %t81
  %t97 = xor i32 %t96, %t83
  %t98 = mul i32 -845247145, %t79
  %t99 = mul i32 -766435501, %t72
  %t100 = add i32 %t82, -1640531527
  %t101 = add i32 %t83, -1150833019
  %t103 = zext i32 -845247145 to i64
  %t104 = zext i32 %t97 to i64
  %t105 = mul i64 %t103, %t104
  %t106 = lshr i64 %t105, 32
  %t102 = trunc i64 %t106 to i32
  %t107 = xor i32 %t102, %t98
  %t108 = xor i32 %t107, %t100
  %t110 = zext i32 -766435501 to i64
  %t111 = zext i32 %t90 to i64
  %t112 = mul i64 %t110, %t111
  %t113 = lshr i64 %t112, 32
  %t109 = trunc i64 %t113 to i32
  %t114 = xor i32 %t109, %t99
  %t115 = xor i32 %t114, %t101
  %t116 = mul i32 -845247145, %t97
  %t117 = mul i32 -766435501, %t90
  %t118 = add i32 %t100, -1640531527
  %t119 = add i32 %t101, -1150833019
  %t121 = zext i32 -845247145 to i64
  %t122 = zext i32 %t115 to i64
  %t123 = mul i64 %t121, %t122
  %t124 = lshr i64 %t123, 32
  %t120 = trunc i64 %t124 to i32
  %t125 = xor i32 %t120, %t116
  %t126 = xor i32 %t125, %t118
  %t128 = zext i32 -766435501 to i64
  %t129 = zext i32 %t108 to i64
  %t130 = mul i64 %t128, %t129
  %t131 = lshr i64 %t130, 32
  %t127 = trunc i64 %t131 to i32
  %t132 = xor i32 %t127, %t117
  %t133 = xor i32 %t132, %t119
  %t134 = mul i32 -845247145, %t115
  %t135 = mul i32 -766435501, %t108
  %t136 = add i32 %t118, -1640531527
  %t137 = add i32 %t119, -1150833019
  %t139 = zext i32 -845247145 to i64
  %t140 = zext i32 %t133 to i64
  %t141 = mul i64 %t139, %t140
  %t142 = lshr i64 %t141, 32
  %t138 = trunc i64 %t142 to i32
  %t143 = xor i32 %t138, %t134
  %t144 = xor i32 %t143, %t136
  %t146 = zext i32 -766435501 to i64
  %t147 = zext i32 %t126 to i64
  %t148 = mul i64 %t146, %t147
  %t149 = lshr i64 %t148, 32
  %t145 = trunc i64 %t149 to i32
  %t150 = xor i32 %t145, %t135
  %t151 = xor i32 %t150, %t137
  %t152 = mul i32 -845247145, %t133
  %t153 = mul i32 -766435501, %t126
  %t154 = add i32 %t136, -1640531527
  %t155 = add i32 %t137, -1150833019
  %t157 = zext i32 -845247145 to i64
  %t158 = zext i32 %t151 to i64
  %t159 = mul i64 %t157, %t158
  %t160 = lshr i64 %t159, 32
  %t156 = trunc i64 %t160 to i32
  %t161 = xor i32 %t156, %t152
  %t162 = xor i32 %t161, %t154
  %t164 = zext i32 -766435501 to i64
  %t165 = zext i32 %t144 to i64
  %t166 = mul i64 %t164, %t165
  %t167 = lshr i64 %t166, 32
  %t163 = trunc i64 %t167 to i32
  %t168 = xor i32 %t163, %t153
  %t169 = xor i32 %t168, %t155
  %t170 = mul i32 -766435501, %t144
  %t171 = add i32 %t154, -1640531527
  %t172 = add i32 %t155, -1150833019
  %t174 = zext i32 -766435501 to i64
  %t175 = zext i32 %t162 to i64
  %t176 = mul i64 %t174, %t175
  %t177 = lshr i64 %t176, 32
  %t173 = trunc i64 %t177 to i32
  %t178 = xor i32 %t173, %t170
  %t179 = xor i32 %t178, %t172
  %t180 = mul i32 -845247145, %t169
  %t181 = add i32 %t171, -1640531527
  %t183 = zext i32 -845247145 to i64
  %t184 = zext i32 %t179 to i64
  %t185 = mul i64 %t183, %t184
  %t186 = lshr i64 %t185, 32
  %t182 = trunc i64 %t186 to i32
  %t187 = xor i32 %t182, %t180
  %t188 = xor i32 %t187, %t181
  %t189 = icmp slt i32 %t188, 0
  %t190 = sub i32 0, %t188
  %t191 = sub i32 %t190, 1
  %t192 = select i1 %t189, i32 %t191, i32 %t188
  %t194 = sitofp i32 %t192 to float
  %t195 = fmul float %t194, 0x3DFFFFFFE0000000
  %t196 = fcmp ogt float %t195, %arg3
  %t197 = sext i32 %t20 to i64
  %t198 = getelementptr float, ptr addrspace(1) %arg1, i64 %t197
  %t199 = fsub float 0x3FF0000000000000, %arg3
  %t200 = fdiv float %t26, %t199
  %t201 = select i1 %t196, float %t200, float 0x0000000000000000
  %t202 = and i32 %t8, 2
  %t203 = icmp eq i32 %t202, 0
  %t204 = and i1 %t203, %t21
  br label %g_from7
g_from7:
  br i1 %t204, label %g_go5, label %g_done6
g_go5:
  store float %t201, ptr addrspace(1) %t198, align 4
  br label %g_end8
g_end8:
  br label %g_done6
g_done6:
  ret void
}

!0 = !{i32 32}
!1 = !{i32 128, i32 1, i32 1}
