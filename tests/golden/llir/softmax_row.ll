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
  %t33 = load <16 x float>, ptr %a3, align 4
  store <16 x float> %t33, ptr %a6
  %t34 = getelementptr float, ptr %a3, i64 16
  %t35 = load <16 x float>, ptr %t34, align 4
  store <16 x float> %t35, ptr %a7
  %t36 = getelementptr float, ptr %a3, i64 32
  %t37 = load <16 x float>, ptr %t36, align 4
  store <16 x float> %t37, ptr %a8
  %t38 = getelementptr float, ptr %a3, i64 48
  %t39 = load <16 x float>, ptr %t38, align 4
  store <16 x float> %t39, ptr %a9
  %t40 = load <16 x float>, ptr %a6
  %t41 = getelementptr float, ptr %a3, i64 64
  %t42 = load <16 x float>, ptr %t41, align 4
  %t44 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t40, <16 x float> %t42)
  store <16 x float> %t44, ptr %a6
  %t45 = add i64 16, 64
  %t46 = load <16 x float>, ptr %a7
  %t47 = getelementptr float, ptr %a3, i64 %t45
  %t48 = load <16 x float>, ptr %t47, align 4
  %t50 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t46, <16 x float> %t48)
  store <16 x float> %t50, ptr %a7
  %t51 = add i64 32, 64
  %t52 = load <16 x float>, ptr %a8
  %t53 = getelementptr float, ptr %a3, i64 %t51
  %t54 = load <16 x float>, ptr %t53, align 4
  %t56 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t52, <16 x float> %t54)
  store <16 x float> %t56, ptr %a8
  %t57 = add i64 48, 64
  %t58 = load <16 x float>, ptr %a9
  %t59 = getelementptr float, ptr %a3, i64 %t57
  %t60 = load <16 x float>, ptr %t59, align 4
  %t62 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t58, <16 x float> %t60)
  store <16 x float> %t62, ptr %a9
  %t63 = load <16 x float>, ptr %a6
  %t64 = load <16 x float>, ptr %a7
  %t65 = load <16 x float>, ptr %a8
  %t66 = load <16 x float>, ptr %a9
  %t68 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t63, <16 x float> %t64)
  %t70 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t65, <16 x float> %t66)
  %t72 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t68, <16 x float> %t70)
  %t73 = shufflevector <16 x float> %t72, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t74 = shufflevector <16 x float> %t72, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t76 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %t73, <8 x float> %t74)
  %t77 = shufflevector <8 x float> %t76, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t78 = shufflevector <8 x float> %t76, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t80 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %t77, <4 x float> %t78)
  %t81 = shufflevector <4 x float> %t80, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %t82 = shufflevector <4 x float> %t80, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %t84 = call <2 x float> @llvm.maxnum.v2f32(<2 x float> %t81, <2 x float> %t82)
  %t85 = shufflevector <2 x float> %t84, <2 x float> poison, <1 x i32> <i32 0>
  %t86 = shufflevector <2 x float> %t84, <2 x float> poison, <1 x i32> <i32 1>
  %t88 = call <1 x float> @llvm.maxnum.v1f32(<1 x float> %t85, <1 x float> %t86)
  %t89 = extractelement <1 x float> %t88, i64 0
  store float %t89, ptr %a5
  %t90 = load float, ptr %a5
  store i64 0, ptr %a11
  br label %head7
head7:
  %t91 = load i64, ptr %a11
  %t92 = icmp slt i64 %t91, 128
  br i1 %t92, label %body8, label %done9
body8:
  %t93 = insertelement <1 x float> poison, float %t90, i64 0
  %t94 = shufflevector <1 x float> %t93, <1 x float> poison, <16 x i32> zeroinitializer
  %t95 = getelementptr float, ptr %a3, i64 %t91
  %t96 = load <16 x float>, ptr %t95, align 4
  %t97 = fsub <16 x float> %t96, %t94
  %t99 = fcmp oeq <16 x float> %t97, splat (float 0xFFF0000000000000)
  %t100 = select <16 x i1> %t99, <16 x float> zeroinitializer, <16 x float> %t97
  %t102 = call <16 x float> @_ZGVeN16v_expf(<16 x float> %t100)
  %t101 = select <16 x i1> %t99, <16 x float> zeroinitializer, <16 x float> %t102
  %t103 = getelementptr float, ptr %a10, i64 %t91
  store <16 x float> %t101, ptr %t103, align 4
  %t104 = add i64 %t91, 16
  store i64 %t104, ptr %a11
  br label %head7
done9:
  %t105 = mul i32 %pid0, %arg3
  %t107 = sext i32 %t105 to i64
  %t106 = getelementptr float, ptr %arg0, i64 %t107
  store i64 0, ptr %a13
  br label %head10
head10:
  %t108 = load i64, ptr %a13
  %t109 = icmp slt i64 %t108, 128
  br i1 %t109, label %body11, label %done12
body11:
  %t110 = insertelement <1 x ptr> poison, ptr %t106, i64 0
  %t111 = shufflevector <1 x ptr> %t110, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t112 = getelementptr i32, ptr %a0, i64 %t108
  %t113 = load <16 x i32>, ptr %t112, align 4
  %t115 = sext <16 x i32> %t113 to <16 x i64>
  %t114 = getelementptr float, <16 x ptr> %t111, <16 x i64> %t115
  %t116 = getelementptr ptr, ptr %a12, i64 %t108
  store <16 x ptr> %t114, ptr %t116, align 8
  %t117 = add i64 %t108, 16
  store i64 %t117, ptr %a13
  br label %head10
done12:
  %t118 = load <16 x float>, ptr %a10, align 4
  store <16 x float> %t118, ptr %a15
  %t119 = getelementptr float, ptr %a10, i64 16
  %t120 = load <16 x float>, ptr %t119, align 4
  store <16 x float> %t120, ptr %a16
  %t121 = getelementptr float, ptr %a10, i64 32
  %t122 = load <16 x float>, ptr %t121, align 4
  store <16 x float> %t122, ptr %a17
  %t123 = getelementptr float, ptr %a10, i64 48
  %t124 = load <16 x float>, ptr %t123, align 4
  store <16 x float> %t124, ptr %a18
  %t125 = load <16 x float>, ptr %a15
  %t126 = getelementptr float, ptr %a10, i64 64
  %t127 = load <16 x float>, ptr %t126, align 4
  %t128 = fadd <16 x float> %t125, %t127
  store <16 x float> %t128, ptr %a15
  %t129 = add i64 16, 64
  %t130 = load <16 x float>, ptr %a16
  %t131 = getelementptr float, ptr %a10, i64 %t129
  %t132 = load <16 x float>, ptr %t131, align 4
  %t133 = fadd <16 x float> %t130, %t132
  store <16 x float> %t133, ptr %a16
  %t134 = add i64 32, 64
  %t135 = load <16 x float>, ptr %a17
  %t136 = getelementptr float, ptr %a10, i64 %t134
  %t137 = load <16 x float>, ptr %t136, align 4
  %t138 = fadd <16 x float> %t135, %t137
  store <16 x float> %t138, ptr %a17
  %t139 = add i64 48, 64
  %t140 = load <16 x float>, ptr %a18
  %t141 = getelementptr float, ptr %a10, i64 %t139
  %t142 = load <16 x float>, ptr %t141, align 4
  %t143 = fadd <16 x float> %t140, %t142
  store <16 x float> %t143, ptr %a18
  %t144 = load <16 x float>, ptr %a15
  %t145 = load <16 x float>, ptr %a16
  %t146 = load <16 x float>, ptr %a17
  %t147 = load <16 x float>, ptr %a18
  %t148 = fadd <16 x float> %t144, %t145
  %t149 = fadd <16 x float> %t146, %t147
  %t150 = fadd <16 x float> %t148, %t149
  %t151 = shufflevector <16 x float> %t150, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t152 = shufflevector <16 x float> %t150, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t153 = fadd <8 x float> %t151, %t152
  %t154 = shufflevector <8 x float> %t153, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t155 = shufflevector <8 x float> %t153, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t156 = fadd <4 x float> %t154, %t155
  %t157 = shufflevector <4 x float> %t156, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %t158 = shufflevector <4 x float> %t156, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %t159 = fadd <2 x float> %t157, %t158
  %t160 = shufflevector <2 x float> %t159, <2 x float> poison, <1 x i32> <i32 0>
  %t161 = shufflevector <2 x float> %t159, <2 x float> poison, <1 x i32> <i32 1>
  %t162 = fadd <1 x float> %t160, %t161
  %t163 = extractelement <1 x float> %t162, i64 0
  store float %t163, ptr %a14
  %t164 = load float, ptr %a14
  store i64 0, ptr %a19
  br label %head13
head13:
  %t165 = load i64, ptr %a19
  %t166 = icmp slt i64 %t165, 128
  br i1 %t166, label %body14, label %done15
body14:
  %t167 = insertelement <1 x float> poison, float %t164, i64 0
  %t168 = shufflevector <1 x float> %t167, <1 x float> poison, <16 x i32> zeroinitializer
  %t169 = getelementptr float, ptr %a10, i64 %t165
  %t170 = load <16 x float>, ptr %t169, align 4
  %t171 = fdiv <16 x float> %t170, %t168
  %t172 = getelementptr ptr, ptr %a12, i64 %t165
  %t173 = load <16 x ptr>, ptr %t172, align 8
  %t174 = getelementptr i8, ptr %a1, i64 %t165
  %t175 = load <16 x i8>, ptr %t174, align 1
  %t176 = trunc <16 x i8> %t175 to <16 x i1>
  %t177 = extractelement <16 x ptr> %t173, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t171, ptr align 4 %t177, <16 x i1> %t176)
  %t178 = add i64 %t165, 16
  store i64 %t178, ptr %a19
  br label %head13
done15:
  ret void
}

define void @softmax_kernel_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
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

define void @softmax_kernel_omp(ptr %job) {
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
  tail call void @softmax_kernel_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %job, i64 %total, i64 %chunk, ptr %rt)
  ret void
}