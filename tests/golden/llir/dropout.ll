; tritium CPU kernel dropout_kernel
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define internal void @dropout_kernel.program(ptr noalias %args, i32 %pid0, i32 %pid1, i32 %pid2, i32 %np0, i32 %np1, i32 %np2, ptr %rt) {
entry:
  %a0 = alloca i32, i64 64, align 64
  %a1 = alloca i8, i64 64, align 64
  %a2 = alloca float, i64 64, align 64
  %a3 = alloca i32, i64 64, align 64
  %a4 = alloca i64, i64 1, align 16
  %a5 = alloca i32, i64 64, align 64
  %a6 = alloca i32, i64 64, align 64
  %a7 = alloca i32, i64 64, align 64
  %a8 = alloca i32, i64 64, align 64
  %a9 = alloca i32, i64 64, align 64
  %a10 = alloca i64, i64 1, align 16
  %a11 = alloca i32, i64 64, align 64
  %a12 = alloca i32, i64 64, align 64
  %a13 = alloca i32, i64 64, align 64
  %a14 = alloca i32, i64 64, align 64
  %a15 = alloca i64, i64 1, align 16
  %a16 = alloca i32, i64 64, align 64
  %a17 = alloca i32, i64 64, align 64
  %a18 = alloca i32, i64 64, align 64
  %a19 = alloca i32, i64 64, align 64
  %a20 = alloca i64, i64 1, align 16
  %a21 = alloca i32, i64 64, align 64
  %a22 = alloca i32, i64 64, align 64
  %a23 = alloca i32, i64 64, align 64
  %a24 = alloca i32, i64 64, align 64
  %a25 = alloca i64, i64 1, align 16
  %a26 = alloca i32, i64 64, align 64
  %a27 = alloca i32, i64 64, align 64
  %a28 = alloca i32, i64 64, align 64
  %a29 = alloca i32, i64 64, align 64
  %a30 = alloca i64, i64 1, align 16
  %a31 = alloca i32, i64 64, align 64
  %a32 = alloca i32, i64 64, align 64
  %a33 = alloca i32, i64 64, align 64
  %a34 = alloca i32, i64 64, align 64
  %a35 = alloca i64, i64 1, align 16
  %a36 = alloca i32, i64 64, align 64
  %a37 = alloca i32, i64 64, align 64
  %a38 = alloca i32, i64 64, align 64
  %a39 = alloca i32, i64 64, align 64
  %a40 = alloca i64, i64 1, align 16
  %a41 = alloca i32, i64 64, align 64
  %a42 = alloca i32, i64 64, align 64
  %a43 = alloca i32, i64 64, align 64
  %a44 = alloca i64, i64 1, align 16
  %a45 = alloca i32, i64 64, align 64
  %a46 = alloca i32, i64 64, align 64
  %a47 = alloca i64, i64 1, align 16
  %a48 = alloca i8, i64 64, align 64
  %a49 = alloca ptr, i64 64, align 64
  %a50 = alloca i64, i64 1, align 16
  %a51 = alloca i64, i64 1, align 16
  %argp0 = getelementptr i8, ptr %args, i64 0
  %arg0 = load ptr, ptr %argp0
  %argp1 = getelementptr i8, ptr %args, i64 8
  %arg1 = load ptr, ptr %argp1
  %argp2 = getelementptr i8, ptr %args, i64 16
  %arg2 = load i32, ptr %argp2
  %argp3 = getelementptr i8, ptr %args, i64 24
  %arg3 = load float, ptr %argp3
  %argp4 = getelementptr i8, ptr %args, i64 32
  %arg4 = load i32, ptr %argp4
  %t1 = mul i32 %pid0, 64
  store i64 0, ptr %a4
  br label %head1
head1:
  %t2 = load i64, ptr %a4
  %t3 = icmp slt i64 %t2, 64
  br i1 %t3, label %body2, label %done3
body2:
  %t4 = trunc i64 %t2 to i32
  %t5 = insertelement <1 x i32> poison, i32 %t4, i64 0
  %t6 = shufflevector <1 x i32> %t5, <1 x i32> poison, <16 x i32> zeroinitializer
  %t7 = add <16 x i32> %t6, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t8 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t9 = shufflevector <1 x i32> %t8, <1 x i32> poison, <16 x i32> zeroinitializer
  %t10 = add <16 x i32> %t9, %t7
  %t11 = insertelement <1 x i32> poison, i32 %arg2, i64 0
  %t12 = shufflevector <1 x i32> %t11, <1 x i32> poison, <16 x i32> zeroinitializer
  %t13 = icmp slt <16 x i32> %t10, %t12
  %t14 = insertelement <1 x ptr> poison, ptr %arg0, i64 0
  %t15 = shufflevector <1 x ptr> %t14, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t17 = sext <16 x i32> %t10 to <16 x i64>
  %t16 = getelementptr float, <16 x ptr> %t15, <16 x i64> %t17
  %t19 = extractelement <16 x ptr> %t16, i64 0
  %t20 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t19, <16 x i1> %t13, <16 x float> zeroinitializer)
  %t21 = getelementptr i32, ptr %a0, i64 %t2
  store <16 x i32> %t10, ptr %t21, align 4
  %t22 = zext <16 x i1> %t13 to <16 x i8>
  %t23 = getelementptr i8, ptr %a1, i64 %t2
  store <16 x i8> %t22, ptr %t23, align 1
  %t24 = getelementptr float, ptr %a2, i64 %t2
  store <16 x float> %t20, ptr %t24, align 4
  %t25 = getelementptr i32, ptr %a3, i64 %t2
  store <16 x i32> splat (i32 0), ptr %t25, align 4
  %t26 = add i64 %t2, 16
  store i64 %t26, ptr %a4
  br label %head1
done3:
  %t28 = sext i32 %arg4 to i64
  %t30 = icmp uge i64 32, 64
  %t31 = select i1 %t30, i64 0, i64 32
  %t32 = lshr i64 %t28, %t31
  %t33 = select i1 %t30, i64 0, i64 %t32
  %t34 = and i64 %t33, 4294967295
  %t36 = trunc i64 %t34 to i32
  %t37 = and i64 %t28, 4294967295
  %t39 = trunc i64 %t37 to i32
  store i64 0, ptr %a10
  br label %head4
head4:
  %t40 = load i64, ptr %a10
  %t41 = icmp slt i64 %t40, 64
  br i1 %t41, label %body5, label %done6
body5:
  %t42 = insertelement <1 x i32> poison, i32 %t39, i64 0
  %t43 = shufflevector <1 x i32> %t42, <1 x i32> poison, <16 x i32> zeroinitializer
  %t44 = getelementptr i32, ptr %a0, i64 %t40
  %t45 = load <16 x i32>, ptr %t44, align 4
  %t47 = zext <16 x i32> splat (i32 -766435501) to <16 x i64>
  %t48 = zext <16 x i32> %t45 to <16 x i64>
  %t49 = mul <16 x i64> %t47, %t48
  %t50 = lshr <16 x i64> %t49, splat (i64 32)
  %t46 = trunc <16 x i64> %t50 to <16 x i32>
  %t51 = insertelement <1 x i32> poison, i32 %t36, i64 0
  %t52 = shufflevector <1 x i32> %t51, <1 x i32> poison, <16 x i32> zeroinitializer
  %t53 = xor <16 x i32> %t46, %t52
  %t54 = mul <16 x i32> splat (i32 -766435501), %t45
  %t55 = getelementptr i32, ptr %a5, i64 %t40
  store <16 x i32> splat (i32 -845247145), ptr %t55, align 4
  %t56 = getelementptr i32, ptr %a6, i64 %t40
  store <16 x i32> %t43, ptr %t56, align 4
  %t57 = getelementptr i32, ptr %a7, i64 %t40
  store <16 x i32> splat (i32 -766435501), ptr %t57, align 4
  %t58 = getelementptr i32, ptr %a8, i64 %t40
  store <16 x i32> %t53, ptr %t58, align 4
  %t59 = getelementptr i32, ptr %a9, i64 %t40
  store <16 x i32> %t54, ptr %t59, align 4
  %t60 = add i64 %t40, 16
  store i64 %t60, ptr %a10
  br label %head4
done6:
  %t61 = add i32 %t39, -1640531527
  %t62 = add i32 %t36, -1150833019
  store i64 0, ptr %a15
  br label %head7
head7:
  %t63 = load i64, ptr %a15
  %t64 = icmp slt i64 %t63, 64
  br i1 %t64, label %body8, label %done9
body8:
  %t65 = getelementptr i32, ptr %a5, i64 %t63
  %t66 = load <16 x i32>, ptr %t65, align 4
  %t67 = getelementptr i32, ptr %a8, i64 %t63
  %t68 = load <16 x i32>, ptr %t67, align 4
  %t70 = zext <16 x i32> %t66 to <16 x i64>
  %t71 = zext <16 x i32> %t68 to <16 x i64>
  %t72 = mul <16 x i64> %t70, %t71
  %t73 = lshr <16 x i64> %t72, splat (i64 32)
  %t69 = trunc <16 x i64> %t73 to <16 x i32>
  %t74 = insertelement <1 x i32> poison, i32 %t61, i64 0
  %t75 = shufflevector <1 x i32> %t74, <1 x i32> poison, <16 x i32> zeroinitializer
  %t76 = xor <16 x i32> %t69, %t75
  %t77 = getelementptr i32, ptr %a7, i64 %t63
  %t78 = load <16 x i32>, ptr %t77, align 4
  %t79 = getelementptr i32, ptr %a6, i64 %t63
  %t80 = load <16 x i32>, ptr %t79, align 4
  %t82 = zext <16 x i32> %t78 to <16 x i64>
  %t83 = zext <16 x i32> %t80 to <16 x i64>
  %t84 = mul <16 x i64> %t82, %t83
  %t85 = lshr <16 x i64> %t84, splat (i64 32)
  %t81 = trunc <16 x i64> %t85 to <16 x i32>
  %t86 = getelementptr i32, ptr %a9, i64 %t63
  %t87 = load <16 x i32>, ptr %t86, align 4
  %t88 = xor <16 x i32> %t81, %t87
  %t89 = insertelement <1 x i32> poison, i32 %t62, i64 0
  %t90 = shufflevector <1 x i32> %t89, <1 x i32> poison, <16 x i32> zeroinitializer
  %t91 = xor <16 x i32> %t88, %t90
  %t92 = mul <16 x i32> %t66, %t68
  %t93 = mul <16 x i32> %t78, %t80
  %t94 = getelementptr i32, ptr %a11, i64 %t63
  store <16 x i32> %t76, ptr %t94, align 4
  %t95 = getelementptr i32, ptr %a12, i64 %t63
  store <16 x i32> %t91, ptr %t95, align 4
  %t96 = getelementptr i32, ptr %a13, i64 %t63
  store <16 x i32> %t92, ptr %t96, align 4
  %t97 = getelementptr i32, ptr %a14, i64 %t63
  store <16 x i32> %t93, ptr %t97, align 4
  %t98 = add i64 %t63, 16
  store i64 %t98, ptr %a15
  br label %head7
done9:
  %t99 = add i32 %t61, -1640531527
  %t100 = add i32 %t62, -1150833019
  store i64 0, ptr %a20
  br label %head10
head10:
  %t101 = load i64, ptr %a20
  %t102 = icmp slt i64 %t101, 64
  br i1 %t102, label %body11, label %done12
body11:
  %t103 = getelementptr i32, ptr %a5, i64 %t101
  %t104 = load <16 x i32>, ptr %t103, align 4
  %t105 = getelementptr i32, ptr %a12, i64 %t101
  %t106 = load <16 x i32>, ptr %t105, align 4
  %t108 = zext <16 x i32> %t104 to <16 x i64>
  %t109 = zext <16 x i32> %t106 to <16 x i64>
  %t110 = mul <16 x i64> %t108, %t109
  %t111 = lshr <16 x i64> %t110, splat (i64 32)
  %t107 = trunc <16 x i64> %t111 to <16 x i32>
  %t112 = getelementptr i32, ptr %a13, i64 %t101
  %t113 = load <16 x i32>, ptr %t112, align 4
  %t114 = xor <16 x i32> %t107, %t113
  %t115 = insertelement <1 x i32> poison, i32 %t99, i64 0
  %t116 = shufflevector <1 x i32> %t115, <1 x i32> poison, <16 x i32> zeroinitializer
  %t117 = xor <16 x i32> %t114, %t116
  %t118 = getelementptr i32, ptr %a7, i64 %t101
  %t119 = load <16 x i32>, ptr %t118, align 4
  %t120 = getelementptr i32, ptr %a11, i64 %t101
  %t121 = load <16 x i32>, ptr %t120, align 4
  %t123 = zext <16 x i32> %t119 to <16 x i64>
  %t124 = zext <16 x i32> %t121 to <16 x i64>
  %t125 = mul <16 x i64> %t123, %t124
  %t126 = lshr <16 x i64> %t125, splat (i64 32)
  %t122 = trunc <16 x i64> %t126 to <16 x i32>
  %t127 = getelementptr i32, ptr %a14, i64 %t101
  %t128 = load <16 x i32>, ptr %t127, align 4
  %t129 = xor <16 x i32> %t122, %t128
  %t130 = insertelement <1 x i32> poison, i32 %t100, i64 0
  %t131 = shufflevector <1 x i32> %t130, <1 x i32> poison, <16 x i32> zeroinitializer
  %t132 = xor <16 x i32> %t129, %t131
  %t133 = mul <16 x i32> %t104, %t106
  %t134 = mul <16 x i32> %t119, %t121
  %t135 = getelementptr i32, ptr %a16, i64 %t101
  store <16 x i32> %t117, ptr %t135, align 4
  %t136 = getelementptr i32, ptr %a17, i64 %t101
  store <16 x i32> %t132, ptr %t136, align 4
  %t137 = getelementptr i32, ptr %a18, i64 %t101
  store <16 x i32> %t133, ptr %t137, align 4
  %t138 = getelementptr i32, ptr %a19, i64 %t101
  store <16 x i32> %t134, ptr %t138, align 4
  %t139 = add i64 %t101, 16
  store i64 %t139, ptr %a20
  br label %head10
done12:
  %t140 = add i32 %t99, -1640531527
  %t141 = add i32 %t100, -1150833019
  store i64 0, ptr %a25
  br label %head13
head13:
  %t142 = load i64, ptr %a25
  %t143 = icmp slt i64 %t142, 64
  br i1 %t143, label %body14, label %done15
body14:
  %t144 = getelementptr i32, ptr %a5, i64 %t142
  %t145 = load <16 x i32>, ptr %t144, align 4
  %t146 = getelementptr i32, ptr %a17, i64 %t142
  %t147 = load <16 x i32>, ptr %t146, align 4
  %t149 = zext <16 x i32> %t145 to <16 x i64>
  %t150 = zext <16 x i32> %t147 to <16 x i64>
  %t151 = mul <16 x i64> %t149, %t150
  %t152 = lshr <16 x i64> %t151, splat (i64 32)
  %t148 = trunc <16 x i64> %t152 to <16 x i32>
  %t153 = getelementptr i32, ptr %a18, i64 %t142
  %t154 = load <16 x i32>, ptr %t153, align 4
  %t155 = xor <16 x i32> %t148, %t154
  %t156 = insertelement <1 x i32> poison, i32 %t140, i64 0
  %t157 = shufflevector <1 x i32> %t156, <1 x i32> poison, <16 x i32> zeroinitializer
  %t158 = xor <16 x i32> %t155, %t157
  %t159 = getelementptr i32, ptr %a7, i64 %t142
  %t160 = load <16 x i32>, ptr %t159, align 4
  %t161 = getelementptr i32, ptr %a16, i64 %t142
  %t162 = load <16 x i32>, ptr %t161, align 4
  %t164 = zext <16 x i32> %t160 to <16 x i64>
  %t165 = zext <16 x i32> %t162 to <16 x i64>
  %t166 = mul <16 x i64> %t164, %t165
  %t167 = lshr <16 x i64> %t166, splat (i64 32)
  %t163 = trunc <16 x i64> %t167 to <16 x i32>
  %t168 = getelementptr i32, ptr %a19, i64 %t142
  %t169 = load <16 x i32>, ptr %t168, align 4
  %t170 = xor <16 x i32> %t163, %t169
  %t171 = insertelement <1 x i32> poison, i32 %t141, i64 0
  %t172 = shufflevector <1 x i32> %t171, <1 x i32> poison, <16 x i32> zeroinitializer
  %t173 = xor <16 x i32> %t170, %t172
  %t174 = mul <16 x i32> %t145, %t147
  %t175 = mul <16 x i32> %t160, %t162
  %t176 = getelementptr i32, ptr %a21, i64 %t142
  store <16 x i32> %t158, ptr %t176, align 4
  %t177 = getelementptr i32, ptr %a22, i64 %t142
  store <16 x i32> %t173, ptr %t177, align 4
  %t178 = getelementptr i32, ptr %a23, i64 %t142
  store <16 x i32> %t174, ptr %t178, align 4
  %t179 = getelementptr i32, ptr %a24, i64 %t142
  store <16 x i32> %t175, ptr %t179, align 4
  %t180 = add i64 %t142, 16
  store i64 %t180, ptr %a25
  br label %head13
done15:
  %t181 = add i32 %t140, -1640531527
  %t182 = add i32 %t141, -1150833019
  store i64 0, ptr %a30
  br label %head16
head16:
  %t183 = load i64, ptr %a30
  %t184 = icmp slt i64 %t183, 64
  br i1 %t184, label %body17, label %done18
body17:
  %t185 = getelementptr i32, ptr %a5, i64 %t183
  %t186 = load <16 x i32>, ptr %t185, align 4
  %t187 = getelementptr i32, ptr %a22, i64 %t183
  %t188 = load <16 x i32>, ptr %t187, align 4
  %t190 = zext <16 x i32> %t186 to <16 x i64>
  %t191 = zext <16 x i32> %t188 to <16 x i64>
  %t192 = mul <16 x i64> %t190, %t191
  %t193 = lshr <16 x i64> %t192, splat (i64 32)
  %t189 = trunc <16 x i64> %t193 to <16 x i32>
  %t194 = getelementptr i32, ptr %a23, i64 %t183
  %t195 = load <16 x i32>, ptr %t194, align 4
  %t196 = xor <16 x i32> %t189, %t195
  %t197 = insertelement <1 x i32> poison, i32 %t181, i64 0
  %t198 = shufflevector <1 x i32> %t197, <1 x i32> poison, <16 x i32> zeroinitializer
  %t199 = xor <16 x i32> %t196, %t198
  %t200 = getelementptr i32, ptr %a7, i64 %t183
  %t201 = load <16 x i32>, ptr %t200, align 4
  %t202 = getelementptr i32, ptr %a21, i64 %t183
  %t203 = load <16 x i32>, ptr %t202, align 4
  %t205 = zext <16 x i32> %t201 to <16 x i64>
  %t206 = zext <16 x i32> %t203 to <16 x i64>
  %t207 = mul <16 x i64> %t205, %t206
  %t208 = lshr <16 x i64> %t207, splat (i64 32)
  %t204 = trunc <16 x i64> %t208 to <16 x i32>
  %t209 = getelementptr i32, ptr %a24, i64 %t183
  %t210 = load <16 x i32>, ptr %t209, align 4
  %t211 = xor <16 x i32> %t204, %t210
  %t212 = insertelement <1 x i32> poison, i32 %t182, i64 0
  %t213 = shufflevector <1 x i32> %t212, <1 x i32> poison, <16 x i32> zeroinitializer
  %t214 = xor <16 x i32> %t211, %t213
  %t215 = mul <16 x i32> %t186, %t188
  %t216 = mul <16 x i32> %t201, %t203
  %t217 = getelementptr i32, ptr %a26, i64 %t183
  store <16 x i32> %t199, ptr %t217, align 4
  %t218 = getelementptr i32, ptr %a27, i64 %t183
  store <16 x i32> %t214, ptr %t218, align 4
  %t219 = getelementptr i32, ptr %a28, i64 %t183
  store <16 x i32> %t215, ptr %t219, align 4
  %t220 = getelementptr i32, ptr %a29, i64 %t183
  store <16 x i32> %t216, ptr %t220, align 4
  %t221 = add i64 %t183, 16
  store i64 %t221, ptr %a30
  br label %head16
done18:
  %t222 = add i32 %t181, -1640531527
  %t223 = add i32 %t182, -1150833019
  store i64 0, ptr %a35
  br label %head19
head19:
  %t224 = load i64, ptr %a35
  %t225 = icmp slt i64 %t224, 64
  br i1 %t225, label %body20, label %done21
body20:
  %t226 = getelementptr i32, ptr %a5, i64 %t224
  %t227 = load <16 x i32>, ptr %t226, align 4
  %t228 = getelementptr i32, ptr %a27, i64 %t224
  %t229 = load <16 x i32>, ptr %t228, align 4
  %t231 = zext <16 x i32> %t227 to <16 x i64>
  %t232 = zext <16 x i32> %t229 to <16 x i64>
  %t233 = mul <16 x i64> %t231, %t232
  %t234 = lshr <16 x i64> %t233, splat (i64 32)
  %t230 = trunc <16 x i64> %t234 to <16 x i32>
  %t235 = getelementptr i32, ptr %a28, i64 %t224
  %t236 = load <16 x i32>, ptr %t235, align 4
  %t237 = xor <16 x i32> %t230, %t236
  %t238 = insertelement <1 x i32> poison, i32 %t222, i64 0
  %t239 = shufflevector <1 x i32> %t238, <1 x i32> poison, <16 x i32> zeroinitializer
  %t240 = xor <16 x i32> %t237, %t239
  %t241 = getelementptr i32, ptr %a7, i64 %t224
  %t242 = load <16 x i32>, ptr %t241, align 4
  %t243 = getelementptr i32, ptr %a26, i64 %t224
  %t244 = load <16 x i32>, ptr %t243, align 4
  %t246 = zext <16 x i32> %t242 to <16 x i64>
  %t247 = zext <16 x i32> %t244 to <16 x i64>
  %t248 = mul <16 x i64> %t246, %t247
  %t249 = lshr <16 x i64> %t248, splat (i64 32)
  %t245 = trunc <16 x i64> %t249 to <16 x i32>
  %t250 = getelementptr i32, ptr %a29, i64 %t224
  %t251 = load <16 x i32>, ptr %t250, align 4
  %t252 = xor <16 x i32> %t245, %t251
  %t253 = insertelement <1 x i32> poison, i32 %t223, i64 0
  %t254 = shufflevector <1 x i32> %t253, <1 x i32> poison, <16 x i32> zeroinitializer
  %t255 = xor <16 x i32> %t252, %t254
  %t256 = mul <16 x i32> %t227, %t229
  %t257 = mul <16 x i32> %t242, %t244
  %t258 = getelementptr i32, ptr %a31, i64 %t224
  store <16 x i32> %t240, ptr %t258, align 4
  %t259 = getelementptr i32, ptr %a32, i64 %t224
  store <16 x i32> %t255, ptr %t259, align 4
  %t260 = getelementptr i32, ptr %a33, i64 %t224
  store <16 x i32> %t256, ptr %t260, align 4
  %t261 = getelementptr i32, ptr %a34, i64 %t224
  store <16 x i32> %t257, ptr %t261, align 4
  %t262 = add i64 %t224, 16
  store i64 %t262, ptr %a35
  br label %head19
done21:
  %t263 = add i32 %t222, -1640531527
  %t264 = add i32 %t223, -1150833019
  store i64 0, ptr %a40
  br label %head22
head22:
  %t265 = load i64, ptr %a40
  %t266 = icmp slt i64 %t265, 64
  br i1 %t266, label %body23, label %done24
body23:
  %t267 = getelementptr i32, ptr %a5, i64 %t265
  %t268 = load <16 x i32>, ptr %t267, align 4
  %t269 = getelementptr i32, ptr %a32, i64 %t265
  %t270 = load <16 x i32>, ptr %t269, align 4
  %t272 = zext <16 x i32> %t268 to <16 x i64>
  %t273 = zext <16 x i32> %t270 to <16 x i64>
  %t274 = mul <16 x i64> %t272, %t273
  %t275 = lshr <16 x i64> %t274, splat (i64 32)
  %t271 = trunc <16 x i64> %t275 to <16 x i32>
  %t276 = getelementptr i32, ptr %a33, i64 %t265
  %t277 = load <16 x i32>, ptr %t276, align 4
  %t278 = xor <16 x i32> %t271, %t277
  %t279 = insertelement <1 x i32> poison, i32 %t263, i64 0
  %t280 = shufflevector <1 x i32> %t279, <1 x i32> poison, <16 x i32> zeroinitializer
  %t281 = xor <16 x i32> %t278, %t280
  %t282 = getelementptr i32, ptr %a7, i64 %t265
  %t283 = load <16 x i32>, ptr %t282, align 4
  %t284 = getelementptr i32, ptr %a31, i64 %t265
  %t285 = load <16 x i32>, ptr %t284, align 4
  %t287 = zext <16 x i32> %t283 to <16 x i64>
  %t288 = zext <16 x i32> %t285 to <16 x i64>
  %t289 = mul <16 x i64> %t287, %t288
  %t290 = lshr <16 x i64> %t289, splat (i64 32)
  %t286 = trunc <16 x i64> %t290 to <16 x i32>
  %t291 = getelementptr i32, ptr %a34, i64 %t265
  %t292 = load <16 x i32>, ptr %t291, align 4
  %t293 = xor <16 x i32> %t286, %t292
  %t294 = insertelement <1 x i32> poison, i32 %t264, i64 0
  %t295 = shufflevector <1 x i32> %t294, <1 x i32> poison, <16 x i32> zeroinitializer
  %t296 = xor <16 x i32> %t293, %t295
  %t297 = mul <16 x i32> %t268, %t270
  %t298 = mul <16 x i32> %t283, %t285
  %t299 = getelementptr i32, ptr %a36, i64 %t265
  store <16 x i32> %t281, ptr %t299, align 4
  %t300 = getelementptr i32, ptr %a37, i64 %t265
  store <16 x i32> %t296, ptr %t300, align 4
  %t301 = getelementptr i32, ptr %a38, i64 %t265
  store <16 x i32> %t297, ptr %t301, align 4
  %t302 = getelementptr i32, ptr %a39, i64 %t265
  store <16 x i32> %t298, ptr %t302, align 4
  %t303 = add i64 %t265, 16
  store i64 %t303, ptr %a40
  br label %head22
done24:
  %t304 = add i32 %t263, -1640531527
  %t305 = add i32 %t264, -1150833019
  store i64 0, ptr %a44
  br label %head25
head25:
  %t306 = load i64, ptr %a44
  %t307 = icmp slt i64 %t306, 64
  br i1 %t307, label %body26, label %done27
body26:
  %t308 = getelementptr i32, ptr %a5, i64 %t306
  %t309 = load <16 x i32>, ptr %t308, align 4
  %t310 = getelementptr i32, ptr %a37, i64 %t306
  %t311 = load <16 x i32>, ptr %t310, align 4
  %t313 = zext <16 x i32> %t309 to <16 x i64>
  %t314 = zext <16 x i32> %t311 to <16 x i64>
  %t315 = mul <16 x i64> %t313, %t314
  %t316 = lshr <16 x i64> %t315, splat (i64 32)
  %t312 = trunc <16 x i64> %t316 to <16 x i32>
  %t317 = getelementptr i32, ptr %a38, i64 %t306
  %t318 = load <16 x i32>, ptr %t317, align 4
  %t319 = xor <16 x i32> %t312, %t318
  %t320 = insertelement <1 x i32> poison, i32 %t304, i64 0
  %t321 = shufflevector <1 x i32> %t320, <1 x i32> poison, <16 x i32> zeroinitializer
  %t322 = xor <16 x i32> %t319, %t321
  %t323 = getelementptr i32, ptr %a7, i64 %t306
  %t324 = load <16 x i32>, ptr %t323, align 4
  %t325 = getelementptr i32, ptr %a36, i64 %t306
  %t326 = load <16 x i32>, ptr %t325, align 4
  %t328 = zext <16 x i32> %t324 to <16 x i64>
  %t329 = zext <16 x i32> %t326 to <16 x i64>
  %t330 = mul <16 x i64> %t328, %t329
  %t331 = lshr <16 x i64> %t330, splat (i64 32)
  %t327 = trunc <16 x i64> %t331 to <16 x i32>
  %t332 = getelementptr i32, ptr %a39, i64 %t306
  %t333 = load <16 x i32>, ptr %t332, align 4
  %t334 = xor <16 x i32> %t327, %t333
  %t335 = insertelement <1 x i32> poison, i32 %t305, i64 0
  %t336 = shufflevector <1 x i32> %t335, <1 x i32> poison, <16 x i32> zeroinitializer
  %t337 = xor <16 x i32> %t334, %t336
  %t338 = mul <16 x i32> %t324, %t326
  %t339 = getelementptr i32, ptr %a41, i64 %t306
  store <16 x i32> %t322, ptr %t339, align 4
  %t340 = getelementptr i32, ptr %a42, i64 %t306
  store <16 x i32> %t337, ptr %t340, align 4
  %t341 = getelementptr i32, ptr %a43, i64 %t306
  store <16 x i32> %t338, ptr %t341, align 4
  %t342 = add i64 %t306, 16
  store i64 %t342, ptr %a44
  br label %head25
done27:
  %t343 = add i32 %t304, -1640531527
  %t344 = add i32 %t305, -1150833019
  store i64 0, ptr %a47
  br label %head28
head28:
  %t345 = load i64, ptr %a47
  %t346 = icmp slt i64 %t345, 64
  br i1 %t346, label %body29, label %done30
body29:
  %t347 = getelementptr i32, ptr %a7, i64 %t345
  %t348 = load <16 x i32>, ptr %t347, align 4
  %t349 = getelementptr i32, ptr %a41, i64 %t345
  %t350 = load <16 x i32>, ptr %t349, align 4
  %t352 = zext <16 x i32> %t348 to <16 x i64>
  %t353 = zext <16 x i32> %t350 to <16 x i64>
  %t354 = mul <16 x i64> %t352, %t353
  %t355 = lshr <16 x i64> %t354, splat (i64 32)
  %t351 = trunc <16 x i64> %t355 to <16 x i32>
  %t356 = getelementptr i32, ptr %a43, i64 %t345
  %t357 = load <16 x i32>, ptr %t356, align 4
  %t358 = xor <16 x i32> %t351, %t357
  %t359 = insertelement <1 x i32> poison, i32 %t344, i64 0
  %t360 = shufflevector <1 x i32> %t359, <1 x i32> poison, <16 x i32> zeroinitializer
  %t361 = xor <16 x i32> %t358, %t360
  %t362 = getelementptr i32, ptr %a5, i64 %t345
  %t363 = load <16 x i32>, ptr %t362, align 4
  %t364 = getelementptr i32, ptr %a42, i64 %t345
  %t365 = load <16 x i32>, ptr %t364, align 4
  %t366 = mul <16 x i32> %t363, %t365
  %t367 = getelementptr i32, ptr %a45, i64 %t345
  store <16 x i32> %t361, ptr %t367, align 4
  %t368 = getelementptr i32, ptr %a46, i64 %t345
  store <16 x i32> %t366, ptr %t368, align 4
  %t369 = add i64 %t345, 16
  store i64 %t369, ptr %a47
  br label %head28
done30:
  %t370 = add i32 %t343, -1640531527
  store i64 0, ptr %a50
  br label %head31
head31:
  %t371 = load i64, ptr %a50
  %t372 = icmp slt i64 %t371, 64
  br i1 %t372, label %body32, label %done33
body32:
  %t373 = getelementptr i32, ptr %a5, i64 %t371
  %t374 = load <16 x i32>, ptr %t373, align 4
  %t375 = getelementptr i32, ptr %a45, i64 %t371
  %t376 = load <16 x i32>, ptr %t375, align 4
  %t378 = zext <16 x i32> %t374 to <16 x i64>
  %t379 = zext <16 x i32> %t376 to <16 x i64>
  %t380 = mul <16 x i64> %t378, %t379
  %t381 = lshr <16 x i64> %t380, splat (i64 32)
  %t377 = trunc <16 x i64> %t381 to <16 x i32>
  %t382 = getelementptr i32, ptr %a46, i64 %t371
  %t383 = load <16 x i32>, ptr %t382, align 4
  %t384 = xor <16 x i32> %t377, %t383
  %t385 = insertelement <1 x i32> poison, i32 %t370, i64 0
  %t386 = shufflevector <1 x i32> %t385, <1 x i32> poison, <16 x i32> zeroinitializer
  %t387 = xor <16 x i32> %t384, %t386
  %t388 = getelementptr i32, ptr %a3, i64 %t371
  %t389 = load <16 x i32>, ptr %t388, align 4
  %t390 = icmp slt <16 x i32> %t387, %t389
  %t391 = sub <16 x i32> %t389, %t387
  %t392 = sub <16 x i32> %t391, splat (i32 1)
  %t393 = select <16 x i1> %t390, <16 x i32> %t392, <16 x i32> %t387
  %t395 = sitofp <16 x i32> %t393 to <16 x float>
  %t396 = fmul <16 x float> %t395, splat (float 0x3DFFFFFFE0000000)
  %t397 = insertelement <1 x float> poison, float %arg3, i64 0
  %t398 = shufflevector <1 x float> %t397, <1 x float> poison, <16 x i32> zeroinitializer
  %t399 = fcmp ogt <16 x float> %t396, %t398
  %t400 = insertelement <1 x ptr> poison, ptr %arg1, i64 0
  %t401 = shufflevector <1 x ptr> %t400, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t402 = getelementptr i32, ptr %a0, i64 %t371
  %t403 = load <16 x i32>, ptr %t402, align 4
  %t405 = sext <16 x i32> %t403 to <16 x i64>
  %t404 = getelementptr float, <16 x ptr> %t401, <16 x i64> %t405
  %t406 = zext <16 x i1> %t399 to <16 x i8>
  %t407 = getelementptr i8, ptr %a48, i64 %t371
  store <16 x i8> %t406, ptr %t407, align 1
  %t408 = getelementptr ptr, ptr %a49, i64 %t371
  store <16 x ptr> %t404, ptr %t408, align 8
  %t409 = add i64 %t371, 16
  store i64 %t409, ptr %a50
  br label %head31
done33:
  %t410 = fsub float 0x3FF0000000000000, %arg3
  store i64 0, ptr %a51
  br label %head34
head34:
  %t411 = load i64, ptr %a51
  %t412 = icmp slt i64 %t411, 64
  br i1 %t412, label %body35, label %done36
body35:
  %t413 = insertelement <1 x float> poison, float %t410, i64 0
  %t414 = shufflevector <1 x float> %t413, <1 x float> poison, <16 x i32> zeroinitializer
  %t415 = getelementptr float, ptr %a2, i64 %t411
  %t416 = load <16 x float>, ptr %t415, align 4
  %t417 = fdiv <16 x float> %t416, %t414
  %t418 = getelementptr i8, ptr %a48, i64 %t411
  %t419 = load <16 x i8>, ptr %t418, align 1
  %t420 = trunc <16 x i8> %t419 to <16 x i1>
  %t421 = select <16 x i1> %t420, <16 x float> %t417, <16 x float> splat (float 0x0000000000000000)
  %t422 = getelementptr ptr, ptr %a49, i64 %t411
  %t423 = load <16 x ptr>, ptr %t422, align 8
  %t424 = getelementptr i8, ptr %a1, i64 %t411
  %t425 = load <16 x i8>, ptr %t424, align 1
  %t426 = trunc <16 x i8> %t425 to <16 x i1>
  %t427 = extractelement <16 x ptr> %t423, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t421, ptr align 4 %t427, <16 x i1> %t426)
  %t428 = add i64 %t411, 16
  store i64 %t428, ptr %a51
  br label %head34
done36:
  ret void
}

define void @dropout_kernel_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
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
  call void @dropout_kernel.program(ptr %args, i32 %x, i32 %y, i32 %z, i32 %nx, i32 %ny, i32 %nz, ptr %rt)
  %p1 = add i64 %p, 1
  %again = icmp slt i64 %p1, %end
  br i1 %again, label %prog, label %take
exit:
  ret void
}

define void @dropout_kernel_omp(ptr %job) {
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
  tail call void @dropout_kernel_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %job, i64 %total, i64 %chunk, ptr %rt)
  ret void
}