; tritium CPU kernel softmax_kernel
declare <16 x float> @llvm.maxnum.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <8 x float> @llvm.maxnum.v8f32(<8 x float>, <8 x float>)
declare <4 x float> @llvm.maxnum.v4f32(<4 x float>, <4 x float>)
declare <2 x float> @llvm.maxnum.v2f32(<2 x float>, <2 x float>)
declare <1 x float> @llvm.maxnum.v1f32(<1 x float>, <1 x float>)
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float>, <16 x float>, <16 x float>, i16, i32)
declare <16 x float> @llvm.fabs.v16f32(<16 x float>)
declare <16 x float> @llvm.minnum.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare i1 @llvm.vector.reduce.and.v16i1(<16 x i1>)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define internal void @softmax_kernel.program(ptr noalias %args, i32 %pid0, i32 %pid1, i32 %pid2, i32 %np0, i32 %np1, i32 %np2, ptr %rt) "no-builtin-memcpy" {
entry:
  %a0 = alloca i32, i64 128, align 64
  %a1 = alloca i8, i64 128, align 64
  %a2 = alloca float, i64 128, align 64
  %a3 = alloca <16 x float>, i64 1, align 16
  %a4 = alloca i64, i64 1, align 16
  %a5 = alloca i64, i64 1, align 16
  %a6 = alloca float, i64 128, align 64
  %a7 = alloca ptr, i64 128, align 64
  %a8 = alloca <16 x float>, i64 1, align 16
  %a9 = alloca i64, i64 1, align 16
  %a10 = alloca i64, i64 1, align 16
  %a11 = alloca i64, i64 1, align 16
  %argp0 = getelementptr i8, ptr %args, i64 0
  %arg0 = load ptr, ptr %argp0
  %argp1 = getelementptr i8, ptr %args, i64 8
  %arg1 = load ptr, ptr %argp1
  %argp2 = getelementptr i8, ptr %args, i64 16
  %arg2 = load i32, ptr %argp2
  %argp3 = getelementptr i8, ptr %args, i64 24
  %arg3 = load i32, ptr %argp3
  %argp4 = getelementptr i8, ptr %args, i64 32
  %arg4 = load i32, ptr %argp4
  %t1 = mul i32 %pid0, %arg2
  %t3 = sext i32 %t1 to i64
  %t2 = getelementptr float, ptr %arg1, i64 %t3
  %t4 = trunc i64 0 to i32
  %t5 = insertelement <1 x i32> poison, i32 %t4, i64 0
  %t6 = shufflevector <1 x i32> %t5, <1 x i32> poison, <1 x i32> zeroinitializer
  %t7 = add <1 x i32> %t6, <i32 0>
  %t8 = extractelement <1 x i32> %t7, i64 0
  %t9 = trunc i64 127 to i32
  %t10 = insertelement <1 x i32> poison, i32 %t9, i64 0
  %t11 = shufflevector <1 x i32> %t10, <1 x i32> poison, <1 x i32> zeroinitializer
  %t12 = add <1 x i32> %t11, <i32 0>
  %t13 = extractelement <1 x i32> %t12, i64 0
  %t14 = icmp sle i32 %t8, %t13
  %t15 = icmp slt i32 %t13, %arg4
  %t16 = and i1 %t14, %t15
  store <16 x float> splat (float 0x7FF8000000000000), ptr %a3
  br i1 %t16, label %in_bounds2, label %masked3
in_bounds2:
  store i64 0, ptr %a4
  br label %head4
head4:
  %t17 = load i64, ptr %a4
  %t18 = icmp slt i64 %t17, 128
  br i1 %t18, label %body5, label %done6
body5:
  %t19 = trunc i64 %t17 to i32
  %t20 = insertelement <1 x i32> poison, i32 %t19, i64 0
  %t21 = shufflevector <1 x i32> %t20, <1 x i32> poison, <16 x i32> zeroinitializer
  %t22 = add <16 x i32> %t21, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t23 = insertelement <1 x i32> poison, i32 %arg4, i64 0
  %t24 = shufflevector <1 x i32> %t23, <1 x i32> poison, <16 x i32> zeroinitializer
  %t25 = icmp slt <16 x i32> %t22, %t24
  %t26 = insertelement <1 x ptr> poison, ptr %t2, i64 0
  %t27 = shufflevector <1 x ptr> %t26, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t29 = sext <16 x i32> %t22 to <16 x i64>
  %t28 = getelementptr float, <16 x ptr> %t27, <16 x i64> %t29
  %t31 = extractelement <16 x ptr> %t28, i64 0
  %t30 = load <16 x float>, ptr %t31, align 4
  %t32 = load <16 x float>, ptr %a3
  %t34 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t32, <16 x float> %t30)
  store <16 x float> %t34, ptr %a3
  %t35 = getelementptr i32, ptr %a0, i64 %t17
  store <16 x i32> %t22, ptr %t35, align 4
  %t36 = zext <16 x i1> %t25 to <16 x i8>
  %t37 = getelementptr i8, ptr %a1, i64 %t17
  store <16 x i8> %t36, ptr %t37, align 1
  %t38 = getelementptr float, ptr %a2, i64 %t17
  store <16 x float> %t30, ptr %t38, align 4
  %t39 = add i64 %t17, 16
  store i64 %t39, ptr %a4
  br label %head4
done6:
  br label %versions_done1
masked3:
  store i64 0, ptr %a5
  br label %head7
head7:
  %t40 = load i64, ptr %a5
  %t41 = icmp slt i64 %t40, 128
  br i1 %t41, label %body8, label %done9
body8:
  %t42 = trunc i64 %t40 to i32
  %t43 = insertelement <1 x i32> poison, i32 %t42, i64 0
  %t44 = shufflevector <1 x i32> %t43, <1 x i32> poison, <16 x i32> zeroinitializer
  %t45 = add <16 x i32> %t44, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t46 = insertelement <1 x i32> poison, i32 %arg4, i64 0
  %t47 = shufflevector <1 x i32> %t46, <1 x i32> poison, <16 x i32> zeroinitializer
  %t48 = icmp slt <16 x i32> %t45, %t47
  %t49 = insertelement <1 x ptr> poison, ptr %t2, i64 0
  %t50 = shufflevector <1 x ptr> %t49, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t52 = sext <16 x i32> %t45 to <16 x i64>
  %t51 = getelementptr float, <16 x ptr> %t50, <16 x i64> %t52
  %t54 = extractelement <16 x ptr> %t51, i64 0
  %t55 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t54, <16 x i1> %t48, <16 x float> splat (float 0xFFF0000000000000))
  %t56 = load <16 x float>, ptr %a3
  %t58 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t56, <16 x float> %t55)
  store <16 x float> %t58, ptr %a3
  %t59 = getelementptr i32, ptr %a0, i64 %t40
  store <16 x i32> %t45, ptr %t59, align 4
  %t60 = zext <16 x i1> %t48 to <16 x i8>
  %t61 = getelementptr i8, ptr %a1, i64 %t40
  store <16 x i8> %t60, ptr %t61, align 1
  %t62 = getelementptr float, ptr %a2, i64 %t40
  store <16 x float> %t55, ptr %t62, align 4
  %t63 = add i64 %t40, 16
  store i64 %t63, ptr %a5
  br label %head7
done9:
  br label %versions_done1
versions_done1:
  %t64 = load <16 x float>, ptr %a3
  %t65 = shufflevector <16 x float> %t64, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t66 = shufflevector <16 x float> %t64, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t68 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %t65, <8 x float> %t66)
  %t69 = shufflevector <8 x float> %t68, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t70 = shufflevector <8 x float> %t68, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t72 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %t69, <4 x float> %t70)
  %t73 = shufflevector <4 x float> %t72, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %t74 = shufflevector <4 x float> %t72, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %t76 = call <2 x float> @llvm.maxnum.v2f32(<2 x float> %t73, <2 x float> %t74)
  %t77 = shufflevector <2 x float> %t76, <2 x float> poison, <1 x i32> <i32 0>
  %t78 = shufflevector <2 x float> %t76, <2 x float> poison, <1 x i32> <i32 1>
  %t80 = call <1 x float> @llvm.maxnum.v1f32(<1 x float> %t77, <1 x float> %t78)
  %t81 = extractelement <1 x float> %t80, i64 0
  %t82 = mul i32 %pid0, %arg3
  %t84 = sext i32 %t82 to i64
  %t83 = getelementptr float, ptr %arg0, i64 %t84
  store <16 x float> splat (float -0.0), ptr %a8
  store i64 0, ptr %a9
  br label %head10
head10:
  %t85 = load i64, ptr %a9
  %t86 = icmp slt i64 %t85, 128
  br i1 %t86, label %body11, label %done12
body11:
  %t87 = insertelement <1 x float> poison, float %t81, i64 0
  %t88 = shufflevector <1 x float> %t87, <1 x float> poison, <16 x i32> zeroinitializer
  %t89 = getelementptr float, ptr %a2, i64 %t85
  %t90 = load <16 x float>, ptr %t89, align 4
  %t91 = fsub <16 x float> %t90, %t88
  %t93 = fcmp olt <16 x float> %t91, splat (float 0xC05A000000000000)
  %t94 = select <16 x i1> %t93, <16 x float> splat (float 0xC05A000000000000), <16 x float> %t91
  %t95 = fcmp ogt <16 x float> %t94, splat (float 0x4056400000000000)
  %t96 = select <16 x i1> %t95, <16 x float> splat (float 0x4056400000000000), <16 x float> %t94
  %t97 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t96, <16 x float> splat (float 0x3FF7154760000000), <16 x float> splat (float 0x4168000000000000))
  %t98 = fsub <16 x float> %t97, splat (float 0x4168000000000000)
  %t99 = bitcast <16 x float> %t97 to <16 x i32>
  %t100 = sub <16 x i32> %t99, splat (i32 1262485504)
  %t101 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t98, <16 x float> splat (float 0xBFE62E4000000000), <16 x float> %t96)
  %t102 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t98, <16 x float> splat (float 0xBEB7F7D1C0000000), <16 x float> %t101)
  %t103 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> splat (float 0x3F56A244C0000000), <16 x float> %t102, <16 x float> splat (float 0x3F81239D40000000))
  %t104 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t103, <16 x float> %t102, <16 x float> splat (float 0x3FA5558F20000000))
  %t105 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t104, <16 x float> %t102, <16 x float> splat (float 0x3FC5554920000000))
  %t106 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t105, <16 x float> %t102, <16 x float> splat (float 0x3FDFFFFFC0000000))
  %t107 = fmul <16 x float> %t102, %t102
  %t108 = fadd <16 x float> %t102, splat (float 0x3FF0000000000000)
  %t109 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t107, <16 x float> %t106, <16 x float> %t108)
  %t110 = call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %t109, <16 x float> %t98, <16 x float> poison, i16 -1, i32 4)
  %t111 = insertelement <1 x ptr> poison, ptr %t83, i64 0
  %t112 = shufflevector <1 x ptr> %t111, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t113 = trunc i64 %t85 to i32
  %t114 = insertelement <1 x i32> poison, i32 %t113, i64 0
  %t115 = shufflevector <1 x i32> %t114, <1 x i32> poison, <16 x i32> zeroinitializer
  %t116 = add <16 x i32> %t115, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t118 = sext <16 x i32> %t116 to <16 x i64>
  %t117 = getelementptr float, <16 x ptr> %t112, <16 x i64> %t118
  %t119 = load <16 x float>, ptr %a8
  %t120 = fadd <16 x float> %t119, %t110
  store <16 x float> %t120, ptr %a8
  %t121 = getelementptr float, ptr %a6, i64 %t85
  store <16 x float> %t110, ptr %t121, align 4
  %t122 = getelementptr ptr, ptr %a7, i64 %t85
  store <16 x ptr> %t117, ptr %t122, align 8
  %t123 = add i64 %t85, 16
  store i64 %t123, ptr %a9
  br label %head10
done12:
  %t124 = load <16 x float>, ptr %a8
  %t125 = shufflevector <16 x float> %t124, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t126 = shufflevector <16 x float> %t124, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t127 = fadd <8 x float> %t125, %t126
  %t128 = shufflevector <8 x float> %t127, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t129 = shufflevector <8 x float> %t127, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t130 = fadd <4 x float> %t128, %t129
  %t131 = shufflevector <4 x float> %t130, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %t132 = shufflevector <4 x float> %t130, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %t133 = fadd <2 x float> %t131, %t132
  %t134 = shufflevector <2 x float> %t133, <2 x float> poison, <1 x i32> <i32 0>
  %t135 = shufflevector <2 x float> %t133, <2 x float> poison, <1 x i32> <i32 1>
  %t136 = fadd <1 x float> %t134, %t135
  %t137 = extractelement <1 x float> %t136, i64 0
  %t138 = trunc i64 0 to i32
  %t139 = insertelement <1 x i32> poison, i32 %t138, i64 0
  %t140 = shufflevector <1 x i32> %t139, <1 x i32> poison, <1 x i32> zeroinitializer
  %t141 = add <1 x i32> %t140, <i32 0>
  %t142 = extractelement <1 x i32> %t141, i64 0
  %t143 = trunc i64 127 to i32
  %t144 = insertelement <1 x i32> poison, i32 %t143, i64 0
  %t145 = shufflevector <1 x i32> %t144, <1 x i32> poison, <1 x i32> zeroinitializer
  %t146 = add <1 x i32> %t145, <i32 0>
  %t147 = extractelement <1 x i32> %t146, i64 0
  %t148 = icmp sle i32 %t142, %t147
  %t149 = icmp slt i32 %t147, %arg4
  %t150 = and i1 %t148, %t149
  br i1 %t150, label %in_bounds14, label %masked15
in_bounds14:
  store i64 0, ptr %a10
  br label %head16
head16:
  %t151 = load i64, ptr %a10
  %t152 = icmp slt i64 %t151, 128
  br i1 %t152, label %body17, label %done18
body17:
  %t153 = insertelement <1 x float> poison, float %t137, i64 0
  %t154 = shufflevector <1 x float> %t153, <1 x float> poison, <16 x i32> zeroinitializer
  %t155 = getelementptr float, ptr %a6, i64 %t151
  %t156 = load <16 x float>, ptr %t155, align 4
  %t157 = fdiv <16 x float> splat (float 0x3FF0000000000000), %t154
  %t158 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %t154)
  %t159 = fcmp oge <16 x float> %t158, splat (float 0x3870000000000000)
  %t160 = fcmp ole <16 x float> %t158, splat (float 0x4770000000000000)
  %t161 = and <16 x i1> %t159, %t160
  %t162 = fmul <16 x float> %t158, splat (float 0x3870000000000000)
  %t163 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> splat (float 0x39F0000000000000), <16 x float> %t162)
  %t164 = select <16 x i1> %t161, <16 x float> %t163, <16 x float> splat (float 0x7FF0000000000000)
  %t165 = fmul <16 x float> %t158, splat (float 0x4770000000000000)
  %t166 = call <16 x float> @llvm.minnum.v16f32(<16 x float> splat (float 0x4770000000000000), <16 x float> %t165)
  %t167 = fmul <16 x float> %t156, %t157
  %t168 = fneg <16 x float> %t167
  %t169 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t168, <16 x float> %t154, <16 x float> %t156)
  %t170 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t169, <16 x float> %t157, <16 x float> %t167)
  %t171 = fcmp oeq <16 x float> %t156, splat (float 0x0000000000000000)
  %t172 = select <16 x i1> %t171, <16 x float> %t167, <16 x float> %t170
  %t173 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %t156)
  %t174 = fcmp oge <16 x float> %t173, %t164
  %t175 = fcmp ole <16 x float> %t173, %t166
  %t176 = and <16 x i1> %t174, %t175
  %t177 = or <16 x i1> %t176, %t171
  %t178 = and <16 x i1> %t177, %t161
  %t179 = call i1 @llvm.vector.reduce.and.v16i1(<16 x i1> %t178)
  br label %div19
div19:
  br i1 %t179, label %div_done21, label %div_exact20
div_exact20:
  %t180 = fdiv <16 x float> %t156, %t154
  br label %div_done21
div_done21:
  %t181 = phi <16 x float> [ %t172, %div19 ], [ %t180, %div_exact20 ]
  %t182 = insertelement <1 x ptr> poison, ptr %t83, i64 0
  %t183 = shufflevector <1 x ptr> %t182, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t184 = trunc i64 %t151 to i32
  %t185 = insertelement <1 x i32> poison, i32 %t184, i64 0
  %t186 = shufflevector <1 x i32> %t185, <1 x i32> poison, <16 x i32> zeroinitializer
  %t187 = add <16 x i32> %t186, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t189 = sext <16 x i32> %t187 to <16 x i64>
  %t188 = getelementptr float, <16 x ptr> %t183, <16 x i64> %t189
  %t190 = insertelement <1 x i32> poison, i32 %arg4, i64 0
  %t191 = shufflevector <1 x i32> %t190, <1 x i32> poison, <16 x i32> zeroinitializer
  %t192 = icmp slt <16 x i32> %t187, %t191
  %t193 = extractelement <16 x ptr> %t188, i64 0
  store <16 x float> %t181, ptr %t193, align 4
  %t194 = add i64 %t151, 16
  store i64 %t194, ptr %a10
  br label %head16
done18:
  br label %versions_done13
masked15:
  store i64 0, ptr %a11
  br label %head22
head22:
  %t195 = load i64, ptr %a11
  %t196 = icmp slt i64 %t195, 128
  br i1 %t196, label %body23, label %done24
body23:
  %t197 = insertelement <1 x float> poison, float %t137, i64 0
  %t198 = shufflevector <1 x float> %t197, <1 x float> poison, <16 x i32> zeroinitializer
  %t199 = getelementptr float, ptr %a6, i64 %t195
  %t200 = load <16 x float>, ptr %t199, align 4
  %t201 = fdiv <16 x float> splat (float 0x3FF0000000000000), %t198
  %t202 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %t198)
  %t203 = fcmp oge <16 x float> %t202, splat (float 0x3870000000000000)
  %t204 = fcmp ole <16 x float> %t202, splat (float 0x4770000000000000)
  %t205 = and <16 x i1> %t203, %t204
  %t206 = fmul <16 x float> %t202, splat (float 0x3870000000000000)
  %t207 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> splat (float 0x39F0000000000000), <16 x float> %t206)
  %t208 = select <16 x i1> %t205, <16 x float> %t207, <16 x float> splat (float 0x7FF0000000000000)
  %t209 = fmul <16 x float> %t202, splat (float 0x4770000000000000)
  %t210 = call <16 x float> @llvm.minnum.v16f32(<16 x float> splat (float 0x4770000000000000), <16 x float> %t209)
  %t211 = fmul <16 x float> %t200, %t201
  %t212 = fneg <16 x float> %t211
  %t213 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t212, <16 x float> %t198, <16 x float> %t200)
  %t214 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t213, <16 x float> %t201, <16 x float> %t211)
  %t215 = fcmp oeq <16 x float> %t200, splat (float 0x0000000000000000)
  %t216 = select <16 x i1> %t215, <16 x float> %t211, <16 x float> %t214
  %t217 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %t200)
  %t218 = fcmp oge <16 x float> %t217, %t208
  %t219 = fcmp ole <16 x float> %t217, %t210
  %t220 = and <16 x i1> %t218, %t219
  %t221 = or <16 x i1> %t220, %t215
  %t222 = and <16 x i1> %t221, %t205
  %t223 = call i1 @llvm.vector.reduce.and.v16i1(<16 x i1> %t222)
  br label %div25
div25:
  br i1 %t223, label %div_done27, label %div_exact26
div_exact26:
  %t224 = fdiv <16 x float> %t200, %t198
  br label %div_done27
div_done27:
  %t225 = phi <16 x float> [ %t216, %div25 ], [ %t224, %div_exact26 ]
  %t226 = insertelement <1 x ptr> poison, ptr %t83, i64 0
  %t227 = shufflevector <1 x ptr> %t226, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t228 = trunc i64 %t195 to i32
  %t229 = insertelement <1 x i32> poison, i32 %t228, i64 0
  %t230 = shufflevector <1 x i32> %t229, <1 x i32> poison, <16 x i32> zeroinitializer
  %t231 = add <16 x i32> %t230, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t233 = sext <16 x i32> %t231 to <16 x i64>
  %t232 = getelementptr float, <16 x ptr> %t227, <16 x i64> %t233
  %t234 = insertelement <1 x i32> poison, i32 %arg4, i64 0
  %t235 = shufflevector <1 x i32> %t234, <1 x i32> poison, <16 x i32> zeroinitializer
  %t236 = icmp slt <16 x i32> %t231, %t235
  %t237 = extractelement <16 x ptr> %t232, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t225, ptr align 4 %t237, <16 x i1> %t236)
  %t238 = add i64 %t195, 16
  store i64 %t238, ptr %a11
  br label %head22
done24:
  br label %versions_done13
versions_done13:
  ret void
}

define internal i64 @softmax_kernel.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %lo, i64 %hi, i64 %chunk, ptr %rt) noinline "no-builtin-memcpy" {
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
  call void @softmax_kernel.program(ptr %args, i32 %x, i32 %y, i32 %z, i32 %nx, i32 %ny, i32 %nz, ptr %rt)
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

define void @softmax_kernel_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
entry:
  %ran = call i64 @softmax_kernel.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 0, i64 %total, i64 %chunk, ptr %rt)
  ret void
}

define i64 @softmax_kernel_omp(ptr %job) {
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
  %got = call i64 @softmax_kernel.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %ctr, i64 %lo, i64 %hi, i64 %chunk, ptr %rt)
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