; tritium CPU kernel dropout_kernel
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.fabs.v16f32(<16 x float>)
declare <16 x float> @llvm.maxnum.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.minnum.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare i1 @llvm.vector.reduce.and.v16i1(<16 x i1>)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define internal void @dropout_kernel.program(ptr noalias %args, i32 %pid0, i32 %pid1, i32 %pid2, i32 %np0, i32 %np1, i32 %np2, ptr %rt) "no-builtin-memcpy" {
entry:
  %a0 = alloca i32, i64 64, align 64
  %a1 = alloca i8, i64 64, align 64
  %a2 = alloca float, i64 64, align 64
  %a3 = alloca i32, i64 64, align 64
  %a4 = alloca i64, i64 1, align 16
  %a5 = alloca i64, i64 1, align 16
  %a6 = alloca i32, i64 64, align 64
  %a7 = alloca i32, i64 64, align 64
  %a8 = alloca i32, i64 64, align 64
  %a9 = alloca i32, i64 64, align 64
  %a10 = alloca i32, i64 64, align 64
  %a11 = alloca i64, i64 1, align 16
  %a12 = alloca i8, i64 64, align 64
  %a13 = alloca ptr, i64 64, align 64
  %a14 = alloca i64, i64 1, align 16
  %a15 = alloca i64, i64 1, align 16
  %a16 = alloca i64, i64 1, align 16
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
  %t2 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t3 = shufflevector <1 x i32> %t2, <1 x i32> poison, <1 x i32> zeroinitializer
  %t4 = trunc i64 0 to i32
  %t5 = insertelement <1 x i32> poison, i32 %t4, i64 0
  %t6 = shufflevector <1 x i32> %t5, <1 x i32> poison, <1 x i32> zeroinitializer
  %t7 = add <1 x i32> %t6, <i32 0>
  %t8 = add <1 x i32> %t3, %t7
  %t9 = extractelement <1 x i32> %t8, i64 0
  %t10 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t11 = shufflevector <1 x i32> %t10, <1 x i32> poison, <1 x i32> zeroinitializer
  %t12 = trunc i64 63 to i32
  %t13 = insertelement <1 x i32> poison, i32 %t12, i64 0
  %t14 = shufflevector <1 x i32> %t13, <1 x i32> poison, <1 x i32> zeroinitializer
  %t15 = add <1 x i32> %t14, <i32 0>
  %t16 = add <1 x i32> %t11, %t15
  %t17 = extractelement <1 x i32> %t16, i64 0
  %t18 = icmp sle i32 %t9, %t17
  %t19 = icmp slt i32 %t17, %arg2
  %t20 = and i1 %t18, %t19
  br i1 %t20, label %in_bounds2, label %masked3
in_bounds2:
  store i64 0, ptr %a4
  br label %head4
head4:
  %t21 = load i64, ptr %a4
  %t22 = icmp slt i64 %t21, 64
  br i1 %t22, label %body5, label %done6
body5:
  %t23 = trunc i64 %t21 to i32
  %t24 = insertelement <1 x i32> poison, i32 %t23, i64 0
  %t25 = shufflevector <1 x i32> %t24, <1 x i32> poison, <16 x i32> zeroinitializer
  %t26 = add <16 x i32> %t25, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t27 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t28 = shufflevector <1 x i32> %t27, <1 x i32> poison, <16 x i32> zeroinitializer
  %t29 = add <16 x i32> %t28, %t26
  %t30 = insertelement <1 x i32> poison, i32 %arg2, i64 0
  %t31 = shufflevector <1 x i32> %t30, <1 x i32> poison, <16 x i32> zeroinitializer
  %t32 = icmp slt <16 x i32> %t29, %t31
  %t33 = insertelement <1 x ptr> poison, ptr %arg0, i64 0
  %t34 = shufflevector <1 x ptr> %t33, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t36 = sext <16 x i32> %t29 to <16 x i64>
  %t35 = getelementptr float, <16 x ptr> %t34, <16 x i64> %t36
  %t38 = extractelement <16 x ptr> %t35, i64 0
  %t37 = load <16 x float>, ptr %t38, align 4
  %t39 = getelementptr i32, ptr %a0, i64 %t21
  store <16 x i32> %t29, ptr %t39, align 4
  %t40 = zext <16 x i1> %t32 to <16 x i8>
  %t41 = getelementptr i8, ptr %a1, i64 %t21
  store <16 x i8> %t40, ptr %t41, align 1
  %t42 = getelementptr float, ptr %a2, i64 %t21
  store <16 x float> %t37, ptr %t42, align 4
  %t43 = getelementptr i32, ptr %a3, i64 %t21
  store <16 x i32> splat (i32 0), ptr %t43, align 4
  %t44 = add i64 %t21, 16
  store i64 %t44, ptr %a4
  br label %head4
done6:
  br label %versions_done1
masked3:
  store i64 0, ptr %a5
  br label %head7
head7:
  %t45 = load i64, ptr %a5
  %t46 = icmp slt i64 %t45, 64
  br i1 %t46, label %body8, label %done9
body8:
  %t47 = trunc i64 %t45 to i32
  %t48 = insertelement <1 x i32> poison, i32 %t47, i64 0
  %t49 = shufflevector <1 x i32> %t48, <1 x i32> poison, <16 x i32> zeroinitializer
  %t50 = add <16 x i32> %t49, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t51 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t52 = shufflevector <1 x i32> %t51, <1 x i32> poison, <16 x i32> zeroinitializer
  %t53 = add <16 x i32> %t52, %t50
  %t54 = insertelement <1 x i32> poison, i32 %arg2, i64 0
  %t55 = shufflevector <1 x i32> %t54, <1 x i32> poison, <16 x i32> zeroinitializer
  %t56 = icmp slt <16 x i32> %t53, %t55
  %t57 = insertelement <1 x ptr> poison, ptr %arg0, i64 0
  %t58 = shufflevector <1 x ptr> %t57, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t60 = sext <16 x i32> %t53 to <16 x i64>
  %t59 = getelementptr float, <16 x ptr> %t58, <16 x i64> %t60
  %t62 = extractelement <16 x ptr> %t59, i64 0
  %t63 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t62, <16 x i1> %t56, <16 x float> zeroinitializer)
  %t64 = getelementptr i32, ptr %a0, i64 %t45
  store <16 x i32> %t53, ptr %t64, align 4
  %t65 = zext <16 x i1> %t56 to <16 x i8>
  %t66 = getelementptr i8, ptr %a1, i64 %t45
  store <16 x i8> %t65, ptr %t66, align 1
  %t67 = getelementptr float, ptr %a2, i64 %t45
  store <16 x float> %t63, ptr %t67, align 4
  %t68 = getelementptr i32, ptr %a3, i64 %t45
  store <16 x i32> splat (i32 0), ptr %t68, align 4
  %t69 = add i64 %t45, 16
  store i64 %t69, ptr %a5
  br label %head7
done9:
  br label %versions_done1
versions_done1:
  %t71 = sext i32 %arg4 to i64
  %t73 = icmp uge i64 32, 64
  %t74 = select i1 %t73, i64 0, i64 32
  %t75 = lshr i64 %t71, %t74
  %t76 = select i1 %t73, i64 0, i64 %t75
  %t77 = and i64 %t76, 4294967295
  %t79 = trunc i64 %t77 to i32
  %t80 = and i64 %t71, 4294967295
  %t82 = trunc i64 %t80 to i32
  store i64 0, ptr %a11
  br label %head10
head10:
  %t83 = load i64, ptr %a11
  %t84 = icmp slt i64 %t83, 64
  br i1 %t84, label %body11, label %done12
body11:
  %t85 = insertelement <1 x i32> poison, i32 %t82, i64 0
  %t86 = shufflevector <1 x i32> %t85, <1 x i32> poison, <16 x i32> zeroinitializer
  %t87 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t88 = shufflevector <1 x i32> %t87, <1 x i32> poison, <16 x i32> zeroinitializer
  %t89 = trunc i64 %t83 to i32
  %t90 = insertelement <1 x i32> poison, i32 %t89, i64 0
  %t91 = shufflevector <1 x i32> %t90, <1 x i32> poison, <16 x i32> zeroinitializer
  %t92 = add <16 x i32> %t91, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t93 = add <16 x i32> %t88, %t92
  %t95 = zext <16 x i32> splat (i32 -766435501) to <16 x i64>
  %t96 = zext <16 x i32> %t93 to <16 x i64>
  %t97 = mul <16 x i64> %t95, %t96
  %t98 = lshr <16 x i64> %t97, splat (i64 32)
  %t94 = trunc <16 x i64> %t98 to <16 x i32>
  %t99 = insertelement <1 x i32> poison, i32 %t79, i64 0
  %t100 = shufflevector <1 x i32> %t99, <1 x i32> poison, <16 x i32> zeroinitializer
  %t101 = xor <16 x i32> %t94, %t100
  %t102 = mul <16 x i32> splat (i32 -766435501), %t93
  %t103 = getelementptr i32, ptr %a6, i64 %t83
  store <16 x i32> splat (i32 -845247145), ptr %t103, align 4
  %t104 = getelementptr i32, ptr %a7, i64 %t83
  store <16 x i32> %t86, ptr %t104, align 4
  %t105 = getelementptr i32, ptr %a8, i64 %t83
  store <16 x i32> splat (i32 -766435501), ptr %t105, align 4
  %t106 = getelementptr i32, ptr %a9, i64 %t83
  store <16 x i32> %t101, ptr %t106, align 4
  %t107 = getelementptr i32, ptr %a10, i64 %t83
  store <16 x i32> %t102, ptr %t107, align 4
  %t108 = add i64 %t83, 16
  store i64 %t108, ptr %a11
  br label %head10
done12:
  %t109 = add i32 %t82, -1640531527
  %t110 = add i32 %t79, -1150833019
  %t111 = add i32 %t109, -1640531527
  %t112 = add i32 %t110, -1150833019
  %t113 = add i32 %t111, -1640531527
  %t114 = add i32 %t112, -1150833019
  %t115 = add i32 %t113, -1640531527
  %t116 = add i32 %t114, -1150833019
  %t117 = add i32 %t115, -1640531527
  %t118 = add i32 %t116, -1150833019
  %t119 = add i32 %t117, -1640531527
  %t120 = add i32 %t118, -1150833019
  %t121 = add i32 %t119, -1640531527
  %t122 = add i32 %t120, -1150833019
  %t123 = add i32 %t121, -1640531527
  %t124 = add i32 %t122, -1150833019
  %t125 = add i32 %t123, -1640531527
  store i64 0, ptr %a14
  br label %head13
head13:
  %t126 = load i64, ptr %a14
  %t127 = icmp slt i64 %t126, 64
  br i1 %t127, label %body14, label %done15
body14:
  %t128 = getelementptr i32, ptr %a9, i64 %t126
  %t129 = load <16 x i32>, ptr %t128, align 4
  %t131 = zext <16 x i32> splat (i32 -845247145) to <16 x i64>
  %t132 = zext <16 x i32> %t129 to <16 x i64>
  %t133 = mul <16 x i64> %t131, %t132
  %t134 = lshr <16 x i64> %t133, splat (i64 32)
  %t130 = trunc <16 x i64> %t134 to <16 x i32>
  %t135 = insertelement <1 x i32> poison, i32 %t109, i64 0
  %t136 = shufflevector <1 x i32> %t135, <1 x i32> poison, <16 x i32> zeroinitializer
  %t137 = xor <16 x i32> %t130, %t136
  %t138 = insertelement <1 x i32> poison, i32 %t82, i64 0
  %t139 = shufflevector <1 x i32> %t138, <1 x i32> poison, <16 x i32> zeroinitializer
  %t141 = zext <16 x i32> splat (i32 -766435501) to <16 x i64>
  %t142 = zext <16 x i32> %t139 to <16 x i64>
  %t143 = mul <16 x i64> %t141, %t142
  %t144 = lshr <16 x i64> %t143, splat (i64 32)
  %t140 = trunc <16 x i64> %t144 to <16 x i32>
  %t145 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t146 = shufflevector <1 x i32> %t145, <1 x i32> poison, <16 x i32> zeroinitializer
  %t147 = trunc i64 %t126 to i32
  %t148 = insertelement <1 x i32> poison, i32 %t147, i64 0
  %t149 = shufflevector <1 x i32> %t148, <1 x i32> poison, <16 x i32> zeroinitializer
  %t150 = add <16 x i32> %t149, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t151 = add <16 x i32> %t146, %t150
  %t152 = mul <16 x i32> splat (i32 -766435501), %t151
  %t153 = xor <16 x i32> %t140, %t152
  %t154 = insertelement <1 x i32> poison, i32 %t110, i64 0
  %t155 = shufflevector <1 x i32> %t154, <1 x i32> poison, <16 x i32> zeroinitializer
  %t156 = xor <16 x i32> %t153, %t155
  %t157 = mul <16 x i32> splat (i32 -845247145), %t129
  %t158 = mul <16 x i32> splat (i32 -766435501), %t139
  %t160 = zext <16 x i32> splat (i32 -845247145) to <16 x i64>
  %t161 = zext <16 x i32> %t156 to <16 x i64>
  %t162 = mul <16 x i64> %t160, %t161
  %t163 = lshr <16 x i64> %t162, splat (i64 32)
  %t159 = trunc <16 x i64> %t163 to <16 x i32>
  %t164 = xor <16 x i32> %t159, %t157
  %t165 = insertelement <1 x i32> poison, i32 %t111, i64 0
  %t166 = shufflevector <1 x i32> %t165, <1 x i32> poison, <16 x i32> zeroinitializer
  %t167 = xor <16 x i32> %t164, %t166
  %t169 = zext <16 x i32> splat (i32 -766435501) to <16 x i64>
  %t170 = zext <16 x i32> %t137 to <16 x i64>
  %t171 = mul <16 x i64> %t169, %t170
  %t172 = lshr <16 x i64> %t171, splat (i64 32)
  %t168 = trunc <16 x i64> %t172 to <16 x i32>
  %t173 = xor <16 x i32> %t168, %t158
  %t174 = insertelement <1 x i32> poison, i32 %t112, i64 0
  %t175 = shufflevector <1 x i32> %t174, <1 x i32> poison, <16 x i32> zeroinitializer
  %t176 = xor <16 x i32> %t173, %t175
  %t177 = mul <16 x i32> splat (i32 -845247145), %t156
  %t178 = mul <16 x i32> splat (i32 -766435501), %t137
  %t180 = zext <16 x i32> splat (i32 -845247145) to <16 x i64>
  %t181 = zext <16 x i32> %t176 to <16 x i64>
  %t182 = mul <16 x i64> %t180, %t181
  %t183 = lshr <16 x i64> %t182, splat (i64 32)
  %t179 = trunc <16 x i64> %t183 to <16 x i32>
  %t184 = xor <16 x i32> %t179, %t177
  %t185 = insertelement <1 x i32> poison, i32 %t113, i64 0
  %t186 = shufflevector <1 x i32> %t185, <1 x i32> poison, <16 x i32> zeroinitializer
  %t187 = xor <16 x i32> %t184, %t186
  %t189 = zext <16 x i32> splat (i32 -766435501) to <16 x i64>
  %t190 = zext <16 x i32> %t167 to <16 x i64>
  %t191 = mul <16 x i64> %t189, %t190
  %t192 = lshr <16 x i64> %t191, splat (i64 32)
  %t188 = trunc <16 x i64> %t192 to <16 x i32>
  %t193 = xor <16 x i32> %t188, %t178
  %t194 = insertelement <1 x i32> poison, i32 %t114, i64 0
  %t195 = shufflevector <1 x i32> %t194, <1 x i32> poison, <16 x i32> zeroinitializer
  %t196 = xor <16 x i32> %t193, %t195
  %t197 = mul <16 x i32> splat (i32 -845247145), %t176
  %t198 = mul <16 x i32> splat (i32 -766435501), %t167
  %t200 = zext <16 x i32> splat (i32 -845247145) to <16 x i64>
  %t201 = zext <16 x i32> %t196 to <16 x i64>
  %t202 = mul <16 x i64> %t200, %t201
  %t203 = lshr <16 x i64> %t202, splat (i64 32)
  %t199 = trunc <16 x i64> %t203 to <16 x i32>
  %t204 = xor <16 x i32> %t199, %t197
  %t205 = insertelement <1 x i32> poison, i32 %t115, i64 0
  %t206 = shufflevector <1 x i32> %t205, <1 x i32> poison, <16 x i32> zeroinitializer
  %t207 = xor <16 x i32> %t204, %t206
  %t209 = zext <16 x i32> splat (i32 -766435501) to <16 x i64>
  %t210 = zext <16 x i32> %t187 to <16 x i64>
  %t211 = mul <16 x i64> %t209, %t210
  %t212 = lshr <16 x i64> %t211, splat (i64 32)
  %t208 = trunc <16 x i64> %t212 to <16 x i32>
  %t213 = xor <16 x i32> %t208, %t198
  %t214 = insertelement <1 x i32> poison, i32 %t116, i64 0
  %t215 = shufflevector <1 x i32> %t214, <1 x i32> poison, <16 x i32> zeroinitializer
  %t216 = xor <16 x i32> %t213, %t215
  %t217 = mul <16 x i32> splat (i32 -845247145), %t196
  %t218 = mul <16 x i32> splat (i32 -766435501), %t187
  %t220 = zext <16 x i32> splat (i32 -845247145) to <16 x i64>
  %t221 = zext <16 x i32> %t216 to <16 x i64>
  %t222 = mul <16 x i64> %t220, %t221
  %t223 = lshr <16 x i64> %t222, splat (i64 32)
  %t219 = trunc <16 x i64> %t223 to <16 x i32>
  %t224 = xor <16 x i32> %t219, %t217
  %t225 = insertelement <1 x i32> poison, i32 %t117, i64 0
  %t226 = shufflevector <1 x i32> %t225, <1 x i32> poison, <16 x i32> zeroinitializer
  %t227 = xor <16 x i32> %t224, %t226
  %t229 = zext <16 x i32> splat (i32 -766435501) to <16 x i64>
  %t230 = zext <16 x i32> %t207 to <16 x i64>
  %t231 = mul <16 x i64> %t229, %t230
  %t232 = lshr <16 x i64> %t231, splat (i64 32)
  %t228 = trunc <16 x i64> %t232 to <16 x i32>
  %t233 = xor <16 x i32> %t228, %t218
  %t234 = insertelement <1 x i32> poison, i32 %t118, i64 0
  %t235 = shufflevector <1 x i32> %t234, <1 x i32> poison, <16 x i32> zeroinitializer
  %t236 = xor <16 x i32> %t233, %t235
  %t237 = mul <16 x i32> splat (i32 -845247145), %t216
  %t238 = mul <16 x i32> splat (i32 -766435501), %t207
  %t240 = zext <16 x i32> splat (i32 -845247145) to <16 x i64>
  %t241 = zext <16 x i32> %t236 to <16 x i64>
  %t242 = mul <16 x i64> %t240, %t241
  %t243 = lshr <16 x i64> %t242, splat (i64 32)
  %t239 = trunc <16 x i64> %t243 to <16 x i32>
  %t244 = xor <16 x i32> %t239, %t237
  %t245 = insertelement <1 x i32> poison, i32 %t119, i64 0
  %t246 = shufflevector <1 x i32> %t245, <1 x i32> poison, <16 x i32> zeroinitializer
  %t247 = xor <16 x i32> %t244, %t246
  %t249 = zext <16 x i32> splat (i32 -766435501) to <16 x i64>
  %t250 = zext <16 x i32> %t227 to <16 x i64>
  %t251 = mul <16 x i64> %t249, %t250
  %t252 = lshr <16 x i64> %t251, splat (i64 32)
  %t248 = trunc <16 x i64> %t252 to <16 x i32>
  %t253 = xor <16 x i32> %t248, %t238
  %t254 = insertelement <1 x i32> poison, i32 %t120, i64 0
  %t255 = shufflevector <1 x i32> %t254, <1 x i32> poison, <16 x i32> zeroinitializer
  %t256 = xor <16 x i32> %t253, %t255
  %t257 = mul <16 x i32> splat (i32 -845247145), %t236
  %t258 = mul <16 x i32> splat (i32 -766435501), %t227
  %t260 = zext <16 x i32> splat (i32 -845247145) to <16 x i64>
  %t261 = zext <16 x i32> %t256 to <16 x i64>
  %t262 = mul <16 x i64> %t260, %t261
  %t263 = lshr <16 x i64> %t262, splat (i64 32)
  %t259 = trunc <16 x i64> %t263 to <16 x i32>
  %t264 = xor <16 x i32> %t259, %t257
  %t265 = insertelement <1 x i32> poison, i32 %t121, i64 0
  %t266 = shufflevector <1 x i32> %t265, <1 x i32> poison, <16 x i32> zeroinitializer
  %t267 = xor <16 x i32> %t264, %t266
  %t269 = zext <16 x i32> splat (i32 -766435501) to <16 x i64>
  %t270 = zext <16 x i32> %t247 to <16 x i64>
  %t271 = mul <16 x i64> %t269, %t270
  %t272 = lshr <16 x i64> %t271, splat (i64 32)
  %t268 = trunc <16 x i64> %t272 to <16 x i32>
  %t273 = xor <16 x i32> %t268, %t258
  %t274 = insertelement <1 x i32> poison, i32 %t122, i64 0
  %t275 = shufflevector <1 x i32> %t274, <1 x i32> poison, <16 x i32> zeroinitializer
  %t276 = xor <16 x i32> %t273, %t275
  %t277 = mul <16 x i32> splat (i32 -766435501), %t247
  %t279 = zext <16 x i32> splat (i32 -766435501) to <16 x i64>
  %t280 = zext <16 x i32> %t267 to <16 x i64>
  %t281 = mul <16 x i64> %t279, %t280
  %t282 = lshr <16 x i64> %t281, splat (i64 32)
  %t278 = trunc <16 x i64> %t282 to <16 x i32>
  %t283 = xor <16 x i32> %t278, %t277
  %t284 = insertelement <1 x i32> poison, i32 %t124, i64 0
  %t285 = shufflevector <1 x i32> %t284, <1 x i32> poison, <16 x i32> zeroinitializer
  %t286 = xor <16 x i32> %t283, %t285
  %t287 = mul <16 x i32> splat (i32 -845247145), %t276
  %t289 = zext <16 x i32> splat (i32 -845247145) to <16 x i64>
  %t290 = zext <16 x i32> %t286 to <16 x i64>
  %t291 = mul <16 x i64> %t289, %t290
  %t292 = lshr <16 x i64> %t291, splat (i64 32)
  %t288 = trunc <16 x i64> %t292 to <16 x i32>
  %t293 = xor <16 x i32> %t288, %t287
  %t294 = insertelement <1 x i32> poison, i32 %t125, i64 0
  %t295 = shufflevector <1 x i32> %t294, <1 x i32> poison, <16 x i32> zeroinitializer
  %t296 = xor <16 x i32> %t293, %t295
  %t297 = icmp slt <16 x i32> %t296, splat (i32 0)
  %t298 = sub <16 x i32> splat (i32 0), %t296
  %t299 = sub <16 x i32> %t298, splat (i32 1)
  %t300 = select <16 x i1> %t297, <16 x i32> %t299, <16 x i32> %t296
  %t302 = sitofp <16 x i32> %t300 to <16 x float>
  %t303 = fmul <16 x float> %t302, splat (float 0x3DFFFFFFE0000000)
  %t304 = insertelement <1 x float> poison, float %arg3, i64 0
  %t305 = shufflevector <1 x float> %t304, <1 x float> poison, <16 x i32> zeroinitializer
  %t306 = fcmp ogt <16 x float> %t303, %t305
  %t307 = insertelement <1 x ptr> poison, ptr %arg1, i64 0
  %t308 = shufflevector <1 x ptr> %t307, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t310 = sext <16 x i32> %t151 to <16 x i64>
  %t309 = getelementptr float, <16 x ptr> %t308, <16 x i64> %t310
  %t311 = zext <16 x i1> %t306 to <16 x i8>
  %t312 = getelementptr i8, ptr %a12, i64 %t126
  store <16 x i8> %t311, ptr %t312, align 1
  %t313 = getelementptr ptr, ptr %a13, i64 %t126
  store <16 x ptr> %t309, ptr %t313, align 8
  %t314 = add i64 %t126, 16
  store i64 %t314, ptr %a14
  br label %head13
done15:
  %t315 = fsub float 0x3FF0000000000000, %arg3
  %t316 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t317 = shufflevector <1 x i32> %t316, <1 x i32> poison, <1 x i32> zeroinitializer
  %t318 = trunc i64 0 to i32
  %t319 = insertelement <1 x i32> poison, i32 %t318, i64 0
  %t320 = shufflevector <1 x i32> %t319, <1 x i32> poison, <1 x i32> zeroinitializer
  %t321 = add <1 x i32> %t320, <i32 0>
  %t322 = add <1 x i32> %t317, %t321
  %t323 = extractelement <1 x i32> %t322, i64 0
  %t324 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t325 = shufflevector <1 x i32> %t324, <1 x i32> poison, <1 x i32> zeroinitializer
  %t326 = trunc i64 63 to i32
  %t327 = insertelement <1 x i32> poison, i32 %t326, i64 0
  %t328 = shufflevector <1 x i32> %t327, <1 x i32> poison, <1 x i32> zeroinitializer
  %t329 = add <1 x i32> %t328, <i32 0>
  %t330 = add <1 x i32> %t325, %t329
  %t331 = extractelement <1 x i32> %t330, i64 0
  %t332 = icmp sle i32 %t323, %t331
  %t333 = icmp slt i32 %t331, %arg2
  %t334 = and i1 %t332, %t333
  br i1 %t334, label %in_bounds17, label %masked18
in_bounds17:
  store i64 0, ptr %a15
  br label %head19
head19:
  %t335 = load i64, ptr %a15
  %t336 = icmp slt i64 %t335, 64
  br i1 %t336, label %body20, label %done21
body20:
  %t337 = insertelement <1 x float> poison, float %t315, i64 0
  %t338 = shufflevector <1 x float> %t337, <1 x float> poison, <16 x i32> zeroinitializer
  %t339 = getelementptr float, ptr %a2, i64 %t335
  %t340 = load <16 x float>, ptr %t339, align 4
  %t341 = fdiv <16 x float> splat (float 0x3FF0000000000000), %t338
  %t342 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %t338)
  %t343 = fcmp oge <16 x float> %t342, splat (float 0x3870000000000000)
  %t344 = fcmp ole <16 x float> %t342, splat (float 0x4770000000000000)
  %t345 = and <16 x i1> %t343, %t344
  %t346 = fmul <16 x float> %t342, splat (float 0x3870000000000000)
  %t347 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> splat (float 0x39F0000000000000), <16 x float> %t346)
  %t348 = select <16 x i1> %t345, <16 x float> %t347, <16 x float> splat (float 0x7FF0000000000000)
  %t349 = fmul <16 x float> %t342, splat (float 0x4770000000000000)
  %t350 = call <16 x float> @llvm.minnum.v16f32(<16 x float> splat (float 0x4770000000000000), <16 x float> %t349)
  %t351 = fmul <16 x float> %t340, %t341
  %t352 = fneg <16 x float> %t351
  %t353 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t352, <16 x float> %t338, <16 x float> %t340)
  %t354 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t353, <16 x float> %t341, <16 x float> %t351)
  %t355 = fcmp oeq <16 x float> %t340, splat (float 0x0000000000000000)
  %t356 = select <16 x i1> %t355, <16 x float> %t351, <16 x float> %t354
  %t357 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %t340)
  %t358 = fcmp oge <16 x float> %t357, %t348
  %t359 = fcmp ole <16 x float> %t357, %t350
  %t360 = and <16 x i1> %t358, %t359
  %t361 = or <16 x i1> %t360, %t355
  %t362 = and <16 x i1> %t361, %t345
  %t363 = call i1 @llvm.vector.reduce.and.v16i1(<16 x i1> %t362)
  br label %div22
div22:
  br i1 %t363, label %div_done24, label %div_exact23
div_exact23:
  %t364 = fdiv <16 x float> %t340, %t338
  br label %div_done24
div_done24:
  %t365 = phi <16 x float> [ %t356, %div22 ], [ %t364, %div_exact23 ]
  %t366 = getelementptr i8, ptr %a12, i64 %t335
  %t367 = load <16 x i8>, ptr %t366, align 1
  %t368 = trunc <16 x i8> %t367 to <16 x i1>
  %t369 = select <16 x i1> %t368, <16 x float> %t365, <16 x float> splat (float 0x0000000000000000)
  %t370 = insertelement <1 x ptr> poison, ptr %arg1, i64 0
  %t371 = shufflevector <1 x ptr> %t370, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t372 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t373 = shufflevector <1 x i32> %t372, <1 x i32> poison, <16 x i32> zeroinitializer
  %t374 = trunc i64 %t335 to i32
  %t375 = insertelement <1 x i32> poison, i32 %t374, i64 0
  %t376 = shufflevector <1 x i32> %t375, <1 x i32> poison, <16 x i32> zeroinitializer
  %t377 = add <16 x i32> %t376, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t378 = add <16 x i32> %t373, %t377
  %t380 = sext <16 x i32> %t378 to <16 x i64>
  %t379 = getelementptr float, <16 x ptr> %t371, <16 x i64> %t380
  %t381 = insertelement <1 x i32> poison, i32 %arg2, i64 0
  %t382 = shufflevector <1 x i32> %t381, <1 x i32> poison, <16 x i32> zeroinitializer
  %t383 = icmp slt <16 x i32> %t378, %t382
  %t384 = extractelement <16 x ptr> %t379, i64 0
  store <16 x float> %t369, ptr %t384, align 4
  %t385 = add i64 %t335, 16
  store i64 %t385, ptr %a15
  br label %head19
done21:
  br label %versions_done16
masked18:
  store i64 0, ptr %a16
  br label %head25
head25:
  %t386 = load i64, ptr %a16
  %t387 = icmp slt i64 %t386, 64
  br i1 %t387, label %body26, label %done27
body26:
  %t388 = insertelement <1 x float> poison, float %t315, i64 0
  %t389 = shufflevector <1 x float> %t388, <1 x float> poison, <16 x i32> zeroinitializer
  %t390 = getelementptr float, ptr %a2, i64 %t386
  %t391 = load <16 x float>, ptr %t390, align 4
  %t392 = fdiv <16 x float> splat (float 0x3FF0000000000000), %t389
  %t393 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %t389)
  %t394 = fcmp oge <16 x float> %t393, splat (float 0x3870000000000000)
  %t395 = fcmp ole <16 x float> %t393, splat (float 0x4770000000000000)
  %t396 = and <16 x i1> %t394, %t395
  %t397 = fmul <16 x float> %t393, splat (float 0x3870000000000000)
  %t398 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> splat (float 0x39F0000000000000), <16 x float> %t397)
  %t399 = select <16 x i1> %t396, <16 x float> %t398, <16 x float> splat (float 0x7FF0000000000000)
  %t400 = fmul <16 x float> %t393, splat (float 0x4770000000000000)
  %t401 = call <16 x float> @llvm.minnum.v16f32(<16 x float> splat (float 0x4770000000000000), <16 x float> %t400)
  %t402 = fmul <16 x float> %t391, %t392
  %t403 = fneg <16 x float> %t402
  %t404 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t403, <16 x float> %t389, <16 x float> %t391)
  %t405 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t404, <16 x float> %t392, <16 x float> %t402)
  %t406 = fcmp oeq <16 x float> %t391, splat (float 0x0000000000000000)
  %t407 = select <16 x i1> %t406, <16 x float> %t402, <16 x float> %t405
  %t408 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %t391)
  %t409 = fcmp oge <16 x float> %t408, %t399
  %t410 = fcmp ole <16 x float> %t408, %t401
  %t411 = and <16 x i1> %t409, %t410
  %t412 = or <16 x i1> %t411, %t406
  %t413 = and <16 x i1> %t412, %t396
  %t414 = call i1 @llvm.vector.reduce.and.v16i1(<16 x i1> %t413)
  br label %div28
div28:
  br i1 %t414, label %div_done30, label %div_exact29
div_exact29:
  %t415 = fdiv <16 x float> %t391, %t389
  br label %div_done30
div_done30:
  %t416 = phi <16 x float> [ %t407, %div28 ], [ %t415, %div_exact29 ]
  %t417 = getelementptr i8, ptr %a12, i64 %t386
  %t418 = load <16 x i8>, ptr %t417, align 1
  %t419 = trunc <16 x i8> %t418 to <16 x i1>
  %t420 = select <16 x i1> %t419, <16 x float> %t416, <16 x float> splat (float 0x0000000000000000)
  %t421 = insertelement <1 x ptr> poison, ptr %arg1, i64 0
  %t422 = shufflevector <1 x ptr> %t421, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t423 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t424 = shufflevector <1 x i32> %t423, <1 x i32> poison, <16 x i32> zeroinitializer
  %t425 = trunc i64 %t386 to i32
  %t426 = insertelement <1 x i32> poison, i32 %t425, i64 0
  %t427 = shufflevector <1 x i32> %t426, <1 x i32> poison, <16 x i32> zeroinitializer
  %t428 = add <16 x i32> %t427, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t429 = add <16 x i32> %t424, %t428
  %t431 = sext <16 x i32> %t429 to <16 x i64>
  %t430 = getelementptr float, <16 x ptr> %t422, <16 x i64> %t431
  %t432 = insertelement <1 x i32> poison, i32 %arg2, i64 0
  %t433 = shufflevector <1 x i32> %t432, <1 x i32> poison, <16 x i32> zeroinitializer
  %t434 = icmp slt <16 x i32> %t429, %t433
  %t435 = extractelement <16 x ptr> %t430, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t420, ptr align 4 %t435, <16 x i1> %t434)
  %t436 = add i64 %t386, 16
  store i64 %t436, ptr %a16
  br label %head25
done27:
  br label %versions_done16
versions_done16:
  ret void
}

define internal i64 @dropout_kernel.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %lo, i64 %hi, i64 %chunk, ptr %rt) noinline "no-builtin-memcpy" {
entry:
  %nxy = mul i32 %nx, %ny
  br label %take
take:
  %ran = phi i64 [ 0, %entry ], [ %ran1, %next ]
  %off = atomicrmw add ptr %counter, i64 %chunk monotonic
  %start = add i64 %lo, %off
  %more = icmp slt i64 %start, %hi
  br i1 %more, label %run, label %exit
run:
  %ran1 = add i64 %ran, 1
  %end0 = add i64 %start, %chunk
  %short = icmp slt i64 %end0, %hi
  %end = select i1 %short, i64 %end0, i64 %hi
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
  br i1 %again, label %prog, label %next
next:
  ; a chunk that ended at hi was the range's last: no further claim is needed to learn that
  br i1 %short, label %take, label %exit
exit:
  %got = phi i64 [ %ran, %take ], [ %ran1, %next ]
  ret i64 %got
}

define void @dropout_kernel_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
entry:
  %ran = call i64 @dropout_kernel.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 0, i64 %total, i64 %chunk, ptr %rt)
  ret void
}

define i64 @dropout_kernel_omp(ptr %job) {
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
  %tidfn.p = getelementptr i8, ptr %job, i64 48
  %tidfn = load ptr, ptr %tidfn.p
  %nth.p = getelementptr i8, ptr %job, i64 56
  %nth32 = load i32, ptr %nth.p
  %nth = zext i32 %nth32 to i64
  %args = getelementptr i8, ptr %job, i64 64
  %ranges = getelementptr i8, ptr %job, i64 128
  %team = icmp ugt i64 %nth, 1
  %named = icmp ne ptr %tidfn, null
  %ask = and i1 %team, %named
  br i1 %ask, label %whoami, label %home
whoami:
  ; this thread's number in the team (omp_get_thread_num): the range of programs it starts with
  %tid32 = call i32 %tidfn()
  %tid64 = zext i32 %tid32 to i64
  %tidm = urem i64 %tid64, %nth
  br label %home
home:
  %tid = phi i64 [ 0, %entry ], [ %tidm, %whoami ]
  %q = udiv i64 %total, %nth
  %r = urem i64 %total, %nth
  br label %range
range:
  ; range v (q = total/nth programs, one more for the first total%nth ranges, claimed through its
  ; own counter): this thread's own first, then the others' in turn, taking what is left of them
  %i = phi i64 [ 0, %home ], [ %i1, %visited ]
  %ran = phi i64 [ 0, %home ], [ %ran1, %visited ]
  %vt = add i64 %tid, %i
  %wrap = icmp uge i64 %vt, %nth
  %vw = sub i64 %vt, %nth
  %v = select i1 %wrap, i64 %vw, i64 %vt
  %vq = mul i64 %v, %q
  %long = icmp ult i64 %v, %r
  %before = select i1 %long, i64 %v, i64 %r
  %lo = add i64 %vq, %before
  %extra = zext i1 %long to i64
  %size = add i64 %q, %extra
  %hi = add i64 %lo, %size
  %ctr.at = shl i64 %v, 6
  %ctr = getelementptr i8, ptr %ranges, i64 %ctr.at
  %own = icmp eq i64 %i, 0
  br i1 %own, label %claim, label %look
look:
  ; a look before claiming from another's range: one already taken then costs a shared read of its
  ; line, not the line's ownership, and with no call between them the looks at the taken ranges
  ; overlap their cache misses
  %seen = load atomic i64, ptr %ctr monotonic, align 8
  %seen.at = add i64 %lo, %seen
  %open = icmp slt i64 %seen.at, %hi
  br i1 %open, label %claim, label %visited
claim:
  %got = call i64 @dropout_kernel.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %ctr, i64 %lo, i64 %hi, i64 %chunk, ptr %rt)
  br label %visited
visited:
  %got1 = phi i64 [ 0, %look ], [ %got, %claim ]
  %ran1 = add i64 %ran, %got1
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, %nth
  br i1 %more, label %range, label %tally
tally:
  %worked = icmp ne i64 %ran1, 0
  br i1 %worked, label %count, label %done
count:
  ; this thread ran programs: a byte on its own range's line says so (the driver counts them: a
  ; team where only one thread found work cost a wait at libgomp's barrier and did nothing one
  ; thread would not have done alone). A plain store to a line of its own, where one counter for
  ; the team would be an atomic add per thread on one line, each stalling its thread
  %mine.at = shl i64 %tid, 6
  %mine = getelementptr i8, ptr %ranges, i64 %mine.at
  %flag = getelementptr i8, ptr %mine, i64 8
  store i8 1, ptr %flag
  br label %done
done:
  ; the chunks this thread ran: the Python pool's threads report it (all of them are thread 0 to
  ; omp_get_thread_num, so their bytes would fall on one line); libgomp ignores it
  ret i64 %ran1
}