target triple = "nvptx64-nvidia-cuda"
@global_smem = external addrspace(3) global [0 x i8], align 16
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.sqrt.f32(float)

define ptx_kernel void @layer_norm_fwd(ptr addrspace(1) %arg0, ptr addrspace(1) %arg1, ptr addrspace(1) %arg2, ptr addrspace(1) %arg3, ptr addrspace(1) %arg4, ptr addrspace(1) %arg5, i32 %arg6, i32 %arg7, float %arg8) #0 {
entry:
  %s0 = alloca float, align 8
  %s1 = alloca float, align 8
  %s2 = alloca i32, align 8
  %s3 = alloca float, align 8
  %s4 = alloca float, align 8
  %s5 = alloca i32, align 8
  %s6 = alloca i32, align 8
  %t1 = call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t2 = and i32 %t1, 31
  %t4 = icmp uge i32 5, 32
  %t5 = select i1 %t4, i32 0, i32 5
  %t6 = lshr i32 %t1, %t5
  %t7 = select i1 %t4, i32 0, i32 %t6
  %t8 = and i32 %t2, 31
  %t9 = and i32 %t7, 3
  %t11 = icmp uge i32 5, 32
  %t12 = select i1 %t11, i32 0, i32 5
  %t13 = shl i32 %t9, %t12
  %t14 = select i1 %t11, i32 0, i32 %t13
  %t15 = xor i32 %t8, %t14
  %t16 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %t17 = mul i32 %t16, %arg6
  %t18 = sext i32 %t17 to i64
  %t19 = getelementptr float, ptr addrspace(1) %arg0, i64 %t18
  %t20 = sext i32 %t17 to i64
  %t21 = getelementptr float, ptr addrspace(1) %arg1, i64 %t20
  %t22 = add i32 %t15, 128
  store float 0x0000000000000000, ptr %s0
  store float 0x0000000000000000, ptr %s1
  store i32 0, ptr %s2
  br label %for_head1
for_head1:
  %t23 = load i32, ptr %s2
  %t24 = icmp slt i32 %t23, %arg7
  br i1 %t24, label %for_body2, label %for_done3
for_body2:
  %t25 = load float, ptr %s0
  %t26 = load float, ptr %s1
  %t27 = add i32 %t23, %t15
  %t28 = add i32 %t23, %t22
  %t29 = sext i32 %t27 to i64
  %t30 = getelementptr float, ptr addrspace(1) %t19, i64 %t29
  %t31 = sext i32 %t28 to i64
  %t32 = getelementptr float, ptr addrspace(1) %t19, i64 %t31
  %t33 = icmp slt i32 %t27, %arg7
  %t34 = icmp slt i32 %t28, %arg7
  %t35 = bitcast float 0x0000000000000000 to i32
  %t36 = call i32 asm sideeffect "mov.b32 $0, $3; @$2 ld.global.b32 $0, [$1];", "=r,l,b,r"(ptr addrspace(1) %t30, i1 %t33, i32 %t35)
  %t37 = bitcast i32 %t36 to float
  %t38 = bitcast float 0x0000000000000000 to i32
  %t39 = call i32 asm sideeffect "mov.b32 $0, $3; @$2 ld.global.b32 $0, [$1];", "=r,l,b,r"(ptr addrspace(1) %t32, i1 %t34, i32 %t38)
  %t40 = bitcast i32 %t39 to float
  %t41 = fadd float %t25, %t37
  %t42 = fadd float %t26, %t40
  store float %t41, ptr %s0
  store float %t42, ptr %s1
  %t43 = add i32 %t23, 256
  store i32 %t43, ptr %s2
  br label %for_head1
for_done3:
  %t44 = load float, ptr %s0
  %t45 = load float, ptr %s1
  %t46 = fadd float %t44, %t45
  %t47 = bitcast float %t46 to i32
  %t48 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t47, i32 1, i32 31)
  %t49 = bitcast i32 %t48 to float
  %t50 = fadd float %t46, %t49
  %t51 = bitcast float %t50 to i32
  %t52 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t51, i32 2, i32 31)
  %t53 = bitcast i32 %t52 to float
  %t54 = fadd float %t50, %t53
  %t55 = bitcast float %t54 to i32
  %t56 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t55, i32 4, i32 31)
  %t57 = bitcast i32 %t56 to float
  %t58 = fadd float %t54, %t57
  %t59 = bitcast float %t58 to i32
  %t60 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t59, i32 8, i32 31)
  %t61 = bitcast i32 %t60 to float
  %t62 = fadd float %t58, %t61
  %t63 = bitcast float %t62 to i32
  %t64 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t63, i32 16, i32 31)
  %t65 = bitcast i32 %t64 to float
  %t66 = fadd float %t62, %t65
  %t68 = icmp uge i32 0, 32
  %t69 = select i1 %t68, i32 0, i32 0
  %t70 = lshr i32 %t7, %t69
  %t71 = select i1 %t68, i32 0, i32 %t70
  %t72 = and i32 %t71, 1
  %t74 = icmp uge i32 1, 32
  %t75 = select i1 %t74, i32 0, i32 1
  %t76 = lshr i32 %t7, %t75
  %t77 = select i1 %t74, i32 0, i32 %t76
  %t78 = and i32 %t77, 1
  %t80 = icmp uge i32 1, 32
  %t81 = select i1 %t80, i32 0, i32 1
  %t82 = shl i32 %t78, %t81
  %t83 = select i1 %t80, i32 0, i32 %t82
  %t84 = or i32 %t72, %t83
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t85 = mul i32 0, 4
  %t86 = add i32 %t85, %t84
  %t87 = mul i32 %t86, 4
  %t88 = add i32 %t87, 0
  %t89 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t88
  store float %t66, ptr addrspace(3) %t89, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t90 = mul i32 0, 4
  %t91 = add i32 %t90, 0
  %t92 = mul i32 %t91, 4
  %t93 = add i32 %t92, 0
  %t94 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t93
  %t95 = load float, ptr addrspace(3) %t94, align 4
  %t96 = mul i32 0, 4
  %t97 = add i32 %t96, 1
  %t98 = mul i32 %t97, 4
  %t99 = add i32 %t98, 0
  %t100 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t99
  %t101 = load float, ptr addrspace(3) %t100, align 4
  %t102 = mul i32 0, 4
  %t103 = add i32 %t102, 2
  %t104 = mul i32 %t103, 4
  %t105 = add i32 %t104, 0
  %t106 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t105
  %t107 = load float, ptr addrspace(3) %t106, align 4
  %t108 = mul i32 0, 4
  %t109 = add i32 %t108, 3
  %t110 = mul i32 %t109, 4
  %t111 = add i32 %t110, 0
  %t112 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t111
  %t113 = load float, ptr addrspace(3) %t112, align 4
  %t114 = fadd float %t95, %t101
  %t115 = fadd float %t114, %t107
  %t116 = fadd float %t115, %t113
  %t118 = sitofp i32 %arg7 to float
  %t119 = fdiv float %t116, %t118
  %t120 = add i32 %t15, 128
  store float 0x0000000000000000, ptr %s3
  store float 0x0000000000000000, ptr %s4
  store i32 0, ptr %s5
  br label %for_head4
for_head4:
  %t121 = load i32, ptr %s5
  %t122 = icmp slt i32 %t121, %arg7
  br i1 %t122, label %for_body5, label %for_done6
for_body5:
  %t123 = load float, ptr %s3
  %t124 = load float, ptr %s4
  %t125 = add i32 %t121, %t15
  %t126 = add i32 %t121, %t120
  %t127 = sext i32 %t125 to i64
  %t128 = getelementptr float, ptr addrspace(1) %t19, i64 %t127
  %t129 = sext i32 %t126 to i64
  %t130 = getelementptr float, ptr addrspace(1) %t19, i64 %t129
  %t131 = icmp slt i32 %t125, %arg7
  %t132 = icmp slt i32 %t126, %arg7
  %t133 = bitcast float 0x0000000000000000 to i32
  %t134 = call i32 asm sideeffect "mov.b32 $0, $3; @$2 ld.global.b32 $0, [$1];", "=r,l,b,r"(ptr addrspace(1) %t128, i1 %t131, i32 %t133)
  %t135 = bitcast i32 %t134 to float
  %t136 = bitcast float 0x0000000000000000 to i32
  %t137 = call i32 asm sideeffect "mov.b32 $0, $3; @$2 ld.global.b32 $0, [$1];", "=r,l,b,r"(ptr addrspace(1) %t130, i1 %t132, i32 %t136)
  %t138 = bitcast i32 %t137 to float
  %t139 = fsub float %t135, %t119
  %t140 = fsub float %t138, %t119
  %t141 = select i1 %t131, float %t139, float 0x0000000000000000
  %t142 = select i1 %t132, float %t140, float 0x0000000000000000
  %t144 = call float @llvm.fma.f32(float %t141, float %t141, float %t123)
  %t146 = call float @llvm.fma.f32(float %t142, float %t142, float %t124)
  store float %t144, ptr %s3
  store float %t146, ptr %s4
  %t147 = add i32 %t121, 256
  store i32 %t147, ptr %s5
  br label %for_head4
for_done6:
  %t148 = load float, ptr %s3
  %t149 = load float, ptr %s4
  %t150 = fadd float %t148, %t149
  %t151 = bitcast float %t150 to i32
  %t152 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t151, i32 1, i32 31)
  %t153 = bitcast i32 %t152 to float
  %t154 = fadd float %t150, %t153
  %t155 = bitcast float %t154 to i32
  %t156 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t155, i32 2, i32 31)
  %t157 = bitcast i32 %t156 to float
  %t158 = fadd float %t154, %t157
  %t159 = bitcast float %t158 to i32
  %t160 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t159, i32 4, i32 31)
  %t161 = bitcast i32 %t160 to float
  %t162 = fadd float %t158, %t161
  %t163 = bitcast float %t162 to i32
  %t164 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t163, i32 8, i32 31)
  %t165 = bitcast i32 %t164 to float
  %t166 = fadd float %t162, %t165
  %t167 = bitcast float %t166 to i32
  %t168 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t167, i32 16, i32 31)
  %t169 = bitcast i32 %t168 to float
  %t170 = fadd float %t166, %t169
  %t172 = icmp uge i32 0, 32
  %t173 = select i1 %t172, i32 0, i32 0
  %t174 = lshr i32 %t7, %t173
  %t175 = select i1 %t172, i32 0, i32 %t174
  %t176 = and i32 %t175, 1
  %t178 = icmp uge i32 1, 32
  %t179 = select i1 %t178, i32 0, i32 1
  %t180 = lshr i32 %t7, %t179
  %t181 = select i1 %t178, i32 0, i32 %t180
  %t182 = and i32 %t181, 1
  %t184 = icmp uge i32 1, 32
  %t185 = select i1 %t184, i32 0, i32 1
  %t186 = shl i32 %t182, %t185
  %t187 = select i1 %t184, i32 0, i32 %t186
  %t188 = or i32 %t176, %t187
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t189 = mul i32 0, 4
  %t190 = add i32 %t189, %t188
  %t191 = mul i32 %t190, 4
  %t192 = add i32 %t191, 0
  %t193 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t192
  store float %t170, ptr addrspace(3) %t193, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t194 = mul i32 0, 4
  %t195 = add i32 %t194, 0
  %t196 = mul i32 %t195, 4
  %t197 = add i32 %t196, 0
  %t198 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t197
  %t199 = load float, ptr addrspace(3) %t198, align 4
  %t200 = mul i32 0, 4
  %t201 = add i32 %t200, 1
  %t202 = mul i32 %t201, 4
  %t203 = add i32 %t202, 0
  %t204 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t203
  %t205 = load float, ptr addrspace(3) %t204, align 4
  %t206 = mul i32 0, 4
  %t207 = add i32 %t206, 2
  %t208 = mul i32 %t207, 4
  %t209 = add i32 %t208, 0
  %t210 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t209
  %t211 = load float, ptr addrspace(3) %t210, align 4
  %t212 = mul i32 0, 4
  %t213 = add i32 %t212, 3
  %t214 = mul i32 %t213, 4
  %t215 = add i32 %t214, 0
  %t216 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t215
  %t217 = load float, ptr addrspace(3) %t216, align 4
  %t218 = fadd float %t199, %t205
  %t219 = fadd float %t218, %t211
  %t220 = fadd float %t219, %t217
  %t221 = fdiv float %t220, %t118
  %t222 = fadd float %t221, %arg8
  %t224 = call float @llvm.sqrt.f32(float %t222)
  %t225 = fdiv float 0x3FF0000000000000, %t224
  %t226 = sext i32 %t16 to i64
  %t227 = getelementptr float, ptr addrspace(1) %arg4, i64 %t226
  %t228 = icmp eq i32 %t1, 0
  %t229 = bitcast float %t119 to i32
  call void asm sideeffect "@$1 st.global.b32 [$0], $2;", "l,b,r"(ptr addrspace(1) %t227, i1 %t228, i32 %t229)
  %t230 = sext i32 %t16 to i64
  %t231 = getelementptr float, ptr addrspace(1) %arg5, i64 %t230
  %t232 = icmp eq i32 %t1, 0
  %t233 = bitcast float %t225 to i32
  call void asm sideeffect "@$1 st.global.b32 [$0], $2;", "l,b,r"(ptr addrspace(1) %t231, i1 %t232, i32 %t233)
  %t234 = add i32 %t15, 128
  store i32 0, ptr %s6
  br label %for_head7
for_head7:
  %t235 = load i32, ptr %s6
  %t236 = icmp slt i32 %t235, %arg7
  br i1 %t236, label %for_body8, label %for_done9
for_body8:
  %t237 = add i32 %t235, %t15
  %t238 = add i32 %t235, %t234
  %t239 = icmp slt i32 %t237, %arg7
  %t240 = icmp slt i32 %t238, %arg7
  %t241 = sext i32 %t237 to i64
  %t242 = getelementptr float, ptr addrspace(1) %arg2, i64 %t241
  %t243 = sext i32 %t238 to i64
  %t244 = getelementptr float, ptr addrspace(1) %arg2, i64 %t243
  %t245 = call i32 asm sideeffect "mov.b32 $0, 0; @$2 ld.global.b32 $0, [$1];", "=r,l,b"(ptr addrspace(1) %t242, i1 %t239)
  %t246 = bitcast i32 %t245 to float
  %t247 = call i32 asm sideeffect "mov.b32 $0, 0; @$2 ld.global.b32 $0, [$1];", "=r,l,b"(ptr addrspace(1) %t244, i1 %t240)
  %t248 = bitcast i32 %t247 to float
  %t249 = sext i32 %t237 to i64
  %t250 = getelementptr float, ptr addrspace(1) %arg3, i64 %t249
  %t251 = sext i32 %t238 to i64
  %t252 = getelementptr float, ptr addrspace(1) %arg3, i64 %t251
  %t253 = call i32 asm sideeffect "mov.b32 $0, 0; @$2 ld.global.b32 $0, [$1];", "=r,l,b"(ptr addrspace(1) %t250, i1 %t239)
  %t254 = bitcast i32 %t253 to float
  %t255 = call i32 asm sideeffect "mov.b32 $0, 0; @$2 ld.global.b32 $0, [$1];", "=r,l,b"(ptr addrspace(1) %t252, i1 %t240)
  %t256 = bitcast i32 %t255 to float
  %t257 = sext i32 %t237 to i64
  %t258 = getelementptr float, ptr addrspace(1) %t19, i64 %t257
  %t259 = sext i32 %t238 to i64
  %t260 = getelementptr float, ptr addrspace(1) %t19, i64 %t259
  %t261 = bitcast float 0x0000000000000000 to i32
  %t262 = call i32 asm sideeffect "mov.b32 $0, $3; @$2 ld.global.b32 $0, [$1];", "=r,l,b,r"(ptr addrspace(1) %t258, i1 %t239, i32 %t261)
  %t263 = bitcast i32 %t262 to float
  %t264 = bitcast float 0x0000000000000000 to i32
  %t265 = call i32 asm sideeffect "mov.b32 $0, $3; @$2 ld.global.b32 $0, [$1];", "=r,l,b,r"(ptr addrspace(1) %t260, i1 %t240, i32 %t264)
  %t266 = bitcast i32 %t265 to float
  %t267 = sext i32 %t237 to i64
  %t268 = getelementptr float, ptr addrspace(1) %t21, i64 %t267
  %t269 = sext i32 %t238 to i64
  %t270 = getelementptr float, ptr addrspace(1) %t21, i64 %t269
  %t271 = fsub float %t263, %t119
  %t272 = fsub float %t266, %t119
  %t273 = fmul float %t271, %t225
  %t274 = fmul float %t272, %t225
  %t276 = call float @llvm.fma.f32(float %t273, float %t246, float %t254)
  %t278 = call float @llvm.fma.f32(float %t274, float %t248, float %t256)
  %t279 = bitcast float %t276 to i32
  call void asm sideeffect "@$1 st.global.b32 [$0], $2;", "l,b,r"(ptr addrspace(1) %t268, i1 %t239, i32 %t279)
  %t280 = bitcast float %t278 to i32
  call void asm sideeffect "@$1 st.global.b32 [$0], $2;", "l,b,r"(ptr addrspace(1) %t270, i1 %t240, i32 %t280)
  %t281 = add i32 %t235, 256
  store i32 %t281, ptr %s6
  br label %for_head7
for_done9:
  ret void
}
attributes #0 = { "nvvm.maxntid"="128" }
