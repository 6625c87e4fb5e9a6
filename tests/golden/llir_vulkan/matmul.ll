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
  %s8 = alloca ptr addrspace(1), align 8
  %s9 = alloca ptr addrspace(1), align 8
  %s10 = alloca ptr addrspace(1), align 8
  %s11 = alloca ptr addrspace(1), align 8
  %s12 = alloca ptr addrspace(1), align 8
  %s13 = alloca ptr addrspace(1), align 8
  %s14 = alloca ptr addrspace(1), align 8
  %s15 = alloca ptr addrspace(1), align 8
  %s16 = alloca i32, align 8
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
  %t40 = and i32 %t8, 3
  %t41 = and i32 %t3, 31
  %t42 = and i32 %t3, 31
  %t43 = call spir_func i64 @_Z12get_group_idj(i32 0)
  %t44 = trunc i64 %t43 to i32
  %t45 = add i32 %arg3, 31
  %t47 = icmp eq i32 32, 0
  %t49 = icmp eq i32 32, -1
  %t48 = or i1 %t47, %t49
  %t50 = select i1 %t48, i32 1, i32 32
  %t51 = sdiv i32 %t45, %t50
  %t53 = sub i32 0, %t45
  %t54 = select i1 %t48, i32 %t53, i32 %t51
  %t52 = select i1 %t47, i32 0, i32 %t54
  %t55 = add i32 %arg4, 31
  %t57 = icmp eq i32 32, 0
  %t59 = icmp eq i32 32, -1
  %t58 = or i1 %t57, %t59
  %t60 = select i1 %t58, i32 1, i32 32
  %t61 = sdiv i32 %t55, %t60
  %t63 = sub i32 0, %t55
  %t64 = select i1 %t58, i32 %t63, i32 %t61
  %t62 = select i1 %t57, i32 0, i32 %t64
  %t65 = mul i32 4, %t62
  %t67 = icmp eq i32 %t65, 0
  %t69 = icmp eq i32 %t65, -1
  %t68 = or i1 %t67, %t69
  %t70 = select i1 %t68, i32 1, i32 %t65
  %t71 = sdiv i32 %t44, %t70
  %t73 = sub i32 0, %t44
  %t74 = select i1 %t68, i32 %t73, i32 %t71
  %t72 = select i1 %t67, i32 0, i32 %t74
  %t75 = mul i32 %t72, 4
  %t76 = sub i32 %t52, %t75
  %t78 = call i32 @llvm.smin.i32(i32 %t76, i32 4)
  %t80 = icmp eq i32 %t65, 0
  %t82 = icmp eq i32 %t65, -1
  %t81 = or i1 %t80, %t82
  %t83 = select i1 %t81, i32 1, i32 %t65
  %t84 = srem i32 %t44, %t83
  %t87 = select i1 %t81, i32 0, i32 %t84
  %t85 = select i1 %t80, i32 0, i32 %t87
  %t89 = icmp eq i32 %t78, 0
  %t91 = icmp eq i32 %t78, -1
  %t90 = or i1 %t89, %t91
  %t92 = select i1 %t90, i32 1, i32 %t78
  %t93 = srem i32 %t85, %t92
  %t96 = select i1 %t90, i32 0, i32 %t93
  %t94 = select i1 %t89, i32 0, i32 %t96
  %t97 = add i32 %t75, %t94
  %t99 = icmp eq i32 %t78, 0
  %t101 = icmp eq i32 %t78, -1
  %t100 = or i1 %t99, %t101
  %t102 = select i1 %t100, i32 1, i32 %t78
  %t103 = sdiv i32 %t85, %t102
  %t105 = sub i32 0, %t85
  %t106 = select i1 %t100, i32 %t105, i32 %t103
  %t104 = select i1 %t99, i32 0, i32 %t106
  %t107 = mul i32 %t97, 32
  %t108 = add i32 %t21, 8
  %t109 = add i32 %t21, 16
  %t110 = add i32 %t21, 24
  %t111 = add i32 %t23, 4
  %t112 = add i32 %t23, 8
  %t113 = add i32 %t23, 12
  %t114 = add i32 %t23, 16
  %t115 = add i32 %t23, 20
  %t116 = add i32 %t23, 24
  %t117 = add i32 %t23, 28
  %t118 = add i32 %t107, %t21
  %t119 = add i32 %t107, %t108
  %t120 = add i32 %t107, %t109
  %t121 = add i32 %t107, %t110
  %t122 = add i32 %t107, %t23
  %t123 = add i32 %t107, %t111
  %t124 = add i32 %t107, %t112
  %t125 = add i32 %t107, %t113
  %t126 = add i32 %t107, %t114
  %t127 = add i32 %t107, %t115
  %t128 = add i32 %t107, %t116
  %t129 = add i32 %t107, %t117
  %t131 = icmp eq i32 %arg3, 0
  %t133 = icmp eq i32 %arg3, -1
  %t132 = or i1 %t131, %t133
  %t134 = select i1 %t132, i32 1, i32 %arg3
  %t135 = srem i32 %t118, %t134
  %t138 = select i1 %t132, i32 0, i32 %t135
  %t136 = select i1 %t131, i32 0, i32 %t138
  %t140 = icmp eq i32 %arg3, 0
  %t142 = icmp eq i32 %arg3, -1
  %t141 = or i1 %t140, %t142
  %t143 = select i1 %t141, i32 1, i32 %arg3
  %t144 = srem i32 %t119, %t143
  %t147 = select i1 %t141, i32 0, i32 %t144
  %t145 = select i1 %t140, i32 0, i32 %t147
  %t149 = icmp eq i32 %arg3, 0
  %t151 = icmp eq i32 %arg3, -1
  %t150 = or i1 %t149, %t151
  %t152 = select i1 %t150, i32 1, i32 %arg3
  %t153 = srem i32 %t120, %t152
  %t156 = select i1 %t150, i32 0, i32 %t153
  %t154 = select i1 %t149, i32 0, i32 %t156
  %t158 = icmp eq i32 %arg3, 0
  %t160 = icmp eq i32 %arg3, -1
  %t159 = or i1 %t158, %t160
  %t161 = select i1 %t159, i32 1, i32 %arg3
  %t162 = srem i32 %t121, %t161
  %t165 = select i1 %t159, i32 0, i32 %t162
  %t163 = select i1 %t158, i32 0, i32 %t165
  %t166 = mul i32 %t104, 32
  %t167 = add i32 %t166, %t22
  %t168 = add i32 %t166, %t22
  %t170 = icmp eq i32 %arg4, 0
  %t172 = icmp eq i32 %arg4, -1
  %t171 = or i1 %t170, %t172
  %t173 = select i1 %t171, i32 1, i32 %arg4
  %t174 = srem i32 %t168, %t173
  %t177 = select i1 %t171, i32 0, i32 %t174
  %t175 = select i1 %t170, i32 0, i32 %t177
  %t178 = add i32 %t23, 4
  %t179 = add i32 %t23, 8
  %t180 = add i32 %t23, 12
  %t181 = mul i32 %t136, %arg6
  %t182 = mul i32 %t145, %arg6
  %t183 = mul i32 %t154, %arg6
  %t184 = mul i32 %t163, %arg6
  %t185 = sext i32 %t181 to i64
  %t186 = getelementptr half, ptr addrspace(1) %arg0, i64 %t185
  %t187 = sext i32 %t182 to i64
  %t188 = getelementptr half, ptr addrspace(1) %arg0, i64 %t187
  %t189 = sext i32 %t183 to i64
  %t190 = getelementptr half, ptr addrspace(1) %arg0, i64 %t189
  %t191 = sext i32 %t184 to i64
  %t192 = getelementptr half, ptr addrspace(1) %arg0, i64 %t191
  %t193 = mul i32 %t24, %arg7
  %t194 = sext i32 %t193 to i64
  %t195 = getelementptr half, ptr addrspace(1) %t186, i64 %t194
  %t196 = sext i32 %t193 to i64
  %t197 = getelementptr half, ptr addrspace(1) %t188, i64 %t196
  %t198 = sext i32 %t193 to i64
  %t199 = getelementptr half, ptr addrspace(1) %t190, i64 %t198
  %t200 = sext i32 %t193 to i64
  %t201 = getelementptr half, ptr addrspace(1) %t192, i64 %t200
  %t202 = mul i32 %t23, %arg8
  %t203 = mul i32 %t178, %arg8
  %t204 = mul i32 %t179, %arg8
  %t205 = mul i32 %t180, %arg8
  %t206 = sext i32 %t202 to i64
  %t207 = getelementptr half, ptr addrspace(1) %arg1, i64 %t206
  %t208 = sext i32 %t203 to i64
  %t209 = getelementptr half, ptr addrspace(1) %arg1, i64 %t208
  %t210 = sext i32 %t204 to i64
  %t211 = getelementptr half, ptr addrspace(1) %arg1, i64 %t210
  %t212 = sext i32 %t205 to i64
  %t213 = getelementptr half, ptr addrspace(1) %arg1, i64 %t212
  %t214 = mul i32 %t175, %arg9
  %t215 = sext i32 %t214 to i64
  %t216 = getelementptr half, ptr addrspace(1) %t207, i64 %t215
  %t217 = sext i32 %t214 to i64
  %t218 = getelementptr half, ptr addrspace(1) %t209, i64 %t217
  %t219 = sext i32 %t214 to i64
  %t220 = getelementptr half, ptr addrspace(1) %t211, i64 %t219
  %t221 = sext i32 %t214 to i64
  %t222 = getelementptr half, ptr addrspace(1) %t213, i64 %t221
  %t223 = add i32 %arg5, 15
  %t225 = icmp eq i32 16, 0
  %t227 = icmp eq i32 16, -1
  %t226 = or i1 %t225, %t227
  %t228 = select i1 %t226, i32 1, i32 16
  %t229 = sdiv i32 %t223, %t228
  %t231 = sub i32 0, %t223
  %t232 = select i1 %t226, i32 %t231, i32 %t229
  %t230 = select i1 %t225, i32 0, i32 %t232
  store float 0x0000000000000000, ptr %s0
  store float 0x0000000000000000, ptr %s1
  store float 0x0000000000000000, ptr %s2
  store float 0x0000000000000000, ptr %s3
  store float 0x0000000000000000, ptr %s4
  store float 0x0000000000000000, ptr %s5
  store float 0x0000000000000000, ptr %s6
  store float 0x0000000000000000, ptr %s7
  store ptr addrspace(1) %t195, ptr %s8
  store ptr addrspace(1) %t197, ptr %s9
  store ptr addrspace(1) %t199, ptr %s10
  store ptr addrspace(1) %t201, ptr %s11
  store ptr addrspace(1) %t216, ptr %s12
  store ptr addrspace(1) %t218, ptr %s13
  store ptr addrspace(1) %t220, ptr %s14
  store ptr addrspace(1) %t222, ptr %s15
  store i32 0, ptr %s16
  br label %for_head1
for_head1:
  %t233 = load i32, ptr %s16
  %t234 = icmp slt i32 %t233, %t230
  br i1 %t234, label %for_body2, label %for_done3
for_body2:
  %t235 = load float, ptr %s0
  %t236 = load float, ptr %s1
  %t237 = load float, ptr %s2
  %t238 = load float, ptr %s3
  %t239 = load float, ptr %s4
  %t240 = load float, ptr %s5
  %t241 = load float, ptr %s6
  %t242 = load float, ptr %s7
  %t243 = load ptr addrspace(1), ptr %s8
  %t244 = load ptr addrspace(1), ptr %s9
  %t245 = load ptr addrspace(1), ptr %s10
  %t246 = load ptr addrspace(1), ptr %s11
  %t247 = load ptr addrspace(1), ptr %s12
  %t248 = load ptr addrspace(1), ptr %s13
  %t249 = load ptr addrspace(1), ptr %s14
  %t250 = load ptr addrspace(1), ptr %s15
  %t251 = mul i32 %t233, 16
  %t252 = sub i32 %arg5, %t251
  %t253 = icmp slt i32 %t24, %t252
  br label %g_from6
g_from6:
  br i1 %t253, label %g_go4, label %g_done5
g_go4:
  %t254 = load half, ptr addrspace(1) %t243, align 2
  br label %g_end7
g_end7:
  br label %g_done5
g_done5:
  %t255 = phi half [ %t254, %g_end7 ], [ undef, %g_from6 ]
  %t256 = select i1 %t253, half %t255, half 0xH0000
  br label %g_from10
g_from10:
  br i1 %t253, label %g_go8, label %g_done9
g_go8:
  %t257 = load half, ptr addrspace(1) %t244, align 2
  br label %g_end11
g_end11:
  br label %g_done9
g_done9:
  %t258 = phi half [ %t257, %g_end11 ], [ undef, %g_from10 ]
  %t259 = select i1 %t253, half %t258, half 0xH0000
  br label %g_from14
g_from14:
  br i1 %t253, label %g_go12, label %g_done13
g_go12:
  %t260 = load half, ptr addrspace(1) %t245, align 2
  br label %g_end15
g_end15:
  br label %g_done13
g_done13:
  %t261 = phi half [ %t260, %g_end15 ], [ undef, %g_from14 ]
  %t262 = select i1 %t253, half %t261, half 0xH0000
  br label %g_from18
g_from18:
  br i1 %t253, label %g_go16, label %g_done17
g_go16:
  %t263 = load half, ptr addrspace(1) %t246, align 2
  br label %g_end19
g_end19:
  br label %g_done17
g_done17:
  %t264 = phi half [ %t263, %g_end19 ], [ undef, %g_from18 ]
  %t265 = select i1 %t253, half %t264, half 0xH0000
  %t266 = icmp slt i32 %t23, %t252
  %t267 = icmp slt i32 %t178, %t252
  %t268 = icmp slt i32 %t179, %t252
  %t269 = icmp slt i32 %t180, %t252
  br label %g_from22
g_from22:
  br i1 %t266, label %g_go20, label %g_done21
g_go20:
  %t270 = load half, ptr addrspace(1) %t247, align 2
  br label %g_end23
g_end23:
  br label %g_done21
g_done21:
  %t271 = phi half [ %t270, %g_end23 ], [ undef, %g_from22 ]
  %t272 = select i1 %t266, half %t271, half 0xH0000
  br label %g_from26
g_from26:
  br i1 %t267, label %g_go24, label %g_done25
g_go24:
  %t273 = load half, ptr addrspace(1) %t248, align 2
  br label %g_end27
g_end27:
  br label %g_done25
g_done25:
  %t274 = phi half [ %t273, %g_end27 ], [ undef, %g_from26 ]
  %t275 = select i1 %t267, half %t274, half 0xH0000
  br label %g_from30
g_from30:
  br i1 %t268, label %g_go28, label %g_done29
g_go28:
  %t276 = load half, ptr addrspace(1) %t249, align 2
  br label %g_end31
g_end31:
  br label %g_done29
g_done29:
  %t277 = phi half [ %t276, %g_end31 ], [ undef, %g_from30 ]
  %t278 = select i1 %t268, half %t277, half 0xH0000
  br label %g_from34
g_from34:
  br i1 %t269, label %g_go32, label %g_done33
g_go32:
  %t279 = load half, ptr addrspace(1) %t250, align 2
  br label %g_end35
g_end35:
  br label %g_done33
g_done33:
  %t280 = phi half [ %t279, %g_end35 ], [ undef, %g_from34 ]
  %t281 = select i1 %t269, half %t280, half 0xH0000
  call spir_func void @_Z7barrierj(i32 1)
  %t282 = mul i32 %t37, 16
  %t283 = add i32 %t282, %t38
  %t284 = add i32 %t283, 128
  %t285 = add i32 %t283, 256
  %t286 = add i32 %t283, 384
  %t287 = mul i32 %t283, 2
  %t288 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t287
  store half %t256, ptr addrspace(3) %t288, align 2
  %t289 = mul i32 %t284, 2
  %t290 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t289
  store half %t259, ptr addrspace(3) %t290, align 2
  %t291 = mul i32 %t285, 2
  %t292 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t291
  store half %t262, ptr addrspace(3) %t292, align 2
  %t293 = mul i32 %t286, 2
  %t294 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t293
  store half %t265, ptr addrspace(3) %t294, align 2
  call spir_func void @_Z7barrierj(i32 1)
  %t295 = mul i32 %t39, 16
  %t296 = add i32 %t295, 1
  %t297 = add i32 %t295, 2
  %t298 = add i32 %t295, 3
  %t299 = add i32 %t295, 4
  %t300 = add i32 %t295, 5
  %t301 = add i32 %t295, 6
  %t302 = add i32 %t295, 7
  %t303 = add i32 %t295, 8
  %t304 = add i32 %t295, 9
  %t305 = add i32 %t295, 10
  %t306 = add i32 %t295, 11
  %t307 = add i32 %t295, 12
  %t308 = add i32 %t295, 13
  %t309 = add i32 %t295, 14
  %t310 = add i32 %t295, 15
  %t311 = add i32 %t295, 64
  %t312 = add i32 %t295, 65
  %t313 = add i32 %t295, 66
  %t314 = add i32 %t295, 67
  %t315 = add i32 %t295, 68
  %t316 = add i32 %t295, 69
  %t317 = add i32 %t295, 70
  %t318 = add i32 %t295, 71
  %t319 = add i32 %t295, 72
  %t320 = add i32 %t295, 73
  %t321 = add i32 %t295, 74
  %t322 = add i32 %t295, 75
  %t323 = add i32 %t295, 76
  %t324 = add i32 %t295, 77
  %t325 = add i32 %t295, 78
  %t326 = add i32 %t295, 79
  %t327 = add i32 %t295, 128
  %t328 = add i32 %t295, 129
  %t329 = add i32 %t295, 130
  %t330 = add i32 %t295, 131
  %t331 = add i32 %t295, 132
  %t332 = add i32 %t295, 133
  %t333 = add i32 %t295, 134
  %t334 = add i32 %t295, 135
  %t335 = add i32 %t295, 136
  %t336 = add i32 %t295, 137
  %t337 = add i32 %t295, 138
  %t338 = add i32 %t295, 139
  %t339 = add i32 %t295, 140
  %t340 = add i32 %t295, 141
  %t341 = add i32 %t295, 142
  %t342 = add i32 %t295, 143
  %t343 = add i32 %t295, 192
  %t344 = add i32 %t295, 193
  %t345 = add i32 %t295, 194
  %t346 = add i32 %t295, 195
  %t347 = add i32 %t295, 196
  %t348 = add i32 %t295, 197
  %t349 = add i32 %t295, 198
  %t350 = add i32 %t295, 199
  %t351 = add i32 %t295, 200
  %t352 = add i32 %t295, 201
  %t353 = add i32 %t295, 202
  %t354 = add i32 %t295, 203
  %t355 = add i32 %t295, 204
  %t356 = add i32 %t295, 205
  %t357 = add i32 %t295, 206
  %t358 = add i32 %t295, 207
  %t359 = add i32 %t295, 256
  %t360 = add i32 %t295, 257
  %t361 = add i32 %t295, 258
  %t362 = add i32 %t295, 259
  %t363 = add i32 %t295, 260
  %t364 = add i32 %t295, 261
  %t365 = add i32 %t295, 262
  %t366 = add i32 %t295, 263
  %t367 = add i32 %t295, 264
  %t368 = add i32 %t295, 265
  %t369 = add i32 %t295, 266
  %t370 = add i32 %t295, 267
  %t371 = add i32 %t295, 268
  %t372 = add i32 %t295, 269
  %t373 = add i32 %t295, 270
  %t374 = add i32 %t295, 271
  %t375 = add i32 %t295, 320
  %t376 = add i32 %t295, 321
  %t377 = add i32 %t295, 322
  %t378 = add i32 %t295, 323
  %t379 = add i32 %t295, 324
  %t380 = add i32 %t295, 325
  %t381 = add i32 %t295, 326
  %t382 = add i32 %t295, 327
  %t383 = add i32 %t295, 328
  %t384 = add i32 %t295, 329
  %t385 = add i32 %t295, 330
  %t386 = add i32 %t295, 331
  %t387 = add i32 %t295, 332
  %t388 = add i32 %t295, 333
  %t389 = add i32 %t295, 334
  %t390 = add i32 %t295, 335
  %t391 = add i32 %t295, 384
  %t392 = add i32 %t295, 385
  %t393 = add i32 %t295, 386
  %t394 = add i32 %t295, 387
  %t395 = add i32 %t295, 388
  %t396 = add i32 %t295, 389
  %t397 = add i32 %t295, 390
  %t398 = add i32 %t295, 391
  %t399 = add i32 %t295, 392
  %t400 = add i32 %t295, 393
  %t401 = add i32 %t295, 394
  %t402 = add i32 %t295, 395
  %t403 = add i32 %t295, 396
  %t404 = add i32 %t295, 397
  %t405 = add i32 %t295, 398
  %t406 = add i32 %t295, 399
  %t407 = add i32 %t295, 448
  %t408 = add i32 %t295, 449
  %t409 = add i32 %t295, 450
  %t410 = add i32 %t295, 451
  %t411 = add i32 %t295, 452
  %t412 = add i32 %t295, 453
  %t413 = add i32 %t295, 454
  %t414 = add i32 %t295, 455
  %t415 = add i32 %t295, 456
  %t416 = add i32 %t295, 457
  %t417 = add i32 %t295, 458
  %t418 = add i32 %t295, 459
  %t419 = add i32 %t295, 460
  %t420 = add i32 %t295, 461
  %t421 = add i32 %t295, 462
  %t422 = add i32 %t295, 463
  call spir_func void @_Z7barrierj(i32 1)
  %t423 = mul i32 %t40, 32
  %t424 = add i32 %t423, %t41
  %t425 = add i32 %t424, 128
  %t426 = add i32 %t424, 256
  %t427 = add i32 %t424, 384
  %t428 = add i32 %t424, 768
  %t429 = mul i32 %t428, 2
  %t430 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t429
  store half %t272, ptr addrspace(3) %t430, align 2
  %t431 = add i32 %t425, 768
  %t432 = mul i32 %t431, 2
  %t433 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t432
  store half %t275, ptr addrspace(3) %t433, align 2
  %t434 = add i32 %t426, 768
  %t435 = mul i32 %t434, 2
  %t436 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t435
  store half %t278, ptr addrspace(3) %t436, align 2
  %t437 = add i32 %t427, 768
  %t438 = mul i32 %t437, 2
  %t439 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t438
  store half %t281, ptr addrspace(3) %t439, align 2
  call spir_func void @_Z7barrierj(i32 1)
  %t440 = add i32 %t42, 32
  %t441 = add i32 %t42, 64
  %t442 = add i32 %t42, 96
  %t443 = add i32 %t42, 128
  %t444 = add i32 %t42, 160
  %t445 = add i32 %t42, 192
  %t446 = add i32 %t42, 224
  %t447 = add i32 %t42, 256
  %t448 = add i32 %t42, 288
  %t449 = add i32 %t42, 320
  %t450 = add i32 %t42, 352
  %t451 = add i32 %t42, 384
  %t452 = add i32 %t42, 416
  %t453 = add i32 %t42, 448
  %t454 = add i32 %t42, 480
  %t455 = add i32 %t42, 768
  %t456 = add i32 %t440, 768
  %t457 = add i32 %t441, 768
  %t458 = add i32 %t442, 768
  %t459 = add i32 %t443, 768
  %t460 = add i32 %t444, 768
  %t461 = add i32 %t445, 768
  %t462 = add i32 %t446, 768
  %t463 = add i32 %t447, 768
  %t464 = add i32 %t448, 768
  %t465 = add i32 %t449, 768
  %t466 = add i32 %t450, 768
  %t467 = add i32 %t451, 768
  %t468 = add i32 %t452, 768
  %t469 = add i32 %t453, 768
  %t470 = add i32 %t454, 768
  %t471 = mul i32 %t295, 2
  %t472 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t471
  %t473 = load <8 x half>, ptr addrspace(3) %t472, align 16
  %t474 = extractelement <8 x half> %t473, i32 0
  %t475 = extractelement <8 x half> %t473, i32 1
  %t476 = extractelement <8 x half> %t473, i32 2
  %t477 = extractelement <8 x half> %t473, i32 3
  %t478 = extractelement <8 x half> %t473, i32 4
  %t479 = extractelement <8 x half> %t473, i32 5
  %t480 = extractelement <8 x half> %t473, i32 6
  %t481 = extractelement <8 x half> %t473, i32 7
  %t484 = fpext half %t474 to float
  %t485 = mul i32 %t455, 2
  %t486 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t485
  %t487 = load half, ptr addrspace(3) %t486, align 2
  %t490 = fpext half %t487 to float
  %t492 = call float @llvm.fma.f32(float %t484, float %t490, float %t235)
  %t495 = fpext half %t475 to float
  %t496 = mul i32 %t456, 2
  %t497 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t496
  %t498 = load half, ptr addrspace(3) %t497, align 2
  %t501 = fpext half %t498 to float
  %t503 = call float @llvm.fma.f32(float %t495, float %t501, float %t492)
  %t506 = fpext half %t476 to float
  %t507 = mul i32 %t457, 2
  %t508 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t507
  %t509 = load half, ptr addrspace(3) %t508, align 2
  %t512 = fpext half %t509 to float
  %t514 = call float @llvm.fma.f32(float %t506, float %t512, float %t503)
  %t517 = fpext half %t477 to float
  %t518 = mul i32 %t458, 2
  %t519 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t518
  %t520 = load half, ptr addrspace(3) %t519, align 2
  %t523 = fpext half %t520 to float
  %t525 = call float @llvm.fma.f32(float %t517, float %t523, float %t514)
  %t528 = fpext half %t478 to float
  %t529 = mul i32 %t459, 2
  %t530 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t529
  %t531 = load half, ptr addrspace(3) %t530, align 2
  %t534 = fpext half %t531 to float
  %t536 = call float @llvm.fma.f32(float %t528, float %t534, float %t525)
  %t539 = fpext half %t479 to float
  %t540 = mul i32 %t460, 2
  %t541 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t540
  %t542 = load half, ptr addrspace(3) %t541, align 2
  %t545 = fpext half %t542 to float
  %t547 = call float @llvm.fma.f32(float %t539, float %t545, float %t536)
  %t550 = fpext half %t480 to float
  %t551 = mul i32 %t461, 2
  %t552 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t551
  %t553 = load half, ptr addrspace(3) %t552, align 2
  %t556 = fpext half %t553 to float
  %t558 = call float @llvm.fma.f32(float %t550, float %t556, float %t547)
  %t561 = fpext half %t481 to float
  %t562 = mul i32 %t462, 2
  %t563 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t562
  %t564 = load half, ptr addrspace(3) %t563, align 2
  %t567 = fpext half %t564 to float
  %t569 = call float @llvm.fma.f32(float %t561, float %t567, float %t558)
  %t570 = mul i32 %t303, 2
  %t571 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t570
  %t572 = load <8 x half>, ptr addrspace(3) %t571, align 16
  %t573 = extractelement <8 x half> %t572, i32 0
  %t574 = extractelement <8 x half> %t572, i32 1
  %t575 = extractelement <8 x half> %t572, i32 2
  %t576 = extractelement <8 x half> %t572, i32 3
  %t577 = extractelement <8 x half> %t572, i32 4
  %t578 = extractelement <8 x half> %t572, i32 5
  %t579 = extractelement <8 x half> %t572, i32 6
  %t580 = extractelement <8 x half> %t572, i32 7
  %t583 = fpext half %t573 to float
  %t584 = mul i32 %t463, 2
  %t585 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t584
  %t586 = load half, ptr addrspace(3) %t585, align 2
  %t589 = fpext half %t586 to float
  %t591 = call float @llvm.fma.f32(float %t583, float %t589, float %t569)
  %t594 = fpext half %t574 to float
  %t595 = mul i32 %t464, 2
  %t596 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t595
  %t597 = load half, ptr addrspace(3) %t596, align 2
  %t600 = fpext half %t597 to float
  %t602 = call float @llvm.fma.f32(float %t594, float %t600, float %t591)
  %t605 = fpext half %t575 to float
  %t606 = mul i32 %t465, 2
  %t607 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t606
  %t608 = load half, ptr addrspace(3) %t607, align 2
  %t611 = fpext half %t608 to float
  %t613 = call float @llvm.fma.f32(float %t605, float %t611, float %t602)
  %t616 = fpext half %t576 to float
  %t617 = mul i32 %t466, 2
  %t618 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t617
  %t619 = load half, ptr addrspace(3) %t618, align 2
  %t622 = fpext half %t619 to float
  %t624 = call float @llvm.fma.f32(float %t616, float %t622, float %t613)
  %t627 = fpext half %t577 to float
  %t628 = mul i32 %t467, 2
  %t629 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t628
  %t630 = load half, ptr addrspace(3) %t629, align 2
  %t633 = fpext half %t630 to float
  %t635 = call float @llvm.fma.f32(float %t627, float %t633, float %t624)
  %t638 = fpext half %t578 to float
  %t639 = mul i32 %t468, 2
  %t640 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t639
  %t641 = load half, ptr addrspace(3) %t640, align 2
  %t644 = fpext half %t641 to float
  %t646 = call float @llvm.fma.f32(float %t638, float %t644, float %t635)
  %t649 = fpext half %t579 to float
  %t650 = mul i32 %t469, 2
  %t651 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t650
  %t652 = load half, ptr addrspace(3) %t651, align 2
  %t655 = fpext half %t652 to float
  %t657 = call float @llvm.fma.f32(float %t649, float %t655, float %t646)
  %t660 = fpext half %t580 to float
  %t661 = mul i32 %t470, 2
  %t662 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t661
  %t663 = load half, ptr addrspace(3) %t662, align 2
  %t666 = fpext half %t663 to float
  %t668 = call float @llvm.fma.f32(float %t660, float %t666, float %t657)
  %t669 = mul i32 %t311, 2
  %t670 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t669
  %t671 = load <8 x half>, ptr addrspace(3) %t670, align 16
  %t672 = extractelement <8 x half> %t671, i32 0
  %t673 = extractelement <8 x half> %t671, i32 1
  %t674 = extractelement <8 x half> %t671, i32 2
  %t675 = extractelement <8 x half> %t671, i32 3
  %t676 = extractelement <8 x half> %t671, i32 4
  %t677 = extractelement <8 x half> %t671, i32 5
  %t678 = extractelement <8 x half> %t671, i32 6
  %t679 = extractelement <8 x half> %t671, i32 7
  %t682 = fpext half %t672 to float
  %t684 = call float @llvm.fma.f32(float %t682, float %t490, float %t236)
  %t687 = fpext half %t673 to float
  %t689 = call float @llvm.fma.f32(float %t687, float %t501, float %t684)
  %t692 = fpext half %t674 to float
  %t694 = call float @llvm.fma.f32(float %t692, float %t512, float %t689)
  %t697 = fpext half %t675 to float
  %t699 = call float @llvm.fma.f32(float %t697, float %t523, float %t694)
  %t702 = fpext half %t676 to float
  %t704 = call float @llvm.fma.f32(float %t702, float %t534, float %t699)
  %t707 = fpext half %t677 to float
  %t709 = call float @llvm.fma.f32(float %t707, float %t545, float %t704)
  %t712 = fpext half %t678 to float
  %t714 = call float @llvm.fma.f32(float %t712, float %t556, float %t709)
  %t717 = fpext half %t679 to float
  %t719 = call float @llvm.fma.f32(float %t717, float %t567, float %t714)
  %t720 = mul i32 %t319, 2
  %t721 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t720
  %t722 = load <8 x half>, ptr addrspace(3) %t721, align 16
  %t723 = extractelement <8 x half> %t722, i32 0
  %t724 = extractelement <8 x half> %t722, i32 1
  %t725 = extractelement <8 x half> %t722, i32 2
  %t726 = extractelement <8 x half> %t722, i32 3
  %t727 = extractelement <8 x half> %t722, i32 4
  %t728 = extractelement <8 x half> %t722, i32 5
  %t729 = extractelement <8 x half> %t722, i32 6
  %t730 = extractelement <8 x half> %t722, i32 7
  %t733 = fpext half %t723 to float
  %t735 = call float @llvm.fma.f32(float %t733, float %t589, float %t719)
  %t738 = fpext half %t724 to float
  %t740 = call float @llvm.fma.f32(float %t738, float %t600, float %t735)
  %t743 = fpext half %t725 to float
  %t745 = call float @llvm.fma.f32(float %t743, float %t611, float %t740)
  %t748 = fpext half %t726 to float
  %t750 = call float @llvm.fma.f32(float %t748, float %t622, float %t745)
  %t753 = fpext half %t727 to float
  %t755 = call float @llvm.fma.f32(float %t753, float %t633, float %t750)
  %t758 = fpext half %t728 to float
  %t760 = call float @llvm.fma.f32(float %t758, float %t644, float %t755)
  %t763 = fpext half %t729 to float
  %t765 = call float @llvm.fma.f32(float %t763, float %t655, float %t760)
  %t768 = fpext half %t730 to float
  %t770 = call float @llvm.fma.f32(float %t768, float %t666, float %t765)
  %t771 = mul i32 %t327, 2
  %t772 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t771
  %t773 = load <8 x half>, ptr addrspace(3) %t772, align 16
  %t774 = extractelement <8 x half> %t773, i32 0
  %t775 = extractelement <8 x half> %t773, i32 1
  %t776 = extractelement <8 x half> %t773, i32 2
  %t777 = extractelement <8 x half> %t773, i32 3
  %t778 = extractelement <8 x half> %t773, i32 4
  %t779 = extractelement <8 x half> %t773, i32 5
  %t780 = extractelement <8 x half> %t773, i32 6
  %t781 = extractelement <8 x half> %t773, i32 7
  %t784 = fpext half %t774 to float
  %t786 = call float @llvm.fma.f32(float %t784, float %t490, float %t237)
  %t789 = fpext half %t775 to float
  %t791 = call float @llvm.fma.f32(float %t789, float %t501, float %t786)
  %t794 = fpext half %t776 to float
  %t796 = call float @llvm.fma.f32(float %t794, float %t512, float %t791)
  %t799 = fpext half %t777 to float
  %t801 = call float @llvm.fma.f32(float %t799, float %t523, float %t796)
  %t804 = fpext half %t778 to float
  %t806 = call float @llvm.fma.f32(float %t804, float %t534, float %t801)
  %t809 = fpext half %t779 to float
  %t811 = call float @llvm.fma.f32(float %t809, float %t545, float %t806)
  %t814 = fpext half %t780 to float
  %t816 = call float @llvm.fma.f32(float %t814, float %t556, float %t811)
  %t819 = fpext half %t781 to float
  %t821 = call float @llvm.fma.f32(float %t819, float %t567, float %t816)
  %t822 = mul i32 %t335, 2
  %t823 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t822
  %t824 = load <8 x half>, ptr addrspace(3) %t823, align 16
  %t825 = extractelement <8 x half> %t824, i32 0
  %t826 = extractelement <8 x half> %t824, i32 1
  %t827 = extractelement <8 x half> %t824, i32 2
  %t828 = extractelement <8 x half> %t824, i32 3
  %t829 = extractelement <8 x half> %t824, i32 4
  %t830 = extractelement <8 x half> %t824, i32 5
  %t831 = extractelement <8 x half> %t824, i32 6
  %t832 = extractelement <8 x half> %t824, i32 7
  %t835 = fpext half %t825 to float
  %t837 = call float @llvm.fma.f32(float %t835, float %t589, float %t821)
  %t840 = fpext half %t826 to float
  %t842 = call float @llvm.fma.f32(float %t840, float %t600, float %t837)
  %t845 = fpext half %t827 to float
  %t847 = call float @llvm.fma.f32(float %t845, float %t611, float %t842)
  %t850 = fpext half %t828 to float
  %t852 = call float @llvm.fma.f32(float %t850, float %t622, float %t847)
  %t855 = fpext half %t829 to float
  %t857 = call float @llvm.fma.f32(float %t855, float %t633, float %t852)
  %t860 = fpext half %t830 to float
  %t862 = call float @llvm.fma.f32(float %t860, float %t644, float %t857)
  %t865 = fpext half %t831 to float
  %t867 = call float @llvm.fma.f32(float %t865, float %t655, float %t862)
  %t870 = fpext half %t832 to float
  %t872 = call float @llvm.fma.f32(float %t870, float %t666, float %t867)
  %t873 = mul i32 %t343, 2
  %t874 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t873
  %t875 = load <8 x half>, ptr addrspace(3) %t874, align 16
  %t876 = extractelement <8 x half> %t875, i32 0
  %t877 = extractelement <8 x half> %t875, i32 1
  %t878 = extractelement <8 x half> %t875, i32 2
  %t879 = extractelement <8 x half> %t875, i32 3
  %t880 = extractelement <8 x half> %t875, i32 4
  %t881 = extractelement <8 x half> %t875, i32 5
  %t882 = extractelement <8 x half> %t875, i32 6
  %t883 = extractelement <8 x half> %t875, i32 7
  %t886 = fpext half %t876 to float
  %t888 = call float @llvm.fma.f32(float %t886, float %t490, float %t238)
  %t891 = fpext half %t877 to float
  %t893 = call float @llvm.fma.f32(float %t891, float %t501, float %t888)
  %t896 = fpext half %t878 to float
  %t898 = call float @llvm.fma.f32(float %t896, float %t512, float %t893)
  %t901 = fpext half %t879 to float
  %t903 = call float @llvm.fma.f32(float %t901, float %t523, float %t898)
  %t906 = fpext half %t880 to float
  %t908 = call float @llvm.fma.f32(float %t906, float %t534, float %t903)
  %t911 = fpext half %t881 to float
  %t913 = call float @llvm.fma.f32(float %t911, float %t545, float %t908)
  %t916 = fpext half %t882 to float
  %t918 = call float @llvm.fma.f32(float %t916, float %t556, float %t913)
  %t921 = fpext half %t883 to float
  %t923 = call float @llvm.fma.f32(float %t921, float %t567, float %t918)
  %t924 = mul i32 %t351, 2
  %t925 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t924
  %t926 = load <8 x half>, ptr addrspace(3) %t925, align 16
  %t927 = extractelement <8 x half> %t926, i32 0
  %t928 = extractelement <8 x half> %t926, i32 1
  %t929 = extractelement <8 x half> %t926, i32 2
  %t930 = extractelement <8 x half> %t926, i32 3
  %t931 = extractelement <8 x half> %t926, i32 4
  %t932 = extractelement <8 x half> %t926, i32 5
  %t933 = extractelement <8 x half> %t926, i32 6
  %t934 = extractelement <8 x half> %t926, i32 7
  %t937 = fpext half %t927 to float
  %t939 = call float @llvm.fma.f32(float %t937, float %t589, float %t923)
  %t942 = fpext half %t928 to float
  %t944 = call float @llvm.fma.f32(float %t942, float %t600, float %t939)
  %t947 = fpext half %t929 to float
  %t949 = call float @llvm.fma.f32(float %t947, float %t611, float %t944)
  %t952 = fpext half %t930 to float
  %t954 = call float @llvm.fma.f32(float %t952, float %t622, float %t949)
  %t957 = fpext half %t931 to float
  %t959 = call float @llvm.fma.f32(float %t957, float %t633, float %t954)
  %t962 = fpext half %t932 to float
  %t964 = call float @llvm.fma.f32(float %t962, float %t644, float %t959)
  %t967 = fpext half %t933 to float
  %t969 = call float @llvm.fma.f32(float %t967, float %t655, float %t964)
  %t972 = fpext half %t934 to float
  %t974 = call float @llvm.fma.f32(float %t972, float %t666, float %t969)
  %t975 = mul i32 %t359, 2
  %t976 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t975
  %t977 = load <8 x half>, ptr addrspace(3) %t976, align 16
  %t978 = extractelement <8 x half> %t977, i32 0
  %t979 = extractelement <8 x half> %t977, i32 1
  %t980 = extractelement <8 x half> %t977, i32 2
  %t981 = extractelement <8 x half> %t977, i32 3
  %t982 = extractelement <8 x half> %t977, i32 4
  %t983 = extractelement <8 x half> %t977, i32 5
  %t984 = extractelement <8 x half> %t977, i32 6
  %t985 = extractelement <8 x half> %t977, i32 7
  %t988 = fpext half %t978 to float
  %t990 = call float @llvm.fma.f32(float %t988, float %t490, float %t239)
  %t993 = fpext half %t979 to float
  %t995 = call float @llvm.fma.f32(float %t993, float %t501, float %t990)
  %t998 = fpext half %t980 to float
  %t1000 = call float @llvm.fma.f32(float %t998, float %t512, float %t995)
  %t1003 = fpext half %t981 to float
  %t1005 = call float @llvm.fma.f32(float %t1003, float %t523, float %t1000)
  %t1008 = fpext half %t982 to float
  %t1010 = call float @llvm.fma.f32(float %t1008, float %t534, float %t1005)
  %t1013 = fpext half %t983 to float
  %t1015 = call float @llvm.fma.f32(float %t1013, float %t545, float %t1010)
  %t1018 = fpext half %t984 to float
  %t1020 = call float @llvm.fma.f32(float %t1018, float %t556, float %t1015)
  %t1023 = fpext half %t985 to float
  %t1025 = call float @llvm.fma.f32(float %t1023, float %t567, float %t1020)
  %t1026 = mul i32 %t367, 2
  %t1027 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1026
  %t1028 = load <8 x half>, ptr addrspace(3) %t1027, align 16
  %t1029 = extractelement <8 x half> %t1028, i32 0
  %t1030 = extractelement <8 x half> %t1028, i32 1
  %t1031 = extractelement <8 x half> %t1028, i32 2
  %t1032 = extractelement <8 x half> %t1028, i32 3
  %t1033 = extractelement <8 x half> %t1028, i32 4
  %t1034 = extractelement <8 x half> %t1028, i32 5
  %t1035 = extractelement <8 x half> %t1028, i32 6
  %t1036 = extractelement <8 x half> %t1028, i32 7
  %t1039 = fpext half %t1029 to float
  %t1041 = call float @llvm.fma.f32(float %t1039, float %t589, float %t1025)
  %t1044 = fpext half %t1030 to float
  %t1046 = call float @llvm.fma.f32(float %t1044, float %t600, float %t1041)
  %t1049 = fpext half %t1031 to float
  %t1051 = call float @llvm.fma.f32(float %t1049, float %t611, float %t1046)
  %t1054 = fpext half %t1032 to float
  %t1056 = call float @llvm.fma.f32(float %t1054, float %t622, float %t1051)
  %t1059 = fpext half %t1033 to float
  %t1061 = call float @llvm.fma.f32(float %t1059, float %t633, float %t1056)
  %t1064 = fpext half %t1034 to float
  %t1066 = call float @llvm.fma.f32(float %t1064, float %t644, float %t1061)
  %t1069 = fpext half %t1035 to float
  %t1071 = call float @llvm.fma.f32(float %t1069, float %t655, float %t1066)
  %t1074 = fpext half %t1036 to float
  %t1076 = call float @llvm.fma.f32(float %t1074, float %t666, float %t1071)
  %t1077 = mul i32 %t375, 2
  %t1078 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1077
  %t1079 = load <8 x half>, ptr addrspace(3) %t1078, align 16
  %t1080 = extractelement <8 x half> %t1079, i32 0
  %t1081 = extractelement <8 x half> %t1079, i32 1
  %t1082 = extractelement <8 x half> %t1079, i32 2
  %t1083 = extractelement <8 x half> %t1079, i32 3
  %t1084 = extractelement <8 x half> %t1079, i32 4
  %t1085 = extractelement <8 x half> %t1079, i32 5
  %t1086 = extractelement <8 x half> %t1079, i32 6
  %t1087 = extractelement <8 x half> %t1079, i32 7
  %t1090 = fpext half %t1080 to float
  %t1092 = call float @llvm.fma.f32(float %t1090, float %t490, float %t240)
  %t1095 = fpext half %t1081 to float
  %t1097 = call float @llvm.fma.f32(float %t1095, float %t501, float %t1092)
  %t1100 = fpext half %t1082 to float
  %t1102 = call float @llvm.fma.f32(float %t1100, float %t512, float %t1097)
  %t1105 = fpext half %t1083 to float
  %t1107 = call float @llvm.fma.f32(float %t1105, float %t523, float %t1102)
  %t1110 = fpext half %t1084 to float
  %t1112 = call float @llvm.fma.f32(float %t1110, float %t534, float %t1107)
  %t1115 = fpext half %t1085 to float
  %t1117 = call float @llvm.fma.f32(float %t1115, float %t545, float %t1112)
  %t1120 = fpext half %t1086 to float
  %t1122 = call float @llvm.fma.f32(float %t1120, float %t556, float %t1117)
  %t1125 = fpext half %t1087 to float
  %t1127 = call float @llvm.fma.f32(float %t1125, float %t567, float %t1122)
  %t1128 = mul i32 %t383, 2
  %t1129 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1128
  %t1130 = load <8 x half>, ptr addrspace(3) %t1129, align 16
  %t1131 = extractelement <8 x half> %t1130, i32 0
  %t1132 = extractelement <8 x half> %t1130, i32 1
  %t1133 = extractelement <8 x half> %t1130, i32 2
  %t1134 = extractelement <8 x half> %t1130, i32 3
  %t1135 = extractelement <8 x half> %t1130, i32 4
  %t1136 = extractelement <8 x half> %t1130, i32 5
  %t1137 = extractelement <8 x half> %t1130, i32 6
  %t1138 = extractelement <8 x half> %t1130, i32 7
  %t1141 = fpext half %t1131 to float
  %t1143 = call float @llvm.fma.f32(float %t1141, float %t589, float %t1127)
  %t1146 = fpext half %t1132 to float
  %t1148 = call float @llvm.fma.f32(float %t1146, float %t600, float %t1143)
  %t1151 = fpext half %t1133 to float
  %t1153 = call float @llvm.fma.f32(float %t1151, float %t611, float %t1148)
  %t1156 = fpext half %t1134 to float
  %t1158 = call float @llvm.fma.f32(float %t1156, float %t622, float %t1153)
  %t1161 = fpext half %t1135 to float
  %t1163 = call float @llvm.fma.f32(float %t1161, float %t633, float %t1158)
  %t1166 = fpext half %t1136 to float
  %t1168 = call float @llvm.fma.f32(float %t1166, float %t644, float %t1163)
  %t1171 = fpext half %t1137 to float
  %t1173 = call float @llvm.fma.f32(float %t1171, float %t655, float %t1168)
  %t1176 = fpext half %t1138 to float
  %t1178 = call float @llvm.fma.f32(float %t1176, float %t666, float %t1173)
  %t1179 = mul i32 %t391, 2
  %t1180 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1179
  %t1181 = load <8 x half>, ptr addrspace(3) %t1180, align 16
  %t1182 = extractelement <8 x half> %t1181, i32 0
  %t1183 = extractelement <8 x half> %t1181, i32 1
  %t1184 = extractelement <8 x half> %t1181, i32 2
  %t1185 = extractelement <8 x half> %t1181, i32 3
  %t1186 = extractelement <8 x half> %t1181, i32 4
  %t1187 = extractelement <8 x half> %t1181, i32 5
  %t1188 = extractelement <8 x half> %t1181, i32 6
  %t1189 = extractelement <8 x half> %t1181, i32 7
  %t1192 = fpext half %t1182 to float
  %t1194 = call float @llvm.fma.f32(float %t1192, float %t490, float %t241)
  %t1197 = fpext half %t1183 to float
  %t1199 = call float @llvm.fma.f32(float %t1197, float %t501, float %t1194)
  %t1202 = fpext half %t1184 to float
  %t1204 = call float @llvm.fma.f32(float %t1202, float %t512, float %t1199)
  %t1207 = fpext half %t1185 to float
  %t1209 = call float @llvm.fma.f32(float %t1207, float %t523, float %t1204)
  %t1212 = fpext half %t1186 to float
  %t1214 = call float @llvm.fma.f32(float %t1212, float %t534, float %t1209)
  %t1217 = fpext half %t1187 to float
  %t1219 = call float @llvm.fma.f32(float %t1217, float %t545, float %t1214)
  %t1222 = fpext half %t1188 to float
  %t1224 = call float @llvm.fma.f32(float %t1222, float %t556, float %t1219)
  %t1227 = fpext half %t1189 to float
  %t1229 = call float @llvm.fma.f32(float %t1227, float %t567, float %t1224)
  %t1230 = mul i32 %t399, 2
  %t1231 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1230
  %t1232 = load <8 x half>, ptr addrspace(3) %t1231, align 16
  %t1233 = extractelement <8 x half> %t1232, i32 0
  %t1234 = extractelement <8 x half> %t1232, i32 1
  %t1235 = extractelement <8 x half> %t1232, i32 2
  %t1236 = extractelement <8 x half> %t1232, i32 3
  %t1237 = extractelement <8 x half> %t1232, i32 4
  %t1238 = extractelement <8 x half> %t1232, i32 5
  %t1239 = extractelement <8 x half> %t1232, i32 6
  %t1240 = extractelement <8 x half> %t1232, i32 7
  %t1243 = fpext half %t1233 to float
  %t1245 = call float @llvm.fma.f32(float %t1243, float %t589, float %t1229)
  %t1248 = fpext half %t1234 to float
  %t1250 = call float @llvm.fma.f32(float %t1248, float %t600, float %t1245)
  %t1253 = fpext half %t1235 to float
  %t1255 = call float @llvm.fma.f32(float %t1253, float %t611, float %t1250)
  %t1258 = fpext half %t1236 to float
  %t1260 = call float @llvm.fma.f32(float %t1258, float %t622, float %t1255)
  %t1263 = fpext half %t1237 to float
  %t1265 = call float @llvm.fma.f32(float %t1263, float %t633, float %t1260)
  %t1268 = fpext half %t1238 to float
  %t1270 = call float @llvm.fma.f32(float %t1268, float %t644, float %t1265)
  %t1273 = fpext half %t1239 to float
  %t1275 = call float @llvm.fma.f32(float %t1273, float %t655, float %t1270)
  %t1278 = fpext half %t1240 to float
  %t1280 = call float @llvm.fma.f32(float %t1278, float %t666, float %t1275)
  %t1281 = mul i32 %t407, 2
  %t1282 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1281
  %t1283 = load <8 x half>, ptr addrspace(3) %t1282, align 16
  %t1284 = extractelement <8 x half> %t1283, i32 0
  %t1285 = extractelement <8 x half> %t1283, i32 1
  %t1286 = extractelement <8 x half> %t1283, i32 2
  %t1287 = extractelement <8 x half> %t1283, i32 3
  %t1288 = extractelement <8 x half> %t1283, i32 4
  %t1289 = extractelement <8 x half> %t1283, i32 5
  %t1290 = extractelement <8 x half> %t1283, i32 6
  %t1291 = extractelement <8 x half> %t1283, i32 7
  %t1294 = fpext half %t1284 to float
  %t1296 = call float @llvm.fma.f32(float %t1294, float %t490, float %t242)
  %t1299 = fpext half %t1285 to float
  %t1301 = call float @llvm.fma.f32(float %t1299, float %t501, float %t1296)
  %t1304 = fpext half %t1286 to float
  %t1306 = call float @llvm.fma.f32(float %t1304, float %t512, float %t1301)
  %t1309 = fpext half %t1287 to float
  %t1311 = call float @llvm.fma.f32(float %t1309, float %t523, float %t1306)
  %t1314 = fpext half %t1288 to float
  %t1316 = call float @llvm.fma.f32(float %t1314, float %t534, float %t1311)
  %t1319 = fpext half %t1289 to float
  %t1321 = call float @llvm.fma.f32(float %t1319, float %t545, float %t1316)
  %t1324 = fpext half %t1290 to float
  %t1326 = call float @llvm.fma.f32(float %t1324, float %t556, float %t1321)
  %t1329 = fpext half %t1291 to float
  %t1331 = call float @llvm.fma.f32(float %t1329, float %t567, float %t1326)
  %t1332 = mul i32 %t415, 2
  %t1333 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t1332
  %t1334 = load <8 x half>, ptr addrspace(3) %t1333, align 16
  %t1335 = extractelement <8 x half> %t1334, i32 0
  %t1336 = extractelement <8 x half> %t1334, i32 1
  %t1337 = extractelement <8 x half> %t1334, i32 2
  %t1338 = extractelement <8 x half> %t1334, i32 3
  %t1339 = extractelement <8 x half> %t1334, i32 4
  %t1340 = extractelement <8 x half> %t1334, i32 5
  %t1341 = extractelement <8 x half> %t1334, i32 6
  %t1342 = extractelement <8 x half> %t1334, i32 7
  %t1345 = fpext half %t1335 to float
  %t1347 = call float @llvm.fma.f32(float %t1345, float %t589, float %t1331)
  %t1350 = fpext half %t1336 to float
  %t1352 = call float @llvm.fma.f32(float %t1350, float %t600, float %t1347)
  %t1355 = fpext half %t1337 to float
  %t1357 = call float @llvm.fma.f32(float %t1355, float %t611, float %t1352)
  %t1360 = fpext half %t1338 to float
  %t1362 = call float @llvm.fma.f32(float %t1360, float %t622, float %t1357)
  %t1365 = fpext half %t1339 to float
  %t1367 = call float @llvm.fma.f32(float %t1365, float %t633, float %t1362)
  %t1370 = fpext half %t1340 to float
  %t1372 = call float @llvm.fma.f32(float %t1370, float %t644, float %t1367)
  %t1375 = fpext half %t1341 to float
  %t1377 = call float @llvm.fma.f32(float %t1375, float %t655, float %t1372)
  %t1380 = fpext half %t1342 to float
  %t1382 = call float @llvm.fma.f32(float %t1380, float %t666, float %t1377)
  %t1383 = mul i32 16, %arg7
  %t1384 = sext i32 %t1383 to i64
  %t1385 = getelementptr half, ptr addrspace(1) %t243, i64 %t1384
  %t1386 = sext i32 %t1383 to i64
  %t1387 = getelementptr half, ptr addrspace(1) %t244, i64 %t1386
  %t1388 = sext i32 %t1383 to i64
  %t1389 = getelementptr half, ptr addrspace(1) %t245, i64 %t1388
  %t1390 = sext i32 %t1383 to i64
  %t1391 = getelementptr half, ptr addrspace(1) %t246, i64 %t1390
  %t1392 = mul i32 16, %arg8
  %t1393 = sext i32 %t1392 to i64
  %t1394 = getelementptr half, ptr addrspace(1) %t247, i64 %t1393
  %t1395 = sext i32 %t1392 to i64
  %t1396 = getelementptr half, ptr addrspace(1) %t248, i64 %t1395
  %t1397 = sext i32 %t1392 to i64
  %t1398 = getelementptr half, ptr addrspace(1) %t249, i64 %t1397
  %t1399 = sext i32 %t1392 to i64
  %t1400 = getelementptr half, ptr addrspace(1) %t250, i64 %t1399
  store float %t668, ptr %s0
  store float %t770, ptr %s1
  store float %t872, ptr %s2
  store float %t974, ptr %s3
  store float %t1076, ptr %s4
  store float %t1178, ptr %s5
  store float %t1280, ptr %s6
  store float %t1382, ptr %s7
  store ptr addrspace(1) %t1385, ptr %s8
  store ptr addrspace(1) %t1387, ptr %s9
  store ptr addrspace(1) %t1389, ptr %s10
  store ptr addrspace(1) %t1391, ptr %s11
  store ptr addrspace(1) %t1394, ptr %s12
  store ptr addrspace(1) %t1396, ptr %s13
  store ptr addrspace(1) %t1398, ptr %s14
  store ptr addrspace(1) %t1400, ptr %s15
  br label %for_latch36
for_latch36:
  %t1401 = add i32 %t233, 1
  store i32 %t1401, ptr %s16
  br label %for_head1
for_done3:
  %t1402 = load float, ptr %s0
  %t1403 = load float, ptr %s1
  %t1404 = load float, ptr %s2
  %t1405 = load float, ptr %s3
  %t1406 = load float, ptr %s4
  %t1407 = load float, ptr %s5
  %t1408 = load float, ptr %s6
  %t1409 = load float, ptr %s7
  %t1410 = load ptr addrspace(1), ptr %s8
  %t1411 = load ptr addrspace(1), ptr %s9
  %t1412 = load ptr addrspace(1), ptr %s10
  %t1413 = load ptr addrspace(1), ptr %s11
  %t1414 = load ptr addrspace(1), ptr %s12
  %t1415 = load ptr addrspace(1), ptr %s13
  %t1416 = load ptr addrspace(1), ptr %s14
  %t1417 = load ptr addrspace(1), ptr %s15
  %t1418 = mul i32 %t122, %arg10
  %t1419 = mul i32 %t123, %arg10
  %t1420 = mul i32 %t124, %arg10
  %t1421 = mul i32 %t125, %arg10
  %t1422 = mul i32 %t126, %arg10
  %t1423 = mul i32 %t127, %arg10
  %t1424 = mul i32 %t128, %arg10
  %t1425 = mul i32 %t129, %arg10
  %t1426 = sext i32 %t1418 to i64
  %t1427 = getelementptr float, ptr addrspace(1) %arg2, i64 %t1426
  %t1428 = sext i32 %t1419 to i64
  %t1429 = getelementptr float, ptr addrspace(1) %arg2, i64 %t1428
  %t1430 = sext i32 %t1420 to i64
  %t1431 = getelementptr float, ptr addrspace(1) %arg2, i64 %t1430
  %t1432 = sext i32 %t1421 to i64
  %t1433 = getelementptr float, ptr addrspace(1) %arg2, i64 %t1432
  %t1434 = sext i32 %t1422 to i64
  %t1435 = getelementptr float, ptr addrspace(1) %arg2, i64 %t1434
  %t1436 = sext i32 %t1423 to i64
  %t1437 = getelementptr float, ptr addrspace(1) %arg2, i64 %t1436
  %t1438 = sext i32 %t1424 to i64
  %t1439 = getelementptr float, ptr addrspace(1) %arg2, i64 %t1438
  %t1440 = sext i32 %t1425 to i64
  %t1441 = getelementptr float, ptr addrspace(1) %arg2, i64 %t1440
  %t1442 = mul i32 %t167, %arg11
  %t1443 = sext i32 %t1442 to i64
  %t1444 = getelementptr float, ptr addrspace(1) %t1427, i64 %t1443
  %t1445 = sext i32 %t1442 to i64
  %t1446 = getelementptr float, ptr addrspace(1) %t1429, i64 %t1445
  %t1447 = sext i32 %t1442 to i64
  %t1448 = getelementptr float, ptr addrspace(1) %t1431, i64 %t1447
  %t1449 = sext i32 %t1442 to i64
  %t1450 = getelementptr float, ptr addrspace(1) %t1433, i64 %t1449
  %t1451 = sext i32 %t1442 to i64
  %t1452 = getelementptr float, ptr addrspace(1) %t1435, i64 %t1451
  %t1453 = sext i32 %t1442 to i64
  %t1454 = getelementptr float, ptr addrspace(1) %t1437, i64 %t1453
  %t1455 = sext i32 %t1442 to i64
  %t1456 = getelementptr float, ptr addrspace(1) %t1439, i64 %t1455
  %t1457 = sext i32 %t1442 to i64
  %t1458 = getelementptr float, ptr addrspace(1) %t1441, i64 %t1457
  %t1459 = icmp slt i32 %t122, %arg3
  %t1460 = icmp slt i32 %t123, %arg3
  %t1461 = icmp slt i32 %t124, %arg3
  %t1462 = icmp slt i32 %t125, %arg3
  %t1463 = icmp slt i32 %t126, %arg3
  %t1464 = icmp slt i32 %t127, %arg3
  %t1465 = icmp slt i32 %t128, %arg3
  %t1466 = icmp slt i32 %t129, %arg3
  %t1467 = icmp slt i32 %t167, %arg4
  %t1468 = and i1 %t1459, %t1467
  %t1469 = and i1 %t1460, %t1467
  %t1470 = and i1 %t1461, %t1467
  %t1471 = and i1 %t1462, %t1467
  %t1472 = and i1 %t1463, %t1467
  %t1473 = and i1 %t1464, %t1467
  %t1474 = and i1 %t1465, %t1467
  %t1475 = and i1 %t1466, %t1467
  br label %g_from39
g_from39:
  br i1 %t1468, label %g_go37, label %g_done38
g_go37:
  store float %t1402, ptr addrspace(1) %t1444, align 4
  br label %g_end40
g_end40:
  br label %g_done38
g_done38:
  br label %g_from43
g_from43:
  br i1 %t1469, label %g_go41, label %g_done42
g_go41:
  store float %t1403, ptr addrspace(1) %t1446, align 4
  br label %g_end44
g_end44:
  br label %g_done42
g_done42:
  br label %g_from47
g_from47:
  br i1 %t1470, label %g_go45, label %g_done46
g_go45:
  store float %t1404, ptr addrspace(1) %t1448, align 4
  br label %g_end48
g_end48:
  br label %g_done46
g_done46:
  br label %g_from51
g_from51:
  br i1 %t1471, label %g_go49, label %g_done50
g_go49:
  store float %t1405, ptr addrspace(1) %t1450, align 4
  br label %g_end52
g_end52:
  br label %g_done50
g_done50:
  br label %g_from55
g_from55:
  br i1 %t1472, label %g_go53, label %g_done54
g_go53:
  store float %t1406, ptr addrspace(1) %t1452, align 4
  br label %g_end56
g_end56:
  br label %g_done54
g_done54:
  br label %g_from59
g_from59:
  br i1 %t1473, label %g_go57, label %g_done58
g_go57:
  store float %t1407, ptr addrspace(1) %t1454, align 4
  br label %g_end60
g_end60:
  br label %g_done58
g_done58:
  br label %g_from63
g_from63:
  br i1 %t1474, label %g_go61, label %g_done62
g_go61:
  store float %t1408, ptr addrspace(1) %t1456, align 4
  br label %g_end64
g_end64:
  br label %g_done62
g_done62:
  br label %g_from67
g_from67:
  br i1 %t1475, label %g_go65, label %g_done66
g_go65:
  store float %t1409, ptr addrspace(1) %t1458, align 4
  br label %g_end68
g_end68:
  br label %g_done66
g_done66:
  ret void
}

!0 = !{i32 32}
!1 = !{i32 128, i32 1, i32 1}
