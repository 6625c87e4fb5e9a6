target triple = "nvptx64-nvidia-cuda"
@global_smem = external addrspace(3) global [0 x i8], align 16
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

define ptx_kernel void @cumsum_block(ptr addrspace(1) %arg0, ptr addrspace(1) %arg1, i32 %arg2) #0 {
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
  %t16 = icmp slt i32 %t15, %arg2
  %t17 = sext i32 %t15 to i64
  %t18 = getelementptr i32, ptr addrspace(1) %arg0, i64 %t17
  %t19 = call i32 asm sideeffect "mov.b32 $0, $3; @$2 ld.global.b32 $0, [$1];", "=r,l,b,r"(ptr addrspace(1) %t18, i1 %t16, i32 0)
  %t20 = sext i32 %t15 to i64
  %t21 = getelementptr i32, ptr addrspace(1) %arg1, i64 %t20
  %t23 = icmp uge i32 0, 32
  %t24 = select i1 %t23, i32 0, i32 0
  %t25 = lshr i32 %t2, %t24
  %t26 = select i1 %t23, i32 0, i32 %t25
  %t27 = and i32 %t26, 1
  %t28 = icmp eq i32 %t27, 1
  %t29 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t19, i32 1, i32 31)
  %t30 = select i1 %t28, i32 %t29, i32 %t19
  %t31 = select i1 %t28, i32 %t19, i32 %t29
  %t32 = add i32 %t30, %t31
  %t33 = select i1 %t28, i32 %t32, i32 %t19
  %t35 = icmp uge i32 1, 32
  %t36 = select i1 %t35, i32 0, i32 1
  %t37 = lshr i32 %t2, %t36
  %t38 = select i1 %t35, i32 0, i32 %t37
  %t39 = and i32 %t38, 1
  %t40 = icmp eq i32 %t39, 1
  %t41 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t32, i32 2, i32 31)
  %t42 = select i1 %t40, i32 %t41, i32 %t32
  %t43 = select i1 %t40, i32 %t32, i32 %t41
  %t44 = add i32 %t42, %t43
  %t45 = add i32 %t41, %t33
  %t46 = select i1 %t40, i32 %t45, i32 %t33
  %t48 = icmp uge i32 2, 32
  %t49 = select i1 %t48, i32 0, i32 2
  %t50 = lshr i32 %t2, %t49
  %t51 = select i1 %t48, i32 0, i32 %t50
  %t52 = and i32 %t51, 1
  %t53 = icmp eq i32 %t52, 1
  %t54 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t44, i32 4, i32 31)
  %t55 = select i1 %t53, i32 %t54, i32 %t44
  %t56 = select i1 %t53, i32 %t44, i32 %t54
  %t57 = add i32 %t55, %t56
  %t58 = add i32 %t54, %t46
  %t59 = select i1 %t53, i32 %t58, i32 %t46
  %t61 = icmp uge i32 3, 32
  %t62 = select i1 %t61, i32 0, i32 3
  %t63 = lshr i32 %t2, %t62
  %t64 = select i1 %t61, i32 0, i32 %t63
  %t65 = and i32 %t64, 1
  %t66 = icmp eq i32 %t65, 1
  %t67 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t57, i32 8, i32 31)
  %t68 = select i1 %t66, i32 %t67, i32 %t57
  %t69 = select i1 %t66, i32 %t57, i32 %t67
  %t70 = add i32 %t68, %t69
  %t71 = add i32 %t67, %t59
  %t72 = select i1 %t66, i32 %t71, i32 %t59
  %t74 = icmp uge i32 4, 32
  %t75 = select i1 %t74, i32 0, i32 4
  %t76 = lshr i32 %t2, %t75
  %t77 = select i1 %t74, i32 0, i32 %t76
  %t78 = and i32 %t77, 1
  %t79 = icmp eq i32 %t78, 1
  %t80 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t70, i32 16, i32 31)
  %t81 = select i1 %t79, i32 %t80, i32 %t70
  %t82 = select i1 %t79, i32 %t70, i32 %t80
  %t83 = add i32 %t81, %t82
  %t84 = add i32 %t80, %t72
  %t85 = select i1 %t79, i32 %t84, i32 %t72
  %t87 = icmp uge i32 0, 32
  %t88 = select i1 %t87, i32 0, i32 0
  %t89 = lshr i32 %t7, %t88
  %t90 = select i1 %t87, i32 0, i32 %t89
  %t91 = and i32 %t90, 1
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t93 = icmp uge i32 5, 32
  %t94 = select i1 %t93, i32 0, i32 5
  %t95 = lshr i32 %t15, %t94
  %t96 = select i1 %t93, i32 0, i32 %t95
  %t97 = mul i32 %t96, 4
  %t98 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t97
  store i32 %t83, ptr addrspace(3) %t98, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t100 = icmp uge i32 5, 32
  %t101 = select i1 %t100, i32 0, i32 5
  %t102 = lshr i32 %t15, %t101
  %t103 = select i1 %t100, i32 0, i32 %t102
  %t104 = and i32 %t103, -2
  %t105 = mul i32 %t104, 4
  %t106 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t105
  %t107 = load i32, ptr addrspace(3) %t106, align 4
  %t109 = icmp uge i32 5, 32
  %t110 = select i1 %t109, i32 0, i32 5
  %t111 = lshr i32 %t15, %t110
  %t112 = select i1 %t109, i32 0, i32 %t111
  %t113 = and i32 %t112, -2
  %t114 = or i32 %t113, 1
  %t115 = mul i32 %t114, 4
  %t116 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t115
  %t117 = load i32, ptr addrspace(3) %t116, align 4
  %t118 = add i32 %t107, %t117
  %t119 = icmp eq i32 %t91, 0
  %t120 = icmp ne i32 %t91, 0
  %t121 = add i32 %t107, %t85
  %t122 = select i1 %t119, i32 %t85, i32 %t121
  %t123 = and i32 %t7, 2
  %t124 = icmp eq i32 %t123, 0
  %t125 = and i1 %t124, %t16
  call void asm sideeffect "@$1 st.global.b32 [$0], $2;", "l,b,r"(ptr addrspace(1) %t21, i1 %t125, i32 %t122)
  ret void
}
attributes #0 = { "nvvm.maxntid"="128" }
