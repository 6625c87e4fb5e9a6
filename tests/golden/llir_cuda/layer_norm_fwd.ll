target triple = "nvptx64-nvidia-cuda"
@global_smem = external addrspace(3) global [0 x i8], align 16
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare float @llvm.nvvm.div.full(float, float)
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
  %t120 = call float @llvm.nvvm.div.full(float %t116, float %t118)
  %t121 = add i32 %t15, 128
  store float 0x0000000000000000, ptr %s3
  store float 0x0000000000000000, ptr %s4
  store i32 0, ptr %s5
  br label %for_head4
for_head4:
  %t122 = load i32, ptr %s5
  %t123 = icmp slt i32 %t122, %arg7
  br i1 %t123, label %for_body5, label %for_done6
for_body5:
  %t124 = load float, ptr %s3
  %t125 = load float, ptr %s4
  %t126 = add i32 %t122, %t15
  %t127 = add i32 %t122, %t121
  %t128 = sext i32 %t126 to i64
  %t129 = getelementptr float, ptr addrspace(1) %t19, i64 %t128
  %t130 = sext i32 %t127 to i64
  %t131 = getelementptr float, ptr addrspace(1) %t19, i64 %t130
  %t132 = icmp slt i32 %t126, %arg7
  %t133 = icmp slt i32 %t127, %arg7
  %t134 = bitcast float 0x0000000000000000 to i32
  %t135 = call i32 asm sideeffect "mov.b32 $0, $3; @$2 ld.global.b32 $0, [$1];", "=r,l,b,r"(ptr addrspace(1) %t129, i1 %t132, i32 %t134)
  %t136 = bitcast i32 %t135 to float
  %t137 = bitcast float 0x0000000000000000 to i32
  %t138 = call i32 asm sideeffect "mov.b32 $0, $3; @$2 ld.global.b32 $0, [$1];", "=r,l,b,r"(ptr addrspace(1) %t131, i1 %t133, i32 %t137)
  %t139 = bitcast i32 %t138 to float
  %t140 = fsub float %t136, %t120
  %t141 = fsub float %t139, %t120
  %t142 = select i1 %t132, float %t140, float 0x0000000000000000
  %t143 = select i1 %t133, float %t141, float 0x0000000000000000
  %t145 = call float @llvm.fma.f32(float %t142, float %t142, float %t124)
  %t147 = call float @llvm.fma.f32(float %t143, float %t143, float %t125)
  store float %t145, ptr %s3
  store float %t147, ptr %s4
  %t148 = add i32 %t122, 256
  store i32 %t148, ptr %s5
  br label %for_head4
for_done6:
  %t149 = load float, ptr %s3
  %t150 = load float, ptr %s4
  %t151 = fadd float %t149, %t150
  %t152 = bitcast float %t151 to i32
  %t153 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t152, i32 1, i32 31)
  %t154 = bitcast i32 %t153 to float
  %t155 = fadd float %t151, %t154
  %t156 = bitcast float %t155 to i32
  %t157 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t156, i32 2, i32 31)
  %t158 = bitcast i32 %t157 to float
  %t159 = fadd float %t155, %t158
  %t160 = bitcast float %t159 to i32
  %t161 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t160, i32 4, i32 31)
  %t162 = bitcast i32 %t161 to float
  %t163 = fadd float %t159, %t162
  %t164 = bitcast float %t163 to i32
  %t165 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t164, i32 8, i32 31)
  %t166 = bitcast i32 %t165 to float
  %t167 = fadd float %t163, %t166
  %t168 = bitcast float %t167 to i32
  %t169 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t168, i32 16, i32 31)
  %t170 = bitcast i32 %t169 to float
  %t171 = fadd float %t167, %t170
  %t173 = icmp uge i32 0, 32
  %t174 = select i1 %t173, i32 0, i32 0
  %t175 = lshr i32 %t7, %t174
  %t176 = select i1 %t173, i32 0, i32 %t175
  %t177 = and i32 %t176, 1
  %t179 = icmp uge i32 1, 32
  %t180 = select i1 %t179, i32 0, i32 1
  %t181 = lshr i32 %t7, %t180
  %t182 = select i1 %t179, i32 0, i32 %t181
  %t183 = and i32 %t182, 1
  %t185 = icmp uge i32 1, 32
  %t186 = select i1 %t185, i32 0, i32 1
  %t187 = shl i32 %t183, %t186
  %t188 = select i1 %t185, i32 0, i32 %t187
  %t189 = or i32 %t177, %t188
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t190 = mul i32 0, 4
  %t191 = add i32 %t190, %t189
  %t192 = mul i32 %t191, 4
  %t193 = add i32 %t192, 0
  %t194 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t193
  store float %t171, ptr addrspace(3) %t194, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t195 = mul i32 0, 4
  %t196 = add i32 %t195, 0
  %t197 = mul i32 %t196, 4
  %t198 = add i32 %t197, 0
  %t199 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t198
  %t200 = load float, ptr addrspace(3) %t199, align 4
  %t201 = mul i32 0, 4
  %t202 = add i32 %t201, 1
  %t203 = mul i32 %t202, 4
  %t204 = add i32 %t203, 0
  %t205 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t204
  %t206 = load float, ptr addrspace(3) %t205, align 4
  %t207 = mul i32 0, 4
  %t208 = add i32 %t207, 2
  %t209 = mul i32 %t208, 4
  %t210 = add i32 %t209, 0
  %t211 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t210
  %t212 = load float, ptr addrspace(3) %t211, align 4
  %t213 = mul i32 0, 4
  %t214 = add i32 %t213, 3
  %t215 = mul i32 %t214, 4
  %t216 = add i32 %t215, 0
  %t217 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t216
  %t218 = load float, ptr addrspace(3) %t217, align 4
  %t219 = fadd float %t200, %t206
  %t220 = fadd float %t219, %t212
  %t221 = fadd float %t220, %t218
  %t223 = call float @llvm.nvvm.div.full(float %t221, float %t118)
  %t224 = fadd float %t223, %arg8
  %t226 = call float @llvm.sqrt.f32(float %t224)
  %t228 = call float @llvm.nvvm.div.full(float 0x3FF0000000000000, float %t226)
  %t229 = sext i32 %t16 to i64
  %t230 = getelementptr float, ptr addrspace(1) %arg4, i64 %t229
  %t231 = icmp eq i32 %t1, 0
  %t232 = bitcast float %t120 to i32
  call void asm sideeffect "@$1 st.global.b32 [$0], $2;", "l,b,r"(ptr addrspace(1) %t230, i1 %t231, i32 %t232)
  %t233 = sext i32 %t16 to i64
  %t234 = getelementptr float, ptr addrspace(1) %arg5, i64 %t233
  %t235 = icmp eq i32 %t1, 0
  %t236 = bitcast float %t228 to i32
  call void asm sideeffect "@$1 st.global.b32 [$0], $2;", "l,b,r"(ptr addrspace(1) %t234, i1 %t235, i32 %t236)
  %t237 = add i32 %t15, 128
  store i32 0, ptr %s6
  br label %for_head7
for_head7:
  %t238 = load i32, ptr %s6
  %t239 = icmp slt i32 %t238, %arg7
  br i1 %t239, label %for_body8, label %for_done9
for_body8:
  %t240 = add i32 %t238, %t15
  %t241 = add i32 %t238, %t237
  %t242 = icmp slt i32 %t240, %arg7
  %t243 = icmp slt i32 %t241, %arg7
  %t244 = sext i32 %t240 to i64
  %t245 = getelementptr float, ptr addrspace(1) %arg2, i64 %t244
  %t246 = sext i32 %t241 to i64
  %t247 = getelementptr float, ptr addrspace(1) %arg2, i64 %t246
  %t248 = call i32 asm sideeffect "mov.b32 $0, 0; @$2 ld.global.b32 $0, [$1];", "=r,l,b"(ptr addrspace(1) %t245, i1 %t242)
  %t249 = bitcast i32 %t248 to float
  %t250 = call i32 asm sideeffect "mov.b32 $0, 0; @$2 ld.global.b32 $0, [$1];", "=r,l,b"(ptr addrspace(1) %t247, i1 %t243)
  %t251 = bitcast i32 %t250 to float
  %t252 = sext i32 %t240 to i64
  %t253 = getelementptr float, ptr addrspace(1) %arg3, i64 %t252
  %t254 = sext i32 %t241 to i64
  %t255 = getelementptr float, ptr addrspace(1) %arg3, i64 %t254
  %t256 = call i32 asm sideeffect "mov.b32 $0, 0; @$2 ld.global.b32 $0, [$1];", "=r,l,b"(ptr addrspace(1) %t253, i1 %t242)
  %t257 = bitcast i32 %t256 to float
  %t258 = call i32 asm sideeffect "mov.b32 $0, 0; @$2 ld.global.b32 $0, [$1];", "=r,l,b"(ptr addrspace(1) %t255, i1 %t243)
  %t259 = bitcast i32 %t258 to float
  %t260 = sext i32 %t240 to i64
  %t261 = getelementptr float, ptr addrspace(1) %t19, i64 %t260
  %t262 = sext i32 %t241 to i64
  %t263 = getelementptr float, ptr addrspace(1) %t19, i64 %t262
  %t264 = bitcast float 0x0000000000000000 to i32
  %t265 = call i32 asm sideeffect "mov.b32 $0, $3; @$2 ld.global.b32 $0, [$1];", "=r,l,b,r"(ptr addrspace(1) %t261, i1 %t242, i32 %t264)
  %t266 = bitcast i32 %t265 to float
  %t267 = bitcast float 0x0000000000000000 to i32
  %t268 = call i32 asm sideeffect "mov.b32 $0, $3; @$2 ld.global.b32 $0, [$1];", "=r,l,b,r"(ptr addrspace(1) %t263, i1 %t243, i32 %t267)
  %t269 = bitcast i32 %t268 to float
  %t270 = sext i32 %t240 to i64
  %t271 = getelementptr float, ptr addrspace(1) %t21, i64 %t270
  %t272 = sext i32 %t241 to i64
  %t273 = getelementptr float, ptr addrspace(1) %t21, i64 %t272
  %t274 = fsub float %t266, %t120
  %t275 = fsub float %t269, %t120
  %t276 = fmul float %t274, %t228
  %t277 = fmul float %t275, %t228
  %t279 = call float @llvm.fma.f32(float %t276, float %t249, float %t257)
  %t281 = call float @llvm.fma.f32(float %t277, float %t251, float %t259)
  %t282 = bitcast float %t279 to i32
  call void asm sideeffect "@$1 st.global.b32 [$0], $2;", "l,b,r"(ptr addrspace(1) %t271, i1 %t242, i32 %t282)
  %t283 = bitcast float %t281 to i32
  call void asm sideeffect "@$1 st.global.b32 [$0], $2;", "l,b,r"(ptr addrspace(1) %t273, i1 %t243, i32 %t283)
  %t284 = add i32 %t238, 256
  store i32 %t284, ptr %s6
  br label %for_head7
for_done9:
  ret void
}
attributes #0 = { "nvvm.maxntid"="128" }
