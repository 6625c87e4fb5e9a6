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
  %s2 = alloca float, align 8
  %s3 = alloca float, align 8
  %s4 = alloca i32, align 8
  %s5 = alloca float, align 8
  %s6 = alloca float, align 8
  %s7 = alloca float, align 8
  %s8 = alloca float, align 8
  %s9 = alloca i32, align 8
  %s10 = alloca i32, align 8
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
  %t19 = mul i32 %t18, %arg6
  %t20 = sext i32 %t19 to i64
  %t21 = getelementptr float, ptr addrspace(1) %arg0, i64 %t20
  %t22 = sext i32 %t19 to i64
  %t23 = getelementptr float, ptr addrspace(1) %arg1, i64 %t22
  store float 0x0000000000000000, ptr %s0
  store float 0x0000000000000000, ptr %s1
  store float 0x0000000000000000, ptr %s2
  store float 0x0000000000000000, ptr %s3
  store i32 0, ptr %s4
  br label %for_head1
for_head1:
  %t24 = load i32, ptr %s4
  %t25 = icmp slt i32 %t24, %arg7
  br i1 %t25, label %for_body2, label %for_done3
for_body2:
  %t26 = load float, ptr %s0
  %t27 = load float, ptr %s1
  %t28 = load float, ptr %s2
  %t29 = load float, ptr %s3
  %t30 = add i32 %t16, 64
  %t31 = add i32 %t16, 128
  %t32 = add i32 %t16, 192
  %t33 = add i32 %t24, %t16
  %t34 = add i32 %t24, %t30
  %t35 = add i32 %t24, %t31
  %t36 = add i32 %t24, %t32
  %t37 = sext i32 %t33 to i64
  %t38 = getelementptr float, ptr addrspace(1) %t21, i64 %t37
  %t39 = sext i32 %t34 to i64
  %t40 = getelementptr float, ptr addrspace(1) %t21, i64 %t39
  %t41 = sext i32 %t35 to i64
  %t42 = getelementptr float, ptr addrspace(1) %t21, i64 %t41
  %t43 = sext i32 %t36 to i64
  %t44 = getelementptr float, ptr addrspace(1) %t21, i64 %t43
  %t45 = icmp slt i32 %t33, %arg7
  %t46 = icmp slt i32 %t34, %arg7
  %t47 = icmp slt i32 %t35, %arg7
  %t48 = icmp slt i32 %t36, %arg7
  br label %g_from6
g_from6:
  br i1 %t45, label %g_go4, label %g_done5
g_go4:
  %t49 = load float, ptr addrspace(1) %t38, align 4
  br label %g_end7
g_end7:
  br label %g_done5
g_done5:
  %t50 = phi float [ %t49, %g_end7 ], [ undef, %g_from6 ]
  %t51 = select i1 %t45, float %t50, float 0x0000000000000000
  br label %g_from10
g_from10:
  br i1 %t46, label %g_go8, label %g_done9
g_go8:
  %t52 = load float, ptr addrspace(1) %t40, align 4
  br label %g_end11
g_end11:
  br label %g_done9
g_done9:
  %t53 = phi float [ %t52, %g_end11 ], [ undef, %g_from10 ]
  %t54 = select i1 %t46, float %t53, float 0x0000000000000000
  br label %g_from14
g_from14:
  br i1 %t47, label %g_go12, label %g_done13
g_go12:
  %t55 = load float, ptr addrspace(1) %t42, align 4
  br label %g_end15
g_end15:
  br label %g_done13
g_done13:
  %t56 = phi float [ %t55, %g_end15 ], [ undef, %g_from14 ]
  %t57 = select i1 %t47, float %t56, float 0x0000000000000000
  br label %g_from18
g_from18:
  br i1 %t48, label %g_go16, label %g_done17
g_go16:
  %t58 = load float, ptr addrspace(1) %t44, align 4
  br label %g_end19
g_end19:
  br label %g_done17
g_done17:
  %t59 = phi float [ %t58, %g_end19 ], [ undef, %g_from18 ]
  %t60 = select i1 %t48, float %t59, float 0x0000000000000000
  %t61 = fadd float %t26, %t51
  %t62 = fadd float %t27, %t54
  %t63 = fadd float %t28, %t57
  %t64 = fadd float %t29, %t60
  store float %t61, ptr %s0
  store float %t62, ptr %s1
  store float %t63, ptr %s2
  store float %t64, ptr %s3
  %t65 = add i32 %t24, 256
  store i32 %t65, ptr %s4
  br label %for_head1
for_done3:
  %t66 = load float, ptr %s0
  %t67 = load float, ptr %s1
  %t68 = load float, ptr %s2
  %t69 = load float, ptr %s3
  %t70 = fadd float %t66, %t67
  %t71 = fadd float %t70, %t68
  %t72 = fadd float %t71, %t69
  %t73 = bitcast float %t72 to i32
  %t74 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t73, i32 1)
  %t75 = bitcast i32 %t74 to float
  %t76 = fadd float %t72, %t75
  %t77 = bitcast float %t76 to i32
  %t78 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t77, i32 2)
  %t79 = bitcast i32 %t78 to float
  %t80 = fadd float %t76, %t79
  %t81 = bitcast float %t80 to i32
  %t82 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t81, i32 4)
  %t83 = bitcast i32 %t82 to float
  %t84 = fadd float %t80, %t83
  %t85 = bitcast float %t84 to i32
  %t86 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t85, i32 8)
  %t87 = bitcast i32 %t86 to float
  %t88 = fadd float %t84, %t87
  %t90 = icmp uge i32 0, 32
  %t91 = select i1 %t90, i32 0, i32 0
  %t92 = lshr i32 %t8, %t91
  %t93 = select i1 %t90, i32 0, i32 %t92
  %t94 = and i32 %t93, 1
  %t96 = icmp uge i32 1, 32
  %t97 = select i1 %t96, i32 0, i32 1
  %t98 = lshr i32 %t8, %t97
  %t99 = select i1 %t96, i32 0, i32 %t98
  %t100 = and i32 %t99, 1
  %t102 = icmp uge i32 1, 32
  %t103 = select i1 %t102, i32 0, i32 1
  %t104 = shl i32 %t100, %t103
  %t105 = select i1 %t102, i32 0, i32 %t104
  %t106 = or i32 %t94, %t105
  call spir_func void @_Z7barrierj(i32 1)
  %t107 = mul i32 0, 4
  %t108 = add i32 %t107, %t106
  %t109 = mul i32 %t108, 4
  %t110 = add i32 %t109, 0
  %t111 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t110
  store float %t88, ptr addrspace(3) %t111, align 4
  call spir_func void @_Z7barrierj(i32 1)
  %t112 = mul i32 0, 4
  %t113 = add i32 %t112, 0
  %t114 = mul i32 %t113, 4
  %t115 = add i32 %t114, 0
  %t116 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t115
  %t117 = load float, ptr addrspace(3) %t116, align 4
  %t118 = mul i32 0, 4
  %t119 = add i32 %t118, 1
  %t120 = mul i32 %t119, 4
  %t121 = add i32 %t120, 0
  %t122 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t121
  %t123 = load float, ptr addrspace(3) %t122, align 4
  %t124 = mul i32 0, 4
  %t125 = add i32 %t124, 2
  %t126 = mul i32 %t125, 4
  %t127 = add i32 %t126, 0
  %t128 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t127
  %t129 = load float, ptr addrspace(3) %t128, align 4
  %t130 = mul i32 0, 4
  %t131 = add i32 %t130, 3
  %t132 = mul i32 %t131, 4
  %t133 = add i32 %t132, 0
  %t134 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t133
  %t135 = load float, ptr addrspace(3) %t134, align 4
  %t136 = fadd float %t117, %t123
  %t137 = fadd float %t136, %t129
  %t138 = fadd float %t137, %t135
  %t140 = sitofp i32 %arg7 to float
  %t141 = fdiv float %t138, %t140
  store float 0x0000000000000000, ptr %s5
  store float 0x0000000000000000, ptr %s6
  store float 0x0000000000000000, ptr %s7
  store float 0x0000000000000000, ptr %s8
  store i32 0, ptr %s9
  br label %for_head20
for_head20:
  %t142 = load i32, ptr %s9
  %t143 = icmp slt i32 %t142, %arg7
  br i1 %t143, label %for_body21, label %for_done22
for_body21:
  %t144 = load float, ptr %s5
  %t145 = load float, ptr %s6
  %t146 = load float, ptr %s7
  %t147 = load float, ptr %s8
  %t148 = add i32 %t16, 64
  %t149 = add i32 %t16, 128
  %t150 = add i32 %t16, 192
  %t151 = add i32 %t142, %t16
  %t152 = add i32 %t142, %t148
  %t153 = add i32 %t142, %t149
  %t154 = add i32 %t142, %t150
  %t155 = sext i32 %t151 to i64
  %t156 = getelementptr float, ptr addrspace(1) %t21, i64 %t155
  %t157 = sext i32 %t152 to i64
  %t158 = getelementptr float, ptr addrspace(1) %t21, i64 %t157
  %t159 = sext i32 %t153 to i64
  %t160 = getelementptr float, ptr addrspace(1) %t21, i64 %t159
  %t161 = sext i32 %t154 to i64
  %t162 = getelementptr float, ptr addrspace(1) %t21, i64 %t161
  %t163 = icmp slt i32 %t151, %arg7
  %t164 = icmp slt i32 %t152, %arg7
  %t165 = icmp slt i32 %t153, %arg7
  %t166 = icmp slt i32 %t154, %arg7
  br label %g_from25
g_from25:
  br i1 %t163, label %g_go23, label %g_done24
g_go23:
  %t167 = load float, ptr addrspace(1) %t156, align 4
  br label %g_end26
g_end26:
  br label %g_done24
g_done24:
  %t168 = phi float [ %t167, %g_end26 ], [ undef, %g_from25 ]
  %t169 = select i1 %t163, float %t168, float 0x0000000000000000
  br label %g_from29
g_from29:
  br i1 %t164, label %g_go27, label %g_done28
g_go27:
  %t170 = load float, ptr addrspace(1) %t158, align 4
  br label %g_end30
g_end30:
  br label %g_done28
g_done28:
  %t171 = phi float [ %t170, %g_end30 ], [ undef, %g_from29 ]
  %t172 = select i1 %t164, float %t171, float 0x0000000000000000
  br label %g_from33
g_from33:
  br i1 %t165, label %g_go31, label %g_done32
g_go31:
  %t173 = load float, ptr addrspace(1) %t160, align 4
  br label %g_end34
g_end34:
  br label %g_done32
g_done32:
  %t174 = phi float [ %t173, %g_end34 ], [ undef, %g_from33 ]
  %t175 = select i1 %t165, float %t174, float 0x0000000000000000
  br label %g_from37
g_from37:
  br i1 %t166, label %g_go35, label %g_done36
g_go35:
  %t176 = load float, ptr addrspace(1) %t162, align 4
  br label %g_end38
g_end38:
  br label %g_done36
g_done36:
  %t177 = phi float [ %t176, %g_end38 ], [ undef, %g_from37 ]
  %t178 = select i1 %t166, float %t177, float 0x0000000000000000
  %t179 = fsub float %t169, %t141
  %t180 = fsub float %t172, %t141
  %t181 = fsub float %t175, %t141
  %t182 = fsub float %t178, %t141
  %t183 = select i1 %t163, float %t179, float 0x0000000000000000
  %t184 = select i1 %t164, float %t180, float 0x0000000000000000
  %t185 = select i1 %t165, float %t181, float 0x0000000000000000
  %t186 = select i1 %t166, float %t182, float 0x0000000000000000
  %t188 = call float @llvm.fma.f32(float %t183, float %t183, float %t144)
  %t190 = call float @llvm.fma.f32(float %t184, float %t184, float %t145)
  %t192 = call float @llvm.fma.f32(float %t185, float %t185, float %t146)
  %t194 = call float @llvm.fma.f32(float %t186, float %t186, float %t147)
  store float %t188, ptr %s5
  store float %t190, ptr %s6
  store float %t192, ptr %s7
  store float %t194, ptr %s8
  %t195 = add i32 %t142, 256
  store i32 %t195, ptr %s9
  br label %for_head20
for_done22:
  %t196 = load float, ptr %s5
  %t197 = load float, ptr %s6
  %t198 = load float, ptr %s7
  %t199 = load float, ptr %s8
  %t200 = fadd float %t196, %t197
  %t201 = fadd float %t200, %t198
  %t202 = fadd float %t201, %t199
  %t203 = bitcast float %t202 to i32
  %t204 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t203, i32 1)
  %t205 = bitcast i32 %t204 to float
  %t206 = fadd float %t202, %t205
  %t207 = bitcast float %t206 to i32
  %t208 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t207, i32 2)
  %t209 = bitcast i32 %t208 to float
  %t210 = fadd float %t206, %t209
  %t211 = bitcast float %t210 to i32
  %t212 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t211, i32 4)
  %t213 = bitcast i32 %t212 to float
  %t214 = fadd float %t210, %t213
  %t215 = bitcast float %t214 to i32
  %t216 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t215, i32 8)
  %t217 = bitcast i32 %t216 to float
  %t218 = fadd float %t214, %t217
  %t220 = icmp uge i32 0, 32
  %t221 = select i1 %t220, i32 0, i32 0
  %t222 = lshr i32 %t8, %t221
  %t223 = select i1 %t220, i32 0, i32 %t222
  %t224 = and i32 %t223, 1
  %t226 = icmp uge i32 1, 32
  %t227 = select i1 %t226, i32 0, i32 1
  %t228 = lshr i32 %t8, %t227
  %t229 = select i1 %t226, i32 0, i32 %t228
  %t230 = and i32 %t229, 1
  %t232 = icmp uge i32 1, 32
  %t233 = select i1 %t232, i32 0, i32 1
  %t234 = shl i32 %t230, %t233
  %t235 = select i1 %t232, i32 0, i32 %t234
  %t236 = or i32 %t224, %t235
  call spir_func void @_Z7barrierj(i32 1)
  %t237 = mul i32 0, 4
  %t238 = add i32 %t237, %t236
  %t239 = mul i32 %t238, 4
  %t240 = add i32 %t239, 0
  %t241 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t240
  store float %t218, ptr addrspace(3) %t241, align 4
  call spir_func void @_Z7barrierj(i32 1)
  %t242 = mul i32 0, 4
  %t243 = add i32 %t242, 0
  %t244 = mul i32 %t243, 4
  %t245 = add i32 %t244, 0
  %t246 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t245
  %t247 = load float, ptr addrspace(3) %t246, align 4
  %t248 = mul i32 0, 4
  %t249 = add i32 %t248, 1
  %t250 = mul i32 %t249, 4
  %t251 = add i32 %t250, 0
  %t252 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t251
  %t253 = load float, ptr addrspace(3) %t252, align 4
  %t254 = mul i32 0, 4
  %t255 = add i32 %t254, 2
  %t256 = mul i32 %t255, 4
  %t257 = add i32 %t256, 0
  %t258 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t257
  %t259 = load float, ptr addrspace(3) %t258, align 4
  %t260 = mul i32 0, 4
  %t261 = add i32 %t260, 3
  %t262 = mul i32 %t261, 4
  %t263 = add i32 %t262, 0
  %t264 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t263
  %t265 = load float, ptr addrspace(3) %t264, align 4
  %t266 = fadd float %t247, %t253
  %t267 = fadd float %t266, %t259
  %t268 = fadd float %t267, %t265
  %t269 = fdiv float %t268, %t140
  %t270 = fadd float %t269, %arg8
  %t272 = call float @llvm.sqrt.f32(float %t270)
  %t273 = fdiv float 0x3FF0000000000000, %t272
  %t274 = sext i32 %t18 to i64
  %t275 = getelementptr float, ptr addrspace(1) %arg4, i64 %t274
  %t276 = icmp eq i32 %t2, 0
  br label %g_from41
g_from41:
  br i1 %t276, label %g_go39, label %g_done40
g_go39:
  store float %t141, ptr addrspace(1) %t275, align 4
  br label %g_end42
g_end42:
  br label %g_done40
g_done40:
  %t277 = sext i32 %t18 to i64
  %t278 = getelementptr float, ptr addrspace(1) %arg5, i64 %t277
  %t279 = icmp eq i32 %t2, 0
  br label %g_from45
g_from45:
  br i1 %t279, label %g_go43, label %g_done44
g_go43:
  store float %t273, ptr addrspace(1) %t278, align 4
  br label %g_end46
g_end46:
  br label %g_done44
g_done44:
  store i32 0, ptr %s10
  br label %for_head47
for_head47:
  %t280 = load i32, ptr %s10
  %t281 = icmp slt i32 %t280, %arg7
  br i1 %t281, label %for_body48, label %for_done49
for_body48:
  %t282 = add i32 %t16, 64
  %t283 = add i32 %t16, 128
  %t284 = add i32 %t16, 192
  %t285 = add i32 %t280, %t16
  %t286 = add i32 %t280, %t282
  %t287 = add i32 %t280, %t283
  %t288 = add i32 %t280, %t284
  %t289 = icmp slt i32 %t285, %arg7
  %t290 = icmp slt i32 %t286, %arg7
  %t291 = icmp slt i32 %t287, %arg7
  %t292 = icmp slt i32 %t288, %arg7
  %t293 = sext i32 %t285 to i64
  %t294 = getelementptr float, ptr addrspace(1) %arg2, i64 %t293
  %t295 = sext i32 %t286 to i64
  %t296 = getelementptr float, ptr addrspace(1) %arg2, i64 %t295
  %t297 = sext i32 %t287 to i64
  %t298 = getelementptr float, ptr addrspace(1) %arg2, i64 %t297
  %t299 = sext i32 %t288 to i64
  %t300 = getelementptr float, ptr addrspace(1) %arg2, i64 %t299
  br label %g_from52
g_from52:
  br i1 %t289, label %g_go50, label %g_done51
g_go50:
  %t301 = load float, ptr addrspace(1) %t294, align 4
  br label %g_end53
g_end53:
  br label %g_done51
g_done51:
  %t302 = phi float [ %t301, %g_end53 ], [ undef, %g_from52 ]
  %t303 = select i1 %t289, float %t302, float 0.0
  br label %g_from56
g_from56:
  br i1 %t290, label %g_go54, label %g_done55
g_go54:
  %t304 = load float, ptr addrspace(1) %t296, align 4
  br label %g_end57
g_end57:
  br label %g_done55
g_done55:
  %t305 = phi float [ %t304, %g_end57 ], [ undef, %g_from56 ]
  %t306 = select i1 %t290, float %t305, float 0.0
  br label %g_from60
g_from60:
  br i1 %t291, label %g_go58, label %g_done59
g_go58:
  %t307 = load float, ptr addrspace(1) %t298, align 4
  br label %g_end61
g_end61:
  br label %g_done59
g_done59:
  %t308 = phi float [ %t307, %g_end61 ], [ undef, %g_from60 ]
  %t309 = select i1 %t291, float %t308, float 0.0
  br label %g_from64
g_from64:
  br i1 %t292, label %g_go62, label %g_done63
g_go62:
  %t310 = load float, ptr addrspace(1) %t300, align 4
  br label %g_end65
g_end65:
  br label %g_done63
g_done63:
  %t311 = phi float [ %t310, %g_end65 ], [ undef, %g_from64 ]
  %t312 = select i1 %t292, float %t311, float 0.0
  %t313 = sext i32 %t285 to i64
  %t314 = getelementptr float, ptr addrspace(1) %arg3, i64 %t313
  %t315 = sext i32 %t286 to i64
  %t316 = getelementptr float, ptr addrspace(1) %arg3, i64 %t315
  %t317 = sext i32 %t287 to i64
  %t318 = getelementptr float, ptr addrspace(1) %arg3, i64 %t317
  %t319 = sext i32 %t288 to i64
  %t320 = getelementptr float, ptr addrspace(1) %arg3, i64 %t319
  br label %g_from68
g_from68:
  br i1 %t289, label %g_go66, label %g_done67
g_go66:
  %t321 = load float, ptr addrspace(1) %t314, align 4
  br label %g_end69
g_end69:
  br label %g_done67
g_done67:
  %t322 = phi float [ %t321, %g_end69 ], [ undef, %g_from68 ]
  %t323 = select i1 %t289, float %t322, float 0.0
  br label %g_from72
g_from72:
  br i1 %t290, label %g_go70, label %g_done71
g_go70:
  %t324 = load float, ptr addrspace(1) %t316, align 4
  br label %g_end73
g_end73:
  br label %g_done71
g_done71:
  %t325 = phi float [ %t324, %g_end73 ], [ undef, %g_from72 ]
  %t326 = select i1 %t290, float %t325, float 0.0
  br label %g_from76
g_from76:
  br i1 %t291, label %g_go74, label %g_done75
g_go74:
  %t327 = load float, ptr addrspace(1) %t318, align 4
  br label %g_end77
g_end77:
  br label %g_done75
g_done75:
  %t328 = phi float [ %t327, %g_end77 ], [ undef, %g_from76 ]
  %t329 = select i1 %t291, float %t328, float 0.0
  br label %g_from80
g_from80:
  br i1 %t292, label %g_go78, label %g_done79
g_go78:
  %t330 = load float, ptr addrspace(1) %t320, align 4
  br label %g_end81
g_end81:
  br label %g_done79
g_done79:
  %t331 = phi float [ %t330, %g_end81 ], [ undef, %g_from80 ]
  %t332 = select i1 %t292, float %t331, float 0.0
  %t333 = sext i32 %t285 to i64
  %t334 = getelementptr float, ptr addrspace(1) %t21, i64 %t333
  %t335 = sext i32 %t286 to i64
  %t336 = getelementptr float, ptr addrspace(1) %t21, i64 %t335
  %t337 = sext i32 %t287 to i64
  %t338 = getelementptr float, ptr addrspace(1) %t21, i64 %t337
  %t339 = sext i32 %t288 to i64
  %t340 = getelementptr float, ptr addrspace(1) %t21, i64 %t339
  br label %g_from84
g_from84:
  br i1 %t289, label %g_go82, label %g_done83
g_go82:
  %t341 = load float, ptr addrspace(1) %t334, align 4
  br label %g_end85
g_end85:
  br label %g_done83
g_done83:
  %t342 = phi float [ %t341, %g_end85 ], [ undef, %g_from84 ]
  %t343 = select i1 %t289, float %t342, float 0x0000000000000000
  br label %g_from88
g_from88:
  br i1 %t290, label %g_go86, label %g_done87
g_go86:
  %t344 = load float, ptr addrspace(1) %t336, align 4
  br label %g_end89
g_end89:
  br label %g_done87
g_done87:
  %t345 = phi float [ %t344, %g_end89 ], [ undef, %g_from88 ]
  %t346 = select i1 %t290, float %t345, float 0x0000000000000000
  br label %g_from92
g_from92:
  br i1 %t291, label %g_go90, label %g_done91
g_go90:
  %t347 = load float, ptr addrspace(1) %t338, align 4
  br label %g_end93
g_end93:
  br label %g_done91
g_done91:
  %t348 = phi float [ %t347, %g_end93 ], [ undef, %g_from92 ]
  %t349 = select i1 %t291, float %t348, float 0x0000000000000000
  br label %g_from96
g_from96:
  br i1 %t292, label %g_go94, label %g_done95
g_go94:
  %t350 = load float, ptr addrspace(1) %t340, align 4
  br label %g_end97
g_end97:
  br label %g_done95
g_done95:
  %t351 = phi float [ %t350, %g_end97 ], [ undef, %g_from96 ]
  %t352 = select i1 %t292, float %t351, float 0x0000000000000000
  %t353 = sext i32 %t285 to i64
  %t354 = getelementptr float, ptr addrspace(1) %t23, i64 %t353
  %t355 = sext i32 %t286 to i64
  %t356 = getelementptr float, ptr addrspace(1) %t23, i64 %t355
  %t357 = sext i32 %t287 to i64
  %t358 = getelementptr float, ptr addrspace(1) %t23, i64 %t357
  %t359 = sext i32 %t288 to i64
  %t360 = getelementptr float, ptr addrspace(1) %t23, i64 %t359
  %t361 = fsub float %t343, %t141
  %t362 = fsub float %t346, %t141
  %t363 = fsub float %t349, %t141
  %t364 = fsub float %t352, %t141
  %t365 = fmul float %t361, %t273
  %t366 = fmul float %t362, %t273
  %t367 = fmul float %t363, %t273
  %t368 = fmul float %t364, %t273
  %t370 = call float @llvm.fma.f32(float %t365, float %t303, float %t323)
  %t372 = call float @llvm.fma.f32(float %t366, float %t306, float %t326)
  %t374 = call float @llvm.fma.f32(float %t367, float %t309, float %t329)
  %t376 = call float @llvm.fma.f32(float %t368, float %t312, float %t332)
  br label %g_from100
g_from100:
  br i1 %t289, label %g_go98, label %g_done99
g_go98:
  store float %t370, ptr addrspace(1) %t354, align 4
  br label %g_end101
g_end101:
  br label %g_done99
g_done99:
  br label %g_from104
g_from104:
  br i1 %t290, label %g_go102, label %g_done103
g_go102:
  store float %t372, ptr addrspace(1) %t356, align 4
  br label %g_end105
g_end105:
  br label %g_done103
g_done103:
  br label %g_from108
g_from108:
  br i1 %t291, label %g_go106, label %g_done107
g_go106:
  store float %t374, ptr addrspace(1) %t358, align 4
  br label %g_end109
g_end109:
  br label %g_done107
g_done107:
  br label %g_from112
g_from112:
  br i1 %t292, label %g_go110, label %g_done111
g_go110:
  store float %t376, ptr addrspace(1) %t360, align 4
  br label %g_end113
g_end113:
  br label %g_done111
g_done111:
  %t377 = add i32 %t280, 256
  store i32 %t377, ptr %s10
  br label %for_head47
for_done49:
  ret void
}

!0 = !{i32 16}
!1 = !{i32 64, i32 1, i32 1}
