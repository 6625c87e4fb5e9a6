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
  %a19 = alloca ptr, i64 512, align 64
  %a20 = alloca ptr, i64 512, align 64
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
  %a63 = alloca i64, i64 1, align 16
  %a64 = alloca ptr, i64 32, align 64
  %a65 = alloca i64, i64 1, align 16
  %a66 = alloca i32, i64 32, align 64
  %a67 = alloca i64, i64 1, align 16
  %a68 = alloca ptr, i64 1024, align 64
  %a69 = alloca i64, i64 1, align 16
  %a70 = alloca i8, i64 32, align 64
  %a71 = alloca i8, i64 32, align 64
  %a72 = alloca i64, i64 1, align 16
  %a73 = alloca i64, i64 1, align 16
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
  call void @llvm.memcpy.p0.p0.i64(ptr %a19, ptr %a9, i64 4096, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %a20, ptr %a14, i64 4096, i1 false)
  store i32 0, ptr %a21
  br label %for19
for19:
  %t186 = load i32, ptr %a21
  %t187 = icmp slt i32 %t186, %t183
  %t188 = icmp sgt i32 1, 0
  %t189 = and i1 %t187, %t188
  br i1 %t189, label %for_body20, label %for_end21
for_body20:
  %t190 = mul i32 %t186, 16
  %t191 = sub i32 %arg5, %t190
  %t192 = insertelement <1 x i32> poison, i32 %t191, i64 0
  %t193 = shufflevector <1 x i32> %t192, <1 x i32> poison, <16 x i32> zeroinitializer
  %t194 = load <16 x i32>, ptr %a5, align 4
  %t195 = icmp slt <16 x i32> %t194, %t193
  %t196 = zext <16 x i1> %t195 to <16 x i8>
  store <16 x i8> %t196, ptr %a22, align 1
  store i64 0, ptr %a24
  br label %head22
head22:
  %t197 = load i64, ptr %a24
  %t198 = icmp slt i64 %t197, 512
  br i1 %t198, label %body23, label %done24
body23:
  %t199 = urem i64 %t197, 16
  %t200 = getelementptr i8, ptr %a22, i64 %t199
  %t201 = load <16 x i8>, ptr %t200, align 1
  %t202 = trunc <16 x i8> %t201 to <16 x i1>
  %t203 = getelementptr ptr, ptr %a19, i64 %t197
  %t204 = load <16 x ptr>, ptr %t203, align 8
  %t206 = call <16 x half> @llvm.masked.gather.v16f16.v16p0(<16 x ptr> align 2 %t204, <16 x i1> %t202, <16 x half> splat (half 0xH0000))
  %t207 = getelementptr half, ptr %a23, i64 %t197
  store <16 x half> %t206, ptr %t207, align 2
  %t208 = add i64 %t197, 16
  store i64 %t208, ptr %a24
  br label %head22
done24:
  %t209 = insertelement <1 x i32> poison, i32 %t191, i64 0
  %t210 = shufflevector <1 x i32> %t209, <1 x i32> poison, <16 x i32> zeroinitializer
  %t211 = load <16 x i32>, ptr %a5, align 4
  %t212 = icmp slt <16 x i32> %t211, %t210
  %t213 = zext <16 x i1> %t212 to <16 x i8>
  store <16 x i8> %t213, ptr %a25, align 1
  store i64 0, ptr %a27
  br label %head25
head25:
  %t214 = load i64, ptr %a27
  %t215 = icmp slt i64 %t214, 512
  br i1 %t215, label %body26, label %done27
body26:
  %t216 = udiv i64 %t214, 32
  %t217 = urem i64 %t216, 16
  %t218 = getelementptr i8, ptr %a25, i64 %t217
  %t219 = load i8, ptr %t218, align 1
  %t220 = trunc i8 %t219 to i1
  %t221 = insertelement <1 x i1> poison, i1 %t220, i64 0
  %t222 = shufflevector <1 x i1> %t221, <1 x i1> poison, <16 x i32> zeroinitializer
  %t223 = getelementptr ptr, ptr %a20, i64 %t214
  %t224 = load <16 x ptr>, ptr %t223, align 8
  %t226 = call <16 x half> @llvm.masked.gather.v16f16.v16p0(<16 x ptr> align 2 %t224, <16 x i1> %t222, <16 x half> splat (half 0xH0000))
  %t227 = getelementptr half, ptr %a26, i64 %t214
  store <16 x half> %t226, ptr %t227, align 2
  %t228 = add i64 %t214, 16
  store i64 %t228, ptr %a27
  br label %head25
done27:
  store i64 0, ptr %a57
  br label %head28
head28:
  %t229 = load i64, ptr %a57
  %t230 = icmp slt i64 %t229, 512
  br i1 %t230, label %body29, label %done30
body29:
  %t231 = getelementptr half, ptr %a23, i64 %t229
  %t232 = load <16 x half>, ptr %t231, align 2
  %t233 = fpext <16 x half> %t232 to <16 x float>
  %t234 = getelementptr float, ptr %a56, i64 %t229
  store <16 x float> %t233, ptr %t234, align 4
  %t235 = add i64 %t229, 16
  store i64 %t235, ptr %a57
  br label %head28
done30:
  store i64 0, ptr %a59
  br label %head31
head31:
  %t236 = load i64, ptr %a59
  %t237 = icmp slt i64 %t236, 512
  br i1 %t237, label %body32, label %done33
body32:
  %t238 = getelementptr half, ptr %a26, i64 %t236
  %t239 = load <16 x half>, ptr %t238, align 2
  %t240 = fpext <16 x half> %t239 to <16 x float>
  %t241 = getelementptr float, ptr %a58, i64 %t236
  store <16 x float> %t240, ptr %t241, align 4
  %t242 = add i64 %t236, 16
  store i64 %t242, ptr %a59
  br label %head31
done33:
  store i64 0, ptr %a60
  br label %head34
head34:
  %t243 = load i64, ptr %a60
  %t244 = icmp slt i64 %t243, 28
  br i1 %t244, label %body35, label %done36
body35:
  %t245 = mul i64 %t243, 32
  %t246 = getelementptr float, ptr %a18, i64 %t245
  %t247 = load <16 x float>, ptr %t246, align 4
  store <16 x float> %t247, ptr %a28
  %t248 = mul i64 %t243, 32
  %t249 = add i64 16, %t248
  %t250 = getelementptr float, ptr %a18, i64 %t249
  %t251 = load <16 x float>, ptr %t250, align 4
  store <16 x float> %t251, ptr %a29
  %t252 = mul i64 %t243, 32
  %t253 = add i64 32, %t252
  %t254 = getelementptr float, ptr %a18, i64 %t253
  %t255 = load <16 x float>, ptr %t254, align 4
  store <16 x float> %t255, ptr %a30
  %t256 = mul i64 %t243, 32
  %t257 = add i64 48, %t256
  %t258 = getelementptr float, ptr %a18, i64 %t257
  %t259 = load <16 x float>, ptr %t258, align 4
  store <16 x float> %t259, ptr %a31
  %t260 = mul i64 %t243, 32
  %t261 = add i64 64, %t260
  %t262 = getelementptr float, ptr %a18, i64 %t261
  %t263 = load <16 x float>, ptr %t262, align 4
  store <16 x float> %t263, ptr %a32
  %t264 = mul i64 %t243, 32
  %t265 = add i64 80, %t264
  %t266 = getelementptr float, ptr %a18, i64 %t265
  %t267 = load <16 x float>, ptr %t266, align 4
  store <16 x float> %t267, ptr %a33
  %t268 = mul i64 %t243, 32
  %t269 = add i64 96, %t268
  %t270 = getelementptr float, ptr %a18, i64 %t269
  %t271 = load <16 x float>, ptr %t270, align 4
  store <16 x float> %t271, ptr %a34
  %t272 = mul i64 %t243, 32
  %t273 = add i64 112, %t272
  %t274 = getelementptr float, ptr %a18, i64 %t273
  %t275 = load <16 x float>, ptr %t274, align 4
  store <16 x float> %t275, ptr %a35
  %t276 = mul i64 %t243, 32
  %t277 = add i64 128, %t276
  %t278 = getelementptr float, ptr %a18, i64 %t277
  %t279 = load <16 x float>, ptr %t278, align 4
  store <16 x float> %t279, ptr %a36
  %t280 = mul i64 %t243, 32
  %t281 = add i64 144, %t280
  %t282 = getelementptr float, ptr %a18, i64 %t281
  %t283 = load <16 x float>, ptr %t282, align 4
  store <16 x float> %t283, ptr %a37
  %t284 = mul i64 %t243, 32
  %t285 = add i64 160, %t284
  %t286 = getelementptr float, ptr %a18, i64 %t285
  %t287 = load <16 x float>, ptr %t286, align 4
  store <16 x float> %t287, ptr %a38
  %t288 = mul i64 %t243, 32
  %t289 = add i64 176, %t288
  %t290 = getelementptr float, ptr %a18, i64 %t289
  %t291 = load <16 x float>, ptr %t290, align 4
  store <16 x float> %t291, ptr %a39
  %t292 = mul i64 %t243, 32
  %t293 = add i64 192, %t292
  %t294 = getelementptr float, ptr %a18, i64 %t293
  %t295 = load <16 x float>, ptr %t294, align 4
  store <16 x float> %t295, ptr %a40
  %t296 = mul i64 %t243, 32
  %t297 = add i64 208, %t296
  %t298 = getelementptr float, ptr %a18, i64 %t297
  %t299 = load <16 x float>, ptr %t298, align 4
  store <16 x float> %t299, ptr %a41
  %t300 = mul i64 %t243, 32
  %t301 = add i64 224, %t300
  %t302 = getelementptr float, ptr %a18, i64 %t301
  %t303 = load <16 x float>, ptr %t302, align 4
  store <16 x float> %t303, ptr %a42
  %t304 = mul i64 %t243, 32
  %t305 = add i64 240, %t304
  %t306 = getelementptr float, ptr %a18, i64 %t305
  %t307 = load <16 x float>, ptr %t306, align 4
  store <16 x float> %t307, ptr %a43
  %t308 = mul i64 %t243, 32
  %t309 = add i64 256, %t308
  %t310 = getelementptr float, ptr %a18, i64 %t309
  %t311 = load <16 x float>, ptr %t310, align 4
  store <16 x float> %t311, ptr %a44
  %t312 = mul i64 %t243, 32
  %t313 = add i64 272, %t312
  %t314 = getelementptr float, ptr %a18, i64 %t313
  %t315 = load <16 x float>, ptr %t314, align 4
  store <16 x float> %t315, ptr %a45
  %t316 = mul i64 %t243, 32
  %t317 = add i64 288, %t316
  %t318 = getelementptr float, ptr %a18, i64 %t317
  %t319 = load <16 x float>, ptr %t318, align 4
  store <16 x float> %t319, ptr %a46
  %t320 = mul i64 %t243, 32
  %t321 = add i64 304, %t320
  %t322 = getelementptr float, ptr %a18, i64 %t321
  %t323 = load <16 x float>, ptr %t322, align 4
  store <16 x float> %t323, ptr %a47
  %t324 = mul i64 %t243, 32
  %t325 = add i64 320, %t324
  %t326 = getelementptr float, ptr %a18, i64 %t325
  %t327 = load <16 x float>, ptr %t326, align 4
  store <16 x float> %t327, ptr %a48
  %t328 = mul i64 %t243, 32
  %t329 = add i64 336, %t328
  %t330 = getelementptr float, ptr %a18, i64 %t329
  %t331 = load <16 x float>, ptr %t330, align 4
  store <16 x float> %t331, ptr %a49
  %t332 = mul i64 %t243, 32
  %t333 = add i64 352, %t332
  %t334 = getelementptr float, ptr %a18, i64 %t333
  %t335 = load <16 x float>, ptr %t334, align 4
  store <16 x float> %t335, ptr %a50
  %t336 = mul i64 %t243, 32
  %t337 = add i64 368, %t336
  %t338 = getelementptr float, ptr %a18, i64 %t337
  %t339 = load <16 x float>, ptr %t338, align 4
  store <16 x float> %t339, ptr %a51
  %t340 = mul i64 %t243, 32
  %t341 = add i64 384, %t340
  %t342 = getelementptr float, ptr %a18, i64 %t341
  %t343 = load <16 x float>, ptr %t342, align 4
  store <16 x float> %t343, ptr %a52
  %t344 = mul i64 %t243, 32
  %t345 = add i64 400, %t344
  %t346 = getelementptr float, ptr %a18, i64 %t345
  %t347 = load <16 x float>, ptr %t346, align 4
  store <16 x float> %t347, ptr %a53
  %t348 = mul i64 %t243, 32
  %t349 = add i64 416, %t348
  %t350 = getelementptr float, ptr %a18, i64 %t349
  %t351 = load <16 x float>, ptr %t350, align 4
  store <16 x float> %t351, ptr %a54
  %t352 = mul i64 %t243, 32
  %t353 = add i64 432, %t352
  %t354 = getelementptr float, ptr %a18, i64 %t353
  %t355 = load <16 x float>, ptr %t354, align 4
  store <16 x float> %t355, ptr %a55
  store i64 0, ptr %a61
  br label %head37
head37:
  %t356 = load i64, ptr %a61
  %t357 = icmp slt i64 %t356, 16
  br i1 %t357, label %body38, label %done39
body38:
  %t358 = mul i64 %t356, 32
  %t359 = getelementptr float, ptr %a58, i64 %t358
  %t360 = load <16 x float>, ptr %t359, align 4
  %t361 = mul i64 %t356, 32
  %t362 = add i64 16, %t361
  %t363 = getelementptr float, ptr %a58, i64 %t362
  %t364 = load <16 x float>, ptr %t363, align 4
  %t365 = mul i64 %t243, 16
  %t366 = add i64 %t365, %t356
  %t367 = getelementptr float, ptr %a56, i64 %t366
  %t368 = load float, ptr %t367, align 4
  %t369 = insertelement <1 x float> poison, float %t368, i64 0
  %t370 = shufflevector <1 x float> %t369, <1 x float> poison, <16 x i32> zeroinitializer
  %t371 = load <16 x float>, ptr %a28
  %t372 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t370, <16 x float> %t360, <16 x float> %t371)
  store <16 x float> %t372, ptr %a28
  %t373 = load <16 x float>, ptr %a29
  %t374 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t370, <16 x float> %t364, <16 x float> %t373)
  store <16 x float> %t374, ptr %a29
  %t375 = mul i64 %t243, 16
  %t376 = add i64 16, %t375
  %t377 = add i64 %t376, %t356
  %t378 = getelementptr float, ptr %a56, i64 %t377
  %t379 = load float, ptr %t378, align 4
  %t380 = insertelement <1 x float> poison, float %t379, i64 0
  %t381 = shufflevector <1 x float> %t380, <1 x float> poison, <16 x i32> zeroinitializer
  %t382 = load <16 x float>, ptr %a30
  %t383 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t381, <16 x float> %t360, <16 x float> %t382)
  store <16 x float> %t383, ptr %a30
  %t384 = load <16 x float>, ptr %a31
  %t385 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t381, <16 x float> %t364, <16 x float> %t384)
  store <16 x float> %t385, ptr %a31
  %t386 = mul i64 %t243, 16
  %t387 = add i64 32, %t386
  %t388 = add i64 %t387, %t356
  %t389 = getelementptr float, ptr %a56, i64 %t388
  %t390 = load float, ptr %t389, align 4
  %t391 = insertelement <1 x float> poison, float %t390, i64 0
  %t392 = shufflevector <1 x float> %t391, <1 x float> poison, <16 x i32> zeroinitializer
  %t393 = load <16 x float>, ptr %a32
  %t394 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t392, <16 x float> %t360, <16 x float> %t393)
  store <16 x float> %t394, ptr %a32
  %t395 = load <16 x float>, ptr %a33
  %t396 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t392, <16 x float> %t364, <16 x float> %t395)
  store <16 x float> %t396, ptr %a33
  %t397 = mul i64 %t243, 16
  %t398 = add i64 48, %t397
  %t399 = add i64 %t398, %t356
  %t400 = getelementptr float, ptr %a56, i64 %t399
  %t401 = load float, ptr %t400, align 4
  %t402 = insertelement <1 x float> poison, float %t401, i64 0
  %t403 = shufflevector <1 x float> %t402, <1 x float> poison, <16 x i32> zeroinitializer
  %t404 = load <16 x float>, ptr %a34
  %t405 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t403, <16 x float> %t360, <16 x float> %t404)
  store <16 x float> %t405, ptr %a34
  %t406 = load <16 x float>, ptr %a35
  %t407 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t403, <16 x float> %t364, <16 x float> %t406)
  store <16 x float> %t407, ptr %a35
  %t408 = mul i64 %t243, 16
  %t409 = add i64 64, %t408
  %t410 = add i64 %t409, %t356
  %t411 = getelementptr float, ptr %a56, i64 %t410
  %t412 = load float, ptr %t411, align 4
  %t413 = insertelement <1 x float> poison, float %t412, i64 0
  %t414 = shufflevector <1 x float> %t413, <1 x float> poison, <16 x i32> zeroinitializer
  %t415 = load <16 x float>, ptr %a36
  %t416 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t414, <16 x float> %t360, <16 x float> %t415)
  store <16 x float> %t416, ptr %a36
  %t417 = load <16 x float>, ptr %a37
  %t418 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t414, <16 x float> %t364, <16 x float> %t417)
  store <16 x float> %t418, ptr %a37
  %t419 = mul i64 %t243, 16
  %t420 = add i64 80, %t419
  %t421 = add i64 %t420, %t356
  %t422 = getelementptr float, ptr %a56, i64 %t421
  %t423 = load float, ptr %t422, align 4
  %t424 = insertelement <1 x float> poison, float %t423, i64 0
  %t425 = shufflevector <1 x float> %t424, <1 x float> poison, <16 x i32> zeroinitializer
  %t426 = load <16 x float>, ptr %a38
  %t427 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t425, <16 x float> %t360, <16 x float> %t426)
  store <16 x float> %t427, ptr %a38
  %t428 = load <16 x float>, ptr %a39
  %t429 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t425, <16 x float> %t364, <16 x float> %t428)
  store <16 x float> %t429, ptr %a39
  %t430 = mul i64 %t243, 16
  %t431 = add i64 96, %t430
  %t432 = add i64 %t431, %t356
  %t433 = getelementptr float, ptr %a56, i64 %t432
  %t434 = load float, ptr %t433, align 4
  %t435 = insertelement <1 x float> poison, float %t434, i64 0
  %t436 = shufflevector <1 x float> %t435, <1 x float> poison, <16 x i32> zeroinitializer
  %t437 = load <16 x float>, ptr %a40
  %t438 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t436, <16 x float> %t360, <16 x float> %t437)
  store <16 x float> %t438, ptr %a40
  %t439 = load <16 x float>, ptr %a41
  %t440 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t436, <16 x float> %t364, <16 x float> %t439)
  store <16 x float> %t440, ptr %a41
  %t441 = mul i64 %t243, 16
  %t442 = add i64 112, %t441
  %t443 = add i64 %t442, %t356
  %t444 = getelementptr float, ptr %a56, i64 %t443
  %t445 = load float, ptr %t444, align 4
  %t446 = insertelement <1 x float> poison, float %t445, i64 0
  %t447 = shufflevector <1 x float> %t446, <1 x float> poison, <16 x i32> zeroinitializer
  %t448 = load <16 x float>, ptr %a42
  %t449 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t447, <16 x float> %t360, <16 x float> %t448)
  store <16 x float> %t449, ptr %a42
  %t450 = load <16 x float>, ptr %a43
  %t451 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t447, <16 x float> %t364, <16 x float> %t450)
  store <16 x float> %t451, ptr %a43
  %t452 = mul i64 %t243, 16
  %t453 = add i64 128, %t452
  %t454 = add i64 %t453, %t356
  %t455 = getelementptr float, ptr %a56, i64 %t454
  %t456 = load float, ptr %t455, align 4
  %t457 = insertelement <1 x float> poison, float %t456, i64 0
  %t458 = shufflevector <1 x float> %t457, <1 x float> poison, <16 x i32> zeroinitializer
  %t459 = load <16 x float>, ptr %a44
  %t460 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t458, <16 x float> %t360, <16 x float> %t459)
  store <16 x float> %t460, ptr %a44
  %t461 = load <16 x float>, ptr %a45
  %t462 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t458, <16 x float> %t364, <16 x float> %t461)
  store <16 x float> %t462, ptr %a45
  %t463 = mul i64 %t243, 16
  %t464 = add i64 144, %t463
  %t465 = add i64 %t464, %t356
  %t466 = getelementptr float, ptr %a56, i64 %t465
  %t467 = load float, ptr %t466, align 4
  %t468 = insertelement <1 x float> poison, float %t467, i64 0
  %t469 = shufflevector <1 x float> %t468, <1 x float> poison, <16 x i32> zeroinitializer
  %t470 = load <16 x float>, ptr %a46
  %t471 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t469, <16 x float> %t360, <16 x float> %t470)
  store <16 x float> %t471, ptr %a46
  %t472 = load <16 x float>, ptr %a47
  %t473 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t469, <16 x float> %t364, <16 x float> %t472)
  store <16 x float> %t473, ptr %a47
  %t474 = mul i64 %t243, 16
  %t475 = add i64 160, %t474
  %t476 = add i64 %t475, %t356
  %t477 = getelementptr float, ptr %a56, i64 %t476
  %t478 = load float, ptr %t477, align 4
  %t479 = insertelement <1 x float> poison, float %t478, i64 0
  %t480 = shufflevector <1 x float> %t479, <1 x float> poison, <16 x i32> zeroinitializer
  %t481 = load <16 x float>, ptr %a48
  %t482 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t480, <16 x float> %t360, <16 x float> %t481)
  store <16 x float> %t482, ptr %a48
  %t483 = load <16 x float>, ptr %a49
  %t484 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t480, <16 x float> %t364, <16 x float> %t483)
  store <16 x float> %t484, ptr %a49
  %t485 = mul i64 %t243, 16
  %t486 = add i64 176, %t485
  %t487 = add i64 %t486, %t356
  %t488 = getelementptr float, ptr %a56, i64 %t487
  %t489 = load float, ptr %t488, align 4
  %t490 = insertelement <1 x float> poison, float %t489, i64 0
  %t491 = shufflevector <1 x float> %t490, <1 x float> poison, <16 x i32> zeroinitializer
  %t492 = load <16 x float>, ptr %a50
  %t493 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t491, <16 x float> %t360, <16 x float> %t492)
  store <16 x float> %t493, ptr %a50
  %t494 = load <16 x float>, ptr %a51
  %t495 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t491, <16 x float> %t364, <16 x float> %t494)
  store <16 x float> %t495, ptr %a51
  %t496 = mul i64 %t243, 16
  %t497 = add i64 192, %t496
  %t498 = add i64 %t497, %t356
  %t499 = getelementptr float, ptr %a56, i64 %t498
  %t500 = load float, ptr %t499, align 4
  %t501 = insertelement <1 x float> poison, float %t500, i64 0
  %t502 = shufflevector <1 x float> %t501, <1 x float> poison, <16 x i32> zeroinitializer
  %t503 = load <16 x float>, ptr %a52
  %t504 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t502, <16 x float> %t360, <16 x float> %t503)
  store <16 x float> %t504, ptr %a52
  %t505 = load <16 x float>, ptr %a53
  %t506 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t502, <16 x float> %t364, <16 x float> %t505)
  store <16 x float> %t506, ptr %a53
  %t507 = mul i64 %t243, 16
  %t508 = add i64 208, %t507
  %t509 = add i64 %t508, %t356
  %t510 = getelementptr float, ptr %a56, i64 %t509
  %t511 = load float, ptr %t510, align 4
  %t512 = insertelement <1 x float> poison, float %t511, i64 0
  %t513 = shufflevector <1 x float> %t512, <1 x float> poison, <16 x i32> zeroinitializer
  %t514 = load <16 x float>, ptr %a54
  %t515 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t513, <16 x float> %t360, <16 x float> %t514)
  store <16 x float> %t515, ptr %a54
  %t516 = load <16 x float>, ptr %a55
  %t517 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t513, <16 x float> %t364, <16 x float> %t516)
  store <16 x float> %t517, ptr %a55
  %t518 = add i64 %t356, 1
  store i64 %t518, ptr %a61
  br label %head37
done39:
  %t519 = mul i64 %t243, 32
  %t520 = load <16 x float>, ptr %a28
  %t521 = getelementptr float, ptr %a18, i64 %t519
  store <16 x float> %t520, ptr %t521, align 4
  %t522 = mul i64 %t243, 32
  %t523 = add i64 16, %t522
  %t524 = load <16 x float>, ptr %a29
  %t525 = getelementptr float, ptr %a18, i64 %t523
  store <16 x float> %t524, ptr %t525, align 4
  %t526 = mul i64 %t243, 32
  %t527 = add i64 32, %t526
  %t528 = load <16 x float>, ptr %a30
  %t529 = getelementptr float, ptr %a18, i64 %t527
  store <16 x float> %t528, ptr %t529, align 4
  %t530 = mul i64 %t243, 32
  %t531 = add i64 48, %t530
  %t532 = load <16 x float>, ptr %a31
  %t533 = getelementptr float, ptr %a18, i64 %t531
  store <16 x float> %t532, ptr %t533, align 4
  %t534 = mul i64 %t243, 32
  %t535 = add i64 64, %t534
  %t536 = load <16 x float>, ptr %a32
  %t537 = getelementptr float, ptr %a18, i64 %t535
  store <16 x float> %t536, ptr %t537, align 4
  %t538 = mul i64 %t243, 32
  %t539 = add i64 80, %t538
  %t540 = load <16 x float>, ptr %a33
  %t541 = getelementptr float, ptr %a18, i64 %t539
  store <16 x float> %t540, ptr %t541, align 4
  %t542 = mul i64 %t243, 32
  %t543 = add i64 96, %t542
  %t544 = load <16 x float>, ptr %a34
  %t545 = getelementptr float, ptr %a18, i64 %t543
  store <16 x float> %t544, ptr %t545, align 4
  %t546 = mul i64 %t243, 32
  %t547 = add i64 112, %t546
  %t548 = load <16 x float>, ptr %a35
  %t549 = getelementptr float, ptr %a18, i64 %t547
  store <16 x float> %t548, ptr %t549, align 4
  %t550 = mul i64 %t243, 32
  %t551 = add i64 128, %t550
  %t552 = load <16 x float>, ptr %a36
  %t553 = getelementptr float, ptr %a18, i64 %t551
  store <16 x float> %t552, ptr %t553, align 4
  %t554 = mul i64 %t243, 32
  %t555 = add i64 144, %t554
  %t556 = load <16 x float>, ptr %a37
  %t557 = getelementptr float, ptr %a18, i64 %t555
  store <16 x float> %t556, ptr %t557, align 4
  %t558 = mul i64 %t243, 32
  %t559 = add i64 160, %t558
  %t560 = load <16 x float>, ptr %a38
  %t561 = getelementptr float, ptr %a18, i64 %t559
  store <16 x float> %t560, ptr %t561, align 4
  %t562 = mul i64 %t243, 32
  %t563 = add i64 176, %t562
  %t564 = load <16 x float>, ptr %a39
  %t565 = getelementptr float, ptr %a18, i64 %t563
  store <16 x float> %t564, ptr %t565, align 4
  %t566 = mul i64 %t243, 32
  %t567 = add i64 192, %t566
  %t568 = load <16 x float>, ptr %a40
  %t569 = getelementptr float, ptr %a18, i64 %t567
  store <16 x float> %t568, ptr %t569, align 4
  %t570 = mul i64 %t243, 32
  %t571 = add i64 208, %t570
  %t572 = load <16 x float>, ptr %a41
  %t573 = getelementptr float, ptr %a18, i64 %t571
  store <16 x float> %t572, ptr %t573, align 4
  %t574 = mul i64 %t243, 32
  %t575 = add i64 224, %t574
  %t576 = load <16 x float>, ptr %a42
  %t577 = getelementptr float, ptr %a18, i64 %t575
  store <16 x float> %t576, ptr %t577, align 4
  %t578 = mul i64 %t243, 32
  %t579 = add i64 240, %t578
  %t580 = load <16 x float>, ptr %a43
  %t581 = getelementptr float, ptr %a18, i64 %t579
  store <16 x float> %t580, ptr %t581, align 4
  %t582 = mul i64 %t243, 32
  %t583 = add i64 256, %t582
  %t584 = load <16 x float>, ptr %a44
  %t585 = getelementptr float, ptr %a18, i64 %t583
  store <16 x float> %t584, ptr %t585, align 4
  %t586 = mul i64 %t243, 32
  %t587 = add i64 272, %t586
  %t588 = load <16 x float>, ptr %a45
  %t589 = getelementptr float, ptr %a18, i64 %t587
  store <16 x float> %t588, ptr %t589, align 4
  %t590 = mul i64 %t243, 32
  %t591 = add i64 288, %t590
  %t592 = load <16 x float>, ptr %a46
  %t593 = getelementptr float, ptr %a18, i64 %t591
  store <16 x float> %t592, ptr %t593, align 4
  %t594 = mul i64 %t243, 32
  %t595 = add i64 304, %t594
  %t596 = load <16 x float>, ptr %a47
  %t597 = getelementptr float, ptr %a18, i64 %t595
  store <16 x float> %t596, ptr %t597, align 4
  %t598 = mul i64 %t243, 32
  %t599 = add i64 320, %t598
  %t600 = load <16 x float>, ptr %a48
  %t601 = getelementptr float, ptr %a18, i64 %t599
  store <16 x float> %t600, ptr %t601, align 4
  %t602 = mul i64 %t243, 32
  %t603 = add i64 336, %t602
  %t604 = load <16 x float>, ptr %a49
  %t605 = getelementptr float, ptr %a18, i64 %t603
  store <16 x float> %t604, ptr %t605, align 4
  %t606 = mul i64 %t243, 32
  %t607 = add i64 352, %t606
  %t608 = load <16 x float>, ptr %a50
  %t609 = getelementptr float, ptr %a18, i64 %t607
  store <16 x float> %t608, ptr %t609, align 4
  %t610 = mul i64 %t243, 32
  %t611 = add i64 368, %t610
  %t612 = load <16 x float>, ptr %a51
  %t613 = getelementptr float, ptr %a18, i64 %t611
  store <16 x float> %t612, ptr %t613, align 4
  %t614 = mul i64 %t243, 32
  %t615 = add i64 384, %t614
  %t616 = load <16 x float>, ptr %a52
  %t617 = getelementptr float, ptr %a18, i64 %t615
  store <16 x float> %t616, ptr %t617, align 4
  %t618 = mul i64 %t243, 32
  %t619 = add i64 400, %t618
  %t620 = load <16 x float>, ptr %a53
  %t621 = getelementptr float, ptr %a18, i64 %t619
  store <16 x float> %t620, ptr %t621, align 4
  %t622 = mul i64 %t243, 32
  %t623 = add i64 416, %t622
  %t624 = load <16 x float>, ptr %a54
  %t625 = getelementptr float, ptr %a18, i64 %t623
  store <16 x float> %t624, ptr %t625, align 4
  %t626 = mul i64 %t243, 32
  %t627 = add i64 432, %t626
  %t628 = load <16 x float>, ptr %a55
  %t629 = getelementptr float, ptr %a18, i64 %t627
  store <16 x float> %t628, ptr %t629, align 4
  %t630 = add i64 %t243, 14
  store i64 %t630, ptr %a60
  br label %head34
done36:
  %t631 = mul i64 28, 32
  %t632 = getelementptr float, ptr %a18, i64 %t631
  %t633 = load <16 x float>, ptr %t632, align 4
  store <16 x float> %t633, ptr %a28
  %t634 = mul i64 28, 32
  %t635 = add i64 16, %t634
  %t636 = getelementptr float, ptr %a18, i64 %t635
  %t637 = load <16 x float>, ptr %t636, align 4
  store <16 x float> %t637, ptr %a29
  %t638 = mul i64 28, 32
  %t639 = add i64 32, %t638
  %t640 = getelementptr float, ptr %a18, i64 %t639
  %t641 = load <16 x float>, ptr %t640, align 4
  store <16 x float> %t641, ptr %a30
  %t642 = mul i64 28, 32
  %t643 = add i64 48, %t642
  %t644 = getelementptr float, ptr %a18, i64 %t643
  %t645 = load <16 x float>, ptr %t644, align 4
  store <16 x float> %t645, ptr %a31
  %t646 = mul i64 28, 32
  %t647 = add i64 64, %t646
  %t648 = getelementptr float, ptr %a18, i64 %t647
  %t649 = load <16 x float>, ptr %t648, align 4
  store <16 x float> %t649, ptr %a32
  %t650 = mul i64 28, 32
  %t651 = add i64 80, %t650
  %t652 = getelementptr float, ptr %a18, i64 %t651
  %t653 = load <16 x float>, ptr %t652, align 4
  store <16 x float> %t653, ptr %a33
  %t654 = mul i64 28, 32
  %t655 = add i64 96, %t654
  %t656 = getelementptr float, ptr %a18, i64 %t655
  %t657 = load <16 x float>, ptr %t656, align 4
  store <16 x float> %t657, ptr %a34
  %t658 = mul i64 28, 32
  %t659 = add i64 112, %t658
  %t660 = getelementptr float, ptr %a18, i64 %t659
  %t661 = load <16 x float>, ptr %t660, align 4
  store <16 x float> %t661, ptr %a35
  store i64 0, ptr %a62
  br label %head40
head40:
  %t662 = load i64, ptr %a62
  %t663 = icmp slt i64 %t662, 16
  br i1 %t663, label %body41, label %done42
body41:
  %t664 = mul i64 %t662, 32
  %t665 = getelementptr float, ptr %a58, i64 %t664
  %t666 = load <16 x float>, ptr %t665, align 4
  %t667 = mul i64 %t662, 32
  %t668 = add i64 16, %t667
  %t669 = getelementptr float, ptr %a58, i64 %t668
  %t670 = load <16 x float>, ptr %t669, align 4
  %t671 = mul i64 28, 16
  %t672 = add i64 %t671, %t662
  %t673 = getelementptr float, ptr %a56, i64 %t672
  %t674 = load float, ptr %t673, align 4
  %t675 = insertelement <1 x float> poison, float %t674, i64 0
  %t676 = shufflevector <1 x float> %t675, <1 x float> poison, <16 x i32> zeroinitializer
  %t677 = load <16 x float>, ptr %a28
  %t678 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t676, <16 x float> %t666, <16 x float> %t677)
  store <16 x float> %t678, ptr %a28
  %t679 = load <16 x float>, ptr %a29
  %t680 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t676, <16 x float> %t670, <16 x float> %t679)
  store <16 x float> %t680, ptr %a29
  %t681 = mul i64 28, 16
  %t682 = add i64 16, %t681
  %t683 = add i64 %t682, %t662
  %t684 = getelementptr float, ptr %a56, i64 %t683
  %t685 = load float, ptr %t684, align 4
  %t686 = insertelement <1 x float> poison, float %t685, i64 0
  %t687 = shufflevector <1 x float> %t686, <1 x float> poison, <16 x i32> zeroinitializer
  %t688 = load <16 x float>, ptr %a30
  %t689 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t687, <16 x float> %t666, <16 x float> %t688)
  store <16 x float> %t689, ptr %a30
  %t690 = load <16 x float>, ptr %a31
  %t691 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t687, <16 x float> %t670, <16 x float> %t690)
  store <16 x float> %t691, ptr %a31
  %t692 = mul i64 28, 16
  %t693 = add i64 32, %t692
  %t694 = add i64 %t693, %t662
  %t695 = getelementptr float, ptr %a56, i64 %t694
  %t696 = load float, ptr %t695, align 4
  %t697 = insertelement <1 x float> poison, float %t696, i64 0
  %t698 = shufflevector <1 x float> %t697, <1 x float> poison, <16 x i32> zeroinitializer
  %t699 = load <16 x float>, ptr %a32
  %t700 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t698, <16 x float> %t666, <16 x float> %t699)
  store <16 x float> %t700, ptr %a32
  %t701 = load <16 x float>, ptr %a33
  %t702 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t698, <16 x float> %t670, <16 x float> %t701)
  store <16 x float> %t702, ptr %a33
  %t703 = mul i64 28, 16
  %t704 = add i64 48, %t703
  %t705 = add i64 %t704, %t662
  %t706 = getelementptr float, ptr %a56, i64 %t705
  %t707 = load float, ptr %t706, align 4
  %t708 = insertelement <1 x float> poison, float %t707, i64 0
  %t709 = shufflevector <1 x float> %t708, <1 x float> poison, <16 x i32> zeroinitializer
  %t710 = load <16 x float>, ptr %a34
  %t711 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t709, <16 x float> %t666, <16 x float> %t710)
  store <16 x float> %t711, ptr %a34
  %t712 = load <16 x float>, ptr %a35
  %t713 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t709, <16 x float> %t670, <16 x float> %t712)
  store <16 x float> %t713, ptr %a35
  %t714 = add i64 %t662, 1
  store i64 %t714, ptr %a62
  br label %head40
done42:
  %t715 = mul i64 28, 32
  %t716 = load <16 x float>, ptr %a28
  %t717 = getelementptr float, ptr %a18, i64 %t715
  store <16 x float> %t716, ptr %t717, align 4
  %t718 = mul i64 28, 32
  %t719 = add i64 16, %t718
  %t720 = load <16 x float>, ptr %a29
  %t721 = getelementptr float, ptr %a18, i64 %t719
  store <16 x float> %t720, ptr %t721, align 4
  %t722 = mul i64 28, 32
  %t723 = add i64 32, %t722
  %t724 = load <16 x float>, ptr %a30
  %t725 = getelementptr float, ptr %a18, i64 %t723
  store <16 x float> %t724, ptr %t725, align 4
  %t726 = mul i64 28, 32
  %t727 = add i64 48, %t726
  %t728 = load <16 x float>, ptr %a31
  %t729 = getelementptr float, ptr %a18, i64 %t727
  store <16 x float> %t728, ptr %t729, align 4
  %t730 = mul i64 28, 32
  %t731 = add i64 64, %t730
  %t732 = load <16 x float>, ptr %a32
  %t733 = getelementptr float, ptr %a18, i64 %t731
  store <16 x float> %t732, ptr %t733, align 4
  %t734 = mul i64 28, 32
  %t735 = add i64 80, %t734
  %t736 = load <16 x float>, ptr %a33
  %t737 = getelementptr float, ptr %a18, i64 %t735
  store <16 x float> %t736, ptr %t737, align 4
  %t738 = mul i64 28, 32
  %t739 = add i64 96, %t738
  %t740 = load <16 x float>, ptr %a34
  %t741 = getelementptr float, ptr %a18, i64 %t739
  store <16 x float> %t740, ptr %t741, align 4
  %t742 = mul i64 28, 32
  %t743 = add i64 112, %t742
  %t744 = load <16 x float>, ptr %a35
  %t745 = getelementptr float, ptr %a18, i64 %t743
  store <16 x float> %t744, ptr %t745, align 4
  %t746 = mul i32 16, %arg7
  %t747 = mul i32 16, %arg8
  store i64 0, ptr %a63
  br label %head43
head43:
  %t748 = load i64, ptr %a63
  %t749 = icmp slt i64 %t748, 512
  br i1 %t749, label %body44, label %done45
body44:
  %t750 = insertelement <1 x i32> poison, i32 %t746, i64 0
  %t751 = shufflevector <1 x i32> %t750, <1 x i32> poison, <16 x i32> zeroinitializer
  %t752 = getelementptr ptr, ptr %a19, i64 %t748
  %t753 = load <16 x ptr>, ptr %t752, align 8
  %t755 = sext <16 x i32> %t751 to <16 x i64>
  %t754 = getelementptr half, <16 x ptr> %t753, <16 x i64> %t755
  %t756 = insertelement <1 x i32> poison, i32 %t747, i64 0
  %t757 = shufflevector <1 x i32> %t756, <1 x i32> poison, <16 x i32> zeroinitializer
  %t758 = getelementptr ptr, ptr %a20, i64 %t748
  %t759 = load <16 x ptr>, ptr %t758, align 8
  %t761 = sext <16 x i32> %t757 to <16 x i64>
  %t760 = getelementptr half, <16 x ptr> %t759, <16 x i64> %t761
  %t762 = getelementptr ptr, ptr %a19, i64 %t748
  store <16 x ptr> %t754, ptr %t762, align 8
  %t763 = getelementptr ptr, ptr %a20, i64 %t748
  store <16 x ptr> %t760, ptr %t763, align 8
  %t764 = add i64 %t748, 16
  store i64 %t764, ptr %a63
  br label %head43
done45:
  %t765 = add i32 %t186, 1
  store i32 %t765, ptr %a21
  br label %for19
for_end21:
  store i64 0, ptr %a65
  br label %head46
head46:
  %t766 = load i64, ptr %a65
  %t767 = icmp slt i64 %t766, 32
  br i1 %t767, label %body47, label %done48
body47:
  %t768 = insertelement <1 x i32> poison, i32 %arg10, i64 0
  %t769 = shufflevector <1 x i32> %t768, <1 x i32> poison, <16 x i32> zeroinitializer
  %t770 = getelementptr i32, ptr %a0, i64 %t766
  %t771 = load <16 x i32>, ptr %t770, align 4
  %t772 = mul <16 x i32> %t771, %t769
  %t773 = insertelement <1 x ptr> poison, ptr %arg2, i64 0
  %t774 = shufflevector <1 x ptr> %t773, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t776 = sext <16 x i32> %t772 to <16 x i64>
  %t775 = getelementptr float, <16 x ptr> %t774, <16 x i64> %t776
  %t777 = getelementptr ptr, ptr %a64, i64 %t766
  store <16 x ptr> %t775, ptr %t777, align 8
  %t778 = add i64 %t766, 16
  store i64 %t778, ptr %a65
  br label %head46
done48:
  store i64 0, ptr %a67
  br label %head49
head49:
  %t779 = load i64, ptr %a67
  %t780 = icmp slt i64 %t779, 32
  br i1 %t780, label %body50, label %done51
body50:
  %t781 = insertelement <1 x i32> poison, i32 %arg11, i64 0
  %t782 = shufflevector <1 x i32> %t781, <1 x i32> poison, <16 x i32> zeroinitializer
  %t783 = getelementptr i32, ptr %a2, i64 %t779
  %t784 = load <16 x i32>, ptr %t783, align 4
  %t785 = mul <16 x i32> %t784, %t782
  %t786 = getelementptr i32, ptr %a66, i64 %t779
  store <16 x i32> %t785, ptr %t786, align 4
  %t787 = add i64 %t779, 16
  store i64 %t787, ptr %a67
  br label %head49
done51:
  store i64 0, ptr %a69
  br label %head52
head52:
  %t788 = load i64, ptr %a69
  %t789 = icmp slt i64 %t788, 1024
  br i1 %t789, label %body53, label %done54
body53:
  %t790 = udiv i64 %t788, 32
  %t791 = urem i64 %t790, 32
  %t792 = getelementptr ptr, ptr %a64, i64 %t791
  %t793 = load ptr, ptr %t792, align 8
  %t794 = insertelement <1 x ptr> poison, ptr %t793, i64 0
  %t795 = shufflevector <1 x ptr> %t794, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t796 = urem i64 %t788, 32
  %t797 = getelementptr i32, ptr %a66, i64 %t796
  %t798 = load <16 x i32>, ptr %t797, align 4
  %t800 = sext <16 x i32> %t798 to <16 x i64>
  %t799 = getelementptr float, <16 x ptr> %t795, <16 x i64> %t800
  %t801 = getelementptr ptr, ptr %a68, i64 %t788
  store <16 x ptr> %t799, ptr %t801, align 8
  %t802 = add i64 %t788, 16
  store i64 %t802, ptr %a69
  br label %head52
done54:
  store i64 0, ptr %a72
  br label %head55
head55:
  %t803 = load i64, ptr %a72
  %t804 = icmp slt i64 %t803, 32
  br i1 %t804, label %body56, label %done57
body56:
  %t805 = insertelement <1 x i32> poison, i32 %arg3, i64 0
  %t806 = shufflevector <1 x i32> %t805, <1 x i32> poison, <16 x i32> zeroinitializer
  %t807 = getelementptr i32, ptr %a0, i64 %t803
  %t808 = load <16 x i32>, ptr %t807, align 4
  %t809 = icmp slt <16 x i32> %t808, %t806
  %t810 = insertelement <1 x i32> poison, i32 %arg4, i64 0
  %t811 = shufflevector <1 x i32> %t810, <1 x i32> poison, <16 x i32> zeroinitializer
  %t812 = getelementptr i32, ptr %a2, i64 %t803
  %t813 = load <16 x i32>, ptr %t812, align 4
  %t814 = icmp slt <16 x i32> %t813, %t811
  %t815 = zext <16 x i1> %t809 to <16 x i8>
  %t816 = getelementptr i8, ptr %a70, i64 %t803
  store <16 x i8> %t815, ptr %t816, align 1
  %t817 = zext <16 x i1> %t814 to <16 x i8>
  %t818 = getelementptr i8, ptr %a71, i64 %t803
  store <16 x i8> %t817, ptr %t818, align 1
  %t819 = add i64 %t803, 16
  store i64 %t819, ptr %a72
  br label %head55
done57:
  store i64 0, ptr %a73
  br label %head58
head58:
  %t820 = load i64, ptr %a73
  %t821 = icmp slt i64 %t820, 1024
  br i1 %t821, label %body59, label %done60
body59:
  %t822 = udiv i64 %t820, 32
  %t823 = urem i64 %t822, 32
  %t824 = getelementptr i8, ptr %a70, i64 %t823
  %t825 = load i8, ptr %t824, align 1
  %t826 = trunc i8 %t825 to i1
  %t827 = insertelement <1 x i1> poison, i1 %t826, i64 0
  %t828 = shufflevector <1 x i1> %t827, <1 x i1> poison, <16 x i32> zeroinitializer
  %t829 = urem i64 %t820, 32
  %t830 = getelementptr i8, ptr %a71, i64 %t829
  %t831 = load <16 x i8>, ptr %t830, align 1
  %t832 = trunc <16 x i8> %t831 to <16 x i1>
  %t833 = and <16 x i1> %t828, %t832
  %t834 = getelementptr ptr, ptr %a68, i64 %t820
  %t835 = load <16 x ptr>, ptr %t834, align 8
  %t836 = getelementptr float, ptr %a18, i64 %t820
  %t837 = load <16 x float>, ptr %t836, align 4
  call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %t837, <16 x ptr> align 4 %t835, <16 x i1> %t833)
  %t838 = add i64 %t820, 16
  store i64 %t838, ptr %a73
  br label %head58
done60:
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