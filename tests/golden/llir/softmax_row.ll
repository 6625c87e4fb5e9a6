; tritium CPU kernel softmax_kernel
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.maxnum.v16f32(<16 x float>, <16 x float>)
declare <8 x float> @llvm.maxnum.v8f32(<8 x float>, <8 x float>)
declare <4 x float> @llvm.maxnum.v4f32(<4 x float>, <4 x float>)
declare <2 x float> @llvm.maxnum.v2f32(<2 x float>, <2 x float>)
declare <1 x float> @llvm.maxnum.v1f32(<1 x float>, <1 x float>)
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float>, <16 x float>, <16 x float>, i16, i32)
declare <16 x float> @llvm.fabs.v16f32(<16 x float>)
declare <16 x float> @llvm.minnum.v16f32(<16 x float>, <16 x float>)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare i1 @llvm.vector.reduce.and.v16i1(<16 x i1>)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define internal void @softmax_kernel.program(ptr noalias %args, i32 %pid0, i32 %pid1, i32 %pid2, i32 %np0, i32 %np1, i32 %np2, ptr %rt) {
entry:
  %a0 = alloca i32, i64 128, align 64
  %a1 = alloca i8, i64 128, align 64
  %a2 = alloca float, i64 128, align 64
  %a3 = alloca <16 x float>, i64 1, align 16
  %a4 = alloca i64, i64 1, align 16
  %a5 = alloca float, i64 128, align 64
  %a6 = alloca ptr, i64 128, align 64
  %a7 = alloca <16 x float>, i64 1, align 16
  %a8 = alloca i64, i64 1, align 16
  %a9 = alloca i64, i64 1, align 16
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
  %t1 = mul i32 %pid0, %arg2
  %t3 = sext i32 %t1 to i64
  %t2 = getelementptr float, ptr %arg1, i64 %t3
  store <16 x float> splat (float 0x7FF8000000000000), ptr %a3
  store i64 0, ptr %a4
  br label %head1
head1:
  %t4 = load i64, ptr %a4
  %t5 = icmp slt i64 %t4, 128
  br i1 %t5, label %body2, label %done3
body2:
  %t6 = trunc i64 %t4 to i32
  %t7 = insertelement <1 x i32> poison, i32 %t6, i64 0
  %t8 = shufflevector <1 x i32> %t7, <1 x i32> poison, <16 x i32> zeroinitializer
  %t9 = add <16 x i32> %t8, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t10 = insertelement <1 x i32> poison, i32 %arg4, i64 0
  %t11 = shufflevector <1 x i32> %t10, <1 x i32> poison, <16 x i32> zeroinitializer
  %t12 = icmp slt <16 x i32> %t9, %t11
  %t13 = insertelement <1 x ptr> poison, ptr %t2, i64 0
  %t14 = shufflevector <1 x ptr> %t13, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t16 = sext <16 x i32> %t9 to <16 x i64>
  %t15 = getelementptr float, <16 x ptr> %t14, <16 x i64> %t16
  %t18 = extractelement <16 x ptr> %t15, i64 0
  %t19 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t18, <16 x i1> %t12, <16 x float> splat (float 0xFFF0000000000000))
  %t20 = load <16 x float>, ptr %a3
  %t22 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %t20, <16 x float> %t19)
  store <16 x float> %t22, ptr %a3
  %t23 = getelementptr i32, ptr %a0, i64 %t4
  store <16 x i32> %t9, ptr %t23, align 4
  %t24 = zext <16 x i1> %t12 to <16 x i8>
  %t25 = getelementptr i8, ptr %a1, i64 %t4
  store <16 x i8> %t24, ptr %t25, align 1
  %t26 = getelementptr float, ptr %a2, i64 %t4
  store <16 x float> %t19, ptr %t26, align 4
  %t27 = add i64 %t4, 16
  store i64 %t27, ptr %a4
  br label %head1
done3:
  %t28 = load <16 x float>, ptr %a3
  %t29 = shufflevector <16 x float> %t28, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t30 = shufflevector <16 x float> %t28, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t32 = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %t29, <8 x float> %t30)
  %t33 = shufflevector <8 x float> %t32, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t34 = shufflevector <8 x float> %t32, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t36 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %t33, <4 x float> %t34)
  %t37 = shufflevector <4 x float> %t36, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %t38 = shufflevector <4 x float> %t36, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %t40 = call <2 x float> @llvm.maxnum.v2f32(<2 x float> %t37, <2 x float> %t38)
  %t41 = shufflevector <2 x float> %t40, <2 x float> poison, <1 x i32> <i32 0>
  %t42 = shufflevector <2 x float> %t40, <2 x float> poison, <1 x i32> <i32 1>
  %t44 = call <1 x float> @llvm.maxnum.v1f32(<1 x float> %t41, <1 x float> %t42)
  %t45 = extractelement <1 x float> %t44, i64 0
  %t46 = mul i32 %pid0, %arg3
  %t48 = sext i32 %t46 to i64
  %t47 = getelementptr float, ptr %arg0, i64 %t48
  store <16 x float> splat (float -0.0), ptr %a7
  store i64 0, ptr %a8
  br label %head4
head4:
  %t49 = load i64, ptr %a8
  %t50 = icmp slt i64 %t49, 128
  br i1 %t50, label %body5, label %done6
body5:
  %t51 = insertelement <1 x float> poison, float %t45, i64 0
  %t52 = shufflevector <1 x float> %t51, <1 x float> poison, <16 x i32> zeroinitializer
  %t53 = getelementptr float, ptr %a2, i64 %t49
  %t54 = load <16 x float>, ptr %t53, align 4
  %t55 = fsub <16 x float> %t54, %t52
  %t57 = fcmp olt <16 x float> %t55, splat (float 0xC05A000000000000)
  %t58 = select <16 x i1> %t57, <16 x float> splat (float 0xC05A000000000000), <16 x float> %t55
  %t59 = fcmp ogt <16 x float> %t58, splat (float 0x4056400000000000)
  %t60 = select <16 x i1> %t59, <16 x float> splat (float 0x4056400000000000), <16 x float> %t58
  %t61 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t60, <16 x float> splat (float 0x3FF7154760000000), <16 x float> splat (float 0x4168000000000000))
  %t62 = fsub <16 x float> %t61, splat (float 0x4168000000000000)
  %t63 = bitcast <16 x float> %t61 to <16 x i32>
  %t64 = sub <16 x i32> %t63, splat (i32 1262485504)
  %t65 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t62, <16 x float> splat (float 0xBFE62E4000000000), <16 x float> %t60)
  %t66 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t62, <16 x float> splat (float 0xBEB7F7D1C0000000), <16 x float> %t65)
  %t67 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> splat (float 0x3F56A244C0000000), <16 x float> %t66, <16 x float> splat (float 0x3F81239D40000000))
  %t68 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t67, <16 x float> %t66, <16 x float> splat (float 0x3FA5558F20000000))
  %t69 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t68, <16 x float> %t66, <16 x float> splat (float 0x3FC5554920000000))
  %t70 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t69, <16 x float> %t66, <16 x float> splat (float 0x3FDFFFFFC0000000))
  %t71 = fmul <16 x float> %t66, %t66
  %t72 = fadd <16 x float> %t66, splat (float 0x3FF0000000000000)
  %t73 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %t71, <16 x float> %t70, <16 x float> %t72)
  %t74 = call <16 x float> @llvm.x86.avx512.mask.scalef.ps.512(<16 x float> %t73, <16 x float> %t62, <16 x float> poison, i16 -1, i32 4)
  %t75 = insertelement <1 x ptr> poison, ptr %t47, i64 0
  %t76 = shufflevector <1 x ptr> %t75, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t77 = trunc i64 %t49 to i32
  %t78 = insertelement <1 x i32> poison, i32 %t77, i64 0
  %t79 = shufflevector <1 x i32> %t78, <1 x i32> poison, <16 x i32> zeroinitializer
  %t80 = add <16 x i32> %t79, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t82 = sext <16 x i32> %t80 to <16 x i64>
  %t81 = getelementptr float, <16 x ptr> %t76, <16 x i64> %t82
  %t83 = load <16 x float>, ptr %a7
  %t84 = fadd <16 x float> %t83, %t74
  store <16 x float> %t84, ptr %a7
  %t85 = getelementptr float, ptr %a5, i64 %t49
  store <16 x float> %t74, ptr %t85, align 4
  %t86 = getelementptr ptr, ptr %a6, i64 %t49
  store <16 x ptr> %t81, ptr %t86, align 8
  %t87 = add i64 %t49, 16
  store i64 %t87, ptr %a8
  br label %head4
done6:
  %t88 = load <16 x float>, ptr %a7
  %t89 = shufflevector <16 x float> %t88, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t90 = shufflevector <16 x float> %t88, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t91 = fadd <8 x float> %t89, %t90
  %t92 = shufflevector <8 x float> %t91, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t93 = shufflevector <8 x float> %t91, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t94 = fadd <4 x float> %t92, %t93
  %t95 = shufflevector <4 x float> %t94, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %t96 = shufflevector <4 x float> %t94, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %t97 = fadd <2 x float> %t95, %t96
  %t98 = shufflevector <2 x float> %t97, <2 x float> poison, <1 x i32> <i32 0>
  %t99 = shufflevector <2 x float> %t97, <2 x float> poison, <1 x i32> <i32 1>
  %t100 = fadd <1 x float> %t98, %t99
  %t101 = extractelement <1 x float> %t100, i64 0
  store i64 0, ptr %a9
  br label %head7
head7:
  %t102 = load i64, ptr %a9
  %t103 = icmp slt i64 %t102, 128
  br i1 %t103, label %body8, label %done9
body8:
  %t104 = insertelement <1 x float> poison, float %t101, i64 0
  %t105 = shufflevector <1 x float> %t104, <1 x float> poison, <16 x i32> zeroinitializer
  %t106 = getelementptr float, ptr %a5, i64 %t102
  %t107 = load <16 x float>, ptr %t106, align 4
  %t108 = fdiv <16 x float> splat (float 0x3FF0000000000000), %t105
  %t109 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %t105)
  %t110 = fcmp oge <16 x float> %t109, splat (float 0x3870000000000000)
  %t111 = fcmp ole <16 x float> %t109, splat (float 0x4770000000000000)
  %t112 = and <16 x i1> %t110, %t111
  %t113 = fmul <16 x float> %t109, splat (float 0x3870000000000000)
  %t114 = call <16 x float> @llvm.maxnum.v16f32(<16 x float> splat (float 0x39F0000000000000), <16 x float> %t113)
  %t115 = select <16 x i1> %t112, <16 x float> %t114, <16 x float> splat (float 0x7FF0000000000000)
  %t116 = fmul <16 x float> %t109, splat (float 0x4770000000000000)
  %t117 = call <16 x float> @llvm.minnum.v16f32(<16 x float> splat (float 0x4770000000000000), <16 x float> %t116)
  %t118 = fmul <16 x float> %t107, %t108
  %t119 = fneg <16 x float> %t118
  %t120 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t119, <16 x float> %t105, <16 x float> %t107)
  %t121 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t120, <16 x float> %t108, <16 x float> %t118)
  %t122 = fcmp oeq <16 x float> %t107, splat (float 0x0000000000000000)
  %t123 = select <16 x i1> %t122, <16 x float> %t118, <16 x float> %t121
  %t124 = call <16 x float> @llvm.fabs.v16f32(<16 x float> %t107)
  %t125 = fcmp oge <16 x float> %t124, %t115
  %t126 = fcmp ole <16 x float> %t124, %t117
  %t127 = and <16 x i1> %t125, %t126
  %t128 = or <16 x i1> %t127, %t122
  %t129 = and <16 x i1> %t128, %t112
  %t130 = call i1 @llvm.vector.reduce.and.v16i1(<16 x i1> %t129)
  br label %div10
div10:
  br i1 %t130, label %div_done12, label %div_exact11
div_exact11:
  %t131 = fdiv <16 x float> %t107, %t105
  br label %div_done12
div_done12:
  %t132 = phi <16 x float> [ %t123, %div10 ], [ %t131, %div_exact11 ]
  %t133 = insertelement <1 x ptr> poison, ptr %t47, i64 0
  %t134 = shufflevector <1 x ptr> %t133, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t135 = trunc i64 %t102 to i32
  %t136 = insertelement <1 x i32> poison, i32 %t135, i64 0
  %t137 = shufflevector <1 x i32> %t136, <1 x i32> poison, <16 x i32> zeroinitializer
  %t138 = add <16 x i32> %t137, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t140 = sext <16 x i32> %t138 to <16 x i64>
  %t139 = getelementptr float, <16 x ptr> %t134, <16 x i64> %t140
  %t141 = insertelement <1 x i32> poison, i32 %arg4, i64 0
  %t142 = shufflevector <1 x i32> %t141, <1 x i32> poison, <16 x i32> zeroinitializer
  %t143 = icmp slt <16 x i32> %t138, %t142
  %t144 = extractelement <16 x ptr> %t139, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t132, ptr align 4 %t144, <16 x i1> %t143)
  %t145 = add i64 %t102, 16
  store i64 %t145, ptr %a9
  br label %head7
done9:
  ret void
}

define internal i64 @softmax_kernel.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
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
  call void @softmax_kernel.program(ptr %args, i32 %x, i32 %y, i32 %z, i32 %nx, i32 %ny, i32 %nz, ptr %rt)
  %p1 = add i64 %p, 1
  %again = icmp slt i64 %p1, %end
  br i1 %again, label %prog, label %take
exit:
  ret i64 %ran
}

define void @softmax_kernel_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
entry:
  %ran = call i64 @softmax_kernel.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt)
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
  %ran = call i64 @softmax_kernel.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %job, i64 %total, i64 %chunk, ptr %rt)
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