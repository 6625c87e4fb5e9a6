target triple = "nvptx64-nvidia-cuda"
@global_smem = external addrspace(3) global [0 x i8], align 16
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare float @llvm.maxnum.f32(float, float)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare float @__nv_expf(float)

define ptx_kernel void @softmax_kernel(ptr addrspace(1) %arg0, ptr addrspace(1) %arg1, i32 %arg2, i32 %arg3, i32 %arg4) #0 {
entry:
  %t1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t2 = and i32 %t1, 31
  %t4 = icmp uge i32 5, 32
  %t5 = select i1 %t4, i32 0, i32 5
  %t6 = lshr i32 %t1, %t5
  %t7 = select i1 %t4, i32 0, i32 %t6
  %t8 = and i32 %t2, 31
  %t9 = and i32 %t7, 3
  %t11 = icmp uge i32 5, 32
  %t12 = select i1 %t11, i32 0, i32 5
  %t13 = shl i32 %t9, %t12
  %t14 = select i1 %t11, i32 0, i32 %t13
  %t15 = xor i32 %t8, %t14
  %t16 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %t17 = icmp slt i32 %t15, %arg4
  %t18 = mul i32 %t16, %arg2
  %t19 = sext i32 %t18 to i64
  %t20 = getelementptr float, ptr addrspace(1) %arg1, i64 %t19
  %t21 = sext i32 %t15 to i64
  %t22 = getelementptr float, ptr addrspace(1) %t20, i64 %t21
  %t23 = bitcast float 0xFFF0000000000000 to i32
  %t24 = call i32 asm "mov.b32 $0, $3; @$2 ld.global.b32 $0, [$1];", "=r,l,b,r"(ptr addrspace(1) %t22, i1 %t17, i32 %t23)
  %t25 = bitcast i32 %t24 to float
  %t26 = bitcast float %t25 to i32
  %t27 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t26, i32 1, i32 31)
  %t28 = bitcast i32 %t27 to float
  %t30 = call float @llvm.maxnum.f32(float %t25, float %t28)
  %t31 = bitcast float %t30 to i32
  %t32 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t31, i32 2, i32 31)
  %t33 = bitcast i32 %t32 to float
  %t35 = call float @llvm.maxnum.f32(float %t30, float %t33)
  %t36 = bitcast float %t35 to i32
  %t37 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t36, i32 4, i32 31)
  %t38 = bitcast i32 %t37 to float
  %t40 = call float @llvm.maxnum.f32(float %t35, float %t38)
  %t41 = bitcast float %t40 to i32
  %t42 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t41, i32 8, i32 31)
  %t43 = bitcast i32 %t42 to float
  %t45 = call float @llvm.maxnum.f32(float %t40, float %t43)
  %t46 = bitcast float %t45 to i32
  %t47 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t46, i32 16, i32 31)
  %t48 = bitcast i32 %t47 to float
  %t50 = call float @llvm.maxnum.f32(float %t45, float %t48)
  %t52 = icmp uge i32 0, 32
  %t53 = select i1 %t52, i32 0, i32 0
  %t54 = lshr i32 %t7, %t53
  %t55 = select i1 %t52, i32 0, i32 %t54
  %t56 = and i32 %t55, 1
  %t58 = icmp uge i32 1, 32
  %t59 = select i1 %t58, i32 0, i32 1
  %t60 = lshr i32 %t7, %t59
  %t61 = select i1 %t58, i32 0, i32 %t60
  %t62 = and i32 %t61, 1
  %t64 = icmp uge i32 1, 32
  %t65 = select i1 %t64, i32 0, i32 1
  %t66 = shl i32 %t62, %t65
  %t67 = select i1 %t64, i32 0, i32 %t66
  %t68 = or i32 %t56, %t67
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t69 = mul i32 0, 4
  %t70 = add i32 %t69, %t68
  %t71 = mul i32 %t70, 4
  %t72 = add i32 %t71, 0
  %t73 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t72
  store float %t50, ptr addrspace(3) %t73, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t74 = mul i32 0, 4
  %t75 = add i32 %t74, 0
  %t76 = mul i32 %t75, 4
  %t77 = add i32 %t76, 0
  %t78 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t77
  %t79 = load float, ptr addrspace(3) %t78, align 4
  %t80 = mul i32 0, 4
  %t81 = add i32 %t80, 1
  %t82 = mul i32 %t81, 4
  %t83 = add i32 %t82, 0
  %t84 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t83
  %t85 = load float, ptr addrspace(3) %t84, align 4
  %t86 = mul i32 0, 4
  %t87 = add i32 %t86, 2
  %t88 = mul i32 %t87, 4
  %t89 = add i32 %t88, 0
  %t90 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t89
  %t91 = load float, ptr addrspace(3) %t90, align 4
  %t92 = mul i32 0, 4
  %t93 = add i32 %t92, 3
  %t94 = mul i32 %t93, 4
  %t95 = add i32 %t94, 0
  %t96 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t95
  %t97 = load float, ptr addrspace(3) %t96, align 4
  %t99 = call float @llvm.maxnum.f32(float %t79, float %t85)
  %t101 = call float @llvm.maxnum.f32(float %t99, float %t91)
  %t103 = call float @llvm.maxnum.f32(float %t101, float %t97)
  %t104 = fsub float %t25, %t103
  %t106 = call float @__nv_expf(float %t104)
  %t107 = mul i32 %t16, %arg3
  %t108 = sext i32 %t107 to i64
  %t109 = getelementptr float, ptr addrspace(1) %arg0, i64 %t108
  %t110 = sext i32 %t15 to i64
  %t111 = getelementptr float, ptr addrspace(1) %t109, i64 %t110
  %t112 = bitcast float %t106 to i32
  %t113 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t112, i32 1, i32 31)
  %t114 = bitcast i32 %t113 to float
  %t115 = fadd float %t106, %t114
  %t116 = bitcast float %t115 to i32
  %t117 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t116, i32 2, i32 31)
  %t118 = bitcast i32 %t117 to float
  %t119 = fadd float %t115, %t118
  %t120 = bitcast float %t119 to i32
  %t121 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t120, i32 4, i32 31)
  %t122 = bitcast i32 %t121 to float
  %t123 = fadd float %t119, %t122
  %t124 = bitcast float %t123 to i32
  %t125 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t124, i32 8, i32 31)
  %t126 = bitcast i32 %t125 to float
  %t127 = fadd float %t123, %t126
  %t128 = bitcast float %t127 to i32
  %t129 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t128, i32 16, i32 31)
  %t130 = bitcast i32 %t129 to float
  %t131 = fadd float %t127, %t130
  %t133 = icmp uge i32 0, 32
  %t134 = select i1 %t133, i32 0, i32 0
  %t135 = lshr i32 %t7, %t134
  %t136 = select i1 %t133, i32 0, i32 %t135
  %t137 = and i32 %t136, 1
  %t139 = icmp uge i32 1, 32
  %t140 = select i1 %t139, i32 0, i32 1
  %t141 = lshr i32 %t7, %t140
  %t142 = select i1 %t139, i32 0, i32 %t141
  %t143 = and i32 %t142, 1
  %t145 = icmp uge i32 1, 32
  %t146 = select i1 %t145, i32 0, i32 1
  %t147 = shl i32 %t143, %t146
  %t148 = select i1 %t145, i32 0, i32 %t147
  %t149 = or i32 %t137, %t148
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t150 = mul i32 0, 4
  %t151 = add i32 %t150, %t149
  %t152 = mul i32 %t151, 4
  %t153 = add i32 %t152, 0
  %t154 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t153
  store float %t131, ptr addrspace(3) %t154, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t155 = mul i32 0, 4
  %t156 = add i32 %t155, 0
  %t157 = mul i32 %t156, 4
  %t158 = add i32 %t157, 0
  %t159 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t158
  %t160 = load float, ptr addrspace(3) %t159, align 4
  %t161 = mul i32 0, 4
  %t162 = add i32 %t161, 1
  %t163 = mul i32 %t162, 4
  %t164 = add i32 %t163, 0
  %t165 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t164
  %t166 = load float, ptr addrspace(3) %t165, align 4
  %t167 = mul i32 0, 4
  %t168 = add i32 %t167, 2
  %t169 = mul i32 %t168, 4
  %t170 = add i32 %t169, 0
  %t171 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t170
  %t172 = load float, ptr addrspace(3) %t171, align 4
  %t173 = mul i32 0, 4
  %t174 = add i32 %t173, 3
  %t175 = mul i32 %t174, 4
  %t176 = add i32 %t175, 0
  %t177 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t176
  %t178 = load float, ptr addrspace(3) %t177, align 4
  %t179 = fadd float %t160, %t166
  %t180 = fadd float %t179, %t172
  %t181 = fadd float %t180, %t178
  %t182 = fdiv float %t106, %t181
  %t183 = bitcast float %t182 to i32
  call void asm sideeffect "@$1 st.global.b32 [$0], $2;", "l,b,r"(ptr addrspace(1) %t111, i1 %t17, i32 %t183)
  ret void
}
attributes #0 = { "nvvm.maxntid"="128" }
