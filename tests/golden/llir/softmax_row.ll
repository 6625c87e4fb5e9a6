; tritium CPU kernel softmax_kernel
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.maxnum.v16f32(<16 x float>, <16 x float>)
declare <8 x float> @llvm.maxnum.v8f32(<8 x float>, <8 x float>)
declare <4 x float> @llvm.maxnum.v4f32(<4 x float>, <4 x float>)
declare <2 x float> @llvm.maxnum.v2f32(<2 x float>, <2 x float>)
declare <1 x float> @llvm.maxnum.v1f32(<1 x float>, <1 x float>)
declare <16 x float> @_ZGVeN16v_expf(<16 x float>)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define internal void @softmax_kernel.program(ptr noalias %args, i32 %pid0, i32 %pid1, i32 %pid2, i32 %np0, i32 %np1, i32 %np2, ptr %rt) {
entry:
  %a0 = alloca i32, i64 128, align 64
  %a1 = alloca i8, i64 128, align 64
  %a2 = alloca i64, i64 1, align 16
  %a3 = alloca float, i64 128, align 64
  %a4 = alloca i64, i64 1, align 16
  %a5 = alloca float, i64 1, align 16
  %a6 = alloca <16 x float>, i64 1, align 16
  %a7 = alloca <16 x float>, i64 1, align 16
  %a8 = alloca <16 x float>, i64 1, align 16
  %a9 = alloca <16 x float>, i64 1, align 16
  %a10 = alloca float, i64 128, align 64
  %a11 = alloca i64, i64 1, align 16
  %a12 = alloca ptr, i64 128, align 64
  %a13 = alloca i64, i64 1, align 16
  %a14 = alloca float, i64 1, align 16
  %a15 = alloca <16 x float>, i64 1, align 16
  %a16 = alloca <16 x float>, i64 1, align 16
  %a17 = alloca <16 x float>, i64 1, align 16
  %a18 = alloca <16 x float>, i64 1, align 16
  %a19 = alloca i64, i64 1, align 16
  %argp0 = getelementptr i8, ptr %args, i64 0
  %arg0 = load ptr, ptr %argp0
  %argp1 = getelementptr i8, ptr %args, i64 8
  %arg1 = load ptr, ptr %argp1
  %argp2 = getelementptr i8, ptr %args, i64 16
  %arg2 = load i32, ptr %argp2
  %argp3 = getelementptr i8, ptr %args, i64 24
  %arg3 = load i32, ptr %argp3
  %argp4 = getelementptr i8, ptr %args, i64 32
  %arg4 = load i32, ptr %argp4
  store i64 0, ptr %a2
  br label %head1
head1:
  %t1 = load i64, ptr %a2
  %t2 = icmp slt i64 %t1, 128
  br i1 %t2, label %body2, label %done3
body2:
  %t3 = trunc i64 %t1 to i32
  %t4 = insertelement <1 x i32> poison, i32 %t3, i64 0
  %t5 = shufflevector <1 x i32> %t4, <1 x i32> poison, <16 x i32> zeroinitializer
  %t6 = add <16 x i32> %t5, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t7 = insertelement <1 x i32> poison, i32 %arg4, i64 0
  %t8 = shufflevector <1 x i32> %t7, <1 x i32> poison, <16 x i32> zeroinitializer
  %t9 = icmp slt <16 x i32> %t6, %t8
  %t10 = getelementptr i32, ptr %a0, i64 %t1
  store <16 x i32> %t6, ptr %t10, align 4
  %t11 = zext <16 x i1> %t9 to <16 x i8>
  %t12 = getelementptr i8, ptr %a1, i64 %t1
  store <16 x i8> %t11, ptr %t12, align 1
  %t13 = add i64 %t1, 16
  store i64 %t13, ptr %a2
  br label %head1
done3:
  %t14 = mul i32 %pid0, %arg2
  %t16 = sext i32 %t14 to i64
  %t15 = getelementptr float, ptr %arg1, i64 %t16
  store i64 0, ptr %a4
  br label %head4
head4:
  %t17 = load i64, ptr %a4
  %t18 = icmp slt i64 %t17, 128
  br i1 %t18, label %body5, label %done6
body5:
  %t19 = insertelement <1 x ptr> poison, ptr %t15, i64 0
  %t20 = shufflevector <1 x ptr> %t19, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t21 = getelementptr i32, ptr %a0, i64 %t17
  %t22 = load <16 x i32>, ptr %t21, align 4
  %t24 = sext <16 x i32> %t22 to <16 x i64>
  %t23 = getelementptr float, <16 x ptr> %t20, <16 x i64> %t24
  %t25 = getelementptr i8, ptr %a1, i64 %t17
  %t26 = load <16 x i8>, ptr %t25, align 1
  %t27 = trunc <16 x i8> %t26 to <16 x i1>
  %t29 = extractelement <16 x ptr> %t23, i64 0
  %t30 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t29, <16 x i1> %t27, <16 x float> splat (float 0xFFF0000000000000))
  %t31 = getelementptr float, ptr %a3, i64 %t17
  store <16 x float> %t30, ptr %t31, align 4
  %t32 = add i64 %t17, 16
  store i64 %t32, ptr %a4
  br label %head4
done6:
  %t33 = mul i64 0, 128
  %t34 = getelementptr float, ptr %a3, i64 %t33
  %t35 = load <16 x float>, ptr %t34, align 4
  store <16 x float> %t35, ptr %a6
  %t36 = mul i64 1, 16
  %t37 = add i64 %t33, %t36
  %t38 = getelementptr float, ptr %a3, i64 %t37
  %t39 = load <16 x float>, ptr %t38, align 4
  store <16 x float> %t39, ptr %a7
  %t40 = mul i64 1, 32
  %t41 = add i64 %t33, %t40
  %t42 = getelementptr float, ptr %a3, i64 %t41
  %t43 = load <16 x float>, ptr %t42, align 4
  store <16 x float> %t43, ptr %a8
  %t44 = mul i64 1, 48
  %t45 = add i64 %t33, %t44
  %t46 = getelementptr float, ptr %a3, i64 %t45
  %t47 = load <16 x float>, ptr %t46, align 4
  store <16 x float> %t47, ptr %a9
  %t48 = add i64 %t33, 64
  %t49 = load <16 x float>, ptr %a6
  %t50 = getelementptr float, ptr %a3, i64 %t48
  %t51 = load <16 x float>, ptr %t50, align 4
  %t53 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t49, <16 x float> %t51)
  store <16 x float> %t53, ptr %a6
  %t54 = add i64 %t33, 64
  %t55 = mul i64 1, 16
  %t56 = add i64 %t54, %t55
  %t57 = load <16 x float>, ptr %a7
  %t58 = getelementptr float, ptr %a3, i64 %t56
  %t59 = load <16 x float>, ptr %t58, align 4
  %t61 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t57, <16 x float> %t59)
  store <16 x float> %t61, ptr %a7
  %t62 = add i64 %t33, 64
  %t63 = mul i64 1, 32
  %t64 = add i64 %t62, %t63
  %t65 = load <16 x float>, ptr %a8
  %t66 = getelementptr float, ptr %a3, i64 %t64
  %t67 = load <16 x float>, ptr %t66, align 4
  %t69 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t65, <16 x float> %t67)
  store <16 x float> %t69, ptr %a8
  %t70 = add i64 %t33, 64
  %t71 = mul i64 1, 48
  %t72 = add i64 %t70, %t71
  %t73 = load <16 x float>, ptr %a9
  %t74 = getelementptr float, ptr %a3, i64 %t72
  %t75 = load <16 x float>, ptr %t74, align 4
  %t77 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t73, <16 x float> %t75)
  store <16 x float> %t77, ptr %a9
  %t78 = load <16 x float>, ptr %a6
  %t79 = load <16 x float>, ptr %a7
  %t80 = load <16 x float>, ptr %a8
  %t81 = load <16 x float>, ptr %a9
  %t83 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t78, <16 x float> %t79)
  %t85 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t80, <16 x float> %t81)
  %t87 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t83, <16 x float> %t85)
  %t88 = shufflevector <16 x float> %t87, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t89 = shufflevector <16 x float> %t87, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t91 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %t88, <8 x float> %t89)
  %t92 = shufflevector <8 x float> %t91, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t93 = shufflevector <8 x float> %t91, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t95 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %t92, <4 x float> %t93)
  %t96 = shufflevector <4 x float> %t95, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %t97 = shufflevector <4 x float> %t95, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %t99 = call <2 x float> @llvm.maxnum.v2f32(<2 x float> %t96, <2 x float> %t97)
  %t100 = shufflevector <2 x float> %t99, <2 x float> poison, <1 x i32> <i32 0>
  %t101 = shufflevector <2 x float> %t99, <2 x float> poison, <1 x i32> <i32 1>
  %t103 = call <1 x float> @llvm.maxnum.v1f32(<1 x float> %t100, <1 x float> %t101)
  %t104 = extractelement <1 x float> %t103, i64 0
  store float %t104, ptr %a5
  %t105 = load float, ptr %a5
  store i64 0, ptr %a11
  br label %head7
head7:
  %t106 = load i64, ptr %a11
  %t107 = icmp slt i64 %t106, 128
  br i1 %t107, label %body8, label %done9
body8:
  %t108 = insertelement <1 x float> poison, float %t105, i64 0
  %t109 = shufflevector <1 x float> %t108, <1 x float> poison, <16 x i32> zeroinitializer
  %t110 = getelementptr float, ptr %a3, i64 %t106
  %t111 = load <16 x float>, ptr %t110, align 4
  %t112 = fsub <16 x float> %t111, %t109
  %t114 = fcmp oeq <16 x float> %t112, splat (float 0xFFF0000000000000)
  %t115 = select <16 x i1> %t114, <16 x float> zeroinitializer, <16 x float> %t112
  %t117 = call <16 x float> @_ZGVeN16v_expf(<16 x float> %t115)
  %t116 = select <16 x i1> %t114, <16 x float> zeroinitializer, <16 x float> %t117
  %t118 = getelementptr float, ptr %a10, i64 %t106
  store <16 x float> %t116, ptr %t118, align 4
  %t119 = add i64 %t106, 16
  store i64 %t119, ptr %a11
  br label %head7
done9:
  %t120 = mul i32 %pid0, %arg3
  %t122 = sext i32 %t120 to i64
  %t121 = getelementptr float, ptr %arg0, i64 %t122
  store i64 0, ptr %a13
  br label %head10
head10:
  %t123 = load i64, ptr %a13
  %t124 = icmp slt i64 %t123, 128
  br i1 %t124, label %body11, label %done12
body11:
  %t125 = insertelement <1 x ptr> poison, ptr %t121, i64 0
  %t126 = shufflevector <1 x ptr> %t125, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t127 = getelementptr i32, ptr %a0, i64 %t123
  %t128 = load <16 x i32>, ptr %t127, align 4
  %t130 = sext <16 x i32> %t128 to <16 x i64>
  %t129 = getelementptr float, <16 x ptr> %t126, <16 x i64> %t130
  %t131 = getelementptr ptr, ptr %a12, i64 %t123
  store <16 x ptr> %t129, ptr %t131, align 8
  %t132 = add i64 %t123, 16
  store i64 %t132, ptr %a13
  br label %head10
done12:
  %t133 = mul i64 0, 128
  %t134 = getelementptr float, ptr %a10, i64 %t133
  %t135 = load <16 x float>, ptr %t134, align 4
  store <16 x float> %t135, ptr %a15
  %t136 = mul i64 1, 16
  %t137 = add i64 %t133, %t136
  %t138 = getelementptr float, ptr %a10, i64 %t137
  %t139 = load <16 x float>, ptr %t138, align 4
  store <16 x float> %t139, ptr %a16
  %t140 = mul i64 1, 32
  %t141 = add i64 %t133, %t140
  %t142 = getelementptr float, ptr %a10, i64 %t141
  %t143 = load <16 x float>, ptr %t142, align 4
  store <16 x float> %t143, ptr %a17
  %t144 = mul i64 1, 48
  %t145 = add i64 %t133, %t144
  %t146 = getelementptr float, ptr %a10, i64 %t145
  %t147 = load <16 x float>, ptr %t146, align 4
  store <16 x float> %t147, ptr %a18
  %t148 = add i64 %t133, 64
  %t149 = load <16 x float>, ptr %a15
  %t150 = getelementptr float, ptr %a10, i64 %t148
  %t151 = load <16 x float>, ptr %t150, align 4
  %t152 = fadd <16 x float> %t149, %t151
  store <16 x float> %t152, ptr %a15
  %t153 = add i64 %t133, 64
  %t154 = mul i64 1, 16
  %t155 = add i64 %t153, %t154
  %t156 = load <16 x float>, ptr %a16
  %t157 = getelementptr float, ptr %a10, i64 %t155
  %t158 = load <16 x float>, ptr %t157, align 4
  %t159 = fadd <16 x float> %t156, %t158
  store <16 x float> %t159, ptr %a16
  %t160 = add i64 %t133, 64
  %t161 = mul i64 1, 32
  %t162 = add i64 %t160, %t161
  %t163 = load <16 x float>, ptr %a17
  %t164 = getelementptr float, ptr %a10, i64 %t162
  %t165 = load <16 x float>, ptr %t164, align 4
  %t166 = fadd <16 x float> %t163, %t165
  store <16 x float> %t166, ptr %a17
  %t167 = add i64 %t133, 64
  %t168 = mul i64 1, 48
  %t169 = add i64 %t167, %t168
  %t170 = load <16 x float>, ptr %a18
  %t171 = getelementptr float, ptr %a10, i64 %t169
  %t172 = load <16 x float>, ptr %t171, align 4
  %t173 = fadd <16 x float> %t170, %t172
  store <16 x float> %t173, ptr %a18
  %t174 = load <16 x float>, ptr %a15
  %t175 = load <16 x float>, ptr %a16
  %t176 = load <16 x float>, ptr %a17
  %t177 = load <16 x float>, ptr %a18
  %t178 = fadd <16 x float> %t174, %t175
  %t179 = fadd <16 x float> %t176, %t177
  %t180 = fadd <16 x float> %t178, %t179
  %t181 = shufflevector <16 x float> %t180, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t182 = shufflevector <16 x float> %t180, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t183 = fadd <8 x float> %t181, %t182
  %t184 = shufflevector <8 x float> %t183, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t185 = shufflevector <8 x float> %t183, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t186 = fadd <4 x float> %t184, %t185
  %t187 = shufflevector <4 x float> %t186, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %t188 = shufflevector <4 x float> %t186, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %t189 = fadd <2 x float> %t187, %t188
  %t190 = shufflevector <2 x float> %t189, <2 x float> poison, <1 x i32> <i32 0>
  %t191 = shufflevector <2 x float> %t189, <2 x float> poison, <1 x i32> <i32 1>
  %t192 = fadd <1 x float> %t190, %t191
  %t193 = extractelement <1 x float> %t192, i64 0
  store float %t193, ptr %a14
  %t194 = load float, ptr %a14
  store i64 0, ptr %a19
  br label %head13
head13:
  %t195 = load i64, ptr %a19
  %t196 = icmp slt i64 %t195, 128
  br i1 %t196, label %body14, label %done15
body14:
  %t197 = insertelement <1 x float> poison, float %t194, i64 0
  %t198 = shufflevector <1 x float> %t197, <1 x float> poison, <16 x i32> zeroinitializer
  %t199 = getelementptr float, ptr %a10, i64 %t195
  %t200 = load <16 x float>, ptr %t199, align 4
  %t201 = fdiv <16 x float> %t200, %t198
  %t202 = getelementptr ptr, ptr %a12, i64 %t195
  %t203 = load <16 x ptr>, ptr %t202, align 8
  %t204 = getelementptr i8, ptr %a1, i64 %t195
  %t205 = load <16 x i8>, ptr %t204, align 1
  %t206 = trunc <16 x i8> %t205 to <16 x i1>
  %t207 = extractelement <16 x ptr> %t203, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t201, ptr align 4 %t207, <16 x i1> %t206)
  %t208 = add i64 %t195, 16
  store i64 %t208, ptr %a19
  br label %head13
done15:
  ret void
}

define void @softmax_kernel_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) {
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
  call void @softmax_kernel.program(ptr %args, i32 %x, i32 %y, i32 %z, i32 %nx, i32 %ny, i32 %nz, ptr %rt)
  %p1 = add i64 %p, 1
  %again = icmp slt i64 %p1, %end
  br i1 %again, label %prog, label %take
exit:
  ret void
}