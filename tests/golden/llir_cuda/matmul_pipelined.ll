target triple = "nvptx64-nvidia-cuda"
@global_smem = external addrspace(3) global [0 x i8], align 1024
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.smin.i32(i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

define ptx_kernel void @matmul_kernel(ptr addrspace(1) %arg0, ptr addrspace(1) %arg1, ptr addrspace(1) %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 %arg6, i32 %arg7, i32 %arg8) #0 {
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
  %s16 = alloca float, align 8
  %s17 = alloca float, align 8
  %s18 = alloca float, align 8
  %s19 = alloca float, align 8
  %s20 = alloca float, align 8
  %s21 = alloca float, align 8
  %s22 = alloca float, align 8
  %s23 = alloca float, align 8
  %s24 = alloca float, align 8
  %s25 = alloca float, align 8
  %s26 = alloca float, align 8
  %s27 = alloca float, align 8
  %s28 = alloca float, align 8
  %s29 = alloca float, align 8
  %s30 = alloca float, align 8
  %s31 = alloca float, align 8
  %s32 = alloca ptr addrspace(1), align 8
  %s33 = alloca ptr addrspace(1), align 8
  %s34 = alloca ptr addrspace(1), align 8
  %s35 = alloca ptr addrspace(1), align 8
  %s36 = alloca ptr addrspace(1), align 8
  %s37 = alloca ptr addrspace(1), align 8
  %s38 = alloca ptr addrspace(1), align 8
  %s39 = alloca ptr addrspace(1), align 8
  %s40 = alloca ptr addrspace(1), align 8
  %s41 = alloca ptr addrspace(1), align 8
  %s42 = alloca ptr addrspace(1), align 8
  %s43 = alloca ptr addrspace(1), align 8
  %s44 = alloca ptr addrspace(1), align 8
  %s45 = alloca ptr addrspace(1), align 8
  %s46 = alloca ptr addrspace(1), align 8
  %s47 = alloca ptr addrspace(1), align 8
  %s48 = alloca ptr addrspace(1), align 8
  %s49 = alloca ptr addrspace(1), align 8
  %s50 = alloca ptr addrspace(1), align 8
  %s51 = alloca ptr addrspace(1), align 8
  %s52 = alloca ptr addrspace(1), align 8
  %s53 = alloca ptr addrspace(1), align 8
  %s54 = alloca ptr addrspace(1), align 8
  %s55 = alloca ptr addrspace(1), align 8
  %s56 = alloca ptr addrspace(1), align 8
  %s57 = alloca ptr addrspace(1), align 8
  %s58 = alloca ptr addrspace(1), align 8
  %s59 = alloca ptr addrspace(1), align 8
  %s60 = alloca ptr addrspace(1), align 8
  %s61 = alloca ptr addrspace(1), align 8
  %s62 = alloca ptr addrspace(1), align 8
  %s63 = alloca ptr addrspace(1), align 8
  %s64 = alloca i32, align 8
  %s65 = alloca i32, align 8
  %s66 = alloca i32, align 8
  %t1 = call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t2 = and i32 %t1, 31
  %t4 = icmp uge i32 5, 32
  %t5 = select i1 %t4, i32 0, i32 5
  %t6 = lshr i32 %t1, %t5
  %t7 = select i1 %t4, i32 0, i32 %t6
  %t9 = icmp uge i32 2, 32
  %t10 = select i1 %t9, i32 0, i32 2
  %t11 = lshr i32 %t2, %t10
  %t12 = select i1 %t9, i32 0, i32 %t11
  %t13 = and i32 %t12, 7
  %t14 = and i32 %t7, 3
  %t16 = icmp uge i32 3, 32
  %t17 = select i1 %t16, i32 0, i32 3
  %t18 = shl i32 %t14, %t17
  %t19 = select i1 %t16, i32 0, i32 %t18
  %t20 = xor i32 %t13, %t19
  %t21 = and i32 %t2, 3
  %t23 = icmp uge i32 1, 32
  %t24 = select i1 %t23, i32 0, i32 1
  %t25 = shl i32 %t21, %t24
  %t26 = select i1 %t23, i32 0, i32 %t25
  %t28 = icmp uge i32 2, 32
  %t29 = select i1 %t28, i32 0, i32 2
  %t30 = lshr i32 %t2, %t29
  %t31 = select i1 %t28, i32 0, i32 %t30
  %t32 = and i32 %t31, 7
  %t33 = and i32 %t7, 3
  %t35 = icmp uge i32 4, 32
  %t36 = select i1 %t35, i32 0, i32 4
  %t37 = shl i32 %t33, %t36
  %t38 = select i1 %t35, i32 0, i32 %t37
  %t39 = xor i32 %t32, %t38
  %t40 = and i32 %t2, 7
  %t42 = icmp uge i32 3, 32
  %t43 = select i1 %t42, i32 0, i32 3
  %t44 = shl i32 %t40, %t43
  %t45 = select i1 %t42, i32 0, i32 %t44
  %t46 = and i32 %t2, 3
  %t48 = icmp uge i32 3, 32
  %t49 = select i1 %t48, i32 0, i32 3
  %t50 = shl i32 %t46, %t49
  %t51 = select i1 %t48, i32 0, i32 %t50
  %t53 = icmp uge i32 3, 32
  %t54 = select i1 %t53, i32 0, i32 3
  %t55 = lshr i32 %t2, %t54
  %t56 = select i1 %t53, i32 0, i32 %t55
  %t57 = and i32 %t56, 3
  %t58 = and i32 %t7, 3
  %t60 = icmp uge i32 2, 32
  %t61 = select i1 %t60, i32 0, i32 2
  %t62 = shl i32 %t58, %t61
  %t63 = select i1 %t60, i32 0, i32 %t62
  %t64 = xor i32 %t57, %t63
  %t66 = icmp uge i32 2, 32
  %t67 = select i1 %t66, i32 0, i32 2
  %t68 = lshr i32 %t2, %t67
  %t69 = select i1 %t66, i32 0, i32 %t68
  %t70 = and i32 %t69, 7
  %t71 = and i32 %t7, 3
  %t73 = icmp uge i32 3, 32
  %t74 = select i1 %t73, i32 0, i32 3
  %t75 = shl i32 %t71, %t74
  %t76 = select i1 %t73, i32 0, i32 %t75
  %t77 = xor i32 %t70, %t76
  %t78 = and i32 %t2, 3
  %t80 = icmp uge i32 3, 32
  %t81 = select i1 %t80, i32 0, i32 3
  %t82 = shl i32 %t78, %t81
  %t83 = select i1 %t80, i32 0, i32 %t82
  %t85 = icmp uge i32 1, 32
  %t86 = select i1 %t85, i32 0, i32 1
  %t87 = lshr i32 %t77, %t86
  %t88 = select i1 %t85, i32 0, i32 %t87
  %t89 = and i32 %t88, 3
  %t91 = icmp uge i32 3, 32
  %t92 = select i1 %t91, i32 0, i32 3
  %t93 = lshr i32 %t83, %t92
  %t94 = select i1 %t91, i32 0, i32 %t93
  %t95 = xor i32 %t94, %t89
  %t97 = icmp uge i32 3, 32
  %t98 = select i1 %t97, i32 0, i32 3
  %t99 = shl i32 %t95, %t98
  %t100 = select i1 %t97, i32 0, i32 %t99
  %t101 = and i32 %t83, 7
  %t102 = or i32 %t100, %t101
  %t103 = mul i32 %t77, 32
  %t104 = add i32 %t103, %t102
  %t105 = mul i32 %t104, 2
  %t107 = icmp uge i32 3, 32
  %t108 = select i1 %t107, i32 0, i32 3
  %t109 = lshr i32 %t2, %t108
  %t110 = select i1 %t107, i32 0, i32 %t109
  %t111 = and i32 %t110, 3
  %t112 = and i32 %t7, 3
  %t114 = icmp uge i32 2, 32
  %t115 = select i1 %t114, i32 0, i32 2
  %t116 = shl i32 %t112, %t115
  %t117 = select i1 %t114, i32 0, i32 %t116
  %t118 = xor i32 %t111, %t117
  %t119 = and i32 %t2, 7
  %t121 = icmp uge i32 3, 32
  %t122 = select i1 %t121, i32 0, i32 3
  %t123 = shl i32 %t119, %t122
  %t124 = select i1 %t121, i32 0, i32 %t123
  %t125 = and i32 %t118, 7
  %t127 = icmp uge i32 3, 32
  %t128 = select i1 %t127, i32 0, i32 3
  %t129 = lshr i32 %t124, %t128
  %t130 = select i1 %t127, i32 0, i32 %t129
  %t131 = xor i32 %t130, %t125
  %t133 = icmp uge i32 3, 32
  %t134 = select i1 %t133, i32 0, i32 3
  %t135 = shl i32 %t131, %t134
  %t136 = select i1 %t133, i32 0, i32 %t135
  %t137 = and i32 %t124, 7
  %t138 = or i32 %t136, %t137
  %t139 = mul i32 %t118, 64
  %t140 = add i32 %t139, %t138
  %t141 = mul i32 %t140, 2
  %t142 = and i32 %t7, 3
  %t144 = icmp uge i32 4, 32
  %t145 = select i1 %t144, i32 0, i32 4
  %t146 = shl i32 %t142, %t145
  %t147 = select i1 %t144, i32 0, i32 %t146
  %t148 = and i32 %t2, 7
  %t150 = icmp uge i32 3, 32
  %t151 = select i1 %t150, i32 0, i32 3
  %t152 = lshr i32 %t2, %t151
  %t153 = select i1 %t150, i32 0, i32 %t152
  %t154 = and i32 %t153, 1
  %t156 = icmp uge i32 3, 32
  %t157 = select i1 %t156, i32 0, i32 3
  %t158 = shl i32 %t154, %t157
  %t159 = select i1 %t156, i32 0, i32 %t158
  %t160 = add i32 %t148, %t159
  %t162 = icmp uge i32 4, 32
  %t163 = select i1 %t162, i32 0, i32 4
  %t164 = lshr i32 %t2, %t163
  %t165 = select i1 %t162, i32 0, i32 %t164
  %t166 = add i32 %t160, %t147
  %t168 = icmp uge i32 3, 32
  %t169 = select i1 %t168, i32 0, i32 3
  %t170 = shl i32 %t165, %t169
  %t171 = select i1 %t168, i32 0, i32 %t170
  %t172 = and i32 %t2, 7
  %t174 = icmp uge i32 3, 32
  %t175 = select i1 %t174, i32 0, i32 3
  %t176 = lshr i32 %t2, %t175
  %t177 = select i1 %t174, i32 0, i32 %t176
  %t178 = and i32 %t177, 1
  %t180 = icmp uge i32 3, 32
  %t181 = select i1 %t180, i32 0, i32 3
  %t182 = shl i32 %t178, %t181
  %t183 = select i1 %t180, i32 0, i32 %t182
  %t184 = add i32 %t172, %t183
  %t186 = icmp uge i32 4, 32
  %t187 = select i1 %t186, i32 0, i32 4
  %t188 = lshr i32 %t2, %t187
  %t189 = select i1 %t186, i32 0, i32 %t188
  %t191 = icmp uge i32 3, 32
  %t192 = select i1 %t191, i32 0, i32 3
  %t193 = shl i32 %t189, %t192
  %t194 = select i1 %t191, i32 0, i32 %t193
  %t195 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %t7, i32 0, i32 31)
  %t197 = icmp uge i32 2, 32
  %t198 = select i1 %t197, i32 0, i32 2
  %t199 = lshr i32 %t195, %t198
  %t200 = select i1 %t197, i32 0, i32 %t199
  %t201 = mul i32 %t200, 4096
  %t202 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %t203 = add i32 %arg3, 63
  %t205 = icmp eq i32 64, 0
  %t207 = icmp eq i32 64, -1
  %t206 = or i1 %t205, %t207
  %t208 = select i1 %t206, i32 1, i32 64
  %t209 = sdiv i32 %t203, %t208
  %t211 = sub i32 0, %t203
  %t212 = select i1 %t206, i32 %t211, i32 %t209
  %t210 = select i1 %t205, i32 0, i32 %t212
  %t213 = add i32 %arg4, 63
  %t215 = icmp eq i32 64, 0
  %t217 = icmp eq i32 64, -1
  %t216 = or i1 %t215, %t217
  %t218 = select i1 %t216, i32 1, i32 64
  %t219 = sdiv i32 %t213, %t218
  %t221 = sub i32 0, %t213
  %t222 = select i1 %t216, i32 %t221, i32 %t219
  %t220 = select i1 %t215, i32 0, i32 %t222
  %t223 = mul i32 4, %t220
  %t225 = icmp eq i32 %t223, 0
  %t227 = icmp eq i32 %t223, -1
  %t226 = or i1 %t225, %t227
  %t228 = select i1 %t226, i32 1, i32 %t223
  %t229 = sdiv i32 %t202, %t228
  %t231 = sub i32 0, %t202
  %t232 = select i1 %t226, i32 %t231, i32 %t229
  %t230 = select i1 %t225, i32 0, i32 %t232
  %t233 = mul i32 %t230, 4
  %t234 = sub i32 %t210, %t233
  %t236 = call i32 @llvm.smin.i32(i32 %t234, i32 4)
  %t238 = icmp eq i32 %t223, 0
  %t240 = icmp eq i32 %t223, -1
  %t239 = or i1 %t238, %t240
  %t241 = select i1 %t239, i32 1, i32 %t223
  %t242 = srem i32 %t202, %t241
  %t245 = select i1 %t239, i32 0, i32 %t242
  %t243 = select i1 %t238, i32 0, i32 %t245
  %t247 = icmp eq i32 %t236, 0
  %t249 = icmp eq i32 %t236, -1
  %t248 = or i1 %t247, %t249
  %t250 = select i1 %t248, i32 1, i32 %t236
  %t251 = srem i32 %t243, %t250
  %t254 = select i1 %t248, i32 0, i32 %t251
  %t252 = select i1 %t247, i32 0, i32 %t254
  %t255 = add i32 %t233, %t252
  %t257 = icmp eq i32 %t236, 0
  %t259 = icmp eq i32 %t236, -1
  %t258 = or i1 %t257, %t259
  %t260 = select i1 %t258, i32 1, i32 %t236
  %t261 = sdiv i32 %t243, %t260
  %t263 = sub i32 0, %t243
  %t264 = select i1 %t258, i32 %t263, i32 %t261
  %t262 = select i1 %t257, i32 0, i32 %t264
  %t265 = mul i32 %t255, 64
  %t266 = add i32 %t20, 32
  %t267 = add i32 %t26, 1
  %t268 = add i32 %t26, 8
  %t269 = add i32 %t26, 9
  %t270 = add i32 %t26, 16
  %t271 = add i32 %t26, 17
  %t272 = add i32 %t26, 24
  %t273 = add i32 %t26, 25
  %t274 = add i32 %t26, 32
  %t275 = add i32 %t26, 33
  %t276 = add i32 %t26, 40
  %t277 = add i32 %t26, 41
  %t278 = add i32 %t26, 48
  %t279 = add i32 %t26, 49
  %t280 = add i32 %t26, 56
  %t281 = add i32 %t26, 57
  %t282 = add i32 %t39, 8
  %t283 = add i32 %t45, 1
  %t284 = add i32 %t45, 2
  %t285 = add i32 %t45, 3
  %t286 = add i32 %t45, 4
  %t287 = add i32 %t45, 5
  %t288 = add i32 %t45, 6
  %t289 = add i32 %t45, 7
  %t290 = add i32 %t265, %t20
  %t291 = add i32 %t265, %t266
  %t292 = add i32 %t265, %t39
  %t293 = add i32 %t265, %t282
  %t295 = icmp eq i32 %arg3, 0
  %t297 = icmp eq i32 %arg3, -1
  %t296 = or i1 %t295, %t297
  %t298 = select i1 %t296, i32 1, i32 %arg3
  %t299 = srem i32 %t290, %t298
  %t302 = select i1 %t296, i32 0, i32 %t299
  %t300 = select i1 %t295, i32 0, i32 %t302
  %t304 = icmp eq i32 %arg3, 0
  %t306 = icmp eq i32 %arg3, -1
  %t305 = or i1 %t304, %t306
  %t307 = select i1 %t305, i32 1, i32 %arg3
  %t308 = srem i32 %t291, %t307
  %t311 = select i1 %t305, i32 0, i32 %t308
  %t309 = select i1 %t304, i32 0, i32 %t311
  %t312 = mul i32 %t262, 64
  %t313 = add i32 %t312, %t26
  %t314 = add i32 %t312, %t267
  %t315 = add i32 %t312, %t268
  %t316 = add i32 %t312, %t269
  %t317 = add i32 %t312, %t270
  %t318 = add i32 %t312, %t271
  %t319 = add i32 %t312, %t272
  %t320 = add i32 %t312, %t273
  %t321 = add i32 %t312, %t274
  %t322 = add i32 %t312, %t275
  %t323 = add i32 %t312, %t276
  %t324 = add i32 %t312, %t277
  %t325 = add i32 %t312, %t278
  %t326 = add i32 %t312, %t279
  %t327 = add i32 %t312, %t280
  %t328 = add i32 %t312, %t281
  %t329 = add i32 %t312, %t45
  %t330 = add i32 %t312, %t283
  %t331 = add i32 %t312, %t284
  %t332 = add i32 %t312, %t285
  %t333 = add i32 %t312, %t286
  %t334 = add i32 %t312, %t287
  %t335 = add i32 %t312, %t288
  %t336 = add i32 %t312, %t289
  %t338 = icmp eq i32 %arg4, 0
  %t340 = icmp eq i32 %arg4, -1
  %t339 = or i1 %t338, %t340
  %t341 = select i1 %t339, i32 1, i32 %arg4
  %t342 = srem i32 %t329, %t341
  %t345 = select i1 %t339, i32 0, i32 %t342
  %t343 = select i1 %t338, i32 0, i32 %t345
  %t347 = icmp eq i32 %arg4, 0
  %t349 = icmp eq i32 %arg4, -1
  %t348 = or i1 %t347, %t349
  %t350 = select i1 %t348, i32 1, i32 %arg4
  %t351 = srem i32 %t330, %t350
  %t354 = select i1 %t348, i32 0, i32 %t351
  %t352 = select i1 %t347, i32 0, i32 %t354
  %t356 = icmp eq i32 %arg4, 0
  %t358 = icmp eq i32 %arg4, -1
  %t357 = or i1 %t356, %t358
  %t359 = select i1 %t357, i32 1, i32 %arg4
  %t360 = srem i32 %t331, %t359
  %t363 = select i1 %t357, i32 0, i32 %t360
  %t361 = select i1 %t356, i32 0, i32 %t363
  %t365 = icmp eq i32 %arg4, 0
  %t367 = icmp eq i32 %arg4, -1
  %t366 = or i1 %t365, %t367
  %t368 = select i1 %t366, i32 1, i32 %arg4
  %t369 = srem i32 %t332, %t368
  %t372 = select i1 %t366, i32 0, i32 %t369
  %t370 = select i1 %t365, i32 0, i32 %t372
  %t374 = icmp eq i32 %arg4, 0
  %t376 = icmp eq i32 %arg4, -1
  %t375 = or i1 %t374, %t376
  %t377 = select i1 %t375, i32 1, i32 %arg4
  %t378 = srem i32 %t333, %t377
  %t381 = select i1 %t375, i32 0, i32 %t378
  %t379 = select i1 %t374, i32 0, i32 %t381
  %t383 = icmp eq i32 %arg4, 0
  %t385 = icmp eq i32 %arg4, -1
  %t384 = or i1 %t383, %t385
  %t386 = select i1 %t384, i32 1, i32 %arg4
  %t387 = srem i32 %t334, %t386
  %t390 = select i1 %t384, i32 0, i32 %t387
  %t388 = select i1 %t383, i32 0, i32 %t390
  %t392 = icmp eq i32 %arg4, 0
  %t394 = icmp eq i32 %arg4, -1
  %t393 = or i1 %t392, %t394
  %t395 = select i1 %t393, i32 1, i32 %arg4
  %t396 = srem i32 %t335, %t395
  %t399 = select i1 %t393, i32 0, i32 %t396
  %t397 = select i1 %t392, i32 0, i32 %t399
  %t401 = icmp eq i32 %arg4, 0
  %t403 = icmp eq i32 %arg4, -1
  %t402 = or i1 %t401, %t403
  %t404 = select i1 %t402, i32 1, i32 %arg4
  %t405 = srem i32 %t336, %t404
  %t408 = select i1 %t402, i32 0, i32 %t405
  %t406 = select i1 %t401, i32 0, i32 %t408
  %t409 = add i32 %t51, 1
  %t410 = add i32 %t51, 2
  %t411 = add i32 %t51, 3
  %t412 = add i32 %t51, 4
  %t413 = add i32 %t51, 5
  %t414 = add i32 %t51, 6
  %t415 = add i32 %t51, 7
  %t416 = add i32 %t64, 16
  %t417 = mul i32 %t300, %arg6
  %t418 = mul i32 %t309, %arg6
  %t419 = sext i32 %t417 to i64
  %t420 = getelementptr half, ptr addrspace(1) %arg0, i64 %t419
  %t421 = sext i32 %t418 to i64
  %t422 = getelementptr half, ptr addrspace(1) %arg0, i64 %t421
  %t423 = sext i32 %t51 to i64
  %t424 = getelementptr half, ptr addrspace(1) %t420, i64 %t423
  %t425 = sext i32 %t409 to i64
  %t426 = getelementptr half, ptr addrspace(1) %t420, i64 %t425
  %t427 = sext i32 %t410 to i64
  %t428 = getelementptr half, ptr addrspace(1) %t420, i64 %t427
  %t429 = sext i32 %t411 to i64
  %t430 = getelementptr half, ptr addrspace(1) %t420, i64 %t429
  %t431 = sext i32 %t412 to i64
  %t432 = getelementptr half, ptr addrspace(1) %t420, i64 %t431
  %t433 = sext i32 %t413 to i64
  %t434 = getelementptr half, ptr addrspace(1) %t420, i64 %t433
  %t435 = sext i32 %t414 to i64
  %t436 = getelementptr half, ptr addrspace(1) %t420, i64 %t435
  %t437 = sext i32 %t415 to i64
  %t438 = getelementptr half, ptr addrspace(1) %t420, i64 %t437
  %t439 = sext i32 %t51 to i64
  %t440 = getelementptr half, ptr addrspace(1) %t422, i64 %t439
  %t441 = sext i32 %t409 to i64
  %t442 = getelementptr half, ptr addrspace(1) %t422, i64 %t441
  %t443 = sext i32 %t410 to i64
  %t444 = getelementptr half, ptr addrspace(1) %t422, i64 %t443
  %t445 = sext i32 %t411 to i64
  %t446 = getelementptr half, ptr addrspace(1) %t422, i64 %t445
  %t447 = sext i32 %t412 to i64
  %t448 = getelementptr half, ptr addrspace(1) %t422, i64 %t447
  %t449 = sext i32 %t413 to i64
  %t450 = getelementptr half, ptr addrspace(1) %t422, i64 %t449
  %t451 = sext i32 %t414 to i64
  %t452 = getelementptr half, ptr addrspace(1) %t422, i64 %t451
  %t453 = sext i32 %t415 to i64
  %t454 = getelementptr half, ptr addrspace(1) %t422, i64 %t453
  %t455 = mul i32 %t64, %arg7
  %t456 = mul i32 %t416, %arg7
  %t457 = sext i32 %t455 to i64
  %t458 = getelementptr half, ptr addrspace(1) %arg1, i64 %t457
  %t459 = sext i32 %t456 to i64
  %t460 = getelementptr half, ptr addrspace(1) %arg1, i64 %t459
  %t461 = sext i32 %t343 to i64
  %t462 = getelementptr half, ptr addrspace(1) %t458, i64 %t461
  %t463 = sext i32 %t352 to i64
  %t464 = getelementptr half, ptr addrspace(1) %t458, i64 %t463
  %t465 = sext i32 %t361 to i64
  %t466 = getelementptr half, ptr addrspace(1) %t458, i64 %t465
  %t467 = sext i32 %t370 to i64
  %t468 = getelementptr half, ptr addrspace(1) %t458, i64 %t467
  %t469 = sext i32 %t379 to i64
  %t470 = getelementptr half, ptr addrspace(1) %t458, i64 %t469
  %t471 = sext i32 %t388 to i64
  %t472 = getelementptr half, ptr addrspace(1) %t458, i64 %t471
  %t473 = sext i32 %t397 to i64
  %t474 = getelementptr half, ptr addrspace(1) %t458, i64 %t473
  %t475 = sext i32 %t406 to i64
  %t476 = getelementptr half, ptr addrspace(1) %t458, i64 %t475
  %t477 = sext i32 %t343 to i64
  %t478 = getelementptr half, ptr addrspace(1) %t460, i64 %t477
  %t479 = sext i32 %t352 to i64
  %t480 = getelementptr half, ptr addrspace(1) %t460, i64 %t479
  %t481 = sext i32 %t361 to i64
  %t482 = getelementptr half, ptr addrspace(1) %t460, i64 %t481
  %t483 = sext i32 %t370 to i64
  %t484 = getelementptr half, ptr addrspace(1) %t460, i64 %t483
  %t485 = sext i32 %t379 to i64
  %t486 = getelementptr half, ptr addrspace(1) %t460, i64 %t485
  %t487 = sext i32 %t388 to i64
  %t488 = getelementptr half, ptr addrspace(1) %t460, i64 %t487
  %t489 = sext i32 %t397 to i64
  %t490 = getelementptr half, ptr addrspace(1) %t460, i64 %t489
  %t491 = sext i32 %t406 to i64
  %t492 = getelementptr half, ptr addrspace(1) %t460, i64 %t491
  %t493 = add i32 %arg5, 31
  %t495 = icmp eq i32 32, 0
  %t497 = icmp eq i32 32, -1
  %t496 = or i1 %t495, %t497
  %t498 = select i1 %t496, i32 1, i32 32
  %t499 = sdiv i32 %t493, %t498
  %t501 = sub i32 0, %t493
  %t502 = select i1 %t496, i32 %t501, i32 %t499
  %t500 = select i1 %t495, i32 0, i32 %t502
  %t503 = mul i32 32, %arg7
  %t504 = mul i32 1, 0
  %t505 = add i32 0, %t504
  %t506 = icmp slt i32 %t505, %t500
  %t507 = mul i32 %t505, 32
  %t508 = sub i32 %arg5, %t507
  %t509 = icmp slt i32 %t51, %t508
  %t510 = icmp slt i32 %t409, %t508
  %t511 = icmp slt i32 %t410, %t508
  %t512 = icmp slt i32 %t411, %t508
  %t513 = icmp slt i32 %t412, %t508
  %t514 = icmp slt i32 %t413, %t508
  %t515 = icmp slt i32 %t414, %t508
  %t516 = icmp slt i32 %t415, %t508
  %t517 = and i1 %t509, %t506
  %t518 = and i1 %t510, %t506
  %t519 = and i1 %t511, %t506
  %t520 = and i1 %t512, %t506
  %t521 = and i1 %t513, %t506
  %t522 = and i1 %t514, %t506
  %t523 = and i1 %t515, %t506
  %t524 = and i1 %t516, %t506
  %t525 = and i1 %t509, %t506
  %t526 = and i1 %t510, %t506
  %t527 = and i1 %t511, %t506
  %t528 = and i1 %t512, %t506
  %t529 = and i1 %t513, %t506
  %t530 = and i1 %t514, %t506
  %t531 = and i1 %t515, %t506
  %t532 = and i1 %t516, %t506
  %t533 = mul i32 0, 2048
  %t534 = add i32 %t533, 0
  %t535 = mul i32 %t534, 2
  %t536 = add i32 %t105, %t535
  %t537 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t536
  %t538 = xor i1 %t517, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t537, ptr addrspace(1) %t424, i1 %t538)
  %t539 = add i32 %t105, %t535
  %t540 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t539
  %t541 = xor i1 %t525, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t540, ptr addrspace(1) %t440, i1 %t541)
  %t542 = mul i32 %t505, 32
  %t543 = sub i32 %arg5, %t542
  %t544 = icmp slt i32 %t64, %t543
  %t545 = icmp slt i32 %t416, %t543
  %t546 = and i1 %t544, %t506
  %t547 = and i1 %t544, %t506
  %t548 = and i1 %t544, %t506
  %t549 = and i1 %t544, %t506
  %t550 = and i1 %t544, %t506
  %t551 = and i1 %t544, %t506
  %t552 = and i1 %t544, %t506
  %t553 = and i1 %t544, %t506
  %t554 = and i1 %t545, %t506
  %t555 = and i1 %t545, %t506
  %t556 = and i1 %t545, %t506
  %t557 = and i1 %t545, %t506
  %t558 = and i1 %t545, %t506
  %t559 = and i1 %t545, %t506
  %t560 = and i1 %t545, %t506
  %t561 = and i1 %t545, %t506
  %t562 = mul i32 0, 2048
  %t563 = add i32 %t562, 6144
  %t564 = mul i32 %t563, 2
  %t565 = add i32 %t141, %t564
  %t566 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t565
  %t567 = xor i1 %t546, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t566, ptr addrspace(1) %t462, i1 %t567)
  %t568 = add i32 %t141, %t564
  %t569 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t568
  %t570 = xor i1 %t554, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t569, ptr addrspace(1) %t478, i1 %t570)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  %t571 = mul i32 1, 1
  %t572 = add i32 0, %t571
  %t573 = icmp slt i32 %t572, %t500
  %t574 = mul i32 32, 1
  %t575 = mul i32 32, 1
  %t576 = mul i32 32, 1
  %t577 = mul i32 32, 1
  %t578 = mul i32 32, 1
  %t579 = mul i32 32, 1
  %t580 = mul i32 32, 1
  %t581 = mul i32 32, 1
  %t582 = mul i32 32, 1
  %t583 = mul i32 32, 1
  %t584 = mul i32 32, 1
  %t585 = mul i32 32, 1
  %t586 = mul i32 32, 1
  %t587 = mul i32 32, 1
  %t588 = mul i32 32, 1
  %t589 = mul i32 32, 1
  %t590 = sext i32 %t574 to i64
  %t591 = getelementptr half, ptr addrspace(1) %t424, i64 %t590
  %t592 = sext i32 %t575 to i64
  %t593 = getelementptr half, ptr addrspace(1) %t426, i64 %t592
  %t594 = sext i32 %t576 to i64
  %t595 = getelementptr half, ptr addrspace(1) %t428, i64 %t594
  %t596 = sext i32 %t577 to i64
  %t597 = getelementptr half, ptr addrspace(1) %t430, i64 %t596
  %t598 = sext i32 %t578 to i64
  %t599 = getelementptr half, ptr addrspace(1) %t432, i64 %t598
  %t600 = sext i32 %t579 to i64
  %t601 = getelementptr half, ptr addrspace(1) %t434, i64 %t600
  %t602 = sext i32 %t580 to i64
  %t603 = getelementptr half, ptr addrspace(1) %t436, i64 %t602
  %t604 = sext i32 %t581 to i64
  %t605 = getelementptr half, ptr addrspace(1) %t438, i64 %t604
  %t606 = sext i32 %t582 to i64
  %t607 = getelementptr half, ptr addrspace(1) %t440, i64 %t606
  %t608 = sext i32 %t583 to i64
  %t609 = getelementptr half, ptr addrspace(1) %t442, i64 %t608
  %t610 = sext i32 %t584 to i64
  %t611 = getelementptr half, ptr addrspace(1) %t444, i64 %t610
  %t612 = sext i32 %t585 to i64
  %t613 = getelementptr half, ptr addrspace(1) %t446, i64 %t612
  %t614 = sext i32 %t586 to i64
  %t615 = getelementptr half, ptr addrspace(1) %t448, i64 %t614
  %t616 = sext i32 %t587 to i64
  %t617 = getelementptr half, ptr addrspace(1) %t450, i64 %t616
  %t618 = sext i32 %t588 to i64
  %t619 = getelementptr half, ptr addrspace(1) %t452, i64 %t618
  %t620 = sext i32 %t589 to i64
  %t621 = getelementptr half, ptr addrspace(1) %t454, i64 %t620
  %t622 = mul i32 %t572, 32
  %t623 = sub i32 %arg5, %t622
  %t624 = icmp slt i32 %t51, %t623
  %t625 = icmp slt i32 %t409, %t623
  %t626 = icmp slt i32 %t410, %t623
  %t627 = icmp slt i32 %t411, %t623
  %t628 = icmp slt i32 %t412, %t623
  %t629 = icmp slt i32 %t413, %t623
  %t630 = icmp slt i32 %t414, %t623
  %t631 = icmp slt i32 %t415, %t623
  %t632 = and i1 %t624, %t573
  %t633 = and i1 %t625, %t573
  %t634 = and i1 %t626, %t573
  %t635 = and i1 %t627, %t573
  %t636 = and i1 %t628, %t573
  %t637 = and i1 %t629, %t573
  %t638 = and i1 %t630, %t573
  %t639 = and i1 %t631, %t573
  %t640 = and i1 %t624, %t573
  %t641 = and i1 %t625, %t573
  %t642 = and i1 %t626, %t573
  %t643 = and i1 %t627, %t573
  %t644 = and i1 %t628, %t573
  %t645 = and i1 %t629, %t573
  %t646 = and i1 %t630, %t573
  %t647 = and i1 %t631, %t573
  %t648 = mul i32 1, 2048
  %t649 = add i32 %t648, 0
  %t650 = mul i32 %t649, 2
  %t651 = add i32 %t105, %t650
  %t652 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t651
  %t653 = xor i1 %t632, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t652, ptr addrspace(1) %t591, i1 %t653)
  %t654 = add i32 %t105, %t650
  %t655 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t654
  %t656 = xor i1 %t640, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t655, ptr addrspace(1) %t607, i1 %t656)
  %t657 = mul i32 %t503, 1
  %t658 = mul i32 %t503, 1
  %t659 = mul i32 %t503, 1
  %t660 = mul i32 %t503, 1
  %t661 = mul i32 %t503, 1
  %t662 = mul i32 %t503, 1
  %t663 = mul i32 %t503, 1
  %t664 = mul i32 %t503, 1
  %t665 = mul i32 %t503, 1
  %t666 = mul i32 %t503, 1
  %t667 = mul i32 %t503, 1
  %t668 = mul i32 %t503, 1
  %t669 = mul i32 %t503, 1
  %t670 = mul i32 %t503, 1
  %t671 = mul i32 %t503, 1
  %t672 = mul i32 %t503, 1
  %t673 = sext i32 %t657 to i64
  %t674 = getelementptr half, ptr addrspace(1) %t462, i64 %t673
  %t675 = sext i32 %t658 to i64
  %t676 = getelementptr half, ptr addrspace(1) %t464, i64 %t675
  %t677 = sext i32 %t659 to i64
  %t678 = getelementptr half, ptr addrspace(1) %t466, i64 %t677
  %t679 = sext i32 %t660 to i64
  %t680 = getelementptr half, ptr addrspace(1) %t468, i64 %t679
  %t681 = sext i32 %t661 to i64
  %t682 = getelementptr half, ptr addrspace(1) %t470, i64 %t681
  %t683 = sext i32 %t662 to i64
  %t684 = getelementptr half, ptr addrspace(1) %t472, i64 %t683
  %t685 = sext i32 %t663 to i64
  %t686 = getelementptr half, ptr addrspace(1) %t474, i64 %t685
  %t687 = sext i32 %t664 to i64
  %t688 = getelementptr half, ptr addrspace(1) %t476, i64 %t687
  %t689 = sext i32 %t665 to i64
  %t690 = getelementptr half, ptr addrspace(1) %t478, i64 %t689
  %t691 = sext i32 %t666 to i64
  %t692 = getelementptr half, ptr addrspace(1) %t480, i64 %t691
  %t693 = sext i32 %t667 to i64
  %t694 = getelementptr half, ptr addrspace(1) %t482, i64 %t693
  %t695 = sext i32 %t668 to i64
  %t696 = getelementptr half, ptr addrspace(1) %t484, i64 %t695
  %t697 = sext i32 %t669 to i64
  %t698 = getelementptr half, ptr addrspace(1) %t486, i64 %t697
  %t699 = sext i32 %t670 to i64
  %t700 = getelementptr half, ptr addrspace(1) %t488, i64 %t699
  %t701 = sext i32 %t671 to i64
  %t702 = getelementptr half, ptr addrspace(1) %t490, i64 %t701
  %t703 = sext i32 %t672 to i64
  %t704 = getelementptr half, ptr addrspace(1) %t492, i64 %t703
  %t705 = mul i32 %t572, 32
  %t706 = sub i32 %arg5, %t705
  %t707 = icmp slt i32 %t64, %t706
  %t708 = icmp slt i32 %t416, %t706
  %t709 = and i1 %t707, %t573
  %t710 = and i1 %t707, %t573
  %t711 = and i1 %t707, %t573
  %t712 = and i1 %t707, %t573
  %t713 = and i1 %t707, %t573
  %t714 = and i1 %t707, %t573
  %t715 = and i1 %t707, %t573
  %t716 = and i1 %t707, %t573
  %t717 = and i1 %t708, %t573
  %t718 = and i1 %t708, %t573
  %t719 = and i1 %t708, %t573
  %t720 = and i1 %t708, %t573
  %t721 = and i1 %t708, %t573
  %t722 = and i1 %t708, %t573
  %t723 = and i1 %t708, %t573
  %t724 = and i1 %t708, %t573
  %t725 = mul i32 1, 2048
  %t726 = add i32 %t725, 6144
  %t727 = mul i32 %t726, 2
  %t728 = add i32 %t141, %t727
  %t729 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t728
  %t730 = xor i1 %t709, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t729, ptr addrspace(1) %t674, i1 %t730)
  %t731 = add i32 %t141, %t727
  %t732 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t731
  %t733 = xor i1 %t717, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t732, ptr addrspace(1) %t690, i1 %t733)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
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
  store float 0x0000000000000000, ptr %s16
  store float 0x0000000000000000, ptr %s17
  store float 0x0000000000000000, ptr %s18
  store float 0x0000000000000000, ptr %s19
  store float 0x0000000000000000, ptr %s20
  store float 0x0000000000000000, ptr %s21
  store float 0x0000000000000000, ptr %s22
  store float 0x0000000000000000, ptr %s23
  store float 0x0000000000000000, ptr %s24
  store float 0x0000000000000000, ptr %s25
  store float 0x0000000000000000, ptr %s26
  store float 0x0000000000000000, ptr %s27
  store float 0x0000000000000000, ptr %s28
  store float 0x0000000000000000, ptr %s29
  store float 0x0000000000000000, ptr %s30
  store float 0x0000000000000000, ptr %s31
  store ptr addrspace(1) %t424, ptr %s32
  store ptr addrspace(1) %t426, ptr %s33
  store ptr addrspace(1) %t428, ptr %s34
  store ptr addrspace(1) %t430, ptr %s35
  store ptr addrspace(1) %t432, ptr %s36
  store ptr addrspace(1) %t434, ptr %s37
  store ptr addrspace(1) %t436, ptr %s38
  store ptr addrspace(1) %t438, ptr %s39
  store ptr addrspace(1) %t440, ptr %s40
  store ptr addrspace(1) %t442, ptr %s41
  store ptr addrspace(1) %t444, ptr %s42
  store ptr addrspace(1) %t446, ptr %s43
  store ptr addrspace(1) %t448, ptr %s44
  store ptr addrspace(1) %t450, ptr %s45
  store ptr addrspace(1) %t452, ptr %s46
  store ptr addrspace(1) %t454, ptr %s47
  store ptr addrspace(1) %t462, ptr %s48
  store ptr addrspace(1) %t464, ptr %s49
  store ptr addrspace(1) %t466, ptr %s50
  store ptr addrspace(1) %t468, ptr %s51
  store ptr addrspace(1) %t470, ptr %s52
  store ptr addrspace(1) %t472, ptr %s53
  store ptr addrspace(1) %t474, ptr %s54
  store ptr addrspace(1) %t476, ptr %s55
  store ptr addrspace(1) %t478, ptr %s56
  store ptr addrspace(1) %t480, ptr %s57
  store ptr addrspace(1) %t482, ptr %s58
  store ptr addrspace(1) %t484, ptr %s59
  store ptr addrspace(1) %t486, ptr %s60
  store ptr addrspace(1) %t488, ptr %s61
  store ptr addrspace(1) %t490, ptr %s62
  store ptr addrspace(1) %t492, ptr %s63
  store i32 0, ptr %s64
  store i32 2, ptr %s65
  store i32 0, ptr %s66
  br label %for_head1
for_head1:
  %t734 = load i32, ptr %s66
  %t735 = icmp slt i32 %t734, %t500
  br i1 %t735, label %for_body2, label %for_done3
for_body2:
  %t736 = load float, ptr %s0
  %t737 = load float, ptr %s1
  %t738 = load float, ptr %s2
  %t739 = load float, ptr %s3
  %t740 = load float, ptr %s4
  %t741 = load float, ptr %s5
  %t742 = load float, ptr %s6
  %t743 = load float, ptr %s7
  %t744 = load float, ptr %s8
  %t745 = load float, ptr %s9
  %t746 = load float, ptr %s10
  %t747 = load float, ptr %s11
  %t748 = load float, ptr %s12
  %t749 = load float, ptr %s13
  %t750 = load float, ptr %s14
  %t751 = load float, ptr %s15
  %t752 = load float, ptr %s16
  %t753 = load float, ptr %s17
  %t754 = load float, ptr %s18
  %t755 = load float, ptr %s19
  %t756 = load float, ptr %s20
  %t757 = load float, ptr %s21
  %t758 = load float, ptr %s22
  %t759 = load float, ptr %s23
  %t760 = load float, ptr %s24
  %t761 = load float, ptr %s25
  %t762 = load float, ptr %s26
  %t763 = load float, ptr %s27
  %t764 = load float, ptr %s28
  %t765 = load float, ptr %s29
  %t766 = load float, ptr %s30
  %t767 = load float, ptr %s31
  %t768 = load ptr addrspace(1), ptr %s32
  %t769 = load ptr addrspace(1), ptr %s33
  %t770 = load ptr addrspace(1), ptr %s34
  %t771 = load ptr addrspace(1), ptr %s35
  %t772 = load ptr addrspace(1), ptr %s36
  %t773 = load ptr addrspace(1), ptr %s37
  %t774 = load ptr addrspace(1), ptr %s38
  %t775 = load ptr addrspace(1), ptr %s39
  %t776 = load ptr addrspace(1), ptr %s40
  %t777 = load ptr addrspace(1), ptr %s41
  %t778 = load ptr addrspace(1), ptr %s42
  %t779 = load ptr addrspace(1), ptr %s43
  %t780 = load ptr addrspace(1), ptr %s44
  %t781 = load ptr addrspace(1), ptr %s45
  %t782 = load ptr addrspace(1), ptr %s46
  %t783 = load ptr addrspace(1), ptr %s47
  %t784 = load ptr addrspace(1), ptr %s48
  %t785 = load ptr addrspace(1), ptr %s49
  %t786 = load ptr addrspace(1), ptr %s50
  %t787 = load ptr addrspace(1), ptr %s51
  %t788 = load ptr addrspace(1), ptr %s52
  %t789 = load ptr addrspace(1), ptr %s53
  %t790 = load ptr addrspace(1), ptr %s54
  %t791 = load ptr addrspace(1), ptr %s55
  %t792 = load ptr addrspace(1), ptr %s56
  %t793 = load ptr addrspace(1), ptr %s57
  %t794 = load ptr addrspace(1), ptr %s58
  %t795 = load ptr addrspace(1), ptr %s59
  %t796 = load ptr addrspace(1), ptr %s60
  %t797 = load ptr addrspace(1), ptr %s61
  %t798 = load ptr addrspace(1), ptr %s62
  %t799 = load ptr addrspace(1), ptr %s63
  %t800 = load i32, ptr %s64
  %t801 = load i32, ptr %s65
  call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t802 = mul i32 %t800, 2048
  %t803 = add i32 %t802, 0
  %t804 = mul i32 %t803, 2
  %t805 = mul i32 %t800, 2048
  %t806 = add i32 %t805, 6144
  %t807 = mul i32 %t806, 2
  %t808 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t807
  %t809 = lshr i32 %t808, 4
  %t810 = and i32 %t809, 16383
  %t811 = zext i32 %t810 to i64
  %t812 = or i64 %t811, 4611686293322072064
  %t813 = add i32 %t804, %t201
  %t814 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t813
  %t815 = lshr i32 %t814, 4
  %t816 = and i32 %t815, 16383
  %t817 = zext i32 %t816 to i64
  %t818 = or i64 %t817, -9223371899399045120
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"()
  %t819 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, 1, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i64 %t818, i64 %t812, float %t736, float %t737, float %t738, float %t739, float %t740, float %t741, float %t742, float %t743, float %t744, float %t745, float %t746, float %t747, float %t748, float %t749, float %t750, float %t751, float %t752, float %t753, float %t754, float %t755, float %t756, float %t757, float %t758, float %t759, float %t760, float %t761, float %t762, float %t763, float %t764, float %t765, float %t766, float %t767)
  %t820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 0
  %t821 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 1
  %t822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 2
  %t823 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 3
  %t824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 4
  %t825 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 5
  %t826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 6
  %t827 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 7
  %t828 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 8
  %t829 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 9
  %t830 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 10
  %t831 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 11
  %t832 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 12
  %t833 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 13
  %t834 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 14
  %t835 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 15
  %t836 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 16
  %t837 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 17
  %t838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 18
  %t839 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 19
  %t840 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 20
  %t841 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 21
  %t842 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 22
  %t843 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 23
  %t844 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 24
  %t845 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 25
  %t846 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 26
  %t847 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 27
  %t848 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 28
  %t849 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 29
  %t850 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 30
  %t851 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t819, 31
  %t852 = add i64 %t818, 2
  %t853 = add i64 %t812, 128
  %t854 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, 1, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i64 %t852, i64 %t853, float %t820, float %t821, float %t822, float %t823, float %t824, float %t825, float %t826, float %t827, float %t828, float %t829, float %t830, float %t831, float %t832, float %t833, float %t834, float %t835, float %t836, float %t837, float %t838, float %t839, float %t840, float %t841, float %t842, float %t843, float %t844, float %t845, float %t846, float %t847, float %t848, float %t849, float %t850, float %t851)
  %t855 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 0
  %t856 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 1
  %t857 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 2
  %t858 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 3
  %t859 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 4
  %t860 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 5
  %t861 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 6
  %t862 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 7
  %t863 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 8
  %t864 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 9
  %t865 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 10
  %t866 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 11
  %t867 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 12
  %t868 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 13
  %t869 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 14
  %t870 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 15
  %t871 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 16
  %t872 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 17
  %t873 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 18
  %t874 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 19
  %t875 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 20
  %t876 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 21
  %t877 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 22
  %t878 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 23
  %t879 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 24
  %t880 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 25
  %t881 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 26
  %t882 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 27
  %t883 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 28
  %t884 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 29
  %t885 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 30
  %t886 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t854, 31
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"()
  call void asm sideeffect "wgmma.wait_group.sync.aligned 1;", "~{memory}"()
  %t887 = sext i32 32 to i64
  %t888 = getelementptr half, ptr addrspace(1) %t768, i64 %t887
  %t889 = sext i32 32 to i64
  %t890 = getelementptr half, ptr addrspace(1) %t769, i64 %t889
  %t891 = sext i32 32 to i64
  %t892 = getelementptr half, ptr addrspace(1) %t770, i64 %t891
  %t893 = sext i32 32 to i64
  %t894 = getelementptr half, ptr addrspace(1) %t771, i64 %t893
  %t895 = sext i32 32 to i64
  %t896 = getelementptr half, ptr addrspace(1) %t772, i64 %t895
  %t897 = sext i32 32 to i64
  %t898 = getelementptr half, ptr addrspace(1) %t773, i64 %t897
  %t899 = sext i32 32 to i64
  %t900 = getelementptr half, ptr addrspace(1) %t774, i64 %t899
  %t901 = sext i32 32 to i64
  %t902 = getelementptr half, ptr addrspace(1) %t775, i64 %t901
  %t903 = sext i32 32 to i64
  %t904 = getelementptr half, ptr addrspace(1) %t776, i64 %t903
  %t905 = sext i32 32 to i64
  %t906 = getelementptr half, ptr addrspace(1) %t777, i64 %t905
  %t907 = sext i32 32 to i64
  %t908 = getelementptr half, ptr addrspace(1) %t778, i64 %t907
  %t909 = sext i32 32 to i64
  %t910 = getelementptr half, ptr addrspace(1) %t779, i64 %t909
  %t911 = sext i32 32 to i64
  %t912 = getelementptr half, ptr addrspace(1) %t780, i64 %t911
  %t913 = sext i32 32 to i64
  %t914 = getelementptr half, ptr addrspace(1) %t781, i64 %t913
  %t915 = sext i32 32 to i64
  %t916 = getelementptr half, ptr addrspace(1) %t782, i64 %t915
  %t917 = sext i32 32 to i64
  %t918 = getelementptr half, ptr addrspace(1) %t783, i64 %t917
  %t919 = sext i32 %t503 to i64
  %t920 = getelementptr half, ptr addrspace(1) %t784, i64 %t919
  %t921 = sext i32 %t503 to i64
  %t922 = getelementptr half, ptr addrspace(1) %t785, i64 %t921
  %t923 = sext i32 %t503 to i64
  %t924 = getelementptr half, ptr addrspace(1) %t786, i64 %t923
  %t925 = sext i32 %t503 to i64
  %t926 = getelementptr half, ptr addrspace(1) %t787, i64 %t925
  %t927 = sext i32 %t503 to i64
  %t928 = getelementptr half, ptr addrspace(1) %t788, i64 %t927
  %t929 = sext i32 %t503 to i64
  %t930 = getelementptr half, ptr addrspace(1) %t789, i64 %t929
  %t931 = sext i32 %t503 to i64
  %t932 = getelementptr half, ptr addrspace(1) %t790, i64 %t931
  %t933 = sext i32 %t503 to i64
  %t934 = getelementptr half, ptr addrspace(1) %t791, i64 %t933
  %t935 = sext i32 %t503 to i64
  %t936 = getelementptr half, ptr addrspace(1) %t792, i64 %t935
  %t937 = sext i32 %t503 to i64
  %t938 = getelementptr half, ptr addrspace(1) %t793, i64 %t937
  %t939 = sext i32 %t503 to i64
  %t940 = getelementptr half, ptr addrspace(1) %t794, i64 %t939
  %t941 = sext i32 %t503 to i64
  %t942 = getelementptr half, ptr addrspace(1) %t795, i64 %t941
  %t943 = sext i32 %t503 to i64
  %t944 = getelementptr half, ptr addrspace(1) %t796, i64 %t943
  %t945 = sext i32 %t503 to i64
  %t946 = getelementptr half, ptr addrspace(1) %t797, i64 %t945
  %t947 = sext i32 %t503 to i64
  %t948 = getelementptr half, ptr addrspace(1) %t798, i64 %t947
  %t949 = sext i32 %t503 to i64
  %t950 = getelementptr half, ptr addrspace(1) %t799, i64 %t949
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t951 = mul i32 1, 2
  %t952 = add i32 %t734, %t951
  %t953 = icmp slt i32 %t952, %t500
  %t954 = mul i32 32, 2
  %t955 = mul i32 32, 2
  %t956 = mul i32 32, 2
  %t957 = mul i32 32, 2
  %t958 = mul i32 32, 2
  %t959 = mul i32 32, 2
  %t960 = mul i32 32, 2
  %t961 = mul i32 32, 2
  %t962 = mul i32 32, 2
  %t963 = mul i32 32, 2
  %t964 = mul i32 32, 2
  %t965 = mul i32 32, 2
  %t966 = mul i32 32, 2
  %t967 = mul i32 32, 2
  %t968 = mul i32 32, 2
  %t969 = mul i32 32, 2
  %t970 = sext i32 %t954 to i64
  %t971 = getelementptr half, ptr addrspace(1) %t768, i64 %t970
  %t972 = sext i32 %t955 to i64
  %t973 = getelementptr half, ptr addrspace(1) %t769, i64 %t972
  %t974 = sext i32 %t956 to i64
  %t975 = getelementptr half, ptr addrspace(1) %t770, i64 %t974
  %t976 = sext i32 %t957 to i64
  %t977 = getelementptr half, ptr addrspace(1) %t771, i64 %t976
  %t978 = sext i32 %t958 to i64
  %t979 = getelementptr half, ptr addrspace(1) %t772, i64 %t978
  %t980 = sext i32 %t959 to i64
  %t981 = getelementptr half, ptr addrspace(1) %t773, i64 %t980
  %t982 = sext i32 %t960 to i64
  %t983 = getelementptr half, ptr addrspace(1) %t774, i64 %t982
  %t984 = sext i32 %t961 to i64
  %t985 = getelementptr half, ptr addrspace(1) %t775, i64 %t984
  %t986 = sext i32 %t962 to i64
  %t987 = getelementptr half, ptr addrspace(1) %t776, i64 %t986
  %t988 = sext i32 %t963 to i64
  %t989 = getelementptr half, ptr addrspace(1) %t777, i64 %t988
  %t990 = sext i32 %t964 to i64
  %t991 = getelementptr half, ptr addrspace(1) %t778, i64 %t990
  %t992 = sext i32 %t965 to i64
  %t993 = getelementptr half, ptr addrspace(1) %t779, i64 %t992
  %t994 = sext i32 %t966 to i64
  %t995 = getelementptr half, ptr addrspace(1) %t780, i64 %t994
  %t996 = sext i32 %t967 to i64
  %t997 = getelementptr half, ptr addrspace(1) %t781, i64 %t996
  %t998 = sext i32 %t968 to i64
  %t999 = getelementptr half, ptr addrspace(1) %t782, i64 %t998
  %t1000 = sext i32 %t969 to i64
  %t1001 = getelementptr half, ptr addrspace(1) %t783, i64 %t1000
  %t1002 = mul i32 %t952, 32
  %t1003 = sub i32 %arg5, %t1002
  %t1004 = icmp slt i32 %t51, %t1003
  %t1005 = icmp slt i32 %t409, %t1003
  %t1006 = icmp slt i32 %t410, %t1003
  %t1007 = icmp slt i32 %t411, %t1003
  %t1008 = icmp slt i32 %t412, %t1003
  %t1009 = icmp slt i32 %t413, %t1003
  %t1010 = icmp slt i32 %t414, %t1003
  %t1011 = icmp slt i32 %t415, %t1003
  %t1012 = and i1 %t1004, %t953
  %t1013 = and i1 %t1005, %t953
  %t1014 = and i1 %t1006, %t953
  %t1015 = and i1 %t1007, %t953
  %t1016 = and i1 %t1008, %t953
  %t1017 = and i1 %t1009, %t953
  %t1018 = and i1 %t1010, %t953
  %t1019 = and i1 %t1011, %t953
  %t1020 = and i1 %t1004, %t953
  %t1021 = and i1 %t1005, %t953
  %t1022 = and i1 %t1006, %t953
  %t1023 = and i1 %t1007, %t953
  %t1024 = and i1 %t1008, %t953
  %t1025 = and i1 %t1009, %t953
  %t1026 = and i1 %t1010, %t953
  %t1027 = and i1 %t1011, %t953
  %t1028 = mul i32 %t801, 2048
  %t1029 = add i32 %t1028, 0
  %t1030 = mul i32 %t1029, 2
  %t1031 = add i32 %t105, %t1030
  %t1032 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1031
  %t1033 = xor i1 %t1012, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1032, ptr addrspace(1) %t971, i1 %t1033)
  %t1034 = add i32 %t105, %t1030
  %t1035 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1034
  %t1036 = xor i1 %t1020, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1035, ptr addrspace(1) %t987, i1 %t1036)
  %t1037 = mul i32 %t503, 2
  %t1038 = mul i32 %t503, 2
  %t1039 = mul i32 %t503, 2
  %t1040 = mul i32 %t503, 2
  %t1041 = mul i32 %t503, 2
  %t1042 = mul i32 %t503, 2
  %t1043 = mul i32 %t503, 2
  %t1044 = mul i32 %t503, 2
  %t1045 = mul i32 %t503, 2
  %t1046 = mul i32 %t503, 2
  %t1047 = mul i32 %t503, 2
  %t1048 = mul i32 %t503, 2
  %t1049 = mul i32 %t503, 2
  %t1050 = mul i32 %t503, 2
  %t1051 = mul i32 %t503, 2
  %t1052 = mul i32 %t503, 2
  %t1053 = sext i32 %t1037 to i64
  %t1054 = getelementptr half, ptr addrspace(1) %t784, i64 %t1053
  %t1055 = sext i32 %t1038 to i64
  %t1056 = getelementptr half, ptr addrspace(1) %t785, i64 %t1055
  %t1057 = sext i32 %t1039 to i64
  %t1058 = getelementptr half, ptr addrspace(1) %t786, i64 %t1057
  %t1059 = sext i32 %t1040 to i64
  %t1060 = getelementptr half, ptr addrspace(1) %t787, i64 %t1059
  %t1061 = sext i32 %t1041 to i64
  %t1062 = getelementptr half, ptr addrspace(1) %t788, i64 %t1061
  %t1063 = sext i32 %t1042 to i64
  %t1064 = getelementptr half, ptr addrspace(1) %t789, i64 %t1063
  %t1065 = sext i32 %t1043 to i64
  %t1066 = getelementptr half, ptr addrspace(1) %t790, i64 %t1065
  %t1067 = sext i32 %t1044 to i64
  %t1068 = getelementptr half, ptr addrspace(1) %t791, i64 %t1067
  %t1069 = sext i32 %t1045 to i64
  %t1070 = getelementptr half, ptr addrspace(1) %t792, i64 %t1069
  %t1071 = sext i32 %t1046 to i64
  %t1072 = getelementptr half, ptr addrspace(1) %t793, i64 %t1071
  %t1073 = sext i32 %t1047 to i64
  %t1074 = getelementptr half, ptr addrspace(1) %t794, i64 %t1073
  %t1075 = sext i32 %t1048 to i64
  %t1076 = getelementptr half, ptr addrspace(1) %t795, i64 %t1075
  %t1077 = sext i32 %t1049 to i64
  %t1078 = getelementptr half, ptr addrspace(1) %t796, i64 %t1077
  %t1079 = sext i32 %t1050 to i64
  %t1080 = getelementptr half, ptr addrspace(1) %t797, i64 %t1079
  %t1081 = sext i32 %t1051 to i64
  %t1082 = getelementptr half, ptr addrspace(1) %t798, i64 %t1081
  %t1083 = sext i32 %t1052 to i64
  %t1084 = getelementptr half, ptr addrspace(1) %t799, i64 %t1083
  %t1085 = mul i32 %t952, 32
  %t1086 = sub i32 %arg5, %t1085
  %t1087 = icmp slt i32 %t64, %t1086
  %t1088 = icmp slt i32 %t416, %t1086
  %t1089 = and i1 %t1087, %t953
  %t1090 = and i1 %t1087, %t953
  %t1091 = and i1 %t1087, %t953
  %t1092 = and i1 %t1087, %t953
  %t1093 = and i1 %t1087, %t953
  %t1094 = and i1 %t1087, %t953
  %t1095 = and i1 %t1087, %t953
  %t1096 = and i1 %t1087, %t953
  %t1097 = and i1 %t1088, %t953
  %t1098 = and i1 %t1088, %t953
  %t1099 = and i1 %t1088, %t953
  %t1100 = and i1 %t1088, %t953
  %t1101 = and i1 %t1088, %t953
  %t1102 = and i1 %t1088, %t953
  %t1103 = and i1 %t1088, %t953
  %t1104 = and i1 %t1088, %t953
  %t1105 = mul i32 %t801, 2048
  %t1106 = add i32 %t1105, 6144
  %t1107 = mul i32 %t1106, 2
  %t1108 = add i32 %t141, %t1107
  %t1109 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1108
  %t1110 = xor i1 %t1089, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1109, ptr addrspace(1) %t1054, i1 %t1110)
  %t1111 = add i32 %t141, %t1107
  %t1112 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1111
  %t1113 = xor i1 %t1097, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1112, ptr addrspace(1) %t1070, i1 %t1113)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  %t1114 = add i32 %t800, 1
  %t1115 = icmp eq i32 %t1114, 3
  %t1116 = select i1 %t1115, i32 0, i32 %t1114
  %t1117 = add i32 %t801, 1
  %t1118 = icmp eq i32 %t1117, 3
  %t1119 = select i1 %t1118, i32 0, i32 %t1117
  store float %t855, ptr %s0
  store float %t856, ptr %s1
  store float %t857, ptr %s2
  store float %t858, ptr %s3
  store float %t859, ptr %s4
  store float %t860, ptr %s5
  store float %t861, ptr %s6
  store float %t862, ptr %s7
  store float %t863, ptr %s8
  store float %t864, ptr %s9
  store float %t865, ptr %s10
  store float %t866, ptr %s11
  store float %t867, ptr %s12
  store float %t868, ptr %s13
  store float %t869, ptr %s14
  store float %t870, ptr %s15
  store float %t871, ptr %s16
  store float %t872, ptr %s17
  store float %t873, ptr %s18
  store float %t874, ptr %s19
  store float %t875, ptr %s20
  store float %t876, ptr %s21
  store float %t877, ptr %s22
  store float %t878, ptr %s23
  store float %t879, ptr %s24
  store float %t880, ptr %s25
  store float %t881, ptr %s26
  store float %t882, ptr %s27
  store float %t883, ptr %s28
  store float %t884, ptr %s29
  store float %t885, ptr %s30
  store float %t886, ptr %s31
  store ptr addrspace(1) %t888, ptr %s32
  store ptr addrspace(1) %t890, ptr %s33
  store ptr addrspace(1) %t892, ptr %s34
  store ptr addrspace(1) %t894, ptr %s35
  store ptr addrspace(1) %t896, ptr %s36
  store ptr addrspace(1) %t898, ptr %s37
  store ptr addrspace(1) %t900, ptr %s38
  store ptr addrspace(1) %t902, ptr %s39
  store ptr addrspace(1) %t904, ptr %s40
  store ptr addrspace(1) %t906, ptr %s41
  store ptr addrspace(1) %t908, ptr %s42
  store ptr addrspace(1) %t910, ptr %s43
  store ptr addrspace(1) %t912, ptr %s44
  store ptr addrspace(1) %t914, ptr %s45
  store ptr addrspace(1) %t916, ptr %s46
  store ptr addrspace(1) %t918, ptr %s47
  store ptr addrspace(1) %t920, ptr %s48
  store ptr addrspace(1) %t922, ptr %s49
  store ptr addrspace(1) %t924, ptr %s50
  store ptr addrspace(1) %t926, ptr %s51
  store ptr addrspace(1) %t928, ptr %s52
  store ptr addrspace(1) %t930, ptr %s53
  store ptr addrspace(1) %t932, ptr %s54
  store ptr addrspace(1) %t934, ptr %s55
  store ptr addrspace(1) %t936, ptr %s56
  store ptr addrspace(1) %t938, ptr %s57
  store ptr addrspace(1) %t940, ptr %s58
  store ptr addrspace(1) %t942, ptr %s59
  store ptr addrspace(1) %t944, ptr %s60
  store ptr addrspace(1) %t946, ptr %s61
  store ptr addrspace(1) %t948, ptr %s62
  store ptr addrspace(1) %t950, ptr %s63
  store i32 %t1116, ptr %s64
  store i32 %t1119, ptr %s65
  %t1120 = add i32 %t734, 1
  store i32 %t1120, ptr %s66
  br label %for_head1
for_done3:
  %t1121 = load float, ptr %s0
  %t1122 = load float, ptr %s1
  %t1123 = load float, ptr %s2
  %t1124 = load float, ptr %s3
  %t1125 = load float, ptr %s4
  %t1126 = load float, ptr %s5
  %t1127 = load float, ptr %s6
  %t1128 = load float, ptr %s7
  %t1129 = load float, ptr %s8
  %t1130 = load float, ptr %s9
  %t1131 = load float, ptr %s10
  %t1132 = load float, ptr %s11
  %t1133 = load float, ptr %s12
  %t1134 = load float, ptr %s13
  %t1135 = load float, ptr %s14
  %t1136 = load float, ptr %s15
  %t1137 = load float, ptr %s16
  %t1138 = load float, ptr %s17
  %t1139 = load float, ptr %s18
  %t1140 = load float, ptr %s19
  %t1141 = load float, ptr %s20
  %t1142 = load float, ptr %s21
  %t1143 = load float, ptr %s22
  %t1144 = load float, ptr %s23
  %t1145 = load float, ptr %s24
  %t1146 = load float, ptr %s25
  %t1147 = load float, ptr %s26
  %t1148 = load float, ptr %s27
  %t1149 = load float, ptr %s28
  %t1150 = load float, ptr %s29
  %t1151 = load float, ptr %s30
  %t1152 = load float, ptr %s31
  %t1153 = load ptr addrspace(1), ptr %s32
  %t1154 = load ptr addrspace(1), ptr %s33
  %t1155 = load ptr addrspace(1), ptr %s34
  %t1156 = load ptr addrspace(1), ptr %s35
  %t1157 = load ptr addrspace(1), ptr %s36
  %t1158 = load ptr addrspace(1), ptr %s37
  %t1159 = load ptr addrspace(1), ptr %s38
  %t1160 = load ptr addrspace(1), ptr %s39
  %t1161 = load ptr addrspace(1), ptr %s40
  %t1162 = load ptr addrspace(1), ptr %s41
  %t1163 = load ptr addrspace(1), ptr %s42
  %t1164 = load ptr addrspace(1), ptr %s43
  %t1165 = load ptr addrspace(1), ptr %s44
  %t1166 = load ptr addrspace(1), ptr %s45
  %t1167 = load ptr addrspace(1), ptr %s46
  %t1168 = load ptr addrspace(1), ptr %s47
  %t1169 = load ptr addrspace(1), ptr %s48
  %t1170 = load ptr addrspace(1), ptr %s49
  %t1171 = load ptr addrspace(1), ptr %s50
  %t1172 = load ptr addrspace(1), ptr %s51
  %t1173 = load ptr addrspace(1), ptr %s52
  %t1174 = load ptr addrspace(1), ptr %s53
  %t1175 = load ptr addrspace(1), ptr %s54
  %t1176 = load ptr addrspace(1), ptr %s55
  %t1177 = load ptr addrspace(1), ptr %s56
  %t1178 = load ptr addrspace(1), ptr %s57
  %t1179 = load ptr addrspace(1), ptr %s58
  %t1180 = load ptr addrspace(1), ptr %s59
  %t1181 = load ptr addrspace(1), ptr %s60
  %t1182 = load ptr addrspace(1), ptr %s61
  %t1183 = load ptr addrspace(1), ptr %s62
  %t1184 = load ptr addrspace(1), ptr %s63
  %t1185 = load i32, ptr %s64
  %t1186 = load i32, ptr %s65
  call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t1187 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(float %t1121, float %t1122, float %t1123, float %t1124, float %t1125, float %t1126, float %t1127, float %t1128, float %t1129, float %t1130, float %t1131, float %t1132, float %t1133, float %t1134, float %t1135, float %t1136, float %t1137, float %t1138, float %t1139, float %t1140, float %t1141, float %t1142, float %t1143, float %t1144, float %t1145, float %t1146, float %t1147, float %t1148, float %t1149, float %t1150, float %t1151, float %t1152)
  %t1188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 0
  %t1189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 1
  %t1190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 2
  %t1191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 3
  %t1192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 4
  %t1193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 5
  %t1194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 6
  %t1195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 7
  %t1196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 8
  %t1197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 9
  %t1198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 10
  %t1199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 11
  %t1200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 12
  %t1201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 13
  %t1202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 14
  %t1203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 15
  %t1204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 16
  %t1205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 17
  %t1206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 18
  %t1207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 19
  %t1208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 20
  %t1209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 21
  %t1210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 22
  %t1211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 23
  %t1212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 24
  %t1213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 25
  %t1214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 26
  %t1215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 27
  %t1216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 28
  %t1217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 29
  %t1218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 30
  %t1219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1187, 31
  %t1220 = mul i32 %t292, %arg8
  %t1221 = mul i32 %t293, %arg8
  %t1222 = sext i32 %t1220 to i64
  %t1223 = getelementptr float, ptr addrspace(1) %arg2, i64 %t1222
  %t1224 = sext i32 %t1221 to i64
  %t1225 = getelementptr float, ptr addrspace(1) %arg2, i64 %t1224
  %t1226 = sext i32 %t313 to i64
  %t1227 = getelementptr float, ptr addrspace(1) %t1223, i64 %t1226
  %t1228 = sext i32 %t314 to i64
  %t1229 = getelementptr float, ptr addrspace(1) %t1223, i64 %t1228
  %t1230 = sext i32 %t313 to i64
  %t1231 = getelementptr float, ptr addrspace(1) %t1225, i64 %t1230
  %t1232 = sext i32 %t314 to i64
  %t1233 = getelementptr float, ptr addrspace(1) %t1225, i64 %t1232
  %t1234 = sext i32 %t315 to i64
  %t1235 = getelementptr float, ptr addrspace(1) %t1223, i64 %t1234
  %t1236 = sext i32 %t316 to i64
  %t1237 = getelementptr float, ptr addrspace(1) %t1223, i64 %t1236
  %t1238 = sext i32 %t315 to i64
  %t1239 = getelementptr float, ptr addrspace(1) %t1225, i64 %t1238
  %t1240 = sext i32 %t316 to i64
  %t1241 = getelementptr float, ptr addrspace(1) %t1225, i64 %t1240
  %t1242 = sext i32 %t317 to i64
  %t1243 = getelementptr float, ptr addrspace(1) %t1223, i64 %t1242
  %t1244 = sext i32 %t318 to i64
  %t1245 = getelementptr float, ptr addrspace(1) %t1223, i64 %t1244
  %t1246 = sext i32 %t317 to i64
  %t1247 = getelementptr float, ptr addrspace(1) %t1225, i64 %t1246
  %t1248 = sext i32 %t318 to i64
  %t1249 = getelementptr float, ptr addrspace(1) %t1225, i64 %t1248
  %t1250 = sext i32 %t319 to i64
  %t1251 = getelementptr float, ptr addrspace(1) %t1223, i64 %t1250
  %t1252 = sext i32 %t320 to i64
  %t1253 = getelementptr float, ptr addrspace(1) %t1223, i64 %t1252
  %t1254 = sext i32 %t319 to i64
  %t1255 = getelementptr float, ptr addrspace(1) %t1225, i64 %t1254
  %t1256 = sext i32 %t320 to i64
  %t1257 = getelementptr float, ptr addrspace(1) %t1225, i64 %t1256
  %t1258 = sext i32 %t321 to i64
  %t1259 = getelementptr float, ptr addrspace(1) %t1223, i64 %t1258
  %t1260 = sext i32 %t322 to i64
  %t1261 = getelementptr float, ptr addrspace(1) %t1223, i64 %t1260
  %t1262 = sext i32 %t321 to i64
  %t1263 = getelementptr float, ptr addrspace(1) %t1225, i64 %t1262
  %t1264 = sext i32 %t322 to i64
  %t1265 = getelementptr float, ptr addrspace(1) %t1225, i64 %t1264
  %t1266 = sext i32 %t323 to i64
  %t1267 = getelementptr float, ptr addrspace(1) %t1223, i64 %t1266
  %t1268 = sext i32 %t324 to i64
  %t1269 = getelementptr float, ptr addrspace(1) %t1223, i64 %t1268
  %t1270 = sext i32 %t323 to i64
  %t1271 = getelementptr float, ptr addrspace(1) %t1225, i64 %t1270
  %t1272 = sext i32 %t324 to i64
  %t1273 = getelementptr float, ptr addrspace(1) %t1225, i64 %t1272
  %t1274 = sext i32 %t325 to i64
  %t1275 = getelementptr float, ptr addrspace(1) %t1223, i64 %t1274
  %t1276 = sext i32 %t326 to i64
  %t1277 = getelementptr float, ptr addrspace(1) %t1223, i64 %t1276
  %t1278 = sext i32 %t325 to i64
  %t1279 = getelementptr float, ptr addrspace(1) %t1225, i64 %t1278
  %t1280 = sext i32 %t326 to i64
  %t1281 = getelementptr float, ptr addrspace(1) %t1225, i64 %t1280
  %t1282 = sext i32 %t327 to i64
  %t1283 = getelementptr float, ptr addrspace(1) %t1223, i64 %t1282
  %t1284 = sext i32 %t328 to i64
  %t1285 = getelementptr float, ptr addrspace(1) %t1223, i64 %t1284
  %t1286 = sext i32 %t327 to i64
  %t1287 = getelementptr float, ptr addrspace(1) %t1225, i64 %t1286
  %t1288 = sext i32 %t328 to i64
  %t1289 = getelementptr float, ptr addrspace(1) %t1225, i64 %t1288
  %t1290 = icmp slt i32 %t292, %arg3
  %t1291 = icmp slt i32 %t293, %arg3
  %t1292 = icmp slt i32 %t313, %arg4
  %t1293 = icmp slt i32 %t314, %arg4
  %t1294 = icmp slt i32 %t315, %arg4
  %t1295 = icmp slt i32 %t316, %arg4
  %t1296 = icmp slt i32 %t317, %arg4
  %t1297 = icmp slt i32 %t318, %arg4
  %t1298 = icmp slt i32 %t319, %arg4
  %t1299 = icmp slt i32 %t320, %arg4
  %t1300 = icmp slt i32 %t321, %arg4
  %t1301 = icmp slt i32 %t322, %arg4
  %t1302 = icmp slt i32 %t323, %arg4
  %t1303 = icmp slt i32 %t324, %arg4
  %t1304 = icmp slt i32 %t325, %arg4
  %t1305 = icmp slt i32 %t326, %arg4
  %t1306 = icmp slt i32 %t327, %arg4
  %t1307 = icmp slt i32 %t328, %arg4
  %t1308 = and i1 %t1290, %t1292
  %t1309 = and i1 %t1290, %t1293
  %t1310 = and i1 %t1291, %t1292
  %t1311 = and i1 %t1291, %t1293
  %t1312 = and i1 %t1290, %t1294
  %t1313 = and i1 %t1290, %t1295
  %t1314 = and i1 %t1291, %t1294
  %t1315 = and i1 %t1291, %t1295
  %t1316 = and i1 %t1290, %t1296
  %t1317 = and i1 %t1290, %t1297
  %t1318 = and i1 %t1291, %t1296
  %t1319 = and i1 %t1291, %t1297
  %t1320 = and i1 %t1290, %t1298
  %t1321 = and i1 %t1290, %t1299
  %t1322 = and i1 %t1291, %t1298
  %t1323 = and i1 %t1291, %t1299
  %t1324 = and i1 %t1290, %t1300
  %t1325 = and i1 %t1290, %t1301
  %t1326 = and i1 %t1291, %t1300
  %t1327 = and i1 %t1291, %t1301
  %t1328 = and i1 %t1290, %t1302
  %t1329 = and i1 %t1290, %t1303
  %t1330 = and i1 %t1291, %t1302
  %t1331 = and i1 %t1291, %t1303
  %t1332 = and i1 %t1290, %t1304
  %t1333 = and i1 %t1290, %t1305
  %t1334 = and i1 %t1291, %t1304
  %t1335 = and i1 %t1291, %t1305
  %t1336 = and i1 %t1290, %t1306
  %t1337 = and i1 %t1290, %t1307
  %t1338 = and i1 %t1291, %t1306
  %t1339 = and i1 %t1291, %t1307
  %t1340 = bitcast float %t1188 to i32
  %t1341 = bitcast float %t1189 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1227, i1 %t1308, i32 %t1340, i32 %t1341)
  %t1342 = bitcast float %t1190 to i32
  %t1343 = bitcast float %t1191 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1231, i1 %t1310, i32 %t1342, i32 %t1343)
  %t1344 = bitcast float %t1192 to i32
  %t1345 = bitcast float %t1193 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1235, i1 %t1312, i32 %t1344, i32 %t1345)
  %t1346 = bitcast float %t1194 to i32
  %t1347 = bitcast float %t1195 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1239, i1 %t1314, i32 %t1346, i32 %t1347)
  %t1348 = bitcast float %t1196 to i32
  %t1349 = bitcast float %t1197 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1243, i1 %t1316, i32 %t1348, i32 %t1349)
  %t1350 = bitcast float %t1198 to i32
  %t1351 = bitcast float %t1199 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1247, i1 %t1318, i32 %t1350, i32 %t1351)
  %t1352 = bitcast float %t1200 to i32
  %t1353 = bitcast float %t1201 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1251, i1 %t1320, i32 %t1352, i32 %t1353)
  %t1354 = bitcast float %t1202 to i32
  %t1355 = bitcast float %t1203 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1255, i1 %t1322, i32 %t1354, i32 %t1355)
  %t1356 = bitcast float %t1204 to i32
  %t1357 = bitcast float %t1205 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1259, i1 %t1324, i32 %t1356, i32 %t1357)
  %t1358 = bitcast float %t1206 to i32
  %t1359 = bitcast float %t1207 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1263, i1 %t1326, i32 %t1358, i32 %t1359)
  %t1360 = bitcast float %t1208 to i32
  %t1361 = bitcast float %t1209 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1267, i1 %t1328, i32 %t1360, i32 %t1361)
  %t1362 = bitcast float %t1210 to i32
  %t1363 = bitcast float %t1211 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1271, i1 %t1330, i32 %t1362, i32 %t1363)
  %t1364 = bitcast float %t1212 to i32
  %t1365 = bitcast float %t1213 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1275, i1 %t1332, i32 %t1364, i32 %t1365)
  %t1366 = bitcast float %t1214 to i32
  %t1367 = bitcast float %t1215 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1279, i1 %t1334, i32 %t1366, i32 %t1367)
  %t1368 = bitcast float %t1216 to i32
  %t1369 = bitcast float %t1217 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1283, i1 %t1336, i32 %t1368, i32 %t1369)
  %t1370 = bitcast float %t1218 to i32
  %t1371 = bitcast float %t1219 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1287, i1 %t1338, i32 %t1370, i32 %t1371)
  ret void
}
attributes #0 = { "nvvm.maxntid"="128" }
