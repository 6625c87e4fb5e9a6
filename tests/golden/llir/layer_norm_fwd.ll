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
  %t41 = load <16 x float>, ptr %a2, align 4
  store <16 x float> %t41, ptr %a6
  %t42 = getelementptr float, ptr %a2, i64 16
  %t43 = load <16 x float>, ptr %t42, align 4
  store <16 x float> %t43, ptr %a7
  %t44 = getelementptr float, ptr %a2, i64 32
  %t45 = load <16 x float>, ptr %t44, align 4
  store <16 x float> %t45, ptr %a8
  %t46 = getelementptr float, ptr %a2, i64 48
  %t47 = load <16 x float>, ptr %t46, align 4
  store <16 x float> %t47, ptr %a9
  store i64 64, ptr %a10
  br label %head10
head10:
  %t48 = load i64, ptr %a10
  %t49 = icmp slt i64 %t48, 256
  br i1 %t49, label %body11, label %done12
body11:
  %t50 = load <16 x float>, ptr %a6
  %t51 = getelementptr float, ptr %a2, i64 %t48
  %t52 = load <16 x float>, ptr %t51, align 4
  %t53 = fadd <16 x float> %t50, %t52
  store <16 x float> %t53, ptr %a6
  %t54 = add i64 16, %t48
  %t55 = load <16 x float>, ptr %a7
  %t56 = getelementptr float, ptr %a2, i64 %t54
  %t57 = load <16 x float>, ptr %t56, align 4
  %t58 = fadd <16 x float> %t55, %t57
  store <16 x float> %t58, ptr %a7
  %t59 = add i64 32, %t48
  %t60 = load <16 x float>, ptr %a8
  %t61 = getelementptr float, ptr %a2, i64 %t59
  %t62 = load <16 x float>, ptr %t61, align 4
  %t63 = fadd <16 x float> %t60, %t62
  store <16 x float> %t63, ptr %a8
  %t64 = add i64 48, %t48
  %t65 = load <16 x float>, ptr %a9
  %t66 = getelementptr float, ptr %a2, i64 %t64
  %t67 = load <16 x float>, ptr %t66, align 4
  %t68 = fadd <16 x float> %t65, %t67
  store <16 x float> %t68, ptr %a9
  %t69 = add i64 %t48, 64
  store i64 %t69, ptr %a10
  br label %head10
done12:
  %t70 = load <16 x float>, ptr %a6
  %t71 = load <16 x float>, ptr %a7
  %t72 = load <16 x float>, ptr %a8
  %t73 = load <16 x float>, ptr %a9
  %t74 = fadd <16 x float> %t70, %t71
  %t75 = fadd <16 x float> %t72, %t73
  %t76 = fadd <16 x float> %t74, %t75
  %t77 = shufflevector <16 x float> %t76, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t78 = shufflevector <16 x float> %t76, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t79 = fadd <8 x float> %t77, %t78
  %t80 = shufflevector <8 x float> %t79, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t81 = shufflevector <8 x float> %t79, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t82 = fadd <4 x float> %t80, %t81
  %t83 = shufflevector <4 x float> %t82, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %t84 = shufflevector <4 x float> %t82, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %t85 = fadd <2 x float> %t83, %t84
  %t86 = shufflevector <2 x float> %t85, <2 x float> poison, <1 x i32> <i32 0>
  %t87 = shufflevector <2 x float> %t85, <2 x float> poison, <1 x i32> <i32 1>
  %t88 = fadd <1 x float> %t86, %t87
  %t89 = extractelement <1 x float> %t88, i64 0
  store float %t89, ptr %a5
  %t90 = load float, ptr %a5
  %t92 = sitofp i32 %arg7 to float
  %t93 = fdiv float %t90, %t92
  call void @llvm.memcpy.p0.p0.i64(ptr %a11, ptr %a0, i64 1024, i1 false)
  store i32 0, ptr %a12
  br label %for13
for13:
  %t94 = load i32, ptr %a12
  %t95 = icmp slt i32 %t94, %arg7
  %t96 = icmp sgt i32 256, 0
  %t97 = and i1 %t95, %t96
  br i1 %t97, label %for_body14, label %for_end15
for_body14:
  store i64 0, ptr %a13
  br label %head16
head16:
  %t98 = load i64, ptr %a13
  %t99 = icmp slt i64 %t98, 256
  br i1 %t99, label %body17, label %done18
body17:
  %t100 = trunc i64 %t98 to i32
  %t101 = insertelement <1 x i32> poison, i32 %t100, i64 0
  %t102 = shufflevector <1 x i32> %t101, <1 x i32> poison, <16 x i32> zeroinitializer
  %t103 = add <16 x i32> %t102, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t104 = insertelement <1 x i32> poison, i32 %t94, i64 0
  %t105 = shufflevector <1 x i32> %t104, <1 x i32> poison, <16 x i32> zeroinitializer
  %t106 = add <16 x i32> %t105, %t103
  %t107 = insertelement <1 x ptr> poison, ptr %t2, i64 0
  %t108 = shufflevector <1 x ptr> %t107, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t110 = sext <16 x i32> %t106 to <16 x i64>
  %t109 = getelementptr float, <16 x ptr> %t108, <16 x i64> %t110
  %t111 = insertelement <1 x i32> poison, i32 %arg7, i64 0
  %t112 = shufflevector <1 x i32> %t111, <1 x i32> poison, <16 x i32> zeroinitializer
  %t113 = icmp slt <16 x i32> %t106, %t112
  %t114 = getelementptr float, ptr %a0, i64 %t98
  %t115 = load <16 x float>, ptr %t114, align 4
  %t117 = extractelement <16 x ptr> %t109, i64 0
  %t118 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t117, <16 x i1> %t113, <16 x float> %t115)
  %t119 = insertelement <1 x float> poison, float %t93, i64 0
  %t120 = shufflevector <1 x float> %t119, <1 x float> poison, <16 x i32> zeroinitializer
  %t121 = fsub <16 x float> %t118, %t120
  %t122 = select <16 x i1> %t113, <16 x float> %t121, <16 x float> %t115
  %t123 = getelementptr float, ptr %a11, i64 %t98
  %t124 = load <16 x float>, ptr %t123, align 4
  %t126 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t122, <16 x float> %t122, <16 x float> %t124)
  %t127 = getelementptr float, ptr %a11, i64 %t98
  store <16 x float> %t126, ptr %t127, align 4
  %t128 = add i64 %t98, 16
  store i64 %t128, ptr %a13
  br label %head16
done18:
  %t129 = add i32 %t94, 256
  store i32 %t129, ptr %a12
  br label %for13
for_end15:
  %t130 = load <16 x float>, ptr %a11, align 4
  store <16 x float> %t130, ptr %a15
  %t131 = getelementptr float, ptr %a11, i64 16
  %t132 = load <16 x float>, ptr %t131, align 4
  store <16 x float> %t132, ptr %a16
  %t133 = getelementptr float, ptr %a11, i64 32
  %t134 = load <16 x float>, ptr %t133, align 4
  store <16 x float> %t134, ptr %a17
  %t135 = getelementptr float, ptr %a11, i64 48
  %t136 = load <16 x float>, ptr %t135, align 4
  store <16 x float> %t136, ptr %a18
  store i64 64, ptr %a19
  br label %head19
head19:
  %t137 = load i64, ptr %a19
  %t138 = icmp slt i64 %t137, 256
  br i1 %t138, label %body20, label %done21
body20:
  %t139 = load <16 x float>, ptr %a15
  %t140 = getelementptr float, ptr %a11, i64 %t137
  %t141 = load <16 x float>, ptr %t140, align 4
  %t142 = fadd <16 x float> %t139, %t141
  store <16 x float> %t142, ptr %a15
  %t143 = add i64 16, %t137
  %t144 = load <16 x float>, ptr %a16
  %t145 = getelementptr float, ptr %a11, i64 %t143
  %t146 = load <16 x float>, ptr %t145, align 4
  %t147 = fadd <16 x float> %t144, %t146
  store <16 x float> %t147, ptr %a16
  %t148 = add i64 32, %t137
  %t149 = load <16 x float>, ptr %a17
  %t150 = getelementptr float, ptr %a11, i64 %t148
  %t151 = load <16 x float>, ptr %t150, align 4
  %t152 = fadd <16 x float> %t149, %t151
  store <16 x float> %t152, ptr %a17
  %t153 = add i64 48, %t137
  %t154 = load <16 x float>, ptr %a18
  %t155 = getelementptr float, ptr %a11, i64 %t153
  %t156 = load <16 x float>, ptr %t155, align 4
  %t157 = fadd <16 x float> %t154, %t156
  store <16 x float> %t157, ptr %a18
  %t158 = add i64 %t137, 64
  store i64 %t158, ptr %a19
  br label %head19
done21:
  %t159 = load <16 x float>, ptr %a15
  %t160 = load <16 x float>, ptr %a16
  %t161 = load <16 x float>, ptr %a17
  %t162 = load <16 x float>, ptr %a18
  %t163 = fadd <16 x float> %t159, %t160
  %t164 = fadd <16 x float> %t161, %t162
  %t165 = fadd <16 x float> %t163, %t164
  %t166 = shufflevector <16 x float> %t165, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t167 = shufflevector <16 x float> %t165, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t168 = fadd <8 x float> %t166, %t167
  %t169 = shufflevector <8 x float> %t168, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t170 = shufflevector <8 x float> %t168, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t171 = fadd <4 x float> %t169, %t170
  %t172 = shufflevector <4 x float> %t171, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %t173 = shufflevector <4 x float> %t171, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %t174 = fadd <2 x float> %t172, %t173
  %t175 = shufflevector <2 x float> %t174, <2 x float> poison, <1 x i32> <i32 0>
  %t176 = shufflevector <2 x float> %t174, <2 x float> poison, <1 x i32> <i32 1>
  %t177 = fadd <1 x float> %t175, %t176
  %t178 = extractelement <1 x float> %t177, i64 0
  store float %t178, ptr %a14
  %t179 = load float, ptr %a14
  %t180 = fdiv float %t179, %t92
  %t181 = fadd float %t180, %arg8
  %t183 = call float @llvm.sqrt.f32(float %t181)
  %t184 = fdiv float 0x3FF0000000000000, %t183
  %t186 = sext i32 %pid0 to i64
  %t185 = getelementptr float, ptr %arg4, i64 %t186
  %t187 = insertelement <1 x ptr> poison, ptr %t185, i64 0
  %t188 = insertelement <1 x float> poison, float %t93, i64 0
  %t189 = extractelement <1 x ptr> %t187, i64 0
  store <1 x float> %t188, ptr %t189, align 4
  %t191 = sext i32 %pid0 to i64
  %t190 = getelementptr float, ptr %arg5, i64 %t191
  %t192 = insertelement <1 x ptr> poison, ptr %t190, i64 0
  %t193 = insertelement <1 x float> poison, float %t184, i64 0
  %t194 = extractelement <1 x ptr> %t192, i64 0
  store <1 x float> %t193, ptr %t194, align 4
  store i32 0, ptr %a20
  br label %for22
for22:
  %t195 = load i32, ptr %a20
  %t196 = icmp slt i32 %t195, %arg7
  %t197 = icmp sgt i32 256, 0
  %t198 = and i1 %t196, %t197
  br i1 %t198, label %for_body23, label %for_end24
for_body23:
  store i64 0, ptr %a21
  br label %head25
head25:
  %t199 = load i64, ptr %a21
  %t200 = icmp slt i64 %t199, 256
  br i1 %t200, label %body26, label %done27
body26:
  %t201 = trunc i64 %t199 to i32
  %t202 = insertelement <1 x i32> poison, i32 %t201, i64 0
  %t203 = shufflevector <1 x i32> %t202, <1 x i32> poison, <16 x i32> zeroinitializer
  %t204 = add <16 x i32> %t203, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t205 = insertelement <1 x i32> poison, i32 %t195, i64 0
  %t206 = shufflevector <1 x i32> %t205, <1 x i32> poison, <16 x i32> zeroinitializer
  %t207 = add <16 x i32> %t206, %t204
  %t208 = insertelement <1 x i32> poison, i32 %arg7, i64 0
  %t209 = shufflevector <1 x i32> %t208, <1 x i32> poison, <16 x i32> zeroinitializer
  %t210 = icmp slt <16 x i32> %t207, %t209
  %t211 = insertelement <1 x ptr> poison, ptr %arg2, i64 0
  %t212 = shufflevector <1 x ptr> %t211, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t214 = sext <16 x i32> %t207 to <16 x i64>
  %t213 = getelementptr float, <16 x ptr> %t212, <16 x i64> %t214
  %t216 = extractelement <16 x ptr> %t213, i64 0
  %t217 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t216, <16 x i1> %t210, <16 x float> zeroinitializer)
  %t218 = insertelement <1 x ptr> poison, ptr %arg3, i64 0
  %t219 = shufflevector <1 x ptr> %t218, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t221 = sext <16 x i32> %t207 to <16 x i64>
  %t220 = getelementptr float, <16 x ptr> %t219, <16 x i64> %t221
  %t223 = extractelement <16 x ptr> %t220, i64 0
  %t224 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t223, <16 x i1> %t210, <16 x float> zeroinitializer)
  %t225 = insertelement <1 x ptr> poison, ptr %t2, i64 0
  %t226 = shufflevector <1 x ptr> %t225, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t228 = sext <16 x i32> %t207 to <16 x i64>
  %t227 = getelementptr float, <16 x ptr> %t226, <16 x i64> %t228
  %t229 = getelementptr float, ptr %a0, i64 %t199
  %t230 = load <16 x float>, ptr %t229, align 4
  %t232 = extractelement <16 x ptr> %t227, i64 0
  %t233 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t232, <16 x i1> %t210, <16 x float> %t230)
  %t234 = insertelement <1 x ptr> poison, ptr %t4, i64 0
  %t235 = shufflevector <1 x ptr> %t234, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t237 = sext <16 x i32> %t207 to <16 x i64>
  %t236 = getelementptr float, <16 x ptr> %t235, <16 x i64> %t237
  %t238 = insertelement <1 x float> poison, float %t93, i64 0
  %t239 = shufflevector <1 x float> %t238, <1 x float> poison, <16 x i32> zeroinitializer
  %t240 = fsub <16 x float> %t233, %t239
  %t241 = insertelement <1 x float> poison, float %t184, i64 0
  %t242 = shufflevector <1 x float> %t241, <1 x float> poison, <16 x i32> zeroinitializer
  %t243 = fmul <16 x float> %t240, %t242
  %t245 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t243, <16 x float> %t217, <16 x float> %t224)
  %t246 = extractelement <16 x ptr> %t236, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t245, ptr align 4 %t246, <16 x i1> %t210)
  %t247 = add i64 %t199, 16
  store i64 %t247, ptr %a21
  br label %head25
done27:
  %t248 = add i32 %t195, 256
  store i32 %t248, ptr %a20
  br label %for22
for_end24:
  ret void
}

define void @layer_norm_fwd_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
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

define void @layer_norm_fwd_omp(ptr %job) {
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
  tail call void @layer_norm_fwd_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %job, i64 %total, i64 %chunk, ptr %rt)
  ret void
}