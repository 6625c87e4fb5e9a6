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
  %s9 = alloca half, align 8
  %s10 = alloca half, align 8
  %s11 = alloca half, align 8
  %s12 = alloca half, align 8
  %s13 = alloca half, align 8
  %s14 = alloca half, align 8
  %s15 = alloca half, align 8
  %s16 = alloca half, align 8
  %s17 = alloca i32, align 8
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
  %t249 = mul i32 16, %arg7
  %t250 = mul i32 16, %arg8
  %t251 = icmp slt i32 0, %t246
  %t252 = mul i32 0, 16
  %t253 = sub i32 %arg5, %t252
  %t254 = icmp slt i32 %t24, %t253
  %t255 = and i1 %t254, %t251
  %t256 = and i1 %t254, %t251
  %t257 = and i1 %t254, %t251
  %t258 = and i1 %t254, %t251
  br label %g_from3
g_from3:
  br i1 %t255, label %g_go1, label %g_done2
g_go1:
  %t259 = load half, ptr addrspace(1) %t210, align 2
  br label %g_end4
g_end4:
  br label %g_done2
g_done2:
  %t260 = phi half [ %t259, %g_end4 ], [ undef, %g_from3 ]
  %t261 = select i1 %t255, half %t260, half 0xH0000
  br label %g_from7
g_from7:
  br i1 %t256, label %g_go5, label %g_done6
g_go5:
  %t262 = load half, ptr addrspace(1) %t212, align 2
  br label %g_end8
g_end8:
  br label %g_done6
g_done6:
  %t263 = phi half [ %t262, %g_end8 ], [ undef, %g_from7 ]
  %t264 = select i1 %t256, half %t263, half 0xH0000
  br label %g_from11
g_from11:
  br i1 %t257, label %g_go9, label %g_done10
g_go9:
  %t265 = load half, ptr addrspace(1) %t214, align 2
  br label %g_end12
g_end12:
  br label %g_done10
g_done10:
  %t266 = phi half [ %t265, %g_end12 ], [ undef, %g_from11 ]
  %t267 = select i1 %t257, half %t266, half 0xH0000
  br label %g_from15
g_from15:
  br i1 %t258, label %g_go13, label %g_done14
g_go13:
  %t268 = load half, ptr addrspace(1) %t216, align 2
  br label %g_end16
g_end16:
  br label %g_done14
g_done14:
  %t269 = phi half [ %t268, %g_end16 ], [ undef, %g_from15 ]
  %t270 = select i1 %t258, half %t269, half 0xH0000
  %t271 = mul i32 0, 16
  %t272 = sub i32 %arg5, %t271
  %t273 = icmp slt i32 %t23, %t272
  %t274 = icmp slt i32 %t193, %t272
  %t275 = icmp slt i32 %t194, %t272
  %t276 = icmp slt i32 %t195, %t272
  %t277 = and i1 %t273, %t251
  %t278 = and i1 %t274, %t251
  %t279 = and i1 %t275, %t251
  %t280 = and i1 %t276, %t251
  br label %g_from19
g_from19:
  br i1 %t277, label %g_go17, label %g_done18
g_go17:
  %t281 = load half, ptr addrspace(1) %t231, align 2
  br label %g_end20
g_end20:
  br label %g_done18
g_done18:
  %t282 = phi half [ %t281, %g_end20 ], [ undef, %g_from19 ]
  %t283 = select i1 %t277, half %t282, half 0xH0000
  br label %g_from23
g_from23:
  br i1 %t278, label %g_go21, label %g_done22
g_go21:
  %t284 = load half, ptr addrspace(1) %t233, align 2
  br label %g_end24
g_end24:
  br label %g_done22
g_done22:
  %t285 = phi half [ %t284, %g_end24 ], [ undef, %g_from23 ]
  %t286 = select i1 %t278, half %t285, half 0xH0000
  br label %g_from27
g_from27:
  br i1 %t279, label %g_go25, label %g_done26
g_go25:
  %t287 = load half, ptr addrspace(1) %t235, align 2
  br label %g_end28
g_end28:
  br label %g_done26
g_done26:
  %t288 = phi half [ %t287, %g_end28 ], [ undef, %g_from27 ]
  %t289 = select i1 %t279, half %t288, half 0xH0000
  br label %g_from31
g_from31:
  br i1 %t280, label %g_go29, label %g_done30
g_go29:
  %t290 = load half, ptr addrspace(1) %t237, align 2
  br label %g_end32
g_end32:
  br label %g_done30
g_done30:
  %t291 = phi half [ %t290, %g_end32 ], [ undef, %g_from31 ]
  %t292 = select i1 %t280, half %t291, half 0xH0000
  store target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2) %t238, ptr %s0
  store ptr addrspace(1) %t210, ptr %s1
  store ptr addrspace(1) %t212, ptr %s2
  store ptr addrspace(1) %t214, ptr %s3
  store ptr addrspace(1) %t216, ptr %s4
  store ptr addrspace(1) %t231, ptr %s5
  store ptr addrspace(1) %t233, ptr %s6
  store ptr addrspace(1) %t235, ptr %s7
  store ptr addrspace(1) %t237, ptr %s8
  store half %t261, ptr %s9
  store half %t264, ptr %s10
  store half %t267, ptr %s11
  store half %t270, ptr %s12
  store half %t283, ptr %s13
  store half %t286, ptr %s14
  store half %t289, ptr %s15
  store half %t292, ptr %s16
  store i32 0, ptr %s17
  br label %for_head33
for_head33:
  %t293 = load i32, ptr %s17
  %t294 = icmp slt i32 %t293, %t246
  br i1 %t294, label %for_body34, label %for_done35
for_body34:
  %t295 = load target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2), ptr %s0
  %t296 = load ptr addrspace(1), ptr %s1
  %t297 = load ptr addrspace(1), ptr %s2
  %t298 = load ptr addrspace(1), ptr %s3
  %t299 = load ptr addrspace(1), ptr %s4
  %t300 = load ptr addrspace(1), ptr %s5
  %t301 = load ptr addrspace(1), ptr %s6
  %t302 = load ptr addrspace(1), ptr %s7
  %t303 = load ptr addrspace(1), ptr %s8
  %t304 = load half, ptr %s9
  %t305 = load half, ptr %s10
  %t306 = load half, ptr %s11
  %t307 = load half, ptr %s12
  %t308 = load half, ptr %s13
  %t309 = load half, ptr %s14
  %t310 = load half, ptr %s15
  %t311 = load half, ptr %s16
  %t312 = add i32 %t293, 1
  %t313 = icmp slt i32 %t312, %t246
  %t314 = mul i32 %t249, 1
  %t315 = mul i32 %t249, 1
  %t316 = mul i32 %t249, 1
  %t317 = mul i32 %t249, 1
  %t318 = sext i32 %t314 to i64
  %t319 = getelementptr half, ptr addrspace(1) %t296, i64 %t318
  %t320 = sext i32 %t315 to i64
  %t321 = getelementptr half, ptr addrspace(1) %t297, i64 %t320
  %t322 = sext i32 %t316 to i64
  %t323 = getelementptr half, ptr addrspace(1) %t298, i64 %t322
  %t324 = sext i32 %t317 to i64
  %t325 = getelementptr half, ptr addrspace(1) %t299, i64 %t324
  %t326 = mul i32 %t312, 16
  %t327 = sub i32 %arg5, %t326
  %t328 = icmp slt i32 %t24, %t327
  %t329 = and i1 %t328, %t313
  %t330 = and i1 %t328, %t313
  %t331 = and i1 %t328, %t313
  %t332 = and i1 %t328, %t313
  br label %g_from38
g_from38:
  br i1 %t329, label %g_go36, label %g_done37
g_go36:
  %t333 = load half, ptr addrspace(1) %t319, align 2
  br label %g_end39
g_end39:
  br label %g_done37
g_done37:
  %t334 = phi half [ %t333, %g_end39 ], [ undef, %g_from38 ]
  %t335 = select i1 %t329, half %t334, half 0xH0000
  br label %g_from42
g_from42:
  br i1 %t330, label %g_go40, label %g_done41
g_go40:
  %t336 = load half, ptr addrspace(1) %t321, align 2
  br label %g_end43
g_end43:
  br label %g_done41
g_done41:
  %t337 = phi half [ %t336, %g_end43 ], [ undef, %g_from42 ]
  %t338 = select i1 %t330, half %t337, half 0xH0000
  br label %g_from46
g_from46:
  br i1 %t331, label %g_go44, label %g_done45
g_go44:
  %t339 = load half, ptr addrspace(1) %t323, align 2
  br label %g_end47
g_end47:
  br label %g_done45
g_done45:
  %t340 = phi half [ %t339, %g_end47 ], [ undef, %g_from46 ]
  %t341 = select i1 %t331, half %t340, half 0xH0000
  br label %g_from50
g_from50:
  br i1 %t332, label %g_go48, label %g_done49
g_go48:
  %t342 = load half, ptr addrspace(1) %t325, align 2
  br label %g_end51
g_end51:
  br label %g_done49
g_done49:
  %t343 = phi half [ %t342, %g_end51 ], [ undef, %g_from50 ]
  %t344 = select i1 %t332, half %t343, half 0xH0000
  %t345 = mul i32 %t250, 1
  %t346 = mul i32 %t250, 1
  %t347 = mul i32 %t250, 1
  %t348 = mul i32 %t250, 1
  %t349 = sext i32 %t345 to i64
  %t350 = getelementptr half, ptr addrspace(1) %t300, i64 %t349
  %t351 = sext i32 %t346 to i64
  %t352 = getelementptr half, ptr addrspace(1) %t301, i64 %t351
  %t353 = sext i32 %t347 to i64
  %t354 = getelementptr half, ptr addrspace(1) %t302, i64 %t353
  %t355 = sext i32 %t348 to i64
  %t356 = getelementptr half, ptr addrspace(1) %t303, i64 %t355
  %t357 = mul i32 %t312, 16
  %t358 = sub i32 %arg5, %t357
  %t359 = icmp slt i32 %t23, %t358
  %t360 = icmp slt i32 %t193, %t358
  %t361 = icmp slt i32 %t194, %t358
  %t362 = icmp slt i32 %t195, %t358
  %t363 = and i1 %t359, %t313
  %t364 = and i1 %t360, %t313
  %t365 = and i1 %t361, %t313
  %t366 = and i1 %t362, %t313
  br label %g_from54
g_from54:
  br i1 %t363, label %g_go52, label %g_done53
g_go52:
  %t367 = load half, ptr addrspace(1) %t350, align 2
  br label %g_end55
g_end55:
  br label %g_done53
g_done53:
  %t368 = phi half [ %t367, %g_end55 ], [ undef, %g_from54 ]
  %t369 = select i1 %t363, half %t368, half 0xH0000
  br label %g_from58
g_from58:
  br i1 %t364, label %g_go56, label %g_done57
g_go56:
  %t370 = load half, ptr addrspace(1) %t352, align 2
  br label %g_end59
g_end59:
  br label %g_done57
g_done57:
  %t371 = phi half [ %t370, %g_end59 ], [ undef, %g_from58 ]
  %t372 = select i1 %t364, half %t371, half 0xH0000
  br label %g_from62
g_from62:
  br i1 %t365, label %g_go60, label %g_done61
g_go60:
  %t373 = load half, ptr addrspace(1) %t354, align 2
  br label %g_end63
g_end63:
  br label %g_done61
g_done61:
  %t374 = phi half [ %t373, %g_end63 ], [ undef, %g_from62 ]
  %t375 = select i1 %t365, half %t374, half 0xH0000
  br label %g_from66
g_from66:
  br i1 %t366, label %g_go64, label %g_done65
g_go64:
  %t376 = load half, ptr addrspace(1) %t356, align 2
  br label %g_end67
g_end67:
  br label %g_done65
g_done65:
  %t377 = phi half [ %t376, %g_end67 ], [ undef, %g_from66 ]
  %t378 = select i1 %t366, half %t377, half 0xH0000
  call spir_func void @_Z7barrierj(i32 1)
  %t379 = mul i32 %t37, 16
  %t380 = add i32 %t379, %t38
  %t381 = add i32 %t380, 128
  %t382 = add i32 %t380, 256
  %t383 = add i32 %t380, 384
  %t385 = icmp uge i32 4, 32
  %t386 = select i1 %t385, i32 0, i32 4
  %t387 = lshr i32 %t380, %t386
  %t388 = select i1 %t385, i32 0, i32 %t387
  %t389 = mul i32 %t388, 8
  %t390 = add i32 %t380, %t389
  %t392 = icmp uge i32 4, 32
  %t393 = select i1 %t392, i32 0, i32 4
  %t394 = lshr i32 %t381, %t393
  %t395 = select i1 %t392, i32 0, i32 %t394
  %t396 = mul i32 %t395, 8
  %t397 = add i32 %t381, %t396
  %t399 = icmp uge i32 4, 32
  %t400 = select i1 %t399, i32 0, i32 4
  %t401 = lshr i32 %t382, %t400
  %t402 = select i1 %t399, i32 0, i32 %t401
  %t403 = mul i32 %t402, 8
  %t404 = add i32 %t382, %t403
  %t406 = icmp uge i32 4, 32
  %t407 = select i1 %t406, i32 0, i32 4
  %t408 = lshr i32 %t383, %t407
  %t409 = select i1 %t406, i32 0, i32 %t408
  %t410 = mul i32 %t409, 8
  %t411 = add i32 %t383, %t410
  %t412 = mul i32 %t390, 2
  %t413 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t412
  store half %t304, ptr addrspace(3) %t413, align 2
  %t414 = mul i32 %t397, 2
  %t415 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t414
  store half %t305, ptr addrspace(3) %t415, align 2
  %t416 = mul i32 %t404, 2
  %t417 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t416
  store half %t306, ptr addrspace(3) %t417, align 2
  %t418 = mul i32 %t411, 2
  %t419 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t418
  store half %t307, ptr addrspace(3) %t419, align 2
  %t420 = mul i32 %t39, 32
  %t421 = add i32 %t420, %t40
  %t422 = add i32 %t421, 128
  %t423 = add i32 %t421, 256
  %t424 = add i32 %t421, 384
  %t426 = icmp uge i32 5, 32
  %t427 = select i1 %t426, i32 0, i32 5
  %t428 = lshr i32 %t421, %t427
  %t429 = select i1 %t426, i32 0, i32 %t428
  %t430 = mul i32 %t429, 8
  %t431 = add i32 %t421, %t430
  %t433 = icmp uge i32 5, 32
  %t434 = select i1 %t433, i32 0, i32 5
  %t435 = lshr i32 %t422, %t434
  %t436 = select i1 %t433, i32 0, i32 %t435
  %t437 = mul i32 %t436, 8
  %t438 = add i32 %t422, %t437
  %t440 = icmp uge i32 5, 32
  %t441 = select i1 %t440, i32 0, i32 5
  %t442 = lshr i32 %t423, %t441
  %t443 = select i1 %t440, i32 0, i32 %t442
  %t444 = mul i32 %t443, 8
  %t445 = add i32 %t423, %t444
  %t447 = icmp uge i32 5, 32
  %t448 = select i1 %t447, i32 0, i32 5
  %t449 = lshr i32 %t424, %t448
  %t450 = select i1 %t447, i32 0, i32 %t449
  %t451 = mul i32 %t450, 8
  %t452 = add i32 %t424, %t451
  %t453 = add i32 %t431, 768
  %t454 = mul i32 %t453, 2
  %t455 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t454
  store half %t308, ptr addrspace(3) %t455, align 2
  %t456 = add i32 %t438, 768
  %t457 = mul i32 %t456, 2
  %t458 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t457
  store half %t309, ptr addrspace(3) %t458, align 2
  %t459 = add i32 %t445, 768
  %t460 = mul i32 %t459, 2
  %t461 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t460
  store half %t310, ptr addrspace(3) %t461, align 2
  %t462 = add i32 %t452, 768
  %t463 = mul i32 %t462, 2
  %t464 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t463
  store half %t311, ptr addrspace(3) %t464, align 2
  call spir_func void @_Z7barrierj(i32 1)
  %t465 = mul i32 %t56, 48
  %t466 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t465
  %t467 = call target("spirv.CooperativeMatrixKHR", half, 3, 16, 16, 0) @tritium.coopmat.load.f16_16x16_a(ptr addrspace(3) %t466, i32 24)
  %t468 = mul i32 %t57, 2
  %t469 = add i32 %t468, 1536
  %t470 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t469
  %t471 = call target("spirv.CooperativeMatrixKHR", half, 3, 16, 16, 1) @tritium.coopmat.load.f16_16x16_b(ptr addrspace(3) %t470, i32 40)
  %t472 = call target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2) @tritium.coopmat.muladd.f16_16x16_a.f16_16x16_b.f32_16x16_acc(target("spirv.CooperativeMatrixKHR", half, 3, 16, 16, 0) %t467, target("spirv.CooperativeMatrixKHR", half, 3, 16, 16, 1) %t471, target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2) %t295)
  %t473 = sext i32 %t249 to i64
  %t474 = getelementptr half, ptr addrspace(1) %t296, i64 %t473
  %t475 = sext i32 %t249 to i64
  %t476 = getelementptr half, ptr addrspace(1) %t297, i64 %t475
  %t477 = sext i32 %t249 to i64
  %t478 = getelementptr half, ptr addrspace(1) %t298, i64 %t477
  %t479 = sext i32 %t249 to i64
  %t480 = getelementptr half, ptr addrspace(1) %t299, i64 %t479
  %t481 = sext i32 %t250 to i64
  %t482 = getelementptr half, ptr addrspace(1) %t300, i64 %t481
  %t483 = sext i32 %t250 to i64
  %t484 = getelementptr half, ptr addrspace(1) %t301, i64 %t483
  %t485 = sext i32 %t250 to i64
  %t486 = getelementptr half, ptr addrspace(1) %t302, i64 %t485
  %t487 = sext i32 %t250 to i64
  %t488 = getelementptr half, ptr addrspace(1) %t303, i64 %t487
  store target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2) %t472, ptr %s0
  store ptr addrspace(1) %t474, ptr %s1
  store ptr addrspace(1) %t476, ptr %s2
  store ptr addrspace(1) %t478, ptr %s3
  store ptr addrspace(1) %t480, ptr %s4
  store ptr addrspace(1) %t482, ptr %s5
  store ptr addrspace(1) %t484, ptr %s6
  store ptr addrspace(1) %t486, ptr %s7
  store ptr addrspace(1) %t488, ptr %s8
  store half %t335, ptr %s9
  store half %t338, ptr %s10
  store half %t341, ptr %s11
  store half %t344, ptr %s12
  store half %t369, ptr %s13
  store half %t372, ptr %s14
  store half %t375, ptr %s15
  store half %t378, ptr %s16
  br label %for_latch68
for_latch68:
  %t489 = add i32 %t293, 1
  store i32 %t489, ptr %s17
  br label %for_head33
for_done35:
  %t490 = load target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2), ptr %s0
  %t491 = load ptr addrspace(1), ptr %s1
  %t492 = load ptr addrspace(1), ptr %s2
  %t493 = load ptr addrspace(1), ptr %s3
  %t494 = load ptr addrspace(1), ptr %s4
  %t495 = load ptr addrspace(1), ptr %s5
  %t496 = load ptr addrspace(1), ptr %s6
  %t497 = load ptr addrspace(1), ptr %s7
  %t498 = load ptr addrspace(1), ptr %s8
  %t499 = load half, ptr %s9
  %t500 = load half, ptr %s10
  %t501 = load half, ptr %s11
  %t502 = load half, ptr %s12
  %t503 = load half, ptr %s13
  %t504 = load half, ptr %s14
  %t505 = load half, ptr %s15
  %t506 = load half, ptr %s16
  %t507 = mul i32 %t137, %arg10
  %t508 = mul i32 %t138, %arg10
  %t509 = mul i32 %t139, %arg10
  %t510 = mul i32 %t140, %arg10
  %t511 = mul i32 %t141, %arg10
  %t512 = mul i32 %t142, %arg10
  %t513 = mul i32 %t143, %arg10
  %t514 = mul i32 %t144, %arg10
  %t515 = sext i32 %t507 to i64
  %t516 = getelementptr float, ptr addrspace(1) %arg2, i64 %t515
  %t517 = sext i32 %t508 to i64
  %t518 = getelementptr float, ptr addrspace(1) %arg2, i64 %t517
  %t519 = sext i32 %t509 to i64
  %t520 = getelementptr float, ptr addrspace(1) %arg2, i64 %t519
  %t521 = sext i32 %t510 to i64
  %t522 = getelementptr float, ptr addrspace(1) %arg2, i64 %t521
  %t523 = sext i32 %t511 to i64
  %t524 = getelementptr float, ptr addrspace(1) %arg2, i64 %t523
  %t525 = sext i32 %t512 to i64
  %t526 = getelementptr float, ptr addrspace(1) %arg2, i64 %t525
  %t527 = sext i32 %t513 to i64
  %t528 = getelementptr float, ptr addrspace(1) %arg2, i64 %t527
  %t529 = sext i32 %t514 to i64
  %t530 = getelementptr float, ptr addrspace(1) %arg2, i64 %t529
  %t531 = mul i32 %t182, %arg11
  %t532 = sext i32 %t531 to i64
  %t533 = getelementptr float, ptr addrspace(1) %t516, i64 %t532
  %t534 = sext i32 %t531 to i64
  %t535 = getelementptr float, ptr addrspace(1) %t518, i64 %t534
  %t536 = sext i32 %t531 to i64
  %t537 = getelementptr float, ptr addrspace(1) %t520, i64 %t536
  %t538 = sext i32 %t531 to i64
  %t539 = getelementptr float, ptr addrspace(1) %t522, i64 %t538
  %t540 = sext i32 %t531 to i64
  %t541 = getelementptr float, ptr addrspace(1) %t524, i64 %t540
  %t542 = sext i32 %t531 to i64
  %t543 = getelementptr float, ptr addrspace(1) %t526, i64 %t542
  %t544 = sext i32 %t531 to i64
  %t545 = getelementptr float, ptr addrspace(1) %t528, i64 %t544
  %t546 = sext i32 %t531 to i64
  %t547 = getelementptr float, ptr addrspace(1) %t530, i64 %t546
  %t548 = icmp slt i32 %t137, %arg3
  %t549 = icmp slt i32 %t138, %arg3
  %t550 = icmp slt i32 %t139, %arg3
  %t551 = icmp slt i32 %t140, %arg3
  %t552 = icmp slt i32 %t141, %arg3
  %t553 = icmp slt i32 %t142, %arg3
  %t554 = icmp slt i32 %t143, %arg3
  %t555 = icmp slt i32 %t144, %arg3
  %t556 = icmp slt i32 %t182, %arg4
  %t557 = and i1 %t548, %t556
  %t558 = and i1 %t549, %t556
  %t559 = and i1 %t550, %t556
  %t560 = and i1 %t551, %t556
  %t561 = and i1 %t552, %t556
  %t562 = and i1 %t553, %t556
  %t563 = and i1 %t554, %t556
  %t564 = and i1 %t555, %t556
  call spir_func void @_Z7barrierj(i32 1)
  %t565 = mul i32 %t56, 144
  %t566 = mul i32 %t57, 4
  %t567 = add i32 %t565, %t566
  %t568 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t567
  call void @tritium.coopmat.store.f32_16x16_acc(ptr addrspace(3) %t568, target("spirv.CooperativeMatrixKHR", float, 3, 16, 16, 2) %t490, i32 36)
  call spir_func void @_Z7barrierj(i32 1)
  %t569 = mul i32 %t39, 32
  %t570 = add i32 %t569, %t40
  %t571 = add i32 %t570, 128
  %t572 = add i32 %t570, 256
  %t573 = add i32 %t570, 384
  %t574 = add i32 %t570, 512
  %t575 = add i32 %t570, 640
  %t576 = add i32 %t570, 768
  %t577 = add i32 %t570, 896
  %t579 = icmp uge i32 5, 32
  %t580 = select i1 %t579, i32 0, i32 5
  %t581 = lshr i32 %t570, %t580
  %t582 = select i1 %t579, i32 0, i32 %t581
  %t583 = mul i32 %t582, 4
  %t584 = add i32 %t570, %t583
  %t586 = icmp uge i32 5, 32
  %t587 = select i1 %t586, i32 0, i32 5
  %t588 = lshr i32 %t571, %t587
  %t589 = select i1 %t586, i32 0, i32 %t588
  %t590 = mul i32 %t589, 4
  %t591 = add i32 %t571, %t590
  %t593 = icmp uge i32 5, 32
  %t594 = select i1 %t593, i32 0, i32 5
  %t595 = lshr i32 %t572, %t594
  %t596 = select i1 %t593, i32 0, i32 %t595
  %t597 = mul i32 %t596, 4
  %t598 = add i32 %t572, %t597
  %t600 = icmp uge i32 5, 32
  %t601 = select i1 %t600, i32 0, i32 5
  %t602 = lshr i32 %t573, %t601
  %t603 = select i1 %t600, i32 0, i32 %t602
  %t604 = mul i32 %t603, 4
  %t605 = add i32 %t573, %t604
  %t607 = icmp uge i32 5, 32
  %t608 = select i1 %t607, i32 0, i32 5
  %t609 = lshr i32 %t574, %t608
  %t610 = select i1 %t607, i32 0, i32 %t609
  %t611 = mul i32 %t610, 4
  %t612 = add i32 %t574, %t611
  %t614 = icmp uge i32 5, 32
  %t615 = select i1 %t614, i32 0, i32 5
  %t616 = lshr i32 %t575, %t615
  %t617 = select i1 %t614, i32 0, i32 %t616
  %t618 = mul i32 %t617, 4
  %t619 = add i32 %t575, %t618
  %t621 = icmp uge i32 5, 32
  %t622 = select i1 %t621, i32 0, i32 5
  %t623 = lshr i32 %t576, %t622
  %t624 = select i1 %t621, i32 0, i32 %t623
  %t625 = mul i32 %t624, 4
  %t626 = add i32 %t576, %t625
  %t628 = icmp uge i32 5, 32
  %t629 = select i1 %t628, i32 0, i32 5
  %t630 = lshr i32 %t577, %t629
  %t631 = select i1 %t628, i32 0, i32 %t630
  %t632 = mul i32 %t631, 4
  %t633 = add i32 %t577, %t632
  %t634 = mul i32 %t584, 4
  %t635 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t634
  %t636 = load float, ptr addrspace(3) %t635, align 4
  %t637 = mul i32 %t591, 4
  %t638 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t637
  %t639 = load float, ptr addrspace(3) %t638, align 4
  %t640 = mul i32 %t598, 4
  %t641 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t640
  %t642 = load float, ptr addrspace(3) %t641, align 4
  %t643 = mul i32 %t605, 4
  %t644 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t643
  %t645 = load float, ptr addrspace(3) %t644, align 4
  %t646 = mul i32 %t612, 4
  %t647 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t646
  %t648 = load float, ptr addrspace(3) %t647, align 4
  %t649 = mul i32 %t619, 4
  %t650 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t649
  %t651 = load float, ptr addrspace(3) %t650, align 4
  %t652 = mul i32 %t626, 4
  %t653 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t652
  %t654 = load float, ptr addrspace(3) %t653, align 4
  %t655 = mul i32 %t633, 4
  %t656 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t655
  %t657 = load float, ptr addrspace(3) %t656, align 4
  br label %g_from71
g_from71:
  br i1 %t557, label %g_go69, label %g_done70
g_go69:
  store float %t636, ptr addrspace(1) %t533, align 4
  br label %g_end72
g_end72:
  br label %g_done70
g_done70:
  br label %g_from75
g_from75:
  br i1 %t558, label %g_go73, label %g_done74
g_go73:
  store float %t639, ptr addrspace(1) %t535, align 4
  br label %g_end76
g_end76:
  br label %g_done74
g_done74:
  br label %g_from79
g_from79:
  br i1 %t559, label %g_go77, label %g_done78
g_go77:
  store float %t642, ptr addrspace(1) %t537, align 4
  br label %g_end80
g_end80:
  br label %g_done78
g_done78:
  br label %g_from83
g_from83:
  br i1 %t560, label %g_go81, label %g_done82
g_go81:
  store float %t645, ptr addrspace(1) %t539, align 4
  br label %g_end84
g_end84:
  br label %g_done82
g_done82:
  br label %g_from87
g_from87:
  br i1 %t561, label %g_go85, label %g_done86
g_go85:
  store float %t648, ptr addrspace(1) %t541, align 4
  br label %g_end88
g_end88:
  br label %g_done86
g_done86:
  br label %g_from91
g_from91:
  br i1 %t562, label %g_go89, label %g_done90
g_go89:
  store float %t651, ptr addrspace(1) %t543, align 4
  br label %g_end92
g_end92:
  br label %g_done90
g_done90:
  br label %g_from95
g_from95:
  br i1 %t563, label %g_go93, label %g_done94
g_go93:
  store float %t654, ptr addrspace(1) %t545, align 4
  br label %g_end96
g_end96:
  br label %g_done94
g_done94:
  br label %g_from99
g_from99:
  br i1 %t564, label %g_go97, label %g_done98
g_go97:
  store float %t657, ptr addrspace(1) %t547, align 4
  br label %g_end100
g_end100:
  br label %g_done98
g_done98:
  ret void
}

!0 = !{i32 32}
!1 = !{i32 128, i32 1, i32 1}
