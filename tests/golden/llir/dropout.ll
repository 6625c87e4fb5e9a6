; tritium CPU kernel dropout_kernel
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.fabs.v16f32(<16 x float>)
declare <16 x float> @llvm.maxnum.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.minnum.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare i1 @llvm.vector.reduce.and.v16i1(<16 x i1>)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define internal void @dropout_kernel.program(ptr noalias %args, i32 %pid0, i32 %pid1, i32 %pid2, i32 %np0, i32 %np1, i32 %np2, ptr %rt) {
entry:
  %a0 = alloca i32, i64 64, align 64
  %a1 = alloca i8, i64 64, align 64
  %a2 = alloca float, i64 64, align 64
  %a3 = alloca i32, i64 64, align 64
  %a4 = alloca i64, i64 1, align 16
  %a5 = alloca i32, i64 64, align 64
  %a6 = alloca i32, i64 64, align 64
  %a7 = alloca i32, i64 64, align 64
  %a8 = alloca i32, i64 64, align 64
  %a9 = alloca i32, i64 64, align 64
  %a10 = alloca i64, i64 1, align 16
  %a11 = alloca i8, i64 64, align 64
  %a12 = alloca ptr, i64 64, align 64
  %a13 = alloca i64, i64 1, align 16
  %a14 = alloca i64, i64 1, align 16
  %argp0 = getelementptr i8, ptr %args, i64 0
  %arg0 = load ptr, ptr %argp0
  %argp1 = getelementptr i8, ptr %args, i64 8
  %arg1 = load ptr, ptr %argp1
  %argp2 = getelementptr i8, ptr %args, i64 16
  %arg2 = load i32, ptr %argp2
  %argp3 = getelementptr i8, ptr %args, i64 24
  %arg3 = load float, ptr %argp3
  %argp4 = getelementptr i8, ptr %args, i64 32
  %arg4 = load i32, ptr %argp4
  %t1 = mul i32 %pid0, 64
  store i64 0, ptr %a4
  br label %head1
head1:
  %t2 = load i64, ptr %a4
  %t3 = icmp slt i64 %t2, 64
  br i1 %t3, label %body2, label %done3
body2:
  %t4 = trunc i64 %t2 to i32
  %t5 = insertelement <1 x i32> poison, i32 %t4, i64 0
  %t6 = shufflevector <1 x i32> %t5, <1 x i32> poison, <16 x i32> zeroinitializer
  %t7 = add <16 x i32> %t6, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t8 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t9 = shufflevector <1 x i32> %t8, <1 x i32> poison, <16 x i32> zeroinitializer
  %t10 = add <16 x i32> %t9, %t7
  %t11 = insertelement <1 x i32> poison, i32 %arg2, i64 0
  %t12 = shufflevector <1 x i32> %t11, <1 x i32> poison, <16 x i32> zeroinitializer
  %t13 = icmp slt <16 x i32> %t10, %t12
  %t14 = insertelement <1 x ptr> poison, ptr %arg0, i64 0
  %t15 = shufflevector <1 x ptr> %t14, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t17 = sext <16 x i32> %t10 to <16 x i64>
  %t16 = getelementptr float, <16 x ptr> %t15, <16 x i64> %t17
  %t19 = extractelement <16 x ptr> %t16, i64 0
  %t20 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t19, <16 x i1> %t13, <16 x float> zeroinitializer)
  %t21 = getelementptr i32, ptr %a0, i64 %t2
  store <16 x i32> %t10, ptr %t21, align 4
  %t22 = zext <16 x i1> %t13 to <16 x i8>
  %t23 = getelementptr i8, ptr %a1, i64 %t2
  store <16 x i8> %t22, ptr %t23, align 1
  %t24 = getelementptr float, ptr %a2, i64 %t2
  store <16 x float> %t20, ptr %t24, align 4
  %t25 = getelementptr i32, ptr %a3, i64 %t2
  store <16 x i32> splat (i32 0), ptr %t25, align 4
  %t26 = add i64 %t2, 16
  store i64 %t26, ptr %a4
  br label %head1
done3:
  %t28 = sext i32 %arg4 to i64
  %t30 = icmp uge i64 32, 64
  %t31 = select i1 %t30, i64 0, i64 32
  %t32 = lshr i64 %t28, %t31
  %t33 = select i1 %t30, i64 0, i64 %t32
  %t34 = and i64 %t33, 4294967295
  %t36 = trunc i64 %t34 to i32
  %t37 = and i64 %t28, 4294967295
  %t39 = trunc i64 %t37 to i32
  store i64 0, ptr %a10
  br label %head4
head4:
  %t40 = load i64, ptr %a10
  %t41 = icmp slt i64 %t40, 64
  br i1 %t41, label %body5, label %done6
body5:
  %t42 = insertelement <1 x i32> poison, i32 %t39, i64 0
  %t43 = shufflevector <1 x i32> %t42, <1 x i32> poison, <16 x i32> zeroinitializer
  %t44 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t45 = shufflevector <1 x i32> %t44, <1 x i32> poison, <16 x i32> zeroinitializer
  %t46 = trunc i64 %t40 to i32
  %t47 = insertelement <1 x i32> poison, i32 %t46, i64 0
  %t48 = shufflevector <1 x i32> %t47, <1 x i32> poison, <16 x i32> zeroinitializer
  %t49 = add <16 x i32> %t48, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t50 = add <16 x i32> %t45, %t49
  %t52 = zext <16 x i32> splat (i32 -766435501) to <16 x i64>
  %t53 = zext <16 x i32> %t50 to <16 x i64>
  %t54 = mul <16 x i64> %t52, %t53
  %t55 = lshr <16 x i64> %t54, splat (i64 32)
  %t51 = trunc <16 x i64> %t55 to <16 x i32>
  %t56 = insertelement <1 x i32> poison, i32 %t36, i64 0
  %t57 = shufflevector <1 x i32> %t56, <1 x i32> poison, <16 x i32> zeroinitializer
  %t58 = xor <16 x i32> %t51, %t57
  %t59 = mul <16 x i32> splat (i32 -766435501), %t50
  %t60 = getelementptr i32, ptr %a5, i64 %t40
  store <16 x i32> splat (i32 -845247145), ptr %t60, align 4
  %t61 = getelementptr i32, ptr %a6, i64 %t40
  store <16 x i32> %t43, ptr %t61, align 4
  %t62 = getelementptr i32, ptr %a7, i64 %t40
  store <16 x i32> splat (i32 -766435501), ptr %t62, align 4
  %t63 = getelementptr i32, ptr %a8, i64 %t40
  store <16 x i32> %t58, ptr %t63, align 4
  %t64 = getelementptr i32, ptr %a9, i64 %t40
  store <16 x i32> %t59, ptr %t64, align 4
  %t65 = add i64 %t40, 16
  store i64 %t65, ptr %a10
  br label %head4
done6:
  %t66 = add i32 %t39, -1640531527
  %t67 = add i32 %t36, -1150833019
  %t68 = add i32 %t66, -1640531527
  %t69 = add i32 %t67, -1150833019
  %t70 = add i32 %t68, -1640531527
  %t71 = add i32 %t69, -1150833019
  %t72 = add i32 %t70, -1640531527
  %t73 = add i32 %t71, -1150833019
  %t74 = add i32 %t72, -1640531527
  %t75 = add i32 %t73, -1150833019
  %t76 = add i32 %t74, -1640531527
  %t77 = add i32 %t75, -1150833019
  %t78 = add i32 %t76, -1640531527
  %t79 = add i32 %t77, -1150833019
  %t80 = add i32 %t78, -1640531527
  %t81 = add i32 %t79, -1150833019
  %t82 = add i32 %t80, -1640531527
  store i64 0, ptr %a13
  br label %head7
head7:
  %t83 = load i64, ptr %a13
  %t84 = icmp slt i64 %t83, 64
  br i1 %t84, label %body8, label %done9
body8:
  %t85 = getelementptr i32, ptr %a8, i64 %t83
  %t86 = load <16 x i32>, ptr %t85, align 4
  %t88 = zext <16 x i32> splat (i32 -845247145) to <16 x i64>
  %t89 = zext <16 x i32> %t86 to <16 x i64>
  %t90 = mul <16 x i64> %t88, %t89
  %t91 = lshr <16 x i64> %t90, splat (i64 32)
  %t87 = trunc <16 x i64> %t91 to <16 x i32>
  %t92 = insertelement <1 x i32> poison, i32 %t66, i64 0
  %t93 = shufflevector <1 x i32> %t92, <1 x i32> poison, <16 x i32> zeroinitializer
  %t94 = xor <16 x i32> %t87, %t93
  %t95 = insertelement <1 x i32> poison, i32 %t39, i64 0
  %t96 = shufflevector <1 x i32> %t95, <1 x i32> poison, <16 x i32> zeroinitializer
  %t98 = zext <16 x i32> splat (i32 -766435501) to <16 x i64>
  %t99 = zext <16 x i32> %t96 to <16 x i64>
  %t100 = mul <16 x i64> %t98, %t99
  %t101 = lshr <16 x i64> %t100, splat (i64 32)
  %t97 = trunc <16 x i64> %t101 to <16 x i32>
  %t102 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t103 = shufflevector <1 x i32> %t102, <1 x i32> poison, <16 x i32> zeroinitializer
  %t104 = trunc i64 %t83 to i32
  %t105 = insertelement <1 x i32> poison, i32 %t104, i64 0
  %t106 = shufflevector <1 x i32> %t105, <1 x i32> poison, <16 x i32> zeroinitializer
  %t107 = add <16 x i32> %t106, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t108 = add <16 x i32> %t103, %t107
  %t109 = mul <16 x i32> splat (i32 -766435501), %t108
  %t110 = xor <16 x i32> %t97, %t109
  %t111 = insertelement <1 x i32> poison, i32 %t67, i64 0
  %t112 = shufflevector <1 x i32> %t111, <1 x i32> poison, <16 x i32> zeroinitializer
  %t113 = xor <16 x i32> %t110, %t112
  %t114 = mul <16 x i32> splat (i32 -845247145), %t86
  %t115 = mul <16 x i32> splat (i32 -766435501), %t96
  %t117 = zext <16 x i32> splat (i32 -845247145) to <16 x i64>
  %t118 = zext <16 x i32> %t113 to <16 x i64>
  %t119 = mul <16 x i64> %t117, %t118
  %t120 = lshr <16 x i64> %t119, splat (i64 32)
  %t116 = trunc <16 x i64> %t120 to <16 x i32>
  %t121 = xor <16 x i32> %t116, %t114
  %t122 = insertelement <1 x i32> poison, i32 %t68, i64 0
  %t123 = shufflevector <1 x i32> %t122, <1 x i32> poison, <16 x i32> zeroinitializer
  %t124 = xor <16 x i32> %t121, %t123
  %t126 = zext <16 x i32> splat (i32 -766435501) to <16 x i64>
  %t127 = zext <16 x i32> %t94 to <16 x i64>
  %t128 = mul <16 x i64> %t126, %t127
  %t129 = lshr <16 x i64> %t128, splat (i64 32)
  %t125 = trunc <16 x i64> %t129 to <16 x i32>
  %t130 = xor <16 x i32> %t125, %t115
  %t131 = insertelement <1 x i32> poison, i32 %t69, i64 0
  %t132 = shufflevector <1 x i32> %t131, <1 x i32> poison, <16 x i32> zeroinitializer
  %t133 = xor <16 x i32> %t130, %t132
  %t134 = mul <16 x i32> splat (i32 -845247145), %t113
  %t135 = mul <16 x i32> splat (i32 -766435501), %t94
  %t137 = zext <16 x i32> splat (i32 -845247145) to <16 x i64>
  %t138 = zext <16 x i32> %t133 to <16 x i64>
  %t139 = mul <16 x i64> %t137, %t138
  %t140 = lshr <16 x i64> %t139, splat (i64 32)
  %t136 = trunc <16 x i64> %t140 to <16 x i32>
  %t141 = xor <16 x i32> %t136, %t134
  %t142 = insertelement <1 x i32> poison, i32 %t70, i64 0
  %t143 = shufflevector <1 x i32> %t142, <1 x i32> poison, <16 x i32> zeroinitializer
  %t144 = xor <16 x i32> %t141, %t143
  %t146 = zext <16 x i32> splat (i32 -766435501) to <16 x i64>
  %t147 = zext <16 x i32> %t124 to <16 x i64>
  %t148 = mul <16 x i64> %t146, %t147
  %t149 = lshr <16 x i64> %t148, splat (i64 32)
  %t145 = trunc <16 x i64> %t149 to <16 x i32>
  %t150 = xor <16 x i32> %t145, %t135
  %t151 = insertelement <1 x i32> poison, i32 %t71, i64 0
  %t152 = shufflevector <1 x i32> %t151, <1 x i32> poison, <16 x i32> zeroinitializer
  %t153 = xor <16 x i32> %t150, %t152
  %t154 = mul <16 x i32> splat (i32 -845247145), %t133
  %t155 = mul <16 x i32> splat (i32 -766435501), %t124
  %t157 = zext <16 x i32> splat (i32 -845247145) to <16 x i64>
  %t158 = zext <16 x i32> %t153 to <16 x i64>
  %t159 = mul <16 x i64> %t157, %t158
  %t160 = lshr <16 x i64> %t159, splat (i64 32)
  %t156 = trunc <16 x i64> %t160 to <16 x i32>
  %t161 = xor <16 x i32> %t156, %t154
  %t162 = insertelement <1 x i32> poison, i32 %t72, i64 0
  %t163 = shufflevector <1 x i32> %t162, <1 x i32> poison, <16 x i32> zeroinitializer
  %t164 = xor <16 x i32> %t161, %t163
  %t166 = zext <16 x i32> splat (i32 -766435501) to <16 x i64>
  %t167 = zext <16 x i32> %t144 to <16 x i64>
  %t168 = mul <16 x i64> %t166, %t167
  %t169 = lshr <16 x i64> %t168, splat (i64 32)
  %t165 = trunc <16 x i64> %t169 to <16 x i32>
  %t170 = xor <16 x i32> %t165, %t155
  %t171 = insertelement <1 x i32> poison, i32 %t73, i64 0
  %t172 = shufflevector <1 x i32> %t171, <1 x i32> poison, <16 x i32> zeroinitializer
  %t173 = xor <16 x i32> %t170, %t172
  %t174 = mul <16 x i32> splat (i32 -845247145), %t153
  %t175 = mul <16 x i32> splat (i32 -766435501), %t144
  %t177 = zext <16 x i32> splat (i32 -845247145) to <16 x i64>
  %t178 = zext <16 x i32> %t173 to <16 x i64>
  %t179 = mul <16 x i64> %t177, %t178
  %t180 = lshr <16 x i64> %t179, splat (i64 32)
  %t176 = trunc <16 x i64> %t180 to <16 x i32>
  %t181 = xor <16 x i32> %t176, %t174
  %t182 = insertelement <1 x i32> poison, i32 %t74, i64 0
  %t183 = shufflevector <1 x i32> %t182, <1 x i32> poison, <16 x i32> zeroinitializer
  %t184 = xor <16 x i32> %t181, %t183
  %t186 = zext <16 x i32> splat (i32 -766435501) to <16 x i64>
  %t187 = zext <16 x i32> %t164 to <16 x i64>
  %t188 = mul <16 x i64> %t186, %t187
  %t189 = lshr <16 x i64> %t188, splat (i64 32)
  %t185 = trunc <16 x i64> %t189 to <16 x i32>
  %t190 = xor <16 x i32> %t185, %t175
  %t191 = insertelement <1 x i32> poison, i32 %t75, i64 0
  %t192 = shufflevector <1 x i32> %t191, <1 x i32> poison, <16 x i32> zeroinitializer
  %t193 = xor <16 x i32> %t190, %t192
  %t194 = mul <16 x i32> splat (i32 -845247145), %t173
  %t195 = mul <16 x i32> splat (i32 -766435501), %t164
  %t197 = zext <16 x i32> splat (i32 -845247145) to <16 x i64>
  %t198 = zext <16 x i32> %t193 to <16 x i64>
  %t199 = mul <16 x i64> %t197, %t198
  %t200 = lshr <16 x i64> %t199, splat (i64 32)
  %t196 = trunc <16 x i64> %t200 to <16 x i32>
  %t201 = xor <16 x i32> %t196, %t194
  %t202 = insertelement <1 x i32> poison, i32 %t76, i64 0
  %t203 = shufflevector <1 x i32> %t202, <1 x i32> poison, <16 x i32> zeroinitializer
  %t204 = xor <16 x i32> %t201, %t203
  %t206 = zext <16 x i32> splat (i32 -766435501) to <16 x i64>
  %t207 = zext <16 x i32> %t184 to <16 x i64>
  %t208 = mul <16 x i64> %t206, %t207
  %t209 = lshr <16 x i64> %t208, splat (i64 32)
  %t205 = trunc <16 x i64> %t209 to <16 x i32>
  %t210 = xor <16 x i32> %t205, %t195
  %t211 = insertelement <1 x i32> poison, i32 %t77, i64 0
  %t212 = shufflevector <1 x i32> %t211, <1 x i32> poison, <16 x i32> zeroinitializer
  %t213 = xor <16 x i32> %t210, %t212
  %t214 = mul <16 x i32> splat (i32 -845247145), %t193
  %t215 = mul <16 x i32> splat (i32 -766435501), %t184
  %t217 = zext <16 x i32> splat (i32 -845247145) to <16 x i64>
  %t218 = zext <16 x i32> %t213 to <16 x i64>
  %t219 = mul <16 x i64> %t217, %t218
  %t220 = lshr <16 x i64> %t219, splat (i64 32)
  %t216 = trunc <16 x i64> %t220 to <16 x i32>
  %t221 = xor <16 x i32> %t216, %t214
  %t222 = insertelement <1 x i32> poison, i32 %t78, i64 0
  %t223 = shufflevector <1 x i32> %t222, <1 x i32> poison, <16 x i32> zeroinitializer
  %t224 = xor <16 x i32> %t221, %t223
  %t226 = zext <16 x i32> splat (i32 -766435501) to <16 x i64>
  %t227 = zext <16 x i32> %t204 to <16 x i64>
  %t228 = mul <16 x i64> %t226, %t227
  %t229 = lshr <16 x i64> %t228, splat (i64 32)
  %t225 = trunc <16 x i64> %t229 to <16 x i32>
  %t230 = xor <16 x i32> %t225, %t215
  %t231 = insertelement <1 x i32> poison, i32 %t79, i64 0
  %t232 = shufflevector <1 x i32> %t231, <1 x i32> poison, <16 x i32> zeroinitializer
  %t233 = xor <16 x i32> %t230, %t232
  %t234 = mul <16 x i32> splat (i32 -766435501), %t204
  %t236 = zext <16 x i32> splat (i32 -766435501) to <16 x i64>
  %t237 = zext <16 x i32> %t224 to <16 x i64>
  %t238 = mul <16 x i64> %t236, %t237
  %t239 = lshr <16 x i64> %t238, splat (i64 32)
  %t235 = trunc <16 x i64> %t239 to <16 x i32>
  %t240 = xor <16 x i32> %t235, %t234
  %t241 = insertelement <1 x i32> poison, i32 %t81, i64 0
  %t242 = shufflevector <1 x i32> %t241, <1 x i32> poison, <16 x i32> zeroinitializer
  %t243 = xor <16 x i32> %t240, %t242
  %t244 = mul <16 x i32> splat (i32 -845247145), %t233
  %t246 = zext <16 x i32> splat (i32 -845247145) to <16 x i64>
  %t247 = zext <16 x i32> %t243 to <16 x i64>
  %t248 = mul <16 x i64> %t246, %t247
  %t249 = lshr <16 x i64> %t248, splat (i64 32)
  %t245 = trunc <16 x i64> %t249 to <16 x i32>
  %t250 = xor <16 x i32> %t245, %t244
  %t251 = insertelement <1 x i32> poison, i32 %t82, i64 0
  %t252 = shufflevector <1 x i32> %t251, <1 x i32> poison, <16 x i32> zeroinitializer
  %t253 = xor <16 x i32> %t250, %t252
  %t254 = icmp slt <16 x i32> %t253, splat (i32 0)
  %t255 = sub <16 x i32> splat (i32 0), %t253
  %t256 = sub <16 x i32> %t255, splat (i32 1)
  %t257 = select <16 x i1> %t254, <16 x i32> %t256, <16 x i32> %t253
  %t259 = sitofp <16 x i32> %t257 to <16 x float>
  %t260 = fmul <16 x float> %t259, splat (float 0x3DFFFFFFE0000000)
  %t261 = insertelement <1 x float> poison, float %arg3, i64 0
  %t262 = shufflevector <1 x float> %t261, <1 x float> poison, <16 x i32> zeroinitializer
  %t263 = fcmp ogt <16 x float> %t260, %t262
  %t264 = insertelement <1 x ptr> poison, ptr %arg1, i64 0
  %t265 = shufflevector <1 x ptr> %t264, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t267 = sext <16 x i32> %t108 to <16 x i64>
  %t266 = getelementptr float, <16 x ptr> %t265, <16 x i64> %t267
  %t268 = zext <16 x i1> %t263 to <16 x i8>
  %t269 = getelementptr i8, ptr %a11, i64 %t83
  store <16 x i8> %t268, ptr %t269, align 1
  %t270 = getelementptr ptr, ptr %a12, i64 %t83
  store <16 x ptr> %t266, ptr %t270, align 8
  %t271 = add i64 %t83, 16
  store i64 %t271, ptr %a13
  br label %head7
done9:
  %t272 = fsub float 0x3FF0000000000000, %arg3
  store i64 0, ptr %a14
  br label %head10
head10:
  %t273 = load i64, ptr %a14
  %t274 = icmp slt i64 %t273, 64
  br i1 %t274, label %body11, label %done12
body11:
  %t275 = insertelement <1 x float> poison, float %t272, i64 0
  %t276 = shufflevector <1 x float> %t275, <1 x float> poison, <16 x i32> zeroinitializer
  %t277 = getelementptr float, ptr %a2, i64 %t273
  %t278 = load <16 x float>, ptr %t277, align 4
  %t279 = fdiv <16 x float> splat (float 0x3FF0000000000000), %t276
  %t280 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %t276)
  %t281 = fcmp oge <16 x float> %t280, splat (float 0x3870000000000000)
  %t282 = fcmp ole <16 x float> %t280, splat (float 0x4770000000000000)
  %t283 = and <16 x i1> %t281, %t282
  %t284 = fmul <16 x float> %t280, splat (float 0x3870000000000000)
  %t285 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> splat (float 0x39F0000000000000), <16 x float> %t284)
  %t286 = select <16 x i1> %t283, <16 x float> %t285, <16 x float> splat (float 0x7FF0000000000000)
  %t287 = fmul <16 x float> %t280, splat (float 0x4770000000000000)
  %t288 = call <16 x float> @llvm.minnum.v16f32(<16 x float> splat (float 0x4770000000000000), <16 x float> %t287)
  %t289 = fmul <16 x float> %t278, %t279
  %t290 = fneg <16 x float> %t289
  %t291 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t290, <16 x float> %t276, <16 x float> %t278)
  %t292 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t291, <16 x float> %t279, <16 x float> %t289)
  %t293 = fcmp oeq <16 x float> %t278, splat (float 0x0000000000000000)
  %t294 = select <16 x i1> %t293, <16 x float> %t289, <16 x float> %t292
  %t295 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %t278)
  %t296 = fcmp oge <16 x float> %t295, %t286
  %t297 = fcmp ole <16 x float> %t295, %t288
  %t298 = and <16 x i1> %t296, %t297
  %t299 = or <16 x i1> %t298, %t293
  %t300 = and <16 x i1> %t299, %t283
  %t301 = call i1 @llvm.vector.reduce.and.v16i1(<16 x i1> %t300)
  br label %div13
div13:
  br i1 %t301, label %div_done15, label %div_exact14
div_exact14:
  %t302 = fdiv <16 x float> %t278, %t276
  br label %div_done15
div_done15:
  %t303 = phi <16 x float> [ %t294, %div13 ], [ %t302, %div_exact14 ]
  %t304 = getelementptr i8, ptr %a11, i64 %t273
  %t305 = load <16 x i8>, ptr %t304, align 1
  %t306 = trunc <16 x i8> %t305 to <16 x i1>
  %t307 = select <16 x i1> %t306, <16 x float> %t303, <16 x float> splat (float 0x0000000000000000)
  %t308 = insertelement <1 x ptr> poison, ptr %arg1, i64 0
  %t309 = shufflevector <1 x ptr> %t308, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t310 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t311 = shufflevector <1 x i32> %t310, <1 x i32> poison, <16 x i32> zeroinitializer
  %t312 = trunc i64 %t273 to i32
  %t313 = insertelement <1 x i32> poison, i32 %t312, i64 0
  %t314 = shufflevector <1 x i32> %t313, <1 x i32> poison, <16 x i32> zeroinitializer
  %t315 = add <16 x i32> %t314, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t316 = add <16 x i32> %t311, %t315
  %t318 = sext <16 x i32> %t316 to <16 x i64>
  %t317 = getelementptr float, <16 x ptr> %t309, <16 x i64> %t318
  %t319 = insertelement <1 x i32> poison, i32 %arg2, i64 0
  %t320 = shufflevector <1 x i32> %t319, <1 x i32> poison, <16 x i32> zeroinitializer
  %t321 = icmp slt <16 x i32> %t316, %t320
  %t322 = extractelement <16 x ptr> %t317, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t307, ptr align 4 %t322, <16 x i1> %t321)
  %t323 = add i64 %t273, 16
  store i64 %t323, ptr %a14
  br label %head10
done12:
  ret void
}

define internal i64 @dropout_kernel.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
entry:
  %nxy = mul i32 %nx, %ny
  br label %take
take:
  %ran = phi i64 [ 0, %entry ], [ %ran1, %prog ]
  %start = atomicrmw add ptr %counter, i64 %chunk monotonic
  %more = icmp slt i64 %start, %total
  br i1 %more, label %run, label %exit
run:
  %ran1 = add i64 %ran, 1
  %end0 = add i64 %start, %chunk
  %short = icmp slt i64 %end0, %total
  %end = select i1 %short, i64 %end0, i64 %total
  br label %prog
prog:
  %p = phi i64 [ %start, %run ], [ %p1, %prog ]
  %p32 = trunc i64 %p to i32
  %x = urem i32 %p32, %nx
  %yz = udiv i32 %p32, %nx
  %y = urem i32 %yz, %ny
  %z = udiv i32 %p32, %nxy
  call void @dropout_kernel.program(ptr %args, i32 %x, i32 %y, i32 %z, i32 %nx, i32 %ny, i32 %nz, ptr %rt)
  %p1 = add i64 %p, 1
  %again = icmp slt i64 %p1, %end
  br i1 %again, label %prog, label %take
exit:
  ret i64 %ran
}

define void @dropout_kernel_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
entry:
  %ran = call i64 @dropout_kernel.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt)
  ret void
}

define void @dropout_kernel_omp(ptr %job) {
entry:
  %total.p = getelementptr i8, ptr %job, i64 8
  %total = load i64, ptr %total.p
  %chunk.p = getelementptr i8, ptr %job, i64 16
  %chunk = load i64, ptr %chunk.p
  %rt.p = getelementptr i8, ptr %job, i64 24
  %rt = load ptr, ptr %rt.p
  %nx.p = getelementptr i8, ptr %job, i64 32
  %nx = load i32, ptr %nx.p
  %ny.p = getelementptr i8, ptr %job, i64 36
  %ny = load i32, ptr %ny.p
  %nz.p = getelementptr i8, ptr %job, i64 40
  %nz = load i32, ptr %nz.p
  %args = getelementptr i8, ptr %job, i64 48
  %ran = call i64 @dropout_kernel.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %job, i64 %total, i64 %chunk, ptr %rt)
  %worked = icmp ne i64 %ran, 0
  br i1 %worked, label %count, label %done
count:
  ; the job's threads that ran programs (the driver reads it: a team where only one thread found
  ; work cost a wait at libgomp's barrier and did nothing one thread would not have done alone)
  %workers.p = getelementptr i8, ptr %job, i64 44
  %old = atomicrmw add ptr %workers.p, i32 1 monotonic
  br label %done
done:
  ret void
}