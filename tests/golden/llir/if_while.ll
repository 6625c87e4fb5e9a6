; tritium CPU kernel if_while
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define internal void @if_while.program(ptr noalias %args, i32 %pid0, i32 %pid1, i32 %pid2, i32 %np0, i32 %np1, i32 %np2, ptr %rt) "no-builtin-memcpy" {
entry:
  %a0 = alloca i32, i64 64, align 64
  %a1 = alloca i8, i64 64, align 64
  %a2 = alloca float, i64 64, align 64
  %a3 = alloca i64, i64 1, align 16
  %a4 = alloca i64, i64 1, align 16
  %a5 = alloca float, i64 64, align 64
  %a6 = alloca float, i64 64, align 64
  %a7 = alloca i64, i64 1, align 16
  %a8 = alloca float, i64 64, align 64
  %a9 = alloca i64, i64 1, align 16
  %a10 = alloca float, i64 64, align 64
  %a11 = alloca i32, i64 1, align 16
  %a12 = alloca float, i64 64, align 64
  %a13 = alloca i32, i64 1, align 16
  %a14 = alloca float, i64 64, align 64
  %a15 = alloca i64, i64 1, align 16
  %a16 = alloca i64, i64 1, align 16
  %a17 = alloca i64, i64 1, align 16
  %argp0 = getelementptr i8, ptr %args, i64 0
  %arg0 = load ptr, ptr %argp0
  %argp1 = getelementptr i8, ptr %args, i64 8
  %arg1 = load ptr, ptr %argp1
  %argp2 = getelementptr i8, ptr %args, i64 16
  %arg2 = load i32, ptr %argp2
  %argp3 = getelementptr i8, ptr %args, i64 24
  %arg3 = load i32, ptr %argp3
  %t1 = mul i32 %pid0, 64
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
  %t12 = trunc i64 63 to i32
  %t13 = insertelement <1 x i32> poison, i32 %t12, i64 0
  %t14 = shufflevector <1 x i32> %t13, <1 x i32> poison, <1 x i32> zeroinitializer
  %t15 = add <1 x i32> %t14, <i32 0>
  %t16 = add <1 x i32> %t11, %t15
  %t17 = extractelement <1 x i32> %t16, i64 0
  %t18 = icmp sle i32 %t9, %t17
  %t19 = icmp slt i32 %t17, %arg2
  %t20 = and i1 %t18, %t19
  br i1 %t20, label %in_bounds2, label %masked3
in_bounds2:
  store i64 0, ptr %a3
  br label %head4
head4:
  %t21 = load i64, ptr %a3
  %t22 = icmp slt i64 %t21, 64
  br i1 %t22, label %body5, label %done6
body5:
  %t23 = trunc i64 %t21 to i32
  %t24 = insertelement <1 x i32> poison, i32 %t23, i64 0
  %t25 = shufflevector <1 x i32> %t24, <1 x i32> poison, <16 x i32> zeroinitializer
  %t26 = add <16 x i32> %t25, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t27 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t28 = shufflevector <1 x i32> %t27, <1 x i32> poison, <16 x i32> zeroinitializer
  %t29 = add <16 x i32> %t28, %t26
  %t30 = insertelement <1 x i32> poison, i32 %arg2, i64 0
  %t31 = shufflevector <1 x i32> %t30, <1 x i32> poison, <16 x i32> zeroinitializer
  %t32 = icmp slt <16 x i32> %t29, %t31
  %t33 = insertelement <1 x ptr> poison, ptr %arg0, i64 0
  %t34 = shufflevector <1 x ptr> %t33, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t36 = sext <16 x i32> %t29 to <16 x i64>
  %t35 = getelementptr float, <16 x ptr> %t34, <16 x i64> %t36
  %t38 = extractelement <16 x ptr> %t35, i64 0
  %t37 = load <16 x float>, ptr %t38, align 4
  %t39 = getelementptr i32, ptr %a0, i64 %t21
  store <16 x i32> %t29, ptr %t39, align 4
  %t40 = zext <16 x i1> %t32 to <16 x i8>
  %t41 = getelementptr i8, ptr %a1, i64 %t21
  store <16 x i8> %t40, ptr %t41, align 1
  %t42 = getelementptr float, ptr %a2, i64 %t21
  store <16 x float> %t37, ptr %t42, align 4
  %t43 = add i64 %t21, 16
  store i64 %t43, ptr %a3
  br label %head4
done6:
  br label %versions_done1
masked3:
  store i64 0, ptr %a4
  br label %head7
head7:
  %t44 = load i64, ptr %a4
  %t45 = icmp slt i64 %t44, 64
  br i1 %t45, label %body8, label %done9
body8:
  %t46 = trunc i64 %t44 to i32
  %t47 = insertelement <1 x i32> poison, i32 %t46, i64 0
  %t48 = shufflevector <1 x i32> %t47, <1 x i32> poison, <16 x i32> zeroinitializer
  %t49 = add <16 x i32> %t48, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t50 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t51 = shufflevector <1 x i32> %t50, <1 x i32> poison, <16 x i32> zeroinitializer
  %t52 = add <16 x i32> %t51, %t49
  %t53 = insertelement <1 x i32> poison, i32 %arg2, i64 0
  %t54 = shufflevector <1 x i32> %t53, <1 x i32> poison, <16 x i32> zeroinitializer
  %t55 = icmp slt <16 x i32> %t52, %t54
  %t56 = insertelement <1 x ptr> poison, ptr %arg0, i64 0
  %t57 = shufflevector <1 x ptr> %t56, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t59 = sext <16 x i32> %t52 to <16 x i64>
  %t58 = getelementptr float, <16 x ptr> %t57, <16 x i64> %t59
  %t61 = extractelement <16 x ptr> %t58, i64 0
  %t62 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t61, <16 x i1> %t55, <16 x float> splat (float 0x0000000000000000))
  %t63 = getelementptr i32, ptr %a0, i64 %t44
  store <16 x i32> %t52, ptr %t63, align 4
  %t64 = zext <16 x i1> %t55 to <16 x i8>
  %t65 = getelementptr i8, ptr %a1, i64 %t44
  store <16 x i8> %t64, ptr %t65, align 1
  %t66 = getelementptr float, ptr %a2, i64 %t44
  store <16 x float> %t62, ptr %t66, align 4
  %t67 = add i64 %t44, 16
  store i64 %t67, ptr %a4
  br label %head7
done9:
  br label %versions_done1
versions_done1:
  %t69 = icmp eq i32 2, 0
  %t71 = icmp eq i32 2, -1
  %t70 = or i1 %t69, %t71
  %t72 = select i1 %t70, i32 1, i32 2
  %t73 = srem i32 %pid0, %t72
  %t76 = select i1 %t70, i32 0, i32 %t73
  %t74 = select i1 %t69, i32 0, i32 %t76
  %t77 = icmp eq i32 %t74, 0
  br i1 %t77, label %then10, label %else11
then10:
  store i64 0, ptr %a7
  br label %head13
head13:
  %t78 = load i64, ptr %a7
  %t79 = icmp slt i64 %t78, 64
  br i1 %t79, label %body14, label %done15
body14:
  %t80 = getelementptr float, ptr %a2, i64 %t78
  %t81 = load <16 x float>, ptr %t80, align 4
  %t82 = fmul <16 x float> %t81, splat (float 0x4000000000000000)
  %t83 = getelementptr float, ptr %a6, i64 %t78
  store <16 x float> %t82, ptr %t83, align 4
  %t84 = add i64 %t78, 16
  store i64 %t84, ptr %a7
  br label %head13
done15:
  call void @llvm.memcpy.p0.p0.i64(ptr %a5, ptr %a6, i64 256, i1 false)
  br label %endif12
else11:
  store i64 0, ptr %a9
  br label %head16
head16:
  %t85 = load i64, ptr %a9
  %t86 = icmp slt i64 %t85, 64
  br i1 %t86, label %body17, label %done18
body17:
  %t87 = getelementptr float, ptr %a2, i64 %t85
  %t88 = load <16 x float>, ptr %t87, align 4
  %t89 = fsub <16 x float> %t88, splat (float 0x3FF0000000000000)
  %t90 = getelementptr float, ptr %a8, i64 %t85
  store <16 x float> %t89, ptr %t90, align 4
  %t91 = add i64 %t85, 16
  store i64 %t91, ptr %a9
  br label %head16
done18:
  call void @llvm.memcpy.p0.p0.i64(ptr %a5, ptr %a8, i64 256, i1 false)
  br label %endif12
endif12:
  call void @llvm.memcpy.p0.p0.i64(ptr %a10, ptr %a5, i64 256, i1 false)
  store i32 0, ptr %a11
  br label %while19
while19:
  %t92 = load i32, ptr %a11
  %t93 = icmp slt i32 %t92, %arg3
  call void @llvm.memcpy.p0.p0.i64(ptr %a12, ptr %a10, i64 256, i1 false)
  store i32 %t92, ptr %a13
  br i1 %t93, label %while_body20, label %while_end21
while_body20:
  %t94 = load i32, ptr %a13
  store i64 0, ptr %a15
  br label %head22
head22:
  %t95 = load i64, ptr %a15
  %t96 = icmp slt i64 %t95, 64
  br i1 %t96, label %body23, label %done24
body23:
  %t97 = getelementptr float, ptr %a12, i64 %t95
  %t98 = load <16 x float>, ptr %t97, align 4
  %t99 = fadd <16 x float> %t98, splat (float 0x3FF0000000000000)
  %t100 = getelementptr float, ptr %a14, i64 %t95
  store <16 x float> %t99, ptr %t100, align 4
  %t101 = add i64 %t95, 16
  store i64 %t101, ptr %a15
  br label %head22
done24:
  %t102 = add i32 %t94, 1
  call void @llvm.memcpy.p0.p0.i64(ptr %a10, ptr %a14, i64 256, i1 false)
  store i32 %t102, ptr %a11
  br label %while19
while_end21:
  %t103 = load i32, ptr %a13
  %t104 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t105 = shufflevector <1 x i32> %t104, <1 x i32> poison, <1 x i32> zeroinitializer
  %t106 = trunc i64 0 to i32
  %t107 = insertelement <1 x i32> poison, i32 %t106, i64 0
  %t108 = shufflevector <1 x i32> %t107, <1 x i32> poison, <1 x i32> zeroinitializer
  %t109 = add <1 x i32> %t108, <i32 0>
  %t110 = add <1 x i32> %t105, %t109
  %t111 = extractelement <1 x i32> %t110, i64 0
  %t112 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t113 = shufflevector <1 x i32> %t112, <1 x i32> poison, <1 x i32> zeroinitializer
  %t114 = trunc i64 63 to i32
  %t115 = insertelement <1 x i32> poison, i32 %t114, i64 0
  %t116 = shufflevector <1 x i32> %t115, <1 x i32> poison, <1 x i32> zeroinitializer
  %t117 = add <1 x i32> %t116, <i32 0>
  %t118 = add <1 x i32> %t113, %t117
  %t119 = extractelement <1 x i32> %t118, i64 0
  %t120 = icmp sle i32 %t111, %t119
  %t121 = icmp slt i32 %t119, %arg2
  %t122 = and i1 %t120, %t121
  br i1 %t122, label %in_bounds26, label %masked27
in_bounds26:
  store i64 0, ptr %a16
  br label %head28
head28:
  %t123 = load i64, ptr %a16
  %t124 = icmp slt i64 %t123, 64
  br i1 %t124, label %body29, label %done30
body29:
  %t125 = insertelement <1 x ptr> poison, ptr %arg1, i64 0
  %t126 = shufflevector <1 x ptr> %t125, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t127 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t128 = shufflevector <1 x i32> %t127, <1 x i32> poison, <16 x i32> zeroinitializer
  %t129 = trunc i64 %t123 to i32
  %t130 = insertelement <1 x i32> poison, i32 %t129, i64 0
  %t131 = shufflevector <1 x i32> %t130, <1 x i32> poison, <16 x i32> zeroinitializer
  %t132 = add <16 x i32> %t131, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t133 = add <16 x i32> %t128, %t132
  %t135 = sext <16 x i32> %t133 to <16 x i64>
  %t134 = getelementptr float, <16 x ptr> %t126, <16 x i64> %t135
  %t136 = getelementptr float, ptr %a12, i64 %t123
  %t137 = load <16 x float>, ptr %t136, align 4
  %t138 = insertelement <1 x i32> poison, i32 %arg2, i64 0
  %t139 = shufflevector <1 x i32> %t138, <1 x i32> poison, <16 x i32> zeroinitializer
  %t140 = icmp slt <16 x i32> %t133, %t139
  %t141 = extractelement <16 x ptr> %t134, i64 0
  store <16 x float> %t137, ptr %t141, align 4
  %t142 = add i64 %t123, 16
  store i64 %t142, ptr %a16
  br label %head28
done30:
  br label %versions_done25
masked27:
  store i64 0, ptr %a17
  br label %head31
head31:
  %t143 = load i64, ptr %a17
  %t144 = icmp slt i64 %t143, 64
  br i1 %t144, label %body32, label %done33
body32:
  %t145 = insertelement <1 x ptr> poison, ptr %arg1, i64 0
  %t146 = shufflevector <1 x ptr> %t145, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t147 = insertelement <1 x i32> poison, i32 %t1, i64 0
  %t148 = shufflevector <1 x i32> %t147, <1 x i32> poison, <16 x i32> zeroinitializer
  %t149 = trunc i64 %t143 to i32
  %t150 = insertelement <1 x i32> poison, i32 %t149, i64 0
  %t151 = shufflevector <1 x i32> %t150, <1 x i32> poison, <16 x i32> zeroinitializer
  %t152 = add <16 x i32> %t151, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t153 = add <16 x i32> %t148, %t152
  %t155 = sext <16 x i32> %t153 to <16 x i64>
  %t154 = getelementptr float, <16 x ptr> %t146, <16 x i64> %t155
  %t156 = getelementptr float, ptr %a12, i64 %t143
  %t157 = load <16 x float>, ptr %t156, align 4
  %t158 = insertelement <1 x i32> poison, i32 %arg2, i64 0
  %t159 = shufflevector <1 x i32> %t158, <1 x i32> poison, <16 x i32> zeroinitializer
  %t160 = icmp slt <16 x i32> %t153, %t159
  %t161 = extractelement <16 x ptr> %t154, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t157, ptr align 4 %t161, <16 x i1> %t160)
  %t162 = add i64 %t143, 16
  store i64 %t162, ptr %a17
  br label %head31
done33:
  br label %versions_done25
versions_done25:
  ret void
}

define internal i64 @if_while.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %lo, i64 %hi, i64 %chunk, ptr %rt) noinline "no-builtin-memcpy" {
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
  call void @if_while.program(ptr %args, i32 %x, i32 %y, i32 %z, i32 %nx, i32 %ny, i32 %nz, ptr %rt)
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

define void @if_while_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {
entry:
  %ran = call i64 @if_while.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 0, i64 %total, i64 %chunk, ptr %rt)
  ret void
}

define i64 @if_while_omp(ptr %job) {
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
  %got = call i64 @if_while.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %ctr, i64 %lo, i64 %hi, i64 %chunk, ptr %rt)
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