target triple = "nvptx64-nvidia-cuda"
@global_smem = external addrspace(3) global [0 x i8], align 1024
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  %t196 = icmp uge i32 2, 32
  %t197 = select i1 %t196, i32 0, i32 2
  %t198 = lshr i32 %t7, %t197
  %t199 = select i1 %t196, i32 0, i32 %t198
  %t200 = mul i32 %t199, 4096
  %t201 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %t202 = add i32 %arg3, 63
  %t204 = icmp eq i32 64, 0
  %t206 = icmp eq i32 64, -1
  %t205 = or i1 %t204, %t206
  %t207 = select i1 %t205, i32 1, i32 64
  %t208 = sdiv i32 %t202, %t207
  %t210 = sub i32 0, %t202
  %t211 = select i1 %t205, i32 %t210, i32 %t208
  %t209 = select i1 %t204, i32 0, i32 %t211
  %t212 = add i32 %arg4, 63
  %t214 = icmp eq i32 64, 0
  %t216 = icmp eq i32 64, -1
  %t215 = or i1 %t214, %t216
  %t217 = select i1 %t215, i32 1, i32 64
  %t218 = sdiv i32 %t212, %t217
  %t220 = sub i32 0, %t212
  %t221 = select i1 %t215, i32 %t220, i32 %t218
  %t219 = select i1 %t214, i32 0, i32 %t221
  %t222 = mul i32 4, %t219
  %t224 = icmp eq i32 %t222, 0
  %t226 = icmp eq i32 %t222, -1
  %t225 = or i1 %t224, %t226
  %t227 = select i1 %t225, i32 1, i32 %t222
  %t228 = sdiv i32 %t201, %t227
  %t230 = sub i32 0, %t201
  %t231 = select i1 %t225, i32 %t230, i32 %t228
  %t229 = select i1 %t224, i32 0, i32 %t231
  %t232 = mul i32 %t229, 4
  %t233 = sub i32 %t209, %t232
  %t235 = call i32 @llvm.smin.i32(i32 %t233, i32 4)
  %t237 = icmp eq i32 %t222, 0
  %t239 = icmp eq i32 %t222, -1
  %t238 = or i1 %t237, %t239
  %t240 = select i1 %t238, i32 1, i32 %t222
  %t241 = srem i32 %t201, %t240
  %t244 = select i1 %t238, i32 0, i32 %t241
  %t242 = select i1 %t237, i32 0, i32 %t244
  %t246 = icmp eq i32 %t235, 0
  %t248 = icmp eq i32 %t235, -1
  %t247 = or i1 %t246, %t248
  %t249 = select i1 %t247, i32 1, i32 %t235
  %t250 = srem i32 %t242, %t249
  %t253 = select i1 %t247, i32 0, i32 %t250
  %t251 = select i1 %t246, i32 0, i32 %t253
  %t254 = add i32 %t232, %t251
  %t256 = icmp eq i32 %t235, 0
  %t258 = icmp eq i32 %t235, -1
  %t257 = or i1 %t256, %t258
  %t259 = select i1 %t257, i32 1, i32 %t235
  %t260 = sdiv i32 %t242, %t259
  %t262 = sub i32 0, %t242
  %t263 = select i1 %t257, i32 %t262, i32 %t260
  %t261 = select i1 %t256, i32 0, i32 %t263
  %t264 = mul i32 %t254, 64
  %t265 = add i32 %t20, 32
  %t266 = add i32 %t26, 1
  %t267 = add i32 %t26, 8
  %t268 = add i32 %t26, 9
  %t269 = add i32 %t26, 16
  %t270 = add i32 %t26, 17
  %t271 = add i32 %t26, 24
  %t272 = add i32 %t26, 25
  %t273 = add i32 %t26, 32
  %t274 = add i32 %t26, 33
  %t275 = add i32 %t26, 40
  %t276 = add i32 %t26, 41
  %t277 = add i32 %t26, 48
  %t278 = add i32 %t26, 49
  %t279 = add i32 %t26, 56
  %t280 = add i32 %t26, 57
  %t281 = add i32 %t39, 8
  %t282 = add i32 %t45, 1
  %t283 = add i32 %t45, 2
  %t284 = add i32 %t45, 3
  %t285 = add i32 %t45, 4
  %t286 = add i32 %t45, 5
  %t287 = add i32 %t45, 6
  %t288 = add i32 %t45, 7
  %t289 = add i32 %t264, %t20
  %t290 = add i32 %t264, %t265
  %t291 = add i32 %t264, %t39
  %t292 = add i32 %t264, %t281
  %t294 = icmp eq i32 %arg3, 0
  %t296 = icmp eq i32 %arg3, -1
  %t295 = or i1 %t294, %t296
  %t297 = select i1 %t295, i32 1, i32 %arg3
  %t298 = srem i32 %t289, %t297
  %t301 = select i1 %t295, i32 0, i32 %t298
  %t299 = select i1 %t294, i32 0, i32 %t301
  %t303 = icmp eq i32 %arg3, 0
  %t305 = icmp eq i32 %arg3, -1
  %t304 = or i1 %t303, %t305
  %t306 = select i1 %t304, i32 1, i32 %arg3
  %t307 = srem i32 %t290, %t306
  %t310 = select i1 %t304, i32 0, i32 %t307
  %t308 = select i1 %t303, i32 0, i32 %t310
  %t311 = mul i32 %t261, 64
  %t312 = add i32 %t311, %t26
  %t313 = add i32 %t311, %t266
  %t314 = add i32 %t311, %t267
  %t315 = add i32 %t311, %t268
  %t316 = add i32 %t311, %t269
  %t317 = add i32 %t311, %t270
  %t318 = add i32 %t311, %t271
  %t319 = add i32 %t311, %t272
  %t320 = add i32 %t311, %t273
  %t321 = add i32 %t311, %t274
  %t322 = add i32 %t311, %t275
  %t323 = add i32 %t311, %t276
  %t324 = add i32 %t311, %t277
  %t325 = add i32 %t311, %t278
  %t326 = add i32 %t311, %t279
  %t327 = add i32 %t311, %t280
  %t328 = add i32 %t311, %t45
  %t329 = add i32 %t311, %t282
  %t330 = add i32 %t311, %t283
  %t331 = add i32 %t311, %t284
  %t332 = add i32 %t311, %t285
  %t333 = add i32 %t311, %t286
  %t334 = add i32 %t311, %t287
  %t335 = add i32 %t311, %t288
  %t337 = icmp eq i32 %arg4, 0
  %t339 = icmp eq i32 %arg4, -1
  %t338 = or i1 %t337, %t339
  %t340 = select i1 %t338, i32 1, i32 %arg4
  %t341 = srem i32 %t328, %t340
  %t344 = select i1 %t338, i32 0, i32 %t341
  %t342 = select i1 %t337, i32 0, i32 %t344
  %t346 = icmp eq i32 %arg4, 0
  %t348 = icmp eq i32 %arg4, -1
  %t347 = or i1 %t346, %t348
  %t349 = select i1 %t347, i32 1, i32 %arg4
  %t350 = srem i32 %t329, %t349
  %t353 = select i1 %t347, i32 0, i32 %t350
  %t351 = select i1 %t346, i32 0, i32 %t353
  %t355 = icmp eq i32 %arg4, 0
  %t357 = icmp eq i32 %arg4, -1
  %t356 = or i1 %t355, %t357
  %t358 = select i1 %t356, i32 1, i32 %arg4
  %t359 = srem i32 %t330, %t358
  %t362 = select i1 %t356, i32 0, i32 %t359
  %t360 = select i1 %t355, i32 0, i32 %t362
  %t364 = icmp eq i32 %arg4, 0
  %t366 = icmp eq i32 %arg4, -1
  %t365 = or i1 %t364, %t366
  %t367 = select i1 %t365, i32 1, i32 %arg4
  %t368 = srem i32 %t331, %t367
  %t371 = select i1 %t365, i32 0, i32 %t368
  %t369 = select i1 %t364, i32 0, i32 %t371
  %t373 = icmp eq i32 %arg4, 0
  %t375 = icmp eq i32 %arg4, -1
  %t374 = or i1 %t373, %t375
  %t376 = select i1 %t374, i32 1, i32 %arg4
  %t377 = srem i32 %t332, %t376
  %t380 = select i1 %t374, i32 0, i32 %t377
  %t378 = select i1 %t373, i32 0, i32 %t380
  %t382 = icmp eq i32 %arg4, 0
  %t384 = icmp eq i32 %arg4, -1
  %t383 = or i1 %t382, %t384
  %t385 = select i1 %t383, i32 1, i32 %arg4
  %t386 = srem i32 %t333, %t385
  %t389 = select i1 %t383, i32 0, i32 %t386
  %t387 = select i1 %t382, i32 0, i32 %t389
  %t391 = icmp eq i32 %arg4, 0
  %t393 = icmp eq i32 %arg4, -1
  %t392 = or i1 %t391, %t393
  %t394 = select i1 %t392, i32 1, i32 %arg4
  %t395 = srem i32 %t334, %t394
  %t398 = select i1 %t392, i32 0, i32 %t395
  %t396 = select i1 %t391, i32 0, i32 %t398
  %t400 = icmp eq i32 %arg4, 0
  %t402 = icmp eq i32 %arg4, -1
  %t401 = or i1 %t400, %t402
  %t403 = select i1 %t401, i32 1, i32 %arg4
  %t404 = srem i32 %t335, %t403
  %t407 = select i1 %t401, i32 0, i32 %t404
  %t405 = select i1 %t400, i32 0, i32 %t407
  %t408 = add i32 %t51, 1
  %t409 = add i32 %t51, 2
  %t410 = add i32 %t51, 3
  %t411 = add i32 %t51, 4
  %t412 = add i32 %t51, 5
  %t413 = add i32 %t51, 6
  %t414 = add i32 %t51, 7
  %t415 = add i32 %t64, 16
  %t416 = mul i32 %t299, %arg6
  %t417 = mul i32 %t308, %arg6
  %t418 = sext i32 %t416 to i64
  %t419 = getelementptr half, ptr addrspace(1) %arg0, i64 %t418
  %t420 = sext i32 %t417 to i64
  %t421 = getelementptr half, ptr addrspace(1) %arg0, i64 %t420
  %t422 = sext i32 %t51 to i64
  %t423 = getelementptr half, ptr addrspace(1) %t419, i64 %t422
  %t424 = sext i32 %t408 to i64
  %t425 = getelementptr half, ptr addrspace(1) %t419, i64 %t424
  %t426 = sext i32 %t409 to i64
  %t427 = getelementptr half, ptr addrspace(1) %t419, i64 %t426
  %t428 = sext i32 %t410 to i64
  %t429 = getelementptr half, ptr addrspace(1) %t419, i64 %t428
  %t430 = sext i32 %t411 to i64
  %t431 = getelementptr half, ptr addrspace(1) %t419, i64 %t430
  %t432 = sext i32 %t412 to i64
  %t433 = getelementptr half, ptr addrspace(1) %t419, i64 %t432
  %t434 = sext i32 %t413 to i64
  %t435 = getelementptr half, ptr addrspace(1) %t419, i64 %t434
  %t436 = sext i32 %t414 to i64
  %t437 = getelementptr half, ptr addrspace(1) %t419, i64 %t436
  %t438 = sext i32 %t51 to i64
  %t439 = getelementptr half, ptr addrspace(1) %t421, i64 %t438
  %t440 = sext i32 %t408 to i64
  %t441 = getelementptr half, ptr addrspace(1) %t421, i64 %t440
  %t442 = sext i32 %t409 to i64
  %t443 = getelementptr half, ptr addrspace(1) %t421, i64 %t442
  %t444 = sext i32 %t410 to i64
  %t445 = getelementptr half, ptr addrspace(1) %t421, i64 %t444
  %t446 = sext i32 %t411 to i64
  %t447 = getelementptr half, ptr addrspace(1) %t421, i64 %t446
  %t448 = sext i32 %t412 to i64
  %t449 = getelementptr half, ptr addrspace(1) %t421, i64 %t448
  %t450 = sext i32 %t413 to i64
  %t451 = getelementptr half, ptr addrspace(1) %t421, i64 %t450
  %t452 = sext i32 %t414 to i64
  %t453 = getelementptr half, ptr addrspace(1) %t421, i64 %t452
  %t454 = mul i32 %t64, %arg7
  %t455 = mul i32 %t415, %arg7
  %t456 = sext i32 %t454 to i64
  %t457 = getelementptr half, ptr addrspace(1) %arg1, i64 %t456
  %t458 = sext i32 %t455 to i64
  %t459 = getelementptr half, ptr addrspace(1) %arg1, i64 %t458
  %t460 = sext i32 %t342 to i64
  %t461 = getelementptr half, ptr addrspace(1) %t457, i64 %t460
  %t462 = sext i32 %t351 to i64
  %t463 = getelementptr half, ptr addrspace(1) %t457, i64 %t462
  %t464 = sext i32 %t360 to i64
  %t465 = getelementptr half, ptr addrspace(1) %t457, i64 %t464
  %t466 = sext i32 %t369 to i64
  %t467 = getelementptr half, ptr addrspace(1) %t457, i64 %t466
  %t468 = sext i32 %t378 to i64
  %t469 = getelementptr half, ptr addrspace(1) %t457, i64 %t468
  %t470 = sext i32 %t387 to i64
  %t471 = getelementptr half, ptr addrspace(1) %t457, i64 %t470
  %t472 = sext i32 %t396 to i64
  %t473 = getelementptr half, ptr addrspace(1) %t457, i64 %t472
  %t474 = sext i32 %t405 to i64
  %t475 = getelementptr half, ptr addrspace(1) %t457, i64 %t474
  %t476 = sext i32 %t342 to i64
  %t477 = getelementptr half, ptr addrspace(1) %t459, i64 %t476
  %t478 = sext i32 %t351 to i64
  %t479 = getelementptr half, ptr addrspace(1) %t459, i64 %t478
  %t480 = sext i32 %t360 to i64
  %t481 = getelementptr half, ptr addrspace(1) %t459, i64 %t480
  %t482 = sext i32 %t369 to i64
  %t483 = getelementptr half, ptr addrspace(1) %t459, i64 %t482
  %t484 = sext i32 %t378 to i64
  %t485 = getelementptr half, ptr addrspace(1) %t459, i64 %t484
  %t486 = sext i32 %t387 to i64
  %t487 = getelementptr half, ptr addrspace(1) %t459, i64 %t486
  %t488 = sext i32 %t396 to i64
  %t489 = getelementptr half, ptr addrspace(1) %t459, i64 %t488
  %t490 = sext i32 %t405 to i64
  %t491 = getelementptr half, ptr addrspace(1) %t459, i64 %t490
  %t492 = add i32 %arg5, 31
  %t494 = icmp eq i32 32, 0
  %t496 = icmp eq i32 32, -1
  %t495 = or i1 %t494, %t496
  %t497 = select i1 %t495, i32 1, i32 32
  %t498 = sdiv i32 %t492, %t497
  %t500 = sub i32 0, %t492
  %t501 = select i1 %t495, i32 %t500, i32 %t498
  %t499 = select i1 %t494, i32 0, i32 %t501
  %t502 = mul i32 32, %arg7
  %t503 = mul i32 1, 0
  %t504 = add i32 0, %t503
  %t505 = icmp slt i32 %t504, %t499
  %t506 = mul i32 %t504, 32
  %t507 = sub i32 %arg5, %t506
  %t508 = icmp slt i32 %t51, %t507
  %t509 = icmp slt i32 %t408, %t507
  %t510 = icmp slt i32 %t409, %t507
  %t511 = icmp slt i32 %t410, %t507
  %t512 = icmp slt i32 %t411, %t507
  %t513 = icmp slt i32 %t412, %t507
  %t514 = icmp slt i32 %t413, %t507
  %t515 = icmp slt i32 %t414, %t507
  %t516 = and i1 %t508, %t505
  %t517 = and i1 %t509, %t505
  %t518 = and i1 %t510, %t505
  %t519 = and i1 %t511, %t505
  %t520 = and i1 %t512, %t505
  %t521 = and i1 %t513, %t505
  %t522 = and i1 %t514, %t505
  %t523 = and i1 %t515, %t505
  %t524 = and i1 %t508, %t505
  %t525 = and i1 %t509, %t505
  %t526 = and i1 %t510, %t505
  %t527 = and i1 %t511, %t505
  %t528 = and i1 %t512, %t505
  %t529 = and i1 %t513, %t505
  %t530 = and i1 %t514, %t505
  %t531 = and i1 %t515, %t505
  %t532 = mul i32 0, 2048
  %t533 = add i32 %t532, 0
  %t534 = mul i32 %t533, 2
  %t535 = add i32 %t105, %t534
  %t536 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t535
  %t537 = select i1 %t516, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t536, ptr addrspace(1) %t423, i32 %t537)
  %t538 = add i32 %t105, %t534
  %t539 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t538
  %t540 = select i1 %t524, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t539, ptr addrspace(1) %t439, i32 %t540)
  %t541 = mul i32 %t504, 32
  %t542 = sub i32 %arg5, %t541
  %t543 = icmp slt i32 %t64, %t542
  %t544 = icmp slt i32 %t415, %t542
  %t545 = and i1 %t543, %t505
  %t546 = and i1 %t543, %t505
  %t547 = and i1 %t543, %t505
  %t548 = and i1 %t543, %t505
  %t549 = and i1 %t543, %t505
  %t550 = and i1 %t543, %t505
  %t551 = and i1 %t543, %t505
  %t552 = and i1 %t543, %t505
  %t553 = and i1 %t544, %t505
  %t554 = and i1 %t544, %t505
  %t555 = and i1 %t544, %t505
  %t556 = and i1 %t544, %t505
  %t557 = and i1 %t544, %t505
  %t558 = and i1 %t544, %t505
  %t559 = and i1 %t544, %t505
  %t560 = and i1 %t544, %t505
  %t561 = mul i32 0, 2048
  %t562 = add i32 %t561, 6144
  %t563 = mul i32 %t562, 2
  %t564 = add i32 %t141, %t563
  %t565 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t564
  %t566 = select i1 %t545, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t565, ptr addrspace(1) %t461, i32 %t566)
  %t567 = add i32 %t141, %t563
  %t568 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t567
  %t569 = select i1 %t553, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t568, ptr addrspace(1) %t477, i32 %t569)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  %t570 = mul i32 1, 1
  %t571 = add i32 0, %t570
  %t572 = icmp slt i32 %t571, %t499
  %t573 = mul i32 32, 1
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
  %t589 = sext i32 %t573 to i64
  %t590 = getelementptr half, ptr addrspace(1) %t423, i64 %t589
  %t591 = sext i32 %t574 to i64
  %t592 = getelementptr half, ptr addrspace(1) %t425, i64 %t591
  %t593 = sext i32 %t575 to i64
  %t594 = getelementptr half, ptr addrspace(1) %t427, i64 %t593
  %t595 = sext i32 %t576 to i64
  %t596 = getelementptr half, ptr addrspace(1) %t429, i64 %t595
  %t597 = sext i32 %t577 to i64
  %t598 = getelementptr half, ptr addrspace(1) %t431, i64 %t597
  %t599 = sext i32 %t578 to i64
  %t600 = getelementptr half, ptr addrspace(1) %t433, i64 %t599
  %t601 = sext i32 %t579 to i64
  %t602 = getelementptr half, ptr addrspace(1) %t435, i64 %t601
  %t603 = sext i32 %t580 to i64
  %t604 = getelementptr half, ptr addrspace(1) %t437, i64 %t603
  %t605 = sext i32 %t581 to i64
  %t606 = getelementptr half, ptr addrspace(1) %t439, i64 %t605
  %t607 = sext i32 %t582 to i64
  %t608 = getelementptr half, ptr addrspace(1) %t441, i64 %t607
  %t609 = sext i32 %t583 to i64
  %t610 = getelementptr half, ptr addrspace(1) %t443, i64 %t609
  %t611 = sext i32 %t584 to i64
  %t612 = getelementptr half, ptr addrspace(1) %t445, i64 %t611
  %t613 = sext i32 %t585 to i64
  %t614 = getelementptr half, ptr addrspace(1) %t447, i64 %t613
  %t615 = sext i32 %t586 to i64
  %t616 = getelementptr half, ptr addrspace(1) %t449, i64 %t615
  %t617 = sext i32 %t587 to i64
  %t618 = getelementptr half, ptr addrspace(1) %t451, i64 %t617
  %t619 = sext i32 %t588 to i64
  %t620 = getelementptr half, ptr addrspace(1) %t453, i64 %t619
  %t621 = mul i32 %t571, 32
  %t622 = sub i32 %arg5, %t621
  %t623 = icmp slt i32 %t51, %t622
  %t624 = icmp slt i32 %t408, %t622
  %t625 = icmp slt i32 %t409, %t622
  %t626 = icmp slt i32 %t410, %t622
  %t627 = icmp slt i32 %t411, %t622
  %t628 = icmp slt i32 %t412, %t622
  %t629 = icmp slt i32 %t413, %t622
  %t630 = icmp slt i32 %t414, %t622
  %t631 = and i1 %t623, %t572
  %t632 = and i1 %t624, %t572
  %t633 = and i1 %t625, %t572
  %t634 = and i1 %t626, %t572
  %t635 = and i1 %t627, %t572
  %t636 = and i1 %t628, %t572
  %t637 = and i1 %t629, %t572
  %t638 = and i1 %t630, %t572
  %t639 = and i1 %t623, %t572
  %t640 = and i1 %t624, %t572
  %t641 = and i1 %t625, %t572
  %t642 = and i1 %t626, %t572
  %t643 = and i1 %t627, %t572
  %t644 = and i1 %t628, %t572
  %t645 = and i1 %t629, %t572
  %t646 = and i1 %t630, %t572
  %t647 = mul i32 1, 2048
  %t648 = add i32 %t647, 0
  %t649 = mul i32 %t648, 2
  %t650 = add i32 %t105, %t649
  %t651 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t650
  %t652 = select i1 %t631, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t651, ptr addrspace(1) %t590, i32 %t652)
  %t653 = add i32 %t105, %t649
  %t654 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t653
  %t655 = select i1 %t639, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t654, ptr addrspace(1) %t606, i32 %t655)
  %t656 = mul i32 %t502, 1
  %t657 = mul i32 %t502, 1
  %t658 = mul i32 %t502, 1
  %t659 = mul i32 %t502, 1
  %t660 = mul i32 %t502, 1
  %t661 = mul i32 %t502, 1
  %t662 = mul i32 %t502, 1
  %t663 = mul i32 %t502, 1
  %t664 = mul i32 %t502, 1
  %t665 = mul i32 %t502, 1
  %t666 = mul i32 %t502, 1
  %t667 = mul i32 %t502, 1
  %t668 = mul i32 %t502, 1
  %t669 = mul i32 %t502, 1
  %t670 = mul i32 %t502, 1
  %t671 = mul i32 %t502, 1
  %t672 = sext i32 %t656 to i64
  %t673 = getelementptr half, ptr addrspace(1) %t461, i64 %t672
  %t674 = sext i32 %t657 to i64
  %t675 = getelementptr half, ptr addrspace(1) %t463, i64 %t674
  %t676 = sext i32 %t658 to i64
  %t677 = getelementptr half, ptr addrspace(1) %t465, i64 %t676
  %t678 = sext i32 %t659 to i64
  %t679 = getelementptr half, ptr addrspace(1) %t467, i64 %t678
  %t680 = sext i32 %t660 to i64
  %t681 = getelementptr half, ptr addrspace(1) %t469, i64 %t680
  %t682 = sext i32 %t661 to i64
  %t683 = getelementptr half, ptr addrspace(1) %t471, i64 %t682
  %t684 = sext i32 %t662 to i64
  %t685 = getelementptr half, ptr addrspace(1) %t473, i64 %t684
  %t686 = sext i32 %t663 to i64
  %t687 = getelementptr half, ptr addrspace(1) %t475, i64 %t686
  %t688 = sext i32 %t664 to i64
  %t689 = getelementptr half, ptr addrspace(1) %t477, i64 %t688
  %t690 = sext i32 %t665 to i64
  %t691 = getelementptr half, ptr addrspace(1) %t479, i64 %t690
  %t692 = sext i32 %t666 to i64
  %t693 = getelementptr half, ptr addrspace(1) %t481, i64 %t692
  %t694 = sext i32 %t667 to i64
  %t695 = getelementptr half, ptr addrspace(1) %t483, i64 %t694
  %t696 = sext i32 %t668 to i64
  %t697 = getelementptr half, ptr addrspace(1) %t485, i64 %t696
  %t698 = sext i32 %t669 to i64
  %t699 = getelementptr half, ptr addrspace(1) %t487, i64 %t698
  %t700 = sext i32 %t670 to i64
  %t701 = getelementptr half, ptr addrspace(1) %t489, i64 %t700
  %t702 = sext i32 %t671 to i64
  %t703 = getelementptr half, ptr addrspace(1) %t491, i64 %t702
  %t704 = mul i32 %t571, 32
  %t705 = sub i32 %arg5, %t704
  %t706 = icmp slt i32 %t64, %t705
  %t707 = icmp slt i32 %t415, %t705
  %t708 = and i1 %t706, %t572
  %t709 = and i1 %t706, %t572
  %t710 = and i1 %t706, %t572
  %t711 = and i1 %t706, %t572
  %t712 = and i1 %t706, %t572
  %t713 = and i1 %t706, %t572
  %t714 = and i1 %t706, %t572
  %t715 = and i1 %t706, %t572
  %t716 = and i1 %t707, %t572
  %t717 = and i1 %t707, %t572
  %t718 = and i1 %t707, %t572
  %t719 = and i1 %t707, %t572
  %t720 = and i1 %t707, %t572
  %t721 = and i1 %t707, %t572
  %t722 = and i1 %t707, %t572
  %t723 = and i1 %t707, %t572
  %t724 = mul i32 1, 2048
  %t725 = add i32 %t724, 6144
  %t726 = mul i32 %t725, 2
  %t727 = add i32 %t141, %t726
  %t728 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t727
  %t729 = select i1 %t708, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t728, ptr addrspace(1) %t673, i32 %t729)
  %t730 = add i32 %t141, %t726
  %t731 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t730
  %t732 = select i1 %t716, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t731, ptr addrspace(1) %t689, i32 %t732)
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
  store ptr addrspace(1) %t423, ptr %s32
  store ptr addrspace(1) %t425, ptr %s33
  store ptr addrspace(1) %t427, ptr %s34
  store ptr addrspace(1) %t429, ptr %s35
  store ptr addrspace(1) %t431, ptr %s36
  store ptr addrspace(1) %t433, ptr %s37
  store ptr addrspace(1) %t435, ptr %s38
  store ptr addrspace(1) %t437, ptr %s39
  store ptr addrspace(1) %t439, ptr %s40
  store ptr addrspace(1) %t441, ptr %s41
  store ptr addrspace(1) %t443, ptr %s42
  store ptr addrspace(1) %t445, ptr %s43
  store ptr addrspace(1) %t447, ptr %s44
  store ptr addrspace(1) %t449, ptr %s45
  store ptr addrspace(1) %t451, ptr %s46
  store ptr addrspace(1) %t453, ptr %s47
  store ptr addrspace(1) %t461, ptr %s48
  store ptr addrspace(1) %t463, ptr %s49
  store ptr addrspace(1) %t465, ptr %s50
  store ptr addrspace(1) %t467, ptr %s51
  store ptr addrspace(1) %t469, ptr %s52
  store ptr addrspace(1) %t471, ptr %s53
  store ptr addrspace(1) %t473, ptr %s54
  store ptr addrspace(1) %t475, ptr %s55
  store ptr addrspace(1) %t477, ptr %s56
  store ptr addrspace(1) %t479, ptr %s57
  store ptr addrspace(1) %t481, ptr %s58
  store ptr addrspace(1) %t483, ptr %s59
  store ptr addrspace(1) %t485, ptr %s60
  store ptr addrspace(1) %t487, ptr %s61
  store ptr addrspace(1) %t489, ptr %s62
  store ptr addrspace(1) %t491, ptr %s63
  store i32 0, ptr %s64
  store i32 2, ptr %s65
  store i32 0, ptr %s66
  br label %for_head1
for_head1:
  %t733 = load i32, ptr %s66
  %t734 = icmp slt i32 %t733, %t499
  br i1 %t734, label %for_body2, label %for_done3
for_body2:
  %t735 = load float, ptr %s0
  %t736 = load float, ptr %s1
  %t737 = load float, ptr %s2
  %t738 = load float, ptr %s3
  %t739 = load float, ptr %s4
  %t740 = load float, ptr %s5
  %t741 = load float, ptr %s6
  %t742 = load float, ptr %s7
  %t743 = load float, ptr %s8
  %t744 = load float, ptr %s9
  %t745 = load float, ptr %s10
  %t746 = load float, ptr %s11
  %t747 = load float, ptr %s12
  %t748 = load float, ptr %s13
  %t749 = load float, ptr %s14
  %t750 = load float, ptr %s15
  %t751 = load float, ptr %s16
  %t752 = load float, ptr %s17
  %t753 = load float, ptr %s18
  %t754 = load float, ptr %s19
  %t755 = load float, ptr %s20
  %t756 = load float, ptr %s21
  %t757 = load float, ptr %s22
  %t758 = load float, ptr %s23
  %t759 = load float, ptr %s24
  %t760 = load float, ptr %s25
  %t761 = load float, ptr %s26
  %t762 = load float, ptr %s27
  %t763 = load float, ptr %s28
  %t764 = load float, ptr %s29
  %t765 = load float, ptr %s30
  %t766 = load float, ptr %s31
  %t767 = load ptr addrspace(1), ptr %s32
  %t768 = load ptr addrspace(1), ptr %s33
  %t769 = load ptr addrspace(1), ptr %s34
  %t770 = load ptr addrspace(1), ptr %s35
  %t771 = load ptr addrspace(1), ptr %s36
  %t772 = load ptr addrspace(1), ptr %s37
  %t773 = load ptr addrspace(1), ptr %s38
  %t774 = load ptr addrspace(1), ptr %s39
  %t775 = load ptr addrspace(1), ptr %s40
  %t776 = load ptr addrspace(1), ptr %s41
  %t777 = load ptr addrspace(1), ptr %s42
  %t778 = load ptr addrspace(1), ptr %s43
  %t779 = load ptr addrspace(1), ptr %s44
  %t780 = load ptr addrspace(1), ptr %s45
  %t781 = load ptr addrspace(1), ptr %s46
  %t782 = load ptr addrspace(1), ptr %s47
  %t783 = load ptr addrspace(1), ptr %s48
  %t784 = load ptr addrspace(1), ptr %s49
  %t785 = load ptr addrspace(1), ptr %s50
  %t786 = load ptr addrspace(1), ptr %s51
  %t787 = load ptr addrspace(1), ptr %s52
  %t788 = load ptr addrspace(1), ptr %s53
  %t789 = load ptr addrspace(1), ptr %s54
  %t790 = load ptr addrspace(1), ptr %s55
  %t791 = load ptr addrspace(1), ptr %s56
  %t792 = load ptr addrspace(1), ptr %s57
  %t793 = load ptr addrspace(1), ptr %s58
  %t794 = load ptr addrspace(1), ptr %s59
  %t795 = load ptr addrspace(1), ptr %s60
  %t796 = load ptr addrspace(1), ptr %s61
  %t797 = load ptr addrspace(1), ptr %s62
  %t798 = load ptr addrspace(1), ptr %s63
  %t799 = load i32, ptr %s64
  %t800 = load i32, ptr %s65
  call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t801 = mul i32 %t799, 2048
  %t802 = add i32 %t801, 0
  %t803 = mul i32 %t802, 2
  %t804 = mul i32 %t799, 2048
  %t805 = add i32 %t804, 6144
  %t806 = mul i32 %t805, 2
  %t807 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t806
  %t808 = lshr i32 %t807, 4
  %t809 = and i32 %t808, 16383
  %t810 = zext i32 %t809 to i64
  %t811 = or i64 %t810, 4611686293322072064
  %t812 = add i32 %t803, %t200
  %t813 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t812
  %t814 = lshr i32 %t813, 4
  %t815 = and i32 %t814, 16383
  %t816 = zext i32 %t815 to i64
  %t817 = or i64 %t816, -9223371899399045120
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"()
  %t818 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $34, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i64 %t817, i64 %t811, i32 1, float %t735, float %t736, float %t737, float %t738, float %t739, float %t740, float %t741, float %t742, float %t743, float %t744, float %t745, float %t746, float %t747, float %t748, float %t749, float %t750, float %t751, float %t752, float %t753, float %t754, float %t755, float %t756, float %t757, float %t758, float %t759, float %t760, float %t761, float %t762, float %t763, float %t764, float %t765, float %t766)
  %t819 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 0
  %t820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 1
  %t821 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 2
  %t822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 3
  %t823 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 4
  %t824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 5
  %t825 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 6
  %t826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 7
  %t827 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 8
  %t828 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 9
  %t829 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 10
  %t830 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 11
  %t831 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 12
  %t832 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 13
  %t833 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 14
  %t834 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 15
  %t835 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 16
  %t836 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 17
  %t837 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 18
  %t838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 19
  %t839 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 20
  %t840 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 21
  %t841 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 22
  %t842 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 23
  %t843 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 24
  %t844 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 25
  %t845 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 26
  %t846 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 27
  %t847 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 28
  %t848 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 29
  %t849 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 30
  %t850 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t818, 31
  %t851 = add i64 %t817, 2
  %t852 = add i64 %t811, 128
  %t853 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $34, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i64 %t851, i64 %t852, i32 1, float %t819, float %t820, float %t821, float %t822, float %t823, float %t824, float %t825, float %t826, float %t827, float %t828, float %t829, float %t830, float %t831, float %t832, float %t833, float %t834, float %t835, float %t836, float %t837, float %t838, float %t839, float %t840, float %t841, float %t842, float %t843, float %t844, float %t845, float %t846, float %t847, float %t848, float %t849, float %t850)
  %t854 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 0
  %t855 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 1
  %t856 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 2
  %t857 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 3
  %t858 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 4
  %t859 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 5
  %t860 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 6
  %t861 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 7
  %t862 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 8
  %t863 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 9
  %t864 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 10
  %t865 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 11
  %t866 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 12
  %t867 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 13
  %t868 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 14
  %t869 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 15
  %t870 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 16
  %t871 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 17
  %t872 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 18
  %t873 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 19
  %t874 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 20
  %t875 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 21
  %t876 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 22
  %t877 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 23
  %t878 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 24
  %t879 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 25
  %t880 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 26
  %t881 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 27
  %t882 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 28
  %t883 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 29
  %t884 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 30
  %t885 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t853, 31
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"()
  call void asm sideeffect "wgmma.wait_group.sync.aligned 1;", "~{memory}"()
  %t886 = sext i32 32 to i64
  %t887 = getelementptr half, ptr addrspace(1) %t767, i64 %t886
  %t888 = sext i32 32 to i64
  %t889 = getelementptr half, ptr addrspace(1) %t768, i64 %t888
  %t890 = sext i32 32 to i64
  %t891 = getelementptr half, ptr addrspace(1) %t769, i64 %t890
  %t892 = sext i32 32 to i64
  %t893 = getelementptr half, ptr addrspace(1) %t770, i64 %t892
  %t894 = sext i32 32 to i64
  %t895 = getelementptr half, ptr addrspace(1) %t771, i64 %t894
  %t896 = sext i32 32 to i64
  %t897 = getelementptr half, ptr addrspace(1) %t772, i64 %t896
  %t898 = sext i32 32 to i64
  %t899 = getelementptr half, ptr addrspace(1) %t773, i64 %t898
  %t900 = sext i32 32 to i64
  %t901 = getelementptr half, ptr addrspace(1) %t774, i64 %t900
  %t902 = sext i32 32 to i64
  %t903 = getelementptr half, ptr addrspace(1) %t775, i64 %t902
  %t904 = sext i32 32 to i64
  %t905 = getelementptr half, ptr addrspace(1) %t776, i64 %t904
  %t906 = sext i32 32 to i64
  %t907 = getelementptr half, ptr addrspace(1) %t777, i64 %t906
  %t908 = sext i32 32 to i64
  %t909 = getelementptr half, ptr addrspace(1) %t778, i64 %t908
  %t910 = sext i32 32 to i64
  %t911 = getelementptr half, ptr addrspace(1) %t779, i64 %t910
  %t912 = sext i32 32 to i64
  %t913 = getelementptr half, ptr addrspace(1) %t780, i64 %t912
  %t914 = sext i32 32 to i64
  %t915 = getelementptr half, ptr addrspace(1) %t781, i64 %t914
  %t916 = sext i32 32 to i64
  %t917 = getelementptr half, ptr addrspace(1) %t782, i64 %t916
  %t918 = sext i32 %t502 to i64
  %t919 = getelementptr half, ptr addrspace(1) %t783, i64 %t918
  %t920 = sext i32 %t502 to i64
  %t921 = getelementptr half, ptr addrspace(1) %t784, i64 %t920
  %t922 = sext i32 %t502 to i64
  %t923 = getelementptr half, ptr addrspace(1) %t785, i64 %t922
  %t924 = sext i32 %t502 to i64
  %t925 = getelementptr half, ptr addrspace(1) %t786, i64 %t924
  %t926 = sext i32 %t502 to i64
  %t927 = getelementptr half, ptr addrspace(1) %t787, i64 %t926
  %t928 = sext i32 %t502 to i64
  %t929 = getelementptr half, ptr addrspace(1) %t788, i64 %t928
  %t930 = sext i32 %t502 to i64
  %t931 = getelementptr half, ptr addrspace(1) %t789, i64 %t930
  %t932 = sext i32 %t502 to i64
  %t933 = getelementptr half, ptr addrspace(1) %t790, i64 %t932
  %t934 = sext i32 %t502 to i64
  %t935 = getelementptr half, ptr addrspace(1) %t791, i64 %t934
  %t936 = sext i32 %t502 to i64
  %t937 = getelementptr half, ptr addrspace(1) %t792, i64 %t936
  %t938 = sext i32 %t502 to i64
  %t939 = getelementptr half, ptr addrspace(1) %t793, i64 %t938
  %t940 = sext i32 %t502 to i64
  %t941 = getelementptr half, ptr addrspace(1) %t794, i64 %t940
  %t942 = sext i32 %t502 to i64
  %t943 = getelementptr half, ptr addrspace(1) %t795, i64 %t942
  %t944 = sext i32 %t502 to i64
  %t945 = getelementptr half, ptr addrspace(1) %t796, i64 %t944
  %t946 = sext i32 %t502 to i64
  %t947 = getelementptr half, ptr addrspace(1) %t797, i64 %t946
  %t948 = sext i32 %t502 to i64
  %t949 = getelementptr half, ptr addrspace(1) %t798, i64 %t948
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t950 = mul i32 1, 2
  %t951 = add i32 %t733, %t950
  %t952 = icmp slt i32 %t951, %t499
  %t953 = mul i32 32, 2
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
  %t969 = sext i32 %t953 to i64
  %t970 = getelementptr half, ptr addrspace(1) %t767, i64 %t969
  %t971 = sext i32 %t954 to i64
  %t972 = getelementptr half, ptr addrspace(1) %t768, i64 %t971
  %t973 = sext i32 %t955 to i64
  %t974 = getelementptr half, ptr addrspace(1) %t769, i64 %t973
  %t975 = sext i32 %t956 to i64
  %t976 = getelementptr half, ptr addrspace(1) %t770, i64 %t975
  %t977 = sext i32 %t957 to i64
  %t978 = getelementptr half, ptr addrspace(1) %t771, i64 %t977
  %t979 = sext i32 %t958 to i64
  %t980 = getelementptr half, ptr addrspace(1) %t772, i64 %t979
  %t981 = sext i32 %t959 to i64
  %t982 = getelementptr half, ptr addrspace(1) %t773, i64 %t981
  %t983 = sext i32 %t960 to i64
  %t984 = getelementptr half, ptr addrspace(1) %t774, i64 %t983
  %t985 = sext i32 %t961 to i64
  %t986 = getelementptr half, ptr addrspace(1) %t775, i64 %t985
  %t987 = sext i32 %t962 to i64
  %t988 = getelementptr half, ptr addrspace(1) %t776, i64 %t987
  %t989 = sext i32 %t963 to i64
  %t990 = getelementptr half, ptr addrspace(1) %t777, i64 %t989
  %t991 = sext i32 %t964 to i64
  %t992 = getelementptr half, ptr addrspace(1) %t778, i64 %t991
  %t993 = sext i32 %t965 to i64
  %t994 = getelementptr half, ptr addrspace(1) %t779, i64 %t993
  %t995 = sext i32 %t966 to i64
  %t996 = getelementptr half, ptr addrspace(1) %t780, i64 %t995
  %t997 = sext i32 %t967 to i64
  %t998 = getelementptr half, ptr addrspace(1) %t781, i64 %t997
  %t999 = sext i32 %t968 to i64
  %t1000 = getelementptr half, ptr addrspace(1) %t782, i64 %t999
  %t1001 = mul i32 %t951, 32
  %t1002 = sub i32 %arg5, %t1001
  %t1003 = icmp slt i32 %t51, %t1002
  %t1004 = icmp slt i32 %t408, %t1002
  %t1005 = icmp slt i32 %t409, %t1002
  %t1006 = icmp slt i32 %t410, %t1002
  %t1007 = icmp slt i32 %t411, %t1002
  %t1008 = icmp slt i32 %t412, %t1002
  %t1009 = icmp slt i32 %t413, %t1002
  %t1010 = icmp slt i32 %t414, %t1002
  %t1011 = and i1 %t1003, %t952
  %t1012 = and i1 %t1004, %t952
  %t1013 = and i1 %t1005, %t952
  %t1014 = and i1 %t1006, %t952
  %t1015 = and i1 %t1007, %t952
  %t1016 = and i1 %t1008, %t952
  %t1017 = and i1 %t1009, %t952
  %t1018 = and i1 %t1010, %t952
  %t1019 = and i1 %t1003, %t952
  %t1020 = and i1 %t1004, %t952
  %t1021 = and i1 %t1005, %t952
  %t1022 = and i1 %t1006, %t952
  %t1023 = and i1 %t1007, %t952
  %t1024 = and i1 %t1008, %t952
  %t1025 = and i1 %t1009, %t952
  %t1026 = and i1 %t1010, %t952
  %t1027 = mul i32 %t800, 2048
  %t1028 = add i32 %t1027, 0
  %t1029 = mul i32 %t1028, 2
  %t1030 = add i32 %t105, %t1029
  %t1031 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1030
  %t1032 = select i1 %t1011, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1031, ptr addrspace(1) %t970, i32 %t1032)
  %t1033 = add i32 %t105, %t1029
  %t1034 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1033
  %t1035 = select i1 %t1019, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1034, ptr addrspace(1) %t986, i32 %t1035)
  %t1036 = mul i32 %t502, 2
  %t1037 = mul i32 %t502, 2
  %t1038 = mul i32 %t502, 2
  %t1039 = mul i32 %t502, 2
  %t1040 = mul i32 %t502, 2
  %t1041 = mul i32 %t502, 2
  %t1042 = mul i32 %t502, 2
  %t1043 = mul i32 %t502, 2
  %t1044 = mul i32 %t502, 2
  %t1045 = mul i32 %t502, 2
  %t1046 = mul i32 %t502, 2
  %t1047 = mul i32 %t502, 2
  %t1048 = mul i32 %t502, 2
  %t1049 = mul i32 %t502, 2
  %t1050 = mul i32 %t502, 2
  %t1051 = mul i32 %t502, 2
  %t1052 = sext i32 %t1036 to i64
  %t1053 = getelementptr half, ptr addrspace(1) %t783, i64 %t1052
  %t1054 = sext i32 %t1037 to i64
  %t1055 = getelementptr half, ptr addrspace(1) %t784, i64 %t1054
  %t1056 = sext i32 %t1038 to i64
  %t1057 = getelementptr half, ptr addrspace(1) %t785, i64 %t1056
  %t1058 = sext i32 %t1039 to i64
  %t1059 = getelementptr half, ptr addrspace(1) %t786, i64 %t1058
  %t1060 = sext i32 %t1040 to i64
  %t1061 = getelementptr half, ptr addrspace(1) %t787, i64 %t1060
  %t1062 = sext i32 %t1041 to i64
  %t1063 = getelementptr half, ptr addrspace(1) %t788, i64 %t1062
  %t1064 = sext i32 %t1042 to i64
  %t1065 = getelementptr half, ptr addrspace(1) %t789, i64 %t1064
  %t1066 = sext i32 %t1043 to i64
  %t1067 = getelementptr half, ptr addrspace(1) %t790, i64 %t1066
  %t1068 = sext i32 %t1044 to i64
  %t1069 = getelementptr half, ptr addrspace(1) %t791, i64 %t1068
  %t1070 = sext i32 %t1045 to i64
  %t1071 = getelementptr half, ptr addrspace(1) %t792, i64 %t1070
  %t1072 = sext i32 %t1046 to i64
  %t1073 = getelementptr half, ptr addrspace(1) %t793, i64 %t1072
  %t1074 = sext i32 %t1047 to i64
  %t1075 = getelementptr half, ptr addrspace(1) %t794, i64 %t1074
  %t1076 = sext i32 %t1048 to i64
  %t1077 = getelementptr half, ptr addrspace(1) %t795, i64 %t1076
  %t1078 = sext i32 %t1049 to i64
  %t1079 = getelementptr half, ptr addrspace(1) %t796, i64 %t1078
  %t1080 = sext i32 %t1050 to i64
  %t1081 = getelementptr half, ptr addrspace(1) %t797, i64 %t1080
  %t1082 = sext i32 %t1051 to i64
  %t1083 = getelementptr half, ptr addrspace(1) %t798, i64 %t1082
  %t1084 = mul i32 %t951, 32
  %t1085 = sub i32 %arg5, %t1084
  %t1086 = icmp slt i32 %t64, %t1085
  %t1087 = icmp slt i32 %t415, %t1085
  %t1088 = and i1 %t1086, %t952
  %t1089 = and i1 %t1086, %t952
  %t1090 = and i1 %t1086, %t952
  %t1091 = and i1 %t1086, %t952
  %t1092 = and i1 %t1086, %t952
  %t1093 = and i1 %t1086, %t952
  %t1094 = and i1 %t1086, %t952
  %t1095 = and i1 %t1086, %t952
  %t1096 = and i1 %t1087, %t952
  %t1097 = and i1 %t1087, %t952
  %t1098 = and i1 %t1087, %t952
  %t1099 = and i1 %t1087, %t952
  %t1100 = and i1 %t1087, %t952
  %t1101 = and i1 %t1087, %t952
  %t1102 = and i1 %t1087, %t952
  %t1103 = and i1 %t1087, %t952
  %t1104 = mul i32 %t800, 2048
  %t1105 = add i32 %t1104, 6144
  %t1106 = mul i32 %t1105, 2
  %t1107 = add i32 %t141, %t1106
  %t1108 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1107
  %t1109 = select i1 %t1088, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1108, ptr addrspace(1) %t1053, i32 %t1109)
  %t1110 = add i32 %t141, %t1106
  %t1111 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1110
  %t1112 = select i1 %t1096, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1111, ptr addrspace(1) %t1069, i32 %t1112)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  %t1113 = add i32 %t799, 1
  %t1114 = icmp eq i32 %t1113, 3
  %t1115 = select i1 %t1114, i32 0, i32 %t1113
  %t1116 = add i32 %t800, 1
  %t1117 = icmp eq i32 %t1116, 3
  %t1118 = select i1 %t1117, i32 0, i32 %t1116
  store float %t854, ptr %s0
  store float %t855, ptr %s1
  store float %t856, ptr %s2
  store float %t857, ptr %s3
  store float %t858, ptr %s4
  store float %t859, ptr %s5
  store float %t860, ptr %s6
  store float %t861, ptr %s7
  store float %t862, ptr %s8
  store float %t863, ptr %s9
  store float %t864, ptr %s10
  store float %t865, ptr %s11
  store float %t866, ptr %s12
  store float %t867, ptr %s13
  store float %t868, ptr %s14
  store float %t869, ptr %s15
  store float %t870, ptr %s16
  store float %t871, ptr %s17
  store float %t872, ptr %s18
  store float %t873, ptr %s19
  store float %t874, ptr %s20
  store float %t875, ptr %s21
  store float %t876, ptr %s22
  store float %t877, ptr %s23
  store float %t878, ptr %s24
  store float %t879, ptr %s25
  store float %t880, ptr %s26
  store float %t881, ptr %s27
  store float %t882, ptr %s28
  store float %t883, ptr %s29
  store float %t884, ptr %s30
  store float %t885, ptr %s31
  store ptr addrspace(1) %t887, ptr %s32
  store ptr addrspace(1) %t889, ptr %s33
  store ptr addrspace(1) %t891, ptr %s34
  store ptr addrspace(1) %t893, ptr %s35
  store ptr addrspace(1) %t895, ptr %s36
  store ptr addrspace(1) %t897, ptr %s37
  store ptr addrspace(1) %t899, ptr %s38
  store ptr addrspace(1) %t901, ptr %s39
  store ptr addrspace(1) %t903, ptr %s40
  store ptr addrspace(1) %t905, ptr %s41
  store ptr addrspace(1) %t907, ptr %s42
  store ptr addrspace(1) %t909, ptr %s43
  store ptr addrspace(1) %t911, ptr %s44
  store ptr addrspace(1) %t913, ptr %s45
  store ptr addrspace(1) %t915, ptr %s46
  store ptr addrspace(1) %t917, ptr %s47
  store ptr addrspace(1) %t919, ptr %s48
  store ptr addrspace(1) %t921, ptr %s49
  store ptr addrspace(1) %t923, ptr %s50
  store ptr addrspace(1) %t925, ptr %s51
  store ptr addrspace(1) %t927, ptr %s52
  store ptr addrspace(1) %t929, ptr %s53
  store ptr addrspace(1) %t931, ptr %s54
  store ptr addrspace(1) %t933, ptr %s55
  store ptr addrspace(1) %t935, ptr %s56
  store ptr addrspace(1) %t937, ptr %s57
  store ptr addrspace(1) %t939, ptr %s58
  store ptr addrspace(1) %t941, ptr %s59
  store ptr addrspace(1) %t943, ptr %s60
  store ptr addrspace(1) %t945, ptr %s61
  store ptr addrspace(1) %t947, ptr %s62
  store ptr addrspace(1) %t949, ptr %s63
  store i32 %t1115, ptr %s64
  store i32 %t1118, ptr %s65
  %t1119 = add i32 %t733, 1
  store i32 %t1119, ptr %s66
  br label %for_head1
for_done3:
  %t1120 = load float, ptr %s0
  %t1121 = load float, ptr %s1
  %t1122 = load float, ptr %s2
  %t1123 = load float, ptr %s3
  %t1124 = load float, ptr %s4
  %t1125 = load float, ptr %s5
  %t1126 = load float, ptr %s6
  %t1127 = load float, ptr %s7
  %t1128 = load float, ptr %s8
  %t1129 = load float, ptr %s9
  %t1130 = load float, ptr %s10
  %t1131 = load float, ptr %s11
  %t1132 = load float, ptr %s12
  %t1133 = load float, ptr %s13
  %t1134 = load float, ptr %s14
  %t1135 = load float, ptr %s15
  %t1136 = load float, ptr %s16
  %t1137 = load float, ptr %s17
  %t1138 = load float, ptr %s18
  %t1139 = load float, ptr %s19
  %t1140 = load float, ptr %s20
  %t1141 = load float, ptr %s21
  %t1142 = load float, ptr %s22
  %t1143 = load float, ptr %s23
  %t1144 = load float, ptr %s24
  %t1145 = load float, ptr %s25
  %t1146 = load float, ptr %s26
  %t1147 = load float, ptr %s27
  %t1148 = load float, ptr %s28
  %t1149 = load float, ptr %s29
  %t1150 = load float, ptr %s30
  %t1151 = load float, ptr %s31
  %t1152 = load ptr addrspace(1), ptr %s32
  %t1153 = load ptr addrspace(1), ptr %s33
  %t1154 = load ptr addrspace(1), ptr %s34
  %t1155 = load ptr addrspace(1), ptr %s35
  %t1156 = load ptr addrspace(1), ptr %s36
  %t1157 = load ptr addrspace(1), ptr %s37
  %t1158 = load ptr addrspace(1), ptr %s38
  %t1159 = load ptr addrspace(1), ptr %s39
  %t1160 = load ptr addrspace(1), ptr %s40
  %t1161 = load ptr addrspace(1), ptr %s41
  %t1162 = load ptr addrspace(1), ptr %s42
  %t1163 = load ptr addrspace(1), ptr %s43
  %t1164 = load ptr addrspace(1), ptr %s44
  %t1165 = load ptr addrspace(1), ptr %s45
  %t1166 = load ptr addrspace(1), ptr %s46
  %t1167 = load ptr addrspace(1), ptr %s47
  %t1168 = load ptr addrspace(1), ptr %s48
  %t1169 = load ptr addrspace(1), ptr %s49
  %t1170 = load ptr addrspace(1), ptr %s50
  %t1171 = load ptr addrspace(1), ptr %s51
  %t1172 = load ptr addrspace(1), ptr %s52
  %t1173 = load ptr addrspace(1), ptr %s53
  %t1174 = load ptr addrspace(1), ptr %s54
  %t1175 = load ptr addrspace(1), ptr %s55
  %t1176 = load ptr addrspace(1), ptr %s56
  %t1177 = load ptr addrspace(1), ptr %s57
  %t1178 = load ptr addrspace(1), ptr %s58
  %t1179 = load ptr addrspace(1), ptr %s59
  %t1180 = load ptr addrspace(1), ptr %s60
  %t1181 = load ptr addrspace(1), ptr %s61
  %t1182 = load ptr addrspace(1), ptr %s62
  %t1183 = load ptr addrspace(1), ptr %s63
  %t1184 = load i32, ptr %s64
  %t1185 = load i32, ptr %s65
  call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t1186 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(float %t1120, float %t1121, float %t1122, float %t1123, float %t1124, float %t1125, float %t1126, float %t1127, float %t1128, float %t1129, float %t1130, float %t1131, float %t1132, float %t1133, float %t1134, float %t1135, float %t1136, float %t1137, float %t1138, float %t1139, float %t1140, float %t1141, float %t1142, float %t1143, float %t1144, float %t1145, float %t1146, float %t1147, float %t1148, float %t1149, float %t1150, float %t1151)
  %t1187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 0
  %t1188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 1
  %t1189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 2
  %t1190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 3
  %t1191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 4
  %t1192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 5
  %t1193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 6
  %t1194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 7
  %t1195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 8
  %t1196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 9
  %t1197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 10
  %t1198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 11
  %t1199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 12
  %t1200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 13
  %t1201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 14
  %t1202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 15
  %t1203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 16
  %t1204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 17
  %t1205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 18
  %t1206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 19
  %t1207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 20
  %t1208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 21
  %t1209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 22
  %t1210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 23
  %t1211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 24
  %t1212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 25
  %t1213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 26
  %t1214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 27
  %t1215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 28
  %t1216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 29
  %t1217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 30
  %t1218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1186, 31
  %t1219 = mul i32 %t291, %arg8
  %t1220 = mul i32 %t292, %arg8
  %t1221 = sext i32 %t1219 to i64
  %t1222 = getelementptr float, ptr addrspace(1) %arg2, i64 %t1221
  %t1223 = sext i32 %t1220 to i64
  %t1224 = getelementptr float, ptr addrspace(1) %arg2, i64 %t1223
  %t1225 = sext i32 %t312 to i64
  %t1226 = getelementptr float, ptr addrspace(1) %t1222, i64 %t1225
  %t1227 = sext i32 %t313 to i64
  %t1228 = getelementptr float, ptr addrspace(1) %t1222, i64 %t1227
  %t1229 = sext i32 %t312 to i64
  %t1230 = getelementptr float, ptr addrspace(1) %t1224, i64 %t1229
  %t1231 = sext i32 %t313 to i64
  %t1232 = getelementptr float, ptr addrspace(1) %t1224, i64 %t1231
  %t1233 = sext i32 %t314 to i64
  %t1234 = getelementptr float, ptr addrspace(1) %t1222, i64 %t1233
  %t1235 = sext i32 %t315 to i64
  %t1236 = getelementptr float, ptr addrspace(1) %t1222, i64 %t1235
  %t1237 = sext i32 %t314 to i64
  %t1238 = getelementptr float, ptr addrspace(1) %t1224, i64 %t1237
  %t1239 = sext i32 %t315 to i64
  %t1240 = getelementptr float, ptr addrspace(1) %t1224, i64 %t1239
  %t1241 = sext i32 %t316 to i64
  %t1242 = getelementptr float, ptr addrspace(1) %t1222, i64 %t1241
  %t1243 = sext i32 %t317 to i64
  %t1244 = getelementptr float, ptr addrspace(1) %t1222, i64 %t1243
  %t1245 = sext i32 %t316 to i64
  %t1246 = getelementptr float, ptr addrspace(1) %t1224, i64 %t1245
  %t1247 = sext i32 %t317 to i64
  %t1248 = getelementptr float, ptr addrspace(1) %t1224, i64 %t1247
  %t1249 = sext i32 %t318 to i64
  %t1250 = getelementptr float, ptr addrspace(1) %t1222, i64 %t1249
  %t1251 = sext i32 %t319 to i64
  %t1252 = getelementptr float, ptr addrspace(1) %t1222, i64 %t1251
  %t1253 = sext i32 %t318 to i64
  %t1254 = getelementptr float, ptr addrspace(1) %t1224, i64 %t1253
  %t1255 = sext i32 %t319 to i64
  %t1256 = getelementptr float, ptr addrspace(1) %t1224, i64 %t1255
  %t1257 = sext i32 %t320 to i64
  %t1258 = getelementptr float, ptr addrspace(1) %t1222, i64 %t1257
  %t1259 = sext i32 %t321 to i64
  %t1260 = getelementptr float, ptr addrspace(1) %t1222, i64 %t1259
  %t1261 = sext i32 %t320 to i64
  %t1262 = getelementptr float, ptr addrspace(1) %t1224, i64 %t1261
  %t1263 = sext i32 %t321 to i64
  %t1264 = getelementptr float, ptr addrspace(1) %t1224, i64 %t1263
  %t1265 = sext i32 %t322 to i64
  %t1266 = getelementptr float, ptr addrspace(1) %t1222, i64 %t1265
  %t1267 = sext i32 %t323 to i64
  %t1268 = getelementptr float, ptr addrspace(1) %t1222, i64 %t1267
  %t1269 = sext i32 %t322 to i64
  %t1270 = getelementptr float, ptr addrspace(1) %t1224, i64 %t1269
  %t1271 = sext i32 %t323 to i64
  %t1272 = getelementptr float, ptr addrspace(1) %t1224, i64 %t1271
  %t1273 = sext i32 %t324 to i64
  %t1274 = getelementptr float, ptr addrspace(1) %t1222, i64 %t1273
  %t1275 = sext i32 %t325 to i64
  %t1276 = getelementptr float, ptr addrspace(1) %t1222, i64 %t1275
  %t1277 = sext i32 %t324 to i64
  %t1278 = getelementptr float, ptr addrspace(1) %t1224, i64 %t1277
  %t1279 = sext i32 %t325 to i64
  %t1280 = getelementptr float, ptr addrspace(1) %t1224, i64 %t1279
  %t1281 = sext i32 %t326 to i64
  %t1282 = getelementptr float, ptr addrspace(1) %t1222, i64 %t1281
  %t1283 = sext i32 %t327 to i64
  %t1284 = getelementptr float, ptr addrspace(1) %t1222, i64 %t1283
  %t1285 = sext i32 %t326 to i64
  %t1286 = getelementptr float, ptr addrspace(1) %t1224, i64 %t1285
  %t1287 = sext i32 %t327 to i64
  %t1288 = getelementptr float, ptr addrspace(1) %t1224, i64 %t1287
  %t1289 = icmp slt i32 %t291, %arg3
  %t1290 = icmp slt i32 %t292, %arg3
  %t1291 = icmp slt i32 %t312, %arg4
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
  %t1307 = and i1 %t1289, %t1291
  %t1308 = and i1 %t1289, %t1292
  %t1309 = and i1 %t1290, %t1291
  %t1310 = and i1 %t1290, %t1292
  %t1311 = and i1 %t1289, %t1293
  %t1312 = and i1 %t1289, %t1294
  %t1313 = and i1 %t1290, %t1293
  %t1314 = and i1 %t1290, %t1294
  %t1315 = and i1 %t1289, %t1295
  %t1316 = and i1 %t1289, %t1296
  %t1317 = and i1 %t1290, %t1295
  %t1318 = and i1 %t1290, %t1296
  %t1319 = and i1 %t1289, %t1297
  %t1320 = and i1 %t1289, %t1298
  %t1321 = and i1 %t1290, %t1297
  %t1322 = and i1 %t1290, %t1298
  %t1323 = and i1 %t1289, %t1299
  %t1324 = and i1 %t1289, %t1300
  %t1325 = and i1 %t1290, %t1299
  %t1326 = and i1 %t1290, %t1300
  %t1327 = and i1 %t1289, %t1301
  %t1328 = and i1 %t1289, %t1302
  %t1329 = and i1 %t1290, %t1301
  %t1330 = and i1 %t1290, %t1302
  %t1331 = and i1 %t1289, %t1303
  %t1332 = and i1 %t1289, %t1304
  %t1333 = and i1 %t1290, %t1303
  %t1334 = and i1 %t1290, %t1304
  %t1335 = and i1 %t1289, %t1305
  %t1336 = and i1 %t1289, %t1306
  %t1337 = and i1 %t1290, %t1305
  %t1338 = and i1 %t1290, %t1306
  %t1339 = bitcast float %t1187 to i32
  %t1340 = bitcast float %t1188 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1226, i1 %t1307, i32 %t1339, i32 %t1340)
  %t1341 = bitcast float %t1189 to i32
  %t1342 = bitcast float %t1190 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1230, i1 %t1309, i32 %t1341, i32 %t1342)
  %t1343 = bitcast float %t1191 to i32
  %t1344 = bitcast float %t1192 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1234, i1 %t1311, i32 %t1343, i32 %t1344)
  %t1345 = bitcast float %t1193 to i32
  %t1346 = bitcast float %t1194 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1238, i1 %t1313, i32 %t1345, i32 %t1346)
  %t1347 = bitcast float %t1195 to i32
  %t1348 = bitcast float %t1196 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1242, i1 %t1315, i32 %t1347, i32 %t1348)
  %t1349 = bitcast float %t1197 to i32
  %t1350 = bitcast float %t1198 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1246, i1 %t1317, i32 %t1349, i32 %t1350)
  %t1351 = bitcast float %t1199 to i32
  %t1352 = bitcast float %t1200 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1250, i1 %t1319, i32 %t1351, i32 %t1352)
  %t1353 = bitcast float %t1201 to i32
  %t1354 = bitcast float %t1202 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1254, i1 %t1321, i32 %t1353, i32 %t1354)
  %t1355 = bitcast float %t1203 to i32
  %t1356 = bitcast float %t1204 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1258, i1 %t1323, i32 %t1355, i32 %t1356)
  %t1357 = bitcast float %t1205 to i32
  %t1358 = bitcast float %t1206 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1262, i1 %t1325, i32 %t1357, i32 %t1358)
  %t1359 = bitcast float %t1207 to i32
  %t1360 = bitcast float %t1208 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1266, i1 %t1327, i32 %t1359, i32 %t1360)
  %t1361 = bitcast float %t1209 to i32
  %t1362 = bitcast float %t1210 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1270, i1 %t1329, i32 %t1361, i32 %t1362)
  %t1363 = bitcast float %t1211 to i32
  %t1364 = bitcast float %t1212 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1274, i1 %t1331, i32 %t1363, i32 %t1364)
  %t1365 = bitcast float %t1213 to i32
  %t1366 = bitcast float %t1214 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1278, i1 %t1333, i32 %t1365, i32 %t1366)
  %t1367 = bitcast float %t1215 to i32
  %t1368 = bitcast float %t1216 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1282, i1 %t1335, i32 %t1367, i32 %t1368)
  %t1369 = bitcast float %t1217 to i32
  %t1370 = bitcast float %t1218 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1286, i1 %t1337, i32 %t1369, i32 %t1370)
  ret void
}
attributes #0 = { "nvvm.maxntid"="128" }
