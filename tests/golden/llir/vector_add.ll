; tritium CPU kernel add_kernel
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define internal void @add_kernel.program(ptr noalias %args, i32 %pid0, i32 %pid1, i32 %pid2, i32 %np0, i32 %np1, i32 %np2, ptr %rt) "no-builtin-memcpy" {
entry:
  %a0 = alloca i64, i64 1, align 16
  %a1 = alloca i64, i64 1, align 16
  %argp0 = getelementptr i8, ptr %args, i64 0
  %arg0 = load ptr, ptr %argp0
  %argp1 = getelementptr i8, ptr %args, i64 8
  %arg1 = load ptr, ptr %argp1
  %argp2 = getelementptr i8, ptr %args, i64 16
  %arg2 = load ptr, ptr %argp2
  %argp3 = getelementptr i8, ptr %args, i64 24
  %arg3 = load i32, ptr %argp3
  %t1 = mul i32 %pid0, 128
  %t2 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t3 = shufflevector <1 x i32> %t2, <1 x i32> poison, <1 x i32> zeroinitializer
  %t4 = trunc i64 0 to i32
  %t5 = insertelement <1 x i32> poison, i32 %t4, i64 0
  %t6 = shufflevector <1 x i32> %t5, <1 x i32> poison, <1 x i32> zeroinitializer
  %t7 = add <1 x i32> %t6, <i32 0>
  %t8 = add <1 x i32> %t3, %t7
  %t9 = extractelement <1 x i32> %t8, i64 0
  %t10 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t11 = shufflevector <1 x i32> %t10, <1 x i32> poison, <1 x i32> zeroinitializer
  %t12 = trunc i64 127 to i32
  %t13 = insertelement <1 x i32> poison, i32 %t12, i64 0
  %t14 = shufflevector <1 x i32> %t13, <1 x i32> poison, <1 x i32> zeroinitializer
  %t15 = add <1 x i32> %t14, <i32 0>
  %t16 = add <1 x i32> %t11, %t15
  %t17 = extractelement <1 x i32> %t16, i64 0
  %t18 = icmp sle i32 %t9, %t17
  %t19 = icmp slt i32 %t17, %arg3
  %t20 = and i1 %t18, %t19
  br i1 %t20, label %in_bounds2, label %masked3
in_bounds2:
  store i64 0, ptr %a0
  br label %head4
head4:
  %t21 = load i64, ptr %a0
  %t22 = icmp slt i64 %t21, 128
  br i1 %t22, label %body5, label %done6
body5:
  %t23 = trunc i64 %t21 to i32
  %t24 = insertelement <1 x i32> poison, i32 %t23, i64 0
  %t25 = shufflevector <1 x i32> %t24, <1 x i32> poison, <16 x i32> zeroinitializer
  %t26 = add <16 x i32> %t25, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t27 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t28 = shufflevector <1 x i32> %t27, <1 x i32> poison, <16 x i32> zeroinitializer
  %t29 = add <16 x i32> %t28, %t26
  %t30 = insertelement <1 x i32> poison, i32 %arg3, i64 0
  %t31 = shufflevector <1 x i32> %t30, <1 x i32> poison, <16 x i32> zeroinitializer
  %t32 = icmp slt <16 x i32> %t29, %t31
  %t33 = insertelement <1 x ptr> poison, ptr %arg2, i64 0
  %t34 = shufflevector <1 x ptr> %t33, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t36 = sext <16 x i32> %t29 to <16 x i64>
  %t35 = getelementptr float, <16 x ptr> %t34, <16 x i64> %t36
  %t37 = insertelement <1 x ptr> poison, ptr %arg0, i64 0
  %t38 = shufflevector <1 x ptr> %t37, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t40 = sext <16 x i32> %t29 to <16 x i64>
  %t39 = getelementptr float, <16 x ptr> %t38, <16 x i64> %t40
  %t42 = extractelement <16 x ptr> %t39, i64 0
  %t41 = load <16 x float>, ptr %t42, align 4
  %t43 = insertelement <1 x ptr> poison, ptr %arg1, i64 0
  %t44 = shufflevector <1 x ptr> %t43, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t46 = sext <16 x i32> %t29 to <16 x i64>
  %t45 = getelementptr float, <16 x ptr> %t44, <16 x i64> %t46
  %t48 = extractelement <16 x ptr> %t45, i64 0
  %t47 = load <16 x float>, ptr %t48, align 4
  %t49 = fadd <16 x float> %t41, %t47
  %t50 = extractelement <16 x ptr> %t35, i64 0
  store <16 x float> %t49, ptr %t50, align 4
  %t51 = add i64 %t21, 16
  store i64 %t51, ptr %a0
  br label %head4
done6:
  br label %versions_done1
masked3:
  store i64 0, ptr %a1
  br label %head7
head7:
  %t52 = load i64, ptr %a1
  %t53 = icmp slt i64 %t52, 128
  br i1 %t53, label %body8, label %done9
body8:
  %t54 = trunc i64 %t52 to i32
  %t55 = insertelement <1 x i32> poison, i32 %t54, i64 0
  %t56 = shufflevector <1 x i32> %t55, <1 x i32> poison, <16 x i32> zeroinitializer
  %t57 = add <16 x i32> %t56, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t58 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t59 = shufflevector <1 x i32> %t58, <1 x i32> poison, <16 x i32> zeroinitializer
  %t60 = add <16 x i32> %t59, %t57
  %t61 = insertelement <1 x i32> poison, i32 %arg3, i64 0
  %t62 = shufflevector <1 x i32> %t61, <1 x i32> poison, <16 x i32> zeroinitializer
  %t63 = icmp slt <16 x i32> %t60, %t62
  %t64 = insertelement <1 x ptr> poison, ptr %arg2, i64 0
  %t65 = shufflevector <1 x ptr> %t64, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t67 = sext <16 x i32> %t60 to <16 x i64>
  %t66 = getelementptr float, <16 x ptr> %t65, <16 x i64> %t67
  %t68 = insertelement <1 x ptr> poison, ptr %arg0, i64 0
  %t69 = shufflevector <1 x ptr> %t68, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t71 = sext <16 x i32> %t60 to <16 x i64>
  %t70 = getelementptr float, <16 x ptr> %t69, <16 x i64> %t71
  %t73 = extractelement <16 x ptr> %t70, i64 0
  %t74 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t73, <16 x i1> %t63, <16 x float> zeroinitializer)
  %t75 = insertelement <1 x ptr> poison, ptr %arg1, i64 0
  %t76 = shufflevector <1 x ptr> %t75, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t78 = sext <16 x i32> %t60 to <16 x i64>
  %t77 = getelementptr float, <16 x ptr> %t76, <16 x i64> %t78
  %t80 = extractelement <16 x ptr> %t77, i64 0
  %t81 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t80, <16 x i1> %t63, <16 x float> zeroinitializer)
  %t82 = fadd <16 x float> %t74, %t81
  %t83 = extractelement <16 x ptr> %t66, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t82, ptr align 4 %t83, <16 x i1> %t63)
  %t84 = add i64 %t52, 16
  store i64 %t84, ptr %a1
  br label %head7
done9:
  br label %versions_done1
versions_done1:
  ret void
}

define internal i64 @add_kernel.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %lo, i64 %hi, i64 %chunk, ptr %rt) noinline "no-builtin-memcpy" {
entry:
  %nxy = mul i32 %nx, %ny
  br label %take
take:
  %ran = phi i64 [ 0, %entry ], [ %ran1, %next ]
  %off = atomicrmw add ptr %counter, i64 %chunk monotonic
  %start = add i64 %lo, %off
  %more = icmp slt i64 %start, %hi
  br i1 %more, label %run, label %exit
run:
  %ran1 = add i64 %ran, 1
  %end0 = add i64 %start, %chunk
  %short = icmp slt i64 %end0, %hi
  %end = select i1 %short, i64 %end0, i64 %hi
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
  br i1 %again, label %prog, label %next
next:
  ; a chunk that ended at hi was the range's last: no further claim is needed to learn that
  br i1 %short, label %take, label %exit
exit:
  %got = phi i64 [ %ran, %take ], [ %ran1, %next ]
  ret i64 %got
}

define void @add_kernel_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
entry:
  %ran = call i64 @add_kernel.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 0, i64 %total, i64 %chunk, ptr %rt)
  ret void
}

define i64 @add_kernel_omp(ptr %job) {
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
  %tidfn.p = getelementptr i8, ptr %job, i64 48
  %tidfn = load ptr, ptr %tidfn.p
  %nth.p = getelementptr i8, ptr %job, i64 56
  %nth32 = load i32, ptr %nth.p
  %nth = zext i32 %nth32 to i64
  %args = getelementptr i8, ptr %job, i64 64
  %ranges = getelementptr i8, ptr %job, i64 128
  %team = icmp ugt i64 %nth, 1
  %named = icmp ne ptr %tidfn, null
  %ask = and i1 %team, %named
  br i1 %ask, label %whoami, label %home
whoami:
  ; this thread's number in the team (omp_get_thread_num): the range of programs it starts with
  %tid32 = call i32 %tidfn()
  %tid64 = zext i32 %tid32 to i64
  %tidm = urem i64 %tid64, %nth
  br label %home
home:
  %tid = phi i64 [ 0, %entry ], [ %tidm, %whoami ]
  %q = udiv i64 %total, %nth
  %r = urem i64 %total, %nth
  br label %range
range:
  ; range v (q = total/nth programs, one more for the first total%nth ranges, claimed through its
  ; own counter): this thread's own first, then the others' in turn, taking what is left of them
  %i = phi i64 [ 0, %home ], [ %i1, %visited ]
  %ran = phi i64 [ 0, %home ], [ %ran1, %visited ]
  %vt = add i64 %tid, %i
  %wrap = icmp uge i64 %vt, %nth
  %vw = sub i64 %vt, %nth
  %v = select i1 %wrap, i64 %vw, i64 %vt
  %vq = mul i64 %v, %q
  %long = icmp ult i64 %v, %r
  %before = select i1 %long, i64 %v, i64 %r
  %lo = add i64 %vq, %before
  %extra = zext i1 %long to i64
  %size = add i64 %q, %extra
  %hi = add i64 %lo, %size
  %ctr.at = shl i64 %v, 6
  %ctr = getelementptr i8, ptr %ranges, i64 %ctr.at
  %own = icmp eq i64 %i, 0
  br i1 %own, label %claim, label %look
look:
  ; a look before claiming from another's range: one already taken then costs a shared read of its
  ; line, not the line's ownership, and with no call between them the looks at the taken ranges
  ; overlap their cache misses
  %seen = load atomic i64, ptr %ctr monotonic, align 8
  %seen.at = add i64 %lo, %seen
  %open = icmp slt i64 %seen.at, %hi
  br i1 %open, label %claim, label %visited
claim:
  %got = call i64 @add_kernel.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %ctr, i64 %lo, i64 %hi, i64 %chunk, ptr %rt)
  br label %visited
visited:
  %got1 = phi i64 [ 0, %look ], [ %got, %claim ]
  %ran1 = add i64 %ran, %got1
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, %nth
  br i1 %more, label %range, label %tally
tally:
  %worked = icmp ne i64 %ran1, 0
  br i1 %worked, label %count, label %done
count:
  ; this thread ran programs: a byte on its own range's line says so (the driver counts them: a
  ; team where only one thread found work cost a wait at libgomp's barrier and did nothing one
  ; thread would not have done alone). A plain store to a line of its own, where one counter for
  ; the team would be an atomic add per thread on one line, each stalling its thread
  %mine.at = shl i64 %tid, 6
  %mine = getelementptr i8, ptr %ranges, i64 %mine.at
  %flag = getelementptr i8, ptr %mine, i64 8
  store i8 1, ptr %flag
  br label %done
done:
  ; the chunks this thread ran: the Python pool's threads report it (all of them are thread 0 to
  ; omp_get_thread_num, so their bytes would fall on one line); libgomp ignores it
  ret i64 %ran1
}