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
  %a7 = alloca i64, i64 1, align 16
  %a8 = alloca float, i64 128, align 64
  %a9 = alloca i64, i64 1, align 16
  %a10 = alloca ptr, i64 128, align 64
  %a11 = alloca i64, i64 1, align 16
  %a12 = alloca float, i64 1, align 16
  %a13 = alloca <16 x float>, i64 1, align 16
  %a14 = alloca i64, i64 1, align 16
  %a15 = alloca i64, i64 1, align 16
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
  store i64 16, ptr %a7
  br label %head7
head7:
  %t36 = load i64, ptr %a7
  %t37 = icmp slt i64 %t36, 128
  br i1 %t37, label %body8, label %done9
body8:
  %t38 = add i64 %t33, %t36
  %t39 = load <16 x float>, ptr %a6
  %t40 = getelementptr float, ptr %a3, i64 %t38
  %t41 = load <16 x float>, ptr %t40, align 4
  %t43 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t39, <16 x float> %t41)
  store <16 x float> %t43, ptr %a6
  %t44 = add i64 %t36, 16
  store i64 %t44, ptr %a7
  br label %head7
done9:
  %t45 = load <16 x float>, ptr %a6
  %t46 = shufflevector <16 x float> %t45, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t47 = shufflevector <16 x float> %t45, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t49 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %t46, <8 x float> %t47)
  %t50 = shufflevector <8 x float> %t49, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t51 = shufflevector <8 x float> %t49, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t53 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %t50, <4 x float> %t51)
  %t54 = shufflevector <4 x float> %t53, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %t55 = shufflevector <4 x float> %t53, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %t57 = call <2 x float> @llvm.maxnum.v2f32(<2 x float> %t54, <2 x float> %t55)
  %t58 = shufflevector <2 x float> %t57, <2 x float> poison, <1 x i32> <i32 0>
  %t59 = shufflevector <2 x float> %t57, <2 x float> poison, <1 x i32> <i32 1>
  %t61 = call <1 x float> @llvm.maxnum.v1f32(<1 x float> %t58, <1 x float> %t59)
  %t62 = extractelement <1 x float> %t61, i64 0
  store float %t62, ptr %a5
  %t63 = load float, ptr %a5
  store i64 0, ptr %a9
  br label %head10
head10:
  %t64 = load i64, ptr %a9
  %t65 = icmp slt i64 %t64, 128
  br i1 %t65, label %body11, label %done12
body11:
  %t66 = insertelement <1 x float> poison, float %t63, i64 0
  %t67 = shufflevector <1 x float> %t66, <1 x float> poison, <16 x i32> zeroinitializer
  %t68 = getelementptr float, ptr %a3, i64 %t64
  %t69 = load <16 x float>, ptr %t68, align 4
  %t70 = fsub <16 x float> %t69, %t67
  %t72 = call <16 x float> @_ZGVeN16v_expf(<16 x float> %t70)
  %t73 = getelementptr float, ptr %a8, i64 %t64
  store <16 x float> %t72, ptr %t73, align 4
  %t74 = add i64 %t64, 16
  store i64 %t74, ptr %a9
  br label %head10
done12:
  %t75 = mul i32 %pid0, %arg3
  %t77 = sext i32 %t75 to i64
  %t76 = getelementptr float, ptr %arg0, i64 %t77
  store i64 0, ptr %a11
  br label %head13
head13:
  %t78 = load i64, ptr %a11
  %t79 = icmp slt i64 %t78, 128
  br i1 %t79, label %body14, label %done15
body14:
  %t80 = insertelement <1 x ptr> poison, ptr %t76, i64 0
  %t81 = shufflevector <1 x ptr> %t80, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t82 = getelementptr i32, ptr %a0, i64 %t78
  %t83 = load <16 x i32>, ptr %t82, align 4
  %t85 = sext <16 x i32> %t83 to <16 x i64>
  %t84 = getelementptr float, <16 x ptr> %t81, <16 x i64> %t85
  %t86 = getelementptr ptr, ptr %a10, i64 %t78
  store <16 x ptr> %t84, ptr %t86, align 8
  %t87 = add i64 %t78, 16
  store i64 %t87, ptr %a11
  br label %head13
done15:
  %t88 = mul i64 0, 128
  %t89 = getelementptr float, ptr %a8, i64 %t88
  %t90 = load <16 x float>, ptr %t89, align 4
  store <16 x float> %t90, ptr %a13
  store i64 16, ptr %a14
  br label %head16
head16:
  %t91 = load i64, ptr %a14
  %t92 = icmp slt i64 %t91, 128
  br i1 %t92, label %body17, label %done18
body17:
  %t93 = add i64 %t88, %t91
  %t94 = load <16 x float>, ptr %a13
  %t95 = getelementptr float, ptr %a8, i64 %t93
  %t96 = load <16 x float>, ptr %t95, align 4
  %t97 = fadd <16 x float> %t94, %t96
  store <16 x float> %t97, ptr %a13
  %t98 = add i64 %t91, 16
  store i64 %t98, ptr %a14
  br label %head16
done18:
  %t99 = load <16 x float>, ptr %a13
  %t100 = shufflevector <16 x float> %t99, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t101 = shufflevector <16 x float> %t99, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t102 = fadd <8 x float> %t100, %t101
  %t103 = shufflevector <8 x float> %t102, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t104 = shufflevector <8 x float> %t102, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t105 = fadd <4 x float> %t103, %t104
  %t106 = shufflevector <4 x float> %t105, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %t107 = shufflevector <4 x float> %t105, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %t108 = fadd <2 x float> %t106, %t107
  %t109 = shufflevector <2 x float> %t108, <2 x float> poison, <1 x i32> <i32 0>
  %t110 = shufflevector <2 x float> %t108, <2 x float> poison, <1 x i32> <i32 1>
  %t111 = fadd <1 x float> %t109, %t110
  %t112 = extractelement <1 x float> %t111, i64 0
  store float %t112, ptr %a12
  %t113 = load float, ptr %a12
  store i64 0, ptr %a15
  br label %head19
head19:
  %t114 = load i64, ptr %a15
  %t115 = icmp slt i64 %t114, 128
  br i1 %t115, label %body20, label %done21
body20:
  %t116 = insertelement <1 x float> poison, float %t113, i64 0
  %t117 = shufflevector <1 x float> %t116, <1 x float> poison, <16 x i32> zeroinitializer
  %t118 = getelementptr float, ptr %a8, i64 %t114
  %t119 = load <16 x float>, ptr %t118, align 4
  %t120 = fdiv <16 x float> %t119, %t117
  %t121 = getelementptr ptr, ptr %a10, i64 %t114
  %t122 = load <16 x ptr>, ptr %t121, align 8
  %t123 = getelementptr i8, ptr %a1, i64 %t114
  %t124 = load <16 x i8>, ptr %t123, align 1
  %t125 = trunc <16 x i8> %t124 to <16 x i1>
  %t126 = extractelement <16 x ptr> %t122, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t120, ptr align 4 %t126, <16 x i1> %t125)
  %t127 = add i64 %t114, 16
  store i64 %t127, ptr %a15
  br label %head19
done21:
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