; tritium CPU kernel layer_norm_fwd
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare float @llvm.sqrt.f32(float)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define internal void @layer_norm_fwd.program(ptr noalias %args, i32 %pid0, i32 %pid1, i32 %pid2, i32 %np0, i32 %np1, i32 %np2, ptr %rt) "no-builtin-memcpy" {
entry:
  %a0 = alloca float, i64 256, align 64
  %a1 = alloca i64, i64 1, align 16
  %a2 = alloca float, i64 256, align 64
  %a3 = alloca i32, i64 1, align 16
  %a4 = alloca i64, i64 1, align 16
  %a5 = alloca i64, i64 1, align 16
  %a6 = alloca float, i64 1, align 16
  %a7 = alloca <16 x float>, i64 1, align 16
  %a8 = alloca <16 x float>, i64 1, align 16
  %a9 = alloca <16 x float>, i64 1, align 16
  %a10 = alloca <16 x float>, i64 1, align 16
  %a11 = alloca i64, i64 1, align 16
  %a12 = alloca float, i64 256, align 64
  %a13 = alloca i32, i64 1, align 16
  %a14 = alloca i64, i64 1, align 16
  %a15 = alloca i64, i64 1, align 16
  %a16 = alloca float, i64 1, align 16
  %a17 = alloca <16 x float>, i64 1, align 16
  %a18 = alloca <16 x float>, i64 1, align 16
  %a19 = alloca <16 x float>, i64 1, align 16
  %a20 = alloca <16 x float>, i64 1, align 16
  %a21 = alloca i64, i64 1, align 16
  %a22 = alloca i32, i64 1, align 16
  %a23 = alloca i64, i64 1, align 16
  %a24 = alloca i64, i64 1, align 16
  %argp0 = getelementptr i8, ptr %args, i64 0
  %arg0 = load ptr, ptr %argp0
  %argp1 = getelementptr i8, ptr %args, i64 8
  %arg1 = load ptr, ptr %argp1
  %argp2 = getelementptr i8, ptr %args, i64 16
  %arg2 = load ptr, ptr %argp2
  %argp3 = getelementptr i8, ptr %args, i64 24
  %arg3 = load ptr, ptr %argp3
  %argp4 = getelementptr i8, ptr %args, i64 32
  %arg4 = load ptr, ptr %argp4
  %argp5 = getelementptr i8, ptr %args, i64 40
  %arg5 = load ptr, ptr %argp5
  %argp6 = getelementptr i8, ptr %args, i64 48
  %arg6 = load i32, ptr %argp6
  %argp7 = getelementptr i8, ptr %args, i64 56
  %arg7 = load i32, ptr %argp7
  %argp8 = getelementptr i8, ptr %args, i64 64
  %arg8 = load float, ptr %argp8
  %t1 = mul i32 %pid0, %arg6
  %t3 = sext i32 %t1 to i64
  %t2 = getelementptr float, ptr %arg0, i64 %t3
  %t5 = sext i32 %t1 to i64
  %t4 = getelementptr float, ptr %arg1, i64 %t5
  store i64 0, ptr %a1
  br label %head1
head1:
  %t6 = load i64, ptr %a1
  %t7 = icmp slt i64 %t6, 256
  br i1 %t7, label %body2, label %done3
body2:
  %t8 = getelementptr float, ptr %a0, i64 %t6
  store <16 x float> splat (float 0x0000000000000000), ptr %t8, align 4
  %t9 = add i64 %t6, 16
  store i64 %t9, ptr %a1
  br label %head1
done3:
  call void @llvm.memcpy.p0.p0.i64(ptr %a2, ptr %a0, i64 1024, i1 false)
  store i32 0, ptr %a3
  br label %for4
for4:
  %t10 = load i32, ptr %a3
  %t11 = icmp slt i32 %t10, %arg7
  %t12 = icmp sgt i32 256, 0
  %t13 = and i1 %t11, %t12
  br i1 %t13, label %for_body5, label %for_end6
for_body5:
  %t14 = insertelement <1 x i32> poison, i32 %t10, i64 0
  %t15 = shufflevector <1 x i32> %t14, <1 x i32> poison, <1 x i32> zeroinitializer
  %t16 = trunc i64 0 to i32
  %t17 = insertelement <1 x i32> poison, i32 %t16, i64 0
  %t18 = shufflevector <1 x i32> %t17, <1 x i32> poison, <1 x i32> zeroinitializer
  %t19 = add <1 x i32> %t18, <i32 0>
  %t20 = add <1 x i32> %t15, %t19
  %t21 = extractelement <1 x i32> %t20, i64 0
  %t22 = insertelement <1 x i32> poison, i32 %t10, i64 0
  %t23 = shufflevector <1 x i32> %t22, <1 x i32> poison, <1 x i32> zeroinitializer
  %t24 = trunc i64 255 to i32
  %t25 = insertelement <1 x i32> poison, i32 %t24, i64 0
  %t26 = shufflevector <1 x i32> %t25, <1 x i32> poison, <1 x i32> zeroinitializer
  %t27 = add <1 x i32> %t26, <i32 0>
  %t28 = add <1 x i32> %t23, %t27
  %t29 = extractelement <1 x i32> %t28, i64 0
  %t30 = icmp sle i32 %t21, %t29
  %t31 = icmp slt i32 %t29, %arg7
  %t32 = and i1 %t30, %t31
  br i1 %t32, label %in_bounds8, label %masked9
in_bounds8:
  store i64 0, ptr %a4
  br label %head10
head10:
  %t33 = load i64, ptr %a4
  %t34 = icmp slt i64 %t33, 256
  br i1 %t34, label %body11, label %done12
body11:
  %t35 = trunc i64 %t33 to i32
  %t36 = insertelement <1 x i32> poison, i32 %t35, i64 0
  %t37 = shufflevector <1 x i32> %t36, <1 x i32> poison, <16 x i32> zeroinitializer
  %t38 = add <16 x i32> %t37, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t39 = insertelement <1 x i32> poison, i32 %t10, i64 0
  %t40 = shufflevector <1 x i32> %t39, <1 x i32> poison, <16 x i32> zeroinitializer
  %t41 = add <16 x i32> %t40, %t38
  %t42 = insertelement <1 x ptr> poison, ptr %t2, i64 0
  %t43 = shufflevector <1 x ptr> %t42, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t45 = sext <16 x i32> %t41 to <16 x i64>
  %t44 = getelementptr float, <16 x ptr> %t43, <16 x i64> %t45
  %t46 = insertelement <1 x i32> poison, i32 %arg7, i64 0
  %t47 = shufflevector <1 x i32> %t46, <1 x i32> poison, <16 x i32> zeroinitializer
  %t48 = icmp slt <16 x i32> %t41, %t47
  %t50 = extractelement <16 x ptr> %t44, i64 0
  %t49 = load <16 x float>, ptr %t50, align 4
  %t51 = getelementptr float, ptr %a2, i64 %t33
  %t52 = load <16 x float>, ptr %t51, align 4
  %t53 = fadd <16 x float> %t52, %t49
  %t54 = getelementptr float, ptr %a2, i64 %t33
  store <16 x float> %t53, ptr %t54, align 4
  %t55 = add i64 %t33, 16
  store i64 %t55, ptr %a4
  br label %head10
done12:
  br label %versions_done7
masked9:
  store i64 0, ptr %a5
  br label %head13
head13:
  %t56 = load i64, ptr %a5
  %t57 = icmp slt i64 %t56, 256
  br i1 %t57, label %body14, label %done15
body14:
  %t58 = trunc i64 %t56 to i32
  %t59 = insertelement <1 x i32> poison, i32 %t58, i64 0
  %t60 = shufflevector <1 x i32> %t59, <1 x i32> poison, <16 x i32> zeroinitializer
  %t61 = add <16 x i32> %t60, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t62 = insertelement <1 x i32> poison, i32 %t10, i64 0
  %t63 = shufflevector <1 x i32> %t62, <1 x i32> poison, <16 x i32> zeroinitializer
  %t64 = add <16 x i32> %t63, %t61
  %t65 = insertelement <1 x ptr> poison, ptr %t2, i64 0
  %t66 = shufflevector <1 x ptr> %t65, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t68 = sext <16 x i32> %t64 to <16 x i64>
  %t67 = getelementptr float, <16 x ptr> %t66, <16 x i64> %t68
  %t69 = insertelement <1 x i32> poison, i32 %arg7, i64 0
  %t70 = shufflevector <1 x i32> %t69, <1 x i32> poison, <16 x i32> zeroinitializer
  %t71 = icmp slt <16 x i32> %t64, %t70
  %t73 = extractelement <16 x ptr> %t67, i64 0
  %t74 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t73, <16 x i1> %t71, <16 x float> splat (float 0x0000000000000000))
  %t75 = getelementptr float, ptr %a2, i64 %t56
  %t76 = load <16 x float>, ptr %t75, align 4
  %t77 = fadd <16 x float> %t76, %t74
  %t78 = getelementptr float, ptr %a2, i64 %t56
  store <16 x float> %t77, ptr %t78, align 4
  %t79 = add i64 %t56, 16
  store i64 %t79, ptr %a5
  br label %head13
done15:
  br label %versions_done7
versions_done7:
  %t80 = add i32 %t10, 256
  store i32 %t80, ptr %a3
  br label %for4
for_end6:
  %t81 = load <16 x float>, ptr %a2, align 4
  store <16 x float> %t81, ptr %a7
  %t82 = getelementptr float, ptr %a2, i64 16
  %t83 = load <16 x float>, ptr %t82, align 4
  store <16 x float> %t83, ptr %a8
  %t84 = getelementptr float, ptr %a2, i64 32
  %t85 = load <16 x float>, ptr %t84, align 4
  store <16 x float> %t85, ptr %a9
  %t86 = getelementptr float, ptr %a2, i64 48
  %t87 = load <16 x float>, ptr %t86, align 4
  store <16 x float> %t87, ptr %a10
  store i64 64, ptr %a11
  br label %head16
head16:
  %t88 = load i64, ptr %a11
  %t89 = icmp slt i64 %t88, 256
  br i1 %t89, label %body17, label %done18
body17:
  %t90 = load <16 x float>, ptr %a7
  %t91 = getelementptr float, ptr %a2, i64 %t88
  %t92 = load <16 x float>, ptr %t91, align 4
  %t93 = fadd <16 x float> %t90, %t92
  store <16 x float> %t93, ptr %a7
  %t94 = add i64 16, %t88
  %t95 = load <16 x float>, ptr %a8
  %t96 = getelementptr float, ptr %a2, i64 %t94
  %t97 = load <16 x float>, ptr %t96, align 4
  %t98 = fadd <16 x float> %t95, %t97
  store <16 x float> %t98, ptr %a8
  %t99 = add i64 32, %t88
  %t100 = load <16 x float>, ptr %a9
  %t101 = getelementptr float, ptr %a2, i64 %t99
  %t102 = load <16 x float>, ptr %t101, align 4
  %t103 = fadd <16 x float> %t100, %t102
  store <16 x float> %t103, ptr %a9
  %t104 = add i64 48, %t88
  %t105 = load <16 x float>, ptr %a10
  %t106 = getelementptr float, ptr %a2, i64 %t104
  %t107 = load <16 x float>, ptr %t106, align 4
  %t108 = fadd <16 x float> %t105, %t107
  store <16 x float> %t108, ptr %a10
  %t109 = add i64 %t88, 64
  store i64 %t109, ptr %a11
  br label %head16
done18:
  %t110 = load <16 x float>, ptr %a7
  %t111 = load <16 x float>, ptr %a8
  %t112 = load <16 x float>, ptr %a9
  %t113 = load <16 x float>, ptr %a10
  %t114 = fadd <16 x float> %t110, %t111
  %t115 = fadd <16 x float> %t112, %t113
  %t116 = fadd <16 x float> %t114, %t115
  %t117 = shufflevector <16 x float> %t116, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t118 = shufflevector <16 x float> %t116, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t119 = fadd <8 x float> %t117, %t118
  %t120 = shufflevector <8 x float> %t119, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t121 = shufflevector <8 x float> %t119, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t122 = fadd <4 x float> %t120, %t121
  %t123 = shufflevector <4 x float> %t122, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %t124 = shufflevector <4 x float> %t122, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %t125 = fadd <2 x float> %t123, %t124
  %t126 = shufflevector <2 x float> %t125, <2 x float> poison, <1 x i32> <i32 0>
  %t127 = shufflevector <2 x float> %t125, <2 x float> poison, <1 x i32> <i32 1>
  %t128 = fadd <1 x float> %t126, %t127
  %t129 = extractelement <1 x float> %t128, i64 0
  store float %t129, ptr %a6
  %t130 = load float, ptr %a6
  %t132 = sitofp i32 %arg7 to float
  %t133 = fdiv float %t130, %t132
  call void @llvm.memcpy.p0.p0.i64(ptr %a12, ptr %a0, i64 1024, i1 false)
  store i32 0, ptr %a13
  br label %for19
for19:
  %t134 = load i32, ptr %a13
  %t135 = icmp slt i32 %t134, %arg7
  %t136 = icmp sgt i32 256, 0
  %t137 = and i1 %t135, %t136
  br i1 %t137, label %for_body20, label %for_end21
for_body20:
  %t138 = insertelement <1 x i32> poison, i32 %t134, i64 0
  %t139 = shufflevector <1 x i32> %t138, <1 x i32> poison, <1 x i32> zeroinitializer
  %t140 = trunc i64 0 to i32
  %t141 = insertelement <1 x i32> poison, i32 %t140, i64 0
  %t142 = shufflevector <1 x i32> %t141, <1 x i32> poison, <1 x i32> zeroinitializer
  %t143 = add <1 x i32> %t142, <i32 0>
  %t144 = add <1 x i32> %t139, %t143
  %t145 = extractelement <1 x i32> %t144, i64 0
  %t146 = insertelement <1 x i32> poison, i32 %t134, i64 0
  %t147 = shufflevector <1 x i32> %t146, <1 x i32> poison, <1 x i32> zeroinitializer
  %t148 = trunc i64 255 to i32
  %t149 = insertelement <1 x i32> poison, i32 %t148, i64 0
  %t150 = shufflevector <1 x i32> %t149, <1 x i32> poison, <1 x i32> zeroinitializer
  %t151 = add <1 x i32> %t150, <i32 0>
  %t152 = add <1 x i32> %t147, %t151
  %t153 = extractelement <1 x i32> %t152, i64 0
  %t154 = icmp sle i32 %t145, %t153
  %t155 = icmp slt i32 %t153, %arg7
  %t156 = and i1 %t154, %t155
  br i1 %t156, label %in_bounds23, label %masked24
in_bounds23:
  store i64 0, ptr %a14
  br label %head25
head25:
  %t157 = load i64, ptr %a14
  %t158 = icmp slt i64 %t157, 256
  br i1 %t158, label %body26, label %done27
body26:
  %t159 = trunc i64 %t157 to i32
  %t160 = insertelement <1 x i32> poison, i32 %t159, i64 0
  %t161 = shufflevector <1 x i32> %t160, <1 x i32> poison, <16 x i32> zeroinitializer
  %t162 = add <16 x i32> %t161, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t163 = insertelement <1 x i32> poison, i32 %t134, i64 0
  %t164 = shufflevector <1 x i32> %t163, <1 x i32> poison, <16 x i32> zeroinitializer
  %t165 = add <16 x i32> %t164, %t162
  %t166 = insertelement <1 x ptr> poison, ptr %t2, i64 0
  %t167 = shufflevector <1 x ptr> %t166, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t169 = sext <16 x i32> %t165 to <16 x i64>
  %t168 = getelementptr float, <16 x ptr> %t167, <16 x i64> %t169
  %t170 = insertelement <1 x i32> poison, i32 %arg7, i64 0
  %t171 = shufflevector <1 x i32> %t170, <1 x i32> poison, <16 x i32> zeroinitializer
  %t172 = icmp slt <16 x i32> %t165, %t171
  %t174 = extractelement <16 x ptr> %t168, i64 0
  %t173 = load <16 x float>, ptr %t174, align 4
  %t175 = insertelement <1 x float> poison, float %t133, i64 0
  %t176 = shufflevector <1 x float> %t175, <1 x float> poison, <16 x i32> zeroinitializer
  %t177 = fsub <16 x float> %t173, %t176
  %t178 = select <16 x i1> %t172, <16 x float> %t177, <16 x float> splat (float 0x0000000000000000)
  %t179 = getelementptr float, ptr %a12, i64 %t157
  %t180 = load <16 x float>, ptr %t179, align 4
  %t182 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t178, <16 x float> %t178, <16 x float> %t180)
  %t183 = getelementptr float, ptr %a12, i64 %t157
  store <16 x float> %t182, ptr %t183, align 4
  %t184 = add i64 %t157, 16
  store i64 %t184, ptr %a14
  br label %head25
done27:
  br label %versions_done22
masked24:
  store i64 0, ptr %a15
  br label %head28
head28:
  %t185 = load i64, ptr %a15
  %t186 = icmp slt i64 %t185, 256
  br i1 %t186, label %body29, label %done30
body29:
  %t187 = trunc i64 %t185 to i32
  %t188 = insertelement <1 x i32> poison, i32 %t187, i64 0
  %t189 = shufflevector <1 x i32> %t188, <1 x i32> poison, <16 x i32> zeroinitializer
  %t190 = add <16 x i32> %t189, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t191 = insertelement <1 x i32> poison, i32 %t134, i64 0
  %t192 = shufflevector <1 x i32> %t191, <1 x i32> poison, <16 x i32> zeroinitializer
  %t193 = add <16 x i32> %t192, %t190
  %t194 = insertelement <1 x ptr> poison, ptr %t2, i64 0
  %t195 = shufflevector <1 x ptr> %t194, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t197 = sext <16 x i32> %t193 to <16 x i64>
  %t196 = getelementptr float, <16 x ptr> %t195, <16 x i64> %t197
  %t198 = insertelement <1 x i32> poison, i32 %arg7, i64 0
  %t199 = shufflevector <1 x i32> %t198, <1 x i32> poison, <16 x i32> zeroinitializer
  %t200 = icmp slt <16 x i32> %t193, %t199
  %t202 = extractelement <16 x ptr> %t196, i64 0
  %t203 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t202, <16 x i1> %t200, <16 x float> splat (float 0x0000000000000000))
  %t204 = insertelement <1 x float> poison, float %t133, i64 0
  %t205 = shufflevector <1 x float> %t204, <1 x float> poison, <16 x i32> zeroinitializer
  %t206 = fsub <16 x float> %t203, %t205
  %t207 = select <16 x i1> %t200, <16 x float> %t206, <16 x float> splat (float 0x0000000000000000)
  %t208 = getelementptr float, ptr %a12, i64 %t185
  %t209 = load <16 x float>, ptr %t208, align 4
  %t211 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t207, <16 x float> %t207, <16 x float> %t209)
  %t212 = getelementptr float, ptr %a12, i64 %t185
  store <16 x float> %t211, ptr %t212, align 4
  %t213 = add i64 %t185, 16
  store i64 %t213, ptr %a15
  br label %head28
done30:
  br label %versions_done22
versions_done22:
  %t214 = add i32 %t134, 256
  store i32 %t214, ptr %a13
  br label %for19
for_end21:
  %t215 = load <16 x float>, ptr %a12, align 4
  store <16 x float> %t215, ptr %a17
  %t216 = getelementptr float, ptr %a12, i64 16
  %t217 = load <16 x float>, ptr %t216, align 4
  store <16 x float> %t217, ptr %a18
  %t218 = getelementptr float, ptr %a12, i64 32
  %t219 = load <16 x float>, ptr %t218, align 4
  store <16 x float> %t219, ptr %a19
  %t220 = getelementptr float, ptr %a12, i64 48
  %t221 = load <16 x float>, ptr %t220, align 4
  store <16 x float> %t221, ptr %a20
  store i64 64, ptr %a21
  br label %head31
head31:
  %t222 = load i64, ptr %a21
  %t223 = icmp slt i64 %t222, 256
  br i1 %t223, label %body32, label %done33
body32:
  %t224 = load <16 x float>, ptr %a17
  %t225 = getelementptr float, ptr %a12, i64 %t222
  %t226 = load <16 x float>, ptr %t225, align 4
  %t227 = fadd <16 x float> %t224, %t226
  store <16 x float> %t227, ptr %a17
  %t228 = add i64 16, %t222
  %t229 = load <16 x float>, ptr %a18
  %t230 = getelementptr float, ptr %a12, i64 %t228
  %t231 = load <16 x float>, ptr %t230, align 4
  %t232 = fadd <16 x float> %t229, %t231
  store <16 x float> %t232, ptr %a18
  %t233 = add i64 32, %t222
  %t234 = load <16 x float>, ptr %a19
  %t235 = getelementptr float, ptr %a12, i64 %t233
  %t236 = load <16 x float>, ptr %t235, align 4
  %t237 = fadd <16 x float> %t234, %t236
  store <16 x float> %t237, ptr %a19
  %t238 = add i64 48, %t222
  %t239 = load <16 x float>, ptr %a20
  %t240 = getelementptr float, ptr %a12, i64 %t238
  %t241 = load <16 x float>, ptr %t240, align 4
  %t242 = fadd <16 x float> %t239, %t241
  store <16 x float> %t242, ptr %a20
  %t243 = add i64 %t222, 64
  store i64 %t243, ptr %a21
  br label %head31
done33:
  %t244 = load <16 x float>, ptr %a17
  %t245 = load <16 x float>, ptr %a18
  %t246 = load <16 x float>, ptr %a19
  %t247 = load <16 x float>, ptr %a20
  %t248 = fadd <16 x float> %t244, %t245
  %t249 = fadd <16 x float> %t246, %t247
  %t250 = fadd <16 x float> %t248, %t249
  %t251 = shufflevector <16 x float> %t250, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t252 = shufflevector <16 x float> %t250, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t253 = fadd <8 x float> %t251, %t252
  %t254 = shufflevector <8 x float> %t253, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t255 = shufflevector <8 x float> %t253, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t256 = fadd <4 x float> %t254, %t255
  %t257 = shufflevector <4 x float> %t256, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %t258 = shufflevector <4 x float> %t256, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %t259 = fadd <2 x float> %t257, %t258
  %t260 = shufflevector <2 x float> %t259, <2 x float> poison, <1 x i32> <i32 0>
  %t261 = shufflevector <2 x float> %t259, <2 x float> poison, <1 x i32> <i32 1>
  %t262 = fadd <1 x float> %t260, %t261
  %t263 = extractelement <1 x float> %t262, i64 0
  store float %t263, ptr %a16
  %t264 = load float, ptr %a16
  %t265 = fdiv float %t264, %t132
  %t266 = fadd float %t265, %arg8
  %t268 = call float @llvm.sqrt.f32(float %t266)
  %t269 = fdiv float 0x3FF0000000000000, %t268
  %t271 = sext i32 %pid0 to i64
  %t270 = getelementptr float, ptr %arg4, i64 %t271
  %t272 = insertelement <1 x ptr> poison, ptr %t270, i64 0
  %t273 = insertelement <1 x float> poison, float %t133, i64 0
  %t274 = extractelement <1 x ptr> %t272, i64 0
  store <1 x float> %t273, ptr %t274, align 4
  %t276 = sext i32 %pid0 to i64
  %t275 = getelementptr float, ptr %arg5, i64 %t276
  %t277 = insertelement <1 x ptr> poison, ptr %t275, i64 0
  %t278 = insertelement <1 x float> poison, float %t269, i64 0
  %t279 = extractelement <1 x ptr> %t277, i64 0
  store <1 x float> %t278, ptr %t279, align 4
  store i32 0, ptr %a22
  br label %for34
for34:
  %t280 = load i32, ptr %a22
  %t281 = icmp slt i32 %t280, %arg7
  %t282 = icmp sgt i32 256, 0
  %t283 = and i1 %t281, %t282
  br i1 %t283, label %for_body35, label %for_end36
for_body35:
  %t284 = insertelement <1 x i32> poison, i32 %t280, i64 0
  %t285 = shufflevector <1 x i32> %t284, <1 x i32> poison, <1 x i32> zeroinitializer
  %t286 = trunc i64 0 to i32
  %t287 = insertelement <1 x i32> poison, i32 %t286, i64 0
  %t288 = shufflevector <1 x i32> %t287, <1 x i32> poison, <1 x i32> zeroinitializer
  %t289 = add <1 x i32> %t288, <i32 0>
  %t290 = add <1 x i32> %t285, %t289
  %t291 = extractelement <1 x i32> %t290, i64 0
  %t292 = insertelement <1 x i32> poison, i32 %t280, i64 0
  %t293 = shufflevector <1 x i32> %t292, <1 x i32> poison, <1 x i32> zeroinitializer
  %t294 = trunc i64 255 to i32
  %t295 = insertelement <1 x i32> poison, i32 %t294, i64 0
  %t296 = shufflevector <1 x i32> %t295, <1 x i32> poison, <1 x i32> zeroinitializer
  %t297 = add <1 x i32> %t296, <i32 0>
  %t298 = add <1 x i32> %t293, %t297
  %t299 = extractelement <1 x i32> %t298, i64 0
  %t300 = icmp sle i32 %t291, %t299
  %t301 = icmp slt i32 %t299, %arg7
  %t302 = and i1 %t300, %t301
  br i1 %t302, label %in_bounds38, label %masked39
in_bounds38:
  store i64 0, ptr %a23
  br label %head40
head40:
  %t303 = load i64, ptr %a23
  %t304 = icmp slt i64 %t303, 256
  br i1 %t304, label %body41, label %done42
body41:
  %t305 = trunc i64 %t303 to i32
  %t306 = insertelement <1 x i32> poison, i32 %t305, i64 0
  %t307 = shufflevector <1 x i32> %t306, <1 x i32> poison, <16 x i32> zeroinitializer
  %t308 = add <16 x i32> %t307, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t309 = insertelement <1 x i32> poison, i32 %t280, i64 0
  %t310 = shufflevector <1 x i32> %t309, <1 x i32> poison, <16 x i32> zeroinitializer
  %t311 = add <16 x i32> %t310, %t308
  %t312 = insertelement <1 x i32> poison, i32 %arg7, i64 0
  %t313 = shufflevector <1 x i32> %t312, <1 x i32> poison, <16 x i32> zeroinitializer
  %t314 = icmp slt <16 x i32> %t311, %t313
  %t315 = insertelement <1 x ptr> poison, ptr %arg2, i64 0
  %t316 = shufflevector <1 x ptr> %t315, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t318 = sext <16 x i32> %t311 to <16 x i64>
  %t317 = getelementptr float, <16 x ptr> %t316, <16 x i64> %t318
  %t320 = extractelement <16 x ptr> %t317, i64 0
  %t319 = load <16 x float>, ptr %t320, align 4
  %t321 = insertelement <1 x ptr> poison, ptr %arg3, i64 0
  %t322 = shufflevector <1 x ptr> %t321, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t324 = sext <16 x i32> %t311 to <16 x i64>
  %t323 = getelementptr float, <16 x ptr> %t322, <16 x i64> %t324
  %t326 = extractelement <16 x ptr> %t323, i64 0
  %t325 = load <16 x float>, ptr %t326, align 4
  %t327 = insertelement <1 x ptr> poison, ptr %t2, i64 0
  %t328 = shufflevector <1 x ptr> %t327, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t330 = sext <16 x i32> %t311 to <16 x i64>
  %t329 = getelementptr float, <16 x ptr> %t328, <16 x i64> %t330
  %t332 = extractelement <16 x ptr> %t329, i64 0
  %t331 = load <16 x float>, ptr %t332, align 4
  %t333 = insertelement <1 x ptr> poison, ptr %t4, i64 0
  %t334 = shufflevector <1 x ptr> %t333, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t336 = sext <16 x i32> %t311 to <16 x i64>
  %t335 = getelementptr float, <16 x ptr> %t334, <16 x i64> %t336
  %t337 = insertelement <1 x float> poison, float %t133, i64 0
  %t338 = shufflevector <1 x float> %t337, <1 x float> poison, <16 x i32> zeroinitializer
  %t339 = fsub <16 x float> %t331, %t338
  %t340 = insertelement <1 x float> poison, float %t269, i64 0
  %t341 = shufflevector <1 x float> %t340, <1 x float> poison, <16 x i32> zeroinitializer
  %t342 = fmul <16 x float> %t339, %t341
  %t344 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t342, <16 x float> %t319, <16 x float> %t325)
  %t345 = extractelement <16 x ptr> %t335, i64 0
  store <16 x float> %t344, ptr %t345, align 4
  %t346 = add i64 %t303, 16
  store i64 %t346, ptr %a23
  br label %head40
done42:
  br label %versions_done37
masked39:
  store i64 0, ptr %a24
  br label %head43
head43:
  %t347 = load i64, ptr %a24
  %t348 = icmp slt i64 %t347, 256
  br i1 %t348, label %body44, label %done45
body44:
  %t349 = trunc i64 %t347 to i32
  %t350 = insertelement <1 x i32> poison, i32 %t349, i64 0
  %t351 = shufflevector <1 x i32> %t350, <1 x i32> poison, <16 x i32> zeroinitializer
  %t352 = add <16 x i32> %t351, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t353 = insertelement <1 x i32> poison, i32 %t280, i64 0
  %t354 = shufflevector <1 x i32> %t353, <1 x i32> poison, <16 x i32> zeroinitializer
  %t355 = add <16 x i32> %t354, %t352
  %t356 = insertelement <1 x i32> poison, i32 %arg7, i64 0
  %t357 = shufflevector <1 x i32> %t356, <1 x i32> poison, <16 x i32> zeroinitializer
  %t358 = icmp slt <16 x i32> %t355, %t357
  %t359 = insertelement <1 x ptr> poison, ptr %arg2, i64 0
  %t360 = shufflevector <1 x ptr> %t359, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t362 = sext <16 x i32> %t355 to <16 x i64>
  %t361 = getelementptr float, <16 x ptr> %t360, <16 x i64> %t362
  %t364 = extractelement <16 x ptr> %t361, i64 0
  %t365 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t364, <16 x i1> %t358, <16 x float> zeroinitializer)
  %t366 = insertelement <1 x ptr> poison, ptr %arg3, i64 0
  %t367 = shufflevector <1 x ptr> %t366, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t369 = sext <16 x i32> %t355 to <16 x i64>
  %t368 = getelementptr float, <16 x ptr> %t367, <16 x i64> %t369
  %t371 = extractelement <16 x ptr> %t368, i64 0
  %t372 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t371, <16 x i1> %t358, <16 x float> zeroinitializer)
  %t373 = insertelement <1 x ptr> poison, ptr %t2, i64 0
  %t374 = shufflevector <1 x ptr> %t373, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t376 = sext <16 x i32> %t355 to <16 x i64>
  %t375 = getelementptr float, <16 x ptr> %t374, <16 x i64> %t376
  %t378 = extractelement <16 x ptr> %t375, i64 0
  %t379 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t378, <16 x i1> %t358, <16 x float> splat (float 0x0000000000000000))
  %t380 = insertelement <1 x ptr> poison, ptr %t4, i64 0
  %t381 = shufflevector <1 x ptr> %t380, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t383 = sext <16 x i32> %t355 to <16 x i64>
  %t382 = getelementptr float, <16 x ptr> %t381, <16 x i64> %t383
  %t384 = insertelement <1 x float> poison, float %t133, i64 0
  %t385 = shufflevector <1 x float> %t384, <1 x float> poison, <16 x i32> zeroinitializer
  %t386 = fsub <16 x float> %t379, %t385
  %t387 = insertelement <1 x float> poison, float %t269, i64 0
  %t388 = shufflevector <1 x float> %t387, <1 x float> poison, <16 x i32> zeroinitializer
  %t389 = fmul <16 x float> %t386, %t388
  %t391 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t389, <16 x float> %t365, <16 x float> %t372)
  %t392 = extractelement <16 x ptr> %t382, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t391, ptr align 4 %t392, <16 x i1> %t358)
  %t393 = add i64 %t347, 16
  store i64 %t393, ptr %a24
  br label %head43
done45:
  br label %versions_done37
versions_done37:
  %t394 = add i32 %t280, 256
  store i32 %t394, ptr %a22
  br label %for34
for_end36:
  ret void
}

define internal i64 @layer_norm_fwd.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %lo, i64 %hi, i64 %chunk, ptr %rt) noinline "no-builtin-memcpy" {
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
  call void @layer_norm_fwd.program(ptr %args, i32 %x, i32 %y, i32 %z, i32 %nx, i32 %ny, i32 %nz, ptr %rt)
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

define void @layer_norm_fwd_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
entry:
  %ran = call i64 @layer_norm_fwd.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 0, i64 %total, i64 %chunk, ptr %rt)
  ret void
}

define i64 @layer_norm_fwd_omp(ptr %job) {
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
  %ranges = getelementptr i8, ptr %job, i64 192
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
  %got = call i64 @layer_norm_fwd.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %ctr, i64 %lo, i64 %hi, i64 %chunk, ptr %rt)
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