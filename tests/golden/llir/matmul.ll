; tritium CPU kernel matmul_kernel
declare i32 @llvm.smin.i32(i32, i32)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare <16 x half> @llvm.masked.gather.v16f16.v16p0(<16 x ptr>, <16 x i1>, <16 x half>)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare void @llvm.masked.scatter.v16f32.v16p0(<16 x float>, <16 x ptr>, <16 x i1>)

define internal void @matmul_kernel.program(ptr noalias %args, i32 %pid0, i32 %pid1, i32 %pid2, i32 %np0, i32 %np1, i32 %np2, ptr %rt) {
entry:
  %a0 = alloca i32, i64 32, align 64
  %a1 = alloca i32, i64 32, align 64
  %a2 = alloca i32, i64 32, align 64
  %a3 = alloca i64, i64 1, align 16
  %a4 = alloca i32, i64 32, align 64
  %a5 = alloca i32, i64 32, align 64
  %a6 = alloca i64, i64 1, align 16
  %a7 = alloca i32, i64 16, align 64
  %a8 = alloca ptr, i64 32, align 64
  %a9 = alloca i64, i64 1, align 16
  %a10 = alloca i32, i64 16, align 64
  %a11 = alloca ptr, i64 512, align 64
  %a12 = alloca i64, i64 1, align 16
  %a13 = alloca ptr, i64 16, align 64
  %a14 = alloca i32, i64 32, align 64
  %a15 = alloca i64, i64 1, align 16
  %a16 = alloca ptr, i64 512, align 64
  %a17 = alloca i64, i64 1, align 16
  %a18 = alloca float, i64 1024, align 64
  %a19 = alloca i64, i64 1, align 16
  %a20 = alloca float, i64 1024, align 64
  %a21 = alloca ptr, i64 512, align 64
  %a22 = alloca ptr, i64 512, align 64
  %a23 = alloca i32, i64 1, align 16
  %a24 = alloca i8, i64 16, align 64
  %a25 = alloca half, i64 512, align 64
  %a26 = alloca i64, i64 1, align 16
  %a27 = alloca i8, i64 16, align 64
  %a28 = alloca half, i64 512, align 64
  %a29 = alloca i64, i64 1, align 16
  %a30 = alloca <16 x float>, i64 1, align 16
  %a31 = alloca <16 x float>, i64 1, align 16
  %a32 = alloca <16 x float>, i64 1, align 16
  %a33 = alloca <16 x float>, i64 1, align 16
  %a34 = alloca <16 x float>, i64 1, align 16
  %a35 = alloca <16 x float>, i64 1, align 16
  %a36 = alloca <16 x float>, i64 1, align 16
  %a37 = alloca <16 x float>, i64 1, align 16
  %a38 = alloca <16 x float>, i64 1, align 16
  %a39 = alloca <16 x float>, i64 1, align 16
  %a40 = alloca <16 x float>, i64 1, align 16
  %a41 = alloca <16 x float>, i64 1, align 16
  %a42 = alloca <16 x float>, i64 1, align 16
  %a43 = alloca <16 x float>, i64 1, align 16
  %a44 = alloca <16 x float>, i64 1, align 16
  %a45 = alloca <16 x float>, i64 1, align 16
  %a46 = alloca i64, i64 1, align 16
  %a47 = alloca i64, i64 1, align 16
  %a48 = alloca i64, i64 1, align 16
  %a49 = alloca i64, i64 1, align 16
  %a50 = alloca ptr, i64 32, align 64
  %a51 = alloca i64, i64 1, align 16
  %a52 = alloca i32, i64 32, align 64
  %a53 = alloca i64, i64 1, align 16
  %a54 = alloca ptr, i64 1024, align 64
  %a55 = alloca i64, i64 1, align 16
  %a56 = alloca i8, i64 32, align 64
  %a57 = alloca i8, i64 32, align 64
  %a58 = alloca i64, i64 1, align 16
  %a59 = alloca i64, i64 1, align 16
  %argp0 = getelementptr i8, ptr %args, i64 0
  %arg0 = load ptr, ptr %argp0
  %argp1 = getelementptr i8, ptr %args, i64 8
  %arg1 = load ptr, ptr %argp1
  %argp2 = getelementptr i8, ptr %args, i64 16
  %arg2 = load ptr, ptr %argp2
  %argp3 = getelementptr i8, ptr %args, i64 24
  %arg3 = load i32, ptr %argp3
  %argp4 = getelementptr i8, ptr %args, i64 32
  %arg4 = load i32, ptr %argp4
  %argp5 = getelementptr i8, ptr %args, i64 40
  %arg5 = load i32, ptr %argp5
  %argp6 = getelementptr i8, ptr %args, i64 48
  %arg6 = load i32, ptr %argp6
  %argp7 = getelementptr i8, ptr %args, i64 56
  %arg7 = load i32, ptr %argp7
  %argp8 = getelementptr i8, ptr %args, i64 64
  %arg8 = load i32, ptr %argp8
  %argp9 = getelementptr i8, ptr %args, i64 72
  %arg9 = load i32, ptr %argp9
  %argp10 = getelementptr i8, ptr %args, i64 80
  %arg10 = load i32, ptr %argp10
  %argp11 = getelementptr i8, ptr %args, i64 88
  %arg11 = load i32, ptr %argp11
  %t1 = add i32 %arg3, 31
  %t3 = icmp eq i32 32, 0
  %t5 = icmp eq i32 32, -1
  %t4 = or i1 %t3, %t5
  %t6 = select i1 %t4, i32 1, i32 32
  %t7 = sdiv i32 %t1, %t6
  %t9 = sub i32 0, %t1
  %t10 = select i1 %t4, i32 %t9, i32 %t7
  %t8 = select i1 %t3, i32 0, i32 %t10
  %t11 = add i32 %arg4, 31
  %t13 = icmp eq i32 32, 0
  %t15 = icmp eq i32 32, -1
  %t14 = or i1 %t13, %t15
  %t16 = select i1 %t14, i32 1, i32 32
  %t17 = sdiv i32 %t11, %t16
  %t19 = sub i32 0, %t11
  %t20 = select i1 %t14, i32 %t19, i32 %t17
  %t18 = select i1 %t13, i32 0, i32 %t20
  %t21 = mul i32 4, %t18
  %t23 = icmp eq i32 %t21, 0
  %t25 = icmp eq i32 %t21, -1
  %t24 = or i1 %t23, %t25
  %t26 = select i1 %t24, i32 1, i32 %t21
  %t27 = sdiv i32 %pid0, %t26
  %t29 = sub i32 0, %pid0
  %t30 = select i1 %t24, i32 %t29, i32 %t27
  %t28 = select i1 %t23, i32 0, i32 %t30
  %t31 = mul i32 %t28, 4
  %t32 = sub i32 %t8, %t31
  %t34 = call i32 @llvm.smin.i32(i32 %t32, i32 4)
  %t36 = icmp eq i32 %t21, 0
  %t38 = icmp eq i32 %t21, -1
  %t37 = or i1 %t36, %t38
  %t39 = select i1 %t37, i32 1, i32 %t21
  %t40 = srem i32 %pid0, %t39
  %t43 = select i1 %t37, i32 0, i32 %t40
  %t41 = select i1 %t36, i32 0, i32 %t43
  %t45 = icmp eq i32 %t34, 0
  %t47 = icmp eq i32 %t34, -1
  %t46 = or i1 %t45, %t47
  %t48 = select i1 %t46, i32 1, i32 %t34
  %t49 = srem i32 %t41, %t48
  %t52 = select i1 %t46, i32 0, i32 %t49
  %t50 = select i1 %t45, i32 0, i32 %t52
  %t53 = add i32 %t31, %t50
  %t55 = icmp eq i32 %t34, 0
  %t57 = icmp eq i32 %t34, -1
  %t56 = or i1 %t55, %t57
  %t58 = select i1 %t56, i32 1, i32 %t34
  %t59 = sdiv i32 %t41, %t58
  %t61 = sub i32 0, %t41
  %t62 = select i1 %t56, i32 %t61, i32 %t59
  %t60 = select i1 %t55, i32 0, i32 %t62
  %t63 = mul i32 %t53, 32
  store i64 0, ptr %a3
  br label %head1
head1:
  %t64 = load i64, ptr %a3
  %t65 = icmp slt i64 %t64, 32
  br i1 %t65, label %body2, label %done3
body2:
  %t66 = trunc i64 %t64 to i32
  %t67 = insertelement <1 x i32> poison, i32 %t66, i64 0
  %t68 = shufflevector <1 x i32> %t67, <1 x i32> poison, <16 x i32> zeroinitializer
  %t69 = add <16 x i32> %t68, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t70 = insertelement <1 x i32> poison, i32 %t63, i64 0
  %t71 = shufflevector <1 x i32> %t70, <1 x i32> poison, <16 x i32> zeroinitializer
  %t72 = add <16 x i32> %t71, %t69
  %t73 = insertelement <1 x i32> poison, i32 %arg3, i64 0
  %t74 = shufflevector <1 x i32> %t73, <1 x i32> poison, <16 x i32> zeroinitializer
  %t76 = icmp eq <16 x i32> %t74, splat (i32 0)
  %t78 = icmp eq <16 x i32> %t74, splat (i32 -1)
  %t77 = or <16 x i1> %t76, %t78
  %t79 = select <16 x i1> %t77, <16 x i32> splat (i32 1), <16 x i32> %t74
  %t80 = srem <16 x i32> %t72, %t79
  %t83 = select <16 x i1> %t77, <16 x i32> splat (i32 0), <16 x i32> %t80
  %t81 = select <16 x i1> %t76, <16 x i32> splat (i32 0), <16 x i32> %t83
  %t84 = getelementptr i32, ptr %a0, i64 %t64
  store <16 x i32> %t69, ptr %t84, align 4
  %t85 = getelementptr i32, ptr %a1, i64 %t64
  store <16 x i32> %t72, ptr %t85, align 4
  %t86 = getelementptr i32, ptr %a2, i64 %t64
  store <16 x i32> %t81, ptr %t86, align 4
  %t87 = add i64 %t64, 16
  store i64 %t87, ptr %a3
  br label %head1
done3:
  %t88 = mul i32 %t60, 32
  store i64 0, ptr %a6
  br label %head4
head4:
  %t89 = load i64, ptr %a6
  %t90 = icmp slt i64 %t89, 32
  br i1 %t90, label %body5, label %done6
body5:
  %t91 = insertelement <1 x i32> poison, i32 %t88, i64 0
  %t92 = shufflevector <1 x i32> %t91, <1 x i32> poison, <16 x i32> zeroinitializer
  %t93 = getelementptr i32, ptr %a0, i64 %t89
  %t94 = load <16 x i32>, ptr %t93, align 4
  %t95 = add <16 x i32> %t92, %t94
  %t96 = insertelement <1 x i32> poison, i32 %arg4, i64 0
  %t97 = shufflevector <1 x i32> %t96, <1 x i32> poison, <16 x i32> zeroinitializer
  %t99 = icmp eq <16 x i32> %t97, splat (i32 0)
  %t101 = icmp eq <16 x i32> %t97, splat (i32 -1)
  %t100 = or <16 x i1> %t99, %t101
  %t102 = select <16 x i1> %t100, <16 x i32> splat (i32 1), <16 x i32> %t97
  %t103 = srem <16 x i32> %t95, %t102
  %t106 = select <16 x i1> %t100, <16 x i32> splat (i32 0), <16 x i32> %t103
  %t104 = select <16 x i1> %t99, <16 x i32> splat (i32 0), <16 x i32> %t106
  %t107 = getelementptr i32, ptr %a4, i64 %t89
  store <16 x i32> %t95, ptr %t107, align 4
  %t108 = getelementptr i32, ptr %a5, i64 %t89
  store <16 x i32> %t104, ptr %t108, align 4
  %t109 = add i64 %t89, 16
  store i64 %t109, ptr %a6
  br label %head4
done6:
  %t110 = trunc i64 0 to i32
  %t111 = insertelement <1 x i32> poison, i32 %t110, i64 0
  %t112 = shufflevector <1 x i32> %t111, <1 x i32> poison, <16 x i32> zeroinitializer
  %t113 = add <16 x i32> %t112, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  store <16 x i32> %t113, ptr %a7, align 4
  store i64 0, ptr %a9
  br label %head7
head7:
  %t114 = load i64, ptr %a9
  %t115 = icmp slt i64 %t114, 32
  br i1 %t115, label %body8, label %done9
body8:
  %t116 = insertelement <1 x i32> poison, i32 %arg6, i64 0
  %t117 = shufflevector <1 x i32> %t116, <1 x i32> poison, <16 x i32> zeroinitializer
  %t118 = getelementptr i32, ptr %a2, i64 %t114
  %t119 = load <16 x i32>, ptr %t118, align 4
  %t120 = mul <16 x i32> %t119, %t117
  %t121 = insertelement <1 x ptr> poison, ptr %arg0, i64 0
  %t122 = shufflevector <1 x ptr> %t121, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t124 = sext <16 x i32> %t120 to <16 x i64>
  %t123 = getelementptr half, <16 x ptr> %t122, <16 x i64> %t124
  %t125 = getelementptr ptr, ptr %a8, i64 %t114
  store <16 x ptr> %t123, ptr %t125, align 8
  %t126 = add i64 %t114, 16
  store i64 %t126, ptr %a9
  br label %head7
done9:
  %t127 = insertelement <1 x i32> poison, i32 %arg7, i64 0
  %t128 = shufflevector <1 x i32> %t127, <1 x i32> poison, <16 x i32> zeroinitializer
  %t129 = load <16 x i32>, ptr %a7, align 4
  %t130 = mul <16 x i32> %t129, %t128
  store <16 x i32> %t130, ptr %a10, align 4
  store i64 0, ptr %a12
  br label %head10
head10:
  %t131 = load i64, ptr %a12
  %t132 = icmp slt i64 %t131, 512
  br i1 %t132, label %body11, label %done12
body11:
  %t133 = udiv i64 %t131, 16
  %t134 = urem i64 %t133, 32
  %t135 = getelementptr ptr, ptr %a8, i64 %t134
  %t136 = load ptr, ptr %t135, align 8
  %t137 = insertelement <1 x ptr> poison, ptr %t136, i64 0
  %t138 = shufflevector <1 x ptr> %t137, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t139 = urem i64 %t131, 16
  %t140 = getelementptr i32, ptr %a10, i64 %t139
  %t141 = load <16 x i32>, ptr %t140, align 4
  %t143 = sext <16 x i32> %t141 to <16 x i64>
  %t142 = getelementptr half, <16 x ptr> %t138, <16 x i64> %t143
  %t144 = getelementptr ptr, ptr %a11, i64 %t131
  store <16 x ptr> %t142, ptr %t144, align 8
  %t145 = add i64 %t131, 16
  store i64 %t145, ptr %a12
  br label %head10
done12:
  %t146 = insertelement <1 x i32> poison, i32 %arg8, i64 0
  %t147 = shufflevector <1 x i32> %t146, <1 x i32> poison, <16 x i32> zeroinitializer
  %t148 = load <16 x i32>, ptr %a7, align 4
  %t149 = mul <16 x i32> %t148, %t147
  %t150 = insertelement <1 x ptr> poison, ptr %arg1, i64 0
  %t151 = shufflevector <1 x ptr> %t150, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t153 = sext <16 x i32> %t149 to <16 x i64>
  %t152 = getelementptr half, <16 x ptr> %t151, <16 x i64> %t153
  store <16 x ptr> %t152, ptr %a13, align 8
  store i64 0, ptr %a15
  br label %head13
head13:
  %t154 = load i64, ptr %a15
  %t155 = icmp slt i64 %t154, 32
  br i1 %t155, label %body14, label %done15
body14:
  %t156 = insertelement <1 x i32> poison, i32 %arg9, i64 0
  %t157 = shufflevector <1 x i32> %t156, <1 x i32> poison, <16 x i32> zeroinitializer
  %t158 = getelementptr i32, ptr %a5, i64 %t154
  %t159 = load <16 x i32>, ptr %t158, align 4
  %t160 = mul <16 x i32> %t159, %t157
  %t161 = getelementptr i32, ptr %a14, i64 %t154
  store <16 x i32> %t160, ptr %t161, align 4
  %t162 = add i64 %t154, 16
  store i64 %t162, ptr %a15
  br label %head13
done15:
  store i64 0, ptr %a17
  br label %head16
head16:
  %t163 = load i64, ptr %a17
  %t164 = icmp slt i64 %t163, 512
  br i1 %t164, label %body17, label %done18
body17:
  %t165 = udiv i64 %t163, 32
  %t166 = urem i64 %t165, 16
  %t167 = getelementptr ptr, ptr %a13, i64 %t166
  %t168 = load ptr, ptr %t167, align 8
  %t169 = insertelement <1 x ptr> poison, ptr %t168, i64 0
  %t170 = shufflevector <1 x ptr> %t169, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t171 = urem i64 %t163, 32
  %t172 = getelementptr i32, ptr %a14, i64 %t171
  %t173 = load <16 x i32>, ptr %t172, align 4
  %t175 = sext <16 x i32> %t173 to <16 x i64>
  %t174 = getelementptr half, <16 x ptr> %t170, <16 x i64> %t175
  %t176 = getelementptr ptr, ptr %a16, i64 %t163
  store <16 x ptr> %t174, ptr %t176, align 8
  %t177 = add i64 %t163, 16
  store i64 %t177, ptr %a17
  br label %head16
done18:
  store i64 0, ptr %a19
  br label %head19
head19:
  %t178 = load i64, ptr %a19
  %t179 = icmp slt i64 %t178, 1024
  br i1 %t179, label %body20, label %done21
body20:
  %t180 = getelementptr float, ptr %a18, i64 %t178
  store <16 x float> splat (float 0x0000000000000000), ptr %t180, align 4
  %t181 = add i64 %t178, 16
  store i64 %t181, ptr %a19
  br label %head19
done21:
  %t182 = add i32 %arg5, 15
  %t184 = icmp eq i32 16, 0
  %t186 = icmp eq i32 16, -1
  %t185 = or i1 %t184, %t186
  %t187 = select i1 %t185, i32 1, i32 16
  %t188 = sdiv i32 %t182, %t187
  %t190 = sub i32 0, %t182
  %t191 = select i1 %t185, i32 %t190, i32 %t188
  %t189 = select i1 %t184, i32 0, i32 %t191
  call void @llvm.memcpy.p0.p0.i64(ptr %a20, ptr %a18, i64 4096, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %a21, ptr %a11, i64 4096, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %a22, ptr %a16, i64 4096, i1 false)
  store i32 0, ptr %a23
  br label %for22
for22:
  %t192 = load i32, ptr %a23
  %t193 = icmp slt i32 %t192, %t189
  %t194 = icmp sgt i32 1, 0
  %t195 = and i1 %t193, %t194
  br i1 %t195, label %for_body23, label %for_end24
for_body23:
  %t196 = mul i32 %t192, 16
  %t197 = sub i32 %arg5, %t196
  %t198 = insertelement <1 x i32> poison, i32 %t197, i64 0
  %t199 = shufflevector <1 x i32> %t198, <1 x i32> poison, <16 x i32> zeroinitializer
  %t200 = load <16 x i32>, ptr %a7, align 4
  %t201 = icmp slt <16 x i32> %t200, %t199
  %t202 = zext <16 x i1> %t201 to <16 x i8>
  store <16 x i8> %t202, ptr %a24, align 1
  store i64 0, ptr %a26
  br label %head25
head25:
  %t203 = load i64, ptr %a26
  %t204 = icmp slt i64 %t203, 512
  br i1 %t204, label %body26, label %done27
body26:
  %t205 = urem i64 %t203, 16
  %t206 = getelementptr i8, ptr %a24, i64 %t205
  %t207 = load <16 x i8>, ptr %t206, align 1
  %t208 = trunc <16 x i8> %t207 to <16 x i1>
  %t209 = getelementptr ptr, ptr %a21, i64 %t203
  %t210 = load <16 x ptr>, ptr %t209, align 8
  %t212 = call <16 x half> @llvm.masked.gather.v16f16.v16p0(<16 x ptr> align 2 %t210, <16 x i1> %t208, <16 x half> splat (half 0xH0000))
  %t213 = getelementptr half, ptr %a25, i64 %t203
  store <16 x half> %t212, ptr %t213, align 2
  %t214 = add i64 %t203, 16
  store i64 %t214, ptr %a26
  br label %head25
done27:
  %t215 = insertelement <1 x i32> poison, i32 %t197, i64 0
  %t216 = shufflevector <1 x i32> %t215, <1 x i32> poison, <16 x i32> zeroinitializer
  %t217 = load <16 x i32>, ptr %a7, align 4
  %t218 = icmp slt <16 x i32> %t217, %t216
  %t219 = zext <16 x i1> %t218 to <16 x i8>
  store <16 x i8> %t219, ptr %a27, align 1
  store i64 0, ptr %a29
  br label %head28
head28:
  %t220 = load i64, ptr %a29
  %t221 = icmp slt i64 %t220, 512
  br i1 %t221, label %body29, label %done30
body29:
  %t222 = udiv i64 %t220, 32
  %t223 = urem i64 %t222, 16
  %t224 = getelementptr i8, ptr %a27, i64 %t223
  %t225 = load i8, ptr %t224, align 1
  %t226 = trunc i8 %t225 to i1
  %t227 = insertelement <1 x i1> poison, i1 %t226, i64 0
  %t228 = shufflevector <1 x i1> %t227, <1 x i1> poison, <16 x i32> zeroinitializer
  %t229 = getelementptr ptr, ptr %a22, i64 %t220
  %t230 = load <16 x ptr>, ptr %t229, align 8
  %t232 = call <16 x half> @llvm.masked.gather.v16f16.v16p0(<16 x ptr> align 2 %t230, <16 x i1> %t228, <16 x half> splat (half 0xH0000))
  %t233 = getelementptr half, ptr %a28, i64 %t220
  store <16 x half> %t232, ptr %t233, align 2
  %t234 = add i64 %t220, 16
  store i64 %t234, ptr %a29
  br label %head28
done30:
  store i64 0, ptr %a46
  br label %head31
head31:
  %t235 = load i64, ptr %a46
  %t236 = icmp slt i64 %t235, 32
  br i1 %t236, label %body32, label %done33
body32:
  %t237 = mul i64 %t235, 32
  %t238 = getelementptr float, ptr %a20, i64 %t237
  %t239 = load <16 x float>, ptr %t238, align 4
  store <16 x float> %t239, ptr %a30
  %t240 = mul i64 %t235, 32
  %t241 = add i64 16, %t240
  %t242 = getelementptr float, ptr %a20, i64 %t241
  %t243 = load <16 x float>, ptr %t242, align 4
  store <16 x float> %t243, ptr %a31
  %t244 = mul i64 %t235, 32
  %t245 = add i64 32, %t244
  %t246 = getelementptr float, ptr %a20, i64 %t245
  %t247 = load <16 x float>, ptr %t246, align 4
  store <16 x float> %t247, ptr %a32
  %t248 = mul i64 %t235, 32
  %t249 = add i64 48, %t248
  %t250 = getelementptr float, ptr %a20, i64 %t249
  %t251 = load <16 x float>, ptr %t250, align 4
  store <16 x float> %t251, ptr %a33
  %t252 = mul i64 %t235, 32
  %t253 = add i64 64, %t252
  %t254 = getelementptr float, ptr %a20, i64 %t253
  %t255 = load <16 x float>, ptr %t254, align 4
  store <16 x float> %t255, ptr %a34
  %t256 = mul i64 %t235, 32
  %t257 = add i64 80, %t256
  %t258 = getelementptr float, ptr %a20, i64 %t257
  %t259 = load <16 x float>, ptr %t258, align 4
  store <16 x float> %t259, ptr %a35
  %t260 = mul i64 %t235, 32
  %t261 = add i64 96, %t260
  %t262 = getelementptr float, ptr %a20, i64 %t261
  %t263 = load <16 x float>, ptr %t262, align 4
  store <16 x float> %t263, ptr %a36
  %t264 = mul i64 %t235, 32
  %t265 = add i64 112, %t264
  %t266 = getelementptr float, ptr %a20, i64 %t265
  %t267 = load <16 x float>, ptr %t266, align 4
  store <16 x float> %t267, ptr %a37
  %t268 = mul i64 %t235, 32
  %t269 = add i64 128, %t268
  %t270 = getelementptr float, ptr %a20, i64 %t269
  %t271 = load <16 x float>, ptr %t270, align 4
  store <16 x float> %t271, ptr %a38
  %t272 = mul i64 %t235, 32
  %t273 = add i64 144, %t272
  %t274 = getelementptr float, ptr %a20, i64 %t273
  %t275 = load <16 x float>, ptr %t274, align 4
  store <16 x float> %t275, ptr %a39
  %t276 = mul i64 %t235, 32
  %t277 = add i64 160, %t276
  %t278 = getelementptr float, ptr %a20, i64 %t277
  %t279 = load <16 x float>, ptr %t278, align 4
  store <16 x float> %t279, ptr %a40
  %t280 = mul i64 %t235, 32
  %t281 = add i64 176, %t280
  %t282 = getelementptr float, ptr %a20, i64 %t281
  %t283 = load <16 x float>, ptr %t282, align 4
  store <16 x float> %t283, ptr %a41
  %t284 = mul i64 %t235, 32
  %t285 = add i64 192, %t284
  %t286 = getelementptr float, ptr %a20, i64 %t285
  %t287 = load <16 x float>, ptr %t286, align 4
  store <16 x float> %t287, ptr %a42
  %t288 = mul i64 %t235, 32
  %t289 = add i64 208, %t288
  %t290 = getelementptr float, ptr %a20, i64 %t289
  %t291 = load <16 x float>, ptr %t290, align 4
  store <16 x float> %t291, ptr %a43
  %t292 = mul i64 %t235, 32
  %t293 = add i64 224, %t292
  %t294 = getelementptr float, ptr %a20, i64 %t293
  %t295 = load <16 x float>, ptr %t294, align 4
  store <16 x float> %t295, ptr %a44
  %t296 = mul i64 %t235, 32
  %t297 = add i64 240, %t296
  %t298 = getelementptr float, ptr %a20, i64 %t297
  %t299 = load <16 x float>, ptr %t298, align 4
  store <16 x float> %t299, ptr %a45
  store i64 0, ptr %a47
  br label %head34
head34:
  %t300 = load i64, ptr %a47
  %t301 = icmp slt i64 %t300, 16
  br i1 %t301, label %body35, label %done36
body35:
  %t302 = mul i64 %t300, 32
  %t303 = getelementptr half, ptr %a28, i64 %t302
  %t304 = load <16 x half>, ptr %t303, align 2
  %t305 = fpext <16 x half> %t304 to <16 x float>
  %t306 = mul i64 %t300, 32
  %t307 = add i64 16, %t306
  %t308 = getelementptr half, ptr %a28, i64 %t307
  %t309 = load <16 x half>, ptr %t308, align 2
  %t310 = fpext <16 x half> %t309 to <16 x float>
  %t311 = mul i64 %t235, 16
  %t312 = add i64 %t311, %t300
  %t313 = getelementptr half, ptr %a25, i64 %t312
  %t314 = load half, ptr %t313, align 2
  %t315 = fpext half %t314 to float
  %t316 = insertelement <1 x float> poison, float %t315, i64 0
  %t317 = shufflevector <1 x float> %t316, <1 x float> poison, <16 x i32> zeroinitializer
  %t318 = load <16 x float>, ptr %a30
  %t319 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t317, <16 x float> %t305, <16 x float> %t318)
  store <16 x float> %t319, ptr %a30
  %t320 = load <16 x float>, ptr %a31
  %t321 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t317, <16 x float> %t310, <16 x float> %t320)
  store <16 x float> %t321, ptr %a31
  %t322 = mul i64 %t235, 16
  %t323 = add i64 16, %t322
  %t324 = add i64 %t323, %t300
  %t325 = getelementptr half, ptr %a25, i64 %t324
  %t326 = load half, ptr %t325, align 2
  %t327 = fpext half %t326 to float
  %t328 = insertelement <1 x float> poison, float %t327, i64 0
  %t329 = shufflevector <1 x float> %t328, <1 x float> poison, <16 x i32> zeroinitializer
  %t330 = load <16 x float>, ptr %a32
  %t331 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t329, <16 x float> %t305, <16 x float> %t330)
  store <16 x float> %t331, ptr %a32
  %t332 = load <16 x float>, ptr %a33
  %t333 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t329, <16 x float> %t310, <16 x float> %t332)
  store <16 x float> %t333, ptr %a33
  %t334 = mul i64 %t235, 16
  %t335 = add i64 32, %t334
  %t336 = add i64 %t335, %t300
  %t337 = getelementptr half, ptr %a25, i64 %t336
  %t338 = load half, ptr %t337, align 2
  %t339 = fpext half %t338 to float
  %t340 = insertelement <1 x float> poison, float %t339, i64 0
  %t341 = shufflevector <1 x float> %t340, <1 x float> poison, <16 x i32> zeroinitializer
  %t342 = load <16 x float>, ptr %a34
  %t343 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t341, <16 x float> %t305, <16 x float> %t342)
  store <16 x float> %t343, ptr %a34
  %t344 = load <16 x float>, ptr %a35
  %t345 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t341, <16 x float> %t310, <16 x float> %t344)
  store <16 x float> %t345, ptr %a35
  %t346 = mul i64 %t235, 16
  %t347 = add i64 48, %t346
  %t348 = add i64 %t347, %t300
  %t349 = getelementptr half, ptr %a25, i64 %t348
  %t350 = load half, ptr %t349, align 2
  %t351 = fpext half %t350 to float
  %t352 = insertelement <1 x float> poison, float %t351, i64 0
  %t353 = shufflevector <1 x float> %t352, <1 x float> poison, <16 x i32> zeroinitializer
  %t354 = load <16 x float>, ptr %a36
  %t355 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t353, <16 x float> %t305, <16 x float> %t354)
  store <16 x float> %t355, ptr %a36
  %t356 = load <16 x float>, ptr %a37
  %t357 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t353, <16 x float> %t310, <16 x float> %t356)
  store <16 x float> %t357, ptr %a37
  %t358 = mul i64 %t235, 16
  %t359 = add i64 64, %t358
  %t360 = add i64 %t359, %t300
  %t361 = getelementptr half, ptr %a25, i64 %t360
  %t362 = load half, ptr %t361, align 2
  %t363 = fpext half %t362 to float
  %t364 = insertelement <1 x float> poison, float %t363, i64 0
  %t365 = shufflevector <1 x float> %t364, <1 x float> poison, <16 x i32> zeroinitializer
  %t366 = load <16 x float>, ptr %a38
  %t367 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t365, <16 x float> %t305, <16 x float> %t366)
  store <16 x float> %t367, ptr %a38
  %t368 = load <16 x float>, ptr %a39
  %t369 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t365, <16 x float> %t310, <16 x float> %t368)
  store <16 x float> %t369, ptr %a39
  %t370 = mul i64 %t235, 16
  %t371 = add i64 80, %t370
  %t372 = add i64 %t371, %t300
  %t373 = getelementptr half, ptr %a25, i64 %t372
  %t374 = load half, ptr %t373, align 2
  %t375 = fpext half %t374 to float
  %t376 = insertelement <1 x float> poison, float %t375, i64 0
  %t377 = shufflevector <1 x float> %t376, <1 x float> poison, <16 x i32> zeroinitializer
  %t378 = load <16 x float>, ptr %a40
  %t379 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t377, <16 x float> %t305, <16 x float> %t378)
  store <16 x float> %t379, ptr %a40
  %t380 = load <16 x float>, ptr %a41
  %t381 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t377, <16 x float> %t310, <16 x float> %t380)
  store <16 x float> %t381, ptr %a41
  %t382 = mul i64 %t235, 16
  %t383 = add i64 96, %t382
  %t384 = add i64 %t383, %t300
  %t385 = getelementptr half, ptr %a25, i64 %t384
  %t386 = load half, ptr %t385, align 2
  %t387 = fpext half %t386 to float
  %t388 = insertelement <1 x float> poison, float %t387, i64 0
  %t389 = shufflevector <1 x float> %t388, <1 x float> poison, <16 x i32> zeroinitializer
  %t390 = load <16 x float>, ptr %a42
  %t391 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t389, <16 x float> %t305, <16 x float> %t390)
  store <16 x float> %t391, ptr %a42
  %t392 = load <16 x float>, ptr %a43
  %t393 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t389, <16 x float> %t310, <16 x float> %t392)
  store <16 x float> %t393, ptr %a43
  %t394 = mul i64 %t235, 16
  %t395 = add i64 112, %t394
  %t396 = add i64 %t395, %t300
  %t397 = getelementptr half, ptr %a25, i64 %t396
  %t398 = load half, ptr %t397, align 2
  %t399 = fpext half %t398 to float
  %t400 = insertelement <1 x float> poison, float %t399, i64 0
  %t401 = shufflevector <1 x float> %t400, <1 x float> poison, <16 x i32> zeroinitializer
  %t402 = load <16 x float>, ptr %a44
  %t403 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t401, <16 x float> %t305, <16 x float> %t402)
  store <16 x float> %t403, ptr %a44
  %t404 = load <16 x float>, ptr %a45
  %t405 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t401, <16 x float> %t310, <16 x float> %t404)
  store <16 x float> %t405, ptr %a45
  %t406 = add i64 %t300, 1
  store i64 %t406, ptr %a47
  br label %head34
done36:
  %t407 = mul i64 %t235, 32
  %t408 = load <16 x float>, ptr %a30
  %t409 = getelementptr float, ptr %a20, i64 %t407
  store <16 x float> %t408, ptr %t409, align 4
  %t410 = mul i64 %t235, 32
  %t411 = add i64 16, %t410
  %t412 = load <16 x float>, ptr %a31
  %t413 = getelementptr float, ptr %a20, i64 %t411
  store <16 x float> %t412, ptr %t413, align 4
  %t414 = mul i64 %t235, 32
  %t415 = add i64 32, %t414
  %t416 = load <16 x float>, ptr %a32
  %t417 = getelementptr float, ptr %a20, i64 %t415
  store <16 x float> %t416, ptr %t417, align 4
  %t418 = mul i64 %t235, 32
  %t419 = add i64 48, %t418
  %t420 = load <16 x float>, ptr %a33
  %t421 = getelementptr float, ptr %a20, i64 %t419
  store <16 x float> %t420, ptr %t421, align 4
  %t422 = mul i64 %t235, 32
  %t423 = add i64 64, %t422
  %t424 = load <16 x float>, ptr %a34
  %t425 = getelementptr float, ptr %a20, i64 %t423
  store <16 x float> %t424, ptr %t425, align 4
  %t426 = mul i64 %t235, 32
  %t427 = add i64 80, %t426
  %t428 = load <16 x float>, ptr %a35
  %t429 = getelementptr float, ptr %a20, i64 %t427
  store <16 x float> %t428, ptr %t429, align 4
  %t430 = mul i64 %t235, 32
  %t431 = add i64 96, %t430
  %t432 = load <16 x float>, ptr %a36
  %t433 = getelementptr float, ptr %a20, i64 %t431
  store <16 x float> %t432, ptr %t433, align 4
  %t434 = mul i64 %t235, 32
  %t435 = add i64 112, %t434
  %t436 = load <16 x float>, ptr %a37
  %t437 = getelementptr float, ptr %a20, i64 %t435
  store <16 x float> %t436, ptr %t437, align 4
  %t438 = mul i64 %t235, 32
  %t439 = add i64 128, %t438
  %t440 = load <16 x float>, ptr %a38
  %t441 = getelementptr float, ptr %a20, i64 %t439
  store <16 x float> %t440, ptr %t441, align 4
  %t442 = mul i64 %t235, 32
  %t443 = add i64 144, %t442
  %t444 = load <16 x float>, ptr %a39
  %t445 = getelementptr float, ptr %a20, i64 %t443
  store <16 x float> %t444, ptr %t445, align 4
  %t446 = mul i64 %t235, 32
  %t447 = add i64 160, %t446
  %t448 = load <16 x float>, ptr %a40
  %t449 = getelementptr float, ptr %a20, i64 %t447
  store <16 x float> %t448, ptr %t449, align 4
  %t450 = mul i64 %t235, 32
  %t451 = add i64 176, %t450
  %t452 = load <16 x float>, ptr %a41
  %t453 = getelementptr float, ptr %a20, i64 %t451
  store <16 x float> %t452, ptr %t453, align 4
  %t454 = mul i64 %t235, 32
  %t455 = add i64 192, %t454
  %t456 = load <16 x float>, ptr %a42
  %t457 = getelementptr float, ptr %a20, i64 %t455
  store <16 x float> %t456, ptr %t457, align 4
  %t458 = mul i64 %t235, 32
  %t459 = add i64 208, %t458
  %t460 = load <16 x float>, ptr %a43
  %t461 = getelementptr float, ptr %a20, i64 %t459
  store <16 x float> %t460, ptr %t461, align 4
  %t462 = mul i64 %t235, 32
  %t463 = add i64 224, %t462
  %t464 = load <16 x float>, ptr %a44
  %t465 = getelementptr float, ptr %a20, i64 %t463
  store <16 x float> %t464, ptr %t465, align 4
  %t466 = mul i64 %t235, 32
  %t467 = add i64 240, %t466
  %t468 = load <16 x float>, ptr %a45
  %t469 = getelementptr float, ptr %a20, i64 %t467
  store <16 x float> %t468, ptr %t469, align 4
  %t470 = add i64 %t235, 8
  store i64 %t470, ptr %a46
  br label %head31
done33:
  %t471 = mul i32 16, %arg7
  store i64 0, ptr %a48
  br label %head37
head37:
  %t472 = load i64, ptr %a48
  %t473 = icmp slt i64 %t472, 512
  br i1 %t473, label %body38, label %done39
body38:
  %t474 = insertelement <1 x i32> poison, i32 %t471, i64 0
  %t475 = shufflevector <1 x i32> %t474, <1 x i32> poison, <16 x i32> zeroinitializer
  %t476 = getelementptr ptr, ptr %a21, i64 %t472
  %t477 = load <16 x ptr>, ptr %t476, align 8
  %t479 = sext <16 x i32> %t475 to <16 x i64>
  %t478 = getelementptr half, <16 x ptr> %t477, <16 x i64> %t479
  %t480 = getelementptr ptr, ptr %a21, i64 %t472
  store <16 x ptr> %t478, ptr %t480, align 8
  %t481 = add i64 %t472, 16
  store i64 %t481, ptr %a48
  br label %head37
done39:
  %t482 = mul i32 16, %arg8
  store i64 0, ptr %a49
  br label %head40
head40:
  %t483 = load i64, ptr %a49
  %t484 = icmp slt i64 %t483, 512
  br i1 %t484, label %body41, label %done42
body41:
  %t485 = insertelement <1 x i32> poison, i32 %t482, i64 0
  %t486 = shufflevector <1 x i32> %t485, <1 x i32> poison, <16 x i32> zeroinitializer
  %t487 = getelementptr ptr, ptr %a22, i64 %t483
  %t488 = load <16 x ptr>, ptr %t487, align 8
  %t490 = sext <16 x i32> %t486 to <16 x i64>
  %t489 = getelementptr half, <16 x ptr> %t488, <16 x i64> %t490
  %t491 = getelementptr ptr, ptr %a22, i64 %t483
  store <16 x ptr> %t489, ptr %t491, align 8
  %t492 = add i64 %t483, 16
  store i64 %t492, ptr %a49
  br label %head40
done42:
  %t493 = add i32 %t192, 1
  store i32 %t493, ptr %a23
  br label %for22
for_end24:
  store i64 0, ptr %a51
  br label %head43
head43:
  %t494 = load i64, ptr %a51
  %t495 = icmp slt i64 %t494, 32
  br i1 %t495, label %body44, label %done45
body44:
  %t496 = insertelement <1 x i32> poison, i32 %arg10, i64 0
  %t497 = shufflevector <1 x i32> %t496, <1 x i32> poison, <16 x i32> zeroinitializer
  %t498 = getelementptr i32, ptr %a1, i64 %t494
  %t499 = load <16 x i32>, ptr %t498, align 4
  %t500 = mul <16 x i32> %t499, %t497
  %t501 = insertelement <1 x ptr> poison, ptr %arg2, i64 0
  %t502 = shufflevector <1 x ptr> %t501, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t504 = sext <16 x i32> %t500 to <16 x i64>
  %t503 = getelementptr float, <16 x ptr> %t502, <16 x i64> %t504
  %t505 = getelementptr ptr, ptr %a50, i64 %t494
  store <16 x ptr> %t503, ptr %t505, align 8
  %t506 = add i64 %t494, 16
  store i64 %t506, ptr %a51
  br label %head43
done45:
  store i64 0, ptr %a53
  br label %head46
head46:
  %t507 = load i64, ptr %a53
  %t508 = icmp slt i64 %t507, 32
  br i1 %t508, label %body47, label %done48
body47:
  %t509 = insertelement <1 x i32> poison, i32 %arg11, i64 0
  %t510 = shufflevector <1 x i32> %t509, <1 x i32> poison, <16 x i32> zeroinitializer
  %t511 = getelementptr i32, ptr %a4, i64 %t507
  %t512 = load <16 x i32>, ptr %t511, align 4
  %t513 = mul <16 x i32> %t512, %t510
  %t514 = getelementptr i32, ptr %a52, i64 %t507
  store <16 x i32> %t513, ptr %t514, align 4
  %t515 = add i64 %t507, 16
  store i64 %t515, ptr %a53
  br label %head46
done48:
  store i64 0, ptr %a55
  br label %head49
head49:
  %t516 = load i64, ptr %a55
  %t517 = icmp slt i64 %t516, 1024
  br i1 %t517, label %body50, label %done51
body50:
  %t518 = udiv i64 %t516, 32
  %t519 = urem i64 %t518, 32
  %t520 = getelementptr ptr, ptr %a50, i64 %t519
  %t521 = load ptr, ptr %t520, align 8
  %t522 = insertelement <1 x ptr> poison, ptr %t521, i64 0
  %t523 = shufflevector <1 x ptr> %t522, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t524 = urem i64 %t516, 32
  %t525 = getelementptr i32, ptr %a52, i64 %t524
  %t526 = load <16 x i32>, ptr %t525, align 4
  %t528 = sext <16 x i32> %t526 to <16 x i64>
  %t527 = getelementptr float, <16 x ptr> %t523, <16 x i64> %t528
  %t529 = getelementptr ptr, ptr %a54, i64 %t516
  store <16 x ptr> %t527, ptr %t529, align 8
  %t530 = add i64 %t516, 16
  store i64 %t530, ptr %a55
  br label %head49
done51:
  store i64 0, ptr %a58
  br label %head52
head52:
  %t531 = load i64, ptr %a58
  %t532 = icmp slt i64 %t531, 32
  br i1 %t532, label %body53, label %done54
body53:
  %t533 = insertelement <1 x i32> poison, i32 %arg3, i64 0
  %t534 = shufflevector <1 x i32> %t533, <1 x i32> poison, <16 x i32> zeroinitializer
  %t535 = getelementptr i32, ptr %a1, i64 %t531
  %t536 = load <16 x i32>, ptr %t535, align 4
  %t537 = icmp slt <16 x i32> %t536, %t534
  %t538 = insertelement <1 x i32> poison, i32 %arg4, i64 0
  %t539 = shufflevector <1 x i32> %t538, <1 x i32> poison, <16 x i32> zeroinitializer
  %t540 = getelementptr i32, ptr %a4, i64 %t531
  %t541 = load <16 x i32>, ptr %t540, align 4
  %t542 = icmp slt <16 x i32> %t541, %t539
  %t543 = zext <16 x i1> %t537 to <16 x i8>
  %t544 = getelementptr i8, ptr %a56, i64 %t531
  store <16 x i8> %t543, ptr %t544, align 1
  %t545 = zext <16 x i1> %t542 to <16 x i8>
  %t546 = getelementptr i8, ptr %a57, i64 %t531
  store <16 x i8> %t545, ptr %t546, align 1
  %t547 = add i64 %t531, 16
  store i64 %t547, ptr %a58
  br label %head52
done54:
  store i64 0, ptr %a59
  br label %head55
head55:
  %t548 = load i64, ptr %a59
  %t549 = icmp slt i64 %t548, 1024
  br i1 %t549, label %body56, label %done57
body56:
  %t550 = udiv i64 %t548, 32
  %t551 = urem i64 %t550, 32
  %t552 = getelementptr i8, ptr %a56, i64 %t551
  %t553 = load i8, ptr %t552, align 1
  %t554 = trunc i8 %t553 to i1
  %t555 = insertelement <1 x i1> poison, i1 %t554, i64 0
  %t556 = shufflevector <1 x i1> %t555, <1 x i1> poison, <16 x i32> zeroinitializer
  %t557 = urem i64 %t548, 32
  %t558 = getelementptr i8, ptr %a57, i64 %t557
  %t559 = load <16 x i8>, ptr %t558, align 1
  %t560 = trunc <16 x i8> %t559 to <16 x i1>
  %t561 = and <16 x i1> %t556, %t560
  %t562 = getelementptr ptr, ptr %a54, i64 %t548
  %t563 = load <16 x ptr>, ptr %t562, align 8
  %t564 = getelementptr float, ptr %a20, i64 %t548
  %t565 = load <16 x float>, ptr %t564, align 4
  call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %t565, <16 x ptr> align 4 %t563, <16 x i1> %t561)
  %t566 = add i64 %t548, 16
  store i64 %t566, ptr %a59
  br label %head55
done57:
  ret void
}

define void @matmul_kernel_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
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
  call void @matmul_kernel.program(ptr %args, i32 %x, i32 %y, i32 %z, i32 %nx, i32 %ny, i32 %nz, ptr %rt)
  %p1 = add i64 %p, 1
  %again = icmp slt i64 %p1, %end
  br i1 %again, label %prog, label %take
exit:
  ret void
}

define void @matmul_kernel_omp(ptr %job) {
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
  tail call void @matmul_kernel_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %job, i64 %total, i64 %chunk, ptr %rt)
  ret void
}