; tritium CPU kernel matmul_kernel
declare i32 @llvm.smin.i32(i32, i32)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare <16 x half> @llvm.masked.gather.v16f16.v16p0(<16 x ptr>, <16 x i1>, <16 x half>)
declare i1 @llvm.vector.reduce.and.v16i1(<16 x i1>)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare void @llvm.masked.scatter.v16f32.v16p0(<16 x float>, <16 x ptr>, <16 x i1>)

define internal void @matmul_kernel.program(ptr noalias %args, i32 %pid0, i32 %pid1, i32 %pid2, i32 %np0, i32 %np1, i32 %np2, ptr %rt) "no-builtin-memcpy" {
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
  %a25 = alloca i64, i64 1, align 16
  %a26 = alloca i8, i64 16, align 64
  %a27 = alloca i1, i64 1, align 16
  %a28 = alloca half, i64 512, align 64
  %a29 = alloca i64, i64 1, align 16
  %a30 = alloca i64, i64 1, align 16
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
  %a56 = alloca <16 x float>, i64 1, align 16
  %a57 = alloca <16 x float>, i64 1, align 16
  %a58 = alloca <16 x float>, i64 1, align 16
  %a59 = alloca float, i64 512, align 64
  %a60 = alloca i64, i64 1, align 16
  %a61 = alloca float, i64 512, align 64
  %a62 = alloca i64, i64 1, align 16
  %a63 = alloca i64, i64 1, align 16
  %a64 = alloca i64, i64 1, align 16
  %a65 = alloca i64, i64 1, align 16
  %a66 = alloca ptr, i64 32, align 64
  %a67 = alloca i64, i64 1, align 16
  %a68 = alloca i32, i64 32, align 64
  %a69 = alloca i64, i64 1, align 16
  %a70 = alloca ptr, i64 1024, align 64
  %a71 = alloca i64, i64 1, align 16
  %a72 = alloca i8, i64 32, align 64
  %a73 = alloca i8, i64 32, align 64
  %a74 = alloca i64, i64 1, align 16
  %a75 = alloca i1, i64 1, align 16
  %a76 = alloca i64, i64 1, align 16
  %a77 = alloca i64, i64 1, align 16
  %a78 = alloca i64, i64 1, align 16
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
  %t208 = trunc i64 0 to i32
  %t209 = insertelement <1 x i32> poison, i32 %t208, i64 0
  %t210 = shufflevector <1 x i32> %t209, <1 x i32> poison, <1 x i32> zeroinitializer
  %t211 = add <1 x i32> %t210, <i32 0>
  %t212 = extractelement <1 x i32> %t211, i64 0
  %t213 = trunc i64 15 to i32
  %t214 = insertelement <1 x i32> poison, i32 %t213, i64 0
  %t215 = shufflevector <1 x i32> %t214, <1 x i32> poison, <1 x i32> zeroinitializer
  %t216 = add <1 x i32> %t215, <i32 0>
  %t217 = extractelement <1 x i32> %t216, i64 0
  %t218 = icmp sle i32 %t212, %t217
  %t219 = icmp slt i32 %t217, %t199
  %t220 = and i1 %t218, %t219
  br i1 %t220, label %in_bounds23, label %masked24
in_bounds23:
  store i64 0, ptr %a24
  br label %head25
head25:
  %t221 = load i64, ptr %a24
  %t222 = icmp slt i64 %t221, 512
  br i1 %t222, label %body26, label %done27
body26:
  %t223 = urem i64 %t221, 16
  %t224 = getelementptr i8, ptr %a22, i64 %t223
  %t225 = load <16 x i8>, ptr %t224, align 1
  %t226 = trunc <16 x i8> %t225 to <16 x i1>
  %t227 = insertelement <1 x i64> poison, i64 %t196, i64 0
  %t228 = shufflevector <1 x i64> %t227, <1 x i64> poison, <16 x i32> zeroinitializer
  %t229 = udiv i64 %t221, 16
  %t230 = urem i64 %t229, 32
  %t231 = getelementptr ptr, ptr %a6, i64 %t230
  %t232 = load ptr, ptr %t231, align 8
  %t233 = insertelement <1 x ptr> poison, ptr %t232, i64 0
  %t234 = shufflevector <1 x ptr> %t233, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t235 = urem i64 %t221, 16
  %t236 = getelementptr i32, ptr %a8, i64 %t235
  %t237 = load <16 x i32>, ptr %t236, align 4
  %t239 = sext <16 x i32> %t237 to <16 x i64>
  %t238 = getelementptr half, <16 x ptr> %t234, <16 x i64> %t239
  %t240 = getelementptr half, <16 x ptr> %t238, <16 x i64> %t228
  %t242 = call <16 x half> @llvm.masked.gather.v16f16.v16p0(<16 x ptr> align 2 %t240, <16 x i1> splat (i1 true), <16 x half> splat (half 0xH0000))
  %t243 = getelementptr half, ptr %a23, i64 %t221
  store <16 x half> %t242, ptr %t243, align 2
  %t244 = add i64 %t221, 16
  store i64 %t244, ptr %a24
  br label %head25
done27:
  br label %versions_done22
masked24:
  store i64 0, ptr %a25
  br label %head28
head28:
  %t245 = load i64, ptr %a25
  %t246 = icmp slt i64 %t245, 512
  br i1 %t246, label %body29, label %done30
body29:
  %t247 = urem i64 %t245, 16
  %t248 = getelementptr i8, ptr %a22, i64 %t247
  %t249 = load <16 x i8>, ptr %t248, align 1
  %t250 = trunc <16 x i8> %t249 to <16 x i1>
  %t251 = insertelement <1 x i64> poison, i64 %t196, i64 0
  %t252 = shufflevector <1 x i64> %t251, <1 x i64> poison, <16 x i32> zeroinitializer
  %t253 = udiv i64 %t245, 16
  %t254 = urem i64 %t253, 32
  %t255 = getelementptr ptr, ptr %a6, i64 %t254
  %t256 = load ptr, ptr %t255, align 8
  %t257 = insertelement <1 x ptr> poison, ptr %t256, i64 0
  %t258 = shufflevector <1 x ptr> %t257, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t259 = urem i64 %t245, 16
  %t260 = getelementptr i32, ptr %a8, i64 %t259
  %t261 = load <16 x i32>, ptr %t260, align 4
  %t263 = sext <16 x i32> %t261 to <16 x i64>
  %t262 = getelementptr half, <16 x ptr> %t258, <16 x i64> %t263
  %t264 = getelementptr half, <16 x ptr> %t262, <16 x i64> %t252
  %t266 = call <16 x half> @llvm.masked.gather.v16f16.v16p0(<16 x ptr> align 2 %t264, <16 x i1> %t250, <16 x half> splat (half 0xH0000))
  %t267 = getelementptr half, ptr %a23, i64 %t245
  store <16 x half> %t266, ptr %t267, align 2
  %t268 = add i64 %t245, 16
  store i64 %t268, ptr %a25
  br label %head28
done30:
  br label %versions_done22
versions_done22:
  %t269 = insertelement <1 x i32> poison, i32 %t199, i64 0
  %t270 = shufflevector <1 x i32> %t269, <1 x i32> poison, <16 x i32> zeroinitializer
  %t271 = trunc i64 0 to i32
  %t272 = insertelement <1 x i32> poison, i32 %t271, i64 0
  %t273 = shufflevector <1 x i32> %t272, <1 x i32> poison, <16 x i32> zeroinitializer
  %t274 = add <16 x i32> %t273, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t275 = icmp slt <16 x i32> %t274, %t270
  %t276 = zext <16 x i1> %t275 to <16 x i8>
  store <16 x i8> %t276, ptr %a26, align 1
  store i1 true, ptr %a27
  %t277 = trunc i64 0 to i32
  %t278 = insertelement <1 x i32> poison, i32 %t277, i64 0
  %t279 = shufflevector <1 x i32> %t278, <1 x i32> poison, <16 x i32> zeroinitializer
  %t280 = add <16 x i32> %t279, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t281 = insertelement <1 x i32> poison, i32 %t199, i64 0
  %t282 = shufflevector <1 x i32> %t281, <1 x i32> poison, <16 x i32> zeroinitializer
  %t283 = icmp slt <16 x i32> %t280, %t282
  %t284 = call i1 @llvm.vector.reduce.and.v16i1(<16 x i1> %t283)
  %t285 = load i1, ptr %a27
  %t286 = and i1 %t285, %t284
  store i1 %t286, ptr %a27
  %t287 = load i1, ptr %a27
  br i1 %t287, label %in_bounds32, label %masked33
in_bounds32:
  store i64 0, ptr %a29
  br label %head34
head34:
  %t288 = load i64, ptr %a29
  %t289 = icmp slt i64 %t288, 512
  br i1 %t289, label %body35, label %done36
body35:
  %t290 = udiv i64 %t288, 32
  %t291 = urem i64 %t290, 16
  %t292 = getelementptr i8, ptr %a26, i64 %t291
  %t293 = load i8, ptr %t292, align 1
  %t294 = trunc i8 %t293 to i1
  %t295 = insertelement <1 x i1> poison, i1 %t294, i64 0
  %t296 = shufflevector <1 x i1> %t295, <1 x i1> poison, <16 x i32> zeroinitializer
  %t297 = insertelement <1 x i64> poison, i64 %t197, i64 0
  %t298 = shufflevector <1 x i64> %t297, <1 x i64> poison, <16 x i32> zeroinitializer
  %t299 = udiv i64 %t288, 32
  %t300 = urem i64 %t299, 16
  %t301 = getelementptr ptr, ptr %a11, i64 %t300
  %t302 = load ptr, ptr %t301, align 8
  %t303 = insertelement <1 x ptr> poison, ptr %t302, i64 0
  %t304 = shufflevector <1 x ptr> %t303, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t305 = urem i64 %t288, 32
  %t306 = getelementptr i32, ptr %a12, i64 %t305
  %t307 = load <16 x i32>, ptr %t306, align 4
  %t309 = sext <16 x i32> %t307 to <16 x i64>
  %t308 = getelementptr half, <16 x ptr> %t304, <16 x i64> %t309
  %t310 = getelementptr half, <16 x ptr> %t308, <16 x i64> %t298
  %t312 = call <16 x half> @llvm.masked.gather.v16f16.v16p0(<16 x ptr> align 2 %t310, <16 x i1> splat (i1 true), <16 x half> splat (half 0xH0000))
  %t313 = getelementptr half, ptr %a28, i64 %t288
  store <16 x half> %t312, ptr %t313, align 2
  %t314 = add i64 %t288, 16
  store i64 %t314, ptr %a29
  br label %head34
done36:
  br label %versions_done31
masked33:
  store i64 0, ptr %a30
  br label %head37
head37:
  %t315 = load i64, ptr %a30
  %t316 = icmp slt i64 %t315, 512
  br i1 %t316, label %body38, label %done39
body38:
  %t317 = udiv i64 %t315, 32
  %t318 = urem i64 %t317, 16
  %t319 = getelementptr i8, ptr %a26, i64 %t318
  %t320 = load i8, ptr %t319, align 1
  %t321 = trunc i8 %t320 to i1
  %t322 = insertelement <1 x i1> poison, i1 %t321, i64 0
  %t323 = shufflevector <1 x i1> %t322, <1 x i1> poison, <16 x i32> zeroinitializer
  %t324 = insertelement <1 x i64> poison, i64 %t197, i64 0
  %t325 = shufflevector <1 x i64> %t324, <1 x i64> poison, <16 x i32> zeroinitializer
  %t326 = udiv i64 %t315, 32
  %t327 = urem i64 %t326, 16
  %t328 = getelementptr ptr, ptr %a11, i64 %t327
  %t329 = load ptr, ptr %t328, align 8
  %t330 = insertelement <1 x ptr> poison, ptr %t329, i64 0
  %t331 = shufflevector <1 x ptr> %t330, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t332 = urem i64 %t315, 32
  %t333 = getelementptr i32, ptr %a12, i64 %t332
  %t334 = load <16 x i32>, ptr %t333, align 4
  %t336 = sext <16 x i32> %t334 to <16 x i64>
  %t335 = getelementptr half, <16 x ptr> %t331, <16 x i64> %t336
  %t337 = getelementptr half, <16 x ptr> %t335, <16 x i64> %t325
  %t339 = call <16 x half> @llvm.masked.gather.v16f16.v16p0(<16 x ptr> align 2 %t337, <16 x i1> %t323, <16 x half> splat (half 0xH0000))
  %t340 = getelementptr half, ptr %a28, i64 %t315
  store <16 x half> %t339, ptr %t340, align 2
  %t341 = add i64 %t315, 16
  store i64 %t341, ptr %a30
  br label %head37
done39:
  br label %versions_done31
versions_done31:
  store i64 0, ptr %a60
  br label %head40
head40:
  %t342 = load i64, ptr %a60
  %t343 = icmp slt i64 %t342, 512
  br i1 %t343, label %body41, label %done42
body41:
  %t344 = getelementptr half, ptr %a23, i64 %t342
  %t345 = load <16 x half>, ptr %t344, align 2
  %t346 = fpext <16 x half> %t345 to <16 x float>
  %t347 = getelementptr float, ptr %a59, i64 %t342
  store <16 x float> %t346, ptr %t347, align 4
  %t348 = add i64 %t342, 16
  store i64 %t348, ptr %a60
  br label %head40
done42:
  store i64 0, ptr %a62
  br label %head43
head43:
  %t349 = load i64, ptr %a62
  %t350 = icmp slt i64 %t349, 512
  br i1 %t350, label %body44, label %done45
body44:
  %t351 = getelementptr half, ptr %a28, i64 %t349
  %t352 = load <16 x half>, ptr %t351, align 2
  %t353 = fpext <16 x half> %t352 to <16 x float>
  %t354 = getelementptr float, ptr %a61, i64 %t349
  store <16 x float> %t353, ptr %t354, align 4
  %t355 = add i64 %t349, 16
  store i64 %t355, ptr %a62
  br label %head43
done45:
  store i64 0, ptr %a63
  br label %head46
head46:
  %t356 = load i64, ptr %a63
  %t357 = icmp slt i64 %t356, 28
  br i1 %t357, label %body47, label %done48
body47:
  %t358 = mul i64 %t356, 16
  %t359 = getelementptr float, ptr %a59, i64 %t358
  %t360 = mul i64 %t356, 16
  %t361 = add i64 16, %t360
  %t362 = getelementptr float, ptr %a59, i64 %t361
  %t363 = mul i64 %t356, 16
  %t364 = add i64 32, %t363
  %t365 = getelementptr float, ptr %a59, i64 %t364
  %t366 = mul i64 %t356, 16
  %t367 = add i64 48, %t366
  %t368 = getelementptr float, ptr %a59, i64 %t367
  %t369 = mul i64 %t356, 16
  %t370 = add i64 64, %t369
  %t371 = getelementptr float, ptr %a59, i64 %t370
  %t372 = mul i64 %t356, 16
  %t373 = add i64 80, %t372
  %t374 = getelementptr float, ptr %a59, i64 %t373
  %t375 = mul i64 %t356, 16
  %t376 = add i64 96, %t375
  %t377 = getelementptr float, ptr %a59, i64 %t376
  %t378 = mul i64 %t356, 16
  %t379 = add i64 112, %t378
  %t380 = getelementptr float, ptr %a59, i64 %t379
  %t381 = mul i64 %t356, 16
  %t382 = add i64 128, %t381
  %t383 = getelementptr float, ptr %a59, i64 %t382
  %t384 = mul i64 %t356, 16
  %t385 = add i64 144, %t384
  %t386 = getelementptr float, ptr %a59, i64 %t385
  %t387 = mul i64 %t356, 16
  %t388 = add i64 160, %t387
  %t389 = getelementptr float, ptr %a59, i64 %t388
  %t390 = mul i64 %t356, 16
  %t391 = add i64 176, %t390
  %t392 = getelementptr float, ptr %a59, i64 %t391
  %t393 = mul i64 %t356, 16
  %t394 = add i64 192, %t393
  %t395 = getelementptr float, ptr %a59, i64 %t394
  %t396 = mul i64 %t356, 16
  %t397 = add i64 208, %t396
  %t398 = getelementptr float, ptr %a59, i64 %t397
  %t399 = mul i64 %t356, 32
  %t400 = getelementptr float, ptr %a18, i64 %t399
  %t401 = load <16 x float>, ptr %t400, align 4
  store <16 x float> %t401, ptr %a31
  %t402 = mul i64 %t356, 32
  %t403 = add i64 16, %t402
  %t404 = getelementptr float, ptr %a18, i64 %t403
  %t405 = load <16 x float>, ptr %t404, align 4
  store <16 x float> %t405, ptr %a32
  %t406 = mul i64 %t356, 32
  %t407 = add i64 32, %t406
  %t408 = getelementptr float, ptr %a18, i64 %t407
  %t409 = load <16 x float>, ptr %t408, align 4
  store <16 x float> %t409, ptr %a33
  %t410 = mul i64 %t356, 32
  %t411 = add i64 48, %t410
  %t412 = getelementptr float, ptr %a18, i64 %t411
  %t413 = load <16 x float>, ptr %t412, align 4
  store <16 x float> %t413, ptr %a34
  %t414 = mul i64 %t356, 32
  %t415 = add i64 64, %t414
  %t416 = getelementptr float, ptr %a18, i64 %t415
  %t417 = load <16 x float>, ptr %t416, align 4
  store <16 x float> %t417, ptr %a35
  %t418 = mul i64 %t356, 32
  %t419 = add i64 80, %t418
  %t420 = getelementptr float, ptr %a18, i64 %t419
  %t421 = load <16 x float>, ptr %t420, align 4
  store <16 x float> %t421, ptr %a36
  %t422 = mul i64 %t356, 32
  %t423 = add i64 96, %t422
  %t424 = getelementptr float, ptr %a18, i64 %t423
  %t425 = load <16 x float>, ptr %t424, align 4
  store <16 x float> %t425, ptr %a37
  %t426 = mul i64 %t356, 32
  %t427 = add i64 112, %t426
  %t428 = getelementptr float, ptr %a18, i64 %t427
  %t429 = load <16 x float>, ptr %t428, align 4
  store <16 x float> %t429, ptr %a38
  %t430 = mul i64 %t356, 32
  %t431 = add i64 128, %t430
  %t432 = getelementptr float, ptr %a18, i64 %t431
  %t433 = load <16 x float>, ptr %t432, align 4
  store <16 x float> %t433, ptr %a39
  %t434 = mul i64 %t356, 32
  %t435 = add i64 144, %t434
  %t436 = getelementptr float, ptr %a18, i64 %t435
  %t437 = load <16 x float>, ptr %t436, align 4
  store <16 x float> %t437, ptr %a40
  %t438 = mul i64 %t356, 32
  %t439 = add i64 160, %t438
  %t440 = getelementptr float, ptr %a18, i64 %t439
  %t441 = load <16 x float>, ptr %t440, align 4
  store <16 x float> %t441, ptr %a41
  %t442 = mul i64 %t356, 32
  %t443 = add i64 176, %t442
  %t444 = getelementptr float, ptr %a18, i64 %t443
  %t445 = load <16 x float>, ptr %t444, align 4
  store <16 x float> %t445, ptr %a42
  %t446 = mul i64 %t356, 32
  %t447 = add i64 192, %t446
  %t448 = getelementptr float, ptr %a18, i64 %t447
  %t449 = load <16 x float>, ptr %t448, align 4
  store <16 x float> %t449, ptr %a43
  %t450 = mul i64 %t356, 32
  %t451 = add i64 208, %t450
  %t452 = getelementptr float, ptr %a18, i64 %t451
  %t453 = load <16 x float>, ptr %t452, align 4
  store <16 x float> %t453, ptr %a44
  %t454 = mul i64 %t356, 32
  %t455 = add i64 224, %t454
  %t456 = getelementptr float, ptr %a18, i64 %t455
  %t457 = load <16 x float>, ptr %t456, align 4
  store <16 x float> %t457, ptr %a45
  %t458 = mul i64 %t356, 32
  %t459 = add i64 240, %t458
  %t460 = getelementptr float, ptr %a18, i64 %t459
  %t461 = load <16 x float>, ptr %t460, align 4
  store <16 x float> %t461, ptr %a46
  %t462 = mul i64 %t356, 32
  %t463 = add i64 256, %t462
  %t464 = getelementptr float, ptr %a18, i64 %t463
  %t465 = load <16 x float>, ptr %t464, align 4
  store <16 x float> %t465, ptr %a47
  %t466 = mul i64 %t356, 32
  %t467 = add i64 272, %t466
  %t468 = getelementptr float, ptr %a18, i64 %t467
  %t469 = load <16 x float>, ptr %t468, align 4
  store <16 x float> %t469, ptr %a48
  %t470 = mul i64 %t356, 32
  %t471 = add i64 288, %t470
  %t472 = getelementptr float, ptr %a18, i64 %t471
  %t473 = load <16 x float>, ptr %t472, align 4
  store <16 x float> %t473, ptr %a49
  %t474 = mul i64 %t356, 32
  %t475 = add i64 304, %t474
  %t476 = getelementptr float, ptr %a18, i64 %t475
  %t477 = load <16 x float>, ptr %t476, align 4
  store <16 x float> %t477, ptr %a50
  %t478 = mul i64 %t356, 32
  %t479 = add i64 320, %t478
  %t480 = getelementptr float, ptr %a18, i64 %t479
  %t481 = load <16 x float>, ptr %t480, align 4
  store <16 x float> %t481, ptr %a51
  %t482 = mul i64 %t356, 32
  %t483 = add i64 336, %t482
  %t484 = getelementptr float, ptr %a18, i64 %t483
  %t485 = load <16 x float>, ptr %t484, align 4
  store <16 x float> %t485, ptr %a52
  %t486 = mul i64 %t356, 32
  %t487 = add i64 352, %t486
  %t488 = getelementptr float, ptr %a18, i64 %t487
  %t489 = load <16 x float>, ptr %t488, align 4
  store <16 x float> %t489, ptr %a53
  %t490 = mul i64 %t356, 32
  %t491 = add i64 368, %t490
  %t492 = getelementptr float, ptr %a18, i64 %t491
  %t493 = load <16 x float>, ptr %t492, align 4
  store <16 x float> %t493, ptr %a54
  %t494 = mul i64 %t356, 32
  %t495 = add i64 384, %t494
  %t496 = getelementptr float, ptr %a18, i64 %t495
  %t497 = load <16 x float>, ptr %t496, align 4
  store <16 x float> %t497, ptr %a55
  %t498 = mul i64 %t356, 32
  %t499 = add i64 400, %t498
  %t500 = getelementptr float, ptr %a18, i64 %t499
  %t501 = load <16 x float>, ptr %t500, align 4
  store <16 x float> %t501, ptr %a56
  %t502 = mul i64 %t356, 32
  %t503 = add i64 416, %t502
  %t504 = getelementptr float, ptr %a18, i64 %t503
  %t505 = load <16 x float>, ptr %t504, align 4
  store <16 x float> %t505, ptr %a57
  %t506 = mul i64 %t356, 32
  %t507 = add i64 432, %t506
  %t508 = getelementptr float, ptr %a18, i64 %t507
  %t509 = load <16 x float>, ptr %t508, align 4
  store <16 x float> %t509, ptr %a58
  store i64 0, ptr %a64
  br label %head49
head49:
  %t510 = load i64, ptr %a64
  %t511 = icmp slt i64 %t510, 16
  br i1 %t511, label %body50, label %done51
body50:
  %t512 = mul i64 %t510, 32
  %t513 = getelementptr float, ptr %a61, i64 %t512
  %t514 = load <16 x float>, ptr %t513, align 4
  %t515 = mul i64 %t510, 32
  %t516 = add i64 16, %t515
  %t517 = getelementptr float, ptr %a61, i64 %t516
  %t518 = load <16 x float>, ptr %t517, align 4
  %t519 = getelementptr float, ptr %t359, i64 %t510
  %t520 = load float, ptr %t519, align 4
  %t521 = insertelement <1 x float> poison, float %t520, i64 0
  %t522 = shufflevector <1 x float> %t521, <1 x float> poison, <16 x i32> zeroinitializer
  %t523 = load <16 x float>, ptr %a31
  %t524 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t522, <16 x float> %t514, <16 x float> %t523)
  store <16 x float> %t524, ptr %a31
  %t525 = load <16 x float>, ptr %a32
  %t526 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t522, <16 x float> %t518, <16 x float> %t525)
  store <16 x float> %t526, ptr %a32
  %t527 = getelementptr float, ptr %t362, i64 %t510
  %t528 = load float, ptr %t527, align 4
  %t529 = insertelement <1 x float> poison, float %t528, i64 0
  %t530 = shufflevector <1 x float> %t529, <1 x float> poison, <16 x i32> zeroinitializer
  %t531 = load <16 x float>, ptr %a33
  %t532 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t530, <16 x float> %t514, <16 x float> %t531)
  store <16 x float> %t532, ptr %a33
  %t533 = load <16 x float>, ptr %a34
  %t534 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t530, <16 x float> %t518, <16 x float> %t533)
  store <16 x float> %t534, ptr %a34
  %t535 = getelementptr float, ptr %t365, i64 %t510
  %t536 = load float, ptr %t535, align 4
  %t537 = insertelement <1 x float> poison, float %t536, i64 0
  %t538 = shufflevector <1 x float> %t537, <1 x float> poison, <16 x i32> zeroinitializer
  %t539 = load <16 x float>, ptr %a35
  %t540 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t538, <16 x float> %t514, <16 x float> %t539)
  store <16 x float> %t540, ptr %a35
  %t541 = load <16 x float>, ptr %a36
  %t542 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t538, <16 x float> %t518, <16 x float> %t541)
  store <16 x float> %t542, ptr %a36
  %t543 = getelementptr float, ptr %t368, i64 %t510
  %t544 = load float, ptr %t543, align 4
  %t545 = insertelement <1 x float> poison, float %t544, i64 0
  %t546 = shufflevector <1 x float> %t545, <1 x float> poison, <16 x i32> zeroinitializer
  %t547 = load <16 x float>, ptr %a37
  %t548 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t546, <16 x float> %t514, <16 x float> %t547)
  store <16 x float> %t548, ptr %a37
  %t549 = load <16 x float>, ptr %a38
  %t550 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t546, <16 x float> %t518, <16 x float> %t549)
  store <16 x float> %t550, ptr %a38
  %t551 = getelementptr float, ptr %t371, i64 %t510
  %t552 = load float, ptr %t551, align 4
  %t553 = insertelement <1 x float> poison, float %t552, i64 0
  %t554 = shufflevector <1 x float> %t553, <1 x float> poison, <16 x i32> zeroinitializer
  %t555 = load <16 x float>, ptr %a39
  %t556 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t554, <16 x float> %t514, <16 x float> %t555)
  store <16 x float> %t556, ptr %a39
  %t557 = load <16 x float>, ptr %a40
  %t558 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t554, <16 x float> %t518, <16 x float> %t557)
  store <16 x float> %t558, ptr %a40
  %t559 = getelementptr float, ptr %t374, i64 %t510
  %t560 = load float, ptr %t559, align 4
  %t561 = insertelement <1 x float> poison, float %t560, i64 0
  %t562 = shufflevector <1 x float> %t561, <1 x float> poison, <16 x i32> zeroinitializer
  %t563 = load <16 x float>, ptr %a41
  %t564 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t562, <16 x float> %t514, <16 x float> %t563)
  store <16 x float> %t564, ptr %a41
  %t565 = load <16 x float>, ptr %a42
  %t566 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t562, <16 x float> %t518, <16 x float> %t565)
  store <16 x float> %t566, ptr %a42
  %t567 = getelementptr float, ptr %t377, i64 %t510
  %t568 = load float, ptr %t567, align 4
  %t569 = insertelement <1 x float> poison, float %t568, i64 0
  %t570 = shufflevector <1 x float> %t569, <1 x float> poison, <16 x i32> zeroinitializer
  %t571 = load <16 x float>, ptr %a43
  %t572 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t570, <16 x float> %t514, <16 x float> %t571)
  store <16 x float> %t572, ptr %a43
  %t573 = load <16 x float>, ptr %a44
  %t574 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t570, <16 x float> %t518, <16 x float> %t573)
  store <16 x float> %t574, ptr %a44
  %t575 = getelementptr float, ptr %t380, i64 %t510
  %t576 = load float, ptr %t575, align 4
  %t577 = insertelement <1 x float> poison, float %t576, i64 0
  %t578 = shufflevector <1 x float> %t577, <1 x float> poison, <16 x i32> zeroinitializer
  %t579 = load <16 x float>, ptr %a45
  %t580 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t578, <16 x float> %t514, <16 x float> %t579)
  store <16 x float> %t580, ptr %a45
  %t581 = load <16 x float>, ptr %a46
  %t582 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t578, <16 x float> %t518, <16 x float> %t581)
  store <16 x float> %t582, ptr %a46
  %t583 = getelementptr float, ptr %t383, i64 %t510
  %t584 = load float, ptr %t583, align 4
  %t585 = insertelement <1 x float> poison, float %t584, i64 0
  %t586 = shufflevector <1 x float> %t585, <1 x float> poison, <16 x i32> zeroinitializer
  %t587 = load <16 x float>, ptr %a47
  %t588 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t586, <16 x float> %t514, <16 x float> %t587)
  store <16 x float> %t588, ptr %a47
  %t589 = load <16 x float>, ptr %a48
  %t590 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t586, <16 x float> %t518, <16 x float> %t589)
  store <16 x float> %t590, ptr %a48
  %t591 = getelementptr float, ptr %t386, i64 %t510
  %t592 = load float, ptr %t591, align 4
  %t593 = insertelement <1 x float> poison, float %t592, i64 0
  %t594 = shufflevector <1 x float> %t593, <1 x float> poison, <16 x i32> zeroinitializer
  %t595 = load <16 x float>, ptr %a49
  %t596 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t594, <16 x float> %t514, <16 x float> %t595)
  store <16 x float> %t596, ptr %a49
  %t597 = load <16 x float>, ptr %a50
  %t598 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t594, <16 x float> %t518, <16 x float> %t597)
  store <16 x float> %t598, ptr %a50
  %t599 = getelementptr float, ptr %t389, i64 %t510
  %t600 = load float, ptr %t599, align 4
  %t601 = insertelement <1 x float> poison, float %t600, i64 0
  %t602 = shufflevector <1 x float> %t601, <1 x float> poison, <16 x i32> zeroinitializer
  %t603 = load <16 x float>, ptr %a51
  %t604 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t602, <16 x float> %t514, <16 x float> %t603)
  store <16 x float> %t604, ptr %a51
  %t605 = load <16 x float>, ptr %a52
  %t606 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t602, <16 x float> %t518, <16 x float> %t605)
  store <16 x float> %t606, ptr %a52
  %t607 = getelementptr float, ptr %t392, i64 %t510
  %t608 = load float, ptr %t607, align 4
  %t609 = insertelement <1 x float> poison, float %t608, i64 0
  %t610 = shufflevector <1 x float> %t609, <1 x float> poison, <16 x i32> zeroinitializer
  %t611 = load <16 x float>, ptr %a53
  %t612 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t610, <16 x float> %t514, <16 x float> %t611)
  store <16 x float> %t612, ptr %a53
  %t613 = load <16 x float>, ptr %a54
  %t614 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t610, <16 x float> %t518, <16 x float> %t613)
  store <16 x float> %t614, ptr %a54
  %t615 = getelementptr float, ptr %t395, i64 %t510
  %t616 = load float, ptr %t615, align 4
  %t617 = insertelement <1 x float> poison, float %t616, i64 0
  %t618 = shufflevector <1 x float> %t617, <1 x float> poison, <16 x i32> zeroinitializer
  %t619 = load <16 x float>, ptr %a55
  %t620 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t618, <16 x float> %t514, <16 x float> %t619)
  store <16 x float> %t620, ptr %a55
  %t621 = load <16 x float>, ptr %a56
  %t622 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t618, <16 x float> %t518, <16 x float> %t621)
  store <16 x float> %t622, ptr %a56
  %t623 = getelementptr float, ptr %t398, i64 %t510
  %t624 = load float, ptr %t623, align 4
  %t625 = insertelement <1 x float> poison, float %t624, i64 0
  %t626 = shufflevector <1 x float> %t625, <1 x float> poison, <16 x i32> zeroinitializer
  %t627 = load <16 x float>, ptr %a57
  %t628 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t626, <16 x float> %t514, <16 x float> %t627)
  store <16 x float> %t628, ptr %a57
  %t629 = load <16 x float>, ptr %a58
  %t630 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t626, <16 x float> %t518, <16 x float> %t629)
  store <16 x float> %t630, ptr %a58
  %t631 = add i64 %t510, 1
  store i64 %t631, ptr %a64
  br label %head49
done51:
  %t632 = mul i64 %t356, 32
  %t633 = load <16 x float>, ptr %a31
  %t634 = getelementptr float, ptr %a18, i64 %t632
  store <16 x float> %t633, ptr %t634, align 4
  %t635 = mul i64 %t356, 32
  %t636 = add i64 16, %t635
  %t637 = load <16 x float>, ptr %a32
  %t638 = getelementptr float, ptr %a18, i64 %t636
  store <16 x float> %t637, ptr %t638, align 4
  %t639 = mul i64 %t356, 32
  %t640 = add i64 32, %t639
  %t641 = load <16 x float>, ptr %a33
  %t642 = getelementptr float, ptr %a18, i64 %t640
  store <16 x float> %t641, ptr %t642, align 4
  %t643 = mul i64 %t356, 32
  %t644 = add i64 48, %t643
  %t645 = load <16 x float>, ptr %a34
  %t646 = getelementptr float, ptr %a18, i64 %t644
  store <16 x float> %t645, ptr %t646, align 4
  %t647 = mul i64 %t356, 32
  %t648 = add i64 64, %t647
  %t649 = load <16 x float>, ptr %a35
  %t650 = getelementptr float, ptr %a18, i64 %t648
  store <16 x float> %t649, ptr %t650, align 4
  %t651 = mul i64 %t356, 32
  %t652 = add i64 80, %t651
  %t653 = load <16 x float>, ptr %a36
  %t654 = getelementptr float, ptr %a18, i64 %t652
  store <16 x float> %t653, ptr %t654, align 4
  %t655 = mul i64 %t356, 32
  %t656 = add i64 96, %t655
  %t657 = load <16 x float>, ptr %a37
  %t658 = getelementptr float, ptr %a18, i64 %t656
  store <16 x float> %t657, ptr %t658, align 4
  %t659 = mul i64 %t356, 32
  %t660 = add i64 112, %t659
  %t661 = load <16 x float>, ptr %a38
  %t662 = getelementptr float, ptr %a18, i64 %t660
  store <16 x float> %t661, ptr %t662, align 4
  %t663 = mul i64 %t356, 32
  %t664 = add i64 128, %t663
  %t665 = load <16 x float>, ptr %a39
  %t666 = getelementptr float, ptr %a18, i64 %t664
  store <16 x float> %t665, ptr %t666, align 4
  %t667 = mul i64 %t356, 32
  %t668 = add i64 144, %t667
  %t669 = load <16 x float>, ptr %a40
  %t670 = getelementptr float, ptr %a18, i64 %t668
  store <16 x float> %t669, ptr %t670, align 4
  %t671 = mul i64 %t356, 32
  %t672 = add i64 160, %t671
  %t673 = load <16 x float>, ptr %a41
  %t674 = getelementptr float, ptr %a18, i64 %t672
  store <16 x float> %t673, ptr %t674, align 4
  %t675 = mul i64 %t356, 32
  %t676 = add i64 176, %t675
  %t677 = load <16 x float>, ptr %a42
  %t678 = getelementptr float, ptr %a18, i64 %t676
  store <16 x float> %t677, ptr %t678, align 4
  %t679 = mul i64 %t356, 32
  %t680 = add i64 192, %t679
  %t681 = load <16 x float>, ptr %a43
  %t682 = getelementptr float, ptr %a18, i64 %t680
  store <16 x float> %t681, ptr %t682, align 4
  %t683 = mul i64 %t356, 32
  %t684 = add i64 208, %t683
  %t685 = load <16 x float>, ptr %a44
  %t686 = getelementptr float, ptr %a18, i64 %t684
  store <16 x float> %t685, ptr %t686, align 4
  %t687 = mul i64 %t356, 32
  %t688 = add i64 224, %t687
  %t689 = load <16 x float>, ptr %a45
  %t690 = getelementptr float, ptr %a18, i64 %t688
  store <16 x float> %t689, ptr %t690, align 4
  %t691 = mul i64 %t356, 32
  %t692 = add i64 240, %t691
  %t693 = load <16 x float>, ptr %a46
  %t694 = getelementptr float, ptr %a18, i64 %t692
  store <16 x float> %t693, ptr %t694, align 4
  %t695 = mul i64 %t356, 32
  %t696 = add i64 256, %t695
  %t697 = load <16 x float>, ptr %a47
  %t698 = getelementptr float, ptr %a18, i64 %t696
  store <16 x float> %t697, ptr %t698, align 4
  %t699 = mul i64 %t356, 32
  %t700 = add i64 272, %t699
  %t701 = load <16 x float>, ptr %a48
  %t702 = getelementptr float, ptr %a18, i64 %t700
  store <16 x float> %t701, ptr %t702, align 4
  %t703 = mul i64 %t356, 32
  %t704 = add i64 288, %t703
  %t705 = load <16 x float>, ptr %a49
  %t706 = getelementptr float, ptr %a18, i64 %t704
  store <16 x float> %t705, ptr %t706, align 4
  %t707 = mul i64 %t356, 32
  %t708 = add i64 304, %t707
  %t709 = load <16 x float>, ptr %a50
  %t710 = getelementptr float, ptr %a18, i64 %t708
  store <16 x float> %t709, ptr %t710, align 4
  %t711 = mul i64 %t356, 32
  %t712 = add i64 320, %t711
  %t713 = load <16 x float>, ptr %a51
  %t714 = getelementptr float, ptr %a18, i64 %t712
  store <16 x float> %t713, ptr %t714, align 4
  %t715 = mul i64 %t356, 32
  %t716 = add i64 336, %t715
  %t717 = load <16 x float>, ptr %a52
  %t718 = getelementptr float, ptr %a18, i64 %t716
  store <16 x float> %t717, ptr %t718, align 4
  %t719 = mul i64 %t356, 32
  %t720 = add i64 352, %t719
  %t721 = load <16 x float>, ptr %a53
  %t722 = getelementptr float, ptr %a18, i64 %t720
  store <16 x float> %t721, ptr %t722, align 4
  %t723 = mul i64 %t356, 32
  %t724 = add i64 368, %t723
  %t725 = load <16 x float>, ptr %a54
  %t726 = getelementptr float, ptr %a18, i64 %t724
  store <16 x float> %t725, ptr %t726, align 4
  %t727 = mul i64 %t356, 32
  %t728 = add i64 384, %t727
  %t729 = load <16 x float>, ptr %a55
  %t730 = getelementptr float, ptr %a18, i64 %t728
  store <16 x float> %t729, ptr %t730, align 4
  %t731 = mul i64 %t356, 32
  %t732 = add i64 400, %t731
  %t733 = load <16 x float>, ptr %a56
  %t734 = getelementptr float, ptr %a18, i64 %t732
  store <16 x float> %t733, ptr %t734, align 4
  %t735 = mul i64 %t356, 32
  %t736 = add i64 416, %t735
  %t737 = load <16 x float>, ptr %a57
  %t738 = getelementptr float, ptr %a18, i64 %t736
  store <16 x float> %t737, ptr %t738, align 4
  %t739 = mul i64 %t356, 32
  %t740 = add i64 432, %t739
  %t741 = load <16 x float>, ptr %a58
  %t742 = getelementptr float, ptr %a18, i64 %t740
  store <16 x float> %t741, ptr %t742, align 4
  %t743 = add i64 %t356, 14
  store i64 %t743, ptr %a63
  br label %head46
done48:
  %t744 = mul i64 28, 16
  %t745 = getelementptr float, ptr %a59, i64 %t744
  %t746 = mul i64 28, 16
  %t747 = add i64 16, %t746
  %t748 = getelementptr float, ptr %a59, i64 %t747
  %t749 = mul i64 28, 16
  %t750 = add i64 32, %t749
  %t751 = getelementptr float, ptr %a59, i64 %t750
  %t752 = mul i64 28, 16
  %t753 = add i64 48, %t752
  %t754 = getelementptr float, ptr %a59, i64 %t753
  %t755 = mul i64 28, 32
  %t756 = getelementptr float, ptr %a18, i64 %t755
  %t757 = load <16 x float>, ptr %t756, align 4
  store <16 x float> %t757, ptr %a31
  %t758 = mul i64 28, 32
  %t759 = add i64 16, %t758
  %t760 = getelementptr float, ptr %a18, i64 %t759
  %t761 = load <16 x float>, ptr %t760, align 4
  store <16 x float> %t761, ptr %a32
  %t762 = mul i64 28, 32
  %t763 = add i64 32, %t762
  %t764 = getelementptr float, ptr %a18, i64 %t763
  %t765 = load <16 x float>, ptr %t764, align 4
  store <16 x float> %t765, ptr %a33
  %t766 = mul i64 28, 32
  %t767 = add i64 48, %t766
  %t768 = getelementptr float, ptr %a18, i64 %t767
  %t769 = load <16 x float>, ptr %t768, align 4
  store <16 x float> %t769, ptr %a34
  %t770 = mul i64 28, 32
  %t771 = add i64 64, %t770
  %t772 = getelementptr float, ptr %a18, i64 %t771
  %t773 = load <16 x float>, ptr %t772, align 4
  store <16 x float> %t773, ptr %a35
  %t774 = mul i64 28, 32
  %t775 = add i64 80, %t774
  %t776 = getelementptr float, ptr %a18, i64 %t775
  %t777 = load <16 x float>, ptr %t776, align 4
  store <16 x float> %t777, ptr %a36
  %t778 = mul i64 28, 32
  %t779 = add i64 96, %t778
  %t780 = getelementptr float, ptr %a18, i64 %t779
  %t781 = load <16 x float>, ptr %t780, align 4
  store <16 x float> %t781, ptr %a37
  %t782 = mul i64 28, 32
  %t783 = add i64 112, %t782
  %t784 = getelementptr float, ptr %a18, i64 %t783
  %t785 = load <16 x float>, ptr %t784, align 4
  store <16 x float> %t785, ptr %a38
  store i64 0, ptr %a65
  br label %head52
head52:
  %t786 = load i64, ptr %a65
  %t787 = icmp slt i64 %t786, 16
  br i1 %t787, label %body53, label %done54
body53:
  %t788 = mul i64 %t786, 32
  %t789 = getelementptr float, ptr %a61, i64 %t788
  %t790 = load <16 x float>, ptr %t789, align 4
  %t791 = mul i64 %t786, 32
  %t792 = add i64 16, %t791
  %t793 = getelementptr float, ptr %a61, i64 %t792
  %t794 = load <16 x float>, ptr %t793, align 4
  %t795 = getelementptr float, ptr %t745, i64 %t786
  %t796 = load float, ptr %t795, align 4
  %t797 = insertelement <1 x float> poison, float %t796, i64 0
  %t798 = shufflevector <1 x float> %t797, <1 x float> poison, <16 x i32> zeroinitializer
  %t799 = load <16 x float>, ptr %a31
  %t800 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t798, <16 x float> %t790, <16 x float> %t799)
  store <16 x float> %t800, ptr %a31
  %t801 = load <16 x float>, ptr %a32
  %t802 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t798, <16 x float> %t794, <16 x float> %t801)
  store <16 x float> %t802, ptr %a32
  %t803 = getelementptr float, ptr %t748, i64 %t786
  %t804 = load float, ptr %t803, align 4
  %t805 = insertelement <1 x float> poison, float %t804, i64 0
  %t806 = shufflevector <1 x float> %t805, <1 x float> poison, <16 x i32> zeroinitializer
  %t807 = load <16 x float>, ptr %a33
  %t808 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t806, <16 x float> %t790, <16 x float> %t807)
  store <16 x float> %t808, ptr %a33
  %t809 = load <16 x float>, ptr %a34
  %t810 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t806, <16 x float> %t794, <16 x float> %t809)
  store <16 x float> %t810, ptr %a34
  %t811 = getelementptr float, ptr %t751, i64 %t786
  %t812 = load float, ptr %t811, align 4
  %t813 = insertelement <1 x float> poison, float %t812, i64 0
  %t814 = shufflevector <1 x float> %t813, <1 x float> poison, <16 x i32> zeroinitializer
  %t815 = load <16 x float>, ptr %a35
  %t816 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t814, <16 x float> %t790, <16 x float> %t815)
  store <16 x float> %t816, ptr %a35
  %t817 = load <16 x float>, ptr %a36
  %t818 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t814, <16 x float> %t794, <16 x float> %t817)
  store <16 x float> %t818, ptr %a36
  %t819 = getelementptr float, ptr %t754, i64 %t786
  %t820 = load float, ptr %t819, align 4
  %t821 = insertelement <1 x float> poison, float %t820, i64 0
  %t822 = shufflevector <1 x float> %t821, <1 x float> poison, <16 x i32> zeroinitializer
  %t823 = load <16 x float>, ptr %a37
  %t824 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t822, <16 x float> %t790, <16 x float> %t823)
  store <16 x float> %t824, ptr %a37
  %t825 = load <16 x float>, ptr %a38
  %t826 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t822, <16 x float> %t794, <16 x float> %t825)
  store <16 x float> %t826, ptr %a38
  %t827 = add i64 %t786, 1
  store i64 %t827, ptr %a65
  br label %head52
done54:
  %t828 = mul i64 28, 32
  %t829 = load <16 x float>, ptr %a31
  %t830 = getelementptr float, ptr %a18, i64 %t828
  store <16 x float> %t829, ptr %t830, align 4
  %t831 = mul i64 28, 32
  %t832 = add i64 16, %t831
  %t833 = load <16 x float>, ptr %a32
  %t834 = getelementptr float, ptr %a18, i64 %t832
  store <16 x float> %t833, ptr %t834, align 4
  %t835 = mul i64 28, 32
  %t836 = add i64 32, %t835
  %t837 = load <16 x float>, ptr %a33
  %t838 = getelementptr float, ptr %a18, i64 %t836
  store <16 x float> %t837, ptr %t838, align 4
  %t839 = mul i64 28, 32
  %t840 = add i64 48, %t839
  %t841 = load <16 x float>, ptr %a34
  %t842 = getelementptr float, ptr %a18, i64 %t840
  store <16 x float> %t841, ptr %t842, align 4
  %t843 = mul i64 28, 32
  %t844 = add i64 64, %t843
  %t845 = load <16 x float>, ptr %a35
  %t846 = getelementptr float, ptr %a18, i64 %t844
  store <16 x float> %t845, ptr %t846, align 4
  %t847 = mul i64 28, 32
  %t848 = add i64 80, %t847
  %t849 = load <16 x float>, ptr %a36
  %t850 = getelementptr float, ptr %a18, i64 %t848
  store <16 x float> %t849, ptr %t850, align 4
  %t851 = mul i64 28, 32
  %t852 = add i64 96, %t851
  %t853 = load <16 x float>, ptr %a37
  %t854 = getelementptr float, ptr %a18, i64 %t852
  store <16 x float> %t853, ptr %t854, align 4
  %t855 = mul i64 28, 32
  %t856 = add i64 112, %t855
  %t857 = load <16 x float>, ptr %a38
  %t858 = getelementptr float, ptr %a18, i64 %t856
  store <16 x float> %t857, ptr %t858, align 4
  %t859 = mul i32 16, %arg7
  %t861 = sext i32 %t859 to i64
  %t862 = add i64 %t196, %t861
  %t863 = mul i32 16, %arg8
  %t865 = sext i32 %t863 to i64
  %t866 = add i64 %t197, %t865
  store i64 %t862, ptr %a19
  store i64 %t866, ptr %a20
  %t867 = add i32 %t192, 1
  store i32 %t867, ptr %a21
  br label %for19
for_end21:
  %t868 = load i64, ptr %a19
  %t869 = load i64, ptr %a20
  store i64 0, ptr %a67
  br label %head55
head55:
  %t870 = load i64, ptr %a67
  %t871 = icmp slt i64 %t870, 32
  br i1 %t871, label %body56, label %done57
body56:
  %t872 = insertelement <1 x i32> poison, i32 %arg10, i64 0
  %t873 = shufflevector <1 x i32> %t872, <1 x i32> poison, <16 x i32> zeroinitializer
  %t874 = insertelement <1 x i32> poison, i32 %t63, i64 0
  %t875 = shufflevector <1 x i32> %t874, <1 x i32> poison, <16 x i32> zeroinitializer
  %t876 = trunc i64 %t870 to i32
  %t877 = insertelement <1 x i32> poison, i32 %t876, i64 0
  %t878 = shufflevector <1 x i32> %t877, <1 x i32> poison, <16 x i32> zeroinitializer
  %t879 = add <16 x i32> %t878, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t880 = add <16 x i32> %t875, %t879
  %t881 = mul <16 x i32> %t880, %t873
  %t882 = insertelement <1 x ptr> poison, ptr %arg2, i64 0
  %t883 = shufflevector <1 x ptr> %t882, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t885 = sext <16 x i32> %t881 to <16 x i64>
  %t884 = getelementptr float, <16 x ptr> %t883, <16 x i64> %t885
  %t886 = getelementptr ptr, ptr %a66, i64 %t870
  store <16 x ptr> %t884, ptr %t886, align 8
  %t887 = add i64 %t870, 16
  store i64 %t887, ptr %a67
  br label %head55
done57:
  store i64 0, ptr %a69
  br label %head58
head58:
  %t888 = load i64, ptr %a69
  %t889 = icmp slt i64 %t888, 32
  br i1 %t889, label %body59, label %done60
body59:
  %t890 = insertelement <1 x i32> poison, i32 %arg11, i64 0
  %t891 = shufflevector <1 x i32> %t890, <1 x i32> poison, <16 x i32> zeroinitializer
  %t892 = insertelement <1 x i32> poison, i32 %t64, i64 0
  %t893 = shufflevector <1 x i32> %t892, <1 x i32> poison, <16 x i32> zeroinitializer
  %t894 = trunc i64 %t888 to i32
  %t895 = insertelement <1 x i32> poison, i32 %t894, i64 0
  %t896 = shufflevector <1 x i32> %t895, <1 x i32> poison, <16 x i32> zeroinitializer
  %t897 = add <16 x i32> %t896, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t898 = add <16 x i32> %t893, %t897
  %t899 = mul <16 x i32> %t898, %t891
  %t900 = getelementptr i32, ptr %a68, i64 %t888
  store <16 x i32> %t899, ptr %t900, align 4
  %t901 = add i64 %t888, 16
  store i64 %t901, ptr %a69
  br label %head58
done60:
  store i64 0, ptr %a71
  br label %head61
head61:
  %t902 = load i64, ptr %a71
  %t903 = icmp slt i64 %t902, 1024
  br i1 %t903, label %body62, label %done63
body62:
  %t904 = udiv i64 %t902, 32
  %t905 = urem i64 %t904, 32
  %t906 = getelementptr ptr, ptr %a66, i64 %t905
  %t907 = load ptr, ptr %t906, align 8
  %t908 = insertelement <1 x ptr> poison, ptr %t907, i64 0
  %t909 = shufflevector <1 x ptr> %t908, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t910 = urem i64 %t902, 32
  %t911 = getelementptr i32, ptr %a68, i64 %t910
  %t912 = load <16 x i32>, ptr %t911, align 4
  %t914 = sext <16 x i32> %t912 to <16 x i64>
  %t913 = getelementptr float, <16 x ptr> %t909, <16 x i64> %t914
  %t915 = getelementptr ptr, ptr %a70, i64 %t902
  store <16 x ptr> %t913, ptr %t915, align 8
  %t916 = add i64 %t902, 16
  store i64 %t916, ptr %a71
  br label %head61
done63:
  store i64 0, ptr %a74
  br label %head64
head64:
  %t917 = load i64, ptr %a74
  %t918 = icmp slt i64 %t917, 32
  br i1 %t918, label %body65, label %done66
body65:
  %t919 = insertelement <1 x i32> poison, i32 %arg3, i64 0
  %t920 = shufflevector <1 x i32> %t919, <1 x i32> poison, <16 x i32> zeroinitializer
  %t921 = insertelement <1 x i32> poison, i32 %t63, i64 0
  %t922 = shufflevector <1 x i32> %t921, <1 x i32> poison, <16 x i32> zeroinitializer
  %t923 = trunc i64 %t917 to i32
  %t924 = insertelement <1 x i32> poison, i32 %t923, i64 0
  %t925 = shufflevector <1 x i32> %t924, <1 x i32> poison, <16 x i32> zeroinitializer
  %t926 = add <16 x i32> %t925, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t927 = add <16 x i32> %t922, %t926
  %t928 = icmp slt <16 x i32> %t927, %t920
  %t929 = insertelement <1 x i32> poison, i32 %arg4, i64 0
  %t930 = shufflevector <1 x i32> %t929, <1 x i32> poison, <16 x i32> zeroinitializer
  %t931 = insertelement <1 x i32> poison, i32 %t64, i64 0
  %t932 = shufflevector <1 x i32> %t931, <1 x i32> poison, <16 x i32> zeroinitializer
  %t933 = add <16 x i32> %t932, %t926
  %t934 = icmp slt <16 x i32> %t933, %t930
  %t935 = zext <16 x i1> %t928 to <16 x i8>
  %t936 = getelementptr i8, ptr %a72, i64 %t917
  store <16 x i8> %t935, ptr %t936, align 1
  %t937 = zext <16 x i1> %t934 to <16 x i8>
  %t938 = getelementptr i8, ptr %a73, i64 %t917
  store <16 x i8> %t937, ptr %t938, align 1
  %t939 = add i64 %t917, 16
  store i64 %t939, ptr %a74
  br label %head64
done66:
  store i1 true, ptr %a75
  store i64 0, ptr %a76
  br label %head67
head67:
  %t940 = load i64, ptr %a76
  %t941 = icmp slt i64 %t940, 32
  br i1 %t941, label %body68, label %done69
body68:
  %t942 = insertelement <1 x i32> poison, i32 %t63, i64 0
  %t943 = shufflevector <1 x i32> %t942, <1 x i32> poison, <16 x i32> zeroinitializer
  %t944 = trunc i64 %t940 to i32
  %t945 = insertelement <1 x i32> poison, i32 %t944, i64 0
  %t946 = shufflevector <1 x i32> %t945, <1 x i32> poison, <16 x i32> zeroinitializer
  %t947 = add <16 x i32> %t946, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t948 = add <16 x i32> %t943, %t947
  %t949 = insertelement <1 x i32> poison, i32 %arg3, i64 0
  %t950 = shufflevector <1 x i32> %t949, <1 x i32> poison, <16 x i32> zeroinitializer
  %t951 = icmp slt <16 x i32> %t948, %t950
  %t952 = call i1 @llvm.vector.reduce.and.v16i1(<16 x i1> %t951)
  %t953 = load i1, ptr %a75
  %t954 = and i1 %t953, %t952
  store i1 %t954, ptr %a75
  %t955 = add i64 %t940, 16
  store i64 %t955, ptr %a76
  br label %head67
done69:
  %t956 = load i1, ptr %a75
  %t957 = insertelement <1 x i32> poison, i32 %t64, i64 0
  %t958 = shufflevector <1 x i32> %t957, <1 x i32> poison, <1 x i32> zeroinitializer
  %t959 = trunc i64 0 to i32
  %t960 = insertelement <1 x i32> poison, i32 %t959, i64 0
  %t961 = shufflevector <1 x i32> %t960, <1 x i32> poison, <1 x i32> zeroinitializer
  %t962 = add <1 x i32> %t961, <i32 0>
  %t963 = add <1 x i32> %t958, %t962
  %t964 = extractelement <1 x i32> %t963, i64 0
  %t965 = insertelement <1 x i32> poison, i32 %t64, i64 0
  %t966 = shufflevector <1 x i32> %t965, <1 x i32> poison, <1 x i32> zeroinitializer
  %t967 = trunc i64 31 to i32
  %t968 = insertelement <1 x i32> poison, i32 %t967, i64 0
  %t969 = shufflevector <1 x i32> %t968, <1 x i32> poison, <1 x i32> zeroinitializer
  %t970 = add <1 x i32> %t969, <i32 0>
  %t971 = add <1 x i32> %t966, %t970
  %t972 = extractelement <1 x i32> %t971, i64 0
  %t973 = icmp sle i32 %t964, %t972
  %t974 = icmp slt i32 %t972, %arg4
  %t975 = and i1 %t973, %t974
  %t976 = and i1 %t956, %t975
  br i1 %t976, label %in_bounds71, label %masked72
in_bounds71:
  store i64 0, ptr %a77
  br label %head73
head73:
  %t977 = load i64, ptr %a77
  %t978 = icmp slt i64 %t977, 1024
  br i1 %t978, label %body74, label %done75
body74:
  %t979 = udiv i64 %t977, 32
  %t980 = urem i64 %t979, 32
  %t981 = getelementptr i8, ptr %a72, i64 %t980
  %t982 = load i8, ptr %t981, align 1
  %t983 = trunc i8 %t982 to i1
  %t984 = insertelement <1 x i1> poison, i1 %t983, i64 0
  %t985 = shufflevector <1 x i1> %t984, <1 x i1> poison, <16 x i32> zeroinitializer
  %t986 = urem i64 %t977, 32
  %t987 = getelementptr i8, ptr %a73, i64 %t986
  %t988 = load <16 x i8>, ptr %t987, align 1
  %t989 = trunc <16 x i8> %t988 to <16 x i1>
  %t990 = and <16 x i1> %t985, %t989
  %t991 = udiv i64 %t977, 32
  %t992 = urem i64 %t991, 32
  %t993 = getelementptr ptr, ptr %a66, i64 %t992
  %t994 = load ptr, ptr %t993, align 8
  %t995 = insertelement <1 x ptr> poison, ptr %t994, i64 0
  %t996 = shufflevector <1 x ptr> %t995, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t997 = urem i64 %t977, 32
  %t998 = getelementptr i32, ptr %a68, i64 %t997
  %t999 = load <16 x i32>, ptr %t998, align 4
  %t1001 = sext <16 x i32> %t999 to <16 x i64>
  %t1000 = getelementptr float, <16 x ptr> %t996, <16 x i64> %t1001
  %t1002 = getelementptr float, ptr %a18, i64 %t977
  %t1003 = load <16 x float>, ptr %t1002, align 4
  call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %t1003, <16 x ptr> align 4 %t1000, <16 x i1> splat (i1 true))
  %t1004 = add i64 %t977, 16
  store i64 %t1004, ptr %a77
  br label %head73
done75:
  br label %versions_done70
masked72:
  store i64 0, ptr %a78
  br label %head76
head76:
  %t1005 = load i64, ptr %a78
  %t1006 = icmp slt i64 %t1005, 1024
  br i1 %t1006, label %body77, label %done78
body77:
  %t1007 = udiv i64 %t1005, 32
  %t1008 = urem i64 %t1007, 32
  %t1009 = getelementptr i8, ptr %a72, i64 %t1008
  %t1010 = load i8, ptr %t1009, align 1
  %t1011 = trunc i8 %t1010 to i1
  %t1012 = insertelement <1 x i1> poison, i1 %t1011, i64 0
  %t1013 = shufflevector <1 x i1> %t1012, <1 x i1> poison, <16 x i32> zeroinitializer
  %t1014 = urem i64 %t1005, 32
  %t1015 = getelementptr i8, ptr %a73, i64 %t1014
  %t1016 = load <16 x i8>, ptr %t1015, align 1
  %t1017 = trunc <16 x i8> %t1016 to <16 x i1>
  %t1018 = and <16 x i1> %t1013, %t1017
  %t1019 = udiv i64 %t1005, 32
  %t1020 = urem i64 %t1019, 32
  %t1021 = getelementptr ptr, ptr %a66, i64 %t1020
  %t1022 = load ptr, ptr %t1021, align 8
  %t1023 = insertelement <1 x ptr> poison, ptr %t1022, i64 0
  %t1024 = shufflevector <1 x ptr> %t1023, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t1025 = urem i64 %t1005, 32
  %t1026 = getelementptr i32, ptr %a68, i64 %t1025
  %t1027 = load <16 x i32>, ptr %t1026, align 4
  %t1029 = sext <16 x i32> %t1027 to <16 x i64>
  %t1028 = getelementptr float, <16 x ptr> %t1024, <16 x i64> %t1029
  %t1030 = getelementptr float, ptr %a18, i64 %t1005
  %t1031 = load <16 x float>, ptr %t1030, align 4
  call void @llvm.masked.scatter.v16f32.v16p0(<16 x float> %t1031, <16 x ptr> align 4 %t1028, <16 x i1> %t1018)
  %t1032 = add i64 %t1005, 16
  store i64 %t1032, ptr %a78
  br label %head76
done78:
  br label %versions_done70
versions_done70:
  ret void
}

define internal i64 @matmul_kernel.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %lo, i64 %hi, i64 %chunk, ptr %rt) noinline "no-builtin-memcpy" {
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
  call void @matmul_kernel.program(ptr %args, i32 %x, i32 %y, i32 %z, i32 %nx, i32 %ny, i32 %nz, ptr %rt)
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

define void @matmul_kernel_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
entry:
  %ran = call i64 @matmul_kernel.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 0, i64 %total, i64 %chunk, ptr %rt)
  ret void
}

define i64 @matmul_kernel_omp(ptr %job) {
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
  %got = call i64 @matmul_kernel.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %ctr, i64 %lo, i64 %hi, i64 %chunk, ptr %rt)
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