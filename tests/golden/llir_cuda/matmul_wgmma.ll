target triple = "nvptx64-nvidia-cuda"
@global_smem = external addrspace(3) global [0 x i8], align 1024
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.smin.i32(i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

define ptx_kernel void @matmul_kernel(ptr addrspace(1) %arg0, ptr addrspace(1) %arg1, ptr addrspace(1) %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 %arg6, i32 %arg7, i32 %arg8) #0 {
entry:
  %s0 = alloca float, align 8
  %s1 = alloca float, align 8
  %s2 = alloca float, align 8
  %s3 = alloca float, align 8
  %s4 = alloca float, align 8
  %s5 = alloca float, align 8
  %s6 = alloca float, align 8
  %s7 = alloca float, align 8
  %s8 = alloca float, align 8
  %s9 = alloca float, align 8
  %s10 = alloca float, align 8
  %s11 = alloca float, align 8
  %s12 = alloca float, align 8
  %s13 = alloca float, align 8
  %s14 = alloca float, align 8
  %s15 = alloca float, align 8
  %s16 = alloca float, align 8
  %s17 = alloca float, align 8
  %s18 = alloca float, align 8
  %s19 = alloca float, align 8
  %s20 = alloca float, align 8
  %s21 = alloca float, align 8
  %s22 = alloca float, align 8
  %s23 = alloca float, align 8
  %s24 = alloca float, align 8
  %s25 = alloca float, align 8
  %s26 = alloca float, align 8
  %s27 = alloca float, align 8
  %s28 = alloca float, align 8
  %s29 = alloca float, align 8
  %s30 = alloca float, align 8
  %s31 = alloca float, align 8
  %s32 = alloca float, align 8
  %s33 = alloca float, align 8
  %s34 = alloca float, align 8
  %s35 = alloca float, align 8
  %s36 = alloca float, align 8
  %s37 = alloca float, align 8
  %s38 = alloca float, align 8
  %s39 = alloca float, align 8
  %s40 = alloca float, align 8
  %s41 = alloca float, align 8
  %s42 = alloca float, align 8
  %s43 = alloca float, align 8
  %s44 = alloca float, align 8
  %s45 = alloca float, align 8
  %s46 = alloca float, align 8
  %s47 = alloca float, align 8
  %s48 = alloca float, align 8
  %s49 = alloca float, align 8
  %s50 = alloca float, align 8
  %s51 = alloca float, align 8
  %s52 = alloca float, align 8
  %s53 = alloca float, align 8
  %s54 = alloca float, align 8
  %s55 = alloca float, align 8
  %s56 = alloca float, align 8
  %s57 = alloca float, align 8
  %s58 = alloca float, align 8
  %s59 = alloca float, align 8
  %s60 = alloca float, align 8
  %s61 = alloca float, align 8
  %s62 = alloca float, align 8
  %s63 = alloca float, align 8
  %s64 = alloca float, align 8
  %s65 = alloca float, align 8
  %s66 = alloca float, align 8
  %s67 = alloca float, align 8
  %s68 = alloca float, align 8
  %s69 = alloca float, align 8
  %s70 = alloca float, align 8
  %s71 = alloca float, align 8
  %s72 = alloca float, align 8
  %s73 = alloca float, align 8
  %s74 = alloca float, align 8
  %s75 = alloca float, align 8
  %s76 = alloca float, align 8
  %s77 = alloca float, align 8
  %s78 = alloca float, align 8
  %s79 = alloca float, align 8
  %s80 = alloca float, align 8
  %s81 = alloca float, align 8
  %s82 = alloca float, align 8
  %s83 = alloca float, align 8
  %s84 = alloca float, align 8
  %s85 = alloca float, align 8
  %s86 = alloca float, align 8
  %s87 = alloca float, align 8
  %s88 = alloca float, align 8
  %s89 = alloca float, align 8
  %s90 = alloca float, align 8
  %s91 = alloca float, align 8
  %s92 = alloca float, align 8
  %s93 = alloca float, align 8
  %s94 = alloca float, align 8
  %s95 = alloca float, align 8
  %s96 = alloca float, align 8
  %s97 = alloca float, align 8
  %s98 = alloca float, align 8
  %s99 = alloca float, align 8
  %s100 = alloca float, align 8
  %s101 = alloca float, align 8
  %s102 = alloca float, align 8
  %s103 = alloca float, align 8
  %s104 = alloca float, align 8
  %s105 = alloca float, align 8
  %s106 = alloca float, align 8
  %s107 = alloca float, align 8
  %s108 = alloca float, align 8
  %s109 = alloca float, align 8
  %s110 = alloca float, align 8
  %s111 = alloca float, align 8
  %s112 = alloca float, align 8
  %s113 = alloca float, align 8
  %s114 = alloca float, align 8
  %s115 = alloca float, align 8
  %s116 = alloca float, align 8
  %s117 = alloca float, align 8
  %s118 = alloca float, align 8
  %s119 = alloca float, align 8
  %s120 = alloca float, align 8
  %s121 = alloca float, align 8
  %s122 = alloca float, align 8
  %s123 = alloca float, align 8
  %s124 = alloca float, align 8
  %s125 = alloca float, align 8
  %s126 = alloca float, align 8
  %s127 = alloca float, align 8
  %s128 = alloca ptr addrspace(1), align 8
  %s129 = alloca ptr addrspace(1), align 8
  %s130 = alloca ptr addrspace(1), align 8
  %s131 = alloca ptr addrspace(1), align 8
  %s132 = alloca ptr addrspace(1), align 8
  %s133 = alloca ptr addrspace(1), align 8
  %s134 = alloca ptr addrspace(1), align 8
  %s135 = alloca ptr addrspace(1), align 8
  %s136 = alloca ptr addrspace(1), align 8
  %s137 = alloca ptr addrspace(1), align 8
  %s138 = alloca ptr addrspace(1), align 8
  %s139 = alloca ptr addrspace(1), align 8
  %s140 = alloca ptr addrspace(1), align 8
  %s141 = alloca ptr addrspace(1), align 8
  %s142 = alloca ptr addrspace(1), align 8
  %s143 = alloca ptr addrspace(1), align 8
  %s144 = alloca ptr addrspace(1), align 8
  %s145 = alloca ptr addrspace(1), align 8
  %s146 = alloca ptr addrspace(1), align 8
  %s147 = alloca ptr addrspace(1), align 8
  %s148 = alloca ptr addrspace(1), align 8
  %s149 = alloca ptr addrspace(1), align 8
  %s150 = alloca ptr addrspace(1), align 8
  %s151 = alloca ptr addrspace(1), align 8
  %s152 = alloca ptr addrspace(1), align 8
  %s153 = alloca ptr addrspace(1), align 8
  %s154 = alloca ptr addrspace(1), align 8
  %s155 = alloca ptr addrspace(1), align 8
  %s156 = alloca ptr addrspace(1), align 8
  %s157 = alloca ptr addrspace(1), align 8
  %s158 = alloca ptr addrspace(1), align 8
  %s159 = alloca ptr addrspace(1), align 8
  %s160 = alloca ptr addrspace(1), align 8
  %s161 = alloca ptr addrspace(1), align 8
  %s162 = alloca ptr addrspace(1), align 8
  %s163 = alloca ptr addrspace(1), align 8
  %s164 = alloca ptr addrspace(1), align 8
  %s165 = alloca ptr addrspace(1), align 8
  %s166 = alloca ptr addrspace(1), align 8
  %s167 = alloca ptr addrspace(1), align 8
  %s168 = alloca ptr addrspace(1), align 8
  %s169 = alloca ptr addrspace(1), align 8
  %s170 = alloca ptr addrspace(1), align 8
  %s171 = alloca ptr addrspace(1), align 8
  %s172 = alloca ptr addrspace(1), align 8
  %s173 = alloca ptr addrspace(1), align 8
  %s174 = alloca ptr addrspace(1), align 8
  %s175 = alloca ptr addrspace(1), align 8
  %s176 = alloca ptr addrspace(1), align 8
  %s177 = alloca ptr addrspace(1), align 8
  %s178 = alloca ptr addrspace(1), align 8
  %s179 = alloca ptr addrspace(1), align 8
  %s180 = alloca ptr addrspace(1), align 8
  %s181 = alloca ptr addrspace(1), align 8
  %s182 = alloca ptr addrspace(1), align 8
  %s183 = alloca ptr addrspace(1), align 8
  %s184 = alloca ptr addrspace(1), align 8
  %s185 = alloca ptr addrspace(1), align 8
  %s186 = alloca ptr addrspace(1), align 8
  %s187 = alloca ptr addrspace(1), align 8
  %s188 = alloca ptr addrspace(1), align 8
  %s189 = alloca ptr addrspace(1), align 8
  %s190 = alloca ptr addrspace(1), align 8
  %s191 = alloca ptr addrspace(1), align 8
  %s192 = alloca ptr addrspace(1), align 8
  %s193 = alloca ptr addrspace(1), align 8
  %s194 = alloca ptr addrspace(1), align 8
  %s195 = alloca ptr addrspace(1), align 8
  %s196 = alloca ptr addrspace(1), align 8
  %s197 = alloca ptr addrspace(1), align 8
  %s198 = alloca ptr addrspace(1), align 8
  %s199 = alloca ptr addrspace(1), align 8
  %s200 = alloca ptr addrspace(1), align 8
  %s201 = alloca ptr addrspace(1), align 8
  %s202 = alloca ptr addrspace(1), align 8
  %s203 = alloca ptr addrspace(1), align 8
  %s204 = alloca ptr addrspace(1), align 8
  %s205 = alloca ptr addrspace(1), align 8
  %s206 = alloca ptr addrspace(1), align 8
  %s207 = alloca ptr addrspace(1), align 8
  %s208 = alloca ptr addrspace(1), align 8
  %s209 = alloca ptr addrspace(1), align 8
  %s210 = alloca ptr addrspace(1), align 8
  %s211 = alloca ptr addrspace(1), align 8
  %s212 = alloca ptr addrspace(1), align 8
  %s213 = alloca ptr addrspace(1), align 8
  %s214 = alloca ptr addrspace(1), align 8
  %s215 = alloca ptr addrspace(1), align 8
  %s216 = alloca ptr addrspace(1), align 8
  %s217 = alloca ptr addrspace(1), align 8
  %s218 = alloca ptr addrspace(1), align 8
  %s219 = alloca ptr addrspace(1), align 8
  %s220 = alloca ptr addrspace(1), align 8
  %s221 = alloca ptr addrspace(1), align 8
  %s222 = alloca ptr addrspace(1), align 8
  %s223 = alloca ptr addrspace(1), align 8
  %s224 = alloca ptr addrspace(1), align 8
  %s225 = alloca ptr addrspace(1), align 8
  %s226 = alloca ptr addrspace(1), align 8
  %s227 = alloca ptr addrspace(1), align 8
  %s228 = alloca ptr addrspace(1), align 8
  %s229 = alloca ptr addrspace(1), align 8
  %s230 = alloca ptr addrspace(1), align 8
  %s231 = alloca ptr addrspace(1), align 8
  %s232 = alloca ptr addrspace(1), align 8
  %s233 = alloca ptr addrspace(1), align 8
  %s234 = alloca ptr addrspace(1), align 8
  %s235 = alloca ptr addrspace(1), align 8
  %s236 = alloca ptr addrspace(1), align 8
  %s237 = alloca ptr addrspace(1), align 8
  %s238 = alloca ptr addrspace(1), align 8
  %s239 = alloca ptr addrspace(1), align 8
  %s240 = alloca ptr addrspace(1), align 8
  %s241 = alloca ptr addrspace(1), align 8
  %s242 = alloca ptr addrspace(1), align 8
  %s243 = alloca ptr addrspace(1), align 8
  %s244 = alloca ptr addrspace(1), align 8
  %s245 = alloca ptr addrspace(1), align 8
  %s246 = alloca ptr addrspace(1), align 8
  %s247 = alloca ptr addrspace(1), align 8
  %s248 = alloca ptr addrspace(1), align 8
  %s249 = alloca ptr addrspace(1), align 8
  %s250 = alloca ptr addrspace(1), align 8
  %s251 = alloca ptr addrspace(1), align 8
  %s252 = alloca ptr addrspace(1), align 8
  %s253 = alloca ptr addrspace(1), align 8
  %s254 = alloca ptr addrspace(1), align 8
  %s255 = alloca ptr addrspace(1), align 8
  %s256 = alloca i32, align 8
  %s257 = alloca i32, align 8
  %s258 = alloca i32, align 8
  %t1 = call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t2 = and i32 %t1, 31
  %t4 = icmp uge i32 5, 32
  %t5 = select i1 %t4, i32 0, i32 5
  %t6 = lshr i32 %t1, %t5
  %t7 = select i1 %t4, i32 0, i32 %t6
  %t9 = icmp uge i32 3, 32
  %t10 = select i1 %t9, i32 0, i32 3
  %t11 = lshr i32 %t2, %t10
  %t12 = select i1 %t9, i32 0, i32 %t11
  %t13 = and i32 %t12, 3
  %t14 = and i32 %t7, 3
  %t16 = icmp uge i32 2, 32
  %t17 = select i1 %t16, i32 0, i32 2
  %t18 = shl i32 %t14, %t17
  %t19 = select i1 %t16, i32 0, i32 %t18
  %t20 = xor i32 %t13, %t19
  %t21 = and i32 %t2, 3
  %t23 = icmp uge i32 1, 32
  %t24 = select i1 %t23, i32 0, i32 1
  %t25 = shl i32 %t21, %t24
  %t26 = select i1 %t23, i32 0, i32 %t25
  %t28 = icmp uge i32 2, 32
  %t29 = select i1 %t28, i32 0, i32 2
  %t30 = lshr i32 %t2, %t29
  %t31 = select i1 %t28, i32 0, i32 %t30
  %t32 = and i32 %t31, 7
  %t33 = and i32 %t7, 3
  %t35 = icmp uge i32 4, 32
  %t36 = select i1 %t35, i32 0, i32 4
  %t37 = shl i32 %t33, %t36
  %t38 = select i1 %t35, i32 0, i32 %t37
  %t39 = xor i32 %t32, %t38
  %t40 = and i32 %t2, 15
  %t42 = icmp uge i32 3, 32
  %t43 = select i1 %t42, i32 0, i32 3
  %t44 = shl i32 %t40, %t43
  %t45 = select i1 %t42, i32 0, i32 %t44
  %t46 = and i32 %t2, 7
  %t48 = icmp uge i32 3, 32
  %t49 = select i1 %t48, i32 0, i32 3
  %t50 = shl i32 %t46, %t49
  %t51 = select i1 %t48, i32 0, i32 %t50
  %t53 = icmp uge i32 4, 32
  %t54 = select i1 %t53, i32 0, i32 4
  %t55 = lshr i32 %t2, %t54
  %t56 = select i1 %t53, i32 0, i32 %t55
  %t57 = and i32 %t56, 1
  %t58 = and i32 %t7, 3
  %t60 = icmp uge i32 1, 32
  %t61 = select i1 %t60, i32 0, i32 1
  %t62 = shl i32 %t58, %t61
  %t63 = select i1 %t60, i32 0, i32 %t62
  %t64 = xor i32 %t57, %t63
  %t66 = icmp uge i32 3, 32
  %t67 = select i1 %t66, i32 0, i32 3
  %t68 = lshr i32 %t2, %t67
  %t69 = select i1 %t66, i32 0, i32 %t68
  %t70 = and i32 %t69, 3
  %t71 = and i32 %t7, 3
  %t73 = icmp uge i32 2, 32
  %t74 = select i1 %t73, i32 0, i32 2
  %t75 = shl i32 %t71, %t74
  %t76 = select i1 %t73, i32 0, i32 %t75
  %t77 = xor i32 %t70, %t76
  %t78 = and i32 %t2, 7
  %t80 = icmp uge i32 3, 32
  %t81 = select i1 %t80, i32 0, i32 3
  %t82 = shl i32 %t78, %t81
  %t83 = select i1 %t80, i32 0, i32 %t82
  %t84 = and i32 %t77, 7
  %t86 = icmp uge i32 3, 32
  %t87 = select i1 %t86, i32 0, i32 3
  %t88 = lshr i32 %t83, %t87
  %t89 = select i1 %t86, i32 0, i32 %t88
  %t90 = xor i32 %t89, %t84
  %t92 = icmp uge i32 3, 32
  %t93 = select i1 %t92, i32 0, i32 3
  %t94 = shl i32 %t90, %t93
  %t95 = select i1 %t92, i32 0, i32 %t94
  %t96 = and i32 %t83, 7
  %t97 = or i32 %t95, %t96
  %t98 = mul i32 %t77, 64
  %t99 = add i32 %t98, %t97
  %t100 = mul i32 %t99, 2
  %t102 = icmp uge i32 4, 32
  %t103 = select i1 %t102, i32 0, i32 4
  %t104 = lshr i32 %t2, %t103
  %t105 = select i1 %t102, i32 0, i32 %t104
  %t106 = and i32 %t105, 1
  %t107 = and i32 %t7, 3
  %t109 = icmp uge i32 1, 32
  %t110 = select i1 %t109, i32 0, i32 1
  %t111 = shl i32 %t107, %t110
  %t112 = select i1 %t109, i32 0, i32 %t111
  %t113 = xor i32 %t106, %t112
  %t114 = and i32 %t2, 15
  %t116 = icmp uge i32 3, 32
  %t117 = select i1 %t116, i32 0, i32 3
  %t118 = shl i32 %t114, %t117
  %t119 = select i1 %t116, i32 0, i32 %t118
  %t121 = icmp uge i32 6, 32
  %t122 = select i1 %t121, i32 0, i32 6
  %t123 = lshr i32 %t119, %t122
  %t124 = select i1 %t121, i32 0, i32 %t123
  %t125 = mul i32 %t124, 4096
  %t126 = and i32 %t119, 63
  %t127 = and i32 %t113, 7
  %t129 = icmp uge i32 3, 32
  %t130 = select i1 %t129, i32 0, i32 3
  %t131 = lshr i32 %t126, %t130
  %t132 = select i1 %t129, i32 0, i32 %t131
  %t133 = xor i32 %t132, %t127
  %t135 = icmp uge i32 3, 32
  %t136 = select i1 %t135, i32 0, i32 3
  %t137 = shl i32 %t133, %t136
  %t138 = select i1 %t135, i32 0, i32 %t137
  %t139 = and i32 %t126, 7
  %t140 = or i32 %t138, %t139
  %t141 = mul i32 %t113, 64
  %t142 = add i32 %t141, %t140
  %t143 = add i32 %t142, %t125
  %t144 = mul i32 %t143, 2
  %t145 = and i32 %t7, 3
  %t147 = icmp uge i32 4, 32
  %t148 = select i1 %t147, i32 0, i32 4
  %t149 = shl i32 %t145, %t148
  %t150 = select i1 %t147, i32 0, i32 %t149
  %t151 = and i32 %t2, 7
  %t153 = icmp uge i32 3, 32
  %t154 = select i1 %t153, i32 0, i32 3
  %t155 = lshr i32 %t2, %t154
  %t156 = select i1 %t153, i32 0, i32 %t155
  %t157 = and i32 %t156, 1
  %t159 = icmp uge i32 3, 32
  %t160 = select i1 %t159, i32 0, i32 3
  %t161 = shl i32 %t157, %t160
  %t162 = select i1 %t159, i32 0, i32 %t161
  %t163 = add i32 %t151, %t162
  %t165 = icmp uge i32 4, 32
  %t166 = select i1 %t165, i32 0, i32 4
  %t167 = lshr i32 %t2, %t166
  %t168 = select i1 %t165, i32 0, i32 %t167
  %t169 = add i32 %t163, %t150
  %t171 = icmp uge i32 3, 32
  %t172 = select i1 %t171, i32 0, i32 3
  %t173 = shl i32 %t168, %t172
  %t174 = select i1 %t171, i32 0, i32 %t173
  %t175 = and i32 %t2, 7
  %t177 = icmp uge i32 3, 32
  %t178 = select i1 %t177, i32 0, i32 3
  %t179 = lshr i32 %t2, %t178
  %t180 = select i1 %t177, i32 0, i32 %t179
  %t181 = and i32 %t180, 1
  %t183 = icmp uge i32 3, 32
  %t184 = select i1 %t183, i32 0, i32 3
  %t185 = shl i32 %t181, %t184
  %t186 = select i1 %t183, i32 0, i32 %t185
  %t187 = add i32 %t175, %t186
  %t189 = icmp uge i32 4, 32
  %t190 = select i1 %t189, i32 0, i32 4
  %t191 = lshr i32 %t2, %t190
  %t192 = select i1 %t189, i32 0, i32 %t191
  %t194 = icmp uge i32 3, 32
  %t195 = select i1 %t194, i32 0, i32 3
  %t196 = shl i32 %t192, %t195
  %t197 = select i1 %t194, i32 0, i32 %t196
  %t199 = icmp uge i32 2, 32
  %t200 = select i1 %t199, i32 0, i32 2
  %t201 = lshr i32 %t7, %t200
  %t202 = select i1 %t199, i32 0, i32 %t201
  %t203 = mul i32 %t202, 8192
  %t204 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %t205 = add i32 %arg3, 127
  %t207 = icmp eq i32 128, 0
  %t209 = icmp eq i32 128, -1
  %t208 = or i1 %t207, %t209
  %t210 = select i1 %t208, i32 1, i32 128
  %t211 = sdiv i32 %t205, %t210
  %t213 = sub i32 0, %t205
  %t214 = select i1 %t208, i32 %t213, i32 %t211
  %t212 = select i1 %t207, i32 0, i32 %t214
  %t215 = add i32 %arg4, 127
  %t217 = icmp eq i32 128, 0
  %t219 = icmp eq i32 128, -1
  %t218 = or i1 %t217, %t219
  %t220 = select i1 %t218, i32 1, i32 128
  %t221 = sdiv i32 %t215, %t220
  %t223 = sub i32 0, %t215
  %t224 = select i1 %t218, i32 %t223, i32 %t221
  %t222 = select i1 %t217, i32 0, i32 %t224
  %t225 = mul i32 4, %t222
  %t227 = icmp eq i32 %t225, 0
  %t229 = icmp eq i32 %t225, -1
  %t228 = or i1 %t227, %t229
  %t230 = select i1 %t228, i32 1, i32 %t225
  %t231 = sdiv i32 %t204, %t230
  %t233 = sub i32 0, %t204
  %t234 = select i1 %t228, i32 %t233, i32 %t231
  %t232 = select i1 %t227, i32 0, i32 %t234
  %t235 = mul i32 %t232, 4
  %t236 = sub i32 %t212, %t235
  %t238 = call i32 @llvm.smin.i32(i32 %t236, i32 4)
  %t240 = icmp eq i32 %t225, 0
  %t242 = icmp eq i32 %t225, -1
  %t241 = or i1 %t240, %t242
  %t243 = select i1 %t241, i32 1, i32 %t225
  %t244 = srem i32 %t204, %t243
  %t247 = select i1 %t241, i32 0, i32 %t244
  %t245 = select i1 %t240, i32 0, i32 %t247
  %t249 = icmp eq i32 %t238, 0
  %t251 = icmp eq i32 %t238, -1
  %t250 = or i1 %t249, %t251
  %t252 = select i1 %t250, i32 1, i32 %t238
  %t253 = srem i32 %t245, %t252
  %t256 = select i1 %t250, i32 0, i32 %t253
  %t254 = select i1 %t249, i32 0, i32 %t256
  %t257 = add i32 %t235, %t254
  %t259 = icmp eq i32 %t238, 0
  %t261 = icmp eq i32 %t238, -1
  %t260 = or i1 %t259, %t261
  %t262 = select i1 %t260, i32 1, i32 %t238
  %t263 = sdiv i32 %t245, %t262
  %t265 = sub i32 0, %t245
  %t266 = select i1 %t260, i32 %t265, i32 %t263
  %t264 = select i1 %t259, i32 0, i32 %t266
  %t267 = mul i32 %t257, 128
  %t268 = add i32 %t20, 16
  %t269 = add i32 %t20, 32
  %t270 = add i32 %t20, 48
  %t271 = add i32 %t20, 64
  %t272 = add i32 %t20, 80
  %t273 = add i32 %t20, 96
  %t274 = add i32 %t20, 112
  %t275 = add i32 %t26, 1
  %t276 = add i32 %t26, 8
  %t277 = add i32 %t26, 9
  %t278 = add i32 %t26, 16
  %t279 = add i32 %t26, 17
  %t280 = add i32 %t26, 24
  %t281 = add i32 %t26, 25
  %t282 = add i32 %t26, 32
  %t283 = add i32 %t26, 33
  %t284 = add i32 %t26, 40
  %t285 = add i32 %t26, 41
  %t286 = add i32 %t26, 48
  %t287 = add i32 %t26, 49
  %t288 = add i32 %t26, 56
  %t289 = add i32 %t26, 57
  %t290 = add i32 %t26, 64
  %t291 = add i32 %t26, 65
  %t292 = add i32 %t26, 72
  %t293 = add i32 %t26, 73
  %t294 = add i32 %t26, 80
  %t295 = add i32 %t26, 81
  %t296 = add i32 %t26, 88
  %t297 = add i32 %t26, 89
  %t298 = add i32 %t26, 96
  %t299 = add i32 %t26, 97
  %t300 = add i32 %t26, 104
  %t301 = add i32 %t26, 105
  %t302 = add i32 %t26, 112
  %t303 = add i32 %t26, 113
  %t304 = add i32 %t26, 120
  %t305 = add i32 %t26, 121
  %t306 = add i32 %t39, 8
  %t307 = add i32 %t39, 64
  %t308 = add i32 %t39, 72
  %t309 = add i32 %t45, 1
  %t310 = add i32 %t45, 2
  %t311 = add i32 %t45, 3
  %t312 = add i32 %t45, 4
  %t313 = add i32 %t45, 5
  %t314 = add i32 %t45, 6
  %t315 = add i32 %t45, 7
  %t316 = add i32 %t267, %t20
  %t317 = add i32 %t267, %t268
  %t318 = add i32 %t267, %t269
  %t319 = add i32 %t267, %t270
  %t320 = add i32 %t267, %t271
  %t321 = add i32 %t267, %t272
  %t322 = add i32 %t267, %t273
  %t323 = add i32 %t267, %t274
  %t324 = add i32 %t267, %t39
  %t325 = add i32 %t267, %t306
  %t326 = add i32 %t267, %t307
  %t327 = add i32 %t267, %t308
  %t329 = icmp eq i32 %arg3, 0
  %t331 = icmp eq i32 %arg3, -1
  %t330 = or i1 %t329, %t331
  %t332 = select i1 %t330, i32 1, i32 %arg3
  %t333 = srem i32 %t316, %t332
  %t336 = select i1 %t330, i32 0, i32 %t333
  %t334 = select i1 %t329, i32 0, i32 %t336
  %t338 = icmp eq i32 %arg3, 0
  %t340 = icmp eq i32 %arg3, -1
  %t339 = or i1 %t338, %t340
  %t341 = select i1 %t339, i32 1, i32 %arg3
  %t342 = srem i32 %t317, %t341
  %t345 = select i1 %t339, i32 0, i32 %t342
  %t343 = select i1 %t338, i32 0, i32 %t345
  %t347 = icmp eq i32 %arg3, 0
  %t349 = icmp eq i32 %arg3, -1
  %t348 = or i1 %t347, %t349
  %t350 = select i1 %t348, i32 1, i32 %arg3
  %t351 = srem i32 %t318, %t350
  %t354 = select i1 %t348, i32 0, i32 %t351
  %t352 = select i1 %t347, i32 0, i32 %t354
  %t356 = icmp eq i32 %arg3, 0
  %t358 = icmp eq i32 %arg3, -1
  %t357 = or i1 %t356, %t358
  %t359 = select i1 %t357, i32 1, i32 %arg3
  %t360 = srem i32 %t319, %t359
  %t363 = select i1 %t357, i32 0, i32 %t360
  %t361 = select i1 %t356, i32 0, i32 %t363
  %t365 = icmp eq i32 %arg3, 0
  %t367 = icmp eq i32 %arg3, -1
  %t366 = or i1 %t365, %t367
  %t368 = select i1 %t366, i32 1, i32 %arg3
  %t369 = srem i32 %t320, %t368
  %t372 = select i1 %t366, i32 0, i32 %t369
  %t370 = select i1 %t365, i32 0, i32 %t372
  %t374 = icmp eq i32 %arg3, 0
  %t376 = icmp eq i32 %arg3, -1
  %t375 = or i1 %t374, %t376
  %t377 = select i1 %t375, i32 1, i32 %arg3
  %t378 = srem i32 %t321, %t377
  %t381 = select i1 %t375, i32 0, i32 %t378
  %t379 = select i1 %t374, i32 0, i32 %t381
  %t383 = icmp eq i32 %arg3, 0
  %t385 = icmp eq i32 %arg3, -1
  %t384 = or i1 %t383, %t385
  %t386 = select i1 %t384, i32 1, i32 %arg3
  %t387 = srem i32 %t322, %t386
  %t390 = select i1 %t384, i32 0, i32 %t387
  %t388 = select i1 %t383, i32 0, i32 %t390
  %t392 = icmp eq i32 %arg3, 0
  %t394 = icmp eq i32 %arg3, -1
  %t393 = or i1 %t392, %t394
  %t395 = select i1 %t393, i32 1, i32 %arg3
  %t396 = srem i32 %t323, %t395
  %t399 = select i1 %t393, i32 0, i32 %t396
  %t397 = select i1 %t392, i32 0, i32 %t399
  %t400 = mul i32 %t264, 128
  %t401 = add i32 %t400, %t26
  %t402 = add i32 %t400, %t275
  %t403 = add i32 %t400, %t276
  %t404 = add i32 %t400, %t277
  %t405 = add i32 %t400, %t278
  %t406 = add i32 %t400, %t279
  %t407 = add i32 %t400, %t280
  %t408 = add i32 %t400, %t281
  %t409 = add i32 %t400, %t282
  %t410 = add i32 %t400, %t283
  %t411 = add i32 %t400, %t284
  %t412 = add i32 %t400, %t285
  %t413 = add i32 %t400, %t286
  %t414 = add i32 %t400, %t287
  %t415 = add i32 %t400, %t288
  %t416 = add i32 %t400, %t289
  %t417 = add i32 %t400, %t290
  %t418 = add i32 %t400, %t291
  %t419 = add i32 %t400, %t292
  %t420 = add i32 %t400, %t293
  %t421 = add i32 %t400, %t294
  %t422 = add i32 %t400, %t295
  %t423 = add i32 %t400, %t296
  %t424 = add i32 %t400, %t297
  %t425 = add i32 %t400, %t298
  %t426 = add i32 %t400, %t299
  %t427 = add i32 %t400, %t300
  %t428 = add i32 %t400, %t301
  %t429 = add i32 %t400, %t302
  %t430 = add i32 %t400, %t303
  %t431 = add i32 %t400, %t304
  %t432 = add i32 %t400, %t305
  %t433 = add i32 %t400, %t45
  %t434 = add i32 %t400, %t309
  %t435 = add i32 %t400, %t310
  %t436 = add i32 %t400, %t311
  %t437 = add i32 %t400, %t312
  %t438 = add i32 %t400, %t313
  %t439 = add i32 %t400, %t314
  %t440 = add i32 %t400, %t315
  %t442 = icmp eq i32 %arg4, 0
  %t444 = icmp eq i32 %arg4, -1
  %t443 = or i1 %t442, %t444
  %t445 = select i1 %t443, i32 1, i32 %arg4
  %t446 = srem i32 %t433, %t445
  %t449 = select i1 %t443, i32 0, i32 %t446
  %t447 = select i1 %t442, i32 0, i32 %t449
  %t451 = icmp eq i32 %arg4, 0
  %t453 = icmp eq i32 %arg4, -1
  %t452 = or i1 %t451, %t453
  %t454 = select i1 %t452, i32 1, i32 %arg4
  %t455 = srem i32 %t434, %t454
  %t458 = select i1 %t452, i32 0, i32 %t455
  %t456 = select i1 %t451, i32 0, i32 %t458
  %t460 = icmp eq i32 %arg4, 0
  %t462 = icmp eq i32 %arg4, -1
  %t461 = or i1 %t460, %t462
  %t463 = select i1 %t461, i32 1, i32 %arg4
  %t464 = srem i32 %t435, %t463
  %t467 = select i1 %t461, i32 0, i32 %t464
  %t465 = select i1 %t460, i32 0, i32 %t467
  %t469 = icmp eq i32 %arg4, 0
  %t471 = icmp eq i32 %arg4, -1
  %t470 = or i1 %t469, %t471
  %t472 = select i1 %t470, i32 1, i32 %arg4
  %t473 = srem i32 %t436, %t472
  %t476 = select i1 %t470, i32 0, i32 %t473
  %t474 = select i1 %t469, i32 0, i32 %t476
  %t478 = icmp eq i32 %arg4, 0
  %t480 = icmp eq i32 %arg4, -1
  %t479 = or i1 %t478, %t480
  %t481 = select i1 %t479, i32 1, i32 %arg4
  %t482 = srem i32 %t437, %t481
  %t485 = select i1 %t479, i32 0, i32 %t482
  %t483 = select i1 %t478, i32 0, i32 %t485
  %t487 = icmp eq i32 %arg4, 0
  %t489 = icmp eq i32 %arg4, -1
  %t488 = or i1 %t487, %t489
  %t490 = select i1 %t488, i32 1, i32 %arg4
  %t491 = srem i32 %t438, %t490
  %t494 = select i1 %t488, i32 0, i32 %t491
  %t492 = select i1 %t487, i32 0, i32 %t494
  %t496 = icmp eq i32 %arg4, 0
  %t498 = icmp eq i32 %arg4, -1
  %t497 = or i1 %t496, %t498
  %t499 = select i1 %t497, i32 1, i32 %arg4
  %t500 = srem i32 %t439, %t499
  %t503 = select i1 %t497, i32 0, i32 %t500
  %t501 = select i1 %t496, i32 0, i32 %t503
  %t505 = icmp eq i32 %arg4, 0
  %t507 = icmp eq i32 %arg4, -1
  %t506 = or i1 %t505, %t507
  %t508 = select i1 %t506, i32 1, i32 %arg4
  %t509 = srem i32 %t440, %t508
  %t512 = select i1 %t506, i32 0, i32 %t509
  %t510 = select i1 %t505, i32 0, i32 %t512
  %t513 = add i32 %t51, 1
  %t514 = add i32 %t51, 2
  %t515 = add i32 %t51, 3
  %t516 = add i32 %t51, 4
  %t517 = add i32 %t51, 5
  %t518 = add i32 %t51, 6
  %t519 = add i32 %t51, 7
  %t520 = add i32 %t64, 8
  %t521 = add i32 %t64, 16
  %t522 = add i32 %t64, 24
  %t523 = add i32 %t64, 32
  %t524 = add i32 %t64, 40
  %t525 = add i32 %t64, 48
  %t526 = add i32 %t64, 56
  %t527 = mul i32 %t334, %arg6
  %t528 = mul i32 %t343, %arg6
  %t529 = mul i32 %t352, %arg6
  %t530 = mul i32 %t361, %arg6
  %t531 = mul i32 %t370, %arg6
  %t532 = mul i32 %t379, %arg6
  %t533 = mul i32 %t388, %arg6
  %t534 = mul i32 %t397, %arg6
  %t535 = sext i32 %t527 to i64
  %t536 = getelementptr half, ptr addrspace(1) %arg0, i64 %t535
  %t537 = sext i32 %t528 to i64
  %t538 = getelementptr half, ptr addrspace(1) %arg0, i64 %t537
  %t539 = sext i32 %t529 to i64
  %t540 = getelementptr half, ptr addrspace(1) %arg0, i64 %t539
  %t541 = sext i32 %t530 to i64
  %t542 = getelementptr half, ptr addrspace(1) %arg0, i64 %t541
  %t543 = sext i32 %t531 to i64
  %t544 = getelementptr half, ptr addrspace(1) %arg0, i64 %t543
  %t545 = sext i32 %t532 to i64
  %t546 = getelementptr half, ptr addrspace(1) %arg0, i64 %t545
  %t547 = sext i32 %t533 to i64
  %t548 = getelementptr half, ptr addrspace(1) %arg0, i64 %t547
  %t549 = sext i32 %t534 to i64
  %t550 = getelementptr half, ptr addrspace(1) %arg0, i64 %t549
  %t551 = sext i32 %t51 to i64
  %t552 = getelementptr half, ptr addrspace(1) %t536, i64 %t551
  %t553 = sext i32 %t513 to i64
  %t554 = getelementptr half, ptr addrspace(1) %t536, i64 %t553
  %t555 = sext i32 %t514 to i64
  %t556 = getelementptr half, ptr addrspace(1) %t536, i64 %t555
  %t557 = sext i32 %t515 to i64
  %t558 = getelementptr half, ptr addrspace(1) %t536, i64 %t557
  %t559 = sext i32 %t516 to i64
  %t560 = getelementptr half, ptr addrspace(1) %t536, i64 %t559
  %t561 = sext i32 %t517 to i64
  %t562 = getelementptr half, ptr addrspace(1) %t536, i64 %t561
  %t563 = sext i32 %t518 to i64
  %t564 = getelementptr half, ptr addrspace(1) %t536, i64 %t563
  %t565 = sext i32 %t519 to i64
  %t566 = getelementptr half, ptr addrspace(1) %t536, i64 %t565
  %t567 = sext i32 %t51 to i64
  %t568 = getelementptr half, ptr addrspace(1) %t538, i64 %t567
  %t569 = sext i32 %t513 to i64
  %t570 = getelementptr half, ptr addrspace(1) %t538, i64 %t569
  %t571 = sext i32 %t514 to i64
  %t572 = getelementptr half, ptr addrspace(1) %t538, i64 %t571
  %t573 = sext i32 %t515 to i64
  %t574 = getelementptr half, ptr addrspace(1) %t538, i64 %t573
  %t575 = sext i32 %t516 to i64
  %t576 = getelementptr half, ptr addrspace(1) %t538, i64 %t575
  %t577 = sext i32 %t517 to i64
  %t578 = getelementptr half, ptr addrspace(1) %t538, i64 %t577
  %t579 = sext i32 %t518 to i64
  %t580 = getelementptr half, ptr addrspace(1) %t538, i64 %t579
  %t581 = sext i32 %t519 to i64
  %t582 = getelementptr half, ptr addrspace(1) %t538, i64 %t581
  %t583 = sext i32 %t51 to i64
  %t584 = getelementptr half, ptr addrspace(1) %t540, i64 %t583
  %t585 = sext i32 %t513 to i64
  %t586 = getelementptr half, ptr addrspace(1) %t540, i64 %t585
  %t587 = sext i32 %t514 to i64
  %t588 = getelementptr half, ptr addrspace(1) %t540, i64 %t587
  %t589 = sext i32 %t515 to i64
  %t590 = getelementptr half, ptr addrspace(1) %t540, i64 %t589
  %t591 = sext i32 %t516 to i64
  %t592 = getelementptr half, ptr addrspace(1) %t540, i64 %t591
  %t593 = sext i32 %t517 to i64
  %t594 = getelementptr half, ptr addrspace(1) %t540, i64 %t593
  %t595 = sext i32 %t518 to i64
  %t596 = getelementptr half, ptr addrspace(1) %t540, i64 %t595
  %t597 = sext i32 %t519 to i64
  %t598 = getelementptr half, ptr addrspace(1) %t540, i64 %t597
  %t599 = sext i32 %t51 to i64
  %t600 = getelementptr half, ptr addrspace(1) %t542, i64 %t599
  %t601 = sext i32 %t513 to i64
  %t602 = getelementptr half, ptr addrspace(1) %t542, i64 %t601
  %t603 = sext i32 %t514 to i64
  %t604 = getelementptr half, ptr addrspace(1) %t542, i64 %t603
  %t605 = sext i32 %t515 to i64
  %t606 = getelementptr half, ptr addrspace(1) %t542, i64 %t605
  %t607 = sext i32 %t516 to i64
  %t608 = getelementptr half, ptr addrspace(1) %t542, i64 %t607
  %t609 = sext i32 %t517 to i64
  %t610 = getelementptr half, ptr addrspace(1) %t542, i64 %t609
  %t611 = sext i32 %t518 to i64
  %t612 = getelementptr half, ptr addrspace(1) %t542, i64 %t611
  %t613 = sext i32 %t519 to i64
  %t614 = getelementptr half, ptr addrspace(1) %t542, i64 %t613
  %t615 = sext i32 %t51 to i64
  %t616 = getelementptr half, ptr addrspace(1) %t544, i64 %t615
  %t617 = sext i32 %t513 to i64
  %t618 = getelementptr half, ptr addrspace(1) %t544, i64 %t617
  %t619 = sext i32 %t514 to i64
  %t620 = getelementptr half, ptr addrspace(1) %t544, i64 %t619
  %t621 = sext i32 %t515 to i64
  %t622 = getelementptr half, ptr addrspace(1) %t544, i64 %t621
  %t623 = sext i32 %t516 to i64
  %t624 = getelementptr half, ptr addrspace(1) %t544, i64 %t623
  %t625 = sext i32 %t517 to i64
  %t626 = getelementptr half, ptr addrspace(1) %t544, i64 %t625
  %t627 = sext i32 %t518 to i64
  %t628 = getelementptr half, ptr addrspace(1) %t544, i64 %t627
  %t629 = sext i32 %t519 to i64
  %t630 = getelementptr half, ptr addrspace(1) %t544, i64 %t629
  %t631 = sext i32 %t51 to i64
  %t632 = getelementptr half, ptr addrspace(1) %t546, i64 %t631
  %t633 = sext i32 %t513 to i64
  %t634 = getelementptr half, ptr addrspace(1) %t546, i64 %t633
  %t635 = sext i32 %t514 to i64
  %t636 = getelementptr half, ptr addrspace(1) %t546, i64 %t635
  %t637 = sext i32 %t515 to i64
  %t638 = getelementptr half, ptr addrspace(1) %t546, i64 %t637
  %t639 = sext i32 %t516 to i64
  %t640 = getelementptr half, ptr addrspace(1) %t546, i64 %t639
  %t641 = sext i32 %t517 to i64
  %t642 = getelementptr half, ptr addrspace(1) %t546, i64 %t641
  %t643 = sext i32 %t518 to i64
  %t644 = getelementptr half, ptr addrspace(1) %t546, i64 %t643
  %t645 = sext i32 %t519 to i64
  %t646 = getelementptr half, ptr addrspace(1) %t546, i64 %t645
  %t647 = sext i32 %t51 to i64
  %t648 = getelementptr half, ptr addrspace(1) %t548, i64 %t647
  %t649 = sext i32 %t513 to i64
  %t650 = getelementptr half, ptr addrspace(1) %t548, i64 %t649
  %t651 = sext i32 %t514 to i64
  %t652 = getelementptr half, ptr addrspace(1) %t548, i64 %t651
  %t653 = sext i32 %t515 to i64
  %t654 = getelementptr half, ptr addrspace(1) %t548, i64 %t653
  %t655 = sext i32 %t516 to i64
  %t656 = getelementptr half, ptr addrspace(1) %t548, i64 %t655
  %t657 = sext i32 %t517 to i64
  %t658 = getelementptr half, ptr addrspace(1) %t548, i64 %t657
  %t659 = sext i32 %t518 to i64
  %t660 = getelementptr half, ptr addrspace(1) %t548, i64 %t659
  %t661 = sext i32 %t519 to i64
  %t662 = getelementptr half, ptr addrspace(1) %t548, i64 %t661
  %t663 = sext i32 %t51 to i64
  %t664 = getelementptr half, ptr addrspace(1) %t550, i64 %t663
  %t665 = sext i32 %t513 to i64
  %t666 = getelementptr half, ptr addrspace(1) %t550, i64 %t665
  %t667 = sext i32 %t514 to i64
  %t668 = getelementptr half, ptr addrspace(1) %t550, i64 %t667
  %t669 = sext i32 %t515 to i64
  %t670 = getelementptr half, ptr addrspace(1) %t550, i64 %t669
  %t671 = sext i32 %t516 to i64
  %t672 = getelementptr half, ptr addrspace(1) %t550, i64 %t671
  %t673 = sext i32 %t517 to i64
  %t674 = getelementptr half, ptr addrspace(1) %t550, i64 %t673
  %t675 = sext i32 %t518 to i64
  %t676 = getelementptr half, ptr addrspace(1) %t550, i64 %t675
  %t677 = sext i32 %t519 to i64
  %t678 = getelementptr half, ptr addrspace(1) %t550, i64 %t677
  %t679 = mul i32 %t64, %arg7
  %t680 = mul i32 %t520, %arg7
  %t681 = mul i32 %t521, %arg7
  %t682 = mul i32 %t522, %arg7
  %t683 = mul i32 %t523, %arg7
  %t684 = mul i32 %t524, %arg7
  %t685 = mul i32 %t525, %arg7
  %t686 = mul i32 %t526, %arg7
  %t687 = sext i32 %t679 to i64
  %t688 = getelementptr half, ptr addrspace(1) %arg1, i64 %t687
  %t689 = sext i32 %t680 to i64
  %t690 = getelementptr half, ptr addrspace(1) %arg1, i64 %t689
  %t691 = sext i32 %t681 to i64
  %t692 = getelementptr half, ptr addrspace(1) %arg1, i64 %t691
  %t693 = sext i32 %t682 to i64
  %t694 = getelementptr half, ptr addrspace(1) %arg1, i64 %t693
  %t695 = sext i32 %t683 to i64
  %t696 = getelementptr half, ptr addrspace(1) %arg1, i64 %t695
  %t697 = sext i32 %t684 to i64
  %t698 = getelementptr half, ptr addrspace(1) %arg1, i64 %t697
  %t699 = sext i32 %t685 to i64
  %t700 = getelementptr half, ptr addrspace(1) %arg1, i64 %t699
  %t701 = sext i32 %t686 to i64
  %t702 = getelementptr half, ptr addrspace(1) %arg1, i64 %t701
  %t703 = sext i32 %t447 to i64
  %t704 = getelementptr half, ptr addrspace(1) %t688, i64 %t703
  %t705 = sext i32 %t456 to i64
  %t706 = getelementptr half, ptr addrspace(1) %t688, i64 %t705
  %t707 = sext i32 %t465 to i64
  %t708 = getelementptr half, ptr addrspace(1) %t688, i64 %t707
  %t709 = sext i32 %t474 to i64
  %t710 = getelementptr half, ptr addrspace(1) %t688, i64 %t709
  %t711 = sext i32 %t483 to i64
  %t712 = getelementptr half, ptr addrspace(1) %t688, i64 %t711
  %t713 = sext i32 %t492 to i64
  %t714 = getelementptr half, ptr addrspace(1) %t688, i64 %t713
  %t715 = sext i32 %t501 to i64
  %t716 = getelementptr half, ptr addrspace(1) %t688, i64 %t715
  %t717 = sext i32 %t510 to i64
  %t718 = getelementptr half, ptr addrspace(1) %t688, i64 %t717
  %t719 = sext i32 %t447 to i64
  %t720 = getelementptr half, ptr addrspace(1) %t690, i64 %t719
  %t721 = sext i32 %t456 to i64
  %t722 = getelementptr half, ptr addrspace(1) %t690, i64 %t721
  %t723 = sext i32 %t465 to i64
  %t724 = getelementptr half, ptr addrspace(1) %t690, i64 %t723
  %t725 = sext i32 %t474 to i64
  %t726 = getelementptr half, ptr addrspace(1) %t690, i64 %t725
  %t727 = sext i32 %t483 to i64
  %t728 = getelementptr half, ptr addrspace(1) %t690, i64 %t727
  %t729 = sext i32 %t492 to i64
  %t730 = getelementptr half, ptr addrspace(1) %t690, i64 %t729
  %t731 = sext i32 %t501 to i64
  %t732 = getelementptr half, ptr addrspace(1) %t690, i64 %t731
  %t733 = sext i32 %t510 to i64
  %t734 = getelementptr half, ptr addrspace(1) %t690, i64 %t733
  %t735 = sext i32 %t447 to i64
  %t736 = getelementptr half, ptr addrspace(1) %t692, i64 %t735
  %t737 = sext i32 %t456 to i64
  %t738 = getelementptr half, ptr addrspace(1) %t692, i64 %t737
  %t739 = sext i32 %t465 to i64
  %t740 = getelementptr half, ptr addrspace(1) %t692, i64 %t739
  %t741 = sext i32 %t474 to i64
  %t742 = getelementptr half, ptr addrspace(1) %t692, i64 %t741
  %t743 = sext i32 %t483 to i64
  %t744 = getelementptr half, ptr addrspace(1) %t692, i64 %t743
  %t745 = sext i32 %t492 to i64
  %t746 = getelementptr half, ptr addrspace(1) %t692, i64 %t745
  %t747 = sext i32 %t501 to i64
  %t748 = getelementptr half, ptr addrspace(1) %t692, i64 %t747
  %t749 = sext i32 %t510 to i64
  %t750 = getelementptr half, ptr addrspace(1) %t692, i64 %t749
  %t751 = sext i32 %t447 to i64
  %t752 = getelementptr half, ptr addrspace(1) %t694, i64 %t751
  %t753 = sext i32 %t456 to i64
  %t754 = getelementptr half, ptr addrspace(1) %t694, i64 %t753
  %t755 = sext i32 %t465 to i64
  %t756 = getelementptr half, ptr addrspace(1) %t694, i64 %t755
  %t757 = sext i32 %t474 to i64
  %t758 = getelementptr half, ptr addrspace(1) %t694, i64 %t757
  %t759 = sext i32 %t483 to i64
  %t760 = getelementptr half, ptr addrspace(1) %t694, i64 %t759
  %t761 = sext i32 %t492 to i64
  %t762 = getelementptr half, ptr addrspace(1) %t694, i64 %t761
  %t763 = sext i32 %t501 to i64
  %t764 = getelementptr half, ptr addrspace(1) %t694, i64 %t763
  %t765 = sext i32 %t510 to i64
  %t766 = getelementptr half, ptr addrspace(1) %t694, i64 %t765
  %t767 = sext i32 %t447 to i64
  %t768 = getelementptr half, ptr addrspace(1) %t696, i64 %t767
  %t769 = sext i32 %t456 to i64
  %t770 = getelementptr half, ptr addrspace(1) %t696, i64 %t769
  %t771 = sext i32 %t465 to i64
  %t772 = getelementptr half, ptr addrspace(1) %t696, i64 %t771
  %t773 = sext i32 %t474 to i64
  %t774 = getelementptr half, ptr addrspace(1) %t696, i64 %t773
  %t775 = sext i32 %t483 to i64
  %t776 = getelementptr half, ptr addrspace(1) %t696, i64 %t775
  %t777 = sext i32 %t492 to i64
  %t778 = getelementptr half, ptr addrspace(1) %t696, i64 %t777
  %t779 = sext i32 %t501 to i64
  %t780 = getelementptr half, ptr addrspace(1) %t696, i64 %t779
  %t781 = sext i32 %t510 to i64
  %t782 = getelementptr half, ptr addrspace(1) %t696, i64 %t781
  %t783 = sext i32 %t447 to i64
  %t784 = getelementptr half, ptr addrspace(1) %t698, i64 %t783
  %t785 = sext i32 %t456 to i64
  %t786 = getelementptr half, ptr addrspace(1) %t698, i64 %t785
  %t787 = sext i32 %t465 to i64
  %t788 = getelementptr half, ptr addrspace(1) %t698, i64 %t787
  %t789 = sext i32 %t474 to i64
  %t790 = getelementptr half, ptr addrspace(1) %t698, i64 %t789
  %t791 = sext i32 %t483 to i64
  %t792 = getelementptr half, ptr addrspace(1) %t698, i64 %t791
  %t793 = sext i32 %t492 to i64
  %t794 = getelementptr half, ptr addrspace(1) %t698, i64 %t793
  %t795 = sext i32 %t501 to i64
  %t796 = getelementptr half, ptr addrspace(1) %t698, i64 %t795
  %t797 = sext i32 %t510 to i64
  %t798 = getelementptr half, ptr addrspace(1) %t698, i64 %t797
  %t799 = sext i32 %t447 to i64
  %t800 = getelementptr half, ptr addrspace(1) %t700, i64 %t799
  %t801 = sext i32 %t456 to i64
  %t802 = getelementptr half, ptr addrspace(1) %t700, i64 %t801
  %t803 = sext i32 %t465 to i64
  %t804 = getelementptr half, ptr addrspace(1) %t700, i64 %t803
  %t805 = sext i32 %t474 to i64
  %t806 = getelementptr half, ptr addrspace(1) %t700, i64 %t805
  %t807 = sext i32 %t483 to i64
  %t808 = getelementptr half, ptr addrspace(1) %t700, i64 %t807
  %t809 = sext i32 %t492 to i64
  %t810 = getelementptr half, ptr addrspace(1) %t700, i64 %t809
  %t811 = sext i32 %t501 to i64
  %t812 = getelementptr half, ptr addrspace(1) %t700, i64 %t811
  %t813 = sext i32 %t510 to i64
  %t814 = getelementptr half, ptr addrspace(1) %t700, i64 %t813
  %t815 = sext i32 %t447 to i64
  %t816 = getelementptr half, ptr addrspace(1) %t702, i64 %t815
  %t817 = sext i32 %t456 to i64
  %t818 = getelementptr half, ptr addrspace(1) %t702, i64 %t817
  %t819 = sext i32 %t465 to i64
  %t820 = getelementptr half, ptr addrspace(1) %t702, i64 %t819
  %t821 = sext i32 %t474 to i64
  %t822 = getelementptr half, ptr addrspace(1) %t702, i64 %t821
  %t823 = sext i32 %t483 to i64
  %t824 = getelementptr half, ptr addrspace(1) %t702, i64 %t823
  %t825 = sext i32 %t492 to i64
  %t826 = getelementptr half, ptr addrspace(1) %t702, i64 %t825
  %t827 = sext i32 %t501 to i64
  %t828 = getelementptr half, ptr addrspace(1) %t702, i64 %t827
  %t829 = sext i32 %t510 to i64
  %t830 = getelementptr half, ptr addrspace(1) %t702, i64 %t829
  %t831 = add i32 %arg5, 63
  %t833 = icmp eq i32 64, 0
  %t835 = icmp eq i32 64, -1
  %t834 = or i1 %t833, %t835
  %t836 = select i1 %t834, i32 1, i32 64
  %t837 = sdiv i32 %t831, %t836
  %t839 = sub i32 0, %t831
  %t840 = select i1 %t834, i32 %t839, i32 %t837
  %t838 = select i1 %t833, i32 0, i32 %t840
  %t841 = mul i32 64, %arg7
  %t842 = mul i32 1, 0
  %t843 = add i32 0, %t842
  %t844 = icmp slt i32 %t843, %t838
  %t845 = mul i32 %t843, 64
  %t846 = sub i32 %arg5, %t845
  %t847 = icmp slt i32 %t51, %t846
  %t848 = icmp slt i32 %t513, %t846
  %t849 = icmp slt i32 %t514, %t846
  %t850 = icmp slt i32 %t515, %t846
  %t851 = icmp slt i32 %t516, %t846
  %t852 = icmp slt i32 %t517, %t846
  %t853 = icmp slt i32 %t518, %t846
  %t854 = icmp slt i32 %t519, %t846
  %t855 = and i1 %t847, %t844
  %t856 = and i1 %t848, %t844
  %t857 = and i1 %t849, %t844
  %t858 = and i1 %t850, %t844
  %t859 = and i1 %t851, %t844
  %t860 = and i1 %t852, %t844
  %t861 = and i1 %t853, %t844
  %t862 = and i1 %t854, %t844
  %t863 = and i1 %t847, %t844
  %t864 = and i1 %t848, %t844
  %t865 = and i1 %t849, %t844
  %t866 = and i1 %t850, %t844
  %t867 = and i1 %t851, %t844
  %t868 = and i1 %t852, %t844
  %t869 = and i1 %t853, %t844
  %t870 = and i1 %t854, %t844
  %t871 = and i1 %t847, %t844
  %t872 = and i1 %t848, %t844
  %t873 = and i1 %t849, %t844
  %t874 = and i1 %t850, %t844
  %t875 = and i1 %t851, %t844
  %t876 = and i1 %t852, %t844
  %t877 = and i1 %t853, %t844
  %t878 = and i1 %t854, %t844
  %t879 = and i1 %t847, %t844
  %t880 = and i1 %t848, %t844
  %t881 = and i1 %t849, %t844
  %t882 = and i1 %t850, %t844
  %t883 = and i1 %t851, %t844
  %t884 = and i1 %t852, %t844
  %t885 = and i1 %t853, %t844
  %t886 = and i1 %t854, %t844
  %t887 = and i1 %t847, %t844
  %t888 = and i1 %t848, %t844
  %t889 = and i1 %t849, %t844
  %t890 = and i1 %t850, %t844
  %t891 = and i1 %t851, %t844
  %t892 = and i1 %t852, %t844
  %t893 = and i1 %t853, %t844
  %t894 = and i1 %t854, %t844
  %t895 = and i1 %t847, %t844
  %t896 = and i1 %t848, %t844
  %t897 = and i1 %t849, %t844
  %t898 = and i1 %t850, %t844
  %t899 = and i1 %t851, %t844
  %t900 = and i1 %t852, %t844
  %t901 = and i1 %t853, %t844
  %t902 = and i1 %t854, %t844
  %t903 = and i1 %t847, %t844
  %t904 = and i1 %t848, %t844
  %t905 = and i1 %t849, %t844
  %t906 = and i1 %t850, %t844
  %t907 = and i1 %t851, %t844
  %t908 = and i1 %t852, %t844
  %t909 = and i1 %t853, %t844
  %t910 = and i1 %t854, %t844
  %t911 = and i1 %t847, %t844
  %t912 = and i1 %t848, %t844
  %t913 = and i1 %t849, %t844
  %t914 = and i1 %t850, %t844
  %t915 = and i1 %t851, %t844
  %t916 = and i1 %t852, %t844
  %t917 = and i1 %t853, %t844
  %t918 = and i1 %t854, %t844
  %t919 = mul i32 0, 8192
  %t920 = add i32 %t919, 0
  %t921 = mul i32 %t920, 2
  %t922 = add i32 %t100, %t921
  %t923 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t922
  %t924 = select i1 %t855, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t923, ptr addrspace(1) %t552, i32 %t924)
  %t925 = add i32 %t100, %t921
  %t926 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t925
  %t927 = select i1 %t863, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t926, ptr addrspace(1) %t568, i32 %t927)
  %t928 = add i32 %t100, %t921
  %t929 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t928
  %t930 = select i1 %t871, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+4096], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t929, ptr addrspace(1) %t584, i32 %t930)
  %t931 = add i32 %t100, %t921
  %t932 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t931
  %t933 = select i1 %t879, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+6144], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t932, ptr addrspace(1) %t600, i32 %t933)
  %t934 = add i32 %t100, %t921
  %t935 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t934
  %t936 = select i1 %t887, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+8192], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t935, ptr addrspace(1) %t616, i32 %t936)
  %t937 = add i32 %t100, %t921
  %t938 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t937
  %t939 = select i1 %t895, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+10240], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t938, ptr addrspace(1) %t632, i32 %t939)
  %t940 = add i32 %t100, %t921
  %t941 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t940
  %t942 = select i1 %t903, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+12288], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t941, ptr addrspace(1) %t648, i32 %t942)
  %t943 = add i32 %t100, %t921
  %t944 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t943
  %t945 = select i1 %t911, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+14336], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t944, ptr addrspace(1) %t664, i32 %t945)
  %t946 = mul i32 %t843, 64
  %t947 = sub i32 %arg5, %t946
  %t948 = icmp slt i32 %t64, %t947
  %t949 = icmp slt i32 %t520, %t947
  %t950 = icmp slt i32 %t521, %t947
  %t951 = icmp slt i32 %t522, %t947
  %t952 = icmp slt i32 %t523, %t947
  %t953 = icmp slt i32 %t524, %t947
  %t954 = icmp slt i32 %t525, %t947
  %t955 = icmp slt i32 %t526, %t947
  %t956 = and i1 %t948, %t844
  %t957 = and i1 %t948, %t844
  %t958 = and i1 %t948, %t844
  %t959 = and i1 %t948, %t844
  %t960 = and i1 %t948, %t844
  %t961 = and i1 %t948, %t844
  %t962 = and i1 %t948, %t844
  %t963 = and i1 %t948, %t844
  %t964 = and i1 %t949, %t844
  %t965 = and i1 %t949, %t844
  %t966 = and i1 %t949, %t844
  %t967 = and i1 %t949, %t844
  %t968 = and i1 %t949, %t844
  %t969 = and i1 %t949, %t844
  %t970 = and i1 %t949, %t844
  %t971 = and i1 %t949, %t844
  %t972 = and i1 %t950, %t844
  %t973 = and i1 %t950, %t844
  %t974 = and i1 %t950, %t844
  %t975 = and i1 %t950, %t844
  %t976 = and i1 %t950, %t844
  %t977 = and i1 %t950, %t844
  %t978 = and i1 %t950, %t844
  %t979 = and i1 %t950, %t844
  %t980 = and i1 %t951, %t844
  %t981 = and i1 %t951, %t844
  %t982 = and i1 %t951, %t844
  %t983 = and i1 %t951, %t844
  %t984 = and i1 %t951, %t844
  %t985 = and i1 %t951, %t844
  %t986 = and i1 %t951, %t844
  %t987 = and i1 %t951, %t844
  %t988 = and i1 %t952, %t844
  %t989 = and i1 %t952, %t844
  %t990 = and i1 %t952, %t844
  %t991 = and i1 %t952, %t844
  %t992 = and i1 %t952, %t844
  %t993 = and i1 %t952, %t844
  %t994 = and i1 %t952, %t844
  %t995 = and i1 %t952, %t844
  %t996 = and i1 %t953, %t844
  %t997 = and i1 %t953, %t844
  %t998 = and i1 %t953, %t844
  %t999 = and i1 %t953, %t844
  %t1000 = and i1 %t953, %t844
  %t1001 = and i1 %t953, %t844
  %t1002 = and i1 %t953, %t844
  %t1003 = and i1 %t953, %t844
  %t1004 = and i1 %t954, %t844
  %t1005 = and i1 %t954, %t844
  %t1006 = and i1 %t954, %t844
  %t1007 = and i1 %t954, %t844
  %t1008 = and i1 %t954, %t844
  %t1009 = and i1 %t954, %t844
  %t1010 = and i1 %t954, %t844
  %t1011 = and i1 %t954, %t844
  %t1012 = and i1 %t955, %t844
  %t1013 = and i1 %t955, %t844
  %t1014 = and i1 %t955, %t844
  %t1015 = and i1 %t955, %t844
  %t1016 = and i1 %t955, %t844
  %t1017 = and i1 %t955, %t844
  %t1018 = and i1 %t955, %t844
  %t1019 = and i1 %t955, %t844
  %t1020 = mul i32 0, 8192
  %t1021 = add i32 %t1020, 24576
  %t1022 = mul i32 %t1021, 2
  %t1023 = add i32 %t144, %t1022
  %t1024 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1023
  %t1025 = select i1 %t956, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1024, ptr addrspace(1) %t704, i32 %t1025)
  %t1026 = add i32 %t144, %t1022
  %t1027 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1026
  %t1028 = select i1 %t964, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+1024], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1027, ptr addrspace(1) %t720, i32 %t1028)
  %t1029 = add i32 %t144, %t1022
  %t1030 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1029
  %t1031 = select i1 %t972, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1030, ptr addrspace(1) %t736, i32 %t1031)
  %t1032 = add i32 %t144, %t1022
  %t1033 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1032
  %t1034 = select i1 %t980, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+3072], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1033, ptr addrspace(1) %t752, i32 %t1034)
  %t1035 = add i32 %t144, %t1022
  %t1036 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1035
  %t1037 = select i1 %t988, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+4096], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1036, ptr addrspace(1) %t768, i32 %t1037)
  %t1038 = add i32 %t144, %t1022
  %t1039 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1038
  %t1040 = select i1 %t996, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+5120], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1039, ptr addrspace(1) %t784, i32 %t1040)
  %t1041 = add i32 %t144, %t1022
  %t1042 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1041
  %t1043 = select i1 %t1004, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+6144], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1042, ptr addrspace(1) %t800, i32 %t1043)
  %t1044 = add i32 %t144, %t1022
  %t1045 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1044
  %t1046 = select i1 %t1012, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+7168], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1045, ptr addrspace(1) %t816, i32 %t1046)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  %t1047 = mul i32 1, 1
  %t1048 = add i32 0, %t1047
  %t1049 = icmp slt i32 %t1048, %t838
  %t1050 = mul i32 64, 1
  %t1051 = mul i32 64, 1
  %t1052 = mul i32 64, 1
  %t1053 = mul i32 64, 1
  %t1054 = mul i32 64, 1
  %t1055 = mul i32 64, 1
  %t1056 = mul i32 64, 1
  %t1057 = mul i32 64, 1
  %t1058 = mul i32 64, 1
  %t1059 = mul i32 64, 1
  %t1060 = mul i32 64, 1
  %t1061 = mul i32 64, 1
  %t1062 = mul i32 64, 1
  %t1063 = mul i32 64, 1
  %t1064 = mul i32 64, 1
  %t1065 = mul i32 64, 1
  %t1066 = mul i32 64, 1
  %t1067 = mul i32 64, 1
  %t1068 = mul i32 64, 1
  %t1069 = mul i32 64, 1
  %t1070 = mul i32 64, 1
  %t1071 = mul i32 64, 1
  %t1072 = mul i32 64, 1
  %t1073 = mul i32 64, 1
  %t1074 = mul i32 64, 1
  %t1075 = mul i32 64, 1
  %t1076 = mul i32 64, 1
  %t1077 = mul i32 64, 1
  %t1078 = mul i32 64, 1
  %t1079 = mul i32 64, 1
  %t1080 = mul i32 64, 1
  %t1081 = mul i32 64, 1
  %t1082 = mul i32 64, 1
  %t1083 = mul i32 64, 1
  %t1084 = mul i32 64, 1
  %t1085 = mul i32 64, 1
  %t1086 = mul i32 64, 1
  %t1087 = mul i32 64, 1
  %t1088 = mul i32 64, 1
  %t1089 = mul i32 64, 1
  %t1090 = mul i32 64, 1
  %t1091 = mul i32 64, 1
  %t1092 = mul i32 64, 1
  %t1093 = mul i32 64, 1
  %t1094 = mul i32 64, 1
  %t1095 = mul i32 64, 1
  %t1096 = mul i32 64, 1
  %t1097 = mul i32 64, 1
  %t1098 = mul i32 64, 1
  %t1099 = mul i32 64, 1
  %t1100 = mul i32 64, 1
  %t1101 = mul i32 64, 1
  %t1102 = mul i32 64, 1
  %t1103 = mul i32 64, 1
  %t1104 = mul i32 64, 1
  %t1105 = mul i32 64, 1
  %t1106 = mul i32 64, 1
  %t1107 = mul i32 64, 1
  %t1108 = mul i32 64, 1
  %t1109 = mul i32 64, 1
  %t1110 = mul i32 64, 1
  %t1111 = mul i32 64, 1
  %t1112 = mul i32 64, 1
  %t1113 = mul i32 64, 1
  %t1114 = sext i32 %t1050 to i64
  %t1115 = getelementptr half, ptr addrspace(1) %t552, i64 %t1114
  %t1116 = sext i32 %t1051 to i64
  %t1117 = getelementptr half, ptr addrspace(1) %t554, i64 %t1116
  %t1118 = sext i32 %t1052 to i64
  %t1119 = getelementptr half, ptr addrspace(1) %t556, i64 %t1118
  %t1120 = sext i32 %t1053 to i64
  %t1121 = getelementptr half, ptr addrspace(1) %t558, i64 %t1120
  %t1122 = sext i32 %t1054 to i64
  %t1123 = getelementptr half, ptr addrspace(1) %t560, i64 %t1122
  %t1124 = sext i32 %t1055 to i64
  %t1125 = getelementptr half, ptr addrspace(1) %t562, i64 %t1124
  %t1126 = sext i32 %t1056 to i64
  %t1127 = getelementptr half, ptr addrspace(1) %t564, i64 %t1126
  %t1128 = sext i32 %t1057 to i64
  %t1129 = getelementptr half, ptr addrspace(1) %t566, i64 %t1128
  %t1130 = sext i32 %t1058 to i64
  %t1131 = getelementptr half, ptr addrspace(1) %t568, i64 %t1130
  %t1132 = sext i32 %t1059 to i64
  %t1133 = getelementptr half, ptr addrspace(1) %t570, i64 %t1132
  %t1134 = sext i32 %t1060 to i64
  %t1135 = getelementptr half, ptr addrspace(1) %t572, i64 %t1134
  %t1136 = sext i32 %t1061 to i64
  %t1137 = getelementptr half, ptr addrspace(1) %t574, i64 %t1136
  %t1138 = sext i32 %t1062 to i64
  %t1139 = getelementptr half, ptr addrspace(1) %t576, i64 %t1138
  %t1140 = sext i32 %t1063 to i64
  %t1141 = getelementptr half, ptr addrspace(1) %t578, i64 %t1140
  %t1142 = sext i32 %t1064 to i64
  %t1143 = getelementptr half, ptr addrspace(1) %t580, i64 %t1142
  %t1144 = sext i32 %t1065 to i64
  %t1145 = getelementptr half, ptr addrspace(1) %t582, i64 %t1144
  %t1146 = sext i32 %t1066 to i64
  %t1147 = getelementptr half, ptr addrspace(1) %t584, i64 %t1146
  %t1148 = sext i32 %t1067 to i64
  %t1149 = getelementptr half, ptr addrspace(1) %t586, i64 %t1148
  %t1150 = sext i32 %t1068 to i64
  %t1151 = getelementptr half, ptr addrspace(1) %t588, i64 %t1150
  %t1152 = sext i32 %t1069 to i64
  %t1153 = getelementptr half, ptr addrspace(1) %t590, i64 %t1152
  %t1154 = sext i32 %t1070 to i64
  %t1155 = getelementptr half, ptr addrspace(1) %t592, i64 %t1154
  %t1156 = sext i32 %t1071 to i64
  %t1157 = getelementptr half, ptr addrspace(1) %t594, i64 %t1156
  %t1158 = sext i32 %t1072 to i64
  %t1159 = getelementptr half, ptr addrspace(1) %t596, i64 %t1158
  %t1160 = sext i32 %t1073 to i64
  %t1161 = getelementptr half, ptr addrspace(1) %t598, i64 %t1160
  %t1162 = sext i32 %t1074 to i64
  %t1163 = getelementptr half, ptr addrspace(1) %t600, i64 %t1162
  %t1164 = sext i32 %t1075 to i64
  %t1165 = getelementptr half, ptr addrspace(1) %t602, i64 %t1164
  %t1166 = sext i32 %t1076 to i64
  %t1167 = getelementptr half, ptr addrspace(1) %t604, i64 %t1166
  %t1168 = sext i32 %t1077 to i64
  %t1169 = getelementptr half, ptr addrspace(1) %t606, i64 %t1168
  %t1170 = sext i32 %t1078 to i64
  %t1171 = getelementptr half, ptr addrspace(1) %t608, i64 %t1170
  %t1172 = sext i32 %t1079 to i64
  %t1173 = getelementptr half, ptr addrspace(1) %t610, i64 %t1172
  %t1174 = sext i32 %t1080 to i64
  %t1175 = getelementptr half, ptr addrspace(1) %t612, i64 %t1174
  %t1176 = sext i32 %t1081 to i64
  %t1177 = getelementptr half, ptr addrspace(1) %t614, i64 %t1176
  %t1178 = sext i32 %t1082 to i64
  %t1179 = getelementptr half, ptr addrspace(1) %t616, i64 %t1178
  %t1180 = sext i32 %t1083 to i64
  %t1181 = getelementptr half, ptr addrspace(1) %t618, i64 %t1180
  %t1182 = sext i32 %t1084 to i64
  %t1183 = getelementptr half, ptr addrspace(1) %t620, i64 %t1182
  %t1184 = sext i32 %t1085 to i64
  %t1185 = getelementptr half, ptr addrspace(1) %t622, i64 %t1184
  %t1186 = sext i32 %t1086 to i64
  %t1187 = getelementptr half, ptr addrspace(1) %t624, i64 %t1186
  %t1188 = sext i32 %t1087 to i64
  %t1189 = getelementptr half, ptr addrspace(1) %t626, i64 %t1188
  %t1190 = sext i32 %t1088 to i64
  %t1191 = getelementptr half, ptr addrspace(1) %t628, i64 %t1190
  %t1192 = sext i32 %t1089 to i64
  %t1193 = getelementptr half, ptr addrspace(1) %t630, i64 %t1192
  %t1194 = sext i32 %t1090 to i64
  %t1195 = getelementptr half, ptr addrspace(1) %t632, i64 %t1194
  %t1196 = sext i32 %t1091 to i64
  %t1197 = getelementptr half, ptr addrspace(1) %t634, i64 %t1196
  %t1198 = sext i32 %t1092 to i64
  %t1199 = getelementptr half, ptr addrspace(1) %t636, i64 %t1198
  %t1200 = sext i32 %t1093 to i64
  %t1201 = getelementptr half, ptr addrspace(1) %t638, i64 %t1200
  %t1202 = sext i32 %t1094 to i64
  %t1203 = getelementptr half, ptr addrspace(1) %t640, i64 %t1202
  %t1204 = sext i32 %t1095 to i64
  %t1205 = getelementptr half, ptr addrspace(1) %t642, i64 %t1204
  %t1206 = sext i32 %t1096 to i64
  %t1207 = getelementptr half, ptr addrspace(1) %t644, i64 %t1206
  %t1208 = sext i32 %t1097 to i64
  %t1209 = getelementptr half, ptr addrspace(1) %t646, i64 %t1208
  %t1210 = sext i32 %t1098 to i64
  %t1211 = getelementptr half, ptr addrspace(1) %t648, i64 %t1210
  %t1212 = sext i32 %t1099 to i64
  %t1213 = getelementptr half, ptr addrspace(1) %t650, i64 %t1212
  %t1214 = sext i32 %t1100 to i64
  %t1215 = getelementptr half, ptr addrspace(1) %t652, i64 %t1214
  %t1216 = sext i32 %t1101 to i64
  %t1217 = getelementptr half, ptr addrspace(1) %t654, i64 %t1216
  %t1218 = sext i32 %t1102 to i64
  %t1219 = getelementptr half, ptr addrspace(1) %t656, i64 %t1218
  %t1220 = sext i32 %t1103 to i64
  %t1221 = getelementptr half, ptr addrspace(1) %t658, i64 %t1220
  %t1222 = sext i32 %t1104 to i64
  %t1223 = getelementptr half, ptr addrspace(1) %t660, i64 %t1222
  %t1224 = sext i32 %t1105 to i64
  %t1225 = getelementptr half, ptr addrspace(1) %t662, i64 %t1224
  %t1226 = sext i32 %t1106 to i64
  %t1227 = getelementptr half, ptr addrspace(1) %t664, i64 %t1226
  %t1228 = sext i32 %t1107 to i64
  %t1229 = getelementptr half, ptr addrspace(1) %t666, i64 %t1228
  %t1230 = sext i32 %t1108 to i64
  %t1231 = getelementptr half, ptr addrspace(1) %t668, i64 %t1230
  %t1232 = sext i32 %t1109 to i64
  %t1233 = getelementptr half, ptr addrspace(1) %t670, i64 %t1232
  %t1234 = sext i32 %t1110 to i64
  %t1235 = getelementptr half, ptr addrspace(1) %t672, i64 %t1234
  %t1236 = sext i32 %t1111 to i64
  %t1237 = getelementptr half, ptr addrspace(1) %t674, i64 %t1236
  %t1238 = sext i32 %t1112 to i64
  %t1239 = getelementptr half, ptr addrspace(1) %t676, i64 %t1238
  %t1240 = sext i32 %t1113 to i64
  %t1241 = getelementptr half, ptr addrspace(1) %t678, i64 %t1240
  %t1242 = mul i32 %t1048, 64
  %t1243 = sub i32 %arg5, %t1242
  %t1244 = icmp slt i32 %t51, %t1243
  %t1245 = icmp slt i32 %t513, %t1243
  %t1246 = icmp slt i32 %t514, %t1243
  %t1247 = icmp slt i32 %t515, %t1243
  %t1248 = icmp slt i32 %t516, %t1243
  %t1249 = icmp slt i32 %t517, %t1243
  %t1250 = icmp slt i32 %t518, %t1243
  %t1251 = icmp slt i32 %t519, %t1243
  %t1252 = and i1 %t1244, %t1049
  %t1253 = and i1 %t1245, %t1049
  %t1254 = and i1 %t1246, %t1049
  %t1255 = and i1 %t1247, %t1049
  %t1256 = and i1 %t1248, %t1049
  %t1257 = and i1 %t1249, %t1049
  %t1258 = and i1 %t1250, %t1049
  %t1259 = and i1 %t1251, %t1049
  %t1260 = and i1 %t1244, %t1049
  %t1261 = and i1 %t1245, %t1049
  %t1262 = and i1 %t1246, %t1049
  %t1263 = and i1 %t1247, %t1049
  %t1264 = and i1 %t1248, %t1049
  %t1265 = and i1 %t1249, %t1049
  %t1266 = and i1 %t1250, %t1049
  %t1267 = and i1 %t1251, %t1049
  %t1268 = and i1 %t1244, %t1049
  %t1269 = and i1 %t1245, %t1049
  %t1270 = and i1 %t1246, %t1049
  %t1271 = and i1 %t1247, %t1049
  %t1272 = and i1 %t1248, %t1049
  %t1273 = and i1 %t1249, %t1049
  %t1274 = and i1 %t1250, %t1049
  %t1275 = and i1 %t1251, %t1049
  %t1276 = and i1 %t1244, %t1049
  %t1277 = and i1 %t1245, %t1049
  %t1278 = and i1 %t1246, %t1049
  %t1279 = and i1 %t1247, %t1049
  %t1280 = and i1 %t1248, %t1049
  %t1281 = and i1 %t1249, %t1049
  %t1282 = and i1 %t1250, %t1049
  %t1283 = and i1 %t1251, %t1049
  %t1284 = and i1 %t1244, %t1049
  %t1285 = and i1 %t1245, %t1049
  %t1286 = and i1 %t1246, %t1049
  %t1287 = and i1 %t1247, %t1049
  %t1288 = and i1 %t1248, %t1049
  %t1289 = and i1 %t1249, %t1049
  %t1290 = and i1 %t1250, %t1049
  %t1291 = and i1 %t1251, %t1049
  %t1292 = and i1 %t1244, %t1049
  %t1293 = and i1 %t1245, %t1049
  %t1294 = and i1 %t1246, %t1049
  %t1295 = and i1 %t1247, %t1049
  %t1296 = and i1 %t1248, %t1049
  %t1297 = and i1 %t1249, %t1049
  %t1298 = and i1 %t1250, %t1049
  %t1299 = and i1 %t1251, %t1049
  %t1300 = and i1 %t1244, %t1049
  %t1301 = and i1 %t1245, %t1049
  %t1302 = and i1 %t1246, %t1049
  %t1303 = and i1 %t1247, %t1049
  %t1304 = and i1 %t1248, %t1049
  %t1305 = and i1 %t1249, %t1049
  %t1306 = and i1 %t1250, %t1049
  %t1307 = and i1 %t1251, %t1049
  %t1308 = and i1 %t1244, %t1049
  %t1309 = and i1 %t1245, %t1049
  %t1310 = and i1 %t1246, %t1049
  %t1311 = and i1 %t1247, %t1049
  %t1312 = and i1 %t1248, %t1049
  %t1313 = and i1 %t1249, %t1049
  %t1314 = and i1 %t1250, %t1049
  %t1315 = and i1 %t1251, %t1049
  %t1316 = mul i32 1, 8192
  %t1317 = add i32 %t1316, 0
  %t1318 = mul i32 %t1317, 2
  %t1319 = add i32 %t100, %t1318
  %t1320 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1319
  %t1321 = select i1 %t1252, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1320, ptr addrspace(1) %t1115, i32 %t1321)
  %t1322 = add i32 %t100, %t1318
  %t1323 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1322
  %t1324 = select i1 %t1260, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1323, ptr addrspace(1) %t1131, i32 %t1324)
  %t1325 = add i32 %t100, %t1318
  %t1326 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1325
  %t1327 = select i1 %t1268, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+4096], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1326, ptr addrspace(1) %t1147, i32 %t1327)
  %t1328 = add i32 %t100, %t1318
  %t1329 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1328
  %t1330 = select i1 %t1276, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+6144], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1329, ptr addrspace(1) %t1163, i32 %t1330)
  %t1331 = add i32 %t100, %t1318
  %t1332 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1331
  %t1333 = select i1 %t1284, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+8192], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1332, ptr addrspace(1) %t1179, i32 %t1333)
  %t1334 = add i32 %t100, %t1318
  %t1335 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1334
  %t1336 = select i1 %t1292, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+10240], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1335, ptr addrspace(1) %t1195, i32 %t1336)
  %t1337 = add i32 %t100, %t1318
  %t1338 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1337
  %t1339 = select i1 %t1300, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+12288], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1338, ptr addrspace(1) %t1211, i32 %t1339)
  %t1340 = add i32 %t100, %t1318
  %t1341 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1340
  %t1342 = select i1 %t1308, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+14336], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1341, ptr addrspace(1) %t1227, i32 %t1342)
  %t1343 = mul i32 %t841, 1
  %t1344 = mul i32 %t841, 1
  %t1345 = mul i32 %t841, 1
  %t1346 = mul i32 %t841, 1
  %t1347 = mul i32 %t841, 1
  %t1348 = mul i32 %t841, 1
  %t1349 = mul i32 %t841, 1
  %t1350 = mul i32 %t841, 1
  %t1351 = mul i32 %t841, 1
  %t1352 = mul i32 %t841, 1
  %t1353 = mul i32 %t841, 1
  %t1354 = mul i32 %t841, 1
  %t1355 = mul i32 %t841, 1
  %t1356 = mul i32 %t841, 1
  %t1357 = mul i32 %t841, 1
  %t1358 = mul i32 %t841, 1
  %t1359 = mul i32 %t841, 1
  %t1360 = mul i32 %t841, 1
  %t1361 = mul i32 %t841, 1
  %t1362 = mul i32 %t841, 1
  %t1363 = mul i32 %t841, 1
  %t1364 = mul i32 %t841, 1
  %t1365 = mul i32 %t841, 1
  %t1366 = mul i32 %t841, 1
  %t1367 = mul i32 %t841, 1
  %t1368 = mul i32 %t841, 1
  %t1369 = mul i32 %t841, 1
  %t1370 = mul i32 %t841, 1
  %t1371 = mul i32 %t841, 1
  %t1372 = mul i32 %t841, 1
  %t1373 = mul i32 %t841, 1
  %t1374 = mul i32 %t841, 1
  %t1375 = mul i32 %t841, 1
  %t1376 = mul i32 %t841, 1
  %t1377 = mul i32 %t841, 1
  %t1378 = mul i32 %t841, 1
  %t1379 = mul i32 %t841, 1
  %t1380 = mul i32 %t841, 1
  %t1381 = mul i32 %t841, 1
  %t1382 = mul i32 %t841, 1
  %t1383 = mul i32 %t841, 1
  %t1384 = mul i32 %t841, 1
  %t1385 = mul i32 %t841, 1
  %t1386 = mul i32 %t841, 1
  %t1387 = mul i32 %t841, 1
  %t1388 = mul i32 %t841, 1
  %t1389 = mul i32 %t841, 1
  %t1390 = mul i32 %t841, 1
  %t1391 = mul i32 %t841, 1
  %t1392 = mul i32 %t841, 1
  %t1393 = mul i32 %t841, 1
  %t1394 = mul i32 %t841, 1
  %t1395 = mul i32 %t841, 1
  %t1396 = mul i32 %t841, 1
  %t1397 = mul i32 %t841, 1
  %t1398 = mul i32 %t841, 1
  %t1399 = mul i32 %t841, 1
  %t1400 = mul i32 %t841, 1
  %t1401 = mul i32 %t841, 1
  %t1402 = mul i32 %t841, 1
  %t1403 = mul i32 %t841, 1
  %t1404 = mul i32 %t841, 1
  %t1405 = mul i32 %t841, 1
  %t1406 = mul i32 %t841, 1
  %t1407 = sext i32 %t1343 to i64
  %t1408 = getelementptr half, ptr addrspace(1) %t704, i64 %t1407
  %t1409 = sext i32 %t1344 to i64
  %t1410 = getelementptr half, ptr addrspace(1) %t706, i64 %t1409
  %t1411 = sext i32 %t1345 to i64
  %t1412 = getelementptr half, ptr addrspace(1) %t708, i64 %t1411
  %t1413 = sext i32 %t1346 to i64
  %t1414 = getelementptr half, ptr addrspace(1) %t710, i64 %t1413
  %t1415 = sext i32 %t1347 to i64
  %t1416 = getelementptr half, ptr addrspace(1) %t712, i64 %t1415
  %t1417 = sext i32 %t1348 to i64
  %t1418 = getelementptr half, ptr addrspace(1) %t714, i64 %t1417
  %t1419 = sext i32 %t1349 to i64
  %t1420 = getelementptr half, ptr addrspace(1) %t716, i64 %t1419
  %t1421 = sext i32 %t1350 to i64
  %t1422 = getelementptr half, ptr addrspace(1) %t718, i64 %t1421
  %t1423 = sext i32 %t1351 to i64
  %t1424 = getelementptr half, ptr addrspace(1) %t720, i64 %t1423
  %t1425 = sext i32 %t1352 to i64
  %t1426 = getelementptr half, ptr addrspace(1) %t722, i64 %t1425
  %t1427 = sext i32 %t1353 to i64
  %t1428 = getelementptr half, ptr addrspace(1) %t724, i64 %t1427
  %t1429 = sext i32 %t1354 to i64
  %t1430 = getelementptr half, ptr addrspace(1) %t726, i64 %t1429
  %t1431 = sext i32 %t1355 to i64
  %t1432 = getelementptr half, ptr addrspace(1) %t728, i64 %t1431
  %t1433 = sext i32 %t1356 to i64
  %t1434 = getelementptr half, ptr addrspace(1) %t730, i64 %t1433
  %t1435 = sext i32 %t1357 to i64
  %t1436 = getelementptr half, ptr addrspace(1) %t732, i64 %t1435
  %t1437 = sext i32 %t1358 to i64
  %t1438 = getelementptr half, ptr addrspace(1) %t734, i64 %t1437
  %t1439 = sext i32 %t1359 to i64
  %t1440 = getelementptr half, ptr addrspace(1) %t736, i64 %t1439
  %t1441 = sext i32 %t1360 to i64
  %t1442 = getelementptr half, ptr addrspace(1) %t738, i64 %t1441
  %t1443 = sext i32 %t1361 to i64
  %t1444 = getelementptr half, ptr addrspace(1) %t740, i64 %t1443
  %t1445 = sext i32 %t1362 to i64
  %t1446 = getelementptr half, ptr addrspace(1) %t742, i64 %t1445
  %t1447 = sext i32 %t1363 to i64
  %t1448 = getelementptr half, ptr addrspace(1) %t744, i64 %t1447
  %t1449 = sext i32 %t1364 to i64
  %t1450 = getelementptr half, ptr addrspace(1) %t746, i64 %t1449
  %t1451 = sext i32 %t1365 to i64
  %t1452 = getelementptr half, ptr addrspace(1) %t748, i64 %t1451
  %t1453 = sext i32 %t1366 to i64
  %t1454 = getelementptr half, ptr addrspace(1) %t750, i64 %t1453
  %t1455 = sext i32 %t1367 to i64
  %t1456 = getelementptr half, ptr addrspace(1) %t752, i64 %t1455
  %t1457 = sext i32 %t1368 to i64
  %t1458 = getelementptr half, ptr addrspace(1) %t754, i64 %t1457
  %t1459 = sext i32 %t1369 to i64
  %t1460 = getelementptr half, ptr addrspace(1) %t756, i64 %t1459
  %t1461 = sext i32 %t1370 to i64
  %t1462 = getelementptr half, ptr addrspace(1) %t758, i64 %t1461
  %t1463 = sext i32 %t1371 to i64
  %t1464 = getelementptr half, ptr addrspace(1) %t760, i64 %t1463
  %t1465 = sext i32 %t1372 to i64
  %t1466 = getelementptr half, ptr addrspace(1) %t762, i64 %t1465
  %t1467 = sext i32 %t1373 to i64
  %t1468 = getelementptr half, ptr addrspace(1) %t764, i64 %t1467
  %t1469 = sext i32 %t1374 to i64
  %t1470 = getelementptr half, ptr addrspace(1) %t766, i64 %t1469
  %t1471 = sext i32 %t1375 to i64
  %t1472 = getelementptr half, ptr addrspace(1) %t768, i64 %t1471
  %t1473 = sext i32 %t1376 to i64
  %t1474 = getelementptr half, ptr addrspace(1) %t770, i64 %t1473
  %t1475 = sext i32 %t1377 to i64
  %t1476 = getelementptr half, ptr addrspace(1) %t772, i64 %t1475
  %t1477 = sext i32 %t1378 to i64
  %t1478 = getelementptr half, ptr addrspace(1) %t774, i64 %t1477
  %t1479 = sext i32 %t1379 to i64
  %t1480 = getelementptr half, ptr addrspace(1) %t776, i64 %t1479
  %t1481 = sext i32 %t1380 to i64
  %t1482 = getelementptr half, ptr addrspace(1) %t778, i64 %t1481
  %t1483 = sext i32 %t1381 to i64
  %t1484 = getelementptr half, ptr addrspace(1) %t780, i64 %t1483
  %t1485 = sext i32 %t1382 to i64
  %t1486 = getelementptr half, ptr addrspace(1) %t782, i64 %t1485
  %t1487 = sext i32 %t1383 to i64
  %t1488 = getelementptr half, ptr addrspace(1) %t784, i64 %t1487
  %t1489 = sext i32 %t1384 to i64
  %t1490 = getelementptr half, ptr addrspace(1) %t786, i64 %t1489
  %t1491 = sext i32 %t1385 to i64
  %t1492 = getelementptr half, ptr addrspace(1) %t788, i64 %t1491
  %t1493 = sext i32 %t1386 to i64
  %t1494 = getelementptr half, ptr addrspace(1) %t790, i64 %t1493
  %t1495 = sext i32 %t1387 to i64
  %t1496 = getelementptr half, ptr addrspace(1) %t792, i64 %t1495
  %t1497 = sext i32 %t1388 to i64
  %t1498 = getelementptr half, ptr addrspace(1) %t794, i64 %t1497
  %t1499 = sext i32 %t1389 to i64
  %t1500 = getelementptr half, ptr addrspace(1) %t796, i64 %t1499
  %t1501 = sext i32 %t1390 to i64
  %t1502 = getelementptr half, ptr addrspace(1) %t798, i64 %t1501
  %t1503 = sext i32 %t1391 to i64
  %t1504 = getelementptr half, ptr addrspace(1) %t800, i64 %t1503
  %t1505 = sext i32 %t1392 to i64
  %t1506 = getelementptr half, ptr addrspace(1) %t802, i64 %t1505
  %t1507 = sext i32 %t1393 to i64
  %t1508 = getelementptr half, ptr addrspace(1) %t804, i64 %t1507
  %t1509 = sext i32 %t1394 to i64
  %t1510 = getelementptr half, ptr addrspace(1) %t806, i64 %t1509
  %t1511 = sext i32 %t1395 to i64
  %t1512 = getelementptr half, ptr addrspace(1) %t808, i64 %t1511
  %t1513 = sext i32 %t1396 to i64
  %t1514 = getelementptr half, ptr addrspace(1) %t810, i64 %t1513
  %t1515 = sext i32 %t1397 to i64
  %t1516 = getelementptr half, ptr addrspace(1) %t812, i64 %t1515
  %t1517 = sext i32 %t1398 to i64
  %t1518 = getelementptr half, ptr addrspace(1) %t814, i64 %t1517
  %t1519 = sext i32 %t1399 to i64
  %t1520 = getelementptr half, ptr addrspace(1) %t816, i64 %t1519
  %t1521 = sext i32 %t1400 to i64
  %t1522 = getelementptr half, ptr addrspace(1) %t818, i64 %t1521
  %t1523 = sext i32 %t1401 to i64
  %t1524 = getelementptr half, ptr addrspace(1) %t820, i64 %t1523
  %t1525 = sext i32 %t1402 to i64
  %t1526 = getelementptr half, ptr addrspace(1) %t822, i64 %t1525
  %t1527 = sext i32 %t1403 to i64
  %t1528 = getelementptr half, ptr addrspace(1) %t824, i64 %t1527
  %t1529 = sext i32 %t1404 to i64
  %t1530 = getelementptr half, ptr addrspace(1) %t826, i64 %t1529
  %t1531 = sext i32 %t1405 to i64
  %t1532 = getelementptr half, ptr addrspace(1) %t828, i64 %t1531
  %t1533 = sext i32 %t1406 to i64
  %t1534 = getelementptr half, ptr addrspace(1) %t830, i64 %t1533
  %t1535 = mul i32 %t1048, 64
  %t1536 = sub i32 %arg5, %t1535
  %t1537 = icmp slt i32 %t64, %t1536
  %t1538 = icmp slt i32 %t520, %t1536
  %t1539 = icmp slt i32 %t521, %t1536
  %t1540 = icmp slt i32 %t522, %t1536
  %t1541 = icmp slt i32 %t523, %t1536
  %t1542 = icmp slt i32 %t524, %t1536
  %t1543 = icmp slt i32 %t525, %t1536
  %t1544 = icmp slt i32 %t526, %t1536
  %t1545 = and i1 %t1537, %t1049
  %t1546 = and i1 %t1537, %t1049
  %t1547 = and i1 %t1537, %t1049
  %t1548 = and i1 %t1537, %t1049
  %t1549 = and i1 %t1537, %t1049
  %t1550 = and i1 %t1537, %t1049
  %t1551 = and i1 %t1537, %t1049
  %t1552 = and i1 %t1537, %t1049
  %t1553 = and i1 %t1538, %t1049
  %t1554 = and i1 %t1538, %t1049
  %t1555 = and i1 %t1538, %t1049
  %t1556 = and i1 %t1538, %t1049
  %t1557 = and i1 %t1538, %t1049
  %t1558 = and i1 %t1538, %t1049
  %t1559 = and i1 %t1538, %t1049
  %t1560 = and i1 %t1538, %t1049
  %t1561 = and i1 %t1539, %t1049
  %t1562 = and i1 %t1539, %t1049
  %t1563 = and i1 %t1539, %t1049
  %t1564 = and i1 %t1539, %t1049
  %t1565 = and i1 %t1539, %t1049
  %t1566 = and i1 %t1539, %t1049
  %t1567 = and i1 %t1539, %t1049
  %t1568 = and i1 %t1539, %t1049
  %t1569 = and i1 %t1540, %t1049
  %t1570 = and i1 %t1540, %t1049
  %t1571 = and i1 %t1540, %t1049
  %t1572 = and i1 %t1540, %t1049
  %t1573 = and i1 %t1540, %t1049
  %t1574 = and i1 %t1540, %t1049
  %t1575 = and i1 %t1540, %t1049
  %t1576 = and i1 %t1540, %t1049
  %t1577 = and i1 %t1541, %t1049
  %t1578 = and i1 %t1541, %t1049
  %t1579 = and i1 %t1541, %t1049
  %t1580 = and i1 %t1541, %t1049
  %t1581 = and i1 %t1541, %t1049
  %t1582 = and i1 %t1541, %t1049
  %t1583 = and i1 %t1541, %t1049
  %t1584 = and i1 %t1541, %t1049
  %t1585 = and i1 %t1542, %t1049
  %t1586 = and i1 %t1542, %t1049
  %t1587 = and i1 %t1542, %t1049
  %t1588 = and i1 %t1542, %t1049
  %t1589 = and i1 %t1542, %t1049
  %t1590 = and i1 %t1542, %t1049
  %t1591 = and i1 %t1542, %t1049
  %t1592 = and i1 %t1542, %t1049
  %t1593 = and i1 %t1543, %t1049
  %t1594 = and i1 %t1543, %t1049
  %t1595 = and i1 %t1543, %t1049
  %t1596 = and i1 %t1543, %t1049
  %t1597 = and i1 %t1543, %t1049
  %t1598 = and i1 %t1543, %t1049
  %t1599 = and i1 %t1543, %t1049
  %t1600 = and i1 %t1543, %t1049
  %t1601 = and i1 %t1544, %t1049
  %t1602 = and i1 %t1544, %t1049
  %t1603 = and i1 %t1544, %t1049
  %t1604 = and i1 %t1544, %t1049
  %t1605 = and i1 %t1544, %t1049
  %t1606 = and i1 %t1544, %t1049
  %t1607 = and i1 %t1544, %t1049
  %t1608 = and i1 %t1544, %t1049
  %t1609 = mul i32 1, 8192
  %t1610 = add i32 %t1609, 24576
  %t1611 = mul i32 %t1610, 2
  %t1612 = add i32 %t144, %t1611
  %t1613 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1612
  %t1614 = select i1 %t1545, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1613, ptr addrspace(1) %t1408, i32 %t1614)
  %t1615 = add i32 %t144, %t1611
  %t1616 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1615
  %t1617 = select i1 %t1553, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+1024], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1616, ptr addrspace(1) %t1424, i32 %t1617)
  %t1618 = add i32 %t144, %t1611
  %t1619 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1618
  %t1620 = select i1 %t1561, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1619, ptr addrspace(1) %t1440, i32 %t1620)
  %t1621 = add i32 %t144, %t1611
  %t1622 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1621
  %t1623 = select i1 %t1569, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+3072], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1622, ptr addrspace(1) %t1456, i32 %t1623)
  %t1624 = add i32 %t144, %t1611
  %t1625 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1624
  %t1626 = select i1 %t1577, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+4096], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1625, ptr addrspace(1) %t1472, i32 %t1626)
  %t1627 = add i32 %t144, %t1611
  %t1628 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1627
  %t1629 = select i1 %t1585, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+5120], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1628, ptr addrspace(1) %t1488, i32 %t1629)
  %t1630 = add i32 %t144, %t1611
  %t1631 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1630
  %t1632 = select i1 %t1593, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+6144], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1631, ptr addrspace(1) %t1504, i32 %t1632)
  %t1633 = add i32 %t144, %t1611
  %t1634 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1633
  %t1635 = select i1 %t1601, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+7168], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1634, ptr addrspace(1) %t1520, i32 %t1635)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  store float 0x0000000000000000, ptr %s0
  store float 0x0000000000000000, ptr %s1
  store float 0x0000000000000000, ptr %s2
  store float 0x0000000000000000, ptr %s3
  store float 0x0000000000000000, ptr %s4
  store float 0x0000000000000000, ptr %s5
  store float 0x0000000000000000, ptr %s6
  store float 0x0000000000000000, ptr %s7
  store float 0x0000000000000000, ptr %s8
  store float 0x0000000000000000, ptr %s9
  store float 0x0000000000000000, ptr %s10
  store float 0x0000000000000000, ptr %s11
  store float 0x0000000000000000, ptr %s12
  store float 0x0000000000000000, ptr %s13
  store float 0x0000000000000000, ptr %s14
  store float 0x0000000000000000, ptr %s15
  store float 0x0000000000000000, ptr %s16
  store float 0x0000000000000000, ptr %s17
  store float 0x0000000000000000, ptr %s18
  store float 0x0000000000000000, ptr %s19
  store float 0x0000000000000000, ptr %s20
  store float 0x0000000000000000, ptr %s21
  store float 0x0000000000000000, ptr %s22
  store float 0x0000000000000000, ptr %s23
  store float 0x0000000000000000, ptr %s24
  store float 0x0000000000000000, ptr %s25
  store float 0x0000000000000000, ptr %s26
  store float 0x0000000000000000, ptr %s27
  store float 0x0000000000000000, ptr %s28
  store float 0x0000000000000000, ptr %s29
  store float 0x0000000000000000, ptr %s30
  store float 0x0000000000000000, ptr %s31
  store float 0x0000000000000000, ptr %s32
  store float 0x0000000000000000, ptr %s33
  store float 0x0000000000000000, ptr %s34
  store float 0x0000000000000000, ptr %s35
  store float 0x0000000000000000, ptr %s36
  store float 0x0000000000000000, ptr %s37
  store float 0x0000000000000000, ptr %s38
  store float 0x0000000000000000, ptr %s39
  store float 0x0000000000000000, ptr %s40
  store float 0x0000000000000000, ptr %s41
  store float 0x0000000000000000, ptr %s42
  store float 0x0000000000000000, ptr %s43
  store float 0x0000000000000000, ptr %s44
  store float 0x0000000000000000, ptr %s45
  store float 0x0000000000000000, ptr %s46
  store float 0x0000000000000000, ptr %s47
  store float 0x0000000000000000, ptr %s48
  store float 0x0000000000000000, ptr %s49
  store float 0x0000000000000000, ptr %s50
  store float 0x0000000000000000, ptr %s51
  store float 0x0000000000000000, ptr %s52
  store float 0x0000000000000000, ptr %s53
  store float 0x0000000000000000, ptr %s54
  store float 0x0000000000000000, ptr %s55
  store float 0x0000000000000000, ptr %s56
  store float 0x0000000000000000, ptr %s57
  store float 0x0000000000000000, ptr %s58
  store float 0x0000000000000000, ptr %s59
  store float 0x0000000000000000, ptr %s60
  store float 0x0000000000000000, ptr %s61
  store float 0x0000000000000000, ptr %s62
  store float 0x0000000000000000, ptr %s63
  store float 0x0000000000000000, ptr %s64
  store float 0x0000000000000000, ptr %s65
  store float 0x0000000000000000, ptr %s66
  store float 0x0000000000000000, ptr %s67
  store float 0x0000000000000000, ptr %s68
  store float 0x0000000000000000, ptr %s69
  store float 0x0000000000000000, ptr %s70
  store float 0x0000000000000000, ptr %s71
  store float 0x0000000000000000, ptr %s72
  store float 0x0000000000000000, ptr %s73
  store float 0x0000000000000000, ptr %s74
  store float 0x0000000000000000, ptr %s75
  store float 0x0000000000000000, ptr %s76
  store float 0x0000000000000000, ptr %s77
  store float 0x0000000000000000, ptr %s78
  store float 0x0000000000000000, ptr %s79
  store float 0x0000000000000000, ptr %s80
  store float 0x0000000000000000, ptr %s81
  store float 0x0000000000000000, ptr %s82
  store float 0x0000000000000000, ptr %s83
  store float 0x0000000000000000, ptr %s84
  store float 0x0000000000000000, ptr %s85
  store float 0x0000000000000000, ptr %s86
  store float 0x0000000000000000, ptr %s87
  store float 0x0000000000000000, ptr %s88
  store float 0x0000000000000000, ptr %s89
  store float 0x0000000000000000, ptr %s90
  store float 0x0000000000000000, ptr %s91
  store float 0x0000000000000000, ptr %s92
  store float 0x0000000000000000, ptr %s93
  store float 0x0000000000000000, ptr %s94
  store float 0x0000000000000000, ptr %s95
  store float 0x0000000000000000, ptr %s96
  store float 0x0000000000000000, ptr %s97
  store float 0x0000000000000000, ptr %s98
  store float 0x0000000000000000, ptr %s99
  store float 0x0000000000000000, ptr %s100
  store float 0x0000000000000000, ptr %s101
  store float 0x0000000000000000, ptr %s102
  store float 0x0000000000000000, ptr %s103
  store float 0x0000000000000000, ptr %s104
  store float 0x0000000000000000, ptr %s105
  store float 0x0000000000000000, ptr %s106
  store float 0x0000000000000000, ptr %s107
  store float 0x0000000000000000, ptr %s108
  store float 0x0000000000000000, ptr %s109
  store float 0x0000000000000000, ptr %s110
  store float 0x0000000000000000, ptr %s111
  store float 0x0000000000000000, ptr %s112
  store float 0x0000000000000000, ptr %s113
  store float 0x0000000000000000, ptr %s114
  store float 0x0000000000000000, ptr %s115
  store float 0x0000000000000000, ptr %s116
  store float 0x0000000000000000, ptr %s117
  store float 0x0000000000000000, ptr %s118
  store float 0x0000000000000000, ptr %s119
  store float 0x0000000000000000, ptr %s120
  store float 0x0000000000000000, ptr %s121
  store float 0x0000000000000000, ptr %s122
  store float 0x0000000000000000, ptr %s123
  store float 0x0000000000000000, ptr %s124
  store float 0x0000000000000000, ptr %s125
  store float 0x0000000000000000, ptr %s126
  store float 0x0000000000000000, ptr %s127
  store ptr addrspace(1) %t552, ptr %s128
  store ptr addrspace(1) %t554, ptr %s129
  store ptr addrspace(1) %t556, ptr %s130
  store ptr addrspace(1) %t558, ptr %s131
  store ptr addrspace(1) %t560, ptr %s132
  store ptr addrspace(1) %t562, ptr %s133
  store ptr addrspace(1) %t564, ptr %s134
  store ptr addrspace(1) %t566, ptr %s135
  store ptr addrspace(1) %t568, ptr %s136
  store ptr addrspace(1) %t570, ptr %s137
  store ptr addrspace(1) %t572, ptr %s138
  store ptr addrspace(1) %t574, ptr %s139
  store ptr addrspace(1) %t576, ptr %s140
  store ptr addrspace(1) %t578, ptr %s141
  store ptr addrspace(1) %t580, ptr %s142
  store ptr addrspace(1) %t582, ptr %s143
  store ptr addrspace(1) %t584, ptr %s144
  store ptr addrspace(1) %t586, ptr %s145
  store ptr addrspace(1) %t588, ptr %s146
  store ptr addrspace(1) %t590, ptr %s147
  store ptr addrspace(1) %t592, ptr %s148
  store ptr addrspace(1) %t594, ptr %s149
  store ptr addrspace(1) %t596, ptr %s150
  store ptr addrspace(1) %t598, ptr %s151
  store ptr addrspace(1) %t600, ptr %s152
  store ptr addrspace(1) %t602, ptr %s153
  store ptr addrspace(1) %t604, ptr %s154
  store ptr addrspace(1) %t606, ptr %s155
  store ptr addrspace(1) %t608, ptr %s156
  store ptr addrspace(1) %t610, ptr %s157
  store ptr addrspace(1) %t612, ptr %s158
  store ptr addrspace(1) %t614, ptr %s159
  store ptr addrspace(1) %t616, ptr %s160
  store ptr addrspace(1) %t618, ptr %s161
  store ptr addrspace(1) %t620, ptr %s162
  store ptr addrspace(1) %t622, ptr %s163
  store ptr addrspace(1) %t624, ptr %s164
  store ptr addrspace(1) %t626, ptr %s165
  store ptr addrspace(1) %t628, ptr %s166
  store ptr addrspace(1) %t630, ptr %s167
  store ptr addrspace(1) %t632, ptr %s168
  store ptr addrspace(1) %t634, ptr %s169
  store ptr addrspace(1) %t636, ptr %s170
  store ptr addrspace(1) %t638, ptr %s171
  store ptr addrspace(1) %t640, ptr %s172
  store ptr addrspace(1) %t642, ptr %s173
  store ptr addrspace(1) %t644, ptr %s174
  store ptr addrspace(1) %t646, ptr %s175
  store ptr addrspace(1) %t648, ptr %s176
  store ptr addrspace(1) %t650, ptr %s177
  store ptr addrspace(1) %t652, ptr %s178
  store ptr addrspace(1) %t654, ptr %s179
  store ptr addrspace(1) %t656, ptr %s180
  store ptr addrspace(1) %t658, ptr %s181
  store ptr addrspace(1) %t660, ptr %s182
  store ptr addrspace(1) %t662, ptr %s183
  store ptr addrspace(1) %t664, ptr %s184
  store ptr addrspace(1) %t666, ptr %s185
  store ptr addrspace(1) %t668, ptr %s186
  store ptr addrspace(1) %t670, ptr %s187
  store ptr addrspace(1) %t672, ptr %s188
  store ptr addrspace(1) %t674, ptr %s189
  store ptr addrspace(1) %t676, ptr %s190
  store ptr addrspace(1) %t678, ptr %s191
  store ptr addrspace(1) %t704, ptr %s192
  store ptr addrspace(1) %t706, ptr %s193
  store ptr addrspace(1) %t708, ptr %s194
  store ptr addrspace(1) %t710, ptr %s195
  store ptr addrspace(1) %t712, ptr %s196
  store ptr addrspace(1) %t714, ptr %s197
  store ptr addrspace(1) %t716, ptr %s198
  store ptr addrspace(1) %t718, ptr %s199
  store ptr addrspace(1) %t720, ptr %s200
  store ptr addrspace(1) %t722, ptr %s201
  store ptr addrspace(1) %t724, ptr %s202
  store ptr addrspace(1) %t726, ptr %s203
  store ptr addrspace(1) %t728, ptr %s204
  store ptr addrspace(1) %t730, ptr %s205
  store ptr addrspace(1) %t732, ptr %s206
  store ptr addrspace(1) %t734, ptr %s207
  store ptr addrspace(1) %t736, ptr %s208
  store ptr addrspace(1) %t738, ptr %s209
  store ptr addrspace(1) %t740, ptr %s210
  store ptr addrspace(1) %t742, ptr %s211
  store ptr addrspace(1) %t744, ptr %s212
  store ptr addrspace(1) %t746, ptr %s213
  store ptr addrspace(1) %t748, ptr %s214
  store ptr addrspace(1) %t750, ptr %s215
  store ptr addrspace(1) %t752, ptr %s216
  store ptr addrspace(1) %t754, ptr %s217
  store ptr addrspace(1) %t756, ptr %s218
  store ptr addrspace(1) %t758, ptr %s219
  store ptr addrspace(1) %t760, ptr %s220
  store ptr addrspace(1) %t762, ptr %s221
  store ptr addrspace(1) %t764, ptr %s222
  store ptr addrspace(1) %t766, ptr %s223
  store ptr addrspace(1) %t768, ptr %s224
  store ptr addrspace(1) %t770, ptr %s225
  store ptr addrspace(1) %t772, ptr %s226
  store ptr addrspace(1) %t774, ptr %s227
  store ptr addrspace(1) %t776, ptr %s228
  store ptr addrspace(1) %t778, ptr %s229
  store ptr addrspace(1) %t780, ptr %s230
  store ptr addrspace(1) %t782, ptr %s231
  store ptr addrspace(1) %t784, ptr %s232
  store ptr addrspace(1) %t786, ptr %s233
  store ptr addrspace(1) %t788, ptr %s234
  store ptr addrspace(1) %t790, ptr %s235
  store ptr addrspace(1) %t792, ptr %s236
  store ptr addrspace(1) %t794, ptr %s237
  store ptr addrspace(1) %t796, ptr %s238
  store ptr addrspace(1) %t798, ptr %s239
  store ptr addrspace(1) %t800, ptr %s240
  store ptr addrspace(1) %t802, ptr %s241
  store ptr addrspace(1) %t804, ptr %s242
  store ptr addrspace(1) %t806, ptr %s243
  store ptr addrspace(1) %t808, ptr %s244
  store ptr addrspace(1) %t810, ptr %s245
  store ptr addrspace(1) %t812, ptr %s246
  store ptr addrspace(1) %t814, ptr %s247
  store ptr addrspace(1) %t816, ptr %s248
  store ptr addrspace(1) %t818, ptr %s249
  store ptr addrspace(1) %t820, ptr %s250
  store ptr addrspace(1) %t822, ptr %s251
  store ptr addrspace(1) %t824, ptr %s252
  store ptr addrspace(1) %t826, ptr %s253
  store ptr addrspace(1) %t828, ptr %s254
  store ptr addrspace(1) %t830, ptr %s255
  store i32 0, ptr %s256
  store i32 2, ptr %s257
  store i32 0, ptr %s258
  br label %for_head1
for_head1:
  %t1636 = load i32, ptr %s258
  %t1637 = icmp slt i32 %t1636, %t838
  br i1 %t1637, label %for_body2, label %for_done3
for_body2:
  %t1638 = load float, ptr %s0
  %t1639 = load float, ptr %s1
  %t1640 = load float, ptr %s2
  %t1641 = load float, ptr %s3
  %t1642 = load float, ptr %s4
  %t1643 = load float, ptr %s5
  %t1644 = load float, ptr %s6
  %t1645 = load float, ptr %s7
  %t1646 = load float, ptr %s8
  %t1647 = load float, ptr %s9
  %t1648 = load float, ptr %s10
  %t1649 = load float, ptr %s11
  %t1650 = load float, ptr %s12
  %t1651 = load float, ptr %s13
  %t1652 = load float, ptr %s14
  %t1653 = load float, ptr %s15
  %t1654 = load float, ptr %s16
  %t1655 = load float, ptr %s17
  %t1656 = load float, ptr %s18
  %t1657 = load float, ptr %s19
  %t1658 = load float, ptr %s20
  %t1659 = load float, ptr %s21
  %t1660 = load float, ptr %s22
  %t1661 = load float, ptr %s23
  %t1662 = load float, ptr %s24
  %t1663 = load float, ptr %s25
  %t1664 = load float, ptr %s26
  %t1665 = load float, ptr %s27
  %t1666 = load float, ptr %s28
  %t1667 = load float, ptr %s29
  %t1668 = load float, ptr %s30
  %t1669 = load float, ptr %s31
  %t1670 = load float, ptr %s32
  %t1671 = load float, ptr %s33
  %t1672 = load float, ptr %s34
  %t1673 = load float, ptr %s35
  %t1674 = load float, ptr %s36
  %t1675 = load float, ptr %s37
  %t1676 = load float, ptr %s38
  %t1677 = load float, ptr %s39
  %t1678 = load float, ptr %s40
  %t1679 = load float, ptr %s41
  %t1680 = load float, ptr %s42
  %t1681 = load float, ptr %s43
  %t1682 = load float, ptr %s44
  %t1683 = load float, ptr %s45
  %t1684 = load float, ptr %s46
  %t1685 = load float, ptr %s47
  %t1686 = load float, ptr %s48
  %t1687 = load float, ptr %s49
  %t1688 = load float, ptr %s50
  %t1689 = load float, ptr %s51
  %t1690 = load float, ptr %s52
  %t1691 = load float, ptr %s53
  %t1692 = load float, ptr %s54
  %t1693 = load float, ptr %s55
  %t1694 = load float, ptr %s56
  %t1695 = load float, ptr %s57
  %t1696 = load float, ptr %s58
  %t1697 = load float, ptr %s59
  %t1698 = load float, ptr %s60
  %t1699 = load float, ptr %s61
  %t1700 = load float, ptr %s62
  %t1701 = load float, ptr %s63
  %t1702 = load float, ptr %s64
  %t1703 = load float, ptr %s65
  %t1704 = load float, ptr %s66
  %t1705 = load float, ptr %s67
  %t1706 = load float, ptr %s68
  %t1707 = load float, ptr %s69
  %t1708 = load float, ptr %s70
  %t1709 = load float, ptr %s71
  %t1710 = load float, ptr %s72
  %t1711 = load float, ptr %s73
  %t1712 = load float, ptr %s74
  %t1713 = load float, ptr %s75
  %t1714 = load float, ptr %s76
  %t1715 = load float, ptr %s77
  %t1716 = load float, ptr %s78
  %t1717 = load float, ptr %s79
  %t1718 = load float, ptr %s80
  %t1719 = load float, ptr %s81
  %t1720 = load float, ptr %s82
  %t1721 = load float, ptr %s83
  %t1722 = load float, ptr %s84
  %t1723 = load float, ptr %s85
  %t1724 = load float, ptr %s86
  %t1725 = load float, ptr %s87
  %t1726 = load float, ptr %s88
  %t1727 = load float, ptr %s89
  %t1728 = load float, ptr %s90
  %t1729 = load float, ptr %s91
  %t1730 = load float, ptr %s92
  %t1731 = load float, ptr %s93
  %t1732 = load float, ptr %s94
  %t1733 = load float, ptr %s95
  %t1734 = load float, ptr %s96
  %t1735 = load float, ptr %s97
  %t1736 = load float, ptr %s98
  %t1737 = load float, ptr %s99
  %t1738 = load float, ptr %s100
  %t1739 = load float, ptr %s101
  %t1740 = load float, ptr %s102
  %t1741 = load float, ptr %s103
  %t1742 = load float, ptr %s104
  %t1743 = load float, ptr %s105
  %t1744 = load float, ptr %s106
  %t1745 = load float, ptr %s107
  %t1746 = load float, ptr %s108
  %t1747 = load float, ptr %s109
  %t1748 = load float, ptr %s110
  %t1749 = load float, ptr %s111
  %t1750 = load float, ptr %s112
  %t1751 = load float, ptr %s113
  %t1752 = load float, ptr %s114
  %t1753 = load float, ptr %s115
  %t1754 = load float, ptr %s116
  %t1755 = load float, ptr %s117
  %t1756 = load float, ptr %s118
  %t1757 = load float, ptr %s119
  %t1758 = load float, ptr %s120
  %t1759 = load float, ptr %s121
  %t1760 = load float, ptr %s122
  %t1761 = load float, ptr %s123
  %t1762 = load float, ptr %s124
  %t1763 = load float, ptr %s125
  %t1764 = load float, ptr %s126
  %t1765 = load float, ptr %s127
  %t1766 = load ptr addrspace(1), ptr %s128
  %t1767 = load ptr addrspace(1), ptr %s129
  %t1768 = load ptr addrspace(1), ptr %s130
  %t1769 = load ptr addrspace(1), ptr %s131
  %t1770 = load ptr addrspace(1), ptr %s132
  %t1771 = load ptr addrspace(1), ptr %s133
  %t1772 = load ptr addrspace(1), ptr %s134
  %t1773 = load ptr addrspace(1), ptr %s135
  %t1774 = load ptr addrspace(1), ptr %s136
  %t1775 = load ptr addrspace(1), ptr %s137
  %t1776 = load ptr addrspace(1), ptr %s138
  %t1777 = load ptr addrspace(1), ptr %s139
  %t1778 = load ptr addrspace(1), ptr %s140
  %t1779 = load ptr addrspace(1), ptr %s141
  %t1780 = load ptr addrspace(1), ptr %s142
  %t1781 = load ptr addrspace(1), ptr %s143
  %t1782 = load ptr addrspace(1), ptr %s144
  %t1783 = load ptr addrspace(1), ptr %s145
  %t1784 = load ptr addrspace(1), ptr %s146
  %t1785 = load ptr addrspace(1), ptr %s147
  %t1786 = load ptr addrspace(1), ptr %s148
  %t1787 = load ptr addrspace(1), ptr %s149
  %t1788 = load ptr addrspace(1), ptr %s150
  %t1789 = load ptr addrspace(1), ptr %s151
  %t1790 = load ptr addrspace(1), ptr %s152
  %t1791 = load ptr addrspace(1), ptr %s153
  %t1792 = load ptr addrspace(1), ptr %s154
  %t1793 = load ptr addrspace(1), ptr %s155
  %t1794 = load ptr addrspace(1), ptr %s156
  %t1795 = load ptr addrspace(1), ptr %s157
  %t1796 = load ptr addrspace(1), ptr %s158
  %t1797 = load ptr addrspace(1), ptr %s159
  %t1798 = load ptr addrspace(1), ptr %s160
  %t1799 = load ptr addrspace(1), ptr %s161
  %t1800 = load ptr addrspace(1), ptr %s162
  %t1801 = load ptr addrspace(1), ptr %s163
  %t1802 = load ptr addrspace(1), ptr %s164
  %t1803 = load ptr addrspace(1), ptr %s165
  %t1804 = load ptr addrspace(1), ptr %s166
  %t1805 = load ptr addrspace(1), ptr %s167
  %t1806 = load ptr addrspace(1), ptr %s168
  %t1807 = load ptr addrspace(1), ptr %s169
  %t1808 = load ptr addrspace(1), ptr %s170
  %t1809 = load ptr addrspace(1), ptr %s171
  %t1810 = load ptr addrspace(1), ptr %s172
  %t1811 = load ptr addrspace(1), ptr %s173
  %t1812 = load ptr addrspace(1), ptr %s174
  %t1813 = load ptr addrspace(1), ptr %s175
  %t1814 = load ptr addrspace(1), ptr %s176
  %t1815 = load ptr addrspace(1), ptr %s177
  %t1816 = load ptr addrspace(1), ptr %s178
  %t1817 = load ptr addrspace(1), ptr %s179
  %t1818 = load ptr addrspace(1), ptr %s180
  %t1819 = load ptr addrspace(1), ptr %s181
  %t1820 = load ptr addrspace(1), ptr %s182
  %t1821 = load ptr addrspace(1), ptr %s183
  %t1822 = load ptr addrspace(1), ptr %s184
  %t1823 = load ptr addrspace(1), ptr %s185
  %t1824 = load ptr addrspace(1), ptr %s186
  %t1825 = load ptr addrspace(1), ptr %s187
  %t1826 = load ptr addrspace(1), ptr %s188
  %t1827 = load ptr addrspace(1), ptr %s189
  %t1828 = load ptr addrspace(1), ptr %s190
  %t1829 = load ptr addrspace(1), ptr %s191
  %t1830 = load ptr addrspace(1), ptr %s192
  %t1831 = load ptr addrspace(1), ptr %s193
  %t1832 = load ptr addrspace(1), ptr %s194
  %t1833 = load ptr addrspace(1), ptr %s195
  %t1834 = load ptr addrspace(1), ptr %s196
  %t1835 = load ptr addrspace(1), ptr %s197
  %t1836 = load ptr addrspace(1), ptr %s198
  %t1837 = load ptr addrspace(1), ptr %s199
  %t1838 = load ptr addrspace(1), ptr %s200
  %t1839 = load ptr addrspace(1), ptr %s201
  %t1840 = load ptr addrspace(1), ptr %s202
  %t1841 = load ptr addrspace(1), ptr %s203
  %t1842 = load ptr addrspace(1), ptr %s204
  %t1843 = load ptr addrspace(1), ptr %s205
  %t1844 = load ptr addrspace(1), ptr %s206
  %t1845 = load ptr addrspace(1), ptr %s207
  %t1846 = load ptr addrspace(1), ptr %s208
  %t1847 = load ptr addrspace(1), ptr %s209
  %t1848 = load ptr addrspace(1), ptr %s210
  %t1849 = load ptr addrspace(1), ptr %s211
  %t1850 = load ptr addrspace(1), ptr %s212
  %t1851 = load ptr addrspace(1), ptr %s213
  %t1852 = load ptr addrspace(1), ptr %s214
  %t1853 = load ptr addrspace(1), ptr %s215
  %t1854 = load ptr addrspace(1), ptr %s216
  %t1855 = load ptr addrspace(1), ptr %s217
  %t1856 = load ptr addrspace(1), ptr %s218
  %t1857 = load ptr addrspace(1), ptr %s219
  %t1858 = load ptr addrspace(1), ptr %s220
  %t1859 = load ptr addrspace(1), ptr %s221
  %t1860 = load ptr addrspace(1), ptr %s222
  %t1861 = load ptr addrspace(1), ptr %s223
  %t1862 = load ptr addrspace(1), ptr %s224
  %t1863 = load ptr addrspace(1), ptr %s225
  %t1864 = load ptr addrspace(1), ptr %s226
  %t1865 = load ptr addrspace(1), ptr %s227
  %t1866 = load ptr addrspace(1), ptr %s228
  %t1867 = load ptr addrspace(1), ptr %s229
  %t1868 = load ptr addrspace(1), ptr %s230
  %t1869 = load ptr addrspace(1), ptr %s231
  %t1870 = load ptr addrspace(1), ptr %s232
  %t1871 = load ptr addrspace(1), ptr %s233
  %t1872 = load ptr addrspace(1), ptr %s234
  %t1873 = load ptr addrspace(1), ptr %s235
  %t1874 = load ptr addrspace(1), ptr %s236
  %t1875 = load ptr addrspace(1), ptr %s237
  %t1876 = load ptr addrspace(1), ptr %s238
  %t1877 = load ptr addrspace(1), ptr %s239
  %t1878 = load ptr addrspace(1), ptr %s240
  %t1879 = load ptr addrspace(1), ptr %s241
  %t1880 = load ptr addrspace(1), ptr %s242
  %t1881 = load ptr addrspace(1), ptr %s243
  %t1882 = load ptr addrspace(1), ptr %s244
  %t1883 = load ptr addrspace(1), ptr %s245
  %t1884 = load ptr addrspace(1), ptr %s246
  %t1885 = load ptr addrspace(1), ptr %s247
  %t1886 = load ptr addrspace(1), ptr %s248
  %t1887 = load ptr addrspace(1), ptr %s249
  %t1888 = load ptr addrspace(1), ptr %s250
  %t1889 = load ptr addrspace(1), ptr %s251
  %t1890 = load ptr addrspace(1), ptr %s252
  %t1891 = load ptr addrspace(1), ptr %s253
  %t1892 = load ptr addrspace(1), ptr %s254
  %t1893 = load ptr addrspace(1), ptr %s255
  %t1894 = load i32, ptr %s256
  %t1895 = load i32, ptr %s257
  call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t1896 = mul i32 %t1894, 8192
  %t1897 = add i32 %t1896, 0
  %t1898 = mul i32 %t1897, 2
  %t1899 = mul i32 %t1894, 8192
  %t1900 = add i32 %t1899, 24576
  %t1901 = mul i32 %t1900, 2
  %t1902 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1901
  %t1903 = lshr i32 %t1902, 4
  %t1904 = and i32 %t1903, 16383
  %t1905 = zext i32 %t1904 to i64
  %t1906 = or i64 %t1905, 4611686293338849280
  %t1907 = add i32 %t1898, %t203
  %t1908 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1907
  %t1909 = lshr i32 %t1908, 4
  %t1910 = and i32 %t1909, 16383
  %t1911 = zext i32 %t1910 to i64
  %t1912 = or i64 %t1911, 4611686293372403712
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"()
  %t1913 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t1912, i64 %t1906, i32 1, float %t1638, float %t1639, float %t1640, float %t1641, float %t1642, float %t1643, float %t1644, float %t1645, float %t1646, float %t1647, float %t1648, float %t1649, float %t1650, float %t1651, float %t1652, float %t1653, float %t1654, float %t1655, float %t1656, float %t1657, float %t1658, float %t1659, float %t1660, float %t1661, float %t1662, float %t1663, float %t1664, float %t1665, float %t1666, float %t1667, float %t1668, float %t1669, float %t1670, float %t1671, float %t1672, float %t1673, float %t1674, float %t1675, float %t1676, float %t1677, float %t1678, float %t1679, float %t1680, float %t1681, float %t1682, float %t1683, float %t1684, float %t1685, float %t1686, float %t1687, float %t1688, float %t1689, float %t1690, float %t1691, float %t1692, float %t1693, float %t1694, float %t1695, float %t1696, float %t1697, float %t1698, float %t1699, float %t1700, float %t1701)
  %t1914 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 0
  %t1915 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 1
  %t1916 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 2
  %t1917 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 3
  %t1918 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 4
  %t1919 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 5
  %t1920 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 6
  %t1921 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 7
  %t1922 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 8
  %t1923 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 9
  %t1924 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 10
  %t1925 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 11
  %t1926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 12
  %t1927 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 13
  %t1928 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 14
  %t1929 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 15
  %t1930 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 16
  %t1931 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 17
  %t1932 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 18
  %t1933 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 19
  %t1934 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 20
  %t1935 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 21
  %t1936 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 22
  %t1937 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 23
  %t1938 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 24
  %t1939 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 25
  %t1940 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 26
  %t1941 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 27
  %t1942 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 28
  %t1943 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 29
  %t1944 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 30
  %t1945 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 31
  %t1946 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 32
  %t1947 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 33
  %t1948 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 34
  %t1949 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 35
  %t1950 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 36
  %t1951 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 37
  %t1952 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 38
  %t1953 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 39
  %t1954 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 40
  %t1955 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 41
  %t1956 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 42
  %t1957 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 43
  %t1958 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 44
  %t1959 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 45
  %t1960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 46
  %t1961 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 47
  %t1962 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 48
  %t1963 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 49
  %t1964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 50
  %t1965 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 51
  %t1966 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 52
  %t1967 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 53
  %t1968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 54
  %t1969 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 55
  %t1970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 56
  %t1971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 57
  %t1972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 58
  %t1973 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 59
  %t1974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 60
  %t1975 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 61
  %t1976 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 62
  %t1977 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1913, 63
  %t1978 = add i64 %t1912, 512
  %t1979 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t1978, i64 %t1906, i32 1, float %t1702, float %t1703, float %t1704, float %t1705, float %t1706, float %t1707, float %t1708, float %t1709, float %t1710, float %t1711, float %t1712, float %t1713, float %t1714, float %t1715, float %t1716, float %t1717, float %t1718, float %t1719, float %t1720, float %t1721, float %t1722, float %t1723, float %t1724, float %t1725, float %t1726, float %t1727, float %t1728, float %t1729, float %t1730, float %t1731, float %t1732, float %t1733, float %t1734, float %t1735, float %t1736, float %t1737, float %t1738, float %t1739, float %t1740, float %t1741, float %t1742, float %t1743, float %t1744, float %t1745, float %t1746, float %t1747, float %t1748, float %t1749, float %t1750, float %t1751, float %t1752, float %t1753, float %t1754, float %t1755, float %t1756, float %t1757, float %t1758, float %t1759, float %t1760, float %t1761, float %t1762, float %t1763, float %t1764, float %t1765)
  %t1980 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 0
  %t1981 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 1
  %t1982 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 2
  %t1983 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 3
  %t1984 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 4
  %t1985 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 5
  %t1986 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 6
  %t1987 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 7
  %t1988 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 8
  %t1989 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 9
  %t1990 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 10
  %t1991 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 11
  %t1992 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 12
  %t1993 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 13
  %t1994 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 14
  %t1995 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 15
  %t1996 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 16
  %t1997 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 17
  %t1998 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 18
  %t1999 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 19
  %t2000 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 20
  %t2001 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 21
  %t2002 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 22
  %t2003 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 23
  %t2004 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 24
  %t2005 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 25
  %t2006 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 26
  %t2007 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 27
  %t2008 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 28
  %t2009 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 29
  %t2010 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 30
  %t2011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 31
  %t2012 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 32
  %t2013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 33
  %t2014 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 34
  %t2015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 35
  %t2016 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 36
  %t2017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 37
  %t2018 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 38
  %t2019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 39
  %t2020 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 40
  %t2021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 41
  %t2022 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 42
  %t2023 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 43
  %t2024 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 44
  %t2025 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 45
  %t2026 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 46
  %t2027 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 47
  %t2028 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 48
  %t2029 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 49
  %t2030 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 50
  %t2031 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 51
  %t2032 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 52
  %t2033 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 53
  %t2034 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 54
  %t2035 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 55
  %t2036 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 56
  %t2037 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 57
  %t2038 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 58
  %t2039 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 59
  %t2040 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 60
  %t2041 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 61
  %t2042 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 62
  %t2043 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1979, 63
  %t2044 = add i64 %t1912, 2
  %t2045 = add i64 %t1906, 128
  %t2046 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2044, i64 %t2045, i32 1, float %t1914, float %t1915, float %t1916, float %t1917, float %t1918, float %t1919, float %t1920, float %t1921, float %t1922, float %t1923, float %t1924, float %t1925, float %t1926, float %t1927, float %t1928, float %t1929, float %t1930, float %t1931, float %t1932, float %t1933, float %t1934, float %t1935, float %t1936, float %t1937, float %t1938, float %t1939, float %t1940, float %t1941, float %t1942, float %t1943, float %t1944, float %t1945, float %t1946, float %t1947, float %t1948, float %t1949, float %t1950, float %t1951, float %t1952, float %t1953, float %t1954, float %t1955, float %t1956, float %t1957, float %t1958, float %t1959, float %t1960, float %t1961, float %t1962, float %t1963, float %t1964, float %t1965, float %t1966, float %t1967, float %t1968, float %t1969, float %t1970, float %t1971, float %t1972, float %t1973, float %t1974, float %t1975, float %t1976, float %t1977)
  %t2047 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 0
  %t2048 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 1
  %t2049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 2
  %t2050 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 3
  %t2051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 4
  %t2052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 5
  %t2053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 6
  %t2054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 7
  %t2055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 8
  %t2056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 9
  %t2057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 10
  %t2058 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 11
  %t2059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 12
  %t2060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 13
  %t2061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 14
  %t2062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 15
  %t2063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 16
  %t2064 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 17
  %t2065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 18
  %t2066 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 19
  %t2067 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 20
  %t2068 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 21
  %t2069 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 22
  %t2070 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 23
  %t2071 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 24
  %t2072 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 25
  %t2073 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 26
  %t2074 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 27
  %t2075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 28
  %t2076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 29
  %t2077 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 30
  %t2078 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 31
  %t2079 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 32
  %t2080 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 33
  %t2081 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 34
  %t2082 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 35
  %t2083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 36
  %t2084 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 37
  %t2085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 38
  %t2086 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 39
  %t2087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 40
  %t2088 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 41
  %t2089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 42
  %t2090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 43
  %t2091 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 44
  %t2092 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 45
  %t2093 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 46
  %t2094 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 47
  %t2095 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 48
  %t2096 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 49
  %t2097 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 50
  %t2098 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 51
  %t2099 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 52
  %t2100 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 53
  %t2101 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 54
  %t2102 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 55
  %t2103 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 56
  %t2104 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 57
  %t2105 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 58
  %t2106 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 59
  %t2107 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 60
  %t2108 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 61
  %t2109 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 62
  %t2110 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2046, 63
  %t2111 = add i64 %t1912, 514
  %t2112 = add i64 %t1906, 128
  %t2113 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2111, i64 %t2112, i32 1, float %t1980, float %t1981, float %t1982, float %t1983, float %t1984, float %t1985, float %t1986, float %t1987, float %t1988, float %t1989, float %t1990, float %t1991, float %t1992, float %t1993, float %t1994, float %t1995, float %t1996, float %t1997, float %t1998, float %t1999, float %t2000, float %t2001, float %t2002, float %t2003, float %t2004, float %t2005, float %t2006, float %t2007, float %t2008, float %t2009, float %t2010, float %t2011, float %t2012, float %t2013, float %t2014, float %t2015, float %t2016, float %t2017, float %t2018, float %t2019, float %t2020, float %t2021, float %t2022, float %t2023, float %t2024, float %t2025, float %t2026, float %t2027, float %t2028, float %t2029, float %t2030, float %t2031, float %t2032, float %t2033, float %t2034, float %t2035, float %t2036, float %t2037, float %t2038, float %t2039, float %t2040, float %t2041, float %t2042, float %t2043)
  %t2114 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 0
  %t2115 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 1
  %t2116 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 2
  %t2117 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 3
  %t2118 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 4
  %t2119 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 5
  %t2120 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 6
  %t2121 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 7
  %t2122 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 8
  %t2123 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 9
  %t2124 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 10
  %t2125 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 11
  %t2126 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 12
  %t2127 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 13
  %t2128 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 14
  %t2129 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 15
  %t2130 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 16
  %t2131 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 17
  %t2132 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 18
  %t2133 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 19
  %t2134 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 20
  %t2135 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 21
  %t2136 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 22
  %t2137 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 23
  %t2138 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 24
  %t2139 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 25
  %t2140 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 26
  %t2141 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 27
  %t2142 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 28
  %t2143 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 29
  %t2144 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 30
  %t2145 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 31
  %t2146 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 32
  %t2147 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 33
  %t2148 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 34
  %t2149 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 35
  %t2150 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 36
  %t2151 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 37
  %t2152 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 38
  %t2153 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 39
  %t2154 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 40
  %t2155 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 41
  %t2156 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 42
  %t2157 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 43
  %t2158 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 44
  %t2159 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 45
  %t2160 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 46
  %t2161 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 47
  %t2162 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 48
  %t2163 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 49
  %t2164 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 50
  %t2165 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 51
  %t2166 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 52
  %t2167 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 53
  %t2168 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 54
  %t2169 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 55
  %t2170 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 56
  %t2171 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 57
  %t2172 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 58
  %t2173 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 59
  %t2174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 60
  %t2175 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 61
  %t2176 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 62
  %t2177 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2113, 63
  %t2178 = add i64 %t1912, 4
  %t2179 = add i64 %t1906, 256
  %t2180 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2178, i64 %t2179, i32 1, float %t2047, float %t2048, float %t2049, float %t2050, float %t2051, float %t2052, float %t2053, float %t2054, float %t2055, float %t2056, float %t2057, float %t2058, float %t2059, float %t2060, float %t2061, float %t2062, float %t2063, float %t2064, float %t2065, float %t2066, float %t2067, float %t2068, float %t2069, float %t2070, float %t2071, float %t2072, float %t2073, float %t2074, float %t2075, float %t2076, float %t2077, float %t2078, float %t2079, float %t2080, float %t2081, float %t2082, float %t2083, float %t2084, float %t2085, float %t2086, float %t2087, float %t2088, float %t2089, float %t2090, float %t2091, float %t2092, float %t2093, float %t2094, float %t2095, float %t2096, float %t2097, float %t2098, float %t2099, float %t2100, float %t2101, float %t2102, float %t2103, float %t2104, float %t2105, float %t2106, float %t2107, float %t2108, float %t2109, float %t2110)
  %t2181 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 0
  %t2182 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 1
  %t2183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 2
  %t2184 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 3
  %t2185 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 4
  %t2186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 5
  %t2187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 6
  %t2188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 7
  %t2189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 8
  %t2190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 9
  %t2191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 10
  %t2192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 11
  %t2193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 12
  %t2194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 13
  %t2195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 14
  %t2196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 15
  %t2197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 16
  %t2198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 17
  %t2199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 18
  %t2200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 19
  %t2201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 20
  %t2202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 21
  %t2203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 22
  %t2204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 23
  %t2205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 24
  %t2206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 25
  %t2207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 26
  %t2208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 27
  %t2209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 28
  %t2210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 29
  %t2211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 30
  %t2212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 31
  %t2213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 32
  %t2214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 33
  %t2215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 34
  %t2216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 35
  %t2217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 36
  %t2218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 37
  %t2219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 38
  %t2220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 39
  %t2221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 40
  %t2222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 41
  %t2223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 42
  %t2224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 43
  %t2225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 44
  %t2226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 45
  %t2227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 46
  %t2228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 47
  %t2229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 48
  %t2230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 49
  %t2231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 50
  %t2232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 51
  %t2233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 52
  %t2234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 53
  %t2235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 54
  %t2236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 55
  %t2237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 56
  %t2238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 57
  %t2239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 58
  %t2240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 59
  %t2241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 60
  %t2242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 61
  %t2243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 62
  %t2244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2180, 63
  %t2245 = add i64 %t1912, 516
  %t2246 = add i64 %t1906, 256
  %t2247 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2245, i64 %t2246, i32 1, float %t2114, float %t2115, float %t2116, float %t2117, float %t2118, float %t2119, float %t2120, float %t2121, float %t2122, float %t2123, float %t2124, float %t2125, float %t2126, float %t2127, float %t2128, float %t2129, float %t2130, float %t2131, float %t2132, float %t2133, float %t2134, float %t2135, float %t2136, float %t2137, float %t2138, float %t2139, float %t2140, float %t2141, float %t2142, float %t2143, float %t2144, float %t2145, float %t2146, float %t2147, float %t2148, float %t2149, float %t2150, float %t2151, float %t2152, float %t2153, float %t2154, float %t2155, float %t2156, float %t2157, float %t2158, float %t2159, float %t2160, float %t2161, float %t2162, float %t2163, float %t2164, float %t2165, float %t2166, float %t2167, float %t2168, float %t2169, float %t2170, float %t2171, float %t2172, float %t2173, float %t2174, float %t2175, float %t2176, float %t2177)
  %t2248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 0
  %t2249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 1
  %t2250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 2
  %t2251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 3
  %t2252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 4
  %t2253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 5
  %t2254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 6
  %t2255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 7
  %t2256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 8
  %t2257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 9
  %t2258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 10
  %t2259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 11
  %t2260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 12
  %t2261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 13
  %t2262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 14
  %t2263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 15
  %t2264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 16
  %t2265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 17
  %t2266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 18
  %t2267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 19
  %t2268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 20
  %t2269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 21
  %t2270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 22
  %t2271 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 23
  %t2272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 24
  %t2273 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 25
  %t2274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 26
  %t2275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 27
  %t2276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 28
  %t2277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 29
  %t2278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 30
  %t2279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 31
  %t2280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 32
  %t2281 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 33
  %t2282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 34
  %t2283 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 35
  %t2284 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 36
  %t2285 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 37
  %t2286 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 38
  %t2287 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 39
  %t2288 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 40
  %t2289 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 41
  %t2290 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 42
  %t2291 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 43
  %t2292 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 44
  %t2293 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 45
  %t2294 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 46
  %t2295 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 47
  %t2296 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 48
  %t2297 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 49
  %t2298 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 50
  %t2299 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 51
  %t2300 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 52
  %t2301 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 53
  %t2302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 54
  %t2303 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 55
  %t2304 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 56
  %t2305 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 57
  %t2306 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 58
  %t2307 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 59
  %t2308 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 60
  %t2309 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 61
  %t2310 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 62
  %t2311 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2247, 63
  %t2312 = add i64 %t1912, 6
  %t2313 = add i64 %t1906, 384
  %t2314 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2312, i64 %t2313, i32 1, float %t2181, float %t2182, float %t2183, float %t2184, float %t2185, float %t2186, float %t2187, float %t2188, float %t2189, float %t2190, float %t2191, float %t2192, float %t2193, float %t2194, float %t2195, float %t2196, float %t2197, float %t2198, float %t2199, float %t2200, float %t2201, float %t2202, float %t2203, float %t2204, float %t2205, float %t2206, float %t2207, float %t2208, float %t2209, float %t2210, float %t2211, float %t2212, float %t2213, float %t2214, float %t2215, float %t2216, float %t2217, float %t2218, float %t2219, float %t2220, float %t2221, float %t2222, float %t2223, float %t2224, float %t2225, float %t2226, float %t2227, float %t2228, float %t2229, float %t2230, float %t2231, float %t2232, float %t2233, float %t2234, float %t2235, float %t2236, float %t2237, float %t2238, float %t2239, float %t2240, float %t2241, float %t2242, float %t2243, float %t2244)
  %t2315 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 0
  %t2316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 1
  %t2317 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 2
  %t2318 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 3
  %t2319 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 4
  %t2320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 5
  %t2321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 6
  %t2322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 7
  %t2323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 8
  %t2324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 9
  %t2325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 10
  %t2326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 11
  %t2327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 12
  %t2328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 13
  %t2329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 14
  %t2330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 15
  %t2331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 16
  %t2332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 17
  %t2333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 18
  %t2334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 19
  %t2335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 20
  %t2336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 21
  %t2337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 22
  %t2338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 23
  %t2339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 24
  %t2340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 25
  %t2341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 26
  %t2342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 27
  %t2343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 28
  %t2344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 29
  %t2345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 30
  %t2346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 31
  %t2347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 32
  %t2348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 33
  %t2349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 34
  %t2350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 35
  %t2351 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 36
  %t2352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 37
  %t2353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 38
  %t2354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 39
  %t2355 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 40
  %t2356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 41
  %t2357 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 42
  %t2358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 43
  %t2359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 44
  %t2360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 45
  %t2361 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 46
  %t2362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 47
  %t2363 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 48
  %t2364 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 49
  %t2365 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 50
  %t2366 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 51
  %t2367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 52
  %t2368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 53
  %t2369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 54
  %t2370 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 55
  %t2371 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 56
  %t2372 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 57
  %t2373 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 58
  %t2374 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 59
  %t2375 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 60
  %t2376 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 61
  %t2377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 62
  %t2378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2314, 63
  %t2379 = add i64 %t1912, 518
  %t2380 = add i64 %t1906, 384
  %t2381 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2379, i64 %t2380, i32 1, float %t2248, float %t2249, float %t2250, float %t2251, float %t2252, float %t2253, float %t2254, float %t2255, float %t2256, float %t2257, float %t2258, float %t2259, float %t2260, float %t2261, float %t2262, float %t2263, float %t2264, float %t2265, float %t2266, float %t2267, float %t2268, float %t2269, float %t2270, float %t2271, float %t2272, float %t2273, float %t2274, float %t2275, float %t2276, float %t2277, float %t2278, float %t2279, float %t2280, float %t2281, float %t2282, float %t2283, float %t2284, float %t2285, float %t2286, float %t2287, float %t2288, float %t2289, float %t2290, float %t2291, float %t2292, float %t2293, float %t2294, float %t2295, float %t2296, float %t2297, float %t2298, float %t2299, float %t2300, float %t2301, float %t2302, float %t2303, float %t2304, float %t2305, float %t2306, float %t2307, float %t2308, float %t2309, float %t2310, float %t2311)
  %t2382 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 0
  %t2383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 1
  %t2384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 2
  %t2385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 3
  %t2386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 4
  %t2387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 5
  %t2388 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 6
  %t2389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 7
  %t2390 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 8
  %t2391 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 9
  %t2392 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 10
  %t2393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 11
  %t2394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 12
  %t2395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 13
  %t2396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 14
  %t2397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 15
  %t2398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 16
  %t2399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 17
  %t2400 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 18
  %t2401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 19
  %t2402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 20
  %t2403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 21
  %t2404 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 22
  %t2405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 23
  %t2406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 24
  %t2407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 25
  %t2408 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 26
  %t2409 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 27
  %t2410 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 28
  %t2411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 29
  %t2412 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 30
  %t2413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 31
  %t2414 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 32
  %t2415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 33
  %t2416 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 34
  %t2417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 35
  %t2418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 36
  %t2419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 37
  %t2420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 38
  %t2421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 39
  %t2422 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 40
  %t2423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 41
  %t2424 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 42
  %t2425 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 43
  %t2426 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 44
  %t2427 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 45
  %t2428 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 46
  %t2429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 47
  %t2430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 48
  %t2431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 49
  %t2432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 50
  %t2433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 51
  %t2434 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 52
  %t2435 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 53
  %t2436 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 54
  %t2437 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 55
  %t2438 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 56
  %t2439 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 57
  %t2440 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 58
  %t2441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 59
  %t2442 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 60
  %t2443 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 61
  %t2444 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 62
  %t2445 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2381, 63
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"()
  call void asm sideeffect "wgmma.wait_group.sync.aligned 1;", "~{memory}"()
  %t2446 = sext i32 64 to i64
  %t2447 = getelementptr half, ptr addrspace(1) %t1766, i64 %t2446
  %t2448 = sext i32 64 to i64
  %t2449 = getelementptr half, ptr addrspace(1) %t1767, i64 %t2448
  %t2450 = sext i32 64 to i64
  %t2451 = getelementptr half, ptr addrspace(1) %t1768, i64 %t2450
  %t2452 = sext i32 64 to i64
  %t2453 = getelementptr half, ptr addrspace(1) %t1769, i64 %t2452
  %t2454 = sext i32 64 to i64
  %t2455 = getelementptr half, ptr addrspace(1) %t1770, i64 %t2454
  %t2456 = sext i32 64 to i64
  %t2457 = getelementptr half, ptr addrspace(1) %t1771, i64 %t2456
  %t2458 = sext i32 64 to i64
  %t2459 = getelementptr half, ptr addrspace(1) %t1772, i64 %t2458
  %t2460 = sext i32 64 to i64
  %t2461 = getelementptr half, ptr addrspace(1) %t1773, i64 %t2460
  %t2462 = sext i32 64 to i64
  %t2463 = getelementptr half, ptr addrspace(1) %t1774, i64 %t2462
  %t2464 = sext i32 64 to i64
  %t2465 = getelementptr half, ptr addrspace(1) %t1775, i64 %t2464
  %t2466 = sext i32 64 to i64
  %t2467 = getelementptr half, ptr addrspace(1) %t1776, i64 %t2466
  %t2468 = sext i32 64 to i64
  %t2469 = getelementptr half, ptr addrspace(1) %t1777, i64 %t2468
  %t2470 = sext i32 64 to i64
  %t2471 = getelementptr half, ptr addrspace(1) %t1778, i64 %t2470
  %t2472 = sext i32 64 to i64
  %t2473 = getelementptr half, ptr addrspace(1) %t1779, i64 %t2472
  %t2474 = sext i32 64 to i64
  %t2475 = getelementptr half, ptr addrspace(1) %t1780, i64 %t2474
  %t2476 = sext i32 64 to i64
  %t2477 = getelementptr half, ptr addrspace(1) %t1781, i64 %t2476
  %t2478 = sext i32 64 to i64
  %t2479 = getelementptr half, ptr addrspace(1) %t1782, i64 %t2478
  %t2480 = sext i32 64 to i64
  %t2481 = getelementptr half, ptr addrspace(1) %t1783, i64 %t2480
  %t2482 = sext i32 64 to i64
  %t2483 = getelementptr half, ptr addrspace(1) %t1784, i64 %t2482
  %t2484 = sext i32 64 to i64
  %t2485 = getelementptr half, ptr addrspace(1) %t1785, i64 %t2484
  %t2486 = sext i32 64 to i64
  %t2487 = getelementptr half, ptr addrspace(1) %t1786, i64 %t2486
  %t2488 = sext i32 64 to i64
  %t2489 = getelementptr half, ptr addrspace(1) %t1787, i64 %t2488
  %t2490 = sext i32 64 to i64
  %t2491 = getelementptr half, ptr addrspace(1) %t1788, i64 %t2490
  %t2492 = sext i32 64 to i64
  %t2493 = getelementptr half, ptr addrspace(1) %t1789, i64 %t2492
  %t2494 = sext i32 64 to i64
  %t2495 = getelementptr half, ptr addrspace(1) %t1790, i64 %t2494
  %t2496 = sext i32 64 to i64
  %t2497 = getelementptr half, ptr addrspace(1) %t1791, i64 %t2496
  %t2498 = sext i32 64 to i64
  %t2499 = getelementptr half, ptr addrspace(1) %t1792, i64 %t2498
  %t2500 = sext i32 64 to i64
  %t2501 = getelementptr half, ptr addrspace(1) %t1793, i64 %t2500
  %t2502 = sext i32 64 to i64
  %t2503 = getelementptr half, ptr addrspace(1) %t1794, i64 %t2502
  %t2504 = sext i32 64 to i64
  %t2505 = getelementptr half, ptr addrspace(1) %t1795, i64 %t2504
  %t2506 = sext i32 64 to i64
  %t2507 = getelementptr half, ptr addrspace(1) %t1796, i64 %t2506
  %t2508 = sext i32 64 to i64
  %t2509 = getelementptr half, ptr addrspace(1) %t1797, i64 %t2508
  %t2510 = sext i32 64 to i64
  %t2511 = getelementptr half, ptr addrspace(1) %t1798, i64 %t2510
  %t2512 = sext i32 64 to i64
  %t2513 = getelementptr half, ptr addrspace(1) %t1799, i64 %t2512
  %t2514 = sext i32 64 to i64
  %t2515 = getelementptr half, ptr addrspace(1) %t1800, i64 %t2514
  %t2516 = sext i32 64 to i64
  %t2517 = getelementptr half, ptr addrspace(1) %t1801, i64 %t2516
  %t2518 = sext i32 64 to i64
  %t2519 = getelementptr half, ptr addrspace(1) %t1802, i64 %t2518
  %t2520 = sext i32 64 to i64
  %t2521 = getelementptr half, ptr addrspace(1) %t1803, i64 %t2520
  %t2522 = sext i32 64 to i64
  %t2523 = getelementptr half, ptr addrspace(1) %t1804, i64 %t2522
  %t2524 = sext i32 64 to i64
  %t2525 = getelementptr half, ptr addrspace(1) %t1805, i64 %t2524
  %t2526 = sext i32 64 to i64
  %t2527 = getelementptr half, ptr addrspace(1) %t1806, i64 %t2526
  %t2528 = sext i32 64 to i64
  %t2529 = getelementptr half, ptr addrspace(1) %t1807, i64 %t2528
  %t2530 = sext i32 64 to i64
  %t2531 = getelementptr half, ptr addrspace(1) %t1808, i64 %t2530
  %t2532 = sext i32 64 to i64
  %t2533 = getelementptr half, ptr addrspace(1) %t1809, i64 %t2532
  %t2534 = sext i32 64 to i64
  %t2535 = getelementptr half, ptr addrspace(1) %t1810, i64 %t2534
  %t2536 = sext i32 64 to i64
  %t2537 = getelementptr half, ptr addrspace(1) %t1811, i64 %t2536
  %t2538 = sext i32 64 to i64
  %t2539 = getelementptr half, ptr addrspace(1) %t1812, i64 %t2538
  %t2540 = sext i32 64 to i64
  %t2541 = getelementptr half, ptr addrspace(1) %t1813, i64 %t2540
  %t2542 = sext i32 64 to i64
  %t2543 = getelementptr half, ptr addrspace(1) %t1814, i64 %t2542
  %t2544 = sext i32 64 to i64
  %t2545 = getelementptr half, ptr addrspace(1) %t1815, i64 %t2544
  %t2546 = sext i32 64 to i64
  %t2547 = getelementptr half, ptr addrspace(1) %t1816, i64 %t2546
  %t2548 = sext i32 64 to i64
  %t2549 = getelementptr half, ptr addrspace(1) %t1817, i64 %t2548
  %t2550 = sext i32 64 to i64
  %t2551 = getelementptr half, ptr addrspace(1) %t1818, i64 %t2550
  %t2552 = sext i32 64 to i64
  %t2553 = getelementptr half, ptr addrspace(1) %t1819, i64 %t2552
  %t2554 = sext i32 64 to i64
  %t2555 = getelementptr half, ptr addrspace(1) %t1820, i64 %t2554
  %t2556 = sext i32 64 to i64
  %t2557 = getelementptr half, ptr addrspace(1) %t1821, i64 %t2556
  %t2558 = sext i32 64 to i64
  %t2559 = getelementptr half, ptr addrspace(1) %t1822, i64 %t2558
  %t2560 = sext i32 64 to i64
  %t2561 = getelementptr half, ptr addrspace(1) %t1823, i64 %t2560
  %t2562 = sext i32 64 to i64
  %t2563 = getelementptr half, ptr addrspace(1) %t1824, i64 %t2562
  %t2564 = sext i32 64 to i64
  %t2565 = getelementptr half, ptr addrspace(1) %t1825, i64 %t2564
  %t2566 = sext i32 64 to i64
  %t2567 = getelementptr half, ptr addrspace(1) %t1826, i64 %t2566
  %t2568 = sext i32 64 to i64
  %t2569 = getelementptr half, ptr addrspace(1) %t1827, i64 %t2568
  %t2570 = sext i32 64 to i64
  %t2571 = getelementptr half, ptr addrspace(1) %t1828, i64 %t2570
  %t2572 = sext i32 64 to i64
  %t2573 = getelementptr half, ptr addrspace(1) %t1829, i64 %t2572
  %t2574 = sext i32 %t841 to i64
  %t2575 = getelementptr half, ptr addrspace(1) %t1830, i64 %t2574
  %t2576 = sext i32 %t841 to i64
  %t2577 = getelementptr half, ptr addrspace(1) %t1831, i64 %t2576
  %t2578 = sext i32 %t841 to i64
  %t2579 = getelementptr half, ptr addrspace(1) %t1832, i64 %t2578
  %t2580 = sext i32 %t841 to i64
  %t2581 = getelementptr half, ptr addrspace(1) %t1833, i64 %t2580
  %t2582 = sext i32 %t841 to i64
  %t2583 = getelementptr half, ptr addrspace(1) %t1834, i64 %t2582
  %t2584 = sext i32 %t841 to i64
  %t2585 = getelementptr half, ptr addrspace(1) %t1835, i64 %t2584
  %t2586 = sext i32 %t841 to i64
  %t2587 = getelementptr half, ptr addrspace(1) %t1836, i64 %t2586
  %t2588 = sext i32 %t841 to i64
  %t2589 = getelementptr half, ptr addrspace(1) %t1837, i64 %t2588
  %t2590 = sext i32 %t841 to i64
  %t2591 = getelementptr half, ptr addrspace(1) %t1838, i64 %t2590
  %t2592 = sext i32 %t841 to i64
  %t2593 = getelementptr half, ptr addrspace(1) %t1839, i64 %t2592
  %t2594 = sext i32 %t841 to i64
  %t2595 = getelementptr half, ptr addrspace(1) %t1840, i64 %t2594
  %t2596 = sext i32 %t841 to i64
  %t2597 = getelementptr half, ptr addrspace(1) %t1841, i64 %t2596
  %t2598 = sext i32 %t841 to i64
  %t2599 = getelementptr half, ptr addrspace(1) %t1842, i64 %t2598
  %t2600 = sext i32 %t841 to i64
  %t2601 = getelementptr half, ptr addrspace(1) %t1843, i64 %t2600
  %t2602 = sext i32 %t841 to i64
  %t2603 = getelementptr half, ptr addrspace(1) %t1844, i64 %t2602
  %t2604 = sext i32 %t841 to i64
  %t2605 = getelementptr half, ptr addrspace(1) %t1845, i64 %t2604
  %t2606 = sext i32 %t841 to i64
  %t2607 = getelementptr half, ptr addrspace(1) %t1846, i64 %t2606
  %t2608 = sext i32 %t841 to i64
  %t2609 = getelementptr half, ptr addrspace(1) %t1847, i64 %t2608
  %t2610 = sext i32 %t841 to i64
  %t2611 = getelementptr half, ptr addrspace(1) %t1848, i64 %t2610
  %t2612 = sext i32 %t841 to i64
  %t2613 = getelementptr half, ptr addrspace(1) %t1849, i64 %t2612
  %t2614 = sext i32 %t841 to i64
  %t2615 = getelementptr half, ptr addrspace(1) %t1850, i64 %t2614
  %t2616 = sext i32 %t841 to i64
  %t2617 = getelementptr half, ptr addrspace(1) %t1851, i64 %t2616
  %t2618 = sext i32 %t841 to i64
  %t2619 = getelementptr half, ptr addrspace(1) %t1852, i64 %t2618
  %t2620 = sext i32 %t841 to i64
  %t2621 = getelementptr half, ptr addrspace(1) %t1853, i64 %t2620
  %t2622 = sext i32 %t841 to i64
  %t2623 = getelementptr half, ptr addrspace(1) %t1854, i64 %t2622
  %t2624 = sext i32 %t841 to i64
  %t2625 = getelementptr half, ptr addrspace(1) %t1855, i64 %t2624
  %t2626 = sext i32 %t841 to i64
  %t2627 = getelementptr half, ptr addrspace(1) %t1856, i64 %t2626
  %t2628 = sext i32 %t841 to i64
  %t2629 = getelementptr half, ptr addrspace(1) %t1857, i64 %t2628
  %t2630 = sext i32 %t841 to i64
  %t2631 = getelementptr half, ptr addrspace(1) %t1858, i64 %t2630
  %t2632 = sext i32 %t841 to i64
  %t2633 = getelementptr half, ptr addrspace(1) %t1859, i64 %t2632
  %t2634 = sext i32 %t841 to i64
  %t2635 = getelementptr half, ptr addrspace(1) %t1860, i64 %t2634
  %t2636 = sext i32 %t841 to i64
  %t2637 = getelementptr half, ptr addrspace(1) %t1861, i64 %t2636
  %t2638 = sext i32 %t841 to i64
  %t2639 = getelementptr half, ptr addrspace(1) %t1862, i64 %t2638
  %t2640 = sext i32 %t841 to i64
  %t2641 = getelementptr half, ptr addrspace(1) %t1863, i64 %t2640
  %t2642 = sext i32 %t841 to i64
  %t2643 = getelementptr half, ptr addrspace(1) %t1864, i64 %t2642
  %t2644 = sext i32 %t841 to i64
  %t2645 = getelementptr half, ptr addrspace(1) %t1865, i64 %t2644
  %t2646 = sext i32 %t841 to i64
  %t2647 = getelementptr half, ptr addrspace(1) %t1866, i64 %t2646
  %t2648 = sext i32 %t841 to i64
  %t2649 = getelementptr half, ptr addrspace(1) %t1867, i64 %t2648
  %t2650 = sext i32 %t841 to i64
  %t2651 = getelementptr half, ptr addrspace(1) %t1868, i64 %t2650
  %t2652 = sext i32 %t841 to i64
  %t2653 = getelementptr half, ptr addrspace(1) %t1869, i64 %t2652
  %t2654 = sext i32 %t841 to i64
  %t2655 = getelementptr half, ptr addrspace(1) %t1870, i64 %t2654
  %t2656 = sext i32 %t841 to i64
  %t2657 = getelementptr half, ptr addrspace(1) %t1871, i64 %t2656
  %t2658 = sext i32 %t841 to i64
  %t2659 = getelementptr half, ptr addrspace(1) %t1872, i64 %t2658
  %t2660 = sext i32 %t841 to i64
  %t2661 = getelementptr half, ptr addrspace(1) %t1873, i64 %t2660
  %t2662 = sext i32 %t841 to i64
  %t2663 = getelementptr half, ptr addrspace(1) %t1874, i64 %t2662
  %t2664 = sext i32 %t841 to i64
  %t2665 = getelementptr half, ptr addrspace(1) %t1875, i64 %t2664
  %t2666 = sext i32 %t841 to i64
  %t2667 = getelementptr half, ptr addrspace(1) %t1876, i64 %t2666
  %t2668 = sext i32 %t841 to i64
  %t2669 = getelementptr half, ptr addrspace(1) %t1877, i64 %t2668
  %t2670 = sext i32 %t841 to i64
  %t2671 = getelementptr half, ptr addrspace(1) %t1878, i64 %t2670
  %t2672 = sext i32 %t841 to i64
  %t2673 = getelementptr half, ptr addrspace(1) %t1879, i64 %t2672
  %t2674 = sext i32 %t841 to i64
  %t2675 = getelementptr half, ptr addrspace(1) %t1880, i64 %t2674
  %t2676 = sext i32 %t841 to i64
  %t2677 = getelementptr half, ptr addrspace(1) %t1881, i64 %t2676
  %t2678 = sext i32 %t841 to i64
  %t2679 = getelementptr half, ptr addrspace(1) %t1882, i64 %t2678
  %t2680 = sext i32 %t841 to i64
  %t2681 = getelementptr half, ptr addrspace(1) %t1883, i64 %t2680
  %t2682 = sext i32 %t841 to i64
  %t2683 = getelementptr half, ptr addrspace(1) %t1884, i64 %t2682
  %t2684 = sext i32 %t841 to i64
  %t2685 = getelementptr half, ptr addrspace(1) %t1885, i64 %t2684
  %t2686 = sext i32 %t841 to i64
  %t2687 = getelementptr half, ptr addrspace(1) %t1886, i64 %t2686
  %t2688 = sext i32 %t841 to i64
  %t2689 = getelementptr half, ptr addrspace(1) %t1887, i64 %t2688
  %t2690 = sext i32 %t841 to i64
  %t2691 = getelementptr half, ptr addrspace(1) %t1888, i64 %t2690
  %t2692 = sext i32 %t841 to i64
  %t2693 = getelementptr half, ptr addrspace(1) %t1889, i64 %t2692
  %t2694 = sext i32 %t841 to i64
  %t2695 = getelementptr half, ptr addrspace(1) %t1890, i64 %t2694
  %t2696 = sext i32 %t841 to i64
  %t2697 = getelementptr half, ptr addrspace(1) %t1891, i64 %t2696
  %t2698 = sext i32 %t841 to i64
  %t2699 = getelementptr half, ptr addrspace(1) %t1892, i64 %t2698
  %t2700 = sext i32 %t841 to i64
  %t2701 = getelementptr half, ptr addrspace(1) %t1893, i64 %t2700
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t2702 = mul i32 1, 2
  %t2703 = add i32 %t1636, %t2702
  %t2704 = icmp slt i32 %t2703, %t838
  %t2705 = mul i32 64, 2
  %t2706 = mul i32 64, 2
  %t2707 = mul i32 64, 2
  %t2708 = mul i32 64, 2
  %t2709 = mul i32 64, 2
  %t2710 = mul i32 64, 2
  %t2711 = mul i32 64, 2
  %t2712 = mul i32 64, 2
  %t2713 = mul i32 64, 2
  %t2714 = mul i32 64, 2
  %t2715 = mul i32 64, 2
  %t2716 = mul i32 64, 2
  %t2717 = mul i32 64, 2
  %t2718 = mul i32 64, 2
  %t2719 = mul i32 64, 2
  %t2720 = mul i32 64, 2
  %t2721 = mul i32 64, 2
  %t2722 = mul i32 64, 2
  %t2723 = mul i32 64, 2
  %t2724 = mul i32 64, 2
  %t2725 = mul i32 64, 2
  %t2726 = mul i32 64, 2
  %t2727 = mul i32 64, 2
  %t2728 = mul i32 64, 2
  %t2729 = mul i32 64, 2
  %t2730 = mul i32 64, 2
  %t2731 = mul i32 64, 2
  %t2732 = mul i32 64, 2
  %t2733 = mul i32 64, 2
  %t2734 = mul i32 64, 2
  %t2735 = mul i32 64, 2
  %t2736 = mul i32 64, 2
  %t2737 = mul i32 64, 2
  %t2738 = mul i32 64, 2
  %t2739 = mul i32 64, 2
  %t2740 = mul i32 64, 2
  %t2741 = mul i32 64, 2
  %t2742 = mul i32 64, 2
  %t2743 = mul i32 64, 2
  %t2744 = mul i32 64, 2
  %t2745 = mul i32 64, 2
  %t2746 = mul i32 64, 2
  %t2747 = mul i32 64, 2
  %t2748 = mul i32 64, 2
  %t2749 = mul i32 64, 2
  %t2750 = mul i32 64, 2
  %t2751 = mul i32 64, 2
  %t2752 = mul i32 64, 2
  %t2753 = mul i32 64, 2
  %t2754 = mul i32 64, 2
  %t2755 = mul i32 64, 2
  %t2756 = mul i32 64, 2
  %t2757 = mul i32 64, 2
  %t2758 = mul i32 64, 2
  %t2759 = mul i32 64, 2
  %t2760 = mul i32 64, 2
  %t2761 = mul i32 64, 2
  %t2762 = mul i32 64, 2
  %t2763 = mul i32 64, 2
  %t2764 = mul i32 64, 2
  %t2765 = mul i32 64, 2
  %t2766 = mul i32 64, 2
  %t2767 = mul i32 64, 2
  %t2768 = mul i32 64, 2
  %t2769 = sext i32 %t2705 to i64
  %t2770 = getelementptr half, ptr addrspace(1) %t1766, i64 %t2769
  %t2771 = sext i32 %t2706 to i64
  %t2772 = getelementptr half, ptr addrspace(1) %t1767, i64 %t2771
  %t2773 = sext i32 %t2707 to i64
  %t2774 = getelementptr half, ptr addrspace(1) %t1768, i64 %t2773
  %t2775 = sext i32 %t2708 to i64
  %t2776 = getelementptr half, ptr addrspace(1) %t1769, i64 %t2775
  %t2777 = sext i32 %t2709 to i64
  %t2778 = getelementptr half, ptr addrspace(1) %t1770, i64 %t2777
  %t2779 = sext i32 %t2710 to i64
  %t2780 = getelementptr half, ptr addrspace(1) %t1771, i64 %t2779
  %t2781 = sext i32 %t2711 to i64
  %t2782 = getelementptr half, ptr addrspace(1) %t1772, i64 %t2781
  %t2783 = sext i32 %t2712 to i64
  %t2784 = getelementptr half, ptr addrspace(1) %t1773, i64 %t2783
  %t2785 = sext i32 %t2713 to i64
  %t2786 = getelementptr half, ptr addrspace(1) %t1774, i64 %t2785
  %t2787 = sext i32 %t2714 to i64
  %t2788 = getelementptr half, ptr addrspace(1) %t1775, i64 %t2787
  %t2789 = sext i32 %t2715 to i64
  %t2790 = getelementptr half, ptr addrspace(1) %t1776, i64 %t2789
  %t2791 = sext i32 %t2716 to i64
  %t2792 = getelementptr half, ptr addrspace(1) %t1777, i64 %t2791
  %t2793 = sext i32 %t2717 to i64
  %t2794 = getelementptr half, ptr addrspace(1) %t1778, i64 %t2793
  %t2795 = sext i32 %t2718 to i64
  %t2796 = getelementptr half, ptr addrspace(1) %t1779, i64 %t2795
  %t2797 = sext i32 %t2719 to i64
  %t2798 = getelementptr half, ptr addrspace(1) %t1780, i64 %t2797
  %t2799 = sext i32 %t2720 to i64
  %t2800 = getelementptr half, ptr addrspace(1) %t1781, i64 %t2799
  %t2801 = sext i32 %t2721 to i64
  %t2802 = getelementptr half, ptr addrspace(1) %t1782, i64 %t2801
  %t2803 = sext i32 %t2722 to i64
  %t2804 = getelementptr half, ptr addrspace(1) %t1783, i64 %t2803
  %t2805 = sext i32 %t2723 to i64
  %t2806 = getelementptr half, ptr addrspace(1) %t1784, i64 %t2805
  %t2807 = sext i32 %t2724 to i64
  %t2808 = getelementptr half, ptr addrspace(1) %t1785, i64 %t2807
  %t2809 = sext i32 %t2725 to i64
  %t2810 = getelementptr half, ptr addrspace(1) %t1786, i64 %t2809
  %t2811 = sext i32 %t2726 to i64
  %t2812 = getelementptr half, ptr addrspace(1) %t1787, i64 %t2811
  %t2813 = sext i32 %t2727 to i64
  %t2814 = getelementptr half, ptr addrspace(1) %t1788, i64 %t2813
  %t2815 = sext i32 %t2728 to i64
  %t2816 = getelementptr half, ptr addrspace(1) %t1789, i64 %t2815
  %t2817 = sext i32 %t2729 to i64
  %t2818 = getelementptr half, ptr addrspace(1) %t1790, i64 %t2817
  %t2819 = sext i32 %t2730 to i64
  %t2820 = getelementptr half, ptr addrspace(1) %t1791, i64 %t2819
  %t2821 = sext i32 %t2731 to i64
  %t2822 = getelementptr half, ptr addrspace(1) %t1792, i64 %t2821
  %t2823 = sext i32 %t2732 to i64
  %t2824 = getelementptr half, ptr addrspace(1) %t1793, i64 %t2823
  %t2825 = sext i32 %t2733 to i64
  %t2826 = getelementptr half, ptr addrspace(1) %t1794, i64 %t2825
  %t2827 = sext i32 %t2734 to i64
  %t2828 = getelementptr half, ptr addrspace(1) %t1795, i64 %t2827
  %t2829 = sext i32 %t2735 to i64
  %t2830 = getelementptr half, ptr addrspace(1) %t1796, i64 %t2829
  %t2831 = sext i32 %t2736 to i64
  %t2832 = getelementptr half, ptr addrspace(1) %t1797, i64 %t2831
  %t2833 = sext i32 %t2737 to i64
  %t2834 = getelementptr half, ptr addrspace(1) %t1798, i64 %t2833
  %t2835 = sext i32 %t2738 to i64
  %t2836 = getelementptr half, ptr addrspace(1) %t1799, i64 %t2835
  %t2837 = sext i32 %t2739 to i64
  %t2838 = getelementptr half, ptr addrspace(1) %t1800, i64 %t2837
  %t2839 = sext i32 %t2740 to i64
  %t2840 = getelementptr half, ptr addrspace(1) %t1801, i64 %t2839
  %t2841 = sext i32 %t2741 to i64
  %t2842 = getelementptr half, ptr addrspace(1) %t1802, i64 %t2841
  %t2843 = sext i32 %t2742 to i64
  %t2844 = getelementptr half, ptr addrspace(1) %t1803, i64 %t2843
  %t2845 = sext i32 %t2743 to i64
  %t2846 = getelementptr half, ptr addrspace(1) %t1804, i64 %t2845
  %t2847 = sext i32 %t2744 to i64
  %t2848 = getelementptr half, ptr addrspace(1) %t1805, i64 %t2847
  %t2849 = sext i32 %t2745 to i64
  %t2850 = getelementptr half, ptr addrspace(1) %t1806, i64 %t2849
  %t2851 = sext i32 %t2746 to i64
  %t2852 = getelementptr half, ptr addrspace(1) %t1807, i64 %t2851
  %t2853 = sext i32 %t2747 to i64
  %t2854 = getelementptr half, ptr addrspace(1) %t1808, i64 %t2853
  %t2855 = sext i32 %t2748 to i64
  %t2856 = getelementptr half, ptr addrspace(1) %t1809, i64 %t2855
  %t2857 = sext i32 %t2749 to i64
  %t2858 = getelementptr half, ptr addrspace(1) %t1810, i64 %t2857
  %t2859 = sext i32 %t2750 to i64
  %t2860 = getelementptr half, ptr addrspace(1) %t1811, i64 %t2859
  %t2861 = sext i32 %t2751 to i64
  %t2862 = getelementptr half, ptr addrspace(1) %t1812, i64 %t2861
  %t2863 = sext i32 %t2752 to i64
  %t2864 = getelementptr half, ptr addrspace(1) %t1813, i64 %t2863
  %t2865 = sext i32 %t2753 to i64
  %t2866 = getelementptr half, ptr addrspace(1) %t1814, i64 %t2865
  %t2867 = sext i32 %t2754 to i64
  %t2868 = getelementptr half, ptr addrspace(1) %t1815, i64 %t2867
  %t2869 = sext i32 %t2755 to i64
  %t2870 = getelementptr half, ptr addrspace(1) %t1816, i64 %t2869
  %t2871 = sext i32 %t2756 to i64
  %t2872 = getelementptr half, ptr addrspace(1) %t1817, i64 %t2871
  %t2873 = sext i32 %t2757 to i64
  %t2874 = getelementptr half, ptr addrspace(1) %t1818, i64 %t2873
  %t2875 = sext i32 %t2758 to i64
  %t2876 = getelementptr half, ptr addrspace(1) %t1819, i64 %t2875
  %t2877 = sext i32 %t2759 to i64
  %t2878 = getelementptr half, ptr addrspace(1) %t1820, i64 %t2877
  %t2879 = sext i32 %t2760 to i64
  %t2880 = getelementptr half, ptr addrspace(1) %t1821, i64 %t2879
  %t2881 = sext i32 %t2761 to i64
  %t2882 = getelementptr half, ptr addrspace(1) %t1822, i64 %t2881
  %t2883 = sext i32 %t2762 to i64
  %t2884 = getelementptr half, ptr addrspace(1) %t1823, i64 %t2883
  %t2885 = sext i32 %t2763 to i64
  %t2886 = getelementptr half, ptr addrspace(1) %t1824, i64 %t2885
  %t2887 = sext i32 %t2764 to i64
  %t2888 = getelementptr half, ptr addrspace(1) %t1825, i64 %t2887
  %t2889 = sext i32 %t2765 to i64
  %t2890 = getelementptr half, ptr addrspace(1) %t1826, i64 %t2889
  %t2891 = sext i32 %t2766 to i64
  %t2892 = getelementptr half, ptr addrspace(1) %t1827, i64 %t2891
  %t2893 = sext i32 %t2767 to i64
  %t2894 = getelementptr half, ptr addrspace(1) %t1828, i64 %t2893
  %t2895 = sext i32 %t2768 to i64
  %t2896 = getelementptr half, ptr addrspace(1) %t1829, i64 %t2895
  %t2897 = mul i32 %t2703, 64
  %t2898 = sub i32 %arg5, %t2897
  %t2899 = icmp slt i32 %t51, %t2898
  %t2900 = icmp slt i32 %t513, %t2898
  %t2901 = icmp slt i32 %t514, %t2898
  %t2902 = icmp slt i32 %t515, %t2898
  %t2903 = icmp slt i32 %t516, %t2898
  %t2904 = icmp slt i32 %t517, %t2898
  %t2905 = icmp slt i32 %t518, %t2898
  %t2906 = icmp slt i32 %t519, %t2898
  %t2907 = and i1 %t2899, %t2704
  %t2908 = and i1 %t2900, %t2704
  %t2909 = and i1 %t2901, %t2704
  %t2910 = and i1 %t2902, %t2704
  %t2911 = and i1 %t2903, %t2704
  %t2912 = and i1 %t2904, %t2704
  %t2913 = and i1 %t2905, %t2704
  %t2914 = and i1 %t2906, %t2704
  %t2915 = and i1 %t2899, %t2704
  %t2916 = and i1 %t2900, %t2704
  %t2917 = and i1 %t2901, %t2704
  %t2918 = and i1 %t2902, %t2704
  %t2919 = and i1 %t2903, %t2704
  %t2920 = and i1 %t2904, %t2704
  %t2921 = and i1 %t2905, %t2704
  %t2922 = and i1 %t2906, %t2704
  %t2923 = and i1 %t2899, %t2704
  %t2924 = and i1 %t2900, %t2704
  %t2925 = and i1 %t2901, %t2704
  %t2926 = and i1 %t2902, %t2704
  %t2927 = and i1 %t2903, %t2704
  %t2928 = and i1 %t2904, %t2704
  %t2929 = and i1 %t2905, %t2704
  %t2930 = and i1 %t2906, %t2704
  %t2931 = and i1 %t2899, %t2704
  %t2932 = and i1 %t2900, %t2704
  %t2933 = and i1 %t2901, %t2704
  %t2934 = and i1 %t2902, %t2704
  %t2935 = and i1 %t2903, %t2704
  %t2936 = and i1 %t2904, %t2704
  %t2937 = and i1 %t2905, %t2704
  %t2938 = and i1 %t2906, %t2704
  %t2939 = and i1 %t2899, %t2704
  %t2940 = and i1 %t2900, %t2704
  %t2941 = and i1 %t2901, %t2704
  %t2942 = and i1 %t2902, %t2704
  %t2943 = and i1 %t2903, %t2704
  %t2944 = and i1 %t2904, %t2704
  %t2945 = and i1 %t2905, %t2704
  %t2946 = and i1 %t2906, %t2704
  %t2947 = and i1 %t2899, %t2704
  %t2948 = and i1 %t2900, %t2704
  %t2949 = and i1 %t2901, %t2704
  %t2950 = and i1 %t2902, %t2704
  %t2951 = and i1 %t2903, %t2704
  %t2952 = and i1 %t2904, %t2704
  %t2953 = and i1 %t2905, %t2704
  %t2954 = and i1 %t2906, %t2704
  %t2955 = and i1 %t2899, %t2704
  %t2956 = and i1 %t2900, %t2704
  %t2957 = and i1 %t2901, %t2704
  %t2958 = and i1 %t2902, %t2704
  %t2959 = and i1 %t2903, %t2704
  %t2960 = and i1 %t2904, %t2704
  %t2961 = and i1 %t2905, %t2704
  %t2962 = and i1 %t2906, %t2704
  %t2963 = and i1 %t2899, %t2704
  %t2964 = and i1 %t2900, %t2704
  %t2965 = and i1 %t2901, %t2704
  %t2966 = and i1 %t2902, %t2704
  %t2967 = and i1 %t2903, %t2704
  %t2968 = and i1 %t2904, %t2704
  %t2969 = and i1 %t2905, %t2704
  %t2970 = and i1 %t2906, %t2704
  %t2971 = mul i32 %t1895, 8192
  %t2972 = add i32 %t2971, 0
  %t2973 = mul i32 %t2972, 2
  %t2974 = add i32 %t100, %t2973
  %t2975 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2974
  %t2976 = select i1 %t2907, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t2975, ptr addrspace(1) %t2770, i32 %t2976)
  %t2977 = add i32 %t100, %t2973
  %t2978 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2977
  %t2979 = select i1 %t2915, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t2978, ptr addrspace(1) %t2786, i32 %t2979)
  %t2980 = add i32 %t100, %t2973
  %t2981 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2980
  %t2982 = select i1 %t2923, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+4096], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t2981, ptr addrspace(1) %t2802, i32 %t2982)
  %t2983 = add i32 %t100, %t2973
  %t2984 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2983
  %t2985 = select i1 %t2931, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+6144], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t2984, ptr addrspace(1) %t2818, i32 %t2985)
  %t2986 = add i32 %t100, %t2973
  %t2987 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2986
  %t2988 = select i1 %t2939, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+8192], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t2987, ptr addrspace(1) %t2834, i32 %t2988)
  %t2989 = add i32 %t100, %t2973
  %t2990 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2989
  %t2991 = select i1 %t2947, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+10240], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t2990, ptr addrspace(1) %t2850, i32 %t2991)
  %t2992 = add i32 %t100, %t2973
  %t2993 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2992
  %t2994 = select i1 %t2955, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+12288], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t2993, ptr addrspace(1) %t2866, i32 %t2994)
  %t2995 = add i32 %t100, %t2973
  %t2996 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2995
  %t2997 = select i1 %t2963, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+14336], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t2996, ptr addrspace(1) %t2882, i32 %t2997)
  %t2998 = mul i32 %t841, 2
  %t2999 = mul i32 %t841, 2
  %t3000 = mul i32 %t841, 2
  %t3001 = mul i32 %t841, 2
  %t3002 = mul i32 %t841, 2
  %t3003 = mul i32 %t841, 2
  %t3004 = mul i32 %t841, 2
  %t3005 = mul i32 %t841, 2
  %t3006 = mul i32 %t841, 2
  %t3007 = mul i32 %t841, 2
  %t3008 = mul i32 %t841, 2
  %t3009 = mul i32 %t841, 2
  %t3010 = mul i32 %t841, 2
  %t3011 = mul i32 %t841, 2
  %t3012 = mul i32 %t841, 2
  %t3013 = mul i32 %t841, 2
  %t3014 = mul i32 %t841, 2
  %t3015 = mul i32 %t841, 2
  %t3016 = mul i32 %t841, 2
  %t3017 = mul i32 %t841, 2
  %t3018 = mul i32 %t841, 2
  %t3019 = mul i32 %t841, 2
  %t3020 = mul i32 %t841, 2
  %t3021 = mul i32 %t841, 2
  %t3022 = mul i32 %t841, 2
  %t3023 = mul i32 %t841, 2
  %t3024 = mul i32 %t841, 2
  %t3025 = mul i32 %t841, 2
  %t3026 = mul i32 %t841, 2
  %t3027 = mul i32 %t841, 2
  %t3028 = mul i32 %t841, 2
  %t3029 = mul i32 %t841, 2
  %t3030 = mul i32 %t841, 2
  %t3031 = mul i32 %t841, 2
  %t3032 = mul i32 %t841, 2
  %t3033 = mul i32 %t841, 2
  %t3034 = mul i32 %t841, 2
  %t3035 = mul i32 %t841, 2
  %t3036 = mul i32 %t841, 2
  %t3037 = mul i32 %t841, 2
  %t3038 = mul i32 %t841, 2
  %t3039 = mul i32 %t841, 2
  %t3040 = mul i32 %t841, 2
  %t3041 = mul i32 %t841, 2
  %t3042 = mul i32 %t841, 2
  %t3043 = mul i32 %t841, 2
  %t3044 = mul i32 %t841, 2
  %t3045 = mul i32 %t841, 2
  %t3046 = mul i32 %t841, 2
  %t3047 = mul i32 %t841, 2
  %t3048 = mul i32 %t841, 2
  %t3049 = mul i32 %t841, 2
  %t3050 = mul i32 %t841, 2
  %t3051 = mul i32 %t841, 2
  %t3052 = mul i32 %t841, 2
  %t3053 = mul i32 %t841, 2
  %t3054 = mul i32 %t841, 2
  %t3055 = mul i32 %t841, 2
  %t3056 = mul i32 %t841, 2
  %t3057 = mul i32 %t841, 2
  %t3058 = mul i32 %t841, 2
  %t3059 = mul i32 %t841, 2
  %t3060 = mul i32 %t841, 2
  %t3061 = mul i32 %t841, 2
  %t3062 = sext i32 %t2998 to i64
  %t3063 = getelementptr half, ptr addrspace(1) %t1830, i64 %t3062
  %t3064 = sext i32 %t2999 to i64
  %t3065 = getelementptr half, ptr addrspace(1) %t1831, i64 %t3064
  %t3066 = sext i32 %t3000 to i64
  %t3067 = getelementptr half, ptr addrspace(1) %t1832, i64 %t3066
  %t3068 = sext i32 %t3001 to i64
  %t3069 = getelementptr half, ptr addrspace(1) %t1833, i64 %t3068
  %t3070 = sext i32 %t3002 to i64
  %t3071 = getelementptr half, ptr addrspace(1) %t1834, i64 %t3070
  %t3072 = sext i32 %t3003 to i64
  %t3073 = getelementptr half, ptr addrspace(1) %t1835, i64 %t3072
  %t3074 = sext i32 %t3004 to i64
  %t3075 = getelementptr half, ptr addrspace(1) %t1836, i64 %t3074
  %t3076 = sext i32 %t3005 to i64
  %t3077 = getelementptr half, ptr addrspace(1) %t1837, i64 %t3076
  %t3078 = sext i32 %t3006 to i64
  %t3079 = getelementptr half, ptr addrspace(1) %t1838, i64 %t3078
  %t3080 = sext i32 %t3007 to i64
  %t3081 = getelementptr half, ptr addrspace(1) %t1839, i64 %t3080
  %t3082 = sext i32 %t3008 to i64
  %t3083 = getelementptr half, ptr addrspace(1) %t1840, i64 %t3082
  %t3084 = sext i32 %t3009 to i64
  %t3085 = getelementptr half, ptr addrspace(1) %t1841, i64 %t3084
  %t3086 = sext i32 %t3010 to i64
  %t3087 = getelementptr half, ptr addrspace(1) %t1842, i64 %t3086
  %t3088 = sext i32 %t3011 to i64
  %t3089 = getelementptr half, ptr addrspace(1) %t1843, i64 %t3088
  %t3090 = sext i32 %t3012 to i64
  %t3091 = getelementptr half, ptr addrspace(1) %t1844, i64 %t3090
  %t3092 = sext i32 %t3013 to i64
  %t3093 = getelementptr half, ptr addrspace(1) %t1845, i64 %t3092
  %t3094 = sext i32 %t3014 to i64
  %t3095 = getelementptr half, ptr addrspace(1) %t1846, i64 %t3094
  %t3096 = sext i32 %t3015 to i64
  %t3097 = getelementptr half, ptr addrspace(1) %t1847, i64 %t3096
  %t3098 = sext i32 %t3016 to i64
  %t3099 = getelementptr half, ptr addrspace(1) %t1848, i64 %t3098
  %t3100 = sext i32 %t3017 to i64
  %t3101 = getelementptr half, ptr addrspace(1) %t1849, i64 %t3100
  %t3102 = sext i32 %t3018 to i64
  %t3103 = getelementptr half, ptr addrspace(1) %t1850, i64 %t3102
  %t3104 = sext i32 %t3019 to i64
  %t3105 = getelementptr half, ptr addrspace(1) %t1851, i64 %t3104
  %t3106 = sext i32 %t3020 to i64
  %t3107 = getelementptr half, ptr addrspace(1) %t1852, i64 %t3106
  %t3108 = sext i32 %t3021 to i64
  %t3109 = getelementptr half, ptr addrspace(1) %t1853, i64 %t3108
  %t3110 = sext i32 %t3022 to i64
  %t3111 = getelementptr half, ptr addrspace(1) %t1854, i64 %t3110
  %t3112 = sext i32 %t3023 to i64
  %t3113 = getelementptr half, ptr addrspace(1) %t1855, i64 %t3112
  %t3114 = sext i32 %t3024 to i64
  %t3115 = getelementptr half, ptr addrspace(1) %t1856, i64 %t3114
  %t3116 = sext i32 %t3025 to i64
  %t3117 = getelementptr half, ptr addrspace(1) %t1857, i64 %t3116
  %t3118 = sext i32 %t3026 to i64
  %t3119 = getelementptr half, ptr addrspace(1) %t1858, i64 %t3118
  %t3120 = sext i32 %t3027 to i64
  %t3121 = getelementptr half, ptr addrspace(1) %t1859, i64 %t3120
  %t3122 = sext i32 %t3028 to i64
  %t3123 = getelementptr half, ptr addrspace(1) %t1860, i64 %t3122
  %t3124 = sext i32 %t3029 to i64
  %t3125 = getelementptr half, ptr addrspace(1) %t1861, i64 %t3124
  %t3126 = sext i32 %t3030 to i64
  %t3127 = getelementptr half, ptr addrspace(1) %t1862, i64 %t3126
  %t3128 = sext i32 %t3031 to i64
  %t3129 = getelementptr half, ptr addrspace(1) %t1863, i64 %t3128
  %t3130 = sext i32 %t3032 to i64
  %t3131 = getelementptr half, ptr addrspace(1) %t1864, i64 %t3130
  %t3132 = sext i32 %t3033 to i64
  %t3133 = getelementptr half, ptr addrspace(1) %t1865, i64 %t3132
  %t3134 = sext i32 %t3034 to i64
  %t3135 = getelementptr half, ptr addrspace(1) %t1866, i64 %t3134
  %t3136 = sext i32 %t3035 to i64
  %t3137 = getelementptr half, ptr addrspace(1) %t1867, i64 %t3136
  %t3138 = sext i32 %t3036 to i64
  %t3139 = getelementptr half, ptr addrspace(1) %t1868, i64 %t3138
  %t3140 = sext i32 %t3037 to i64
  %t3141 = getelementptr half, ptr addrspace(1) %t1869, i64 %t3140
  %t3142 = sext i32 %t3038 to i64
  %t3143 = getelementptr half, ptr addrspace(1) %t1870, i64 %t3142
  %t3144 = sext i32 %t3039 to i64
  %t3145 = getelementptr half, ptr addrspace(1) %t1871, i64 %t3144
  %t3146 = sext i32 %t3040 to i64
  %t3147 = getelementptr half, ptr addrspace(1) %t1872, i64 %t3146
  %t3148 = sext i32 %t3041 to i64
  %t3149 = getelementptr half, ptr addrspace(1) %t1873, i64 %t3148
  %t3150 = sext i32 %t3042 to i64
  %t3151 = getelementptr half, ptr addrspace(1) %t1874, i64 %t3150
  %t3152 = sext i32 %t3043 to i64
  %t3153 = getelementptr half, ptr addrspace(1) %t1875, i64 %t3152
  %t3154 = sext i32 %t3044 to i64
  %t3155 = getelementptr half, ptr addrspace(1) %t1876, i64 %t3154
  %t3156 = sext i32 %t3045 to i64
  %t3157 = getelementptr half, ptr addrspace(1) %t1877, i64 %t3156
  %t3158 = sext i32 %t3046 to i64
  %t3159 = getelementptr half, ptr addrspace(1) %t1878, i64 %t3158
  %t3160 = sext i32 %t3047 to i64
  %t3161 = getelementptr half, ptr addrspace(1) %t1879, i64 %t3160
  %t3162 = sext i32 %t3048 to i64
  %t3163 = getelementptr half, ptr addrspace(1) %t1880, i64 %t3162
  %t3164 = sext i32 %t3049 to i64
  %t3165 = getelementptr half, ptr addrspace(1) %t1881, i64 %t3164
  %t3166 = sext i32 %t3050 to i64
  %t3167 = getelementptr half, ptr addrspace(1) %t1882, i64 %t3166
  %t3168 = sext i32 %t3051 to i64
  %t3169 = getelementptr half, ptr addrspace(1) %t1883, i64 %t3168
  %t3170 = sext i32 %t3052 to i64
  %t3171 = getelementptr half, ptr addrspace(1) %t1884, i64 %t3170
  %t3172 = sext i32 %t3053 to i64
  %t3173 = getelementptr half, ptr addrspace(1) %t1885, i64 %t3172
  %t3174 = sext i32 %t3054 to i64
  %t3175 = getelementptr half, ptr addrspace(1) %t1886, i64 %t3174
  %t3176 = sext i32 %t3055 to i64
  %t3177 = getelementptr half, ptr addrspace(1) %t1887, i64 %t3176
  %t3178 = sext i32 %t3056 to i64
  %t3179 = getelementptr half, ptr addrspace(1) %t1888, i64 %t3178
  %t3180 = sext i32 %t3057 to i64
  %t3181 = getelementptr half, ptr addrspace(1) %t1889, i64 %t3180
  %t3182 = sext i32 %t3058 to i64
  %t3183 = getelementptr half, ptr addrspace(1) %t1890, i64 %t3182
  %t3184 = sext i32 %t3059 to i64
  %t3185 = getelementptr half, ptr addrspace(1) %t1891, i64 %t3184
  %t3186 = sext i32 %t3060 to i64
  %t3187 = getelementptr half, ptr addrspace(1) %t1892, i64 %t3186
  %t3188 = sext i32 %t3061 to i64
  %t3189 = getelementptr half, ptr addrspace(1) %t1893, i64 %t3188
  %t3190 = mul i32 %t2703, 64
  %t3191 = sub i32 %arg5, %t3190
  %t3192 = icmp slt i32 %t64, %t3191
  %t3193 = icmp slt i32 %t520, %t3191
  %t3194 = icmp slt i32 %t521, %t3191
  %t3195 = icmp slt i32 %t522, %t3191
  %t3196 = icmp slt i32 %t523, %t3191
  %t3197 = icmp slt i32 %t524, %t3191
  %t3198 = icmp slt i32 %t525, %t3191
  %t3199 = icmp slt i32 %t526, %t3191
  %t3200 = and i1 %t3192, %t2704
  %t3201 = and i1 %t3192, %t2704
  %t3202 = and i1 %t3192, %t2704
  %t3203 = and i1 %t3192, %t2704
  %t3204 = and i1 %t3192, %t2704
  %t3205 = and i1 %t3192, %t2704
  %t3206 = and i1 %t3192, %t2704
  %t3207 = and i1 %t3192, %t2704
  %t3208 = and i1 %t3193, %t2704
  %t3209 = and i1 %t3193, %t2704
  %t3210 = and i1 %t3193, %t2704
  %t3211 = and i1 %t3193, %t2704
  %t3212 = and i1 %t3193, %t2704
  %t3213 = and i1 %t3193, %t2704
  %t3214 = and i1 %t3193, %t2704
  %t3215 = and i1 %t3193, %t2704
  %t3216 = and i1 %t3194, %t2704
  %t3217 = and i1 %t3194, %t2704
  %t3218 = and i1 %t3194, %t2704
  %t3219 = and i1 %t3194, %t2704
  %t3220 = and i1 %t3194, %t2704
  %t3221 = and i1 %t3194, %t2704
  %t3222 = and i1 %t3194, %t2704
  %t3223 = and i1 %t3194, %t2704
  %t3224 = and i1 %t3195, %t2704
  %t3225 = and i1 %t3195, %t2704
  %t3226 = and i1 %t3195, %t2704
  %t3227 = and i1 %t3195, %t2704
  %t3228 = and i1 %t3195, %t2704
  %t3229 = and i1 %t3195, %t2704
  %t3230 = and i1 %t3195, %t2704
  %t3231 = and i1 %t3195, %t2704
  %t3232 = and i1 %t3196, %t2704
  %t3233 = and i1 %t3196, %t2704
  %t3234 = and i1 %t3196, %t2704
  %t3235 = and i1 %t3196, %t2704
  %t3236 = and i1 %t3196, %t2704
  %t3237 = and i1 %t3196, %t2704
  %t3238 = and i1 %t3196, %t2704
  %t3239 = and i1 %t3196, %t2704
  %t3240 = and i1 %t3197, %t2704
  %t3241 = and i1 %t3197, %t2704
  %t3242 = and i1 %t3197, %t2704
  %t3243 = and i1 %t3197, %t2704
  %t3244 = and i1 %t3197, %t2704
  %t3245 = and i1 %t3197, %t2704
  %t3246 = and i1 %t3197, %t2704
  %t3247 = and i1 %t3197, %t2704
  %t3248 = and i1 %t3198, %t2704
  %t3249 = and i1 %t3198, %t2704
  %t3250 = and i1 %t3198, %t2704
  %t3251 = and i1 %t3198, %t2704
  %t3252 = and i1 %t3198, %t2704
  %t3253 = and i1 %t3198, %t2704
  %t3254 = and i1 %t3198, %t2704
  %t3255 = and i1 %t3198, %t2704
  %t3256 = and i1 %t3199, %t2704
  %t3257 = and i1 %t3199, %t2704
  %t3258 = and i1 %t3199, %t2704
  %t3259 = and i1 %t3199, %t2704
  %t3260 = and i1 %t3199, %t2704
  %t3261 = and i1 %t3199, %t2704
  %t3262 = and i1 %t3199, %t2704
  %t3263 = and i1 %t3199, %t2704
  %t3264 = mul i32 %t1895, 8192
  %t3265 = add i32 %t3264, 24576
  %t3266 = mul i32 %t3265, 2
  %t3267 = add i32 %t144, %t3266
  %t3268 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3267
  %t3269 = select i1 %t3200, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t3268, ptr addrspace(1) %t3063, i32 %t3269)
  %t3270 = add i32 %t144, %t3266
  %t3271 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3270
  %t3272 = select i1 %t3208, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+1024], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t3271, ptr addrspace(1) %t3079, i32 %t3272)
  %t3273 = add i32 %t144, %t3266
  %t3274 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3273
  %t3275 = select i1 %t3216, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t3274, ptr addrspace(1) %t3095, i32 %t3275)
  %t3276 = add i32 %t144, %t3266
  %t3277 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3276
  %t3278 = select i1 %t3224, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+3072], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t3277, ptr addrspace(1) %t3111, i32 %t3278)
  %t3279 = add i32 %t144, %t3266
  %t3280 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3279
  %t3281 = select i1 %t3232, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+4096], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t3280, ptr addrspace(1) %t3127, i32 %t3281)
  %t3282 = add i32 %t144, %t3266
  %t3283 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3282
  %t3284 = select i1 %t3240, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+5120], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t3283, ptr addrspace(1) %t3143, i32 %t3284)
  %t3285 = add i32 %t144, %t3266
  %t3286 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3285
  %t3287 = select i1 %t3248, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+6144], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t3286, ptr addrspace(1) %t3159, i32 %t3287)
  %t3288 = add i32 %t144, %t3266
  %t3289 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3288
  %t3290 = select i1 %t3256, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+7168], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t3289, ptr addrspace(1) %t3175, i32 %t3290)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  %t3291 = add i32 %t1894, 1
  %t3292 = icmp eq i32 %t3291, 3
  %t3293 = select i1 %t3292, i32 0, i32 %t3291
  %t3294 = add i32 %t1895, 1
  %t3295 = icmp eq i32 %t3294, 3
  %t3296 = select i1 %t3295, i32 0, i32 %t3294
  store float %t2315, ptr %s0
  store float %t2316, ptr %s1
  store float %t2317, ptr %s2
  store float %t2318, ptr %s3
  store float %t2319, ptr %s4
  store float %t2320, ptr %s5
  store float %t2321, ptr %s6
  store float %t2322, ptr %s7
  store float %t2323, ptr %s8
  store float %t2324, ptr %s9
  store float %t2325, ptr %s10
  store float %t2326, ptr %s11
  store float %t2327, ptr %s12
  store float %t2328, ptr %s13
  store float %t2329, ptr %s14
  store float %t2330, ptr %s15
  store float %t2331, ptr %s16
  store float %t2332, ptr %s17
  store float %t2333, ptr %s18
  store float %t2334, ptr %s19
  store float %t2335, ptr %s20
  store float %t2336, ptr %s21
  store float %t2337, ptr %s22
  store float %t2338, ptr %s23
  store float %t2339, ptr %s24
  store float %t2340, ptr %s25
  store float %t2341, ptr %s26
  store float %t2342, ptr %s27
  store float %t2343, ptr %s28
  store float %t2344, ptr %s29
  store float %t2345, ptr %s30
  store float %t2346, ptr %s31
  store float %t2347, ptr %s32
  store float %t2348, ptr %s33
  store float %t2349, ptr %s34
  store float %t2350, ptr %s35
  store float %t2351, ptr %s36
  store float %t2352, ptr %s37
  store float %t2353, ptr %s38
  store float %t2354, ptr %s39
  store float %t2355, ptr %s40
  store float %t2356, ptr %s41
  store float %t2357, ptr %s42
  store float %t2358, ptr %s43
  store float %t2359, ptr %s44
  store float %t2360, ptr %s45
  store float %t2361, ptr %s46
  store float %t2362, ptr %s47
  store float %t2363, ptr %s48
  store float %t2364, ptr %s49
  store float %t2365, ptr %s50
  store float %t2366, ptr %s51
  store float %t2367, ptr %s52
  store float %t2368, ptr %s53
  store float %t2369, ptr %s54
  store float %t2370, ptr %s55
  store float %t2371, ptr %s56
  store float %t2372, ptr %s57
  store float %t2373, ptr %s58
  store float %t2374, ptr %s59
  store float %t2375, ptr %s60
  store float %t2376, ptr %s61
  store float %t2377, ptr %s62
  store float %t2378, ptr %s63
  store float %t2382, ptr %s64
  store float %t2383, ptr %s65
  store float %t2384, ptr %s66
  store float %t2385, ptr %s67
  store float %t2386, ptr %s68
  store float %t2387, ptr %s69
  store float %t2388, ptr %s70
  store float %t2389, ptr %s71
  store float %t2390, ptr %s72
  store float %t2391, ptr %s73
  store float %t2392, ptr %s74
  store float %t2393, ptr %s75
  store float %t2394, ptr %s76
  store float %t2395, ptr %s77
  store float %t2396, ptr %s78
  store float %t2397, ptr %s79
  store float %t2398, ptr %s80
  store float %t2399, ptr %s81
  store float %t2400, ptr %s82
  store float %t2401, ptr %s83
  store float %t2402, ptr %s84
  store float %t2403, ptr %s85
  store float %t2404, ptr %s86
  store float %t2405, ptr %s87
  store float %t2406, ptr %s88
  store float %t2407, ptr %s89
  store float %t2408, ptr %s90
  store float %t2409, ptr %s91
  store float %t2410, ptr %s92
  store float %t2411, ptr %s93
  store float %t2412, ptr %s94
  store float %t2413, ptr %s95
  store float %t2414, ptr %s96
  store float %t2415, ptr %s97
  store float %t2416, ptr %s98
  store float %t2417, ptr %s99
  store float %t2418, ptr %s100
  store float %t2419, ptr %s101
  store float %t2420, ptr %s102
  store float %t2421, ptr %s103
  store float %t2422, ptr %s104
  store float %t2423, ptr %s105
  store float %t2424, ptr %s106
  store float %t2425, ptr %s107
  store float %t2426, ptr %s108
  store float %t2427, ptr %s109
  store float %t2428, ptr %s110
  store float %t2429, ptr %s111
  store float %t2430, ptr %s112
  store float %t2431, ptr %s113
  store float %t2432, ptr %s114
  store float %t2433, ptr %s115
  store float %t2434, ptr %s116
  store float %t2435, ptr %s117
  store float %t2436, ptr %s118
  store float %t2437, ptr %s119
  store float %t2438, ptr %s120
  store float %t2439, ptr %s121
  store float %t2440, ptr %s122
  store float %t2441, ptr %s123
  store float %t2442, ptr %s124
  store float %t2443, ptr %s125
  store float %t2444, ptr %s126
  store float %t2445, ptr %s127
  store ptr addrspace(1) %t2447, ptr %s128
  store ptr addrspace(1) %t2449, ptr %s129
  store ptr addrspace(1) %t2451, ptr %s130
  store ptr addrspace(1) %t2453, ptr %s131
  store ptr addrspace(1) %t2455, ptr %s132
  store ptr addrspace(1) %t2457, ptr %s133
  store ptr addrspace(1) %t2459, ptr %s134
  store ptr addrspace(1) %t2461, ptr %s135
  store ptr addrspace(1) %t2463, ptr %s136
  store ptr addrspace(1) %t2465, ptr %s137
  store ptr addrspace(1) %t2467, ptr %s138
  store ptr addrspace(1) %t2469, ptr %s139
  store ptr addrspace(1) %t2471, ptr %s140
  store ptr addrspace(1) %t2473, ptr %s141
  store ptr addrspace(1) %t2475, ptr %s142
  store ptr addrspace(1) %t2477, ptr %s143
  store ptr addrspace(1) %t2479, ptr %s144
  store ptr addrspace(1) %t2481, ptr %s145
  store ptr addrspace(1) %t2483, ptr %s146
  store ptr addrspace(1) %t2485, ptr %s147
  store ptr addrspace(1) %t2487, ptr %s148
  store ptr addrspace(1) %t2489, ptr %s149
  store ptr addrspace(1) %t2491, ptr %s150
  store ptr addrspace(1) %t2493, ptr %s151
  store ptr addrspace(1) %t2495, ptr %s152
  store ptr addrspace(1) %t2497, ptr %s153
  store ptr addrspace(1) %t2499, ptr %s154
  store ptr addrspace(1) %t2501, ptr %s155
  store ptr addrspace(1) %t2503, ptr %s156
  store ptr addrspace(1) %t2505, ptr %s157
  store ptr addrspace(1) %t2507, ptr %s158
  store ptr addrspace(1) %t2509, ptr %s159
  store ptr addrspace(1) %t2511, ptr %s160
  store ptr addrspace(1) %t2513, ptr %s161
  store ptr addrspace(1) %t2515, ptr %s162
  store ptr addrspace(1) %t2517, ptr %s163
  store ptr addrspace(1) %t2519, ptr %s164
  store ptr addrspace(1) %t2521, ptr %s165
  store ptr addrspace(1) %t2523, ptr %s166
  store ptr addrspace(1) %t2525, ptr %s167
  store ptr addrspace(1) %t2527, ptr %s168
  store ptr addrspace(1) %t2529, ptr %s169
  store ptr addrspace(1) %t2531, ptr %s170
  store ptr addrspace(1) %t2533, ptr %s171
  store ptr addrspace(1) %t2535, ptr %s172
  store ptr addrspace(1) %t2537, ptr %s173
  store ptr addrspace(1) %t2539, ptr %s174
  store ptr addrspace(1) %t2541, ptr %s175
  store ptr addrspace(1) %t2543, ptr %s176
  store ptr addrspace(1) %t2545, ptr %s177
  store ptr addrspace(1) %t2547, ptr %s178
  store ptr addrspace(1) %t2549, ptr %s179
  store ptr addrspace(1) %t2551, ptr %s180
  store ptr addrspace(1) %t2553, ptr %s181
  store ptr addrspace(1) %t2555, ptr %s182
  store ptr addrspace(1) %t2557, ptr %s183
  store ptr addrspace(1) %t2559, ptr %s184
  store ptr addrspace(1) %t2561, ptr %s185
  store ptr addrspace(1) %t2563, ptr %s186
  store ptr addrspace(1) %t2565, ptr %s187
  store ptr addrspace(1) %t2567, ptr %s188
  store ptr addrspace(1) %t2569, ptr %s189
  store ptr addrspace(1) %t2571, ptr %s190
  store ptr addrspace(1) %t2573, ptr %s191
  store ptr addrspace(1) %t2575, ptr %s192
  store ptr addrspace(1) %t2577, ptr %s193
  store ptr addrspace(1) %t2579, ptr %s194
  store ptr addrspace(1) %t2581, ptr %s195
  store ptr addrspace(1) %t2583, ptr %s196
  store ptr addrspace(1) %t2585, ptr %s197
  store ptr addrspace(1) %t2587, ptr %s198
  store ptr addrspace(1) %t2589, ptr %s199
  store ptr addrspace(1) %t2591, ptr %s200
  store ptr addrspace(1) %t2593, ptr %s201
  store ptr addrspace(1) %t2595, ptr %s202
  store ptr addrspace(1) %t2597, ptr %s203
  store ptr addrspace(1) %t2599, ptr %s204
  store ptr addrspace(1) %t2601, ptr %s205
  store ptr addrspace(1) %t2603, ptr %s206
  store ptr addrspace(1) %t2605, ptr %s207
  store ptr addrspace(1) %t2607, ptr %s208
  store ptr addrspace(1) %t2609, ptr %s209
  store ptr addrspace(1) %t2611, ptr %s210
  store ptr addrspace(1) %t2613, ptr %s211
  store ptr addrspace(1) %t2615, ptr %s212
  store ptr addrspace(1) %t2617, ptr %s213
  store ptr addrspace(1) %t2619, ptr %s214
  store ptr addrspace(1) %t2621, ptr %s215
  store ptr addrspace(1) %t2623, ptr %s216
  store ptr addrspace(1) %t2625, ptr %s217
  store ptr addrspace(1) %t2627, ptr %s218
  store ptr addrspace(1) %t2629, ptr %s219
  store ptr addrspace(1) %t2631, ptr %s220
  store ptr addrspace(1) %t2633, ptr %s221
  store ptr addrspace(1) %t2635, ptr %s222
  store ptr addrspace(1) %t2637, ptr %s223
  store ptr addrspace(1) %t2639, ptr %s224
  store ptr addrspace(1) %t2641, ptr %s225
  store ptr addrspace(1) %t2643, ptr %s226
  store ptr addrspace(1) %t2645, ptr %s227
  store ptr addrspace(1) %t2647, ptr %s228
  store ptr addrspace(1) %t2649, ptr %s229
  store ptr addrspace(1) %t2651, ptr %s230
  store ptr addrspace(1) %t2653, ptr %s231
  store ptr addrspace(1) %t2655, ptr %s232
  store ptr addrspace(1) %t2657, ptr %s233
  store ptr addrspace(1) %t2659, ptr %s234
  store ptr addrspace(1) %t2661, ptr %s235
  store ptr addrspace(1) %t2663, ptr %s236
  store ptr addrspace(1) %t2665, ptr %s237
  store ptr addrspace(1) %t2667, ptr %s238
  store ptr addrspace(1) %t2669, ptr %s239
  store ptr addrspace(1) %t2671, ptr %s240
  store ptr addrspace(1) %t2673, ptr %s241
  store ptr addrspace(1) %t2675, ptr %s242
  store ptr addrspace(1) %t2677, ptr %s243
  store ptr addrspace(1) %t2679, ptr %s244
  store ptr addrspace(1) %t2681, ptr %s245
  store ptr addrspace(1) %t2683, ptr %s246
  store ptr addrspace(1) %t2685, ptr %s247
  store ptr addrspace(1) %t2687, ptr %s248
  store ptr addrspace(1) %t2689, ptr %s249
  store ptr addrspace(1) %t2691, ptr %s250
  store ptr addrspace(1) %t2693, ptr %s251
  store ptr addrspace(1) %t2695, ptr %s252
  store ptr addrspace(1) %t2697, ptr %s253
  store ptr addrspace(1) %t2699, ptr %s254
  store ptr addrspace(1) %t2701, ptr %s255
  store i32 %t3293, ptr %s256
  store i32 %t3296, ptr %s257
  %t3297 = add i32 %t1636, 1
  store i32 %t3297, ptr %s258
  br label %for_head1
for_done3:
  %t3298 = load float, ptr %s0
  %t3299 = load float, ptr %s1
  %t3300 = load float, ptr %s2
  %t3301 = load float, ptr %s3
  %t3302 = load float, ptr %s4
  %t3303 = load float, ptr %s5
  %t3304 = load float, ptr %s6
  %t3305 = load float, ptr %s7
  %t3306 = load float, ptr %s8
  %t3307 = load float, ptr %s9
  %t3308 = load float, ptr %s10
  %t3309 = load float, ptr %s11
  %t3310 = load float, ptr %s12
  %t3311 = load float, ptr %s13
  %t3312 = load float, ptr %s14
  %t3313 = load float, ptr %s15
  %t3314 = load float, ptr %s16
  %t3315 = load float, ptr %s17
  %t3316 = load float, ptr %s18
  %t3317 = load float, ptr %s19
  %t3318 = load float, ptr %s20
  %t3319 = load float, ptr %s21
  %t3320 = load float, ptr %s22
  %t3321 = load float, ptr %s23
  %t3322 = load float, ptr %s24
  %t3323 = load float, ptr %s25
  %t3324 = load float, ptr %s26
  %t3325 = load float, ptr %s27
  %t3326 = load float, ptr %s28
  %t3327 = load float, ptr %s29
  %t3328 = load float, ptr %s30
  %t3329 = load float, ptr %s31
  %t3330 = load float, ptr %s32
  %t3331 = load float, ptr %s33
  %t3332 = load float, ptr %s34
  %t3333 = load float, ptr %s35
  %t3334 = load float, ptr %s36
  %t3335 = load float, ptr %s37
  %t3336 = load float, ptr %s38
  %t3337 = load float, ptr %s39
  %t3338 = load float, ptr %s40
  %t3339 = load float, ptr %s41
  %t3340 = load float, ptr %s42
  %t3341 = load float, ptr %s43
  %t3342 = load float, ptr %s44
  %t3343 = load float, ptr %s45
  %t3344 = load float, ptr %s46
  %t3345 = load float, ptr %s47
  %t3346 = load float, ptr %s48
  %t3347 = load float, ptr %s49
  %t3348 = load float, ptr %s50
  %t3349 = load float, ptr %s51
  %t3350 = load float, ptr %s52
  %t3351 = load float, ptr %s53
  %t3352 = load float, ptr %s54
  %t3353 = load float, ptr %s55
  %t3354 = load float, ptr %s56
  %t3355 = load float, ptr %s57
  %t3356 = load float, ptr %s58
  %t3357 = load float, ptr %s59
  %t3358 = load float, ptr %s60
  %t3359 = load float, ptr %s61
  %t3360 = load float, ptr %s62
  %t3361 = load float, ptr %s63
  %t3362 = load float, ptr %s64
  %t3363 = load float, ptr %s65
  %t3364 = load float, ptr %s66
  %t3365 = load float, ptr %s67
  %t3366 = load float, ptr %s68
  %t3367 = load float, ptr %s69
  %t3368 = load float, ptr %s70
  %t3369 = load float, ptr %s71
  %t3370 = load float, ptr %s72
  %t3371 = load float, ptr %s73
  %t3372 = load float, ptr %s74
  %t3373 = load float, ptr %s75
  %t3374 = load float, ptr %s76
  %t3375 = load float, ptr %s77
  %t3376 = load float, ptr %s78
  %t3377 = load float, ptr %s79
  %t3378 = load float, ptr %s80
  %t3379 = load float, ptr %s81
  %t3380 = load float, ptr %s82
  %t3381 = load float, ptr %s83
  %t3382 = load float, ptr %s84
  %t3383 = load float, ptr %s85
  %t3384 = load float, ptr %s86
  %t3385 = load float, ptr %s87
  %t3386 = load float, ptr %s88
  %t3387 = load float, ptr %s89
  %t3388 = load float, ptr %s90
  %t3389 = load float, ptr %s91
  %t3390 = load float, ptr %s92
  %t3391 = load float, ptr %s93
  %t3392 = load float, ptr %s94
  %t3393 = load float, ptr %s95
  %t3394 = load float, ptr %s96
  %t3395 = load float, ptr %s97
  %t3396 = load float, ptr %s98
  %t3397 = load float, ptr %s99
  %t3398 = load float, ptr %s100
  %t3399 = load float, ptr %s101
  %t3400 = load float, ptr %s102
  %t3401 = load float, ptr %s103
  %t3402 = load float, ptr %s104
  %t3403 = load float, ptr %s105
  %t3404 = load float, ptr %s106
  %t3405 = load float, ptr %s107
  %t3406 = load float, ptr %s108
  %t3407 = load float, ptr %s109
  %t3408 = load float, ptr %s110
  %t3409 = load float, ptr %s111
  %t3410 = load float, ptr %s112
  %t3411 = load float, ptr %s113
  %t3412 = load float, ptr %s114
  %t3413 = load float, ptr %s115
  %t3414 = load float, ptr %s116
  %t3415 = load float, ptr %s117
  %t3416 = load float, ptr %s118
  %t3417 = load float, ptr %s119
  %t3418 = load float, ptr %s120
  %t3419 = load float, ptr %s121
  %t3420 = load float, ptr %s122
  %t3421 = load float, ptr %s123
  %t3422 = load float, ptr %s124
  %t3423 = load float, ptr %s125
  %t3424 = load float, ptr %s126
  %t3425 = load float, ptr %s127
  %t3426 = load ptr addrspace(1), ptr %s128
  %t3427 = load ptr addrspace(1), ptr %s129
  %t3428 = load ptr addrspace(1), ptr %s130
  %t3429 = load ptr addrspace(1), ptr %s131
  %t3430 = load ptr addrspace(1), ptr %s132
  %t3431 = load ptr addrspace(1), ptr %s133
  %t3432 = load ptr addrspace(1), ptr %s134
  %t3433 = load ptr addrspace(1), ptr %s135
  %t3434 = load ptr addrspace(1), ptr %s136
  %t3435 = load ptr addrspace(1), ptr %s137
  %t3436 = load ptr addrspace(1), ptr %s138
  %t3437 = load ptr addrspace(1), ptr %s139
  %t3438 = load ptr addrspace(1), ptr %s140
  %t3439 = load ptr addrspace(1), ptr %s141
  %t3440 = load ptr addrspace(1), ptr %s142
  %t3441 = load ptr addrspace(1), ptr %s143
  %t3442 = load ptr addrspace(1), ptr %s144
  %t3443 = load ptr addrspace(1), ptr %s145
  %t3444 = load ptr addrspace(1), ptr %s146
  %t3445 = load ptr addrspace(1), ptr %s147
  %t3446 = load ptr addrspace(1), ptr %s148
  %t3447 = load ptr addrspace(1), ptr %s149
  %t3448 = load ptr addrspace(1), ptr %s150
  %t3449 = load ptr addrspace(1), ptr %s151
  %t3450 = load ptr addrspace(1), ptr %s152
  %t3451 = load ptr addrspace(1), ptr %s153
  %t3452 = load ptr addrspace(1), ptr %s154
  %t3453 = load ptr addrspace(1), ptr %s155
  %t3454 = load ptr addrspace(1), ptr %s156
  %t3455 = load ptr addrspace(1), ptr %s157
  %t3456 = load ptr addrspace(1), ptr %s158
  %t3457 = load ptr addrspace(1), ptr %s159
  %t3458 = load ptr addrspace(1), ptr %s160
  %t3459 = load ptr addrspace(1), ptr %s161
  %t3460 = load ptr addrspace(1), ptr %s162
  %t3461 = load ptr addrspace(1), ptr %s163
  %t3462 = load ptr addrspace(1), ptr %s164
  %t3463 = load ptr addrspace(1), ptr %s165
  %t3464 = load ptr addrspace(1), ptr %s166
  %t3465 = load ptr addrspace(1), ptr %s167
  %t3466 = load ptr addrspace(1), ptr %s168
  %t3467 = load ptr addrspace(1), ptr %s169
  %t3468 = load ptr addrspace(1), ptr %s170
  %t3469 = load ptr addrspace(1), ptr %s171
  %t3470 = load ptr addrspace(1), ptr %s172
  %t3471 = load ptr addrspace(1), ptr %s173
  %t3472 = load ptr addrspace(1), ptr %s174
  %t3473 = load ptr addrspace(1), ptr %s175
  %t3474 = load ptr addrspace(1), ptr %s176
  %t3475 = load ptr addrspace(1), ptr %s177
  %t3476 = load ptr addrspace(1), ptr %s178
  %t3477 = load ptr addrspace(1), ptr %s179
  %t3478 = load ptr addrspace(1), ptr %s180
  %t3479 = load ptr addrspace(1), ptr %s181
  %t3480 = load ptr addrspace(1), ptr %s182
  %t3481 = load ptr addrspace(1), ptr %s183
  %t3482 = load ptr addrspace(1), ptr %s184
  %t3483 = load ptr addrspace(1), ptr %s185
  %t3484 = load ptr addrspace(1), ptr %s186
  %t3485 = load ptr addrspace(1), ptr %s187
  %t3486 = load ptr addrspace(1), ptr %s188
  %t3487 = load ptr addrspace(1), ptr %s189
  %t3488 = load ptr addrspace(1), ptr %s190
  %t3489 = load ptr addrspace(1), ptr %s191
  %t3490 = load ptr addrspace(1), ptr %s192
  %t3491 = load ptr addrspace(1), ptr %s193
  %t3492 = load ptr addrspace(1), ptr %s194
  %t3493 = load ptr addrspace(1), ptr %s195
  %t3494 = load ptr addrspace(1), ptr %s196
  %t3495 = load ptr addrspace(1), ptr %s197
  %t3496 = load ptr addrspace(1), ptr %s198
  %t3497 = load ptr addrspace(1), ptr %s199
  %t3498 = load ptr addrspace(1), ptr %s200
  %t3499 = load ptr addrspace(1), ptr %s201
  %t3500 = load ptr addrspace(1), ptr %s202
  %t3501 = load ptr addrspace(1), ptr %s203
  %t3502 = load ptr addrspace(1), ptr %s204
  %t3503 = load ptr addrspace(1), ptr %s205
  %t3504 = load ptr addrspace(1), ptr %s206
  %t3505 = load ptr addrspace(1), ptr %s207
  %t3506 = load ptr addrspace(1), ptr %s208
  %t3507 = load ptr addrspace(1), ptr %s209
  %t3508 = load ptr addrspace(1), ptr %s210
  %t3509 = load ptr addrspace(1), ptr %s211
  %t3510 = load ptr addrspace(1), ptr %s212
  %t3511 = load ptr addrspace(1), ptr %s213
  %t3512 = load ptr addrspace(1), ptr %s214
  %t3513 = load ptr addrspace(1), ptr %s215
  %t3514 = load ptr addrspace(1), ptr %s216
  %t3515 = load ptr addrspace(1), ptr %s217
  %t3516 = load ptr addrspace(1), ptr %s218
  %t3517 = load ptr addrspace(1), ptr %s219
  %t3518 = load ptr addrspace(1), ptr %s220
  %t3519 = load ptr addrspace(1), ptr %s221
  %t3520 = load ptr addrspace(1), ptr %s222
  %t3521 = load ptr addrspace(1), ptr %s223
  %t3522 = load ptr addrspace(1), ptr %s224
  %t3523 = load ptr addrspace(1), ptr %s225
  %t3524 = load ptr addrspace(1), ptr %s226
  %t3525 = load ptr addrspace(1), ptr %s227
  %t3526 = load ptr addrspace(1), ptr %s228
  %t3527 = load ptr addrspace(1), ptr %s229
  %t3528 = load ptr addrspace(1), ptr %s230
  %t3529 = load ptr addrspace(1), ptr %s231
  %t3530 = load ptr addrspace(1), ptr %s232
  %t3531 = load ptr addrspace(1), ptr %s233
  %t3532 = load ptr addrspace(1), ptr %s234
  %t3533 = load ptr addrspace(1), ptr %s235
  %t3534 = load ptr addrspace(1), ptr %s236
  %t3535 = load ptr addrspace(1), ptr %s237
  %t3536 = load ptr addrspace(1), ptr %s238
  %t3537 = load ptr addrspace(1), ptr %s239
  %t3538 = load ptr addrspace(1), ptr %s240
  %t3539 = load ptr addrspace(1), ptr %s241
  %t3540 = load ptr addrspace(1), ptr %s242
  %t3541 = load ptr addrspace(1), ptr %s243
  %t3542 = load ptr addrspace(1), ptr %s244
  %t3543 = load ptr addrspace(1), ptr %s245
  %t3544 = load ptr addrspace(1), ptr %s246
  %t3545 = load ptr addrspace(1), ptr %s247
  %t3546 = load ptr addrspace(1), ptr %s248
  %t3547 = load ptr addrspace(1), ptr %s249
  %t3548 = load ptr addrspace(1), ptr %s250
  %t3549 = load ptr addrspace(1), ptr %s251
  %t3550 = load ptr addrspace(1), ptr %s252
  %t3551 = load ptr addrspace(1), ptr %s253
  %t3552 = load ptr addrspace(1), ptr %s254
  %t3553 = load ptr addrspace(1), ptr %s255
  %t3554 = load i32, ptr %s256
  %t3555 = load i32, ptr %s257
  call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t3556 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,~{memory}"(float %t3298, float %t3299, float %t3300, float %t3301, float %t3302, float %t3303, float %t3304, float %t3305, float %t3306, float %t3307, float %t3308, float %t3309, float %t3310, float %t3311, float %t3312, float %t3313, float %t3314, float %t3315, float %t3316, float %t3317, float %t3318, float %t3319, float %t3320, float %t3321, float %t3322, float %t3323, float %t3324, float %t3325, float %t3326, float %t3327, float %t3328, float %t3329, float %t3330, float %t3331, float %t3332, float %t3333, float %t3334, float %t3335, float %t3336, float %t3337, float %t3338, float %t3339, float %t3340, float %t3341, float %t3342, float %t3343, float %t3344, float %t3345, float %t3346, float %t3347, float %t3348, float %t3349, float %t3350, float %t3351, float %t3352, float %t3353, float %t3354, float %t3355, float %t3356, float %t3357, float %t3358, float %t3359, float %t3360, float %t3361, float %t3362, float %t3363, float %t3364, float %t3365, float %t3366, float %t3367, float %t3368, float %t3369, float %t3370, float %t3371, float %t3372, float %t3373, float %t3374, float %t3375, float %t3376, float %t3377, float %t3378, float %t3379, float %t3380, float %t3381, float %t3382, float %t3383, float %t3384, float %t3385, float %t3386, float %t3387, float %t3388, float %t3389, float %t3390, float %t3391, float %t3392, float %t3393, float %t3394, float %t3395, float %t3396, float %t3397, float %t3398, float %t3399, float %t3400, float %t3401, float %t3402, float %t3403, float %t3404, float %t3405, float %t3406, float %t3407, float %t3408, float %t3409, float %t3410, float %t3411, float %t3412, float %t3413, float %t3414, float %t3415, float %t3416, float %t3417, float %t3418, float %t3419, float %t3420, float %t3421, float %t3422, float %t3423, float %t3424, float %t3425)
  %t3557 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 0
  %t3558 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 1
  %t3559 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 2
  %t3560 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 3
  %t3561 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 4
  %t3562 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 5
  %t3563 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 6
  %t3564 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 7
  %t3565 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 8
  %t3566 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 9
  %t3567 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 10
  %t3568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 11
  %t3569 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 12
  %t3570 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 13
  %t3571 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 14
  %t3572 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 15
  %t3573 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 16
  %t3574 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 17
  %t3575 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 18
  %t3576 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 19
  %t3577 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 20
  %t3578 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 21
  %t3579 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 22
  %t3580 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 23
  %t3581 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 24
  %t3582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 25
  %t3583 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 26
  %t3584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 27
  %t3585 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 28
  %t3586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 29
  %t3587 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 30
  %t3588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 31
  %t3589 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 32
  %t3590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 33
  %t3591 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 34
  %t3592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 35
  %t3593 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 36
  %t3594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 37
  %t3595 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 38
  %t3596 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 39
  %t3597 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 40
  %t3598 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 41
  %t3599 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 42
  %t3600 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 43
  %t3601 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 44
  %t3602 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 45
  %t3603 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 46
  %t3604 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 47
  %t3605 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 48
  %t3606 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 49
  %t3607 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 50
  %t3608 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 51
  %t3609 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 52
  %t3610 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 53
  %t3611 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 54
  %t3612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 55
  %t3613 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 56
  %t3614 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 57
  %t3615 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 58
  %t3616 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 59
  %t3617 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 60
  %t3618 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 61
  %t3619 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 62
  %t3620 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 63
  %t3621 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 64
  %t3622 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 65
  %t3623 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 66
  %t3624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 67
  %t3625 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 68
  %t3626 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 69
  %t3627 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 70
  %t3628 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 71
  %t3629 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 72
  %t3630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 73
  %t3631 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 74
  %t3632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 75
  %t3633 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 76
  %t3634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 77
  %t3635 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 78
  %t3636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 79
  %t3637 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 80
  %t3638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 81
  %t3639 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 82
  %t3640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 83
  %t3641 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 84
  %t3642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 85
  %t3643 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 86
  %t3644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 87
  %t3645 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 88
  %t3646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 89
  %t3647 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 90
  %t3648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 91
  %t3649 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 92
  %t3650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 93
  %t3651 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 94
  %t3652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 95
  %t3653 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 96
  %t3654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 97
  %t3655 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 98
  %t3656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 99
  %t3657 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 100
  %t3658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 101
  %t3659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 102
  %t3660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 103
  %t3661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 104
  %t3662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 105
  %t3663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 106
  %t3664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 107
  %t3665 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 108
  %t3666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 109
  %t3667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 110
  %t3668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 111
  %t3669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 112
  %t3670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 113
  %t3671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 114
  %t3672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 115
  %t3673 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 116
  %t3674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 117
  %t3675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 118
  %t3676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 119
  %t3677 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 120
  %t3678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 121
  %t3679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 122
  %t3680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 123
  %t3681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 124
  %t3682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 125
  %t3683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 126
  %t3684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3556, 127
  %t3685 = mul i32 %t324, %arg8
  %t3686 = mul i32 %t325, %arg8
  %t3687 = mul i32 %t326, %arg8
  %t3688 = mul i32 %t327, %arg8
  %t3689 = sext i32 %t3685 to i64
  %t3690 = getelementptr float, ptr addrspace(1) %arg2, i64 %t3689
  %t3691 = sext i32 %t3686 to i64
  %t3692 = getelementptr float, ptr addrspace(1) %arg2, i64 %t3691
  %t3693 = sext i32 %t3687 to i64
  %t3694 = getelementptr float, ptr addrspace(1) %arg2, i64 %t3693
  %t3695 = sext i32 %t3688 to i64
  %t3696 = getelementptr float, ptr addrspace(1) %arg2, i64 %t3695
  %t3697 = sext i32 %t401 to i64
  %t3698 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3697
  %t3699 = sext i32 %t402 to i64
  %t3700 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3699
  %t3701 = sext i32 %t401 to i64
  %t3702 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3701
  %t3703 = sext i32 %t402 to i64
  %t3704 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3703
  %t3705 = sext i32 %t403 to i64
  %t3706 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3705
  %t3707 = sext i32 %t404 to i64
  %t3708 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3707
  %t3709 = sext i32 %t403 to i64
  %t3710 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3709
  %t3711 = sext i32 %t404 to i64
  %t3712 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3711
  %t3713 = sext i32 %t405 to i64
  %t3714 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3713
  %t3715 = sext i32 %t406 to i64
  %t3716 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3715
  %t3717 = sext i32 %t405 to i64
  %t3718 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3717
  %t3719 = sext i32 %t406 to i64
  %t3720 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3719
  %t3721 = sext i32 %t407 to i64
  %t3722 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3721
  %t3723 = sext i32 %t408 to i64
  %t3724 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3723
  %t3725 = sext i32 %t407 to i64
  %t3726 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3725
  %t3727 = sext i32 %t408 to i64
  %t3728 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3727
  %t3729 = sext i32 %t409 to i64
  %t3730 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3729
  %t3731 = sext i32 %t410 to i64
  %t3732 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3731
  %t3733 = sext i32 %t409 to i64
  %t3734 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3733
  %t3735 = sext i32 %t410 to i64
  %t3736 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3735
  %t3737 = sext i32 %t411 to i64
  %t3738 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3737
  %t3739 = sext i32 %t412 to i64
  %t3740 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3739
  %t3741 = sext i32 %t411 to i64
  %t3742 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3741
  %t3743 = sext i32 %t412 to i64
  %t3744 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3743
  %t3745 = sext i32 %t413 to i64
  %t3746 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3745
  %t3747 = sext i32 %t414 to i64
  %t3748 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3747
  %t3749 = sext i32 %t413 to i64
  %t3750 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3749
  %t3751 = sext i32 %t414 to i64
  %t3752 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3751
  %t3753 = sext i32 %t415 to i64
  %t3754 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3753
  %t3755 = sext i32 %t416 to i64
  %t3756 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3755
  %t3757 = sext i32 %t415 to i64
  %t3758 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3757
  %t3759 = sext i32 %t416 to i64
  %t3760 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3759
  %t3761 = sext i32 %t417 to i64
  %t3762 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3761
  %t3763 = sext i32 %t418 to i64
  %t3764 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3763
  %t3765 = sext i32 %t417 to i64
  %t3766 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3765
  %t3767 = sext i32 %t418 to i64
  %t3768 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3767
  %t3769 = sext i32 %t419 to i64
  %t3770 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3769
  %t3771 = sext i32 %t420 to i64
  %t3772 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3771
  %t3773 = sext i32 %t419 to i64
  %t3774 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3773
  %t3775 = sext i32 %t420 to i64
  %t3776 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3775
  %t3777 = sext i32 %t421 to i64
  %t3778 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3777
  %t3779 = sext i32 %t422 to i64
  %t3780 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3779
  %t3781 = sext i32 %t421 to i64
  %t3782 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3781
  %t3783 = sext i32 %t422 to i64
  %t3784 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3783
  %t3785 = sext i32 %t423 to i64
  %t3786 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3785
  %t3787 = sext i32 %t424 to i64
  %t3788 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3787
  %t3789 = sext i32 %t423 to i64
  %t3790 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3789
  %t3791 = sext i32 %t424 to i64
  %t3792 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3791
  %t3793 = sext i32 %t425 to i64
  %t3794 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3793
  %t3795 = sext i32 %t426 to i64
  %t3796 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3795
  %t3797 = sext i32 %t425 to i64
  %t3798 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3797
  %t3799 = sext i32 %t426 to i64
  %t3800 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3799
  %t3801 = sext i32 %t427 to i64
  %t3802 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3801
  %t3803 = sext i32 %t428 to i64
  %t3804 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3803
  %t3805 = sext i32 %t427 to i64
  %t3806 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3805
  %t3807 = sext i32 %t428 to i64
  %t3808 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3807
  %t3809 = sext i32 %t429 to i64
  %t3810 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3809
  %t3811 = sext i32 %t430 to i64
  %t3812 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3811
  %t3813 = sext i32 %t429 to i64
  %t3814 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3813
  %t3815 = sext i32 %t430 to i64
  %t3816 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3815
  %t3817 = sext i32 %t431 to i64
  %t3818 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3817
  %t3819 = sext i32 %t432 to i64
  %t3820 = getelementptr float, ptr addrspace(1) %t3690, i64 %t3819
  %t3821 = sext i32 %t431 to i64
  %t3822 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3821
  %t3823 = sext i32 %t432 to i64
  %t3824 = getelementptr float, ptr addrspace(1) %t3692, i64 %t3823
  %t3825 = sext i32 %t401 to i64
  %t3826 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3825
  %t3827 = sext i32 %t402 to i64
  %t3828 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3827
  %t3829 = sext i32 %t401 to i64
  %t3830 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3829
  %t3831 = sext i32 %t402 to i64
  %t3832 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3831
  %t3833 = sext i32 %t403 to i64
  %t3834 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3833
  %t3835 = sext i32 %t404 to i64
  %t3836 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3835
  %t3837 = sext i32 %t403 to i64
  %t3838 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3837
  %t3839 = sext i32 %t404 to i64
  %t3840 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3839
  %t3841 = sext i32 %t405 to i64
  %t3842 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3841
  %t3843 = sext i32 %t406 to i64
  %t3844 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3843
  %t3845 = sext i32 %t405 to i64
  %t3846 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3845
  %t3847 = sext i32 %t406 to i64
  %t3848 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3847
  %t3849 = sext i32 %t407 to i64
  %t3850 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3849
  %t3851 = sext i32 %t408 to i64
  %t3852 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3851
  %t3853 = sext i32 %t407 to i64
  %t3854 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3853
  %t3855 = sext i32 %t408 to i64
  %t3856 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3855
  %t3857 = sext i32 %t409 to i64
  %t3858 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3857
  %t3859 = sext i32 %t410 to i64
  %t3860 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3859
  %t3861 = sext i32 %t409 to i64
  %t3862 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3861
  %t3863 = sext i32 %t410 to i64
  %t3864 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3863
  %t3865 = sext i32 %t411 to i64
  %t3866 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3865
  %t3867 = sext i32 %t412 to i64
  %t3868 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3867
  %t3869 = sext i32 %t411 to i64
  %t3870 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3869
  %t3871 = sext i32 %t412 to i64
  %t3872 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3871
  %t3873 = sext i32 %t413 to i64
  %t3874 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3873
  %t3875 = sext i32 %t414 to i64
  %t3876 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3875
  %t3877 = sext i32 %t413 to i64
  %t3878 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3877
  %t3879 = sext i32 %t414 to i64
  %t3880 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3879
  %t3881 = sext i32 %t415 to i64
  %t3882 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3881
  %t3883 = sext i32 %t416 to i64
  %t3884 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3883
  %t3885 = sext i32 %t415 to i64
  %t3886 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3885
  %t3887 = sext i32 %t416 to i64
  %t3888 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3887
  %t3889 = sext i32 %t417 to i64
  %t3890 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3889
  %t3891 = sext i32 %t418 to i64
  %t3892 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3891
  %t3893 = sext i32 %t417 to i64
  %t3894 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3893
  %t3895 = sext i32 %t418 to i64
  %t3896 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3895
  %t3897 = sext i32 %t419 to i64
  %t3898 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3897
  %t3899 = sext i32 %t420 to i64
  %t3900 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3899
  %t3901 = sext i32 %t419 to i64
  %t3902 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3901
  %t3903 = sext i32 %t420 to i64
  %t3904 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3903
  %t3905 = sext i32 %t421 to i64
  %t3906 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3905
  %t3907 = sext i32 %t422 to i64
  %t3908 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3907
  %t3909 = sext i32 %t421 to i64
  %t3910 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3909
  %t3911 = sext i32 %t422 to i64
  %t3912 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3911
  %t3913 = sext i32 %t423 to i64
  %t3914 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3913
  %t3915 = sext i32 %t424 to i64
  %t3916 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3915
  %t3917 = sext i32 %t423 to i64
  %t3918 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3917
  %t3919 = sext i32 %t424 to i64
  %t3920 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3919
  %t3921 = sext i32 %t425 to i64
  %t3922 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3921
  %t3923 = sext i32 %t426 to i64
  %t3924 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3923
  %t3925 = sext i32 %t425 to i64
  %t3926 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3925
  %t3927 = sext i32 %t426 to i64
  %t3928 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3927
  %t3929 = sext i32 %t427 to i64
  %t3930 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3929
  %t3931 = sext i32 %t428 to i64
  %t3932 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3931
  %t3933 = sext i32 %t427 to i64
  %t3934 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3933
  %t3935 = sext i32 %t428 to i64
  %t3936 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3935
  %t3937 = sext i32 %t429 to i64
  %t3938 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3937
  %t3939 = sext i32 %t430 to i64
  %t3940 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3939
  %t3941 = sext i32 %t429 to i64
  %t3942 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3941
  %t3943 = sext i32 %t430 to i64
  %t3944 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3943
  %t3945 = sext i32 %t431 to i64
  %t3946 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3945
  %t3947 = sext i32 %t432 to i64
  %t3948 = getelementptr float, ptr addrspace(1) %t3694, i64 %t3947
  %t3949 = sext i32 %t431 to i64
  %t3950 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3949
  %t3951 = sext i32 %t432 to i64
  %t3952 = getelementptr float, ptr addrspace(1) %t3696, i64 %t3951
  %t3953 = icmp slt i32 %t324, %arg3
  %t3954 = icmp slt i32 %t325, %arg3
  %t3955 = icmp slt i32 %t326, %arg3
  %t3956 = icmp slt i32 %t327, %arg3
  %t3957 = icmp slt i32 %t401, %arg4
  %t3958 = icmp slt i32 %t402, %arg4
  %t3959 = icmp slt i32 %t403, %arg4
  %t3960 = icmp slt i32 %t404, %arg4
  %t3961 = icmp slt i32 %t405, %arg4
  %t3962 = icmp slt i32 %t406, %arg4
  %t3963 = icmp slt i32 %t407, %arg4
  %t3964 = icmp slt i32 %t408, %arg4
  %t3965 = icmp slt i32 %t409, %arg4
  %t3966 = icmp slt i32 %t410, %arg4
  %t3967 = icmp slt i32 %t411, %arg4
  %t3968 = icmp slt i32 %t412, %arg4
  %t3969 = icmp slt i32 %t413, %arg4
  %t3970 = icmp slt i32 %t414, %arg4
  %t3971 = icmp slt i32 %t415, %arg4
  %t3972 = icmp slt i32 %t416, %arg4
  %t3973 = icmp slt i32 %t417, %arg4
  %t3974 = icmp slt i32 %t418, %arg4
  %t3975 = icmp slt i32 %t419, %arg4
  %t3976 = icmp slt i32 %t420, %arg4
  %t3977 = icmp slt i32 %t421, %arg4
  %t3978 = icmp slt i32 %t422, %arg4
  %t3979 = icmp slt i32 %t423, %arg4
  %t3980 = icmp slt i32 %t424, %arg4
  %t3981 = icmp slt i32 %t425, %arg4
  %t3982 = icmp slt i32 %t426, %arg4
  %t3983 = icmp slt i32 %t427, %arg4
  %t3984 = icmp slt i32 %t428, %arg4
  %t3985 = icmp slt i32 %t429, %arg4
  %t3986 = icmp slt i32 %t430, %arg4
  %t3987 = icmp slt i32 %t431, %arg4
  %t3988 = icmp slt i32 %t432, %arg4
  %t3989 = and i1 %t3953, %t3957
  %t3990 = and i1 %t3953, %t3958
  %t3991 = and i1 %t3954, %t3957
  %t3992 = and i1 %t3954, %t3958
  %t3993 = and i1 %t3953, %t3959
  %t3994 = and i1 %t3953, %t3960
  %t3995 = and i1 %t3954, %t3959
  %t3996 = and i1 %t3954, %t3960
  %t3997 = and i1 %t3953, %t3961
  %t3998 = and i1 %t3953, %t3962
  %t3999 = and i1 %t3954, %t3961
  %t4000 = and i1 %t3954, %t3962
  %t4001 = and i1 %t3953, %t3963
  %t4002 = and i1 %t3953, %t3964
  %t4003 = and i1 %t3954, %t3963
  %t4004 = and i1 %t3954, %t3964
  %t4005 = and i1 %t3953, %t3965
  %t4006 = and i1 %t3953, %t3966
  %t4007 = and i1 %t3954, %t3965
  %t4008 = and i1 %t3954, %t3966
  %t4009 = and i1 %t3953, %t3967
  %t4010 = and i1 %t3953, %t3968
  %t4011 = and i1 %t3954, %t3967
  %t4012 = and i1 %t3954, %t3968
  %t4013 = and i1 %t3953, %t3969
  %t4014 = and i1 %t3953, %t3970
  %t4015 = and i1 %t3954, %t3969
  %t4016 = and i1 %t3954, %t3970
  %t4017 = and i1 %t3953, %t3971
  %t4018 = and i1 %t3953, %t3972
  %t4019 = and i1 %t3954, %t3971
  %t4020 = and i1 %t3954, %t3972
  %t4021 = and i1 %t3953, %t3973
  %t4022 = and i1 %t3953, %t3974
  %t4023 = and i1 %t3954, %t3973
  %t4024 = and i1 %t3954, %t3974
  %t4025 = and i1 %t3953, %t3975
  %t4026 = and i1 %t3953, %t3976
  %t4027 = and i1 %t3954, %t3975
  %t4028 = and i1 %t3954, %t3976
  %t4029 = and i1 %t3953, %t3977
  %t4030 = and i1 %t3953, %t3978
  %t4031 = and i1 %t3954, %t3977
  %t4032 = and i1 %t3954, %t3978
  %t4033 = and i1 %t3953, %t3979
  %t4034 = and i1 %t3953, %t3980
  %t4035 = and i1 %t3954, %t3979
  %t4036 = and i1 %t3954, %t3980
  %t4037 = and i1 %t3953, %t3981
  %t4038 = and i1 %t3953, %t3982
  %t4039 = and i1 %t3954, %t3981
  %t4040 = and i1 %t3954, %t3982
  %t4041 = and i1 %t3953, %t3983
  %t4042 = and i1 %t3953, %t3984
  %t4043 = and i1 %t3954, %t3983
  %t4044 = and i1 %t3954, %t3984
  %t4045 = and i1 %t3953, %t3985
  %t4046 = and i1 %t3953, %t3986
  %t4047 = and i1 %t3954, %t3985
  %t4048 = and i1 %t3954, %t3986
  %t4049 = and i1 %t3953, %t3987
  %t4050 = and i1 %t3953, %t3988
  %t4051 = and i1 %t3954, %t3987
  %t4052 = and i1 %t3954, %t3988
  %t4053 = and i1 %t3955, %t3957
  %t4054 = and i1 %t3955, %t3958
  %t4055 = and i1 %t3956, %t3957
  %t4056 = and i1 %t3956, %t3958
  %t4057 = and i1 %t3955, %t3959
  %t4058 = and i1 %t3955, %t3960
  %t4059 = and i1 %t3956, %t3959
  %t4060 = and i1 %t3956, %t3960
  %t4061 = and i1 %t3955, %t3961
  %t4062 = and i1 %t3955, %t3962
  %t4063 = and i1 %t3956, %t3961
  %t4064 = and i1 %t3956, %t3962
  %t4065 = and i1 %t3955, %t3963
  %t4066 = and i1 %t3955, %t3964
  %t4067 = and i1 %t3956, %t3963
  %t4068 = and i1 %t3956, %t3964
  %t4069 = and i1 %t3955, %t3965
  %t4070 = and i1 %t3955, %t3966
  %t4071 = and i1 %t3956, %t3965
  %t4072 = and i1 %t3956, %t3966
  %t4073 = and i1 %t3955, %t3967
  %t4074 = and i1 %t3955, %t3968
  %t4075 = and i1 %t3956, %t3967
  %t4076 = and i1 %t3956, %t3968
  %t4077 = and i1 %t3955, %t3969
  %t4078 = and i1 %t3955, %t3970
  %t4079 = and i1 %t3956, %t3969
  %t4080 = and i1 %t3956, %t3970
  %t4081 = and i1 %t3955, %t3971
  %t4082 = and i1 %t3955, %t3972
  %t4083 = and i1 %t3956, %t3971
  %t4084 = and i1 %t3956, %t3972
  %t4085 = and i1 %t3955, %t3973
  %t4086 = and i1 %t3955, %t3974
  %t4087 = and i1 %t3956, %t3973
  %t4088 = and i1 %t3956, %t3974
  %t4089 = and i1 %t3955, %t3975
  %t4090 = and i1 %t3955, %t3976
  %t4091 = and i1 %t3956, %t3975
  %t4092 = and i1 %t3956, %t3976
  %t4093 = and i1 %t3955, %t3977
  %t4094 = and i1 %t3955, %t3978
  %t4095 = and i1 %t3956, %t3977
  %t4096 = and i1 %t3956, %t3978
  %t4097 = and i1 %t3955, %t3979
  %t4098 = and i1 %t3955, %t3980
  %t4099 = and i1 %t3956, %t3979
  %t4100 = and i1 %t3956, %t3980
  %t4101 = and i1 %t3955, %t3981
  %t4102 = and i1 %t3955, %t3982
  %t4103 = and i1 %t3956, %t3981
  %t4104 = and i1 %t3956, %t3982
  %t4105 = and i1 %t3955, %t3983
  %t4106 = and i1 %t3955, %t3984
  %t4107 = and i1 %t3956, %t3983
  %t4108 = and i1 %t3956, %t3984
  %t4109 = and i1 %t3955, %t3985
  %t4110 = and i1 %t3955, %t3986
  %t4111 = and i1 %t3956, %t3985
  %t4112 = and i1 %t3956, %t3986
  %t4113 = and i1 %t3955, %t3987
  %t4114 = and i1 %t3955, %t3988
  %t4115 = and i1 %t3956, %t3987
  %t4116 = and i1 %t3956, %t3988
  %t4117 = bitcast float %t3557 to i32
  %t4118 = bitcast float %t3558 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3698, i1 %t3989, i32 %t4117, i32 %t4118)
  %t4119 = bitcast float %t3559 to i32
  %t4120 = bitcast float %t3560 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3702, i1 %t3991, i32 %t4119, i32 %t4120)
  %t4121 = bitcast float %t3561 to i32
  %t4122 = bitcast float %t3562 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3706, i1 %t3993, i32 %t4121, i32 %t4122)
  %t4123 = bitcast float %t3563 to i32
  %t4124 = bitcast float %t3564 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3710, i1 %t3995, i32 %t4123, i32 %t4124)
  %t4125 = bitcast float %t3565 to i32
  %t4126 = bitcast float %t3566 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3714, i1 %t3997, i32 %t4125, i32 %t4126)
  %t4127 = bitcast float %t3567 to i32
  %t4128 = bitcast float %t3568 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3718, i1 %t3999, i32 %t4127, i32 %t4128)
  %t4129 = bitcast float %t3569 to i32
  %t4130 = bitcast float %t3570 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3722, i1 %t4001, i32 %t4129, i32 %t4130)
  %t4131 = bitcast float %t3571 to i32
  %t4132 = bitcast float %t3572 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3726, i1 %t4003, i32 %t4131, i32 %t4132)
  %t4133 = bitcast float %t3573 to i32
  %t4134 = bitcast float %t3574 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3730, i1 %t4005, i32 %t4133, i32 %t4134)
  %t4135 = bitcast float %t3575 to i32
  %t4136 = bitcast float %t3576 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3734, i1 %t4007, i32 %t4135, i32 %t4136)
  %t4137 = bitcast float %t3577 to i32
  %t4138 = bitcast float %t3578 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3738, i1 %t4009, i32 %t4137, i32 %t4138)
  %t4139 = bitcast float %t3579 to i32
  %t4140 = bitcast float %t3580 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3742, i1 %t4011, i32 %t4139, i32 %t4140)
  %t4141 = bitcast float %t3581 to i32
  %t4142 = bitcast float %t3582 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3746, i1 %t4013, i32 %t4141, i32 %t4142)
  %t4143 = bitcast float %t3583 to i32
  %t4144 = bitcast float %t3584 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3750, i1 %t4015, i32 %t4143, i32 %t4144)
  %t4145 = bitcast float %t3585 to i32
  %t4146 = bitcast float %t3586 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3754, i1 %t4017, i32 %t4145, i32 %t4146)
  %t4147 = bitcast float %t3587 to i32
  %t4148 = bitcast float %t3588 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3758, i1 %t4019, i32 %t4147, i32 %t4148)
  %t4149 = bitcast float %t3589 to i32
  %t4150 = bitcast float %t3590 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3762, i1 %t4021, i32 %t4149, i32 %t4150)
  %t4151 = bitcast float %t3591 to i32
  %t4152 = bitcast float %t3592 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3766, i1 %t4023, i32 %t4151, i32 %t4152)
  %t4153 = bitcast float %t3593 to i32
  %t4154 = bitcast float %t3594 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3770, i1 %t4025, i32 %t4153, i32 %t4154)
  %t4155 = bitcast float %t3595 to i32
  %t4156 = bitcast float %t3596 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3774, i1 %t4027, i32 %t4155, i32 %t4156)
  %t4157 = bitcast float %t3597 to i32
  %t4158 = bitcast float %t3598 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3778, i1 %t4029, i32 %t4157, i32 %t4158)
  %t4159 = bitcast float %t3599 to i32
  %t4160 = bitcast float %t3600 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3782, i1 %t4031, i32 %t4159, i32 %t4160)
  %t4161 = bitcast float %t3601 to i32
  %t4162 = bitcast float %t3602 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3786, i1 %t4033, i32 %t4161, i32 %t4162)
  %t4163 = bitcast float %t3603 to i32
  %t4164 = bitcast float %t3604 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3790, i1 %t4035, i32 %t4163, i32 %t4164)
  %t4165 = bitcast float %t3605 to i32
  %t4166 = bitcast float %t3606 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3794, i1 %t4037, i32 %t4165, i32 %t4166)
  %t4167 = bitcast float %t3607 to i32
  %t4168 = bitcast float %t3608 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3798, i1 %t4039, i32 %t4167, i32 %t4168)
  %t4169 = bitcast float %t3609 to i32
  %t4170 = bitcast float %t3610 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3802, i1 %t4041, i32 %t4169, i32 %t4170)
  %t4171 = bitcast float %t3611 to i32
  %t4172 = bitcast float %t3612 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3806, i1 %t4043, i32 %t4171, i32 %t4172)
  %t4173 = bitcast float %t3613 to i32
  %t4174 = bitcast float %t3614 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3810, i1 %t4045, i32 %t4173, i32 %t4174)
  %t4175 = bitcast float %t3615 to i32
  %t4176 = bitcast float %t3616 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3814, i1 %t4047, i32 %t4175, i32 %t4176)
  %t4177 = bitcast float %t3617 to i32
  %t4178 = bitcast float %t3618 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3818, i1 %t4049, i32 %t4177, i32 %t4178)
  %t4179 = bitcast float %t3619 to i32
  %t4180 = bitcast float %t3620 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3822, i1 %t4051, i32 %t4179, i32 %t4180)
  %t4181 = bitcast float %t3621 to i32
  %t4182 = bitcast float %t3622 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3826, i1 %t4053, i32 %t4181, i32 %t4182)
  %t4183 = bitcast float %t3623 to i32
  %t4184 = bitcast float %t3624 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3830, i1 %t4055, i32 %t4183, i32 %t4184)
  %t4185 = bitcast float %t3625 to i32
  %t4186 = bitcast float %t3626 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3834, i1 %t4057, i32 %t4185, i32 %t4186)
  %t4187 = bitcast float %t3627 to i32
  %t4188 = bitcast float %t3628 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3838, i1 %t4059, i32 %t4187, i32 %t4188)
  %t4189 = bitcast float %t3629 to i32
  %t4190 = bitcast float %t3630 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3842, i1 %t4061, i32 %t4189, i32 %t4190)
  %t4191 = bitcast float %t3631 to i32
  %t4192 = bitcast float %t3632 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3846, i1 %t4063, i32 %t4191, i32 %t4192)
  %t4193 = bitcast float %t3633 to i32
  %t4194 = bitcast float %t3634 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3850, i1 %t4065, i32 %t4193, i32 %t4194)
  %t4195 = bitcast float %t3635 to i32
  %t4196 = bitcast float %t3636 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3854, i1 %t4067, i32 %t4195, i32 %t4196)
  %t4197 = bitcast float %t3637 to i32
  %t4198 = bitcast float %t3638 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3858, i1 %t4069, i32 %t4197, i32 %t4198)
  %t4199 = bitcast float %t3639 to i32
  %t4200 = bitcast float %t3640 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3862, i1 %t4071, i32 %t4199, i32 %t4200)
  %t4201 = bitcast float %t3641 to i32
  %t4202 = bitcast float %t3642 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3866, i1 %t4073, i32 %t4201, i32 %t4202)
  %t4203 = bitcast float %t3643 to i32
  %t4204 = bitcast float %t3644 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3870, i1 %t4075, i32 %t4203, i32 %t4204)
  %t4205 = bitcast float %t3645 to i32
  %t4206 = bitcast float %t3646 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3874, i1 %t4077, i32 %t4205, i32 %t4206)
  %t4207 = bitcast float %t3647 to i32
  %t4208 = bitcast float %t3648 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3878, i1 %t4079, i32 %t4207, i32 %t4208)
  %t4209 = bitcast float %t3649 to i32
  %t4210 = bitcast float %t3650 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3882, i1 %t4081, i32 %t4209, i32 %t4210)
  %t4211 = bitcast float %t3651 to i32
  %t4212 = bitcast float %t3652 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3886, i1 %t4083, i32 %t4211, i32 %t4212)
  %t4213 = bitcast float %t3653 to i32
  %t4214 = bitcast float %t3654 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3890, i1 %t4085, i32 %t4213, i32 %t4214)
  %t4215 = bitcast float %t3655 to i32
  %t4216 = bitcast float %t3656 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3894, i1 %t4087, i32 %t4215, i32 %t4216)
  %t4217 = bitcast float %t3657 to i32
  %t4218 = bitcast float %t3658 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3898, i1 %t4089, i32 %t4217, i32 %t4218)
  %t4219 = bitcast float %t3659 to i32
  %t4220 = bitcast float %t3660 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3902, i1 %t4091, i32 %t4219, i32 %t4220)
  %t4221 = bitcast float %t3661 to i32
  %t4222 = bitcast float %t3662 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3906, i1 %t4093, i32 %t4221, i32 %t4222)
  %t4223 = bitcast float %t3663 to i32
  %t4224 = bitcast float %t3664 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3910, i1 %t4095, i32 %t4223, i32 %t4224)
  %t4225 = bitcast float %t3665 to i32
  %t4226 = bitcast float %t3666 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3914, i1 %t4097, i32 %t4225, i32 %t4226)
  %t4227 = bitcast float %t3667 to i32
  %t4228 = bitcast float %t3668 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3918, i1 %t4099, i32 %t4227, i32 %t4228)
  %t4229 = bitcast float %t3669 to i32
  %t4230 = bitcast float %t3670 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3922, i1 %t4101, i32 %t4229, i32 %t4230)
  %t4231 = bitcast float %t3671 to i32
  %t4232 = bitcast float %t3672 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3926, i1 %t4103, i32 %t4231, i32 %t4232)
  %t4233 = bitcast float %t3673 to i32
  %t4234 = bitcast float %t3674 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3930, i1 %t4105, i32 %t4233, i32 %t4234)
  %t4235 = bitcast float %t3675 to i32
  %t4236 = bitcast float %t3676 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3934, i1 %t4107, i32 %t4235, i32 %t4236)
  %t4237 = bitcast float %t3677 to i32
  %t4238 = bitcast float %t3678 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3938, i1 %t4109, i32 %t4237, i32 %t4238)
  %t4239 = bitcast float %t3679 to i32
  %t4240 = bitcast float %t3680 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3942, i1 %t4111, i32 %t4239, i32 %t4240)
  %t4241 = bitcast float %t3681 to i32
  %t4242 = bitcast float %t3682 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3946, i1 %t4113, i32 %t4241, i32 %t4242)
  %t4243 = bitcast float %t3683 to i32
  %t4244 = bitcast float %t3684 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3950, i1 %t4115, i32 %t4243, i32 %t4244)
  ret void
}
attributes #0 = { "nvvm.maxntid"="128" }
