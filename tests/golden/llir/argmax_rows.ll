; tritium CPU kernel argmax_rows
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)

define internal void @argmax_rows.program(ptr noalias %args, i32 %pid0, i32 %pid1, i32 %pid2, i32 %np0, i32 %np1, i32 %np2, ptr %rt) {
entry:
  %a0 = alloca i32, i64 64, align 64
  %a1 = alloca i64, i64 1, align 16
  %a2 = alloca float, i64 64, align 64
  %a3 = alloca i64, i64 1, align 16
  %a4 = alloca float, i64 1, align 16
  %a5 = alloca i32, i64 1, align 16
  %a6 = alloca <16 x float>, i64 1, align 16
  %a7 = alloca <16 x i32>, i64 1, align 16
  %a8 = alloca i64, i64 1, align 16
  %argp0 = getelementptr i8, ptr %args, i64 0
  %arg0 = load ptr, ptr %argp0
  %argp1 = getelementptr i8, ptr %args, i64 8
  %arg1 = load ptr, ptr %argp1
  %argp2 = getelementptr i8, ptr %args, i64 16
  %arg2 = load i32, ptr %argp2
  %argp3 = getelementptr i8, ptr %args, i64 24
  %arg3 = load i32, ptr %argp3
  store i64 0, ptr %a1
  br label %head1
head1:
  %t1 = load i64, ptr %a1
  %t2 = icmp slt i64 %t1, 64
  br i1 %t2, label %body2, label %done3
body2:
  %t3 = trunc i64 %t1 to i32
  %t4 = insertelement <1 x i32> poison, i32 %t3, i64 0
  %t5 = shufflevector <1 x i32> %t4, <1 x i32> poison, <16 x i32> zeroinitializer
  %t6 = add <16 x i32> %t5, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t7 = getelementptr i32, ptr %a0, i64 %t1
  store <16 x i32> %t6, ptr %t7, align 4
  %t8 = add i64 %t1, 16
  store i64 %t8, ptr %a1
  br label %head1
done3:
  %t9 = mul i32 %pid0, %arg3
  %t11 = sext i32 %t9 to i64
  %t10 = getelementptr float, ptr %arg0, i64 %t11
  store i64 0, ptr %a3
  br label %head4
head4:
  %t12 = load i64, ptr %a3
  %t13 = icmp slt i64 %t12, 64
  br i1 %t13, label %body5, label %done6
body5:
  %t14 = insertelement <1 x ptr> poison, ptr %t10, i64 0
  %t15 = shufflevector <1 x ptr> %t14, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t16 = getelementptr i32, ptr %a0, i64 %t12
  %t17 = load <16 x i32>, ptr %t16, align 4
  %t19 = sext <16 x i32> %t17 to <16 x i64>
  %t18 = getelementptr float, <16 x ptr> %t15, <16 x i64> %t19
  %t20 = insertelement <1 x i32> poison, i32 %arg2, i64 0
  %t21 = shufflevector <1 x i32> %t20, <1 x i32> poison, <16 x i32> zeroinitializer
  %t22 = icmp slt <16 x i32> %t17, %t21
  %t24 = extractelement <16 x ptr> %t18, i64 0
  %t25 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t24, <16 x i1> %t22, <16 x float> splat (float 0xFFF0000000000000))
  %t26 = getelementptr float, ptr %a2, i64 %t12
  store <16 x float> %t25, ptr %t26, align 4
  %t27 = add i64 %t12, 16
  store i64 %t27, ptr %a3
  br label %head4
done6:
  %t29 = sext i32 %pid0 to i64
  %t28 = getelementptr i32, ptr %arg1, i64 %t29
  %t30 = load <16 x float>, ptr %a2, align 4
  %t31 = load <16 x i32>, ptr %a0, align 4
  store <16 x float> %t30, ptr %a6
  store <16 x i32> %t31, ptr %a7
  store i64 16, ptr %a8
  br label %head7
head7:
  %t32 = load i64, ptr %a8
  %t33 = icmp slt i64 %t32, 64
  br i1 %t33, label %body8, label %done9
body8:
  %t34 = load <16 x float>, ptr %a6
  %t35 = load <16 x i32>, ptr %a7
  %t36 = getelementptr float, ptr %a2, i64 %t32
  %t37 = load <16 x float>, ptr %t36, align 4
  %t38 = getelementptr i32, ptr %a0, i64 %t32
  %t39 = load <16 x i32>, ptr %t38, align 4
  %t40 = fcmp ogt <16 x float> %t34, %t37
  %t41 = fcmp oeq <16 x float> %t34, %t37
  %t42 = icmp slt <16 x i32> %t35, %t39
  %t43 = and <16 x i1> %t41, %t42
  %t44 = or <16 x i1> %t40, %t43
  %t45 = select <16 x i1> %t44, <16 x float> %t34, <16 x float> %t37
  %t46 = select <16 x i1> %t44, <16 x i32> %t35, <16 x i32> %t39
  store <16 x float> %t45, ptr %a6
  store <16 x i32> %t46, ptr %a7
  %t47 = add i64 %t32, 16
  store i64 %t47, ptr %a8
  br label %head7
done9:
  %t48 = load <16 x float>, ptr %a6
  %t49 = load <16 x i32>, ptr %a7
  %t50 = shufflevector <16 x float> %t48, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t51 = shufflevector <16 x i32> %t49, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t52 = shufflevector <16 x float> %t48, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t53 = shufflevector <16 x i32> %t49, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t54 = fcmp ogt <8 x float> %t50, %t52
  %t55 = fcmp oeq <8 x float> %t50, %t52
  %t56 = icmp slt <8 x i32> %t51, %t53
  %t57 = and <8 x i1> %t55, %t56
  %t58 = or <8 x i1> %t54, %t57
  %t59 = select <8 x i1> %t58, <8 x float> %t50, <8 x float> %t52
  %t60 = select <8 x i1> %t58, <8 x i32> %t51, <8 x i32> %t53
  %t61 = shufflevector <8 x float> %t59, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t62 = shufflevector <8 x i32> %t60, <8 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t63 = shufflevector <8 x float> %t59, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t64 = shufflevector <8 x i32> %t60, <8 x i32> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t65 = fcmp ogt <4 x float> %t61, %t63
  %t66 = fcmp oeq <4 x float> %t61, %t63
  %t67 = icmp slt <4 x i32> %t62, %t64
  %t68 = and <4 x i1> %t66, %t67
  %t69 = or <4 x i1> %t65, %t68
  %t70 = select <4 x i1> %t69, <4 x float> %t61, <4 x float> %t63
  %t71 = select <4 x i1> %t69, <4 x i32> %t62, <4 x i32> %t64
  %t72 = shufflevector <4 x float> %t70, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %t73 = shufflevector <4 x i32> %t71, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %t74 = shufflevector <4 x float> %t70, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %t75 = shufflevector <4 x i32> %t71, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %t76 = fcmp ogt <2 x float> %t72, %t74
  %t77 = fcmp oeq <2 x float> %t72, %t74
  %t78 = icmp slt <2 x i32> %t73, %t75
  %t79 = and <2 x i1> %t77, %t78
  %t80 = or <2 x i1> %t76, %t79
  %t81 = select <2 x i1> %t80, <2 x float> %t72, <2 x float> %t74
  %t82 = select <2 x i1> %t80, <2 x i32> %t73, <2 x i32> %t75
  %t83 = shufflevector <2 x float> %t81, <2 x float> poison, <1 x i32> <i32 0>
  %t84 = shufflevector <2 x i32> %t82, <2 x i32> poison, <1 x i32> <i32 0>
  %t85 = shufflevector <2 x float> %t81, <2 x float> poison, <1 x i32> <i32 1>
  %t86 = shufflevector <2 x i32> %t82, <2 x i32> poison, <1 x i32> <i32 1>
  %t87 = fcmp ogt <1 x float> %t83, %t85
  %t88 = fcmp oeq <1 x float> %t83, %t85
  %t89 = icmp slt <1 x i32> %t84, %t86
  %t90 = and <1 x i1> %t88, %t89
  %t91 = or <1 x i1> %t87, %t90
  %t92 = select <1 x i1> %t91, <1 x float> %t83, <1 x float> %t85
  %t93 = select <1 x i1> %t91, <1 x i32> %t84, <1 x i32> %t86
  %t94 = extractelement <1 x float> %t92, i64 0
  %t95 = extractelement <1 x i32> %t93, i64 0
  store float %t94, ptr %a4
  store i32 %t95, ptr %a5
  %t96 = load float, ptr %a4
  %t97 = load i32, ptr %a5
  %t98 = insertelement <1 x ptr> poison, ptr %t28, i64 0
  %t99 = insertelement <1 x i32> poison, i32 %t97, i64 0
  %t100 = extractelement <1 x ptr> %t98, i64 0
  store <1 x i32> %t99, ptr %t100, align 4
  ret void
}

define void @argmax_rows_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
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
  call void @argmax_rows.program(ptr %args, i32 %x, i32 %y, i32 %z, i32 %nx, i32 %ny, i32 %nz, ptr %rt)
  %p1 = add i64 %p, 1
  %again = icmp slt i64 %p1, %end
  br i1 %again, label %prog, label %take
exit:
  ret void
}

define void @argmax_rows_omp(ptr %job) {
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
  tail call void @argmax_rows_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %job, i64 %total, i64 %chunk, ptr %rt)
  ret void
}