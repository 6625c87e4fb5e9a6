; tritium CPU kernel argmax_rows
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)

define internal void @argmax_rows.program(ptr noalias %args, i32 %pid0, i32 %pid1, i32 %pid2, i32 %np0, i32 %np1, i32 %np2, ptr %rt) "no-builtin-memcpy" {
entry:
  %a0 = alloca <16 x float>, i64 1, align 16
  %a1 = alloca <16 x i32>, i64 1, align 16
  %a2 = alloca i64, i64 1, align 16
  %a3 = alloca i64, i64 1, align 16
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
  %t6 = trunc i64 0 to i32
  %t7 = insertelement <1 x i32> poison, i32 %t6, i64 0
  %t8 = shufflevector <1 x i32> %t7, <1 x i32> poison, <1 x i32> zeroinitializer
  %t9 = add <1 x i32> %t8, <i32 0>
  %t10 = extractelement <1 x i32> %t9, i64 0
  %t11 = trunc i64 63 to i32
  %t12 = insertelement <1 x i32> poison, i32 %t11, i64 0
  %t13 = shufflevector <1 x i32> %t12, <1 x i32> poison, <1 x i32> zeroinitializer
  %t14 = add <1 x i32> %t13, <i32 0>
  %t15 = extractelement <1 x i32> %t14, i64 0
  %t16 = icmp sle i32 %t10, %t15
  %t17 = icmp slt i32 %t15, %arg2
  %t18 = and i1 %t16, %t17
  store <16 x float> zeroinitializer, ptr %a0
  store <16 x i32> zeroinitializer, ptr %a1
  br i1 %t18, label %in_bounds2, label %masked3
in_bounds2:
  store i64 0, ptr %a2
  br label %head4
head4:
  %t19 = load i64, ptr %a2
  %t20 = icmp slt i64 %t19, 64
  br i1 %t20, label %body5, label %done6
body5:
  %t21 = trunc i64 %t19 to i32
  %t22 = insertelement <1 x i32> poison, i32 %t21, i64 0
  %t23 = shufflevector <1 x i32> %t22, <1 x i32> poison, <16 x i32> zeroinitializer
  %t24 = add <16 x i32> %t23, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t25 = insertelement <1 x ptr> poison, ptr %t2, i64 0
  %t26 = shufflevector <1 x ptr> %t25, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t28 = sext <16 x i32> %t24 to <16 x i64>
  %t27 = getelementptr float, <16 x ptr> %t26, <16 x i64> %t28
  %t29 = insertelement <1 x i32> poison, i32 %arg2, i64 0
  %t30 = shufflevector <1 x i32> %t29, <1 x i32> poison, <16 x i32> zeroinitializer
  %t31 = icmp slt <16 x i32> %t24, %t30
  %t33 = extractelement <16 x ptr> %t27, i64 0
  %t32 = load <16 x float>, ptr %t33, align 4
  %t34 = load <16 x float>, ptr %a0
  %t35 = load <16 x i32>, ptr %a1
  %t36 = fcmp ogt <16 x float> %t34, %t32
  %t37 = fcmp oeq <16 x float> %t34, %t32
  %t38 = icmp slt <16 x i32> %t35, %t24
  %t39 = and <16 x i1> %t37, %t38
  %t40 = or <16 x i1> %t36, %t39
  %t41 = select <16 x i1> %t40, <16 x float> %t34, <16 x float> %t32
  %t42 = select <16 x i1> %t40, <16 x i32> %t35, <16 x i32> %t24
  %t43 = icmp eq i64 %t19, 0
  %t44 = select i1 %t43, <16 x float> %t32, <16 x float> %t41
  %t45 = select i1 %t43, <16 x i32> %t24, <16 x i32> %t42
  store <16 x float> %t44, ptr %a0
  store <16 x i32> %t45, ptr %a1
  %t46 = add i64 %t19, 16
  store i64 %t46, ptr %a2
  br label %head4
done6:
  br label %versions_done1
masked3:
  store i64 0, ptr %a3
  br label %head7
head7:
  %t47 = load i64, ptr %a3
  %t48 = icmp slt i64 %t47, 64
  br i1 %t48, label %body8, label %done9
body8:
  %t49 = trunc i64 %t47 to i32
  %t50 = insertelement <1 x i32> poison, i32 %t49, i64 0
  %t51 = shufflevector <1 x i32> %t50, <1 x i32> poison, <16 x i32> zeroinitializer
  %t52 = add <16 x i32> %t51, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t53 = insertelement <1 x ptr> poison, ptr %t2, i64 0
  %t54 = shufflevector <1 x ptr> %t53, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t56 = sext <16 x i32> %t52 to <16 x i64>
  %t55 = getelementptr float, <16 x ptr> %t54, <16 x i64> %t56
  %t57 = insertelement <1 x i32> poison, i32 %arg2, i64 0
  %t58 = shufflevector <1 x i32> %t57, <1 x i32> poison, <16 x i32> zeroinitializer
  %t59 = icmp slt <16 x i32> %t52, %t58
  %t61 = extractelement <16 x ptr> %t55, i64 0
  %t62 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t61, <16 x i1> %t59, <16 x float> splat (float 0xFFF0000000000000))
  %t63 = load <16 x float>, ptr %a0
  %t64 = load <16 x i32>, ptr %a1
  %t65 = fcmp ogt <16 x float> %t63, %t62
  %t66 = fcmp oeq <16 x float> %t63, %t62
  %t67 = icmp slt <16 x i32> %t64, %t52
  %t68 = and <16 x i1> %t66, %t67
  %t69 = or <16 x i1> %t65, %t68
  %t70 = select <16 x i1> %t69, <16 x float> %t63, <16 x float> %t62
  %t71 = select <16 x i1> %t69, <16 x i32> %t64, <16 x i32> %t52
  %t72 = icmp eq i64 %t47, 0
  %t73 = select i1 %t72, <16 x float> %t62, <16 x float> %t70
  %t74 = select i1 %t72, <16 x i32> %t52, <16 x i32> %t71
  store <16 x float> %t73, ptr %a0
  store <16 x i32> %t74, ptr %a1
  %t75 = add i64 %t47, 16
  store i64 %t75, ptr %a3
  br label %head7
done9:
  br label %versions_done1
versions_done1:
  %t76 = load <16 x float>, ptr %a0
  %t77 = load <16 x i32>, ptr %a1
  %t78 = shufflevector <16 x float> %t76, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t79 = shufflevector <16 x i32> %t77, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t80 = shufflevector <16 x float> %t76, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t81 = shufflevector <16 x i32> %t77, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t82 = fcmp ogt <8 x float> %t78, %t80
  %t83 = fcmp oeq <8 x float> %t78, %t80
  %t84 = icmp slt <8 x i32> %t79, %t81
  %t85 = and <8 x i1> %t83, %t84
  %t86 = or <8 x i1> %t82, %t85
  %t87 = select <8 x i1> %t86, <8 x float> %t78, <8 x float> %t80
  %t88 = select <8 x i1> %t86, <8 x i32> %t79, <8 x i32> %t81
  %t89 = shufflevector <8 x float> %t87, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t90 = shufflevector <8 x i32> %t88, <8 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t91 = shufflevector <8 x float> %t87, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t92 = shufflevector <8 x i32> %t88, <8 x i32> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t93 = fcmp ogt <4 x float> %t89, %t91
  %t94 = fcmp oeq <4 x float> %t89, %t91
  %t95 = icmp slt <4 x i32> %t90, %t92
  %t96 = and <4 x i1> %t94, %t95
  %t97 = or <4 x i1> %t93, %t96
  %t98 = select <4 x i1> %t97, <4 x float> %t89, <4 x float> %t91
  %t99 = select <4 x i1> %t97, <4 x i32> %t90, <4 x i32> %t92
  %t100 = shufflevector <4 x float> %t98, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %t101 = shufflevector <4 x i32> %t99, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %t102 = shufflevector <4 x float> %t98, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %t103 = shufflevector <4 x i32> %t99, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %t104 = fcmp ogt <2 x float> %t100, %t102
  %t105 = fcmp oeq <2 x float> %t100, %t102
  %t106 = icmp slt <2 x i32> %t101, %t103
  %t107 = and <2 x i1> %t105, %t106
  %t108 = or <2 x i1> %t104, %t107
  %t109 = select <2 x i1> %t108, <2 x float> %t100, <2 x float> %t102
  %t110 = select <2 x i1> %t108, <2 x i32> %t101, <2 x i32> %t103
  %t111 = shufflevector <2 x float> %t109, <2 x float> poison, <1 x i32> <i32 0>
  %t112 = shufflevector <2 x i32> %t110, <2 x i32> poison, <1 x i32> <i32 0>
  %t113 = shufflevector <2 x float> %t109, <2 x float> poison, <1 x i32> <i32 1>
  %t114 = shufflevector <2 x i32> %t110, <2 x i32> poison, <1 x i32> <i32 1>
  %t115 = fcmp ogt <1 x float> %t111, %t113
  %t116 = fcmp oeq <1 x float> %t111, %t113
  %t117 = icmp slt <1 x i32> %t112, %t114
  %t118 = and <1 x i1> %t116, %t117
  %t119 = or <1 x i1> %t115, %t118
  %t120 = select <1 x i1> %t119, <1 x float> %t111, <1 x float> %t113
  %t121 = select <1 x i1> %t119, <1 x i32> %t112, <1 x i32> %t114
  %t122 = extractelement <1 x float> %t120, i64 0
  %t123 = extractelement <1 x i32> %t121, i64 0
  %t124 = insertelement <1 x ptr> poison, ptr %t4, i64 0
  %t125 = insertelement <1 x i32> poison, i32 %t123, i64 0
  %t126 = extractelement <1 x ptr> %t124, i64 0
  store <1 x i32> %t125, ptr %t126, align 4
  ret void
}

define internal i64 @argmax_rows.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %lo, i64 %hi, i64 %chunk, ptr %rt) noinline "no-builtin-memcpy" {
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
  call void @argmax_rows.program(ptr %args, i32 %x, i32 %y, i32 %z, i32 %nx, i32 %ny, i32 %nz, ptr %rt)
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

define void @argmax_rows_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
entry:
  %ran = call i64 @argmax_rows.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 0, i64 %total, i64 %chunk, ptr %rt)
  ret void
}

define i64 @argmax_rows_omp(ptr %job) {
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
  %got = call i64 @argmax_rows.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %ctr, i64 %lo, i64 %hi, i64 %chunk, ptr %rt)
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