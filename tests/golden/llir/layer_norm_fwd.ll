; tritium CPU kernel layer_norm_fwd
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare float @llvm.sqrt.f32(float)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define internal void @layer_norm_fwd.program(ptr noalias %args, i32 %pid0, i32 %pid1, i32 %pid2, i32 %np0, i32 %np1, i32 %np2, ptr %rt) {
entry:
  %a0 = alloca float, i64 256, align 64
  %a1 = alloca i64, i64 1, align 16
  %a2 = alloca float, i64 256, align 64
  %a3 = alloca i32, i64 1, align 16
  %a4 = alloca i64, i64 1, align 16
  %a5 = alloca float, i64 1, align 16
  %a6 = alloca <16 x float>, i64 1, align 16
  %a7 = alloca <16 x float>, i64 1, align 16
  %a8 = alloca <16 x float>, i64 1, align 16
  %a9 = alloca <16 x float>, i64 1, align 16
  %a10 = alloca i64, i64 1, align 16
  %a11 = alloca float, i64 256, align 64
  %a12 = alloca i32, i64 1, align 16
  %a13 = alloca i64, i64 1, align 16
  %a14 = alloca float, i64 1, align 16
  %a15 = alloca <16 x float>, i64 1, align 16
  %a16 = alloca <16 x float>, i64 1, align 16
  %a17 = alloca <16 x float>, i64 1, align 16
  %a18 = alloca <16 x float>, i64 1, align 16
  %a19 = alloca i64, i64 1, align 16
  %a20 = alloca i32, i64 1, align 16
  %a21 = alloca i64, i64 1, align 16
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
  store i64 0, ptr %a4
  br label %head7
head7:
  %t14 = load i64, ptr %a4
  %t15 = icmp slt i64 %t14, 256
  br i1 %t15, label %body8, label %done9
body8:
  %t16 = trunc i64 %t14 to i32
  %t17 = insertelement <1 x i32> poison, i32 %t16, i64 0
  %t18 = shufflevector <1 x i32> %t17, <1 x i32> poison, <16 x i32> zeroinitializer
  %t19 = add <16 x i32> %t18, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t20 = insertelement <1 x i32> poison, i32 %t10, i64 0
  %t21 = shufflevector <1 x i32> %t20, <1 x i32> poison, <16 x i32> zeroinitializer
  %t22 = add <16 x i32> %t21, %t19
  %t23 = insertelement <1 x ptr> poison, ptr %t2, i64 0
  %t24 = shufflevector <1 x ptr> %t23, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t26 = sext <16 x i32> %t22 to <16 x i64>
  %t25 = getelementptr float, <16 x ptr> %t24, <16 x i64> %t26
  %t27 = insertelement <1 x i32> poison, i32 %arg7, i64 0
  %t28 = shufflevector <1 x i32> %t27, <1 x i32> poison, <16 x i32> zeroinitializer
  %t29 = icmp slt <16 x i32> %t22, %t28
  %t30 = getelementptr float, ptr %a0, i64 %t14
  %t31 = load <16 x float>, ptr %t30, align 4
  %t33 = extractelement <16 x ptr> %t25, i64 0
  %t34 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t33, <16 x i1> %t29, <16 x float> %t31)
  %t35 = getelementptr float, ptr %a2, i64 %t14
  %t36 = load <16 x float>, ptr %t35, align 4
  %t37 = fadd <16 x float> %t36, %t34
  %t38 = getelementptr float, ptr %a2, i64 %t14
  store <16 x float> %t37, ptr %t38, align 4
  %t39 = add i64 %t14, 16
  store i64 %t39, ptr %a4
  br label %head7
done9:
  %t40 = add i32 %t10, 256
  store i32 %t40, ptr %a3
  br label %for4
for_end6:
  %t41 = mul i64 0, 256
  %t42 = getelementptr float, ptr %a2, i64 %t41
  %t43 = load <16 x float>, ptr %t42, align 4
  store <16 x float> %t43, ptr %a6
  %t44 = mul i64 1, 16
  %t45 = add i64 %t41, %t44
  %t46 = getelementptr float, ptr %a2, i64 %t45
  %t47 = load <16 x float>, ptr %t46, align 4
  store <16 x float> %t47, ptr %a7
  %t48 = mul i64 1, 32
  %t49 = add i64 %t41, %t48
  %t50 = getelementptr float, ptr %a2, i64 %t49
  %t51 = load <16 x float>, ptr %t50, align 4
  store <16 x float> %t51, ptr %a8
  %t52 = mul i64 1, 48
  %t53 = add i64 %t41, %t52
  %t54 = getelementptr float, ptr %a2, i64 %t53
  %t55 = load <16 x float>, ptr %t54, align 4
  store <16 x float> %t55, ptr %a9
  store i64 64, ptr %a10
  br label %head10
head10:
  %t56 = load i64, ptr %a10
  %t57 = icmp slt i64 %t56, 256
  br i1 %t57, label %body11, label %done12
body11:
  %t58 = add i64 %t41, %t56
  %t59 = load <16 x float>, ptr %a6
  %t60 = getelementptr float, ptr %a2, i64 %t58
  %t61 = load <16 x float>, ptr %t60, align 4
  %t62 = fadd <16 x float> %t59, %t61
  store <16 x float> %t62, ptr %a6
  %t63 = add i64 %t41, %t56
  %t64 = mul i64 1, 16
  %t65 = add i64 %t63, %t64
  %t66 = load <16 x float>, ptr %a7
  %t67 = getelementptr float, ptr %a2, i64 %t65
  %t68 = load <16 x float>, ptr %t67, align 4
  %t69 = fadd <16 x float> %t66, %t68
  store <16 x float> %t69, ptr %a7
  %t70 = add i64 %t41, %t56
  %t71 = mul i64 1, 32
  %t72 = add i64 %t70, %t71
  %t73 = load <16 x float>, ptr %a8
  %t74 = getelementptr float, ptr %a2, i64 %t72
  %t75 = load <16 x float>, ptr %t74, align 4
  %t76 = fadd <16 x float> %t73, %t75
  store <16 x float> %t76, ptr %a8
  %t77 = add i64 %t41, %t56
  %t78 = mul i64 1, 48
  %t79 = add i64 %t77, %t78
  %t80 = load <16 x float>, ptr %a9
  %t81 = getelementptr float, ptr %a2, i64 %t79
  %t82 = load <16 x float>, ptr %t81, align 4
  %t83 = fadd <16 x float> %t80, %t82
  store <16 x float> %t83, ptr %a9
  %t84 = add i64 %t56, 64
  store i64 %t84, ptr %a10
  br label %head10
done12:
  %t85 = load <16 x float>, ptr %a6
  %t86 = load <16 x float>, ptr %a7
  %t87 = load <16 x float>, ptr %a8
  %t88 = load <16 x float>, ptr %a9
  %t89 = fadd <16 x float> %t85, %t86
  %t90 = fadd <16 x float> %t87, %t88
  %t91 = fadd <16 x float> %t89, %t90
  %t92 = shufflevector <16 x float> %t91, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t93 = shufflevector <16 x float> %t91, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t94 = fadd <8 x float> %t92, %t93
  %t95 = shufflevector <8 x float> %t94, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t96 = shufflevector <8 x float> %t94, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t97 = fadd <4 x float> %t95, %t96
  %t98 = shufflevector <4 x float> %t97, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %t99 = shufflevector <4 x float> %t97, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %t100 = fadd <2 x float> %t98, %t99
  %t101 = shufflevector <2 x float> %t100, <2 x float> poison, <1 x i32> <i32 0>
  %t102 = shufflevector <2 x float> %t100, <2 x float> poison, <1 x i32> <i32 1>
  %t103 = fadd <1 x float> %t101, %t102
  %t104 = extractelement <1 x float> %t103, i64 0
  store float %t104, ptr %a5
  %t105 = load float, ptr %a5
  %t107 = sitofp i32 %arg7 to float
  %t108 = fdiv float %t105, %t107
  call void @llvm.memcpy.p0.p0.i64(ptr %a11, ptr %a0, i64 1024, i1 false)
  store i32 0, ptr %a12
  br label %for13
for13:
  %t109 = load i32, ptr %a12
  %t110 = icmp slt i32 %t109, %arg7
  %t111 = icmp sgt i32 256, 0
  %t112 = and i1 %t110, %t111
  br i1 %t112, label %for_body14, label %for_end15
for_body14:
  store i64 0, ptr %a13
  br label %head16
head16:
  %t113 = load i64, ptr %a13
  %t114 = icmp slt i64 %t113, 256
  br i1 %t114, label %body17, label %done18
body17:
  %t115 = trunc i64 %t113 to i32
  %t116 = insertelement <1 x i32> poison, i32 %t115, i64 0
  %t117 = shufflevector <1 x i32> %t116, <1 x i32> poison, <16 x i32> zeroinitializer
  %t118 = add <16 x i32> %t117, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t119 = insertelement <1 x i32> poison, i32 %t109, i64 0
  %t120 = shufflevector <1 x i32> %t119, <1 x i32> poison, <16 x i32> zeroinitializer
  %t121 = add <16 x i32> %t120, %t118
  %t122 = insertelement <1 x ptr> poison, ptr %t2, i64 0
  %t123 = shufflevector <1 x ptr> %t122, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t125 = sext <16 x i32> %t121 to <16 x i64>
  %t124 = getelementptr float, <16 x ptr> %t123, <16 x i64> %t125
  %t126 = insertelement <1 x i32> poison, i32 %arg7, i64 0
  %t127 = shufflevector <1 x i32> %t126, <1 x i32> poison, <16 x i32> zeroinitializer
  %t128 = icmp slt <16 x i32> %t121, %t127
  %t129 = getelementptr float, ptr %a0, i64 %t113
  %t130 = load <16 x float>, ptr %t129, align 4
  %t132 = extractelement <16 x ptr> %t124, i64 0
  %t133 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t132, <16 x i1> %t128, <16 x float> %t130)
  %t134 = insertelement <1 x float> poison, float %t108, i64 0
  %t135 = shufflevector <1 x float> %t134, <1 x float> poison, <16 x i32> zeroinitializer
  %t136 = fsub <16 x float> %t133, %t135
  %t137 = select <16 x i1> %t128, <16 x float> %t136, <16 x float> %t130
  %t138 = getelementptr float, ptr %a11, i64 %t113
  %t139 = load <16 x float>, ptr %t138, align 4
  %t141 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t137, <16 x float> %t137, <16 x float> %t139)
  %t142 = getelementptr float, ptr %a11, i64 %t113
  store <16 x float> %t141, ptr %t142, align 4
  %t143 = add i64 %t113, 16
  store i64 %t143, ptr %a13
  br label %head16
done18:
  %t144 = add i32 %t109, 256
  store i32 %t144, ptr %a12
  br label %for13
for_end15:
  %t145 = mul i64 0, 256
  %t146 = getelementptr float, ptr %a11, i64 %t145
  %t147 = load <16 x float>, ptr %t146, align 4
  store <16 x float> %t147, ptr %a15
  %t148 = mul i64 1, 16
  %t149 = add i64 %t145, %t148
  %t150 = getelementptr float, ptr %a11, i64 %t149
  %t151 = load <16 x float>, ptr %t150, align 4
  store <16 x float> %t151, ptr %a16
  %t152 = mul i64 1, 32
  %t153 = add i64 %t145, %t152
  %t154 = getelementptr float, ptr %a11, i64 %t153
  %t155 = load <16 x float>, ptr %t154, align 4
  store <16 x float> %t155, ptr %a17
  %t156 = mul i64 1, 48
  %t157 = add i64 %t145, %t156
  %t158 = getelementptr float, ptr %a11, i64 %t157
  %t159 = load <16 x float>, ptr %t158, align 4
  store <16 x float> %t159, ptr %a18
  store i64 64, ptr %a19
  br label %head19
head19:
  %t160 = load i64, ptr %a19
  %t161 = icmp slt i64 %t160, 256
  br i1 %t161, label %body20, label %done21
body20:
  %t162 = add i64 %t145, %t160
  %t163 = load <16 x float>, ptr %a15
  %t164 = getelementptr float, ptr %a11, i64 %t162
  %t165 = load <16 x float>, ptr %t164, align 4
  %t166 = fadd <16 x float> %t163, %t165
  store <16 x float> %t166, ptr %a15
  %t167 = add i64 %t145, %t160
  %t168 = mul i64 1, 16
  %t169 = add i64 %t167, %t168
  %t170 = load <16 x float>, ptr %a16
  %t171 = getelementptr float, ptr %a11, i64 %t169
  %t172 = load <16 x float>, ptr %t171, align 4
  %t173 = fadd <16 x float> %t170, %t172
  store <16 x float> %t173, ptr %a16
  %t174 = add i64 %t145, %t160
  %t175 = mul i64 1, 32
  %t176 = add i64 %t174, %t175
  %t177 = load <16 x float>, ptr %a17
  %t178 = getelementptr float, ptr %a11, i64 %t176
  %t179 = load <16 x float>, ptr %t178, align 4
  %t180 = fadd <16 x float> %t177, %t179
  store <16 x float> %t180, ptr %a17
  %t181 = add i64 %t145, %t160
  %t182 = mul i64 1, 48
  %t183 = add i64 %t181, %t182
  %t184 = load <16 x float>, ptr %a18
  %t185 = getelementptr float, ptr %a11, i64 %t183
  %t186 = load <16 x float>, ptr %t185, align 4
  %t187 = fadd <16 x float> %t184, %t186
  store <16 x float> %t187, ptr %a18
  %t188 = add i64 %t160, 64
  store i64 %t188, ptr %a19
  br label %head19
done21:
  %t189 = load <16 x float>, ptr %a15
  %t190 = load <16 x float>, ptr %a16
  %t191 = load <16 x float>, ptr %a17
  %t192 = load <16 x float>, ptr %a18
  %t193 = fadd <16 x float> %t189, %t190
  %t194 = fadd <16 x float> %t191, %t192
  %t195 = fadd <16 x float> %t193, %t194
  %t196 = shufflevector <16 x float> %t195, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t197 = shufflevector <16 x float> %t195, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t198 = fadd <8 x float> %t196, %t197
  %t199 = shufflevector <8 x float> %t198, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t200 = shufflevector <8 x float> %t198, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t201 = fadd <4 x float> %t199, %t200
  %t202 = shufflevector <4 x float> %t201, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %t203 = shufflevector <4 x float> %t201, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %t204 = fadd <2 x float> %t202, %t203
  %t205 = shufflevector <2 x float> %t204, <2 x float> poison, <1 x i32> <i32 0>
  %t206 = shufflevector <2 x float> %t204, <2 x float> poison, <1 x i32> <i32 1>
  %t207 = fadd <1 x float> %t205, %t206
  %t208 = extractelement <1 x float> %t207, i64 0
  store float %t208, ptr %a14
  %t209 = load float, ptr %a14
  %t210 = fdiv float %t209, %t107
  %t211 = fadd float %t210, %arg8
  %t213 = call float @llvm.sqrt.f32(float %t211)
  %t214 = fdiv float 0x3FF0000000000000, %t213
  %t216 = sext i32 %pid0 to i64
  %t215 = getelementptr float, ptr %arg4, i64 %t216
  %t217 = insertelement <1 x ptr> poison, ptr %t215, i64 0
  %t218 = insertelement <1 x float> poison, float %t108, i64 0
  %t219 = extractelement <1 x ptr> %t217, i64 0
  store <1 x float> %t218, ptr %t219, align 4
  %t221 = sext i32 %pid0 to i64
  %t220 = getelementptr float, ptr %arg5, i64 %t221
  %t222 = insertelement <1 x ptr> poison, ptr %t220, i64 0
  %t223 = insertelement <1 x float> poison, float %t214, i64 0
  %t224 = extractelement <1 x ptr> %t222, i64 0
  store <1 x float> %t223, ptr %t224, align 4
  store i32 0, ptr %a20
  br label %for22
for22:
  %t225 = load i32, ptr %a20
  %t226 = icmp slt i32 %t225, %arg7
  %t227 = icmp sgt i32 256, 0
  %t228 = and i1 %t226, %t227
  br i1 %t228, label %for_body23, label %for_end24
for_body23:
  store i64 0, ptr %a21
  br label %head25
head25:
  %t229 = load i64, ptr %a21
  %t230 = icmp slt i64 %t229, 256
  br i1 %t230, label %body26, label %done27
body26:
  %t231 = trunc i64 %t229 to i32
  %t232 = insertelement <1 x i32> poison, i32 %t231, i64 0
  %t233 = shufflevector <1 x i32> %t232, <1 x i32> poison, <16 x i32> zeroinitializer
  %t234 = add <16 x i32> %t233, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t235 = insertelement <1 x i32> poison, i32 %t225, i64 0
  %t236 = shufflevector <1 x i32> %t235, <1 x i32> poison, <16 x i32> zeroinitializer
  %t237 = add <16 x i32> %t236, %t234
  %t238 = insertelement <1 x i32> poison, i32 %arg7, i64 0
  %t239 = shufflevector <1 x i32> %t238, <1 x i32> poison, <16 x i32> zeroinitializer
  %t240 = icmp slt <16 x i32> %t237, %t239
  %t241 = insertelement <1 x ptr> poison, ptr %arg2, i64 0
  %t242 = shufflevector <1 x ptr> %t241, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t244 = sext <16 x i32> %t237 to <16 x i64>
  %t243 = getelementptr float, <16 x ptr> %t242, <16 x i64> %t244
  %t246 = extractelement <16 x ptr> %t243, i64 0
  %t247 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t246, <16 x i1> %t240, <16 x float> zeroinitializer)
  %t248 = insertelement <1 x ptr> poison, ptr %arg3, i64 0
  %t249 = shufflevector <1 x ptr> %t248, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t251 = sext <16 x i32> %t237 to <16 x i64>
  %t250 = getelementptr float, <16 x ptr> %t249, <16 x i64> %t251
  %t253 = extractelement <16 x ptr> %t250, i64 0
  %t254 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t253, <16 x i1> %t240, <16 x float> zeroinitializer)
  %t255 = insertelement <1 x ptr> poison, ptr %t2, i64 0
  %t256 = shufflevector <1 x ptr> %t255, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t258 = sext <16 x i32> %t237 to <16 x i64>
  %t257 = getelementptr float, <16 x ptr> %t256, <16 x i64> %t258
  %t259 = getelementptr float, ptr %a0, i64 %t229
  %t260 = load <16 x float>, ptr %t259, align 4
  %t262 = extractelement <16 x ptr> %t257, i64 0
  %t263 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t262, <16 x i1> %t240, <16 x float> %t260)
  %t264 = insertelement <1 x ptr> poison, ptr %t4, i64 0
  %t265 = shufflevector <1 x ptr> %t264, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t267 = sext <16 x i32> %t237 to <16 x i64>
  %t266 = getelementptr float, <16 x ptr> %t265, <16 x i64> %t267
  %t268 = insertelement <1 x float> poison, float %t108, i64 0
  %t269 = shufflevector <1 x float> %t268, <1 x float> poison, <16 x i32> zeroinitializer
  %t270 = fsub <16 x float> %t263, %t269
  %t271 = insertelement <1 x float> poison, float %t214, i64 0
  %t272 = shufflevector <1 x float> %t271, <1 x float> poison, <16 x i32> zeroinitializer
  %t273 = fmul <16 x float> %t270, %t272
  %t275 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t273, <16 x float> %t247, <16 x float> %t254)
  %t276 = extractelement <16 x ptr> %t266, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t275, ptr align 4 %t276, <16 x i1> %t240)
  %t277 = add i64 %t229, 16
  store i64 %t277, ptr %a21
  br label %head25
done27:
  %t278 = add i32 %t225, 256
  store i32 %t278, ptr %a20
  br label %for22
for_end24:
  ret void
}

define void @layer_norm_fwd_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) {
entry:
  %nxy = mul i32 %nx, %ny
  br label %take
take:
  %start = atomicrmw add ptr %counter, i64 %chunk monotonic
  %more = icmp slt i64 %start, %total
  br i1 %more, label %run, label %exit
run:
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
  call void @layer_norm_fwd.program(ptr %args, i32 %x, i32 %y, i32 %z, i32 %nx, i32 %ny, i32 %nz, ptr %rt)
  %p1 = add i64 %p, 1
  %again = icmp slt i64 %p1, %end
  br i1 %again, label %prog, label %take
exit:
  ret void
}