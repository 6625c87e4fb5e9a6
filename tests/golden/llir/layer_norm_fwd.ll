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
  %t31 = extractelement <16 x ptr> %t25, i64 0
  %t32 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t31, <16 x i1> %t29, <16 x float> splat (float 0x0000000000000000))
  %t33 = getelementptr float, ptr %a2, i64 %t14
  %t34 = load <16 x float>, ptr %t33, align 4
  %t35 = fadd <16 x float> %t34, %t32
  %t36 = getelementptr float, ptr %a2, i64 %t14
  store <16 x float> %t35, ptr %t36, align 4
  %t37 = add i64 %t14, 16
  store i64 %t37, ptr %a4
  br label %head7
done9:
  %t38 = add i32 %t10, 256
  store i32 %t38, ptr %a3
  br label %for4
for_end6:
  %t39 = load <16 x float>, ptr %a2, align 4
  store <16 x float> %t39, ptr %a6
  %t40 = getelementptr float, ptr %a2, i64 16
  %t41 = load <16 x float>, ptr %t40, align 4
  store <16 x float> %t41, ptr %a7
  %t42 = getelementptr float, ptr %a2, i64 32
  %t43 = load <16 x float>, ptr %t42, align 4
  store <16 x float> %t43, ptr %a8
  %t44 = getelementptr float, ptr %a2, i64 48
  %t45 = load <16 x float>, ptr %t44, align 4
  store <16 x float> %t45, ptr %a9
  store i64 64, ptr %a10
  br label %head10
head10:
  %t46 = load i64, ptr %a10
  %t47 = icmp slt i64 %t46, 256
  br i1 %t47, label %body11, label %done12
body11:
  %t48 = load <16 x float>, ptr %a6
  %t49 = getelementptr float, ptr %a2, i64 %t46
  %t50 = load <16 x float>, ptr %t49, align 4
  %t51 = fadd <16 x float> %t48, %t50
  store <16 x float> %t51, ptr %a6
  %t52 = add i64 16, %t46
  %t53 = load <16 x float>, ptr %a7
  %t54 = getelementptr float, ptr %a2, i64 %t52
  %t55 = load <16 x float>, ptr %t54, align 4
  %t56 = fadd <16 x float> %t53, %t55
  store <16 x float> %t56, ptr %a7
  %t57 = add i64 32, %t46
  %t58 = load <16 x float>, ptr %a8
  %t59 = getelementptr float, ptr %a2, i64 %t57
  %t60 = load <16 x float>, ptr %t59, align 4
  %t61 = fadd <16 x float> %t58, %t60
  store <16 x float> %t61, ptr %a8
  %t62 = add i64 48, %t46
  %t63 = load <16 x float>, ptr %a9
  %t64 = getelementptr float, ptr %a2, i64 %t62
  %t65 = load <16 x float>, ptr %t64, align 4
  %t66 = fadd <16 x float> %t63, %t65
  store <16 x float> %t66, ptr %a9
  %t67 = add i64 %t46, 64
  store i64 %t67, ptr %a10
  br label %head10
done12:
  %t68 = load <16 x float>, ptr %a6
  %t69 = load <16 x float>, ptr %a7
  %t70 = load <16 x float>, ptr %a8
  %t71 = load <16 x float>, ptr %a9
  %t72 = fadd <16 x float> %t68, %t69
  %t73 = fadd <16 x float> %t70, %t71
  %t74 = fadd <16 x float> %t72, %t73
  %t75 = shufflevector <16 x float> %t74, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t76 = shufflevector <16 x float> %t74, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t77 = fadd <8 x float> %t75, %t76
  %t78 = shufflevector <8 x float> %t77, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t79 = shufflevector <8 x float> %t77, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t80 = fadd <4 x float> %t78, %t79
  %t81 = shufflevector <4 x float> %t80, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %t82 = shufflevector <4 x float> %t80, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %t83 = fadd <2 x float> %t81, %t82
  %t84 = shufflevector <2 x float> %t83, <2 x float> poison, <1 x i32> <i32 0>
  %t85 = shufflevector <2 x float> %t83, <2 x float> poison, <1 x i32> <i32 1>
  %t86 = fadd <1 x float> %t84, %t85
  %t87 = extractelement <1 x float> %t86, i64 0
  store float %t87, ptr %a5
  %t88 = load float, ptr %a5
  %t90 = sitofp i32 %arg7 to float
  %t91 = fdiv float %t88, %t90
  call void @llvm.memcpy.p0.p0.i64(ptr %a11, ptr %a0, i64 1024, i1 false)
  store i32 0, ptr %a12
  br label %for13
for13:
  %t92 = load i32, ptr %a12
  %t93 = icmp slt i32 %t92, %arg7
  %t94 = icmp sgt i32 256, 0
  %t95 = and i1 %t93, %t94
  br i1 %t95, label %for_body14, label %for_end15
for_body14:
  store i64 0, ptr %a13
  br label %head16
head16:
  %t96 = load i64, ptr %a13
  %t97 = icmp slt i64 %t96, 256
  br i1 %t97, label %body17, label %done18
body17:
  %t98 = trunc i64 %t96 to i32
  %t99 = insertelement <1 x i32> poison, i32 %t98, i64 0
  %t100 = shufflevector <1 x i32> %t99, <1 x i32> poison, <16 x i32> zeroinitializer
  %t101 = add <16 x i32> %t100, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t102 = insertelement <1 x i32> poison, i32 %t92, i64 0
  %t103 = shufflevector <1 x i32> %t102, <1 x i32> poison, <16 x i32> zeroinitializer
  %t104 = add <16 x i32> %t103, %t101
  %t105 = insertelement <1 x ptr> poison, ptr %t2, i64 0
  %t106 = shufflevector <1 x ptr> %t105, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t108 = sext <16 x i32> %t104 to <16 x i64>
  %t107 = getelementptr float, <16 x ptr> %t106, <16 x i64> %t108
  %t109 = insertelement <1 x i32> poison, i32 %arg7, i64 0
  %t110 = shufflevector <1 x i32> %t109, <1 x i32> poison, <16 x i32> zeroinitializer
  %t111 = icmp slt <16 x i32> %t104, %t110
  %t113 = extractelement <16 x ptr> %t107, i64 0
  %t114 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t113, <16 x i1> %t111, <16 x float> splat (float 0x0000000000000000))
  %t115 = insertelement <1 x float> poison, float %t91, i64 0
  %t116 = shufflevector <1 x float> %t115, <1 x float> poison, <16 x i32> zeroinitializer
  %t117 = fsub <16 x float> %t114, %t116
  %t118 = select <16 x i1> %t111, <16 x float> %t117, <16 x float> splat (float 0x0000000000000000)
  %t119 = getelementptr float, ptr %a11, i64 %t96
  %t120 = load <16 x float>, ptr %t119, align 4
  %t122 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t118, <16 x float> %t118, <16 x float> %t120)
  %t123 = getelementptr float, ptr %a11, i64 %t96
  store <16 x float> %t122, ptr %t123, align 4
  %t124 = add i64 %t96, 16
  store i64 %t124, ptr %a13
  br label %head16
done18:
  %t125 = add i32 %t92, 256
  store i32 %t125, ptr %a12
  br label %for13
for_end15:
  %t126 = load <16 x float>, ptr %a11, align 4
  store <16 x float> %t126, ptr %a15
  %t127 = getelementptr float, ptr %a11, i64 16
  %t128 = load <16 x float>, ptr %t127, align 4
  store <16 x float> %t128, ptr %a16
  %t129 = getelementptr float, ptr %a11, i64 32
  %t130 = load <16 x float>, ptr %t129, align 4
  store <16 x float> %t130, ptr %a17
  %t131 = getelementptr float, ptr %a11, i64 48
  %t132 = load <16 x float>, ptr %t131, align 4
  store <16 x float> %t132, ptr %a18
  store i64 64, ptr %a19
  br label %head19
head19:
  %t133 = load i64, ptr %a19
  %t134 = icmp slt i64 %t133, 256
  br i1 %t134, label %body20, label %done21
body20:
  %t135 = load <16 x float>, ptr %a15
  %t136 = getelementptr float, ptr %a11, i64 %t133
  %t137 = load <16 x float>, ptr %t136, align 4
  %t138 = fadd <16 x float> %t135, %t137
  store <16 x float> %t138, ptr %a15
  %t139 = add i64 16, %t133
  %t140 = load <16 x float>, ptr %a16
  %t141 = getelementptr float, ptr %a11, i64 %t139
  %t142 = load <16 x float>, ptr %t141, align 4
  %t143 = fadd <16 x float> %t140, %t142
  store <16 x float> %t143, ptr %a16
  %t144 = add i64 32, %t133
  %t145 = load <16 x float>, ptr %a17
  %t146 = getelementptr float, ptr %a11, i64 %t144
  %t147 = load <16 x float>, ptr %t146, align 4
  %t148 = fadd <16 x float> %t145, %t147
  store <16 x float> %t148, ptr %a17
  %t149 = add i64 48, %t133
  %t150 = load <16 x float>, ptr %a18
  %t151 = getelementptr float, ptr %a11, i64 %t149
  %t152 = load <16 x float>, ptr %t151, align 4
  %t153 = fadd <16 x float> %t150, %t152
  store <16 x float> %t153, ptr %a18
  %t154 = add i64 %t133, 64
  store i64 %t154, ptr %a19
  br label %head19
done21:
  %t155 = load <16 x float>, ptr %a15
  %t156 = load <16 x float>, ptr %a16
  %t157 = load <16 x float>, ptr %a17
  %t158 = load <16 x float>, ptr %a18
  %t159 = fadd <16 x float> %t155, %t156
  %t160 = fadd <16 x float> %t157, %t158
  %t161 = fadd <16 x float> %t159, %t160
  %t162 = shufflevector <16 x float> %t161, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t163 = shufflevector <16 x float> %t161, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t164 = fadd <8 x float> %t162, %t163
  %t165 = shufflevector <8 x float> %t164, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t166 = shufflevector <8 x float> %t164, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t167 = fadd <4 x float> %t165, %t166
  %t168 = shufflevector <4 x float> %t167, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %t169 = shufflevector <4 x float> %t167, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %t170 = fadd <2 x float> %t168, %t169
  %t171 = shufflevector <2 x float> %t170, <2 x float> poison, <1 x i32> <i32 0>
  %t172 = shufflevector <2 x float> %t170, <2 x float> poison, <1 x i32> <i32 1>
  %t173 = fadd <1 x float> %t171, %t172
  %t174 = extractelement <1 x float> %t173, i64 0
  store float %t174, ptr %a14
  %t175 = load float, ptr %a14
  %t176 = fdiv float %t175, %t90
  %t177 = fadd float %t176, %arg8
  %t179 = call float @llvm.sqrt.f32(float %t177)
  %t180 = fdiv float 0x3FF0000000000000, %t179
  %t182 = sext i32 %pid0 to i64
  %t181 = getelementptr float, ptr %arg4, i64 %t182
  %t183 = insertelement <1 x ptr> poison, ptr %t181, i64 0
  %t184 = insertelement <1 x float> poison, float %t91, i64 0
  %t185 = extractelement <1 x ptr> %t183, i64 0
  store <1 x float> %t184, ptr %t185, align 4
  %t187 = sext i32 %pid0 to i64
  %t186 = getelementptr float, ptr %arg5, i64 %t187
  %t188 = insertelement <1 x ptr> poison, ptr %t186, i64 0
  %t189 = insertelement <1 x float> poison, float %t180, i64 0
  %t190 = extractelement <1 x ptr> %t188, i64 0
  store <1 x float> %t189, ptr %t190, align 4
  store i32 0, ptr %a20
  br label %for22
for22:
  %t191 = load i32, ptr %a20
  %t192 = icmp slt i32 %t191, %arg7
  %t193 = icmp sgt i32 256, 0
  %t194 = and i1 %t192, %t193
  br i1 %t194, label %for_body23, label %for_end24
for_body23:
  store i64 0, ptr %a21
  br label %head25
head25:
  %t195 = load i64, ptr %a21
  %t196 = icmp slt i64 %t195, 256
  br i1 %t196, label %body26, label %done27
body26:
  %t197 = trunc i64 %t195 to i32
  %t198 = insertelement <1 x i32> poison, i32 %t197, i64 0
  %t199 = shufflevector <1 x i32> %t198, <1 x i32> poison, <16 x i32> zeroinitializer
  %t200 = add <16 x i32> %t199, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t201 = insertelement <1 x i32> poison, i32 %t191, i64 0
  %t202 = shufflevector <1 x i32> %t201, <1 x i32> poison, <16 x i32> zeroinitializer
  %t203 = add <16 x i32> %t202, %t200
  %t204 = insertelement <1 x i32> poison, i32 %arg7, i64 0
  %t205 = shufflevector <1 x i32> %t204, <1 x i32> poison, <16 x i32> zeroinitializer
  %t206 = icmp slt <16 x i32> %t203, %t205
  %t207 = insertelement <1 x ptr> poison, ptr %arg2, i64 0
  %t208 = shufflevector <1 x ptr> %t207, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t210 = sext <16 x i32> %t203 to <16 x i64>
  %t209 = getelementptr float, <16 x ptr> %t208, <16 x i64> %t210
  %t212 = extractelement <16 x ptr> %t209, i64 0
  %t213 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t212, <16 x i1> %t206, <16 x float> zeroinitializer)
  %t214 = insertelement <1 x ptr> poison, ptr %arg3, i64 0
  %t215 = shufflevector <1 x ptr> %t214, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t217 = sext <16 x i32> %t203 to <16 x i64>
  %t216 = getelementptr float, <16 x ptr> %t215, <16 x i64> %t217
  %t219 = extractelement <16 x ptr> %t216, i64 0
  %t220 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t219, <16 x i1> %t206, <16 x float> zeroinitializer)
  %t221 = insertelement <1 x ptr> poison, ptr %t2, i64 0
  %t222 = shufflevector <1 x ptr> %t221, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t224 = sext <16 x i32> %t203 to <16 x i64>
  %t223 = getelementptr float, <16 x ptr> %t222, <16 x i64> %t224
  %t226 = extractelement <16 x ptr> %t223, i64 0
  %t227 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t226, <16 x i1> %t206, <16 x float> splat (float 0x0000000000000000))
  %t228 = insertelement <1 x ptr> poison, ptr %t4, i64 0
  %t229 = shufflevector <1 x ptr> %t228, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t231 = sext <16 x i32> %t203 to <16 x i64>
  %t230 = getelementptr float, <16 x ptr> %t229, <16 x i64> %t231
  %t232 = insertelement <1 x float> poison, float %t91, i64 0
  %t233 = shufflevector <1 x float> %t232, <1 x float> poison, <16 x i32> zeroinitializer
  %t234 = fsub <16 x float> %t227, %t233
  %t235 = insertelement <1 x float> poison, float %t180, i64 0
  %t236 = shufflevector <1 x float> %t235, <1 x float> poison, <16 x i32> zeroinitializer
  %t237 = fmul <16 x float> %t234, %t236
  %t239 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t237, <16 x float> %t213, <16 x float> %t220)
  %t240 = extractelement <16 x ptr> %t230, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t239, ptr align 4 %t240, <16 x i1> %t206)
  %t241 = add i64 %t195, 16
  store i64 %t241, ptr %a21
  br label %head25
done27:
  %t242 = add i32 %t191, 256
  store i32 %t242, ptr %a20
  br label %for22
for_end24:
  ret void
}

define internal i64 @layer_norm_fwd.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
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
  call void @layer_norm_fwd.program(ptr %args, i32 %x, i32 %y, i32 %z, i32 %nx, i32 %ny, i32 %nz, ptr %rt)
  %p1 = add i64 %p, 1
  %again = icmp slt i64 %p1, %end
  br i1 %again, label %prog, label %take
exit:
  ret i64 %ran
}

define void @layer_norm_fwd_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
entry:
  %ran = call i64 @layer_norm_fwd.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt)
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
  %ran = call i64 @layer_norm_fwd.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %job, i64 %total, i64 %chunk, ptr %rt)
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