target triple = "spirv64-unknown-unknown"
@global_smem = internal addrspace(3) global [16 x i8] undef, align 16
declare spir_func i64 @_Z12get_local_idj(i32) nounwind
declare spir_func i64 @_Z12get_group_idj(i32) nounwind
declare float @llvm.maxnum.f32(float, float)
declare spir_func i32 @_Z21sub_group_shuffle_xorjj(i32, i32) convergent nounwind
declare spir_func void @_Z7barrierj(i32) convergent nounwind
declare spir_func float @_Z3expf(float) nounwind

define spir_kernel void @softmax_kernel(ptr addrspace(1) %arg0, ptr addrspace(1) %arg1, i32 %arg2, i32 %arg3, i32 %arg4) !intel_reqd_sub_group_size !0 !reqd_work_group_size !1 {
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
  %t19 = add i32 %t16, 64
  %t20 = icmp slt i32 %t16, %arg4
  %t21 = icmp slt i32 %t19, %arg4
  %t22 = mul i32 %t18, %arg2
  %t23 = sext i32 %t22 to i64
  %t24 = getelementptr float, ptr addrspace(1) %arg1, i64 %t23
  %t25 = sext i32 %t16 to i64
  %t26 = getelementptr float, ptr addrspace(1) %t24, i64 %t25
  %t27 = sext i32 %t19 to i64
  %t28 = getelementptr float, ptr addrspace(1) %t24, i64 %t27
  br label %g_from3
g_from3:
  br i1 %t20, label %g_go1, label %g_done2
g_go1:
  %t29 = load float, ptr addrspace(1) %t26, align 4
  br label %g_end4
g_end4:
  br label %g_done2
g_done2:
  %t30 = phi float [ %t29, %g_end4 ], [ undef, %g_from3 ]
  %t31 = select i1 %t20, float %t30, float 0xFFF0000000000000
  br label %g_from7
g_from7:
  br i1 %t21, label %g_go5, label %g_done6
g_go5:
  %t32 = load float, ptr addrspace(1) %t28, align 4
  br label %g_end8
g_end8:
  br label %g_done6
g_done6:
  %t33 = phi float [ %t32, %g_end8 ], [ undef, %g_from7 ]
  %t34 = select i1 %t21, float %t33, float 0xFFF0000000000000
  %t36 = call float @llvm.maxnum.f32(float %t31, float %t34)
  %t37 = bitcast float %t36 to i32
  %t38 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t37, i32 1)
  %t39 = bitcast i32 %t38 to float
  %t41 = call float @llvm.maxnum.f32(float %t36, float %t39)
  %t42 = bitcast float %t41 to i32
  %t43 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t42, i32 2)
  %t44 = bitcast i32 %t43 to float
  %t46 = call float @llvm.maxnum.f32(float %t41, float %t44)
  %t47 = bitcast float %t46 to i32
  %t48 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t47, i32 4)
  %t49 = bitcast i32 %t48 to float
  %t51 = call float @llvm.maxnum.f32(float %t46, float %t49)
  %t52 = bitcast float %t51 to i32
  %t53 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t52, i32 8)
  %t54 = bitcast i32 %t53 to float
  %t56 = call float @llvm.maxnum.f32(float %t51, float %t54)
  %t58 = icmp uge i32 0, 32
  %t59 = select i1 %t58, i32 0, i32 0
  %t60 = lshr i32 %t8, %t59
  %t61 = select i1 %t58, i32 0, i32 %t60
  %t62 = and i32 %t61, 1
  %t64 = icmp uge i32 1, 32
  %t65 = select i1 %t64, i32 0, i32 1
  %t66 = lshr i32 %t8, %t65
  %t67 = select i1 %t64, i32 0, i32 %t66
  %t68 = and i32 %t67, 1
  %t70 = icmp uge i32 1, 32
  %t71 = select i1 %t70, i32 0, i32 1
  %t72 = shl i32 %t68, %t71
  %t73 = select i1 %t70, i32 0, i32 %t72
  %t74 = or i32 %t62, %t73
  call spir_func void @_Z7barrierj(i32 1)
  %t75 = mul i32 0, 4
  %t76 = add i32 %t75, %t74
  %t77 = mul i32 %t76, 4
  %t78 = add i32 %t77, 0
  %t79 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t78
  store float %t56, ptr addrspace(3) %t79, align 4
  call spir_func void @_Z7barrierj(i32 1)
  %t80 = mul i32 0, 4
  %t81 = add i32 %t80, 0
  %t82 = mul i32 %t81, 4
  %t83 = add i32 %t82, 0
  %t84 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t83
  %t85 = load float, ptr addrspace(3) %t84, align 4
  %t86 = mul i32 0, 4
  %t87 = add i32 %t86, 1
  %t88 = mul i32 %t87, 4
  %t89 = add i32 %t88, 0
  %t90 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t89
  %t91 = load float, ptr addrspace(3) %t90, align 4
  %t92 = mul i32 0, 4
  %t93 = add i32 %t92, 2
  %t94 = mul i32 %t93, 4
  %t95 = add i32 %t94, 0
  %t96 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t95
  %t97 = load float, ptr addrspace(3) %t96, align 4
  %t98 = mul i32 0, 4
  %t99 = add i32 %t98, 3
  %t100 = mul i32 %t99, 4
  %t101 = add i32 %t100, 0
  %t102 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t101
  %t103 = load float, ptr addrspace(3) %t102, align 4
  %t105 = call float @llvm.maxnum.f32(float %t85, float %t91)
  %t107 = call float @llvm.maxnum.f32(float %t105, float %t97)
  %t109 = call float @llvm.maxnum.f32(float %t107, float %t103)
  %t110 = fsub float %t31, %t109
  %t111 = fsub float %t34, %t109
  %t113 = call spir_func float @_Z3expf(float %t110)
  %t115 = call spir_func float @_Z3expf(float %t111)
  %t116 = mul i32 %t18, %arg3
  %t117 = sext i32 %t116 to i64
  %t118 = getelementptr float, ptr addrspace(1) %arg0, i64 %t117
  %t119 = sext i32 %t16 to i64
  %t120 = getelementptr float, ptr addrspace(1) %t118, i64 %t119
  %t121 = sext i32 %t19 to i64
  %t122 = getelementptr float, ptr addrspace(1) %t118, i64 %t121
  %t123 = fadd float %t113, %t115
  %t124 = bitcast float %t123 to i32
  %t125 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t124, i32 1)
  %t126 = bitcast i32 %t125 to float
  %t127 = fadd float %t123, %t126
  %t128 = bitcast float %t127 to i32
  %t129 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t128, i32 2)
  %t130 = bitcast i32 %t129 to float
  %t131 = fadd float %t127, %t130
  %t132 = bitcast float %t131 to i32
  %t133 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t132, i32 4)
  %t134 = bitcast i32 %t133 to float
  %t135 = fadd float %t131, %t134
  %t136 = bitcast float %t135 to i32
  %t137 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t136, i32 8)
  %t138 = bitcast i32 %t137 to float
  %t139 = fadd float %t135, %t138
  %t141 = icmp uge i32 0, 32
  %t142 = select i1 %t141, i32 0, i32 0
  %t143 = lshr i32 %t8, %t142
  %t144 = select i1 %t141, i32 0, i32 %t143
  %t145 = and i32 %t144, 1
  %t147 = icmp uge i32 1, 32
  %t148 = select i1 %t147, i32 0, i32 1
  %t149 = lshr i32 %t8, %t148
  %t150 = select i1 %t147, i32 0, i32 %t149
  %t151 = and i32 %t150, 1
  %t153 = icmp uge i32 1, 32
  %t154 = select i1 %t153, i32 0, i32 1
  %t155 = shl i32 %t151, %t154
  %t156 = select i1 %t153, i32 0, i32 %t155
  %t157 = or i32 %t145, %t156
  call spir_func void @_Z7barrierj(i32 1)
  %t158 = mul i32 0, 4
  %t159 = add i32 %t158, %t157
  %t160 = mul i32 %t159, 4
  %t161 = add i32 %t160, 0
  %t162 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t161
  store float %t139, ptr addrspace(3) %t162, align 4
  call spir_func void @_Z7barrierj(i32 1)
  %t163 = mul i32 0, 4
  %t164 = add i32 %t163, 0
  %t165 = mul i32 %t164, 4
  %t166 = add i32 %t165, 0
  %t167 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t166
  %t168 = load float, ptr addrspace(3) %t167, align 4
  %t169 = mul i32 0, 4
  %t170 = add i32 %t169, 1
  %t171 = mul i32 %t170, 4
  %t172 = add i32 %t171, 0
  %t173 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t172
  %t174 = load float, ptr addrspace(3) %t173, align 4
  %t175 = mul i32 0, 4
  %t176 = add i32 %t175, 2
  %t177 = mul i32 %t176, 4
  %t178 = add i32 %t177, 0
  %t179 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t178
  %t180 = load float, ptr addrspace(3) %t179, align 4
  %t181 = mul i32 0, 4
  %t182 = add i32 %t181, 3
  %t183 = mul i32 %t182, 4
  %t184 = add i32 %t183, 0
  %t185 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t184
  %t186 = load float, ptr addrspace(3) %t185, align 4
  %t187 = fadd float %t168, %t174
  %t188 = fadd float %t187, %t180
  %t189 = fadd float %t188, %t186
  %t190 = fdiv float %t113, %t189
  %t191 = fdiv float %t115, %t189
  br label %g_from11
g_from11:
  br i1 %t20, label %g_go9, label %g_done10
g_go9:
  store float %t190, ptr addrspace(1) %t120, align 4
  br label %g_end12
g_end12:
  br label %g_done10
g_done10:
  br label %g_from15
g_from15:
  br i1 %t21, label %g_go13, label %g_done14
g_go13:
  store float %t191, ptr addrspace(1) %t122, align 4
  br label %g_end16
g_end16:
  br label %g_done14
g_done14:
  ret void
}

!0 = !{i32 16}
!1 = !{i32 64, i32 1, i32 1}
