; tritium CPU kernel if_while
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define internal void @if_while.program(ptr noalias %args, i32 %pid0, i32 %pid1, i32 %pid2, i32 %np0, i32 %np1, i32 %np2, ptr %rt) {
entry:
  %a0 = alloca i32, i64 64, align 64
  %a1 = alloca i8, i64 64, align 64
  %a2 = alloca float, i64 64, align 64
  %a3 = alloca i64, i64 1, align 16
  %a4 = alloca float, i64 64, align 64
  %a5 = alloca float, i64 64, align 64
  %a6 = alloca i64, i64 1, align 16
  %a7 = alloca float, i64 64, align 64
  %a8 = alloca i64, i64 1, align 16
  %a9 = alloca float, i64 64, align 64
  %a10 = alloca i32, i64 1, align 16
  %a11 = alloca float, i64 64, align 64
  %a12 = alloca i32, i64 1, align 16
  %a13 = alloca float, i64 64, align 64
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
  %t1 = mul i32 %pid0, 64
  store i64 0, ptr %a3
  br label %head1
head1:
  %t2 = load i64, ptr %a3
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
  %t20 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t19, <16 x i1> %t13, <16 x float> splat (float 0x0000000000000000))
  %t21 = getelementptr i32, ptr %a0, i64 %t2
  store <16 x i32> %t10, ptr %t21, align 4
  %t22 = zext <16 x i1> %t13 to <16 x i8>
  %t23 = getelementptr i8, ptr %a1, i64 %t2
  store <16 x i8> %t22, ptr %t23, align 1
  %t24 = getelementptr float, ptr %a2, i64 %t2
  store <16 x float> %t20, ptr %t24, align 4
  %t25 = add i64 %t2, 16
  store i64 %t25, ptr %a3
  br label %head1
done3:
  %t27 = icmp eq i32 2, 0
  %t29 = icmp eq i32 2, -1
  %t28 = or i1 %t27, %t29
  %t30 = select i1 %t28, i32 1, i32 2
  %t31 = srem i32 %pid0, %t30
  %t34 = select i1 %t28, i32 0, i32 %t31
  %t32 = select i1 %t27, i32 0, i32 %t34
  %t35 = icmp eq i32 %t32, 0
  br i1 %t35, label %then4, label %else5
then4:
  store i64 0, ptr %a6
  br label %head7
head7:
  %t36 = load i64, ptr %a6
  %t37 = icmp slt i64 %t36, 64
  br i1 %t37, label %body8, label %done9
body8:
  %t38 = getelementptr float, ptr %a2, i64 %t36
  %t39 = load <16 x float>, ptr %t38, align 4
  %t40 = fmul <16 x float> %t39, splat (float 0x4000000000000000)
  %t41 = getelementptr float, ptr %a5, i64 %t36
  store <16 x float> %t40, ptr %t41, align 4
  %t42 = add i64 %t36, 16
  store i64 %t42, ptr %a6
  br label %head7
done9:
  call void @llvm.memcpy.p0.p0.i64(ptr %a4, ptr %a5, i64 256, i1 false)
  br label %endif6
else5:
  store i64 0, ptr %a8
  br label %head10
head10:
  %t43 = load i64, ptr %a8
  %t44 = icmp slt i64 %t43, 64
  br i1 %t44, label %body11, label %done12
body11:
  %t45 = getelementptr float, ptr %a2, i64 %t43
  %t46 = load <16 x float>, ptr %t45, align 4
  %t47 = fsub <16 x float> %t46, splat (float 0x3FF0000000000000)
  %t48 = getelementptr float, ptr %a7, i64 %t43
  store <16 x float> %t47, ptr %t48, align 4
  %t49 = add i64 %t43, 16
  store i64 %t49, ptr %a8
  br label %head10
done12:
  call void @llvm.memcpy.p0.p0.i64(ptr %a4, ptr %a7, i64 256, i1 false)
  br label %endif6
endif6:
  call void @llvm.memcpy.p0.p0.i64(ptr %a9, ptr %a4, i64 256, i1 false)
  store i32 0, ptr %a10
  br label %while13
while13:
  %t50 = load i32, ptr %a10
  %t51 = icmp slt i32 %t50, %arg3
  call void @llvm.memcpy.p0.p0.i64(ptr %a11, ptr %a9, i64 256, i1 false)
  store i32 %t50, ptr %a12
  br i1 %t51, label %while_body14, label %while_end15
while_body14:
  %t52 = load i32, ptr %a12
  store i64 0, ptr %a14
  br label %head16
head16:
  %t53 = load i64, ptr %a14
  %t54 = icmp slt i64 %t53, 64
  br i1 %t54, label %body17, label %done18
body17:
  %t55 = getelementptr float, ptr %a11, i64 %t53
  %t56 = load <16 x float>, ptr %t55, align 4
  %t57 = fadd <16 x float> %t56, splat (float 0x3FF0000000000000)
  %t58 = getelementptr float, ptr %a13, i64 %t53
  store <16 x float> %t57, ptr %t58, align 4
  %t59 = add i64 %t53, 16
  store i64 %t59, ptr %a14
  br label %head16
done18:
  %t60 = add i32 %t52, 1
  call void @llvm.memcpy.p0.p0.i64(ptr %a9, ptr %a13, i64 256, i1 false)
  store i32 %t60, ptr %a10
  br label %while13
while_end15:
  %t61 = load i32, ptr %a12
  store i64 0, ptr %a15
  br label %head19
head19:
  %t62 = load i64, ptr %a15
  %t63 = icmp slt i64 %t62, 64
  br i1 %t63, label %body20, label %done21
body20:
  %t64 = insertelement <1 x ptr> poison, ptr %arg1, i64 0
  %t65 = shufflevector <1 x ptr> %t64, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t66 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t67 = shufflevector <1 x i32> %t66, <1 x i32> poison, <16 x i32> zeroinitializer
  %t68 = trunc i64 %t62 to i32
  %t69 = insertelement <1 x i32> poison, i32 %t68, i64 0
  %t70 = shufflevector <1 x i32> %t69, <1 x i32> poison, <16 x i32> zeroinitializer
  %t71 = add <16 x i32> %t70, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t72 = add <16 x i32> %t67, %t71
  %t74 = sext <16 x i32> %t72 to <16 x i64>
  %t73 = getelementptr float, <16 x ptr> %t65, <16 x i64> %t74
  %t75 = getelementptr float, ptr %a11, i64 %t62
  %t76 = load <16 x float>, ptr %t75, align 4
  %t77 = insertelement <1 x i32> poison, i32 %arg2, i64 0
  %t78 = shufflevector <1 x i32> %t77, <1 x i32> poison, <16 x i32> zeroinitializer
  %t79 = icmp slt <16 x i32> %t72, %t78
  %t80 = extractelement <16 x ptr> %t73, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t76, ptr align 4 %t80, <16 x i1> %t79)
  %t81 = add i64 %t62, 16
  store i64 %t81, ptr %a15
  br label %head19
done21:
  ret void
}

define internal i64 @if_while.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
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
  call void @if_while.program(ptr %args, i32 %x, i32 %y, i32 %z, i32 %nx, i32 %ny, i32 %nz, ptr %rt)
  %p1 = add i64 %p, 1
  %again = icmp slt i64 %p1, %end
  br i1 %again, label %prog, label %take
exit:
  ret i64 %ran
}

define void @if_while_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
entry:
  %ran = call i64 @if_while.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt)
  ret void
}

define void @if_while_omp(ptr %job) {
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
  %ran = call i64 @if_while.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %job, i64 %total, i64 %chunk, ptr %rt)
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