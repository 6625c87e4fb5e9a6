; tritium CPU kernel argmax_rows
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)

define internal void @argmax_rows.program(ptr noalias %args, i32 %pid0, i32 %pid1, i32 %pid2, i32 %np0, i32 %np1, i32 %np2, ptr %rt) {
entry:
  %a0 = alloca <16 x float>, i64 1, align 16
  %a1 = alloca <16 x i32>, i64 1, align 16
  %a2 = alloca i64, i64 1, align 16
  %argp0 = getelementptr i8, ptr %args, i64 0
  %arg0 = load ptr, ptr %argp0
  %argp1 = getelementptr i8, ptr %args, i64 8
  %arg1 = load ptr, ptr %argp1
  %argp2 = getelementptr i8, ptr %args, i64 16
  %arg2 = load i32, ptr %argp2
  %argp3 = getelementptr i8, ptr %args, i64 24
  %arg3 = load i32, ptr %argp3
  %t1 = mul i32 %pid0, %arg3
  %t3 = sext i32 %t1 to i64
  %t2 = getelementptr float, ptr %arg0, i64 %t3
  %t5 = sext i32 %pid0 to i64
  %t4 = getelementptr i32, ptr %arg1, i64 %t5
  store <16 x float> zeroinitializer, ptr %a0
  store <16 x i32> zeroinitializer, ptr %a1
  store i64 0, ptr %a2
  br label %head1
head1:
  %t6 = load i64, ptr %a2
  %t7 = icmp slt i64 %t6, 64
  br i1 %t7, label %body2, label %done3
body2:
  %t8 = trunc i64 %t6 to i32
  %t9 = insertelement <1 x i32> poison, i32 %t8, i64 0
  %t10 = shufflevector <1 x i32> %t9, <1 x i32> poison, <16 x i32> zeroinitializer
  %t11 = add <16 x i32> %t10, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t12 = insertelement <1 x ptr> poison, ptr %t2, i64 0
  %t13 = shufflevector <1 x ptr> %t12, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t15 = sext <16 x i32> %t11 to <16 x i64>
  %t14 = getelementptr float, <16 x ptr> %t13, <16 x i64> %t15
  %t16 = insertelement <1 x i32> poison, i32 %arg2, i64 0
  %t17 = shufflevector <1 x i32> %t16, <1 x i32> poison, <16 x i32> zeroinitializer
  %t18 = icmp slt <16 x i32> %t11, %t17
  %t20 = extractelement <16 x ptr> %t14, i64 0
  %t21 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t20, <16 x i1> %t18, <16 x float> splat (float 0xFFF0000000000000))
  %t22 = load <16 x float>, ptr %a0
  %t23 = load <16 x i32>, ptr %a1
  %t24 = fcmp ogt <16 x float> %t22, %t21
  %t25 = fcmp oeq <16 x float> %t22, %t21
  %t26 = icmp slt <16 x i32> %t23, %t11
  %t27 = and <16 x i1> %t25, %t26
  %t28 = or <16 x i1> %t24, %t27
  %t29 = select <16 x i1> %t28, <16 x float> %t22, <16 x float> %t21
  %t30 = select <16 x i1> %t28, <16 x i32> %t23, <16 x i32> %t11
  %t31 = icmp eq i64 %t6, 0
  %t32 = select i1 %t31, <16 x float> %t21, <16 x float> %t29
  %t33 = select i1 %t31, <16 x i32> %t11, <16 x i32> %t30
  store <16 x float> %t32, ptr %a0
  store <16 x i32> %t33, ptr %a1
  %t34 = add i64 %t6, 16
  store i64 %t34, ptr %a2
  br label %head1
done3:
  %t35 = load <16 x float>, ptr %a0
  %t36 = load <16 x i32>, ptr %a1
  %t37 = shufflevector <16 x float> %t35, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t38 = shufflevector <16 x i32> %t36, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t39 = shufflevector <16 x float> %t35, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t40 = shufflevector <16 x i32> %t36, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t41 = fcmp ogt <8 x float> %t37, %t39
  %t42 = fcmp oeq <8 x float> %t37, %t39
  %t43 = icmp slt <8 x i32> %t38, %t40
  %t44 = and <8 x i1> %t42, %t43
  %t45 = or <8 x i1> %t41, %t44
  %t46 = select <8 x i1> %t45, <8 x float> %t37, <8 x float> %t39
  %t47 = select <8 x i1> %t45, <8 x i32> %t38, <8 x i32> %t40
  %t48 = shufflevector <8 x float> %t46, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t49 = shufflevector <8 x i32> %t47, <8 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t50 = shufflevector <8 x float> %t46, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t51 = shufflevector <8 x i32> %t47, <8 x i32> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t52 = fcmp ogt <4 x float> %t48, %t50
  %t53 = fcmp oeq <4 x float> %t48, %t50
  %t54 = icmp slt <4 x i32> %t49, %t51
  %t55 = and <4 x i1> %t53, %t54
  %t56 = or <4 x i1> %t52, %t55
  %t57 = select <4 x i1> %t56, <4 x float> %t48, <4 x float> %t50
  %t58 = select <4 x i1> %t56, <4 x i32> %t49, <4 x i32> %t51
  %t59 = shufflevector <4 x float> %t57, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %t60 = shufflevector <4 x i32> %t58, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %t61 = shufflevector <4 x float> %t57, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %t62 = shufflevector <4 x i32> %t58, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %t63 = fcmp ogt <2 x float> %t59, %t61
  %t64 = fcmp oeq <2 x float> %t59, %t61
  %t65 = icmp slt <2 x i32> %t60, %t62
  %t66 = and <2 x i1> %t64, %t65
  %t67 = or <2 x i1> %t63, %t66
  %t68 = select <2 x i1> %t67, <2 x float> %t59, <2 x float> %t61
  %t69 = select <2 x i1> %t67, <2 x i32> %t60, <2 x i32> %t62
  %t70 = shufflevector <2 x float> %t68, <2 x float> poison, <1 x i32> <i32 0>
  %t71 = shufflevector <2 x i32> %t69, <2 x i32> poison, <1 x i32> <i32 0>
  %t72 = shufflevector <2 x float> %t68, <2 x float> poison, <1 x i32> <i32 1>
  %t73 = shufflevector <2 x i32> %t69, <2 x i32> poison, <1 x i32> <i32 1>
  %t74 = fcmp ogt <1 x float> %t70, %t72
  %t75 = fcmp oeq <1 x float> %t70, %t72
  %t76 = icmp slt <1 x i32> %t71, %t73
  %t77 = and <1 x i1> %t75, %t76
  %t78 = or <1 x i1> %t74, %t77
  %t79 = select <1 x i1> %t78, <1 x float> %t70, <1 x float> %t72
  %t80 = select <1 x i1> %t78, <1 x i32> %t71, <1 x i32> %t73
  %t81 = extractelement <1 x float> %t79, i64 0
  %t82 = extractelement <1 x i32> %t80, i64 0
  %t83 = insertelement <1 x ptr> poison, ptr %t4, i64 0
  %t84 = insertelement <1 x i32> poison, i32 %t82, i64 0
  %t85 = extractelement <1 x ptr> %t83, i64 0
  store <1 x i32> %t84, ptr %t85, align 4
  ret void
}

define internal i64 @argmax_rows.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
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
  call void @argmax_rows.program(ptr %args, i32 %x, i32 %y, i32 %z, i32 %nx, i32 %ny, i32 %nz, ptr %rt)
  %p1 = add i64 %p, 1
  %again = icmp slt i64 %p1, %end
  br i1 %again, label %prog, label %take
exit:
  ret i64 %ran
}

define void @argmax_rows_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
entry:
  %ran = call i64 @argmax_rows.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt)
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
  %ran = call i64 @argmax_rows.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %job, i64 %total, i64 %chunk, ptr %rt)
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