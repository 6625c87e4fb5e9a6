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
  %t123 = trunc i64 0 to i32
  %t124 = insertelement <1 x i32> poison, i32 %t123, i64 0
  %t125 = shufflevector <1 x i32> %t124, <1 x i32> poison, <16 x i32> zeroinitializer
  %t126 = add <16 x i32> %t125, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t127 = mul <16 x i32> %t126, %t122
  store <16 x i32> %t127, ptr %a8, align 4
  store i64 0, ptr %a10
  br label %head7
head7:
  %t128 = load i64, ptr %a10
  %t129 = icmp slt i64 %t128, 512
  br i1 %t129, label %body8, label %done9
body8:
  %t130 = udiv i64 %t128, 16
  %t131 = urem i64 %t130, 32
  %t132 = getelementptr ptr, ptr %a6, i64 %t131
  %t133 = load ptr, ptr %t132, align 8
  %t134 = insertelement <1 x ptr> poison, ptr %t133, i64 0
  %t135 = shufflevector <1 x ptr> %t134, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t136 = urem i64 %t128, 16
  %t137 = getelementptr i32, ptr %a8, i64 %t136
  %t138 = load <16 x i32>, ptr %t137, align 4
  %t140 = sext <16 x i32> %t138 to <16 x i64>
  %t139 = getelementptr half, <16 x ptr> %t135, <16 x i64> %t140
  %t141 = getelementptr ptr, ptr %a9, i64 %t128
  store <16 x ptr> %t139, ptr %t141, align 8
  %t142 = add i64 %t128, 16
  store i64 %t142, ptr %a10
  br label %head7
done9:
  %t143 = insertelement <1 x i32> poison, i32 %arg8, i64 0
  %t144 = shufflevector <1 x i32> %t143, <1 x i32> poison, <16 x i32> zeroinitializer
  %t145 = trunc i64 0 to i32
  %t146 = insertelement <1 x i32> poison, i32 %t145, i64 0
  %t147 = shufflevector <1 x i32> %t146, <1 x i32> poison, <16 x i32> zeroinitializer
  %t148 = add <16 x i32> %t147, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t149 = mul <16 x i32> %t148, %t144
  %t150 = insertelement <1 x ptr> poison, ptr %arg1, i64 0
  %t151 = shufflevector <1 x ptr> %t150, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t153 = sext <16 x i32> %t149 to <16 x i64>
  %t152 = getelementptr half, <16 x ptr> %t151, <16 x i64> %t153
  store <16 x ptr> %t152, ptr %a11, align 8
  store i64 0, ptr %a13
  br label %head10
head10:
  %t154 = load i64, ptr %a13
  %t155 = icmp slt i64 %t154, 32
  br i1 %t155, label %body11, label %done12
body11:
  %t156 = insertelement <1 x i32> poison, i32 %arg9, i64 0
  %t157 = shufflevector <1 x i32> %t156, <1 x i32> poison, <16 x i32> zeroinitializer
  %t158 = getelementptr i32, ptr %a3, i64 %t154
  %t159 = load <16 x i32>, ptr %t158, align 4
  %t160 = mul <16 x i32> %t159, %t157
  %t161 = getelementptr i32, ptr %a12, i64 %t154
  store <16 x i32> %t160, ptr %t161, align 4
  %t162 = add i64 %t154, 16
  store i64 %t162, ptr %a13
  br label %head10
done12:
  store i64 0, ptr %a15
  br label %head13
head13:
  %t163 = load i64, ptr %a15
  %t164 = icmp slt i64 %t163, 512
  br i1 %t164, label %body14, label %done15
body14:
  %t165 = udiv i64 %t163, 32
  %t166 = urem i64 %t165, 16
  %t167 = getelementptr ptr, ptr %a11, i64 %t166
  %t168 = load ptr, ptr %t167, align 8
  %t169 = insertelement <1 x ptr> poison, ptr %t168, i64 0
  %t170 = shufflevector <1 x ptr> %t169, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t171 = urem i64 %t163, 32
  %t172 = getelementptr i32, ptr %a12, i64 %t171
  %t173 = load <16 x i32>, ptr %t172, align 4
  %t175 = sext <16 x i32> %t173 to <16 x i64>
  %t174 = getelementptr half, <16 x ptr> %t170, <16 x i64> %t175
  %t176 = getelementptr ptr, ptr %a14, i64 %t163
  store <16 x ptr> %t174, ptr %t176, align 8
  %t177 = add i64 %t163, 16
  store i64 %t177, ptr %a15
  br label %head13
done15:
  store i64 0, ptr %a17
  br label %head16
head16:
  %t178 = load i64, ptr %a17
  %t179 = icmp slt i64 %t178, 1024
  br i1 %t179, label %body17, label %done18
body17:
  %t180 = getelementptr float, ptr %a16, i64 %t178
  store <16 x float> splat (float 0x0000000000000000), ptr %t180, align 4
  %t181 = add i64 %t178, 16
  store i64 %t181, ptr %a17
  br label %head16
done18:
  %t182 = add i32 %arg5, 15
  %t184 = icmp eq i32 16, 0
  %t186 = icmp eq i32 16, -1
  %t185 = or i1 %t184, %t186
  %t187 = select i1 %t185, i32 1, i32 16
  %t188 = sdiv i32 %t182, %t187
  %t190 = sub i32 0, %t182
  %t191 = select i1 %t185, i32 %t190, i32 %t188
  %t189 = select i1 %t184, i32 0, i32 %t191
  call void @llvm.memcpy.p0.p0.i64(ptr %a18, ptr %a16, i64 4096, i1 false)
  store i64 0, ptr %a19
  store i64 0, ptr %a20
  store i32 0, ptr %a21
  br label %for19
for19:
  %t192 = load i32, ptr %a21
  %t193 = icmp slt i32 %t192, %t189
  %t194 = icmp sgt i32 1, 0
  %t195 = and i1 %t193, %t194
  br i1 %t195, label %for_body20, label %for_end21
for_body20:
  %t196 = load i64, ptr %a19
  %t197 = load i64, ptr %a20
  %t198 = mul i32 %t192, 16
  %t199 = sub i32 %arg5, %t198
  %t200 = insertelement <1 x i32> poison, i32 %t199, i64 0
  %t201 = shufflevector <1 x i32> %t200, <1 x i32> poison, <16 x i32> zeroinitializer
  %t202 = trunc i64 0 to i32
  %t203 = insertelement <1 x i32> poison, i32 %t202, i64 0
  %t204 = shufflevector <1 x i32> %t203, <1 x i32> poison, <16 x i32> zeroinitializer
  %t205 = add <16 x i32> %t204, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t206 = icmp slt <16 x i32> %t205, %t201
  %t207 = zext <16 x i1> %t206 to <16 x i8>
  store <16 x i8> %t207, ptr %a22, align 1
  store i64 0, ptr %a24
  br label %head22
head22:
  %t208 = load i64, ptr %a24
  %t209 = icmp slt i64 %t208, 512
  br i1 %t209, label %body23, label %done24
body23:
  %t210 = urem i64 %t208, 16
  %t211 = getelementptr i8, ptr %a22, i64 %t210
  %t212 = load <16 x i8>, ptr %t211, align 1
  %t213 = trunc <16 x i8> %t212 to <16 x i1>
  %t214 = insertelement <1 x i64> poison, i64 %t196, i64 0
  %t215 = shufflevector <1 x i64> %t214, <1 x i64> poison, <16 x i32> zeroinitializer
  %t216 = udiv i64 %t208, 16
  %t217 = urem i64 %t216, 32
  %t218 = getelementptr ptr, ptr %a6, i64 %t217
  %t219 = load ptr, ptr %t218, align 8
  %t220 = insertelement <1 x ptr> poison, ptr %t219, i64 0
  %t221 = shufflevector <1 x ptr> %t220, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t222 = urem i64 %t208, 16
  %t223 = getelementptr i32, ptr %a8, i64 %t222
  %t224 = load <16 x i32>, ptr %t223, align 4
  %t226 = sext <16 x i32> %t224 to <16 x i64>
  %t225 = getelementptr half, <16 x ptr> %t221, <16 x i64> %t226
  %t227 = getelementptr half, <16 x ptr> %t225, <16 x i64> %t215
  %t229 = call <16 x half> @llvm.masked.gather.v16f16.v16p0(<16 x ptr> align 2 %t227, <16 x i1> %t213, <16 x half> splat (half 0xH0000))
  %t230 = getelementptr half, ptr %a23, i64 %t208
  store <16 x half> %t229, ptr %t230, align 2
  %t231 = add i64 %t208, 16
  store i64 %t231, ptr %a24
  br label %head22
done24:
  %t232 = insertelement <1 x i32> poison, i32 %t199, i64 0
  %t233 = shufflevector <1 x i32> %t232, <1 x i32> poison, <16 x i32> zeroinitializer
  %t234 = trunc i64 0 to i32
  %t235 = insertelement <1 x i32> poison, i32 %t234, i64 0
  %t236 = shufflevector <1 x i32> %t235, <1 x i32> poison, <16 x i32> zeroinitializer
  %t237 = add <16 x i32> %t236, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t238 = icmp slt <16 x i32> %t237, %t233
  %t239 = zext <16 x i1> %t238 to <16 x i8>
  store <16 x i8> %t239, ptr %a25, align 1
  store i64 0, ptr %a27
  br label %head25
head25:
  %t240 = load i64, ptr %a27
  %t241 = icmp slt i64 %t240, 512
  br i1 %t241, label %body26, label %done27
body26:
  %t242 = udiv i64 %t240, 32
  %t243 = urem i64 %t242, 16
  %t244 = getelementptr i8, ptr %a25, i64 %t243
  %t245 = load i8, ptr %t244, align 1
  %t246 = trunc i8 %t245 to i1
  %t247 = insertelement <1 x i1> poison, i1 %t246, i64 0
  %t248 = shufflevector <1 x i1> %t247, <1 x i1> poison, <16 x i32> zeroinitializer
  %t249 = insertelement <1 x i64> poison, i64 %t197, i64 0
  %t250 = shufflevector <1 x i64> %t249, <1 x i64> poison, <16 x i32> zeroinitializer
  %t251 = udiv i64 %t240, 32
  %t252 = urem i64 %t251, 16
  %t253 = getelementptr ptr, ptr %a11, i64 %t252
  %t254 = load ptr, ptr %t253, align 8
  %t255 = insertelement <1 x ptr> poison, ptr %t254, i64 0
  %t256 = shufflevector <1 x ptr> %t255, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t257 = urem i64 %t240, 32
  %t258 = getelementptr i32, ptr %a12, i64 %t257
  %t259 = load <16 x i32>, ptr %t258, align 4
  %t261 = sext <16 x i32> %t259 to <16 x i64>
  %t260 = getelementptr half, <16 x ptr> %t256, <16 x i64> %t261
  %t262 = getelementptr half, <16 x ptr> %t260, <16 x i64> %t250
  %t264 = call <16 x half> @llvm.masked.gather.v16f16.v16p0(<16 x ptr> align 2 %t262, <16 x i1> %t248, <16 x half> splat (half 0xH0000))
  %t265 = getelementptr half, ptr %a26, i64 %t240
  store <16 x half> %t264, ptr %t265, align 2
  %t266 = add i64 %t240, 16
  store i64 %t266, ptr %a27
  br label %head25
done27:
  store i64 0, ptr %a57
  br label %head28
head28:
  %t267 = load i64, ptr %a57
  %t268 = icmp slt i64 %t267, 512
  br i1 %t268, label %body29, label %done30
body29:
  %t269 = getelementptr half, ptr %a23, i64 %t267
  %t270 = load <16 x half>, ptr %t269, align 2
  %t271 = fpext <16 x half> %t270 to <16 x float>
  %t272 = getelementptr float, ptr %a56, i64 %t267
  store <16 x float> %t271, ptr %t272, align 4
  %t273 = add i64 %t267, 16
  store i64 %t273, ptr %a57
  br label %head28
done30:
  store i64 0, ptr %a59
  br label %head31
head31:
  %t274 = load i64, ptr %a59
  %t275 = icmp slt i64 %t274, 512
  br i1 %t275, label %body32, label %done33
body32:
  %t276 = getelementptr half, ptr %a26, i64 %t274
  %t277 = load <16 x half>, ptr %t276, align 2
  %t278 = fpext <16 x half> %t277 to <16 x float>
  %t279 = getelementptr float, ptr %a58, i64 %t274
  store <16 x float> %t278, ptr %t279, align 4
  %t280 = add i64 %t274, 16
  store i64 %t280, ptr %a59
  br label %head31
done33:
  store i64 0, ptr %a60
  br label %head34
head34:
  %t281 = load i64, ptr %a60
  %t282 = icmp slt i64 %t281, 28
  br i1 %t282, label %body35, label %done36
body35:
  %t283 = mul i64 %t281, 16
  %t284 = getelementptr float, ptr %a56, i64 %t283
  %t285 = mul i64 %t281, 16
  %t286 = add i64 16, %t285
  %t287 = getelementptr float, ptr %a56, i64 %t286
  %t288 = mul i64 %t281, 16
  %t289 = add i64 32, %t288
  %t290 = getelementptr float, ptr %a56, i64 %t289
  %t291 = mul i64 %t281, 16
  %t292 = add i64 48, %t291
  %t293 = getelementptr float, ptr %a56, i64 %t292
  %t294 = mul i64 %t281, 16
  %t295 = add i64 64, %t294
  %t296 = getelementptr float, ptr %a56, i64 %t295
  %t297 = mul i64 %t281, 16
  %t298 = add i64 80, %t297
  %t299 = getelementptr float, ptr %a56, i64 %t298
  %t300 = mul i64 %t281, 16
  %t301 = add i64 96, %t300
  %t302 = getelementptr float, ptr %a56, i64 %t301
  %t303 = mul i64 %t281, 16
  %t304 = add i64 112, %t303
  %t305 = getelementptr float, ptr %a56, i64 %t304
  %t306 = mul i64 %t281, 16
  %t307 = add i64 128, %t306
  %t308 = getelementptr float, ptr %a56, i64 %t307
  %t309 = mul i64 %t281, 16
  %t310 = add i64 144, %t309
  %t311 = getelementptr float, ptr %a56, i64 %t310
  %t312 = mul i64 %t281, 16
  %t313 = add i64 160, %t312
  %t314 = getelementptr float, ptr %a56, i64 %t313
  %t315 = mul i64 %t281, 16
  %t316 = add i64 176, %t315
  %t317 = getelementptr float, ptr %a56, i64 %t316
  %t318 = mul i64 %t281, 16
  %t319 = add i64 192, %t318
  %t320 = getelementptr float, ptr %a56, i64 %t319
  %t321 = mul i64 %t281, 16
  %t322 = add i64 208, %t321
  %t323 = getelementptr float, ptr %a56, i64 %t322
  %t324 = mul i64 %t281, 32
  %t325 = getelementptr float, ptr %a18, i64 %t324
  %t326 = load <16 x float>, ptr %t325, align 4
  store <16 x float> %t326, ptr %a28
  %t327 = mul i64 %t281, 32
  %t328 = add i64 16, %t327
  %t329 = getelementptr float, ptr %a18, i64 %t328
  %t330 = load <16 x float>, ptr %t329, align 4
  store <16 x float> %t330, ptr %a29
  %t331 = mul i64 %t281, 32
  %t332 = add i64 32, %t331
  %t333 = getelementptr float, ptr %a18, i64 %t332
  %t334 = load <16 x float>, ptr %t333, align 4
  store <16 x float> %t334, ptr %a30
  %t335 = mul i64 %t281, 32
  %t336 = add i64 48, %t335
  %t337 = getelementptr float, ptr %a18, i64 %t336
  %t338 = load <16 x float>, ptr %t337, align 4
  store <16 x float> %t338, ptr %a31
  %t339 = mul i64 %t281, 32
  %t340 = add i64 64, %t339
  %t341 = getelementptr float, ptr %a18, i64 %t340
  %t342 = load <16 x float>, ptr %t341, align 4
  store <16 x float> %t342, ptr %a32
  %t343 = mul i64 %t281, 32
  %t344 = add i64 80, %t343
  %t345 = getelementptr float, ptr %a18, i64 %t344
  %t346 = load <16 x float>, ptr %t345, align 4
  store <16 x float> %t346, ptr %a33
  %t347 = mul i64 %t281, 32
  %t348 = add i64 96, %t347
  %t349 = getelementptr float, ptr %a18, i64 %t348
  %t350 = load <16 x float>, ptr %t349, align 4
  store <16 x float> %t350, ptr %a34
  %t351 = mul i64 %t281, 32
  %t352 = add i64 112, %t351
  %t353 = getelementptr float, ptr %a18, i64 %t352
  %t354 = load <16 x float>, ptr %t353, align 4
  store <16 x float> %t354, ptr %a35
  %t355 = mul i64 %t281, 32
  %t356 = add i64 128, %t355
  %t357 = getelementptr float, ptr %a18, i64 %t356
  %t358 = load <16 x float>, ptr %t357, align 4
  store <16 x float> %t358, ptr %a36
  %t359 = mul i64 %t281, 32
  %t360 = add i64 144, %t359
  %t361 = getelementptr float, ptr %a18, i64 %t360
  %t362 = load <16 x float>, ptr %t361, align 4
  store <16 x float> %t362, ptr %a37
  %t363 = mul i64 %t281, 32
  %t364 = add i64 160, %t363
  %t365 = getelementptr float, ptr %a18, i64 %t364
  %t366 = load <16 x float>, ptr %t365, align 4
  store <16 x float> %t366, ptr %a38
  %t367 = mul i64 %t281, 32
  %t368 = add i64 176, %t367
  %t369 = getelementptr float, ptr %a18, i64 %t368
  %t370 = load <16 x float>, ptr %t369, align 4
  store <16 x float> %t370, ptr %a39
  %t371 = mul i64 %t281, 32
  %t372 = add i64 192, %t371
  %t373 = getelementptr float, ptr %a18, i64 %t372
  %t374 = load <16 x float>, ptr %t373, align 4
  store <16 x float> %t374, ptr %a40
  %t375 = mul i64 %t281, 32
  %t376 = add i64 208, %t375
  %t377 = getelementptr float, ptr %a18, i64 %t376
  %t378 = load <16 x float>, ptr %t377, align 4
  store <16 x float> %t378, ptr %a41
  %t379 = mul i64 %t281, 32
  %t380 = add i64 224, %t379
  %t381 = getelementptr float, ptr %a18, i64 %t380
  %t382 = load <16 x float>, ptr %t381, align 4
  store <16 x float> %t382, ptr %a42
  %t383 = mul i64 %t281, 32
  %t384 = add i64 240, %t383
  %t385 = getelementptr float, ptr %a18, i64 %t384
  %t386 = load <16 x float>, ptr %t385, align 4
  store <16 x float> %t386, ptr %a43
  %t387 = mul i64 %t281, 32
  %t388 = add i64 256, %t387
  %t389 = getelementptr float, ptr %a18, i64 %t388
  %t390 = load <16 x float>, ptr %t389, align 4
  store <16 x float> %t390, ptr %a44
  %t391 = mul i64 %t281, 32
  %t392 = add i64 272, %t391
  %t393 = getelementptr float, ptr %a18, i64 %t392
  %t394 = load <16 x float>, ptr %t393, align 4
  store <16 x float> %t394, ptr %a45
  %t395 = mul i64 %t281, 32
  %t396 = add i64 288, %t395
  %t397 = getelementptr float, ptr %a18, i64 %t396
  %t398 = load <16 x float>, ptr %t397, align 4
  store <16 x float> %t398, ptr %a46
  %t399 = mul i64 %t281, 32
  %t400 = add i64 304, %t399
  %t401 = getelementptr float, ptr %a18, i64 %t400
  %t402 = load <16 x float>, ptr %t401, align 4
  store <16 x float> %t402, ptr %a47
  %t403 = mul i64 %t281, 32
  %t404 = add i64 320, %t403
  %t405 = getelementptr float, ptr %a18, i64 %t404
  %t406 = load <16 x float>, ptr %t405, align 4
  store <16 x float> %t406, ptr %a48
  %t407 = mul i64 %t281, 32
  %t408 = add i64 336, %t407
  %t409 = getelementptr float, ptr %a18, i64 %t408
  %t410 = load <16 x float>, ptr %t409, align 4
  store <16 x float> %t410, ptr %a49
  %t411 = mul i64 %t281, 32
  %t412 = add i64 352, %t411
  %t413 = getelementptr float, ptr %a18, i64 %t412
  %t414 = load <16 x float>, ptr %t413, align 4
  store <16 x float> %t414, ptr %a50
  %t415 = mul i64 %t281, 32
  %t416 = add i64 368, %t415
  %t417 = getelementptr float, ptr %a18, i64 %t416
  %t418 = load <16 x float>, ptr %t417, align 4
  store <16 x float> %t418, ptr %a51
  %t419 = mul i64 %t281, 32
  %t420 = add i64 384, %t419
  %t421 = getelementptr float, ptr %a18, i64 %t420
  %t422 = load <16 x float>, ptr %t421, align 4
  store <16 x float> %t422, ptr %a52
  %t423 = mul i64 %t281, 32
  %t424 = add i64 400, %t423
  %t425 = getelementptr float, ptr %a18, i64 %t424
  %t426 = load <16 x float>, ptr %t425, align 4
  store <16 x float> %t426, ptr %a53
  %t427 = mul i64 %t281, 32
  %t428 = add i64 416, %t427
  %t429 = getelementptr float, ptr %a18, i64 %t428
  %t430 = load <16 x float>, ptr %t429, align 4
  store <16 x float> %t430, ptr %a54
  %t431 = mul i64 %t281, 32
  %t432 = add i64 432, %t431
  %t433 = getelementptr float, ptr %a18, i64 %t432
  %t434 = load <16 x float>, ptr %t433, align 4
  store <16 x float> %t434, ptr %a55
  store i64 0, ptr %a61
  br label %head37
head37:
  %t435 = load i64, ptr %a61
  %t436 = icmp slt i64 %t435, 16
  br i1 %t436, label %body38, label %done39
body38:
  %t437 = mul i64 %t435, 32
  %t438 = getelementptr float, ptr %a58, i64 %t437
  %t439 = load <16 x float>, ptr %t438, align 4
  %t440 = mul i64 %t435, 32
  %t441 = add i64 16, %t440
  %t442 = getelementptr float, ptr %a58, i64 %t441
  %t443 = load <16 x float>, ptr %t442, align 4
  %t444 = getelementptr float, ptr %t284, i64 %t435
  %t445 = load float, ptr %t444, align 4
  %t446 = insertelement <1 x float> poison, float %t445, i64 0
  %t447 = shufflevector <1 x float> %t446, <1 x float> poison, <16 x i32> zeroinitializer
  %t448 = load <16 x float>, ptr %a28
  %t449 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t447, <16 x float> %t439, <16 x float> %t448)
  store <16 x float> %t449, ptr %a28
  %t450 = load <16 x float>, ptr %a29
  %t451 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t447, <16 x float> %t443, <16 x float> %t450)
  store <16 x float> %t451, ptr %a29
  %t452 = getelementptr float, ptr %t287, i64 %t435
  %t453 = load float, ptr %t452, align 4
  %t454 = insertelement <1 x float> poison, float %t453, i64 0
  %t455 = shufflevector <1 x float> %t454, <1 x float> poison, <16 x i32> zeroinitializer
  %t456 = load <16 x float>, ptr %a30
  %t457 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t455, <16 x float> %t439, <16 x float> %t456)
  store <16 x float> %t457, ptr %a30
  %t458 = load <16 x float>, ptr %a31
  %t459 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t455, <16 x float> %t443, <16 x float> %t458)
  store <16 x float> %t459, ptr %a31
  %t460 = getelementptr float, ptr %t290, i64 %t435
  %t461 = load float, ptr %t460, align 4
  %t462 = insertelement <1 x float> poison, float %t461, i64 0
  %t463 = shufflevector <1 x float> %t462, <1 x float> poison, <16 x i32> zeroinitializer
  %t464 = load <16 x float>, ptr %a32
  %t465 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t463, <16 x float> %t439, <16 x float> %t464)
  store <16 x float> %t465, ptr %a32
  %t466 = load <16 x float>, ptr %a33
  %t467 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t463, <16 x float> %t443, <16 x float> %t466)
  store <16 x float> %t467, ptr %a33
  %t468 = getelementptr float, ptr %t293, i64 %t435
  %t469 = load float, ptr %t468, align 4
  %t470 = insertelement <1 x float> poison, float %t469, i64 0
  %t471 = shufflevector <1 x float> %t470, <1 x float> poison, <16 x i32> zeroinitializer
  %t472 = load <16 x float>, ptr %a34
  %t473 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t471, <16 x float> %t439, <16 x float> %t472)
  store <16 x float> %t473, ptr %a34
  %t474 = load <16 x float>, ptr %a35
  %t475 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t471, <16 x float> %t443, <16 x float> %t474)
  store <16 x float> %t475, ptr %a35
  %t476 = getelementptr float, ptr %t296, i64 %t435
  %t477 = load float, ptr %t476, align 4
  %t478 = insertelement <1 x float> poison, float %t477, i64 0
  %t479 = shufflevector <1 x float> %t478, <1 x float> poison, <16 x i32> zeroinitializer
  %t480 = load <16 x float>, ptr %a36
  %t481 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t479, <16 x float> %t439, <16 x float> %t480)
  store <16 x float> %t481, ptr %a36
  %t482 = load <16 x float>, ptr %a37
  %t483 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t479, <16 x float> %t443, <16 x float> %t482)
  store <16 x float> %t483, ptr %a37
  %t484 = getelementptr float, ptr %t299, i64 %t435
  %t485 = load float, ptr %t484, align 4
  %t486 = insertelement <1 x float> poison, float %t485, i64 0
  %t487 = shufflevector <1 x float> %t486, <1 x float> poison, <16 x i32> zeroinitializer
  %t488 = load <16 x float>, ptr %a38
  %t489 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t487, <16 x float> %t439, <16 x float> %t488)
  store <16 x float> %t489, ptr %a38
  %t490 = load <16 x float>, ptr %a39
  %t491 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t487, <16 x float> %t443, <16 x float> %t490)
  store <16 x float> %t491, ptr %a39
  %t492 = getelementptr float, ptr %t302, i64 %t435
  %t493 = load float, ptr %t492, align 4
  %t494 = insertelement <1 x float> poison, float %t493, i64 0
  %t495 = shufflevector <1 x float> %t494, <1 x float> poison, <16 x i32> zeroinitializer
  %t496 = load <16 x float>, ptr %a40
  %t497 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t495, <16 x float> %t439, <16 x float> %t496)
  store <16 x float> %t497, ptr %a40
  %t498 = load <16 x float>, ptr %a41
  %t499 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t495, <16 x float> %t443, <16 x float> %t498)
  store <16 x float> %t499, ptr %a41
  %t500 = getelementptr float, ptr %t305, i64 %t435
  %t501 = load float, ptr %t500, align 4
  %t502 = insertelement <1 x float> poison, float %t501, i64 0
  %t503 = shufflevector <1 x float> %t502, <1 x float> poison, <16 x i32> zeroinitializer
  %t504 = load <16 x float>, ptr %a42
  %t505 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t503, <16 x float> %t439, <16 x float> %t504)
  store <16 x float> %t505, ptr %a42
  %t506 = load <16 x float>, ptr %a43
  %t507 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t503, <16 x float> %t443, <16 x float> %t506)
  store <16 x float> %t507, ptr %a43
  %t508 = getelementptr float, ptr %t308, i64 %t435
  %t509 = load float, ptr %t508, align 4
  %t510 = insertelement <1 x float> poison, float %t509, i64 0
  %t511 = shufflevector <1 x float> %t510, <1 x float> poison, <16 x i32> zeroinitializer
  %t512 = load <16 x float>, ptr %a44
  %t513 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t511, <16 x float> %t439, <16 x float> %t512)
  store <16 x float> %t513, ptr %a44
  %t514 = load <16 x float>, ptr %a45
  %t515 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t511, <16 x float> %t443, <16 x float> %t514)
  store <16 x float> %t515, ptr %a45
  %t516 = getelementptr float, ptr %t311, i64 %t435
  %t517 = load float, ptr %t516, align 4
  %t518 = insertelement <1 x float> poison, float %t517, i64 0
  %t519 = shufflevector <1 x float> %t518, <1 x float> poison, <16 x i32> zeroinitializer
  %t520 = load <16 x float>, ptr %a46
  %t521 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t519, <16 x float> %t439, <16 x float> %t520)
  store <16 x float> %t521, ptr %a46
  %t522 = load <16 x float>, ptr %a47
  %t523 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t519, <16 x float> %t443, <16 x float> %t522)
  store <16 x float> %t523, ptr %a47
  %t524 = getelementptr float, ptr %t314, i64 %t435
  %t525 = load float, ptr %t524, align 4
  %t526 = insertelement <1 x float> poison, float %t525, i64 0
  %t527 = shufflevector <1 x float> %t526, <1 x float> poison, <16 x i32> zeroinitializer
  %t528 = load <16 x float>, ptr %a48
  %t529 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t527, <16 x float> %t439, <16 x float> %t528)
  store <16 x float> %t529, ptr %a48
  %t530 = load <16 x float>, ptr %a49
  %t531 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t527, <16 x float> %t443, <16 x float> %t530)
  store <16 x float> %t531, ptr %a49
  %t532 = getelementptr float, ptr %t317, i64 %t435
  %t533 = load float, ptr %t532, align 4
  %t534 = insertelement <1 x float> poison, float %t533, i64 0
  %t535 = shufflevector <1 x float> %t534, <1 x float> poison, <16 x i32> zeroinitializer
  %t536 = load <16 x float>, ptr %a50
  %t537 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t535, <16 x float> %t439, <16 x float> %t536)
  store <16 x float> %t537, ptr %a50
  %t538 = load <16 x float>, ptr %a51
  %t539 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t535, <16 x float> %t443, <16 x float> %t538)
  store <16 x float> %t539, ptr %a51
  %t540 = getelementptr float, ptr %t320, i64 %t435
  %t541 = load float, ptr %t540, align 4
  %t542 = insertelement <1 x float> poison, float %t541, i64 0
  %t543 = shufflevector <1 x float> %t542, <1 x float> poison, <16 x i32> zeroinitializer
  %t544 = load <16 x float>, ptr %a52
  %t545 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t543, <16 x float> %t439, <16 x float> %t544)
  store <16 x float> %t545, ptr %a52
  %t546 = load <16 x float>, ptr %a53
  %t547 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t543, <16 x float> %t443, <16 x float> %t546)
  store <16 x float> %t547, ptr %a53
  %t548 = getelementptr float, ptr %t323, i64 %t435
  %t549 = load float, ptr %t548, align 4
  %t550 = insertelement <1 x float> poison, float %t549, i64 0
  %t551 = shufflevector <1 x float> %t550, <1 x float> poison, <16 x i32> zeroinitializer
  %t552 = load <16 x float>, ptr %a54
  %t553 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t551, <16 x float> %t439, <16 x float> %t552)
  store <16 x float> %t553, ptr %a54
  %t554 = load <16 x float>, ptr %a55
  %t555 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t551, <16 x float> %t443, <16 x float> %t554)
  store <16 x float> %t555, ptr %a55
  %t556 = add i64 %t435, 1
  store i64 %t556, ptr %a61
  br label %head37
done39:
  %t557 = mul i64 %t281, 32
  %t558 = load <16 x float>, ptr %a28
  %t559 = getelementptr float, ptr %a18, i64 %t557
  store <16 x float> %t558, ptr %t559, align 4
  %t560 = mul i64 %t281, 32
  %t561 = add i64 16, %t560
  %t562 = load <16 x float>, ptr %a29
  %t563 = getelementptr float, ptr %a18, i64 %t561
  store <16 x float> %t562, ptr %t563, align 4
  %t564 = mul i64 %t281, 32
  %t565 = add i64 32, %t564
  %t566 = load <16 x float>, ptr %a30
  %t567 = getelementptr float, ptr %a18, i64 %t565
  store <16 x float> %t566, ptr %t567, align 4
  %t568 = mul i64 %t281, 32
  %t569 = add i64 48, %t568
  %t570 = load <16 x float>, ptr %a31
  %t571 = getelementptr float, ptr %a18, i64 %t569
  store <16 x float> %t570, ptr %t571, align 4
  %t572 = mul i64 %t281, 32
  %t573 = add i64 64, %t572
  %t574 = load <16 x float>, ptr %a32
  %t575 = getelementptr float, ptr %a18, i64 %t573
  store <16 x float> %t574, ptr %t575, align 4
  %t576 = mul i64 %t281, 32
  %t577 = add i64 80, %t576
  %t578 = load <16 x float>, ptr %a33
  %t579 = getelementptr float, ptr %a18, i64 %t577
  store <16 x float> %t578, ptr %t579, align 4
  %t580 = mul i64 %t281, 32
  %t581 = add i64 96, %t580
  %t582 = load <16 x float>, ptr %a34
  %t583 = getelementptr float, ptr %a18, i64 %t581
  store <16 x float> %t582, ptr %t583, align 4
  %t584 = mul i64 %t281, 32
  %t585 = add i64 112, %t584
  %t586 = load <16 x float>, ptr %a35
  %t587 = getelementptr float, ptr %a18, i64 %t585
  store <16 x float> %t586, ptr %t587, align 4
  %t588 = mul i64 %t281, 32
  %t589 = add i64 128, %t588
  %t590 = load <16 x float>, ptr %a36
  %t591 = getelementptr float, ptr %a18, i64 %t589
  store <16 x float> %t590, ptr %t591, align 4
  %t592 = mul i64 %t281, 32
  %t593 = add i64 144, %t592
  %t594 = load <16 x float>, ptr %a37
  %t595 = getelementptr float, ptr %a18, i64 %t593
  store <16 x float> %t594, ptr %t595, align 4
  %t596 = mul i64 %t281, 32
  %t597 = add i64 160, %t596
  %t598 = load <16 x float>, ptr %a38
  %t599 = getelementptr float, ptr %a18, i64 %t597
  store <16 x float> %t598, ptr %t599, align 4
  %t600 = mul i64 %t281, 32
  %t601 = add i64 176, %t600
  %t602 = load <16 x float>, ptr %a39
  %t603 = getelementptr float, ptr %a18, i64 %t601
  store <16 x float> %t602, ptr %t603, align 4
  %t604 = mul i64 %t281, 32
  %t605 = add i64 192, %t604
  %t606 = load <16 x float>, ptr %a40
  %t607 = getelementptr float, ptr %a18, i64 %t605
  store <16 x float> %t606, ptr %t607, align 4
  %t608 = mul i64 %t281, 32
  %t609 = add i64 208, %t608
  %t610 = load <16 x float>, ptr %a41
  %t611 = getelementptr float, ptr %a18, i64 %t609
  store <16 x float> %t610, ptr %t611, align 4
  %t612 = mul i64 %t281, 32
  %t613 = add i64 224, %t612
  %t614 = load <16 x float>, ptr %a42
  %t615 = getelementptr float, ptr %a18, i64 %t613
  store <16 x float> %t614, ptr %t615, align 4
  %t616 = mul i64 %t281, 32
  %t617 = add i64 240, %t616
  %t618 = load <16 x float>, ptr %a43
  %t619 = getelementptr float, ptr %a18, i64 %t617
  store <16 x float> %t618, ptr %t619, align 4
  %t620 = mul i64 %t281, 32
  %t621 = add i64 256, %t620
  %t622 = load <16 x float>, ptr %a44
  %t623 = getelementptr float, ptr %a18, i64 %t621
  store <16 x float> %t622, ptr %t623, align 4
  %t624 = mul i64 %t281, 32
  %t625 = add i64 272, %t624
  %t626 = load <16 x float>, ptr %a45
  %t627 = getelementptr float, ptr %a18, i64 %t625
  store <16 x float> %t626, ptr %t627, align 4
  %t628 = mul i64 %t281, 32
  %t629 = add i64 288, %t628
  %t630 = load <16 x float>, ptr %a46
  %t631 = getelementptr float, ptr %a18, i64 %t629
  store <16 x float> %t630, ptr %t631, align 4
  %t632 = mul i64 %t281, 32
  %t633 = add i64 304, %t632
  %t634 = load <16 x float>, ptr %a47
  %t635 = getelementptr float, ptr %a18, i64 %t633
  store <16 x float> %t634, ptr %t635, align 4
  %t636 = mul i64 %t281, 32
  %t637 = add i64 320, %t636
  %t638 = load <16 x float>, ptr %a48
  %t639 = getelementptr float, ptr %a18, i64 %t637
  store <16 x float> %t638, ptr %t639, align 4
  %t640 = mul i64 %t281, 32
  %t641 = add i64 336, %t640
  %t642 = load <16 x float>, ptr %a49
  %t643 = getelementptr float, ptr %a18, i64 %t641
  store <16 x float> %t642, ptr %t643, align 4
  %t644 = mul i64 %t281, 32
  %t645 = add i64 352, %t644
  %t646 = load <16 x float>, ptr %a50
  %t647 = getelementptr float, ptr %a18, i64 %t645
  store <16 x float> %t646, ptr %t647, align 4
  %t648 = mul i64 %t281, 32
  %t649 = add i64 368, %t648
  %t650 = load <16 x float>, ptr %a51
  %t651 = getelementptr float, ptr %a18, i64 %t649
  store <16 x float> %t650, ptr %t651, align 4
  %t652 = mul i64 %t281, 32
  %t653 = add i64 384, %t652
  %t654 = load <16 x float>, ptr %a52
  %t655 = getelementptr float, ptr %a18, i64 %t653
  store <16 x float> %t654, ptr %t655, align 4
  %t656 = mul i64 %t281, 32
  %t657 = add i64 400, %t656
  %t658 = load <16 x float>, ptr %a53
  %t659 = getelementptr float, ptr %a18, i64 %t657
  store <16 x float> %t658, ptr %t659, align 4
  %t660 = mul i64 %t281, 32
  %t661 = add i64 416, %t660
  %t662 = load <16 x float>, ptr %a54
  %t663 = getelementptr float, ptr %a18, i64 %t661
  store <16 x float> %t662, ptr %t663, align 4
  %t664 = mul i64 %t281, 32
  %t665 = add i64 432, %t664
  %t666 = load <16 x float>, ptr %a55
  %t667 = getelementptr float, ptr %a18, i64 %t665
  store <16 x float> %t666, ptr %t667, align 4
  %t668 = add i64 %t281, 14
  store i64 %t668, ptr %a60
  br label %head34
done36:
  %t669 = mul i64 28, 16
  %t670 = getelementptr float, ptr %a56, i64 %t669
  %t671 = mul i64 28, 16
  %t672 = add i64 16, %t671
  %t673 = getelementptr float, ptr %a56, i64 %t672
  %t674 = mul i64 28, 16
  %t675 = add i64 32, %t674
  %t676 = getelementptr float, ptr %a56, i64 %t675
  %t677 = mul i64 28, 16
  %t678 = add i64 48, %t677
  %t679 = getelementptr float, ptr %a56, i64 %t678
  %t680 = mul i64 28, 32
  %t681 = getelementptr float, ptr %a18, i64 %t680
  %t682 = load <16 x float>, ptr %t681, align 4
  store <16 x float> %t682, ptr %a28
  %t683 = mul i64 28, 32
  %t684 = add i64 16, %t683
  %t685 = getelementptr float, ptr %a18, i64 %t684
  %t686 = load <16 x float>, ptr %t685, align 4
  store <16 x float> %t686, ptr %a29
  %t687 = mul i64 28, 32
  %t688 = add i64 32, %t687
  %t689 = getelementptr float, ptr %a18, i64 %t688
  %t690 = load <16 x float>, ptr %t689, align 4
  store <16 x float> %t690, ptr %a30
  %t691 = mul i64 28, 32
  %t692 = add i64 48, %t691
  %t693 = getelementptr float, ptr %a18, i64 %t692
  %t694 = load <16 x float>, ptr %t693, align 4
  store <16 x float> %t694, ptr %a31
  %t695 = mul i64 28, 32
  %t696 = add i64 64, %t695
  %t697 = getelementptr float, ptr %a18, i64 %t696
  %t698 = load <16 x float>, ptr %t697, align 4
  store <16 x float> %t698, ptr %a32
  %t699 = mul i64 28, 32
  %t700 = add i64 80, %t699
  %t701 = getelementptr float, ptr %a18, i64 %t700
  %t702 = load <16 x float>, ptr %t701, align 4
  store <16 x float> %t702, ptr %a33
  %t703 = mul i64 28, 32
  %t704 = add i64 96, %t703
  %t705 = getelementptr float, ptr %a18, i64 %t704
  %t706 = load <16 x float>, ptr %t705, align 4
  store <16 x float> %t706, ptr %a34
  %t707 = mul i64 28, 32
  %t708 = add i64 112, %t707
  %t709 = getelementptr float, ptr %a18, i64 %t708
  %t710 = load <16 x float>, ptr %t709, align 4
  store <16 x float> %t710, ptr %a35
  store i64 0, ptr %a62
  br label %head40
head40:
  %t711 = load i64, ptr %a62
  %t712 = icmp slt i64 %t711, 16
  br i1 %t712, label %body41, label %done42
body41:
  %t713 = mul i64 %t711, 32
  %t714 = getelementptr float, ptr %a58, i64 %t713
  %t715 = load <16 x float>, ptr %t714, align 4
  %t716 = mul i64 %t711, 32
  %t717 = add i64 16, %t716
  %t718 = getelementptr float, ptr %a58, i64 %t717
  %t719 = load <16 x float>, ptr %t718, align 4
  %t720 = getelementptr float, ptr %t670, i64 %t711
  %t721 = load float, ptr %t720, align 4
  %t722 = insertelement <1 x float> poison, float %t721, i64 0
  %t723 = shufflevector <1 x float> %t722, <1 x float> poison, <16 x i32> zeroinitializer
  %t724 = load <16 x float>, ptr %a28
  %t725 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t723, <16 x float> %t715, <16 x float> %t724)
  store <16 x float> %t725, ptr %a28
  %t726 = load <16 x float>, ptr %a29
  %t727 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t723, <16 x float> %t719, <16 x float> %t726)
  store <16 x float> %t727, ptr %a29
  %t728 = getelementptr float, ptr %t673, i64 %t711
  %t729 = load float, ptr %t728, align 4
  %t730 = insertelement <1 x float> poison, float %t729, i64 0
  %t731 = shufflevector <1 x float> %t730, <1 x float> poison, <16 x i32> zeroinitializer
  %t732 = load <16 x float>, ptr %a30
  %t733 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t731, <16 x float> %t715, <16 x float> %t732)
  store <16 x float> %t733, ptr %a30
  %t734 = load <16 x float>, ptr %a31
  %t735 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t731, <16 x float> %t719, <16 x float> %t734)
  store <16 x float> %t735, ptr %a31
  %t736 = getelementptr float, ptr %t676, i64 %t711
  %t737 = load float, ptr %t736, align 4
  %t738 = insertelement <1 x float> poison, float %t737, i64 0
  %t739 = shufflevector <1 x float> %t738, <1 x float> poison, <16 x i32> zeroinitializer
  %t740 = load <16 x float>, ptr %a32
  %t741 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t739, <16 x float> %t715, <16 x float> %t740)
  store <16 x float> %t741, ptr %a32
  %t742 = load <16 x float>, ptr %a33
  %t743 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t739, <16 x float> %t719, <16 x float> %t742)
  store <16 x float> %t743, ptr %a33
  %t744 = getelementptr float, ptr %t679, i64 %t711
  %t745 = load float, ptr %t744, align 4
  %t746 = insertelement <1 x float> poison, float %t745, i64 0
  %t747 = shufflevector <1 x float> %t746, <1 x float> poison, <16 x i32> zeroinitializer
  %t748 = load <16 x float>, ptr %a34
  %t749 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t747, <16 x float> %t715, <16 x float> %t748)
  store <16 x float> %t749, ptr %a34
  %t750 = load <16 x float>, ptr %a35
  %t751 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t747, <16 x float> %t719, <16 x float> %t750)
  store <16 x float> %t751, ptr %a35
  %t752 = add i64 %t711, 1
  store i64 %t752, ptr %a62
  br label %head40
done42:
  %t753 = mul i64 28, 32
  %t754 = load <16 x float>, ptr %a28
  %t755 = getelementptr float, ptr %a18, i64 %t753
  store <16 x float> %t754, ptr %t755, align 4
  %t756 = mul i64 28, 32
  %t757 = add i64 16, %t756
  %t758 = load <16 x float>, ptr %a29
  %t759 = getelementptr float, ptr %a18, i64 %t757
  store <16 x float> %t758, ptr %t759, align 4
  %t760 = mul i64 28, 32
  %t761 = add i64 32, %t760
  %t762 = load <16 x float>, ptr %a30
  %t763 = getelementptr float, ptr %a18, i64 %t761
  store <16 x float> %t762, ptr %t763, align 4
  %t764 = mul i64 28, 32
  %t765 = add i64 48, %t764
  %t766 = load <16 x float>, ptr %a31
  %t767 = getelementptr float, ptr %a18, i64 %t765
  store <16 x float> %t766, ptr %t767, align 4
  %t768 = mul i64 28, 32
  %t769 = add i64 64, %t768
  %t770 = load <16 x float>, ptr %a32
  %t771 = getelementptr float, ptr %a18, i64 %t769
  store <16 x float> %t770, ptr %t771, align 4
  %t772 = mul i64 28, 32
  %t773 = add i64 80, %t772
  %t774 = load <16 x float>, ptr %a33
  %t775 = getelementptr float, ptr %a18, i64 %t773
  store <16 x float> %t774, ptr %t775, align 4
  %t776 = mul i64 28, 32
  %t777 = add i64 96, %t776
  %t778 = load <16 x float>, ptr %a34
  %t779 = getelementptr float, ptr %a18, i64 %t777
  store <16 x float> %t778, ptr %t779, align 4
  %t780 = mul i64 28, 32
  %t781 = add i64 112, %t780
  %t782 = load <16 x float>, ptr %a35
  %t783 = getelementptr float, ptr %a18, i64 %t781
  store <16 x float> %t782, ptr %t783, align 4
  %t784 = mul i32 16, %arg7
  %t786 = sext i32 %t784 to i64
  %t787 = add i64 %t196, %t786
  %t788 = mul i32 16, %arg8
  %t790 = sext i32 %t788 to i64
  %t791 = add i64 %t197, %t790
  store i64 %t787, ptr %a19
  store i64 %t791, ptr %a20
  %t792 = add i32 %t192, 1
  store i32 %t792, ptr %a21
  br label %for19
for_end21:
  %t793 = load i64, ptr %a19
  %t794 = load i64, ptr %a20
  store i64 0, ptr %a64
  br label %head43
head43:
  %t795 = load i64, ptr %a64
  %t796 = icmp slt i64 %t795, 32
  br i1 %t796, label %body44, label %done45
body44:
  %t797 = insertelement <1 x i32> poison, i32 %arg10, i64 0
  %t798 = shufflevector <1 x i32> %t797, <1 x i32> poison, <16 x i32> zeroinitializer
  %t799 = insertelement <1 x i32> poison, i32 %t63, i64 0
  %t800 = shufflevector <1 x i32> %t799, <1 x i32> poison, <16 x i32> zeroinitializer
  %t801 = trunc i64 %t795 to i32
  %t802 = insertelement <1 x i32> poison, i32 %t801, i64 0
  %t803 = shufflevector <1 x i32> %t802, <1 x i32> poison, <16 x i32> zeroinitializer
  %t804 = add <16 x i32> %t803, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t805 = add <16 x i32> %t800, %t804
  %t806 = mul <16 x i32> %t805, %t798
  %t807 = insertelement <1 x ptr> poison, ptr %arg2, i64 0
  %t808 = shufflevector <1 x ptr> %t807, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t810 = sext <16 x i32> %t806 to <16 x i64>
  %t809 = getelementptr float, <16 x ptr> %t808, <16 x i64> %t810
  %t811 = getelementptr ptr, ptr %a63, i64 %t795
  store <16 x ptr> %t809, ptr %t811, align 8
  %t812 = add i64 %t795, 16
  store i64 %t812, ptr %a64
  br label %head43
done45:
  store i64 0, ptr %a66
  br label %head46
head46:
  %t813 = load i64, ptr %a66
  %t814 = icmp slt i64 %t813, 32
  br i1 %t814, label %body47, label %done48
body47:
  %t815 = insertelement <1 x i32> poison, i32 %arg11, i64 0
  %t816 = shufflevector <1 x i32> %t815, <1 x i32> poison, <16 x i32> zeroinitializer
  %t817 = insertelement <1 x i32> poison, i32 %t64, i64 0
  %t818 = shufflevector <1 x i32> %t817, <1 x i32> poison, <16 x i32> zeroinitializer
  %t819 = trunc i64 %t813 to i32
  %t820 = insertelement <1 x i32> poison, i32 %t819, i64 0
  %t821 = shufflevector <1 x i32> %t820, <1 x i32> poison, <16 x i32> zeroinitializer
  %t822 = add <16 x i32> %t821, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t823 = add <16 x i32> %t818, %t822
  %t824 = mul <16 x i32> %t823, %t816
  %t825 = getelementptr i32, ptr %a65, i64 %t813
  store <16 x i32> %t824, ptr %t825, align 4
  %t826 = add i64 %t813, 16
  store i64 %t826, ptr %a66
  br label %head46
done48:
  store i64 0, ptr %a68
  br label %head49
head49:
  %t827 = load i64, ptr %a68
  %t828 = icmp slt i64 %t827, 1024
  br i1 %t828, label %body50, label %done51
body50:
  %t829 = udiv i64 %t827, 32
  %t830 = urem i64 %t829, 32
  %t831 = getelementptr ptr, ptr %a63, i64 %t830
  %t832 = load ptr, ptr %t831, align 8
  %t833 = insertelement <1 x ptr> poison, ptr %t832, i64 0
  %t834 = shufflevector <1 x ptr> %t833, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t835 = urem i64 %t827, 32
  %t836 = getelementptr i32, ptr %a65, i64 %t835
  %t837 = load <16 x i32>, ptr %t836, align 4
  %t839 = sext <16 x i32> %t837 to <16 x i64>
  %t838 = getelementptr float, <16 x ptr> %t834, <16 x i64> %t839
  %t840 = getelementptr ptr, ptr %a67, i64 %t827
  store <16 x ptr> %t838, ptr %t840, align 8
  %t841 = add i64 %t827, 16
  store i64 %t841, ptr %a68
  br label %head49
done51:
  store i64 0, ptr %a71
  br label %head52
head52:
  %t842 = load i64, ptr %a71
  %t843 = icmp slt i64 %t842, 32
  br i1 %t843, label %body53, label %done54
body53:
  %t844 = insertelement <1 x i32> poison, i32 %arg3, i64 0
  %t845 = shufflevector <1 x i32> %t844, <1 x i32> poison, <16 x i32> zeroinitializer
  %t846 = insertelement <1 x i32> poison, i32 %t63, i64 0
  %t847 = shufflevector <1 x i32> %t846, <1 x i32> poison, <16 x i32> zeroinitializer
  %t848 = trunc i64 %t842 to i32
  %t849 = insertelement <1 x i32> poison, i32 %t848, i64 0
  %t850 = shufflevector <1 x i32> %t849, <1 x i32> poison, <16 x i32> zeroinitializer
  %t851 = add <16 x i32> %t850, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t852 = add <16 x i32> %t847, %t851
  %t853 = icmp slt <16 x i32> %t852, %t845
  %t854 = insertelement <1 x i32> poison, i32 %arg4, i64 0
  %t855 = shufflevector <1 x i32> %t854, <1 x i32> poison, <16 x i32> zeroinitializer
  %t856 = insertelement <1 x i32> poison, i32 %t64, i64 0
  %t857 = shufflevector <1 x i32> %t856, <1 x i32> poison, <16 x i32> zeroinitializer
  %t858 = add <16 x i32> %t857, %t851
  %t859 = icmp slt <16 x i32> %t858, %t855
  %t860 = zext <16 x i1> %t853 to <16 x i8>
  %t861 = getelementptr i8, ptr %a69, i64 %t842
  store <16 x i8> %t860, ptr %t861, align 1
  %t862 = zext <16 x i1> %t859 to <16 x i8>
  %t863 = getelementptr i8, ptr %a70, i64 %t842
  store <16 x i8> %t862, ptr %t863, align 1
  %t864 = add i64 %t842, 16
  store i64 %t864, ptr %a71
  br label %head52
done54:
  store i64 0, ptr %a72
  br label %head55
head55:
  %t865 = load i64, ptr %a72
  %t866 = icmp slt i64 %t865, 1024
  br i1 %t866, label %body56, label %done57
body56:
  %t867 = udiv i64 %t865, 32
  %t868 = urem i64 %t867, 32
  %t869 = getelementptr i8, ptr %a69, i64 %t868
  %t870 = load i8, ptr %t869, align 1
  %t871 = trunc i8 %t870 to i1
  %t872 = insertelement <1 x i1> poison, i1 %t871, i64 0
  %t873 = shufflevector <1 x i1> %t872, <1 x i1> poison, <16 x i32> zeroinitializer
  %t874 = urem i64 %t865, 32
  %t875 = getelementptr i8, ptr %a70, i64 %t874
  %t876 = load <16 x i8>, ptr %t875, align 1
  %t877 = trunc <16 x i8> %t876 to <16 x i1>
  %t878 = and <16 x i1> %t873, %t877
  %t879 = udiv i64 %t865, 32
  %t880 = urem i64 %t879, 32
  %t881 = getelementptr ptr, ptr %a63, i64 %t880
  %t882 = load ptr, ptr %t881, align 8
  %t883 = insertelement <1 x ptr> poison, ptr %t882, i64 0
  %t884 = shufflevector <1 x ptr> %t883, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t885 = urem i64 %t865, 32
  %t886 = getelementptr i32, ptr %a65, i64 %t885
  %t887 = load <16 x i32>, ptr %t886, align 4
  %t889 = sext <16 x i32> %t887 to <16 x i64>
  %t888 = getelementptr float, <16 x ptr> %t884, <16 x i64> %t889
  %t890 = getelementptr float, ptr %a18, i64 %t865
  %t891 = load <16 x float>, ptr %t890, align 4
  call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %t891, <16 x ptr> align 4 %t888, <16 x i1> %t878)
  %t892 = add i64 %t865, 16
  store i64 %t892, ptr %a72
  br label %head55
done57:
  ret void
}

define internal i64 @matmul_kernel.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
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
  call void @matmul_kernel.program(ptr %args, i32 %x, i32 %y, i32 %z, i32 %nx, i32 %ny, i32 %nz, ptr %rt)
  %p1 = add i64 %p, 1
  %again = icmp slt i64 %p1, %end
  br i1 %again, label %prog, label %take
exit:
  ret i64 %ran
}

define void @matmul_kernel_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
entry:
  %ran = call i64 @matmul_kernel.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt)
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
  %ran = call i64 @matmul_kernel.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %job, i64 %total, i64 %chunk, ptr %rt)
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