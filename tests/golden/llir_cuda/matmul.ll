target triple = "nvptx64-nvidia-cuda"
@global_smem = external addrspace(3) global [0 x i8], align 16
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.smin.i32(i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)

define ptx_kernel void @matmul_kernel(ptr addrspace(1) %arg0, ptr addrspace(1) %arg1, ptr addrspace(1) %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 %arg6, i32 %arg7, i32 %arg8, i32 %arg9, i32 %arg10, i32 %arg11) #0 {
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
  %t1 = call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t2 = and i32 %t1, 31
  %t4 = icmp uge i32 5, 32
  %t5 = select i1 %t4, i32 0, i32 5
  %t6 = lshr i32 %t1, %t5
  %t7 = select i1 %t4, i32 0, i32 %t6
  %t9 = icmp uge i32 4, 32
  %t10 = select i1 %t9, i32 0, i32 4
  %t11 = lshr i32 %t2, %t10
  %t12 = select i1 %t9, i32 0, i32 %t11
  %t13 = and i32 %t12, 1
  %t14 = and i32 %t7, 3
  %t16 = icmp uge i32 1, 32
  %t17 = select i1 %t16, i32 0, i32 1
  %t18 = shl i32 %t14, %t17
  %t19 = select i1 %t16, i32 0, i32 %t18
  %t20 = xor i32 %t13, %t19
  %t21 = and i32 %t2, 3
  %t23 = icmp uge i32 1, 32
  %t24 = select i1 %t23, i32 0, i32 1
  %t25 = shl i32 %t21, %t24
  %t26 = select i1 %t23, i32 0, i32 %t25
  %t27 = and i32 %t7, 1
  %t29 = icmp uge i32 3, 32
  %t30 = select i1 %t29, i32 0, i32 3
  %t31 = shl i32 %t27, %t30
  %t32 = select i1 %t29, i32 0, i32 %t31
  %t33 = xor i32 %t26, %t32
  %t35 = icmp uge i32 2, 32
  %t36 = select i1 %t35, i32 0, i32 2
  %t37 = lshr i32 %t2, %t36
  %t38 = select i1 %t35, i32 0, i32 %t37
  %t39 = and i32 %t38, 7
  %t41 = icmp uge i32 1, 32
  %t42 = select i1 %t41, i32 0, i32 1
  %t43 = lshr i32 %t7, %t42
  %t44 = select i1 %t41, i32 0, i32 %t43
  %t45 = and i32 %t44, 1
  %t47 = icmp uge i32 4, 32
  %t48 = select i1 %t47, i32 0, i32 4
  %t49 = shl i32 %t45, %t48
  %t50 = select i1 %t47, i32 0, i32 %t49
  %t51 = xor i32 %t39, %t50
  %t52 = and i32 %t2, 31
  %t53 = and i32 %t2, 15
  %t54 = and i32 %t7, 3
  %t56 = icmp uge i32 4, 32
  %t57 = select i1 %t56, i32 0, i32 4
  %t58 = lshr i32 %t2, %t57
  %t59 = select i1 %t56, i32 0, i32 %t58
  %t60 = and i32 %t59, 1
  %t61 = and i32 %t7, 3
  %t63 = icmp uge i32 1, 32
  %t64 = select i1 %t63, i32 0, i32 1
  %t65 = shl i32 %t61, %t64
  %t66 = select i1 %t63, i32 0, i32 %t65
  %t67 = xor i32 %t60, %t66
  %t68 = and i32 %t2, 15
  %t70 = icmp uge i32 2, 32
  %t71 = select i1 %t70, i32 0, i32 2
  %t72 = lshr i32 %t2, %t71
  %t73 = select i1 %t70, i32 0, i32 %t72
  %t74 = and i32 %t73, 7
  %t76 = icmp uge i32 1, 32
  %t77 = select i1 %t76, i32 0, i32 1
  %t78 = lshr i32 %t7, %t77
  %t79 = select i1 %t76, i32 0, i32 %t78
  %t80 = and i32 %t79, 1
  %t82 = icmp uge i32 4, 32
  %t83 = select i1 %t82, i32 0, i32 4
  %t84 = shl i32 %t80, %t83
  %t85 = select i1 %t82, i32 0, i32 %t84
  %t86 = xor i32 %t74, %t85
  %t87 = and i32 %t2, 3
  %t89 = icmp uge i32 1, 32
  %t90 = select i1 %t89, i32 0, i32 1
  %t91 = shl i32 %t87, %t90
  %t92 = select i1 %t89, i32 0, i32 %t91
  %t93 = and i32 %t7, 3
  %t94 = and i32 %t2, 31
  %t95 = and i32 %t2, 3
  %t97 = icmp uge i32 1, 32
  %t98 = select i1 %t97, i32 0, i32 1
  %t99 = shl i32 %t95, %t98
  %t100 = select i1 %t97, i32 0, i32 %t99
  %t102 = icmp uge i32 2, 32
  %t103 = select i1 %t102, i32 0, i32 2
  %t104 = lshr i32 %t2, %t103
  %t105 = select i1 %t102, i32 0, i32 %t104
  %t106 = and i32 %t105, 7
  %t107 = and i32 %t7, 1
  %t109 = icmp uge i32 3, 32
  %t110 = select i1 %t109, i32 0, i32 3
  %t111 = shl i32 %t107, %t110
  %t112 = select i1 %t109, i32 0, i32 %t111
  %t113 = xor i32 %t106, %t112
  %t114 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %t115 = add i32 %arg3, 31
  %t117 = icmp eq i32 32, 0
  %t119 = icmp eq i32 32, -1
  %t118 = or i1 %t117, %t119
  %t120 = select i1 %t118, i32 1, i32 32
  %t121 = sdiv i32 %t115, %t120
  %t123 = sub i32 0, %t115
  %t124 = select i1 %t118, i32 %t123, i32 %t121
  %t122 = select i1 %t117, i32 0, i32 %t124
  %t125 = add i32 %arg4, 31
  %t127 = icmp eq i32 32, 0
  %t129 = icmp eq i32 32, -1
  %t128 = or i1 %t127, %t129
  %t130 = select i1 %t128, i32 1, i32 32
  %t131 = sdiv i32 %t125, %t130
  %t133 = sub i32 0, %t125
  %t134 = select i1 %t128, i32 %t133, i32 %t131
  %t132 = select i1 %t127, i32 0, i32 %t134
  %t135 = mul i32 4, %t132
  %t137 = icmp eq i32 %t135, 0
  %t139 = icmp eq i32 %t135, -1
  %t138 = or i1 %t137, %t139
  %t140 = select i1 %t138, i32 1, i32 %t135
  %t141 = sdiv i32 %t114, %t140
  %t143 = sub i32 0, %t114
  %t144 = select i1 %t138, i32 %t143, i32 %t141
  %t142 = select i1 %t137, i32 0, i32 %t144
  %t145 = mul i32 %t142, 4
  %t146 = sub i32 %t122, %t145
  %t148 = call i32 @llvm.smin.i32(i32 %t146, i32 4)
  %t150 = icmp eq i32 %t135, 0
  %t152 = icmp eq i32 %t135, -1
  %t151 = or i1 %t150, %t152
  %t153 = select i1 %t151, i32 1, i32 %t135
  %t154 = srem i32 %t114, %t153
  %t157 = select i1 %t151, i32 0, i32 %t154
  %t155 = select i1 %t150, i32 0, i32 %t157
  %t159 = icmp eq i32 %t148, 0
  %t161 = icmp eq i32 %t148, -1
  %t160 = or i1 %t159, %t161
  %t162 = select i1 %t160, i32 1, i32 %t148
  %t163 = srem i32 %t155, %t162
  %t166 = select i1 %t160, i32 0, i32 %t163
  %t164 = select i1 %t159, i32 0, i32 %t166
  %t167 = add i32 %t145, %t164
  %t169 = icmp eq i32 %t148, 0
  %t171 = icmp eq i32 %t148, -1
  %t170 = or i1 %t169, %t171
  %t172 = select i1 %t170, i32 1, i32 %t148
  %t173 = sdiv i32 %t155, %t172
  %t175 = sub i32 0, %t155
  %t176 = select i1 %t170, i32 %t175, i32 %t173
  %t174 = select i1 %t169, i32 0, i32 %t176
  %t177 = mul i32 %t167, 32
  %t178 = add i32 %t20, 8
  %t179 = add i32 %t20, 16
  %t180 = add i32 %t20, 24
  %t181 = add i32 %t33, 1
  %t182 = add i32 %t33, 16
  %t183 = add i32 %t33, 17
  %t184 = add i32 %t51, 8
  %t185 = add i32 %t177, %t20
  %t186 = add i32 %t177, %t178
  %t187 = add i32 %t177, %t179
  %t188 = add i32 %t177, %t180
  %t189 = add i32 %t177, %t51
  %t190 = add i32 %t177, %t184
  %t192 = icmp eq i32 %arg3, 0
  %t194 = icmp eq i32 %arg3, -1
  %t193 = or i1 %t192, %t194
  %t195 = select i1 %t193, i32 1, i32 %arg3
  %t196 = srem i32 %t185, %t195
  %t199 = select i1 %t193, i32 0, i32 %t196
  %t197 = select i1 %t192, i32 0, i32 %t199
  %t201 = icmp eq i32 %arg3, 0
  %t203 = icmp eq i32 %arg3, -1
  %t202 = or i1 %t201, %t203
  %t204 = select i1 %t202, i32 1, i32 %arg3
  %t205 = srem i32 %t186, %t204
  %t208 = select i1 %t202, i32 0, i32 %t205
  %t206 = select i1 %t201, i32 0, i32 %t208
  %t210 = icmp eq i32 %arg3, 0
  %t212 = icmp eq i32 %arg3, -1
  %t211 = or i1 %t210, %t212
  %t213 = select i1 %t211, i32 1, i32 %arg3
  %t214 = srem i32 %t187, %t213
  %t217 = select i1 %t211, i32 0, i32 %t214
  %t215 = select i1 %t210, i32 0, i32 %t217
  %t219 = icmp eq i32 %arg3, 0
  %t221 = icmp eq i32 %arg3, -1
  %t220 = or i1 %t219, %t221
  %t222 = select i1 %t220, i32 1, i32 %arg3
  %t223 = srem i32 %t188, %t222
  %t226 = select i1 %t220, i32 0, i32 %t223
  %t224 = select i1 %t219, i32 0, i32 %t226
  %t227 = mul i32 %t174, 32
  %t228 = add i32 %t227, %t33
  %t229 = add i32 %t227, %t181
  %t230 = add i32 %t227, %t182
  %t231 = add i32 %t227, %t183
  %t232 = add i32 %t227, %t52
  %t234 = icmp eq i32 %arg4, 0
  %t236 = icmp eq i32 %arg4, -1
  %t235 = or i1 %t234, %t236
  %t237 = select i1 %t235, i32 1, i32 %arg4
  %t238 = srem i32 %t232, %t237
  %t241 = select i1 %t235, i32 0, i32 %t238
  %t239 = select i1 %t234, i32 0, i32 %t241
  %t242 = add i32 %t54, 4
  %t243 = add i32 %t54, 8
  %t244 = add i32 %t54, 12
  %t245 = mul i32 %t197, %arg6
  %t246 = mul i32 %t206, %arg6
  %t247 = mul i32 %t215, %arg6
  %t248 = mul i32 %t224, %arg6
  %t249 = sext i32 %t245 to i64
  %t250 = getelementptr half, ptr addrspace(1) %arg0, i64 %t249
  %t251 = sext i32 %t246 to i64
  %t252 = getelementptr half, ptr addrspace(1) %arg0, i64 %t251
  %t253 = sext i32 %t247 to i64
  %t254 = getelementptr half, ptr addrspace(1) %arg0, i64 %t253
  %t255 = sext i32 %t248 to i64
  %t256 = getelementptr half, ptr addrspace(1) %arg0, i64 %t255
  %t257 = mul i32 %t53, %arg7
  %t258 = sext i32 %t257 to i64
  %t259 = getelementptr half, ptr addrspace(1) %t250, i64 %t258
  %t260 = sext i32 %t257 to i64
  %t261 = getelementptr half, ptr addrspace(1) %t252, i64 %t260
  %t262 = sext i32 %t257 to i64
  %t263 = getelementptr half, ptr addrspace(1) %t254, i64 %t262
  %t264 = sext i32 %t257 to i64
  %t265 = getelementptr half, ptr addrspace(1) %t256, i64 %t264
  %t266 = mul i32 %t54, %arg8
  %t267 = mul i32 %t242, %arg8
  %t268 = mul i32 %t243, %arg8
  %t269 = mul i32 %t244, %arg8
  %t270 = sext i32 %t266 to i64
  %t271 = getelementptr half, ptr addrspace(1) %arg1, i64 %t270
  %t272 = sext i32 %t267 to i64
  %t273 = getelementptr half, ptr addrspace(1) %arg1, i64 %t272
  %t274 = sext i32 %t268 to i64
  %t275 = getelementptr half, ptr addrspace(1) %arg1, i64 %t274
  %t276 = sext i32 %t269 to i64
  %t277 = getelementptr half, ptr addrspace(1) %arg1, i64 %t276
  %t278 = mul i32 %t239, %arg9
  %t279 = sext i32 %t278 to i64
  %t280 = getelementptr half, ptr addrspace(1) %t271, i64 %t279
  %t281 = sext i32 %t278 to i64
  %t282 = getelementptr half, ptr addrspace(1) %t273, i64 %t281
  %t283 = sext i32 %t278 to i64
  %t284 = getelementptr half, ptr addrspace(1) %t275, i64 %t283
  %t285 = sext i32 %t278 to i64
  %t286 = getelementptr half, ptr addrspace(1) %t277, i64 %t285
  %t287 = add i32 %arg5, 15
  %t289 = icmp eq i32 16, 0
  %t291 = icmp eq i32 16, -1
  %t290 = or i1 %t289, %t291
  %t292 = select i1 %t290, i32 1, i32 16
  %t293 = sdiv i32 %t287, %t292
  %t295 = sub i32 0, %t287
  %t296 = select i1 %t290, i32 %t295, i32 %t293
  %t294 = select i1 %t289, i32 0, i32 %t296
  %t297 = mul i32 16, %arg7
  %t298 = mul i32 16, %arg8
  store float 0x0000000000000000, ptr %s0
  store float 0x0000000000000000, ptr %s1
  store float 0x0000000000000000, ptr %s2
  store float 0x0000000000000000, ptr %s3
  store float 0x0000000000000000, ptr %s4
  store float 0x0000000000000000, ptr %s5
  store float 0x0000000000000000, ptr %s6
  store float 0x0000000000000000, ptr %s7
  store ptr addrspace(1) %t259, ptr %s8
  store ptr addrspace(1) %t261, ptr %s9
  store ptr addrspace(1) %t263, ptr %s10
  store ptr addrspace(1) %t265, ptr %s11
  store ptr addrspace(1) %t280, ptr %s12
  store ptr addrspace(1) %t282, ptr %s13
  store ptr addrspace(1) %t284, ptr %s14
  store ptr addrspace(1) %t286, ptr %s15
  store i32 0, ptr %s16
  br label %for_head1
for_head1:
  %t299 = load i32, ptr %s16
  %t300 = icmp slt i32 %t299, %t294
  br i1 %t300, label %for_body2, label %for_done3
for_body2:
  %t301 = load float, ptr %s0
  %t302 = load float, ptr %s1
  %t303 = load float, ptr %s2
  %t304 = load float, ptr %s3
  %t305 = load float, ptr %s4
  %t306 = load float, ptr %s5
  %t307 = load float, ptr %s6
  %t308 = load float, ptr %s7
  %t309 = load ptr addrspace(1), ptr %s8
  %t310 = load ptr addrspace(1), ptr %s9
  %t311 = load ptr addrspace(1), ptr %s10
  %t312 = load ptr addrspace(1), ptr %s11
  %t313 = load ptr addrspace(1), ptr %s12
  %t314 = load ptr addrspace(1), ptr %s13
  %t315 = load ptr addrspace(1), ptr %s14
  %t316 = load ptr addrspace(1), ptr %s15
  %t317 = mul i32 %t299, 16
  %t318 = sub i32 %arg5, %t317
  %t319 = icmp slt i32 %t53, %t318
  %t320 = bitcast half 0xH0000 to i16
  %t321 = call i16 asm sideeffect "mov.b16 $0, $3; @$2 ld.global.b16 $0, [$1];", "=h,l,b,h"(ptr addrspace(1) %t309, i1 %t319, i16 %t320)
  %t322 = bitcast i16 %t321 to half
  %t323 = bitcast half 0xH0000 to i16
  %t324 = call i16 asm sideeffect "mov.b16 $0, $3; @$2 ld.global.b16 $0, [$1];", "=h,l,b,h"(ptr addrspace(1) %t310, i1 %t319, i16 %t323)
  %t325 = bitcast i16 %t324 to half
  %t326 = bitcast half 0xH0000 to i16
  %t327 = call i16 asm sideeffect "mov.b16 $0, $3; @$2 ld.global.b16 $0, [$1];", "=h,l,b,h"(ptr addrspace(1) %t311, i1 %t319, i16 %t326)
  %t328 = bitcast i16 %t327 to half
  %t329 = bitcast half 0xH0000 to i16
  %t330 = call i16 asm sideeffect "mov.b16 $0, $3; @$2 ld.global.b16 $0, [$1];", "=h,l,b,h"(ptr addrspace(1) %t312, i1 %t319, i16 %t329)
  %t331 = bitcast i16 %t330 to half
  %t332 = icmp slt i32 %t54, %t318
  %t333 = icmp slt i32 %t242, %t318
  %t334 = icmp slt i32 %t243, %t318
  %t335 = icmp slt i32 %t244, %t318
  %t336 = bitcast half 0xH0000 to i16
  %t337 = call i16 asm sideeffect "mov.b16 $0, $3; @$2 ld.global.b16 $0, [$1];", "=h,l,b,h"(ptr addrspace(1) %t313, i1 %t332, i16 %t336)
  %t338 = bitcast i16 %t337 to half
  %t339 = bitcast half 0xH0000 to i16
  %t340 = call i16 asm sideeffect "mov.b16 $0, $3; @$2 ld.global.b16 $0, [$1];", "=h,l,b,h"(ptr addrspace(1) %t314, i1 %t333, i16 %t339)
  %t341 = bitcast i16 %t340 to half
  %t342 = bitcast half 0xH0000 to i16
  %t343 = call i16 asm sideeffect "mov.b16 $0, $3; @$2 ld.global.b16 $0, [$1];", "=h,l,b,h"(ptr addrspace(1) %t315, i1 %t334, i16 %t342)
  %t344 = bitcast i16 %t343 to half
  %t345 = bitcast half 0xH0000 to i16
  %t346 = call i16 asm sideeffect "mov.b16 $0, $3; @$2 ld.global.b16 $0, [$1];", "=h,l,b,h"(ptr addrspace(1) %t316, i1 %t335, i16 %t345)
  %t347 = bitcast i16 %t346 to half
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t348 = mul i32 %t67, 16
  %t349 = add i32 %t348, %t68
  %t350 = add i32 %t349, 128
  %t351 = add i32 %t349, 256
  %t352 = add i32 %t349, 384
  %t353 = mul i32 %t349, 2
  %t354 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t353
  store half %t322, ptr addrspace(3) %t354, align 2
  %t355 = mul i32 %t350, 2
  %t356 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t355
  store half %t325, ptr addrspace(3) %t356, align 2
  %t357 = mul i32 %t351, 2
  %t358 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t357
  store half %t328, ptr addrspace(3) %t358, align 2
  %t359 = mul i32 %t352, 2
  %t360 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t359
  store half %t331, ptr addrspace(3) %t360, align 2
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t361 = mul i32 %t86, 16
  %t362 = add i32 %t361, %t92
  %t363 = add i32 %t362, 1
  %t364 = add i32 %t362, 128
  %t365 = add i32 %t362, 129
  %t366 = add i32 %t362, 8
  %t367 = add i32 %t362, 9
  %t368 = add i32 %t362, 136
  %t369 = add i32 %t362, 137
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t370 = mul i32 %t93, 32
  %t371 = add i32 %t370, %t94
  %t372 = add i32 %t371, 128
  %t373 = add i32 %t371, 256
  %t374 = add i32 %t371, 384
  %t375 = add i32 %t371, 768
  %t376 = mul i32 %t375, 2
  %t377 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t376
  store half %t338, ptr addrspace(3) %t377, align 2
  %t378 = add i32 %t372, 768
  %t379 = mul i32 %t378, 2
  %t380 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t379
  store half %t341, ptr addrspace(3) %t380, align 2
  %t381 = add i32 %t373, 768
  %t382 = mul i32 %t381, 2
  %t383 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t382
  store half %t344, ptr addrspace(3) %t383, align 2
  %t384 = add i32 %t374, 768
  %t385 = mul i32 %t384, 2
  %t386 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t385
  store half %t347, ptr addrspace(3) %t386, align 2
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t387 = mul i32 %t100, 32
  %t388 = add i32 %t387, %t113
  %t389 = add i32 %t388, 32
  %t390 = add i32 %t388, 256
  %t391 = add i32 %t388, 288
  %t392 = add i32 %t388, 16
  %t393 = add i32 %t388, 48
  %t394 = add i32 %t388, 272
  %t395 = add i32 %t388, 304
  %t396 = add i32 %t388, 768
  %t397 = add i32 %t389, 768
  %t398 = add i32 %t390, 768
  %t399 = add i32 %t391, 768
  %t400 = add i32 %t392, 768
  %t401 = add i32 %t393, 768
  %t402 = add i32 %t394, 768
  %t403 = add i32 %t395, 768
  %t404 = mul i32 %t362, 2
  %t405 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t404
  %t406 = load <2 x half>, ptr addrspace(3) %t405, align 4
  %t407 = extractelement <2 x half> %t406, i32 0
  %t408 = extractelement <2 x half> %t406, i32 1
  %t409 = mul i32 %t364, 2
  %t410 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t409
  %t411 = load <2 x half>, ptr addrspace(3) %t410, align 4
  %t412 = extractelement <2 x half> %t411, i32 0
  %t413 = extractelement <2 x half> %t411, i32 1
  %t414 = mul i32 %t366, 2
  %t415 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t414
  %t416 = load <2 x half>, ptr addrspace(3) %t415, align 4
  %t417 = extractelement <2 x half> %t416, i32 0
  %t418 = extractelement <2 x half> %t416, i32 1
  %t419 = mul i32 %t368, 2
  %t420 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t419
  %t421 = load <2 x half>, ptr addrspace(3) %t420, align 4
  %t422 = extractelement <2 x half> %t421, i32 0
  %t423 = extractelement <2 x half> %t421, i32 1
  %t424 = mul i32 %t396, 2
  %t425 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t424
  %t426 = load half, ptr addrspace(3) %t425, align 2
  %t427 = mul i32 %t397, 2
  %t428 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t427
  %t429 = load half, ptr addrspace(3) %t428, align 2
  %t430 = mul i32 %t398, 2
  %t431 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t430
  %t432 = load half, ptr addrspace(3) %t431, align 2
  %t433 = mul i32 %t399, 2
  %t434 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t433
  %t435 = load half, ptr addrspace(3) %t434, align 2
  %t436 = insertelement <2 x half> undef, half %t407, i32 0
  %t437 = insertelement <2 x half> %t436, half %t408, i32 1
  %t438 = insertelement <2 x half> undef, half %t412, i32 0
  %t439 = insertelement <2 x half> %t438, half %t413, i32 1
  %t440 = insertelement <2 x half> undef, half %t417, i32 0
  %t441 = insertelement <2 x half> %t440, half %t418, i32 1
  %t442 = insertelement <2 x half> undef, half %t422, i32 0
  %t443 = insertelement <2 x half> %t442, half %t423, i32 1
  %t444 = insertelement <2 x half> undef, half %t426, i32 0
  %t445 = insertelement <2 x half> %t444, half %t429, i32 1
  %t446 = insertelement <2 x half> undef, half %t432, i32 0
  %t447 = insertelement <2 x half> %t446, half %t435, i32 1
  %t448 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %t437, <2 x half> %t439, <2 x half> %t441, <2 x half> %t443, <2 x half> %t445, <2 x half> %t447, float %t301, float %t302, float %t303, float %t304)
  %t449 = extractvalue { float, float, float, float } %t448, 0
  %t450 = extractvalue { float, float, float, float } %t448, 1
  %t451 = extractvalue { float, float, float, float } %t448, 2
  %t452 = extractvalue { float, float, float, float } %t448, 3
  %t453 = mul i32 %t400, 2
  %t454 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t453
  %t455 = load half, ptr addrspace(3) %t454, align 2
  %t456 = mul i32 %t401, 2
  %t457 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t456
  %t458 = load half, ptr addrspace(3) %t457, align 2
  %t459 = mul i32 %t402, 2
  %t460 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t459
  %t461 = load half, ptr addrspace(3) %t460, align 2
  %t462 = mul i32 %t403, 2
  %t463 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t462
  %t464 = load half, ptr addrspace(3) %t463, align 2
  %t465 = insertelement <2 x half> undef, half %t407, i32 0
  %t466 = insertelement <2 x half> %t465, half %t408, i32 1
  %t467 = insertelement <2 x half> undef, half %t412, i32 0
  %t468 = insertelement <2 x half> %t467, half %t413, i32 1
  %t469 = insertelement <2 x half> undef, half %t417, i32 0
  %t470 = insertelement <2 x half> %t469, half %t418, i32 1
  %t471 = insertelement <2 x half> undef, half %t422, i32 0
  %t472 = insertelement <2 x half> %t471, half %t423, i32 1
  %t473 = insertelement <2 x half> undef, half %t455, i32 0
  %t474 = insertelement <2 x half> %t473, half %t458, i32 1
  %t475 = insertelement <2 x half> undef, half %t461, i32 0
  %t476 = insertelement <2 x half> %t475, half %t464, i32 1
  %t477 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %t466, <2 x half> %t468, <2 x half> %t470, <2 x half> %t472, <2 x half> %t474, <2 x half> %t476, float %t305, float %t306, float %t307, float %t308)
  %t478 = extractvalue { float, float, float, float } %t477, 0
  %t479 = extractvalue { float, float, float, float } %t477, 1
  %t480 = extractvalue { float, float, float, float } %t477, 2
  %t481 = extractvalue { float, float, float, float } %t477, 3
  %t482 = sext i32 %t297 to i64
  %t483 = getelementptr half, ptr addrspace(1) %t309, i64 %t482
  %t484 = sext i32 %t297 to i64
  %t485 = getelementptr half, ptr addrspace(1) %t310, i64 %t484
  %t486 = sext i32 %t297 to i64
  %t487 = getelementptr half, ptr addrspace(1) %t311, i64 %t486
  %t488 = sext i32 %t297 to i64
  %t489 = getelementptr half, ptr addrspace(1) %t312, i64 %t488
  %t490 = sext i32 %t298 to i64
  %t491 = getelementptr half, ptr addrspace(1) %t313, i64 %t490
  %t492 = sext i32 %t298 to i64
  %t493 = getelementptr half, ptr addrspace(1) %t314, i64 %t492
  %t494 = sext i32 %t298 to i64
  %t495 = getelementptr half, ptr addrspace(1) %t315, i64 %t494
  %t496 = sext i32 %t298 to i64
  %t497 = getelementptr half, ptr addrspace(1) %t316, i64 %t496
  store float %t449, ptr %s0
  store float %t450, ptr %s1
  store float %t451, ptr %s2
  store float %t452, ptr %s3
  store float %t478, ptr %s4
  store float %t479, ptr %s5
  store float %t480, ptr %s6
  store float %t481, ptr %s7
  store ptr addrspace(1) %t483, ptr %s8
  store ptr addrspace(1) %t485, ptr %s9
  store ptr addrspace(1) %t487, ptr %s10
  store ptr addrspace(1) %t489, ptr %s11
  store ptr addrspace(1) %t491, ptr %s12
  store ptr addrspace(1) %t493, ptr %s13
  store ptr addrspace(1) %t495, ptr %s14
  store ptr addrspace(1) %t497, ptr %s15
  %t498 = add i32 %t299, 1
  store i32 %t498, ptr %s16
  br label %for_head1
for_done3:
  %t499 = load float, ptr %s0
  %t500 = load float, ptr %s1
  %t501 = load float, ptr %s2
  %t502 = load float, ptr %s3
  %t503 = load float, ptr %s4
  %t504 = load float, ptr %s5
  %t505 = load float, ptr %s6
  %t506 = load float, ptr %s7
  %t507 = load ptr addrspace(1), ptr %s8
  %t508 = load ptr addrspace(1), ptr %s9
  %t509 = load ptr addrspace(1), ptr %s10
  %t510 = load ptr addrspace(1), ptr %s11
  %t511 = load ptr addrspace(1), ptr %s12
  %t512 = load ptr addrspace(1), ptr %s13
  %t513 = load ptr addrspace(1), ptr %s14
  %t514 = load ptr addrspace(1), ptr %s15
  %t515 = mul i32 %t189, %arg10
  %t516 = mul i32 %t190, %arg10
  %t517 = sext i32 %t515 to i64
  %t518 = getelementptr float, ptr addrspace(1) %arg2, i64 %t517
  %t519 = sext i32 %t516 to i64
  %t520 = getelementptr float, ptr addrspace(1) %arg2, i64 %t519
  %t521 = mul i32 %t228, %arg11
  %t522 = mul i32 %t229, %arg11
  %t523 = mul i32 %t230, %arg11
  %t524 = mul i32 %t231, %arg11
  %t525 = sext i32 %t521 to i64
  %t526 = getelementptr float, ptr addrspace(1) %t518, i64 %t525
  %t527 = sext i32 %t522 to i64
  %t528 = getelementptr float, ptr addrspace(1) %t518, i64 %t527
  %t529 = sext i32 %t521 to i64
  %t530 = getelementptr float, ptr addrspace(1) %t520, i64 %t529
  %t531 = sext i32 %t522 to i64
  %t532 = getelementptr float, ptr addrspace(1) %t520, i64 %t531
  %t533 = sext i32 %t523 to i64
  %t534 = getelementptr float, ptr addrspace(1) %t518, i64 %t533
  %t535 = sext i32 %t524 to i64
  %t536 = getelementptr float, ptr addrspace(1) %t518, i64 %t535
  %t537 = sext i32 %t523 to i64
  %t538 = getelementptr float, ptr addrspace(1) %t520, i64 %t537
  %t539 = sext i32 %t524 to i64
  %t540 = getelementptr float, ptr addrspace(1) %t520, i64 %t539
  %t541 = icmp slt i32 %t189, %arg3
  %t542 = icmp slt i32 %t190, %arg3
  %t543 = icmp slt i32 %t228, %arg4
  %t544 = icmp slt i32 %t229, %arg4
  %t545 = icmp slt i32 %t230, %arg4
  %t546 = icmp slt i32 %t231, %arg4
  %t547 = and i1 %t541, %t543
  %t548 = and i1 %t541, %t544
  %t549 = and i1 %t542, %t543
  %t550 = and i1 %t542, %t544
  %t551 = and i1 %t541, %t545
  %t552 = and i1 %t541, %t546
  %t553 = and i1 %t542, %t545
  %t554 = and i1 %t542, %t546
  %t555 = bitcast float %t499 to i32
  call void asm sideeffect "@$1 st.global.b32 [$0], $2;", "l,b,r"(ptr addrspace(1) %t526, i1 %t547, i32 %t555)
  %t556 = bitcast float %t500 to i32
  call void asm sideeffect "@$1 st.global.b32 [$0], $2;", "l,b,r"(ptr addrspace(1) %t528, i1 %t548, i32 %t556)
  %t557 = bitcast float %t501 to i32
  call void asm sideeffect "@$1 st.global.b32 [$0], $2;", "l,b,r"(ptr addrspace(1) %t530, i1 %t549, i32 %t557)
  %t558 = bitcast float %t502 to i32
  call void asm sideeffect "@$1 st.global.b32 [$0], $2;", "l,b,r"(ptr addrspace(1) %t532, i1 %t550, i32 %t558)
  %t559 = bitcast float %t503 to i32
  call void asm sideeffect "@$1 st.global.b32 [$0], $2;", "l,b,r"(ptr addrspace(1) %t534, i1 %t551, i32 %t559)
  %t560 = bitcast float %t504 to i32
  call void asm sideeffect "@$1 st.global.b32 [$0], $2;", "l,b,r"(ptr addrspace(1) %t536, i1 %t552, i32 %t560)
  %t561 = bitcast float %t505 to i32
  call void asm sideeffect "@$1 st.global.b32 [$0], $2;", "l,b,r"(ptr addrspace(1) %t538, i1 %t553, i32 %t561)
  %t562 = bitcast float %t506 to i32
  call void asm sideeffect "@$1 st.global.b32 [$0], $2;", "l,b,r"(ptr addrspace(1) %t540, i1 %t554, i32 %t562)
  ret void
}
attributes #0 = { "nvvm.maxntid"="128" }
