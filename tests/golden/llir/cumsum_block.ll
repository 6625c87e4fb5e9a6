; tritium CPU kernel cumsum_block
declare <16 x i32> @llvm.masked.load.v16i32.p0(ptr, <16 x i1>, <16 x i32>)
declare void @llvm.masked.store.v16i32.p0(<16 x i32>, ptr, <16 x i1>)

define internal void @cumsum_block.program(ptr noalias %args, i32 %pid0, i32 %pid1, i32 %pid2, i32 %np0, i32 %np1, i32 %np2, ptr %rt) "no-builtin-memcpy" {
entry:
  %a0 = alloca i8, i64 64, align 64
  %a1 = alloca i32, i64 64, align 64
  %a2 = alloca ptr, i64 64, align 64
  %a3 = alloca i64, i64 1, align 16
  %a4 = alloca i64, i64 1, align 16
  %a5 = alloca i32, i64 64, align 64
  %a6 = alloca i32, i64 1, align 16
  %a7 = alloca i64, i64 1, align 16
  %a8 = alloca i64, i64 1, align 16
  %a9 = alloca i64, i64 1, align 16
  %argp0 = getelementptr i8, ptr %args, i64 0
  %arg0 = load ptr, ptr %argp0
  %argp1 = getelementptr i8, ptr %args, i64 8
  %arg1 = load ptr, ptr %argp1
  %argp2 = getelementptr i8, ptr %args, i64 16
  %arg2 = load i32, ptr %argp2
  %t1 = trunc i64 0 to i32
  %t2 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t3 = shufflevector <1 x i32> %t2, <1 x i32> poison, <1 x i32> zeroinitializer
  %t4 = add <1 x i32> %t3, <i32 0>
  %t5 = extractelement <1 x i32> %t4, i64 0
  %t6 = trunc i64 63 to i32
  %t7 = insertelement <1 x i32> poison, i32 %t6, i64 0
  %t8 = shufflevector <1 x i32> %t7, <1 x i32> poison, <1 x i32> zeroinitializer
  %t9 = add <1 x i32> %t8, <i32 0>
  %t10 = extractelement <1 x i32> %t9, i64 0
  %t11 = icmp sle i32 %t5, %t10
  %t12 = icmp slt i32 %t10, %arg2
  %t13 = and i1 %t11, %t12
  br i1 %t13, label %in_bounds2, label %masked3
in_bounds2:
  store i64 0, ptr %a3
  br label %head4
head4:
  %t14 = load i64, ptr %a3
  %t15 = icmp slt i64 %t14, 64
  br i1 %t15, label %body5, label %done6
body5:
  %t16 = trunc i64 %t14 to i32
  %t17 = insertelement <1 x i32> poison, i32 %t16, i64 0
  %t18 = shufflevector <1 x i32> %t17, <1 x i32> poison, <16 x i32> zeroinitializer
  %t19 = add <16 x i32> %t18, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t20 = insertelement <1 x i32> poison, i32 %arg2, i64 0
  %t21 = shufflevector <1 x i32> %t20, <1 x i32> poison, <16 x i32> zeroinitializer
  %t22 = icmp slt <16 x i32> %t19, %t21
  %t23 = insertelement <1 x ptr> poison, ptr %arg0, i64 0
  %t24 = shufflevector <1 x ptr> %t23, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t26 = sext <16 x i32> %t19 to <16 x i64>
  %t25 = getelementptr i32, <16 x ptr> %t24, <16 x i64> %t26
  %t28 = extractelement <16 x ptr> %t25, i64 0
  %t27 = load <16 x i32>, ptr %t28, align 4
  %t29 = insertelement <1 x ptr> poison, ptr %arg1, i64 0
  %t30 = shufflevector <1 x ptr> %t29, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t32 = sext <16 x i32> %t19 to <16 x i64>
  %t31 = getelementptr i32, <16 x ptr> %t30, <16 x i64> %t32
  %t33 = zext <16 x i1> %t22 to <16 x i8>
  %t34 = getelementptr i8, ptr %a0, i64 %t14
  store <16 x i8> %t33, ptr %t34, align 1
  %t35 = getelementptr i32, ptr %a1, i64 %t14
  store <16 x i32> %t27, ptr %t35, align 4
  %t36 = getelementptr ptr, ptr %a2, i64 %t14
  store <16 x ptr> %t31, ptr %t36, align 8
  %t37 = add i64 %t14, 16
  store i64 %t37, ptr %a3
  br label %head4
done6:
  br label %versions_done1
masked3:
  store i64 0, ptr %a4
  br label %head7
head7:
  %t38 = load i64, ptr %a4
  %t39 = icmp slt i64 %t38, 64
  br i1 %t39, label %body8, label %done9
body8:
  %t40 = trunc i64 %t38 to i32
  %t41 = insertelement <1 x i32> poison, i32 %t40, i64 0
  %t42 = shufflevector <1 x i32> %t41, <1 x i32> poison, <16 x i32> zeroinitializer
  %t43 = add <16 x i32> %t42, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t44 = insertelement <1 x i32> poison, i32 %arg2, i64 0
  %t45 = shufflevector <1 x i32> %t44, <1 x i32> poison, <16 x i32> zeroinitializer
  %t46 = icmp slt <16 x i32> %t43, %t45
  %t47 = insertelement <1 x ptr> poison, ptr %arg0, i64 0
  %t48 = shufflevector <1 x ptr> %t47, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t50 = sext <16 x i32> %t43 to <16 x i64>
  %t49 = getelementptr i32, <16 x ptr> %t48, <16 x i64> %t50
  %t52 = extractelement <16 x ptr> %t49, i64 0
  %t53 = call <16 x i32> @llvm.masked.load.v16i32.p0(ptr align 4 %t52, <16 x i1> %t46, <16 x i32> splat (i32 0))
  %t54 = insertelement <1 x ptr> poison, ptr %arg1, i64 0
  %t55 = shufflevector <1 x ptr> %t54, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t57 = sext <16 x i32> %t43 to <16 x i64>
  %t56 = getelementptr i32, <16 x ptr> %t55, <16 x i64> %t57
  %t58 = zext <16 x i1> %t46 to <16 x i8>
  %t59 = getelementptr i8, ptr %a0, i64 %t38
  store <16 x i8> %t58, ptr %t59, align 1
  %t60 = getelementptr i32, ptr %a1, i64 %t38
  store <16 x i32> %t53, ptr %t60, align 4
  %t61 = getelementptr ptr, ptr %a2, i64 %t38
  store <16 x ptr> %t56, ptr %t61, align 8
  %t62 = add i64 %t38, 16
  store i64 %t62, ptr %a4
  br label %head7
done9:
  br label %versions_done1
versions_done1:
  %t63 = load i32, ptr %a1, align 4
  store i32 %t63, ptr %a6
  store i32 %t63, ptr %a5, align 4
  store i64 1, ptr %a7
  br label %head10
head10:
  %t64 = load i64, ptr %a7
  %t65 = icmp slt i64 %t64, 64
  br i1 %t65, label %body11, label %done12
body11:
  %t66 = load i32, ptr %a6
  %t67 = getelementptr i32, ptr %a1, i64 %t64
  %t68 = load i32, ptr %t67, align 4
  %t69 = add i32 %t66, %t68
  store i32 %t69, ptr %a6
  %t70 = getelementptr i32, ptr %a5, i64 %t64
  store i32 %t69, ptr %t70, align 4
  %t71 = add i64 %t64, 1
  store i64 %t71, ptr %a7
  br label %head10
done12:
  %t72 = trunc i64 0 to i32
  %t73 = insertelement <1 x i32> poison, i32 %t72, i64 0
  %t74 = shufflevector <1 x i32> %t73, <1 x i32> poison, <1 x i32> zeroinitializer
  %t75 = add <1 x i32> %t74, <i32 0>
  %t76 = extractelement <1 x i32> %t75, i64 0
  %t77 = trunc i64 63 to i32
  %t78 = insertelement <1 x i32> poison, i32 %t77, i64 0
  %t79 = shufflevector <1 x i32> %t78, <1 x i32> poison, <1 x i32> zeroinitializer
  %t80 = add <1 x i32> %t79, <i32 0>
  %t81 = extractelement <1 x i32> %t80, i64 0
  %t82 = icmp sle i32 %t76, %t81
  %t83 = icmp slt i32 %t81, %arg2
  %t84 = and i1 %t82, %t83
  br i1 %t84, label %in_bounds14, label %masked15
in_bounds14:
  store i64 0, ptr %a8
  br label %head16
head16:
  %t85 = load i64, ptr %a8
  %t86 = icmp slt i64 %t85, 64
  br i1 %t86, label %body17, label %done18
body17:
  %t87 = insertelement <1 x ptr> poison, ptr %arg1, i64 0
  %t88 = shufflevector <1 x ptr> %t87, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t89 = trunc i64 %t85 to i32
  %t90 = insertelement <1 x i32> poison, i32 %t89, i64 0
  %t91 = shufflevector <1 x i32> %t90, <1 x i32> poison, <16 x i32> zeroinitializer
  %t92 = add <16 x i32> %t91, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t94 = sext <16 x i32> %t92 to <16 x i64>
  %t93 = getelementptr i32, <16 x ptr> %t88, <16 x i64> %t94
  %t95 = getelementptr i32, ptr %a5, i64 %t85
  %t96 = load <16 x i32>, ptr %t95, align 4
  %t97 = insertelement <1 x i32> poison, i32 %arg2, i64 0
  %t98 = shufflevector <1 x i32> %t97, <1 x i32> poison, <16 x i32> zeroinitializer
  %t99 = icmp slt <16 x i32> %t92, %t98
  %t100 = extractelement <16 x ptr> %t93, i64 0
  store <16 x i32> %t96, ptr %t100, align 4
  %t101 = add i64 %t85, 16
  store i64 %t101, ptr %a8
  br label %head16
done18:
  br label %versions_done13
masked15:
  store i64 0, ptr %a9
  br label %head19
head19:
  %t102 = load i64, ptr %a9
  %t103 = icmp slt i64 %t102, 64
  br i1 %t103, label %body20, label %done21
body20:
  %t104 = insertelement <1 x ptr> poison, ptr %arg1, i64 0
  %t105 = shufflevector <1 x ptr> %t104, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t106 = trunc i64 %t102 to i32
  %t107 = insertelement <1 x i32> poison, i32 %t106, i64 0
  %t108 = shufflevector <1 x i32> %t107, <1 x i32> poison, <16 x i32> zeroinitializer
  %t109 = add <16 x i32> %t108, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t111 = sext <16 x i32> %t109 to <16 x i64>
  %t110 = getelementptr i32, <16 x ptr> %t105, <16 x i64> %t111
  %t112 = getelementptr i32, ptr %a5, i64 %t102
  %t113 = load <16 x i32>, ptr %t112, align 4
  %t114 = insertelement <1 x i32> poison, i32 %arg2, i64 0
  %t115 = shufflevector <1 x i32> %t114, <1 x i32> poison, <16 x i32> zeroinitializer
  %t116 = icmp slt <16 x i32> %t109, %t115
  %t117 = extractelement <16 x ptr> %t110, i64 0
  call void @llvm.masked.store.v16i32.p0(<16 x i32> %t113, ptr align 4 %t117, <16 x i1> %t116)
  %t118 = add i64 %t102, 16
  store i64 %t118, ptr %a9
  br label %head19
done21:
  br label %versions_done13
versions_done13:
  ret void
}

define internal i64 @cumsum_block.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %lo, i64 %hi, i64 %chunk, ptr %rt) noinline "no-builtin-memcpy" {
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
  call void @cumsum_block.program(ptr %args, i32 %x, i32 %y, i32 %z, i32 %nx, i32 %ny, i32 %nz, ptr %rt)
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

define void @cumsum_block_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
entry:
  %ran = call i64 @cumsum_block.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 0, i64 %total, i64 %chunk, ptr %rt)
  ret void
}

define i64 @cumsum_block_omp(ptr %job) {
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
  %got = call i64 @cumsum_block.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %ctr, i64 %lo, i64 %hi, i64 %chunk, ptr %rt)
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