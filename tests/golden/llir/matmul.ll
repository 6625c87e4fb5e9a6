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
  %t283 = mul i64 %t281, 32
  %t284 = getelementptr float, ptr %a18, i64 %t283
  %t285 = load <16 x float>, ptr %t284, align 4
  store <16 x float> %t285, ptr %a28
  %t286 = mul i64 %t281, 32
  %t287 = add i64 16, %t286
  %t288 = getelementptr float, ptr %a18, i64 %t287
  %t289 = load <16 x float>, ptr %t288, align 4
  store <16 x float> %t289, ptr %a29
  %t290 = mul i64 %t281, 32
  %t291 = add i64 32, %t290
  %t292 = getelementptr float, ptr %a18, i64 %t291
  %t293 = load <16 x float>, ptr %t292, align 4
  store <16 x float> %t293, ptr %a30
  %t294 = mul i64 %t281, 32
  %t295 = add i64 48, %t294
  %t296 = getelementptr float, ptr %a18, i64 %t295
  %t297 = load <16 x float>, ptr %t296, align 4
  store <16 x float> %t297, ptr %a31
  %t298 = mul i64 %t281, 32
  %t299 = add i64 64, %t298
  %t300 = getelementptr float, ptr %a18, i64 %t299
  %t301 = load <16 x float>, ptr %t300, align 4
  store <16 x float> %t301, ptr %a32
  %t302 = mul i64 %t281, 32
  %t303 = add i64 80, %t302
  %t304 = getelementptr float, ptr %a18, i64 %t303
  %t305 = load <16 x float>, ptr %t304, align 4
  store <16 x float> %t305, ptr %a33
  %t306 = mul i64 %t281, 32
  %t307 = add i64 96, %t306
  %t308 = getelementptr float, ptr %a18, i64 %t307
  %t309 = load <16 x float>, ptr %t308, align 4
  store <16 x float> %t309, ptr %a34
  %t310 = mul i64 %t281, 32
  %t311 = add i64 112, %t310
  %t312 = getelementptr float, ptr %a18, i64 %t311
  %t313 = load <16 x float>, ptr %t312, align 4
  store <16 x float> %t313, ptr %a35
  %t314 = mul i64 %t281, 32
  %t315 = add i64 128, %t314
  %t316 = getelementptr float, ptr %a18, i64 %t315
  %t317 = load <16 x float>, ptr %t316, align 4
  store <16 x float> %t317, ptr %a36
  %t318 = mul i64 %t281, 32
  %t319 = add i64 144, %t318
  %t320 = getelementptr float, ptr %a18, i64 %t319
  %t321 = load <16 x float>, ptr %t320, align 4
  store <16 x float> %t321, ptr %a37
  %t322 = mul i64 %t281, 32
  %t323 = add i64 160, %t322
  %t324 = getelementptr float, ptr %a18, i64 %t323
  %t325 = load <16 x float>, ptr %t324, align 4
  store <16 x float> %t325, ptr %a38
  %t326 = mul i64 %t281, 32
  %t327 = add i64 176, %t326
  %t328 = getelementptr float, ptr %a18, i64 %t327
  %t329 = load <16 x float>, ptr %t328, align 4
  store <16 x float> %t329, ptr %a39
  %t330 = mul i64 %t281, 32
  %t331 = add i64 192, %t330
  %t332 = getelementptr float, ptr %a18, i64 %t331
  %t333 = load <16 x float>, ptr %t332, align 4
  store <16 x float> %t333, ptr %a40
  %t334 = mul i64 %t281, 32
  %t335 = add i64 208, %t334
  %t336 = getelementptr float, ptr %a18, i64 %t335
  %t337 = load <16 x float>, ptr %t336, align 4
  store <16 x float> %t337, ptr %a41
  %t338 = mul i64 %t281, 32
  %t339 = add i64 224, %t338
  %t340 = getelementptr float, ptr %a18, i64 %t339
  %t341 = load <16 x float>, ptr %t340, align 4
  store <16 x float> %t341, ptr %a42
  %t342 = mul i64 %t281, 32
  %t343 = add i64 240, %t342
  %t344 = getelementptr float, ptr %a18, i64 %t343
  %t345 = load <16 x float>, ptr %t344, align 4
  store <16 x float> %t345, ptr %a43
  %t346 = mul i64 %t281, 32
  %t347 = add i64 256, %t346
  %t348 = getelementptr float, ptr %a18, i64 %t347
  %t349 = load <16 x float>, ptr %t348, align 4
  store <16 x float> %t349, ptr %a44
  %t350 = mul i64 %t281, 32
  %t351 = add i64 272, %t350
  %t352 = getelementptr float, ptr %a18, i64 %t351
  %t353 = load <16 x float>, ptr %t352, align 4
  store <16 x float> %t353, ptr %a45
  %t354 = mul i64 %t281, 32
  %t355 = add i64 288, %t354
  %t356 = getelementptr float, ptr %a18, i64 %t355
  %t357 = load <16 x float>, ptr %t356, align 4
  store <16 x float> %t357, ptr %a46
  %t358 = mul i64 %t281, 32
  %t359 = add i64 304, %t358
  %t360 = getelementptr float, ptr %a18, i64 %t359
  %t361 = load <16 x float>, ptr %t360, align 4
  store <16 x float> %t361, ptr %a47
  %t362 = mul i64 %t281, 32
  %t363 = add i64 320, %t362
  %t364 = getelementptr float, ptr %a18, i64 %t363
  %t365 = load <16 x float>, ptr %t364, align 4
  store <16 x float> %t365, ptr %a48
  %t366 = mul i64 %t281, 32
  %t367 = add i64 336, %t366
  %t368 = getelementptr float, ptr %a18, i64 %t367
  %t369 = load <16 x float>, ptr %t368, align 4
  store <16 x float> %t369, ptr %a49
  %t370 = mul i64 %t281, 32
  %t371 = add i64 352, %t370
  %t372 = getelementptr float, ptr %a18, i64 %t371
  %t373 = load <16 x float>, ptr %t372, align 4
  store <16 x float> %t373, ptr %a50
  %t374 = mul i64 %t281, 32
  %t375 = add i64 368, %t374
  %t376 = getelementptr float, ptr %a18, i64 %t375
  %t377 = load <16 x float>, ptr %t376, align 4
  store <16 x float> %t377, ptr %a51
  %t378 = mul i64 %t281, 32
  %t379 = add i64 384, %t378
  %t380 = getelementptr float, ptr %a18, i64 %t379
  %t381 = load <16 x float>, ptr %t380, align 4
  store <16 x float> %t381, ptr %a52
  %t382 = mul i64 %t281, 32
  %t383 = add i64 400, %t382
  %t384 = getelementptr float, ptr %a18, i64 %t383
  %t385 = load <16 x float>, ptr %t384, align 4
  store <16 x float> %t385, ptr %a53
  %t386 = mul i64 %t281, 32
  %t387 = add i64 416, %t386
  %t388 = getelementptr float, ptr %a18, i64 %t387
  %t389 = load <16 x float>, ptr %t388, align 4
  store <16 x float> %t389, ptr %a54
  %t390 = mul i64 %t281, 32
  %t391 = add i64 432, %t390
  %t392 = getelementptr float, ptr %a18, i64 %t391
  %t393 = load <16 x float>, ptr %t392, align 4
  store <16 x float> %t393, ptr %a55
  store i64 0, ptr %a61
  br label %head37
head37:
  %t394 = load i64, ptr %a61
  %t395 = icmp slt i64 %t394, 16
  br i1 %t395, label %body38, label %done39
body38:
  %t396 = mul i64 %t394, 32
  %t397 = getelementptr float, ptr %a58, i64 %t396
  %t398 = load <16 x float>, ptr %t397, align 4
  %t399 = mul i64 %t394, 32
  %t400 = add i64 16, %t399
  %t401 = getelementptr float, ptr %a58, i64 %t400
  %t402 = load <16 x float>, ptr %t401, align 4
  %t403 = mul i64 %t281, 16
  %t404 = add i64 %t403, %t394
  %t405 = getelementptr float, ptr %a56, i64 %t404
  %t406 = load float, ptr %t405, align 4
  %t407 = insertelement <1 x float> poison, float %t406, i64 0
  %t408 = shufflevector <1 x float> %t407, <1 x float> poison, <16 x i32> zeroinitializer
  %t409 = load <16 x float>, ptr %a28
  %t410 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t408, <16 x float> %t398, <16 x float> %t409)
  store <16 x float> %t410, ptr %a28
  %t411 = load <16 x float>, ptr %a29
  %t412 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t408, <16 x float> %t402, <16 x float> %t411)
  store <16 x float> %t412, ptr %a29
  %t413 = mul i64 %t281, 16
  %t414 = add i64 16, %t413
  %t415 = add i64 %t414, %t394
  %t416 = getelementptr float, ptr %a56, i64 %t415
  %t417 = load float, ptr %t416, align 4
  %t418 = insertelement <1 x float> poison, float %t417, i64 0
  %t419 = shufflevector <1 x float> %t418, <1 x float> poison, <16 x i32> zeroinitializer
  %t420 = load <16 x float>, ptr %a30
  %t421 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t419, <16 x float> %t398, <16 x float> %t420)
  store <16 x float> %t421, ptr %a30
  %t422 = load <16 x float>, ptr %a31
  %t423 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t419, <16 x float> %t402, <16 x float> %t422)
  store <16 x float> %t423, ptr %a31
  %t424 = mul i64 %t281, 16
  %t425 = add i64 32, %t424
  %t426 = add i64 %t425, %t394
  %t427 = getelementptr float, ptr %a56, i64 %t426
  %t428 = load float, ptr %t427, align 4
  %t429 = insertelement <1 x float> poison, float %t428, i64 0
  %t430 = shufflevector <1 x float> %t429, <1 x float> poison, <16 x i32> zeroinitializer
  %t431 = load <16 x float>, ptr %a32
  %t432 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t430, <16 x float> %t398, <16 x float> %t431)
  store <16 x float> %t432, ptr %a32
  %t433 = load <16 x float>, ptr %a33
  %t434 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t430, <16 x float> %t402, <16 x float> %t433)
  store <16 x float> %t434, ptr %a33
  %t435 = mul i64 %t281, 16
  %t436 = add i64 48, %t435
  %t437 = add i64 %t436, %t394
  %t438 = getelementptr float, ptr %a56, i64 %t437
  %t439 = load float, ptr %t438, align 4
  %t440 = insertelement <1 x float> poison, float %t439, i64 0
  %t441 = shufflevector <1 x float> %t440, <1 x float> poison, <16 x i32> zeroinitializer
  %t442 = load <16 x float>, ptr %a34
  %t443 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t441, <16 x float> %t398, <16 x float> %t442)
  store <16 x float> %t443, ptr %a34
  %t444 = load <16 x float>, ptr %a35
  %t445 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t441, <16 x float> %t402, <16 x float> %t444)
  store <16 x float> %t445, ptr %a35
  %t446 = mul i64 %t281, 16
  %t447 = add i64 64, %t446
  %t448 = add i64 %t447, %t394
  %t449 = getelementptr float, ptr %a56, i64 %t448
  %t450 = load float, ptr %t449, align 4
  %t451 = insertelement <1 x float> poison, float %t450, i64 0
  %t452 = shufflevector <1 x float> %t451, <1 x float> poison, <16 x i32> zeroinitializer
  %t453 = load <16 x float>, ptr %a36
  %t454 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t452, <16 x float> %t398, <16 x float> %t453)
  store <16 x float> %t454, ptr %a36
  %t455 = load <16 x float>, ptr %a37
  %t456 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t452, <16 x float> %t402, <16 x float> %t455)
  store <16 x float> %t456, ptr %a37
  %t457 = mul i64 %t281, 16
  %t458 = add i64 80, %t457
  %t459 = add i64 %t458, %t394
  %t460 = getelementptr float, ptr %a56, i64 %t459
  %t461 = load float, ptr %t460, align 4
  %t462 = insertelement <1 x float> poison, float %t461, i64 0
  %t463 = shufflevector <1 x float> %t462, <1 x float> poison, <16 x i32> zeroinitializer
  %t464 = load <16 x float>, ptr %a38
  %t465 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t463, <16 x float> %t398, <16 x float> %t464)
  store <16 x float> %t465, ptr %a38
  %t466 = load <16 x float>, ptr %a39
  %t467 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t463, <16 x float> %t402, <16 x float> %t466)
  store <16 x float> %t467, ptr %a39
  %t468 = mul i64 %t281, 16
  %t469 = add i64 96, %t468
  %t470 = add i64 %t469, %t394
  %t471 = getelementptr float, ptr %a56, i64 %t470
  %t472 = load float, ptr %t471, align 4
  %t473 = insertelement <1 x float> poison, float %t472, i64 0
  %t474 = shufflevector <1 x float> %t473, <1 x float> poison, <16 x i32> zeroinitializer
  %t475 = load <16 x float>, ptr %a40
  %t476 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t474, <16 x float> %t398, <16 x float> %t475)
  store <16 x float> %t476, ptr %a40
  %t477 = load <16 x float>, ptr %a41
  %t478 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t474, <16 x float> %t402, <16 x float> %t477)
  store <16 x float> %t478, ptr %a41
  %t479 = mul i64 %t281, 16
  %t480 = add i64 112, %t479
  %t481 = add i64 %t480, %t394
  %t482 = getelementptr float, ptr %a56, i64 %t481
  %t483 = load float, ptr %t482, align 4
  %t484 = insertelement <1 x float> poison, float %t483, i64 0
  %t485 = shufflevector <1 x float> %t484, <1 x float> poison, <16 x i32> zeroinitializer
  %t486 = load <16 x float>, ptr %a42
  %t487 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t485, <16 x float> %t398, <16 x float> %t486)
  store <16 x float> %t487, ptr %a42
  %t488 = load <16 x float>, ptr %a43
  %t489 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t485, <16 x float> %t402, <16 x float> %t488)
  store <16 x float> %t489, ptr %a43
  %t490 = mul i64 %t281, 16
  %t491 = add i64 128, %t490
  %t492 = add i64 %t491, %t394
  %t493 = getelementptr float, ptr %a56, i64 %t492
  %t494 = load float, ptr %t493, align 4
  %t495 = insertelement <1 x float> poison, float %t494, i64 0
  %t496 = shufflevector <1 x float> %t495, <1 x float> poison, <16 x i32> zeroinitializer
  %t497 = load <16 x float>, ptr %a44
  %t498 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t496, <16 x float> %t398, <16 x float> %t497)
  store <16 x float> %t498, ptr %a44
  %t499 = load <16 x float>, ptr %a45
  %t500 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t496, <16 x float> %t402, <16 x float> %t499)
  store <16 x float> %t500, ptr %a45
  %t501 = mul i64 %t281, 16
  %t502 = add i64 144, %t501
  %t503 = add i64 %t502, %t394
  %t504 = getelementptr float, ptr %a56, i64 %t503
  %t505 = load float, ptr %t504, align 4
  %t506 = insertelement <1 x float> poison, float %t505, i64 0
  %t507 = shufflevector <1 x float> %t506, <1 x float> poison, <16 x i32> zeroinitializer
  %t508 = load <16 x float>, ptr %a46
  %t509 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t507, <16 x float> %t398, <16 x float> %t508)
  store <16 x float> %t509, ptr %a46
  %t510 = load <16 x float>, ptr %a47
  %t511 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t507, <16 x float> %t402, <16 x float> %t510)
  store <16 x float> %t511, ptr %a47
  %t512 = mul i64 %t281, 16
  %t513 = add i64 160, %t512
  %t514 = add i64 %t513, %t394
  %t515 = getelementptr float, ptr %a56, i64 %t514
  %t516 = load float, ptr %t515, align 4
  %t517 = insertelement <1 x float> poison, float %t516, i64 0
  %t518 = shufflevector <1 x float> %t517, <1 x float> poison, <16 x i32> zeroinitializer
  %t519 = load <16 x float>, ptr %a48
  %t520 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t518, <16 x float> %t398, <16 x float> %t519)
  store <16 x float> %t520, ptr %a48
  %t521 = load <16 x float>, ptr %a49
  %t522 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t518, <16 x float> %t402, <16 x float> %t521)
  store <16 x float> %t522, ptr %a49
  %t523 = mul i64 %t281, 16
  %t524 = add i64 176, %t523
  %t525 = add i64 %t524, %t394
  %t526 = getelementptr float, ptr %a56, i64 %t525
  %t527 = load float, ptr %t526, align 4
  %t528 = insertelement <1 x float> poison, float %t527, i64 0
  %t529 = shufflevector <1 x float> %t528, <1 x float> poison, <16 x i32> zeroinitializer
  %t530 = load <16 x float>, ptr %a50
  %t531 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t529, <16 x float> %t398, <16 x float> %t530)
  store <16 x float> %t531, ptr %a50
  %t532 = load <16 x float>, ptr %a51
  %t533 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t529, <16 x float> %t402, <16 x float> %t532)
  store <16 x float> %t533, ptr %a51
  %t534 = mul i64 %t281, 16
  %t535 = add i64 192, %t534
  %t536 = add i64 %t535, %t394
  %t537 = getelementptr float, ptr %a56, i64 %t536
  %t538 = load float, ptr %t537, align 4
  %t539 = insertelement <1 x float> poison, float %t538, i64 0
  %t540 = shufflevector <1 x float> %t539, <1 x float> poison, <16 x i32> zeroinitializer
  %t541 = load <16 x float>, ptr %a52
  %t542 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t540, <16 x float> %t398, <16 x float> %t541)
  store <16 x float> %t542, ptr %a52
  %t543 = load <16 x float>, ptr %a53
  %t544 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t540, <16 x float> %t402, <16 x float> %t543)
  store <16 x float> %t544, ptr %a53
  %t545 = mul i64 %t281, 16
  %t546 = add i64 208, %t545
  %t547 = add i64 %t546, %t394
  %t548 = getelementptr float, ptr %a56, i64 %t547
  %t549 = load float, ptr %t548, align 4
  %t550 = insertelement <1 x float> poison, float %t549, i64 0
  %t551 = shufflevector <1 x float> %t550, <1 x float> poison, <16 x i32> zeroinitializer
  %t552 = load <16 x float>, ptr %a54
  %t553 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t551, <16 x float> %t398, <16 x float> %t552)
  store <16 x float> %t553, ptr %a54
  %t554 = load <16 x float>, ptr %a55
  %t555 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t551, <16 x float> %t402, <16 x float> %t554)
  store <16 x float> %t555, ptr %a55
  %t556 = add i64 %t394, 1
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
  %t669 = mul i64 28, 32
  %t670 = getelementptr float, ptr %a18, i64 %t669
  %t671 = load <16 x float>, ptr %t670, align 4
  store <16 x float> %t671, ptr %a28
  %t672 = mul i64 28, 32
  %t673 = add i64 16, %t672
  %t674 = getelementptr float, ptr %a18, i64 %t673
  %t675 = load <16 x float>, ptr %t674, align 4
  store <16 x float> %t675, ptr %a29
  %t676 = mul i64 28, 32
  %t677 = add i64 32, %t676
  %t678 = getelementptr float, ptr %a18, i64 %t677
  %t679 = load <16 x float>, ptr %t678, align 4
  store <16 x float> %t679, ptr %a30
  %t680 = mul i64 28, 32
  %t681 = add i64 48, %t680
  %t682 = getelementptr float, ptr %a18, i64 %t681
  %t683 = load <16 x float>, ptr %t682, align 4
  store <16 x float> %t683, ptr %a31
  %t684 = mul i64 28, 32
  %t685 = add i64 64, %t684
  %t686 = getelementptr float, ptr %a18, i64 %t685
  %t687 = load <16 x float>, ptr %t686, align 4
  store <16 x float> %t687, ptr %a32
  %t688 = mul i64 28, 32
  %t689 = add i64 80, %t688
  %t690 = getelementptr float, ptr %a18, i64 %t689
  %t691 = load <16 x float>, ptr %t690, align 4
  store <16 x float> %t691, ptr %a33
  %t692 = mul i64 28, 32
  %t693 = add i64 96, %t692
  %t694 = getelementptr float, ptr %a18, i64 %t693
  %t695 = load <16 x float>, ptr %t694, align 4
  store <16 x float> %t695, ptr %a34
  %t696 = mul i64 28, 32
  %t697 = add i64 112, %t696
  %t698 = getelementptr float, ptr %a18, i64 %t697
  %t699 = load <16 x float>, ptr %t698, align 4
  store <16 x float> %t699, ptr %a35
  store i64 0, ptr %a62
  br label %head40
head40:
  %t700 = load i64, ptr %a62
  %t701 = icmp slt i64 %t700, 16
  br i1 %t701, label %body41, label %done42
body41:
  %t702 = mul i64 %t700, 32
  %t703 = getelementptr float, ptr %a58, i64 %t702
  %t704 = load <16 x float>, ptr %t703, align 4
  %t705 = mul i64 %t700, 32
  %t706 = add i64 16, %t705
  %t707 = getelementptr float, ptr %a58, i64 %t706
  %t708 = load <16 x float>, ptr %t707, align 4
  %t709 = mul i64 28, 16
  %t710 = add i64 %t709, %t700
  %t711 = getelementptr float, ptr %a56, i64 %t710
  %t712 = load float, ptr %t711, align 4
  %t713 = insertelement <1 x float> poison, float %t712, i64 0
  %t714 = shufflevector <1 x float> %t713, <1 x float> poison, <16 x i32> zeroinitializer
  %t715 = load <16 x float>, ptr %a28
  %t716 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t714, <16 x float> %t704, <16 x float> %t715)
  store <16 x float> %t716, ptr %a28
  %t717 = load <16 x float>, ptr %a29
  %t718 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t714, <16 x float> %t708, <16 x float> %t717)
  store <16 x float> %t718, ptr %a29
  %t719 = mul i64 28, 16
  %t720 = add i64 16, %t719
  %t721 = add i64 %t720, %t700
  %t722 = getelementptr float, ptr %a56, i64 %t721
  %t723 = load float, ptr %t722, align 4
  %t724 = insertelement <1 x float> poison, float %t723, i64 0
  %t725 = shufflevector <1 x float> %t724, <1 x float> poison, <16 x i32> zeroinitializer
  %t726 = load <16 x float>, ptr %a30
  %t727 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t725, <16 x float> %t704, <16 x float> %t726)
  store <16 x float> %t727, ptr %a30
  %t728 = load <16 x float>, ptr %a31
  %t729 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t725, <16 x float> %t708, <16 x float> %t728)
  store <16 x float> %t729, ptr %a31
  %t730 = mul i64 28, 16
  %t731 = add i64 32, %t730
  %t732 = add i64 %t731, %t700
  %t733 = getelementptr float, ptr %a56, i64 %t732
  %t734 = load float, ptr %t733, align 4
  %t735 = insertelement <1 x float> poison, float %t734, i64 0
  %t736 = shufflevector <1 x float> %t735, <1 x float> poison, <16 x i32> zeroinitializer
  %t737 = load <16 x float>, ptr %a32
  %t738 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t736, <16 x float> %t704, <16 x float> %t737)
  store <16 x float> %t738, ptr %a32
  %t739 = load <16 x float>, ptr %a33
  %t740 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t736, <16 x float> %t708, <16 x float> %t739)
  store <16 x float> %t740, ptr %a33
  %t741 = mul i64 28, 16
  %t742 = add i64 48, %t741
  %t743 = add i64 %t742, %t700
  %t744 = getelementptr float, ptr %a56, i64 %t743
  %t745 = load float, ptr %t744, align 4
  %t746 = insertelement <1 x float> poison, float %t745, i64 0
  %t747 = shufflevector <1 x float> %t746, <1 x float> poison, <16 x i32> zeroinitializer
  %t748 = load <16 x float>, ptr %a34
  %t749 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t747, <16 x float> %t704, <16 x float> %t748)
  store <16 x float> %t749, ptr %a34
  %t750 = load <16 x float>, ptr %a35
  %t751 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t747, <16 x float> %t708, <16 x float> %t750)
  store <16 x float> %t751, ptr %a35
  %t752 = add i64 %t700, 1
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