; tritium CPU kernel cumsum_block
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr, <16 x i1>, <16 x i32>)
declare void @llvm.masked.store.v16i32.p0(<16 x i32>, ptr, <16 x i1>)

define internal void @cumsum_block.program(ptr noalias %args, i32 %pid0, i32 %pid1, i32 %pid2, i32 %np0, i32 %np1, i32 %np2, ptr %rt) {
entry:
  %a0 = alloca i8, i64 64, align 64
  %a1 = alloca i32, i64 64, align 64
  %a2 = alloca ptr, i64 64, align 64
  %a3 = alloca i64, i64 1, align 16
  %a4 = alloca i32, i64 64, align 64
  %a5 = alloca i32, i64 1, align 16
  %a6 = alloca i64, i64 1, align 16
  %a7 = alloca i64, i64 1, align 16
  %argp0 = getelementptr i8, ptr %args, i64 0
  %arg0 = load ptr, ptr %argp0
  %argp1 = getelementptr i8, ptr %args, i64 8
  %arg1 = load ptr, ptr %argp1
  %argp2 = getelementptr i8, ptr %args, i64 16
  %arg2 = load i32, ptr %argp2
  store i64 0, ptr %a3
  br label %head1
head1:
  %t1 = load i64, ptr %a3
  %t2 = icmp slt i64 %t1, 64
  br i1 %t2, label %body2, label %done3
body2:
  %t3 = trunc i64 %t1 to i32
  %t4 = insertelement <1 x i32> poison, i32 %t3, i64 0
  %t5 = shufflevector <1 x i32> %t4, <1 x i32> poison, <16 x i32> zeroinitializer
  %t6 = add <16 x i32> %t5, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t7 = insertelement <1 x i32> poison, i32 %arg2, i64 0
  %t8 = shufflevector <1 x i32> %t7, <1 x i32> poison, <16 x i32> zeroinitializer
  %t9 = icmp slt <16 x i32> %t6, %t8
  %t10 = insertelement <1 x ptr> poison, ptr %arg0, i64 0
  %t11 = shufflevector <1 x ptr> %t10, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t13 = sext <16 x i32> %t6 to <16 x i64>
  %t12 = getelementptr i32, <16 x ptr> %t11, <16 x i64> %t13
  %t15 = extractelement <16 x ptr> %t12, i64 0
  %t16 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %t15, <16 x i1> %t9, <16 x i32> splat (i32 0))
  %t17 = insertelement <1 x ptr> poison, ptr %arg1, i64 0
  %t18 = shufflevector <1 x ptr> %t17, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t20 = sext <16 x i32> %t6 to <16 x i64>
  %t19 = getelementptr i32, <16 x ptr> %t18, <16 x i64> %t20
  %t21 = zext <16 x i1> %t9 to <16 x i8>
  %t22 = getelementptr i8, ptr %a0, i64 %t1
  store <16 x i8> %t21, ptr %t22, align 1
  %t23 = getelementptr i32, ptr %a1, i64 %t1
  store <16 x i32> %t16, ptr %t23, align 4
  %t24 = getelementptr ptr, ptr %a2, i64 %t1
  store <16 x ptr> %t19, ptr %t24, align 8
  %t25 = add i64 %t1, 16
  store i64 %t25, ptr %a3
  br label %head1
done3:
  %t26 = load i32, ptr %a1, align 4
  store i32 %t26, ptr %a5
  store i32 %t26, ptr %a4, align 4
  store i64 1, ptr %a6
  br label %head4
head4:
  %t27 = load i64, ptr %a6
  %t28 = icmp slt i64 %t27, 64
  br i1 %t28, label %body5, label %done6
body5:
  %t29 = load i32, ptr %a5
  %t30 = getelementptr i32, ptr %a1, i64 %t27
  %t31 = load i32, ptr %t30, align 4
  %t32 = add i32 %t29, %t31
  store i32 %t32, ptr %a5
  %t33 = getelementptr i32, ptr %a4, i64 %t27
  store i32 %t32, ptr %t33, align 4
  %t34 = add i64 %t27, 1
  store i64 %t34, ptr %a6
  br label %head4
done6:
  store i64 0, ptr %a7
  br label %head7
head7:
  %t35 = load i64, ptr %a7
  %t36 = icmp slt i64 %t35, 64
  br i1 %t36, label %body8, label %done9
body8:
  %t37 = insertelement <1 x ptr> poison, ptr %arg1, i64 0
  %t38 = shufflevector <1 x ptr> %t37, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t39 = trunc i64 %t35 to i32
  %t40 = insertelement <1 x i32> poison, i32 %t39, i64 0
  %t41 = shufflevector <1 x i32> %t40, <1 x i32> poison, <16 x i32> zeroinitializer
  %t42 = add <16 x i32> %t41, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t44 = sext <16 x i32> %t42 to <16 x i64>
  %t43 = getelementptr i32, <16 x ptr> %t38, <16 x i64> %t44
  %t45 = getelementptr i32, ptr %a4, i64 %t35
  %t46 = load <16 x i32>, ptr %t45, align 4
  %t47 = insertelement <1 x i32> poison, i32 %arg2, i64 0
  %t48 = shufflevector <1 x i32> %t47, <1 x i32> poison, <16 x i32> zeroinitializer
  %t49 = icmp slt <16 x i32> %t42, %t48
  %t50 = extractelement <16 x ptr> %t43, i64 0
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %t46, ptr align 4 %t50, <16 x i1> %t49)
  %t51 = add i64 %t35, 16
  store i64 %t51, ptr %a7
  br label %head7
done9:
  ret void
}

define internal i64 @cumsum_block.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
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
  call void @cumsum_block.program(ptr %args, i32 %x, i32 %y, i32 %z, i32 %nx, i32 %ny, i32 %nz, ptr %rt)
  %p1 = add i64 %p, 1
  %again = icmp slt i64 %p1, %end
  br i1 %again, label %prog, label %take
exit:
  ret i64 %ran
}

define void @cumsum_block_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
entry:
  %ran = call i64 @cumsum_block.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt)
  ret void
}

define void @cumsum_block_omp(ptr %job) {
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
  %ran = call i64 @cumsum_block.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %job, i64 %total, i64 %chunk, ptr %rt)
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