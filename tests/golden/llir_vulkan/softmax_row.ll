target triple = "spirv64-unknown-unknown"
@global_smem = internal addrspace(3) global [16 x i8] undef, align 16
declare spir_func i64 @_Z12get_local_idj(i32) nounwind
declare spir_func i64 @_Z12get_group_idj(i32) nounwind
declare spir_func i32 @_Z21sub_group_shuffle_xorjj(i32, i32) convergent nounwind
declare float @llvm.maxnum.f32(float, float)
declare spir_func void @_Z7barrierj(i32) convergent nounwind
declare spir_func float @_Z3expf(float) nounwind

define spir_kernel void @softmax_kernel(ptr addrspace(1) %arg0, ptr addrspace(1) %arg1, i32 %arg2, i32 %arg3, i32 %arg4) !intel_reqd_sub_group_size !0 !reqd_work_group_size !1 {
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
  %t19 = icmp slt i32 %t16, %arg4
  %t20 = mul i32 %t18, %arg2
  %t21 = sext i32 %t20 to i64
  %t22 = getelementptr float, ptr addrspace(1) %arg1, i64 %t21
  %t23 = sext i32 %t16 to i64
  %t24 = getelementptr float, ptr addrspace(1) %t22, i64 %t23
  br label %g_from3
g_from3:
  br i1 %t19, label %g_go1, label %g_done2
g_go1:
  %t25 = load float, ptr addrspace(1) %t24, align 4
  br label %g_end4
g_end4:
  br label %g_done2
g_done2:
  %t26 = phi float [ %t25, %g_end4 ], [ undef, %g_from3 ]
  %t27 = select i1 %t19, float %t26, float 0xFFF0000000000000
  %t28 = bitcast float %t27 to i32
  %t29 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t28, i32 1)
  %t30 = bitcast i32 %t29 to float
  %t32 = call float @llvm.maxnum.f32(float %t27, float %t30)
  %t33 = bitcast float %t32 to i32
  %t34 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t33, i32 2)
  %t35 = bitcast i32 %t34 to float
  %t37 = call float @llvm.maxnum.f32(float %t32, float %t35)
  %t38 = bitcast float %t37 to i32
  %t39 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t38, i32 4)
  %t40 = bitcast i32 %t39 to float
  %t42 = call float @llvm.maxnum.f32(float %t37, float %t40)
  %t43 = bitcast float %t42 to i32
  %t44 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t43, i32 8)
  %t45 = bitcast i32 %t44 to float
  %t47 = call float @llvm.maxnum.f32(float %t42, float %t45)
  %t48 = bitcast float %t47 to i32
  %t49 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t48, i32 16)
  %t50 = bitcast i32 %t49 to float
  %t52 = call float @llvm.maxnum.f32(float %t47, float %t50)
  %t54 = icmp uge i32 0, 32
  %t55 = select i1 %t54, i32 0, i32 0
  %t56 = lshr i32 %t8, %t55
  %t57 = select i1 %t54, i32 0, i32 %t56
  %t58 = and i32 %t57, 1
  %t60 = icmp uge i32 1, 32
  %t61 = select i1 %t60, i32 0, i32 1
  %t62 = lshr i32 %t8, %t61
  %t63 = select i1 %t60, i32 0, i32 %t62
  %t64 = and i32 %t63, 1
  %t66 = icmp uge i32 1, 32
  %t67 = select i1 %t66, i32 0, i32 1
  %t68 = shl i32 %t64, %t67
  %t69 = select i1 %t66, i32 0, i32 %t68
  %t70 = or i32 %t58, %t69
  call spir_func void @_Z7barrierj(i32 1)
  %t71 = mul i32 0, 4
  %t72 = add i32 %t71, %t70
  %t73 = mul i32 %t72, 4
  %t74 = add i32 %t73, 0
  %t75 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t74
  store float %t52, ptr addrspace(3) %t75, align 4
  call spir_func void @_Z7barrierj(i32 1)
  %t76 = mul i32 0, 4
  %t77 = add i32 %t76, 0
  %t78 = mul i32 %t77, 4
  %t79 = add i32 %t78, 0
  %t80 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t79
  %t81 = load float, ptr addrspace(3) %t80, align 4
  %t82 = mul i32 0, 4
  %t83 = add i32 %t82, 1
  %t84 = mul i32 %t83, 4
  %t85 = add i32 %t84, 0
  %t86 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t85
  %t87 = load float, ptr addrspace(3) %t86, align 4
  %t88 = mul i32 0, 4
  %t89 = add i32 %t88, 2
  %t90 = mul i32 %t89, 4
  %t91 = add i32 %t90, 0
  %t92 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t91
  %t93 = load float, ptr addrspace(3) %t92, align 4
  %t94 = mul i32 0, 4
  %t95 = add i32 %t94, 3
  %t96 = mul i32 %t95, 4
  %t97 = add i32 %t96, 0
  %t98 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t97
  %t99 = load float, ptr addrspace(3) %t98, align 4
  %t101 = call float @llvm.maxnum.f32(float %t81, float %t87)
  %t103 = call float @llvm.maxnum.f32(float %t101, float %t93)
  %t105 = call float @llvm.maxnum.f32(float %t103, float %t99)
  %t106 = fsub float %t27, %t105
  %t108 = call afn spir_func float @_Z3expf(float %t106)
  %t109 = mul i32 %t18, %arg3
  %t110 = sext i32 %t109 to i64
  %t111 = getelementptr float, ptr addrspace(1) %arg0, i64 %t110
  %t112 = sext i32 %t16 to i64
  %t113 = getelementptr float, ptr addrspace(1) %t111, i64 %t112
  %t114 = bitcast float %t108 to i32
  %t115 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t114, i32 1)
  %t116 = bitcast i32 %t115 to float
  %t117 = fadd float %t108, %t116
  %t118 = bitcast float %t117 to i32
  %t119 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t118, i32 2)
  %t120 = bitcast i32 %t119 to float
  %t121 = fadd float %t117, %t120
  %t122 = bitcast float %t121 to i32
  %t123 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t122, i32 4)
  %t124 = bitcast i32 %t123 to float
  %t125 = fadd float %t121, %t124
  %t126 = bitcast float %t125 to i32
  %t127 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t126, i32 8)
  %t128 = bitcast i32 %t127 to float
  %t129 = fadd float %t125, %t128
  %t130 = bitcast float %t129 to i32
  %t131 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t130, i32 16)
  %t132 = bitcast i32 %t131 to float
  %t133 = fadd float %t129, %t132
  %t135 = icmp uge i32 0, 32
  %t136 = select i1 %t135, i32 0, i32 0
  %t137 = lshr i32 %t8, %t136
  %t138 = select i1 %t135, i32 0, i32 %t137
  %t139 = and i32 %t138, 1
  %t141 = icmp uge i32 1, 32
  %t142 = select i1 %t141, i32 0, i32 1
  %t143 = lshr i32 %t8, %t142
  %t144 = select i1 %t141, i32 0, i32 %t143
  %t145 = and i32 %t144, 1
  %t147 = icmp uge i32 1, 32
  %t148 = select i1 %t147, i32 0, i32 1
  %t149 = shl i32 %t145, %t148
  %t150 = select i1 %t147, i32 0, i32 %t149
  %t151 = or i32 %t139, %t150
  call spir_func void @_Z7barrierj(i32 1)
  %t152 = mul i32 0, 4
  %t153 = add i32 %t152, %t151
  %t154 = mul i32 %t153, 4
  %t155 = add i32 %t154, 0
  %t156 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t155
  store float %t133, ptr addrspace(3) %t156, align 4
  call spir_func void @_Z7barrierj(i32 1)
  %t157 = mul i32 0, 4
  %t158 = add i32 %t157, 0
  %t159 = mul i32 %t158, 4
  %t160 = add i32 %t159, 0
  %t161 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t160
  %t162 = load float, ptr addrspace(3) %t161, align 4
  %t163 = mul i32 0, 4
  %t164 = add i32 %t163, 1
  %t165 = mul i32 %t164, 4
  %t166 = add i32 %t165, 0
  %t167 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t166
  %t168 = load float, ptr addrspace(3) %t167, align 4
  %t169 = mul i32 0, 4
  %t170 = add i32 %t169, 2
  %t171 = mul i32 %t170, 4
  %t172 = add i32 %t171, 0
  %t173 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t172
  %t174 = load float, ptr addrspace(3) %t173, align 4
  %t175 = mul i32 0, 4
  %t176 = add i32 %t175, 3
  %t177 = mul i32 %t176, 4
  %t178 = add i32 %t177, 0
  %t179 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t178
  %t180 = load float, ptr addrspace(3) %t179, align 4
  %t181 = fadd float %t162, %t168
  %t182 = fadd float %t181, %t174
  %t183 = fadd float %t182, %t180
  %t184 = fdiv float %t108, %t183
  br label %g_from7
g_from7:
  br i1 %t19, label %g_go5, label %g_done6
g_go5:
  store float %t184, ptr addrspace(1) %t113, align 4
  br label %g_end8
g_end8:
  br label %g_done6
g_done6:
  ret void
}

!0 = !{i32 32}
!1 = !{i32 128, i32 1, i32 1}
