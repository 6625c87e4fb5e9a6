target triple = "nvptx64-nvidia-cuda"
@global_smem = external addrspace(3) global [0 x i8], align 16
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

define ptx_kernel void @argmax_rows(ptr addrspace(1) %arg0, ptr addrspace(1) %arg1, i32 %arg2, i32 %arg3) #0 {
entry:
  %t1 = call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t2 = and i32 %t1, 31
  %t4 = icmp uge i32 5, 32
  %t5 = select i1 %t4, i32 0, i32 5
  %t6 = lshr i32 %t1, %t5
  %t7 = select i1 %t4, i32 0, i32 %t6
  %t8 = and i32 %t2, 31
  %t9 = and i32 %t7, 1
  %t11 = icmp uge i32 5, 32
  %t12 = select i1 %t11, i32 0, i32 5
  %t13 = shl i32 %t9, %t12
  %t14 = select i1 %t11, i32 0, i32 %t13
  %t15 = xor i32 %t8, %t14
  %t16 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %t17 = mul i32 %t16, %arg3
  %t18 = sext i32 %t17 to i64
  %t19 = getelementptr float, ptr addrspace(1) %arg0, i64 %t18
  %t20 = sext i32 %t15 to i64
  %t21 = getelementptr float, ptr addrspace(1) %t19, i64 %t20
  %t22 = icmp slt i32 %t15, %arg2
  %t23 = bitcast float 0xFFF0000000000000 to i32
  %t24 = call i32 asm sideeffect "mov.b32 $0, $3; @$2 ld.global.b32 $0, [$1];", "=r,l,b,r"(ptr addrspace(1) %t21, i1 %t22, i32 %t23)
  %t25 = bitcast i32 %t24 to float
  %t26 = sext i32 %t16 to i64
  %t27 = getelementptr i32, ptr addrspace(1) %arg1, i64 %t26
  %t28 = bitcast float %t25 to i32
  %t29 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t28, i32 1, i32 31)
  %t30 = bitcast i32 %t29 to float
  %t31 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t15, i32 1, i32 31)
  %t32 = fcmp ogt float %t25, %t30
  %t33 = fcmp oeq float %t25, %t30
  %t34 = icmp slt i32 %t15, %t31
  %t35 = and i1 %t33, %t34
  %t36 = or i1 %t32, %t35
  %t37 = select i1 %t36, float %t25, float %t30
  %t38 = select i1 %t36, i32 %t15, i32 %t31
  %t39 = bitcast float %t37 to i32
  %t40 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t39, i32 2, i32 31)
  %t41 = bitcast i32 %t40 to float
  %t42 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t38, i32 2, i32 31)
  %t43 = fcmp ogt float %t37, %t41
  %t44 = fcmp oeq float %t37, %t41
  %t45 = icmp slt i32 %t38, %t42
  %t46 = and i1 %t44, %t45
  %t47 = or i1 %t43, %t46
  %t48 = select i1 %t47, float %t37, float %t41
  %t49 = select i1 %t47, i32 %t38, i32 %t42
  %t50 = bitcast float %t48 to i32
  %t51 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t50, i32 4, i32 31)
  %t52 = bitcast i32 %t51 to float
  %t53 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t49, i32 4, i32 31)
  %t54 = fcmp ogt float %t48, %t52
  %t55 = fcmp oeq float %t48, %t52
  %t56 = icmp slt i32 %t49, %t53
  %t57 = and i1 %t55, %t56
  %t58 = or i1 %t54, %t57
  %t59 = select i1 %t58, float %t48, float %t52
  %t60 = select i1 %t58, i32 %t49, i32 %t53
  %t61 = bitcast float %t59 to i32
  %t62 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t61, i32 8, i32 31)
  %t63 = bitcast i32 %t62 to float
  %t64 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t60, i32 8, i32 31)
  %t65 = fcmp ogt float %t59, %t63
  %t66 = fcmp oeq float %t59, %t63
  %t67 = icmp slt i32 %t60, %t64
  %t68 = and i1 %t66, %t67
  %t69 = or i1 %t65, %t68
  %t70 = select i1 %t69, float %t59, float %t63
  %t71 = select i1 %t69, i32 %t60, i32 %t64
  %t72 = bitcast float %t70 to i32
  %t73 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t72, i32 16, i32 31)
  %t74 = bitcast i32 %t73 to float
  %t75 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t71, i32 16, i32 31)
  %t76 = fcmp ogt float %t70, %t74
  %t77 = fcmp oeq float %t70, %t74
  %t78 = icmp slt i32 %t71, %t75
  %t79 = and i1 %t77, %t78
  %t80 = or i1 %t76, %t79
  %t81 = select i1 %t80, float %t70, float %t74
  %t82 = select i1 %t80, i32 %t71, i32 %t75
  %t84 = icmp uge i32 0, 32
  %t85 = select i1 %t84, i32 0, i32 0
  %t86 = lshr i32 %t7, %t85
  %t87 = select i1 %t84, i32 0, i32 %t86
  %t88 = and i32 %t87, 1
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t89 = mul i32 0, 2
  %t90 = add i32 %t89, %t88
  %t91 = mul i32 %t90, 4
  %t92 = add i32 %t91, 0
  %t93 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t92
  store float %t81, ptr addrspace(3) %t93, align 4
  %t94 = mul i32 %t90, 4
  %t95 = add i32 %t94, 16
  %t96 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t95
  store i32 %t82, ptr addrspace(3) %t96, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t97 = mul i32 0, 2
  %t98 = add i32 %t97, 0
  %t99 = mul i32 %t98, 4
  %t100 = add i32 %t99, 0
  %t101 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t100
  %t102 = load float, ptr addrspace(3) %t101, align 4
  %t103 = mul i32 %t98, 4
  %t104 = add i32 %t103, 16
  %t105 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t104
  %t106 = load i32, ptr addrspace(3) %t105, align 4
  %t107 = mul i32 0, 2
  %t108 = add i32 %t107, 1
  %t109 = mul i32 %t108, 4
  %t110 = add i32 %t109, 0
  %t111 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t110
  %t112 = load float, ptr addrspace(3) %t111, align 4
  %t113 = mul i32 %t108, 4
  %t114 = add i32 %t113, 16
  %t115 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t114
  %t116 = load i32, ptr addrspace(3) %t115, align 4
  %t117 = fcmp ogt float %t102, %t112
  %t118 = fcmp oeq float %t102, %t112
  %t119 = icmp slt i32 %t106, %t116
  %t120 = and i1 %t118, %t119
  %t121 = or i1 %t117, %t120
  %t122 = select i1 %t121, float %t102, float %t112
  %t123 = select i1 %t121, i32 %t106, i32 %t116
  %t124 = icmp eq i32 %t1, 0
  call void asm sideeffect "@$1 st.global.b32 [$0], $2;", "l,b,r"(ptr addrspace(1) %t27, i1 %t124, i32 %t123)
  ret void
}
attributes #0 = { "nvvm.maxntid"="128" }
