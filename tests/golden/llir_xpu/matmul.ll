target triple = "spirv64-unknown-unknown"
@global_smem = internal addrspace(3) global [2560 x i8] undef, align 16
declare spir_func i64 @_Z12get_local_idj(i32) nounwind
declare spir_func i64 @_Z12get_group_idj(i32) nounwind
declare i32 @llvm.smin.i32(i32, i32)
declare spir_func void @_Z7barrierj(i32) convergent nounwind
declare float @llvm.fma.f32(float, float, float)

define spir_kernel void @matmul_kernel(ptr addrspace(1) %arg0, ptr addrspace(1) %arg1, ptr addrspace(1) %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 %arg6, i32 %arg7, i32 %arg8, i32 %arg9, i32 %arg10, i32 %arg11) !intel_reqd_sub_group_size !0 !reqd_work_group_size !1 {
entry:
  %s0 = alloca float, align 8
  %s1 = alloca float, align 8
  %s2 = alloca float, align 8
  %s3 = alloca float, align 8
  %s4 = alloca float, align 8
  %s5 = alloca float, align 8
  %s6 = alloca float, align 8
  %s7 = alloca float, align 8
  %s8 = alloca float, align 8
  %s9 = alloca float, align 8
  %s10 = alloca float, align 8
  %s11 = alloca float, align 8
  %s12 = alloca float, align 8
  %s13 = alloca float, align 8
  %s14 = alloca float, align 8
  %s15 = alloca float, align 8
  %s16 = alloca ptr addrspace(1), align 8
  %s17 = alloca ptr addrspace(1), align 8
  %s18 = alloca ptr addrspace(1), align 8
  %s19 = alloca ptr addrspace(1), align 8
  %s20 = alloca ptr addrspace(1), align 8
  %s21 = alloca ptr addrspace(1), align 8
  %s22 = alloca ptr addrspace(1), align 8
  %s23 = alloca ptr addrspace(1), align 8
  %s24 = alloca ptr addrspace(1), align 8
  %s25 = alloca ptr addrspace(1), align 8
  %s26 = alloca ptr addrspace(1), align 8
  %s27 = alloca ptr addrspace(1), align 8
  %s28 = alloca ptr addrspace(1), align 8
  %s29 = alloca ptr addrspace(1), align 8
  %s30 = alloca ptr addrspace(1), align 8
  %s31 = alloca ptr addrspace(1), align 8
  %s32 = alloca i32, align 8
  %t1 = call spir_func i64 @_Z12get_local_idj(i32 0)
  %t2 = trunc i64 %t1 to i32
  %t3 = and i32 %t2, 15
  %t5 = icmp uge i32 4, 32
  %t6 = select i1 %t5, i32 0, i32 4
  %t7 = lshr i32 %t2, %t6
  %t8 = select i1 %t5, i32 0, i32 %t7
  %t9 = and i32 %t8, 3
  %t10 = and i32 %t3, 15
  %t11 = and i32 %t8, 1
  %t13 = icmp uge i32 4, 32
  %t14 = select i1 %t13, i32 0, i32 4
  %t15 = shl i32 %t11, %t14
  %t16 = select i1 %t13, i32 0, i32 %t15
  %t17 = xor i32 %t10, %t16
  %t19 = icmp uge i32 1, 32
  %t20 = select i1 %t19, i32 0, i32 1
  %t21 = lshr i32 %t8, %t20
  %t22 = select i1 %t19, i32 0, i32 %t21
  %t23 = and i32 %t22, 1
  %t24 = and i32 %t3, 15
  %t25 = and i32 %t8, 3
  %t26 = and i32 %t3, 15
  %t28 = icmp uge i32 1, 32
  %t29 = select i1 %t28, i32 0, i32 1
  %t30 = lshr i32 %t8, %t29
  %t31 = select i1 %t28, i32 0, i32 %t30
  %t32 = and i32 %t31, 1
  %t34 = icmp uge i32 1, 32
  %t35 = select i1 %t34, i32 0, i32 1
  %t36 = lshr i32 %t8, %t35
  %t37 = select i1 %t34, i32 0, i32 %t36
  %t38 = and i32 %t37, 1
  %t39 = and i32 %t3, 15
  %t40 = and i32 %t8, 1
  %t42 = icmp uge i32 4, 32
  %t43 = select i1 %t42, i32 0, i32 4
  %t44 = shl i32 %t40, %t43
  %t45 = select i1 %t42, i32 0, i32 %t44
  %t46 = xor i32 %t39, %t45
  %t47 = and i32 %t3, 15
  %t48 = and i32 %t8, 1
  %t50 = icmp uge i32 4, 32
  %t51 = select i1 %t50, i32 0, i32 4
  %t52 = shl i32 %t48, %t51
  %t53 = select i1 %t50, i32 0, i32 %t52
  %t54 = xor i32 %t47, %t53
  %t55 = call spir_func i64 @_Z12get_group_idj(i32 0)
  %t56 = trunc i64 %t55 to i32
  %t57 = add i32 %arg3, 31
  %t59 = icmp eq i32 32, 0
  %t61 = icmp eq i32 32, -1
  %t60 = or i1 %t59, %t61
  %t62 = select i1 %t60, i32 1, i32 32
  %t63 = sdiv i32 %t57, %t62
  %t65 = sub i32 0, %t57
  %t66 = select i1 %t60, i32 %t65, i32 %t63
  %t64 = select i1 %t59, i32 0, i32 %t66
  %t67 = add i32 %arg4, 31
  %t69 = icmp eq i32 32, 0
  %t71 = icmp eq i32 32, -1
  %t70 = or i1 %t69, %t71
  %t72 = select i1 %t70, i32 1, i32 32
  %t73 = sdiv i32 %t67, %t72
  %t75 = sub i32 0, %t67
  %t76 = select i1 %t70, i32 %t75, i32 %t73
  %t74 = select i1 %t69, i32 0, i32 %t76
  %t77 = mul i32 4, %t74
  %t79 = icmp eq i32 %t77, 0
  %t81 = icmp eq i32 %t77, -1
  %t80 = or i1 %t79, %t81
  %t82 = select i1 %t80, i32 1, i32 %t77
  %t83 = sdiv i32 %t56, %t82
  %t85 = sub i32 0, %t56
  %t86 = select i1 %t80, i32 %t85, i32 %t83
  %t84 = select i1 %t79, i32 0, i32 %t86
  %t87 = mul i32 %t84, 4
  %t88 = sub i32 %t64, %t87
  %t90 = call i32 @llvm.smin.i32(i32 %t88, i32 4)
  %t92 = icmp eq i32 %t77, 0
  %t94 = icmp eq i32 %t77, -1
  %t93 = or i1 %t92, %t94
  %t95 = select i1 %t93, i32 1, i32 %t77
  %t96 = srem i32 %t56, %t95
  %t99 = select i1 %t93, i32 0, i32 %t96
  %t97 = select i1 %t92, i32 0, i32 %t99
  %t101 = icmp eq i32 %t90, 0
  %t103 = icmp eq i32 %t90, -1
  %t102 = or i1 %t101, %t103
  %t104 = select i1 %t102, i32 1, i32 %t90
  %t105 = srem i32 %t97, %t104
  %t108 = select i1 %t102, i32 0, i32 %t105
  %t106 = select i1 %t101, i32 0, i32 %t108
  %t109 = add i32 %t87, %t106
  %t111 = icmp eq i32 %t90, 0
  %t113 = icmp eq i32 %t90, -1
  %t112 = or i1 %t111, %t113
  %t114 = select i1 %t112, i32 1, i32 %t90
  %t115 = sdiv i32 %t97, %t114
  %t117 = sub i32 0, %t97
  %t118 = select i1 %t112, i32 %t117, i32 %t115
  %t116 = select i1 %t111, i32 0, i32 %t118
  %t119 = mul i32 %t109, 32
  %t120 = add i32 %t9, 4
  %t121 = add i32 %t9, 8
  %t122 = add i32 %t9, 12
  %t123 = add i32 %t9, 16
  %t124 = add i32 %t9, 20
  %t125 = add i32 %t9, 24
  %t126 = add i32 %t9, 28
  %t127 = add i32 %t23, 2
  %t128 = add i32 %t23, 4
  %t129 = add i32 %t23, 6
  %t130 = add i32 %t23, 8
  %t131 = add i32 %t23, 10
  %t132 = add i32 %t23, 12
  %t133 = add i32 %t23, 14
  %t134 = add i32 %t23, 16
  %t135 = add i32 %t23, 18
  %t136 = add i32 %t23, 20
  %t137 = add i32 %t23, 22
  %t138 = add i32 %t23, 24
  %t139 = add i32 %t23, 26
  %t140 = add i32 %t23, 28
  %t141 = add i32 %t23, 30
  %t142 = add i32 %t119, %t9
  %t143 = add i32 %t119, %t120
  %t144 = add i32 %t119, %t121
  %t145 = add i32 %t119, %t122
  %t146 = add i32 %t119, %t123
  %t147 = add i32 %t119, %t124
  %t148 = add i32 %t119, %t125
  %t149 = add i32 %t119, %t126
  %t150 = add i32 %t119, %t23
  %t151 = add i32 %t119, %t127
  %t152 = add i32 %t119, %t128
  %t153 = add i32 %t119, %t129
  %t154 = add i32 %t119, %t130
  %t155 = add i32 %t119, %t131
  %t156 = add i32 %t119, %t132
  %t157 = add i32 %t119, %t133
  %t158 = add i32 %t119, %t134
  %t159 = add i32 %t119, %t135
  %t160 = add i32 %t119, %t136
  %t161 = add i32 %t119, %t137
  %t162 = add i32 %t119, %t138
  %t163 = add i32 %t119, %t139
  %t164 = add i32 %t119, %t140
  %t165 = add i32 %t119, %t141
  %t167 = icmp eq i32 %arg3, 0
  %t169 = icmp eq i32 %arg3, -1
  %t168 = or i1 %t167, %t169
  %t170 = select i1 %t168, i32 1, i32 %arg3
  %t171 = srem i32 %t142, %t170
  %t174 = select i1 %t168, i32 0, i32 %t171
  %t172 = select i1 %t167, i32 0, i32 %t174
  %t176 = icmp eq i32 %arg3, 0
  %t178 = icmp eq i32 %arg3, -1
  %t177 = or i1 %t176, %t178
  %t179 = select i1 %t177, i32 1, i32 %arg3
  %t180 = srem i32 %t143, %t179
  %t183 = select i1 %t177, i32 0, i32 %t180
  %t181 = select i1 %t176, i32 0, i32 %t183
  %t185 = icmp eq i32 %arg3, 0
  %t187 = icmp eq i32 %arg3, -1
  %t186 = or i1 %t185, %t187
  %t188 = select i1 %t186, i32 1, i32 %arg3
  %t189 = srem i32 %t144, %t188
  %t192 = select i1 %t186, i32 0, i32 %t189
  %t190 = select i1 %t185, i32 0, i32 %t192
  %t194 = icmp eq i32 %arg3, 0
  %t196 = icmp eq i32 %arg3, -1
  %t195 = or i1 %t194, %t196
  %t197 = select i1 %t195, i32 1, i32 %arg3
  %t198 = srem i32 %t145, %t197
  %t201 = select i1 %t195, i32 0, i32 %t198
  %t199 = select i1 %t194, i32 0, i32 %t201
  %t203 = icmp eq i32 %arg3, 0
  %t205 = icmp eq i32 %arg3, -1
  %t204 = or i1 %t203, %t205
  %t206 = select i1 %t204, i32 1, i32 %arg3
  %t207 = srem i32 %t146, %t206
  %t210 = select i1 %t204, i32 0, i32 %t207
  %t208 = select i1 %t203, i32 0, i32 %t210
  %t212 = icmp eq i32 %arg3, 0
  %t214 = icmp eq i32 %arg3, -1
  %t213 = or i1 %t212, %t214
  %t215 = select i1 %t213, i32 1, i32 %arg3
  %t216 = srem i32 %t147, %t215
  %t219 = select i1 %t213, i32 0, i32 %t216
  %t217 = select i1 %t212, i32 0, i32 %t219
  %t221 = icmp eq i32 %arg3, 0
  %t223 = icmp eq i32 %arg3, -1
  %t222 = or i1 %t221, %t223
  %t224 = select i1 %t222, i32 1, i32 %arg3
  %t225 = srem i32 %t148, %t224
  %t228 = select i1 %t222, i32 0, i32 %t225
  %t226 = select i1 %t221, i32 0, i32 %t228
  %t230 = icmp eq i32 %arg3, 0
  %t232 = icmp eq i32 %arg3, -1
  %t231 = or i1 %t230, %t232
  %t233 = select i1 %t231, i32 1, i32 %arg3
  %t234 = srem i32 %t149, %t233
  %t237 = select i1 %t231, i32 0, i32 %t234
  %t235 = select i1 %t230, i32 0, i32 %t237
  %t238 = mul i32 %t116, 32
  %t239 = add i32 %t238, %t17
  %t240 = add i32 %t238, %t17
  %t242 = icmp eq i32 %arg4, 0
  %t244 = icmp eq i32 %arg4, -1
  %t243 = or i1 %t242, %t244
  %t245 = select i1 %t243, i32 1, i32 %arg4
  %t246 = srem i32 %t240, %t245
  %t249 = select i1 %t243, i32 0, i32 %t246
  %t247 = select i1 %t242, i32 0, i32 %t249
  %t250 = add i32 %t23, 2
  %t251 = add i32 %t23, 4
  %t252 = add i32 %t23, 6
  %t253 = add i32 %t23, 8
  %t254 = add i32 %t23, 10
  %t255 = add i32 %t23, 12
  %t256 = add i32 %t23, 14
  %t257 = mul i32 %t172, %arg6
  %t258 = mul i32 %t181, %arg6
  %t259 = mul i32 %t190, %arg6
  %t260 = mul i32 %t199, %arg6
  %t261 = mul i32 %t208, %arg6
  %t262 = mul i32 %t217, %arg6
  %t263 = mul i32 %t226, %arg6
  %t264 = mul i32 %t235, %arg6
  %t265 = sext i32 %t257 to i64
  %t266 = getelementptr half, ptr addrspace(1) %arg0, i64 %t265
  %t267 = sext i32 %t258 to i64
  %t268 = getelementptr half, ptr addrspace(1) %arg0, i64 %t267
  %t269 = sext i32 %t259 to i64
  %t270 = getelementptr half, ptr addrspace(1) %arg0, i64 %t269
  %t271 = sext i32 %t260 to i64
  %t272 = getelementptr half, ptr addrspace(1) %arg0, i64 %t271
  %t273 = sext i32 %t261 to i64
  %t274 = getelementptr half, ptr addrspace(1) %arg0, i64 %t273
  %t275 = sext i32 %t262 to i64
  %t276 = getelementptr half, ptr addrspace(1) %arg0, i64 %t275
  %t277 = sext i32 %t263 to i64
  %t278 = getelementptr half, ptr addrspace(1) %arg0, i64 %t277
  %t279 = sext i32 %t264 to i64
  %t280 = getelementptr half, ptr addrspace(1) %arg0, i64 %t279
  %t281 = mul i32 %t24, %arg7
  %t282 = sext i32 %t281 to i64
  %t283 = getelementptr half, ptr addrspace(1) %t266, i64 %t282
  %t284 = sext i32 %t281 to i64
  %t285 = getelementptr half, ptr addrspace(1) %t268, i64 %t284
  %t286 = sext i32 %t281 to i64
  %t287 = getelementptr half, ptr addrspace(1) %t270, i64 %t286
  %t288 = sext i32 %t281 to i64
  %t289 = getelementptr half, ptr addrspace(1) %t272, i64 %t288
  %t290 = sext i32 %t281 to i64
  %t291 = getelementptr half, ptr addrspace(1) %t274, i64 %t290
  %t292 = sext i32 %t281 to i64
  %t293 = getelementptr half, ptr addrspace(1) %t276, i64 %t292
  %t294 = sext i32 %t281 to i64
  %t295 = getelementptr half, ptr addrspace(1) %t278, i64 %t294
  %t296 = sext i32 %t281 to i64
  %t297 = getelementptr half, ptr addrspace(1) %t280, i64 %t296
  %t298 = mul i32 %t23, %arg8
  %t299 = mul i32 %t250, %arg8
  %t300 = mul i32 %t251, %arg8
  %t301 = mul i32 %t252, %arg8
  %t302 = mul i32 %t253, %arg8
  %t303 = mul i32 %t254, %arg8
  %t304 = mul i32 %t255, %arg8
  %t305 = mul i32 %t256, %arg8
  %t306 = sext i32 %t298 to i64
  %t307 = getelementptr half, ptr addrspace(1) %arg1, i64 %t306
  %t308 = sext i32 %t299 to i64
  %t309 = getelementptr half, ptr addrspace(1) %arg1, i64 %t308
  %t310 = sext i32 %t300 to i64
  %t311 = getelementptr half, ptr addrspace(1) %arg1, i64 %t310
  %t312 = sext i32 %t301 to i64
  %t313 = getelementptr half, ptr addrspace(1) %arg1, i64 %t312
  %t314 = sext i32 %t302 to i64
  %t315 = getelementptr half, ptr addrspace(1) %arg1, i64 %t314
  %t316 = sext i32 %t303 to i64
  %t317 = getelementptr half, ptr addrspace(1) %arg1, i64 %t316
  %t318 = sext i32 %t304 to i64
  %t319 = getelementptr half, ptr addrspace(1) %arg1, i64 %t318
  %t320 = sext i32 %t305 to i64
  %t321 = getelementptr half, ptr addrspace(1) %arg1, i64 %t320
  %t322 = mul i32 %t247, %arg9
  %t323 = sext i32 %t322 to i64
  %t324 = getelementptr half, ptr addrspace(1) %t307, i64 %t323
  %t325 = sext i32 %t322 to i64
  %t326 = getelementptr half, ptr addrspace(1) %t309, i64 %t325
  %t327 = sext i32 %t322 to i64
  %t328 = getelementptr half, ptr addrspace(1) %t311, i64 %t327
  %t329 = sext i32 %t322 to i64
  %t330 = getelementptr half, ptr addrspace(1) %t313, i64 %t329
  %t331 = sext i32 %t322 to i64
  %t332 = getelementptr half, ptr addrspace(1) %t315, i64 %t331
  %t333 = sext i32 %t322 to i64
  %t334 = getelementptr half, ptr addrspace(1) %t317, i64 %t333
  %t335 = sext i32 %t322 to i64
  %t336 = getelementptr half, ptr addrspace(1) %t319, i64 %t335
  %t337 = sext i32 %t322 to i64
  %t338 = getelementptr half, ptr addrspace(1) %t321, i64 %t337
  %t339 = add i32 %arg5, 15
  %t341 = icmp eq i32 16, 0
  %t343 = icmp eq i32 16, -1
  %t342 = or i1 %t341, %t343
  %t344 = select i1 %t342, i32 1, i32 16
  %t345 = sdiv i32 %t339, %t344
  %t347 = sub i32 0, %t339
  %t348 = select i1 %t342, i32 %t347, i32 %t345
  %t346 = select i1 %t341, i32 0, i32 %t348
  store float 0x0000000000000000, ptr %s0
  store float 0x0000000000000000, ptr %s1
  store float 0x0000000000000000, ptr %s2
  store float 0x0000000000000000, ptr %s3
  store float 0x0000000000000000, ptr %s4
  store float 0x0000000000000000, ptr %s5
  store float 0x0000000000000000, ptr %s6
  store float 0x0000000000000000, ptr %s7
  store float 0x0000000000000000, ptr %s8
  store float 0x0000000000000000, ptr %s9
  store float 0x0000000000000000, ptr %s10
  store float 0x0000000000000000, ptr %s11
  store float 0x0000000000000000, ptr %s12
  store float 0x0000000000000000, ptr %s13
  store float 0x0000000000000000, ptr %s14
  store float 0x0000000000000000, ptr %s15
  store ptr addrspace(1) %t283, ptr %s16
  store ptr addrspace(1) %t285, ptr %s17
  store ptr addrspace(1) %t287, ptr %s18
  store ptr addrspace(1) %t289, ptr %s19
  store ptr addrspace(1) %t291, ptr %s20
  store ptr addrspace(1) %t293, ptr %s21
  store ptr addrspace(1) %t295, ptr %s22
  store ptr addrspace(1) %t297, ptr %s23
  store ptr addrspace(1) %t324, ptr %s24
  store ptr addrspace(1) %t326, ptr %s25
  store ptr addrspace(1) %t328, ptr %s26
  store ptr addrspace(1) %t330, ptr %s27
  store ptr addrspace(1) %t332, ptr %s28
  store ptr addrspace(1) %t334, ptr %s29
  store ptr addrspace(1) %t336, ptr %s30
  store ptr addrspace(1) %t338, ptr %s31
  store i32 0, ptr %s32
  br label %for_head1
for_head1:
  %t349 = load i32, ptr %s32
  %t350 = icmp slt i32 %t349, %t346
  br i1 %t350, label %for_body2, label %for_done3
for_body2:
  %t351 = load float, ptr %s0
  %t352 = load float, ptr %s1
  %t353 = load float, ptr %s2
  %t354 = load float, ptr %s3
  %t355 = load float, ptr %s4
  %t356 = load float, ptr %s5
  %t357 = load float, ptr %s6
  %t358 = load float, ptr %s7
  %t359 = load float, ptr %s8
  %t360 = load float, ptr %s9
  %t361 = load float, ptr %s10
  %t362 = load float, ptr %s11
  %t363 = load float, ptr %s12
  %t364 = load float, ptr %s13
  %t365 = load float, ptr %s14
  %t366 = load float, ptr %s15
  %t367 = load ptr addrspace(1), ptr %s16
  %t368 = load ptr addrspace(1), ptr %s17
  %t369 = load ptr addrspace(1), ptr %s18
  %t370 = load ptr addrspace(1), ptr %s19
  %t371 = load ptr addrspace(1), ptr %s20
  %t372 = load ptr addrspace(1), ptr %s21
  %t373 = load ptr addrspace(1), ptr %s22
  %t374 = load ptr addrspace(1), ptr %s23
  %t375 = load ptr addrspace(1), ptr %s24
  %t376 = load ptr addrspace(1), ptr %s25
  %t377 = load ptr addrspace(1), ptr %s26
  %t378 = load ptr addrspace(1), ptr %s27
  %t379 = load ptr addrspace(1), ptr %s28
  %t380 = load ptr addrspace(1), ptr %s29
  %t381 = load ptr addrspace(1), ptr %s30
  %t382 = load ptr addrspace(1), ptr %s31
  %t383 = mul i32 %t349, 16
  %t384 = sub i32 %arg5, %t383
  %t385 = icmp slt i32 %t24, %t384
  br label %g_from6
g_from6:
  br i1 %t385, label %g_go4, label %g_done5
g_go4:
  %t386 = load half, ptr addrspace(1) %t367, align 2
  br label %g_end7
g_end7:
  br label %g_done5
g_done5:
  %t387 = phi half [ %t386, %g_end7 ], [ undef, %g_from6 ]
  %t388 = select i1 %t385, half %t387, half 0xH0000
  br label %g_from10
g_from10:
  br i1 %t385, label %g_go8, label %g_done9
g_go8:
  %t389 = load half, ptr addrspace(1) %t368, align 2
  br label %g_end11
g_end11:
  br label %g_done9
g_done9:
  %t390 = phi half [ %t389, %g_end11 ], [ undef, %g_from10 ]
  %t391 = select i1 %t385, half %t390, half 0xH0000
  br label %g_from14
g_from14:
  br i1 %t385, label %g_go12, label %g_done13
g_go12:
  %t392 = load half, ptr addrspace(1) %t369, align 2
  br label %g_end15
g_end15:
  br label %g_done13
g_done13:
  %t393 = phi half [ %t392, %g_end15 ], [ undef, %g_from14 ]
  %t394 = select i1 %t385, half %t393, half 0xH0000
  br label %g_from18
g_from18:
  br i1 %t385, label %g_go16, label %g_done17
g_go16:
  %t395 = load half, ptr addrspace(1) %t370, align 2
  br label %g_end19
g_end19:
  br label %g_done17
g_done17:
  %t396 = phi half [ %t395, %g_end19 ], [ undef, %g_from18 ]
  %t397 = select i1 %t385, half %t396, half 0xH0000
  br label %g_from22
g_from22:
  br i1 %t385, label %g_go20, label %g_done21
g_go20:
  %t398 = load half, ptr addrspace(1) %t371, align 2
  br label %g_end23
g_end23:
  br label %g_done21
g_done21:
  %t399 = phi half [ %t398, %g_end23 ], [ undef, %g_from22 ]
  %t400 = select i1 %t385, half %t399, half 0xH0000
  br label %g_from26
g_from26:
  br i1 %t385, label %g_go24, label %g_done25
g_go24:
  %t401 = load half, ptr addrspace(1) %t372, align 2
  br label %g_end27
g_end27:
  br label %g_done25
g_done25:
  %t402 = phi half [ %t401, %g_end27 ], [ undef, %g_from26 ]
  %t403 = select i1 %t385, half %t402, half 0xH0000
  br label %g_from30
g_from30:
  br i1 %t385, label %g_go28, label %g_done29
g_go28:
  %t404 = load half, ptr addrspace(1) %t373, align 2
  br label %g_end31
g_end31:
  br label %g_done29
g_done29:
  %t405 = phi half [ %t404, %g_end31 ], [ undef, %g_from30 ]
  %t406 = select i1 %t385, half %t405, half 0xH0000
  br label %g_from34
g_from34:
  br i1 %t385, label %g_go32, label %g_done33
g_go32:
  %t407 = load half, ptr addrspace(1) %t374, align 2
  br label %g_end35
g_end35:
  br label %g_done33
g_done33:
  %t408 = phi half [ %t407, %g_end35 ], [ undef, %g_from34 ]
  %t409 = select i1 %t385, half %t408, half 0xH0000
  %t410 = icmp slt i32 %t23, %t384
  %t411 = icmp slt i32 %t250, %t384
  %t412 = icmp slt i32 %t251, %t384
  %t413 = icmp slt i32 %t252, %t384
  %t414 = icmp slt i32 %t253, %t384
  %t415 = icmp slt i32 %t254, %t384
  %t416 = icmp slt i32 %t255, %t384
  %t417 = icmp slt i32 %t256, %t384
  br label %g_from38
g_from38:
  br i1 %t410, label %g_go36, label %g_done37
g_go36:
  %t418 = load half, ptr addrspace(1) %t375, align 2
  br label %g_end39
g_end39:
  br label %g_done37
g_done37:
  %t419 = phi half [ %t418, %g_end39 ], [ undef, %g_from38 ]
  %t420 = select i1 %t410, half %t419, half 0xH0000
  br label %g_from42
g_from42:
  br i1 %t411, label %g_go40, label %g_done41
g_go40:
  %t421 = load half, ptr addrspace(1) %t376, align 2
  br label %g_end43
g_end43:
  br label %g_done41
g_done41:
  %t422 = phi half [ %t421, %g_end43 ], [ undef, %g_from42 ]
  %t423 = select i1 %t411, half %t422, half 0xH0000
  br label %g_from46
g_from46:
  br i1 %t412, label %g_go44, label %g_done45
g_go44:
  %t424 = load half, ptr addrspace(1) %t377, align 2
  br label %g_end47
g_end47:
  br label %g_done45
g_done45:
  %t425 = phi half [ %t424, %g_end47 ], [ undef, %g_from46 ]
  %t426 = select i1 %t412, half %t425, half 0xH0000
  br label %g_from50
g_from50:
  br i1 %t413, label %g_go48, label %g_done49
g_go48:
  %t427 = load half, ptr addrspace(1) %t378, align 2
  br label %g_end51
g_end51:
  br label %g_done49
g_done49:
  %t428 = phi half [ %t427, %g_end51 ], [ undef, %g_from50 ]
  %t429 = select i1 %t413, half %t428, half 0xH0000
  br label %g_from54
g_from54:
  br i1 %t414, label %g_go52, label %g_done53
g_go52:
  %t430 = load half, ptr addrspace(1) %t379, align 2
  br label %g_end55
g_end55:
  br label %g_done53
g_done53:
  %t431 = phi half [ %t430, %g_end55 ], [ undef, %g_from54 ]
  %t432 = select i1 %t414, half %t431, half 0xH0000
  br label %g_from58
g_from58:
  br i1 %t415, label %g_go56, label %g_done57
g_go56:
  %t433 = load half, ptr addrspace(1) %t380, align 2
  br label %g_end59
g_end59:
  br label %g_done57
g_done57:
  %t434 = phi half [ %t433, %g_end59 ], [ undef, %g_from58 ]
  %t435 = select i1 %t415, half %t434, half 0xH0000
  br label %g_from62
g_from62:
  br i1 %t416, label %g_go60, label %g_done61
g_go60:
  %t436 = load half, ptr addrspace(1) %t381, align 2
  br label %g_end63
g_end63:
  br label %g_done61
g_done61:
  %t437 = phi half [ %t436, %g_end63 ], [ undef, %g_from62 ]
  %t438 = select i1 %t416, half %t437, half 0xH0000
  br label %g_from66
g_from66:
  br i1 %t417, label %g_go64, label %g_done65
g_go64:
  %t439 = load half, ptr addrspace(1) %t382, align 2
  br label %g_end67
g_end67:
  br label %g_done65
g_done65:
  %t440 = phi half [ %t439, %g_end67 ], [ undef, %g_from66 ]
  %t441 = select i1 %t417, half %t440, half 0xH0000
  call spir_func void @_Z7barrierj(i32 1)
  %t442 = mul i32 %t25, 16
  %t443 = add i32 %t442, %t26
  %t444 = add i32 %t443, 64
  %t445 = add i32 %t443, 128
  %t446 = add i32 %t443, 192
  %t447 = add i32 %t443, 256
  %t448 = add i32 %t443, 320
  %t449 = add i32 %t443, 384
  %t450 = add i32 %t443, 448
  %t451 = mul i32 %t443, 2
  %t452 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t451
  store half %t388, ptr addrspace(3) %t452, align 2
  %t453 = mul i32 %t444, 2
  %t454 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t453
  store half %t391, ptr addrspace(3) %t454, align 2
  %t455 = mul i32 %t445, 2
  %t456 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t455
  store half %t394, ptr addrspace(3) %t456, align 2
  %t457 = mul i32 %t446, 2
  %t458 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t457
  store half %t397, ptr addrspace(3) %t458, align 2
  %t459 = mul i32 %t447, 2
  %t460 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t459
  store half %t400, ptr addrspace(3) %t460, align 2
  %t461 = mul i32 %t448, 2
  %t462 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t461
  store half %t403, ptr addrspace(3) %t462, align 2
  %t463 = mul i32 %t449, 2
  %t464 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t463
  store half %t406, ptr addrspace(3) %t464, align 2
  %t465 = mul i32 %t450, 2
  %t466 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t465
  store half %t409, ptr addrspace(3) %t466, align 2
  call spir_func void @_Z7barrierj(i32 1)
  %t467 = mul i32 %t32, 16
  %t468 = add i32 %t467, 1
  %t469 = add i32 %t467, 2
  %t470 = add i32 %t467, 3
  %t471 = add i32 %t467, 4
  %t472 = add i32 %t467, 5
  %t473 = add i32 %t467, 6
  %t474 = add i32 %t467, 7
  %t475 = add i32 %t467, 8
  %t476 = add i32 %t467, 9
  %t477 = add i32 %t467, 10
  %t478 = add i32 %t467, 11
  %t479 = add i32 %t467, 12
  %t480 = add i32 %t467, 13
  %t481 = add i32 %t467, 14
  %t482 = add i32 %t467, 15
  %t483 = add i32 %t467, 32
  %t484 = add i32 %t467, 33
  %t485 = add i32 %t467, 34
  %t486 = add i32 %t467, 35
  %t487 = add i32 %t467, 36
  %t488 = add i32 %t467, 37
  %t489 = add i32 %t467, 38
  %t490 = add i32 %t467, 39
  %t491 = add i32 %t467, 40
  %t492 = add i32 %t467, 41
  %t493 = add i32 %t467, 42
  %t494 = add i32 %t467, 43
  %t495 = add i32 %t467, 44
  %t496 = add i32 %t467, 45
  %t497 = add i32 %t467, 46
  %t498 = add i32 %t467, 47
  %t499 = add i32 %t467, 64
  %t500 = add i32 %t467, 65
  %t501 = add i32 %t467, 66
  %t502 = add i32 %t467, 67
  %t503 = add i32 %t467, 68
  %t504 = add i32 %t467, 69
  %t505 = add i32 %t467, 70
  %t506 = add i32 %t467, 71
  %t507 = add i32 %t467, 72
  %t508 = add i32 %t467, 73
  %t509 = add i32 %t467, 74
  %t510 = add i32 %t467, 75
  %t511 = add i32 %t467, 76
  %t512 = add i32 %t467, 77
  %t513 = add i32 %t467, 78
  %t514 = add i32 %t467, 79
  %t515 = add i32 %t467, 96
  %t516 = add i32 %t467, 97
  %t517 = add i32 %t467, 98
  %t518 = add i32 %t467, 99
  %t519 = add i32 %t467, 100
  %t520 = add i32 %t467, 101
  %t521 = add i32 %t467, 102
  %t522 = add i32 %t467, 103
  %t523 = add i32 %t467, 104
  %t524 = add i32 %t467, 105
  %t525 = add i32 %t467, 106
  %t526 = add i32 %t467, 107
  %t527 = add i32 %t467, 108
  %t528 = add i32 %t467, 109
  %t529 = add i32 %t467, 110
  %t530 = add i32 %t467, 111
  %t531 = add i32 %t467, 128
  %t532 = add i32 %t467, 129
  %t533 = add i32 %t467, 130
  %t534 = add i32 %t467, 131
  %t535 = add i32 %t467, 132
  %t536 = add i32 %t467, 133
  %t537 = add i32 %t467, 134
  %t538 = add i32 %t467, 135
  %t539 = add i32 %t467, 136
  %t540 = add i32 %t467, 137
  %t541 = add i32 %t467, 138
  %t542 = add i32 %t467, 139
  %t543 = add i32 %t467, 140
  %t544 = add i32 %t467, 141
  %t545 = add i32 %t467, 142
  %t546 = add i32 %t467, 143
  %t547 = add i32 %t467, 160
  %t548 = add i32 %t467, 161
  %t549 = add i32 %t467, 162
  %t550 = add i32 %t467, 163
  %t551 = add i32 %t467, 164
  %t552 = add i32 %t467, 165
  %t553 = add i32 %t467, 166
  %t554 = add i32 %t467, 167
  %t555 = add i32 %t467, 168
  %t556 = add i32 %t467, 169
  %t557 = add i32 %t467, 170
  %t558 = add i32 %t467, 171
  %t559 = add i32 %t467, 172
  %t560 = add i32 %t467, 173
  %t561 = add i32 %t467, 174
  %t562 = add i32 %t467, 175
  %t563 = add i32 %t467, 192
  %t564 = add i32 %t467, 193
  %t565 = add i32 %t467, 194
  %t566 = add i32 %t467, 195
  %t567 = add i32 %t467, 196
  %t568 = add i32 %t467, 197
  %t569 = add i32 %t467, 198
  %t570 = add i32 %t467, 199
  %t571 = add i32 %t467, 200
  %t572 = add i32 %t467, 201
  %t573 = add i32 %t467, 202
  %t574 = add i32 %t467, 203
  %t575 = add i32 %t467, 204
  %t576 = add i32 %t467, 205
  %t577 = add i32 %t467, 206
  %t578 = add i32 %t467, 207
  %t579 = add i32 %t467, 224
  %t580 = add i32 %t467, 225
  %t581 = add i32 %t467, 226
  %t582 = add i32 %t467, 227
  %t583 = add i32 %t467, 228
  %t584 = add i32 %t467, 229
  %t585 = add i32 %t467, 230
  %t586 = add i32 %t467, 231
  %t587 = add i32 %t467, 232
  %t588 = add i32 %t467, 233
  %t589 = add i32 %t467, 234
  %t590 = add i32 %t467, 235
  %t591 = add i32 %t467, 236
  %t592 = add i32 %t467, 237
  %t593 = add i32 %t467, 238
  %t594 = add i32 %t467, 239
  %t595 = add i32 %t467, 256
  %t596 = add i32 %t467, 257
  %t597 = add i32 %t467, 258
  %t598 = add i32 %t467, 259
  %t599 = add i32 %t467, 260
  %t600 = add i32 %t467, 261
  %t601 = add i32 %t467, 262
  %t602 = add i32 %t467, 263
  %t603 = add i32 %t467, 264
  %t604 = add i32 %t467, 265
  %t605 = add i32 %t467, 266
  %t606 = add i32 %t467, 267
  %t607 = add i32 %t467, 268
  %t608 = add i32 %t467, 269
  %t609 = add i32 %t467, 270
  %t610 = add i32 %t467, 271
  %t611 = add i32 %t467, 288
  %t612 = add i32 %t467, 289
  %t613 = add i32 %t467, 290
  %t614 = add i32 %t467, 291
  %t615 = add i32 %t467, 292
  %t616 = add i32 %t467, 293
  %t617 = add i32 %t467, 294
  %t618 = add i32 %t467, 295
  %t619 = add i32 %t467, 296
  %t620 = add i32 %t467, 297
  %t621 = add i32 %t467, 298
  %t622 = add i32 %t467, 299
  %t623 = add i32 %t467, 300
  %t624 = add i32 %t467, 301
  %t625 = add i32 %t467, 302
  %t626 = add i32 %t467, 303
  %t627 = add i32 %t467, 320
  %t628 = add i32 %t467, 321
  %t629 = add i32 %t467, 322
  %t630 = add i32 %t467, 323
  %t631 = add i32 %t467, 324
  %t632 = add i32 %t467, 325
  %t633 = add i32 %t467, 326
  %t634 = add i32 %t467, 327
  %t635 = add i32 %t467, 328
  %t636 = add i32 %t467, 329
  %t637 = add i32 %t467, 330
  %t638 = add i32 %t467, 331
  %t639 = add i32 %t467, 332
  %t640 = add i32 %t467, 333
  %t641 = add i32 %t467, 334
  %t642 = add i32 %t467, 335
  %t643 = add i32 %t467, 352
  %t644 = add i32 %t467, 353
  %t645 = add i32 %t467, 354
  %t646 = add i32 %t467, 355
  %t647 = add i32 %t467, 356
  %t648 = add i32 %t467, 357
  %t649 = add i32 %t467, 358
  %t650 = add i32 %t467, 359
  %t651 = add i32 %t467, 360
  %t652 = add i32 %t467, 361
  %t653 = add i32 %t467, 362
  %t654 = add i32 %t467, 363
  %t655 = add i32 %t467, 364
  %t656 = add i32 %t467, 365
  %t657 = add i32 %t467, 366
  %t658 = add i32 %t467, 367
  %t659 = add i32 %t467, 384
  %t660 = add i32 %t467, 385
  %t661 = add i32 %t467, 386
  %t662 = add i32 %t467, 387
  %t663 = add i32 %t467, 388
  %t664 = add i32 %t467, 389
  %t665 = add i32 %t467, 390
  %t666 = add i32 %t467, 391
  %t667 = add i32 %t467, 392
  %t668 = add i32 %t467, 393
  %t669 = add i32 %t467, 394
  %t670 = add i32 %t467, 395
  %t671 = add i32 %t467, 396
  %t672 = add i32 %t467, 397
  %t673 = add i32 %t467, 398
  %t674 = add i32 %t467, 399
  %t675 = add i32 %t467, 416
  %t676 = add i32 %t467, 417
  %t677 = add i32 %t467, 418
  %t678 = add i32 %t467, 419
  %t679 = add i32 %t467, 420
  %t680 = add i32 %t467, 421
  %t681 = add i32 %t467, 422
  %t682 = add i32 %t467, 423
  %t683 = add i32 %t467, 424
  %t684 = add i32 %t467, 425
  %t685 = add i32 %t467, 426
  %t686 = add i32 %t467, 427
  %t687 = add i32 %t467, 428
  %t688 = add i32 %t467, 429
  %t689 = add i32 %t467, 430
  %t690 = add i32 %t467, 431
  %t691 = add i32 %t467, 448
  %t692 = add i32 %t467, 449
  %t693 = add i32 %t467, 450
  %t694 = add i32 %t467, 451
  %t695 = add i32 %t467, 452
  %t696 = add i32 %t467, 453
  %t697 = add i32 %t467, 454
  %t698 = add i32 %t467, 455
  %t699 = add i32 %t467, 456
  %t700 = add i32 %t467, 457
  %t701 = add i32 %t467, 458
  %t702 = add i32 %t467, 459
  %t703 = add i32 %t467, 460
  %t704 = add i32 %t467, 461
  %t705 = add i32 %t467, 462
  %t706 = add i32 %t467, 463
  %t707 = add i32 %t467, 480
  %t708 = add i32 %t467, 481
  %t709 = add i32 %t467, 482
  %t710 = add i32 %t467, 483
  %t711 = add i32 %t467, 484
  %t712 = add i32 %t467, 485
  %t713 = add i32 %t467, 486
  %t714 = add i32 %t467, 487
  %t715 = add i32 %t467, 488
  %t716 = add i32 %t467, 489
  %t717 = add i32 %t467, 490
  %t718 = add i32 %t467, 491
  %t719 = add i32 %t467, 492
  %t720 = add i32 %t467, 493
  %t721 = add i32 %t467, 494
  %t722 = add i32 %t467, 495
  call spir_func void @_Z7barrierj(i32 1)
  %t723 = mul i32 %t38, 32
  %t724 = add i32 %t723, %t46
  %t725 = add i32 %t724, 64
  %t726 = add i32 %t724, 128
  %t727 = add i32 %t724, 192
  %t728 = add i32 %t724, 256
  %t729 = add i32 %t724, 320
  %t730 = add i32 %t724, 384
  %t731 = add i32 %t724, 448
  %t732 = add i32 %t724, 768
  %t733 = mul i32 %t732, 2
  %t734 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t733
  store half %t420, ptr addrspace(3) %t734, align 2
  %t735 = add i32 %t725, 768
  %t736 = mul i32 %t735, 2
  %t737 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t736
  store half %t423, ptr addrspace(3) %t737, align 2
  %t738 = add i32 %t726, 768
  %t739 = mul i32 %t738, 2
  %t740 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t739
  store half %t426, ptr addrspace(3) %t740, align 2
  %t741 = add i32 %t727, 768
  %t742 = mul i32 %t741, 2
  %t743 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t742
  store half %t429, ptr addrspace(3) %t743, align 2
  %t744 = add i32 %t728, 768
  %t745 = mul i32 %t744, 2
  %t746 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t745
  store half %t432, ptr addrspace(3) %t746, align 2
  %t747 = add i32 %t729, 768
  %t748 = mul i32 %t747, 2
  %t749 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t748
  store half %t435, ptr addrspace(3) %t749, align 2
  %t750 = add i32 %t730, 768
  %t751 = mul i32 %t750, 2
  %t752 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t751
  store half %t438, ptr addrspace(3) %t752, align 2
  %t753 = add i32 %t731, 768
  %t754 = mul i32 %t753, 2
  %t755 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t754
  store half %t441, ptr addrspace(3) %t755, align 2
  call spir_func void @_Z7barrierj(i32 1)
  %t756 = add i32 %t54, 32
  %t757 = add i32 %t54, 64
  %t758 = add i32 %t54, 96
  %t759 = add i32 %t54, 128
  %t760 = add i32 %t54, 160
  %t761 = add i32 %t54, 192
  %t762 = add i32 %t54, 224
  %t763 = add i32 %t54, 256
  %t764 = add i32 %t54, 288
  %t765 = add i32 %t54, 320
  %t766 = add i32 %t54, 352
  %t767 = add i32 %t54, 384
  %t768 = add i32 %t54, 416
  %t769 = add i32 %t54, 448
  %t770 = add i32 %t54, 480
  %t771 = add i32 %t54, 768
  %t772 = add i32 %t756, 768
  %t773 = add i32 %t757, 768
  %t774 = add i32 %t758, 768
  %t775 = add i32 %t759, 768
  %t776 = add i32 %t760, 768
  %t777 = add i32 %t761, 768
  %t778 = add i32 %t762, 768
  %t779 = add i32 %t763, 768
  %t780 = add i32 %t764, 768
  %t781 = add i32 %t765, 768
  %t782 = add i32 %t766, 768
  %t783 = add i32 %t767, 768
  %t784 = add i32 %t768, 768
  %t785 = add i32 %t769, 768
  %t786 = add i32 %t770, 768
  %t787 = mul i32 %t467, 2
  %t788 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t787
  %t789 = load <8 x half>, ptr addrspace(3) %t788, align 16
  %t790 = extractelement <8 x half> %t789, i32 0
  %t791 = extractelement <8 x half> %t789, i32 1
  %t792 = extractelement <8 x half> %t789, i32 2
  %t793 = extractelement <8 x half> %t789, i32 3
  %t794 = extractelement <8 x half> %t789, i32 4
  %t795 = extractelement <8 x half> %t789, i32 5
  %t796 = extractelement <8 x half> %t789, i32 6
  %t797 = extractelement <8 x half> %t789, i32 7
  %t800 = fpext half %t790 to float
  %t801 = mul i32 %t771, 2
  %t802 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t801
  %t803 = load half, ptr addrspace(3) %t802, align 2
  %t806 = fpext half %t803 to float
  %t808 = call float @llvm.fma.f32(float %t800, float %t806, float %t351)
  %t811 = fpext half %t791 to float
  %t812 = mul i32 %t772, 2
  %t813 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t812
  %t814 = load half, ptr addrspace(3) %t813, align 2
  %t817 = fpext half %t814 to float
  %t819 = call float @llvm.fma.f32(float %t811, float %t817, float %t808)
  %t822 = fpext half %t792 to float
  %t823 = mul i32 %t773, 2
  %t824 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t823
  %t825 = load half, ptr addrspace(3) %t824, align 2
  %t828 = fpext half %t825 to float
  %t830 = call float @llvm.fma.f32(float %t822, float %t828, float %t819)
  %t833 = fpext half %t793 to float
  %t834 = mul i32 %t774, 2
  %t835 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t834
  %t836 = load half, ptr addrspace(3) %t835, align 2
  %t839 = fpext half %t836 to float
  %t841 = call float @llvm.fma.f32(float %t833, float %t839, float %t830)
  %t844 = fpext half %t794 to float
  %t845 = mul i32 %t775, 2
  %t846 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t845
  %t847 = load half, ptr addrspace(3) %t846, align 2
  %t850 = fpext half %t847 to float
  %t852 = call float @llvm.fma.f32(float %t844, float %t850, float %t841)
  %t855 = fpext half %t795 to float
  %t856 = mul i32 %t776, 2
  %t857 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t856
  %t858 = load half, ptr addrspace(3) %t857, align 2
  %t861 = fpext half %t858 to float
  %t863 = call float @llvm.fma.f32(float %t855, float %t861, float %t852)
  %t866 = fpext half %t796 to float
  %t867 = mul i32 %t777, 2
  %t868 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t867
  %t869 = load half, ptr addrspace(3) %t868, align 2
  %t872 = fpext half %t869 to float
  %t874 = call float @llvm.fma.f32(float %t866, float %t872, float %t863)
  %t877 = fpext half %t797 to float
  %t878 = mul i32 %t778, 2
  %t879 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t878
  %t880 = load half, ptr addrspace(3) %t879, align 2
  %t883 = fpext half %t880 to float
  %t885 = call float @llvm.fma.f32(float %t877, float %t883, float %t874)
  %t886 = mul i32 %t475, 2
  %t887 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t886
  %t888 = load <8 x half>, ptr addrspace(3) %t887, align 16
  %t889 = extractelement <8 x half> %t888, i32 0
  %t890 = extractelement <8 x half> %t888, i32 1
  %t891 = extractelement <8 x half> %t888, i32 2
  %t892 = extractelement <8 x half> %t888, i32 3
  %t893 = extractelement <8 x half> %t888, i32 4
  %t894 = extractelement <8 x half> %t888, i32 5
  %t895 = extractelement <8 x half> %t888, i32 6
  %t896 = extractelement <8 x half> %t888, i32 7
  %t899 = fpext half %t889 to float
  %t900 = mul i32 %t779, 2
  %t901 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t900
  %t902 = load half, ptr addrspace(3) %t901, align 2
  %t905 = fpext half %t902 to float
  %t907 = call float @llvm.fma.f32(float %t899, float %t905, float %t885)
  %t910 = fpext half %t890 to float
  %t911 = mul i32 %t780, 2
  %t912 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t911
  %t913 = load half, ptr addrspace(3) %t912, align 2
  %t916 = fpext half %t913 to float
  %t918 = call float @llvm.fma.f32(float %t910, float %t916, float %t907)
  %t921 = fpext half %t891 to float
  %t922 = mul i32 %t781, 2
  %t923 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t922
  %t924 = load half, ptr addrspace(3) %t923, align 2
  %t927 = fpext half %t924 to float
  %t929 = call float @llvm.fma.f32(float %t921, float %t927, float %t918)
  %t932 = fpext half %t892 to float
  %t933 = mul i32 %t782, 2
  %t934 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t933
  %t935 = load half, ptr addrspace(3) %t934, align 2
  %t938 = fpext half %t935 to float
  %t940 = call float @llvm.fma.f32(float %t932, float %t938, float %t929)
  %t943 = fpext half %t893 to float
  %t944 = mul i32 %t783, 2
  %t945 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t944
  %t946 = load half, ptr addrspace(3) %t945, align 2
  %t949 = fpext half %t946 to float
  %t951 = call float @llvm.fma.f32(float %t943, float %t949, float %t940)
  %t954 = fpext half %t894 to float
  %t955 = mul i32 %t784, 2
  %t956 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t955
  %t957 = load half, ptr addrspace(3) %t956, align 2
  %t960 = fpext half %t957 to float
  %t962 = call float @llvm.fma.f32(float %t954, float %t960, float %t951)
  %t965 = fpext half %t895 to float
  %t966 = mul i32 %t785, 2
  %t967 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t966
  %t968 = load half, ptr addrspace(3) %t967, align 2
  %t971 = fpext half %t968 to float
  %t973 = call float @llvm.fma.f32(float %t965, float %t971, float %t962)
  %t976 = fpext half %t896 to float
  %t977 = mul i32 %t786, 2
  %t978 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t977
  %t979 = load half, ptr addrspace(3) %t978, align 2
  %t982 = fpext half %t979 to float
  %t984 = call float @llvm.fma.f32(float %t976, float %t982, float %t973)
  %t985 = mul i32 %t483, 2
  %t986 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t985
  %t987 = load <8 x half>, ptr addrspace(3) %t986, align 16
  %t988 = extractelement <8 x half> %t987, i32 0
  %t989 = extractelement <8 x half> %t987, i32 1
  %t990 = extractelement <8 x half> %t987, i32 2
  %t991 = extractelement <8 x half> %t987, i32 3
  %t992 = extractelement <8 x half> %t987, i32 4
  %t993 = extractelement <8 x half> %t987, i32 5
  %t994 = extractelement <8 x half> %t987, i32 6
  %t995 = extractelement <8 x half> %t987, i32 7
  %t998 = fpext half %t988 to float
  %t1000 = call float @llvm.fma.f32(float %t998, float %t806, float %t352)
  %t1003 = fpext half %t989 to float
  %t1005 = call float @llvm.fma.f32(float %t1003, float %t817, float %t1000)
  %t1008 = fpext half %t990 to float
  %t1010 = call float @llvm.fma.f32(float %t1008, float %t828, float %t1005)
  %t1013 = fpext half %t991 to float
  %t1015 = call float @llvm.fma.f32(float %t1013, float %t839, float %t1010)
  %t1018 = fpext half %t992 to float
  %t1020 = call float @llvm.fma.f32(float %t1018, float %t850, float %t1015)
  %t1023 = fpext half %t993 to float
  %t1025 = call float @llvm.fma.f32(float %t1023, float %t861, float %t1020)
  %t1028 = fpext half %t994 to float
  %t1030 = call float @llvm.fma.f32(float %t1028, float %t872, float %t1025)
  %t1033 = fpext half %t995 to float
  %t1035 = call float @llvm.fma.f32(float %t1033, float %t883, float %t1030)
  %t1036 = mul i32 %t491, 2
  %t1037 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1036
  %t1038 = load <8 x half>, ptr addrspace(3) %t1037, align 16
  %t1039 = extractelement <8 x half> %t1038, i32 0
  %t1040 = extractelement <8 x half> %t1038, i32 1
  %t1041 = extractelement <8 x half> %t1038, i32 2
  %t1042 = extractelement <8 x half> %t1038, i32 3
  %t1043 = extractelement <8 x half> %t1038, i32 4
  %t1044 = extractelement <8 x half> %t1038, i32 5
  %t1045 = extractelement <8 x half> %t1038, i32 6
  %t1046 = extractelement <8 x half> %t1038, i32 7
  %t1049 = fpext half %t1039 to float
  %t1051 = call float @llvm.fma.f32(float %t1049, float %t905, float %t1035)
  %t1054 = fpext half %t1040 to float
  %t1056 = call float @llvm.fma.f32(float %t1054, float %t916, float %t1051)
  %t1059 = fpext half %t1041 to float
  %t1061 = call float @llvm.fma.f32(float %t1059, float %t927, float %t1056)
  %t1064 = fpext half %t1042 to float
  %t1066 = call float @llvm.fma.f32(float %t1064, float %t938, float %t1061)
  %t1069 = fpext half %t1043 to float
  %t1071 = call float @llvm.fma.f32(float %t1069, float %t949, float %t1066)
  %t1074 = fpext half %t1044 to float
  %t1076 = call float @llvm.fma.f32(float %t1074, float %t960, float %t1071)
  %t1079 = fpext half %t1045 to float
  %t1081 = call float @llvm.fma.f32(float %t1079, float %t971, float %t1076)
  %t1084 = fpext half %t1046 to float
  %t1086 = call float @llvm.fma.f32(float %t1084, float %t982, float %t1081)
  %t1087 = mul i32 %t499, 2
  %t1088 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1087
  %t1089 = load <8 x half>, ptr addrspace(3) %t1088, align 16
  %t1090 = extractelement <8 x half> %t1089, i32 0
  %t1091 = extractelement <8 x half> %t1089, i32 1
  %t1092 = extractelement <8 x half> %t1089, i32 2
  %t1093 = extractelement <8 x half> %t1089, i32 3
  %t1094 = extractelement <8 x half> %t1089, i32 4
  %t1095 = extractelement <8 x half> %t1089, i32 5
  %t1096 = extractelement <8 x half> %t1089, i32 6
  %t1097 = extractelement <8 x half> %t1089, i32 7
  %t1100 = fpext half %t1090 to float
  %t1102 = call float @llvm.fma.f32(float %t1100, float %t806, float %t353)
  %t1105 = fpext half %t1091 to float
  %t1107 = call float @llvm.fma.f32(float %t1105, float %t817, float %t1102)
  %t1110 = fpext half %t1092 to float
  %t1112 = call float @llvm.fma.f32(float %t1110, float %t828, float %t1107)
  %t1115 = fpext half %t1093 to float
  %t1117 = call float @llvm.fma.f32(float %t1115, float %t839, float %t1112)
  %t1120 = fpext half %t1094 to float
  %t1122 = call float @llvm.fma.f32(float %t1120, float %t850, float %t1117)
  %t1125 = fpext half %t1095 to float
  %t1127 = call float @llvm.fma.f32(float %t1125, float %t861, float %t1122)
  %t1130 = fpext half %t1096 to float
  %t1132 = call float @llvm.fma.f32(float %t1130, float %t872, float %t1127)
  %t1135 = fpext half %t1097 to float
  %t1137 = call float @llvm.fma.f32(float %t1135, float %t883, float %t1132)
  %t1138 = mul i32 %t507, 2
  %t1139 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1138
  %t1140 = load <8 x half>, ptr addrspace(3) %t1139, align 16
  %t1141 = extractelement <8 x half> %t1140, i32 0
  %t1142 = extractelement <8 x half> %t1140, i32 1
  %t1143 = extractelement <8 x half> %t1140, i32 2
  %t1144 = extractelement <8 x half> %t1140, i32 3
  %t1145 = extractelement <8 x half> %t1140, i32 4
  %t1146 = extractelement <8 x half> %t1140, i32 5
  %t1147 = extractelement <8 x half> %t1140, i32 6
  %t1148 = extractelement <8 x half> %t1140, i32 7
  %t1151 = fpext half %t1141 to float
  %t1153 = call float @llvm.fma.f32(float %t1151, float %t905, float %t1137)
  %t1156 = fpext half %t1142 to float
  %t1158 = call float @llvm.fma.f32(float %t1156, float %t916, float %t1153)
  %t1161 = fpext half %t1143 to float
  %t1163 = call float @llvm.fma.f32(float %t1161, float %t927, float %t1158)
  %t1166 = fpext half %t1144 to float
  %t1168 = call float @llvm.fma.f32(float %t1166, float %t938, float %t1163)
  %t1171 = fpext half %t1145 to float
  %t1173 = call float @llvm.fma.f32(float %t1171, float %t949, float %t1168)
  %t1176 = fpext half %t1146 to float
  %t1178 = call float @llvm.fma.f32(float %t1176, float %t960, float %t1173)
  %t1181 = fpext half %t1147 to float
  %t1183 = call float @llvm.fma.f32(float %t1181, float %t971, float %t1178)
  %t1186 = fpext half %t1148 to float
  %t1188 = call float @llvm.fma.f32(float %t1186, float %t982, float %t1183)
  %t1189 = mul i32 %t515, 2
  %t1190 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1189
  %t1191 = load <8 x half>, ptr addrspace(3) %t1190, align 16
  %t1192 = extractelement <8 x half> %t1191, i32 0
  %t1193 = extractelement <8 x half> %t1191, i32 1
  %t1194 = extractelement <8 x half> %t1191, i32 2
  %t1195 = extractelement <8 x half> %t1191, i32 3
  %t1196 = extractelement <8 x half> %t1191, i32 4
  %t1197 = extractelement <8 x half> %t1191, i32 5
  %t1198 = extractelement <8 x half> %t1191, i32 6
  %t1199 = extractelement <8 x half> %t1191, i32 7
  %t1202 = fpext half %t1192 to float
  %t1204 = call float @llvm.fma.f32(float %t1202, float %t806, float %t354)
  %t1207 = fpext half %t1193 to float
  %t1209 = call float @llvm.fma.f32(float %t1207, float %t817, float %t1204)
  %t1212 = fpext half %t1194 to float
  %t1214 = call float @llvm.fma.f32(float %t1212, float %t828, float %t1209)
  %t1217 = fpext half %t1195 to float
  %t1219 = call float @llvm.fma.f32(float %t1217, float %t839, float %t1214)
  %t1222 = fpext half %t1196 to float
  %t1224 = call float @llvm.fma.f32(float %t1222, float %t850, float %t1219)
  %t1227 = fpext half %t1197 to float
  %t1229 = call float @llvm.fma.f32(float %t1227, float %t861, float %t1224)
  %t1232 = fpext half %t1198 to float
  %t1234 = call float @llvm.fma.f32(float %t1232, float %t872, float %t1229)
  %t1237 = fpext half %t1199 to float
  %t1239 = call float @llvm.fma.f32(float %t1237, float %t883, float %t1234)
  %t1240 = mul i32 %t523, 2
  %t1241 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1240
  %t1242 = load <8 x half>, ptr addrspace(3) %t1241, align 16
  %t1243 = extractelement <8 x half> %t1242, i32 0
  %t1244 = extractelement <8 x half> %t1242, i32 1
  %t1245 = extractelement <8 x half> %t1242, i32 2
  %t1246 = extractelement <8 x half> %t1242, i32 3
  %t1247 = extractelement <8 x half> %t1242, i32 4
  %t1248 = extractelement <8 x half> %t1242, i32 5
  %t1249 = extractelement <8 x half> %t1242, i32 6
  %t1250 = extractelement <8 x half> %t1242, i32 7
  %t1253 = fpext half %t1243 to float
  %t1255 = call float @llvm.fma.f32(float %t1253, float %t905, float %t1239)
  %t1258 = fpext half %t1244 to float
  %t1260 = call float @llvm.fma.f32(float %t1258, float %t916, float %t1255)
  %t1263 = fpext half %t1245 to float
  %t1265 = call float @llvm.fma.f32(float %t1263, float %t927, float %t1260)
  %t1268 = fpext half %t1246 to float
  %t1270 = call float @llvm.fma.f32(float %t1268, float %t938, float %t1265)
  %t1273 = fpext half %t1247 to float
  %t1275 = call float @llvm.fma.f32(float %t1273, float %t949, float %t1270)
  %t1278 = fpext half %t1248 to float
  %t1280 = call float @llvm.fma.f32(float %t1278, float %t960, float %t1275)
  %t1283 = fpext half %t1249 to float
  %t1285 = call float @llvm.fma.f32(float %t1283, float %t971, float %t1280)
  %t1288 = fpext half %t1250 to float
  %t1290 = call float @llvm.fma.f32(float %t1288, float %t982, float %t1285)
  %t1291 = mul i32 %t531, 2
  %t1292 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1291
  %t1293 = load <8 x half>, ptr addrspace(3) %t1292, align 16
  %t1294 = extractelement <8 x half> %t1293, i32 0
  %t1295 = extractelement <8 x half> %t1293, i32 1
  %t1296 = extractelement <8 x half> %t1293, i32 2
  %t1297 = extractelement <8 x half> %t1293, i32 3
  %t1298 = extractelement <8 x half> %t1293, i32 4
  %t1299 = extractelement <8 x half> %t1293, i32 5
  %t1300 = extractelement <8 x half> %t1293, i32 6
  %t1301 = extractelement <8 x half> %t1293, i32 7
  %t1304 = fpext half %t1294 to float
  %t1306 = call float @llvm.fma.f32(float %t1304, float %t806, float %t355)
  %t1309 = fpext half %t1295 to float
  %t1311 = call float @llvm.fma.f32(float %t1309, float %t817, float %t1306)
  %t1314 = fpext half %t1296 to float
  %t1316 = call float @llvm.fma.f32(float %t1314, float %t828, float %t1311)
  %t1319 = fpext half %t1297 to float
  %t1321 = call float @llvm.fma.f32(float %t1319, float %t839, float %t1316)
  %t1324 = fpext half %t1298 to float
  %t1326 = call float @llvm.fma.f32(float %t1324, float %t850, float %t1321)
  %t1329 = fpext half %t1299 to float
  %t1331 = call float @llvm.fma.f32(float %t1329, float %t861, float %t1326)
  %t1334 = fpext half %t1300 to float
  %t1336 = call float @llvm.fma.f32(float %t1334, float %t872, float %t1331)
  %t1339 = fpext half %t1301 to float
  %t1341 = call float @llvm.fma.f32(float %t1339, float %t883, float %t1336)
  %t1342 = mul i32 %t539, 2
  %t1343 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1342
  %t1344 = load <8 x half>, ptr addrspace(3) %t1343, align 16
  %t1345 = extractelement <8 x half> %t1344, i32 0
  %t1346 = extractelement <8 x half> %t1344, i32 1
  %t1347 = extractelement <8 x half> %t1344, i32 2
  %t1348 = extractelement <8 x half> %t1344, i32 3
  %t1349 = extractelement <8 x half> %t1344, i32 4
  %t1350 = extractelement <8 x half> %t1344, i32 5
  %t1351 = extractelement <8 x half> %t1344, i32 6
  %t1352 = extractelement <8 x half> %t1344, i32 7
  %t1355 = fpext half %t1345 to float
  %t1357 = call float @llvm.fma.f32(float %t1355, float %t905, float %t1341)
  %t1360 = fpext half %t1346 to float
  %t1362 = call float @llvm.fma.f32(float %t1360, float %t916, float %t1357)
  %t1365 = fpext half %t1347 to float
  %t1367 = call float @llvm.fma.f32(float %t1365, float %t927, float %t1362)
  %t1370 = fpext half %t1348 to float
  %t1372 = call float @llvm.fma.f32(float %t1370, float %t938, float %t1367)
  %t1375 = fpext half %t1349 to float
  %t1377 = call float @llvm.fma.f32(float %t1375, float %t949, float %t1372)
  %t1380 = fpext half %t1350 to float
  %t1382 = call float @llvm.fma.f32(float %t1380, float %t960, float %t1377)
  %t1385 = fpext half %t1351 to float
  %t1387 = call float @llvm.fma.f32(float %t1385, float %t971, float %t1382)
  %t1390 = fpext half %t1352 to float
  %t1392 = call float @llvm.fma.f32(float %t1390, float %t982, float %t1387)
  %t1393 = mul i32 %t547, 2
  %t1394 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1393
  %t1395 = load <8 x half>, ptr addrspace(3) %t1394, align 16
  %t1396 = extractelement <8 x half> %t1395, i32 0
  %t1397 = extractelement <8 x half> %t1395, i32 1
  %t1398 = extractelement <8 x half> %t1395, i32 2
  %t1399 = extractelement <8 x half> %t1395, i32 3
  %t1400 = extractelement <8 x half> %t1395, i32 4
  %t1401 = extractelement <8 x half> %t1395, i32 5
  %t1402 = extractelement <8 x half> %t1395, i32 6
  %t1403 = extractelement <8 x half> %t1395, i32 7
  %t1406 = fpext half %t1396 to float
  %t1408 = call float @llvm.fma.f32(float %t1406, float %t806, float %t356)
  %t1411 = fpext half %t1397 to float
  %t1413 = call float @llvm.fma.f32(float %t1411, float %t817, float %t1408)
  %t1416 = fpext half %t1398 to float
  %t1418 = call float @llvm.fma.f32(float %t1416, float %t828, float %t1413)
  %t1421 = fpext half %t1399 to float
  %t1423 = call float @llvm.fma.f32(float %t1421, float %t839, float %t1418)
  %t1426 = fpext half %t1400 to float
  %t1428 = call float @llvm.fma.f32(float %t1426, float %t850, float %t1423)
  %t1431 = fpext half %t1401 to float
  %t1433 = call float @llvm.fma.f32(float %t1431, float %t861, float %t1428)
  %t1436 = fpext half %t1402 to float
  %t1438 = call float @llvm.fma.f32(float %t1436, float %t872, float %t1433)
  %t1441 = fpext half %t1403 to float
  %t1443 = call float @llvm.fma.f32(float %t1441, float %t883, float %t1438)
  %t1444 = mul i32 %t555, 2
  %t1445 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1444
  %t1446 = load <8 x half>, ptr addrspace(3) %t1445, align 16
  %t1447 = extractelement <8 x half> %t1446, i32 0
  %t1448 = extractelement <8 x half> %t1446, i32 1
  %t1449 = extractelement <8 x half> %t1446, i32 2
  %t1450 = extractelement <8 x half> %t1446, i32 3
  %t1451 = extractelement <8 x half> %t1446, i32 4
  %t1452 = extractelement <8 x half> %t1446, i32 5
  %t1453 = extractelement <8 x half> %t1446, i32 6
  %t1454 = extractelement <8 x half> %t1446, i32 7
  %t1457 = fpext half %t1447 to float
  %t1459 = call float @llvm.fma.f32(float %t1457, float %t905, float %t1443)
  %t1462 = fpext half %t1448 to float
  %t1464 = call float @llvm.fma.f32(float %t1462, float %t916, float %t1459)
  %t1467 = fpext half %t1449 to float
  %t1469 = call float @llvm.fma.f32(float %t1467, float %t927, float %t1464)
  %t1472 = fpext half %t1450 to float
  %t1474 = call float @llvm.fma.f32(float %t1472, float %t938, float %t1469)
  %t1477 = fpext half %t1451 to float
  %t1479 = call float @llvm.fma.f32(float %t1477, float %t949, float %t1474)
  %t1482 = fpext half %t1452 to float
  %t1484 = call float @llvm.fma.f32(float %t1482, float %t960, float %t1479)
  %t1487 = fpext half %t1453 to float
  %t1489 = call float @llvm.fma.f32(float %t1487, float %t971, float %t1484)
  %t1492 = fpext half %t1454 to float
  %t1494 = call float @llvm.fma.f32(float %t1492, float %t982, float %t1489)
  %t1495 = mul i32 %t563, 2
  %t1496 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1495
  %t1497 = load <8 x half>, ptr addrspace(3) %t1496, align 16
  %t1498 = extractelement <8 x half> %t1497, i32 0
  %t1499 = extractelement <8 x half> %t1497, i32 1
  %t1500 = extractelement <8 x half> %t1497, i32 2
  %t1501 = extractelement <8 x half> %t1497, i32 3
  %t1502 = extractelement <8 x half> %t1497, i32 4
  %t1503 = extractelement <8 x half> %t1497, i32 5
  %t1504 = extractelement <8 x half> %t1497, i32 6
  %t1505 = extractelement <8 x half> %t1497, i32 7
  %t1508 = fpext half %t1498 to float
  %t1510 = call float @llvm.fma.f32(float %t1508, float %t806, float %t357)
  %t1513 = fpext half %t1499 to float
  %t1515 = call float @llvm.fma.f32(float %t1513, float %t817, float %t1510)
  %t1518 = fpext half %t1500 to float
  %t1520 = call float @llvm.fma.f32(float %t1518, float %t828, float %t1515)
  %t1523 = fpext half %t1501 to float
  %t1525 = call float @llvm.fma.f32(float %t1523, float %t839, float %t1520)
  %t1528 = fpext half %t1502 to float
  %t1530 = call float @llvm.fma.f32(float %t1528, float %t850, float %t1525)
  %t1533 = fpext half %t1503 to float
  %t1535 = call float @llvm.fma.f32(float %t1533, float %t861, float %t1530)
  %t1538 = fpext half %t1504 to float
  %t1540 = call float @llvm.fma.f32(float %t1538, float %t872, float %t1535)
  %t1543 = fpext half %t1505 to float
  %t1545 = call float @llvm.fma.f32(float %t1543, float %t883, float %t1540)
  %t1546 = mul i32 %t571, 2
  %t1547 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1546
  %t1548 = load <8 x half>, ptr addrspace(3) %t1547, align 16
  %t1549 = extractelement <8 x half> %t1548, i32 0
  %t1550 = extractelement <8 x half> %t1548, i32 1
  %t1551 = extractelement <8 x half> %t1548, i32 2
  %t1552 = extractelement <8 x half> %t1548, i32 3
  %t1553 = extractelement <8 x half> %t1548, i32 4
  %t1554 = extractelement <8 x half> %t1548, i32 5
  %t1555 = extractelement <8 x half> %t1548, i32 6
  %t1556 = extractelement <8 x half> %t1548, i32 7
  %t1559 = fpext half %t1549 to float
  %t1561 = call float @llvm.fma.f32(float %t1559, float %t905, float %t1545)
  %t1564 = fpext half %t1550 to float
  %t1566 = call float @llvm.fma.f32(float %t1564, float %t916, float %t1561)
  %t1569 = fpext half %t1551 to float
  %t1571 = call float @llvm.fma.f32(float %t1569, float %t927, float %t1566)
  %t1574 = fpext half %t1552 to float
  %t1576 = call float @llvm.fma.f32(float %t1574, float %t938, float %t1571)
  %t1579 = fpext half %t1553 to float
  %t1581 = call float @llvm.fma.f32(float %t1579, float %t949, float %t1576)
  %t1584 = fpext half %t1554 to float
  %t1586 = call float @llvm.fma.f32(float %t1584, float %t960, float %t1581)
  %t1589 = fpext half %t1555 to float
  %t1591 = call float @llvm.fma.f32(float %t1589, float %t971, float %t1586)
  %t1594 = fpext half %t1556 to float
  %t1596 = call float @llvm.fma.f32(float %t1594, float %t982, float %t1591)
  %t1597 = mul i32 %t579, 2
  %t1598 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1597
  %t1599 = load <8 x half>, ptr addrspace(3) %t1598, align 16
  %t1600 = extractelement <8 x half> %t1599, i32 0
  %t1601 = extractelement <8 x half> %t1599, i32 1
  %t1602 = extractelement <8 x half> %t1599, i32 2
  %t1603 = extractelement <8 x half> %t1599, i32 3
  %t1604 = extractelement <8 x half> %t1599, i32 4
  %t1605 = extractelement <8 x half> %t1599, i32 5
  %t1606 = extractelement <8 x half> %t1599, i32 6
  %t1607 = extractelement <8 x half> %t1599, i32 7
  %t1610 = fpext half %t1600 to float
  %t1612 = call float @llvm.fma.f32(float %t1610, float %t806, float %t358)
  %t1615 = fpext half %t1601 to float
  %t1617 = call float @llvm.fma.f32(float %t1615, float %t817, float %t1612)
  %t1620 = fpext half %t1602 to float
  %t1622 = call float @llvm.fma.f32(float %t1620, float %t828, float %t1617)
  %t1625 = fpext half %t1603 to float
  %t1627 = call float @llvm.fma.f32(float %t1625, float %t839, float %t1622)
  %t1630 = fpext half %t1604 to float
  %t1632 = call float @llvm.fma.f32(float %t1630, float %t850, float %t1627)
  %t1635 = fpext half %t1605 to float
  %t1637 = call float @llvm.fma.f32(float %t1635, float %t861, float %t1632)
  %t1640 = fpext half %t1606 to float
  %t1642 = call float @llvm.fma.f32(float %t1640, float %t872, float %t1637)
  %t1645 = fpext half %t1607 to float
  %t1647 = call float @llvm.fma.f32(float %t1645, float %t883, float %t1642)
  %t1648 = mul i32 %t587, 2
  %t1649 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1648
  %t1650 = load <8 x half>, ptr addrspace(3) %t1649, align 16
  %t1651 = extractelement <8 x half> %t1650, i32 0
  %t1652 = extractelement <8 x half> %t1650, i32 1
  %t1653 = extractelement <8 x half> %t1650, i32 2
  %t1654 = extractelement <8 x half> %t1650, i32 3
  %t1655 = extractelement <8 x half> %t1650, i32 4
  %t1656 = extractelement <8 x half> %t1650, i32 5
  %t1657 = extractelement <8 x half> %t1650, i32 6
  %t1658 = extractelement <8 x half> %t1650, i32 7
  %t1661 = fpext half %t1651 to float
  %t1663 = call float @llvm.fma.f32(float %t1661, float %t905, float %t1647)
  %t1666 = fpext half %t1652 to float
  %t1668 = call float @llvm.fma.f32(float %t1666, float %t916, float %t1663)
  %t1671 = fpext half %t1653 to float
  %t1673 = call float @llvm.fma.f32(float %t1671, float %t927, float %t1668)
  %t1676 = fpext half %t1654 to float
  %t1678 = call float @llvm.fma.f32(float %t1676, float %t938, float %t1673)
  %t1681 = fpext half %t1655 to float
  %t1683 = call float @llvm.fma.f32(float %t1681, float %t949, float %t1678)
  %t1686 = fpext half %t1656 to float
  %t1688 = call float @llvm.fma.f32(float %t1686, float %t960, float %t1683)
  %t1691 = fpext half %t1657 to float
  %t1693 = call float @llvm.fma.f32(float %t1691, float %t971, float %t1688)
  %t1696 = fpext half %t1658 to float
  %t1698 = call float @llvm.fma.f32(float %t1696, float %t982, float %t1693)
  %t1699 = mul i32 %t595, 2
  %t1700 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1699
  %t1701 = load <8 x half>, ptr addrspace(3) %t1700, align 16
  %t1702 = extractelement <8 x half> %t1701, i32 0
  %t1703 = extractelement <8 x half> %t1701, i32 1
  %t1704 = extractelement <8 x half> %t1701, i32 2
  %t1705 = extractelement <8 x half> %t1701, i32 3
  %t1706 = extractelement <8 x half> %t1701, i32 4
  %t1707 = extractelement <8 x half> %t1701, i32 5
  %t1708 = extractelement <8 x half> %t1701, i32 6
  %t1709 = extractelement <8 x half> %t1701, i32 7
  %t1712 = fpext half %t1702 to float
  %t1714 = call float @llvm.fma.f32(float %t1712, float %t806, float %t359)
  %t1717 = fpext half %t1703 to float
  %t1719 = call float @llvm.fma.f32(float %t1717, float %t817, float %t1714)
  %t1722 = fpext half %t1704 to float
  %t1724 = call float @llvm.fma.f32(float %t1722, float %t828, float %t1719)
  %t1727 = fpext half %t1705 to float
  %t1729 = call float @llvm.fma.f32(float %t1727, float %t839, float %t1724)
  %t1732 = fpext half %t1706 to float
  %t1734 = call float @llvm.fma.f32(float %t1732, float %t850, float %t1729)
  %t1737 = fpext half %t1707 to float
  %t1739 = call float @llvm.fma.f32(float %t1737, float %t861, float %t1734)
  %t1742 = fpext half %t1708 to float
  %t1744 = call float @llvm.fma.f32(float %t1742, float %t872, float %t1739)
  %t1747 = fpext half %t1709 to float
  %t1749 = call float @llvm.fma.f32(float %t1747, float %t883, float %t1744)
  %t1750 = mul i32 %t603, 2
  %t1751 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1750
  %t1752 = load <8 x half>, ptr addrspace(3) %t1751, align 16
  %t1753 = extractelement <8 x half> %t1752, i32 0
  %t1754 = extractelement <8 x half> %t1752, i32 1
  %t1755 = extractelement <8 x half> %t1752, i32 2
  %t1756 = extractelement <8 x half> %t1752, i32 3
  %t1757 = extractelement <8 x half> %t1752, i32 4
  %t1758 = extractelement <8 x half> %t1752, i32 5
  %t1759 = extractelement <8 x half> %t1752, i32 6
  %t1760 = extractelement <8 x half> %t1752, i32 7
  %t1763 = fpext half %t1753 to float
  %t1765 = call float @llvm.fma.f32(float %t1763, float %t905, float %t1749)
  %t1768 = fpext half %t1754 to float
  %t1770 = call float @llvm.fma.f32(float %t1768, float %t916, float %t1765)
  %t1773 = fpext half %t1755 to float
  %t1775 = call float @llvm.fma.f32(float %t1773, float %t927, float %t1770)
  %t1778 = fpext half %t1756 to float
  %t1780 = call float @llvm.fma.f32(float %t1778, float %t938, float %t1775)
  %t1783 = fpext half %t1757 to float
  %t1785 = call float @llvm.fma.f32(float %t1783, float %t949, float %t1780)
  %t1788 = fpext half %t1758 to float
  %t1790 = call float @llvm.fma.f32(float %t1788, float %t960, float %t1785)
  %t1793 = fpext half %t1759 to float
  %t1795 = call float @llvm.fma.f32(float %t1793, float %t971, float %t1790)
  %t1798 = fpext half %t1760 to float
  %t1800 = call float @llvm.fma.f32(float %t1798, float %t982, float %t1795)
  %t1801 = mul i32 %t611, 2
  %t1802 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1801
  %t1803 = load <8 x half>, ptr addrspace(3) %t1802, align 16
  %t1804 = extractelement <8 x half> %t1803, i32 0
  %t1805 = extractelement <8 x half> %t1803, i32 1
  %t1806 = extractelement <8 x half> %t1803, i32 2
  %t1807 = extractelement <8 x half> %t1803, i32 3
  %t1808 = extractelement <8 x half> %t1803, i32 4
  %t1809 = extractelement <8 x half> %t1803, i32 5
  %t1810 = extractelement <8 x half> %t1803, i32 6
  %t1811 = extractelement <8 x half> %t1803, i32 7
  %t1814 = fpext half %t1804 to float
  %t1816 = call float @llvm.fma.f32(float %t1814, float %t806, float %t360)
  %t1819 = fpext half %t1805 to float
  %t1821 = call float @llvm.fma.f32(float %t1819, float %t817, float %t1816)
  %t1824 = fpext half %t1806 to float
  %t1826 = call float @llvm.fma.f32(float %t1824, float %t828, float %t1821)
  %t1829 = fpext half %t1807 to float
  %t1831 = call float @llvm.fma.f32(float %t1829, float %t839, float %t1826)
  %t1834 = fpext half %t1808 to float
  %t1836 = call float @llvm.fma.f32(float %t1834, float %t850, float %t1831)
  %t1839 = fpext half %t1809 to float
  %t1841 = call float @llvm.fma.f32(float %t1839, float %t861, float %t1836)
  %t1844 = fpext half %t1810 to float
  %t1846 = call float @llvm.fma.f32(float %t1844, float %t872, float %t1841)
  %t1849 = fpext half %t1811 to float
  %t1851 = call float @llvm.fma.f32(float %t1849, float %t883, float %t1846)
  %t1852 = mul i32 %t619, 2
  %t1853 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1852
  %t1854 = load <8 x half>, ptr addrspace(3) %t1853, align 16
  %t1855 = extractelement <8 x half> %t1854, i32 0
  %t1856 = extractelement <8 x half> %t1854, i32 1
  %t1857 = extractelement <8 x half> %t1854, i32 2
  %t1858 = extractelement <8 x half> %t1854, i32 3
  %t1859 = extractelement <8 x half> %t1854, i32 4
  %t1860 = extractelement <8 x half> %t1854, i32 5
  %t1861 = extractelement <8 x half> %t1854, i32 6
  %t1862 = extractelement <8 x half> %t1854, i32 7
  %t1865 = fpext half %t1855 to float
  %t1867 = call float @llvm.fma.f32(float %t1865, float %t905, float %t1851)
  %t1870 = fpext half %t1856 to float
  %t1872 = call float @llvm.fma.f32(float %t1870, float %t916, float %t1867)
  %t1875 = fpext half %t1857 to float
  %t1877 = call float @llvm.fma.f32(float %t1875, float %t927, float %t1872)
  %t1880 = fpext half %t1858 to float
  %t1882 = call float @llvm.fma.f32(float %t1880, float %t938, float %t1877)
  %t1885 = fpext half %t1859 to float
  %t1887 = call float @llvm.fma.f32(float %t1885, float %t949, float %t1882)
  %t1890 = fpext half %t1860 to float
  %t1892 = call float @llvm.fma.f32(float %t1890, float %t960, float %t1887)
  %t1895 = fpext half %t1861 to float
  %t1897 = call float @llvm.fma.f32(float %t1895, float %t971, float %t1892)
  %t1900 = fpext half %t1862 to float
  %t1902 = call float @llvm.fma.f32(float %t1900, float %t982, float %t1897)
  %t1903 = mul i32 %t627, 2
  %t1904 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1903
  %t1905 = load <8 x half>, ptr addrspace(3) %t1904, align 16
  %t1906 = extractelement <8 x half> %t1905, i32 0
  %t1907 = extractelement <8 x half> %t1905, i32 1
  %t1908 = extractelement <8 x half> %t1905, i32 2
  %t1909 = extractelement <8 x half> %t1905, i32 3
  %t1910 = extractelement <8 x half> %t1905, i32 4
  %t1911 = extractelement <8 x half> %t1905, i32 5
  %t1912 = extractelement <8 x half> %t1905, i32 6
  %t1913 = extractelement <8 x half> %t1905, i32 7
  %t1916 = fpext half %t1906 to float
  %t1918 = call float @llvm.fma.f32(float %t1916, float %t806, float %t361)
  %t1921 = fpext half %t1907 to float
  %t1923 = call float @llvm.fma.f32(float %t1921, float %t817, float %t1918)
  %t1926 = fpext half %t1908 to float
  %t1928 = call float @llvm.fma.f32(float %t1926, float %t828, float %t1923)
  %t1931 = fpext half %t1909 to float
  %t1933 = call float @llvm.fma.f32(float %t1931, float %t839, float %t1928)
  %t1936 = fpext half %t1910 to float
  %t1938 = call float @llvm.fma.f32(float %t1936, float %t850, float %t1933)
  %t1941 = fpext half %t1911 to float
  %t1943 = call float @llvm.fma.f32(float %t1941, float %t861, float %t1938)
  %t1946 = fpext half %t1912 to float
  %t1948 = call float @llvm.fma.f32(float %t1946, float %t872, float %t1943)
  %t1951 = fpext half %t1913 to float
  %t1953 = call float @llvm.fma.f32(float %t1951, float %t883, float %t1948)
  %t1954 = mul i32 %t635, 2
  %t1955 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1954
  %t1956 = load <8 x half>, ptr addrspace(3) %t1955, align 16
  %t1957 = extractelement <8 x half> %t1956, i32 0
  %t1958 = extractelement <8 x half> %t1956, i32 1
  %t1959 = extractelement <8 x half> %t1956, i32 2
  %t1960 = extractelement <8 x half> %t1956, i32 3
  %t1961 = extractelement <8 x half> %t1956, i32 4
  %t1962 = extractelement <8 x half> %t1956, i32 5
  %t1963 = extractelement <8 x half> %t1956, i32 6
  %t1964 = extractelement <8 x half> %t1956, i32 7
  %t1967 = fpext half %t1957 to float
  %t1969 = call float @llvm.fma.f32(float %t1967, float %t905, float %t1953)
  %t1972 = fpext half %t1958 to float
  %t1974 = call float @llvm.fma.f32(float %t1972, float %t916, float %t1969)
  %t1977 = fpext half %t1959 to float
  %t1979 = call float @llvm.fma.f32(float %t1977, float %t927, float %t1974)
  %t1982 = fpext half %t1960 to float
  %t1984 = call float @llvm.fma.f32(float %t1982, float %t938, float %t1979)
  %t1987 = fpext half %t1961 to float
  %t1989 = call float @llvm.fma.f32(float %t1987, float %t949, float %t1984)
  %t1992 = fpext half %t1962 to float
  %t1994 = call float @llvm.fma.f32(float %t1992, float %t960, float %t1989)
  %t1997 = fpext half %t1963 to float
  %t1999 = call float @llvm.fma.f32(float %t1997, float %t971, float %t1994)
  %t2002 = fpext half %t1964 to float
  %t2004 = call float @llvm.fma.f32(float %t2002, float %t982, float %t1999)
  %t2005 = mul i32 %t643, 2
  %t2006 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t2005
  %t2007 = load <8 x half>, ptr addrspace(3) %t2006, align 16
  %t2008 = extractelement <8 x half> %t2007, i32 0
  %t2009 = extractelement <8 x half> %t2007, i32 1
  %t2010 = extractelement <8 x half> %t2007, i32 2
  %t2011 = extractelement <8 x half> %t2007, i32 3
  %t2012 = extractelement <8 x half> %t2007, i32 4
  %t2013 = extractelement <8 x half> %t2007, i32 5
  %t2014 = extractelement <8 x half> %t2007, i32 6
  %t2015 = extractelement <8 x half> %t2007, i32 7
  %t2018 = fpext half %t2008 to float
  %t2020 = call float @llvm.fma.f32(float %t2018, float %t806, float %t362)
  %t2023 = fpext half %t2009 to float
  %t2025 = call float @llvm.fma.f32(float %t2023, float %t817, float %t2020)
  %t2028 = fpext half %t2010 to float
  %t2030 = call float @llvm.fma.f32(float %t2028, float %t828, float %t2025)
  %t2033 = fpext half %t2011 to float
  %t2035 = call float @llvm.fma.f32(float %t2033, float %t839, float %t2030)
  %t2038 = fpext half %t2012 to float
  %t2040 = call float @llvm.fma.f32(float %t2038, float %t850, float %t2035)
  %t2043 = fpext half %t2013 to float
  %t2045 = call float @llvm.fma.f32(float %t2043, float %t861, float %t2040)
  %t2048 = fpext half %t2014 to float
  %t2050 = call float @llvm.fma.f32(float %t2048, float %t872, float %t2045)
  %t2053 = fpext half %t2015 to float
  %t2055 = call float @llvm.fma.f32(float %t2053, float %t883, float %t2050)
  %t2056 = mul i32 %t651, 2
  %t2057 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t2056
  %t2058 = load <8 x half>, ptr addrspace(3) %t2057, align 16
  %t2059 = extractelement <8 x half> %t2058, i32 0
  %t2060 = extractelement <8 x half> %t2058, i32 1
  %t2061 = extractelement <8 x half> %t2058, i32 2
  %t2062 = extractelement <8 x half> %t2058, i32 3
  %t2063 = extractelement <8 x half> %t2058, i32 4
  %t2064 = extractelement <8 x half> %t2058, i32 5
  %t2065 = extractelement <8 x half> %t2058, i32 6
  %t2066 = extractelement <8 x half> %t2058, i32 7
  %t2069 = fpext half %t2059 to float
  %t2071 = call float @llvm.fma.f32(float %t2069, float %t905, float %t2055)
  %t2074 = fpext half %t2060 to float
  %t2076 = call float @llvm.fma.f32(float %t2074, float %t916, float %t2071)
  %t2079 = fpext half %t2061 to float
  %t2081 = call float @llvm.fma.f32(float %t2079, float %t927, float %t2076)
  %t2084 = fpext half %t2062 to float
  %t2086 = call float @llvm.fma.f32(float %t2084, float %t938, float %t2081)
  %t2089 = fpext half %t2063 to float
  %t2091 = call float @llvm.fma.f32(float %t2089, float %t949, float %t2086)
  %t2094 = fpext half %t2064 to float
  %t2096 = call float @llvm.fma.f32(float %t2094, float %t960, float %t2091)
  %t2099 = fpext half %t2065 to float
  %t2101 = call float @llvm.fma.f32(float %t2099, float %t971, float %t2096)
  %t2104 = fpext half %t2066 to float
  %t2106 = call float @llvm.fma.f32(float %t2104, float %t982, float %t2101)
  %t2107 = mul i32 %t659, 2
  %t2108 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t2107
  %t2109 = load <8 x half>, ptr addrspace(3) %t2108, align 16
  %t2110 = extractelement <8 x half> %t2109, i32 0
  %t2111 = extractelement <8 x half> %t2109, i32 1
  %t2112 = extractelement <8 x half> %t2109, i32 2
  %t2113 = extractelement <8 x half> %t2109, i32 3
  %t2114 = extractelement <8 x half> %t2109, i32 4
  %t2115 = extractelement <8 x half> %t2109, i32 5
  %t2116 = extractelement <8 x half> %t2109, i32 6
  %t2117 = extractelement <8 x half> %t2109, i32 7
  %t2120 = fpext half %t2110 to float
  %t2122 = call float @llvm.fma.f32(float %t2120, float %t806, float %t363)
  %t2125 = fpext half %t2111 to float
  %t2127 = call float @llvm.fma.f32(float %t2125, float %t817, float %t2122)
  %t2130 = fpext half %t2112 to float
  %t2132 = call float @llvm.fma.f32(float %t2130, float %t828, float %t2127)
  %t2135 = fpext half %t2113 to float
  %t2137 = call float @llvm.fma.f32(float %t2135, float %t839, float %t2132)
  %t2140 = fpext half %t2114 to float
  %t2142 = call float @llvm.fma.f32(float %t2140, float %t850, float %t2137)
  %t2145 = fpext half %t2115 to float
  %t2147 = call float @llvm.fma.f32(float %t2145, float %t861, float %t2142)
  %t2150 = fpext half %t2116 to float
  %t2152 = call float @llvm.fma.f32(float %t2150, float %t872, float %t2147)
  %t2155 = fpext half %t2117 to float
  %t2157 = call float @llvm.fma.f32(float %t2155, float %t883, float %t2152)
  %t2158 = mul i32 %t667, 2
  %t2159 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t2158
  %t2160 = load <8 x half>, ptr addrspace(3) %t2159, align 16
  %t2161 = extractelement <8 x half> %t2160, i32 0
  %t2162 = extractelement <8 x half> %t2160, i32 1
  %t2163 = extractelement <8 x half> %t2160, i32 2
  %t2164 = extractelement <8 x half> %t2160, i32 3
  %t2165 = extractelement <8 x half> %t2160, i32 4
  %t2166 = extractelement <8 x half> %t2160, i32 5
  %t2167 = extractelement <8 x half> %t2160, i32 6
  %t2168 = extractelement <8 x half> %t2160, i32 7
  %t2171 = fpext half %t2161 to float
  %t2173 = call float @llvm.fma.f32(float %t2171, float %t905, float %t2157)
  %t2176 = fpext half %t2162 to float
  %t2178 = call float @llvm.fma.f32(float %t2176, float %t916, float %t2173)
  %t2181 = fpext half %t2163 to float
  %t2183 = call float @llvm.fma.f32(float %t2181, float %t927, float %t2178)
  %t2186 = fpext half %t2164 to float
  %t2188 = call float @llvm.fma.f32(float %t2186, float %t938, float %t2183)
  %t2191 = fpext half %t2165 to float
  %t2193 = call float @llvm.fma.f32(float %t2191, float %t949, float %t2188)
  %t2196 = fpext half %t2166 to float
  %t2198 = call float @llvm.fma.f32(float %t2196, float %t960, float %t2193)
  %t2201 = fpext half %t2167 to float
  %t2203 = call float @llvm.fma.f32(float %t2201, float %t971, float %t2198)
  %t2206 = fpext half %t2168 to float
  %t2208 = call float @llvm.fma.f32(float %t2206, float %t982, float %t2203)
  %t2209 = mul i32 %t675, 2
  %t2210 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t2209
  %t2211 = load <8 x half>, ptr addrspace(3) %t2210, align 16
  %t2212 = extractelement <8 x half> %t2211, i32 0
  %t2213 = extractelement <8 x half> %t2211, i32 1
  %t2214 = extractelement <8 x half> %t2211, i32 2
  %t2215 = extractelement <8 x half> %t2211, i32 3
  %t2216 = extractelement <8 x half> %t2211, i32 4
  %t2217 = extractelement <8 x half> %t2211, i32 5
  %t2218 = extractelement <8 x half> %t2211, i32 6
  %t2219 = extractelement <8 x half> %t2211, i32 7
  %t2222 = fpext half %t2212 to float
  %t2224 = call float @llvm.fma.f32(float %t2222, float %t806, float %t364)
  %t2227 = fpext half %t2213 to float
  %t2229 = call float @llvm.fma.f32(float %t2227, float %t817, float %t2224)
  %t2232 = fpext half %t2214 to float
  %t2234 = call float @llvm.fma.f32(float %t2232, float %t828, float %t2229)
  %t2237 = fpext half %t2215 to float
  %t2239 = call float @llvm.fma.f32(float %t2237, float %t839, float %t2234)
  %t2242 = fpext half %t2216 to float
  %t2244 = call float @llvm.fma.f32(float %t2242, float %t850, float %t2239)
  %t2247 = fpext half %t2217 to float
  %t2249 = call float @llvm.fma.f32(float %t2247, float %t861, float %t2244)
  %t2252 = fpext half %t2218 to float
  %t2254 = call float @llvm.fma.f32(float %t2252, float %t872, float %t2249)
  %t2257 = fpext half %t2219 to float
  %t2259 = call float @llvm.fma.f32(float %t2257, float %t883, float %t2254)
  %t2260 = mul i32 %t683, 2
  %t2261 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t2260
  %t2262 = load <8 x half>, ptr addrspace(3) %t2261, align 16
  %t2263 = extractelement <8 x half> %t2262, i32 0
  %t2264 = extractelement <8 x half> %t2262, i32 1
  %t2265 = extractelement <8 x half> %t2262, i32 2
  %t2266 = extractelement <8 x half> %t2262, i32 3
  %t2267 = extractelement <8 x half> %t2262, i32 4
  %t2268 = extractelement <8 x half> %t2262, i32 5
  %t2269 = extractelement <8 x half> %t2262, i32 6
  %t2270 = extractelement <8 x half> %t2262, i32 7
  %t2273 = fpext half %t2263 to float
  %t2275 = call float @llvm.fma.f32(float %t2273, float %t905, float %t2259)
  %t2278 = fpext half %t2264 to float
  %t2280 = call float @llvm.fma.f32(float %t2278, float %t916, float %t2275)
  %t2283 = fpext half %t2265 to float
  %t2285 = call float @llvm.fma.f32(float %t2283, float %t927, float %t2280)
  %t2288 = fpext half %t2266 to float
  %t2290 = call float @llvm.fma.f32(float %t2288, float %t938, float %t2285)
  %t2293 = fpext half %t2267 to float
  %t2295 = call float @llvm.fma.f32(float %t2293, float %t949, float %t2290)
  %t2298 = fpext half %t2268 to float
  %t2300 = call float @llvm.fma.f32(float %t2298, float %t960, float %t2295)
  %t2303 = fpext half %t2269 to float
  %t2305 = call float @llvm.fma.f32(float %t2303, float %t971, float %t2300)
  %t2308 = fpext half %t2270 to float
  %t2310 = call float @llvm.fma.f32(float %t2308, float %t982, float %t2305)
  %t2311 = mul i32 %t691, 2
  %t2312 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t2311
  %t2313 = load <8 x half>, ptr addrspace(3) %t2312, align 16
  %t2314 = extractelement <8 x half> %t2313, i32 0
  %t2315 = extractelement <8 x half> %t2313, i32 1
  %t2316 = extractelement <8 x half> %t2313, i32 2
  %t2317 = extractelement <8 x half> %t2313, i32 3
  %t2318 = extractelement <8 x half> %t2313, i32 4
  %t2319 = extractelement <8 x half> %t2313, i32 5
  %t2320 = extractelement <8 x half> %t2313, i32 6
  %t2321 = extractelement <8 x half> %t2313, i32 7
  %t2324 = fpext half %t2314 to float
  %t2326 = call float @llvm.fma.f32(float %t2324, float %t806, float %t365)
  %t2329 = fpext half %t2315 to float
  %t2331 = call float @llvm.fma.f32(float %t2329, float %t817, float %t2326)
  %t2334 = fpext half %t2316 to float
  %t2336 = call float @llvm.fma.f32(float %t2334, float %t828, float %t2331)
  %t2339 = fpext half %t2317 to float
  %t2341 = call float @llvm.fma.f32(float %t2339, float %t839, float %t2336)
  %t2344 = fpext half %t2318 to float
  %t2346 = call float @llvm.fma.f32(float %t2344, float %t850, float %t2341)
  %t2349 = fpext half %t2319 to float
  %t2351 = call float @llvm.fma.f32(float %t2349, float %t861, float %t2346)
  %t2354 = fpext half %t2320 to float
  %t2356 = call float @llvm.fma.f32(float %t2354, float %t872, float %t2351)
  %t2359 = fpext half %t2321 to float
  %t2361 = call float @llvm.fma.f32(float %t2359, float %t883, float %t2356)
  %t2362 = mul i32 %t699, 2
  %t2363 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t2362
  %t2364 = load <8 x half>, ptr addrspace(3) %t2363, align 16
  %t2365 = extractelement <8 x half> %t2364, i32 0
  %t2366 = extractelement <8 x half> %t2364, i32 1
  %t2367 = extractelement <8 x half> %t2364, i32 2
  %t2368 = extractelement <8 x half> %t2364, i32 3
  %t2369 = extractelement <8 x half> %t2364, i32 4
  %t2370 = extractelement <8 x half> %t2364, i32 5
  %t2371 = extractelement <8 x half> %t2364, i32 6
  %t2372 = extractelement <8 x half> %t2364, i32 7
  %t2375 = fpext half %t2365 to float
  %t2377 = call float @llvm.fma.f32(float %t2375, float %t905, float %t2361)
  %t2380 = fpext half %t2366 to float
  %t2382 = call float @llvm.fma.f32(float %t2380, float %t916, float %t2377)
  %t2385 = fpext half %t2367 to float
  %t2387 = call float @llvm.fma.f32(float %t2385, float %t927, float %t2382)
  %t2390 = fpext half %t2368 to float
  %t2392 = call float @llvm.fma.f32(float %t2390, float %t938, float %t2387)
  %t2395 = fpext half %t2369 to float
  %t2397 = call float @llvm.fma.f32(float %t2395, float %t949, float %t2392)
  %t2400 = fpext half %t2370 to float
  %t2402 = call float @llvm.fma.f32(float %t2400, float %t960, float %t2397)
  %t2405 = fpext half %t2371 to float
  %t2407 = call float @llvm.fma.f32(float %t2405, float %t971, float %t2402)
  %t2410 = fpext half %t2372 to float
  %t2412 = call float @llvm.fma.f32(float %t2410, float %t982, float %t2407)
  %t2413 = mul i32 %t707, 2
  %t2414 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t2413
  %t2415 = load <8 x half>, ptr addrspace(3) %t2414, align 16
  %t2416 = extractelement <8 x half> %t2415, i32 0
  %t2417 = extractelement <8 x half> %t2415, i32 1
  %t2418 = extractelement <8 x half> %t2415, i32 2
  %t2419 = extractelement <8 x half> %t2415, i32 3
  %t2420 = extractelement <8 x half> %t2415, i32 4
  %t2421 = extractelement <8 x half> %t2415, i32 5
  %t2422 = extractelement <8 x half> %t2415, i32 6
  %t2423 = extractelement <8 x half> %t2415, i32 7
  %t2426 = fpext half %t2416 to float
  %t2428 = call float @llvm.fma.f32(float %t2426, float %t806, float %t366)
  %t2431 = fpext half %t2417 to float
  %t2433 = call float @llvm.fma.f32(float %t2431, float %t817, float %t2428)
  %t2436 = fpext half %t2418 to float
  %t2438 = call float @llvm.fma.f32(float %t2436, float %t828, float %t2433)
  %t2441 = fpext half %t2419 to float
  %t2443 = call float @llvm.fma.f32(float %t2441, float %t839, float %t2438)
  %t2446 = fpext half %t2420 to float
  %t2448 = call float @llvm.fma.f32(float %t2446, float %t850, float %t2443)
  %t2451 = fpext half %t2421 to float
  %t2453 = call float @llvm.fma.f32(float %t2451, float %t861, float %t2448)
  %t2456 = fpext half %t2422 to float
  %t2458 = call float @llvm.fma.f32(float %t2456, float %t872, float %t2453)
  %t2461 = fpext half %t2423 to float
  %t2463 = call float @llvm.fma.f32(float %t2461, float %t883, float %t2458)
  %t2464 = mul i32 %t715, 2
  %t2465 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t2464
  %t2466 = load <8 x half>, ptr addrspace(3) %t2465, align 16
  %t2467 = extractelement <8 x half> %t2466, i32 0
  %t2468 = extractelement <8 x half> %t2466, i32 1
  %t2469 = extractelement <8 x half> %t2466, i32 2
  %t2470 = extractelement <8 x half> %t2466, i32 3
  %t2471 = extractelement <8 x half> %t2466, i32 4
  %t2472 = extractelement <8 x half> %t2466, i32 5
  %t2473 = extractelement <8 x half> %t2466, i32 6
  %t2474 = extractelement <8 x half> %t2466, i32 7
  %t2477 = fpext half %t2467 to float
  %t2479 = call float @llvm.fma.f32(float %t2477, float %t905, float %t2463)
  %t2482 = fpext half %t2468 to float
  %t2484 = call float @llvm.fma.f32(float %t2482, float %t916, float %t2479)
  %t2487 = fpext half %t2469 to float
  %t2489 = call float @llvm.fma.f32(float %t2487, float %t927, float %t2484)
  %t2492 = fpext half %t2470 to float
  %t2494 = call float @llvm.fma.f32(float %t2492, float %t938, float %t2489)
  %t2497 = fpext half %t2471 to float
  %t2499 = call float @llvm.fma.f32(float %t2497, float %t949, float %t2494)
  %t2502 = fpext half %t2472 to float
  %t2504 = call float @llvm.fma.f32(float %t2502, float %t960, float %t2499)
  %t2507 = fpext half %t2473 to float
  %t2509 = call float @llvm.fma.f32(float %t2507, float %t971, float %t2504)
  %t2512 = fpext half %t2474 to float
  %t2514 = call float @llvm.fma.f32(float %t2512, float %t982, float %t2509)
  %t2515 = mul i32 16, %arg7
  %t2516 = sext i32 %t2515 to i64
  %t2517 = getelementptr half, ptr addrspace(1) %t367, i64 %t2516
  %t2518 = sext i32 %t2515 to i64
  %t2519 = getelementptr half, ptr addrspace(1) %t368, i64 %t2518
  %t2520 = sext i32 %t2515 to i64
  %t2521 = getelementptr half, ptr addrspace(1) %t369, i64 %t2520
  %t2522 = sext i32 %t2515 to i64
  %t2523 = getelementptr half, ptr addrspace(1) %t370, i64 %t2522
  %t2524 = sext i32 %t2515 to i64
  %t2525 = getelementptr half, ptr addrspace(1) %t371, i64 %t2524
  %t2526 = sext i32 %t2515 to i64
  %t2527 = getelementptr half, ptr addrspace(1) %t372, i64 %t2526
  %t2528 = sext i32 %t2515 to i64
  %t2529 = getelementptr half, ptr addrspace(1) %t373, i64 %t2528
  %t2530 = sext i32 %t2515 to i64
  %t2531 = getelementptr half, ptr addrspace(1) %t374, i64 %t2530
  %t2532 = mul i32 16, %arg8
  %t2533 = sext i32 %t2532 to i64
  %t2534 = getelementptr half, ptr addrspace(1) %t375, i64 %t2533
  %t2535 = sext i32 %t2532 to i64
  %t2536 = getelementptr half, ptr addrspace(1) %t376, i64 %t2535
  %t2537 = sext i32 %t2532 to i64
  %t2538 = getelementptr half, ptr addrspace(1) %t377, i64 %t2537
  %t2539 = sext i32 %t2532 to i64
  %t2540 = getelementptr half, ptr addrspace(1) %t378, i64 %t2539
  %t2541 = sext i32 %t2532 to i64
  %t2542 = getelementptr half, ptr addrspace(1) %t379, i64 %t2541
  %t2543 = sext i32 %t2532 to i64
  %t2544 = getelementptr half, ptr addrspace(1) %t380, i64 %t2543
  %t2545 = sext i32 %t2532 to i64
  %t2546 = getelementptr half, ptr addrspace(1) %t381, i64 %t2545
  %t2547 = sext i32 %t2532 to i64
  %t2548 = getelementptr half, ptr addrspace(1) %t382, i64 %t2547
  store float %t984, ptr %s0
  store float %t1086, ptr %s1
  store float %t1188, ptr %s2
  store float %t1290, ptr %s3
  store float %t1392, ptr %s4
  store float %t1494, ptr %s5
  store float %t1596, ptr %s6
  store float %t1698, ptr %s7
  store float %t1800, ptr %s8
  store float %t1902, ptr %s9
  store float %t2004, ptr %s10
  store float %t2106, ptr %s11
  store float %t2208, ptr %s12
  store float %t2310, ptr %s13
  store float %t2412, ptr %s14
  store float %t2514, ptr %s15
  store ptr addrspace(1) %t2517, ptr %s16
  store ptr addrspace(1) %t2519, ptr %s17
  store ptr addrspace(1) %t2521, ptr %s18
  store ptr addrspace(1) %t2523, ptr %s19
  store ptr addrspace(1) %t2525, ptr %s20
  store ptr addrspace(1) %t2527, ptr %s21
  store ptr addrspace(1) %t2529, ptr %s22
  store ptr addrspace(1) %t2531, ptr %s23
  store ptr addrspace(1) %t2534, ptr %s24
  store ptr addrspace(1) %t2536, ptr %s25
  store ptr addrspace(1) %t2538, ptr %s26
  store ptr addrspace(1) %t2540, ptr %s27
  store ptr addrspace(1) %t2542, ptr %s28
  store ptr addrspace(1) %t2544, ptr %s29
  store ptr addrspace(1) %t2546, ptr %s30
  store ptr addrspace(1) %t2548, ptr %s31
  %t2549 = add i32 %t349, 1
  store i32 %t2549, ptr %s32
  br label %for_head1
for_done3:
  %t2550 = load float, ptr %s0
  %t2551 = load float, ptr %s1
  %t2552 = load float, ptr %s2
  %t2553 = load float, ptr %s3
  %t2554 = load float, ptr %s4
  %t2555 = load float, ptr %s5
  %t2556 = load float, ptr %s6
  %t2557 = load float, ptr %s7
  %t2558 = load float, ptr %s8
  %t2559 = load float, ptr %s9
  %t2560 = load float, ptr %s10
  %t2561 = load float, ptr %s11
  %t2562 = load float, ptr %s12
  %t2563 = load float, ptr %s13
  %t2564 = load float, ptr %s14
  %t2565 = load float, ptr %s15
  %t2566 = load ptr addrspace(1), ptr %s16
  %t2567 = load ptr addrspace(1), ptr %s17
  %t2568 = load ptr addrspace(1), ptr %s18
  %t2569 = load ptr addrspace(1), ptr %s19
  %t2570 = load ptr addrspace(1), ptr %s20
  %t2571 = load ptr addrspace(1), ptr %s21
  %t2572 = load ptr addrspace(1), ptr %s22
  %t2573 = load ptr addrspace(1), ptr %s23
  %t2574 = load ptr addrspace(1), ptr %s24
  %t2575 = load ptr addrspace(1), ptr %s25
  %t2576 = load ptr addrspace(1), ptr %s26
  %t2577 = load ptr addrspace(1), ptr %s27
  %t2578 = load ptr addrspace(1), ptr %s28
  %t2579 = load ptr addrspace(1), ptr %s29
  %t2580 = load ptr addrspace(1), ptr %s30
  %t2581 = load ptr addrspace(1), ptr %s31
  %t2582 = mul i32 %t150, %arg10
  %t2583 = mul i32 %t151, %arg10
  %t2584 = mul i32 %t152, %arg10
  %t2585 = mul i32 %t153, %arg10
  %t2586 = mul i32 %t154, %arg10
  %t2587 = mul i32 %t155, %arg10
  %t2588 = mul i32 %t156, %arg10
  %t2589 = mul i32 %t157, %arg10
  %t2590 = mul i32 %t158, %arg10
  %t2591 = mul i32 %t159, %arg10
  %t2592 = mul i32 %t160, %arg10
  %t2593 = mul i32 %t161, %arg10
  %t2594 = mul i32 %t162, %arg10
  %t2595 = mul i32 %t163, %arg10
  %t2596 = mul i32 %t164, %arg10
  %t2597 = mul i32 %t165, %arg10
  %t2598 = sext i32 %t2582 to i64
  %t2599 = getelementptr float, ptr addrspace(1) %arg2, i64 %t2598
  %t2600 = sext i32 %t2583 to i64
  %t2601 = getelementptr float, ptr addrspace(1) %arg2, i64 %t2600
  %t2602 = sext i32 %t2584 to i64
  %t2603 = getelementptr float, ptr addrspace(1) %arg2, i64 %t2602
  %t2604 = sext i32 %t2585 to i64
  %t2605 = getelementptr float, ptr addrspace(1) %arg2, i64 %t2604
  %t2606 = sext i32 %t2586 to i64
  %t2607 = getelementptr float, ptr addrspace(1) %arg2, i64 %t2606
  %t2608 = sext i32 %t2587 to i64
  %t2609 = getelementptr float, ptr addrspace(1) %arg2, i64 %t2608
  %t2610 = sext i32 %t2588 to i64
  %t2611 = getelementptr float, ptr addrspace(1) %arg2, i64 %t2610
  %t2612 = sext i32 %t2589 to i64
  %t2613 = getelementptr float, ptr addrspace(1) %arg2, i64 %t2612
  %t2614 = sext i32 %t2590 to i64
  %t2615 = getelementptr float, ptr addrspace(1) %arg2, i64 %t2614
  %t2616 = sext i32 %t2591 to i64
  %t2617 = getelementptr float, ptr addrspace(1) %arg2, i64 %t2616
  %t2618 = sext i32 %t2592 to i64
  %t2619 = getelementptr float, ptr addrspace(1) %arg2, i64 %t2618
  %t2620 = sext i32 %t2593 to i64
  %t2621 = getelementptr float, ptr addrspace(1) %arg2, i64 %t2620
  %t2622 = sext i32 %t2594 to i64
  %t2623 = getelementptr float, ptr addrspace(1) %arg2, i64 %t2622
  %t2624 = sext i32 %t2595 to i64
  %t2625 = getelementptr float, ptr addrspace(1) %arg2, i64 %t2624
  %t2626 = sext i32 %t2596 to i64
  %t2627 = getelementptr float, ptr addrspace(1) %arg2, i64 %t2626
  %t2628 = sext i32 %t2597 to i64
  %t2629 = getelementptr float, ptr addrspace(1) %arg2, i64 %t2628
  %t2630 = mul i32 %t239, %arg11
  %t2631 = sext i32 %t2630 to i64
  %t2632 = getelementptr float, ptr addrspace(1) %t2599, i64 %t2631
  %t2633 = sext i32 %t2630 to i64
  %t2634 = getelementptr float, ptr addrspace(1) %t2601, i64 %t2633
  %t2635 = sext i32 %t2630 to i64
  %t2636 = getelementptr float, ptr addrspace(1) %t2603, i64 %t2635
  %t2637 = sext i32 %t2630 to i64
  %t2638 = getelementptr float, ptr addrspace(1) %t2605, i64 %t2637
  %t2639 = sext i32 %t2630 to i64
  %t2640 = getelementptr float, ptr addrspace(1) %t2607, i64 %t2639
  %t2641 = sext i32 %t2630 to i64
  %t2642 = getelementptr float, ptr addrspace(1) %t2609, i64 %t2641
  %t2643 = sext i32 %t2630 to i64
  %t2644 = getelementptr float, ptr addrspace(1) %t2611, i64 %t2643
  %t2645 = sext i32 %t2630 to i64
  %t2646 = getelementptr float, ptr addrspace(1) %t2613, i64 %t2645
  %t2647 = sext i32 %t2630 to i64
  %t2648 = getelementptr float, ptr addrspace(1) %t2615, i64 %t2647
  %t2649 = sext i32 %t2630 to i64
  %t2650 = getelementptr float, ptr addrspace(1) %t2617, i64 %t2649
  %t2651 = sext i32 %t2630 to i64
  %t2652 = getelementptr float, ptr addrspace(1) %t2619, i64 %t2651
  %t2653 = sext i32 %t2630 to i64
  %t2654 = getelementptr float, ptr addrspace(1) %t2621, i64 %t2653
  %t2655 = sext i32 %t2630 to i64
  %t2656 = getelementptr float, ptr addrspace(1) %t2623, i64 %t2655
  %t2657 = sext i32 %t2630 to i64
  %t2658 = getelementptr float, ptr addrspace(1) %t2625, i64 %t2657
  %t2659 = sext i32 %t2630 to i64
  %t2660 = getelementptr float, ptr addrspace(1) %t2627, i64 %t2659
  %t2661 = sext i32 %t2630 to i64
  %t2662 = getelementptr float, ptr addrspace(1) %t2629, i64 %t2661
  %t2663 = icmp slt i32 %t150, %arg3
  %t2664 = icmp slt i32 %t151, %arg3
  %t2665 = icmp slt i32 %t152, %arg3
  %t2666 = icmp slt i32 %t153, %arg3
  %t2667 = icmp slt i32 %t154, %arg3
  %t2668 = icmp slt i32 %t155, %arg3
  %t2669 = icmp slt i32 %t156, %arg3
  %t2670 = icmp slt i32 %t157, %arg3
  %t2671 = icmp slt i32 %t158, %arg3
  %t2672 = icmp slt i32 %t159, %arg3
  %t2673 = icmp slt i32 %t160, %arg3
  %t2674 = icmp slt i32 %t161, %arg3
  %t2675 = icmp slt i32 %t162, %arg3
  %t2676 = icmp slt i32 %t163, %arg3
  %t2677 = icmp slt i32 %t164, %arg3
  %t2678 = icmp slt i32 %t165, %arg3
  %t2679 = icmp slt i32 %t239, %arg4
  %t2680 = and i1 %t2663, %t2679
  %t2681 = and i1 %t2664, %t2679
  %t2682 = and i1 %t2665, %t2679
  %t2683 = and i1 %t2666, %t2679
  %t2684 = and i1 %t2667, %t2679
  %t2685 = and i1 %t2668, %t2679
  %t2686 = and i1 %t2669, %t2679
  %t2687 = and i1 %t2670, %t2679
  %t2688 = and i1 %t2671, %t2679
  %t2689 = and i1 %t2672, %t2679
  %t2690 = and i1 %t2673, %t2679
  %t2691 = and i1 %t2674, %t2679
  %t2692 = and i1 %t2675, %t2679
  %t2693 = and i1 %t2676, %t2679
  %t2694 = and i1 %t2677, %t2679
  %t2695 = and i1 %t2678, %t2679
  br label %g_from70
g_from70:
  br i1 %t2680, label %g_go68, label %g_done69
g_go68:
  store float %t2550, ptr addrspace(1) %t2632, align 4
  br label %g_end71
g_end71:
  br label %g_done69
g_done69:
  br label %g_from74
g_from74:
  br i1 %t2681, label %g_go72, label %g_done73
g_go72:
  store float %t2551, ptr addrspace(1) %t2634, align 4
  br label %g_end75
g_end75:
  br label %g_done73
g_done73:
  br label %g_from78
g_from78:
  br i1 %t2682, label %g_go76, label %g_done77
g_go76:
  store float %t2552, ptr addrspace(1) %t2636, align 4
  br label %g_end79
g_end79:
  br label %g_done77
g_done77:
  br label %g_from82
g_from82:
  br i1 %t2683, label %g_go80, label %g_done81
g_go80:
  store float %t2553, ptr addrspace(1) %t2638, align 4
  br label %g_end83
g_end83:
  br label %g_done81
g_done81:
  br label %g_from86
g_from86:
  br i1 %t2684, label %g_go84, label %g_done85
g_go84:
  store float %t2554, ptr addrspace(1) %t2640, align 4
  br label %g_end87
g_end87:
  br label %g_done85
g_done85:
  br label %g_from90
g_from90:
  br i1 %t2685, label %g_go88, label %g_done89
g_go88:
  store float %t2555, ptr addrspace(1) %t2642, align 4
  br label %g_end91
g_end91:
  br label %g_done89
g_done89:
  br label %g_from94
g_from94:
  br i1 %t2686, label %g_go92, label %g_done93
g_go92:
  store float %t2556, ptr addrspace(1) %t2644, align 4
  br label %g_end95
g_end95:
  br label %g_done93
g_done93:
  br label %g_from98
g_from98:
  br i1 %t2687, label %g_go96, label %g_done97
g_go96:
  store float %t2557, ptr addrspace(1) %t2646, align 4
  br label %g_end99
g_end99:
  br label %g_done97
g_done97:
  br label %g_from102
g_from102:
  br i1 %t2688, label %g_go100, label %g_done101
g_go100:
  store float %t2558, ptr addrspace(1) %t2648, align 4
  br label %g_end103
g_end103:
  br label %g_done101
g_done101:
  br label %g_from106
g_from106:
  br i1 %t2689, label %g_go104, label %g_done105
g_go104:
  store float %t2559, ptr addrspace(1) %t2650, align 4
  br label %g_end107
g_end107:
  br label %g_done105
g_done105:
  br label %g_from110
g_from110:
  br i1 %t2690, label %g_go108, label %g_done109
g_go108:
  store float %t2560, ptr addrspace(1) %t2652, align 4
  br label %g_end111
g_end111:
  br label %g_done109
g_done109:
  br label %g_from114
g_from114:
  br i1 %t2691, label %g_go112, label %g_done113
g_go112:
  store float %t2561, ptr addrspace(1) %t2654, align 4
  br label %g_end115
g_end115:
  br label %g_done113
g_done113:
  br label %g_from118
g_from118:
  br i1 %t2692, label %g_go116, label %g_done117
g_go116:
  store float %t2562, ptr addrspace(1) %t2656, align 4
  br label %g_end119
g_end119:
  br label %g_done117
g_done117:
  br label %g_from122
g_from122:
  br i1 %t2693, label %g_go120, label %g_done121
g_go120:
  store float %t2563, ptr addrspace(1) %t2658, align 4
  br label %g_end123
g_end123:
  br label %g_done121
g_done121:
  br label %g_from126
g_from126:
  br i1 %t2694, label %g_go124, label %g_done125
g_go124:
  store float %t2564, ptr addrspace(1) %t2660, align 4
  br label %g_end127
g_end127:
  br label %g_done125
g_done125:
  br label %g_from130
g_from130:
  br i1 %t2695, label %g_go128, label %g_done129
g_go128:
  store float %t2565, ptr addrspace(1) %t2662, align 4
  br label %g_end131
g_end131:
  br label %g_done129
g_done129:
  ret void
}

!0 = !{i32 16}
!1 = !{i32 64, i32 1, i32 1}
