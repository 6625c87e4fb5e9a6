target triple = "spirv64-unknown-unknown"
@global_smem = internal addrspace(3) global [4608 x i8] undef, align 16
declare spir_func i64 @_Z12get_local_idj(i32) nounwind
declare spir_func i64 @_Z12get_group_idj(i32) nounwind
declare i32 @llvm.smin.i32(i32, i32)
declare target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2) @tritium.coopmat.fill.f32_16x16_acc(float)
declare spir_func void @_Z7barrierj(i32) convergent nounwind
declare target("spirv.CooperativeMatrixKHR", half, 3, 16, 16, 0) @tritium.coopmat.load.f16_16x16_a(ptr addrspace(3), i32)
declare target("spirv.CooperativeMatrixKHR", half, 3, 16, 16, 1) @tritium.coopmat.load.f16_16x16_b(ptr addrspace(3), i32)
declare target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2) @tritium.coopmat.muladd.f16_16x16_a.f16_16x16_b.f32_16x16_acc(target("spirv.CooperativeMatrixKHR", half, 3, 16, 16, 0), target("spirv.CooperativeMatrixKHR", half, 3, 16, 16, 1), target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2))
declare void @tritium.coopmat.store.f32_16x16_acc(ptr addrspace(3), target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2), i32)

define spir_kernel void @matmul_kernel(ptr addrspace(1) %arg0, ptr addrspace(1) %arg1, ptr addrspace(1) %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 %arg6, i32 %arg7, i32 %arg8, i32 %arg9, i32 %arg10, i32 %arg11) !intel_reqd_sub_group_size !0 !reqd_work_group_size !1 {
entry:
  %s0 = alloca target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2), align 8
  %s1 = alloca ptr addrspace(1), align 8
  %s2 = alloca ptr addrspace(1), align 8
  %s3 = alloca ptr addrspace(1), align 8
  %s4 = alloca ptr addrspace(1), align 8
  %s5 = alloca ptr addrspace(1), align 8
  %s6 = alloca ptr addrspace(1), align 8
  %s7 = alloca ptr addrspace(1), align 8
  %s8 = alloca ptr addrspace(1), align 8
  %s9 = alloca i32, align 8
  %t1 = call spir_func i64 @_Z12get_local_idj(i32 0)
  %t2 = trunc i64 %t1 to i32
  %t3 = and i32 %t2, 31
  %t5 = icmp uge i32 5, 32
  %t6 = select i1 %t5, i32 0, i32 5
  %t7 = lshr i32 %t2, %t6
  %t8 = select i1 %t5, i32 0, i32 %t7
  %t10 = icmp uge i32 4, 32
  %t11 = select i1 %t10, i32 0, i32 4
  %t12 = lshr i32 %t3, %t11
  %t13 = select i1 %t10, i32 0, i32 %t12
  %t14 = and i32 %t13, 1
  %t15 = and i32 %t8, 3
  %t17 = icmp uge i32 1, 32
  %t18 = select i1 %t17, i32 0, i32 1
  %t19 = shl i32 %t15, %t18
  %t20 = select i1 %t17, i32 0, i32 %t19
  %t21 = xor i32 %t14, %t20
  %t22 = and i32 %t3, 31
  %t23 = and i32 %t8, 3
  %t24 = and i32 %t3, 15
  %t26 = icmp uge i32 4, 32
  %t27 = select i1 %t26, i32 0, i32 4
  %t28 = lshr i32 %t3, %t27
  %t29 = select i1 %t26, i32 0, i32 %t28
  %t30 = and i32 %t29, 1
  %t31 = and i32 %t8, 3
  %t33 = icmp uge i32 1, 32
  %t34 = select i1 %t33, i32 0, i32 1
  %t35 = shl i32 %t31, %t34
  %t36 = select i1 %t33, i32 0, i32 %t35
  %t37 = xor i32 %t30, %t36
  %t38 = and i32 %t3, 15
  %t39 = and i32 %t8, 3
  %t40 = and i32 %t3, 31
  %t42 = icmp eq i32 2, 0
  %t43 = select i1 %t42, i32 1, i32 2
  %t44 = urem i32 %t8, %t43
  %t45 = select i1 %t42, i32 0, i32 %t44
  %t47 = icmp eq i32 2, 0
  %t48 = select i1 %t47, i32 1, i32 2
  %t49 = udiv i32 %t8, %t48
  %t50 = select i1 %t47, i32 0, i32 %t49
  %t52 = icmp eq i32 2, 0
  %t53 = select i1 %t52, i32 1, i32 2
  %t54 = urem i32 %t50, %t53
  %t55 = select i1 %t52, i32 0, i32 %t54
  %t56 = mul i32 %t45, 16
  %t57 = mul i32 %t55, 16
  %t58 = call spir_func i64 @_Z12get_group_idj(i32 0)
  %t59 = trunc i64 %t58 to i32
  %t60 = add i32 %arg3, 31
  %t62 = icmp eq i32 32, 0
  %t64 = icmp eq i32 32, -1
  %t63 = or i1 %t62, %t64
  %t65 = select i1 %t63, i32 1, i32 32
  %t66 = sdiv i32 %t60, %t65
  %t68 = sub i32 0, %t60
  %t69 = select i1 %t63, i32 %t68, i32 %t66
  %t67 = select i1 %t62, i32 0, i32 %t69
  %t70 = add i32 %arg4, 31
  %t72 = icmp eq i32 32, 0
  %t74 = icmp eq i32 32, -1
  %t73 = or i1 %t72, %t74
  %t75 = select i1 %t73, i32 1, i32 32
  %t76 = sdiv i32 %t70, %t75
  %t78 = sub i32 0, %t70
  %t79 = select i1 %t73, i32 %t78, i32 %t76
  %t77 = select i1 %t72, i32 0, i32 %t79
  %t80 = mul i32 4, %t77
  %t82 = icmp eq i32 %t80, 0
  %t84 = icmp eq i32 %t80, -1
  %t83 = or i1 %t82, %t84
  %t85 = select i1 %t83, i32 1, i32 %t80
  %t86 = sdiv i32 %t59, %t85
  %t88 = sub i32 0, %t59
  %t89 = select i1 %t83, i32 %t88, i32 %t86
  %t87 = select i1 %t82, i32 0, i32 %t89
  %t90 = mul i32 %t87, 4
  %t91 = sub i32 %t67, %t90
  %t93 = call i32 @llvm.smin.i32(i32 %t91, i32 4)
  %t95 = icmp eq i32 %t80, 0
  %t97 = icmp eq i32 %t80, -1
  %t96 = or i1 %t95, %t97
  %t98 = select i1 %t96, i32 1, i32 %t80
  %t99 = srem i32 %t59, %t98
  %t102 = select i1 %t96, i32 0, i32 %t99
  %t100 = select i1 %t95, i32 0, i32 %t102
  %t104 = icmp eq i32 %t93, 0
  %t106 = icmp eq i32 %t93, -1
  %t105 = or i1 %t104, %t106
  %t107 = select i1 %t105, i32 1, i32 %t93
  %t108 = srem i32 %t100, %t107
  %t111 = select i1 %t105, i32 0, i32 %t108
  %t109 = select i1 %t104, i32 0, i32 %t111
  %t112 = add i32 %t90, %t109
  %t114 = icmp eq i32 %t93, 0
  %t116 = icmp eq i32 %t93, -1
  %t115 = or i1 %t114, %t116
  %t117 = select i1 %t115, i32 1, i32 %t93
  %t118 = sdiv i32 %t100, %t117
  %t120 = sub i32 0, %t100
  %t121 = select i1 %t115, i32 %t120, i32 %t118
  %t119 = select i1 %t114, i32 0, i32 %t121
  %t122 = mul i32 %t112, 32
  %t123 = add i32 %t21, 8
  %t124 = add i32 %t21, 16
  %t125 = add i32 %t21, 24
  %t126 = add i32 %t23, 4
  %t127 = add i32 %t23, 8
  %t128 = add i32 %t23, 12
  %t129 = add i32 %t23, 16
  %t130 = add i32 %t23, 20
  %t131 = add i32 %t23, 24
  %t132 = add i32 %t23, 28
  %t133 = add i32 %t122, %t21
  %t134 = add i32 %t122, %t123
  %t135 = add i32 %t122, %t124
  %t136 = add i32 %t122, %t125
  %t137 = add i32 %t122, %t23
  %t138 = add i32 %t122, %t126
  %t139 = add i32 %t122, %t127
  %t140 = add i32 %t122, %t128
  %t141 = add i32 %t122, %t129
  %t142 = add i32 %t122, %t130
  %t143 = add i32 %t122, %t131
  %t144 = add i32 %t122, %t132
  %t146 = icmp eq i32 %arg3, 0
  %t148 = icmp eq i32 %arg3, -1
  %t147 = or i1 %t146, %t148
  %t149 = select i1 %t147, i32 1, i32 %arg3
  %t150 = srem i32 %t133, %t149
  %t153 = select i1 %t147, i32 0, i32 %t150
  %t151 = select i1 %t146, i32 0, i32 %t153
  %t155 = icmp eq i32 %arg3, 0
  %t157 = icmp eq i32 %arg3, -1
  %t156 = or i1 %t155, %t157
  %t158 = select i1 %t156, i32 1, i32 %arg3
  %t159 = srem i32 %t134, %t158
  %t162 = select i1 %t156, i32 0, i32 %t159
  %t160 = select i1 %t155, i32 0, i32 %t162
  %t164 = icmp eq i32 %arg3, 0
  %t166 = icmp eq i32 %arg3, -1
  %t165 = or i1 %t164, %t166
  %t167 = select i1 %t165, i32 1, i32 %arg3
  %t168 = srem i32 %t135, %t167
  %t171 = select i1 %t165, i32 0, i32 %t168
  %t169 = select i1 %t164, i32 0, i32 %t171
  %t173 = icmp eq i32 %arg3, 0
  %t175 = icmp eq i32 %arg3, -1
  %t174 = or i1 %t173, %t175
  %t176 = select i1 %t174, i32 1, i32 %arg3
  %t177 = srem i32 %t136, %t176
  %t180 = select i1 %t174, i32 0, i32 %t177
  %t178 = select i1 %t173, i32 0, i32 %t180
  %t181 = mul i32 %t119, 32
  %t182 = add i32 %t181, %t22
  %t183 = add i32 %t181, %t22
  %t185 = icmp eq i32 %arg4, 0
  %t187 = icmp eq i32 %arg4, -1
  %t186 = or i1 %t185, %t187
  %t188 = select i1 %t186, i32 1, i32 %arg4
  %t189 = srem i32 %t183, %t188
  %t192 = select i1 %t186, i32 0, i32 %t189
  %t190 = select i1 %t185, i32 0, i32 %t192
  %t193 = add i32 %t23, 4
  %t194 = add i32 %t23, 8
  %t195 = add i32 %t23, 12
  %t196 = mul i32 %t151, %arg6
  %t197 = mul i32 %t160, %arg6
  %t198 = mul i32 %t169, %arg6
  %t199 = mul i32 %t178, %arg6
  %t200 = sext i32 %t196 to i64
  %t201 = getelementptr half, ptr addrspace(1) %arg0, i64 %t200
  %t202 = sext i32 %t197 to i64
  %t203 = getelementptr half, ptr addrspace(1) %arg0, i64 %t202
  %t204 = sext i32 %t198 to i64
  %t205 = getelementptr half, ptr addrspace(1) %arg0, i64 %t204
  %t206 = sext i32 %t199 to i64
  %t207 = getelementptr half, ptr addrspace(1) %arg0, i64 %t206
  %t208 = mul i32 %t24, %arg7
  %t209 = sext i32 %t208 to i64
  %t210 = getelementptr half, ptr addrspace(1) %t201, i64 %t209
  %t211 = sext i32 %t208 to i64
  %t212 = getelementptr half, ptr addrspace(1) %t203, i64 %t211
  %t213 = sext i32 %t208 to i64
  %t214 = getelementptr half, ptr addrspace(1) %t205, i64 %t213
  %t215 = sext i32 %t208 to i64
  %t216 = getelementptr half, ptr addrspace(1) %t207, i64 %t215
  %t217 = mul i32 %t23, %arg8
  %t218 = mul i32 %t193, %arg8
  %t219 = mul i32 %t194, %arg8
  %t220 = mul i32 %t195, %arg8
  %t221 = sext i32 %t217 to i64
  %t222 = getelementptr half, ptr addrspace(1) %arg1, i64 %t221
  %t223 = sext i32 %t218 to i64
  %t224 = getelementptr half, ptr addrspace(1) %arg1, i64 %t223
  %t225 = sext i32 %t219 to i64
  %t226 = getelementptr half, ptr addrspace(1) %arg1, i64 %t225
  %t227 = sext i32 %t220 to i64
  %t228 = getelementptr half, ptr addrspace(1) %arg1, i64 %t227
  %t229 = mul i32 %t190, %arg9
  %t230 = sext i32 %t229 to i64
  %t231 = getelementptr half, ptr addrspace(1) %t222, i64 %t230
  %t232 = sext i32 %t229 to i64
  %t233 = getelementptr half, ptr addrspace(1) %t224, i64 %t232
  %t234 = sext i32 %t229 to i64
  %t235 = getelementptr half, ptr addrspace(1) %t226, i64 %t234
  %t236 = sext i32 %t229 to i64
  %t237 = getelementptr half, ptr addrspace(1) %t228, i64 %t236
  %t238 = call target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2) @tritium.coopmat.fill.f32_16x16_acc(float 0x0000000000000000)
  %t239 = add i32 %arg5, 15
  %t241 = icmp eq i32 16, 0
  %t243 = icmp eq i32 16, -1
  %t242 = or i1 %t241, %t243
  %t244 = select i1 %t242, i32 1, i32 16
  %t245 = sdiv i32 %t239, %t244
  %t247 = sub i32 0, %t239
  %t248 = select i1 %t242, i32 %t247, i32 %t245
  %t246 = select i1 %t241, i32 0, i32 %t248
  store target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2) %t238, ptr %s0
  store ptr addrspace(1) %t210, ptr %s1
  store ptr addrspace(1) %t212, ptr %s2
  store ptr addrspace(1) %t214, ptr %s3
  store ptr addrspace(1) %t216, ptr %s4
  store ptr addrspace(1) %t231, ptr %s5
  store ptr addrspace(1) %t233, ptr %s6
  store ptr addrspace(1) %t235, ptr %s7
  store ptr addrspace(1) %t237, ptr %s8
  store i32 0, ptr %s9
  br label %for_head1
for_head1:
  %t249 = load i32, ptr %s9
  %t250 = icmp slt i32 %t249, %t246
  br i1 %t250, label %for_body2, label %for_done3
for_body2:
  %t251 = load target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2), ptr %s0
  %t252 = load ptr addrspace(1), ptr %s1
  %t253 = load ptr addrspace(1), ptr %s2
  %t254 = load ptr addrspace(1), ptr %s3
  %t255 = load ptr addrspace(1), ptr %s4
  %t256 = load ptr addrspace(1), ptr %s5
  %t257 = load ptr addrspace(1), ptr %s6
  %t258 = load ptr addrspace(1), ptr %s7
  %t259 = load ptr addrspace(1), ptr %s8
  %t260 = mul i32 %t249, 16
  %t261 = sub i32 %arg5, %t260
  %t262 = icmp slt i32 %t24, %t261
  br label %g_from6
g_from6:
  br i1 %t262, label %g_go4, label %g_done5
g_go4:
  %t263 = load half, ptr addrspace(1) %t252, align 2
  br label %g_end7
g_end7:
  br label %g_done5
g_done5:
  %t264 = phi half [ %t263, %g_end7 ], [ undef, %g_from6 ]
  %t265 = select i1 %t262, half %t264, half 0xH0000
  br label %g_from10
g_from10:
  br i1 %t262, label %g_go8, label %g_done9
g_go8:
  %t266 = load half, ptr addrspace(1) %t253, align 2
  br label %g_end11
g_end11:
  br label %g_done9
g_done9:
  %t267 = phi half [ %t266, %g_end11 ], [ undef, %g_from10 ]
  %t268 = select i1 %t262, half %t267, half 0xH0000
  br label %g_from14
g_from14:
  br i1 %t262, label %g_go12, label %g_done13
g_go12:
  %t269 = load half, ptr addrspace(1) %t254, align 2
  br label %g_end15
g_end15:
  br label %g_done13
g_done13:
  %t270 = phi half [ %t269, %g_end15 ], [ undef, %g_from14 ]
  %t271 = select i1 %t262, half %t270, half 0xH0000
  br label %g_from18
g_from18:
  br i1 %t262, label %g_go16, label %g_done17
g_go16:
  %t272 = load half, ptr addrspace(1) %t255, align 2
  br label %g_end19
g_end19:
  br label %g_done17
g_done17:
  %t273 = phi half [ %t272, %g_end19 ], [ undef, %g_from18 ]
  %t274 = select i1 %t262, half %t273, half 0xH0000
  %t275 = icmp slt i32 %t23, %t261
  %t276 = icmp slt i32 %t193, %t261
  %t277 = icmp slt i32 %t194, %t261
  %t278 = icmp slt i32 %t195, %t261
  br label %g_from22
g_from22:
  br i1 %t275, label %g_go20, label %g_done21
g_go20:
  %t279 = load half, ptr addrspace(1) %t256, align 2
  br label %g_end23
g_end23:
  br label %g_done21
g_done21:
  %t280 = phi half [ %t279, %g_end23 ], [ undef, %g_from22 ]
  %t281 = select i1 %t275, half %t280, half 0xH0000
  br label %g_from26
g_from26:
  br i1 %t276, label %g_go24, label %g_done25
g_go24:
  %t282 = load half, ptr addrspace(1) %t257, align 2
  br label %g_end27
g_end27:
  br label %g_done25
g_done25:
  %t283 = phi half [ %t282, %g_end27 ], [ undef, %g_from26 ]
  %t284 = select i1 %t276, half %t283, half 0xH0000
  br label %g_from30
g_from30:
  br i1 %t277, label %g_go28, label %g_done29
g_go28:
  %t285 = load half, ptr addrspace(1) %t258, align 2
  br label %g_end31
g_end31:
  br label %g_done29
g_done29:
  %t286 = phi half [ %t285, %g_end31 ], [ undef, %g_from30 ]
  %t287 = select i1 %t277, half %t286, half 0xH0000
  br label %g_from34
g_from34:
  br i1 %t278, label %g_go32, label %g_done33
g_go32:
  %t288 = load half, ptr addrspace(1) %t259, align 2
  br label %g_end35
g_end35:
  br label %g_done33
g_done33:
  %t289 = phi half [ %t288, %g_end35 ], [ undef, %g_from34 ]
  %t290 = select i1 %t278, half %t289, half 0xH0000
  call spir_func void @_Z7barrierj(i32 1)
  %t291 = mul i32 %t37, 16
  %t292 = add i32 %t291, %t38
  %t293 = add i32 %t292, 128
  %t294 = add i32 %t292, 256
  %t295 = add i32 %t292, 384
  %t297 = icmp uge i32 4, 32
  %t298 = select i1 %t297, i32 0, i32 4
  %t299 = lshr i32 %t292, %t298
  %t300 = select i1 %t297, i32 0, i32 %t299
  %t301 = mul i32 %t300, 8
  %t302 = add i32 %t292, %t301
  %t304 = icmp uge i32 4, 32
  %t305 = select i1 %t304, i32 0, i32 4
  %t306 = lshr i32 %t293, %t305
  %t307 = select i1 %t304, i32 0, i32 %t306
  %t308 = mul i32 %t307, 8
  %t309 = add i32 %t293, %t308
  %t311 = icmp uge i32 4, 32
  %t312 = select i1 %t311, i32 0, i32 4
  %t313 = lshr i32 %t294, %t312
  %t314 = select i1 %t311, i32 0, i32 %t313
  %t315 = mul i32 %t314, 8
  %t316 = add i32 %t294, %t315
  %t318 = icmp uge i32 4, 32
  %t319 = select i1 %t318, i32 0, i32 4
  %t320 = lshr i32 %t295, %t319
  %t321 = select i1 %t318, i32 0, i32 %t320
  %t322 = mul i32 %t321, 8
  %t323 = add i32 %t295, %t322
  %t324 = mul i32 %t302, 2
  %t325 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t324
  store half %t265, ptr addrspace(3) %t325, align 2
  %t326 = mul i32 %t309, 2
  %t327 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t326
  store half %t268, ptr addrspace(3) %t327, align 2
  %t328 = mul i32 %t316, 2
  %t329 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t328
  store half %t271, ptr addrspace(3) %t329, align 2
  %t330 = mul i32 %t323, 2
  %t331 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t330
  store half %t274, ptr addrspace(3) %t331, align 2
  %t332 = mul i32 %t39, 32
  %t333 = add i32 %t332, %t40
  %t334 = add i32 %t333, 128
  %t335 = add i32 %t333, 256
  %t336 = add i32 %t333, 384
  %t338 = icmp uge i32 5, 32
  %t339 = select i1 %t338, i32 0, i32 5
  %t340 = lshr i32 %t333, %t339
  %t341 = select i1 %t338, i32 0, i32 %t340
  %t342 = mul i32 %t341, 8
  %t343 = add i32 %t333, %t342
  %t345 = icmp uge i32 5, 32
  %t346 = select i1 %t345, i32 0, i32 5
  %t347 = lshr i32 %t334, %t346
  %t348 = select i1 %t345, i32 0, i32 %t347
  %t349 = mul i32 %t348, 8
  %t350 = add i32 %t334, %t349
  %t352 = icmp uge i32 5, 32
  %t353 = select i1 %t352, i32 0, i32 5
  %t354 = lshr i32 %t335, %t353
  %t355 = select i1 %t352, i32 0, i32 %t354
  %t356 = mul i32 %t355, 8
  %t357 = add i32 %t335, %t356
  %t359 = icmp uge i32 5, 32
  %t360 = select i1 %t359, i32 0, i32 5
  %t361 = lshr i32 %t336, %t360
  %t362 = select i1 %t359, i32 0, i32 %t361
  %t363 = mul i32 %t362, 8
  %t364 = add i32 %t336, %t363
  %t365 = add i32 %t343, 768
  %t366 = mul i32 %t365, 2
  %t367 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t366
  store half %t281, ptr addrspace(3) %t367, align 2
  %t368 = add i32 %t350, 768
  %t369 = mul i32 %t368, 2
  %t370 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t369
  store half %t284, ptr addrspace(3) %t370, align 2
  %t371 = add i32 %t357, 768
  %t372 = mul i32 %t371, 2
  %t373 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t372
  store half %t287, ptr addrspace(3) %t373, align 2
  %t374 = add i32 %t364, 768
  %t375 = mul i32 %t374, 2
  %t376 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t375
  store half %t290, ptr addrspace(3) %t376, align 2
  call spir_func void @_Z7barrierj(i32 1)
  %t377 = mul i32 %t56, 48
  %t378 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t377
  %t379 = call target("spirv.CooperativeMatrixKHR", half, 3, 16, 16, 0) @tritium.coopmat.load.f16_16x16_a(ptr addrspace(3) %t378, i32 24)
  %t380 = mul i32 %t57, 2
  %t381 = add i32 %t380, 1536
  %t382 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t381
  %t383 = call target("spirv.CooperativeMatrixKHR", half, 3, 16, 16, 1) @tritium.coopmat.load.f16_16x16_b(ptr addrspace(3) %t382, i32 40)
  %t384 = call target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2) @tritium.coopmat.muladd.f16_16x16_a.f16_16x16_b.f32_16x16_acc(target("spirv.CooperativeMatrixKHR", half, 3, 16, 16, 0) %t379, target("spirv.CooperativeMatrixKHR", half, 3, 16, 16, 1) %t383, target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2) %t251)
  %t385 = mul i32 16, %arg7
  %t386 = sext i32 %t385 to i64
  %t387 = getelementptr half, ptr addrspace(1) %t252, i64 %t386
  %t388 = sext i32 %t385 to i64
  %t389 = getelementptr half, ptr addrspace(1) %t253, i64 %t388
  %t390 = sext i32 %t385 to i64
  %t391 = getelementptr half, ptr addrspace(1) %t254, i64 %t390
  %t392 = sext i32 %t385 to i64
  %t393 = getelementptr half, ptr addrspace(1) %t255, i64 %t392
  %t394 = mul i32 16, %arg8
  %t395 = sext i32 %t394 to i64
  %t396 = getelementptr half, ptr addrspace(1) %t256, i64 %t395
  %t397 = sext i32 %t394 to i64
  %t398 = getelementptr half, ptr addrspace(1) %t257, i64 %t397
  %t399 = sext i32 %t394 to i64
  %t400 = getelementptr half, ptr addrspace(1) %t258, i64 %t399
  %t401 = sext i32 %t394 to i64
  %t402 = getelementptr half, ptr addrspace(1) %t259, i64 %t401
  store target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2) %t384, ptr %s0
  store ptr addrspace(1) %t387, ptr %s1
  store ptr addrspace(1) %t389, ptr %s2
  store ptr addrspace(1) %t391, ptr %s3
  store ptr addrspace(1) %t393, ptr %s4
  store ptr addrspace(1) %t396, ptr %s5
  store ptr addrspace(1) %t398, ptr %s6
  store ptr addrspace(1) %t400, ptr %s7
  store ptr addrspace(1) %t402, ptr %s8
  br label %for_latch36
for_latch36:
  %t403 = add i32 %t249, 1
  store i32 %t403, ptr %s9
  br label %for_head1
for_done3:
  %t404 = load target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2), ptr %s0
  %t405 = load ptr addrspace(1), ptr %s1
  %t406 = load ptr addrspace(1), ptr %s2
  %t407 = load ptr addrspace(1), ptr %s3
  %t408 = load ptr addrspace(1), ptr %s4
  %t409 = load ptr addrspace(1), ptr %s5
  %t410 = load ptr addrspace(1), ptr %s6
  %t411 = load ptr addrspace(1), ptr %s7
  %t412 = load ptr addrspace(1), ptr %s8
  %t413 = mul i32 %t137, %arg10
  %t414 = mul i32 %t138, %arg10
  %t415 = mul i32 %t139, %arg10
  %t416 = mul i32 %t140, %arg10
  %t417 = mul i32 %t141, %arg10
  %t418 = mul i32 %t142, %arg10
  %t419 = mul i32 %t143, %arg10
  %t420 = mul i32 %t144, %arg10
  %t421 = sext i32 %t413 to i64
  %t422 = getelementptr float, ptr addrspace(1) %arg2, i64 %t421
  %t423 = sext i32 %t414 to i64
  %t424 = getelementptr float, ptr addrspace(1) %arg2, i64 %t423
  %t425 = sext i32 %t415 to i64
  %t426 = getelementptr float, ptr addrspace(1) %arg2, i64 %t425
  %t427 = sext i32 %t416 to i64
  %t428 = getelementptr float, ptr addrspace(1) %arg2, i64 %t427
  %t429 = sext i32 %t417 to i64
  %t430 = getelementptr float, ptr addrspace(1) %arg2, i64 %t429
  %t431 = sext i32 %t418 to i64
  %t432 = getelementptr float, ptr addrspace(1) %arg2, i64 %t431
  %t433 = sext i32 %t419 to i64
  %t434 = getelementptr float, ptr addrspace(1) %arg2, i64 %t433
  %t435 = sext i32 %t420 to i64
  %t436 = getelementptr float, ptr addrspace(1) %arg2, i64 %t435
  %t437 = mul i32 %t182, %arg11
  %t438 = sext i32 %t437 to i64
  %t439 = getelementptr float, ptr addrspace(1) %t422, i64 %t438
  %t440 = sext i32 %t437 to i64
  %t441 = getelementptr float, ptr addrspace(1) %t424, i64 %t440
  %t442 = sext i32 %t437 to i64
  %t443 = getelementptr float, ptr addrspace(1) %t426, i64 %t442
  %t444 = sext i32 %t437 to i64
  %t445 = getelementptr float, ptr addrspace(1) %t428, i64 %t444
  %t446 = sext i32 %t437 to i64
  %t447 = getelementptr float, ptr addrspace(1) %t430, i64 %t446
  %t448 = sext i32 %t437 to i64
  %t449 = getelementptr float, ptr addrspace(1) %t432, i64 %t448
  %t450 = sext i32 %t437 to i64
  %t451 = getelementptr float, ptr addrspace(1) %t434, i64 %t450
  %t452 = sext i32 %t437 to i64
  %t453 = getelementptr float, ptr addrspace(1) %t436, i64 %t452
  %t454 = icmp slt i32 %t137, %arg3
  %t455 = icmp slt i32 %t138, %arg3
  %t456 = icmp slt i32 %t139, %arg3
  %t457 = icmp slt i32 %t140, %arg3
  %t458 = icmp slt i32 %t141, %arg3
  %t459 = icmp slt i32 %t142, %arg3
  %t460 = icmp slt i32 %t143, %arg3
  %t461 = icmp slt i32 %t144, %arg3
  %t462 = icmp slt i32 %t182, %arg4
  %t463 = and i1 %t454, %t462
  %t464 = and i1 %t455, %t462
  %t465 = and i1 %t456, %t462
  %t466 = and i1 %t457, %t462
  %t467 = and i1 %t458, %t462
  %t468 = and i1 %t459, %t462
  %t469 = and i1 %t460, %t462
  %t470 = and i1 %t461, %t462
  call spir_func void @_Z7barrierj(i32 1)
  %t471 = mul i32 %t56, 144
  %t472 = mul i32 %t57, 4
  %t473 = add i32 %t471, %t472
  %t474 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t473
  call void @tritium.coopmat.store.f32_16x16_acc(ptr addrspace(3) %t474, target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2) %t404, i32 36)
  call spir_func void @_Z7barrierj(i32 1)
  %t475 = mul i32 %t39, 32
  %t476 = add i32 %t475, %t40
  %t477 = add i32 %t476, 128
  %t478 = add i32 %t476, 256
  %t479 = add i32 %t476, 384
  %t480 = add i32 %t476, 512
  %t481 = add i32 %t476, 640
  %t482 = add i32 %t476, 768
  %t483 = add i32 %t476, 896
  %t485 = icmp uge i32 5, 32
  %t486 = select i1 %t485, i32 0, i32 5
  %t487 = lshr i32 %t476, %t486
  %t488 = select i1 %t485, i32 0, i32 %t487
  %t489 = mul i32 %t488, 4
  %t490 = add i32 %t476, %t489
  %t492 = icmp uge i32 5, 32
  %t493 = select i1 %t492, i32 0, i32 5
  %t494 = lshr i32 %t477, %t493
  %t495 = select i1 %t492, i32 0, i32 %t494
  %t496 = mul i32 %t495, 4
  %t497 = add i32 %t477, %t496
  %t499 = icmp uge i32 5, 32
  %t500 = select i1 %t499, i32 0, i32 5
  %t501 = lshr i32 %t478, %t500
  %t502 = select i1 %t499, i32 0, i32 %t501
  %t503 = mul i32 %t502, 4
  %t504 = add i32 %t478, %t503
  %t506 = icmp uge i32 5, 32
  %t507 = select i1 %t506, i32 0, i32 5
  %t508 = lshr i32 %t479, %t507
  %t509 = select i1 %t506, i32 0, i32 %t508
  %t510 = mul i32 %t509, 4
  %t511 = add i32 %t479, %t510
  %t513 = icmp uge i32 5, 32
  %t514 = select i1 %t513, i32 0, i32 5
  %t515 = lshr i32 %t480, %t514
  %t516 = select i1 %t513, i32 0, i32 %t515
  %t517 = mul i32 %t516, 4
  %t518 = add i32 %t480, %t517
  %t520 = icmp uge i32 5, 32
  %t521 = select i1 %t520, i32 0, i32 5
  %t522 = lshr i32 %t481, %t521
  %t523 = select i1 %t520, i32 0, i32 %t522
  %t524 = mul i32 %t523, 4
  %t525 = add i32 %t481, %t524
  %t527 = icmp uge i32 5, 32
  %t528 = select i1 %t527, i32 0, i32 5
  %t529 = lshr i32 %t482, %t528
  %t530 = select i1 %t527, i32 0, i32 %t529
  %t531 = mul i32 %t530, 4
  %t532 = add i32 %t482, %t531
  %t534 = icmp uge i32 5, 32
  %t535 = select i1 %t534, i32 0, i32 5
  %t536 = lshr i32 %t483, %t535
  %t537 = select i1 %t534, i32 0, i32 %t536
  %t538 = mul i32 %t537, 4
  %t539 = add i32 %t483, %t538
  %t540 = mul i32 %t490, 4
  %t541 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t540
  %t542 = load float, ptr addrspace(3) %t541, align 4
  %t543 = mul i32 %t497, 4
  %t544 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t543
  %t545 = load float, ptr addrspace(3) %t544, align 4
  %t546 = mul i32 %t504, 4
  %t547 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t546
  %t548 = load float, ptr addrspace(3) %t547, align 4
  %t549 = mul i32 %t511, 4
  %t550 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t549
  %t551 = load float, ptr addrspace(3) %t550, align 4
  %t552 = mul i32 %t518, 4
  %t553 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t552
  %t554 = load float, ptr addrspace(3) %t553, align 4
  %t555 = mul i32 %t525, 4
  %t556 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t555
  %t557 = load float, ptr addrspace(3) %t556, align 4
  %t558 = mul i32 %t532, 4
  %t559 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t558
  %t560 = load float, ptr addrspace(3) %t559, align 4
  %t561 = mul i32 %t539, 4
  %t562 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t561
  %t563 = load float, ptr addrspace(3) %t562, align 4
  br label %g_from39
g_from39:
  br i1 %t463, label %g_go37, label %g_done38
g_go37:
  store float %t542, ptr addrspace(1) %t439, align 4
  br label %g_end40
g_end40:
  br label %g_done38
g_done38:
  br label %g_from43
g_from43:
  br i1 %t464, label %g_go41, label %g_done42
g_go41:
  store float %t545, ptr addrspace(1) %t441, align 4
  br label %g_end44
g_end44:
  br label %g_done42
g_done42:
  br label %g_from47
g_from47:
  br i1 %t465, label %g_go45, label %g_done46
g_go45:
  store float %t548, ptr addrspace(1) %t443, align 4
  br label %g_end48
g_end48:
  br label %g_done46
g_done46:
  br label %g_from51
g_from51:
  br i1 %t466, label %g_go49, label %g_done50
g_go49:
  store float %t551, ptr addrspace(1) %t445, align 4
  br label %g_end52
g_end52:
  br label %g_done50
g_done50:
  br label %g_from55
g_from55:
  br i1 %t467, label %g_go53, label %g_done54
g_go53:
  store float %t554, ptr addrspace(1) %t447, align 4
  br label %g_end56
g_end56:
  br label %g_done54
g_done54:
  br label %g_from59
g_from59:
  br i1 %t468, label %g_go57, label %g_done58
g_go57:
  store float %t557, ptr addrspace(1) %t449, align 4
  br label %g_end60
g_end60:
  br label %g_done58
g_done58:
  br label %g_from63
g_from63:
  br i1 %t469, label %g_go61, label %g_done62
g_go61:
  store float %t560, ptr addrspace(1) %t451, align 4
  br label %g_end64
g_end64:
  br label %g_done62
g_done62:
  br label %g_from67
g_from67:
  br i1 %t470, label %g_go65, label %g_done66
g_go65:
  store float %t563, ptr addrspace(1) %t453, align 4
  br label %g_end68
g_end68:
  br label %g_done66
g_done66:
  ret void
}

!0 = !{i32 32}
!1 = !{i32 128, i32 1, i32 1}
