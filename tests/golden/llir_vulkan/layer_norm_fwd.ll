target triple = "spirv64-unknown-unknown"
@global_smem = internal addrspace(3) global [16 x i8] undef, align 16
declare spir_func i64 @_Z12get_local_idj(i32) nounwind
declare spir_func i64 @_Z12get_group_idj(i32) nounwind
declare spir_func i32 @_Z21sub_group_shuffle_xorjj(i32, i32) convergent nounwind
declare spir_func void @_Z7barrierj(i32) convergent nounwind
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.sqrt.f32(float)

define spir_kernel void @layer_norm_fwd(ptr addrspace(1) %arg0, ptr addrspace(1) %arg1, ptr addrspace(1) %arg2, ptr addrspace(1) %arg3, ptr addrspace(1) %arg4, ptr addrspace(1) %arg5, i32 %arg6, i32 %arg7, float %arg8) !intel_reqd_sub_group_size !0 !reqd_work_group_size !1 {
entry:
  %s0 = alloca float, align 8
  %s1 = alloca float, align 8
  %s2 = alloca i32, align 8
  %s3 = alloca float, align 8
  %s4 = alloca float, align 8
  %s5 = alloca i32, align 8
  %s6 = alloca i32, align 8
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
  %t19 = mul i32 %t18, %arg6
  %t20 = sext i32 %t19 to i64
  %t21 = getelementptr float, ptr addrspace(1) %arg0, i64 %t20
  %t22 = sext i32 %t19 to i64
  %t23 = getelementptr float, ptr addrspace(1) %arg1, i64 %t22
  store float 0x0000000000000000, ptr %s0
  store float 0x0000000000000000, ptr %s1
  store i32 0, ptr %s2
  br label %for_head1
for_head1:
  %t24 = load i32, ptr %s2
  %t25 = icmp slt i32 %t24, %arg7
  br i1 %t25, label %for_body2, label %for_done3
for_body2:
  %t26 = load float, ptr %s0
  %t27 = load float, ptr %s1
  %t28 = add i32 %t16, 128
  %t29 = add i32 %t24, %t16
  %t30 = add i32 %t24, %t28
  %t31 = sext i32 %t29 to i64
  %t32 = getelementptr float, ptr addrspace(1) %t21, i64 %t31
  %t33 = sext i32 %t30 to i64
  %t34 = getelementptr float, ptr addrspace(1) %t21, i64 %t33
  %t35 = icmp slt i32 %t29, %arg7
  %t36 = icmp slt i32 %t30, %arg7
  br label %g_from6
g_from6:
  br i1 %t35, label %g_go4, label %g_done5
g_go4:
  %t37 = load float, ptr addrspace(1) %t32, align 4
  br label %g_end7
g_end7:
  br label %g_done5
g_done5:
  %t38 = phi float [ %t37, %g_end7 ], [ undef, %g_from6 ]
  %t39 = select i1 %t35, float %t38, float 0x0000000000000000
  br label %g_from10
g_from10:
  br i1 %t36, label %g_go8, label %g_done9
g_go8:
  %t40 = load float, ptr addrspace(1) %t34, align 4
  br label %g_end11
g_end11:
  br label %g_done9
g_done9:
  %t41 = phi float [ %t40, %g_end11 ], [ undef, %g_from10 ]
  %t42 = select i1 %t36, float %t41, float 0x0000000000000000
  %t43 = fadd float %t26, %t39
  %t44 = fadd float %t27, %t42
  store float %t43, ptr %s0
  store float %t44, ptr %s1
  br label %for_latch12
for_latch12:
  %t45 = add i32 %t24, 256
  store i32 %t45, ptr %s2
  br label %for_head1
for_done3:
  %t46 = load float, ptr %s0
  %t47 = load float, ptr %s1
  %t48 = fadd float %t46, %t47
  %t49 = bitcast float %t48 to i32
  %t50 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t49, i32 1)
  %t51 = bitcast i32 %t50 to float
  %t52 = fadd float %t48, %t51
  %t53 = bitcast float %t52 to i32
  %t54 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t53, i32 2)
  %t55 = bitcast i32 %t54 to float
  %t56 = fadd float %t52, %t55
  %t57 = bitcast float %t56 to i32
  %t58 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t57, i32 4)
  %t59 = bitcast i32 %t58 to float
  %t60 = fadd float %t56, %t59
  %t61 = bitcast float %t60 to i32
  %t62 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t61, i32 8)
  %t63 = bitcast i32 %t62 to float
  %t64 = fadd float %t60, %t63
  %t65 = bitcast float %t64 to i32
  %t66 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t65, i32 16)
  %t67 = bitcast i32 %t66 to float
  %t68 = fadd float %t64, %t67
  %t70 = icmp uge i32 0, 32
  %t71 = select i1 %t70, i32 0, i32 0
  %t72 = lshr i32 %t8, %t71
  %t73 = select i1 %t70, i32 0, i32 %t72
  %t74 = and i32 %t73, 1
  %t76 = icmp uge i32 1, 32
  %t77 = select i1 %t76, i32 0, i32 1
  %t78 = lshr i32 %t8, %t77
  %t79 = select i1 %t76, i32 0, i32 %t78
  %t80 = and i32 %t79, 1
  %t82 = icmp uge i32 1, 32
  %t83 = select i1 %t82, i32 0, i32 1
  %t84 = shl i32 %t80, %t83
  %t85 = select i1 %t82, i32 0, i32 %t84
  %t86 = or i32 %t74, %t85
  call spir_func void @_Z7barrierj(i32 1)
  %t87 = mul i32 0, 4
  %t88 = add i32 %t87, %t86
  %t89 = mul i32 %t88, 4
  %t90 = add i32 %t89, 0
  %t91 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t90
  store float %t68, ptr addrspace(3) %t91, align 4
  call spir_func void @_Z7barrierj(i32 1)
  %t92 = mul i32 0, 4
  %t93 = add i32 %t92, 0
  %t94 = mul i32 %t93, 4
  %t95 = add i32 %t94, 0
  %t96 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t95
  %t97 = load float, ptr addrspace(3) %t96, align 4
  %t98 = mul i32 0, 4
  %t99 = add i32 %t98, 1
  %t100 = mul i32 %t99, 4
  %t101 = add i32 %t100, 0
  %t102 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t101
  %t103 = load float, ptr addrspace(3) %t102, align 4
  %t104 = mul i32 0, 4
  %t105 = add i32 %t104, 2
  %t106 = mul i32 %t105, 4
  %t107 = add i32 %t106, 0
  %t108 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t107
  %t109 = load float, ptr addrspace(3) %t108, align 4
  %t110 = mul i32 0, 4
  %t111 = add i32 %t110, 3
  %t112 = mul i32 %t111, 4
  %t113 = add i32 %t112, 0
  %t114 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t113
  %t115 = load float, ptr addrspace(3) %t114, align 4
  %t116 = fadd float %t97, %t103
  %t117 = fadd float %t116, %t109
  %t118 = fadd float %t117, %t115
  %t120 = sitofp i32 %arg7 to float
  %t121 = fdiv float %t118, %t120
  store float 0x0000000000000000, ptr %s3
  store float 0x0000000000000000, ptr %s4
  store i32 0, ptr %s5
  br label %for_head13
for_head13:
  %t122 = load i32, ptr %s5
  %t123 = icmp slt i32 %t122, %arg7
  br i1 %t123, label %for_body14, label %for_done15
for_body14:
  %t124 = load float, ptr %s3
  %t125 = load float, ptr %s4
  %t126 = add i32 %t16, 128
  %t127 = add i32 %t122, %t16
  %t128 = add i32 %t122, %t126
  %t129 = sext i32 %t127 to i64
  %t130 = getelementptr float, ptr addrspace(1) %t21, i64 %t129
  %t131 = sext i32 %t128 to i64
  %t132 = getelementptr float, ptr addrspace(1) %t21, i64 %t131
  %t133 = icmp slt i32 %t127, %arg7
  %t134 = icmp slt i32 %t128, %arg7
  br label %g_from18
g_from18:
  br i1 %t133, label %g_go16, label %g_done17
g_go16:
  %t135 = load float, ptr addrspace(1) %t130, align 4
  br label %g_end19
g_end19:
  br label %g_done17
g_done17:
  %t136 = phi float [ %t135, %g_end19 ], [ undef, %g_from18 ]
  %t137 = select i1 %t133, float %t136, float 0x0000000000000000
  br label %g_from22
g_from22:
  br i1 %t134, label %g_go20, label %g_done21
g_go20:
  %t138 = load float, ptr addrspace(1) %t132, align 4
  br label %g_end23
g_end23:
  br label %g_done21
g_done21:
  %t139 = phi float [ %t138, %g_end23 ], [ undef, %g_from22 ]
  %t140 = select i1 %t134, float %t139, float 0x0000000000000000
  %t141 = fsub float %t137, %t121
  %t142 = fsub float %t140, %t121
  %t143 = select i1 %t133, float %t141, float 0x0000000000000000
  %t144 = select i1 %t134, float %t142, float 0x0000000000000000
  %t146 = call float @llvm.fma.f32(float %t143, float %t143, float %t124)
  %t148 = call float @llvm.fma.f32(float %t144, float %t144, float %t125)
  store float %t146, ptr %s3
  store float %t148, ptr %s4
  br label %for_latch24
for_latch24:
  %t149 = add i32 %t122, 256
  store i32 %t149, ptr %s5
  br label %for_head13
for_done15:
  %t150 = load float, ptr %s3
  %t151 = load float, ptr %s4
  %t152 = fadd float %t150, %t151
  %t153 = bitcast float %t152 to i32
  %t154 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t153, i32 1)
  %t155 = bitcast i32 %t154 to float
  %t156 = fadd float %t152, %t155
  %t157 = bitcast float %t156 to i32
  %t158 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t157, i32 2)
  %t159 = bitcast i32 %t158 to float
  %t160 = fadd float %t156, %t159
  %t161 = bitcast float %t160 to i32
  %t162 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t161, i32 4)
  %t163 = bitcast i32 %t162 to float
  %t164 = fadd float %t160, %t163
  %t165 = bitcast float %t164 to i32
  %t166 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t165, i32 8)
  %t167 = bitcast i32 %t166 to float
  %t168 = fadd float %t164, %t167
  %t169 = bitcast float %t168 to i32
  %t170 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t169, i32 16)
  %t171 = bitcast i32 %t170 to float
  %t172 = fadd float %t168, %t171
  %t174 = icmp uge i32 0, 32
  %t175 = select i1 %t174, i32 0, i32 0
  %t176 = lshr i32 %t8, %t175
  %t177 = select i1 %t174, i32 0, i32 %t176
  %t178 = and i32 %t177, 1
  %t180 = icmp uge i32 1, 32
  %t181 = select i1 %t180, i32 0, i32 1
  %t182 = lshr i32 %t8, %t181
  %t183 = select i1 %t180, i32 0, i32 %t182
  %t184 = and i32 %t183, 1
  %t186 = icmp uge i32 1, 32
  %t187 = select i1 %t186, i32 0, i32 1
  %t188 = shl i32 %t184, %t187
  %t189 = select i1 %t186, i32 0, i32 %t188
  %t190 = or i32 %t178, %t189
  call spir_func void @_Z7barrierj(i32 1)
  %t191 = mul i32 0, 4
  %t192 = add i32 %t191, %t190
  %t193 = mul i32 %t192, 4
  %t194 = add i32 %t193, 0
  %t195 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t194
  store float %t172, ptr addrspace(3) %t195, align 4
  call spir_func void @_Z7barrierj(i32 1)
  %t196 = mul i32 0, 4
  %t197 = add i32 %t196, 0
  %t198 = mul i32 %t197, 4
  %t199 = add i32 %t198, 0
  %t200 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t199
  %t201 = load float, ptr addrspace(3) %t200, align 4
  %t202 = mul i32 0, 4
  %t203 = add i32 %t202, 1
  %t204 = mul i32 %t203, 4
  %t205 = add i32 %t204, 0
  %t206 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t205
  %t207 = load float, ptr addrspace(3) %t206, align 4
  %t208 = mul i32 0, 4
  %t209 = add i32 %t208, 2
  %t210 = mul i32 %t209, 4
  %t211 = add i32 %t210, 0
  %t212 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t211
  %t213 = load float, ptr addrspace(3) %t212, align 4
  %t214 = mul i32 0, 4
  %t215 = add i32 %t214, 3
  %t216 = mul i32 %t215, 4
  %t217 = add i32 %t216, 0
  %t218 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t217
  %t219 = load float, ptr addrspace(3) %t218, align 4
  %t220 = fadd float %t201, %t207
  %t221 = fadd float %t220, %t213
  %t222 = fadd float %t221, %t219
  %t223 = fdiv float %t222, %t120
  %t224 = fadd float %t223, %arg8
  %t226 = call float @llvm.sqrt.f32(float %t224)
  %t227 = fdiv float 0x3FF0000000000000, %t226
  %t228 = sext i32 %t18 to i64
  %t229 = getelementptr float, ptr addrspace(1) %arg4, i64 %t228
  %t230 = icmp eq i32 %t2, 0
  br label %g_from27
g_from27:
  br i1 %t230, label %g_go25, label %g_done26
g_go25:
  store float %t121, ptr addrspace(1) %t229, align 4
  br label %g_end28
g_end28:
  br label %g_done26
g_done26:
  %t231 = sext i32 %t18 to i64
  %t232 = getelementptr float, ptr addrspace(1) %arg5, i64 %t231
  %t233 = icmp eq i32 %t2, 0
  br label %g_from31
g_from31:
  br i1 %t233, label %g_go29, label %g_done30
g_go29:
  store float %t227, ptr addrspace(1) %t232, align 4
  br label %g_end32
g_end32:
  br label %g_done30
g_done30:
  store i32 0, ptr %s6
  br label %for_head33
for_head33:
  %t234 = load i32, ptr %s6
  %t235 = icmp slt i32 %t234, %arg7
  br i1 %t235, label %for_body34, label %for_done35
for_body34:
  %t236 = add i32 %t16, 128
  %t237 = add i32 %t234, %t16
  %t238 = add i32 %t234, %t236
  %t239 = icmp slt i32 %t237, %arg7
  %t240 = icmp slt i32 %t238, %arg7
  %t241 = sext i32 %t237 to i64
  %t242 = getelementptr float, ptr addrspace(1) %arg2, i64 %t241
  %t243 = sext i32 %t238 to i64
  %t244 = getelementptr float, ptr addrspace(1) %arg2, i64 %t243
  br label %g_from38
g_from38:
  br i1 %t239, label %g_go36, label %g_done37
g_go36:
  %t245 = load float, ptr addrspace(1) %t242, align 4
  br label %g_end39
g_end39:
  br label %g_done37
g_done37:
  %t246 = phi float [ %t245, %g_end39 ], [ undef, %g_from38 ]
  %t247 = select i1 %t239, float %t246, float 0.0
  br label %g_from42
g_from42:
  br i1 %t240, label %g_go40, label %g_done41
g_go40:
  %t248 = load float, ptr addrspace(1) %t244, align 4
  br label %g_end43
g_end43:
  br label %g_done41
g_done41:
  %t249 = phi float [ %t248, %g_end43 ], [ undef, %g_from42 ]
  %t250 = select i1 %t240, float %t249, float 0.0
  %t251 = sext i32 %t237 to i64
  %t252 = getelementptr float, ptr addrspace(1) %arg3, i64 %t251
  %t253 = sext i32 %t238 to i64
  %t254 = getelementptr float, ptr addrspace(1) %arg3, i64 %t253
  br label %g_from46
g_from46:
  br i1 %t239, label %g_go44, label %g_done45
g_go44:
  %t255 = load float, ptr addrspace(1) %t252, align 4
  br label %g_end47
g_end47:
  br label %g_done45
g_done45:
  %t256 = phi float [ %t255, %g_end47 ], [ undef, %g_from46 ]
  %t257 = select i1 %t239, float %t256, float 0.0
  br label %g_from50
g_from50:
  br i1 %t240, label %g_go48, label %g_done49
g_go48:
  %t258 = load float, ptr addrspace(1) %t254, align 4
  br label %g_end51
g_end51:
  br label %g_done49
g_done49:
  %t259 = phi float [ %t258, %g_end51 ], [ undef, %g_from50 ]
  %t260 = select i1 %t240, float %t259, float 0.0
  %t261 = sext i32 %t237 to i64
  %t262 = getelementptr float, ptr addrspace(1) %t21, i64 %t261
  %t263 = sext i32 %t238 to i64
  %t264 = getelementptr float, ptr addrspace(1) %t21, i64 %t263
  br label %g_from54
g_from54:
  br i1 %t239, label %g_go52, label %g_done53
g_go52:
  %t265 = load float, ptr addrspace(1) %t262, align 4
  br label %g_end55
g_end55:
  br label %g_done53
g_done53:
  %t266 = phi float [ %t265, %g_end55 ], [ undef, %g_from54 ]
  %t267 = select i1 %t239, float %t266, float 0x0000000000000000
  br label %g_from58
g_from58:
  br i1 %t240, label %g_go56, label %g_done57
g_go56:
  %t268 = load float, ptr addrspace(1) %t264, align 4
  br label %g_end59
g_end59:
  br label %g_done57
g_done57:
  %t269 = phi float [ %t268, %g_end59 ], [ undef, %g_from58 ]
  %t270 = select i1 %t240, float %t269, float 0x0000000000000000
  %t271 = sext i32 %t237 to i64
  %t272 = getelementptr float, ptr addrspace(1) %t23, i64 %t271
  %t273 = sext i32 %t238 to i64
  %t274 = getelementptr float, ptr addrspace(1) %t23, i64 %t273
  %t275 = fsub float %t267, %t121
  %t276 = fsub float %t270, %t121
  %t277 = fmul float %t275, %t227
  %t278 = fmul float %t276, %t227
  %t280 = call float @llvm.fma.f32(float %t277, float %t247, float %t257)
  %t282 = call float @llvm.fma.f32(float %t278, float %t250, float %t260)
  br label %g_from62
g_from62:
  br i1 %t239, label %g_go60, label %g_done61
g_go60:
  store float %t280, ptr addrspace(1) %t272, align 4
  br label %g_end63
g_end63:
  br label %g_done61
g_done61:
  br label %g_from66
g_from66:
  br i1 %t240, label %g_go64, label %g_done65
g_go64:
  store float %t282, ptr addrspace(1) %t274, align 4
  br label %g_end67
g_end67:
  br label %g_done65
g_done65:
  br label %for_latch68
for_latch68:
  %t283 = add i32 %t234, 256
  store i32 %t283, ptr %s6
  br label %for_head33
for_done35:
  ret void
}

!0 = !{i32 32}
!1 = !{i32 128, i32 1, i32 1}
