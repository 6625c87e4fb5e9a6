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
  %t30 = mul i64 0, 64
  %t31 = getelementptr float, ptr %a2, i64 %t30
  %t32 = load <16 x float>, ptr %t31, align 4
  %t33 = getelementptr i32, ptr %a0, i64 %t30
  %t34 = load <16 x i32>, ptr %t33, align 4
  store <16 x float> %t32, ptr %a6
  store <16 x i32> %t34, ptr %a7
  store i64 16, ptr %a8
  br label %head7
head7:
  %t35 = load i64, ptr %a8
  %t36 = icmp slt i64 %t35, 64
  br i1 %t36, label %body8, label %done9
body8:
  %t37 = add i64 %t30, %t35
  %t38 = load <16 x float>, ptr %a6
  %t39 = load <16 x i32>, ptr %a7
  %t40 = getelementptr float, ptr %a2, i64 %t37
  %t41 = load <16 x float>, ptr %t40, align 4
  %t42 = getelementptr i32, ptr %a0, i64 %t37
  %t43 = load <16 x i32>, ptr %t42, align 4
  %t44 = fcmp ogt <16 x float> %t38, %t41
  %t45 = fcmp oeq <16 x float> %t38, %t41
  %t46 = icmp slt <16 x i32> %t39, %t43
  %t47 = and <16 x i1> %t45, %t46
  %t48 = or <16 x i1> %t44, %t47
  %t49 = select <16 x i1> %t48, <16 x float> %t38, <16 x float> %t41
  %t50 = select <16 x i1> %t48, <16 x i32> %t39, <16 x i32> %t43
  store <16 x float> %t49, ptr %a6
  store <16 x i32> %t50, ptr %a7
  %t51 = add i64 %t35, 16
  store i64 %t51, ptr %a8
  br label %head7
done9:
  %t52 = load <16 x float>, ptr %a6
  %t53 = load <16 x i32>, ptr %a7
  %t54 = shufflevector <16 x float> %t52, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t55 = shufflevector <16 x i32> %t53, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t56 = shufflevector <16 x float> %t52, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t57 = shufflevector <16 x i32> %t53, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t58 = fcmp ogt <8 x float> %t54, %t56
  %t59 = fcmp oeq <8 x float> %t54, %t56
  %t60 = icmp slt <8 x i32> %t55, %t57
  %t61 = and <8 x i1> %t59, %t60
  %t62 = or <8 x i1> %t58, %t61
  %t63 = select <8 x i1> %t62, <8 x float> %t54, <8 x float> %t56
  %t64 = select <8 x i1> %t62, <8 x i32> %t55, <8 x i32> %t57
  %t65 = shufflevector <8 x float> %t63, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t66 = shufflevector <8 x i32> %t64, <8 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t67 = shufflevector <8 x float> %t63, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t68 = shufflevector <8 x i32> %t64, <8 x i32> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t69 = fcmp ogt <4 x float> %t65, %t67
  %t70 = fcmp oeq <4 x float> %t65, %t67
  %t71 = icmp slt <4 x i32> %t66, %t68
  %t72 = and <4 x i1> %t70, %t71
  %t73 = or <4 x i1> %t69, %t72
  %t74 = select <4 x i1> %t73, <4 x float> %t65, <4 x float> %t67
  %t75 = select <4 x i1> %t73, <4 x i32> %t66, <4 x i32> %t68
  %t76 = shufflevector <4 x float> %t74, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %t77 = shufflevector <4 x i32> %t75, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %t78 = shufflevector <4 x float> %t74, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %t79 = shufflevector <4 x i32> %t75, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %t80 = fcmp ogt <2 x float> %t76, %t78
  %t81 = fcmp oeq <2 x float> %t76, %t78
  %t82 = icmp slt <2 x i32> %t77, %t79
  %t83 = and <2 x i1> %t81, %t82
  %t84 = or <2 x i1> %t80, %t83
  %t85 = select <2 x i1> %t84, <2 x float> %t76, <2 x float> %t78
  %t86 = select <2 x i1> %t84, <2 x i32> %t77, <2 x i32> %t79
  %t87 = shufflevector <2 x float> %t85, <2 x float> poison, <1 x i32> <i32 0>
  %t88 = shufflevector <2 x i32> %t86, <2 x i32> poison, <1 x i32> <i32 0>
  %t89 = shufflevector <2 x float> %t85, <2 x float> poison, <1 x i32> <i32 1>
  %t90 = shufflevector <2 x i32> %t86, <2 x i32> poison, <1 x i32> <i32 1>
  %t91 = fcmp ogt <1 x float> %t87, %t89
  %t92 = fcmp oeq <1 x float> %t87, %t89
  %t93 = icmp slt <1 x i32> %t88, %t90
  %t94 = and <1 x i1> %t92, %t93
  %t95 = or <1 x i1> %t91, %t94
  %t96 = select <1 x i1> %t95, <1 x float> %t87, <1 x float> %t89
  %t97 = select <1 x i1> %t95, <1 x i32> %t88, <1 x i32> %t90
  %t98 = extractelement <1 x float> %t96, i64 0
  %t99 = extractelement <1 x i32> %t97, i64 0
  store float %t98, ptr %a4
  store i32 %t99, ptr %a5
  %t100 = load float, ptr %a4
  %t101 = load i32, ptr %a5
  %t102 = insertelement <1 x ptr> poison, ptr %t28, i64 0
  %t103 = insertelement <1 x i32> poison, i32 %t101, i64 0
  %t104 = extractelement <1 x ptr> %t102, i64 0
  store <1 x i32> %t103, ptr %t104, align 4
  ret void
}

define void @argmax_rows_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) {
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