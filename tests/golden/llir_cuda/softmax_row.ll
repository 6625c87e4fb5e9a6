target triple = "nvptx64-nvidia-cuda"
@global_smem = external addrspace(3) global [0 x i8], align 16
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare float @llvm.maxnum.f32(float, float)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare float @llvm.nvvm.ex2.approx.f32(float)
declare float @llvm.nvvm.div.full(float, float)

define ptx_kernel void @softmax_kernel(ptr addrspace(1) %arg0, ptr addrspace(1) %arg1, i32 %arg2, i32 %arg3, i32 %arg4) #0 {
entry:
  %t1 = call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  %t24 = call i32 asm sideeffect "mov.b32 $0, $3; @$2 ld.global.b32 $0, [$1];", "=r,l,b,r"(ptr addrspace(1) %t22, i1 %t17, i32 %t23)
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
  %t106 = fmul float %t104, 0x3FF7154760000000
  %t107 = call float @llvm.nvvm.ex2.approx.f32(float %t106)
  %t108 = mul i32 %t16, %arg3
  %t109 = sext i32 %t108 to i64
  %t110 = getelementptr float, ptr addrspace(1) %arg0, i64 %t109
  %t111 = sext i32 %t15 to i64
  %t112 = getelementptr float, ptr addrspace(1) %t110, i64 %t111
  %t113 = bitcast float %t107 to i32
  %t114 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t113, i32 1, i32 31)
  %t115 = bitcast i32 %t114 to float
  %t116 = fadd float %t107, %t115
  %t117 = bitcast float %t116 to i32
  %t118 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t117, i32 2, i32 31)
  %t119 = bitcast i32 %t118 to float
  %t120 = fadd float %t116, %t119
  %t121 = bitcast float %t120 to i32
  %t122 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t121, i32 4, i32 31)
  %t123 = bitcast i32 %t122 to float
  %t124 = fadd float %t120, %t123
  %t125 = bitcast float %t124 to i32
  %t126 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t125, i32 8, i32 31)
  %t127 = bitcast i32 %t126 to float
  %t128 = fadd float %t124, %t127
  %t129 = bitcast float %t128 to i32
  %t130 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t129, i32 16, i32 31)
  %t131 = bitcast i32 %t130 to float
  %t132 = fadd float %t128, %t131
  %t134 = icmp uge i32 0, 32
  %t135 = select i1 %t134, i32 0, i32 0
  %t136 = lshr i32 %t7, %t135
  %t137 = select i1 %t134, i32 0, i32 %t136
  %t138 = and i32 %t137, 1
  %t140 = icmp uge i32 1, 32
  %t141 = select i1 %t140, i32 0, i32 1
  %t142 = lshr i32 %t7, %t141
  %t143 = select i1 %t140, i32 0, i32 %t142
  %t144 = and i32 %t143, 1
  %t146 = icmp uge i32 1, 32
  %t147 = select i1 %t146, i32 0, i32 1
  %t148 = shl i32 %t144, %t147
  %t149 = select i1 %t146, i32 0, i32 %t148
  %t150 = or i32 %t138, %t149
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t151 = mul i32 0, 4
  %t152 = add i32 %t151, %t150
  %t153 = mul i32 %t152, 4
  %t154 = add i32 %t153, 0
  %t155 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t154
  store float %t132, ptr addrspace(3) %t155, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t156 = mul i32 0, 4
  %t157 = add i32 %t156, 0
  %t158 = mul i32 %t157, 4
  %t159 = add i32 %t158, 0
  %t160 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t159
  %t161 = load float, ptr addrspace(3) %t160, align 4
  %t162 = mul i32 0, 4
  %t163 = add i32 %t162, 1
  %t164 = mul i32 %t163, 4
  %t165 = add i32 %t164, 0
  %t166 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t165
  %t167 = load float, ptr addrspace(3) %t166, align 4
  %t168 = mul i32 0, 4
  %t169 = add i32 %t168, 2
  %t170 = mul i32 %t169, 4
  %t171 = add i32 %t170, 0
  %t172 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t171
  %t173 = load float, ptr addrspace(3) %t172, align 4
  %t174 = mul i32 0, 4
  %t175 = add i32 %t174, 3
  %t176 = mul i32 %t175, 4
  %t177 = add i32 %t176, 0
  %t178 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t177
  %t179 = load float, ptr addrspace(3) %t178, align 4
  %t180 = fadd float %t161, %t167
  %t181 = fadd float %t180, %t173
  %t182 = fadd float %t181, %t179
  %t184 = call float @llvm.nvvm.div.full(float %t107, float %t182)
  %t185 = bitcast float %t184 to i32
  call void asm sideeffect "@$1 st.global.b32 [$0], $2;", "l,b,r"(ptr addrspace(1) %t112, i1 %t17, i32 %t185)
  ret void
}
attributes #0 = { "nvvm.maxntid"="128" }
