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
  store i32 1, ptr %s65
  store i32 0, ptr %s66
  br label %for_head1
for_head1:
  %t570 = load i32, ptr %s66
  %t571 = icmp slt i32 %t570, %t499
  br i1 %t571, label %for_body2, label %for_done3
for_body2:
  %t572 = load float, ptr %s0
  %t573 = load float, ptr %s1
  %t574 = load float, ptr %s2
  %t575 = load float, ptr %s3
  %t576 = load float, ptr %s4
  %t577 = load float, ptr %s5
  %t578 = load float, ptr %s6
  %t579 = load float, ptr %s7
  %t580 = load float, ptr %s8
  %t581 = load float, ptr %s9
  %t582 = load float, ptr %s10
  %t583 = load float, ptr %s11
  %t584 = load float, ptr %s12
  %t585 = load float, ptr %s13
  %t586 = load float, ptr %s14
  %t587 = load float, ptr %s15
  %t588 = load float, ptr %s16
  %t589 = load float, ptr %s17
  %t590 = load float, ptr %s18
  %t591 = load float, ptr %s19
  %t592 = load float, ptr %s20
  %t593 = load float, ptr %s21
  %t594 = load float, ptr %s22
  %t595 = load float, ptr %s23
  %t596 = load float, ptr %s24
  %t597 = load float, ptr %s25
  %t598 = load float, ptr %s26
  %t599 = load float, ptr %s27
  %t600 = load float, ptr %s28
  %t601 = load float, ptr %s29
  %t602 = load float, ptr %s30
  %t603 = load float, ptr %s31
  %t604 = load ptr addrspace(1), ptr %s32
  %t605 = load ptr addrspace(1), ptr %s33
  %t606 = load ptr addrspace(1), ptr %s34
  %t607 = load ptr addrspace(1), ptr %s35
  %t608 = load ptr addrspace(1), ptr %s36
  %t609 = load ptr addrspace(1), ptr %s37
  %t610 = load ptr addrspace(1), ptr %s38
  %t611 = load ptr addrspace(1), ptr %s39
  %t612 = load ptr addrspace(1), ptr %s40
  %t613 = load ptr addrspace(1), ptr %s41
  %t614 = load ptr addrspace(1), ptr %s42
  %t615 = load ptr addrspace(1), ptr %s43
  %t616 = load ptr addrspace(1), ptr %s44
  %t617 = load ptr addrspace(1), ptr %s45
  %t618 = load ptr addrspace(1), ptr %s46
  %t619 = load ptr addrspace(1), ptr %s47
  %t620 = load ptr addrspace(1), ptr %s48
  %t621 = load ptr addrspace(1), ptr %s49
  %t622 = load ptr addrspace(1), ptr %s50
  %t623 = load ptr addrspace(1), ptr %s51
  %t624 = load ptr addrspace(1), ptr %s52
  %t625 = load ptr addrspace(1), ptr %s53
  %t626 = load ptr addrspace(1), ptr %s54
  %t627 = load ptr addrspace(1), ptr %s55
  %t628 = load ptr addrspace(1), ptr %s56
  %t629 = load ptr addrspace(1), ptr %s57
  %t630 = load ptr addrspace(1), ptr %s58
  %t631 = load ptr addrspace(1), ptr %s59
  %t632 = load ptr addrspace(1), ptr %s60
  %t633 = load ptr addrspace(1), ptr %s61
  %t634 = load ptr addrspace(1), ptr %s62
  %t635 = load ptr addrspace(1), ptr %s63
  %t636 = load i32, ptr %s64
  %t637 = load i32, ptr %s65
  call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"()
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t638 = mul i32 %t636, 2048
  %t639 = add i32 %t638, 0
  %t640 = mul i32 %t639, 2
  %t641 = mul i32 %t636, 2048
  %t642 = add i32 %t641, 6144
  %t643 = mul i32 %t642, 2
  %t644 = mul i32 1, 1
  %t645 = add i32 %t570, %t644
  %t646 = icmp slt i32 %t645, %t499
  %t647 = mul i32 32, 1
  %t648 = mul i32 32, 1
  %t649 = mul i32 32, 1
  %t650 = mul i32 32, 1
  %t651 = mul i32 32, 1
  %t652 = mul i32 32, 1
  %t653 = mul i32 32, 1
  %t654 = mul i32 32, 1
  %t655 = mul i32 32, 1
  %t656 = mul i32 32, 1
  %t657 = mul i32 32, 1
  %t658 = mul i32 32, 1
  %t659 = mul i32 32, 1
  %t660 = mul i32 32, 1
  %t661 = mul i32 32, 1
  %t662 = mul i32 32, 1
  %t663 = sext i32 %t647 to i64
  %t664 = getelementptr half, ptr addrspace(1) %t604, i64 %t663
  %t665 = sext i32 %t648 to i64
  %t666 = getelementptr half, ptr addrspace(1) %t605, i64 %t665
  %t667 = sext i32 %t649 to i64
  %t668 = getelementptr half, ptr addrspace(1) %t606, i64 %t667
  %t669 = sext i32 %t650 to i64
  %t670 = getelementptr half, ptr addrspace(1) %t607, i64 %t669
  %t671 = sext i32 %t651 to i64
  %t672 = getelementptr half, ptr addrspace(1) %t608, i64 %t671
  %t673 = sext i32 %t652 to i64
  %t674 = getelementptr half, ptr addrspace(1) %t609, i64 %t673
  %t675 = sext i32 %t653 to i64
  %t676 = getelementptr half, ptr addrspace(1) %t610, i64 %t675
  %t677 = sext i32 %t654 to i64
  %t678 = getelementptr half, ptr addrspace(1) %t611, i64 %t677
  %t679 = sext i32 %t655 to i64
  %t680 = getelementptr half, ptr addrspace(1) %t612, i64 %t679
  %t681 = sext i32 %t656 to i64
  %t682 = getelementptr half, ptr addrspace(1) %t613, i64 %t681
  %t683 = sext i32 %t657 to i64
  %t684 = getelementptr half, ptr addrspace(1) %t614, i64 %t683
  %t685 = sext i32 %t658 to i64
  %t686 = getelementptr half, ptr addrspace(1) %t615, i64 %t685
  %t687 = sext i32 %t659 to i64
  %t688 = getelementptr half, ptr addrspace(1) %t616, i64 %t687
  %t689 = sext i32 %t660 to i64
  %t690 = getelementptr half, ptr addrspace(1) %t617, i64 %t689
  %t691 = sext i32 %t661 to i64
  %t692 = getelementptr half, ptr addrspace(1) %t618, i64 %t691
  %t693 = sext i32 %t662 to i64
  %t694 = getelementptr half, ptr addrspace(1) %t619, i64 %t693
  %t695 = mul i32 %t645, 32
  %t696 = sub i32 %arg5, %t695
  %t697 = icmp slt i32 %t51, %t696
  %t698 = icmp slt i32 %t408, %t696
  %t699 = icmp slt i32 %t409, %t696
  %t700 = icmp slt i32 %t410, %t696
  %t701 = icmp slt i32 %t411, %t696
  %t702 = icmp slt i32 %t412, %t696
  %t703 = icmp slt i32 %t413, %t696
  %t704 = icmp slt i32 %t414, %t696
  %t705 = and i1 %t697, %t646
  %t706 = and i1 %t698, %t646
  %t707 = and i1 %t699, %t646
  %t708 = and i1 %t700, %t646
  %t709 = and i1 %t701, %t646
  %t710 = and i1 %t702, %t646
  %t711 = and i1 %t703, %t646
  %t712 = and i1 %t704, %t646
  %t713 = and i1 %t697, %t646
  %t714 = and i1 %t698, %t646
  %t715 = and i1 %t699, %t646
  %t716 = and i1 %t700, %t646
  %t717 = and i1 %t701, %t646
  %t718 = and i1 %t702, %t646
  %t719 = and i1 %t703, %t646
  %t720 = and i1 %t704, %t646
  %t721 = mul i32 %t637, 2048
  %t722 = add i32 %t721, 0
  %t723 = mul i32 %t722, 2
  %t724 = add i32 %t105, %t723
  %t725 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t724
  %t726 = select i1 %t705, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t725, ptr addrspace(1) %t664, i32 %t726)
  %t727 = add i32 %t105, %t723
  %t728 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t727
  %t729 = select i1 %t713, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t728, ptr addrspace(1) %t680, i32 %t729)
  %t730 = mul i32 %t502, 1
  %t731 = mul i32 %t502, 1
  %t732 = mul i32 %t502, 1
  %t733 = mul i32 %t502, 1
  %t734 = mul i32 %t502, 1
  %t735 = mul i32 %t502, 1
  %t736 = mul i32 %t502, 1
  %t737 = mul i32 %t502, 1
  %t738 = mul i32 %t502, 1
  %t739 = mul i32 %t502, 1
  %t740 = mul i32 %t502, 1
  %t741 = mul i32 %t502, 1
  %t742 = mul i32 %t502, 1
  %t743 = mul i32 %t502, 1
  %t744 = mul i32 %t502, 1
  %t745 = mul i32 %t502, 1
  %t746 = sext i32 %t730 to i64
  %t747 = getelementptr half, ptr addrspace(1) %t620, i64 %t746
  %t748 = sext i32 %t731 to i64
  %t749 = getelementptr half, ptr addrspace(1) %t621, i64 %t748
  %t750 = sext i32 %t732 to i64
  %t751 = getelementptr half, ptr addrspace(1) %t622, i64 %t750
  %t752 = sext i32 %t733 to i64
  %t753 = getelementptr half, ptr addrspace(1) %t623, i64 %t752
  %t754 = sext i32 %t734 to i64
  %t755 = getelementptr half, ptr addrspace(1) %t624, i64 %t754
  %t756 = sext i32 %t735 to i64
  %t757 = getelementptr half, ptr addrspace(1) %t625, i64 %t756
  %t758 = sext i32 %t736 to i64
  %t759 = getelementptr half, ptr addrspace(1) %t626, i64 %t758
  %t760 = sext i32 %t737 to i64
  %t761 = getelementptr half, ptr addrspace(1) %t627, i64 %t760
  %t762 = sext i32 %t738 to i64
  %t763 = getelementptr half, ptr addrspace(1) %t628, i64 %t762
  %t764 = sext i32 %t739 to i64
  %t765 = getelementptr half, ptr addrspace(1) %t629, i64 %t764
  %t766 = sext i32 %t740 to i64
  %t767 = getelementptr half, ptr addrspace(1) %t630, i64 %t766
  %t768 = sext i32 %t741 to i64
  %t769 = getelementptr half, ptr addrspace(1) %t631, i64 %t768
  %t770 = sext i32 %t742 to i64
  %t771 = getelementptr half, ptr addrspace(1) %t632, i64 %t770
  %t772 = sext i32 %t743 to i64
  %t773 = getelementptr half, ptr addrspace(1) %t633, i64 %t772
  %t774 = sext i32 %t744 to i64
  %t775 = getelementptr half, ptr addrspace(1) %t634, i64 %t774
  %t776 = sext i32 %t745 to i64
  %t777 = getelementptr half, ptr addrspace(1) %t635, i64 %t776
  %t778 = mul i32 %t645, 32
  %t779 = sub i32 %arg5, %t778
  %t780 = icmp slt i32 %t64, %t779
  %t781 = icmp slt i32 %t415, %t779
  %t782 = and i1 %t780, %t646
  %t783 = and i1 %t780, %t646
  %t784 = and i1 %t780, %t646
  %t785 = and i1 %t780, %t646
  %t786 = and i1 %t780, %t646
  %t787 = and i1 %t780, %t646
  %t788 = and i1 %t780, %t646
  %t789 = and i1 %t780, %t646
  %t790 = and i1 %t781, %t646
  %t791 = and i1 %t781, %t646
  %t792 = and i1 %t781, %t646
  %t793 = and i1 %t781, %t646
  %t794 = and i1 %t781, %t646
  %t795 = and i1 %t781, %t646
  %t796 = and i1 %t781, %t646
  %t797 = and i1 %t781, %t646
  %t798 = mul i32 %t637, 2048
  %t799 = add i32 %t798, 6144
  %t800 = mul i32 %t799, 2
  %t801 = add i32 %t141, %t800
  %t802 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t801
  %t803 = select i1 %t782, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t802, ptr addrspace(1) %t747, i32 %t803)
  %t804 = add i32 %t141, %t800
  %t805 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t804
  %t806 = select i1 %t790, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t805, ptr addrspace(1) %t763, i32 %t806)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  %t807 = add i32 %t640, %t200
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"()
  %t808 = add i32 %t807, 0
  %t809 = add i32 %t643, 0
  %t810 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t808
  %t811 = lshr i32 %t810, 4
  %t812 = and i32 %t811, 16383
  %t813 = zext i32 %t812 to i64
  %t814 = or i64 %t813, -9223371899399045120
  %t815 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t809
  %t816 = lshr i32 %t815, 4
  %t817 = and i32 %t816, 16383
  %t818 = zext i32 %t817 to i64
  %t819 = or i64 %t818, 4611686293322072064
  %t820 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $34, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i64 %t814, i64 %t819, i32 1, float %t572, float %t573, float %t574, float %t575, float %t576, float %t577, float %t578, float %t579, float %t580, float %t581, float %t582, float %t583, float %t584, float %t585, float %t586, float %t587, float %t588, float %t589, float %t590, float %t591, float %t592, float %t593, float %t594, float %t595, float %t596, float %t597, float %t598, float %t599, float %t600, float %t601, float %t602, float %t603)
  %t821 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 0
  %t822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 1
  %t823 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 2
  %t824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 3
  %t825 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 4
  %t826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 5
  %t827 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 6
  %t828 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 7
  %t829 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 8
  %t830 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 9
  %t831 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 10
  %t832 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 11
  %t833 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 12
  %t834 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 13
  %t835 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 14
  %t836 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 15
  %t837 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 16
  %t838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 17
  %t839 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 18
  %t840 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 19
  %t841 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 20
  %t842 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 21
  %t843 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 22
  %t844 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 23
  %t845 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 24
  %t846 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 25
  %t847 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 26
  %t848 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 27
  %t849 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 28
  %t850 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 29
  %t851 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 30
  %t852 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t820, 31
  %t853 = add i32 %t807, 32
  %t854 = add i32 %t643, 2048
  %t855 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t853
  %t856 = lshr i32 %t855, 4
  %t857 = and i32 %t856, 16383
  %t858 = zext i32 %t857 to i64
  %t859 = or i64 %t858, -9223371899399045120
  %t860 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t854
  %t861 = lshr i32 %t860, 4
  %t862 = and i32 %t861, 16383
  %t863 = zext i32 %t862 to i64
  %t864 = or i64 %t863, 4611686293322072064
  %t865 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $34, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(i64 %t859, i64 %t864, i32 1, float %t821, float %t822, float %t823, float %t824, float %t825, float %t826, float %t827, float %t828, float %t829, float %t830, float %t831, float %t832, float %t833, float %t834, float %t835, float %t836, float %t837, float %t838, float %t839, float %t840, float %t841, float %t842, float %t843, float %t844, float %t845, float %t846, float %t847, float %t848, float %t849, float %t850, float %t851, float %t852)
  %t866 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 0
  %t867 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 1
  %t868 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 2
  %t869 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 3
  %t870 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 4
  %t871 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 5
  %t872 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 6
  %t873 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 7
  %t874 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 8
  %t875 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 9
  %t876 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 10
  %t877 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 11
  %t878 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 12
  %t879 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 13
  %t880 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 14
  %t881 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 15
  %t882 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 16
  %t883 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 17
  %t884 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 18
  %t885 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 19
  %t886 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 20
  %t887 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 21
  %t888 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 22
  %t889 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 23
  %t890 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 24
  %t891 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 25
  %t892 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 26
  %t893 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 27
  %t894 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 28
  %t895 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 29
  %t896 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 30
  %t897 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t865, 31
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"()
  call void asm sideeffect "wgmma.wait_group.sync.aligned 1;", "~{memory}"()
  %t898 = sext i32 32 to i64
  %t899 = getelementptr half, ptr addrspace(1) %t604, i64 %t898
  %t900 = sext i32 32 to i64
  %t901 = getelementptr half, ptr addrspace(1) %t605, i64 %t900
  %t902 = sext i32 32 to i64
  %t903 = getelementptr half, ptr addrspace(1) %t606, i64 %t902
  %t904 = sext i32 32 to i64
  %t905 = getelementptr half, ptr addrspace(1) %t607, i64 %t904
  %t906 = sext i32 32 to i64
  %t907 = getelementptr half, ptr addrspace(1) %t608, i64 %t906
  %t908 = sext i32 32 to i64
  %t909 = getelementptr half, ptr addrspace(1) %t609, i64 %t908
  %t910 = sext i32 32 to i64
  %t911 = getelementptr half, ptr addrspace(1) %t610, i64 %t910
  %t912 = sext i32 32 to i64
  %t913 = getelementptr half, ptr addrspace(1) %t611, i64 %t912
  %t914 = sext i32 32 to i64
  %t915 = getelementptr half, ptr addrspace(1) %t612, i64 %t914
  %t916 = sext i32 32 to i64
  %t917 = getelementptr half, ptr addrspace(1) %t613, i64 %t916
  %t918 = sext i32 32 to i64
  %t919 = getelementptr half, ptr addrspace(1) %t614, i64 %t918
  %t920 = sext i32 32 to i64
  %t921 = getelementptr half, ptr addrspace(1) %t615, i64 %t920
  %t922 = sext i32 32 to i64
  %t923 = getelementptr half, ptr addrspace(1) %t616, i64 %t922
  %t924 = sext i32 32 to i64
  %t925 = getelementptr half, ptr addrspace(1) %t617, i64 %t924
  %t926 = sext i32 32 to i64
  %t927 = getelementptr half, ptr addrspace(1) %t618, i64 %t926
  %t928 = sext i32 32 to i64
  %t929 = getelementptr half, ptr addrspace(1) %t619, i64 %t928
  %t930 = sext i32 %t502 to i64
  %t931 = getelementptr half, ptr addrspace(1) %t620, i64 %t930
  %t932 = sext i32 %t502 to i64
  %t933 = getelementptr half, ptr addrspace(1) %t621, i64 %t932
  %t934 = sext i32 %t502 to i64
  %t935 = getelementptr half, ptr addrspace(1) %t622, i64 %t934
  %t936 = sext i32 %t502 to i64
  %t937 = getelementptr half, ptr addrspace(1) %t623, i64 %t936
  %t938 = sext i32 %t502 to i64
  %t939 = getelementptr half, ptr addrspace(1) %t624, i64 %t938
  %t940 = sext i32 %t502 to i64
  %t941 = getelementptr half, ptr addrspace(1) %t625, i64 %t940
  %t942 = sext i32 %t502 to i64
  %t943 = getelementptr half, ptr addrspace(1) %t626, i64 %t942
  %t944 = sext i32 %t502 to i64
  %t945 = getelementptr half, ptr addrspace(1) %t627, i64 %t944
  %t946 = sext i32 %t502 to i64
  %t947 = getelementptr half, ptr addrspace(1) %t628, i64 %t946
  %t948 = sext i32 %t502 to i64
  %t949 = getelementptr half, ptr addrspace(1) %t629, i64 %t948
  %t950 = sext i32 %t502 to i64
  %t951 = getelementptr half, ptr addrspace(1) %t630, i64 %t950
  %t952 = sext i32 %t502 to i64
  %t953 = getelementptr half, ptr addrspace(1) %t631, i64 %t952
  %t954 = sext i32 %t502 to i64
  %t955 = getelementptr half, ptr addrspace(1) %t632, i64 %t954
  %t956 = sext i32 %t502 to i64
  %t957 = getelementptr half, ptr addrspace(1) %t633, i64 %t956
  %t958 = sext i32 %t502 to i64
  %t959 = getelementptr half, ptr addrspace(1) %t634, i64 %t958
  %t960 = sext i32 %t502 to i64
  %t961 = getelementptr half, ptr addrspace(1) %t635, i64 %t960
  %t962 = add i32 %t636, 1
  %t963 = icmp eq i32 %t962, 3
  %t964 = select i1 %t963, i32 0, i32 %t962
  %t965 = add i32 %t637, 1
  %t966 = icmp eq i32 %t965, 3
  %t967 = select i1 %t966, i32 0, i32 %t965
  store float %t866, ptr %s0
  store float %t867, ptr %s1
  store float %t868, ptr %s2
  store float %t869, ptr %s3
  store float %t870, ptr %s4
  store float %t871, ptr %s5
  store float %t872, ptr %s6
  store float %t873, ptr %s7
  store float %t874, ptr %s8
  store float %t875, ptr %s9
  store float %t876, ptr %s10
  store float %t877, ptr %s11
  store float %t878, ptr %s12
  store float %t879, ptr %s13
  store float %t880, ptr %s14
  store float %t881, ptr %s15
  store float %t882, ptr %s16
  store float %t883, ptr %s17
  store float %t884, ptr %s18
  store float %t885, ptr %s19
  store float %t886, ptr %s20
  store float %t887, ptr %s21
  store float %t888, ptr %s22
  store float %t889, ptr %s23
  store float %t890, ptr %s24
  store float %t891, ptr %s25
  store float %t892, ptr %s26
  store float %t893, ptr %s27
  store float %t894, ptr %s28
  store float %t895, ptr %s29
  store float %t896, ptr %s30
  store float %t897, ptr %s31
  store ptr addrspace(1) %t899, ptr %s32
  store ptr addrspace(1) %t901, ptr %s33
  store ptr addrspace(1) %t903, ptr %s34
  store ptr addrspace(1) %t905, ptr %s35
  store ptr addrspace(1) %t907, ptr %s36
  store ptr addrspace(1) %t909, ptr %s37
  store ptr addrspace(1) %t911, ptr %s38
  store ptr addrspace(1) %t913, ptr %s39
  store ptr addrspace(1) %t915, ptr %s40
  store ptr addrspace(1) %t917, ptr %s41
  store ptr addrspace(1) %t919, ptr %s42
  store ptr addrspace(1) %t921, ptr %s43
  store ptr addrspace(1) %t923, ptr %s44
  store ptr addrspace(1) %t925, ptr %s45
  store ptr addrspace(1) %t927, ptr %s46
  store ptr addrspace(1) %t929, ptr %s47
  store ptr addrspace(1) %t931, ptr %s48
  store ptr addrspace(1) %t933, ptr %s49
  store ptr addrspace(1) %t935, ptr %s50
  store ptr addrspace(1) %t937, ptr %s51
  store ptr addrspace(1) %t939, ptr %s52
  store ptr addrspace(1) %t941, ptr %s53
  store ptr addrspace(1) %t943, ptr %s54
  store ptr addrspace(1) %t945, ptr %s55
  store ptr addrspace(1) %t947, ptr %s56
  store ptr addrspace(1) %t949, ptr %s57
  store ptr addrspace(1) %t951, ptr %s58
  store ptr addrspace(1) %t953, ptr %s59
  store ptr addrspace(1) %t955, ptr %s60
  store ptr addrspace(1) %t957, ptr %s61
  store ptr addrspace(1) %t959, ptr %s62
  store ptr addrspace(1) %t961, ptr %s63
  store i32 %t964, ptr %s64
  store i32 %t967, ptr %s65
  %t968 = add i32 %t570, 1
  store i32 %t968, ptr %s66
  br label %for_head1
for_done3:
  %t969 = load float, ptr %s0
  %t970 = load float, ptr %s1
  %t971 = load float, ptr %s2
  %t972 = load float, ptr %s3
  %t973 = load float, ptr %s4
  %t974 = load float, ptr %s5
  %t975 = load float, ptr %s6
  %t976 = load float, ptr %s7
  %t977 = load float, ptr %s8
  %t978 = load float, ptr %s9
  %t979 = load float, ptr %s10
  %t980 = load float, ptr %s11
  %t981 = load float, ptr %s12
  %t982 = load float, ptr %s13
  %t983 = load float, ptr %s14
  %t984 = load float, ptr %s15
  %t985 = load float, ptr %s16
  %t986 = load float, ptr %s17
  %t987 = load float, ptr %s18
  %t988 = load float, ptr %s19
  %t989 = load float, ptr %s20
  %t990 = load float, ptr %s21
  %t991 = load float, ptr %s22
  %t992 = load float, ptr %s23
  %t993 = load float, ptr %s24
  %t994 = load float, ptr %s25
  %t995 = load float, ptr %s26
  %t996 = load float, ptr %s27
  %t997 = load float, ptr %s28
  %t998 = load float, ptr %s29
  %t999 = load float, ptr %s30
  %t1000 = load float, ptr %s31
  %t1001 = load ptr addrspace(1), ptr %s32
  %t1002 = load ptr addrspace(1), ptr %s33
  %t1003 = load ptr addrspace(1), ptr %s34
  %t1004 = load ptr addrspace(1), ptr %s35
  %t1005 = load ptr addrspace(1), ptr %s36
  %t1006 = load ptr addrspace(1), ptr %s37
  %t1007 = load ptr addrspace(1), ptr %s38
  %t1008 = load ptr addrspace(1), ptr %s39
  %t1009 = load ptr addrspace(1), ptr %s40
  %t1010 = load ptr addrspace(1), ptr %s41
  %t1011 = load ptr addrspace(1), ptr %s42
  %t1012 = load ptr addrspace(1), ptr %s43
  %t1013 = load ptr addrspace(1), ptr %s44
  %t1014 = load ptr addrspace(1), ptr %s45
  %t1015 = load ptr addrspace(1), ptr %s46
  %t1016 = load ptr addrspace(1), ptr %s47
  %t1017 = load ptr addrspace(1), ptr %s48
  %t1018 = load ptr addrspace(1), ptr %s49
  %t1019 = load ptr addrspace(1), ptr %s50
  %t1020 = load ptr addrspace(1), ptr %s51
  %t1021 = load ptr addrspace(1), ptr %s52
  %t1022 = load ptr addrspace(1), ptr %s53
  %t1023 = load ptr addrspace(1), ptr %s54
  %t1024 = load ptr addrspace(1), ptr %s55
  %t1025 = load ptr addrspace(1), ptr %s56
  %t1026 = load ptr addrspace(1), ptr %s57
  %t1027 = load ptr addrspace(1), ptr %s58
  %t1028 = load ptr addrspace(1), ptr %s59
  %t1029 = load ptr addrspace(1), ptr %s60
  %t1030 = load ptr addrspace(1), ptr %s61
  %t1031 = load ptr addrspace(1), ptr %s62
  %t1032 = load ptr addrspace(1), ptr %s63
  %t1033 = load i32, ptr %s64
  %t1034 = load i32, ptr %s65
  call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"()
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t1035 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,~{memory}"(float %t969, float %t970, float %t971, float %t972, float %t973, float %t974, float %t975, float %t976, float %t977, float %t978, float %t979, float %t980, float %t981, float %t982, float %t983, float %t984, float %t985, float %t986, float %t987, float %t988, float %t989, float %t990, float %t991, float %t992, float %t993, float %t994, float %t995, float %t996, float %t997, float %t998, float %t999, float %t1000)
  %t1036 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 0
  %t1037 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 1
  %t1038 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 2
  %t1039 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 3
  %t1040 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 4
  %t1041 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 5
  %t1042 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 6
  %t1043 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 7
  %t1044 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 8
  %t1045 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 9
  %t1046 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 10
  %t1047 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 11
  %t1048 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 12
  %t1049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 13
  %t1050 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 14
  %t1051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 15
  %t1052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 16
  %t1053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 17
  %t1054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 18
  %t1055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 19
  %t1056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 20
  %t1057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 21
  %t1058 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 22
  %t1059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 23
  %t1060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 24
  %t1061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 25
  %t1062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 26
  %t1063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 27
  %t1064 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 28
  %t1065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 29
  %t1066 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 30
  %t1067 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1035, 31
  %t1068 = mul i32 %t291, %arg8
  %t1069 = mul i32 %t292, %arg8
  %t1070 = sext i32 %t1068 to i64
  %t1071 = getelementptr float, ptr addrspace(1) %arg2, i64 %t1070
  %t1072 = sext i32 %t1069 to i64
  %t1073 = getelementptr float, ptr addrspace(1) %arg2, i64 %t1072
  %t1074 = sext i32 %t312 to i64
  %t1075 = getelementptr float, ptr addrspace(1) %t1071, i64 %t1074
  %t1076 = sext i32 %t313 to i64
  %t1077 = getelementptr float, ptr addrspace(1) %t1071, i64 %t1076
  %t1078 = sext i32 %t312 to i64
  %t1079 = getelementptr float, ptr addrspace(1) %t1073, i64 %t1078
  %t1080 = sext i32 %t313 to i64
  %t1081 = getelementptr float, ptr addrspace(1) %t1073, i64 %t1080
  %t1082 = sext i32 %t314 to i64
  %t1083 = getelementptr float, ptr addrspace(1) %t1071, i64 %t1082
  %t1084 = sext i32 %t315 to i64
  %t1085 = getelementptr float, ptr addrspace(1) %t1071, i64 %t1084
  %t1086 = sext i32 %t314 to i64
  %t1087 = getelementptr float, ptr addrspace(1) %t1073, i64 %t1086
  %t1088 = sext i32 %t315 to i64
  %t1089 = getelementptr float, ptr addrspace(1) %t1073, i64 %t1088
  %t1090 = sext i32 %t316 to i64
  %t1091 = getelementptr float, ptr addrspace(1) %t1071, i64 %t1090
  %t1092 = sext i32 %t317 to i64
  %t1093 = getelementptr float, ptr addrspace(1) %t1071, i64 %t1092
  %t1094 = sext i32 %t316 to i64
  %t1095 = getelementptr float, ptr addrspace(1) %t1073, i64 %t1094
  %t1096 = sext i32 %t317 to i64
  %t1097 = getelementptr float, ptr addrspace(1) %t1073, i64 %t1096
  %t1098 = sext i32 %t318 to i64
  %t1099 = getelementptr float, ptr addrspace(1) %t1071, i64 %t1098
  %t1100 = sext i32 %t319 to i64
  %t1101 = getelementptr float, ptr addrspace(1) %t1071, i64 %t1100
  %t1102 = sext i32 %t318 to i64
  %t1103 = getelementptr float, ptr addrspace(1) %t1073, i64 %t1102
  %t1104 = sext i32 %t319 to i64
  %t1105 = getelementptr float, ptr addrspace(1) %t1073, i64 %t1104
  %t1106 = sext i32 %t320 to i64
  %t1107 = getelementptr float, ptr addrspace(1) %t1071, i64 %t1106
  %t1108 = sext i32 %t321 to i64
  %t1109 = getelementptr float, ptr addrspace(1) %t1071, i64 %t1108
  %t1110 = sext i32 %t320 to i64
  %t1111 = getelementptr float, ptr addrspace(1) %t1073, i64 %t1110
  %t1112 = sext i32 %t321 to i64
  %t1113 = getelementptr float, ptr addrspace(1) %t1073, i64 %t1112
  %t1114 = sext i32 %t322 to i64
  %t1115 = getelementptr float, ptr addrspace(1) %t1071, i64 %t1114
  %t1116 = sext i32 %t323 to i64
  %t1117 = getelementptr float, ptr addrspace(1) %t1071, i64 %t1116
  %t1118 = sext i32 %t322 to i64
  %t1119 = getelementptr float, ptr addrspace(1) %t1073, i64 %t1118
  %t1120 = sext i32 %t323 to i64
  %t1121 = getelementptr float, ptr addrspace(1) %t1073, i64 %t1120
  %t1122 = sext i32 %t324 to i64
  %t1123 = getelementptr float, ptr addrspace(1) %t1071, i64 %t1122
  %t1124 = sext i32 %t325 to i64
  %t1125 = getelementptr float, ptr addrspace(1) %t1071, i64 %t1124
  %t1126 = sext i32 %t324 to i64
  %t1127 = getelementptr float, ptr addrspace(1) %t1073, i64 %t1126
  %t1128 = sext i32 %t325 to i64
  %t1129 = getelementptr float, ptr addrspace(1) %t1073, i64 %t1128
  %t1130 = sext i32 %t326 to i64
  %t1131 = getelementptr float, ptr addrspace(1) %t1071, i64 %t1130
  %t1132 = sext i32 %t327 to i64
  %t1133 = getelementptr float, ptr addrspace(1) %t1071, i64 %t1132
  %t1134 = sext i32 %t326 to i64
  %t1135 = getelementptr float, ptr addrspace(1) %t1073, i64 %t1134
  %t1136 = sext i32 %t327 to i64
  %t1137 = getelementptr float, ptr addrspace(1) %t1073, i64 %t1136
  %t1138 = icmp slt i32 %t291, %arg3
  %t1139 = icmp slt i32 %t292, %arg3
  %t1140 = icmp slt i32 %t312, %arg4
  %t1141 = icmp slt i32 %t313, %arg4
  %t1142 = icmp slt i32 %t314, %arg4
  %t1143 = icmp slt i32 %t315, %arg4
  %t1144 = icmp slt i32 %t316, %arg4
  %t1145 = icmp slt i32 %t317, %arg4
  %t1146 = icmp slt i32 %t318, %arg4
  %t1147 = icmp slt i32 %t319, %arg4
  %t1148 = icmp slt i32 %t320, %arg4
  %t1149 = icmp slt i32 %t321, %arg4
  %t1150 = icmp slt i32 %t322, %arg4
  %t1151 = icmp slt i32 %t323, %arg4
  %t1152 = icmp slt i32 %t324, %arg4
  %t1153 = icmp slt i32 %t325, %arg4
  %t1154 = icmp slt i32 %t326, %arg4
  %t1155 = icmp slt i32 %t327, %arg4
  %t1156 = and i1 %t1138, %t1140
  %t1157 = and i1 %t1138, %t1141
  %t1158 = and i1 %t1139, %t1140
  %t1159 = and i1 %t1139, %t1141
  %t1160 = and i1 %t1138, %t1142
  %t1161 = and i1 %t1138, %t1143
  %t1162 = and i1 %t1139, %t1142
  %t1163 = and i1 %t1139, %t1143
  %t1164 = and i1 %t1138, %t1144
  %t1165 = and i1 %t1138, %t1145
  %t1166 = and i1 %t1139, %t1144
  %t1167 = and i1 %t1139, %t1145
  %t1168 = and i1 %t1138, %t1146
  %t1169 = and i1 %t1138, %t1147
  %t1170 = and i1 %t1139, %t1146
  %t1171 = and i1 %t1139, %t1147
  %t1172 = and i1 %t1138, %t1148
  %t1173 = and i1 %t1138, %t1149
  %t1174 = and i1 %t1139, %t1148
  %t1175 = and i1 %t1139, %t1149
  %t1176 = and i1 %t1138, %t1150
  %t1177 = and i1 %t1138, %t1151
  %t1178 = and i1 %t1139, %t1150
  %t1179 = and i1 %t1139, %t1151
  %t1180 = and i1 %t1138, %t1152
  %t1181 = and i1 %t1138, %t1153
  %t1182 = and i1 %t1139, %t1152
  %t1183 = and i1 %t1139, %t1153
  %t1184 = and i1 %t1138, %t1154
  %t1185 = and i1 %t1138, %t1155
  %t1186 = and i1 %t1139, %t1154
  %t1187 = and i1 %t1139, %t1155
  %t1188 = bitcast float %t1036 to i32
  %t1189 = bitcast float %t1037 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1075, i1 %t1156, i32 %t1188, i32 %t1189)
  %t1190 = bitcast float %t1038 to i32
  %t1191 = bitcast float %t1039 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1079, i1 %t1158, i32 %t1190, i32 %t1191)
  %t1192 = bitcast float %t1040 to i32
  %t1193 = bitcast float %t1041 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1083, i1 %t1160, i32 %t1192, i32 %t1193)
  %t1194 = bitcast float %t1042 to i32
  %t1195 = bitcast float %t1043 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1087, i1 %t1162, i32 %t1194, i32 %t1195)
  %t1196 = bitcast float %t1044 to i32
  %t1197 = bitcast float %t1045 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1091, i1 %t1164, i32 %t1196, i32 %t1197)
  %t1198 = bitcast float %t1046 to i32
  %t1199 = bitcast float %t1047 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1095, i1 %t1166, i32 %t1198, i32 %t1199)
  %t1200 = bitcast float %t1048 to i32
  %t1201 = bitcast float %t1049 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1099, i1 %t1168, i32 %t1200, i32 %t1201)
  %t1202 = bitcast float %t1050 to i32
  %t1203 = bitcast float %t1051 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1103, i1 %t1170, i32 %t1202, i32 %t1203)
  %t1204 = bitcast float %t1052 to i32
  %t1205 = bitcast float %t1053 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1107, i1 %t1172, i32 %t1204, i32 %t1205)
  %t1206 = bitcast float %t1054 to i32
  %t1207 = bitcast float %t1055 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1111, i1 %t1174, i32 %t1206, i32 %t1207)
  %t1208 = bitcast float %t1056 to i32
  %t1209 = bitcast float %t1057 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1115, i1 %t1176, i32 %t1208, i32 %t1209)
  %t1210 = bitcast float %t1058 to i32
  %t1211 = bitcast float %t1059 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1119, i1 %t1178, i32 %t1210, i32 %t1211)
  %t1212 = bitcast float %t1060 to i32
  %t1213 = bitcast float %t1061 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1123, i1 %t1180, i32 %t1212, i32 %t1213)
  %t1214 = bitcast float %t1062 to i32
  %t1215 = bitcast float %t1063 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1127, i1 %t1182, i32 %t1214, i32 %t1215)
  %t1216 = bitcast float %t1064 to i32
  %t1217 = bitcast float %t1065 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1131, i1 %t1184, i32 %t1216, i32 %t1217)
  %t1218 = bitcast float %t1066 to i32
  %t1219 = bitcast float %t1067 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t1135, i1 %t1186, i32 %t1218, i32 %t1219)
  ret void
}
attributes #0 = { "nvvm.maxntid"="128" }
