; tritium CPU kernel add_kernel
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define internal void @add_kernel.program(ptr noalias %args, i32 %pid0, i32 %pid1, i32 %pid2, i32 %np0, i32 %np1, i32 %np2, ptr %rt) {
entry:
  %a0 = alloca i64, i64 1, align 16
  %argp0 = getelementptr i8, ptr %args, i64 0
  %arg0 = load ptr, ptr %argp0
  %argp1 = getelementptr i8, ptr %args, i64 8
  %arg1 = load ptr, ptr %argp1
  %argp2 = getelementptr i8, ptr %args, i64 16
  %arg2 = load ptr, ptr %argp2
  %argp3 = getelementptr i8, ptr %args, i64 24
  %arg3 = load i32, ptr %argp3
  %t1 = mul i32 %pid0, 128
  store i64 0, ptr %a0
  br label %head1
head1:
  %t2 = load i64, ptr %a0
  %t3 = icmp slt i64 %t2, 128
  br i1 %t3, label %body2, label %done3
body2:
  %t4 = trunc i64 %t2 to i32
  %t5 = insertelement <1 x i32> poison, i32 %t4, i64 0
  %t6 = shufflevector <1 x i32> %t5, <1 x i32> poison, <16 x i32> zeroinitializer
  %t7 = add <16 x i32> %t6, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t8 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t9 = shufflevector <1 x i32> %t8, <1 x i32> poison, <16 x i32> zeroinitializer
  %t10 = add <16 x i32> %t9, %t7
  %t11 = insertelement <1 x i32> poison, i32 %arg3, i64 0
  %t12 = shufflevector <1 x i32> %t11, <1 x i32> poison, <16 x i32> zeroinitializer
  %t13 = icmp slt <16 x i32> %t10, %t12
  %t14 = insertelement <1 x ptr> poison, ptr %arg2, i64 0
  %t15 = shufflevector <1 x ptr> %t14, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t17 = sext <16 x i32> %t10 to <16 x i64>
  %t16 = getelementptr float, <16 x ptr> %t15, <16 x i64> %t17
  %t18 = insertelement <1 x ptr> poison, ptr %arg0, i64 0
  %t19 = shufflevector <1 x ptr> %t18, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t21 = sext <16 x i32> %t10 to <16 x i64>
  %t20 = getelementptr float, <16 x ptr> %t19, <16 x i64> %t21
  %t23 = extractelement <16 x ptr> %t20, i64 0
  %t24 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t23, <16 x i1> %t13, <16 x float> zeroinitializer)
  %t25 = insertelement <1 x ptr> poison, ptr %arg1, i64 0
  %t26 = shufflevector <1 x ptr> %t25, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t28 = sext <16 x i32> %t10 to <16 x i64>
  %t27 = getelementptr float, <16 x ptr> %t26, <16 x i64> %t28
  %t30 = extractelement <16 x ptr> %t27, i64 0
  %t31 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t30, <16 x i1> %t13, <16 x float> zeroinitializer)
  %t32 = fadd <16 x float> %t24, %t31
  %t33 = extractelement <16 x ptr> %t16, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t32, ptr align 4 %t33, <16 x i1> %t13)
  %t34 = add i64 %t2, 16
  store i64 %t34, ptr %a0
  br label %head1
done3:
  ret void
}

define internal i64 @add_kernel.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
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
  call void @add_kernel.program(ptr %args, i32 %x, i32 %y, i32 %z, i32 %nx, i32 %ny, i32 %nz, ptr %rt)
  %p1 = add i64 %p, 1
  %again = icmp slt i64 %p1, %end
  br i1 %again, label %prog, label %take
exit:
  ret i64 %ran
}

define void @add_kernel_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
entry:
  %ran = call i64 @add_kernel.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt)
  ret void
}

define void @add_kernel_omp(ptr %job) {
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
  %ran = call i64 @add_kernel.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %job, i64 %total, i64 %chunk, ptr %rt)
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