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
  %a3 = alloca i32, i64 32, align 64
  %a4 = alloca i64, i64 1, align 16
  %a5 = alloca i32, i64 16, align 64
  %a6 = alloca ptr, i64 32, align 64
  %a7 = alloca i64, i64 1, align 16
  %a8 = alloca i32, i64 16, align 64
  %a9 = alloca ptr, i64 512, align 64
  %a10 = alloca i64, i64 1, align 16
  %a11 = alloca ptr, i64 16, align 64
  %a12 = alloca i32, i64 32, align 64
  %a13 = alloca i64, i64 1, align 16
  %a14 = alloca ptr, i64 512, align 64
  %a15 = alloca i64, i64 1, align 16
  %a16 = alloca float, i64 1024, align 64
  %a17 = alloca i64, i64 1, align 16
  %a18 = alloca float, i64 1024, align 64
  %a19 = alloca i64, i64 1, align 16
  %a20 = alloca i64, i64 1, align 16
  %a21 = alloca i32, i64 1, align 16
  %a22 = alloca i8, i64 16, align 64
  %a23 = alloca half, i64 512, align 64
  %a24 = alloca i64, i64 1, align 16
  %a25 = alloca i8, i64 16, align 64
  %a26 = alloca half, i64 512, align 64
  %a27 = alloca i64, i64 1, align 16
  %a28 = alloca <16 x float>, i64 1, align 16
  %a29 = alloca <16 x float>, i64 1, align 16
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
  %a46 = alloca <16 x float>, i64 1, align 16
  %a47 = alloca <16 x float>, i64 1, align 16
  %a48 = alloca <16 x float>, i64 1, align 16
  %a49 = alloca <16 x float>, i64 1, align 16
  %a50 = alloca <16 x float>, i64 1, align 16
  %a51 = alloca <16 x float>, i64 1, align 16
  %a52 = alloca <16 x float>, i64 1, align 16
  %a53 = alloca <16 x float>, i64 1, align 16
  %a54 = alloca <16 x float>, i64 1, align 16
  %a55 = alloca <16 x float>, i64 1, align 16
  %a56 = alloca float, i64 512, align 64
  %a57 = alloca i64, i64 1, align 16
  %a58 = alloca float, i64 512, align 64
  %a59 = alloca i64, i64 1, align 16
  %a60 = alloca i64, i64 1, align 16
  %a61 = alloca i64, i64 1, align 16
  %a62 = alloca i64, i64 1, align 16
  %a63 = alloca ptr, i64 32, align 64
  %a64 = alloca i64, i64 1, align 16
  %a65 = alloca i32, i64 32, align 64
  %a66 = alloca i64, i64 1, align 16
  %a67 = alloca ptr, i64 1024, align 64
  %a68 = alloca i64, i64 1, align 16
  %a69 = alloca i8, i64 32, align 64
  %a70 = alloca i8, i64 32, align 64
  %a71 = alloca i64, i64 1, align 16
  %a72 = alloca i64, i64 1, align 16
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
  %t64 = mul i32 %t60, 32
  store i64 0, ptr %a4
  br label %head1
head1:
  %t65 = load i64, ptr %a4
  %t66 = icmp slt i64 %t65, 32
  br i1 %t66, label %body2, label %done3
body2:
  %t67 = trunc i64 %t65 to i32
  %t68 = insertelement <1 x i32> poison, i32 %t67, i64 0
  %t69 = shufflevector <1 x i32> %t68, <1 x i32> poison, <16 x i32> zeroinitializer
  %t70 = add <16 x i32> %t69, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t71 = insertelement <1 x i32> poison, i32 %t63, i64 0
  %t72 = shufflevector <1 x i32> %t71, <1 x i32> poison, <16 x i32> zeroinitializer
  %t73 = add <16 x i32> %t72, %t70
  %t74 = insertelement <1 x i32> poison, i32 %arg3, i64 0
  %t75 = shufflevector <1 x i32> %t74, <1 x i32> poison, <16 x i32> zeroinitializer
  %t77 = icmp eq <16 x i32> %t75, splat (i32 0)
  %t79 = icmp eq <16 x i32> %t75, splat (i32 -1)
  %t78 = or <16 x i1> %t77, %t79
  %t80 = select <16 x i1> %t78, <16 x i32> splat (i32 1), <16 x i32> %t75
  %t81 = srem <16 x i32> %t73, %t80
  %t84 = select <16 x i1> %t78, <16 x i32> splat (i32 0), <16 x i32> %t81
  %t82 = select <16 x i1> %t77, <16 x i32> splat (i32 0), <16 x i32> %t84
  %t85 = insertelement <1 x i32> poison, i32 %t64, i64 0
  %t86 = shufflevector <1 x i32> %t85, <1 x i32> poison, <16 x i32> zeroinitializer
  %t87 = add <16 x i32> %t86, %t70
  %t88 = insertelement <1 x i32> poison, i32 %arg4, i64 0
  %t89 = shufflevector <1 x i32> %t88, <1 x i32> poison, <16 x i32> zeroinitializer
  %t91 = icmp eq <16 x i32> %t89, splat (i32 0)
  %t93 = icmp eq <16 x i32> %t89, splat (i32 -1)
  %t92 = or <16 x i1> %t91, %t93
  %t94 = select <16 x i1> %t92, <16 x i32> splat (i32 1), <16 x i32> %t89
  %t95 = srem <16 x i32> %t87, %t94
  %t98 = select <16 x i1> %t92, <16 x i32> splat (i32 0), <16 x i32> %t95
  %t96 = select <16 x i1> %t91, <16 x i32> splat (i32 0), <16 x i32> %t98
  %t99 = getelementptr i32, ptr %a0, i64 %t65
  store <16 x i32> %t73, ptr %t99, align 4
  %t100 = getelementptr i32, ptr %a1, i64 %t65
  store <16 x i32> %t82, ptr %t100, align 4
  %t101 = getelementptr i32, ptr %a2, i64 %t65
  store <16 x i32> %t87, ptr %t101, align 4
  %t102 = getelementptr i32, ptr %a3, i64 %t65
  store <16 x i32> %t96, ptr %t102, align 4
  %t103 = add i64 %t65, 16
  store i64 %t103, ptr %a4
  br label %head1
done3:
  %t104 = trunc i64 0 to i32
  %t105 = insertelement <1 x i32> poison, i32 %t104, i64 0
  %t106 = shufflevector <1 x i32> %t105, <1 x i32> poison, <16 x i32> zeroinitializer
  %t107 = add <16 x i32> %t106, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  store <16 x i32> %t107, ptr %a5, align 4
  store i64 0, ptr %a7
  br label %head4
head4:
  %t108 = load i64, ptr %a7
  %t109 = icmp slt i64 %t108, 32
  br i1 %t109, label %body5, label %done6
body5:
  %t110 = insertelement <1 x i32> poison, i32 %arg6, i64 0
  %t111 = shufflevector <1 x i32> %t110, <1 x i32> poison, <16 x i32> zeroinitializer
  %t112 = getelementptr i32, ptr %a1, i64 %t108
  %t113 = load <16 x i32>, ptr %t112, align 4
  %t114 = mul <16 x i32> %t113, %t111
  %t115 = insertelement <1 x ptr> poison, ptr %arg0, i64 0
  %t116 = shufflevector <1 x ptr> %t115, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t118 = sext <16 x i32> %t114 to <16 x i64>
  %t117 = getelementptr half, <16 x ptr> %t116, <16 x i64> %t118
  %t119 = getelementptr ptr, ptr %a6, i64 %t108
  store <16 x ptr> %t117, ptr %t119, align 8
  %t120 = add i64 %t108, 16
  store i64 %t120, ptr %a7
  br label %head4
done6:
  %t121 = insertelement <1 x i32> poison, i32 %arg7, i64 0
  %t122 = shufflevector <1 x i32> %t121, <1 x i32> poison, <16 x i32> zeroinitializer
  %t123 = load <16 x i32>, ptr %a5, align 4
  %t124 = mul <16 x i32> %t123, %t122
  store <16 x i32> %t124, ptr %a8, align 4
  store i64 0, ptr %a10
  br label %head7
head7:
  %t125 = load i64, ptr %a10
  %t126 = icmp slt i64 %t125, 512
  br i1 %t126, label %body8, label %done9
body8:
  %t127 = udiv i64 %t125, 16
  %t128 = urem i64 %t127, 32
  %t129 = getelementptr ptr, ptr %a6, i64 %t128
  %t130 = load ptr, ptr %t129, align 8
  %t131 = insertelement <1 x ptr> poison, ptr %t130, i64 0
  %t132 = shufflevector <1 x ptr> %t131, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t133 = urem i64 %t125, 16
  %t134 = getelementptr i32, ptr %a8, i64 %t133
  %t135 = load <16 x i32>, ptr %t134, align 4
  %t137 = sext <16 x i32> %t135 to <16 x i64>
  %t136 = getelementptr half, <16 x ptr> %t132, <16 x i64> %t137
  %t138 = getelementptr ptr, ptr %a9, i64 %t125
  store <16 x ptr> %t136, ptr %t138, align 8
  %t139 = add i64 %t125, 16
  store i64 %t139, ptr %a10
  br label %head7
done9:
  %t140 = insertelement <1 x i32> poison, i32 %arg8, i64 0
  %t141 = shufflevector <1 x i32> %t140, <1 x i32> poison, <16 x i32> zeroinitializer
  %t142 = load <16 x i32>, ptr %a5, align 4
  %t143 = mul <16 x i32> %t142, %t141
  %t144 = insertelement <1 x ptr> poison, ptr %arg1, i64 0
  %t145 = shufflevector <1 x ptr> %t144, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t147 = sext <16 x i32> %t143 to <16 x i64>
  %t146 = getelementptr half, <16 x ptr> %t145, <16 x i64> %t147
  store <16 x ptr> %t146, ptr %a11, align 8
  store i64 0, ptr %a13
  br label %head10
head10:
  %t148 = load i64, ptr %a13
  %t149 = icmp slt i64 %t148, 32
  br i1 %t149, label %body11, label %done12
body11:
  %t150 = insertelement <1 x i32> poison, i32 %arg9, i64 0
  %t151 = shufflevector <1 x i32> %t150, <1 x i32> poison, <16 x i32> zeroinitializer
  %t152 = getelementptr i32, ptr %a3, i64 %t148
  %t153 = load <16 x i32>, ptr %t152, align 4
  %t154 = mul <16 x i32> %t153, %t151
  %t155 = getelementptr i32, ptr %a12, i64 %t148
  store <16 x i32> %t154, ptr %t155, align 4
  %t156 = add i64 %t148, 16
  store i64 %t156, ptr %a13
  br label %head10
done12:
  store i64 0, ptr %a15
  br label %head13
head13:
  %t157 = load i64, ptr %a15
  %t158 = icmp slt i64 %t157, 512
  br i1 %t158, label %body14, label %done15
body14:
  %t159 = udiv i64 %t157, 32
  %t160 = urem i64 %t159, 16
  %t161 = getelementptr ptr, ptr %a11, i64 %t160
  %t162 = load ptr, ptr %t161, align 8
  %t163 = insertelement <1 x ptr> poison, ptr %t162, i64 0
  %t164 = shufflevector <1 x ptr> %t163, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t165 = urem i64 %t157, 32
  %t166 = getelementptr i32, ptr %a12, i64 %t165
  %t167 = load <16 x i32>, ptr %t166, align 4
  %t169 = sext <16 x i32> %t167 to <16 x i64>
  %t168 = getelementptr half, <16 x ptr> %t164, <16 x i64> %t169
  %t170 = getelementptr ptr, ptr %a14, i64 %t157
  store <16 x ptr> %t168, ptr %t170, align 8
  %t171 = add i64 %t157, 16
  store i64 %t171, ptr %a15
  br label %head13
done15:
  store i64 0, ptr %a17
  br label %head16
head16:
  %t172 = load i64, ptr %a17
  %t173 = icmp slt i64 %t172, 1024
  br i1 %t173, label %body17, label %done18
body17:
  %t174 = getelementptr float, ptr %a16, i64 %t172
  store <16 x float> splat (float 0x0000000000000000), ptr %t174, align 4
  %t175 = add i64 %t172, 16
  store i64 %t175, ptr %a17
  br label %head16
done18:
  %t176 = add i32 %arg5, 15
  %t178 = icmp eq i32 16, 0
  %t180 = icmp eq i32 16, -1
  %t179 = or i1 %t178, %t180
  %t181 = select i1 %t179, i32 1, i32 16
  %t182 = sdiv i32 %t176, %t181
  %t184 = sub i32 0, %t176
  %t185 = select i1 %t179, i32 %t184, i32 %t182
  %t183 = select i1 %t178, i32 0, i32 %t185
  call void @llvm.memcpy.p0.p0.i64(ptr %a18, ptr %a16, i64 4096, i1 false)
  store i64 0, ptr %a19
  store i64 0, ptr %a20
  store i32 0, ptr %a21
  br label %for19
for19:
  %t186 = load i32, ptr %a21
  %t187 = icmp slt i32 %t186, %t183
  %t188 = icmp sgt i32 1, 0
  %t189 = and i1 %t187, %t188
  br i1 %t189, label %for_body20, label %for_end21
for_body20:
  %t190 = load i64, ptr %a19
  %t191 = load i64, ptr %a20
  %t192 = mul i32 %t186, 16
  %t193 = sub i32 %arg5, %t192
  %t194 = insertelement <1 x i32> poison, i32 %t193, i64 0
  %t195 = shufflevector <1 x i32> %t194, <1 x i32> poison, <16 x i32> zeroinitializer
  %t196 = load <16 x i32>, ptr %a5, align 4
  %t197 = icmp slt <16 x i32> %t196, %t195
  %t198 = zext <16 x i1> %t197 to <16 x i8>
  store <16 x i8> %t198, ptr %a22, align 1
  store i64 0, ptr %a24
  br label %head22
head22:
  %t199 = load i64, ptr %a24
  %t200 = icmp slt i64 %t199, 512
  br i1 %t200, label %body23, label %done24
body23:
  %t201 = urem i64 %t199, 16
  %t202 = getelementptr i8, ptr %a22, i64 %t201
  %t203 = load <16 x i8>, ptr %t202, align 1
  %t204 = trunc <16 x i8> %t203 to <16 x i1>
  %t205 = insertelement <1 x i64> poison, i64 %t190, i64 0
  %t206 = shufflevector <1 x i64> %t205, <1 x i64> poison, <16 x i32> zeroinitializer
  %t207 = getelementptr ptr, ptr %a9, i64 %t199
  %t208 = load <16 x ptr>, ptr %t207, align 8
  %t209 = getelementptr half, <16 x ptr> %t208, <16 x i64> %t206
  %t211 = call <16 x half> @llvm.masked.gather.v16f16.v16p0(<16 x ptr> align 2 %t209, <16 x i1> %t204, <16 x half> splat (half 0xH0000))
  %t212 = getelementptr half, ptr %a23, i64 %t199
  store <16 x half> %t211, ptr %t212, align 2
  %t213 = add i64 %t199, 16
  store i64 %t213, ptr %a24
  br label %head22
done24:
  %t214 = insertelement <1 x i32> poison, i32 %t193, i64 0
  %t215 = shufflevector <1 x i32> %t214, <1 x i32> poison, <16 x i32> zeroinitializer
  %t216 = load <16 x i32>, ptr %a5, align 4
  %t217 = icmp slt <16 x i32> %t216, %t215
  %t218 = zext <16 x i1> %t217 to <16 x i8>
  store <16 x i8> %t218, ptr %a25, align 1
  store i64 0, ptr %a27
  br label %head25
head25:
  %t219 = load i64, ptr %a27
  %t220 = icmp slt i64 %t219, 512
  br i1 %t220, label %body26, label %done27
body26:
  %t221 = udiv i64 %t219, 32
  %t222 = urem i64 %t221, 16
  %t223 = getelementptr i8, ptr %a25, i64 %t222
  %t224 = load i8, ptr %t223, align 1
  %t225 = trunc i8 %t224 to i1
  %t226 = insertelement <1 x i1> poison, i1 %t225, i64 0
  %t227 = shufflevector <1 x i1> %t226, <1 x i1> poison, <16 x i32> zeroinitializer
  %t228 = insertelement <1 x i64> poison, i64 %t191, i64 0
  %t229 = shufflevector <1 x i64> %t228, <1 x i64> poison, <16 x i32> zeroinitializer
  %t230 = getelementptr ptr, ptr %a14, i64 %t219
  %t231 = load <16 x ptr>, ptr %t230, align 8
  %t232 = getelementptr half, <16 x ptr> %t231, <16 x i64> %t229
  %t234 = call <16 x half> @llvm.masked.gather.v16f16.v16p0(<16 x ptr> align 2 %t232, <16 x i1> %t227, <16 x half> splat (half 0xH0000))
  %t235 = getelementptr half, ptr %a26, i64 %t219
  store <16 x half> %t234, ptr %t235, align 2
  %t236 = add i64 %t219, 16
  store i64 %t236, ptr %a27
  br label %head25
done27:
  store i64 0, ptr %a57
  br label %head28
head28:
  %t237 = load i64, ptr %a57
  %t238 = icmp slt i64 %t237, 512
  br i1 %t238, label %body29, label %done30
body29:
  %t239 = getelementptr half, ptr %a23, i64 %t237
  %t240 = load <16 x half>, ptr %t239, align 2
  %t241 = fpext <16 x half> %t240 to <16 x float>
  %t242 = getelementptr float, ptr %a56, i64 %t237
  store <16 x float> %t241, ptr %t242, align 4
  %t243 = add i64 %t237, 16
  store i64 %t243, ptr %a57
  br label %head28
done30:
  store i64 0, ptr %a59
  br label %head31
head31:
  %t244 = load i64, ptr %a59
  %t245 = icmp slt i64 %t244, 512
  br i1 %t245, label %body32, label %done33
body32:
  %t246 = getelementptr half, ptr %a26, i64 %t244
  %t247 = load <16 x half>, ptr %t246, align 2
  %t248 = fpext <16 x half> %t247 to <16 x float>
  %t249 = getelementptr float, ptr %a58, i64 %t244
  store <16 x float> %t248, ptr %t249, align 4
  %t250 = add i64 %t244, 16
  store i64 %t250, ptr %a59
  br label %head31
done33:
  store i64 0, ptr %a60
  br label %head34
head34:
  %t251 = load i64, ptr %a60
  %t252 = icmp slt i64 %t251, 28
  br i1 %t252, label %body35, label %done36
body35:
  %t253 = mul i64 %t251, 32
  %t254 = getelementptr float, ptr %a18, i64 %t253
  %t255 = load <16 x float>, ptr %t254, align 4
  store <16 x float> %t255, ptr %a28
  %t256 = mul i64 %t251, 32
  %t257 = add i64 16, %t256
  %t258 = getelementptr float, ptr %a18, i64 %t257
  %t259 = load <16 x float>, ptr %t258, align 4
  store <16 x float> %t259, ptr %a29
  %t260 = mul i64 %t251, 32
  %t261 = add i64 32, %t260
  %t262 = getelementptr float, ptr %a18, i64 %t261
  %t263 = load <16 x float>, ptr %t262, align 4
  store <16 x float> %t263, ptr %a30
  %t264 = mul i64 %t251, 32
  %t265 = add i64 48, %t264
  %t266 = getelementptr float, ptr %a18, i64 %t265
  %t267 = load <16 x float>, ptr %t266, align 4
  store <16 x float> %t267, ptr %a31
  %t268 = mul i64 %t251, 32
  %t269 = add i64 64, %t268
  %t270 = getelementptr float, ptr %a18, i64 %t269
  %t271 = load <16 x float>, ptr %t270, align 4
  store <16 x float> %t271, ptr %a32
  %t272 = mul i64 %t251, 32
  %t273 = add i64 80, %t272
  %t274 = getelementptr float, ptr %a18, i64 %t273
  %t275 = load <16 x float>, ptr %t274, align 4
  store <16 x float> %t275, ptr %a33
  %t276 = mul i64 %t251, 32
  %t277 = add i64 96, %t276
  %t278 = getelementptr float, ptr %a18, i64 %t277
  %t279 = load <16 x float>, ptr %t278, align 4
  store <16 x float> %t279, ptr %a34
  %t280 = mul i64 %t251, 32
  %t281 = add i64 112, %t280
  %t282 = getelementptr float, ptr %a18, i64 %t281
  %t283 = load <16 x float>, ptr %t282, align 4
  store <16 x float> %t283, ptr %a35
  %t284 = mul i64 %t251, 32
  %t285 = add i64 128, %t284
  %t286 = getelementptr float, ptr %a18, i64 %t285
  %t287 = load <16 x float>, ptr %t286, align 4
  store <16 x float> %t287, ptr %a36
  %t288 = mul i64 %t251, 32
  %t289 = add i64 144, %t288
  %t290 = getelementptr float, ptr %a18, i64 %t289
  %t291 = load <16 x float>, ptr %t290, align 4
  store <16 x float> %t291, ptr %a37
  %t292 = mul i64 %t251, 32
  %t293 = add i64 160, %t292
  %t294 = getelementptr float, ptr %a18, i64 %t293
  %t295 = load <16 x float>, ptr %t294, align 4
  store <16 x float> %t295, ptr %a38
  %t296 = mul i64 %t251, 32
  %t297 = add i64 176, %t296
  %t298 = getelementptr float, ptr %a18, i64 %t297
  %t299 = load <16 x float>, ptr %t298, align 4
  store <16 x float> %t299, ptr %a39
  %t300 = mul i64 %t251, 32
  %t301 = add i64 192, %t300
  %t302 = getelementptr float, ptr %a18, i64 %t301
  %t303 = load <16 x float>, ptr %t302, align 4
  store <16 x float> %t303, ptr %a40
  %t304 = mul i64 %t251, 32
  %t305 = add i64 208, %t304
  %t306 = getelementptr float, ptr %a18, i64 %t305
  %t307 = load <16 x float>, ptr %t306, align 4
  store <16 x float> %t307, ptr %a41
  %t308 = mul i64 %t251, 32
  %t309 = add i64 224, %t308
  %t310 = getelementptr float, ptr %a18, i64 %t309
  %t311 = load <16 x float>, ptr %t310, align 4
  store <16 x float> %t311, ptr %a42
  %t312 = mul i64 %t251, 32
  %t313 = add i64 240, %t312
  %t314 = getelementptr float, ptr %a18, i64 %t313
  %t315 = load <16 x float>, ptr %t314, align 4
  store <16 x float> %t315, ptr %a43
  %t316 = mul i64 %t251, 32
  %t317 = add i64 256, %t316
  %t318 = getelementptr float, ptr %a18, i64 %t317
  %t319 = load <16 x float>, ptr %t318, align 4
  store <16 x float> %t319, ptr %a44
  %t320 = mul i64 %t251, 32
  %t321 = add i64 272, %t320
  %t322 = getelementptr float, ptr %a18, i64 %t321
  %t323 = load <16 x float>, ptr %t322, align 4
  store <16 x float> %t323, ptr %a45
  %t324 = mul i64 %t251, 32
  %t325 = add i64 288, %t324
  %t326 = getelementptr float, ptr %a18, i64 %t325
  %t327 = load <16 x float>, ptr %t326, align 4
  store <16 x float> %t327, ptr %a46
  %t328 = mul i64 %t251, 32
  %t329 = add i64 304, %t328
  %t330 = getelementptr float, ptr %a18, i64 %t329
  %t331 = load <16 x float>, ptr %t330, align 4
  store <16 x float> %t331, ptr %a47
  %t332 = mul i64 %t251, 32
  %t333 = add i64 320, %t332
  %t334 = getelementptr float, ptr %a18, i64 %t333
  %t335 = load <16 x float>, ptr %t334, align 4
  store <16 x float> %t335, ptr %a48
  %t336 = mul i64 %t251, 32
  %t337 = add i64 336, %t336
  %t338 = getelementptr float, ptr %a18, i64 %t337
  %t339 = load <16 x float>, ptr %t338, align 4
  store <16 x float> %t339, ptr %a49
  %t340 = mul i64 %t251, 32
  %t341 = add i64 352, %t340
  %t342 = getelementptr float, ptr %a18, i64 %t341
  %t343 = load <16 x float>, ptr %t342, align 4
  store <16 x float> %t343, ptr %a50
  %t344 = mul i64 %t251, 32
  %t345 = add i64 368, %t344
  %t346 = getelementptr float, ptr %a18, i64 %t345
  %t347 = load <16 x float>, ptr %t346, align 4
  store <16 x float> %t347, ptr %a51
  %t348 = mul i64 %t251, 32
  %t349 = add i64 384, %t348
  %t350 = getelementptr float, ptr %a18, i64 %t349
  %t351 = load <16 x float>, ptr %t350, align 4
  store <16 x float> %t351, ptr %a52
  %t352 = mul i64 %t251, 32
  %t353 = add i64 400, %t352
  %t354 = getelementptr float, ptr %a18, i64 %t353
  %t355 = load <16 x float>, ptr %t354, align 4
  store <16 x float> %t355, ptr %a53
  %t356 = mul i64 %t251, 32
  %t357 = add i64 416, %t356
  %t358 = getelementptr float, ptr %a18, i64 %t357
  %t359 = load <16 x float>, ptr %t358, align 4
  store <16 x float> %t359, ptr %a54
  %t360 = mul i64 %t251, 32
  %t361 = add i64 432, %t360
  %t362 = getelementptr float, ptr %a18, i64 %t361
  %t363 = load <16 x float>, ptr %t362, align 4
  store <16 x float> %t363, ptr %a55
  store i64 0, ptr %a61
  br label %head37
head37:
  %t364 = load i64, ptr %a61
  %t365 = icmp slt i64 %t364, 16
  br i1 %t365, label %body38, label %done39
body38:
  %t366 = mul i64 %t364, 32
  %t367 = getelementptr float, ptr %a58, i64 %t366
  %t368 = load <16 x float>, ptr %t367, align 4
  %t369 = mul i64 %t364, 32
  %t370 = add i64 16, %t369
  %t371 = getelementptr float, ptr %a58, i64 %t370
  %t372 = load <16 x float>, ptr %t371, align 4
  %t373 = mul i64 %t251, 16
  %t374 = add i64 %t373, %t364
  %t375 = getelementptr float, ptr %a56, i64 %t374
  %t376 = load float, ptr %t375, align 4
  %t377 = insertelement <1 x float> poison, float %t376, i64 0
  %t378 = shufflevector <1 x float> %t377, <1 x float> poison, <16 x i32> zeroinitializer
  %t379 = load <16 x float>, ptr %a28
  %t380 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t378, <16 x float> %t368, <16 x float> %t379)
  store <16 x float> %t380, ptr %a28
  %t381 = load <16 x float>, ptr %a29
  %t382 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t378, <16 x float> %t372, <16 x float> %t381)
  store <16 x float> %t382, ptr %a29
  %t383 = mul i64 %t251, 16
  %t384 = add i64 16, %t383
  %t385 = add i64 %t384, %t364
  %t386 = getelementptr float, ptr %a56, i64 %t385
  %t387 = load float, ptr %t386, align 4
  %t388 = insertelement <1 x float> poison, float %t387, i64 0
  %t389 = shufflevector <1 x float> %t388, <1 x float> poison, <16 x i32> zeroinitializer
  %t390 = load <16 x float>, ptr %a30
  %t391 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t389, <16 x float> %t368, <16 x float> %t390)
  store <16 x float> %t391, ptr %a30
  %t392 = load <16 x float>, ptr %a31
  %t393 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t389, <16 x float> %t372, <16 x float> %t392)
  store <16 x float> %t393, ptr %a31
  %t394 = mul i64 %t251, 16
  %t395 = add i64 32, %t394
  %t396 = add i64 %t395, %t364
  %t397 = getelementptr float, ptr %a56, i64 %t396
  %t398 = load float, ptr %t397, align 4
  %t399 = insertelement <1 x float> poison, float %t398, i64 0
  %t400 = shufflevector <1 x float> %t399, <1 x float> poison, <16 x i32> zeroinitializer
  %t401 = load <16 x float>, ptr %a32
  %t402 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t400, <16 x float> %t368, <16 x float> %t401)
  store <16 x float> %t402, ptr %a32
  %t403 = load <16 x float>, ptr %a33
  %t404 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t400, <16 x float> %t372, <16 x float> %t403)
  store <16 x float> %t404, ptr %a33
  %t405 = mul i64 %t251, 16
  %t406 = add i64 48, %t405
  %t407 = add i64 %t406, %t364
  %t408 = getelementptr float, ptr %a56, i64 %t407
  %t409 = load float, ptr %t408, align 4
  %t410 = insertelement <1 x float> poison, float %t409, i64 0
  %t411 = shufflevector <1 x float> %t410, <1 x float> poison, <16 x i32> zeroinitializer
  %t412 = load <16 x float>, ptr %a34
  %t413 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t411, <16 x float> %t368, <16 x float> %t412)
  store <16 x float> %t413, ptr %a34
  %t414 = load <16 x float>, ptr %a35
  %t415 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t411, <16 x float> %t372, <16 x float> %t414)
  store <16 x float> %t415, ptr %a35
  %t416 = mul i64 %t251, 16
  %t417 = add i64 64, %t416
  %t418 = add i64 %t417, %t364
  %t419 = getelementptr float, ptr %a56, i64 %t418
  %t420 = load float, ptr %t419, align 4
  %t421 = insertelement <1 x float> poison, float %t420, i64 0
  %t422 = shufflevector <1 x float> %t421, <1 x float> poison, <16 x i32> zeroinitializer
  %t423 = load <16 x float>, ptr %a36
  %t424 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t422, <16 x float> %t368, <16 x float> %t423)
  store <16 x float> %t424, ptr %a36
  %t425 = load <16 x float>, ptr %a37
  %t426 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t422, <16 x float> %t372, <16 x float> %t425)
  store <16 x float> %t426, ptr %a37
  %t427 = mul i64 %t251, 16
  %t428 = add i64 80, %t427
  %t429 = add i64 %t428, %t364
  %t430 = getelementptr float, ptr %a56, i64 %t429
  %t431 = load float, ptr %t430, align 4
  %t432 = insertelement <1 x float> poison, float %t431, i64 0
  %t433 = shufflevector <1 x float> %t432, <1 x float> poison, <16 x i32> zeroinitializer
  %t434 = load <16 x float>, ptr %a38
  %t435 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t433, <16 x float> %t368, <16 x float> %t434)
  store <16 x float> %t435, ptr %a38
  %t436 = load <16 x float>, ptr %a39
  %t437 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t433, <16 x float> %t372, <16 x float> %t436)
  store <16 x float> %t437, ptr %a39
  %t438 = mul i64 %t251, 16
  %t439 = add i64 96, %t438
  %t440 = add i64 %t439, %t364
  %t441 = getelementptr float, ptr %a56, i64 %t440
  %t442 = load float, ptr %t441, align 4
  %t443 = insertelement <1 x float> poison, float %t442, i64 0
  %t444 = shufflevector <1 x float> %t443, <1 x float> poison, <16 x i32> zeroinitializer
  %t445 = load <16 x float>, ptr %a40
  %t446 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t444, <16 x float> %t368, <16 x float> %t445)
  store <16 x float> %t446, ptr %a40
  %t447 = load <16 x float>, ptr %a41
  %t448 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t444, <16 x float> %t372, <16 x float> %t447)
  store <16 x float> %t448, ptr %a41
  %t449 = mul i64 %t251, 16
  %t450 = add i64 112, %t449
  %t451 = add i64 %t450, %t364
  %t452 = getelementptr float, ptr %a56, i64 %t451
  %t453 = load float, ptr %t452, align 4
  %t454 = insertelement <1 x float> poison, float %t453, i64 0
  %t455 = shufflevector <1 x float> %t454, <1 x float> poison, <16 x i32> zeroinitializer
  %t456 = load <16 x float>, ptr %a42
  %t457 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t455, <16 x float> %t368, <16 x float> %t456)
  store <16 x float> %t457, ptr %a42
  %t458 = load <16 x float>, ptr %a43
  %t459 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t455, <16 x float> %t372, <16 x float> %t458)
  store <16 x float> %t459, ptr %a43
  %t460 = mul i64 %t251, 16
  %t461 = add i64 128, %t460
  %t462 = add i64 %t461, %t364
  %t463 = getelementptr float, ptr %a56, i64 %t462
  %t464 = load float, ptr %t463, align 4
  %t465 = insertelement <1 x float> poison, float %t464, i64 0
  %t466 = shufflevector <1 x float> %t465, <1 x float> poison, <16 x i32> zeroinitializer
  %t467 = load <16 x float>, ptr %a44
  %t468 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t466, <16 x float> %t368, <16 x float> %t467)
  store <16 x float> %t468, ptr %a44
  %t469 = load <16 x float>, ptr %a45
  %t470 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t466, <16 x float> %t372, <16 x float> %t469)
  store <16 x float> %t470, ptr %a45
  %t471 = mul i64 %t251, 16
  %t472 = add i64 144, %t471
  %t473 = add i64 %t472, %t364
  %t474 = getelementptr float, ptr %a56, i64 %t473
  %t475 = load float, ptr %t474, align 4
  %t476 = insertelement <1 x float> poison, float %t475, i64 0
  %t477 = shufflevector <1 x float> %t476, <1 x float> poison, <16 x i32> zeroinitializer
  %t478 = load <16 x float>, ptr %a46
  %t479 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t477, <16 x float> %t368, <16 x float> %t478)
  store <16 x float> %t479, ptr %a46
  %t480 = load <16 x float>, ptr %a47
  %t481 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t477, <16 x float> %t372, <16 x float> %t480)
  store <16 x float> %t481, ptr %a47
  %t482 = mul i64 %t251, 16
  %t483 = add i64 160, %t482
  %t484 = add i64 %t483, %t364
  %t485 = getelementptr float, ptr %a56, i64 %t484
  %t486 = load float, ptr %t485, align 4
  %t487 = insertelement <1 x float> poison, float %t486, i64 0
  %t488 = shufflevector <1 x float> %t487, <1 x float> poison, <16 x i32> zeroinitializer
  %t489 = load <16 x float>, ptr %a48
  %t490 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t488, <16 x float> %t368, <16 x float> %t489)
  store <16 x float> %t490, ptr %a48
  %t491 = load <16 x float>, ptr %a49
  %t492 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t488, <16 x float> %t372, <16 x float> %t491)
  store <16 x float> %t492, ptr %a49
  %t493 = mul i64 %t251, 16
  %t494 = add i64 176, %t493
  %t495 = add i64 %t494, %t364
  %t496 = getelementptr float, ptr %a56, i64 %t495
  %t497 = load float, ptr %t496, align 4
  %t498 = insertelement <1 x float> poison, float %t497, i64 0
  %t499 = shufflevector <1 x float> %t498, <1 x float> poison, <16 x i32> zeroinitializer
  %t500 = load <16 x float>, ptr %a50
  %t501 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t499, <16 x float> %t368, <16 x float> %t500)
  store <16 x float> %t501, ptr %a50
  %t502 = load <16 x float>, ptr %a51
  %t503 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t499, <16 x float> %t372, <16 x float> %t502)
  store <16 x float> %t503, ptr %a51
  %t504 = mul i64 %t251, 16
  %t505 = add i64 192, %t504
  %t506 = add i64 %t505, %t364
  %t507 = getelementptr float, ptr %a56, i64 %t506
  %t508 = load float, ptr %t507, align 4
  %t509 = insertelement <1 x float> poison, float %t508, i64 0
  %t510 = shufflevector <1 x float> %t509, <1 x float> poison, <16 x i32> zeroinitializer
  %t511 = load <16 x float>, ptr %a52
  %t512 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t510, <16 x float> %t368, <16 x float> %t511)
  store <16 x float> %t512, ptr %a52
  %t513 = load <16 x float>, ptr %a53
  %t514 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t510, <16 x float> %t372, <16 x float> %t513)
  store <16 x float> %t514, ptr %a53
  %t515 = mul i64 %t251, 16
  %t516 = add i64 208, %t515
  %t517 = add i64 %t516, %t364
  %t518 = getelementptr float, ptr %a56, i64 %t517
  %t519 = load float, ptr %t518, align 4
  %t520 = insertelement <1 x float> poison, float %t519, i64 0
  %t521 = shufflevector <1 x float> %t520, <1 x float> poison, <16 x i32> zeroinitializer
  %t522 = load <16 x float>, ptr %a54
  %t523 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t521, <16 x float> %t368, <16 x float> %t522)
  store <16 x float> %t523, ptr %a54
  %t524 = load <16 x float>, ptr %a55
  %t525 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t521, <16 x float> %t372, <16 x float> %t524)
  store <16 x float> %t525, ptr %a55
  %t526 = add i64 %t364, 1
  store i64 %t526, ptr %a61
  br label %head37
done39:
  %t527 = mul i64 %t251, 32
  %t528 = load <16 x float>, ptr %a28
  %t529 = getelementptr float, ptr %a18, i64 %t527
  store <16 x float> %t528, ptr %t529, align 4
  %t530 = mul i64 %t251, 32
  %t531 = add i64 16, %t530
  %t532 = load <16 x float>, ptr %a29
  %t533 = getelementptr float, ptr %a18, i64 %t531
  store <16 x float> %t532, ptr %t533, align 4
  %t534 = mul i64 %t251, 32
  %t535 = add i64 32, %t534
  %t536 = load <16 x float>, ptr %a30
  %t537 = getelementptr float, ptr %a18, i64 %t535
  store <16 x float> %t536, ptr %t537, align 4
  %t538 = mul i64 %t251, 32
  %t539 = add i64 48, %t538
  %t540 = load <16 x float>, ptr %a31
  %t541 = getelementptr float, ptr %a18, i64 %t539
  store <16 x float> %t540, ptr %t541, align 4
  %t542 = mul i64 %t251, 32
  %t543 = add i64 64, %t542
  %t544 = load <16 x float>, ptr %a32
  %t545 = getelementptr float, ptr %a18, i64 %t543
  store <16 x float> %t544, ptr %t545, align 4
  %t546 = mul i64 %t251, 32
  %t547 = add i64 80, %t546
  %t548 = load <16 x float>, ptr %a33
  %t549 = getelementptr float, ptr %a18, i64 %t547
  store <16 x float> %t548, ptr %t549, align 4
  %t550 = mul i64 %t251, 32
  %t551 = add i64 96, %t550
  %t552 = load <16 x float>, ptr %a34
  %t553 = getelementptr float, ptr %a18, i64 %t551
  store <16 x float> %t552, ptr %t553, align 4
  %t554 = mul i64 %t251, 32
  %t555 = add i64 112, %t554
  %t556 = load <16 x float>, ptr %a35
  %t557 = getelementptr float, ptr %a18, i64 %t555
  store <16 x float> %t556, ptr %t557, align 4
  %t558 = mul i64 %t251, 32
  %t559 = add i64 128, %t558
  %t560 = load <16 x float>, ptr %a36
  %t561 = getelementptr float, ptr %a18, i64 %t559
  store <16 x float> %t560, ptr %t561, align 4
  %t562 = mul i64 %t251, 32
  %t563 = add i64 144, %t562
  %t564 = load <16 x float>, ptr %a37
  %t565 = getelementptr float, ptr %a18, i64 %t563
  store <16 x float> %t564, ptr %t565, align 4
  %t566 = mul i64 %t251, 32
  %t567 = add i64 160, %t566
  %t568 = load <16 x float>, ptr %a38
  %t569 = getelementptr float, ptr %a18, i64 %t567
  store <16 x float> %t568, ptr %t569, align 4
  %t570 = mul i64 %t251, 32
  %t571 = add i64 176, %t570
  %t572 = load <16 x float>, ptr %a39
  %t573 = getelementptr float, ptr %a18, i64 %t571
  store <16 x float> %t572, ptr %t573, align 4
  %t574 = mul i64 %t251, 32
  %t575 = add i64 192, %t574
  %t576 = load <16 x float>, ptr %a40
  %t577 = getelementptr float, ptr %a18, i64 %t575
  store <16 x float> %t576, ptr %t577, align 4
  %t578 = mul i64 %t251, 32
  %t579 = add i64 208, %t578
  %t580 = load <16 x float>, ptr %a41
  %t581 = getelementptr float, ptr %a18, i64 %t579
  store <16 x float> %t580, ptr %t581, align 4
  %t582 = mul i64 %t251, 32
  %t583 = add i64 224, %t582
  %t584 = load <16 x float>, ptr %a42
  %t585 = getelementptr float, ptr %a18, i64 %t583
  store <16 x float> %t584, ptr %t585, align 4
  %t586 = mul i64 %t251, 32
  %t587 = add i64 240, %t586
  %t588 = load <16 x float>, ptr %a43
  %t589 = getelementptr float, ptr %a18, i64 %t587
  store <16 x float> %t588, ptr %t589, align 4
  %t590 = mul i64 %t251, 32
  %t591 = add i64 256, %t590
  %t592 = load <16 x float>, ptr %a44
  %t593 = getelementptr float, ptr %a18, i64 %t591
  store <16 x float> %t592, ptr %t593, align 4
  %t594 = mul i64 %t251, 32
  %t595 = add i64 272, %t594
  %t596 = load <16 x float>, ptr %a45
  %t597 = getelementptr float, ptr %a18, i64 %t595
  store <16 x float> %t596, ptr %t597, align 4
  %t598 = mul i64 %t251, 32
  %t599 = add i64 288, %t598
  %t600 = load <16 x float>, ptr %a46
  %t601 = getelementptr float, ptr %a18, i64 %t599
  store <16 x float> %t600, ptr %t601, align 4
  %t602 = mul i64 %t251, 32
  %t603 = add i64 304, %t602
  %t604 = load <16 x float>, ptr %a47
  %t605 = getelementptr float, ptr %a18, i64 %t603
  store <16 x float> %t604, ptr %t605, align 4
  %t606 = mul i64 %t251, 32
  %t607 = add i64 320, %t606
  %t608 = load <16 x float>, ptr %a48
  %t609 = getelementptr float, ptr %a18, i64 %t607
  store <16 x float> %t608, ptr %t609, align 4
  %t610 = mul i64 %t251, 32
  %t611 = add i64 336, %t610
  %t612 = load <16 x float>, ptr %a49
  %t613 = getelementptr float, ptr %a18, i64 %t611
  store <16 x float> %t612, ptr %t613, align 4
  %t614 = mul i64 %t251, 32
  %t615 = add i64 352, %t614
  %t616 = load <16 x float>, ptr %a50
  %t617 = getelementptr float, ptr %a18, i64 %t615
  store <16 x float> %t616, ptr %t617, align 4
  %t618 = mul i64 %t251, 32
  %t619 = add i64 368, %t618
  %t620 = load <16 x float>, ptr %a51
  %t621 = getelementptr float, ptr %a18, i64 %t619
  store <16 x float> %t620, ptr %t621, align 4
  %t622 = mul i64 %t251, 32
  %t623 = add i64 384, %t622
  %t624 = load <16 x float>, ptr %a52
  %t625 = getelementptr float, ptr %a18, i64 %t623
  store <16 x float> %t624, ptr %t625, align 4
  %t626 = mul i64 %t251, 32
  %t627 = add i64 400, %t626
  %t628 = load <16 x float>, ptr %a53
  %t629 = getelementptr float, ptr %a18, i64 %t627
  store <16 x float> %t628, ptr %t629, align 4
  %t630 = mul i64 %t251, 32
  %t631 = add i64 416, %t630
  %t632 = load <16 x float>, ptr %a54
  %t633 = getelementptr float, ptr %a18, i64 %t631
  store <16 x float> %t632, ptr %t633, align 4
  %t634 = mul i64 %t251, 32
  %t635 = add i64 432, %t634
  %t636 = load <16 x float>, ptr %a55
  %t637 = getelementptr float, ptr %a18, i64 %t635
  store <16 x float> %t636, ptr %t637, align 4
  %t638 = add i64 %t251, 14
  store i64 %t638, ptr %a60
  br label %head34
done36:
  %t639 = mul i64 28, 32
  %t640 = getelementptr float, ptr %a18, i64 %t639
  %t641 = load <16 x float>, ptr %t640, align 4
  store <16 x float> %t641, ptr %a28
  %t642 = mul i64 28, 32
  %t643 = add i64 16, %t642
  %t644 = getelementptr float, ptr %a18, i64 %t643
  %t645 = load <16 x float>, ptr %t644, align 4
  store <16 x float> %t645, ptr %a29
  %t646 = mul i64 28, 32
  %t647 = add i64 32, %t646
  %t648 = getelementptr float, ptr %a18, i64 %t647
  %t649 = load <16 x float>, ptr %t648, align 4
  store <16 x float> %t649, ptr %a30
  %t650 = mul i64 28, 32
  %t651 = add i64 48, %t650
  %t652 = getelementptr float, ptr %a18, i64 %t651
  %t653 = load <16 x float>, ptr %t652, align 4
  store <16 x float> %t653, ptr %a31
  %t654 = mul i64 28, 32
  %t655 = add i64 64, %t654
  %t656 = getelementptr float, ptr %a18, i64 %t655
  %t657 = load <16 x float>, ptr %t656, align 4
  store <16 x float> %t657, ptr %a32
  %t658 = mul i64 28, 32
  %t659 = add i64 80, %t658
  %t660 = getelementptr float, ptr %a18, i64 %t659
  %t661 = load <16 x float>, ptr %t660, align 4
  store <16 x float> %t661, ptr %a33
  %t662 = mul i64 28, 32
  %t663 = add i64 96, %t662
  %t664 = getelementptr float, ptr %a18, i64 %t663
  %t665 = load <16 x float>, ptr %t664, align 4
  store <16 x float> %t665, ptr %a34
  %t666 = mul i64 28, 32
  %t667 = add i64 112, %t666
  %t668 = getelementptr float, ptr %a18, i64 %t667
  %t669 = load <16 x float>, ptr %t668, align 4
  store <16 x float> %t669, ptr %a35
  store i64 0, ptr %a62
  br label %head40
head40:
  %t670 = load i64, ptr %a62
  %t671 = icmp slt i64 %t670, 16
  br i1 %t671, label %body41, label %done42
body41:
  %t672 = mul i64 %t670, 32
  %t673 = getelementptr float, ptr %a58, i64 %t672
  %t674 = load <16 x float>, ptr %t673, align 4
  %t675 = mul i64 %t670, 32
  %t676 = add i64 16, %t675
  %t677 = getelementptr float, ptr %a58, i64 %t676
  %t678 = load <16 x float>, ptr %t677, align 4
  %t679 = mul i64 28, 16
  %t680 = add i64 %t679, %t670
  %t681 = getelementptr float, ptr %a56, i64 %t680
  %t682 = load float, ptr %t681, align 4
  %t683 = insertelement <1 x float> poison, float %t682, i64 0
  %t684 = shufflevector <1 x float> %t683, <1 x float> poison, <16 x i32> zeroinitializer
  %t685 = load <16 x float>, ptr %a28
  %t686 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t684, <16 x float> %t674, <16 x float> %t685)
  store <16 x float> %t686, ptr %a28
  %t687 = load <16 x float>, ptr %a29
  %t688 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t684, <16 x float> %t678, <16 x float> %t687)
  store <16 x float> %t688, ptr %a29
  %t689 = mul i64 28, 16
  %t690 = add i64 16, %t689
  %t691 = add i64 %t690, %t670
  %t692 = getelementptr float, ptr %a56, i64 %t691
  %t693 = load float, ptr %t692, align 4
  %t694 = insertelement <1 x float> poison, float %t693, i64 0
  %t695 = shufflevector <1 x float> %t694, <1 x float> poison, <16 x i32> zeroinitializer
  %t696 = load <16 x float>, ptr %a30
  %t697 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t695, <16 x float> %t674, <16 x float> %t696)
  store <16 x float> %t697, ptr %a30
  %t698 = load <16 x float>, ptr %a31
  %t699 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t695, <16 x float> %t678, <16 x float> %t698)
  store <16 x float> %t699, ptr %a31
  %t700 = mul i64 28, 16
  %t701 = add i64 32, %t700
  %t702 = add i64 %t701, %t670
  %t703 = getelementptr float, ptr %a56, i64 %t702
  %t704 = load float, ptr %t703, align 4
  %t705 = insertelement <1 x float> poison, float %t704, i64 0
  %t706 = shufflevector <1 x float> %t705, <1 x float> poison, <16 x i32> zeroinitializer
  %t707 = load <16 x float>, ptr %a32
  %t708 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t706, <16 x float> %t674, <16 x float> %t707)
  store <16 x float> %t708, ptr %a32
  %t709 = load <16 x float>, ptr %a33
  %t710 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t706, <16 x float> %t678, <16 x float> %t709)
  store <16 x float> %t710, ptr %a33
  %t711 = mul i64 28, 16
  %t712 = add i64 48, %t711
  %t713 = add i64 %t712, %t670
  %t714 = getelementptr float, ptr %a56, i64 %t713
  %t715 = load float, ptr %t714, align 4
  %t716 = insertelement <1 x float> poison, float %t715, i64 0
  %t717 = shufflevector <1 x float> %t716, <1 x float> poison, <16 x i32> zeroinitializer
  %t718 = load <16 x float>, ptr %a34
  %t719 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t717, <16 x float> %t674, <16 x float> %t718)
  store <16 x float> %t719, ptr %a34
  %t720 = load <16 x float>, ptr %a35
  %t721 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t717, <16 x float> %t678, <16 x float> %t720)
  store <16 x float> %t721, ptr %a35
  %t722 = add i64 %t670, 1
  store i64 %t722, ptr %a62
  br label %head40
done42:
  %t723 = mul i64 28, 32
  %t724 = load <16 x float>, ptr %a28
  %t725 = getelementptr float, ptr %a18, i64 %t723
  store <16 x float> %t724, ptr %t725, align 4
  %t726 = mul i64 28, 32
  %t727 = add i64 16, %t726
  %t728 = load <16 x float>, ptr %a29
  %t729 = getelementptr float, ptr %a18, i64 %t727
  store <16 x float> %t728, ptr %t729, align 4
  %t730 = mul i64 28, 32
  %t731 = add i64 32, %t730
  %t732 = load <16 x float>, ptr %a30
  %t733 = getelementptr float, ptr %a18, i64 %t731
  store <16 x float> %t732, ptr %t733, align 4
  %t734 = mul i64 28, 32
  %t735 = add i64 48, %t734
  %t736 = load <16 x float>, ptr %a31
  %t737 = getelementptr float, ptr %a18, i64 %t735
  store <16 x float> %t736, ptr %t737, align 4
  %t738 = mul i64 28, 32
  %t739 = add i64 64, %t738
  %t740 = load <16 x float>, ptr %a32
  %t741 = getelementptr float, ptr %a18, i64 %t739
  store <16 x float> %t740, ptr %t741, align 4
  %t742 = mul i64 28, 32
  %t743 = add i64 80, %t742
  %t744 = load <16 x float>, ptr %a33
  %t745 = getelementptr float, ptr %a18, i64 %t743
  store <16 x float> %t744, ptr %t745, align 4
  %t746 = mul i64 28, 32
  %t747 = add i64 96, %t746
  %t748 = load <16 x float>, ptr %a34
  %t749 = getelementptr float, ptr %a18, i64 %t747
  store <16 x float> %t748, ptr %t749, align 4
  %t750 = mul i64 28, 32
  %t751 = add i64 112, %t750
  %t752 = load <16 x float>, ptr %a35
  %t753 = getelementptr float, ptr %a18, i64 %t751
  store <16 x float> %t752, ptr %t753, align 4
  %t754 = mul i32 16, %arg7
  %t756 = sext i32 %t754 to i64
  %t757 = add i64 %t190, %t756
  %t758 = mul i32 16, %arg8
  %t760 = sext i32 %t758 to i64
  %t761 = add i64 %t191, %t760
  store i64 %t757, ptr %a19
  store i64 %t761, ptr %a20
  %t762 = add i32 %t186, 1
  store i32 %t762, ptr %a21
  br label %for19
for_end21:
  %t763 = load i64, ptr %a19
  %t764 = load i64, ptr %a20
  store i64 0, ptr %a64
  br label %head43
head43:
  %t765 = load i64, ptr %a64
  %t766 = icmp slt i64 %t765, 32
  br i1 %t766, label %body44, label %done45
body44:
  %t767 = insertelement <1 x i32> poison, i32 %arg10, i64 0
  %t768 = shufflevector <1 x i32> %t767, <1 x i32> poison, <16 x i32> zeroinitializer
  %t769 = getelementptr i32, ptr %a0, i64 %t765
  %t770 = load <16 x i32>, ptr %t769, align 4
  %t771 = mul <16 x i32> %t770, %t768
  %t772 = insertelement <1 x ptr> poison, ptr %arg2, i64 0
  %t773 = shufflevector <1 x ptr> %t772, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t775 = sext <16 x i32> %t771 to <16 x i64>
  %t774 = getelementptr float, <16 x ptr> %t773, <16 x i64> %t775
  %t776 = getelementptr ptr, ptr %a63, i64 %t765
  store <16 x ptr> %t774, ptr %t776, align 8
  %t777 = add i64 %t765, 16
  store i64 %t777, ptr %a64
  br label %head43
done45:
  store i64 0, ptr %a66
  br label %head46
head46:
  %t778 = load i64, ptr %a66
  %t779 = icmp slt i64 %t778, 32
  br i1 %t779, label %body47, label %done48
body47:
  %t780 = insertelement <1 x i32> poison, i32 %arg11, i64 0
  %t781 = shufflevector <1 x i32> %t780, <1 x i32> poison, <16 x i32> zeroinitializer
  %t782 = getelementptr i32, ptr %a2, i64 %t778
  %t783 = load <16 x i32>, ptr %t782, align 4
  %t784 = mul <16 x i32> %t783, %t781
  %t785 = getelementptr i32, ptr %a65, i64 %t778
  store <16 x i32> %t784, ptr %t785, align 4
  %t786 = add i64 %t778, 16
  store i64 %t786, ptr %a66
  br label %head46
done48:
  store i64 0, ptr %a68
  br label %head49
head49:
  %t787 = load i64, ptr %a68
  %t788 = icmp slt i64 %t787, 1024
  br i1 %t788, label %body50, label %done51
body50:
  %t789 = udiv i64 %t787, 32
  %t790 = urem i64 %t789, 32
  %t791 = getelementptr ptr, ptr %a63, i64 %t790
  %t792 = load ptr, ptr %t791, align 8
  %t793 = insertelement <1 x ptr> poison, ptr %t792, i64 0
  %t794 = shufflevector <1 x ptr> %t793, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t795 = urem i64 %t787, 32
  %t796 = getelementptr i32, ptr %a65, i64 %t795
  %t797 = load <16 x i32>, ptr %t796, align 4
  %t799 = sext <16 x i32> %t797 to <16 x i64>
  %t798 = getelementptr float, <16 x ptr> %t794, <16 x i64> %t799
  %t800 = getelementptr ptr, ptr %a67, i64 %t787
  store <16 x ptr> %t798, ptr %t800, align 8
  %t801 = add i64 %t787, 16
  store i64 %t801, ptr %a68
  br label %head49
done51:
  store i64 0, ptr %a71
  br label %head52
head52:
  %t802 = load i64, ptr %a71
  %t803 = icmp slt i64 %t802, 32
  br i1 %t803, label %body53, label %done54
body53:
  %t804 = insertelement <1 x i32> poison, i32 %arg3, i64 0
  %t805 = shufflevector <1 x i32> %t804, <1 x i32> poison, <16 x i32> zeroinitializer
  %t806 = getelementptr i32, ptr %a0, i64 %t802
  %t807 = load <16 x i32>, ptr %t806, align 4
  %t808 = icmp slt <16 x i32> %t807, %t805
  %t809 = insertelement <1 x i32> poison, i32 %arg4, i64 0
  %t810 = shufflevector <1 x i32> %t809, <1 x i32> poison, <16 x i32> zeroinitializer
  %t811 = getelementptr i32, ptr %a2, i64 %t802
  %t812 = load <16 x i32>, ptr %t811, align 4
  %t813 = icmp slt <16 x i32> %t812, %t810
  %t814 = zext <16 x i1> %t808 to <16 x i8>
  %t815 = getelementptr i8, ptr %a69, i64 %t802
  store <16 x i8> %t814, ptr %t815, align 1
  %t816 = zext <16 x i1> %t813 to <16 x i8>
  %t817 = getelementptr i8, ptr %a70, i64 %t802
  store <16 x i8> %t816, ptr %t817, align 1
  %t818 = add i64 %t802, 16
  store i64 %t818, ptr %a71
  br label %head52
done54:
  store i64 0, ptr %a72
  br label %head55
head55:
  %t819 = load i64, ptr %a72
  %t820 = icmp slt i64 %t819, 1024
  br i1 %t820, label %body56, label %done57
body56:
  %t821 = udiv i64 %t819, 32
  %t822 = urem i64 %t821, 32
  %t823 = getelementptr i8, ptr %a69, i64 %t822
  %t824 = load i8, ptr %t823, align 1
  %t825 = trunc i8 %t824 to i1
  %t826 = insertelement <1 x i1> poison, i1 %t825, i64 0
  %t827 = shufflevector <1 x i1> %t826, <1 x i1> poison, <16 x i32> zeroinitializer
  %t828 = urem i64 %t819, 32
  %t829 = getelementptr i8, ptr %a70, i64 %t828
  %t830 = load <16 x i8>, ptr %t829, align 1
  %t831 = trunc <16 x i8> %t830 to <16 x i1>
  %t832 = and <16 x i1> %t827, %t831
  %t833 = getelementptr ptr, ptr %a67, i64 %t819
  %t834 = load <16 x ptr>, ptr %t833, align 8
  %t835 = getelementptr float, ptr %a18, i64 %t819
  %t836 = load <16 x float>, ptr %t835, align 4
  call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %t836, <16 x ptr> align 4 %t834, <16 x i1> %t832)
  %t837 = add i64 %t819, 16
  store i64 %t837, ptr %a72
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