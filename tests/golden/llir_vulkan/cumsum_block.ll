target triple = "spirv64-unknown-unknown"
@global_smem = internal addrspace(3) global [16 x i8] undef, align 16
declare spir_func i64 @_Z12get_local_idj(i32) nounwind
declare spir_func i32 @_Z21sub_group_shuffle_xorjj(i32, i32) convergent nounwind
declare spir_func void @_Z7barrierj(i32) convergent nounwind

define spir_kernel void @cumsum_block(ptr addrspace(1) %arg0, ptr addrspace(1) %arg1, i32 %arg2) !intel_reqd_sub_group_size !0 !reqd_work_group_size !1 {
entry:
  %t1 = call spir_func i64 @_Z12get_local_idj(i32 0)
  %t2 = trunc i64 %t1 to i32
  %t3 = and i32 %t2, 31
  %t5 = icmp uge i32 5, 32
  %t6 = select i1 %t5, i32 0, i32 5
  %t7 = lshr i32 %t2, %t6
  %t8 = select i1 %t5, i32 0, i32 %t7
  %t9 = and i32 %t3, 31
  %t10 = and i32 %t8, 1
  %t12 = icmp uge i32 5, 32
  %t13 = select i1 %t12, i32 0, i32 5
  %t14 = shl i32 %t10, %t13
  %t15 = select i1 %t12, i32 0, i32 %t14
  %t16 = xor i32 %t9, %t15
  %t17 = icmp slt i32 %t16, %arg2
  %t18 = sext i32 %t16 to i64
  %t19 = getelementptr i32, ptr addrspace(1) %arg0, i64 %t18
  br label %g_from3
g_from3:
  br i1 %t17, label %g_go1, label %g_done2
g_go1:
  %t20 = load i32, ptr addrspace(1) %t19, align 4
  br label %g_end4
g_end4:
  br label %g_done2
g_done2:
  %t21 = phi i32 [ %t20, %g_end4 ], [ undef, %g_from3 ]
  %t22 = select i1 %t17, i32 %t21, i32 0
  %t23 = sext i32 %t16 to i64
  %t24 = getelementptr i32, ptr addrspace(1) %arg1, i64 %t23
  %t26 = icmp uge i32 0, 32
  %t27 = select i1 %t26, i32 0, i32 0
  %t28 = lshr i32 %t3, %t27
  %t29 = select i1 %t26, i32 0, i32 %t28
  %t30 = and i32 %t29, 1
  %t31 = icmp eq i32 %t30, 1
  %t32 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t22, i32 1)
  %t33 = select i1 %t31, i32 %t32, i32 %t22
  %t34 = select i1 %t31, i32 %t22, i32 %t32
  %t35 = add i32 %t33, %t34
  %t36 = select i1 %t31, i32 %t35, i32 %t22
  %t38 = icmp uge i32 1, 32
  %t39 = select i1 %t38, i32 0, i32 1
  %t40 = lshr i32 %t3, %t39
  %t41 = select i1 %t38, i32 0, i32 %t40
  %t42 = and i32 %t41, 1
  %t43 = icmp eq i32 %t42, 1
  %t44 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t35, i32 2)
  %t45 = select i1 %t43, i32 %t44, i32 %t35
  %t46 = select i1 %t43, i32 %t35, i32 %t44
  %t47 = add i32 %t45, %t46
  %t48 = add i32 %t44, %t36
  %t49 = select i1 %t43, i32 %t48, i32 %t36
  %t51 = icmp uge i32 2, 32
  %t52 = select i1 %t51, i32 0, i32 2
  %t53 = lshr i32 %t3, %t52
  %t54 = select i1 %t51, i32 0, i32 %t53
  %t55 = and i32 %t54, 1
  %t56 = icmp eq i32 %t55, 1
  %t57 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t47, i32 4)
  %t58 = select i1 %t56, i32 %t57, i32 %t47
  %t59 = select i1 %t56, i32 %t47, i32 %t57
  %t60 = add i32 %t58, %t59
  %t61 = add i32 %t57, %t49
  %t62 = select i1 %t56, i32 %t61, i32 %t49
  %t64 = icmp uge i32 3, 32
  %t65 = select i1 %t64, i32 0, i32 3
  %t66 = lshr i32 %t3, %t65
  %t67 = select i1 %t64, i32 0, i32 %t66
  %t68 = and i32 %t67, 1
  %t69 = icmp eq i32 %t68, 1
  %t70 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t60, i32 8)
  %t71 = select i1 %t69, i32 %t70, i32 %t60
  %t72 = select i1 %t69, i32 %t60, i32 %t70
  %t73 = add i32 %t71, %t72
  %t74 = add i32 %t70, %t62
  %t75 = select i1 %t69, i32 %t74, i32 %t62
  %t77 = icmp uge i32 4, 32
  %t78 = select i1 %t77, i32 0, i32 4
  %t79 = lshr i32 %t3, %t78
  %t80 = select i1 %t77, i32 0, i32 %t79
  %t81 = and i32 %t80, 1
  %t82 = icmp eq i32 %t81, 1
  %t83 = call spir_func i32 @_Z21sub_group_shuffle_xorjj(i32 %t73, i32 16)
  %t84 = select i1 %t82, i32 %t83, i32 %t73
  %t85 = select i1 %t82, i32 %t73, i32 %t83
  %t86 = add i32 %t84, %t85
  %t87 = add i32 %t83, %t75
  %t88 = select i1 %t82, i32 %t87, i32 %t75
  %t90 = icmp uge i32 0, 32
  %t91 = select i1 %t90, i32 0, i32 0
  %t92 = lshr i32 %t8, %t91
  %t93 = select i1 %t90, i32 0, i32 %t92
  %t94 = and i32 %t93, 1
  call spir_func void @_Z7barrierj(i32 1)
  %t96 = icmp uge i32 5, 32
  %t97 = select i1 %t96, i32 0, i32 5
  %t98 = lshr i32 %t16, %t97
  %t99 = select i1 %t96, i32 0, i32 %t98
  %t100 = mul i32 %t99, 4
  %t101 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t100
  store i32 %t86, ptr addrspace(3) %t101, align 4
  call spir_func void @_Z7barrierj(i32 1)
  %t103 = icmp uge i32 5, 32
  %t104 = select i1 %t103, i32 0, i32 5
  %t105 = lshr i32 %t16, %t104
  %t106 = select i1 %t103, i32 0, i32 %t105
  %t107 = and i32 %t106, -2
  %t108 = mul i32 %t107, 4
  %t109 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t108
  %t110 = load i32, ptr addrspace(3) %t109, align 4
  %t112 = icmp uge i32 5, 32
  %t113 = select i1 %t112, i32 0, i32 5
  %t114 = lshr i32 %t16, %t113
  %t115 = select i1 %t112, i32 0, i32 %t114
  %t116 = and i32 %t115, -2
  %t117 = or i32 %t116, 1
  %t118 = mul i32 %t117, 4
  %t119 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %t118
  %t120 = load i32, ptr addrspace(3) %t119, align 4
  %t121 = add i32 %t110, %t120
  %t122 = icmp eq i32 %t94, 0
  %t123 = icmp ne i32 %t94, 0
  %t124 = add i32 %t110, %t88
  %t125 = select i1 %t122, i32 %t88, i32 %t124
  %t126 = and i32 %t8, 2
  %t127 = icmp eq i32 %t126, 0
  %t128 = and i1 %t127, %t17
  br label %g_from7
g_from7:
  br i1 %t128, label %g_go5, label %g_done6
g_go5:
  store i32 %t125, ptr addrspace(1) %t24, align 4
  br label %g_end8
g_end8:
  br label %g_done6
g_done6:
  ret void
}

!0 = !{i32 32}
!1 = !{i32 128, i32 1, i32 1}
