; tritium CPU kernel layer_norm_fwd
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr, <16 x i1>, <16 x float>)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)
declare float @llvm.sqrt.f32(float)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr, <16 x i1>)

define internal void @layer_norm_fwd.program(ptr noalias %args, i32 %pid0, i32 %pid1, i32 %pid2, i32 %np0, i32 %np1, i32 %np2, ptr %rt) {
entry:
  %a0 = alloca float, i64 256, align 64
  %a1 = alloca i64, i64 1, align 16
  %a2 = alloca float, i64 256, align 64
  %a3 = alloca i32, i64 1, align 16
  %a4 = alloca i64, i64 1, align 16
  %a5 = alloca float, i64 1, align 16
  %a6 = alloca <16 x float>, i64 1, align 16
  %a7 = alloca i64, i64 1, align 16
  %a8 = alloca float, i64 256, align 64
  %a9 = alloca i32, i64 1, align 16
  %a10 = alloca i64, i64 1, align 16
  %a11 = alloca float, i64 1, align 16
  %a12 = alloca <16 x float>, i64 1, align 16
  %a13 = alloca i64, i64 1, align 16
  %a14 = alloca i32, i64 1, align 16
  %a15 = alloca i64, i64 1, align 16
  %argp0 = getelementptr i8, ptr %args, i64 0
  %arg0 = load ptr, ptr %argp0
  %argp1 = getelementptr i8, ptr %args, i64 8
  %arg1 = load ptr, ptr %argp1
  %argp2 = getelementptr i8, ptr %args, i64 16
  %arg2 = load ptr, ptr %argp2
  %argp3 = getelementptr i8, ptr %args, i64 24
  %arg3 = load ptr, ptr %argp3
  %argp4 = getelementptr i8, ptr %args, i64 32
  %arg4 = load ptr, ptr %argp4
  %argp5 = getelementptr i8, ptr %args, i64 40
  %arg5 = load ptr, ptr %argp5
  %argp6 = getelementptr i8, ptr %args, i64 48
  %arg6 = load i32, ptr %argp6
  %argp7 = getelementptr i8, ptr %args, i64 56
  %arg7 = load i32, ptr %argp7
  %argp8 = getelementptr i8, ptr %args, i64 64
  %arg8 = load float, ptr %argp8
  %t1 = mul i32 %pid0, %arg6
  %t3 = sext i32 %t1 to i64
  %t2 = getelementptr float, ptr %arg0, i64 %t3
  %t5 = sext i32 %t1 to i64
  %t4 = getelementptr float, ptr %arg1, i64 %t5
  store i64 0, ptr %a1
  br label %head1
head1:
  %t6 = load i64, ptr %a1
  %t7 = icmp slt i64 %t6, 256
  br i1 %t7, label %body2, label %done3
body2:
  %t8 = getelementptr float, ptr %a0, i64 %t6
  store <16 x float> splat (float 0x0000000000000000), ptr %t8, align 4
  %t9 = add i64 %t6, 16
  store i64 %t9, ptr %a1
  br label %head1
done3:
  call void @llvm.memcpy.p0.p0.i64(ptr %a2, ptr %a0, i64 1024, i1 false)
  store i32 0, ptr %a3
  br label %for4
for4:
  %t10 = load i32, ptr %a3
  %t11 = icmp slt i32 %t10, %arg7
  %t12 = icmp sgt i32 256, 0
  %t13 = and i1 %t11, %t12
  br i1 %t13, label %for_body5, label %for_end6
for_body5:
  store i64 0, ptr %a4
  br label %head7
head7:
  %t14 = load i64, ptr %a4
  %t15 = icmp slt i64 %t14, 256
  br i1 %t15, label %body8, label %done9
body8:
  %t16 = trunc i64 %t14 to i32
  %t17 = insertelement <1 x i32> poison, i32 %t16, i64 0
  %t18 = shufflevector <1 x i32> %t17, <1 x i32> poison, <16 x i32> zeroinitializer
  %t19 = add <16 x i32> %t18, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t20 = insertelement <1 x i32> poison, i32 %t10, i64 0
  %t21 = shufflevector <1 x i32> %t20, <1 x i32> poison, <16 x i32> zeroinitializer
  %t22 = add <16 x i32> %t21, %t19
  %t23 = insertelement <1 x ptr> poison, ptr %t2, i64 0
  %t24 = shufflevector <1 x ptr> %t23, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t26 = sext <16 x i32> %t22 to <16 x i64>
  %t25 = getelementptr float, <16 x ptr> %t24, <16 x i64> %t26
  %t27 = insertelement <1 x i32> poison, i32 %arg7, i64 0
  %t28 = shufflevector <1 x i32> %t27, <1 x i32> poison, <16 x i32> zeroinitializer
  %t29 = icmp slt <16 x i32> %t22, %t28
  %t30 = getelementptr float, ptr %a0, i64 %t14
  %t31 = load <16 x float>, ptr %t30, align 4
  %t33 = extractelement <16 x ptr> %t25, i64 0
  %t34 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t33, <16 x i1> %t29, <16 x float> %t31)
  %t35 = getelementptr float, ptr %a2, i64 %t14
  %t36 = load <16 x float>, ptr %t35, align 4
  %t37 = fadd <16 x float> %t36, %t34
  %t38 = getelementptr float, ptr %a2, i64 %t14
  store <16 x float> %t37, ptr %t38, align 4
  %t39 = add i64 %t14, 16
  store i64 %t39, ptr %a4
  br label %head7
done9:
  %t40 = add i32 %t10, 256
  store i32 %t40, ptr %a3
  br label %for4
for_end6:
  %t41 = mul i64 0, 256
  %t42 = getelementptr float, ptr %a2, i64 %t41
  %t43 = load <16 x float>, ptr %t42, align 4
  store <16 x float> %t43, ptr %a6
  store i64 16, ptr %a7
  br label %head10
head10:
  %t44 = load i64, ptr %a7
  %t45 = icmp slt i64 %t44, 256
  br i1 %t45, label %body11, label %done12
body11:
  %t46 = add i64 %t41, %t44
  %t47 = load <16 x float>, ptr %a6
  %t48 = getelementptr float, ptr %a2, i64 %t46
  %t49 = load <16 x float>, ptr %t48, align 4
  %t50 = fadd <16 x float> %t47, %t49
  store <16 x float> %t50, ptr %a6
  %t51 = add i64 %t44, 16
  store i64 %t51, ptr %a7
  br label %head10
done12:
  %t52 = load <16 x float>, ptr %a6
  %t53 = shufflevector <16 x float> %t52, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t54 = shufflevector <16 x float> %t52, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t55 = fadd <8 x float> %t53, %t54
  %t56 = shufflevector <8 x float> %t55, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t57 = shufflevector <8 x float> %t55, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t58 = fadd <4 x float> %t56, %t57
  %t59 = shufflevector <4 x float> %t58, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %t60 = shufflevector <4 x float> %t58, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %t61 = fadd <2 x float> %t59, %t60
  %t62 = shufflevector <2 x float> %t61, <2 x float> poison, <1 x i32> <i32 0>
  %t63 = shufflevector <2 x float> %t61, <2 x float> poison, <1 x i32> <i32 1>
  %t64 = fadd <1 x float> %t62, %t63
  %t65 = extractelement <1 x float> %t64, i64 0
  store float %t65, ptr %a5
  %t66 = load float, ptr %a5
  %t68 = sitofp i32 %arg7 to float
  %t69 = fdiv float %t66, %t68
  call void @llvm.memcpy.p0.p0.i64(ptr %a8, ptr %a0, i64 1024, i1 false)
  store i32 0, ptr %a9
  br label %for13
for13:
  %t70 = load i32, ptr %a9
  %t71 = icmp slt i32 %t70, %arg7
  %t72 = icmp sgt i32 256, 0
  %t73 = and i1 %t71, %t72
  br i1 %t73, label %for_body14, label %for_end15
for_body14:
  store i64 0, ptr %a10
  br label %head16
head16:
  %t74 = load i64, ptr %a10
  %t75 = icmp slt i64 %t74, 256
  br i1 %t75, label %body17, label %done18
body17:
  %t76 = trunc i64 %t74 to i32
  %t77 = insertelement <1 x i32> poison, i32 %t76, i64 0
  %t78 = shufflevector <1 x i32> %t77, <1 x i32> poison, <16 x i32> zeroinitializer
  %t79 = add <16 x i32> %t78, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t80 = insertelement <1 x i32> poison, i32 %t70, i64 0
  %t81 = shufflevector <1 x i32> %t80, <1 x i32> poison, <16 x i32> zeroinitializer
  %t82 = add <16 x i32> %t81, %t79
  %t83 = insertelement <1 x ptr> poison, ptr %t2, i64 0
  %t84 = shufflevector <1 x ptr> %t83, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t86 = sext <16 x i32> %t82 to <16 x i64>
  %t85 = getelementptr float, <16 x ptr> %t84, <16 x i64> %t86
  %t87 = insertelement <1 x i32> poison, i32 %arg7, i64 0
  %t88 = shufflevector <1 x i32> %t87, <1 x i32> poison, <16 x i32> zeroinitializer
  %t89 = icmp slt <16 x i32> %t82, %t88
  %t90 = getelementptr float, ptr %a0, i64 %t74
  %t91 = load <16 x float>, ptr %t90, align 4
  %t93 = extractelement <16 x ptr> %t85, i64 0
  %t94 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t93, <16 x i1> %t89, <16 x float> %t91)
  %t95 = insertelement <1 x float> poison, float %t69, i64 0
  %t96 = shufflevector <1 x float> %t95, <1 x float> poison, <16 x i32> zeroinitializer
  %t97 = fsub <16 x float> %t94, %t96
  %t98 = select <16 x i1> %t89, <16 x float> %t97, <16 x float> %t91
  %t99 = getelementptr float, ptr %a8, i64 %t74
  %t100 = load <16 x float>, ptr %t99, align 4
  %t102 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t98, <16 x float> %t98, <16 x float> %t100)
  %t103 = getelementptr float, ptr %a8, i64 %t74
  store <16 x float> %t102, ptr %t103, align 4
  %t104 = add i64 %t74, 16
  store i64 %t104, ptr %a10
  br label %head16
done18:
  %t105 = add i32 %t70, 256
  store i32 %t105, ptr %a9
  br label %for13
for_end15:
  %t106 = mul i64 0, 256
  %t107 = getelementptr float, ptr %a8, i64 %t106
  %t108 = load <16 x float>, ptr %t107, align 4
  store <16 x float> %t108, ptr %a12
  store i64 16, ptr %a13
  br label %head19
head19:
  %t109 = load i64, ptr %a13
  %t110 = icmp slt i64 %t109, 256
  br i1 %t110, label %body20, label %done21
body20:
  %t111 = add i64 %t106, %t109
  %t112 = load <16 x float>, ptr %a12
  %t113 = getelementptr float, ptr %a8, i64 %t111
  %t114 = load <16 x float>, ptr %t113, align 4
  %t115 = fadd <16 x float> %t112, %t114
  store <16 x float> %t115, ptr %a12
  %t116 = add i64 %t109, 16
  store i64 %t116, ptr %a13
  br label %head19
done21:
  %t117 = load <16 x float>, ptr %a12
  %t118 = shufflevector <16 x float> %t117, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t119 = shufflevector <16 x float> %t117, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t120 = fadd <8 x float> %t118, %t119
  %t121 = shufflevector <8 x float> %t120, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t122 = shufflevector <8 x float> %t120, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t123 = fadd <4 x float> %t121, %t122
  %t124 = shufflevector <4 x float> %t123, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %t125 = shufflevector <4 x float> %t123, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %t126 = fadd <2 x float> %t124, %t125
  %t127 = shufflevector <2 x float> %t126, <2 x float> poison, <1 x i32> <i32 0>
  %t128 = shufflevector <2 x float> %t126, <2 x float> poison, <1 x i32> <i32 1>
  %t129 = fadd <1 x float> %t127, %t128
  %t130 = extractelement <1 x float> %t129, i64 0
  store float %t130, ptr %a11
  %t131 = load float, ptr %a11
  %t132 = fdiv float %t131, %t68
  %t133 = fadd float %t132, %arg8
  %t135 = call float @llvm.sqrt.f32(float %t133)
  %t136 = fdiv float 0x3FF0000000000000, %t135
  %t138 = sext i32 %pid0 to i64
  %t137 = getelementptr float, ptr %arg4, i64 %t138
  %t139 = insertelement <1 x ptr> poison, ptr %t137, i64 0
  %t140 = insertelement <1 x float> poison, float %t69, i64 0
  %t141 = extractelement <1 x ptr> %t139, i64 0
  store <1 x float> %t140, ptr %t141, align 4
  %t143 = sext i32 %pid0 to i64
  %t142 = getelementptr float, ptr %arg5, i64 %t143
  %t144 = insertelement <1 x ptr> poison, ptr %t142, i64 0
  %t145 = insertelement <1 x float> poison, float %t136, i64 0
  %t146 = extractelement <1 x ptr> %t144, i64 0
  store <1 x float> %t145, ptr %t146, align 4
  store i32 0, ptr %a14
  br label %for22
for22:
  %t147 = load i32, ptr %a14
  %t148 = icmp slt i32 %t147, %arg7
  %t149 = icmp sgt i32 256, 0
  %t150 = and i1 %t148, %t149
  br i1 %t150, label %for_body23, label %for_end24
for_body23:
  store i64 0, ptr %a15
  br label %head25
head25:
  %t151 = load i64, ptr %a15
  %t152 = icmp slt i64 %t151, 256
  br i1 %t152, label %body26, label %done27
body26:
  %t153 = trunc i64 %t151 to i32
  %t154 = insertelement <1 x i32> poison, i32 %t153, i64 0
  %t155 = shufflevector <1 x i32> %t154, <1 x i32> poison, <16 x i32> zeroinitializer
  %t156 = add <16 x i32> %t155, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t157 = insertelement <1 x i32> poison, i32 %t147, i64 0
  %t158 = shufflevector <1 x i32> %t157, <1 x i32> poison, <16 x i32> zeroinitializer
  %t159 = add <16 x i32> %t158, %t156
  %t160 = insertelement <1 x i32> poison, i32 %arg7, i64 0
  %t161 = shufflevector <1 x i32> %t160, <1 x i32> poison, <16 x i32> zeroinitializer
  %t162 = icmp slt <16 x i32> %t159, %t161
  %t163 = insertelement <1 x ptr> poison, ptr %arg2, i64 0
  %t164 = shufflevector <1 x ptr> %t163, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t166 = sext <16 x i32> %t159 to <16 x i64>
  %t165 = getelementptr float, <16 x ptr> %t164, <16 x i64> %t166
  %t168 = extractelement <16 x ptr> %t165, i64 0
  %t169 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t168, <16 x i1> %t162, <16 x float> zeroinitializer)
  %t170 = insertelement <1 x ptr> poison, ptr %arg3, i64 0
  %t171 = shufflevector <1 x ptr> %t170, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t173 = sext <16 x i32> %t159 to <16 x i64>
  %t172 = getelementptr float, <16 x ptr> %t171, <16 x i64> %t173
  %t175 = extractelement <16 x ptr> %t172, i64 0
  %t176 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t175, <16 x i1> %t162, <16 x float> zeroinitializer)
  %t177 = insertelement <1 x ptr> poison, ptr %t2, i64 0
  %t178 = shufflevector <1 x ptr> %t177, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t180 = sext <16 x i32> %t159 to <16 x i64>
  %t179 = getelementptr float, <16 x ptr> %t178, <16 x i64> %t180
  %t181 = getelementptr float, ptr %a0, i64 %t151
  %t182 = load <16 x float>, ptr %t181, align 4
  %t184 = extractelement <16 x ptr> %t179, i64 0
  %t185 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %t184, <16 x i1> %t162, <16 x float> %t182)
  %t186 = insertelement <1 x ptr> poison, ptr %t4, i64 0
  %t187 = shufflevector <1 x ptr> %t186, <1 x ptr> poison, <16 x i32> zeroinitializer
  %t189 = sext <16 x i32> %t159 to <16 x i64>
  %t188 = getelementptr float, <16 x ptr> %t187, <16 x i64> %t189
  %t190 = insertelement <1 x float> poison, float %t69, i64 0
  %t191 = shufflevector <1 x float> %t190, <1 x float> poison, <16 x i32> zeroinitializer
  %t192 = fsub <16 x float> %t185, %t191
  %t193 = insertelement <1 x float> poison, float %t136, i64 0
  %t194 = shufflevector <1 x float> %t193, <1 x float> poison, <16 x i32> zeroinitializer
  %t195 = fmul <16 x float> %t192, %t194
  %t197 = call <16 x float> @llvm.fma.v16f32(<16 x float> %t195, <16 x float> %t169, <16 x float> %t176)
  %t198 = extractelement <16 x ptr> %t188, i64 0
  call void @llvm.masked.store.v16f32.p0(<16 x float> %t197, ptr align 4 %t198, <16 x i1> %t162)
  %t199 = add i64 %t151, 16
  store i64 %t199, ptr %a15
  br label %head25
done27:
  %t200 = add i32 %t147, 256
  store i32 %t200, ptr %a14
  br label %for22
for_end24:
  ret void
}

define void @layer_norm_fwd_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) {
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
  call void @layer_norm_fwd.program(ptr %args, i32 %x, i32 %y, i32 %z, i32 %nx, i32 %ny, i32 %nz, ptr %rt)
  %p1 = add i64 %p, 1
  %again = icmp slt i64 %p1, %end
  br i1 %again, label %prog, label %take
exit:
  ret void
}