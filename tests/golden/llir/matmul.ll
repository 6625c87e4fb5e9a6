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
  %t238 = add i64 0, %t237
  %t239 = getelementptr float, ptr %a20, i64 %t238
  %t240 = load <16 x float>, ptr %t239, align 4
  store <16 x float> %t240, ptr %a30
  %t241 = mul i64 %t235, 32
  %t242 = add i64 16, %t241
  %t243 = getelementptr float, ptr %a20, i64 %t242
  %t244 = load <16 x float>, ptr %t243, align 4
  store <16 x float> %t244, ptr %a31
  %t245 = mul i64 %t235, 32
  %t246 = add i64 32, %t245
  %t247 = getelementptr float, ptr %a20, i64 %t246
  %t248 = load <16 x float>, ptr %t247, align 4
  store <16 x float> %t248, ptr %a32
  %t249 = mul i64 %t235, 32
  %t250 = add i64 48, %t249
  %t251 = getelementptr float, ptr %a20, i64 %t250
  %t252 = load <16 x float>, ptr %t251, align 4
  store <16 x float> %t252, ptr %a33
  %t253 = mul i64 %t235, 32
  %t254 = add i64 64, %t253
  %t255 = getelementptr float, ptr %a20, i64 %t254
  %t256 = load <16 x float>, ptr %t255, align 4
  store <16 x float> %t256, ptr %a34
  %t257 = mul i64 %t235, 32
  %t258 = add i64 80, %t257
  %t259 = getelementptr float, ptr %a20, i64 %t258
  %t260 = load <16 x float>, ptr %t259, align 4
  store <16 x float> %t260, ptr %a35
  %t261 = mul i64 %t235, 32
  %t262 = add i64 96, %t261
  %t263 = getelementptr float, ptr %a20, i64 %t262
  %t264 = load <16 x float>, ptr %t263, align 4
  store <16 x float> %t264, ptr %a36
  %t265 = mul i64 %t235, 32
  %t266 = add i64 112, %t265
  %t267 = getelementptr float, ptr %a20, i64 %t266
  %t268 = load <16 x float>, ptr %t267, align 4
  store <16 x float> %t268, ptr %a37
  %t269 = mul i64 %t235, 32
  %t270 = add i64 128, %t269
  %t271 = getelementptr float, ptr %a20, i64 %t270
  %t272 = load <16 x float>, ptr %t271, align 4
  store <16 x float> %t272, ptr %a38
  %t273 = mul i64 %t235, 32
  %t274 = add i64 144, %t273
  %t275 = getelementptr float, ptr %a20, i64 %t274
  %t276 = load <16 x float>, ptr %t275, align 4
  store <16 x float> %t276, ptr %a39
  %t277 = mul i64 %t235, 32
  %t278 = add i64 160, %t277
  %t279 = getelementptr float, ptr %a20, i64 %t278
  %t280 = load <16 x float>, ptr %t279, align 4
  store <16 x float> %t280, ptr %a40
  %t281 = mul i64 %t235, 32
  %t282 = add i64 176, %t281
  %t283 = getelementptr float, ptr %a20, i64 %t282
  %t284 = load <16 x float>, ptr %t283, align 4
  store <16 x float> %t284, ptr %a41
  %t285 = mul i64 %t235, 32
  %t286 = add i64 192, %t285
  %t287 = getelementptr float, ptr %a20, i64 %t286
  %t288 = load <16 x float>, ptr %t287, align 4
  store <16 x float> %t288, ptr %a42
  %t289 = mul i64 %t235, 32
  %t290 = add i64 208, %t289
  %t291 = getelementptr float, ptr %a20, i64 %t290
  %t292 = load <16 x float>, ptr %t291, align 4
  store <16 x float> %t292, ptr %a43
  %t293 = mul i64 %t235, 32
  %t294 = add i64 224, %t293
  %t295 = getelementptr float, ptr %a20, i64 %t294
  %t296 = load <16 x float>, ptr %t295, align 4
  store <16 x float> %t296, ptr %a44
  %t297 = mul i64 %t235, 32
  %t298 = add i64 240, %t297
  %t299 = getelementptr float, ptr %a20, i64 %t298
  %t300 = load <16 x float>, ptr %t299, align 4
  store <16 x float> %t300, ptr %a45
  store i64 0, ptr %a47
  br label %head34
head34:
  %t301 = load i64, ptr %a47
  %t302 = icmp slt i64 %t301, 16
  br i1 %t302, label %body35, label %done36
body35:
  %t303 = mul i64 %t301, 32
  %t304 = add i64 0, %t303
  %t305 = getelementptr half, ptr %a28, i64 %t304
  %t306 = load <16 x half>, ptr %t305, align 2
  %t307 = fpext <16 x half> %t306 to <16 x float>
  %t308 = mul i64 %t301, 32
  %t309 = add i64 16, %t308
  %t310 = getelementptr half, ptr %a28, i64 %t309
  %t311 = load <16 x half>, ptr %t310, align 2
  %t312 = fpext <16 x half> %t311 to <16 x float>
  %t313 = mul i64 %t235, 16
  %t314 = add i64 0, %t313
  %t315 = add i64 %t314, %t301
  %t316 = getelementptr half, ptr %a25, i64 %t315
  %t317 = load half, ptr %t316, align 2
  %t318 = fpext half %t317 to float
  %t319 = insertelement <1 x float> poison, float %t318, i64 0
  %t320 = shufflevector <1 x float> %t319, <1 x float> poison, <16 x i32> zeroinitializer
  %t321 = load <16 x float>, ptr %a30
  %t322 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t320, <16 x float> %t307, <16 x float> %t321)
  store <16 x float> %t322, ptr %a30
  %t323 = load <16 x float>, ptr %a31
  %t324 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t320, <16 x float> %t312, <16 x float> %t323)
  store <16 x float> %t324, ptr %a31
  %t325 = mul i64 %t235, 16
  %t326 = add i64 16, %t325
  %t327 = add i64 %t326, %t301
  %t328 = getelementptr half, ptr %a25, i64 %t327
  %t329 = load half, ptr %t328, align 2
  %t330 = fpext half %t329 to float
  %t331 = insertelement <1 x float> poison, float %t330, i64 0
  %t332 = shufflevector <1 x float> %t331, <1 x float> poison, <16 x i32> zeroinitializer
  %t333 = load <16 x float>, ptr %a32
  %t334 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t332, <16 x float> %t307, <16 x float> %t333)
  store <16 x float> %t334, ptr %a32
  %t335 = load <16 x float>, ptr %a33
  %t336 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t332, <16 x float> %t312, <16 x float> %t335)
  store <16 x float> %t336, ptr %a33
  %t337 = mul i64 %t235, 16
  %t338 = add i64 32, %t337
  %t339 = add i64 %t338, %t301
  %t340 = getelementptr half, ptr %a25, i64 %t339
  %t341 = load half, ptr %t340, align 2
  %t342 = fpext half %t341 to float
  %t343 = insertelement <1 x float> poison, float %t342, i64 0
  %t344 = shufflevector <1 x float> %t343, <1 x float> poison, <16 x i32> zeroinitializer
  %t345 = load <16 x float>, ptr %a34
  %t346 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t344, <16 x float> %t307, <16 x float> %t345)
  store <16 x float> %t346, ptr %a34
  %t347 = load <16 x float>, ptr %a35
  %t348 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t344, <16 x float> %t312, <16 x float> %t347)
  store <16 x float> %t348, ptr %a35
  %t349 = mul i64 %t235, 16
  %t350 = add i64 48, %t349
  %t351 = add i64 %t350, %t301
  %t352 = getelementptr half, ptr %a25, i64 %t351
  %t353 = load half, ptr %t352, align 2
  %t354 = fpext half %t353 to float
  %t355 = insertelement <1 x float> poison, float %t354, i64 0
  %t356 = shufflevector <1 x float> %t355, <1 x float> poison, <16 x i32> zeroinitializer
  %t357 = load <16 x float>, ptr %a36
  %t358 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t356, <16 x float> %t307, <16 x float> %t357)
  store <16 x float> %t358, ptr %a36
  %t359 = load <16 x float>, ptr %a37
  %t360 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t356, <16 x float> %t312, <16 x float> %t359)
  store <16 x float> %t360, ptr %a37
  %t361 = mul i64 %t235, 16
  %t362 = add i64 64, %t361
  %t363 = add i64 %t362, %t301
  %t364 = getelementptr half, ptr %a25, i64 %t363
  %t365 = load half, ptr %t364, align 2
  %t366 = fpext half %t365 to float
  %t367 = insertelement <1 x float> poison, float %t366, i64 0
  %t368 = shufflevector <1 x float> %t367, <1 x float> poison, <16 x i32> zeroinitializer
  %t369 = load <16 x float>, ptr %a38
  %t370 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t368, <16 x float> %t307, <16 x float> %t369)
  store <16 x float> %t370, ptr %a38
  %t371 = load <16 x float>, ptr %a39
  %t372 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t368, <16 x float> %t312, <16 x float> %t371)
  store <16 x float> %t372, ptr %a39
  %t373 = mul i64 %t235, 16
  %t374 = add i64 80, %t373
  %t375 = add i64 %t374, %t301
  %t376 = getelementptr half, ptr %a25, i64 %t375
  %t377 = load half, ptr %t376, align 2
  %t378 = fpext half %t377 to float
  %t379 = insertelement <1 x float> poison, float %t378, i64 0
  %t380 = shufflevector <1 x float> %t379, <1 x float> poison, <16 x i32> zeroinitializer
  %t381 = load <16 x float>, ptr %a40
  %t382 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t380, <16 x float> %t307, <16 x float> %t381)
  store <16 x float> %t382, ptr %a40
  %t383 = load <16 x float>, ptr %a41
  %t384 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t380, <16 x float> %t312, <16 x float> %t383)
  store <16 x float> %t384, ptr %a41
  %t385 = mul i64 %t235, 16
  %t386 = add i64 96, %t385
  %t387 = add i64 %t386, %t301
  %t388 = getelementptr half, ptr %a25, i64 %t387
  %t389 = load half, ptr %t388, align 2
  %t390 = fpext half %t389 to float
  %t391 = insertelement <1 x float> poison, float %t390, i64 0
  %t392 = shufflevector <1 x float> %t391, <1 x float> poison, <16 x i32> zeroinitializer
  %t393 = load <16 x float>, ptr %a42
  %t394 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t392, <16 x float> %t307, <16 x float> %t393)
  store <16 x float> %t394, ptr %a42
  %t395 = load <16 x float>, ptr %a43
  %t396 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t392, <16 x float> %t312, <16 x float> %t395)
  store <16 x float> %t396, ptr %a43
  %t397 = mul i64 %t235, 16
  %t398 = add i64 112, %t397
  %t399 = add i64 %t398, %t301
  %t400 = getelementptr half, ptr %a25, i64 %t399
  %t401 = load half, ptr %t400, align 2
  %t402 = fpext half %t401 to float
  %t403 = insertelement <1 x float> poison, float %t402, i64 0
  %t404 = shufflevector <1 x float> %t403, <1 x float> poison, <16 x i32> zeroinitializer
  %t405 = load <16 x float>, ptr %a44
  %t406 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t404, <16 x float> %t307, <16 x float> %t405)
  store <16 x float> %t406, ptr %a44
  %t407 = load <16 x float>, ptr %a45
  %t408 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t404, <16 x float> %t312, <16 x float> %t407)
  store <16 x float> %t408, ptr %a45
  %t409 = add i64 %t301, 1
  store i64 %t409, ptr %a47
  br label %head34
done36:
  %t410 = mul i64 %t235, 32
  %t411 = add i64 0, %t410
  %t412 = load <16 x float>, ptr %a30
  %t413 = getelementptr float, ptr %a20, i64 %t411
  store <16 x float> %t412, ptr %t413, align 4
  %t414 = mul i64 %t235, 32
  %t415 = add i64 16, %t414
  %t416 = load <16 x float>, ptr %a31
  %t417 = getelementptr float, ptr %a20, i64 %t415
  store <16 x float> %t416, ptr %t417, align 4
  %t418 = mul i64 %t235, 32
  %t419 = add i64 32, %t418
  %t420 = load <16 x float>, ptr %a32
  %t421 = getelementptr float, ptr %a20, i64 %t419
  store <16 x float> %t420, ptr %t421, align 4
  %t422 = mul i64 %t235, 32
  %t423 = add i64 48, %t422
  %t424 = load <16 x float>, ptr %a33
  %t425 = getelementptr float, ptr %a20, i64 %t423
  store <16 x float> %t424, ptr %t425, align 4
  %t426 = mul i64 %t235, 32
  %t427 = add i64 64, %t426
  %t428 = load <16 x float>, ptr %a34
  %t429 = getelementptr float, ptr %a20, i64 %t427
  store <16 x float> %t428, ptr %t429, align 4
  %t430 = mul i64 %t235, 32
  %t431 = add i64 80, %t430
  %t432 = load <16 x float>, ptr %a35
  %t433 = getelementptr float, ptr %a20, i64 %t431
  store <16 x float> %t432, ptr %t433, align 4
  %t434 = mul i64 %t235, 32
  %t435 = add i64 96, %t434
  %t436 = load <16 x float>, ptr %a36
  %t437 = getelementptr float, ptr %a20, i64 %t435
  store <16 x float> %t436, ptr %t437, align 4
  %t438 = mul i64 %t235, 32
  %t439 = add i64 112, %t438
  %t440 = load <16 x float>, ptr %a37
  %t441 = getelementptr float, ptr %a20, i64 %t439
  store <16 x float> %t440, ptr %t441, align 4
  %t442 = mul i64 %t235, 32
  %t443 = add i64 128, %t442
  %t444 = load <16 x float>, ptr %a38
  %t445 = getelementptr float, ptr %a20, i64 %t443
  store <16 x float> %t444, ptr %t445, align 4
  %t446 = mul i64 %t235, 32
  %t447 = add i64 144, %t446
  %t448 = load <16 x float>, ptr %a39
  %t449 = getelementptr float, ptr %a20, i64 %t447
  store <16 x float> %t448, ptr %t449, align 4
  %t450 = mul i64 %t235, 32
  %t451 = add i64 160, %t450
  %t452 = load <16 x float>, ptr %a40
  %t453 = getelementptr float, ptr %a20, i64 %t451
  store <16 x float> %t452, ptr %t453, align 4
  %t454 = mul i64 %t235, 32
  %t455 = add i64 176, %t454
  %t456 = load <16 x float>, ptr %a41
  %t457 = getelementptr float, ptr %a20, i64 %t455
  store <16 x float> %t456, ptr %t457, align 4
  %t458 = mul i64 %t235, 32
  %t459 = add i64 192, %t458
  %t460 = load <16 x float>, ptr %a42
  %t461 = getelementptr float, ptr %a20, i64 %t459
  store <16 x float> %t460, ptr %t461, align 4
  %t462 = mul i64 %t235, 32
  %t463 = add i64 208, %t462
  %t464 = load <16 x float>, ptr %a43
  %t465 = getelementptr float, ptr %a20, i64 %t463
  store <16 x float> %t464, ptr %t465, align 4
  %t466 = mul i64 %t235, 32
  %t467 = add i64 224, %t466
  %t468 = load <16 x float>, ptr %a44
  %t469 = getelementptr float, ptr %a20, i64 %t467
  store <16 x float> %t468, ptr %t469, align 4
  %t470 = mul i64 %t235, 32
  %t471 = add i64 240, %t470
  %t472 = load <16 x float>, ptr %a45
  %t473 = getelementptr float, ptr %a20, i64 %t471
  store <16 x float> %t472, ptr %t473, align 4
  %t474 = add i64 %t235, 8
  store i64 %t474, ptr %a46
  br label %head31
done33:
  %t475 = mul i32 16, %arg7
  store i64 0, ptr %a48
  br label %head37
head37:
  %t476 = load i64, ptr %a48
  %t477 = icmp slt i64 %t476, 512
  br i1 %t477, label %body38, label %done39
body38:
  %t478 = insertelement <1 x i32> poison, i32 %t475, i64 0
  %t479 = shufflevector <1 x i32> %t478, <1 x i32> poison, <16 x i32> zeroinitializer
  %t480 = getelementptr ptr, ptr %a21, i64 %t476
  %t481 = load <16 x ptr>, ptr %t480, align 8
  %t483 = sext <16 x i32> %t479 to <16 x i64>
  %t482 = getelementptr half, <16 x ptr> %t481, <16 x i64> %t483
  %t484 = getelementptr ptr, ptr %a21, i64 %t476
  store <16 x ptr> %t482, ptr %t484, align 8
  %t485 = add i64 %t476, 16
  store i64 %t485, ptr %a48
  br label %head37
done39:
  %t486 = mul i32 16, %arg8
  store i64 0, ptr %a49
  br label %head40
head40:
  %t487 = load i64, ptr %a49
  %t488 = icmp slt i64 %t487, 512
  br i1 %t488, label %body41, label %done42
body41:
  %t489 = insertelement <1 x i32> poison, i32 %t486, i64 0
  %t490 = shufflevector <1 x i32> %t489, <1 x i32> poison, <16 x i32> zeroinitializer
  %t491 = getelementptr ptr, ptr %a22, i64 %t487
  %t492 = load <16 x ptr>, ptr %t491, align 8
  %t494 = sext <16 x i32> %t490 to <16 x i64>
  %t493 = getelementptr half, <16 x ptr> %t492, <16 x i64> %t494
  %t495 = getelementptr ptr, ptr %a22, i64 %t487
  store <16 x ptr> %t493, ptr %t495, align 8
  %t496 = add i64 %t487, 16
  store i64 %t496, ptr %a49
  br label %head40
done42:
  %t497 = add i32 %t192, 1
  store i32 %t497, ptr %a23
  br label %for22
for_end24:
  store i64 0, ptr %a51
  br label %head43
head43:
  %t498 = load i64, ptr %a51
  %t499 = icmp slt i64 %t498, 32
  br i1 %t499, label %body44, label %done45
body44:
  %t500 = insertelement <1 x i32> poison, i32 %arg10, i64 0
  %t501 = shufflevector <1 x i32> %t500, <1 x i32> poison, <16 x i32> zeroinitializer
  %t502 = getelementptr i32, ptr %a1, i64 %t498
  %t503 = load <16 x i32>, ptr %t502, align 4
  %t504 = mul <16 x i32> %t503, %t501
  %t505 = insertelement <1 x ptr> poison, ptr %arg2, i64 0
  %t506 = shufflevector <1 x ptr> %t505, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t508 = sext <16 x i32> %t504 to <16 x i64>
  %t507 = getelementptr float, <16 x ptr> %t506, <16 x i64> %t508
  %t509 = getelementptr ptr, ptr %a50, i64 %t498
  store <16 x ptr> %t507, ptr %t509, align 8
  %t510 = add i64 %t498, 16
  store i64 %t510, ptr %a51
  br label %head43
done45:
  store i64 0, ptr %a53
  br label %head46
head46:
  %t511 = load i64, ptr %a53
  %t512 = icmp slt i64 %t511, 32
  br i1 %t512, label %body47, label %done48
body47:
  %t513 = insertelement <1 x i32> poison, i32 %arg11, i64 0
  %t514 = shufflevector <1 x i32> %t513, <1 x i32> poison, <16 x i32> zeroinitializer
  %t515 = getelementptr i32, ptr %a4, i64 %t511
  %t516 = load <16 x i32>, ptr %t515, align 4
  %t517 = mul <16 x i32> %t516, %t514
  %t518 = getelementptr i32, ptr %a52, i64 %t511
  store <16 x i32> %t517, ptr %t518, align 4
  %t519 = add i64 %t511, 16
  store i64 %t519, ptr %a53
  br label %head46
done48:
  store i64 0, ptr %a55
  br label %head49
head49:
  %t520 = load i64, ptr %a55
  %t521 = icmp slt i64 %t520, 1024
  br i1 %t521, label %body50, label %done51
body50:
  %t522 = udiv i64 %t520, 32
  %t523 = urem i64 %t522, 32
  %t524 = getelementptr ptr, ptr %a50, i64 %t523
  %t525 = load ptr, ptr %t524, align 8
  %t526 = insertelement <1 x ptr> poison, ptr %t525, i64 0
  %t527 = shufflevector <1 x ptr> %t526, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t528 = urem i64 %t520, 32
  %t529 = getelementptr i32, ptr %a52, i64 %t528
  %t530 = load <16 x i32>, ptr %t529, align 4
  %t532 = sext <16 x i32> %t530 to <16 x i64>
  %t531 = getelementptr float, <16 x ptr> %t527, <16 x i64> %t532
  %t533 = getelementptr ptr, ptr %a54, i64 %t520
  store <16 x ptr> %t531, ptr %t533, align 8
  %t534 = add i64 %t520, 16
  store i64 %t534, ptr %a55
  br label %head49
done51:
  store i64 0, ptr %a58
  br label %head52
head52:
  %t535 = load i64, ptr %a58
  %t536 = icmp slt i64 %t535, 32
  br i1 %t536, label %body53, label %done54
body53:
  %t537 = insertelement <1 x i32> poison, i32 %arg3, i64 0
  %t538 = shufflevector <1 x i32> %t537, <1 x i32> poison, <16 x i32> zeroinitializer
  %t539 = getelementptr i32, ptr %a1, i64 %t535
  %t540 = load <16 x i32>, ptr %t539, align 4
  %t541 = icmp slt <16 x i32> %t540, %t538
  %t542 = insertelement <1 x i32> poison, i32 %arg4, i64 0
  %t543 = shufflevector <1 x i32> %t542, <1 x i32> poison, <16 x i32> zeroinitializer
  %t544 = getelementptr i32, ptr %a4, i64 %t535
  %t545 = load <16 x i32>, ptr %t544, align 4
  %t546 = icmp slt <16 x i32> %t545, %t543
  %t547 = zext <16 x i1> %t541 to <16 x i8>
  %t548 = getelementptr i8, ptr %a56, i64 %t535
  store <16 x i8> %t547, ptr %t548, align 1
  %t549 = zext <16 x i1> %t546 to <16 x i8>
  %t550 = getelementptr i8, ptr %a57, i64 %t535
  store <16 x i8> %t549, ptr %t550, align 1
  %t551 = add i64 %t535, 16
  store i64 %t551, ptr %a58
  br label %head52
done54:
  store i64 0, ptr %a59
  br label %head55
head55:
  %t552 = load i64, ptr %a59
  %t553 = icmp slt i64 %t552, 1024
  br i1 %t553, label %body56, label %done57
body56:
  %t554 = udiv i64 %t552, 32
  %t555 = urem i64 %t554, 32
  %t556 = getelementptr i8, ptr %a56, i64 %t555
  %t557 = load i8, ptr %t556, align 1
  %t558 = trunc i8 %t557 to i1
  %t559 = insertelement <1 x i1> poison, i1 %t558, i64 0
  %t560 = shufflevector <1 x i1> %t559, <1 x i1> poison, <16 x i32> zeroinitializer
  %t561 = urem i64 %t552, 32
  %t562 = getelementptr i8, ptr %a57, i64 %t561
  %t563 = load <16 x i8>, ptr %t562, align 1
  %t564 = trunc <16 x i8> %t563 to <16 x i1>
  %t565 = and <16 x i1> %t560, %t564
  %t566 = getelementptr ptr, ptr %a54, i64 %t552
  %t567 = load <16 x ptr>, ptr %t566, align 8
  %t568 = getelementptr float, ptr %a20, i64 %t552
  %t569 = load <16 x float>, ptr %t568, align 4
  call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %t569, <16 x ptr> align 4 %t567, <16 x i1> %t565)
  %t570 = add i64 %t552, 16
  store i64 %t570, ptr %a59
  br label %head55
done57:
  ret void
}

define void @matmul_kernel_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) {
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